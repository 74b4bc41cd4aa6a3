import { describe, expect, it } from "vitest";
import { CONTRACT_SCHEMAS, contractJsonSchema } from "../../src/contract/json-schema.js";

describe("contractJsonSchema", () => {
  const document = contractJsonSchema() as { $defs: Record<string, Record<string, unknown>> };
  const text = JSON.stringify(document);

  it("names every top-level object of the interface", () => {
    expect(Object.keys(document.$defs)).toEqual(expect.arrayContaining(Object.keys(CONTRACT_SCHEMAS)));
  });

  it("has only references that resolve inside the document", () => {
    const refs = new Set([...text.matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1] as string));
    expect(refs.size).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/\$defs\/[^/#]+$/);
      expect(document.$defs, ref).toHaveProperty([ref.slice("#/$defs/".length)]);
    }
  });

  it("documents the partition fields with their defaults and allowed values", () => {
    const params = document.$defs.PartitionParameters as {
      properties: Record<string, { default?: unknown; enum?: unknown[]; description?: string }>;
    };
    expect(params.properties.max_characters?.default).toBe(500);
    expect(params.properties.new_after_n_chars?.default).toBe(1500);
    expect(params.properties.strategy?.default).toBe("hi_res");
    expect(JSON.stringify(params.properties.strategy)).toContain("ocr_only");
    expect(params.properties.strategy?.description).toBeTruthy();
  });
});
