// What a file will cost a worker, judged from its bytes before any work starts, so the pool can put
// expensive files in a lane of their own (workers.ts) and cheap requests never wait behind them. Read
// here, on the event loop, and cheap to read: the size a gzip or zip container declares it expands to,
// and for a PDF its page count (the largest `/Count` of its page tree) and the pixels of its images
// (each image's dictionary lies outside any compressed object stream). What cannot be seen here (a page
// tree inside an object stream) the worker finds early: a file sent to the cheap lane runs with that
// lane's limits on pages and expanded bytes, and one that passes them comes back to the expensive lane
// (runPartitionTask's `reroute`) before any page is read.
import { unzipSync } from "fflate";
import type { PartitionParameters } from "../../contract/partition.js";
import type { CostThresholds } from "../settings/config.js";

export type { CostThresholds };

export interface FileCost {
  heavy: boolean;
  /** Why the file is expensive, for the log ("pages", "expanded bytes", "images", "ocr"). */
  reason?: string;
}

const CHEAP: FileCost = { heavy: false };

const startsWith = (data: Uint8Array, bytes: readonly number[], at = 0) =>
  bytes.every((byte, i) => data[at + i] === byte);

/** A PDF's header may come after some junk, within its first KB (as readers allow). */
const PDF_MAGIC = Buffer.from("%PDF");
const GZIP = [0x1f, 0x8b];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** Images the engine reads by OCR whatever the strategy: PNG, JPEG, TIFF (both orders), BMP, GIF, WebP. */
const IMAGES = [
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x49, 0x49, 0x2a, 0x00],
  [0x4d, 0x4d, 0x00, 0x2a],
  [0x42, 0x4d],
  [0x47, 0x49, 0x46, 0x38],
];
const isWebp = (data: Uint8Array) =>
  startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8);

/** Strategies that render pages and read them with OCR or a layout model: seconds a page. */
const RENDERING = new Set(["hi_res", "ocr_only"]);

/** The size a zip container declares its entries expand to (its central directory; nothing is inflated). */
function zipExpandedBytes(data: Uint8Array): number {
  let declared = 0;
  try {
    unzipSync(data, {
      filter: (file) => {
        declared += file.originalSize;
        return false;
      },
    });
  } catch {
    // Not readable as a zip: the engine says so, cheaply.
  }
  return declared;
}

/** The size a gzip stream declares (its last four bytes: the input size modulo 2³²). */
function gzipExpandedBytes(data: Uint8Array): number {
  if (data.length < 18) return 0;
  const end = data.length;
  return (
    ((data[end - 4] as number) |
      ((data[end - 3] as number) << 8) |
      ((data[end - 2] as number) << 16) |
      ((data[end - 1] as number) << 24)) >>>
    0
  );
}

/** The number after `key` (and blanks) at `at`, or undefined. */
function numberAfter(text: Buffer, at: number, key: number): number | undefined {
  let i = at + key;
  while (i < text.length && (text[i] === 0x20 || text[i] === 0x0a || text[i] === 0x0d)) i++;
  let value = 0;
  let digits = 0;
  while (i < text.length && digits < 12) {
    const c = text[i] as number;
    if (c < 0x30 || c > 0x39) break;
    value = value * 10 + (c - 0x30);
    digits++;
    i++;
  }
  return digits > 0 ? value : undefined;
}

const COUNT = Buffer.from("/Count");
const IMAGE = Buffer.from("/Image");
const WIDTH = Buffer.from("/Width");
const HEIGHT = Buffer.from("/Height");
/** How far around `/Image` an image's /Width and /Height are looked for. */
const IMAGE_DICT_SPAN = 400;
/** Images looked at, at most: past that many the file is expensive anyway. */
const MAX_IMAGES = 10_000;

/** Pages (largest /Count; 0 when none is visible) and image pixels a PDF declares. */
function pdfSize(data: Uint8Array): { pages: number; pixels: number; images: number } {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  let pages = 0;
  for (let at = bytes.indexOf(COUNT); at >= 0; at = bytes.indexOf(COUNT, at + COUNT.length)) {
    pages = Math.max(pages, numberAfter(bytes, at, COUNT.length) ?? 0);
  }
  let pixels = 0;
  let images = 0;
  for (let at = bytes.indexOf(IMAGE); at >= 0 && images < MAX_IMAGES; at = bytes.indexOf(IMAGE, at + 1)) {
    const from = Math.max(0, at - IMAGE_DICT_SPAN);
    const around = bytes.subarray(from, Math.min(bytes.length, at + IMAGE_DICT_SPAN));
    const width = around.indexOf(WIDTH);
    const height = around.indexOf(HEIGHT);
    if (width < 0 || height < 0) continue;
    images++;
    pixels +=
      (numberAfter(around, width, WIDTH.length) ?? 0) * (numberAfter(around, height, HEIGHT.length) ?? 0);
  }
  return { pages, pixels, images };
}

/** Whether a file is expensive for a worker, from its bytes and the strategy it is asked for. */
export function estimateCost(
  data: Uint8Array,
  params: Pick<PartitionParameters, "strategy">,
  thresholds: CostThresholds,
): FileCost {
  if (data.length > thresholds.bytes) return { heavy: true, reason: "bytes" };
  if (startsWith(data, GZIP)) {
    return gzipExpandedBytes(data) > thresholds.bytes ? { heavy: true, reason: "expanded bytes" } : CHEAP;
  }
  if (startsWith(data, ZIP)) {
    return zipExpandedBytes(data) > thresholds.bytes ? { heavy: true, reason: "expanded bytes" } : CHEAP;
  }
  if (IMAGES.some((magic) => startsWith(data, magic)) || isWebp(data)) return { heavy: true, reason: "ocr" };
  const head = Buffer.from(data.buffer, data.byteOffset, Math.min(1024, data.byteLength));
  if (head.indexOf(PDF_MAGIC) < 0) return CHEAP;
  if (RENDERING.has(params.strategy)) return { heavy: true, reason: "ocr" };
  const { pages, pixels } = pdfSize(data);
  if (pages > thresholds.pages) return { heavy: true, reason: "pages" };
  if (pixels > thresholds.pixels) return { heavy: true, reason: "images" };
  return CHEAP;
}
