// Vertex AI adapter against a local stand-in of both the OAuth token endpoint and generateContent, with a
// real service-account key made by the test, following:
//   https://developers.google.com/identity/protocols/oauth2/service-account#httprest  (JWT bearer grant)
//   https://cloud.google.com/vertex-ai/docs/reference/rest/v1/projects.locations.publishers.models/generateContent
//   https://cloud.google.com/vertex-ai/generative-ai/docs/model-reference/inference   (request/response body)
//   https://cloud.google.com/vertex-ai/generative-ai/docs/error-code-429              (429 RESOURCE_EXHAUSTED)
import { createVerify, generateKeyPairSync } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ModelProviderError } from "../../../src/workflows/models/errors.js";
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

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const PRIVATE_PEM = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const CLIENT_EMAIL = "docflow-test@test-project.iam.gserviceaccount.com";
const ACCESS_TOKEN = "ya29.test-access-token-0123456789";
const MODEL = "gemini-2.0-flash-001";
const GENERATE_PATH = `/v1/projects/test-project/locations/us-central1/publishers/google/models/${MODEL}:generateContent`;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 5]);

const isModelRequest = (request: RecordedRequest) => request.url !== "/token";

/** Checks a JWT bearer grant the way Google's token endpoint does: signature, issuer, audience, scope. */
function verifyGrant(request: RecordedRequest): string | undefined {
  const form = new URLSearchParams(request.body.toString("utf8"));
  if (form.get("grant_type") !== "urn:ietf:params:oauth:grant-type:jwt-bearer") return "bad grant_type";
  const [header, payload, sig] = (form.get("assertion") ?? "").split(".");
  if (!header || !payload || !sig) return "bad assertion";
  const verifier = createVerify("RSA-SHA256");
  verifier.update(`${header}.${payload}`);
  if (!verifier.verify(publicKey, Buffer.from(sig, "base64url"))) return "bad signature";
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
  if (claims.iss !== CLIENT_EMAIL) return "bad iss";
  if (claims.aud !== "https://oauth2.googleapis.com/token") return "bad aud";
  if (!String(claims.scope).includes("https://www.googleapis.com/auth/cloud-platform")) return "bad scope";
  return undefined;
}

describe("vertexai adapter", () => {
  let dir: string;
  let keyFile: string;
  let server: StandIn;
  let h: Harness;
  let tokenAnswer: { status: number; body: unknown } | undefined;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "docflow-vertex-"));
    keyFile = join(dir, "key.json");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  beforeEach(async () => {
    tokenAnswer = undefined;
    server = await startStandIn((request, response) => {
      if (request.url === "/token") {
        if (tokenAnswer) return sendJson(response, tokenAnswer.status, tokenAnswer.body);
        const problem = verifyGrant(request);
        if (problem) return sendJson(response, 400, { error: "invalid_grant", error_description: problem });
        return sendJson(response, 200, {
          access_token: ACCESS_TOKEN,
          expires_in: 3599,
          token_type: "Bearer",
        });
      }
      if (request.url !== GENERATE_PATH)
        return sendJson(response, 404, { error: { code: 404, message: "no route" } });
      if (request.headers.authorization !== `Bearer ${ACCESS_TOKEN}`) {
        return sendJson(response, 401, {
          error: { code: 401, message: "unauthenticated", status: "UNAUTHENTICATED" },
        });
      }
      sendJson(response, 200, {
        candidates: [
          {
            content: { role: "model", parts: [{ text: "A bar " }, { text: "chart." }] },
            finishReason: "STOP",
          },
        ],
        usageMetadata: { promptTokenCount: 300, candidatesTokenCount: 5, totalTokenCount: 305 },
        modelVersion: MODEL,
      });
    }, isModelRequest);
    writeFileSync(
      keyFile,
      JSON.stringify({
        type: "service_account",
        project_id: "test-project",
        private_key_id: "key-1",
        private_key: PRIVATE_PEM,
        client_email: CLIENT_EMAIL,
        client_id: "1234567890",
        token_uri: `${server.url}/token`,
      }),
    );
    h = harness({ GOOGLE_APPLICATION_CREDENTIALS: keyFile, VERTEXAI_BASE_URL: server.url });
  });
  afterEach(() => server.close());

  it("exchanges a signed JWT at the key file's token_uri and calls generateContent with the token", async () => {
    const client = h.providers.client("vertexai");
    const request = {
      model: MODEL,
      system: "Be exact.",
      prompt: "Describe",
      images: [{ mediaType: "image/png" as const, data: PNG }],
    };
    const result = await client.generate(request, signal());
    expect(result).toEqual({ text: "A bar chart.", usage: { inputTokens: 300, outputTokens: 5 } });
    await client.generate(request, signal());
    // One token exchange, cached for the second call.
    expect(server.requests.map((r) => r.url)).toEqual(["/token", GENERATE_PATH, GENERATE_PATH]);
    const call = server.requests[1] as RecordedRequest;
    expect(call.method).toBe("POST");
    expect(jsonBody(call)).toEqual({
      contents: [
        {
          role: "user",
          parts: [
            { inlineData: { mimeType: "image/png", data: Buffer.from(PNG).toString("base64") } },
            { text: "Describe" },
          ],
        },
      ],
      systemInstruction: { parts: [{ text: "Be exact." }] },
      generationConfig: { maxOutputTokens: 4096 },
    });
  });

  it("reports a refused token exchange without the private key", async () => {
    tokenAnswer = {
      status: 400,
      body: { error: "invalid_grant", error_description: "Invalid JWT Signature." },
    };
    const error = await h.providers
      .client("vertexai")
      .generate({ model: MODEL, prompt: "hi" }, signal())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelProviderError);
    expect((error as Error).message).toContain("invalid_grant");
    expect((error as Error).message).not.toContain("PRIVATE KEY");
    expect(server.requests.filter(isModelRequest)).toHaveLength(0);
  });

  errorBehaviours({
    standIn: () => server,
    harness: () => h,
    key: ACCESS_TOKEN,
    isModelRequest,
    errorBody: (message) => ({ error: { code: 401, message, status: "UNAUTHENTICATED" } }),
    call: (x) => x.providers.client("vertexai").generate({ model: MODEL, prompt: "hi" }, signal()),
  });
});
