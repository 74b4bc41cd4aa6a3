// The local model provider: embeddings from the lexical embedding (src/lexical-embedding.ts, the same
// vectors as the engine's by_similarity default), and no text generation.

import { lexicalVector } from "../../shared/lexical-embedding.js";
import { embeddingModelSpec, LOCAL_DEFAULT_MODEL } from "./catalog.js";
import { ModelCapabilityError } from "./errors.js";
import type { EmbedRequest, EmbedResult, GenerateResult, ModelClient } from "./types.js";

/**
 * The engine chunker's `Embedder` shape (`embed(texts) → vectors`), so the server can pass this to
 * `chunk_by_similarity` without workflows/ importing the engine.
 */
export interface TextEmbedder {
  embed(texts: string[]): number[][] | Promise<number[][]>;
}

export function lexicalEmbedder(dimensions = 1024): TextEmbedder {
  return { embed: (texts) => texts.map((text) => lexicalVector(text, dimensions)) };
}

export function localClient(): ModelClient {
  return {
    provider: "local",
    generate(): Promise<GenerateResult> {
      return Promise.reject(new ModelCapabilityError("local", "generate"));
    },
    async embed(request: EmbedRequest, signal: AbortSignal): Promise<EmbedResult> {
      signal.throwIfAborted();
      const spec =
        embeddingModelSpec("local", request.model) ?? embeddingModelSpec("local", LOCAL_DEFAULT_MODEL);
      const dimensions = spec?.dimensions ?? 1024;
      return {
        vectors: request.texts.map((text) => lexicalVector(text, dimensions)),
        usage: { inputTokens: 0, outputTokens: 0 },
      };
    },
  };
}
