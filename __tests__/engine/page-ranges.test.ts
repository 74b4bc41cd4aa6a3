// A large PDF partitioned as page ranges (each range on its own, as different workers take them) and
// merged must give exactly the elements of a whole-document run: text, metadata, element ids and
// parent_ids, chunks. Unlike the SDK's split PDF (whose batches are partitioned separately and so lose
// parents across a batch boundary), the merge assigns ids and parents over the whole document.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Element } from "../../src/contract/element.js";
import { parsePartitionParameters } from "../../src/contract/partition.js";
import {
  mergePageRanges,
  type PageRangePart,
  pageCount,
  partition,
  partitionPageRange,
} from "../../src/engine/partition.js";
import { reportPdf } from "../fixtures/pdf/make-pdf.js";
import { corpusPath } from "../helpers/corpus.js";

async function inRanges(
  data: Uint8Array,
  filename: string,
  fields: Record<string, unknown>,
  size: number,
): Promise<{ elements: Element[]; ranges: number }> {
  const params = parsePartitionParameters(fields);
  const pages = await pageCount({ data, filename }, params);
  if (pages === undefined) throw new Error(`${filename} is not read page by page`);
  const parts: PageRangePart[] = [];
  // Out of order on purpose: the merge puts them back in page order.
  const starts = Array.from({ length: Math.ceil(pages / size) }, (_, index) => 1 + index * size).reverse();
  for (const first of starts) {
    // Through JSON, as a part travels between workers.
    const part = await partitionPageRange(
      { data, filename },
      params,
      first,
      Math.min(pages, first + size - 1),
    );
    parts.push(JSON.parse(JSON.stringify(part)) as PageRangePart);
  }
  return { elements: await mergePageRanges(parts, params), ranges: parts.length };
}

describe("a PDF partitioned as page ranges and merged", () => {
  it("gives the whole document's elements, ids and parent_ids, also across range boundaries", async () => {
    const data = reportPdf();
    for (const fields of [{ strategy: "fast" }, { strategy: "hi_res" }, { strategy: "auto" }]) {
      const whole = await partition({ data, filename: "report.pdf" }, parsePartitionParameters(fields));
      const { elements, ranges } = await inRanges(data, "report.pdf", fields, 3);
      expect(ranges).toBe(4);
      expect(elements).toEqual(whole);
      // Parents reach across range boundaries (page 3's text under page 2's heading).
      const pageOf = new Map(whole.map((element) => [element.element_id, element.metadata.page_number]));
      expect(
        whole.some(
          (element) =>
            element.metadata.page_number === 3 && pageOf.get(element.metadata.parent_id ?? "") === 2,
        ),
      ).toBe(true);
    }
  });

  it("gives the same chunks, and numbers pages from starting_page_number", async () => {
    const data = reportPdf();
    const fields = {
      strategy: "fast",
      chunking_strategy: "by_title",
      max_characters: 200,
      starting_page_number: 5,
    };
    const whole = await partition({ data, filename: "report.pdf" }, parsePartitionParameters(fields));
    const { elements } = await inRanges(data, "report.pdf", fields, 4);
    expect(elements).toEqual(whole);
    expect(elements[0]?.metadata.page_number).toBe(5);
  });

  it("refuses ranges that leave a page out", async () => {
    const data = reportPdf();
    const params = parsePartitionParameters({ strategy: "fast" });
    const parts = [
      await partitionPageRange({ data, filename: "r.pdf" }, params, 1, 3),
      await partitionPageRange({ data, filename: "r.pdf" }, params, 5, 10),
    ];
    await expect(mergePageRanges(parts, params)).rejects.toThrow(/page 4 is missing/);
  });

  it("is not used for other files", async () => {
    const params = parsePartitionParameters({});
    expect(await pageCount({ data: new TextEncoder().encode("hello"), filename: "a.txt" }, params)).toBe(
      undefined,
    );
  });

  const large = corpusPath("example-docs", "pdf", "DA-619p.pdf");
  const columns = corpusPath("example-docs", "pdf", "multi-column.pdf");
  it.runIf(large !== undefined)(
    "DA-619p.pdf (619 pages, fast) and multi-column.pdf (13 pages, hi_res with tables): identical to the whole run",
    async () => {
      const data = new Uint8Array(readFileSync(large as string));
      const whole = await partition(
        { data, filename: "DA-619p.pdf" },
        parsePartitionParameters({ strategy: "fast" }),
      );
      const { elements, ranges } = await inRanges(data, "DA-619p.pdf", { strategy: "fast" }, 50);
      expect(ranges).toBe(13);
      expect(elements.length).toBe(whole.length);
      expect(elements).toEqual(whole);
      if (columns === undefined) return;
      const paper = new Uint8Array(readFileSync(columns));
      const fields = { strategy: "hi_res", pdf_infer_table_structure: true };
      const paperWhole = await partition(
        { data: paper, filename: "paper.pdf" },
        parsePartitionParameters(fields),
      );
      const merged = await inRanges(paper, "paper.pdf", fields, 5);
      expect(merged.ranges).toBe(3);
      expect(merged.elements).toEqual(paperWhole);
    },
    300_000,
  );
});
