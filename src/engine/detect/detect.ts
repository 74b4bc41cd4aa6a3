// Which type a file is: magic bytes first (binary formats cannot lie about themselves), then the media
// type the client asserted, then the text itself and the extension, as the reference service does.
// The core entry: the same detection without the stream and file readers (and their Node stream imports).
import { fileTypeFromBuffer } from "file-type/core";
import { type FileType, fileType, fileTypeFromMime, fileTypeFromName } from "../../contract/file-types.js";
import { InvalidDocumentError } from "../core/errors.js";
import type { EngineLimits } from "../core/types.js";
import { checkCompoundFile } from "../io/ole.js";
import { bomEncoding, decodeText, looksBinary, sniffUtf16 } from "../io/text.js";
import { imageTypeFromMagic } from "./image-magic.js";

// Binary formats whose magic bytes settle the type whatever the client asserted.
const IMAGE_TYPES = ["png", "jpg", "tiff", "bmp", "gif", "webp", "heic"];

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function isOle(data: Uint8Array): boolean {
  return OLE_MAGIC.every((byte, i) => data[i] === byte);
}

/** OLE compound files (doc, xls, ppt, msg) differ only in the streams they hold. */
async function oleType(data: Uint8Array, filename: string): Promise<FileType> {
  let names: string[];
  try {
    // cfb follows the file's sector chains without guarding against loops; check them first.
    checkCompoundFile(data, filename);
    // Container readers are loaded for the containers only: a text file's start-up never pays for them.
    const { default: CFB } = await import("cfb");
    const container = CFB.read(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      type: "buffer",
    });
    names = container.FileIndex.map((entry) => entry.name);
  } catch (error) {
    if (error instanceof InvalidDocumentError) throw error;
    throw new InvalidDocumentError(filename, `corrupt OLE compound file (${(error as Error).message})`, {
      cause: error,
    });
  }
  const has = (name: string) => names.includes(name);
  // A password-protected docx, xlsx or pptx is an OLE file holding the encrypted package.
  if (has("EncryptionInfo") || has("EncryptedPackage")) {
    throw new InvalidDocumentError(
      filename,
      "it is password-protected (encrypted); remove the password and try again",
    );
  }
  if (has("WordDocument")) return fileType("doc");
  if (has("PowerPoint Document")) return fileType("ppt");
  if (has("Workbook") || has("Book")) return fileType("xls");
  if (has("__properties_version1.0") || names.some((n) => n.startsWith("__substg1.0_")))
    return fileType("msg");
  return fileTypeFromName(filename) ?? fileType("unknown");
}

async function zipType(
  data: Uint8Array,
  filename: string,
  limits: EngineLimits,
): Promise<FileType | undefined> {
  const { isZip, listZipEntries } = await import("../io/zip.js");
  if (!isZip(data)) return undefined;
  const names = listZipEntries(data, filename, limits);
  if (names.some((n) => /^word\/document.*\.xml$/.test(n))) return fileType("docx");
  if (names.some((n) => /^xl\/workbook.*\.xml$/.test(n))) return fileType("xlsx");
  if (names.some((n) => /^ppt\/presentation.*\.xml$/.test(n))) return fileType("pptx");
  if (names.includes("mimetype")) {
    // The mimetype entry is stored uncompressed right after its local header, by the ODF and EPUB specs.
    const head = new TextDecoder("latin1").decode(data.subarray(30, 120));
    if (head.includes("application/vnd.oasis.opendocument.text")) return fileType("odt");
    if (head.includes("application/epub+zip")) return fileType("epub");
  }
  const byName = fileTypeFromName(filename);
  if (byName && ["odt", "epub"].includes(byName.name)) return byName;
  return fileType("zip");
}

const TEXT_EXTENSIONS_THAT_WIN = new Set([
  "csv",
  "eml",
  "html",
  "json",
  "md",
  "ndjson",
  "org",
  "rst",
  "rtf",
  "tsv",
  "xml",
]);
const EMAIL_HEAD =
  /^(?:[\w-]+:[^\n]*\n)*(?:(?:From|To|Subject|Date|Message-ID|MIME-Version|Received|Return-Path):[^\n]*\n)/im;

/** Tells text formats apart by their content when neither the magic bytes nor the client settled it. */
function textType(data: Uint8Array, filename: string): FileType | undefined {
  const byName = fileTypeFromName(filename);
  if (byName && TEXT_EXTENSIONS_THAT_WIN.has(byName.name)) return byName;
  const head = new TextDecoder("utf-8").decode(data.subarray(0, 65536)).replace(/^\uFEFF/, "");
  const trimmed = head.trimStart();
  if (/^\{\\rtf/.test(trimmed)) return fileType("rtf");
  if (/^<!doctype html|^<html[\s>]/i.test(trimmed)) return fileType("html");
  if (/^<\?xml/.test(trimmed))
    return /<html[\s>]/i.test(trimmed.slice(0, 2000)) ? fileType("html") : fileType("xml");
  if (/^[[{]/.test(trimmed) && data.length <= 65536) {
    try {
      JSON.parse(new TextDecoder("utf-8").decode(data));
      return fileType("json");
    } catch {
      // Not JSON.
    }
  }
  const lines = head
    .split(/\r?\n/)
    .slice(0, 10)
    .filter((l) => l.trim() !== "");
  if (lines.length >= 2) {
    const commas = lines.map((l) => l.split(",").length - 1);
    if (commas[0] !== undefined && commas[0] > 0 && commas.every((c) => c === commas[0]))
      return fileType("csv");
  }
  if (EMAIL_HEAD.test(head.slice(0, 4096))) return fileType("eml");
  return byName;
}

export interface DetectInput {
  data: Uint8Array;
  filename: string;
  contentType?: string | undefined;
  limits: EngineLimits;
}

export async function detectFileType({
  data,
  filename,
  contentType,
  limits,
}: DetectInput): Promise<FileType> {
  if (data.length === 0) return fileType("empty");
  if (isOle(data)) return oleType(data, filename);
  // "PK": the zip module tells a zip from other data starting so.
  if (data[0] === 0x50 && data[1] === 0x4b) {
    const zip = await zipType(data, filename, limits);
    if (zip) return zip;
  }
  const image = imageTypeFromMagic(data);
  if (image) return fileType(image);

  // Text with a byte-order mark can look like something else to magic sniffing (UTF-16 "FF FE 48 00"
  // reads as an MP3 frame), and no binary format starts with one.
  const magic =
    bomEncoding(data) || sniffUtf16(data) ? undefined : await fileTypeFromBuffer(data.subarray(0, 8192));
  const fromMagic = magic ? fileTypeFromMime(magic.mime) : undefined;
  const asserted = fileTypeFromMime(contentType);
  if (fromMagic?.partitionable && ["pdf", ...IMAGE_TYPES].includes(fromMagic.name)) return fromMagic;
  if (asserted?.partitionable) return asserted;
  // Magic sniffing calls any document starting with <?xml XML; XHTML is HTML, which the text rules
  // below (the extension, an <html> element) tell apart.
  if (fromMagic && fromMagic.name !== "xml") return fromMagic;
  if (magic && !fromMagic) return { ...fileType("unknown"), mimeType: magic.mime };

  // Binary data without magic bytes: its extension may still claim a text format, and that format's
  // module then refuses it by name; with no extension it is nothing docflow can partition.
  let looksLikeText: boolean;
  try {
    looksLikeText = !looksBinary(decodeText(data.subarray(0, 8192), filename).text);
  } catch {
    looksLikeText = false;
  }
  if (!looksLikeText) return fileTypeFromName(filename) ?? fileType("unknown");
  return textType(data, filename) ?? fileTypeFromName(filename) ?? fileType("txt");
}
