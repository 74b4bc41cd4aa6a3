// metadata.orig_elements: the elements merged into a chunk, as the reference encodes them (DESIGN.md):
// sorted-key JSON in Python's json.dumps form, zlib-compressed (RFC 1950, not gzip), base64. The bytes
// are the reference's own: the deflate is stock zlib's (reference-deflate.ts), not Node's fork.
import { inflateSync } from "node:zlib";
import type { Element } from "../../contract/element.js";
import { EngineError } from "../core/errors.js";
import { isPlainJsonString, pyJsonValue, pyKey, pyString, sortKeys } from "./python-json.js";
import { ReferenceDeflater } from "./reference-deflate.js";

/**
 * Documents whose elements hold fewer characters have their orig_elements encoded in the calling thread
 * (orig-elements-parallel.ts): a thread costs about 40 ms to start, what compressing the orig_elements of
 * about a megabyte of text takes.
 */
export const PARALLEL_ORIG_MIN_CHARACTERS = 1024 * 1024;

/** The reference's cap on the inflated size of one orig_elements value. */
export const DEFAULT_MAX_ORIG_ELEMENTS_BYTES = 200 * 1024 * 1024;

// The reference holds these as Python floats, so 12 is written 12.0.
const FLOAT_KEYS: ReadonlySet<string> = new Set(["points", "detection_class_prob"]);

/** An orig_elements value that cannot be decoded. It belongs to a chunk, not a file: filename is "". */
export class OrigElementsError extends EngineError {
  constructor(message: string, options?: { cause?: unknown }) {
    super("", message, options);
  }
}

/** Python's round(x, digits) for the values coordinates hold (no exact ties occur at 1-2 decimals). */
const round = (x: unknown, digits: number) => (typeof x === "number" ? Number(x.toFixed(digits)) : x);

/** Values the reference leaves out of a serialized element's metadata: None, [] and {}. */
function isLeftOut(value: unknown): boolean {
  if (value === undefined || value === null || typeof value === "function") return true;
  if (typeof value !== "object") return false;
  if (Array.isArray(value)) return value.length === 0;
  return Object.keys(value).length === 0;
}

/** One metadata value as the reference serializes it: points rounded, detection_class_prob to 5 places. */
function metadataValueJson(key: string, value: unknown): string {
  if (key === "coordinates") {
    const coordinates = value as Record<string, unknown>;
    if (Array.isArray(coordinates.points)) {
      // One decimal in pixel space, two in any other system: the reference's precision for payloads.
      const digits = coordinates.system === "PixelSpace" ? 1 : 2;
      const rounded = {
        ...coordinates,
        points: coordinates.points.map((p: unknown) =>
          Array.isArray(p) ? p.map((v) => round(v, digits)) : p,
        ),
      };
      return pyJsonValue(rounded, false, FLOAT_KEYS);
    }
  } else if (key === "detection_class_prob" && typeof value === "number" && value !== 0) {
    return pyJsonValue(round(value, 5), true, FLOAT_KEYS);
  }
  return pyJsonValue(value, FLOAT_KEYS.has(key), FLOAT_KEYS);
}

/** Ready-made JSON written often: `"key": ` for object keys (a small set), remembered. */
const KEY_PREFIX_CACHE_SIZE = 1024;
const keyPrefixes = new Map<string, string>();
function keyPrefix(key: string): string {
  let prefix = keyPrefixes.get(key);
  if (prefix === undefined) {
    prefix = `${pyKey(key)}: `;
    if (keyPrefixes.size < KEY_PREFIX_CACHE_SIZE) keyPrefixes.set(key, prefix);
  }
  return prefix;
}

/** A character past Latin-1 (its JSON is built by pyString). */
const WIDE = /[\u0100-\uffff]/;
/** For each Latin-1 byte, how many bytes its JSON escape adds: \" \\ \n and kin 1, \u00XX 5. */
const ESCAPE_EXTRA = new Uint8Array(256);
/** The letter after the backslash of a two-character escape. */
const SHORT_ESCAPE = new Uint8Array(256);
const HEX_DIGITS = new Uint8Array([..."0123456789abcdef"].map((c) => c.charCodeAt(0)));
for (let c = 0; c < 256; c++) if (c < 0x20 || c >= 0x7f) ESCAPE_EXTRA[c] = 5;
for (const [c, letter] of [
  [0x22, '"'],
  [0x5c, "\\"],
  [0x08, "b"],
  [0x09, "t"],
  [0x0a, "n"],
  [0x0c, "f"],
  [0x0d, "r"],
] as const) {
  ESCAPE_EXTRA[c] = 1;
  SHORT_ESCAPE[c] = letter.charCodeAt(0);
}

const JSON_BYTES_SIZE = 64 * 1024;
const JSON_BYTES_KEEP = 1024 * 1024;

/**
 * JSON text written as bytes into one buffer reused call after call: json.dumps escapes everything
 * outside printable ASCII, so a character is a byte. Writing bytes instead of joining strings skips the
 * copies (the quoted copy of every text, the flattening of the joined string, then its bytes) and the
 * garbage they leave, which the garbage collector otherwise spends its time on while chunks pile up.
 */
class JsonBytes {
  buf = Buffer.allocUnsafe(JSON_BYTES_SIZE);
  pos = 0;

  /** Back to the usual size after an unusually large value, so that one does not stay in memory. */
  shrink(): void {
    if (this.buf.length > JSON_BYTES_KEEP) this.buf = Buffer.allocUnsafe(JSON_BYTES_SIZE);
  }

  room(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    const next = Buffer.allocUnsafe(Math.max(2 * this.buf.length, this.pos + n));
    this.buf.copy(next, 0, 0, this.pos);
    this.buf = next;
  }

  /** Text that is JSON already (so ASCII). */
  raw(json: string): void {
    this.room(json.length);
    this.pos += this.buf.write(json, this.pos, json.length, "latin1");
  }

  byte(b: number): void {
    this.room(1);
    this.buf[this.pos++] = b;
  }

  /** ", " */
  comma(): void {
    this.room(2);
    this.buf[this.pos++] = 0x2c;
    this.buf[this.pos++] = 0x20;
  }

  string(s: string): void {
    if (isPlainJsonString(s)) {
      this.room(s.length + 2);
      const buf = this.buf;
      buf[this.pos] = 0x22;
      this.pos += 1 + buf.write(s, this.pos + 1, s.length, "latin1");
      buf[this.pos++] = 0x22;
      return;
    }
    if (WIDE.test(s)) {
      this.raw(pyString(s));
      return;
    }
    // Latin-1 text with something to escape (line breaks, quotes, accents: most paragraphs of a plain-text
    // book): its bytes, escaped in place from the end, rather than a JSON.stringify copy of it to write.
    this.room(s.length + 2);
    let buf = this.buf;
    const start = this.pos + 1;
    buf[this.pos] = 0x22;
    let end = start + buf.write(s, start, s.length, "latin1");
    let extra = 0;
    for (let i = start; i < end; i++) extra += ESCAPE_EXTRA[buf[i] as number] as number;
    // Room for the escapes (and the closing quote), keeping the bytes written so far.
    this.pos = end;
    this.room(extra + 1);
    buf = this.buf;
    // From the last byte back, each moved right by the escapes still to its left, until none is left.
    let from = end - 1;
    let to = end - 1 + extra;
    while (from < to) {
      const c = buf[from--] as number;
      const more = ESCAPE_EXTRA[c] as number;
      if (more === 0) {
        buf[to--] = c;
      } else if (more === 1) {
        buf[to--] = SHORT_ESCAPE[c] as number;
        buf[to--] = 0x5c;
      } else {
        buf[to--] = HEX_DIGITS[c & 15] as number;
        buf[to--] = HEX_DIGITS[c >> 4] as number;
        buf[to--] = 0x30;
        buf[to--] = 0x30;
        buf[to--] = 0x75;
        buf[to--] = 0x5c;
      }
    }
    end += extra;
    buf[end] = 0x22;
    this.pos = end + 1;
  }

  /** A value as pyJsonValue writes it, strings and lists of strings without building their JSON. */
  value(value: unknown, asFloat: boolean): void {
    if (typeof value === "string") {
      this.string(value);
    } else if (Array.isArray(value) && allStrings(value)) {
      this.byte(0x5b);
      for (let i = 0; i < value.length; i++) {
        if (i > 0) this.comma();
        this.string(value[i] as string);
      }
      this.byte(0x5d);
    } else {
      this.raw(pyJsonValue(value, asFloat, FLOAT_KEYS));
    }
  }
}

function allStrings(items: unknown[]): boolean {
  for (const item of items) if (typeof item !== "string") return false;
  return true;
}

/** One metadata value as the reference serializes it (see metadataValueJson). */
function writeMetadataValue(out: JsonBytes, key: string, value: unknown): void {
  if (key === "coordinates" || key === "detection_class_prob") out.raw(metadataValueJson(key, value));
  else out.value(value, FLOAT_KEYS.has(key));
}

/**
 * The JSON the reference writes for one element's dict: its own orig_elements removed, empty metadata
 * values left out, points rounded, keys sorted. Written directly, without building the dict first.
 */
function writeElement(out: JsonBytes, element: Element): void {
  const record = element as unknown as Record<string, unknown>;
  const keys = Object.keys(record);
  // The reference's dict always has metadata.
  if (!Object.hasOwn(record, "metadata")) keys.push("metadata");
  out.byte(0x7b);
  let first = true;
  for (const key of sortKeys(keys)) {
    const value = record[key];
    if (key === "metadata") {
      if (!first) out.comma();
      first = false;
      out.raw(keyPrefix(key));
      const metadata = (value ?? {}) as Record<string, unknown>;
      out.byte(0x7b);
      let firstField = true;
      for (const field of sortKeys(Object.keys(metadata))) {
        const fieldValue = metadata[field];
        if (field === "orig_elements" || isLeftOut(fieldValue)) continue;
        if (!firstField) out.comma();
        firstField = false;
        out.raw(keyPrefix(field));
        writeMetadataValue(out, field, fieldValue);
      }
      out.byte(0x7d);
    } else {
      if (value === undefined || typeof value === "function") continue;
      if (key === "embeddings" && Array.isArray(value) && value.length === 0) continue;
      if (!first) out.comma();
      first = false;
      out.raw(keyPrefix(key));
      out.value(value, FLOAT_KEYS.has(key));
    }
  }
  out.byte(0x7d);
}

const jsonBytes = new JsonBytes();

/** The JSON bytes the reference compresses for these elements: a view of a buffer the next call reuses. */
export function origElementsBytes(elements: readonly Element[]): Buffer {
  const out = jsonBytes;
  out.pos = 0;
  out.byte(0x5b);
  for (let i = 0; i < elements.length; i++) {
    if (i > 0) out.comma();
    writeElement(out, elements[i] as Element);
  }
  out.byte(0x5d);
  return out.buf.subarray(0, out.pos);
}

let deflater: ReferenceDeflater | undefined;

/** The JSON text the reference compresses for these elements (Python's json.dumps, sort_keys=True). */
export function origElementsJson(elements: readonly Element[]): string {
  return origElementsBytes(elements).toString("latin1");
}

export function encodeOrigElements(elements: readonly Element[]): string {
  const encoded = compressOrigJson(origElementsBytes(elements));
  jsonBytes.shrink();
  return encoded;
}

/** The orig_elements value of JSON bytes written by origElementsBytes: zlib, then base64. */
export function compressOrigJson(json: Uint8Array): string {
  deflater ??= new ReferenceDeflater();
  return deflater.compress(json).toString("base64");
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

// Python's json module writes NaN and Infinity for non-finite floats; JSON.parse does not read them.
const NON_FINITE = /"(?:[^"\\]|\\.)*"|-?Infinity|NaN/g;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (first) {
    try {
      return JSON.parse(text.replace(NON_FINITE, (m) => (m.startsWith('"') ? m : "null")));
    } catch {
      throw new OrigElementsError(`orig_elements does not hold valid JSON: ${(first as Error).message}`, {
        cause: first,
      });
    }
  }
}

/**
 * The elements of an orig_elements value. Inflating stops at `maxBytes`, so a small value cannot
 * expand into an unbounded allocation. Throws OrigElementsError when the value is not base64, not a
 * complete zlib stream, larger than the cap once inflated, or not a JSON array of elements.
 */
export function decodeOrigElements(encoded: string, maxBytes = DEFAULT_MAX_ORIG_ELEMENTS_BYTES): Element[] {
  const compact = encoded.replace(/\s+/g, "");
  if (!BASE64.test(compact) || compact.length % 4 === 1) {
    throw new OrigElementsError("orig_elements is not valid base64");
  }
  let inflated: Buffer;
  try {
    inflated = inflateSync(Buffer.from(compact, "base64"), { maxOutputLength: maxBytes });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ERR_BUFFER_TOO_LARGE" || error instanceof RangeError) {
      throw new OrigElementsError(`orig_elements inflates to more than ${maxBytes} bytes`, { cause: error });
    }
    throw new OrigElementsError(`orig_elements is not a complete zlib stream: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const parsed = parseJson(inflated.toString("utf8"));
  if (!Array.isArray(parsed)) throw new OrigElementsError("orig_elements does not hold a JSON array");
  return parsed.map((item, i) => {
    if (item === null || typeof item !== "object" || Array.isArray(item)) {
      throw new OrigElementsError(`orig_elements[${i}] is not an object`);
    }
    const record = item as Record<string, unknown>;
    if (typeof record.type !== "string") throw new OrigElementsError(`orig_elements[${i}] has no type`);
    const metadata = record.metadata ?? {};
    if (typeof metadata !== "object" || Array.isArray(metadata)) {
      throw new OrigElementsError(`orig_elements[${i}].metadata is not an object`);
    }
    return {
      ...record,
      type: record.type,
      element_id: typeof record.element_id === "string" ? record.element_id : "",
      text: typeof record.text === "string" ? record.text : "",
      metadata: metadata as Element["metadata"],
    };
  });
}
