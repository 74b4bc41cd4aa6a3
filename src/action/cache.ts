// The partition cache on GitHub's cache service (@actions/cache). Each document's elements are one cache
// entry: a folder under the runner's temp directory holding `elements.json`, saved and restored under
// the mode's key. The service matches an entry by its key and by a version hashed from the path strings
// it was saved with, so the path depends on the key and the runner's temp folder only: the same on every
// run of a runner (GitHub's hosted runners all use /home/runner/work/_temp). @actions/glob refuses paths
// that climb with `..`, so a path relative to the workspace is not an option.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as cache from "@actions/cache";
import type { Element } from "../contract/element.js";
import { checkedCacheKey, type PartitionCache, parseEntry } from "../modes/partition/cache.js";

export const ENTRY_FILE = "elements.json";

/** Where entries are staged: `$RUNNER_TEMP/docflow-cache`, or the system's temp folder outside a runner. */
export function cacheRoot(env: NodeJS.ProcessEnv = process.env): string {
  return join(env.RUNNER_TEMP || tmpdir(), "docflow-cache");
}

/** The folder an entry is staged in. */
export function entryDir(root: string, key: string): string {
  return join(root, checkedCacheKey(key));
}

/** The paths @actions/cache saves and restores for one key: the entry's own folder. */
export function cachePaths(root: string, key: string): string[] {
  return [entryDir(root, key)];
}

/** Whether this step can reach the cache service (the runner gives its address to actions). */
export function cacheServiceAvailable(): boolean {
  return cache.isFeatureAvailable();
}

export class ActionsCache implements PartitionCache {
  readonly root: string;

  constructor(root = cacheRoot()) {
    this.root = root;
  }

  async get(key: string): Promise<Element[] | undefined> {
    const paths = cachePaths(this.root, key);
    const dir = entryDir(this.root, key);
    // A miss is undefined; the service being unwell is logged by @actions/cache and also a miss.
    const hit = await cache.restoreCache(paths, key);
    if (hit === undefined) return undefined;
    try {
      return parseEntry(await readFile(join(dir, ENTRY_FILE), "utf8"));
    } catch {
      return undefined;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async put(key: string, elements: readonly Element[]): Promise<void> {
    const paths = cachePaths(this.root, key);
    const dir = entryDir(this.root, key);
    await mkdir(dir, { recursive: true });
    try {
      await writeFile(join(dir, ENTRY_FILE), JSON.stringify(elements));
      // An entry another job saved first is fine: it holds the same elements. @actions/cache reports
      // that and service trouble itself and returns -1 rather than throwing.
      await cache.saveCache(paths, key);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
