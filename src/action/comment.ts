// Posting a pull request comment: find ours among the issue's comments (every page), by its hidden
// marker and — because anyone can paste a marker — by its author, then update it in place or create it.
// Each mode has its own marker; a matcher says whether a comment body carries the one wanted.
import { type CommentIdentity, isCommentFor } from "../modes/partition/comment.js";
import type { Octokit } from "./changed-files.js";

export interface CommentTarget {
  owner: string;
  repo: string;
  issueNumber: number;
}

export interface CommentResult {
  action: "created" | "updated" | "unchanged" | "skipped";
  id?: number | undefined;
  url?: string | undefined;
}

/** The token's own login, or undefined for a GitHub App installation token (GITHUB_TOKEN), which may not ask. */
async function ownLogin(octokit: Octokit): Promise<string | undefined> {
  try {
    return (await octokit.rest.users.getAuthenticated()).data.login;
  } catch {
    return undefined;
  }
}

/** Whether a comment body carries the marker wanted. */
export type CommentMatcher = (body: string) => boolean;

export interface ListedComment {
  id: number;
  body?: string | undefined;
  html_url?: string | undefined;
  user?: { login?: string; type?: string } | null | undefined;
}

/**
 * Whether a comment was written by us: by our login when the token can tell it, else by a bot (the
 * GITHUB_TOKEN writes as `github-actions[bot]`), never by a person.
 */
export function isOwnComment(comment: ListedComment, login: string | undefined): boolean {
  if (login) return comment.user?.login === login;
  return comment.user?.type === "Bot";
}

function matcherOf(marker: CommentIdentity | CommentMatcher): CommentMatcher {
  return typeof marker === "function" ? marker : (body) => isCommentFor(body, marker);
}

/** Our comment on the issue whose body the marker matches (the first, when there are several). */
export async function findOwnComment(
  octokit: Octokit,
  target: CommentTarget,
  marker: CommentIdentity | CommentMatcher,
): Promise<(ListedComment & { body: string }) | undefined> {
  const matches = matcherOf(marker);
  const login = await ownLogin(octokit);
  const comments: ListedComment[] = await octokit.paginate(octokit.rest.issues.listComments, {
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    per_page: 100,
  });
  const ours = comments.find((c) => matches(c.body ?? "") && isOwnComment(c, login));
  return ours ? { ...ours, body: ours.body ?? "" } : undefined;
}

/**
 * Updates our comment (the one the marker — partition's identity, or any matcher — finds), or creates
 * it. With `createIfMissing` false (nothing to report) an existing comment is still updated, but no new
 * one is added.
 */
export async function upsertComment(
  octokit: Octokit,
  target: CommentTarget,
  marker: CommentIdentity | CommentMatcher,
  body: string,
  createIfMissing = true,
): Promise<CommentResult> {
  const ours = await findOwnComment(octokit, target, marker);
  if (ours) {
    if (ours.body === body) return { action: "unchanged", id: ours.id, url: ours.html_url };
    const updated = await octokit.rest.issues.updateComment({
      owner: target.owner,
      repo: target.repo,
      comment_id: ours.id,
      body,
    });
    return { action: "updated", id: updated.data.id, url: updated.data.html_url };
  }
  if (!createIfMissing) return { action: "skipped" };
  const created = await octokit.rest.issues.createComment({
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    body,
  });
  return { action: "created", id: created.data.id, url: created.data.html_url };
}
