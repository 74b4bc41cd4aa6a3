// PDF, fast strategy (the text layer), after the reference's test_pdf.py
// (test_unstructured/partition/pdf_image/test_pdf.py). The hi_res and ocr_only cases there test a layout
// model and mocks; only their strategy-independent assertions are ported, under fast.
import { describe, expect, it } from "vitest";
import type { Element } from "../../../src/contract/element.js";
import { corpus, KNOWN_DIFFERENCE, partitionCorpus, typed } from "./support.js";

const FAST = { strategy: "fast" } as const;
/** The reference library's own defaults for auto: no table structure for PDFs, so auto reads the text layer. */
const AUTO = { strategy: "auto", skip_infer_table_types: ["pdf"] } as const;
const TITLE = "LayoutParser: A Uniﬁed Toolkit for Deep Learning Based Document Image Analysis";

const pages = (elements: readonly Element[]) => new Set(elements.map((e) => e.metadata.page_number));
const points = (e: Element | undefined) => e?.metadata.coordinates?.points;

describe.runIf(corpus !== undefined)("pdf", () => {
  it("test_partition_pdf_outputs_valid_amount_of_elements_and_metadata_values (fast, start 1)", async () => {
    const elements = await partitionCorpus("pdf/layout-parser-paper-with-empty-pages.pdf", FAST);
    expect(elements.length).toBeGreaterThan(10);
    expect(pages(elements)).toEqual(new Set([1, 4]));
  });

  it("test_partition_pdf_outputs_valid_amount_of_elements_and_metadata_values (fast, start 3)", async () => {
    const elements = await partitionCorpus("pdf/layout-parser-paper-with-empty-pages.pdf", {
      ...FAST,
      starting_page_number: 3,
    });
    expect(elements.length).toBeGreaterThan(10);
    expect(pages(elements)).toEqual(new Set([3, 6]));
  });

  // pdfminer cuts the rotated arXiv side note into six boxes of stacked characters, so the title is the
  // seventh element; docflow reads the side note as one line, and the title is the second.
  it.fails(`${KNOWN_DIFFERENCE} test_partition_pdf_with_auto_strategy: the title and the filename`, async () => {
    const elements = await partitionCorpus("pdf/layout-parser-paper-fast.pdf", AUTO);
    expect(elements[6]?.text).toBe(TITLE);
    expect(elements[6]?.metadata.filename).toBe("layout-parser-paper-fast.pdf");
  });

  it("test_partition_pdf_with_page_breaks / _with_no_page_breaks", async () => {
    const withBreaks = await partitionCorpus("pdf/layout-parser-paper-fast.pdf", {
      ...AUTO,
      include_page_breaks: true,
    });
    expect(withBreaks.map((e) => e.type)).toContain("PageBreak");
    const without = await partitionCorpus("pdf/layout-parser-paper-fast.pdf", AUTO);
    expect(without.map((e) => e.type)).not.toContain("PageBreak");
  });

  it("test_partition_pdf_with_fast_strategy: starting_page_number 3, pages {3, 4}, filename", async () => {
    const elements = await partitionCorpus("pdf/layout-parser-paper-fast.pdf", {
      ...FAST,
      starting_page_number: 3,
    });
    expect(elements.length).toBeGreaterThan(10);
    expect(pages(elements)).toEqual(new Set([3, 4]));
    for (const e of elements) expect(e.metadata.filename).toBe("layout-parser-paper-fast.pdf");
  });

  it("test_partition_pdf_with_fast_strategy_and_page_breaks", async () => {
    const elements = await partitionCorpus("pdf/layout-parser-paper-fast.pdf", {
      ...FAST,
      include_page_breaks: true,
    });
    expect(elements.length).toBeGreaterThan(10);
    expect(elements.map((e) => e.type)).toContain("PageBreak");
    for (const e of elements) expect(e.metadata.filename).toBe("layout-parser-paper-fast.pdf");
  });

  // The page's body is a form XObject; the reference gives each blank-line paragraph of a form's text the
  // form's bounding box (x = -1.7 here), five elements in all. docflow lays the form's text out as any other
  // (16 elements) and keeps coordinates outside the page as they are (see formats/pdf.test.ts).
  it.fails(`${KNOWN_DIFFERENCE} test_partition_pdf_with_fast_neg_coordinates (negative-coords.pdf)`, async () => {
    const elements = await partitionCorpus("pdf/negative-coords.pdf", { ...FAST, coordinates: true });
    expect(elements).toHaveLength(5);
    expect(points(elements[0])?.[0]?.[0]).toBeLessThan(0);
    expect(points(elements[0])?.[1]?.[0]).toBeLessThan(0);
  });

  it("test_partition_pdf_with_fast_groups_text: the abstract is one NarrativeText", async () => {
    const elements = await partitionCorpus("pdf/layout-parser-paper-fast.pdf", FAST);
    const first = elements.find((e) => e.type === "NarrativeText");
    expect(first?.text.length).toBeGreaterThan(1000);
    expect(first?.text.startsWith("Abstract. Recent advances")).toBe(true);
    expect(first?.text.endsWith("https://layout-parser.github.io.")).toBe(true);
    expect(first?.metadata.filename).toBe("layout-parser-paper-fast.pdf");
  });

  it("test_partition_pdf_with_fast_strategy_deduplicates_fake_bold (default threshold)", async () => {
    const elements = await partitionCorpus("pdf/fake-bold-sample.pdf", FAST);
    const text = elements.map((e) => e.text).join(" ");
    // The reference also compares with a run without deduplication (PDF_CHAR_DUPLICATE_THRESHOLD=0), a
    // setting docflow does not have; the note at the end of the document spells 'BBOOLLDD' itself.
    expect(text).toContain("BOLD");
  });

  it("test_partition_pdf_with_fast_strategy_extracts_embedded_cmap_text", async () => {
    const elements = await partitionCorpus("pdf/embedded-cmap-cidfont.pdf", FAST);
    const text = elements.map((e) => e.text).join(" ");
    expect(text).toContain("Heading in Helvetica");
    expect(text).toContain("This text uses an embedded CMap");
    expect(text).toContain("and should be extractable");
    expect(elements).toHaveLength(3);
  });

  it("test_partition_pdf_strategies_keep_languages_metadata (fast, kor)", async () => {
    const elements = await partitionCorpus("pdf/korean-text-with-tables.pdf", {
      ...FAST,
      languages: ["kor"],
    });
    expect(elements[0]?.metadata.languages).toEqual(["kor"]);
  });

  it("test_partition_pdf_detects_document_language (fast, fr_olap.pdf)", async () => {
    const elements = await partitionCorpus("language-docs/fr_olap.pdf", FAST);
    expect(elements.length).toBeGreaterThan(0);
    expect(elements[0]?.metadata.languages).toEqual(["fra"]);
    expect(elements.at(-1)?.metadata.languages).toEqual(["fra"]);
  });

  it("test_partition_pdf_requiring_recursive_text_grab (reliance.pdf)", async () => {
    const elements = await partitionCorpus("pdf/reliance.pdf", FAST);
    expect(elements.length).toBeGreaterThan(50);
    expect(elements[0]?.metadata.page_number).toBe(1);
    expect(elements.at(-1)?.metadata.page_number).toBe(3);
  });

  it("test_partition_pdf_text_not_extractable (loremipsum-flat.pdf, fast)", async () => {
    expect(await partitionCorpus("pdf/loremipsum-flat.pdf", FAST)).toHaveLength(0);
  });

  it("test_partition_pdf_fast_groups_text_in_text_box (chevron-page.pdf): types and texts", async () => {
    const elements = await partitionCorpus("pdf/chevron-page.pdf", { ...FAST, coordinates: true });
    expect(typed(elements.slice(0, 1))).toEqual([["Title", "eastern mediterranean"]]);
    expect(elements[1]?.type).toBe("NarrativeText");
    expect(elements[1]?.text.startsWith("We")).toBe(true);
    expect(elements[1]?.text.endsWith("Jordan and Egypt.")).toBe(true);
    expect(typed(elements.slice(2, 3))).toEqual([["UncategorizedText", "2.5"]]);
  });

  it("test_partition_pdf_fast_groups_text_in_text_box (chevron-page.pdf): coordinates", async () => {
    const elements = await partitionCorpus("pdf/chevron-page.pdf", { ...FAST, coordinates: true });
    const expectBox = (e: Element | undefined, box: number[][]) => {
      expect(e?.metadata.coordinates?.system).toBe("PixelSpace");
      expect(e?.metadata.coordinates?.layout_width).toBe(612);
      expect(e?.metadata.coordinates?.layout_height).toBe(792);
      const got = points(e) ?? [];
      expect(got).toHaveLength(4);
      box.forEach(([x, y], i) => {
        expect(got[i]?.[0]).toBeCloseTo(x ?? Number.NaN, 3);
        expect(got[i]?.[1]).toBeCloseTo(y ?? Number.NaN, 3);
      });
    };
    expectBox(elements[0], [
      [193.1741, 71.94],
      [193.1741, 91.94],
      [418.6881, 91.94],
      [418.6881, 71.94],
    ]);
    expectBox(elements[2], [
      [95.6683, 181.1647],
      [95.6683, 226.1647],
      [166.7908, 226.1647],
      [166.7908, 181.1647],
    ]);
  });

  // The links jump to named destinations ("cite.wu2019detectron2") that this two-page excerpt no longer
  // defines; PDFium resolves a GoTo action only through the document's names and cannot give the bare name.
  it.fails(`${KNOWN_DIFFERENCE} test_partition_pdf_hyperlinks (fast): the last element's links`, async () => {
    const elements = await partitionCorpus("pdf/layout-parser-paper-fast.pdf", FAST);
    expect(elements.at(-1)?.metadata.links).toEqual([
      { text: "8", url: "cite.gardner2018allennlp", start_index: 138 },
      { text: "34", url: "cite.wolf2019huggingface", start_index: 141 },
      { text: "35", url: "cite.wu2019detectron2", start_index: 168 },
    ]);
  });

  it("test_partition_pdf_hyperlinks_multiple_lines (fast, embedded-link.pdf)", async () => {
    const elements = await partitionCorpus("pdf/embedded-link.pdf", FAST);
    const links = elements.at(-1)?.metadata.links ?? [];
    expect(links.at(-1)?.text).toBe("capturing");
    expect(links).toHaveLength(2);
  });

  it("test_partition_pdf_word_bbox_not_char (interface-config-guide-p93.pdf): 17 elements", async () => {
    expect(await partitionCorpus("pdf/interface-config-guide-p93.pdf", FAST)).toHaveLength(17);
  });

  it("test_partition_pdf_fast_no_mapping_errors (a1977-backus-p21.pdf)", async () => {
    await expect(partitionCorpus("pdf/a1977-backus-p21.pdf", FAST)).resolves.toBeDefined();
  });

  it("test_partition_pdf_with_bad_color_profile (pdf-bad-color-space.pdf): some elements", async () => {
    expect((await partitionCorpus("pdf/pdf-bad-color-space.pdf", FAST)).length).toBeGreaterThan(0);
  });

  it("test_partition_pdf_with_fast_finds_headers_footers (header-test-doc.pdf)", async () => {
    const elements = await partitionCorpus("pdf/header-test-doc.pdf", FAST);
    expect(elements[0]?.type).toBe("Header");
    expect(elements.at(-1)?.type).toBe("Footer");
    expect(elements.map((e) => e.text)).toEqual([
      "I Am A Header",
      "Title",
      "Here is a lovely sentences.",
      "I Am A Footer",
    ]);
  });

  it("test_combine_numbered_list (auto): four ListItems", async () => {
    const elements = await partitionCorpus("pdf/layout-parser-paper-fast.pdf", AUTO);
    const items = elements.filter((e) => e.type === "ListItem");
    expect(elements.length).toBeLessThan(28);
    expect(items).toHaveLength(4);
    expect(items[0]?.text.endsWith("character recognition, and other DIA tasks (Section 3)")).toBe(true);
  });

  it("test_unique_and_deterministic_element_ids (fast, starting_page_number 2)", async () => {
    const elements = await partitionCorpus("pdf/fake-memo-with-duplicate-page.pdf", {
      ...FAST,
      starting_page_number: 2,
    });
    expect(elements.map((e) => e.element_id)).toEqual([
      "27a6cb3e5a4ad399b2f865729bbd3840",
      "a90a54baba0093296a013d26b7acbc17",
      "9be424e2d151dac4b5f36a85e9bbfe65",
      "4631da875fb4996c63b2d80cea6b588e",
      "6264f4eda97a049f4710f9bea0c01cbd",
      "abded7b2ff3a5542c88b4a831755ec24",
      "b781ea5123cb31e0571391b7b42cac75",
      "033f27d2618ba4cda9068b267b5a731e",
      "8982a12fcced30dd12ccbf61d14f30bf",
      "41af2fd5df0cf47aa7e8ecca200d3ac6",
    ]);
  });

  it("test_auto_partition_overwrites_any_filetype_applied_by_file_specific_partitioner: application/pdf", async () => {
    const elements = await partitionCorpus("pdf/layout-parser-paper-fast.pdf", FAST);
    expect(elements.every((e) => e.metadata.filetype === "application/pdf")).toBe(true);
  });
});
