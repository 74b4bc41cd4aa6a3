import { readFile } from "node:fs/promises";
import { configDefaults, defineConfig } from "vitest/config";
import { missingTestServices, requireUnlessLocal, testServiceFiles } from "./scripts/test-services.mjs";

const WORKFLOW_PARSER = "@actions/workflow-parser";

// Without the test services (`npm run test-services`), the test files that need them are left out with a
// note; under CI (which must run every test) that is an error.
const missingServices = missingTestServices();
const withoutServices = missingServices.length > 0 ? testServiceFiles(missingServices) : [];
if (missingServices.length > 0) console.warn(requireUnlessLocal(missingServices, withoutServices));

export default defineConfig({
  plugins: [
    {
      // The parser ships source maps that point at sources it does not ship: once inlined (below), Vite
      // would print a warning for each of its modules. Loading them without the map comment avoids that.
      name: "workflow-parser-without-source-maps",
      enforce: "pre",
      async load(id) {
        const file = id.split("?")[0] as string;
        if (!file.includes(`/node_modules/${WORKFLOW_PARSER}/`) || !file.endsWith(".js")) return null;
        const code = await readFile(file, "utf8");
        return { code: code.replace(/^\/\/# sourceMappingURL=.*$/gm, ""), map: null };
      },
    },
  ],
  test: {
    include: ["__tests__/**/*.test.ts"],
    exclude: [...configDefaults.exclude, ...withoutServices],
    // Builds the bundles from the sources once per run; the tests that run bundles run that build.
    globalSetup: ["__tests__/helpers/build-dist.ts"],
    env: {
      // Tests never reach the npm registry for an OCR model they lack: a missing language is an error.
      // (The tests of fetching set a registry of their own on loopback.)
      DOCFLOW_OCR_FETCH: "off",
    },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    server: {
      deps: {
        // Its ESM build imports JSON without import attributes, which Node refuses; transformed by Vite
        // (which loads JSON itself) it imports as it is, and __tests__/workflows-yaml.test.ts uses it directly.
        inline: [WORKFLOW_PARSER],
      },
    },
  },
});
