// String helpers that behave like Python's str methods, because the reference chunker's lengths, splits
// and whitespace rules are Python's: `len` counts code points (not UTF-16 units) and `split()`/`strip()`
// treat the Unicode whitespace set of `str.isspace()` as whitespace (which differs from JS's `\s`).

/** The characters Python's `str.isspace()` (and so `str.strip()`, `str.split()`, regex `\s`) accept. */
export const PY_WHITESPACE =
  "\\t\\n\\v\\f\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";

/** Python's `str.isspace()` for one UTF-16 code unit (no whitespace lies outside the BMP). */
export function isPySpaceCode(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d) || (code >= 0x1c && code <= 0x1f);
  if (code < 0x85) return false;
  return (
    code === 0x85 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000
  );
}

export function isPySpace(char: string): boolean {
  return char.length === 1 && isPySpaceCode(char.charCodeAt(0));
}

const SPLIT_RE = new RegExp(`[${PY_WHITESPACE}]+`);
/** Python's `str.split()` without arguments. */
export function pySplit(text: string): string[] {
  return text.split(SPLIT_RE).filter((word) => word.length > 0);
}

const SURROGATE = /[\uD800-\uDFFF]/;

// Whitespace runs that collapsing changes: any run holding something other than one plain space. A
// single space, by far the commonest run, is not matched, so a regex replace touches few places.
const NON_SPACE_WS =
  "\\t\\n\\v\\f\\r\\x1c-\\x1f\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";
const CHANGED_RUN = new RegExp(`[${NON_SPACE_WS}][${PY_WHITESPACE}]*| [${PY_WHITESPACE}]+`, "g");

/** Python's `" ".join(s.split())`: runs of whitespace become one space, none at either end. */
export function collapseWhitespace(s: string): string {
  const t = s.replace(CHANGED_RUN, " ");
  const start = t.charCodeAt(0) === 0x20 ? 1 : 0;
  const end = t.length > start && t.charCodeAt(t.length - 1) === 0x20 ? t.length - 1 : t.length;
  return start === 0 && end === t.length ? t : t.slice(start, end);
}

export function pyStrip(s: string): string {
  return pyRstrip(pyLstrip(s));
}

// Index scans rather than anchored regexes: `[\s]+$` retries at every position of a long inner run.
export function pyLstrip(s: string): string {
  let i = 0;
  while (i < s.length && isPySpaceCode(s.charCodeAt(i))) i++;
  return i === 0 ? s : s.slice(i);
}

export function pyRstrip(s: string): string {
  let end = s.length;
  while (end > 0 && isPySpaceCode(s.charCodeAt(end - 1))) end--;
  return end === s.length ? s : s.slice(0, end);
}

export function hasSurrogates(s: string): boolean {
  return SURROGATE.test(s);
}

/** Python's `len(s)`: code points, so an emoji counts once. */
export function cpLength(s: string): number {
  if (!hasSurrogates(s)) return s.length;
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    // A high surrogate followed by a low one is a single code point.
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

/**
 * Maps code-point offsets of one string to UTF-16 offsets and back. For the usual string without
 * surrogates both are the identity, so nothing is allocated.
 */
export class CodePointIndex {
  readonly text: string;
  /** Number of code points. */
  readonly length: number;
  readonly #units: Uint32Array | undefined;
  readonly #points: Uint32Array | undefined;

  constructor(text: string) {
    this.text = text;
    if (!hasSurrogates(text)) {
      this.length = text.length;
      return;
    }
    const units = new Uint32Array(text.length + 1);
    const points = new Uint32Array(text.length + 1);
    let n = 0;
    for (let i = 0; i < text.length; i++) {
      units[n] = i;
      points[i] = n;
      const c = text.charCodeAt(i);
      if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
        const d = text.charCodeAt(i + 1);
        if (d >= 0xdc00 && d <= 0xdfff) {
          i++;
          points[i] = n;
        }
      }
      n++;
    }
    units[n] = text.length;
    points[text.length] = n;
    this.length = n;
    this.#units = units.subarray(0, n + 1);
    this.#points = points;
  }

  /** UTF-16 offset of code point `cp` (clamped to the ends). */
  unit(cp: number): number {
    const c = cp < 0 ? 0 : cp > this.length ? this.length : cp;
    return this.#units ? (this.#units[c] as number) : c;
  }

  /** Code-point offset of UTF-16 offset `unit`. */
  point(unit: number): number {
    return this.#points ? (this.#points[unit] as number) : unit;
  }

  /** `text[start:end]` in code points. */
  slice(start: number, end: number = this.length): string {
    return this.text.slice(this.unit(start), this.unit(end));
  }
}

/** Python's `s[-n:]` for n > 0, in code points. */
export function lastCodePoints(s: string, n: number): string {
  if (!hasSurrogates(s)) return s.length <= n ? s : s.slice(s.length - n);
  const index = new CodePointIndex(s);
  return index.length <= n ? s : index.slice(index.length - n);
}
