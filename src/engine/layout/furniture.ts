// Page furniture: headers, footers and page numbers. A block near the top or bottom edge whose text
// (digits ignored) recurs near the same edge on other pages is a Header or Footer; a lone number there is
// a PageNumber. Like the reference, a short block in the outer 7% of the page is furniture even when it
// appears once.
import { pySplit } from "../elements/text-type.js";

export type Furniture = "Header" | "Footer" | "PageNumber";

/** Share of the page height, from either edge, where repeated furniture is looked for. */
const REPEAT_BAND = 0.12;
/** The reference's band: anything inside it is a header or footer. */
const EDGE_BAND = 0.07;

const PAGE_NUMBER_RE =
  /^(?:page\s*)?[-–—]?\s*(?:\d{1,5}|[ivxlcdm]{1,7})\s*[-–—]?(?:\s*(?:of|\/)\s*\d{1,5})?$/i;

export function isPageNumberText(text: string): boolean {
  return PAGE_NUMBER_RE.test(text.trim());
}

export function furnitureKey(text: string): string {
  return text.toLowerCase().replace(/\d+/g, "#").replace(/\s+/g, " ").trim();
}

export interface EdgeCandidate {
  page: number;
  text: string;
  /** Top and bottom of the block as shares of the page height. */
  top: number;
  bottom: number;
}

function edgeOf(candidate: { top: number; bottom: number }, band: number): "top" | "bottom" | undefined {
  if (candidate.bottom <= band) return "top";
  if (candidate.top >= 1 - band) return "bottom";
  return undefined;
}

/**
 * The key under which a block near the top or bottom edge is counted for repetition ("top:…" or
 * "bottom:…", digits ignored), or undefined for a block away from the edges.
 */
export function edgeKey(candidate: EdgeCandidate): string | undefined {
  const edge = edgeOf(candidate, REPEAT_BAND);
  return edge ? `${edge}:${furnitureKey(candidate.text)}` : undefined;
}

/** Keys of edge text that recurs on two or more pages, from (key, page) pairs. */
export function repeatedKeys(seen: Iterable<{ key: string; page: number }>): Set<string> {
  const pagesByKey = new Map<string, Set<number>>();
  for (const { key, page } of seen) {
    const pages = pagesByKey.get(key) ?? new Set<number>();
    pages.add(page);
    pagesByKey.set(key, pages);
  }
  const repeated = new Set<string>();
  for (const [key, pages] of pagesByKey) if (pages.size >= 2) repeated.add(key);
  return repeated;
}

/** Keys of edge text that recurs on two or more pages, per edge. */
export function repeatedEdgeKeys(candidates: readonly EdgeCandidate[]): Set<string> {
  const seen: { key: string; page: number }[] = [];
  for (const candidate of candidates) {
    const key = edgeKey(candidate);
    if (key !== undefined) seen.push({ key, page: candidate.page });
  }
  return repeatedKeys(seen);
}

/** The furniture type of a block, or undefined for body text. */
export function furnitureOf(
  candidate: EdgeCandidate,
  repeated: ReadonlySet<string>,
  largerThanBody: boolean,
): Furniture | undefined {
  const edge = edgeOf(candidate, REPEAT_BAND);
  if (!edge) return undefined;
  if (isPageNumberText(candidate.text)) return "PageNumber";
  const type = edge === "top" ? "Header" : "Footer";
  if (repeated.has(edgeKey(candidate) ?? "")) return type;
  const words = pySplit(candidate.text).length;
  if (edgeOf(candidate, EDGE_BAND) && !largerThanBody && words <= 15) return type;
  return undefined;
}
