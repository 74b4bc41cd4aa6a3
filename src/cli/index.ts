#!/usr/bin/env node
import { enableCompileCache } from "node:module";

// The bundles are large (several megabytes of JavaScript to compile in every thread that loads them);
// Node's on-disk compile cache makes every later start skip that work. Enabled before the program loads.
enableCompileCache();
const { runCli } = await import("./program.js");

process.exitCode = await runCli(process.argv);
