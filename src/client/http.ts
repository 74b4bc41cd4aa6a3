// The transport both clients share: one place for base addresses, headers, timeouts, retries and errors.
import { Agent, type Dispatcher, type FormData, request } from "undici";
import type { z } from "zod";
import { errorMessage } from "../shared/errors.js";
import {
  isConnectionError,
  isRetryableConnectionError,
  parseRetryAfter,
  type RetryPolicy,
  retry,
} from "../shared/retry.js";
import { DOCFLOW_VERSION } from "../shared/version.js";
import { ApiError, type ApiErrorKind } from "./errors.js";
import { DEFAULT_RETRY, isRetryableStatus, type RetryOptions, retryPolicy } from "./retry.js";

export interface ClientOptions {
  /** Base address of the endpoint (see each client for the forms it accepts). */
  baseUrl: string;
  /** Sent as the `service-api-key` header; never logged, never part of an error. */
  apiKey?: string | undefined;
  /** Limit of one attempt, from sending the request to reading the whole answer. */
  timeoutMs?: number | undefined;
  retry?: Partial<RetryOptions> | undefined;
  /** An undici dispatcher (Agent, ProxyAgent, ...) for connection pooling or proxies. */
  dispatcher?: Dispatcher | undefined;
  /** Extra headers sent with every request. */
  headers?: Record<string, string> | undefined;
  /** Called before each retry, for logging. */
  onRetry?: ((event: RetryEvent) => void) | undefined;
}

export interface RetryEvent {
  method: string;
  path: string;
  attempt: number;
  delayMs: number;
  reason: string;
}

export interface CallOptions {
  signal?: AbortSignal | undefined;
  timeoutMs?: number | undefined;
}

export type Query = Record<string, string | undefined>;

export interface RequestSpec extends CallOptions {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Path below the base address, starting with `/`. */
  path: string;
  query?: Query | undefined;
  json?: unknown;
  form?: FormData | undefined;
  /** Whether repeating the request is harmless; decides which failures are retried. */
  idempotent: boolean;
  accept?: string | undefined;
}

export interface RawResponse {
  status: number;
  contentType: string;
  body: Buffer;
  /** The answer's Retry-After, in ms, when it sent one (a job still running may say when to ask again). */
  retryAfterMs?: number | undefined;
}

export const API_KEY_HEADER = "service-api-key";

let defaultDispatcher: Dispatcher | undefined;

/**
 * The clients' own connection pool rather than undici's global dispatcher: where something touched
 * Node's global fetch or FormData before this undici loaded (the Actions toolkit does), the global
 * dispatcher is Node's built-in undici Agent, and multipart uploads sent through it never leave.
 */
function sharedDispatcher(): Dispatcher {
  defaultDispatcher ??= new Agent();
  return defaultDispatcher;
}

/** Joins a base address and a path; the base keeps its own path prefix, minus trailing slashes. */
export function joinUrl(baseUrl: string, path: string, query?: Query): URL {
  const base = new URL(baseUrl);
  base.pathname = `${base.pathname.replace(/\/+$/, "")}${path}`;
  base.search = "";
  base.hash = "";
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) base.searchParams.append(key, value);
  }
  return base;
}

function parseErrorDetail(response: RawResponse): unknown {
  const text = response.body.toString("utf8");
  if (/json/i.test(response.contentType)) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === "object" && "detail" in parsed)
        return (parsed as { detail: unknown }).detail;
      return parsed;
    } catch {
      // Not JSON after all: fall through to the text.
    }
  }
  const trimmed = text.trim();
  return trimmed.length > 2000 ? `${trimmed.slice(0, 2000)}…` : trimmed || undefined;
}

export class HttpTransport {
  readonly baseUrl: string;
  readonly #apiKey: string | undefined;
  readonly #timeoutMs: number;
  readonly #retry: RetryPolicy;
  readonly #dispatcher: Dispatcher;
  readonly #headers: Record<string, string>;
  readonly #onRetry: ((event: RetryEvent) => void) | undefined;

  constructor(options: ClientOptions, defaultTimeoutMs: number) {
    try {
      const url = new URL(options.baseUrl);
      if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("not http");
    } catch {
      throw new TypeError(`Base address must be an http:// or https:// URL; got '${options.baseUrl}'.`);
    }
    this.baseUrl = options.baseUrl;
    this.#apiKey = options.apiKey || undefined;
    this.#timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
    this.#retry = retryPolicy({ ...DEFAULT_RETRY, ...options.retry });
    this.#dispatcher = options.dispatcher ?? sharedDispatcher();
    this.#headers = { ...options.headers };
    this.#onRetry = options.onRetry;
  }

  get #secrets(): string[] {
    return this.#apiKey ? [this.#apiKey] : [];
  }

  /** Sends the request, retrying as the policy allows; resolves with a 2XX/3XX answer or throws ApiError. */
  async send(spec: RequestSpec): Promise<RawResponse> {
    const url = joinUrl(this.baseUrl, spec.path, spec.query);
    const path = `${url.pathname}${url.search}`;
    const headers: Record<string, string> = {
      "user-agent": `docflow/${DOCFLOW_VERSION}`,
      accept: spec.accept ?? "application/json",
      ...this.#headers,
    };
    if (this.#apiKey) headers[API_KEY_HEADER] = this.#apiKey;
    let body: string | FormData | undefined;
    if (spec.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(spec.json);
    } else if (spec.form) {
      body = spec.form;
    }

    const fail = (
      kind: ApiErrorKind,
      attempts: number,
      extra: Partial<ConstructorParameters<typeof ApiError>[0]>,
    ) => new ApiError({ kind, method: spec.method, path, attempts, secrets: this.#secrets, ...extra });

    // The failures worth another try, with the wait the server asked for (see retryable below).
    const retryAfter = new WeakMap<ApiError, number | undefined>();
    const attemptOnce = async (attempt: number): Promise<RawResponse> => {
      if (spec.signal?.aborted) throw fail("aborted", attempt, { cause: spec.signal.reason });
      const timeout = AbortSignal.timeout(spec.timeoutMs ?? this.#timeoutMs);
      const signal = spec.signal ? AbortSignal.any([spec.signal, timeout]) : timeout;
      try {
        const response = await request(url, {
          method: spec.method,
          headers,
          body,
          signal,
          dispatcher: this.#dispatcher,
        });
        const header = response.headers["retry-after"];
        const raw: RawResponse = {
          status: response.statusCode,
          contentType: String(response.headers["content-type"] ?? ""),
          body: Buffer.from(await response.body.arrayBuffer()),
          retryAfterMs: parseRetryAfter(Array.isArray(header) ? header[0] : header),
        };
        if (raw.status < 400) return raw;
        const error = fail("http", attempt, { status: raw.status, detail: parseErrorDetail(raw) });
        if (isRetryableStatus(raw.status, spec.idempotent)) retryAfter.set(error, raw.retryAfterMs);
        throw error;
      } catch (error) {
        if (error instanceof ApiError) throw error;
        if (spec.signal?.aborted) throw fail("aborted", attempt, { cause: error });
        if (timeout.aborted) {
          throw fail("timeout", attempt, {
            detail: `no complete answer within ${Math.round((spec.timeoutMs ?? this.#timeoutMs) / 1000)} s`,
            cause: error,
          });
        }
        const failure = fail(isConnectionError(error) ? "connection" : "invalid-response", attempt, {
          detail: errorMessage(error),
          cause: error,
        });
        if (isRetryableConnectionError(error, spec.idempotent)) retryAfter.set(failure, undefined);
        throw failure;
      }
    };

    let attempts = 1;
    try {
      return await retry(
        (attempt) => {
          attempts = attempt;
          return attemptOnce(attempt);
        },
        {
          policy: this.#retry,
          signal: spec.signal,
          retryable: (error) =>
            error instanceof ApiError && retryAfter.has(error)
              ? { retryAfterMs: retryAfter.get(error) }
              : undefined,
          onRetry: ({ attempt, delayMs, error }) => {
            const last = error as ApiError;
            this.#onRetry?.({
              method: spec.method,
              path,
              attempt,
              delayMs,
              reason: last.status ? `HTTP ${last.status}` : String(last.detail ?? last.kind),
            });
          },
        },
      );
    } catch (error) {
      // What is not an ApiError is the signal's reason: the call was cancelled between attempts.
      if (error instanceof ApiError) throw error;
      throw fail("aborted", attempts, { cause: error });
    }
  }

  /** Sends the request and returns its JSON answer, checked against a schema of the contract. */
  async call<S extends z.ZodType>(schema: S, spec: RequestSpec): Promise<z.output<S>> {
    return this.decode(schema, spec, await this.send(spec));
  }

  /**
   * Parses a JSON answer and checks it against the contract's schema (which tolerates unknown fields);
   * an answer that is not JSON, or not the expected shape, is an `invalid-response` ApiError.
   */
  decode<S extends z.ZodType>(schema: S, spec: RequestSpec, response: RawResponse): z.output<S> {
    const invalid = (problem: string) =>
      new ApiError({
        kind: "invalid-response",
        method: spec.method,
        path: joinUrl(this.baseUrl, spec.path, spec.query).pathname,
        status: response.status,
        detail: problem,
        secrets: this.#secrets,
      });
    const text = response.body.toString("utf8");
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw invalid(`expected JSON, got ${response.contentType || "no content type"}: ${text.slice(0, 200)}`);
    }
    const result = schema.safeParse(json);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw invalid(`${issue?.path.join(".") || "body"}: ${issue?.message ?? "unexpected shape"}`);
    }
    return result.data;
  }
}
