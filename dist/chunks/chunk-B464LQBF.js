import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  PY_WHITESPACE,
  isPySpaceCode
} from "./chunk-4I3I35UI.js";

// src/engine/chunking/text.ts
var SURROGATE = /[\uD800-\uDFFF]/;
var NON_SPACE_WS = "\\t\\n\\v\\f\\r\\x1c-\\x1f\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";
var CHANGED_RUN = new RegExp(`[${NON_SPACE_WS}][${PY_WHITESPACE}]*| [${PY_WHITESPACE}]+`, "g");
function collapseWhitespace(s) {
  const t = s.replace(CHANGED_RUN, " ");
  const start = t.charCodeAt(0) === 32 ? 1 : 0;
  const end = t.length > start && t.charCodeAt(t.length - 1) === 32 ? t.length - 1 : t.length;
  return start === 0 && end === t.length ? t : t.slice(start, end);
}
function pyStrip(s) {
  return pyRstrip(pyLstrip(s));
}
function pyLstrip(s) {
  let i = 0;
  while (i < s.length && isPySpaceCode(s.charCodeAt(i))) i++;
  return i === 0 ? s : s.slice(i);
}
function pyRstrip(s) {
  let end = s.length;
  while (end > 0 && isPySpaceCode(s.charCodeAt(end - 1))) end--;
  return end === s.length ? s : s.slice(0, end);
}
function hasSurrogates(s) {
  return SURROGATE.test(s);
}
function cpLength(s) {
  if (!hasSurrogates(s)) return s.length;
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 55296 && c <= 56319 && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 56320 && d <= 57343) i++;
    }
    n++;
  }
  return n;
}
var CodePointIndex = class {
  text;
  /** Number of code points. */
  length;
  #units;
  #points;
  constructor(text) {
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
      if (c >= 55296 && c <= 56319 && i + 1 < text.length) {
        const d = text.charCodeAt(i + 1);
        if (d >= 56320 && d <= 57343) {
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
  unit(cp) {
    const c = cp < 0 ? 0 : cp > this.length ? this.length : cp;
    return this.#units ? this.#units[c] : c;
  }
  /** Code-point offset of UTF-16 offset `unit`. */
  point(unit) {
    return this.#points ? this.#points[unit] : unit;
  }
  /** `text[start:end]` in code points. */
  slice(start, end = this.length) {
    return this.text.slice(this.unit(start), this.unit(end));
  }
};
function lastCodePoints(s, n) {
  if (!hasSurrogates(s)) return s.length <= n ? s : s.slice(s.length - n);
  const index = new CodePointIndex(s);
  return index.length <= n ? s : index.slice(index.length - n);
}

export {
  collapseWhitespace,
  pyStrip,
  pyLstrip,
  pyRstrip,
  hasSurrogates,
  cpLength,
  CodePointIndex,
  lastCodePoints
};
