#!/usr/bin/env node
import { enableCompileCache } from "node:module";
import { execWithMallocSettings } from "./malloc-env.js";

// `docflow serve` and `docflow worker` start again at once with glibc's malloc tuned for a long-running
// server (malloc-env.ts); nothing else has run yet, so the restart costs only Node's own start.
execWithMallocSettings();

// The bundles are large (several megabytes of JavaScript to compile in every thread that loads them);
// Node's on-disk compile cache makes every later start skip that work. Enabled before the program loads.
enableCompileCache();
const { runCli } = await import("./program.js");

process.exitCode = await runCli(process.argv);
