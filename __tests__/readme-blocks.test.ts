// Every shell block of the README (and the runnable examples of docs/), pasted as-is: run with bash from a
// fresh copy of the repository, with the npm package installed from its tarball as a user's `npx docflow`
// finds it. A line ending in `# ci: skip (why)` is left out (cloning from GitHub, `npm ci`, which the test
// replaces by linking node_modules). Afterwards the copy has nothing untracked and `npm run lint` passes.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "./helpers/action-runner.js";
import { installGlobally, NODE24_PATH, packPackage } from "./helpers/packed.js";

const PAGES = ["README.md", "docs/workflow-endpoint.md"];
const SKIP = /#\s*ci: skip\b.*$/;

/**
 * The ```sh blocks of a page, without the lines marked `# ci: skip`. A block that clones the repository
 * runs in the clone with nothing installed globally, as a reader's first block does today (no package is
 * published); the others find the package packed from this repository, as after a release.
 */
function shellBlocks(markdown: string): { block: string; inClone: boolean }[] {
  return [...markdown.matchAll(/^```(?:sh|bash|shell)\n([\s\S]*?)^```/gm)].map((match) => {
    const lines = (match[1] as string).split("\n");
    return {
      block: lines.filter((line) => !SKIP.test(line)).join("\n"),
      inClone: lines.some((line) => SKIP.test(line) && /\bgit clone\b/.test(line)),
    };
  });
}

let copy = "";
let env: Record<string, string> = {};
const blocks = PAGES.flatMap((page) =>
  shellBlocks(readFileSync(join(ROOT, page), "utf8")).map(({ block, inClone }, index) => ({
    page,
    index: index + 1,
    block,
    inClone,
  })),
);

beforeAll(() => {
  const work = mkdtempSync(join(tmpdir(), "docflow-readme-"));
  const prefix = installGlobally(packPackage());
  // A fresh copy: the files git knows (and new ones not ignored), in a repository of its own.
  copy = join(work, "docflow");
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], {
    cwd: ROOT,
    encoding: "utf8",
  })
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(ROOT, file), join(copy, file));
  }
  symlinkSync(join(ROOT, "node_modules"), join(copy, "node_modules"));
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", ...args], { cwd: copy });
  git("init", "-q");
  writeFileSync(join(copy, ".git", "info", "exclude"), "/node_modules\n");
  git("add", "-A");
  git("commit", "-qm", "copy");
  // The clone's bundles, built from its sources (the committed ones may lag behind).
  execFileSync(process.execPath, ["scripts/build.mjs"], { cwd: copy, stdio: "ignore" });
  git("add", "-A");
  git("commit", "-qm", "build", "--allow-empty");
  const home = join(work, "home");
  const temp = join(work, "tmp");
  mkdirSync(home);
  mkdirSync(temp);
  env = {
    PATH: `${join(prefix, "bin")}:${NODE24_PATH}`,
    HOME: home,
    TMPDIR: temp,
    npm_config_prefix: prefix,
    npm_config_update_notifier: "false",
    npm_config_cache: process.env.npm_config_cache ?? join(process.env.HOME ?? "", ".npm"),
  };
}, 300_000);

describe("shell blocks of the README and docs/", () => {
  it("are there, and the marked lines are few", () => {
    expect(blocks.length).toBeGreaterThanOrEqual(5);
    const skipped = PAGES.flatMap((page) => readFileSync(join(ROOT, page), "utf8").split("\n")).filter(
      (line) => SKIP.test(line),
    );
    expect(skipped.length).toBeLessThanOrEqual(2);
  });

  it("start with a block that works from a clone today", () => {
    expect(blocks[0]?.page).toBe("README.md");
    expect(blocks[0]?.inClone).toBe(true);
  });

  it.each(blocks)(
    "$page block $index runs as pasted",
    ({ block, inClone }) => {
      const run = spawnSync("bash", ["-e", "-o", "pipefail", "-c", block], {
        cwd: copy,
        // In the clone, PATH has no docflow: npx finds the clone's own (and npm runs it on the clone's Node 24).
        env: inClone ? { ...env, PATH: NODE24_PATH } : env,
        encoding: "utf8",
        timeout: 150_000,
      });
      expect(run.status, `${block}\n--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}`).toBe(0);
    },
    180_000,
  );

  it("leave nothing untracked in the clone, and lint still passes there", () => {
    const status = execFileSync("git", ["status", "--porcelain", "--untracked-files=all"], {
      cwd: copy,
      encoding: "utf8",
    });
    expect(status).toBe("");
    const lint = spawnSync("npm", ["run", "lint"], {
      cwd: copy,
      env: { ...process.env, PATH: NODE24_PATH },
      encoding: "utf8",
    });
    expect(lint.status, lint.stdout + lint.stderr).toBe(0);
  }, 120_000);
});
