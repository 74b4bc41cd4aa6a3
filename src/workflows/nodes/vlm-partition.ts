// Partition node subtype `vlm`: each page is rendered to an image and sent to a vision-language model
// (settings.provider/model), which answers with the page as HTML; the HTML partitioner turns that into
// elements carrying the page number. With `is_dynamic` (the auto strategy) and `allow_fast` (default on),
// pages whose text layer is good enough keep the fast partitioner's elements and are never rendered.
// `format_html` (default on) cleans the answer up to its HTML first (the code fence and any sentence
// around it dropped); off, the answer is read as the model wrote it.
//
// Rendering and HTML parsing are the engine's, injected by the server, since workflows/ must not import
// the engine:
//   renderPages(file, {skipPages}, signal)  → the pages to send, as PNG, one by one (an async iterable
//                                            keeps a long PDF from being held in memory all at once);
//                                            an image file is one page
//   htmlToElements(html, pageNumber, file)   → the HTML partitioner's elements for one page
//   fastElements(file, signal)               → the fast strategy's elements with page numbers (optional;
//                                            without it every page goes to the model)
//   assignIds(elements, unique)              → element ids (optional; the default reproduces DESIGN's rule)
import { createHash, randomUUID } from "node:crypto";
import type { Element } from "../../contract/element.js";
import type { WorkflowNodeInfo } from "../../contract/nodes.js";
import type { JobDocument } from "../executors.js";
import type { GenerationProvider } from "../models/catalog.js";
import { generationTarget } from "../models/validate.js";
import { answerHtml } from "./answers.js";
import { assertModelNode, type ModelNodeDeps } from "./common.js";
import { VLM_PAGE_PROMPT, VLM_SYSTEM } from "./prompts.js";

export interface RenderedPage {
  /** 1-based. */
  pageNumber: number;
  png: Uint8Array;
}

export type PageSource = AsyncIterable<RenderedPage> | Iterable<RenderedPage>;

export interface VlmPartitionDeps extends ModelNodeDeps {
  renderPages(
    file: JobDocument,
    options: { skipPages: ReadonlySet<number> },
    signal: AbortSignal,
  ): PageSource | Promise<PageSource>;
  htmlToElements(html: string, pageNumber: number, file: JobDocument): Element[] | Promise<Element[]>;
  fastElements?: ((file: JobDocument, signal: AbortSignal) => Promise<Element[]>) | undefined;
  assignIds?: ((elements: Element[], unique: boolean) => void) | undefined;
  /** Pages of one file at the model at once (default 4); the provider's limiter bounds the process. */
  pagesInFlight?: number | undefined;
}

/** A page's text layer suffices when it has this much text... */
export const FAST_MIN_CHARACTERS = 200;
/** ...of which at least this share is letters or digits (a garbled layer is mostly symbols)... */
export const FAST_MIN_WORD_SHARE = 0.6;
/** ...and no picture or table, whose content a text layer does not carry. */
const NEEDS_VISION = new Set(["Image", "Table", "Figure", "FigureCaption"]);

export function textLayerSuffices(pageElements: readonly Element[]): boolean {
  if (pageElements.some((element) => NEEDS_VISION.has(element.type))) return false;
  const text = pageElements
    .map((element) => element.text)
    .join("")
    .replace(/\s+/g, "");
  if (text.length < FAST_MIN_CHARACTERS) return false;
  const wordChars = text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  return wordChars / text.length >= FAST_MIN_WORD_SHARE;
}

function defaultAssignIds(elements: Element[], unique: boolean): void {
  const perPage = new Map<number | undefined, number>();
  for (const element of elements) {
    if (unique) {
      element.element_id = randomUUID();
      continue;
    }
    const page = element.metadata.page_number;
    const index = perPage.get(page) ?? 0;
    perPage.set(page, index + 1);
    const data = `${element.metadata.filename ?? "None"}${element.text}${page ?? "None"}${index}`;
    element.element_id = createHash("sha256").update(data, "utf8").digest("hex").slice(0, 32);
  }
}

/** Runs `fn` on each page as it arrives, at most `limit` at once. */
async function forEachPage(
  pages: PageSource,
  limit: number,
  signal: AbortSignal,
  fn: (page: RenderedPage) => Promise<void>,
): Promise<void> {
  const running = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  for await (const page of pages) {
    signal.throwIfAborted();
    if (failure) break;
    const task = fn(page).then(
      () => {
        running.delete(task);
      },
      (error: unknown) => {
        running.delete(task);
        failure ??= { error };
      },
    );
    running.add(task);
    if (running.size >= limit) await Promise.race(running);
  }
  await Promise.all(running);
  if (failure) throw failure.error;
}

export type VlmPartitioner = (
  file: JobDocument,
  node: WorkflowNodeInfo,
  signal: AbortSignal,
) => Promise<Element[]>;

export function vlmPartitioner(deps: VlmPartitionDeps): VlmPartitioner {
  return async (file, node, signal) => {
    assertModelNode(node);
    const settings = node.settings ?? {};
    const target = generationTarget(node) as { provider: GenerationProvider; model: string };
    const prompt =
      typeof settings.user_prompt === "string" && settings.user_prompt.trim() !== ""
        ? settings.user_prompt
        : VLM_PAGE_PROMPT;
    const pages = new Map<number, Element[]>();

    if (settings.is_dynamic === true && settings.allow_fast !== false && deps.fastElements) {
      const byPage = new Map<number, Element[]>();
      for (const element of await deps.fastElements(file, signal)) {
        const page = element.metadata.page_number ?? 1;
        byPage.set(page, [...(byPage.get(page) ?? []), element]);
      }
      for (const [page, elements] of byPage) if (textLayerSuffices(elements)) pages.set(page, elements);
    }

    const client = deps.providers.client(target.provider);
    const source = await deps.renderPages(file, { skipPages: new Set(pages.keys()) }, signal);
    await forEachPage(source, deps.pagesInFlight ?? 4, signal, async (page) => {
      if (pages.has(page.pageNumber)) return;
      const result = await client.generate(
        {
          model: target.model,
          system: VLM_SYSTEM,
          prompt,
          images: [{ mediaType: "image/png", data: page.png }],
        },
        signal,
      );
      deps.usage?.record(signal, target.provider, target.model, result.usage);
      const html = settings.format_html === false ? result.text : answerHtml(result.text);
      const elements = await deps.htmlToElements(html, page.pageNumber, file);
      pages.set(page.pageNumber, elements);
    });

    const elements: Element[] = [];
    for (const page of [...pages.keys()].sort((a, b) => a - b)) {
      for (const element of pages.get(page) ?? []) {
        elements.push({
          ...element,
          metadata: {
            ...element.metadata,
            filename: file.filename,
            ...(file.content_type ? { filetype: file.content_type } : {}),
            page_number: page,
          },
        });
      }
    }
    // Ids are given once the pages are merged; parent links made by the HTML partitioner follow them.
    const before = elements.map((element) => element.element_id);
    (deps.assignIds ?? defaultAssignIds)(elements, settings.unique_element_ids !== false);
    const renamed = new Map(before.map((id, i) => [id, (elements[i] as Element).element_id]));
    for (const element of elements) {
      const parent = element.metadata.parent_id;
      if (parent !== undefined) {
        const next = renamed.get(parent);
        if (next !== undefined) element.metadata.parent_id = next;
        else delete element.metadata.parent_id;
      }
    }
    return elements;
  };
}
