// The split between a clone's `npm ci` and the test services (test-services/, scripts/test-services.mjs):
// each test service is used, none is also a root dependency, and the files left out without them are the
// ones that import one, directly or through __tests__'s own modules.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { testServiceFiles, testServicePackages } from "../../scripts/test-services.mjs";
import { ROOT } from "../helpers/action-runner.js";

const json = (path: string) => JSON.parse(readFileSync(join(ROOT, path), "utf8"));

describe("test services", () => {
  const packages = testServicePackages();

  it("are listed in test-services/package.json and locked there, never in the root package", () => {
    expect(packages).toContain("azurite");
    const root = json("package.json");
    const rootLock = json("package-lock.json");
    const lock = json("test-services/package-lock.json");
    for (const name of packages) {
      expect(root.dependencies?.[name], name).toBeUndefined();
      expect(root.devDependencies?.[name], name).toBeUndefined();
      // A root package of the same name would sit where the link goes (scripts/test-services.mjs refuses).
      expect(rootLock.packages[`node_modules/${name}`], name).toBeUndefined();
      expect(lock.packages[`node_modules/${name}`]?.version, name).toEqual(expect.any(String));
    }
  });

  it("are each imported by a test or a benchmark", () => {
    for (const name of packages) expect(testServiceFiles([name]), name).not.toEqual([]);
  });

  it("leave out the files that import one, and those that import such a file", () => {
    const files = testServiceFiles();
    // Directly: s3rver in the S3 helper, Playwright's driver in a PDF test, autocannon in a benchmark.
    expect(files).toEqual(
      expect.arrayContaining([
        "__tests__/helpers/s3.ts",
        "__tests__/engine/formats/pdf-tables.test.ts",
        "bench/memory.bench.ts",
      ]),
    );
    // Through the helper.
    expect(files).toContain("__tests__/workflows/connectors/s3.test.ts");
    expect(files).not.toContain("__tests__/engine/formats/csv.test.ts");
    expect(files).not.toContain("__tests__/package/test-services.test.ts");
    expect(testServiceFiles(["mammoth"])).toEqual(["bench/docx.bench.ts", "bench/main.ts"]);
  });
});
