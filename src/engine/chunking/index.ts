// The chunker: partitioned elements in, chunks out (CompositeElement, Table, TableChunk), following the
// reference library's rules (see DESIGN.md, "Chunking semantics").
//
// `chunkElements` is synchronous for basic, by_title and by_page, and for by_similarity with a
// synchronous embedder such as the default one; it returns a Promise only when the embedder answers
// with one. `await chunkElements(...)` therefore works in every case; `chunkElementsAsync` always
// returns a Promise for callers that prefer one shape.
import type { Element } from "../../contract/element.js";
import type { ChunkingOptions } from "../../contract/partition.js";
import { EngineError } from "../core/errors.js";
import { type BoundaryPredicate, pageBoundary, precomputedBoundary, titleBoundary } from "./boundaries.js";
import { formChunks, type OrigElementsEncoder } from "./chunks.js";
import { type ResolvedChunkingOptions, resolveChunkingOptions } from "./options.js";
import { combiner, type PreChunk, preChunk } from "./pre-chunk.js";
import { defaultEmbedder, type Embedder, similarityStarts } from "./similarity.js";

export { ChunkingOptionsError } from "./options.js";
export {
  DEFAULT_MAX_ORIG_ELEMENTS_BYTES,
  decodeOrigElements,
  encodeOrigElements,
  OrigElementsError,
  PARALLEL_ORIG_MIN_CHARACTERS,
} from "./orig-elements.js";
export { cosineSimilarity, defaultEmbedder, type Embedder, LexicalEmbedder } from "./similarity.js";

export interface ChunkingDeps {
  /** by_similarity: the embedding function; the local lexical one by default. */
  embedder?: Embedder | undefined;
  /** Most chunks to form: past it chunking stops at once with a ChunkLimitError (no limit when unset). */
  maxChunks?: number | undefined;
  /** Encodes orig_elements: encodeOrigElements unless given (see orig-elements-parallel.ts). */
  encodeOrigElements?: OrigElementsEncoder | undefined;
}

/** More chunks than `ChunkingDeps.maxChunks` would be formed (max_characters=1 on a long text, say). */
export class ChunkLimitError extends EngineError {
  readonly maxChunks: number;
  constructor(maxChunks: number) {
    super("", `more than ${maxChunks} chunks`);
    this.maxChunks = maxChunks;
  }
}

function run(
  elements: readonly Element[],
  opts: ResolvedChunkingOptions,
  boundaries: BoundaryPredicate[],
  deps: ChunkingDeps,
) {
  const maxChunks = deps.maxChunks ?? Number.POSITIVE_INFINITY;
  const chunks: Element[] = [];
  const form = (group: PreChunk) => {
    formChunks(group, opts, chunks, deps.encodeOrigElements);
    if (chunks.length > maxChunks) throw new ChunkLimitError(maxChunks);
  };
  if (opts.strategy === "by_title") {
    const combined = combiner(opts, form);
    preChunk(elements, opts, boundaries, combined.push);
    combined.end();
  } else {
    preChunk(elements, opts, boundaries, form);
  }
  return chunks;
}

function boundariesFor(opts: ResolvedChunkingOptions): BoundaryPredicate[] {
  switch (opts.strategy) {
    case "basic":
      return [];
    case "by_title":
      return opts.multipageSections ? [titleBoundary] : [titleBoundary, pageBoundary()];
    case "by_page":
      return [pageBoundary()];
    case "by_similarity":
      return [];
  }
}

/**
 * Chunks `elements` (which already carry their ids, so orig_elements keep them). Throws
 * ChunkingOptionsError for options the reference refuses (overlap >= max_characters, ...).
 */
export function chunkElements(
  elements: readonly Element[],
  options: ChunkingOptions,
  deps: ChunkingDeps = {},
): Element[] | Promise<Element[]> {
  const opts = resolveChunkingOptions(options);
  if (opts.strategy !== "by_similarity") return run(elements, opts, boundariesFor(opts), deps);
  const starts = similarityStarts(elements, opts.similarityThreshold, deps.embedder ?? defaultEmbedder);
  return Array.isArray(starts)
    ? run(elements, opts, [precomputedBoundary(starts)], deps)
    : starts.then((s) => run(elements, opts, [precomputedBoundary(s)], deps));
}

export async function chunkElementsAsync(
  elements: readonly Element[],
  options: ChunkingOptions,
  deps: ChunkingDeps = {},
): Promise<Element[]> {
  return chunkElements(elements, options, deps);
}
