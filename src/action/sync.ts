// Modes `plan` and `apply`, the GitHub side: read the inputs, mask every secret the spec pulls from the
// environment, run the mode, and report — outputs, step summary, annotations on the spec, and the pull
// request comment that carries the plan's hash from review to merge.
import * as core from "@actions/core";
import type * as GitHub from "@actions/github";
import { formatProblem, SpecError, type SpecProblem } from "../as-code/errors.js";
import { DEFAULT_SPEC_FILE, isInlineSpec, type SpecSource } from "../as-code/load.js";
import type { Plan } from "../as-code/plan.js";
import { renderApplyMarkdown, renderPlanMarkdown, renderPlanText } from "../as-code/render.js";
import { ApiError } from "../client/errors.js";
import { parsePlanCommentMarker, renderPlanComment, withStatus } from "../modes/sync/comment.js";
import {
  type ApplyModeResult,
  PlanChangedError,
  type PlanModeResult,
  runApplyMode,
  runPlanMode,
} from "../modes/sync.js";
import { errorMessage } from "../shared/errors.js";
import type { Octokit } from "./changed-files.js";
import { findOwnComment, upsertComment } from "./comment.js";
import { ActionFailure } from "./failure.js";
import { type CommonInputs, readBoolean } from "./inputs.js";
import { logSafe, withCommandsStopped } from "./log.js";

/** GitHub shows at most 10 error annotations per step; the step's own failure message is one of them. */
const MAX_ANNOTATIONS = 8;

export interface SyncInputs {
  spec: SpecSource;
  prune: boolean;
  expectNoChanges: boolean;
  allowPlanChanges: boolean;
  commentOnPr: boolean;
  githubToken: string;
}

export function readSyncInputs(): SyncInputs {
  const file = core.getInput("spec-file").trim();
  const spec = core.getInput("spec");
  let source: SpecSource;
  if (file) source = { path: file };
  else if (spec.trim() && isInlineSpec(spec)) source = { text: spec };
  else source = { path: spec.trim() || DEFAULT_SPEC_FILE };
  const githubToken = core.getInput("github-token").trim();
  if (githubToken) core.setSecret(githubToken);
  return {
    spec: source,
    prune: readBoolean("prune"),
    expectNoChanges: readBoolean("expect-no-changes"),
    allowPlanChanges: readBoolean("allow-plan-changes"),
    commentOnPr: readBoolean("comment-on-pr"),
    githubToken,
  };
}

function annotate(
  problems: readonly SpecProblem[],
  file: string | undefined,
  level: "error" | "warning",
): void {
  const shown = problems.slice(0, MAX_ANNOTATIONS);
  for (const problem of shown) {
    const properties = {
      title: level === "error" ? "docflow: spec problem" : "docflow: spec warning",
      ...(file ? { file } : {}),
      ...(problem.line !== undefined ? { startLine: problem.line } : {}),
    };
    const text = formatProblem({ ...problem, line: undefined }, undefined);
    if (level === "error") core.error(text, properties);
    else core.warning(text, properties);
  }
  if (problems.length > shown.length) {
    const more = `${problems.length - shown.length} more ${level === "error" ? "problems" : "warnings"} in the spec; the log lists them all.`;
    if (level === "error") core.error(more);
    else core.warning(more);
  }
}

function setPlanOutputs(planned: PlanModeResult): void {
  const { plan } = planned;
  core.setOutput("plan-path", planned.planPath);
  core.setOutput("creates", String(plan.counts.create));
  core.setOutput("updates", String(plan.counts.update));
  core.setOutput("replaces", String(plan.counts.replace));
  core.setOutput("deletes", String(plan.counts.delete));
  core.setOutput("changes", String(plan.changes));
}

async function writeSummary(markdown: string): Promise<void> {
  try {
    await core.summary.addRaw(markdown).write();
  } catch (error) {
    core.warning(`Could not write the step summary: ${errorMessage(error)}`);
  }
}

interface GitHubContext {
  context: typeof GitHub.context;
  octokit: Octokit | undefined;
  repo: { owner: string; repo: string } | undefined;
  runUrl: string | undefined;
}

async function gitHubContext(token: string): Promise<GitHubContext> {
  // Loaded here, not at the top: its context reads the event payload when the module loads.
  const github = await import("@actions/github");
  const context = github.context;
  const repo = process.env.GITHUB_REPOSITORY?.includes("/") ? context.repo : undefined;
  return {
    context,
    octokit: token ? github.getOctokit(token) : undefined,
    repo,
    runUrl: repo
      ? `${context.serverUrl}/${repo.owner}/${repo.repo}/actions/runs/${context.runId}`
      : undefined,
  };
}

interface FoundComment {
  id: number;
  body: string;
  issueNumber: number;
}

/** The plan comment of one spec file: its marker names the spec. */
const planCommentOf =
  (spec: string) =>
  (body: string): boolean =>
    parsePlanCommentMarker(body)?.spec === spec;

async function findPlanComment(
  gh: GitHubContext,
  issueNumber: number,
  spec: string,
): Promise<FoundComment | undefined> {
  if (!gh.octokit || !gh.repo) return undefined;
  const ours = await findOwnComment(gh.octokit, { ...gh.repo, issueNumber }, planCommentOf(spec));
  return ours ? { id: ours.id, body: ours.body, issueNumber } : undefined;
}

async function upsertPlanComment(
  gh: GitHubContext,
  issueNumber: number,
  plan: Plan,
  sha: string | undefined,
): Promise<void> {
  if (!gh.octokit || !gh.repo) return;
  const body = renderPlanComment(plan, { runUrl: gh.runUrl, sha });
  // A plan with no changes updates an earlier comment (the pull request no longer changes anything) but
  // adds none.
  const outcome = await upsertComment(
    gh.octokit,
    { ...gh.repo, issueNumber },
    planCommentOf(plan.spec),
    body,
    plan.changes,
  );
  if (outcome.action === "created") core.info(`Pull request comment created: ${outcome.url}`);
  else if (outcome.action !== "skipped") core.info(`Pull request comment updated (${outcome.id}).`);
}

/** The merged pull request this push came from, by the commit's associated pull requests. */
async function mergedPullRequest(gh: GitHubContext): Promise<number | undefined> {
  if (!gh.octokit || !gh.repo) return undefined;
  const sha = gh.context.sha;
  const { data } = await gh.octokit.rest.repos.listPullRequestsAssociatedWithCommit({
    ...gh.repo,
    commit_sha: sha,
  });
  const merged = data.filter((pr) => pr.merged_at);
  return (merged.find((pr) => pr.merge_commit_sha === sha) ?? merged[0])?.number;
}

function pullRequestNumber(gh: GitHubContext): number | undefined {
  const pr = gh.context.payload.pull_request as { number?: unknown } | undefined;
  return typeof pr?.number === "number" ? pr.number : undefined;
}

function isFork(gh: GitHubContext): boolean {
  const pr = gh.context.payload.pull_request as
    | { base?: { repo?: { full_name?: string } }; head?: { repo?: { full_name?: string } | null } }
    | undefined;
  const base = pr?.base?.repo?.full_name;
  return Boolean(base && pr?.head?.repo?.full_name !== base);
}

function specFileForAnnotations(spec: SpecSource): string | undefined {
  return spec.path;
}

async function withSpecErrors<T>(inputs: SyncInputs, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof SpecError) {
      core.info(logSafe(error.message));
      annotate(error.problems, specFileForAnnotations(inputs.spec), "error");
      throw new ActionFailure(
        "invalid-spec",
        `${error.problems.length} problem(s) in the spec; see the annotations.`,
      );
    }
    throw error;
  }
}

function reportWarnings(planned: PlanModeResult, inputs: SyncInputs): void {
  for (const warning of planned.loaded.warnings)
    core.info(logSafe(`warning: ${formatProblem(warning, planned.loaded.label)}`));
  if (planned.loaded.warnings.length)
    annotate(planned.loaded.warnings, specFileForAnnotations(inputs.spec), "warning");
}

async function logPlan(plan: Plan): Promise<void> {
  await withCommandsStopped(async () => {
    for (const line of renderPlanText(plan)) core.info(logSafe(line));
  });
}

export async function runSyncAction(common: CommonInputs): Promise<void> {
  const inputs = readSyncInputs();
  if (!common.workflowApiUrl) {
    throw new ActionFailure(
      "invalid-input",
      `Input 'workflow-api-url' is required for mode '${common.mode}'.`,
    );
  }
  const gh = await gitHubContext(inputs.githubToken);
  const base = {
    spec: inputs.spec,
    apiUrl: common.workflowApiUrl,
    apiKey: common.apiKey,
    prune: inputs.prune,
    outDir: common.outputDir,
    registerSecret: (value: string) => core.setSecret(value),
    log: (line: string) => core.info(logSafe(line)),
  };
  try {
    if (common.mode === "plan") await planAction(inputs, gh, base);
    else await applyAction(inputs, gh, base);
  } catch (error) {
    if (error instanceof ApiError) throw new ActionFailure("api-error", error.message);
    throw error;
  }
}

type BaseOptions = Parameters<typeof runPlanMode>[0];

async function planAction(inputs: SyncInputs, gh: GitHubContext, base: BaseOptions): Promise<void> {
  const planned = await withSpecErrors(inputs, () => runPlanMode(base));
  reportWarnings(planned, inputs);
  await logPlan(planned.plan);
  setPlanOutputs(planned);
  await writeSummary(`## docflow plan\n\n${renderPlanMarkdown(planned.plan, { showUnchanged: true })}`);
  const pr = pullRequestNumber(gh);
  if (pr !== undefined && inputs.commentOnPr) {
    if (isFork(gh))
      core.notice(
        "No pull request comment: the pull request comes from a fork, whose token cannot write comments.",
      );
    else if (!gh.octokit || !gh.repo) core.notice("No pull request comment: no github-token.");
    else {
      const sha = (gh.context.payload.pull_request as { head?: { sha?: string } } | undefined)?.head?.sha;
      try {
        await upsertPlanComment(gh, pr, planned.plan, sha);
      } catch (error) {
        core.warning(`Could not post the pull request comment: ${planned.redact(errorMessage(error))}`);
      }
    }
  }
  if (inputs.expectNoChanges && planned.plan.changes) {
    throw new ActionFailure(
      "changes-to-apply",
      `The service differs from the spec (${planned.plan.resources.filter((r) => r.action !== "no-op").length} resources to change) and expect-no-changes is set.`,
    );
  }
}

async function applyAction(inputs: SyncInputs, gh: GitHubContext, base: BaseOptions): Promise<void> {
  // On a push that merged a pull request, the plan reviewed there is the one to apply.
  let comment: FoundComment | undefined;
  if (gh.context.eventName === "push" && gh.octokit && gh.repo) {
    try {
      const pr = await mergedPullRequest(gh);
      if (pr === undefined)
        core.info("This push comes from no merged pull request: there is no reviewed plan to compare with.");
      else {
        const specLabel =
          inputs.spec.text !== undefined ? "inline spec" : (inputs.spec.path ?? DEFAULT_SPEC_FILE);
        comment = await findPlanComment(gh, pr, specLabel);
        core.info(
          comment
            ? `Pull request #${pr} has the reviewed plan ${parsePlanCommentMarker(comment.body)?.plan_hash}.`
            : `Pull request #${pr} has no plan comment for ${specLabel}: there is no reviewed plan to compare with.`,
        );
      }
    } catch (error) {
      core.warning(`Could not look for the reviewed plan: ${errorMessage(error)}`);
    }
  }
  const approvedHash = comment ? parsePlanCommentMarker(comment.body)?.plan_hash : undefined;
  const setStatus = async (status: string) => {
    if (!comment || !gh.octokit || !gh.repo) return;
    try {
      await gh.octokit.rest.issues.updateComment({
        ...gh.repo,
        comment_id: comment.id,
        body: withStatus(comment.body, status),
      });
    } catch (error) {
      core.warning(`Could not update the pull request comment: ${errorMessage(error)}`);
    }
  };
  const run = gh.runUrl ? `[this run](${gh.runUrl})` : "this run";
  let applied: ApplyModeResult;
  try {
    applied = await withSpecErrors(inputs, () =>
      runApplyMode({ ...base, approvedHash, allowPlanChanges: inputs.allowPlanChanges }),
    );
  } catch (error) {
    if (error instanceof PlanChangedError) {
      await logPlan(error.plan);
      await writeSummary(
        `## docflow apply: plan changed\n\nThe reviewed plan was \`${error.approvedHash}\`; the plan now is \`${error.plan.hash}\`. Nothing was applied.\n\n${renderPlanMarkdown(error.plan)}`,
      );
      await setStatus(`❌ Plan not applied in ${run}: the plan changed since it was reviewed.`);
      throw new ActionFailure("plan-changed", error.message);
    }
    throw error;
  }
  reportWarnings(applied, inputs);
  if (applied.planChanged)
    core.warning("The plan differs from the reviewed one; applied anyway (allow-plan-changes).");
  await logPlan(applied.plan);
  setPlanOutputs(applied);
  core.setOutput("resources", JSON.stringify(applied.result.resources));
  await writeSummary(
    `## docflow apply\n\n${renderPlanMarkdown(applied.plan, { showUnchanged: true })}\n${renderApplyMarkdown(applied.result)}`,
  );
  if (!applied.result.ok) {
    await setStatus(`❌ Apply failed in ${run}.`);
    throw new ActionFailure("apply-failed", `Apply stopped: ${applied.result.error ?? "a step failed"}`);
  }
  await setStatus(`✅ Plan applied in ${run}.`);
}
