import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  ContractValidationError,
  literalError,
  valueError
} from "./chunk-WAHX5QCL.js";
import {
  external_exports
} from "./chunk-4OXEBAUD.js";

// src/engine/output/csv.ts
function flatten(prefix, value, into) {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(prefix ? `${prefix}_${key}` : key, inner, into);
  } else {
    into.set(prefix, value);
  }
}
function cell(value) {
  if (value === void 0 || value === null) return "";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
function elementsToCsv(elements) {
  const rows = elements.map((element) => {
    const row = /* @__PURE__ */ new Map([
      ["type", element.type],
      ["element_id", element.element_id],
      ["text", element.text]
    ]);
    flatten("", element.metadata, row);
    return row;
  });
  const columns = ["type", "element_id", "text"];
  const seen = new Set(columns);
  for (const row of rows) {
    for (const key of row.keys()) {
      if (!seen.has(key)) {
        seen.add(key);
        columns.push(key);
      }
    }
  }
  const kept = columns.filter(
    (column, index) => index < 3 || rows.some((row) => {
      const value = row.get(column);
      return value !== void 0 && value !== null && value !== "";
    })
  );
  const lines = [kept.join(","), ...rows.map((row) => kept.map((column) => cell(row.get(column))).join(","))];
  return `${lines.join("\r\n")}\r
`;
}

// src/contract/partition.ts
var PARTITION_FILE_FIELD = "files";
var STRATEGIES = ["fast", "hi_res", "auto", "ocr_only", "vlm"];
var CHUNKING_STRATEGIES = ["basic", "by_page", "by_similarity", "by_title"];
var OUTPUT_FORMATS = ["application/json", "text/csv"];
function field(kind, dflt, description, extra = {}) {
  return { kind, default: dflt, description, nullable: dflt === null, ...extra };
}
var bool = (dflt, description, extra) => field("bool", dflt, description, extra);
var int = (dflt, description, extra) => field("int", dflt, description, extra);
var float = (dflt, description, extra) => field("float", dflt, description, extra);
var str = (dflt, description, extra) => field("string", dflt, description, extra);
var oneOf = (values, dflt, description, extra) => field("enum", dflt, description, { values, ...extra });
var strings = (description) => field("list", [], description, { item: "string" });
var ints = (description) => field("list", null, description, { item: "int" });
var PARTITION_FIELDS = {
  coordinates: bool(false, "Add bounding-box coordinates to elements of PDFs and images."),
  content_type: str(null, "Media type (type/subtype) to use instead of the detected one."),
  encoding: str("utf-8", "Character encoding of text input.", { nullable: true }),
  extract_image_block_types: strings(
    "Element types (e.g. Image, Table) whose image is put in metadata as base64."
  ),
  gz_uncompressed_content_type: str(null, "Media type of a gzipped upload once it is decompressed."),
  hi_res_model_name: str(null, "Layout model used by the hi_res strategy."),
  include_page_breaks: bool(false, "Emit PageBreak elements where the format has pages."),
  languages: strings("Languages of the document as Tesseract codes (eng, deu), for partitioning and OCR."),
  ocr_languages: strings("Deprecated: use languages."),
  output_format: str("application/json", "application/json or text/csv; any other value gets JSON.", {
    values: OUTPUT_FORMATS
  }),
  pdf_infer_table_structure: bool(
    true,
    "Deprecated (use skip_infer_table_types): false stops hi_res from finding tables in PDFs."
  ),
  skip_infer_table_types: strings("Document types whose tables are not given an HTML structure."),
  starting_page_number: int(null, "Number of the first page, for a document split into parts before upload."),
  strategy: oneOf(STRATEGIES, "hi_res", "How PDFs and images are partitioned.", { stripQuotes: true }),
  unique_element_ids: bool(false, "Random UUIDs as element ids instead of content hashes."),
  xml_keep_tags: bool(false, "Keep the tags of XML documents in the text."),
  chunking_strategy: oneOf(
    CHUNKING_STRATEGIES,
    null,
    "How to chunk the elements; when absent nothing is chunked and the other chunking fields are ignored."
  ),
  combine_under_n_chars: int(null, "by_title: merge small sections until a chunk has this many characters.", {
    documentedDefault: 500
  }),
  include_orig_elements: bool(true, "Put the elements merged into a chunk in its metadata.orig_elements.", {
    nullable: true
  }),
  max_characters: int(null, "Hard maximum length of a chunk, in characters.", { documentedDefault: 500 }),
  multipage_sections: bool(true, "Let a section run across pages."),
  new_after_n_chars: int(
    null,
    "Soft maximum length of a chunk; above max_characters it acts as max_characters.",
    {
      documentedDefault: 1500
    }
  ),
  overlap: int(0, "Characters of a chunk's tail repeated at the start of the next one."),
  overlap_all: bool(false, "Overlap every pair of chunks, not only the pieces of a split element."),
  similarity_threshold: float(
    null,
    "by_similarity: elements less similar than this (0.0 to 1.0) never share a chunk."
  ),
  include_slide_notes: bool(true, "Include the speaker notes of .ppt and .pptx slides."),
  vlm_model_provider: str(null, "Provider of the vision-language model the vlm strategy uses."),
  vlm_model: str(null, "Vision-language model the vlm strategy uses."),
  split_pdf_page: bool(null, "Client side: send a PDF as page batches in parallel. Servers ignore it."),
  split_pdf_allow_failed: bool(null, "Client side: keep the batches that succeeded when others fail."),
  split_pdf_concurrency_level: int(null, "Client side: how many page batches are sent at once."),
  split_pdf_page_range: ints("Client side: first and last page to partition, e.g. 1,5.")
};
var FIELD_ENTRIES = Object.entries(PARTITION_FIELDS);
var PARTITION_FIELD_NAMES = FIELD_ENTRIES.map(([name]) => name);
var KIND_SCHEMA = {
  bool: () => external_exports.boolean(),
  int: () => external_exports.int(),
  float: () => external_exports.number(),
  string: () => external_exports.string(),
  enum: (def) => external_exports.enum(def.values),
  list: (def) => external_exports.array(def.item === "int" ? external_exports.int() : external_exports.string())
};
function fieldSchema(def) {
  let schema = KIND_SCHEMA[def.kind](def);
  if (def.nullable) schema = schema.nullable();
  const dflt = def.default;
  return schema.default(() => cloneDefault(dflt)).meta({
    description: def.description,
    ...def.kind === "string" && def.values ? { examples: [...def.values] } : {},
    ...def.documentedDefault !== void 0 ? { default: def.documentedDefault } : {}
  });
}
var PartitionParametersSchema = external_exports.object(
  Object.fromEntries(FIELD_ENTRIES.map(([name, def]) => [name, fieldSchema(def)]))
).meta({
  id: "PartitionParameters",
  description: `Form fields of the Partition endpoint, sent next to the file part \`${PARTITION_FILE_FIELD}\`.`
});
var MESSAGES = {
  bool_parsing: "Input should be a valid boolean, unable to interpret input",
  bool_type: "Input should be a valid boolean",
  int_parsing: "Input should be a valid integer, unable to parse string as an integer",
  int_from_float: "Input should be a valid integer, got a number with a fractional part",
  int_type: "Input should be a valid integer",
  finite_number: "Input should be a finite number",
  float_parsing: "Input should be a valid number, unable to parse string as a number",
  float_type: "Input should be a valid number",
  string_type: "Input should be a valid string"
};
var INVALID = /* @__PURE__ */ Symbol("invalid");
function fail(errors, type, loc, input) {
  errors.push({ type, loc, msg: MESSAGES[type] ?? type, input });
  return INVALID;
}
var TRUE_WORDS = /* @__PURE__ */ new Set(["1", "t", "y", "on", "yes", "true"]);
var FALSE_WORDS = /* @__PURE__ */ new Set(["0", "f", "n", "no", "off", "false"]);
var withoutDigitUnderscores = (s) => s.replace(/(?<=\d)_(?=\d)/g, "");
var INT_STRING = /^[+-]?\d+(?:\.0*)?$/;
var FLOAT_STRING = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
var INFINITY_STRING = /^([+-]?)inf(?:inity)?$/i;
var NAN_STRING = /^[+-]?nan$/i;
function toBool(value, loc, errors) {
  if (typeof value === "boolean") return value;
  if (typeof value === "string") {
    const word = value.toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
    return fail(errors, "bool_parsing", loc, value);
  }
  if (typeof value === "number") {
    if (value === 1 || value === 0) return value === 1;
    return fail(errors, "bool_parsing", loc, value);
  }
  return fail(errors, "bool_type", loc, value);
}
function toInt(value, loc, errors) {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return fail(errors, "finite_number", loc, value);
    return Number.isInteger(value) ? value : fail(errors, "int_from_float", loc, value);
  }
  if (typeof value === "string") {
    const s = withoutDigitUnderscores(value.trim());
    return INT_STRING.test(s) ? Number(s) + 0 : fail(errors, "int_parsing", loc, value);
  }
  return fail(errors, "int_type", loc, value);
}
function toFloat(value, loc, errors) {
  if (typeof value === "number") return value;
  if (typeof value === "string") {
    const s = withoutDigitUnderscores(value.trim());
    if (FLOAT_STRING.test(s)) return Number(s);
    const inf = INFINITY_STRING.exec(s);
    if (inf) return inf[1] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
    if (NAN_STRING.test(s)) return Number.NaN;
    return fail(errors, "float_parsing", loc, value);
  }
  return fail(errors, "float_type", loc, value);
}
function toStr(value, loc, errors) {
  return typeof value === "string" ? value : fail(errors, "string_type", loc, value);
}
function toEnum(value, loc, errors, def) {
  const values = def.values ?? [];
  if (typeof value === "string") {
    const candidate = def.stripQuotes ? value.replace(/^['"]+|['"]+$/g, "") : value;
    if (values.includes(candidate)) return candidate;
  }
  errors.push(literalError(loc, values, value));
  return INVALID;
}
function splitListValue(value) {
  const s = value.trim();
  if (s.startsWith("[")) {
    try {
      const parsed = JSON.parse(s);
      if (Array.isArray(parsed)) return parsed;
    } catch {
    }
  }
  return s.split(/[+,]/);
}
function toList(values, loc, errors, def) {
  const only = values.length === 1 ? values[0] : void 0;
  const items = typeof only === "string" ? splitListValue(only) : values;
  const toItem = def.item === "int" ? toInt : toStr;
  const out = [];
  let ok = true;
  for (const [index, item] of items.entries()) {
    const trimmed = typeof item === "string" ? item.trim() : item;
    if (trimmed === "") continue;
    const value = toItem(trimmed, [...loc, index], errors);
    if (value === INVALID) ok = false;
    else out.push(value);
  }
  return ok ? out : INVALID;
}
var lastOf = (coerce) => (values, loc, errors, def) => coerce(values.at(-1), loc, errors, def);
var COERCE = {
  bool: lastOf(toBool),
  int: lastOf(toInt),
  float: lastOf(toFloat),
  string: lastOf(toStr),
  enum: lastOf(toEnum),
  list: toList
};
var cloneDefault = (value) => Array.isArray(value) ? [...value] : value;
var isGiven = (value) => value !== void 0 && value !== null && value !== "";
function collect(input) {
  const entries = Symbol.iterator in input ? input : Object.entries(input);
  const raw = /* @__PURE__ */ new Map();
  const ignored = [];
  for (const [key, value] of entries) {
    const name = key.endsWith("[]") ? key.slice(0, -2) : key;
    if (name === PARTITION_FILE_FIELD) continue;
    if (!Object.hasOwn(PARTITION_FIELDS, name)) {
      if (!ignored.includes(name)) ignored.push(name);
      continue;
    }
    const values = raw.get(name) ?? [];
    values.push(...(Array.isArray(value) ? value : [value]).filter(isGiven));
    raw.set(name, values);
  }
  return { raw, ignored };
}
var DEFAULT_MAX_CHARACTERS = 500;
var DEFAULT_NEW_AFTER_N_CHARS = 1500;
var DEFAULT_SIMILARITY_THRESHOLD = 0.5;
function checkRanges(p, rawValue, failed, errors) {
  const reject = (name, message) => errors.push(valueError(["body", name], message, rawValue(name)));
  const threshold = p.similarity_threshold;
  if (threshold !== null && !(threshold >= 0 && threshold <= 1)) {
    reject("similarity_threshold", `similarity_threshold (${threshold}) must be between 0.0 and 1.0`);
  }
  if (p.starting_page_number !== null && p.starting_page_number < 1) {
    reject("starting_page_number", `starting_page_number (${p.starting_page_number}) must be at least 1`);
  }
  if (p.chunking_strategy === null) return;
  const max = p.max_characters ?? DEFAULT_MAX_CHARACTERS;
  const maxKnown = !failed.has("max_characters") && max > 0;
  if (max <= 0) reject("max_characters", `max_characters (${max}) must be greater than 0`);
  if (p.new_after_n_chars !== null && p.new_after_n_chars < 0) {
    reject("new_after_n_chars", `new_after_n_chars (${p.new_after_n_chars}) must not be negative`);
  }
  if (p.overlap < 0) reject("overlap", `overlap (${p.overlap}) must not be negative`);
  else if (maxKnown && p.overlap >= max) {
    reject("overlap", `overlap (${p.overlap}) must be less than max_characters (${max})`);
  }
  const combine = p.combine_under_n_chars;
  if (combine !== null && combine < 0) {
    reject("combine_under_n_chars", `combine_under_n_chars (${combine}) must not be negative`);
  } else if (combine !== null && maxKnown && combine > max) {
    reject(
      "combine_under_n_chars",
      `combine_under_n_chars (${combine}) must not exceed max_characters (${max})`
    );
  }
}
function parsePartitionForm(input) {
  const { raw, ignored } = collect(input);
  const errors = [];
  const failed = /* @__PURE__ */ new Set();
  const params = {};
  for (const [name, def] of FIELD_ENTRIES) {
    const values = raw.get(name) ?? [];
    const value = values.length === 0 ? INVALID : COERCE[def.kind](values, ["body", name], errors, def);
    if (value === INVALID && values.length > 0) failed.add(name);
    params[name] = value === INVALID ? cloneDefault(def.default) : value;
  }
  const parsed = params;
  checkRanges(parsed, (name) => raw.get(name)?.at(-1), failed, errors);
  if (errors.length > 0) throw new ContractValidationError(errors);
  return { params: parsed, ignored };
}
function parsePartitionParameters(input) {
  return parsePartitionForm(input).params;
}
function responseFormat(params) {
  return params.output_format.trim().toLowerCase() === "text/csv" ? "text/csv" : "application/json";
}
function effectiveChunkingOptions(params) {
  const strategy = params.chunking_strategy;
  if (strategy === null) return null;
  const max = params.max_characters ?? DEFAULT_MAX_CHARACTERS;
  return {
    strategy,
    max_characters: max,
    // The seed's default soft limit (1500) is above the hard one (500); the hard one wins.
    new_after_n_chars: Math.min(params.new_after_n_chars ?? DEFAULT_NEW_AFTER_N_CHARS, max),
    combine_under_n_chars: params.combine_under_n_chars ?? max,
    overlap: params.overlap,
    overlap_all: params.overlap_all,
    include_orig_elements: params.include_orig_elements,
    multipage_sections: params.multipage_sections,
    similarity_threshold: params.similarity_threshold ?? (strategy === "by_similarity" ? DEFAULT_SIMILARITY_THRESHOLD : null)
  };
}
function formValue(value) {
  if (typeof value === "string") return value;
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}
function partitionParametersToForm(params) {
  const form = [];
  for (const [name, value] of Object.entries(params)) {
    if (value === void 0 || value === null || name === PARTITION_FILE_FIELD) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== void 0 && item !== null) form.push([name, formValue(item)]);
    }
  }
  return form;
}

export {
  PARTITION_FILE_FIELD,
  PARTITION_FIELDS,
  parsePartitionForm,
  parsePartitionParameters,
  responseFormat,
  effectiveChunkingOptions,
  partitionParametersToForm,
  elementsToCsv
};
