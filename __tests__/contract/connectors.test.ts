import { describe, expect, it } from "vitest";
import {
  ConnectorInfoSchema,
  DESTINATION_CONNECTOR_TYPES,
  parseCreateConnector,
  parseUpdateConnector,
  SOURCE_CONNECTOR_TYPES,
} from "../../src/contract/connectors.js";
import { ContractValidationError, type ValidationErrorItem } from "../../src/contract/validation.js";

function detailOf(fn: () => unknown): ValidationErrorItem[] {
  try {
    fn();
  } catch (error) {
    if (error instanceof ContractValidationError) return error.detail;
    throw error;
  }
  throw new Error("expected a ContractValidationError");
}

describe("connector types", () => {
  it("lists known ids, lowercase and without duplicates", () => {
    for (const list of [SOURCE_CONNECTOR_TYPES, DESTINATION_CONNECTOR_TYPES]) {
      expect(new Set(list).size).toBe(list.length);
      for (const id of list) expect(id).toMatch(/^[a-z0-9][a-z0-9_-]*$/);
    }
    expect(SOURCE_CONNECTOR_TYPES).toContain("s3");
    expect(DESTINATION_CONNECTOR_TYPES).toContain("weaviate-cloud");
  });
});

describe("parseCreateConnector", () => {
  it("accepts a body and keeps an id it does not know (the list is open)", () => {
    const body = { name: "docs", type: "some_new_store", config: { bucket: "b", recursive: true } };
    expect(parseCreateConnector(body)).toEqual(body);
  });

  it("gives FastAPI-shaped items for wrong types", () => {
    const detail = detailOf(() => parseCreateConnector({ name: 7, type: "s3", config: [] }));
    expect(detail).toEqual([
      { type: "string_type", loc: ["body", "name"], msg: "Input should be a valid string", input: 7 },
      {
        type: "dict_type",
        loc: ["body", "config"],
        msg: "Input should be a valid dictionary or object",
        input: [],
      },
    ]);
  });

  it("reports missing fields and an empty name", () => {
    const detail = detailOf(() => parseCreateConnector({ name: "" }));
    expect(detail.map((item) => [item.type, item.loc])).toEqual([
      ["string_too_short", ["body", "name"]],
      ["missing", ["body", "type"]],
      ["missing", ["body", "config"]],
    ]);
  });

  it("rejects a type id that is not lowercase", () => {
    const detail = detailOf(() => parseCreateConnector({ name: "n", type: "S3", config: {} }));
    expect(detail).toHaveLength(1);
    expect(detail[0]).toMatchObject({ type: "value_error", loc: ["body", "type"], input: "S3" });
    expect(detail[0]?.msg).toContain("lowercase");
  });

  it("rejects a body that is not an object", () => {
    expect(detailOf(() => parseCreateConnector("x"))[0]).toMatchObject({ type: "dict_type", loc: ["body"] });
  });
});

describe("parseUpdateConnector", () => {
  it("takes the whole config", () => {
    expect(parseUpdateConnector({ config: { bucket: "b" } })).toEqual({ config: { bucket: "b" } });
  });

  it("refuses a name or type, saying they cannot be changed, alongside other errors", () => {
    const detail = detailOf(() => parseUpdateConnector({ name: "other", type: "gcs", config: 1 }));
    expect(detail.map((item) => [item.type, item.loc])).toEqual([
      ["dict_type", ["body", "config"]],
      ["value_error", ["body", "name"]],
      ["value_error", ["body", "type"]],
    ]);
    expect(detail[1]?.msg).toContain("cannot be changed");
  });

  it("allows the connector's own name and type when the current record is given", () => {
    const current = { name: "docs", type: "s3" };
    expect(parseUpdateConnector({ name: "docs", type: "s3", config: {} }, current)).toEqual({ config: {} });
    const detail = detailOf(() => parseUpdateConnector({ name: "renamed", type: "s3", config: {} }, current));
    expect(detail).toHaveLength(1);
    expect(detail[0]).toMatchObject({ type: "value_error", loc: ["body", "name"], input: "renamed" });
  });
});

describe("ConnectorInfoSchema", () => {
  it("keeps unknown fields and tolerates open type ids", () => {
    const record = {
      id: "a15d",
      name: "test_source_name",
      type: "onedrive",
      config: { path: "foo", recursive: false },
      created_at: "2023-09-15T01:06:53.146Z",
      updated_at: null,
      owner: "someone",
    };
    expect(ConnectorInfoSchema.parse(record)).toEqual(record);
  });
});
