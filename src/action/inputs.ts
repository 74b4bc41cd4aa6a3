// Reads and validates the action's inputs. Everything arrives as a string (INPUT_* variables); each
// value is checked here so a mode never sees a malformed one.
import * as core from "@actions/core";
import { parse as parseYaml } from "yaml";
import { parsePartitionForm } from "../contract/partition.js";
import { ContractValidationError, isPlainObject } from "../contract/validation.js";
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

export type ChangedOnly = "auto" | "true" | "false";

export interface PartitionInputs {
  /** OCR languages to fetch before partitioning (embedded engine only); empty: none. */
  ocrLanguages: string;
  /** The `files` patterns, one per line. */
  files: string[];
  changedOnly: ChangedOnly;
  /** The `partition-params` map, already validated by the contract. */
  params: Record<string, unknown>;
  /** Form fields the contract does not know (a newer server's, or a typo). */
  ignoredParams: string[];
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

/** A positive whole number, or undefined when the input is empty. */
export function readPositiveInteger(name: string, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const value = core.getInput(name).trim();
  if (value === "") return undefined;
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || number < 1 || number > max) {
    throw new ActionFailure(
      "invalid-input",
      `Input '${name}' must be a whole number from 1${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : " up"}; got '${value}'.`,
    );
  }
  return number;
}

/** `partition-params`: a YAML or JSON map of form fields, checked by the contract before any work. */
export function readPartitionParams(): { params: Record<string, unknown>; ignored: string[] } {
  const text = core.getInput("partition-params").trim();
  if (!text) return { params: {}, ignored: [] };
  let parsed: unknown;
  try {
    parsed = parseYaml(text);
  } catch (error) {
    throw new ActionFailure(
      "invalid-input",
      `Input 'partition-params' is not valid YAML or JSON: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`,
    );
  }
  if (parsed === null || parsed === undefined) return { params: {}, ignored: [] };
  if (!isPlainObject(parsed)) {
    throw new ActionFailure(
      "invalid-input",
      "Input 'partition-params' must be a map of form fields, such as '{strategy: fast, max_characters: 1000}'.",
    );
  }
  try {
    const { ignored } = parsePartitionForm(parsed);
    return { params: parsed, ignored };
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
  const changedOnly = (core.getInput("changed-only").trim().toLowerCase() || "auto") as ChangedOnly;
  if (!["auto", "true", "false"].includes(changedOnly)) {
    throw new ActionFailure(
      "invalid-input",
      `Input 'changed-only' must be auto, true or false; got '${core.getInput("changed-only").trim()}'.`,
    );
  }
  const { params, ignored } = readPartitionParams();
  const githubToken = core.getInput("github-token").trim();
  if (githubToken) core.setSecret(githubToken);
  return {
    files,
    changedOnly,
    params,
    ignoredParams: ignored,
    concurrency: readPositiveInteger("concurrency", 256),
    uploadArtifact: readBoolean("upload-artifact", true),
    artifactName: core.getInput("artifact-name").trim(),
    retentionDays: readPositiveInteger("retention-days", 90),
    commentOnPr: readBoolean("comment-on-pr", true),
    failOnError: readBoolean("fail-on-error", true),
    githubToken,
    cache: readBoolean("cache", true),
    ocrLanguages: core.getInput("ocr-languages").trim(),
  };
}
