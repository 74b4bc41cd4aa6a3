// JSON text as Python's `json.dumps(value, sort_keys=True)` writes it: ", " and ": " separators, keys
// sorted at every level, every character outside printable ASCII written as a \uXXXX escape, and floats
// in Python's repr (1.0, 1e-05, 1e+16). orig_elements payloads made here therefore decode to the same
// text the reference would have compressed.

const NON_ASCII = /[\u007f-\uffff]/g;

const escapeNonAscii = (ch: string) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`;

export function pyString(s: string): string {
  // JSON.stringify already writes quotes, backslashes and control characters the way Python does
  // (\n, \t, ..., \u001f) and escapes lone surrogates; only non-ASCII remains to be escaped.
  return JSON.stringify(s).replace(NON_ASCII, escapeNonAscii);
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
  const out: string[] = [];
  write(value, false, floatKeys, out);
  return out.join("");
}

function write(value: unknown, asFloat: boolean, floatKeys: ReadonlySet<string>, out: string[]): void {
  switch (typeof value) {
    case "string":
      out.push(pyString(value));
      return;
    case "number":
      out.push(asFloat || !Number.isInteger(value) ? pyFloat(value) : String(value));
      return;
    case "boolean":
      out.push(value ? "true" : "false");
      return;
    case "bigint":
      out.push(value.toString());
      return;
    case "object":
      break;
    default:
      out.push("null");
      return;
  }
  if (value === null) {
    out.push("null");
    return;
  }
  if (Array.isArray(value)) {
    out.push("[");
    value.forEach((item, i) => {
      if (i > 0) out.push(", ");
      write(item === undefined || typeof item === "function" ? null : item, asFloat, floatKeys, out);
    });
    out.push("]");
    return;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((k) => record[k] !== undefined && typeof record[k] !== "function")
    .sort();
  out.push("{");
  keys.forEach((key, i) => {
    if (i > 0) out.push(", ");
    out.push(pyString(key), ": ");
    write(record[key], asFloat || floatKeys.has(key), floatKeys, out);
  });
  out.push("}");
}
