// Bedrock adapter (through @aws-sdk/client-bedrock-runtime, endpoint pointed at a local stand-in) against
// the Bedrock Runtime REST wire format (over HTTP/2, as the SDK speaks it), following:
//   https://docs.aws.amazon.com/bedrock/latest/APIReference/API_runtime_Converse.html     (POST /model/{modelId}/converse)
//   https://docs.aws.amazon.com/bedrock/latest/APIReference/API_runtime_InvokeModel.html  (POST /model/{modelId}/invoke)
//   https://docs.aws.amazon.com/bedrock/latest/userguide/model-parameters-titan-embed-text.html
//   https://docs.aws.amazon.com/bedrock/latest/userguide/model-parameters-embed.html      (Cohere Embed)
//   https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-signing-request.html (Authorization header)
import { createHash } from "node:crypto";
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
  startHttp2StandIn,
} from "./stand-in.js";

const ACCESS_KEY = "AKIDEXAMPLETESTKEY01";
const SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEYtest";
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 7, 7]);
const CLAUDE = "us.anthropic.claude-3-5-sonnet-20241022-v2:0";

function modelOf(request: RecordedRequest): { modelId: string; operation: string } {
  const match = /^\/model\/([^/]+)\/(converse|invoke)$/.exec(new URL(request.url, "http://x").pathname);
  if (!match) throw new Error(`unexpected path ${request.url}`);
  return { modelId: decodeURIComponent(match[1] as string), operation: match[2] as string };
}

describe("bedrock adapter", () => {
  let server: StandIn;
  let h: Harness;
  beforeEach(async () => {
    server = await startHttp2StandIn((request, response) => {
      const { modelId, operation } = modelOf(request);
      const body = jsonBody(request);
      if (operation === "converse") {
        sendJson(response, 200, {
          output: { message: { role: "assistant", content: [{ text: "<p>page</p>" }] } },
          stopReason: "end_turn",
          usage: { inputTokens: 900, outputTokens: 12, totalTokens: 912 },
          metrics: { latencyMs: 10 },
        });
      } else if (modelId.startsWith("cohere.")) {
        const texts = body.texts as string[];
        sendJson(response, 200, {
          id: "e1",
          response_type: "embeddings_floats",
          texts,
          embeddings: texts.map((t) => new Array(1024).fill(t.length / 10)),
        });
      } else {
        sendJson(
          response,
          200,
          { embedding: new Array(1024).fill((body.inputText as string).length / 10), inputTextTokenCount: 4 },
          { "x-amzn-bedrock-input-token-count": "4" },
        );
      }
    });
    h = harness({
      AWS_REGION: "us-east-1",
      AWS_ACCESS_KEY_ID: ACCESS_KEY,
      AWS_SECRET_ACCESS_KEY: SECRET,
      AWS_ENDPOINT_URL_BEDROCK_RUNTIME: server.url,
    });
  });
  afterEach(() => server.close());

  it("sends Converse with a SigV4 signature and the image as bytes, and reads text and usage", async () => {
    const result = await h.providers.client("bedrock").generate(
      {
        model: CLAUDE,
        system: "Be exact.",
        prompt: "Page to HTML",
        images: [{ mediaType: "image/png", data: PNG }],
      },
      signal(),
    );
    expect(result).toEqual({ text: "<p>page</p>", usage: { inputTokens: 900, outputTokens: 12 } });
    const request = server.requests[0] as RecordedRequest;
    expect(request.method).toBe("POST");
    expect(modelOf(request)).toEqual({ modelId: CLAUDE, operation: "converse" });
    expect(request.headers.authorization).toMatch(
      new RegExp(
        `^AWS4-HMAC-SHA256 Credential=${ACCESS_KEY}/\\d{8}/us-east-1/bedrock/aws4_request, ` +
          "SignedHeaders=[a-z0-9:;-]*x-amz-date[a-z0-9:;-]*, Signature=[0-9a-f]{64}$",
      ),
    );
    expect(request.headers["x-amz-date"]).toMatch(/^\d{8}T\d{6}Z$/);
    // The signed payload hash is the body's.
    expect(request.headers["x-amz-content-sha256"]).toBe(
      createHash("sha256").update(request.body).digest("hex"),
    );
    expect(jsonBody(request)).toEqual({
      messages: [
        {
          role: "user",
          content: [
            { image: { format: "png", source: { bytes: Buffer.from(PNG).toString("base64") } } },
            { text: "Page to HTML" },
          ],
        },
      ],
      system: [{ text: "Be exact." }],
      inferenceConfig: { maxTokens: 4096 },
    });
    // The secret signs; it is never sent.
    expect(JSON.stringify(request.headers)).not.toContain(SECRET);
  });

  it("embeds with Titan v2 through InvokeModel, one text per request", async () => {
    const result = await embedTexts(
      h.providers.client("bedrock"),
      "amazon.titan-embed-text-v2:0",
      ["ab", "abcd"],
      signal(),
    );
    expect(result.vectors.map((v) => [v.length, v[0]])).toEqual([
      [1024, 0.2],
      [1024, 0.4],
    ]);
    expect(result.usage.inputTokens).toBe(8);
    expect(server.requests).toHaveLength(2);
    const bodies = server.requests
      .map((r) => jsonBody(r))
      .sort((a, b) => String(a.inputText).localeCompare(String(b.inputText)));
    expect(bodies).toEqual([
      { inputText: "ab", normalize: true },
      { inputText: "abcd", normalize: true },
    ]);
    for (const request of server.requests) {
      expect(modelOf(request)).toEqual({ modelId: "amazon.titan-embed-text-v2:0", operation: "invoke" });
      expect(request.headers["content-type"]).toBe("application/json");
      expect(request.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=/);
    }
  });

  it("embeds with Cohere in batches of at most 96 texts", async () => {
    const texts = Array.from({ length: 100 }, (_, i) => "y".repeat((i % 9) + 1));
    const result = await embedTexts(
      h.providers.client("bedrock"),
      "cohere.embed-english-v3",
      texts,
      signal(),
    );
    expect(result.vectors).toHaveLength(100);
    expect(result.vectors.map((v) => v[0])).toEqual(texts.map((t) => t.length / 10));
    const sizes = server.requests.map((r) => (jsonBody(r).texts as string[]).length).sort((a, b) => b - a);
    expect(sizes).toEqual([96, 4]);
    expect(jsonBody(server.requests[0] as RecordedRequest)).toMatchObject({
      input_type: "search_document",
      truncate: "END",
    });
  });

  errorBehaviours({
    standIn: () => server,
    harness: () => h,
    key: SECRET,
    clientErrorStatus: 403,
    errorBody: (message) => ({ __type: "AccessDeniedException", message }),
    call: (x) => x.providers.client("bedrock").generate({ model: CLAUDE, prompt: "hi" }, signal()),
  });
});
