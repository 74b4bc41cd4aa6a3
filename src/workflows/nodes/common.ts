// What the model-backed node executors share: where they get clients, where usage goes, a bounded map,
// and the run-time re-check of a node's provider and model (a workflow saved by an older server, or
// through the store directly, was never validated).
import type { WorkflowNodeInfo } from "../../contract/nodes.js";
import { renderDetail } from "../../contract/validation.js";
import { mapConcurrent } from "../../shared/map-concurrent.js";
import type { ModelClient, ModelProvider } from "../models/types.js";
import type { UsageLedger } from "../models/usage.js";
import { validateModelNode } from "../models/validate.js";

/** ModelProviders satisfies this; tests may pass a smaller stand-in. */
export interface ModelClients {
  client(provider: ModelProvider): ModelClient;
  /** Whether the server has credentials for the provider (ModelProviders); absent: any may be asked. */
  isConfigured?(provider: ModelProvider): boolean;
}

export interface ModelNodeDeps {
  providers: ModelClients;
  /** Receives every call's token usage, against the job's signal. */
  usage?: UsageLedger | undefined;
}

export class ModelNodeError extends Error {
  constructor(node: WorkflowNodeInfo, detail: string) {
    super(`${node.type} node '${node.name}' (${node.subtype}): ${detail}`);
    this.name = "ModelNodeError";
  }
}

export function assertModelNode(node: WorkflowNodeInfo): void {
  const errors = validateModelNode(node);
  if (errors.length > 0) throw new ModelNodeError(node, renderDetail(errors));
}

/**
 * `fn` over `items`, at most `limit` at once, results in input order. The first failure stops the
 * starting of further work (a provider refusing one element would refuse the rest) and is thrown.
 */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  signal: AbortSignal,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  return mapConcurrent(items, limit, (item, index) => {
    signal.throwIfAborted();
    return fn(item, index);
  });
}
