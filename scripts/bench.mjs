// `npm run bench`: bundles bench/main.ts with esbuild (dependencies stay external) and runs it, so the
// benchmarks use the same TypeScript sources as the tests without a separate TypeScript runner.
import { copyFile, mkdir, mkdtemp, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { NODE_BUNDLE } from "./bundling.mjs";
import { INSTALL_COMMAND, missingTestServices } from "./test-services.mjs";

// The benchmarks drive autocannon, Playwright's driver, mammoth and LangChain's splitters: test services.
const missing = missingTestServices();
if (missing.length > 0) {
  console.error(
    `npm run bench needs the test services (${missing.join(", ")}): run \`${INSTALL_COMMAND}\` first`,
  );
  process.exit(1);
}

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
    // The build scripts stay where they are, imported as they are: they find the sources relative to
    // their own file (connector-catalog.mjs), which a copy inside the bundle would not.
    plugins: [
      {
        name: "scripts-in-place",
        setup(build) {
          build.onResolve({ filter: /\/scripts\/[^/]+\.mjs$/ }, (args) => ({
            path: resolve(args.resolveDir, args.path),
            external: true,
          }));
        },
      },
    ],
    logLevel: "warning",
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
