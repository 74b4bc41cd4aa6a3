import { gunzipSync } from "node:zlib";
import { InvalidDocumentError, LimitExceededError } from "../errors.js";
import type { EngineLimits } from "../types.js";

export function isGzip(data: Uint8Array): boolean {
  return data[0] === 0x1f && data[1] === 0x8b;
}

/** Un-gzips within the size limit; a bomb stops at the limit instead of filling memory. */
export function gunzip(data: Uint8Array, filename: string, limits: EngineLimits): Uint8Array {
  try {
    return gunzipSync(data, { maxOutputLength: limits.maxUncompressedBytes });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ERR_BUFFER_TOO_LARGE" || /too large|maxOutputLength/i.test(String(error))) {
      throw new LimitExceededError(filename, `it expands to more than ${limits.maxUncompressedBytes} bytes`);
    }
    throw new InvalidDocumentError(filename, `not valid gzip data (${(error as Error).message})`, {
      cause: error,
    });
  }
}
