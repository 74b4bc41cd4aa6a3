// Shared by the fidelity tests: each file ports the concrete assertions of one of the reference library's
// own unit tests (Unstructured-IO/unstructured, test_unstructured/partition/test_<format>.py, commit
// 3e5482bf) onto the corpus copy of the documents they read. Each test names the reference test it follows.
// `scripts/fidelity-rate.mjs` prints the pass rate per format from a vitest JSON report.
import { readFileSync } from "node:fs";
import { basename, join } from "node:path";
import type { Element } from "../../../src/contract/element.js";
import { parsePartitionParameters } from "../../../src/contract/partition.js";
import { partition } from "../../../src/engine/partition.js";
import { corpusDir } from "../../helpers/corpus.js";

export const corpus = corpusDir();

/** The elements of `example-docs/<path>` (or another corpus folder) with the given form fields. */
export async function partitionCorpus(
  path: string,
  params: Record<string, unknown> = {},
): Promise<Element[]> {
  const file = path.startsWith("api-sample-docs/")
    ? join(corpus ?? "", path)
    : join(corpus ?? "", "example-docs", path);
  return partition({ data: readFileSync(file), filename: basename(file) }, parsePartitionParameters(params));
}

/** The elements of in-memory bytes or text. */
export async function partitionBytes(
  data: Uint8Array | string,
  filename: string,
  params: Record<string, unknown> = {},
): Promise<Element[]> {
  const bytes = typeof data === "string" ? new TextEncoder().encode(data) : data;
  return partition({ data: bytes, filename }, parsePartitionParameters(params));
}

/**
 * A ported assertion docflow does not meet yet, with the reason. It runs as `it.fails`, so the suite stays
 * green while the difference lasts and turns red once it is gone (then make it a plain `it`);
 * `scripts/fidelity-rate.mjs` counts it as not passing.
 */
export const KNOWN_DIFFERENCE = "KNOWN DIFFERENCE:";

/** `[type, text]` pairs, the shape of the reference's `elements == [Title("..."), ...]` assertions. */
export const typed = (elements: readonly Element[]) => elements.map((e) => [e.type, e.text]);

/** Python's clean_extra_whitespace: runs of whitespace become one space, trimmed. */
export const cleanSpace = (s: string) => s.replace(/[\s\u00a0]+/g, " ").trim();
