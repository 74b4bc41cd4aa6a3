// The settings of `docflow serve`: command-line flags win over environment variables, which win over the
// defaults. Everything is checked here, once, so the server itself never meets a half-valid setting. What
// each setting is (variable, flag, default, range) is written in one table, ./table.ts.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { allowEntryProblem } from "../../workflows/connectors/outbound.js";
import {
  type ChoiceSetting,
  type ListSetting,
  type NumberName,
  type NumberSetting,
  SERVER_SETTINGS,
  type ServeFlags,
  type Setting,
  type SettingName,
  type SwitchSetting,
  settingEntries,
} from "./table.js";

/** Where a file is judged expensive (partition/cost.ts reads them). */
export interface CostThresholds {
  /** Pages of a PDF. */
  pages: number;
  /** Bytes a file is or expands to (text, a gzip's content, a zip container's entries). */
  bytes: number;
  /** Pixels of a PDF's images together. */
  pixels: number;
}

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
  /** Connections one client address may hold at once (http/connections.ts). */
  maxConnectionsPerAddress: number;
  /** Requests a minute one client may send to the secrets comparison; more get 429. */
  comparePerMinute: number;
  /** Time an idle keep-alive connection stays open after an answer. */
  keepAliveTimeoutMs: number;
  /** Hosts (names, addresses or CIDR ranges) connectors may reach although they are private. */
  allowHosts: string[];
  /** Worker threads that partition: one per core by default. */
  workers: number;
  /** Files that may wait for a worker; past workers + queueSize the server answers 503. */
  queueSize: number;
  /** Where a file is judged expensive (partition/cost.ts), and how many threads expensive files may hold. */
  heavy: CostThresholds;
  heavyWorkers: number;
  /** Files one client (API key, or address) may have in the pool at once; one more gets 429. */
  maxClientFiles: number;
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
  /** Whether documents gone from an incremental source are deleted from the destination (default true). */
  propagateDeletions?: boolean | undefined;
  /**
   * How late a scheduled run that no process was up to fire may still fire when one starts (a restart, a
   * deployment); older slots are skipped, never run in a burst.
   */
  scheduleCatchUpMs: number;
  /** Most objects the incremental cursor of an object-store source records (DOCFLOW_MAX_CURSOR_ENTRIES). */
  maxCursorEntries?: number | undefined;
  /** A PDF of more pages is partitioned as page ranges of this many pages; 0 never (DOCFLOW_SPLIT_PDF_PAGES). */
  splitPdfPages?: number | undefined;
  /** Port of the metrics listener (0: a free one); unset, no metrics are served (DOCFLOW_METRICS_PORT). */
  metricsPort?: number | undefined;
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

export type { ServeFlags } from "./table.js";

/** A setting that cannot be used; the CLI prints the message as a usage error. */
export class ConfigError extends Error {}

const MB = 1024 * 1024;

type Env = Record<string, string | undefined>;

/** A setting's text from its flag, else its variable (trimmed), with where it came from; undefined when unset. */
function pick(flag: string | undefined, env: Env, variable: string): [string, string] | undefined {
  if (flag !== undefined && flag !== "") return [flag, "flag"];
  const value = env[variable];
  if (value !== undefined && value.trim() !== "") return [value.trim(), variable];
  return undefined;
}

function number(given: [string, string] | undefined, setting: NumberSetting, fallback: number): number {
  if (!given) return fallback;
  const [text, source] = given;
  const { min, max, integer } = setting.range;
  const value = Number(text);
  const ok =
    text.trim() !== "" &&
    Number.isFinite(value) &&
    (!integer || Number.isInteger(value)) &&
    value >= min &&
    value <= max;
  if (!ok) {
    const from = source === "flag" ? "" : ` (from ${source})`;
    throw new ConfigError(
      `${setting.what} must be ${integer ? "an integer" : "a number"} from ${min} to ${max}; got '${text}'${from}.`,
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

/** Reads each kind of setting of the table from the flags, else the environment, else its default. */
function reader(flags: ServeFlags, env: Env) {
  const flag = (name: SettingName) => (flags as Record<string, unknown>)[name];
  return {
    /** Every number, in table order (so a default may use an earlier value), checked against its range. */
    numbers(): Record<NumberName, number> {
      const read: Record<string, number> = {};
      for (const [name, setting] of settingEntries()) {
        if (setting.kind !== "number") continue;
        const fallback = typeof setting.default === "function" ? setting.default(read) : setting.default;
        read[name] = number(pick(flag(name) as string | undefined, env, setting.env), setting, fallback);
      }
      return read as Record<NumberName, number>;
    },
    text(name: SettingName): string | undefined {
      const setting = SERVER_SETTINGS[name] as Setting;
      const fallback = setting.kind === "text" ? setting.default : undefined;
      return pick(flag(name) as string | undefined, env, setting.env)?.[0] ?? fallback;
    },
    choice(name: SettingName): string {
      const setting = SERVER_SETTINGS[name] as ChoiceSetting;
      const value = (
        pick(flag(name) as string | undefined, env, setting.env)?.[0] ?? setting.default
      ).toLowerCase();
      if (!setting.choices.includes(value)) {
        throw new ConfigError(
          `${setting.what} must be one of ${setting.choices.join(", ")}; got '${value}'.`,
        );
      }
      return value;
    },
    /** The flag's values, then the variable's entries; blank ones dropped, each trimmed. */
    list(name: SettingName): string[] {
      const setting = SERVER_SETTINGS[name] as ListSetting;
      const given = (flag(name) as string[] | undefined) ?? [];
      const fromEnv = (env[setting.env] ?? "").split(setting.separator).map((entry) => entry.trim());
      return [...given, ...fromEnv].filter((entry) => entry !== "");
    },
    /** commander sets a switch's flag to true unless `--no-…` is given, so only false overrides the environment. */
    switch(name: SettingName): boolean {
      const setting = SERVER_SETTINGS[name] as SwitchSetting;
      if (flag(name) === false) return false;
      const raw = env[setting.env];
      const value = raw?.trim().toLowerCase();
      if (value === undefined || value === "") return setting.default;
      if (!["true", "false", "1", "0", "yes", "no"].includes(value)) {
        throw new ConfigError(`${setting.env} must be true or false; got '${raw?.slice(0, 20)}'.`);
      }
      return ["true", "1", "yes"].includes(value);
    },
  };
}

/** The server's settings from flags, environment and defaults; throws ConfigError on a bad value. */
export function resolveServerConfig(flags: ServeFlags = {}, env: Env = process.env): ServerConfig {
  const read = reader(flags, env);
  const n = read.numbers();
  const host = read.text("host") as string;
  const dataDir = resolve(read.text("data") as string);
  const logLevel = read.choice("logLevel");

  const keys: string[] = [];
  const scopedKeys: ScopedKey[] = [];
  const addEntry = (entry: string, where: string) => {
    const parsed = parseKeyEntry(entry, where);
    if (typeof parsed === "string") keys.push(parsed);
    else scopedKeys.push(parsed);
  };
  for (const entry of read.list("apiKeys")) addEntry(entry, SERVER_SETTINGS.apiKeys.env);
  const keyFile = read.text("apiKeyFile");
  if (keyFile) {
    const fromFile = readKeyFile(keyFile);
    if (fromFile.length === 0) throw new ConfigError(`The API key file ${keyFile} holds no key.`);
    for (const entry of fromFile) addEntry(entry, `the API key file ${keyFile}`);
  }

  const databaseUrl = read.text("databaseUrl");
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//i.test(databaseUrl)) {
    // The URL may hold a password: only its scheme is shown.
    const scheme = databaseUrl.split(":")[0]?.slice(0, 20) ?? "";
    throw new ConfigError(
      `The database URL must start with postgres:// or postgresql://; got one starting with '${scheme}:'.`,
    );
  }
  const allowDirs = read.list("allowDir").map((dir) => resolve(dir));
  // Not trimmed: a passphrase is used as it is given.
  const secretKey = env[SERVER_SETTINGS.secretKey.env] || undefined;
  if (secretKey !== undefined && secretKey.length < 16) {
    // Its length is all a message may say about it.
    throw new ConfigError(
      `DOCFLOW_SECRET_KEY is too short (${secretKey.length} characters); use at least 16, for example the output of \`openssl rand -base64 32\`.`,
    );
  }
  const allowHosts = read.list("allowHost");
  for (const host of allowHosts) {
    const problem = allowEntryProblem(host);
    if (problem) throw new ConfigError(`--allow-host '${host.slice(0, 100)}': ${problem}`);
  }
  const metricsText = read.text("metricsPort");
  let metricsPort: number | undefined;
  if (metricsText !== undefined) {
    metricsPort = Number(metricsText);
    if (!Number.isInteger(metricsPort) || metricsPort < 0 || metricsPort > 65_535) {
      throw new ConfigError(
        `The metrics port must be an integer from 0 to 65535 (${SERVER_SETTINGS.metricsPort.env} or --metrics-port); got '${metricsText.slice(0, 40)}'.`,
      );
    }
  }
  const workflowRuntime = read.switch("workflowRuntime");
  const propagateDeletions = read.switch("propagateDeletions");

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
    propagateDeletions,
    scheduleCatchUpMs: n.scheduleCatchUp * 1000,
    maxCursorEntries: n.maxCursorEntries,
    splitPdfPages: n.splitPdfPages,
    ...(metricsPort !== undefined ? { metricsPort } : {}),
    requestTimeoutMs: Math.round(n.requestTimeout * 1000),
    uploadIdleTimeoutMs: Math.round(n.idleTimeout * 1000),
    limits,
    maxFileMs: Math.round(n.maxFileSeconds * 1000),
    workerMemoryMb: n.workerMemoryMb,
    maxUploads: n.maxUploads,
    maxInflightBytes: Math.round(n.maxInflightMb * MB),
    headersTimeoutMs: Math.round(n.headersTimeout * 1000),
    bodyTimeoutMs: Math.round(n.bodyTimeout * 1000),
    maxConnections: n.maxConnections,
    maxConnectionsPerAddress: n.maxConnectionsPerAddress,
    keepAliveTimeoutMs: Math.round(n.keepAliveTimeout * 1000),
    comparePerMinute: n.comparePerMinute,
    allowHosts: [...new Set(allowHosts)],
    workers: n.workers,
    queueSize: n.queueSize,
    heavy: {
      pages: n.heavyPages,
      bytes: Math.round(n.heavyMb * MB),
      pixels: Math.round(n.heavyMegapixels * 1_000_000),
    },
    heavyWorkers: n.heavyWorkers,
    maxClientFiles: n.maxClientFiles,
    workerRecycleIdleMs: Math.round(n.workerRecycleIdle * 1000),
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
