import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import "./chunk-PCHJDGZE.js";

// src/server/config.ts
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
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
  DOCFLOW_API_KEYS: "comma-separated keys the Partition endpoint accepts; unset, it needs none",
  DOCFLOW_API_KEY_FILE: "file with one accepted key a line (# starts a comment); adds to DOCFLOW_API_KEYS",
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
  return {
    host,
    port,
    dataDir,
    maxUploadBytes: Math.round(maxUploadMb * MB),
    requestTimeoutMs: Math.round(timeoutSeconds * 1e3),
    uploadIdleTimeoutMs: SERVER_DEFAULTS.uploadIdleTimeoutSeconds * 1e3,
    workers,
    queueSize,
    partitionApiKeys: [...new Set(keys)],
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
