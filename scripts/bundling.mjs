// What every esbuild bundle of docflow shares: the dist/ bundles (buildDist, run by scripts/build.mjs and
// by the tests' global setup), and the worker bundles the tests and benchmarks build from the sources
// (piscina's threads run plain Node, which cannot load TypeScript). One list, so a package left out of one
// bundle is left out of all.
//
// dist/ runs from the repository's files alone (a runner checks out the action without node_modules), on
// any OS and CPU. Everything JavaScript is bundled; what cannot be (files a package loads by path at run
// time) is copied beside the bundles:
//   dist/node_modules/@img/sharp-wasm32, @emnapi/runtime  sharp's WebAssembly build. sharp tries the native
//       addon of the platform first (@img/sharp-<os>-<cpu>, found when installed, e.g. in a clone or an npm
//       install) and this last; Node's own resolution finds both from dist/chunks/. The build starts
//       pthread workers of its own script, so it stays a file of its own.
//   dist/node_modules/@tesseract.js-data/eng               the English model, found as installed packages are.
//   dist/tesseract/worker.cjs + tesseract-core-simd-lstm.wasm  tesseract.js's worker thread (one build).
// .gitignore re-includes dist/node_modules so the committed action carries them.
import { randomUUID } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { build } from "esbuild";
import { CONNECTOR_SDK_PACKAGES } from "./connector-catalog.mjs";

/**
 * Some dependencies are CommonJS and call require() for Node built-ins; a few read __dirname (see
 * dirnameShim), which an ES module has not.
 */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url); const __docflowModuleUrl = import.meta.url;";

/**
 * Left out of every bundle: native addons that are optional at run time. @napi-rs/nice is loaded by
 * piscina's thread script only to lower thread priority, which docflow never asks for; pg-native is pg's
 * optional libpq binding.
 */
export const RUNTIME_PACKAGES = ["@napi-rs/nice", "pg-native"];

/**
 * CommonJS files that read __dirname or __filename when they run, which a bundled ES module has not:
 * tesseract.js's default worker path (docflow always passes its own) and libheif's locateFile (its
 * WebAssembly is inlined, so nothing is located). They get the bundle file's own.
 */
const DIRNAME_FILES = [
  /[\\/]tesseract\.js[\\/]src[\\/]worker[\\/]node[\\/]defaultOptions\.js$/,
  /[\\/]libheif-js[\\/]libheif-wasm[\\/]libheif-bundle\.js$/,
];

const dirnameShim = {
  name: "dirname-shim",
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.js$/ }, (args) => {
      if (!DIRNAME_FILES.some((pattern) => pattern.test(args.path))) return undefined;
      const source = readFileSync(args.path, "utf8");
      const shim =
        'var __filename = require("node:url").fileURLToPath(__docflowModuleUrl), __dirname = require("node:path").dirname(__filename);\n';
      return { contents: shim + source, loader: "js", resolveDir: dirname(args.path) };
    });
  },
};

/**
 * Vendor SDKs of the connectors (src/workflows/connectors/sdk.ts loads them on first use): left out of every
 * bundle, so the action does not carry them; the CLI package lists them as optional peer dependencies. The
 * list is the connectors' own facts (each one's `sdk` in src/contract/connector-configs.ts).
 */
export { CONNECTOR_SDK_PACKAGES };

/**
 * What a one-shot command loads before its first byte of work, trimmed where packages load more than
 * they use (each Node built-in a bundle loads is compiled at start-up):
 * - commander requires node:child_process at its top for executable subcommands, which docflow has not:
 *   the module is required on first use instead.
 * - @tokenizer/inflate (file-type's zip reader) logs through `debug`, whose Node build loads node:tty and
 *   node:util to colour its output: it gets a logger that is always off (its output is for developers of
 *   that package, enabled by DEBUG=tokenizer:*).
 */
const COMMANDER_CHILD_PROCESS = "const childProcess = require('node:child_process');";
const startupTrims = {
  name: "startup-trims",
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /[\\/]commander[\\/]lib[\\/]command\.js$/ }, (args) => {
      const source = readFileSync(args.path, "utf8");
      if (!source.includes(COMMANDER_CHILD_PROCESS)) {
        throw new Error(`commander changed: ${args.path} no longer has ${COMMANDER_CHILD_PROCESS}`);
      }
      const lazy =
        "const childProcess = { spawn: (...args) => require('node:child_process').spawn(...args) };";
      return { contents: source.replace(COMMANDER_CHILD_PROCESS, lazy), loader: "js" };
    });
    pluginBuild.onResolve({ filter: /^debug$/ }, (args) =>
      /[\\/]@tokenizer[\\/]inflate[\\/]/.test(args.importer)
        ? { path: "debug-off", namespace: "docflow-stub" }
        : undefined,
    );
    pluginBuild.onLoad({ filter: /^debug-off$/, namespace: "docflow-stub" }, () => ({
      contents:
        "const off = () => undefined; off.enabled = false; off.extend = () => off; export default () => off;",
      loader: "js",
    }));
  },
};

/** esbuild options of an ES module bundle for Node 24 with the runtime packages outside. */
export const NODE_BUNDLE = {
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node24",
  // esbuild's tables hold some regular expressions (\p{Ll}, the v flag) as unknown for node24 and rewrite
  // their literals into `new RegExp(...)` calls, which compile again on every call of the function that
  // holds them: on short texts that was a tenth of the engine's time. Node 24 reads them all.
  supported: { "regexp-unicode-property-escapes": true, "regexp-set-notation": true },
  banner: { js: ESM_REQUIRE_BANNER },
  external: [...RUNTIME_PACKAGES, ...CONNECTOR_SDK_PACKAGES],
  plugins: [dirnameShim, startupTrims],
  logLevel: "warning",
};

/** The one tesseract.js-core build docflow runs (src/engine/ocr/tesseract-worker.cjs says why). */
const TESSERACT_CORE = "tesseract-core-simd-lstm";

/**
 * Bundles tesseract.js's worker thread (src/engine/ocr/tesseract-worker.cjs) into `<outdir>/tesseract/`
 * with the core's WebAssembly beside it, where src/engine/ocr/js.ts looks for it.
 */
export async function buildOcrWorker(root, outdir) {
  const folder = join(outdir, "tesseract");
  await build({
    entryPoints: [join(root, "src", "engine", "ocr", "tesseract-worker.cjs")],
    bundle: true,
    format: "cjs",
    platform: "node",
    target: "node24",
    outfile: join(folder, "worker.cjs"),
    // node-fetch is tesseract.js's fallback for Node without fetch; the worker never fetches.
    external: ["node-fetch"],
    logLevel: "warning",
  });
  const core = packageFolder(join(root, "package.json"), "tesseract.js-core");
  cpSync(join(core, `${TESSERACT_CORE}.wasm`), join(folder, `${TESSERACT_CORE}.wasm`));
  cpSync(join(core, "LICENSE"), join(folder, "LICENSE.tesseract.js-core"));
}

/** The folder of package `name` as Node would find it from file `from` (whatever its exports allow). */
function packageFolder(from, name) {
  for (const modules of createRequire(from).resolve.paths(name) ?? []) {
    if (existsSync(join(modules, name, "package.json"))) return join(modules, name);
  }
  throw new Error(`${name} is not installed (needed by ${from}); run npm ci`);
}

/** Copies the listed files of an installed package into `<outdir>/node_modules/<name>/`. */
function copyPackage(root, from, name, files, outdir) {
  const source = packageFolder(join(root, from), name);
  for (const file of files) {
    cpSync(join(source, file), join(outdir, "node_modules", name, file), { recursive: true });
  }
  return source;
}

/** The files beside the bundles that packages load by path at run time (see the top of this file). */
function copyRuntimeFiles(root, outdir) {
  const sharpWasm = copyPackage(
    root,
    "package.json",
    "@img/sharp-wasm32",
    ["package.json", "index.cjs", "versions.json", "LICENSE", "lib"],
    outdir,
  );
  const wasmVersion = JSON.parse(readFileSync(join(sharpWasm, "package.json"), "utf8")).version;
  const sharpVersion = JSON.parse(
    readFileSync(join(packageFolder(join(root, "package.json"), "sharp"), "package.json"), "utf8"),
  ).version;
  if (wasmVersion !== sharpVersion) {
    throw new Error(
      `@img/sharp-wasm32 ${wasmVersion} does not match sharp ${sharpVersion}: install the same version`,
    );
  }
  copyPackage(
    sharpWasm,
    "package.json",
    "@emnapi/runtime",
    ["package.json", "index.js", "LICENSE", "dist/emnapi.cjs.js", "dist/emnapi.cjs.min.js"],
    outdir,
  );
  copyPackage(
    root,
    "package.json",
    "@tesseract.js-data/eng",
    ["package.json", "README.md", "4.0.0_best_int/eng.traineddata.gz"],
    outdir,
  );
}

/** Replaces a piscina line that finds its thread script through __dirname (see buildDist). */
const PISCINA_WORKER_PATH = "(0, node_path_1.resolve)(__dirname, 'worker.js')";
const piscinaWorkerPath = {
  name: "piscina-worker-path",
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /[\\/]piscina[\\/]dist[\\/]index\.js$/ }, (args) => {
      const source = readFileSync(args.path, "utf8");
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

/**
 * Builds the action (index.js, post.js), the CLI (cli.js) and the worker threads of `docflow serve`
 * (server-worker.js, piscina-worker.js) as ES modules into `outdir`, with everything they load at run time.
 * ESM output is deliberate: @actions/core 3 and its siblings ship ESM only, and a CommonJS bundle of them
 * compiles but crashes at run time. Shared code is split into chunks/ so it ships once. The folder is
 * built under a name of its own and renamed into place, so a reader never sees half a build.
 */
export async function buildDist(root, outdir) {
  const building = `${outdir}.building-${randomUUID()}`;
  try {
    const { metafile } = await build({
      entryPoints: {
        index: join(root, "src/action/index.ts"),
        post: join(root, "src/action/post.ts"),
        cli: join(root, "src/cli/index.ts"),
        // The worker threads of `docflow serve`: piscina's thread script, and the task module it loads.
        // piscina starts each thread with its own script, found as `__dirname/worker.js`; bundled, there is
        // no such file, so piscina is pointed at this one through a global that src/server/partition/workers.ts sets.
        "server-worker": join(root, "src/server/partition/worker.ts"),
        "piscina-worker": join(root, "node_modules/piscina/dist/worker.js"),
        // The threads that read page ranges of a large PDF in parallel; the engine finds it beside the bundle.
        "pdf-page-worker": join(root, "src/engine/formats/pdf/page-worker-thread.ts"),
        // The thread that compresses a long document's orig_elements while it is chunked.
        "orig-elements-worker": join(root, "src/engine/chunking/orig-elements-worker-thread.ts"),
      },
      ...NODE_BUNDLE,
      outdir: building,
      splitting: true,
      chunkNames: "chunks/[name]-[hash]",
      plugins: [...NODE_BUNDLE.plugins, piscinaWorkerPath],
      legalComments: "linked",
      // Whitespace and syntax only: names stay, so a user's stack trace still reads (full minification
      // would save another 3 MB).
      minifyWhitespace: true,
      minifySyntax: true,
      metafile: true,
    });
    await buildOcrWorker(root, building);
    copyRuntimeFiles(root, building);
    // The bundles are ES modules wherever dist/ lies: without a package.json saying so in the folders above
    // (a copy under node_modules/, where Node stops looking), Node parses each .js file twice to guess.
    writeFileSync(join(building, "package.json"), `${JSON.stringify({ type: "module" })}\n`);

    // PDFium's WebAssembly ships next to the bundle (src/engine/formats/pdf/pdfium.ts looks for
    // dist/pdfium.wasm first).
    cpSync(join(root, "node_modules/@embedpdf/pdfium/dist/pdfium.wasm"), join(building, "pdfium.wasm"));
    cpSync(join(root, "node_modules/@embedpdf/pdfium/LICENSE.pdfium"), join(building, "pdfium.LICENSE"));
    // Swagger UI's files for /docs, served by `docflow serve` from beside the bundle (src/server/swagger-ui.ts).
    for (const file of ["swagger-ui-bundle.js", "swagger-ui.css", "favicon-32x32.png", "LICENSE"]) {
      cpSync(join(root, "node_modules/swagger-ui-dist", file), join(building, "swagger-ui", file));
    }

    rmSync(outdir, { recursive: true, force: true });
    renameSync(building, outdir);
    return bundleInputs(metafile, building);
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}

/**
 * What each bundle file holds: its path under dist/ (`chunks/chunk-ABC.js`) → the source files and
 * packages bundled into it (`src/engine/partition.ts`, `node_modules/zod/...`), from esbuild's metafile.
 * The tests read it to check what a command loads.
 */
function bundleInputs(metafile, building) {
  const prefix = `${relative(process.cwd(), building).replaceAll("\\", "/")}/`;
  const files = {};
  for (const [output, { inputs }] of Object.entries(metafile.outputs)) {
    if (!output.endsWith(".js")) continue;
    const name = output.startsWith(prefix) ? output.slice(prefix.length) : output;
    files[name] = Object.keys(inputs);
  }
  return files;
}

/**
 * Bundles the partition worker of `docflow serve` (src/server/partition/worker.ts) from the sources into
 * `<root>/node_modules/.cache/docflow-worker/server-worker.mjs` and returns that path. Inside node_modules,
 * the packages left outside resolve, and PDFium finds its .wasm, as they do for dist/server-worker.js. Built
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
    entryPoints: [join(root, "src", "server", "partition", "worker.ts")],
    outfile: building,
  });
  await buildOcrWorker(root, dir);
  renameSync(building, outfile);
  return outfile;
}
