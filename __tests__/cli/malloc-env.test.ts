// `docflow serve` and `docflow worker` re-execute themselves with glibc's malloc tuned (src/cli/malloc-env.ts).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MALLOC_SETTINGS, mallocTunedEnv } from "../../src/cli/malloc-env.js";
import { type BuiltCli, buildCli } from "../helpers/built-cli.js";

const argv = (command: string) => ["/usr/bin/node", "/opt/docflow/dist/cli.js", command, "--port", "0"];

describe("mallocTunedEnv", () => {
  it("adds the settings for serve and worker on Linux", () => {
    for (const command of ["serve", "worker"]) {
      expect(mallocTunedEnv(argv(command), { PATH: "/bin" }, "linux")).toEqual({
        PATH: "/bin",
        MALLOC_ARENA_MAX: "2",
        MALLOC_MMAP_THRESHOLD_: "131072",
        MALLOC_TRIM_THRESHOLD_: "131072",
      });
    }
  });

  it("leaves other commands, other systems and the user's own values alone", () => {
    expect(mallocTunedEnv(argv("partition"), {}, "linux")).toBeUndefined();
    expect(mallocTunedEnv(["/usr/bin/node", "cli.js"], {}, "linux")).toBeUndefined();
    expect(mallocTunedEnv(argv("serve"), {}, "darwin")).toBeUndefined();
    expect(mallocTunedEnv(argv("serve"), { DOCFLOW_MALLOC_TUNING: "off" }, "linux")).toBeUndefined();
    expect(mallocTunedEnv(argv("serve"), { MALLOC_ARENA_MAX: "8" }, "linux")).toEqual({
      MALLOC_ARENA_MAX: "8",
      MALLOC_MMAP_THRESHOLD_: "131072",
      MALLOC_TRIM_THRESHOLD_: "131072",
    });
    // Once all are set (after the re-execution, say), nothing is to change: no loop.
    expect(mallocTunedEnv(argv("serve"), { ...MALLOC_SETTINGS }, "linux")).toBeUndefined();
  });
});

describe.runIf(process.platform === "linux")("docflow serve, started as users start it", () => {
  let cli: BuiltCli;
  let dir = "";
  beforeAll(() => {
    cli = buildCli();
    dir = mkdtempSync(join(tmpdir(), "docflow-malloc-"));
  }, 120_000);
  afterAll(() => {
    cli?.remove();
    rmSync(dir, { recursive: true, force: true });
  });

  it("runs with the malloc settings in its environment, as the same process", async () => {
    const child: ChildProcess = spawn(
      process.execPath,
      [cli.bin, "serve", "--port", "0", "--workers", "1", "--data", join(dir, "data")],
      { env: { PATH: process.env.PATH ?? "", HOME: dir }, stdio: ["ignore", "pipe", "pipe"] },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        let out = "";
        child.stdout?.on("data", (chunk) => {
          out += chunk;
          if (/"url":"http:/.test(out)) resolve();
        });
        child.once("exit", (code) => reject(new Error(`docflow serve exited with ${code}: ${out}`)));
      });
      // The pid spawn returned is the server's: re-executing kept it.
      const environ = readFileSync(`/proc/${child.pid}/environ`, "utf8").split("\0");
      for (const [name, value] of Object.entries(MALLOC_SETTINGS))
        expect(environ).toContain(`${name}=${value}`);
    } finally {
      child.kill("SIGTERM");
    }
  });
});
