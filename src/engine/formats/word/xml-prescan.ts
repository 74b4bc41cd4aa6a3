// A count of the elements and characters an XML part will at least produce, read from its bytes before it
// is parsed. A part of a few hundred KB zipped can hold 190 MB of one-word paragraphs: parsing it builds
// millions of nodes (gigabytes, minutes) before the element limit is checked. This scan keeps no tree and
// stops at the first block past a limit, so such a file is refused after reading the first few megabytes.
//
// The count is a lower bound by construction: a block counts only where the format's partitioner is sure
// to make an element of it, and only ASCII letters and digits of its text count as characters (entity
// references, CDATA and comments count for nothing), so no document the partitioner accepts is refused.
import { tooManyCharacters, tooManyElements } from "../../core/errors.js";
import type { EngineLimits } from "../../core/types.js";

type Name = string | readonly string[];

export interface BlockRule {
  /**
   * Local names from the root element down to the element whose direct text is counted ("*" matches
   * any); every level must match at exactly its depth.
   */
  path: readonly Name[];
  /** Index in `path` of the element that makes one element when its counted text has a letter or digit. */
  block: number;
  /**
   * Index in `path` of the element whose counts are kept or dropped together (a slide's shape); defaults
   * to `block`.
   */
  scope?: number;
  /** Index in `path` of an element only the first of which is read (docx reads the first w:body). */
  firstOnly?: number;
  /**
   * Drops the current scope when an element inside it has one of these local names and `test` accepts
   * its tag's bytes (a pptx shape placed off the slide, or taking its position from a layout).
   */
  exclude?: { names: readonly string[]; test: (localName: string, tag: Uint8Array) => boolean };
}

/** What the parts read so far will at least produce; shared across the parts of one document. */
export interface Tally {
  elements: number;
  characters: number;
}

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const COLON = 0x3a;
const AMP = 0x26;
const SEMICOLON = 0x3b;

function isNameEnd(c: number): boolean {
  return c <= 0x20 || c === SLASH || c === GT;
}

function isAlnum(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

/** The offset just past the ">" closing the tag at `lt`, skipping quoted attribute values; -1 if none. */
function tagEnd(bytes: Uint8Array, lt: number): number {
  let quote = 0;
  for (let i = lt + 1; i < bytes.length; i++) {
    const c = bytes[i] as number;
    if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (c === 0x22 || c === 0x27) quote = c;
    else if (c === GT) return i + 1;
  }
  return -1;
}

/** The offset past a "<!...>" construct (comment, CDATA, DOCTYPE with its internal subset). */
function declarationEnd(bytes: Buffer, lt: number): number {
  if (bytes[lt + 2] === 0x2d && bytes[lt + 3] === 0x2d) {
    const end = bytes.indexOf("-->", lt + 4, "latin1");
    return end < 0 ? bytes.length : end + 3;
  }
  if (bytes[lt + 2] === 0x5b /* [ */) {
    const end = bytes.indexOf("]]>", lt + 3, "latin1");
    return end < 0 ? bytes.length : end + 3;
  }
  let brackets = 0;
  let quote = 0;
  for (let i = lt + 2; i < bytes.length; i++) {
    const c = bytes[i] as number;
    if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (c === 0x22 || c === 0x27) quote = c;
    else if (c === 0x5b) brackets++;
    else if (c === 0x5d) brackets--;
    else if (c === GT && brackets <= 0) return i + 1;
  }
  return bytes.length;
}

function asciiBytes(name: string): Uint8Array {
  return Buffer.from(name, "latin1");
}

/** The index in `names` of the name data[start, end) spells, or -1; "*" matches any. */
function nameIndex(data: Uint8Array, start: number, end: number, names: readonly Uint8Array[]): number {
  const length = end - start;
  for (let k = 0; k < names.length; k++) {
    const name = names[k] as Uint8Array;
    if (name.length === 1 && name[0] === 0x2a) return k;
    if (name.length !== length) continue;
    let same = true;
    for (let j = 0; j < length && same; j++) same = data[start + j] === name[j];
    if (same) return k;
  }
  return -1;
}

/**
 * Adds what `bytes` (one XML part) will at least produce to `tally`, and throws the limit's error as soon
 * as the tally passes `max-elements` or `max-characters`. A part in UTF-16 counts nothing (its markup is
 * not ASCII bytes); the partitioner's own limits still apply to it.
 */
export function countBlocks(
  bytes: Uint8Array,
  rule: BlockRule,
  tally: Tally,
  filename: string,
  limits: EngineLimits,
): void {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { path, block } = rule;
  const scope = rule.scope ?? block;
  const names = path.map((name) => (typeof name === "string" ? [name] : name).map(asciiBytes));
  const excludedNames = (rule.exclude?.names ?? []).map(asciiBytes);
  const leaf = path.length;
  let depth = 0;
  /** Levels of `path` matched by the open elements, from the root. */
  let matched = 0;
  let firstSeen = false;
  let blockHasText = false;
  let blockCharacters = 0;
  let scopeElements = 0;
  let scopeCharacters = 0;
  let excluded = false;
  let inEntity = false;

  const finishBlock = () => {
    if (blockHasText) {
      scopeElements++;
      scopeCharacters += blockCharacters;
    }
    blockHasText = false;
    blockCharacters = 0;
  };
  const finishScope = () => {
    if (!excluded) {
      tally.elements += scopeElements;
      tally.characters += scopeCharacters;
      if (tally.elements > limits.maxElements) throw tooManyElements(filename, limits);
      if (tally.characters > limits.maxCharacters) throw tooManyCharacters(filename, limits);
    }
    scopeElements = 0;
    scopeCharacters = 0;
    excluded = false;
  };

  let i = 0;
  const n = data.length;
  while (i < n) {
    const lt = data.indexOf(LT, i);
    const textEnd = lt < 0 ? n : lt;
    if (matched === leaf && depth === leaf) {
      for (let j = i; j < textEnd; j++) {
        const c = data[j] as number;
        if (inEntity) {
          if (c === SEMICOLON) inEntity = false;
        } else if (c === AMP) inEntity = true;
        else if (isAlnum(c)) {
          blockHasText = true;
          blockCharacters++;
        }
      }
    }
    if (lt < 0) break;
    const next = data[lt + 1];
    if (next === 0x21 /* ! */) {
      i = declarationEnd(data, lt);
      continue;
    }
    if (next === 0x3f /* ? */) {
      const end = data.indexOf("?>", lt + 2, "latin1");
      i = end < 0 ? n : end + 2;
      continue;
    }
    const end = tagEnd(data, lt);
    if (end < 0) break;
    i = end;
    inEntity = false;
    if (next === SLASH) {
      if (matched >= depth && depth > 0) {
        const level = depth - 1;
        if (level === block) finishBlock();
        if (level === scope) finishScope();
        matched = depth - 1;
        if (level === rule.firstOnly) return;
      }
      depth--;
      if (depth < 0) return;
      continue;
    }
    // An opening (or empty) element: its local name, without the namespace prefix.
    let nameEnd = lt + 1;
    let localStart = lt + 1;
    while (nameEnd < end && !isNameEnd(data[nameEnd] as number)) {
      if (data[nameEnd] === COLON) localStart = nameEnd + 1;
      nameEnd++;
    }
    depth++;
    const empty = data[end - 2] === SLASH;
    const level = depth - 1;
    if (matched === level && depth <= leaf) {
      if (nameIndex(data, localStart, nameEnd, names[level] as Uint8Array[]) >= 0) {
        if (level === rule.firstOnly) {
          if (firstSeen) return;
          firstSeen = true;
        }
        // An empty element holds no text: it ends what it opened at once.
        if (!empty) matched = depth;
        else if (level === rule.firstOnly) return;
      }
    }
    if (rule.exclude && matched > scope && !excluded) {
      const k = nameIndex(data, localStart, nameEnd, excludedNames);
      if (k >= 0 && rule.exclude.test(rule.exclude.names[k] as string, data.subarray(lt, end)))
        excluded = true;
    }
    if (empty) depth--;
  }
}
