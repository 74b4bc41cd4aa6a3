import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ELEMENT_TYPES, ElementMetadataSchema, ElementSchema } from "../../src/contract/element.js";
import { ContractValidationError, parseOrThrow } from "../../src/contract/validation.js";
import { corpusPath } from "../helpers/corpus.js";

const EXPECTED_DIR = corpusPath("expected") ?? "";

describe("ElementSchema", () => {
  it("parses an element and defaults its metadata to {}", () => {
    const element = ElementSchema.parse({ type: "Title", element_id: "abc", text: "Hello" });
    expect(element).toEqual({ type: "Title", element_id: "abc", text: "Hello", metadata: {} });
  });

  it("gives each element its own default metadata object", () => {
    const first = ElementSchema.parse({ type: "Title", element_id: "1", text: "a" });
    const second = ElementSchema.parse({ type: "Title", element_id: "2", text: "b" });
    first.metadata.page_number = 3;
    expect(second.metadata).toEqual({});
  });

  it("keeps unknown keys on the element and in its metadata", () => {
    const input = {
      type: "CheckBox",
      element_id: "x",
      text: "",
      checked: true,
      metadata: {
        page_number: 2,
        languages: ["eng"],
        routing: { model: "m" },
        segment_start_seconds: 1.5,
      },
      embeddings: [0.1, -0.2],
    };
    expect(ElementSchema.parse(input)).toEqual(input);
  });

  it("keeps `type` an open string", () => {
    expect(ElementSchema.parse({ type: "FormKeysValues", element_id: "x", text: "" }).type).toBe(
      "FormKeysValues",
    );
  });

  it("rejects an element without a type, FastAPI style", () => {
    let caught: unknown;
    try {
      parseOrThrow(ElementSchema, { element_id: "x", text: "t", metadata: {} });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ContractValidationError);
    expect((caught as ContractValidationError).detail).toEqual([
      { type: "missing", loc: ["body", "type"], msg: "Field required", input: null },
    ]);
  });

  it("rejects wrongly typed known fields", () => {
    expect(ElementSchema.safeParse({ type: "Title", element_id: 1, text: "t" }).success).toBe(false);
    expect(
      ElementSchema.safeParse({ type: "Title", element_id: "1", text: "t", embeddings: ["a"] }).success,
    ).toBe(false);
  });

  it("lists the element types our engine emits, once each", () => {
    expect(ELEMENT_TYPES).toHaveLength(17);
    expect(new Set(ELEMENT_TYPES).size).toBe(ELEMENT_TYPES.length);
    expect(ELEMENT_TYPES).toContain("CompositeElement");
  });
});

describe("ElementMetadataSchema", () => {
  it("types the known fields", () => {
    const metadata = {
      filename: "layout.pdf",
      filetype: "application/pdf",
      page_number: 1,
      languages: ["eng"],
      parent_id: "p",
      category_depth: 0,
      text_as_html: "<table><tr><td>a</td></tr></table>",
      coordinates: {
        points: [
          [0, 0],
          [0, 10],
          [20, 10],
          [20, 0],
        ],
        system: "PixelSpace",
        layout_width: 612,
        layout_height: 792,
      },
      emphasized_text_contents: ["bold"],
      emphasized_text_tags: ["b"],
      link_texts: ["here"],
      link_urls: ["https://example.com"],
      link_start_indexes: [4],
      links: [{ text: "here", url: "https://example.com", start_index: 4 }],
      sent_from: ["A <a@example.com>"],
      sent_to: ["B <b@example.com>"],
      subject: "Hi",
      is_continuation: true,
      orig_elements: "eJyLjgUAARUAuQ==",
      table_id: "4f1c",
      chunk_index: 0,
      num_carried_over_header_rows: 1,
      key_value_pairs: [{ key: "a", value: "b" }],
      image_description: "a chart",
    };
    expect(ElementMetadataSchema.parse(metadata)).toEqual(metadata);
  });

  it("accepts a coordinate system it does not know", () => {
    const coordinates = { points: [[0, 0]], system: "SomeOtherSpace", layout_width: 1, layout_height: 1 };
    expect(ElementMetadataSchema.parse({ coordinates }).coordinates).toEqual(coordinates);
  });

  it("rejects a fractional page number and a non-list languages", () => {
    expect(ElementMetadataSchema.safeParse({ page_number: 1.5 }).success).toBe(false);
    expect(ElementMetadataSchema.safeParse({ languages: "eng" }).success).toBe(false);
  });
});

describe("JSON Schema", () => {
  it("exports named components", () => {
    const schema = z.toJSONSchema(ElementSchema) as { $defs?: Record<string, { description?: string }> };
    expect(Object.keys(schema.$defs ?? {})).toEqual(
      expect.arrayContaining(["Element", "ElementMetadata", "ElementCoordinates"]),
    );
    expect(schema.$defs?.Element?.description).toEqual(expect.any(String));
  });
});

describe.runIf(EXPECTED_DIR !== "" && existsSync(EXPECTED_DIR))("reference outputs", () => {
  const files = existsSync(EXPECTED_DIR) ? readdirSync(EXPECTED_DIR).filter((f) => f.endsWith(".json")) : [];
  it.each(files)("parses %s", (file) => {
    const elements: unknown = JSON.parse(readFileSync(join(EXPECTED_DIR, file), "utf8"));
    expect(Array.isArray(elements)).toBe(true);
    const parsed = z.array(ElementSchema).parse(elements);
    // Nothing is dropped, data_source and other extras included.
    expect(parsed).toEqual(elements);
  });
});
