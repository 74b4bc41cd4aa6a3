// `docflow jobs list|get|cancel|download`: the jobs of the Workflow endpoint from a terminal.

import { resolve } from "node:path";
import type { Command } from "commander";
import { ApiError } from "../client/errors.js";
import type { JobInfo } from "../contract/jobs.js";
import type { WorkflowNodeInfo } from "../contract/nodes.js";
import { DEFAULTS } from "../modes/inputs.js";
import { downloadOutputs, RunModeError, resolveWorkflow } from "../modes/run/index.js";
import { addWorkflowEndpointOptions, workflowClientFrom } from "./run-command.js";
import { UsageError } from "./usage-error.js";

function table(rows: string[][]): string {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((value, column) => value.padEnd(widths[column] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

async function workflowId(client: ReturnType<typeof workflowClientFrom>, ref: string): Promise<string> {
  try {
    return (await resolveWorkflow(client, ref)).id;
  } catch (error) {
    if (error instanceof RunModeError) throw new UsageError(error.message);
    throw error;
  }
}

export function addJobsCommand(program: Command): void {
  const jobs = program
    .command("jobs")
    .description("List, inspect, cancel and download the jobs of the Workflow endpoint.");

  addWorkflowEndpointOptions(
    jobs
      .command("list")
      .description("List jobs, in the order the server sends them.")
      .option("-w, --workflow <name or id>", "only this workflow's jobs")
      .option(
        "-s, --status <status>",
        "only jobs with this status (scheduled, in_progress, completed, failed, stopped)",
      )
      .option("--json", "print the jobs as JSON", false),
  ).action(async (options: Record<string, unknown>) => {
    const client = workflowClientFrom(options);
    const workflow =
      typeof options.workflow === "string" ? await workflowId(client, options.workflow) : undefined;
    let list: JobInfo[];
    try {
      list = await client.jobs.list({ workflowId: workflow, status: options.status as string | undefined });
    } catch (error) {
      if (error instanceof TypeError) throw new UsageError(`--status: ${error.message}`);
      throw error;
    }
    if (options.json) {
      process.stdout.write(`${JSON.stringify(list, null, 2)}\n`);
      return;
    }
    if (list.length === 0) {
      process.stderr.write("No jobs.\n");
      return;
    }
    const rows = [["ID", "STATUS", "WORKFLOW", "CREATED", "RUNTIME", "FILES"]];
    for (const job of list) {
      rows.push([
        job.id,
        job.status,
        job.workflow_name,
        job.created_at ?? "",
        job.runtime ?? "",
        String(job.input_file_ids?.length ?? 0),
      ]);
    }
    process.stdout.write(`${table(rows)}\n`);
  });

  addWorkflowEndpointOptions(
    jobs.command("get").description("Print a job as JSON.").argument("<job-id>"),
  ).action(async (jobId: string, options: Record<string, unknown>) => {
    const job = await workflowClientFrom(options).jobs.get(jobId);
    process.stdout.write(`${JSON.stringify(job, null, 2)}\n`);
  });

  addWorkflowEndpointOptions(
    jobs.command("cancel").description("Cancel a scheduled or running job.").argument("<job-id>"),
  ).action(async (jobId: string, options: Record<string, unknown>) => {
    const client = workflowClientFrom(options);
    try {
      await client.jobs.cancel(jobId);
    } catch (error) {
      if (error instanceof ApiError && error.is(409)) {
        process.stderr.write(`docflow: ${error.message}\n`);
        process.exitCode = 1;
        return;
      }
      throw error;
    }
    const job = await client.jobs.get(jobId);
    process.stderr.write(`Cancelled job ${jobId} (now ${job.status}).\n`);
  });

  addWorkflowEndpointOptions(
    jobs
      .command("download")
      .description("Download a local-destination job's outputs as <file id>.<node name>.json.")
      .argument("<job-id>")
      .option("-o, --out <dir>", "directory for the outputs", DEFAULTS.outputDir)
      .option("--file-id <id>", "only this input file")
      .option("--node-id <id>", "only this node"),
  ).action(async (jobId: string, options: Record<string, unknown>) => {
    const client = workflowClientFrom(options);
    const job = await client.jobs.get(jobId);
    let nodes: WorkflowNodeInfo[] | undefined;
    try {
      nodes = (await client.workflows.get(job.workflow_id)).workflow_nodes;
    } catch {
      // The workflow may be gone; the outputs are then named by node id.
      nodes = undefined;
    }
    const fileId = options.fileId as string | undefined;
    const nodeId = options.nodeId as string | undefined;
    const downloads = await downloadOutputs(client, job, resolve(String(options.out)), {
      nodes,
      filter: (entry) => (!fileId || entry.file_id === fileId) && (!nodeId || entry.node_id === nodeId),
      log: (line) => process.stderr.write(`${line}\n`),
    });
    if (downloads.length === 0) {
      process.stderr.write(
        `docflow: job ${jobId} (${job.status}) has no outputs${fileId || nodeId ? " matching --file-id/--node-id" : ""} to download; only local-destination jobs keep them.\n`,
      );
      process.exitCode = 1;
      return;
    }
    const failed = downloads.filter((d) => d.error);
    process.stderr.write(`${downloads.length - failed.length} of ${downloads.length} outputs downloaded.\n`);
    if (failed.length) process.exitCode = 1;
  });
}
