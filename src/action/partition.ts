// Mode `partition`, the GitHub side: read the inputs and the event, learn what changed, call the mode,
// then report — outputs, step summary, pull request comment, artifact, annotations.
import * as core from "@actions/core";
import type * as GitHub from "@actions/github";
import { MissingFilesError } from "../modes/files.js";
import type { PartitionCache } from "../modes/partition/cache.js";
import { changedFilesJson } from "../modes/partition/changes.js";
import { renderComment } from "../modes/partition/comment.js";
import { ignoredFieldsWarning } from "../modes/partition/documents.js";
import { runPartitionMode } from "../modes/partition/mode.js";
import type { DocumentReport } from "../modes/partition/report.js";
import { renderSummary } from "../modes/partition/summary.js";
import { errorMessage } from "../shared/errors.js";
import { artifactServiceAvailable, uniqueArtifactName, uploadDirectory } from "./artifact.js";
import { ActionsCache, cacheServiceAvailable } from "./cache.js";
import { changesForEvent, isPullRequestEvent, type Octokit } from "./changed-files.js";
import { upsertComment } from "./comment.js";
import { ActionFailure } from "./failure.js";
import { Git } from "./git.js";
import { type CommonInputs, readPartitionInputs } from "./inputs.js";
import { logSafe, withCommandsStopped } from "./log.js";
import { prepareOcrLanguages } from "./ocr-languages.js";

/** GitHub shows at most 10 error annotations per step; the step's own failure message is one of them. */
const MAX_FILE_ANNOTATIONS = 8;

function status(error: unknown): number | undefined {
  const value = (error as { status?: unknown } | null)?.status;
  return typeof value === "number" ? value : undefined;
}

interface PullRequestInfo {
  number: number;
  fork: boolean;
}

function pullRequestInfo(payload: Record<string, unknown>): PullRequestInfo | undefined {
  const pr = payload.pull_request as
    | {
        number?: number;
        base?: { repo?: { full_name?: string } };
        head?: { repo?: { full_name?: string } | null };
      }
    | undefined;
  if (!pr || typeof pr.number !== "number") return undefined;
  const base = pr.base?.repo?.full_name;
  const head = pr.head?.repo?.full_name;
  return { number: pr.number, fork: Boolean(base && head !== base) };
}

function annotateFailures(failed: readonly DocumentReport[]): void {
  const shown = failed.length > MAX_FILE_ANNOTATIONS + 1 ? failed.slice(0, MAX_FILE_ANNOTATIONS) : failed;
  for (const doc of shown) {
    core.error(`${doc.path} could not be partitioned: ${doc.error ?? "unknown error"}`, {
      title: "docflow: document not partitioned",
      file: doc.path,
    });
  }
  if (shown.length < failed.length) {
    core.error(
      `${failed.length - shown.length} more documents could not be partitioned; the step summary lists them all.`,
      { title: "docflow: documents not partitioned" },
    );
  }
}

export async function runPartitionAction(common: CommonInputs): Promise<void> {
  const inputs = readPartitionInputs();
  // Loaded here, not at the top: its context reads the event payload when the module loads.
  const github = await import("@actions/github");
  if (inputs.params.ignored.length) {
    core.warning(
      `partition-params: ${ignoredFieldsWarning(inputs.params.ignored.map(logSafe), Boolean(common.apiUrl))}`,
    );
  }
  const workspace = process.env.GITHUB_WORKSPACE || process.cwd();
  const eventName = github.context.eventName;
  const payload = github.context.payload as Record<string, unknown>;
  const changedOnly =
    inputs.changedOnly === "auto"
      ? isPullRequestEvent(eventName) || eventName === "push"
      : inputs.changedOnly === "true";
  const octokit: Octokit | undefined = inputs.githubToken ? github.getOctokit(inputs.githubToken) : undefined;
  const context: typeof GitHub.context = github.context;
  // context.repo throws without GITHUB_REPOSITORY (a run outside Actions); then the API is not asked.
  const repo = process.env.GITHUB_REPOSITORY?.includes("/") ? context.repo : undefined;
  const git = new Git(workspace, (line) => core.info(logSafe(line)));

  core.startGroup("Changed files");
  const event = await changesForEvent({
    eventName,
    payload,
    repo,
    octokit: repo ? octokit : undefined,
    git,
    info: (line) => core.info(logSafe(line)),
    warning: (line) => core.warning(line),
  });
  core.endGroup();
  if (changedOnly && !event.changes) core.info(`changed-only: ${event.description}.`);

  const pr = isPullRequestEvent(eventName) ? pullRequestInfo(payload) : undefined;
  const baseSha = event.baseSha;
  let baseFetched: Promise<void> | undefined;
  const readBase =
    pr && baseSha
      ? async (path: string) => {
          baseFetched ??= git.ensureCommits([baseSha]);
          await baseFetched;
          return git.show(baseSha, path);
        }
      : undefined;

  let cache: PartitionCache | undefined;
  if (inputs.cache) {
    if (cacheServiceAvailable()) cache = new ActionsCache();
    else core.info("cache: the cache service is not available to this step; every document is partitioned.");
  }

  if (inputs.ocrLanguages && !common.apiUrl) {
    await prepareOcrLanguages(inputs.ocrLanguages, cacheServiceAvailable());
  }

  core.startGroup("Partitioning");
  const result = await withCommandsStopped(() =>
    runPartitionMode({
      workspace,
      patterns: inputs.files,
      changes: event.changes,
      changedOnly,
      selection: changedOnly ? event.description : "All documents matching `files`",
      outDir: common.outputDir,
      params: inputs.params,
      apiUrl: common.apiUrl || undefined,
      apiKey: common.apiKey || undefined,
      concurrency: inputs.concurrency,
      cache,
      readBase,
      log: (line) => core.info(logSafe(line)),
    }).catch((error: unknown) => {
      if (error instanceof MissingFilesError) throw new ActionFailure("invalid-input", error.message);
      throw error;
    }),
  );
  core.endGroup();
  for (const pattern of result.unmatchedPatterns) {
    core.warning(`files: '${logSafe(pattern)}' matches no file in the workspace.`, {
      title: "docflow: pattern matches nothing",
    });
  }
  const { report } = result;
  const failed = report.documents.filter((doc) => !doc.ok);
  core.info(
    `${report.totals.processed} of ${report.totals.documents} documents partitioned, ${report.totals.elements} elements` +
      (report.removed.length ? `, ${report.removed.length} removed` : "") +
      ".",
  );

  core.setOutput("output-dir", result.outDir);
  core.setOutput("report-path", result.indexPath);
  core.setOutput("files-processed", String(report.totals.processed));
  core.setOutput("files-failed", String(report.totals.failed));
  core.setOutput("elements", String(report.totals.elements));
  core.setOutput("changed-files", changedFilesJson(result.changes));

  // Artifact first, so the summary and the comment can name it.
  let artifactName: string | undefined;
  if (inputs.uploadArtifact && inputs.artifactName) {
    const name = uniqueArtifactName(inputs.artifactName, {
      job: context.job ?? "",
      runAttempt: Number.isFinite(context.runAttempt) ? context.runAttempt : 1,
    });
    if (!artifactServiceAvailable()) {
      core.notice(
        "The artifact service is not available to this step (no ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL); the results were not uploaded.",
      );
    } else {
      try {
        const uploaded = await uploadDirectory(name, result.outDir, inputs.retentionDays);
        artifactName = uploaded.name;
        core.info(
          `Uploaded the results as the artifact ${uploaded.name}${uploaded.id ? ` (id ${uploaded.id})` : ""}.`,
        );
      } catch (error) {
        core.warning(`Could not upload the results as the artifact ${name}: ${errorMessage(error)}`);
      }
    }
  }

  try {
    await core.summary
      .addRaw(
        renderSummary(report, { resultsLocation: artifactName ? `artifact ${artifactName}` : result.outDir }),
      )
      .write();
  } catch (error) {
    core.warning(`Could not write the step summary: ${errorMessage(error)}`);
  }

  if (pr && inputs.commentOnPr && repo) {
    await commentOnPullRequest(context, pr, report, octokit, artifactName);
  }

  annotateFailures(failed);
  if (failed.length && inputs.failOnError) {
    throw new ActionFailure(
      "partition-failed",
      `${failed.length} of ${report.totals.documents} documents could not be partitioned (see the annotations and the step summary).`,
    );
  }
}

async function commentOnPullRequest(
  context: typeof GitHub.context,
  pr: PullRequestInfo,
  report: Parameters<typeof renderComment>[0],
  octokit: Octokit | undefined,
  artifactName: string | undefined,
): Promise<void> {
  const degrade = (why: string) =>
    core.notice(`No pull request comment: ${why}. The step summary shows what changed in the documents.`);
  if (pr.fork) return degrade("the pull request comes from a fork, whose token cannot write comments");
  if (!octokit) return degrade("no github-token");
  const identity = { workflow: context.workflow ?? "", job: context.job ?? "" };
  const body = renderComment(report, {
    identity,
    runUrl: `${context.serverUrl}/${context.repo.owner}/${context.repo.repo}/actions/runs/${context.runId}`,
    artifactName,
    sha: (context.payload.pull_request as { head?: { sha?: string } } | undefined)?.head?.sha,
  });
  // A first comment only when the pull request changed a document; an existing one is always updated.
  const somethingToSay = report.documents.some((doc) => doc.change || !doc.ok) || report.removed.length > 0;
  try {
    const outcome = await upsertComment(
      octokit,
      { ...context.repo, issueNumber: pr.number },
      identity,
      body,
      somethingToSay,
    );
    if (outcome.action !== "skipped")
      core.info(`Pull request comment ${outcome.action}: ${outcome.url ?? outcome.id}`);
  } catch (error) {
    const code = status(error);
    if (code === 403 || code === 404 || code === 401) {
      degrade(
        `the token may not comment on pull request #${pr.number} (HTTP ${code}; it needs pull-requests: write)`,
      );
    } else {
      core.warning(`Could not post the pull request comment: ${errorMessage(error)}`);
    }
  }
}
