// A page's text layer as lines: PDFium's characters, mapped onto the displayed page (rotation applied, y
// down, origin top-left), grouped into pieces — runs of one text object that follow each other closely —
// and the pieces joined into lines when they share a baseline and follow each other closely; a wide gap
// starts a new line, so table cells and columns stay apart. Bold and italic come from the fonts (name,
// declared weight and flags), links from the page's link annotations.
import type { Box, LayoutEmphasis, LayoutLine, LayoutLink, LayoutWord } from "../../layout/types.js";
import type { PdfPage } from "./page.js";
import { ACTION_URI, type PdfiumExports } from "./pdfium.js";

export interface FontStyle {
  bold: boolean;
  italic: boolean;
  /** A fixed-pitch (monospaced) font: code listings and terminal output. */
  fixedPitch?: boolean | undefined;
}

interface Piece {
  text: string;
  box: Box;
  size: number;
  baseline: number;
  style: FontStyle;
}

interface LinkArea {
  url: string;
  box: Box;
}

/** Words farther apart than this many ems are not on the same line of text. */
const LINE_GAP_EMS = 1.0;
/** The widest space item that still joins the words on either side. */
const SPACE_EMS = 2.0;
/** A gap between two characters of one text object wider than this many ems starts a new piece. */
const PIECE_GAP_EMS = 0.3;

export function styleFromFontName(name: string | undefined): FontStyle {
  const bare = (name ?? "").replace(/^[A-Z]{6}\+/, "");
  return {
    bold: /bold|black|heavy|semibold|demi|[-,]bd\b|,b$/i.test(bare),
    italic: /italic|oblique|[-,]it\b|,i$/i.test(bare),
  };
}

/** Font descriptor flags (PDF 32000-1, 9.8.2). */
const FONT_FIXED_PITCH = 1 << 0;
const FONT_ITALIC = 1 << 6;
const FONT_FORCE_BOLD = 1 << 18;
/** A declared /FontWeight from this on is bold. */
const BOLD_WEIGHT = 700;

/** Bold and italic of a PDFium font: its name, else its descriptor's weight and flags. */
function fontStyle(pdfium: PdfiumExports, font: number, scratch: number, scratchBytes: number): FontStyle {
  if (!font) return { bold: false, italic: false };
  const length = pdfium.FPDFFont_GetBaseFontName(font, scratch, scratchBytes);
  const name =
    length > 1 && length <= scratchBytes
      ? Buffer.from(pdfium.memory.buffer, scratch, length - 1).toString("latin1")
      : "";
  const style = styleFromFontName(name);
  const flags = pdfium.FPDFFont_GetFlags(font);
  return {
    bold:
      style.bold ||
      pdfium.FPDFFont_GetWeight(font) >= BOLD_WEIGHT ||
      (flags > 0 && (flags & FONT_FORCE_BOLD) !== 0),
    italic: style.italic || (flags > 0 && (flags & FONT_ITALIC) !== 0),
    fixedPitch: /courier|mono(?!type)|consol/i.test(name) || (flags > 0 && (flags & FONT_FIXED_PITCH) !== 0),
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

/**
 * A space piece from the end of `piece` to `x`, where PDFium saw a word space before the next word on
 * the same baseline: it bridges the gap as a space of the text would (see readTextLines).
 */
function bridge(piece: Piece | undefined, x: number, y: number, size: number): Piece | undefined {
  if (!piece || Math.abs(y - piece.baseline) > size * 0.1 || x <= piece.box.x1) return undefined;
  return { ...piece, text: " ", box: { ...piece.box, x0: piece.box.x1, x1: x } };
}

/** What the characters of one text object share. */
interface RunStyle {
  object: number;
  size: number;
  /** The run's direction on the displayed page goes left to right, along a horizontal baseline. */
  horizontal: boolean;
  /** How far the font's glyphs reach below the baseline, in ems (its declared descent), if known. */
  below?: number | undefined;
  style: FontStyle;
}

/** The font's declared descent as a fraction of an em below the baseline, when it is a plausible one. */
function fontDescent(pdfium: PdfiumExports, font: number, scratch: number): number | undefined {
  if (!pdfium.FPDFFont_GetDescent(font, 1000, scratch)) return undefined;
  const below = -(new Float32Array(pdfium.memory.buffer, scratch, 1)[0] as number) / 1000;
  return below >= 0 && below <= 0.5 ? below : undefined;
}

/** The page's characters as pieces, in the text layer's order. */
function readPieces(page: PdfPage, text: number, pdfium: PdfiumExports): Piece[] {
  const m = page.matrix;
  const count = pdfium.FPDFText_CountChars(text);
  const pieces: Piece[] = [];
  if (count <= 0) return pieces;
  const SCRATCH = 512;
  const scratch = pdfium.malloc(SCRATCH);
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
    let run: RunStyle | undefined;
    let current: Piece | undefined;
    /** Where the current piece's last character ends along the line (horizontal runs). */
    let reach = 0;
    /** The last character's origin: a ligature PDFium splits gives its parts the same one. */
    let lastX = Number.NaN;
    let lastY = Number.NaN;
    /** The current glyph's characters, and where they start in the current piece's text. */
    let glyph = "";
    let glyphStart = 0;
    /** PDFium generated a word space after the current piece's last character. */
    let spaceSeen = false;
    /** The last piece, when a word space followed it: the next piece on its baseline is bridged to it. */
    let bridgeFrom: Piece | undefined;
    const end = () => {
      if (current) {
        pieces.push(current);
        bridgeFrom = spaceSeen && !Number.isNaN(current.baseline) ? current : undefined;
      }
      current = undefined;
      spaceSeen = false;
    };
    for (let i = 0; i < count; i++) {
      const code = pdfium.FPDFText_GetUnicode(text, i);
      if (code === 13 || code === 10) {
        end();
        bridgeFrom = undefined;
        continue;
      }
      const generated = pdfium.FPDFText_IsGenerated(text, i) === 1;
      if (f64.buffer !== pdfium.memory.buffer) {
        f64 = new Float64Array(pdfium.memory.buffer, scratch, 2);
        f32 = new Float32Array(pdfium.memory.buffer, scratch + 16, 6);
      }
      if (generated) {
        // PDFium's word spaces (from kerning or gaps): kept inside a piece, a gap ends one anyway.
        if (code === 32 && current && !/\s$/.test(current.text)) {
          current.text += " ";
          spaceSeen = true;
        }
        continue;
      }
      const object = pdfium.FPDFText_GetTextObject(text, i);
      if (!run || run.object !== object) {
        end();
        pdfium.FPDFText_GetMatrix(text, i, scratch + 16);
        const [a = 1, b = 0, c = 0, d = 1] = f32;
        const fontSize = pdfium.FPDFText_GetFontSize(text, i);
        const size = fontSize * (Math.hypot(c, d) || Math.hypot(a, b));
        // The run's direction on the displayed page.
        const dx = m[0] * a + m[2] * b;
        const dy = m[1] * a + m[3] * b;
        const font = object ? pdfium.FPDFTextObj_GetFont(object) : 0;
        let style = styles.get(font);
        if (!style) {
          style = fontStyle(pdfium, font, scratch + 64, SCRATCH - 64);
          styles.set(font, style);
        }
        run = {
          object,
          size,
          horizontal: dx > 0 && Math.abs(dy) < Math.abs(dx) * 0.05,
          style,
          below: descents.has(font) ? descents.get(font) : cacheDescent(font),
        };
      }
      const { size } = run;
      if (!(size > 0)) continue;
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
      const char = charOf(code);
      const samePlace = x === lastX && y === lastY;
      lastX = x;
      lastY = y;
      if (current && samePlace) {
        // The parts of one glyph: a ligature PDFium decomposed is put back as the file has it (and as
        // the reference's text has it).
        glyph += char;
        const ligature = LIGATURES[glyph];
        current.text = ligature ? current.text.slice(0, glyphStart) + ligature : current.text + char;
        continue;
      }
      glyph = char;
      if (run.horizontal) {
        const x0 = m[0] * left + m[2] * top + m[4];
        const x1 = m[0] * right + m[2] * top + m[4];
        const yTop = m[1] * left + m[3] * top + m[5];
        if (current && !Number.isNaN(current.baseline)) {
          const gap = Math.min(x0, x) - reach;
          if (
            gap > size * PIECE_GAP_EMS ||
            gap < -size * 0.5 ||
            Math.abs(y - current.baseline) > size * 0.1
          ) {
            end();
          }
        }
        if (!current) {
          const space = bridge(bridgeFrom, Math.min(x0, x), y, size);
          if (space) pieces.push(space);
          bridgeFrom = undefined;
          // One em tall, from the font's declared descent below the baseline, as the reference's
          // pdfminer boxes a character; without a descent, from where the glyph's box starts above it.
          const measured = (y - yTop) / size;
          const below = run.below ?? 1 - Math.min(measured > 0.5 && measured < 1.2 ? measured : 0.8, 0.95);
          current = {
            text: "",
            box: { x0: x, y0: y + size * (below - 1), x1: x, y1: y + size * below },
            size,
            baseline: y,
            style: run.style,
          };
        }
        glyphStart = current.text.length;
        current.text += char;
        current.box.x1 = Math.max(current.box.x1, x1, x);
        reach = current.box.x1;
        spaceSeen = false;
        continue;
      }
      // Rotated or vertical text: the union of its characters' boxes.
      bridgeFrom = undefined;
      const box = page.box(left, bottom, right, top);
      if (current && Number.isNaN(current.baseline)) {
        glyphStart = current.text.length;
        current.text += char;
        current.box = {
          x0: Math.min(current.box.x0, box.x0),
          y0: Math.min(current.box.y0, box.y0),
          x1: Math.max(current.box.x1, box.x1),
          y1: Math.max(current.box.y1, box.y1),
        };
      } else {
        end();
        current = { text: char, box, size, baseline: Number.NaN, style: run.style };
      }
    }
    end();
  } finally {
    pdfium.free(scratch);
  }
  return pieces;
}

function sameLine(line: Piece[], piece: Piece, reach: number): boolean {
  const last = line[line.length - 1] as Piece;
  // The line's main run is its largest type; scripts are measured against it.
  let main = line[0] as Piece;
  for (const p of line) if (p.size > main.size) main = p;
  if (Number.isNaN(main.baseline) || Number.isNaN(piece.baseline)) return false;
  const size = Math.max(main.size, piece.size);
  // Superscripts and subscripts: smaller type a little off the line's baseline.
  const script = Math.min(main.size, piece.size) < size * 0.85;
  if (Math.abs(piece.baseline - main.baseline) > size * (script ? 0.8 : 0.45)) return false;
  const gap = piece.box.x0 - Math.max(last.box.x1, reach);
  return gap <= size * LINE_GAP_EMS && gap >= -size * 0.5;
}

/** Offset in the line of the first character under a link's rectangle. */
function linkStart(area: LinkArea, pieces: readonly Piece[], starts: readonly number[]): number | undefined {
  let start = -1;
  pieces.forEach((piece, i) => {
    const { box } = piece;
    const cy = (box.y0 + box.y1) / 2;
    if (cy < area.box.y0 || cy > area.box.y1 || box.x1 <= area.box.x0 || box.x0 >= area.box.x1) return;
    const width = box.x1 - box.x0 || 1;
    const n = piece.text.length;
    const from = Math.max(0, Math.round(((area.box.x0 - box.x0) / width) * n));
    const to = Math.min(n, Math.round(((area.box.x1 - box.x0) / width) * n));
    if (to <= from) return;
    if (start < 0) start = (starts[i] ?? 0) + from;
  });
  return start < 0 ? undefined : start;
}

function toLine(pieces: Piece[], links: readonly LinkArea[]): LayoutLine {
  let text = "";
  const starts: number[] = [];
  let previous: Piece | undefined;
  for (const piece of pieces) {
    if (previous) {
      const gap = piece.box.x0 - previous.box.x1;
      if (gap > piece.size * 0.15 && !/\s$/.test(text) && !/^\s/.test(piece.text)) text += " ";
    }
    starts.push(text.length);
    text += piece.text;
    previous = piece;
  }
  const box: Box = {
    x0: Math.min(...pieces.map((p) => p.box.x0)),
    y0: Math.min(...pieces.map((p) => p.box.y0)),
    x1: Math.max(...pieces.map((p) => p.box.x1)),
    y1: Math.max(...pieces.map((p) => p.box.y1)),
  };
  // The line's size and weight are those of most of its characters.
  const bySize = new Map<number, number>();
  let boldChars = 0;
  let italicChars = 0;
  let fixedChars = 0;
  let chars = 0;
  for (const piece of pieces) {
    const n = piece.text.trim().length;
    chars += n;
    const size = Math.round(piece.size * 10) / 10;
    bySize.set(size, (bySize.get(size) ?? 0) + n);
    if (piece.style.bold) boldChars += n;
    if (piece.style.italic) italicChars += n;
    if (piece.style.fixedPitch) fixedChars += n;
  }
  const fontSize = [...bySize.entries()].sort((p, q) => q[1] - p[1] || q[0] - p[0])[0]?.[0];
  const emphasis: LayoutEmphasis[] = [];
  for (const piece of pieces) {
    if (!piece.text.trim() || (!piece.style.bold && !piece.style.italic)) continue;
    const last = emphasis[emphasis.length - 1];
    if (last && last.bold === piece.style.bold && last.italic === piece.style.italic) last.text += piece.text;
    else emphasis.push({ text: piece.text, ...piece.style });
  }
  const words = wordsOf(pieces, starts, text);
  const lineLinks: LayoutLink[] = [];
  for (const area of links) {
    const cy = (box.y0 + box.y1) / 2;
    if (cy < area.box.y0 - 1 || cy > area.box.y1 + 1 || box.x1 <= area.box.x0 || box.x0 >= area.box.x1)
      continue;
    const link = linkSpan(area, pieces, starts, text);
    if (link) lineLinks.push(link);
  }
  return {
    text,
    box,
    fontSize,
    bold: chars > 0 && boldChars === chars,
    italic: chars > 0 && italicChars === chars,
    ...(chars > 0 && fixedChars === chars ? { monospace: true } : {}),
    emphasis: emphasis.length > 0 ? emphasis.map((run) => ({ ...run, text: run.text.trim() })) : undefined,
    links: lineLinks.length > 0 ? lineLinks : undefined,
    words,
  };
}

/**
 * The line's words: runs of characters between spaces, each boxed by the part of its pieces it covers (a
 * piece's width shared evenly among its characters), with the type of most of its characters.
 */
function wordsOf(pieces: readonly Piece[], starts: readonly number[], text: string): LayoutWord[] {
  const words: LayoutWord[] = [];
  let word:
    | {
        from: number;
        to: number;
        box: Box;
        sizes: Map<number, number>;
        bold: number;
        italic: number;
        n: number;
      }
    | undefined;
  const close = () => {
    if (!word) return;
    const fontSize = [...word.sizes.entries()].sort((p, q) => q[1] - p[1] || q[0] - p[0])[0]?.[0];
    words.push({
      text: text.slice(word.from, word.to),
      box: word.box,
      fontSize,
      bold: word.bold === word.n,
      italic: word.italic === word.n,
    });
    word = undefined;
  };
  pieces.forEach((piece, index) => {
    const start = starts[index] ?? 0;
    if (index > 0 && start > (starts[index - 1] ?? 0) + (pieces[index - 1] as Piece).text.length) close();
    const n = piece.text.length || 1;
    const width = piece.box.x1 - piece.box.x0;
    for (let i = 0; i < piece.text.length; i++) {
      if (/\s/.test(piece.text.charAt(i))) {
        close();
        continue;
      }
      const x0 = piece.box.x0 + (width * i) / n;
      const x1 = piece.box.x0 + (width * (i + 1)) / n;
      const size = Math.round(piece.size * 10) / 10;
      if (!word) {
        word = {
          from: start + i,
          to: start + i,
          box: { x0, y0: piece.box.y0, x1, y1: piece.box.y1 },
          sizes: new Map(),
          bold: 0,
          italic: 0,
          n: 0,
        };
      }
      word.to = start + i + 1;
      word.box = {
        x0: Math.min(word.box.x0, x0),
        y0: Math.min(word.box.y0, piece.box.y0),
        x1: Math.max(word.box.x1, x1),
        y1: Math.max(word.box.y1, piece.box.y1),
      };
      word.sizes.set(size, (word.sizes.get(size) ?? 0) + 1);
      word.n++;
      if (piece.style.bold) word.bold++;
      if (piece.style.italic) word.italic++;
    }
  });
  close();
  return words;
}

/** The part of a line under a link's rectangle, widened to whole words. */
function linkSpan(
  area: LinkArea,
  pieces: readonly Piece[],
  starts: readonly number[],
  text: string,
): LayoutLink | undefined {
  const found = linkStart(area, pieces, starts);
  if (found === undefined) return undefined;
  let start = found;
  let end = start;
  // Extend over the characters whose pieces lie under the rectangle.
  pieces.forEach((piece, i) => {
    const { box } = piece;
    if (box.x1 <= area.box.x0 || box.x0 >= area.box.x1) return;
    const width = box.x1 - box.x0 || 1;
    const n = piece.text.length;
    const to = Math.min(n, Math.round(((area.box.x1 - box.x0) / width) * n));
    end = Math.max(end, (starts[i] ?? 0) + to);
  });
  // Whole words: letters and digits cut by the rectangle's edge belong to the link.
  const word = /[\p{L}\p{N}]/u;
  while (start > 0 && word.test(text.charAt(start - 1)) && word.test(text.charAt(start))) start--;
  while (end < text.length && word.test(text.charAt(end)) && word.test(text.charAt(end - 1))) end++;
  while (end > start && !word.test(text.charAt(end - 1)) && !/[/)]/.test(text.charAt(end - 1))) end--;
  const span = text.slice(start, end);
  const trimmed = span.trim();
  if (!trimmed) return undefined;
  return { url: area.url, text: trimmed, start: start + (span.length - span.trimStart().length) };
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

/** The page's text as lines. */
export function readTextLines(page: PdfPage, withLinks: boolean): LayoutLine[] {
  const { pieces, links } = page.doc.call((pdfium) => {
    const text = pdfium.FPDFText_LoadPage(page.handle);
    if (!text) return { pieces: [], links: [] };
    try {
      return {
        pieces: readPieces(page, text, pdfium),
        links: withLinks ? linkAreas(page, pdfium) : [],
      };
    } finally {
      pdfium.FPDFText_ClosePage(text);
    }
  });
  page.doc.checkBudget();
  const lines: LayoutLine[] = [];
  let current: Piece[] = [];
  // How far a space after the line's last piece reaches: a space of ordinary width bridges the gap
  // after a bullet or a section number.
  let reach = Number.NEGATIVE_INFINITY;
  const flush = () => {
    if (current.some((piece) => piece.text.trim())) lines.push(toLine(current, links));
    current = [];
    reach = Number.NEGATIVE_INFINITY;
  };
  for (const piece of pieces) {
    // Spaces can stretch across a gap between columns or cells: only a space of at most SPACE_EMS
    // bridges; the text gets its spaces from the geometry (see toLine).
    if (!piece.text.trim()) {
      const width = piece.box.x1 - piece.box.x0;
      if (current.length > 0 && width <= piece.size * SPACE_EMS && sameLine(current, piece, reach)) {
        reach = Math.max(reach, piece.box.x1);
      }
      continue;
    }
    if (current.length > 0 && !sameLine(current, piece, reach)) flush();
    current.push(piece);
    reach = Number.NEGATIVE_INFINITY;
  }
  flush();
  for (const line of lines) line.text = line.text.trim() === line.text ? line.text : trimLine(line);
  return lines;
}

/** Trims a line's text, moving its link offsets with it. */
function trimLine(line: LayoutLine): string {
  const lead = line.text.length - line.text.trimStart().length;
  if (line.links) for (const link of line.links) link.start = Math.max(0, link.start - lead);
  return line.text.trim();
}
