// The lexical embedding: no network, no model, no key. It is LEXICAL, not semantic: a text becomes a hashed
// bag of features (each lowercased word, and the character trigrams of the word padded with spaces, so
// "chunk" shares features with "chunks" and "chunking"); counts are damped (1 + ln tf), hashed into a fixed
// number of buckets and L2-normalised, so the cosine of two vectors measures shared vocabulary. It knows
// no synonyms. The engine's by_similarity chunking and the workflow embed subtype `local` both use it, so
// they agree on what "similar" means; it sits beside version.ts because neither layer may import the other.

/** 32-bit FNV-1a over UTF-16 units: fast and stable across processes and versions. */
function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const WORD = /[\p{L}\p{N}]+/gu;
const SURROGATE = /[\uD800-\uDFFF]/;

/** One text as a unit vector of `dimensions` numbers (all zeros for a text without words). */
export function lexicalVector(text: string, dimensions: number): number[] {
  const counts = new Map<number, number>();
  const add = (feature: string) => {
    const bucket = fnv1a(feature) % dimensions;
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  };
  for (const [word] of text.toLowerCase().matchAll(WORD)) {
    add(`w:${word}`);
    const padded = ` ${word} `;
    if (!SURROGATE.test(padded)) {
      // One UTF-16 unit per character: trigrams are plain substrings (the common, fast case).
      for (let i = 0; i + 3 <= padded.length; i++) add(padded.slice(i, i + 3));
      continue;
    }
    const chars = Array.from(padded);
    for (let i = 0; i + 3 <= chars.length; i++) add(chars.slice(i, i + 3).join(""));
  }
  const vector = new Array<number>(dimensions).fill(0);
  let norm = 0;
  for (const [bucket, count] of counts) {
    const weight = 1 + Math.log(count);
    vector[bucket] = weight;
    norm += weight * weight;
  }
  if (norm > 0) {
    const scale = 1 / Math.sqrt(norm);
    for (const bucket of counts.keys()) vector[bucket] = (vector[bucket] as number) * scale;
  }
  return vector;
}
