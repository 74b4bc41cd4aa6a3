// Resource abuse against `docflow serve --workers 2`, each server in a process of its own as deployed, one
// fresh server per case. Per case: the answers, the time until the last one, the server's peak RSS, and
// the p50/p99/max of a one-line text sent meanwhile every 100 ms by another client (from 127.0.0.2; the
// attack comes from 127.0.0.1). The anchor is an earlier build of the CLI named by
// DOCFLOW_ABUSE_ANCHOR_CLI (e.g. a copy of dist/ from before this branch), measured case by case in the
// same run; without it only this build is measured. DOCFLOW_ABUSE_CASES picks cases by name (comma-separated).
//
// Cases: 4 bombs (two 540 KB gzips of 190 MB of text, two 2 MB texts with max_characters=1); 40 concurrent
// 95 MB uploads; two each of the small files that cost minutes (a PDF of 19,000 pages sharing one image, a
// PDF of 200 pages each with a 5000² image, a docx of 190 MB of short paragraphs) and all six together;
// the PDF whose one stream inflates to 1 GB; 1,024 connections that never finish their headers.
// --max-file-seconds is 30 for every case, so a file that would hold its worker for the default 120 s
// costs a quarter of that here: the times are comparable between the builds, not to production.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect, type Socket } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import {
  bigStreamPdf,
  largeImagesPdf,
  paragraphsDocx,
  sharedImagePdf,
} from "../__tests__/fixtures/abuse-files.js";

const UPLOADS = 40;
const UPLOAD_MB = 95;
const REQUEST_TIMEOUT_MS = 400_000;
const MAX_FILE_SECONDS = 30;
/** Small requests a case sends at least, so a p99 means something, one every PROBE_EVERY_MS. */
const MIN_PROBES = 100;
const PROBE_EVERY_MS = 100;

interface Serve {
  base: string;
  port: number;
  peakRssMb(): number;
  close(): Promise<void>;
}

function startServe(cli: string, dir: string): Promise<Serve> {
  const child = spawn(
    process.execPath,
    [
      cli,
      "serve",
      "--port",
      "0",
      "--data",
      dir,
      "--workers",
      "2",
      "--max-file-seconds",
      String(MAX_FILE_SECONDS),
    ],
    { env: { PATH: process.env.PATH ?? "" }, stdio: ["ignore", "pipe", "pipe"] },
  );
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
          port: Number(new URL(url).port),
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

interface Answer {
  status: number;
  /** The limit a refusal names ("(limit max-pages)"), or its detail's start. */
  why: string;
}

/** One multipart POST written by hand over node:http, so many requests can send the same Buffer. */
function post(
  base: string,
  fields: Record<string, string>,
  file: { name: string; data: Uint8Array },
  localAddress = "127.0.0.1",
): Promise<Answer> {
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
        localAddress,
        // A connection of its own, as a new client's: a kept-alive one would walk past a connection flood.
        agent: false,
        headers: {
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": head.length + file.data.length + tail.length,
        },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        res.on("data", (chunk: Buffer) => {
          if (kept < 4096) chunks.push(chunk);
          kept += chunk.length;
        });
        res.on("end", () => {
          const status = res.statusCode ?? -1;
          const text = Buffer.concat(chunks).toString("utf8");
          const limit = /\(limit [a-z-]+\)|time limit/.exec(text)?.[0];
          resolve({ status, why: status === 200 ? "" : (limit ?? text.slice(0, 60)) });
        });
      },
    );
    req.on("error", (error) =>
      resolve({ status: -1, why: (error as NodeJS.ErrnoException).code ?? "error" }),
    );
    req.on("timeout", () => req.destroy());
    req.write(head);
    req.write(file.data);
    req.end(tail);
  });
}

/** 1,024 connections that send a request line and never finish their headers; returns a closer. */
async function halfOpenFlood(port: number, count = 1024): Promise<() => void> {
  const sockets: Socket[] = [];
  for (let i = 0; i < count; i++) {
    const socket = connect({ host: "127.0.0.1", port });
    socket.on("error", () => {});
    socket.on("connect", () => socket.write("POST /general/v0/general HTTP/1.1\r\nHost: x\r\n"));
    sockets.push(socket);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  return () => {
    for (const socket of sockets) socket.destroy();
  };
}

interface Attack {
  name: string;
  /** The attack's requests; resolves with their answers. */
  run(serve: Serve): Promise<Answer[]>;
}

const SMALL = { name: "memo.txt", data: Buffer.from("Quarterly Report\n\nRevenue grew.\n") };
const PDF_PAGES = sharedImagePdf();
const PDF_IMAGES = largeImagesPdf();
const DOCX = paragraphsDocx();
const twice = <T>(item: T) => [item, item];

const ATTACKS: Attack[] = [
  {
    name: "bombs",
    run: (serve) => {
      const gzipBomb = gzipSync(Buffer.alloc(190 * 1024 * 1024, "All work and no play.\n"), { level: 9 });
      const longText = Buffer.from(
        "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ".repeat(36_000),
      );
      const chunked = { chunking_strategy: "basic", max_characters: "1" };
      return Promise.all([
        ...twice({ name: "bomb.txt.gz", data: gzipBomb }).map((file) => post(serve.base, {}, file)),
        ...twice({ name: "a.txt", data: longText }).map((file) => post(serve.base, chunked, file)),
      ]);
    },
  },
  {
    name: "uploads",
    run: (serve) => {
      const upload = Buffer.alloc(UPLOAD_MB * 1024 * 1024, "Large upload line of text.\n");
      return Promise.all(
        Array.from({ length: UPLOADS }, (_, i) =>
          post(serve.base, {}, { name: `big${i}.txt`, data: upload }),
        ),
      );
    },
  },
  {
    name: "pages-pdf",
    run: (serve) =>
      Promise.all(twice({ name: "pages.pdf", data: PDF_PAGES }).map((f) => post(serve.base, {}, f))),
  },
  {
    name: "images-pdf",
    run: (serve) =>
      Promise.all(twice({ name: "images.pdf", data: PDF_IMAGES }).map((f) => post(serve.base, {}, f))),
  },
  {
    name: "paragraphs-docx",
    run: (serve) =>
      Promise.all(twice({ name: "paragraphs.docx", data: DOCX }).map((f) => post(serve.base, {}, f))),
  },
  {
    name: "all-six",
    run: (serve) =>
      Promise.all(
        [
          { name: "pages.pdf", data: PDF_PAGES },
          { name: "images.pdf", data: PDF_IMAGES },
          { name: "paragraphs.docx", data: DOCX },
        ]
          .flatMap(twice)
          .map((file) => post(serve.base, {}, file)),
      ),
  },
  {
    name: "stream-pdf",
    run: (serve) =>
      post(serve.base, { strategy: "fast" }, { name: "stream.pdf", data: bigStreamPdf() }).then((a) => [a]),
  },
  {
    name: "half-open",
    run: async (serve) => {
      const close = await halfOpenFlood(serve.port);
      // Held for 15 s while the other client's probe knocks.
      await new Promise((resolve) => setTimeout(resolve, 15_000));
      close();
      return [];
    },
  },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : "failed");

async function measure(cli: string, attack: Attack): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "docflow-abuse-"));
  const serve = await startServe(cli, dir);
  try {
    // Each worker loads the engine first.
    await Promise.all([post(serve.base, {}, SMALL, "127.0.0.2"), post(serve.base, {}, SMALL, "127.0.0.2")]);
    const idleRss = serve.peakRssMb();
    let done = false;
    const started = performance.now();
    const attacked = attack.run(serve).then((answers) => {
      done = true;
      return [answers, performance.now() - started] as const;
    });
    // Open loop: a probe every PROBE_EVERY_MS whatever the earlier ones are doing, so a probe held up
    // does not hide the ones that would have waited behind it.
    const probes: Promise<number>[] = [];
    while (!done || probes.length < MIN_PROBES) {
      const sent = performance.now();
      probes.push(
        post(serve.base, {}, SMALL, "127.0.0.2").then((answer) =>
          answer.status === 200 ? performance.now() - sent : Number.POSITIVE_INFINITY,
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
    const times = await Promise.all(probes);
    const [answers, tookMs] = await attacked;
    const counts = new Map<string, number>();
    for (const answer of answers) {
      const key = `${answer.status}${answer.why ? ` ${answer.why}` : ""}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const summary = [...counts].map(([key, n]) => `${n}× ${key}`).join(", ") || "—";
    return (
      `answers ${summary}; ${(tookMs / 1000).toFixed(1)} s; peak RSS ${serve.peakRssMb().toFixed(0)} MB (${idleRss.toFixed(0)} before); ` +
      `small text from another client p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1) ?? Number.NaN)} (${sorted.length} requests, one every ${PROBE_EVERY_MS} ms)`
    );
  } finally {
    await serve.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");

export async function runAbuseBench(): Promise<string[]> {
  const print = (line: string) => console.log(line);
  print(
    `abuse (docflow serve --workers 2 --max-file-seconds ${MAX_FILE_SECONDS}, a fresh server per case; peak RSS of the server process):`,
  );
  const anchor = process.env.DOCFLOW_ABUSE_ANCHOR_CLI;
  const chosen = process.env.DOCFLOW_ABUSE_CASES?.split(",").map((name) => name.trim());
  for (const attack of ATTACKS.filter((a) => !chosen || chosen.includes(a.name))) {
    const before = load();
    if (anchor) print(`  ${attack.name} [anchor]: ${await measure(anchor, attack)}`);
    print(`  ${attack.name} [this build]: ${await measure("dist/cli.js", attack)}`);
    print(`    load average ${before} before, ${load()} after`);
  }
  // Printed as measured: a run takes minutes.
  return anchor ? [`  anchor: ${anchor}`] : [];
}
