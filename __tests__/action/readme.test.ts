import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { ROOT } from "../helpers/action-runner.js";

describe("docs/action.md", () => {
  it("documents every input and output of action.yml with its default", async () => {
    const yml = parseYaml(await readFile(join(ROOT, "action.yml"), "utf8"));
    const readme = await readFile(join(ROOT, "docs", "action.md"), "utf8");
    for (const [name, spec] of Object.entries<{ default?: string; required?: boolean }>(yml.inputs)) {
      const row = readme.split("\n").find((line) => new RegExp(`^\\|\\s*\`${name}\`\\s*\\|`).test(line));
      expect(row, `docs/action.md row for input ${name}`).toBeDefined();
      if (spec.default) expect(row).toContain(`\`${spec.default}\``);
    }
    for (const name of Object.keys(yml.outputs)) {
      expect(readme, `docs/action.md row for output ${name}`).toMatch(
        new RegExp(`^\\|\\s*\`${name}\`\\s*\\|`, "m"),
      );
    }
  });
});
