// Lists the test files that can reach the corpus: those that mention it, or import (through
// __tests__'s own modules) one that does. `.ci/run` runs these without the corpus to prove they skip
// cleanly; every other test behaves the same with or without it and runs once, in the full pass.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const root = resolve(dirname(new URL(import.meta.url).pathname), "..");
const testsDir = join(root, "__tests__");
const mentionsCorpus = /corpus|\.\.\/shared/i;
const relativeImport = /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "fixtures" ? [] : walk(path);
    return /\.(ts|mts|js|mjs)$/.test(name) ? [path] : [];
  });
}

const files = walk(testsDir);
const known = new Set(files);
const source = new Map(files.map((file) => [file, readFileSync(file, "utf8")]));

/** The modules of __tests__ that `file` imports, resolving ".js" to the ".ts" source. */
function importsOf(file) {
  const found = [];
  for (const [, spec] of source.get(file).matchAll(relativeImport)) {
    const target = resolve(dirname(file), spec);
    for (const candidate of [target, target.replace(/\.js$/, ".ts"), `${target}.ts`]) {
      if (known.has(candidate)) found.push(candidate);
    }
  }
  return found;
}

const reaches = new Map();
function reachesCorpus(file, seen = new Set()) {
  if (reaches.has(file)) return reaches.get(file);
  if (seen.has(file)) return false;
  seen.add(file);
  const result = mentionsCorpus.test(source.get(file)) || importsOf(file).some((f) => reachesCorpus(f, seen));
  reaches.set(file, result);
  return result;
}

const tests = files.filter((file) => /\.test\.ts$/.test(file) && reachesCorpus(file));
process.stdout.write(`${tests.map((file) => relative(root, file)).join("\n")}\n`);
