import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  getInput,
  info,
  setFailed,
  setOutput,
  setSecret
} from "./chunks/chunk-D62HVE2Y.js";
import {
  DOCFLOW_VERSION
} from "./chunks/chunk-5ITEJ3PW.js";
import "./chunks/chunk-C3KPATKI.js";

// src/action/failure.ts
var ActionFailure = class extends Error {
  reason;
  constructor(reason, message) {
    super(message);
    this.name = "ActionFailure";
    this.reason = reason;
  }
};

// src/action/inputs.ts
var MODES = ["partition", "plan", "apply", "run"];
function required(name) {
  const value = getInput(name).trim();
  if (!value) {
    throw new ActionFailure("invalid-input", `Input required and not supplied: ${name}`);
  }
  return value;
}
function readMode() {
  const value = required("mode");
  if (!MODES.includes(value)) {
    throw new ActionFailure(
      "invalid-input",
      `Input 'mode' must be one of ${MODES.map((m) => `'${m}'`).join(", ")}; got '${value}'.`
    );
  }
  return value;
}
function readCommonInputs() {
  const mode = readMode();
  const apiKey = getInput("api-key").trim();
  if (apiKey) setSecret(apiKey);
  return {
    mode,
    apiKey,
    apiUrl: getInput("api-url").trim(),
    workflowApiUrl: getInput("workflow-api-url").trim(),
    outputDir: getInput("output-dir").trim() || "docflow-output"
  };
}

// src/action/main.ts
async function run() {
  try {
    const inputs = readCommonInputs();
    info(`docflow ${DOCFLOW_VERSION}: mode ${inputs.mode}`);
    throw new ActionFailure(
      "not-available",
      `Mode '${inputs.mode}' is not available in docflow ${DOCFLOW_VERSION} yet. Pin a release that lists it in its README.`
    );
  } catch (error) {
    const reason = error instanceof ActionFailure ? error.reason : "internal-error";
    const message = error instanceof Error ? error.message : String(error);
    setOutput("failure-reason", reason);
    setFailed(`docflow failed: ${message}`);
  }
}

// src/action/index.ts
await run();
