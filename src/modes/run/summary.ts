// The step summary of a run, in Markdown: the job, its status timeline with times, and one row per
// document (status, elements, outputs, error). Names come from users and servers, so they are escaped.
import { formatDuration } from "./duration.js";
import { completedWithErrors, type RunModeResult, type RunOutcome } from "./job.js";

/** GitHub drops a step summary over 1 MiB; stay well under it. */
const MAX_BYTES = 900_000;
const MAX_ERROR_CHARS = 300;

const ICONS: Record<RunOutcome, string> = {
  completed: "✅",
  failed: "❌",
  stopped: "⏹️",
  "timed-out": "⏱️",
  cancelled: "🚫",
  started: "▶️",
};

const OUTCOME_WORDS: Record<RunOutcome, string> = {
  completed: "completed",
  failed: "failed",
  stopped: "was stopped",
  "timed-out": "timed out and was cancelled",
  cancelled: "was cancelled with the workflow run",
  started: "started (not waited for)",
};

/** Text safe in a table cell: no markup, no HTML, no line breaks, no pipes. */
export function cell(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+!<>|~&]/g, (c) => `&#${c.charCodeAt(0)};`).replace(/\r?\n|\r/g, " ");
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export interface RunSummaryOptions {
  /** Where the outputs can be found: an artifact name or a directory. */
  resultsLocation?: string | undefined;
}

export function renderRunSummary(result: RunModeResult, options: RunSummaryOptions = {}): string {
  const { job, workflow } = result;
  const failed = result.files.filter((file) => file.status === "failed").length;
  const lines: string[] = [
    completedWithErrors(result)
      ? `### ⚠️ docflow run: ${cell(workflow.name)} completed with errors (${failed} of ${result.files.length} documents failed)`
      : `### ${ICONS[result.outcome]} docflow run: ${cell(workflow.name)} ${OUTCOME_WORDS[result.outcome]}`,
    "",
    "| | |",
    "|---|---|",
    `| Job | \`${cell(job.id)}\` |`,
    `| Workflow | ${cell(workflow.name)} (\`${cell(workflow.id)}\`) |`,
    `| Status | **${cell(result.status)}** |`,
  ];
  if (result.outcome !== "started") lines.push(`| Duration | ${formatDuration(result.durationMs)} |`);
  if (result.files.length > 0) {
    lines.push(`| Documents | ${result.files.length}${failed ? ` (${failed} failed)` : ""} |`);
    lines.push(`| Elements | ${result.elements} |`);
  }
  if (result.downloads.length > 0 && options.resultsLocation) {
    lines.push(`| Results | ${cell(options.resultsLocation)} |`);
  }
  if (result.waitedForJob)
    lines.push(`| Waited for | job \`${cell(result.waitedForJob)}\` to finish first |`);

  lines.push("", "#### Status timeline", "", "| Time (UTC) | Status | After |", "|---|---|---|");
  for (const entry of result.timeline) {
    lines.push(
      `| ${entry.at.replace("T", " ").replace(/\.\d+Z$/, "Z")} | ${cell(entry.status)} | ${formatDuration(entry.afterMs)} |`,
    );
  }

  if (result.files.length > 0) {
    lines.push(
      "",
      "#### Documents",
      "",
      "| Document | Status | Elements | Outputs | Error |",
      "|---|---|---:|---|---|",
    );
    const footer = (left: number) =>
      `\n\n${left} more documents are not listed; the job's outputs have them all.\n`;
    let size = Buffer.byteLength(lines.join("\n"));
    for (const [index, file] of result.files.entries()) {
      const outputs = file.outputs
        .map(
          (output) =>
            `${cell(output.node)}${output.elements === undefined ? "" : ` (${output.elements})`}${output.error ? " ⚠️" : ""}`,
        )
        .join(", ");
      const status = file.status === "ok" ? "✅ ok" : file.status === "failed" ? "❌ failed" : "❔ unknown";
      const row = `| ${cell(file.file)} | ${status} | ${file.elements ?? ""} | ${outputs} | ${cell(clip(file.error ?? "", MAX_ERROR_CHARS))} |`;
      size += Buffer.byteLength(row) + 1;
      if (size > MAX_BYTES) return `${lines.join("\n")}${footer(result.files.length - index)}`;
      lines.push(row);
    }
  }
  return `${lines.join("\n")}\n`;
}
