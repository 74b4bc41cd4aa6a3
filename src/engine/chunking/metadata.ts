// How a chunk's metadata is made from the metadata of the elements in it, field by field, following the
// reference's consolidation table. A field the table does not name is dropped, as the reference drops
// ad-hoc fields: a chunk cannot vouch for a value it cannot merge.
import type { Element, ElementMetadata } from "../../contract/element.js";

type Strategy =
  | "first"
  | "list_concatenate"
  | "list_unique"
  | "string_concatenate"
  | "dict_list_unique"
  | "drop";

const STRATEGY_TABLE: Readonly<Record<string, Strategy>> = {
  filename: "first",
  filetype: "first",
  file_directory: "first",
  last_modified: "first",
  page_number: "first",
  page_name: "first",
  data_source: "first",
  url: "first",
  attached_to_filename: "first",
  sent_from: "first",
  sent_to: "first",
  cc_recipient: "first",
  bcc_recipient: "first",
  subject: "first",
  signature: "first",
  email_message_id: "first",
  table_as_cells: "first",
  table_extraction_method: "first",
  emphasized_text_contents: "list_concatenate",
  emphasized_text_tags: "list_concatenate",
  link_texts: "list_concatenate",
  link_urls: "list_concatenate",
  languages: "list_unique",
  text_as_html: "string_concatenate",
  enrichment_origins: "dict_list_unique",
  // Positions, hierarchy and per-element details do not describe a chunk.
  category_depth: "drop",
  coordinates: "drop",
  detection_class_prob: "drop",
  detection_origin: "drop",
  parent_id: "drop",
  header_footer_type: "drop",
  image_base64: "drop",
  image_mime_type: "drop",
  image_url: "drop",
  image_path: "drop",
  image_description: "drop",
  is_continuation: "drop",
  is_extracted: "drop",
  link_start_indexes: "drop",
  links: "drop",
  orig_elements: "drop",
  routing: "drop",
  routing_score: "drop",
  segment_start_seconds: "drop",
  segment_end_seconds: "drop",
  key_value_pairs: "drop",
  table_id: "drop",
  chunk_index: "drop",
  num_carried_over_header_rows: "drop",
};

// A Map: lookups by a field name held in a variable are much faster than on a 50-key object.
const STRATEGIES: ReadonlyMap<string, Strategy> = new Map(Object.entries(STRATEGY_TABLE));

/** A deep copy of JSON-like metadata values; much cheaper than structuredClone on small objects. */
export function copyValue<T>(value: T): T {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      out[i] = item !== null && typeof item === "object" ? copyValue(item) : item;
    }
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) out[key] = copyValue((value as Record<string, unknown>)[key]);
  return out as T;
}

/** The reference keeps empty lists and dicts out of serialized metadata; so do we. */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.keys(value).length === 0;
  return false;
}

const asList = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : [value]);

/** The list held under `field`, created empty when absent. */
function listAt(record: Record<string, unknown>, field: string): unknown[] {
  const current = record[field];
  if (Array.isArray(current)) return current;
  const list: unknown[] = [];
  record[field] = list;
  return list;
}

/**
 * The metadata of a chunk made of `elements` (without orig_elements, which the caller adds), in one
 * pass: fields appear in the order they are first met, each reduced by its strategy.
 */
export function consolidateMetadata(elements: readonly Element[]): ElementMetadata {
  const out: Record<string, unknown> = {};
  let strings: Record<string, unknown[]> | undefined;
  let dictKeys: Record<string, Set<string>> | undefined;
  let mayBeEmpty = false;
  for (const element of elements) {
    const metadata = element.metadata as Record<string, unknown>;
    for (const field in metadata) {
      const value = metadata[field];
      if (value === undefined || value === null) continue;
      const strategy = STRATEGIES.get(field);
      if (strategy === undefined || strategy === "drop") continue;
      switch (strategy) {
        case "first":
          if (out[field] === undefined) out[field] = copyValue(value);
          break;
        case "list_concatenate": {
          const list = listAt(out, field);
          for (const item of asList(value)) list.push(copyValue(item));
          mayBeEmpty = true;
          break;
        }
        case "list_unique": {
          const list = listAt(out, field);
          for (const item of asList(value)) if (!list.includes(item)) list.push(item);
          mayBeEmpty = true;
          break;
        }
        case "string_concatenate": {
          // Held aside and joined at the end; the placeholder keeps the field's position.
          if (out[field] === undefined) out[field] = "";
          strings ??= {};
          listAt(strings, field).push(String(value).trim());
          break;
        }
        case "dict_list_unique": {
          const list = listAt(out, field);
          dictKeys ??= {};
          let seen = dictKeys[field];
          if (!seen) {
            seen = new Set<string>();
            dictKeys[field] = seen;
          }
          for (const item of asList(value)) {
            const key = JSON.stringify(item);
            if (seen.has(key)) continue;
            seen.add(key);
            list.push(copyValue(item));
          }
          mayBeEmpty = true;
          break;
        }
      }
    }
  }
  if (strings) for (const field in strings) out[field] = (strings[field] as unknown[]).join(" ");
  if (mayBeEmpty || strings) {
    for (const field in out) if (isEmpty(out[field])) delete out[field];
  }
  return out as ElementMetadata;
}

/** A Table's own metadata as a chunk carries it: a deep copy without the fields chunks drop. */
export function tableChunkMetadata(table: Element): ElementMetadata {
  const out: ElementMetadata = {};
  for (const field in table.metadata ?? {}) {
    if (STRATEGIES.get(field) === "drop") continue;
    const value = table.metadata[field];
    if (!isEmpty(value)) out[field] = copyValue(value);
  }
  return out;
}
