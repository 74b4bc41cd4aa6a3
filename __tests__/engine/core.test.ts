// The engine's shared machinery: detection, decoding, container limits, ids, hierarchy, CSV output.
import { gzipSync } from "node:zlib";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { Element } from "../../src/contract/element.js";
import { parsePartitionParameters } from "../../src/contract/partition.js";
import {
  EncodingError,
  InvalidDocumentError,
  LimitExceededError,
  UnsupportedFileTypeError,
} from "../../src/engine/core/errors.js";
import { requestLanguages } from "../../src/engine/core/language-codes.js";
import { DEFAULT_LIMITS } from "../../src/engine/core/types.js";
import { detectFileType } from "../../src/engine/detect/detect.js";
import { assignParents } from "../../src/engine/elements/hierarchy.js";
import { assignIds, hashId } from "../../src/engine/elements/ids.js";
import { detectLanguages, documentLanguages } from "../../src/engine/elements/languages.js";
import { gunzip } from "../../src/engine/io/gzip.js";
import { decodeText, decodeTextDocument } from "../../src/engine/io/text.js";
import { readZipEntries } from "../../src/engine/io/zip.js";
import { elementsToCsv } from "../../src/engine/output/csv.js";
import { partition } from "../../src/engine/partition.js";

const detect = (data: Uint8Array, filename = "", contentType?: string) =>
  detectFileType({ data, filename, contentType, limits: DEFAULT_LIMITS });
const text = (s: string) => new TextEncoder().encode(s);

describe("file type detection", () => {
  it("knows office zips by their entries, and refuses a plain zip", async () => {
    expect((await detect(zipSync({ "word/document.xml": strToU8("<w/>") }), "x.bin")).name).toBe("docx");
    expect((await detect(zipSync({ "xl/workbook.xml": strToU8("<w/>") }))).name).toBe("xlsx");
    expect((await detect(zipSync({ "ppt/presentation.xml": strToU8("<p/>") }))).name).toBe("pptx");
    const zip = await detect(zipSync({ "a.txt": strToU8("hi") }), "a.zip");
    expect(zip.name).toBe("zip");
    expect(zip.partitionable).toBe(false);
  });

  it("trusts magic bytes over a wrong content type for binary formats", async () => {
    expect((await detect(text("%PDF-1.7\n%\xe2\xe3\n1 0 obj\n"), "a.txt", "text/plain")).name).toBe("pdf");
  });

  it("uses the asserted content type for text, then the content, then the extension", async () => {
    expect((await detect(text("Subject: hi\n\nbody"), "a.txt", "text/plain")).name).toBe("txt");
    expect((await detect(text("<!DOCTYPE html><html><body>x</body></html>"))).name).toBe("html");
    expect((await detect(text('[{"type":"Title"}]'))).name).toBe("json");
    expect((await detect(text("a,b,c\n1,2,3\n4,5,6\n"))).name).toBe("csv");
    expect((await detect(text("From: a@b.c\nTo: d@e.f\nSubject: x\n\nHello"))).name).toBe("eml");
    expect((await detect(text("# Title\n\ntext"), "notes.md")).name).toBe("md");
    expect((await detect(text("plain words here"))).name).toBe("txt");
  });

  it("calls empty and binary files what they are", async () => {
    expect((await detect(new Uint8Array())).name).toBe("empty");
    const noise = new Uint8Array(4096).map((_, i) => (i * 7919) % 256);
    expect((await detect(noise)).partitionable).toBe(false);
  });
});

describe("text decoding", () => {
  it("follows byte-order marks", () => {
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x68, 0x69]), "f").text).toBe("hi");
    expect(decodeText(new Uint8Array([0xff, 0xfe, 0x68, 0, 0x69, 0]), "f")).toEqual({
      text: "hi",
      encoding: "utf-16le",
    });
    expect(decodeText(new Uint8Array([0xff, 0xfe, 0, 0, 0x68, 0, 0, 0]), "f")).toEqual({
      text: "h",
      encoding: "utf-32le",
    });
  });

  it("recognises UTF-16 without a BOM and falls back from UTF-8 to a detected encoding", () => {
    const utf16 = new Uint8Array(Buffer.from("Hello, world. This is UTF-16.", "utf16le"));
    expect(decodeText(utf16, "f").text).toBe("Hello, world. This is UTF-16.");
    const cp1252 = new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x20, 0x93, 0x71, 0x94]);
    expect(decodeText(cp1252, "f").text).toBe("Café “q”");
  });

  it("names the encoding it could not use", () => {
    expect(() => decodeText(text("x"), "memo.txt", "klingon")).toThrow(EncodingError);
    expect(() => decodeText(text("x"), "memo.txt", "klingon")).toThrow(
      /memo.txt could not be decoded as klingon/,
    );
    expect(() => decodeText(new Uint8Array([0xff, 0xff]), "memo.txt", "utf-16le")).not.toThrow();
  });

  it("refuses binary data behind a text name", () => {
    const binary = new Uint8Array(2048).map((_, i) => (i % 3 === 0 ? 0 : i % 250));
    expect(() => decodeTextDocument(binary, "data.txt")).toThrow(InvalidDocumentError);
  });
});

describe("container limits", () => {
  const limits = { ...DEFAULT_LIMITS, maxUncompressedBytes: 1024 * 1024, maxArchiveEntries: 10 };

  it("refuses a zip that expands past the limit before inflating it", () => {
    const bomb = zipSync({ "big.xml": new Uint8Array(4 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(() => readZipEntries(bomb, "bomb.docx", limits)).toThrow(LimitExceededError);
  });

  it("refuses a zip with too many entries", () => {
    const many = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}.txt`, strToU8("x")]));
    expect(() => readZipEntries(zipSync(many), "many.docx", limits)).toThrow(/more than 10 archive entries/);
  });

  it("reports a truncated zip as an invalid document", () => {
    const zip = zipSync({ "word/document.xml": strToU8("<w:document/>".repeat(100)) });
    expect(() => readZipEntries(zip.subarray(0, zip.length - 30), "cut.docx", limits)).toThrow(
      InvalidDocumentError,
    );
  });

  it("stops a gzip bomb at the limit", () => {
    const bomb = gzipSync(new Uint8Array(8 * 1024 * 1024));
    expect(() => gunzip(bomb, "bomb.txt.gz", limits)).toThrow(LimitExceededError);
    expect(() => gunzip(text("not gzip"), "x.gz", limits)).toThrow(InvalidDocumentError);
  });
});

describe("element ids and hierarchy", () => {
  it("reproduces the reference service's hash ids", () => {
    expect(hashId("fake-xml.xml", "United States", undefined, 0)).toBe("0e0e3ceecc272305ff14af4c2fbf8ef7");
    expect(hashId("stanley-cups.xlsx", "Stanley Cups", 1, 0)).toBe("17e9a90f9616f2abed8cf32b5bd3810d");
  });

  const element = (type: string, text: string, metadata: Element["metadata"] = {}): Element => ({
    type,
    element_id: "",
    text,
    metadata: { filename: "a.txt", ...metadata },
  });

  it("counts the sequence per page and gives random UUIDs when asked", () => {
    const elements = [
      element("Title", "A", { page_number: 1 }),
      element("Title", "A", { page_number: 2 }),
      element("Title", "A", { page_number: 1 }),
    ];
    assignIds(elements, false);
    expect(elements[0]?.element_id).toBe(hashId("a.txt", "A", 1, 0));
    expect(elements[1]?.element_id).toBe(hashId("a.txt", "A", 2, 0));
    expect(elements[2]?.element_id).toBe(hashId("a.txt", "A", 1, 1));
    assignIds(elements, true);
    for (const e of elements)
      expect(e.element_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("sets parent_id from titles, depths and headers", () => {
    const elements = [
      element("Header", "Acme"),
      element("Title", "One", { category_depth: 0 }),
      element("NarrativeText", "Body one."),
      element("Title", "One.a", { category_depth: 1 }),
      element("ListItem", "item"),
      element("Title", "Two", { category_depth: 0 }),
    ];
    assignIds(elements, false);
    assignParents(elements);
    const parent = (i: number) => elements[i]?.metadata.parent_id;
    const id = (i: number) => elements[i]?.element_id;
    expect(parent(0)).toBeUndefined();
    expect(parent(1)).toBe(id(0));
    expect(parent(2)).toBe(id(1));
    expect(parent(3)).toBe(id(1));
    expect(parent(4)).toBe(id(3));
    expect(parent(5)).toBe(id(0));
  });
});

describe("languages", () => {
  it("uses the caller's languages, the deprecated alias, or detection", () => {
    expect(documentLanguages(["deu"], () => "")).toEqual(["deu"]);
    expect(documentLanguages(requestLanguages({ languages: [], ocr_languages: ["fra"] }), () => "")).toEqual([
      "fra",
    ]);
    expect(
      documentLanguages(requestLanguages({ languages: [], ocr_languages: [] }), () => "Hi there"),
    ).toEqual(["eng"]);
    expect(
      detectLanguages(
        "Der schnelle braune Fuchs springt über den faulen Hund, und alle Kinder lachen darüber sehr laut.",
      ),
    ).toEqual(["deu"]);
  });

  it("gives a near tie on short text to English, and keeps other languages that are clear", () => {
    // franc alone: French 1.00, Catalan 0.92, English 0.91.
    expect(detectLanguages("Quarterly memo\n\nRevenue grew four percent.")).toEqual(["eng"]);
    expect(detectLanguages("Le chat est sur la table.")).toEqual(["fra"]);
    expect(detectLanguages("El perro duerme en el jardín de la casa.")).toEqual(["spa"]);
    expect(detectLanguages("Der Hund schläft im Garten.")).toEqual(["deu"]);
  });
});

describe("CSV output", () => {
  it("flattens metadata in order of first appearance, drops empty columns and quotes per RFC 4180", () => {
    const csv = elementsToCsv([
      {
        type: "Title",
        element_id: "a",
        text: 'He said "hi", then left',
        metadata: { filename: "x.txt", languages: ["eng"] },
      },
      {
        type: "NarrativeText",
        element_id: "b",
        text: "Line one\nline two",
        metadata: {
          filename: "x.txt",
          coordinates: { points: [[0, 0]], system: "PixelSpace" },
          page_number: 2,
        },
      },
    ]);
    expect(csv.split("\r\n")[0]).toBe(
      "type,element_id,text,filename,languages,coordinates_points,coordinates_system,page_number",
    );
    expect(csv).toContain('Title,a,"He said ""hi"", then left",x.txt,"[""eng""]",,,');
    expect(csv).toContain('NarrativeText,b,"Line one\nline two",x.txt,,"[[0,0]]",PixelSpace,2');
  });
});

describe("partition()", () => {
  const params = (fields: Record<string, unknown> = {}) => parsePartitionParameters(fields);

  it("fills filename, filetype and languages, and hashes ids", async () => {
    const elements = await partition(
      { data: text("Hello there, this is a short note.\n"), filename: "/tmp/dir/note.txt" },
      params(),
    );
    expect(elements.length).toBeGreaterThan(0);
    const [first] = elements;
    expect(first?.metadata).toMatchObject({
      filename: "note.txt",
      filetype: "text/plain",
      languages: ["eng"],
    });
    expect(first?.element_id).toBe(hashId("note.txt", first?.text ?? "", undefined, 0));
  });

  it("unwraps gzip and takes the inner type from gz_uncompressed_content_type", async () => {
    const data = gzipSync(text("Hello from inside a gzip file, with enough words.\n"));
    const elements = await partition({ data, filename: "note.txt.gz" }, params());
    expect(elements[0]?.metadata.filename).toBe("note.txt");
    expect(elements[0]?.metadata.filetype).toBe("text/plain");
  });

  it("refuses zip archives, empty files and unknown binary data with the type in the message", async () => {
    await expect(partition({ data: zipSync({ "a.txt": strToU8("x") }), filename: "a.zip" })).rejects.toThrow(
      new UnsupportedFileTypeError("a.zip", "application/zip"),
    );
    await expect(partition({ data: new Uint8Array(), filename: "e.txt" })).rejects.toThrow(
      "File type inode/x-empty is not supported.",
    );
  });

  it("offsets page numbers by starting_page_number and keeps the caller's languages", async () => {
    const elements = await partition(
      { data: text("Hello there, my friend.\n"), filename: "a.txt" },
      params({ languages: ["eng", "deu"] }),
    );
    expect(elements[0]?.metadata.languages).toEqual(["eng", "deu"]);
  });
});
