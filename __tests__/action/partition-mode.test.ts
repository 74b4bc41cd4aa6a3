import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildDocx } from "../engine/formats/word-fixtures.js";
import { type ActionRun, runBundle } from "../helpers/action-runner.js";
import {
  GITHUB_ACTIONS_BOT,
  type GitHubComment,
  type GitHubFileEntry,
  type GitHubStandIn,
  type RecordingServer,
  sendJson,
  startGitHubStandIn,
  startRecordingServer,
} from "../helpers/recording-server.js";
import { git, put } from "../helpers/repo.js";

const para = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
const heading = (text: string) =>
  `<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>${text}</w:t></w:r></w:p>`;
const STYLES = '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style>';
const policy = (retention: string) =>
  buildDocx({
    styles: STYLES,
    body: [
      heading("Travel policy"),
      para("Book trains for trips under five hours."),
      heading("Records"),
      para(retention),
      para("Receipts are scanned on return."),
    ].join(""),
  });

const GUIDE_BASE = `# Guide

Intro paragraph about docflow and what it does for documents.

## Install

Run the installer twice and wait for the green light to come on.

- step one
- step two

## Usage

Call the command with the documents you want.
`;

const GUIDE_HEAD = `# Guide

Intro paragraph about docflow and what it does for documents.

## Install

Run the installer once and wait for the green light to come on.

- step one

## Usage

Call the command with the documents you want.

## Uninstall

Delete the folder.
`;

const EVIL = "docs/<img src=x onerror=alert(1)> @octocat | *x*.md";

let work = "";
let origin = "";
let baseSha = "";
let headSha = "";
let github: GitHubStandIn;
let partitionServer: RecordingServer | undefined;

/** The pull request's files as GitHub lists them, padded with non-documents to need several pages. */
function pullRequestFiles(): GitHubFileEntry[] {
  const padding = Array.from(
    { length: 230 },
    (_, i): GitHubFileEntry => ({
      filename: `src/generated/file-${String(i).padStart(3, "0")}.js`,
      status: "added",
    }),
  );
  return [
    { filename: "docs/broken.docx", status: "added" },
    { filename: "docs/guide.md", status: "modified" },
    { filename: "docs/new.md", status: "added" },
    { filename: "docs/old.md", status: "removed" },
    { filename: "docs/policy.docx", status: "modified" },
    { filename: "docs/renamed.md", status: "renamed", previous_filename: "docs/rename-me.md" },
    { filename: EVIL, status: "added" },
    ...padding,
  ];
}

/** A shallow clone of the head, as actions/checkout leaves it (fetch-depth 1). */
async function checkout(): Promise<string> {
  const dir = await mkdtemp(join(work, "checkout-"));
  git(work, "clone", "--quiet", "--depth=1", "--no-tags", `file://${origin}`, dir);
  return dir;
}

function pullRequestEvent(number: number, fork = false) {
  return {
    action: "synchronize",
    number,
    pull_request: {
      number,
      state: "open",
      title: "Update the guide",
      changed_files: number === 1 ? pullRequestFiles().length : 3000,
      base: { ref: "main", sha: baseSha, repo: { full_name: "octo-org/docs" } },
      head: {
        ref: "update-guide",
        sha: headSha,
        repo: { full_name: fork ? "someone/docs" : "octo-org/docs" },
      },
    },
    repository: {
      full_name: "octo-org/docs",
      default_branch: "main",
      name: "docs",
      owner: { login: "octo-org" },
    },
  };
}

async function runPartition(
  workspace: string,
  options: {
    eventName: string;
    event: unknown;
    inputs?: Record<string, string>;
    env?: Record<string, string>;
  },
): Promise<ActionRun> {
  return runBundle("dist/index.js", {
    eventName: options.eventName,
    event: options.event,
    cwd: workspace,
    inputs: {
      mode: "partition",
      files: "**/*.md\n**/*.docx\n!**/skip/**",
      "github-token": "ghs_standInToken123",
      ...options.inputs,
    },
    env: {
      GITHUB_API_URL: github.url,
      GITHUB_WORKSPACE: workspace,
      GITHUB_JOB: "docs",
      GITHUB_WORKFLOW: "Documents",
      GITHUB_RUN_ID: "4242",
      GITHUB_RUN_ATTEMPT: "1",
      GITHUB_SHA: headSha,
      ...options.env,
    },
    timeoutMs: 45_000,
  });
}

const annotations = (run: ActionRun, kind: "error" | "notice" | "warning") =>
  run.stdout.split("\n").filter((line) => line.startsWith(`::${kind}`));

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "docflow-partition-e2e-"));
  origin = join(work, "origin");
  await mkdir(origin);
  git(origin, "init", "--quiet", "--initial-branch=main");
  // The stand-in for GitHub serves fetches of single commits, as github.com does.
  git(origin, "config", "uploadpack.allowReachableSHA1InWant", "true");
  git(origin, "config", "uploadpack.allowAnySHA1InWant", "true");
  await put(origin, "docs/guide.md", GUIDE_BASE);
  await put(origin, "docs/old.md", "# Old\n\nThis document goes away.\n");
  await put(
    origin,
    "docs/rename-me.md",
    "# Moving\n\nThis document moves to a new name.\n\nIt keeps most of its text.\n",
  );
  await put(origin, "docs/policy.docx", policy("Keep records for three years."));
  await put(origin, "docs/skip/ignored.md", "# Ignored\n");
  await put(origin, "notes.txt", "not a document the patterns choose\n");
  git(origin, "add", "-A");
  git(origin, "commit", "--quiet", "-m", "base");
  baseSha = git(origin, "rev-parse", "HEAD");

  await put(origin, "docs/guide.md", GUIDE_HEAD);
  git(origin, "rm", "--quiet", "docs/old.md");
  git(origin, "mv", "docs/rename-me.md", "docs/renamed.md");
  await put(
    origin,
    "docs/renamed.md",
    "# Moving\n\nThis document moves to a new name.\n\nIt keeps most of its text, and gains a line.\n",
  );
  await put(origin, "docs/new.md", "# New\n\nA brand new document.\n\n- with a list\n");
  await put(origin, "docs/policy.docx", policy("Keep records for seven years."));
  await put(origin, "docs/broken.docx", "this is not a zip archive at all");
  await put(origin, EVIL, "# Sneaky\n\nA document with a hostile name.\n");
  git(origin, "add", "-A");
  git(origin, "commit", "--quiet", "-m", "head");
  headSha = git(origin, "rev-parse", "HEAD");

  const filler = Array.from(
    { length: 3000 },
    (_, i): GitHubFileEntry => ({
      filename: `vendor/file-${i}.js`,
      status: "added",
    }),
  );
  github = await startGitHubStandIn({
    pullFiles: { 1: pullRequestFiles(), 2: filler },
    comments: {
      1: [
        // A person pasting our marker must not get their comment overwritten.
        {
          id: 1,
          body: '<!-- docflow:partition v1 {"workflow":"Documents","job":"docs"} -->\nfake',
          user: { login: "mallory", id: 7, type: "User" },
          html_url: "https://github.com/octo-org/docs/pull/1#issuecomment-1",
          created_at: "2026-01-01T00:00:00Z",
          updated_at: "2026-01-01T00:00:00Z",
        },
        // Enough other comments that ours lands on the second page.
        ...Array.from(
          { length: 120 },
          (_, i): GitHubComment => ({
            id: 10 + i,
            body: `comment ${i}`,
            user: { login: "reviewer", id: 8, type: "User" },
            html_url: `https://github.com/octo-org/docs/pull/1#issuecomment-${10 + i}`,
            created_at: "2026-01-01T00:00:00Z",
            updated_at: "2026-01-01T00:00:00Z",
          }),
        ),
      ],
    },
  });
}, 60_000);

afterAll(async () => {
  await github?.close();
  await partitionServer?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe("mode partition on a pull request (embedded engine)", () => {
  let first: ActionRun;
  let workspace = "";

  beforeAll(async () => {
    workspace = await checkout();
    github.requests.length = 0;
    first = await runPartition(workspace, { eventName: "pull_request", event: pullRequestEvent(1) });
  }, 60_000);

  it("partitions the changed documents, and fails the step after trying them all", () => {
    expect(first.stderr).not.toMatch(/TypeError|ReferenceError/);
    expect(first.exitCode).toBe(1);
    expect(first.outputs["failure-reason"]).toBe("partition-failed");
    expect(first.outputs["files-processed"]).toBe("5");
    expect(first.outputs["files-failed"]).toBe("1");
    expect(Number(first.outputs.elements)).toBeGreaterThan(10);
    expect(first.outputs["output-dir"]).toBe(join(workspace, "docflow-output"));
    expect(first.outputs["report-path"]).toBe(join(workspace, "docflow-output", "index.json"));
  });

  it("lists the changed documents, renames as delete + add, and nothing the patterns exclude", () => {
    expect(JSON.parse(first.outputs["changed-files"] ?? "")).toEqual([
      { path: "docs/<img src=x onerror=alert(1)> @octocat | *x*.md", status: "added" },
      { path: "docs/broken.docx", status: "added" },
      { path: "docs/guide.md", status: "modified" },
      { path: "docs/new.md", status: "added" },
      { path: "docs/old.md", status: "removed" },
      { path: "docs/policy.docx", status: "modified" },
      { path: "docs/rename-me.md", status: "removed" },
      { path: "docs/renamed.md", status: "added", previous_path: "docs/rename-me.md" },
    ]);
    // Every page of the pull request's files was read, 100 at a time.
    const pages = github.requests.filter((r) => r.url.includes("/pulls/1/files"));
    expect(pages.map((r) => new URL(r.url, github.url).searchParams.get("page") ?? "1")).toEqual([
      "1",
      "2",
      "3",
    ]);
    expect(pages.every((r) => r.url.includes("per_page=100"))).toBe(true);
    expect(pages[0]?.headers.authorization).toBe("token ghs_standInToken123");
  });

  it("writes one output per document under paths mirroring the repository, and index.json", async () => {
    const out = join(workspace, "docflow-output");
    const guide = JSON.parse(await readFile(join(out, "docs/guide.md.json"), "utf8"));
    expect(guide.map((e: { text: string }) => e.text)).toContain(
      "Run the installer once and wait for the green light to come on.",
    );
    expect(existsSync(join(out, "docs/policy.docx.json"))).toBe(true);
    expect(existsSync(join(out, "docs/old.md.json"))).toBe(false);
    expect(existsSync(join(out, "docs/broken.docx.json"))).toBe(false);
    const index = JSON.parse(await readFile(join(out, "index.json"), "utf8"));
    expect(index.totals).toMatchObject({ documents: 6, processed: 5, failed: 1 });
    expect(index.removed).toEqual(["docs/old.md", "docs/rename-me.md"]);
    const entry = index.documents.find((d: { path: string }) => d.path === "docs/guide.md");
    expect(entry).toMatchObject({ change: "modified", status: "ok", output: "docs/guide.md.json" });
    expect(entry.diff).toMatchObject({ changed: 1, added: 2, removed: 1 });
    expect(index.documents.find((d: { path: string }) => d.path === "docs/broken.docx")).toMatchObject({
      status: "failed",
    });
    const html = await readFile(join(out, "report.html"), "utf8");
    expect(html).toContain("<h2><code>docs/guide.md</code>");
    expect(html).toContain("Run the installer once and wait for the green light to come on.");
    expect(html).not.toContain("<img src=x");
  });

  it("annotates the failed document with its path", () => {
    const errors = annotations(first, "error");
    expect(
      errors.some(
        (line) => line.includes("file=docs/broken.docx") && line.includes("could not be partitioned"),
      ),
    ).toBe(true);
    expect(errors.at(-1)).toContain("docflow failed: 1 of 6 documents could not be partitioned");
  });

  it("keeps hostile file names from acting as workflow commands or markup", () => {
    expect(first.stdout).toMatch(/^::stop-commands::[0-9a-f]{32}$/m);
    expect(first.summary).not.toContain("<img");
    expect(first.summary).not.toContain("@octocat");
    expect(first.summary).toContain(
      "<code>docs/&#60;img src=x onerror=alert&#40;1&#41;&#62; &#64;octocat &#124; &#42;x&#42;.md</code>",
    );
  });

  it("writes a step summary with a row per document, totals and the element diffs", () => {
    const summary = first.summary;
    expect(summary).toContain("## docflow · partition");
    expect(summary).toContain("<td><code>docs/guide.md</code></td><td>✅ modified</td>");
    expect(summary).toMatch(/<code>docs\/broken\.docx<\/code><\/td><td>❌ failed: <code>/);
    expect(summary).toMatch(/<b>Total<\/b> \(6 documents\)/);
    expect(summary).toContain(
      "**Removed** (not partitioned): <code>docs/old.md</code>, <code>docs/rename-me.md</code>",
    );
    expect(summary).toContain("Title 4 · NarrativeText 3 · ListItem 1 · UncategorizedText 1");
    expect(summary).toContain("### What changed in the documents");
  });

  it("comments on the pull request with each document's element changes by section", () => {
    const ours = github.state.comments[1]?.filter((c) => c.user.login === GITHUB_ACTIONS_BOT.login) ?? [];
    expect(ours).toHaveLength(1);
    const body = ours[0]?.body ?? "";
    expect(body.startsWith('<!-- docflow:partition v1 {"workflow":"Documents","job":"docs"} -->')).toBe(true);
    expect(body.length).toBeLessThan(65_536);
    // guide.md: one paragraph changed, a list item removed, a section added.
    expect(body).toContain(
      "<summary><code>docs/guide.md</code> · modified · 1 changed, 2 added, 1 removed · 8 → 9 elements</summary>",
    );
    expect(body).toContain("@@ Install @@\n- [NarrativeText] Run the installer twice and wait");
    expect(body).toContain("+ [NarrativeText] Run the installer once and wait");
    expect(body).toContain("- [ListItem] step two");
    expect(body).toContain(
      "@@ Usage @@\n+ [Title] Uninstall\n@@ Uninstall @@\n+ [UncategorizedText] Delete the folder.",
    );
    // The .docx compared with its base version, read with git from a shallow checkout.
    expect(body).toMatch(/<code>docs\/policy\.docx<\/code> · modified · 1 changed/);
    expect(body).toContain("- [NarrativeText] Keep records for three years.");
    expect(body).toContain("+ [NarrativeText] Keep records for seven years.");
    // A rename is compared with the old document.
    expect(body).toContain(
      "<code>docs/renamed.md</code> · renamed from <code>docs/rename-me.md</code> · 1 changed",
    );
    expect(body).toContain("<code>docs/new.md</code> · new document · 3 added");
    expect(body).toContain("**Removed:** <code>docs/old.md</code>, <code>docs/rename-me.md</code>");
    expect(body).not.toContain("@octocat");
    expect(body).toContain("[the workflow run](https://github.com/octo-org/docs/actions/runs/4242)");
    // The fake marker posted by a person was left alone.
    expect(github.state.comments[1]?.[0]?.body).toContain("fake");
  });

  it("notes that the artifact service is not available instead of failing", () => {
    expect(annotations(first, "notice").join("\n")).toContain(
      "The artifact service is not available to this step",
    );
  });

  it("updates the same comment on a second run instead of adding another", async () => {
    const before = github.state.comments[1]?.length ?? 0;
    const ownId = github.state.comments[1]?.find((c) => c.user.login === GITHUB_ACTIONS_BOT.login)?.id;
    // A later workflow run (a new run id in the comment's link) over the same pull request.
    await rm(join(workspace, "docflow-output"), { recursive: true, force: true });
    github.requests.length = 0;
    const second = await runPartition(workspace, {
      eventName: "pull_request",
      event: pullRequestEvent(1),
      inputs: { "fail-on-error": "false", "partition-params": "{languages: [eng]}" },
      env: { GITHUB_RUN_ID: "4243" },
    });
    expect(second.exitCode).toBe(0);
    expect(second.outputs["files-failed"]).toBe("1");
    expect(github.state.comments[1]).toHaveLength(before);
    const writes = github.requests.filter((r) => r.method !== "GET").map((r) => `${r.method} ${r.url}`);
    expect(writes).toEqual([`PATCH /repos/octo-org/docs/issues/comments/${ownId}`]);
    // Both pages of comments were read to find it.
    expect(
      github.requests.filter((r) => r.url.includes("/issues/1/comments") && r.method === "GET"),
    ).toHaveLength(2);
    const updated = github.state.comments[1]?.find((c) => c.id === ownId)?.body ?? "";
    expect(updated).toContain("actions/runs/4243");

    // A third run with nothing new leaves the comment as it is.
    github.requests.length = 0;
    const third = await runPartition(workspace, {
      eventName: "pull_request",
      event: pullRequestEvent(1),
      inputs: { "fail-on-error": "false" },
      env: { GITHUB_RUN_ID: "4243" },
    });
    expect(third.exitCode).toBe(0);
    expect(github.requests.filter((r) => r.method !== "GET")).toEqual([]);
    expect(third.stdout).toContain("Pull request comment unchanged");
  });
});

describe("mode partition at the REST API's 3000-file cap", () => {
  it("falls back to git diff base...head, fetching the history a shallow checkout lacks, and degrades a forbidden comment to a notice", async () => {
    const workspace = await checkout();
    github.state.commentsForbidden = true;
    try {
      const run = await runPartition(workspace, {
        eventName: "pull_request",
        event: pullRequestEvent(2),
        inputs: { files: "docs/*.md", "fail-on-error": "false" },
      });
      expect(run.exitCode).toBe(0);
      expect(run.stdout).toContain("using git diff");
      expect(run.stdout).toContain("the REST API lists at most 3000 files and returned 3000");
      expect(JSON.parse(run.outputs["changed-files"] ?? "")).toEqual([
        { path: EVIL, status: "added" },
        { path: "docs/guide.md", status: "modified" },
        { path: "docs/new.md", status: "added" },
        { path: "docs/old.md", status: "removed" },
        { path: "docs/rename-me.md", status: "removed" },
        { path: "docs/renamed.md", status: "added", previous_path: "docs/rename-me.md" },
      ]);
      expect(run.outputs["files-processed"]).toBe("4");
      expect(annotations(run, "notice").join("\n")).toContain(
        "No pull request comment: the token may not comment",
      );
      expect(run.summary).toContain("### What changed in the documents");
    } finally {
      github.state.commentsForbidden = false;
    }
  });
});

describe("mode partition on other events", () => {
  it("push: partitions what before..after changed", async () => {
    const workspace = await checkout();
    github.requests.length = 0;
    const run = await runPartition(workspace, {
      eventName: "push",
      event: {
        ref: "refs/heads/main",
        before: baseSha,
        after: headSha,
        created: false,
        repository: { full_name: "octo-org/docs" },
      },
      inputs: { "fail-on-error": "false" },
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs["files-processed"]).toBe("5");
    expect(JSON.parse(run.outputs["changed-files"] ?? "").map((c: { path: string }) => c.path)).toContain(
      "docs/policy.docx",
    );
    expect(github.requests).toEqual([]);
    expect(run.summary).toContain("Documents changed by the push");
  });

  it("push of a new branch: partitions every document matching files", async () => {
    const workspace = await checkout();
    const run = await runPartition(workspace, {
      eventName: "push",
      event: { ref: "refs/heads/new", before: "0".repeat(40), after: headSha, created: true },
      inputs: { files: "docs/*.md" },
    });
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain("First push of a new branch");
    expect(run.outputs["files-processed"]).toBe("4");
    expect(run.outputs["changed-files"]).toBe("[]");
  });

  it("a fork pull request still partitions, and skips the comment with a notice", async () => {
    const workspace = await checkout();
    github.requests.length = 0;
    const run = await runPartition(workspace, {
      eventName: "pull_request",
      event: pullRequestEvent(1, true),
      inputs: { files: "docs/guide.md" },
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs["files-processed"]).toBe("1");
    expect(annotations(run, "notice").join("\n")).toContain("the pull request comes from a fork");
    expect(github.requests.filter((r) => r.method !== "GET")).toEqual([]);
    expect(run.summary).toContain("Run the installer once");
  });

  it("warns about a files glob that matches nothing, and fails on a named file that is not there", async () => {
    const workspace = await checkout();
    const warned = await runPartition(workspace, {
      eventName: "pull_request",
      event: pullRequestEvent(1),
      inputs: { files: "docs/guide.md\nreports/**/*.pdf\ndocs/*.md" },
    });
    expect(warned.exitCode, warned.stdout).toBe(0);
    expect(annotations(warned, "warning").join("\n")).toContain(
      "files: 'reports/**/*.pdf' matches no file in the workspace.",
    );
    // docs/*.md matches files the pull request did not change: no warning for it.
    expect(annotations(warned, "warning").join("\n")).not.toContain("docs/*.md");

    const fresh = await checkout();
    const missing = await runPartition(fresh, {
      eventName: "pull_request",
      event: pullRequestEvent(1),
      inputs: { files: "docs/guide.md\ndocs/gone.md\n!docs/ignored.md" },
    });
    expect(missing.exitCode).toBe(1);
    expect(missing.outputs["failure-reason"]).toBe("invalid-input");
    expect(missing.stdout).toContain("files: 'docs/gone.md' does not exist in");
    expect(existsSync(join(fresh, "docflow-output", "index.json"))).toBe(false);
  });

  it("says an empty file is empty, and names form fields it does not know, as the command line does", async () => {
    const workspace = await checkout();
    await mkdir(join(workspace, "extra"));
    await writeFile(join(workspace, "extra", "empty.md"), "");
    await writeFile(join(workspace, "extra", "note.md"), "# Note\n\nA short note.\n");
    const run = await runPartition(workspace, {
      eventName: "workflow_dispatch",
      event: {},
      inputs: {
        files: "extra/*.md",
        "changed-only": "false",
        "fail-on-error": "false",
        "partition-params": "{strategy: fast, colour: blue}",
      },
    });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toContain("failed  extra/empty.md: empty file (0 bytes)");
    expect(run.stdout).not.toContain("inode/x-empty");
    expect(annotations(run, "warning").join("\n")).toContain(
      "partition-params: 'colour' is not a form field of the Partition endpoint; the embedded engine ignores them.",
    );
  });

  it("rejects bad partition-params before any work, naming the field", async () => {
    const workspace = await checkout();
    github.requests.length = 0;
    const run = await runPartition(workspace, {
      eventName: "pull_request",
      event: pullRequestEvent(1),
      inputs: { "partition-params": "{chunking_strategy: by_title, max_characters: lots}" },
    });
    expect(run.exitCode).toBe(1);
    expect(run.outputs["failure-reason"]).toBe("invalid-input");
    expect(run.stdout).toContain(
      "Input 'partition-params' is invalid: partition-params.max_characters: Input should be a valid integer",
    );
    expect(github.requests).toEqual([]);
    expect(existsSync(join(workspace, "docflow-output"))).toBe(false);
  });

  it("uses the Partition endpoint at api-url with the api-key", async () => {
    partitionServer = await startRecordingServer((_request, response) =>
      sendJson(response, 200, [
        { type: "Title", element_id: "a1", text: "From the server", metadata: { page_number: 1 } },
        { type: "NarrativeText", element_id: "a2", text: "Body", metadata: { page_number: 2 } },
      ]),
    );
    const workspace = await checkout();
    const run = await runPartition(workspace, {
      eventName: "workflow_dispatch",
      event: {},
      inputs: {
        files: "docs/*.md",
        "api-url": partitionServer.url,
        "api-key": "sk-partition-77",
        "partition-params": "strategy: fast",
        "output-dir": "out/elements",
        concurrency: "2",
      },
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs["files-processed"]).toBe("4");
    expect(run.outputs.elements).toBe("8");
    expect(partitionServer.requests).toHaveLength(4);
    expect(partitionServer.requests.every((r) => r.headers["service-api-key"] === "sk-partition-77")).toBe(
      true,
    );
    expect(run.stdout.split("\n").filter((line) => line.includes("sk-partition-77"))).toEqual([
      "::add-mask::sk-partition-77",
    ]);
    const guide = JSON.parse(await readFile(join(workspace, "out/elements/docs/guide.md.json"), "utf8"));
    expect(guide[0].text).toBe("From the server");
    expect(run.summary).toMatch(/<td align="right">2<\/td><td align="right">2<\/td>/);
    expect(run.summary).toContain("Partition endpoint");
  });

  it("uploads the output directory as an artifact where the artifact service is available", async () => {
    // Stands in for GitHub's artifact service (Twirp) and the blob storage it hands out signed URLs
    // for, neither of which can be reached from a test.
    const blocks = new Map<string, Buffer>();
    let blob: Buffer | undefined;
    const service = await startRecordingServer((request, response) => {
      const url = new URL(request.url, "http://stand-in");
      if (url.pathname.endsWith("/CreateArtifact")) {
        sendJson(response, 200, { ok: true, signedUploadUrl: `${service.url}/blob/upload?sig=secret-sig` });
      } else if (url.pathname.endsWith("/FinalizeArtifact")) {
        sendJson(response, 200, { ok: true, artifactId: "4242" });
      } else if (request.method === "PUT" && url.searchParams.get("comp") === "block") {
        blocks.set(url.searchParams.get("blockid") ?? "", request.body);
        response.writeHead(201, { "x-ms-request-id": "r", "x-ms-version": "2025-01-05" }).end();
      } else if (request.method === "PUT" && url.searchParams.get("comp") === "blocklist") {
        const ids = [...request.body.toString("utf8").matchAll(/<Latest>([^<]+)<\/Latest>/g)].map(
          (m) => m[1] ?? "",
        );
        blob = Buffer.concat(ids.map((id) => blocks.get(id) ?? Buffer.alloc(0)));
        response
          .writeHead(201, {
            etag: '"0x1"',
            "last-modified": new Date().toUTCString(),
            "x-ms-request-id": "r",
          })
          .end();
      } else {
        sendJson(response, 404, { msg: "not found" });
      }
    });
    try {
      const workspace = await checkout();
      const claims = Buffer.from(
        JSON.stringify({ scp: "Actions.Results:run-backend-id:job-backend-id" }),
      ).toString("base64url");
      const run = await runPartition(workspace, {
        eventName: "workflow_dispatch",
        event: {},
        inputs: { files: "docs/*.md", "retention-days": "5" },
        env: {
          ACTIONS_RUNTIME_TOKEN: `e30.${claims}.signature`,
          ACTIONS_RESULTS_URL: `${service.url}/`,
          GITHUB_RUN_ATTEMPT: "2",
        },
      });
      expect(run.exitCode).toBe(0);
      expect(run.stdout).toContain(
        "Uploaded the results as the artifact docflow-results-docs-attempt2 (id 4242).",
      );
      const create = JSON.parse(service.requests[0]?.body.toString("utf8") ?? "{}");
      expect(create).toMatchObject({
        workflow_run_backend_id: "run-backend-id",
        workflow_job_run_backend_id: "job-backend-id",
        name: "docflow-results-docs-attempt2",
      });
      expect(Date.parse(create.expires_at) - Date.now()).toBeGreaterThan(4 * 24 * 3600_000);
      const zip = unzipSync(new Uint8Array(blob ?? Buffer.alloc(0)));
      expect(Object.keys(zip).sort()).toEqual([
        // Names the artifact service refuses (and Windows cannot hold) are made portable.
        "docs/_img src=x onerror=alert(1)_ @octocat _ _x_.md.json",
        "docs/guide.md.json",
        "docs/new.md.json",
        "docs/renamed.md.json",
        "index.json",
        "report.html",
      ]);
    } finally {
      await service.close();
    }
  });
});
