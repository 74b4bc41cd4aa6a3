// `docflow serve` from the bundle (dist/cli.js, built from the sources for the run), as a user starts it: it
// listens, partitions in its worker threads (dist/server-worker.js), and on SIGTERM finishes the request
// in flight and exits 0.
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { bundlePath } from "../helpers/dist.js";
import { prose } from "./fixtures.js";
import { form, post } from "./helpers.js";

const CLI = bundlePath("dist/cli.js");
const KEY = "sk-serve-e2e-0123456789";

interface Serve {
  child: ChildProcessWithoutNullStreams;
  url: string;
  lines: string[];
  exit: Promise<number | null>;
}

const children: ChildProcessWithoutNullStreams[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function serve(args: string[], env: Record<string, string> = {}): Promise<Serve> {
  const data = await mkdtemp(join(tmpdir(), "docflow-serve-"));
  dirs.push(data);
  const child = spawn(process.execPath, [CLI, "serve", "--data", join(data, "state"), ...args], {
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  children.push(child);
  const lines: string[] = [];
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    let buffer = "";
    child.stdout.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      let newline = buffer.indexOf("\n");
      while (newline >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        lines.push(line);
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg === "docflow serve listening" && entry.url) resolve(entry.url);
        newline = buffer.indexOf("\n");
      }
    });
    void exit.then((code) =>
      reject(new Error(`docflow serve exited with ${code} before listening: ${stderr}`)),
    );
    setTimeout(() => reject(new Error(`docflow serve did not start within 15 s: ${stderr}`)), 15_000);
  });
  return { child, url, lines, exit };
}

describe("docflow serve (dist/cli.js)", () => {
  it("ships its worker bundles", () => {
    expect(existsSync(CLI), "the global setup builds it").toBe(true);
    expect(existsSync(bundlePath("dist/server-worker.js")), "the global setup builds it").toBe(true);
    expect(existsSync(bundlePath("dist/piscina-worker.js")), "the global setup builds it").toBe(true);
  });

  it("serves, partitions, and on SIGTERM finishes the request in flight and exits 0", async () => {
    const server = await serve(["--host", "127.0.0.1", "--port", "0", "--workers", "1"], {
      DOCFLOW_API_KEYS: `other-key, ${KEY}, sk-part-0123456789 partition, sk-admin-0123456789 workflows`,
      DOCFLOW_MAX_UPLOAD_MB: "20",
    });
    // The start-up line counts every key by its scopes (and shows none).
    const listening = JSON.parse(
      server.lines.find((line) => line.includes("docflow serve listening")) ?? "{}",
    );
    expect(listening.apiKeys).toEqual({ all: 2, partition: 1, workflows: 1 });
    const endpoint = `${server.url}/general/v0/general`;

    const health = await fetch(`${server.url}/healthcheck`);
    expect(await health.json()).toEqual({ healthcheck: "HEALTHCHECK STATUS: EVERYTHING OK!" });

    const text = "Quarterly Report\n\nRevenue grew by ten percent over the last quarter.\n";
    const answer = await post(endpoint, form({ languages: "eng" }, [{ name: "memo.txt", data: text }]), {
      "service-api-key": KEY,
    });
    expect(answer.status).toBe(200);
    expect((answer.json as { type: string; text: string }[]).map((e) => [e.type, e.text])).toEqual([
      ["Title", "Quarterly Report"],
      ["NarrativeText", "Revenue grew by ten percent over the last quarter."],
    ]);
    const refused = await post(endpoint, form({}, [{ name: "memo.txt", data: text }]));
    expect(refused.status).toBe(401);

    // A slow request in flight when SIGTERM comes is still answered.
    const slow = post(endpoint, form({}, [{ name: "big.txt", data: prose(8000) }]), {
      "service-api-key": KEY,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill("SIGTERM");
    const finished = await slow;
    expect(finished.status).toBe(200);
    expect((finished.json as unknown[]).length).toBeGreaterThan(1000);
    expect(await server.exit).toBe(0);

    const logged = server.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = logged.filter(
      (entry) => entry.msg === "request" && entry.path === "/general/v0/general",
    );
    expect(requests.map((entry) => entry.status)).toEqual([200, 401, 200]);
    expect(requests[0]).toMatchObject({ method: "POST", filetype: ["text/plain"], elements: 2 });
    // The slow request was answered after shutdown began, and before the server stopped.
    const messages = logged.map((entry) => entry.msg);
    const shutdown = messages.indexOf("shutting down: finishing requests in flight");
    expect(shutdown).toBeGreaterThan(-1);
    expect(logged.indexOf(requests[2] as Record<string, unknown>)).toBeGreaterThan(shutdown);
    expect(messages.at(-1)).toBe("docflow serve stopped");
    expect(server.lines.join("\n")).not.toContain(KEY);
  });

  it("docflow worker takes --allow-dir, repeatable, adding to DOCFLOW_ALLOW_DIRS", async () => {
    const data = await mkdtemp(join(tmpdir(), "docflow-worker-"));
    dirs.push(data);
    const child = spawn(
      process.execPath,
      [
        CLI,
        "worker",
        "--data",
        join(data, "state"),
        "--allow-dir",
        join(data, "a"),
        "--allow-dir",
        join(data, "b"),
      ],
      {
        env: { PATH: process.env.PATH ?? "", DOCFLOW_ALLOW_DIRS: join(data, "c") },
        stdio: ["pipe", "pipe", "pipe"],
      },
    );
    children.push(child);
    const running = await new Promise<Record<string, unknown>>((resolve, reject) => {
      let buffer = "";
      child.stdout.on("data", (chunk: Buffer) => {
        buffer += chunk.toString("utf8");
        const line = buffer.split("\n").find((text) => text.includes("docflow worker running"));
        if (line) resolve(JSON.parse(line) as Record<string, unknown>);
      });
      child.on("exit", (code) => reject(new Error(`docflow worker exited with ${code}`)));
    });
    expect(running.allowDirs).toBe(3);
    child.kill("SIGTERM");
  });

  it("says so and exits 1 when the port is taken", async () => {
    const first = await serve(["--port", "0", "--workers", "1"]);
    const port = new URL(first.url).port;
    // A state folder of its own: a shared one may hold another run's database.
    const unused = await mkdtemp(join(tmpdir(), "docflow-unused-"));
    dirs.push(unused);
    const second = spawn(
      process.execPath,
      [CLI, "serve", "--port", port, "--workers", "1", "--data", join(unused, "state")],
      {
        env: { PATH: process.env.PATH ?? "" },
      },
    );
    children.push(second as ChildProcessWithoutNullStreams);
    let stderr = "";
    second.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    expect(await new Promise((resolve) => second.on("exit", resolve))).toBe(1);
    expect(stderr).toContain(`docflow: cannot listen on 127.0.0.1:${port}:`);
    first.child.kill("SIGTERM");
    expect(await first.exit).toBe(0);
  });

  it("refuses a bad setting with a usage error", async () => {
    const child = spawn(process.execPath, [CLI, "serve", "--port", "eighty"], {
      env: { PATH: process.env.PATH ?? "" },
    });
    children.push(child as ChildProcessWithoutNullStreams);
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise((resolve) => child.on("exit", resolve));
    expect(code).toBe(2);
    expect(stderr).toContain("The port must be an integer from 0 to 65535; got 'eighty'.");
  });
});
