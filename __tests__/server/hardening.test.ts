// Resource abuse, as an attacker would try it on loopback: files that expand or multiply into far more
// work than their size (max_characters=1 on a long text, a gzip bomb, a file that pins its worker or
// outgrows its heap), uploads that arrive too many at once or too slowly. Each must get its 4XX/503 with a
// `{"detail": ...}` body naming the limit, fast, and a small request sent meanwhile must still answer
// within a few seconds.

import { randomUUID } from "node:crypto";
import { chmodSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { parsePartitionParameters } from "../../src/contract/partition.js";
import { HttpError, LINGER_MS } from "../../src/server/http/errors.js";
import { PartitionPool } from "../../src/server/partition/workers.js";
import { serverConfig } from "../../src/server/settings/config.js";
import { makePdf } from "../fixtures/pdf/make-pdf.js";
import {
  type Answer,
  FIXTURES,
  partitionRequest,
  rawMultipart,
  startTestServer,
  type TestServer,
} from "./helpers.js";

const SMALL = { name: "memo.txt", data: "Quarterly Report\n\nRevenue grew by ten percent.\n" };
const SENTENCE = "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ";

function expectDetail(answer: Answer, status: number, limit: RegExp): void {
  expect(answer.status, answer.text).toBe(status);
  expect(Object.keys(answer.json as object)).toEqual(["detail"]);
  expect((answer.json as { detail: string }).detail).toMatch(limit);
}

/** A small request's answer time, in ms; it must succeed. */
async function smallRequestMs(server: TestServer): Promise<number> {
  const started = performance.now();
  const answer = await partitionRequest(server, {}, [SMALL]);
  expect(answer.status, answer.text).toBe(200);
  return performance.now() - started;
}

describe("bounded work per file", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ workers: 2, maxFileMs: 4000, workerMemoryMb: 256 });
  });
  afterAll(() => server.close());

  it("max_characters=1 on a 2 MB text is a fast 422 naming max-elements, not a 500 after seconds", async () => {
    const text = SENTENCE.repeat(36_000);
    expect(text.length).toBeGreaterThan(2_000_000);
    const started = performance.now();
    const answer = await partitionRequest(server, { chunking_strategy: "basic", max_characters: "1" }, [
      { name: "long.txt", data: text },
    ]);
    expectDetail(
      answer,
      422,
      /long\.txt exceeds a limit: .*more than 200000 elements \(limit max-elements\)/,
    );
    expect(performance.now() - started).toBeLessThan(4000);
  });

  it("a 540 KB gzip of 190 MB of text is a fast 422 naming max-expansion-ratio", async () => {
    const bomb = gzipSync(Buffer.alloc(190 * 1024 * 1024, "All work and no play.\n"), { level: 9 });
    expect(bomb.length).toBeLessThan(600 * 1024);
    const started = performance.now();
    const [answer, smallMs] = await Promise.all([
      partitionRequest(server, {}, [{ name: "bomb.txt.gz", data: bomb, type: "application/gzip" }]),
      // Sent meanwhile: a small text still answers within a few seconds.
      new Promise((resolve) => setTimeout(resolve, 50)).then(() => smallRequestMs(server)),
    ]);
    expectDetail(
      answer,
      422,
      /bomb\.txt\.gz exceeds a limit: it expands more than 100 times its size \(limit max-expansion-ratio\)/,
    );
    expect(performance.now() - started).toBeLessThan(4000);
    expect(smallMs).toBeLessThan(3000);
  });

  it("the PDF limits are the server's settings: max-pages and max-image-pixels give 422 naming them", async () => {
    const page = (text: string) => ({ texts: [{ x: 72, y: 720, size: 12, text }] });
    const grey = { width: 40, height: 40, data: new Uint8Array(40 * 40).fill(128) };
    const limited = await startTestServer({
      workers: 1,
      limits: { ...serverConfig().limits, maxPages: 2, maxImagePixels: 1000 },
    });
    try {
      const threePages = makePdf([page("One."), page("Two."), page("Three.")]);
      expectDetail(
        await partitionRequest(limited, { strategy: "fast" }, [
          { name: "three.pdf", data: threePages, type: "application/pdf" },
        ]),
        422,
        /three\.pdf .*more than the 2 allowed \(limit max-pages\)/,
      );
      const picture = makePdf([
        {
          ...page("A page with a picture."),
          images: [{ x: 72, y: 400, width: 100, height: 100, pixels: grey }],
        },
      ]);
      expectDetail(
        await partitionRequest(limited, { strategy: "hi_res" }, [
          { name: "picture.pdf", data: picture, type: "application/pdf" },
        ]),
        422,
        /picture\.pdf .*1600 pixels.*\(limit max-image-pixels\)|picture\.pdf .*more than the 1000 pixels allowed \(limit max-image-pixels\)/,
      );
      const twoPages = makePdf([page("One."), page("Two.")]);
      const fine = await partitionRequest(limited, { strategy: "fast" }, [
        { name: "two.pdf", data: twoPages, type: "application/pdf" },
      ]);
      expect(fine.status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("a text longer than max-characters is refused before it is split", async () => {
    const limited = await startTestServer({
      workers: 1,
      limits: { ...serverConfig().limits, maxCharacters: 1000 },
    });
    try {
      const answer = await partitionRequest(limited, {}, [{ name: "long.txt", data: SENTENCE.repeat(100) }]);
      expectDetail(
        answer,
        422,
        /long\.txt exceeds a limit: .*more than 1000 characters .*\(limit max-characters\)/,
      );
    } finally {
      await limited.close();
    }
  });

  it("a file that holds its worker past max-file-seconds is stopped: 422, and the worker serves again", async () => {
    const quick = await startTestServer({ workers: 1, maxFileMs: 1000 });
    try {
      const lines = "Short line of text here.\n".repeat(150_000);
      const answer = await partitionRequest(quick, {}, [{ name: "slow.txt", data: lines }]);
      expectDetail(
        answer,
        422,
        /slow\.txt exceeds a limit: it took more than 1 s of processing \(limit max-file-seconds\)/,
      );
      // A replacement worker loads the engine first: a few seconds on a loaded machine.
      expect(await smallRequestMs(quick)).toBeLessThan(10_000);
    } finally {
      await quick.close();
    }
  });
});

describe("worker memory cap", () => {
  it("a file that outgrows worker-memory-mb stops its worker alone: 413, RSS stays bounded, the next file runs", async () => {
    const pool = new PartitionPool({
      workers: 1,
      queueSize: 4,
      workerFile: join(FIXTURES, "workers", "memory-hog.mjs"),
      workerMemoryMb: 128,
    });
    try {
      const task = (filename: string) => ({
        data: new Uint8Array(8),
        filename,
        contentType: undefined,
        params: parsePartitionParameters({}),
        output: "json" as const,
      });
      const before = process.memoryUsage.rss();
      const error = await pool
        .run(task("hog"), new AbortController().signal)
        .catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(413);
      expect((error as HttpError).message).toMatch(/more than 128 MB of memory \(limit worker-memory-mb\)/);
      // The worker's heap was capped: the process grew by about the budget, not by what the file wanted.
      expect(process.memoryUsage.rss() - before).toBeLessThan(400 * 1024 * 1024);
      const started = performance.now();
      const next = await pool.run(task("memo.txt"), new AbortController().signal);
      expect(next.ok).toBe(true);
      expect(performance.now() - started).toBeLessThan(5000);
    } finally {
      await pool.close();
    }
  });
});

/** Opens a connection and sends an upload's head and its first bytes; the rest is up to the test. */
function slowUpload(port: number, body: Buffer, { declare = true } = {}) {
  const socket = connect(port, "127.0.0.1");
  let reply = "";
  socket.on("data", (chunk) => {
    reply += chunk;
  });
  socket.on("error", () => {});
  const closed = new Promise<string>((resolve) => socket.on("close", () => resolve(reply)));
  const size = declare ? `Content-Length: ${body.length}` : "Transfer-Encoding: chunked";
  socket.write(
    `POST /general/v0/general HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=abc\r\n${size}\r\n\r\n`,
  );
  return { socket, closed };
}

/** Waits (up to 10 s, for a loaded machine) until `ready` holds. */
async function until(ready: () => boolean): Promise<void> {
  const deadline = performance.now() + 10_000;
  while (!ready() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
}

const bodyOf = (reply: string) => JSON.parse(reply.slice(reply.indexOf("\r\n\r\n") + 4)) as unknown;

describe("admission before bytes", () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await startTestServer({
      workers: 2,
      maxUploads: 3,
      maxInflightBytes: 3 * 1024 * 1024,
      bodyTimeoutMs: 1500,
      uploadIdleTimeoutMs: 30_000,
    });
    port = Number(new URL(server.url).port);
  });
  afterAll(() => server.close());

  it("uploads past max-uploads get 503 with a Retry-After before their body is read", async () => {
    const body = rawMultipart("abc", [{ name: "files", filename: "a.txt", data: "x".repeat(5000) }]);
    const held = [0, 1, 2].map(() => slowUpload(port, body));
    try {
      for (const { socket } of held) socket.write(body.subarray(0, 100));
      await until(() => server.app.admissionStats().uploads === 3);
      expect(server.app.admissionStats().uploads).toBe(3);
      const answer = await partitionRequest(server, {}, [SMALL]);
      expect(answer.status).toBe(503);
      expect(answer.json).toEqual({
        detail: "Server is receiving too many uploads (limit max-uploads). Please try again later.",
      });
      // Computed from the queue (nothing is being partitioned): a second or two, not a constant minute.
      expect(Number(answer.headers["retry-after"])).toBeGreaterThanOrEqual(1);
      expect(Number(answer.headers["retry-after"])).toBeLessThanOrEqual(5);
    } finally {
      for (const { socket } of held) socket.destroy();
      await Promise.all(held.map(({ closed }) => closed));
    }
    await until(() => server.app.admissionStats().uploads === 0);
  });

  it("an upload that would overflow max-inflight-mb gets 503; chunked bodies are counted as they arrive", async () => {
    const big = rawMultipart("abc", [
      { name: "files", filename: "a.txt", data: "y".repeat(2 * 1024 * 1024) },
    ]);
    const first = slowUpload(port, big);
    // Whatever fails below, the held upload goes, so the next tests find the budget free.
    onTestFinished(() => {
      first.socket.destroy();
    });
    first.socket.write(big.subarray(0, 100));
    await until(() => server.app.admissionStats().bytes === big.length);
    expect(server.app.admissionStats().bytes).toBe(big.length);
    const second = await partitionRequest(server, {}, [{ name: "b.txt", data: "z".repeat(2 * 1024 * 1024) }]);
    expect(second.status).toBe(503);
    expect(second.json).toEqual({
      detail: "Server holds too many bytes of uploads (limit max-inflight-mb). Please try again later.",
    });
    expect(Number(second.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    // Without a Content-Length the body is admitted, then refused as its bytes overflow the budget.
    const chunked = slowUpload(port, big, { declare: false });
    chunked.socket.write(`${big.length.toString(16)}\r\n`);
    chunked.socket.write(big);
    const reply = await chunked.closed;
    expect(reply).toMatch(/^HTTP\/1\.1 503 /);
    expect(reply).toMatch(/retry-after: \d+/i);
    first.socket.destroy();
    await first.closed;
    // Every byte is given back once the requests are over.
    await until(() => server.app.admissionStats().bytes === 0);
    expect(server.app.admissionStats()).toEqual({ uploads: 0, bytes: 0 });
  });

  it("a refused upload is not read: its client gets the 503, the server reads a fraction of the body", async () => {
    const held = slowUpload(
      port,
      rawMultipart("abc", [{ name: "files", filename: "a.txt", data: "y".repeat(3 << 20) }]),
    );
    onTestFinished(() => {
      held.socket.destroy();
    });
    held.socket.write("--abc\r\n");
    await until(() => server.app.admissionStats().bytes > 0);
    const sockets: Socket[] = [];
    const seen = (socket: Socket) => sockets.push(socket);
    server.app.server.on("connection", seen);
    try {
      // undici (so fetch and the SDKs) reads the answer only once it has sent its body, or fails on a reset.
      const started = performance.now();
      const answer = await partitionRequest(server, {}, [{ name: "big.txt", data: "z".repeat(40 << 20) }]);
      expect(answer.status).toBe(503);
      expect(answer.headers.connection).toBe("close");
      expect(Number(answer.headers["retry-after"])).toBeGreaterThanOrEqual(1);
      expect(performance.now() - started).toBeLessThan(LINGER_MS);
      // Node would have read all 40 MB to keep the connection alive.
      const read = sockets.reduce((sum, socket) => sum + socket.bytesRead, 0);
      expect(read).toBeLessThan(4 << 20);
      await until(() => sockets.every((socket) => socket.destroyed));
      expect(sockets.every((socket) => socket.destroyed)).toBe(true);
    } finally {
      server.app.server.off("connection", seen);
    }
  });

  it("a body trickling one byte at a time is cut off at body-timeout with a JSON 408", async () => {
    const body = rawMultipart("abc", [{ name: "files", filename: "a.txt", data: "x".repeat(5000) }]);
    const started = performance.now();
    const slow = slowUpload(port, body);
    let sent = 0;
    // One byte every 300 ms never stalls the upload (idle-timeout is 30 s here), as 1 byte / 10 s would
    // not stall the default 30 s one.
    const drip = setInterval(() => {
      if (!slow.socket.destroyed) slow.socket.write(body.subarray(sent, ++sent));
    }, 300);
    const reply = await slow.closed;
    clearInterval(drip);
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(reply)).toEqual({ detail: "The upload did not arrive within 1.5 s (limit body-timeout)." });
    expect(performance.now() - started).toBeLessThan(6000);
    expect(await smallRequestMs(server)).toBeLessThan(5000);
  });

  it("headers that never end are cut off with a JSON 408", async () => {
    const headersServer = await startTestServer({ workers: 1, headersTimeoutMs: 1000 });
    try {
      const socket = connect(Number(new URL(headersServer.url).port), "127.0.0.1");
      let reply = "";
      socket.on("data", (chunk) => {
        reply += chunk;
      });
      const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
      socket.write("POST /general/v0/general HTTP/1.1\r\nHost: x\r\n");
      const drip = setInterval(() => socket.writable && socket.write("X-A: b\r\n"), 200);
      const started = performance.now();
      await closed;
      clearInterval(drip);
      expect(performance.now() - started).toBeLessThan(4000);
      expect(reply).toMatch(/^HTTP\/1\.1 408 /);
      expect(bodyOf(reply)).toEqual({ detail: "The request took too long to arrive." });
    } finally {
      await headersServer.close();
    }
  });
});

describe("every error body is {detail}", () => {
  const KEY = "sk-hardening-0123456789";
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ workers: 1, partitionApiKeys: [KEY], workflowRuntime: false });
  });
  afterAll(() => server.close());

  const send = async (path: string, body: string) => {
    const response = await fetch(`${server.url}/api/v1${path}`, {
      method: "POST",
      headers: { "service-api-key": KEY, "content-type": "application/json" },
      body,
    });
    const text = await response.text();
    return { status: response.status, text, json: JSON.parse(text) as { detail: unknown } };
  };
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

  it.each([
    ["JSON nested 100k deep", "/workflows", `${"[".repeat(100_000)}${"]".repeat(100_000)}`],
    ["an object nested 100k deep", "/sources", nested(100_000)],
    [
      "node settings nested 5000 deep",
      "/workflows",
      `{"name":"w","workflow_type":"custom","workflow_nodes":[{"name":"p","type":"partition","subtype":"unstructured_api","settings":${nested(5000)}}]}`,
    ],
    ["a connector config nested 5000 deep", "/sources", `{"name":"s","type":"s3","config":${nested(5000)}}`],
  ])("%s: 422 naming the depth limit", async (_name, path, body) => {
    const answer = await send(path, body);
    expect(answer.status, answer.text).toBe(422);
    expect(Object.keys(answer.json)).toEqual(["detail"]);
    expect(answer.text).toContain("JSON nested deeper than 64 levels");
  });
});

describe("data folder permissions", () => {
  it.skipIf(process.platform === "win32")("the data folder is 0700 and the database 0600", async () => {
    const dataDir = join(tmpdir(), `docflow-perm-${randomUUID()}`);
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    const server = await startTestServer({ workers: 1, dataDir, workflowRuntime: false });
    try {
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      for (const name of readdirSync(dataDir).filter((file) => file.startsWith("docflow.sqlite"))) {
        expect([name, statSync(join(dataDir, name)).mode & 0o777]).toEqual([name, 0o600]);
      }
      expect(readdirSync(dataDir)).toContain("docflow.sqlite");
    } finally {
      await server.close();
    }
  });
});
