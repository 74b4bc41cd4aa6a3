// The tesseract.js worker thread, in place of the package's own worker-script/node/index.js. Two reasons:
// - one Tesseract build everywhere: the package picks among six WebAssembly builds by CPU features (relaxed
//   SIMD gives slightly different LSTM arithmetic from machine to machine); docflow always runs the SIMD
//   LSTM-only build, which every Node 24 runs, so a page reads the same on any runner;
// - it bundles: scripts/build.mjs bundles this file (CommonJS, so the core finds its .wasm beside the bundle
//   through __dirname) into dist/tesseract/, and only that one build's .wasm ships in dist/.
// The models are read from local folders only (langPath); nothing here fetches.
const { parentPort } = require("node:worker_threads");
const worker = require("tesseract.js/src/worker-script");
const gunzip = require("tesseract.js/src/worker-script/node/gunzip");
const cache = require("tesseract.js/src/worker-script/node/cache");

let core;

worker.setAdapter({
  getCore: async (_oem, _corePath, res) => {
    if (!core) {
      res.progress({ status: "loading tesseract core", progress: 0 });
      core = require("tesseract.js-core/tesseract-core-simd-lstm");
      res.progress({ status: "loading tesseract core", progress: 1 });
    }
    return core;
  },
  gunzip,
  fetch: () => Promise.reject(new Error("docflow's OCR reads models from local folders only")),
  ...cache,
});

parentPort.on("message", (packet) => {
  worker.dispatchHandlers(packet, (message) => parentPort.postMessage(message));
});
