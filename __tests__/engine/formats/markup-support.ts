// Shared by the tests of the formats that go through HTML (html, markdown, rst, org, epub, rtf): running
// the public pipeline, listing corpus files, and corrupting real files for the mutation tests.
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { expect } from "vitest";
import type { Element } from "../../../src/contract/element.js";
import { fileType, fileTypeFromName } from "../../../src/contract/file-types.js";
import { parsePartitionParameters } from "../../../src/contract/partition.js";
import { EngineError } from "../../../src/engine/core/errors.js";
import { DEFAULT_LIMITS, type Draft, type FormatPartitioner } from "../../../src/engine/core/types.js";
import { partition } from "../../../src/engine/partition.js";
import { corpusDir } from "../../helpers/corpus.js";

export function run(
  data: string | Uint8Array,
  filename: string,
  form: Record<string, string | string[]> = {},
): Promise<Element[]> {
  const bytes = typeof data === "string" ? new TextEncoder().encode(data) : data;
  return partition({ data: bytes, filename }, parsePartitionParameters(form));
}

/** type + text pairs, for compact assertions. */
export function summary(elements: Element[]): Array<[string, string]> {
  return elements.map((e) => [e.type, e.text]);
}

/** Every corpus file (example-docs and api-sample-docs, recursively) whose name ends with one of `extensions`. */
export function corpusFiles(extensions: string[]): string[] {
  const root = corpusDir();
  if (!root) return [];
  const found: string[] = [];
  const pending = ["example-docs", "api-sample-docs"].map((dir) => join(root, dir));
  while (pending.length > 0) {
    const dir = pending.pop() as string;
    let entries: import("node:fs").Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) pending.push(path);
      else if (extensions.some((ext) => entry.name.toLowerCase().endsWith(ext))) found.push(path);
    }
  }
  return found.sort();
}

/** Calls a format module directly, as the pipeline would after detection. */
export async function runFormat(
  partitioner: FormatPartitioner,
  data: Uint8Array,
  filename: string,
  form: Record<string, string | string[]> = {},
): Promise<Draft[]> {
  const extension = filename.slice(filename.lastIndexOf(".")).toLowerCase();
  return partitioner({
    data,
    filename,
    fileType: fileTypeFromName(`x${extension}`) ?? fileType("unknown"),
    params: parsePartitionParameters(form),
    limits: DEFAULT_LIMITS,
    partitionEmbedded: async () => [],
  });
}

/**
 * Partitions a corpus file with `partitioner` (the format's own module: detection is another module's
 * concern); it must yield drafts or a typed engine error, within `ms`.
 */
export async function expectElementsOrTypedError(
  path: string,
  partitioner: FormatPartitioner,
  ms = 10_000,
): Promise<Draft[] | EngineError> {
  const start = performance.now();
  let outcome: Draft[] | EngineError;
  try {
    outcome = await runFormat(partitioner, readFileSync(path), basename(path));
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    outcome = error;
  }
  expect(performance.now() - start).toBeLessThan(ms);
  return outcome;
}

/** A small deterministic PRNG (mulberry32), so a failing variant can be reproduced from its seed. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Corrupted copies of `data`: truncations, byte flips, deleted and duplicated ranges. */
export function* mutations(
  data: Uint8Array,
  count: number,
  seed = 1,
): Generator<{ label: string; bytes: Uint8Array }> {
  const random = prng(seed);
  const pick = (n: number) => Math.floor(random() * n);
  for (let n = 0; n < count; n++) {
    const kind = n % 4;
    const bytes = data.slice();
    if (kind === 0) {
      const at = pick(data.length);
      yield { label: `truncate@${at}`, bytes: bytes.subarray(0, at) };
    } else if (kind === 1) {
      const flips = 1 + pick(8);
      for (let f = 0; f < flips; f++) bytes[pick(bytes.length)] = pick(256);
      yield { label: `flip×${flips}#${n}`, bytes };
    } else if (kind === 2) {
      const at = pick(data.length);
      const length = 1 + pick(Math.max(1, Math.floor(data.length / 8)));
      const end = Math.min(data.length, at + length);
      const out = new Uint8Array(data.length - (end - at));
      out.set(data.subarray(0, at));
      out.set(data.subarray(end), at);
      yield { label: `delete@${at}+${length}`, bytes: out };
    } else {
      const at = pick(data.length);
      const length = 1 + pick(Math.max(1, Math.floor(data.length / 8)));
      const piece = data.subarray(at, at + length);
      const out = new Uint8Array(data.length + piece.length);
      out.set(data.subarray(0, at));
      out.set(piece, at);
      out.set(data.subarray(at), at + piece.length);
      yield { label: `duplicate@${at}+${length}`, bytes: out };
    }
  }
}

/**
 * Feeds `count` corrupted variants of `data` to the public pipeline (or straight to `partitioner`): each
 * must give elements or an EngineError, within `ms`. Returns how many ended each way.
 */
export async function mutationRun(
  data: Uint8Array,
  filename: string,
  count = 200,
  ms = 3_000,
  partitioner?: FormatPartitioner,
): Promise<{ elements: number; errors: number }> {
  let elements = 0;
  let errors = 0;
  for (const variant of mutations(data, count)) {
    const start = performance.now();
    try {
      const result = partitioner
        ? await runFormat(partitioner, variant.bytes, filename)
        : await run(variant.bytes, filename);
      expect(Array.isArray(result), variant.label).toBe(true);
      elements++;
    } catch (error) {
      if (!(error instanceof EngineError)) {
        throw new Error(`${filename} ${variant.label}: ${(error as Error)?.stack ?? String(error)}`);
      }
      errors++;
    }
    expect(performance.now() - start, `${filename} ${variant.label}`).toBeLessThan(ms);
  }
  return { elements, errors };
}
