// Reads and validates the action's inputs. Everything arrives as a string (INPUT_* variables); each
// value is checked here so a mode never sees a malformed one. Defaults, choices and limits come from the
// inputs table, src/modes/inputs.ts (action.yml gives the same defaults; a test compares the two).
import * as core from "@actions/core";
import { parse as parseYaml } from "yaml";
import { type ParsedPartitionForm, parsePartitionForm } from "../contract/partition.js";
import { ContractValidationError, isPlainObject } from "../contract/validation.js";
import {
  ACTION_INPUTS,
  type BooleanInput,
  type ChangedOnly,
  type ChoiceInput,
  type CountInput,
  MODES,
  type Mode,
} from "../modes/inputs.js";
import { errorMessage } from "../shared/errors.js";
import { ActionFailure } from "./failure.js";

export { MODES, type Mode };

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
export function readBoolean(name: BooleanInput): boolean {
  const value = core.getInput(name).trim();
  if (value === "") return ACTION_INPUTS[name].default;
  if (/^(true|yes|on|1)$/i.test(value)) return true;
  if (/^(false|no|off|0)$/i.test(value)) return false;
  throw new ActionFailure("invalid-input", `Input '${name}' must be true or false; got '${value}'.`);
}

/**
 * An input that holds a secret, masked before anything else can print it, even though secrets.* values are
 * masked by the runner: the value may come from somewhere else, such as a plain variable.
 */
function readSecretInput(name: "api-key" | "github-token"): string {
  const value = core.getInput(name).trim();
  if (value) core.setSecret(value);
  return value;
}

export function readCommonInputs(): CommonInputs {
  const mode = readMode();
  const apiKey = readSecretInput("api-key");
  return {
    mode,
    apiKey,
    apiUrl: core.getInput("api-url").trim(),
    workflowApiUrl: core.getInput("workflow-api-url").trim(),
    outputDir: core.getInput("output-dir").trim() || ACTION_INPUTS["output-dir"].default,
  };
}

export type { ChangedOnly };

/** One of an input's choices, case-insensitive; empty gives its default. */
export function readChoice<Name extends ChoiceInput>(
  name: Name,
): (typeof ACTION_INPUTS)[Name]["choices"][number] {
  const input = ACTION_INPUTS[name] as { choices: readonly string[]; default?: string };
  const value = core.getInput(name).trim().toLowerCase() || (input.default ?? "");
  if (!input.choices.includes(value)) {
    throw new ActionFailure(
      "invalid-input",
      `Input '${name}' must be one of ${input.choices.map((a) => `'${a}'`).join(", ")}; got '${core.getInput(name).trim()}'.`,
    );
  }
  return value as (typeof ACTION_INPUTS)[Name]["choices"][number];
}

export interface PartitionInputs {
  /** OCR languages to fetch before partitioning (embedded engine only); empty: none. */
  ocrLanguages: string;
  /** The `files` patterns, one per line. */
  files: string[];
  changedOnly: ChangedOnly;
  /**
   * The `partition-params` map, parsed by the contract: what the mode and everything below it use; its
   * `ignored` names the fields the contract does not know (a newer server's, or a typo).
   */
  params: ParsedPartitionForm;
  concurrency?: number | undefined;
  uploadArtifact: boolean;
  artifactName: string;
  retentionDays?: number | undefined;
  commentOnPr: boolean;
  failOnError: boolean;
  githubToken: string;
  /** Reuse the elements of unchanged documents from earlier runs (GitHub's cache service). */
  cache: boolean;
}

/** A positive whole number up to the input's largest, or undefined when the input is empty. */
export function readPositiveInteger(name: CountInput): number | undefined {
  const max = ACTION_INPUTS[name].max;
  const value = core.getInput(name).trim();
  if (value === "") return undefined;
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || number < 1 || number > max) {
    throw new ActionFailure(
      "invalid-input",
      `Input '${name}' must be a whole number from 1 to ${max}; got '${value}'.`,
    );
  }
  return number;
}

/** `partition-params`: a YAML or JSON map of form fields, checked by the contract before any work. */
export function readPartitionParams(): ParsedPartitionForm {
  const text = core.getInput("partition-params").trim();
  if (!text) return parsePartitionForm({});
  let parsed: unknown;
  try {
    parsed = parseYaml(text);
  } catch (error) {
    throw new ActionFailure(
      "invalid-input",
      `Input 'partition-params' is not valid YAML or JSON: ${errorMessage(error).split("\n")[0]}`,
    );
  }
  if (parsed === null || parsed === undefined) return parsePartitionForm({});
  if (!isPlainObject(parsed)) {
    throw new ActionFailure(
      "invalid-input",
      "Input 'partition-params' must be a map of form fields, such as '{strategy: fast, max_characters: 1000}'.",
    );
  }
  try {
    return parsePartitionForm(parsed);
  } catch (error) {
    if (error instanceof ContractValidationError) {
      const problems = error.detail.map((item) => {
        const field = item.loc.filter((part) => part !== "body").join(".");
        return `${field ? `partition-params.${field}` : "partition-params"}: ${item.msg}`;
      });
      throw new ActionFailure("invalid-input", `Input 'partition-params' is invalid: ${problems.join("; ")}`);
    }
    throw error;
  }
}

export function readPartitionInputs(): PartitionInputs {
  const files = core
    .getInput("files")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  if (files.length === 0) {
    throw new ActionFailure(
      "invalid-input",
      "Input 'files' is required for mode 'partition': glob patterns of the documents, one per line.",
    );
  }
  const changedOnly = readChoice("changed-only");
  const params = readPartitionParams();
  const githubToken = readSecretInput("github-token");
  return {
    files,
    changedOnly,
    params,
    concurrency: readPositiveInteger("concurrency"),
    uploadArtifact: readBoolean("upload-artifact"),
    artifactName: core.getInput("artifact-name").trim(),
    retentionDays: readPositiveInteger("retention-days"),
    commentOnPr: readBoolean("comment-on-pr"),
    failOnError: readBoolean("fail-on-error"),
    githubToken,
    cache: readBoolean("cache"),
    ocrLanguages: core.getInput("ocr-languages").trim(),
  };
}
