// The settings of `docflow serve`: command-line flags win over environment variables, which win over the
// defaults. Everything is checked here, once, so the server itself never meets a half-valid setting.
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { delimiter, resolve } from "node:path";
import { allowEntryProblem } from "../../workflows/connectors/outbound.js";
import { DEFAULT_MAX_CURSOR_ENTRIES } from "../../workflows/connectors/version-cursor.js";
import { SCHEDULER_DEFAULTS } from "../../workflows/scheduler.js";

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
  /** Bounds on the work one file may cause (engine limits), each with a flag and env variable. */
  limits: WorkLimits;
  /** Time one file may hold a worker; past it the worker is stopped and the request answered 422. */
  maxFileMs: number;
  /** Heap a worker thread may grow to (MB); past it the worker is stopped and the request answered 413. */
  workerMemoryMb: number;
  /** Uploads being received at once; one more is answered 503 before its body is read. */
  maxUploads: number;
  /** Bytes of uploads held at once (received, waiting or being partitioned); past it 503. */
  maxInflightBytes: number;
  /** Time the request line and headers may take to arrive (408). */
  headersTimeoutMs: number;
  /** Time a whole upload may take to arrive, however steadily it trickles (408). */
  bodyTimeoutMs: number;
  /** Connections open at once; more are closed as they arrive. */
  maxConnections: number;
  /** Hosts (names, addresses or CIDR ranges) connectors may reach although they are private. */
  allowHosts: string[];
  /** Worker threads that partition: one per core by default. */
  workers: number;
  /** Files that may wait for a worker; past workers + queueSize the server answers 503. */
  queueSize: number;
  /** Idle time after which worker threads that have worked are replaced by fresh ones (0: never). */
  workerRecycleIdleMs?: number | undefined;
  /**
   * Keys accepted in `service-api-key`; empty means the Partition endpoint needs no key (the Workflow
   * endpoint then uses a key generated into `<dataDir>/api-key`).
   */
  partitionApiKeys: string[];
  /**
   * Keys limited to some scopes (`partition`: the Partition endpoint; `workflows`: the Workflow endpoint),
   * from entries such as `KEY partition` in DOCFLOW_API_KEYS or the key file. A key given without scopes
   * has every scope and is in partitionApiKeys.
   */
  scopedKeys: ScopedKey[];
  /**
   * The worker module (a file path or file: URL). Unset: `server-worker.js` beside the running bundle.
   * Running from sources, pass a built worker (tests build one with esbuild).
   */
  workerFile?: string | URL | undefined;
  /** PostgreSQL URL of the Workflow endpoint's store; unset: SQLite in `dataDir`. Never logged. */
  databaseUrl?: string | undefined;
  /** Directories the `local` (filesystem) connectors may read and write, as absolute paths. */
  allowDirs: string[];
  /** Passphrase that seals connector secrets (DOCFLOW_SECRET_KEY); unset: a key file in `dataDir`. Never logged. */
  secretKey?: string | undefined;
  /** Largest body of one workflow run (its `input_files` together); larger ones get 413. */
  maxRunBytes: number;
  /** Most files one workflow run may upload; more get 413. */
  maxRunFiles: number;
  /** Days a job's files (uploads and node outputs) are kept for download. */
  jobRetentionDays: number;
  /** Whether this process runs jobs and schedules (the workflow runtime); the API works either way. */
  workflowRuntime: boolean;
  /**
   * How late a scheduled run that no process was up to fire may still fire when one starts (a restart, a
   * deployment); older slots are skipped, never run in a burst.
   */
  scheduleCatchUpMs: number;
  /** Most objects the incremental cursor of an object-store source records (DOCFLOW_MAX_CURSOR_ENTRIES). */
  maxCursorEntries?: number | undefined;
  /**
   * The environment the model providers' settings (keys, base URLs, concurrency) are read from: the
   * process's own for `docflow serve`. Never logged.
   */
  modelEnv: Readonly<Record<string, string | undefined>>;
  logLevel: string;
  /** Where log lines go; stdout when unset. */
  logStream?: { write(line: string): void } | undefined;
}

export const KEY_SCOPES = ["partition", "workflows"] as const;
export type KeyScope = (typeof KEY_SCOPES)[number];

export interface ScopedKey {
  key: string;
  scopes: KeyScope[];
}

/**
 * One key entry: `KEY` (every scope) or `KEY SCOPE[,+ ]SCOPE...`. Keys hold no spaces; scopes are
 * separated by spaces, commas or '+' (DOCFLOW_API_KEYS separates entries by commas, so it uses '+').
 */
export function parseKeyEntry(entry: string, where: string): ScopedKey | string {
  const [key = "", ...rest] = entry.trim().split(/\s+/);
  const named = rest.flatMap((part) => part.split(/[,+]/)).filter((part) => part !== "");
  if (named.length === 0) return key;
  const scopes: KeyScope[] = [];
  for (const scope of named) {
    const lower = scope.toLowerCase();
    if (!(KEY_SCOPES as readonly string[]).includes(lower)) {
      // Only the scope is shown: the key itself never appears in a message.
      throw new ConfigError(
        `Unknown API key scope '${scope.slice(0, 40)}' in ${where}; the scopes are ${KEY_SCOPES.join(", ")}.`,
      );
    }
    if (!scopes.includes(lower as KeyScope)) scopes.push(lower as KeyScope);
  }
  return scopes.length === KEY_SCOPES.length ? key : { key, scopes };
}

/** The engine's limits the server sets (names as in src/engine/core/types.ts EngineLimits). */
export interface WorkLimits {
  maxElements: number;
  maxCharacters: number;
  maxUncompressedBytes: number;
  maxExpansionRatio: number;
  maxPages: number;
  maxImagePixels: number;
  maxDecodedBytes: number;
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
  databaseUrl?: string | undefined;
  /** Repeatable flag: commander collects the values. */
  allowDir?: string[] | undefined;
  maxRunFiles?: string | undefined;
  maxRunMb?: string | undefined;
  maxElements?: string | undefined;
  maxCharacters?: string | undefined;
  maxExpandedMb?: string | undefined;
  maxExpansionRatio?: string | undefined;
  maxPages?: string | undefined;
  maxImagePixels?: string | undefined;
  maxDecodedMb?: string | undefined;
  maxFileSeconds?: string | undefined;
  workerMemoryMb?: string | undefined;
  maxUploads?: string | undefined;
  maxInflightMb?: string | undefined;
  headersTimeout?: string | undefined;
  bodyTimeout?: string | undefined;
  idleTimeout?: string | undefined;
  maxConnections?: string | undefined;
  /** Repeatable flag: commander collects the values. */
  allowHost?: string[] | undefined;
  jobRetentionDays?: string | undefined;
  /** `--no-workflow-runtime` sets false. */
  workflowRuntime?: boolean | undefined;
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
  maxElements: 200_000,
  maxCharacters: 64_000_000,
  maxExpandedMb: 200,
  maxExpansionRatio: 100,
  maxPages: 20_000,
  maxImagePixels: 100_000_000,
  maxDecodedMb: 512,
  maxFileSeconds: 120,
  workerMemoryMb: 512,
  maxUploads: 32,
  maxInflightMb: 512,
  headersTimeoutSeconds: 20,
  bodyTimeoutSeconds: 300,
  maxConnections: 1024,
  maxRunFiles: 1000,
  jobRetentionDays: 7,
  scheduleCatchUpSeconds: SCHEDULER_DEFAULTS.catchUpMs / 1000,
  maxCursorEntries: DEFAULT_MAX_CURSOR_ENTRIES,
  logLevel: "info",
  workerRecycleIdleSeconds: 30,
} as const;

/** The environment variables, with what each sets; the README's table is this list. */
export const SERVER_ENV = {
  DOCFLOW_HOST: `interface to listen on (default ${SERVER_DEFAULTS.host}; 0.0.0.0 for every interface)`,
  DOCFLOW_PORT: `port to listen on (default ${SERVER_DEFAULTS.port}; 0 picks a free one)`,
  DOCFLOW_DATA_DIR: `directory for the server's state (default ./${SERVER_DEFAULTS.dataDir})`,
  DOCFLOW_MAX_UPLOAD_MB: `largest request body in MB; larger ones get 413 (default ${SERVER_DEFAULTS.maxUploadMb})`,
  DOCFLOW_WORKERS: "worker threads that partition (default: the number of cores)",
  DOCFLOW_QUEUE_SIZE: `files that may wait for a worker before the server answers 503 (default ${SERVER_DEFAULTS.queueSize})`,
  DOCFLOW_WORKER_RECYCLE_IDLE_S: `seconds idle after which worker threads that have worked are replaced by fresh ones, giving their memory back; 0 never (default ${SERVER_DEFAULTS.workerRecycleIdleSeconds})`,
  DOCFLOW_REQUEST_TIMEOUT_S: `time limit of one request's partitioning in seconds; past it 504 (default ${SERVER_DEFAULTS.requestTimeoutSeconds})`,
  DOCFLOW_API_KEYS:
    "comma-separated API keys, each with every scope or limited as 'KEY partition' / 'KEY workflows' ('+' joins scopes); unset, the Partition endpoint needs none and the Workflow endpoint uses a key generated into <data>/api-key",
  DOCFLOW_API_KEY_FILE:
    "file with one accepted key a line, optionally followed by its scopes ('KEY partition', 'KEY workflows'; # starts a comment); adds to DOCFLOW_API_KEYS",
  DATABASE_URL: "PostgreSQL URL for the Workflow endpoint's state; unset, SQLite in the data directory",
  DOCFLOW_ALLOW_DIRS: `directories local connectors may use, separated by '${delimiter}' (adds to --allow-dir)`,
  DOCFLOW_SECRET_KEY:
    "passphrase (16+ characters) that encrypts connector secrets; unset, a key file in the data directory",
  DOCFLOW_MAX_RUN_FILES: `most files one workflow run may upload (default ${SERVER_DEFAULTS.maxRunFiles})`,
  DOCFLOW_MAX_RUN_MB: "largest body of one workflow run in MB (default: the upload limit)",
  DOCFLOW_JOB_RETENTION_DAYS: `days a job's uploaded files and outputs are kept (default ${SERVER_DEFAULTS.jobRetentionDays})`,
  DOCFLOW_SCHEDULE_CATCH_UP_S: `how late, in seconds, a scheduled run missed while no process was up still fires when one starts; older ones are skipped (default ${SERVER_DEFAULTS.scheduleCatchUpSeconds})`,
  DOCFLOW_MAX_CURSOR_ENTRIES: `most objects the incremental cursor of an s3, azure or gcs source records; a larger listing stores no new cursor (default ${SERVER_DEFAULTS.maxCursorEntries}; 0 stores none)`,
  DOCFLOW_WORKFLOW_RUNTIME:
    "false to serve the Workflow endpoint without running jobs or schedules here (default true)",
  DOCFLOW_MAX_ELEMENTS: `most elements (or chunks) one file may produce; more get 422 (default ${SERVER_DEFAULTS.maxElements})`,
  DOCFLOW_MAX_CHARACTERS: `most characters of element text one file may produce; more get 422 (default ${SERVER_DEFAULTS.maxCharacters})`,
  DOCFLOW_MAX_EXPANDED_MB: `largest size in MB a compressed file (gzip, zip-based formats) may expand to; larger get 422 (default ${SERVER_DEFAULTS.maxExpandedMb})`,
  DOCFLOW_MAX_EXPANSION_RATIO: `most times a gzip file may expand its own size past 10 MB; more get 422 (default ${SERVER_DEFAULTS.maxExpansionRatio})`,
  DOCFLOW_MAX_PAGES: `most pages one document (a PDF) may have; more get 422 (default ${SERVER_DEFAULTS.maxPages})`,
  DOCFLOW_MAX_IMAGE_PIXELS: `largest image (width × height) a document may hold, checked before it is decoded; larger get 422 (default ${SERVER_DEFAULTS.maxImagePixels})`,
  DOCFLOW_MAX_DECODED_MB: `memory in MB decoding one PDF may take (its streams, images and rendered pages); more get 422 (default ${SERVER_DEFAULTS.maxDecodedMb})`,
  DOCFLOW_MAX_FILE_SECONDS: `time one file may hold a worker in seconds; past it the worker is stopped and the answer is 422 (default ${SERVER_DEFAULTS.maxFileSeconds})`,
  DOCFLOW_WORKER_MEMORY_MB: `heap one worker thread may use in MB; past it the worker is stopped and the answer is 413 (default ${SERVER_DEFAULTS.workerMemoryMb})`,
  DOCFLOW_MAX_UPLOADS: `uploads received at once; one more gets 503 with Retry-After (default ${SERVER_DEFAULTS.maxUploads})`,
  DOCFLOW_MAX_INFLIGHT_MB: `MB of uploads held at once (receiving, waiting or partitioning); past it 503 with Retry-After (default ${SERVER_DEFAULTS.maxInflightMb})`,
  DOCFLOW_HEADERS_TIMEOUT_S: `seconds the request line and headers may take to arrive; past it 408 (default ${SERVER_DEFAULTS.headersTimeoutSeconds})`,
  DOCFLOW_BODY_TIMEOUT_S: `seconds a whole upload may take to arrive; past it 408 (default ${SERVER_DEFAULTS.bodyTimeoutSeconds})`,
  DOCFLOW_IDLE_TIMEOUT_S: `seconds an upload may send nothing; past it 408 (default ${SERVER_DEFAULTS.uploadIdleTimeoutSeconds})`,
  DOCFLOW_MAX_CONNECTIONS: `connections open at once; more are closed (default ${SERVER_DEFAULTS.maxConnections})`,
  DOCFLOW_ALLOW_HOSTS:
    "comma-separated hosts, addresses or CIDR ranges connectors may reach although they are loopback, private or link-local (adds to --allow-host)",
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

type StringFlag = Exclude<keyof ServeFlags, "allowDir" | "allowHost" | "workflowRuntime">;
type Range = { min: number; max: number; integer: boolean };
const int = (min: number, max: number): Range => ({ min, max, integer: true });
const real = (min: number, max: number): Range => ({ min, max, integer: false });

/** One numeric setting: its flag (if it has one), its variable, its name in messages, default and range. */
interface NumericSetting {
  flag?: StringFlag;
  env: keyof typeof SERVER_ENV;
  what: string;
  /** A number, or one computed from the machine or from a setting read before it. */
  fallback: number | ((read: Readonly<Record<string, number>>) => number);
  range: Range;
}

/** The numeric settings of `docflow serve`, read in this order (so a default may use an earlier value). */
export const NUMERIC_SETTINGS = {
  port: {
    flag: "port",
    env: "DOCFLOW_PORT",
    what: "The port",
    fallback: SERVER_DEFAULTS.port,
    range: int(0, 65535),
  },
  maxUploadMb: {
    flag: "maxUploadMb",
    env: "DOCFLOW_MAX_UPLOAD_MB",
    what: "The upload limit in MB",
    fallback: SERVER_DEFAULTS.maxUploadMb,
    range: real(0.001, 100_000),
  },
  workers: {
    flag: "workers",
    env: "DOCFLOW_WORKERS",
    what: "The number of workers",
    fallback: () => availableParallelism(),
    range: int(1, 1024),
  },
  queueSize: {
    flag: "queueSize",
    env: "DOCFLOW_QUEUE_SIZE",
    what: "The queue size",
    fallback: SERVER_DEFAULTS.queueSize,
    range: int(0, 1_000_000),
  },
  recycleSeconds: {
    env: "DOCFLOW_WORKER_RECYCLE_IDLE_S",
    what: "The worker recycling idle time in seconds",
    fallback: SERVER_DEFAULTS.workerRecycleIdleSeconds,
    range: real(0, 86_400),
  },
  timeoutSeconds: {
    flag: "requestTimeout",
    env: "DOCFLOW_REQUEST_TIMEOUT_S",
    what: "The request time limit in seconds",
    fallback: SERVER_DEFAULTS.requestTimeoutSeconds,
    range: real(0.001, 86_400),
  },
  maxRunFiles: {
    flag: "maxRunFiles",
    env: "DOCFLOW_MAX_RUN_FILES",
    what: "The number of files per workflow run",
    fallback: SERVER_DEFAULTS.maxRunFiles,
    range: int(1, 1_000_000),
  },
  maxRunMb: {
    flag: "maxRunMb",
    env: "DOCFLOW_MAX_RUN_MB",
    what: "The workflow run upload limit in MB",
    fallback: (read) => read.maxUploadMb as number,
    range: real(0.001, 100_000),
  },
  scheduleCatchUpSeconds: {
    env: "DOCFLOW_SCHEDULE_CATCH_UP_S",
    what: "The schedule catch-up in seconds",
    fallback: SERVER_DEFAULTS.scheduleCatchUpSeconds,
    range: int(0, 7 * 86_400),
  },
  maxCursorEntries: {
    env: "DOCFLOW_MAX_CURSOR_ENTRIES",
    what: "The source cursor's entry limit",
    fallback: SERVER_DEFAULTS.maxCursorEntries,
    range: int(0, 100_000_000),
  },
  jobRetentionDays: {
    flag: "jobRetentionDays",
    env: "DOCFLOW_JOB_RETENTION_DAYS",
    what: "The job retention in days",
    fallback: SERVER_DEFAULTS.jobRetentionDays,
    range: real(0.001, 36_500),
  },
  maxElements: {
    flag: "maxElements",
    env: "DOCFLOW_MAX_ELEMENTS",
    what: "The element limit",
    fallback: SERVER_DEFAULTS.maxElements,
    range: int(1, 100_000_000),
  },
  maxCharacters: {
    flag: "maxCharacters",
    env: "DOCFLOW_MAX_CHARACTERS",
    what: "The character limit",
    fallback: SERVER_DEFAULTS.maxCharacters,
    range: int(1, 2_000_000_000),
  },
  maxExpandedMb: {
    flag: "maxExpandedMb",
    env: "DOCFLOW_MAX_EXPANDED_MB",
    what: "The expanded size limit in MB",
    fallback: SERVER_DEFAULTS.maxExpandedMb,
    range: real(0.001, 100_000),
  },
  maxExpansionRatio: {
    flag: "maxExpansionRatio",
    env: "DOCFLOW_MAX_EXPANSION_RATIO",
    what: "The expansion ratio limit",
    fallback: SERVER_DEFAULTS.maxExpansionRatio,
    range: real(1, 1_000_000),
  },
  maxPages: {
    flag: "maxPages",
    env: "DOCFLOW_MAX_PAGES",
    what: "The page limit",
    fallback: SERVER_DEFAULTS.maxPages,
    range: int(1, 10_000_000),
  },
  maxImagePixels: {
    flag: "maxImagePixels",
    env: "DOCFLOW_MAX_IMAGE_PIXELS",
    what: "The image pixel limit",
    fallback: SERVER_DEFAULTS.maxImagePixels,
    range: int(1, 10_000_000_000),
  },
  maxDecodedMb: {
    flag: "maxDecodedMb",
    env: "DOCFLOW_MAX_DECODED_MB",
    what: "The PDF decoding memory limit in MB",
    fallback: SERVER_DEFAULTS.maxDecodedMb,
    range: real(16, 4_096),
  },
  maxFileSeconds: {
    flag: "maxFileSeconds",
    env: "DOCFLOW_MAX_FILE_SECONDS",
    what: "The time limit per file in seconds",
    fallback: SERVER_DEFAULTS.maxFileSeconds,
    range: real(0.001, 86_400),
  },
  workerMemoryMb: {
    flag: "workerMemoryMb",
    env: "DOCFLOW_WORKER_MEMORY_MB",
    what: "The worker memory limit in MB",
    fallback: SERVER_DEFAULTS.workerMemoryMb,
    // Below this a fresh worker may not even load the engine, and piscina stops replacing workers.
    range: int(128, 1_000_000),
  },
  maxUploads: {
    flag: "maxUploads",
    env: "DOCFLOW_MAX_UPLOADS",
    what: "The number of uploads at once",
    fallback: SERVER_DEFAULTS.maxUploads,
    range: int(1, 1_000_000),
  },
  maxInflightMb: {
    flag: "maxInflightMb",
    env: "DOCFLOW_MAX_INFLIGHT_MB",
    what: "The MB of uploads held at once",
    fallback: SERVER_DEFAULTS.maxInflightMb,
    range: real(0.001, 1_000_000),
  },
  headersTimeoutSeconds: {
    flag: "headersTimeout",
    env: "DOCFLOW_HEADERS_TIMEOUT_S",
    what: "The headers time limit in seconds",
    fallback: SERVER_DEFAULTS.headersTimeoutSeconds,
    range: real(0.1, 3600),
  },
  bodyTimeoutSeconds: {
    flag: "bodyTimeout",
    env: "DOCFLOW_BODY_TIMEOUT_S",
    what: "The upload time limit in seconds",
    fallback: SERVER_DEFAULTS.bodyTimeoutSeconds,
    range: real(0.1, 86_400),
  },
  idleTimeoutSeconds: {
    flag: "idleTimeout",
    env: "DOCFLOW_IDLE_TIMEOUT_S",
    what: "The upload idle time limit in seconds",
    fallback: SERVER_DEFAULTS.uploadIdleTimeoutSeconds,
    range: real(0.1, 86_400),
  },
  maxConnections: {
    flag: "maxConnections",
    env: "DOCFLOW_MAX_CONNECTIONS",
    what: "The connection limit",
    fallback: SERVER_DEFAULTS.maxConnections,
    range: int(1, 1_000_000),
  },
} as const satisfies Record<string, NumericSetting>;

type NumericName = keyof typeof NUMERIC_SETTINGS;

/** Every numeric setting from its flag, else its variable, else its default; checked against its range. */
function readNumbers(flags: ServeFlags, env: Env): Record<NumericName, number> {
  const read: Record<string, number> = {};
  for (const [name, setting] of Object.entries(NUMERIC_SETTINGS) as [NumericName, NumericSetting][]) {
    const flag = setting.flag === undefined ? undefined : flags[setting.flag];
    const fallback = typeof setting.fallback === "function" ? setting.fallback(read) : setting.fallback;
    read[name] = number(pick(flag, env, setting.env), setting.what, fallback, setting.range);
  }
  return read as Record<NumericName, number>;
}

/** The server's settings from flags, environment and defaults; throws ConfigError on a bad value. */
export function resolveServerConfig(flags: ServeFlags = {}, env: Env = process.env): ServerConfig {
  const n = readNumbers(flags, env);
  const host = pick(flags.host, env, "DOCFLOW_HOST")?.[0] ?? SERVER_DEFAULTS.host;
  const dataDir = resolve(pick(flags.data, env, "DOCFLOW_DATA_DIR")?.[0] ?? SERVER_DEFAULTS.dataDir);
  const logLevel = (
    pick(flags.logLevel, env, "DOCFLOW_LOG_LEVEL")?.[0] ?? SERVER_DEFAULTS.logLevel
  ).toLowerCase();
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`The log level must be one of ${LOG_LEVELS.join(", ")}; got '${logLevel}'.`);
  }

  const keys: string[] = [];
  const scopedKeys: ScopedKey[] = [];
  const addEntry = (entry: string, where: string) => {
    const parsed = parseKeyEntry(entry, where);
    if (typeof parsed === "string") keys.push(parsed);
    else scopedKeys.push(parsed);
  };
  for (const entry of (env.DOCFLOW_API_KEYS ?? "").split(",")) {
    if (entry.trim() !== "") addEntry(entry, "DOCFLOW_API_KEYS");
  }
  const keyFile = pick(flags.apiKeyFile, env, "DOCFLOW_API_KEY_FILE")?.[0];
  if (keyFile) {
    const fromFile = readKeyFile(keyFile);
    if (fromFile.length === 0) throw new ConfigError(`The API key file ${keyFile} holds no key.`);
    for (const entry of fromFile) addEntry(entry, `the API key file ${keyFile}`);
  }

  const databaseUrl = pick(flags.databaseUrl, env, "DATABASE_URL")?.[0];
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//i.test(databaseUrl)) {
    // The URL may hold a password: only its scheme is shown.
    const scheme = databaseUrl.split(":")[0]?.slice(0, 20) ?? "";
    throw new ConfigError(
      `The database URL must start with postgres:// or postgresql://; got one starting with '${scheme}:'.`,
    );
  }
  const allowDirs = [
    ...(flags.allowDir ?? []),
    ...(env.DOCFLOW_ALLOW_DIRS ?? "").split(delimiter).map((dir) => dir.trim()),
  ]
    .filter((dir) => dir !== "")
    .map((dir) => resolve(dir));
  const secretKey =
    env.DOCFLOW_SECRET_KEY !== undefined && env.DOCFLOW_SECRET_KEY !== ""
      ? env.DOCFLOW_SECRET_KEY
      : undefined;
  if (secretKey !== undefined && secretKey.length < 16) {
    // Its length is all a message may say about it.
    throw new ConfigError(
      `DOCFLOW_SECRET_KEY is too short (${secretKey.length} characters); use at least 16, for example the output of \`openssl rand -base64 32\`.`,
    );
  }
  const allowHosts = [
    ...(flags.allowHost ?? []),
    ...(env.DOCFLOW_ALLOW_HOSTS ?? "").split(",").map((host) => host.trim()),
  ].filter((host) => host !== "");
  for (const host of allowHosts) {
    const problem = allowEntryProblem(host);
    if (problem) throw new ConfigError(`--allow-host '${host.slice(0, 100)}': ${problem}`);
  }
  // commander sets the flag to true unless --no-workflow-runtime is given, so only false overrides the environment.
  let workflowRuntime = true;
  const runtimeEnv = env.DOCFLOW_WORKFLOW_RUNTIME?.trim().toLowerCase();
  if (flags.workflowRuntime === false) workflowRuntime = false;
  else if (runtimeEnv !== undefined && runtimeEnv !== "") {
    if (!["true", "false", "1", "0", "yes", "no"].includes(runtimeEnv)) {
      throw new ConfigError(
        `DOCFLOW_WORKFLOW_RUNTIME must be true or false; got '${env.DOCFLOW_WORKFLOW_RUNTIME?.slice(0, 20)}'.`,
      );
    }
    workflowRuntime = ["true", "1", "yes"].includes(runtimeEnv);
  }

  const limits: WorkLimits = {
    maxElements: n.maxElements,
    maxCharacters: n.maxCharacters,
    maxUncompressedBytes: Math.round(n.maxExpandedMb * MB),
    maxExpansionRatio: n.maxExpansionRatio,
    maxPages: n.maxPages,
    maxImagePixels: n.maxImagePixels,
    maxDecodedBytes: Math.round(n.maxDecodedMb * MB),
  };
  return {
    host,
    port: n.port,
    dataDir,
    maxUploadBytes: Math.round(n.maxUploadMb * MB),
    databaseUrl,
    allowDirs: [...new Set(allowDirs)],
    secretKey,
    maxRunBytes: Math.round(n.maxRunMb * MB),
    maxRunFiles: n.maxRunFiles,
    jobRetentionDays: n.jobRetentionDays,
    workflowRuntime,
    scheduleCatchUpMs: n.scheduleCatchUpSeconds * 1000,
    maxCursorEntries: n.maxCursorEntries,
    requestTimeoutMs: Math.round(n.timeoutSeconds * 1000),
    uploadIdleTimeoutMs: Math.round(n.idleTimeoutSeconds * 1000),
    limits,
    maxFileMs: Math.round(n.maxFileSeconds * 1000),
    workerMemoryMb: n.workerMemoryMb,
    maxUploads: n.maxUploads,
    maxInflightBytes: Math.round(n.maxInflightMb * MB),
    headersTimeoutMs: Math.round(n.headersTimeoutSeconds * 1000),
    bodyTimeoutMs: Math.round(n.bodyTimeoutSeconds * 1000),
    maxConnections: n.maxConnections,
    allowHosts: [...new Set(allowHosts)],
    workers: n.workers,
    queueSize: n.queueSize,
    workerRecycleIdleMs: Math.round(n.recycleSeconds * 1000),
    partitionApiKeys: [...new Set(keys)],
    scopedKeys,
    modelEnv: env,
    logLevel,
  };
}

/** A config for code that builds a server itself (tests, benchmarks): the defaults plus `overrides`. */
export function serverConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...resolveServerConfig({}, {}), ...overrides };
}
