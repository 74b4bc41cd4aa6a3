// The inputs of the action in one table: each input's kind, its default and, where it has them, its choices
// or its largest value. The action reads its inputs through it (src/action/), the CLI takes the same
// defaults for the options that mirror an input (src/cli/), and __tests__/action/inputs-table.test.ts
// checks it against action.yml (the names, the defaults, and that each description names the choices and
// the limit), so a default is written in action.yml and here, nowhere else.
import { DEFAULT_SPEC_FILE } from "../as-code/spec-file.js";

export const MODES = ["partition", "plan", "apply", "run"] as const;
export type Mode = (typeof MODES)[number];

/** What mode `run` does when the workflow already has a job in progress. */
export const IF_RUNNING = ["fail", "wait"] as const;
export type IfRunning = (typeof IF_RUNNING)[number];

/** When a finished run counts as a failure. */
export const FAIL_ON = ["not-completed", "failed-files", "never"] as const;
export type FailOn = (typeof FAIL_ON)[number];

export const CHANGED_ONLY = ["auto", "true", "false"] as const;
export type ChangedOnly = (typeof CHANGED_ONLY)[number];

type Input =
  /** Free text; `default` is what action.yml gives when the input is left out. */
  | { kind: "text"; default: string; required?: true }
  | { kind: "boolean"; default: boolean }
  | { kind: "choice"; choices: readonly string[]; default?: string; required?: true }
  /** A whole number from 1 to `max`; empty means "not set". */
  | { kind: "count"; max: number }
  /** A duration such as `90s`, `30m` or `2h`. */
  | { kind: "duration"; default: string };

export const ACTION_INPUTS = {
  mode: { kind: "choice", choices: MODES, required: true },
  "api-url": { kind: "text", default: "" },
  "workflow-api-url": { kind: "text", default: "" },
  "api-key": { kind: "text", default: "" },
  files: { kind: "text", default: "" },
  "changed-only": { kind: "choice", choices: CHANGED_ONLY, default: "auto" },
  "partition-params": { kind: "text", default: "" },
  spec: { kind: "text", default: DEFAULT_SPEC_FILE },
  "spec-file": { kind: "text", default: "" },
  prune: { kind: "boolean", default: false },
  "expect-no-changes": { kind: "boolean", default: false },
  "allow-plan-changes": { kind: "boolean", default: false },
  workflow: { kind: "text", default: "" },
  wait: { kind: "boolean", default: true },
  timeout: { kind: "duration", default: "30m" },
  "if-running": { kind: "choice", choices: IF_RUNNING, default: "fail" },
  "fail-on": { kind: "choice", choices: FAIL_ON, default: "not-completed" },
  "output-dir": { kind: "text", default: "docflow-output" },
  "artifact-name": { kind: "text", default: "docflow-results" },
  "upload-artifact": { kind: "boolean", default: true },
  "retention-days": { kind: "count", max: 90 },
  "comment-on-pr": { kind: "boolean", default: true },
  concurrency: { kind: "count", max: 256 },
  cache: { kind: "boolean", default: true },
  "ocr-languages": { kind: "text", default: "" },
  "fail-on-error": { kind: "boolean", default: true },
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, as action.yml writes it.
  "github-token": { kind: "text", default: "${{ github.token }}" },
} as const satisfies Record<string, Input>;

export type InputName = keyof typeof ACTION_INPUTS;
type Table = typeof ACTION_INPUTS;
type NamesOf<Kind extends Input["kind"]> = {
  [K in InputName]: Table[K]["kind"] extends Kind ? K : never;
}[InputName];
export type BooleanInput = NamesOf<"boolean">;
export type CountInput = NamesOf<"count">;
export type ChoiceInput = NamesOf<"choice">;

/** The defaults the CLI shares with the action's inputs. */
export const DEFAULTS = {
  outputDir: ACTION_INPUTS["output-dir"].default,
  spec: ACTION_INPUTS.spec.default,
  timeout: ACTION_INPUTS.timeout.default,
  ifRunning: ACTION_INPUTS["if-running"].default,
  failOn: ACTION_INPUTS["fail-on"].default,
} as const;
