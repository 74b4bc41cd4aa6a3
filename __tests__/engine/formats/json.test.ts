// JSON and NDJSON: element documents read back as elements, anything else refused.
import { readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { parsePartitionParameters } from "../../../src/contract/partition.js";
import { InvalidDocumentError } from "../../../src/engine/core/errors.js";
import { hashId } from "../../../src/engine/elements/ids.js";
import { partition } from "../../../src/engine/partition.js";
import { corpusDir, corpusPath } from "../../helpers/corpus.js";
import { expectElementsOrEngineError, mutations } from "../../helpers/mutations.js";

const bytes = (s: string) => new TextEncoder().encode(s);
const run = (text: string, filename = "elements.json", fields: Record<string, unknown> = {}) =>
  partition({ data: bytes(text), filename }, parsePartitionParameters(fields));

const SERVICE_OUTPUT = [
  {
    type: "Title",
    element_id: "aaaa",
    text: "Quarterly report",
    metadata: {
      filename: "report.docx",
      filetype: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      languages: ["eng"],
      page_number: 1,
      file_directory: "/tmp/uploads",
      last_modified: "2024-07-06T16:44:51",
    },
  },
  {
    type: "NarrativeText",
    element_id: "bbbb",
    text: "Revenue grew by a tenth.",
    metadata: { filename: "report.docx", page_number: 1, parent_id: "aaaa", languages: ["eng"] },
  },
  {
    type: "Table",
    element_id: "cccc",
    text: "a b",
    metadata: {
      filename: "report.docx",
      page_number: 2,
      text_as_html: "<table><tr><td>a</td><td>b</td></tr></table>",
      parent_id: "aaaa",
      coordinates: {
        points: [
          [0, 0],
          [0, 1],
          [1, 1],
          [1, 0],
        ],
        system: "PixelSpace",
        layout_width: 1,
        layout_height: 1,
      },
      detection_class_prob: 0.9,
    },
  },
];

describe("element documents", () => {
  it("reads the service's elements back with their types, texts and metadata", async () => {
    const elements = await run(JSON.stringify(SERVICE_OUTPUT), "report.docx.json");
    expect(elements.map((e) => [e.type, e.text])).toEqual([
      ["Title", "Quarterly report"],
      ["NarrativeText", "Revenue grew by a tenth."],
      ["Table", "a b"],
    ]);
    const [title, narrative, table] = elements;
    // As the reference service does: every element names the upload; ids still hash the element's own name.
    expect(title?.metadata).toEqual({
      filename: "report.docx.json",
      filetype: "application/json",
      languages: ["eng"],
      page_number: 1,
    });
    expect(table?.metadata.text_as_html).toBe("<table><tr><td>a</td><td>b</td></tr></table>");
    expect(table?.metadata).not.toHaveProperty("coordinates");
    expect(table?.metadata).not.toHaveProperty("detection_class_prob");
    // Ids are recomputed, from the element's own filename, and parent ids follow them.
    expect(title?.element_id).toBe(hashId("report.docx", "Quarterly report", 1, 0));
    expect(narrative?.element_id).toBe(hashId("report.docx", "Revenue grew by a tenth.", 1, 1));
    expect(table?.element_id).toBe(hashId("report.docx", "a b", 2, 0));
    expect(narrative?.metadata.parent_id).toBe(title?.element_id);
    expect(table?.metadata.parent_id).toBe(title?.element_id);
  });

  it("keeps coordinates when asked, and languages only when the file has them", async () => {
    const [, , table] = await run(JSON.stringify(SERVICE_OUTPUT), "r.json", { coordinates: true });
    expect(table?.metadata.coordinates?.system).toBe("PixelSpace");
    expect(table?.metadata).not.toHaveProperty("languages");
  });

  it("names layout-model types as element types", async () => {
    const elements = await run(
      JSON.stringify([
        { type: "Section-header", text: "Intro" },
        { type: "Picture", text: "" },
        { type: "Page-footer", text: "Page 1" },
        { type: "CodeSnippet", text: "x = 1" },
      ]),
      "layout.json",
    );
    expect(elements.map((e) => e.type)).toEqual(["Title", "Image", "Footer", "CodeSnippet"]);
    expect(elements[0]?.metadata.filename).toBe("layout.json");
    expect(elements[0]?.element_id).toBe(hashId("layout.json", "Intro", undefined, 0));
  });

  it("reads NDJSON, one element per line", async () => {
    const ndjson = `${SERVICE_OUTPUT.map((e) => JSON.stringify(e)).join("\n")}\n\n`;
    const elements = await run(ndjson, "report.ndjson");
    expect(elements.map((e) => e.text)).toEqual(SERVICE_OUTPUT.map((e) => e.text));
    expect(elements[0]?.metadata.filetype).toBe("application/x-ndjson");
    expect(elements[1]?.metadata.parent_id).toBe(elements[0]?.element_id);
  });

  it("drops parent links it cannot follow: random ids, parents missing from the file", async () => {
    const unique = await run(JSON.stringify(SERVICE_OUTPUT), "r.json", { unique_element_ids: true });
    expect(unique[1]?.metadata.parent_id).toBe(unique[0]?.element_id);
    const orphan = await run(
      JSON.stringify([{ type: "NarrativeText", text: "x", metadata: { parent_id: "gone" } }]),
    );
    expect(orphan[0]?.metadata).not.toHaveProperty("parent_id");
  });

  it("gives no elements for an empty array", async () => {
    expect(await run("[]")).toEqual([]);
  });
});

describe("other JSON: Text elements of the pretty-printed JSON (reference test_json.py)", () => {
  const texts = async (text: string, name = "data.json") =>
    (await run(text, name)).map((e) => [e.type, e.text, e.metadata.filetype]);

  it("writes an object, a scalar or a mixed array as one element", async () => {
    expect(await texts('{"name": "Sample 1", "id": "Sample-1"}')).toEqual([
      ["UncategorizedText", '{\n  "id": "Sample-1",\n  "name": "Sample 1"\n}', "application/json"],
    ]);
    expect(await texts("42")).toEqual([["UncategorizedText", "42", "application/json"]]);
    expect(await texts('[1, "a"]')).toEqual([["UncategorizedText", '[\n  1,\n  "a"\n]', "application/json"]]);
  });

  it("writes each object of an array of objects as one element, numbers as Python prints them", async () => {
    expect(await texts('[{"sku": "GRD-8842", "price": 12.50}, {"n": 10000000000000000000001}]')).toEqual([
      ["UncategorizedText", '{\n  "price": 12.5,\n  "sku": "GRD-8842"\n}', "application/json"],
      ["UncategorizedText", '{\n  "n": 10000000000000000000001\n}', "application/json"],
    ]);
  });

  it("treats an array with an unknown type or a non-string text as records, not elements", async () => {
    const elements = await run('[{"type": "Title", "text": 42}, {"type": "Hologram", "text": "x"}]');
    expect(elements.map((e) => e.type)).toEqual(["UncategorizedText", "UncategorizedText"]);
    expect(elements[0]?.metadata).not.toHaveProperty("languages");
  });

  it("writes one element per NDJSON line, whatever the line holds", async () => {
    expect(await texts('{"sku": 1}\n[]\n', "records.ndjson")).toEqual([
      ["UncategorizedText", '{\n  "sku": 1\n}', "application/x-ndjson"],
      ["UncategorizedText", "[]", "application/x-ndjson"],
    ]);
  });

  it("gives no elements for a blank document", async () => {
    expect(await run(" \n ", "blank.json")).toEqual([]);
  });

  it("calls broken JSON, NaN, too deep nesting and unreadable elements invalid", async () => {
    await expect(run('[{"type": "Title", "text": "x"', "broken.json")).rejects.toThrow(InvalidDocumentError);
    await expect(run('{"type": "Title", "text": "x"}\n{oops', "broken.ndjson")).rejects.toThrow(/line 2/);
    await expect(run('{"x": NaN}', "nan.json")).rejects.toThrow(/not valid JSON/);
    await expect(run(`${"[".repeat(5000)}1${"]".repeat(5000)}`, "deep.json")).rejects.toThrow(
      /nested too deeply/,
    );
    await expect(run("[".repeat(200_000), "deeper.json")).rejects.toThrow(/not valid JSON/);
    await expect(
      run('[{"type": "Title", "text": "x", "metadata": {"page_number": "one"}}]', "bad.json"),
    ).rejects.toThrow(/could not be reconstructed/);
  });
});

const corpus = corpusDir();

describe.runIf(corpus)("the corpus's JSON", () => {
  it("reads the spring-weather elements back", async () => {
    const file = corpusPath("example-docs", "spring-weather.html.json") as string;
    const original = JSON.parse(readFileSync(file, "utf8")) as { type: string; text: string }[];
    const elements = await partition({ data: readFileSync(file), filename: "spring-weather.html.json" });
    expect(elements.map((e) => [e.type, e.text])).toEqual(original.map((e) => [e.type, e.text]));
    expect(
      elements.every((e) => e.metadata.filetype === "application/json" && !("data_source" in e.metadata)),
    ).toBe(true);
    const ndjson = corpusPath("example-docs", "spring-weather.html.ndjson") as string;
    const fromLines = await partition({ data: readFileSync(ndjson), filename: "spring-weather.html.ndjson" });
    expect(fromLines.map((e) => e.text)).toEqual(original.map((e) => e.text));
  });

  it("writes the corpus's records that are not elements as Text elements", async () => {
    const counts: Record<string, number> = {
      "arbitrary-records.json": 3,
      "arbitrary-records.ndjson": 3,
      "not-unstructured-payload.json": 1,
      "single-line-object.json": 1,
    };
    for (const [name, count] of Object.entries(counts)) {
      const data = readFileSync(corpusPath("example-docs", name) as string);
      const elements = await partition({ data, filename: name });
      expect(
        elements.map((e) => e.type),
        name,
      ).toEqual(Array(count).fill("UncategorizedText"));
    }
  });

  const files = corpus
    ? ["example-docs", "api-sample-docs"].flatMap((folder) =>
        readdirSync(join(corpus, folder), { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile() && [".json", ".ndjson"].includes(extname(e.name)))
          .map((e) => join(e.parentPath, e.name)),
      )
    : [];
  it.each(files)("%s yields elements or a typed error within 10 s", async (file) => {
    const name = file.split("/").pop() as string;
    await expectElementsOrEngineError(
      () => partition({ data: readFileSync(file), filename: name }),
      name,
      10_000,
    );
  });

  it("gives elements or typed errors for 250 corrupted variants", async () => {
    const original = readFileSync(corpusPath("example-docs", "simple.json") as string);
    for (const [i, variant] of mutations(original, 250, 17).entries()) {
      await expectElementsOrEngineError(
        () => partition({ data: variant.data, filename: "simple.json" }),
        `variant ${i} (${variant.kind})`,
      );
    }
  });
});

describe("corrupted JSON, without the corpus", () => {
  it("gives elements or typed errors for 200 variants each of JSON and NDJSON", async () => {
    const json = bytes(JSON.stringify(SERVICE_OUTPUT, null, 2));
    const ndjson = bytes(SERVICE_OUTPUT.map((e) => JSON.stringify(e)).join("\n"));
    for (const [original, filename] of [
      [json, "r.json"],
      [ndjson, "r.ndjson"],
    ] as const) {
      for (const [i, variant] of mutations(original, 200, 23).entries()) {
        await expectElementsOrEngineError(
          () => partition({ data: variant.data, filename }),
          `${filename} variant ${i} (${variant.kind})`,
        );
      }
    }
  });
});
