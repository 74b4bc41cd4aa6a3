import { describe, expect, it } from "vitest";
import { ChunkingOptionsError, chunkElements } from "../../src/engine/chunking/index.js";
import { chunkingOptionsFromNode } from "../../src/workflows/chunk-settings.js";

describe("chunkingOptionsFromNode", () => {
  it("maps each subtype to its strategy with the Partition form's defaults", () => {
    expect(chunkingOptionsFromNode("chunk_by_character", {})).toEqual({
      strategy: "basic",
      max_characters: 500,
      new_after_n_chars: 500,
      combine_under_n_chars: 500,
      overlap: 0,
      overlap_all: false,
      include_orig_elements: true,
      multipage_sections: true,
      similarity_threshold: null,
    });
    expect(chunkingOptionsFromNode("chunk_by_title", {}).strategy).toBe("by_title");
    expect(chunkingOptionsFromNode("chunk_by_page", {}).strategy).toBe("by_page");
    const similarity = chunkingOptionsFromNode("chunk_by_similarity", {});
    expect(similarity.strategy).toBe("by_similarity");
    expect(similarity.similarity_threshold).toBe(0.5);
  });

  it("reads the node's setting names", () => {
    const options = chunkingOptionsFromNode("chunk_by_title", {
      max_characters: 1000,
      new_after_n_chars: 800,
      combine_text_under_n_chars: 200,
      overlap: 50,
      overlap_all: true,
      include_orig_elements: false,
      multipage_sections: false,
    });
    expect(options).toMatchObject({
      max_characters: 1000,
      new_after_n_chars: 800,
      combine_under_n_chars: 200,
      overlap: 50,
      overlap_all: true,
      include_orig_elements: false,
      multipage_sections: false,
    });
    expect(
      chunkingOptionsFromNode("chunk_by_similarity", { similarity_threshold: 0.8 }).similarity_threshold,
    ).toBe(0.8);
    expect(chunkingOptionsFromNode("chunk_by_character", { new_after_n_chars: 1500 }).new_after_n_chars).toBe(
      500,
    );
  });

  it("chunks as without them when contextual chunking is asked for (the model comes after the chunker)", () => {
    expect(
      chunkingOptionsFromNode("chunk_by_title", {
        contextual_chunking_strategy: "v1",
        contextual_chunking_provider: "anthropic",
        contextual_chunking_max_tokens: 5000,
      }),
    ).toEqual(chunkingOptionsFromNode("chunk_by_title", {}));
  });

  it("leaves ranges to the chunker, which refuses what the reference refuses", async () => {
    // What the server's Chunker executor does: map the node, then chunk (the engine checks the ranges).
    const chunk = async (
      subtype: "chunk_by_character" | "chunk_by_title",
      settings: Record<string, unknown>,
    ) => chunkElements([], chunkingOptionsFromNode(subtype, settings));
    await expect(chunk("chunk_by_character", { max_characters: 100, overlap: 100 })).rejects.toThrow(
      ChunkingOptionsError,
    );
    await expect(
      chunk("chunk_by_title", { max_characters: 100, combine_text_under_n_chars: 200 }),
    ).rejects.toThrow(/combine_under_n_chars \(200\) must not exceed max_characters \(100\)/);
    expect(() => chunkingOptionsFromNode("chunk_by_character", { max_characters: "big" })).toThrow(
      /max_characters must be an integer/,
    );
  });
});
