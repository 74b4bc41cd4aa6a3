// A document's pages as PNG images, one at a time, for a vision-language model to read (the workflow
// partition node of subtype `vlm`). PDF pages are rendered with PDFium; an image file's pages (one, or
// every page of a TIFF) are decoded by the image module. Only one page is held decoded at once, and each
// is released before the next is rendered, so a long document costs one page of memory.
//
// Pages are sized for the model, not for OCR: every provider downsizes larger images before reading them
// (Anthropic to 1568 px on the long side, OpenAI and Vertex AI to about 2048 px), and the upload limits
// are a few megabytes per image (Bedrock: 3.75 MB), so rendering bigger only costs bandwidth.
import sharp from "sharp";
import { UnsupportedFileTypeError, UnsupportedOptionError } from "./core/errors.js";
import { DEFAULT_LIMITS, type DocumentInput } from "./core/types.js";
import { detectFileType } from "./detect/detect.js";
import { isImageType } from "./detect/pages.js";
import { openImage } from "./formats/image/decode.js";
import { InvalidPdfError, invalidPdf, openPdf } from "./formats/pdf/open.js";
import { PdfPage } from "./formats/pdf/page.js";
import { renderPage } from "./formats/pdf/render.js";
import { gunzip, isGzip } from "./io/gzip.js";

export interface PageImage {
  /** 1-based. */
  pageNumber: number;
  png: Uint8Array;
}

export interface RenderPagesOptions {
  /** Pages (1-based) not to render: their content is known already. */
  skipPages?: ReadonlySet<number> | undefined;
  /** Resolution of PDF pages; lowered on a page whose long side would exceed `maxSide`. Default 150. */
  dpi?: number | undefined;
  /** Longest side of any page image, in pixels. Default 1568. */
  maxSide?: number | undefined;
  signal?: AbortSignal | undefined;
}

export const RENDER_DEFAULTS = { dpi: 150, maxSide: 1568 } as const;

/**
 * The pages of a PDF or an image file as PNGs, in page order. Other file types are refused with an
 * UnsupportedFileTypeError naming the type; a broken file fails as partition would fail on it.
 */
export async function* renderPages(
  input: DocumentInput,
  options: RenderPagesOptions = {},
): AsyncGenerator<PageImage, void, undefined> {
  const filename = input.filename ?? "";
  const data = isGzip(input.data) ? gunzip(input.data, filename, DEFAULT_LIMITS) : input.data;
  const type = await detectFileType({
    data,
    filename,
    contentType: input.contentType,
    limits: DEFAULT_LIMITS,
  });
  const settings = {
    skip: options.skipPages ?? new Set<number>(),
    dpi: options.dpi ?? RENDER_DEFAULTS.dpi,
    maxSide: options.maxSide ?? RENDER_DEFAULTS.maxSide,
    signal: options.signal,
  };
  if (type.name === "pdf") {
    yield* pdfPages(data, filename, settings);
    return;
  }
  if (isImageType(type.name)) {
    yield* imagePages(data, filename, type.name, settings);
    return;
  }
  if (!type.partitionable) throw new UnsupportedFileTypeError(filename, type.mimeType);
  throw new UnsupportedOptionError(
    filename,
    `${filename || "The file"} is ${type.mimeType}; pages can be rendered for a vision model from PDFs and images only.`,
  );
}

interface Settings {
  skip: ReadonlySet<number>;
  dpi: number;
  maxSide: number;
  signal: AbortSignal | undefined;
}

async function* pdfPages(data: Uint8Array, filename: string, settings: Settings): AsyncGenerator<PageImage> {
  const doc = await openPdf(data, filename, DEFAULT_LIMITS);
  try {
    for (let number = 1; number <= doc.numPages; number++) {
      settings.signal?.throwIfAborted();
      if (settings.skip.has(number)) continue;
      let png: Uint8Array;
      try {
        const page = new PdfPage(doc, number);
        try {
          const dpi = Math.min(settings.dpi, (settings.maxSide * 72) / Math.max(page.width, page.height, 1));
          const rendered = renderPage(page, dpi);
          try {
            png = await rendered.crop({ x0: 0, y0: 0, x1: page.width, y1: page.height });
          } finally {
            rendered.release();
          }
        } finally {
          page.close();
        }
      } catch (error) {
        // A page PDFium cannot load is the file's fault, said the way partition says it.
        if (error instanceof InvalidPdfError) throw error;
        if (/could not be loaded/.test((error as Error | null)?.message ?? ""))
          throw invalidPdf(filename, error);
        throw error;
      }
      yield { pageNumber: number, png };
    }
  } finally {
    doc.close();
  }
}

async function* imagePages(
  data: Uint8Array,
  filename: string,
  type: Parameters<typeof openImage>[1],
  settings: Settings,
): AsyncGenerator<PageImage> {
  const image = await openImage(data, type, filename);
  for (let index = 0; index < image.count; index++) {
    settings.signal?.throwIfAborted();
    if (settings.skip.has(index + 1)) continue;
    const decoded = await image.page(index);
    // The image module hands back PNG or JPEG; the model gets PNG, no larger than it reads.
    const png = await sharp(decoded)
      .resize({
        width: settings.maxSide,
        height: settings.maxSide,
        fit: "inside",
        withoutEnlargement: true,
      })
      .png()
      .toBuffer();
    yield { pageNumber: index + 1, png: new Uint8Array(png.buffer, png.byteOffset, png.byteLength) };
  }
}
