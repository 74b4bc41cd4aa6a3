import { describe, expect, it } from "vitest";
import { compilePatterns } from "../../src/modes/files.js";
import {
  changedFilesJson,
  changesFromPullRequestFiles,
  normalizeChanges,
  parseNameStatus,
  selectChanges,
} from "../../src/modes/partition/changes.js";

describe("changesFromPullRequestFiles", () => {
  it("maps the REST API's statuses, renames and copies as delete + add", () => {
    expect(
      changesFromPullRequestFiles([
        { filename: "docs/a.md", status: "added" },
        { filename: "docs/b.md", status: "removed" },
        { filename: "docs/c.md", status: "modified" },
        { filename: "docs/d.md", status: "changed" },
        { filename: "docs/e.md", status: "renamed", previous_filename: "docs/old-e.md" },
        { filename: "docs/f.md", status: "copied", previous_filename: "docs/c.md" },
        { filename: "docs/g.md", status: "unchanged" },
        { filename: "docs/h.md", status: "some-future-status" },
      ]),
    ).toEqual([
      { path: "docs/a.md", status: "added" },
      { path: "docs/b.md", status: "removed" },
      { path: "docs/c.md", status: "modified" },
      { path: "docs/d.md", status: "modified" },
      { path: "docs/e.md", status: "added", previousPath: "docs/old-e.md" },
      { path: "docs/f.md", status: "added", previousPath: "docs/c.md" },
      { path: "docs/old-e.md", status: "removed" },
    ]);
  });
});

describe("parseNameStatus", () => {
  it("parses git diff --name-status -z, including renames, copies and type changes", () => {
    const output = [
      "M",
      "docs/guide.md",
      "A",
      "docs/new file.md",
      "D",
      "docs/gone.md",
      "R087",
      "docs/before.md",
      "docs/after.md",
      "C100",
      "docs/guide.md",
      "docs/copy.md",
      "T",
      "docs/link.md",
      "",
    ].join("\0");
    expect(parseNameStatus(output)).toEqual([
      { path: "docs/after.md", status: "added", previousPath: "docs/before.md" },
      { path: "docs/before.md", status: "removed" },
      { path: "docs/copy.md", status: "added", previousPath: "docs/guide.md" },
      { path: "docs/gone.md", status: "removed" },
      { path: "docs/guide.md", status: "modified" },
      { path: "docs/link.md", status: "modified" },
      { path: "docs/new file.md", status: "added" },
    ]);
  });

  it("keeps names with newlines, tabs and quotes intact (that is what -z is for)", () => {
    expect(parseNameStatus('A\0docs/a\nb\t"c".md\0')).toEqual([
      { path: 'docs/a\nb\t"c".md', status: "added" },
    ]);
  });

  it("returns nothing for empty output and stops at a truncated record", () => {
    expect(parseNameStatus("")).toEqual([]);
    expect(parseNameStatus("R100\0only-one\0")).toEqual([]);
  });
});

describe("normalizeChanges", () => {
  it("turns a path both removed and added (swapped renames) into a modification", () => {
    expect(
      normalizeChanges([
        { path: "a.md", status: "removed" },
        { path: "a.md", status: "added", previousPath: "b.md" },
        { path: "./c.md", status: "added" },
      ]),
    ).toEqual([
      { path: "a.md", status: "modified", previousPath: "b.md" },
      { path: "c.md", status: "added" },
    ]);
  });
});

describe("selectChanges", () => {
  it("keeps what the patterns choose, split into documents to partition and removed ones", () => {
    const changes = changesFromPullRequestFiles([
      { filename: "docs/a.md", status: "modified" },
      { filename: "docs/b.md", status: "removed" },
      { filename: "src/app.ts", status: "modified" },
      { filename: "docs/drafts/c.md", status: "added" },
    ]);
    const selection = selectChanges(changes, compilePatterns(["docs/**/*.md", "!docs/drafts/**"]));
    expect(selection.partition.map((c) => c.path)).toEqual(["docs/a.md"]);
    expect(selection.removed.map((c) => c.path)).toEqual(["docs/b.md"]);
  });
});

describe("changedFilesJson", () => {
  it("is a JSON array of path, status and previous_path", () => {
    expect(
      JSON.parse(
        changedFilesJson([
          { path: "a.md", status: "added", previousPath: "b.md" },
          { path: "b.md", status: "removed" },
        ]),
      ),
    ).toEqual([
      { path: "a.md", status: "added", previous_path: "b.md" },
      { path: "b.md", status: "removed" },
    ]);
    expect(changedFilesJson([])).toBe("[]");
  });
});
