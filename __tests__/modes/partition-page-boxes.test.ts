// Page drawings of report.html, without a browser: boxes per page in page order, the coordinate systems
// (PixelSpace as is, PointSpace flipped, relative 0..1), bad numbers left out, text escaped, limits.
import { describe, expect, it } from "vitest";
import type { Element } from "../../src/contract/element.js";
import { escapeHtml, renderHtmlReport } from "../../src/modes/partition/html-report.js";
import { pagesWithBoxes, renderPageSvg } from "../../src/modes/partition/page-boxes.js";
import type { PartitionReport } from "../../src/modes/partition/report.js";

const box = (
  text: string,
  page: number,
  points: [number, number][],
  system = "PixelSpace",
  size: [unknown, unknown] = [600, 800],
): Element => ({
  type: "NarrativeText",
  element_id: text,
  text,
  metadata: {
    page_number: page,
    coordinates: { points, system, layout_width: size[0] as number, layout_height: size[1] as number },
  },
});
const square: [number, number][] = [
  [10, 20],
  [10, 40],
  [50, 40],
  [50, 20],
];
const limits = { pages: 50, elements: 1000 };

describe("pagesWithBoxes", () => {
  it("groups boxes by page in page order and keeps each element's row index", () => {
    const { pages } = pagesWithBoxes(
      [
        box("b", 2, square),
        { type: "Title", element_id: "t", text: "no box", metadata: {} },
        box("a", 1, square),
      ],
      () => 0,
      limits,
    );
    expect(pages.map((p) => [p.page, p.width, p.height, p.boxes.map((b) => b.index)])).toEqual([
      [1, 600, 800, [2]],
      [2, 600, 800, [0]],
    ]);
  });

  it("flips PointSpace, draws relative coordinates (0..1) on a page of 1000 units, and drops boxes with bad numbers", () => {
    const { pages } = pagesWithBoxes(
      [
        box("points", 1, square, "PointSpace"),
        box(
          "relative",
          2,
          [
            [0.1, 0.2],
            [0.1, 0.4],
            [0.5, 0.4],
            [0.5, 0.2],
          ],
          "RelativeCoordinateSystem",
          [null, null],
        ),
        box("no size", 3, square, "PixelSpace", [null, 800]),
        box("nan", 4, [
          [Number.NaN, 1],
          [2, 3],
        ]),
      ],
      () => 0,
      limits,
    );
    expect(pages.map((p) => p.page)).toEqual([1, 2]);
    expect(pages[0]?.boxes[0]?.points[0]).toEqual([10, 780]);
    // Relative coordinates are drawn on a page of 1000 units, so strokes and rounding keep their size.
    expect([pages[1]?.width, pages[1]?.height]).toEqual([1000, 1000]);
    expect(pages[1]?.boxes[0]?.points).toEqual([
      [100, 200],
      [100, 400],
      [500, 400],
      [500, 200],
    ]);
    const svg = renderPageSvg(pages[1] as (typeof pages)[number], escapeHtml, (i) => `row-${i}`);
    expect(svg).toContain('stroke-width="2.5"');
  });

  it("stops at the page and element limits", () => {
    const many = Array.from({ length: 10 }, (_, i) => box(`e${i}`, i + 1, square));
    expect(pagesWithBoxes(many, () => 0, { pages: 3, elements: 1000 })).toMatchObject({ pagesLeftOut: 7 });
    expect(pagesWithBoxes(many, () => 0, { pages: 50, elements: 4 }).pages).toHaveLength(4);
  });
});

describe("renderPageSvg and the report", () => {
  it("escapes element text and links each box to its row", () => {
    const { pages } = pagesWithBoxes([box('<script>alert("x")</script>', 1, square)], () => 3, limits);
    const svg = renderPageSvg(pages[0] as (typeof pages)[number], escapeHtml, (i) => `row-${i}`);
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&#60;script&#62;");
    expect(svg).toContain('<a href="#row-0"><polygon class="box type-3" points="10,20 10,40 50,40 50,20"');
    expect(svg).toContain('viewBox="0 0 600 800"');
  });

  it("draws pages only for documents with coordinates, and filters boxes with their type", () => {
    const report: PartitionReport = {
      documents: [
        { path: "a.pdf", ok: true, elements: 1, pages: 1, types: { NarrativeText: 1 }, ms: 1 },
        { path: "b.md", ok: true, elements: 1, types: { Title: 1 }, ms: 1 },
      ],
      removed: [],
      engine: "embedded",
      selection: "all",
      totals: { documents: 2, processed: 2, failed: 0, elements: 2, ms: 2 },
    };
    const html = renderHtmlReport(
      report,
      new Map<string, Element[]>([
        ["a.pdf", [box("On the page", 1, square)]],
        ["b.md", [{ type: "Title", element_id: "t", text: "Heading", metadata: {} }]],
      ]),
    );
    expect(html.match(/<figure class="page"/g)).toHaveLength(1);
    expect(html).toContain('id="element-0-1"');
    expect(html).toContain("body:has(#type-0:not(:checked)) .box.type-0 { display: none; }");
  });
});
