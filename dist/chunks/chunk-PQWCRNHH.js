import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  decodeTextDocument
} from "./chunk-KSPQO2LU.js";
import {
  PY_WHITESPACE,
  isBulletCharacter,
  isBulletCode,
  isEmptyBullet,
  isPySpace,
  isPySpaceCode,
  pyStrip,
  textElement
} from "./chunk-4I3I35UI.js";

// src/engine/formats/text.ts
var SAMPLE_LINES = 2e3;
var BLANK_LINE_THRESHOLD = 0.1;
var MAX_SHORT_LINE_WORDS = 5;
function partitionText(context) {
  const { text } = decodeTextDocument(context.data, context.filename, context.params.encoding ?? void 0);
  return textDrafts(text);
}
function textDrafts(text) {
  return paragraphTexts(text).map((paragraph) => ({ ...textElement(paragraph), metadata: {} }));
}
function paragraphTexts(text) {
  const texts = [];
  for (const paragraph of groupParagraphs(text)) {
    for (const line of splitAtLineBreaks(paragraph)) {
      const stripped = pyStrip(line);
      if (stripped && !isEmptyBullet(stripped)) texts.push(stripped);
    }
  }
  return texts;
}
function groupParagraphs(text) {
  let lines = 0;
  let blank = 0;
  let start = 0;
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
function groupBrokenParagraphs(text) {
  const grouped = [];
  for (const paragraph of splitAtBlankLines(text)) {
    const stripped = pyStrip(paragraph);
    if (!stripped) continue;
    if (startsWithBulletGlyph(stripped) || stripped[0] === "e" && isPySpace(stripped[1] ?? "")) {
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
function startsWithBulletGlyph(text) {
  return isBulletCharacter(text[0]) && !isBulletCharacter(text[1]);
}
var OCR_BULLET_RE = new RegExp(`(^|\\n)e(?=[${PY_WHITESPACE}])`, "g");
function groupBulletParagraph(paragraph) {
  const text = pyStrip(paragraph.replace(OCR_BULLET_RE, "$1\xB7"));
  const pieces = [];
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
function splitAtRuns(text, minNewlines) {
  const parts = [];
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
function splitAtBlankLines(text) {
  return splitAtRuns(text, 2);
}
function splitAtLineBreaks(text) {
  return splitAtRuns(text, 1);
}
function joinLineBreaks(text, joiner) {
  return splitAtLineBreaks(text).join(joiner);
}
function shortLinePieces(text) {
  const n = text.length;
  const mayEndAt = (k) => k < n && !isBulletCode(text.charCodeAt(k)) && !(k === n - 1 && text.charCodeAt(k) === 10);
  const isShort = (piece) => pyStrip(piece).split(" ").length < MAX_SHORT_LINE_WORDS;
  const pieces = [];
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
    if (!isShort(piece)) return void 0;
    pieces.push(piece, text.slice(i, end));
    last = i = end;
  }
  const rest = text.slice(last);
  if (!isShort(rest)) return void 0;
  pieces.push(rest);
  return pieces;
}
function lineBreakMatchEnd(text, start, runEnd, mayEndAt) {
  for (let newline = runEnd - 1; newline >= start; newline--) {
    if (text.charCodeAt(newline) !== 10) continue;
    for (let end = runEnd; end > newline; end--) if (mayEndAt(end)) return end;
  }
  return -1;
}

export {
  partitionText,
  textDrafts,
  paragraphTexts,
  groupParagraphs,
  groupBrokenParagraphs,
  splitAtLineBreaks
};
