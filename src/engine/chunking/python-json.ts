// JSON text as Python's `json.dumps(value, sort_keys=True)` writes it: ", " and ": " separators, keys
// sorted at every level, every character outside printable ASCII written as a \uXXXX escape, and floats
// in Python's repr (1.0, 1e-05, 1e+16). orig_elements payloads made here therefore decode to the same
// text the reference would have compressed.

const NON_ASCII = /[\u007f-\uffff]/g;
const HAS_NON_ASCII = /[\u007f-\uffff]/;

const escapeNonAscii = (ch: string) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** A character json.dumps writes other than as itself: outside printable ASCII, a quote or a backslash. */
const NEEDS_ESCAPE = /[^ -~]|["\\]/;

/** True when `s`'s JSON is `s` itself in quotes: printable ASCII without quotes or backslashes. */
export function isPlainJsonString(s: string): boolean {
  return !NEEDS_ESCAPE.test(s);
}

export function pyString(s: string): string {
  // Most texts need no escape: quoted as they are, they cost a scan and a rope, not a copy.
  if (isPlainJsonString(s)) return `"${s}"`;
  // JSON.stringify already writes quotes, backslashes and control characters the way Python does
  // (\n, \t, ..., \u001f) and escapes lone surrogates; only non-ASCII remains to be escaped. Most texts
  // have none, and a test costs less than a replace that finds nothing.
  const json = JSON.stringify(s);
  return HAS_NON_ASCII.test(json) ? json.replace(NON_ASCII, escapeNonAscii) : json;
}

/**
 * `keys` sorted in place as Array.prototype.sort sorts strings (by UTF-16 code units), by insertion:
 * objects here have a handful of keys, and the built-in sort allocates work arrays on every call,
 * which for orig_elements (two sorts per element) came to a third of chunking's garbage.
 */
export function sortKeys(keys: string[]): string[] {
  for (let i = 1; i < keys.length; i++) {
    const key = keys[i] as string;
    let j = i - 1;
    while (j >= 0 && (keys[j] as string) > key) {
      keys[j + 1] = keys[j] as string;
      j--;
    }
    keys[j + 1] = key;
  }
  return keys;
}

/** Object keys come from a small set (metadata field names): their JSON is kept, up to this many. */
const KEY_CACHE_SIZE = 1024;
const keyJson = new Map<string, string>();

/** pyString of an object key, remembered. */
export function pyKey(key: string): string {
  let json = keyJson.get(key);
  if (json === undefined) {
    json = pyString(key);
    if (keyJson.size < KEY_CACHE_SIZE) keyJson.set(key, json);
  }
  return json;
}

/** Python's `repr(float)`: the shortest round-tripping digits, exponent form below 1e-4 and from 1e16. */
export function pyFloat(x: number): string {
  if (Number.isNaN(x)) return "NaN";
  if (x === Number.POSITIVE_INFINITY) return "Infinity";
  if (x === Number.NEGATIVE_INFINITY) return "-Infinity";
  if (x === 0) return Object.is(x, -0) ? "-0.0" : "0.0";
  const [mantissa = "", expText = "0"] = x.toExponential().split("e");
  const exp = Number(expText);
  const negative = mantissa.startsWith("-");
  const digits = mantissa.replace("-", "").replace(".", "");
  const sign = negative ? "-" : "";
  if (exp < -4 || exp >= 16) {
    const frac = digits.slice(1);
    const e = `${exp < 0 ? "-" : "+"}${String(Math.abs(exp)).padStart(2, "0")}`;
    return `${sign}${digits[0]}${frac ? `.${frac}` : ""}e${e}`;
  }
  if (exp < 0) return `${sign}0.${"0".repeat(-exp - 1)}${digits}`;
  const intPart = digits.slice(0, exp + 1).padEnd(exp + 1, "0");
  const fracPart = digits.slice(exp + 1);
  return `${sign}${intPart}.${fracPart || "0"}`;
}

/**
 * Serializes `value`. Numbers under a key in `floatKeys` (at any depth below it) are written as Python
 * floats even when integral, because the reference holds them as floats; other integral numbers are ints.
 * Undefined values and functions are left out, as JSON.stringify leaves them out.
 */
export function pyJsonDumps(value: unknown, floatKeys: ReadonlySet<string> = new Set()): string {
  return pyJsonValue(value, false, floatKeys);
}

/** The JSON of one value (see pyJsonDumps); `asFloat` when it sits under one of `floatKeys`. */
export function pyJsonValue(value: unknown, asFloat: boolean, floatKeys: ReadonlySet<string>): string {
  // Strings built by concatenation (V8 ropes, flattened once at the end) cost less than parts pushed
  // to an array and joined: orig_elements serialise every element of every chunk.
  switch (typeof value) {
    case "string":
      return pyString(value);
    case "number":
      return asFloat || !Number.isInteger(value) ? pyFloat(value) : String(value);
    case "boolean":
      return value ? "true" : "false";
    case "bigint":
      return value.toString();
    case "object":
      break;
    default:
      return "null";
  }
  if (value === null) return "null";
  if (Array.isArray(value)) {
    let out = "[";
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (i > 0) out += ", ";
      out += pyJsonValue(item === undefined || typeof item === "function" ? null : item, asFloat, floatKeys);
    }
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  const keys = sortKeys(Object.keys(record));
  let out = "{";
  let first = true;
  for (const key of keys) {
    const item = record[key];
    if (item === undefined || typeof item === "function") continue;
    if (!first) out += ", ";
    first = false;
    out += `${pyKey(key)}: ${pyJsonValue(item, asFloat || floatKeys.has(key), floatKeys)}`;
  }
  return `${out}}`;
}
