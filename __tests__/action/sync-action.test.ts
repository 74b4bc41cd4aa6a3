// Modes plan and apply end to end through the bundle (node dist/index.js, as the runner runs it) against
// a real `docflow serve` and a GitHub REST stand-in: the plan comment on a pull request, then the push
// that merged it applies exactly that plan.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type SyncGitHub, startSyncGitHub } from "../as-code/helpers/github.js";
import { emptyService, type SyncServer, startSyncServer } from "../as-code/helpers/sync-server.js";
import { type ActionRun, runBundle } from "../helpers/action-runner.js";

const SECRET = "Sup3r-Secret-Value-0123456789abcdef";
const KEY_ID = "AKIAIOSFODNN7EXAMPLE";
const PR = 7;
const HEAD_SHA = "1111111111111111111111111111111111111111";
const MERGE_SHA = "2222222222222222222222222222222222222222";

const SPEC = (schedule = "daily") => `sources:
  invoices:
    type: s3
    config:
      remote_url: s3://invoices/in
      key: \${{ env.S3_KEY }}
      secret: \${{ env.S3_SECRET }}
destinations:
  archive:
    type: s3
    config: { remote_url: s3://archive/out, anonymous: true }
workflows:
  invoices-nightly:
    source: invoices
    destination: archive
    nodes:
      - { name: Partitioner, type: partition, subtype: service_api, settings: { strategy: fast } }
    schedule: ${schedule}
`;

const pullRequestEvent = {
  action: "synchronize",
  number: PR,
  pull_request: {
    number: PR,
    head: { sha: HEAD_SHA, repo: { full_name: "octo-org/docs" } },
    base: { sha: "0".repeat(40), repo: { full_name: "octo-org/docs" } },
  },
  repository: { full_name: "octo-org/docs", default_branch: "main" },
};

describe.runIf(process.env.DOCFLOW_SKIP_DIST !== "1")("action modes plan and apply (dist/index.js)", () => {
  let service: SyncServer;
  let github: SyncGitHub;
  let workspace: string;

  const run = (
    mode: "plan" | "apply",
    event: "pull_request" | "push",
    inputs: Record<string, string> = {},
  ): Promise<ActionRun> =>
    runBundle("dist/index.js", {
      cwd: workspace,
      eventName: event,
      event:
        event === "pull_request"
          ? pullRequestEvent
          : { after: MERGE_SHA, repository: pullRequestEvent.repository },
      inputs: {
        mode,
        "workflow-api-url": service.url,
        "api-key": service.apiKey,
        "github-token": "ghs_test_token_value_123",
        ...inputs,
      },
      env: {
        GITHUB_WORKSPACE: workspace,
        GITHUB_API_URL: github.url,
        GITHUB_SHA: event === "push" ? MERGE_SHA : HEAD_SHA,
        S3_KEY: KEY_ID,
        S3_SECRET: SECRET,
      },
      timeoutMs: 60_000,
    });

  beforeAll(async () => {
    service = await startSyncServer();
    github = await startSyncGitHub({ pullFiles: {}, comments: {} });
    github.commitPulls[MERGE_SHA] = [
      { number: PR, state: "closed", merged_at: "2026-01-02T00:00:00Z", merge_commit_sha: MERGE_SHA },
    ];
  });
  afterAll(async () => {
    await github?.close();
    await service?.close();
  });
  beforeEach(async () => {
    await emptyService(service.client);
    github.standIn.state.comments = {};
    workspace = await mkdtemp(join(tmpdir(), "docflow-sync-ws-"));
    await writeFile(join(workspace, "docflow.yaml"), SPEC());
    return () => rm(workspace, { recursive: true, force: true });
  });

  function expectNoSecrets(...texts: string[]) {
    for (const text of texts) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain(KEY_ID);
    }
  }

  it("plans on the pull request with a comment, then applies that plan on the merge push", async () => {
    const plan = await run("plan", "pull_request");
    expect(plan.exitCode, plan.stdout + plan.stderr).toBe(0);
    expect(plan.outputs).toMatchObject({
      changes: "true",
      creates: "3",
      updates: "0",
      replaces: "0",
      deletes: "0",
    });
    const planFile = await readFile(plan.outputs["plan-path"] as string, "utf8");
    const hash = JSON.parse(planFile).hash as string;
    expect(plan.summary).toContain("| 🟢 |");
    expect(plan.stdout).toContain(`::add-mask::${SECRET}`);
    const [comment] = github.standIn.state.comments[PR] ?? [];
    expect(comment?.body).toContain(`<!-- docflow:plan v1 {"spec":"docflow.yaml","plan_hash":"${hash}"} -->`);
    expect(comment?.body).toContain("sensitive&#41; added");
    // stdout of the runner carries the ::add-mask:: commands; everything shown to people must not.
    expectNoSecrets(
      plan.summary,
      comment?.body ?? "",
      planFile,
      plan.stdout.replace(/::add-mask::.*\n/g, ""),
    );

    // A second plan run updates the same comment instead of adding one.
    expect((await run("plan", "pull_request")).exitCode).toBe(0);
    expect(github.standIn.state.comments[PR]).toHaveLength(1);

    const apply = await run("apply", "push");
    expect(apply.exitCode, apply.stdout).toBe(0);
    expect(apply.stdout).toContain(`has the reviewed plan ${hash}`);
    const resources = JSON.parse(apply.outputs.resources as string);
    const workflows = await service.client.workflows.list();
    expect(resources.workflows).toEqual({ "invoices-nightly": workflows[0]?.id });
    expect(Object.keys(resources.sources)).toEqual(["invoices"]);
    expect(github.standIn.state.comments[PR]?.[0]?.body).toMatch(/✅ Plan applied in/);
    expectNoSecrets(apply.summary, apply.stdout.replace(/::add-mask::.*\n/g, ""));

    const drift = await run("plan", "push", { "expect-no-changes": "true" });
    expect(drift.exitCode).toBe(0);
    expect(drift.outputs.changes).toBe("false");
  });

  it("refuses to apply a plan other than the reviewed one", async () => {
    expect((await run("plan", "pull_request")).exitCode).toBe(0);
    await writeFile(join(workspace, "docflow.yaml"), SPEC("weekly"));
    const apply = await run("apply", "push");
    expect(apply.exitCode).not.toBe(0);
    expect(apply.outputs["failure-reason"]).toBe("plan-changed");
    expect(await service.client.workflows.list()).toEqual([]);
    expect(github.standIn.state.comments[PR]?.[0]?.body).toMatch(/❌ Plan not applied/);
    const forced = await run("apply", "push", { "allow-plan-changes": "true" });
    expect(forced.exitCode, forced.stdout).toBe(0);
  });

  it("fails drift detection when the service differs", async () => {
    const drift = await run("plan", "push", { "expect-no-changes": "true" });
    expect(drift.exitCode).not.toBe(0);
    expect(drift.outputs["failure-reason"]).toBe("changes-to-apply");
  });

  it("annotates spec problems on their lines", async () => {
    await writeFile(join(workspace, "docflow.yaml"), SPEC().replace("schedule: daily", "schedule: hourly"));
    const plan = await run("plan", "pull_request");
    expect(plan.exitCode).not.toBe(0);
    expect(plan.outputs["failure-reason"]).toBe("invalid-spec");
    expect(plan.stdout).toMatch(
      /::error title=docflow%3A spec problem,file=docflow\.yaml,line=18::workflows\.invoices-nightly\.schedule/,
    );
  });
});
