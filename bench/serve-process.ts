// `node dist/cli.js serve` in a process of its own, as deployed, for the benchmarks that load a server.
// Run `npm run build` first if src/ changed (or use buildCli, which bundles the sources as they are).
// Its resident memory is read from /proc (Linux).
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { cpSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { buildDist } from "../scripts/bundling.mjs";

export interface BuiltCli {
  /** bin/docflow.cjs of the build: the command users run. */
  bin: string;
  remove(): void;
}

/**
 * dist/ built from the sources into node_modules/.cache/ (where the packages left outside the bundles
 * resolve) with bin/ beside it, as the package lays them out; the committed dist/ is left alone.
 */
export async function buildCli(root = process.cwd()): Promise<BuiltCli> {
  const dir = join(root, "node_modules", ".cache", `docflow-bench-cli-${randomUUID()}`);
  mkdirSync(dir, { recursive: true });
  await buildDist(root, join(dir, "dist"));
  cpSync(join(root, "bin"), join(dir, "bin"), { recursive: true });
  return {
    bin: join(dir, "bin", "docflow.cjs"),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface ServeProcess {
  base: string;
  pid: number;
  /** CPU time the process has used, in ms, of all its threads and of its main thread (0 when unknown). */
  cpuMs(): { all: number; main: number };
  /** Peak resident memory of the server process seen so far, in MB. */
  peakRssMb(): number;
  /** Its resident memory now, in MB (0 when unknown). */
  rssMb(): number;
  close(): Promise<void>;
}

function readRssMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    // Gone, or not Linux.
    return 0;
  }
}

/** utime + stime of a /proc stat file, in ms (clock ticks of 10 ms); 0 when unreadable. */
function readCpuMs(statFile: string): number {
  try {
    // The fields after the command name, which may hold spaces, start after its closing parenthesis.
    const fields = readFileSync(statFile, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * The serve process on a free port, with its state in `dir`; resolves once it listens. `cli` is the
 * script run (dist/cli.js, or a build's bin/docflow.cjs).
 */
export async function startServe(
  dir: string,
  env: Record<string, string> = {},
  cli = "dist/cli.js",
): Promise<ServeProcess> {
  const child = spawn(process.execPath, [cli, "serve", "--port", "0", "--data", dir], {
    // The default log level (info, a JSON line per request), as deployed; the lines are drained and dropped.
    env: { PATH: process.env.PATH ?? "", DOCFLOW_QUEUE_SIZE: "256", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let peak = 0;
  const sample = setInterval(() => {
    peak = Math.max(peak, readRssMb(child.pid));
  }, 50);
  const base = await new Promise<string>((resolve, reject) => {
    let buffer: string | undefined = "";
    child.stdout.on("data", (chunk: Buffer) => {
      if (buffer === undefined) return;
      buffer += chunk.toString("utf8");
      const url = /"url":"(http:[^"]+)"/.exec(buffer)?.[1];
      if (url) {
        buffer = undefined;
        resolve(url);
      }
    });
    child.once("exit", (code) => reject(new Error(`docflow serve exited with ${code} before listening`)));
  });
  return {
    base,
    pid: child.pid as number,
    peakRssMb: () => peak,
    rssMb: () => readRssMb(child.pid),
    cpuMs: () => ({
      all: readCpuMs(`/proc/${child.pid}/stat`),
      main: readCpuMs(`/proc/${child.pid}/task/${child.pid}/stat`),
    }),
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(sample);
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** The machine's load averages, for the report: the benchmarks share their cores with other work. */
export function loadLine(): string {
  return `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(", ")}`;
}

/** Runs `node dist/cli.js ...args`; resolves with its wall time in ms, rejects when it exits non-zero. */
export function timedCli(args: string[], env: Record<string, string> = {}): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ["dist/cli.js", ...args], {
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString("utf8")).slice(-4000);
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => {
      if (code === 0) resolve(performance.now() - started);
      else reject(new Error(`docflow ${args[0]} exited with ${code}: ${stderr}`));
    });
  });
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** `median (min–max)` of some ratios, two decimals. */
export function spread(values: readonly number[]): string {
  return `${median(values).toFixed(2)} (${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)})`;
}
