import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __require = /* @__PURE__ */ ((x) => typeof require !== "undefined" ? require : typeof Proxy !== "undefined" ? new Proxy(x, {
  get: (a, b) => (typeof require !== "undefined" ? require : a)[b]
}) : x)(function(x) {
  if (typeof require !== "undefined") return require.apply(this, arguments);
  throw Error('Dynamic require of "' + x + '" is not supported');
});
var __commonJS = (cb, mod) => function __require2() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

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
    docflow: "node dist/cli.js"
  },
  devDependencies: {
    "@biomejs/biome": "2.5.15",
    "@types/node": "^24.19.2",
    esbuild: "^0.28.2",
    node: "^24.21.0",
    typescript: "^7.0.2",
    vitest: "^5.1.1"
  },
  dependencies: {
    "@actions/core": "^3.0.1",
    commander: "^14.0.3",
    undici: "^8.12.4",
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
  __require,
  __commonJS,
  __export,
  __toESM,
  DOCFLOW_VERSION
};
