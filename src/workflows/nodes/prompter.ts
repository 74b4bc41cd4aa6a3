// Enrichment (`prompter`) nodes: one model call per element the enrichment applies to, results written
// where the reference service writes them:
//   *_image_description  Image elements with metadata.image_base64 → `text` becomes the JSON
//                        {"type", "description"} the model gave (as the reference service shows it), and
//                        metadata.image_description the description alone
//   *_table_description  Table/TableChunk elements → `text` becomes the summary (the table stays in
//                        metadata.text_as_html)
//   *_table2html         Table/TableChunk elements → metadata.text_as_html replaced by the model's <table>
//   *_ner                elements with text → metadata.entities = {items, relationships}; the prompt is
//                        settings.prompt_interface_overrides.prompt.user when given ({{text}} marks where
//                        the element's text goes, else it is appended)
// Elements an enrichment does not apply to pass through untouched; changed ones are copies.
import type { Element } from "../../contract/element.js";
import type { WorkflowNodeInfo } from "../../contract/nodes.js";
import type { GenerationProvider } from "../models/catalog.js";
import type { ModelImage } from "../models/types.js";
import { generationTarget, type PrompterTask, parsePrompterSubtype } from "../models/validate.js";
import { answerJson, answerTable } from "./answers.js";
import { assertModelNode, type ModelNodeDeps, mapBounded } from "./common.js";
import {
  IMAGE_DESCRIPTION_PROMPT,
  nerPrompt,
  TABLE_DESCRIPTION_PROMPT,
  TABLE_TO_HTML_PROMPT,
} from "./prompts.js";

/** Elements of one node in flight at once; the provider's limiter bounds the whole process. */
const ELEMENTS_IN_FLIGHT = 8;

const IMAGE_TYPES = new Set<ModelImage["mediaType"]>(["image/png", "image/jpeg", "image/gif", "image/webp"]);

function elementImage(element: Element): ModelImage | undefined {
  const data = element.metadata.image_base64;
  if (typeof data !== "string" || data === "") return undefined;
  const mime = (element.metadata.image_mime_type ?? "image/jpeg").toLowerCase();
  const mediaType = (mime === "image/jpg" ? "image/jpeg" : mime) as ModelImage["mediaType"];
  if (!IMAGE_TYPES.has(mediaType)) return undefined;
  return { mediaType, data: Buffer.from(data, "base64") };
}

const isTable = (element: Element) => element.type === "Table" || element.type === "TableChunk";

interface Task {
  applies(element: Element): boolean;
  request(element: Element): { prompt: string; images: ModelImage[] };
  /** The enriched copy, or undefined to keep the element as it was (an answer that could not be read). */
  apply(element: Element, answer: string): Element | undefined;
}

function tableContent(element: Element): string {
  const html = element.metadata.text_as_html;
  return html ? `Table as HTML:\n${html}` : `Table text:\n${element.text}`;
}

function tasks(node: WorkflowNodeInfo): Record<PrompterTask, Task> {
  const settings = (node.settings ?? {}) as {
    prompt_interface_overrides?: { prompt?: { user?: unknown } };
  };
  const customNer = settings.prompt_interface_overrides?.prompt?.user;
  return {
    image_description: {
      applies: (element) => element.type === "Image" && elementImage(element) !== undefined,
      request: (element) => ({
        prompt: IMAGE_DESCRIPTION_PROMPT,
        images: [elementImage(element) as ModelImage],
      }),
      apply(element, answer) {
        const json = answerJson(answer);
        const description =
          typeof json?.description === "string"
            ? json.description
            : answer.trim() === ""
              ? undefined
              : answer.trim();
        if (description === undefined) return undefined;
        const kind = typeof json?.type === "string" ? json.type : "image";
        return {
          ...element,
          text: JSON.stringify({ type: kind, description }, null, 2),
          metadata: { ...element.metadata, image_description: description },
        };
      },
    },
    table_description: {
      applies: isTable,
      request: (element) => {
        const image = elementImage(element);
        return {
          prompt: `${TABLE_DESCRIPTION_PROMPT}\n\n${tableContent(element)}`,
          images: image ? [image] : [],
        };
      },
      apply: (element, answer) =>
        answer.trim() === ""
          ? undefined
          : { ...element, text: answer.trim(), metadata: { ...element.metadata } },
    },
    table2html: {
      applies: isTable,
      request: (element) => {
        const image = elementImage(element);
        return {
          prompt: `${TABLE_TO_HTML_PROMPT}\n\n${tableContent(element)}`,
          images: image ? [image] : [],
        };
      },
      apply(element, answer) {
        const table = answerTable(answer);
        return table === undefined
          ? undefined
          : { ...element, metadata: { ...element.metadata, text_as_html: table } };
      },
    },
    ner: {
      applies: (element) => element.text.trim() !== "",
      request: (element) => ({
        prompt: nerPrompt(element.text, typeof customNer === "string" ? customNer : undefined),
        images: [],
      }),
      apply(element, answer) {
        const json = answerJson(answer);
        if (!json) return undefined;
        const items = Array.isArray(json.items)
          ? json.items
          : Array.isArray(json.entities)
            ? json.entities
            : [];
        const relationships = Array.isArray(json.relationships) ? json.relationships : [];
        return {
          ...element,
          metadata: {
            ...element.metadata,
            entities: {
              items: items
                .filter(
                  (item): item is { entity: string; type: string } =>
                    typeof item?.entity === "string" && typeof item?.type === "string",
                )
                .map(({ entity, type }) => ({ entity, type })),
              relationships: relationships
                .filter(
                  (r): r is { from: string; relationship: string; to: string } =>
                    typeof r?.from === "string" &&
                    typeof r?.relationship === "string" &&
                    typeof r?.to === "string",
                )
                .map(({ from, relationship, to }) => ({ from, relationship, to })),
            },
          },
        };
      },
    },
  };
}

export type PrompterExecutor = (
  elements: Element[],
  node: WorkflowNodeInfo,
  signal: AbortSignal,
) => Promise<Element[]>;

export function prompterExecutor(deps: ModelNodeDeps): PrompterExecutor {
  return async (elements, node, signal) => {
    assertModelNode(node);
    const parsed = parsePrompterSubtype(node.subtype);
    const target = generationTarget(node);
    if (!parsed || !target) throw new Error(`unknown enrichment '${node.subtype}'`);
    const provider = target.provider as GenerationProvider;
    // Asked for first: a server without the provider's credentials fails every file, also one the
    // enrichment has nothing to do in, so the missing configuration shows on the first run.
    const client = deps.providers.client(provider);
    const task = tasks(node)[parsed.task];
    const indexes = elements.flatMap((element, index) => (task.applies(element) ? [index] : []));
    if (indexes.length === 0) return elements;
    const out = [...elements];
    await mapBounded(indexes, ELEMENTS_IN_FLIGHT, signal, async (index) => {
      const element = elements[index] as Element;
      const { prompt, images } = task.request(element);
      const result = await client.generate({ model: target.model, prompt, images }, signal);
      deps.usage?.record(signal, provider, target.model, result.usage);
      const enriched = task.apply(element, result.text);
      if (enriched) out[index] = enriched;
    });
    return out;
  };
}
