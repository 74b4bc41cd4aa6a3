// Work admitted by its cost (issue 32): the files that cost a worker minutes although they are small — a
// PDF of 19,000 pages sharing one image, a PDF of 200 pages each with a 5000 × 5000 image, a docx that
// expands to 190 MB of short paragraphs — go to a lane of their own, so a one-line text from another
// client answers at once while two of each are in flight; the expensive files finish or fail naming a
// limit; one client cannot hold more than its share of files.
import { Agent, FormData, request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parsePartitionParameters } from "../../src/contract/partition.js";
import { estimateCost } from "../../src/server/partition/cost.js";
import { PartitionPool } from "../../src/server/partition/workers.js";
import { serverConfig } from "../../src/server/settings/config.js";
import { largeImagesPdf, paragraphsDocx, sharedImagePdf } from "../fixtures/abuse-files.js";
import { makePdf } from "../fixtures/pdf/make-pdf.js";
import { prose } from "./fixtures.js";
import { partitionRequest, startTestServer, type TestServer, testWorkerFile } from "./helpers.js";

const SMALL = { name: "memo.txt", data: "Quarterly Report\n\nRevenue grew by ten percent.\n" };
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const thresholds = serverConfig().heavy;
const params = (strategy: string) => parsePartitionParameters({ strategy });

const pages = (count: number) =>
  makePdf(
    Array.from({ length: count }, (_, i) => ({
      texts: [{ x: 72, y: 700, size: 12, text: `Page ${i + 1}.` }],
    })),
  );

describe("the cost of a file, from its bytes", () => {
  it("finds the expensive files before any work and leaves cheap ones cheap", () => {
    expect(estimateCost(sharedImagePdf(), params("fast"), thresholds)).toEqual({
      heavy: true,
      reason: "pages",
    });
    expect(estimateCost(largeImagesPdf(3), params("fast"), thresholds)).toEqual({
      heavy: true,
      reason: "images",
    });
    expect(estimateCost(paragraphsDocx(20), params("hi_res"), thresholds)).toEqual({
      heavy: true,
      reason: "expanded bytes",
    });
    expect(estimateCost(pages(3), params("hi_res"), thresholds)).toEqual({ heavy: true, reason: "ocr" });
    expect(estimateCost(pages(3), params("fast"), thresholds).heavy).toBe(false);
    expect(estimateCost(pages(thresholds.pages + 1), params("fast"), thresholds).reason).toBe("pages");
    expect(estimateCost(new TextEncoder().encode(prose(50)), params("hi_res"), thresholds).heavy).toBe(false);
  });

  it("a PDF whose page count the bytes hide is sent back to the expensive lane as the worker opens it", async () => {
    // The page tree's /Count is an indirect object: the estimate sees no count, PDFium follows it.
    const hidden = Buffer.from(pages(thresholds.pages + 10)).toString("latin1");
    const disguised = hidden.replace(/\/Count (\d+)/, (_, n: string) => `/Count ${" ".repeat(n.length)}`);
    const data = new Uint8Array(Buffer.from(disguised, "latin1"));
    expect(estimateCost(data, params("fast"), thresholds).heavy).toBe(false);
    const pool = new PartitionPool({
      workers: 1,
      queueSize: 4,
      workerFile: await testWorkerFile(),
      cost: thresholds,
    });
    try {
      const outcome = await pool.run(
        {
          data,
          filename: "hidden.pdf",
          contentType: "application/pdf",
          params: params("fast"),
          output: "json",
        },
        new AbortController().signal,
      );
      expect(outcome.ok).toBe(true);
      expect(pool.stats.rerouted).toBe(1);
    } finally {
      await pool.close();
    }
  });
});

describe("a one-line text while two of each expensive file are in flight from another client", () => {
  let server: TestServer;
  // The expensive files come from 127.0.0.2, the text from 127.0.0.1: two clients, as on a network.
  const other = new Agent({ localAddress: "127.0.0.2" });
  beforeAll(async () => {
    // Default workers, lanes and thresholds; a short max-file-seconds so the test ends in seconds.
    server = await startTestServer({ workers: 2, heavyWorkers: 2, maxFileMs: 8000, queueSize: 64 });
    expect((await partitionRequest(server, {}, [SMALL])).status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await other.close();
    await server?.close();
  });

  it("answers within 1 s (p99 of 100), and the expensive files finish or fail naming a limit", async () => {
    const files = [
      { name: "pages.pdf", data: sharedImagePdf(), type: "application/pdf" },
      { name: "images.pdf", data: largeImagesPdf(), type: "application/pdf" },
      { name: "paragraphs.docx", data: paragraphsDocx(), type: DOCX },
    ];
    const expensive = [...files, ...files].map(async (file) => {
      const body = new FormData();
      body.append("files", new Blob([file.data], { type: file.type }), file.name);
      const answer = await request(server.endpoint, { method: "POST", body, dispatcher: other });
      const text = await answer.body.text();
      return { name: file.name, status: answer.statusCode, text };
    });
    // Until every expensive file is running or waiting in its lane.
    for (
      let i = 0;
      i < 300 && server.app.poolStats().heavyRunning + server.app.poolStats().heavyWaiting < 6;
      i++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(server.app.poolStats().heavyRunning).toBeGreaterThan(0);
    const times: number[] = [];
    for (let i = 0; i < 100; i++) {
      const started = performance.now();
      const answer = await partitionRequest(server, {}, [SMALL]);
      expect(answer.status, answer.text).toBe(200);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    expect(times[98]).toBeLessThan(1000);
    for (const answer of await Promise.all(expensive)) {
      if (answer.status === 200) continue;
      expect(answer.text, answer.name).toMatch(/\(limit [a-z-]+\)|time limit/);
    }
  }, 300_000);
});

describe("per-client files", () => {
  it("a client past max-client-files gets 429 naming the limit with Retry-After; another client goes on", async () => {
    const server = await startTestServer({ workers: 1, maxClientFiles: 2, queueSize: 16 });
    const other = new Agent({ localAddress: "127.0.0.2" });
    try {
      const slow = { name: "slow.txt", data: "Short line of text here.\n".repeat(40_000) };
      const first = [partitionRequest(server, {}, [slow]), partitionRequest(server, {}, [slow])];
      for (let i = 0; i < 200 && server.app.poolStats().pending < 2; i++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const refused = await partitionRequest(server, {}, [SMALL]);
      expect(refused.status).toBe(429);
      expect((refused.json as { detail: string }).detail).toMatch(/\(limit max-client-files\)/);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
      const body = new FormData();
      body.append("files", new Blob([SMALL.data], { type: "text/plain" }), SMALL.name);
      const answer = await request(server.endpoint, { method: "POST", body, dispatcher: other });
      const text = await answer.body.text();
      expect(answer.statusCode, text).toBe(200);
      for (const answer of await Promise.all(first)) expect(answer.status, answer.text).toBe(200);
    } finally {
      await other.close();
      await server.close();
    }
  }, 120_000);
});

describe("tiny files in batches", () => {
  it("go to a busy pool's threads several at a time, each with its own answer", async () => {
    const pool = new PartitionPool({
      workers: 1,
      queueSize: 64,
      workerFile: await testWorkerFile(),
      batchTiny: true,
    });
    try {
      const texts = Array.from(
        { length: 40 },
        (_, i) => `Memo number ${i}\n\nThe figure for item ${i} is ${i * 7}.\n`,
      );
      const outcomes = await Promise.all(
        texts.map((text, i) =>
          pool.run(
            {
              data: new TextEncoder().encode(text),
              filename: `memo-${i}.txt`,
              contentType: "text/plain",
              params: params("fast"),
              output: "json",
            },
            new AbortController().signal,
          ),
        ),
      );
      for (const [i, outcome] of outcomes.entries()) {
        expect(outcome.ok).toBe(true);
        const elements = JSON.parse(new TextDecoder().decode((outcome as { body: Uint8Array }).body));
        expect(elements.map((e: { text: string }) => e.text)).toEqual([
          `Memo number ${i}`,
          `The figure for item ${i} is ${i * 7}.`,
        ]);
        expect(elements[0].metadata.filename).toBe(`memo-${i}.txt`);
      }
      expect(pool.stats.batched).toBeGreaterThan(0);
      expect(pool.stats.pending).toBe(0);
    } finally {
      await pool.close();
    }
  });

  it("that arrive in one turn of the event loop go together, shared among the free threads", async () => {
    const pool = new PartitionPool({
      workers: 2,
      queueSize: 64,
      workerFile: await testWorkerFile(),
      batchTiny: true,
    });
    try {
      const run = (i: number) =>
        pool.run(
          {
            data: new TextEncoder().encode(`Memo ${i}\n\nThe figure is ${i}.\n`),
            filename: `memo-${i}.txt`,
            contentType: "text/plain",
            params: params("fast"),
            output: "json",
          },
          new AbortController().signal,
        );
      // Both threads free: six files of one turn go as two batches of three, none alone.
      const outcomes = await Promise.all(Array.from({ length: 6 }, (_, i) => run(i)));
      for (const [i, outcome] of outcomes.entries()) {
        expect(outcome.ok).toBe(true);
        const elements = JSON.parse(new TextDecoder().decode((outcome as { body: Uint8Array }).body));
        expect(elements.map((e: { text: string }) => e.text)).toEqual([`Memo ${i}`, `The figure is ${i}.`]);
      }
      expect(pool.stats.batched).toBe(6);
      expect(pool.stats.batches).toBe(2);
      // A file alone in its turn still goes at once, alone.
      expect((await run(6)).ok).toBe(true);
      expect(pool.stats.batched).toBe(6);
    } finally {
      await pool.close();
    }
  });
});
