// Deflate bombs inside a PDF, found before PDFium inflates them. PDFium decodes a page's content stream
// whole when the page loads; within its memory budget (max-decoded-mb) a 1 MB stream of a 1 GB page took
// seconds and half a gigabyte before the budget stopped it. Here every compressed stream that could
// inflate past the floor is inflated first by zlib with a ceiling — min(its own size × max-expansion-ratio,
// the decoded budget), never under the floor — as gzip uploads are (io/gzip.ts): a bomb stops at the
// ceiling. A stream is first inflated in one call that stops at the floor: below it no stream is a
// bomb, and the streams of real documents end there (the call holds up to about twice the floor while
// it joins its output, dropped at once). One that does not is inflated again from its start, a slice
// at a time, its inflated bytes counted as they come and dropped, never kept; past the floor, output
// that already exceeds max-expansion-ratio times the bytes read so far stops it too (a stream of real
// content never gets there: it would need 10 MB from its first 100 KB): a 1 GB stream of 1 MB is
// refused after 10 MB of work, in milliseconds and a few megabytes of memory, not after the 100 MB its
// whole size allows. Images are left out: PDFium decodes them only to render, and max-image-pixels
// bounds them before that. Streams of real documents compress 2–10 times.
import { createInflate, inflateSync } from "node:zlib";
import { LimitExceededError } from "../../core/errors.js";
import { EXPANSION_FLOOR_BYTES } from "../../core/types.js";

/** Deflate's best ratio is about 1032:1: a stream smaller than this cannot pass the floor. */
const SMALLEST_SUSPECT = Math.floor(EXPANSION_FLOOR_BYTES / 1032);

const FLATE = Buffer.from("/FlateDecode");
const OBJ = Buffer.from("obj");
const STREAM = Buffer.from("stream");
const END_STREAM = Buffer.from("endstream");
const IMAGE = Buffer.from("/Image");
const LENGTH = /\/Length\s+(\d+)(\s+\d+\s+R)?/;

/** Where a stream's data starts after its `stream` keyword (which ends with CRLF or LF). */
function dataStart(bytes: Buffer, keyword: number): number {
  let at = keyword + STREAM.length;
  if (bytes[at] === 0x0d) at++;
  if (bytes[at] === 0x0a) at++;
  return at;
}

/**
 * Throws LimitExceededError when a compressed stream of `data` (other than an image) expands more than
 * `maxExpansionRatio` times its size past the floor, or past `maxDecodedBytes`.
 */
export async function checkStreamExpansion(
  data: Uint8Array,
  filename: string,
  limits: { maxExpansionRatio: number; maxDecodedBytes: number },
): Promise<void> {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  let searchFrom = 0;
  for (;;) {
    const filter = bytes.indexOf(FLATE, searchFrom);
    if (filter < 0) return;
    searchFrom = filter + FLATE.length;
    const keyword = bytes.indexOf(STREAM, filter);
    if (keyword < 0) return;
    // The dictionary: from its object's `obj` to the stream keyword.
    const objAt = bytes.lastIndexOf(OBJ, filter);
    const dictionary = bytes.subarray(Math.max(0, objAt), keyword);
    if (dictionary.includes(END_STREAM)) continue;
    searchFrom = Math.max(searchFrom, keyword + STREAM.length);
    if (dictionary.includes(IMAGE)) continue;
    const start = dataStart(bytes, keyword);
    const declared = LENGTH.exec(dictionary.toString("latin1"));
    const direct = declared && !declared[2] ? Number(declared[1]) : undefined;
    const end =
      direct !== undefined && start + direct <= bytes.length
        ? start + direct
        : bytes.indexOf(END_STREAM, start);
    if (end < 0) return;
    const size = end - start;
    if (size < SMALLEST_SUSPECT) continue;
    const byRatio = Math.max(EXPANSION_FLOOR_BYTES, size * limits.maxExpansionRatio);
    const ceiling = Math.min(byRatio, limits.maxDecodedBytes);
    if (await inflatesPast(bytes.subarray(start, end), ceiling, limits.maxExpansionRatio)) {
      throw new LimitExceededError(
        filename,
        ceiling < byRatio
          ? `a stream of the PDF decodes to more than ${Math.round(limits.maxDecodedBytes / 1024 / 1024)} MB (limit max-decoded-mb)`
          : `a stream of the PDF expands more than ${limits.maxExpansionRatio} times its size (limit max-expansion-ratio)`,
      );
    }
    searchFrom = Math.max(searchFrom, end);
  }
}

/** Inflated output is counted in pieces this large, each dropped once counted. */
const PIECE_BYTES = 256 * 1024;
/** The stream is given to zlib in slices this large, one after the other. */
const SLICE_BYTES = 16 * 1024;

/**
 * Whether zlib data inflates to more than `ceiling` bytes, or past the floor to more than `ratio` times
 * the bytes of it read so far. Data zlib cannot read is no bomb (PDFium judges it, as it does a stream
 * cut short).
 */
async function inflatesPast(data: Uint8Array, ceiling: number, ratio: number): Promise<boolean> {
  // A stream that inflates to no more than the floor passes whatever the ceiling and ratio: the streams
  // of real documents, read in one call (the streamed read below costs a thread hop per slice).
  try {
    inflateSync(data, { maxOutputLength: EXPANSION_FLOOR_BYTES });
    return false;
  } catch (error) {
    if (!(error instanceof RangeError)) return false;
  }
  return inflatesPastStreamed(data, ceiling, ratio);
}

function inflatesPastStreamed(data: Uint8Array, ceiling: number, ratio: number): Promise<boolean> {
  return new Promise((resolve) => {
    const inflate = createInflate({ chunkSize: PIECE_BYTES });
    let total = 0;
    // Bytes handed to zlib, the slice being inflated included: never fewer than it has read.
    let fed = 0;
    let settled = false;
    const settle = (past: boolean) => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      resolve(past);
    };
    inflate.on("data", (piece: Buffer) => {
      total += piece.length;
      if (total > ceiling || (total > EXPANSION_FLOOR_BYTES && total > fed * ratio)) settle(true);
    });
    inflate.on("end", () => settle(false));
    inflate.on("error", () => settle(total > ceiling));
    const feed = () => {
      if (settled) return;
      if (fed >= data.length) {
        inflate.end();
        return;
      }
      const slice = data.subarray(fed, fed + SLICE_BYTES);
      fed += slice.length;
      inflate.write(slice, feed);
    };
    feed();
  });
}
