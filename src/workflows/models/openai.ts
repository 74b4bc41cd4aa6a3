// OpenAI and Azure OpenAI: Chat Completions for generation, /embeddings for vectors. The two differ only
// in where a request goes and how it is authorised, so one adapter serves both.
//   OpenAI:  POST {base}/chat/completions, POST {base}/embeddings, `Authorization: Bearer <key>`
//            https://platform.openai.com/docs/api-reference/chat/create
//            https://platform.openai.com/docs/api-reference/embeddings/create
//   Azure:   POST {endpoint}/openai/deployments/{deployment}/chat/completions?api-version=...
//            POST {endpoint}/openai/deployments/{deployment}/embeddings?api-version=..., `api-key: <key>`
//            https://learn.microsoft.com/en-us/azure/ai-services/openai/reference
import { dataUrl } from "./base64.js";
import { callProvider, type ProviderContext } from "./call.js";
import { ModelResponseError } from "./errors.js";
import { postJson } from "./http.js";
import {
  cachedUsage,
  type EmbedRequest,
  type EmbedResult,
  type GenerateRequest,
  type GenerateResult,
  type ModelClient,
  tokenCount,
} from "./types.js";

export interface OpenAiConfig {
  apiKey: string;
  /** Includes the version path, e.g. https://api.openai.com/v1. */
  baseUrl: string;
}

export interface AzureOpenAiConfig {
  apiKey: string;
  /** https://<resource>.openai.azure.com */
  endpoint: string;
  apiVersion: string;
  /** Model name → deployment name; a model without an entry is deployed under its own name. */
  deployments: Readonly<Record<string, string>>;
}

const DEFAULT_MAX_TOKENS = 4096;

function trimSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

interface Target {
  url(operation: "chat/completions" | "embeddings", model: string): string;
  headers: Record<string, string>;
  /** Azure names the model by its deployment in the path; OpenAI in the body. */
  modelInBody: boolean;
}

function readChat(context: ProviderContext, model: string, body: unknown): GenerateResult {
  const record = body as {
    choices?: { message?: { content?: unknown } }[];
    usage?: {
      prompt_tokens?: unknown;
      completion_tokens?: unknown;
      prompt_tokens_details?: { cached_tokens?: unknown };
    };
  };
  const content = record?.choices?.[0]?.message?.content;
  if (typeof content !== "string") {
    throw new ModelResponseError(context.provider, model, "no choices[0].message.content");
  }
  return {
    text: content,
    usage: {
      inputTokens: tokenCount(record.usage?.prompt_tokens),
      outputTokens: tokenCount(record.usage?.completion_tokens),
      ...cachedUsage(record.usage?.prompt_tokens_details?.cached_tokens),
    },
  };
}

/** Reads an OpenAI-shaped embeddings answer (`data[].embedding` with `index`); Together AI uses it too. */
export function readOpenAiEmbeddings(
  context: ProviderContext,
  model: string,
  count: number,
  body: unknown,
): EmbedResult {
  const record = body as { data?: unknown; usage?: { prompt_tokens?: unknown } };
  if (!Array.isArray(record?.data)) throw new ModelResponseError(context.provider, model, "no data array");
  const vectors = new Array<number[]>(count);
  record.data.forEach((item: { embedding?: unknown; index?: unknown }, position: number) => {
    const index = typeof item?.index === "number" ? item.index : position;
    if (!Array.isArray(item?.embedding) || index < 0 || index >= count) {
      throw new ModelResponseError(context.provider, model, `data[${position}] is not an embedding`);
    }
    vectors[index] = item.embedding as number[];
  });
  return { vectors, usage: { inputTokens: tokenCount(record.usage?.prompt_tokens), outputTokens: 0 } };
}

class OpenAiCompatibleClient implements ModelClient {
  constructor(
    readonly context: ProviderContext,
    readonly target: Target,
  ) {}

  get provider() {
    return this.context.provider;
  }

  generate(request: GenerateRequest, signal: AbortSignal): Promise<GenerateResult> {
    const messages: unknown[] = [];
    if (request.system) messages.push({ role: "system", content: request.system });
    messages.push({
      role: "user",
      content: [
        // First and identical across calls: OpenAI caches a repeated prompt prefix by itself.
        ...(request.prefix ? [{ type: "text", text: request.prefix }] : []),
        ...(request.images ?? []).map((image) => ({ type: "image_url", image_url: { url: dataUrl(image) } })),
        { type: "text", text: request.prompt },
      ],
    });
    const body = {
      ...(this.target.modelInBody ? { model: request.model } : {}),
      messages,
      max_completion_tokens: request.maxTokens ?? DEFAULT_MAX_TOKENS,
    };
    return callProvider(this.context, `generate with ${request.model}`, signal, async (attempt) => {
      const answer = await postJson(this.context, {
        url: this.target.url("chat/completions", request.model),
        headers: this.target.headers,
        body,
        model: request.model,
        signal: attempt,
      });
      return readChat(this.context, request.model, answer.body);
    });
  }

  embed(request: EmbedRequest, signal: AbortSignal): Promise<EmbedResult> {
    const body = {
      ...(this.target.modelInBody ? { model: request.model } : {}),
      input: request.texts,
      encoding_format: "float",
    };
    return callProvider(this.context, `embed with ${request.model}`, signal, async (attempt) => {
      const answer = await postJson(this.context, {
        url: this.target.url("embeddings", request.model),
        headers: this.target.headers,
        body,
        model: request.model,
        signal: attempt,
      });
      return readOpenAiEmbeddings(this.context, request.model, request.texts.length, answer.body);
    });
  }
}

export function openAiClient(context: ProviderContext, config: OpenAiConfig): ModelClient {
  const base = trimSlash(config.baseUrl);
  return new OpenAiCompatibleClient(context, {
    url: (operation) => `${base}/${operation}`,
    headers: { authorization: `Bearer ${config.apiKey}` },
    modelInBody: true,
  });
}

export function azureOpenAiClient(context: ProviderContext, config: AzureOpenAiConfig): ModelClient {
  const endpoint = trimSlash(config.endpoint);
  const version = encodeURIComponent(config.apiVersion);
  return new OpenAiCompatibleClient(context, {
    url: (operation, model) => {
      const deployment = encodeURIComponent(config.deployments[model] ?? model);
      return `${endpoint}/openai/deployments/${deployment}/${operation}?api-version=${version}`;
    },
    headers: { "api-key": config.apiKey },
    modelInBody: false,
  });
}
