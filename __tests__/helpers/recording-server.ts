// A small node:http server that records every request and answers with a scripted handler. It stands in
// for `docflow serve` until that server exists; the tests check what goes over the wire.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: IncomingMessage["headers"];
  body: Buffer;
}

export type Handler = (
  request: RecordedRequest,
  response: ServerResponse,
  index: number,
) => void | Promise<void>;

export interface RecordingServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startRecordingServer(handler: Handler): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const recorded: RecordedRequest = {
      method: req.method ?? "",
      url: req.url ?? "",
      headers: req.headers,
      body: Buffer.concat(chunks),
    };
    requests.push(recorded);
    try {
      await handler(recorded, res, requests.length - 1);
    } catch (error) {
      if (!res.headersSent) res.writeHead(599);
      res.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}

/** Parses a recorded multipart body with the platform's own parser (undici's, inside Node). */
export async function formOf(request: RecordedRequest): Promise<FormData> {
  return new Response(request.body, {
    headers: { "content-type": String(request.headers["content-type"]) },
  }).formData();
}

// ---------------------------------------------------------------------------------------------------
// GitHub's REST API, stood in for. The real api.github.com cannot be reached from the tests (and must
// not be written to), so this serves the few endpoints the action uses, shaped like GitHub's answers:
// a pull request's files and an issue's comments, paginated with `Link` headers the way GitHub does it
// (including the silent 3000-file cap), creating/updating comments, and the pull requests associated
// with a commit.

export interface GitHubFileEntry {
  filename: string;
  status: "added" | "removed" | "modified" | "renamed" | "copied" | "changed" | "unchanged";
  previous_filename?: string;
}

export interface GitHubUser {
  login: string;
  id: number;
  type: "User" | "Bot";
}

export interface GitHubComment {
  id: number;
  body: string;
  user: GitHubUser;
  html_url: string;
  created_at: string;
  updated_at: string;
}

/** A pull request associated with a commit; the stand-in fills in the rest of GitHub's pull request. */
export interface GitHubCommitPull {
  number: number;
  state: "open" | "closed";
  merged_at: string | null;
  merge_commit_sha: string | null;
  title?: string;
  /** The branch merged from; `main` is the base. */
  head_ref?: string;
}

export interface GitHubStandInState {
  /** Files of each pull request by number; the stand-in lists at most 3000, as GitHub does. */
  pullFiles: Record<number, GitHubFileEntry[]>;
  /** Comments of each issue / pull request by number. */
  comments: Record<number, GitHubComment[]>;
  /** Answer comment writes with 403, as a read-only token gets. */
  commentsForbidden?: boolean;
  /** Pull requests associated with each commit sha (a merge commit's is the pull request it merged). */
  commitPulls?: Record<string, GitHubCommitPull[]>;
}

export interface GitHubStandIn extends RecordingServer {
  state: GitHubStandInState;
  /** The user the token writes as: GITHUB_TOKEN writes as github-actions[bot]. */
  bot: GitHubUser;
}

export const GITHUB_ACTIONS_BOT: GitHubUser = { login: "github-actions[bot]", id: 41898282, type: "Bot" };
const GITHUB_FILES_CAP = 3000;

function paginate<T>(
  request: RecordedRequest,
  base: string,
  items: readonly T[],
): { page: T[]; headers: Record<string, string> } {
  const url = new URL(request.url, base);
  const perPage = Math.min(100, Number(url.searchParams.get("per_page") ?? 30) || 30);
  const page = Math.max(1, Number(url.searchParams.get("page") ?? 1) || 1);
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const link = (p: number, rel: string) => {
    const target = new URL(url);
    target.searchParams.set("per_page", String(perPage));
    target.searchParams.set("page", String(p));
    return `<${target.href}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (page < last) links.push(link(page + 1, "next"), link(last, "last"));
  if (page > 1) links.push(link(1, "first"), link(page - 1, "prev"));
  return {
    page: items.slice((page - 1) * perPage, page * perPage),
    headers: links.length ? { link: links.join(", ") } : {},
  };
}

/** A pull request in the shape of GitHub's `pull-request-simple` (the fields a client reads, not all). */
function pullRequest(owner: string, repo: string, pr: GitHubCommitPull): Record<string, unknown> {
  const api = `https://api.github.com/repos/${owner}/${repo}`;
  const branch = (ref: string, sha: string) => ({
    label: `${owner}:${ref}`,
    ref,
    sha,
    user: { login: owner, id: 1, type: "Organization" },
    repo: { id: 1, name: repo, full_name: `${owner}/${repo}`, private: false },
  });
  return {
    url: `${api}/pulls/${pr.number}`,
    id: 100_000 + pr.number,
    node_id: `PR_${pr.number}`,
    html_url: `https://github.com/${owner}/${repo}/pull/${pr.number}`,
    diff_url: `https://github.com/${owner}/${repo}/pull/${pr.number}.diff`,
    issue_url: `${api}/issues/${pr.number}`,
    number: pr.number,
    state: pr.state,
    locked: false,
    title: pr.title ?? `Pull request ${pr.number}`,
    user: { login: "octocat", id: 583231, type: "User" },
    body: null,
    labels: [],
    created_at: "2026-01-01T00:00:00Z",
    updated_at: pr.merged_at ?? "2026-01-01T00:00:00Z",
    closed_at: pr.state === "closed" ? (pr.merged_at ?? "2026-01-01T00:00:00Z") : null,
    merged_at: pr.merged_at,
    merge_commit_sha: pr.merge_commit_sha,
    draft: false,
    head: branch(pr.head_ref ?? `feature-${pr.number}`, "f".repeat(40)),
    base: branch("main", "0".repeat(40)),
    author_association: "MEMBER",
  };
}

export async function startGitHubStandIn(state: GitHubStandInState): Promise<GitHubStandIn> {
  let nextId = 1000;
  const now = () => new Date().toISOString();
  let base = "";
  const server = await startRecordingServer((request, response) => {
    const path = new URL(request.url, base).pathname;
    const pullFiles = /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)\/files$/.exec(path);
    const issueComments = /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/.exec(path);
    const oneComment = /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/.exec(path);
    const commitPulls = /^\/repos\/([^/]+)\/([^/]+)\/commits\/([^/]+)\/pulls$/.exec(path);
    if (request.method === "GET" && path === "/user") {
      // An installation token (GITHUB_TOKEN) may not read /user.
      sendJson(response, 403, {
        message: "Resource not accessible by integration",
        documentation_url: "https://docs.github.com/rest/users/users#get-the-authenticated-user",
      });
    } else if (request.method === "GET" && pullFiles) {
      const files = (state.pullFiles[Number(pullFiles[1])] ?? [])
        .slice(0, GITHUB_FILES_CAP)
        .map((file, i) => ({
          sha: (i + 1).toString(16).padStart(40, "0"),
          additions: 1,
          deletions: 0,
          changes: 1,
          ...file,
        }));
      const { page, headers } = paginate(request, base, files);
      sendJson(response, 200, page, headers);
    } else if (request.method === "GET" && commitPulls) {
      const [, owner, repo, sha] = commitPulls as unknown as [string, string, string, string];
      // GitHub answers 422 for a sha that names no commit; the stand-in knows only full hex shas.
      if (!/^[0-9a-f]{7,40}$/.test(sha)) {
        sendJson(response, 422, {
          message: `No commit found for SHA: ${sha}`,
          documentation_url:
            "https://docs.github.com/rest/commits/commits#list-pull-requests-associated-with-a-commit",
          status: "422",
        });
        return;
      }
      const pulls = (state.commitPulls?.[sha] ?? []).map((pr) => pullRequest(owner, repo, pr));
      const { page, headers } = paginate(request, base, pulls);
      sendJson(response, 200, page, headers);
    } else if (issueComments) {
      const issue = Number(issueComments[1]);
      state.comments[issue] ??= [];
      const comments = state.comments[issue];
      if (request.method === "GET") {
        const { page, headers } = paginate(request, base, comments);
        sendJson(response, 200, page, headers);
      } else if (request.method === "POST") {
        if (state.commentsForbidden) {
          sendJson(response, 403, { message: "Resource not accessible by integration" });
          return;
        }
        const { body } = JSON.parse(request.body.toString("utf8")) as { body: string };
        const id = nextId++;
        const comment: GitHubComment = {
          id,
          body,
          user: GITHUB_ACTIONS_BOT,
          html_url: `https://github.com/octo-org/docs/pull/${issue}#issuecomment-${id}`,
          created_at: now(),
          updated_at: now(),
        };
        comments.push(comment);
        sendJson(response, 201, comment);
      } else {
        sendJson(response, 405, { message: "Method not allowed" });
      }
    } else if (request.method === "PATCH" && oneComment) {
      if (state.commentsForbidden) {
        sendJson(response, 403, { message: "Resource not accessible by integration" });
        return;
      }
      const id = Number(oneComment[1]);
      const comment = Object.values(state.comments)
        .flat()
        .find((c) => c.id === id);
      if (!comment) {
        sendJson(response, 404, { message: "Not Found" });
        return;
      }
      comment.body = (JSON.parse(request.body.toString("utf8")) as { body: string }).body;
      comment.updated_at = now();
      sendJson(response, 200, comment);
    } else {
      sendJson(response, 404, { message: "Not Found", documentation_url: "https://docs.github.com/rest" });
    }
  });
  base = server.url;
  return { ...server, state, bot: GITHUB_ACTIONS_BOT };
}
