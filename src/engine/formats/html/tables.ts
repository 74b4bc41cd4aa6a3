// Table cells and rows as the reference reads them (lxml itertext over td/th, thead/tbody/tfoot flattened).
import type { Element as DomElement } from "domhandler";
import { childElements, contentOf, type Item, strip } from "./dom.js";

/** Every text piece below `cell`, each stripped, blanks left out, joined with a space (lxml itertext). */
function cellText(cell: DomElement): string {
  const pieces: string[] = [];
  const stack: Array<{ items: Item[]; index: number }> = [{ items: contentOf(cell), index: 0 }];
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as { items: Item[]; index: number };
    if (top.index >= top.items.length) {
      stack.pop();
      continue;
    }
    const item = top.items[top.index++] as Item;
    if (typeof item === "string") {
      const piece = strip(item);
      if (piece) pieces.push(piece);
    } else {
      stack.push({ items: contentOf(item), index: 0 });
    }
  }
  return pieces.join(" ");
}

export function tableRows(table: DomElement): string[][] {
  const rows: string[][] = [];
  const addRow = (tr: DomElement) => {
    rows.push(
      childElements(tr)
        .filter((c) => c.name === "td" || c.name === "th")
        .map(cellText),
    );
  };
  for (const child of childElements(table)) {
    if (child.name === "tr") addRow(child);
    else if (child.name === "thead" || child.name === "tbody" || child.name === "tfoot") {
      for (const tr of childElements(child)) if (tr.name === "tr") addRow(tr);
    }
  }
  return rows;
}
