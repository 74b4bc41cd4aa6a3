// git, run as a program with an argument array: never through a shell, so file names and commit ids
// from an event can never become commands. Commit ids are checked to be hex before they are passed.
import { spawn } from "node:child_process";
import { type DocumentChange, parseNameStatus } from "../modes/partition/changes.js";

export interface GitResult {
  code: number | null;
  stdout: Buffer;
  stderr: string;
}

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/i;

export function isCommitId(value: unknown): value is string {
  return typeof value === "string" && SHA.test(value);
}

export function isZeroCommitId(value: string): boolean {
  return /^0+$/.test(value);
}

export class GitError extends Error {
  constructor(args: readonly string[], result: GitResult) {
    super(
      `git ${args[0] ?? ""} failed (exit ${result.code}): ${result.stderr.trim().split("\n").at(-1) ?? ""}`,
    );
    this.name = "GitError";
  }
}

export class Git {
  readonly cwd: string;
  readonly log: (line: string) => void;

  constructor(cwd: string, log: (line: string) => void = () => {}) {
    this.cwd = cwd;
    this.log = log;
  }

  /** Runs git with these arguments; resolves with the exit code (it does not throw on failure). */
  run(args: readonly string[]): Promise<GitResult> {
    return new Promise((resolve) => {
      const child = spawn("git", args, {
        cwd: this.cwd,
        env: { ...process.env, GIT_TERMINAL_PROMPT: "0", LC_ALL: "C" },
        stdio: ["ignore", "pipe", "pipe"],
        shell: false,
      });
      const out: Buffer[] = [];
      let stderr = "";
      child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
      child.stderr.on("data", (chunk: Buffer) => {
        stderr += chunk.toString("utf8");
      });
      child.on("error", (error) => resolve({ code: -1, stdout: Buffer.alloc(0), stderr: error.message }));
      child.on("close", (code) => resolve({ code, stdout: Buffer.concat(out), stderr }));
    });
  }

  async check(args: readonly string[]): Promise<Buffer> {
    const result = await this.run(args);
    if (result.code !== 0) throw new GitError(args, result);
    return result.stdout;
  }

  async hasCommit(sha: string): Promise<boolean> {
    if (!isCommitId(sha)) return false;
    return (await this.run(["cat-file", "-e", `${sha}^{commit}`])).code === 0;
  }

  async isShallow(): Promise<boolean> {
    const result = await this.run(["rev-parse", "--is-shallow-repository"]);
    return result.stdout.toString("utf8").trim() === "true";
  }

  /** Fetches the commits the checkout lacks (a shallow checkout has only the one it checked out). */
  async ensureCommits(shas: readonly string[], depth = 1): Promise<void> {
    const missing: string[] = [];
    for (const sha of shas) {
      if (!isCommitId(sha)) throw new Error(`Not a commit id: ${JSON.stringify(sha)}`);
      if (!(await this.hasCommit(sha))) missing.push(sha);
    }
    if (missing.length === 0) return;
    this.log(`Fetching ${missing.map((s) => s.slice(0, 12)).join(", ")} (not in the checkout)`);
    await this.check([
      "fetch",
      "--no-tags",
      "--no-recurse-submodules",
      `--depth=${depth}`,
      "origin",
      ...missing,
    ]);
  }

  async mergeBase(a: string, b: string): Promise<string | undefined> {
    const result = await this.run(["merge-base", a, b]);
    return result.code === 0 ? result.stdout.toString("utf8").trim() : undefined;
  }

  /**
   * Makes sure both commits and a common ancestor are present: fetches them if missing, then deepens a
   * shallow history step by step (doubling) until the merge base appears, and as a last resort fetches
   * their whole history.
   */
  async ensureMergeBase(base: string, head: string, initialDepth = 100): Promise<string> {
    await this.ensureCommits([base, head], initialDepth);
    let found = await this.mergeBase(base, head);
    for (
      let depth = initialDepth;
      !found && depth <= initialDepth * 16 && (await this.isShallow());
      depth *= 2
    ) {
      this.log(
        `No common ancestor of ${base.slice(0, 12)} and ${head.slice(0, 12)} yet; deepening by ${depth}`,
      );
      await this.check([
        "fetch",
        "--no-tags",
        "--no-recurse-submodules",
        `--deepen=${depth}`,
        "origin",
        base,
        head,
      ]);
      found = await this.mergeBase(base, head);
    }
    if (!found && (await this.isShallow())) {
      this.log("Fetching the whole history of both commits");
      await this.check([
        "fetch",
        "--no-tags",
        "--no-recurse-submodules",
        "--unshallow",
        "origin",
        base,
        head,
      ]);
      found = await this.mergeBase(base, head);
    }
    if (!found) throw new Error(`${base.slice(0, 12)} and ${head.slice(0, 12)} have no common ancestor`);
    return found;
  }

  /**
   * The files that differ between two commits, renames detected (and reported as delete + add).
   * `threeDot` compares `to` with the merge base of both, as a pull request does.
   */
  async diff(from: string, to: string, threeDot: boolean): Promise<DocumentChange[]> {
    if (!isCommitId(from) || !isCommitId(to)) throw new Error("git diff needs two commit ids");
    const range = threeDot ? [`${from}...${to}`] : [from, to];
    const out = await this.check([
      "-c",
      "core.quotePath=false",
      "diff",
      "--name-status",
      "-z",
      "-M",
      "--no-color",
      "--no-ext-diff",
      ...range,
      "--",
    ]);
    return parseNameStatus(out.toString("utf8"));
  }

  /** A file's content at a commit (`git show <sha>:<path>`), or undefined when it is not there. */
  async show(sha: string, path: string): Promise<Uint8Array | undefined> {
    if (!isCommitId(sha)) throw new Error(`Not a commit id: ${JSON.stringify(sha)}`);
    const spec = `${sha}:${path}`;
    const type = await this.run(["cat-file", "-t", spec]);
    if (type.code !== 0 || type.stdout.toString("utf8").trim() !== "blob") return undefined;
    return this.check(["show", "--no-textconv", spec]);
  }
}
