// The bundled CLI (dist/cli.js), run as a user runs it.
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ROOT } from "../helpers/action-runner.js";
import { bundlePath } from "../helpers/dist.js";
import { formOf, type RecordingServer, sendJson, startRecordingServer } from "../helpers/recording-server.js";

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

function docflow(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  const child = spawn(process.execPath, [bundlePath("dist/cli.js"), ...args], {
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
}

let server: RecordingServer | undefined;
let dir = "";
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "docflow-cli-"));
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await rm(dir, { recursive: true, force: true });
});

describe("docflow CLI", () => {
  it("prints its version and help", async () => {
    const pkg = JSON.parse(await readFile(join(ROOT, "package.json"), "utf8"));
    const version = await docflow(["--version"]);
    expect(version.code).toBe(0);
    expect(version.stdout.trim()).toBe(pkg.version);
    const help = await docflow(["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("partition");
    expect(help.stdout).toContain("schema");
  });

  it("prints the JSON Schema of the interface", async () => {
    const run = await docflow(["schema"]);
    expect(run.code).toBe(0);
    const schema = JSON.parse(run.stdout);
    expect(Object.keys(schema.$defs)).toEqual(
      expect.arrayContaining(["Element", "PartitionParameters", "WorkflowBody", "WorkflowInfo", "JobInfo"]),
    );
    expect(schema.$defs.PartitionParameters.properties.strategy).toBeDefined();
  });

  it("partitions with the embedded engine by default, one output per file", async () => {
    const a = join(dir, "memo.txt");
    const b = join(dir, "note.txt");
    await writeFile(
      a,
      "Quarterly Report\n\nRevenue grew by ten percent over the last quarter and costs went down.\n",
    );
    await writeFile(b, "Short note about the meeting on Friday, which moved to the big room.\n");
    const run = await docflow([
      "partition",
      join(dir, "*.txt"),
      "--out",
      join(dir, "out"),
      "--unique-element-ids",
    ]);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/2 of 2 files partitioned/);
    const memo = JSON.parse(await readFile(join(dir, "out", "memo.txt.json"), "utf8"));
    expect(memo[0].metadata.filename).toBe("memo.txt");
    expect(memo[0].element_id).toMatch(/^[0-9a-f-]{36}$/);
    const csv = await docflow(["partition", b, "--out", join(dir, "csv"), "--output-format", "text/csv"]);
    expect(csv.code).toBe(0);
    expect(await readFile(join(dir, "csv", "note.txt.csv"), "utf8")).toMatch(/^type,element_id,text,/);
  });

  it("partitions with a server when given one, sending the form fields as flags", async () => {
    server = await startRecordingServer((_req, res) =>
      sendJson(res, 200, [
        { type: "Title", element_id: "a1", text: "Hello", metadata: { filename: "doc.txt" } },
      ]),
    );
    const file = join(dir, "doc.txt");
    await writeFile(file, "Hello\n");
    const run = await docflow(
      [
        "partition",
        file,
        "--strategy",
        "fast",
        "--languages",
        "eng",
        "--languages",
        "deu",
        "--out",
        join(dir, "out"),
      ],
      { DOCFLOW_API_URL: server.url, DOCFLOW_API_KEY: "cli-key-1" },
    );
    expect(run.stderr).toContain("doc.txt.json");
    expect(run.code).toBe(0);
    const written = JSON.parse(await readFile(join(dir, "out", "doc.txt.json"), "utf8"));
    expect(written[0].text).toBe("Hello");
    const request = server.requests[0];
    expect(request?.headers["service-api-key"]).toBe("cli-key-1");
    const form = await formOf(request as NonNullable<typeof request>);
    expect(form.getAll("languages")).toEqual(["eng", "deu"]);
    expect(form.get("strategy")).toBe("fast");
  });

  it("rejects a bad form field before reading any file, naming the flag", async () => {
    const run = await docflow([
      "partition",
      join(dir, "missing.txt"),
      "--max-characters",
      "abc",
      "--strategy",
      "quick",
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("--max-characters: Input should be a valid integer");
    expect(run.stderr).toContain("--strategy: Input should be");
  });

  it("names each file that failed and why, and exits non-zero", async () => {
    const good = join(dir, "good.txt");
    const empty = join(dir, "empty.txt");
    await writeFile(good, "A perfectly fine document with several words in it.\n");
    await writeFile(empty, "");
    const run = await docflow(["partition", good, empty, "--out", join(dir, "out")]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("1 of 2 files partitioned");
    expect(run.stderr).toMatch(/failed +.*empty\.txt: empty file \(0 bytes\)/);
  });

  it("says so when nothing matches", async () => {
    const run = await docflow(["partition", join(dir, "nope-*.pdf")]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("No files match");
  });
});
