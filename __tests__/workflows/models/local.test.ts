// The local lexical embedder: deterministic unit vectors whose cosine measures shared vocabulary, the
// same vectors as the engine's by_similarity default (so embed `local` and chunk_by_similarity agree).
import { describe, expect, it } from "vitest";
import { LexicalEmbedder } from "../../../src/engine/chunking/similarity.js";
import { lexicalVector } from "../../../src/shared/lexical-embedding.js";
import { embedTexts } from "../../../src/workflows/models/embed-texts.js";
import { lexicalEmbedder } from "../../../src/workflows/models/local.js";
import { ModelProviders } from "../../../src/workflows/models/registry.js";

const cosine = (a: number[], b: number[]) => a.reduce((sum, x, i) => sum + x * (b[i] as number), 0);

describe("local lexical embedder", () => {
  it("makes L2-normalised vectors of the model's dimension, zero for a text without words", async () => {
    const providers = ModelProviders.fromEnv({});
    const { vectors } = await embedTexts(
      providers.client("local"),
      "lexical-384",
      ["Chunking documents", "—"],
      new AbortController().signal,
    );
    expect(vectors[0]).toHaveLength(384);
    expect(Math.hypot(...(vectors[0] as number[]))).toBeCloseTo(1, 10);
    expect(vectors[1]?.every((x) => x === 0)).toBe(true);
  });

  it("scores shared words and word forms above unrelated text, and is deterministic", () => {
    const a = lexicalVector("The chunker splits documents into chunks.", 1024);
    const b = lexicalVector("Chunking splits a document into smaller chunks", 1024);
    const c = lexicalVector("Quarterly revenue grew by four percent in Europe", 1024);
    expect(cosine(a, b)).toBeGreaterThan(0.4);
    expect(cosine(a, c)).toBeLessThan(0.15);
    expect(lexicalVector("The chunker splits documents into chunks.", 1024)).toEqual(a);
  });

  it("gives the same vectors as the engine's by_similarity embedder", async () => {
    const texts = [
      "Élément de texte",
      "Table 3: revenue by region",
      "",
      "naïve café 42",
      "𝐀𝐁𝐂 math letters and 漢字テキスト",
    ];
    expect(await lexicalEmbedder(1024).embed(texts)).toEqual(new LexicalEmbedder(1024).embed(texts));
  });
});
