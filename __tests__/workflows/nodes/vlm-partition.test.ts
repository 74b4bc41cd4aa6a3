// The vlm partitioner over stand-ins: pages "rendered" by the test, sent through the Anthropic adapter
// to a local Messages API stand-in (https://docs.anthropic.com/en/api/messages), and the model's HTML
// turned into elements by the engine's real HTML partitioner, as the server wires it.
import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Element } from "../../../src/contract/element.js";
import type { WorkflowNodeInfo } from "../../../src/contract/nodes.js";
import { parsePartitionParameters } from "../../../src/contract/partition.js";
import { openPdf } from "../../../src/engine/formats/pdf/open.js";
import { PdfPage } from "../../../src/engine/formats/pdf/page.js";
import { renderPage } from "../../../src/engine/formats/pdf/render.js";
import { partition } from "../../../src/engine/partition.js";
import type { JobDocument } from "../../../src/workflows/executors.js";
import { UsageLedger } from "../../../src/workflows/models/usage.js";
import { ModelNodeError } from "../../../src/workflows/nodes/common.js";
import {
  type RenderedPage,
  textLayerSuffices,
  vlmPartitioner,
} from "../../../src/workflows/nodes/vlm-partition.js";
import { corpusDir, corpusPath } from "../../helpers/corpus.js";
import {
  harness,
  jsonBody,
  type RecordedRequest,
  type StandIn,
  sendJson,
  startStandIn,
} from "../models/stand-in.js";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A stand-in page image: the PNG signature, then the page number (the stand-in model reads it back). */
const pagePng = (page: number) => new Uint8Array([...PNG_SIGNATURE, page]);

const FILE: JobDocument = {
  file_id: "f-1",
  filename: "report.pdf",
  content_type: "application/pdf",
  data: new Uint8Array([0x25, 0x50, 0x44, 0x46]),
};

function pageOf(request: RecordedRequest): number {
  const messages = jsonBody(request).messages as { content: { type: string; source?: { data: string } }[] }[];
  const image = messages[0]?.content.find((block) => block.type === "image");
  return Buffer.from(image?.source?.data ?? "", "base64").at(-1) ?? 0;
}

const node = (settings: Record<string, unknown>): WorkflowNodeInfo => ({
  id: "p-1",
  name: "Partitioner",
  type: "partition",
  subtype: "vlm",
  settings,
});

describe("vlm partitioner", () => {
  let server: StandIn;
  let rendered: { skipPages: number[] }[];
  let ledger: UsageLedger;
  let run: ReturnType<typeof vlmPartitioner>;

  beforeEach(async () => {
    server = await startStandIn(async (request, response) => {
      const page = pageOf(request);
      // Later pages answer first, to prove pages are put back in order.
      await new Promise((resolve) => setTimeout(resolve, (4 - page) * 15));
      sendJson(response, 200, {
        type: "message",
        role: "assistant",
        content: [
          {
            type: "text",
            text: `Here is the page:\n\`\`\`html\n<h1>Section ${page}</h1>\n<p>Body text of page ${page}.</p>\n\`\`\``,
          },
        ],
        usage: { input_tokens: 1000, output_tokens: 20 },
      });
    });
    rendered = [];
    ledger = new UsageLedger();
    const { providers } = harness({ ANTHROPIC_API_KEY: "sk-ant-test", ANTHROPIC_BASE_URL: server.url });
    run = vlmPartitioner({
      providers,
      usage: ledger,
      async *renderPages(_file, { skipPages }) {
        rendered.push({ skipPages: [...skipPages] });
        for (let page = 1; page <= 3; page++) {
          if (!skipPages.has(page)) yield { pageNumber: page, png: pagePng(page) } satisfies RenderedPage;
        }
      },
      htmlToElements: (html) =>
        partition({ data: Buffer.from(html), filename: "page.html", contentType: "text/html" }),
      fastElements: async () => [
        {
          type: "NarrativeText",
          element_id: "fast-1",
          text: "A long and clean text layer. ".repeat(10),
          metadata: { page_number: 1 },
        },
        { type: "Title", element_id: "fast-2", text: "Short", metadata: { page_number: 2 } },
        {
          type: "Image",
          element_id: "fast-3",
          text: "A chart with a long caption text ".repeat(10),
          metadata: { page_number: 3 },
        },
      ],
    });
  });
  afterEach(() => server.close());

  it("sends every page to the model and turns its HTML into elements in page order", async () => {
    const job = new AbortController().signal;
    const out = await run(FILE, node({ is_dynamic: false }), job);
    expect(server.requests).toHaveLength(3);
    expect(out.map((e) => [e.text, e.metadata.page_number])).toEqual([
      ["Section 1", 1],
      ["Body text of page 1.", 1],
      ["Section 2", 2],
      ["Body text of page 2.", 2],
      ["Section 3", 3],
      ["Body text of page 3.", 3],
    ]);
    expect(out.filter((e) => e.type === "Title").map((e) => e.text)).toEqual([
      "Section 1",
      "Section 2",
      "Section 3",
    ]);
    for (const element of out) {
      expect(element.metadata.filename).toBe("report.pdf");
      expect(element.metadata.filetype).toBe("application/pdf");
      // unique_element_ids is on by default for vlm, as in the reference service.
      expect(element.element_id).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    }
    // The paragraph's parent is its page's title, under the new ids.
    expect(out[1]?.metadata.parent_id).toBe(out[0]?.element_id);
    const body = jsonBody(server.requests[0] as RecordedRequest);
    expect(body.model).toBe("claude-3-5-sonnet-20241022");
    expect(typeof body.system).toBe("string");
    expect(ledger.take(job)).toEqual([
      {
        provider: "anthropic",
        model: "claude-3-5-sonnet-20241022",
        requests: 3,
        input_tokens: 3000,
        output_tokens: 60,
      },
    ]);
  });

  it("format_html: false reads the answer as the model wrote it, chatter and fence included", async () => {
    const signal = new AbortController().signal;
    const cleaned = await run(FILE, node({ format_html: true }), signal);
    expect(cleaned.map((e) => e.text)).not.toContain("Here is the page:");
    const raw = await run(FILE, node({ format_html: false }), signal);
    const texts = raw.map((e) => e.text).join("\n");
    expect(texts).toContain("Here is the page:");
    expect(texts).toContain("```html");
    expect(raw.map((e) => e.text)).toContain("Section 2");
  });

  it("hashes ids deterministically when unique_element_ids is off", async () => {
    const a = await run(FILE, node({ unique_element_ids: false }), new AbortController().signal);
    const b = await run(FILE, node({ unique_element_ids: false }), new AbortController().signal);
    expect(a.map((e) => e.element_id)).toEqual(b.map((e) => e.element_id));
    expect(a[0]?.element_id).toMatch(/^[0-9a-f]{32}$/);
  });

  it("auto strategy: keeps the fast text layer where it suffices and renders only the other pages", async () => {
    const out = await run(FILE, node({ is_dynamic: true, allow_fast: true }), new AbortController().signal);
    expect(rendered).toEqual([{ skipPages: [1] }]);
    expect(server.requests.map(pageOf).sort()).toEqual([2, 3]);
    expect(out.map((e) => e.metadata.page_number)).toEqual([1, 2, 2, 3, 3]);
    expect(out[0]?.text).toContain("A long and clean text layer.");
  });

  it("allow_fast: false sends every page even in auto", async () => {
    await run(FILE, node({ is_dynamic: true, allow_fast: false }), new AbortController().signal);
    expect(rendered).toEqual([{ skipPages: [] }]);
    expect(server.requests).toHaveLength(3);
  });

  it("sends the node's user_prompt and the configured model of another provider's list", async () => {
    await run(FILE, node({ user_prompt: "Only the headings, as HTML." }), new AbortController().signal);
    const messages = jsonBody(server.requests[0] as RecordedRequest).messages as {
      content: { type: string; text?: string }[];
    }[];
    expect(messages[0]?.content.at(-1)).toEqual({ type: "text", text: "Only the headings, as HTML." });
  });

  it("fails the file when a page fails, naming the provider's answer", async () => {
    server.failures.push({
      status: 400,
      body: { type: "error", error: { type: "invalid_request_error", message: "Could not process image" } },
    });
    await expect(run(FILE, node({}), new AbortController().signal)).rejects.toThrow(
      "anthropic answered 400 for model 'claude-3-5-sonnet-20241022': Could not process image",
    );
  });

  it("refuses a model the provider does not serve, before rendering", async () => {
    await expect(
      run(
        FILE,
        node({ provider: "openai", model: "claude-3-5-sonnet-20241022" }),
        new AbortController().signal,
      ),
    ).rejects.toThrow(ModelNodeError);
    expect(rendered).toEqual([]);
  });
});

describe("textLayerSuffices", () => {
  const el = (type: string, text: string): Element => ({ type, element_id: "x", text, metadata: {} });
  it("wants enough mostly-word text and no picture or table", () => {
    expect(textLayerSuffices([el("NarrativeText", "word ".repeat(60))])).toBe(true);
    expect(textLayerSuffices([el("NarrativeText", "word ".repeat(20))])).toBe(false);
    expect(textLayerSuffices([el("NarrativeText", "�#%&*".repeat(60))])).toBe(false);
    expect(textLayerSuffices([el("NarrativeText", "word ".repeat(60)), el("Table", "1 2 3")])).toBe(false);
  });
});

// The wiring the server does, on a real PDF: pages rendered by the engine's PDFium renderer, the fast
// text layer from the engine's fast strategy. The empty pages of the document have no text layer, so in
// auto (is_dynamic) only they go to the model, as real PNGs.
describe.runIf(corpusDir())("vlm partitioner on a real PDF with the engine's renderer", () => {
  it("renders only the pages whose text layer does not suffice, and keeps the fast elements of the rest", async () => {
    const path = corpusPath("example-docs", "pdf", "layout-parser-paper-with-empty-pages.pdf") as string;
    const file: JobDocument = {
      file_id: "f-2",
      filename: "layout-parser-paper-with-empty-pages.pdf",
      content_type: "application/pdf",
      data: new Uint8Array(readFileSync(path)),
    };
    const seen: { page: number; png: Buffer }[] = [];
    const server = await startStandIn((request, response) => {
      const messages = jsonBody(request).messages as {
        content: { type: string; source?: { data: string } }[];
      }[];
      const png = Buffer.from(
        messages[0]?.content.find((b) => b.type === "image")?.source?.data ?? "",
        "base64",
      );
      seen.push({ page: seen.length + 1, png });
      sendJson(response, 200, {
        content: [
          { type: "text", text: "```html\n<p>Text the model read from an image-only page.</p>\n```" },
        ],
        usage: { input_tokens: 10, output_tokens: 5 },
      });
    });
    try {
      const { providers } = harness({ ANTHROPIC_API_KEY: "sk-ant-test", ANTHROPIC_BASE_URL: server.url });
      const renderedPages: number[] = [];
      const run = vlmPartitioner({
        providers,
        async *renderPages(document, { skipPages }) {
          const doc = await openPdf(document.data, document.filename);
          try {
            for (let number = 1; number <= doc.numPages; number++) {
              if (skipPages.has(number)) continue;
              const page = new PdfPage(doc, number);
              const rendered = renderPage(page, 50);
              try {
                renderedPages.push(number);
                yield { pageNumber: number, png: await rendered.png() };
              } finally {
                rendered.release();
                page.close();
              }
            }
          } finally {
            doc.close();
          }
        },
        htmlToElements: (html) =>
          partition({ data: Buffer.from(html), filename: "page.html", contentType: "text/html" }),
        fastElements: (document) =>
          partition(
            { data: document.data, filename: document.filename, contentType: "application/pdf" },
            parsePartitionParameters({ strategy: "fast" }),
          ),
      });
      const out = await run(file, node({ is_dynamic: true }), new AbortController().signal);
      const pages = [...new Set(out.map((e) => e.metadata.page_number))];
      expect(renderedPages.length).toBeGreaterThan(0);
      expect(seen).toHaveLength(renderedPages.length);
      for (const { png } of seen) expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      // Pages that kept their text layer were never rendered; the model's pages are in order among them.
      const fastPages = pages.filter((page) => !renderedPages.includes(page as number));
      expect(fastPages.length).toBeGreaterThan(0);
      expect(pages).toEqual([...pages].sort((a, b) => (a as number) - (b as number)));
      expect(
        out
          .filter((e) => e.text === "Text the model read from an image-only page.")
          .map((e) => e.metadata.page_number),
      ).toEqual(renderedPages);
    } finally {
      await server.close();
    }
  }, 60_000);
});
