// Opening a PDF with pdf.js, its failures turned into the engine's typed errors with the reference
// service's wording: "File is encrypted. Please decrypt it with password." and "File does not appear to
// be a valid PDF. Error: ...". Owner-password-only PDFs (copy protection) open and partition, as there.
import type { PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { InvalidDocumentError } from "../../errors.js";
import { loadPdfjs, pdfjsAssetUrls } from "./pdfjs.js";

/** A PDF that cannot be read; its message is the reference service's 422 detail. */
export class InvalidPdfError extends InvalidDocumentError {
  constructor(filename: string, detail: string, options?: { cause?: unknown }) {
    super(filename, detail, options);
    this.message = detail;
  }
}

export const ENCRYPTED_MESSAGE = "File is encrypted. Please decrypt it with password.";

export function invalidPdf(filename: string, error: unknown): InvalidPdfError {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === "PasswordException") return new InvalidPdfError(filename, ENCRYPTED_MESSAGE, { cause: error });
  const problem = error instanceof Error ? error.message : String(error);
  return new InvalidPdfError(filename, `File does not appear to be a valid PDF. Error: ${problem}`, {
    cause: error,
  });
}

export interface OpenPdf {
  doc: PDFDocumentProxy;
  /** Frees the document and everything pdf.js cached for it. */
  close(): Promise<void>;
}

/** Opens a PDF from memory; the caller closes it. */
export async function openPdf(data: Uint8Array, filename: string): Promise<OpenPdf> {
  const pdfjs = await loadPdfjs();
  // pdf.js transfers the buffer it is given to its worker side: give it a copy, the caller keeps its own.
  const task = pdfjs.getDocument({
    data: new Uint8Array(data),
    ...pdfjsAssetUrls(),
    verbosity: 0,
    fontExtraProperties: true,
    useSystemFonts: false,
  });
  try {
    const doc = await task.promise;
    return { doc, close: () => task.destroy() };
  } catch (error) {
    await task.destroy().catch(() => undefined);
    throw invalidPdf(filename, error);
  }
}
