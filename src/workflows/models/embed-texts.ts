// Embedding many texts with one model: split into batches within the provider's limits, a few batches in
// flight at once (the provider's limiter bounds the process), and every answer checked: one vector per text,
// each of the model's length, finite numbers only. A wrong answer fails the node rather than storing
// vectors a vector database would reject or, worse, accept.

import { mapConcurrent } from "../../shared/map-concurrent.js";
import { type EmbeddingModelSpec, embeddingModelNames, embeddingModelSpec } from "./catalog.js";
import { EmbeddingShapeError, UnknownModelError } from "./errors.js";
import { addUsage, type ModelClient, NO_USAGE, type TokenUsage } from "./types.js";

/** Batches of one call of embedTexts in flight at once. */
const BATCHES_IN_FLIGHT = 4;

export function batchTexts(
  texts: readonly string[],
  spec: Pick<EmbeddingModelSpec, "maxBatch" | "maxBatchChars">,
) {
  const batches: { start: number; texts: string[] }[] = [];
  let current: string[] = [];
  let chars = 0;
  let start = 0;
  texts.forEach((text, index) => {
    if (current.length > 0 && (current.length >= spec.maxBatch || chars + text.length > spec.maxBatchChars)) {
      batches.push({ start, texts: current });
      current = [];
      chars = 0;
      start = index;
    }
    current.push(text);
    chars += text.length;
  });
  if (current.length > 0) batches.push({ start, texts: current });
  return batches;
}

function checkVectors(
  client: ModelClient,
  model: string,
  dimensions: number,
  expected: number,
  vectors: unknown,
): number[][] {
  if (!Array.isArray(vectors) || vectors.length !== expected) {
    throw new EmbeddingShapeError(
      client.provider,
      `${client.provider} model '${model}' returned ${Array.isArray(vectors) ? vectors.length : "no"} vectors for ${expected} texts`,
    );
  }
  for (const vector of vectors) {
    if (!Array.isArray(vector) || vector.length !== dimensions) {
      throw new EmbeddingShapeError(
        client.provider,
        `${client.provider} model '${model}' returned a vector of ${Array.isArray(vector) ? vector.length : "no"} dimensions; ` +
          `the model makes ${dimensions}`,
      );
    }
    if (!vector.every((x) => typeof x === "number" && Number.isFinite(x))) {
      throw new EmbeddingShapeError(
        client.provider,
        `${client.provider} model '${model}' returned a non-numeric value`,
      );
    }
  }
  return vectors as number[][];
}

export interface EmbedTextsResult {
  vectors: number[][];
  usage: TokenUsage;
  requests: number;
}

export async function embedTexts(
  client: ModelClient,
  model: string,
  texts: readonly string[],
  signal: AbortSignal,
): Promise<EmbedTextsResult> {
  const spec = embeddingModelSpec(client.provider, model);
  if (!spec) throw new UnknownModelError(client.provider, model, embeddingModelNames(client.provider));
  const batches = batchTexts(texts, spec);
  const vectors = new Array<number[]>(texts.length);
  let usage: TokenUsage = NO_USAGE;
  // One failed batch fails the node: no more are started.
  await mapConcurrent(batches, BATCHES_IN_FLIGHT, async (batch) => {
    const result = await client.embed({ model, texts: batch.texts }, signal);
    const checked = checkVectors(client, model, spec.dimensions, batch.texts.length, result.vectors);
    checked.forEach((vector, k) => {
      vectors[batch.start + k] = vector;
    });
    usage = addUsage(usage, result.usage);
  });
  return { vectors, usage, requests: batches.length };
}
