// Bundles the action (dist/index.js, dist/post.js) and the CLI (dist/cli.js) as ES modules.
// ESM output is deliberate: @actions/core 3 and its siblings ship ESM only, and a CommonJS bundle of
// them compiles but crashes at run time. Shared code is split into dist/chunks/ so it ships once.
import { rm } from "node:fs/promises";
import { build } from "esbuild";

const outdir = "dist";
await rm(outdir, { recursive: true, force: true });

await build({
  entryPoints: {
    index: "src/action/index.ts",
    post: "src/action/post.ts",
    cli: "src/cli/index.ts",
  },
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node24",
  chunkNames: "chunks/[name]-[hash]",
  // Some dependencies are CommonJS and call require() for Node built-ins.
  banner: {
    js: "import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);",
  },
  legalComments: "linked",
  logLevel: "warning",
});
