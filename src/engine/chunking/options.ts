// The chunker's settings with every rule that depends on another one resolved once, so the rest of
// the chunker reads plain numbers. The contract validates form fields already; this validates again
// because workflow nodes and library callers reach the engine without going through the form.
import { CHUNKING_DEFAULTS, type ChunkingOptions, type ChunkingStrategy } from "../../contract/partition.js";
import { EngineError } from "../core/errors.js";

/** Chunking options the reference refuses. Chunking is not about one file, so its filename is "". */
export class ChunkingOptionsError extends EngineError {
  constructor(message: string) {
    super("", message);
  }
}

export interface ResolvedChunkingOptions {
  readonly strategy: ChunkingStrategy;
  /** No chunk's text is longer than this (code points). */
  readonly hardMax: number;
  /** A pre-chunk whose text is strictly longer than this takes no more elements. */
  readonly softMax: number;
  /** by_title: a section shorter than this is merged with the next one when both fit. 0 elsewhere. */
  readonly combineUnder: number;
  /** Tail length carried into the pieces of a split element. */
  readonly overlap: number;
  /** Tail length carried between chunks of whole elements (overlap_all), else 0. */
  readonly interChunkOverlap: number;
  readonly includeOrigElements: boolean;
  readonly multipageSections: boolean;
  readonly similarityThreshold: number;
}

const isInt = (n: unknown): n is number => typeof n === "number" && Number.isInteger(n);

export function resolveChunkingOptions(options: ChunkingOptions): ResolvedChunkingOptions {
  const {
    max_characters: max,
    new_after_n_chars: newAfter,
    overlap,
    combine_under_n_chars: combine,
  } = options;
  if (!isInt(max) || max <= 0) {
    throw new ChunkingOptionsError(`max_characters (${max}) must be an integer greater than 0`);
  }
  if (!isInt(newAfter) || newAfter < 0) {
    throw new ChunkingOptionsError(`new_after_n_chars (${newAfter}) must be a non-negative integer`);
  }
  if (!isInt(overlap) || overlap < 0) {
    throw new ChunkingOptionsError(`overlap (${overlap}) must be a non-negative integer`);
  }
  if (overlap >= max) {
    throw new ChunkingOptionsError(`overlap (${overlap}) must be less than max_characters (${max})`);
  }
  if (!isInt(combine) || combine < 0) {
    throw new ChunkingOptionsError(`combine_under_n_chars (${combine}) must be a non-negative integer`);
  }
  if (options.strategy === "by_title" && combine > max) {
    throw new ChunkingOptionsError(
      `combine_under_n_chars (${combine}) must not exceed max_characters (${max})`,
    );
  }
  const threshold = options.similarity_threshold ?? CHUNKING_DEFAULTS.similarity_threshold;
  if (!(threshold >= 0 && threshold <= 1)) {
    throw new ChunkingOptionsError(`similarity_threshold (${threshold}) must be between 0.0 and 1.0`);
  }
  // A soft limit above the hard one means nothing more than the hard one.
  const softMax = Math.min(newAfter, max);
  return {
    strategy: options.strategy,
    hardMax: max,
    softMax,
    // The reference caps combining at the soft limit: a combined section may not outgrow what a
    // section could reach on its own. Only by_title combines sections.
    combineUnder: options.strategy === "by_title" ? Math.min(combine, softMax) : 0,
    overlap,
    interChunkOverlap: options.overlap_all ? overlap : 0,
    // The form field is nullable; null means the default, which is to include them.
    includeOrigElements: options.include_orig_elements !== false,
    multipageSections: options.multipage_sections !== false,
    similarityThreshold: threshold,
  };
}
