// Headings of laid-out pages (the PDF text layer and OCR alike). Each page describes its text blocks in
// cues (type size, weight, capitals, whether the block stands alone on its line, its numbering, its
// page's body style); pages may be read in worker threads, so the cues travel with the page's drafts and
// the decision is taken where the document's drafts come together (DraftAssembler). Every decision but
// running heads (which look at the pages nearby) is the page's own: a page's elements are the same
// whichever pages a request holds (the SDK's split PDFs send a document in batches of pages).
//
// A block is a heading when it is set apart from its page's body type (larger or bolder; on OCR
// pages, where weight is measured from the pixels, also a section number), stands alone on its line, passes the
// filters that keep sentences, captions, list runs and table data out (after edgeparse's pre-filters),
// and differs from the text around it (the neighbour contrast of veraPDF's heading score), unless it is
// larger and bold. The body style is the character-weighted mode of type size and weight over all of the
// page's text, at any size. Levels come from fixed steps of the heading's size over that body (display
// type 0, then a level a step, bold body type below them, italic below that: LEVEL_STEPS), the same in
// every document (OCR pages, whose sizes are measured, rank their own heading styles); section numbers ("5", "5.2", "5.2.1") override them on the page, so a "5.2" set like
// its "5" still sits below it. Unlike the reference's other formats, the top heading is not always 0:
// a level says how prominent the type is, which a page can tell on its own.
import type { Draft } from "../core/types.js";
import {
  exceedsCapRatio,
  isEmailAddress,
  pyIsUpper,
  splitSentences,
  underNonAlphaRatio,
} from "../elements/text-type.js";
import { pySplit } from "../text/python-str.js";

/** What the heading decision needs to know about one text block of a page. */
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
  /**
   * The type size of its page's own running text, where the page has enough of it (PAGE_BODY_CHARS): a
   * block is larger type only when larger than both the document's body and its page's.
   */
  pageBody?: number | undefined;
  /**
   * The style most of its page's characters are set in (see bodyStyle): what the block is set apart
   * from. A page decides its own headings, so that a page's elements are the same whichever pages come
   * with it (the SDK's split PDFs send a document in batches of pages, each a request of its own).
   */
  pageStyle?: BodyStyle | undefined;
  /**
   * A point in the page's units: 1 on the text layer; on OCR pages, pixels per point as if the page were
   * as wide as a sheet of paper (8.5 in; 11 in in landscape), for a page too sparse to have a body.
   */
  point?: number | undefined;
  /** Its page is in landscape (a slide's shape). */
  wide?: boolean | undefined;
  /** White space to the nearest entry above and below on its page (page units), where there is one. */
  spaceAbove?: number | undefined;
  spaceBelow?: number | undefined;
}

/** One cue as the assembler keeps it: the draft it belongs to, in document order. */
export interface PlacedCue extends HeadingCue {
  draft: Draft;
}

/** A body style: the size and weight most of a page's characters are set in. */
export interface BodyStyle {
  size: number;
  bold: boolean;
  /** Characters in the body's style class. */
  chars: number;
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
/** How far apart, in ems, OCR's measures of the space above and below a line may be by chance. */
const SPACING_NOISE = 0.1;
/** Deepest category_depth given: below the steps of LEVEL_STEPS, body type (three), two numbers. */
const DEEPEST = 10;
/**
 * Smallest body size of a slide deck, in points: running text for reading on paper is set at 8 to 13 pt;
 * slides, read across a room, set their body text larger.
 */
const SLIDE_BODY = 14;

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
 * The character-weighted mode of (size class, weight) over all the page's text, tables and notes
 * included (a slide of a title and a table has its body in the table).
 */
export function bodyStyle(styles: readonly StyleCount[]): BodyStyle | undefined {
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
  return { size, bold: best.bold, chars: best.chars };
}

interface Prominence {
  larger: boolean;
  heavier: boolean;
  smaller: boolean;
}

/**
 * Characters of one style a page needs for a body of its own: about a third of a page of running text
 * (a cover's or a slide's few lines have none).
 */
const PAGE_BODY_CHARS = 1000;

/**
 * The type size of a page's running text, from its style counts, when it has enough of it. A page set in
 * larger type than the rest of its document (a paper's appendix after its references in small type) keeps
 * its lines in that type from being headings, whatever other pages are read with it (a run of pages sent
 * in batches is typed as the whole document is).
 */
export function pageBodySize(styles: readonly StyleCount[]): number | undefined {
  const body = bodyStyle(styles);
  return body && body.chars >= PAGE_BODY_CHARS ? body.size : undefined;
}

function prominence(cue: HeadingCue, body: BodyStyle): Prominence {
  const ratio = cue.size / Math.max(body.size, cue.pageBody ?? 0);
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
    // words, followed by something else than the next item of a list, and set closer to the text it
    // heads than to the text before it, is how a scan's numbered heading still shows ("3.1 Layout
    // Detection Models"). A numbered line spaced like the paragraphs around it is one of them, unless
    // its type is somewhat larger than theirs (more than the text layer's LARGER, if less than OCR's).
    const rest = withoutNumbering(text);
    return (
      cue.ocr &&
      (headsWhatFollows(cue) || cue.size >= Math.max(body.size, cue.pageBody ?? 0) * LARGER) &&
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

/**
 * Whether the block is the first part of a paragraph the page break cut: the last block of its page,
 * three lines or more, ending mid-sentence (a lower-case letter, a comma, a semicolon or a hyphen), as
 * a passage set in large type that the break splits does. Decided from the page alone, as every heading
 * cue but running heads is, so that a batch of pages ending on this page decides it as the whole
 * document does (a heading ends neither mid-sentence nor three lines down at a page's foot).
 */
export function cutByPageBreak(cue: PlacedCue, next: PlacedCue | undefined): boolean {
  const endsPage = next?.draft.metadata.page_number !== cue.draft.metadata.page_number;
  return endsPage && cue.lines >= 3 && /[\p{Ll},;\u00ad-]$/u.test(cue.draft.text.trimEnd());
}

/**
 * Whether the block sits closer to the text below it than to the text above it, as a heading does (or
 * starts or ends its column, where that cannot be told), by more than OCR's boxes measure amiss: a
 * tenth of an em (letters without descenders leave their box's bottom at the baseline).
 */
function headsWhatFollows(cue: HeadingCue): boolean {
  return (
    cue.spaceAbove === undefined ||
    cue.spaceBelow === undefined ||
    cue.spaceAbove - cue.spaceBelow > cue.size * SPACING_NOISE
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

/** A page is a slide when it is in landscape and its body type is a slide's (SLIDE_BODY), from the text layer. */
function isSlide(page: readonly PlacedCue[]): boolean {
  const body = page[0]?.pageStyle;
  return body !== undefined && body.size >= SLIDE_BODY && page.every((cue) => cue.wide && !cue.ocr);
}

/**
 * The titles of a slide deck's slides (see isSlide). A slide's title is its most prominent block (the
 * largest type, then bold, then the first) when that block is larger than the rest of the slide's text or
 * is all of it ("Page 1" alone on a slide, with no body to stand apart from), and reads as a heading.
 */
function slideTitles(pages: ReadonlyMap<number | undefined, PlacedCue[]>): Set<PlacedCue> {
  const titles = new Set<PlacedCue>();
  for (const slide of pages.values()) {
    if (!isSlide(slide)) continue;
    let top: PlacedCue | undefined;
    for (const cue of slide) {
      if (
        !top ||
        cue.size > top.size * 1.02 ||
        (Math.abs(cue.size / top.size - 1) <= 0.02 && cue.bold && !top.bold)
      )
        top = cue;
    }
    if (!top || top.excluded || !top.alone || !headingLikeText(top.draft.text, top.lines)) continue;
    const rest = slide.filter((cue) => cue !== top);
    if (rest.every((cue) => cue.size * LARGER <= (top as PlacedCue).size)) titles.add(top);
  }
  return titles;
}

/**
 * Types the document's headings: Title with category_depth where a cue is a heading, the cue's fallback
 * type where it is not. Drafts without a cue keep their type.
 */
export function decideHeadings(cues: readonly PlacedCue[], styles: readonly StyleCount[]): void {
  // Each page is set apart from its own body; a cue that does not know its page's (made elsewhere)
  // falls back on all the text given.
  const documentBody = bodyStyle(styles);
  const running = runningEdges(cues);
  const pages = new Map<number | undefined, PlacedCue[]>();
  for (const cue of cues) {
    const page = cue.draft.metadata.page_number;
    const onPage = pages.get(page);
    if (onPage) onPage.push(cue);
    else pages.set(page, [cue]);
  }
  // A deck's slide titles head their slides, whatever their size from slide to slide (a title slide's
  // is larger than the others'): depth 0, the slides' other headings below them.
  const slides = slideTitles(pages);
  const headings: PlacedCue[] = [];
  for (const [i, cue] of cues.entries()) {
    // Neighbours on the same page: a page break sets blocks apart whatever their style.
    const page = cue.draft.metadata.page_number;
    const near = (other: PlacedCue | undefined) =>
      other?.draft.metadata.page_number === page ? other : undefined;
    const body = pageBodyOf(cue, documentBody);
    const heading =
      slides.has(cue) ||
      (body !== undefined &&
        !cutByPageBreak(cue, cues[i + 1]) &&
        isHeading(cue, near(cues[i + 1]), near(cues[i - 1]), body));
    if (heading && running.has(cue) && !slides.has(cue))
      cue.draft.type = cue.edge === "top" ? "Header" : "Footer";
    else if (heading) headings.push(cue);
    else cue.draft.type = cue.fallback;
  }
  for (const cue of slides) {
    cue.draft.type = "Title";
    cue.draft.metadata.category_depth = 0;
  }
  const slidePages = new Set<number | undefined>();
  for (const [page, onPage] of pages) if (isSlide(onPage)) slidePages.add(page);
  levelHeadings(
    headings.filter((cue) => !slides.has(cue)),
    (cue) => (slidePages.has(cue.draft.metadata.page_number) ? 1 : 0),
    documentBody,
  );
}

/**
 * Steps of type size over the page's body (ratios), each a level deeper: display type, then the sizes
 * headings are set in (1.6, 1.45, 1.3, 1.25, 1.2, 1.15, 1.12, 1.05 of the body are common), the steps
 * between them. Fixed, so that a heading's level is the same on every page and in every batch of pages.
 */
const LEVEL_STEPS = [1.75, 1.4, 1.27, 1.185, 1.135, 1.04];

/**
 * A heading style's level: from its size over its page's body (LEVEL_STEPS), then, in the body's size,
 * capitals before lower case, bold upright before italic.
 */
function styleLevel(cue: HeadingCue, body: BodyStyle | undefined): number {
  const steps = LEVEL_STEPS;
  const ratio = cue.size / Math.max(body?.size ?? cue.size, cue.pageBody ?? 0);
  const level = steps.findIndex((step) => ratio >= step);
  if (level >= 0) return level;
  return steps.length + (cue.caps ? 0 : 1) + (cue.italic || !cue.bold ? 1 : 0);
}

/** A page's body style needs a line's worth of characters to be its running text (not a title slide's subtitle). */
const SPARSE_CHARS = 60;
/** What running text is set in at most, in points, where a page has too little of it to say: paper's, a slide's. */
const PAPER_BODY = 12;

/**
 * What a page's blocks are set apart from: its body style; on a page with too little text to have one
 * (a cover, a title slide), no larger than the type running text is set in.
 */
function pageBodyOf(cue: HeadingCue, documentBody: BodyStyle | undefined): BodyStyle | undefined {
  const style = cue.pageStyle;
  if (!style) return documentBody;
  if (style.chars >= SPARSE_CHARS) return style;
  return { ...style, size: Math.min(style.size, (cue.wide ? SLIDE_BODY : PAPER_BODY) * (cue.point ?? 1)) };
}

/** How far apart (as a ratio) OCR's measures of one heading style's size may lie. */
const OCR_SIZE_NOISE = 1.08;

/**
 * Size classes of OCR headings, smallest first: sizes within OCR_SIZE_NOISE of the smallest of a class are
 * that class. Fixed steps would part 35 px and 37 px headings of one style at whichever boundary lies
 * between them; measured sizes of one style lie close together, wherever that is.
 */
export function ocrSizeClasses(sizes: readonly number[]): Map<number, number> {
  const classes = new Map<number, number>();
  let index = -1;
  let first = 0;
  for (const size of [...new Set(sizes)].sort((a, b) => a - b)) {
    if (index < 0 || size > first * OCR_SIZE_NOISE) {
      index++;
      first = size;
    }
    classes.set(size, index);
  }
  return classes;
}

/**
 * Levels of an OCR page's headings: its heading styles ranked (size, then weight, then capitals, upright
 * before italic), from 0. Sizes measured from pixels are too noisy for fixed steps: two headings of one
 * style fall either side of a step; ranked on their page they stay together, and the page still decides
 * alone.
 */
function rankOnPage(page: readonly PlacedCue[], levelOf: Map<PlacedCue, number>): void {
  const sizeClass = ocrSizeClasses(page.map((cue) => cue.size));
  const classOf = (cue: PlacedCue) => sizeClass.get(cue.size) ?? 0;
  const keyOf = (cue: PlacedCue) => `${classOf(cue)}|${cue.bold}|${cue.caps}|${cue.italic}`;
  const styles = new Map<string, PlacedCue>();
  for (const cue of page) if (!styles.has(keyOf(cue))) styles.set(keyOf(cue), cue);
  const ranked = [...styles.entries()]
    .sort(
      ([, a], [, b]) =>
        classOf(b) - classOf(a) ||
        Number(b.bold) - Number(a.bold) ||
        Number(b.caps) - Number(a.caps) ||
        Number(a.italic) - Number(b.italic),
    )
    .map(([key]) => key);
  for (const cue of page) levelOf.set(cue, ranked.indexOf(keyOf(cue)));
}

/**
 * Gives the headings their category_depth, from `top` down: fixed steps of size over the page's body,
 * section numbers overriding on the page ("5.2" a level below the "5" it follows).
 */
function levelHeadings(
  headings: readonly PlacedCue[],
  top: (cue: PlacedCue) => number,
  documentBody: BodyStyle | undefined,
): void {
  if (headings.length === 0) return;
  const levelOf = new Map<PlacedCue, number>();
  const ocrPages = new Map<number | undefined, PlacedCue[]>();
  for (const cue of headings) {
    if (!cue.ocr) {
      levelOf.set(cue, styleLevel(cue, pageBodyOf(cue, documentBody)));
      continue;
    }
    const page = cue.draft.metadata.page_number;
    ocrPages.set(page, [...(ocrPages.get(page) ?? []), cue]);
  }
  for (const page of ocrPages.values()) rankOnPage(page, levelOf);
  // Section numbers, page by page: the shallowest numbering depth of the page takes the level its
  // headings have most often, deeper numbers a level each below it.
  const pages = new Map<number | undefined, PlacedCue[]>();
  for (const cue of headings) {
    if (numberingDepth(cue.draft.text) === 0) continue;
    const page = cue.draft.metadata.page_number;
    pages.set(page, [...(pages.get(page) ?? []), cue]);
  }
  for (const numbered of pages.values()) {
    const shallowest = Math.min(...numbered.map((cue) => numberingDepth(cue.draft.text)));
    const counts = new Map<number, number>();
    for (const cue of numbered) {
      if (numberingDepth(cue.draft.text) !== shallowest) continue;
      const level = levelOf.get(cue) as number;
      counts.set(level, (counts.get(level) ?? 0) + 1);
    }
    let base = Number.POSITIVE_INFINITY;
    let most = 0;
    for (const [level, n] of counts) {
      if (n > most || (n === most && level < base)) {
        base = level;
        most = n;
      }
    }
    for (const cue of numbered) {
      const depth = numberingDepth(cue.draft.text);
      // A deeper number sits below its parent's level, or lower where its own type says so.
      levelOf.set(cue, base + depth - shallowest);
    }
  }
  for (const cue of headings) {
    cue.draft.type = "Title";
    cue.draft.metadata.category_depth = Math.min(DEEPEST, top(cue) + (levelOf.get(cue) as number));
  }
}
