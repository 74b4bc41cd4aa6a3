// A bounded storm of malformed requests, sent concurrently: truncated multipart, wrong boundaries, random
// parameter values, corrupted documents, oversized bodies, garbage HTTP, clients that stall mid-upload
// (the server cuts them off) and clients that hang up themselves. Then the server must still answer a
// good request exactly as before, every answer must have been JSON with a 4XX/5XX status (200 only for
// valid requests), and the process's memory must be back near where it started.
import { readdirSync, readFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { PARTITION_FIELDS } from "../../src/contract/partition.js";
import { corpusDir } from "../helpers/corpus.js";
import { mutations, seededRandom } from "../helpers/mutations.js";
import { CSV_TABLE, deck, MARKDOWN, prose } from "./fixtures.js";
import { FIXTURES, partitionRequest, rawMultipart, startTestServer } from "./helpers.js";

const MAX_UPLOAD = 512 * 1024;
/** The storm stops at whichever comes first (DOCFLOW_STORM_REQUESTS raises the count for a longer soak). */
const STORM_MS = 12_000;
const STORM_REQUESTS = Number(process.env.DOCFLOW_STORM_REQUESTS ?? 400);
/** A first, smaller storm brings the heaps of the process and its workers to their working size. */
const WARMUP_REQUESTS = 150;
const CONCURRENCY = 24;
/**
 * How far above the post-warm-up baseline memory may stay. What JavaScript still references must come
 * back almost exactly (uploads, handlers and results all released); the resident size gets more room,
 * as V8 and the C allocator keep pages they freed (plain Node, with an in-process client as here, grows
 * about 10 KB a request that way), and the test's own client shares the process.
 */
const LIVE_SLACK_MB = 24;
const RSS_SLACK_MB = 128;
const TEXT = {
  name: "memo.txt",
  data: "Quarterly Report\n\nRevenue grew by ten percent over the last quarter.\n",
};

interface RawAnswer {
  status?: number;
  contentType?: string;
  body?: string;
  /** The connection closed (or was reset) before a whole answer came. */
  closed: boolean;
}

/** Sends bytes over a plain socket and reads one HTTP answer (bodies carry Content-Length here). */
function exchange(
  port: number,
  chunks: Buffer[],
  options: { halfClose?: boolean; hangUpAfterMs?: number; timeoutMs?: number } = {},
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let data = Buffer.alloc(0);
    let done = false;
    const finish = (answer: RawAnswer) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(() => finish({ closed: false, status: -1 }), options.timeoutMs ?? 10_000);
    const parse = (): RawAnswer | undefined => {
      const end = data.indexOf("\r\n\r\n");
      if (end < 0) return undefined;
      const head = data.subarray(0, end).toString("latin1").split("\r\n");
      const status = Number(head[0]?.split(" ")[1]);
      const headers = new Map(
        head.slice(1).map((line) => {
          const colon = line.indexOf(":");
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
        }),
      );
      const length = Number(headers.get("content-length") ?? Number.NaN);
      if (!Number.isFinite(length) || data.length < end + 4 + length) return undefined;
      return {
        status,
        contentType: headers.get("content-type"),
        body: data.subarray(end + 4, end + 4 + length).toString("utf8"),
        closed: false,
      };
    };
    socket.on("data", (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      const answer = parse();
      if (answer) finish(answer);
    });
    socket.on("error", () => finish(parse() ?? { closed: true }));
    socket.on("close", () => finish(parse() ?? { closed: true }));
    socket.on("connect", () => {
      for (const chunk of chunks) socket.write(chunk);
      if (options.halfClose) socket.end();
      if (options.hangUpAfterMs !== undefined)
        setTimeout(() => finish({ closed: true }), options.hangUpAfterMs);
    });
  });
}

function head(length: number | "chunked", boundary = "stormboundary", extra = ""): Buffer {
  const size = length === "chunked" ? "Transfer-Encoding: chunked" : `Content-Length: ${length}`;
  return Buffer.from(
    `POST /general/v0/general HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n${size}\r\n${extra}\r\n`,
  );
}

function chunked(body: Buffer, pieces = 4): Buffer {
  const out: Buffer[] = [];
  const size = Math.ceil(body.length / pieces);
  for (let i = 0; i < body.length; i += size) {
    const piece = body.subarray(i, i + size);
    out.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n"));
  }
  out.push(Buffer.from("0\r\n\r\n"));
  return Buffer.concat(out);
}

/** Originals to corrupt: the repository's fixtures, a generated deck, and corpus files when present. */
function originals(): { name: string; data: Uint8Array }[] {
  const files = [
    "slides/fake-power-point.pptx",
    "slides/fake-power-point.ppt",
    "sheets/stanley-cups.xlsx",
    "sheets/tests-example.xls",
    "word/handbook-1p.docx",
    "word/simple.odt",
    "word/fake-doc-emphasized-text.doc",
    "email/fake-email-attachment.eml",
    "email/fake-email-attachment.msg",
    "xml/fake-xml.xml",
  ].map((path): { name: string; data: Uint8Array } => ({
    name: path.split("/").pop() as string,
    data: new Uint8Array(readFileSync(join(FIXTURES, path))),
  }));
  files.push({ name: "deck.pptx", data: deck() });
  files.push({ name: "notes.md", data: new TextEncoder().encode(MARKDOWN) });
  files.push({ name: "table.csv", data: new TextEncoder().encode(CSV_TABLE) });
  const corpus = corpusDir();
  if (corpus) {
    const dir = join(corpus, "example-docs");
    for (const name of readdirSync(dir).sort()) {
      if (!/\.(docx|pptx|xlsx|html|eml|epub|odt|rtf|json|md)$/.test(name)) continue;
      const data = readFileSync(join(dir, name));
      if (data.length < 200 * 1024) files.push({ name, data: new Uint8Array(data) });
    }
  }
  return files;
}

type Kind =
  | "valid"
  | "truncated"
  | "wrong-boundary"
  | "random-params"
  | "corrupted"
  | "oversized-declared"
  | "oversized-chunked"
  | "oversized-huge"
  | "garbage-http"
  | "stall"
  | "hang-up";

// A full collection on demand, so what is measured is memory still referenced, not garbage not yet
// collected. (The flag set at run time reaches only new contexts, hence the vm context.)
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

/** Lets timers and sockets finish, then collects garbage. */
async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  collectGarbage();
}

/** Memory the process's JavaScript still references: its heap and the buffers it holds. */
function liveBytes(): number {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

function liveBreakdown(): string {
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return `heap ${Math.round(heapUsed / 1048576)} MB + buffers ${Math.round(arrayBuffers / 1048576)} MB`;
}

/** What is kept of an answer: its outcome, and what was wrong with it, if anything. */
interface Result {
  kind: Kind;
  outcome: string;
  problem?: string;
}

/**
 * Checks one answer: JSON with a 4XX status (200 only where the request could be valid), the status each
 * kind calls for, and a connection closed without an answer only where the client made that possible.
 */
function judge(kind: Kind, answer: RawAnswer): Result {
  const outcome = answer.closed ? "closed" : String(answer.status);
  const wrong = (why: string): Result => ({
    kind,
    outcome,
    problem: `${kind}: ${why}: ${JSON.stringify(answer).slice(0, 300)}`,
  });
  if (answer.status === -1) return wrong("neither an answer nor a closed connection within 10 s");
  if (answer.closed) {
    // Clients that hung up, went silent, sent far too much or sent garbage may see the connection close.
    return ["hang-up", "stall", "oversized-huge", "truncated", "garbage-http"].includes(kind)
      ? { kind, outcome }
      : wrong("closed without an answer");
  }
  const status = answer.status ?? 0;
  if (kind === "random-params" && status === 200 && answer.contentType?.startsWith("text/csv")) {
    // output_format=text/csv among the random values.
    return answer.body?.startsWith("type,element_id,text") ? { kind, outcome } : wrong("bad CSV");
  }
  if (!answer.contentType?.startsWith("application/json")) return wrong("not JSON");
  let json: unknown;
  try {
    json = JSON.parse(answer.body ?? "");
  } catch {
    return wrong("unparsable JSON");
  }
  if (status === 200) {
    // A boundary that is a prefix of the real one still finds the parts: busboy is lenient there.
    if (!["valid", "random-params", "corrupted", "wrong-boundary"].includes(kind)) return wrong("200");
    if (!Array.isArray(json)) return wrong("200 without an element array");
  } else {
    // Faults (5XX) are not expected from any of these: each is the client's doing.
    if (status < 400 || status >= 500) return wrong("not a 4XX");
    if (typeof json !== "object" || json === null || !("detail" in json)) return wrong("no detail");
  }
  if (kind === "valid" && status !== 200) return wrong("a valid request failed");
  if ((kind === "oversized-declared" || kind === "oversized-chunked") && status !== 413)
    return wrong("not 413");
  if (kind === "stall" && status !== 408) return wrong("not 408");
  return { kind, outcome };
}

describe("robustness", () => {
  it("survives a storm of malformed requests and answers correctly afterwards", {
    timeout: 60_000,
  }, async () => {
    const server = await startTestServer({
      workers: 2,
      queueSize: 64,
      maxUploadBytes: MAX_UPLOAD,
      uploadIdleTimeoutMs: 1000,
      requestTimeoutMs: 10_000,
    });
    const port = Number(new URL(server.url).port);
    try {
      const reference = await partitionRequest(server, {}, [TEXT]);
      expect(reference.status).toBe(200);

      const random = seededRandom(20240611);
      const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
      const damaged = originals().flatMap((original) =>
        mutations(original.data, 6, original.data.length).map((m) => ({ name: original.name, data: m.data })),
      );
      const fieldNames = Object.keys(PARTITION_FIELDS);
      const noise = [
        "",
        "abc",
        "-1",
        "0",
        "1e9",
        "true",
        "maybe",
        "[",
        '["eng",',
        "by_title",
        "text/csv",
        "\u0000",
        "€",
        "99999999999999999999",
      ];
      const kinds: Kind[] = [
        "valid",
        "truncated",
        "wrong-boundary",
        "random-params",
        "random-params",
        "corrupted",
        "corrupted",
        "corrupted",
        "oversized-declared",
        "oversized-chunked",
        "oversized-huge",
        "garbage-http",
        "stall",
        "hang-up",
      ];

      const send = (kind: Kind): Promise<RawAnswer> => {
        const boundary = `b${Math.floor(random() * 1e9)}`;
        switch (kind) {
          case "valid": {
            const body = rawMultipart(boundary, [
              { name: "files", filename: "memo.txt", type: "text/plain", data: TEXT.data },
            ]);
            return exchange(port, [head(body.length, boundary), body]);
          }
          case "truncated": {
            const body = rawMultipart(boundary, [
              { name: "strategy", data: "fast" },
              { name: "files", filename: "memo.txt", data: prose(8) },
            ]);
            // Cut before the closing delimiter, else the body would still be whole.
            const cut = body.subarray(0, Math.floor(random() * (body.length - boundary.length - 8)));
            // Either the length says the truncated size, or it says more and the client then stops sending.
            return random() < 0.5
              ? exchange(port, [head(cut.length, boundary), cut])
              : exchange(port, [head(body.length, boundary), cut], { halfClose: true });
          }
          case "wrong-boundary": {
            const body = rawMultipart(boundary, [{ name: "files", filename: "memo.txt", data: TEXT.data }]);
            const header = pick([`x${boundary}`, "", `"${boundary}`, boundary.slice(0, 3)]);
            return exchange(port, [head(body.length, header), body]);
          }
          case "random-params": {
            const fields = Array.from({ length: 1 + Math.floor(random() * 4) }, () => ({
              name: pick(fieldNames) + (random() < 0.2 ? "[]" : ""),
              data: pick(noise),
            }));
            const body = rawMultipart(boundary, [
              ...fields,
              { name: "files", filename: "memo.txt", data: TEXT.data },
            ]);
            return exchange(port, [head(body.length, boundary), body]);
          }
          case "corrupted": {
            const file = pick(damaged);
            const body = rawMultipart(boundary, [{ name: "files", filename: file.name, data: file.data }]);
            return exchange(port, [head(body.length, boundary), body]);
          }
          case "oversized-declared": {
            const body = rawMultipart(boundary, [
              { name: "files", filename: "big.txt", data: prose(MAX_UPLOAD / 1024 + 200) },
            ]);
            return exchange(port, [head(body.length, boundary), body]);
          }
          case "oversized-chunked": {
            const body = rawMultipart(boundary, [
              { name: "files", filename: "big.txt", data: prose(MAX_UPLOAD / 1024 + 100) },
            ]);
            return exchange(port, [head("chunked", boundary), chunked(body)]);
          }
          case "oversized-huge": {
            // Claims 64 MB, sends a little: refused at once, the connection closed.
            const body = rawMultipart(boundary, [{ name: "files", filename: "big.txt", data: prose(16) }], {
              close: false,
            });
            return exchange(port, [head(64 * 1024 * 1024, boundary), body]);
          }
          case "garbage-http":
            return exchange(port, [
              Buffer.from(
                pick([
                  "GARBAGE\r\n\r\n",
                  "POST / HTTP/9.9\r\n\r\n",
                  "POST /general/v0/general HTTP/1.1\r\nContent-Length: -5\r\n\r\n",
                  "\u0000\u0001\u0002\r\n\r\n",
                ]),
              ),
            ]);
          case "stall": {
            const body = rawMultipart(boundary, [{ name: "files", filename: "memo.txt", data: prose(4) }]);
            return exchange(port, [head(body.length, boundary), body.subarray(0, 300)]);
          }
          case "hang-up": {
            const body = rawMultipart(boundary, [{ name: "files", filename: "memo.txt", data: prose(64) }]);
            return exchange(port, [head(body.length, boundary), body.subarray(0, 20_000)], {
              hangUpAfterMs: Math.floor(random() * 50),
            });
          }
        }
      };

      const storm = async (requests: number, ms: number): Promise<Result[]> => {
        const results: Result[] = [];
        const started = Date.now();
        let launched = 0;
        const lane = async () => {
          while (launched < requests && Date.now() - started < ms) {
            launched++;
            const kind = pick(kinds);
            results.push(judge(kind, await send(kind)));
          }
        };
        await Promise.all(Array.from({ length: CONCURRENCY }, lane));
        return results;
      };

      const warmup = await storm(WARMUP_REQUESTS, 5000);
      await settle();
      const baseline = process.memoryUsage().rss;
      const liveBaseline = liveBytes();
      const started = Date.now();
      const results = await storm(STORM_REQUESTS, STORM_MS);

      const all = [...warmup, ...results];
      const tally = new Map<string, number>();
      for (const { kind, outcome } of all)
        tally.set(`${kind} ${outcome}`, (tally.get(`${kind} ${outcome}`) ?? 0) + 1);
      console.log(
        `robustness: ${warmup.length} warm-up requests, then ${results.length} in ${Date.now() - started} ms\n${[
          ...tally,
        ]
          .sort()
          .map(([key, n]) => `  ${key}: ${n}`)
          .join("\n")}`,
      );
      expect(all.flatMap((result) => (result.problem ? [result.problem] : []))).toEqual([]);
      expect(results.length).toBeGreaterThanOrEqual(Math.min(STORM_REQUESTS, 200));

      // The server still answers a good request exactly as before, and has nothing left in its pool.
      const after = await partitionRequest(server, {}, [TEXT]);
      expect(after.status).toBe(200);
      expect(after.json).toEqual(reference.json);
      await settle();
      expect(server.app.poolStats().pending).toBe(0);

      // Memory returns near the baseline (worker threads included: they share the process).
      const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
      let rss = process.memoryUsage().rss;
      for (let i = 0; i < 10 && mb(rss - baseline) >= RSS_SLACK_MB; i++) {
        await settle();
        rss = process.memoryUsage().rss;
      }
      const live = liveBytes();
      console.log(
        `robustness: rss ${mb(baseline)} MB after the warm-up storm, ${mb(rss)} MB after the storm; ` +
          `live JS ${mb(liveBaseline)} MB -> ${mb(live)} MB (${liveBreakdown()})`,
      );
      expect(mb(live - liveBaseline)).toBeLessThan(LIVE_SLACK_MB);
      expect(mb(rss - baseline)).toBeLessThan(RSS_SLACK_MB);
    } finally {
      await server.close();
    }
  });
});
