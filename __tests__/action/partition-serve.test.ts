import { existsSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Element } from "../../src/contract/element.js";
import { type ActionRun, runBundle } from "../helpers/action-runner.js";
import { corpusDir, corpusPath } from "../helpers/corpus.js";
import { bundlePath } from "../helpers/dist.js";
import { type DocflowProcess, startDocflow } from "../helpers/docflow-process.js";
import { GITHUB_ACTIONS_BOT, type GitHubStandIn, startGitHubStandIn } from "../helpers/recording-server.js";
import { git } from "../helpers/repo.js";
import { cacheServiceStandIn } from "./cache-service.js";

/**
 * Waits until the server's log has had no new line for 0.6 s (at most 10 s): `docflow serve` writes its
 * JSON lines in batches, up to 250 ms after the request, so a run's last requests may not be in it yet.
 */
async function logSettled(server: DocflowProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  let count = server.lines.length;
  let quietSince = Date.now();
  while (Date.now() - quietSince < 600 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (server.lines.length !== count) {
      count = server.lines.length;
      quietSince = Date.now();
    }
  }
}

const pdf = (name: string) => corpusPath("example-docs", "pdf", name) as string;

interface ServerLog {
  msg?: string;
  url?: string;
  time?: number;
  ms?: number;
  status?: number;
  pages?: number;
  filetype?: string[];
}

/** The server's log line of each partition request (it names the file types). */
const partitionRequests = (logs: readonly ServerLog[]) =>
  logs.filter((entry) => entry.msg === "request" && Array.isArray(entry.filetype));

/** The most requests the server had in flight at once, from each request's end time and duration. */
function mostInFlight(requests: readonly ServerLog[]): number {
  const events = requests.flatMap((entry) => [
    [(entry.time ?? 0) - (entry.ms ?? 0), 1],
    [entry.time ?? 0, -1],
  ]) as [number, number][];
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let now = 0;
  let most = 0;
  for (const [, delta] of events) {
    now += delta;
    most = Math.max(most, now);
  }
  return most;
}

describe.runIf(corpusDir())("mode partition against docflow serve (dist/index.js, dist/cli.js)", () => {
  let work = "";
  let origin = "";
  let baseSha = "";
  let headSha = "";
  let github: GitHubStandIn;
  let server: DocflowProcess;
  const cacheService = cacheServiceStandIn();
  let first: ActionRun;
  let firstWorkspace = "";

  const put = async (path: string, content: string) => {
    await mkdir(dirname(join(origin, path)), { recursive: true });
    await writeFile(join(origin, path), content);
  };
  const checkout = async () => {
    const dir = await mkdtemp(join(work, "checkout-"));
    git(work, "clone", "--quiet", "--depth=1", "--no-tags", `file://${origin}`, dir);
    return dir;
  };
  const event = () => ({
    action: "synchronize",
    number: 7,
    pull_request: {
      number: 7,
      state: "open",
      title: "New report",
      base: { ref: "main", sha: baseSha, repo: { full_name: "octo-org/docs" } },
      head: { ref: "report", sha: headSha, repo: { full_name: "octo-org/docs" } },
    },
    repository: { full_name: "octo-org/docs", name: "docs", owner: { login: "octo-org" } },
  });
  const run = async (workspace: string, runId: string) =>
    runBundle("dist/index.js", {
      eventName: "pull_request",
      event: event(),
      cwd: workspace,
      inputs: {
        mode: "partition",
        files: "docs/**",
        "api-url": server.url,
        "partition-params": "strategy: fast\nsplit_pdf_concurrency_level: 4",
        concurrency: "3",
        "github-token": "ghs_standInToken123",
        // The runtime token below is the cache stand-in's, not one the artifact service would take.
        "upload-artifact": "false",
      },
      env: {
        ...cacheService.env(),
        GITHUB_API_URL: github.url,
        GITHUB_WORKSPACE: workspace,
        RUNNER_TEMP: join(work, "_temp"),
        GITHUB_JOB: "docs",
        GITHUB_WORKFLOW: "Documents",
        GITHUB_RUN_ID: runId,
        GITHUB_RUN_ATTEMPT: "1",
        GITHUB_SHA: headSha,
      },
      timeoutMs: 120_000,
    });

  beforeAll(async () => {
    expect(existsSync(bundlePath("dist/index.js")), "the global setup builds it").toBe(true);
    work = await mkdtemp(join(tmpdir(), "docflow-partition-serve-"));
    origin = join(work, "origin");
    await mkdir(join(origin, "docs"), { recursive: true });
    git(origin, "init", "--quiet", "--initial-branch=main");
    git(origin, "config", "uploadpack.allowAnySHA1InWant", "true");
    // Base: a 3-page report and a guide. Head: the report replaced by a 13-page one, the guide edited.
    await copyFile(pdf("reliance.pdf"), join(origin, "docs/report.pdf"));
    await put("docs/guide.md", "# Guide\n\nThe valves are opened every morning by the first shift.\n");
    git(origin, "add", "-A");
    git(origin, "commit", "--quiet", "-m", "base");
    baseSha = git(origin, "rev-parse", "HEAD");
    await copyFile(pdf("multi-column.pdf"), join(origin, "docs/report.pdf"));
    await put("docs/guide.md", "# Guide\n\nThe valves are opened every evening by the last shift.\n");
    git(origin, "add", "-A");
    git(origin, "commit", "--quiet", "-m", "head");
    headSha = git(origin, "rev-parse", "HEAD");

    github = await startGitHubStandIn({
      pullFiles: {
        7: [
          { filename: "docs/guide.md", status: "modified" },
          { filename: "docs/report.pdf", status: "modified" },
        ],
      },
      comments: { 7: [] },
    });
    await cacheService.start();
    server = await startDocflow(
      ["serve", "--host", "127.0.0.1", "--port", "0", "--workers", "2", "--data", join(work, "serve-data")],
      {},
    );
    firstWorkspace = await checkout();
    first = await run(firstWorkspace, "501");
    await logSettled(server);
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await github?.close();
    await cacheService.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it("partitions the changed documents through the server, PDFs in page batches, in page order", async () => {
    expect(first.stderr).not.toMatch(/TypeError|ReferenceError/);
    expect(first.exitCode).toBe(0);
    expect(first.outputs["files-processed"]).toBe("2");
    expect(first.outputs["files-failed"]).toBe("0");
    const report = JSON.parse(
      await readFile(join(firstWorkspace, "docflow-output/docs/report.pdf.json"), "utf8"),
    ) as Element[];
    const pages = report.map((element) => element.metadata.page_number ?? 0);
    expect(pages).toEqual([...pages].sort((a, b) => a - b));
    expect(new Set(pages)).toEqual(new Set(Array.from({ length: 13 }, (_, i) => i + 1)));
    expect(report.every((element) => element.metadata.filename === "report.pdf")).toBe(true);

    const requests = partitionRequests(server.logs() as ServerLog[]);
    const pdfRequests = requests.filter((entry) => entry.filetype?.includes("application/pdf"));
    // Head: 13 pages at 4 batches at once = 4 batches (4+4+4+1 pages); base: 3 pages = 2 batches.
    expect(pdfRequests.map((entry) => entry.pages).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([
      2, 3, 4, 8, 12, 13,
    ]);
    expect(requests.filter((entry) => entry.filetype?.includes("text/markdown"))).toHaveLength(2);
    // concurrency 3 bounds every request of the run: documents, batches and base versions.
    expect(mostInFlight(requests)).toBeLessThanOrEqual(3);
    expect(mostInFlight(requests)).toBeGreaterThan(1);
  });

  it("reports the run: summary, comment with the element diff, cache entries saved", () => {
    expect(first.summary).toContain("docs/report.pdf");
    expect(first.summary).toContain("Partition endpoint");
    const comments = github.state.comments[7] ?? [];
    expect(comments).toHaveLength(1);
    expect(comments[0]?.user.login).toBe(GITHUB_ACTIONS_BOT.login);
    expect(comments[0]?.body).toContain("docs/report.pdf");
    expect(comments[0]?.body).toMatch(/evening/);
    // Head and base versions of both documents.
    expect([...cacheService.entries.values()].filter((entry) => entry.data)).toHaveLength(4);
  });

  it("a second run takes every document from the cache and updates the comment", async () => {
    const before = partitionRequests(server.logs() as ServerLog[]).length;
    const commentId = github.state.comments[7]?.[0]?.id;
    github.requests.length = 0;
    const second = await run(await checkout(), "502");
    await logSettled(server);
    expect(second.exitCode).toBe(0);
    expect(second.outputs["files-processed"]).toBe("2");
    expect(second.stdout).toMatch(/ok {6}docs\/report\.pdf: \d+ elements \(cached\)/);
    expect(second.stdout).toMatch(/ok {6}docs\/guide\.md: \d+ elements \(cached\)/);
    expect(partitionRequests(server.logs() as ServerLog[]).length).toBe(before);
    expect(github.state.comments[7]).toHaveLength(1);
    const writes = github.requests.filter((r) => r.method !== "GET").map((r) => `${r.method} ${r.url}`);
    expect(writes).toEqual([`PATCH /repos/octo-org/docs/issues/comments/${commentId}`]);
    expect(second.summary).toContain("cached");
  }, 120_000);
});
