// A server or worker that cannot start because of its surroundings (the database is unreachable, the
// port is taken): one line naming what and why, exit code 1, no stack trace.

/** Failed to start; printed as `docflow: <message>`, exit code 1. */
export class StartupError extends Error {}

/** The URL with its password (and any query, which may hold one) replaced, for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    if (parsed.search) parsed.search = "?***";
    return parsed.toString();
  } catch {
    return "(a database URL that is not a valid URL)";
  }
}

/** Why a connection failed, in a few words: the error's code and message, or those of its first cause. */
export function connectionCause(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 3; depth++) {
    const { code } = current as NodeJS.ErrnoException;
    const message = current.message.split("\n")[0]?.trim() ?? "";
    const part = [code, message].filter((piece) => piece && !message.includes(String(code))).join(" ");
    if (part && !parts.includes(part)) parts.push(part);
    if (message) break;
    // Node's connect() answers an AggregateError with an empty message (one error per address tried).
    current = (current as AggregateError).errors?.[0] ?? current.cause;
  }
  return parts.join(": ") || String(error);
}

/** Errors that say the database could not be reached or refused the login, not a docflow fault. */
export function isConnectionFailure(error: unknown): boolean {
  const code = String((error as NodeJS.ErrnoException)?.code ?? "");
  // Network errors, and PostgreSQL's SQLSTATE classes 08 (connection), 28 (authorization) and 3D (no database).
  return (
    /^(E[A-Z]+)$/.test(code) ||
    /^(08|28|3D)[0-9A-Z]{3}$/.test(code) ||
    (error instanceof Error && /connect|timeout|terminated/i.test(error.message))
  );
}

/** The one-line error for a database that cannot be used. */
export function databaseError(url: string, error: unknown): StartupError {
  return new StartupError(`cannot use the database at ${redactUrl(url)}: ${connectionCause(error)}`);
}
