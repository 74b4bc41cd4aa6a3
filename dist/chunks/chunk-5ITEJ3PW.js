import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);

// package.json
var package_default = {
  name: "docflow",
  version: "0.1.0",
  description: "Partition documents and manage document workflows from GitHub Actions, the command line, or your own server.",
  license: "Apache-2.0",
  type: "module",
  private: true,
  bin: {
    docflow: "dist/cli.js"
  },
  engines: {
    node: ">=24"
  },
  scripts: {
    build: "node scripts/build.mjs",
    typecheck: "tsc --noEmit",
    lint: "biome check .",
    format: "biome check --write .",
    test: "vitest run",
    docflow: "node dist/cli.js",
    bench: "node scripts/bench.mjs"
  },
  devDependencies: {
    "@biomejs/biome": "2.5.15",
    "@langchain/textsplitters": "^1.0.2",
    "@types/node": "^24.19.2",
    autocannon: "^9.0.0",
    esbuild: "^0.28.2",
    "fast-check": "^4.10.2",
    mammoth: "^1.13.0",
    node: "^24.21.0",
    typescript: "^7.0.2",
    vitest: "^5.1.1"
  },
  dependencies: {
    "@actions/artifact": "^6.2.1",
    "@actions/core": "^3.0.1",
    "@actions/github": "^9.1.1",
    "@actions/glob": "^0.7.0",
    "@e965/xlsx": "0.20.3",
    "@fastify/multipart": "^10.1.9",
    "@kenjiuno/msgreader": "^1.28.0",
    cfb: "^1.2.2",
    chardet: "^2.2.0",
    commander: "^14.0.3",
    "csv-parse": "^7.0.3",
    domhandler: "^6.0.1",
    domutils: "^4.0.2",
    "fast-xml-parser": "^5.12.1",
    fastify: "^5.12.8",
    fflate: "^0.8.3",
    "file-type": "21.3.4",
    franc: "^6.2.0",
    htmlparser2: "^12.0.0",
    marked: "^18.2.1",
    piscina: "^5.3.2",
    "postal-mime": "^4.0.0",
    undici: "^8.12.4",
    "word-extractor": "^1.0.4",
    yaml: "^2.9.1",
    zod: "^4.6.7"
  },
  allowScripts: {
    node: true,
    esbuild: true
  }
};

// src/version.ts
var DOCFLOW_VERSION = package_default.version;

export {
  DOCFLOW_VERSION
};
