// docflow.schema.json is generated from the contract; this test fails when the shipped file is stale and
// rewrites it when DOCFLOW_UPDATE_SCHEMA=1 (then format it: `npx biome format --write docflow.schema.json`).
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { SpecSchema } from "../../src/as-code/schema.js";
import { schemaText } from "../../src/cli/schema-command.js";
import { ROOT } from "../helpers/action-runner.js";

const SHIPPED = join(ROOT, "docflow.schema.json");
const STALE =
  "docflow.schema.json is stale: regenerate it with DOCFLOW_UPDATE_SCHEMA=1 npx vitest run __tests__/as-code/schema.test.ts && npx biome format --write docflow.schema.json";

describe("the spec's JSON Schema", () => {
  it("is shipped as docflow.schema.json, up to date", async () => {
    const current = schemaText("spec");
    if (process.env.DOCFLOW_UPDATE_SCHEMA === "1") await writeFile(SHIPPED, current);
    const shipped = await readFile(SHIPPED, "utf8").catch(() => "null");
    // Compared as JSON: the file is kept in the repository's formatting (biome), the CLI prints it plainly.
    expect(JSON.parse(shipped), STALE).toEqual(JSON.parse(current));
  });

  it("describes the spec at its root and the interface's objects in $defs", () => {
    const schema = JSON.parse(schemaText("spec"));
    expect(Object.keys(schema.properties).sort()).toEqual([
      "destinations",
      "sources",
      "version",
      "workflows",
    ]);
    expect(schema.additionalProperties).toBe(false);
    const workflow = schema.properties.workflows.additionalProperties;
    expect(Object.keys(workflow.properties).sort()).toEqual(
      ["destination", "nodes", "reprocess_all", "schedule", "source", "workflow_type"].sort(),
    );
    expect(workflow.properties.nodes.items.$ref).toBe("#/$defs/WorkflowNode");
    expect(schema.$defs.SchedulePhrase.enum).toContain("every 15 minutes");
    expect(schema.$defs.WorkflowNode.properties.type.enum).toEqual([
      "partition",
      "chunk",
      "prompter",
      "embed",
    ]);
    expect(Object.keys(schema.$defs)).toEqual(
      expect.arrayContaining(["Element", "WorkflowBody", "ConnectorType"]),
    );
  });

  it("accepts the example spec of docs/spec-file.md, as the spec loader does", async () => {
    const readme = await readFile(join(ROOT, "docs", "spec-file.md"), "utf8");
    const example = /<!-- spec-example -->\s*```yaml\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(example, "docs/spec-file.md has a spec example after <!-- spec-example -->").toBeDefined();
    const parsed = SpecSchema.safeParse(parseYaml(example as string));
    expect(parsed.success ? [] : z.prettifyError(parsed.error)).toEqual([]);
  });
});
