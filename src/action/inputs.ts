// Reads and validates the action's inputs. Everything arrives as a string (INPUT_* variables); each
// value is checked here so a mode never sees a malformed one.
import * as core from "@actions/core";
import { ActionFailure } from "./failure.js";

export const MODES = ["partition", "plan", "apply", "run"] as const;
export type Mode = (typeof MODES)[number];

export interface CommonInputs {
  mode: Mode;
  apiUrl: string;
  workflowApiUrl: string;
  apiKey: string;
  outputDir: string;
}

function required(name: string): string {
  const value = core.getInput(name).trim();
  if (!value) {
    throw new ActionFailure("invalid-input", `Input required and not supplied: ${name}`);
  }
  return value;
}

export function readMode(): Mode {
  const value = required("mode");
  if (!(MODES as readonly string[]).includes(value)) {
    throw new ActionFailure(
      "invalid-input",
      `Input 'mode' must be one of ${MODES.map((m) => `'${m}'`).join(", ")}; got '${value}'.`,
    );
  }
  return value as Mode;
}

/** A boolean input; like core.getBooleanInput but with a message naming the input and the value. */
export function readBoolean(name: string, fallback: boolean): boolean {
  const value = core.getInput(name).trim();
  if (value === "") return fallback;
  if (/^(true|yes|on|1)$/i.test(value)) return true;
  if (/^(false|no|off|0)$/i.test(value)) return false;
  throw new ActionFailure("invalid-input", `Input '${name}' must be true or false; got '${value}'.`);
}

export function readCommonInputs(): CommonInputs {
  const mode = readMode();
  const apiKey = core.getInput("api-key").trim();
  // Masked before anything else can print it, even though secrets.* values are masked by the runner:
  // the key may come from somewhere else, such as a plain variable.
  if (apiKey) core.setSecret(apiKey);
  return {
    mode,
    apiKey,
    apiUrl: core.getInput("api-url").trim(),
    workflowApiUrl: core.getInput("workflow-api-url").trim(),
    outputDir: core.getInput("output-dir").trim() || "docflow-output",
  };
}
