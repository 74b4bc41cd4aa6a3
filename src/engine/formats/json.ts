// JSON and NDJSON, by the reference's `partition/json.py` and `ndjson.py`: a document of elements as
// the service emits them (a JSON array, or one element per NDJSON line) is read back as elements. Any
// other JSON is not partitionable; the reference answers it with "Json schema does not match the
// Unstructured schema", docflow with UnsupportedFileTypeError for the JSON media type.
//
// What the reference does with the elements' metadata, and so what this module does:
// - types are kept; the layout-model names it knows ("Section-header", "Picture", ...) become their
//   element types, and elements of a type it does not know are dropped;
// - the file's metadata is kept, but the service answers with the upload's `filetype`, and without
//   `url`, `data_source`, `file_directory`, `last_modified`, `detection_class_prob` and (unless asked
//   for) `coordinates`;
// - ids are recomputed from the text, page and the element's own `filename` (the file's, when it has
//   one), and `parent_id` is remapped from the file's ids to the new ones;
// - languages are never detected: an element without them stays without.
import { ELEMENT_TYPES, type ElementMetadata, ElementSchema } from "../../contract/element.js";
import { fileTypeFromMime } from "../detect/file-types.js";
import { hashId } from "../elements/ids.js";
import { InvalidDocumentError, UnsupportedFileTypeError } from "../errors.js";
import { decodeTextDocument } from "../io/text.js";
import type { Draft, FormatContext } from "../types.js";

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
  const items = fileType.name === "ndjson" ? parseNdjson(text, filename) : parseJson(text, filename);
  if (items === undefined) throw new UnsupportedFileTypeError(filename, fileType.mimeType);
  const elements = items.map((item) => {
    const parsed = SerializedElementSchema.safeParse(item);
    if (!parsed.success) throw new UnsupportedFileTypeError(filename, fileType.mimeType);
    return parsed.data as SerializedElement;
  });
  return toDrafts(elements, context);
}

/** The items of a JSON array, else of NDJSON mislabelled as JSON; undefined for any other JSON. */
function parseJson(text: string, filename: string): unknown[] | undefined {
  const start = text.trimStart()[0];
  if (start === "{") return parseNdjson(text, filename, true);
  if (start !== "[") return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : undefined;
  } catch (error) {
    throw new InvalidDocumentError(filename, `not valid JSON (${(error as Error).message})`, {
      cause: error,
    });
  }
}

/** One JSON value per non-blank line; `lenient` turns a syntax error into "not this format". */
function parseNdjson(text: string, filename: string, lenient = false): unknown[] | undefined {
  const items: unknown[] = [];
  let lineNumber = 0;
  for (const line of text.split("\n")) {
    lineNumber++;
    if (line.trim() === "") continue;
    try {
      items.push(JSON.parse(line));
    } catch (error) {
      if (lenient) return undefined;
      throw new InvalidDocumentError(
        filename,
        `line ${lineNumber} is not valid JSON (${(error as Error).message})`,
        {
          cause: error,
        },
      );
    }
  }
  return items;
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
