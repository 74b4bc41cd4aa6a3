// `npm pack`, install the tarball into an empty project, and run every command from there as a user does:
// partition with each form of flag, serve, worker, plan, apply, run, jobs and schema.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONNECTOR_SDK_PACKAGES } from "../../src/contract/connector-configs.js";
import { ROOT } from "../helpers/action-runner.js";
import { runCli } from "../helpers/built-cli.js";
import { installIntoProject, NODE24_PATH, packPackage } from "../helpers/packed.js";

/** `npm i docflow` into an empty project, on disk (issue 31's budget; the connectors' SDKs are extra). */
const MAX_INSTALL_MB = 80;

let project = "";
let installSeconds = 0;
let bin = "";
const children: ChildProcess[] = [];

beforeAll(() => {
  const tarball = packPackage();
  const started = performance.now();
  project = installIntoProject(tarball);
  installSeconds = (performance.now() - started) / 1000;
  bin = join(project, "node_modules", "docflow", "bin", "docflow.cjs");
  writeFileSync(
    join(project, "memo.txt"),
    "Quarterly Report\n\nRevenue grew by ten percent over the last quarter.\n",
  );
}, 240_000);
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
});

const docflow = (args: string[], env: Record<string, string> = {}) =>
  runCli(join(project, "node_modules", ".bin", "docflow"), args, {
    cwd: project,
    env: { PATH: NODE24_PATH, HOME: project, ...env },
    direct: true,
  });

/** Starts a long-running command and resolves once a line of its output contains `ready`. */
function start(
  args: string[],
  ready: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; out: () => string }> {
  const child = spawn(process.execPath, [bin, ...args], {
    cwd: project,
    env: { PATH: NODE24_PATH, HOME: project, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let out = "";
  return new Promise((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      out += chunk;
      if (out.includes(ready)) resolve({ child, out: () => out });
    };
    child.stdout?.on("data", seen);
    child.stderr?.on("data", seen);
    child.once("exit", (code) => reject(new Error(`docflow ${args[0]} exited with ${code}: ${out}`)));
  });
}

const stop = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    child.once("exit", (code) => resolve(code));
    child.kill("SIGTERM");
  });

describe("the npm package, installed from its tarball", () => {
  it("installs the command and only the runtime dependencies", () => {
    const manifest = JSON.parse(
      readFileSync(join(project, "node_modules", "docflow", "package.json"), "utf8"),
    );
    expect(manifest.bin).toEqual({ docflow: "bin/docflow.cjs" });
    expect(manifest.repository.url).toContain("github.com/docflow/docflow");
    expect(manifest.engines.node).toBe(">=24");
    expect(manifest.devDependencies).toBeUndefined();
    expect(manifest.overrides).toBeUndefined();
    // The engine, the server, SQLite, English OCR and the connectors that need no SDK are in the bundles;
    // sharp's native build is the one dependency (its WebAssembly build in dist/ works without it).
    expect(Object.keys(manifest.dependencies)).toEqual(["sharp"]);
    // Every other connector's SDK is an optional peer: named with its version, never installed unasked.
    expect(Object.keys(manifest.peerDependencies).sort()).toEqual([...CONNECTOR_SDK_PACKAGES].sort());
    for (const name of CONNECTOR_SDK_PACKAGES) {
      expect(manifest.peerDependenciesMeta[name]).toEqual({ optional: true });
      expect(existsSync(join(project, "node_modules", name)), name).toBe(false);
    }
    expect(readdirSync(join(project, "node_modules", "docflow")).sort()).toEqual(
      expect.arrayContaining(["CHANGELOG.md", "LICENSE", "README.md", "bin", "dist", "docflow.schema.json"]),
    );
  });

  it(`takes at most ${MAX_INSTALL_MB} MB on disk`, () => {
    const megabytes = Number(
      execFileSync("du", ["-sm", join(project, "node_modules")], { encoding: "utf8" }).split("\t")[0],
    );
    // Printed for the record; the time depends on the network and npm's cache, so it is not a check.
    process.stdout.write(
      `npm install of the packed tarball: ${megabytes} MB on disk (du -sm node_modules), ${installSeconds.toFixed(1)} s\n`,
    );
    expect(megabytes).toBeLessThanOrEqual(MAX_INSTALL_MB);
  });

  it("partitions with every form of flag", async () => {
    // Each form at least once, a few per run (every run starts the CLI anew, which is what takes time).
    const forms: [string[], (out: string) => void][] = [
      [
        ["--coordinates", "--unique-element-ids=true", "--languages", "eng", "--languages", "deu"],
        (out) => expect(out).toMatch(/"element_id": "[0-9a-f]{8}-/),
      ],
      [
        ["--chunking-strategy", "by_title", "--max-characters=500", "--no-coordinates"],
        (out) => expect(out).toContain('"CompositeElement"'),
      ],
      [["--coordinates=false", "--params", '{"strategy": "fast", "include_page_breaks": true}'], () => {}],
      [
        ["--params", "{chunking_strategy: basic, max_characters: 40}", "--output-format", "csv"],
        (out) => expect(out).toMatch(/^type,element_id,text[^\n]*\nCompositeElement,/),
      ],
    ];
    for (const [flags, check] of forms) {
      const run = await docflow(["partition", "memo.txt", ...flags, "--out", "-"]);
      expect(run.code, `${flags.join(" ")}: ${run.stderr}`).toBe(0);
      expect(run.stderr).toContain("1 of 1 files partitioned");
      check(run.stdout);
    }
    const written = await docflow(["partition", "memo.txt"]);
    expect(written.code, written.stderr).toBe(0);
    expect(readdirSync(join(project, "docflow-output"))).toContain("memo.txt.json");
  }, 240_000);

  it("reads an image by OCR with the English model the bundles carry", async () => {
    cpSync(join(ROOT, "__tests__", "fixtures", "images", "ocr-page.png"), join(project, "page.png"));
    // The JavaScript OCR engine, so the English model must come from the package (no tesseract command).
    const run = await docflow(["partition", "page.png", "--out", "-"], {
      DOCFLOW_OCR: "js",
      DOCFLOW_OCR_FETCH: "off",
    });
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout).length).toBeGreaterThan(0);
    expect(existsSync(join(project, "node_modules", "@tesseract.js-data"))).toBe(false);
  }, 120_000);

  it("prints the schema, its version and its help", async () => {
    const schema = await docflow(["schema"]);
    expect(schema.code).toBe(0);
    expect(JSON.parse(schema.stdout).$defs.Element).toBeDefined();
    expect((await docflow(["--version"])).stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
    const help = await docflow(["--help"]);
    for (const command of ["partition", "serve", "worker", "plan", "apply", "run", "jobs", "schema"])
      expect(help.stdout).toContain(command);
  }, 60_000);

  it("serves, applies and plans a spec, runs a workflow, lists its jobs, and runs a worker", async () => {
    const data = join(project, "server-data");
    const server = await start(
      ["serve", "--port", "0", "--workers", "1", "--data", data],
      '"docflow serve listening"',
      {
        DOCFLOW_API_KEYS: "package-test-key",
      },
    );
    const url = /"url":"(http:[^"]+)"/.exec(server.out())?.[1] as string;
    const env = { DOCFLOW_WORKFLOW_API_URL: url, DOCFLOW_API_KEY: "package-test-key" };
    const spec =
      "{workflows: {memos: {nodes: [{name: partition, type: partition, subtype: service_api, settings: {strategy: fast}}]}}}";
    const planned = await docflow(["plan", "--spec", spec], env);
    expect(planned.code, planned.stderr).toBe(0);
    expect(planned.stdout + planned.stderr).toContain("memos");
    const applied = await docflow(["apply", "--spec", spec], env);
    expect(applied.code, applied.stderr).toBe(0);
    const again = await docflow(["plan", "--spec", spec, "--expect-no-changes"], env);
    expect(again.code, again.stderr).toBe(0);

    const ran = await docflow(["run", "memos", "--file", "memo.txt", "--out", "results", "--json"], env);
    expect(ran.code, ran.stderr).toBe(0);
    const job = JSON.parse(ran.stdout) as { job_id?: string; id?: string; status?: string };
    expect(readdirSync(join(project, "results"))).toContain("memo.txt.partition.json");
    const listed = await docflow(["jobs", "list", "--workflow", "memos", "--json"], env);
    expect(listed.code, listed.stderr).toBe(0);
    const jobs = JSON.parse(listed.stdout) as { id: string }[];
    expect(jobs).toHaveLength(1);
    const got = await docflow(["jobs", "get", jobs[0]?.id as string], env);
    expect(got.code, got.stderr).toBe(0);
    expect(got.stdout).toContain("COMPLETED");
    expect(JSON.stringify(job)).toContain(jobs[0]?.id as string);

    // A connector whose SDK is not installed: apply stops at it, naming the package to install.
    const redis = `{sources: {inbox: {type: s3, config: {remote_url: "s3://inbox/new", anonymous: true}}},
      destinations: {cache: {type: redis, config: {host: redis.example.com, ssl: false}}},
      workflows: {cached: {source: inbox, destination: cache,
        nodes: [{name: partition, type: partition, subtype: service_api}]}}}`;
    const refused = await docflow(["apply", "--spec", redis], env);
    expect(refused.code).toBe(1);
    expect(refused.stdout + refused.stderr).toContain("needs the npm package redis");
    expect(refused.stdout + refused.stderr).toContain("npm i redis");
    // Installed beside docflow, it is taken; hidden again, a run is refused before any job starts.
    const version = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).peerDependencies.redis;
    execFileSync(
      "npm",
      ["install", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error", `redis@${version}`],
      { cwd: project, env: { ...process.env, PATH: NODE24_PATH }, stdio: "ignore" },
    );
    const accepted = await docflow(["apply", "--spec", redis], env);
    expect(accepted.code, accepted.stdout + accepted.stderr).toBe(0);
    renameSync(join(project, "node_modules", "redis"), join(project, "node_modules", ".redis-hidden"));
    try {
      const notRun = await docflow(["run", "cached"], env);
      expect(notRun.code).toBe(1);
      expect(notRun.stdout + notRun.stderr).toContain("npm i redis");
      const cachedJobs = await docflow(["jobs", "list", "--workflow", "cached", "--json"], env);
      expect(JSON.parse(cachedJobs.stdout)).toEqual([]);
    } finally {
      renameSync(join(project, "node_modules", ".redis-hidden"), join(project, "node_modules", "redis"));
    }

    const worker = await start(["worker", "--data", data], "docflow worker running");
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await stop(worker.child), worker.out()).toBe(0);
    expect(await stop(server.child)).toBe(0);
  }, 240_000);
});
