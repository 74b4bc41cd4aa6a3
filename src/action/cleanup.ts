// The action's post step. GitHub runs it after the job's steps, also when the workflow was cancelled: a
// job that the main step started and left running is cancelled here so it does not run on unattended.
import * as core from "@actions/core";
import { WorkflowClient } from "../client/workflow.js";
import { isTerminalJobStatus } from "../contract/jobs.js";
import { errorMessage } from "../shared/errors.js";
import { STATE_JOB_ID, STATE_WORKFLOW_API_URL } from "./state.js";

export async function cancelUnfinishedJob(): Promise<void> {
  const jobId = core.getState(STATE_JOB_ID);
  const baseUrl = core.getState(STATE_WORKFLOW_API_URL);
  if (!jobId || !baseUrl) return;
  const apiKey = core.getInput("api-key").trim();
  if (apiKey) core.setSecret(apiKey);
  try {
    const client = new WorkflowClient({ baseUrl, apiKey, timeoutMs: 15_000, retry: { maxElapsedMs: 5_000 } });
    const job = await client.jobs.get(jobId);
    if (isTerminalJobStatus(job.status)) return;
    await client.jobs.cancel(jobId);
    core.notice(`Cancelled job ${jobId}, which was still ${job.status} when the step ended.`);
  } catch (error) {
    core.warning(`Could not cancel job ${jobId}: ${errorMessage(error)}`);
  }
}
