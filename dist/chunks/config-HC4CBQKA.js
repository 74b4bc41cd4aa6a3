import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  SCHEDULER_DEFAULTS
} from "./chunk-7INEUL4Y.js";
import "./chunk-X35XJQB6.js";
import "./chunk-2UYBSJB6.js";
import "./chunk-4OXEBAUD.js";
import "./chunk-PCHJDGZE.js";

// src/server/config.ts
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { delimiter, resolve } from "node:path";
var ConfigError = class extends Error {
};
var MB = 1024 * 1024;
var SERVER_DEFAULTS = {
  host: "127.0.0.1",
  port: 8e3,
  dataDir: "docflow-data",
  maxUploadMb: 100,
  requestTimeoutSeconds: 300,
  uploadIdleTimeoutSeconds: 30,
  queueSize: 64,
  maxRunFiles: 1e3,
  jobRetentionDays: 7,
  scheduleCatchUpSeconds: SCHEDULER_DEFAULTS.catchUpMs / 1e3,
  logLevel: "info"
};
var SERVER_ENV = {
  DOCFLOW_HOST: `interface to listen on (default ${SERVER_DEFAULTS.host}; 0.0.0.0 for every interface)`,
  DOCFLOW_PORT: `port to listen on (default ${SERVER_DEFAULTS.port}; 0 picks a free one)`,
  DOCFLOW_DATA_DIR: `directory for the server's state (default ./${SERVER_DEFAULTS.dataDir})`,
  DOCFLOW_MAX_UPLOAD_MB: `largest request body in MB; larger ones get 413 (default ${SERVER_DEFAULTS.maxUploadMb})`,
  DOCFLOW_WORKERS: "worker threads that partition (default: the number of cores)",
  DOCFLOW_QUEUE_SIZE: `files that may wait for a worker before the server answers 503 (default ${SERVER_DEFAULTS.queueSize})`,
  DOCFLOW_REQUEST_TIMEOUT_S: `time limit of one request's partitioning in seconds; past it 504 (default ${SERVER_DEFAULTS.requestTimeoutSeconds})`,
  DOCFLOW_API_KEYS: "comma-separated API keys; unset, the Partition endpoint needs none and the Workflow endpoint uses a key generated into <data>/api-key",
  DOCFLOW_API_KEY_FILE: "file with one accepted key a line (# starts a comment); adds to DOCFLOW_API_KEYS",
  DATABASE_URL: "PostgreSQL URL for the Workflow endpoint's state; unset, SQLite in the data directory",
  DOCFLOW_ALLOW_DIRS: `directories local connectors may use, separated by '${delimiter}' (adds to --allow-dir)`,
  DOCFLOW_SECRET_KEY: "passphrase (16+ characters) that encrypts connector secrets; unset, a key file in the data directory",
  DOCFLOW_MAX_RUN_FILES: `most files one workflow run may upload (default ${SERVER_DEFAULTS.maxRunFiles})`,
  DOCFLOW_MAX_RUN_MB: "largest body of one workflow run in MB (default: the upload limit)",
  DOCFLOW_JOB_RETENTION_DAYS: `days a job's uploaded files and outputs are kept (default ${SERVER_DEFAULTS.jobRetentionDays})`,
  DOCFLOW_SCHEDULE_CATCH_UP_S: `how late, in seconds, a scheduled run missed while no process was up still fires when one starts; older ones are skipped (default ${SERVER_DEFAULTS.scheduleCatchUpSeconds})`,
  DOCFLOW_WORKFLOW_RUNTIME: "false to serve the Workflow endpoint without running jobs or schedules here (default true)",
  DOCFLOW_LOG_LEVEL: `fatal, error, warn, info, debug, trace or silent (default ${SERVER_DEFAULTS.logLevel})`
};
var LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];
function pick(flag, env, name) {
  if (flag !== void 0 && flag !== "") return [flag, "flag"];
  const value = env[name];
  if (value !== void 0 && value.trim() !== "") return [value.trim(), name];
  return void 0;
}
function number(given, what, fallback, check) {
  if (!given) return fallback;
  const [text, source] = given;
  const value = Number(text);
  const ok = text.trim() !== "" && Number.isFinite(value) && (!check.integer || Number.isInteger(value)) && value >= check.min && value <= check.max;
  if (!ok) {
    const from = source === "flag" ? "" : ` (from ${source})`;
    throw new ConfigError(
      `${what} must be ${check.integer ? "an integer" : "a number"} from ${check.min} to ${check.max}; got '${text}'${from}.`
    );
  }
  return value;
}
function readKeyFile(path) {
  let text;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new ConfigError(`Cannot read the API key file ${path}: ${error.message}`);
  }
  return text.split(/\r?\n/).map((line) => line.replace(/#.*$/, "").trim()).filter((line) => line !== "");
}
function resolveServerConfig(flags = {}, env = process.env) {
  const host = pick(flags.host, env, "DOCFLOW_HOST")?.[0] ?? SERVER_DEFAULTS.host;
  const port = number(pick(flags.port, env, "DOCFLOW_PORT"), "The port", SERVER_DEFAULTS.port, {
    min: 0,
    max: 65535,
    integer: true
  });
  const dataDir = resolve(pick(flags.data, env, "DOCFLOW_DATA_DIR")?.[0] ?? SERVER_DEFAULTS.dataDir);
  const maxUploadMb = number(
    pick(flags.maxUploadMb, env, "DOCFLOW_MAX_UPLOAD_MB"),
    "The upload limit in MB",
    SERVER_DEFAULTS.maxUploadMb,
    { min: 1e-3, max: 1e5, integer: false }
  );
  const cores = availableParallelism();
  const workers = number(pick(flags.workers, env, "DOCFLOW_WORKERS"), "The number of workers", cores, {
    min: 1,
    max: 1024,
    integer: true
  });
  const queueSize = number(
    pick(flags.queueSize, env, "DOCFLOW_QUEUE_SIZE"),
    "The queue size",
    SERVER_DEFAULTS.queueSize,
    { min: 0, max: 1e6, integer: true }
  );
  const timeoutSeconds = number(
    pick(flags.requestTimeout, env, "DOCFLOW_REQUEST_TIMEOUT_S"),
    "The request time limit in seconds",
    SERVER_DEFAULTS.requestTimeoutSeconds,
    { min: 1e-3, max: 86400, integer: false }
  );
  const logLevel = (pick(flags.logLevel, env, "DOCFLOW_LOG_LEVEL")?.[0] ?? SERVER_DEFAULTS.logLevel).toLowerCase();
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`The log level must be one of ${LOG_LEVELS.join(", ")}; got '${logLevel}'.`);
  }
  const keys = (env.DOCFLOW_API_KEYS ?? "").split(",").map((key) => key.trim()).filter((key) => key !== "");
  const keyFile = pick(flags.apiKeyFile, env, "DOCFLOW_API_KEY_FILE")?.[0];
  if (keyFile) {
    const fromFile = readKeyFile(keyFile);
    if (fromFile.length === 0) throw new ConfigError(`The API key file ${keyFile} holds no key.`);
    keys.push(...fromFile);
  }
  const databaseUrl = pick(flags.databaseUrl, env, "DATABASE_URL")?.[0];
  if (databaseUrl !== void 0 && !/^postgres(ql)?:\/\//i.test(databaseUrl)) {
    const scheme = databaseUrl.split(":")[0]?.slice(0, 20) ?? "";
    throw new ConfigError(
      `The database URL must start with postgres:// or postgresql://; got one starting with '${scheme}:'.`
    );
  }
  const allowDirs = [
    ...flags.allowDir ?? [],
    ...(env.DOCFLOW_ALLOW_DIRS ?? "").split(delimiter).map((dir) => dir.trim())
  ].filter((dir) => dir !== "").map((dir) => resolve(dir));
  const secretKey = env.DOCFLOW_SECRET_KEY !== void 0 && env.DOCFLOW_SECRET_KEY !== "" ? env.DOCFLOW_SECRET_KEY : void 0;
  if (secretKey !== void 0 && secretKey.length < 16) {
    throw new ConfigError(
      `DOCFLOW_SECRET_KEY is too short (${secretKey.length} characters); use at least 16, for example the output of \`openssl rand -base64 32\`.`
    );
  }
  const maxRunFiles = number(
    pick(flags.maxRunFiles, env, "DOCFLOW_MAX_RUN_FILES"),
    "The number of files per workflow run",
    SERVER_DEFAULTS.maxRunFiles,
    { min: 1, max: 1e6, integer: true }
  );
  const maxRunMb = number(
    pick(flags.maxRunMb, env, "DOCFLOW_MAX_RUN_MB"),
    "The workflow run upload limit in MB",
    maxUploadMb,
    { min: 1e-3, max: 1e5, integer: false }
  );
  const scheduleCatchUpSeconds = number(
    pick(void 0, env, "DOCFLOW_SCHEDULE_CATCH_UP_S"),
    "The schedule catch-up in seconds",
    SERVER_DEFAULTS.scheduleCatchUpSeconds,
    { min: 0, max: 7 * 86400, integer: true }
  );
  const jobRetentionDays = number(
    pick(flags.jobRetentionDays, env, "DOCFLOW_JOB_RETENTION_DAYS"),
    "The job retention in days",
    SERVER_DEFAULTS.jobRetentionDays,
    { min: 1e-3, max: 36500, integer: false }
  );
  let workflowRuntime = true;
  const runtimeEnv = env.DOCFLOW_WORKFLOW_RUNTIME?.trim().toLowerCase();
  if (flags.workflowRuntime === false) workflowRuntime = false;
  else if (runtimeEnv !== void 0 && runtimeEnv !== "") {
    if (!["true", "false", "1", "0", "yes", "no"].includes(runtimeEnv)) {
      throw new ConfigError(
        `DOCFLOW_WORKFLOW_RUNTIME must be true or false; got '${env.DOCFLOW_WORKFLOW_RUNTIME?.slice(0, 20)}'.`
      );
    }
    workflowRuntime = ["true", "1", "yes"].includes(runtimeEnv);
  }
  return {
    host,
    port,
    dataDir,
    maxUploadBytes: Math.round(maxUploadMb * MB),
    databaseUrl,
    allowDirs: [...new Set(allowDirs)],
    secretKey,
    maxRunBytes: Math.round(maxRunMb * MB),
    maxRunFiles,
    jobRetentionDays,
    workflowRuntime,
    scheduleCatchUpMs: scheduleCatchUpSeconds * 1e3,
    requestTimeoutMs: Math.round(timeoutSeconds * 1e3),
    uploadIdleTimeoutMs: SERVER_DEFAULTS.uploadIdleTimeoutSeconds * 1e3,
    workers,
    queueSize,
    partitionApiKeys: [...new Set(keys)],
    modelEnv: env,
    logLevel
  };
}
function serverConfig(overrides = {}) {
  return { ...resolveServerConfig({}, {}), ...overrides };
}
export {
  ConfigError,
  SERVER_DEFAULTS,
  SERVER_ENV,
  resolveServerConfig,
  serverConfig
};
