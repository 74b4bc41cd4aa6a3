// A spec's connectors of the types docflow knows are checked field by field before any server is called
// (the same schemas the server validates with), and docflow.schema.json tells editors each type's config.
import { describe, expect, it } from "vitest";
import { SpecError } from "../../src/as-code/errors.js";
import { loadSpec } from "../../src/as-code/load.js";
import { specJsonSchema } from "../../src/as-code/schema.js";
import { CONNECTOR_CONFIG_SCHEMAS } from "../../src/contract/connector-configs.js";

async function problemsOf(text: string, env: Record<string, string> = {}) {
  try {
    await loadSpec({ text }, { env });
    return [];
  } catch (error) {
    if (!(error instanceof SpecError)) throw error;
    return error.problems.map((problem) => ({ path: problem.path.join("."), message: problem.message }));
  }
}

describe("connector configs in a spec", () => {
  it("reports each bad field of a known type with its path, never a secret's value", async () => {
    const problems = await problemsOf(
      [
        "sources:",
        "  blobs: { type: azure, config: { remote_url: 'gs://x', sas_token: '${{ env.SAS }}', account_key: k } }",
        "destinations:",
        "  cache: { type: redis, config: { port: seventy, password: '${{ env.SAS }}' } }",
        "  other: { type: neo4j, config: { anything: 1 } }",
      ].join("\n"),
      { SAS: "sv=2024&sig=secret-signature-value" },
    );
    // The rules across fields (host or uri) run once the fields themselves are right.
    expect(problems.map((problem) => problem.path).sort()).toEqual([
      "destinations.cache.config.port",
      "sources.blobs.config.account_name",
      "sources.blobs.config.remote_url",
      "sources.blobs.config.sas_token",
    ]);
    expect(problems.find((p) => p.path === "sources.blobs.config.remote_url")?.message).toContain(
      "azure source: must look like az://container",
    );
    expect(JSON.stringify(problems)).not.toContain("secret-signature-value");
  });

  it("accepts a good config of each known type, and any config of a type it does not know", async () => {
    expect(
      await problemsOf(
        [
          "sources:",
          "  blobs: { type: azure, config: { remote_url: 'az://inbox/docs', connection_string: '${{ env.CS }}' } }",
          "destinations:",
          "  cache: { type: redis, config: { host: cache.internal, ssl: 'true', port: '6380' } }",
          "  graph: { type: neo4j, config: { uri: 'neo4j+s://x', database: neo4j } }",
        ].join("\n"),
        { CS: "AccountName=acct;AccountKey=a2V5" },
      ),
    ).toEqual([]);
  });

  it("gives editors each known type's config in docflow.schema.json", () => {
    const schema = specJsonSchema() as {
      properties: Record<string, { additionalProperties: { allOf: { if: unknown; then: unknown }[] } }>;
      $defs: Record<string, { properties?: Record<string, unknown> }>;
    };
    for (const [section, kind] of [
      ["sources", "source"],
      ["destinations", "destination"],
    ] as const) {
      const rules = schema.properties[section]?.additionalProperties.allOf ?? [];
      expect(rules).toHaveLength(Object.keys(CONNECTOR_CONFIG_SCHEMAS[kind]).length);
      for (const rule of rules) {
        const ref = (rule.then as { properties: { config: { $ref: string } } }).properties.config.$ref;
        expect(schema.$defs[ref.replace("#/$defs/", "")]?.properties).toBeDefined();
      }
    }
    expect(Object.keys(schema.$defs.RedisDestinationConfig?.properties ?? {})).toEqual(
      expect.arrayContaining([
        "host",
        "port",
        "database",
        "ssl",
        "batch_size",
        "uri",
        "username",
        "password",
      ]),
    );
  });
});
