// One claimed task, from claim to its outcome: a file through the workflow's nodes, one page range of a
// large PDF, or the merge of a PDF's ranges followed by the nodes after partition. Any runner with a free
// slot claims tasks of any job, whoever coordinates the job. The outcome (file result, node outputs, token
// usage, a range's drafts) is written in one transaction guarded by the task's lease, so a worker that
// lost the task (its process stalled and another took the task over) writes nothing, and a file's
// outputs are never listed twice. An aborted task (cancel, lease lost, shutdown) writes nothing either.
import type { Element } from "../contract/element.js";
import type { WorkflowNodeInfo } from "../contract/nodes.js";
import { errorMessage } from "../shared/errors.js";
import type { JobDocument, NodeExecutors, PageSpan } from "./executors.js";
import type { OpenedDestination, PendingDocument } from "./job-inputs.js";
import type { WorkflowLogger } from "./logger.js";
import type { UsageLedger } from "./models/usage.js";
import { NodeFailure, nodeIdOf, runNodes } from "./pipeline.js";
import { tooManyAttempts } from "./store/common.js";
import type {
  FileResult,
  JobOutput,
  JobTokenUsage,
  TaskKey,
  TaskOutcome,
  TaskRecord,
  WorkflowRecord,
  WorkflowStore,
} from "./store/types.js";

export interface TaskContext {
  store: WorkflowStore;
  executors: NodeExecutors;
  logger: WorkflowLogger;
  owner: string;
  maxAttempts: number;
  usage?: UsageLedger | undefined;
  /** A PDF with more pages than this is partitioned as ranges of at most this many pages; 0: never. */
  splitPages: number;
  /** The workflow a task's job runs (cached by the runner). */
  workflow(id: string): Promise<WorkflowRecord | undefined>;
  /** The job's destination, opened once per job on this runner; released with the returned function. */
  destination(
    workflow: WorkflowRecord,
    jobId: string,
  ): Promise<{ opened: OpenedDestination | null; done(): void }>;
}

/** Why a task's work was aborted. */
export type TaskStopReason = "cancelled" | "lease-lost" | "released";

/** What a task did, for metrics: the file's outcome, its format and how long it took. */
export interface TaskReport {
  task: TaskRecord;
  outcome: "completed" | "failed" | "split" | "part" | "aborted" | "dropped";
  /** Seconds from claim to outcome. */
  seconds: number;
  /** Pages of a range task. */
  pages?: number | undefined;
  /** The partition strategy of the workflow's first node, when it names one. */
  strategy?: string | undefined;
}

const encoder = new TextEncoder();

export const taskKey = (task: TaskKey): string => `${task.job_id}\u0000${task.task_id}`;

export class TaskExecution {
  readonly task: TaskRecord;
  readonly key: string;
  readonly #ctx: TaskContext;
  readonly #controller = new AbortController();
  #stop: TaskStopReason | undefined;
  #strategy: string | undefined;
  /** When the lease was last known renewed (the claim renews it). */
  renewedAt = Date.now();
  readonly claimedAt = Date.now();
  readonly done: Promise<TaskReport>;

  constructor(task: TaskRecord, ctx: TaskContext) {
    this.task = task;
    this.key = taskKey(task);
    this.#ctx = ctx;
    const started = performance.now();
    this.done = this.#run()
      .catch((error: unknown): TaskReport["outcome"] => {
        ctx.logger.error(this.#log({ error: errorMessage(error) }), "task failed unexpectedly");
        return "dropped";
      })
      .then((outcome) => ({
        task,
        outcome,
        ...(this.#strategy !== undefined ? { strategy: this.#strategy } : {}),
        seconds: (performance.now() - started) / 1000,
        ...(task.kind === "range" && task.first_page !== undefined && task.last_page !== undefined
          ? { pages: task.last_page - task.first_page + 1 }
          : {}),
      }));
  }

  get stopReason(): TaskStopReason | undefined {
    return this.#stop;
  }

  abort(reason: TaskStopReason): void {
    if (this.#stop !== undefined) return;
    this.#stop = reason;
    this.#controller.abort(new Error(`task interrupted: ${reason}`));
  }

  #log(facts: Record<string, unknown>) {
    return { job_id: this.task.job_id, task_id: this.task.task_id, file_id: this.task.file_id, ...facts };
  }

  async #complete(outcome: TaskOutcome): Promise<boolean> {
    if (this.#controller.signal.aborted) return false;
    const written = await this.#ctx.store.completeTask(this.task, this.#ctx.owner, outcome);
    if (!written) {
      this.#ctx.logger.warn(this.#log({}), "the task was no longer held when it ended; outcome dropped");
    }
    return written;
  }

  /** This task's model token usage, taken from the ledger to be written with its outcome. */
  #usage(): { usage?: JobTokenUsage[] } {
    const taken = this.#ctx.usage?.take(this.#controller.signal) ?? [];
    return taken.length > 0 ? { usage: taken } : {};
  }

  /** Fails the file; `outputs` of the nodes that ran before the failing one are kept, as before tasks. */
  async #fail(error: string, nodeId?: string, outputs: JobOutput[] = []): Promise<TaskReport["outcome"]> {
    this.#ctx.logger.warn(this.#log({ error }), "file failed");
    const result: FileResult = {
      file_id: this.task.file_id,
      filename: this.task.document.filename,
      status: "FAILED",
      error,
      finished_at: new Date().toISOString(),
      ...(nodeId !== undefined ? { node_id: nodeId } : {}),
    };
    const written = await this.#complete({ kind: "result", result, outputs, ...this.#usage() });
    return written ? "failed" : "dropped";
  }

  async #run(): Promise<TaskReport["outcome"]> {
    const { task } = this;
    const signal = this.#controller.signal;
    if (task.attempts > this.#ctx.maxAttempts) {
      return this.#fail(tooManyAttempts(task.attempts, this.#ctx.maxAttempts));
    }
    const workflow = await this.#ctx.workflow(task.workflow_id);
    if (!workflow) return this.#fail(`The workflow ${task.workflow_id} no longer exists.`);
    const [first] = workflow.workflow_nodes;
    if (!first) return this.#fail("the workflow has no nodes");
    const strategy = first.settings?.strategy;
    if (typeof strategy === "string") this.#strategy = strategy;
    const info = {
      file_id: task.file_id,
      filename: task.document.filename,
      content_type: task.document.content_type,
    };

    if (task.kind === "merge") {
      const pages = this.#ctx.executors.pages;
      let elements: Element[];
      try {
        if (!pages) throw new Error("this worker cannot merge page ranges");
        const parts = await this.#ctx.store.taskParts(task.job_id, task.file_id);
        elements = await pages.mergePages(info, first, parts, signal);
      } catch (error) {
        if (signal.aborted) return "aborted";
        return this.#fail(new NodeFailure(first, nodeIdOf(first, 0), error).message, nodeIdOf(first, 0));
      }
      return this.#throughNodes({ ...info, data: new Uint8Array(0) }, workflow, elements);
    }

    let data: Uint8Array;
    try {
      const stored = await this.#ctx.store.getJobFile(task.job_id, task.file_id, null);
      if (!stored) throw new Error(`the file ${task.document.filename} is no longer stored`);
      data = stored.data;
    } catch (error) {
      if (signal.aborted) return "aborted";
      return this.#fail(`could not read the file: ${errorMessage(error)}`);
    }
    const document: JobDocument = { ...info, data };

    if (task.kind === "range") {
      const span: PageSpan = { first_page: task.first_page ?? 1, last_page: task.last_page ?? 1 };
      try {
        const pages = this.#ctx.executors.pages;
        if (!pages) throw new Error("this worker cannot partition page ranges");
        const part = await pages.partitionPages(document, first, span, signal);
        return (await this.#complete({ kind: "part", part, ...this.#usage() })) ? "part" : "dropped";
      } catch (error) {
        if (signal.aborted) return "aborted";
        const failure = new NodeFailure(
          first,
          nodeIdOf(first, 0),
          new Error(`pages ${span.first_page}-${span.last_page}: ${errorMessage(error)}`),
        );
        return this.#fail(failure.message, failure.nodeId);
      }
    }

    // A large PDF: its page ranges, then their merge, take this task's place.
    const split = await this.#pageRanges(document, first).catch(() => undefined);
    if (signal.aborted) return "aborted";
    if (split) {
      this.#ctx.logger.info(this.#log({ ranges: split.length }), "large PDF partitioned as page ranges");
      return (await this.#complete({ kind: "split", ranges: split })) ? "split" : "dropped";
    }
    return this.#throughNodes(document, workflow, undefined);
  }

  /** The page ranges a PDF over the threshold is cut into; undefined to partition it whole. */
  async #pageRanges(document: JobDocument, node: WorkflowNodeInfo): Promise<PageSpan[] | undefined> {
    const { splitPages, executors } = this.#ctx;
    if (splitPages <= 0 || !executors.pages || node.type !== "partition") return undefined;
    const pages = await executors.pages.pageCount(document, node, this.#controller.signal);
    if (pages === undefined || pages <= splitPages) return undefined;
    const ranges: PageSpan[] = [];
    for (let start = 1; start <= pages; start += splitPages) {
      ranges.push({ first_page: start, last_page: Math.min(pages, start + splitPages - 1) });
    }
    return ranges;
  }

  /** The nodes over the file (after its first node when `partitioned` is given), then its outcome. */
  async #throughNodes(
    document: JobDocument,
    workflow: WorkflowRecord,
    partitioned: Element[] | undefined,
  ): Promise<TaskReport["outcome"]> {
    const signal = this.#controller.signal;
    const { opened, done } = await this.#ctx
      .destination(workflow, this.task.job_id)
      .catch((error: unknown) => ({
        opened: new Error(errorMessage(error)),
        done: () => {},
      }));
    try {
      if (opened instanceof Error) return this.#fail(opened.message);
      const outputs: JobOutput[] = [];
      // A local destination keeps every node's output with the job; they are written with the result.
      const sink =
        opened === null
          ? async (node: WorkflowNodeInfo, nodeId: string, elements: readonly Element[]) => {
              outputs.push({
                file_id: document.file_id,
                node_id: nodeId,
                node_type: node.type,
                node_subtype: node.subtype,
                data: encoder.encode(JSON.stringify(elements)),
              });
            }
          : undefined;
      let elements: Element[];
      try {
        elements = await runNodes(
          document,
          workflow.workflow_nodes,
          this.#ctx.executors,
          signal,
          sink,
          partitioned,
        );
      } catch (error) {
        if (signal.aborted) return "aborted";
        if (error instanceof NodeFailure) return this.#fail(error.message, error.nodeId, outputs);
        return this.#fail(`could not keep a node's output: ${errorMessage(error)}`, undefined, outputs);
      }
      if (opened) {
        const pending: PendingDocument = {
          ...document,
          source: this.task.document.source,
          read: async () => document.data,
        };
        try {
          await opened.destination.write(pending, elements, signal);
        } catch (error) {
          if (signal.aborted) return "aborted";
          return this.#fail(`could not write to the destination: ${errorMessage(error)}`, undefined, outputs);
        }
      }
      const result: FileResult = {
        file_id: document.file_id,
        filename: document.filename,
        status: "COMPLETED",
        elements: elements.length,
        finished_at: new Date().toISOString(),
      };
      const written = await this.#complete({ kind: "result", result, outputs, ...this.#usage() });
      return written ? "completed" : "dropped";
    } finally {
      done();
    }
  }
}
