// A file written whole or not at all: the bytes go to a hidden file beside it, renamed over it once
// complete, so a reader never sees half a file and a failure half-way (a full disk) leaves what was
// there before; the partial file is removed on failure.
import { randomUUID } from "node:crypto";
import { type FileHandle, open, rename, rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

/** Writes `content` to `path` whole: bytes, text, or what `write` writes to the open file. */
export async function writeWhole(
  path: string,
  content: string | Uint8Array | ((file: FileHandle) => Promise<void>),
): Promise<void> {
  // Unique, so two writers of one path never share a partial file; hidden, so no listing takes it.
  const partial = join(dirname(path), `.${basename(path)}.${randomUUID()}.partial`);
  try {
    const file = await open(partial, "w");
    try {
      // writeFile, unlike write, goes on until every byte is written (a short write is no error).
      if (typeof content === "function") await content(file);
      else await file.writeFile(content);
    } finally {
      await file.close();
    }
    await rename(partial, path);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
