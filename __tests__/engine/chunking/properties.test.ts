// Properties every strategy must keep, over generated element lists: titles, paragraphs, list items,
// code, page breaks and tables with HTML, on random pages, with long texts with and without spaces and
// newlines, and characters outside the BMP.
import { existsSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Element } from "../../../src/contract/element.js";
import type { ChunkingOptions, ChunkingStrategy } from "../../../src/contract/partition.js";
import { chunkElements, decodeOrigElements } from "../../../src/engine/chunking/index.js";
import { cpLength } from "../../../src/engine/text/python-str.js";
import { corpusPath } from "../../helpers/corpus.js";

const RUNS = 250;

// The characters Python's str.isspace() accepts, listed by code so the test does not share the engine's table.
const PY_WS_CODES = [
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1c, 0x1d, 0x1e, 0x1f, 0x20, 0x85, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002,
  0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000,
];
const PY_WS = new RegExp(
  `[${PY_WS_CODES.map((c) => `\\u${c.toString(16).padStart(4, "0")}`).join("")}]`,
  "g",
);
/** Nothing but the non-whitespace characters: what survives any whitespace collapsing and cutting. */
const ink = (s: string) => s.replace(PY_WS, "");

const word = fc.stringMatching(/^[a-z0-9]{1,12}$/);
const spaced = fc.array(word, { minLength: 1, maxLength: 80 }).map((ws) => ws.join(" "));
const gap = fc.constantFrom(" ", " ", " ", "\n", "  ", "\t", "\u00a0", " \n ", "\n\n");
const withNewlines = fc
  .array(fc.tuple(word, gap), { minLength: 1, maxLength: 80 })
  .map((parts) => parts.map(([w, g]) => w + g).join(""));
const unbroken = fc.stringMatching(/^[a-z]{30,700}$/);
const unicode = fc.string({
  unit: fc.constantFrom("a", "b", "é", "ж", "😀", "𝔘", " ", "\n", "\u3000", "z"),
  minLength: 1,
  maxLength: 300,
});
const text = fc.oneof(
  { weight: 3, arbitrary: spaced },
  { weight: 3, arbitrary: withNewlines },
  { weight: 1, arbitrary: unbroken },
  { weight: 1, arbitrary: unicode },
);
const page = fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined });

const meta = (p: number | undefined) => (p === undefined ? {} : { page_number: p });

const textElement = fc
  .tuple(fc.constantFrom("Title", "NarrativeText", "NarrativeText", "ListItem", "CodeSnippet"), text, page)
  .map(([type, t, p]) => ({ type, text: t, metadata: meta(p) }));

const pageBreak = page.map((p) => ({ type: "PageBreak", text: "", metadata: meta(p) }));

const cell = fc.array(word, { minLength: 1, maxLength: 4 }).map((ws) => ws.join(" "));
const tableElement = fc
  .tuple(
    fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 10 }),
    fc.option(fc.array(cell, { minLength: 1, maxLength: 3 }), { nil: undefined }),
    page,
  )
  .map(([rows, header, p]) => {
    const tr = (cells: string[], tag: string) =>
      `<tr>${cells.map((c) => `<${tag}>${c}</${tag}>`).join("")}</tr>`;
    const html = `<table>${header ? `<thead>${tr(header, "th")}</thead>` : ""}${rows.map((r) => tr(r, "td")).join("")}</table>`;
    const all = header ? [header, ...rows] : rows;
    return {
      type: "Table",
      text: all.map((r) => r.join(" ")).join("\n"),
      metadata: { ...meta(p), text_as_html: html },
    };
  });

const elementList = fc
  .array(
    fc.oneof(
      { weight: 8, arbitrary: textElement },
      { weight: 1, arbitrary: pageBreak },
      { weight: 1, arbitrary: tableElement },
    ),
    { maxLength: 25 },
  )
  .map((list): Element[] => list.map((e, i) => ({ ...e, element_id: `e${i}` })));

const sizes = fc
  .tuple(
    fc.integer({ min: 12, max: 400 }),
    fc.integer({ min: 0, max: 100 }),
    fc.integer({ min: 0, max: 100 }),
  )
  .map(([max, softPct, combinePct]) => ({
    max_characters: max,
    new_after_n_chars: Math.round((max * softPct) / 100) || max,
    combine_under_n_chars: Math.round((max * combinePct) / 100),
  }));

function optionsFor(
  strategy: ChunkingStrategy,
  size: { max_characters: number; new_after_n_chars: number; combine_under_n_chars: number },
  extra: Partial<ChunkingOptions> = {},
): ChunkingOptions {
  return {
    strategy,
    ...size,
    overlap: 0,
    overlap_all: false,
    include_orig_elements: false,
    multipage_sections: true,
    similarity_threshold: strategy === "by_similarity" ? 0.3 : null,
    ...extra,
  };
}

async function run(elements: Element[], options: ChunkingOptions): Promise<Element[]> {
  return chunkElements(elements, options);
}

/** A continuation TableChunk's text without the header rows repeated in front of it. */
function withoutRepeatedHeader(chunk: Element): string {
  if (!chunk.metadata.num_carried_over_header_rows) return chunk.text;
  const thead = /<thead>(.*)<\/thead>/.exec(chunk.metadata.text_as_html as string)?.[1] ?? "";
  const header = [...thead.matchAll(/<th>([^<]*)<\/th>/g)].map((m) => m[1]).join(" ");
  if (chunk.text === header) return "";
  expect(chunk.text.startsWith(`${header} `)).toBe(true);
  return chunk.text.slice(header.length + 1);
}

function pagesOf(chunk: Element): Set<number> {
  const pages = new Set<number>();
  for (const e of decodeOrigElements(chunk.metadata.orig_elements as string)) {
    if (typeof e.metadata.page_number === "number") pages.add(e.metadata.page_number);
  }
  return pages;
}

const STRATEGIES: ChunkingStrategy[] = ["basic", "by_title", "by_page", "by_similarity"];

describe.each(STRATEGIES)("%s properties", (strategy) => {
  it("never makes a chunk longer than max_characters", async () => {
    await fc.assert(
      fc.asyncProperty(
        elementList,
        sizes,
        fc.integer({ min: 0, max: 99 }),
        fc.boolean(),
        async (elements, size, pct, all) => {
          const overlap = Math.floor((size.max_characters - 1) * (pct / 100));
          const chunks = await run(elements, optionsFor(strategy, size, { overlap, overlap_all: all }));
          for (const chunk of chunks) expect(cpLength(chunk.text)).toBeLessThanOrEqual(size.max_characters);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("loses and repeats nothing: without overlap the chunks hold the elements' text, in order", async () => {
    await fc.assert(
      fc.asyncProperty(elementList, sizes, async (elements, size) => {
        const chunks = await run(elements, optionsFor(strategy, size));
        expect(ink(chunks.map(withoutRepeatedHeader).join(""))).toBe(
          ink(elements.map((e) => e.text).join("")),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it("records in orig_elements the elements each chunk came from, in order", async () => {
    await fc.assert(
      fc.asyncProperty(elementList, sizes, async (elements, size) => {
        const chunks = await run(elements, optionsFor(strategy, size, { include_orig_elements: true }));
        const seen: Element[] = [];
        for (const chunk of chunks) {
          const orig = decodeOrigElements(chunk.metadata.orig_elements as string);
          expect(orig.length).toBeGreaterThan(0);
          // The pieces of one split element (or table) all carry it; count it once.
          if (chunk.metadata.is_continuation) {
            expect(orig).toEqual(seen.slice(-orig.length));
            continue;
          }
          seen.push(...orig);
        }
        // Every element with text is in some chunk; elements appear in input order, once.
        const ids = seen.map((e) => e.element_id);
        expect(new Set(ids).size).toBe(ids.length);
        const positions = ids.map((id) => elements.findIndex((e) => e.element_id === id));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        for (const e of seen) expect(e).toEqual(elements.find((x) => x.element_id === e.element_id));
        for (const e of elements) {
          if (ink(e.text) !== "") expect(ids).toContain(e.element_id);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe("page and section boundaries", () => {
  it("by_page never puts two pages in one chunk", async () => {
    await fc.assert(
      fc.asyncProperty(elementList, sizes, async (elements, size) => {
        const chunks = await run(elements, optionsFor("by_page", size, { include_orig_elements: true }));
        for (const chunk of chunks) expect(pagesOf(chunk).size).toBeLessThanOrEqual(1);
      }),
      { numRuns: RUNS },
    );
  });

  it("by_title with multipage_sections=false never puts two pages in one chunk", async () => {
    await fc.assert(
      fc.asyncProperty(elementList, sizes, async (elements, size) => {
        const chunks = await run(
          elements,
          optionsFor("by_title", size, { include_orig_elements: true, multipage_sections: false }),
        );
        for (const chunk of chunks) expect(pagesOf(chunk).size).toBeLessThanOrEqual(1);
      }),
      { numRuns: RUNS },
    );
  });

  it("by_title joins a Title's section to the text before it only while that text is under the combine limit", async () => {
    await fc.assert(
      fc.asyncProperty(elementList, sizes, async (elements, size) => {
        const chunks = await run(elements, optionsFor("by_title", size, { include_orig_elements: true }));
        const limit = Math.min(size.combine_under_n_chars, size.new_after_n_chars);
        for (const chunk of chunks) {
          if (chunk.metadata.is_continuation) continue;
          const orig = decodeOrigElements(chunk.metadata.orig_elements as string);
          orig.forEach((e, k) => {
            if (e.type !== "Title" || k === 0) return;
            const before = orig
              .slice(0, k)
              .map((o) =>
                o.type === "CodeSnippet" ? o.text : o.text.replace(/[\s\u00a0\u3000]+/g, " ").trim(),
              )
              .filter((t) => t !== "")
              .join("\n\n");
            expect(cpLength(before)).toBeLessThan(limit);
          });
        }
      }),
      { numRuns: RUNS },
    );
  });
});

/** Real text: the reference's handbook elements and War and Peace's first page as paragraphs. */
function corpusDocuments(): [string, Element[]][] {
  const docs: [string, Element[]][] = [];
  const handbook = corpusPath("expected", "handbook-1p.docx.basic-chunking.json");
  if (handbook && existsSync(handbook)) {
    const chunks = JSON.parse(readFileSync(handbook, "utf8")) as Element[];
    docs.push([
      "handbook-1p.docx",
      chunks
        .filter((c) => !c.metadata.is_continuation)
        .flatMap((c) => decodeOrigElements(c.metadata.orig_elements as string)),
    ]);
  }
  const book = corpusPath("example-docs", "book-war-and-peace-1p.txt");
  if (book && existsSync(book)) {
    const paragraphs = readFileSync(book, "utf8")
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter((p) => p !== "");
    docs.push([
      "book-war-and-peace-1p.txt",
      paragraphs.map((p, i) => ({
        type: i === 0 ? "Title" : "NarrativeText",
        element_id: `p${i}`,
        text: p,
        metadata: { page_number: 1 + Math.floor(i / 4) },
      })),
    ]);
  }
  return docs;
}

const documents = corpusDocuments();

describe.runIf(documents.length > 0)("properties on real documents", () => {
  it.each(documents)("%s: every strategy keeps the limit and the text", async (_name, elements) => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...STRATEGIES),
        sizes,
        fc.boolean(),
        async (strategy, size, multipage) => {
          const chunks = await run(
            elements,
            optionsFor(strategy, size, { include_orig_elements: true, multipage_sections: multipage }),
          );
          for (const chunk of chunks) expect(cpLength(chunk.text)).toBeLessThanOrEqual(size.max_characters);
          expect(ink(chunks.map(withoutRepeatedHeader).join(""))).toBe(
            ink(elements.map((e) => e.text).join("")),
          );
          if (strategy === "by_page" || (strategy === "by_title" && !multipage)) {
            for (const chunk of chunks) expect(pagesOf(chunk).size).toBeLessThanOrEqual(1);
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
