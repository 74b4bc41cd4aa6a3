// Small builders shared by the chunking tests.
import type { Element, ElementMetadata } from "../../../src/contract/element.js";
import type { ChunkingOptions } from "../../../src/contract/partition.js";
import { chunkElements, type Embedder } from "../../../src/engine/chunking/index.js";

let counter = 0;

export function el(type: string, text: string, metadata: ElementMetadata = {}): Element {
  counter++;
  return { type, element_id: `id-${counter}`, text, metadata };
}

export const title = (text: string, metadata?: ElementMetadata) => el("Title", text, metadata);
export const para = (text: string, metadata?: ElementMetadata) => el("NarrativeText", text, metadata);

export function options(overrides: Partial<ChunkingOptions> = {}): ChunkingOptions {
  const max = overrides.max_characters ?? 500;
  return {
    strategy: "basic",
    max_characters: max,
    new_after_n_chars: max,
    combine_under_n_chars: max,
    overlap: 0,
    overlap_all: false,
    include_orig_elements: false,
    multipage_sections: true,
    similarity_threshold: null,
    ...overrides,
  };
}

/** chunkElements for strategies that answer synchronously. */
export function chunk(
  elements: Element[],
  overrides: Partial<ChunkingOptions> = {},
  embedder?: Embedder,
): Element[] {
  const result = chunkElements(elements, options(overrides), { embedder });
  if (!Array.isArray(result)) throw new Error("expected a synchronous result");
  return result;
}

export const texts = (chunks: Element[]) => chunks.map((c) => c.text);
