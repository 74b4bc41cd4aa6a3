// Partition outputs cached across runs, so a document nobody touched is not partitioned again. An entry is
// a document's elements under a key made of everything that decides them: the document's bytes and name
// (element ids hash the name), the partition parameters, the engine (embedded, or which server), and
// docflow's version. Where entries live is the caller's choice: a folder (DirectoryCache, here), or the
// Actions cache (src/action/cache.ts).
import { createHash } from "node:crypto";
import { mkdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Element } from "../../contract/element.js";
import type { ParsedPartitionForm } from "../../contract/partition.js";
import { canonicalJson } from "../../shared/canonical-json.js";
import { errorMessage } from "../../shared/errors.js";
import { DOCFLOW_VERSION } from "../../shared/version.js";
import { writeWhole } from "../../shared/write-whole.js";

export interface PartitionCache {
  /** The elements stored under `key`, or undefined when there are none. */
  get(key: string): Promise<Element[] | undefined>;
  /** Stores the elements under `key`; an entry that is already there may be kept as it is. */
  put(key: string, elements: readonly Element[]): Promise<void>;
}

/** Keys are `docflow-<version>-<64 hex>`: safe as file names and as Actions cache keys. */
const KEY_PATTERN = /^docflow-[0-9A-Za-z.+_-]{1,64}-[0-9a-f]{64}$/;

export function isCacheKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** The key itself, checked: entries are stored under their key, so nothing else may become a path. */
export function checkedCacheKey(key: string): string {
  if (!isCacheKey(key)) throw new TypeError(`Not a docflow cache key: '${key}'.`);
  return key;
}

/** One document's place in a RunCache. */
export interface CacheEntry {
  /** The stored elements, or undefined on a miss or when the cache cannot be read. */
  read(): Promise<Element[] | undefined>;
  /** Stores the elements; a cache that cannot be written is reported, not thrown. */
  write(elements: readonly Element[]): Promise<void>;
}

/**
 * A run's use of a cache: keys in the run's scope, and trouble reading or writing reported once (a cache
 * that fails once will likely fail for every document) and never fatal, the document is then partitioned
 * without it.
 */
export class RunCache {
  readonly #cache: PartitionCache;
  readonly #scope: string;
  readonly #warn: (message: string) => void;
  #warned = false;

  constructor(cache: PartitionCache, scope: CacheScope, warn: (message: string) => void) {
    this.#cache = cache;
    this.#scope = cacheScope(scope);
    this.#warn = warn;
  }

  /** The entry of a document, by its bytes and name. */
  entry(data: Uint8Array, filename: string): CacheEntry {
    const key = cacheKey(this.#scope, bytesSha256(data), filename);
    return {
      read: () =>
        this.#cache.get(key).catch((error: unknown) => {
          this.#trouble("read", error);
          return undefined;
        }),
      write: (elements) =>
        this.#cache.put(key, elements).catch((error: unknown) => this.#trouble("written", error)),
    };
  }

  #trouble(what: "read" | "written", error: unknown): void {
    if (this.#warned) return;
    this.#warned = true;
    this.#warn(
      `The cache could not be ${what} (${errorMessage(error)}); documents are partitioned without it.`,
    );
  }
}

export interface CacheScope {
  /** The partition parameters, parsed at the edge. */
  params: ParsedPartitionForm;
  /** The server's address, or undefined for the embedded engine. */
  apiUrl?: string | undefined;
  version?: string | undefined;
}

/**
 * What every key of a run shares. Parameters are compared as the contract reads them (`"true"` and `true`
 * are the same field), with fields it does not know kept as given, since a server may act on them. The
 * server's address counts without credentials in it; the API key never does.
 */
export function cacheScope(scope: CacheScope): string {
  const { params } = scope.params;
  const unknown = Object.fromEntries(scope.params.unknown);
  let engine = "embedded";
  if (scope.apiUrl) {
    const url = new URL(scope.apiUrl);
    url.username = "";
    url.password = "";
    engine = `server ${url.href.replace(/\/+$/, "")}`;
  }
  const version = scope.version ?? DOCFLOW_VERSION;
  const digest = createHash("sha256")
    .update(canonicalJson({ version, engine, params, unknown }))
    .digest("hex");
  return `${version}:${digest}`;
}

/** The key of one document: its content hash and name within the run's scope. */
export function cacheKey(scope: string, contentSha256: string, filename: string): string {
  const [version = DOCFLOW_VERSION] = scope.split(":", 1);
  const digest = createHash("sha256").update(`${scope}\n${contentSha256}\n${filename}`).digest("hex");
  const safeVersion = version.replace(/[^0-9A-Za-z.+_-]/g, "_").slice(0, 64);
  return `docflow-${safeVersion}-${digest}`;
}

export function bytesSha256(data: Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

/** Reads a stored entry back; anything but an array of elements is treated as no entry. */
export function parseEntry(text: string): Element[] | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return undefined;
    const ok = parsed.every(
      (item) =>
        item &&
        typeof item === "object" &&
        typeof (item as Element).type === "string" &&
        typeof (item as Element).text === "string",
    );
    return ok ? (parsed as Element[]) : undefined;
  } catch {
    return undefined;
  }
}

/** Entries as `<dir>/<key>.json`, written atomically (a reader never sees half an entry). */
export class DirectoryCache implements PartitionCache {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  #path(key: string): string {
    return join(this.dir, `${checkedCacheKey(key)}.json`);
  }

  async get(key: string): Promise<Element[] | undefined> {
    let text: string;
    try {
      text = await readFile(this.#path(key), "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
    return parseEntry(text);
  }

  async put(key: string, elements: readonly Element[]): Promise<void> {
    const path = this.#path(key);
    await mkdir(this.dir, { recursive: true });
    await writeWhole(path, JSON.stringify(elements));
  }
}
