import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * The shared corpus of real documents: `DOCFLOW_CORPUS`, else `../shared/corpus` beside the project.
 * Undefined when neither exists, so tests that need it are skipped on a bare clone.
 */
export function corpusDir(): string | undefined {
  const dir =
    process.env.DOCFLOW_CORPUS ??
    resolve(new URL("../../", import.meta.url).pathname, "..", "shared", "corpus");
  return existsSync(dir) ? dir : undefined;
}

export function corpusPath(...parts: string[]): string | undefined {
  const dir = corpusDir();
  return dir ? join(dir, ...parts) : undefined;
}
