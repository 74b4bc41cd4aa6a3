// `docflow schema`: the JSON Schema of the spec file (its `$defs` hold every object of the interface),
// for editors; `--interface` prints only the interface's objects. docflow.schema.json in the repository
// is this output, checked by a test.
import type { Command } from "commander";
import { specJsonSchema } from "../as-code/schema.js";
import { contractJsonSchema } from "../contract/json-schema.js";

export function schemaText(which: "spec" | "interface"): string {
  return `${JSON.stringify(which === "spec" ? specJsonSchema() : contractJsonSchema(), null, 2)}\n`;
}

export function addSchemaCommand(program: Command): void {
  program
    .command("schema")
    .description(
      "Print the JSON Schema of the spec file (docflow.yaml); its $defs hold the interface's objects (elements, partition parameters, workflows, ...).",
    )
    .option("--interface", "only the interface's objects, without the spec file", false)
    .action((options: { interface?: boolean }) => {
      process.stdout.write(schemaText(options.interface ? "interface" : "spec"));
    });
}
