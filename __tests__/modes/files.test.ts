import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import * as glob from "@actions/glob";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  compilePatterns,
  expandFiles,
  findFiles,
  SymlinkOutsideError,
  selectFiles,
} from "../../src/modes/files.js";

describe("compilePatterns", () => {
  const matches = (patterns: string[], path: string) => compilePatterns(patterns).matches(path);

  it("matches * and ? within a name and ** across folders, dot files included", () => {
    expect(matches(["**/*.md"], "a.md")).toBe(true);
    expect(matches(["**/*.md"], "docs/deep/b.md")).toBe(true);
    expect(matches(["**/*.md"], "docs/.hidden.md")).toBe(true);
    expect(matches(["**/*.md"], "docs/a.mdx")).toBe(false);
    expect(matches(["*.md"], "docs/a.md")).toBe(false);
    expect(matches(["docs/?.md"], "docs/a.md")).toBe(true);
    expect(matches(["docs/?.md"], "docs/ab.md")).toBe(false);
    expect(matches(["docs/**/x.md"], "docs/x.md")).toBe(true);
    expect(matches(["docs/**/x.md"], "docs/a/b/x.md")).toBe(true);
  });

  it("supports character classes, negated classes and escapes", () => {
    expect(matches(["docs/[ab].md"], "docs/a.md")).toBe(true);
    expect(matches(["docs/[ab].md"], "docs/c.md")).toBe(false);
    expect(matches(["docs/[!ab].md"], "docs/c.md")).toBe(true);
    expect(matches(["docs/[!ab].md"], "docs/a.md")).toBe(false);
    expect(matches(["docs/\\*.md"], "docs/*.md")).toBe(true);
    expect(matches(["docs/\\*.md"], "docs/a.md")).toBe(false);
  });

  it("treats braces and regex characters literally", () => {
    expect(matches(["docs/{a,b}.md"], "docs/a.md")).toBe(false);
    expect(matches(["docs/{a,b}.md"], "docs/{a,b}.md")).toBe(true);
    expect(matches(["docs/a+(b).md"], "docs/a+(b).md")).toBe(true);
    expect(matches(["docs/a.md"], "docs/aXmd")).toBe(false);
  });

  it("takes everything below a folder named by a pattern", () => {
    expect(matches(["docs"], "docs/a/b.pdf")).toBe(true);
    expect(matches(["docs/"], "docs/a.pdf")).toBe(true);
    expect(matches(["./docs"], "docs/a.pdf")).toBe(true);
    expect(matches(["docs"], "docsx/a.pdf")).toBe(false);
    expect(matches(["d*"], "docs/a.pdf")).toBe(true);
  });

  it("applies ! excludes in order, skips comments and blank lines, and splits multiline input", () => {
    const patterns = ["# documents", "**/*.md", "", "!drafts/**", "drafts/keep.md"];
    expect(matches(patterns, "a.md")).toBe(true);
    expect(matches(patterns, "drafts/x.md")).toBe(false);
    expect(matches(patterns, "drafts/keep.md")).toBe(true);
    expect(matches(["**/*.md\n!**/skip/**"], "a/skip/b.md")).toBe(false);
    expect(matches(["!**/*.md"], "a.md")).toBe(false);
    expect(matches([], "a.md")).toBe(false);
  });

  it("never matches across a folder boundary with * or ?", () => {
    expect(matches(["docs*md"], "docs/a.md")).toBe(false);
    expect(matches(["docs?a.md"], "docs/a.md")).toBe(false);
    expect(matches(["docs/[/]a.md"], "docs//a.md")).toBe(false);
  });
});

describe("findFiles", () => {
  let root = "";
  const files = [
    "a.md",
    "docs/b.md",
    "docs/c.docx",
    "docs/.d.md",
    "docs/deep/e.md",
    "docs/deep/f.txt",
    "drafts/g.md",
    "out/h.md",
    "weird name [1].md",
  ];

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "docflow-globs-"));
    for (const file of files) {
      await mkdir(dirname(join(root, file)), { recursive: true });
      await writeFile(join(root, file), "x");
    }
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const CASES = [
    ["**/*.md"],
    ["docs"],
    ["docs/*"],
    ["**/*.md", "!docs/**"],
    ["**/*.md", "!docs/**", "docs/deep/e.md"],
    ["docs/**/*.md", "**/*.docx"],
    ["*.md"],
    ["**/?.md"],
    ["**/[bc].*"],
  ];

  it.each(CASES)("chooses what @actions/glob chooses: %s", async (...patterns) => {
    const ours = await findFiles(compilePatterns(patterns), root);
    const escapedRoot = root.replace(/[[\]*?]/g, "[$&]");
    const globber = await glob.create(
      patterns
        .map((p) => (p.startsWith("!") ? `!${escapedRoot}/${p.slice(1)}` : `${escapedRoot}/${p}`))
        .join("\n"),
      { matchDirectories: false },
    );
    const theirs = (await globber.glob()).map((p) => relative(root, p)).sort();
    expect(ours).toEqual(theirs);
  });

  it("skips .git, the folders it is told to, and symbolic links that leave the workspace", async () => {
    await mkdir(join(root, ".git"), { recursive: true });
    await writeFile(join(root, ".git/x.md"), "x");
    await symlink("/etc/hostname", join(root, "docs/link.md"));
    try {
      const found = await findFiles(compilePatterns(["**/*.md"]), root, { skipDirectories: ["out"] });
      expect(found).toEqual([
        "a.md",
        "docs/.d.md",
        "docs/b.md",
        "docs/deep/e.md",
        "drafts/g.md",
        "weird name [1].md",
      ]);
    } finally {
      await rm(join(root, ".git"), { recursive: true, force: true });
      await rm(join(root, "docs/link.md"));
    }
  });

  it("returns nothing for a pattern under a folder that does not exist", async () => {
    expect(await findFiles(compilePatterns(["missing/**/*.md"]), root)).toEqual([]);
  });
});

// The five cases where the command line (and mode run) once chose other files than the action: one
// engine now decides for all of them, with the semantics action.yml documents.
describe("one files engine for the action, mode run and the command line", () => {
  let root = "";
  let outside = "";
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "docflow-files-"));
    outside = await mkdtemp(join(tmpdir(), "docflow-outside-"));
    await writeFile(join(outside, "secret.txt"), "not a document of this workspace");
    for (const file of ["a.md", "b.md", ".hidden.md", "docs/c.md", "docs/d.txt", "keep/e.md"]) {
      await mkdir(dirname(join(root, file)), { recursive: true });
      await writeFile(join(root, file), "x");
    }
    await symlink(join(outside, "secret.txt"), join(root, "leak.md"));
    await symlink(join(root, "a.md"), join(root, "alias.md"));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
    await rm(outside, { recursive: true, force: true });
  });

  const CASES: { name: string; patterns: string[]; chosen: string[] }[] = [
    {
      name: "symbolic links: one inside the workspace is taken, one leaving it is not",
      patterns: ["*.md"],
      chosen: [".hidden.md", "a.md", "alias.md", "b.md"],
    },
    {
      name: "exclude order: a `!` line removes what the lines before it chose",
      patterns: ["**/*.md", "!docs/**"],
      chosen: [".hidden.md", "a.md", "alias.md", "b.md", "keep/e.md"],
    },
    {
      name: "re-include: a line after a `!` chooses again",
      patterns: ["**/*.md", "!docs/**", "docs/c.md"],
      chosen: [".hidden.md", "a.md", "alias.md", "b.md", "docs/c.md", "keep/e.md"],
    },
    { name: "dot files match like any other", patterns: [".*.md"], chosen: [".hidden.md"] },
    { name: "braces are literal, as in @actions/glob", patterns: ["{a,b}.md"], chosen: [] },
  ];

  for (const { name, patterns, chosen } of CASES) {
    it(name, async () => {
      expect(await findFiles(compilePatterns(patterns), root)).toEqual(chosen);
      expect(await expandFiles(patterns, root)).toEqual(chosen);
    });
  }

  it("refuses a named symbolic link that leaves the workspace, naming it", async () => {
    await expect(expandFiles(["leak.md"], root)).rejects.toThrow(SymlinkOutsideError);
    await expect(expandFiles(["leak.md"], root)).rejects.toThrow(
      /'leak\.md' is, or lies in a folder that is, a symbolic link/,
    );
  });

  it("follows a named link wherever it points when told to, as the command line is", async () => {
    const follow = { followNamedLinks: true };
    expect((await selectFiles(["leak.md"], root, [], follow)).files).toEqual(["leak.md"]);
    // A globbed link still stays inside: only what the user named is followed.
    expect((await selectFiles(["*.md"], root, [], follow)).files).not.toContain("leak.md");
    await symlink(outside, join(root, "elsewhere"));
    await symlink(join(root, "docs"), join(root, "papers"));
    await symlink(join(root, "gone.md"), join(root, "dangling.md"));
    try {
      await expect(selectFiles(["elsewhere"], root)).rejects.toThrow(SymlinkOutsideError);
      expect((await selectFiles(["elsewhere"], root, [], follow)).files).toEqual([
        join(outside, "secret.txt"),
      ]);
      // A named link to a folder is walked where it points.
      expect((await selectFiles(["papers"], root)).files).toEqual(["docs/c.md", "docs/d.txt"]);
      // and a `!` line below it excludes from the folder it points to.
      expect((await selectFiles(["papers", "!papers/d.txt"], root)).files).toEqual(["docs/c.md"]);
      // A link to nothing is a missing path, not a refusal.
      expect(await selectFiles(["dangling.md"], root)).toEqual({
        files: [],
        missing: ["dangling.md"],
        unmatched: [],
      });
    } finally {
      for (const link of ["elsewhere", "papers", "dangling.md"]) await rm(join(root, link));
    }
  });

  it("never reaches outside through a linked folder of a path or a glob, unless told to", async () => {
    await symlink(outside, join(root, "linked"));
    try {
      await expect(selectFiles(["linked/secret.txt"], root)).rejects.toThrow(SymlinkOutsideError);
      expect(await selectFiles(["linked/*.txt"], root)).toEqual({
        files: [],
        missing: [],
        unmatched: ["linked/*.txt"],
      });
      expect(await findFiles(compilePatterns(["linked/secret.txt"]), root)).toEqual([]);
      expect(await findFiles(compilePatterns(["linked/**"]), root)).toEqual([]);
      const follow = { followNamedLinks: true };
      expect((await selectFiles(["linked/secret.txt"], root, [], follow)).files).toEqual([
        "linked/secret.txt",
      ]);
      expect((await selectFiles(["linked/*.txt"], root, [], follow)).files).toEqual(["linked/secret.txt"]);
    } finally {
      await rm(join(root, "linked"));
    }
  });

  it("takes a file named by its path, also outside the workspace, and folders expand", async () => {
    expect(await expandFiles([join(outside, "secret.txt")], root)).toEqual([join(outside, "secret.txt")]);
    expect(await expandFiles(["docs"], root)).toEqual(["docs/c.md", "docs/d.txt"]);
    expect(await expandFiles(["."], root, ["docs", "keep"])).toEqual([
      ".hidden.md",
      "a.md",
      "alias.md",
      "b.md",
    ]);
  });
});

describe("selectFiles", () => {
  let root = "";
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "docflow-select-"));
    for (const file of ["a.md", "docs/b.md", "star*.md"]) {
      await mkdir(dirname(join(root, file)), { recursive: true });
      await writeFile(join(root, file), "x");
    }
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("names what is missing and which globs matched nothing, as written", async () => {
    expect(await selectFiles(["a.md", "./gone.md", "docs/*.pdf", "docs", "!a.md"], root)).toEqual({
      files: ["docs/b.md"],
      missing: ["./gone.md"],
      unmatched: ["docs/*.pdf"],
    });
  });

  it("takes an existing path as that path, wildcards and all", async () => {
    expect(await selectFiles(["star*.md"], root)).toEqual({
      files: ["star*.md"],
      missing: [],
      unmatched: [],
    });
    expect((await selectFiles(["s*.md"], root)).files).toEqual(["star*.md"]);
  });
});
