// OpenAI and Azure OpenAI adapters against a local stand-in that speaks their wire format, following:
//   https://platform.openai.com/docs/api-reference/chat/create            (Chat Completions)
//   https://platform.openai.com/docs/api-reference/embeddings/create      (Embeddings)
//   https://platform.openai.com/docs/guides/error-codes                   (429 / 5XX / 401 bodies)
//   https://learn.microsoft.com/en-us/azure/ai-services/openai/reference  (Azure: deployments, api-version, api-key)
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { embeddingModelSpec } from "../../../src/workflows/models/catalog.js";
import { batchTexts, embedTexts } from "../../../src/workflows/models/embed-texts.js";
import { EmbeddingShapeError } from "../../../src/workflows/models/errors.js";
import {
  errorBehaviours,
  type Harness,
  harness,
  jsonBody,
  type RecordedRequest,
  type StandIn,
  sendJson,
  signal,
  startStandIn,
} from "./stand-in.js";

const KEY = "sk-proj-TESTKEY0123456789abcdefghijklmnop";
const AZURE_KEY = "0123456789abcdef0123456789abcdef";
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

function vector(dimensions: number, seed: number): number[] {
  return Array.from({ length: dimensions }, (_, i) => ((i + seed) % 7) / 7);
}

/** Answers chat and embeddings requests the way OpenAI documents them. */
function openAiHandler(dimensions = 1536) {
  return (request: RecordedRequest, response: import("node:http").ServerResponse) => {
    const path = new URL(request.url, "http://x").pathname;
    const body = jsonBody(request);
    if (path.endsWith("/chat/completions")) {
      sendJson(response, 200, {
        id: "chatcmpl-1",
        object: "chat.completion",
        created: 1700000000,
        model: body.model ?? "gpt-4o",
        choices: [
          { index: 0, message: { role: "assistant", content: "<p>Hello</p>" }, finish_reason: "stop" },
        ],
        usage: { prompt_tokens: 120, completion_tokens: 7, total_tokens: 127 },
      });
      return;
    }
    if (path.endsWith("/embeddings")) {
      const input = body.input as string[];
      // Documented as in input order with an `index`; served reversed to prove the index is honoured.
      const data = input.map((_, index) => ({
        object: "embedding",
        index,
        embedding: vector(dimensions, index),
      }));
      sendJson(response, 200, {
        object: "list",
        data: data.reverse(),
        model: body.model ?? "text-embedding-3-small",
        usage: { prompt_tokens: input.length * 3, total_tokens: input.length * 3 },
      });
      return;
    }
    sendJson(response, 404, { error: { message: "Not found", type: "invalid_request_error" } });
  };
}

const openAiError = (message: string) => ({
  error: { message, type: "invalid_request_error", param: null, code: "invalid_api_key" },
});

describe("openai adapter", () => {
  let server: StandIn;
  let h: Harness;
  beforeEach(async () => {
    server = await startStandIn(openAiHandler());
    h = harness({ OPENAI_API_KEY: KEY, OPENAI_BASE_URL: `${server.url}/v1` });
  });
  afterEach(() => server.close());

  it("sends a Chat Completions request with the image as a data URL and reads text and usage", async () => {
    const result = await h.providers.client("openai").generate(
      {
        model: "gpt-4o",
        system: "Be exact.",
        prompt: "Describe",
        images: [{ mediaType: "image/png", data: PNG }],
      },
      signal(),
    );
    expect(result).toEqual({ text: "<p>Hello</p>", usage: { inputTokens: 120, outputTokens: 7 } });
    const [request] = server.requests;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/v1/chat/completions");
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(jsonBody(request as RecordedRequest)).toEqual({
      model: "gpt-4o",
      messages: [
        { role: "system", content: "Be exact." },
        {
          role: "user",
          content: [
            {
              type: "image_url",
              image_url: { url: `data:image/png;base64,${Buffer.from(PNG).toString("base64")}` },
            },
            { type: "text", text: "Describe" },
          ],
        },
      ],
      max_completion_tokens: 4096,
    });
  });

  it("embeds through /embeddings, putting vectors back in input order", async () => {
    const result = await embedTexts(
      h.providers.client("openai"),
      "text-embedding-3-small",
      ["a", "b", "c"],
      signal(),
    );
    expect(result.vectors).toEqual([vector(1536, 0), vector(1536, 1), vector(1536, 2)]);
    expect(result.usage).toEqual({ inputTokens: 9, outputTokens: 0 });
    const body = jsonBody(server.requests[0] as RecordedRequest);
    expect(server.requests[0]?.url).toBe("/v1/embeddings");
    expect(body).toEqual({
      model: "text-embedding-3-small",
      input: ["a", "b", "c"],
      encoding_format: "float",
    });
  });

  it("splits into batches of at most the documented 2048 inputs", () => {
    const spec = embeddingModelSpec("openai", "text-embedding-3-small");
    expect(spec).toMatchObject({ dimensions: 1536, maxBatch: 2048 });
    const texts = Array.from({ length: 2050 }, (_, i) => `text ${i}`);
    const batches = batchTexts(texts, spec as NonNullable<typeof spec>);
    expect(batches.map((b) => [b.start, b.texts.length])).toEqual([
      [0, 2048],
      [2048, 2],
    ]);
  });

  errorBehaviours({
    standIn: () => server,
    harness: () => h,
    key: KEY,
    errorBody: openAiError,
    call: (x) => x.providers.client("openai").generate({ model: "gpt-4o", prompt: "hi" }, signal()),
  });
});

describe("openai adapter: a model answering with the wrong dimension", () => {
  it("fails naming the model and both dimensions", async () => {
    const server = await startStandIn(openAiHandler(768));
    try {
      const { providers } = harness({ OPENAI_API_KEY: KEY, OPENAI_BASE_URL: `${server.url}/v1` });
      const error = await embedTexts(
        providers.client("openai"),
        "text-embedding-3-large",
        ["x"],
        signal(),
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EmbeddingShapeError);
      expect((error as Error).message).toBe(
        "openai model 'text-embedding-3-large' returned a vector of 768 dimensions; the model makes 3072",
      );
    } finally {
      await server.close();
    }
  });
});

describe("azure_openai adapter", () => {
  let server: StandIn;
  let h: Harness;
  beforeEach(async () => {
    server = await startStandIn(openAiHandler());
    h = harness({
      AZURE_OPENAI_ENDPOINT: server.url,
      AZURE_OPENAI_API_KEY: AZURE_KEY,
      AZURE_OPENAI_DEPLOYMENTS: "text-embedding-3-small=emb-small",
    });
  });
  afterEach(() => server.close());

  it("posts to the model's deployment with api-version and the api-key header", async () => {
    const result = await embedTexts(
      h.providers.client("azure_openai"),
      "text-embedding-3-small",
      ["a", "b"],
      signal(),
    );
    expect(result.vectors).toHaveLength(2);
    const [request] = server.requests;
    expect(request?.url).toBe("/openai/deployments/emb-small/embeddings?api-version=2024-10-21");
    expect(request?.headers["api-key"]).toBe(AZURE_KEY);
    expect(request?.headers.authorization).toBeUndefined();
    // Azure names the model by the deployment in the path, not in the body.
    expect(jsonBody(request as RecordedRequest)).toEqual({ input: ["a", "b"], encoding_format: "float" });
  });

  it("uses the model name as the deployment when none is mapped, for chat too", async () => {
    await h.providers.client("azure_openai").generate({ model: "gpt-4o", prompt: "hi" }, signal());
    expect(server.requests[0]?.url).toBe(
      "/openai/deployments/gpt-4o/chat/completions?api-version=2024-10-21",
    );
  });

  errorBehaviours({
    standIn: () => server,
    harness: () => h,
    key: AZURE_KEY,
    errorBody: (message) => ({ error: { code: "401", message } }),
    call: (x) => embedTexts(x.providers.client("azure_openai"), "text-embedding-ada-002", ["a"], signal()),
  });
});
