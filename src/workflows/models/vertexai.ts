// Vertex AI Gemini: POST {base}/v1/projects/{project}/locations/{location}/publishers/google/models/
// {model}:generateContent with `Authorization: Bearer <access token>`; images go as `inlineData` parts.
// The token comes from a service account through google-auth-library (a signed JWT exchanged at the key
// file's token_uri, cached until it expires). Embeddings are not used from Vertex AI here.
//   https://cloud.google.com/vertex-ai/docs/reference/rest/v1/projects.locations.publishers.models/generateContent
//   https://developers.google.com/identity/protocols/oauth2/service-account#httprest
import { readFileSync } from "node:fs";
import { type AuthClient, GoogleAuth, JWT } from "google-auth-library";
import { errorMessage } from "../../shared/errors.js";
import { toBase64 } from "./base64.js";
import { callProvider, isRetryableStatus, type ProviderContext } from "./call.js";
import {
  ModelCapabilityError,
  ModelConfigError,
  ModelProviderError,
  ModelResponseError,
  redactSecrets,
} from "./errors.js";
import { postJson } from "./http.js";
import {
  type EmbedResult,
  type GenerateRequest,
  type GenerateResult,
  type ModelClient,
  tokenCount,
} from "./types.js";

export interface VertexAiConfig {
  /** Path of a service-account key file; absent, Application Default Credentials are used. */
  credentialsFile?: string | undefined;
  /** Absent: the key file's project_id. */
  project?: string | undefined;
  location: string;
  /** Absent: https://{location}-aiplatform.googleapis.com. */
  baseUrl?: string | undefined;
  /** Absent: the key file's token_uri (Google's token endpoint). */
  tokenUrl?: string | undefined;
}

const CLOUD_PLATFORM_SCOPE = "https://www.googleapis.com/auth/cloud-platform";
/** Where google-auth-library sends the service-account grant whatever the key file says. */
const GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";
const DEFAULT_MAX_TOKENS = 4096;

interface KeyFile {
  client_email?: unknown;
  project_id?: unknown;
  token_uri?: unknown;
  private_key?: unknown;
}

function readKeyFile(path: string): KeyFile {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as KeyFile;
  } catch (error) {
    const reason = (error as { code?: unknown }).code === "ENOENT" ? "no such file" : "not a JSON key file";
    throw new ModelConfigError("vertexai", `GOOGLE_APPLICATION_CREDENTIALS (${path}): ${reason}`);
  }
}

export function vertexAiClient(context: ProviderContext, config: VertexAiConfig): ModelClient {
  const key = config.credentialsFile ? readKeyFile(config.credentialsFile) : {};
  const project = config.project ?? (typeof key.project_id === "string" ? key.project_id : undefined);
  if (!project)
    throw new ModelConfigError("vertexai", "set VERTEXAI_PROJECT (the key file names no project_id)");
  const tokenUrl = config.tokenUrl ?? (typeof key.token_uri === "string" ? key.token_uri : undefined);
  const base = (
    config.baseUrl ??
    (config.location === "global"
      ? "https://aiplatform.googleapis.com"
      : `https://${config.location}-aiplatform.googleapis.com`)
  ).replace(/\/+$/, "");
  const secrets = [...context.secrets, ...(typeof key.private_key === "string" ? [key.private_key] : [])];
  // A service account's key becomes its JWT client here: GoogleAuth's `keyFile` option makes
  // google-auth-library warn that it is deprecated on every client. Other key files (a user's, an external
  // account's) and none at all (Application Default Credentials) still go through GoogleAuth.
  const email = key.client_email;
  const privateKey = key.private_key;
  const getClient = (): Promise<AuthClient> =>
    typeof email === "string" && typeof privateKey === "string"
      ? Promise.resolve(new JWT({ email, key: privateKey, scopes: [CLOUD_PLATFORM_SCOPE] }))
      : new GoogleAuth({
          ...(config.credentialsFile ? { keyFile: config.credentialsFile } : {}),
          scopes: [CLOUD_PLATFORM_SCOPE],
        }).getClient();

  let client: Promise<AuthClient> | undefined;
  const authClient = () => {
    client ??= getClient().then((c) => {
      // google-auth-library posts the grant to Google's fixed URL; a key file (or the server's
      // configuration) naming another token endpoint is honoured by rewriting that one request.
      if (tokenUrl && tokenUrl !== GOOGLE_TOKEN_URL) {
        c.transporter.interceptors.request.add({
          resolved: async (options) => {
            if (options.url.href === GOOGLE_TOKEN_URL) options.url = new URL(tokenUrl);
            return options;
          },
        });
      }
      return c;
    });
    client.catch(() => {
      client = undefined;
    });
    return client;
  };

  const accessToken = async (model: string): Promise<string> => {
    try {
      const { token } = await (await authClient()).getAccessToken();
      if (!token) throw new Error("the token endpoint returned no access_token");
      return token;
    } catch (error) {
      if (error instanceof ModelConfigError) throw error;
      const status = (error as { response?: { status?: unknown } }).response?.status;
      const message = redactSecrets(errorMessage(error), secrets);
      return Promise.reject(
        new ModelProviderError(
          "vertexai",
          `could not get a Vertex AI access token for model '${model}'${typeof status === "number" ? ` (${status})` : ""}: ${message}`,
          { retryable: typeof status === "number" ? isRetryableStatus(status) : true },
        ),
      );
    }
  };

  return {
    provider: context.provider,
    generate(request: GenerateRequest, signal: AbortSignal): Promise<GenerateResult> {
      const url =
        `${base}/v1/projects/${encodeURIComponent(project)}/locations/${encodeURIComponent(config.location)}` +
        `/publishers/google/models/${encodeURIComponent(request.model)}:generateContent`;
      const body = {
        contents: [
          {
            role: "user",
            parts: [
              ...(request.prefix ? [{ text: request.prefix }] : []),
              ...(request.images ?? []).map((image) => ({
                inlineData: { mimeType: image.mediaType, data: toBase64(image.data) },
              })),
              { text: request.prompt },
            ],
          },
        ],
        ...(request.system ? { systemInstruction: { parts: [{ text: request.system }] } } : {}),
        generationConfig: { maxOutputTokens: request.maxTokens ?? DEFAULT_MAX_TOKENS },
      };
      return callProvider(context, `generate with ${request.model}`, signal, async (attempt) => {
        const token = await accessToken(request.model);
        const answer = await postJson(
          { ...context, secrets: [...secrets, token] },
          { url, headers: { authorization: `Bearer ${token}` }, body, model: request.model, signal: attempt },
        );
        const record = answer.body as {
          candidates?: { content?: { parts?: { text?: unknown }[] } }[];
          promptFeedback?: { blockReason?: unknown };
          usageMetadata?: { promptTokenCount?: unknown; candidatesTokenCount?: unknown };
        };
        const parts = record?.candidates?.[0]?.content?.parts;
        if (!Array.isArray(parts)) {
          const blocked = record?.promptFeedback?.blockReason;
          throw new ModelResponseError(
            context.provider,
            request.model,
            typeof blocked === "string"
              ? `the prompt was blocked (${blocked})`
              : "no candidates[0].content.parts",
          );
        }
        return {
          text: parts.map((part) => (typeof part?.text === "string" ? part.text : "")).join(""),
          usage: {
            inputTokens: tokenCount(record.usageMetadata?.promptTokenCount),
            outputTokens: tokenCount(record.usageMetadata?.candidatesTokenCount),
          },
        };
      });
    },
    embed(): Promise<EmbedResult> {
      return Promise.reject(new ModelCapabilityError(context.provider, "embed"));
    },
  };
}
