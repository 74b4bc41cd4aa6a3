// The partition job, shared by the CLI and the action: validate the parameters once, partition each file
// (with the embedded engine, or a server when an address is given), write one output per file, and
// report per-file results. A file that fails does not stop the others.

import { mkdir, readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { basename, join } from "node:path";
import { fileFromPath } from "../client/files.js";
import { PartitionClient } from "../client/partition.js";
import type { Element } from "../contract/element.js";
import { type PartitionParameters, parsePartitionParameters } from "../contract/partition.js";
import { elementsToCsv } from "../engine/output/csv.js";
import { partition } from "../engine/partition.js";

export type OutputFormat = "application/json" | "text/csv";

export interface PartitionJob {
  /** Files to partition (already expanded). */
  files: readonly string[];
  /** Directory for `<file name>.json|csv`; undefined keeps results in memory only. */
  outDir?: string | undefined;
  /** Form fields as the user wrote them; validated by the contract before any file is read. */
  params: Record<string, unknown>;
  /** A Partition endpoint to use instead of the embedded engine. */
  apiUrl?: string | undefined;
  apiKey?: string | undefined;
  concurrency?: number | undefined;
  onFileDone?: ((result: FileResult, done: number, total: number) => void) | undefined;
}

export interface FileResult {
  file: string;
  ok: boolean;
  elements: number;
  /** Where the output was written. */
  output?: string | undefined;
  error?: string | undefined;
  ms: number;
  /** The elements themselves when no output directory was given. */
  result?: Element[] | undefined;
}

type PartitionOne = (file: string) => Promise<Element[]>;

function embedded(params: PartitionParameters): PartitionOne {
  return async (file) => partition({ data: await readFile(file), filename: basename(file) }, params);
}

function remote(apiUrl: string, apiKey: string | undefined, params: Record<string, unknown>): PartitionOne {
  const client = new PartitionClient({ baseUrl: apiUrl, apiKey });
  return async (file) => client.partition(await fileFromPath(file), params);
}

/** Output file name for an input; inputs with the same base name in different folders get distinct names. */
function outputName(file: string, format: OutputFormat, taken: Set<string>): string {
  const extension = format === "text/csv" ? "csv" : "json";
  let name = `${basename(file)}.${extension}`;
  for (let n = 2; taken.has(name); n++) name = `${basename(file)}.${n}.${extension}`;
  taken.add(name);
  return name;
}

export async function runPartitionJob(job: PartitionJob): Promise<FileResult[]> {
  // Throws ContractValidationError before any file is touched.
  const params = parsePartitionParameters(job.params);
  const format: OutputFormat = params.output_format === "text/csv" ? "text/csv" : "application/json";
  const partitionOne = job.apiUrl ? remote(job.apiUrl, job.apiKey, job.params) : embedded(params);
  const concurrency = Math.max(
    1,
    job.concurrency ?? (job.apiUrl ? availableParallelism() * 2 : availableParallelism()),
  );
  if (job.outDir) await mkdir(job.outDir, { recursive: true });

  const taken = new Set<string>();
  const outputs = job.files.map((file) =>
    job.outDir ? join(job.outDir, outputName(file, format, taken)) : undefined,
  );
  const results: FileResult[] = new Array(job.files.length);
  let next = 0;
  let done = 0;

  const worker = async () => {
    for (let index = next++; index < job.files.length; index = next++) {
      const file = job.files[index] as string;
      const started = performance.now();
      let result: FileResult;
      try {
        const elements = await partitionOne(file);
        const output = outputs[index];
        if (output) {
          const body =
            format === "text/csv" ? elementsToCsv(elements) : `${JSON.stringify(elements, null, 2)}\n`;
          await writeFile(output, body);
        }
        result = {
          file,
          ok: true,
          elements: elements.length,
          output,
          ms: performance.now() - started,
          result: output ? undefined : elements,
        };
      } catch (error) {
        result = {
          file,
          ok: false,
          elements: 0,
          error: error instanceof Error ? error.message : String(error),
          ms: performance.now() - started,
        };
      }
      results[index] = result;
      job.onFileDone?.(result, ++done, job.files.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, job.files.length) }, worker));
  return results;
}
