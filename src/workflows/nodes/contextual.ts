// Contextual chunking v1 (`contextual_chunking_strategy: "v1"` on a chunk node), after the published
// contextual-retrieval method: for each chunk, a model is given the document and the chunk and writes a
// short context that situates the chunk in the document; the context is put before the chunk's text, so
// what is embedded and searched carries it. `orig_elements`, ids and every other field stay as they were.
//
// Cost. The document goes first in each request, the same text for each of its chunks, so the provider
// reads it from its prompt cache after the first call (Anthropic: marked with cache_control; OpenAI:
// cached by itself; see models/types.ts `prefix`). The first chunk of each part is sent alone, and the
// others once it has answered, so they find the cache written. A document longer than
// `contextual_chunking_document_tokens` is sent in parts of that size (cut between its elements), each
// chunk with the part it starts in: chunks of one part share its prefix. The tokens one document may
// spend (sent and answered, estimated at 4 characters a token before the calls, counted from the
// provider's answers after) are bounded by `contextual_chunking_max_tokens`; past it, and on any error of
// a chunk's call, `contextual_chunking_on_error` decides: `fail` (default) fails the file, `keep` leaves
// the chunk's text as it was.

import type { Element } from "../../contract/element.js";
import type { WorkflowNodeInfo } from "../../contract/nodes.js";
import { CONTEXTUAL_CHUNKING_DEFAULTS } from "../../contract/nodes.js";
import { renderDetail } from "../../contract/validation.js";
import { errorMessage } from "../../shared/errors.js";
import { silentLogger, type WorkflowLogger } from "../logger.js";
import type { ModelProvider } from "../models/types.js";
import { contextualTarget, validateModelNode } from "../models/validate.js";
import { type ModelNodeDeps, ModelNodeError, mapBounded } from "./common.js";
import { contextualChunkPrompt, contextualDocumentPrefix } from "./prompts.js";

/** Chunks of one part at the model at once, once the first has answered; the provider's limiter bounds the rest. */
const CHUNKS_IN_FLIGHT = 8;
/** The estimate of a token in characters, before a provider has counted. */
const CHARS_PER_TOKEN = 4;
const SEPARATOR = "\n\n";

export const estimateTokens = (text: string): number => Math.ceil(text.length / CHARS_PER_TOKEN);

export interface ContextualDeps extends ModelNodeDeps {
  logger?: WorkflowLogger | undefined;
}

export type Contextualizer = (
  /** The elements the chunks were made of: the document. */
  document: readonly Element[],
  chunks: Element[],
  node: WorkflowNodeInfo,
  signal: AbortSignal,
) => Promise<Element[]>;

interface Part {
  start: number;
  end: number;
  prefix: string;
}

/** The document's text cut into parts of at most `maxChars`, between elements where it can be. */
function documentParts(texts: readonly string[], maxChars: number, filename: string | undefined): Part[] {
  const bounds: { start: number; end: number }[] = [];
  let start = 0;
  let at = 0;
  for (const [index, text] of texts.entries()) {
    const end = at + text.length;
    if (end - start > maxChars && at > start) {
      bounds.push({ start, end: at - SEPARATOR.length });
      start = at;
    }
    // An element longer than a part on its own is cut where the part is full.
    while (end - start > maxChars) {
      bounds.push({ start, end: start + maxChars });
      start += maxChars;
    }
    at = end + (index < texts.length - 1 ? SEPARATOR.length : 0);
  }
  if (at > start || bounds.length === 0) bounds.push({ start, end: at });
  const whole = texts.join(SEPARATOR);
  return bounds.map((bound, index) => ({
    ...bound,
    prefix: contextualDocumentPrefix(whole.slice(bound.start, bound.end), filename, {
      index,
      count: bounds.length,
    }),
  }));
}

/** The part each chunk starts in, found by the chunk's first words in the document (in order). */
function placeChunks(whole: string, parts: readonly Part[], chunks: readonly Element[]): number[] {
  let from = 0;
  return chunks.map((chunk) => {
    const probe = chunk.text.trim().slice(0, 80);
    let found = probe === "" ? -1 : whole.indexOf(probe, from);
    if (found < 0 && probe !== "") found = whole.indexOf(probe);
    if (found >= 0) from = found;
    const index = parts.findIndex((part) => from >= part.start && from < part.end);
    return index < 0 ? parts.length - 1 : index;
  });
}

export function contextualizer(deps: ContextualDeps): Contextualizer {
  const logger = deps.logger ?? silentLogger;
  return async (document, chunks, node, signal) => {
    const settings = (node.settings ?? {}) as Record<string, unknown>;
    const isConfigured = (provider: ModelProvider) => deps.providers.isConfigured?.(provider) ?? true;
    // Checked against this server's providers: which one a node that names none uses depends on them.
    const problems = validateModelNode(node, [], { defaultsFrom: isConfigured });
    if (problems.length > 0) throw new ModelNodeError(node, renderDetail(problems));
    const target = contextualTarget(node, isConfigured);
    if (!target) {
      throw new ModelNodeError(
        node,
        "contextual chunking needs a model provider, and none is configured on this server",
      );
    }
    const provider = target.provider as ModelProvider;
    // Asked for first: a server without the provider's credentials fails the file saying what to set.
    const client = deps.providers.client(provider);
    const documentTokens = Number(
      settings.contextual_chunking_document_tokens ?? CONTEXTUAL_CHUNKING_DEFAULTS.documentTokens,
    );
    const budget = Number(settings.contextual_chunking_max_tokens ?? CONTEXTUAL_CHUNKING_DEFAULTS.maxTokens);
    const keep = (settings.contextual_chunking_on_error ?? CONTEXTUAL_CHUNKING_DEFAULTS.onError) === "keep";
    const answerTokens = CONTEXTUAL_CHUNKING_DEFAULTS.contextTokens;

    const texts = document.map((element) => element.text).filter((text) => text.trim() !== "");
    const filename = document.find((element) => element.metadata.filename)?.metadata.filename;
    const parts = documentParts(texts, documentTokens * CHARS_PER_TOKEN, filename);
    const partOf = placeChunks(texts.join(SEPARATOR), parts, chunks);
    const todo = chunks.flatMap((chunk, index) => (chunk.text.trim() === "" ? [] : [index]));
    const estimate = (index: number) =>
      estimateTokens((parts[partOf[index] as number] as Part).prefix) +
      estimateTokens(contextualChunkPrompt((chunks[index] as Element).text)) +
      answerTokens;
    const total = todo.reduce((sum, index) => sum + estimate(index), 0);
    const name = filename ? `'${filename}'` : "the document";
    if (total > budget && !keep) {
      throw new ModelNodeError(
        node,
        `contextualizing the ${todo.length} chunks of ${name} would take about ${total} tokens, over contextual_chunking_max_tokens (${budget}); raise it, lower contextual_chunking_document_tokens, or set contextual_chunking_on_error to "keep"`,
      );
    }

    const out = [...chunks];
    let spent = 0;
    let kept = 0;
    const contextualize = async (index: number) => {
      const chunk = chunks[index] as Element;
      const cost = estimate(index);
      try {
        if (spent + cost > budget) {
          throw new Error(`the document's token budget (contextual_chunking_max_tokens ${budget}) is spent`);
        }
        spent += cost;
        const result = await client.generate(
          {
            model: target.model,
            prefix: (parts[partOf[index] as number] as Part).prefix,
            prompt: contextualChunkPrompt(chunk.text),
            maxTokens: answerTokens,
          },
          signal,
        );
        deps.usage?.record(signal, provider, target.model, result.usage);
        // The provider's count replaces the estimate.
        spent += result.usage.inputTokens + result.usage.outputTokens - cost;
        const context = result.text.trim();
        if (context === "") throw new Error("the model answered with no context");
        out[index] = { ...chunk, text: `${context}${SEPARATOR}${chunk.text}` };
      } catch (error) {
        if (signal.aborted) throw error;
        const message = `chunk ${index + 1} of ${chunks.length}: ${errorMessage(error)}`;
        if (!keep) throw new ModelNodeError(node, `contextual chunking failed for ${message}`);
        kept += 1;
        logger.warn({ node: node.name, error: message }, "contextual chunking: the chunk keeps its text");
      }
    };
    for (const [part] of parts.entries()) {
      const [first, ...rest] = todo.filter((index) => partOf[index] === part);
      if (first === undefined) continue;
      await contextualize(first);
      await mapBounded(rest, CHUNKS_IN_FLIGHT, signal, contextualize);
    }
    if (kept > 0) {
      logger.warn(
        { node: node.name, kept, chunks: todo.length },
        "contextual chunking: some chunks of the document kept their text",
      );
    }
    return out;
  };
}
