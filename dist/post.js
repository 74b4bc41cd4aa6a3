import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  STATE_JOB_ID,
  STATE_WORKFLOW_API_URL
} from "./chunks/chunk-7O5MJY2O.js";
import {
  WorkflowClient
} from "./chunks/chunk-DWZA2F2O.js";
import {
  isTerminalJobStatus
} from "./chunks/chunk-UNAXKZDV.js";
import "./chunks/chunk-2ABRJECF.js";
import {
  getInput,
  getState,
  notice,
  setSecret,
  warning
} from "./chunks/chunk-UH5Y45F5.js";
import "./chunks/chunk-7XO5HSX2.js";
import "./chunks/chunk-2UYBSJB6.js";
import "./chunks/chunk-OTYFLIC4.js";
import "./chunks/chunk-32N574GZ.js";
import "./chunks/chunk-4OXEBAUD.js";
import "./chunks/chunk-PCHJDGZE.js";

// src/action/cleanup.ts
async function cancelUnfinishedJob() {
  const jobId = getState(STATE_JOB_ID);
  const baseUrl = getState(STATE_WORKFLOW_API_URL);
  if (!jobId || !baseUrl) return;
  const apiKey = getInput("api-key").trim();
  if (apiKey) setSecret(apiKey);
  try {
    const client = new WorkflowClient({ baseUrl, apiKey, timeoutMs: 15e3, retry: { maxElapsedMs: 5e3 } });
    const job = await client.jobs.get(jobId);
    if (isTerminalJobStatus(job.status)) return;
    await client.jobs.cancel(jobId);
    notice(`Cancelled job ${jobId}, which was still ${job.status} when the step ended.`);
  } catch (error) {
    warning(`Could not cancel job ${jobId}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

// src/action/post.ts
await cancelUnfinishedJob();
