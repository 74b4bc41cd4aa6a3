// The reference's own chunks of handbook-1p.docx (basic, max_characters 150, overlap 20, from the
// ingest case local-single-file-basic-chunking) carry the elements they were made from. Re-chunking
// those elements must give the same chunk texts, in the same order.
import { existsSync, readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { Element } from "../../../src/contract/element.js";
import type { ChunkingOptions } from "../../../src/contract/partition.js";
import { chunkElements, decodeOrigElements } from "../../../src/engine/chunking/index.js";
import { pyJsonDumps } from "../../../src/engine/chunking/python-json.js";
import { corpusPath } from "../../helpers/corpus.js";

const expectedFile = corpusPath("expected", "handbook-1p.docx.basic-chunking.json");

const BASIC_150: ChunkingOptions = {
  strategy: "basic",
  max_characters: 150,
  new_after_n_chars: 150,
  combine_under_n_chars: 150,
  overlap: 20,
  overlap_all: false,
  include_orig_elements: true,
  multipage_sections: true,
  similarity_threshold: null,
};

const haveExpected = expectedFile !== undefined && existsSync(expectedFile);

describe.runIf(haveExpected)("conformance: handbook-1p basic chunking", () => {
  // A skipped describe still runs its body to collect the tests: read only what is there.
  const expected = haveExpected
    ? (JSON.parse(readFileSync(expectedFile as string, "utf8")) as Element[])
    : [];

  // The pieces of a split element all carry that element; take it once, from the first piece.
  const originals = expected
    .filter((chunk) => chunk.metadata.is_continuation !== true)
    .flatMap((chunk) => decodeOrigElements(chunk.metadata.orig_elements as string));

  it("decodes the reference's orig_elements", () => {
    expect(originals.length).toBe(16);
    expect(originals.map((e) => e.type)).toContain("PageBreak");
    for (const element of originals) expect(element.element_id).toMatch(/^[0-9a-f]{32}$/);
  });

  it("writes orig_elements JSON byte for byte as the reference's Python does", () => {
    for (const chunk of expected) {
      const text = inflateSync(Buffer.from(chunk.metadata.orig_elements as string, "base64")).toString(
        "utf8",
      );
      expect(pyJsonDumps(JSON.parse(text), new Set(["points", "detection_class_prob"]))).toBe(text);
    }
  });

  it("gives the reference's chunk texts in order", async () => {
    const chunks = await chunkElements(originals, BASIC_150);
    const ours = chunks.map((c) => c.text);
    const theirs = expected.map((c) => c.text);
    const matching = theirs.filter((text, i) => ours[i] === text).length;
    console.log(`handbook-1p basic chunking: ${matching} of ${theirs.length} chunk texts match exactly`);
    expect(ours).toEqual(theirs);
  });

  it("marks the same chunks as continuations and keeps their page numbers", async () => {
    const chunks = await chunkElements(originals, BASIC_150);
    expect(chunks.map((c) => c.metadata.is_continuation ?? false)).toEqual(
      expected.map((c) => c.metadata.is_continuation ?? false),
    );
    expect(chunks.map((c) => c.metadata.page_number)).toEqual(expected.map((c) => c.metadata.page_number));
    expect(chunks.map((c) => c.metadata.languages)).toEqual(expected.map((c) => c.metadata.languages));
    expect(chunks.map((c) => c.metadata.emphasized_text_contents)).toEqual(
      expected.map((c) => c.metadata.emphasized_text_contents),
    );
  });

  it("carries the same orig_elements as the reference", async () => {
    const chunks = await chunkElements(originals, BASIC_150);
    chunks.forEach((chunk, i) => {
      const ours = decodeOrigElements(chunk.metadata.orig_elements as string);
      const theirs = decodeOrigElements(expected[i]?.metadata.orig_elements as string);
      expect(ours).toEqual(theirs);
    });
  });
});
