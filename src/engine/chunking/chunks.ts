// Turning one pre-chunk into output elements: a single table goes through the table rules; anything
// else becomes one CompositeElement, or several when its one element is longer than max_characters.
// Chunks leave with element_id "" because the engine assigns ids after chunking, with its id rule.
import type { Element, ElementMetadata } from "../../contract/element.js";
import { consolidateMetadata, copyValue } from "./metadata.js";
import type { ResolvedChunkingOptions } from "./options.js";
import { encodeOrigElements } from "./orig-elements.js";
import type { PreChunk } from "./pre-chunk.js";
import { splitText } from "./split-text.js";
import { chunkTable } from "./table.js";

/** Encodes the orig_elements of a chunk (encodeOrigElements, or a stand-in filled in later). */
export type OrigElementsEncoder = (elements: readonly Element[]) => string;

/** Appends the chunks of `preChunk` to `out`. */
export function formChunks(
  preChunk: PreChunk,
  opts: ResolvedChunkingOptions,
  out: Element[],
  encodeOrig: OrigElementsEncoder = encodeOrigElements,
): void {
  if (preChunk.isTable) {
    const orig = opts.includeOrigElements ? encodeOrig(preChunk.elements) : undefined;
    for (const chunk of chunkTable(preChunk.elements[0] as Element, preChunk.firstIndex, opts, orig))
      out.push(chunk);
    return;
  }
  const text = preChunk.text;
  // Only empty elements (page breaks, say): nothing to retrieve, so no chunk.
  if (text === "") return;
  const metadata: ElementMetadata = consolidateMetadata(preChunk.elements);
  if (opts.includeOrigElements) metadata.orig_elements = encodeOrig(preChunk.elements);
  if (preChunk.textLength <= opts.hardMax) {
    out.push({ type: "CompositeElement", element_id: "", text, metadata });
    return;
  }
  // Only a lone oversized element gets here; grouping never lets several elements outgrow the limit.
  const pieces = splitText(text, opts.hardMax, opts.overlap);
  for (let i = 0; i < pieces.length; i++) {
    let pieceMetadata = metadata;
    if (i > 0) {
      pieceMetadata = copyValue(metadata);
      pieceMetadata.is_continuation = true;
    }
    out.push({
      type: "CompositeElement",
      element_id: "",
      text: pieces[i] as string,
      metadata: pieceMetadata,
    });
  }
}
