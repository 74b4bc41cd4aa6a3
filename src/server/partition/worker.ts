// The worker thread's side of the partition pool: one task is one uploaded file. It partitions with the
// engine and also renders the answer (JSON or CSV bytes), so the event loop only concatenates buffers.
// The upload arrives as a transferred ArrayBuffer, not a copy. The engine's typed failures come back as
// values (status and detail); anything else is thrown and the server answers 500.
// Bundled on its own as dist/server-worker.js (scripts/build.mjs). It does not import piscina: piscina's
// own worker script loads it, and a second copy of piscina here would not share its private symbols.
import type { Element } from "../../contract/element.js";
import type { PartitionParameters } from "../../contract/partition.js";
import { EngineError, UnsupportedFileTypeError } from "../../engine/core/errors.js";
import type { EngineLimits } from "../../engine/core/types.js";
import { recordOcrEngines } from "../../engine/ocr/engines-used.js";
import { elementsToCsv } from "../../engine/output/csv.js";
import {
  mergePageRanges,
  type PageRangePart,
  pageCount,
  partition,
  partitionPageRange,
} from "../../engine/partition.js";
import { engineErrorStatus } from "../http/engine-status.js";

// The pool already runs one task per core: OCR and PDF page work inside a task must not fan out again.
// (A worker thread's process.env is its own copy, so this does not reach the main thread.)
process.env.DOCFLOW_OCR_WORKERS ??= "1";

/** json / csv: the rendered body of this one file; elements: the elements, for a merged CSV. */
export type TaskOutput = "json" | "csv" | "elements";

export interface PartitionTask {
  data: Uint8Array;
  filename: string;
  contentType: string | undefined;
  params: PartitionParameters;
  output: TaskOutput;
  /** The server's bounds on this file's work (elements, characters, expansion). */
  limits?: Partial<EngineLimits> | undefined;
  /** Set by the pool: where the worker writes when it starts the task, which starts the file's own clock. */
  clock?: TaskClock | undefined;
  /** A large PDF's page-range work instead of the whole file (page-ranges.ts). */
  ranges?: RangeWork | undefined;
  /**
   * A PDF of more pages than this is not partitioned: the answer says `split` (with `pages`), and the
   * caller partitions it as page ranges. Saves smaller PDFs a round trip to count their pages.
   */
  splitAbove?: number | undefined;
}

/**
 * count: the pages of a PDF read page by page (`pages`; undefined for other files); range: the drafts of
 * pages first..last (`part`, JSON); merge: the parts merged into the file's elements, answered as a whole
 * file's (`data` is empty then).
 */
export type RangeWork =
  | { kind: "count" }
  | { kind: "range"; first: number; last: number }
  | { kind: "merge"; parts: Uint8Array[] };

/** A slot of 64-bit integers shared with the pool: the worker stores Date.now() in it as it starts. */
export interface TaskClock {
  startedAt: SharedArrayBuffer;
  slot: number;
}

export interface PartitionSuccess {
  ok: true;
  body: Uint8Array | null;
  elements: Element[] | null;
  count: number;
  filetype: string | undefined;
  pages: number | undefined;
  /** The OCR engines that read the file's images, for the request log; empty when none ran. */
  ocrEngines?: string[];
  /** A page range's drafts (RangeWork range), as JSON. */
  part?: Uint8Array | undefined;
  /** The file is a PDF over `splitAbove` pages, left to be partitioned as page ranges. */
  split?: boolean | undefined;
}

export interface PartitionFailure {
  ok: false;
  status: number;
  detail: string;
  filetype: string | undefined;
}

export type PartitionOutcome = PartitionSuccess | PartitionFailure;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A page count or one page range's drafts. */
async function rangeWork(
  task: PartitionTask,
  work: Exclude<RangeWork, { kind: "merge" }>,
): Promise<PartitionSuccess> {
  const input = { data: task.data, filename: task.filename, contentType: task.contentType };
  const options = { limits: task.limits };
  const base = { ok: true as const, body: null, elements: null, count: 0, filetype: "application/pdf" };
  if (work.kind === "count") {
    const pages = await pageCount(input, task.params, options);
    return { ...base, filetype: pages === undefined ? undefined : base.filetype, pages };
  }
  const part = await partitionPageRange(input, task.params, work.first, work.last, options);
  return {
    ...base,
    pages: part.range.pages,
    count: part.range.drafts.length,
    part: encoder.encode(JSON.stringify(part)),
  };
}

function lastPage(elements: readonly Element[]): number | undefined {
  let pages: number | undefined;
  for (const element of elements) {
    const page = element.metadata.page_number;
    if (typeof page === "number" && (pages === undefined || page > pages)) pages = page;
  }
  return pages;
}

export default async function runPartitionTask(task: PartitionTask): Promise<PartitionOutcome> {
  if (task.clock) {
    Atomics.store(new BigInt64Array(task.clock.startedAt), task.clock.slot, BigInt(Date.now()));
  }
  let elements: Element[];
  let ocrEngines: string[];
  try {
    if (task.ranges && task.ranges.kind !== "merge") return await rangeWork(task, task.ranges);
    if (task.splitAbove !== undefined && task.ranges === undefined) {
      const counted = await rangeWork(task, { kind: "count" }).catch(() => undefined);
      if (counted?.pages !== undefined && counted.pages > task.splitAbove) return { ...counted, split: true };
    }
    const input = { data: task.data, filename: task.filename, contentType: task.contentType };
    const { ranges } = task;
    ({ result: elements, ocrEngines } = await recordOcrEngines(() =>
      ranges?.kind === "merge"
        ? mergePageRanges(
            ranges.parts.map((part) => JSON.parse(decoder.decode(part)) as PageRangePart),
            task.params,
            { limits: task.limits },
          )
        : partition(input, task.params, { limits: task.limits }),
    ));
  } catch (error) {
    if (error instanceof EngineError) {
      return {
        ok: false,
        status: engineErrorStatus(error),
        detail: error.message,
        filetype: error instanceof UnsupportedFileTypeError ? error.mimeType : undefined,
      };
    }
    throw error;
  }
  const first = elements[0]?.metadata.filetype;
  const outcome: PartitionSuccess = {
    ok: true,
    body: null,
    elements: null,
    count: elements.length,
    filetype: typeof first === "string" ? first : undefined,
    pages: lastPage(elements),
    ...(ocrEngines.length > 0 ? { ocrEngines } : {}),
  };
  if (task.output === "elements") {
    outcome.elements = elements;
    return outcome;
  }
  outcome.body = encoder.encode(task.output === "csv" ? elementsToCsv(elements) : JSON.stringify(elements));
  return outcome;
}
