// What the server knows about each model: which models a provider serves for generation, and for each
// embedding model its vector length and the request limits of its API. A model not listed here is refused
// when the workflow is saved (validate.ts), so a typo never reaches a provider.
import {
  EMBEDDING_MODELS,
  LOCAL_EMBEDDING_DEFAULT,
  VLM_MODELS,
  VLM_PROVIDERS,
  type VlmProvider,
} from "../../contract/nodes.js";
import type { ModelProvider } from "./types.js";

/** Providers that generate text from images and prompts (partition vlm, prompter nodes). */
export const GENERATION_PROVIDERS = VLM_PROVIDERS;
export type GenerationProvider = VlmProvider;

export const GENERATION_MODELS: Record<GenerationProvider, readonly string[]> = VLM_MODELS;

/** The model a node uses when its settings name none: the first the contract lists for the provider. */
export function defaultGenerationModel(provider: GenerationProvider): string {
  return GENERATION_MODELS[provider][0] as string;
}

export function isGenerationProvider(value: unknown): value is GenerationProvider {
  return typeof value === "string" && (GENERATION_PROVIDERS as readonly string[]).includes(value);
}

/** Embed node subtypes this server runs: the contract's, plus `local` (no network, lexical). */
export const EMBED_PROVIDERS = ["azure_openai", "bedrock", "togetherai", "local"] as const;
export type EmbedProvider = (typeof EMBED_PROVIDERS)[number];

export function isEmbedProvider(value: unknown): value is EmbedProvider {
  return typeof value === "string" && (EMBED_PROVIDERS as readonly string[]).includes(value);
}

export interface EmbeddingModelSpec {
  /** Length of every vector the model returns. */
  dimensions: number;
  /** Texts per request the provider's API accepts. */
  maxBatch: number;
  /** Characters per request we send, a proxy for the provider's per-request token limit. */
  maxBatchChars: number;
}

// OpenAI and Azure OpenAI: at most 2048 inputs and 300k tokens per request
// (https://platform.openai.com/docs/api-reference/embeddings/create); chars are bounded well below that.
const OPENAI_LIMITS = { maxBatch: 2048, maxBatchChars: 400_000 };
// Titan takes one inputText per InvokeModel; Cohere on Bedrock takes up to 96 texts
// (https://docs.aws.amazon.com/bedrock/latest/userguide/model-parameters-embed.html).
const TITAN_LIMITS = { maxBatch: 1, maxBatchChars: 50_000 };
const COHERE_LIMITS = { maxBatch: 96, maxBatchChars: 96 * 2048 };
// Together AI documents no batch limit for /v1/embeddings; a moderate batch keeps each answer small.
const TOGETHER_LIMITS = { maxBatch: 128, maxBatchChars: 400_000 };
const LOCAL_LIMITS = { maxBatch: 256, maxBatchChars: 4_000_000 };

/** Dimensions offered by the local lexical embedder: `lexical` is 1024; `lexical-N` picks N. */
export const LOCAL_DIMENSIONS = [256, 384, 512, 768, 1024, 1536, 3072] as const;
export const LOCAL_DEFAULT_MODEL = LOCAL_EMBEDDING_DEFAULT;

const localModels: Record<string, EmbeddingModelSpec> = {
  [LOCAL_DEFAULT_MODEL]: { dimensions: 1024, ...LOCAL_LIMITS },
  ...Object.fromEntries(LOCAL_DIMENSIONS.map((d) => [`lexical-${d}`, { dimensions: d, ...LOCAL_LIMITS }])),
};

const openaiModels: Record<string, EmbeddingModelSpec> = {
  "text-embedding-3-small": { dimensions: 1536, ...OPENAI_LIMITS },
  "text-embedding-3-large": { dimensions: 3072, ...OPENAI_LIMITS },
  "text-embedding-ada-002": { dimensions: 1536, ...OPENAI_LIMITS },
};

export const EMBEDDING_MODEL_SPECS: Record<EmbedProvider | "openai", Record<string, EmbeddingModelSpec>> = {
  azure_openai: openaiModels,
  openai: openaiModels,
  bedrock: {
    "amazon.titan-embed-text-v2:0": { dimensions: 1024, ...TITAN_LIMITS },
    "amazon.titan-embed-text-v1": { dimensions: 1536, ...TITAN_LIMITS },
    "amazon.titan-embed-image-v1": { dimensions: 1024, ...TITAN_LIMITS },
    "cohere.embed-english-v3": { dimensions: 1024, ...COHERE_LIMITS },
    "cohere.embed-multilingual-v3": { dimensions: 1024, ...COHERE_LIMITS },
  },
  togetherai: {
    "togethercomputer/m2-bert-80M-2k-retrieval": { dimensions: 768, ...TOGETHER_LIMITS },
    "togethercomputer/m2-bert-80M-8k-retrieval": { dimensions: 768, ...TOGETHER_LIMITS },
    "togethercomputer/m2-bert-80M-32k-retrieval": { dimensions: 768, ...TOGETHER_LIMITS },
  },
  local: localModels,
};

// The contract's model list is the source of truth for remote providers; this table must cover it.
for (const [provider, models] of Object.entries(EMBEDDING_MODELS)) {
  for (const model of models) {
    if (!EMBEDDING_MODEL_SPECS[provider as EmbedProvider]?.[model]) {
      throw new Error(`catalog.ts: no embedding spec for ${provider} model ${model}`);
    }
  }
}

export function embeddingModelSpec(provider: ModelProvider, model: string): EmbeddingModelSpec | undefined {
  const table = (EMBEDDING_MODEL_SPECS as Partial<Record<ModelProvider, Record<string, EmbeddingModelSpec>>>)[
    provider
  ];
  return table && Object.hasOwn(table, model) ? table[model] : undefined;
}

export function embeddingModelNames(provider: ModelProvider): string[] {
  const table = (EMBEDDING_MODEL_SPECS as Partial<Record<ModelProvider, Record<string, EmbeddingModelSpec>>>)[
    provider
  ];
  return table ? Object.keys(table) : [];
}
