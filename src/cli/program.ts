// The `docflow` command line. Each command is a thin shell over the same code the action uses.
import { Command, CommanderError } from "commander";
import { ApiError } from "../client/errors.js";
import { ContractValidationError } from "../contract/validation.js";
import { DOCFLOW_VERSION } from "../shared/version.js";
import { addApplyCommand } from "./apply-command.js";
import { addJobsCommand } from "./jobs-command.js";
import { addPartitionCommand, booleanAssignments, KeyRefused } from "./partition-command.js";
import { addPlanCommand } from "./plan-command.js";
import { addRunCommand } from "./run-command.js";
import { addSchemaCommand } from "./schema-command.js";
import { addServeCommand } from "./serve-command.js";
import { StartupError } from "./startup-error.js";
import { UsageError } from "./usage-error.js";
import { addWorkerCommand } from "./worker-command.js";

function buildProgram(): Command {
  const program = new Command("docflow")
    .description("Partition documents into elements and manage document workflows.")
    .version(DOCFLOW_VERSION)
    .showHelpAfterError()
    .exitOverride();

  addPartitionCommand(program);
  addServeCommand(program);
  addWorkerCommand(program);

  addSchemaCommand(program);
  addPlanCommand(program);
  addApplyCommand(program);

  addRunCommand(program);
  addJobsCommand(program);

  return program;
}

/** Runs the CLI and returns the exit code: 0 success, 1 failure, 2 usage error. */
export async function runCli(argv: readonly string[]): Promise<number> {
  try {
    await buildProgram().parseAsync(booleanAssignments(argv));
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
    throw error;
  }
}
