import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  collapseWhitespace
} from "./chunk-B464LQBF.js";
import {
  escapeHtml
} from "./chunk-2OFCS22J.js";

// src/engine/formats/word/html-table.ts
function td(cell) {
  const text = collapseWhitespace(escapeHtml(cell.text).split("\n").join("<br/>"));
  let attrs = "";
  if (cell.colspan > 1) attrs += ` colspan="${cell.colspan}"`;
  if (cell.rowspan > 1) attrs += ` rowspan="${cell.rowspan}"`;
  return text ? `<td${attrs}>${text}</td>` : `<td${attrs}/>`;
}
function htmlFromSpannedRows(rows) {
  if (rows.length === 0) return "";
  const parts = ["<table>"];
  for (const row of rows) {
    parts.push("<tr>");
    for (const cell of row) parts.push(td(cell));
    parts.push("</tr>");
  }
  parts.push("</table>");
  return parts.join("");
}
function collapseKeyedRows(rows) {
  const consumed = rows.map((row) => new Uint8Array(row.length));
  const result = [];
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    const taken = consumed[r];
    const out = [];
    for (let c = 0; c < row.length; c++) {
      if (taken[c]) continue;
      const { text, key } = row[c];
      taken[c] = 1;
      let colspan = 1;
      while (c + colspan < row.length && row[c + colspan].key === key) {
        taken[c + colspan] = 1;
        colspan++;
      }
      let rowspan = 1;
      for (let next = r + 1; next < rows.length; next++) {
        const below = rows[next];
        if (c + colspan > below.length) break;
        let same = true;
        for (let i = 0; i < colspan && same; i++) same = below[c + i].key === key;
        if (!same) break;
        const belowTaken = consumed[next];
        for (let i = 0; i < colspan; i++) belowTaken[c + i] = 1;
        rowspan++;
      }
      out.push({ text, colspan, rowspan });
    }
    result.push(out);
  }
  return result;
}

export {
  htmlFromSpannedRows,
  collapseKeyedRows
};
