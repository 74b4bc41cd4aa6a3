// Every setting of `docflow serve` in one table: its environment variable, its flag (the key, in kebab
// case), its default, its kind and range, and what it sets. The parsing (config.ts), the flags and their
// `--help` text (src/cli/serve-command.ts) and the settings table of docs/server.md
// (scripts/settings-docs.mjs) all come from it, so a setting is written down once.
// This module loads nothing heavy: the CLI reads it to declare its flags before any server code loads.
import { availableParallelism } from "node:os";
import { delimiter } from "node:path";
import { DEFAULT_MAX_CURSOR_ENTRIES } from "../../workflows/connectors/version-cursor.js";
import { SCHEDULER_DEFAULTS } from "../../workflows/scheduler.js";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

interface BaseSetting {
  /** The environment variable. */
  env: string;
  /**
   * The flag's argument (`<n>` in `--max-upload-mb <n>`); the flag's name is the key in kebab case.
   * Absent: the setting has only its variable.
   */
  arg?: string;
  /** What the setting sets, for `--help` and the docs. */
  help: string;
  /** The default as `--help` and the docs say it, where it is not a plain value. */
  defaultText?: string;
}

/** A number, checked against its range; `what` names it in messages. */
export interface NumberSetting extends BaseSetting {
  kind: "number";
  what: string;
  /** A number, or one computed from the machine or from a setting read before it. */
  default: number | ((read: Readonly<Record<string, number>>) => number);
  range: { min: number; max: number; integer: boolean };
}

/** Free text (a host, a path, a URL); checked, where it needs it, by config.ts. */
export interface TextSetting extends BaseSetting {
  kind: "text";
  default?: string;
}

/** One of a few words, case-insensitive. */
export interface ChoiceSetting extends BaseSetting {
  kind: "choice";
  what: string;
  choices: readonly string[];
  default: string;
}

/** A list: the flag is repeatable, the variable holds entries separated by `separator`; the two add up. */
export interface ListSetting extends BaseSetting {
  kind: "list";
  separator: string;
}

/** On by default; the flag `--no-<key>` (every switch has one) or the variable set to false turns it off. */
export interface SwitchSetting extends BaseSetting {
  kind: "switch";
  default: true;
}

export type Setting = NumberSetting | TextSetting | ChoiceSetting | ListSetting | SwitchSetting;

const int = (min: number, max: number) => ({ min, max, integer: true });
const real = (min: number, max: number) => ({ min, max, integer: false });

/** The settings of `docflow serve`, in `--help` order; numbers are read in this order too. */
export const SERVER_SETTINGS = {
  host: {
    kind: "text",
    env: "DOCFLOW_HOST",
    arg: "host",
    default: "127.0.0.1",
    help: "interface to listen on (`0.0.0.0` for every interface)",
  },
  port: {
    kind: "number",
    env: "DOCFLOW_PORT",
    arg: "port",
    what: "The port",
    default: 8000,
    range: int(0, 65535),
    help: "port to listen on; `0` picks a free one",
  },
  data: {
    kind: "text",
    env: "DOCFLOW_DATA_DIR",
    arg: "dir",
    // `docflow serve` passes the per-user folder; code that builds a server itself gets this one.
    default: "docflow-data",
    defaultText:
      "a per-user folder: `$XDG_DATA_HOME/docflow` (`~/.local/share/docflow`) on Linux, `~/Library/Application Support/docflow` on macOS, `%LOCALAPPDATA%\\docflow` on Windows",
    help: "directory for the server's state, created at start with a `.gitignore`: the SQLite database, the generated API key, the secret key file",
  },
  maxUploadMb: {
    kind: "number",
    env: "DOCFLOW_MAX_UPLOAD_MB",
    arg: "n",
    what: "The upload limit in MB",
    default: 100,
    range: real(0.001, 100_000),
    help: "largest request body in MB; larger ones get 413",
  },
  workers: {
    kind: "number",
    env: "DOCFLOW_WORKERS",
    arg: "n",
    what: "The number of workers",
    default: () => availableParallelism(),
    defaultText: "the number of cores",
    range: int(1, 1024),
    help: "worker threads that partition",
  },
  queueSize: {
    kind: "number",
    env: "DOCFLOW_QUEUE_SIZE",
    arg: "n",
    what: "The queue size",
    default: 64,
    range: int(0, 1_000_000),
    help: "files that may wait for a worker before the server answers 503",
  },
  heavyWorkers: {
    kind: "number",
    env: "DOCFLOW_HEAVY_WORKERS",
    arg: "n",
    what: "The number of workers for expensive files",
    default: (read) => read.workers ?? 1,
    defaultText: "the number of workers",
    range: int(1, 1024),
    help: "threads of their own for expensive files (see `--heavy-pages`, `--heavy-mb`, `--heavy-megapixels`, OCR), started when needed and run at a lower priority, so the `--workers` threads stay with cheap files",
  },
  heavyPages: {
    kind: "number",
    env: "DOCFLOW_HEAVY_PAGES",
    arg: "n",
    what: "The page count of an expensive file",
    default: 50,
    range: int(1, 10_000_000),
    help: "a PDF with more pages is an expensive file: it waits for and runs on the expensive files' workers",
  },
  heavyMb: {
    kind: "number",
    env: "DOCFLOW_HEAVY_MB",
    arg: "n",
    what: "The size in MB of an expensive file",
    default: 10,
    range: real(0.001, 100_000),
    help: "a file larger, or expanding (gzip, docx and other zip containers) to more, in MB is an expensive file",
  },
  heavyMegapixels: {
    kind: "number",
    env: "DOCFLOW_HEAVY_MEGAPIXELS",
    arg: "n",
    what: "The image megapixels of an expensive file",
    default: 20,
    range: real(0.001, 1_000_000),
    help: "a PDF whose images hold more megapixels together is an expensive file (images and `hi_res`/`ocr_only` PDFs always are)",
  },
  maxClientFiles: {
    kind: "number",
    env: "DOCFLOW_MAX_CLIENT_FILES",
    arg: "n",
    what: "The number of files per client",
    default: 32,
    range: int(1, 1_000_000),
    help: "files one client (an API key, or an address without one) may have being partitioned or waiting; one more gets 429 with `Retry-After`",
  },
  workerRecycleIdle: {
    kind: "number",
    env: "DOCFLOW_WORKER_RECYCLE_IDLE_S",
    what: "The worker recycling idle time in seconds",
    default: 30,
    range: real(0, 86_400),
    help: "seconds idle after which worker threads that have worked are replaced by fresh ones, giving their memory back; `0` never",
  },
  requestTimeout: {
    kind: "number",
    env: "DOCFLOW_REQUEST_TIMEOUT_S",
    arg: "seconds",
    what: "The request time limit in seconds",
    default: 300,
    range: real(0.001, 86_400),
    help: "time limit of one request's partitioning in seconds, queueing included; past it 504",
  },
  apiKeys: {
    kind: "list",
    env: "DOCFLOW_API_KEYS",
    separator: ",",
    defaultText: "none",
    help: "keys accepted in `service-api-key` (or `unstructured-api-key`), each with every scope or limited as `KEY partition` / `KEY workflows` (`+` joins scopes); unset, the Partition endpoint needs no key and the Workflow endpoint uses a key generated into `<data>/api-key`",
  },
  apiKeyFile: {
    kind: "text",
    env: "DOCFLOW_API_KEY_FILE",
    arg: "path",
    defaultText: "none",
    help: "file with one accepted key a line, optionally followed by its scopes (`#` starts a comment); adds to `DOCFLOW_API_KEYS`",
  },
  databaseUrl: {
    kind: "text",
    env: "DATABASE_URL",
    arg: "url",
    defaultText: "none",
    help: "PostgreSQL (`postgres://…`) for the Workflow endpoint's state; unset, SQLite at `<data>/docflow.sqlite`",
  },
  allowDir: {
    kind: "list",
    env: "DOCFLOW_ALLOW_DIRS",
    arg: "dir",
    separator: delimiter,
    defaultText: "none",
    help: "directories `filesystem` connectors may read and write; nothing else is reachable",
  },
  secretKey: {
    kind: "text",
    env: "DOCFLOW_SECRET_KEY",
    defaultText: "a key file `<data>/secret.key` (mode 0600)",
    help: "passphrase (16+ characters) that encrypts connector secrets; every server and worker sharing a database needs the same one",
  },
  maxRunFiles: {
    kind: "number",
    env: "DOCFLOW_MAX_RUN_FILES",
    arg: "n",
    what: "The number of files per workflow run",
    default: 1000,
    range: int(1, 1_000_000),
    help: "most files one workflow run may upload",
  },
  maxRunMb: {
    kind: "number",
    env: "DOCFLOW_MAX_RUN_MB",
    arg: "n",
    what: "The workflow run upload limit in MB",
    default: (read) => read.maxUploadMb as number,
    defaultText: "the upload limit (`--max-upload-mb`)",
    range: real(0.001, 100_000),
    help: "largest body of one workflow run in MB",
  },
  jobRetentionDays: {
    kind: "number",
    env: "DOCFLOW_JOB_RETENTION_DAYS",
    arg: "n",
    what: "The job retention in days",
    default: 7,
    range: real(0.001, 36_500),
    help: "days a finished job's uploaded files and outputs are kept; later downloads get 404 saying they expired",
  },
  scheduleCatchUp: {
    kind: "number",
    env: "DOCFLOW_SCHEDULE_CATCH_UP_S",
    what: "The schedule catch-up in seconds",
    default: SCHEDULER_DEFAULTS.catchUpMs / 1000,
    range: int(0, 7 * 86_400),
    help: "how late, in seconds, a scheduled run that no process was up to fire (a restart, a deployment) still fires when one starts; older slots are skipped, never run in a burst",
  },
  maxCursorEntries: {
    kind: "number",
    env: "DOCFLOW_MAX_CURSOR_ENTRIES",
    what: "The source cursor's entry limit",
    default: DEFAULT_MAX_CURSOR_ENTRIES,
    range: int(0, 100_000_000),
    help: "most objects the incremental cursor of an `s3`, `azure` or `gcs` source records (12 bytes each); a larger listing stores no new cursor, so its runs process more than changed, never less; `0` stores none ([connectors](connectors.md))",
  },
  propagateDeletions: {
    kind: "switch",
    env: "DOCFLOW_PROPAGATE_DELETIONS",
    default: true,
    help: "delete from a workflow's destination the records of documents its incremental source no longer holds (deleted or moved away); `false` leaves them there ([connectors](connectors.md))",
  },
  workflowRuntime: {
    kind: "switch",
    env: "DOCFLOW_WORKFLOW_RUNTIME",
    default: true,
    help: "run the Workflow endpoint's jobs and schedules in this process; `false` serves the endpoint without them (leave them to `docflow worker`)",
  },
  splitPdfPages: {
    kind: "number",
    env: "DOCFLOW_SPLIT_PDF_PAGES",
    arg: "n",
    what: "The page-range size",
    default: 50,
    range: int(0, 1_000_000),
    help: "a PDF of more pages is partitioned as page ranges of this many pages, which different workers (a job's tasks) or threads (the Partition endpoint) take, then merged with the ids and parents of a whole-document run; `0` never",
  },
  metricsPort: {
    kind: "text",
    env: "DOCFLOW_METRICS_PORT",
    arg: "port",
    help: "port of a second listener (on the same interface) serving Prometheus metrics at `/metrics`, and `/healthcheck` and `/readyz` for `docflow worker`; unset, no metrics are served",
  },
  maxElements: {
    kind: "number",
    env: "DOCFLOW_MAX_ELEMENTS",
    arg: "n",
    what: "The element limit",
    default: 200_000,
    range: int(1, 100_000_000),
    help: "most elements (or chunks) one file may produce; more get 422",
  },
  maxCharacters: {
    kind: "number",
    env: "DOCFLOW_MAX_CHARACTERS",
    arg: "n",
    what: "The character limit",
    default: 64_000_000,
    range: int(1, 2_000_000_000),
    help: "most characters of element text one file may produce; more get 422",
  },
  maxExpandedMb: {
    kind: "number",
    env: "DOCFLOW_MAX_EXPANDED_MB",
    arg: "n",
    what: "The expanded size limit in MB",
    default: 200,
    range: real(0.001, 100_000),
    help: "largest size in MB a compressed file (gzip, zip-based formats) may expand to; larger get 422",
  },
  maxExpansionRatio: {
    kind: "number",
    env: "DOCFLOW_MAX_EXPANSION_RATIO",
    arg: "n",
    what: "The expansion ratio limit",
    default: 100,
    range: real(1, 1_000_000),
    help: "most times a gzip file may expand its own size past 10 MB; more get 422",
  },
  maxPages: {
    kind: "number",
    env: "DOCFLOW_MAX_PAGES",
    arg: "n",
    what: "The page limit",
    default: 20_000,
    range: int(1, 10_000_000),
    help: "most pages one document (a PDF) may have; more get 422",
  },
  maxImagePixels: {
    kind: "number",
    env: "DOCFLOW_MAX_IMAGE_PIXELS",
    arg: "n",
    what: "The image pixel limit",
    default: 100_000_000,
    range: int(1, 10_000_000_000),
    help: "largest image (width × height) a document may hold, checked before it is decoded; larger get 422",
  },
  maxDecodedMb: {
    kind: "number",
    env: "DOCFLOW_MAX_DECODED_MB",
    arg: "n",
    what: "The PDF decoding memory limit in MB",
    default: 512,
    range: real(16, 4_096),
    help: "memory in MB decoding one PDF may take (its streams, images and rendered pages); more get 422",
  },
  maxFileSeconds: {
    kind: "number",
    env: "DOCFLOW_MAX_FILE_SECONDS",
    arg: "n",
    what: "The time limit per file in seconds",
    default: 120,
    range: real(0.001, 86_400),
    help: "time one file may hold a worker in seconds; past it the worker is stopped and the answer is 422",
  },
  workerMemoryMb: {
    kind: "number",
    env: "DOCFLOW_WORKER_MEMORY_MB",
    arg: "n",
    what: "The worker memory limit in MB",
    default: 512,
    // Below this a fresh worker may not even load the engine, and piscina stops replacing workers.
    range: int(128, 1_000_000),
    help: "heap one worker thread may use in MB; past it the worker is stopped and the answer is 413",
  },
  maxUploads: {
    kind: "number",
    env: "DOCFLOW_MAX_UPLOADS",
    arg: "n",
    what: "The number of uploads at once",
    default: 32,
    range: int(1, 1_000_000),
    help: "uploads received at once; one more gets 503 with `Retry-After`",
  },
  maxInflightMb: {
    kind: "number",
    env: "DOCFLOW_MAX_INFLIGHT_MB",
    arg: "n",
    what: "The MB of uploads held at once",
    default: 512,
    range: real(0.001, 1_000_000),
    help: "MB of uploads held at once (arriving, queued or being partitioned); past it 503 with `Retry-After`",
  },
  headersTimeout: {
    kind: "number",
    env: "DOCFLOW_HEADERS_TIMEOUT_S",
    arg: "seconds",
    what: "The headers time limit in seconds",
    // Short: a connection that has not finished its headers holds a place under the connection caps.
    default: 10,
    range: real(0.1, 3600),
    help: "seconds the request line and headers may take to arrive; past it 408",
  },
  bodyTimeout: {
    kind: "number",
    env: "DOCFLOW_BODY_TIMEOUT_S",
    arg: "seconds",
    what: "The upload time limit in seconds",
    default: 300,
    range: real(0.1, 86_400),
    help: "seconds a whole upload may take to arrive, however steadily it trickles; past it 408",
  },
  idleTimeout: {
    kind: "number",
    env: "DOCFLOW_IDLE_TIMEOUT_S",
    arg: "seconds",
    what: "The upload idle time limit in seconds",
    default: 30,
    range: real(0.1, 86_400),
    help: "seconds an upload may send nothing; past it 408",
  },
  maxConnections: {
    kind: "number",
    env: "DOCFLOW_MAX_CONNECTIONS",
    arg: "n",
    what: "The connection limit",
    default: 1024,
    range: int(1, 1_000_000),
    help: "connections open at once; a new one past it pushes out the oldest connection still without a complete request, or is closed",
  },
  comparePerMinute: {
    kind: "number",
    env: "DOCFLOW_COMPARE_PER_MINUTE",
    arg: "n",
    what: "The secrets comparisons per minute",
    default: 60,
    range: int(1, 1_000_000),
    help: "requests a minute one client (an API key, or an address) may send to `…/secrets/compare`; more get 429 with `Retry-After`",
  },
  maxConnectionsPerAddress: {
    kind: "number",
    env: "DOCFLOW_MAX_CONNECTIONS_PER_ADDRESS",
    arg: "n",
    what: "The connection limit per client address",
    default: 256,
    range: int(1, 1_000_000),
    help: "connections one client address may hold at once; a new one past it pushes out that address's oldest connection still without a complete request, or is closed",
  },
  keepAliveTimeout: {
    kind: "number",
    env: "DOCFLOW_KEEP_ALIVE_TIMEOUT_S",
    arg: "seconds",
    what: "The keep-alive time limit in seconds",
    // Long: clients that hold answers unread (the SDKs' split PDFs) fail when the server closes under them.
    default: 600,
    range: real(0.1, 86_400),
    help: "seconds an idle connection stays open after an answer (clients that hold answers unread, like the SDKs' split PDFs, need it long)",
  },
  allowHost: {
    kind: "list",
    env: "DOCFLOW_ALLOW_HOSTS",
    arg: "host",
    separator: ",",
    defaultText: "none",
    help: "hosts, addresses or CIDR ranges connectors may reach although they are loopback, private or link-local",
  },
  logLevel: {
    kind: "choice",
    env: "DOCFLOW_LOG_LEVEL",
    arg: "level",
    what: "The log level",
    choices: LOG_LEVELS,
    default: "info",
    help: "how much the server logs",
  },
  tessdata: {
    // Read by the engine from the environment (in every worker thread); the flag sets the variable.
    kind: "text",
    env: "DOCFLOW_TESSDATA",
    arg: "dir",
    defaultText: "the user's cache folder (`~/.cache/docflow/tessdata` on Linux)",
    help: "folder of OCR models (`<code>.traineddata.gz`); a language missing is fetched into it on first use",
  },
} as const satisfies Record<string, Setting>;

export type SettingName = keyof typeof SERVER_SETTINGS;
type Table = typeof SERVER_SETTINGS;
type FlagName = {
  [K in SettingName]: Table[K] extends { arg: string } | { kind: "switch" } ? K : never;
}[SettingName];

/** The flags of `docflow serve`, as commander hands them over: text, a list for repeatable ones, a switch's boolean. */
export type ServeFlags = {
  [K in FlagName]?:
    | (Table[K] extends { kind: "list" } ? string[] : Table[K] extends { kind: "switch" } ? boolean : string)
    | undefined;
};

export type NumberName = { [K in SettingName]: Table[K] extends { kind: "number" } ? K : never }[SettingName];

/** The settings as [name, setting] pairs, in table order. */
export function settingEntries(): [SettingName, Setting][] {
  return Object.entries(SERVER_SETTINGS) as [SettingName, Setting][];
}
