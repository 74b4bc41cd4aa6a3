// Chunking throughput against LangChain's RecursiveCharacterTextSplitter on the same ~10 MB of text in
// the same run. docflow gets the text already partitioned into paragraph elements (partitioning is
// timed elsewhere); the splitter gets the raw text, as it would in a LangChain pipeline. The ratio is
// docflow's throughput over the splitter's: above 1, docflow is faster. It reports; it never fails on time.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { RecursiveCharacterTextSplitter } from "@langchain/textsplitters";
import type { Element } from "../src/contract/element.js";
import type { ChunkingOptions } from "../src/contract/partition.js";
import { chunkElements } from "../src/engine/chunking/index.js";
import { corpusFile } from "./measure.js";

const TARGET_CHARS = 10 * 1024 * 1024;
const RUNS = 5;

/** War and Peace repeated to ~10 MB, or generated prose of the same shape when the corpus is absent. */
function benchText(): { text: string; source: string } {
  const file = corpusFile("example-docs", "book-war-and-peace-1225p.txt");
  let unit: string;
  let source: string;
  if (file) {
    unit = readFileSync(file, "utf8");
    source = "war-and-peace";
  } else {
    const words = ["the", "prince", "said", "and", "Natasha", "looked", "at", "him", "with", "a", "smile"];
    const paragraphs: string[] = [];
    let seed = 7;
    for (let p = 0; p < 2000; p++) {
      const lines: string[] = [];
      const n = 5 + (p % 40);
      for (let l = 0; l < n; l++) {
        const line: string[] = [];
        for (let w = 0; w < 12; w++) {
          seed = (seed * 1103515245 + 12345) % 2147483648;
          line.push(words[seed % words.length] as string);
        }
        lines.push(line.join(" "));
      }
      paragraphs.push(lines.join("\n"));
    }
    unit = paragraphs.join("\n\n");
    source = "generated";
  }
  const copies = Math.max(1, Math.round(TARGET_CHARS / unit.length));
  return { text: Array.from({ length: copies }, () => unit).join("\n\n"), source };
}

/** One NarrativeText per blank-line paragraph, as a plain-text partitioner emits them. */
function paragraphElements(text: string): Element[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== "")
    .map((p, i) => ({
      type: "NarrativeText",
      element_id: i.toString(16).padStart(32, "0"),
      text: p,
      metadata: { filename: "book.txt", filetype: "text/plain", languages: ["eng"] },
    }));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/**
 * A full collection before each timed run, so no run pays for collecting the previous run's output
 * (both sides produce ~10 MB of chunks). Falls back to no-op if the flag cannot be set.
 */
function collector(): () => void {
  try {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as unknown;
    if (typeof gc === "function") return gc as () => void;
  } catch {
    // Timings stay valid, only noisier.
  }
  return () => {};
}

async function timeIt(fn: () => Promise<unknown> | unknown, gc: () => void): Promise<number> {
  await fn(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    gc();
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return median(times);
}

const basic500 = (include_orig_elements: boolean): ChunkingOptions => ({
  strategy: "basic",
  max_characters: 500,
  new_after_n_chars: 500,
  combine_under_n_chars: 500,
  overlap: 0,
  overlap_all: false,
  include_orig_elements,
  multipage_sections: true,
  similarity_threshold: null,
});

/**
 * Lines `case  docflow_ms  anchor_ms  ratio  peak_rss_mb` (a header line first, fields separated by two
 * spaces). `ratio` is docflow's characters per second over the splitter's; docflow's characters are
 * those of the elements (the blank lines between paragraphs are not part of any element).
 */
export async function runChunkingBench(): Promise<string[]> {
  const { text, source } = benchText();
  const elements = paragraphElements(text);
  const elementChars = elements.reduce((n, e) => n + e.text.length, 0);
  const splitter = new RecursiveCharacterTextSplitter({ chunkSize: 500, chunkOverlap: 0 });
  const gc = collector();
  const anchorMs = await timeIt(() => splitter.splitText(text), gc);
  const mb = (text.length / 1024 / 1024).toFixed(1);
  const lines = ["case  docflow_ms  anchor_ms  ratio  peak_rss_mb"];
  const cases: [string, ChunkingOptions][] = [
    [`basic-500/${source}-${mb}MB`, basic500(false)],
    [`basic-500+orig_elements/${source}-${mb}MB`, basic500(true)],
  ];
  for (const [name, options] of cases) {
    const docflowMs = await timeIt(() => chunkElements(elements, options), gc);
    const ratio = elementChars / docflowMs / (text.length / anchorMs);
    const rssMb = process.resourceUsage().maxRSS / 1024;
    lines.push(
      `${name}  ${docflowMs.toFixed(1)}  ${anchorMs.toFixed(1)}  ${ratio.toFixed(2)}  ${rssMb.toFixed(0)}`,
    );
  }
  return lines;
}
