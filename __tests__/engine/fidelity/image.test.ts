// Images (OCR), after the reference's test_image.py (test_unstructured/partition/pdf_image/test_image.py).
// Cases that only check what a mocked layout model was called with are left out; hi_res here is docflow's
// (OCR plus tables from aligned words), so assertions about the layout model's own output (its class
// probabilities) are too. Each document is read once per parameter set and shared between its tests: OCR
// is the slow part.
import { describe, expect, it } from "vitest";
import type { Element } from "../../../src/contract/element.js";
import { corpus, KNOWN_DIFFERENCE, partitionCorpus } from "./support.js";

const cache = new Map<string, Promise<Element[]>>();
function read(path: string, params: Record<string, unknown>): Promise<Element[]> {
  const key = `${path} ${JSON.stringify(params)}`;
  let elements = cache.get(key);
  if (!elements) {
    elements = partitionCorpus(path, params);
    cache.set(key, elements);
  }
  return elements;
}

const OCR_TIMEOUT = 180_000;
const TITLE = "LayoutParser: A Unified Toolkit for Deep Learning Based Document Image Analysis";
const pages = (elements: readonly Element[]) => new Set(elements.map((e) => e.metadata.page_number));

describe.runIf(corpus !== undefined)("image", { timeout: OCR_TIMEOUT }, () => {
  it("test_partition_image_with_auto_strategy: the paper's title", async () => {
    const elements = await read("img/layout-parser-paper-fast.jpg", { strategy: "auto" });
    const titles = elements.filter((e) => e.type === "Title" && e.text.split(" ").length > 10);
    expect(titles[0]?.text).toBe(TITLE);
  });

  it("test_partition_image_has_filename: metadata.filename is the file's name", async () => {
    const elements = await read("img/layout-parser-paper-fast.jpg", { strategy: "auto" });
    expect(elements.length).toBeGreaterThan(0);
    for (const e of elements) expect(e.metadata.filename).toBe("layout-parser-paper-fast.jpg");
  });

  it("test_partition_image_with_multipage_tiff: the last element is on page 2", async () => {
    const elements = await read("img/layout-parser-paper-combined.tiff", { strategy: "auto" });
    expect(elements.at(-1)?.metadata.page_number).toBe(2);
  });

  it("test_multi_page_tiff_starts_on_starting_page_number: pages {2, 3}", async () => {
    const elements = await read("img/layout-parser-paper-combined.tiff", {
      strategy: "auto",
      starting_page_number: 2,
    });
    expect(pages(elements)).toEqual(new Set([2, 3]));
  });

  it("test_partition_image_strategies_keep_languages_metadata (hi_res)", async () => {
    const elements = await read("img/english-and-korean.png", {
      strategy: "hi_res",
      languages: ["eng", "kor"],
    });
    expect(elements[0]?.metadata.languages).toEqual(["eng", "kor"]);
  });

  it("test_partition_image_strategies_keep_languages_metadata (ocr_only)", async () => {
    const elements = await read("img/english-and-korean.png", {
      strategy: "ocr_only",
      languages: ["eng", "kor"],
    });
    expect(elements[0]?.metadata.languages).toEqual(["eng", "kor"]);
  });

  // docflow keeps the "Note: ..." paragraph between the second list item and the Korean text as an element
  // of its own, so the Korean paragraph is the fifth element here, not the fourth.
  it.fails(`${KNOWN_DIFFERENCE} test_partition_image_with_ocr_detects_korean`, async () => {
    const elements = await read("img/english-and-korean.png", {
      strategy: "ocr_only",
      ocr_languages: "eng+kor",
    });
    expect(elements[0]?.text).toBe("RULES AND INSTRUCTIONS");
    expect(elements[3]?.text.replace(/ /g, "").replace(/^,+/, "").startsWith("안녕하세요")).toBe(true);
  });

  it("test_partition_image_with_ocr_has_coordinates_from_filename", async () => {
    const elements = await read("img/english-and-korean.png", { strategy: "ocr_only", coordinates: true });
    const points = elements[0]?.metadata.coordinates?.points ?? [];
    expect(points.map(([x = 0, y = 0]) => [Math.trunc(x), Math.trunc(y)])).toEqual([
      [14, 16],
      [14, 37],
      [381, 37],
      [381, 16],
    ]);
  });

  for (const file of [
    "img/layout-parser-paper-with-table.jpg",
    "img/english-and-korean.png",
    "img/layout-parser-paper-fast.jpg",
  ]) {
    it(`test_partition_image_with_ocr_coordinates_are_not_nan_from_filename (${file})`, async () => {
      const elements = await read(file, { strategy: "ocr_only", coordinates: true });
      for (const e of elements) {
        if (!e.text) continue;
        for (const [x, y] of e.metadata.coordinates?.points ?? [[Number.NaN, Number.NaN]]) {
          expect(Number.isNaN(x)).toBe(false);
          expect(Number.isNaN(y)).toBe(false);
        }
      }
    });
  }

  // The reference's table model writes its header row as <thead><tr><th>, and so do docflow's tables found
  // in page geometry (docs/fidelity.md, "Tables: one writer").
  it("test_partition_image_with_table_extraction (hi_res): a header row", async () => {
    const elements = await read("img/layout-parser-paper-with-table.jpg", {
      strategy: "hi_res",
      pdf_infer_table_structure: true,
    });
    const tables = elements.flatMap((e) => (e.metadata.text_as_html ? [e.metadata.text_as_html] : []));
    expect(tables).toHaveLength(1);
    expect(tables[0]).toContain("<table><thead><tr>");
    expect(tables[0]).toContain("</thead><tbody><tr>");
  });

  it("test_partition_image_hi_res_ocr_mode_with_table_extraction: the table's cell texts", async () => {
    const elements = await read("img/layout-parser-paper-with-table.jpg", {
      strategy: "hi_res",
      pdf_infer_table_structure: true,
    });
    const tables = elements.flatMap((e) => (e.metadata.text_as_html ? [e.metadata.text_as_html] : []));
    expect(tables[0]).toContain("Layouts of history Japanese documents");
    expect(tables[0]).toContain("Layouts of scanned modern magazines and scientific reports");
  });

  it("test_partition_image_works_on_heic_file: CREATURES is a Title", async () => {
    const elements = await read("img/DA-1p.heic", { strategy: "auto" });
    expect(elements.filter((e) => e.type === "Title").map((e) => e.text)).toContain("CREATURES");
  });

  it("test_deterministic_element_ids (ocr_only, starting_page_number 2)", async () => {
    const params = { strategy: "ocr_only", starting_page_number: 2 };
    const first = await partitionCorpus("img/layout-parser-paper-with-table.jpg", params);
    const second = await partitionCorpus("img/layout-parser-paper-with-table.jpg", params);
    expect(first.length).toBeGreaterThan(0);
    expect(second.map((e) => e.element_id)).toEqual(first.map((e) => e.element_id));
  });
});
