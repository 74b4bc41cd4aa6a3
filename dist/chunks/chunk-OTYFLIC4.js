import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  external_exports
} from "./chunk-4OXEBAUD.js";

// src/contract/element.ts
var ELEMENT_TYPES = [
  "Title",
  "NarrativeText",
  "ListItem",
  "Table",
  "TableChunk",
  "CompositeElement",
  "Header",
  "Footer",
  "PageBreak",
  "Address",
  "EmailAddress",
  "UncategorizedText",
  "CodeSnippet",
  "Formula",
  "FigureCaption",
  "Image",
  "PageNumber"
];
var strings = external_exports.array(external_exports.string());
var CoordinatesSchema = external_exports.looseObject({
  points: external_exports.array(external_exports.tuple([external_exports.number(), external_exports.number()])).describe("Corners of the bounding box: top-left, bottom-left, bottom-right, top-right."),
  // Open: a server may use a coordinate system we do not know.
  system: external_exports.string().nullable().optional().describe("PixelSpace, PointSpace or RelativeCoordinateSystem."),
  layout_width: external_exports.number().nullable().optional(),
  layout_height: external_exports.number().nullable().optional()
}).meta({ id: "ElementCoordinates", description: "Where an element sits on its page." });
var ElementMetadataSchema = external_exports.looseObject({
  filename: external_exports.string().optional(),
  filetype: external_exports.string().optional().describe("Media type of the source document."),
  file_directory: external_exports.string().optional(),
  last_modified: external_exports.string().optional(),
  url: external_exports.string().optional(),
  page_number: external_exports.int().optional(),
  page_name: external_exports.string().optional(),
  languages: strings.optional().describe("ISO 639-3 codes, e.g. eng."),
  parent_id: external_exports.string().optional(),
  category_depth: external_exports.int().optional(),
  text_as_html: external_exports.string().optional(),
  coordinates: CoordinatesSchema.optional(),
  detection_class_prob: external_exports.number().optional(),
  emphasized_text_contents: strings.optional(),
  emphasized_text_tags: strings.optional(),
  link_texts: strings.optional(),
  link_urls: strings.optional(),
  link_start_indexes: external_exports.array(external_exports.int()).optional(),
  links: external_exports.array(
    external_exports.looseObject({
      text: external_exports.string().nullable().optional(),
      url: external_exports.string(),
      start_index: external_exports.int().optional()
    })
  ).optional(),
  header_footer_type: external_exports.string().optional(),
  image_base64: external_exports.string().optional(),
  image_mime_type: external_exports.string().optional(),
  image_url: external_exports.string().optional(),
  image_path: external_exports.string().optional(),
  image_description: external_exports.string().optional(),
  attached_to_filename: external_exports.string().optional(),
  sent_from: strings.optional(),
  sent_to: strings.optional(),
  cc_recipient: strings.optional(),
  bcc_recipient: strings.optional(),
  subject: external_exports.string().optional(),
  email_message_id: external_exports.string().optional(),
  signature: external_exports.string().optional(),
  is_continuation: external_exports.boolean().optional(),
  orig_elements: external_exports.string().optional().describe("The elements merged into a chunk: sorted-key JSON, zlib-compressed, base64."),
  table_id: external_exports.string().optional(),
  chunk_index: external_exports.int().optional(),
  num_carried_over_header_rows: external_exports.int().optional(),
  key_value_pairs: external_exports.array(external_exports.record(external_exports.string(), external_exports.unknown())).optional(),
  data_source: external_exports.record(external_exports.string(), external_exports.unknown()).optional()
}).meta({
  id: "ElementMetadata",
  description: "Sparse: fields without a value are left out. Unknown fields are kept."
});
var ElementSchema = external_exports.looseObject({
  type: external_exports.string().describe("Element kind, e.g. Title, NarrativeText, Table, CompositeElement."),
  element_id: external_exports.string().describe("A hash of filename, text, page and position by default; a UUID with unique_element_ids."),
  text: external_exports.string(),
  // A function, not an object, so parsed elements never share one metadata object.
  metadata: ElementMetadataSchema.default(() => ({})),
  embeddings: external_exports.array(external_exports.number()).optional()
}).meta({ id: "Element", description: "One piece of a partitioned document." });

export {
  ELEMENT_TYPES,
  ElementSchema
};
