// Vitest global setup: the tests that run the bundles (the action, the CLI, `docflow serve`) run a build of
// the sources as they are now, never the committed dist/ (which a source change leaves behind until
// someone rebuilds it; .ci/run checks that separately). Built once per run into
// node_modules/.cache/docflow-dist/<hash>/dist, where <hash> covers every input of the build (sources,
// build scripts, lockfile), so a run after no change reuses the last build. DOCFLOW_DIST=<folder> runs the
// tests against that folder instead (the committed dist/, say).
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { buildDist } from "../../scripts/bundling.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder of the bundles under test (index.js, cli.js, ...). */
    docflowDist: string;
    /**
     * A JSON file naming the input files of each bundle file (`chunks/chunk-X.js` → `src/...`), beside the
     * build; undefined when the tests run against a dist/ they did not build (DOCFLOW_DIST).
     */
    docflowDistInputs: string | undefined;
  }
}

const ROOT = resolve(import.meta.dirname, "../..");
const CACHE = join(ROOT, "node_modules", ".cache", "docflow-dist");

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** A digest of everything the build reads from the repository. */
function inputsHash(): string {
  const hash = createHash("sha256");
  const inputs = [
    ...filesUnder(join(ROOT, "src")),
    join(ROOT, "scripts", "bundling.mjs"),
    join(ROOT, "scripts", "build.mjs"),
    join(ROOT, "package-lock.json"),
  ];
  for (const file of inputs) {
    hash.update(relative(ROOT, file));
    hash.update("\0");
    hash.update(readFileSync(file));
    hash.update("\0");
  }
  return hash.digest("hex").slice(0, 16);
}

export default async function setup(project: TestProject): Promise<void> {
  const given = process.env.DOCFLOW_DIST;
  if (given) {
    project.provide("docflowDist", resolve(given));
    project.provide("docflowDistInputs", undefined);
    return;
  }
  const hash = inputsHash();
  const dist = join(CACHE, hash, "dist");
  const inputs = join(CACHE, hash, "bundle-inputs.json");
  if (!existsSync(join(dist, "index.js")) || !existsSync(inputs)) {
    const started = Date.now();
    // Older builds go: one per source state would pile up.
    if (existsSync(CACHE)) {
      for (const entry of readdirSync(CACHE)) {
        if (entry !== hash) rmSync(join(CACHE, entry), { recursive: true, force: true });
      }
    }
    writeFileSync(inputs, JSON.stringify(await buildDist(ROOT, dist)));
    console.log(`built the bundles under test in ${Date.now() - started} ms: ${relative(ROOT, dist)}`);
  }
  project.provide("docflowDist", dist);
  project.provide("docflowDistInputs", inputs);
}
