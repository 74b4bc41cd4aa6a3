// The settings of `docflow serve`: command-line flags win over environment variables, which win over the
// defaults. Everything is checked here, once, so the server itself never meets a half-valid setting.
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";

export interface ServerConfig {
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** Where the server keeps its state (the Workflow endpoint's database); created at start. */
  dataDir: string;
  /** Largest request body accepted (files and fields together); larger ones get 413. */
  maxUploadBytes: number;
  /** Time limit of one request's partitioning, queueing included; past it the work is stopped (504). */
  requestTimeoutMs: number;
  /** An upload that sends nothing for this long is answered 408 and its connection closed. */
  uploadIdleTimeoutMs: number;
  /** Worker threads that partition: one per core by default. */
  workers: number;
  /** Files that may wait for a worker; past workers + queueSize the server answers 503. */
  queueSize: number;
  /** Keys accepted in `service-api-key`; empty means the Partition endpoint needs no key. */
  partitionApiKeys: string[];
  /**
   * The worker module (a file path or file: URL). Unset: `server-worker.js` beside the running bundle.
   * Running from sources, pass a built worker (tests build one with esbuild).
   */
  workerFile?: string | URL | undefined;
  logLevel: string;
  /** Where log lines go; stdout when unset. */
  logStream?: { write(line: string): void } | undefined;
}

/** The flags of `docflow serve`, as commander hands them over (strings). */
export interface ServeFlags {
  host?: string | undefined;
  port?: string | undefined;
  data?: string | undefined;
  maxUploadMb?: string | undefined;
  workers?: string | undefined;
  queueSize?: string | undefined;
  requestTimeout?: string | undefined;
  apiKeyFile?: string | undefined;
  logLevel?: string | undefined;
}

/** A setting that cannot be used; the CLI prints the message as a usage error. */
export class ConfigError extends Error {}

const MB = 1024 * 1024;

export const SERVER_DEFAULTS = {
  host: "127.0.0.1",
  port: 8000,
  dataDir: "docflow-data",
  maxUploadMb: 100,
  requestTimeoutSeconds: 300,
  uploadIdleTimeoutSeconds: 30,
  queueSize: 64,
  logLevel: "info",
} as const;

/** The environment variables, with what each sets; the README's table is this list. */
export const SERVER_ENV = {
  DOCFLOW_HOST: `interface to listen on (default ${SERVER_DEFAULTS.host}; 0.0.0.0 for every interface)`,
  DOCFLOW_PORT: `port to listen on (default ${SERVER_DEFAULTS.port}; 0 picks a free one)`,
  DOCFLOW_DATA_DIR: `directory for the server's state (default ./${SERVER_DEFAULTS.dataDir})`,
  DOCFLOW_MAX_UPLOAD_MB: `largest request body in MB; larger ones get 413 (default ${SERVER_DEFAULTS.maxUploadMb})`,
  DOCFLOW_WORKERS: "worker threads that partition (default: the number of cores)",
  DOCFLOW_QUEUE_SIZE: `files that may wait for a worker before the server answers 503 (default ${SERVER_DEFAULTS.queueSize})`,
  DOCFLOW_REQUEST_TIMEOUT_S: `time limit of one request's partitioning in seconds; past it 504 (default ${SERVER_DEFAULTS.requestTimeoutSeconds})`,
  DOCFLOW_API_KEYS: "comma-separated keys the Partition endpoint accepts; unset, it needs none",
  DOCFLOW_API_KEY_FILE: "file with one accepted key a line (# starts a comment); adds to DOCFLOW_API_KEYS",
  DOCFLOW_LOG_LEVEL: `fatal, error, warn, info, debug, trace or silent (default ${SERVER_DEFAULTS.logLevel})`,
} as const;

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

type Env = Record<string, string | undefined>;

function pick(
  flag: string | undefined,
  env: Env,
  name: keyof typeof SERVER_ENV,
): [string, string] | undefined {
  if (flag !== undefined && flag !== "") return [flag, "flag"];
  const value = env[name];
  if (value !== undefined && value.trim() !== "") return [value.trim(), name];
  return undefined;
}

function number(
  given: [string, string] | undefined,
  what: string,
  fallback: number,
  check: { min: number; max: number; integer: boolean },
): number {
  if (!given) return fallback;
  const [text, source] = given;
  const value = Number(text);
  const ok =
    text.trim() !== "" &&
    Number.isFinite(value) &&
    (!check.integer || Number.isInteger(value)) &&
    value >= check.min &&
    value <= check.max;
  if (!ok) {
    const from = source === "flag" ? "" : ` (from ${source})`;
    throw new ConfigError(
      `${what} must be ${check.integer ? "an integer" : "a number"} from ${check.min} to ${check.max}; got '${text}'${from}.`,
    );
  }
  return value;
}

/** Keys from a file: one a line, blank lines and `#` comments skipped. */
function readKeyFile(path: string): string[] {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new ConfigError(`Cannot read the API key file ${path}: ${(error as Error).message}`);
  }
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/#.*$/, "").trim())
    .filter((line) => line !== "");
}

/** The server's settings from flags, environment and defaults; throws ConfigError on a bad value. */
export function resolveServerConfig(flags: ServeFlags = {}, env: Env = process.env): ServerConfig {
  const host = pick(flags.host, env, "DOCFLOW_HOST")?.[0] ?? SERVER_DEFAULTS.host;
  const port = number(pick(flags.port, env, "DOCFLOW_PORT"), "The port", SERVER_DEFAULTS.port, {
    min: 0,
    max: 65535,
    integer: true,
  });
  const dataDir = resolve(pick(flags.data, env, "DOCFLOW_DATA_DIR")?.[0] ?? SERVER_DEFAULTS.dataDir);
  const maxUploadMb = number(
    pick(flags.maxUploadMb, env, "DOCFLOW_MAX_UPLOAD_MB"),
    "The upload limit in MB",
    SERVER_DEFAULTS.maxUploadMb,
    { min: 0.001, max: 100_000, integer: false },
  );
  const cores = availableParallelism();
  const workers = number(pick(flags.workers, env, "DOCFLOW_WORKERS"), "The number of workers", cores, {
    min: 1,
    max: 1024,
    integer: true,
  });
  const queueSize = number(
    pick(flags.queueSize, env, "DOCFLOW_QUEUE_SIZE"),
    "The queue size",
    SERVER_DEFAULTS.queueSize,
    { min: 0, max: 1_000_000, integer: true },
  );
  const timeoutSeconds = number(
    pick(flags.requestTimeout, env, "DOCFLOW_REQUEST_TIMEOUT_S"),
    "The request time limit in seconds",
    SERVER_DEFAULTS.requestTimeoutSeconds,
    { min: 0.001, max: 86_400, integer: false },
  );
  const logLevel = (
    pick(flags.logLevel, env, "DOCFLOW_LOG_LEVEL")?.[0] ?? SERVER_DEFAULTS.logLevel
  ).toLowerCase();
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`The log level must be one of ${LOG_LEVELS.join(", ")}; got '${logLevel}'.`);
  }

  const keys = (env.DOCFLOW_API_KEYS ?? "")
    .split(",")
    .map((key) => key.trim())
    .filter((key) => key !== "");
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
    requestTimeoutMs: Math.round(timeoutSeconds * 1000),
    uploadIdleTimeoutMs: SERVER_DEFAULTS.uploadIdleTimeoutSeconds * 1000,
    workers,
    queueSize,
    partitionApiKeys: [...new Set(keys)],
    logLevel,
  };
}

/** A config for code that builds a server itself (tests, benchmarks): the defaults plus `overrides`. */
export function serverConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...resolveServerConfig({}, {}), ...overrides };
}
