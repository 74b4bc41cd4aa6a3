// Together AI embeddings adapter against a local stand-in, following:
//   https://docs.together.ai/reference/embeddings-2   (POST /v1/embeddings: {model, input} → {object, data[], model})
//   https://docs.together.ai/docs/error-codes         (429 / 5XX / 401)
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { embedTexts } from "../../../src/workflows/models/embed-texts.js";
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

const KEY = "tgp_v1_TESTKEY0123456789abcdefghijklmnop";
const MODEL = "togethercomputer/m2-bert-80M-8k-retrieval";

describe("togetherai adapter", () => {
  let server: StandIn;
  let h: Harness;
  beforeEach(async () => {
    server = await startStandIn((request, response) => {
      const body = jsonBody(request);
      const input = body.input as string[];
      sendJson(response, 200, {
        object: "list",
        model: body.model,
        data: input.map((text, index) => ({
          object: "embedding",
          index,
          embedding: Array.from({ length: 768 }, (_, i) => (i === 0 ? text.length : 0)),
        })),
      });
    });
    h = harness({ TOGETHER_API_KEY: KEY, TOGETHER_BASE_URL: `${server.url}/v1` });
  });
  afterEach(() => server.close());

  it("posts {model, input} to /v1/embeddings with a bearer key and reads data[].embedding", async () => {
    const result = await embedTexts(h.providers.client("togetherai"), MODEL, ["one", "three"], signal());
    expect(result.vectors.map((v) => [v.length, v[0]])).toEqual([
      [768, 3],
      [768, 5],
    ]);
    const request = server.requests[0] as RecordedRequest;
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/v1/embeddings");
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(jsonBody(request)).toEqual({ model: MODEL, input: ["one", "three"] });
  });

  it("batches 130 texts into requests of at most 128 and keeps their order", async () => {
    const texts = Array.from({ length: 130 }, (_, i) => "x".repeat(i + 1));
    const result = await embedTexts(h.providers.client("togetherai"), MODEL, texts, signal());
    expect(result.requests).toBe(2);
    expect(server.requests.map((r) => (jsonBody(r).input as string[]).length).sort((a, b) => b - a)).toEqual([
      128, 2,
    ]);
    expect(result.vectors.map((v) => v[0])).toEqual(texts.map((t) => t.length));
  });

  it("runs the provider's calls at most DOCFLOW_TOGETHERAI_CONCURRENCY at once", async () => {
    let inFlight = 0;
    let most = 0;
    const slow = await startStandIn(async (request, response) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 30));
      inFlight--;
      const input = jsonBody(request).input as string[];
      sendJson(response, 200, {
        data: input.map((_, index) => ({ index, embedding: new Array(768).fill(0.5) })),
      });
    });
    try {
      const { providers } = harness({
        TOGETHER_API_KEY: KEY,
        TOGETHER_BASE_URL: `${slow.url}/v1`,
        DOCFLOW_TOGETHERAI_CONCURRENCY: "2",
      });
      const client = providers.client("togetherai");
      await Promise.all(Array.from({ length: 6 }, () => embedTexts(client, MODEL, ["a"], signal())));
      expect(slow.requests).toHaveLength(6);
      expect(most).toBe(2);
    } finally {
      await slow.close();
    }
  });

  errorBehaviours({
    standIn: () => server,
    harness: () => h,
    key: KEY,
    errorBody: (message) => ({ error: { message, type: "invalid_request_error", code: "invalid_api_key" } }),
    call: (x) => embedTexts(x.providers.client("togetherai"), MODEL, ["a"], signal()),
  });
});
