// The GitHub glue of mode `partition` that can be checked without running the bundle.
import { execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artifactServiceAvailable, uniqueArtifactName } from "../../src/action/artifact.js";
import { isOwnComment } from "../../src/action/comment.js";
import { Git, isCommitId, isZeroCommitId } from "../../src/action/git.js";
import { logSafe } from "../../src/action/log.js";

describe("uniqueArtifactName", () => {
  it("adds the job, and the attempt of a re-run", () => {
    expect(uniqueArtifactName("docflow-results", { job: "docs", runAttempt: 1 })).toBe(
      "docflow-results-docs",
    );
    expect(uniqueArtifactName("docflow-results", { job: "docs", runAttempt: 3 })).toBe(
      "docflow-results-docs-attempt3",
    );
    expect(uniqueArtifactName("results", { job: "", runAttempt: 1 })).toBe("results");
  });

  it("replaces the characters artifact names may not hold", () => {
    expect(uniqueArtifactName('a:b/c\\d"e<f>g|h*i?j\nk', { job: "j", runAttempt: 1 })).toBe(
      "a-b-c-d-e-f-g-h-i-j-k-j",
    );
  });
});

describe("artifactServiceAvailable", () => {
  it("needs both the runtime token and the results service address", () => {
    expect(artifactServiceAvailable({})).toBe(false);
    expect(artifactServiceAvailable({ ACTIONS_RUNTIME_TOKEN: "t" })).toBe(false);
    expect(artifactServiceAvailable({ ACTIONS_RUNTIME_TOKEN: "t", ACTIONS_RESULTS_URL: "https://r/" })).toBe(
      true,
    );
  });
});

describe("logSafe", () => {
  it("keeps untrusted text on one line, so it cannot start a workflow command", () => {
    const name = "docs/a.md\n::add-mask::secret\r::error::boom\u0000";
    const safe = logSafe(name);
    expect([...safe].some((c) => c === "\n" || c === "\r" || c.charCodeAt(0) === 0)).toBe(false);
    expect(safe).toBe("docs/a.md\\n::add-mask::secret\\r::error::boom\\u0000");
  });
});

describe("isOwnComment", () => {
  it("trusts our login when the token can tell it, else only bots, never people", () => {
    const bot = { id: 1, user: { login: "github-actions[bot]", type: "Bot" } };
    const person = { id: 2, user: { login: "mallory", type: "User" } };
    expect(isOwnComment(bot, undefined)).toBe(true);
    expect(isOwnComment(person, undefined)).toBe(false);
    expect(isOwnComment(person, "mallory")).toBe(true);
    expect(isOwnComment(bot, "docs-bot")).toBe(false);
    expect(isOwnComment({ id: 3, user: null }, undefined)).toBe(false);
  });
});

describe("Git", () => {
  let repo = "";
  let first = "";
  let second = "";
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: "T",
    GIT_AUTHOR_EMAIL: "t@example.com",
    GIT_COMMITTER_NAME: "T",
    GIT_COMMITTER_EMAIL: "t@example.com",
  };
  const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, env, encoding: "utf8" }).trim();

  beforeAll(async () => {
    repo = await mkdtemp(join(tmpdir(), "docflow-git-"));
    git("init", "--quiet");
    await writeFile(join(repo, "a.md"), "one\n");
    await writeFile(join(repo, "--help.md"), "an option-looking name\n");
    git("add", "-A");
    git("commit", "--quiet", "-m", "first");
    first = git("rev-parse", "HEAD");
    await writeFile(join(repo, "a.md"), "two\n");
    git("mv", "--", "--help.md", "renamed.md");
    git("commit", "--quiet", "-am", "second");
    second = git("rev-parse", "HEAD");
  });
  afterAll(async () => {
    await rm(repo, { recursive: true, force: true });
  });

  it("recognises commit ids and the zero id of a new branch", () => {
    expect(isCommitId(first)).toBe(true);
    expect(isCommitId("--upload-pack=evil")).toBe(false);
    expect(isCommitId(undefined)).toBe(false);
    expect(isZeroCommitId("0".repeat(40))).toBe(true);
  });

  it("lists the changes between two commits, renames as delete + add", async () => {
    const changes = await new Git(repo).diff(first, second, false);
    expect(changes).toEqual([
      { path: "--help.md", status: "removed" },
      { path: "a.md", status: "modified" },
      { path: "renamed.md", status: "added", previousPath: "--help.md" },
    ]);
    expect(await new Git(repo).diff(first, second, true)).toEqual(changes);
  });

  it("reads a file at a commit, and says when it is not there", async () => {
    const g = new Git(repo);
    expect(Buffer.from((await g.show(first, "a.md")) ?? []).toString()).toBe("one\n");
    expect(Buffer.from((await g.show(first, "--help.md")) ?? []).toString()).toBe("an option-looking name\n");
    expect(await g.show(second, "--help.md")).toBeUndefined();
    await expect(g.show("HEAD", "a.md")).rejects.toThrow("Not a commit id");
  });

  it("does not fetch commits it already has, and fails clearly on ones no remote has", async () => {
    const g = new Git(repo);
    await g.ensureCommits([first, second]);
    expect(await g.mergeBase(first, second)).toBe(first);
    await expect(g.ensureCommits(["f".repeat(40)])).rejects.toThrow(/git fetch failed/);
  });
});
