// One loaded PDF page: its size as displayed (after /Rotate) and the matrix from PDF user space (origin
// bottom-left, y up) to the displayed page (origin top-left, y down, in points) that every coordinate the
// engine keeps is given in. Close it when done (FPDF_ClosePage frees its parsed content).
import type { Box } from "../../layout/types.js";
import type { PdfDocument } from "./open.js";

/** [a, b, c, d, e, f]: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Matrix = [number, number, number, number, number, number];

export class PdfPage {
  readonly doc: PdfDocument;
  readonly number: number;
  readonly handle: number;
  readonly width: number;
  readonly height: number;
  /** User space → displayed page. */
  readonly matrix: Matrix;
  #closed = false;

  constructor(doc: PdfDocument, number: number) {
    this.doc = doc;
    this.number = number;
    const handle = doc.call((pdfium) => pdfium.FPDF_LoadPage(doc.handle, number - 1));
    doc.checkBudget();
    if (!handle) throw new Error(`page ${number} could not be loaded`);
    this.handle = handle;
    doc.pageOpened();
    const { width, height, matrix } = doc.call((pdfium) => {
      const width = pdfium.FPDF_GetPageWidthF(handle);
      const height = pdfium.FPDF_GetPageHeightF(handle);
      return { width, height, matrix: displayMatrix(doc, handle, width, height) };
    });
    this.width = width;
    this.height = height;
    this.matrix = matrix;
  }

  /** A box in user space (any two corners) on the displayed page. */
  box(x0: number, y0: number, x1: number, y1: number): Box {
    return boxThrough(this.matrix, x0, y0, x1, y1);
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    try {
      this.doc.call((pdfium) => pdfium.FPDF_ClosePage(this.handle));
      this.doc.pageClosed();
    } catch {
      // A broken instance is dropped with its document.
    }
  }
}

/** Scale of the probe below: device pixels per point, so rounding to whole pixels costs no precision. */
const PROBE_SCALE = 1000;
const PROBE = 10_000;

/**
 * PDFium's own mapping of the page onto a device (crop box, /Rotate), read off three points: FPDF_PageToDevice
 * gives whole device pixels, so the device is made PROBE_SCALE times the page's size.
 */
function displayMatrix(doc: PdfDocument, page: number, width: number, height: number): Matrix {
  const pdfium = doc.exports;
  const out = pdfium.malloc(8);
  try {
    const sizeX = Math.max(1, Math.round(width * PROBE_SCALE));
    const sizeY = Math.max(1, Math.round(height * PROBE_SCALE));
    const at = (x: number, y: number): [number, number] => {
      pdfium.FPDF_PageToDevice(page, 0, 0, sizeX, sizeY, 0, x, y, out, out + 4);
      const ints = new Int32Array(pdfium.memory.buffer, out, 2);
      return [(ints[0] as number) / (sizeX / width), (ints[1] as number) / (sizeY / height)];
    };
    const [e, f] = at(0, 0);
    const [ax, ay] = at(PROBE, 0);
    const [cx, cy] = at(0, PROBE);
    return [(ax - e) / PROBE, (ay - f) / PROBE, (cx - e) / PROBE, (cy - f) / PROBE, e, f];
  } finally {
    pdfium.free(out);
  }
}

export function apply(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

export function multiply(m: Matrix, n: Matrix): Matrix {
  // n first, then m.
  return [
    n[0] * m[0] + n[1] * m[2],
    n[0] * m[1] + n[1] * m[3],
    n[2] * m[0] + n[3] * m[2],
    n[2] * m[1] + n[3] * m[3],
    n[4] * m[0] + n[5] * m[2] + m[4],
    n[4] * m[1] + n[5] * m[3] + m[5],
  ];
}

export function boxThrough(m: Matrix, x0: number, y0: number, x1: number, y1: number): Box {
  const [ax, ay] = apply(m, x0, y0);
  const [bx, by] = apply(m, x1, y0);
  const [cx, cy] = apply(m, x0, y1);
  const [dx, dy] = apply(m, x1, y1);
  return {
    x0: Math.min(ax, bx, cx, dx),
    y0: Math.min(ay, by, cy, dy),
    x1: Math.max(ax, bx, cx, dx),
    y1: Math.max(ay, by, cy, dy),
  };
}
