// Agreement with the reference implementation's own outputs (corpus/expected/) for the formats of the
// engine: types and texts must be equal, in order; ids are reported (and asserted where reproducible).
// For OCR with a layout model (hi_res on a scan) and for chunks of a PDF, where element boundaries differ
// by construction, the agreement is measured element by element on words and printed as figures.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parsePartitionParameters } from "../../src/contract/partition.js";
import { partition } from "../../src/engine/partition.js";
import { overlap, words } from "../helpers/agreement.js";
import { corpusDir } from "../helpers/corpus.js";

interface Case {
  expected: string;
  input: string;
  params?: Record<string, unknown>;
  /** Elements whose text the reference got wrong (see the note), excluded from the text comparison. */
  knownTextDifferences?: number[];
}

const CASES: Case[] = [
  { expected: "fake-text.txt.json", input: "example-docs/fake-text.txt" },
  { expected: "book-war-and-peace-1p.txt.embed.json", input: "example-docs/book-war-and-peace-1p.txt" },
  { expected: "fake.docx.json", input: "example-docs/fake.docx" },
  {
    expected: "fake-html-cp1252.html.encoding-cp1252.json",
    input: "example-docs/fake-html-cp1252.html",
    params: { encoding: "cp1252" },
    // The reference decoded this <pre> block as windows-1250 ("trčs"); cp1252 gives "très".
    knownTextDifferences: [3],
  },
];

const corpus = corpusDir();

describe.runIf(corpus !== undefined)("conformance with the reference's outputs", () => {
  it.each(CASES)("$input", async ({ expected, input, params, knownTextDifferences = [] }) => {
    const root = corpus ?? "";
    const reference = JSON.parse(readFileSync(join(root, "expected", expected), "utf8")) as {
      type: string;
      text: string;
      element_id: string;
    }[];
    const ours = await partition(
      { data: readFileSync(join(root, input)), filename: input },
      parsePartitionParameters(params ?? {}),
    );
    const count = (pick: (i: number) => boolean) => reference.filter((_, i) => pick(i)).length;
    const types = count((i) => ours[i]?.type === reference[i]?.type);
    const texts = count((i) => ours[i]?.text === reference[i]?.text);
    const ids = count((i) => ours[i]?.element_id === reference[i]?.element_id);
    console.log(
      `${input}: types ${types}/${reference.length}, texts ${texts}/${reference.length}, ids ${ids}/${reference.length}`,
    );

    expect(ours.length).toBe(reference.length);
    expect(ours.map((e) => e.type)).toEqual(reference.map((e) => e.type));
    reference.forEach((element, i) => {
      if (!knownTextDifferences.includes(i)) expect(ours[i]?.text).toBe(element.text);
      if (!knownTextDifferences.includes(i)) expect(ours[i]?.element_id).toBe(element.element_id);
    });
  });
});

interface ReferenceElement {
  type: string;
  text: string;
  metadata: { page_number?: number };
}

/**
 * Each reference element's counterpart among ours: the element holding the largest share of its words,
 * if that share is at least half. Returns, per reference element, the index of ours or -1.
 */
function counterparts(reference: readonly ReferenceElement[], ours: readonly { text: string }[]): number[] {
  const ourWords = ours.map((element) => words(element.text));
  return reference.map((element) => {
    const theirs = words(element.text);
    if (theirs.length === 0) return -1;
    let best = -1;
    let bestShare = 0.5;
    ourWords.forEach((candidate, index) => {
      const share = overlap(theirs, candidate) / theirs.length;
      if (share >= bestShare) {
        best = index;
        bestShare = share;
      }
    });
    return best;
  });
}

describe.runIf(corpus !== undefined)("conformance where element boundaries differ (figures)", () => {
  const root = corpus ?? "";
  const read = (name: string) =>
    JSON.parse(readFileSync(join(root, "expected", name), "utf8")) as ReferenceElement[];
  const recallPrecision = (ours: string, theirs: string) => {
    const a = words(ours);
    const b = words(theirs);
    const common = overlap(b, a);
    return { recall: common / b.length, precision: common / a.length };
  };
  const fixed = (n: number) => n.toFixed(2);

  it("layout-parser-paper-with-table.jpg, hi_res: texts and types element by element", async () => {
    const reference = read("layout-parser-paper-with-table.jpg.hi_res.json");
    const name = "layout-parser-paper-with-table.jpg";
    const ours = await partition(
      { data: readFileSync(join(root, "example-docs", "img", name)), filename: name },
      parsePartitionParameters({ strategy: "hi_res" }),
    );
    const found = counterparts(reference, ours);
    const texts = found.filter((index) => index >= 0).length;
    const types = found.filter((index, i) => index >= 0 && ours[index]?.type === reference[i]?.type).length;
    const { recall, precision } = recallPrecision(
      ours.map((e) => e.text).join(" "),
      reference.map((e) => e.text).join(" "),
    );
    const n = reference.length;
    console.log(
      `${name} hi_res: elements reference ${n}, ours ${ours.length}; texts ${texts}/${n} found ` +
        `(half or more of their words in one element of ours), types ${types}/${n} equal; ` +
        `words recall ${fixed(recall)}, precision ${fixed(precision)}`,
    );
    for (const [i, element] of reference.entries()) {
      const index = found[i] ?? -1;
      const mine = index >= 0 ? ours[index] : undefined;
      console.log(
        `  ${element.type.padEnd(17)} ${(mine?.type ?? "(not found)").padEnd(17)} ${JSON.stringify(element.text.slice(0, 60))}`,
      );
    }
    // Floors at what this engine measured when the report was written, so a regression shows. Types: the
    // reference's layout model calls the running head "LayoutParser: A Unified Toolkit for DL-Based DIA 5"
    // (the paper's title and page number, set in body type at the top of the page) a Title; docflow
    // makes Titles of headings only (larger, bold or numbered type standing alone), so that one differs.
    expect(texts).toBeGreaterThanOrEqual(11);
    expect(types).toBeGreaterThanOrEqual(6);
    expect(recall).toBeGreaterThan(0.9);
    expect(precision).toBeGreaterThan(0.9);
  }, 120_000);

  it("multi-column-2p.pdf, by_title: chunk texts and pages", async () => {
    const reference = read("multi-column-2p.pdf.by_title.json");
    const name = "multi-column-2p.pdf";
    const ours = await partition(
      { data: readFileSync(join(root, "example-docs", "pdf", name)), filename: name },
      parsePartitionParameters({
        chunking_strategy: "by_title",
        max_characters: 2000,
        multipage_sections: false,
      }),
    );
    // A reference chunk agrees when the chunks of ours that hold its words hold them all but a few: the
    // chunk boundaries differ (the reference's come from pdfminer's text boxes), the text must not.
    const ourText = ours.map((e) => e.text).join(" ");
    const covered = reference.filter((chunk) => recallPrecision(ourText, chunk.text).recall >= 0.95).length;
    const starts = reference.filter((chunk) => {
      const head = words(chunk.text).slice(0, 6).join(" ");
      return ours.some((mine) => words(mine.text).join(" ").includes(head));
    }).length;
    const pages = reference.filter((chunk) =>
      ours.some(
        (mine) =>
          mine.metadata.page_number === chunk.metadata.page_number &&
          overlap(words(chunk.text).slice(0, 20), words(mine.text)) >= 10,
      ),
    ).length;
    const types = ours.filter((e) => e.type === "CompositeElement").length;
    const { recall, precision } = recallPrecision(ourText, reference.map((e) => e.text).join(" "));
    const n = reference.length;
    console.log(
      `${name} by_title: chunks reference ${n}, ours ${ours.length} (${types} CompositeElement); ` +
        `reference chunks whose words ours hold (≥ 95 %) ${covered}/${n}, whose opening words ours hold ` +
        `${starts}/${n}, on the same page ${pages}/${n}; words recall ${fixed(recall)}, precision ${fixed(precision)}`,
    );
    expect(covered).toBeGreaterThanOrEqual(n - 1);
    expect(pages).toBeGreaterThanOrEqual(n - 1);
    expect(recall).toBeGreaterThan(0.9);
    expect(precision).toBeGreaterThan(0.9);
  }, 120_000);
});
