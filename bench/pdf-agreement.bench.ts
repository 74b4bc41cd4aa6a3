// Element agreement of the PDF engine with an earlier docflow's output, on every corpus PDF: the share
// of elements (type and text equal) on the longest common subsequence of the two lists, 2·LCS / (n + m),
// and the same for text alone. The earlier output is a folder of `<file>.json` as `docflow partition -o`
// writes them, named by DOCFLOW_PDF_BASELINE; make it with a build of the earlier version, e.g.
//   node /path/to/old/dist/cli.js partition ../shared/corpus --strategy fast -o /tmp/baseline-fast
// (files the baseline lacks are listed and skipped). `npm run bench -- pdf-agreement`. It reports; it
// never fails.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { parsePartitionParameters } from "../src/contract/partition.js";
import { partition } from "../src/engine/partition.js";
import { corpusFile } from "./measure.js";

interface Element {
  type: string;
  text: string;
}

function lcs(a: readonly string[], b: readonly string[]): number {
  // One row at a time: the lists have up to a few thousand elements.
  let previous = new Uint32Array(b.length + 1);
  let row = new Uint32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      row[j] =
        a[i - 1] === b[j - 1]
          ? (previous[j - 1] as number) + 1
          : Math.max(previous[j] as number, row[j - 1] as number);
    }
    [previous, row] = [row, previous];
  }
  return previous[b.length] as number;
}

function agreement(a: readonly string[], b: readonly string[]): number {
  return a.length + b.length === 0 ? 1 : (2 * lcs(a, b)) / (a.length + b.length);
}

function pdfsUnder(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...pdfsUnder(path));
    else if (name.toLowerCase().endsWith(".pdf")) found.push(path);
  }
  return found;
}

export async function runPdfAgreementBench(): Promise<string[]> {
  const corpus = corpusFile();
  const baseline = process.env.DOCFLOW_PDF_BASELINE;
  if (!corpus) return ["pdf-agreement: skipped, no corpus (DOCFLOW_CORPUS or ../shared/corpus)"];
  if (!baseline) return ["pdf-agreement: skipped, DOCFLOW_PDF_BASELINE names no folder of earlier outputs"];
  const strategy = process.env.DOCFLOW_PDF_STRATEGY ?? "fast";
  const lines = [`pdf-agreement (${strategy}; type+text and text-only LCS agreement with ${baseline})`];
  let weighted = 0;
  let textWeighted = 0;
  let total = 0;
  for (const file of pdfsUnder(corpus)) {
    const name = basename(file);
    let before: Element[];
    try {
      before = JSON.parse(readFileSync(join(baseline, `${name}.json`), "utf8")) as Element[];
    } catch {
      lines.push(`  ${name.padEnd(52)} no baseline`);
      continue;
    }
    let after: Element[];
    try {
      after = await partition(
        { data: readFileSync(file), filename: name },
        parsePartitionParameters({ strategy }),
      );
    } catch (error) {
      lines.push(`  ${name.padEnd(52)} failed now: ${(error as Error).message}`);
      continue;
    }
    const key = (e: Element) => `${e.type}\u0000${e.text}`;
    const both = agreement(before.map(key), after.map(key));
    const text = agreement(
      before.map((e) => e.text),
      after.map((e) => e.text),
    );
    const n = before.length + after.length;
    weighted += both * n;
    textWeighted += text * n;
    total += n;
    lines.push(
      `  ${name.padEnd(52)} ${String(before.length).padStart(5)} → ${String(after.length).padEnd(5)} type+text ${(both * 100).toFixed(1).padStart(5)} %  text ${(text * 100).toFixed(1).padStart(5)} %`,
    );
  }
  if (total > 0)
    lines.push(
      `  all (weighted by elements): type+text ${((weighted / total) * 100).toFixed(1)} %  text ${((textWeighted / total) * 100).toFixed(1)} %`,
    );
  return lines;
}
