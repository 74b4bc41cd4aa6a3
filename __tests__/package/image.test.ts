// The server image, as far as it can be tested without Docker (no base image can be pulled here): the
// Dockerfile's final stage and compose.yaml are read, and the entrypoint command runs with the image's
// environment only, as an unprivileged user (setpriv), from a read-only copy of the installed package,
// with a writable data folder; then the image's HEALTHCHECK command is run against it.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { ROOT } from "../helpers/action-runner.js";
import { installIntoProject, NODE24_PATH, packPackage } from "../helpers/packed.js";

const dockerfile = readFileSync(join(ROOT, "Dockerfile"), "utf8");
/** The instructions of the final stage, continuation lines joined. */
const finalStage = dockerfile
  .replace(/\\\n\s*/g, " ")
  .split(/^FROM /m)
  .at(-1) as string;
const instruction = (name: string) =>
  finalStage
    .split("\n")
    .filter((line) => line.startsWith(`${name} `))
    .map((line) => line.slice(name.length + 1).trim());
const env = Object.fromEntries(
  instruction("ENV").flatMap((line) => [...line.matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1], m[2]])),
) as Record<string, string>;

const UID = 65534; // nobody
let code = "";
let data = "";
const children: ChildProcess[] = [];

const canSwitchUser = process.getuid?.() === 0 && spawnSync("setpriv", ["--help"]).status === 0;

beforeAll(() => {
  if (!canSwitchUser) return;
  const work = mkdtempSync(join(tmpdir(), "docflow-image-"));
  chmodSync(work, 0o755);
  // /opt/docflow of the image: the package with its runtime dependencies, owned by root, read-only.
  code = installIntoProject(packPackage());
  spawnSync("chmod", ["-R", "a-w,a+rX", code]);
  chmodSync(code, 0o555);
  data = join(work, "data");
  mkdirSync(data);
  chownSync(data, UID, UID);
}, 300_000);
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  if (code) spawnSync("chmod", ["-R", "u+w", code]);
});

describe("Dockerfile and compose.yaml", () => {
  it("build in stages and run docflow serve as a non-root user, with a health check and a data volume", () => {
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
    expect(instruction("USER")).toEqual(["node"]);
    expect(instruction("VOLUME")).toEqual(['["/data"]']);
    expect(instruction("HEALTHCHECK")[0]).toContain("/healthcheck");
    expect(JSON.parse(instruction("ENTRYPOINT")[0] as string)).toEqual([
      "node",
      "/opt/docflow/bin/docflow.cjs",
    ]);
    expect(JSON.parse(instruction("CMD")[0] as string)).toEqual(["serve"]);
    expect(env).toMatchObject({ DOCFLOW_HOST: "0.0.0.0", DOCFLOW_DATA_DIR: "/data" });
  });

  it("runs PostgreSQL, the server and two workers sharing its database and secret key", () => {
    // Compose reads YAML merge keys (`<<: *anchor`); the yaml package does when asked.
    const compose = parseYaml(readFileSync(join(ROOT, "compose.yaml"), "utf8"), { merge: true });
    expect(compose.services.postgres.image).toMatch(/^postgres:/);
    expect(compose.services.worker.command).toEqual(["worker"]);
    expect(compose.services.worker.deploy.replicas).toBe(2);
    for (const name of ["server", "worker"]) {
      expect(compose.services[name].environment.DATABASE_URL).toMatch(/@postgres:5432\//);
      expect(compose.services[name].environment.DOCFLOW_SECRET_KEY).toBeDefined();
    }
  });
});

describe.runIf(canSwitchUser)("the entrypoint, as the image runs it", () => {
  it("serves as an unprivileged user from read-only code, writing only to the data folder", async () => {
    const [node, ...entry] = JSON.parse(instruction("ENTRYPOINT")[0] as string) as string[];
    const args = [...entry, ...(JSON.parse(instruction("CMD")[0] as string) as string[])].map((arg) =>
      arg.replace("/opt/docflow", join(code, "node_modules", "docflow")),
    );
    const port = String(20000 + Math.floor(Math.random() * 20000));
    const imageEnv = { ...env, DOCFLOW_DATA_DIR: data, DOCFLOW_PORT: port, DOCFLOW_HOST: "127.0.0.1" };
    const child = spawn(
      "setpriv",
      ["--reuid", String(UID), "--regid", String(UID), "--clear-groups", "--", node as string, ...args],
      { cwd: data, env: { PATH: NODE24_PATH, HOME: data, ...imageEnv }, stdio: ["ignore", "pipe", "pipe"] },
    );
    children.push(child);
    let out = "";
    await new Promise<void>((resolve, reject) => {
      const seen = (chunk: Buffer) => {
        out += chunk;
        if (out.includes("docflow serve listening")) resolve();
      };
      child.stdout.on("data", seen);
      child.stderr.on("data", seen);
      child.once("exit", (status) => reject(new Error(`exited with ${status}: ${out}`)));
    });
    expect(out).toMatch(/^\{"level":30/m); // JSON logs (DOCFLOW_LOG_FORMAT=json)
    const health = JSON.parse(instruction("HEALTHCHECK")[0]?.replace(/^.*CMD /, "") as string) as string[];
    const check = spawnSync(health[0] as string, health.slice(1), {
      env: { PATH: NODE24_PATH, DOCFLOW_PORT: port },
      encoding: "utf8",
    });
    expect(check.status, check.stderr).toBe(0);
    expect(readdirSync(data)).toEqual(expect.arrayContaining(["docflow.sqlite", "api-key", "secret.key"]));
    const uid = spawnSync("stat", ["-c", "%u", join(data, "docflow.sqlite")], { encoding: "utf8" });
    expect(uid.stdout.trim()).toBe(String(UID));
    expect(existsSync(join(code, "node_modules", "docflow", "docflow-output"))).toBe(false);
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }, 120_000);
});
