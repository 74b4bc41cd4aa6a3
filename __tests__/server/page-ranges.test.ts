// Large PDFs as page ranges through the server: at the Partition endpoint the ranges go to the pool's
// threads, and the answer is the whole document's, ids and parent_ids included.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parsePartitionParameters } from "../../src/contract/partition.js";
import { partition } from "../../src/engine/partition.js";
import { partitionFile } from "../../src/server/partition/page-ranges.js";
import type { PartitionPool } from "../../src/server/partition/workers.js";
import { reportPdf } from "../fixtures/pdf/make-pdf.js";
import { testPool } from "../workflows/job-helpers.js";
import { elementsOf, partitionRequest, startTestServer, type TestServer } from "./helpers.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ workers: 2, splitPdfPages: 3 });
});
afterAll(async () => {
  await server?.close();
});

describe("the Partition endpoint with page ranges", () => {
  it("answers a PDF over the threshold with the whole document's elements, ids and parents", async () => {
    const data = reportPdf(10);
    const cases: Record<string, string>[] = [
      { strategy: "fast" },
      { strategy: "hi_res", chunking_strategy: "by_title" },
    ];
    for (const fields of cases) {
      const answer = await partitionRequest(server, fields, [
        { name: "report.pdf", data, type: "application/pdf" },
      ]);
      expect(answer.status).toBe(200);
      const whole = await partition({ data, filename: "report.pdf" }, parsePartitionParameters(fields));
      expect(elementsOf(answer)).toEqual(JSON.parse(JSON.stringify(whole)));
    }
  });

  it("answers CSV and several files as for whole documents", async () => {
    const data = reportPdf(7);
    const answer = await partitionRequest(server, { strategy: "fast", output_format: "text/csv" }, [
      { name: "report.pdf", data, type: "application/pdf" },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain("Section 7");
    const several = await partitionRequest(server, { strategy: "fast" }, [
      { name: "a.pdf", data, type: "application/pdf" },
      { name: "b.pdf", data: reportPdf(2), type: "application/pdf" },
    ]);
    expect(several.status).toBe(200);
    const lists = JSON.parse(several.text) as unknown[][];
    expect(lists.map((list) => list.length)).toEqual([
      (await partition({ data, filename: "a.pdf" }, parsePartitionParameters({ strategy: "fast" }))).length,
      (
        await partition(
          { data: reportPdf(2), filename: "b.pdf" },
          parsePartitionParameters({ strategy: "fast" }),
        )
      ).length,
    ]);
  });

  it("answers a broken PDF as the whole document would be", async () => {
    const data = new Uint8Array(reportPdf(10));
    data.fill(0x20, 200, data.byteLength);
    const answer = await partitionRequest(server, { strategy: "fast" }, [
      { name: "broken.pdf", data, type: "application/pdf" },
    ]);
    expect(answer.status).toBe(422);
  });
});

describe("partitionFile", () => {
  it("sends a small PDF to one thread once, and a large one as ranges to every thread, then merges", async () => {
    const pool = await testPool(2);
    try {
      const calls: string[] = [];
      const counting = new Proxy(pool, {
        get(target, property) {
          if (property === "run") {
            return (task: Parameters<PartitionPool["run"]>[0], signal: AbortSignal) => {
              calls.push(task.ranges?.kind ?? (task.splitAbove === undefined ? "whole" : "whole-or-split"));
              return target.run(task, signal);
            };
          }
          const value = Reflect.get(target, property, target);
          return typeof value === "function" ? value.bind(target) : value;
        },
      }) as PartitionPool;
      const params = parsePartitionParameters({ strategy: "fast" });
      const file = (data: Uint8Array) => ({ data, filename: "r.pdf", contentType: "application/pdf" });
      const small = await partitionFile(
        counting,
        file(reportPdf(3)),
        params,
        "elements",
        3,
        new AbortController().signal,
      );
      expect(small.ok).toBe(true);
      expect(calls).toEqual(["whole-or-split"]);
      calls.length = 0;
      const data = reportPdf(10);
      const large = await partitionFile(
        counting,
        file(new Uint8Array(data)),
        params,
        "elements",
        3,
        new AbortController().signal,
      );
      expect(calls).toEqual(["whole-or-split", "range", "range", "range", "range", "merge"]);
      expect(large.ok && large.elements).toEqual(await partition({ data, filename: "r.pdf" }, params));
    } finally {
      await pool.close();
    }
  });
});
