// The test services: the servers, clients and browsers that some tests and the benchmarks start or drive
// (Azurite, s3rver, PGlite, Playwright's driver, the reference's SDK, Kubernetes' models, autocannon, ...).
// They live in test-services/package.json with their own lockfile, so that a clone's `npm ci` stays small;
// `npm run test-services` installs them there and links each into node_modules/, where Node, Vite, esbuild
// and TypeScript find them as if the root package listed them. Without them, the test files that reach one
// (through __tests__'s own modules) are left out of `npm test` and `npm run typecheck` with a note naming
// the command; with CI set, a missing one is an error, so CI runs every test.
//
//   node scripts/test-services.mjs install   npm ci in test-services/, then the links
//   node scripts/test-services.mjs check     exit 1 with the note when one is missing
//   node scripts/test-services.mjs files     the test and bench files that need them
import { execFileSync } from "node:child_process";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const FOLDER = join(ROOT, "test-services");
export const INSTALL_COMMAND = "npm run test-services";

/** The packages test-services/package.json lists. */
export function testServicePackages() {
  const pkg = JSON.parse(readFileSync(join(FOLDER, "package.json"), "utf8"));
  return Object.keys(pkg.dependencies ?? {});
}

/** The packages not reachable from the root's node_modules (none once `npm run test-services` ran). */
export function missingTestServices() {
  return testServicePackages().filter(
    (name) => !existsSync(join(ROOT, "node_modules", name, "package.json")),
  );
}

/** One line for a report: what is missing, what it leaves out, and the command that installs it. */
export function missingNote(missing, files) {
  return (
    `test services not installed (${missing.join(", ")}): ${files.length} test and bench files that need them ` +
    `are left out; \`${INSTALL_COMMAND}\` installs them (about 250 MB, in test-services/)`
  );
}

/** Throws under CI (which must run every test), else returns the note. */
export function requireUnlessLocal(missing, files) {
  const note = missingNote(missing, files);
  if (process.env.CI) throw new Error(`${note}. CI runs every test: install them first (.ci/run does).`);
  return note;
}

const sourceFile = /\.(ts|mts|js|mjs)$/;
const anyImport = /(?:from|import|require(?:\.resolve)?)\s*\(?\s*["']([^"']+)["']/g;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "fixtures" || name === "node_modules" ? [] : walk(path);
    return sourceFile.test(name) ? [path] : [];
  });
}

/** The files of __tests__/ and bench/ that import a test service, directly or through their own modules. */
export function testServiceFiles(packages = testServicePackages()) {
  const files = [...walk(join(ROOT, "__tests__")), ...walk(join(ROOT, "bench"))];
  const known = new Set(files);
  const source = new Map(files.map((file) => [file, readFileSync(file, "utf8")]));
  const isService = (spec) => packages.some((name) => spec === name || spec.startsWith(`${name}/`));
  const needs = new Map();
  const reaches = (file, seen = new Set()) => {
    if (needs.has(file)) return needs.get(file);
    if (seen.has(file)) return false;
    seen.add(file);
    let result = false;
    for (const [, spec] of source.get(file).matchAll(anyImport)) {
      if (isService(spec)) result = true;
      else if (spec.startsWith(".")) {
        const target = resolve(dirname(file), spec);
        for (const candidate of [target, target.replace(/\.js$/, ".ts"), `${target}.ts`]) {
          if (known.has(candidate) && reaches(candidate, seen)) result = true;
        }
      }
      if (result) break;
    }
    needs.set(file, result);
    return result;
  };
  return files
    .filter((file) => reaches(file))
    .map((file) => relative(ROOT, file))
    .sort();
}

/** npm ci in test-services/, then node_modules/<name> -> ../test-services/node_modules/<name> for each. */
function install() {
  execFileSync("npm", ["ci", "--no-audit", "--no-fund", "--fetch-retries=4"], {
    cwd: FOLDER,
    stdio: "inherit",
  });
  for (const name of testServicePackages()) {
    const link = join(ROOT, "node_modules", name);
    const target = join(FOLDER, "node_modules", name);
    if (existsSync(link) || isLink(link)) {
      // An install from before the split, or a root dependency of the same name.
      if (!isLink(link)) {
        throw new Error(
          `${relative(ROOT, link)} is a package of the root's install, not a link: run \`npm ci\` at the root, then this again`,
        );
      }
      rmSync(link);
    }
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(relative(dirname(link), target), link, "dir");
  }
  console.log(`test services linked into node_modules/: ${testServicePackages().join(", ")}`);
}

function isLink(path) {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  if (command === "install") install();
  else if (command === "files") process.stdout.write(`${testServiceFiles().join("\n")}\n`);
  else if (command === "check") {
    const missing = missingTestServices();
    if (missing.length > 0) {
      console.error(missingNote(missing, testServiceFiles(missing)));
      process.exit(1);
    }
  } else {
    console.error("usage: node scripts/test-services.mjs install | check | files");
    process.exit(2);
  }
}
