// Tables from page geometry: regions bounded by horizontal ruling lines (full grids and the three-rule
// "booktabs" style alike), and runs of rows whose text pieces line up in three or more columns. Inside
// a region, rows are pieces that share a height band and columns are split at vertical gaps and
// vertical rules. A region whose rows are mostly one piece wide is running text, not a table.
import type { Box, LayoutLine, LayoutTable } from "./types.js";

export interface RuleLine {
  box: Box;
  horizontal: boolean;
}

function overlapX(a: Box, b: Box): number {
  return Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
}

function centreIn(line: LayoutLine, box: Box): boolean {
  const x = (line.box.x0 + line.box.x1) / 2;
  const y = (line.box.y0 + line.box.y1) / 2;
  return x >= box.x0 - 1 && x <= box.x1 + 1 && y >= box.y0 - 1 && y <= box.y1 + 1;
}

/** Lines grouped into rows by their vertical extent, top to bottom. */
function rowsOf(lines: readonly LayoutLine[]): LayoutLine[][] {
  const sorted = [...lines].sort((a, b) => (a.box.y0 + a.box.y1) / 2 - (b.box.y0 + b.box.y1) / 2);
  const rows: { lines: LayoutLine[]; y0: number; y1: number }[] = [];
  for (const line of sorted) {
    const centre = (line.box.y0 + line.box.y1) / 2;
    const row = rows[rows.length - 1];
    if (row && centre >= row.y0 && centre <= row.y1) {
      row.lines.push(line);
      row.y1 = Math.max(row.y1, line.box.y1);
    } else rows.push({ lines: [line], y0: line.box.y0, y1: line.box.y1 });
  }
  return rows.map((row) => row.lines.sort((a, b) => a.box.x0 - b.box.x0));
}

/** Column boundaries (x positions) from gaps in the pieces' horizontal projection and vertical rules. */
function columnBounds(lines: readonly LayoutLine[], verticals: readonly number[], minGap: number): number[] {
  const sorted = [...lines].sort((a, b) => a.box.x0 - b.box.x0);
  const bounds: number[] = [];
  let reach = Number.NEGATIVE_INFINITY;
  for (const line of sorted) {
    if (reach !== Number.NEGATIVE_INFINITY && line.box.x0 - reach >= minGap)
      bounds.push((reach + line.box.x0) / 2);
    reach = Math.max(reach, line.box.x1);
  }
  for (const x of verticals) if (!bounds.some((b) => Math.abs(b - x) < minGap)) bounds.push(x);
  return bounds.sort((a, b) => a - b);
}

function buildTable(
  lines: readonly LayoutLine[],
  box: Box,
  verticals: readonly number[],
  minGap: number,
  minColumns: number,
): LayoutTable | undefined {
  if (lines.length < 4) return undefined;
  const bounds = columnBounds(lines, verticals, minGap);
  const columns = bounds.length + 1;
  if (columns < minColumns) return undefined;
  const rows = rowsOf(lines);
  if (rows.length < 2) return undefined;
  const cells = rows.map((row) => {
    const cellTexts: string[][] = Array.from({ length: columns }, () => []);
    for (const line of row) {
      const centre = (line.box.x0 + line.box.x1) / 2;
      let column = 0;
      while (column < bounds.length && centre > (bounds[column] as number)) column++;
      (cellTexts[column] as string[]).push(line.text.trim());
    }
    return cellTexts.map((texts) => texts.filter(Boolean).join(" "));
  });
  const wide = cells.filter((row) => row.filter(Boolean).length >= 2).length;
  if (wide < Math.max(2, rows.length * 0.5)) return undefined;
  return { box, rows: cells };
}

/** Stacks of horizontal rules with a common horizontal extent, each a candidate table region. */
function ruledRegions(rules: readonly RuleLine[], pageHeight: number): Box[] {
  const horizontals = rules.filter((rule) => rule.horizontal).sort((a, b) => a.box.y0 - b.box.y0);
  const stacks: Box[][] = [];
  for (const rule of horizontals) {
    const stack = stacks.find((candidate) => {
      const last = candidate[candidate.length - 1] as Box;
      const shorter = Math.min(last.x1 - last.x0, rule.box.x1 - rule.box.x0);
      return overlapX(last, rule.box) >= shorter * 0.7 && rule.box.y0 - last.y1 < pageHeight * 0.4;
    });
    if (stack) stack.push(rule.box);
    else stacks.push([rule.box]);
  }
  return stacks
    .filter((stack) => stack.length >= 2)
    .map((stack) => ({
      x0: Math.min(...stack.map((b) => b.x0)),
      y0: Math.min(...stack.map((b) => b.y0)),
      x1: Math.max(...stack.map((b) => b.x1)),
      y1: Math.max(...stack.map((b) => b.y1)),
    }))
    .filter((box) => box.y1 - box.y0 > 4);
}

/** Runs of rows of three or more pieces each, close together: tables drawn without rules. */
function gridRegions(lines: readonly LayoutLine[], size: number): Box[] {
  const regions: Box[] = [];
  let run: LayoutLine[][] = [];
  const close = () => {
    if (run.length >= 3) {
      const all = run.flat();
      regions.push({
        x0: Math.min(...all.map((l) => l.box.x0)),
        y0: Math.min(...all.map((l) => l.box.y0)),
        x1: Math.max(...all.map((l) => l.box.x1)),
        y1: Math.max(...all.map((l) => l.box.y1)),
      });
    }
    run = [];
  };
  for (const row of rowsOf(lines)) {
    const previous = run[run.length - 1];
    const top = Math.min(...row.map((l) => l.box.y0));
    const previousBottom = previous ? Math.max(...previous.map((l) => l.box.y1)) : top;
    // Cells are short; three columns of running text have long lines.
    const lengths = row.map((l) => l.text.trim().length).sort((a, b) => a - b);
    const gridLike = row.length >= 3 && (lengths[Math.floor(lengths.length / 2)] ?? 0) <= 25;
    if (!gridLike || top - previousBottom > size * 2) close();
    if (gridLike) run.push(row);
  }
  close();
  return regions;
}

/** A gap between words wider than this many line heights separates table cells, not words. */
const CELL_GAP_EMS = 1.0;
/** Tesseract reads a vertical rule between cells as a word of its own. */
const RULE_GLYPH = /^\|$/;

/**
 * An OCR line split into the runs of words between wide gaps (and rules read as "|"): the cells that
 * Tesseract joined into one line. Lines without words (the text layer splits at gaps already) stay whole.
 */
export function cellPieces(line: LayoutLine): LayoutLine[] {
  const words = line.words;
  if (!words || words.length < 2) return [line];
  const em = Math.max(1, line.box.y1 - line.box.y0);
  const pieces: LayoutLine[] = [];
  let run: typeof words = [];
  const close = () => {
    if (run.length > 0) {
      pieces.push({
        ...line,
        text: run.map((word) => word.text).join(" "),
        box: {
          x0: Math.min(...run.map((w) => w.box.x0)),
          y0: Math.min(...run.map((w) => w.box.y0)),
          x1: Math.max(...run.map((w) => w.box.x1)),
          y1: Math.max(...run.map((w) => w.box.y1)),
        },
        words: run,
        links: undefined,
        emphasis: undefined,
      });
    }
    run = [];
  };
  for (const word of words) {
    if (RULE_GLYPH.test(word.text.trim())) {
      close();
      continue;
    }
    const previous = run[run.length - 1];
    if (previous && word.box.x0 - previous.box.x1 > em * CELL_GAP_EMS) close();
    run.push(word);
  }
  close();
  return pieces;
}

/**
 * Tables on one page. `size` is the page's body type size; text-layer lines are already split at wide
 * gaps (so table cells arrive as separate lines), OCR lines are split here at the gaps between words.
 */
export function findTables(
  textLines: readonly LayoutLine[],
  rules: readonly RuleLine[],
  page: { width: number; height: number },
  size: number,
): LayoutTable[] {
  const lines = textLines.flatMap(cellPieces);
  const tables: LayoutTable[] = [];
  const taken = (line: LayoutLine) => tables.some((table) => centreIn(line, table.box));
  const minGap = Math.max(size * 0.6, 2);
  for (const region of ruledRegions(rules, page.height)) {
    const inside = lines.filter((line) => centreIn(line, region) && !taken(line));
    const verticals = rules
      .filter((rule) => !rule.horizontal && overlapX(rule.box, region) >= 0)
      .filter((rule) => rule.box.y0 < region.y1 && rule.box.y1 > region.y0)
      .map((rule) => (rule.box.x0 + rule.box.x1) / 2)
      .filter((x) => x > region.x0 + minGap && x < region.x1 - minGap);
    const table = buildTable(inside, region, verticals, minGap, 2);
    if (table) tables.push(table);
  }
  const free = lines.filter((line) => !taken(line));
  for (const region of gridRegions(free, size)) {
    const inside = free.filter((line) => centreIn(line, region));
    const table = buildTable(inside, region, [], minGap, 3);
    if (table) tables.push(table);
  }
  return tables;
}
