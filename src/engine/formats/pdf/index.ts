// PDF: the strategies of the interface over PDFium. fast reads the text layer; hi_res adds tables (ruling
// lines and aligned text), figures and OCR of pages without text; ocr_only renders and recognises every
// page; auto follows the reference — hi_res when tables or image blocks are asked for, else fast when
// the text layer has text, else ocr_only. Page geometry becomes drafts in layout/, page by page (only
// drafts and a few notes for headers and footers outlive a page); long documents under fast are spread
// over worker threads (parallel.ts).
import { requestLanguages } from "../../core/language-codes.js";
import type { Draft, FormatContext } from "../../core/types.js";
import { DraftAssembler } from "../../layout/index.js";
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

/** All pages of the document as drafts (furniture decided across pages) and whether any had text. */
async function readDocument(
  context: PdfFormatContext,
  mode: PageMode,
): Promise<{ drafts: Draft[]; hasText: boolean }> {
  const { params, filename } = context;
  const settings: RangeSettings = {
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
  const assembler = new DraftAssembler();
  const doc = await openPdf(context.data, filename, context.limits);
  try {
    const threads = pageThreads(mode, doc.numPages, context.pageThreads);
    if (threads > 1) {
      const { parts } = await readPagesInParallel(doc, context.data, settings, threads);
      for (const part of parts) assembler.add(part);
    } else {
      assembler.add(await readPageRange(doc, 1, doc.numPages, settings));
    }
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
