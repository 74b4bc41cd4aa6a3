// The server image's /opt/docflow, built the one way both by the Dockerfile and by the size estimate
// (images cannot be built where the tests run):
//
//   node scripts/image.mjs install <dir> <docflow tarball> [--cpu x64|arm64]
//       <dir> becomes a project holding docflow and every connector's SDK (the optional peers), production
//       dependencies only, without the type declarations and source maps nothing reads at run time.
//   node scripts/image.mjs estimate
//       packs docflow, installs it as above for amd64 and arm64 into temporary folders and prints the
//       image's size: the base layer, the Node.js binary the final stage copies, and /opt/docflow.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";

const ROOT = resolve(import.meta.dirname, "..");

/**
 * debian:bookworm-slim, the final stage's base, as Docker Hub lists it uncompressed (about 75 MB on
 * amd64 and arm64): not measured here, where no image can be pulled.
 */
export const BASE_MB = 75;

const npm = (args, cwd) =>
  execFileSync("npm", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });

/** Files no code loads at run time: TypeScript declarations and source maps (about 70 MB of them). */
function prune(dir) {
  let removed = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(d\.[cm]?ts|map)$/.test(entry.name)) continue;
    unlinkSync(join(entry.parentPath, entry.name));
    removed++;
  }
  return removed;
}

/** The connectors' SDKs at the versions package.json names (each connector's `sdk` in src/contract/connector-configs.ts). */
function connectorPackages() {
  const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
  return Object.entries(pkg.peerDependencies ?? {}).map(([name, range]) => `${name}@${range}`);
}

export function installImage(dir, tarball, { cpu } = {}) {
  writeFileSync(join(dir, "package.json"), '{ "name": "docflow-image", "private": true }\n');
  // --omit=peer: peers nothing here needs (typescript for @qdrant/js-client-rest's types, mongodb's
  // optional cloud-auth helpers) stay out; the connectors' SDKs are named, so they are dependencies here.
  npm(
    [
      "install",
      "--omit=dev",
      "--omit=peer",
      "--no-audit",
      "--no-fund",
      "--loglevel=error",
      ...(cpu ? ["--os=linux", `--cpu=${cpu}`] : []),
      resolve(tarball),
      ...connectorPackages(),
    ],
    dir,
  );
  return prune(join(dir, "node_modules"));
}

const megabytes = (dir) => Number(execFileSync("du", ["-sm", dir], { encoding: "utf8" }).split("\t")[0]);

/** The size of the Node.js binary of that CPU, from the npm package of Node's own release build. */
function nodeBinaryMb(cpu, work) {
  const name = `node-linux-${cpu}@${process.versions.node}`;
  const tarball = npm(["pack", name, "--silent", "--pack-destination", work], work).trim().split("\n").at(-1);
  const listing = execFileSync("tar", ["tvzf", join(work, tarball)], { encoding: "utf8" });
  const line = listing.split("\n").find((row) => row.endsWith(" package/bin/node"));
  return Math.round(Number(line?.trim().split(/\s+/)[2]) / 1e6);
}

function estimate() {
  const work = mkdtempSync(join(tmpdir(), "docflow-image-"));
  try {
    execFileSync(process.execPath, [join(ROOT, "scripts", "package.mjs"), join(work, "stage")], {
      stdio: "ignore",
    });
    const tarball = npm(["pack", join(work, "stage"), "--loglevel=error", "--pack-destination", work], work)
      .trim()
      .split("\n")
      .at(-1);
    const rows = [];
    for (const [platform, cpu] of [
      ["linux/amd64", "x64"],
      ["linux/arm64", "arm64"],
    ]) {
      const dir = join(work, cpu);
      execFileSync("mkdir", ["-p", dir]);
      installImage(dir, join(work, tarball), { cpu });
      const app = megabytes(dir);
      const node = nodeBinaryMb(cpu, work);
      rows.push({ platform, base: BASE_MB, node, app, total: BASE_MB + node + app });
    }
    process.stdout.write("platform     base (debian:bookworm-slim)  node binary  /opt/docflow  total\n");
    for (const row of rows)
      process.stdout.write(
        `${row.platform.padEnd(12)} ${`${row.base} MB`.padEnd(28)} ${`${row.node} MB`.padEnd(12)} ${`${row.app} MB`.padEnd(13)} ${row.total} MB\n`,
      );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const { positionals, values } = parseArgs({ options: { cpu: { type: "string" } }, allowPositionals: true });
  const [command, dir, tarball] = positionals;
  if (command === "install" && dir && tarball) {
    const removed = installImage(resolve(dir), tarball, { cpu: values.cpu });
    process.stdout.write(
      `${resolve(dir)}: docflow and the connectors' SDKs; ${removed} declaration and map files left out\n`,
    );
  } else if (command === "estimate") estimate();
  else {
    process.stderr.write(
      "usage: node scripts/image.mjs install <dir> <docflow tarball> [--cpu x64|arm64]\n       node scripts/image.mjs estimate\n",
    );
    process.exit(2);
  }
}
