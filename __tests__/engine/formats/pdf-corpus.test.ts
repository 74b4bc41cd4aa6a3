// Real PDFs from the shared corpus through the fast strategy (every one gives elements or a typed
// error), text-layer assertions on the documents the issue names, hi_res tables, and agreement with the
// reference's by_title chunks of multi-column-2p.pdf.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Element } from "../../../src/contract/element.js";
import { parsePartitionParameters } from "../../../src/contract/partition.js";
import { InvalidDocumentError } from "../../../src/engine/core/errors.js";
import { partition } from "../../../src/engine/partition.js";
import { tokenF1 } from "../../helpers/agreement.js";
import { corpusDir } from "../../helpers/corpus.js";

const corpus = corpusDir();
const root = corpus ?? "";

async function run(path: string, fields: Record<string, unknown> = {}): Promise<Element[]> {
  const filename = path.split("/").pop() ?? path;
  return partition(
    { data: readFileSync(join(root, path)), filename },
    parsePartitionParameters({ strategy: "fast", ...fields }),
  );
}

const texts = (elements: Element[], type?: string) =>
  elements.filter((e) => type === undefined || e.type === type).map((e) => e.text);

/** Long documents: every page must give elements (the 400-page one has a blank page, its 399th). */
const LONG: Record<string, { pages: number; withText: number }> = {
  "DA-619p.pdf": { pages: 619, withText: 619 },
  "pdf2image-memory-error-test-400p.pdf": { pages: 399, withText: 398 },
};
const BROKEN: Record<string, RegExp> = {
  "password.pdf": /^File is encrypted\. Please decrypt it with password\.$/,
  "failing-encrypted.pdf": /^File is encrypted\. Please decrypt it with password\.$/,
  "failing-invalid.pdf": /^File does not appear to be a valid PDF\. Error: /,
  "failing-missing-pages.pdf": /^File does not appear to be a valid PDF\. Error: /,
  "failing-missing-root.pdf": /^File does not appear to be a valid PDF\. Error: /,
};
/** Scans and outlined text: no text layer, so fast finds nothing (hi_res and ocr_only OCR them). */
const NO_TEXT_LAYER = new Set([
  "single_table.pdf",
  "table-multi-row-column-cells.pdf",
  "loremipsum-flat.pdf",
]);

/** Every PDF of the corpus, wherever it lies (pdf/, language-docs/, the top folder, api-sample-docs/). */
function corpusPdfs(): string[] {
  if (!corpus) return [];
  return ["example-docs/pdf", "example-docs/language-docs", "example-docs", "api-sample-docs"].flatMap(
    (dir) =>
      readdirSync(join(root, dir))
        .filter((name) => name.endsWith(".pdf"))
        .map((name) => `${dir}/${name}`),
  );
}

describe.runIf(corpus !== undefined)("corpus PDFs, fast", () => {
  it.each(corpusPdfs())("%s gives elements or a typed error", { timeout: 120_000 }, async (path) => {
    const name = path.split("/").pop() ?? "";
    const expected = BROKEN[name];
    if (expected) {
      const failure = run(path);
      await expect(failure).rejects.toThrow(InvalidDocumentError);
      await expect(failure).rejects.toThrow(expected);
      return;
    }
    const elements = await run(path);
    if (NO_TEXT_LAYER.has(name)) {
      expect(elements).toEqual([]);
      return;
    }
    const long = LONG[name];
    if (long) {
      const pages = new Set(elements.map((element) => element.metadata.page_number));
      expect(pages.size).toBe(long.withText);
      expect(Math.max(...(pages as Set<number>))).toBeLessThanOrEqual(long.pages);
    }
    expect(elements.length).toBeGreaterThan(0);
    for (const element of elements) {
      expect(element.metadata.page_number).toBeGreaterThanOrEqual(1);
      expect(element.text.trim()).not.toBe("");
    }
  });

  it("copy-protected.pdf (owner password only) partitions like any other", async () => {
    expect((await run("example-docs/pdf/copy-protected.pdf")).length).toBeGreaterThan(10);
  });

  it("layout-parser-paper-fast.pdf: title, abstract, section titles and the numbered contributions", async () => {
    const elements = await run("example-docs/pdf/layout-parser-paper-fast.pdf");
    expect(texts(elements, "Title")).toContain(
      "LayoutParser: A Uniﬁed Toolkit for Deep Learning Based Document Image Analysis",
    );
    expect(texts(elements, "Title")).toContain("1 Introduction");
    const abstract = elements.find((e) =>
      e.text.startsWith("Abstract. Recent advances in document image analysis"),
    );
    expect(abstract?.type).toBe("NarrativeText");
    const items = texts(elements, "ListItem");
    expect(items.some((t) => t.startsWith("1. An oﬀ-the-shelf toolkit for applying DL models"))).toBe(true);
    expect(items.some((t) => t.startsWith("4. A DL model hub and community platform"))).toBe(true);
    expect(new Set(elements.map((e) => e.metadata.page_number))).toEqual(new Set([1, 2]));
  });

  it("multi-column-2p.pdf: the left column is read before the right one", async () => {
    const elements = await run("example-docs/pdf/multi-column-2p.pdf");
    const all = texts(elements);
    const at = (start: string) => all.findIndex((t) => t.startsWith(start));
    const title = at("Dense Passage Retrieval for Open-Domain Question Answering");
    const abstract = at("Open-domain question answering relies on ef-ﬁcient passage retrieval");
    const intro = at("Open-domain question answering (QA) (Voorhees, 1999) is a task");
    const rightColumn = at("Retrieval in open-domain QA is usually imple-mented using TF-IDF");
    const background = at("2 Background");
    expect(title).toBeGreaterThanOrEqual(0);
    expect([title, abstract, intro, rightColumn, background].every((i) => i >= 0)).toBe(true);
    expect(title).toBeLessThan(abstract);
    expect(abstract).toBeLessThan(intro);
    expect(intro).toBeLessThan(rightColumn);
    expect(rightColumn).toBeLessThan(background);
    expect(elements[background]?.type).toBe("Title");
    expect(elements[background]?.metadata.page_number).toBe(2);
  });

  it("multi-column-2p.pdf: the reference's sentences come in the reference's order", async () => {
    // pdfminer reads this two-column paper in order (its by_title chunks, expected/); docflow must read
    // the same sentences in the same order. Where the reference is wrong, docflow differs: it leaves the
    // breve of "Oğuz" drawn apart ("O˘guz"), which docflow puts back on its letter.
    const reference = JSON.parse(
      readFileSync(join(root, "expected", "multi-column-2p.pdf.by_title.json"), "utf8"),
    ) as { text: string }[];
    const norm = (text: string) => text.replace(/\s+/g, " ");
    const ours = norm(texts(await run("example-docs/pdf/multi-column-2p.pdf")).join(" "));
    const sentences = reference
      .flatMap((chunk) => chunk.text.split("\n\n"))
      .flatMap((paragraph) => norm(paragraph).split(/(?<=[.?!])\s+/))
      .filter((sentence) => sentence.length >= 40);
    expect(sentences.length).toBeGreaterThan(40);
    // Each sentence is looked for after the one before it: a sentence out of order is not found.
    let from = 0;
    let inOrder = 0;
    for (const sentence of sentences) {
      const at = ours.indexOf(sentence.slice(0, 30), from);
      if (at < 0) continue;
      inOrder++;
      from = at;
    }
    expect(inOrder / sentences.length).toBeGreaterThanOrEqual(0.9);
    expect(ours).toContain("Barlas Oğuz");
  });

  it("embedded-images.pdf: three columns read one after the other", async () => {
    const all = texts(await run("example-docs/pdf/embedded-images.pdf")).join(" ");
    const order = [
      "“HANDS-FREE” CARD: use (2/4)",
      "Hands-free unlocking, when approaching the vehicle;",
      "With the card in access zone 3, the ve-hicle will unlock.",
      "Depending on the vehicle, the door mirrors fold in/out automatically",
      "Hands-free locking when moving away from the vehicle",
      "With the card on you, doors and lug-gage compartment door closed",
      "Note: the distance at which the vehicle locks depends on the surroundings.",
      "To indicate that the vehicle has been locked, the hazard warning lights",
      "If the card has been within the detec-tion area 3",
      "The vehicle cannot be remotely locked if the card is within the area 4.",
    ].map((text) => all.indexOf(text));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("list-item-example.pdf: bulleted lines are list items", async () => {
    const elements = await run("example-docs/pdf/list-item-example.pdf");
    const items = texts(elements, "ListItem");
    expect(items).toContain("What are product types?");
    expect(items).toContain("Timescales and conduct of development");
    expect(items.length).toBeGreaterThanOrEqual(20);
    expect(texts(elements, "Title")).toContain(
      "Module One - Introduction to Product Development and Quality Assurance",
    );
  });

  it("DA-1p.pdf: bold headings are titles, the page number is found", async () => {
    const elements = await run("example-docs/pdf/DA-1p.pdf");
    expect(texts(elements, "Title").slice(0, 3)).toEqual(["MAIN GAME", "CREATURES", "Abomination"]);
    expect(texts(elements, "Title")).toContain("Arcane Horror");
    expect(texts(elements, "PageNumber")).toEqual(["6"]);
    expect(elements.find((e) => e.text.startsWith('"We arrived in the dead of night.'))?.type).toBe(
      "NarrativeText",
    );
  });

  it("rotated-page-90.pdf: the text of a rotated page is read", async () => {
    const elements = await run("example-docs/rotated-page-90.pdf", { coordinates: true });
    expect(texts(elements).sort()).toEqual(
      ["Hello World Test Text", "Rotated page fixture", "Second line of text here"].sort(),
    );
    // Coordinates stay inside the displayed page.
    for (const element of elements) {
      const { points, layout_width = 0, layout_height = 0 } = element.metadata.coordinates ?? { points: [] };
      for (const [x, y] of points) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(layout_width ?? 0);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(layout_height ?? 0);
      }
    }
  });

  it("embedded-link.pdf: link texts, urls and offsets", async () => {
    const elements = await run("example-docs/pdf/embedded-link.pdf");
    const first = elements[0];
    expect(first?.text).toBe("This is the link. This is the email. This is the phone number.");
    expect(first?.metadata.link_urls).toEqual([
      "https://github.com/Unstructured-IO/unstructured",
      "mailto:unstructuredai@earlygrowth.com",
      "tel:6505124019",
    ]);
    expect(first?.metadata.link_texts).toEqual(["link", "email", "phone number"]);
    const links = first?.metadata.links as { text: string; start_index: number }[];
    for (const link of links)
      expect(first?.text.slice(link.start_index, link.start_index + link.text.length)).toBe(link.text);
  });

  it("emphasis-text.pdf: bold and italic runs", async () => {
    const elements = await run("example-docs/pdf/emphasis-text.pdf");
    expect(elements[0]?.metadata.emphasized_text_contents).toEqual(["bold"]);
    expect(elements[0]?.metadata.emphasized_text_tags).toEqual(["b"]);
    expect(elements[1]?.metadata.emphasized_text_contents).toEqual([
      "Italic",
      "Italic and bold",
      "Italic and bold",
    ]);
    expect(elements[1]?.metadata.emphasized_text_tags).toEqual(["i", "b", "i"]);
  });

  it("header-test-doc.pdf: header and footer", async () => {
    const elements = await run("example-docs/pdf/header-test-doc.pdf");
    expect(elements.map((e) => [e.type, e.text])).toEqual([
      ["Header", "I Am A Header"],
      ["Title", "Title"],
      ["NarrativeText", "Here is a lovely sentences."],
      ["Footer", "I Am A Footer"],
    ]);
  });
});

describe.runIf(corpus !== undefined)("corpus PDFs, hi_res", () => {
  it("layout-parser-paper-with-table.pdf: the model-zoo table with its rows", async () => {
    const elements = await run("example-docs/pdf/layout-parser-paper-with-table.pdf", { strategy: "hi_res" });
    const tables = elements.filter((e) => e.type === "Table");
    expect(tables).toHaveLength(1);
    const html = tables[0]?.metadata.text_as_html ?? "";
    // Its header row sits above the one rule inside the grid, as the reference's table model writes it.
    expect(html.startsWith("<table><thead><tr><th>Dataset</th>")).toBe(true);
    expect(html).toContain("<tr><td>PubLayNet [38]</td><td>F / M</td><td>M</td><td>Layouts of modern");
    expect(html).toContain("<td>PubLayNet [38]</td>");
    expect(html).toContain("<td>HJDataset [31]</td>");
    expect((html.match(/<tr>/g) ?? []).length).toBeGreaterThanOrEqual(6);
    // The table's cells are not repeated as paragraphs.
    expect(elements.some((e) => e.type !== "Table" && e.text.includes("PubLayNet [38] PRImA [3]"))).toBe(
      false,
    );
  });

  it("korean-text-with-tables.pdf: its ruled tables are Tables, their header cells no Titles", async () => {
    const elements = await run("example-docs/pdf/korean-text-with-tables.pdf", { strategy: "hi_res" });
    const tables = elements.filter((e) => e.type === "Table");
    expect(tables.length).toBeGreaterThanOrEqual(2);
    const html = tables[0]?.metadata.text_as_html ?? "";
    expect(html.startsWith("<table><thead><tr><th>업종</th><th>적립 대상</th></tr></thead><tbody>")).toBe(
      true,
    );
    expect(html).toContain("<tr><td>주유</td><td>모든 주유소</td></tr>");
    expect(elements.some((e) => e.type === "Title" && e.text === "업종")).toBe(false);
  });

  it("embedded-images.pdf: figures become Image elements, cropped when asked", async () => {
    const elements = await run("example-docs/pdf/embedded-images.pdf", {
      strategy: "hi_res",
      extract_image_block_types: ["Image"],
    });
    const images = elements.filter((e) => e.type === "Image");
    expect(images.length).toBeGreaterThan(0);
    expect(images[0]?.metadata.image_mime_type).toBe("image/png");
    expect(
      Buffer.from(images[0]?.metadata.image_base64 ?? "", "base64")
        .subarray(1, 4)
        .toString(),
    ).toBe("PNG");
  });
});

// OCR takes seconds a page: one scanned page per strategy.
describe.runIf(corpus !== undefined)("corpus PDFs, OCR", () => {
  it("single_table.pdf (a scanned table, hi_res): read with OCR into a Table, the scan no figure", async () => {
    const elements = await run("example-docs/pdf/single_table.pdf", { strategy: "hi_res" });
    expect(elements.some((e) => e.type === "Image")).toBe(false);
    const text = elements.map((e) => e.text).join(" ");
    for (const cell of ["64,058", "32,051", "16,046", "800.73", "(484.11)", "N/A", "96.20"]) {
      expect(text).toContain(cell);
    }
    expect(elements.every((e) => e.metadata.page_number === 1)).toBe(true);
    // OCR lines carry their words, so table detection splits each row at the gaps between cells.
    const tables = elements.filter((e) => e.type === "Table");
    expect(tables).toHaveLength(1);
    const html = tables[0]?.metadata.text_as_html ?? "";
    expect(html).toMatch(/^<table>.*<\/table>$/);
    const rows = html.match(/<tr>.*?<\/tr>/g) ?? [];
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of [
      ["Base 128", "64,058", "800.73 (484.11)", "N/A"],
      ["Base 256", "32,051", "400.64 (242.04)", "N/A"],
      ["Base 512", "16,046", "200.58 (121.01)", "N/A"],
    ]) {
      expect(html).toContain(`<tr>${row.map((cell) => `<td>${cell}</td>`).join("")}</tr>`);
    }
    expect(html).toContain("<td>96.20 (57.53)</td>");
    expect(tables[0]?.text).toContain("Base 512 16,046");
  });

  it("pdf-with-ocr-text.pdf (ocr_only): the scan is read again, not its hidden text layer", async () => {
    const elements = await run("example-docs/pdf/pdf-with-ocr-text.pdf", { strategy: "ocr_only" });
    const text = elements.map((e) => e.text).join(" ");
    const words = new Set(text.toLowerCase().match(/[a-z]+/g) ?? []);
    for (const word of ["foundation", "letter", "accepting", "enclosing", "contracts"]) {
      expect(words).toContain(word);
    }
    expect(elements.length).toBeGreaterThan(5);
  });
});

/** Word multiset overlap (F1) between two texts. */

describe.runIf(corpus !== undefined)("conformance: multi-column-2p.pdf chunked by_title", () => {
  // The reference's chunks come from pdfminer's text boxes; ours from our own blocks, so chunk
  // boundaries differ where a block boundary differs. What must agree: the words (multiset F1 ≥ 0.9 —
  // the misses are the sidebar's letter-by-letter arXiv stamp and math fragments), the pages, the
  // section order, and a chunk count of the same order.
  it("agrees on words, pages and section order", async () => {
    const reference = JSON.parse(
      readFileSync(join(root, "expected", "multi-column-2p.pdf.by_title.json"), "utf8"),
    ) as {
      type: string;
      text: string;
      metadata: { page_number?: number };
    }[];
    const chunks = await run("example-docs/pdf/multi-column-2p.pdf", {
      chunking_strategy: "by_title",
      max_characters: 2000,
      multipage_sections: false,
    });
    expect(chunks.every((c) => c.type === "CompositeElement" || c.type === "Table")).toBe(true);
    const ours = chunks.map((c) => c.text).join("\n\n");
    const theirs = reference.map((c) => c.text).join("\n\n");
    expect(tokenF1(ours, theirs)).toBeGreaterThanOrEqual(0.9);
    expect(new Set(chunks.map((c) => c.metadata.page_number))).toEqual(
      new Set(reference.map((c) => c.metadata.page_number)),
    );
    expect(chunks.length).toBeGreaterThanOrEqual(Math.floor(reference.length / 2));
    expect(chunks.length).toBeLessThanOrEqual(reference.length * 3);
    const order = ["1 Introduction", "2 Background", "3 Dense Passage Retriever (DPR)"].map((heading) =>
      ours.indexOf(heading),
    );
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});
