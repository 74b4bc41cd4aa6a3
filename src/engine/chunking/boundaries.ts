// Semantic boundaries: an element for which a predicate answers true starts a new chunk, whatever room
// the current one has left. Predicates that track state (the current page) are made fresh for each run.
import type { Element } from "../../contract/element.js";
import { isTitle, pageOf } from "./elements.js";

export type BoundaryPredicate = (element: Element, index: number) => boolean;

export const titleBoundary: BoundaryPredicate = (element) => isTitle(element);

/**
 * True when an element's page differs from the current one. An element without a page number stays on
 * the current page; the first element sets the page (1 when it has none); a page number going down
 * also counts as a new page, as in the reference.
 */
export function pageBoundary(): BoundaryPredicate {
  let current = 1;
  let first = true;
  return (element) => {
    const page = pageOf(element);
    if (first) {
      first = false;
      current = page || 1;
      return false;
    }
    if (page === undefined || page === current) return false;
    current = page;
    return true;
  };
}

/** Boundaries decided in advance for each element index (by_similarity). */
export function precomputedBoundary(starts: readonly boolean[]): BoundaryPredicate {
  return (_element, index) => starts[index] === true;
}
