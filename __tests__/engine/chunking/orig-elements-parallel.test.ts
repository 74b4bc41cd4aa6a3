// orig_elements compressed on a second thread while a long document is chunked: the same bytes as the
// calling thread writes alone, whichever thread compressed which value, also when the thread is lost.
import { describe, expect, it } from "vitest";
import type { Element } from "../../../src/contract/element.js";
import { parsePartitionParameters } from "../../../src/contract/partition.js";
import { chunkElements, PARALLEL_ORIG_MIN_CHARACTERS } from "../../../src/engine/chunking/index.js";
import {
  ORIG_THREADS_ENV,
  ORIG_WORKER_SCRIPT_SYMBOL,
  type ParallelOrigEncoder,
  parallelOrigEncoder,
} from "../../../src/engine/chunking/orig-elements-parallel.js";
import { partition } from "../../../src/engine/partition.js";

/** Paragraphs of varied words, about `characters` long in all. */
function prose(characters: number): string {
  const words = ["the", "prince", "said", "and", "Natasha", "looked", "at", "him", "with", "a", "smile", "—"];
  const paragraphs: string[] = [];
  let seed = 11;
  let length = 0;
  while (length < characters) {
    const sentence: string[] = [];
    for (let w = 0; w < 8 + (seed % 60); w++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      sentence.push(words[seed % words.length] as string);
    }
    const paragraph = `${sentence.join(" ")}.`;
    paragraphs.push(paragraph);
    length += paragraph.length + 2;
  }
  return paragraphs.join("\n\n");
}

const elementsOf = (text: string): Element[] =>
  text.split("\n\n").map((p, i) => ({
    type: "NarrativeText",
    element_id: i.toString(16).padStart(32, "0"),
    text: p,
    metadata: { filename: "book.txt", languages: ["eng"], page_number: 1 + Math.floor(i / 40) },
  }));

const options = {
  strategy: "by_title",
  max_characters: 500,
  new_after_n_chars: 500,
  combine_under_n_chars: 500,
  overlap: 0,
  overlap_all: false,
  include_orig_elements: true,
  multipage_sections: true,
  similarity_threshold: null,
} as const;

describe("orig_elements on a second thread", () => {
  const elements = elementsOf(prose(600_000));
  const alone = async () => (await chunkElements(elements, options)) as Element[];

  /** Chunks `elements` with a parallel encoder; `before` runs between chunking and finishing. */
  let lastThreadValues = 0;
  async function threaded(before?: (encoder: ParallelOrigEncoder) => Promise<void>): Promise<Element[]> {
    const encoder = parallelOrigEncoder(PARALLEL_ORIG_MIN_CHARACTERS);
    if (!encoder) throw new Error("no encoder");
    try {
      const chunks = (await chunkElements(elements, options, {
        encodeOrigElements: encoder.encode,
      })) as Element[];
      await before?.(encoder);
      await encoder.finish(chunks);
      lastThreadValues = encoder.threadValues;
      return chunks;
    } finally {
      await encoder.close();
    }
  }

  it("gives every chunk the value the calling thread alone gives it, in the same place", async () => {
    const expected = await alone();
    const chunks = await threaded();
    // The thread had the first batches at least (sent while nothing was waiting).
    expect(lastThreadValues).toBeGreaterThan(0);
    expect(chunks).toEqual(expected);
    // Key order too: the JSON of the chunks is the same text.
    expect(JSON.stringify(chunks)).toBe(JSON.stringify(expected));
  });

  it("finishes in the calling thread when the thread is lost", async () => {
    const expected = await alone();
    const chunks = await threaded((encoder) => encoder.close());
    expect(JSON.stringify(chunks)).toBe(JSON.stringify(expected));
  });

  it("finishes in the calling thread when the thread cannot start", async () => {
    const expected = await alone();
    const global = globalThis as Record<symbol, unknown>;
    global[ORIG_WORKER_SCRIPT_SYMBOL] = "/nonexistent/orig-elements-worker.js";
    try {
      const chunks = await threaded();
      expect(JSON.stringify(chunks)).toBe(JSON.stringify(expected));
    } finally {
      delete global[ORIG_WORKER_SCRIPT_SYMBOL];
    }
  });

  it("keeps short documents and DOCFLOW_ORIG_ELEMENTS_THREADS=1 in the calling thread", () => {
    expect(parallelOrigEncoder(PARALLEL_ORIG_MIN_CHARACTERS - 1)).toBeUndefined();
    process.env[ORIG_THREADS_ENV] = "1";
    try {
      expect(parallelOrigEncoder(PARALLEL_ORIG_MIN_CHARACTERS)).toBeUndefined();
    } finally {
      delete process.env[ORIG_THREADS_ENV];
    }
  });

  it("chunks a long text the same through partition() with and without the thread", async () => {
    const data = new TextEncoder().encode(prose(PARALLEL_ORIG_MIN_CHARACTERS + 50_000));
    const params = parsePartitionParameters({ chunking_strategy: "by_title", max_characters: "500" });
    const withThread = await partition({ data, filename: "book.txt" }, params);
    process.env[ORIG_THREADS_ENV] = "1";
    try {
      const withoutThread = await partition({ data, filename: "book.txt" }, params);
      expect(JSON.stringify(withThread)).toBe(JSON.stringify(withoutThread));
    } finally {
      delete process.env[ORIG_THREADS_ENV];
    }
  });
}, 120_000);
