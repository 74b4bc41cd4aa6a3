import { openAsBlob } from "node:fs";
import { stat } from "node:fs/promises";
import { basename, extname } from "node:path";

/** A file to upload: its name as the server should see it, its bytes and its media type. */
export interface UploadFile {
  name: string;
  data: Blob | Uint8Array | string;
  contentType?: string | undefined;
}

// Media types for the formats the service partitions, so uploads carry a meaningful type without a
// lookup library; anything else goes as application/octet-stream and the server sniffs it.
const MEDIA_TYPES: Record<string, string> = {
  ".bmp": "image/bmp",
  ".csv": "text/csv",
  ".doc": "application/msword",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".eml": "message/rfc822",
  ".epub": "application/epub",
  ".gz": "application/gzip",
  ".heic": "image/heic",
  ".htm": "text/html",
  ".html": "text/html",
  ".jpeg": "image/jpeg",
  ".jpg": "image/jpeg",
  ".json": "application/json",
  ".md": "text/markdown",
  ".msg": "application/vnd.ms-outlook",
  ".odt": "application/vnd.oasis.opendocument.text",
  ".org": "text/org",
  ".p7s": "application/pkcs7-signature",
  ".pdf": "application/pdf",
  ".png": "image/png",
  ".ppt": "application/vnd.ms-powerpoint",
  ".pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  ".rst": "text/x-rst",
  ".rtf": "text/rtf",
  ".tif": "image/tiff",
  ".tiff": "image/tiff",
  ".tsv": "text/tab-separated-values",
  ".txt": "text/plain",
  ".xls": "application/vnd.ms-excel",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ".xml": "application/xml",
};

export function mediaTypeFor(fileName: string): string {
  return MEDIA_TYPES[extname(fileName).toLowerCase()] ?? "application/octet-stream";
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
