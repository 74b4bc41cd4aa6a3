// `docflow serve` and `docflow worker` (dist/cli.js, as built from the sources for this run) as processes
// of their own, for the tests that need real processes: a crash, several processes sharing one database.
// Each keeps its JSON log lines for assertions; stop() sends SIGTERM and waits, kill() is SIGKILL.
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { bundlePath } from "./dist.js";

export const CLI = bundlePath("dist/cli.js");

export interface LogLine {
  msg?: string;
  [fact: string]: unknown;
}

export interface DocflowProcess {
  child: ChildProcessWithoutNullStreams;
  /** The address `docflow serve` listens on; empty for a worker. */
  url: string;
  lines: string[];
  logs(): LogLine[];
  stop(): Promise<void>;
  kill(): Promise<void>;
}

const running = new Set<ChildProcessWithoutNullStreams>();

/** SIGKILLs every process a test left running (for afterEach). */
export function killDocflowProcesses(): void {
  for (const child of running) if (child.exitCode === null) child.kill("SIGKILL");
  running.clear();
}

/**
 * Starts `docflow <args>` with only PATH and `env` in its environment, and resolves once it logs that it
 * is ready ("docflow serve listening" or "docflow worker running").
 */
export async function startDocflow(args: string[], env: Record<string, string>): Promise<DocflowProcess> {
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  const lines: string[] = [];
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const url = await new Promise<string>((resolve, reject) => {
    let buffer = "";
    child.stdout.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      for (let newline = buffer.indexOf("\n"); newline >= 0; newline = buffer.indexOf("\n")) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        let entry: { msg?: string; url?: string };
        try {
          entry = JSON.parse(line) as { msg?: string; url?: string };
        } catch {
          continue; // not a log line
        }
        lines.push(line);
        if (entry.msg === "docflow serve listening" && entry.url) resolve(entry.url);
        if (entry.msg === "docflow worker running") resolve("");
      }
    });
    child.once("exit", (code) =>
      reject(new Error(`docflow ${args[0]} exited with ${code} before it was ready: ${stderr}`)),
    );
    setTimeout(() => reject(new Error(`docflow ${args[0]} was not ready within 20 s: ${stderr}`)), 20_000);
  });
  const exited = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once("exit", () => resolve());
    });
  return {
    child,
    url,
    lines,
    logs: () => lines.map((line) => JSON.parse(line) as LogLine),
    stop: async () => {
      child.kill("SIGTERM");
      await exited();
    },
    kill: async () => {
      child.kill("SIGKILL");
      await exited();
    },
  };
}
