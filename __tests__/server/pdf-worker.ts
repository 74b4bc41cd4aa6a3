// A server worker bundle that can partition PDFs. helpers.ts bundles the worker into the system's temp
// folder, where pdf.js cannot find its data (character maps, fonts, wasm) nor the native packages the
// engine loads at run time; this bundle is written inside node_modules/.cache, so both resolve as they do
// for the sources. Same build options as scripts/build.mjs.
import { randomUUID } from "node:crypto";
import { mkdirSync, renameSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { ROOT } from "./helpers.js";

let workerBuild: Promise<string> | undefined;

export function pdfWorkerFile(): Promise<string> {
  workerBuild ??= (async () => {
    const dir = join(ROOT, "node_modules", ".cache", "docflow-pdf-worker");
    mkdirSync(dir, { recursive: true });
    // Built under a name of its own, then moved over the shared one: test processes running at the same
    // time each replace the file whole, and one bundle stays behind, not one per run.
    const outfile = join(dir, "server-worker.mjs");
    const building = join(dir, `server-worker-${randomUUID()}.mjs`);
    await build({
      entryPoints: [join(ROOT, "src/server/partition-worker.ts")],
      outfile: building,
      bundle: true,
      format: "esm",
      platform: "node",
      target: "node24",
      banner: {
        js: "import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);",
      },
      external: [
        "@napi-rs/nice",
        "@napi-rs/canvas",
        "sharp",
        "tesseract.js",
        "heic-decode",
        "libheif-js",
        "pg-native",
      ],
      logLevel: "warning",
    });
    renameSync(building, outfile);
    return outfile;
  })();
  return workerBuild;
}
