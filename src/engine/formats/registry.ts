// Which module partitions which file type. Modules load on first use, so a run that partitions only
// text never loads the spreadsheet or email parsers.
import type { FileTypeName } from "../../contract/file-types.js";
import type { FormatPartitioner } from "../core/types.js";

type Loader = () => Promise<FormatPartitioner>;

const FORMATS: Partial<Record<FileTypeName, Loader>> = {
  txt: async () => (await import("./text.js")).partitionText,
  csv: async () => (await import("./csv.js")).partitionCsv,
  tsv: async () => (await import("./csv.js")).partitionCsv,
  json: async () => (await import("./json.js")).partitionJson,
  ndjson: async () => (await import("./json.js")).partitionJson,
  xml: async () => (await import("./xml.js")).partitionXml,
  html: async () => (await import("./html.js")).partitionHtml,
  md: async () => (await import("./markdown.js")).partitionMarkdown,
  rst: async () => (await import("./rst.js")).partitionRst,
  org: async () => (await import("./org.js")).partitionOrg,
  epub: async () => (await import("./epub.js")).partitionEpub,
  rtf: async () => (await import("./rtf.js")).partitionRtf,
  docx: async () => (await import("./docx.js")).partitionDocx,
  odt: async () => (await import("./odt.js")).partitionOdt,
  doc: async () => (await import("./doc.js")).partitionDoc,
  pptx: async () => (await import("./pptx.js")).partitionPptx,
  ppt: async () => (await import("./ppt.js")).partitionPpt,
  xlsx: async () => (await import("./xlsx.js")).partitionXlsx,
  xls: async () => (await import("./xlsx.js")).partitionXlsx,
  eml: async () => (await import("./email.js")).partitionEmail,
  msg: async () => (await import("./msg.js")).partitionMsg,
  pdf: async () => (await import("./pdf/index.js")).partitionPdf,
  png: async () => (await import("./image/index.js")).partitionImage,
  jpg: async () => (await import("./image/index.js")).partitionImage,
  tiff: async () => (await import("./image/index.js")).partitionImage,
  bmp: async () => (await import("./image/index.js")).partitionImage,
  gif: async () => (await import("./image/index.js")).partitionImage,
  webp: async () => (await import("./image/index.js")).partitionImage,
  heic: async () => (await import("./image/index.js")).partitionImage,
};

export function formatFor(name: FileTypeName): Loader | undefined {
  return FORMATS[name];
}

/** The file types that have a format module. */
export function registeredFormats(): FileTypeName[] {
  return Object.keys(FORMATS) as FileTypeName[];
}
