// Together AI embeddings: POST {base}/embeddings with `Authorization: Bearer <key>`, `{model, input}` in,
// an OpenAI-shaped `data[].embedding` list out. Only embeddings are used from Together AI here.
//   https://docs.together.ai/reference/embeddings-2
import { callProvider, type ProviderContext } from "./call.js";
import { ModelCapabilityError } from "./errors.js";
import { postJson } from "./http.js";
import { readOpenAiEmbeddings } from "./openai.js";
import type { EmbedRequest, EmbedResult, GenerateResult, ModelClient } from "./types.js";

export interface TogetherAiConfig {
  apiKey: string;
  /** Includes the version path, e.g. https://api.together.xyz/v1. */
  baseUrl: string;
}

export function togetherAiClient(context: ProviderContext, config: TogetherAiConfig): ModelClient {
  const url = `${config.baseUrl.replace(/\/+$/, "")}/embeddings`;
  const headers = { authorization: `Bearer ${config.apiKey}` };
  return {
    provider: context.provider,
    generate(): Promise<GenerateResult> {
      return Promise.reject(new ModelCapabilityError(context.provider, "generate"));
    },
    embed(request: EmbedRequest, signal: AbortSignal): Promise<EmbedResult> {
      const body = { model: request.model, input: request.texts };
      return callProvider(context, `embed with ${request.model}`, signal, async (attempt) => {
        const answer = await postJson(context, { url, headers, body, model: request.model, signal: attempt });
        return readOpenAiEmbeddings(context, request.model, request.texts.length, answer.body);
      });
    },
  };
}
