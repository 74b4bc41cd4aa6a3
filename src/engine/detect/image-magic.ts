// Image formats by their first bytes. file-type sniffs most of these too, but it reads only what it is
// given, and a TIFF whose first directory lies past the sniffed prefix comes back unknown; these
// signatures need no more than the file's first 30 bytes.
import type { FileTypeName } from "../../contract/file-types.js";

function startsWith(data: Uint8Array, bytes: readonly number[], at = 0): boolean {
  return bytes.every((byte, i) => data[at + i] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

// BITMAPCOREHEADER, BITMAPINFOHEADER and its later versions: the size that follows "BM" tells a real
// bitmap from a text file that happens to start with those two letters.
const BMP_HEADER_SIZES = new Set([12, 16, 40, 52, 56, 64, 108, 124]);

export function imageTypeFromMagic(data: Uint8Array): FileTypeName | undefined {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(data, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(data, ascii("GIF87a")) || startsWith(data, ascii("GIF89a"))) return "gif";
  if (startsWith(data, ascii("RIFF")) && startsWith(data, ascii("WEBP"), 8)) return "webp";
  // Classic TIFF ("II*\0", "MM\0*") and BigTIFF ("II+\0", "MM\0+").
  if (
    startsWith(data, [0x49, 0x49, 0x2a, 0x00]) ||
    startsWith(data, [0x4d, 0x4d, 0x00, 0x2a]) ||
    startsWith(data, [0x49, 0x49, 0x2b, 0x00]) ||
    startsWith(data, [0x4d, 0x4d, 0x00, 0x2b])
  ) {
    return "tiff";
  }
  if (startsWith(data, ascii("BM")) && data.length >= 30) {
    const headerSize =
      (data[14] ?? 0) | ((data[15] ?? 0) << 8) | ((data[16] ?? 0) << 16) | ((data[17] ?? 0) << 24);
    if (BMP_HEADER_SIZES.has(headerSize)) return "bmp";
  }
  return undefined;
}
