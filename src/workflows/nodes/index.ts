// The model-backed node executors in one place, for the server to wire into its NodeExecutors:
//   partition (subtype vlm) → vlmPartition, prompter → prompter, embed → embed,
//   chunk_by_similarity → the engine's chunker with `similarityEmbedder` as its embedder,
//   chunk with contextual_chunking_strategy v1 → the engine's chunks, then `contextualize`.
import type { WorkflowLogger } from "../logger.js";
import { lexicalEmbedder, type TextEmbedder } from "../models/local.js";
import { type Contextualizer, contextualizer } from "./contextual.js";
import { type EmbedExecutor, embedExecutor } from "./embed.js";
import { type PrompterExecutor, prompterExecutor } from "./prompter.js";
import { type VlmPartitionDeps, type VlmPartitioner, vlmPartitioner } from "./vlm-partition.js";

export interface ModelExecutors {
  vlmPartition: VlmPartitioner;
  prompter: PrompterExecutor;
  embed: EmbedExecutor;
  /** The local lexical embedder, for chunk_by_similarity. */
  similarityEmbedder: TextEmbedder;
  /** Contextual chunking v1: a context from the model before each chunk's text. */
  contextualize: Contextualizer;
}

export function createModelExecutors(
  deps: VlmPartitionDeps & { logger?: WorkflowLogger | undefined },
): ModelExecutors {
  return {
    contextualize: contextualizer(deps),
    vlmPartition: vlmPartitioner(deps),
    prompter: prompterExecutor(deps),
    embed: embedExecutor(deps),
    similarityEmbedder: lexicalEmbedder(),
  };
}

export { type ModelClients, ModelNodeError } from "./common.js";
export { type Contextualizer, contextualizer } from "./contextual.js";
export { type EmbedExecutor, embedExecutor } from "./embed.js";
export { type PrompterExecutor, prompterExecutor } from "./prompter.js";
export {
  type PageSource,
  type RenderedPage,
  textLayerSuffices,
  type VlmPartitionDeps,
  type VlmPartitioner,
  vlmPartitioner,
} from "./vlm-partition.js";
