// Chunking throughput against LangChain's RecursiveCharacterTextSplitter (chunkSize 500, no overlap) on
// the same ~10 MB of text in the same run: a warm-up of each, then five rounds alternating the two, and
// the median of each. docflow gets the text already partitioned into paragraph elements (partitioning is
// timed elsewhere); the splitter gets the raw text, as it would in a LangChain pipeline. docflow also
// collapses whitespace inside each element and builds chunk metadata, which the splitter does not.
// ratio = the splitter's time over docflow's, so above 1 docflow is faster; the goal is 2×. The
// orig_elements case adds the zlib-compressed JSON of each chunk's elements. It reports; it never fails.
//
// Whole process: War and Peace (one copy) from the file to docflow's output, by_title at 500 with
// orig_elements (the default): read, one element per paragraph, chunk, serialise the chunks' JSON;
// against LangChain reading the file and splitting it. Goal: docflow at most 1.5× LangChain's time.
import { readFileSync } from "node:fs";
import { RecursiveCharacterTextSplitter } from "@langchain/textsplitters";
import type { Element } from "../src/contract/element.js";
import type { ChunkingOptions } from "../src/contract/partition.js";
import { chunkElements } from "../src/engine/chunking/index.js";
import { parallelOrigEncoder } from "../src/engine/chunking/orig-elements-parallel.js";
import { corpusFile, measureAlternating, resultLine } from "./measure.js";
import { loadLine } from "./serve-process.js";

const TARGET_CHARS = 10 * 1024 * 1024;

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

const basic500 = (
  include_orig_elements: boolean,
  strategy: "basic" | "by_title" = "basic",
): ChunkingOptions => ({
  strategy,
  max_characters: 500,
  new_after_n_chars: 500,
  combine_under_n_chars: 500,
  overlap: 0,
  overlap_all: false,
  include_orig_elements,
  multipage_sections: true,
  similarity_threshold: null,
});

/** One line per case, in the runner's `case  docflow_ms  anchor_ms  ratio  peak_rss_mb` form. */
export async function runChunkingBench(): Promise<string[]> {
  const { text, source } = benchText();
  const elements = paragraphElements(text);
  const splitter = new RecursiveCharacterTextSplitter({ chunkSize: 500, chunkOverlap: 0 });
  const mb = (text.length / 1024 / 1024).toFixed(1);
  const lines: string[] = [];
  const cases: [string, ChunkingOptions][] = [
    [`chunking basic-500 ${source} ${mb} MB vs LangChain`, basic500(false)],
    [`chunking basic-500+orig_elements ${source} ${mb} MB`, basic500(true)],
  ];
  for (const [name, options] of cases) {
    const [docflow, anchor] = await measureAlternating([
      async () => chunkElements(elements, options),
      () => splitter.splitText(text),
    ]);
    lines.push(resultLine(name, docflow, anchor));
  }
  return [...lines, ...(await runChunkingWholeBench())];
}

/** `npm run bench -- chunking-whole`: the whole-process case alone. */
export async function runChunkingWholeBench(): Promise<string[]> {
  const book = corpusFile("example-docs", "book-war-and-peace-1225p.txt");
  if (!book) return ["chunking whole process: skipped (no corpus; set DOCFLOW_CORPUS)"];
  const splitter = new RecursiveCharacterTextSplitter({ chunkSize: 500, chunkOverlap: 0 });
  const lines: string[] = [];
  let chunkMs = 0;
  let chunks = 0;
  let threadValues = 0;
  const [docflow, anchor] = await measureAlternating([
    async () => {
      const elements = paragraphElements(readFileSync(book, "utf8"));
      const started = performance.now();
      // As engine/partition.ts chunks a long document: orig_elements compressed on a second thread.
      let characters = 0;
      for (const element of elements) characters += element.text.length;
      const encoder = parallelOrigEncoder(characters);
      try {
        const out = await chunkElements(elements, basic500(true, "by_title"), {
          encodeOrigElements: encoder?.encode,
        });
        await encoder?.finish(out);
        threadValues = encoder?.threadValues ?? 0;
        chunkMs = performance.now() - started;
        chunks = out.length;
        return JSON.stringify(out).length;
      } finally {
        await encoder?.close();
      }
    },
    () => splitter.splitText(readFileSync(book, "utf8")),
  ]);
  lines.push(resultLine("chunking by_title-500+orig War and Peace whole", docflow, anchor));
  lines.push(
    `  docflow (read, elements, ${chunks} chunks, JSON) ${docflow.medianMs.toFixed(0)} ms / LangChain (read, split) ` +
      `${anchor.medianMs.toFixed(0)} ms = ${(docflow.medianMs / anchor.medianMs).toFixed(2)}× (goal ≤ 1.5×); the chunking step of the last round ${chunkMs.toFixed(0)} ms, ${threadValues} of its orig_elements compressed on the second thread; ${loadLine()}`,
  );
  return lines;
}
