// What every esbuild bundle of docflow shares: the dist/ bundles (scripts/build.mjs), and the worker bundles
// the tests and benchmarks build from the sources (piscina's threads run plain Node, which cannot load
// TypeScript). One list, so a package left out of one bundle is left out of all.
import { randomUUID } from "node:crypto";
import { mkdirSync, renameSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";

/** Some dependencies are CommonJS and call require() for Node built-ins. */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);";

/**
 * Left out of every bundle: native addons and WebAssembly packages that load files of their own at run time
 * (image decoding, page rendering, OCR). The engine loads them lazily and says what is missing when a
 * document needs them; @napi-rs/nice is loaded by piscina's thread script only to lower thread priority,
 * which docflow never asks for, and pg-native is pg's optional libpq binding.
 */
export const RUNTIME_PACKAGES = [
  "@napi-rs/nice",
  "@napi-rs/canvas",
  "sharp",
  "tesseract.js",
  "heic-decode",
  "libheif-js",
  "pg-native",
];

/**
 * Vendor SDKs of the connectors (src/workflows/connectors/sdk.ts loads them on first use): left out of every
 * bundle so the action does not carry them; the CLI package depends on them. @azure/storage-blob is not
 * among them: @actions/artifact and @actions/cache import it statically, so the bundles carry it anyway.
 */
export const CONNECTOR_SDK_PACKAGES = [
  "@datastax/astra-db-ts",
  "@elastic/elasticsearch",
  "@google-cloud/storage",
  "@opensearch-project/opensearch",
  "@pinecone-database/pinecone",
  "@qdrant/js-client-rest",
  "redis",
  "@zilliz/milvus2-sdk-node",
];

/** esbuild options of an ES module bundle for Node 24 with the runtime packages outside. */
export const NODE_BUNDLE = {
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node24",
  banner: { js: ESM_REQUIRE_BANNER },
  external: [...RUNTIME_PACKAGES, ...CONNECTOR_SDK_PACKAGES],
  logLevel: "warning",
};

/**
 * Bundles the partition worker of `docflow serve` (src/server/partition-worker.ts) from the sources into
 * `<root>/node_modules/.cache/docflow-worker/server-worker.mjs` and returns that path. Inside node_modules,
 * the packages left outside resolve, and pdf.js finds its data, as they do for dist/server-worker.js. Built
 * under a name of its own, then renamed over the shared one: processes building at the same time each
 * replace the file whole, and one bundle stays behind.
 */
export async function buildServerWorker(root) {
  const dir = join(root, "node_modules", ".cache", "docflow-worker");
  mkdirSync(dir, { recursive: true });
  const outfile = join(dir, "server-worker.mjs");
  const building = join(dir, `server-worker-${randomUUID()}.mjs`);
  await build({
    ...NODE_BUNDLE,
    entryPoints: [join(root, "src", "server", "partition-worker.ts")],
    outfile: building,
  });
  renameSync(building, outfile);
  return outfile;
}
