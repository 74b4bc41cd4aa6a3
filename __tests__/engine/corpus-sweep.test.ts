// Every non-PDF, non-image document of the shared corpus goes through the public engine: each yields
// elements or a typed EngineError, none crashes, none takes more than 10 s. Skipped without the corpus.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { parsePartitionParameters } from "../../src/contract/partition.js";
import { EngineError } from "../../src/engine/core/errors.js";
import { partition } from "../../src/engine/partition.js";
import { corpusDir } from "../helpers/corpus.js";

const SKIPPED = /\.(pdf|png|jpe?g|tiff?|bmp|heic|gif|webp)$/i;

function filesBelow(dir: string): string[] {
  const found: string[] = [];
  const pending = [dir];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    for (const name of readdirSync(current)) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) pending.push(path);
      else if (!SKIPPED.test(name)) found.push(path);
    }
  }
  return found.sort();
}

const corpus = corpusDir();
const files = corpus
  ? [...filesBelow(join(corpus, "example-docs")), ...filesBelow(join(corpus, "api-sample-docs"))]
  : [];
const params = parsePartitionParameters({});

describe.runIf(corpus !== undefined)("the corpus through the engine", () => {
  it("has documents to sweep", () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(files.map((file) => [relative(corpus ?? "", file), file]))(
    "%s: elements or a typed error within 10 s",
    async (_name, file) => {
      const started = performance.now();
      let outcome: string;
      try {
        const elements = await partition({ data: readFileSync(file), filename: file }, params);
        expect(Array.isArray(elements)).toBe(true);
        for (const element of elements) {
          expect(typeof element.type).toBe("string");
          expect(element.element_id).toMatch(/^[0-9a-f]{32}$/);
        }
        outcome = `${elements.length} elements`;
      } catch (error) {
        expect(error, String(error)).toBeInstanceOf(EngineError);
        outcome = (error as Error).message;
      }
      const ms = performance.now() - started;
      expect(ms, outcome).toBeLessThan(10_000);
    },
    20_000,
  );
});
