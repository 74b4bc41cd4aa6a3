import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  ELEMENT_TYPES,
  ElementSchema
} from "./chunk-OTYFLIC4.js";
import {
  fileTypeFromMime,
  hashId
} from "./chunk-35IWSYRL.js";
import "./chunk-4OXEBAUD.js";
import {
  decodeTextDocument
} from "./chunk-KSPQO2LU.js";
import {
  InvalidDocumentError,
  UnsupportedFileTypeError
} from "./chunk-3AXPRKHB.js";
import "./chunk-PCHJDGZE.js";

// src/engine/formats/json.ts
var TYPE_ALIASES = {
  "Section-header": "Title",
  Headline: "Title",
  Subheadline: "Title",
  "Field-Name": "Title",
  Text: "NarrativeText",
  Abstract: "NarrativeText",
  Threading: "NarrativeText",
  Form: "NarrativeText",
  Value: "NarrativeText",
  Link: "NarrativeText",
  BulletedText: "ListItem",
  "List-item": "ListItem",
  "Page-header": "Header",
  "Page-footer": "Footer",
  Footnote: "Footer",
  Caption: "FigureCaption",
  Figure: "Image",
  Picture: "Image",
  CheckBox: "CheckBox"
};
var KNOWN_TYPES = new Set(ELEMENT_TYPES);
var DROPPED_METADATA = [
  "url",
  "data_source",
  "file_directory",
  "last_modified",
  "detection_class_prob"
];
var SerializedElementSchema = ElementSchema.partial({ element_id: true });
function partitionJson(context) {
  const { filename, fileType } = context;
  const { text } = decodeTextDocument(context.data, filename, context.params.encoding ?? void 0);
  const items = fileType.name === "ndjson" ? parseNdjson(text, filename) : parseJson(text, filename);
  if (items === void 0) throw new UnsupportedFileTypeError(filename, fileType.mimeType);
  const elements = items.map((item) => {
    const parsed = SerializedElementSchema.safeParse(item);
    if (!parsed.success) throw new UnsupportedFileTypeError(filename, fileType.mimeType);
    return parsed.data;
  });
  return toDrafts(elements, context);
}
function parseJson(text, filename) {
  const start = text.trimStart()[0];
  if (start === "{") return parseNdjson(text, filename, true);
  if (start !== "[") return void 0;
  try {
    const value = JSON.parse(text);
    return Array.isArray(value) ? value : void 0;
  } catch (error) {
    throw new InvalidDocumentError(filename, `not valid JSON (${error.message})`, {
      cause: error
    });
  }
}
function parseNdjson(text, filename, lenient = false) {
  const items = [];
  let lineNumber = 0;
  for (const line of text.split("\n")) {
    lineNumber++;
    if (line.trim() === "") continue;
    try {
      items.push(JSON.parse(line));
    } catch (error) {
      if (lenient) return void 0;
      throw new InvalidDocumentError(
        filename,
        `line ${lineNumber} is not valid JSON (${error.message})`,
        {
          cause: error
        }
      );
    }
  }
  return items;
}
function toDrafts(elements, context) {
  const { params } = context;
  const filetype = fileTypeFromMime(params.content_type ?? void 0)?.mimeType ?? context.fileType.mimeType;
  const drafts = [];
  for (const element of elements) {
    const type = KNOWN_TYPES.has(element.type) ? element.type : TYPE_ALIASES[element.type];
    if (type === void 0) continue;
    const metadata = { ...element.metadata, filetype };
    for (const key of DROPPED_METADATA) delete metadata[key];
    if (!params.coordinates) delete metadata.coordinates;
    metadata.languages ??= [];
    drafts.push({ draft: { type, text: element.text, metadata }, originalId: element.element_id });
  }
  remapParents(drafts, context);
  return drafts.map(({ draft }) => draft);
}
function remapParents(drafts, context) {
  const hasParents = drafts.some(({ draft }) => draft.metadata.parent_id !== void 0);
  if (!hasParents) return;
  if (context.params.unique_element_ids) {
    for (const { draft } of drafts) delete draft.metadata.parent_id;
    return;
  }
  const pageOffset = (context.params.starting_page_number ?? 1) - 1;
  const perPage = /* @__PURE__ */ new Map();
  const newIds = /* @__PURE__ */ new Map();
  for (const { draft, originalId } of drafts) {
    const page = typeof draft.metadata.page_number === "number" ? draft.metadata.page_number + pageOffset : void 0;
    const index = perPage.get(page) ?? 0;
    perPage.set(page, index + 1);
    const filename = draft.metadata.filename ?? (context.filename || void 0);
    if (originalId !== void 0) newIds.set(originalId, hashId(filename, draft.text, page, index));
  }
  for (const { draft } of drafts) {
    const parent = draft.metadata.parent_id;
    if (parent === void 0) continue;
    const remapped = newIds.get(parent);
    if (remapped === void 0) delete draft.metadata.parent_id;
    else draft.metadata.parent_id = remapped;
  }
}
export {
  partitionJson
};
