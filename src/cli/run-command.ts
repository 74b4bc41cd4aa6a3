// `docflow run WORKFLOW`: run a workflow from a terminal or another CI system, as mode `run` does in the
// action. Ctrl-C (SIGINT) or SIGTERM cancels the job on the server before docflow exits.

import { type Command, Option } from "commander";
import { DEFAULTS } from "../modes/inputs.js";
import {
  completedWithErrors,
  createRunClient,
  FAIL_ON,
  type FailOn,
  IF_RUNNING,
  type IfRunning,
  parseDuration,
  RunModeError,
  type RunModeResult,
  runFailed,
  runRunMode,
} from "../modes/run/index.js";
import { apiKeyOption, apiUrlOption } from "./endpoint-options.js";
import { UsageError } from "./usage-error.js";

/** Options every command of the Workflow endpoint takes. */
export function addWorkflowEndpointOptions(command: Command): Command {
  return command
    .addOption(apiUrlOption("the Workflow endpoint (with or without /api/v1)", "DOCFLOW_WORKFLOW_API_URL"))
    .addOption(apiKeyOption());
}

export function workflowClientFrom(options: Record<string, unknown>) {
  const baseUrl = typeof options.apiUrl === "string" ? options.apiUrl.trim() : "";
  if (!baseUrl) {
    throw new UsageError(
      "The Workflow endpoint is not set: pass --api-url <url> or set DOCFLOW_WORKFLOW_API_URL.",
    );
  }
  try {
    return createRunClient({ baseUrl, apiKey: (options.apiKey as string | undefined) || undefined });
  } catch (error) {
    throw new UsageError(`--api-url: ${(error as Error).message}`);
  }
}

function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

/** The result as JSON for scripts: everything but the workflow's full node settings. */
function resultJson(result: RunModeResult): string {
  return `${JSON.stringify(
    {
      job_id: result.job.id,
      workflow: { id: result.workflow.id, name: result.workflow.name },
      status: result.status,
      outcome: result.outcome,
      duration_ms: result.durationMs,
      timeline: result.timeline,
      output_dir: result.outDir,
      elements: result.elements,
      files: result.files.map((file) => ({
        file: file.file,
        file_id: file.fileId,
        status: file.status,
        elements: file.elements,
        outputs: file.outputs.map((o) => ({
          node: o.node,
          node_id: o.nodeId,
          path: o.path,
          elements: o.elements,
          error: o.error,
        })),
        error: file.error,
      })),
      failed_files: result.failedFiles,
      waited_for_job: result.waitedForJob,
    },
    null,
    2,
  )}\n`;
}

export function addRunCommand(program: Command): void {
  const command = program
    .command("run")
    .description(
      "Run a workflow (by name or id) and wait for its job: documents of a local-source workflow are uploaded, a local-destination job's outputs downloaded.",
    )
    .argument("<workflow>", "the workflow's name or id")
    .option(
      "-f, --file <glob>",
      "a document to upload (path, folder or glob; ! excludes); repeatable",
      collect,
    )
    .option("--wait", "wait for the job to finish", true)
    .option("--no-wait", "return once the job is started")
    .option(
      "--timeout <duration>",
      "cancel the job and fail after this long (90s, 30m, 2h)",
      DEFAULTS.timeout,
    )
    .addOption(
      new Option(
        "--if-running <what>",
        "when the workflow already has a job: fail, or wait for it and then run",
      )
        .choices(IF_RUNNING)
        .default(DEFAULTS.ifRunning),
    )
    .addOption(
      new Option(
        "--fail-on <when>",
        "exit with 1 when: the job did not complete, also when documents failed, or never",
      )
        .choices(FAIL_ON)
        .default(DEFAULTS.failOn),
    )
    .option("-o, --out <dir>", "directory for <input file name>.<node name>.json", DEFAULTS.outputDir)
    .option("--json", "print the result as JSON on stdout (the log goes to stderr)", false);
  addWorkflowEndpointOptions(command);

  command.action(async (workflow: string, options: Record<string, unknown>) => {
    let timeoutMs: number;
    try {
      timeoutMs = parseDuration(String(options.timeout), "--timeout");
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    const client = workflowClientFrom(options);
    const controller = new AbortController();
    const onSignal = (signal: NodeJS.Signals) => {
      if (controller.signal.aborted) return;
      process.stderr.write(`\n${signal}: cancelling the job on the server…\n`);
      controller.abort(new Error(signal));
    };
    process.on("SIGINT", onSignal);
    process.on("SIGTERM", onSignal);
    let result: RunModeResult;
    try {
      result = await runRunMode({
        client,
        workflow,
        files: (options.file as string[] | undefined) ?? [],
        wait: options.wait !== false,
        timeoutMs,
        ifRunning: options.ifRunning as IfRunning,
        outDir: String(options.out),
        signal: controller.signal,
        log: (line) => process.stderr.write(`${line}\n`),
        onJobStarted: (job) => {
          process.stderr.write(`Started job ${job.id}.\n`);
        },
      });
    } catch (error) {
      if (error instanceof RunModeError) {
        process.stderr.write(`docflow: ${error.message}\n`);
        process.exitCode = error.reason === "invalid-input" || error.reason === "no-files" ? 2 : 1;
        return;
      }
      throw error;
    } finally {
      process.off("SIGINT", onSignal);
      process.off("SIGTERM", onSignal);
    }

    for (const file of result.files) {
      const outputs = file.outputs.filter((o) => o.path).map((o) => o.path);
      process.stderr.write(
        `${file.status.padEnd(8)}${file.file}${file.elements === undefined ? "" : `: ${file.elements} elements`}` +
          (outputs.length ? ` -> ${outputs.join(", ")}` : "") +
          (file.error ? ` (${file.error})` : "") +
          "\n",
      );
    }
    const failedCount = result.files.filter((file) => file.status === "failed").length;
    const outcome = completedWithErrors(result)
      ? `completed with errors: ${failedCount} of ${result.files.length} documents failed`
      : result.outcome;
    process.stderr.write(
      `Job ${result.job.id} of workflow '${result.workflow.name}': ${result.status} (${outcome}).\n`,
    );
    if (options.json) process.stdout.write(resultJson(result));
    if (result.outcome === "cancelled") process.exitCode = 130;
    else if (runFailed(result, options.failOn as FailOn)) process.exitCode = 1;
  });
}
