// `docflow plan`: what applying the spec would change, for local use and for CI systems other than
// GitHub Actions. Same options as `docflow apply`; the plan's JSON goes to a file (and to stdout with --json).

import type { Command } from "commander";
import { formatProblem, SpecError } from "../as-code/errors.js";
import { DEFAULT_SPEC_FILE, isInlineSpec, type LoadedSpec } from "../as-code/load.js";
import { planJson, renderPlanText } from "../as-code/render.js";
import { DEFAULTS } from "../modes/inputs.js";
import { runPlanMode, type SyncModeOptions } from "../modes/sync.js";
import { apiKeyOption, apiUrlOption } from "./endpoint-options.js";

/** The options plan and apply share. */
export function addSyncOptions(command: Command): Command {
  return command
    .option("-s, --spec <path or yaml>", "the spec file, or the spec itself as YAML", DEFAULT_SPEC_FILE)
    .addOption(apiUrlOption("the Workflow endpoint (with or without /api/v1)", "DOCFLOW_WORKFLOW_API_URL"))
    .addOption(apiKeyOption())
    .option("--prune", "delete connectors and workflows the spec does not name", false)
    .option(
      "-o, --out <dir>",
      "directory the plan's JSON (docflow-plan.json) is written to",
      DEFAULTS.outputDir,
    )
    .option("--json", "print the plan as JSON on stdout (the log goes to stderr)", false);
}

export function syncModeOptions(options: Record<string, unknown>): SyncModeOptions {
  const spec = String(options.spec ?? DEFAULT_SPEC_FILE);
  return {
    spec: isInlineSpec(spec) ? { text: spec } : { path: spec },
    apiUrl: String(options.apiUrl ?? ""),
    apiKey: options.apiKey as string | undefined,
    prune: Boolean(options.prune),
    outDir: String(options.out ?? DEFAULTS.outputDir),
    log: (line) => process.stderr.write(`${line}\n`),
  };
}

/** Prints the problems of a spec that cannot be used; true when `error` was one. */
export function reportSpecError(error: unknown): boolean {
  if (!(error instanceof SpecError)) return false;
  process.stderr.write(`docflow: ${error.message}\n`);
  process.exitCode = 1;
  return true;
}

export function printWarnings(loaded: LoadedSpec): void {
  for (const warning of loaded.warnings)
    process.stderr.write(`warning: ${formatProblem(warning, loaded.label)}\n`);
}

export function addPlanCommand(program: Command): void {
  const command = program
    .command("plan")
    .description(
      "Show what applying the spec would change on the Workflow endpoint (connectors and workflows).",
    )
    .option(
      "--expect-no-changes",
      "exit with 1 when the service differs from the spec (drift detection)",
      false,
    );
  addSyncOptions(command).action(async (options: Record<string, unknown>) => {
    try {
      const planned = await runPlanMode(syncModeOptions(options));
      printWarnings(planned.loaded);
      for (const line of renderPlanText(planned.plan)) process.stderr.write(`${line}\n`);
      process.stderr.write(`Plan written to ${planned.planPath} (hash ${planned.plan.hash}).\n`);
      if (options.json) process.stdout.write(planJson(planned.plan));
      if (options.expectNoChanges && planned.plan.changes) {
        process.stderr.write("docflow: the service differs from the spec (--expect-no-changes).\n");
        process.exitCode = 1;
      }
    } catch (error) {
      if (!reportSpecError(error)) throw error;
    }
  });
}
