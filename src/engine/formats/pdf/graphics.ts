// What the page draws besides text, read from PDFium's page objects: ruling lines (the strokes and thin
// filled rectangles tables are drawn with) and where images are painted, each image's pixel size checked
// against the document's limit before anything decodes it. Form XObjects are walked with their matrices.
import { LimitExceededError } from "../../core/errors.js";
import type { Box } from "../../layout/types.js";
import { boxThrough, type Matrix, multiply, type PdfPage } from "./page.js";
import { PAGE_OBJECT, type PdfiumExports } from "./pdfium.js";

export interface Rule {
  /** Horizontal rules have y0 ≈ y1; vertical ones x0 ≈ x1. */
  box: Box;
  horizontal: boolean;
}

export interface PageGraphics {
  rules: Rule[];
  images: Box[];
  /** Paths filled or stroked: text drawn as outlines shows up here, not in the text layer. */
  paths: number;
}

/** Thicker than this (in points) is a filled area, not a line. */
const RULE_THICKNESS = 3;
/** Shorter than this is a tick or a glyph part, not a rule. */
const RULE_LENGTH = 8;
/** Pages drawing more paths than this are vector art; tables are not looked for in them. */
const MAX_PATHS = 20_000;
/** Form XObjects nest at most this deep (a loop of forms drawing each other is cut off). */
const MAX_FORM_DEPTH = 12;

/** FPDFPathSegment_GetType values. */
const SEGMENT = { lineTo: 0, bezierTo: 1, moveTo: 2 } as const;

function ruleOf(box: Box): Rule | undefined {
  const width = box.x1 - box.x0;
  const height = box.y1 - box.y0;
  if (height <= RULE_THICKNESS && width >= RULE_LENGTH) return { box, horizontal: true };
  if (width <= RULE_THICKNESS && height >= RULE_LENGTH) return { box, horizontal: false };
  return undefined;
}

interface Walk {
  pdfium: PdfiumExports;
  page: PdfPage;
  scratch: number;
  graphics: PageGraphics;
  /** Largest image allowed (pixels), with the filename for the error. */
  maxImagePixels: number;
}

/** Rules and image boxes of a page on the displayed page (top-left origin). */
export function readGraphics(page: PdfPage): PageGraphics {
  const graphics: PageGraphics = { rules: [], images: [], paths: 0 };
  page.doc.call((pdfium) => {
    const scratch = pdfium.malloc(64);
    try {
      const walk: Walk = { pdfium, page, scratch, graphics, maxImagePixels: page.doc.limits.maxImagePixels };
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
      const walk: Walk = {
        pdfium,
        page,
        scratch,
        graphics: { rules: [], images: [], paths: MAX_PATHS + 1 },
        maxImagePixels: page.doc.limits.maxImagePixels,
      };
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
  const [width = 0, height = 0] = new Uint32Array(pdfium.memory.buffer, scratch, 2);
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
  const m = new Float32Array(pdfium.memory.buffer, scratch, 6);
  return [m[0] ?? 1, m[1] ?? 0, m[2] ?? 0, m[3] ?? 1, m[4] ?? 0, m[5] ?? 0];
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
  const [fillMode = 0, stroke = 0] = new Int32Array(pdfium.memory.buffer, scratch, 2);
  const matrix = multiply(outer, objectMatrix(walk, object));
  if (stroke) strokeRules(walk, object, matrix);
  else if (fillMode) {
    // A filled path: its bounds (already on the page, in user space) may be a thin rule.
    if (!pdfium.FPDFPageObj_GetBounds(object, scratch, scratch + 4, scratch + 8, scratch + 12)) return;
    const [left = 0, bottom = 0, right = 0, top = 0] = new Float32Array(pdfium.memory.buffer, scratch, 4);
    // Bounds are in the parent's space: the form's matrices still apply.
    const rule = ruleOf(boxThrough(outer, left, bottom, right, top));
    if (rule) graphics.rules.push(rule);
  }
}

/** The straight horizontal and vertical segments of a stroked path. */
function strokeRules(walk: Walk, path: number, matrix: Matrix): void {
  const { pdfium, scratch, graphics } = walk;
  const count = pdfium.FPDFPath_CountSegments(path);
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  const segment = (x0: number, y0: number, x1: number, y1: number) => {
    const rule = ruleOf(
      boxThrough(matrix, Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1)),
    );
    if (rule) graphics.rules.push(rule);
  };
  for (let i = 0; i < count; i++) {
    const seg = pdfium.FPDFPath_GetPathSegment(path, i);
    if (!seg || !pdfium.FPDFPathSegment_GetPoint(seg, scratch, scratch + 4)) continue;
    const [px = 0, py = 0] = new Float32Array(pdfium.memory.buffer, scratch, 2);
    const type = pdfium.FPDFPathSegment_GetType(seg);
    if (type === SEGMENT.moveTo) {
      x = startX = px;
      y = startY = py;
      continue;
    }
    if (type === SEGMENT.lineTo) segment(x, y, px, py);
    x = px;
    y = py;
    if (pdfium.FPDFPathSegment_GetClose(seg)) {
      segment(x, y, startX, startY);
      x = startX;
      y = startY;
    }
  }
}
