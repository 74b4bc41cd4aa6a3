// Page furniture: headers, footers and page numbers, decided from the page itself. Like the reference, a
// short block in the outer 7% of the page, not set larger than the body, is a Header or Footer; so is a
// running head or foot: such a single line that starts in that band, ends within 12% of the edge, has
// nothing between it and the edge and is set apart from the body by at least a line's height. A lone number near an edge is a PageNumber. No rule looks
// at other pages: a PDF sent whole and the same PDF sent in page batches (the SDKs' split_pdf_page) must
// type every element the same way.
import { pySplit } from "../text/python-str.js";

export type Furniture = "Header" | "Footer" | "PageNumber";

/** Share of the page height, from either edge, where a lone number is a page number (and no furniture lies beyond). */
export const FURNITURE_BAND = 0.12;
/** The reference's band: short text inside it is a header or footer. */
const EDGE_BAND = 0.07;
/** Words a header or footer has at most. */
const MAX_FURNITURE_WORDS = 15;

const PAGE_NUMBER_RE =
  /^(?:page\s*)?[-–—]?\s*(?:\d{1,5}|[ivxlcdm]{1,7})\s*[-–—]?(?:\s*(?:of|\/)\s*\d{1,5})?$/i;

export function isPageNumberText(text: string): boolean {
  return PAGE_NUMBER_RE.test(text.trim());
}

export interface EdgeCandidate {
  text: string;
  /** Top and bottom of the block as shares of the page height. */
  top: number;
  bottom: number;
  /** Lines in the block. */
  lines: number;
  /** Nothing lies between the block and the edge it is near, and the body keeps a line's height away. */
  setApart: boolean;
}

function edgeOf(candidate: { top: number; bottom: number }, band: number): "top" | "bottom" | undefined {
  if (candidate.bottom <= band) return "top";
  if (candidate.top >= 1 - band) return "bottom";
  return undefined;
}

/** The furniture type of a block, or undefined for body text. */
export function furnitureOf(candidate: EdgeCandidate, largerThanBody: boolean): Furniture | undefined {
  const near = edgeOf(candidate, FURNITURE_BAND);
  if (!near) return undefined;
  if (isPageNumberText(candidate.text)) return "PageNumber";
  // Type set larger than the body near an edge is a title (a document's at the top of its first page).
  if (largerThanBody || pySplit(candidate.text).length > MAX_FURNITURE_WORDS) return undefined;
  const type = near === "top" ? "Header" : "Footer";
  if (edgeOf(candidate, EDGE_BAND)) return type;
  const startsInBand = near === "top" ? candidate.top <= EDGE_BAND : candidate.bottom >= 1 - EDGE_BAND;
  return startsInBand && candidate.lines === 1 && candidate.setApart ? type : undefined;
}
