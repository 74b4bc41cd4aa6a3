// The `docflow` command line. Each command is a thin shell over the same code the action uses.
import { mkdir, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { Command, CommanderError, Option } from "commander";
import { parse as parseYaml } from "yaml";
import { ApiError } from "../client/errors.js";
import { fileFromPath } from "../client/files.js";
import { PartitionClient, type PartitionParamsInput } from "../client/partition.js";
import { contractJsonSchema } from "../contract/json-schema.js";
import { ContractValidationError } from "../contract/validation.js";
import { DOCFLOW_VERSION } from "../version.js";

/** A failure the user can fix; printed without a stack trace. */
class UsageError extends Error {}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

/** `--param key=value` pairs and a `--params` YAML/JSON map, merged (pairs win). */
export function partitionParams(params: string | undefined, pairs: string[]): PartitionParamsInput {
  let merged: PartitionParamsInput = {};
  if (params) {
    const parsed: unknown = parseYaml(params);
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
      throw new UsageError(`--params must be a YAML or JSON map of form fields, such as '{strategy: fast}'.`);
    }
    merged = { ...(parsed as PartitionParamsInput) };
  }
  for (const pair of pairs) {
    const at = pair.indexOf("=");
    if (at <= 0) throw new UsageError(`--param takes key=value; got '${pair}'.`);
    const key = pair.slice(0, at);
    const value = pair.slice(at + 1);
    // A repeated key builds a list, as repeated form fields do.
    const existing = merged[key];
    merged[key] =
      existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return merged;
}

function buildProgram(): Command {
  const program = new Command("docflow")
    .description("Partition documents into elements and manage document workflows.")
    .version(DOCFLOW_VERSION)
    .showHelpAfterError()
    .exitOverride();

  program
    .command("partition")
    .description("Partition documents into elements (JSON, or CSV with --format csv).")
    .argument("<files...>", "documents to partition")
    .addOption(new Option("--api-url <url>", "Partition endpoint base address").env("DOCFLOW_API_URL"))
    .addOption(new Option("--api-key <key>", "API key for the service-api-key header").env("DOCFLOW_API_KEY"))
    .option("-p, --param <key=value>", "a form field, such as strategy=fast (repeatable)", collect, [])
    .option("--params <yaml>", "form fields as a YAML or JSON map")
    .addOption(new Option("-f, --format <format>", "output format").choices(["json", "csv"]).default("json"))
    .option("-o, --output-dir <dir>", "write <file>.json (or .csv) per document here instead of to stdout")
    .action(async (files: string[], options) => {
      const params = partitionParams(options.params, options.param);
      if (!options.apiUrl) {
        throw new UsageError(
          `The embedded engine is not part of docflow ${DOCFLOW_VERSION} yet; pass --api-url (or set DOCFLOW_API_URL) to partition with a server.`,
        );
      }
      const client = new PartitionClient({ baseUrl: options.apiUrl, apiKey: options.apiKey });
      for (const path of files) {
        const file = await fileFromPath(path);
        const text =
          options.format === "csv"
            ? await client.partitionToCsv(file, params)
            : `${JSON.stringify(await client.partition(file, params), null, 2)}\n`;
        if (options.outputDir) {
          await mkdir(options.outputDir, { recursive: true });
          const target = join(options.outputDir, `${basename(path)}.${options.format}`);
          await writeFile(target, text);
          process.stderr.write(`${path} -> ${target}\n`);
        } else {
          process.stdout.write(text);
        }
      }
    });

  program
    .command("schema")
    .description(
      "Print the JSON Schema of the interface's objects (elements, partition parameters, workflows, ...).",
    )
    .action(() => {
      process.stdout.write(`${JSON.stringify(contractJsonSchema(), null, 2)}\n`);
    });

  return program;
}

/** Runs the CLI and returns the exit code: 0 success, 1 failure, 2 usage error. */
export async function runCli(argv: readonly string[]): Promise<number> {
  try {
    await buildProgram().parseAsync([...argv]);
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    if (error instanceof UsageError) {
      process.stderr.write(`docflow: ${error.message}\n`);
      return 2;
    }
    if (error instanceof ApiError || error instanceof ContractValidationError) {
      process.stderr.write(`docflow: ${error.message}\n`);
      return 1;
    }
    if (error instanceof Error && (error as NodeJS.ErrnoException).code === "ENOENT") {
      process.stderr.write(`docflow: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}
