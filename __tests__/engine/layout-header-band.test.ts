// findTables on hand-made geometry: the band between the first two rules of a ruled table (a printed
// spreadsheet's header above its shaded rows) whose cells are set at different heights — a label at the
// top of the band, a two-line title at the bottom — is the table's first row when its pieces stand in
// the table's columns; a note there that stands in none is not.
import { describe, expect, it } from "vitest";
import { findTables } from "../../src/engine/layout/tables.js";
import type { LayoutLine } from "../../src/engine/layout/types.js";

/** A line of 10 pt type at (x, y), 5 pt a character. */
function line(x: number, y: number, text: string): LayoutLine {
  return { text, box: { x0: x, y0: y, x1: x + text.length * 5, y1: y + 10 }, fontSize: 10 };
}

/** A line whose right edge is at x (a right-aligned cell). */
function right(x: number, y: number, text: string): LayoutLine {
  return line(x - text.length * 5, y, text);
}

const rule = (y: number) => ({ box: { x0: 90, y0: y, x1: 400, y1: y + 0.5 }, horizontal: true });

/** Three columns: labels from x = 100, figures ending at x = 280 and at x = 390; a rule under every row. */
function table(band: LayoutLine[]): LayoutLine[] {
  return [
    ...band,
    line(100, 137, "Zone"),
    right(280, 137, "Sales"),
    right(390, 137, "Profit"),
    line(100, 153, "North"),
    right(280, 153, "12,553"),
    right(390, 153, "2,713"),
    line(100, 168, "South"),
    right(280, 168, "9,467"),
    right(390, 168, "1,570"),
    line(100, 183, "Total"),
    right(280, 183, "22,020"),
    right(390, 183, "4,283"),
  ];
}

const RULES = [100, 134, 150, 165, 180, 195].map(rule);
const PAGE = { width: 612, height: 792 };

describe("the band that opens a ruled table", () => {
  it("is the table's first row when its cells, set at different heights, stand in its columns", () => {
    // "In millions" at the band's top, "January–June / 2023" at its bottom: no line holds two cells.
    const lines = table([line(100, 102, "In millions"), right(390, 110, "January"), right(390, 121, "2023")]);
    const tables = findTables(lines, RULES, PAGE, 10);
    expect(tables).toHaveLength(1);
    expect(tables[0]?.rows).toEqual([
      ["In millions", "", "January 2023"],
      ["Zone", "Sales", "Profit"],
      ["North", "12,553", "2,713"],
      ["South", "9,467", "1,570"],
      ["Total", "22,020", "4,283"],
    ]);
  });

  it("is left out when its pieces stand in none of the table's columns (a note above it)", () => {
    const lines = table([line(130, 102, "Source: filings"), line(300, 115, "unaudited")]);
    const tables = findTables(lines, RULES, PAGE, 10);
    expect(tables).toHaveLength(1);
    expect(tables[0]?.rows[0]).toEqual(["Zone", "Sales", "Profit"]);
    expect(tables[0]?.rows.flat()).not.toContain("unaudited");
  });
});
