// The page-batch arithmetic, as the hosted SDK does it (2..20 pages a batch, spread over the concurrent
// requests, 5 at once by default, at most 50), the page range checks, the batches cut by pdf-lib.
// (The limiter that bounds a run's requests is tested in __tests__/limiter.test.ts.)
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import {
  batchConcurrency,
  extractPages,
  loadPdf,
  pageRangeOf,
  pagesPerBatch,
  planBatches,
} from "../../src/client/split-pdf.js";
import { makePdf } from "../fixtures/pdf/make-pdf.js";

const all = (pages: number) => ({ firstPage: 1, lastPage: pages });

describe("batch sizes", () => {
  it("takes the concurrency from the field, 5 by default, clipped to 1..50", () => {
    expect([undefined, null, 0, -3, 1, 8, 50, 51, 500].map(batchConcurrency)).toEqual([
      5, 5, 5, 5, 1, 8, 50, 50, 50,
    ]);
  });

  it("spreads pages over the requests within 2..20 pages a batch", () => {
    expect(pagesPerBatch(9, 3)).toBe(3);
    expect(pagesPerBatch(9, 5)).toBe(2);
    expect(pagesPerBatch(3, 10)).toBe(2);
    expect(pagesPerBatch(619, 5)).toBe(20);
    expect(pagesPerBatch(99, 5)).toBe(20);
    expect(pagesPerBatch(100, 5)).toBe(20);
  });

  it("sends whole what one batch holds, unless a page range asks for part of the document", () => {
    expect(planBatches(1, all(1), 5)).toBeUndefined();
    expect(planBatches(2, all(2), 5)).toBeUndefined();
    expect(planBatches(3, all(3), 1)).toBeUndefined();
    expect(planBatches(5, all(5), 5)).toEqual([
      { firstPage: 1, lastPage: 2 },
      { firstPage: 3, lastPage: 4 },
      { firstPage: 5, lastPage: 5 },
    ]);
    expect(planBatches(10, { firstPage: 4, lastPage: 4 }, 5)).toEqual([{ firstPage: 4, lastPage: 4 }]);
    const big = planBatches(619, all(619), 5) ?? [];
    expect(big).toHaveLength(31);
    expect(big.at(-1)).toEqual({ firstPage: 601, lastPage: 619 });
  });

  it("checks the page range against the document", () => {
    expect(pageRangeOf(undefined, 9, "a.pdf")).toEqual(all(9));
    expect(pageRangeOf([], 9, "a.pdf")).toEqual(all(9));
    expect(pageRangeOf([3, 7], 9, "a.pdf")).toEqual({ firstPage: 3, lastPage: 7 });
    expect(pageRangeOf([4], 9, "a.pdf")).toEqual({ firstPage: 4, lastPage: 9 });
    for (const bad of [
      [0, 3],
      [3, 10],
      [7, 3],
      [1, 2, 3],
    ]) {
      expect(() => pageRangeOf(bad, 9, "a.pdf")).toThrow(/does not fit a\.pdf: it has 9 pages/);
    }
  });
});

describe("pdf-lib batches", () => {
  it("cuts the pages asked for, and reads nothing from what is no PDF", async () => {
    const texts = (n: number) => [{ x: 72, y: 700, size: 12, text: `Page ${n}` }];
    const loaded = await loadPdf(makePdf([1, 2, 3, 4].map((n) => ({ texts: texts(n), width: 500 + n }))));
    expect(loaded?.pages).toBe(4);
    const batch = await PDFDocument.load(
      await extractPages(loaded?.pdf as PDFDocument, { firstPage: 2, lastPage: 3 }),
    );
    expect(batch.getPages().map((page) => page.getWidth())).toEqual([502, 503]);
    expect(await loadPdf(new TextEncoder().encode("%PDF-1.4\nnothing here"))).toBeUndefined();
    expect(await loadPdf(new TextEncoder().encode("plain text"))).toBeUndefined();
  });
});
