// Prints vitest's JSON report as the plain line CI reads: "N passed, N failed[, N skipped]".
// Exits non-zero when the report is missing or no test ran, so an empty run cannot look green.
import { readFileSync } from "node:fs";

const path = process.argv[2] ?? ".vitest-report.json";
let report;
try {
  report = JSON.parse(readFileSync(path, "utf8"));
} catch (error) {
  console.error(`No test report at ${path}: ${error.message}`);
  console.log("0 passed, 1 failed");
  process.exit(1);
}
const passed = report.numPassedTests ?? 0;
const failed = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTests ?? 0);
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(passed === 0 || failed > 0 ? 1 : 0);
