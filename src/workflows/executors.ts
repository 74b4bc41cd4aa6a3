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

export interface NodeExecutors {
  partition(file: JobDocument, node: WorkflowNodeInfo, signal: AbortSignal): Promise<Element[]>;
  chunk(elements: Element[], node: WorkflowNodeInfo, signal: AbortSignal): Promise<Element[]>;
  /** Enrichment. */
  prompter(elements: Element[], node: WorkflowNodeInfo, signal: AbortSignal): Promise<Element[]>;
  embed(elements: Element[], node: WorkflowNodeInfo, signal: AbortSignal): Promise<Element[]>;
}
