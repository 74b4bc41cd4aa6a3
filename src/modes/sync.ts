// Modes `plan` and `apply` as plain functions: load the spec, read the service, plan, and (apply) carry
// the plan out. The action and the CLI differ only in how they report; nothing here knows GitHub.
import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { SyncApi } from "../as-code/api.js";
import { type ApplyResult, applySteps } from "../as-code/apply.js";
import { type LoadedSpec, loadSpec, type SpecSource } from "../as-code/load.js";
import { type ActualState, computePlan, type Plan, readActualState, type Step } from "../as-code/plan.js";
import { planJson } from "../as-code/render.js";
import { redact } from "../client/errors.js";
import { WorkflowClient } from "../client/workflow.js";

export const PLAN_FILE = "docflow-plan.json";

export interface SyncModeOptions {
  spec: SpecSource;
  /** The Workflow endpoint (with or without `/api/v1`). */
  apiUrl: string;
  apiKey?: string | undefined;
  prune?: boolean | undefined;
  /** Where the plan's JSON is written. */
  outDir: string;
  env?: Readonly<Record<string, string | undefined>> | undefined;
  /** Called with every value taken from the environment before anything is logged. */
  registerSecret?: ((value: string) => void) | undefined;
  log?: ((line: string) => void) | undefined;
  /** The service to talk to; by default a client of `apiUrl`. */
  api?: SyncApi | undefined;
}

export interface PlanModeResult {
  loaded: LoadedSpec;
  plan: Plan;
  planPath: string;
  /** Removes the spec's secrets and the API key from a text. */
  redact: (text: string) => string;
  /** For apply: the calls, and the state they start from. */
  steps: Step[];
  actual: ActualState;
  api: SyncApi;
}

export class PlanChangedError extends Error {
  constructor(
    readonly approvedHash: string,
    readonly plan: Plan,
  ) {
    super(
      `The plan differs from the one approved on the pull request (approved ${approvedHash}, now ${plan.hash}). ` +
        "The service or the spec changed since; plan again and review it, or set allow-plan-changes to apply anyway.",
    );
    this.name = "PlanChangedError";
  }
}

function clientFor(options: SyncModeOptions): SyncApi {
  if (options.api) return options.api;
  if (!options.apiUrl) {
    throw new Error(
      "No Workflow endpoint: give its base address (workflow-api-url, or --api-url / DOCFLOW_WORKFLOW_API_URL).",
    );
  }
  return new WorkflowClient({ baseUrl: options.apiUrl, apiKey: options.apiKey || undefined });
}

export async function runPlanMode(options: SyncModeOptions): Promise<PlanModeResult> {
  const loaded = await loadSpec(options.spec, { env: options.env, registerSecret: options.registerSecret });
  const secrets = [...loaded.secrets, ...(options.apiKey ? [options.apiKey] : [])];
  const redactText = (text: string) => redact(text, secrets);
  const api = clientFor(options);
  const actual = await readActualState(api, loaded.desired);
  const { plan, steps } = computePlan(loaded.desired, actual, { spec: loaded.label, prune: options.prune });
  const outDir = resolve(options.outDir);
  await mkdir(outDir, { recursive: true });
  const planPath = join(outDir, PLAN_FILE);
  await writeFile(planPath, planJson(plan));
  return { loaded, plan, planPath, redact: redactText, steps, actual, api };
}

export interface ApplyModeOptions extends SyncModeOptions {
  /** The plan hash a reviewer approved; a different plan is refused unless `allowPlanChanges`. */
  approvedHash?: string | undefined;
  allowPlanChanges?: boolean | undefined;
}

export interface ApplyModeResult extends PlanModeResult {
  result: ApplyResult;
  /** Set when the approved hash differed and allow-plan-changes let it through. */
  planChanged: boolean;
}

export async function runApplyMode(options: ApplyModeOptions): Promise<ApplyModeResult> {
  const planned = await runPlanMode(options);
  const planChanged = options.approvedHash !== undefined && options.approvedHash !== planned.plan.hash;
  if (planChanged && !options.allowPlanChanges)
    throw new PlanChangedError(options.approvedHash as string, planned.plan);
  const result = await applySteps(planned.api, planned.steps, planned.actual, planned.loaded.desired, {
    log: options.log,
    redact: planned.redact,
  });
  return { ...planned, result, planChanged };
}
