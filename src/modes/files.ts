// Expanding the files a user names: plain paths, directories (all files below them) and glob patterns,
// with `!pattern` lines excluding. Results are sorted and de-duplicated so runs are reproducible.
import { glob, stat } from "node:fs/promises";
import { relative, resolve, sep } from "node:path";

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function expandOne(pattern: string, cwd: string): Promise<string[]> {
  if (await isFile(resolve(cwd, pattern))) return [pattern];
  const asDirectory = (await isDirectory(resolve(cwd, pattern)))
    ? `${pattern.replace(/\/+$/, "")}/**/*`
    : pattern;
  const found: string[] = [];
  for await (const entry of glob(asDirectory, { cwd })) {
    if (await isFile(resolve(cwd, entry))) found.push(entry);
  }
  return found;
}

/** `path` is `dir` or lies below it. */
function isInside(path: string, dir: string): boolean {
  const rel = relative(dir, path);
  return (
    rel === "" ||
    (!rel.startsWith(`..${sep}`) && rel !== ".." && !rel.startsWith(sep) && !/^[a-zA-Z]:/.test(rel))
  );
}

/**
 * The files named by `patterns` (paths, directories, globs; `!glob` excludes), relative to `cwd`. Files a
 * directory or glob finds inside `excludeDirs` (the output directory: `docflow partition .` must not
 * partition the output of an earlier run) are left out; a file named by its path is always taken.
 */
export async function expandFiles(
  patterns: readonly string[],
  cwd = process.cwd(),
  excludeDirs: readonly string[] = [],
): Promise<string[]> {
  const included = new Set<string>();
  const named = new Set<string>();
  const excluded = new Set<string>();
  for (const raw of patterns) {
    const pattern = raw.trim();
    if (!pattern || pattern.startsWith("#")) continue;
    const target = pattern.startsWith("!") ? excluded : included;
    const path = pattern.replace(/^!/, "");
    if (target === included && (await isFile(resolve(cwd, path)))) named.add(path);
    for (const file of await expandOne(path, cwd)) target.add(file);
  }
  const outside = (file: string) =>
    named.has(file) || !excludeDirs.some((dir) => isInside(resolve(cwd, file), resolve(cwd, dir)));
  return [...included].filter((file) => !excluded.has(file) && outside(file)).sort();
}
