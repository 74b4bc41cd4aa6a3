// The Partition endpoint as the published `unstructured-client` SDK (not written here) meets it: a file
// with no text, strategy=vlm with and without a model provider, split-PDF batches typed exactly as the
// whole PDF, and the status codes the reference server gives. The vision-language model is a local
// stand-in speaking OpenAI's chat completions wire format
// (https://platform.openai.com/docs/api-reference/chat/create), which the server reads from its
// environment as in production: no paid provider is called.
import { readFileSync } from "node:fs";
import { PDFDocument } from "pdf-lib";
import { UnstructuredClient } from "unstructured-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverConfig } from "../../src/server/settings/config.js";
import { makePdf } from "../fixtures/pdf/make-pdf.js";
import { corpusPath } from "../helpers/corpus.js";
import { jsonBody, type StandIn, sendJson, startStandIn } from "../workflows/models/stand-in.js";
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

// The status codes of Unstructured-IO/unstructured-api (prepline_general/api/general.py, filetypes.py and
// its tests at d57d709), as the SDK surfaces them: statusCode and the server's detail.
describe("status codes as the reference server gives them", () => {
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==",
    "base64",
  );
  const pdf = makePdf([{ texts: [{ x: 72, y: 700, size: 12, text: "A page." }] }]);
  const zip = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);
  const cases: [string, () => Promise<unknown>, number, RegExp | string][] = [
    [
      "a ZIP archive",
      () => partition("archive.zip", zip),
      400,
      "File type application/zip is not supported.",
    ],
    [
      "an empty file",
      () => partition("empty.txt", new Uint8Array(0)),
      400,
      /^File type .* is not supported\.$/,
    ],
    [
      "the fast strategy on an image",
      () => partition("dot.png", png, { strategy: "fast" }),
      400,
      /^The fast strategy is not available for image files/,
    ],
    [
      "an unknown hi_res model",
      () => partition("page.pdf", pdf, { strategy: "hi_res", hiResModelName: "no-such-model" }),
      400,
      /^Unknown model type: no-such-model/,
    ],
    [
      "a .docx that is not a ZIP",
      () => partition("letter.docx", new TextEncoder().encode("not a zip at all")),
      422,
      /docx/,
    ],
    ["an unknown strategy", () => partition("page.pdf", pdf, { strategy: "not_a_strategy" }), 422, /./],
  ];
  it.each(cases)("%s", async (_name, call, status, detail) => {
    const refused = await refusal(call());
    expect(refused.statusCode).toBe(status);
    if (typeof refused.detail === "string") expect(refused.detail).toMatch(detail);
    else expect(Array.isArray(refused.detail)).toBe(true);
  });

  it("several files with an Accept header that admits none of JSON, CSV or multipart/mixed: 406", async () => {
    // The SDK sends one file a request; this is plain fetch with two.
    const post = (accept: string) => {
      const body = new FormData();
      body.append("files", new Blob(["Alpha\n\nThe first file."]), "a.txt");
      body.append("files", new Blob(["Beta\n\nThe second file."]), "b.txt");
      return fetch(`${server.url}/general/v0/general`, { method: "POST", body, headers: { accept } });
    };
    const refused = await post("text/html");
    expect(refused.status).toBe(406);
    expect(await refused.json()).toEqual({
      detail: "Conflict in media type text/html with response type 'multipart/mixed'.\n",
    });
    for (const accept of [
      "application/json",
      "text/csv",
      "multipart/mixed",
      "application/json, text/plain, */*",
    ]) {
      const answer = await post(accept);
      expect(answer.status, accept).toBe(200);
      await answer.arrayBuffer();
    }
  });

  const failing = (name: string) => corpusPath("api-sample-docs", name);
  it.skipIf(!failing("failing-encrypted.pdf"))(
    "encrypted and unreadable PDFs are 422 with the reference's detail",
    async () => {
      for (const [name, detail] of [
        ["failing-encrypted.pdf", "File is encrypted. Please decrypt it with password."],
        ["failing-invalid.pdf", /^File does not appear to be a valid PDF\. Error: /],
        ["failing-missing-root.pdf", /^File does not appear to be a valid PDF\. Error: /],
      ] as const) {
        const refused = await refusal(partition(name, readFileSync(failing(name) as string)));
        expect(refused.statusCode, name).toBe(422);
        expect(refused.detail, name).toMatch(detail);
      }
    },
  );
});

const OPENAI_KEY = "sk-proj-DROPINKEY0123456789abcdefghij";

/** Four pages, each with a line of text; the model stand-in answers each page's HTML by its size. */
const FOUR_PAGES = makePdf(
  [1, 2, 3, 4].map((n) => ({
    width: 400 + n * 10,
    height: 600,
    texts: [{ x: 72, y: 500, size: 12, text: `Text layer of page ${n}, which vlm must not read.` }],
  })),
);

/** Chat completions: an image of width 400 + n·10 is page n; the answer is that page as HTML. */
function modelHandler(
  request: Parameters<Parameters<typeof startStandIn>[0]>[0],
  response: Parameters<Parameters<typeof startStandIn>[0]>[1],
) {
  if (new URL(request.url, "http://stand-in").pathname !== "/v1/chat/completions") {
    sendJson(response, 404, { error: { message: "no such route" } });
    return;
  }
  if (request.headers.authorization !== `Bearer ${OPENAI_KEY}`) {
    sendJson(response, 401, { error: { message: "Incorrect API key provided" } });
    return;
  }
  const body = jsonBody(request);
  const user = (body.messages as { content: { type: string; image_url?: { url: string } }[] }[]).at(-1);
  const url = user?.content.find((part) => part.type === "image_url")?.image_url?.url ?? "";
  const png = Buffer.from(url.replace(/^data:image\/png;base64,/, ""), "base64");
  const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
  // Rendered to fit the model's size: the page is told by its aspect ratio.
  const page = Math.round(((width / height) * 600 - 400) / 10);
  const content = `<h1>Page ${page} heading</h1>\n<p>The model read this sentence on page ${page}, and it is long enough to be narrative text.</p>`;
  sendJson(response, 200, {
    id: "chatcmpl-1",
    object: "chat.completion",
    model: body.model,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 900, completion_tokens: 30, total_tokens: 930 },
  });
}

describe("strategy=vlm through unstructured-client", () => {
  it("answers 400 naming the variable to set when the provider is not configured", async () => {
    const plain = await refusal(partition("pages.pdf", FOUR_PAGES, { strategy: "vlm" }));
    expect(plain.statusCode).toBe(400);
    expect(plain.detail).toMatch(
      /^strategy=vlm sends the pages to a vision-language model, and the anthropic model provider is not configured on this server: set ANTHROPIC_API_KEY \(vlm_model_provider=anthropic, the default\)/,
    );
    const openai = await refusal(
      partition("pages.pdf", FOUR_PAGES, { strategy: "vlm", vlmModelProvider: "openai", vlmModel: "gpt-4o" }),
    );
    expect(openai.statusCode).toBe(400);
    expect(openai.detail).toContain("set OPENAI_API_KEY");
    // A provider or model this server does not know is a malformed field.
    const unknown = await refusal(partition("pages.pdf", FOUR_PAGES, { strategy: "vlm", vlmModel: "gpt-9" }));
    expect(unknown.statusCode).toBe(422);
    expect((unknown.detail as { loc: unknown[] }[])[0]?.loc).toEqual(["body", "vlm_model"]);
    // A file with no pages to look at is partitioned as usual.
    const text = await partition("notes.txt", new TextEncoder().encode("Notes\n\nThe meeting went well."), {
      strategy: "vlm",
    });
    expect(text.map((e) => e.type)).toEqual(["Title", "NarrativeText"]);
  });

  describe("with a model provider in the server's environment", () => {
    let models: StandIn;
    let modelServer: TestServer;
    let modelSdk: UnstructuredClient;
    beforeAll(async () => {
      models = await startStandIn(modelHandler);
      modelServer = await startTestServer({
        workers: 1,
        modelEnv: { OPENAI_API_KEY: OPENAI_KEY, OPENAI_BASE_URL: `${models.url}/v1` },
      });
      modelSdk = new UnstructuredClient({ serverURL: modelServer.url, retryConfig: { strategy: "none" } });
    }, 60_000);
    afterAll(async () => {
      await modelServer?.close();
      await models?.close();
    });

    const vlm = async (params: Record<string, unknown>) =>
      (await modelSdk.general.partition({
        // The SDK's types list the hosted strategies and providers; the values are sent as given.
        partitionParameters: {
          files: { fileName: "pages.pdf", content: FOUR_PAGES },
          strategy: "vlm",
          vlmModelProvider: "openai",
          vlmModel: "gpt-4o",
          ...params,
        } as never,
      })) as unknown as Elements;

    it("sends every page to the model and answers its elements, split or whole alike", async () => {
      const whole = await vlm({ splitPdfPage: false });
      expect(whole.map((e) => [e.metadata.page_number, e.type, e.text])).toEqual(
        [1, 2, 3, 4].flatMap((n) => [
          [n, "Title", `Page ${n} heading`],
          [
            n,
            "NarrativeText",
            `The model read this sentence on page ${n}, and it is long enough to be narrative text.`,
          ],
        ]),
      );
      expect(whole.every((e) => /^[0-9a-f]{32}$/.test(e.element_id))).toBe(true);
      expect(models.requests.filter((r) => r.url === "/v1/chat/completions")).toHaveLength(4);
      // The SDK's split-PDF batches (2 pages each here) give the same elements, page numbers and ids.
      const split = await vlm({ splitPdfPage: true, splitPdfConcurrencyLevel: 2 });
      expect(split).toEqual(whole);
    });

    it("holds the model's answer to the server's limits, as any file's", async () => {
      const bounded = await startTestServer({
        workers: 1,
        modelEnv: { OPENAI_API_KEY: OPENAI_KEY, OPENAI_BASE_URL: `${models.url}/v1` },
        limits: { ...serverConfig().limits, maxElements: 6 },
      });
      try {
        const sdk = new UnstructuredClient({ serverURL: bounded.url, retryConfig: { strategy: "none" } });
        const refused = await refusal(
          sdk.general.partition({
            partitionParameters: {
              files: { fileName: "pages.pdf", content: FOUR_PAGES },
              strategy: "vlm",
              vlmModelProvider: "openai",
              vlmModel: "gpt-4o",
              splitPdfPage: false,
            } as never,
          }),
        );
        // Four pages of two elements each: eight, over the limit of six.
        expect(refused.statusCode).toBe(422);
        expect(refused.detail).toBe(
          "pages.pdf exceeds a limit: it produces more than 6 elements (limit max-elements)",
        );
      } finally {
        await bounded.close();
      }
    });
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
