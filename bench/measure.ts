import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";

// Timing helpers shared by the benchmarks: a warm-up run, then the median of several, and the peak RSS
// seen while they ran. Ratios, not absolute times, are what the benchmarks report: this machine's
// run-to-run noise is about ±20 %, and both sides of a ratio are measured in the same run.

export interface Measurement {
  medianMs: number;
  peakRssMb: number;
}

/** One result line: `case  docflow_ms  anchor_ms  ratio  peak_rss_mb` (ratio = anchor / docflow: >1 is faster). */
export function resultLine(name: string, docflow: Measurement, anchor: Measurement): string {
  const ratio = anchor.medianMs / docflow.medianMs;
  return [
    name.padEnd(40),
    docflow.medianMs.toFixed(1).padStart(10),
    anchor.medianMs.toFixed(1).padStart(10),
    `${ratio.toFixed(2)}x`.padStart(8),
    Math.max(docflow.peakRssMb, anchor.peakRssMb).toFixed(0).padStart(8),
  ].join("  ");
}

export const HEADER = [
  "case".padEnd(40),
  "docflow_ms".padStart(10),
  "anchor_ms".padStart(10),
  "ratio".padStart(8),
  "peak_rss_mb".padStart(8),
].join("  ");

const ROUNDS = 5;

/** A corpus file (DOCFLOW_CORPUS, else ../shared/corpus beside the project; `npm run bench` runs at its root). */
export function corpusFile(...parts: string[]): string | undefined {
  const dir = process.env.DOCFLOW_CORPUS ?? resolve(process.cwd(), "..", "shared", "corpus");
  const file = resolve(dir, ...parts);
  return existsSync(file) ? file : undefined;
}

function median(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Times both sides round by round; peak RSS is sampled for each side while it runs. */
export async function measureAlternating(
  sides: [() => Promise<unknown>, () => Promise<unknown>],
): Promise<[Measurement, Measurement]> {
  const times: [number[], number[]] = [[], []];
  const peaks = [0, 0];
  for (const side of sides) await side();
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, side] of sides.entries()) {
      let peak = process.memoryUsage.rss();
      const sample = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage.rss());
      }, 5);
      const started = performance.now();
      await side();
      times[i]?.push(performance.now() - started);
      clearInterval(sample);
      peaks[i] = Math.max(peaks[i] ?? 0, peak, process.memoryUsage.rss());
    }
  }
  const result = (i: 0 | 1): Measurement => ({
    medianMs: median(times[i]),
    peakRssMb: (peaks[i] ?? 0) / 1024 / 1024,
  });
  return [result(0), result(1)];
}

// Whole processes, side by side: each side is a command run under /usr/bin/time (Debian `time`), every
// round runs each side once (interleaved), and a side is reported as the median and min–max of its wall
// time, CPU time (user + system, children included) and peak RSS.

export const TIME = "/usr/bin/time";

export interface Usage {
  wallMs: number;
  cpuMs: number;
  rssMb: number;
}

/** Whether `command args` runs and exits 0. */
export function installed(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `command args` and measures its wall time, CPU time (user + system, children included) and peak
 * RSS from the kernel's account of the exited process (wait4): through python3 when it is installed (CPU
 * to the microsecond), else /usr/bin/time (to the 10 ms, too coarse for a process of a few tens of ms).
 */
export function measured(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stats: string,
  cwd?: string,
): Promise<Usage> {
  const precise = hasPython();
  const wrapper = precise ? "python3" : TIME;
  const wrapperArgs = precise
    ? ["-c", WAIT4_SCRIPT, stats, command, ...args]
    : ["-o", stats, "-f", "%U %S %M", command, ...args];
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(wrapper, wrapperArgs, { env, cwd, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", async (code) => {
      let wallMs = performance.now() - started;
      if (code !== 0) {
        reject(new Error(`${command} exited with ${code}: ${stderr.slice(-400)}`));
        return;
      }
      const [user = 0, system = 0, rssKb = 0, wall] = (await readFile(stats, "utf8"))
        .trim()
        .split(/\s+/)
        .map(Number);
      // python3's own start is not the command's: its wall time is measured around the command alone.
      if (wall !== undefined) wallMs = wall * 1000;
      resolve({ wallMs, cpuMs: (user + system) * 1000, rssMb: rssKb / 1024 });
    });
  });
}

/** argv: the stats file, then the command. Writes `user system maxrss_kb wall` (seconds, KB). */
const WAIT4_SCRIPT = `
import os, sys, time
stats, command = sys.argv[1], sys.argv[2:]
started = time.perf_counter()
pid = os.fork()
if pid == 0:
    try:
        os.execvp(command[0], command)
    finally:
        os._exit(127)
_, status, usage = os.wait4(pid, 0)
wall = time.perf_counter() - started
with open(stats, "w") as out:
    out.write(f"{usage.ru_utime} {usage.ru_stime} {usage.ru_maxrss} {wall}\\n")
sys.exit(os.waitstatus_to_exitcode(status))
`;

let python: boolean | undefined;
function hasPython(): boolean {
  python ??= installed("python3", ["-c", "import os; os.wait4"]);
  return python;
}

export interface Side {
  name: string;
  /** One run; resolves with its usage. */
  run(): Promise<Usage>;
  runs: Usage[];
}

export interface Stat {
  median: number;
  min: number;
  max: number;
}

export function stat(values: number[]): Stat {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? 0, min: sorted[0] ?? 0, max: sorted.at(-1) ?? 0 };
}

/** `median (min–max)`. */
export function range(s: Stat, digits = 0): string {
  return `${s.median.toFixed(digits)} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)})`;
}

/** One line per side: wall, CPU and RSS as median (min–max). */
export function describe(side: Side): string {
  const wall = stat(side.runs.map((r) => r.wallMs));
  const cpu = stat(side.runs.map((r) => r.cpuMs));
  const rss = stat(side.runs.map((r) => r.rssMb));
  return `  ${side.name.padEnd(34)} wall ${range(wall).padEnd(20)} ms  cpu ${range(cpu).padEnd(20)} ms  rss ${range(rss)} MB`;
}

/** Runs every side once per round, `rounds` times. */
export async function interleaved(sides: Side[], rounds: number): Promise<void> {
  for (let round = 0; round < rounds; round++) for (const side of sides) side.runs.push(await side.run());
}

/** The docflow side's median over the anchor's, or undefined without anchor runs. */
export function ratioOf(docflow: Side, anchor: Side | undefined, key: keyof Usage): number | undefined {
  if (!anchor || anchor.runs.length === 0) return undefined;
  const ours = stat(docflow.runs.map((r) => r[key])).median;
  const theirs = stat(anchor.runs.map((r) => r[key])).median;
  return ours / theirs;
}

/** `label 1.23×`, or "" without anchor runs. */
export function ratio(label: string, docflow: Side, anchor: Side | undefined, key: keyof Usage): string {
  const value = ratioOf(docflow, anchor, key);
  return value === undefined ? "" : `${label} ${value.toFixed(2)}×`;
}
