// The scores of `npm run bench -- structure`, as the published evaluators define them. Pure functions:
// __tests__/bench/structure-scores.test.ts checks them with known values, without any renderer.
//
// - Tables: TEDS (Zhong, ShafieiBavani & Jimeno Yepes 2020, "Image-based table recognition: data, model,
//   and evaluation"; PubTabNet's metric): 1 − TED(pred, truth) / max(|pred|, |truth|) on the HTML table
//   trees, where renaming a cell into another costs the normalized Levenshtein distance of their contents
//   (1 when tag, colspan or rowspan differ) and |T| counts the table's descendant nodes. As
//   opendataloader-bench scores it: <thead>/<tbody>/<tfoot> are dropped (their rows kept), <th> counts
//   as <td>, and whitespace inside a cell is collapsed. TEDS-S is the same without cell contents.
// - Headings: precision, recall and F1 of Title elements against the truth's headings (text matched
//   when the normalized similarity is ≥ HEADING_MATCH), and the level agreement of the matched ones.
// - Reading order: normalized indel similarity, 2·LCS / (|a| + |b|) over characters after whitespace is
//   collapsed (rapidfuzz's fuzz.ratio / 100, which opendataloader-bench calls NID); 1 = identical.
// - Broken words: truth words that come out in pieces ("Paciﬁ c", "RETAI L").
import type { AnyNode, Element as DomElement } from "domhandler";
import { parseDocument } from "htmlparser2";
import { levenshtein, treeEditDistance } from "./structure-ted.js";

// ---------------------------------------------------------------------------------------------- tables

export interface TableNode {
  tag: string;
  colspan: number;
  rowspan: number;
  /** Characters of a cell's text (whitespace collapsed); empty for other nodes. */
  content: string[];
  children: TableNode[];
}

const DROPPED = new Set(["thead", "tbody", "tfoot", "colgroup", "col", "caption"]);

function textOf(node: AnyNode): string {
  if (node.type === "text") return (node as unknown as { data: string }).data;
  if (node.type !== "tag" && node.type !== "script" && node.type !== "style") return "";
  const element = node as DomElement;
  // A line break inside a cell separates words.
  if (element.name === "br") return " ";
  return element.children.map(textOf).join("");
}

export function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function span(element: DomElement, name: string): number {
  const value = Number.parseInt(element.attribs[name] ?? "1", 10);
  return Number.isFinite(value) && value > 0 ? value : 1;
}

function toTree(element: DomElement): TableNode {
  const tag = element.name === "th" ? "td" : element.name;
  if (tag === "td") {
    return {
      tag,
      colspan: span(element, "colspan"),
      rowspan: span(element, "rowspan"),
      content: Array.from(collapse(textOf(element))),
      children: [],
    };
  }
  const children: TableNode[] = [];
  const visit = (nodes: AnyNode[]) => {
    for (const child of nodes) {
      if (child.type !== "tag") continue;
      const el = child as DomElement;
      if (DROPPED.has(el.name)) {
        if (el.name !== "caption" && el.name !== "colgroup" && el.name !== "col") visit(el.children);
        continue;
      }
      if (el.name === "tr" || el.name === "td" || el.name === "th") children.push(toTree(el));
    }
  };
  visit(element.children);
  return { tag, colspan: 1, rowspan: 1, content: [], children };
}

function findTable(nodes: AnyNode[]): DomElement | undefined {
  for (const node of nodes) {
    if (node.type !== "tag") continue;
    const el = node as DomElement;
    if (el.name === "table") return el;
    const inner = findTable(el.children);
    if (inner) return inner;
  }
  return undefined;
}

/** The first <table> of an HTML fragment as a TEDS tree, or undefined when there is none. */
export function parseTable(html: string): TableNode | undefined {
  const table = findTable(parseDocument(html).children);
  return table ? toTree(table) : undefined;
}

/** Rows of cell texts (spans not expanded): the table's text in row order. */
export function tableRows(tree: TableNode): string[][] {
  return tree.children
    .filter((row) => row.tag === "tr")
    .map((row) => row.children.map((c) => c.content.join("")));
}

/**
 * The tree with each cell holding a number as the number: "12,553" → "12553", "(81)" and "−81" → "-81".
 * A sheet's cell holds a value, and the page shows it in the cell's number format (thousands grouped,
 * negatives in brackets): a reader reads the same number either way.
 */
export function numbersAsValues(node: TableNode): TableNode {
  if (node.tag === "td") {
    const text = node.content.join("");
    const m = /^([(\-−–]?)\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*(\)?)$/.exec(text);
    if (!m || (m[1] === "(") !== (m[4] === ")")) return node;
    const value = `${m[1] ? "-" : ""}${(m[2] ?? "").replace(/,/g, "")}${m[3] ?? ""}`;
    return { ...node, content: [...value] };
  }
  return { ...node, children: node.children.map(numbersAsValues) };
}

/** A TEDS tree back as HTML (cells' text escaped), for the report. */
export function treeHtml(node: TableNode): string {
  if (node.tag === "td") {
    const attrs = `${node.colspan > 1 ? ` colspan="${node.colspan}"` : ""}${node.rowspan > 1 ? ` rowspan="${node.rowspan}"` : ""}`;
    const text = node.content.join("").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    return `<td${attrs}>${text}</td>`;
  }
  return `<${node.tag}>${node.children.map(treeHtml).join("")}</${node.tag}>`;
}

/** Where two texts first part (whitespace collapsed): a little of each from there, for the report. */
export function firstDifference(
  truth: string,
  pred: string,
  width = 60,
): { truth: string; output: string } | undefined {
  const a = collapse(truth);
  const b = collapse(pred);
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === a.length && i === b.length) return undefined;
  const from = Math.max(0, i - 15);
  return { truth: a.slice(from, from + width), output: b.slice(from, from + width) };
}

function countDescendants(tree: TableNode): number {
  let count = 0;
  for (const child of tree.children) count += 1 + countDescendants(child);
  return count;
}

function renameCost(structureOnly: boolean) {
  return (a: TableNode, b: TableNode): number => {
    if (a.tag !== b.tag || a.colspan !== b.colspan || a.rowspan !== b.rowspan) return 1;
    if (a.tag === "td" && !structureOnly && (a.content.length > 0 || b.content.length > 0)) {
      return levenshtein(a.content, b.content) / Math.max(a.content.length, b.content.length);
    }
    return 0;
  };
}

/** TEDS of a predicted table against the true one (1 = identical); 0 when either is missing. */
export function teds(
  pred: TableNode | undefined,
  truth: TableNode | undefined,
  structureOnly = false,
): number {
  if (!pred || !truth) return 0;
  const nodes = Math.max(countDescendants(pred), countDescendants(truth));
  if (nodes === 0) return 1;
  const distance = treeEditDistance(pred, truth, {
    children: (node) => node.children,
    rename: renameCost(structureOnly),
  });
  return Math.max(0, 1 - distance / nodes);
}

export interface TableMatch {
  /** Sum of TEDS over matched pairs. */
  sum: number;
  /** Sum of TEDS-S over matched pairs. */
  structureSum: number;
  /** max(true tables, predicted tables): a missed table and a spurious one each weigh 1 and score 0. */
  weight: number;
  truthTables: number;
  predTables: number;
  /** True tables with no predicted table matched to them. */
  missed: number;
  /** Predicted tables matched to no true table. */
  spurious: number;
  /** TEDS of each true table, in order (0 when missed). */
  perTable: number[];
  /** The predicted tables matched to no true table (their indexes). */
  unmatched: number[];
}

/**
 * Matches the predicted tables of a page (or document) to the true ones, one to one, best TEDS first,
 * and scores them: Σ TEDS over matched pairs / max(true, predicted). A table the tool missed scores 0;
 * a spurious one adds 1 to the weight (and nothing to the sum), so splitting one table in two or
 * finding a table in running text costs as much as missing one.
 */
export function matchTables(
  pred: readonly (TableNode | undefined)[],
  truth: readonly (TableNode | undefined)[],
): TableMatch {
  const pairs: { i: number; j: number; score: number }[] = [];
  for (const [i, p] of pred.entries())
    for (const [j, t] of truth.entries()) pairs.push({ i, j, score: teds(p, t) });
  pairs.sort((x, y) => y.score - x.score || x.j - y.j || x.i - y.i);
  const usedPred = new Set<number>();
  const perTable = truth.map(() => 0);
  const matched = new Set<number>();
  let sum = 0;
  let structureSum = 0;
  for (const { i, j, score } of pairs) {
    if (usedPred.has(i) || matched.has(j) || score <= 0) continue;
    usedPred.add(i);
    matched.add(j);
    perTable[j] = score;
    sum += score;
    structureSum += teds(pred[i], truth[j], true);
  }
  return {
    sum,
    structureSum,
    weight: Math.max(pred.length, truth.length),
    truthTables: truth.length,
    predTables: pred.length,
    missed: truth.length - matched.size,
    spurious: pred.length - usedPred.size,
    perTable,
    unmatched: pred.flatMap((_, i) => (usedPred.has(i) ? [] : [i])),
  };
}

// -------------------------------------------------------------------------------------------- headings

export interface Heading {
  text: string;
  /** Heading level (category_depth); undefined when the tool gives none. */
  level: number | undefined;
}

/** Similarity (1 − normalized Levenshtein) at or above which a Title is the same heading as the truth's. */
export const HEADING_MATCH = 0.8;

export function normalizeForMatch(text: string): string {
  return collapse(
    text
      .normalize("NFKC")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s]/gu, " "),
  );
}

export function similarity(a: string, b: string): number {
  const x = normalizeForMatch(a);
  const y = normalizeForMatch(b);
  if (x.length === 0 && y.length === 0) return 1;
  return 1 - levenshtein(x, y) / Math.max(x.length, y.length);
}

export interface HeadingMatch {
  truth: number;
  pred: number;
  matched: number;
  /** Pairs of matched headings whose levels order the same way in truth and prediction. */
  concordant: number;
  pairs: number;
  /** Truth headings found by no Title. */
  missed: string[];
  /** Titles that are no heading of the truth. */
  spurious: string[];
  /** Matched headings whose level order disagrees with another's (truth level → predicted level). */
  levelErrors: string[];
}

/**
 * Matches Titles to true headings one to one, most similar first (similarity ≥ HEADING_MATCH). Level
 * agreement: over the pairs of matched headings whose levels differ in the truth or in the prediction,
 * the share the predicted levels order as the true levels do (both equal, or the same one deeper). A
 * tool that gives no level ties every pair, so it agrees on none of the pairs the truth tells apart.
 */
export function matchHeadings(pred: readonly Heading[], truth: readonly Heading[]): HeadingMatch {
  const pairs: { i: number; j: number; score: number }[] = [];
  for (const [i, p] of pred.entries())
    for (const [j, t] of truth.entries()) {
      const score = similarity(p.text, t.text);
      if (score >= HEADING_MATCH) pairs.push({ i, j, score });
    }
  pairs.sort((x, y) => y.score - x.score || Math.abs(x.i - x.j) - Math.abs(y.i - y.j) || x.j - y.j);
  const predOf = new Map<number, number>();
  const usedPred = new Set<number>();
  for (const { i, j } of pairs) {
    if (usedPred.has(i) || predOf.has(j)) continue;
    usedPred.add(i);
    predOf.set(j, i);
  }
  const matchedTruth = [...predOf.keys()].sort((x, y) => x - y);
  let concordant = 0;
  let pairCount = 0;
  const disagreeing = new Set<number>();
  const level = (h: Heading | undefined) => h?.level ?? 0;
  for (let x = 0; x < matchedTruth.length; x++) {
    for (let y = x + 1; y < matchedTruth.length; y++) {
      const tx = matchedTruth[x] as number;
      const ty = matchedTruth[y] as number;
      const trueOrder = Math.sign(level(truth[tx]) - level(truth[ty]));
      const predOrder = Math.sign(
        level(pred[predOf.get(tx) as number]) - level(pred[predOf.get(ty) as number]),
      );
      // Tied in both says nothing about levels (a tool without levels would agree on every such pair).
      if (trueOrder === 0 && predOrder === 0) continue;
      pairCount += 1;
      if (trueOrder === predOrder) concordant += 1;
      else {
        disagreeing.add(tx);
        disagreeing.add(ty);
      }
    }
  }
  return {
    truth: truth.length,
    pred: pred.length,
    matched: predOf.size,
    concordant,
    pairs: pairCount,
    missed: truth.filter((_, j) => !predOf.has(j)).map((h) => h.text),
    spurious: pred.filter((_, i) => !usedPred.has(i)).map((h) => h.text),
    levelErrors: [...disagreeing]
      .sort((x, y) => x - y)
      .map(
        (j) => `${truth[j]?.text} (${level(truth[j])} → ${pred[predOf.get(j) as number]?.level ?? "none"})`,
      ),
  };
}

/** Most consecutive open elements a Title may stand for (a two-line slide title the source has as two). */
const OPEN_RUN = 3;

/**
 * The Titles left to score once those the truth leaves open are set aside: a Title that matches no true
 * heading but matches an open element of the truth, or a run of consecutive ones read as one (see
 * `openAsHeading` in structure-pages.ts), is neither a hit nor a miss. `open` is in document order.
 */
export function withoutOpen(
  pred: readonly Heading[],
  truth: readonly Heading[],
  open: readonly string[],
): { scored: Heading[]; excused: string[] } {
  const scored: Heading[] = [];
  const excused: string[] = [];
  for (const title of pred) {
    const heading = truth.some((t) => similarity(title.text, t.text) >= HEADING_MATCH);
    let left = false;
    for (let i = 0; i < open.length && !heading && !left; i++) {
      for (let n = 1; n <= OPEN_RUN && i + n <= open.length && !left; n++) {
        left = similarity(title.text, open.slice(i, i + n).join(" ")) >= HEADING_MATCH;
      }
    }
    if (left) excused.push(title.text);
    else scored.push(title);
  }
  return { scored, excused };
}

export function f1(precision: number, recall: number): number {
  return precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
}

// ---------------------------------------------------------------------------------------- reading order

/**
 * Length of the longest common subsequence of two strings (UTF-16 units), bit-parallel (Hyyrö 2004):
 * O(|a|·|b| / 32), so whole documents compare in well under a second.
 */
export function lcsLength(a: string, b: string): number {
  if (a.length === 0 || b.length === 0) return 0;
  if (a.length > b.length) [a, b] = [b, a];
  const words = Math.ceil(a.length / 32);
  const masks = new Map<number, Uint32Array>();
  for (let i = 0; i < a.length; i++) {
    const code = a.charCodeAt(i);
    let mask = masks.get(code);
    if (!mask) {
      mask = new Uint32Array(words);
      masks.set(code, mask);
    }
    mask[i >>> 5] = ((mask[i >>> 5] as number) | (1 << (i & 31))) >>> 0;
  }
  const v = new Uint32Array(words).fill(0xffffffff);
  const none = new Uint32Array(words);
  for (let k = 0; k < b.length; k++) {
    const mask = masks.get(b.charCodeAt(k)) ?? none;
    let carry = 0;
    for (let w = 0; w < words; w++) {
      const vw = v[w] as number;
      const u = (vw & (mask[w] as number)) >>> 0;
      const sum = vw + u + carry;
      carry = sum > 0xffffffff ? 1 : 0;
      v[w] = ((sum >>> 0) | (vw & ~(mask[w] as number))) >>> 0;
    }
  }
  let zeros = 0;
  for (let i = 0; i < a.length; i++) if ((((v[i >>> 5] as number) >>> (i & 31)) & 1) === 0) zeros += 1;
  return zeros;
}

/** Normalized indel similarity of two texts after whitespace is collapsed: 1 = identical, 0 = disjoint. */
export function nid(truth: string, pred: string): number {
  const a = collapse(truth);
  const b = collapse(pred);
  if (a.length + b.length === 0) return 1;
  return (2 * lcsLength(a, b)) / (a.length + b.length);
}

// ---------------------------------------------------------------------------------------- broken words

function wordKey(token: string): string {
  return token
    .normalize("NFKC")
    .toLowerCase()
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
}

function tokens(text: string): string[] {
  return text
    .split(/\s+/)
    .map(wordKey)
    .filter((t) => t.length > 0);
}

/** The text's whitespace-separated tokens as written, for the ones `tokens` keeps (in the same order). */
function rawTokens(text: string): string[] {
  return text.split(/\s+/).filter((t) => wordKey(t).length > 0);
}

/** A token that ends in a ligature glyph (U+FB00–FB06), trailing punctuation aside. */
const ENDS_IN_LIGATURE = /[\uFB00-\uFB06][^\p{L}\p{N}]*$/u;

/** Longer "words" are identifiers, URLs or scripts written without spaces, not words a reader splits. */
const MAX_WORD = 30;

export interface BrokenWords {
  /** Truth words the output gives in 2 or 3 pieces, each occurrence. */
  broken: string[];
  /** Words of the output. */
  words: number;
  /**
   * Broken words whose break follows a ligature glyph (U+FB00–FB06): "Paciﬁ c". A word that ends in a
   * ligature before a space ("staﬀ member") is right, so only breaks the broken-words test finds count.
   */
  ligatureSpaces: number;
}

/**
 * Output words that are pieces of a truth word: 2 or 3 consecutive output tokens whose concatenation is
 * a word of the truth (letters only, at most MAX_WORD long) while the truth never has those tokens side
 * by side ("in to" is no broken "into" when the truth says "in to" somewhere). Ligatures compare as
 * their letters (NFKC).
 */
export function brokenWords(truth: string, pred: string): BrokenWords {
  const truthTokens = tokens(truth);
  const vocabulary = new Set(truthTokens);
  const sequences = new Set<string>();
  for (let i = 0; i < truthTokens.length; i++) {
    sequences.add(`${truthTokens[i]} ${truthTokens[i + 1]}`);
    sequences.add(`${truthTokens[i]} ${truthTokens[i + 1]} ${truthTokens[i + 2]}`);
  }
  const out = tokens(pred);
  const raw = rawTokens(pred);
  const broken: string[] = [];
  let ligatureSpaces = 0;
  /** Whether a piece before the last of out[i..i+count-1] ends in a ligature glyph. */
  const afterLigature = (i: number, count: number) =>
    raw.slice(i, i + count - 1).some((t) => ENDS_IN_LIGATURE.test(t));
  // Only words of letters count: a URL or a number a renderer wraps onto the next line is no broken word.
  const word = (w: string) => w.length <= MAX_WORD && /^\p{L}[\p{L}\p{M}'’-]*$/u.test(w) && vocabulary.has(w);
  for (let i = 0; i < out.length; i++) {
    const a = out[i] as string;
    const b = out[i + 1];
    const c = out[i + 2];
    if (b !== undefined && c !== undefined && word(a + b + c) && !sequences.has(`${a} ${b} ${c}`)) {
      broken.push(`${a} ${b} ${c}`);
      if (afterLigature(i, 3)) ligatureSpaces += 1;
      i += 2;
      continue;
    }
    if (b !== undefined && word(a + b) && !sequences.has(`${a} ${b}`)) {
      broken.push(`${a} ${b}`);
      if (afterLigature(i, 2)) ligatureSpaces += 1;
      i += 1;
    }
  }
  return { broken, words: out.length, ligatureSpaces };
}
