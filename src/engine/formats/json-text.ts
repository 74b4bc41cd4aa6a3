// JSON read and written back as the reference's Python does it, for the Text elements of JSON that is
// not an element list: `json.loads` (with NaN/Infinity refused, as its loads_strict_json does) then
// `json.dumps(value, indent=2, sort_keys=True)`. JS's JSON.parse cannot serve: it forgets whether a
// number was written as an integer or a float (Python prints 18.0 back as 18.0, and keeps integers of
// any size exactly), and JSON.stringify neither escapes non-ASCII nor sorts keys.
import { pyFloat, pyString } from "../chunking/python-json.js";

/** A parsed JSON value that remembers Python's view of its numbers. */
export type PyJson = null | boolean | string | PyInt | PyFloat | PyJson[] | PyObject;

export class PyInt {
  constructor(readonly digits: string) {}
}
export class PyFloat {
  constructor(readonly value: number) {}
}
export class PyObject {
  /** Keys in document order; a repeated key keeps its last value, as a Python dict does. */
  constructor(readonly entries: Map<string, PyJson>) {}
}

export class JsonSyntaxError extends Error {}

/** How deep the parser follows nesting; beyond it the document is refused, as Python's recursion limit does. */
const MAX_PARSE_DEPTH = 5_000;
/** How deep `json.dumps` (pure Python, one frame per level) can write before its recursion limit. */
const MAX_DUMP_DEPTH = 990;

const NUMBER = /-?(?:0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
// A string token; control characters inside it are left to JSON.parse, which refuses them as Python does.
const STRING = /"(?:[^"\\]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const LITERAL = /true|false|null/y;

function parseString(token: string): string {
  try {
    return JSON.parse(token) as string;
  } catch {
    throw new JsonSyntaxError("invalid control character in a string");
  }
}

/** Parses one JSON document as Python's json.loads would, without NaN/Infinity. */
export function parsePyJson(text: string): PyJson {
  let pos = 0;
  const skipSpace = () => {
    while (pos < text.length) {
      const c = text.charCodeAt(pos);
      if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) break;
      pos++;
    }
  };
  const fail = (what: string): never => {
    throw new JsonSyntaxError(`${what} at position ${pos}`);
  };
  const match = (re: RegExp): string | undefined => {
    re.lastIndex = pos;
    const m = re.exec(text);
    if (!m) return undefined;
    pos += m[0].length;
    return m[0];
  };
  const value = (depth: number): PyJson => {
    if (depth > MAX_PARSE_DEPTH) fail("nesting too deep");
    skipSpace();
    const c = text[pos];
    if (c === "{") {
      pos++;
      const entries = new Map<string, PyJson>();
      skipSpace();
      if (text[pos] === "}") {
        pos++;
        return new PyObject(entries);
      }
      for (;;) {
        skipSpace();
        const key = match(STRING) ?? fail("expected a property name");
        skipSpace();
        if (text[pos++] !== ":") fail("expected ':'");
        const item = value(depth + 1);
        const name = parseString(key);
        entries.delete(name);
        entries.set(name, item);
        skipSpace();
        const next = text[pos++];
        if (next === "}") return new PyObject(entries);
        if (next !== ",") fail("expected ',' or '}'");
      }
    }
    if (c === "[") {
      pos++;
      const items: PyJson[] = [];
      skipSpace();
      if (text[pos] === "]") {
        pos++;
        return items;
      }
      for (;;) {
        items.push(value(depth + 1));
        skipSpace();
        const next = text[pos++];
        if (next === "]") return items;
        if (next !== ",") fail("expected ',' or ']'");
      }
    }
    if (c === '"') return parseString(match(STRING) ?? fail("unterminated string"));
    const literal = match(LITERAL);
    if (literal !== undefined) return literal === "null" ? null : literal === "true";
    NUMBER.lastIndex = pos;
    const number = NUMBER.exec(text);
    if (number) {
      pos += number[0].length;
      return number[1] !== undefined || number[2] !== undefined
        ? new PyFloat(Number(number[0]))
        : new PyInt(BigInt(number[0]).toString());
    }
    return fail("expected a value");
  };
  const result = value(0);
  skipSpace();
  if (pos < text.length) fail("extra data");
  return result;
}

/** Keys in Python's order: by code point (JS's default sort compares UTF-16 units). */
function byCodePoint(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = (x[i]?.codePointAt(0) ?? 0) - (y[i]?.codePointAt(0) ?? 0);
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

export class JsonTooDeepError extends Error {}

/** Python's `json.dumps(value, indent=2, sort_keys=True)`. */
export function dumpPyJson(value: PyJson): string {
  const out: string[] = [];
  const write = (v: PyJson, depth: number): void => {
    if (depth > MAX_DUMP_DEPTH) throw new JsonTooDeepError("JSON value is nested too deeply to partition");
    if (v === null) out.push("null");
    else if (typeof v === "boolean") out.push(v ? "true" : "false");
    else if (typeof v === "string") out.push(pyString(v));
    else if (v instanceof PyInt) out.push(v.digits);
    else if (v instanceof PyFloat) out.push(pyFloat(v.value));
    else if (Array.isArray(v)) {
      if (v.length === 0) return void out.push("[]");
      const indent = "  ".repeat(depth + 1);
      out.push("[");
      v.forEach((item, i) => {
        out.push(i === 0 ? "\n" : ",\n", indent);
        write(item, depth + 1);
      });
      out.push("\n", "  ".repeat(depth), "]");
    } else {
      if (v.entries.size === 0) return void out.push("{}");
      const indent = "  ".repeat(depth + 1);
      out.push("{");
      [...v.entries.keys()].sort(byCodePoint).forEach((key, i) => {
        out.push(i === 0 ? "\n" : ",\n", indent, pyString(key), ": ");
        write(v.entries.get(key) as PyJson, depth + 1);
      });
      out.push("\n", "  ".repeat(depth), "}");
    }
  };
  write(value, 0);
  return out.join("");
}
