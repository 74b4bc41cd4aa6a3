// The PartitionClient against the real server (the client's own tests use a stand-in): the fields it
// sends arrive and take effect, a 422 is rendered, the key never shows in an error, CSV, several files,
// and a 503 is retried until the server has room.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../../src/client/errors.js";
import { PartitionClient } from "../../src/client/partition.js";
import { BROKEN_DOCX, deck, MARKDOWN, prose } from "./fixtures.js";
import { startTestServer, type TestServer } from "./helpers.js";

const KEY = "sk-docflow-client-test-0123456789";
const TEXT = {
  name: "memo.txt",
  data: "Quarterly Report\n\nRevenue grew by ten percent over the last quarter.\n",
  contentType: "text/plain",
};
const FAST_RETRY = { initialDelayMs: 5, maxDelayMs: 50 };

let server: TestServer;
const logs: string[] = [];
beforeAll(async () => {
  server = await startTestServer({
    partitionApiKeys: [KEY],
    logLevel: "info",
    logStream: { write: (line: string) => logs.push(line) },
  });
});
afterAll(async () => {
  await server?.close();
});

describe("PartitionClient against docflow serve", () => {
  it("sends the fields it is given, and the server applies each", async () => {
    const client = new PartitionClient({ baseUrl: server.url, apiKey: KEY });
    const elements = await client.partition(
      { name: "deck.pptx", data: deck() },
      {
        languages: ["eng", "deu"],
        starting_page_number: 3,
        include_page_breaks: true,
        include_slide_notes: false,
        unique_element_ids: true,
        strategy: "fast",
        split_pdf_page: false,
      },
    );
    expect(elements.map((e) => [e.type, e.metadata.page_number])).toEqual([
      ["Title", 3],
      ["NarrativeText", 3],
      ["PageBreak", 3],
      ["Title", 4],
      ["Title", 4],
    ]);
    for (const element of elements) {
      expect(element.element_id).toMatch(/^[0-9a-f-]{36}$/);
      if (element.type !== "PageBreak") expect(element.metadata.languages).toEqual(["eng", "deu"]);
      expect(element.metadata.filename).toBe("deck.pptx");
      expect(element.metadata.filetype).toBe(
        "application/vnd.openxmlformats-officedocument.presentationml.presentation",
      );
    }
  });

  it("sends chunking fields and the file's media type", async () => {
    const client = new PartitionClient({ baseUrl: `${server.url}/general/v0/general`, apiKey: KEY });
    const chunks = await client.partition(
      { name: "report", data: prose(3), contentType: "text/markdown" },
      { chunking_strategy: "basic", max_characters: 250, include_orig_elements: false },
    );
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(chunk.type).toBe("CompositeElement");
      expect(chunk.text.length).toBeLessThanOrEqual(250);
      expect(chunk.metadata.orig_elements).toBeUndefined();
      expect(chunk.metadata.filetype).toBe("text/markdown");
    }
  });

  it("renders a 422 from the server and does not retry it", async () => {
    let retries = 0;
    const client = new PartitionClient({
      baseUrl: server.url,
      apiKey: KEY,
      retry: FAST_RETRY,
      onRetry: () => retries++,
    });
    const error = await client.partition({ name: "report.docx", data: BROKEN_DOCX }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(422);
    expect(apiError.detail).toBe(
      "report.docx is not a valid document: corrupt or truncated zip archive (invalid zip data)",
    );
    expect(apiError.message).toContain("report.docx is not a valid document");
    expect(retries).toBe(0);
  });

  it("never puts the key in an error or the server's logs", async () => {
    const wrong = "sk-wrong-0123456789abcdef";
    const client = new PartitionClient({ baseUrl: server.url, apiKey: wrong, retry: FAST_RETRY });
    const error = (await client.partition(TEXT).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(error.detail).toBe("API key is invalid.");
    for (const text of [error.message, JSON.stringify(error.detail), error.stack ?? ""]) {
      expect(text).not.toContain(wrong);
    }
    const keyless = new PartitionClient({ baseUrl: server.url, retry: FAST_RETRY });
    const missing = (await keyless.partition(TEXT).catch((e: unknown) => e)) as ApiError;
    expect(missing.status).toBe(401);
    expect(missing.detail).toBe("API key is missing, please provide an API key in the header.");
    expect(logs.join("")).not.toContain(wrong);
    expect(logs.join("")).not.toContain(KEY);
  });

  it("gets CSV", async () => {
    const client = new PartitionClient({ baseUrl: server.url, apiKey: KEY });
    const csv = await client.partitionToCsv(TEXT);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("type,element_id,text,filename,filetype,languages,parent_id");
    expect(lines[1]).toMatch(/^Title,[0-9a-f]{32},Quarterly Report,memo\.txt,text\/plain,/);
  });

  it("partitions several files in one request, one list per file in order", async () => {
    const client = new PartitionClient({ baseUrl: server.url, apiKey: KEY });
    const lists = await client.partitionFiles([
      TEXT,
      { name: "notes.md", data: MARKDOWN },
      { name: "deck.pptx", data: deck() },
    ]);
    expect(lists.map((list) => list[0]?.metadata.filename)).toEqual(["memo.txt", "notes.md", "deck.pptx"]);
    expect(lists[1]?.[0]).toMatchObject({ type: "Title", text: "Release Notes" });
    const single = await client.partitionFiles([TEXT]);
    expect(single).toEqual([await client.partition(TEXT)]);
  });

  it("retries a 503 until the server has room", async () => {
    const busy = await startTestServer({ workers: 1, queueSize: 0 });
    try {
      const client = new PartitionClient({ baseUrl: busy.url, retry: { ...FAST_RETRY, maxRetries: 20 } });
      const { capacity } = busy.app.poolStats();
      const slows = Array.from({ length: capacity }, () =>
        client.partition({ name: "big.txt", data: prose(6000) }),
      );
      const slow = slows[0] as Promise<unknown[]>;
      const deadline = Date.now() + 10_000;
      while (busy.app.poolStats().pending < capacity && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const statuses: string[] = [];
      const patient = new PartitionClient({
        baseUrl: busy.url,
        // Retry-After says at least a second; the client waits that long between tries.
        retry: { initialDelayMs: 5, maxDelayMs: 2000, maxRetries: 10 },
        onRetry: (event) => statuses.push(event.reason),
      });
      const elements = await patient.partition(TEXT);
      expect(elements).toHaveLength(2);
      expect(statuses[0]).toBe("HTTP 503");
      expect((await slow).length).toBeGreaterThan(1000);
      await Promise.all(slows);
    } finally {
      await busy.close();
    }
  });
});
