// Anthropic adapter against a local stand-in of the Messages API, following:
//   https://docs.anthropic.com/en/api/messages                   (request/response shape, headers)
//   https://docs.anthropic.com/en/docs/build-with-claude/vision  (base64 image content blocks)
//   https://docs.anthropic.com/en/api/errors                     (error body shape, 429 retry-after, 529)
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ModelCapabilityError } from "../../../src/workflows/models/errors.js";
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

const KEY = "sk-ant-api03-TESTKEY0123456789abcdefghij";
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 9, 9]);

describe("anthropic adapter", () => {
  let server: StandIn;
  let h: Harness;
  beforeEach(async () => {
    server = await startStandIn((request, response) => {
      const body = jsonBody(request);
      sendJson(response, 200, {
        id: "msg_01",
        type: "message",
        role: "assistant",
        model: body.model,
        content: [
          { type: "text", text: "<h1>Title</h1>" },
          { type: "text", text: "<p>Body</p>" },
        ],
        stop_reason: "end_turn",
        usage: { input_tokens: 1500, output_tokens: 42 },
      });
    });
    h = harness({ ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: server.url });
  });
  afterEach(() => server.close());

  it("posts to /v1/messages with x-api-key, anthropic-version and base64 image blocks", async () => {
    const result = await h.providers.client("anthropic").generate(
      {
        model: "claude-3-5-sonnet-20241022",
        system: "Transcribe.",
        prompt: "Page to HTML",
        images: [{ mediaType: "image/jpeg", data: JPEG }],
        maxTokens: 2000,
      },
      signal(),
    );
    expect(result).toEqual({
      text: "<h1>Title</h1><p>Body</p>",
      usage: { inputTokens: 1500, outputTokens: 42 },
    });
    const request = server.requests[0] as RecordedRequest;
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/v1/messages");
    expect(request.headers["x-api-key"]).toBe(KEY);
    expect(request.headers["anthropic-version"]).toBe("2023-06-01");
    expect(jsonBody(request)).toEqual({
      model: "claude-3-5-sonnet-20241022",
      max_tokens: 2000,
      system: "Transcribe.",
      messages: [
        {
          role: "user",
          content: [
            {
              type: "image",
              source: {
                type: "base64",
                media_type: "image/jpeg",
                data: Buffer.from(JPEG).toString("base64"),
              },
            },
            { type: "text", text: "Page to HTML" },
          ],
        },
      ],
    });
  });

  it("refuses embeddings without a request", async () => {
    await expect(
      h.providers.client("anthropic").embed({ model: "x", texts: ["a"] }, signal()),
    ).rejects.toBeInstanceOf(ModelCapabilityError);
    expect(server.requests).toHaveLength(0);
  });

  it("retries Anthropic's 529 overloaded answer", async () => {
    server.failures.push({
      status: 529,
      body: { type: "error", error: { type: "overloaded_error", message: "Overloaded" } },
    });
    const result = await h.providers
      .client("anthropic")
      .generate({ model: "claude-3-5-sonnet-20241022", prompt: "hi" }, signal());
    expect(result.text).toContain("Title");
    expect(server.requests).toHaveLength(2);
  });

  errorBehaviours({
    standIn: () => server,
    harness: () => h,
    key: KEY,
    errorBody: (message) => ({ type: "error", error: { type: "authentication_error", message } }),
    call: (x) =>
      x.providers
        .client("anthropic")
        .generate({ model: "claude-3-5-sonnet-20241022", prompt: "hi" }, signal()),
  });
});
