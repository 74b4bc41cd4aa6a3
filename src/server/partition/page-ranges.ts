// Large PDFs as page ranges on the partition pool's threads: the pages are counted on a thread, each range
// is partitioned on whichever thread is free, and the ranges are merged (on a thread too) into the
// elements a whole-document run gives, ids and parent_ids included (engine/partition.ts). The Partition
// endpoint uses it when the pool has several threads, so one 600-page PDF keeps all of them busy; the
// workflow runtime uses the three steps apart, as tasks that different processes claim.
import type { PartitionParameters } from "../../contract/partition.js";
import { HttpError } from "../http/errors.js";
import type { PartitionOutcome, TaskOutput } from "./worker.js";
import type { PartitionPool } from "./workers.js";

/**
 * Bytes a PDF page takes at least (a page object, its content stream and its entry in the page tree):
 * a PDF smaller than this times the threshold cannot be over it, and its pages are not counted.
 */
export const MIN_PAGE_BYTES = 200;

export interface RangeFile {
  data: Uint8Array;
  filename: string;
  contentType: string | undefined;
}

/** Whether the bytes may be a PDF of more than `splitPages` pages (the engine decides for sure). */
export function mayBeLargePdf(file: RangeFile, splitPages: number): boolean {
  if (splitPages <= 0 || file.data.byteLength < splitPages * MIN_PAGE_BYTES) return false;
  const head = Buffer.from(file.data.buffer, file.data.byteOffset, Math.min(1024, file.data.byteLength));
  return head.includes("%PDF-") || /\.pdf(\.gz)?$/i.test(file.filename);
}

/** First and last page of each range of at most `size` pages. */
export function pageRanges(pages: number, size: number): { first: number; last: number }[] {
  const ranges: { first: number; last: number }[] = [];
  for (let first = 1; first <= pages; first += size)
    ranges.push({ first, last: Math.min(pages, first + size - 1) });
  return ranges;
}

function failed(outcome: PartitionOutcome): never {
  if (outcome.ok) throw new Error("unreachable");
  throw new HttpError(outcome.status, outcome.detail);
}

/** The PDF's pages, or undefined when the engine would not read it page by page. */
export async function countPages(
  pool: PartitionPool,
  file: RangeFile,
  params: PartitionParameters,
  signal: AbortSignal,
): Promise<number | undefined> {
  const outcome = await pool.run(
    { ...file, data: new Uint8Array(file.data), params, output: "elements", ranges: { kind: "count" } },
    signal,
  );
  return outcome.ok ? outcome.pages : undefined;
}

/** One range's drafts (opaque bytes for the merge). Engine failures come back as HttpErrors. */
export async function partitionRange(
  pool: PartitionPool,
  file: RangeFile,
  params: PartitionParameters,
  range: { first: number; last: number },
  signal: AbortSignal,
  client = "",
): Promise<Uint8Array> {
  const outcome = await pool.run(
    {
      ...file,
      data: new Uint8Array(file.data),
      params,
      output: "elements",
      ranges: { kind: "range", ...range },
    },
    signal,
    client,
  );
  if (!outcome.ok) failed(outcome);
  return outcome.part ?? new Uint8Array(0);
}

/** The ranges merged, answered as the whole file would be. */
export function mergeRanges(
  pool: PartitionPool,
  file: Omit<RangeFile, "data">,
  params: PartitionParameters,
  parts: Uint8Array[],
  output: TaskOutput,
  signal: AbortSignal,
  client = "",
): Promise<PartitionOutcome> {
  return pool.run(
    { ...file, data: new Uint8Array(0), params, output, ranges: { kind: "merge", parts } },
    signal,
    client,
  );
}

/**
 * One uploaded file through the pool: whole, or, when it is a PDF of more than `splitPages` pages and the
 * pool has several threads, as page ranges over them, at most as many in flight as there are threads.
 * The thread that would partition a PDF whole counts its pages first and hands a large one back, so a
 * small PDF costs no extra round trip. `client` is whom the pool's fair queue counts the work against.
 */
export async function partitionFile(
  pool: PartitionPool,
  file: RangeFile,
  params: PartitionParameters,
  output: TaskOutput,
  splitPages: number,
  signal: AbortSignal,
  client = "",
): Promise<PartitionOutcome> {
  if (pool.stats.workers < 2 || !mayBeLargePdf(file, splitPages)) {
    return pool.run({ ...file, params, output }, signal, client);
  }
  // A copy goes to the thread: the bytes are needed again for the ranges.
  const whole = await pool.run(
    { ...file, data: new Uint8Array(file.data), params, output, splitAbove: splitPages },
    signal,
    client,
  );
  if (!whole.ok || !whole.split || whole.pages === undefined) return whole;
  const ranges = pageRanges(whole.pages, splitPages);
  const parts: Uint8Array[] = new Array(ranges.length);
  let next = 0;
  let failure = false;
  const lane = async () => {
    while (next < ranges.length && !failure) {
      const index = next++;
      const range = ranges[index] as { first: number; last: number };
      try {
        parts[index] = await partitionRange(pool, file, params, range, signal, client);
      } catch (error) {
        failure = true;
        throw error;
      }
    }
  };
  // A range's failure (an HttpError, as the whole file's would be) is the file's.
  await Promise.all(Array.from({ length: Math.min(pool.stats.workers, ranges.length) }, lane));
  return mergeRanges(pool, file, params, parts, output, signal, client);
}
