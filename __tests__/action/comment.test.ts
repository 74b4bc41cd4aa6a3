// upsertComment and findOwnComment through Octokit against the GitHub REST stand-in: the marker given as
// partition's identity or as a matcher, comments spread over pages, a person's comment with our marker
// left alone; and the stand-in's pull requests of a commit, read the way the sync action reads them.
import * as github from "@actions/github";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findOwnComment, upsertComment } from "../../src/action/comment.js";
import { commentMarker } from "../../src/modes/partition/comment.js";
import {
  GITHUB_ACTIONS_BOT,
  type GitHubComment,
  type GitHubStandIn,
  startGitHubStandIn,
} from "../helpers/recording-server.js";

const target = { owner: "octo-org", repo: "docs", issueNumber: 7 };
const PERSON = { login: "someone", id: 2, type: "User" as const };
const planMarker = (spec: string) => `<!-- plan ${spec} -->`;
const matchesPlan = (spec: string) => (body: string) => body.startsWith(planMarker(spec));

function comment(id: number, body: string, user = GITHUB_ACTIONS_BOT): GitHubComment {
  return {
    id,
    body,
    user,
    html_url: `https://github.com/octo-org/docs/pull/7#issuecomment-${id}`,
    created_at: "2026-01-01T00:00:00Z",
    updated_at: "2026-01-01T00:00:00Z",
  };
}

describe("upsertComment with a marker matcher", () => {
  let standIn: GitHubStandIn;
  let octokit: ReturnType<typeof github.getOctokit>;

  beforeAll(async () => {
    standIn = await startGitHubStandIn({ pullFiles: {}, comments: {} });
    octokit = github.getOctokit("ghs_stand-in-token", { baseUrl: standIn.url });
  });
  afterAll(() => standIn?.close());
  beforeEach(() => {
    // 150 unrelated comments first, so ours is on the second page of 100.
    const filler = Array.from({ length: 150 }, (_, i) => comment(i + 1, `chatter ${i}`));
    standIn.state.comments = {
      7: [...filler, comment(500, `${planMarker("docflow.yaml")}\nby a person`, PERSON)],
    };
  });

  it("creates, updates in place, leaves an equal body alone, and skips when told not to create", async () => {
    const body = `${planMarker("docflow.yaml")}\nplan one`;
    expect(await upsertComment(octokit, target, matchesPlan("other.yaml"), "x", false)).toEqual({
      action: "skipped",
    });
    const created = await upsertComment(octokit, target, matchesPlan("docflow.yaml"), body);
    expect(created.action).toBe("created");
    const comments = standIn.state.comments[7] ?? [];
    expect(comments).toHaveLength(152);
    // The person's comment carries the same marker, but is not ours.
    expect(comments.find((c) => c.id === 500)?.body).toBe(`${planMarker("docflow.yaml")}\nby a person`);

    const again = `${planMarker("docflow.yaml")}\nplan two`;
    expect(await upsertComment(octokit, target, matchesPlan("docflow.yaml"), again, false)).toMatchObject({
      action: "updated",
      id: created.id,
    });
    expect(comments.find((c) => c.id === created.id)?.body).toBe(again);
    expect(await upsertComment(octokit, target, matchesPlan("docflow.yaml"), again)).toMatchObject({
      action: "unchanged",
      id: created.id,
    });
    expect(comments).toHaveLength(152);
    expect(standIn.requests.filter((r) => r.method === "PATCH")).toHaveLength(1);

    const found = await findOwnComment(octokit, target, matchesPlan("docflow.yaml"));
    expect(found).toMatchObject({ id: created.id, body: again });
    expect(await findOwnComment(octokit, target, matchesPlan("nothing.yaml"))).toBeUndefined();
  });

  it("still takes partition's comment identity", async () => {
    const identity = { workflow: "docs", job: "partition" };
    const body = `${commentMarker(identity)}\nreport`;
    const created = await upsertComment(octokit, target, identity, body);
    expect(created.action).toBe("created");
    expect(await findOwnComment(octokit, target, identity)).toMatchObject({ id: created.id });
    expect(await findOwnComment(octokit, target, { ...identity, job: "other" })).toBeUndefined();
  });
});

describe("the GitHub stand-in's pull requests of a commit", () => {
  let standIn: GitHubStandIn;
  const sha = "a".repeat(40);

  beforeAll(async () => {
    standIn = await startGitHubStandIn({
      pullFiles: {},
      comments: {},
      commitPulls: {
        [sha]: [
          { number: 3, state: "open", merged_at: null, merge_commit_sha: null },
          { number: 4, state: "closed", merged_at: "2026-02-01T00:00:00Z", merge_commit_sha: sha },
        ],
      },
    });
  });
  afterAll(() => standIn?.close());

  it("answers in GitHub's shape, an empty list for a commit without any, 422 for a bad sha", async () => {
    const octokit = github.getOctokit("ghs_stand-in-token", { baseUrl: standIn.url });
    const { data, status } = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({
      owner: "octo-org",
      repo: "docs",
      commit_sha: sha,
    });
    expect(status).toBe(200);
    expect(data.map((pr) => [pr.number, pr.state, pr.merged_at, pr.merge_commit_sha])).toEqual([
      [3, "open", null, null],
      [4, "closed", "2026-02-01T00:00:00Z", sha],
    ]);
    expect(data[1]).toMatchObject({
      html_url: "https://github.com/octo-org/docs/pull/4",
      url: "https://api.github.com/repos/octo-org/docs/pulls/4",
      base: { ref: "main", repo: { full_name: "octo-org/docs" } },
      closed_at: "2026-02-01T00:00:00Z",
    });
    expect(standIn.requests.at(-1)?.url).toBe(`/repos/octo-org/docs/commits/${sha}/pulls`);

    const none = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({
      owner: "octo-org",
      repo: "docs",
      commit_sha: "b".repeat(40),
    });
    expect(none.data).toEqual([]);
    const bad = await octokit.rest.repos
      .listPullRequestsAssociatedWithCommit({ owner: "octo-org", repo: "docs", commit_sha: "main" })
      .catch((error: unknown) => error);
    expect((bad as { status?: number }).status).toBe(422);
    expect(String((bad as Error).message)).toContain("No commit found for SHA: main");
  });
});
