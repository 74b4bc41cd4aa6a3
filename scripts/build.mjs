// Builds dist/ (or the folder given as the first argument) from the sources: see buildDist in
// scripts/bundling.mjs for what it holds and why.
import { resolve } from "node:path";
import { buildDist } from "./bundling.mjs";

const root = resolve(import.meta.dirname, "..");
await buildDist(root, resolve(process.argv[2] ?? resolve(root, "dist")));
