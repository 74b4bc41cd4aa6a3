// Resource abuse against `docflow serve --workers 2`, each server in a process of its own as deployed:
// 4 bombs (two 540 KB gzips of 190 MB of text, two 2 MB texts with max_characters=1) and 40 concurrent
// 95 MB uploads, while a small text is partitioned every half second. Reported: the server's peak RSS
// (budget 1.5 GB), the answers' statuses, and the small requests' answer times. The anchor is an earlier
// build of the CLI named by DOCFLOW_ABUSE_ANCHOR_CLI (e.g. a copy of dist/ from before the hardening),
// measured in the same run; without it only this build is measured.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_MB = 1536;
const UPLOADS = 40;
const UPLOAD_MB = 95;
const REQUEST_TIMEOUT_MS = 120_000;

interface Serve {
  base: string;
  peakRssMb(): number;
  close(): Promise<void>;
}

function startServe(cli: string, dir: string): Promise<Serve> {
  const child = spawn(process.execPath, [cli, "serve", "--port", "0", "--data", dir, "--workers", "2"], {
    env: { PATH: process.env.PATH ?? "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let peak = 0;
  const sample = setInterval(() => {
    try {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      peak = Math.max(peak, Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
    } catch {
      // Gone, or not Linux.
    }
  }, 50);
  const closed = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return new Promise((resolve, reject) => {
    let output = "";
    const seen = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const url = /"url":"(http:[^"]+)"/.exec(output)?.[1];
      if (url) {
        child.stdout.off("data", seen);
        child.stdout.resume();
        child.stderr.resume();
        resolve({
          base: url,
          peakRssMb: () => peak,
          close: async () => {
            clearInterval(sample);
            child.kill("SIGKILL");
            await closed;
          },
        });
      }
    };
    child.stdout.on("data", seen);
    child.stderr.resume();
    child.once("exit", (code) => reject(new Error(`docflow serve exited with ${code} before listening`)));
  });
}

/** One multipart POST written by hand over node:http, so 40 requests can send the same Buffer without copies. */
function post(
  base: string,
  fields: Record<string, string>,
  file: { name: string; data: Buffer },
): Promise<number> {
  const boundary = `abuse${Math.random().toString(36).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(
    `${parts.join("")}--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve) => {
    const req = httpRequest(
      `${base}/general/v0/general`,
      {
        method: "POST",
        headers: {
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": head.length + file.data.length + tail.length,
        },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? -1));
      },
    );
    req.on("error", () => resolve(-1));
    req.on("timeout", () => req.destroy());
    req.write(head);
    req.write(file.data);
    req.end(tail);
  });
}

async function attack(cli: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "docflow-abuse-"));
  const serve = await startServe(cli, dir);
  try {
    const gzipBomb = gzipSync(Buffer.alloc(190 * 1024 * 1024, "All work and no play.\n"), { level: 9 });
    const longText = Buffer.from("Lorem ipsum dolor sit amet, consectetur adipiscing elit. ".repeat(36_000));
    const upload = Buffer.alloc(UPLOAD_MB * 1024 * 1024, "Large upload line of text.\n");
    const small = { name: "memo.txt", data: Buffer.from("Quarterly Report\n\nRevenue grew.\n") };

    const smallTimes: number[] = [];
    let stop = false;
    const probe = (async () => {
      while (!stop) {
        const started = performance.now();
        const status = await post(serve.base, {}, small);
        smallTimes.push(status === 200 ? performance.now() - started : Number.POSITIVE_INFINITY);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    })();
    const statuses: number[] = await Promise.all([
      post(serve.base, {}, { name: "bomb1.txt.gz", data: gzipBomb }),
      post(serve.base, {}, { name: "bomb2.txt.gz", data: gzipBomb }),
      post(
        serve.base,
        { chunking_strategy: "basic", max_characters: "1" },
        { name: "a.txt", data: longText },
      ),
      post(
        serve.base,
        { chunking_strategy: "basic", max_characters: "1" },
        { name: "b.txt", data: longText },
      ),
      ...Array.from({ length: UPLOADS }, (_, i) =>
        post(serve.base, {}, { name: `big${i}.txt`, data: upload }),
      ),
    ]);
    stop = true;
    await probe;
    const counts = new Map<number, number>();
    for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
    const sorted = [...smallTimes].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
    const worst = sorted.at(-1) ?? Number.NaN;
    const peak = serve.peakRssMb();
    return [
      `  ${cli}: peak RSS ${peak.toFixed(0)} MB (budget ${BUDGET_MB}: ${peak < BUDGET_MB ? "within" : "OVER"})`,
      `bombs ${statuses.slice(0, 4).join(" ")}`,
      `uploads ${[...counts].map(([status, n]) => `${status}×${n}`).join(" ")}`,
      `small text median ${median.toFixed(0)} ms, worst ${Number.isFinite(worst) ? `${worst.toFixed(0)} ms` : "failed"} (${sorted.length} requests)`,
    ].join("; ");
  } finally {
    await serve.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runAbuseBench(): Promise<string[]> {
  const lines = ["abuse (2 workers; 4 bombs + 40 concurrent 95 MB uploads; peak RSS of the server process):"];
  const anchor = process.env.DOCFLOW_ABUSE_ANCHOR_CLI;
  if (anchor) lines.push(`${await attack(anchor)}  [anchor]`);
  lines.push(await attack("dist/cli.js"));
  return lines;
}
