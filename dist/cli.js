#!/usr/bin/env node
import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);

// src/cli/index.ts
import { enableCompileCache } from "node:module";
enableCompileCache();
var { runCli } = await import("./chunks/program-2HELHW2V.js");
process.exitCode = await runCli(process.argv);
