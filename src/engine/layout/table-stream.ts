// Tables without vertical rules (booktabs: rules above, under the header and below; open-sided grids
// whose rows are ruled; borderless tables): columns from the words' alignment, rows from the rules and
// from the lines. A column boundary is a gutter no line's words cross (a header cell spanning columns may
// cross it; it is then a colspan). Rows never cross a rule; between two rules, a new row starts at a
// line that is set apart from the row above by more than a wrapped cell's leading — or, when every line
// is as close as the next (no cell padding to tell by), at a line with text in the first column. So a
// wrapped cell stays one cell instead of every visual line becoming a row.
import type { Grid, GridCell } from "./table-grid.js";
import { FIGURE } from "./table-text.js";
import { type TableWord, wordsByLine } from "./table-words.js";
import type { Box } from "./types.js";

/** How far (in ems) OCR's gaps between the lines of one wrapped cell may exceed the smallest one. */
const OCR_LEADING_NOISE = 0.25;

interface VisualLine {
  words: TableWord[];
  y0: number;
  y1: number;
  centre: number;
}

/**
 * Words in lines across the table: the words of one source line stay together (OCR boxes of one line
 * differ in height with the letters), and source lines that overlap mostly in height are one line.
 */
function visualLines(words: readonly TableWord[]): VisualLine[] {
  const sources: VisualLine[] = wordsByLine(words).map((list) => {
    const y0 = Math.min(...list.map((w) => w.box.y0));
    const y1 = Math.max(...list.map((w) => w.box.y1));
    return { words: list, y0, y1, centre: (y0 + y1) / 2 };
  });
  sources.sort((a, b) => a.centre - b.centre);
  const lines: VisualLine[] = [];
  for (const source of sources) {
    const line = lines[lines.length - 1];
    const overlap = line ? Math.min(line.y1, source.y1) - Math.max(line.y0, source.y0) : 0;
    const shorter = line ? Math.min(line.y1 - line.y0, source.y1 - source.y0) : 0;
    if (line && overlap >= shorter * 0.6) {
      line.words.push(...source.words);
      line.y0 = Math.min(line.y0, source.y0);
      line.y1 = Math.max(line.y1, source.y1);
      line.centre = (line.y0 + line.y1) / 2;
    } else lines.push({ ...source, words: [...source.words] });
  }
  for (const line of lines) line.words.sort((a, b) => a.box.x0 - b.box.x0);
  return lines;
}

/** Runs of words on a line without a wide gap between them: what one cell (or one spanning cell) holds. */
function phrases(line: VisualLine, wordGap: number): TableWord[][] {
  const out: TableWord[][] = [];
  for (const word of line.words) {
    const run = out[out.length - 1];
    const last = run?.[run.length - 1];
    if (run && last && word.box.x0 - last.box.x1 <= wordGap) run.push(word);
    else out.push([word]);
  }
  return out;
}

/**
 * Column boundaries (x of each gutter's middle) from the phrases' horizontal extents: gaps at least
 * `minGutter` wide that no phrase covers. Phrases of the first `headerLines` lines may cross a gutter
 * (a header spanning columns) as long as the lines below leave it empty.
 */
function gutters(
  lines: readonly VisualLine[],
  wordGap: number,
  minGutter: number,
  headerLines: number,
): number[] {
  const spansOf = (from: number) =>
    lines
      .slice(from)
      .flatMap((line) =>
        phrases(line, wordGap).map((run) => [
          Math.min(...run.map((w) => w.box.x0)),
          Math.max(...run.map((w) => w.box.x1)),
        ]),
      );
  const gaps = (spans: number[][]) => {
    const sorted = [...spans].sort((a, b) => (a[0] as number) - (b[0] as number));
    const out: [number, number][] = [];
    let reach = Number.NEGATIVE_INFINITY;
    for (const [x0 = 0, x1 = 0] of sorted) {
      if (reach !== Number.NEGATIVE_INFINITY && x0 - reach >= minGutter) out.push([reach, x0]);
      reach = Math.max(reach, x1);
    }
    return out;
  };
  const all = gaps(spansOf(0));
  const bodySpans = headerLines > 0 && headerLines < lines.length ? spansOf(headerLines) : undefined;
  if (!bodySpans) return all.map(([a, b]) => (a + b) / 2);
  const body = gaps(bodySpans);
  // A body gutter the header crosses is still a column boundary, where the body has text on both sides.
  const bounds = body.map(([a, b]) => {
    const whole = all.find(([c, d]) => c < b && d > a);
    return whole ? (Math.max(a, whole[0]) + Math.min(b, whole[1])) / 2 : (a + b) / 2;
  });
  // A gutter of the first lines beside the body's whole extent (a note's number or a bullet on the first
  // line only, its text wrapped beside it) parts columns too: no body line crosses it.
  const bodyX0 = Math.min(...bodySpans.map((span) => span[0] as number));
  const bodyX1 = Math.max(...bodySpans.map((span) => span[1] as number));
  for (const [a, b] of all) if (b <= bodyX0 + 0.01 || a >= bodyX1 - 0.01) bounds.push((a + b) / 2);
  return bounds.sort((x, y) => x - y);
}

/** A line's words in one column (from = to), or a phrase over several columns. */
interface Piece {
  words: TableWord[];
  line: number;
  from: number;
  to: number;
  y0: number;
  y1: number;
}

function pieceOf(words: TableWord[], line: number, from: number, to: number): Piece {
  return {
    words,
    line,
    from,
    to,
    y0: Math.min(...words.map((w) => w.box.y0)),
    y1: Math.max(...words.map((w) => w.box.y1)),
  };
}

/**
 * The row of every piece. A cell's lines are chained into a block (each line within a wrapped cell's
 * leading of the one above, in the same column); blocks that overlap vertically are one row, whether
 * the cells are set at the top or the middle of their row. Where cells are not padded the blocks of a
 * column chain from row to row: there a new row starts at each block of the first column, and at a
 * line of the header filling one by one the columns that a phrase above it spans.
 */
function assignRows(
  pieces: readonly Piece[],
  lines: readonly VisualLine[],
  options: { em: number; rules: readonly number[] },
): number[] {
  const { em } = options;
  const ruleBetween = (a: number, b: number) =>
    options.rules.some((y) => y > Math.min(a, b) && y < Math.max(a, b));
  // A wrapped cell's leading: the smallest gap between consecutive pieces of one column, at most what
  // the type allows (a table without a wrapped cell has only row gaps).
  const heights = lines.map((line) => line.y1 - line.y0).sort((a, b) => a - b);
  const height = heights[Math.floor(heights.length / 2)] ?? em;
  // Lines of a wrapped cell 1.4 em apart at most (CSS "normal" is 1.15–1.35 em by font, LaTeX 1.2).
  let leading = Math.max(0, em * 1.4 - height);
  const byColumn = new Map<number, number[]>();
  for (const [k, piece] of pieces.entries()) {
    let list = byColumn.get(piece.from);
    if (!list) {
      list = [];
      byColumn.set(piece.from, list);
    }
    list.push(k);
  }
  // OCR's boxes hug the ink, and even evened out to a type band (table-words.ts) they leave the gaps
  // between lines a little wider or narrower by their letters: lines whose boxes overlap are misread
  // boxes, not a leading of nothing, and the gap allowed past the leading is wider.
  const ocr = pieces.every((piece) => piece.words.every((w) => !w.styled));
  for (const list of byColumn.values()) {
    list.sort((a, b) => (pieces[a] as Piece).y0 - (pieces[b] as Piece).y0);
    for (let i = 1; i < list.length; i++) {
      const above = pieces[list[i - 1] as number] as Piece;
      const below = pieces[list[i] as number] as Piece;
      const gap = below.y0 - above.y1;
      // Lines with a rule between them are in two rows: their gap is no cell's leading.
      if (ocr && (gap < 0 || ruleBetween(above.y1 - em * 0.2, below.y0 + em * 0.2))) continue;
      if (gap > -em * 0.2) leading = Math.min(leading, Math.max(0, gap));
    }
  }
  const apart = leading + em * (ocr ? OCR_LEADING_NOISE : 0.1);

  // How many columns each line fills: a wrapped cell's next line fills fewer than its row does.
  const filled = lines.map(() => new Set<number>());
  for (const piece of pieces) for (let c = piece.from; c <= piece.to; c++) filled[piece.line]?.add(c);
  const keyColumn = Math.min(...pieces.map((piece) => piece.from));

  // Blocks: chains of pieces in one column.
  const blockOf = new Array<number>(pieces.length).fill(-1);
  // Each column's text width: from the leftmost start to the rightmost end of its one-column pieces.
  const extent = new Map<number, { x0: number; x1: number }>();
  for (const piece of pieces) {
    if (piece.to !== piece.from) continue;
    const x0 = Math.min(...piece.words.map((w) => w.box.x0));
    const x1 = Math.max(...piece.words.map((w) => w.box.x1));
    const known = extent.get(piece.from);
    extent.set(piece.from, known ? { x0: Math.min(known.x0, x0), x1: Math.max(known.x1, x1) } : { x0, x1 });
  }
  /**
   * Whether `next` is the line after `last` in one wrapped cell: the first word of `next` would not have
   * fitted on `last` within the column's width (a line is only broken when it is full).
   */
  const wrapped = (last: Piece, next: Piece) => {
    const width = extent.get(last.from);
    const word = next.words[0];
    // A column narrower than two em (codes, marks, short numbers) holds no wrapped text.
    if (!width || !word || width.x1 - width.x0 < em * 2) return false;
    const x0 = Math.min(...last.words.map((w) => w.box.x0));
    const lastWidth = Math.max(...last.words.map((w) => w.box.x1)) - x0;
    const needs = lastWidth + em * 0.25 + (word.box.x1 - word.box.x0);
    // A first column whose text stops well short of the next column's (more than two cells' padding)
    // was never full: the writer set it wider than its longest line, so no line of it was broken for
    // room — unless the next word would not have fitted before the next column either (a long word
    // broken onto its own line leaves the line above short). (Further right, a header cell spanning
    // columns may wrap within the span.)
    const after = extent.get(last.from + 1);
    if (last.from === keyColumn && after && after.x0 - width.x1 > em * 3 && x0 + needs <= after.x0 - em)
      return false;
    // A number alone level with a new first-column cell is that row's figure, not the end of the text
    // above it (a header cell over a column of figures, with no cell padding to tell them apart).
    if (
      last.from !== keyColumn &&
      filled[next.line]?.has(keyColumn) &&
      next.words.every((w) => FIGURE.test(w.text))
    )
      return false;
    return needs > width.x1 - width.x0 - em * 0.15;
  };
  /** Columns filled beside a block (by pieces level with it): what a row's first line fills. */
  const columnsBeside = (block: { y0: number; y1: number }) => {
    const set = new Set<number>();
    for (const [i, line] of lines.entries()) {
      if (line.y0 >= block.y1 || line.y1 <= block.y0) continue;
      for (const c of filled[i] as Set<number>) set.add(c);
    }
    return set.size;
  };
  /**
   * Whether every cell of a line goes on from the line above in its column, each broken there for
   * room, the line above filling no other column: the next line of a row whose cells all wrap (a note's
   * two halves side by side, a row of its first cell alone), not a row.
   */
  const goesOnEverywhere = (line: number) => {
    const here = pieces.filter((piece) => piece.line === line);
    const above = filled[line - 1];
    return (
      here.length > 0 &&
      above !== undefined &&
      above.size === filled[line]?.size &&
      here.every((piece) => {
        const above = pieces.find(
          (other) => other.line === line - 1 && other.from === piece.from && other.to === piece.to,
        );
        return (
          above !== undefined &&
          piece.to === piece.from &&
          piece.y0 - above.y1 <= apart &&
          !ruleBetween(above.y1, piece.y0) &&
          wrapped(above, piece)
        );
      })
    );
  };
  const blocks: { column: number; y0: number; y1: number; members: number[] }[] = [];
  for (const [c, list] of byColumn) {
    let current: (typeof blocks)[number] | undefined;
    for (const k of list) {
      const piece = pieces[k] as Piece;
      const last = current && (pieces[current.members[current.members.length - 1] as number] as Piece);
      const sparser =
        c !== keyColumn ||
        !current ||
        (filled[piece.line]?.size ?? 0) < columnsBeside(current) ||
        goesOnEverywhere(piece.line);
      if (
        current &&
        sparser &&
        last !== undefined &&
        wrapped(last, piece) &&
        piece.y0 - current.y1 <= apart &&
        !ruleBetween(current.y1, piece.y0) &&
        piece.to === piece.from
      ) {
        current.members.push(k);
        current.y1 = Math.max(current.y1, piece.y1);
      } else {
        current = { column: c, y0: piece.y0, y1: piece.y1, members: [k] };
        blocks.push(current);
      }
      blockOf[k] = blocks.indexOf(current);
    }
  }
  // Bands: blocks overlapping vertically, never across a rule.
  const order = blocks
    .map((_, i) => i)
    .sort((a, b) => (blocks[a] as { y0: number }).y0 - (blocks[b] as { y0: number }).y0);
  const bands: { y0: number; y1: number; blocks: number[] }[] = [];
  for (const b of order) {
    const block = blocks[b] as (typeof blocks)[number];
    const band = bands[bands.length - 1];
    if (band && block.y0 < band.y1 - em * 0.05 && !ruleBetween(band.y1, block.y0 + em * 0.05)) {
      band.blocks.push(b);
      band.y1 = Math.max(band.y1, block.y1);
    } else bands.push({ y0: block.y0, y1: block.y1, blocks: [b] });
  }

  // Row boundaries (y) inside each band: the tops of its first-column blocks after the first, and header
  // lines that fill a spanning phrase's columns one by one.
  const cuts: number[] = [];
  for (const band of bands) {
    const keys = band.blocks
      .map((b) => blocks[b] as (typeof blocks)[number])
      .filter((block) => block.column === keyColumn)
      .sort((a, b) => a.y0 - b.y0);
    for (const block of keys.slice(1)) cuts.push(block.y0 - em * 0.01);
    const members = band.blocks.flatMap((b) => (blocks[b] as (typeof blocks)[number]).members);
    const spans = members.map((k) => pieces[k] as Piece).filter((piece) => piece.to > piece.from);
    for (const span of spans) {
      const below = members
        .map((k) => pieces[k] as Piece)
        .filter((piece) => piece.y0 > span.y1 - em * 0.1 && piece.from >= span.from && piece.to <= span.to)
        .sort((a, b) => a.y0 - b.y0)[0];
      if (below) cuts.push(below.y0 - em * 0.01);
    }
  }
  cuts.sort((a, b) => a - b);
  const bandOfBlock = new Map<number, number>();
  for (const [i, band] of bands.entries()) for (const b of band.blocks) bandOfBlock.set(b, i);
  const bandIndex = (k: number) => bandOfBlock.get(blockOf[k] as number) ?? 0;
  // Row number: bands in order, each split at its cuts; a piece belongs where its top is.
  const keysOf = bands.map((band) => cuts.filter((y) => y > band.y0 && y < band.y1));
  const firstRow: number[] = [];
  let next = 0;
  for (const list of keysOf) {
    firstRow.push(next);
    next += list.length + 1;
  }
  return pieces.map((piece, k) => {
    const b = bandIndex(k);
    const inner = keysOf[b] as number[];
    const centre = Math.min((piece.y0 + piece.y1) / 2, piece.y0 + em * 0.5);
    return (firstRow[b] as number) + inner.filter((y) => y < centre).length;
  });
}

/**
 * The narrowest gap that parts two columns: wider than the type's word space, which is measured as the
 * smallest gap between words on each line (the median over lines), and between 0.45 and 0.6 em.
 */
function minGutter(lines: readonly VisualLine[], em: number): number {
  const spaces: number[] = [];
  for (const line of lines) {
    let least = Number.POSITIVE_INFINITY;
    for (let i = 1; i < line.words.length; i++) {
      const gap = (line.words[i] as TableWord).box.x0 - (line.words[i - 1] as TableWord).box.x1;
      if (gap > 0) least = Math.min(least, gap);
    }
    if (Number.isFinite(least)) spaces.push(least);
  }
  spaces.sort((a, b) => a - b);
  const space = spaces[Math.floor(spaces.length / 2)] ?? em * 0.3;
  return Math.min(em * 0.6, Math.max(em * 0.45, space * 1.5));
}

export interface StreamOptions {
  /** The table's type size: em for the gaps below. */
  em: number;
  /** Interior horizontal rules (y), top to bottom: rows never cross them. */
  rules: readonly number[];
  /** Column boundaries (x) when they are known already (vertical rules): else found from the gutters. */
  columns?: readonly number[] | undefined;
  /** Ruled above and below: a table even with one row. */
  lone?: boolean | undefined;
  /** Rules under part of the table (cmidrule): the cell above one spans the columns it rules. */
  partial?: readonly { at: number; a0: number; a1: number }[] | undefined;
  /** Rows above this y are the header (a rule under the header), when known. */
  headerRule?: number | undefined;
}

/** The grid of the words in `box`, columns from alignment and rows from rules and lines. */
export function streamGrid(words: readonly TableWord[], box: Box, options: StreamOptions): Grid | undefined {
  const { em } = options;
  const lines = visualLines(words);
  if (lines.length < (options.lone ? 1 : 2)) return undefined;
  const wordGap = em * 0.45;
  const headerLines =
    options.headerRule === undefined
      ? Math.min(2, lines.length - 1)
      : lines.filter((line) => line.centre < (options.headerRule as number)).length;
  const bounds = options.columns
    ? [...options.columns]
    : gutters(lines, wordGap, minGutter(lines, em), Math.min(headerLines, 3));
  const cols = bounds.length + 1;
  if (cols < 2) return undefined;
  const column = (x: number) => {
    let c = 0;
    while (c < bounds.length && x > (bounds[c] as number)) c++;
    return c;
  };

  // Pieces: a line's words in one column, or a phrase spanning several columns.
  const pieces: Piece[] = [];
  for (const [i, line] of lines.entries()) {
    const byColumn = new Map<number, TableWord[]>();
    for (const run of phrases(line, wordGap)) {
      const x0 = Math.min(...run.map((w) => w.box.x0));
      const x1 = Math.max(...run.map((w) => w.box.x1));
      const from = column(x0 + em * 0.1);
      const to = column(x1 - em * 0.1);
      if (to > from) {
        pieces.push(pieceOf(run, i, from, to));
        continue;
      }
      for (const word of run) {
        const c = column((word.box.x0 + word.box.x1) / 2);
        let list = byColumn.get(c);
        if (!list) {
          list = [];
          byColumn.set(c, list);
        }
        list.push(word);
      }
    }
    for (const [c, list] of byColumn) pieces.push(pieceOf(list, i, c, c));
  }
  const rowOf = assignRows(pieces, lines, { em, rules: options.rules });
  const rows = Math.max(-1, ...rowOf) + 1;
  if (rows < (options.lone ? 1 : 2)) return undefined;

  // Cells: a spanning piece covers its columns when nothing else on its row is there.
  const cells = new Map<string, GridCell>();
  const cellAt = (r: number, c: number) => {
    const key = `${r}:${c}`;
    let cell = cells.get(key);
    if (!cell) {
      cell = { row: r, col: c, rowspan: 1, colspan: 1, words: [] };
      cells.set(key, cell);
    }
    return cell;
  };
  for (const [k, piece] of pieces.entries())
    cellAt(rowOf[k] as number, piece.from).words.push(...piece.words);
  for (const [k, piece] of pieces.entries()) {
    if (piece.to === piece.from) continue;
    const r = rowOf[k] as number;
    const cell = cellAt(r, piece.from);
    let free = true;
    for (let c = piece.from + 1; c <= piece.to; c++)
      if ((cells.get(`${r}:${c}`)?.words.length ?? 0) > 0) free = false;
    if (!free || cell.colspan > 1) continue;
    cell.colspan = piece.to - piece.from + 1;
    for (let c = piece.from + 1; c <= piece.to; c++) cells.delete(`${r}:${c}`);
  }
  // Every position covered by exactly one cell: fill the gaps with empty cells.
  const covered = new Set<string>();
  for (const cell of cells.values())
    for (let c = cell.col; c < cell.col + cell.colspan; c++) covered.add(`${cell.row}:${c}`);
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) if (!covered.has(`${r}:${c}`)) cellAt(r, c);

  let headerRows: number | undefined;
  if (options.headerRule !== undefined) {
    const rule = options.headerRule;
    headerRows = new Set(pieces.flatMap((piece, k) => (piece.y0 < rule ? [rowOf[k] as number] : []))).size;
  }
  // A rule under part of a row (cmidrule) under one filled cell: that cell spans the columns it rules.
  for (const rule of options.partial ?? []) {
    const above = pieces.flatMap((piece, k) => (piece.y1 <= rule.at + em * 0.2 ? [rowOf[k] as number] : []));
    if (above.length === 0) continue;
    const r = Math.max(...above);
    const covered: number[] = [];
    for (let c = 0; c < cols; c++) {
      const left = c === 0 ? box.x0 : (bounds[c - 1] as number);
      const right = c === cols - 1 ? box.x1 : (bounds[c] as number);
      if (Math.min(right, rule.a1) - Math.max(left, rule.a0) >= (right - left) * 0.5) covered.push(c);
    }
    if (covered.length < 2) continue;
    const from = covered[0] as number;
    const to = covered[covered.length - 1] as number;
    const inRow = [...cells.values()].filter(
      (cell) => cell.row === r && cell.col <= to && cell.col + cell.colspan - 1 >= from,
    );
    const filled = inRow.filter((cell) => cell.words.length > 0);
    if (filled.length !== 1 || inRow.some((cell) => cell.col < from || cell.col + cell.colspan - 1 > to))
      continue;
    const keep = filled[0] as GridCell;
    for (const cell of inRow) if (cell !== keep) cells.delete(`${cell.row}:${cell.col}`);
    cells.delete(`${keep.row}:${keep.col}`);
    keep.col = from;
    keep.colspan = to - from + 1;
    cells.set(`${keep.row}:${keep.col}`, keep);
  }
  return { box, rows, cols, cells: [...cells.values()], headerRows, fromText: true, lone: options.lone };
}
