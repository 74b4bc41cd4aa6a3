// The WebAssembly zlib (native/, with docflow's speed patches) against pako's port of stock zlib and
// CPython's zlib.compress on a few megabytes of varied input: random bytes (stored blocks), long runs
// (258-byte matches), words (many blocks, window slides), skewed binary, orig_elements-like JSON, and
// the small sizes where the Huffman trees get forced codes.
import { createHash } from "node:crypto";
import { deflate as pakoDeflate } from "pako";
import { describe, expect, it } from "vitest";
import { ReferenceDeflater } from "../../../src/engine/chunking/reference-deflate.js";

/** A deterministic xorshift32 stream. */
function rng(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
}

function variedInputs(): Buffer[] {
  const next = rng(20261127);
  const pick = <T>(items: readonly T[]): T => items[next() % items.length] as T;
  const words = ["the", "prince", "said", "and", "Natasha", "looked", "at", "him", "with", "a", "smile"];
  words.push("war");
  const bytes = (n: number, byte: () => number) => Buffer.from(Array.from({ length: n }, byte));
  const text = (n: number) => {
    const parts: string[] = [];
    let length = 0;
    while (length < n) {
      const word = pick(words);
      parts.push(word);
      length += word.length + 1;
    }
    return Buffer.from(parts.join(next() % 7 === 0 ? "\n" : " ").slice(0, n), "latin1");
  };
  const json = (elements: number) =>
    Buffer.from(
      `[${Array.from({ length: elements }, (_, i) => {
        const id = (next() >>> 0).toString(16).padStart(8, "0").repeat(4);
        const body = text(20 + (next() % 600)).toString("latin1");
        return `{"element_id": "${id}", "metadata": {"filename": "book.txt", "filetype": "text/plain", "languages": ["eng"], "page_number": ${i + 1}}, "text": "${body}", "type": "NarrativeText"}`;
      }).join(", ")}]`,
      "latin1",
    );
  const inputs: Buffer[] = [];
  for (const n of [0, 1, 2, 3, 4, 5, 8, 16, 31, 257, 258, 259, 4096, 32768, 32769, 65536, 70000]) {
    inputs.push(bytes(n, () => next() & 0xff));
    inputs.push(Buffer.alloc(n, 0x61));
    inputs.push(bytes(n, () => (next() & 1 ? 0x61 : 0x62)));
    inputs.push(text(n));
  }
  inputs.push(bytes(300_000, () => next() & 0xff));
  inputs.push(Buffer.alloc(400_000, 0x20));
  inputs.push(text(1_000_000));
  // Skewed binary: mostly zeros, some 0xff, some noise.
  inputs.push(bytes(400_000, () => pick([0, 0, 0, 0, 1, 0xff, next() & 0xff])));
  // A short random motif repeated: matches at every distance up to the window.
  const motif = bytes(97, () => next() & 0xff);
  inputs.push(Buffer.concat(Array.from({ length: 4000 }, () => motif)));
  inputs.push(json(1500));
  for (let i = 0; i < 300; i++) inputs.push(json(1 + (next() % 6)));
  return inputs;
}

describe("ReferenceDeflater", () => {
  it("writes stock zlib's bytes on megabytes of varied input (pako 2.1.0 and CPython 3, zlib 1.2.13)", () => {
    const inputs = variedInputs();
    const deflater = new ReferenceDeflater();
    const digest = createHash("sha256");
    let total = 0;
    for (const input of inputs) {
      const ours = Buffer.from(deflater.compress(input));
      expect(ours.equals(Buffer.from(pakoDeflate(input)))).toBe(true);
      digest.update(ours);
      total += input.length;
    }
    expect(total).toBeGreaterThan(4_000_000);
    // sha256 of every zlib.compress(input) in order, from CPython 3.11 (zlib 1.2.13) on the same inputs.
    expect(digest.digest("hex")).toBe("e917b9170df7ba487803585aa9e8494357f7952e618db0c87a150778641db84f");
  });
});
