// Reading zip containers (docx, xlsx, pptx, odt, epub) within the engine's limits: the entry count and
// the declared sizes are checked before anything is inflated, and corrupt archives become typed errors.
import { type UnzipFileInfo, unzipSync } from "fflate";
import { errorMessage } from "../../shared/errors.js";
import { InvalidDocumentError, LimitExceededError } from "../core/errors.js";
import type { EngineLimits } from "../core/types.js";

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP_MAGIC = [0x50, 0x4b, 0x05, 0x06];

export function isZip(data: Uint8Array): boolean {
  return (
    ZIP_MAGIC.every((byte, i) => data[i] === byte) || EMPTY_ZIP_MAGIC.every((byte, i) => data[i] === byte)
  );
}

/** The names of a zip's entries, read from its central directory without inflating anything. */
export function listZipEntries(data: Uint8Array, filename: string, limits: EngineLimits): string[] {
  const names: string[] = [];
  try {
    unzipSync(data, {
      filter: (file) => {
        names.push(file.name);
        if (names.length > limits.maxArchiveEntries) {
          throw new LimitExceededError(filename, `more than ${limits.maxArchiveEntries} archive entries`);
        }
        return false;
      },
    });
  } catch (error) {
    if (error instanceof LimitExceededError) throw error;
    throw new InvalidDocumentError(filename, `corrupt or truncated zip archive (${errorMessage(error)})`, {
      cause: error,
    });
  }
  return names;
}

/**
 * Inflates the entries `wanted` accepts. Refuses archives whose entries, or whose declared total size,
 * exceed the limits — before inflating, so a zip bomb costs nothing — and checks the real sizes after.
 */
export function readZipEntries(
  data: Uint8Array,
  filename: string,
  limits: EngineLimits,
  wanted: (name: string) => boolean = () => true,
): Map<string, Uint8Array> {
  let entries = 0;
  let declared = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(data, {
      filter: (file: UnzipFileInfo) => {
        entries++;
        if (entries > limits.maxArchiveEntries) {
          throw new LimitExceededError(filename, `more than ${limits.maxArchiveEntries} archive entries`);
        }
        if (!wanted(file.name)) return false;
        declared += file.originalSize;
        if (declared > limits.maxUncompressedBytes) {
          throw new LimitExceededError(
            filename,
            `its entries expand to more than ${limits.maxUncompressedBytes} bytes (limit max-expanded-mb)`,
          );
        }
        return true;
      },
    });
  } catch (error) {
    if (error instanceof LimitExceededError) throw error;
    throw new InvalidDocumentError(filename, `corrupt or truncated zip archive (${errorMessage(error)})`, {
      cause: error,
    });
  }
  const result = new Map<string, Uint8Array>();
  let total = 0;
  for (const [name, bytes] of Object.entries(files)) {
    total += bytes.length;
    if (total > limits.maxUncompressedBytes) {
      throw new LimitExceededError(
        filename,
        `its entries expand to more than ${limits.maxUncompressedBytes} bytes (limit max-expanded-mb)`,
      );
    }
    result.set(name, bytes);
  }
  return result;
}
