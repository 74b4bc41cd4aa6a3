// JSON and NDJSON, by the reference's `partition/json.py`, `ndjson.py` and `common/json_partitioning.py`:
// - a document of elements as the service emits them (a non-empty JSON array, or NDJSON lines, every item
//   "element-shaped": a known `type` with a string `text`, or a boolean `checked` for CheckBox, and an
//   object `metadata` when present) is read back as elements;
// - any other JSON becomes UncategorizedText ("Text") elements of the pretty-printed JSON, as Python's
//   json.dumps(indent=2, sort_keys=True) writes it (json-text.ts): an object or a scalar gives one, an
//   array of objects one per object, any other array one for the whole array, an empty array none; NDJSON
//   gives one per line, whatever the line holds. An item that merely looks like an element but cannot be
//   read back is an error, as in the reference; so are NaN/Infinity and invalid JSON;
// - a blank document gives no elements.
//
// What the reference does with the elements' metadata, and so what this module does:
// - types are kept; the layout-model names it knows ("Section-header", "Picture", ...) become their
//   element types;
// - the file's metadata is kept, but the service answers with the upload's `filetype`, and without
//   `url`, `data_source`, `file_directory`, `last_modified`, `detection_class_prob` and (unless asked
//   for) `coordinates`;
// - ids are recomputed from the text, page and the element's own `filename` (the file's, when it has
//   one), and `parent_id` is remapped from the file's ids to the new ones;
// - languages are never detected: an element without them stays without.
import { ELEMENT_TYPES, type ElementMetadata, ElementSchema } from "../../contract/element.js";
import { fileTypeFromMime } from "../../contract/file-types.js";
import { InvalidDocumentError } from "../core/errors.js";
import type { Draft, FormatContext } from "../core/types.js";
import { hashId } from "../elements/ids.js";
import { decodeTextDocument } from "../io/text.js";
import { pyStrip } from "../text/python-str.js";
import {
  dumpPyJson,
  JsonSyntaxError,
  JsonTooDeepError,
  type PyJson,
  PyObject,
  parsePyJson,
} from "./json-text.js";

// The reference's names for element types (layout-model labels among them) and the types they become.
const TYPE_ALIASES: Readonly<Record<string, string>> = {
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
  Paragraph: "NarrativeText",
  Caption: "FigureCaption",
  Figure: "Image",
  Picture: "Image",
  CheckBox: "CheckBox",
};
const KNOWN_TYPES = new Set<string>(ELEMENT_TYPES);

const DROPPED_METADATA = [
  "url",
  "data_source",
  "file_directory",
  "last_modified",
  "detection_class_prob",
] as const;

// A serialized element: its id is optional here, as the reference rehydrates elements without one.
const SerializedElementSchema = ElementSchema.partial({ element_id: true });

interface SerializedElement {
  type: string;
  text: string;
  element_id?: string | undefined;
  metadata: ElementMetadata;
}

export function partitionJson(context: FormatContext): Draft[] {
  const { filename, fileType } = context;
  const { text } = decodeTextDocument(context.data, filename, context.params.encoding ?? undefined);
  if (pyStrip(text) === "") return [];
  const lines = fileType.name === "ndjson" ? ndjsonLines(text, filename) : undefined;
  const document = lines === undefined ? jsonDocument(text, filename) : undefined;
  // A .json file of one object per line is NDJSON named as JSON.
  const records = lines ?? (document === undefined ? ndjsonLines(text, filename) : undefined);
  if (records !== undefined) {
    const values = records.map((line) => line.value);
    if (values.every(isElementShaped)) {
      return rehydrate(
        records.map((line) => JSON.parse(line.text) as unknown),
        context,
      );
    }
    return values.map((value) => textDraft(value, filename));
  }
  const value = document as PyJson;
  if (Array.isArray(value) && value.length > 0 && value.every(isElementShaped)) {
    return rehydrate(JSON.parse(text) as unknown[], context);
  }
  return arbitraryValues(value).map((item) => textDraft(item, filename));
}

/** The parsed document; undefined when it is not one JSON value but could be NDJSON (it opens with `{`). */
function jsonDocument(text: string, filename: string): PyJson | undefined {
  try {
    return parsePyJson(text);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    if (text.trimStart().startsWith("{") && text.trim().includes("\n")) {
      try {
        ndjsonLines(text, filename);
        return undefined;
      } catch {
        // Not NDJSON either: report the JSON error.
      }
    }
    throw new InvalidDocumentError(filename, `not valid JSON (${error.message})`, { cause: error });
  }
}

/** One JSON value per non-blank line, with its text. */
function ndjsonLines(text: string, filename: string): { text: string; value: PyJson }[] {
  const records: { text: string; value: PyJson }[] = [];
  let lineNumber = 0;
  for (const line of text.split(/\r\n|\r|\n/)) {
    lineNumber++;
    if (pyStrip(line) === "") continue;
    try {
      records.push({ text: line, value: parsePyJson(line) });
    } catch (error) {
      if (!(error instanceof JsonSyntaxError)) throw error;
      throw new InvalidDocumentError(filename, `line ${lineNumber} is not valid JSON (${error.message})`, {
        cause: error,
      });
    }
  }
  return records;
}

/** The reference's element-shape test: a known type with its required field, metadata an object if set. */
function isElementShaped(value: PyJson): boolean {
  if (!(value instanceof PyObject)) return false;
  const metadata = value.entries.get("metadata");
  if (metadata !== undefined && metadata !== null && !(metadata instanceof PyObject)) return false;
  const type = value.entries.get("type");
  if (typeof type !== "string") return false;
  if (type === "CheckBox") return typeof value.entries.get("checked") === "boolean";
  if (!KNOWN_TYPES.has(type) && TYPE_ALIASES[type] === undefined) return false;
  return typeof value.entries.get("text") === "string";
}

/** The values arbitrary JSON is written as: each object of an all-object array, else the whole value. */
function arbitraryValues(value: PyJson): PyJson[] {
  if (!Array.isArray(value)) return [value];
  if (value.length === 0) return [];
  return value.every((item) => item instanceof PyObject) ? value : [value];
}

function textDraft(value: PyJson, filename: string): Draft {
  let text: string;
  try {
    text = dumpPyJson(value);
  } catch (error) {
    if (!(error instanceof JsonTooDeepError)) throw error;
    throw new InvalidDocumentError(filename, error.message, { cause: error });
  }
  // As in the reference, no language is detected for JSON text: an empty list is left out of the answer.
  return { type: "UncategorizedText", text, metadata: { languages: [] } };
}

/** Element-shaped items read back as elements; one that cannot be is an error, as in the reference. */
function rehydrate(items: unknown[], context: FormatContext): Draft[] {
  const elements = items.map((item, index) => {
    const parsed = SerializedElementSchema.safeParse(item);
    if (!parsed.success) {
      throw new InvalidDocumentError(
        context.filename,
        `item ${index + 1} resembles a serialized element but could not be reconstructed (${parsed.error.issues[0]?.message ?? "invalid"})`,
      );
    }
    return parsed.data as SerializedElement;
  });
  return toDrafts(elements, context);
}

function toDrafts(elements: SerializedElement[], context: FormatContext): Draft[] {
  const { params } = context;
  const filetype = fileTypeFromMime(params.content_type ?? undefined)?.mimeType ?? context.fileType.mimeType;
  const drafts: { draft: Draft; originalId: string | undefined }[] = [];
  for (const element of elements) {
    const type = KNOWN_TYPES.has(element.type) ? element.type : TYPE_ALIASES[element.type];
    if (type === undefined) continue;
    const metadata: ElementMetadata = { ...element.metadata, filetype };
    for (const key of DROPPED_METADATA) delete metadata[key];
    if (!params.coordinates) delete metadata.coordinates;
    // An empty list is left out of the answer, and keeps the pipeline from detecting languages.
    metadata.languages ??= [];
    drafts.push({ draft: { type, text: element.text, metadata }, originalId: element.element_id });
  }
  remapParents(drafts, context);
  return drafts.map(({ draft }) => draft);
}

/**
 * Points each `parent_id` at the parent's new id. The new ids are computed here exactly as the pipeline
 * will assign them (its filename, page offset and per-page index); a parent that is not in the file
 * loses the link. Random ids (`unique_element_ids`) cannot be known yet, so links are then dropped and
 * the pipeline's hierarchy rule applies.
 */
function remapParents(
  drafts: { draft: Draft; originalId: string | undefined }[],
  context: FormatContext,
): void {
  const hasParents = drafts.some(({ draft }) => draft.metadata.parent_id !== undefined);
  if (!hasParents) return;
  if (context.params.unique_element_ids) {
    for (const { draft } of drafts) delete draft.metadata.parent_id;
    return;
  }
  const pageOffset = (context.params.starting_page_number ?? 1) - 1;
  const perPage = new Map<number | undefined, number>();
  const newIds = new Map<string, string>();
  for (const { draft, originalId } of drafts) {
    const page =
      typeof draft.metadata.page_number === "number" ? draft.metadata.page_number + pageOffset : undefined;
    const index = perPage.get(page) ?? 0;
    perPage.set(page, index + 1);
    const filename = draft.metadata.filename ?? (context.filename || undefined);
    if (originalId !== undefined) newIds.set(originalId, hashId(filename, draft.text, page, index));
  }
  for (const { draft } of drafts) {
    const parent = draft.metadata.parent_id;
    if (parent === undefined) continue;
    const remapped = newIds.get(parent);
    if (remapped === undefined) delete draft.metadata.parent_id;
    else draft.metadata.parent_id = remapped;
  }
}
