import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../../src/client/errors.js";
import { PartitionClient } from "../../src/client/partition.js";
import { ContractValidationError } from "../../src/contract/validation.js";
import { formOf, type RecordingServer, sendJson, startRecordingServer } from "../helpers/recording-server.js";

const ELEMENTS = [
  {
    type: "Title",
    element_id: "5ef1d1117721f0472c1ad58f65e1c4b2",
    text: "Hello",
    metadata: { filename: "hello.txt", filetype: "text/plain", languages: ["eng"], extra_field: 1 },
  },
];
const FAST_RETRY = { initialDelayMs: 5, maxDelayMs: 20 };
const KEY = "sk-test-1234567890abcdef";

let server: RecordingServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("PartitionClient", () => {
  it("posts the file and the form fields to /general/v0/general with the key header", async () => {
    server = await startRecordingServer((_req, res) => sendJson(res, 200, ELEMENTS));
    const client = new PartitionClient({ baseUrl: server.url, apiKey: KEY });
    const elements = await client.partition(
      { name: "hello.txt", data: new TextEncoder().encode("Hello\n"), contentType: "text/plain" },
      {
        strategy: "fast",
        languages: ["eng", "deu"],
        coordinates: true,
        max_characters: 800,
        split_pdf_page: false,
      },
    );

    expect(elements).toEqual(ELEMENTS);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/general/v0/general");
    expect(request?.headers["service-api-key"]).toBe(KEY);
    expect(request?.headers.accept).toBe("application/json");
    expect(request?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);

    const form = await formOf(request as NonNullable<typeof request>);
    expect(form.get("strategy")).toBe("fast");
    expect(form.getAll("languages")).toEqual(["eng", "deu"]);
    expect(form.get("coordinates")).toBe("true");
    expect(form.get("max_characters")).toBe("800");
    expect(form.get("split_pdf_page")).toBe("false");
    expect(form.get("output_format")).toBe("application/json");
    const file = form.get("files") as File;
    expect(file.name).toBe("hello.txt");
    expect(file.type).toBe("text/plain");
    expect(await file.text()).toBe("Hello\n");
  });

  it("accepts a base address that already ends in /general/v0/general, and sends no key when none is set", async () => {
    server = await startRecordingServer((_req, res) => sendJson(res, 200, []));
    const client = new PartitionClient({ baseUrl: `${server.url}/general/v0/general/` });
    await client.partition({ name: "a.txt", data: "a" });
    expect(server.requests[0]?.url).toBe("/general/v0/general");
    expect(server.requests[0]?.headers["service-api-key"]).toBeUndefined();
  });

  it("returns CSV text when asked for CSV", async () => {
    server = await startRecordingServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/csv; charset=utf-8" });
      res.end("type,element_id,text\r\nTitle,abc,Hello\r\n");
    });
    const client = new PartitionClient({ baseUrl: server.url });
    const csv = await client.partitionToCsv({ name: "a.txt", data: "Hello" });
    expect(csv).toBe("type,element_id,text\r\nTitle,abc,Hello\r\n");
    const form = await formOf(server.requests[0] as NonNullable<(typeof server.requests)[0]>);
    expect(form.get("output_format")).toBe("text/csv");
  });

  it("sends several files as repeated files parts and returns one element list per file", async () => {
    server = await startRecordingServer((_req, res) => sendJson(res, 200, [ELEMENTS, []]));
    const client = new PartitionClient({ baseUrl: server.url });
    const lists = await client.partitionFiles([
      { name: "a.txt", data: "A" },
      { name: "b.md", data: "# B" },
    ]);
    expect(lists).toEqual([ELEMENTS, []]);
    const form = await formOf(server.requests[0] as NonNullable<(typeof server.requests)[0]>);
    const files = form.getAll("files") as File[];
    expect(files.map((f) => [f.name, f.type])).toEqual([
      ["a.txt", "text/plain"],
      ["b.md", "text/markdown"],
    ]);
  });

  it("retries a 503 and succeeds", async () => {
    server = await startRecordingServer((_req, res, i) =>
      i === 0 ? sendJson(res, 503, { detail: "Server is under heavy load." }) : sendJson(res, 200, ELEMENTS),
    );
    const retries: number[] = [];
    const client = new PartitionClient({
      baseUrl: server.url,
      retry: FAST_RETRY,
      onRetry: (event) => retries.push(event.attempt),
    });
    expect(await client.partition({ name: "a.txt", data: "Hello" })).toEqual(ELEMENTS);
    expect(server.requests).toHaveLength(2);
    expect(retries).toEqual([1]);
  });

  it("waits as long as a 429's Retry-After says", async () => {
    server = await startRecordingServer((_req, res, i) =>
      i === 0
        ? sendJson(res, 429, { detail: "Too many requests" }, { "retry-after": "1" })
        : sendJson(res, 200, []),
    );
    const client = new PartitionClient({ baseUrl: server.url, retry: FAST_RETRY });
    const started = performance.now();
    await client.partition({ name: "a.txt", data: "Hello" });
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(server.requests).toHaveLength(2);
  });

  it("does not retry a 422 and renders its detail", async () => {
    const detail = [
      {
        type: "int_parsing",
        loc: ["body", "max_characters"],
        msg: "Input should be a valid integer, unable to parse string as an integer",
        input: "abc",
      },
    ];
    server = await startRecordingServer((_req, res) => sendJson(res, 422, { detail }));
    const client = new PartitionClient({ baseUrl: server.url, retry: FAST_RETRY });
    const error = await client.partition({ name: "a.txt", data: "Hello" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(422);
    expect(apiError.method).toBe("POST");
    expect(apiError.path).toBe("/general/v0/general");
    expect(apiError.detail).toEqual(detail);
    expect(apiError.message).toContain(
      "body.max_characters: Input should be a valid integer, unable to parse string as an integer",
    );
    expect(server.requests).toHaveLength(1);
  });

  it("gives up after the configured number of retries", async () => {
    server = await startRecordingServer((_req, res) => sendJson(res, 502, { detail: "Bad gateway" }));
    const client = new PartitionClient({ baseUrl: server.url, retry: { ...FAST_RETRY, maxRetries: 2 } });
    const error = (await client.partition({ name: "a.txt", data: "x" }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.attempts).toBe(3);
    expect(error.message).toContain("after 3 attempts");
    expect(server.requests).toHaveLength(3);
  });

  it("fires the per-request timeout", async () => {
    server = await startRecordingServer(async (_req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      sendJson(res, 200, []);
    });
    const client = new PartitionClient({ baseUrl: server.url, timeoutMs: 200, retry: FAST_RETRY });
    const started = performance.now();
    const error = (await client.partition({ name: "a.txt", data: "x" }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe("timeout");
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("stops when the caller's signal aborts", async () => {
    server = await startRecordingServer(async (_req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      sendJson(res, 200, []);
    });
    const client = new PartitionClient({ baseUrl: server.url });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = (await client
      .partition({ name: "a.txt", data: "x" }, {}, { signal: controller.signal })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe("aborted");
  });

  it("never puts the API key in an error, even when the server echoes it", async () => {
    server = await startRecordingServer((_req, res) =>
      sendJson(res, 401, { detail: `API key ${KEY} is invalid` }),
    );
    const client = new PartitionClient({ baseUrl: server.url, apiKey: KEY });
    const error = (await client.partition({ name: "a.txt", data: "x" }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(error.message).not.toContain(KEY);
    expect(JSON.stringify(error.detail)).not.toContain(KEY);
    expect(error.stack ?? "").not.toContain(KEY);
    expect(error.message).toContain("API key *** is invalid");
    expect(error.message).toContain("check the API key");
  });

  it("never puts the API key in an error when the server echoes it split in two", async () => {
    const half = Math.floor(KEY.length / 2);
    const [head, tail] = [KEY.slice(0, half), KEY.slice(half)];
    server = await startRecordingServer((_req, res) =>
      sendJson(res, 401, {
        detail: [
          { loc: ["header", "service-api-key"], msg: `key starts ${head}`, input: head },
          { loc: ["header", "service-api-key"], msg: `and ends ${tail}`, input: `${head}|${tail}` },
        ],
      }),
    );
    const client = new PartitionClient({ baseUrl: server.url, apiKey: KEY });
    const error = (await client.partition({ name: "a.txt", data: "x" }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    for (const piece of [KEY, head, tail]) {
      expect(error.message).not.toContain(piece);
      expect(JSON.stringify(error.detail)).not.toContain(piece);
    }
    expect(error.message).toContain("key starts ***");
  });

  it("validates the parameters with the contract before sending anything", async () => {
    server = await startRecordingServer((_req, res) => sendJson(res, 200, []));
    const client = new PartitionClient({ baseUrl: server.url });
    const error = await client
      .partition({ name: "a.txt", data: "x" }, { max_characters: "abc", strategy: "quick" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractValidationError);
    const locs = (error as ContractValidationError).detail.map((item) => item.loc.join("."));
    expect(locs).toEqual(expect.arrayContaining(["body.max_characters", "body.strategy"]));
    expect(server.requests).toHaveLength(0);
  });

  it("reports an answer that is not a list of elements", async () => {
    server = await startRecordingServer((_req, res) => sendJson(res, 200, { elements: [] }));
    const client = new PartitionClient({ baseUrl: server.url });
    const error = (await client.partition({ name: "a.txt", data: "x" }).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe("invalid-response");
  });

  it("retries a refused connection, then reports that the server could not be reached", async () => {
    server = await startRecordingServer((_req, res) => sendJson(res, 200, []));
    const url = server.url;
    await server.close();
    server = undefined;
    const retries: string[] = [];
    const client = new PartitionClient({
      baseUrl: url,
      retry: { ...FAST_RETRY, maxRetries: 2 },
      onRetry: (event) => retries.push(event.reason),
    });
    const error = (await client.partition({ name: "a.txt", data: "x" }).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe("connection");
    expect(error.attempts).toBe(3);
    expect(retries).toHaveLength(2);
  });
});
