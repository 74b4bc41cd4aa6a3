// The model-backed node executors in one place, for the server to wire into its NodeExecutors:
//   partition (subtype vlm) → vlmPartition, prompter → prompter, embed → embed,
//   chunk_by_similarity → the engine's chunker with `similarityEmbedder` as its embedder.
import { lexicalEmbedder, type TextEmbedder } from "../models/local.js";
import { type EmbedExecutor, embedExecutor } from "./embed.js";
import { type PrompterExecutor, prompterExecutor } from "./prompter.js";
import { type VlmPartitionDeps, type VlmPartitioner, vlmPartitioner } from "./vlm-partition.js";

export interface ModelExecutors {
  vlmPartition: VlmPartitioner;
  prompter: PrompterExecutor;
  embed: EmbedExecutor;
  /** The local lexical embedder, for chunk_by_similarity. */
  similarityEmbedder: TextEmbedder;
}

export function createModelExecutors(deps: VlmPartitionDeps): ModelExecutors {
  return {
    vlmPartition: vlmPartitioner(deps),
    prompter: prompterExecutor(deps),
    embed: embedExecutor(deps),
    similarityEmbedder: lexicalEmbedder(),
  };
}

export { type ModelClients, ModelNodeError } from "./common.js";
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
