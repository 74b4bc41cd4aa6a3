import { createHash } from "node:crypto";
import { deflateSync, inflateSync } from "node:zlib";
import fc from "fast-check";
import { deflate as pakoDeflate } from "pako";
import { describe, expect, it } from "vitest";
import type { Element } from "../../../src/contract/element.js";
import {
  decodeOrigElements,
  encodeOrigElements,
  OrigElementsError,
} from "../../../src/engine/chunking/index.js";
import { pyFloat, pyJsonDumps } from "../../../src/engine/chunking/python-json.js";
import { ReferenceDeflater } from "../../../src/engine/chunking/reference-deflate.js";

const element: Element = {
  type: "Title",
  element_id: "e1",
  text: 'h\u00e9llo \u2014 \u{1F600}\n"q" \u007f\u0001',
  metadata: {
    page_number: 1,
    languages: ["eng"],
    detection_class_prob: 0.912345678,
    coordinates: {
      points: [
        [1.2345, 5.6789],
        [12, 0.5],
      ],
      system: "PointSpace",
      layout_width: 612,
      layout_height: 792,
    },
    orig_elements: "nested, to be dropped",
  },
};

const inflate = (encoded: string) => inflateSync(Buffer.from(encoded, "base64")).toString("utf8");

describe("encodeOrigElements", () => {
  it("writes the JSON Python's json.dumps(sort_keys=True) writes, zlib-compressed, base64", () => {
    const encoded = encodeOrigElements([element]);
    const raw = Buffer.from(encoded, "base64");
    expect(raw[0]).toBe(0x78); // a zlib header, not gzip's 1f 8b
    // Expected text produced by CPython 3 from the same dict.
    expect(inflate(encoded)).toBe(
      '[{"element_id": "e1", "metadata": {"coordinates": {"layout_height": 792, "layout_width": 612, "points": [[1.23, 5.68], [12.0, 0.5]], "system": "PointSpace"}, "detection_class_prob": 0.91235, "languages": ["eng"], "page_number": 1}, "text": "h\\u00e9llo \\u2014 \\ud83d\\ude00\\n\\"q\\" \\u007f\\u0001", "type": "Title"}]',
    );
  });

  it("is byte for byte what CPython's zlib.compress + base64 gives", () => {
    // base64.b64encode(zlib.compress(text.encode())) in CPython 3 (zlib 1.2.13) for the text above.
    expect(encodeOrigElements([element])).toBe(
      "eJwtkNFugzAMRX8l8jNCCZS27CsmbW+AUEo8iBQSRhx1qNq/z0F7seVjX/vK3QvQ4YqeRmvgTQAqKASsSNpo0kxeMIWwG+s1YTxrp4+QaFzQzgsxubUVS/7p0xpaGF5VhluwnrKq61RZ1YVoyut9KESnqlIWQpbNwBXEIxKu+fx7FnxsekL45YZBwols8OPkdIzjtocHj8myVVXdnFf9nPR8OusA/Qx538Zk9Gl94M5c5U2EP9krLH2SElvnguhTJdWFk7nXhiNK2fsevnsQeej2laM8/0HHhln9acmxs+EP2yRfJw==",
    );
  });

  it("deflates as stock zlib across blocks and window slides, and again after a reset", () => {
    // 150,000 bytes of words from an LCG; CPython's zlib.compress gives 23,373 bytes with this digest.
    const words = ["the", "prince", "said", "and", "Natasha", "looked", "at", "him", "with", "a", "smile"];
    words.push("Moscow", "war", "peace", "\\u00e9t\\u00e9");
    let seed = 20261125;
    const parts: string[] = [];
    let length = -1;
    while (length < 150_000) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const word = words[seed % words.length] as string;
      parts.push(word);
      length += word.length + 1;
    }
    const input = Buffer.from(parts.join(" ").slice(0, 150_000), "latin1");
    const deflater = new ReferenceDeflater();
    for (const round of [1, 2]) {
      const small = deflater.compress(Buffer.from("a short one in between"));
      expect(inflateSync(small).toString()).toBe("a short one in between");
      const out = deflater.compress(input);
      expect([round, out.byteLength, createHash("sha256").update(out).digest("hex")]).toEqual([
        round,
        23_373,
        "f9740d4858c93f34c0d8fd5b981bf9b18de509e9b3c2da08e10d782585351cc1",
      ]);
    }
  });

  it("writes the bytes pako's port of stock zlib writes, input after input", () => {
    // pako 2.1.0 wrote orig_elements before the WebAssembly build of zlib 1.2.13 replaced it.
    const deflater = new ReferenceDeflater();
    const unit = fc.constantFrom("a", "b", " ", "the ", "prince ", '", "', "\\u00e9", "{", "0123456789");
    fc.assert(
      fc.property(fc.array(fc.string({ unit, maxLength: 5000 }), { minLength: 1, maxLength: 4 }), (texts) => {
        for (const text of texts) {
          const input = Buffer.from(text, "latin1");
          expect(Buffer.from(deflater.compress(input))).toEqual(Buffer.from(pakoDeflate(input)));
        }
      }),
      { numRuns: 200 },
    );
  });

  it("rounds pixel-space points to one decimal", () => {
    const pixel: Element = {
      ...element,
      metadata: { coordinates: { points: [[10.26, 3.04]], system: "PixelSpace" } },
    };
    expect(inflate(encodeOrigElements([pixel]))).toContain('"points": [[10.3, 3.0]]');
  });

  it("round-trips through decodeOrigElements", () => {
    const plain: Element[] = [
      {
        type: "NarrativeText",
        element_id: "a",
        text: "x",
        metadata: { page_number: 2, links: [{ url: "u", text: "t" }] },
      },
      { type: "PageBreak", element_id: "b", text: "", metadata: {} },
    ];
    expect(decodeOrigElements(encodeOrigElements(plain))).toEqual(plain);
    const [decoded] = decodeOrigElements(encodeOrigElements([element]));
    expect(decoded?.metadata.orig_elements).toBeUndefined();
    expect(decoded?.text).toBe(element.text);
  });
});

describe("Python float repr", () => {
  it("matches repr() for the forms JSON can hold", () => {
    const cases: [number, string][] = [
      [1, "1.0"],
      [0.5, "0.5"],
      [1e16, "1e+16"],
      [1.5e-7, "1.5e-07"],
      [123.456, "123.456"],
      [0.0001, "0.0001"],
      [1e-5, "1e-05"],
      [-2, "-2.0"],
      [1e15, "1000000000000000.0"],
      [1.2345678901234568e18, "1.2345678901234568e+18"],
      [3.14159e-10, "3.14159e-10"],
    ];
    for (const [x, repr] of cases) expect(pyFloat(x)).toBe(repr);
    expect(pyJsonDumps({ b: [1, 2.5], a: { d: null, c: true } })).toBe(
      '{"a": {"c": true, "d": null}, "b": [1, 2.5]}',
    );
  });
});

describe("decodeOrigElements refuses bad input clearly", () => {
  const good = encodeOrigElements([element]);

  it("says when the value is not base64", () => {
    expect(() => decodeOrigElements("not base64 %%%")).toThrow(OrigElementsError);
    expect(() => decodeOrigElements("not base64 %%%")).toThrow(/not valid base64/);
  });

  it("says when the zlib stream is corrupt or cut short", () => {
    const bytes = Buffer.from(good, "base64");
    const corrupt = Buffer.from(bytes);
    for (let i = 10; i < 20; i++) corrupt[i] = (corrupt[i] as number) ^ 0xa5;
    expect(() => decodeOrigElements(corrupt.toString("base64"))).toThrow(/not a complete zlib stream/);
    const truncated = bytes.subarray(0, bytes.length - 8).toString("base64");
    expect(() => decodeOrigElements(truncated)).toThrow(/not a complete zlib stream/);
  });

  it("stops inflating at the cap and says so", () => {
    const bomb = deflateSync(Buffer.alloc(20 * 1024 * 1024, 0x20)).toString("base64");
    expect(bomb.length).toBeLessThan(100_000);
    expect(() => decodeOrigElements(bomb, 1024 * 1024)).toThrow(/inflates to more than 1048576 bytes/);
    expect(() => decodeOrigElements(good, 16)).toThrow(OrigElementsError);
  });

  it("says when the content is not a JSON array of elements", () => {
    const wrap = (text: string) => deflateSync(Buffer.from(text)).toString("base64");
    expect(() => decodeOrigElements(wrap("{not json"))).toThrow(/does not hold valid JSON/);
    expect(() => decodeOrigElements(wrap('{"a": 1}'))).toThrow(/does not hold a JSON array/);
    expect(() => decodeOrigElements(wrap('[{"text": "no type"}]'))).toThrow(/orig_elements\[0\] has no type/);
  });

  it("reads the NaN and Infinity Python writes for non-finite floats", () => {
    const text =
      '[{"type": "Image", "element_id": "i", "text": "NaN", "metadata": {"detection_class_prob": NaN}}]';
    const [decoded] = decodeOrigElements(deflateSync(Buffer.from(text)).toString("base64"));
    expect(decoded?.text).toBe("NaN");
    expect(decoded?.metadata.detection_class_prob).toBeNull();
  });
});
