// The CLI bundle built from the sources, for tests that must run what users run (dist/cli.js through
// bin/docflow.cjs) without relying on the committed dist/, which may lag behind the sources. Built into
// node_modules/.cache/, where the packages left outside the bundle resolve as they do for dist/.
import { spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { cpSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./action-runner.js";

export interface BuiltCli {
  /** The folder holding dist/ and bin/, as the package lays them out. */
  dir: string;
  /** bin/docflow.cjs, the command users run. */
  bin: string;
  remove(): void;
}

/** Builds dist/ from the sources into a folder of its own (about ten seconds). */
export function buildCli(): BuiltCli {
  const dir = join(ROOT, "node_modules", ".cache", `docflow-cli-${randomUUID()}`);
  mkdirSync(dir, { recursive: true });
  const build = spawnSync(process.execPath, [join(ROOT, "scripts/build.mjs"), join(dir, "dist")], {
    cwd: ROOT,
    encoding: "utf8",
  });
  if (build.status !== 0) throw new Error(`build failed: ${build.stderr}`);
  cpSync(join(ROOT, "bin"), join(dir, "bin"), { recursive: true });
  return {
    dir,
    bin: join(dir, "bin", "docflow.cjs"),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node <bin> <args>` (or `<bin> <args>`) to its end with only PATH, HOME and `env` in its environment. */
export function runCli(
  bin: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string>; node?: string; direct?: boolean } = {},
): Promise<CliRun> {
  // `direct` runs the file itself, by its shebang, as a shell runs an installed command.
  const [command, commandArgs] = options.direct
    ? [bin, args]
    : [options.node ?? process.execPath, [bin, ...args]];
  const child = spawn(command, commandArgs, {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...options.env },
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
