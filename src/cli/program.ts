// The `docflow` command line. Each command is a thin shell over the same code the action uses.
import { Command, CommanderError } from "commander";
import { ApiError } from "../client/errors.js";
import { ContractValidationError } from "../contract/validation.js";
import { DOCFLOW_VERSION } from "../shared/version.js";
import { KeyRefused } from "./key-refused.js";
import { StartupError } from "./startup-error.js";
import { UsageError } from "./usage-error.js";

type AddCommand = (program: Command) => void;

/**
 * Each command's module, loaded only when that command runs (or help lists them all): `docflow partition`
 * of a text file must not pay for loading the server, the connectors or the Workflow client. In the order
 * help lists them.
 */
const COMMANDS: Record<string, () => Promise<AddCommand>> = {
  partition: async () => (await import("./partition-command.js")).addPartitionCommand,
  serve: async () => (await import("./serve-command.js")).addServeCommand,
  worker: async () => (await import("./worker-command.js")).addWorkerCommand,
  schema: async () => (await import("./schema-command.js")).addSchemaCommand,
  plan: async () => (await import("./plan-command.js")).addPlanCommand,
  apply: async () => (await import("./apply-command.js")).addApplyCommand,
  run: async () => (await import("./run-command.js")).addRunCommand,
  jobs: async () => (await import("./jobs-command.js")).addJobsCommand,
};

/** The commands to define: the one named first on the command line, else (help, a typo) all of them. */
function commandsFor(argv: readonly string[]): string[] {
  const named = argv[2];
  return named !== undefined && Object.hasOwn(COMMANDS, named) ? [named] : Object.keys(COMMANDS);
}

async function buildProgram(names: readonly string[]): Promise<Command> {
  const adders = await Promise.all(names.map((name) => (COMMANDS[name] as () => Promise<AddCommand>)()));
  const program = new Command("docflow")
    .description("Partition documents into elements and manage document workflows.")
    .version(DOCFLOW_VERSION)
    .showHelpAfterError()
    .exitOverride();

  for (const add of adders) add(program);
  return program;
}

/** Runs the CLI and returns the exit code: 0 success, 1 failure, 2 usage error. */
export async function runCli(argv: readonly string[]): Promise<number> {
  try {
    const names = commandsFor(argv);
    const program = await buildProgram(names);
    // `--flag=false` of the partition command's boolean flags, rewritten before commander reads them.
    const args = names.includes("partition")
      ? (await import("./partition-command.js")).booleanAssignments(argv)
      : [...argv];
    await program.parseAsync(args);
    // A command that finished but failed in part (some files did not partition) sets exitCode itself.
    return typeof process.exitCode === "number" ? process.exitCode : 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    if (error instanceof UsageError) {
      process.stderr.write(`docflow: ${error.message}\n`);
      return 2;
    }
    if (error instanceof ContractValidationError) {
      // On the command line the form fields are flags: name them so.
      const lines = error.detail.map((item) => {
        const field =
          item.loc[0] === "body" && typeof item.loc[1] === "string"
            ? `--${item.loc[1].replaceAll("_", "-")}`
            : item.loc.join(".");
        return `${field}: ${item.msg}${item.input !== undefined && item.input !== null ? ` (got ${JSON.stringify(item.input)})` : ""}`;
      });
      process.stderr.write(`docflow: invalid partition parameters:\n  ${lines.join("\n  ")}\n`);
      return 2;
    }
    if (error instanceof ApiError || error instanceof KeyRefused || error instanceof StartupError) {
      process.stderr.write(`docflow: ${error.message}\n`);
      return 1;
    }
    if (error instanceof Error && (error as NodeJS.ErrnoException).code === "ENOENT") {
      process.stderr.write(`docflow: ${error.message}\n`);
      return 1;
    }
    // Anything else is docflow's own fault: its stack, for a bug report, without Node's dump of the
    // bundle's minified source line.
    process.stderr.write(
      `docflow: unexpected error (a bug: please report it with this output):\n${withCauses(error)}\n`,
    );
    return 1;
  }
}

/** An error's stack and those of its causes, as Node prints an uncaught one. */
function withCauses(error: unknown): string {
  const lines: string[] = [];
  const seen = new Set<unknown>();
  for (let at: unknown = error; at !== undefined && !seen.has(at); at = (at as { cause?: unknown }).cause) {
    seen.add(at);
    const text = at instanceof Error ? (at.stack ?? at.message) : String(at);
    lines.push(lines.length === 0 ? text : `Caused by: ${text}`);
    if (!(at instanceof Error)) break;
  }
  return lines.join("\n");
}
