import { existsSync } from "node:fs";
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
