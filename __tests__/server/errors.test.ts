// Every error answer of the Partition endpoint: status, exact JSON body, and what the server does next.
import { readFileSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installedOcrLanguages } from "../../src/engine/ocr/index.js";
import { makePdf } from "../fixtures/pdf/make-pdf.js";
import { BROKEN_DOCX, plainZip, prose } from "./fixtures.js";
import {
  FIXTURES,
  partitionRequest,
  post,
  rawMultipart,
  startTestServer,
  type TestServer,
} from "./helpers.js";

const TEXT = {
  name: "memo.txt",
  data: "Quarterly Report\n\nRevenue grew by ten percent over the last quarter.\n",
};
const MAX_UPLOAD = 256 * 1024;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ maxUploadBytes: MAX_UPLOAD, uploadIdleTimeoutMs: 500 });
});
afterAll(async () => {
  await server?.close();
});

describe("400 and 422: the file and the fields", () => {
  it("400 for a file type that cannot be partitioned, and for an empty file", async () => {
    const zip = await partitionRequest(server, {}, [{ name: "archive.zip", data: plainZip() }]);
    expect(zip.status).toBe(400);
    expect(zip.json).toEqual({ detail: "File type application/zip is not supported." });
    const empty = await partitionRequest(server, {}, [{ name: "empty.txt", data: "" }]);
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual({ detail: "File type inode/x-empty is not supported." });
  });

  it("422 int_parsing, literal_error and missing, in FastAPI's shape", async () => {
    const badInt = await partitionRequest(server, { max_characters: "abc" }, [TEXT]);
    expect(badInt.status).toBe(422);
    expect(badInt.json).toEqual({
      detail: [
        {
          type: "int_parsing",
          loc: ["body", "max_characters"],
          msg: "Input should be a valid integer, unable to parse string as an integer",
          input: "abc",
        },
      ],
    });
    const badStrategy = await partitionRequest(server, { strategy: "not_a_strategy" }, [TEXT]);
    expect(badStrategy.status).toBe(422);
    expect(badStrategy.json).toEqual({
      detail: [
        {
          type: "literal_error",
          loc: ["body", "strategy"],
          msg: "Input should be 'fast', 'hi_res', 'auto', 'ocr_only' or 'vlm'",
          input: "not_a_strategy",
          ctx: { expected: "'fast', 'hi_res', 'auto', 'ocr_only' or 'vlm'" },
        },
      ],
    });
    const missing = await partitionRequest(server, { strategy: "fast" }, []);
    expect(missing.status).toBe(422);
    expect(missing.json).toEqual({
      detail: [{ type: "missing", loc: ["body", "files"], msg: "Field required", input: null }],
    });
    // Every problem at once, the missing file first.
    const both = await partitionRequest(server, { max_characters: "abc" }, []);
    expect((both.json as { detail: { type: string }[] }).detail.map((item) => item.type)).toEqual([
      "missing",
      "int_parsing",
    ]);
  });

  it("422 with a string detail for a file that claims a type it is not", async () => {
    const answer = await partitionRequest(server, {}, [{ name: "report.docx", data: BROKEN_DOCX }]);
    expect(answer.status).toBe(422);
    expect(answer.json).toEqual({
      detail: "report.docx is not a valid document: corrupt or truncated zip archive (invalid zip data)",
    });
  });
});

describe("PDFs and images", () => {
  const page = { texts: [{ x: 72, y: 700, size: 12, text: "Quarterly report of the library board." }] };
  const pdf = makePdf([page]);
  const ocrPage = readFileSync(join(FIXTURES, "images", "ocr-page.png"));

  it("422 for a PDF that cannot be read: encrypted, truncated, or no PDF at all", async () => {
    const encrypted = await partitionRequest(server, {}, [
      { name: "locked.pdf", data: makePdf([page], { encrypted: true }), type: "application/pdf" },
    ]);
    expect(encrypted.status).toBe(422);
    expect(encrypted.json).toEqual({ detail: "File is encrypted. Please decrypt it with password." });

    const truncated = await partitionRequest(server, {}, [
      { name: "cut.pdf", data: pdf.slice(0, 120), type: "application/pdf" },
    ]);
    expect(truncated.status).toBe(422);
    expect((truncated.json as { detail: string }).detail).toMatch(
      /^File does not appear to be a valid PDF\. Error: /,
    );

    const whole = await partitionRequest(server, { strategy: "fast" }, [
      { name: "report.pdf", data: pdf, type: "application/pdf" },
    ]);
    expect(whole.status).toBe(200);
    expect((whole.json as { text: string }[]).map((element) => element.text)).toEqual([
      "Quarterly report of the library board.",
    ]);
  });

  it("400 for the fast strategy on an image, naming the strategies that read images", async () => {
    const answer = await partitionRequest(server, { strategy: "fast" }, [
      { name: "scan.png", data: ocrPage, type: "image/png" },
    ]);
    expect(answer.status).toBe(400);
    expect((answer.json as { detail: string }).detail).toMatch(/hi_res|ocr_only/);
  });

  it("422 for an OCR language whose data is not installed, naming it and the installed ones", async () => {
    // CI installs Debian's Korean model (.ci/run); a language no machine here has is asked for.
    const installed = await installedOcrLanguages();
    const missing = ["tha", "amh", "kor"].find((code) => !installed.includes(code)) ?? "tha";
    const answer = await partitionRequest(server, { strategy: "ocr_only", languages: missing }, [
      { name: "scan.png", data: ocrPage, type: "image/png" },
    ]);
    expect(answer.status).toBe(422);
    const detail = (answer.json as { detail: string }).detail;
    expect(detail).toContain(missing);
    expect(detail).toContain("eng");
  });

  it("400 for an unknown hi_res model name", async () => {
    const answer = await partitionRequest(
      server,
      { strategy: "hi_res", hi_res_model_name: "no-such-model" },
      [{ name: "report.pdf", data: pdf, type: "application/pdf" }],
    );
    expect(answer.status).toBe(400);
    expect((answer.json as { detail: string }).detail).toContain("no-such-model");
  });
});

describe("413: bodies over the limit", () => {
  it("refuses a body whose declared length is over the limit before reading it", async () => {
    const big = { name: "big.txt", data: prose(400) };
    const answer = await partitionRequest(server, {}, [big]);
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({ detail: "Request body is larger than the limit of 256 KB." });
  });

  it("stops reading a body of unknown length once it passes the limit", async () => {
    const boundary = "docflowboundary";
    const body = rawMultipart(boundary, [
      { name: "files", filename: "big.txt", type: "text/plain", data: prose(400) },
    ]);
    const answer = await post(server.endpoint, Readable.from([body]) as unknown as Uint8Array, {
      "content-type": `multipart/form-data; boundary=${boundary}`,
    });
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({ detail: "Request body is larger than the limit of 256 KB." });
  });

  it("refuses a form field over 1 MB... or the body limit, whichever comes first", async () => {
    const answer = await partitionRequest(server, { languages: "x".repeat(300 * 1024) }, [TEXT]);
    expect(answer.status).toBe(413);
    expect((answer.json as { detail: string }).detail).toMatch(/limit/);
  });

  it("answers the next request normally", async () => {
    expect((await partitionRequest(server, {}, [TEXT])).status).toBe(200);
  });
});

describe("malformed requests get 4XX JSON", () => {
  const multipart = (boundary: string) => ({ "content-type": `multipart/form-data; boundary=${boundary}` });

  it("415 for a body that is not multipart", async () => {
    const json = await post(server.endpoint, '{"files":"x"}', { "content-type": "application/json" });
    expect(json.status).toBe(415);
    expect(json.json).toEqual({
      detail:
        "Unsupported media type 'application/json'. Send multipart/form-data with the document in a 'files' part.",
    });
    const none = await post(server.endpoint, undefined);
    expect(none.status).toBe(415);
    expect(none.json).toEqual({ detail: "Send multipart/form-data with the document in a 'files' part." });
  });

  it("400 for multipart without a boundary", async () => {
    const answer = await post(server.endpoint, "--x\r\n", { "content-type": "multipart/form-data" });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      detail: "Malformed multipart/form-data body: Multipart: Boundary not found.",
    });
  });

  it("400 for a truncated body, 4XX for a body with another boundary", async () => {
    const whole = rawMultipart("abc", [{ name: "files", filename: "a.txt", data: TEXT.data }]);
    const truncated = await post(server.endpoint, whole.subarray(0, whole.length - 30), multipart("abc"));
    expect(truncated.status).toBe(400);
    expect((truncated.json as { detail: string }).detail).toMatch(/^Malformed multipart\/form-data body: /);
    const other = await post(server.endpoint, whole, multipart("xyz"));
    expect([400, 422]).toContain(other.status);
    expect(other.json).toHaveProperty("detail");
  });

  it("a malformed HTTP request gets a JSON 400 before the connection closes", async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(server.url).port), "127.0.0.1");
      let data = "";
      socket.on("data", (chunk) => {
        data += chunk;
      });
      socket.on("close", () => resolve(data));
      socket.on("error", reject);
      socket.write("POST /general/v0/general HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n");
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(reply.slice(reply.indexOf("\r\n\r\n") + 4))).toEqual({
      detail: "Malformed HTTP request.",
    });
  });

  it("408 for an upload that stalls, and the connection is closed", async () => {
    const started = performance.now();
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(server.url).port), "127.0.0.1");
      let data = "";
      socket.on("data", (chunk) => {
        data += chunk;
      });
      socket.on("close", () => resolve(data));
      socket.on("error", reject);
      const body = rawMultipart("abc", [{ name: "files", filename: "a.txt", data: "x".repeat(5000) }]);
      socket.write(
        `POST /general/v0/general HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=abc\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      socket.write(body.subarray(0, 200));
    });
    expect(performance.now() - started).toBeLessThan(5000);
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(reply.slice(reply.indexOf("\r\n\r\n") + 4))).toEqual({
      detail: "The upload stalled: nothing arrived for 0.5 s (limit idle-timeout).",
    });
  });
});

describe("401: API keys", () => {
  const KEY = "sk-docflow-test-0123456789";
  const lines: string[] = [];
  let keyed: TestServer;
  beforeAll(async () => {
    keyed = await startTestServer({
      partitionApiKeys: [KEY, "second-key"],
      logLevel: "info",
      logStream: { write: (line: string) => lines.push(line) },
    });
  });
  afterAll(async () => {
    await keyed?.close();
  });

  it("answers 401 without a key and with an unknown one, never echoing it", async () => {
    const missing = await partitionRequest(keyed, {}, [TEXT]);
    expect(missing.status).toBe(401);
    expect(missing.json).toEqual({ detail: "API key is missing, please provide an API key in the header." });
    const wrong = "sk-wrong-key-abcdef";
    const invalid = await partitionRequest(keyed, {}, [TEXT], { "service-api-key": wrong });
    expect(invalid.status).toBe(401);
    expect(invalid.json).toEqual({ detail: "API key is invalid." });
    expect(invalid.text).not.toContain(wrong);
    expect(lines.join("")).not.toContain(wrong);
  });

  it("accepts any configured key, in service-api-key or the reference's unstructured-api-key", async () => {
    expect((await partitionRequest(keyed, {}, [TEXT], { "service-api-key": KEY })).status).toBe(200);
    expect((await partitionRequest(keyed, {}, [TEXT], { "unstructured-api-key": "second-key" })).status).toBe(
      200,
    );
    expect(lines.join("")).not.toContain(KEY);
    expect(lines.join("")).not.toContain("second-key");
  });

  it("logs one structured line per request: method, path, status, duration, strategy, file type, elements", async () => {
    lines.length = 0;
    await partitionRequest(keyed, { strategy: "hi_res", hi_res_model_name: "yolox" }, [TEXT], {
      "service-api-key": KEY,
    });
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const entry = entries.find((e) => e.msg === "request");
    expect(entry).toMatchObject({
      method: "POST",
      path: "/general/v0/general",
      status: 200,
      files: 1,
      strategy: "hi_res",
      hiResModel: "yolox",
      filetype: ["text/plain"],
      elements: 2,
    });
    expect(typeof entry?.ms).toBe("number");
    expect(typeof entry?.reqId).toBe("string");
    expect(lines.join("")).not.toContain("Revenue grew");
  });

  it("names the OCR engine that read the request's images in its log line", async () => {
    lines.length = 0;
    const png = readFileSync(new URL("../fixtures/images/ocr-page.png", import.meta.url));
    const response = await partitionRequest(
      keyed,
      { strategy: "hi_res" },
      [{ name: "page.png", data: png }],
      {
        "service-api-key": KEY,
      },
    );
    expect(response.status).toBe(200);
    const entry = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((e) => e.msg === "request");
    expect(entry?.ocr).toEqual([expect.stringMatching(/^tesseract(\.js)? \d+\.\d+/)]);
  });

  it("keeps the other routes open", async () => {
    const response = await fetch(`${keyed.url}/healthcheck`);
    expect(response.status).toBe(200);
  });
});

describe("503, 504 and 500: the worker pool", () => {
  const big = { name: "big.txt", data: prose(8000) };

  it("503 with Retry-After when every worker is busy and the queue is full", async () => {
    const busy = await startTestServer({ workers: 1, queueSize: 0 });
    try {
      // Every thread busy (the worker, and the thread kept for cheap files), nothing may wait.
      const { capacity } = busy.app.poolStats();
      const slow = Array.from({ length: capacity }, () =>
        partitionRequest(busy, { chunking_strategy: "by_title" }, [big]),
      );
      const deadline = Date.now() + 10_000;
      while (busy.app.poolStats().pending < capacity && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const refused = await partitionRequest(busy, {}, [TEXT]);
      expect(refused.status).toBe(503);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
      expect(refused.json).toEqual({
        detail: "Server is under heavy load (limit queue-size). Please try again later.",
      });
      for (const answer of await Promise.all(slow)) expect(answer.status).toBe(200);
      expect((await partitionRequest(busy, {}, [TEXT])).status).toBe(200);
    } finally {
      await busy.close();
    }
  });

  it("504 when partitioning passes the time limit; the worker is replaced", async () => {
    const limited = await startTestServer({ workers: 1, requestTimeoutMs: 1000 });
    try {
      const started = performance.now();
      // Three large files, one after another on the one worker: well past 1 s on any machine (one alone
      // finishes in about a second on a fast one).
      const answer = await partitionRequest(limited, { chunking_strategy: "by_title" }, [big, big, big]);
      expect(answer.status).toBe(504);
      expect(answer.json).toEqual({ detail: "Partitioning did not finish within the time limit of 1 s." });
      expect(performance.now() - started).toBeLessThan(4000);
      // The stopped worker's replacement takes a moment to start; then requests succeed again.
      let next = await partitionRequest(limited, {}, [TEXT]);
      for (let i = 0; i < 10 && next.status !== 200; i++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        next = await partitionRequest(limited, {}, [TEXT]);
      }
      expect(next.status).toBe(200);
      expect(limited.app.poolStats().pending).toBe(0);
    } finally {
      await limited.close();
    }
  });

  it("500 with a bare detail for a fault, logged with the request id", async () => {
    const workerFile = join(tmpdir(), `docflow-faulty-worker-${process.pid}.mjs`);
    writeFileSync(
      workerFile,
      'export default async function () { throw new Error("secret internal detail at /srv/engine.js:12"); }\n',
    );
    const lines: string[] = [];
    const faulty = await startTestServer({
      workerFile,
      logLevel: "info",
      logStream: { write: (line: string) => lines.push(line) },
    });
    try {
      const answer = await partitionRequest(faulty, {}, [TEXT]);
      expect(answer.status).toBe(500);
      expect(answer.text).toBe('{"detail":"Internal server error"}');
      const requestId = answer.headers["x-request-id"];
      const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const failure = logged.find((entry) => entry.msg === "request failed");
      expect(failure?.reqId).toBe(requestId);
      expect(JSON.stringify(failure?.err)).toContain("secret internal detail");
    } finally {
      await faulty.close();
    }
  });
});

describe("graceful close", () => {
  it("finishes a request in flight before closing", async () => {
    const closing = await startTestServer({ workers: 1 });
    const inFlight = partitionRequest(closing, {}, [{ name: "big.txt", data: prose(2000) }]);
    const deadline = Date.now() + 10_000;
    while (closing.app.poolStats().pending === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await closing.close();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.json)).toBe(true);
  });
});
