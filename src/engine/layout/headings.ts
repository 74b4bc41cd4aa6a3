// Headings of laid-out pages (the PDF text layer and OCR alike), decided for the whole document at once.
// Each page describes its text blocks in cues (type size, weight, capitals, whether the block stands alone
// on its line, its numbering); pages may be read in worker threads, so the cues travel with the page's
// drafts and the decision is taken where the document's drafts come together (DraftAssembler).
//
// A block is a heading when it is set apart from the document's body type (larger or bolder; on OCR
// pages, where weight is measured from the pixels, also a section number), stands alone on its line, passes the
// filters that keep sentences, captions, list runs and table data out (after edgeparse's pre-filters),
// and differs from the text around it (the neighbour contrast of veraPDF's heading score), unless it is
// larger and bold. The body style is the character-weighted mode of type size and weight over all of the
// document's text, at any size. Levels come from ranking the
// document's heading styles (size, then weight, then capitals, upright before italic); section numbers
// ("5", "5.2", "5.2.1") override the rank of numbered headings, so a "5.2" set like its "5" still sits
// below it. The reference's other formats count category_depth from 0 at the top; so does this one.
import type { Draft } from "../core/types.js";
import {
  exceedsCapRatio,
  isEmailAddress,
  pyIsUpper,
  splitSentences,
  underNonAlphaRatio,
} from "../elements/text-type.js";
import { pySplit } from "../text/python-str.js";

/** What the document-wide decision needs to know about one text block of a page. */
export interface HeadingCue {
  /** Index of the block's draft within its PageDrafts. */
  index: number;
  /** Type size (points for the text layer, pixels for OCR) most of the block's characters are set in. */
  size: number;
  bold: boolean;
  italic: boolean;
  /** In capitals (with at least two letters). */
  caps: boolean;
  lines: number;
  /** Characters, for the body style's weight. */
  chars: number;
  /** Nothing else shares the block's lines: not a fragment of a line, not a cell of a table row. */
  alone: boolean;
  /** From OCR: sizes are box heights, so only clear differences count. */
  ocr: boolean;
  /** The type the block has when it is not a heading. */
  fallback: string;
  /** Named as a caption, or typed as furniture, email, address or bullet: never a heading. */
  excluded: boolean;
  /** The block lies in the band at the top or bottom of its page where running heads and feet are. */
  edge?: "top" | "bottom" | undefined;
}

/** One cue as the assembler keeps it: the draft it belongs to, in document order. */
export interface PlacedCue extends HeadingCue {
  draft: Draft;
}

/** A body style: the size and weight most of the document's characters are set in. */
interface BodyStyle {
  size: number;
  bold: boolean;
}

/** Longest heading, in lines, characters and words (edgeparse's MAX_HEADING_LINES and _TEXT_LENGTH). */
const MAX_LINES = 4;
const MAX_CHARS = 150;
const MAX_WORDS = 24;
/** A size at least this much above the body's reads as larger type; OCR measures box heights, so more. */
const LARGER = 1.08;
const LARGER_OCR = 1.25;
/** Below this share of the body's size, type is smaller (notes, captions): never a heading. */
const SMALLER = 0.97;
const SMALLER_OCR = 0.85;
/** Type this much larger than the body is clearly larger, whatever the measuring noise. */
const CLEARLY_LARGER = 1.2;
/** Type this much larger than the body is display type, where lower-case headings are a design. */
const DISPLAY = 1.5;
/** Deepest category_depth given (HTML's h6). */
const DEEPEST = 5;

/** "5", "5.2.1", "III.", "A." at the start of a heading, then its words. */
const NUMBERING_RE = /^(?:(\d{1,3}(?:\.\d{1,3})*)\.?|([IVXLC]{1,6})\.|([A-Z])\.)\s+(?=\S)/u;
const CAPTION_RE = /^(?:table|figure|fig\.?|tab\.?|chart|exhibit|plate|listing)\s*[0-9IVX]+[a-z]?\b/i;

/** The section number's depth ("5" → 1, "5.2" → 2), or 0 when the text has none (roman and letters: 0). */
export function numberingDepth(text: string): number {
  const match = NUMBERING_RE.exec(text);
  if (!match?.[1]) return 0;
  return match[1].split(".").length;
}

/** The text after its section numbers ("5. 1. CONFLICTS" → "CONFLICTS": a number of the document's own
 * after one a renderer added). */
function withoutNumbering(text: string): string {
  return text.replace(NUMBERING_RE, "").replace(NUMBERING_RE, "");
}

/** Whether the text starts with a section number of any kind ("5.", "2.1", "III.", "A."). */
export function isNumbered(text: string): boolean {
  return NUMBERING_RE.test(text);
}

/**
 * The text filters a heading passes, after edgeparse's: short, no sentence inside, no trailing comma or
 * hyphenated break, not a caption, not mostly figures.
 */
export function headingLikeText(text: string, lines: number): boolean {
  if (lines > MAX_LINES || text.length > MAX_CHARS) return false;
  const words = pySplit(text);
  if (words.length > MAX_WORDS) return false;
  if (!TWO_LETTERS.test(text)) return false;
  if (underNonAlphaRatio(withoutNumbering(text))) return false;
  if (/[,;\-‐]$/.test(text)) return false;
  if (CAPTION_RE.test(text)) return false;
  if (isEmailAddress(text) || /\S+@\S+\.\w+/.test(text)) return false;
  if (/^\(.*\)$/.test(text) || /^[,;)\]]/.test(text)) return false;
  const rest = withoutNumbering(text);
  // A sentence ends inside: running text ("Results. We found ..."), not a heading.
  if (splitSentences(rest).length > 1) return false;
  // A full stop at the end of more than a few words is a sentence.
  if (/[^.]\.$/.test(rest) && pySplit(rest).length > 3) return false;
  return true;
}

/** Set in capitals: two letters or more, none of them lower case. */
export function inCapitals(text: string): boolean {
  return TWO_LETTERS.test(text) && pyIsUpper(text);
}

/** Two letters or more (a test, not a list of every letter of a paragraph: this runs on every block). */
const TWO_LETTERS = /\p{L}[\s\S]*?\p{L}/u;

// ------------------------------------------------------------------------------------------------
// The document-wide decision
// ------------------------------------------------------------------------------------------------

/** Size classes: 2 % apart for the text layer (sizes are exact), 10 % for OCR (box heights). */
function sizeClass(size: number, ocr: boolean): number {
  return Math.round(Math.log(Math.max(size, 0.1)) / Math.log(ocr ? 1.1 : 1.02));
}

/** Characters set in one type size and weight somewhere in the document: [size, bold, characters, ocr]. */
export type StyleCount = [number, boolean, number, boolean];

/** Adds `chars` characters in the given type to a page's or a document's counts. */
export function countStyle(
  counts: StyleCount[],
  size: number,
  bold: boolean,
  chars: number,
  ocr: boolean,
): void {
  const rounded = Math.round(size * 10) / 10;
  const found = counts.find(([s, b, , o]) => s === rounded && b === bold && o === ocr);
  if (found) found[2] += chars;
  else counts.push([rounded, bold, chars, ocr]);
}

/**
 * The character-weighted mode of (size class, weight) over all the document's text, tables and notes
 * included (a slide of a title and a table has its body in the table).
 */
function bodyStyle(styles: readonly StyleCount[]): BodyStyle | undefined {
  const classes = new Map<
    string,
    { chars: number; sizes: { size: number; chars: number }[]; bold: boolean }
  >();
  for (const [size, bold, chars, ocr] of styles) {
    const key = `${sizeClass(size, ocr)}|${bold}`;
    const entry = classes.get(key) ?? { chars: 0, sizes: [], bold };
    entry.chars += chars;
    entry.sizes.push({ size, chars });
    classes.set(key, entry);
  }
  let best: { chars: number; sizes: { size: number; chars: number }[]; bold: boolean } | undefined;
  for (const entry of classes.values()) if (!best || entry.chars > best.chars) best = entry;
  if (!best || best.chars === 0) return undefined;
  // The class's character-weighted median size.
  const sizes = [...best.sizes].sort((a, b) => a.size - b.size);
  let seen = 0;
  let size = sizes[0]?.size ?? 10;
  for (const entry of sizes) {
    seen += entry.chars;
    size = entry.size;
    if (seen * 2 >= best.chars) break;
  }
  return { size, bold: best.bold };
}

interface Prominence {
  larger: boolean;
  heavier: boolean;
  smaller: boolean;
}

function prominence(cue: HeadingCue, body: BodyStyle): Prominence {
  const ratio = cue.size / body.size;
  return {
    larger: ratio >= (cue.ocr ? LARGER_OCR : LARGER),
    smaller: ratio < (cue.ocr ? SMALLER_OCR : SMALLER),
    heavier: cue.bold && !body.bold,
  };
}

/** Same type: size class, weight and capitals. */
function sameStyle(a: HeadingCue, b: HeadingCue): boolean {
  return sizeClass(a.size, a.ocr) === sizeClass(b.size, b.ocr) && a.bold === b.bold && a.caps === b.caps;
}

function isHeading(
  cue: PlacedCue,
  next: PlacedCue | undefined,
  previous: PlacedCue | undefined,
  body: BodyStyle,
): boolean {
  if (cue.excluded || !cue.alone) return false;
  const text = cue.draft.text;
  if (!headingLikeText(text, cue.lines)) return false;
  const seen = prominence(cue, body);
  if (seen.smaller) return false;
  // Starting in lower case: a line's continuation, unless it is display type ("eastern mediterranean").
  if (/^\P{L}*\p{Ll}/u.test(withoutNumbering(text)) && cue.size < body.size * DISPLAY) return false;
  const sibling = (other: PlacedCue | undefined) =>
    other !== undefined &&
    sameStyle(cue, other) &&
    isNumbered(other.draft.text) &&
    numberingDepth(other.draft.text) === numberingDepth(text);
  // Capitals alone set no block apart: a paragraph may be set in capitals.
  if (!seen.larger && !seen.heavier) {
    // OCR's weight is measured, and may miss: a section number with a short title in capitalised
    // words, followed by something else than the next item of a list, is how a scan's numbered heading
    // still shows ("3.1 Layout Detection Models").
    const rest = withoutNumbering(text);
    return (
      cue.ocr &&
      isNumbered(text) &&
      /^\p{L}/u.test(rest) &&
      cue.lines <= 2 &&
      pySplit(rest).length <= 12 &&
      !/[.:]$/.test(rest) &&
      exceedsCapRatio(rest) &&
      !sibling(next) &&
      !sibling(previous)
    );
  }
  // A heading differs from the text around it: blocks in one style one after another are a run (lines of
  // a form, a bold list, a table's column, an address block), unless section numbers start them. Larger
  // type that is also bold (or clearly larger and in capitals) is a heading style on its own, even one
  // heading after another.
  const strong =
    seen.larger && (seen.heavier || ((cue.caps || cue.ocr) && cue.size >= body.size * CLEARLY_LARGER));
  if (!strong) {
    if (next && sameStyle(cue, next) && !isNumbered(next.draft.text)) return false;
    if (previous && sameStyle(cue, previous) && !isNumbered(previous.draft.text) && !isNumbered(text)) {
      return false;
    }
  }
  if (!seen.larger) {
    // Bold in the body's size: a short line set apart.
    if (cue.lines > 2 || pySplit(text).length > 15) return false;
    // Numbered items one after another in one style are a list: "1. Term", "2. Term".
    if (isNumbered(text) && (sibling(next) || sibling(previous))) return false;
  }
  return true;
}

/** A heading style: what ranks it among the document's headings. */
interface HeadingStyle {
  sizeClass: number;
  bold: boolean;
  caps: boolean;
  italic: boolean;
}

function styleKey(style: HeadingStyle): string {
  return `${style.sizeClass}|${style.bold}|${style.caps}|${style.italic}`;
}

function compareStyles(a: HeadingStyle, b: HeadingStyle): number {
  return (
    b.sizeClass - a.sizeClass ||
    Number(b.bold) - Number(a.bold) ||
    Number(b.caps) - Number(a.caps) ||
    Number(a.italic) - Number(b.italic)
  );
}

/** Pages apart at most for a block that comes back to be running: the next page, or the next of its side. */
const RUNNING_GAP = 2;

/**
 * Blocks at a page's top or bottom edge whose text (numbers aside) comes back at the same edge of a page
 * nearby: running heads and feet ("US Trustee Handbook", "Chapter 3 · 41"), which type size alone would
 * make headings. A heading that only comes back far away ("Table of Contents" on pages 1 and 178) is a
 * heading each time; and whether a block runs does not change when the document is read in page batches.
 */
function runningEdges(cues: readonly PlacedCue[]): Set<PlacedCue> {
  const pages = new Map<string, number[]>();
  const keyOf = (cue: PlacedCue) => `${cue.edge}|${cue.draft.text.replace(/\d+/g, "#").trim().toLowerCase()}`;
  for (const cue of cues) {
    if (!cue.edge || cue.excluded || cue.lines > 2) continue;
    const seen = pages.get(keyOf(cue)) ?? [];
    seen.push(cue.draft.metadata.page_number ?? 0);
    pages.set(keyOf(cue), seen);
  }
  const runs = (cue: PlacedCue) => {
    const page = cue.draft.metadata.page_number ?? 0;
    return (pages.get(keyOf(cue)) ?? []).some(
      (other) => other !== page && Math.abs(other - page) <= RUNNING_GAP,
    );
  };
  return new Set(cues.filter((cue) => cue.edge && !cue.excluded && runs(cue)));
}

/**
 * Types the document's headings: Title with category_depth where a cue is a heading, the cue's fallback
 * type where it is not. Drafts without a cue keep their type.
 */
export function decideHeadings(cues: readonly PlacedCue[], styles: readonly StyleCount[]): void {
  const body = bodyStyle(styles);
  const running = runningEdges(cues);
  const headings: PlacedCue[] = [];
  for (const [i, cue] of cues.entries()) {
    // Neighbours on the same page: a page break sets blocks apart whatever their style.
    const page = cue.draft.metadata.page_number;
    const near = (other: PlacedCue | undefined) =>
      other?.draft.metadata.page_number === page ? other : undefined;
    const heading = body !== undefined && isHeading(cue, near(cues[i + 1]), near(cues[i - 1]), body);
    if (heading && running.has(cue)) cue.draft.type = cue.edge === "top" ? "Header" : "Footer";
    else if (heading) headings.push(cue);
    else cue.draft.type = cue.fallback;
  }
  if (headings.length === 0) return;

  // Styles ranked from the most prominent down; each distinct style is one step.
  const styleOf = (cue: PlacedCue): HeadingStyle => ({
    sizeClass: Math.round(Math.log(Math.max(cue.size, 0.1)) / Math.log(cue.ocr ? 1.15 : 1.05)),
    bold: cue.bold,
    caps: cue.caps,
    italic: cue.italic,
  });
  const headingStyles = new Map<string, HeadingStyle>();
  for (const cue of headings) headingStyles.set(styleKey(styleOf(cue)), styleOf(cue));
  const ranked = [...headingStyles.values()].sort(compareStyles).map(styleKey);
  const rank = (cue: PlacedCue) => ranked.indexOf(styleKey(styleOf(cue)));

  // Section numbers: the shallowest numbering depth takes the rank its headings' style has most often.
  const numbered = headings.filter((cue) => numberingDepth(cue.draft.text) > 0);
  const shallowest = Math.min(...numbered.map((cue) => numberingDepth(cue.draft.text)));
  const counts = new Map<number, number>();
  for (const cue of numbered) {
    if (numberingDepth(cue.draft.text) !== shallowest) continue;
    counts.set(rank(cue), (counts.get(rank(cue)) ?? 0) + 1);
  }
  let base = 0;
  let most = 0;
  for (const [r, n] of counts) {
    if (n > most || (n === most && r < base)) {
      base = r;
      most = n;
    }
  }
  for (const cue of headings) {
    const depth = numberingDepth(cue.draft.text);
    const level = depth > 0 ? base + depth - shallowest : rank(cue);
    cue.draft.type = "Title";
    cue.draft.metadata.category_depth = Math.min(DEEPEST, Math.max(0, level));
  }
}
