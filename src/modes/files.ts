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
import { dirname, isAbsolute, join, parse, posix, relative, resolve, sep } from "node:path";
import { Minimatch } from "minimatch";

interface CompiledPattern {
  negate: boolean;
  matcher: Minimatch;
  /** Leading literal directory segments: where a walk for this pattern starts. */
  base: string;
  /** The path itself when the pattern has no wildcard: looked up, never searched for. */
  literal?: string | undefined;
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
  // matcher (and before the last segment, a file name) are where a walk can start. A pattern made of
  // literal segments only (escapes and one-character classes unescaped) names one path.
  const parts = matcher.set[0] ?? [];
  const leading: string[] = [];
  for (const part of parts.slice(0, -1)) {
    if (typeof part !== "string") break;
    leading.push(part);
  }
  const literal =
    text === "**" || !parts.every((part) => typeof part === "string") ? undefined : parts.join("/");
  return { negate, matcher, base: leading.join("/"), literal, source: line.trim() };
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
  /** Stop once this many files are found (whether a pattern matches anything at all). */
  limit?: number;
  /**
   * Start where a pattern's folders lead even through a link out of `root` (`docs/*.md` with `docs` a
   * link): the command line, for the paths its user typed. Unset, such a start is not walked.
   */
  followLinkedStarts?: boolean | undefined;
}

/**
 * The regular files under `root` that the matcher chooses, as sorted workspace-relative paths. A pattern
 * without wildcards names its path, which is looked up rather than searched for; a glob is walked from its
 * literal start, and a folder is entered only when some pattern can match below it (`docs/*.md` reads
 * `docs/` and nothing under it). A symbolic link to a file is taken only when the file it resolves to lies
 * inside `root`: a link in a pull request could point anywhere on the runner (a key, another checkout), and
 * its bytes would be partitioned or uploaded. Links to directories are never entered, nor is a pattern's
 * start that leads out of `root` through a link (`docs/*.pem` with `docs` a link to `/`), unless
 * `followLinkedStarts`.
 */
export async function findFiles(
  matcher: FileMatcher,
  root: string,
  options: FindOptions = {},
): Promise<string[]> {
  const skip = new Set(options.skipDirectories ?? []);
  const skipped = (path: string) => [...skip].some((dir) => path === dir || isInside(path, dir));
  const including = matcher.patterns.filter((p) => !p.negate);
  const found = new Set<string>();
  const visited = new Set<string>();
  const take = async (path: string, entry: { isFile(): boolean; isSymbolicLink(): boolean }) => {
    if (!matcher.matches(path)) return;
    if (entry.isFile() || (entry.isSymbolicLink() && (await linkStaysInside(root, path)))) found.add(path);
  };
  // A folder is worth entering when a pattern could match a path below it, or chose the folder itself
  // (then everything below it is taken).
  const wanted = (path: string) =>
    including.some((pattern) => pattern.matcher.match(path, true) || chooses(pattern, path));
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const walk = async (relative: string): Promise<void> => {
    if (visited.has(relative) || found.size >= limit) return;
    visited.add(relative);
    let entries: Dirent[];
    try {
      entries = await readdir(join(root, relative), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (found.size >= limit) return;
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (entry.name === ".git" || skip.has(path) || !wanted(path)) continue;
        await walk(path);
      } else await take(path, entry);
    }
  };
  // Whether a folder below `root` is reached through a link that leads out of it.
  const realRoot = options.followLinkedStarts ? undefined : await realpath(root).catch(() => undefined);
  const leavesRoot = async (folder: string) => {
    if (realRoot === undefined || folder === "" || folder === ".") return false;
    const real = await realpath(join(root, folder)).catch(() => undefined);
    return real !== undefined && !isBelow(real, realRoot);
  };
  const starts: string[] = [];
  for (const pattern of including) {
    if (pattern.literal === undefined) {
      if (!(await leavesRoot(pattern.base))) starts.push(pattern.base);
      continue;
    }
    // A named path: a file is taken as it is, a folder is walked.
    const path = pattern.literal;
    if (path.split("/").some((part) => part === ".git") || skipped(path)) continue;
    if (await leavesRoot(posix.dirname(path))) continue;
    const info = await lstat(join(root, path)).catch(() => undefined);
    if (info?.isDirectory()) {
      if (!(await leavesRoot(path))) starts.push(path);
    } else if (info) await take(path, info);
  }
  const unique = [...new Set(starts)];
  for (const start of unique.filter((s) => !unique.some((other) => other !== s && isInside(s, other))))
    await walk(start);
  return [...found].sort();
}

/**
 * The including patterns (as written) that choose none of `files`: a typo, or a folder that moved. The
 * command line and the action warn about each.
 */
export function unmatchedPatterns(matcher: FileMatcher, files: readonly string[]): string[] {
  return matcher.patterns
    .filter((pattern) => !pattern.negate && !files.some((file) => chooses(pattern, file)))
    .map((pattern) => pattern.source);
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

/** Paths named without a wildcard that are not there: the run stops before any work. */
export class MissingFilesError extends Error {
  constructor(
    readonly paths: readonly string[],
    workspace: string,
  ) {
    super(
      `files: ${paths.map((p) => `'${p}'`).join(", ")} ${paths.length === 1 ? "does" : "do"} not exist in ${workspace}; a path without a wildcard names a file or folder that must be there.`,
    );
    this.name = "MissingFilesError";
  }
}

/** A file outside the workspace that a link would expose. */
export class SymlinkOutsideError extends Error {
  constructor(
    readonly path: string,
    workspace: string,
  ) {
    super(
      `'${path}' is, or lies in a folder that is, a symbolic link to outside ${workspace}; docflow does not follow it.`,
    );
    this.name = "SymlinkOutsideError";
  }
}

export interface FileSelection {
  /** The files chosen: relative to `cwd`, or absolute for patterns that point outside it. */
  files: string[];
  /** Paths named without a wildcard that do not exist, as written. */
  missing: string[];
  /** Glob patterns that chose no file, as written. */
  unmatched: string[];
}

export interface SelectOptions {
  /**
   * Follow a symbolic link named without a wildcard wherever it points, as the command line does for the
   * paths its user typed. Unset (mode `run`, whose `files` a pull request can change), a named link that
   * leaves `cwd` is refused. Links met while walking a folder or a glob are never followed out of it.
   */
  followNamedLinks?: boolean | undefined;
}

/**
 * The files named by `patterns`, relative to `cwd` (the command line's arguments, mode `run`'s `files`):
 * the patterns above, plus a path to an existing file or folder, which is always taken as named (never
 * read as a glob) unless a later `!` line excludes it. A pattern outside `cwd` (`../docs/*.md`, an
 * absolute path) is looked up or walked where it points, and its files are returned as absolute paths. A
 * named link to a folder is walked where it points. A named symbolic link that leaves `cwd` is refused
 * with SymlinkOutsideError unless `followNamedLinks`. Folders in `skipDirectories`
 * (relative to `cwd`: the output folder, node_modules) are not entered when folders and globs are
 * expanded. What was named but is not there, and globs that chose nothing, are returned for the caller
 * to refuse or warn about.
 */
export async function selectFiles(
  patterns: readonly string[],
  cwd = process.cwd(),
  skipDirectories: readonly string[] = [],
  options: SelectOptions = {},
): Promise<FileSelection> {
  const workspace = resolve(cwd);
  // Lines by the folder they are matched under: the workspace, or the filesystem root of a pattern that
  // points outside it. Each keeps its lines in order, so `!` and re-includes work within it.
  interface Group {
    lines: string[];
    /** Each line as the user wrote it. */
    written: Map<string, string>;
    named: Set<string>;
  }
  const groups = new Map<string, Group>();
  const groupOf = (root: string) => {
    const group: Group = groups.get(root) ?? { lines: [], written: new Map(), named: new Set() };
    groups.set(root, group);
    return group;
  };
  const missing: string[] = [];
  // Named links to folders, as written (resolved) → the folder each points to: a later line below one
  // (`!docs-link/drafts/**`) means the same place below the folder.
  const linkedFolders = new Map<string, string>();
  const throughLinkedFolder = (path: string) => {
    const full = resolve(workspace, path);
    for (const [link, target] of linkedFolders) {
      if (full === link || full.startsWith(`${link}${sep}`)) return join(target, relative(link, full));
    }
    return path;
  };
  for (const line of patterns.flatMap((value) => value.split(/\r?\n/))) {
    const text = line.trim();
    if (!text || text.startsWith("#")) continue;
    const negate = text.startsWith("!");
    const written = text.replace(/^!+/, "").trim();
    const named = negate ? undefined : await namedPath(workspace, written, options.followNamedLinks === true);
    // A link to a folder stands for the folder it points to; a link to a file keeps its own name.
    if (named?.kind === "directory" && named.path !== written) {
      linkedFolders.set(resolve(workspace, written), resolve(workspace, named.path));
    }
    const path = named?.path ?? throughLinkedFolder(written);
    const kind = named?.kind;
    const full = resolve(workspace, path);
    const root = isBelow(full, workspace) ? workspace : parse(full).root;
    const group = groupOf(root);
    // Patterns are matched against root-relative paths with `/` separators.
    const relativePath = toSlashes(relative(root, full)) || ".";
    // A path that exists is that path, even when it holds `*`, `?` or `[`.
    const pattern = kind ? escapeGlob(relativePath) : relativePath;
    const lineText = negate ? `!${pattern}` : pattern;
    group.lines.push(lineText);
    group.written.set(lineText, text);
    if (kind === "file") group.named.add(relativePath);
    if (!negate && !kind) {
      const literal = compile(pattern)?.literal;
      if (literal !== undefined && !(await exists(join(root, literal)))) missing.push(text);
    }
  }
  const skip = skipDirectories
    .map((dir) => toSlashes(relative(workspace, resolve(workspace, dir))))
    .filter((dir) => dir && !dir.startsWith(".."));
  const found = new Set<string>();
  const unmatched: string[] = [];
  for (const [root, { lines, written, named }] of groups) {
    const matcher = compilePatterns(lines);
    const inWorkspace = root === workspace;
    const chosen = await findFiles(matcher, root, {
      skipDirectories: inWorkspace ? skip : [],
      followLinkedStarts: options.followNamedLinks === true,
    });
    for (const path of named) if (matcher.matches(path)) chosen.push(path);
    for (const path of chosen) found.add(inWorkspace ? path : join(root, path));
    for (const source of unmatchedPatterns(matcher, chosen)) {
      // Only globs: a path without a wildcard is there (then a later `!` excluded it) or missing.
      if (compile(source)?.literal !== undefined) continue;
      unmatched.push(written.get(source) ?? source);
    }
  }
  return { files: [...found].sort(), missing, unmatched };
}

/** The files of selectFiles, without what was missing or unmatched. */
export async function expandFiles(
  patterns: readonly string[],
  cwd = process.cwd(),
  skipDirectories: readonly string[] = [],
): Promise<string[]> {
  return (await selectFiles(patterns, cwd, skipDirectories)).files;
}

/** `*`, `?`, `[`, `]` and `\\` escaped, so the pattern names exactly this path. */
function escapeGlob(path: string): string {
  return path.replace(/[*?[\]\\]/g, "\\$&");
}

/** Whether something is at `path`, through links: a link to nothing is not. */
async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/**
 * What an existing path names: a regular file (or a link to one), or a folder (or a link to one, then
 * `path` is where it points); undefined when nothing is there. A link that leaves `cwd` is refused unless
 * `followLinks`.
 */
async function namedPath(
  cwd: string,
  path: string,
  followLinks: boolean,
): Promise<{ kind: "file" | "directory"; path: string } | undefined> {
  const full = resolve(cwd, path);
  let info: Awaited<ReturnType<typeof lstat>>;
  try {
    info = await lstat(full);
  } catch {
    return undefined;
  }
  // A path inside the workspace that leads out of it through a linked folder (`docs/x.pem`, `docs` a link
  // to `/`) is refused like a link out of it.
  const realCwd = await realpath(cwd);
  if (!followLinks && full !== resolve(cwd) && isBelow(full, resolve(cwd))) {
    const realParent = await realpath(dirname(full)).catch(() => undefined);
    if (realParent !== undefined && !isBelow(realParent, realCwd))
      throw new SymlinkOutsideError(path, resolve(cwd));
  }
  if (info.isSymbolicLink()) {
    // A link to nothing is a missing path (the caller's check follows links), not a refusal.
    const target = await realpath(full).catch(() => undefined);
    if (!target) return undefined;
    if (!followLinks && !isBelow(target, realCwd)) throw new SymlinkOutsideError(path, resolve(cwd));
    const targetInfo = await stat(target);
    if (targetInfo.isFile()) return { kind: "file", path };
    if (!targetInfo.isDirectory()) return undefined;
    return { kind: "directory", path: isBelow(target, realCwd) ? relative(realCwd, target) || "." : target };
  }
  if (info.isDirectory()) return { kind: "directory", path };
  return info.isFile() ? { kind: "file", path } : undefined;
}

function toSlashes(path: string): string {
  return path.split(sep).join("/");
}
