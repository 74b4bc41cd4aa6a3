// Elements: what the Partition endpoint returns. Every object is open (unknown keys are kept) because
// servers add metadata over time and a client must pass through what it does not know.
import { z } from "zod";

/** The element kinds our engine emits. `type` stays an open string: other servers emit more. */
export const ELEMENT_TYPES = [
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
  "PageNumber",
] as const;

export type ElementType = (typeof ELEMENT_TYPES)[number];

const strings = z.array(z.string());

export const CoordinatesSchema = z
  .looseObject({
    points: z
      .array(z.tuple([z.number(), z.number()]))
      .describe("Corners of the bounding box: top-left, bottom-left, bottom-right, top-right."),
    // Open: a server may use a coordinate system we do not know.
    system: z.string().nullable().optional().describe("PixelSpace, PointSpace or RelativeCoordinateSystem."),
    layout_width: z.number().nullable().optional(),
    layout_height: z.number().nullable().optional(),
  })
  .meta({ id: "ElementCoordinates", description: "Where an element sits on its page." });

export const ElementMetadataSchema = z
  .looseObject({
    filename: z.string().optional(),
    filetype: z.string().optional().describe("Media type of the source document."),
    file_directory: z.string().optional(),
    last_modified: z.string().optional(),
    url: z.string().optional(),
    page_number: z.int().optional(),
    page_name: z.string().optional(),
    languages: strings.optional().describe("ISO 639-3 codes, e.g. eng."),
    parent_id: z.string().optional(),
    category_depth: z.int().optional(),
    text_as_html: z.string().optional(),
    coordinates: CoordinatesSchema.optional(),
    detection_class_prob: z.number().optional(),
    emphasized_text_contents: strings.optional(),
    emphasized_text_tags: strings.optional(),
    link_texts: strings.optional(),
    link_urls: strings.optional(),
    link_start_indexes: z.array(z.int()).optional(),
    links: z
      .array(
        z.looseObject({
          text: z.string().nullable().optional(),
          url: z.string(),
          start_index: z.int().optional(),
        }),
      )
      .optional(),
    header_footer_type: z.string().optional(),
    image_base64: z.string().optional(),
    image_mime_type: z.string().optional(),
    image_url: z.string().optional(),
    image_path: z.string().optional(),
    image_description: z.string().optional(),
    attached_to_filename: z.string().optional(),
    sent_from: strings.optional(),
    sent_to: strings.optional(),
    cc_recipient: strings.optional(),
    bcc_recipient: strings.optional(),
    subject: z.string().optional(),
    email_message_id: z.string().optional(),
    signature: z.string().optional(),
    is_continuation: z.boolean().optional(),
    orig_elements: z
      .string()
      .optional()
      .describe("The elements merged into a chunk: sorted-key JSON, zlib-compressed, base64."),
    table_id: z.string().optional(),
    chunk_index: z.int().optional(),
    num_carried_over_header_rows: z.int().optional(),
    key_value_pairs: z.array(z.record(z.string(), z.unknown())).optional(),
    data_source: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({
    id: "ElementMetadata",
    description: "Sparse: fields without a value are left out. Unknown fields are kept.",
  });

export const ElementSchema = z
  .looseObject({
    type: z.string().describe("Element kind, e.g. Title, NarrativeText, Table, CompositeElement."),
    element_id: z
      .string()
      .describe("A hash of filename, text, page and position by default; a UUID with unique_element_ids."),
    text: z.string(),
    // A function, not an object, so parsed elements never share one metadata object.
    metadata: ElementMetadataSchema.default(() => ({})),
    embeddings: z.array(z.number()).optional(),
  })
  .meta({ id: "Element", description: "One piece of a partitioned document." });

export type ElementMetadata = z.output<typeof ElementMetadataSchema>;
export type Element = z.output<typeof ElementSchema>;
