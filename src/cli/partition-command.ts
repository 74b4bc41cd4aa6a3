// `docflow partition`: the CLI's main job. One flag per form field of the Partition endpoint, generated
// from the contract's field table so the CLI can never lag behind the interface.

import { stat } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { relative } from "node:path";
import { type Command, Option } from "commander";
import { PARTITION_FIELDS, type PartitionField, parsePartitionForm } from "../contract/partition.js";
import { selectFiles } from "../modes/files.js";
import { DEFAULTS } from "../modes/inputs.js";
import { type FileResult, ignoredFieldsWarning, partitionDocuments } from "../modes/partition/documents.js";
import { apiKeyOption, apiUrlOption } from "./endpoint-options.js";
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
 * `--coordinates=false` and `--coordinates false` for a boolean field, rewritten as `--no-coordinates` (and
 * `true` as `--coordinates`) before commander reads the arguments: a flag that takes no value would refuse
 * `=value`, and read a separate `false` as a file name — leaving the flag on, the opposite of what was
 * written. A separate value is taken only when it is `true` or `false` (a file of that name is `./false`);
 * `--no-coordinates false` is refused rather than guessed. Only the `partition` command's arguments are
 * touched; every boolean field of the contract's table is handled alike.
 */
export function booleanAssignments(argv: readonly string[]): string[] {
  if (!argv.slice(2).includes("partition")) return [...argv];
  const booleans = new Set(
    Object.entries(PARTITION_FIELDS)
      .filter(([, field]) => field.kind === "bool")
      .map(([name]) => kebab(name)),
  );
  const out: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] as string;
    const next = argv[index + 1]?.trim().toLowerCase();
    const separate = next === "true" || next === "false";
    const negated = /^--no-([a-z0-9-]+)$/.exec(arg)?.[1];
    if (negated && booleans.has(negated) && separate) {
      throw new UsageError(
        `--no-${negated} takes no value; write --no-${negated}, or --${negated}=true|false; got '--no-${negated} ${argv[index + 1]}'.`,
      );
    }
    const bare = /^--([a-z0-9-]+)$/.exec(arg)?.[1];
    if (bare && booleans.has(bare) && separate) {
      out.push(next === "true" ? `--${bare}` : `--no-${bare}`);
      index++;
      continue;
    }
    const match = /^--([a-z0-9-]+)=(.*)$/s.exec(arg);
    if (!match || !booleans.has(match[1] as string)) {
      out.push(arg);
      continue;
    }
    const [, name, value] = match as unknown as [string, string, string];
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) out.push(`--${name}`);
    else if (FALSE_WORDS.has(word)) out.push(`--no-${name}`);
    else
      throw new UsageError(
        `--${name} is a flag: give it alone, as --no-${name}, or as --${name}=true|false; got '${value}'.`,
      );
  }
  return out;
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
    .addOption(apiUrlOption("use this Partition endpoint instead of the embedded engine", "DOCFLOW_API_URL"))
    .addOption(apiKeyOption())
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

    // Parsed once, here: bad parameters are reported before any file is looked at; unknown ones are
    // named, as the action does.
    const params = parsePartitionForm(fields);
    const { ignored } = params;
    if (ignored.length > 0)
      process.stderr.write(
        `docflow: warning: --params: ${ignoredFieldsWarning(ignored, Boolean(options.apiUrl))}\n`,
      );
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
    const { files, missing, unmatched } = await selectFiles(patterns, process.cwd(), skipped, {
      // The paths a user typed are theirs to name, links included, as for any command.
      followNamedLinks: true,
    });
    // A path named without a wildcard is a file the user meant: its absence stops the run before any work.
    if (missing.length > 0)
      throw new UsageError(
        `${missing.map((p) => `'${p}'`).join(", ")}: no such file or folder${files.length > 0 ? "; nothing was partitioned" : ""}.`,
      );
    if (files.length === 0)
      throw new UsageError(`No files match ${patterns.map((p) => `'${p}'`).join(", ")}.`);
    for (const pattern of unmatched) process.stderr.write(`docflow: warning: '${pattern}' matches no file\n`);
    const concurrency = options.concurrency === undefined ? undefined : Number(options.concurrency);
    if (concurrency !== undefined && !(Number.isInteger(concurrency) && concurrency > 0)) {
      throw new UsageError(`--concurrency takes a positive whole number; got '${options.concurrency}'.`);
    }

    // An output folder docflow creates gets a .gitignore, so outputs in a clone stay out of git and lint.
    if (outDir) {
      const existing = await stat(outDir).catch(() => undefined);
      if (existing && !existing.isDirectory())
        throw new UsageError(
          `--out '${outDir}' is a file; --out takes a folder for the outputs (created when missing), or '-' to print them.`,
        );
      await ensureIgnoredDir(outDir);
    }
    const progress = new Progress(process.stderr, files.length);
    const results: FileResult[] = [];
    const report = (result: FileResult) => {
      results.push(result);
      progress.update(results.length, summaryLine(result));
    };
    // Ctrl-C (or a TERM from a supervisor) ends the run at once, saying how far it got and what it left.
    const interrupted = (signal: NodeJS.Signals) => {
      progress.finish();
      const written = results.flatMap((result) => (result.output ? [result.output] : []));
      process.stderr.write(
        `docflow: interrupted after ${results.length} of ${files.length} files (${results.filter((r) => r.ok).length} partitioned); ` +
          (outDir
            ? `${written.length} ${written.length === 1 ? "output" : "outputs"} written to ${outDir}${written.length > 0 ? ` (the last: ${relative(outDir, written.at(-1) as string)})` : ""}; the files not reported above have no output.`
            : "nothing was printed (--out - prints when every file is done).") +
          "\n",
      );
      process.exit(signal === "SIGINT" ? 130 : 143);
    };
    process.once("SIGINT", interrupted);
    process.once("SIGTERM", interrupted);
    const job = (batch: string[], reservedNames: string[]) =>
      partitionDocuments({
        files: batch,
        outDir,
        reservedNames,
        params,
        apiUrl: options.apiUrl as string | undefined,
        apiKey: options.apiKey as string | undefined,
        concurrency: concurrency ?? (options.apiUrl ? undefined : availableParallelism()),
        onFileDone: report,
      });
    const rest = files;
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
    process.off("SIGINT", interrupted);
    process.off("SIGTERM", interrupted);
    if (toStdout) {
      // One shape whatever fails: one file named gives its list of elements; several give one list per
      // file, in the order of their paths, a failed file's empty (the lines above name it).
      const lists = results.map((r) => (r.ok ? (r.result ?? []) : []));
      // CSV asked for is CSV printed: the elements of every file as one table.
      if (format === "text/csv") {
        const { elementsToCsv } = await import("../modes/embedded-engine.js");
        process.stdout.write(elementsToCsv(lists.flat()));
      } else process.stdout.write(`${JSON.stringify(files.length === 1 ? lists[0] : lists, null, 2)}\n`);
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
