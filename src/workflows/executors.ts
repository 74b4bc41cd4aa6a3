// What runs a workflow's nodes. The runner only orders them; the work itself is injected, because code
// under workflows/ must not import the engine (DESIGN.md): the server passes engine-backed executors, tests
// may pass their own. Every executor gets the whole node (chunk needs its subtype, prompter and embed their
// provider) and the job's AbortSignal, and must stop promptly when it aborts.
import type { Element } from "../contract/element.js";
import type { WorkflowNodeInfo } from "../contract/nodes.js";

/** One input file of a job, with its bytes. */
export interface JobDocument {
  /** The id the job reports the file under (input_file_ids, file_results, download). */
  file_id: string;
  filename: string;
  content_type: string | null;
  data: Uint8Array;
}

/** A run of pages, 1-based and inclusive. */
export interface PageSpan {
  first_page: number;
  last_page: number;
}

/**
 * Partitioning a large PDF as page ranges that different workers take, merged in page order into the
 * elements a whole-document run gives (the same ids and parent_ids). The parts are opaque bytes to the
 * runner: it only stores them between the ranges and their merge.
 */
export interface PageRangeExecutors {
  /** The file's pages when the partition node would read it page by page (a PDF); else undefined. */
  pageCount(file: JobDocument, node: WorkflowNodeInfo, signal: AbortSignal): Promise<number | undefined>;
  partitionPages(
    file: JobDocument,
    node: WorkflowNodeInfo,
    span: PageSpan,
    signal: AbortSignal,
  ): Promise<Uint8Array>;
  mergePages(
    file: Omit<JobDocument, "data">,
    node: WorkflowNodeInfo,
    parts: readonly Uint8Array[],
    signal: AbortSignal,
  ): Promise<Element[]>;
}

export interface NodeExecutors {
  /** Page-range partitioning of large PDFs; without it every file is partitioned whole. */
  pages?: PageRangeExecutors | undefined;
  partition(file: JobDocument, node: WorkflowNodeInfo, signal: AbortSignal): Promise<Element[]>;
  chunk(elements: Element[], node: WorkflowNodeInfo, signal: AbortSignal): Promise<Element[]>;
  /** Enrichment. */
  prompter(elements: Element[], node: WorkflowNodeInfo, signal: AbortSignal): Promise<Element[]>;
  embed(elements: Element[], node: WorkflowNodeInfo, signal: AbortSignal): Promise<Element[]>;
}
