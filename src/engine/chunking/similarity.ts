// by_similarity: consecutive elements share a chunk only while their texts are at least
// `similarity_threshold` similar (cosine of their embeddings). The embedding function sits behind
// `Embedder`, so a provider's model can replace the default without touching the chunker.
import type { Element } from "../../contract/element.js";
import { lexicalVector } from "../../shared/lexical-embedding.js";
import { collapseWhitespace } from "../text/python-str.js";

export interface Embedder {
  /** One vector per text, in order. Vectors of one call have the same length. */
  embed(texts: string[]): Promise<number[][]> | number[][];
}

/** Texts per embed() call: bounds the memory of vectors held at once and suits remote models. */
const BATCH_SIZE = 64;

const DEFAULT_DIMENSIONS = 1024;

/**
 * The default embedder: local, deterministic, no network and no model; see src/lexical-embedding.ts.
 * It knows no synonyms: texts about one subject in different words score low.
 */
export class LexicalEmbedder implements Embedder {
  readonly dimensions: number;

  constructor(dimensions = DEFAULT_DIMENSIONS) {
    this.dimensions = dimensions;
  }

  embed(texts: string[]): number[][] {
    return texts.map((text) => lexicalVector(text, this.dimensions));
  }
}

export const defaultEmbedder: Embedder = new LexicalEmbedder();

/** Cosine similarity; 0 when either vector is all zeros (a text with no words resembles nothing). */
export function cosineSimilarity(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length) {
    throw new Error(`embedding dimensions differ (${a.length} and ${b.length})`);
  }
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

const isPromise = <T>(value: unknown): value is Promise<T> =>
  typeof (value as { then?: unknown } | null)?.then === "function";

/**
 * For each element, whether it starts a new chunk because it is less similar than `threshold` to the
 * element with text before it. Elements without text never start one. Synchronous when the embedder is.
 */
export function similarityStarts(
  elements: readonly Element[],
  threshold: number,
  embedder: Embedder,
): boolean[] | Promise<boolean[]> {
  const starts = new Array<boolean>(elements.length).fill(false);
  const indexes: number[] = [];
  const texts: string[] = [];
  elements.forEach((element, i) => {
    const text = element.text ? collapseWhitespace(element.text) : "";
    if (text === "") return;
    indexes.push(i);
    texts.push(text);
  });

  let previous: readonly number[] | undefined;
  const consume = (offset: number, vectors: unknown) => {
    const expected = Math.min(BATCH_SIZE, texts.length - offset);
    if (!Array.isArray(vectors) || vectors.length !== expected) {
      throw new Error(
        `the embedder returned ${Array.isArray(vectors) ? vectors.length : "no"} vectors for ${expected} texts`,
      );
    }
    vectors.forEach((vector: unknown, k) => {
      if (!Array.isArray(vector)) throw new Error("the embedder returned a vector that is not an array");
      if (previous) starts[indexes[offset + k] as number] = cosineSimilarity(previous, vector) < threshold;
      previous = vector;
    });
  };

  const from = (offset: number): boolean[] | Promise<boolean[]> => {
    for (let at = offset; at < texts.length; at += BATCH_SIZE) {
      const result = embedder.embed(texts.slice(at, at + BATCH_SIZE));
      if (isPromise<number[][]>(result)) {
        return result.then((vectors) => {
          consume(at, vectors);
          return from(at + BATCH_SIZE);
        });
      }
      consume(at, result);
    }
    return starts;
  };
  return from(0);
}
