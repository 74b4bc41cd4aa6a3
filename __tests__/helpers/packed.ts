// The npm package as users get it: staged by scripts/package.mjs (bundles built from the sources), packed
// with `npm pack`, and installed from the tarball with its few runtime dependencies (from npm's cache when
// they are there). Node 24 comes first on PATH, as for a user who has it.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { ROOT } from "./action-runner.js";

/** PATH with this Node (24) first. */
export const NODE24_PATH = `${dirname(process.execPath)}:${process.env.PATH ?? ""}`;

const npm = (args: string[], cwd: string, env: Record<string, string> = {}) =>
  execFileSync("npm", args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, PATH: NODE24_PATH, npm_config_update_notifier: "false", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });

/** Stages and packs the package; returns the tarball's path. */
export function packPackage(): string {
  const work = mkdtempSync(join(tmpdir(), "docflow-pack-"));
  execFileSync(process.execPath, [join(ROOT, "scripts/package.mjs"), join(work, "stage")], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "pipe"],
  });
  npm(["pack", "--pack-destination", work], join(work, "stage"));
  const tarball = readdirSync(work).find((file) => file.endsWith(".tgz"));
  if (!tarball) throw new Error(`npm pack wrote no tarball in ${work}`);
  return join(work, tarball);
}

const INSTALL = ["--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"];

/** Installs the tarball into a new empty project; returns the project's folder. */
export function installIntoProject(tarball: string): string {
  const project = mkdtempSync(join(tmpdir(), "docflow-project-"));
  writeFileSync(join(project, "package.json"), '{ "name": "try-docflow", "private": true }\n');
  npm(["install", ...INSTALL, tarball], project);
  return project;
}

/** Installs the tarball globally under a prefix of its own (as `npm install -g`); returns the prefix. */
export function installGlobally(tarball: string): string {
  const prefix = mkdtempSync(join(tmpdir(), "docflow-prefix-"));
  npm(["install", "--global", "--prefix", prefix, ...INSTALL, tarball], prefix);
  return prefix;
}
