// Pages drawn for report.html: for elements that carry `coordinates` (PDFs and images), each page is an
// outline at its layout size with every element's box on it, as inline SVG. Boxes link to their row in
// the element table and carry the element's type class, so the report's type filter hides them too.
// Only numbers the document gave go into the drawing, checked to be finite; text goes in escaped.
import type { Element } from "../../contract/element.js";

export interface PageBox {
  /** Position of the element in its document's list (its row). */
  index: number;
  /** The type's filter number. */
  typeClass: number;
  type: string;
  text: string;
  /** Corners in the page's drawing space (origin top-left). */
  points: [number, number][];
}

export interface DrawnPage {
  page: number;
  width: number;
  height: number;
  boxes: PageBox[];
}

/** The drawing size of a page whose coordinates are relative (0..1). */
const RELATIVE_PAGE = 1000;

const finite = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/**
 * Pages with boxes, in page order. An element's page size comes from its own coordinates (pages can
 * differ); PointSpace counts y from the bottom, so it is flipped; relative coordinates span 0..1 and are
 * drawn on a page of RELATIVE_PAGE units, so strokes and rounding work as on pages of points or pixels.
 */
export function pagesWithBoxes(
  elements: readonly Element[],
  typeClass: (type: string) => number,
  limit: { pages: number; elements: number },
): { pages: DrawnPage[]; pagesLeftOut: number } {
  const pages = new Map<number, DrawnPage>();
  for (const [index, element] of elements.entries()) {
    if (index >= limit.elements) break;
    const coordinates = element.metadata?.coordinates;
    const page = element.metadata?.page_number ?? 1;
    if (!coordinates || !Array.isArray(coordinates.points) || coordinates.points.length < 2) continue;
    const relative = coordinates.system === "RelativeCoordinateSystem";
    const scale = relative ? RELATIVE_PAGE : 1;
    const width = relative ? RELATIVE_PAGE : coordinates.layout_width;
    const height = relative ? RELATIVE_PAGE : coordinates.layout_height;
    if (!finite(width) || !finite(height) || width <= 0 || height <= 0) continue;
    const flip = coordinates.system === "PointSpace";
    const points = coordinates.points
      .filter((point) => Array.isArray(point) && finite(point[0]) && finite(point[1]))
      .map(([x, y]) => [x * scale, flip ? height - y * scale : y * scale] as [number, number]);
    if (points.length < 2) continue;
    let drawn = pages.get(page);
    if (!drawn) {
      drawn = { page, width, height, boxes: [] };
      pages.set(page, drawn);
    }
    drawn.boxes.push({
      index,
      typeClass: typeClass(element.type),
      type: element.type,
      text: element.text ?? "",
      points,
    });
  }
  const ordered = [...pages.values()].sort((a, b) => a.page - b.page);
  return { pages: ordered.slice(0, limit.pages), pagesLeftOut: Math.max(0, ordered.length - limit.pages) };
}

const round = (value: number) => Math.round(value * 100) / 100;

/** One page as SVG. `escapeText` is the report's HTML escaping; `rowId` names an element's table row. */
export function renderPageSvg(
  drawn: DrawnPage,
  escapeText: (text: string) => string,
  rowId: (index: number) => string,
): string {
  // Stroke width in page units, so a box outline looks the same on a page of points and one of pixels.
  const stroke = round(Math.max(drawn.width, drawn.height) / 400);
  const boxes = drawn.boxes.map((box) => {
    const points = box.points.map(([x, y]) => `${round(x)},${round(y)}`).join(" ");
    const label = `${box.type}: ${box.text.length > 200 ? `${box.text.slice(0, 200)}…` : box.text}`;
    return `<a href="#${rowId(box.index)}"><polygon class="box type-${box.typeClass}" points="${points}" stroke-width="${stroke}"><title>${escapeText(label)}</title></polygon></a>`;
  });
  return `<figure class="page" data-page="${drawn.page}"><svg viewBox="0 0 ${round(drawn.width)} ${round(drawn.height)}" role="img" aria-label="Page ${drawn.page}"><rect class="page-outline" x="0" y="0" width="${round(drawn.width)}" height="${round(drawn.height)}" stroke-width="${stroke}"></rect>${boxes.join("")}</svg><figcaption>Page ${drawn.page} · ${drawn.boxes.length} ${drawn.boxes.length === 1 ? "box" : "boxes"}</figcaption></figure>`;
}

/** Colours per type filter number: spread around the hue circle, readable on light and dark. */
export function boxColourCss(typeCount: number): string {
  return Array.from(
    { length: typeCount },
    (_, i) =>
      `.box.type-${i} { stroke: hsl(${(i * 67) % 360} 75% 45%); fill: hsl(${(i * 67) % 360} 75% 45% / 0.12); }`,
  ).join("\n");
}
