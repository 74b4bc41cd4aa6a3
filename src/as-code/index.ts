export type { ConnectorApi, SyncApi, WorkflowApi } from "./api.js";
export { type ApplyResult, applySteps, type ManagedIds, type StepOutcome } from "./apply.js";
export { formatProblem, SpecError, type SpecProblem } from "./errors.js";
export { DEFAULT_SPEC_FILE, isInlineSpec, type LoadedSpec, loadSpec, type SpecSource } from "./load.js";
export type { DesiredState } from "./model.js";
export {
  type ActualState,
  computePlan,
  type Plan,
  type PlannedResource,
  type PlanResult,
  readActualState,
} from "./plan.js";
export { planHeadline, planJson, renderApplyMarkdown, renderPlanMarkdown, renderPlanText } from "./render.js";
export { specJsonSchema } from "./schema.js";
