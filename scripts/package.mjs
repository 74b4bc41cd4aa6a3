// Stages the npm package `docflow` in a folder, ready for `npm pack` or `npm publish`:
//
//   node scripts/package.mjs <stage dir> [--dist <folder>]
//
// The CLI runs from the bundles (bin/docflow.cjs -> dist/cli.js), which hold every dependency except the
// packages left outside them (scripts/bundling.mjs): sharp's native build, a dependency, and the
// connectors' SDKs, optional peers. So installing docflow fetches a few packages instead of every library
// the sources import. Without --dist the bundles are built from
// the sources into the stage; the release uses --dist dist, the committed bundles it has checked.

import { execFileSync } from "node:child_process";
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { CONNECTOR_SDK_PACKAGES, RUNTIME_PACKAGES } from "./bundling.mjs";

const ROOT = resolve(import.meta.dirname, "..");
/** Files of the package besides the bundles (package.json `files` says the same for a plain `npm pack`). */
const FILES = ["bin", "LICENSE", "README.md", "CHANGELOG.md", "docflow.schema.json"];
/** Bundles of the action only, which the command line never loads. */
const ACTION_ONLY = ["index.js", "post.js"];

/** The dependencies the bundles load from node_modules at run time, at the versions the sources use. */
export function runtimeDependencies(pkg) {
  // sharp is bundled and runs on its WebAssembly build from dist/node_modules anywhere; installed as a
  // dependency, its native build for the user's platform is found first and is faster. The English OCR
  // model is not one: dist/node_modules carries it, and Node finds it there first from the bundles (the
  // package would add 14 MB of models nothing reads). The connectors' vendor SDKs are not dependencies
  // either: they are optional peers (connectorPeers).
  const outside = [...RUNTIME_PACKAGES, "sharp"];
  const wanted = (name) => outside.includes(name);
  return Object.fromEntries(Object.entries(pkg.dependencies ?? {}).filter(([name]) => wanted(name)));
}

/**
 * The connectors' vendor SDKs as optional peer dependencies (the convention of knex's and TypeORM's
 * drivers): `npm i docflow` installs none of them, `npm i docflow mongodb` adds the one a server needs, and
 * a connector whose SDK is missing says which package to install. One list, the connectors' facts
 * (each one's `sdk` in src/contract/connector-configs.ts); package.json repeats it as peerDependencies (optional) and
 * devDependencies (for the tests), at one version each, which this checks.
 */
export function connectorPeers(pkg) {
  const problems = [];
  const peerDependencies = {};
  const peerDependenciesMeta = {};
  for (const name of CONNECTOR_SDK_PACKAGES) {
    const range = pkg.peerDependencies?.[name];
    if (!range) problems.push(`${name} is not in peerDependencies`);
    else if (pkg.devDependencies?.[name] !== range)
      problems.push(
        `${name} is ${range} in peerDependencies but ${pkg.devDependencies?.[name] ?? "missing"} in devDependencies`,
      );
    if (pkg.peerDependenciesMeta?.[name]?.optional !== true)
      problems.push(`${name} is not optional in peerDependenciesMeta`);
    if (pkg.dependencies?.[name]) problems.push(`${name} is in dependencies; it is an optional peer`);
    peerDependencies[name] = range;
    peerDependenciesMeta[name] = { optional: true };
  }
  for (const name of Object.keys(pkg.peerDependencies ?? {}))
    if (!CONNECTOR_SDK_PACKAGES.includes(name))
      problems.push(
        `${name} is a peer dependency but no connector of src/contract/connector-configs.ts needs it`,
      );
  if (problems.length > 0)
    throw new Error(
      `package.json does not match the connectors' SDKs (src/contract/connector-configs.ts; run \`npm run connectors\`): ${problems.join("; ")}`,
    );
  return { peerDependencies, peerDependenciesMeta };
}

/** The package.json published: the repository's, without what only developing docflow needs. */
export function publishedManifest(pkg) {
  const {
    devDependencies,
    scripts,
    allowScripts,
    overrides,
    dependencies,
    peerDependencies,
    peerDependenciesMeta,
    ...rest
  } = pkg;
  return { ...rest, dependencies: runtimeDependencies(pkg), ...connectorPeers(pkg) };
}

export async function stagePackage(stage, { dist } = {}) {
  await rm(stage, { recursive: true, force: true });
  await mkdir(stage, { recursive: true });
  if (dist) await cp(resolve(ROOT, dist), join(stage, "dist"), { recursive: true });
  else
    execFileSync(process.execPath, [join(ROOT, "scripts", "build.mjs"), join(stage, "dist")], {
      cwd: ROOT,
      stdio: "inherit",
    });
  for (const file of ACTION_ONLY) await rm(join(stage, "dist", file), { force: true });
  for (const file of FILES) await cp(join(ROOT, file), join(stage, file), { recursive: true });
  const pkg = JSON.parse(await readFile(join(ROOT, "package.json"), "utf8"));
  await writeFile(join(stage, "package.json"), `${JSON.stringify(publishedManifest(pkg), null, 2)}\n`);
  return stage;
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    options: { dist: { type: "string" } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) {
    process.stderr.write("usage: node scripts/package.mjs <stage dir> [--dist <folder>]\n");
    process.exit(2);
  }
  const stage = await stagePackage(resolve(positionals[0]), { dist: values.dist });
  process.stdout.write(`${stage}\n`);
}
