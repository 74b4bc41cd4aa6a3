// What the page draws besides text, read from PDFium's page objects: ruling lines and where images are
// painted, each image's pixel size checked against the document's limit before anything decodes it. Form
// XObjects are walked with their matrices. Rules come in every form producers draw them: stroked lines
// (widened by half the stroke on each side), thin filled rectangles (Chromium paints each CSS border side
// as one), and the four edges of a larger rectangle, filled or stroked (a cell's background or frame);
// layout/table-rules.ts turns them into centre-line segments.
import { LimitExceededError } from "../../core/errors.js";
import type { Box } from "../../layout/types.js";
import { boxThrough, type Matrix, multiply, type PdfPage } from "./page.js";
import { PAGE_OBJECT, type PdfiumExports } from "./pdfium.js";

export interface Rule {
  /** The painted area: a horizontal rule's height is its thickness (0 for a rectangle's edge). */
  box: Box;
  horizontal: boolean;
  /** The edge of a filled area (a cell's background), not a line drawn as such. */
  edge?: boolean | undefined;
}

export interface PageGraphics {
  rules: Rule[];
  images: Box[];
  /** Paths filled or stroked: text drawn as outlines shows up here, not in the text layer. */
  paths: number;
}

/** Thicker than this (in points) is a filled area, not a line (veraPDF's MAX_LINE_WIDTH). */
const RULE_THICKNESS = 5;
/** Shorter than this (points) is a dot, not a rule; short pieces of one border are joined later. */
const RULE_LENGTH = 1;
/** A rectangle covering this share of the page is its background or frame, not a table's. */
const PAGE_SHARE = 0.8;
/** Pages drawing more paths than this are vector art; tables are not looked for in them. */
const MAX_PATHS = 20_000;
/** Form XObjects nest at most this deep (a loop of forms drawing each other is cut off). */
const MAX_FORM_DEPTH = 12;

/** FPDFPathSegment_GetType values. */
const SEGMENT = { lineTo: 0, bezierTo: 1, moveTo: 2 } as const;

/** A thin area as a rule: longer than thick, at most RULE_THICKNESS thick. */
function ruleOf(box: Box): Rule | undefined {
  const width = box.x1 - box.x0;
  const height = box.y1 - box.y0;
  if (height <= RULE_THICKNESS && width >= Math.max(RULE_LENGTH, height * 2))
    return { box, horizontal: true };
  if (width <= RULE_THICKNESS && height >= Math.max(RULE_LENGTH, width * 2))
    return { box, horizontal: false };
  return undefined;
}

/** A rectangle's area as rules: itself when thin, else its four edges (none for a page-sized one). */
function rectangleRules(
  graphics: PageGraphics,
  box: Box,
  page: { width: number; height: number },
  edge: boolean,
): void {
  const rule = ruleOf(box);
  if (rule) {
    graphics.rules.push(rule);
    return;
  }
  const width = box.x1 - box.x0;
  const height = box.y1 - box.y0;
  if (width < RULE_LENGTH || height < RULE_LENGTH) return;
  if (width * height >= page.width * page.height * PAGE_SHARE) return;
  const { x0, y0, x1, y1 } = box;
  graphics.rules.push(
    { box: { x0, y0, x1, y1: y0 }, horizontal: true, edge },
    { box: { x0, y0: y1, x1, y1 }, horizontal: true, edge },
    { box: { x0, y0, x1: x0, y1 }, horizontal: false, edge },
    { box: { x0: x1, y0, x1, y1 }, horizontal: false, edge },
  );
}

interface Walk {
  pdfium: PdfiumExports;
  page: PdfPage;
  scratch: number;
  graphics: PageGraphics;
  /** Largest image allowed (pixels), with the filename for the error. */
  maxImagePixels: number;
  /**
   * Views of the scratch memory, kept for the walk (a page draws thousands of path points): made anew
   * only once PDFium's memory has grown, which detaches them (a detached view has no bytes).
   */
  f32: Float32Array;
  i32: Int32Array;
  u32: Uint32Array;
}

const NO_VIEW = new Uint8Array(0).buffer;

function walkOf(pdfium: PdfiumExports, page: PdfPage, scratch: number, graphics: PageGraphics): Walk {
  return {
    pdfium,
    page,
    scratch,
    graphics,
    maxImagePixels: page.doc.limits.maxImagePixels,
    f32: new Float32Array(NO_VIEW),
    i32: new Int32Array(NO_VIEW),
    u32: new Uint32Array(NO_VIEW),
  };
}

function floats(walk: Walk): Float32Array {
  if (walk.f32.byteLength === 0) walk.f32 = new Float32Array(walk.pdfium.memory.buffer, walk.scratch, 16);
  return walk.f32;
}

function ints(walk: Walk): Int32Array {
  if (walk.i32.byteLength === 0) walk.i32 = new Int32Array(walk.pdfium.memory.buffer, walk.scratch, 16);
  return walk.i32;
}

function uints(walk: Walk): Uint32Array {
  if (walk.u32.byteLength === 0) walk.u32 = new Uint32Array(walk.pdfium.memory.buffer, walk.scratch, 16);
  return walk.u32;
}

/** Rules and image boxes of a page on the displayed page (top-left origin). */
export function readGraphics(page: PdfPage): PageGraphics {
  const graphics: PageGraphics = { rules: [], images: [], paths: 0 };
  page.doc.call((pdfium) => {
    const scratch = pdfium.malloc(64);
    try {
      const walk = walkOf(pdfium, page, scratch, graphics);
      const count = pdfium.FPDFPage_CountObjects(page.handle);
      for (let i = 0; i < count; i++) visit(walk, pdfium.FPDFPage_GetObject(page.handle, i), page.matrix, 0);
    } finally {
      pdfium.free(scratch);
    }
  });
  if (graphics.paths > MAX_PATHS) graphics.rules = [];
  return graphics;
}

/**
 * Throws LimitExceededError if the page draws an image larger than the document's limit; rendering would
 * decode it. readGraphics checks the same on its way.
 */
export function checkPageImages(page: PdfPage): void {
  page.doc.call((pdfium) => {
    const scratch = pdfium.malloc(64);
    try {
      const walk = walkOf(pdfium, page, scratch, { rules: [], images: [], paths: MAX_PATHS + 1 });
      const count = pdfium.FPDFPage_CountObjects(page.handle);
      for (let i = 0; i < count; i++) {
        const object = pdfium.FPDFPage_GetObject(page.handle, i);
        const type = pdfium.FPDFPageObj_GetType(object);
        if (type === PAGE_OBJECT.image) checkImage(walk, object);
        else if (type === PAGE_OBJECT.form) visit(walk, object, page.matrix, 0);
      }
    } finally {
      pdfium.free(scratch);
    }
  });
}

function checkImage(walk: Walk, object: number): void {
  const { pdfium, scratch } = walk;
  if (!pdfium.FPDFImageObj_GetImagePixelSize(object, scratch, scratch + 4)) return;
  const size = uints(walk);
  const width = size[0] as number;
  const height = size[1] as number;
  if (width * height > walk.maxImagePixels) {
    throw new LimitExceededError(
      walk.page.doc.filename,
      `page ${walk.page.number} holds a ${width}×${height} image, more than the ${walk.maxImagePixels} pixels allowed (limit max-image-pixels)`,
    );
  }
}

function objectMatrix(walk: Walk, object: number): Matrix {
  const { pdfium, scratch } = walk;
  if (!pdfium.FPDFPageObj_GetMatrix(object, scratch)) return [1, 0, 0, 1, 0, 0];
  const m = floats(walk);
  return [m[0] as number, m[1] as number, m[2] as number, m[3] as number, m[4] as number, m[5] as number];
}

/** `outer` maps the object's parent space (the page, or the form it is drawn in) onto the displayed page. */
function visit(walk: Walk, object: number, outer: Matrix, depth: number): void {
  const { pdfium, graphics } = walk;
  const type = pdfium.FPDFPageObj_GetType(object);
  if (type === PAGE_OBJECT.image) {
    checkImage(walk, object);
    // An image fills the unit square of its matrix.
    graphics.images.push(boxThrough(multiply(outer, objectMatrix(walk, object)), 0, 0, 1, 1));
    return;
  }
  if (type === PAGE_OBJECT.form) {
    if (depth >= MAX_FORM_DEPTH) return;
    const inner = multiply(outer, objectMatrix(walk, object));
    const count = pdfium.FPDFFormObj_CountObjects(object);
    for (let i = 0; i < count; i++) visit(walk, pdfium.FPDFFormObj_GetObject(object, i), inner, depth + 1);
    return;
  }
  if (type !== PAGE_OBJECT.path) return;
  if (++graphics.paths > MAX_PATHS) return;
  const { scratch } = walk;
  if (!pdfium.FPDFPath_GetDrawMode(object, scratch, scratch + 4)) return;
  const modes = ints(walk);
  const fillMode = modes[0] as number;
  const strokeMode = modes[1] as number;
  // White or transparent paint on white paper draws nothing a reader sees (a page-sized white box).
  const fill = fillMode !== 0 && visible(walk, object, "fill");
  const stroke = strokeMode !== 0 && visible(walk, object, "stroke");
  if (!fill && !stroke) return;
  const matrix = multiply(outer, objectMatrix(walk, object));
  const shape = pathShape(walk, object, matrix, stroke);
  if (shape.rectangle) {
    // A rectangle, filled or stroked: a thin one is a rule, a larger one a frame or a cell's background.
    let box = shape.rectangle;
    if (stroke) box = widened(box, strokeWidth(walk, object, matrix));
    if (stroke && !fill && !ruleOf(box)) rectangleRules(walk.graphics, shape.rectangle, walk.page, false);
    else rectangleRules(walk.graphics, box, walk.page, !stroke);
    return;
  }
  if (stroke) {
    const half = strokeWidth(walk, object, matrix) / 2;
    for (const segment of shape.segments) {
      const rule = ruleOf(segment);
      if (!rule) continue;
      // The stroke paints half its width on each side of the path.
      graphics.rules.push({ horizontal: rule.horizontal, box: widened(rule.box, half * 2, rule.horizontal) });
    }
  } else if (fill) {
    // A filled path: its bounds (already on the page, in user space) may be a thin rule.
    if (!pdfium.FPDFPageObj_GetBounds(object, scratch, scratch + 4, scratch + 8, scratch + 12)) return;
    const bounds = floats(walk);
    const left = bounds[0] as number;
    const bottom = bounds[1] as number;
    const right = bounds[2] as number;
    const top = bounds[3] as number;
    // Bounds are in the parent's space: the form's matrices still apply.
    const rule = ruleOf(boxThrough(outer, left, bottom, right, top));
    if (rule) graphics.rules.push(rule);
  }
}

/** Whether the path's fill (stroke) paints something other than white, and not fully transparent. */
function visible(walk: Walk, object: number, paint: "fill" | "stroke"): boolean {
  const { pdfium, scratch } = walk;
  const read = paint === "fill" ? pdfium.FPDFPageObj_GetFillColor : pdfium.FPDFPageObj_GetStrokeColor;
  if (!read(object, scratch, scratch + 4, scratch + 8, scratch + 12)) return true;
  const rgba = uints(walk);
  const r = rgba[0] as number;
  const g = rgba[1] as number;
  const b = rgba[2] as number;
  const a = rgba[3] as number;
  return a > 0 && Math.min(r, g, b) < 250;
}

/** The box widened by `width` across its length (both axes when `horizontal` is not given). */
function widened(box: Box, width: number, horizontal?: boolean): Box {
  const half = width / 2;
  const dx = horizontal === true ? 0 : half;
  const dy = horizontal === false ? 0 : half;
  return { x0: box.x0 - dx, y0: box.y0 - dy, x1: box.x1 + dx, y1: box.y1 + dy };
}

/** The path's stroke width on the page (the matrix's scale applied). */
function strokeWidth(walk: Walk, object: number, matrix: Matrix): number {
  const { pdfium, scratch } = walk;
  if (!pdfium.FPDFPageObj_GetStrokeWidth(object, scratch)) return 0;
  const width = floats(walk)[0] as number;
  const scale = Math.sqrt(Math.abs(matrix[0] * matrix[3] - matrix[1] * matrix[2]));
  return Math.max(0, width * scale);
}

interface PathShape {
  /** The path is one axis-aligned rectangle: its box on the page. */
  rectangle?: Box | undefined;
  /** Its straight axis-aligned segments on the page (zero-thickness boxes). */
  segments: Box[];
}

/**
 * The path's straight segments on the page (only when `withSegments`: a filled path's are never used),
 * and whether it is a single rectangle (one closed run of four axis-aligned sides, as `re` and CSS
 * borders draw).
 */
function pathShape(walk: Walk, path: number, matrix: Matrix, withSegments: boolean): PathShape {
  const { pdfium, scratch } = walk;
  const count = pdfium.FPDFPath_CountSegments(path);
  const segments: Box[] = [];
  const points: [number, number][] = [];
  let curved = false;
  let moves = 0;
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  const segment = (x0: number, y0: number, x1: number, y1: number) => {
    if (!withSegments) return;
    const box = boxThrough(matrix, Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1));
    segments.push(box);
  };
  for (let i = 0; i < count; i++) {
    const seg = pdfium.FPDFPath_GetPathSegment(path, i);
    if (!seg || !pdfium.FPDFPathSegment_GetPoint(seg, scratch, scratch + 4)) continue;
    const point = floats(walk);
    const px = point[0] as number;
    const py = point[1] as number;
    const type = pdfium.FPDFPathSegment_GetType(seg);
    points.push([px, py]);
    if (type === SEGMENT.moveTo) {
      moves++;
      x = startX = px;
      y = startY = py;
      continue;
    }
    if (type === SEGMENT.lineTo) segment(x, y, px, py);
    else curved = true;
    x = px;
    y = py;
    if (pdfium.FPDFPathSegment_GetClose(seg)) {
      segment(x, y, startX, startY);
      x = startX;
      y = startY;
    }
  }
  return { rectangle: curved || moves !== 1 ? undefined : rectangleOf(points, matrix), segments };
}

/** The points' box on the page when every point is one of its corners (4 or 5 points), else undefined. */
function rectangleOf(points: readonly [number, number][], matrix: Matrix): Box | undefined {
  if (points.length < 4 || points.length > 5) return undefined;
  const xs = points.map(([px]) => px);
  const ys = points.map(([, py]) => py);
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs);
  const y0 = Math.min(...ys);
  const y1 = Math.max(...ys);
  const near = (a: number, b: number) => Math.abs(a - b) < 0.01;
  const corners = points.every(
    ([px, py]) => (near(px, x0) || near(px, x1)) && (near(py, y0) || near(py, y1)),
  );
  if (!corners) return undefined;
  // Only when the matrix keeps the axes (no rotation by other than quarter turns).
  if (Math.abs(matrix[1]) > 1e-6 && Math.abs(matrix[0]) > 1e-6) return undefined;
  return boxThrough(matrix, x0, y0, x1, y1);
}
