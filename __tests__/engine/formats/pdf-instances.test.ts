// PDFium instances and documents: a document that closed in good order leaves its instance to the
// thread's next document (pdfium.ts, acquirePdfium); one that left a page open, hit its budget, grew its
// memory past keepPdfiumBytes(), had a call fail inside PDFium or asked for another budget does not, and
// the next document reads the same either way. DOCFLOW_PDFIUM_KEEP_MB=0 (the server's threads) keeps none.
import { afterEach, describe, expect, it } from "vitest";
import { openPdf } from "../../../src/engine/formats/pdf/open.js";
import { PdfPage } from "../../../src/engine/formats/pdf/page.js";
import { KEEP_PDFIUM_ENV, keepPdfiumBytes } from "../../../src/engine/formats/pdf/pdfium.js";
import { readTextLines } from "../../../src/engine/formats/pdf/text-layer.js";
import { makePdf } from "../../fixtures/pdf/make-pdf.js";

const first = makePdf([{ texts: [{ x: 72, y: 700, size: 12, text: "First document" }] }]);
const second = makePdf([{ texts: [{ x: 72, y: 700, size: 12, text: "Second document" }] }]);

async function textOf(data: Uint8Array): Promise<string> {
  const doc = await openPdf(data, "t.pdf");
  try {
    const page = new PdfPage(doc, 1);
    try {
      return readTextLines(page, false)
        .map((line) => line.text)
        .join("\n");
    } finally {
      page.close();
    }
  } finally {
    doc.close();
  }
}

describe("PDFium instances", () => {
  it("gives a closed document's instance to the next document, which reads its own text", async () => {
    const a = await openPdf(first, "a.pdf");
    const exports = a.exports;
    a.close();
    const b = await openPdf(second, "b.pdf");
    expect(b.exports).toBe(exports);
    b.close();
    expect(await textOf(first)).toBe("First document");
    expect(await textOf(second)).toBe("Second document");
  });

  it("keeps no instance whose document left a page open", async () => {
    const a = await openPdf(first, "a.pdf");
    const page = new PdfPage(a, 1);
    a.close();
    page.close();
    const b = await openPdf(second, "b.pdf");
    expect(b.exports).not.toBe(a.exports);
    b.close();
    expect(await textOf(second)).toBe("Second document");
  });

  it("keeps no instance for a document asking another budget, nor one grown past the cap", async () => {
    const a = await openPdf(first, "a.pdf");
    a.close();
    const limits = { maxPages: 10, maxImagePixels: 1e8, maxDecodedBytes: 200 * 1024 * 1024 };
    const b = await openPdf(second, "b.pdf", limits);
    expect(b.exports).not.toBe(a.exports);
    // Grown past the cap: given back, not kept.
    const grown = b.exports.malloc(keepPdfiumBytes());
    expect(grown).not.toBe(0);
    expect(b.exports.memory.buffer.byteLength).toBeGreaterThan(keepPdfiumBytes());
    b.close();
    const c = await openPdf(second, "c.pdf", limits);
    expect(c.exports).not.toBe(b.exports);
    c.close();
  });

  it("keeps no instance a call failed in, whatever it threw", async () => {
    const a = await openPdf(first, "a.pdf");
    expect(() =>
      a.call(() => {
        throw new RangeError("Maximum call stack size exceeded");
      }),
    ).toThrow(RangeError);
    a.close();
    const b = await openPdf(second, "b.pdf");
    expect(b.exports).not.toBe(a.exports);
    expect(b.reusedInstance).toBe(false);
    b.close();
  });

  it("gives every document a fresh instance with DOCFLOW_PDFIUM_KEEP_MB=0, and refuses a bad value", async () => {
    process.env[KEEP_PDFIUM_ENV] = "0";
    const a = await openPdf(first, "a.pdf");
    a.close();
    const b = await openPdf(second, "b.pdf");
    expect(b.exports).not.toBe(a.exports);
    b.close();
    process.env[KEEP_PDFIUM_ENV] = "lots";
    expect(() => keepPdfiumBytes()).toThrow(/DOCFLOW_PDFIUM_KEEP_MB must be a number of megabytes/);
  });
});

afterEach(() => {
  delete process.env[KEEP_PDFIUM_ENV];
});
