// Merged cells of the word-processor formats: a merged cell is written once with colspan/rowspan instead
// of repeating its text at every grid position it covers. The rows go to the one table writer
// (text/table-html) with quotes escaped, as the reference's docx writer does, and rows left without cells
// kept, since rowspan counts `<tr>` elements.
import type { TableCell } from "../../text/table-html.js";

/** One `<td>`: the cell's text and how many grid columns and rows it covers. */
export interface SpannedCell extends TableCell {
  text: string;
  colspan: number;
  rowspan: number;
}

/** A grid position: the text of the cell covering it and a key shared by every position of one cell. */
export interface KeyedCell {
  text: string;
  key: unknown;
}

/**
 * Collapses a grid that lists every position (merged ones repeated under one key) into originating cells
 * with spans. Merges are rectangular in every format that uses this, so a cell grows right while the key
 * repeats, then down while the whole run of keys repeats in the next row.
 */
export function collapseKeyedRows(rows: readonly (readonly KeyedCell[])[]): SpannedCell[][] {
  const consumed = rows.map((row) => new Uint8Array(row.length));
  const result: SpannedCell[][] = [];
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r] as readonly KeyedCell[];
    const taken = consumed[r] as Uint8Array;
    const out: SpannedCell[] = [];
    for (let c = 0; c < row.length; c++) {
      if (taken[c]) continue;
      const { text, key } = row[c] as KeyedCell;
      taken[c] = 1;
      let colspan = 1;
      while (c + colspan < row.length && (row[c + colspan] as KeyedCell).key === key) {
        taken[c + colspan] = 1;
        colspan++;
      }
      let rowspan = 1;
      for (let next = r + 1; next < rows.length; next++) {
        const below = rows[next] as readonly KeyedCell[];
        if (c + colspan > below.length) break;
        let same = true;
        for (let i = 0; i < colspan && same; i++) same = (below[c + i] as KeyedCell).key === key;
        if (!same) break;
        const belowTaken = consumed[next] as Uint8Array;
        for (let i = 0; i < colspan; i++) belowTaken[c + i] = 1;
        rowspan++;
      }
      out.push({ text, colspan, rowspan });
    }
    result.push(out);
  }
  return result;
}
