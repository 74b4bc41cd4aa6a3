import { openAsBlob } from "node:fs";
import { stat } from "node:fs/promises";
import { basename } from "node:path";
import { mediaTypeForName } from "../contract/file-types.js";

/** A file to upload: its name as the server should see it, its bytes and its media type. */
export interface UploadFile {
  name: string;
  data: Blob | Uint8Array | string;
  contentType?: string | undefined;
}

/** The media type an upload of this name carries (the contract's file-type table). */
export function mediaTypeFor(fileName: string): string {
  return mediaTypeForName(basename(fileName));
}

/**
 * An upload backed by the file on disk: the bytes are streamed when the request is sent (and again on a
 * retry), never held in memory whole.
 */
export async function fileFromPath(path: string, contentType?: string): Promise<UploadFile> {
  const info = await stat(path);
  if (!info.isFile()) throw new Error(`${path} is not a file.`);
  const type = contentType ?? mediaTypeFor(path);
  return { name: basename(path), data: await openAsBlob(path, { type }), contentType: type };
}

export function toBlob(file: UploadFile): Blob {
  const type = file.contentType ?? mediaTypeFor(file.name);
  if (file.data instanceof Blob) {
    return file.data.type === type ? file.data : file.data.slice(0, file.data.size, type);
  }
  return new Blob([file.data], { type });
}
