// The JSON orig_elements compress is written element by element, without building the reference's dict
// first. Checked here against the plain rule it replaces (the dict as the reference builds it, then
// Python's json.dumps(sort_keys=True)), over generated elements with the metadata that rule treats
// specially: coordinates, detection_class_prob, empty values, nested orig_elements, embeddings.
import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Element } from "../../../src/contract/element.js";
import { origElementsJson } from "../../../src/engine/chunking/orig-elements.js";
import { pyJsonDumps } from "../../../src/engine/chunking/python-json.js";

const FLOAT_KEYS = new Set(["points", "detection_class_prob"]);
const round = (x: unknown, digits: number) => (typeof x === "number" ? Number(x.toFixed(digits)) : x);

/** The dict the reference serializes for one element, built as a plain object. */
function referenceDict(element: Element): Record<string, unknown> {
  const metadata: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(element.metadata ?? {})) {
    if (key === "orig_elements" || value === undefined || value === null) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (typeof value === "object" && !Array.isArray(value) && Object.keys(value).length === 0) continue;
    metadata[key] = value;
  }
  const coordinates = metadata.coordinates as Record<string, unknown> | undefined;
  if (coordinates && Array.isArray(coordinates.points)) {
    const digits = coordinates.system === "PixelSpace" ? 1 : 2;
    metadata.coordinates = {
      ...coordinates,
      points: coordinates.points.map((p: unknown) => (Array.isArray(p) ? p.map((v) => round(v, digits)) : p)),
    };
  }
  if (typeof metadata.detection_class_prob === "number" && metadata.detection_class_prob !== 0) {
    metadata.detection_class_prob = round(metadata.detection_class_prob, 5);
  }
  const dict: Record<string, unknown> = { ...element, metadata };
  if (Array.isArray(dict.embeddings) && dict.embeddings.length === 0) delete dict.embeddings;
  return dict;
}

const text = fc.string({
  unit: fc.constantFrom("a", "Z", " ", "\n", '"', "\\", "é", "😀", "\u0001", "\u007f"),
});
const num = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const empty = fc.constantFrom(null, undefined, [], {});
const metadata = fc.record(
  {
    page_number: fc.oneof(fc.integer({ min: 1, max: 99 }), empty),
    languages: fc.oneof(fc.constant(["eng"]), empty),
    filename: fc.oneof(text, empty),
    detection_class_prob: fc.oneof(num, fc.constant(0), empty),
    coordinates: fc.oneof(
      fc.record({
        points: fc.array(fc.array(num, { minLength: 2, maxLength: 2 }), { maxLength: 4 }),
        system: fc.constantFrom("PixelSpace", "PointSpace", "RelativeCoordinateSystem"),
        layout_width: num,
        layout_height: num,
      }),
      empty,
    ),
    links: fc.oneof(fc.array(fc.record({ url: text, text: text, start_index: num })), empty),
    orig_elements: fc.oneof(text, empty),
    data_source: fc.oneof(fc.record({ url: text, record_locator: fc.record({ path: text }) }), empty),
  },
  { requiredKeys: [] },
);
const element = fc
  .tuple(
    fc.constantFrom("Title", "NarrativeText", "Table", "PageBreak"),
    fc.stringMatching(/^[0-9a-f]{0,32}$/),
    text,
    metadata,
    fc.option(fc.oneof(fc.constant([]), fc.array(num, { minLength: 1, maxLength: 3 })), { nil: undefined }),
  )
  .map(([type, element_id, t, m, embeddings]) => {
    const e: Record<string, unknown> = { type, element_id, text: t, metadata: m };
    if (embeddings !== undefined) e.embeddings = embeddings;
    return e as unknown as Element;
  });

describe("origElementsJson", () => {
  it("writes what json.dumps(sort_keys=True) of the reference's dicts writes", () => {
    fc.assert(
      fc.property(fc.array(element, { maxLength: 5 }), (elements) => {
        expect(origElementsJson(elements)).toBe(pyJsonDumps(elements.map(referenceDict), FLOAT_KEYS));
      }),
      { numRuns: 500 },
    );
  });

  it("escapes every Latin-1 character as CPython's json.dumps does", () => {
    // Texts in Latin-1 are escaped in place in the output bytes; wider ones go through pyString.
    const texts = Array.from({ length: 256 }, (_, c) => `a${String.fromCharCode(c)}b`);
    texts.push(texts.map((t) => t[1]).join(""), 'He said "no"\n\\ and\tleft', "caf\u00e9 \u2014 \u{1F600}");
    const elements = texts.map(
      (text, i) =>
        ({
          type: "NarrativeText",
          element_id: `e${i}`,
          text,
          metadata: { filename: text, languages: ["eng", text] },
        }) as Element,
    );
    const json = origElementsJson(elements);
    expect(json).toBe(pyJsonDumps(elements.map(referenceDict), FLOAT_KEYS));
    // sha256 of json.dumps(elements, sort_keys=True) in CPython 3.11 for the same elements.
    expect([json.length, createHash("sha256").update(json).digest("hex")]).toEqual([
      38158,
      "a2fe6ce4c556811bbcf755afd2852d633293e5c6682c810b8f1b78526fc6367c",
    ]);
  });

  it("escapes texts longer than its buffer, and the buffer stays usable", () => {
    // The JSON is written into a 64 KB buffer that grows for the text and again for its escapes.
    const long = (unit: string) =>
      ({ type: "NarrativeText", element_id: "x", text: unit.repeat(30_000), metadata: {} }) as Element;
    for (const elements of [
      [long('\u00e9\n"a')],
      [long("ab")],
      [long("\u0001"), long("\u2014")],
      [long("c")],
    ]) {
      expect(origElementsJson(elements)).toBe(pyJsonDumps(elements.map(referenceDict), FLOAT_KEYS));
    }
  });

  it("gives an element without metadata the reference's empty metadata", () => {
    const bare = { type: "Title", element_id: "a", text: "x" } as unknown as Element;
    expect(origElementsJson([bare])).toBe(
      '[{"element_id": "a", "metadata": {}, "text": "x", "type": "Title"}]',
    );
  });
});
