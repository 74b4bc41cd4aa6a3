// What every connector module shares: the two error types and the helpers that build config schemas.
// It imports no connector, so the connector modules and the registry (registry.ts) can both depend on it.
import type { z } from "zod";
import type { Element } from "../../contract/element.js";
import {
  ContractValidationError,
  fromZodIssues,
  type Loc,
  type ValidationErrorItem,
  valueError,
} from "../../contract/validation.js";
import { abortableSleep, MAYBE_SENT_CODES, NOT_SENT_CODES, retry } from "../../shared/retry.js";
import { isSensitiveField, REDACTED, redactDeep } from "./secrets.js";

export const DEFAULT_MAX_FILE_BYTES = 100 * 1024 * 1024;

// ---------------------------------------------------------------------------------------------------------
// Errors

export const CONFIG_LOC: Loc = ["body", "config"];

/**
 * A connector config that cannot work: a wrong field, an unsupported type, a path outside the allowed
 * directories. The API answers 422 with `detail` (it is a ContractValidationError); the runner fails the job
 * with the message. Inputs of secret fields are shown as "**********".
 */
export class ConnectorConfigError extends ContractValidationError {
  readonly connectorType: string;

  constructor(connectorType: string, detail: ValidationErrorItem[]) {
    super(detail.map((item) => redactItem(connectorType, item)));
    this.name = "ConnectorConfigError";
    this.connectorType = connectorType;
    this.message = `${connectorType} connector: ${this.message}`;
  }

  /** One problem with one config field (`field` is the path inside config). */
  static field(connectorType: string, field: Loc, message: string, input: unknown): ConnectorConfigError {
    return new ConnectorConfigError(connectorType, [valueError([...CONFIG_LOC, ...field], message, input)]);
  }
}

function redactItem(type: string, item: ValidationErrorItem): ValidationErrorItem {
  if (!("input" in item) || item.input === undefined) return item;
  const last = item.loc.at(-1);
  // loc is ["body", "config", field, ...]: the config itself, a field of it, or something deeper.
  const depth = item.loc.length - 2;
  const secret = typeof last === "string" && depth > 0 && isSensitiveField(type, last, depth > 1);
  return { ...item, input: secret ? REDACTED : redactDeep(type, item.input, depth > 0) };
}

export type ConnectorErrorCode =
  | "access_denied"
  | "not_found"
  | "unreachable"
  | "file_too_large"
  | "invalid_data"
  | "failed";

/**
 * A connector that was configured well but failed at work: credentials refused, bucket missing, server
 * unreachable. `retryable` says whether the same call could succeed later. Messages name the bucket, key,
 * host or table, never a secret.
 */
export class ConnectorError extends Error {
  readonly connectorType: string;
  readonly code: ConnectorErrorCode;
  readonly retryable: boolean;

  constructor(
    connectorType: string,
    code: ConnectorErrorCode,
    message: string,
    options: { retryable?: boolean; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "ConnectorError";
    this.connectorType = connectorType;
    this.code = code;
    this.retryable = options.retryable ?? false;
  }
}

/** The error an aborted operation rejects with (what `signal.throwIfAborted()` throws). */
export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException("This operation was aborted", "AbortError");
}

// ---------------------------------------------------------------------------------------------------------
// Config validation helpers shared by the connector modules

/**
 * Parses a config with its zod schema; every bad field becomes one item of a ConnectorConfigError, with
 * `loc` like `["body","config","remote_url"]`.
 */
export function parseConnectorConfig<S extends z.ZodType>(
  type: string,
  schema: S,
  config: unknown,
): z.output<S> {
  const result = schema.safeParse(config, { reportInput: true });
  if (!result.success) throw new ConnectorConfigError(type, fromZodIssues(result.error.issues, CONFIG_LOC));
  return result.data;
}

/**
 * A secret field's value once the server has put referenced secrets in place (secret-references.ts): a
 * reference still there means the config was not resolved, which is a bug, said so without the value.
 */
export function resolvedSecret(connectorType: string, field: string, value: unknown): string {
  if (typeof value === "string") return value;
  throw new ConnectorConfigError(connectorType, [
    valueError(
      [...CONFIG_LOC, field],
      `${field} is a secret reference that was not resolved; connectors are built from configs whose references the server resolved`,
      REDACTED,
    ),
  ]);
}

/**
 * A Google service account's JSON key from a config field (resolved), with the values error messages are
 * scrubbed of: the whole key and its private key, which a message may quote alone.
 */
export function googleServiceAccountKey<K extends { private_key?: string }>(
  connectorType: string,
  value: unknown,
): { json: string; key: K; secrets: string[] } {
  const json = resolvedSecret(connectorType, "service_account_key", value);
  const key = JSON.parse(json) as K;
  const secrets = [json, key.private_key].filter((text): text is string => (text?.length ?? 0) >= 4);
  return { json, key, secrets };
}

// Field helpers live with the config schemas in the contract; connector modules import them from here.
export {
  boolField,
  intField,
  intWithDefault,
  optionalString,
} from "../../contract/connector-configs.js";

/**
 * A source path as segments that cannot climb out of a destination's root: empty, "." and ".." segments are
 * dropped; `fallback` (the filename or id) is used when nothing is left.
 */
export function safeRelativePath(path: string | undefined, fallback: string): string {
  const segments = (path ?? "").split("/").filter((part) => part !== "" && part !== "." && part !== "..");
  if (segments.length > 0) return segments.join("/");
  const name = fallback.split("/").filter((part) => part !== "" && part !== "." && part !== "..");
  return name.length > 0 ? name.join("/") : "unnamed";
}

/**
 * Where a destination that writes one file per document puts a document's elements, relative to its
 * prefix or root: the source path with `.json` appended (s3, azure, gcs, filesystem).
 */
export function documentOutputPath(file: {
  id: string;
  filename: string;
  path?: string | undefined;
}): string {
  return `${safeRelativePath(file.path, file.filename || file.id)}.json`;
}

/**
 * documentOutputPath of a document to delete: a change feed may report a deletion without the path the
 * document had, and guessing one could delete another document's output, so that is refused.
 */
export function removedOutputPath<F extends { id: string; filename: string; path?: string | undefined }>(
  connectorType: string,
  file: F,
  outputPath: (file: F) => string = documentOutputPath,
): string {
  if (file.path === undefined || file.path === "") {
    throw new ConnectorError(
      connectorType,
      "invalid_data",
      `the source did not say where '${file.id}' was, so its output file cannot be found to delete it`,
    );
  }
  return outputPath(file);
}

/**
 * The dimension all of a file's embeddings share (undefined when none has one); mixed dimensions are an
 * error, since no index can hold them together. Destinations compare it with their index before writing.
 */
export function embeddingDimension(
  connectorType: string,
  elements: readonly Element[],
  what: string,
): number | undefined {
  let dimension: number | undefined;
  for (const element of elements) {
    const length = element.embeddings?.length ?? 0;
    if (length === 0) continue;
    if (dimension === undefined) dimension = length;
    else if (length !== dimension) {
      throw new ConnectorError(
        connectorType,
        "invalid_data",
        `the embeddings of ${what} mix ${dimension} and ${length} dimensions; every element must be embedded by the same model`,
      );
    }
  }
  return dimension;
}

/**
 * embeddingDimension for a vector destination, which needs every element embedded: refuses a file with
 * elements that have none, naming the embed node the workflow lacks.
 */
export function requireEmbeddings(
  connectorType: string,
  label: string,
  elements: readonly Element[],
  fileId: string,
): number | undefined {
  const dimension = embeddingDimension(connectorType, elements, `'${fileId}'`);
  const missing = elements.filter((element) => !element.embeddings?.length).length;
  if (missing > 0) {
    throw new ConnectorError(
      connectorType,
      "invalid_data",
      `${missing} of the ${elements.length} elements of '${fileId}' have no embeddings; a ${label} destination needs an embed node in the workflow`,
    );
  }
  return dimension;
}

export interface RetryOptions {
  /** Attempts in all, the first included (default 4). */
  attempts?: number;
  /** Wait before the second attempt; doubled each time, with jitter (default 500 ms). */
  baseDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * Runs `call` again after a growing pause when it fails with a retryable ConnectorError (throttling, a
 * dropped connection, a busy server), up to `attempts` times; other errors and aborts end it at once. The
 * waits are the shared policy's (src/shared/retry.ts), as the clients' and the model providers' are.
 */
export function withRetries<T>(
  call: () => Promise<T>,
  signal: AbortSignal,
  options: RetryOptions = {},
): Promise<T> {
  return retry(() => call(), {
    policy: {
      maxAttempts: options.attempts ?? 4,
      baseDelayMs: options.baseDelayMs ?? 500,
      maxDelayMs: options.maxDelayMs ?? 10_000,
    },
    signal,
    retryable: (error) => (error instanceof ConnectorError && error.retryable ? {} : undefined),
  });
}

/** Waits `ms`, or until `signal` aborts: then it throws the abort's reason, as every connector call does. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return abortableSleep(ms, signal);
}

/**
 * Runs one call to a service: not at all once `signal` is aborted; a failure after an abort is the abort, a
 * ConnectorError passes as it is, and anything else becomes `failure(error)` (the connector's own message,
 * naming what it was doing and where, never a secret).
 */
export async function guardedCall<T>(
  run: () => Promise<T>,
  signal: AbortSignal,
  failure: (error: unknown) => ConnectorError,
): Promise<T> {
  signal.throwIfAborted();
  try {
    return await run();
  } catch (error) {
    if (signal.aborted) throw abortReason(signal);
    if (error instanceof ConnectorError) throw error;
    throw failure(error);
  }
}

/** guardedCall, tried again after a growing pause while it fails retryably (withRetries). */
export function retriedCall<T>(
  run: () => Promise<T>,
  signal: AbortSignal,
  failure: (error: unknown) => ConnectorError,
): Promise<T> {
  return withRetries(() => guardedCall(run, signal, failure), signal);
}

/** Error codes of a connection that could not be made or was dropped: worth another try (the shared list). */
export const NETWORK_ERROR_CODES: readonly string[] = [...NOT_SENT_CODES, ...MAYBE_SENT_CODES];

/** Closes what a onceUntilFailure made, when it was made, and forgets it; failures are ignored. */
export async function closeMade<T extends { close(): Promise<unknown> }>(made: {
  take(): Promise<T> | undefined;
}): Promise<void> {
  const value = await made.take()?.catch(() => undefined);
  await value?.close().catch(() => undefined);
}

/** Something made once and shared (see onceUntilFailure). */
export interface Once<Args extends unknown[], T> {
  (...args: Args): Promise<T>;
  /** What was made or is being made, forgotten so that the next call makes it anew (to close it). */
  take(): Promise<T> | undefined;
}

/**
 * Makes something once (a client, a described index) and shares it between calls; a failure is not kept,
 * so the next call makes it again. The arguments of the first call are the ones used.
 */
export function onceUntilFailure<Args extends unknown[], T>(
  make: (...args: Args) => Promise<T>,
): Once<Args, T> {
  let made: Promise<T> | undefined;
  const get = (...args: Args): Promise<T> => {
    made ??= make(...args).catch((error: unknown) => {
      made = undefined;
      throw error;
    });
    return made;
  };
  const take = () => {
    const current = made;
    made = undefined;
    return current;
  };
  return Object.assign(get, { take });
}

/**
 * Reads an object store's download whole: refused at once when its announced size is over `maxBytes`,
 * stopped at `maxBytes` (a size announced wrongly, or none) and when `signal` aborts. `tooLarge` names the
 * object and the limit; any other failure goes through `failure`, which names the object too.
 */
export async function readWithin(
  body: NodeJS.ReadableStream & { destroy(error?: Error): void } & AsyncIterable<Uint8Array>,
  announced: number | undefined,
  maxBytes: number,
  signal: AbortSignal,
  tooLarge: (what: string) => ConnectorError,
  failure: (error: unknown) => unknown,
): Promise<Buffer> {
  if (announced !== undefined && announced > maxBytes) {
    body.destroy();
    throw tooLarge(`${announced} bytes`);
  }
  const onAbort = () => body.destroy(abortReason(signal) as Error);
  signal.addEventListener("abort", onAbort, { once: true });
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for await (const chunk of body) {
      total += chunk.byteLength;
      if (total > maxBytes) {
        body.destroy();
        throw tooLarge("larger than announced");
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (signal.aborted) throw abortReason(signal);
    if (error instanceof ConnectorError) throw error;
    throw failure(error);
  } finally {
    signal.removeEventListener("abort", onAbort);
  }
  return Buffer.concat(chunks, total);
}
