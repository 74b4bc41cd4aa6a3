// Runs a bundled entry point the way the GitHub Actions runner does: inputs as INPUT_* variables (with
// action.yml's defaults filled in, which only the runner does), file commands in temp files, and the event
// payload in GITHUB_EVENT_PATH. Nothing of @actions/core is mocked: the real bundle runs in a subprocess.
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { isAbsolute, join } from "node:path";
import { parse as parseYaml } from "yaml";
import { bundlePath } from "./dist.js";

export const ROOT = new URL("../../", import.meta.url).pathname;

export interface ActionRun {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  state: Record<string, string>;
}

export interface ActionRunOptions {
  inputs?: Record<string, string>;
  /** Defaults from action.yml are applied unless this is false. */
  applyDefaults?: boolean;
  eventName?: string;
  event?: unknown;
  /** Values saved by a main step, for running the post step. */
  state?: Record<string, string>;
  env?: Record<string, string>;
  /** Working directory of the step (the runner uses the workspace); default a temp directory. */
  cwd?: string;
  timeoutMs?: number;
}

interface ActionYml {
  inputs: Record<string, { default?: string; required?: boolean }>;
}

export async function actionDefaults(): Promise<Record<string, string>> {
  const yml = parseYaml(await readFile(join(ROOT, "action.yml"), "utf8")) as ActionYml;
  const defaults: Record<string, string> = {};
  for (const [name, spec] of Object.entries(yml.inputs)) {
    // `${{ github.token }}` and other expressions are the runner's to evaluate; here they are empty.
    if (spec.default !== undefined)
      defaults[name] = String(spec.default).includes("${{") ? "" : String(spec.default);
  }
  return defaults;
}

/** Parses the `name<<delimiter` / `name=value` file-command format of GITHUB_OUTPUT and GITHUB_STATE. */
export function parseFileCommands(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delimiter] = heredoc as unknown as [string, string, string];
      const body: string[] = [];
      for (i++; i < lines.length && lines[i] !== delimiter; i++) body.push(lines[i] ?? "");
      values[name] = body.join("\n");
    } else if (line.includes("=")) {
      values[line.slice(0, line.indexOf("="))] = line.slice(line.indexOf("=") + 1);
    }
  }
  return values;
}

export async function runBundle(entry: string, options: ActionRunOptions = {}): Promise<ActionRun> {
  const dir = await mkdtemp(join(tmpdir(), "docflow-action-"));
  try {
    const files = {
      GITHUB_OUTPUT: join(dir, "output"),
      GITHUB_STEP_SUMMARY: join(dir, "summary"),
      GITHUB_STATE: join(dir, "state"),
      GITHUB_ENV: join(dir, "env"),
      GITHUB_PATH: join(dir, "path"),
      GITHUB_EVENT_PATH: join(dir, "event.json"),
    };
    for (const file of Object.values(files)) await writeFile(file, "");
    await writeFile(files.GITHUB_EVENT_PATH, JSON.stringify(options.event ?? {}));

    const inputs = { ...(options.applyDefaults === false ? {} : await actionDefaults()), ...options.inputs };
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? dir,
      ...files,
      GITHUB_ACTIONS: "true",
      CI: "true",
      GITHUB_EVENT_NAME: options.eventName ?? "workflow_dispatch",
      GITHUB_REPOSITORY: "octo-org/docs",
      GITHUB_SHA: "0123456789abcdef0123456789abcdef01234567",
      GITHUB_REF: "refs/heads/main",
      GITHUB_WORKSPACE: dir,
      GITHUB_SERVER_URL: "https://github.com",
      GITHUB_API_URL: "http://127.0.0.1:9",
      GITHUB_RUN_ID: "1",
      GITHUB_RUN_NUMBER: "1",
      GITHUB_WORKFLOW: "docflow",
      RUNNER_TEMP: dir,
      ...options.env,
    };
    // The runner keeps hyphens in input names: INPUT_API-KEY, not INPUT_API_KEY.
    for (const [name, value] of Object.entries(inputs))
      env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] = value;
    for (const [name, value] of Object.entries(options.state ?? {})) env[`STATE_${name}`] = value;

    // An absolute path runs that file (a copy of the action elsewhere); "dist/..." the build under test.
    const script = isAbsolute(entry) ? entry : bundlePath(entry);
    const child = spawn(process.execPath, [script], {
      cwd: options.cwd ?? dir,
      env,
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
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 30_000);
    const exitCode = await new Promise<number | null>((resolve) => child.on("close", resolve));
    clearTimeout(timer);

    return {
      exitCode,
      stdout,
      stderr,
      outputs: parseFileCommands(await readFile(files.GITHUB_OUTPUT, "utf8")),
      summary: await readFile(files.GITHUB_STEP_SUMMARY, "utf8"),
      state: parseFileCommands(await readFile(files.GITHUB_STATE, "utf8")),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
