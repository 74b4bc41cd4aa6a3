// strategy=vlm in the embedded engine (and so the CLI's partition without a server): a PDF's or an
// image's pages would go to a vision-language model, which the engine does not have. It says so instead
// of partitioning with another strategy; other file types, which have no pages to look at, are unaffected.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { parsePartitionParameters } from "../../src/contract/partition.js";
import {
  LimitExceededError,
  UnsupportedOptionError,
  VlmUnavailableError,
} from "../../src/engine/core/errors.js";
import type { Draft, PageReader } from "../../src/engine/core/types.js";
import { partition, readsPages } from "../../src/engine/partition.js";
import { makePdf } from "../fixtures/pdf/make-pdf.js";

const VLM = parsePartitionParameters({ strategy: "vlm" });

describe("strategy=vlm in the embedded engine", () => {
  it("refuses a PDF and an image, naming the strategy and what to do", async () => {
    const pdf = makePdf([{ texts: [{ x: 72, y: 700, size: 12, text: "A page of text." }] }]);
    const refused = partition({ data: pdf, filename: "report.pdf" }, VLM);
    await expect(refused).rejects.toBeInstanceOf(VlmUnavailableError);
    await expect(refused).rejects.toBeInstanceOf(UnsupportedOptionError);
    await expect(refused).rejects.toThrow(
      /^strategy=vlm sends the pages of report\.pdf to a vision-language model, and the embedded engine has none: .*docflow serve.*or choose strategy hi_res, fast, ocr_only or auto\.$/,
    );
    const png = await sharp({
      create: { width: 40, height: 20, channels: 3, background: { r: 255, g: 255, b: 255 } },
    })
      .png()
      .toBuffer();
    await expect(partition({ data: new Uint8Array(png), filename: "scan.png" }, VLM)).rejects.toThrow(
      "strategy=vlm sends the pages of scan.png",
    );
  });

  it("partitions a file without pages as any other strategy would", async () => {
    const text = new TextEncoder().encode(
      "Minutes\n\nThe committee met and agreed on the budget for next year.",
    );
    const elements = await partition({ data: text, filename: "minutes.txt" }, VLM);
    expect(elements.map((e) => e.type)).toEqual(["Title", "NarrativeText"]);
  });
});

// The server's strategy=vlm is a page reader the engine is given: whatever the model answers goes
// through the engine's own pipeline — page offsets, ids, parents, chunking and every limit.
describe("strategy=vlm with a page reader", () => {
  const pdf = makePdf([1, 2].map((n) => ({ texts: [{ x: 72, y: 700, size: 12, text: `Layer ${n}` }] })));
  /** Reads every page as a heading and a paragraph, with its own ids and parent links, as the model node does. */
  const reader =
    (paragraph: (page: number) => string = (page) => `What the model read on page ${page}.`): PageReader =>
    async ({ fileType }) => {
      expect(fileType.name).toBe("pdf");
      return [1, 2].flatMap((page): Draft[] => [
        { id: `t${page}`, type: "Title", text: `Page ${page}`, metadata: { page_number: page } },
        {
          id: `p${page}`,
          type: "NarrativeText",
          text: paragraph(page),
          metadata: { page_number: page, parent_id: `t${page}` },
        },
      ]);
    };

  it("gives the answer the engine's page offsets, ids, parent links and metadata", async () => {
    const params = parsePartitionParameters({ strategy: "vlm", starting_page_number: 5 });
    expect(await readsPages({ data: pdf, filename: "two.pdf" }, params)).toBe(true);
    expect(await readsPages({ data: new TextEncoder().encode("text"), filename: "a.txt" }, params)).toBe(
      false,
    );
    const elements = await partition({ data: pdf, filename: "two.pdf" }, params, { readPages: reader() });
    expect(elements.map((e) => [e.type, e.metadata.page_number])).toEqual([
      ["Title", 5],
      ["NarrativeText", 5],
      ["Title", 6],
      ["NarrativeText", 6],
    ]);
    expect(elements.every((e) => /^[0-9a-f]{32}$/.test(e.element_id))).toBe(true);
    expect(elements[1]?.metadata.parent_id).toBe(elements[0]?.element_id);
    expect(elements[3]?.metadata.parent_id).toBe(elements[2]?.element_id);
    expect(elements[0]?.metadata).toMatchObject({ filename: "two.pdf", filetype: "application/pdf" });
    // The same ids as the engine gives any element: a split PDF's batches agree with the whole.
    const again = await partition({ data: pdf, filename: "two.pdf" }, params, { readPages: reader() });
    expect(again.map((e) => e.element_id)).toEqual(elements.map((e) => e.element_id));
  });

  it("chunks the answer as the engine chunks any document", async () => {
    const params = parsePartitionParameters({ strategy: "vlm", chunking_strategy: "by_page" });
    const chunks = await partition({ data: pdf, filename: "two.pdf" }, params, { readPages: reader() });
    expect(chunks.map((c) => [c.type, c.metadata.page_number])).toEqual([
      ["CompositeElement", 1],
      ["CompositeElement", 2],
    ]);
    expect(chunks[0]?.text).toBe("Page 1\n\nWhat the model read on page 1.");
  });

  it("holds the answer to the engine's limits on elements, characters and chunks", async () => {
    const params = parsePartitionParameters({ strategy: "vlm" });
    const input = { data: pdf, filename: "two.pdf" };
    await expect(
      partition(input, params, { readPages: reader(), limits: { maxElements: 3 } }),
    ).rejects.toThrow(LimitExceededError);
    const long = reader(() => "x".repeat(600));
    await expect(
      partition(input, params, { readPages: long, limits: { maxCharacters: 1000 } }),
    ).rejects.toThrow(/more than 1000 characters of text \(limit max-characters\)/);
    // Chunked small, the answer makes more chunks than the limit allows, though its elements are few.
    const chunked = parsePartitionParameters({
      strategy: "vlm",
      chunking_strategy: "basic",
      max_characters: 50,
    });
    await expect(
      partition(input, chunked, { readPages: reader(() => "word ".repeat(100)), limits: { maxElements: 8 } }),
    ).rejects.toThrow(/more than 8 elements \(limit max-elements\)/);
  });
});
