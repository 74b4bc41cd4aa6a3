// A run of consecutive pages of an open document → drafts, in page order: each page's geometry is turned
// into drafts and dropped as soon as it is read, so memory holds drafts, not pages. The
// same code runs in-process and in the page worker threads (page-worker.ts).

import { LimitExceededError } from "../../core/errors.js";
import {
  DraftAssembler,
  type LayoutOptions,
  type LayoutPage,
  type PageDrafts,
  pageDrafts,
} from "../../layout/index.js";
import { loadOcr } from "./ocr-bridge.js";
import { InvalidPdfError, invalidPdf, type PdfDocument } from "./open.js";
import { type PageMode, type PageOptions, readPage } from "./pages.js";

/** What a page run needs besides the document: plain data, so it can be posted to a worker thread. */
export interface RangeSettings {
  mode: PageMode;
  tables: boolean;
  /** Lower-cased element types whose region is cropped into image_base64. */
  extract: string[];
  languages: string[];
  filename: string;
  layout: LayoutOptions;
}

function pageOptions(settings: RangeSettings): PageOptions {
  return {
    mode: settings.mode,
    tables: settings.tables,
    extract: new Set(settings.extract),
    languages: settings.languages,
    filename: settings.filename,
    ocr: async () => {
      const ocr = await loadOcr();
      await ocr.checkOcrLanguages(settings.languages, settings.filename);
      return ocr;
    },
  };
}

/**
 * Pages read at once. The text layer is read page after page (PDFium works on this thread); pages that
 * go through OCR overlap, so one page renders while Tesseract reads another.
 */
async function pagesAtOnce(mode: PageRangeMode): Promise<number> {
  if (mode === "fast") return 1;
  if (mode === "hi_res") return 2;
  return (await loadOcr()).ocrConcurrency();
}

type PageRangeMode = RangeSettings["mode"];

/** Reads pages `first`..`last` (1-based, inclusive) and returns their drafts with their edge notes. */
export async function readPageRange(
  doc: PdfDocument,
  first: number,
  last: number,
  settings: RangeSettings,
): Promise<PageDrafts> {
  const options = pageOptions(settings);
  const assembler = new DraftAssembler();
  const window = await pagesAtOnce(settings.mode);
  const read = (number: number) => {
    const reading = readPage(doc, number, options).catch((error: unknown) => {
      // A page PDFium cannot load is the document's fault.
      if (error instanceof InvalidPdfError || error instanceof LimitExceededError) throw error;
      if (/could not be loaded/.test((error as Error | null)?.message ?? ""))
        throw invalidPdf(settings.filename, error);
      throw error;
    });
    // Pages read ahead may fail after an earlier one did: their failure is not the one reported.
    reading.catch(() => undefined);
    return reading;
  };
  const ahead: Promise<LayoutPage>[] = [];
  let next = first;
  while (next <= last && ahead.length < window) ahead.push(read(next++));
  while (ahead.length > 0) {
    const page = await (ahead.shift() as Promise<LayoutPage>);
    if (next <= last) ahead.push(read(next++));
    assembler.add(pageDrafts(page, settings.layout));
  }
  return assembler.collected();
}
