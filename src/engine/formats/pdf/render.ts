// Pages rendered to pixels with PDFium (FPDF_RenderPageBitmap), for OCR and for cropping the regions that
// extract_image_block_types asks for. The pixels are copied out of PDFium's memory at once (its bitmap is
// freed before anything else runs) and encoded to PNG by sharp, with the render's resolution in the PNG
// (pHYs), so whoever reads the image knows its true size.
import type { Box } from "../../layout/types.js";
import { MAX_OCR_PIXELS } from "../../ocr/limits.js";
import { checkPageImages } from "./graphics.js";
import type { PdfPage } from "./page.js";

export interface RenderedPage {
  /** Pixels per page unit (PDF point). */
  scale: number;
  /** The render's resolution, dots per inch (scale × 72). */
  dpi: number;
  width: number;
  height: number;
  /** The page as a greyscale PNG (for OCR). */
  png(): Promise<Uint8Array>;
  /**
   * The region (in page units, top-left origin) as a colour PNG, at the render's resolution or, given a
   * lower `dpi`, scaled down to it.
   */
  crop(box: Box, dpi?: number): Promise<Uint8Array>;
  /** The page's grey levels, one byte a pixel (where tables on a scan look for their ruling lines). */
  grey(): Uint8Array;
  release(): void;
}

/**
 * A rendered page stays within the pixels OCR accepts (a huge MediaBox must not allocate gigabytes, and a
 * large page must still be readable): past that budget it is rendered at a lower resolution instead.
 */
const MAX_PIXELS = MAX_OCR_PIXELS;

/** FPDFBitmap_BGRx, and the render flags: annotations drawn, bytes in RGB order. */
const BITMAP_BGRX = 3;
const FPDF_ANNOT = 0x01;
const FPDF_REVERSE_BYTE_ORDER = 0x10;
/**
 * For OCR, text and paths are drawn without anti-aliasing: PDFium's smoothing leaves glyph strokes grey
 * and thin, and Tesseract reads them worse than poppler's renders (word recall on a table-of-contents
 * page of DA-619p: 0.81 smoothed, 0.92 not, poppler's 0.92).
 */
const FPDF_RENDER_NO_SMOOTHTEXT = 0x1000;
const FPDF_RENDER_NO_SMOOTHPATH = 0x4000;

/** sharp, loaded on first need: the fast strategy never renders, and need not load it. */
async function loadSharp(): Promise<typeof import("sharp").default> {
  return (await import("sharp")).default;
}

function asBytes(buffer: Buffer): Uint8Array {
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/**
 * Whole pixels covering `length` page units at `scale`. The product's rounding error (792 pt at 300/72 is
 * 3300.0000000000005) adds no pixel: a page one pixel taller than its image stretches a 300-dpi scan by
 * one row in 3300, and PDFium resamples every row of it, blurring the strokes OCR reads.
 */
export function pixelsFor(length: number, scale: number): number {
  return Math.max(1, Math.ceil(length * scale - 1e-6));
}

/**
 * The page's render at `dpi` (lowered to stay within MAX_PIXELS): pixels per page unit, the page's size in
 * whole pixels, and PDFium's render flags (`forOcr`: text and paths without anti-aliasing, see
 * FPDF_RENDER_NO_SMOOTHTEXT). renderPage and renderRegion share it, so a region has the page's pixels.
 */
export function pageFrame(
  page: { width: number; height: number },
  dpi: number,
  forOcr: boolean,
): { scale: number; width: number; height: number; flags: number } {
  const area = Math.max(1, page.width) * Math.max(1, page.height);
  // pixelsFor() can add a pixel to each side: keep a little below the budget.
  const scale = Math.min(dpi / 72, Math.sqrt((MAX_PIXELS * 0.99) / area));
  const flags =
    FPDF_ANNOT |
    FPDF_REVERSE_BYTE_ORDER |
    (forOcr ? FPDF_RENDER_NO_SMOOTHTEXT | FPDF_RENDER_NO_SMOOTHPATH : 0);
  return { scale, width: pixelsFor(page.width, scale), height: pixelsFor(page.height, scale), flags };
}

/**
 * The page at `dpi` (lowered to stay within MAX_PIXELS), as RGBx pixels outside PDFium; `forOcr` draws
 * text and paths without anti-aliasing (see FPDF_RENDER_NO_SMOOTHTEXT).
 */
export function renderPage(page: PdfPage, dpi: number, forOcr = false): RenderedPage {
  // Rendering decodes every image of the page: none may be larger than the document's limit.
  checkPageImages(page);
  const { scale, width, height, flags } = pageFrame(page, dpi, forOcr);
  let pixels: Buffer | undefined = draw(
    page,
    { width, height, left: 0, top: 0, pageWidth: width, pageHeight: height },
    flags,
  );
  page.doc.checkBudget();
  if (!pixels) throw new Error(`page ${page.number} could not be rendered (${width}×${height} pixels)`);
  const renderedDpi = scale * 72;
  const raw = () => {
    if (!pixels) throw new Error("the rendered page was released");
    return { raw: { width, height, channels: 4 as const } };
  };
  return {
    scale,
    dpi: renderedDpi,
    width,
    height,
    async png() {
      const sharp = await loadSharp();
      const image = sharp(pixels, raw());
      const png = await image
        .removeAlpha()
        .greyscale()
        .withMetadata({ density: renderedDpi })
        .png({ compressionLevel: 1 })
        .toBuffer();
      return asBytes(png);
    },
    async crop(box, dpi) {
      const x = Math.max(0, Math.min(width - 1, Math.floor(box.x0 * scale)));
      const y = Math.max(0, Math.min(height - 1, Math.floor(box.y0 * scale)));
      const w = Math.max(1, Math.min(width - x, Math.ceil((box.x1 - box.x0) * scale)));
      const h = Math.max(1, Math.min(height - y, Math.ceil((box.y1 - box.y0) * scale)));
      const shrink = dpi === undefined ? 1 : Math.min(1, dpi / 72 / scale);
      const outW = Math.max(1, Math.round(w * shrink));
      const outH = Math.max(1, Math.round(h * shrink));
      const sharp = await loadSharp();
      let image = sharp(pixels, raw()).removeAlpha().extract({ left: x, top: y, width: w, height: h });
      if (outW !== w || outH !== h) image = image.resize(outW, outH);
      const png = await image
        .withMetadata({ density: renderedDpi * shrink })
        .png()
        .toBuffer();
      return asBytes(png);
    },
    grey() {
      if (!pixels) throw new Error("the rendered page was released");
      const out = new Uint8Array(width * height);
      for (let i = 0, p = 0; i < out.length; i++, p += 4) {
        out[i] =
          ((pixels[p] as number) * 77 + (pixels[p + 1] as number) * 150 + (pixels[p + 2] as number) * 29) >>
          8;
      }
      return out;
    },
    release() {
      pixels = undefined;
    },
  };
}

interface Frame {
  /** The bitmap's size, pixels. */
  width: number;
  height: number;
  /** Where the bitmap starts in the page's render, and that render's size (pixels). */
  left: number;
  top: number;
  pageWidth: number;
  pageHeight: number;
}

/** The frame of the page's render drawn by PDFium as RGBx pixels (PDFium clips to the bitmap). */
function draw(page: PdfPage, frame: Frame, flags: number): Buffer | undefined {
  const { width, height } = frame;
  return page.doc.call((pdfium) => {
    const bitmap = pdfium.FPDFBitmap_CreateEx(width, height, BITMAP_BGRX, 0, 0);
    if (!bitmap) return undefined;
    try {
      pdfium.FPDFBitmap_FillRect(bitmap, 0, 0, width, height, 0xffffffff);
      pdfium.FPDF_RenderPageBitmap(
        bitmap,
        page.handle,
        -frame.left,
        -frame.top,
        frame.pageWidth,
        frame.pageHeight,
        0,
        flags,
      );
      const stride = pdfium.FPDFBitmap_GetStride(bitmap);
      const start = pdfium.FPDFBitmap_GetBuffer(bitmap);
      const out = Buffer.allocUnsafe(width * height * 4);
      const memory = new Uint8Array(pdfium.memory.buffer);
      if (stride === width * 4) out.set(memory.subarray(start, start + out.byteLength));
      else
        for (let row = 0; row < height; row++)
          out.set(memory.subarray(start + row * stride, start + row * stride + width * 4), row * width * 4);
      return out;
    } finally {
      pdfium.FPDFBitmap_Destroy(bitmap);
    }
  });
}

/**
 * One region of the page (page units, top-left origin) rendered for OCR at `dpi`, as a colour PNG: the
 * pixels of a picture without those of the whole page (a 300-dpi A4 page is 8.7 MP to draw for a logo).
 * The same pixels as the region of `renderPage(page, dpi, true)`.
 */
export async function renderRegion(
  page: PdfPage,
  box: Box,
  dpi: number,
): Promise<{ png: Buffer; width: number; height: number; dpi: number }> {
  checkPageImages(page);
  const { scale, width: pageWidth, height: pageHeight, flags } = pageFrame(page, dpi, true);
  const left = Math.max(0, Math.min(pageWidth - 1, Math.floor(box.x0 * scale)));
  const top = Math.max(0, Math.min(pageHeight - 1, Math.floor(box.y0 * scale)));
  const width = Math.max(1, Math.min(pageWidth - left, Math.ceil((box.x1 - box.x0) * scale)));
  const height = Math.max(1, Math.min(pageHeight - top, Math.ceil((box.y1 - box.y0) * scale)));
  const pixels = draw(page, { width, height, left, top, pageWidth, pageHeight }, flags);
  page.doc.checkBudget();
  if (!pixels) throw new Error(`page ${page.number} could not be rendered (${width}×${height} pixels)`);
  const sharp = await loadSharp();
  const png = await sharp(pixels, { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .withMetadata({ density: scale * 72 })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { png, width, height, dpi: scale * 72 };
}
