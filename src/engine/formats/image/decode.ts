// Image files → one image per page, in a form OCR reads (PNG or JPEG as uploaded; PNG otherwise). sharp
// reads PNG, JPEG, TIFF (every page), GIF and WebP (the first frame: an animation is not a document);
// BMP goes through bmp-js and HEIC through heic-decode, whose pixels sharp then encodes. Dimensions are
// checked from the header before anything is decoded, so a decompression bomb costs nothing.
import bmp from "bmp-js";
import sharp, { type Metadata } from "sharp";
import type { FileTypeName } from "../../../contract/file-types.js";
import { InvalidDocumentError, LimitExceededError, UnsupportedOptionError } from "../../core/errors.js";
import { MAX_OCR_PIXELS } from "../../ocr/index.js";

/** More pages than this in one TIFF is not a scan anyone sends; each page costs seconds of OCR. */
export const MAX_IMAGE_PAGES = 2_000;

export interface ImagePages {
  count: number;
  /** Page `index` (0-based) as PNG or JPEG bytes. */
  page(index: number): Promise<Uint8Array>;
}

function checkPixels(filename: string, width: number, height: number): void {
  if (!(width > 0 && height > 0)) {
    throw new InvalidDocumentError(filename, `the image has no pixels (${width}×${height})`);
  }
  if (width * height > MAX_OCR_PIXELS) {
    throw new LimitExceededError(
      filename,
      `the image is ${width}×${height} pixels, more than the ${MAX_OCR_PIXELS} pixels OCR accepts`,
    );
  }
}

function decodeFailure(filename: string, format: string, error: unknown): Error {
  const message = (error as Error)?.message ?? String(error);
  if (/pixel limit/i.test(message)) {
    return new LimitExceededError(filename, `a page has more than the ${MAX_OCR_PIXELS} pixels OCR accepts`);
  }
  return new InvalidDocumentError(filename, `cannot be decoded as ${format} (${message})`, { cause: error });
}

async function metadata(data: Uint8Array, filename: string, format: string): Promise<Metadata> {
  try {
    return await sharp(data, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw decodeFailure(filename, format, error);
  }
}

function rawToPng(pixels: Uint8Array, width: number, height: number, channels: 3 | 4): Promise<Buffer> {
  return sharp(pixels, { raw: { width, height, channels } }).png({ compressionLevel: 1 }).toBuffer();
}

async function openBmp(data: Uint8Array, filename: string): Promise<ImagePages> {
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (buffer.length < 54 || buffer.toString("latin1", 0, 2) !== "BM") {
    throw new InvalidDocumentError(filename, "not a BMP file (no BM header)");
  }
  const width = buffer.readInt32LE(18);
  const height = Math.abs(buffer.readInt32LE(22));
  const compression = buffer.readUInt32LE(30);
  checkPixels(filename, width, height);
  // bmp-js reads uncompressed and bit-field pixels only; run-length encoded ones it would misread.
  if (compression !== 0 && compression !== 3) {
    throw new UnsupportedOptionError(
      filename,
      `${filename || "The file"} is a compressed BMP (compression ${compression}), which docflow cannot decode; convert it to PNG.`,
    );
  }
  return {
    count: 1,
    async page() {
      let decoded: ReturnType<typeof bmp.decode>;
      try {
        decoded = bmp.decode(buffer);
      } catch (error) {
        throw decodeFailure(filename, "BMP", error);
      }
      const pixels = decoded.width * decoded.height;
      if (decoded.data.length < pixels * 4)
        throw decodeFailure(filename, "BMP", new Error("truncated pixels"));
      // bmp-js gives A, B, G, R per pixel (and alpha is often unset): keep the colours only.
      const rgb = new Uint8Array(pixels * 3);
      for (let i = 0, j = 0; j < rgb.length; i += 4, j += 3) {
        rgb[j] = decoded.data[i + 3] ?? 0;
        rgb[j + 1] = decoded.data[i + 2] ?? 0;
        rgb[j + 2] = decoded.data[i + 1] ?? 0;
      }
      return rawToPng(rgb, decoded.width, decoded.height, 3);
    },
  };
}

async function openHeic(data: Uint8Array, filename: string): Promise<ImagePages> {
  // sharp's libvips reads HEIC headers but has no HEVC decoder; libheif (WebAssembly) decodes the pixels.
  const meta = await metadata(data, filename, "HEIC");
  checkPixels(filename, meta.width ?? 0, meta.height ?? 0);
  return {
    count: 1,
    async page() {
      let image: Awaited<ReturnType<typeof import("heic-decode").default>>;
      try {
        // Loaded on first use: libheif with its WebAssembly inlined is 2 MB of script.
        const { default: decodeHeic } = await import("heic-decode");
        image = await decodeHeic({ buffer: data });
      } catch (error) {
        throw new UnsupportedOptionError(
          filename,
          `${filename || "The file"} could not be decoded as HEIC (${(error as Error)?.message ?? error}); convert it to PNG or JPEG.`,
        );
      }
      checkPixels(filename, image.width, image.height);
      const pixels = new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength);
      return rawToPng(pixels, image.width, image.height, 4);
    },
  };
}

async function openWithSharp(data: Uint8Array, filename: string, format: string): Promise<ImagePages> {
  const meta = await metadata(data, filename, format);
  checkPixels(filename, meta.width ?? 0, meta.height ?? 0);
  const pages = format === "TIFF" ? (meta.pages ?? 1) : 1;
  if (pages > MAX_IMAGE_PAGES) {
    throw new LimitExceededError(
      filename,
      `${pages} pages, more than the ${MAX_IMAGE_PAGES} an image may have`,
    );
  }
  if (pages === 1 && (meta.format === "png" || meta.format === "jpeg")) {
    return { count: 1, page: async () => data };
  }
  return {
    count: pages,
    async page(index) {
      try {
        return await sharp(data, { page: index, limitInputPixels: MAX_OCR_PIXELS })
          .png({ compressionLevel: 1 })
          .toBuffer();
      } catch (error) {
        throw decodeFailure(filename, format, error);
      }
    },
  };
}

/** Opens an image file of a detected type; pages are decoded one at a time, when asked for. */
export function openImage(data: Uint8Array, type: FileTypeName, filename: string): Promise<ImagePages> {
  switch (type) {
    case "bmp":
      return openBmp(data, filename);
    case "heic":
      return openHeic(data, filename);
    case "tiff":
      return openWithSharp(data, filename, "TIFF");
    default:
      return openWithSharp(data, filename, type.toUpperCase());
  }
}
