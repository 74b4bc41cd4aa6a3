// PDFs sent to the real server in page batches (`split_pdf_page`): the batches travel concurrently, each
// with its starting_page_number, and their elements concatenated in page order are the elements of the
// unsplit request — page numbers and ids included. Also the page range, a failing batch with and
// without split_pdf_allow_failed, and the cases that are sent whole.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../../src/client/errors.js";
import { PartitionClient } from "../../src/client/partition.js";
import { PdfBatchError, type SplitReport } from "../../src/client/split-pdf.js";
import type { Element } from "../../src/contract/element.js";
import { parsePartitionForm } from "../../src/contract/partition.js";
import { DirectoryCache } from "../../src/modes/partition/cache.js";
import { runPartitionMode } from "../../src/modes/partition/mode.js";
import { renderSummary } from "../../src/modes/partition/summary.js";
import { Limiter } from "../../src/shared/limiter.js";
import { makePdf, type PdfPage } from "../fixtures/pdf/make-pdf.js";
import { corpusDir, corpusPath } from "../helpers/corpus.js";
import { startTestServer, type TestServer, testWorkerFile } from "./helpers.js";

const WORDS = ["harbour", "ledger", "meadow", "quarry", "lantern", "orchard", "beacon", "canyon", "thistle"];

/** Pages that differ from each other (no repeated header to detect), each opening with a heading. */
function bookPages(count: number): PdfPage[] {
  return Array.from({ length: count }, (_, i) => {
    const word = WORDS[i % WORDS.length] as string;
    return {
      texts: [
        { x: 72, y: 700, size: 18, bold: true, text: `Chapter ${i + 1}: The ${word}` },
        {
          x: 72,
          y: 660,
          size: 11,
          text: `The ${word} was quiet on page ${i + 1}, and the keeper wrote down what she saw there.`,
        },
        {
          x: 72,
          y: 640,
          size: 11,
          text: `Nobody came to the ${word} that evening, so the lamps stayed dark until morning.`,
        },
      ],
    };
  });
}

const PAGES = 9;
const BOOK = { name: "book.pdf", data: makePdf(bookPages(PAGES)), contentType: "application/pdf" };

/** The server's request log line: `time` when it ended, `ms` it took, `pages` the highest page number. */
interface RequestLog {
  time: number;
  ms?: number;
  pages?: number;
  status?: number;
}

let server: TestServer;
let strict: TestServer;
const logs: RequestLog[] = [];
beforeAll(async () => {
  const workerFile = await testWorkerFile();
  server = await startTestServer({
    workerFile,
    workers: 2,
    logLevel: "info",
    logStream: {
      write: (line: string) => {
        try {
          logs.push(JSON.parse(line) as RequestLog);
        } catch {
          // Not a JSON line: not a request log.
        }
      },
    },
  });
  // Uploads over 60 kB get 413: the batch holding the page with a large image fails, the others pass.
  strict = await startTestServer({ workerFile, workers: 1, maxUploadBytes: 60_000 });
});
afterAll(async () => {
  await server?.close();
  await strict?.close();
});

const pagesOf = (elements: Element[]) => elements.map((element) => element.metadata.page_number);

describe("PDF page batches against docflow serve", () => {
  it("sends batches concurrently; the merged elements equal the unsplit request's, ids included", async () => {
    const client = new PartitionClient({ baseUrl: server.url });
    const whole = await client.partition(BOOK, { split_pdf_page: false, coordinates: true });
    expect(new Set(pagesOf(whole))).toEqual(new Set(Array.from({ length: PAGES }, (_, i) => i + 1)));

    const before = logs.length;
    let report: SplitReport | undefined;
    const split = await client.partition(
      BOOK,
      { split_pdf_concurrency_level: 3, coordinates: true },
      { onSplit: (r) => (report = r) },
    );
    expect(report?.pages).toBe(PAGES);
    expect(report?.batches.map((b) => [b.firstPage, b.lastPage, b.ok])).toEqual([
      [1, 3, true],
      [4, 6, true],
      [7, 9, true],
    ]);
    // Page order, every page, and element for element the unsplit answer (text, type, id, metadata).
    const pages = pagesOf(split) as number[];
    expect(pages).toEqual([...pages].sort((a, b) => a - b));
    expect(split).toEqual(whole);

    // The server saw three requests, ending on pages 3, 6 and 9, and at least two overlapped in time.
    const requests = logs.slice(before).filter((entry) => typeof entry.pages === "number");
    expect(requests.map((entry) => entry.pages).sort()).toEqual([3, 6, 9]);
    const spans = requests.map((entry) => [entry.time - (entry.ms ?? 0), entry.time] as const);
    const overlapping = spans.some(([start, end], i) =>
      spans.some(([otherStart, otherEnd], j) => i !== j && start < otherEnd && otherStart < end),
    );
    expect(overlapping).toBe(true);
  });

  it("splits by default, with the hosted SDK's batch sizes, and honours starting_page_number", async () => {
    const client = new PartitionClient({ baseUrl: server.url });
    let report: SplitReport | undefined;
    const split = await client.partition(
      BOOK,
      { starting_page_number: 10 },
      { onSplit: (r) => (report = r) },
    );
    // Default concurrency 5: ceil(9 / 5) = 2 pages a batch.
    expect(report?.batches.map((b) => [b.firstPage, b.lastPage])).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
      [7, 8],
      [9, 9],
    ]);
    const whole = await client.partition(BOOK, { split_pdf_page: false, starting_page_number: 10 });
    expect(pagesOf(split).at(0)).toBe(10);
    expect(pagesOf(split).at(-1)).toBe(18);
    expect(split).toEqual(whole);
  });

  it("split_pdf_page_range partitions only those pages, numbered as in the whole document", async () => {
    const client = new PartitionClient({ baseUrl: server.url });
    const whole = await client.partition(BOOK, { split_pdf_page: false });
    let report: SplitReport | undefined;
    const range = await client.partition(
      BOOK,
      { split_pdf_page_range: [3, 7], split_pdf_concurrency_level: 2 },
      { onSplit: (r) => (report = r) },
    );
    expect(report?.batches.map((b) => [b.firstPage, b.lastPage])).toEqual([
      [3, 5],
      [6, 7],
    ]);
    expect(new Set(pagesOf(range))).toEqual(new Set([3, 4, 5, 6, 7]));
    const expected = whole.filter(
      (e) => (e.metadata.page_number ?? 0) >= 3 && (e.metadata.page_number ?? 0) <= 7,
    );
    // Ids hash the page-local index, so the pages' elements keep their ids. parent_id is the exception:
    // page 3's heading has no parent in either, so the range's elements match exactly.
    expect(range).toEqual(expected);

    // A single page in the middle is still split off, although it is one batch.
    const one = await client.partition(BOOK, { split_pdf_page_range: "5,5" });
    expect(new Set(pagesOf(one))).toEqual(new Set([5]));
    expect(one.map((e) => e.element_id)).toEqual(
      whole.filter((e) => e.metadata.page_number === 5).map((e) => e.element_id),
    );

    await expect(client.partition(BOOK, { split_pdf_page_range: [4, 12] })).rejects.toThrow(
      /split_pdf_page_range \[4, 12\] does not fit book\.pdf: it has 9 pages/,
    );
  });

  it("documents where batches differ: parent_id does not reach across a batch boundary", async () => {
    // Page 3, the first of the second batch, opens with a paragraph that belongs to page 2's heading.
    const pages = bookPages(6);
    (pages[2] as PdfPage).texts.shift();
    const doc = { name: "sections.pdf", data: makePdf(pages), contentType: "application/pdf" };
    const client = new PartitionClient({ baseUrl: server.url });
    const whole = await client.partition(doc, { split_pdf_page: false });
    // Batches of two pages: 1-2, 3-4, 5-6.
    const split = await client.partition(doc, { split_pdf_concurrency_level: 3 });
    expect(split.map((e) => [e.element_id, e.type, e.text, e.metadata.page_number])).toEqual(
      whole.map((e) => [e.element_id, e.type, e.text, e.metadata.page_number]),
    );
    const differing = whole.filter((e, i) => e.metadata.parent_id !== split[i]?.metadata.parent_id);
    // Exactly the paragraphs of page 3, whose heading is in the batch before; the reference SDK has
    // the same limit, as the server partitions each batch on its own.
    expect(differing).toHaveLength(2);
    expect(differing.every((e) => e.metadata.page_number === 3 && e.type === "NarrativeText")).toBe(true);
    expect(differing.every((e) => e.metadata.parent_id !== undefined)).toBe(true);
  });

  it("sends whole: one batch's worth of pages, a file that is no PDF, a PDF pdf-lib cannot read", async () => {
    const client = new PartitionClient({ baseUrl: server.url });
    const reports: SplitReport[] = [];
    const onSplit = (r: SplitReport) => reports.push(r);
    const short = { name: "short.pdf", data: makePdf(bookPages(2)), contentType: "application/pdf" };
    expect(pagesOf(await client.partition(short, {}, { onSplit }))).toContain(2);
    const text = { name: "notes.txt", data: "Plain words on a line.\n", contentType: "text/plain" };
    expect(await client.partition(text, { split_pdf_page: true }, { onSplit })).toHaveLength(1);
    expect(reports).toHaveLength(0);

    // Not a PDF inside: pdf-lib gives up, so the server decides, and answers 422.
    const broken = { name: "broken.pdf", data: new TextEncoder().encode("%PDF-1.7\nthis is not a PDF body") };
    const error = await client.partition(broken).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect(reports).toHaveLength(0);
  });

  it("a failing batch fails the document, naming its pages; split_pdf_allow_failed keeps the others", async () => {
    const pages = bookPages(8);
    // Page 6 carries 90 kB of noise, so its batch (pages 5-6) is over the server's upload limit.
    const noise = { width: 300, height: 300, data: new Uint8Array(randomBytes(90_000)) };
    (pages[5] as PdfPage).images = [{ x: 72, y: 100, width: 300, height: 300, pixels: noise }];
    const doc = { name: "scan.pdf", data: makePdf(pages), contentType: "application/pdf" };
    const client = new PartitionClient({ baseUrl: strict.url, retry: { maxRetries: 0 } });

    const error = await client.partition(doc, { split_pdf_concurrency_level: 4 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PdfBatchError);
    expect((error as PdfBatchError).message).toMatch(
      /of 4 page batches of scan\.pdf failed; pages 5-6: .*HTTP 413/,
    );
    expect((error as PdfBatchError).cause).toBeInstanceOf(ApiError);

    let report: SplitReport | undefined;
    const kept = await client.partition(
      doc,
      { split_pdf_concurrency_level: 4, split_pdf_allow_failed: true },
      { onSplit: (r) => (report = r) },
    );
    expect(new Set(pagesOf(kept))).toEqual(new Set([1, 2, 3, 4, 7, 8]));
    expect(report?.batches.filter((b) => !b.ok).map((b) => [b.firstPage, b.lastPage])).toEqual([[5, 6]]);
    expect(report?.batches.find((b) => !b.ok)?.error).toMatch(/HTTP 413/);
  });

  it("mode partition: pages a failed batch left out are reported and never cached", async () => {
    const pages = bookPages(8);
    const noise = { width: 300, height: 300, data: new Uint8Array(randomBytes(90_000)) };
    (pages[5] as PdfPage).images = [{ x: 72, y: 100, width: 300, height: 300, pixels: noise }];
    const workspace = await mkdtemp(join(tmpdir(), "docflow-split-mode-"));
    try {
      await mkdir(join(workspace, "docs"));
      await writeFile(join(workspace, "docs/scan.pdf"), makePdf(pages));
      await writeFile(join(workspace, "docs/book.pdf"), BOOK.data);
      const cache = new DirectoryCache(join(workspace, "cache"));
      const lines: string[] = [];
      const result = await runPartitionMode({
        workspace,
        patterns: ["docs/*.pdf"],
        changedOnly: false,
        outDir: "out",
        params: parsePartitionForm({ split_pdf_concurrency_level: 4, split_pdf_allow_failed: true }),
        apiUrl: strict.url,
        concurrency: 2,
        cache,
        log: (line) => lines.push(line),
      });
      expect(result.report.documents.map((d) => [d.path, d.ok, d.missingPages])).toEqual([
        ["docs/book.pdf", true, undefined],
        ["docs/scan.pdf", true, "pages 5-6"],
      ]);
      expect(lines).toContain(
        "warning: docs/scan.pdf: pages 5-6 could not be partitioned and are missing from its elements.",
      );
      const index = JSON.parse(await readFile(result.indexPath, "utf8"));
      expect(index.documents[1]).toMatchObject({ path: "docs/scan.pdf", missing_pages: "pages 5-6" });
      expect(renderSummary(result.report)).toContain("⚠️ pages 5-6 missing");
      // Only the whole document went into the cache.
      expect(await readdir(join(workspace, "cache"))).toHaveLength(1);
    } finally {
      await rm(workspace, { recursive: true, force: true });
    }
  });

  it("a shared limiter bounds the requests of several documents together", async () => {
    const limiter = new Limiter(2);
    const client = new PartitionClient({ baseUrl: server.url, limiter });
    const before = logs.length;
    const results = await Promise.all(
      [BOOK, { ...BOOK, name: "copy.pdf" }].map((doc) =>
        client.partition(doc, { split_pdf_concurrency_level: 3 }),
      ),
    );
    expect(results.map((r) => new Set(pagesOf(r)).size)).toEqual([PAGES, PAGES]);
    const requests = logs.slice(before).filter((entry) => typeof entry.pages === "number");
    expect(requests).toHaveLength(6);
    // At no moment were more than two requests in flight at the server.
    const events = requests.flatMap((entry) => [
      [entry.time - (entry.ms ?? 0), 1],
      [entry.time, -1],
    ]);
    events.sort((a, b) => (a[0] as number) - (b[0] as number) || (a[1] as number) - (b[1] as number));
    let inFlight = 0;
    let most = 0;
    for (const [, delta] of events) {
      inFlight += delta as number;
      most = Math.max(most, inFlight);
    }
    expect(most).toBeLessThanOrEqual(2);
    expect(most).toBe(2);
  });
});

describe.runIf(corpusDir())("PDF page batches of a real document", () => {
  it("multi-column.pdf (13 pages): the same elements; parent_id differs only where the parent is in an earlier batch", async () => {
    const path = corpusPath("example-docs", "pdf", "multi-column.pdf") as string;
    const doc = {
      name: "multi-column.pdf",
      data: new Uint8Array(readFileSync(path)),
      contentType: "application/pdf",
    };
    const client = new PartitionClient({ baseUrl: server.url });
    const whole = await client.partition(doc, { strategy: "fast", split_pdf_page: false });
    let report: SplitReport | undefined;
    const split = await client.partition(doc, { strategy: "fast" }, { onSplit: (r) => (report = r) });
    const batches = report?.batches ?? [];
    expect(batches.map((b) => [b.firstPage, b.lastPage])).toEqual([
      [1, 3],
      [4, 6],
      [7, 9],
      [10, 12],
      [13, 13],
    ]);
    const shape = (e: Element) => [e.element_id, e.text, e.metadata.page_number];
    expect(split.map(shape)).toEqual(whole.map(shape));
    // Headings and their levels are decided by each page on its own: a batch types and levels its pages
    // as the whole document does.
    const same = (e: Element) => ({ ...e, metadata: { ...e.metadata, parent_id: undefined } });
    expect(split.map(same)).toEqual(whole.map(same));

    const pageOf = new Map(whole.map((e) => [e.element_id, e.metadata.page_number ?? 0]));
    const batchStart = (page: number) =>
      batches.find((b) => page >= b.firstPage && page <= b.lastPage)?.firstPage ?? 0;
    const differing = whole.filter((e, i) => e.metadata.parent_id !== split[i]?.metadata.parent_id);
    expect(differing.length).toBeGreaterThan(0);
    // A parent differs only where it lies in an earlier batch: the batch has none to give.
    for (const [i, element] of whole.entries()) {
      if (element.metadata.parent_id === split[i]?.metadata.parent_id) continue;
      const parentPage = pageOf.get(element.metadata.parent_id ?? "") ?? 0;
      expect(parentPage < batchStart(element.metadata.page_number ?? 0), element.text).toBe(true);
      expect(split[i]?.metadata.parent_id, element.text).toBeUndefined();
    }
  });
});
