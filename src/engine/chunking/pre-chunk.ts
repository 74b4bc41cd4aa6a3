// Pre-chunking: grouping consecutive elements into the sets that become one chunk each, before any
// text is joined or split. An element joins the current group unless it starts a semantic unit, the
// group is already past the soft limit, or its text would push the group past the hard limit. A table
// always forms a group of its own. An oversized element forms a group alone and is split later.
import type { Element } from "../../contract/element.js";
import { collapseWhitespace, cpLength, hasSurrogates, lastCodePoints, pyStrip } from "../text/python-str.js";
import type { BoundaryPredicate } from "./boundaries.js";
import { isCode, isTable, pageOf } from "./elements.js";
import type { ResolvedChunkingOptions } from "./options.js";

/** Elements' texts are joined with a blank line. */
export const TEXT_SEPARATOR = "\n\n";
const SEPARATOR_LENGTH = TEXT_SEPARATOR.length;

export class PreChunk {
  readonly elements: readonly Element[];
  /** The tail of the previous chunk (overlap_all), or "". */
  readonly overlapPrefix: string;
  /** Non-empty texts of the elements as they appear in the chunk. */
  readonly segments: readonly string[];
  /** Code-point length of the segments, without separators or prefix. */
  readonly segmentsLength: number;
  /** Index of the first element in the chunker's input. */
  readonly firstIndex: number;
  #text: string | undefined;

  constructor(
    elements: readonly Element[],
    overlapPrefix: string,
    firstIndex: number,
    segments: readonly string[],
    segmentsLength: number,
  ) {
    this.elements = elements;
    this.overlapPrefix = overlapPrefix;
    this.firstIndex = firstIndex;
    this.segments = segments;
    this.segmentsLength = segmentsLength;
  }

  /** A single Table or TableChunk, chunked by the table rules. */
  get isTable(): boolean {
    const only = this.elements[0];
    return this.elements.length === 1 && only !== undefined && isTable(only);
  }

  get containsTable(): boolean {
    return this.elements.some(isTable);
  }

  /** Length of the chunk text in code points. */
  get textLength(): number {
    return this.#lengthWith(0, 0);
  }

  /** Length in code points of the text this group would have combined with `next` (see combine). */
  combinedTextLength(next: PreChunk): number {
    return this.#lengthWith(next.segments.length, next.segmentsLength);
  }

  #lengthWith(moreSegments: number, moreLength: number): number {
    const count = this.segments.length + moreSegments + (this.overlapPrefix ? 1 : 0);
    const prefixLength = this.overlapPrefix ? cpLength(this.overlapPrefix) : 0;
    return prefixLength + this.segmentsLength + moreLength + SEPARATOR_LENGTH * Math.max(0, count - 1);
  }

  /** The chunk text: overlap prefix and element texts, joined with blank lines. */
  get text(): string {
    if (this.#text === undefined) {
      const segments = this.overlapPrefix ? [this.overlapPrefix, ...this.segments] : this.segments;
      // One segment is the text itself; join() would copy it.
      this.#text = segments.length === 1 ? (segments[0] as string) : segments.join(TEXT_SEPARATOR);
    }
    return this.#text;
  }

  /** The tail the next chunk starts with when overlap_all is on. */
  overlapTail(overlap: number): string {
    return overlap > 0 ? pyStrip(lastCodePoints(this.text, overlap)) : "";
  }

  /** This group followed by `next`'s elements; `next`'s prefix came from this group's end, so it goes. */
  combine(next: PreChunk): PreChunk {
    return new PreChunk(
      [...this.elements, ...next.elements],
      this.overlapPrefix,
      this.firstIndex,
      [...this.segments, ...next.segments],
      this.segmentsLength + next.segmentsLength,
    );
  }
}

/**
 * Accumulates elements into the current group. Its size checks use the elements' raw text lengths (not
 * the collapsed ones) and count the overlap prefix, as the reference does.
 */
class PreChunkBuilder {
  readonly #opts: ResolvedChunkingOptions;
  #elements: Element[] = [];
  #segments: string[] = [];
  #segmentsLength = 0;
  #firstIndex = 0;
  #overlapPrefix = "";
  #segmentCount = 0;
  #rawLength = 0;
  #hasTable = false;

  constructor(opts: ResolvedChunkingOptions) {
    this.#opts = opts;
  }

  willFit(element: Element, rawLength: number): boolean {
    if (isTable(element)) return this.#elements.length === 0;
    if (this.#hasTable) return false;
    if (this.#elements.length === 0) return true;
    const textLength = this.#rawLength + SEPARATOR_LENGTH * Math.max(0, this.#segmentCount - 1);
    if (textLength > this.#opts.softMax) return false;
    const remaining = this.#opts.hardMax - this.#rawLength - SEPARATOR_LENGTH * this.#segmentCount;
    return remaining >= rawLength;
  }

  add(element: Element, index: number, rawLength: number, surrogates: boolean): void {
    if (this.#elements.length === 0) {
      this.#firstIndex = index;
      // A table chunk never starts with the tail of the text before it.
      if (isTable(element)) this.#reset("");
    }
    this.#elements.push(element);
    if (isTable(element)) this.#hasTable = true;
    const raw = element.text;
    if (!raw) return;
    this.#segmentCount++;
    this.#rawLength += rawLength;
    // Code keeps its whitespace; every other text has its whitespace collapsed.
    const segment = isCode(element) ? raw : collapseWhitespace(raw);
    if (segment === "") return;
    this.#segments.push(segment);
    // Collapsing keeps surrogate pairs, so a raw text without any gives a segment without any.
    this.#segmentsLength += surrogates ? cpLength(segment) : segment.length;
  }

  flush(): PreChunk | undefined {
    if (this.#elements.length === 0) return undefined;
    const preChunk = new PreChunk(
      this.#elements,
      this.#overlapPrefix,
      this.#firstIndex,
      this.#segments,
      this.#segmentsLength,
    );
    // A table's tail does not lead into the text after it either.
    const tail = preChunk.isTable ? "" : preChunk.overlapTail(this.#opts.interChunkOverlap);
    this.#elements = [];
    this.#reset(tail);
    return preChunk;
  }

  #reset(overlapPrefix: string): void {
    this.#overlapPrefix = overlapPrefix;
    this.#segments = [];
    this.#segmentsLength = 0;
    this.#segmentCount = overlapPrefix ? 1 : 0;
    this.#rawLength = cpLength(overlapPrefix);
    this.#hasTable = false;
  }
}

/**
 * Groups `elements` in order and hands each group to `emit` as soon as it is complete, so groups die
 * young instead of being copied by the garbage collector while a whole document's worth accumulates.
 * `boundaries` are all consulted for every element (they keep state).
 */
export function preChunk(
  elements: readonly Element[],
  opts: ResolvedChunkingOptions,
  boundaries: readonly BoundaryPredicate[],
  emit: (preChunk: PreChunk) => void,
): void {
  const builder = new PreChunkBuilder(opts);
  for (let i = 0; i < elements.length; i++) {
    const element = elements[i] as Element;
    let boundary = false;
    for (const predicate of boundaries) if (predicate(element, i)) boundary = true;
    const raw = element.text;
    const surrogates = raw ? hasSurrogates(raw) : false;
    const rawLength = !raw ? 0 : surrogates ? cpLength(raw) : raw.length;
    if (boundary || !builder.willFit(element, rawLength)) {
      const done = builder.flush();
      if (done) emit(done);
    }
    builder.add(element, i, rawLength, surrogates);
  }
  const last = builder.flush();
  if (last) emit(last);
}

/**
 * by_title: merges a group into the next while the running group's text is shorter than
 * `combineUnder` and the merged text fits the hard limit. Tables are never merged. Returns the
 * function to feed groups to and the one to call after the last.
 */
export function combiner(
  opts: ResolvedChunkingOptions,
  emit: (preChunk: PreChunk) => void,
): { push: (preChunk: PreChunk) => void; end: () => void } {
  let current: PreChunk | undefined;
  return {
    push(next) {
      if (current && !canCombine(current, next, opts)) {
        emit(current);
        current = undefined;
      }
      current = current ? current.combine(next) : next;
    },
    end() {
      if (current) emit(current);
      current = undefined;
    },
  };
}

function canCombine(current: PreChunk, next: PreChunk, opts: ResolvedChunkingOptions): boolean {
  if (opts.combineUnder <= 0) return false;
  if (current.containsTable || next.containsTable) return false;
  // multipage_sections=false promises that no chunk holds two pages. The reference's combiner does not
  // look at pages and can merge a short section into the next page's; here it never does.
  if (!opts.multipageSections && differentPages(current, next)) return false;
  if (current.textLength >= opts.combineUnder) return false;
  return current.combinedTextLength(next) <= opts.hardMax;
}

/** The page of a group: with multipage_sections=false all its numbered elements share one. */
function pageOfGroup(group: PreChunk): number | undefined {
  for (const element of group.elements) {
    const page = pageOf(element);
    if (page !== undefined) return page;
  }
  return undefined;
}

function differentPages(a: PreChunk, b: PreChunk): boolean {
  const pa = pageOfGroup(a);
  const pb = pageOfGroup(b);
  return pa !== undefined && pb !== undefined && pa !== pb;
}
