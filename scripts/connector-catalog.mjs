// The connector catalog (src/contract/connector-configs.ts: each connector type's facts) for the scripts.
// Node runs a TypeScript file whose imports name other files of ours only after a build (they are written
// as `.js`), so esbuild bundles the catalog in memory, zod included, and it is imported from that text:
// the scripts read the same facts the server does, with no copy to keep in step.
import { resolve } from "node:path";
import { buildSync } from "esbuild";

const ROOT = resolve(import.meta.dirname, "..");

/** The exports of `source` (ES module text whose paths are relative to the repository), bundled. */
export async function bundled(source) {
  const { outputFiles } = buildSync({
    stdin: { contents: source, resolveDir: ROOT, sourcefile: "catalog-entry.ts", loader: "ts" },
    bundle: true,
    write: false,
    format: "esm",
    platform: "node",
    target: "node24",
    logLevel: "warning",
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].contents).toString("base64")}`);
}

const catalog = await bundled('export * from "./src/contract/connector-configs.ts";');

/** Connector type → the npm package of its SDK, for the types that need one. */
export const CONNECTOR_SDKS = catalog.CONNECTOR_SDKS;

/** The SDK packages, each once, sorted: optional peers of the package, left out of the bundles. */
export const CONNECTOR_SDK_PACKAGES = catalog.CONNECTOR_SDK_PACKAGES;
