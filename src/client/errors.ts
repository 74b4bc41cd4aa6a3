import { renderDetail } from "../contract/validation.js";

/** What went wrong: the server answered with an error status, or no usable answer came back. */
export type ApiErrorKind = "http" | "timeout" | "connection" | "aborted" | "invalid-response";

export interface ApiErrorInit {
  kind: ApiErrorKind;
  method: string;
  path: string;
  status?: number;
  detail?: unknown;
  attempts?: number;
  cause?: unknown;
  /** Values that must never appear in the message or detail (API keys). */
  secrets?: readonly string[];
}

const REDACTED = "***";

/**
 * A piece of a secret this long is redacted wherever it appears: a server that echoes the key split in
 * two (half in one field, half in another, or around an inserted character) shows two such pieces.
 * Secrets shorter than twice this are only redacted whole (their pieces would match ordinary words).
 */
const MIN_PIECE = 8;

/** Replaces every secret in `text`, and every piece of one at least MIN_PIECE long, with `***`. */
export function redact(text: string, secrets: readonly string[] = []): string {
  let out = text;
  for (const secret of secrets) {
    if (secret) out = out.split(secret).join(REDACTED);
  }
  const pieces = new Set<string>();
  for (const secret of secrets) {
    if (secret.length < 2 * MIN_PIECE) continue;
    for (let i = 0; i + MIN_PIECE <= secret.length; i++) pieces.add(secret.slice(i, i + MIN_PIECE));
  }
  if (pieces.size === 0 || out.length < MIN_PIECE) return out;
  // Every character covered by some piece of a secret is part of a run that is replaced.
  const covered = new Uint8Array(out.length);
  let any = false;
  for (let i = 0; i + MIN_PIECE <= out.length; i++) {
    if (pieces.has(out.slice(i, i + MIN_PIECE))) {
      covered.fill(1, i, i + MIN_PIECE);
      any = true;
    }
  }
  if (!any) return out;
  let result = "";
  for (let i = 0; i < out.length; i++) {
    if (!covered[i]) result += out[i];
    else if (i === 0 || !covered[i - 1]) result += REDACTED;
  }
  return result;
}

function redactDeep(value: unknown, secrets: readonly string[]): unknown {
  if (secrets.length === 0 || value === undefined) return value;
  return JSON.parse(redact(JSON.stringify(value), secrets));
}

/**
 * The one error the client throws for a failed call. It keeps the method, the path (never the base
 * address's credentials or the key), the status and the server's `detail`, and its message says what to
 * do about it. Some servers echo the key back in their error text, so both are redacted.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly method: string;
  readonly path: string;
  readonly status: number | undefined;
  readonly detail: unknown;
  readonly attempts: number;

  constructor(init: ApiErrorInit) {
    const secrets = init.secrets ?? [];
    const detail = redactDeep(init.detail, secrets);
    super(
      redact(ApiError.compose(init, detail), secrets),
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    this.name = "ApiError";
    this.kind = init.kind;
    this.method = init.method;
    this.path = init.path;
    this.status = init.status;
    this.detail = detail;
    this.attempts = init.attempts ?? 1;
  }

  private static compose(init: ApiErrorInit, detail: unknown): string {
    const call = `${init.method} ${init.path}`;
    const tries = init.attempts && init.attempts > 1 ? ` after ${init.attempts} attempts` : "";
    const said = renderDetail(detail);
    switch (init.kind) {
      case "http": {
        const hint = ApiError.hint(init.status);
        return `${call} failed with HTTP ${init.status}${tries}${said ? `: ${said}` : ""}${hint ? ` (${hint})` : ""}`;
      }
      case "timeout":
        return `${call} timed out${tries}${said ? `: ${said}` : ""}`;
      case "connection":
        return `${call} could not reach the server${tries}${said ? `: ${said}` : ""}`;
      case "aborted":
        return `${call} was cancelled`;
      case "invalid-response":
        return `${call} returned a response docflow does not understand${said ? `: ${said}` : ""}`;
    }
  }

  private static hint(status: number | undefined): string {
    switch (status) {
      case 401:
        return "check the API key";
      case 403:
        return "the API key may not be allowed to do this";
      case 404:
        return "check the id and the base address";
      case 413:
        return "the upload is larger than the server accepts";
      case 429:
        return "rate limited; try again later or lower the concurrency";
      default:
        return "";
    }
  }

  /** True when the server answered with this status. */
  is(status: number): boolean {
    return this.kind === "http" && this.status === status;
  }
}
