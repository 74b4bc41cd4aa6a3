// PDF: the strategies of the interface over PDFium. fast reads the text layer; hi_res adds tables (ruling
// lines and aligned text), figures and OCR of pages without text; ocr_only renders and recognises every
// page; auto follows the reference — hi_res when tables or image blocks are asked for, else fast when
// the text layer has text, else ocr_only. Page geometry becomes drafts in layout/, page by page (only
// drafts and a few notes for headers and footers outlive a page); long documents under fast are spread
// over worker threads (parallel.ts).

import { LimitExceededError } from "../../core/errors.js";
import { requestLanguages } from "../../core/language-codes.js";
import type { Draft, FormatContext } from "../../core/types.js";
import { DraftAssembler, type PageDrafts } from "../../layout/index.js";
import { checkHiResModel } from "./models.js";
import { openPdf } from "./open.js";
import { type RangeSettings, readPageRange } from "./page-range.js";
import type { PageMode } from "./pages.js";
import { pageThreads, readPagesInParallel } from "./parallel.js";

function wantsTables(context: FormatContext): boolean {
  const { params } = context;
  const skipped = params.skip_infer_table_types.some(
    (type) => type.replace(/^\./, "").toLowerCase() === "pdf",
  );
  return params.pdf_infer_table_structure && !skipped;
}

function extractTypes(context: FormatContext): Set<string> {
  return new Set(context.params.extract_image_block_types.map((type) => type.trim().toLowerCase()));
}

/**
 * An engine option the pipeline may pass: how many threads read a long PDF's pages (1 = the calling
 * thread only). Unset, see pageThreads().
 */
export type PdfFormatContext = FormatContext & { pageThreads?: number | undefined };

function rangeSettings(context: FormatContext, mode: PageMode): RangeSettings {
  const { params, filename } = context;
  return {
    mode,
    tables: mode !== "fast" && wantsTables(context),
    extract: mode === "fast" ? [] : [...extractTypes(context)],
    languages: [...requestLanguages(params)],
    filename,
    layout: {
      coordinates: params.coordinates,
      includePageBreaks: params.include_page_breaks,
      filename,
    },
  };
}

/** All pages of the document as drafts (furniture decided across pages) and whether any had text. */
async function readDocument(
  context: PdfFormatContext,
  mode: PageMode,
  fresh = false,
): Promise<{ drafts: Draft[]; hasText: boolean }> {
  const { filename } = context;
  const settings = rangeSettings(context, mode);
  const assembler = new DraftAssembler();
  const doc = await openPdf(context.data, filename, context.limits, fresh);
  try {
    const threads = pageThreads(mode, doc.numPages, context.pageThreads);
    if (threads > 1) {
      const { parts } = await readPagesInParallel(doc, context.data, settings, threads);
      for (const part of parts) assembler.add(part);
    } else {
      assembler.add(await readPageRange(doc, 1, doc.numPages, settings));
    }
  } catch (error) {
    // Refused memory in an instance an earlier document used (what it left counts against the budget):
    // read again in a fresh one, so whether a document fits never depends on the one before it.
    if (doc.reusedInstance && doc.overBudget && error instanceof LimitExceededError) {
      doc.close();
      return readDocument(context, mode, true);
    }
    throw error;
  } finally {
    doc.close();
  }
  return { drafts: assembler.finish(), hasText: assembler.hasText };
}

export async function partitionPdf(context: PdfFormatContext): Promise<Draft[]> {
  const { params, filename } = context;
  checkHiResModel(params.hi_res_model_name, filename);
  switch (params.strategy) {
    case "fast":
      return (await readDocument(context, "fast")).drafts;
    case "ocr_only":
      return (await readDocument(context, "ocr_only")).drafts;
    case "auto": {
      if (wantsTables(context) || extractTypes(context).size > 0) {
        return (await readDocument(context, "hi_res")).drafts;
      }
      const fast = await readDocument(context, "fast");
      return fast.hasText ? fast.drafts : (await readDocument(context, "ocr_only")).drafts;
    }
    default:
      // hi_res, and vlm (a hosted-only strategy) falls back to it.
      return (await readDocument(context, "hi_res")).drafts;
  }
}

/**
 * How a strategy reads pages: `auto` without tables or image extraction reads the text layer, and the
 * document goes through OCR instead when no page had text (`fallback`).
 */
function strategyModes(context: FormatContext): { mode: PageMode; fallback?: PageMode } {
  switch (context.params.strategy) {
    case "fast":
      return { mode: "fast" };
    case "ocr_only":
      return { mode: "ocr_only" };
    case "auto":
      if (wantsTables(context) || extractTypes(context).size > 0) return { mode: "hi_res" };
      return { mode: "fast", fallback: "ocr_only" };
    default:
      return { mode: "hi_res" };
  }
}

/**
 * One page range of a PDF partitioned on its own, to be merged with the others (mergePdfRanges): its
 * drafts with the cues and styles the document's heading decision needs, which waits for the merge.
 */
export interface PdfRange extends PageDrafts {
  pages: number;
  /** Under `auto`, a range without text is also read by OCR: used when no range of the document had text. */
  fallback?: PageDrafts | undefined;
}

/** The document's page count (its limits checked), for cutting it into ranges. */
export async function pdfPageCount(context: FormatContext): Promise<number> {
  checkHiResModel(context.params.hi_res_model_name, context.filename);
  const doc = await openPdf(context.data, context.filename, context.limits);
  try {
    return doc.numPages;
  } finally {
    doc.close();
  }
}

/** Pages `first`..`last` as partitionPdf reads them in the whole document. */
export async function readPdfRange(context: FormatContext, first: number, last: number): Promise<PdfRange> {
  checkHiResModel(context.params.hi_res_model_name, context.filename);
  const { mode, fallback } = strategyModes(context);
  const doc = await openPdf(context.data, context.filename, context.limits);
  try {
    const end = Math.min(last, doc.numPages);
    const read = await readPageRange(doc, first, end, rangeSettings(context, mode));
    const range: PdfRange = { ...read, pages: doc.numPages };
    if (fallback && !read.hasText) {
      range.fallback = await readPageRange(doc, first, end, rangeSettings(context, fallback));
    }
    return range;
  } finally {
    doc.close();
  }
}

/**
 * The ranges' drafts in page order, as the whole document gives them: under `auto`, the text layer's
 * when any range had text, otherwise every range's OCR.
 */
export function mergePdfRanges(ranges: readonly PdfRange[]): Draft[] {
  const useFallback = ranges.every((range) => !range.hasText && range.fallback !== undefined);
  const assembler = new DraftAssembler();
  for (const range of ranges) {
    assembler.add(useFallback && range.fallback ? range.fallback : range);
  }
  return assembler.finish();
}
