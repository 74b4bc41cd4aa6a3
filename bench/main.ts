// `npm run bench`: every benchmark, one line per case, each a ratio measured side by side in one run.
// Benchmarks report; they never fail on time. Name cases as arguments to run only those families.
import { runAbuseBench } from "./abuse.bench.js";
import { runChunkingBench, runChunkingWholeBench } from "./chunking.bench.js";
import { runDocxBench } from "./docx.bench.js";
import { HEADER } from "./measure.js";
import { runMemoryBench } from "./memory.bench.js";
import { runOcrBench } from "./ocr.bench.js";
import { runOcrAgreementBench } from "./ocr-agreement.bench.js";
import { runPdfBench } from "./pdf.bench.js";
import { runPdfAgreementBench } from "./pdf-agreement.bench.js";
import { runServerBench } from "./server.bench.js";
import { runSpeedBench } from "./speed.bench.js";
import { runStructureBench } from "./structure.bench.js";
import { runTextFormatsBench } from "./text-formats.bench.js";
import { runWorkersBench } from "./workers.bench.js";
import { runWorkflowBench } from "./workflow.bench.js";

const BENCHES: Record<string, () => Promise<string[]>> = {
  docx: runDocxBench,
  pdf: runPdfBench,
  "pdf-agreement": runPdfAgreementBench,
  ocr: runOcrBench,
  "ocr-agreement": runOcrAgreementBench,
  text: runTextFormatsBench,
  chunking: runChunkingBench,
  "chunking-whole": runChunkingWholeBench,
  server: runServerBench,
  workflow: runWorkflowBench,
  workers: runWorkersBench,
  memory: runMemoryBench,
  abuse: runAbuseBench,
  speed: runSpeedBench,
  structure: runStructureBench,
};

export async function main(args: string[]): Promise<void> {
  const chosen = args.length > 0 ? args : Object.keys(BENCHES);
  console.log(`node ${process.version}; ratio = anchor time / docflow time (above 1: docflow is faster)`);
  console.log(HEADER);
  for (const name of chosen) {
    const bench = BENCHES[name];
    if (!bench) throw new Error(`Unknown benchmark '${name}'; known: ${Object.keys(BENCHES).join(", ")}`);
    for (const line of await bench()) console.log(line);
  }
}
