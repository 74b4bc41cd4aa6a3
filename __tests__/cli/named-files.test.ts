// A named file is read, not searched for: `docflow partition /tmp/memo.txt` once walked all of /tmp. Run
// through the CLI built from the sources, in a tree of thousands of folders, with every folder the process
// lists recorded (a preload wraps fs.promises.readdir): a named file lists none, a glob lists only the
// folders it can match below.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltCli, buildCli, runCli } from "../helpers/built-cli.js";

const FOLDERS = 60;
const SUBFOLDERS = 50; // 60 × 50 = 3,000 folders below the tree, 6,000 files

let cli: BuiltCli;
let work = "";
let tree = "";
let preload = "";

beforeAll(() => {
  cli = buildCli();
  work = mkdtempSync(join(tmpdir(), "docflow-named-"));
  tree = join(work, "big");
  for (let i = 0; i < FOLDERS; i++) {
    for (let j = 0; j < SUBFOLDERS; j++) {
      const dir = join(tree, `d${i}`, `s${j}`);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, "note.txt"), `Note ${i}.${j}\n`);
      writeFileSync(join(dir, "other.md"), `# Other ${i}.${j}\n`);
    }
  }
  writeFileSync(join(tree, "memo.txt"), "Quarterly Report\n\nRevenue grew by ten percent.\n");
  writeFileSync(join(tree, "d7", "memo.txt"), "Quarterly Report\n\nRevenue grew by ten percent.\n");
  preload = join(work, "count-readdir.mjs");
  writeFileSync(
    preload,
    [
      'import fs from "node:fs";',
      'import { syncBuiltinESMExports } from "node:module";',
      "const listed = [];",
      "const readdir = fs.promises.readdir;",
      "fs.promises.readdir = function (path, ...rest) { listed.push(String(path)); return readdir.call(this, path, ...rest); };",
      "const readdirSync = fs.readdirSync;",
      "fs.readdirSync = function (path, ...rest) { listed.push(String(path)); return readdirSync.call(this, path, ...rest); };",
      "syncBuiltinESMExports();",
      'process.on("exit", () => process.stderr.write("listed: " + JSON.stringify(listed) + "\\n"));',
    ].join("\n"),
  );
}, 180_000);
afterAll(() => {
  cli?.remove();
  rmSync(work, { recursive: true, force: true });
});

async function partition(args: string[], cwd: string) {
  const run = await runCli(cli.bin, ["partition", ...args], {
    cwd,
    env: { NODE_OPTIONS: `--import=${preload}` },
  });
  const line = /^listed: (.*)$/m.exec(run.stderr)?.[1];
  expect(line, run.stderr).toBeDefined();
  const listed = (JSON.parse(line as string) as string[]).filter(
    (dir) => dir === tree || dir.startsWith(`${tree}/`) || !dir.startsWith("/"),
  );
  return { ...run, listed };
}

describe("docflow partition in a tree of 3,000 folders", () => {
  it("reads a file named by its absolute path without listing a folder", async () => {
    const run = await partition([join(tree, "d7", "memo.txt"), "--out", "-"], work);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain("Quarterly Report");
    expect(run.listed).toEqual([]);
  });

  it("reads a file named by its relative path without listing the working folder", async () => {
    const run = await partition(["memo.txt", "--out", "-"], tree);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain("1 of 1 files partitioned");
    expect(run.listed).toEqual([]);
  });

  it("lists only the folders a glob can match below", async () => {
    const narrow = await partition([join(tree, "d3", "s4", "*.txt"), "--out", "-"], work);
    expect(narrow.code, narrow.stderr).toBe(0);
    expect(narrow.stderr).toContain("1 of 1 files partitioned");
    expect(narrow.listed).toEqual([join(tree, "d3", "s4")]);

    // One level of wildcard: the tree's top folder and the fifty folders of d5, nothing deeper.
    const middle = await partition(["d5/*/note.txt", "--out", "-"], tree);
    expect(middle.code, middle.stderr).toBe(0);
    expect(middle.stderr).toContain(`${SUBFOLDERS} of ${SUBFOLDERS} files partitioned`);
    expect(middle.listed.length).toBeLessThanOrEqual(SUBFOLDERS + 1);
    expect(middle.listed.every((dir) => /(^|\/)d5(\/s\d+)?$/.test(dir))).toBe(true);
  }, 60_000);

  it("refuses a named path that does not exist, before partitioning anything", async () => {
    const run = await partition(["memo.txt", "missing.pdf", "--out", "out"], tree);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("docflow: 'missing.pdf': no such file or folder; nothing was partitioned.");
    expect(run.stderr).not.toContain("files partitioned");
    expect(run.listed).toEqual([]);
  });

  it("warns about a glob that matches nothing, and partitions the rest", async () => {
    const run = await partition(["memo.txt", "d1/*.pdf", "--out", "-"], tree);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain("docflow: warning: 'd1/*.pdf' matches no file");
    expect(run.stderr).toContain("1 of 1 files partitioned");
    const none = await partition(["d1/*.pdf"], tree);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("No files match 'd1/*.pdf'");
  });

  it("follows a link the user named, also out of the working folder, as any command does", async () => {
    const here = join(work, "here");
    mkdirSync(here, { recursive: true });
    symlinkSync(join(tree, "memo.txt"), join(here, "link.txt"));
    symlinkSync(join(here, "nowhere.txt"), join(here, "dangling.txt"));
    const run = await partition(["link.txt", "--out", "-"], here);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain("Quarterly Report");
    const dangling = await partition(["dangling.txt"], here);
    expect(dangling.code).toBe(2);
    expect(dangling.stderr).toContain("docflow: 'dangling.txt': no such file or folder.");
  });
});
