// The model providers' configuration, read from the server's environment only: a workflow's settings never
// carry a key or a base URL (a workflow author must not be able to point the server's key at their own
// host). Nothing here is logged; `describeModelConfig` tells which providers are on without any value.
import type { AnthropicConfig } from "./anthropic.js";
import type { BedrockConfig } from "./bedrock.js";
import type { CallPolicy } from "./call.js";
import type { AzureOpenAiConfig, OpenAiConfig } from "./openai.js";
import type { TogetherAiConfig } from "./togetherai.js";
import { MODEL_PROVIDERS, type ModelProvider } from "./types.js";
import type { VertexAiConfig } from "./vertexai.js";

export interface ModelsConfig {
  anthropic?: AnthropicConfig | undefined;
  openai?: OpenAiConfig | undefined;
  azure_openai?: AzureOpenAiConfig | undefined;
  bedrock?: BedrockConfig | undefined;
  vertexai?: VertexAiConfig | undefined;
  togetherai?: TogetherAiConfig | undefined;
  /** Requests in flight at once, per provider. */
  concurrency: Partial<Record<ModelProvider, number>>;
  defaultConcurrency: number;
  policy: Partial<CallPolicy>;
}

type Env = Readonly<Record<string, string | undefined>>;

/** The variables read, for documentation and for `docflow serve --help`. */
export const MODEL_ENV_VARS = [
  "ANTHROPIC_API_KEY",
  "ANTHROPIC_BASE_URL",
  "OPENAI_API_KEY",
  "OPENAI_BASE_URL",
  "AZURE_OPENAI_ENDPOINT",
  "AZURE_OPENAI_API_KEY",
  "AZURE_OPENAI_API_VERSION",
  "AZURE_OPENAI_DEPLOYMENTS",
  "AWS_REGION",
  "AWS_DEFAULT_REGION",
  "AWS_ACCESS_KEY_ID",
  "AWS_SECRET_ACCESS_KEY",
  "AWS_SESSION_TOKEN",
  "AWS_ENDPOINT_URL_BEDROCK_RUNTIME",
  "GOOGLE_APPLICATION_CREDENTIALS",
  "VERTEXAI_PROJECT",
  "VERTEXAI_LOCATION",
  "VERTEXAI_BASE_URL",
  "VERTEXAI_TOKEN_URL",
  "TOGETHER_API_KEY",
  "TOGETHER_BASE_URL",
  "DOCFLOW_MODEL_CONCURRENCY",
  "DOCFLOW_<PROVIDER>_CONCURRENCY",
  "DOCFLOW_MODEL_MAX_ATTEMPTS",
  "DOCFLOW_MODEL_TIMEOUT_MS",
] as const;

export const AZURE_OPENAI_DEFAULT_API_VERSION = "2024-10-21";

function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

function positiveInt(env: Env, name: string): number | undefined {
  const raw = value(env, name);
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    throw new Error(`${name} must be a positive integer; got '${raw}'`);
  }
  return Number(raw);
}

function url(env: Env, name: string): string | undefined {
  const raw = value(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL`);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new Error(`${name} must be an http(s) URL; got a ${parsed.protocol} URL`);
  }
  return raw;
}

/** `model=deployment,model=deployment`: which Azure deployment serves which model. */
function deployments(env: Env): Record<string, string> {
  const raw = value(env, "AZURE_OPENAI_DEPLOYMENTS");
  const out: Record<string, string> = {};
  if (raw === undefined) return out;
  for (const pair of raw.split(",")) {
    const [model, deployment, ...rest] = pair.split("=").map((s) => s.trim());
    if (!model || !deployment || rest.length > 0) {
      throw new Error(
        `AZURE_OPENAI_DEPLOYMENTS must be model=deployment pairs separated by commas; got '${pair}'`,
      );
    }
    out[model] = deployment;
  }
  return out;
}

const PROVIDER_ENV_NAMES: Record<ModelProvider, string> = {
  anthropic: "ANTHROPIC",
  openai: "OPENAI",
  azure_openai: "AZURE_OPENAI",
  bedrock: "BEDROCK",
  vertexai: "VERTEXAI",
  togetherai: "TOGETHERAI",
  local: "LOCAL",
};

export function readModelsConfig(env: Env = process.env): ModelsConfig {
  const concurrency: Partial<Record<ModelProvider, number>> = {};
  for (const [provider, name] of Object.entries(PROVIDER_ENV_NAMES)) {
    const n = positiveInt(env, `DOCFLOW_${name}_CONCURRENCY`);
    if (n !== undefined) concurrency[provider as ModelProvider] = n;
  }
  const policy: Partial<CallPolicy> = {};
  const attempts = positiveInt(env, "DOCFLOW_MODEL_MAX_ATTEMPTS");
  if (attempts !== undefined) policy.maxAttempts = attempts;
  const timeout = positiveInt(env, "DOCFLOW_MODEL_TIMEOUT_MS");
  if (timeout !== undefined) policy.timeoutMs = timeout;

  const anthropicKey = value(env, "ANTHROPIC_API_KEY");
  const openaiKey = value(env, "OPENAI_API_KEY");
  const azureKey = value(env, "AZURE_OPENAI_API_KEY");
  const azureEndpoint = url(env, "AZURE_OPENAI_ENDPOINT");
  const region = value(env, "AWS_REGION") ?? value(env, "AWS_DEFAULT_REGION");
  const accessKeyId = value(env, "AWS_ACCESS_KEY_ID");
  const secretAccessKey = value(env, "AWS_SECRET_ACCESS_KEY");
  const googleCredentials = value(env, "GOOGLE_APPLICATION_CREDENTIALS");
  const vertexProject = value(env, "VERTEXAI_PROJECT");
  const togetherKey = value(env, "TOGETHER_API_KEY");
  const azureDeployments = deployments(env);

  return {
    anthropic: anthropicKey
      ? { apiKey: anthropicKey, baseUrl: url(env, "ANTHROPIC_BASE_URL") ?? "https://api.anthropic.com" }
      : undefined,
    openai: openaiKey
      ? { apiKey: openaiKey, baseUrl: url(env, "OPENAI_BASE_URL") ?? "https://api.openai.com/v1" }
      : undefined,
    azure_openai:
      azureKey && azureEndpoint
        ? {
            apiKey: azureKey,
            endpoint: azureEndpoint,
            apiVersion: value(env, "AZURE_OPENAI_API_VERSION") ?? AZURE_OPENAI_DEFAULT_API_VERSION,
            deployments: azureDeployments,
          }
        : undefined,
    bedrock: region
      ? {
          region,
          endpoint: url(env, "AWS_ENDPOINT_URL_BEDROCK_RUNTIME"),
          credentials:
            accessKeyId && secretAccessKey
              ? { accessKeyId, secretAccessKey, sessionToken: value(env, "AWS_SESSION_TOKEN") }
              : undefined,
        }
      : undefined,
    vertexai:
      googleCredentials || vertexProject
        ? {
            credentialsFile: googleCredentials,
            project: vertexProject,
            location: value(env, "VERTEXAI_LOCATION") ?? "us-central1",
            baseUrl: url(env, "VERTEXAI_BASE_URL"),
            tokenUrl: url(env, "VERTEXAI_TOKEN_URL"),
          }
        : undefined,
    togetherai: togetherKey
      ? { apiKey: togetherKey, baseUrl: url(env, "TOGETHER_BASE_URL") ?? "https://api.together.xyz/v1" }
      : undefined,
    concurrency,
    defaultConcurrency: positiveInt(env, "DOCFLOW_MODEL_CONCURRENCY") ?? 4,
    policy,
  };
}

/** The secret values of a configuration: scrubbed from every error message. */
export function configSecrets(config: ModelsConfig): string[] {
  return [
    config.anthropic?.apiKey,
    config.openai?.apiKey,
    config.azure_openai?.apiKey,
    config.bedrock?.credentials?.secretAccessKey,
    config.bedrock?.credentials?.sessionToken,
    config.togetherai?.apiKey,
  ].filter((s): s is string => typeof s === "string" && s.length > 0);
}

/** Which providers are configured, for a start-up log line. Names only, never a value. */
export function describeModelConfig(config: ModelsConfig): string[] {
  // `local` needs no configuration: it is always on.
  const on: string[] = ["local"];
  for (const provider of MODEL_PROVIDERS) {
    if (provider !== "local" && config[provider]) on.push(provider);
  }
  return on;
}
