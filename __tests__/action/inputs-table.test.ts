// The action's inputs are written in one table (src/modes/inputs.ts) that the action and the CLI read their
// defaults from; action.yml must say the same: the same inputs, the same defaults, and descriptions that
// name every choice and the largest value the code accepts.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { ACTION_INPUTS, DEFAULTS } from "../../src/modes/inputs.js";
import { ROOT } from "../helpers/action-runner.js";

interface YamlInput {
  description: string;
  required?: boolean;
  default?: string;
}

const yml = parseYaml(readFileSync(join(ROOT, "action.yml"), "utf8")) as {
  inputs: Record<string, YamlInput>;
};
const table = Object.entries(ACTION_INPUTS) as [string, (typeof ACTION_INPUTS)[keyof typeof ACTION_INPUTS]][];

describe("ACTION_INPUTS", () => {
  it("has the inputs of action.yml, in its order", () => {
    expect(table.map(([name]) => name)).toEqual(Object.keys(yml.inputs));
  });

  it.each(table)("%s: action.yml gives the table's default", (name, input) => {
    const declared = yml.inputs[name] as YamlInput;
    const required = "required" in input && input.required === true;
    expect(declared.required ?? false).toBe(required);
    if (required) {
      expect(declared.default).toBeUndefined();
      return;
    }
    const fallback = "default" in input ? String(input.default) : "";
    expect(declared.default ?? "").toBe(fallback);
  });

  it.each(table)("%s: action.yml's description names its choices and its limit", (name, input) => {
    const description = (yml.inputs[name] as YamlInput).description;
    if (input.kind === "choice") {
      for (const choice of input.choices)
        expect(description, `${name}: ${choice}`).toContain(`\`${choice}\``);
    }
    if (input.kind === "count" && name !== "concurrency") {
      expect(description).toContain(`from 1 to ${input.max}`);
    }
  });

  it("gives the CLI the action's defaults", () => {
    expect(DEFAULTS).toEqual({
      outputDir: yml.inputs["output-dir"]?.default,
      spec: yml.inputs.spec?.default,
      timeout: yml.inputs.timeout?.default,
      ifRunning: yml.inputs["if-running"]?.default,
      failOn: yml.inputs["fail-on"]?.default,
    });
  });
});
