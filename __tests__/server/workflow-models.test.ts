// Model nodes through `docflow serve`: the Workflow endpoint refuses a model node this server cannot run
// when the workflow is saved, and the workflow runtime runs them. The providers are one local stand-in
// (startStandIn) speaking the OpenAI and Azure OpenAI wire formats, per
//   https://platform.openai.com/docs/api-reference/chat/create
//   https://platform.openai.com/docs/api-reference/embeddings/create
//   https://learn.microsoft.com/en-us/azure/ai-services/openai/reference (deployments, api-version, api-key)
// and the server reads their URLs and keys from its environment, as in production.
import { FormData, request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePdf } from "../fixtures/pdf/make-pdf.js";
import type { RecordedRequest, StandIn } from "../workflows/models/stand-in.js";
import { jsonBody, sendJson, startStandIn } from "../workflows/models/stand-in.js";
import { startTestServer, type TestServer } from "./helpers.js";

const KEY = "wf-models-key-0123456789abcdef";
const OPENAI_KEY = "sk-proj-SERVERKEY0123456789abcdefghij";
const AZURE_KEY = "azure0123456789abcdef0123456789ab";
const PASSPHRASE = "a-passphrase-for-the-model-node-tests";

interface Answer {
  status: number;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: test answers are inspected field by field
  json: any;
}

function client(baseUrl: () => string) {
  return async (method: string, path: string, call: { json?: unknown; form?: FormData } = {}) => {
    const headers: Record<string, string> = { accept: "application/json", "service-api-key": KEY };
    let body: string | FormData | undefined;
    if (call.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(call.json);
    }
    if (call.form) body = call.form;
    const response = await request(`${baseUrl()}/api/v1${path}`, { method: method as "GET", headers, body });
    const text = await response.body.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.statusCode, text, json } as Answer;
  };
}

function upload(name: string, data: string | Uint8Array, type: string): FormData {
  const form = new FormData();
  form.append("input_files", new Blob([data], { type }), name);
  return form;
}

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const fastPartition = {
  name: "Partitioner",
  type: "partition",
  subtype: "unstructured_api",
  settings: { strategy: "fast" },
};
const chunkByTitle = {
  name: "Chunker",
  type: "chunk",
  subtype: "chunk_by_title",
  settings: { max_characters: 200 },
};

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): [number, number] {
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

type Content = { type: string; text?: string; image_url?: { url: string } };

/** Chat completions and embeddings, as OpenAI and Azure OpenAI document them. */
function providerHandler(request: RecordedRequest, response: import("node:http").ServerResponse) {
  const url = new URL(request.url, "http://stand-in");
  const body = jsonBody(request);
  const isOpenAi = url.pathname === "/v1/chat/completions";
  const isAzureEmbeddings = url.pathname === "/openai/deployments/emb-small/embeddings";
  if (isOpenAi) {
    if (request.headers.authorization !== `Bearer ${OPENAI_KEY}`) {
      sendJson(response, 401, {
        error: { message: "Incorrect API key provided", type: "invalid_request_error" },
      });
      return;
    }
    const user = (body.messages as { role: string; content: Content[] }[]).at(-1)?.content ?? [];
    const image = user.find((part) => part.type === "image_url")?.image_url?.url;
    let content: string;
    let usage: { prompt_tokens: number; completion_tokens: number };
    if (image) {
      // A page: portrait is the first page of the test PDF, landscape the second.
      const png = Buffer.from(image.replace(/^data:image\/png;base64,/, ""), "base64");
      const [width, height] = pngSize(png);
      const page = width < height ? "one" : "two";
      content = `\`\`\`html\n<h1>Chapter ${page}</h1>\n<p>Ada Lovelace wrote the notes of chapter ${page}.</p>\n\`\`\``;
      usage = { prompt_tokens: 1000, completion_tokens: 40 };
    } else if (user.some((part) => part.text?.includes("<chunk>"))) {
      // Contextual chunking: the document first, then the chunk; the context names the chunk's first word.
      const chunk = /<chunk>\n(\S+)/.exec(user.map((part) => part.text ?? "").join(""))?.[1] ?? "";
      content = `Context: from the library memo, the part about ${chunk}.`;
      usage = { prompt_tokens: 120, completion_tokens: 10 };
    } else {
      const prompt = user.map((part) => part.text ?? "").join("");
      const text = /\[START OF TEXT\]\n([\s\S]*)\n\[END OF TEXT\]/.exec(prompt)?.[1] ?? "";
      const items = text.includes("Ada Lovelace") ? [{ entity: "Ada Lovelace", type: "PERSON" }] : [];
      content = JSON.stringify({ items, relationships: [] });
      usage = { prompt_tokens: 300, completion_tokens: 12 };
    }
    sendJson(response, 200, {
      id: "chatcmpl-1",
      object: "chat.completion",
      model: body.model,
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
      usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
    });
    return;
  }
  if (isAzureEmbeddings) {
    if (request.headers["api-key"] !== AZURE_KEY || !url.searchParams.get("api-version")) {
      sendJson(response, 401, {
        error: { code: "401", message: "Access denied due to invalid subscription key" },
      });
      return;
    }
    const input = body.input as string[];
    sendJson(response, 200, {
      object: "list",
      data: input.map((text, index) => ({
        object: "embedding",
        index,
        embedding: Array.from({ length: 1536 }, (_, i) => (i === 0 ? text.length : 0.5)),
      })),
      model: "text-embedding-3-small",
      usage: { prompt_tokens: input.length * 7, total_tokens: input.length * 7 },
    });
    return;
  }
  sendJson(response, 404, { error: { message: `no route ${url.pathname}` } });
}

describe("model nodes through docflow serve", () => {
  let server: TestServer;
  let models: StandIn;
  const logs: string[] = [];
  const api = client(() => server.url);

  beforeAll(async () => {
    models = await startStandIn(providerHandler);
    server = await startTestServer({
      partitionApiKeys: [KEY],
      secretKey: PASSPHRASE,
      logLevel: "info",
      logStream: { write: (line: string) => logs.push(line) },
      // The providers' settings, as `docflow serve` reads them from its environment.
      modelEnv: {
        OPENAI_API_KEY: OPENAI_KEY,
        OPENAI_BASE_URL: `${models.url}/v1`,
        AZURE_OPENAI_ENDPOINT: models.url,
        AZURE_OPENAI_API_KEY: AZURE_KEY,
        AZURE_OPENAI_DEPLOYMENTS: "text-embedding-3-small=emb-small",
      },
    });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await models?.close();
  });

  const create = (name: string, nodes: unknown[]) =>
    api("POST", "/workflows", { json: { name, workflow_type: "custom", workflow_nodes: nodes } });

  const runToEnd = async (workflowId: string, form: FormData) => {
    const run = await api("POST", `/workflows/${workflowId}/run`, { form });
    expect(run.status, run.text).toBe(202);
    return waitFor(async () => {
      const job = await api("GET", `/jobs/${run.json.id}`);
      return ["SCHEDULED", "IN_PROGRESS"].includes(job.json.status) ? undefined : job.json;
    });
  };

  it("logs which model providers are configured, never a key or a URL", () => {
    const started = logs.map((line) => JSON.parse(line)).find((l) => l.msg === "workflow runtime started");
    expect(started?.model_providers).toEqual(["local", "openai", "azure_openai"]);
    const all = logs.join("\n");
    for (const secret of [OPENAI_KEY, AZURE_KEY, models.url]) expect(all).not.toContain(secret);
  });

  it("refuses a model or provider this server does not know, and a provider key in settings (422)", async () => {
    const unknownModel = await create("unknown-model", [
      fastPartition,
      { name: "Entities", type: "prompter", subtype: "openai_ner", settings: { model: "gpt-9" } },
      chunkByTitle,
    ]);
    expect(unknownModel.status, unknownModel.text).toBe(422);
    expect(unknownModel.json.detail).toEqual([
      expect.objectContaining({
        type: "literal_error",
        loc: ["body", "workflow_nodes", 1, "settings", "model"],
        input: "gpt-9",
      }),
    ]);
    expect(unknownModel.json.detail[0].msg).toContain("'gpt-4o'");

    const unknownProvider = await create("unknown-provider", [
      { name: "VLM", type: "partition", subtype: "vlm", settings: { provider: "mistral" } },
    ]);
    expect(unknownProvider.status).toBe(422);
    expect(unknownProvider.json.detail[0].loc).toEqual(["body", "workflow_nodes", 0, "settings", "provider"]);

    const unknownEmbedding = await create("unknown-embedding", [
      fastPartition,
      chunkByTitle,
      { name: "Embedder", type: "embed", subtype: "local", settings: { model_name: "lexical-7" } },
    ]);
    expect(unknownEmbedding.status).toBe(422);
    expect(unknownEmbedding.json.detail[0].loc).toEqual([
      "body",
      "workflow_nodes",
      2,
      "settings",
      "model_name",
    ]);

    const secret = "sk-ant-a-key-someone-pasted-0123456789";
    const withKey = await create("with-key", [
      {
        name: "VLM",
        type: "partition",
        subtype: "vlm",
        settings: { provider: "anthropic", provider_api_key: secret },
      },
    ]);
    expect(withKey.status).toBe(422);
    expect(withKey.json.detail[0].loc).toEqual(["body", "workflow_nodes", 0, "settings", "provider_api_key"]);
    expect(withKey.text).not.toContain(secret);

    // The same checks on update; the stored workflow is left as it was.
    const good = await create("good-for-update", [fastPartition, chunkByTitle]);
    expect(good.status, good.text).toBe(200);
    const update = await api("PUT", `/workflows/${good.json.id}`, {
      json: {
        name: "good-for-update",
        workflow_type: "custom",
        workflow_nodes: [
          fastPartition,
          {
            name: "Tables",
            type: "prompter",
            subtype: "anthropic_table_description",
            settings: { model: "x" },
          },
          chunkByTitle,
        ],
      },
    });
    expect(update.status).toBe(422);
    expect(update.json.detail[0].loc).toEqual(["body", "workflow_nodes", 1, "settings", "model"]);
    const kept = await api("GET", `/workflows/${good.json.id}`);
    expect(kept.json.workflow_nodes.map((node: { type: string }) => node.type)).toEqual([
      "partition",
      "chunk",
    ]);
  });

  it("runs partition → chunk → embed(local) to COMPLETED with embeddings on every element and no token usage", async () => {
    const created = await create("local-embeddings", [
      fastPartition,
      { name: "Chunker", type: "chunk", subtype: "chunk_by_title", settings: { max_characters: 90 } },
      { name: "Embedder", type: "embed", subtype: "local" },
    ]);
    expect(created.status, created.text).toBe(200);
    const memo =
      "Library Memo\n\nThe reading rooms open on Saturdays from March.\n\n" +
      "Staffing\n\nTwo librarians cover the weekend shifts, paid from the events budget.\n";
    const job = await runToEnd(created.json.id, upload("memo.txt", memo, "text/plain"));
    expect(job.status).toBe("COMPLETED");
    const fileId = job.input_file_ids[0];
    const elements = (await api("GET", `/jobs/${job.id}/download?file_id=${fileId}`)).json as {
      type: string;
      text: string;
      embeddings: number[];
    }[];
    expect(elements.length).toBeGreaterThanOrEqual(2);
    for (const element of elements) {
      expect(element.type).toBe("CompositeElement");
      expect(element.embeddings).toHaveLength(1024);
      // Lexical vectors are unit length: the text's words, hashed.
      const norm = Math.sqrt(element.embeddings.reduce((sum, x) => sum + x * x, 0));
      expect(norm).toBeCloseTo(1, 6);
    }
    expect(elements[0]?.embeddings).not.toEqual(elements[1]?.embeddings);
    const details = await api("GET", `/jobs/${job.id}/details`);
    expect(details.json.processing_status).toBe("SUCCESS");
    // The local embedder bills nothing: the details have no token usage at all.
    expect(details.json).not.toHaveProperty("token_usage");
  }, 90_000);

  it("runs contextual chunking v1 with the configured provider; refuses one it names that is not (422)", async () => {
    const contextual = (settings: Record<string, unknown>) => ({
      name: "Chunker",
      type: "chunk",
      subtype: "chunk_by_title",
      settings: { max_characters: 90, contextual_chunking_strategy: "v1", ...settings },
    });
    const unconfigured = await create("contextual-anthropic", [
      fastPartition,
      contextual({ contextual_chunking_provider: "anthropic" }),
    ]);
    expect(unconfigured.status, unconfigured.text).toBe(422);
    expect(unconfigured.json.detail).toEqual([
      expect.objectContaining({
        loc: ["body", "workflow_nodes", 1, "settings", "contextual_chunking_provider"],
        msg: expect.stringContaining("the anthropic model provider is not configured on this server"),
      }),
    ]);

    // No provider named: the first configured one (openai here) with its first model.
    const created = await create("contextual-openai", [fastPartition, contextual({})]);
    expect(created.status, created.text).toBe(200);
    const plain = await create("contextual-plain", [
      fastPartition,
      { name: "Chunker", type: "chunk", subtype: "chunk_by_title", settings: { max_characters: 90 } },
    ]);
    const memo =
      "Library Memo\n\nThe reading rooms open on Saturdays from March.\n\n" +
      "Staffing\n\nTwo librarians cover the weekend shifts, paid from the events budget.\n";
    const before = models.requests.length;
    const job = await runToEnd(created.json.id, upload("memo.txt", memo, "text/plain"));
    expect(job.status).toBe("COMPLETED");
    const reference = await runToEnd(plain.json.id, upload("memo.txt", memo, "text/plain"));
    const chunksOf = async (done: { id: string; input_file_ids: string[] }) =>
      (await api("GET", `/jobs/${done.id}/download?file_id=${done.input_file_ids[0]}`)).json as {
        element_id: string;
        text: string;
        metadata: { orig_elements?: string };
      }[];
    const chunks = await chunksOf(job);
    const plainChunks = await chunksOf(reference);
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    expect(chunks).toHaveLength(plainChunks.length);
    for (const [index, chunk] of chunks.entries()) {
      const original = plainChunks[index];
      const first = original?.text.split(/\s/)[0];
      expect(chunk.text).toBe(
        `Context: from the library memo, the part about ${first}.\n\n${original?.text}`,
      );
      expect(chunk.metadata.orig_elements).toBeDefined();
      expect(chunk.metadata.orig_elements).toBe(original?.metadata.orig_elements);
      expect(chunk.element_id).toBe(original?.element_id);
    }
    const calls = models.requests.slice(before).filter((call) => call.body.includes("<chunk>"));
    expect(calls).toHaveLength(chunks.length);
    // The document goes first, word for word the same in every call.
    const prefixes = new Set(
      calls.map((call) => (jsonBody(call).messages as { content: Content[] }[]).at(-1)?.content[0]?.text),
    );
    expect(prefixes.size).toBe(1);
    expect([...prefixes][0]).toContain("The reading rooms open on Saturdays from March.");
    const details = await api("GET", `/jobs/${job.id}/details`);
    expect(details.json.token_usage).toEqual([
      {
        provider: "openai",
        model: "gpt-4o",
        requests: chunks.length,
        input_tokens: 120 * chunks.length,
        output_tokens: 10 * chunks.length,
      },
    ]);
  }, 90_000);

  it("runs vlm(openai) → NER → chunk → embed(azure_openai) and shows the token usage on the job details", async () => {
    const created = await create("model-pipeline", [
      { name: "VLM", type: "partition", subtype: "vlm", settings: { provider: "openai", model: "gpt-4o" } },
      { name: "Entities", type: "prompter", subtype: "openai_ner", settings: {} },
      { name: "Chunker", type: "chunk", subtype: "chunk_by_page", settings: { max_characters: 500 } },
      {
        name: "Embedder",
        type: "embed",
        subtype: "azure_openai",
        settings: { model_name: "text-embedding-3-small" },
      },
    ]);
    expect(created.status, created.text).toBe(200);
    const [vlm, ner] = created.json.workflow_nodes as { id: string }[];
    const before = models.requests.length;
    const pdf = makePdf([
      { texts: [{ x: 72, y: 700, size: 24, text: "Scanned chapter" }] },
      { texts: [{ x: 72, y: 500, size: 24, text: "Another chapter" }], width: 792, height: 612 },
    ]);
    const job = await runToEnd(created.json.id, upload("chapters.pdf", pdf, "application/pdf"));
    expect(job.status, JSON.stringify(job)).toBe("COMPLETED");
    const fileId = job.input_file_ids[0];
    const download = async (nodeId?: string) =>
      (await api("GET", `/jobs/${job.id}/download?file_id=${fileId}${nodeId ? `&node_id=${nodeId}` : ""}`))
        .json;

    // The model read each rendered page; its HTML became elements carrying that page's number.
    const partitioned = (await download(vlm?.id)) as {
      type: string;
      text: string;
      metadata: Record<string, unknown>;
    }[];
    expect(partitioned.map((e) => [e.type, e.text, e.metadata.page_number])).toEqual([
      ["Title", "Chapter one", 1],
      ["NarrativeText", "Ada Lovelace wrote the notes of chapter one.", 1],
      ["Title", "Chapter two", 2],
      ["NarrativeText", "Ada Lovelace wrote the notes of chapter two.", 2],
    ]);
    for (const element of partitioned) {
      expect(element.metadata).toMatchObject({ filename: "chapters.pdf", filetype: "application/pdf" });
    }
    const enriched = (await download(ner?.id)) as { text: string; metadata: { entities?: unknown } }[];
    expect(enriched.filter((e) => e.text.includes("Ada")).map((e) => e.metadata.entities)).toEqual([
      { items: [{ entity: "Ada Lovelace", type: "PERSON" }], relationships: [] },
      { items: [{ entity: "Ada Lovelace", type: "PERSON" }], relationships: [] },
    ]);
    const embedded = (await download()) as { text: string; embeddings: number[] }[];
    expect(embedded).toHaveLength(2);
    for (const chunk of embedded) {
      expect(chunk.embeddings).toHaveLength(1536);
      expect(chunk.embeddings[0]).toBe(chunk.text.length);
    }

    const calls = models.requests.slice(before);
    const pages = calls.filter((call) => call.body.includes('"image_url"'));
    expect(pages).toHaveLength(2);
    const embeddingCalls = calls.filter((call) => call.url.includes("/embeddings"));
    expect(embeddingCalls).toHaveLength(1);
    const details = await api("GET", `/jobs/${job.id}/details`);
    expect(details.status).toBe(200);
    expect(details.json.processing_status).toBe("SUCCESS");
    expect(details.json.token_usage).toEqual([
      // 2 pages and 4 elements to find entities in.
      {
        provider: "openai",
        model: "gpt-4o",
        requests: 6,
        input_tokens: 2 * 1000 + 4 * 300,
        output_tokens: 2 * 40 + 4 * 12,
      },
      {
        provider: "azure_openai",
        model: "text-embedding-3-small",
        requests: 1,
        input_tokens: 2 * 7,
        output_tokens: 0,
      },
    ]);
    const all = logs.join("\n");
    for (const secret of [OPENAI_KEY, AZURE_KEY]) expect(all).not.toContain(secret);
  }, 90_000);

  it("fails the file at a node whose provider has no credentials, naming the node and what to set", async () => {
    const created = await create("unconfigured-provider", [
      fastPartition,
      chunkByTitle,
      {
        name: "Together",
        type: "embed",
        subtype: "togetherai",
        settings: { model_name: "togethercomputer/m2-bert-80M-8k-retrieval" },
      },
    ]);
    expect(created.status, created.text).toBe(200);
    const job = await runToEnd(created.json.id, upload("a.txt", "Some words to embed.\n", "text/plain"));
    expect(job.status).toBe("FAILED");
    const failed = await api("GET", `/jobs/${job.id}/failed-files`);
    expect(failed.json.failed_files).toEqual([
      {
        document: "a.txt",
        error:
          "embed node 'Together' failed: the togetherai model provider is not configured on this server: " +
          "set TOGETHER_API_KEY",
      },
    ]);
    const details = await api("GET", `/jobs/${job.id}/details`);
    expect(details.json).not.toHaveProperty("token_usage");
  }, 90_000);
});
