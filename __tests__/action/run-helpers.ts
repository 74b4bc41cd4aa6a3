// A stand-in of the Actions artifact service for tests that run the bundle: the results service's twirp
// calls (CreateArtifact, FinalizeArtifact) and the signed blob URL the zip is put to in blocks, so an
// upload by @actions/artifact can be unzipped and checked. Plus a bundle runner that can signal the step.
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { unzipSync } from "fflate";

export interface UploadedArtifact {
  name: string;
  /** The artifact's files by path, when it was a zip. */
  files: Record<string, Buffer>;
  retention?: string | undefined;
}

export interface ArtifactService {
  /** ACTIONS_RESULTS_URL and ACTIONS_RUNTIME_TOKEN for the step's environment. */
  env: Record<string, string>;
  artifacts: UploadedArtifact[];
  close(): Promise<void>;
}

const base64url = (value: string) => Buffer.from(value).toString("base64url");

export async function startArtifactService(): Promise<ArtifactService> {
  const artifacts: UploadedArtifact[] = [];
  const pending = new Map<
    string,
    { name: string; blocks: Map<string, Buffer>; body?: Buffer; retention?: string }
  >();
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? "/", "http://stand-in");
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(value));
    };
    if (url.pathname.endsWith("ArtifactService/CreateArtifact")) {
      // The twirp client sends proto field names (expires_at); accept the JSON names too.
      const request = JSON.parse(body.toString("utf8")) as {
        name: string;
        expiresAt?: string;
        expires_at?: string;
      };
      // As the results service answers a name already used in this workflow run.
      if (pending.has(request.name)) {
        return json(409, {
          code: "already_exists",
          msg: "an artifact with this name already exists on the workflow run",
        });
      }
      pending.set(request.name, {
        name: request.name,
        blocks: new Map(),
        retention: request.expires_at ?? request.expiresAt,
      });
      const { port } = server.address() as AddressInfo;
      return json(200, {
        ok: true,
        signedUploadUrl: `http://127.0.0.1:${port}/blob/${encodeURIComponent(request.name)}?sig=stand-in-signature`,
      });
    }
    if (url.pathname.endsWith("ArtifactService/FinalizeArtifact")) {
      const request = JSON.parse(body.toString("utf8")) as { name: string };
      const upload = pending.get(request.name);
      if (!upload?.body) return json(404, { msg: "not uploaded" });
      artifacts.push({ name: upload.name, files: unzip(upload.body), retention: upload.retention });
      return json(200, { ok: true, artifactId: String(artifacts.length) });
    }
    if (url.pathname.startsWith("/blob/") && req.method === "PUT") {
      const upload = pending.get(decodeURIComponent(url.pathname.slice("/blob/".length)));
      if (!upload) return json(404, {});
      const comp = url.searchParams.get("comp");
      if (comp === "block") upload.blocks.set(url.searchParams.get("blockid") ?? "", body);
      else if (comp === "blocklist") {
        const ids = [...body.toString("utf8").matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]+)<\//g)].map(
          (m) => m[1] as string,
        );
        upload.body = Buffer.concat(ids.map((id) => upload.blocks.get(id) ?? Buffer.alloc(0)));
      } else upload.body = body;
      res.writeHead(201, {
        etag: '"0x1"',
        "last-modified": new Date().toUTCString(),
        "x-ms-request-id": "stand-in",
      });
      return res.end();
    }
    json(404, { msg: `no route ${req.method} ${url.pathname}` });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const token = `${base64url('{"alg":"none","typ":"JWT"}')}.${base64url(JSON.stringify({ scp: "Actions.GenericRead Actions.Results:run-backend-id:job-backend-id" }))}.sig`;
  return {
    env: { ACTIONS_RESULTS_URL: `http://127.0.0.1:${port}/`, ACTIONS_RUNTIME_TOKEN: token },
    artifacts,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function unzip(body: Buffer): Record<string, Buffer> {
  const files: Record<string, Buffer> = {};
  for (const [path, data] of Object.entries(unzipSync(new Uint8Array(body)))) files[path] = Buffer.from(data);
  return files;
}

export interface SpawnedStep {
  child: ChildProcess;
  output: () => string;
  done: Promise<number | null>;
}

/** Watches a spawned step's stdout (runBundle waits for the end; a signal test must act in between). */
export function watchStep(child: ChildProcess): SpawnedStep {
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  return { child, output: () => output, done: new Promise((resolve) => child.on("close", resolve)) };
}

export function spawnStep(entry: string, env: Record<string, string>, cwd: string): SpawnedStep {
  return watchStep(spawn(process.execPath, [entry], { cwd, env, stdio: ["ignore", "pipe", "pipe"] }));
}
