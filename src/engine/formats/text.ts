// Plain text, by the reference's `partition/text.py`: the text is regrouped into paragraphs (its
// `auto_paragraph_grouper`), split into one element per line of the regrouped text, and each element
// is classified by the free-text rules. Documents that separate paragraphs with blank lines get their
// hard-wrapped lines joined back together; documents with a paragraph per line keep their lines.

import { LimitExceededError } from "../core/errors.js";
import type { Draft, FormatContext } from "../core/types.js";
import { isBulletCharacter, isBulletCode, isEmptyBullet, textElement } from "../elements/text-type.js";
import { decodeTextDocument } from "../io/text.js";
import { isPySpace, isPySpaceCode, PY_WHITESPACE, pyStrip } from "../text/python-str.js";

/** Lines the grouper looks at to decide how a document separates its paragraphs. */
const SAMPLE_LINES = 2000;
/** A document with fewer blank lines than this share of its lines has one paragraph per line. */
const BLANK_LINE_THRESHOLD = 0.1;
/** Lines of fewer words than this are kept apart (headings, addresses) rather than joined. */
const MAX_SHORT_LINE_WORDS = 5;

export function partitionText(context: FormatContext): Draft[] {
  const { text } = decodeTextDocument(context.data, context.filename, context.params.encoding ?? undefined);
  // Every character of a text can end up in an element: a text longer than the limit is refused before
  // it is split (a 190 MB text would take a minute to split into millions of lines first).
  if (text.length > context.limits.maxCharacters) {
    throw new LimitExceededError(
      context.filename,
      `it holds more than ${context.limits.maxCharacters} characters of text (limit max-characters)`,
    );
  }
  return textDrafts(text);
}

/** The drafts of a plain-text document, for the formats that fall back to plain text. */
export function textDrafts(text: string): Draft[] {
  return paragraphTexts(text).map((paragraph) => ({ ...textElement(paragraph), metadata: {} }));
}

/** The element texts of a plain-text document: its regrouped lines, stripped, without lone bullets. */
export function paragraphTexts(text: string): string[] {
  const texts: string[] = [];
  for (const paragraph of groupParagraphs(text)) {
    for (const line of splitAtLineBreaks(paragraph)) {
      const stripped = pyStrip(line);
      if (stripped && !isEmptyBullet(stripped)) texts.push(stripped);
    }
  }
  return texts;
}

/**
 * The reference's `auto_paragraph_grouper`: text with few blank lines keeps one paragraph per line,
 * other text goes through `group_broken_paragraphs`.
 */
export function groupParagraphs(text: string): string[] {
  let lines = 0;
  let blank = 0;
  let start = 0;
  // Lines end after each "\n"; a trailing empty remainder counts as a (blank) line, as in the reference.
  while (lines < SAMPLE_LINES) {
    const newline = text.indexOf("\n", start);
    const end = newline < 0 ? text.length : newline + 1;
    lines++;
    if (pyStrip(text.slice(start, end)) === "") blank++;
    if (newline < 0) break;
    start = end;
  }
  if (blank / lines < BLANK_LINE_THRESHOLD) return text.split("\n");
  return groupBrokenParagraphs(text);
}

/**
 * The reference's `group_broken_paragraphs`: paragraphs are separated by blank lines. A paragraph that
 * starts with a bullet is split at its bullets; one whose lines are all short (under five words) keeps
 * its lines; any other has its line breaks joined with spaces.
 */
export function groupBrokenParagraphs(text: string): string[] {
  const grouped: string[] = [];
  for (const paragraph of splitAtBlankLines(text)) {
    const stripped = pyStrip(paragraph);
    if (!stripped) continue;
    if (startsWithBulletGlyph(stripped) || (stripped[0] === "e" && isPySpace(stripped[1] ?? ""))) {
      for (const piece of groupBulletParagraph(paragraph)) grouped.push(piece);
      continue;
    }
    const pieces = shortLinePieces(paragraph);
    if (pieces) {
      for (const piece of pieces) if (pyStrip(piece)) grouped.push(piece);
    } else {
      grouped.push(joinLineBreaks(paragraph, " "));
    }
  }
  return grouped;
}

function startsWithBulletGlyph(text: string): boolean {
  return isBulletCharacter(text[0]) && !isBulletCharacter(text[1]);
}

const OCR_BULLET_RE = new RegExp(`(^|\\n)e(?=[${PY_WHITESPACE}])`, "g");

/**
 * The reference's `group_bullet_paragraph`: a line starting with "e " is taken for a bullet that OCR
 * misread, the paragraph is cut before every bullet glyph that does not follow another one (hyphens
 * inside words included, as in the reference), and each piece's line breaks become spaces.
 */
function groupBulletParagraph(paragraph: string): string[] {
  const text = pyStrip(paragraph.replace(OCR_BULLET_RE, "$1\u00b7"));
  const pieces: string[] = [];
  let start = 0;
  for (let i = 1; i < text.length; i++) {
    if (isBulletCode(text.charCodeAt(i)) && !isBulletCode(text.charCodeAt(i - 1))) {
      pieces.push(text.slice(start, i));
      start = i;
    }
  }
  pieces.push(text.slice(start));
  return pieces.filter((piece) => piece.length > 0).map((piece) => joinLineBreaks(piece, " "));
}

/**
 * Splits at the maximal whitespace runs that hold at least `minNewlines` line breaks: what the
 * reference's greedy `\s*\n\s*` patterns match, found from the line breaks outwards in linear time.
 */
function splitAtRuns(text: string, minNewlines: number): string[] {
  const parts: string[] = [];
  let last = 0;
  let newline = text.indexOf("\n");
  while (newline >= 0) {
    let start = newline;
    while (start > last && isPySpaceCode(text.charCodeAt(start - 1))) start--;
    let end = newline + 1;
    let newlines = 1;
    for (; end < text.length && isPySpaceCode(text.charCodeAt(end)); end++)
      if (text.charCodeAt(end) === 10) newlines++;
    if (newlines >= minNewlines) {
      parts.push(text.slice(last, start));
      last = end;
    }
    newline = text.indexOf("\n", end);
  }
  parts.push(text.slice(last));
  return parts;
}

/** Paragraphs: split at whitespace holding two or more line breaks (`DOUBLE_PARAGRAPH_PATTERN`). */
function splitAtBlankLines(text: string): string[] {
  return splitAtRuns(text, 2);
}

/** Lines: split at whitespace holding a line break (`PARAGRAPH_PATTERN`, `\s*\n\s*`). */
export function splitAtLineBreaks(text: string): string[] {
  return splitAtRuns(text, 1);
}

function joinLineBreaks(text: string, joiner: string): string {
  return splitAtLineBreaks(text).join(joiner);
}

/**
 * The pieces of `re.split(PARAGRAPH_PATTERN_RE, paragraph)`, separators included, when every piece has
 * fewer than five words; undefined as soon as one has more. The reference cuts a short-lined paragraph
 * at line breaks and at bullet glyphs, except before another bullet glyph or at the end of the text;
 * this reproduces that regex's matches (and its backtracking) in one pass.
 */
function shortLinePieces(text: string): string[] | undefined {
  const n = text.length;
  // The regex's lookahead `(?!bullet|$)`; Python's `$` also matches before a final "\n".
  const mayEndAt = (k: number): boolean =>
    k < n && !isBulletCode(text.charCodeAt(k)) && !(k === n - 1 && text.charCodeAt(k) === 10);
  const isShort = (piece: string) => pyStrip(piece).split(" ").length < MAX_SHORT_LINE_WORDS;
  const pieces: string[] = [];
  let last = 0;
  let i = 0;
  while (i < n) {
    const code = text.charCodeAt(i);
    let end = -1;
    if (isBulletCode(code)) {
      if (mayEndAt(i + 1)) end = i + 1;
    } else if (isPySpaceCode(code)) {
      let runEnd = i;
      while (runEnd < n && isPySpaceCode(text.charCodeAt(runEnd))) runEnd++;
      end = lineBreakMatchEnd(text, i, runEnd, mayEndAt);
      if (end < 0) {
        i = runEnd;
        continue;
      }
    }
    if (end < 0) {
      i++;
      continue;
    }
    const piece = text.slice(last, i);
    if (!isShort(piece)) return undefined;
    pieces.push(piece, text.slice(i, end));
    last = i = end;
  }
  const rest = text.slice(last);
  if (!isShort(rest)) return undefined;
  pieces.push(rest);
  return pieces;
}

/** Where `\s*\n\s*` starting at `start` ends, trying the last line break first as the regex does. */
function lineBreakMatchEnd(
  text: string,
  start: number,
  runEnd: number,
  mayEndAt: (k: number) => boolean,
): number {
  for (let newline = runEnd - 1; newline >= start; newline--) {
    if (text.charCodeAt(newline) !== 10) continue;
    for (let end = runEnd; end > newline; end--) if (mayEndAt(end)) return end;
  }
  return -1;
}
