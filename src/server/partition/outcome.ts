// One file's answer as the Partition endpoint gives it: the engine's elements rendered (JSON or CSV bytes,
// or the elements for a merged CSV), or the engine's typed failure as a status and detail. The pool's
// workers and strategy=vlm (which runs where the model providers are) both answer through it.
import type { Element } from "../../contract/element.js";
import type { PartitionParameters } from "../../contract/partition.js";
import { EngineError, LimitExceededError, UnsupportedFileTypeError } from "../../engine/core/errors.js";
import type { EngineLimits } from "../../engine/core/types.js";
import { recordOcrEngines } from "../../engine/ocr/engines-used.js";
import { elementsToCsv } from "../../engine/output/csv.js";
import { type EngineOptions, partition } from "../../engine/partition.js";
import { engineErrorStatus } from "../http/engine-status.js";

/** json / csv: the rendered body of this one file; elements: the elements, for a merged CSV. */
export type TaskOutput = "json" | "csv" | "elements";

/** One uploaded file, its parameters and the form of its answer. */
export interface PartitionFile {
  data: Uint8Array;
  filename: string;
  contentType: string | undefined;
  params: PartitionParameters;
  output: TaskOutput;
  /** The server's bounds on this file's work (elements, characters, expansion). */
  limits?: Partial<EngineLimits> | undefined;
  /**
   * Set by the pool for a file in its cheap lane: the bounds of that lane. A file past them is handed back
   * (`reroute`) for the expensive lane, with its bytes, instead of being refused.
   */
  lightLimits?: Pick<EngineLimits, "maxPages" | "maxUncompressedBytes"> | undefined;
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
  /** A page range's drafts (worker.ts RangeWork range), as JSON. */
  part?: Uint8Array | undefined;
  /** The file is a PDF over the task's `splitAbove` pages, left to be partitioned as page ranges. */
  split?: boolean | undefined;
}

export interface PartitionFailure {
  ok: false;
  status: number;
  detail: string;
  filetype: string | undefined;
  /** The file is expensive after all: its bytes, for the pool to run it again in the expensive lane. */
  reroute?: Uint8Array | undefined;
}

/** The limits whose refusal in the cheap lane means "expensive", not "refused" (lightLimits). */
const LIGHT_LIMITS = /\(limit (max-pages|max-expanded-mb)\)$/;

export type PartitionOutcome = PartitionSuccess | PartitionFailure;

const encoder = new TextEncoder();

function lastPage(elements: readonly Element[]): number | undefined {
  let pages: number | undefined;
  for (const element of elements) {
    const page = element.metadata.page_number;
    if (typeof page === "number" && (pages === undefined || page > pages)) pages = page;
  }
  return pages;
}

/** The engine's typed failure as the endpoint answers it; undefined for anything else (a 500). */
export function engineFailure(error: unknown): PartitionFailure | undefined {
  if (!(error instanceof EngineError)) return undefined;
  return {
    ok: false,
    status: engineErrorStatus(error),
    detail: error.message,
    filetype: error instanceof UnsupportedFileTypeError ? error.mimeType : undefined,
  };
}

/** Partitions one file with the engine and renders its answer; other engine options (a page reader) pass on. */
export function partitionFile(
  file: PartitionFile,
  options: Omit<EngineOptions, "limits"> = {},
): Promise<PartitionOutcome> {
  return renderOutcome(file, (limits) =>
    partition({ data: file.data, filename: file.filename, contentType: file.contentType }, file.params, {
      ...options,
      limits,
    }),
  );
}

/** The elements `produce` gives under the file's limits, rendered as the file's answer. */
export async function renderOutcome(
  file: PartitionFile,
  produce: (limits: Partial<EngineLimits> | undefined) => Promise<Element[]>,
): Promise<PartitionOutcome> {
  let elements: Element[];
  let ocrEngines: string[];
  const light = file.lightLimits;
  const limits = light
    ? {
        ...file.limits,
        maxPages: Math.min(file.limits?.maxPages ?? light.maxPages, light.maxPages),
        maxUncompressedBytes: Math.min(
          file.limits?.maxUncompressedBytes ?? light.maxUncompressedBytes,
          light.maxUncompressedBytes,
        ),
      }
    : file.limits;
  try {
    ({ result: elements, ocrEngines } = await recordOcrEngines(() => produce(limits)));
  } catch (error) {
    if (light && error instanceof LimitExceededError && LIGHT_LIMITS.test(error.message)) {
      return { ok: false, status: 422, detail: error.message, filetype: undefined, reroute: file.data };
    }
    const failure = engineFailure(error);
    if (failure) return failure;
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
  if (file.output === "elements") {
    outcome.elements = elements;
    return outcome;
  }
  outcome.body = encoder.encode(file.output === "csv" ? elementsToCsv(elements) : JSON.stringify(elements));
  return outcome;
}
