// Log lines for people on a terminal, JSON lines (pino's shape) for everything else: a log collector reads
// JSON, a person reads `12:00:01 INFO  docflow serve listening url=http://127.0.0.1:8000`.
// DOCFLOW_LOG_FORMAT=json or =pretty overrides the guess.

const LEVEL_NAMES: Record<number, string> = {
  10: "TRACE",
  20: "DEBUG",
  30: "INFO",
  40: "WARN",
  50: "ERROR",
  60: "FATAL",
};
/** pino's own fields, shown in the line's head rather than as key=value. */
const HEAD_FIELDS = new Set(["level", "time", "pid", "hostname", "msg"]);

function showValue(value: unknown): string {
  if (typeof value === "string") return /[\s"=]/.test(value) || value === "" ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

/** One JSON log line as a human-readable line; a line that is not JSON is returned as it is. */
export function prettyLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  if (entry === null || typeof entry !== "object") return line;
  const time = typeof entry.time === "number" ? new Date(entry.time).toISOString().slice(11, 19) : "";
  const level = (LEVEL_NAMES[Number(entry.level)] ?? String(entry.level ?? "")).padEnd(5);
  const facts = Object.entries(entry)
    .filter(([key, value]) => !HEAD_FIELDS.has(key) && value !== undefined)
    .map(([key, value]) => {
      if (key === "err" && value && typeof value === "object") {
        const err = value as { message?: string; stack?: string };
        return `error=${showValue(err.message ?? "")}`;
      }
      return `${key}=${showValue(value)}`;
    });
  return `${[time, level, String(entry.msg ?? ""), ...facts].filter(Boolean).join(" ")}\n`;
}

export type LogFormat = "json" | "pretty";

/** The format for a stream: DOCFLOW_LOG_FORMAT when set, else pretty on a terminal and JSON elsewhere. */
export function logFormat(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): LogFormat {
  const chosen = env.DOCFLOW_LOG_FORMAT?.trim().toLowerCase();
  if (chosen === "json" || chosen === "pretty") return chosen;
  return stream.isTTY === true ? "pretty" : "json";
}

/** A destination for JSON log lines that writes them to `stream` in the chosen format. */
export function logDestination(
  stream: NodeJS.WritableStream & { isTTY?: boolean },
  env: NodeJS.ProcessEnv = process.env,
): { write(line: string): void } {
  if (logFormat(stream, env) === "json") return { write: (line) => stream.write(line) };
  return {
    write: (text) => {
      // pino writes one line per call; split anyway so a batched write stays readable.
      for (const line of text.split("\n")) if (line) stream.write(prettyLine(line));
    },
  };
}
