import * as core from "@actions/core";
import { errorMessage } from "../shared/errors.js";
import { DOCFLOW_VERSION } from "../shared/version.js";
import { ActionFailure } from "./failure.js";
import { readCommonInputs } from "./inputs.js";

/** The action's main step. Never throws: every failure ends as `core.setFailed` plus `failure-reason`. */
export async function run(): Promise<void> {
  try {
    const inputs = readCommonInputs();
    core.info(`docflow ${DOCFLOW_VERSION}: mode ${inputs.mode}`);
    // Each mode's code is loaded when that mode runs: partitioning does not load the Workflow client.
    if (inputs.mode === "partition") {
      await (await import("./partition.js")).runPartitionAction(inputs);
      return;
    }
    if (inputs.mode === "plan" || inputs.mode === "apply") {
      await (await import("./sync.js")).runSyncAction(inputs);
      return;
    }
    if (inputs.mode === "run") {
      await (await import("./run.js")).runRunAction(inputs);
      return;
    }
    throw new ActionFailure(
      "not-available",
      `Mode '${inputs.mode}' is not available in docflow ${DOCFLOW_VERSION} yet. ` +
        "Pin a release that lists it in its README.",
    );
  } catch (error) {
    const reason = error instanceof ActionFailure ? error.reason : "internal-error";
    const message = errorMessage(error);
    core.setOutput("failure-reason", reason);
    core.setFailed(`docflow failed: ${message}`);
  }
}
