// Reading order (src/engine/layout/reading-order.ts) on hand-made page geometry: columns, a full-width
// title or figure between two-column bands, and narrow items in a gutter.
import { describe, expect, it } from "vitest";
import { readingOrder } from "../../src/engine/layout/reading-order.js";

interface Item {
  name: string;
  box: { x0: number; y0: number; x1: number; y1: number };
}

/** A column of `n` lines of 12 pt leading, `name` + line number, from (x0, y0) to x1. */
function column(name: string, x0: number, x1: number, y0: number, n: number): Item[] {
  return Array.from({ length: n }, (_, i) => ({
    name: `${name}${i + 1}`,
    box: { x0, y0: y0 + i * 12, x1, y1: y0 + i * 12 + 10 },
  }));
}

const order = (items: Item[]) =>
  readingOrder(items, 9)
    .flat()
    .map((item) => item.name);

describe("readingOrder", () => {
  it("reads two columns one after the other, under a full-width title", () => {
    const items = [
      { name: "title", box: { x0: 72, y0: 40, x1: 540, y1: 60 } },
      ...column("L", 72, 296, 80, 5),
      ...column("R", 316, 540, 80, 5),
    ];
    expect(order(items)).toEqual(["title", "L1", "L2", "L3", "L4", "L5", "R1", "R2", "R3", "R4", "R5"]);
  });

  it("reads two-column bands apart when a full-width figure separates them", () => {
    const items = [
      ...column("a", 72, 296, 40, 3),
      ...column("b", 316, 540, 40, 3),
      { name: "figure", box: { x0: 72, y0: 90, x1: 540, y1: 200 } },
      ...column("c", 72, 296, 210, 3),
      ...column("d", 316, 540, 210, 3),
    ];
    expect(order(items)).toEqual([
      ...["a1", "a2", "a3", "b1", "b2", "b3"],
      "figure",
      ...["c1", "c2", "c3", "d1", "d2", "d3"],
    ]);
  });

  it("keeps columns apart when a narrow item sits in the gutter", () => {
    // A footnote mark or a stray number drawn across the gutter would close it for a plain XY-cut.
    const items = [
      ...column("L", 72, 296, 80, 6),
      { name: "mark", box: { x0: 290, y0: 104, x1: 322, y1: 114 } },
      ...column("R", 316, 540, 80, 6),
    ];
    const names = order(items);
    const left = names.filter((name) => name.startsWith("L"));
    const right = names.filter((name) => name.startsWith("R"));
    expect(left).toEqual(["L1", "L2", "L3", "L4", "L5", "L6"]);
    expect(right).toEqual(["R1", "R2", "R3", "R4", "R5", "R6"]);
    // Every left line comes before every right line.
    expect(names.lastIndexOf("L6")).toBeLessThan(names.indexOf("R1"));
    expect(names).toContain("mark");
  });

  it("reads a single column top to bottom, however short its lines", () => {
    const items = [
      ...column("p", 72, 540, 40, 3),
      { name: "short", box: { x0: 72, y0: 76, x1: 110, y1: 86 } },
      ...column("q", 72, 540, 100, 2),
    ];
    expect(order(items)).toEqual(["p1", "p2", "p3", "short", "q1", "q2"]);
  });
});
