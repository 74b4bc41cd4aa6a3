// Splitting one oversized text into pieces that fit, the reference's way: cut at the last separator
// ("\n", then " ") that leaves a piece of at most `maxlen` code points, else cut mid-word; with overlap,
// each remainder starts with the tail of the piece before it.
//
// The reference re-slices the whole remainder at every cut, which is quadratic on a long element. Here
// the remainder is kept as (short prefix, offset into the original text): a cut searches the original
// text directly, so a megabyte-long element splits in linear time.
import {
  CodePointIndex,
  cpLength,
  isPySpaceCode,
  lastCodePoints,
  pyLstrip,
  pyRstrip,
} from "../text/python-str.js";

export const DEFAULT_SEPARATORS: readonly string[] = ["\n", " "];

/**
 * The pieces `text` is cut into. `overlap` must be smaller than `maxlen`. A text that already fits is
 * returned as is (one piece); pieces are never empty.
 */
export function splitText(
  text: string,
  maxlen: number,
  overlap: number,
  separators: readonly string[] = DEFAULT_SEPARATORS,
): string[] {
  const base = new CodePointIndex(text);
  const total = base.length;
  const pieces: string[] = [];
  // The remainder still to split is `prefix` (the overlap carried from the last piece, with its
  // separating space) followed by `text` from code point `pos`.
  let prefix = "";
  let prefixLength = 0;
  let pos = 0;

  // Moves `pos` past whitespace, as lstrip() would on a remainder without prefix.
  const skipWhitespace = (from: number) => {
    let at = from;
    while (at < total && isPySpaceCode(text.charCodeAt(base.unit(at)))) at++;
    return at;
  };

  for (;;) {
    const length = prefixLength + total - pos;
    if (length === 0) break;
    if (length <= maxlen) {
      pieces.push(prefix + base.slice(pos));
      break;
    }
    let cut = false;
    for (const sep of separators) {
      // The separator must start after the overlap (a shorter piece could not make progress) and may
      // end at most one separator past maxlen (a separator right at the limit still counts). The
      // prefix is shorter than overlap + 1, so the separator always lies in the text itself.
      // The search runs on a slice of just that window: lastIndexOf on the whole text would scan
      // back to its start whenever the separator is absent, which is quadratic over many pieces.
      const low = base.unit(pos + overlap + 1 - prefixLength);
      const window = text.slice(low, base.unit(pos + maxlen - prefixLength) + sep.length);
      const found = window.lastIndexOf(sep);
      if (found < 0) continue;
      const start = base.point(low + found);
      const piece = pyRstrip(prefix + base.slice(pos, start));
      if (piece === "") continue;
      const nextPos = skipWhitespace(start + cpLength(sep));
      // The overlap is drawn from the piece, so it never includes the separator.
      const nextPrefix = overlap > 1 ? `${pyLstrip(lastCodePoints(piece, overlap - 1))} ` : "";
      const nextPrefixLength = cpLength(nextPrefix);
      if (nextPrefixLength + total - nextPos >= length) continue;
      pieces.push(piece);
      prefix = nextPrefix;
      prefixLength = nextPrefixLength;
      pos = nextPos;
      cut = true;
      break;
    }
    if (cut) continue;
    // No usable separator: a hard cut, the next piece restarting `overlap` characters earlier.
    const piece = pyRstrip(prefix + base.slice(pos, pos + maxlen - prefixLength));
    if (piece !== "") pieces.push(piece);
    const restart = maxlen - overlap;
    if (restart >= prefixLength) {
      pos = skipWhitespace(pos + restart - prefixLength);
      prefix = "";
      prefixLength = 0;
    } else {
      prefix = pyLstrip(new CodePointIndex(prefix).slice(restart));
      prefixLength = cpLength(prefix);
      if (prefixLength === 0) pos = skipWhitespace(pos);
    }
  }
  return pieces;
}
