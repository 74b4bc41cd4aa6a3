// The Partition endpoint as the published `unstructured-client` SDK (not written here) meets it: a file
// with no text, split-PDF batches typed exactly as the whole PDF, and the status codes the reference
// server gives.
import { readFileSync } from "node:fs";
import { PDFDocument } from "pdf-lib";
import { UnstructuredClient } from "unstructured-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePdf } from "../fixtures/pdf/make-pdf.js";
import { corpusPath } from "../helpers/corpus.js";
import { startTestServer, type TestServer } from "./helpers.js";

type Elements = { type: string; text: string; element_id: string; metadata: { page_number?: number } }[];

let server: TestServer;
let sdk: UnstructuredClient;
/** The server's request log: one JSON line per request answered. */
const requests: { path?: string; status?: number }[] = [];

beforeAll(async () => {
  server = await startTestServer({
    workers: 2,
    logLevel: "info",
    logStream: {
      write: (line: string) => {
        const entry = JSON.parse(line) as { msg?: string; path?: string; status?: number };
        if (entry.msg === "request") requests.push(entry);
      },
    },
  });
  sdk = new UnstructuredClient({ serverURL: server.url, retryConfig: { strategy: "none" } });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

async function partition(
  fileName: string,
  content: Uint8Array,
  params: Record<string, unknown> = {},
): Promise<Elements> {
  const answer = await sdk.general.partition({
    partitionParameters: { files: { fileName, content }, splitPdfPage: false, ...params },
  });
  return answer as unknown as Elements;
}

/** The SDK's error for a refused request: its status code and the server's detail. */
async function refusal(call: Promise<unknown>): Promise<{ statusCode: number; detail: unknown }> {
  try {
    await call;
  } catch (error) {
    const { statusCode, body } = error as { statusCode: number; body: string };
    return { statusCode, detail: (JSON.parse(body) as { detail: unknown }).detail };
  }
  throw new Error("the request was not refused");
}

describe("Partition endpoint through unstructured-client", () => {
  it("answers [] for a file with no text, which the OpenAPI 200 schema accepts", async () => {
    const blank = makePdf([{ texts: [] }]);
    expect(await partition("blank.pdf", blank, { strategy: "fast" })).toEqual([]);
    expect(await partition("blank.txt", new TextEncoder().encode(" \n \n"))).toEqual([]);
    // `[]` is both an element array and an array of them: the schema must not be a oneOf of the two.
    const document = (await (await fetch(`${server.url}/openapi.json`)).json()) as {
      paths: Record<string, { post?: { responses: Record<string, { content: Record<string, unknown> }> } }>;
    };
    const schema = document.paths["/general/v0/general"]?.post?.responses["200"]?.content[
      "application/json"
    ] as { schema: Record<string, unknown> };
    expect(schema.schema.oneOf).toBeUndefined();
    expect(schema.schema.anyOf).toHaveLength(2);
  });
});

// DA-619p.pdf's first 200 pages, sent whole and as the SDK sends them with split_pdf_page (20-page
// batches, 5 at a time): every element the same — type, text, page number and id. Text repeated at the
// top of pages far apart ("Table of Contents" on pages 1 and 178) once made the whole PDF's types differ.
describe.skipIf(!corpusPath("example-docs/pdf/DA-619p.pdf"))("split-PDF consistency on a corpus PDF", () => {
  it("types every element of a 200-page PDF the same whether it is sent whole or in 20-page batches", async () => {
    const source = await PDFDocument.load(readFileSync(corpusPath("example-docs/pdf/DA-619p.pdf") as string));
    const part = await PDFDocument.create();
    const pages = await part.copyPages(
      source,
      Array.from({ length: 200 }, (_, i) => i),
    );
    for (const page of pages) part.addPage(page);
    const content = await part.save();

    const whole = await partition("DA-200p.pdf", content);
    const before = requests.length;
    const split = await partition("DA-200p.pdf", content, {
      splitPdfPage: true,
      splitPdfConcurrencyLevel: 5,
    });
    const view = (elements: Elements) =>
      elements.map((e) => `${e.metadata.page_number} ${e.type} ${e.element_id} ${e.text.slice(0, 40)}`);
    // Ten batches of 20 pages reached the server.
    expect(requests.slice(before).filter((r) => r.path === "/general/v0/general")).toHaveLength(10);
    expect(whole.length).toBeGreaterThan(1000);
    expect(new Set(split.map((e) => e.metadata.page_number)).size).toBe(200);
    expect(view(split)).toEqual(view(whole));
  }, 180_000);
});
