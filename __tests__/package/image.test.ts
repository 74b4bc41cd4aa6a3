// The server image, as far as it can be tested without Docker (no base image can be pulled here): the
// Dockerfile's stages, .dockerignore and compose.yaml are read; /opt/docflow is installed as the build stage
// installs it (scripts/image.mjs), its size is held to the budget, every connector's SDK is found from the
// bundles; and the entrypoint command runs with the image's environment only, as an unprivileged user
// (setpriv), from a read-only copy, with a writable data folder; then the image's HEALTHCHECK command is run
// against it.
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { BASE_MB, installImage } from "../../scripts/image.mjs";
import { CONNECTOR_SDK_PACKAGES } from "../../src/contract/connector-configs.js";
import { ROOT } from "../helpers/action-runner.js";
import { NODE24_PATH, packPackage } from "../helpers/packed.js";

/** Issue 31's budget for the image, on amd64 and arm64 alike. */
const MAX_IMAGE_MB = 400;

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
let codeMb = 0;

beforeAll(() => {
  const work = mkdtempSync(join(tmpdir(), "docflow-image-"));
  chmodSync(work, 0o755);
  // /opt/docflow of the image: docflow and every connector's SDK, owned by root, read-only.
  code = join(work, "opt-docflow");
  mkdirSync(code);
  installImage(code, packPackage());
  codeMb = Number(execFileSync("du", ["-sm", code], { encoding: "utf8" }).split("\t")[0]);
  spawnSync("chmod", ["-R", "a-w,a+rX", code]);
  chmodSync(code, 0o555);
  data = join(work, "data");
  mkdirSync(data);
  if (canSwitchUser) chownSync(data, UID, UID);
}, 600_000);
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  if (code) spawnSync("chmod", ["-R", "u+w", code]);
});

describe("Dockerfile and compose.yaml", () => {
  it("build in stages and run docflow serve as a non-root user, with a health check and a data volume", () => {
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
    // The final stage takes Node.js and /opt/docflow from the build stage, and nothing else: no npm, no
    // development dependencies, no sources.
    expect(instruction("COPY").sort()).toEqual([
      "--from=build /opt/docflow /opt/docflow",
      "--from=build /usr/local/bin/node /usr/local/bin/node",
    ]);
    expect(finalStage).not.toMatch(/\bnpm\b/);
    expect(dockerfile).toMatch(/node scripts\/image\.mjs install \/opt\/docflow /);
    expect(instruction("USER")).toEqual(["node"]);
    expect(instruction("VOLUME")).toEqual(['["/data"]']);
    expect(instruction("HEALTHCHECK")[0]).toContain("/healthcheck");
    expect(JSON.parse(instruction("ENTRYPOINT")[0] as string)).toEqual([
      "node",
      "/opt/docflow/node_modules/docflow/bin/docflow.cjs",
    ]);
    expect(JSON.parse(instruction("CMD")[0] as string)).toEqual(["serve"]);
    expect(env).toMatchObject({ DOCFLOW_HOST: "0.0.0.0", DOCFLOW_DATA_DIR: "/data" });
  });

  it("keep the host's node_modules, .git and outputs out of the build context", () => {
    const ignored = readFileSync(join(ROOT, ".dockerignore"), "utf8").split("\n");
    for (const entry of ["**/node_modules", ".git", "dist", "docflow-output", ".env"])
      expect(ignored).toContain(entry);
  });

  it("runs PostgreSQL, the server and two workers sharing its database and secret key", () => {
    // Compose reads YAML merge keys (`<<: *anchor`); the yaml package does when asked.
    const compose = parseYaml(readFileSync(join(ROOT, "compose.yaml"), "utf8"), { merge: true });
    // Both docflow services are built from this folder's Dockerfile, as one image.
    expect(compose.services.server.build).toBe(".");
    expect(compose.services.worker.build).toBe(compose.services.server.build);
    expect(compose.services.worker.image).toBe(compose.services.server.image);
    expect(compose.services.postgres.image).toMatch(/^postgres:/);
    expect(compose.services.worker.command).toEqual(["worker"]);
    expect(compose.services.worker.deploy.replicas).toBe(2);
    for (const name of ["server", "worker"]) {
      expect(compose.services[name].environment.DATABASE_URL).toMatch(/@postgres:5432\//);
      expect(compose.services[name].environment.DOCFLOW_SECRET_KEY).toBeDefined();
    }
  });
});

describe("/opt/docflow, as the build stage installs it", () => {
  it(`keeps the image within ${MAX_IMAGE_MB} MB with the base and Node.js`, () => {
    const nodeMb = Math.round(statSync(process.execPath).size / 1e6);
    const total = BASE_MB + nodeMb + codeMb;
    process.stdout.write(
      `image estimate: debian:bookworm-slim ${BASE_MB} MB + node ${nodeMb} MB + /opt/docflow ${codeMb} MB = ${total} MB\n`,
    );
    expect(total).toBeLessThanOrEqual(MAX_IMAGE_MB);
  });

  it("has every connector's SDK where the bundles look, and no native addon but sharp's", () => {
    const dist = join(code, "node_modules", "docflow", "dist");
    const load = spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `for (const name of ${JSON.stringify(CONNECTOR_SDK_PACKAGES)}) await import(name);`,
      ],
      { cwd: dist, encoding: "utf8", env: { PATH: NODE24_PATH } },
    );
    expect(load.status, load.stderr).toBe(0);
    const addons = execFileSync("find", [join(code, "node_modules"), "-name", "*.node", "-type", "f"], {
      encoding: "utf8",
    })
      .trim()
      .split("\n")
      .filter(Boolean);
    // sharp publishes its addon for linux-x64 and linux-arm64 alike (@img/sharp-linux-arm64).
    expect(
      addons.every((file) => /[\\/]@img[\\/]sharp-linux-/.test(file)),
      addons.join("\n"),
    ).toBe(true);
  });
});

describe.runIf(canSwitchUser)("the entrypoint, as the image runs it", () => {
  it("serves as an unprivileged user from read-only code, writing only to the data folder", async () => {
    const [node, ...entry] = JSON.parse(instruction("ENTRYPOINT")[0] as string) as string[];
    const args = [...entry, ...(JSON.parse(instruction("CMD")[0] as string) as string[])].map((arg) =>
      arg.replace("/opt/docflow", code),
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
