import { describe, expect, it } from "vitest";
import type { Element } from "../../src/contract/element.js";
import {
  countChanges,
  diffElements,
  textSimilarity,
  toDiffElements,
} from "../../src/modes/partition/diff.js";

let id = 0;
const el = (type: string, text: string, page?: number): Element =>
  ({
    type,
    element_id: `e${id++}`,
    text,
    metadata: page === undefined ? {} : { page_number: page },
  }) as Element;

const doc = (...items: [string, string][]) => items.map(([type, text]) => el(type, text));

const BASE = doc(
  ["Title", "Handbook"],
  ["NarrativeText", "Welcome to the company handbook, read it on your first day."],
  ["Title", "Leave"],
  ["NarrativeText", "You get twenty days of paid leave every year."],
  ["ListItem", "Ask your manager first"],
  ["ListItem", "Record it in the portal"],
  ["Title", "Expenses"],
  ["NarrativeText", "Submit receipts within thirty days."],
);

describe("toDiffElements", () => {
  it("collapses white space, skips page breaks and names each element's section", () => {
    const elements = toDiffElements([
      el("NarrativeText", "  before   any\ntitle ", 1),
      el("Title", "Intro"),
      el("PageBreak", ""),
      el("NarrativeText", "text"),
    ]);
    expect(elements).toEqual([
      { type: "NarrativeText", text: "before any title", page: 1, index: 0 },
      { type: "Title", text: "Intro", index: 1 },
      { type: "NarrativeText", text: "text", section: "Intro", index: 2 },
    ]);
  });
});

describe("diffElements", () => {
  it("finds no changes between equal documents", () => {
    const diff = diffElements(BASE, doc(...BASE.map((e): [string, string] => [e.type, e.text])));
    expect(diff.changes).toEqual([]);
    expect(diff).toMatchObject({ unchanged: 8, before: 8, after: 8, approximate: false });
  });

  it("reports an edited paragraph as changed, in its section", () => {
    const head = doc(...BASE.map((e): [string, string] => [e.type, e.text]));
    (head[3] as Element).text = "You get twenty-five days of paid leave every year.";
    const diff = diffElements(BASE, head);
    expect(diff.changes).toHaveLength(1);
    expect(diff.changes[0]).toMatchObject({
      kind: "changed",
      section: "Leave",
      before: { text: "You get twenty days of paid leave every year." },
      after: { text: "You get twenty-five days of paid leave every year." },
    });
  });

  it("reports insertions and removals where they happen", () => {
    const head = doc(
      ["Title", "Handbook"],
      ["NarrativeText", "Welcome to the company handbook, read it on your first day."],
      ["Title", "Leave"],
      ["NarrativeText", "You get twenty days of paid leave every year."],
      ["ListItem", "Ask your manager first"],
      ["Title", "Expenses"],
      ["NarrativeText", "Submit receipts within thirty days."],
      ["Title", "Security"],
      ["NarrativeText", "Lock your screen."],
    );
    const diff = diffElements(BASE, head);
    expect(
      diff.changes.map((c) => [c.kind, c.kind === "removed" ? c.before.text : c.after.text, c.section]),
    ).toEqual([
      ["removed", "Record it in the portal", "Leave"],
      ["added", "Security", "Expenses"],
      ["added", "Lock your screen.", "Security"],
    ]);
    expect(countChanges(diff)).toEqual({ added: 2, removed: 1, changed: 0 });
  });

  it("pairs a rewritten element with the removed one it resembles, and keeps new ones apart", () => {
    const head = doc(
      ["Title", "Handbook"],
      ["NarrativeText", "Welcome to the company handbook, read it on your first day."],
      ["Title", "Leave"],
      ["NarrativeText", "A new paragraph about sabbaticals nobody had before."],
      ["NarrativeText", "You get twenty days of paid leave each calendar year."],
      ["ListItem", "Ask your manager first"],
      ["ListItem", "Record it in the portal"],
      ["Title", "Expenses"],
      ["NarrativeText", "Submit receipts within thirty days."],
    );
    const diff = diffElements(BASE, head);
    expect(diff.changes.map((c) => c.kind)).toEqual(["added", "changed"]);
    expect(diff.changes[1]).toMatchObject({
      before: { text: "You get twenty days of paid leave every year." },
      after: { text: "You get twenty days of paid leave each calendar year." },
    });
  });

  it("reports a type change of the same text (a paragraph promoted to a title)", () => {
    const head = doc(...BASE.map((e): [string, string] => [e.type, e.text]));
    (head[7] as Element).type = "Title";
    const diff = diffElements(BASE, head);
    expect(diff.changes).toEqual([
      expect.objectContaining({
        kind: "changed",
        before: expect.objectContaining({ type: "NarrativeText" }),
        after: expect.objectContaining({ type: "Title" }),
      }),
    ]);
  });

  it("treats every element of a new document as added, and of an emptied one as removed", () => {
    expect(countChanges(diffElements([], BASE))).toEqual({ added: 8, removed: 0, changed: 0 });
    expect(countChanges(diffElements(BASE, []))).toEqual({ added: 0, removed: 8, changed: 0 });
  });

  it("aligns repeated texts by position", () => {
    const before = doc(["ListItem", "Yes"], ["ListItem", "No"], ["ListItem", "Yes"]);
    const after = doc(["ListItem", "Yes"], ["ListItem", "No"], ["ListItem", "Maybe"], ["ListItem", "Yes"]);
    const diff = diffElements(before, after);
    expect(diff.changes).toHaveLength(1);
    expect(diff.changes[0]).toMatchObject({ kind: "added", after: { text: "Maybe", index: 2 } });
  });

  it("pairs in order, flagged approximate, when the documents differ beyond the edit budget", () => {
    const before = Array.from({ length: 30 }, (_, i) => el("NarrativeText", `old paragraph number ${i}`));
    const after = Array.from({ length: 30 }, (_, i) => el("NarrativeText", `new text ${i} entirely`));
    const diff = diffElements(before, after, { maxEdits: 5 });
    expect(diff.approximate).toBe(true);
    expect(countChanges(diff)).toEqual({ added: 0, removed: 0, changed: 30 });
  });

  it("handles large documents with few edits quickly", () => {
    const before = Array.from({ length: 20_000 }, (_, i) => el("NarrativeText", `paragraph ${i}`));
    const after = before.map((e) => el(e.type, e.text));
    (after[7_000] as Element).text = "paragraph seven thousand, rewritten";
    after.splice(15_000, 1);
    const started = performance.now();
    const diff = diffElements(before, after);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(countChanges(diff)).toEqual({ added: 0, removed: 1, changed: 1 });
    expect(diff.unchanged).toBe(19_998);
  });
});

describe("textSimilarity", () => {
  it("is 1 for the same words, 0 for none shared, in between otherwise", () => {
    expect(textSimilarity("a b c", "a b c")).toBe(1);
    expect(textSimilarity("Hello world", "hello, WORLD!")).toBe(1);
    expect(textSimilarity("alpha beta", "gamma delta")).toBe(0);
    expect(textSimilarity("one two three four", "one two three five")).toBe(0.75);
    expect(textSimilarity("", "")).toBe(1);
    expect(textSimilarity("", "words")).toBe(0);
  });
});
