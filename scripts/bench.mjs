// `npm run bench`: bundles bench/main.ts with esbuild (dependencies stay external) and runs it, so the
// benchmarks use the same TypeScript sources as the tests without a separate TypeScript runner.
import { copyFile, mkdir, mkdtemp, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { NODE_BUNDLE } from "./bundling.mjs";

const dir = await mkdtemp(join(process.cwd(), "node_modules", ".bench-"));
try {
  const outfile = join(dir, "bench.mjs");
  await build({
    entryPoints: ["bench/main.ts"],
    outfile,
    bundle: true,
    format: "esm",
    platform: "node",
    target: NODE_BUNDLE.target,
    // As dist/ is built: regular expression literals stay literals.
    supported: NODE_BUNDLE.supported,
    packages: "external",
    logLevel: "warning",
    // The repository's own scripts are imported where they are: they find files beside themselves
    // (scripts/connector-catalog.mjs reads src/contract through import.meta.url).
    plugins: [
      {
        name: "scripts-in-place",
        setup(esbuild) {
          esbuild.onResolve({ filter: /\/scripts\/[^/]+\.mjs$/ }, (args) => ({
            path: pathToFileURL(resolve(args.resolveDir, args.path)).href,
            external: true,
          }));
        },
      },
    ],
  });
  // The orig_elements thread's script, beside the bundle where the engine looks for it (core/worker-script.ts).
  await build({
    ...NODE_BUNDLE,
    entryPoints: {
      "orig-elements-worker": join("src", "engine", "chunking", "orig-elements-worker-thread.ts"),
    },
    outdir: dir,
  });
  // tesseract.js's worker script, where the bundled OCR code looks for it (src/engine/ocr/js.ts).
  await mkdir(join(dir, "tesseract"));
  await copyFile(join("src", "engine", "ocr", "tesseract-worker.cjs"), join(dir, "tesseract", "worker.cjs"));
  const { main } = await import(pathToFileURL(outfile).href);
  await main(process.argv.slice(2));
} finally {
  await rm(dir, { recursive: true, force: true });
}
