// Corrupted variants of a real document for robustness tests: truncations, byte flips, deleted and
// duplicated ranges, drawn from a seeded generator so a failure can be replayed.
import { expect } from "vitest";
import type { Element } from "../../src/contract/element.js";
import { EngineError } from "../../src/engine/core/errors.js";

/** A small deterministic generator (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Mutation {
  kind: string;
  data: Uint8Array;
}

/** `count` corrupted copies of `original`, cycling through the kinds of damage. */
export function mutations(original: Uint8Array, count: number, seed = 1): Mutation[] {
  const random = seededRandom(seed);
  const at = (limit: number) => Math.floor(random() * Math.max(1, limit));
  const out: Mutation[] = [];
  for (let i = 0; i < count; i++) {
    const data = new Uint8Array(original);
    switch (i % 5) {
      case 0: {
        out.push({ kind: "truncated", data: data.slice(0, at(data.length)) });
        break;
      }
      case 1: {
        const flips = 1 + at(8);
        for (let f = 0; f < flips; f++) data[at(data.length)] = at(256);
        out.push({ kind: "bytes flipped", data });
        break;
      }
      case 2: {
        const start = at(data.length);
        const end = Math.min(data.length, start + 1 + at(64));
        out.push({
          kind: "range deleted",
          data: new Uint8Array([...data.slice(0, start), ...data.slice(end)]),
        });
        break;
      }
      case 3: {
        const start = at(data.length);
        const end = Math.min(data.length, start + 1 + at(64));
        const slice = data.slice(start, end);
        out.push({
          kind: "range repeated",
          data: new Uint8Array([...data.slice(0, end), ...slice, ...slice, ...data.slice(end)]),
        });
        break;
      }
      default: {
        const start = at(data.length);
        for (let j = start; j < Math.min(data.length, start + 32); j++) data[j] = at(256);
        out.push({ kind: "range scrambled", data });
      }
    }
  }
  return out;
}

/** Runs `run` and accepts only elements or an EngineError, within `ms` milliseconds. */
export async function expectElementsOrEngineError(
  run: () => Promise<Element[]>,
  label: string,
  ms = 3000,
): Promise<"elements" | "error"> {
  const started = performance.now();
  let outcome: "elements" | "error";
  try {
    const elements = await run();
    expect(Array.isArray(elements), label).toBe(true);
    outcome = "elements";
  } catch (error) {
    if (!(error instanceof EngineError)) {
      throw new Error(
        `${label}: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
        {
          cause: error,
        },
      );
    }
    outcome = "error";
  }
  expect(performance.now() - started, `${label} took too long`).toBeLessThan(ms);
  return outcome;
}
