// "One OCR answer": the native `tesseract` command and tesseract.js read the same corpus images through
// recognizeImage (same image bytes, page segmentation, engine mode and model), and this counts the lines
// whose text differs. Lines are paired in order; when the counts differ, a line counts as differing when
// the other backend has no line with the same text. Run: `npm run bench -- ocr-agreement`.
import { readFileSync } from "node:fs";
import type { LayoutPage } from "../src/engine/layout/types.js";
import { recognizeImage, shutdownOcr } from "../src/engine/ocr/index.js";
import { nativeLanguages } from "../src/engine/ocr/native.js";
import { corpusFile } from "./measure.js";

const IMAGES = [
  "layout-parser-paper-fast.jpg",
  "layout-parser-paper-with-table.jpg",
  "example.jpg",
  "double-column-A.jpg",
  "DA-1p.png",
  "english-and-korean.png",
  "table-multi-row-column-cells.png",
];

/** How many of the two pages' lines differ in text, and of how many. */
export function differingLines(a: LayoutPage, b: LayoutPage): { differing: number; total: number } {
  const ta = a.lines.map((l) => l.text);
  const tb = b.lines.map((l) => l.text);
  const total = Math.max(ta.length, tb.length);
  if (ta.length === tb.length) return { differing: ta.filter((t, i) => t !== tb[i]).length, total };
  const rest = [...tb];
  let differing = 0;
  for (const text of ta) {
    const at = rest.indexOf(text);
    if (at < 0) differing++;
    else rest.splice(at, 1);
  }
  return { differing: Math.max(differing, rest.length), total };
}

async function read(image: Uint8Array, backend: "native" | "js", name: string): Promise<LayoutPage> {
  process.env.DOCFLOW_OCR = backend;
  return recognizeImage(image, { languages: ["eng"], filename: name });
}

export async function runOcrAgreementBench(): Promise<string[]> {
  if (!(await nativeLanguages())) return ["ocr-agreement: skipped, no `tesseract` command to compare with"];
  const saved = process.env.DOCFLOW_OCR;
  const lines: string[] = [];
  try {
    for (const name of IMAGES) {
      const file = corpusFile("example-docs", "img", name);
      if (!file) {
        lines.push(`ocr-agreement ${name}: skipped, not in the corpus`);
        continue;
      }
      const image = readFileSync(file);
      const native = await read(image, "native", name);
      const js = await read(image, "js", name);
      const { differing, total } = differingLines(native, js);
      if (process.env.OCR_AGREEMENT_SHOW) {
        const jsTexts = js.lines.map((l) => l.text);
        for (const [i, line] of native.lines.entries()) {
          if (line.text !== jsTexts[i]) lines.push(`  native: ${line.text}\n  js:     ${jsTexts[i]}`);
        }
      }
      lines.push(`ocr-agreement ${name}: ${differing}/${total} lines differ (native vs tesseract.js)`);
    }
  } finally {
    if (saved === undefined) delete process.env.DOCFLOW_OCR;
    else process.env.DOCFLOW_OCR = saved;
    await shutdownOcr();
  }
  return lines;
}
