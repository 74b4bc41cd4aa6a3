// `npm run typecheck`: tsc over tsconfig.json. Without the test services (scripts/test-services.mjs), the
// test and bench files that import them cannot be checked, so they are left out with a note naming the
// command that installs them; under CI a missing one is an error.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { missingTestServices, ROOT, requireUnlessLocal, testServiceFiles } from "./test-services.mjs";

const tsc = join(ROOT, "node_modules", ".bin", "tsc");
let project = join(ROOT, "tsconfig.json");
const missing = missingTestServices();
if (missing.length > 0) {
  const files = testServiceFiles(missing);
  try {
    console.warn(requireUnlessLocal(missing, files));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  const dir = join(ROOT, "node_modules", ".cache", "docflow-typecheck");
  mkdirSync(dir, { recursive: true });
  const config = JSON.parse(readFileSync(project, "utf8"));
  project = join(dir, "tsconfig.json");
  const inRoot = (path) => join(ROOT, path);
  writeFileSync(
    project,
    JSON.stringify({
      extends: join(ROOT, "tsconfig.json"),
      include: config.include.map(inRoot),
      exclude: files.map(inRoot),
    }),
  );
}
const result = spawnSync(tsc, ["--noEmit", "-p", project, ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
