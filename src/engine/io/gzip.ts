import { InvalidDocumentError, LimitExceededError } from "../core/errors.js";
import { type EngineLimits, EXPANSION_FLOOR_BYTES } from "../core/types.js";

export function isGzip(data: Uint8Array): boolean {
  return data[0] === 0x1f && data[1] === 0x8b;
}

/**
 * Un-gzips within the size and ratio limits; a bomb stops at whichever comes first instead of filling
 * memory, and costs no more than inflating that much.
 */
export function gunzip(data: Uint8Array, filename: string, limits: EngineLimits): Uint8Array {
  const byRatio = Math.max(EXPANSION_FLOOR_BYTES, data.length * limits.maxExpansionRatio);
  const maxOutputLength = Math.min(limits.maxUncompressedBytes, byRatio);
  try {
    // Loaded on first use: a start-up without gzip data does not compile node:zlib.
    return process.getBuiltinModule("node:zlib").gunzipSync(data, { maxOutputLength });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ERR_BUFFER_TOO_LARGE" || /too large|maxOutputLength/i.test(String(error))) {
      throw new LimitExceededError(
        filename,
        maxOutputLength < limits.maxUncompressedBytes
          ? `it expands more than ${limits.maxExpansionRatio} times its size (limit max-expansion-ratio)`
          : `it expands to more than ${limits.maxUncompressedBytes} bytes (limit max-expanded-mb)`,
      );
    }
    throw new InvalidDocumentError(filename, `not valid gzip data (${(error as Error).message})`, {
      cause: error,
    });
  }
}
