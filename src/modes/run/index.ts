// Mode `run`: run a workflow, wait for its job, collect its outputs.
export { createRunClient, type FailedFile, type RunClient } from "./client.js";
export { formatDuration, parseDuration } from "./duration.js";
export { RunModeError } from "./errors.js";
export {
  completedWithErrors,
  DEFAULT_TIMEOUT_MS,
  FAIL_ON,
  type FailOn,
  IF_RUNNING,
  type IfRunning,
  type RunFileResult,
  type RunModeOptions,
  type RunModeResult,
  type RunOutcome,
  runFailed,
  runRunMode,
  type TimelineEntry,
} from "./job.js";
export { type DownloadedOutput, downloadOutputs, inputNames, portableName } from "./outputs.js";
export { resolveWorkflow } from "./resolve.js";
export { renderRunSummary } from "./summary.js";
