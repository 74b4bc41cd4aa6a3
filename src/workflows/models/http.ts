// One JSON request to a provider, with its error answer turned into a ModelProviderError that carries the
// status and retry-after and a message fit to log (the provider's own message, scrubbed of secrets).

import { isRetryableStatus, type ProviderContext, retryAfterMs } from "./call.js";
import { ModelProviderError, ModelResponseError, redactSecrets } from "./errors.js";

/** Error bodies are read up to this size: enough for any message, bounded against a misbehaving server. */
const MAX_ERROR_BODY = 64 * 1024;

export interface JsonRequest {
  url: string;
  headers: Record<string, string>;
  body: unknown;
  model: string;
  signal: AbortSignal;
}

export interface JsonAnswer {
  body: unknown;
  headers: Headers;
}

/** The message a provider put in its error body, in the shapes their APIs document. */
export function providerMessage(text: string): string {
  let message = text;
  try {
    const body = JSON.parse(text) as unknown;
    const pick = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
    if (body && typeof body === "object") {
      const record = body as Record<string, unknown>;
      const error = record.error;
      message =
        (error && typeof error === "object"
          ? pick((error as Record<string, unknown>).message)
          : pick(error)) ??
        pick(record.message) ??
        pick(record.Message) ??
        pick(record.detail) ??
        text;
    }
  } catch {
    // Not JSON: keep the text.
  }
  message = message.replace(/\s+/g, " ").trim();
  return message.length > 500 ? `${message.slice(0, 500)}…` : message || "(no message)";
}

async function readBounded(response: Response): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
    if (size >= MAX_ERROR_BODY) {
      await reader.cancel();
      break;
    }
  }
  return Buffer.concat(chunks).toString("utf8");
}

export function errorForStatus(
  context: ProviderContext,
  model: string,
  status: number,
  text: string,
  header: (name: string) => string | null | undefined,
): ModelProviderError {
  const message = redactSecrets(providerMessage(text), context.secrets);
  return new ModelProviderError(
    context.provider,
    `${context.provider} answered ${status} for model '${model}': ${message}`,
    { status, retryAfterMs: retryAfterMs(header), retryable: isRetryableStatus(status) },
  );
}

/** A failure to reach the provider at all: worth a retry, and named by its system code only. */
export function unreachable(context: ProviderContext, model: string, error: unknown): ModelProviderError {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  const code =
    typeof cause?.code === "string" ? cause.code : error instanceof Error ? error.message : "error";
  return new ModelProviderError(
    context.provider,
    `could not reach ${context.provider} for model '${model}': ${redactSecrets(code, context.secrets)}`,
    { retryable: true },
  );
}

/** POSTs `body` as JSON; resolves with the parsed answer of a 2XX, throws ModelProviderError otherwise. */
export async function postJson(context: ProviderContext, request: JsonRequest): Promise<JsonAnswer> {
  let response: Response;
  try {
    response = await context.fetch(request.url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...request.headers },
      body: JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal.aborted) throw request.signal.reason;
    throw unreachable(context, request.model, error);
  }
  if (!response.ok) {
    const text = await readBounded(response);
    throw errorForStatus(context, request.model, response.status, text, (name) => response.headers.get(name));
  }
  try {
    return { body: await response.json(), headers: response.headers };
  } catch {
    if (request.signal.aborted) throw request.signal.reason;
    throw new ModelResponseError(context.provider, request.model, "not JSON");
  }
}
