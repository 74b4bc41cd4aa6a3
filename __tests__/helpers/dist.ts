// Where the bundles under test are: the build of the sources that __tests__/helpers/build-dist.ts (vitest's
// global setup) made for this run. Tests name bundle files as the action does ("dist/index.js").
import { join } from "node:path";
import { inject } from "vitest";

/** The folder holding index.js, post.js, cli.js and the rest, built from the sources for this run. */
export function distDir(): string {
  return inject("docflowDist");
}

/** "dist/cli.js" → that file of the build under test. */
export function bundlePath(entry: string): string {
  if (!entry.startsWith("dist/")) throw new Error(`a bundle path starts with dist/, not "${entry}"`);
  return join(distDir(), entry.slice("dist/".length));
}
