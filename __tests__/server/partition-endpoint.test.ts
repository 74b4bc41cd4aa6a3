// The Partition endpoint over HTTP: each parameter group whose effect shows on text, markup and office
// formats, CSV, several files, gzip uploads, and the routes around it (healthcheck, 405, 404, OpenAPI, docs).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PARTITION_FIELDS } from "../../src/contract/partition.js";
import { CSV_TABLE, deck, MARKDOWN, prose } from "./fixtures.js";
import { elementsOf, FIXTURES, partitionRequest, startTestServer, type TestServer } from "./helpers.js";

const PPTX = "application/vnd.openxmlformats-officedocument.presentationml.presentation";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const HEX_ID = /^[0-9a-f]{32}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const TEXT = {
  name: "memo.txt",
  data: "Quarterly Report\n\nRevenue grew by ten percent over the last quarter.\n",
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const summary = (answer: Awaited<ReturnType<typeof partitionRequest>>) =>
  elementsOf(answer).map((e) => [e.type, e.text, e.metadata.page_number]);

describe("POST /general/v0/general", () => {
  it("partitions one file into a JSON array of elements", async () => {
    const answer = await partitionRequest(server, {}, [{ ...TEXT, type: "text/plain" }]);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    const elements = elementsOf(answer);
    expect(elements.map((e) => [e.type, e.text])).toEqual([
      ["Title", "Quarterly Report"],
      ["NarrativeText", "Revenue grew by ten percent over the last quarter."],
    ]);
    expect(elements[0]?.metadata).toMatchObject({
      filename: "memo.txt",
      filetype: "text/plain",
      languages: ["eng"],
    });
    expect(elements[0]?.element_id).toMatch(HEX_ID);
    expect(answer.headers["x-request-id"]).toBeTruthy();
  });

  it("unique_element_ids: UUIDs instead of content hashes, which repeat across calls", async () => {
    const [a, b] = await Promise.all([
      partitionRequest(server, {}, [TEXT]),
      partitionRequest(server, {}, [TEXT]),
    ]);
    expect(elementsOf(a).map((e) => e.element_id)).toEqual(elementsOf(b).map((e) => e.element_id));
    const unique = elementsOf(await partitionRequest(server, { unique_element_ids: "true" }, [TEXT]));
    for (const element of unique) expect(element.element_id).toMatch(UUID);
    const bad = await partitionRequest(server, { unique_element_ids: "maybe" }, [TEXT]);
    expect(bad.status).toBe(422);
    expect(bad.json).toEqual({
      detail: [
        {
          type: "bool_parsing",
          loc: ["body", "unique_element_ids"],
          msg: "Input should be a valid boolean, unable to interpret input",
          input: "maybe",
        },
      ],
    });
  });

  it("languages: repeated keys, key[] and a JSON array all work; ocr_languages is the old name", async () => {
    const spellings: Record<string, string | string[]>[] = [
      { languages: ["eng", "deu"] },
      { "languages[]": ["eng", "deu"] },
      { languages: '["eng","deu"]' },
    ];
    for (const fields of spellings) {
      const elements = elementsOf(await partitionRequest(server, fields, [TEXT]));
      expect(elements[0]?.metadata.languages, JSON.stringify(fields)).toEqual(["eng", "deu"]);
    }
    const old = elementsOf(await partitionRequest(server, { ocr_languages: "fra" }, [TEXT]));
    expect(old[0]?.metadata.languages).toEqual(["fra"]);
  });

  it("starting_page_number and include_page_breaks on a deck", async () => {
    const file = { name: "deck.pptx", data: deck(), type: PPTX };
    const plain = await partitionRequest(server, {}, [file]);
    expect(summary(plain)).toEqual([
      ["NarrativeText", "Remember to thank the team.", 1],
      ["Title", "Quarterly Review", 1],
      ["NarrativeText", "Revenue grew in every region this year.", 1],
      ["Title", "Next Steps", 2],
      ["Title", "Hire two engineers and open the Lisbon office.", 2],
    ]);
    const shifted = await partitionRequest(
      server,
      { starting_page_number: "5", include_page_breaks: "true" },
      [file],
    );
    expect(summary(shifted)).toEqual([
      ["NarrativeText", "Remember to thank the team.", 5],
      ["Title", "Quarterly Review", 5],
      ["NarrativeText", "Revenue grew in every region this year.", 5],
      ["PageBreak", "", 5],
      ["Title", "Next Steps", 6],
      ["Title", "Hire two engineers and open the Lisbon office.", 6],
    ]);
    const zero = await partitionRequest(server, { starting_page_number: "0" }, [file]);
    expect(zero.status).toBe(422);
    expect((zero.json as { detail: { type: string; loc: string[] }[] }).detail[0]).toMatchObject({
      type: "value_error",
      loc: ["body", "starting_page_number"],
    });
  });

  it("include_slide_notes=false leaves the speaker notes out", async () => {
    const elements = elementsOf(
      await partitionRequest(server, { include_slide_notes: "false" }, [{ name: "deck.pptx", data: deck() }]),
    );
    expect(elements.map((e) => e.text)).not.toContain("Remember to thank the team.");
    expect(elements).toHaveLength(4);
  });

  it("starting_page_number and skip_infer_table_types on a workbook", async () => {
    const file = {
      name: "stanley-cups.xlsx",
      data: readFileSync(join(FIXTURES, "sheets/stanley-cups.xlsx")),
      type: XLSX,
    };
    const plain = elementsOf(await partitionRequest(server, {}, [file]));
    const tables = plain.filter((e) => e.type === "Table");
    expect(tables).toHaveLength(2);
    for (const table of tables) expect(table.metadata.text_as_html).toMatch(/^<table/);
    expect(plain.map((e) => e.metadata.page_number)).toEqual([1, 1, 2, 2]);

    const skipped = elementsOf(
      await partitionRequest(server, { skip_infer_table_types: "xlsx", starting_page_number: "3" }, [file]),
    );
    for (const table of skipped.filter((e) => e.type === "Table"))
      expect(table.metadata.text_as_html).toBeUndefined();
    expect(skipped.map((e) => e.metadata.page_number)).toEqual([3, 3, 4, 4]);
  });

  it("skip_infer_table_types on a CSV", async () => {
    const file = { name: "scores.csv", data: CSV_TABLE, type: "text/csv" };
    const [table] = elementsOf(await partitionRequest(server, {}, [file]));
    expect(table?.type).toBe("Table");
    expect(table?.metadata.text_as_html).toContain("<td>Ada</td>");
    const [skipped] = elementsOf(
      await partitionRequest(server, { skip_infer_table_types: '["csv"]' }, [file]),
    );
    expect(skipped?.type).toBe("Table");
    expect(skipped?.metadata.text_as_html).toBeUndefined();
  });

  it("xml_keep_tags keeps the markup of XML documents", async () => {
    const file = {
      name: "fake-xml.xml",
      data: readFileSync(join(FIXTURES, "xml/fake-xml.xml")),
      type: "application/xml",
    };
    const plain = elementsOf(await partitionRequest(server, {}, [file]));
    expect(plain[0]?.text).toBe("United States");
    const kept = elementsOf(await partitionRequest(server, { xml_keep_tags: "true" }, [file]));
    expect(kept).toHaveLength(1);
    expect(kept[0]?.text).toContain("<?xml");
  });

  it("encoding decodes text in the named encoding; an unknown one is a 422", async () => {
    const data = Buffer.from("Grüße aus Köln, sagte die Frau.\n", "latin1");
    const latin = elementsOf(
      await partitionRequest(server, { encoding: "iso-8859-1" }, [{ name: "g.txt", data }]),
    );
    expect(latin[0]?.text).toBe("Grüße aus Köln, sagte die Frau.");
    const cyrillic = elementsOf(
      await partitionRequest(server, { encoding: "windows-1251" }, [{ name: "g.txt", data }]),
    );
    expect(cyrillic[0]?.text).toBe("GrьЯe aus Kцln, sagte die Frau.");
    const unknown = await partitionRequest(server, { encoding: "no-such" }, [{ name: "g.txt", data }]);
    expect(unknown.status).toBe(422);
    expect(unknown.json).toEqual({
      detail: "g.txt could not be decoded as no-such: 'no-such' is not an encoding docflow knows",
    });
  });

  it("content_type overrides the detected type; without it the part's media type is the hint", async () => {
    const asText = elementsOf(
      await partitionRequest(server, {}, [{ name: "notes.txt", data: MARKDOWN, type: "text/plain" }]),
    );
    expect(asText[0]).toMatchObject({ type: "Title", text: "# Release Notes" });
    const forced = elementsOf(
      await partitionRequest(server, { content_type: "text/markdown" }, [
        { name: "notes.txt", data: MARKDOWN, type: "text/plain" },
      ]),
    );
    expect(forced[0]).toMatchObject({ type: "Title", text: "Release Notes" });
    expect(forced[0]?.metadata.filetype).toBe("text/markdown");
    const hinted = elementsOf(
      await partitionRequest(server, {}, [{ name: "notes", data: MARKDOWN, type: "text/markdown" }]),
    );
    expect(hinted[0]).toMatchObject({ type: "Title", text: "Release Notes" });
  });

  it("gzip uploads: by name or by part type, partitioned like the original", async () => {
    const original = await partitionRequest(server, {}, [{ name: "memo.txt", data: TEXT.data }]);
    const gz = gzipSync(TEXT.data);
    const byName = await partitionRequest(server, {}, [{ name: "memo.txt.gz", data: gz }]);
    expect(byName.status).toBe(200);
    expect(byName.json).toEqual(original.json);
    const byType = await partitionRequest(server, {}, [
      { name: "memo.txt", data: gz, type: "application/gzip" },
    ]);
    expect(byType.json).toEqual(original.json);
  });

  it("gz_uncompressed_content_type says what the gzipped file is", async () => {
    const gz = gzipSync(MARKDOWN);
    const plain = elementsOf(await partitionRequest(server, {}, [{ name: "notes.gz", data: gz }]));
    expect(plain[0]?.text).toBe("# Release Notes");
    const markdown = elementsOf(
      await partitionRequest(server, { gz_uncompressed_content_type: "text/markdown" }, [
        { name: "notes.gz", data: gz },
      ]),
    );
    expect(markdown[0]).toMatchObject({ type: "Title", text: "Release Notes" });
    const broken = await partitionRequest(server, {}, [{ name: "notes.txt.gz", data: gz.subarray(0, 12) }]);
    expect(broken.status).toBe(422);
    expect((broken.json as { detail: string }).detail).toContain("not valid gzip data");
  });

  it("output_format=text/csv answers CSV with a CSV content type", async () => {
    const answer = await partitionRequest(server, { output_format: "text/csv" }, [TEXT]);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = answer.text.trimEnd().split("\r\n");
    expect(lines[0]).toBe("type,element_id,text,filename,filetype,languages,parent_id");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^Title,[0-9a-f]{32},Quarterly Report,memo\.txt,text\/plain,/);
    // Any other value is tolerated and answered with JSON.
    const other = await partitionRequest(server, { output_format: "application/xml" }, [TEXT]);
    expect(other.headers["content-type"]).toMatch(/^application\/json/);
  });

  it("chunking fields: strategy, sizes, orig_elements, cross-field checks", async () => {
    const file = { name: "report.txt", data: prose(4) };
    const unchunked = elementsOf(await partitionRequest(server, {}, [file]));
    const merged = elementsOf(
      await partitionRequest(server, { chunking_strategy: "basic", max_characters: "1000" }, [file]),
    );
    expect(merged.length).toBeLessThan(unchunked.length);
    for (const chunk of merged) {
      expect(chunk.type).toBe("CompositeElement");
      expect(chunk.text.length).toBeLessThanOrEqual(1000);
      expect(typeof chunk.metadata.orig_elements).toBe("string");
    }
    const split = elementsOf(
      await partitionRequest(server, { chunking_strategy: "basic", max_characters: "100" }, [file]),
    );
    expect(split.length).toBeGreaterThan(unchunked.length);
    for (const chunk of split) expect(chunk.text.length).toBeLessThanOrEqual(100);
    const bare = elementsOf(
      await partitionRequest(
        server,
        { chunking_strategy: "by_title", max_characters: "1000", include_orig_elements: "false" },
        [file],
      ),
    );
    expect(bare.length).toBeGreaterThan(0);
    for (const chunk of bare) expect(chunk.metadata.orig_elements).toBeUndefined();
    const overlapped = elementsOf(
      await partitionRequest(
        server,
        { chunking_strategy: "basic", max_characters: "1000", overlap: "40", overlap_all: "true" },
        [file],
      ),
    );
    // The second chunk starts with the tail of the first.
    expect(overlapped[1]?.text.slice(0, 60)).toContain(overlapped[0]?.text.slice(-20));
    expect(merged[1]?.text.slice(0, 60)).not.toContain(merged[0]?.text.slice(-20));
    // Without a strategy the chunking fields are ignored.
    expect(elementsOf(await partitionRequest(server, { max_characters: "300" }, [file]))).toHaveLength(
      unchunked.length,
    );

    const wrong = await partitionRequest(
      server,
      { chunking_strategy: "basic", max_characters: "100", overlap: "100" },
      [file],
    );
    expect(wrong.status).toBe(422);
    expect((wrong.json as { detail: { loc: string[]; type: string }[] }).detail).toEqual([
      expect.objectContaining({ type: "value_error", loc: ["body", "overlap"] }),
    ]);
  });

  it("accepts every field of the contract, the example-only ones and unknown ones", async () => {
    const answer = await partitionRequest(
      server,
      {
        strategy: "'fast'",
        coordinates: "true",
        hi_res_model_name: "yolox",
        pdf_infer_table_structure: "false",
        extract_image_block_types: ["Image", "Table"],
        split_pdf_page: "true",
        split_pdf_allow_failed: "true",
        split_pdf_concurrency_level: "5",
        "split_pdf_page_range[]": ["1", "3"],
        vlm_model_provider: "openai",
        vlm_model: "gpt-4o",
        not_a_field: "whatever",
        encoding: "",
      },
      [TEXT],
    );
    expect(answer.status).toBe(200);
    expect(elementsOf(answer)).toHaveLength(2);
    expect(Object.keys(PARTITION_FIELDS)).toContain("split_pdf_page_range");
  });

  it("several files answer an array of element arrays, in upload order", async () => {
    const answer = await partitionRequest(server, {}, [
      { name: "b.md", data: MARKDOWN, type: "text/markdown" },
      TEXT,
      { name: "deck.pptx", data: deck() },
    ]);
    expect(answer.status).toBe(200);
    const lists = answer.json as { metadata: { filename: string } }[][];
    expect(lists).toHaveLength(3);
    expect(lists.map((list) => list[0]?.metadata.filename)).toEqual(["b.md", "memo.txt", "deck.pptx"]);
    const alone = await partitionRequest(server, {}, [TEXT]);
    expect(lists[1]).toEqual(alone.json);
  });

  it("several files as CSV: one table, rows in upload order", async () => {
    const answer = await partitionRequest(server, { output_format: "text/csv" }, [
      TEXT,
      { name: "b.md", data: MARKDOWN, type: "text/markdown" },
    ]);
    expect(answer.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = answer.text.trimEnd().split("\r\n");
    expect(lines).toHaveLength(5);
    expect(lines.slice(1).map((line) => line.split(",")[3])).toEqual([
      "memo.txt",
      "memo.txt",
      "b.md",
      "b.md",
    ]);
  });

  it("one bad file among several fails the request with that file's error", async () => {
    const answer = await partitionRequest(server, {}, [TEXT, { name: "empty.txt", data: "" }]);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ detail: "File type inode/x-empty is not supported." });
    // A slow file still running when another fails is stopped, and the failure is the answer: the
    // request ends well before the slow file alone would (compared, not timed, so load cannot fail it).
    const big = { name: "big.txt", data: prose(6000) };
    let started = performance.now();
    expect((await partitionRequest(server, {}, [big])).status).toBe(200);
    const alone = performance.now() - started;
    started = performance.now();
    const stopped = await partitionRequest(server, {}, [big, { name: "empty.txt", data: "" }]);
    expect(stopped.status).toBe(400);
    expect(stopped.json).toEqual({ detail: "File type inode/x-empty is not supported." });
    expect(performance.now() - started).toBeLessThan(alone * 0.8);
    expect((await partitionRequest(server, {}, [TEXT])).status).toBe(200);
  });
});

describe("routes around the endpoint", () => {
  it("GET /healthcheck", async () => {
    const response = await request(`${server.url}/healthcheck`);
    expect(response.statusCode).toBe(200);
    expect(await response.body.json()).toEqual({ healthcheck: "HEALTHCHECK STATUS: EVERYTHING OK!" });
  });

  it("GET /general/v0/general is a 405 with JSON", async () => {
    const response = await request(server.endpoint);
    expect(response.statusCode).toBe(405);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(await response.body.json()).toEqual({ detail: "Only POST requests are supported." });
  });

  it("an unknown path is a 404 with JSON", async () => {
    const response = await request(`${server.url}/nope`, { method: "POST", body: "x" });
    expect(response.statusCode).toBe(404);
    expect(await response.body.json()).toEqual({ detail: "Not Found" });
  });

  it("GET /openapi.json describes the endpoint with the contract's schemas", async () => {
    const response = await request(`${server.url}/openapi.json`);
    expect(response.statusCode).toBe(200);
    const doc = (await response.body.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    expect(doc.openapi).toBe("3.1.0");
    const post = doc.paths["/general/v0/general"]?.post;
    expect(Object.keys(post?.responses ?? {})).toEqual(
      expect.arrayContaining(["200", "400", "401", "413", "422", "500", "503", "504"]),
    );
    expect(Object.keys(doc.components.schemas.PartitionParameters?.properties ?? {})).toEqual(
      Object.keys(PARTITION_FIELDS),
    );
    expect(doc.components.schemas.Element).toBeDefined();
    // Every reference resolves inside the document.
    const text = JSON.stringify(doc);
    for (const [, name] of text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)) {
      expect(doc.components.schemas[name as string], name).toBeDefined();
    }
    expect(text).not.toContain("#/$defs/");
  });

  it("GET /docs/partition is a self-contained page listing the fields and their defaults", async () => {
    const response = await request(`${server.url}/docs/partition`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    const html = await response.body.text();
    expect(html).not.toMatch(/<script|<link/i);
    for (const name of Object.keys(PARTITION_FIELDS)) expect(html).toContain(`<code>${name}</code>`);
    expect(html).toContain("<td><code>&quot;hi_res&quot;</code></td>");
    expect(html).toContain(`curl -X POST '${server.url}/general/v0/general'`);
  });
});
