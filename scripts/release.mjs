// The release workflow's logic (.github/workflows/release.yml), as commands that also run locally:
//
//   node scripts/release.mjs check <tag>   the tag is vX.Y.Z of package.json's version, CHANGELOG.md has its
//                                          section, and dist/ is what the sources build
//   node scripts/release.mjs notes <tag>   the release notes: that version's CHANGELOG.md section
//   node scripts/release.mjs major <tag>   the major tag the release moves (v1.2.3 -> v1)
//   node scripts/release.mjs dry-run <tag> all of the above, then what the workflow would run, without running it
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");
const TAG = /^v(\d+)\.(\d+)\.(\d+)$/;

function fail(message) {
  process.stderr.write(`release: ${message}\n`);
  process.exit(1);
}

export function parseTag(tag) {
  const match = TAG.exec(tag ?? "");
  if (!match) fail(`the tag must be vX.Y.Z (such as v1.2.3); got '${tag ?? ""}'`);
  return { version: tag.slice(1), major: `v${match[1]}` };
}

/** The section of CHANGELOG.md headed `## [<version>]`, without its heading. */
export function releaseNotes(changelog, version) {
  const lines = changelog.split("\n");
  const start = lines.findIndex((line) => line.startsWith(`## [${version}]`));
  if (start < 0) return undefined;
  const end = lines.findIndex((line, index) => index > start && /^## \[/.test(line));
  return lines
    .slice(start + 1, end < 0 ? undefined : end)
    .filter((line) => !/^\[[^\]]+\]: /.test(line))
    .join("\n")
    .trim();
}

function filesOf(dir) {
  return readdirSync(dir, { recursive: true })
    .filter((file) => statSync(join(dir, file)).isFile())
    .map((file) => relative(dir, join(dir, file)))
    .sort();
}

/** Files that differ between the committed dist/ and a fresh build of the sources. */
export function distDifferences() {
  const fresh = mkdtempSync(join(tmpdir(), "docflow-release-dist-"));
  try {
    execFileSync(process.execPath, [join(ROOT, "scripts/build.mjs"), fresh], { cwd: ROOT, stdio: "ignore" });
    const committed = join(ROOT, "dist");
    const names = new Set([...filesOf(committed), ...filesOf(fresh)]);
    return [...names].filter((name) => {
      try {
        return !readFileSync(join(committed, name)).equals(readFileSync(join(fresh, name)));
      } catch {
        return true;
      }
    });
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
}

function check(tag) {
  const { version } = parseTag(tag);
  const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
  if (pkg.version !== version) fail(`${tag} does not match package.json's version ${pkg.version}`);
  const notes = releaseNotes(readFileSync(join(ROOT, "CHANGELOG.md"), "utf8"), version);
  if (!notes) fail(`CHANGELOG.md has no section '## [${version}]' to take the release notes from`);
  const stale = distDifferences();
  if (stale.length > 0)
    fail(
      `dist/ is not what the sources build (${stale.slice(0, 5).join(", ")}${stale.length > 5 ? ", …" : ""}): run npm run build and commit dist/`,
    );
  process.stdout.write(
    `${tag}: package.json ${version}, CHANGELOG.md section of ${notes.split("\n").length} lines, dist/ current\n`,
  );
}

const [command, tag] = process.argv.slice(2);
if (import.meta.main) {
  switch (command) {
    case "check":
      check(tag);
      break;
    case "notes": {
      const notes = releaseNotes(readFileSync(join(ROOT, "CHANGELOG.md"), "utf8"), parseTag(tag).version);
      if (!notes) fail(`CHANGELOG.md has no section for ${tag}`);
      process.stdout.write(`${notes}\n`);
      break;
    }
    case "major":
      process.stdout.write(`${parseTag(tag).major}\n`);
      break;
    case "dry-run": {
      check(tag);
      const { major, version } = parseTag(tag);
      const notes = releaseNotes(readFileSync(join(ROOT, "CHANGELOG.md"), "utf8"), version);
      process.stdout.write(
        [
          `would point the major tag ${major} at ${tag}'s commit: gh api --method PATCH repos/<repo>/git/refs/tags/${major} (or POST git/refs when it is new)`,
          `would create the GitHub release: gh release create ${tag} --verify-tag --notes-file <these notes>`,
          ...notes.split("\n").map((line) => `  | ${line}`),
          `would publish docflow@${version}: node scripts/package.mjs <stage> --dist dist, then npm publish --provenance --access public in <stage>`,
          "",
        ].join("\n"),
      );
      break;
    }
    default:
      fail("usage: node scripts/release.mjs check|notes|major|dry-run <vX.Y.Z>");
  }
}
