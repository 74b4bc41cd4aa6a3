// Pages rendered to pixels with pdf.js's canvas backend (on Node it uses @napi-rs/canvas), for OCR and
// for cropping regions that extract_image_block_types asks for.
import type { PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { Box } from "../../layout/types.js";
import { MAX_OCR_PIXELS } from "../../ocr/limits.js";

interface NodeCanvas {
  width: number;
  height: number;
  toBuffer(mime: "image/png"): Buffer;
}

interface CanvasAndContext {
  canvas: NodeCanvas;
  context: {
    drawImage(
      image: unknown,
      sx: number,
      sy: number,
      sw: number,
      sh: number,
      dx: number,
      dy: number,
      dw: number,
      dh: number,
    ): void;
  };
}

interface CanvasFactory {
  create(width: number, height: number): CanvasAndContext;
  destroy(canvasAndContext: CanvasAndContext): void;
}

export interface RenderedPage {
  /** Pixels per page unit (PDF point). */
  scale: number;
  width: number;
  height: number;
  png(): Uint8Array;
  /**
   * The region (in page units, top-left origin) as a PNG, at the render's resolution or, given a lower
   * `dpi`, scaled down to it.
   */
  crop(box: Box, dpi?: number): Uint8Array;
  release(): void;
}

/**
 * A rendered page stays within the pixels OCR accepts (a huge MediaBox must not allocate gigabytes, and a
 * large page must still be readable): past that budget it is rendered at a lower resolution instead.
 */
const MAX_PIXELS = MAX_OCR_PIXELS;

export async function renderPage(
  page: PDFPageProxy,
  dpi: number,
  factory: CanvasFactory,
): Promise<RenderedPage> {
  const unscaled = page.getViewport({ scale: 1 });
  const area = Math.max(1, unscaled.width) * Math.max(1, unscaled.height);
  // ceil() below can add a pixel to each side: keep a little below the budget.
  const scale = Math.min(dpi / 72, Math.sqrt((MAX_PIXELS * 0.99) / area));
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.ceil(viewport.width));
  const height = Math.max(1, Math.ceil(viewport.height));
  const target = factory.create(width, height);
  try {
    await page.render({
      canvas: target.canvas as never,
      canvasContext: target.context as never,
      viewport,
    }).promise;
  } catch (error) {
    factory.destroy(target);
    throw error;
  }
  return {
    scale,
    width,
    height,
    png: () => new Uint8Array(target.canvas.toBuffer("image/png")),
    crop: (box, dpi) => {
      const x = Math.max(0, Math.floor(box.x0 * scale));
      const y = Math.max(0, Math.floor(box.y0 * scale));
      const w = Math.max(1, Math.min(width - x, Math.ceil((box.x1 - box.x0) * scale)));
      const h = Math.max(1, Math.min(height - y, Math.ceil((box.y1 - box.y0) * scale)));
      const shrink = dpi === undefined ? 1 : Math.min(1, dpi / 72 / scale);
      const outW = Math.max(1, Math.round(w * shrink));
      const outH = Math.max(1, Math.round(h * shrink));
      const piece = factory.create(outW, outH);
      try {
        piece.context.drawImage(target.canvas, x, y, w, h, 0, 0, outW, outH);
        return new Uint8Array(piece.canvas.toBuffer("image/png"));
      } finally {
        factory.destroy(piece);
      }
    },
    release: () => factory.destroy(target),
  };
}
