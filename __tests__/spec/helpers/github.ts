// The GitHub REST stand-in of __tests__/helpers/recording-server.ts, plus the one endpoint apply needs
// that it lacks: the pull requests of a commit (GET /repos/{owner}/{repo}/commits/{sha}/pulls). A small
// front server answers that one and passes every other request through to the stand-in.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import {
  type GitHubStandIn,
  type GitHubStandInState,
  startGitHubStandIn,
} from "../../helpers/recording-server.js";

export interface CommitPull {
  number: number;
  merged_at: string | null;
  merge_commit_sha: string | null;
  state: "open" | "closed";
}

export interface SyncGitHub {
  url: string;
  standIn: GitHubStandIn;
  /** Pull requests of each commit sha. */
  commitPulls: Record<string, CommitPull[]>;
  close(): Promise<void>;
}

export async function startSyncGitHub(state: GitHubStandInState): Promise<SyncGitHub> {
  const standIn = await startGitHubStandIn(state);
  const commitPulls: Record<string, CommitPull[]> = {};
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const pulls = /^\/repos\/[^/]+\/[^/]+\/commits\/([0-9a-f]+)\/pulls$/.exec(path);
    if (req.method === "GET" && pulls) {
      const list = (commitPulls[pulls[1] as string] ?? []).map((pr) => ({
        ...pr,
        id: pr.number,
        html_url: `https://github.com/octo-org/docs/pull/${pr.number}`,
      }));
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(list));
      return;
    }
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const headers = Object.fromEntries(
      Object.entries(req.headers).flatMap(([name, value]) =>
        name === "host" || name === "content-length" || value === undefined ? [] : [[name, String(value)]],
      ),
    );
    const answer = await fetch(`${standIn.url}${req.url}`, { method: req.method, headers, body });
    const replyHeaders: Record<string, string> = {
      "content-type": answer.headers.get("content-type") ?? "application/json",
    };
    const link = answer.headers.get("link");
    if (link)
      replyHeaders.link = link.replaceAll(
        standIn.url,
        `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      );
    res.writeHead(answer.status, replyHeaders);
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    standIn,
    commitPulls,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await standIn.close();
    },
  };
}
