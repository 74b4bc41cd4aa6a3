// OCR of one 300-dpi page (page 1 of layout-parser-paper-fast.pdf, rendered by poppler's pdftoppm)
// against the bare native command on the same PNG, run the same way (`OMP_THREAD_LIMIT=1 tesseract page.png
// - -l eng tsv`). docflow's side is recognizeImage: image checks, TSV parsing into lines, the zoom
// decision, through each backend in turn (DOCFLOW_OCR=native, then js). A last case reads as many pages
// at once as docflow runs OCR jobs (one per core) against the command reading them one after another:
// the goal is at least the command's rate per core. Pages per minute are in each case's name;
// ratio = the command's time / docflow's, so above 1 docflow is faster.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { ocrConcurrency, recognizeImage, shutdownOcr } from "../src/engine/ocr/index.js";
import { nativeLanguages } from "../src/engine/ocr/native.js";
import { corpusFile, type Measurement, measureAlternating, resultLine } from "./measure.js";

const run = promisify(execFile);

const ppm = (m: Measurement, pages = 1) => ((60_000 * pages) / m.medianMs).toFixed(1);

async function renderPage(pdf: string, dir: string): Promise<string | undefined> {
  try {
    await run("pdftoppm", [
      "-r",
      "300",
      "-f",
      "1",
      "-l",
      "1",
      "-png",
      "-gray",
      "-singlefile",
      pdf,
      join(dir, "page"),
    ]);
    return join(dir, "page.png");
  } catch {
    return undefined;
  }
}

export async function runOcrBench(): Promise<string[]> {
  const pdf = corpusFile("example-docs", "pdf", "layout-parser-paper-fast.pdf");
  if (!pdf) return ["ocr 300-dpi page: skipped, the corpus is not present"];
  if (!(await nativeLanguages()))
    return ["ocr 300-dpi page: skipped, no `tesseract` command to compare with"];
  const dir = mkdtempSync(join(tmpdir(), "docflow-ocr-bench-"));
  const saved = process.env.DOCFLOW_OCR;
  try {
    const file = await renderPage(pdf, dir);
    if (!file) return ["ocr 300-dpi page: skipped, pdftoppm (poppler-utils) is not installed"];
    const image = readFileSync(file);
    const bare = () =>
      run("tesseract", [file, "-", "-l", "eng", "tsv"], {
        env: { ...process.env, OMP_THREAD_LIMIT: "1" },
        maxBuffer: 64 * 1024 * 1024,
      });
    const ours = () => recognizeImage(image, { languages: ["eng"], filename: "page.png" });

    const lines: string[] = [];
    for (const backend of ["native", "js"] as const) {
      process.env.DOCFLOW_OCR = backend;
      const [docflow, anchor] = await measureAlternating([ours, bare]);
      lines.push(
        resultLine(
          `ocr 300dpi ${backend} ${ppm(docflow)} vs tesseract ${ppm(anchor)} p/min`,
          docflow,
          anchor,
        ),
      );
    }

    // The backend docflow would pick by itself (the native command, which is here).
    delete process.env.DOCFLOW_OCR;
    const pages = ocrConcurrency();
    const [docflow, anchor] = await measureAlternating([
      () => Promise.all(Array.from({ length: pages }, ours)),
      async () => {
        for (let i = 0; i < pages; i++) await bare();
      },
    ]);
    lines.push(
      resultLine(
        `ocr ${pages} pages ${ppm(docflow, pages)} vs tesseract ${ppm(anchor, pages)} p/min`,
        docflow,
        anchor,
      ),
    );
    return lines;
  } finally {
    if (saved === undefined) delete process.env.DOCFLOW_OCR;
    else process.env.DOCFLOW_OCR = saved;
    await shutdownOcr();
    rmSync(dir, { recursive: true, force: true });
  }
}
