// Anthropic Messages API: POST {base}/v1/messages with `x-api-key` and `anthropic-version`; images go as
// base64 content blocks before the text, and a shared prefix first, marked for prompt caching
// (`cache_control: {type: "ephemeral"}`). Anthropic offers no embeddings.
//   https://docs.anthropic.com/en/docs/build-with-claude/prompt-caching
//   https://docs.anthropic.com/en/api/messages
//   https://docs.anthropic.com/en/docs/build-with-claude/vision
import { toBase64 } from "./base64.js";
import { callProvider, type ProviderContext } from "./call.js";
import { ModelCapabilityError, ModelResponseError } from "./errors.js";
import { postJson } from "./http.js";
import {
  cachedUsage,
  type EmbedResult,
  type GenerateRequest,
  type GenerateResult,
  type ModelClient,
  tokenCount,
} from "./types.js";

export interface AnthropicConfig {
  apiKey: string;
  /** Without the version path, e.g. https://api.anthropic.com. */
  baseUrl: string;
}

export const ANTHROPIC_VERSION = "2023-06-01";
const DEFAULT_MAX_TOKENS = 4096;

export function anthropicClient(context: ProviderContext, config: AnthropicConfig): ModelClient {
  const url = `${config.baseUrl.replace(/\/+$/, "")}/v1/messages`;
  const headers = { "x-api-key": config.apiKey, "anthropic-version": ANTHROPIC_VERSION };
  return {
    provider: context.provider,
    generate(request: GenerateRequest, signal: AbortSignal): Promise<GenerateResult> {
      const body = {
        model: request.model,
        max_tokens: request.maxTokens ?? DEFAULT_MAX_TOKENS,
        ...(request.system ? { system: request.system } : {}),
        messages: [
          {
            role: "user",
            content: [
              // Marked for caching: calls that repeat the prefix read it from the cache (cache_read_input_tokens).
              ...(request.prefix
                ? [{ type: "text", text: request.prefix, cache_control: { type: "ephemeral" } }]
                : []),
              ...(request.images ?? []).map((image) => ({
                type: "image",
                source: { type: "base64", media_type: image.mediaType, data: toBase64(image.data) },
              })),
              { type: "text", text: request.prompt },
            ],
          },
        ],
      };
      return callProvider(context, `generate with ${request.model}`, signal, async (attempt) => {
        const answer = await postJson(context, { url, headers, body, model: request.model, signal: attempt });
        const record = answer.body as {
          content?: { type?: unknown; text?: unknown }[];
          usage?: {
            input_tokens?: unknown;
            output_tokens?: unknown;
            cache_creation_input_tokens?: unknown;
            cache_read_input_tokens?: unknown;
          };
        };
        if (!Array.isArray(record?.content)) {
          throw new ModelResponseError(context.provider, request.model, "no content array");
        }
        const text = record.content
          .filter((block) => block?.type === "text" && typeof block.text === "string")
          .map((block) => block.text as string)
          .join("");
        return {
          text,
          usage: {
            // input_tokens leaves out what was written to or read from the prompt cache.
            inputTokens:
              tokenCount(record.usage?.input_tokens) +
              tokenCount(record.usage?.cache_creation_input_tokens) +
              tokenCount(record.usage?.cache_read_input_tokens),
            ...cachedUsage(record.usage?.cache_read_input_tokens),
            outputTokens: tokenCount(record.usage?.output_tokens),
          },
        };
      });
    },
    embed(): Promise<EmbedResult> {
      return Promise.reject(new ModelCapabilityError(context.provider, "embed"));
    },
  };
}
