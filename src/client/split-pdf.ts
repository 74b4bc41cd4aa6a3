// PDF page batches, as the hosted service's SDKs send them (`split_pdf_page`): cut a PDF into sub-PDFs
// of consecutive pages with pdf-lib, partition them concurrently, each with `starting_page_number` set
// to its first page in the whole document, and concatenate the answers in page order. The server numbers
// the pages and hashes the element ids (which include the page number and the index on the page), so a
// batch's elements carry the same page numbers and ids as the unsplit document's.
import { PDFDocument } from "pdf-lib";
import type { Element } from "../contract/element.js";
import { errorMessage } from "../shared/errors.js";
import { mapConcurrent } from "../shared/map-concurrent.js";

/** The hosted SDK's numbers: it sends 5 batches at once unless told otherwise, and at most 50. */
export const DEFAULT_BATCH_CONCURRENCY = 5;
export const MAX_BATCH_CONCURRENCY = 50;
/** A batch has at least 2 pages (fewer costs more in requests than it gains) and at most 20. */
export const MIN_PAGES_PER_BATCH = 2;
export const MAX_PAGES_PER_BATCH = 20;

export interface SplitSettings {
  /** Batches of one document in flight at once (`split_pdf_concurrency_level`). */
  concurrency: number;
  /** Keep the batches that succeeded when others fail (`split_pdf_allow_failed`). */
  allowFailed: boolean;
  /** First and last page to partition, 1-based and inclusive (`split_pdf_page_range`). */
  pageRange?: readonly number[] | undefined;
  /** Number of the document's first page (`starting_page_number`). */
  startingPageNumber: number;
}

/** A run of pages, 1-based and inclusive, in the uploaded document. */
export interface PageSpan {
  firstPage: number;
  lastPage: number;
}

export interface BatchOutcome extends PageSpan {
  ok: boolean;
  /** Elements the batch gave (0 when it failed or was not sent). */
  elements: number;
  error?: string | undefined;
}

/** What happened to one document sent in batches, for logs and for deciding whether a result is whole. */
export interface SplitReport {
  /** Pages of the uploaded document. */
  pages: number;
  batches: BatchOutcome[];
}

/** A failure of a document sent in batches, naming the pages whose batch failed. */
export class PdfBatchError extends Error {
  readonly failed: BatchOutcome[];
  constructor(fileName: string, failed: BatchOutcome[], total: number, cause: unknown) {
    const first = failed[0];
    const pages = first ? pageSpanText(first) : "";
    super(
      `${failed.length} of ${total} page batches of ${fileName} failed; ${pages}: ${first?.error ?? "unknown error"}`,
      { cause },
    );
    this.name = "PdfBatchError";
    this.failed = failed;
  }
}

export function pageSpanText(span: PageSpan): string {
  return span.firstPage === span.lastPage
    ? `page ${span.firstPage}`
    : `pages ${span.firstPage}-${span.lastPage}`;
}

/** Batch concurrency from the form field: absent or below 1 → the default, above the maximum → clipped. */
export function batchConcurrency(requested: number | null | undefined): number {
  if (requested === null || requested === undefined || requested < 1) return DEFAULT_BATCH_CONCURRENCY;
  return Math.min(requested, MAX_BATCH_CONCURRENCY);
}

/**
 * Pages per batch: spread the pages over the concurrent requests, within 2..20 pages a batch, so a short
 * document still uses every request and a long one is not cut into huge uploads.
 */
export function pagesPerBatch(pages: number, concurrency: number): number {
  const size =
    pages >= MAX_PAGES_PER_BATCH * concurrency ? MAX_PAGES_PER_BATCH : Math.ceil(pages / concurrency);
  return Math.max(size, MIN_PAGES_PER_BATCH);
}

/**
 * The page range to partition: all pages, or `split_pdf_page_range` checked against the document.
 * Throws a RangeError naming the range and the document's page count.
 */
export function pageRangeOf(range: readonly number[] | undefined, pages: number, fileName: string): PageSpan {
  if (!range || range.length === 0) return { firstPage: 1, lastPage: pages };
  const [first, last = pages] = range;
  if (
    range.length > 2 ||
    first === undefined ||
    !(first >= 1 && first <= pages) ||
    !(last >= 1 && last <= pages) ||
    first > last
  ) {
    throw new RangeError(
      `split_pdf_page_range [${range.join(", ")}] does not fit ${fileName}: it has ${pages} pages, so the range must be two page numbers from 1 to ${pages}, the first not after the second.`,
    );
  }
  return { firstPage: first, lastPage: last };
}

/**
 * The batches to send, or undefined to send the document whole: one batch's worth of pages gains nothing
 * from splitting, unless a page range asks for fewer pages than the document has.
 */
export function planBatches(pages: number, range: PageSpan, concurrency: number): PageSpan[] | undefined {
  const count = range.lastPage - range.firstPage + 1;
  const size = pagesPerBatch(count, concurrency);
  const partial = count < pages;
  if (!partial && (size >= count || count < MIN_PAGES_PER_BATCH)) return undefined;
  const spans: PageSpan[] = [];
  for (let first = range.firstPage; first <= range.lastPage; first += size) {
    spans.push({ firstPage: first, lastPage: Math.min(range.lastPage, first + size - 1) });
  }
  return spans;
}

/** The PDF as pdf-lib reads it, or undefined when it cannot (not a PDF, damaged, encrypted). */
export async function loadPdf(data: Uint8Array): Promise<{ pdf: PDFDocument; pages: number } | undefined> {
  try {
    // Encrypted PDFs are refused rather than read without their key: the server answers them with 422.
    const pdf = await PDFDocument.load(data, { updateMetadata: false });
    // pdf-lib parses leniently and fails only when asked for the pages of a file without a page tree.
    return { pdf, pages: pdf.getPageCount() };
  } catch {
    return undefined;
  }
}

/** A new PDF holding the span's pages of `source`. */
export async function extractPages(source: PDFDocument, span: PageSpan): Promise<Uint8Array> {
  const batch = await PDFDocument.create({ updateMetadata: false });
  const indices = Array.from(
    { length: span.lastPage - span.firstPage + 1 },
    (_, i) => span.firstPage - 1 + i,
  );
  for (const page of await batch.copyPages(source, indices)) batch.addPage(page);
  return batch.save();
}

export interface SendBatches {
  fileName: string;
  source: PDFDocument;
  batches: readonly PageSpan[];
  settings: SplitSettings;
  /**
   * Sends one batch with its starting page number. `cut` makes the batch's PDF: call it once the request
   * may go (inside the slot of a shared limiter), so batches waiting their turn hold no bytes.
   */
  send: (
    cut: () => Promise<Uint8Array>,
    startingPageNumber: number,
    signal: AbortSignal,
  ) => Promise<Element[]>;
  signal?: AbortSignal | undefined;
}

/**
 * Sends the batches, at most `settings.concurrency` at once, and concatenates their elements in page
 * order. A failed batch fails the document (the others are stopped) unless `allowFailed`, which keeps the
 * pages that worked as long as one batch did. Each batch is cut from the PDF only when its request may
 * go (see `send`), so memory holds the document and the batches in flight, not all of them.
 */
export async function sendBatches(job: SendBatches): Promise<{ elements: Element[]; report: SplitReport }> {
  const { batches, settings } = job;
  const stop = new AbortController();
  const signal = job.signal ? AbortSignal.any([job.signal, stop.signal]) : stop.signal;
  const results: (Element[] | undefined)[] = new Array(batches.length);
  const outcomes: BatchOutcome[] = batches.map((span) => ({ ...span, ok: false, elements: 0 }));
  let firstError: unknown;
  let firstFailed: BatchOutcome | undefined;

  await mapConcurrent(
    batches,
    settings.concurrency,
    async (span, index) => {
      const outcome = outcomes[index] as BatchOutcome;
      try {
        const elements = await job.send(
          () => extractPages(job.source, span),
          span.firstPage + settings.startingPageNumber - 1,
          signal,
        );
        results[index] = elements;
        outcome.ok = true;
        outcome.elements = elements.length;
      } catch (error) {
        // A batch cut short because another one failed is not a failure of its own.
        if (stop.signal.aborted) return;
        outcome.error = errorMessage(error);
        firstError ??= error;
        firstFailed ??= outcome;
        if (!settings.allowFailed) stop.abort(error);
      }
    },
    signal,
  );

  const report: SplitReport = { pages: job.source.getPageCount(), batches: outcomes };
  if (job.signal?.aborted) throw job.signal.reason ?? firstError;
  const failed = outcomes.filter((outcome) => outcome.error !== undefined);
  const succeeded = outcomes.filter((outcome) => outcome.ok).length;
  // Without allowFailed the first failure stopped the rest; with it, only a total failure is one.
  if (firstFailed && (!settings.allowFailed || succeeded === 0)) {
    const ordered = [firstFailed, ...failed.filter((outcome) => outcome !== firstFailed)];
    throw new PdfBatchError(job.fileName, ordered, outcomes.length, firstError);
  }
  return { elements: results.flatMap((list) => list ?? []), report };
}
