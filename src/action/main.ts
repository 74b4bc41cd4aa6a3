import * as core from "@actions/core";
import { DOCFLOW_VERSION } from "../shared/version.js";
import { ActionFailure } from "./failure.js";
import { readCommonInputs } from "./inputs.js";
import { runPartitionAction } from "./partition.js";
import { runRunAction } from "./run.js";
import { runSyncAction } from "./sync.js";

/** The action's main step. Never throws: every failure ends as `core.setFailed` plus `failure-reason`. */
export async function run(): Promise<void> {
  try {
    const inputs = readCommonInputs();
    core.info(`docflow ${DOCFLOW_VERSION}: mode ${inputs.mode}`);
    if (inputs.mode === "partition") {
      await runPartitionAction(inputs);
      return;
    }
    if (inputs.mode === "plan" || inputs.mode === "apply") {
      await runSyncAction(inputs);
      return;
    }
    if (inputs.mode === "run") {
      await runRunAction(inputs);
      return;
    }
    throw new ActionFailure(
      "not-available",
      `Mode '${inputs.mode}' is not available in docflow ${DOCFLOW_VERSION} yet. ` +
        "Pin a release that lists it in its README.",
    );
  } catch (error) {
    const reason = error instanceof ActionFailure ? error.reason : "internal-error";
    const message = error instanceof Error ? error.message : String(error);
    core.setOutput("failure-reason", reason);
    core.setFailed(`docflow failed: ${message}`);
  }
}
