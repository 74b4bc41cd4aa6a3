// A 1 MB PDF whose one content stream inflates to 1 GB (issue 32): refused naming max-expansion-ratio
// before PDFium inflates it — in well under PDFium's seconds and 0.7 GB (its own memory budget stopped
// it only then) — while real PDFs with compressed streams still open. The bounds below are loose on
// purpose (a busy 2-core CI); the bench `abuse` measures the actual time and memory.
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parsePartitionParameters } from "../../src/contract/partition.js";
import { partition } from "../../src/engine/partition.js";
import { bigStreamPdf } from "../fixtures/abuse-files.js";
import { bundlePath } from "../helpers/dist.js";
import { partitionRequest, startTestServer, type TestServer } from "./helpers.js";

const BOMB = bigStreamPdf(1024);
const fast = parsePartitionParameters({ strategy: "fast" });

/** A one-page PDF whose content stream is `stream`, deflated. */
function pdfWithContent(stream: string): Uint8Array {
  const packed = deflateSync(Buffer.from(stream, "latin1")).toString("latin1");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    `<< /Length ${packed.length} /Filter /FlateDecode >>\nstream\n${packed}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, "latin1"));
}

describe("a PDF stream that inflates to 1 GB", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ workers: 1 });
  });
  afterAll(() => server?.close());

  it("is a 422 naming max-expansion-ratio from the server, well before PDFium would stop it", async () => {
    expect(BOMB.length).toBeLessThan(1.2 * 1024 * 1024);
    // A first file loads the engine in the worker.
    await partitionRequest(server, { strategy: "fast" }, [
      {
        name: "one.pdf",
        data: pdfWithContent("BT /F1 12 Tf 72 700 Td (Hello.) Tj ET"),
        type: "application/pdf",
      },
    ]);
    const started = performance.now();
    const answer = await partitionRequest(server, { strategy: "fast" }, [
      { name: "bomb.pdf", data: BOMB, type: "application/pdf" },
    ]);
    const ms = performance.now() - started;
    expect(answer.status, answer.text).toBe(422);
    expect((answer.json as { detail: string }).detail).toMatch(
      /^bomb\.pdf exceeds a limit: a stream of the PDF expands more than 100 times its size \(limit max-expansion-ratio\)$/,
    );
    // Wall time on a shared machine: a loose bound, never a measurement.
    expect(ms).toBeLessThan(1500);
  });

  it("is refused by the CLI in a process that stays under 300 MB", async () => {
    const dir = await mkdtemp(join(tmpdir(), "docflow-bomb-"));
    try {
      const file = join(dir, "bomb.pdf");
      writeFileSync(file, BOMB);
      const child = spawn(process.execPath, [bundlePath("dist/cli.js"), "partition", file, "--out", "-"], {
        stdio: ["ignore", "ignore", "pipe"],
      });
      let peakKb = 0;
      const sample = setInterval(() => {
        try {
          const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
          peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
        } catch {
          // Gone.
        }
      }, 10);
      let stderr = "";
      child.stderr.on("data", (chunk: Buffer) => {
        stderr += chunk.toString("utf8");
      });
      const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
      clearInterval(sample);
      expect(code).toBe(1);
      expect(stderr).toMatch(/limit max-expansion-ratio/);
      expect(peakKb / 1024).toBeLessThan(300);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("leaves compressed streams of real size alone", async () => {
    // 30 KB of text operators compress well but nowhere near 100 times.
    const lines = Array.from(
      { length: 600 },
      (_, i) => `BT /F1 9 Tf 40 ${780 - (i % 70) * 11} Td (Line ${i}.) Tj ET`,
    );
    const elements = await partition(
      { data: pdfWithContent(lines.join("\n")), filename: "real.pdf", contentType: "application/pdf" },
      fast,
    );
    expect(elements.length).toBeGreaterThan(0);
  });
});
