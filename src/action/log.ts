// Printing untrusted text (file names, error messages) to the log without letting it act as a workflow
// command: each line is made one line (a name with a newline could otherwise start a `::add-mask::` or
// `::error::` line of its own), and blocks of such lines are wrapped in `::stop-commands::`.
import { randomUUID } from "node:crypto";
import * as core from "@actions/core";

/** Control characters shown as escapes, so the text stays on the line it was printed on. */
export function logSafe(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is escaped here.
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, (c) => {
    if (c === "\n") return "\\n";
    if (c === "\r") return "\\r";
    if (c === "\t") return "\\t";
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
}

/**
 * Runs `fn` with workflow commands switched off: lines it logs are never read as commands. Nothing
 * that must act as a command (annotations, outputs, masks) may be issued inside.
 */
export async function withCommandsStopped<T>(fn: () => Promise<T>): Promise<T> {
  const token = randomUUID().replaceAll("-", "");
  core.info(`::stop-commands::${token}`);
  try {
    return await fn();
  } finally {
    core.info(`::${token}::`);
  }
}
