// OCR at the true resolution: a rendered page reaches Tesseract with its DPI (the PNG's pHYs and the
// backend's own setting), so Tesseract does not guess. Checked the way a user would notice: a text PDF
// page is rendered, read with OCR, and the words compared with the page's own text layer — word recall
// at least 0.9. A generated page runs everywhere; corpus pages (a table of contents, where a wrong
// resolution lost most words, and a paper's first page) run when the corpus is present.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it, onTestFinished } from "vitest";
import { openPdf } from "../../../src/engine/formats/pdf/open.js";
import { PdfPage } from "../../../src/engine/formats/pdf/page.js";
import { OCR_DPI } from "../../../src/engine/formats/pdf/pages.js";
import { pageFrame, pixelsFor, renderPage, renderRegion } from "../../../src/engine/formats/pdf/render.js";
import { readTextLines } from "../../../src/engine/formats/pdf/text-layer.js";
import { recognizeImage } from "../../../src/engine/ocr/index.js";
import { nativeLanguages } from "../../../src/engine/ocr/native.js";
import { makePdf } from "../../fixtures/pdf/make-pdf.js";

const corpus = process.env.DOCFLOW_CORPUS ?? join(process.cwd(), "..", "shared", "corpus");
const hasCorpus = existsSync(join(corpus, "example-docs", "pdf"));

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1);
}

/** Whether the native `tesseract` command is here (the js backend always is). */
async function installedBackends(): Promise<{ native: boolean }> {
  return { native: (await nativeLanguages()) !== undefined };
}

/** Share of the reference's words (with repeats) found among the OCR's. */
function recall(reference: string[], found: string[]): number {
  const left = new Map<string, number>();
  for (const word of found) left.set(word, (left.get(word) ?? 0) + 1);
  let hits = 0;
  for (const word of reference) {
    const n = left.get(word) ?? 0;
    if (n > 0) {
      hits++;
      left.set(word, n - 1);
    }
  }
  return reference.length === 0 ? 1 : hits / reference.length;
}

/** Renders page `number`, reads it with OCR and compares with its text layer. */
async function ocrRecall(data: Uint8Array, number: number): Promise<{ recall: number; density: number }> {
  const doc = await openPdf(data, "page.pdf");
  const page = new PdfPage(doc, number);
  try {
    const layer = words(
      readTextLines(page, false)
        .map((line) => line.text)
        .join("\n"),
    );
    const rendered = renderPage(page, OCR_DPI, true);
    const png = await rendered.png();
    rendered.release();
    const density = (await sharp(png).metadata()).density ?? 0;
    const result = await recognizeImage(png, { languages: ["eng"], filename: "page.pdf", dpi: rendered.dpi });
    return { recall: recall(layer, words(result.lines.map((line) => line.text).join("\n"))), density };
  } finally {
    page.close();
    doc.close();
  }
}

describe("OCR of rendered PDF pages at their true resolution", () => {
  it.each(["native", "js"])(
    "%s Tesseract reads a generated page of small print with word recall ≥ 0.9, the PNG saying 300 dpi",
    {
      timeout: 120_000,
    },
    async (backend) => {
      if (backend === "native" && !(await installedBackends()).native) return;
      const saved = process.env.DOCFLOW_OCR;
      process.env.DOCFLOW_OCR = backend;
      onTestFinished(() => {
        if (saved === undefined) delete process.env.DOCFLOW_OCR;
        else process.env.DOCFLOW_OCR = saved;
      });
      const lines = [
        "The harbour board met in March to review the shipping season and its accounts.",
        "Traffic grew by a tenth, and the new crane was used on every working day.",
        "Repairs to the north pier will be finished before the first winter storms.",
        "Dredging of the western channel starts in May; the lights follow in June.",
        "Members thanked the pilots, the crane drivers and the office for their work.",
      ];
      const pdf = makePdf([
        {
          texts: lines.map((text, i) => ({ x: 54, y: 720 - i * 12, size: 8, text })),
        },
      ]);
      const { recall: found, density } = await ocrRecall(pdf, 1);
      expect(density).toBe(OCR_DPI);
      expect(found).toBeGreaterThanOrEqual(0.9);
    },
  );

  it.runIf(hasCorpus)(
    "reads corpus text pages (a table of contents, a paper) with word recall ≥ 0.9",
    { timeout: 300_000 },
    async () => {
      const cases: [string, number][] = [
        ["DA-619p.pdf", 1],
        ["layout-parser-paper-fast.pdf", 1],
      ];
      for (const [name, number] of cases) {
        const data = new Uint8Array(readFileSync(join(corpus, "example-docs", "pdf", name)));
        const { recall: found } = await ocrRecall(data, number);
        expect({ name, number, recall: found >= 0.9 ? "≥ 0.9" : found }).toEqual({
          name,
          number,
          recall: "≥ 0.9",
        });
      }
    },
  );
});

/** A 300-dpi Letter scan (2550×3300) of stripes one pixel apart (any resampling of the rows greys them), in a PDF. */
async function stripedScan(): Promise<{ raw: Buffer; width: number; height: number; pdf: Uint8Array }> {
  const width = 2550;
  const height = 3300;
  const raw = Buffer.alloc(width * height, 255);
  for (let y = 1000; y < 1100; y += 2) raw.fill(0, y * width + 300, y * width + 2200);
  const scan = await sharp(raw, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(scan);
  doc.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  return { raw, width, height, pdf: await doc.save() };
}

describe("a scan wrapped in a PDF page is rendered back as it was scanned", () => {
  it("a 300-dpi Letter scan renders at 2550×3300, pixel for pixel (no extra row stretching it)", async () => {
    const { raw, width, height, pdf: data } = await stripedScan();
    const pdf = await openPdf(data, "scan.pdf");
    const page = new PdfPage(pdf, 1);
    try {
      const rendered = renderPage(page, OCR_DPI, true);
      expect([rendered.width, rendered.height]).toEqual([width, height]);
      const grey = rendered.grey();
      rendered.release();
      let differing = 0;
      for (let i = 0; i < grey.length; i++)
        if (Math.abs((grey[i] as number) - (raw[i] as number)) > 8) differing++;
      expect(differing).toBe(0);
    } finally {
      page.close();
      pdf.close();
    }
  });

  it("a region is drawn in the page's own 2550×3300 frame, with the scan's pixels", async () => {
    const { raw, width, height, pdf: data } = await stripedScan();
    const pdf = await openPdf(data, "scan.pdf");
    const page = new PdfPage(pdf, 1);
    try {
      expect(pageFrame(page, OCR_DPI, true)).toMatchObject({ width, height });
      // The bottom 12 pt: 50 rows of a 3300-row page (51 of a 3301-row one).
      const bottom = await renderRegion(page, { x0: 0, y0: 780, x1: 612, y1: 800 }, OCR_DPI);
      expect([bottom.width, bottom.height]).toEqual([width, 50]);
      // The stripes (rows 1000–1099 of the scan): row for row, none resampled.
      const region = await renderRegion(page, { x0: 0, y0: 240, x1: 612, y1: 264 }, OCR_DPI);
      expect([region.width, region.height]).toEqual([width, 100]);
      const grey = await sharp(region.png).greyscale().raw().toBuffer();
      let differing = 0;
      for (let i = 0; i < grey.length; i++)
        if (Math.abs((grey[i] as number) - (raw[1000 * width + i] as number)) > 8) differing++;
      expect(differing).toBe(0);
    } finally {
      page.close();
      pdf.close();
    }
  });

  it("whole pixels: a length whose product with the scale is whole up to rounding error adds none", () => {
    expect(792 * (300 / 72)).toBeGreaterThan(3300);
    expect(pixelsFor(792, 300 / 72)).toBe(3300);
    expect(pixelsFor(612, 300 / 72)).toBe(2550);
    expect(pixelsFor(100.5, 2)).toBe(201);
    expect(pixelsFor(100.6, 2)).toBe(202);
    expect(pixelsFor(0, 2)).toBe(1);
  });
});
