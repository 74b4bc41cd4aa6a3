// Writes the settings table of docs/server.md anew from the settings table of `docflow serve`
// (src/server/settings/table.ts), between its markers. `--check` writes nothing and exits 1 when the
// document is out of date (__tests__/server/settings-table.test.ts checks the same in the test run).
// Usage: node scripts/settings-docs.mjs [--check]
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { build } from "esbuild";

const root = resolve(import.meta.dirname, "..");
const doc = resolve(root, "docs", "server.md");

// The table is TypeScript that imports with .js names: esbuild bundles it into one module, loaded from memory.
const bundle = await build({
  entryPoints: [resolve(root, "src", "server", "settings", "describe.ts")],
  bundle: true,
  write: false,
  format: "esm",
  platform: "node",
  logLevel: "error",
});
const code = bundle.outputFiles[0].text;
const { withSettingsTable } = await import(
  `data:text/javascript;base64,${Buffer.from(code).toString("base64")}`
);

const before = readFileSync(doc, "utf8");
const after = withSettingsTable(before);
if (process.argv.includes("--check")) {
  if (after !== before) {
    console.error("docs/server.md: the settings table is out of date; run node scripts/settings-docs.mjs");
    process.exit(1);
  }
} else if (after !== before) {
  writeFileSync(doc, after);
  console.log("docs/server.md: settings table written");
} else {
  console.log("docs/server.md: settings table already current");
}
