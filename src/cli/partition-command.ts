// `docflow partition`: the CLI's main job. One flag per form field of the Partition endpoint, generated
// from the contract's field table so the CLI can never lag behind the interface.
import { availableParallelism } from "node:os";
import { type Command, Option } from "commander";
import { PARTITION_FIELDS, type PartitionField, parsePartitionParameters } from "../contract/partition.js";
import { expandFiles } from "../modes/files.js";
import { type FileResult, runPartitionJob } from "../modes/partition.js";
import { Progress } from "./progress.js";
import { UsageError } from "./usage-error.js";

const kebab = (name: string) => name.replaceAll("_", "-");
const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

function fieldOption(name: string, field: PartitionField): Option {
  const flag = `--${kebab(name)}`;
  const description = field.description + (field.values ? ` (${field.values.join(", ")})` : "");
  if (field.kind === "bool") {
    // `--flag` means true; `--flag false` is accepted too, as is any spelling the form accepts.
    return new Option(`${flag} [value]`, description);
  }
  if (field.kind === "list")
    return new Option(`${flag} <value>`, `${description} (repeatable)`).argParser(collect);
  return new Option(`${flag} <value>`, description);
}

/** Form fields from the parsed options: only those the user gave, as strings the contract coerces. */
function formFields(options: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const name of Object.keys(PARTITION_FIELDS)) {
    const value = options[camel(name)];
    if (value === undefined) continue;
    fields[name] = value === true ? "true" : value;
  }
  return fields;
}

function summaryLine(result: FileResult): string {
  const seconds = (result.ms / 1000).toFixed(2);
  return result.ok
    ? `ok      ${result.file}: ${result.elements} elements in ${seconds} s -> ${result.output ?? "stdout"}${result.ocrEngines ? ` (OCR: ${result.ocrEngines.join(", ")})` : ""}`
    : `failed  ${result.file}: ${result.error}`;
}

export function addPartitionCommand(program: Command): void {
  const command = program
    .command("partition")
    .description(
      "Partition documents into elements. With no --api-url the embedded engine does it in-process: no server, no key, no network.",
    )
    .argument("<files...>", "files, directories or glob patterns (a leading ! excludes)")
    .option(
      "-o, --out <dir>",
      "directory for <file name>.json (or .csv); '-' prints the elements instead",
      "docflow-output",
    )
    .addOption(
      new Option("--api-url <url>", "use this Partition endpoint instead of the embedded engine").env(
        "DOCFLOW_API_URL",
      ),
    )
    .addOption(new Option("--api-key <key>", "API key for the service-api-key header").env("DOCFLOW_API_KEY"))
    .option("--concurrency <n>", "files partitioned at once (default: the cores; twice that with a server)")
    .option("--params <yaml>", "form fields as one YAML or JSON map; flags given too win");
  for (const [name, field] of Object.entries(PARTITION_FIELDS)) command.addOption(fieldOption(name, field));

  command.action(async (patterns: string[], options: Record<string, unknown>) => {
    const { parse } = await import("yaml");
    let fields: Record<string, unknown> = {};
    if (typeof options.params === "string") {
      const parsed: unknown = parse(options.params);
      if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
        throw new UsageError(
          "--params must be a YAML or JSON map of form fields, such as '{strategy: fast}'.",
        );
      }
      fields = parsed as Record<string, unknown>;
    }
    fields = { ...fields, ...formFields(options) };

    // Bad parameters are reported before any file is looked at.
    parsePartitionParameters(fields);
    const files = await expandFiles(patterns);
    if (files.length === 0)
      throw new UsageError(`No files match ${patterns.map((p) => `'${p}'`).join(", ")}.`);
    const toStdout = options.out === "-";
    const concurrency = options.concurrency === undefined ? undefined : Number(options.concurrency);
    if (concurrency !== undefined && !(Number.isInteger(concurrency) && concurrency > 0)) {
      throw new UsageError(`--concurrency takes a positive whole number; got '${options.concurrency}'.`);
    }

    const progress = new Progress(process.stderr, files.length);
    const results = await runPartitionJob({
      files,
      outDir: toStdout ? undefined : String(options.out),
      params: fields,
      apiUrl: options.apiUrl as string | undefined,
      apiKey: options.apiKey as string | undefined,
      concurrency: concurrency ?? (options.apiUrl ? undefined : availableParallelism()),
      onFileDone: (result, done) => progress.update(done, summaryLine(result)),
    });
    progress.finish();

    if (toStdout) {
      const lists = results.filter((r) => r.ok).map((r) => r.result ?? []);
      process.stdout.write(`${JSON.stringify(lists.length === 1 ? lists[0] : lists, null, 2)}\n`);
    }
    const failed = results.filter((r) => !r.ok);
    const elements = results.reduce((sum, r) => sum + r.elements, 0);
    const seconds = (results.reduce((sum, r) => sum + r.ms, 0) / 1000).toFixed(2);
    process.stderr.write(
      `${results.length - failed.length} of ${results.length} files partitioned, ${elements} elements, ${seconds} s of work` +
        (failed.length > 0 ? `; ${failed.length} failed: ${failed.map((r) => r.file).join(", ")}` : "") +
        "\n",
    );
    if (failed.length > 0) process.exitCode = 1;
  });
}
