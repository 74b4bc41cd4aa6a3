// One file through a workflow's nodes, in the order the workflow lists them (the contract checked the
// order when the workflow was saved). A node that throws fails the file, named in a NodeFailure so the
// job's file result says which node it was.
import type { Element } from "../contract/element.js";
import type { WorkflowNodeInfo } from "../contract/nodes.js";
import { errorMessage } from "../shared/errors.js";
import type { JobDocument, NodeExecutors } from "./executors.js";

export class NodeFailure extends Error {
  constructor(
    readonly node: WorkflowNodeInfo,
    readonly nodeId: string,
    cause: unknown,
  ) {
    super(`${node.type} node '${node.name}' failed: ${errorMessage(cause)}`, { cause });
    this.name = "NodeFailure";
  }
}

/** The id a node's output is kept under; the server assigns ids, a node saved without one uses its place. */
export function nodeIdOf(node: WorkflowNodeInfo, index: number): string {
  return typeof node.id === "string" && node.id !== "" ? node.id : `node-${index}`;
}

export type NodeOutputSink = (
  node: WorkflowNodeInfo,
  nodeId: string,
  elements: readonly Element[],
) => Promise<void>;

function step(
  executors: NodeExecutors,
  node: WorkflowNodeInfo,
  file: JobDocument,
  elements: Element[] | undefined,
  signal: AbortSignal,
): Promise<Element[]> {
  if (node.type === "partition") return executors.partition(file, node, signal);
  if (elements === undefined) {
    throw new Error(`the first node must be a partition node, not ${node.type}`);
  }
  switch (node.type) {
    case "chunk":
      return executors.chunk(elements, node, signal);
    case "prompter":
      return executors.prompter(elements, node, signal);
    case "embed":
      return executors.embed(elements, node, signal);
    default:
      throw new Error(`node type '${node.type}' is not supported by this server`);
  }
}

/**
 * Runs `nodes` over one file and returns the last node's elements. `sink` receives every node's output
 * (local workflows keep each one for download). An abort is rethrown as it is, never as a NodeFailure.
 * `partitioned`, when given, is the first node's output, already made.
 */
export async function runNodes(
  file: JobDocument,
  nodes: readonly WorkflowNodeInfo[],
  executors: NodeExecutors,
  signal: AbortSignal,
  sink?: NodeOutputSink,
  partitioned?: Element[],
): Promise<Element[]> {
  if (nodes.length === 0) throw new Error("the workflow has no nodes");
  let elements: Element[] | undefined;
  for (const [index, node] of nodes.entries()) {
    signal.throwIfAborted();
    const nodeId = nodeIdOf(node, index);
    try {
      // The first node's elements may come made (a large PDF's page ranges, merged).
      elements =
        index === 0 && partitioned !== undefined
          ? partitioned
          : await step(executors, node, file, elements, signal);
    } catch (error) {
      signal.throwIfAborted();
      throw new NodeFailure(node, nodeId, error);
    }
    signal.throwIfAborted();
    if (sink) await sink(node, nodeId, elements);
  }
  return elements ?? [];
}
