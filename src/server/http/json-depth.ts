// JSON request bodies nested deeper than any real workflow, connector config or setting are refused before
// they are parsed: deeper values would overflow the stack of whatever walks them afterwards (validation,
// secret redaction, the error body that echoes the input), turning a client's mistake into a 500.

/** Deeper than any real body: node settings and connector configs nest a few levels. */
export const MAX_JSON_DEPTH = 64;

/** How deeply `text` nests arrays and objects (strings skipped), stopping once past `limit`. */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

export const tooDeepMessage = (limit = MAX_JSON_DEPTH) =>
  `JSON nested deeper than ${limit} levels (arrays and objects)`;
