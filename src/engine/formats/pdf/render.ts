// Pages rendered to pixels with pdf.js's canvas backend (on Node it uses @napi-rs/canvas), for OCR and
// for cropping regions that extract_image_block_types asks for.
import type { PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { Box } from "../../layout/types.js";

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
  /** The region (in page units, top-left origin) as a PNG. */
  crop(box: Box): Uint8Array;
  release(): void;
}

/** Largest side of a rendered page, in pixels: a huge MediaBox must not allocate gigabytes. */
const MAX_SIDE = 8000;

export async function renderPage(
  page: PDFPageProxy,
  dpi: number,
  factory: CanvasFactory,
): Promise<RenderedPage> {
  const unscaled = page.getViewport({ scale: 1 });
  const scale = Math.min(dpi / 72, MAX_SIDE / Math.max(unscaled.width, unscaled.height, 1));
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.ceil(viewport.width));
  const height = Math.max(1, Math.ceil(viewport.height));
  const target = factory.create(width, height);
  await page.render({
    canvas: target.canvas as never,
    canvasContext: target.context as never,
    viewport,
  }).promise;
  return {
    scale,
    width,
    height,
    png: () => new Uint8Array(target.canvas.toBuffer("image/png")),
    crop: (box) => {
      const x = Math.max(0, Math.floor(box.x0 * scale));
      const y = Math.max(0, Math.floor(box.y0 * scale));
      const w = Math.max(1, Math.min(width - x, Math.ceil((box.x1 - box.x0) * scale)));
      const h = Math.max(1, Math.min(height - y, Math.ceil((box.y1 - box.y0) * scale)));
      const piece = factory.create(w, h);
      try {
        piece.context.drawImage(target.canvas, x, y, w, h, 0, 0, w, h);
        return new Uint8Array(piece.canvas.toBuffer("image/png"));
      } finally {
        factory.destroy(piece);
      }
    },
    release: () => factory.destroy(target),
  };
}
