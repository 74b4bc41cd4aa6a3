// The one way docflow turns `files` patterns into documents — the action's `files` input, mode `run`'s
// uploads, and `docflow partition`'s arguments alike: glob patterns, one per line, with @actions/glob's semantics — `*` and `?` within a
// path segment, `**` across segments, `[...]` character classes, dot files matched like any other, no
// braces, a pattern that names a directory takes everything below it, `#` lines are comments, and a
// `!` line excludes. Patterns are applied in order, so a later line can re-include what an earlier `!`
// excluded. One matcher serves both ways of choosing documents: walking the workspace, and filtering
// the list of files an event changed (including deleted ones, which no longer exist on disk — which is
// why @actions/glob itself, which only walks the disk, is not enough). Each pattern is matched by
// minimatch with the options @actions/glob gives it.
import type { Dirent } from "node:fs";
import { lstat, readdir, realpath, stat } from "node:fs/promises";
import { isAbsolute, join, parse, relative, resolve, sep } from "node:path";
import { Minimatch } from "minimatch";

interface CompiledPattern {
  negate: boolean;
  matcher: Minimatch;
  /** Leading literal directory segments: where a walk for this pattern starts. */
  base: string;
  source: string;
}

export interface FileMatcher {
  readonly patterns: readonly CompiledPattern[];
  /** True when the workspace-relative path (with `/` separators) is chosen. */
  matches(path: string): boolean;
}

/** The options @actions/glob gives minimatch (on Linux): dot files match, no braces, no extglobs. */
const GLOB_OPTIONS = { dot: true, nobrace: true, nocomment: true, noext: true, nonegate: true } as const;

function compile(line: string): CompiledPattern | undefined {
  let text = line.trim();
  if (!text || text.startsWith("#")) return undefined;
  let negate = false;
  while (text.startsWith("!")) {
    negate = !negate;
    text = text.slice(1).trim();
  }
  text = text.replace(/^(\.\/)+/, "");
  // A trailing slash names a directory: everything below it.
  text = text.replace(/\/+$/, "/**");
  if (!text || text === ".") text = "**";
  const matcher = new Minimatch(text, GLOB_OPTIONS);
  // minimatch parses each segment into a literal string or a matcher; the literal ones before the first
  // matcher (and before the last segment, a file name) are where a walk can start.
  const parts = matcher.set[0] ?? [];
  const literal: string[] = [];
  for (const part of parts.slice(0, -1)) {
    if (typeof part !== "string") break;
    literal.push(part);
  }
  return { negate, matcher, base: literal.join("/"), source: line.trim() };
}

/**
 * Whether the pattern chooses the path: the path itself, or a directory above it (a pattern that matches
 * a directory takes everything below it, as @actions/glob's implicit descendants do).
 */
function chooses(pattern: CompiledPattern, path: string): boolean {
  const segments = path.split("/");
  for (let length = segments.length; length > 0; length--) {
    if (pattern.matcher.match(segments.slice(0, length).join("/"))) return true;
  }
  return false;
}

export function compilePatterns(lines: readonly string[]): FileMatcher {
  const patterns = lines.flatMap((line) => line.split(/\r?\n/)).flatMap((line) => compile(line) ?? []);
  return {
    patterns,
    matches(path: string): boolean {
      const normalized = path.replaceAll("\\", "/").replace(/^(\.\/)+/, "");
      let chosen = false;
      for (const pattern of patterns) {
        if (pattern.negate ? chosen : !chosen) {
          if (chooses(pattern, normalized)) chosen = !pattern.negate;
        }
      }
      return chosen;
    },
  };
}

export interface FindOptions {
  /** Workspace-relative directories never entered (besides `.git`), e.g. the output directory. */
  skipDirectories?: readonly string[];
}

/**
 * The regular files under `root` that the matcher chooses, as sorted workspace-relative paths. A symbolic
 * link to a file is taken only when the file it resolves to lies inside `root`: a link in a pull request
 * could point anywhere on the runner (a key, another checkout), and its bytes would be partitioned or
 * uploaded. Links to directories are never entered.
 */
export async function findFiles(
  matcher: FileMatcher,
  root: string,
  options: FindOptions = {},
): Promise<string[]> {
  const skip = new Set(options.skipDirectories ?? []);
  const found = new Set<string>();
  const visited = new Set<string>();
  const walk = async (relative: string): Promise<void> => {
    if (visited.has(relative)) return;
    visited.add(relative);
    let entries: Dirent[];
    try {
      entries = await readdir(join(root, relative), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (entry.name === ".git" || skip.has(path)) continue;
        await walk(path);
      } else if (entry.isFile() && matcher.matches(path)) {
        found.add(path);
      } else if (entry.isSymbolicLink() && matcher.matches(path) && (await linkStaysInside(root, path))) {
        found.add(path);
      }
    }
  };
  // Walk from the literal start of each including pattern, not always from the root.
  const bases = matcher.patterns.filter((p) => !p.negate).map((p) => p.base);
  const starts = bases.filter((base) => !bases.some((other) => other !== base && isInside(base, other)));
  for (const start of new Set(starts)) await walk(start);
  return [...found].sort();
}

function isInside(path: string, directory: string): boolean {
  return directory === "" || path.startsWith(`${directory}/`);
}

/** `path` (relative to `root`) is a link to a regular file inside `root`. */
async function linkStaysInside(root: string, path: string): Promise<boolean> {
  try {
    const [target, base] = await Promise.all([realpath(join(root, path)), realpath(root)]);
    return isBelow(target, base) && (await stat(target)).isFile();
  } catch {
    return false;
  }
}

/** `path` is `dir` or lies below it (absolute paths). */
function isBelow(path: string, dir: string): boolean {
  const rel = relative(dir, path);
  return rel === "" || (rel !== ".." && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/** A file outside the workspace that a link would expose. */
export class SymlinkOutsideError extends Error {
  constructor(
    readonly path: string,
    workspace: string,
  ) {
    super(`'${path}' is a symbolic link to a file outside ${workspace}; docflow does not follow it.`);
    this.name = "SymlinkOutsideError";
  }
}

/**
 * The files named by `patterns`, relative to `cwd` (the command line's arguments, mode `run`'s `files`):
 * the patterns above, plus a path to an existing file, which is always taken as named unless a later `!`
 * line excludes it. A pattern outside `cwd` (`../docs/*.md`, an absolute path) is walked from where it
 * points and its files are returned as absolute paths. A named symbolic link that leaves `cwd` is refused
 * with SymlinkOutsideError. Folders in `skipDirectories` (relative to `cwd`: the output folder,
 * node_modules) are not entered when folders and globs are expanded.
 */
export async function expandFiles(
  patterns: readonly string[],
  cwd = process.cwd(),
  skipDirectories: readonly string[] = [],
): Promise<string[]> {
  const workspace = resolve(cwd);
  // Lines by the folder they are matched under: the workspace, or the filesystem root of a pattern that
  // points outside it. Each keeps its lines in order, so `!` and re-includes work within it.
  const groups = new Map<string, { lines: string[]; named: Set<string> }>();
  const groupOf = (root: string) => {
    const group = groups.get(root) ?? { lines: [], named: new Set<string>() };
    groups.set(root, group);
    return group;
  };
  for (const line of patterns.flatMap((value) => value.split(/\r?\n/))) {
    const text = line.trim();
    if (!text || text.startsWith("#")) continue;
    const negate = text.startsWith("!");
    const path = text.replace(/^!+/, "").trim();
    const full = resolve(workspace, path);
    const root = isBelow(full, workspace) ? workspace : parse(full).root;
    const group = groupOf(root);
    // Patterns are matched against root-relative paths with `/` separators.
    const relativePath = toSlashes(relative(root, full)) || ".";
    group.lines.push(negate ? `!${relativePath}` : relativePath);
    if (!negate && (await isNamedFile(workspace, path))) group.named.add(relativePath);
  }
  const skip = skipDirectories
    .map((dir) => toSlashes(relative(workspace, resolve(workspace, dir))))
    .filter((dir) => dir && !dir.startsWith(".."));
  const found = new Set<string>();
  for (const [root, { lines, named }] of groups) {
    const matcher = compilePatterns(lines);
    const inWorkspace = root === workspace;
    const chosen = await findFiles(matcher, root, { skipDirectories: inWorkspace ? skip : [] });
    for (const path of named) if (matcher.matches(path)) chosen.push(path);
    for (const path of chosen) found.add(inWorkspace ? path : join(root, path));
  }
  return [...found].sort();
}

/** An existing regular file, or a link to one inside `cwd`; a link that leaves `cwd` is refused. */
async function isNamedFile(cwd: string, path: string): Promise<boolean> {
  const full = resolve(cwd, path);
  let info: Awaited<ReturnType<typeof lstat>>;
  try {
    info = await lstat(full);
  } catch {
    return false;
  }
  if (info.isSymbolicLink()) {
    const target = await realpath(full).catch(() => undefined);
    if (!target || !isBelow(target, await realpath(cwd))) throw new SymlinkOutsideError(path, resolve(cwd));
    return (await stat(target)).isFile();
  }
  return info.isFile();
}

function toSlashes(path: string): string {
  return path.split(sep).join("/");
}
