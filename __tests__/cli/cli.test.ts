// The bundled CLI (dist/cli.js), run as a user runs it.
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ROOT } from "../helpers/action-runner.js";
import { formOf, type RecordingServer, sendJson, startRecordingServer } from "../helpers/recording-server.js";

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

function docflow(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  const child = spawn(process.execPath, [join(ROOT, "dist/cli.js"), ...args], {
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

  it("partitions with a server, sending the form fields it was given", async () => {
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
        "-p",
        "strategy=fast",
        "-p",
        "languages=eng",
        "-p",
        "languages=deu",
        "-o",
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

  it("rejects a bad form field before calling the server", async () => {
    server = await startRecordingServer((_req, res) => sendJson(res, 200, []));
    const file = join(dir, "doc.txt");
    await writeFile(file, "Hello\n");
    const run = await docflow(["partition", file, "--api-url", server.url, "-p", "max_characters=abc"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("max_characters: Input should be a valid integer");
    expect(server.requests).toHaveLength(0);
  });

  it("explains what is missing without a server, and names a missing file", async () => {
    const noServer = await docflow(["partition", join(dir, "doc.txt")]);
    expect(noServer.code).toBe(2);
    expect(noServer.stderr).toContain("--api-url");

    const missing = await docflow(["partition", join(dir, "nope.pdf"), "--api-url", "http://127.0.0.1:9"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("nope.pdf");
  });
});
