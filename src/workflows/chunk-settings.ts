// The Chunker node of a workflow runs the engine's chunker: its subtype names the strategy and its settings
// are the form fields under the names the Workflow endpoint uses, with the same defaults. It sits beside
// partition-settings.ts, the Partitioner node's mapping; the engine checks the options' ranges when it
// chunks (ChunkingOptionsError), so this maps through the contract only.
import type { ChunkSubtype } from "../contract/nodes.js";
import {
  type ChunkingOptions,
  type ChunkingStrategy,
  effectiveChunkingOptions,
} from "../contract/partition.js";

const STRATEGY_OF: Readonly<Record<ChunkSubtype, ChunkingStrategy>> = {
  chunk_by_character: "basic",
  chunk_by_title: "by_title",
  chunk_by_page: "by_page",
  chunk_by_similarity: "by_similarity",
};

function read<T>(
  settings: Record<string, unknown>,
  name: string,
  accepts: (value: unknown) => value is T,
  kind: string,
): T | null {
  const value = settings[name];
  if (value === undefined || value === null) return null;
  if (!accepts(value))
    throw new Error(`chunker setting ${name} must be ${kind}, got ${JSON.stringify(value)}`);
  return value;
}

const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);
const isBool = (v: unknown): v is boolean => typeof v === "boolean";
const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/**
 * The chunking options of a Chunker node. Throws when a setting has the wrong type; ranges are the
 * engine's to check. Contextual chunking (`contextual_chunking_strategy`) happens after the chunker, with
 * a model (nodes/contextual.ts), and changes nothing here.
 */
export function chunkingOptionsFromNode(
  subtype: ChunkSubtype,
  settings: Record<string, unknown>,
): ChunkingOptions {
  const strategy = STRATEGY_OF[subtype];
  if (strategy === undefined) throw new Error(`unknown chunker subtype ${JSON.stringify(subtype)}`);
  const int = (name: string) => read(settings, name, isInt, "an integer");
  const bool = (name: string) => read(settings, name, isBool, "true or false");
  const options = effectiveChunkingOptions({
    chunking_strategy: strategy,
    max_characters: int("max_characters"),
    new_after_n_chars: int("new_after_n_chars"),
    // The node spells it as the reference library does; the Partition form says combine_under_n_chars.
    combine_under_n_chars:
      strategy === "by_title" ? (int("combine_text_under_n_chars") ?? int("combine_under_n_chars")) : null,
    overlap: int("overlap") ?? 0,
    overlap_all: bool("overlap_all") ?? false,
    include_orig_elements: bool("include_orig_elements") ?? true,
    multipage_sections: bool("multipage_sections") ?? true,
    similarity_threshold:
      strategy === "by_similarity" ? read(settings, "similarity_threshold", isNumber, "a number") : null,
  });
  if (!options) throw new Error(`no chunking strategy for ${subtype}`);
  return options;
}
