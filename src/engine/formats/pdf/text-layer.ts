// A page's text layer as lines: pdf.js text items mapped through the page's viewport (which handles
// /Rotate and flips y so the origin is top-left), joined into lines when they share a baseline and
// follow each other closely; a wide gap starts a new line, so table cells and columns stay apart.
// Bold and italic come from font names, links from the page's link annotations.
import type { PageViewport, PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { Box, LayoutEmphasis, LayoutLine, LayoutLink } from "../../layout/types.js";

export interface FontStyle {
  bold: boolean;
  italic: boolean;
}

interface TextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName: string;
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

function multiply(m1: readonly number[], m2: readonly number[]): number[] {
  const [a1 = 0, b1 = 0, c1 = 0, d1 = 0, e1 = 0, f1 = 0] = m1;
  const [a2 = 0, b2 = 0, c2 = 0, d2 = 0, e2 = 0, f2 = 0] = m2;
  return [
    a1 * a2 + c1 * b2,
    b1 * a2 + d1 * b2,
    a1 * c2 + c1 * d2,
    b1 * c2 + d1 * d2,
    a1 * e2 + c1 * f2 + e1,
    b1 * e2 + d1 * f2 + f1,
  ];
}

export function styleFromFontName(name: string | undefined): FontStyle {
  const bare = (name ?? "").replace(/^[A-Z]{6}\+/, "");
  return {
    bold: /bold|black|heavy|semibold|demi|[-,]bd\b|,b$/i.test(bare),
    italic: /italic|oblique|[-,]it\b|,i$/i.test(bare),
  };
}

function pieceOf(
  item: TextItem,
  viewport: PageViewport,
  style: FontStyle,
  ascent: number,
): Piece | undefined {
  if (!item.str) return undefined;
  const m = multiply(viewport.transform, item.transform);
  const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = m;
  const size = Math.hypot(c, d) || Math.hypot(a, b);
  if (!(size > 0) || !Number.isFinite(x) || !Number.isFinite(y)) return undefined;
  const scale = viewport.scale;
  const length = item.width * scale;
  const horizontal = Math.abs(b) < Math.abs(a) * 0.05 && a > 0;
  if (horizontal) {
    return {
      text: item.str,
      box: { x0: x, y0: y - size * ascent, x1: x + length, y1: y + size * (1 - ascent) },
      size,
      baseline: y,
      style,
    };
  }
  // Rotated text: the box of its run along its own direction, in page space.
  const angle = Math.atan2(b, a);
  const dx = Math.cos(angle) * length;
  const dy = Math.sin(angle) * length;
  const ux = -Math.sin(angle) * size;
  const uy = Math.cos(angle) * size;
  const xs = [x, x + dx, x - ux * ascent, x + dx - ux * ascent];
  const ys = [y, y + dy, y - uy * ascent, y + dy - uy * ascent];
  return {
    text: item.str,
    box: { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) },
    size,
    baseline: Number.NaN,
    style,
  };
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
  let chars = 0;
  for (const piece of pieces) {
    const n = piece.text.trim().length;
    chars += n;
    const size = Math.round(piece.size * 10) / 10;
    bySize.set(size, (bySize.get(size) ?? 0) + n);
    if (piece.style.bold) boldChars += n;
    if (piece.style.italic) italicChars += n;
  }
  const fontSize = [...bySize.entries()].sort((p, q) => q[1] - p[1] || q[0] - p[0])[0]?.[0];
  const emphasis: LayoutEmphasis[] = [];
  for (const piece of pieces) {
    if (!piece.text.trim() || (!piece.style.bold && !piece.style.italic)) continue;
    const last = emphasis[emphasis.length - 1];
    if (last && last.bold === piece.style.bold && last.italic === piece.style.italic) last.text += piece.text;
    else emphasis.push({ text: piece.text, ...piece.style });
  }
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
    emphasis: emphasis.length > 0 ? emphasis.map((run) => ({ ...run, text: run.text.trim() })) : undefined,
    links: lineLinks.length > 0 ? lineLinks : undefined,
  };
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

function linkAreas(annotations: readonly unknown[], viewport: PageViewport): LinkArea[] {
  const areas: LinkArea[] = [];
  for (const annotation of annotations as { subtype?: string; url?: string; rect?: number[] }[]) {
    if (annotation.subtype !== "Link" || typeof annotation.url !== "string" || !annotation.rect) continue;
    const [ax = 0, ay = 0, bx = 0, by = 0] = annotation.rect;
    const [x0 = 0, y0 = 0] = viewport.convertToViewportPoint(ax, ay) as number[];
    const [x1 = 0, y1 = 0] = viewport.convertToViewportPoint(bx, by) as number[];
    areas.push({
      url: annotation.url,
      box: { x0: Math.min(x0, x1), y0: Math.min(y0, y1), x1: Math.max(x0, x1), y1: Math.max(y0, y1) },
    });
  }
  return areas;
}

/** What the text layer needs to know of fonts: bold and italic by pdf.js font id (see fonts.ts). */
export interface FontStyles {
  learn(page: PDFPageProxy, fontNames: Iterable<string>): Promise<void>;
  style(fontName: string): FontStyle;
}

function* fontNamesOf(items: readonly unknown[]): Generator<string> {
  for (const item of items as { fontName?: unknown }[])
    if (typeof item.fontName === "string") yield item.fontName;
}

/** The page's text as lines, with bold and italic from `fonts`. */
export async function readTextLines(
  page: PDFPageProxy,
  viewport: PageViewport,
  fonts: FontStyles,
  withLinks: boolean,
): Promise<LayoutLine[]> {
  const content = await page.getTextContent({ disableNormalization: true });
  await fonts.learn(page, fontNamesOf(content.items));
  const styles = content.styles as Record<string, { ascent?: number } | undefined>;
  const links = withLinks ? linkAreas(await page.getAnnotations({ intent: "display" }), viewport) : [];
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
  for (const raw of content.items) {
    if (!("str" in raw)) continue;
    const item = raw as TextItem;
    const ascentValue = styles[item.fontName]?.ascent;
    const ascent = ascentValue && ascentValue > 0.5 && ascentValue < 1.2 ? ascentValue : 0.8;
    const piece = pieceOf(item, viewport, fonts.style(item.fontName), Math.min(ascent, 0.95));
    if (!piece) continue;
    // Spaces pdf.js inserts can stretch across a gap between columns or cells: only a space of at
    // most SPACE_EMS bridges; the text gets its spaces from the geometry (see toLine).
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
