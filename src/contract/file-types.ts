// The file types the service knows, with the canonical media type each reports as metadata.filetype
// (the reference service's), the aliases clients send, and the extensions that name them. One table: the
// engine detects and names types by it, and the client labels its uploads by it.

export type FileTypeName =
  | "bmp"
  | "csv"
  | "doc"
  | "docx"
  | "eml"
  | "epub"
  | "gif"
  | "heic"
  | "html"
  | "jpg"
  | "json"
  | "md"
  | "msg"
  | "ndjson"
  | "odt"
  | "org"
  | "pdf"
  | "png"
  | "ppt"
  | "pptx"
  | "rst"
  | "rtf"
  | "tiff"
  | "tsv"
  | "txt"
  | "webp"
  | "xls"
  | "xlsx"
  | "xml"
  | "zip"
  | "empty"
  | "unknown";

export interface FileType {
  name: FileTypeName;
  mimeType: string;
  aliases: readonly string[];
  extensions: readonly string[];
  /** False for the types that are recognised only to be refused. */
  partitionable: boolean;
}

const TABLE: readonly FileType[] = [
  { name: "bmp", mimeType: "image/bmp", aliases: ["image/x-bmp", "image/x-ms-bmp"], extensions: [".bmp"] },
  {
    name: "csv",
    mimeType: "text/csv",
    aliases: [
      "application/csv",
      "application/x-csv",
      "text/comma-separated-values",
      "text/x-comma-separated-values",
      "text/x-csv",
    ],
    extensions: [".csv"],
  },
  { name: "doc", mimeType: "application/msword", aliases: [], extensions: [".doc"] },
  {
    name: "docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    aliases: [],
    extensions: [".docx"],
  },
  { name: "eml", mimeType: "message/rfc822", aliases: [], extensions: [".eml", ".p7s"] },
  { name: "epub", mimeType: "application/epub", aliases: ["application/epub+zip"], extensions: [".epub"] },
  { name: "gif", mimeType: "image/gif", aliases: [], extensions: [".gif"] },
  {
    name: "heic",
    mimeType: "image/heic",
    aliases: ["image/x-heic", "image/heif", "image/heic-sequence", "image/heif-sequence"],
    extensions: [".heic", ".heif"],
  },
  {
    name: "html",
    mimeType: "text/html",
    aliases: ["application/xhtml+xml"],
    extensions: [".html", ".htm", ".xhtml"],
  },
  { name: "jpg", mimeType: "image/jpeg", aliases: ["image/jpg"], extensions: [".jpeg", ".jpg"] },
  { name: "json", mimeType: "application/json", aliases: [], extensions: [".json"] },
  { name: "md", mimeType: "text/markdown", aliases: ["text/x-markdown"], extensions: [".md", ".markdown"] },
  {
    name: "msg",
    mimeType: "application/vnd.ms-outlook",
    aliases: ["application/x-ole-storage"],
    extensions: [".msg"],
  },
  {
    name: "ndjson",
    mimeType: "application/x-ndjson",
    aliases: ["application/ndjson"],
    extensions: [".ndjson"],
  },
  { name: "odt", mimeType: "application/vnd.oasis.opendocument.text", aliases: [], extensions: [".odt"] },
  { name: "org", mimeType: "text/org", aliases: [], extensions: [".org"] },
  { name: "pdf", mimeType: "application/pdf", aliases: [], extensions: [".pdf"] },
  { name: "png", mimeType: "image/png", aliases: ["image/x-png"], extensions: [".png"] },
  { name: "ppt", mimeType: "application/vnd.ms-powerpoint", aliases: [], extensions: [".ppt"] },
  {
    name: "pptx",
    mimeType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    aliases: [],
    extensions: [".pptx"],
  },
  { name: "rst", mimeType: "text/x-rst", aliases: [], extensions: [".rst"] },
  { name: "rtf", mimeType: "text/rtf", aliases: ["application/rtf"], extensions: [".rtf"] },
  { name: "tiff", mimeType: "image/tiff", aliases: ["image/x-tiff"], extensions: [".tiff", ".tif"] },
  {
    name: "tsv",
    mimeType: "text/tsv",
    aliases: ["text/tab-separated-values"],
    extensions: [".tab", ".tsv"],
  },
  {
    name: "txt",
    mimeType: "text/plain",
    aliases: ["text/yaml", "application/x-yaml", "application/yaml", "text/x-yaml"],
    extensions: [
      ".txt",
      ".text",
      ".log",
      ".c",
      ".cc",
      ".cpp",
      ".cs",
      ".cxx",
      ".go",
      ".java",
      ".js",
      ".php",
      ".py",
      ".rb",
      ".swift",
      ".ts",
      ".yaml",
      ".yml",
    ],
  },
  { name: "webp", mimeType: "image/webp", aliases: [], extensions: [".webp"] },
  { name: "xls", mimeType: "application/vnd.ms-excel", aliases: [], extensions: [".xls"] },
  {
    name: "xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    aliases: [],
    extensions: [".xlsx"],
  },
  { name: "xml", mimeType: "application/xml", aliases: ["text/xml"], extensions: [".xml"] },
].map((t) => ({ ...t, partitionable: true }) as FileType);

const REFUSED: readonly FileType[] = [
  {
    name: "zip",
    mimeType: "application/zip",
    aliases: ["application/x-zip-compressed"],
    extensions: [".zip"],
    partitionable: false,
  },
  { name: "empty", mimeType: "inode/x-empty", aliases: [], extensions: [], partitionable: false },
  {
    name: "unknown",
    mimeType: "application/octet-stream",
    aliases: [],
    extensions: [],
    partitionable: false,
  },
];

const ALL = [...TABLE, ...REFUSED];
const BY_NAME = new Map(ALL.map((t) => [t.name, t]));
const BY_MIME = new Map<string, FileType>();
const BY_EXTENSION = new Map<string, FileType>();
for (const type of ALL) {
  for (const mime of [type.mimeType, ...type.aliases]) BY_MIME.set(mime, type);
  for (const extension of type.extensions) BY_EXTENSION.set(extension, type);
}

export function fileType(name: FileTypeName): FileType {
  const type = BY_NAME.get(name);
  if (!type) throw new Error(`unknown file type ${name}`);
  return type;
}

/** The type a media type names (parameters such as `; charset=` ignored), if any. */
export function fileTypeFromMime(mime: string | undefined): FileType | undefined {
  if (!mime) return undefined;
  return BY_MIME.get(mime.split(";")[0]?.trim().toLowerCase() ?? "");
}

/** The type a file name's extension names, if any. */
export function fileTypeFromName(filename: string): FileType | undefined {
  const dot = filename.lastIndexOf(".");
  if (dot < 0) return undefined;
  return BY_EXTENSION.get(filename.slice(dot).toLowerCase());
}

/** A gzipped upload: not a type of its own, the engine unwraps it and partitions what is inside. */
export const GZIP_MEDIA_TYPE = "application/gzip";

/**
 * The media type an upload of this name is sent with: its partitionable type's, gzip for `.gz`, else
 * application/octet-stream (the server then tells the type by its bytes).
 */
export function mediaTypeForName(filename: string): string {
  if (filename.toLowerCase().endsWith(".gz")) return GZIP_MEDIA_TYPE;
  const type = fileTypeFromName(filename);
  return type?.partitionable ? type.mimeType : "application/octet-stream";
}
