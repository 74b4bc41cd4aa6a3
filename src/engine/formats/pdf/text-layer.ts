// A page's text layer as lines of words: PDFium's characters, mapped onto the displayed page (rotation
// applied, y down, origin top-left), read as glyphs — the pieces PDFium makes of one ligature glyph put
// back together — and built into lines and words by glyph-lines.ts. Bold and italic come from the fonts
// (name, declared weight and flags), links from the page's link annotations.
import type { Box, LayoutEmphasis, LayoutLine, LayoutLink, LayoutWord } from "../../layout/types.js";
import { fontFamily, programBold, styleFromName } from "./font-weight.js";
import { type FontStyle, type Glyph, type GlyphLine, glyphLines } from "./glyph-lines.js";
import type { PdfPage } from "./page.js";
import { ACTION_URI, PAGE_OBJECT, type PdfiumExports } from "./pdfium.js";

export type { FontStyle } from "./glyph-lines.js";

interface LinkArea {
  url: string;
  box: Box;
}

export function styleFromFontName(name: string | undefined): FontStyle {
  const named = styleFromName(name);
  return { bold: named.bold === true, italic: named.italic };
}

/** Font descriptor flags (PDF 32000-1, 9.8.2). */
const FONT_FIXED_PITCH = 1 << 0;
const FONT_ITALIC = 1 << 6;
const FONT_FORCE_BOLD = 1 << 18;
/** PDFium's weight (from /StemV) from this on is bold: the weakest sign (font-weight.ts). */
const BOLD_WEIGHT = 700;

/** Bold, italic and family of a PDFium font: its name, flags and program first (see font-weight.ts). */
function fontStyle(pdfium: PdfiumExports, font: number, scratch: number, scratchBytes: number): FontStyle {
  if (!font) return { bold: false, italic: false };
  const length = pdfium.FPDFFont_GetBaseFontName(font, scratch, scratchBytes);
  const name =
    length > 1 && length <= scratchBytes
      ? Buffer.from(pdfium.memory.buffer, scratch, length - 1).toString("latin1")
      : "";
  const named = styleFromName(name);
  const flags = pdfium.FPDFFont_GetFlags(font);
  const bold =
    named.bold ??
    ((flags > 0 && (flags & FONT_FORCE_BOLD) !== 0) ||
      (programBold(pdfium, font, scratch) ?? pdfium.FPDFFont_GetWeight(font) >= BOLD_WEIGHT));
  return {
    bold,
    italic: named.italic || (flags > 0 && (flags & FONT_ITALIC) !== 0),
    fixedPitch: /courier|mono(?!type)|consol/i.test(name) || (flags > 0 && (flags & FONT_FIXED_PITCH) !== 0),
    family: fontFamily(pdfium, font, name, scratch, scratchBytes),
  };
}

function charOf(code: number): string {
  // A glyph without a Unicode value (an icon) takes its place as a space: never a NUL in the text.
  if (code === 0) return " ";
  // PDFium's mark for a hyphen that ends a line.
  if (code === 2) return "-";
  if (code < 0x10000) return String.fromCharCode(code);
  return code <= 0x10ffff ? String.fromCodePoint(code) : "";
}

/** Ligatures PDFium decomposes into their letters. */
const LIGATURES: Record<string, string> = {
  ff: "\ufb00",
  fi: "\ufb01",
  fl: "\ufb02",
  ffi: "\ufb03",
  ffl: "\ufb04",
  "\u017ft": "\ufb05",
  st: "\ufb06",
};

/** What the characters of one text object share. */
interface RunStyle {
  object: number;
  size: number;
  /** The run's direction on the displayed page goes left to right, along a horizontal baseline. */
  horizontal: boolean;
  /** The run's direction on the displayed page: a unit vector, and its angle in whole degrees. */
  ux: number;
  uy: number;
  direction: number;
  /** How far the font's glyphs reach below the baseline, in ems (its declared descent), if known. */
  below?: number | undefined;
  style: FontStyle;
  /** Where its glyphs can be seen: the displayed page, and the clipping path it is drawn under. */
  visible: Box;
  /** The marked-content span with an /ActualText it is drawn in, if any (see ActualTexts). */
  span: number;
}

/** A PDF text string's bytes as text: UTF-16 or UTF-8 after their byte-order mark, else PDFDocEncoding. */
function textString(bytes: Uint8Array): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder().decode(bytes.subarray(3));
  // PDFDocEncoding agrees with Latin-1 on the letters; its few other characters are punctuation.
  return new TextDecoder("latin1").decode(bytes);
}

/**
 * The /ActualText of marked-content spans (`/Span <</ActualText (…)>> BDC … EMC`): the text a run of
 * glyphs stands for, when the glyphs cannot say it one by one. Chromium writes one around every cluster
 * a shaper reorders or splits (Devanagari "धि" drawn sign first, "प्रा", Bengali "নু"): the glyphs' own
 * ToUnicode values then repeat or lose letters, and poppler reads the span's text, as the reference's
 * pdfminer does not. A span is known by its mark (the objects drawn inside it share it).
 */
class ActualTexts {
  private readonly key: number;
  private readonly out: number;
  private buffer: number;
  private length = 256;
  private readonly texts = new Map<number, string | undefined>();
  private readonly pdfium: PdfiumExports;

  constructor(pdfium: PdfiumExports) {
    this.pdfium = pdfium;
    this.key = pdfium.malloc(16);
    this.out = pdfium.malloc(8);
    this.buffer = pdfium.malloc(this.length);
    new Uint8Array(pdfium.memory.buffer, this.key, 11).set(new TextEncoder().encode("ActualText\0"));
  }

  /** The innermost span with an /ActualText that `object` is drawn in (its mark), or 0. */
  spanOf(object: number): number {
    const { pdfium } = this;
    const count = pdfium.FPDFPageObj_CountMarks(object);
    for (let k = count - 1; k >= 0; k--) {
      const mark = pdfium.FPDFPageObj_GetMark(object, k);
      if (mark && this.textOf(mark) !== undefined) return mark;
    }
    return 0;
  }

  /** The span's text (a mark without /ActualText: undefined). */
  textOf(mark: number): string | undefined {
    if (this.texts.has(mark)) return this.texts.get(mark);
    const { pdfium } = this;
    let text: string | undefined;
    for (let attempt = 0; attempt < 2; attempt++) {
      if (!pdfium.FPDFPageObjMark_GetParamBlobValue(mark, this.key, this.buffer, this.length, this.out))
        break;
      const needed = new Uint32Array(pdfium.memory.buffer, this.out, 1)[0] as number;
      if (needed > this.length) {
        pdfium.free(this.buffer);
        this.length = needed;
        this.buffer = pdfium.malloc(needed);
        continue;
      }
      text = textString(new Uint8Array(pdfium.memory.buffer, this.buffer, needed));
      break;
    }
    this.texts.set(mark, text);
    return text;
  }

  close(): void {
    this.pdfium.free(this.key);
    this.pdfium.free(this.out);
    this.pdfium.free(this.buffer);
  }
}

/** The font's declared descent as a fraction of an em below the baseline, when it is a plausible one. */
function fontDescent(pdfium: PdfiumExports, font: number, scratch: number): number | undefined {
  if (!pdfium.FPDFFont_GetDescent(font, 1000, scratch)) return undefined;
  const below = -(new Float32Array(pdfium.memory.buffer, scratch, 1)[0] as number) / 1000;
  return below >= 0 && below <= 0.5 ? below : undefined;
}

/** How far (points) a glyph's middle may lie outside the area it can be seen in and still be read. */
const VISIBLE_MARGIN = 0.5;
/** The widest gap (ems) between two letters of one word, for a word cut by the page's edge or a clip. */
const WORD_CUT_GAP_EMS = 0.1;

/**
 * Where a text object's glyphs can be seen on the displayed page: the page (its crop box) and the box of
 * the clipping path the object is drawn under — a spreadsheet's cell text running past its cell or off
 * the page is clipped there, and what is clipped away is not on the page. PDFium gives the clip in the
 * space the object is drawn in (a form XObject's, for text inside one): the character's matrix after the
 * object's own is that space's matrix onto the page. `ca`…`cf` is the first character's matrix. Written
 * into `out`.
 *
 * Chromium writes every glyph as a text object of its own, each under a clip: this runs for nearly every
 * character, so it reads through one view on PDFium's memory, works in plain numbers and makes no
 * object (arrays and boxes made here for each text object were most of the text layer's garbage).
 */
function visibleArea(
  pdfium: PdfiumExports,
  page: PdfPage,
  object: number,
  ca: number,
  cb: number,
  cc: number,
  cd: number,
  ce: number,
  cf: number,
  scratch: number,
  out: Box,
): void {
  out.x0 = 0;
  out.y0 = 0;
  out.x1 = page.width;
  out.y1 = page.height;
  const clip = pdfium.FPDFPageObj_GetClipPath(object);
  if (!clip) return;
  const paths = pdfium.FPDFClipPath_CountPaths(clip);
  if (paths <= 0) return;
  // The clip is the intersection of its paths: the intersection of their boxes holds it.
  let x0 = Number.NEGATIVE_INFINITY;
  let y0 = Number.NEGATIVE_INFINITY;
  let x1 = Number.POSITIVE_INFINITY;
  let y1 = Number.POSITIVE_INFINITY;
  let any = false;
  for (let p = 0; p < paths; p++) {
    const segments = pdfium.FPDFClipPath_CountPathSegments(clip, p);
    if (segments <= 0) continue;
    let px0 = Number.POSITIVE_INFINITY;
    let py0 = Number.POSITIVE_INFINITY;
    let px1 = Number.NEGATIVE_INFINITY;
    let py1 = Number.NEGATIVE_INFINITY;
    for (let k = 0; k < segments; k++) {
      const segment = pdfium.FPDFClipPath_GetPathSegment(clip, p, k);
      if (!segment || !pdfium.FPDFPathSegment_GetPoint(segment, scratch, scratch + 4)) continue;
      const point = floatsAt(pdfium, scratch);
      const x = point[0] as number;
      const y = point[1] as number;
      px0 = Math.min(px0, x);
      py0 = Math.min(py0, y);
      px1 = Math.max(px1, x);
      py1 = Math.max(py1, y);
    }
    if (!(px1 >= px0 && py1 >= py0)) continue;
    any = true;
    x0 = Math.max(x0, px0);
    y0 = Math.max(y0, py0);
    x1 = Math.min(x1, px1);
    y1 = Math.min(y1, py1);
  }
  if (!any) return;
  // The clip's space onto the displayed page: the character's matrix after the inverse of the object's
  // own (else the identity), then the page's.
  let sa = 1;
  let sb = 0;
  let sc = 0;
  let sd = 1;
  let se = 0;
  let sf = 0;
  if (pdfium.FPDFPageObj_GetMatrix(object, scratch)) {
    const own = floatsAt(pdfium, scratch);
    const a = own[0] as number;
    const b = own[1] as number;
    const c = own[2] as number;
    const d = own[3] as number;
    const e = own[4] as number;
    const f = own[5] as number;
    const det = a * d - b * c;
    if (Number.isFinite(det) && Math.abs(det) >= 1e-9) {
      const p = d / det;
      const q = -b / det;
      const r = -c / det;
      const s = a / det;
      const t = (c * f - d * e) / det;
      const u = (b * e - a * f) / det;
      sa = ca * p + cc * q;
      sb = cb * p + cd * q;
      sc = ca * r + cc * s;
      sd = cb * r + cd * s;
      se = ca * t + cc * u + ce;
      sf = cb * t + cd * u + cf;
    }
  }
  const pm = page.matrix;
  const m0 = pm[0] * sa + pm[2] * sb;
  const m1 = pm[1] * sa + pm[3] * sb;
  const m2 = pm[0] * sc + pm[2] * sd;
  const m3 = pm[1] * sc + pm[3] * sd;
  const m4 = pm[0] * se + pm[2] * sf + pm[4];
  const m5 = pm[1] * se + pm[3] * sf + pm[5];
  const ax = m0 * x0 + m2 * y0 + m4;
  const ay = m1 * x0 + m3 * y0 + m5;
  const bx = m0 * x1 + m2 * y0 + m4;
  const by = m1 * x1 + m3 * y0 + m5;
  const cx = m0 * x0 + m2 * y1 + m4;
  const cy = m1 * x0 + m3 * y1 + m5;
  const dx = m0 * x1 + m2 * y1 + m4;
  const dy = m1 * x1 + m3 * y1 + m5;
  out.x0 = Math.max(0, Math.min(ax, bx, cx, dx));
  out.y0 = Math.max(0, Math.min(ay, by, cy, dy));
  out.x1 = Math.min(page.width, Math.max(ax, bx, cx, dx));
  out.y1 = Math.min(page.height, Math.max(ay, by, cy, dy));
}

/** A view of six floats at `at` in PDFium's memory, made anew only when the memory has grown. */
let floats: Float32Array | undefined;
/** The instance's memory the view is on (documents open at once each have their own). */
let floatsMemory: unknown;
function floatsAt(pdfium: PdfiumExports, at: number): Float32Array {
  // A view on a buffer the memory's growth detached has no bytes (see readGlyphs' refresh).
  if (
    floats === undefined ||
    floatsMemory !== pdfium.memory ||
    floats.byteLength === 0 ||
    floats.byteOffset !== at
  ) {
    floats = new Float32Array(pdfium.memory.buffer, at, 6);
    floatsMemory = pdfium.memory;
  }
  return floats;
}

/** Characters that space words apart, as the file draws them. */
function isSpace(code: number): boolean {
  return (
    code === 32 ||
    code === 0 ||
    (code >= 9 && code <= 13) ||
    code === 0xa0 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000
  );
}

/** A combining mark, or an accent drawn as a glyph of its own (poppler's list): letters are neither. */
function isAccentCode(code: number, char: string): boolean {
  if (code < 0x300) {
    return (
      code === 0x60 ||
      code === 0xa8 ||
      code === 0xaf ||
      code === 0xb4 ||
      code === 0xb8 ||
      (code >= 0x2c6 && code <= 0x2dd)
    );
  }
  return MARK.test(char);
}
const MARK = /^\p{M}$/u;

/** Zero-width characters: nothing to show and no word break. */
function isZeroWidth(code: number): boolean {
  return (code >= 0x200b && code <= 0x200f) || code === 0x2060 || code === 0xfeff;
}

/**
 * The Unicode values of all the page's characters in one call (FPDFText_GetText), rather than one call a
 * character: its UTF-16 has one unit per character unless a character lies beyond the BMP, and then (the
 * length tells) the characters are read one at a time.
 */
function pageCodes(text: number, count: number, pdfium: PdfiumExports): Uint16Array | undefined {
  const buffer = pdfium.malloc((count + 1) * 2);
  if (!buffer) return undefined;
  try {
    const written = pdfium.FPDFText_GetText(text, 0, count, buffer);
    return written === count + 1 ? new Uint16Array(pdfium.memory.buffer, buffer, count).slice() : undefined;
  } finally {
    pdfium.free(buffer);
  }
}

/** A character's value from pageCodes: PDFium writes its mark for a line-end hyphen (2) as U+FFFE there. */
function codeAt(codes: Uint16Array, index: number): number {
  const code = codes[index] as number;
  return code === 0xfffe ? 2 : code;
}

/**
 * Glyph objects kept from page to page and filled anew (the first POOL_SIZE of a page's): a page has
 * thousands, and made afresh for every page they drove the heap to five times its size. Nothing keeps a
 * glyph past readTextLines: lines and words get boxes of their own.
 */
const POOL: Glyph[] = [];
const POOL_SIZE = 20_000;

/**
 * A glyph as the text layer makes it: a class, so that glyphs have maps of their own. Object literals
 * that start with the same field share their first maps, and a field widened in any of them (a `text`
 * another literal once gave a number) threw away the code made for glyphs. The coordinates start as
 * doubles (NaN), not small integers: the first fraction stored would otherwise widen them too.
 */
const NO_STYLE: FontStyle = { bold: false, italic: false };
class TextGlyph implements Glyph {
  text = "";
  x0 = Number.NaN;
  y0 = Number.NaN;
  x1 = Number.NaN;
  y1 = Number.NaN;
  baseline = Number.NaN;
  size = Number.NaN;
  style: FontStyle = NO_STYLE;
  space = false;
  accent = false;
  object = 0;
  displaced: boolean | undefined = false;
  direction = 0;
  shown: Box | undefined = undefined;
}
function pooled(index: number): Glyph {
  const kept = POOL[index];
  if (kept) return kept;
  const glyph = new TextGlyph();
  if (index < POOL_SIZE) POOL[index] = glyph;
  return glyph;
}

/** The page's characters as glyphs, in the text layer's order. */
function readGlyphs(page: PdfPage, text: number, pdfium: PdfiumExports): Glyph[] {
  const m = page.matrix;
  const count = pdfium.FPDFText_CountChars(text);
  const glyphs: Glyph[] = [];
  if (count <= 0) return glyphs;
  const SCRATCH = 512;
  const codes = pageCodes(text, count, pdfium);
  const scratch = pdfium.malloc(SCRATCH);
  const actualTexts = new ActualTexts(pdfium);
  const styles = new Map<number, FontStyle>();
  const descents = new Map<number, number | undefined>();
  const cacheDescent = (font: number) => {
    const below = font ? fontDescent(pdfium, font, scratch + 64) : undefined;
    descents.set(font, below);
    return below;
  };
  try {
    let f64 = new Float64Array(pdfium.memory.buffer, scratch, 2);
    let f32 = new Float32Array(pdfium.memory.buffer, scratch + 16, 6);
    const refresh = () => {
      // Growing the memory detaches the buffer the views are on, and a detached view has no bytes:
      // cheaper to test than reading the memory's buffer (a call into the engine) at every run.
      if (f64.byteLength !== 0) return;
      f64 = new Float64Array(pdfium.memory.buffer, scratch, 2);
      f32 = new Float32Array(pdfium.memory.buffer, scratch + 16, 6);
    };
    /**
     * The current run, one object filled anew as each run starts (Chromium makes a text object of every
     * glyph: an object a run was garbage by the character). Nothing keeps it past the run. Its numbers
     * that take fractions start as NaN (a double), as the glyphs' do (see pooled).
     */
    const run: RunStyle = {
      object: 0,
      size: Number.NaN,
      horizontal: true,
      ux: Number.NaN,
      uy: Number.NaN,
      direction: 0,
      below: undefined,
      style: { bold: false, italic: false },
      visible: { x0: Number.NaN, y0: Number.NaN, x1: Number.NaN, y1: Number.NaN },
      span: 0,
    };
    /**
     * The glyph that carries each /ActualText span's text. PDFium may give a span's glyphs apart (a
     * glyph of another cluster drawn between them comes between them): all go to the span's one glyph.
     */
    const spanGlyphs = new Map<number, { glyph: Glyph; x: number; y: number; text: string }>();
    let started = false;
    /** The last run's font and size, and what follows from them (see where a run starts). */
    const shared = {
      font: -1,
      style: run.style,
      below: undefined as number | undefined,
      fontSize: Number.NaN,
      a: Number.NaN,
      b: Number.NaN,
      c: Number.NaN,
      d: Number.NaN,
      size: Number.NaN,
    };
    /** The last glyph, and its origin: the pieces PDFium makes of a ligature share it. */
    let last: Glyph | undefined;
    let lastX = Number.NaN;
    let lastY = Number.NaN;
    /** The characters PDFium gave for the last glyph. */
    let pieces = "";
    /** The last glyph as a word cut by the page's edge or a clip needs it: read or not, and where it ends. */
    const word = { open: false, read: true, x1: Number.NaN, baseline: Number.NaN, direction: 0 };
    /** The text object in which PDFium generated a space before this character, if any. */
    let spaceIn = 0;
    /**
     * What coverSilentGlyphs needs — the text objects that have characters, and the last glyph read of
     * each — as a trail of (object, glyph) in the order they came, made into a map only for a page that
     * needs it. A glyph left undefined marks an object's first character.
     */
    const trailObjects: number[] = [];
    const trailGlyphs: (Glyph | undefined)[] = [];
    let shaped = false;
    for (let i = 0; i < count; i++) {
      const code = codes ? codeAt(codes, i) : pdfium.FPDFText_GetUnicode(text, i);
      if ((code === 32 || code === 13 || code === 10) && pdfium.FPDFText_IsGenerated(text, i) === 1) {
        // Spaces and line breaks PDFium generates are left out, the geometry decides; but a space it
        // generates inside one text object stands for a word gap the file wrote as a displacement (TeX's
        // justified spaces), which the glyphs' boxes can hide (an "f" whose box overhangs the gap).
        if (code === 32) spaceIn = pdfium.FPDFText_GetTextObject(text, i);
        continue;
      }
      const object = pdfium.FPDFText_GetTextObject(text, i);
      if (!object) continue;
      if (code >= 0x0900 && code < 0x1800) shaped ||= isShapedScript(code);
      const displaced = spaceIn === object;
      spaceIn = 0;
      if (!started || run.object !== object) {
        started = true;
        trailObjects.push(object);
        trailGlyphs.push(undefined);
        // Reading a new font can grow PDFium's memory, which detaches the views on it: they are checked
        // here, where a run starts, not for every character.
        refresh();
        pdfium.FPDFText_GetMatrix(text, i, scratch + 16);
        // Read by index: destructuring a typed array goes through its iterator, garbage for every run.
        const a = f32[0] as number;
        const b = f32[1] as number;
        const c = f32[2] as number;
        const d = f32[3] as number;
        const e = f32[4] as number;
        const f = f32[5] as number;
        const fontSize = pdfium.FPDFText_GetFontSize(text, i);
        // Consecutive runs mostly share their size and font (Chromium writes a text object a glyph):
        // what they share is worked out once.
        if (
          fontSize !== shared.fontSize ||
          a !== shared.a ||
          b !== shared.b ||
          c !== shared.c ||
          d !== shared.d
        ) {
          shared.fontSize = fontSize;
          shared.a = a;
          shared.b = b;
          shared.c = c;
          shared.d = d;
          shared.size = fontSize * (Math.hypot(c, d) || Math.hypot(a, b));
        }
        const size = shared.size;
        // The run's direction on the displayed page.
        const dx = m[0] * a + m[2] * b;
        const dy = m[1] * a + m[3] * b;
        const font = pdfium.FPDFTextObj_GetFont(object);
        if (font !== shared.font) {
          let style = styles.get(font);
          if (!style) {
            style = fontStyle(pdfium, font, scratch + 64, SCRATCH - 64);
            styles.set(font, style);
          }
          shared.font = font;
          shared.style = style;
          shared.below = descents.has(font) ? descents.get(font) : cacheDescent(font);
        }
        const horizontal = dx > 0 && Math.abs(dy) < Math.abs(dx) * 0.05;
        const length = horizontal ? 1 : Math.hypot(dx, dy) || 1;
        run.object = object;
        run.size = size;
        run.horizontal = horizontal;
        run.ux = horizontal ? 1 : dx / length;
        run.uy = horizontal ? 0 : dy / length;
        run.direction = horizontal ? 0 : Math.round((Math.atan2(dy, dx) * 180) / Math.PI) || 360;
        run.style = shared.style;
        run.below = shared.below;
        visibleArea(pdfium, page, object, a, b, c, d, e, f, scratch + 64, run.visible);
        run.span = actualTexts.spanOf(object);
        refresh();
      }
      const { size } = run;
      if (!(size > 0)) continue;
      const char = charOf(code);
      if (!char || isZeroWidth(code)) continue;
      pdfium.FPDFText_GetCharOrigin(text, i, scratch, scratch + 8);
      const ox = f64[0] as number;
      const oy = f64[1] as number;
      pdfium.FPDFText_GetLooseCharBox(text, i, scratch + 16);
      const left = f32[0] as number;
      const top = f32[1] as number;
      const right = f32[2] as number;
      const bottom = f32[3] as number;
      const x = m[0] * ox + m[2] * oy + m[4];
      const y = m[1] * ox + m[3] * oy + m[5];
      if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
      const spanned = run.span !== 0 && run.horizontal ? spanGlyphs.get(run.span) : undefined;
      if (spanned) {
        const spanGlyph = spanned.glyph;
        // A span of one glyph of letters is a ligature, kept as the file draws it (see LIGATURES); a
        // span of more glyphs is written as its text.
        if (x !== spanned.x || y !== spanned.y) spanGlyph.text = spanned.text;
        // Another glyph of the span: its text is the span's, already on the span's first glyph.
        const spanRight = m[0] * right + m[2] * top + m[4];
        spanGlyph.x0 = Math.min(
          spanGlyph.x0,
          acrossFrom(m[0] * left + m[2] * top + m[4], spanRight, x, size),
        );
        spanGlyph.x1 = Math.max(spanGlyph.x1, spanRight, x);
        trailObjects.push(object);
        trailGlyphs.push(spanGlyph);
        continue;
      }
      if (last && x === lastX && y === lastY && !last.space) {
        // The pieces of one glyph: a ligature PDFium decomposed is put back as the file has it (and as
        // the reference's text has it); its box runs to the last piece's end.
        pieces += char;
        last.text = LIGATURES[pieces] ?? pieces;
        if (run.horizontal) last.x1 = Math.max(last.x1, m[0] * right + m[2] * top + m[4]);
        else {
          const box = page.box(left, bottom, right, top);
          const shown = last.shown as Box;
          last.shown = {
            x0: Math.min(shown.x0, box.x0),
            y0: Math.min(shown.y0, box.y0),
            x1: Math.max(shown.x1, box.x1),
            y1: Math.max(shown.y1, box.y1),
          };
          last.x1 = Math.max(last.x1, along(box, run.ux, run.uy)[1]);
        }
        continue;
      }
      lastX = x;
      lastY = y;
      pieces = char;
      const space = isSpace(code);
      const accent = isAccentCode(code, char);
      // The glyph's frame: on the page for horizontal text; rotated or vertical text is laid out along
      // its own direction (x along it, y its baseline's distance across), so that lines and words are
      // built as for horizontal text, `shown` being its box on the page.
      let x0: number;
      let x1: number;
      let baseline: number;
      let below: number;
      let shown: Box | undefined;
      if (run.horizontal) {
        x1 = Math.max(m[0] * right + m[2] * top + m[4], x);
        x0 = acrossFrom(m[0] * left + m[2] * top + m[4], x1, x, size);
        baseline = y;
        // One em tall, from the font's declared descent below the baseline, as the reference's pdfminer
        // boxes a character; without a descent, from where the glyph's box starts above it.
        if (run.below !== undefined) below = run.below;
        else {
          const measured = (y - (m[1] * left + m[3] * top + m[5])) / size;
          below = 1 - Math.min(measured > 0.5 && measured < 1.2 ? measured : 0.8, 0.95);
        }
        shown = undefined;
      } else {
        const { ux, uy } = run;
        shown = page.box(left, bottom, right, top);
        const [a0, a1] = along(shown, ux, uy);
        const start = x * ux + y * uy;
        x0 = acrossFrom(a0, a1, start, size);
        x1 = Math.max(a1, start);
        baseline = -x * uy + y * ux;
        below = run.below ?? 0.2;
      }
      const glyph = pooled(glyphs.length);
      glyph.text = space ? " " : char;
      glyph.x0 = x0;
      glyph.y0 = baseline + size * (below - 1);
      glyph.x1 = x1;
      glyph.y1 = baseline + size * below;
      glyph.baseline = baseline;
      glyph.size = size;
      glyph.style = run.style;
      glyph.space = space;
      glyph.accent = accent;
      glyph.object = object;
      glyph.displaced = displaced;
      glyph.direction = run.horizontal ? 0 : run.direction;
      glyph.shown = shown;
      // Text outside the page or clipped away is not on the page: a glyph is read where its middle is
      // seen. But a word the page's edge or a clip cuts is read whole where it starts (a spreadsheet
      // cell's text running on over the next page): a letter that follows the one before it in its word
      // (same baseline, no gap) is read or left out with it.
      const seen = glyph.shown ?? glyph;
      const { visible } = run;
      const mx = (seen.x0 + seen.x1) / 2;
      const my = (seen.y0 + seen.y1) / 2;
      const inside =
        mx >= visible.x0 - VISIBLE_MARGIN &&
        mx <= visible.x1 + VISIBLE_MARGIN &&
        my >= visible.y0 - VISIBLE_MARGIN &&
        my <= visible.y1 + VISIBLE_MARGIN;
      const inWord =
        word.open &&
        !glyph.space &&
        !displaced &&
        glyph.direction === word.direction &&
        Math.abs(glyph.baseline - word.baseline) <= size * 0.1 &&
        glyph.x0 - word.x1 <= size * WORD_CUT_GAP_EMS &&
        glyph.x0 - word.x1 >= -size * 0.5;
      const read = inWord ? word.read : inside;
      word.open = !glyph.space;
      word.read = read;
      word.x1 = glyph.x1;
      word.baseline = glyph.baseline;
      word.direction = glyph.direction;
      if (!read) {
        last = undefined;
        continue;
      }
      const spanText = run.span !== 0 && run.horizontal ? actualTexts.textOf(run.span) : undefined;
      // An empty /ActualText: the glyphs stand for nothing (a hyphen the layout added).
      if (spanText === "") continue;
      if (spanText !== undefined && !glyph.space) {
        glyph.text = LIGATURES[spanText] ?? spanText;
        glyph.accent = false;
        spanGlyphs.set(run.span, { glyph, x, y, text: spanText });
        // Pieces at the same origin belong to the span (above), not to a ligature.
        lastX = Number.NaN;
      }
      glyphs.push(glyph);
      trailObjects.push(object);
      trailGlyphs.push(glyph);
      last = glyph;
    }
    // Only shaped scripts draw glyphs without text: other pages skip the walk over their objects.
    if (shaped || spanGlyphs.size > 0) {
      const voiced = new Map<number, Glyph | undefined>();
      for (let k = 0; k < trailObjects.length; k++) {
        const object = trailObjects[k] as number;
        const glyph = trailGlyphs[k];
        if (glyph !== undefined) voiced.set(object, glyph);
        else if (!voiced.has(object)) voiced.set(object, undefined);
      }
      coverSilentGlyphs(page, pdfium, voiced, scratch);
    }
  } finally {
    pdfium.free(scratch);
    actualTexts.close();
  }
  return glyphs;
}

/** How far past its origin (ems) a glyph's box may end and the glyph still count as having no advance. */
const NO_ADVANCE_EMS = 0.01;

/**
 * Where a glyph's box starts across: at its origin, or where PDFium's loose box (`lo` to `hi`) starts
 * before it. A glyph the file gives no advance (a mark, or a piece of a cluster a shaper draws back over
 * the letter before it: Bengali "ন্" of "জন্ম", written with no width after the "জ") gets its ink as its
 * loose box, all of it behind its origin; the box across runs from the origin to the advance, so such a
 * glyph takes no room. Its ink would otherwise overlap the letter before it by most of that letter, as
 * text drawn over other text does, and the line would be cut inside the word.
 */
function acrossFrom(lo: number, hi: number, origin: number, size: number): number {
  return hi <= origin + size * NO_ADVANCE_EMS ? origin : Math.min(lo, origin);
}

/** Brahmic and South-East Asian scripts, whose clusters a shaper draws as several glyphs. */
function isShapedScript(code: number): boolean {
  return code < 0x0e00 || (code >= 0x0f00 && code < 0x10a0) || (code >= 0x1780 && code < 0x1800);
}

/**
 * Glyphs drawn without text take their room in the glyph before them. A shaper turns a cluster of
 * characters into several glyphs ("का": a consonant and a vowel sign; "धि": the sign drawn first) and
 * the file maps the cluster's text onto its first glyph: the others are text objects of their own
 * (Chromium writes an object a glyph) with no character. Their advance would read as a word gap after
 * the cluster ("अधि का र" for "अधिकार"). A text object without characters that the page draws right
 * after a glyph's object, on its line, from its end onward, extends that glyph's box to its own end.
 */
function coverSilentGlyphs(
  page: PdfPage,
  pdfium: PdfiumExports,
  voiced: ReadonlyMap<number, Glyph | undefined>,
  scratch: number,
): void {
  if (voiced.size === 0) return;
  const count = pdfium.FPDFPage_CountObjects(page.handle);
  let current: Glyph | undefined;
  for (let i = 0; i < count; i++) {
    const object = pdfium.FPDFPage_GetObject(page.handle, i);
    if (pdfium.FPDFPageObj_GetType(object) !== PAGE_OBJECT.text) {
      current = undefined;
      continue;
    }
    if (voiced.has(object)) {
      const glyph = voiced.get(object);
      current = glyph && !glyph.space && glyph.direction === 0 ? glyph : undefined;
      continue;
    }
    if (!current) continue;
    if (!pdfium.FPDFPageObj_GetBounds(object, scratch, scratch + 4, scratch + 8, scratch + 12)) continue;
    const [left = 0, bottom = 0, right = 0, top = 0] = new Float32Array(pdfium.memory.buffer, scratch, 4);
    const box = page.box(left, bottom, right, top);
    const { size } = current;
    const middle = (box.y0 + box.y1) / 2;
    const onLine = middle >= current.y0 && middle <= current.y1;
    const adjoins = box.x0 >= current.x0 - size * 0.1 && box.x0 <= current.x1 + size * 0.25;
    if (onLine && adjoins && box.x1 > current.x1 && box.x1 - current.x1 <= size) current.x1 = box.x1;
  }
}

/** How far along a direction a box reaches: the least and the most of its corners' projections. */
function along(box: Box, ux: number, uy: number): [number, number] {
  const a = box.x0 * ux + box.y0 * uy;
  const b = box.x1 * ux + box.y0 * uy;
  const c = box.x0 * ux + box.y1 * uy;
  const d = box.x1 * ux + box.y1 * uy;
  return [Math.min(a, b, c, d), Math.max(a, b, c, d)];
}

/** The line's size, weight and emphasis runs from its words; its links; its words as LayoutWords. */
function toLine(line: GlyphLine, links: readonly LinkArea[]): LayoutLine {
  const { words, glyphs } = line;
  let text = "";
  const starts: number[] = [];
  for (const word of words) {
    if (text) text += " ";
    starts.push(text.length);
    text += word.text;
  }
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  // The line's size is that of most of its characters (word by word), its weight that of all of them;
  // its emphasis runs are the runs of bold or italic characters, as the fonts mark them.
  // The sizes are counted in a map only once a second one shows up (most lines have one).
  let bySize: Map<number, number> | undefined;
  let firstSize = Number.NaN;
  let boldChars = 0;
  let italicChars = 0;
  let fixedChars = 0;
  let chars = 0;
  // Families by characters, for the line's; a word takes the family of its first letter's font.
  const families = new Map<string, number>();
  const emphasis: LayoutEmphasis[] = [];
  let open: LayoutEmphasis | undefined;
  // Plain loops: closures over these running numbers would box each of them anew (garbage by the line).
  for (let k = 0; k < words.length; k++) {
    const word = words[k] as LayoutWord;
    const wordBox = word.box;
    x0 = Math.min(x0, wordBox.x0);
    y0 = Math.min(y0, wordBox.y0);
    x1 = Math.max(x1, wordBox.x1);
    y1 = Math.max(y1, wordBox.y1);
    const size = word.fontSize ?? 0;
    if (k === 0) firstSize = size;
    else if (!bySize && size !== firstSize) {
      bySize = new Map();
      for (let j = 0; j < k; j++) {
        const before = words[j] as LayoutWord;
        bySize.set(firstSize, (bySize.get(firstSize) ?? 0) + before.text.length);
      }
    }
    bySize?.set(size, (bySize.get(size) ?? 0) + word.text.length);
    let gap = open !== undefined;
    for (let i = line.starts[k] as number; i < (line.starts[k + 1] as number); i++) {
      const glyph = glyphs[i] as Glyph;
      if (glyph.space) continue;
      const n = glyph.text.length;
      const { bold, italic, fixedPitch, family } = glyph.style;
      chars += n;
      if (family) families.set(family, (families.get(family) ?? 0) + n);
      if (fixedPitch) fixedChars += n;
      if (!bold && !italic) {
        open = undefined;
        continue;
      }
      if (bold) boldChars += n;
      if (italic) italicChars += n;
      if (open && open.bold === bold && open.italic === italic)
        open.text += gap ? ` ${glyph.text}` : glyph.text;
      else {
        open = { text: glyph.text, bold, italic };
        emphasis.push(open);
      }
      gap = false;
    }
  }
  const box: Box = { x0, y0, x1, y1 };
  let fontSize: number | undefined = words.length > 0 && !bySize ? firstSize : undefined;
  let most = -1;
  for (const [size, count] of bySize ?? []) {
    if (count > most || (count === most && size > (fontSize ?? 0))) {
      fontSize = size;
      most = count;
    }
  }
  let family: string | undefined;
  most = -1;
  for (const [name, count] of families) {
    if (count > most) {
      family = name;
      most = count;
    }
  }
  const lineLinks: LayoutLink[] = [];
  for (const area of links) {
    const cy = (box.y0 + box.y1) / 2;
    if (cy < area.box.y0 - 1 || cy > area.box.y1 + 1 || box.x1 <= area.box.x0 || box.x0 >= area.box.x1)
      continue;
    const link = linkSpan(area, line, starts, text);
    if (link) lineLinks.push(link);
  }
  // Every line has the same fields in the same order (absent ones undefined): lines of one shape keep
  // the layout's code that reads them from being made again for each new shape it meets.
  return {
    text,
    box,
    fontSize,
    bold: chars > 0 && boldChars === chars,
    italic: chars > 0 && italicChars === chars,
    family: family || undefined,
    monospace: chars > 0 && fixedChars === chars ? true : undefined,
    emphasis: emphasis.length > 0 ? emphasis : undefined,
    links: lineLinks.length > 0 ? lineLinks : undefined,
    words,
  };
}

/**
 * The words of a line under a link's rectangle (a word is under it when one of its glyphs' middles is),
 * without the punctuation that closes a sentence after the link.
 */
function linkSpan(
  area: LinkArea,
  line: GlyphLine,
  starts: readonly number[],
  text: string,
): LayoutLink | undefined {
  let start = -1;
  let end = -1;
  line.words.forEach((word, i) => {
    let under = false;
    for (let g = line.starts[i] as number; g < (line.starts[i + 1] as number) && !under; g++) {
      const glyph = line.glyphs[g] as Glyph;
      const box = glyph.shown ?? glyph;
      const mid = (box.x0 + box.x1) / 2;
      under = !glyph.space && mid >= area.box.x0 && mid <= area.box.x1;
    }
    if (!under) return;
    const from = starts[i] ?? 0;
    if (start < 0) start = from;
    end = from + word.text.length;
  });
  if (start < 0) return undefined;
  const letter = /[\p{L}\p{N}]/u;
  while (end > start && !letter.test(text.charAt(end - 1)) && !/[/)]/.test(text.charAt(end - 1))) end--;
  const span = text.slice(start, end);
  if (!span.trim()) return undefined;
  return { url: area.url, text: span, start };
}

/** A link annotation's URI as a reader opens it: http(s), ftp, mailto and tel; "www." gets "http://". */
function linkUrl(uri: string): string | undefined {
  const trimmed = uri.trim();
  if (!trimmed) return undefined;
  const absolute = /^www\./i.test(trimmed) ? `http://${trimmed}` : trimmed;
  try {
    const url = new URL(absolute);
    return ["http:", "https:", "ftp:", "mailto:", "tel:"].includes(url.protocol) ? absolute : undefined;
  } catch {
    return undefined;
  }
}

/** The page's link annotations that open a URI, with their rectangles on the displayed page. */
function linkAreas(page: PdfPage, pdfium: PdfiumExports): LinkArea[] {
  const areas: LinkArea[] = [];
  const BYTES = 4096;
  const scratch = pdfium.malloc(BYTES + 32);
  try {
    const position = scratch;
    const link = scratch + 4;
    const rect = scratch + 16;
    const buffer = scratch + 32;
    new Int32Array(pdfium.memory.buffer, position, 1)[0] = 0;
    while (pdfium.FPDFLink_Enumerate(page.handle, position, link)) {
      const handle = new Int32Array(pdfium.memory.buffer, link, 1)[0] as number;
      const action = pdfium.FPDFLink_GetAction(handle);
      if (!action || pdfium.FPDFAction_GetType(action) !== ACTION_URI) continue;
      const length = pdfium.FPDFAction_GetURIPath(page.doc.handle, action, buffer, BYTES);
      if (length <= 1 || length > BYTES) continue;
      const url = linkUrl(Buffer.from(pdfium.memory.buffer, buffer, length - 1).toString("latin1"));
      if (!url || !pdfium.FPDFLink_GetAnnotRect(handle, rect)) continue;
      const [left = 0, top = 0, right = 0, bottom = 0] = new Float32Array(pdfium.memory.buffer, rect, 4);
      areas.push({ url, box: page.box(left, bottom, right, top) });
    }
  } finally {
    pdfium.free(scratch);
  }
  return areas;
}

/** The page's text as lines of words. */
export function readTextLines(page: PdfPage, withLinks: boolean): LayoutLine[] {
  const { glyphs, links } = page.doc.call((pdfium) => {
    const text = pdfium.FPDFText_LoadPage(page.handle);
    if (!text) return { glyphs: [], links: [] };
    try {
      return {
        glyphs: readGlyphs(page, text, pdfium),
        links: withLinks ? linkAreas(page, pdfium) : [],
      };
    } finally {
      pdfium.FPDFText_ClosePage(text);
    }
  });
  page.doc.checkBudget();
  return glyphLines(glyphs).map((line) => toLine(line, links));
}
