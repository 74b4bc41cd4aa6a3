// The scorers of `npm run bench -- structure`, with values worked out by hand (and the TEDS cases
// opendataloader-bench's own tests state). No renderer, corpus or Java needed.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  brokenWords,
  f1,
  firstDifference,
  lcsLength,
  matchHeadings,
  matchTables,
  nid,
  numbersAsValues,
  parseTable,
  similarity,
  tableRows,
  teds,
  treeHtml,
  withoutOpen,
} from "../../bench/structure-scores.js";
import { levenshtein, treeEditDistance } from "../../bench/structure-ted.js";

interface T {
  label: string;
  children: T[];
}
const t = (label: string, ...children: T[]): T => ({ label, children });
const unit = {
  children: (n: T) => n.children,
  rename: (a: T, b: T) => (a.label === b.label ? 0 : 1),
};

describe("tree edit distance (Zhang–Shasha)", () => {
  it("gives 2 on the paper's example", () => {
    const a = t("f", t("d", t("a"), t("c", t("b"))), t("e"));
    const b = t("f", t("c", t("d", t("a"), t("b"))), t("e"));
    expect(treeEditDistance(a, b, unit)).toBe(2);
  });

  it("counts inserts, deletes and renames", () => {
    expect(treeEditDistance(t("a"), t("a"), unit)).toBe(0);
    expect(treeEditDistance(t("a"), t("b"), unit)).toBe(1);
    expect(treeEditDistance(t("a"), t("a", t("b"), t("c")), unit)).toBe(2);
    expect(treeEditDistance(t("a", t("b"), t("c")), t("a", t("c")), unit)).toBe(1);
    // Moving a subtree is a delete and an insert of each of its nodes.
    expect(treeEditDistance(t("r", t("x", t("y")), t("z")), t("r", t("z"), t("x", t("y"))), unit)).toBe(2);
  });

  it("is symmetric with unit costs", () => {
    const a = t("r", t("a", t("b"), t("c")), t("d", t("e")));
    const b = t("r", t("a", t("c")), t("x", t("e"), t("f")));
    expect(treeEditDistance(a, b, unit)).toBe(treeEditDistance(b, a, unit));
    expect(treeEditDistance(a, b, unit)).toBe(3);
  });
});

describe("levenshtein", () => {
  it("gives the textbook values", () => {
    expect(levenshtein("kitten", "sitting")).toBe(3);
    expect(levenshtein("", "abc")).toBe(3);
    expect(levenshtein("flaw", "lawn")).toBe(2);
  });
});

describe("TEDS", () => {
  const score = (pred: string, truth: string) => teds(parseTable(pred), parseTable(truth));

  it("is 1 for identical tables and 0 when a table is missing", () => {
    const table = "<table><tr><td>abc</td></tr></table>";
    expect(score(table, table)).toBe(1);
    expect(teds(undefined, parseTable(table))).toBe(0);
    expect(parseTable("<p>no table</p>")).toBeUndefined();
  });

  it("costs a cell's content by normalized Levenshtein", () => {
    // Nodes under <table>: tr, td (2). Renaming "abc" to "xyz" costs 3/3 = 1: TEDS = 1 − 1/2.
    expect(score("<table><tr><td>xyz</td></tr></table>", "<table><tr><td>abc</td></tr></table>")).toBe(0.5);
    // "10" → "6" costs 2/2 = 1 of 9 nodes (3 tr + 6 td).
    const truth =
      "<table><tr><th>Item</th><th>Qty</th></tr><tr><td>Apple</td><td>10</td></tr><tr><td>Orange</td><td>5</td></tr></table>";
    const pred =
      "<table><tr><th>Item</th><th>Qty</th></tr><tr><td>Apple</td><td>10</td></tr><tr><td>Orange</td><td>6</td></tr></table>";
    expect(score(pred, truth)).toBeCloseTo(1 - 1 / 9, 10);
    expect(teds(parseTable(pred), parseTable(truth), true)).toBe(1);
  });

  it("ignores thead/tbody, th versus td and whitespace inside cells", () => {
    expect(
      score(
        "<table><tr><th>Col1</th></tr><tr><td>A</td></tr></table>",
        "<table><thead><tr><th>Col1</th></tr></thead><tbody><tr><td>A</td></tr></tbody></table>",
      ),
    ).toBe(1);
    expect(
      score(
        "<table>  \n <tr><td>\n   content is \n here\n\n  </td>  \n </tr></table>",
        "<table><tr><td>content is here</td></tr></table>",
      ),
    ).toBe(1);
  });

  it("counts a lost row and a wrong span as structure", () => {
    const truth = "<table><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table>";
    // Deleting a row deletes 3 of 6 nodes.
    expect(score("<table><tr><td>a</td><td>b</td></tr></table>", truth)).toBe(0.5);
    // A colspan differs: renaming the cell costs 1 and the second cell of that row is deleted (2 of 6).
    expect(
      score('<table><tr><td colspan="2">a</td></tr><tr><td>c</td><td>d</td></tr></table>', truth),
    ).toBeCloseTo(1 - 2 / 6, 10);
  });

  it("reads rows of cell text", () => {
    const tree = parseTable("<table><tr><td>a <br/>b</td><td/></tr><tr><td>c</td></tr></table>");
    expect(tree && tableRows(tree)).toEqual([["a b", ""], ["c"]]);
  });

  it("matches tables one to one and weighs missed and spurious tables", () => {
    const a = parseTable("<table><tr><td>a</td></tr></table>");
    const b = parseTable("<table><tr><td>b</td><td>c</td></tr></table>");
    const missed = matchTables([a], [a, b]);
    expect(missed).toMatchObject({ sum: 1, weight: 2, missed: 1, spurious: 0, perTable: [1, 0] });
    const spurious = matchTables([b, a], [a]);
    expect(spurious).toMatchObject({ sum: 1, weight: 2, missed: 0, spurious: 1 });
    expect(matchTables([], [])).toMatchObject({ sum: 0, weight: 0 });
  });
});

describe("headings", () => {
  it("matches fuzzy text and scores precision and recall", () => {
    const truth = [
      { text: "Introduction", level: 1 },
      { text: "2.1 Methods", level: 2 },
      { text: "Results", level: 1 },
    ];
    const pred = [
      { text: "Introduction", level: 0 },
      { text: "in", level: 0 },
      { text: "2.1  Methods.", level: 1 },
    ];
    const m = matchHeadings(pred, truth);
    expect(m).toMatchObject({ truth: 3, pred: 3, matched: 2, pairs: 1, concordant: 1 });
    expect(m.missed).toEqual(["Results"]);
    expect(m.spurious).toEqual(["in"]);
    expect(f1(2 / 3, 2 / 3)).toBeCloseTo(2 / 3, 10);
  });

  it("gives no level agreement to Titles without levels when the truth has levels", () => {
    const truth = [
      { text: "Part one", level: 1 },
      { text: "A section", level: 2 },
      { text: "Another section", level: 2 },
    ];
    const pred = truth.map((h) => ({ text: h.text, level: undefined }));
    const m = matchHeadings(pred, truth);
    // The two level-2 headings tie in both and tell nothing; the 2 pairs the truth orders disagree.
    expect(m).toMatchObject({ matched: 3, pairs: 2, concordant: 0 });
    const levelled = matchHeadings(
      truth.map((h) => ({ text: h.text, level: h.level + 3 })),
      truth,
    );
    expect(levelled).toMatchObject({ pairs: 2, concordant: 2 });
    // Telling apart what the truth ties is wrong too.
    const split = matchHeadings(
      truth.map((h, i) => ({ text: h.text, level: i })),
      truth,
    );
    expect(split).toMatchObject({ pairs: 3, concordant: 2 });
  });

  it("sets aside Titles that match text the truth leaves open, alone or as a run", () => {
    const truth = [{ text: "Title Slide", level: 1 }];
    const open = ["With a subtitle", "GSFC: Sciences and Exploration", "Virtual Machine Scorecard", "A"];
    const pred = [
      { text: "Title Slide", level: 0 },
      { text: "With a subtitle", level: 1 },
      { text: "GSFC: Sciences and Exploration Virtual Machine Scorecard", level: 0 },
      { text: "Revenue and results", level: 0 },
    ];
    const { scored, excused } = withoutOpen(pred, truth, open);
    expect(excused).toEqual(["With a subtitle", "GSFC: Sciences and Exploration Virtual Machine Scorecard"]);
    expect(scored.map((h) => h.text)).toEqual(["Title Slide", "Revenue and results"]);
    // A Title matching a true heading is scored even when open text matches it too.
    expect(withoutOpen([{ text: "Title Slide", level: 0 }], truth, ["Title Slide"]).scored).toHaveLength(1);
  });

  it("needs a close text to match", () => {
    expect(similarity("RETAIL SALES", "Retail sales")).toBe(1);
    expect(matchHeadings([{ text: "Summary", level: 1 }], [{ text: "Results", level: 1 }]).matched).toBe(0);
  });
});

describe("reading order (NID)", () => {
  const naive = (a: string, b: string) => {
    const w = b.length + 1;
    const dp = new Array<number>((a.length + 1) * w).fill(0);
    const at = (i: number, j: number) => dp[i * w + j] as number;
    for (let i = 1; i <= a.length; i++)
      for (let j = 1; j <= b.length; j++)
        dp[i * w + j] = a[i - 1] === b[j - 1] ? at(i - 1, j - 1) + 1 : Math.max(at(i - 1, j), at(i, j - 1));
    return at(a.length, b.length);
  };

  it("computes the LCS bit-parallel", () => {
    expect(lcsLength("ABCBDAB", "BDCABA")).toBe(4);
    expect(lcsLength("", "abc")).toBe(0);
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("a", "b", "c", " "), maxLength: 90 }),
        fc.string({ unit: fc.constantFrom("a", "b", "c", " "), maxLength: 90 }),
        (a, b) => {
          expect(lcsLength(a, b)).toBe(naive(a, b));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("is 2·LCS / (|a| + |b|) over whitespace-collapsed text", () => {
    expect(nid("one  two\nthree", "one two three")).toBe(1);
    expect(nid("ab", "ba")).toBe(0.5);
    expect(nid("", "")).toBe(1);
    expect(nid("abc", "")).toBe(0);
  });
});

describe("broken words", () => {
  it("finds words split in two or three pieces and ligature spaces", () => {
    const truth = "The Pacific ocean is not a retail land. Go in to the flight deck.";
    const pred = "The Paciﬁ c ocean is not a RETAI L land. Go in to the ﬂ i ght deck.";
    const result = brokenWords(truth, pred);
    // Pieces compare as NFKC: the ligature reads as its letters.
    expect(result.broken).toEqual(["pacifi c", "retai l", "fl i ght"]);
    expect(result.ligatureSpaces).toBe(2);
  });

  it("counts a ligature and a space only where they break a word of the truth", () => {
    // "staﬀ" ends in its ligature before a space: right. "Paciﬁ c" is the truth's "Pacific" broken.
    const truth = "The staff member sailed the Pacific. Sign off, then eat the soufflé.";
    const pred = "The staﬀ member sailed the Paciﬁ c. Sign oﬀ , then eat the souﬄ é.";
    const result = brokenWords(truth, pred);
    expect(result.broken).toEqual(["pacifi c", "souffl é"]);
    expect(result.ligatureSpaces).toBe(2);
    expect(brokenWords("staff member", "staﬀ member").ligatureSpaces).toBe(0);
  });

  it("does not count words the truth itself has side by side", () => {
    // The truth says "in to" once, so "in to" for "into" is not counted: the scorer cannot tell them apart.
    expect(brokenWords("go in to the house, into it", "go in to the house, in to it").broken).toEqual([]);
    expect(brokenWords("go into it", "go in to it").broken).toEqual(["in to"]);
    expect(brokenWords("a b c", "a b c").broken).toEqual([]);
  });
});

describe("report helpers", () => {
  it("write a TEDS tree back as HTML", () => {
    const html = '<table><tr><td colspan="2">a &amp; b</td></tr><tr><td>c</td><td>d</td></tr></table>';
    expect(treeHtml(parseTable(html) as never)).toBe(html);
  });

  it("show where two texts part", () => {
    expect(firstDifference("same  text", "same text")).toBeUndefined();
    expect(firstDifference("The Pacific ocean", "The Paciﬁ c ocean", 12)).toEqual({
      truth: "The Pacific ",
      output: "The Paciﬁ c ",
    });
  });
});

describe("numbers as values", () => {
  it("reads a sheet's formatted numbers as the values its cells hold, and leaves other text", () => {
    const printed = parseTable(
      "<table><tr><td>Zone NA</td><td>12,553</td><td>(81)</td><td>−4</td><td>0.5</td><td>(note</td><td>1,2</td></tr></table>",
    );
    if (!printed) throw new Error("no table");
    expect(tableRows(numbersAsValues(printed))).toEqual([
      ["Zone NA", "12553", "-81", "-4", "0.5", "(note", "1,2"],
    ]);
    const values = parseTable("<table><tr><td>Zone NA</td><td>12553</td><td>-81</td></tr></table>");
    const formatted = parseTable("<table><tr><td>Zone NA</td><td>12,553</td><td>(81)</td></tr></table>");
    if (!values || !formatted) throw new Error("no table");
    expect(teds(numbersAsValues(formatted), numbersAsValues(values))).toBe(1);
  });
});
