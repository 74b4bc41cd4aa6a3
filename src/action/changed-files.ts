// What the triggering event changed. Pull requests: the REST API's list of the pull request's files
// (paginated), or `git diff base...head` when the API cannot say (no token, an error, or the 3000-file
// cap, past which it stops without a word). Pushes: `git diff before after`; the first push of a new
// branch has no `before`, so every document counts. Other events have no change set.
import type * as github from "@actions/github";
import {
  changesFromPullRequestFiles,
  type DocumentChange,
  PULL_REQUEST_FILES_CAP,
  type PullRequestFileEntry,
} from "../modes/partition/changes.js";
import { errorMessage } from "../shared/errors.js";
import { type Git, isCommitId, isZeroCommitId } from "./git.js";

export type Octokit = ReturnType<typeof github.getOctokit>;

export interface EventChanges {
  /** Undefined when the event has no change set (or it could not be learned): all documents count. */
  changes?: DocumentChange[] | undefined;
  /** How the change set was learned, for the log and the summary. */
  description: string;
  /** Pull requests: the base commit, whose files the element diff compares with. */
  baseSha?: string | undefined;
  headSha?: string | undefined;
  pullRequest?: number | undefined;
}

export interface ChangeSources {
  eventName: string;
  payload: Record<string, unknown>;
  repo?: { owner: string; repo: string } | undefined;
  /** Asked only together with `repo`. */
  octokit?: Octokit | undefined;
  git: Git;
  info: (line: string) => void;
  warning: (line: string) => void;
}

interface PullRequestPayload {
  number?: number;
  changed_files?: number;
  base?: { sha?: string };
  head?: { sha?: string };
}

export function isPullRequestEvent(eventName: string): boolean {
  return eventName === "pull_request" || eventName === "pull_request_target";
}

async function pullRequestFilesFromApi(
  octokit: Octokit,
  repo: { owner: string; repo: string },
  number: number,
): Promise<PullRequestFileEntry[]> {
  const files = await octokit.paginate(octokit.rest.pulls.listFiles, {
    ...repo,
    pull_number: number,
    per_page: 100,
  });
  return files.map((file) => ({
    filename: file.filename,
    status: file.status,
    previous_filename: file.previous_filename,
  }));
}

async function pullRequestChanges(sources: ChangeSources): Promise<EventChanges> {
  const pr = (sources.payload.pull_request ?? {}) as PullRequestPayload;
  const number = pr.number ?? (sources.payload.number as number | undefined);
  const baseSha = pr.base?.sha;
  const headSha = pr.head?.sha;
  if (typeof number !== "number" || !isCommitId(baseSha) || !isCommitId(headSha)) {
    sources.warning("The event payload lacks the pull request's number or commits; every document counts.");
    return { description: "All documents matching `files` (the pull request could not be read)" };
  }
  const known = { baseSha, headSha, pullRequest: number };

  let reason = "no token to read it with";
  if (sources.octokit && sources.repo) {
    try {
      const entries = await pullRequestFilesFromApi(sources.octokit, sources.repo, number);
      const capped = entries.length >= PULL_REQUEST_FILES_CAP;
      const short = typeof pr.changed_files === "number" && pr.changed_files > entries.length;
      if (!capped && !short) {
        sources.info(`Pull request #${number} changes ${entries.length} files (REST API).`);
        return {
          ...known,
          changes: changesFromPullRequestFiles(entries),
          description: `Documents changed by pull request #${number}`,
        };
      }
      reason = capped
        ? `the REST API lists at most ${PULL_REQUEST_FILES_CAP} files and returned ${entries.length}`
        : `the REST API listed ${entries.length} of the ${pr.changed_files} changed files`;
    } catch (error) {
      reason = `the REST API failed: ${errorMessage(error)}`;
      sources.warning(`Could not list the files of pull request #${number}: ${reason}`);
    }
  }
  sources.info(
    `Pull request #${number}: using git diff ${baseSha.slice(0, 12)}...${headSha.slice(0, 12)} (${reason}).`,
  );
  try {
    await sources.git.ensureMergeBase(baseSha, headSha);
    const changes = await sources.git.diff(baseSha, headSha, true);
    sources.info(`git diff lists ${changes.length} changed paths.`);
    return { ...known, changes, description: `Documents changed by pull request #${number} (git diff)` };
  } catch (error) {
    sources.warning(
      `Could not learn what pull request #${number} changes (${errorMessage(error)}); every document counts. Check out with fetch-depth: 0 to let git compare.`,
    );
    return { ...known, description: "All documents matching `files` (the changes could not be listed)" };
  }
}

async function pushChanges(sources: ChangeSources): Promise<EventChanges> {
  const before = sources.payload.before;
  const after = sources.payload.after;
  if (!isCommitId(after)) {
    return { description: "All documents matching `files` (the push event has no commit)" };
  }
  if (!isCommitId(before) || isZeroCommitId(before) || sources.payload.created === true) {
    sources.info("First push of a new branch: every document counts.");
    return { description: "All documents matching `files` (first push of a new branch)" };
  }
  try {
    await sources.git.ensureCommits([before, after]);
    const changes = await sources.git.diff(before, after, false);
    sources.info(
      `Push ${before.slice(0, 12)}..${after.slice(0, 12)} changes ${changes.length} paths (git diff).`,
    );
    return {
      changes,
      description: `Documents changed by the push ${before.slice(0, 7)}..${after.slice(0, 7)}`,
    };
  } catch (error) {
    sources.warning(
      `Could not compare ${before.slice(0, 12)}..${after.slice(0, 12)} (${errorMessage(error)}); every document counts.`,
    );
    return { description: "All documents matching `files` (the push could not be compared)" };
  }
}

export async function changesForEvent(sources: ChangeSources): Promise<EventChanges> {
  if (isPullRequestEvent(sources.eventName)) return pullRequestChanges(sources);
  if (sources.eventName === "push") return pushChanges(sources);
  return { description: "All documents matching `files`" };
}
