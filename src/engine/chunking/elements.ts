// The few facts about an element the chunker acts on.
import type { Element } from "../../contract/element.js";

/** Table and TableChunk stand alone in a chunk of their own. */
export const isTable = (element: Element): boolean =>
  element.type === "Table" || element.type === "TableChunk";

export const isTitle = (element: Element): boolean => element.type === "Title";

/** Code keeps its whitespace; every other text has its whitespace collapsed in a chunk. */
export const isCode = (element: Element): boolean => element.type === "CodeSnippet";

export const pageOf = (element: Element): number | undefined => {
  const page = element.metadata?.page_number;
  return typeof page === "number" ? page : undefined;
};
