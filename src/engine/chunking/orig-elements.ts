// metadata.orig_elements: the elements merged into a chunk, as the reference encodes them (DESIGN.md):
// sorted-key JSON in Python's json.dumps form, zlib-compressed (RFC 1950, not gzip), base64. The bytes
// are the reference's own: the deflate is stock zlib's (reference-deflate.ts), not Node's fork.
import { inflateSync } from "node:zlib";
import type { Element } from "../../contract/element.js";
import { EngineError } from "../core/errors.js";
import { pyJsonValue, pyKey } from "./python-json.js";
import { ReferenceDeflater } from "./reference-deflate.js";

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

/**
 * The JSON the reference writes for one element's dict: its own orig_elements removed, empty metadata
 * values left out, points rounded, keys sorted. Written directly, without building the dict first.
 */
function elementJson(element: Element): string {
  const record = element as unknown as Record<string, unknown>;
  const keys = Object.keys(record);
  // The reference's dict always has metadata.
  if (!Object.hasOwn(record, "metadata")) keys.push("metadata");
  let out = "{";
  let first = true;
  for (const key of keys.sort()) {
    const value = record[key];
    let json: string;
    if (key === "metadata") {
      const metadata = (value ?? {}) as Record<string, unknown>;
      json = "{";
      let firstField = true;
      for (const field of Object.keys(metadata).sort()) {
        const fieldValue = metadata[field];
        if (field === "orig_elements" || isLeftOut(fieldValue)) continue;
        if (!firstField) json += ", ";
        firstField = false;
        json += `${pyKey(field)}: ${metadataValueJson(field, fieldValue)}`;
      }
      json += "}";
    } else {
      if (value === undefined || typeof value === "function") continue;
      if (key === "embeddings" && Array.isArray(value) && value.length === 0) continue;
      json = pyJsonValue(value, FLOAT_KEYS.has(key), FLOAT_KEYS);
    }
    if (!first) out += ", ";
    first = false;
    out += `${pyKey(key)}: ${json}`;
  }
  return `${out}}`;
}

let deflater: ReferenceDeflater | undefined;

/** The JSON text the reference compresses for these elements (Python's json.dumps, sort_keys=True). */
export function origElementsJson(elements: readonly Element[]): string {
  let json = "[";
  for (let i = 0; i < elements.length; i++) {
    if (i > 0) json += ", ";
    json += elementJson(elements[i] as Element);
  }
  return `${json}]`;
}

export function encodeOrigElements(elements: readonly Element[]): string {
  const json = origElementsJson(elements);
  deflater ??= new ReferenceDeflater();
  // The JSON is ASCII (non-ASCII is escaped), so latin1 is its UTF-8, without the UTF-8 encoder's cost.
  return deflater.compressLatin1(json).toString("base64");
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
