// Large PDFs as page ranges through the server: at the Partition endpoint the ranges go to the pool's
// threads, and the answer is the whole document's, ids and parent_ids included.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parsePartitionParameters } from "../../src/contract/partition.js";
import { partition } from "../../src/engine/partition.js";
import { reportPdf } from "../fixtures/pdf/make-pdf.js";
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
