// OCR: language codes, the TSV both backends print, and real recognition of a rendered page with each
// backend — the native `tesseract` command when it is installed, and tesseract.js always (forced with
// DOCFLOW_OCR=js), which must read the page the same way.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { MissingLanguageDataError } from "../../src/engine/core/errors.js";
import { cellPieces } from "../../src/engine/layout/tables.js";
import type { LayoutLine, LayoutPage } from "../../src/engine/layout/types.js";
import {
  checkOcrLanguages,
  installedOcrLanguages,
  ocrBackendFor,
  recognizeImage,
  shutdownOcr,
  zoomFor,
} from "../../src/engine/ocr/index.js";
import { recognizeJs } from "../../src/engine/ocr/js.js";
import {
  parseOcrLanguages,
  requestedOcrLanguages,
  resolveOcrLanguages,
} from "../../src/engine/ocr/languages.js";
import { MAX_OCR_SIDE } from "../../src/engine/ocr/limits.js";
import { findModels } from "../../src/engine/ocr/models.js";
import { nativeLanguages } from "../../src/engine/ocr/native.js";
import { parseTesseractTsv, weightedMedian } from "../../src/engine/ocr/tsv.js";

const PAGE = readFileSync(new URL("../fixtures/images/ocr-page.png", import.meta.url));
const EXPECTED_LINES = [
  "Annual Harbour Report",
  "The harbour board met in March to review the shipping season.",
  "Traffic grew by a tenth, and the new crane was used every day.",
  "Repairs to the north pier will be finished before winter.",
  "1. Dredge the western channel.",
  "2. Replace the lights on the breakwater.",
];

const hasNative = (await nativeLanguages()) !== undefined;
const savedBackend = process.env.DOCFLOW_OCR;

afterEach(() => {
  if (savedBackend === undefined) delete process.env.DOCFLOW_OCR;
  else process.env.DOCFLOW_OCR = savedBackend;
});
afterAll(() => shutdownOcr());

describe("OCR language codes", () => {
  it("accepts Tesseract codes, ISO 639 codes and +-joined strings, and ignores auto", () => {
    const parsed = parseOcrLanguages(["eng+deu", "fr", "ger", "auto", " ", "zh"]);
    expect(parsed.map((l) => [l.given, l.codes])).toEqual([
      ["eng", ["eng"]],
      ["deu", ["deu"]],
      ["fr", ["fra"]],
      ["ger", ["deu"]],
      ["zh", ["chi_sim", "chi_sim_vert", "chi_tra", "chi_tra_vert"]],
    ]);
    expect(parseOcrLanguages(["klingon"])[0]?.codes).toEqual([]);
  });

  it("falls back to English when no value names a language", () => {
    expect(requestedOcrLanguages(["spa"]).map((l) => l.given)).toEqual(["spa"]);
    expect(requestedOcrLanguages(["auto"]).map((l) => l.given)).toEqual(["eng"]);
    expect(requestedOcrLanguages([]).map((l) => l.given)).toEqual(["eng"]);
  });

  it("needs the exact model for a Tesseract code, and any variant for an ISO code", () => {
    const installed = new Set(["eng", "chi_sim"]);
    expect(resolveOcrLanguages(parseOcrLanguages(["en", "zh"]), installed)).toEqual({
      codes: ["eng", "chi_sim"],
      missing: [],
    });
    expect(resolveOcrLanguages(parseOcrLanguages(["chi_tra", "kor", "xx"]), installed)).toEqual({
      codes: [],
      missing: ["chi_tra", "kor", "xx"],
    });
  });

  it("lists the installed languages, English among them", async () => {
    expect(await installedOcrLanguages()).toContain("eng");
  });

  it("refuses a language whose data is not installed, naming it and the installed ones", async () => {
    const installed = await installedOcrLanguages();
    const missing = ["kor", "tha", "amh"].find((code) => !installed.includes(code)) ?? "kor";
    const failure = checkOcrLanguages(["eng", missing], "scan.png");
    await expect(failure).rejects.toBeInstanceOf(MissingLanguageDataError);
    await expect(failure).rejects.toThrow(
      `OCR language data is not installed for: ${missing}. Installed: ${installed.join(", ")}.`,
    );
    await expect(checkOcrLanguages(["eng"], "scan.png")).resolves.toBeUndefined();
  });
});

describe("Tesseract TSV", () => {
  const tsv = [
    "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext",
    "1\t1\t0\t0\t0\t0\t0\t0\t400\t200\t-1\t",
    "4\t1\t1\t1\t1\t0\t10\t10\t200\t20\t-1\t",
    "5\t1\t1\t1\t1\t1\t10\t10\t90\t20\t95.5\tHello",
    "5\t1\t1\t1\t1\t2\t110\t12\t100\t16\t90.5\tworld",
    "5\t1\t1\t1\t1\t3\t220\t12\t10\t16\t95\t ",
    "5\t1\t1\t1\t2\t1\t10\t40\t50\t14\t80\tagain",
    "5\t1\t2\t1\t1\t1\t10\t100\t60\t30\t70\tTitle",
  ].join("\n");

  it("joins the words of each line, keeps blocks and paragraphs, and measures the line", () => {
    const { lines, wordHeights } = parseTesseractTsv(tsv);
    expect(lines.map((l) => l.text)).toEqual(["Hello world", "again", "Title"]);
    // "Hello" and "world" reach from the baseline to the ascenders only: their boxes (20 and 16 px) are
    // about three quarters of an em, so the line's em (the median of its words') is 20 / 0.76, rounded.
    expect(lines[0]).toMatchObject({
      box: { x0: 10, y0: 10, x1: 210, y1: 30 },
      fontSize: 26.5,
      confidence: 93,
      ocrBlock: 1,
      ocrParagraph: 1,
    });
    expect(lines[2]?.ocrBlock).toBe(2);
    expect(wordHeights).toEqual([20, 16, 14, 30]);
  });

  it("divides boxes by the zoom the image was read at", () => {
    const { lines } = parseTesseractTsv(tsv, 2);
    expect(lines[0]?.box).toEqual({ x0: 5, y0: 5, x1: 105, y1: 15 });
    expect(lines[0]?.fontSize).toBe(13);
    expect(lines[0]?.words?.[1]?.box).toEqual({ x0: 55, y0: 6, x1: 105, y1: 14 });
  });

  it("measures a line's em by the reach of its words' letters", () => {
    const word = (text: string, height: number) => `5\t1\t1\t1\t1\t1\t10\t10\t60\t${height}\t95\t${text}`;
    const em = (text: string, height: number) => parseTesseractTsv(word(text, height)).lines[0]?.fontSize;
    expect(em("Jumping", 40)).toBe(40);
    expect(em("Evaluation", 30)).toBe(39.5);
    expect(em("queasy", 30)).toBe(39);
    expect(em("memo", 22)).toBe(40);
    expect(em("数据", 40)).toBe(40);
    // Figures reach the capitals' height; a comma or a dollar sign reaches a little below the baseline.
    expect(em("2021", 30)).toBe(39.5);
    expect(em("2,111,812", 34)).toBe(40);
    expect(em("(2,208,887", 40)).toBe(40);
  });

  it("evens out sizes within a paragraph, but a line in other type keeps its own (a heading over text)", () => {
    // One Tesseract paragraph: a heading (capitals 36 px: a 47-px em), a sentence under it in 30-px type
    // whose lines measure 29 to 33 px by their letters, and a short line with descenders only.
    const line = (n: number, y: number, height: number, text: string) =>
      `5\t1\t1\t1\t${n}\t1\t10\t${y}\t400\t${height}\t95\t${text}`;
    const tsv = [
      line(1, 10, 36, "OVERVIEW"),
      line(2, 60, 22, "Tidal harbour works are finished"),
      line(3, 95, 25, "Hello"),
      line(4, 130, 17, "query"),
    ].join("\n");
    const sizes = parseTesseractTsv(tsv).lines.map((l) => l.fontSize);
    // The sentence's lines: 22 / 0.76 = 29, 25 / 0.76 = 33, 17 / 0.77 = 22; the weighted median is 29.
    expect(sizes).toEqual([47.5, 29, 29, 22]);
    expect(
      weightedMedian([
        { value: 10, weight: 1 },
        { value: 20, weight: 1 },
      ]),
    ).toBe(10);
    expect(
      weightedMedian([
        { value: 10, weight: 1 },
        { value: 20, weight: 3 },
      ]),
    ).toBe(20);
  });

  it("keeps each line's words with their boxes, so table detection can split a row at cell gaps", () => {
    const { lines } = parseTesseractTsv(tsv);
    expect(lines[0]?.words).toEqual([
      { text: "Hello", box: { x0: 10, y0: 10, x1: 100, y1: 30 } },
      { text: "world", box: { x0: 110, y0: 12, x1: 210, y1: 28 } },
    ]);
    expect(lines[1]?.words?.map((w) => w.text)).toEqual(["again"]);
    const row = [
      "5\t1\t1\t1\t1\t1\t10\t10\t40\t20\t95\tBase",
      "5\t1\t1\t1\t1\t2\t56\t10\t30\t20\t95\t128",
      "5\t1\t1\t1\t1\t3\t200\t10\t60\t20\t95\t64,058",
      "5\t1\t1\t1\t1\t4\t300\t10\t6\t20\t95\t|",
      "5\t1\t1\t1\t1\t5\t320\t10\t40\t20\t95\tN/A",
    ].join("\n");
    const [line] = parseTesseractTsv(row).lines;
    expect(line?.text).toBe("Base 128 64,058 | N/A");
    expect(cellPieces(line as LayoutLine).map((piece) => piece.text)).toEqual(["Base 128", "64,058", "N/A"]);
  });
});

/** Lower-cased words, for comparing recognised text without caring about OCR's punctuation slips. */
function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

function expectPage(page: LayoutPage, width: number, height: number): void {
  expect(page).toMatchObject({ pageNumber: 1, width, height });
  expect(page.lines.map((l) => words(l.text).join(" "))).toEqual(
    EXPECTED_LINES.map((l) => words(l).join(" ")),
  );
  for (const line of page.lines) {
    expect(line.box.x0).toBeGreaterThanOrEqual(0);
    expect(line.box.x1).toBeLessThanOrEqual(width);
    expect(line.box.y1).toBeLessThanOrEqual(height);
    expect(line.confidence).toBeGreaterThan(60);
  }
  const [title, ...body] = page.lines;
  // The 46-px bold title is read as larger type than the 26-px body.
  expect(title?.fontSize ?? 0).toBeGreaterThan(1.4 * Math.max(...body.map((l) => l.fontSize ?? 0)));
  // The three lines of the paragraph are one Tesseract paragraph; the title is not in it.
  const paragraph = (i: number) => `${page.lines[i]?.ocrBlock}.${page.lines[i]?.ocrParagraph}`;
  expect(new Set([paragraph(1), paragraph(2), paragraph(3)]).size).toBe(1);
  expect(paragraph(0)).not.toBe(paragraph(1));
}

describe("recognizeImage", () => {
  it.runIf(hasNative)("reads a page with the native tesseract command", async () => {
    process.env.DOCFLOW_OCR = "native";
    expect(await ocrBackendFor(["eng"])).toBe("native");
    expectPage(await recognizeImage(PAGE, { languages: ["eng"], filename: "page.png" }), 1000, 410);
  });

  it("reads the same page with tesseract.js, offline, with the same lines", async () => {
    process.env.DOCFLOW_OCR = "js";
    expect(await ocrBackendFor([])).toBe("js");
    const page = await recognizeImage(PAGE, { languages: [], filename: "page.png" });
    expectPage(page, 1000, 410);
    if (hasNative) {
      process.env.DOCFLOW_OCR = "native";
      const native = await recognizeImage(PAGE, { languages: ["en"], filename: "page.png" });
      expect(page.lines.map((l) => l.text)).toEqual(native.lines.map((l) => l.text));
      // Same model (docflow's best_int), two Tesseract builds (docs/ocr.md): boxes agree within a few pixels.
      for (const [i, line] of page.lines.entries()) {
        expect(Math.abs(line.box.y0 - (native.lines[i]?.box.y0 ?? 0))).toBeLessThanOrEqual(4);
      }
    }
  });

  it("zooms only text far from 20 px high, and never past the pixel limit", () => {
    const page = { width: 1000, height: 1000 };
    expect(zoomFor([8, 8, 9], page)).toBe(2.5);
    expect(zoomFor([12, 30, 100], page)).toBe(1);
    expect(zoomFor([200, 200], page)).toBe(0.1);
    expect(zoomFor([], page)).toBe(1);
    expect(zoomFor([2], { width: 5000, height: 5000 })).toBe(1.4);
  });

  it("never zooms an image to a side longer than Tesseract reads, however small its area", () => {
    // A stack of narrow pictures: 3.6 MP, so the pixel limit alone would allow 3.7×, i.e. 44,400 px high.
    const stack = { width: 300, height: 12_000 };
    const zoom = zoomFor([4], stack);
    expect(zoom).toBe(2.7);
    expect(Math.round(stack.height * zoom)).toBeLessThanOrEqual(MAX_OCR_SIDE);
  });

  it("shares a few tesseract.js workers between concurrent pages", async () => {
    process.env.DOCFLOW_OCR = "js";
    const pages = await Promise.all(
      [1, 2, 3].map(() => recognizeImage(PAGE, { languages: ["eng"], filename: "page.png" })),
    );
    for (const page of pages)
      expect(page.lines.map((l) => l.text)).toEqual(pages[0]?.lines.map((l) => l.text));
  });

  it("gives tesseract.js models from several packages in one folder", async () => {
    // A second "language" package holding a copy of the English model, beside the real one.
    const root = mkdtempSync(join(tmpdir(), "docflow-ocr-test-"));
    try {
      const packages = findModels();
      const eng = packages.get("eng") ?? "";
      const other = join(root, "xyz", "4.0.0_best_int");
      mkdirSync(other, { recursive: true });
      copyFileSync(join(eng, "eng.traineddata.gz"), join(other, "xyz.traineddata.gz"));
      const tsv = await recognizeJs(PAGE, ["eng", "xyz"], new Map([...packages, ["xyz", other]]));
      expect(parseTesseractTsv(tsv).lines[0]?.text).toBe("Annual Harbour Report");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("rescales small text to the size Tesseract reads best and reports boxes in the original pixels", async () => {
    // At 40 % the body text is about 8 px high, too small for Tesseract to read reliably as is.
    const small = await sharp(PAGE).resize(400).png().toBuffer();
    const page = await recognizeImage(small, { languages: ["eng"], filename: "small.png" });
    expect(page).toMatchObject({ width: 400, height: 164 });
    const text = page.lines.map((l) => l.text).join(" ");
    const expected = words(EXPECTED_LINES.join(" "));
    const found = new Set(words(text));
    expect(expected.filter((w) => found.has(w)).length / expected.length).toBeGreaterThan(0.9);
    for (const line of page.lines) expect(line.box.x1).toBeLessThanOrEqual(400);
  });

  it("reports an image it cannot read as an invalid document", async () => {
    await expect(
      recognizeImage(PAGE.subarray(0, 100), { languages: ["eng"], filename: "cut.png" }),
    ).rejects.toThrow(/cut\.png is not a valid document/);
  });
});
