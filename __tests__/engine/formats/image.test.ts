// Images through the whole engine: every format is detected by its magic bytes and read with OCR into
// elements; multi-page TIFFs give one page each; bad input gets typed errors before any OCR runs.
import { readFileSync } from "node:fs";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import type { Element } from "../../../src/contract/element.js";
import { parsePartitionParameters } from "../../../src/contract/partition.js";
import {
  InvalidDocumentError,
  LimitExceededError,
  MissingLanguageDataError,
  UnsupportedOptionError,
} from "../../../src/engine/core/errors.js";
import { DEFAULT_LIMITS } from "../../../src/engine/core/types.js";
import { detectFileType } from "../../../src/engine/detect/detect.js";
import { installedOcrLanguages, shutdownOcr } from "../../../src/engine/ocr/index.js";
import { partition } from "../../../src/engine/partition.js";

const PAGE = readFileSync(new URL("../../fixtures/images/ocr-page.png", import.meta.url));
const TABLE_PAGE = readFileSync(new URL("../../fixtures/images/ocr-table.png", import.meta.url));

afterAll(() => shutdownOcr());

/** A 24-bit uncompressed BMP of raw RGB pixels (rows bottom-up, each padded to 4 bytes). */
function encodeBmp(rgb: Uint8Array, width: number, height: number, compression = 0): Buffer {
  const stride = Math.ceil((width * 3) / 4) * 4;
  const out = Buffer.alloc(54 + stride * height);
  out.write("BM", 0, "latin1");
  out.writeUInt32LE(out.length, 2);
  out.writeUInt32LE(54, 10);
  out.writeUInt32LE(40, 14);
  out.writeInt32LE(width, 18);
  out.writeInt32LE(height, 22);
  out.writeUInt16LE(1, 26);
  out.writeUInt16LE(24, 28);
  out.writeUInt32LE(compression, 30);
  out.writeUInt32LE(stride * height, 34);
  for (let y = 0; y < height; y++) {
    const row = 54 + (height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 3;
      out[row + x * 3] = rgb[from + 2] ?? 0;
      out[row + x * 3 + 1] = rgb[from + 1] ?? 0;
      out[row + x * 3 + 2] = rgb[from] ?? 0;
    }
  }
  return out;
}

/** A PNG that claims `width`×`height` pixels in its header and holds none: a bomb's first bytes. */
function pngHeaderClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(1000))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const raw = await sharp(PAGE).removeAlpha().toColourspace("srgb").raw().toBuffer({ resolveWithObject: true });
const FORMATS: Record<string, Buffer> = {
  png: PAGE,
  jpg: await sharp(PAGE).jpeg({ quality: 90 }).toBuffer(),
  tiff: await sharp(PAGE).tiff({ compression: "lzw" }).toBuffer(),
  gif: await sharp(PAGE).gif().toBuffer(),
  webp: await sharp(PAGE).webp({ lossless: true }).toBuffer(),
  bmp: encodeBmp(raw.data, raw.info.width, raw.info.height),
};

function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

const params = (fields: Record<string, unknown> = {}) => parsePartitionParameters(fields);

describe("image detection", () => {
  it.each(Object.keys(FORMATS))(
    "tells %s by its magic bytes, whatever the name and media type",
    async (name) => {
      const data = FORMATS[name] as Buffer;
      const detected = await detectFileType({
        data,
        filename: "scan.txt",
        contentType: "text/plain",
        limits: DEFAULT_LIMITS,
      });
      expect(detected.name).toBe(name);
    },
  );
});

describe("image partitioning", () => {
  let png: Element[] = [];

  it("reads a PNG into typed elements with page numbers and the image's media type", async () => {
    png = await partition({ data: PAGE, filename: "harbour.png" }, params());
    expect(png.map((e) => e.text)).toEqual([
      "Annual Harbour Report",
      "The harbour board met in March to review the shipping season. Traffic grew by a tenth, and the new crane was used every day. Repairs to the north pier will be finished before winter.",
      "1. Dredge the western channel.",
      "2. Replace the lights on the breakwater.",
    ]);
    expect(png.map((e) => e.type)).toEqual(["Title", "NarrativeText", "ListItem", "ListItem"]);
    for (const element of png) {
      expect(element.metadata).toMatchObject({
        filetype: "image/png",
        page_number: 1,
        filename: "harbour.png",
      });
      expect(element.metadata.coordinates).toBeUndefined();
    }
  });

  it.each(["jpg", "gif", "webp", "bmp", "tiff"])("reads the same page from %s", async (name) => {
    const elements = await partition(
      { data: FORMATS[name] as Buffer, filename: `harbour.${name}` },
      params({ strategy: "ocr_only" }),
    );
    expect(words(elements.map((e) => e.text).join(" "))).toEqual(words(png.map((e) => e.text).join(" ")));
    expect(elements[0]?.type).toBe("Title");
  });

  it("gives every page of a multi-page TIFF its own page number, offset by starting_page_number", async () => {
    const small = await sharp(PAGE).extract({ left: 0, top: 0, width: 1000, height: 120 }).png().toBuffer();
    const tiff = await sharp([small, PAGE], { join: { animated: true } })
      .tiff()
      .toBuffer();
    const elements = await partition(
      { data: tiff, filename: "two.tiff" },
      params({ starting_page_number: "7", include_page_breaks: "true" }),
    );
    expect(elements.map((e) => [e.type, e.metadata.page_number])).toEqual([
      ["Title", 7],
      ["PageBreak", undefined],
      ["Title", 8],
      ["NarrativeText", 8],
      ["ListItem", 8],
      ["ListItem", 8],
      ["PageBreak", undefined],
    ]);
  });

  it("adds pixel coordinates when asked", async () => {
    const elements = await partition(
      { data: FORMATS.jpg as Buffer, filename: "harbour.jpg" },
      params({ coordinates: "true" }),
    );
    const coordinates = elements[0]?.metadata.coordinates as {
      points: number[][];
      system: string;
      layout_width: number;
      layout_height: number;
    };
    expect(coordinates).toMatchObject({ system: "PixelSpace", layout_width: 1000, layout_height: 410 });
    const [topLeft, , bottomRight] = coordinates.points;
    // The title's ink: from x = 60 to about 670, baseline at y = 90 in the rendered page.
    expect(topLeft?.[0]).toBeGreaterThan(50);
    expect(topLeft?.[0]).toBeLessThan(70);
    expect(bottomRight?.[0]).toBeGreaterThan(600);
    expect(bottomRight?.[1]).toBeGreaterThan(80);
    expect(bottomRight?.[1]).toBeLessThan(110);
  });
});

describe("tables in images (hi_res and auto)", () => {
  const cells = (html: string) =>
    [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) =>
      [...(row[1] ?? "").matchAll(/<t[dh]>(.*?)<\/t[dh]>/g)].map((cell) => cell[1]),
    );

  it("finds a table of aligned columns, with its caption, rows and cells", async () => {
    const elements = await partition(
      { data: TABLE_PAGE, filename: "traffic.png" },
      params({ strategy: "hi_res" }),
    );
    expect(elements.map((e) => e.type)).toEqual(["FigureCaption", "Table", "NarrativeText"]);
    expect(elements[0]?.text).toBe("Table 1: Harbour traffic by quarter");
    const table = elements[1];
    expect(cells(table?.metadata.text_as_html ?? "")).toEqual([
      ["Quarter", "Ships", "Cargo", "Revenue"],
      ["Spring", "412", "18,300", "2.4"],
      ["Summer", "538", "24,150", "3.1"],
      ["Autumn", "467", "20,870", "2.7"],
      ["Winter", "301", "12,640", "1.8"],
    ]);
    expect(table?.text).toBe(
      "Quarter Ships Cargo Revenue Spring 412 18,300 2.4 Summer 538 24,150 3.1 Autumn 467 20,870 2.7 Winter 301 12,640 1.8",
    );
    expect(table?.metadata.image_base64).toBeUndefined();
  });

  it("crops the table for extract_image_block_types, as a PNG of the table's region", async () => {
    const elements = await partition(
      { data: TABLE_PAGE, filename: "traffic.png" },
      params({ strategy: "auto", extract_image_block_types: ["Table"], coordinates: true }),
    );
    const table = elements.find((e) => e.type === "Table");
    expect(table?.metadata.image_mime_type).toBe("image/png");
    const crop = Buffer.from(table?.metadata.image_base64 ?? "", "base64");
    const { width, height, format } = await sharp(crop).metadata();
    expect(format).toBe("png");
    // The table spans about 60–915 by 110–350 of the page's 1100×560 pixels.
    expect(width).toBeGreaterThan(700);
    expect(width).toBeLessThan(1000);
    expect(height).toBeGreaterThan(180);
    expect(height).toBeLessThan(320);
    const points = table?.metadata.coordinates?.points as number[][];
    expect(points[0]?.[0]).toBeLessThan(80);
    expect(points[2]?.[1]).toBeLessThan(380);
  });

  it("crops from the upright image when a JPEG's EXIF orientation turns it", async () => {
    // Stored turned a quarter to the left, with the EXIF tag that turns it back for display.
    const turned = await sharp(TABLE_PAGE)
      .rotate(-90)
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const elements = await partition(
      { data: turned, filename: "traffic.jpg" },
      params({ strategy: "hi_res", extract_image_block_types: ["Table"] }),
    );
    const table = elements.find((e) => e.type === "Table");
    expect(table?.text).toContain("Summer 538 24,150 3.1");
    const { width = 0, height = 0 } = await sharp(
      Buffer.from(table?.metadata.image_base64 ?? "", "base64"),
    ).metadata();
    // The table is wider than tall, as on the upright page.
    expect(width).toBeGreaterThan(700);
    expect(height).toBeLessThan(320);
  });

  it("leaves tables to hi_res: ocr_only reads the rows as text; skip_infer_table_types drops the HTML", async () => {
    const ocr = await partition(
      { data: TABLE_PAGE, filename: "traffic.png" },
      params({ strategy: "ocr_only" }),
    );
    expect(ocr.some((e) => e.type === "Table")).toBe(false);
    const text = ocr.map((e) => e.text).join(" ");
    for (const cell of ["Quarter", "Summer", "538", "24,150", "3.1", "Winter", "12,640"])
      expect(text).toContain(cell);
    const skipped = await partition(
      { data: TABLE_PAGE, filename: "traffic.png" },
      params({ strategy: "hi_res", skip_infer_table_types: ["png"] }),
    );
    const table = skipped.find((e) => e.type === "Table");
    expect(table?.text).toContain("Winter 301 12,640 1.8");
    expect(table?.metadata.text_as_html).toBeUndefined();
  });
});

describe("image errors", () => {
  it("refuses the fast strategy, saying which strategies work", async () => {
    const failure = partition({ data: PAGE, filename: "harbour.png" }, params({ strategy: "fast" }));
    await expect(failure).rejects.toBeInstanceOf(UnsupportedOptionError);
    await expect(failure).rejects.toThrow(
      "The fast strategy is not available for image files; use hi_res, ocr_only or auto.",
    );
  });

  it("refuses a hi_res model name the reference does not know", async () => {
    const failure = partition({ data: PAGE, filename: "harbour.png" }, params({ hi_res_model_name: "nope" }));
    await expect(failure).rejects.toBeInstanceOf(UnsupportedOptionError);
    await expect(failure).rejects.toThrow(/^Unknown model type: nope/);
  });

  it("refuses a language whose data is not installed before reading the image", async () => {
    const installed = await installedOcrLanguages();
    const missing = ["kor", "tha", "amh"].find((code) => !installed.includes(code)) ?? "kor";
    const failure = partition({ data: PAGE, filename: "harbour.png" }, params({ languages: missing }));
    await expect(failure).rejects.toBeInstanceOf(MissingLanguageDataError);
    await expect(failure).rejects.toThrow(`Installed: ${installed.join(", ")}`);
  });

  it("refuses an image whose header claims more pixels than OCR accepts, without decoding it", async () => {
    const failure = partition({ data: pngHeaderClaiming(60_000, 60_000), filename: "bomb.png" }, params());
    await expect(failure).rejects.toBeInstanceOf(LimitExceededError);
    await expect(failure).rejects.toThrow(/bomb\.png exceeds a limit: the image is 60000×60000 pixels/);
  });

  it("refuses a BMP whose header claims too many pixels, and a run-length encoded one", async () => {
    const header = encodeBmp(new Uint8Array(3), 1, 1);
    header.writeInt32LE(100_000, 18);
    header.writeInt32LE(100_000, 22);
    await expect(partition({ data: header, filename: "huge.bmp" }, params())).rejects.toBeInstanceOf(
      LimitExceededError,
    );
    const rle = encodeBmp(new Uint8Array(12), 2, 2, 1);
    await expect(partition({ data: rle, filename: "rle.bmp" }, params())).rejects.toThrow(
      /rle\.bmp is a compressed BMP/,
    );
  });

  it("reports a truncated image as invalid", async () => {
    const failure = partition({ data: PAGE.subarray(0, 2000), filename: "cut.png" }, params());
    await expect(failure).rejects.toBeInstanceOf(InvalidDocumentError);
    await expect(failure).rejects.toThrow(/cut\.png is not a valid document/);
  });
});
