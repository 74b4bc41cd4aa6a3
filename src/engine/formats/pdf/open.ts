// Opening a PDF with PDFium, its failures turned into the engine's typed errors with the reference
// service's wording: "File is encrypted. Please decrypt it with password." and "File does not appear to
// be a valid PDF. Error: ...". Owner-password-only PDFs (copy protection) open and partition, as there.
//
// The limits of a PDF are checked here: pages per document on opening, and the memory PDFium may take
// to decode the document (its streams and images) on every call — PDFium runs in an instance of its own
// whose memory cannot grow past the budget (pdfium.ts).

import { errorMessage } from "../../../shared/errors.js";
import { InvalidDocumentError, LimitExceededError } from "../../core/errors.js";
import { DEFAULT_LIMITS, type EngineLimits } from "../../core/types.js";
import {
  acquirePdfium,
  FPDF_ERR,
  PdfiumAbort,
  type PdfiumExports,
  type PdfiumInstance,
  releasePdfium,
  wasm,
} from "./pdfium.js";
import { checkStreamExpansion } from "./stream-bombs.js";

/** A PDF that cannot be read; its message is the reference service's 422 detail. */
export class InvalidPdfError extends InvalidDocumentError {
  constructor(filename: string, detail: string, options?: { cause?: unknown }) {
    super(filename, detail, options);
    this.message = detail;
  }
}

export const ENCRYPTED_MESSAGE = "File is encrypted. Please decrypt it with password.";

const OPEN_ERRORS: Record<number, string> = {
  [FPDF_ERR.unknown]: "unknown error",
  [FPDF_ERR.file]: "file not found or could not be opened",
  [FPDF_ERR.format]: "the file is not in PDF format or is corrupted",
  [FPDF_ERR.security]: "unsupported security scheme",
  [FPDF_ERR.page]: "page not found or content error",
};

export function invalidPdf(filename: string, error: unknown): InvalidPdfError {
  if (error instanceof InvalidPdfError) return error;
  const problem = errorMessage(error);
  return new InvalidPdfError(filename, `File does not appear to be a valid PDF. Error: ${problem}`, {
    cause: error,
  });
}

/**
 * The PDF limits of the engine's limits. With `maxExpansionRatio`, the document's compressed streams are
 * checked for deflate bombs before PDFium reads it (stream-bombs.ts); a page worker re-opening a document
 * already checked leaves it out.
 */
export type PdfLimits = Pick<EngineLimits, "maxPages" | "maxImagePixels" | "maxDecodedBytes"> & {
  maxExpansionRatio?: number | undefined;
};

export const DEFAULT_PDF_LIMITS: PdfLimits = {
  maxPages: DEFAULT_LIMITS.maxPages,
  maxImagePixels: DEFAULT_LIMITS.maxImagePixels,
  maxDecodedBytes: DEFAULT_LIMITS.maxDecodedBytes,
  maxExpansionRatio: DEFAULT_LIMITS.maxExpansionRatio,
};

/** An open document in its own PDFium instance. Close it when done: that frees all its memory. */
export class PdfDocument {
  readonly filename: string;
  readonly numPages: number;
  readonly limits: PdfLimits;
  readonly handle: number;
  readonly #pdfium: PdfiumInstance;
  readonly #dataPtr: number;
  #broken: unknown;
  /** A call failed in a way that may have left PDFium's state half-updated: the instance is not kept. */
  #tainted = false;
  #closed = false;
  /** Whether the instance served an earlier document (acquirePdfium). */
  readonly reusedInstance: boolean;
  /** Pages loaded and not yet closed (see PdfPage): an instance is reused only once none is left. */
  #openPages = 0;

  private constructor(
    pdfium: PdfiumInstance,
    reused: boolean,
    handle: number,
    dataPtr: number,
    filename: string,
    limits: PdfLimits,
  ) {
    this.#pdfium = pdfium;
    this.reusedInstance = reused;
    this.handle = handle;
    this.#dataPtr = dataPtr;
    this.filename = filename;
    // Checked once: whoever opens the document again with these limits (a page worker) need not check.
    this.limits = {
      maxPages: limits.maxPages,
      maxImagePixels: limits.maxImagePixels,
      maxDecodedBytes: limits.maxDecodedBytes,
    };
    this.numPages = pdfium.exports.FPDF_GetPageCount(handle);
  }

  /**
   * Opens a PDF from memory (the bytes are copied; the caller keeps its own), in a fresh PDFium instance
   * when `fresh`, else perhaps in the one the thread's last document left.
   */
  static async open(
    data: Uint8Array,
    filename: string,
    limits: PdfLimits = DEFAULT_PDF_LIMITS,
    fresh = false,
  ): Promise<PdfDocument> {
    if (limits.maxExpansionRatio !== undefined) {
      await checkStreamExpansion(data, filename, {
        maxExpansionRatio: limits.maxExpansionRatio,
        maxDecodedBytes: limits.maxDecodedBytes,
      });
    }
    const { pdfium, reused } = await acquirePdfium(limits.maxDecodedBytes, fresh);
    // Refused memory in an instance an earlier document used: tried again in a fresh one, so whether a
    // document fits its budget never depends on the one before it.
    const again = () => PdfDocument.open(data, filename, limits, true);
    let ptr = 0;
    let handle = 0;
    try {
      ptr = pdfium.copyIn(data);
      handle = pdfium.exports.FPDF_LoadMemDocument(ptr, data.byteLength, 0);
    } catch (error) {
      if (reused && pdfium.overBudget()) return again();
      throw failure(pdfium, filename, error);
    }
    if (!handle) {
      const code = pdfium.exports.FPDF_GetLastError();
      if (reused && pdfium.overBudget()) return again();
      if (pdfium.overBudget()) throw memoryExceeded(filename, pdfium);
      if (code === FPDF_ERR.password) throw new InvalidPdfError(filename, ENCRYPTED_MESSAGE);
      throw invalidPdf(filename, new Error(OPEN_ERRORS[code] ?? `PDFium error ${code}`));
    }
    const doc = new PdfDocument(pdfium, reused, handle, ptr, filename, limits);
    if (doc.numPages <= 0) {
      // A page tree PDFium cannot read (or an empty one): the reference refuses such files too.
      doc.close();
      throw invalidPdf(filename, new Error("the document has no readable pages"));
    }
    if (doc.numPages > limits.maxPages) {
      doc.close();
      throw new LimitExceededError(
        filename,
        `it has ${doc.numPages} pages, more than the ${limits.maxPages} allowed (limit max-pages)`,
      );
    }
    return doc;
  }

  get exports(): PdfiumExports {
    return this.#pdfium.exports;
  }

  /**
   * Runs PDFium calls. A trap inside PDFium (a failed allocation aborts it; a broken file may hit one of
   * its checks) leaves the instance unusable: the document is marked broken and the failure becomes the
   * memory limit when the budget was hit, else an invalid PDF.
   */
  call<T>(work: (exports: PdfiumExports) => T): T {
    if (this.#broken !== undefined) throw this.#broken;
    if (this.#closed) throw new Error(`${this.filename}: the PDF was closed`);
    try {
      return work(this.#pdfium.exports);
    } catch (error) {
      // Any failure inside PDFium (a stack overflow is a RangeError, an unwound longjmp a number) may
      // leave its state half-updated: the instance goes with this document.
      this.#tainted = true;
      if (!(error instanceof wasm.RuntimeError) && !(error instanceof PdfiumAbort)) throw error;
      this.#broken = failure(this.#pdfium, this.filename, error);
      throw this.#broken;
    }
  }

  /** Whether PDFium was refused memory: the budget was hit. */
  get overBudget(): boolean {
    return this.#pdfium.overBudget();
  }

  /** Throws the memory limit's error if PDFium was refused memory during the last calls. */
  checkBudget(): void {
    if (this.#pdfium.overBudget()) {
      this.#broken ??= memoryExceeded(this.filename, this.#pdfium);
      throw this.#broken;
    }
  }

  /** Counts the document's open pages (PdfPage calls these). */
  pageOpened(): void {
    this.#openPages++;
  }

  pageClosed(): void {
    this.#openPages--;
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    if (this.#broken !== undefined) return;
    try {
      this.#pdfium.exports.FPDF_CloseDocument(this.handle);
      this.#pdfium.exports.free(this.#dataPtr);
    } catch {
      // The instance goes away with the document.
      return;
    }
    // A page still open (a page read ahead when another failed) holds memory of this document, and its
    // handle would be closed later on another's: that instance is not given to another document.
    if (this.#openPages === 0 && !this.#tainted) releasePdfium(this.#pdfium);
  }
}

function memoryExceeded(filename: string, pdfium: PdfiumInstance): LimitExceededError {
  const mb = Math.round(pdfium.budget / (1024 * 1024));
  return new LimitExceededError(
    filename,
    `decoding the PDF needs more than ${mb} MB of memory (limit max-decoded-mb)`,
  );
}

function failure(pdfium: PdfiumInstance, filename: string, error: unknown): Error {
  if (pdfium.overBudget()) return memoryExceeded(filename, pdfium);
  return invalidPdf(filename, error);
}

/** Opens a PDF from memory; the caller closes it. */
export function openPdf(
  data: Uint8Array,
  filename: string,
  limits: PdfLimits = DEFAULT_PDF_LIMITS,
  fresh = false,
): Promise<PdfDocument> {
  return PdfDocument.open(data, filename, limits, fresh);
}
