// Bundles the action (dist/index.js, dist/post.js), the CLI (dist/cli.js) and the worker threads of
// `docflow serve` (dist/server-worker.js, dist/piscina-worker.js) as ES modules.
// ESM output is deliberate: @actions/core 3 and its siblings ship ESM only, and a CommonJS bundle of
// them compiles but crashes at run time. Shared code is split into dist/chunks/ so it ships once.
import { cp, readFile, rm } from "node:fs/promises";
import { build } from "esbuild";
import { NODE_BUNDLE } from "./bundling.mjs";

// `node scripts/build.mjs <dir>` builds elsewhere (the CLI and package tests build into a temp folder).
const outdir = process.argv[2] ?? "dist";
await rm(outdir, { recursive: true, force: true });

// piscina starts each thread with its own script, found as `__dirname/worker.js`; bundled, there is no
// __dirname and no such file. That script is bundled as dist/piscina-worker.js, and piscina is pointed
// at it through a global that src/server/workers.ts sets (it knows where the bundle lies).
const PISCINA_WORKER_PATH = "(0, node_path_1.resolve)(__dirname, 'worker.js')";
const piscinaWorkerPath = {
  name: "piscina-worker-path",
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /[\\/]piscina[\\/]dist[\\/]index\.js$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      if (!source.includes(PISCINA_WORKER_PATH)) {
        throw new Error(`piscina changed: ${args.path} no longer has ${PISCINA_WORKER_PATH}`);
      }
      const contents = source.replace(
        PISCINA_WORKER_PATH,
        'globalThis[Symbol.for("docflow.piscinaWorkerScript")]',
      );
      return { contents, loader: "js" };
    });
  },
};

await build({
  entryPoints: {
    index: "src/action/index.ts",
    post: "src/action/post.ts",
    cli: "src/cli/index.ts",
    // The worker threads of `docflow serve`: piscina's thread script, and the task module it loads.
    "server-worker": "src/server/partition-worker.ts",
    "piscina-worker": "node_modules/piscina/dist/worker.js",
    // The threads that read page ranges of a large PDF in parallel; the engine finds it beside the bundle.
    "pdf-page-worker": "src/engine/formats/pdf/page-worker.ts",
  },
  ...NODE_BUNDLE,
  outdir,
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  plugins: [piscinaWorkerPath],
  legalComments: "linked",
});

// pdf.js reads character maps, colour profiles, the standard fonts and its WebAssembly decoders from folders at run time;
// they ship next to the bundle so the action needs no node_modules (src/engine/formats/pdf/pdfjs.ts
// looks for dist/pdfjs/ first).
for (const folder of ["cmaps", "iccs", "standard_fonts", "wasm"]) {
  await cp(`node_modules/pdfjs-dist/${folder}`, `${outdir}/pdfjs/${folder}`, { recursive: true });
}
await cp("node_modules/pdfjs-dist/LICENSE", `${outdir}/pdfjs/LICENSE`);
