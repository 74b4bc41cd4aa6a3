// The `files` input: glob patterns, one per line, with @actions/glob's semantics — `*` and `?` within a
// path segment, `**` across segments, `[...]` character classes, dot files matched like any other, no
// braces, a pattern that names a directory takes everything below it, `#` lines are comments, and a
// `!` line excludes. Patterns are applied in order, so a later line can re-include what an earlier `!`
// excluded. One matcher serves both ways of choosing documents: walking the workspace, and filtering
// the list of files an event changed (including deleted ones, which no longer exist on disk).
import type { Dirent } from "node:fs";
import { readdir } from "node:fs/promises";
import { join } from "node:path";

interface CompiledPattern {
  negate: boolean;
  regex: RegExp;
  /** Leading literal directory segments: where a walk for this pattern starts. */
  base: string;
  source: string;
}

export interface FileMatcher {
  readonly patterns: readonly CompiledPattern[];
  /** True when the workspace-relative path (with `/` separators) is chosen. */
  matches(path: string): boolean;
}

const GLOB_CHARS = /[*?[]/;

function escapeRegex(char: string): string {
  return /[\\^$.*+?()[\]{}|/]/.test(char) ? `\\${char}` : char;
}

/** One path segment (no `/`) as a regex fragment. */
function segmentToRegex(segment: string): string {
  let out = "";
  for (let i = 0; i < segment.length; i++) {
    const char = segment[i] as string;
    if (char === "\\" && i + 1 < segment.length) {
      out += escapeRegex(segment[++i] as string);
    } else if (char === "*") {
      out += "[^/]*";
    } else if (char === "?") {
      out += "[^/]";
    } else if (char === "[") {
      const close = segment.indexOf("]", i + 2);
      if (close === -1) {
        out += "\\[";
        continue;
      }
      let body = segment.slice(i + 1, close);
      const negated = body.startsWith("!") || body.startsWith("^");
      if (negated) body = body.slice(1);
      const cls = body.replace(/[\\\]^]/g, (c) => `\\${c}`);
      out += negated ? `(?!/)[^${cls}]` : `[${cls}]`;
      i = close;
    } else {
      out += escapeRegex(char);
    }
  }
  return out;
}

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
  const segments = text.split("/").filter((segment, index) => segment !== "" || index === 0);
  let regex = "^";
  const literal: string[] = [];
  let stillLiteral = true;
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (segment === "**") {
      stillLiteral = false;
      // Zero or more whole segments.
      regex += last ? ".*" : "(?:[^/]+/)*";
      return;
    }
    if (stillLiteral && !GLOB_CHARS.test(segment) && !last) literal.push(segment.replaceAll("\\", ""));
    else stillLiteral = false;
    regex += segmentToRegex(segment) + (last ? "" : "/");
  });
  // Implicit descendants: a pattern that matches a directory matches everything below it.
  regex += "(?:/.*)?$";
  return { negate, regex: new RegExp(regex, "s"), base: literal.join("/"), source: line.trim() };
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
          if (pattern.regex.test(normalized)) chosen = !pattern.negate;
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
 * The regular files under `root` that the matcher chooses, as sorted workspace-relative paths. Symbolic
 * links are not followed and not returned: a link in a pull request could point anywhere on the runner.
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
