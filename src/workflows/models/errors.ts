// Errors of the model layer. Every message is safe to log and to store on a job: it names the provider,
// the model and what went wrong, and never a credential (a provider's error text is scrubbed of the
// configured secrets before it is kept, because some providers echo part of the key back).
import type { ModelProvider } from "./types.js";

export class ModelError extends Error {
  constructor(
    readonly provider: ModelProvider,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "ModelError";
  }
}

/** The provider answered with an error status, or could not be reached. */
export class ModelProviderError extends ModelError {
  readonly status: number | undefined;
  /** How long the provider asked us to wait (retry-after), in milliseconds. */
  readonly retryAfterMs: number | undefined;
  readonly retryable: boolean;

  constructor(
    provider: ModelProvider,
    message: string,
    details: { status?: number | undefined; retryAfterMs?: number | undefined; retryable: boolean },
  ) {
    super(provider, message);
    this.name = "ModelProviderError";
    this.status = details.status;
    this.retryAfterMs = details.retryAfterMs;
    this.retryable = details.retryable;
  }
}

/** The server has no credentials (or no endpoint) for a provider a workflow asks for. */
export class ModelConfigError extends ModelError {
  constructor(provider: ModelProvider, missing: string) {
    super(provider, `the ${provider} model provider is not configured on this server: ${missing}`);
    this.name = "ModelConfigError";
  }
}

/** The provider does not offer the operation (Anthropic has no embeddings, Together AI no chat here). */
export class ModelCapabilityError extends ModelError {
  constructor(provider: ModelProvider, operation: "generate" | "embed") {
    super(
      provider,
      operation === "embed"
        ? `the ${provider} model provider does not offer embeddings`
        : `the ${provider} model provider is only used for embeddings here, not for text generation`,
    );
    this.name = "ModelCapabilityError";
  }
}

/** A model name the server does not know for that provider. */
export class UnknownModelError extends ModelError {
  constructor(
    provider: ModelProvider,
    readonly model: string,
    readonly known: readonly string[],
  ) {
    super(provider, `unknown ${provider} model '${model}'; known models: ${known.join(", ")}`);
    this.name = "UnknownModelError";
  }
}

/** A provider answered with vectors of another length than its model makes, or with the wrong count. */
export class EmbeddingShapeError extends ModelError {
  constructor(provider: ModelProvider, message: string) {
    super(provider, message);
    this.name = "EmbeddingShapeError";
  }
}

/** A provider answered 2XX with a body that is not what its API documents. */
export class ModelResponseError extends ModelError {
  constructor(provider: ModelProvider, model: string, what: string) {
    super(provider, `${provider} model '${model}' answered with an unexpected body: ${what}`);
    this.name = "ModelResponseError";
  }
}

const REDACTED = "[redacted]";

/** `text` with every secret (and any 8+ character piece of one a provider quoted) replaced. */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length < 4) continue;
    out = out.split(secret).join(REDACTED);
    // Providers quote keys partially ("sk-abc...wxyz"): drop any long run that is a piece of a secret.
    out = out.replace(/[A-Za-z0-9_\-+/=.:]{8,}/g, (run) =>
      secret.includes(run) || (run.length >= 12 && secret.includes(run.slice(0, 12))) ? REDACTED : run,
    );
  }
  return out;
}
