// What the connectors that talk to a service through its SDK share: the client, made once and made
// again after a failure; every call through one wrapper that stops on abort, turns what the SDK threw into
// a ConnectorError with one classification (status → error code, below) and tries retryable failures
// again with the one backoff (common.ts withRetries); messages that say what was being done where, never
// a secret. A connector says how to connect, where it is, which values to scrub, and what its vendor's
// errors mean beyond HTTP statuses.
import {
  ConnectorError,
  type ConnectorErrorCode,
  NETWORK_ERROR_CODES,
  onceUntilFailure,
  retriedCall,
} from "./common.js";
import { redirectFailure } from "./endpoint.js";
import { messageSecrets, scrubSecrets } from "./secrets.js";
import type { ConnectorContext } from "./types.js";

/** What a failure means: the error code, and whether the same call could succeed later. */
export interface FailureKind {
  code: ConnectorErrorCode;
  retryable?: boolean;
}

/**
 * The one reading of an HTTP status and a network error: refused credentials, a missing thing, throttling
 * or a server's trouble (worth another try), a connection that could not be made or was dropped (worth
 * another try too); undefined when neither says anything.
 */
export function classifyFailure(
  status: number | undefined,
  networkCode = "",
  message = "",
): FailureKind | undefined {
  if (status === 401 || status === 403) return { code: "access_denied" };
  if (status === 404) return { code: "not_found" };
  if (status === 429 || (status !== undefined && status >= 500))
    return { code: "unreachable", retryable: true };
  if (NETWORK_ERROR_CODES.includes(networkCode) || /fetch failed/i.test(message)) {
    return { code: "unreachable", retryable: true };
  }
  return undefined;
}

/** The HTTP status an SDK error carries, where the common SDKs put it. */
export function httpStatusOf(error: unknown): number | undefined {
  const err = error as {
    status?: unknown;
    statusCode?: unknown;
    meta?: { statusCode?: unknown };
    response?: { status?: unknown };
    raw?: { status?: unknown };
  };
  for (const value of [
    err.response?.status,
    err.meta?.statusCode,
    err.statusCode,
    err.status,
    err.raw?.status,
  ]) {
    if (typeof value === "number") return value;
  }
  return undefined;
}

/** The network error code (ECONNREFUSED, ...) of an error or of its cause. */
export function networkCodeOf(error: unknown): string {
  const err = error as { code?: unknown; cause?: { code?: unknown } };
  if (typeof err.code === "string") return err.code;
  return typeof err.cause?.code === "string" ? err.cause.code : "";
}

export abstract class SdkConnector<Client, Config extends object = object> {
  /** The values every message is scrubbed of: the config's declared secrets and what is derived from them. */
  protected readonly secrets: readonly string[];

  /**
   * `where` is where the connector works, for messages: the service, its host, the collection or index;
   * `derivedSecrets`, values the connector takes out of a secret (a password inside a URI).
   */
  constructor(
    readonly type: string,
    protected readonly config: Config,
    protected readonly context: ConnectorContext,
    protected readonly where: string,
    derivedSecrets: readonly (string | null | undefined)[] = [],
  ) {
    this.secrets = messageSecrets(type, config, ...derivedSecrets);
  }

  /** Makes the client; called once, and again after a failure (loading the SDK on first use). */
  protected abstract connect(signal: AbortSignal): Promise<Client>;

  /** The client, made once and shared by every call. */
  protected readonly client = onceUntilFailure((signal: AbortSignal) => this.connect(signal));

  /** The HTTP status of an SDK error (httpStatusOf, unless the SDK puts it elsewhere). */
  protected statusOf(error: unknown): number | undefined {
    return httpStatusOf(error);
  }

  /** What a message says of an SDK error, before it is scrubbed. */
  protected detailOf(error: unknown): string {
    return (error as { message?: string }).message ?? String(error);
  }

  /** What the vendor's errors mean beyond the shared reading (its error names, codes, messages). */
  protected classify(_error: unknown, _detail: string, _status: number | undefined): FailureKind | undefined {
    return undefined;
  }

  /** An SDK error as a ConnectorError that names what was being done where, never a secret. */
  protected failure(error: unknown, doing: string): ConnectorError {
    if (error instanceof ConnectorError) return error;
    const redirect = redirectFailure(this.type, `${doing} in ${this.where}`, error);
    if (redirect) return redirect;
    const status = this.statusOf(error);
    const detail = scrubSecrets(this.detailOf(error), this.secrets);
    const kind = this.classify(error, detail, status) ??
      classifyFailure(status, networkCodeOf(error), (error as { message?: string }).message) ?? {
        code: "failed",
      };
    return new ConnectorError(
      this.type,
      kind.code,
      `${doing} in ${this.where} failed${status ? ` (${status})` : ""}: ${detail}`,
      { retryable: kind.retryable ?? false },
    );
  }

  /** One call to the service: stopped by an abort, failures classified, retryable ones tried again. */
  protected retried<T>(call: () => Promise<T>, signal: AbortSignal, doing: string): Promise<T> {
    return retriedCall(call, signal, (error) => this.failure(error, doing));
  }

  /** `retried` with the client. */
  protected run<T>(call: (client: Client) => Promise<T>, signal: AbortSignal, doing: string): Promise<T> {
    return this.retried(async () => call(await this.client(signal)), signal, doing);
  }

  /** Closes the client when one was made (one without `close` needs nothing); failures are ignored. */
  async close(): Promise<void> {
    const made = (await this.client.take()?.catch(() => undefined)) as { close?: unknown } | undefined;
    if (typeof made?.close === "function") await Promise.resolve(made.close()).catch(() => undefined);
  }
}
