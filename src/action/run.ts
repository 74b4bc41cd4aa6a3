// Mode `run`, the GitHub side: read the inputs, run the workflow, and report — outputs, step summary,
// artifact, annotations. The job's id is saved for the post step as soon as it exists, and SIGINT/SIGTERM
// (the runner cancelling the workflow) cancel the job on the server before the runner kills the step.
import * as core from "@actions/core";
import { ApiError } from "../client/errors.js";
import { ACTION_INPUTS } from "../modes/inputs.js";
import {
  completedWithErrors,
  createRunClient,
  type FailOn,
  type IfRunning,
  parseDuration,
  RunModeError,
  type RunModeResult,
  renderRunSummary,
  runFailed,
  runRunMode,
} from "../modes/run/index.js";
import { errorMessage } from "../shared/errors.js";
import { artifactServiceAvailable, uniqueArtifactName, uploadFiles } from "./artifact.js";
import { ActionFailure } from "./failure.js";
import { type CommonInputs, readBoolean, readChoice, readPositiveInteger } from "./inputs.js";
import { logSafe } from "./log.js";
import { STATE_JOB_ID, STATE_WORKFLOW_API_URL } from "./state.js";

/** GitHub shows at most 10 error annotations per step; the step's own failure message is one of them. */
const MAX_FILE_ANNOTATIONS = 8;

export interface RunInputs {
  workflowApiUrl: string;
  workflow: string;
  files: string[];
  wait: boolean;
  timeoutMs: number;
  ifRunning: IfRunning;
  failOn: FailOn;
  uploadArtifact: boolean;
  artifactName: string;
  retentionDays?: number | undefined;
}

export function readRunInputs(common: CommonInputs): RunInputs {
  const workflow = core.getInput("workflow").trim();
  if (!workflow) {
    throw new ActionFailure(
      "invalid-input",
      "Input 'workflow' is required for mode 'run': the workflow's name or id.",
    );
  }
  // One server (`docflow serve`) answers both endpoints, so api-url stands in when workflow-api-url is empty.
  const workflowApiUrl = common.workflowApiUrl || common.apiUrl;
  if (!workflowApiUrl) {
    throw new ActionFailure(
      "invalid-input",
      "Input 'workflow-api-url' is required for mode 'run': the base address of the Workflow endpoint.",
    );
  }
  let timeoutMs: number;
  try {
    timeoutMs = parseDuration(
      core.getInput("timeout").trim() || ACTION_INPUTS.timeout.default,
      "Input 'timeout'",
    );
  } catch (error) {
    throw new ActionFailure("invalid-input", (error as Error).message);
  }
  const files = core
    .getInput("files")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const failOn = readChoice("fail-on");
  return {
    workflowApiUrl,
    workflow,
    files,
    wait: readBoolean("wait"),
    timeoutMs,
    ifRunning: readChoice("if-running"),
    // fail-on-error: false is the older switch for "report, never fail".
    failOn: readBoolean("fail-on-error") ? failOn : "never",
    uploadArtifact: readBoolean("upload-artifact"),
    artifactName: core.getInput("artifact-name").trim(),
    retentionDays: readPositiveInteger("retention-days"),
  };
}

/** SIGINT and SIGTERM abort the run (which cancels the job) instead of killing the step outright. */
function abortOnSignals(controller: AbortController): () => void {
  const handler = (signal: NodeJS.Signals) => {
    if (controller.signal.aborted) return;
    core.warning(
      `Received ${signal}: the workflow run is being cancelled; cancelling the job on the server.`,
    );
    controller.abort(new Error(`received ${signal}`));
  };
  process.on("SIGINT", handler);
  process.on("SIGTERM", handler);
  return () => {
    process.off("SIGINT", handler);
    process.off("SIGTERM", handler);
  };
}

async function uploadResults(inputs: RunInputs, result: RunModeResult): Promise<string | undefined> {
  // Only this job's downloads: the output directory may hold other steps' files, or an earlier run's.
  const files = result.downloads.flatMap((download) => (download.path ? [download.path] : []));
  if (!inputs.uploadArtifact || !inputs.artifactName || files.length === 0) return undefined;
  const github = await import("@actions/github");
  const name = uniqueArtifactName(inputs.artifactName, {
    job: github.context.job ?? "",
    runAttempt: Number.isFinite(github.context.runAttempt) ? github.context.runAttempt : 1,
  });
  if (!artifactServiceAvailable()) {
    core.notice(
      "The artifact service is not available to this step (no ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL); the job's outputs were not uploaded.",
    );
    return undefined;
  }
  try {
    const uploaded = await uploadFiles(name, files, result.outDir, inputs.retentionDays);
    core.info(
      `Uploaded the job's outputs as the artifact ${uploaded.name}${uploaded.id ? ` (id ${uploaded.id})` : ""}.`,
    );
    return uploaded.name;
  } catch (error) {
    core.warning(`Could not upload the job's outputs as the artifact ${name}: ${errorMessage(error)}`);
    return undefined;
  }
}

function annotateFailedFiles(result: RunModeResult): void {
  const failed = result.files.filter((file) => file.status === "failed");
  const shown = failed.length > MAX_FILE_ANNOTATIONS + 1 ? failed.slice(0, MAX_FILE_ANNOTATIONS) : failed;
  for (const file of shown) {
    core.error(logSafe(`${file.file} was not processed by job ${result.job.id}: ${file.error ?? "failed"}`), {
      title: "docflow: document failed",
    });
  }
  if (shown.length < failed.length) {
    core.error(`${failed.length - shown.length} more documents failed; the step summary lists them all.`, {
      title: "docflow: documents failed",
    });
  }
}

function failure(result: RunModeResult, inputs: RunInputs): ActionFailure | undefined {
  if (!runFailed(result, inputs.failOn)) return undefined;
  const job = `Job ${result.job.id} of workflow '${result.workflow.name}'`;
  switch (result.outcome) {
    case "timed-out":
      return new ActionFailure(
        "timeout",
        `${job} did not finish within the timeout and was cancelled (${result.status}).`,
      );
    case "cancelled":
      return new ActionFailure(
        "cancelled",
        `${job} was cancelled because the workflow run was cancelled (${result.status}).`,
      );
    case "failed":
      return new ActionFailure("job-failed", `${job} FAILED.`);
    case "stopped":
      return new ActionFailure("job-stopped", `${job} was STOPPED before it completed.`);
    default: {
      const failed = result.files.filter((file) => file.status === "failed").length;
      return new ActionFailure(
        "files-failed",
        `${job} COMPLETED, but ${failed} of ${result.files.length} documents failed.`,
      );
    }
  }
}

export async function runRunAction(common: CommonInputs): Promise<void> {
  const inputs = readRunInputs(common);
  const workspace = process.env.GITHUB_WORKSPACE || process.cwd();
  const client = createRunClient({
    baseUrl: inputs.workflowApiUrl,
    apiKey: common.apiKey || undefined,
    onRetry: (event) =>
      core.info(
        `Retrying ${event.method} ${event.path} in ${Math.round(event.delayMs / 1000)} s (${event.reason}).`,
      ),
  });
  const controller = new AbortController();
  const stopListening = abortOnSignals(controller);
  let result: RunModeResult;
  try {
    result = await runRunMode({
      client,
      workflow: inputs.workflow,
      files: inputs.files,
      cwd: workspace,
      wait: inputs.wait,
      timeoutMs: inputs.timeoutMs,
      ifRunning: inputs.ifRunning,
      outDir: common.outputDir,
      signal: controller.signal,
      log: (line) => core.info(logSafe(line)),
      onJobStarted: (job) => {
        core.setOutput("job-id", job.id);
        // Only a job we wait for is ours to stop: with wait: false it is meant to run on after the step.
        if (inputs.wait) {
          core.saveState(STATE_JOB_ID, job.id);
          core.saveState(STATE_WORKFLOW_API_URL, inputs.workflowApiUrl);
        }
      },
    });
  } catch (error) {
    if (error instanceof RunModeError) throw new ActionFailure(error.reason, error.message);
    if (error instanceof ApiError) throw new ActionFailure("api-error", error.message);
    throw error;
  } finally {
    stopListening();
  }

  core.setOutput("job-id", result.job.id);
  core.setOutput("job-status", result.status);
  core.setOutput("output-dir", result.outDir);
  core.setOutput("failed-files", String(result.files.filter((file) => file.status === "failed").length));
  if (completedWithErrors(result) && !runFailed(result, inputs.failOn)) {
    // Not a failure under this fail-on, but never silent: the documents that failed are named above.
    core.warning(
      `Job ${result.job.id} COMPLETED with errors: some documents failed; set fail-on: failed-files to fail the step for it.`,
      { title: "docflow: completed with errors" },
    );
  }
  core.info(
    `Job ${result.job.id}: ${result.status}` +
      (result.files.length ? `, ${result.files.length} documents, ${result.elements} elements` : "") +
      (result.downloads.length ? `, outputs in ${result.outDir}` : "") +
      ".",
  );

  const artifactName = await uploadResults(inputs, result);
  try {
    await core.summary
      .addRaw(
        renderRunSummary(result, {
          resultsLocation: artifactName ? `artifact ${artifactName}` : result.outDir,
        }),
      )
      .write();
  } catch (error) {
    core.warning(`Could not write the step summary: ${errorMessage(error)}`);
  }
  annotateFailedFiles(result);
  const failed = failure(result, inputs);
  if (failed) throw failed;
}
