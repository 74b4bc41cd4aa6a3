// What the page draws besides text, read from pdf.js's operator list: ruling lines (the strokes and
// thin filled rectangles tables are drawn with) and where images are painted. The current
// transformation matrix is followed through save/restore, transforms and form XObjects.
import type { PageViewport } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { Box } from "../../layout/types.js";

// pdf.js's OPS and DrawOPS codes (stable across its releases; see `OPS` in pdf.mjs).
const OP = {
  save: 10,
  restore: 11,
  transform: 12,
  stroke: 20,
  closeStroke: 21,
  fill: 22,
  eoFill: 23,
  fillStroke: 24,
  eoFillStroke: 25,
  closeFillStroke: 26,
  closeEOFillStroke: 27,
  paintFormXObjectBegin: 74,
  paintFormXObjectEnd: 75,
  paintImageMaskXObject: 83,
  paintImageXObject: 85,
  paintInlineImageXObject: 86,
  constructPath: 91,
} as const;
const DRAW = { moveTo: 0, lineTo: 1, curveTo: 2, quadraticCurveTo: 3, closePath: 4 } as const;

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

type Matrix = [number, number, number, number, number, number];

function multiply(m: Matrix, n: readonly number[]): Matrix {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = n;
  return [
    a * m[0] + b * m[2],
    a * m[1] + b * m[3],
    c * m[0] + d * m[2],
    c * m[1] + d * m[3],
    e * m[0] + f * m[2] + m[4],
    e * m[1] + f * m[3] + m[5],
  ];
}

function apply(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

function boxOf(m: Matrix, x0: number, y0: number, x1: number, y1: number): Box {
  const corners = [apply(m, x0, y0), apply(m, x1, y0), apply(m, x0, y1), apply(m, x1, y1)];
  const xs = corners.map((p) => p[0]);
  const ys = corners.map((p) => p[1]);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

function ruleOf(box: Box): Rule | undefined {
  const width = box.x1 - box.x0;
  const height = box.y1 - box.y0;
  if (height <= RULE_THICKNESS && width >= RULE_LENGTH) return { box, horizontal: true };
  if (width <= RULE_THICKNESS && height >= RULE_LENGTH) return { box, horizontal: false };
  return undefined;
}

const STROKES = new Set<number>([
  OP.stroke,
  OP.closeStroke,
  OP.fillStroke,
  OP.eoFillStroke,
  OP.closeFillStroke,
  OP.closeEOFillStroke,
]);
const FILLS = new Set<number>([OP.fill, OP.eoFill]);
const IMAGES = new Set<number>([OP.paintImageXObject, OP.paintInlineImageXObject, OP.paintImageMaskXObject]);

/** Rules and image boxes of a page, in the viewport's coordinates (top-left origin). */
export function readGraphics(
  operators: { fnArray: number[]; argsArray: unknown[] },
  viewport: PageViewport,
): PageGraphics {
  let ctm = [...viewport.transform] as Matrix;
  const stack: Matrix[] = [];
  const rules: Rule[] = [];
  const images: Box[] = [];
  let paths = 0;
  const { fnArray, argsArray } = operators;
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    const args = argsArray[i] as unknown[] | null;
    switch (fn) {
      case OP.save:
        stack.push(ctm);
        break;
      case OP.restore:
        ctm = stack.pop() ?? ctm;
        break;
      case OP.transform:
        ctm = multiply(ctm, args as number[]);
        break;
      case OP.paintFormXObjectBegin: {
        stack.push(ctm);
        const matrix = args?.[0] as number[] | null | undefined;
        if (Array.isArray(matrix) || ArrayBuffer.isView(matrix))
          ctm = multiply(ctm, Array.from(matrix as number[]));
        break;
      }
      case OP.paintFormXObjectEnd:
        ctm = stack.pop() ?? ctm;
        break;
      case OP.constructPath: {
        if (++paths > MAX_PATHS) break;
        const op = args?.[0] as number;
        const data = (args?.[1] as ArrayLike<number>[] | undefined)?.[0];
        if (!data) break;
        if (STROKES.has(op)) strokeRules(data, ctm, rules);
        else if (FILLS.has(op)) {
          const minMax = args?.[2] as ArrayLike<number> | null | undefined;
          if (minMax && minMax.length >= 4) {
            const rule = ruleOf(
              boxOf(ctm, minMax[0] as number, minMax[1] as number, minMax[2] as number, minMax[3] as number),
            );
            if (rule) rules.push(rule);
          }
        }
        break;
      }
      default:
        if (fn !== undefined && IMAGES.has(fn)) images.push(boxOf(ctm, 0, 0, 1, 1));
    }
  }
  return { rules: paths > MAX_PATHS ? [] : rules, images, paths };
}

/** The straight horizontal and vertical segments of a stroked path. */
function strokeRules(data: ArrayLike<number>, ctm: Matrix, rules: Rule[]): void {
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  const segment = (x0: number, y0: number, x1: number, y1: number) => {
    const rule = ruleOf(boxOf(ctm, Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1)));
    if (rule) rules.push(rule);
  };
  for (let i = 0; i < data.length; ) {
    const draw = data[i++];
    if (draw === DRAW.moveTo) {
      x = startX = data[i++] as number;
      y = startY = data[i++] as number;
    } else if (draw === DRAW.lineTo) {
      const nx = data[i++] as number;
      const ny = data[i++] as number;
      segment(x, y, nx, ny);
      x = nx;
      y = ny;
    } else if (draw === DRAW.curveTo) {
      x = data[i + 4] as number;
      y = data[i + 5] as number;
      i += 6;
    } else if (draw === DRAW.quadraticCurveTo) {
      x = data[i + 2] as number;
      y = data[i + 3] as number;
      i += 4;
    } else if (draw === DRAW.closePath) {
      segment(x, y, startX, startY);
      x = startX;
      y = startY;
    } else {
      break;
    }
  }
}
