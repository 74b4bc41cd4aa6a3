// The one interface every model provider is reached through: generate text from a prompt with images, and
// embed texts. Node executors depend on this interface only, so a provider is one adapter module and a
// test can stand in a local server for the real service.

export const MODEL_PROVIDERS = [
  "anthropic",
  "openai",
  "azure_openai",
  "bedrock",
  "vertexai",
  "togetherai",
  "local",
] as const;
export type ModelProvider = (typeof MODEL_PROVIDERS)[number];

export function isModelProvider(value: unknown): value is ModelProvider {
  return typeof value === "string" && (MODEL_PROVIDERS as readonly string[]).includes(value);
}

/** An image sent to a vision-language model. The adapter encodes it the way its provider wants. */
export interface ModelImage {
  mediaType: "image/png" | "image/jpeg" | "image/gif" | "image/webp";
  data: Uint8Array;
}

export interface GenerateRequest {
  model: string;
  /** Instructions that frame every answer (a system prompt where the provider has one). */
  system?: string | undefined;
  /**
   * Text sent first, before the images and the prompt, that many calls share word for word (a document
   * each of its chunks is asked about). Where the provider caches prompt prefixes on request it is marked
   * for caching (Anthropic's `cache_control`); OpenAI caches identical prefixes by itself. Kept first and
   * identical, so the provider reads it once per document rather than once per call.
   */
  prefix?: string | undefined;
  prompt: string;
  /** Sent before the prompt text, in order. */
  images?: readonly ModelImage[] | undefined;
  maxTokens?: number | undefined;
}

/** Tokens a provider billed for one call (or a sum of calls). */
export interface TokenUsage {
  /** Every input token, those read from the provider's prompt cache included. */
  inputTokens: number;
  outputTokens: number;
  /** Of inputTokens, those read from the provider's prompt cache (billed at a fraction), where it says. */
  cachedInputTokens?: number | undefined;
}

export interface GenerateResult {
  text: string;
  usage: TokenUsage;
}

export interface EmbedRequest {
  model: string;
  /** One batch, within the provider's limits (see catalog.ts); `embedTexts` does the batching. */
  texts: readonly string[];
}

export interface EmbedResult {
  /** One vector per text, in the order of the texts. */
  vectors: number[][];
  usage: TokenUsage;
}

export interface ModelClient {
  readonly provider: ModelProvider;
  generate(request: GenerateRequest, signal: AbortSignal): Promise<GenerateResult>;
  embed(request: EmbedRequest, signal: AbortSignal): Promise<EmbedResult>;
}

export const NO_USAGE: Readonly<TokenUsage> = Object.freeze({ inputTokens: 0, outputTokens: 0 });

export function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  const cached = (a.cachedInputTokens ?? 0) + (b.cachedInputTokens ?? 0);
  return {
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    ...(cached > 0 ? { cachedInputTokens: cached } : {}),
  };
}

/** `{cachedInputTokens}` when the provider read some input from its prompt cache, else nothing. */
export function cachedUsage(value: unknown): { cachedInputTokens?: number } {
  const cached = tokenCount(value);
  return cached > 0 ? { cachedInputTokens: cached } : {};
}

/** A non-negative integer from a provider's usage field; anything else counts as 0. */
export function tokenCount(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? Math.round(value) : 0;
}
