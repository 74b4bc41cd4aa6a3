// The traps a newcomer fell into in the first hour with the command line, each run through the CLI built
// from the sources (bin/docflow.cjs -> dist/cli.js) as a user runs it.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PARTITION_FIELDS } from "../../src/contract/partition.js";
import { ROOT } from "../helpers/action-runner.js";
import { type BuiltCli, buildCli, runCli } from "../helpers/built-cli.js";
import { corpusPath } from "../helpers/corpus.js";

let cli: BuiltCli;
let dir = "";
/** The servers' state, outside `dir` so that `partition .` does not find it. */
let dataDir = "";
const children: ChildProcess[] = [];

beforeAll(() => {
  cli = buildCli();
}, 120_000);
afterAll(() => cli?.remove());
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "docflow-traps-"));
  dataDir = mkdtempSync(join(tmpdir(), "docflow-traps-data-"));
  writeFileSync(
    join(dir, "memo.txt"),
    "Quarterly Report\n\nRevenue grew by ten percent over the last quarter.\n",
  );
});
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

const docflow = (args: string[], env: Record<string, string> = {}) =>
  runCli(cli.bin, args, { cwd: dir, env });
const elementsOf = (file: string) =>
  JSON.parse(readFileSync(join(dir, file), "utf8")) as Record<string, unknown>[];

/** Starts `docflow serve` on a free port and resolves with its address once it listens. */
function serve(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [cli.bin, "serve", "--port", "0", "--workers", "1", ...args], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? "", HOME: dir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk) => {
      out += chunk;
      const url = /"url":"(http:[^"]+)"/.exec(out)?.[1];
      if (url) resolve({ child, url });
    });
    child.once("exit", (code) => reject(new Error(`docflow serve exited with ${code}: ${out}`)));
  });
}

describe("docflow partition", () => {
  it("takes boolean fields as flags, so the next argument stays a file", async () => {
    const on = await docflow(["partition", "--unique-element-ids", "memo.txt", "--out", "on"]);
    expect(on.code, on.stderr).toBe(0);
    const ids = elementsOf("on/memo.txt.json").map((element) => element.element_id as string);
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);

    for (const off of [["--no-unique-element-ids"], ["--unique-element-ids=false"]]) {
      const run = await docflow(["partition", ...off, "memo.txt", "--out", "off"]);
      expect(run.code, run.stderr).toBe(0);
      expect(elementsOf("off/memo.txt.json")[0]?.element_id).toMatch(/^[0-9a-f]{32}$/);
    }
    const bad = await docflow(["partition", "--unique-element-ids=maybe", "memo.txt"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim()).toBe(
      "docflow: --unique-element-ids is a flag: give it alone, as --no-unique-element-ids, or as --unique-element-ids=true|false; got 'maybe'.",
    );
  });

  it("takes csv and json or their MIME names for --output-format, and refuses anything else", async () => {
    for (const [format, file] of [
      ["csv", "memo.txt.csv"],
      ["text/csv", "memo.txt.csv"],
      ["json", "memo.txt.json"],
      ["application/json", "memo.txt.json"],
    ] as const) {
      const run = await docflow([
        "partition",
        "memo.txt",
        "--output-format",
        format,
        "--out",
        format.replace("/", "-"),
      ]);
      expect(run.code, run.stderr).toBe(0);
      expect(readdirSync(join(dir, format.replace("/", "-")))).toContain(file);
    }
    expect(readFileSync(join(dir, "csv/memo.txt.csv"), "utf8")).toMatch(/^type,element_id,text/);
    const bad = await docflow(["partition", "memo.txt", "--output-format", "xml"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim()).toBe(
      "docflow: --output-format takes csv, json, text/csv or application/json; got 'xml'.",
    );
    const inParams = await docflow(["partition", "memo.txt", "--params", "{output_format: cvs}"]);
    expect(inParams.code).toBe(2);
  });

  it("takes --params as YAML or JSON, flags winning", async () => {
    const run = await docflow([
      "partition",
      "memo.txt",
      "--params",
      '{"strategy": "fast", "unique_element_ids": true, "output_format": "text/csv"}',
      "--output-format",
      "json",
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(elementsOf("docflow-output/memo.txt.json")[0]?.element_id).toMatch(/^[0-9a-f]{8}-/);
    const broken = await docflow(["partition", "memo.txt", "--params", "{strategy: [fast"]);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(/^docflow: --params is not valid YAML or JSON: /);
  });

  it("never partitions its own output folder, and keeps it out of git", async () => {
    const first = await docflow(["partition", "."]);
    expect(first.code, first.stderr).toBe(0);
    const second = await docflow(["partition", "."]);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stderr).toContain("1 of 1 files partitioned");
    expect(readdirSync(join(dir, "docflow-output")).sort()).toEqual([".gitignore", "memo.txt.json"]);
    expect(readFileSync(join(dir, "docflow-output/.gitignore"), "utf8")).toMatch(/^\*$/m);
    // A folder of the user's is left as it is: no .gitignore written into it.
    const own = await docflow(["partition", "memo.txt", "--out", "."]);
    expect(own.code, own.stderr).toBe(0);
    expect(existsSync(join(dir, ".gitignore"))).toBe(false);
  });

  it("says a file is empty", async () => {
    writeFileSync(join(dir, "empty.txt"), "");
    const run = await docflow(["partition", "memo.txt", "empty.txt"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("failed  empty.txt: empty file (0 bytes)");
    expect(run.stderr).toContain("1 of 2 files partitioned");
  });

  it("stops at the first answer refusing the API key, with one message", async () => {
    for (let index = 0; index < 5; index++)
      writeFileSync(join(dir, `doc-${index}.txt`), `Document ${index}.\n`);
    const { url } = await serve(["--data", join(dataDir, "data")], { DOCFLOW_API_KEYS: "the-right-key" });
    const run = await docflow(["partition", ".", "--api-url", url, "--api-key", "a-wrong-key"]);
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split("\n");
    expect(lines.filter((line) => line.startsWith("docflow: "))).toHaveLength(1);
    expect(run.stderr).toContain(`docflow: ${url} refused the API key`);
    expect(run.stderr).toContain("HTTP 401");
    expect(run.stderr).toContain("No other file was sent.");
    expect(run.stderr).not.toContain("a-wrong-key");
    expect(run.stderr.match(/^failed /gm) ?? []).toHaveLength(1);
    const right = await docflow([
      "partition",
      ".",
      "--api-url",
      url,
      "--api-key",
      "the-right-key",
      "--out",
      "-",
    ]);
    expect(right.code, right.stderr).toBe(0);
    expect(right.stderr).toContain("6 of 6 files partitioned");
  }, 60_000);
});

describe("docflow serve and worker", () => {
  it("names an unusable database in one line, without its password", async () => {
    const url = "postgres://docflow:s3cret-pass@127.0.0.1:1/documents";
    for (const command of [
      ["serve", "--port", "0", "--data", join(dir, "data")],
      ["worker", "--database-url", url],
    ]) {
      const run = await docflow([...command, ...(command[0] === "serve" ? ["--database-url", url] : [])]);
      expect(run.code, command[0]).toBe(1);
      expect(run.stderr.trim().split("\n").at(-1)).toMatch(
        /^docflow: cannot use the database at postgres:\/\/docflow:\*\*\*@127\.0\.0\.1:1\/documents: .*ECONNREFUSED/,
      );
      expect(run.stderr).not.toContain("s3cret-pass");
      expect(run.stderr).not.toMatch(/^\s+at /m);
    }
  }, 60_000);

  it("logs JSON lines to a pipe and readable lines to a terminal", async () => {
    const { child } = await serve(["--data", join(dir, "data")]);
    child.kill("SIGTERM");
    const script = spawnSync("script", ["--version"], { encoding: "utf8" });
    if (script.status !== 0) return; // util-linux's script gives the server a terminal; without it, JSON only.
    const command = `exec '${process.execPath}' '${cli.bin}' serve --port 0 --workers 1 --data '${join(dir, "tty")}'`;
    const tty = spawn("script", ["-qfec", command, "/dev/null"], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? "", HOME: dir, TERM: "dumb" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(tty);
    const text = await new Promise<string>((resolve, reject) => {
      let out = "";
      tty.stdout.on("data", (chunk) => {
        out += chunk;
        if (out.includes("docflow serve listening")) resolve(out);
      });
      tty.once("exit", () => reject(new Error(`script exited: ${out}`)));
    });
    tty.kill("SIGTERM");
    expect(text).toMatch(/^\d\d:\d\d:\d\d INFO {2}docflow serve listening url=http:\/\/127\.0\.0\.1:\d+/m);
    expect(text).not.toContain('{"level"');
  }, 60_000);

  it("started through npx, stops when npm is gone; started directly, outlives its parent", async () => {
    const start = async (env: Record<string, string>) => {
      // A parent that starts the server and is then killed, as a supervisor kills npm. The server logs
      // to a file, as to a journal, so its output does not depend on the parent.
      const log = join(dataDir, `serve-${Object.keys(env).length}.log`);
      const command = `'${process.execPath}' '${cli.bin}' serve --port 0 --workers 1 --data '${join(dataDir, "data")}' >'${log}' 2>'${log}.err' </dev/null & echo $!; exec sleep 600`;
      const parent = spawn("sh", ["-c", command], {
        cwd: dir,
        env: { PATH: process.env.PATH ?? "", HOME: dir, ...env },
        stdio: ["ignore", "pipe", "ignore"],
      });
      children.push(parent);
      const pid = await new Promise<number>((resolve) =>
        parent.stdout.once("data", (chunk) => resolve(Number(String(chunk).trim()))),
      );
      const deadline = Date.now() + 20_000;
      while (!(existsSync(log) && readFileSync(log, "utf8").includes("listening")) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      return { parent, pid };
    };
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
      } catch {
        return false;
      }
      // An exited process nobody has reaped yet (a zombie, state Z) still answers signal 0.
      const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, "utf8") : "";
      return !/^\d+ \(.*\) Z/.test(stat);
    };
    const viaNpx = await start({ npm_command: "exec" });
    viaNpx.parent.kill("SIGKILL");
    const deadline = Date.now() + 10_000;
    while (alive(viaNpx.pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(alive(viaNpx.pid), "the server started through npx is gone").toBe(false);

    const direct = await start({});
    direct.parent.kill("SIGKILL");
    await new Promise((r) => setTimeout(r, 2500));
    const errors = () => readFileSync(join(dataDir, "serve-0.log.err"), "utf8");
    expect(alive(direct.pid), `the server started directly is still there: ${errors()}`).toBe(true);
    process.kill(direct.pid, "SIGTERM");
  }, 60_000);
});

describe("bin/docflow.cjs", () => {
  // Any Node older than 24 on this machine (CI images and Debian carry one); skipped where there is none.
  const oldNode = ["/usr/bin/node", "/usr/local/bin/node", "/bin/node"].find((path) => {
    const version = spawnSync(path, ["--version"], { encoding: "utf8" });
    return version.status === 0 && Number(/^v(\d+)/.exec(version.stdout)?.[1]) < 24;
  });

  it.runIf(oldNode)("says in one line that Node 24 is needed, and exits 1", async () => {
    const run = await runCli(cli.bin, ["partition", "memo.txt"], { cwd: dir, node: oldNode });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(
      /^docflow needs Node\.js 24 or later; this is Node\.js \d+\.\d+\.\d+\. Install Node\.js 24 from https:\/\/nodejs\.org\/ \(or with `nvm install 24`\) and run docflow again\.\n$/,
    );
  });
});

// Issue 31's traps, each through the built CLI.
describe("docflow partition, issue 31's traps", () => {
  const BOOLEAN_FLAGS = Object.entries(PARTITION_FIELDS)
    .filter(([, field]) => field.kind === "bool")
    .map(([name]) => `--${name.replaceAll("_", "-")}`);

  it("refuses an existing file as --out, in one line", async () => {
    const run = await docflow(["partition", "memo.txt", "--out", "memo.txt"]);
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toBe(
      "docflow: --out 'memo.txt' is a file; --out takes a folder for the outputs (created when missing), or '-' to print them.",
    );
    expect(readFileSync(join(dir, "memo.txt"), "utf8")).toContain("Quarterly Report");
  });

  it("refuses an --api-url that is not an http(s) URL, from the flag or the environment", async () => {
    for (const [args, env] of [
      [["partition", "memo.txt", "--api-url", "notaurl"], {}],
      [["partition", "memo.txt"], { DOCFLOW_API_URL: "ftp://example.com" }],
      [["run", "nightly", "--api-url", "localhost:8000"], {}],
      [["plan", "--api-url", "nope"], {}],
    ] as const) {
      const run = await docflow([...args], env);
      expect(run.code, run.stderr).toBe(2);
      expect(run.stderr).toMatch(
        /option '--api-url <url>' (argument|value) '[^']+'( from env 'DOCFLOW_API_URL')? is invalid\. Expected an http:\/\/ or https:\/\/ URL/,
      );
      expect(run.stderr).not.toMatch(/\bat \S+ \(file:/);
    }
    // Empty, as a CI file's unset variable gives it: the embedded engine.
    const empty = await docflow(["partition", "memo.txt", "--out", "-"], { DOCFLOW_API_URL: "" });
    expect(empty.code, empty.stderr).toBe(0);
    expect(empty.stdout).toContain("Quarterly Report");
    // A password in the address is refused without being repeated.
    const secret = await docflow(["partition", "memo.txt", "--api-url", "https://me:hunter2@example.com"]);
    expect(secret.code).toBe(2);
    expect(secret.stderr).toContain("--api-url must not hold a user name or password");
    expect(secret.stderr).not.toContain("hunter2");
  });

  it("reads --flag false and --flag true as written, for every boolean field", async () => {
    writeFileSync(join(dir, "data.xml"), "<catalog><book><title>Dune</title></book></catalog>\n");
    const text = async (args: string[]) => {
      const run = await docflow(["partition", ...args, "data.xml", "--out", "-"]);
      expect(run.code, run.stderr).toBe(0);
      return (JSON.parse(run.stdout) as { text: string }[]).map((e) => e.text).join("\n");
    };
    expect(await text(["--xml-keep-tags", "false"])).not.toContain("<title>");
    expect(await text(["--xml-keep-tags", "true"])).toContain("<title>");
    const off = await docflow([
      "partition",
      ...BOOLEAN_FLAGS.flatMap((f) => [f, "false"]),
      "memo.txt",
      "--out",
      "-",
    ]);
    const no = await docflow([
      "partition",
      ...BOOLEAN_FLAGS.map((f) => f.replace(/^--/, "--no-")),
      "memo.txt",
      "--out",
      "-",
    ]);
    expect(off.code, off.stderr).toBe(0);
    expect(off.stdout).toBe(no.stdout);
    const on = await docflow([
      "partition",
      ...BOOLEAN_FLAGS.flatMap((f) => [f, "true"]),
      "memo.txt",
      "--out",
      "-",
    ]);
    const bare = await docflow(["partition", ...BOOLEAN_FLAGS, "memo.txt", "--out", "-"]);
    expect(on.code, on.stderr).toBe(bare.code);
    expect(on.stdout.replace(/"[0-9a-f-]{36}"/g, "<uuid>")).toBe(
      bare.stdout.replace(/"[0-9a-f-]{36}"/g, "<uuid>"),
    );
    const doubled = await docflow(["partition", "--no-xml-keep-tags", "false", "data.xml"]);
    expect(doubled.code).toBe(2);
    expect(doubled.stderr).toContain(
      "--no-xml-keep-tags takes no value; write --no-xml-keep-tags, or --xml-keep-tags=true|false",
    );
  }, 60_000);

  it("warns about --params keys that are not form fields, as the action does", async () => {
    const run = await docflow([
      "partition",
      "memo.txt",
      "--params",
      "{strategy: fast, colour: blue}",
      "--out",
      "-",
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(
      "docflow: warning: --params: 'colour' is not a form field of the Partition endpoint; the embedded engine ignores them.",
    );
  });

  it("prints the same shape with --out - whichever file fails", async () => {
    writeFileSync(join(dir, "empty.txt"), "");
    writeFileSync(join(dir, "other.txt"), "Other\n\nAnother paragraph of text here.\n");
    const both = await docflow(["partition", "memo.txt", "other.txt", "--out", "-"]);
    const oneFails = await docflow(["partition", "memo.txt", "empty.txt", "--out", "-"]);
    expect(both.code).toBe(0);
    expect(oneFails.code).toBe(1);
    for (const run of [both, oneFails]) {
      const lists = JSON.parse(run.stdout) as unknown[][];
      expect(lists).toHaveLength(2);
      expect(lists.every(Array.isArray)).toBe(true);
    }
    // In path order: empty.txt comes first.
    expect((JSON.parse(oneFails.stdout) as unknown[][])[0]).toEqual([]);
    const single = await docflow(["partition", "empty.txt", "--out", "-"]);
    expect(JSON.parse(single.stdout)).toEqual([]);
  });

  it("names outputs of two inputs of the same name as docs/cli.md says", async () => {
    for (const folder of ["a", "b"]) {
      mkdirSync(join(dir, folder));
      writeFileSync(join(dir, folder, "memo.txt"), "Memo\n");
    }
    const run = await docflow(["partition", "a/memo.txt", "b/memo.txt", "--out", "out"]);
    expect(run.code, run.stderr).toBe(0);
    expect(readdirSync(join(dir, "out")).sort()).toEqual([".gitignore", "memo.txt.2.json", "memo.txt.json"]);
    expect(readFileSync(join(ROOT, "docs", "cli.md"), "utf8")).toContain(
      "`memo.txt.json` and `memo.txt.2.json`",
    );
  });

  it("says how far an interrupted run got and what it wrote", async () => {
    const paragraph = "Revenue grew by ten percent over the last quarter, and costs fell. ".repeat(200);
    for (let index = 0; index < 400; index++)
      writeFileSync(
        join(dir, `doc-${String(index).padStart(3, "0")}.txt`),
        `Title ${index}\n\n${paragraph}\n`,
      );
    const child = spawn(
      process.execPath,
      [cli.bin, "partition", "doc-*.txt", "--concurrency", "1", "--out", "out"],
      {
        cwd: dir,
        env: { PATH: process.env.PATH ?? "", HOME: dir },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    children.push(child);
    let stderr = "";
    await new Promise<void>((resolve) => {
      child.stderr.on("data", (chunk) => {
        stderr += chunk;
        if ((stderr.match(/^ok /gm) ?? []).length >= 3) resolve();
      });
    });
    child.kill("SIGINT");
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(130);
    const line =
      /^docflow: interrupted after (\d+) of 400 files \((\d+) partitioned\); (\d+) outputs written to out \(the last: (doc-\d+\.txt\.json)\)/m.exec(
        stderr,
      );
    expect(line, stderr).not.toBeNull();
    const written = readdirSync(join(dir, "out")).filter((name) => name.endsWith(".json"));
    expect(written.length).toBeGreaterThanOrEqual(Number(line?.[3]));
    expect(written).toContain(line?.[4]);
    expect(Number(line?.[1])).toBeLessThan(400);
  }, 60_000);

  it.runIf(corpusPath("example-docs", "fake-encrypted.msg"))(
    "says an encrypted message is encrypted",
    async () => {
      const run = await docflow(["partition", corpusPath("example-docs", "fake-encrypted.msg") as string]);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain("failed  ");
      expect(run.stderr).toContain(
        "the message is encrypted (S/MIME or PGP): its body cannot be read without the recipient's key; no elements",
      );
      expect(run.stderr).not.toMatch(/^ok /m);
    },
  );
});
