// `docflow partition`: the CLI's main job. One flag per form field of the Partition endpoint, generated
// from the contract's field table so the CLI can never lag behind the interface.

import { stat } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { relative } from "node:path";
import { type Command, Option } from "commander";
import { PARTITION_FIELDS, type PartitionField, parsePartitionParameters } from "../contract/partition.js";
import { expandFiles } from "../modes/files.js";
import { DEFAULTS } from "../modes/inputs.js";
import { type FileResult, partitionDocuments } from "../modes/partition/documents.js";
import { KeyRefused } from "./key-refused.js";
import { ensureIgnoredDir } from "./own-dirs.js";
import { Progress } from "./progress.js";
import { UsageError } from "./usage-error.js";

/** Where outputs go unless --out says otherwise. */
const DEFAULT_OUT = DEFAULTS.outputDir;

const kebab = (name: string) => name.replaceAll("_", "-");
const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

function fieldOptions(name: string, field: PartitionField): Option[] {
  const flag = `--${kebab(name)}`;
  const description = field.description + (field.values ? ` (${field.values.join(", ")})` : "");
  if (field.kind === "bool") {
    // A flag that takes no value, so `--coordinates file.pdf` never reads the file name as its value;
    // `--no-coordinates` and `--coordinates=false` turn it off (see booleanAssignments).
    return [new Option(flag, description), new Option(`--no-${kebab(name)}`).hideHelp()];
  }
  if (field.kind === "list")
    return [new Option(`${flag} <value>`, `${description} (repeatable)`).argParser(collect)];
  return [new Option(`${flag} <value>`, description)];
}

const TRUE_WORDS = new Set(["1", "t", "y", "on", "yes", "true"]);
const FALSE_WORDS = new Set(["0", "f", "n", "no", "off", "false"]);

/**
 * `--coordinates=false` for a boolean field, rewritten as `--no-coordinates` (and `=true` as
 * `--coordinates`) before commander reads the arguments: a flag that takes no value refuses `=value`.
 * Only the `partition` command's arguments are touched.
 */
export function booleanAssignments(argv: readonly string[]): string[] {
  if (!argv.slice(2).includes("partition")) return [...argv];
  const booleans = new Set(
    Object.entries(PARTITION_FIELDS)
      .filter(([, field]) => field.kind === "bool")
      .map(([name]) => kebab(name)),
  );
  return argv.map((arg) => {
    const match = /^--([a-z0-9-]+)=(.*)$/s.exec(arg);
    if (!match || !booleans.has(match[1] as string)) return arg;
    const [, name, value] = match as unknown as [string, string, string];
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return `--${name}`;
    if (FALSE_WORDS.has(word)) return `--no-${name}`;
    throw new UsageError(
      `--${name} is a flag: give it alone, as --no-${name}, or as --${name}=true|false; got '${value}'.`,
    );
  });
}

/** What `--output-format` (or `output_format` in --params) may say, and the MIME type each means. */
const OUTPUT_FORMATS: Record<string, "application/json" | "text/csv"> = {
  json: "application/json",
  "application/json": "application/json",
  csv: "text/csv",
  "text/csv": "text/csv",
};

/**
 * The server answers JSON for any output_format it does not know (as the hosted service does); on the
 * command line a typo such as `--output-format cvs` would then silently write JSON, so it is refused.
 */
function outputFormat(value: unknown): "application/json" | "text/csv" | undefined {
  if (value === undefined) return undefined;
  const format = OUTPUT_FORMATS[String(value).trim().toLowerCase()];
  if (!format)
    throw new UsageError(
      `--output-format takes csv, json, text/csv or application/json; got '${String(value)}'.`,
    );
  return format;
}

/** A refused key fails every file the same way: the first such answer stops the run. */
const REFUSED_KEY = /failed with HTTP 40[13]\b/;

/** Form fields from the parsed options: only those the user gave, as strings the contract coerces. */
function formFields(options: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const name of Object.keys(PARTITION_FIELDS)) {
    const value = options[camel(name)];
    if (value === undefined) continue;
    fields[name] = typeof value === "boolean" ? String(value) : value;
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
      DEFAULT_OUT,
    )
    .addOption(
      new Option("--api-url <url>", "use this Partition endpoint instead of the embedded engine").env(
        "DOCFLOW_API_URL",
      ),
    )
    .addOption(new Option("--api-key <key>", "API key for the service-api-key header").env("DOCFLOW_API_KEY"))
    .option("--concurrency <n>", "files partitioned at once (default: the cores; twice that with a server)")
    .option("--params <yaml>", "form fields as one YAML or JSON map; flags given too win");
  for (const [name, field] of Object.entries(PARTITION_FIELDS)) {
    for (const option of fieldOptions(name, field)) command.addOption(option);
  }

  command.action(async (patterns: string[], options: Record<string, unknown>) => {
    let fields: Record<string, unknown> = {};
    if (typeof options.params === "string") {
      let parsed: unknown;
      // Loaded only when --params is given: the YAML parser is a tenth of the start-up otherwise.
      const { parseYaml } = await import("./yaml.js");
      try {
        parsed = parseYaml(options.params);
      } catch (error) {
        throw new UsageError(
          `--params is not valid YAML or JSON: ${(error as Error).message.split("\n")[0]}`,
        );
      }
      if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
        throw new UsageError(
          "--params must be a YAML or JSON map of form fields, such as '{strategy: fast}'.",
        );
      }
      fields = parsed as Record<string, unknown>;
    }
    fields = { ...fields, ...formFields(options) };
    const format = outputFormat(fields.output_format);
    if (format) fields.output_format = format;

    // Bad parameters are reported before any file is looked at.
    parsePartitionParameters(fields);
    const toStdout = options.out === "-";
    const outDir = toStdout ? undefined : String(options.out);
    // The output folder is skipped when folders and globs are expanded, unless it is this folder or one
    // above it (then it holds the inputs, and what the user named is what they meant).
    // This folder's node_modules and .git are never documents either, nor the default output folder of an
    // earlier run when this one writes elsewhere (or prints).
    const skipped = [
      ...(outDir && relative(outDir, process.cwd()).startsWith("..") ? [outDir] : []),
      DEFAULT_OUT,
      "node_modules",
      ".git",
    ];
    const files = await expandFiles(patterns, process.cwd(), skipped);
    if (files.length === 0)
      throw new UsageError(`No files match ${patterns.map((p) => `'${p}'`).join(", ")}.`);
    const concurrency = options.concurrency === undefined ? undefined : Number(options.concurrency);
    if (concurrency !== undefined && !(Number.isInteger(concurrency) && concurrency > 0)) {
      throw new UsageError(`--concurrency takes a positive whole number; got '${options.concurrency}'.`);
    }

    // An output folder docflow creates gets a .gitignore, so outputs in a clone stay out of git and lint.
    if (outDir) await ensureIgnoredDir(outDir);
    const progress = new Progress(process.stderr, files.length);
    const results: FileResult[] = [];
    const report = (result: FileResult) => {
      results.push(result);
      progress.update(results.length, summaryLine(result));
    };
    // An empty file has no type to detect; say so rather than "File type inode/x-empty is not supported".
    const empty = new Set<string>();
    for (const file of files) {
      if ((await stat(file)).size === 0) empty.add(file);
    }
    for (const file of empty) report({ file, ok: false, elements: 0, error: "empty file (0 bytes)", ms: 0 });
    const job = (batch: string[], reservedNames: string[]) =>
      partitionDocuments({
        files: batch,
        outDir,
        reservedNames,
        params: fields,
        apiUrl: options.apiUrl as string | undefined,
        apiKey: options.apiKey as string | undefined,
        concurrency: concurrency ?? (options.apiUrl ? undefined : availableParallelism()),
        onFileDone: report,
      });
    const rest = files.filter((file) => !empty.has(file));
    // Against a server the first file goes alone: a wrong key then stops the run with one message
    // instead of failing every file the same way.
    const first = options.apiUrl ? rest.slice(0, 1) : [];
    const firstResults = await job(first, []);
    const refused = firstResults.find((result) => !result.ok && REFUSED_KEY.test(result.error ?? ""));
    if (refused) {
      progress.finish();
      throw new KeyRefused(
        `${String(options.apiUrl)} refused the API key (${refused.error}); check --api-key or DOCFLOW_API_KEY. No other file was sent.`,
      );
    }
    const taken = firstResults.flatMap((result) =>
      result.output && outDir ? [relative(outDir, result.output)] : [],
    );
    await job(rest.slice(first.length), taken);
    progress.finish();

    const order = new Map(files.map((file, index) => [file, index]));
    results.sort((a, b) => (order.get(a.file) ?? 0) - (order.get(b.file) ?? 0));
    if (toStdout) {
      const lists = results.filter((r) => r.ok).map((r) => r.result ?? []);
      // CSV asked for is CSV printed: the elements of every file as one table.
      if (format === "text/csv") {
        const { elementsToCsv } = await import("../modes/embedded-engine.js");
        process.stdout.write(elementsToCsv(lists.flat()));
      } else process.stdout.write(`${JSON.stringify(lists.length === 1 ? lists[0] : lists, null, 2)}\n`);
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
