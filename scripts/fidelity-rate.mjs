// Prints the pass rate per format of the fidelity tests (__tests__/engine/fidelity), the reference's own
// unit-test assertions ported onto the corpus, from a vitest JSON report:
//   npx vitest run __tests__/engine/fidelity --reporter=json --outputFile=/tmp/fidelity.json
//   node scripts/fidelity-rate.mjs /tmp/fidelity.json
// The format is a test's outermost describe block; tests titled "KNOWN DIFFERENCE: ..." (it.fails) count
// as not passing.
import { readFileSync } from "node:fs";

const report = JSON.parse(readFileSync(process.argv[2] ?? "/tmp/fidelity.json", "utf8"));
const rates = new Map();
for (const file of report.testResults) {
  for (const test of file.assertionResults) {
    if (test.status !== "passed" && test.status !== "failed") continue;
    const format = test.ancestorTitles[0] ?? "?";
    const rate = rates.get(format) ?? { passed: 0, total: 0 };
    rate.total++;
    // A known difference runs as it.fails: "passed" there means the reference's assertion failed.
    if (test.status === "passed" && !test.title.startsWith("KNOWN DIFFERENCE:")) rate.passed++;
    rates.set(format, rate);
  }
}
let passed = 0;
let total = 0;
for (const [format, rate] of [...rates].sort(([a], [b]) => a.localeCompare(b))) {
  passed += rate.passed;
  total += rate.total;
  const percent = ((100 * rate.passed) / rate.total).toFixed(0);
  console.log(
    `${format.padEnd(10)} ${String(rate.passed).padStart(3)}/${String(rate.total).padEnd(3)} ${percent.padStart(4)} %`,
  );
}
console.log(
  `${"overall".padEnd(10)} ${String(passed).padStart(3)}/${String(total).padEnd(3)} ${((100 * passed) / Math.max(total, 1)).toFixed(0).padStart(4)} %`,
);
