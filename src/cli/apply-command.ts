// `docflow apply`: make the Workflow endpoint match the spec. With --approved-hash it applies only the
// plan that was reviewed (the hash `docflow plan` printed), as the action does after a merge.
import type { Command } from "commander";
import { planJson, renderPlanText } from "../as-code/render.js";
import { PlanChangedError, runApplyMode } from "../modes/sync.js";
import { addSyncOptions, printWarnings, reportSpecError, syncModeOptions } from "./plan-command.js";

export function addApplyCommand(program: Command): void {
  const command = program
    .command("apply")
    .description(
      "Make the Workflow endpoint match the spec: create, update, replace and (with --prune) delete.",
    )
    .option("--approved-hash <hash>", "refuse to apply unless the plan has this hash (from docflow plan)")
    .option("--allow-plan-changes", "apply even when the plan differs from --approved-hash", false);
  addSyncOptions(command).action(async (options: Record<string, unknown>) => {
    try {
      const applied = await runApplyMode({
        ...syncModeOptions(options),
        approvedHash: options.approvedHash as string | undefined,
        allowPlanChanges: Boolean(options.allowPlanChanges),
      });
      printWarnings(applied.loaded);
      if (options.json) process.stdout.write(planJson(applied.plan));
      const { result } = applied;
      const applied_ = result.outcomes.filter((o) => o.status === "applied").length;
      if (result.ok) {
        process.stderr.write(`Applied ${applied_} step${applied_ === 1 ? "" : "s"}.\n`);
        process.stderr.write(`${JSON.stringify(result.resources)}\n`);
      } else {
        const notApplied = result.outcomes.filter((o) => o.status === "not applied");
        process.stderr.write(
          `docflow: apply stopped at a failure: ${result.error}\n` +
            `  applied: ${applied_}; not applied: ${notApplied.map((o) => `${o.op} ${o.name}`).join(", ") || "none"}\n` +
            "  Run apply again once the cause is fixed; it continues from what the service then holds.\n",
        );
        process.exitCode = 1;
      }
    } catch (error) {
      if (error instanceof PlanChangedError) {
        for (const line of renderPlanText(error.plan)) process.stderr.write(`${line}\n`);
        process.stderr.write(`docflow: ${error.message}\n`);
        process.exitCode = 1;
        return;
      }
      if (!reportSpecError(error)) throw error;
    }
  });
}
