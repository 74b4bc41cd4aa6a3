import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  iso6393Of,
  requestLanguages
} from "./chunk-UIYBJ3PP.js";
import {
  require_src
} from "./chunk-CX6SZ6JE.js";
import {
  CodePointIndex,
  collapseWhitespace,
  cpLength,
  hasSurrogates,
  lastCodePoints,
  pyLstrip,
  pyRstrip,
  pyStrip
} from "./chunk-B464LQBF.js";
import {
  checkCompoundFile
} from "./chunk-GNMYOTPL.js";
import {
  require_cfb
} from "./chunk-Q5IFBPCK.js";
import {
  assignIds,
  fileType,
  fileTypeFromMime,
  fileTypeFromName
} from "./chunk-35IWSYRL.js";
import {
  isZip,
  listZipEntries
} from "./chunk-GK63ZBU5.js";
import {
  Parser
} from "./chunk-NL6Z5RS3.js";
import {
  ContractValidationError,
  literalError,
  valueError
} from "./chunk-32N574GZ.js";
import {
  external_exports
} from "./chunk-4OXEBAUD.js";
import {
  bomEncoding,
  decodeText,
  looksBinary,
  sniffUtf16
} from "./chunk-KSPQO2LU.js";
import {
  isPySpaceCode
} from "./chunk-4I3I35UI.js";
import {
  InvalidDocumentError,
  LimitExceededError,
  UnsupportedFileTypeError
} from "./chunk-3AXPRKHB.js";
import {
  __commonJS,
  __toESM
} from "./chunk-PCHJDGZE.js";

// node_modules/ieee754/index.js
var require_ieee754 = __commonJS({
  "node_modules/ieee754/index.js"(exports) {
    exports.read = function(buffer, offset, isLE, mLen, nBytes) {
      var e, m;
      var eLen = nBytes * 8 - mLen - 1;
      var eMax = (1 << eLen) - 1;
      var eBias = eMax >> 1;
      var nBits = -7;
      var i = isLE ? nBytes - 1 : 0;
      var d = isLE ? -1 : 1;
      var s = buffer[offset + i];
      i += d;
      e = s & (1 << -nBits) - 1;
      s >>= -nBits;
      nBits += eLen;
      for (; nBits > 0; e = e * 256 + buffer[offset + i], i += d, nBits -= 8) {
      }
      m = e & (1 << -nBits) - 1;
      e >>= -nBits;
      nBits += mLen;
      for (; nBits > 0; m = m * 256 + buffer[offset + i], i += d, nBits -= 8) {
      }
      if (e === 0) {
        e = 1 - eBias;
      } else if (e === eMax) {
        return m ? NaN : (s ? -1 : 1) * Infinity;
      } else {
        m = m + Math.pow(2, mLen);
        e = e - eBias;
      }
      return (s ? -1 : 1) * m * Math.pow(2, e - mLen);
    };
    exports.write = function(buffer, value, offset, isLE, mLen, nBytes) {
      var e, m, c;
      var eLen = nBytes * 8 - mLen - 1;
      var eMax = (1 << eLen) - 1;
      var eBias = eMax >> 1;
      var rt = mLen === 23 ? Math.pow(2, -24) - Math.pow(2, -77) : 0;
      var i = isLE ? 0 : nBytes - 1;
      var d = isLE ? 1 : -1;
      var s = value < 0 || value === 0 && 1 / value < 0 ? 1 : 0;
      value = Math.abs(value);
      if (isNaN(value) || value === Infinity) {
        m = isNaN(value) ? 1 : 0;
        e = eMax;
      } else {
        e = Math.floor(Math.log(value) / Math.LN2);
        if (value * (c = Math.pow(2, -e)) < 1) {
          e--;
          c *= 2;
        }
        if (e + eBias >= 1) {
          value += rt / c;
        } else {
          value += rt * Math.pow(2, 1 - eBias);
        }
        if (value * c >= 2) {
          e++;
          c /= 2;
        }
        if (e + eBias >= eMax) {
          m = 0;
          e = eMax;
        } else if (e + eBias >= 1) {
          m = (value * c - 1) * Math.pow(2, mLen);
          e = e + eBias;
        } else {
          m = value * Math.pow(2, eBias - 1) * Math.pow(2, mLen);
          e = 0;
        }
      }
      for (; mLen >= 8; buffer[offset + i] = m & 255, i += d, m /= 256, mLen -= 8) {
      }
      e = e << mLen | m;
      eLen += mLen;
      for (; eLen > 0; buffer[offset + i] = e & 255, i += d, e /= 256, eLen -= 8) {
      }
      buffer[offset + i - d] |= s * 128;
    };
  }
});

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

// src/engine/chunking/options.ts
var ChunkingOptionsError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "ChunkingOptionsError";
  }
};
var DEFAULT_SIMILARITY_THRESHOLD2 = 0.5;
var isInt = (n) => typeof n === "number" && Number.isInteger(n);
function resolveChunkingOptions(options) {
  const {
    max_characters: max,
    new_after_n_chars: newAfter,
    overlap,
    combine_under_n_chars: combine
  } = options;
  if (!isInt(max) || max <= 0) {
    throw new ChunkingOptionsError(`max_characters (${max}) must be an integer greater than 0`);
  }
  if (!isInt(newAfter) || newAfter < 0) {
    throw new ChunkingOptionsError(`new_after_n_chars (${newAfter}) must be a non-negative integer`);
  }
  if (!isInt(overlap) || overlap < 0) {
    throw new ChunkingOptionsError(`overlap (${overlap}) must be a non-negative integer`);
  }
  if (overlap >= max) {
    throw new ChunkingOptionsError(`overlap (${overlap}) must be less than max_characters (${max})`);
  }
  if (!isInt(combine) || combine < 0) {
    throw new ChunkingOptionsError(`combine_under_n_chars (${combine}) must be a non-negative integer`);
  }
  if (options.strategy === "by_title" && combine > max) {
    throw new ChunkingOptionsError(
      `combine_under_n_chars (${combine}) must not exceed max_characters (${max})`
    );
  }
  const threshold = options.similarity_threshold ?? DEFAULT_SIMILARITY_THRESHOLD2;
  if (!(threshold >= 0 && threshold <= 1)) {
    throw new ChunkingOptionsError(`similarity_threshold (${threshold}) must be between 0.0 and 1.0`);
  }
  const softMax = Math.min(newAfter, max);
  return {
    strategy: options.strategy,
    hardMax: max,
    softMax,
    // The reference caps combining at the soft limit: a combined section may not outgrow what a
    // section could reach on its own. Only by_title combines sections.
    combineUnder: options.strategy === "by_title" ? Math.min(combine, softMax) : 0,
    overlap,
    interChunkOverlap: options.overlap_all ? overlap : 0,
    // The form field is nullable; null means the default, which is to include them.
    includeOrigElements: options.include_orig_elements !== false,
    multipageSections: options.multipage_sections !== false,
    similarityThreshold: threshold
  };
}

// src/engine/chunking/node-settings.ts
var STRATEGY_OF = {
  chunk_by_character: "basic",
  chunk_by_title: "by_title",
  chunk_by_page: "by_page",
  chunk_by_similarity: "by_similarity"
};
var ContextualChunkingUnavailableError = class extends Error {
  constructor() {
    super(
      'contextual_chunking_strategy "v1" asks a language model to write a context line for each chunk: contextual chunking needs a model provider, which is not configured'
    );
    this.name = "ContextualChunkingUnavailableError";
  }
};
function read(settings, name, accepts, kind) {
  const value = settings[name];
  if (value === void 0 || value === null) return null;
  if (!accepts(value))
    throw new Error(`chunker setting ${name} must be ${kind}, got ${JSON.stringify(value)}`);
  return value;
}
var isInt2 = (v) => typeof v === "number" && Number.isInteger(v);
var isBool = (v) => typeof v === "boolean";
var isNumber = (v) => typeof v === "number" && Number.isFinite(v);
function chunkingOptionsFromNode(subtype, settings) {
  const strategy = STRATEGY_OF[subtype];
  if (strategy === void 0) throw new Error(`unknown chunker subtype ${JSON.stringify(subtype)}`);
  if (settings.contextual_chunking_strategy === "v1") throw new ContextualChunkingUnavailableError();
  const int2 = (name) => read(settings, name, isInt2, "an integer");
  const bool2 = (name) => read(settings, name, isBool, "true or false");
  const options = effectiveChunkingOptions({
    chunking_strategy: strategy,
    max_characters: int2("max_characters"),
    new_after_n_chars: int2("new_after_n_chars"),
    // The node spells it as the reference library does; the Partition form says combine_under_n_chars.
    combine_under_n_chars: strategy === "by_title" ? int2("combine_text_under_n_chars") ?? int2("combine_under_n_chars") : null,
    overlap: int2("overlap") ?? 0,
    overlap_all: bool2("overlap_all") ?? false,
    include_orig_elements: bool2("include_orig_elements") ?? true,
    multipage_sections: bool2("multipage_sections") ?? true,
    similarity_threshold: strategy === "by_similarity" ? read(settings, "similarity_threshold", isNumber, "a number") : null
  });
  if (!options) throw new Error(`no chunking strategy for ${subtype}`);
  resolveChunkingOptions(options);
  return options;
}

// src/engine/chunking/elements.ts
var isTable = (element) => element.type === "Table" || element.type === "TableChunk";
var isTitle = (element) => element.type === "Title";
var isCode = (element) => element.type === "CodeSnippet";
var pageOf = (element) => {
  const page = element.metadata?.page_number;
  return typeof page === "number" ? page : void 0;
};

// src/engine/chunking/boundaries.ts
var titleBoundary = (element) => isTitle(element);
function pageBoundary() {
  let current = 1;
  let first = true;
  return (element) => {
    const page = pageOf(element);
    if (first) {
      first = false;
      current = page || 1;
      return false;
    }
    if (page === void 0 || page === current) return false;
    current = page;
    return true;
  };
}
function precomputedBoundary(starts) {
  return (_element, index) => starts[index] === true;
}

// src/engine/chunking/metadata.ts
var STRATEGY_TABLE = {
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
  num_carried_over_header_rows: "drop"
};
var STRATEGIES2 = new Map(Object.entries(STRATEGY_TABLE));
function copyValue(value) {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    const out2 = new Array(value.length);
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      out2[i] = item !== null && typeof item === "object" ? copyValue(item) : item;
    }
    return out2;
  }
  const out = {};
  for (const key in value) out[key] = copyValue(value[key]);
  return out;
}
function isEmpty(value) {
  if (value === void 0 || value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.keys(value).length === 0;
  return false;
}
var asList = (value) => Array.isArray(value) ? value : [value];
function listAt(record, field2) {
  const current = record[field2];
  if (Array.isArray(current)) return current;
  const list = [];
  record[field2] = list;
  return list;
}
function consolidateMetadata(elements) {
  const out = {};
  let strings2;
  let dictKeys;
  let mayBeEmpty = false;
  for (const element of elements) {
    const metadata = element.metadata;
    for (const field2 in metadata) {
      const value = metadata[field2];
      if (value === void 0 || value === null) continue;
      const strategy = STRATEGIES2.get(field2);
      if (strategy === void 0 || strategy === "drop") continue;
      switch (strategy) {
        case "first":
          if (out[field2] === void 0) out[field2] = copyValue(value);
          break;
        case "list_concatenate": {
          const list = listAt(out, field2);
          for (const item of asList(value)) list.push(copyValue(item));
          mayBeEmpty = true;
          break;
        }
        case "list_unique": {
          const list = listAt(out, field2);
          for (const item of asList(value)) if (!list.includes(item)) list.push(item);
          mayBeEmpty = true;
          break;
        }
        case "string_concatenate": {
          if (out[field2] === void 0) out[field2] = "";
          strings2 ??= {};
          listAt(strings2, field2).push(String(value).trim());
          break;
        }
        case "dict_list_unique": {
          const list = listAt(out, field2);
          dictKeys ??= {};
          let seen = dictKeys[field2];
          if (!seen) {
            seen = /* @__PURE__ */ new Set();
            dictKeys[field2] = seen;
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
  if (strings2) for (const field2 in strings2) out[field2] = strings2[field2].join(" ");
  if (mayBeEmpty || strings2) {
    for (const field2 in out) if (isEmpty(out[field2])) delete out[field2];
  }
  return out;
}
function tableChunkMetadata(table) {
  const out = {};
  for (const field2 in table.metadata ?? {}) {
    if (STRATEGIES2.get(field2) === "drop") continue;
    const value = table.metadata[field2];
    if (!isEmpty(value)) out[field2] = copyValue(value);
  }
  return out;
}

// src/engine/chunking/orig-elements.ts
import { deflateSync, inflateSync } from "node:zlib";

// src/engine/chunking/python-json.ts
var NON_ASCII = /[\u007f-\uffff]/g;
var escapeNonAscii = (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`;
function pyString(s) {
  return JSON.stringify(s).replace(NON_ASCII, escapeNonAscii);
}
function pyFloat(x) {
  if (Number.isNaN(x)) return "NaN";
  if (x === Number.POSITIVE_INFINITY) return "Infinity";
  if (x === Number.NEGATIVE_INFINITY) return "-Infinity";
  if (x === 0) return Object.is(x, -0) ? "-0.0" : "0.0";
  const [mantissa = "", expText = "0"] = x.toExponential().split("e");
  const exp = Number(expText);
  const negative = mantissa.startsWith("-");
  const digits = mantissa.replace("-", "").replace(".", "");
  const sign = negative ? "-" : "";
  if (exp < -4 || exp >= 16) {
    const frac = digits.slice(1);
    const e = `${exp < 0 ? "-" : "+"}${String(Math.abs(exp)).padStart(2, "0")}`;
    return `${sign}${digits[0]}${frac ? `.${frac}` : ""}e${e}`;
  }
  if (exp < 0) return `${sign}0.${"0".repeat(-exp - 1)}${digits}`;
  const intPart = digits.slice(0, exp + 1).padEnd(exp + 1, "0");
  const fracPart = digits.slice(exp + 1);
  return `${sign}${intPart}.${fracPart || "0"}`;
}
function pyJsonDumps(value, floatKeys = /* @__PURE__ */ new Set()) {
  const out = [];
  write(value, false, floatKeys, out);
  return out.join("");
}
function write(value, asFloat, floatKeys, out) {
  switch (typeof value) {
    case "string":
      out.push(pyString(value));
      return;
    case "number":
      out.push(asFloat || !Number.isInteger(value) ? pyFloat(value) : String(value));
      return;
    case "boolean":
      out.push(value ? "true" : "false");
      return;
    case "bigint":
      out.push(value.toString());
      return;
    case "object":
      break;
    default:
      out.push("null");
      return;
  }
  if (value === null) {
    out.push("null");
    return;
  }
  if (Array.isArray(value)) {
    out.push("[");
    value.forEach((item, i) => {
      if (i > 0) out.push(", ");
      write(item === void 0 || typeof item === "function" ? null : item, asFloat, floatKeys, out);
    });
    out.push("]");
    return;
  }
  const record = value;
  const keys = Object.keys(record).filter((k) => record[k] !== void 0 && typeof record[k] !== "function").sort();
  out.push("{");
  keys.forEach((key, i) => {
    if (i > 0) out.push(", ");
    out.push(pyString(key), ": ");
    write(record[key], asFloat || floatKeys.has(key), floatKeys, out);
  });
  out.push("}");
}

// src/engine/chunking/orig-elements.ts
var DEFAULT_MAX_ORIG_ELEMENTS_BYTES = 200 * 1024 * 1024;
var FLOAT_KEYS = /* @__PURE__ */ new Set(["points", "detection_class_prob"]);
var round = (x, digits) => typeof x === "number" ? Number(x.toFixed(digits)) : x;
function toDict(element) {
  const metadata = {};
  for (const [key, value] of Object.entries(element.metadata ?? {})) {
    if (key === "orig_elements" || value === void 0 || value === null) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (typeof value === "object" && !Array.isArray(value) && Object.keys(value).length === 0) continue;
    metadata[key] = value;
  }
  const coordinates = metadata.coordinates;
  if (coordinates && Array.isArray(coordinates.points)) {
    const digits = coordinates.system === "PixelSpace" ? 1 : 2;
    metadata.coordinates = {
      ...coordinates,
      points: coordinates.points.map((p) => Array.isArray(p) ? p.map((v) => round(v, digits)) : p)
    };
  }
  if (typeof metadata.detection_class_prob === "number" && metadata.detection_class_prob !== 0) {
    metadata.detection_class_prob = round(metadata.detection_class_prob, 5);
  }
  const dict = { ...element, metadata };
  if (Array.isArray(dict.embeddings) && dict.embeddings.length === 0) delete dict.embeddings;
  return dict;
}
function encodeOrigElements(elements) {
  const json = pyJsonDumps(elements.map(toDict), FLOAT_KEYS);
  return deflateSync(Buffer.from(json, "utf8")).toString("base64");
}

// src/engine/chunking/split-text.ts
var DEFAULT_SEPARATORS = ["\n", " "];
function splitText(text, maxlen, overlap, separators = DEFAULT_SEPARATORS) {
  const base = new CodePointIndex(text);
  const total = base.length;
  const pieces = [];
  let prefix = "";
  let prefixLength = 0;
  let pos = 0;
  const skipWhitespace = (from) => {
    let at = from;
    while (at < total && isPySpaceCode(text.charCodeAt(base.unit(at)))) at++;
    return at;
  };
  for (; ; ) {
    const length = prefixLength + total - pos;
    if (length === 0) break;
    if (length <= maxlen) {
      pieces.push(prefix + base.slice(pos));
      break;
    }
    let cut = false;
    for (const sep of separators) {
      const low = base.unit(pos + overlap + 1 - prefixLength);
      const window = text.slice(low, base.unit(pos + maxlen - prefixLength) + sep.length);
      const found = window.lastIndexOf(sep);
      if (found < 0) continue;
      const start = base.point(low + found);
      const piece2 = pyRstrip(prefix + base.slice(pos, start));
      if (piece2 === "") continue;
      const nextPos = skipWhitespace(start + cpLength(sep));
      const nextPrefix = overlap > 1 ? `${pyLstrip(lastCodePoints(piece2, overlap - 1))} ` : "";
      const nextPrefixLength = cpLength(nextPrefix);
      if (nextPrefixLength + total - nextPos >= length) continue;
      pieces.push(piece2);
      prefix = nextPrefix;
      prefixLength = nextPrefixLength;
      pos = nextPos;
      cut = true;
      break;
    }
    if (cut) continue;
    const piece = pyRstrip(prefix + base.slice(pos, pos + maxlen - prefixLength));
    if (piece !== "") pieces.push(piece);
    const restart = maxlen - overlap;
    if (restart >= prefixLength) {
      pos = skipWhitespace(pos + restart - prefixLength);
      prefix = "";
      prefixLength = 0;
    } else {
      prefix = pyLstrip(new CodePointIndex(prefix).slice(restart));
      prefixLength = cpLength(prefix);
      if (prefixLength === 0) pos = skipWhitespace(pos);
    }
  }
  return pieces;
}

// src/engine/chunking/table.ts
import { createHash } from "node:crypto";

// src/engine/chunking/html-table.ts
var KEPT_ATTRIBUTES = ["colspan", "rowspan"];
var escapeHtmlText = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
var escapeAttribute = (s) => escapeHtmlText(s).replace(/"/g, "&quot;");
function makeCell(rawText, attribs) {
  const text = collapseWhitespace(rawText);
  const attrs = KEPT_ATTRIBUTES.filter((name) => attribs[name] !== void 0).map((name) => ` ${name}="${escapeAttribute(attribs[name])}"`).join("");
  const tag = (name) => text ? `<${name}${attrs}>${escapeHtmlText(text)}</${name}>` : `<${name}${attrs}/>`;
  return { text, html: tag("td"), headerHtml: tag("th") };
}
function makeRow(cells, inHead, hasTh) {
  const text = cells.map((c) => c.text).filter((t) => t !== "").join(" ");
  const wrap = (inner) => inner ? `<tr>${inner}</tr>` : "<tr/>";
  return {
    cells,
    isHeader: inHead || hasTh,
    html: wrap(cells.map((c) => c.html).join("")),
    headerHtml: wrap(cells.map((c) => c.headerHtml).join("")),
    text,
    textLength: cpLength(text)
  };
}
function parseHtmlTable(html2) {
  const rows = [];
  let depth = 0;
  let done = false;
  let found = false;
  let inHead = false;
  let row;
  let cell;
  const closeCell = () => {
    if (row && cell) row.cells.push(makeCell(cell.text.join(""), cell.attribs));
    cell = void 0;
  };
  const closeRow = () => {
    closeCell();
    if (row) rows.push(makeRow(row.cells, row.inHead, row.hasTh));
    row = void 0;
  };
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (done) return;
        if (name === "table") {
          depth++;
          if (depth === 1) found = true;
          return;
        }
        if (depth !== 1 || cell && cell.depth !== depth) return;
        if (name === "thead") inHead = true;
        else if (name === "tbody" || name === "tfoot") inHead = false;
        else if (name === "tr") {
          closeRow();
          row = { cells: [], inHead, hasTh: false };
        } else if (name === "td" || name === "th") {
          closeCell();
          if (!row) row = { cells: [], inHead, hasTh: false };
          if (name === "th") row.hasTh = true;
          cell = { text: [], attribs, depth };
        }
      },
      ontext(text) {
        if (!done && cell) cell.text.push(text);
      },
      onclosetag(name) {
        if (done) return;
        if (name === "table") {
          if (depth === 1) {
            closeRow();
            done = true;
          }
          depth = Math.max(0, depth - 1);
          return;
        }
        if (depth !== 1) return;
        if (name === "td" || name === "th") closeCell();
        else if (name === "tr") closeRow();
        else if (name === "thead") inHead = false;
      }
    },
    { decodeEntities: true, lowerCaseTags: true }
  );
  parser.write(html2);
  parser.end();
  if (!found) return void 0;
  if (!done) closeRow();
  const inner = rows.map((r) => r.html).join("");
  return { rows, html: inner ? `<table>${inner}</table>` : "<table/>" };
}

// src/engine/chunking/table.ts
var MIN_HTML_WINDOW = 50;
var CELL_MARKUP_LENGTH = 33;
function tableIdFor(table, index) {
  const hex = createHash("sha256").update(`${index}\0${table.element_id}\0${table.text}\0${table.metadata?.text_as_html ?? ""}`).digest("hex");
  const variant = (Number.parseInt(hex.charAt(16), 16) & 3 | 8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
var RowAccumulator = class {
  #maxlen;
  #rows = [];
  #textLength = 0;
  constructor(maxlen) {
    this.#maxlen = maxlen;
  }
  // Each row costs its text plus one space before the next row's text.
  willFit(row) {
    return this.#maxlen - this.#rows.length - this.#textLength >= row.textLength;
  }
  add(row) {
    this.#rows.push(row);
    this.#textLength += row.textLength;
  }
  flush() {
    if (this.#rows.length === 0) return [];
    const text = this.#rows.map((r) => r.text).filter((t) => t !== "").join(" ");
    const html2 = `<table>${this.#rows.map((r) => r.html).join("")}</table>`;
    this.#rows = [];
    this.#textLength = 0;
    return [[text, html2]];
  }
};
var CellAccumulator = class {
  #maxlen;
  #cells = [];
  #textLength = 0;
  constructor(maxlen) {
    this.#maxlen = maxlen;
  }
  willFit(cell) {
    return this.#maxlen - this.#cells.length - this.#textLength >= cpLength(cell.text);
  }
  add(cell) {
    this.#cells.push(cell);
    this.#textLength += cpLength(cell.text);
  }
  flush() {
    if (this.#cells.length === 0) return [];
    const text = this.#cells.map((c) => c.text).filter((t) => t !== "").join(" ");
    const html2 = `<table><tr>${this.#cells.map((c) => c.html).join("")}</tr></table>`;
    this.#cells = [];
    this.#textLength = 0;
    return [[text, html2]];
  }
};
function* htmlSubtables(table, hardMax) {
  const headerRows = [];
  for (const row of table.rows) {
    if (!row.isHeader) break;
    headerRows.push(row);
  }
  const repeatHeaders = carriedHeaderRows(table, hardMax) > 0;
  const headerText = headerRows.map((r) => r.text).filter((t) => t !== "").join(" ");
  const headerHtml = `<thead>${headerRows.map((r) => r.headerHtml).join("")}</thead>`;
  const maxlenFor = (first2) => first2 || !repeatHeaders ? hardMax : Math.max(1, hardMax - cpLength(headerText) - 1);
  let first = true;
  const decorate = ([text, html2]) => {
    const isFirst = first;
    first = false;
    if (isFirst || !repeatHeaders) return [text, html2];
    const withHeader = headerText && text ? `${headerText} ${text}` : headerText || text;
    const inner = (html2 ?? "").replace(/^<table>/, "").replace(/<\/table>$/, "");
    return [withHeader, `<table>${headerHtml}${inner}</table>`];
  };
  let rows = new RowAccumulator(maxlenFor(first));
  for (const row of table.rows) {
    if (!rows.willFit(row)) {
      for (const pair of rows.flush()) yield decorate(pair);
      rows = new RowAccumulator(maxlenFor(first));
    }
    if (rows.willFit(row)) {
      rows.add(row);
      continue;
    }
    const maxlen = maxlenFor(first);
    for (const pair of rowSplits(row, maxlen)) yield decorate(pair);
    rows = new RowAccumulator(maxlenFor(first));
  }
  for (const pair of rows.flush()) yield decorate(pair);
}
function* rowSplits(row, maxlen) {
  const cells = new CellAccumulator(maxlen);
  for (const cell of row.cells) {
    if (!cells.willFit(cell)) yield* cells.flush();
    if (cells.willFit(cell)) {
      cells.add(cell);
      continue;
    }
    for (const piece of splitText(cell.text, Math.max(1, maxlen - CELL_MARKUP_LENGTH), 0)) {
      yield [piece, `<table><tr><td>${escapeHtmlText(piece)}</td></tr></table>`];
    }
  }
  yield* cells.flush();
}
function chunkTable(table, index, opts, origElements) {
  if (!table.text || collapseWhitespace(table.text) === "") return [];
  const text = pyStrip(table.text);
  const source = table.metadata?.text_as_html;
  const parsed = typeof source === "string" && pyStrip(source) !== "" ? parseHtmlTable(pyStrip(source)) : void 0;
  const html2 = parsed?.html ?? "";
  const { hardMax } = opts;
  const withOrig = (metadata) => {
    if (origElements !== void 0) metadata.orig_elements = origElements;
    return metadata;
  };
  if (cpLength(text) <= hardMax && cpLength(html2) <= hardMax) {
    const metadata = tableChunkMetadata(table);
    if (html2) metadata.text_as_html = html2;
    else delete metadata.text_as_html;
    return [{ type: "Table", element_id: "", text, metadata: withOrig(metadata) }];
  }
  const usableHtml = parsed?.rows.some((row) => row.text !== "") === true;
  const pairs = parsed && usableHtml && hardMax >= MIN_HTML_WINDOW ? htmlSubtables(parsed, hardMax) : splitText(text, hardMax, opts.overlap).map((piece) => [piece, void 0]);
  const tableId = tableIdFor(table, index);
  const base = tableChunkMetadata(table);
  const headerRowCount = parsed ? carriedHeaderRows(parsed, hardMax) : 0;
  const chunks = [];
  for (const [chunkText, chunkHtml] of pairs) {
    const chunkIndex = chunks.length;
    const metadata = copyValue(base);
    if (chunkHtml !== void 0) metadata.text_as_html = chunkHtml;
    else delete metadata.text_as_html;
    if (chunkIndex > 0) metadata.is_continuation = true;
    metadata.num_carried_over_header_rows = chunkIndex > 0 && chunkHtml !== void 0 ? headerRowCount : 0;
    metadata.table_id = tableId;
    metadata.chunk_index = chunkIndex;
    chunks.push({ type: "TableChunk", element_id: "", text: chunkText, metadata: withOrig(metadata) });
  }
  return chunks;
}
function carriedHeaderRows(table, hardMax) {
  let count = 0;
  let longest = 0;
  for (const row of table.rows) {
    if (!row.isHeader) break;
    count++;
    longest = Math.max(longest, row.textLength);
  }
  return count > 0 && longest <= Math.floor((hardMax + 1) / 2) ? count : 0;
}

// src/engine/chunking/chunks.ts
function formChunks(preChunk2, opts, out) {
  if (preChunk2.isTable) {
    const orig = opts.includeOrigElements ? encodeOrigElements(preChunk2.elements) : void 0;
    for (const chunk of chunkTable(preChunk2.elements[0], preChunk2.firstIndex, opts, orig))
      out.push(chunk);
    return;
  }
  const text = preChunk2.text;
  if (text === "") return;
  const metadata = consolidateMetadata(preChunk2.elements);
  if (opts.includeOrigElements) metadata.orig_elements = encodeOrigElements(preChunk2.elements);
  if (preChunk2.textLength <= opts.hardMax) {
    out.push({ type: "CompositeElement", element_id: "", text, metadata });
    return;
  }
  const pieces = splitText(text, opts.hardMax, opts.overlap);
  for (let i = 0; i < pieces.length; i++) {
    let pieceMetadata = metadata;
    if (i > 0) {
      pieceMetadata = copyValue(metadata);
      pieceMetadata.is_continuation = true;
    }
    out.push({
      type: "CompositeElement",
      element_id: "",
      text: pieces[i],
      metadata: pieceMetadata
    });
  }
}

// src/engine/chunking/pre-chunk.ts
var TEXT_SEPARATOR = "\n\n";
var SEPARATOR_LENGTH = TEXT_SEPARATOR.length;
var PreChunk = class _PreChunk {
  elements;
  /** The tail of the previous chunk (overlap_all), or "". */
  overlapPrefix;
  /** Non-empty texts of the elements as they appear in the chunk. */
  segments;
  /** Code-point length of the segments, without separators or prefix. */
  segmentsLength;
  /** Index of the first element in the chunker's input. */
  firstIndex;
  #text;
  constructor(elements, overlapPrefix, firstIndex, segments, segmentsLength) {
    this.elements = elements;
    this.overlapPrefix = overlapPrefix;
    this.firstIndex = firstIndex;
    this.segments = segments;
    this.segmentsLength = segmentsLength;
  }
  /** A single Table or TableChunk, chunked by the table rules. */
  get isTable() {
    const only = this.elements[0];
    return this.elements.length === 1 && only !== void 0 && isTable(only);
  }
  get containsTable() {
    return this.elements.some(isTable);
  }
  /** Length of the chunk text in code points. */
  get textLength() {
    const count = this.segments.length + (this.overlapPrefix ? 1 : 0);
    const prefixLength = this.overlapPrefix ? cpLength(this.overlapPrefix) : 0;
    return prefixLength + this.segmentsLength + SEPARATOR_LENGTH * Math.max(0, count - 1);
  }
  /** The chunk text: overlap prefix and element texts, joined with blank lines. */
  get text() {
    if (this.#text === void 0) {
      const segments = this.overlapPrefix ? [this.overlapPrefix, ...this.segments] : this.segments;
      this.#text = segments.length === 1 ? segments[0] : segments.join(TEXT_SEPARATOR);
    }
    return this.#text;
  }
  /** The tail the next chunk starts with when overlap_all is on. */
  overlapTail(overlap) {
    return overlap > 0 ? pyStrip(lastCodePoints(this.text, overlap)) : "";
  }
  /** This group followed by `next`'s elements; `next`'s prefix came from this group's end, so it goes. */
  combine(next) {
    return new _PreChunk(
      [...this.elements, ...next.elements],
      this.overlapPrefix,
      this.firstIndex,
      [...this.segments, ...next.segments],
      this.segmentsLength + next.segmentsLength
    );
  }
};
var PreChunkBuilder = class {
  #opts;
  #elements = [];
  #segments = [];
  #segmentsLength = 0;
  #firstIndex = 0;
  #overlapPrefix = "";
  #segmentCount = 0;
  #rawLength = 0;
  #hasTable = false;
  constructor(opts) {
    this.#opts = opts;
  }
  willFit(element, rawLength) {
    if (isTable(element)) return this.#elements.length === 0;
    if (this.#hasTable) return false;
    if (this.#elements.length === 0) return true;
    const textLength = this.#rawLength + SEPARATOR_LENGTH * Math.max(0, this.#segmentCount - 1);
    if (textLength > this.#opts.softMax) return false;
    const remaining = this.#opts.hardMax - this.#rawLength - SEPARATOR_LENGTH * this.#segmentCount;
    return remaining >= rawLength;
  }
  add(element, index, rawLength, surrogates) {
    if (this.#elements.length === 0) {
      this.#firstIndex = index;
      if (isTable(element)) this.#reset("");
    }
    this.#elements.push(element);
    if (isTable(element)) this.#hasTable = true;
    const raw = element.text;
    if (!raw) return;
    this.#segmentCount++;
    this.#rawLength += rawLength;
    const segment = isCode(element) ? raw : collapseWhitespace(raw);
    if (segment === "") return;
    this.#segments.push(segment);
    this.#segmentsLength += surrogates ? cpLength(segment) : segment.length;
  }
  flush() {
    if (this.#elements.length === 0) return void 0;
    const preChunk2 = new PreChunk(
      this.#elements,
      this.#overlapPrefix,
      this.#firstIndex,
      this.#segments,
      this.#segmentsLength
    );
    const tail = preChunk2.isTable ? "" : preChunk2.overlapTail(this.#opts.interChunkOverlap);
    this.#elements = [];
    this.#reset(tail);
    return preChunk2;
  }
  #reset(overlapPrefix) {
    this.#overlapPrefix = overlapPrefix;
    this.#segments = [];
    this.#segmentsLength = 0;
    this.#segmentCount = overlapPrefix ? 1 : 0;
    this.#rawLength = cpLength(overlapPrefix);
    this.#hasTable = false;
  }
};
function preChunk(elements, opts, boundaries, emit) {
  const builder = new PreChunkBuilder(opts);
  for (let i = 0; i < elements.length; i++) {
    const element = elements[i];
    let boundary = false;
    for (const predicate of boundaries) if (predicate(element, i)) boundary = true;
    const raw = element.text;
    const surrogates = raw ? hasSurrogates(raw) : false;
    const rawLength = !raw ? 0 : surrogates ? cpLength(raw) : raw.length;
    if (boundary || !builder.willFit(element, rawLength)) {
      const done = builder.flush();
      if (done) emit(done);
    }
    builder.add(element, i, rawLength, surrogates);
  }
  const last = builder.flush();
  if (last) emit(last);
}
function combiner(opts, emit) {
  let current;
  return {
    push(next) {
      if (current && !canCombine(current, next, opts)) {
        emit(current);
        current = void 0;
      }
      current = current ? current.combine(next) : next;
    },
    end() {
      if (current) emit(current);
      current = void 0;
    }
  };
}
function canCombine(current, next, opts) {
  if (opts.combineUnder <= 0) return false;
  if (current.containsTable || next.containsTable) return false;
  if (!opts.multipageSections && differentPages(current, next)) return false;
  if (current.textLength >= opts.combineUnder) return false;
  return current.combine(next).textLength <= opts.hardMax;
}
function pageOfGroup(group) {
  for (const element of group.elements) {
    const page = pageOf(element);
    if (page !== void 0) return page;
  }
  return void 0;
}
function differentPages(a, b) {
  const pa = pageOfGroup(a);
  const pb = pageOfGroup(b);
  return pa !== void 0 && pb !== void 0 && pa !== pb;
}

// src/lexical-embedding.ts
function fnv1a(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
var WORD = /[\p{L}\p{N}]+/gu;
var SURROGATE = /[\uD800-\uDFFF]/;
function lexicalVector(text, dimensions) {
  const counts = /* @__PURE__ */ new Map();
  const add = (feature) => {
    const bucket = fnv1a(feature) % dimensions;
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  };
  for (const [word] of text.toLowerCase().matchAll(WORD)) {
    add(`w:${word}`);
    const padded = ` ${word} `;
    if (!SURROGATE.test(padded)) {
      for (let i = 0; i + 3 <= padded.length; i++) add(padded.slice(i, i + 3));
      continue;
    }
    const chars = Array.from(padded);
    for (let i = 0; i + 3 <= chars.length; i++) add(chars.slice(i, i + 3).join(""));
  }
  const vector = new Array(dimensions).fill(0);
  let norm = 0;
  for (const [bucket, count] of counts) {
    const weight = 1 + Math.log(count);
    vector[bucket] = weight;
    norm += weight * weight;
  }
  if (norm > 0) {
    const scale = 1 / Math.sqrt(norm);
    for (const bucket of counts.keys()) vector[bucket] = vector[bucket] * scale;
  }
  return vector;
}

// src/engine/chunking/similarity.ts
var BATCH_SIZE = 64;
var DEFAULT_DIMENSIONS = 1024;
var LexicalEmbedder = class {
  dimensions;
  constructor(dimensions = DEFAULT_DIMENSIONS) {
    this.dimensions = dimensions;
  }
  embed(texts) {
    return texts.map((text) => lexicalVector(text, this.dimensions));
  }
};
var defaultEmbedder = new LexicalEmbedder();
function cosineSimilarity(a, b) {
  if (a.length !== b.length) {
    throw new Error(`embedding dimensions differ (${a.length} and ${b.length})`);
  }
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}
var isPromise = (value) => typeof value?.then === "function";
function similarityStarts(elements, threshold, embedder) {
  const starts = new Array(elements.length).fill(false);
  const indexes = [];
  const texts = [];
  elements.forEach((element, i) => {
    const text = element.text ? collapseWhitespace(element.text) : "";
    if (text === "") return;
    indexes.push(i);
    texts.push(text);
  });
  let previous;
  const consume = (offset, vectors) => {
    const expected = Math.min(BATCH_SIZE, texts.length - offset);
    if (!Array.isArray(vectors) || vectors.length !== expected) {
      throw new Error(
        `the embedder returned ${Array.isArray(vectors) ? vectors.length : "no"} vectors for ${expected} texts`
      );
    }
    vectors.forEach((vector, k) => {
      if (!Array.isArray(vector)) throw new Error("the embedder returned a vector that is not an array");
      if (previous) starts[indexes[offset + k]] = cosineSimilarity(previous, vector) < threshold;
      previous = vector;
    });
  };
  const from = (offset) => {
    for (let at = offset; at < texts.length; at += BATCH_SIZE) {
      const result = embedder.embed(texts.slice(at, at + BATCH_SIZE));
      if (isPromise(result)) {
        return result.then((vectors) => {
          consume(at, vectors);
          return from(at + BATCH_SIZE);
        });
      }
      consume(at, result);
    }
    return starts;
  };
  return from(0);
}

// src/engine/chunking/index.ts
function run(elements, opts, boundaries) {
  const chunks = [];
  const form = (group) => formChunks(group, opts, chunks);
  if (opts.strategy === "by_title") {
    const combined = combiner(opts, form);
    preChunk(elements, opts, boundaries, combined.push);
    combined.end();
  } else {
    preChunk(elements, opts, boundaries, form);
  }
  return chunks;
}
function boundariesFor(opts) {
  switch (opts.strategy) {
    case "basic":
      return [];
    case "by_title":
      return opts.multipageSections ? [titleBoundary] : [titleBoundary, pageBoundary()];
    case "by_page":
      return [pageBoundary()];
    case "by_similarity":
      return [];
  }
}
function chunkElements(elements, options, deps = {}) {
  const opts = resolveChunkingOptions(options);
  if (opts.strategy !== "by_similarity") return run(elements, opts, boundariesFor(opts));
  const starts = similarityStarts(elements, opts.similarityThreshold, deps.embedder ?? defaultEmbedder);
  return Array.isArray(starts) ? run(elements, opts, [precomputedBoundary(starts)]) : starts.then((s) => run(elements, opts, [precomputedBoundary(s)]));
}

// src/engine/partition.ts
import { basename } from "node:path";

// src/engine/detect/detect.ts
var import_cfb = __toESM(require_cfb(), 1);

// node_modules/strtok3/lib/stream/Errors.js
var defaultMessages = "End-Of-Stream";
var EndOfStreamError = class extends Error {
  constructor() {
    super(defaultMessages);
    this.name = "EndOfStreamError";
  }
};
var AbortError = class extends Error {
  constructor(message = "The operation was aborted") {
    super(message);
    this.name = "AbortError";
  }
};

// node_modules/strtok3/lib/AbortSignal.js
function throwIfAborted(signal) {
  if (signal?.aborted) {
    throw new AbortError();
  }
}

// node_modules/strtok3/lib/BufferSizeError.js
var BufferSizeError = class extends RangeError {
  /**
   * Create an error describing an allocation that exceeds the configured limit.
   * @param requestedSize - Requested buffer size in bytes
   * @param maxBufferSize - Configured maximum buffer size in bytes
   */
  constructor(requestedSize, maxBufferSize) {
    super(`Requested buffer size ${requestedSize} exceeds maxBufferSize ${maxBufferSize}`);
    this.requestedSize = requestedSize;
    this.maxBufferSize = maxBufferSize;
    this.name = "BufferSizeError";
  }
};
function getMaxBufferSize(options) {
  const limit = options?.maxBufferSize ?? Number.POSITIVE_INFINITY;
  if (limit !== Number.POSITIVE_INFINITY && (!Number.isSafeInteger(limit) || limit <= 0)) {
    throw new RangeError("maxBufferSize must be a positive safe integer or Infinity");
  }
  return limit;
}

// node_modules/strtok3/lib/stream/AbstractStreamReader.js
var AbstractStreamReader = class {
  constructor(options) {
    this.endOfStream = false;
    this.interrupted = false;
    this.peekQueue = [];
    this.onCloseCallback = options?.onClose;
  }
  async peek(uint8Array, mayBeLess = false) {
    const bytesRead = await this.read(uint8Array, mayBeLess);
    this.peekQueue.push(uint8Array.subarray(0, bytesRead));
    return bytesRead;
  }
  async read(buffer, mayBeLess = false) {
    if (buffer.length === 0) {
      return 0;
    }
    let bytesRead = this.readFromPeekBuffer(buffer);
    if (!this.endOfStream) {
      bytesRead += await this.readRemainderFromStream(buffer.subarray(bytesRead), mayBeLess);
    }
    if (bytesRead === 0 && !mayBeLess) {
      throw new EndOfStreamError();
    }
    return bytesRead;
  }
  /**
   * Read chunk from stream
   * @param buffer - Target Uint8Array (or Buffer) to store data read from stream in
   * @returns Number of bytes read
   */
  readFromPeekBuffer(buffer) {
    let remaining = buffer.length;
    let bytesRead = 0;
    while (this.peekQueue.length > 0 && remaining > 0) {
      const peekData = this.peekQueue.pop();
      if (!peekData) {
        throw new Error("peekData should be defined");
      }
      const lenCopy = Math.min(peekData.length, remaining);
      buffer.set(peekData.subarray(0, lenCopy), bytesRead);
      bytesRead += lenCopy;
      remaining -= lenCopy;
      if (lenCopy < peekData.length) {
        this.peekQueue.push(peekData.subarray(lenCopy));
      }
    }
    return bytesRead;
  }
  async readRemainderFromStream(buffer, mayBeLess) {
    let bytesRead = 0;
    while (bytesRead < buffer.length && !this.endOfStream) {
      if (this.interrupted) {
        throw new AbortError();
      }
      const chunkLen = await this.readFromStream(buffer.subarray(bytesRead), mayBeLess);
      if (chunkLen === 0) {
        break;
      }
      bytesRead += chunkLen;
    }
    if (!mayBeLess && bytesRead < buffer.length) {
      throw new EndOfStreamError();
    }
    return bytesRead;
  }
  /** Share resource cleanup, callback completion and failures across close calls. */
  close() {
    this.closePromise ?? (this.closePromise = Promise.resolve().then(async () => {
      await this.closeResource();
      await this.onCloseCallback?.();
    }));
    return this.closePromise;
  }
  /** Backend cleanup completes before the optional close callback. */
  closeResource() {
    return this.abort();
  }
};

// node_modules/strtok3/lib/stream/WebStreamReader.js
var WebStreamReader = class extends AbstractStreamReader {
  constructor(reader, options) {
    super(options);
    this.reader = reader;
    this.released = false;
  }
  async abort() {
    if (!this.released) {
      this.reader.releaseLock();
      this.released = true;
    }
  }
};

// node_modules/strtok3/lib/stream/WebStreamByobReader.js
var WebStreamByobReader = class extends WebStreamReader {
  /**
   * Read from stream
   * @param buffer - Target Uint8Array (or Buffer) to store data read from stream in
   * @param mayBeLess - If true, may fill the buffer partially
   * @protected Bytes read
   */
  async readFromStream(buffer, mayBeLess) {
    if (buffer.length === 0) {
      return 0;
    }
    const result = await this.reader.read(new Uint8Array(buffer.length), {
      min: mayBeLess ? void 0 : buffer.length
    });
    if (result.done) {
      this.endOfStream = result.done;
    }
    if (result.value) {
      buffer.set(result.value);
      return result.value.length;
    }
    return 0;
  }
};

// node_modules/strtok3/lib/stream/WebStreamDefaultReader.js
var WebStreamDefaultReader = class extends AbstractStreamReader {
  constructor(reader, options) {
    super(options);
    this.reader = reader;
    this.buffer = null;
  }
  /**
   * Copy chunk to target, and store the remainder in this.buffer
   */
  writeChunk(target, chunk) {
    const written = Math.min(chunk.length, target.length);
    target.set(chunk.subarray(0, written));
    if (written < chunk.length) {
      this.buffer = chunk.subarray(written);
    } else {
      this.buffer = null;
    }
    return written;
  }
  /**
   * Read from stream
   * @param buffer - Target Uint8Array (or Buffer) to store data read from stream in
   * @param mayBeLess - If true, may fill the buffer partially
   * @protected Bytes read
   */
  async readFromStream(buffer, mayBeLess) {
    if (buffer.length === 0) {
      return 0;
    }
    let totalBytesRead = 0;
    if (this.buffer) {
      totalBytesRead += this.writeChunk(buffer, this.buffer);
    }
    while (totalBytesRead < buffer.length && !this.endOfStream) {
      const result = await this.reader.read();
      if (result.done) {
        this.endOfStream = true;
        break;
      }
      if (result.value) {
        totalBytesRead += this.writeChunk(buffer.subarray(totalBytesRead), result.value);
      }
    }
    if (!mayBeLess && totalBytesRead === 0 && this.endOfStream) {
      throw new EndOfStreamError();
    }
    return totalBytesRead;
  }
  abort() {
    this.interrupted = true;
    return this.reader.cancel();
  }
  async closeResource() {
    try {
      await this.abort();
    } finally {
      this.reader.releaseLock();
    }
  }
};

// node_modules/strtok3/lib/stream/WebStreamReaderFactory.js
function makeWebStreamReader(stream, options) {
  try {
    const reader = stream.getReader({ mode: "byob" });
    if (reader instanceof ReadableStreamDefaultReader) {
      return new WebStreamDefaultReader(reader, options);
    }
    return new WebStreamByobReader(reader, options);
  } catch (error) {
    if (error instanceof TypeError) {
      return new WebStreamDefaultReader(stream.getReader(), options);
    }
    throw error;
  }
}

// node_modules/strtok3/lib/AbstractTokenizer.js
var AbstractTokenizer = class {
  /**
   * Constructor
   * @param options Tokenizer options
   * @protected
   */
  constructor(options) {
    this.numBuffer = new Uint8Array(10);
    this.position = 0;
    this.maxBufferSize = getMaxBufferSize(options);
    throwIfAborted(options?.abortSignal);
    this.onClose = options?.onClose;
    if (options?.abortSignal) {
      this.addAbortListener(options.abortSignal, () => {
        void this.abort().catch(() => {
        });
      });
    }
  }
  addAbortListener(signal, listener) {
    this.abortSignal = signal;
    this.abortListener = listener;
    signal.addEventListener("abort", listener, { once: true });
  }
  removeAbortListener() {
    if (this.abortListener) {
      this.abortSignal?.removeEventListener("abort", this.abortListener);
    }
    this.abortSignal = void 0;
    this.abortListener = void 0;
  }
  /**
   * Read a token from the tokenizer-stream
   * @param token - The token to read
   * @param position - If provided, the desired position in the tokenizer-stream
   * @returns Promise with token data
   */
  async readToken(token, position = this.position) {
    this.validateTokenRead(token.len, position);
    const uint8Array = new Uint8Array(token.len);
    const len = await this.readBuffer(uint8Array, { position });
    if (len < token.len) {
      throw new EndOfStreamError();
    }
    return token.get(uint8Array, 0);
  }
  /**
   * Peek a token from the tokenizer-stream.
   * @param token - Token to peek from the tokenizer-stream.
   * @param position - Offset where to begin reading within the file. If position is null, data will be read from the current file position.
   * @returns Promise with token data
   */
  async peekToken(token, position = this.position) {
    const peekPosition = position ?? this.position;
    this.validateTokenRead(token.len, peekPosition, true);
    const uint8Array = new Uint8Array(token.len);
    const len = await this.peekBuffer(uint8Array, { position: peekPosition });
    if (len < token.len) {
      throw new EndOfStreamError();
    }
    return token.get(uint8Array, 0);
  }
  /**
   * Read a numeric token from the stream
   * @param token - Numeric token
   * @returns Promise with number
   */
  async readNumber(token) {
    const len = await this.readBuffer(this.numBuffer, { length: token.len });
    if (len < token.len) {
      throw new EndOfStreamError();
    }
    return token.get(this.numBuffer, 0);
  }
  /**
   * Read a numeric token from the stream
   * @param token - Numeric token
   * @returns Promise with number
   */
  async peekNumber(token) {
    const len = await this.peekBuffer(this.numBuffer, { length: token.len });
    if (len < token.len) {
      throw new EndOfStreamError();
    }
    return token.get(this.numBuffer, 0);
  }
  /**
   * Ignore number of bytes, advances the pointer in under tokenizer-stream.
   * @param length - Number of bytes to ignore.  Must be ≥ 0.
   * @return resolves the number of bytes ignored, equals length if this available, otherwise the number of bytes available
   */
  async ignore(length) {
    if (length < 0) {
      throw new RangeError("ignore length must be \u2265 0 bytes");
    }
    this.validateLength(length, "ignore length");
    this.validateLength(this.position + length, "end position");
    if (this.fileInfo.size !== void 0) {
      const bytesLeft = Math.max(0, this.fileInfo.size - this.position);
      if (length > bytesLeft) {
        this.position += bytesLeft;
        return bytesLeft;
      }
    }
    this.position += length;
    return length;
  }
  close() {
    if (!this.closePromise) {
      this.removeAbortListener();
      this.closePromise = Promise.resolve().then(() => this.closeOnce());
    }
    return this.closePromise;
  }
  /** Perform cleanup once, sharing completion and the first error across close calls. */
  async closeOnce() {
    await this.abort();
    await this.onClose?.();
  }
  /**
   * Validate a byte length or position before using it in buffer calculations.
   * @param value - Value that must be a non-negative safe integer
   * @param name - Label used in the validation error
   * @throws RangeError if the value is negative or not a safe integer
   */
  validateLength(value, name) {
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new RangeError(`${name} must be a non-negative safe integer`);
    }
  }
  /**
   * Validate a requested buffer size against the configured allocation limit.
   * @param length - Requested buffer size in bytes
   * @throws RangeError if the length is negative or not a safe integer
   * @throws BufferSizeError if the length exceeds maxBufferSize
   */
  validateBufferSize(length) {
    this.validateLength(length, "buffer length");
    if (length > this.maxBufferSize) {
      throw new BufferSizeError(length, this.maxBufferSize);
    }
  }
  /**
   * Validate a token request before allocating a buffer or consuming input.
   * @param length - Token length in bytes
   * @param position - Byte offset where the token starts
   * @param peek - Whether to include skipped stream bytes in the lookahead limit
   * @throws RangeError if a length or position is negative or not a safe integer
   * @throws BufferSizeError if the token buffer or stream lookahead exceeds maxBufferSize
   * @throws Error if a stream request starts before the current position
   * @throws EndOfStreamError if the token extends beyond the known input size
   */
  validateTokenRead(length, position, peek = false) {
    this.validateBufferSize(length);
    this.validateLength(position, "position");
    this.validateLength(position + length, "end position");
    if (!this.supportsRandomAccess() && position < this.position) {
      throw new Error("`options.position` must be equal or greater than `tokenizer.position`");
    }
    if (peek && !this.supportsRandomAccess()) {
      this.validateBufferSize(length + position - this.position);
    }
    if (this.fileInfo.size !== void 0 && length > this.fileInfo.size - position) {
      throw new EndOfStreamError();
    }
  }
  /**
   * Apply defaults and validate buffer read or peek options.
   * @param uint8Array - Target buffer whose length is the default read length
   * @param options - Requested length, position and partial-read behavior
   * @returns Validated options with an explicit length, position and mayBeLess flag
   * @throws RangeError if a length or position is invalid, or the length exceeds the target buffer
   * @throws Error if a stream request starts before the current position
   */
  normalizeOptions(uint8Array, options) {
    const length = options?.length ?? uint8Array.length;
    const position = options?.position ?? this.position;
    this.validateLength(length, "length");
    this.validateLength(position, "position");
    this.validateLength(position + length, "end position");
    if (length > uint8Array.length) {
      throw new RangeError("length must not exceed the target buffer length");
    }
    if (!this.supportsRandomAccess() && position < this.position) {
      throw new Error("`options.position` must be equal or greater than `tokenizer.position`");
    }
    return { length, position, mayBeLess: options?.mayBeLess ?? false };
  }
  abort() {
    this.removeAbortListener();
    return Promise.resolve();
  }
};

// node_modules/strtok3/lib/BlobTokenizer.js
var BlobTokenizer = class extends AbstractTokenizer {
  /**
   * Construct BufferTokenizer
   * @param blob - Uint8Array to tokenize
   * @param options Tokenizer options
   */
  constructor(blob, options) {
    super(options);
    this.blob = blob;
    this.fileInfo = { ...options?.fileInfo ?? {}, ...{ size: blob.size, mimeType: blob.type } };
  }
  /**
   * Read buffer from tokenizer
   * @param uint8Array - Uint8Array to tokenize
   * @param options - Read behaviour options
   * @returns {Promise<number>}
   */
  async readBuffer(uint8Array, options) {
    const normOptions = this.normalizeOptions(uint8Array, options);
    const bytesRead = await this.peekBuffer(uint8Array, normOptions);
    this.position = normOptions.position + bytesRead;
    return bytesRead;
  }
  /**
   * Peek (read ahead) buffer from tokenizer
   * @param buffer
   * @param options - Read behaviour options
   * @returns {Promise<number>}
   */
  async peekBuffer(buffer, options) {
    const normOptions = this.normalizeOptions(buffer, options);
    const bytes2read = Math.max(0, Math.min(this.blob.size - normOptions.position, normOptions.length));
    if (!normOptions.mayBeLess && bytes2read < normOptions.length) {
      throw new EndOfStreamError();
    }
    for (let offset = 0; offset < bytes2read; ) {
      const chunkLength = Math.min(this.maxBufferSize, bytes2read - offset);
      const position = normOptions.position + offset;
      const arrayBuffer = await this.blob.slice(position, position + chunkLength).arrayBuffer();
      buffer.set(new Uint8Array(arrayBuffer), offset);
      offset += chunkLength;
    }
    return bytes2read;
  }
  close() {
    return super.close();
  }
  supportsRandomAccess() {
    return true;
  }
  setPosition(position) {
    this.validateLength(position, "position");
    this.position = position;
  }
};

// node_modules/strtok3/lib/BufferTokenizer.js
var BufferTokenizer = class extends AbstractTokenizer {
  /**
   * Construct BufferTokenizer
   * @param uint8Array - Uint8Array to tokenize
   * @param options Tokenizer options
   */
  constructor(uint8Array, options) {
    super(options);
    this.uint8Array = uint8Array;
    this.fileInfo = { ...options?.fileInfo ?? {}, ...{ size: uint8Array.length } };
  }
  /**
   * Read buffer from tokenizer
   * @param uint8Array - Uint8Array to tokenize
   * @param options - Read behaviour options
   * @returns {Promise<number>}
   */
  async readBuffer(uint8Array, options) {
    const normOptions = this.normalizeOptions(uint8Array, options);
    const bytesRead = await this.peekBuffer(uint8Array, normOptions);
    this.position = normOptions.position + bytesRead;
    return bytesRead;
  }
  /**
   * Peek (read ahead) buffer from tokenizer
   * @param uint8Array
   * @param options - Read behaviour options
   * @returns {Promise<number>}
   */
  async peekBuffer(uint8Array, options) {
    const normOptions = this.normalizeOptions(uint8Array, options);
    const bytes2read = Math.max(0, Math.min(this.uint8Array.length - normOptions.position, normOptions.length));
    if (!normOptions.mayBeLess && bytes2read < normOptions.length) {
      throw new EndOfStreamError();
    }
    uint8Array.set(this.uint8Array.subarray(normOptions.position, normOptions.position + bytes2read));
    return bytes2read;
  }
  close() {
    return super.close();
  }
  supportsRandomAccess() {
    return true;
  }
  setPosition(position) {
    this.validateLength(position, "position");
    this.position = position;
  }
};

// node_modules/strtok3/lib/ReadStreamTokenizer.js
var ignoreChunkSize = 256e3;
var ReadStreamTokenizer = class extends AbstractTokenizer {
  /**
   * Constructor
   * @param streamReader stream-reader to read from
   * @param options Tokenizer options
   */
  constructor(streamReader, options) {
    super(options);
    this.streamReader = streamReader;
    this.fileInfo = options?.fileInfo ?? {};
  }
  /**
   * Read buffer from tokenizer
   * @param uint8Array - Target Uint8Array to fill with data read from the tokenizer-stream
   * @param options - Read behaviour options
   * @returns Promise with number of bytes read
   */
  async readBuffer(uint8Array, options) {
    const normOptions = this.normalizeOptions(uint8Array, options);
    const skipBytes = normOptions.position - this.position;
    if (skipBytes > 0) {
      await this.ignore(skipBytes);
      return this.readBuffer(uint8Array, options);
    }
    if (skipBytes < 0) {
      throw new Error("`options.position` must be equal or greater than `tokenizer.position`");
    }
    if (normOptions.length === 0) {
      return 0;
    }
    let bytesRead = 0;
    while (bytesRead < normOptions.length) {
      const chunkLength = Math.min(this.maxBufferSize, normOptions.length - bytesRead);
      const count = await this.streamReader.read(uint8Array.subarray(bytesRead, bytesRead + chunkLength), true);
      bytesRead += count;
      this.position += count;
      if (count < chunkLength) {
        break;
      }
    }
    if (!normOptions.mayBeLess && bytesRead < normOptions.length) {
      throw new EndOfStreamError();
    }
    return bytesRead;
  }
  /**
   * Peek (read ahead) buffer from tokenizer
   * @param uint8Array - Uint8Array (or Buffer) to write data to
   * @param options - Read behaviour options
   * @returns Promise with number of bytes peeked
   */
  async peekBuffer(uint8Array, options) {
    const normOptions = this.normalizeOptions(uint8Array, options);
    if (normOptions.length === 0) {
      return 0;
    }
    if (this.fileInfo.size !== void 0 && normOptions.position >= this.fileInfo.size) {
      if (normOptions.mayBeLess) {
        return 0;
      }
      throw new EndOfStreamError();
    }
    const lookaheadSize = normOptions.length + normOptions.position - this.position;
    this.validateBufferSize(lookaheadSize);
    let bytesRead = 0;
    if (normOptions.position) {
      const skipBytes = normOptions.position - this.position;
      if (skipBytes > 0) {
        const skipBuffer = new Uint8Array(normOptions.length + skipBytes);
        bytesRead = await this.peekBuffer(skipBuffer, { mayBeLess: normOptions.mayBeLess });
        const bytesPeeked = Math.max(0, bytesRead - skipBytes);
        uint8Array.set(skipBuffer.subarray(skipBytes, skipBytes + bytesPeeked));
        return bytesPeeked;
      }
      if (skipBytes < 0) {
        throw new Error("Cannot peek from a negative offset in a stream");
      }
    }
    if (normOptions.length > 0) {
      try {
        const peekBuffer = new Uint8Array(normOptions.length);
        bytesRead = await this.streamReader.peek(peekBuffer, true);
        uint8Array.set(peekBuffer.subarray(0, bytesRead));
      } catch (err) {
        if (options?.mayBeLess && err instanceof EndOfStreamError) {
          return 0;
        }
        throw err;
      }
      if (!normOptions.mayBeLess && bytesRead < normOptions.length) {
        throw new EndOfStreamError();
      }
    }
    return bytesRead;
  }
  /**
   * @param length Number of bytes to ignore. Must be ≥ 0.
   */
  async ignore(length) {
    if (length < 0) {
      throw new RangeError("ignore length must be \u2265 0 bytes");
    }
    this.validateLength(length, "ignore length");
    this.validateLength(this.position + length, "end position");
    if (length > 0 && this.fileInfo.size !== void 0 && length > this.fileInfo.size - this.position) {
      throw new EndOfStreamError();
    }
    const bufSize = Math.min(ignoreChunkSize, this.maxBufferSize, length);
    const buf = new Uint8Array(bufSize);
    let totBytesRead = 0;
    while (totBytesRead < length) {
      const remaining = length - totBytesRead;
      const bytesRead = await this.readBuffer(buf, { length: Math.min(bufSize, remaining) });
      if (bytesRead < 0) {
        return bytesRead;
      }
      totBytesRead += bytesRead;
    }
    return totBytesRead;
  }
  abort() {
    this.removeAbortListener();
    return this.streamReader.abort();
  }
  async close() {
    this.removeAbortListener();
    return this.streamReader.close();
  }
  supportsRandomAccess() {
    return false;
  }
};

// node_modules/strtok3/lib/core.js
function fromWebStream(webStream, options) {
  getMaxBufferSize(options);
  throwIfAborted(options?.abortSignal);
  const webStreamReader = makeWebStreamReader(webStream);
  return new ReadStreamTokenizer(webStreamReader, options);
}
function fromBuffer(uint8Array, options) {
  return new BufferTokenizer(uint8Array, options);
}
function fromBlob(blob, options) {
  return new BlobTokenizer(blob, options);
}

// node_modules/strtok3/lib/FileTokenizer.js
import { constants } from "node:fs";
import fs, {} from "node:fs/promises";

// node_modules/strtok3/lib/NotRegularFileError.js
var NotRegularFileError = class extends Error {
  constructor(path) {
    super(`Not a regular file: ${path}`);
    this.path = path;
    this.name = "NotRegularFileError";
  }
};

// node_modules/strtok3/lib/FileTokenizer.js
var FileTokenizer = class _FileTokenizer extends AbstractTokenizer {
  /**
   * Create tokenizer from provided file path
   * @param sourceFilePath File path
   * @param options Tokenizer options
   */
  static async fromFile(sourceFilePath, options) {
    getMaxBufferSize(options);
    throwIfAborted(options?.abortSignal);
    const flags = options?.regularFileOnly ? constants.O_RDONLY | constants.O_NONBLOCK : "r";
    const fileHandle = await fs.open(sourceFilePath, flags);
    try {
      const stat = await fileHandle.stat();
      if (options?.regularFileOnly && !stat.isFile()) {
        throw new NotRegularFileError(sourceFilePath);
      }
      return new _FileTokenizer(fileHandle, {
        ...options,
        fileInfo: { ...options?.fileInfo, path: sourceFilePath, size: stat.size }
      });
    } catch (error) {
      await fileHandle.close();
      throw error;
    }
  }
  constructor(fileHandle, options) {
    super(options);
    this.fileHandle = fileHandle;
    this.fileInfo = options.fileInfo;
  }
  /**
   * Read buffer from file
   * @param uint8Array - Uint8Array to write result to
   * @param options - Read behaviour options
   * @returns Promise number of bytes read
   */
  async readBuffer(uint8Array, options) {
    const normOptions = this.normalizeOptions(uint8Array, options);
    this.position = normOptions.position;
    return this.readBufferAt(uint8Array, normOptions, true);
  }
  /**
   * Peek buffer from file
   * @param uint8Array - Uint8Array (or Buffer) to write data to
   * @param options - Read behaviour options
   * @returns Promise number of bytes read
   */
  async peekBuffer(uint8Array, options) {
    return this.readBufferAt(uint8Array, this.normalizeOptions(uint8Array, options), false);
  }
  /**
   * Fill requests across short file reads; only a zero-byte read establishes EOF.
   * Keep this policy below token decoding and independent of the size recorded at open.
   * mayBeLess tolerates EOF, not fragmentation; peeks never commit cursor progress.
   */
  async readBufferAt(uint8Array, options, advancePosition) {
    let bytesRead = 0;
    while (bytesRead < options.length) {
      const res = await this.fileHandle.read(uint8Array, bytesRead, options.length - bytesRead, options.position + bytesRead);
      bytesRead += res.bytesRead;
      if (advancePosition) {
        this.position += res.bytesRead;
      }
      if (res.bytesRead === 0) {
        break;
      }
    }
    if (!options.mayBeLess && bytesRead < options.length) {
      throw new EndOfStreamError();
    }
    return bytesRead;
  }
  async closeOnce() {
    await this.fileHandle.close();
    await super.closeOnce();
  }
  setPosition(position) {
    this.validateLength(position, "position");
    this.position = position;
  }
  supportsRandomAccess() {
    return true;
  }
};

// node_modules/strtok3/lib/index.js
var fromFile = FileTokenizer.fromFile;

// node_modules/@borewit/text-codec/lib/index.js
var WINDOWS_1252_EXTRA = {
  128: "\u20AC",
  130: "\u201A",
  131: "\u0192",
  132: "\u201E",
  133: "\u2026",
  134: "\u2020",
  135: "\u2021",
  136: "\u02C6",
  137: "\u2030",
  138: "\u0160",
  139: "\u2039",
  140: "\u0152",
  142: "\u017D",
  145: "\u2018",
  146: "\u2019",
  147: "\u201C",
  148: "\u201D",
  149: "\u2022",
  150: "\u2013",
  151: "\u2014",
  152: "\u02DC",
  153: "\u2122",
  154: "\u0161",
  155: "\u203A",
  156: "\u0153",
  158: "\u017E",
  159: "\u0178"
};
var WINDOWS_1252_REVERSE = {};
for (const [code, char] of Object.entries(WINDOWS_1252_EXTRA)) {
  WINDOWS_1252_REVERSE[char] = Number.parseInt(code, 10);
}
var _utf8Decoder;
var _utf8Encoder;
function utf8Decoder() {
  if (_utf8Decoder === void 0) {
    try {
      _utf8Decoder = typeof globalThis.TextDecoder === "undefined" ? null : new globalThis.TextDecoder("utf-8");
    } catch {
      _utf8Decoder = null;
    }
  }
  return _utf8Decoder !== null && _utf8Decoder !== void 0 ? _utf8Decoder : void 0;
}
function utf8Encoder() {
  if (_utf8Encoder === void 0) {
    try {
      _utf8Encoder = typeof globalThis.TextEncoder === "undefined" ? null : new globalThis.TextEncoder();
    } catch {
      _utf8Encoder = null;
    }
  }
  return _utf8Encoder !== null && _utf8Encoder !== void 0 ? _utf8Encoder : void 0;
}
var CHUNK = 32 * 1024;
var REPLACEMENT = 65533;
function textDecode(bytes, encoding = "utf-8") {
  switch (encoding.toLowerCase()) {
    case "utf-8":
    case "utf8": {
      const dec = utf8Decoder();
      return dec ? dec.decode(bytes) : decodeUTF8(bytes);
    }
    case "utf-16le":
      return decodeUTF16LE(bytes);
    case "us-ascii":
    case "ascii":
      return decodeASCII(bytes);
    case "latin1":
    case "iso-8859-1":
      return decodeLatin1(bytes);
    case "windows-1252":
      return decodeWindows1252(bytes);
    default:
      throw new RangeError(`Encoding '${encoding}' not supported`);
  }
}
function textEncode(input = "", encoding = "utf-8") {
  switch (encoding.toLowerCase()) {
    case "utf-8":
    case "utf8": {
      const enc = utf8Encoder();
      return enc ? enc.encode(input) : encodeUTF8(input);
    }
    case "utf-16le":
      return encodeUTF16LE(input);
    case "us-ascii":
    case "ascii":
      return encodeASCII(input);
    case "latin1":
    case "iso-8859-1":
      return encodeLatin1(input);
    case "windows-1252":
      return encodeWindows1252(input);
    default:
      throw new RangeError(`Encoding '${encoding}' not supported`);
  }
}
function flushChunk(parts, chunk) {
  if (chunk.length === 0) {
    return;
  }
  parts.push(String.fromCharCode.apply(null, chunk));
  chunk.length = 0;
}
function pushCodeUnit(parts, chunk, codeUnit) {
  chunk.push(codeUnit);
  if (chunk.length >= CHUNK) {
    flushChunk(parts, chunk);
  }
}
function pushCodePoint(parts, chunk, cp) {
  if (cp <= 65535) {
    pushCodeUnit(parts, chunk, cp);
    return;
  }
  cp -= 65536;
  pushCodeUnit(parts, chunk, 55296 + (cp >> 10));
  pushCodeUnit(parts, chunk, 56320 + (cp & 1023));
}
function decodeUTF8(bytes) {
  const parts = [];
  const chunk = [];
  let i = 0;
  if (bytes.length >= 3 && bytes[0] === 239 && bytes[1] === 187 && bytes[2] === 191) {
    i = 3;
  }
  while (i < bytes.length) {
    const b1 = bytes[i];
    if (b1 <= 127) {
      pushCodeUnit(parts, chunk, b1);
      i++;
      continue;
    }
    if (b1 < 194 || b1 > 244) {
      pushCodeUnit(parts, chunk, REPLACEMENT);
      i++;
      continue;
    }
    const length = b1 <= 223 ? 2 : b1 <= 239 ? 3 : 4;
    let cp = b1 & 127 >> length;
    let lower = b1 === 224 ? 160 : b1 === 240 ? 144 : 128;
    let upper = b1 === 237 ? 159 : b1 === 244 ? 143 : 191;
    let consumed = 1;
    i++;
    while (consumed < length && i < bytes.length) {
      const next = bytes[i];
      if (next < lower || next > upper) {
        break;
      }
      cp = cp << 6 | next & 63;
      consumed++;
      i++;
      lower = 128;
      upper = 191;
    }
    pushCodePoint(parts, chunk, consumed === length ? cp : REPLACEMENT);
  }
  flushChunk(parts, chunk);
  return parts.join("");
}
function decodeUTF16LE(bytes) {
  const parts = [];
  const chunk = [];
  const len = bytes.length;
  let i = 0;
  if (len >= 2 && bytes[0] === 255 && bytes[1] === 254) {
    i = 2;
  }
  while (i + 1 < len) {
    const u1 = bytes[i] | bytes[i + 1] << 8;
    i += 2;
    if (u1 >= 55296 && u1 <= 56319) {
      if (i + 1 < len) {
        const u2 = bytes[i] | bytes[i + 1] << 8;
        if (u2 >= 56320 && u2 <= 57343) {
          pushCodeUnit(parts, chunk, u1);
          pushCodeUnit(parts, chunk, u2);
          i += 2;
        } else {
          pushCodeUnit(parts, chunk, REPLACEMENT);
        }
      } else {
        pushCodeUnit(parts, chunk, REPLACEMENT);
      }
      continue;
    }
    if (u1 >= 56320 && u1 <= 57343) {
      pushCodeUnit(parts, chunk, REPLACEMENT);
      continue;
    }
    pushCodeUnit(parts, chunk, u1);
  }
  if (i < len) {
    pushCodeUnit(parts, chunk, REPLACEMENT);
  }
  flushChunk(parts, chunk);
  return parts.join("");
}
function decodeASCII(bytes) {
  const parts = [];
  for (let i = 0; i < bytes.length; i += CHUNK) {
    const end = Math.min(bytes.length, i + CHUNK);
    const codes = new Array(end - i);
    for (let j = i, k = 0; j < end; j++, k++) {
      codes[k] = bytes[j] & 127;
    }
    parts.push(String.fromCharCode.apply(null, codes));
  }
  return parts.join("");
}
function decodeLatin1(bytes) {
  const parts = [];
  for (let i = 0; i < bytes.length; i += CHUNK) {
    const end = Math.min(bytes.length, i + CHUNK);
    const codes = new Array(end - i);
    for (let j = i, k = 0; j < end; j++, k++) {
      codes[k] = bytes[j];
    }
    parts.push(String.fromCharCode.apply(null, codes));
  }
  return parts.join("");
}
function decodeWindows1252(bytes) {
  const parts = [];
  let out = "";
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    const extra = b >= 128 && b <= 159 ? WINDOWS_1252_EXTRA[b] : void 0;
    out += extra !== null && extra !== void 0 ? extra : String.fromCharCode(b);
    if (out.length >= CHUNK) {
      parts.push(out);
      out = "";
    }
  }
  if (out) {
    parts.push(out);
  }
  return parts.join("");
}
function encodeUTF8(str2) {
  const out = [];
  for (let i = 0; i < str2.length; i++) {
    let cp = str2.charCodeAt(i);
    if (cp >= 55296 && cp <= 56319) {
      if (i + 1 < str2.length) {
        const lo = str2.charCodeAt(i + 1);
        if (lo >= 56320 && lo <= 57343) {
          cp = 65536 + (cp - 55296 << 10) + (lo - 56320);
          i++;
        } else {
          cp = REPLACEMENT;
        }
      } else {
        cp = REPLACEMENT;
      }
    } else if (cp >= 56320 && cp <= 57343) {
      cp = REPLACEMENT;
    }
    if (cp < 128) {
      out.push(cp);
    } else if (cp < 2048) {
      out.push(192 | cp >> 6, 128 | cp & 63);
    } else if (cp < 65536) {
      out.push(224 | cp >> 12, 128 | cp >> 6 & 63, 128 | cp & 63);
    } else {
      out.push(240 | cp >> 18, 128 | cp >> 12 & 63, 128 | cp >> 6 & 63, 128 | cp & 63);
    }
  }
  return new Uint8Array(out);
}
function encodeUTF16LE(str2) {
  const units = [];
  for (let i = 0; i < str2.length; i++) {
    const u = str2.charCodeAt(i);
    if (u >= 55296 && u <= 56319) {
      if (i + 1 < str2.length) {
        const lo = str2.charCodeAt(i + 1);
        if (lo >= 56320 && lo <= 57343) {
          units.push(u, lo);
          i++;
        } else {
          units.push(REPLACEMENT);
        }
      } else {
        units.push(REPLACEMENT);
      }
      continue;
    }
    if (u >= 56320 && u <= 57343) {
      units.push(REPLACEMENT);
      continue;
    }
    units.push(u);
  }
  const out = new Uint8Array(units.length * 2);
  for (let i = 0; i < units.length; i++) {
    const code = units[i];
    const o = i * 2;
    out[o] = code & 255;
    out[o + 1] = code >>> 8;
  }
  return out;
}
function encodeASCII(str2) {
  const out = new Uint8Array(str2.length);
  for (let i = 0; i < str2.length; i++) {
    out[i] = str2.charCodeAt(i) & 127;
  }
  return out;
}
function encodeLatin1(str2) {
  const out = new Uint8Array(str2.length);
  for (let i = 0; i < str2.length; i++) {
    out[i] = str2.charCodeAt(i) & 255;
  }
  return out;
}
function encodeWindows1252(str2) {
  const out = new Uint8Array(str2.length);
  for (let i = 0; i < str2.length; i++) {
    const ch = str2[i];
    const code = ch.charCodeAt(0);
    if (WINDOWS_1252_REVERSE[ch] !== void 0) {
      out[i] = WINDOWS_1252_REVERSE[ch];
      continue;
    }
    if (code >= 0 && code <= 127 || code >= 160 && code <= 255) {
      out[i] = code;
      continue;
    }
    out[i] = 63;
  }
  return out;
}

// node_modules/token-types/dist/lib/index.js
var ieee754 = __toESM(require_ieee754(), 1);
function dv(array) {
  return new DataView(array.buffer, array.byteOffset);
}
var UINT8 = {
  len: 1,
  get(array, offset) {
    return dv(array).getUint8(offset);
  },
  put(array, offset, value) {
    dv(array).setUint8(offset, value);
    return offset + 1;
  }
};
var UINT16_LE = {
  len: 2,
  get(array, offset) {
    return dv(array).getUint16(offset, true);
  },
  put(array, offset, value) {
    dv(array).setUint16(offset, value, true);
    return offset + 2;
  }
};
var UINT16_BE = {
  len: 2,
  get(array, offset) {
    return dv(array).getUint16(offset);
  },
  put(array, offset, value) {
    dv(array).setUint16(offset, value);
    return offset + 2;
  }
};
var UINT32_LE = {
  len: 4,
  get(array, offset) {
    return dv(array).getUint32(offset, true);
  },
  put(array, offset, value) {
    dv(array).setUint32(offset, value, true);
    return offset + 4;
  }
};
var UINT32_BE = {
  len: 4,
  get(array, offset) {
    return dv(array).getUint32(offset);
  },
  put(array, offset, value) {
    dv(array).setUint32(offset, value);
    return offset + 4;
  }
};
var INT32_BE = {
  len: 4,
  get(array, offset) {
    return dv(array).getInt32(offset);
  },
  put(array, offset, value) {
    dv(array).setInt32(offset, value);
    return offset + 4;
  }
};
var UINT64_LE = {
  len: 8,
  get(array, offset) {
    return dv(array).getBigUint64(offset, true);
  },
  put(array, offset, value) {
    dv(array).setBigUint64(offset, value, true);
    return offset + 8;
  }
};
var StringType = class {
  constructor(len, encoding) {
    this.len = len;
    this.encoding = encoding;
  }
  get(data2, offset = 0) {
    const bytes = data2.subarray(offset, offset + this.len);
    return textDecode(bytes, this.encoding);
  }
  put(array, offset, value) {
    const bytes = textEncode(value, this.encoding);
    if (bytes.length !== this.len) {
      throw new RangeError(`Expected an encoded value of ${this.len} byte(s), got ${bytes.length}`);
    }
    array.set(bytes, offset);
    return offset + this.len;
  }
};

// node_modules/@tokenizer/inflate/lib/ZipHandler.js
var import_debug = __toESM(require_src(), 1);

// node_modules/@tokenizer/inflate/lib/ZipToken.js
var Signature = {
  LocalFileHeader: 67324752,
  DataDescriptor: 134695760,
  CentralFileHeader: 33639248,
  EndOfCentralDirectory: 101010256
};
var DataDescriptor = {
  get(array) {
    return {
      signature: UINT32_LE.get(array, 0),
      compressedSize: UINT32_LE.get(array, 8),
      uncompressedSize: UINT32_LE.get(array, 12)
    };
  },
  len: 16
};
var LocalFileHeaderToken = {
  get(array) {
    const flags = UINT16_LE.get(array, 6);
    return {
      signature: UINT32_LE.get(array, 0),
      minVersion: UINT16_LE.get(array, 4),
      dataDescriptor: !!(flags & 8),
      compressedMethod: UINT16_LE.get(array, 8),
      compressedSize: UINT32_LE.get(array, 18),
      uncompressedSize: UINT32_LE.get(array, 22),
      filenameLength: UINT16_LE.get(array, 26),
      extraFieldLength: UINT16_LE.get(array, 28),
      filename: null
    };
  },
  len: 30
};
var EndOfCentralDirectoryRecordToken = {
  get(array) {
    return {
      signature: UINT32_LE.get(array, 0),
      nrOfThisDisk: UINT16_LE.get(array, 4),
      nrOfThisDiskWithTheStart: UINT16_LE.get(array, 6),
      nrOfEntriesOnThisDisk: UINT16_LE.get(array, 8),
      nrOfEntriesOfSize: UINT16_LE.get(array, 10),
      sizeOfCd: UINT32_LE.get(array, 12),
      offsetOfStartOfCd: UINT32_LE.get(array, 16),
      zipFileCommentLength: UINT16_LE.get(array, 20)
    };
  },
  len: 22
};
var FileHeader = {
  get(array) {
    const flags = UINT16_LE.get(array, 8);
    return {
      signature: UINT32_LE.get(array, 0),
      minVersion: UINT16_LE.get(array, 6),
      dataDescriptor: !!(flags & 8),
      compressedMethod: UINT16_LE.get(array, 10),
      compressedSize: UINT32_LE.get(array, 20),
      uncompressedSize: UINT32_LE.get(array, 24),
      filenameLength: UINT16_LE.get(array, 28),
      extraFieldLength: UINT16_LE.get(array, 30),
      fileCommentLength: UINT16_LE.get(array, 32),
      relativeOffsetOfLocalHeader: UINT32_LE.get(array, 42),
      filename: null
    };
  },
  len: 46
};

// node_modules/@tokenizer/inflate/lib/ZipHandler.js
function signatureToArray(signature) {
  const signatureBytes = new Uint8Array(UINT32_LE.len);
  UINT32_LE.put(signatureBytes, 0, signature);
  return signatureBytes;
}
var debug = (0, import_debug.default)("tokenizer:inflate");
var syncBufferSize = 256 * 1024;
var ddSignatureArray = signatureToArray(Signature.DataDescriptor);
var eocdSignatureBytes = signatureToArray(Signature.EndOfCentralDirectory);
var ZipHandler = class _ZipHandler {
  constructor(tokenizer) {
    this.tokenizer = tokenizer;
    this.syncBuffer = new Uint8Array(syncBufferSize);
  }
  async isZip() {
    return await this.peekSignature() === Signature.LocalFileHeader;
  }
  peekSignature() {
    return this.tokenizer.peekToken(UINT32_LE);
  }
  async findEndOfCentralDirectoryLocator() {
    const randomReadTokenizer = this.tokenizer;
    const chunkLength = Math.min(16 * 1024, randomReadTokenizer.fileInfo.size);
    const buffer = this.syncBuffer.subarray(0, chunkLength);
    await this.tokenizer.readBuffer(buffer, { position: randomReadTokenizer.fileInfo.size - chunkLength });
    for (let i = buffer.length - 4; i >= 0; i--) {
      if (buffer[i] === eocdSignatureBytes[0] && buffer[i + 1] === eocdSignatureBytes[1] && buffer[i + 2] === eocdSignatureBytes[2] && buffer[i + 3] === eocdSignatureBytes[3]) {
        return randomReadTokenizer.fileInfo.size - chunkLength + i;
      }
    }
    return -1;
  }
  async readCentralDirectory() {
    if (!this.tokenizer.supportsRandomAccess()) {
      debug("Cannot reading central-directory without random-read support");
      return;
    }
    debug("Reading central-directory...");
    const pos = this.tokenizer.position;
    const offset = await this.findEndOfCentralDirectoryLocator();
    if (offset > 0) {
      debug("Central-directory 32-bit signature found");
      const eocdHeader = await this.tokenizer.readToken(EndOfCentralDirectoryRecordToken, offset);
      const files = [];
      this.tokenizer.setPosition(eocdHeader.offsetOfStartOfCd);
      for (let n = 0; n < eocdHeader.nrOfEntriesOfSize; ++n) {
        const entry = await this.tokenizer.readToken(FileHeader);
        if (entry.signature !== Signature.CentralFileHeader) {
          throw new Error("Expected Central-File-Header signature");
        }
        entry.filename = await this.tokenizer.readToken(new StringType(entry.filenameLength, "utf-8"));
        await this.tokenizer.ignore(entry.extraFieldLength);
        await this.tokenizer.ignore(entry.fileCommentLength);
        files.push(entry);
        debug(`Add central-directory file-entry: n=${n + 1}/${files.length}: filename=${files[n].filename}`);
      }
      this.tokenizer.setPosition(pos);
      return files;
    }
    this.tokenizer.setPosition(pos);
  }
  async unzip(fileCb) {
    const entries = await this.readCentralDirectory();
    if (entries) {
      return this.iterateOverCentralDirectory(entries, fileCb);
    }
    let stop = false;
    do {
      const zipHeader = await this.readLocalFileHeader();
      if (!zipHeader)
        break;
      const next = fileCb(zipHeader);
      stop = !!next.stop;
      let fileData;
      await this.tokenizer.ignore(zipHeader.extraFieldLength);
      if (zipHeader.dataDescriptor && zipHeader.compressedSize === 0) {
        const chunks = [];
        let len = syncBufferSize;
        debug("Compressed-file-size unknown, scanning for next data-descriptor-signature....");
        let nextHeaderIndex = -1;
        while (nextHeaderIndex < 0 && len === syncBufferSize) {
          len = await this.tokenizer.peekBuffer(this.syncBuffer, { mayBeLess: true });
          nextHeaderIndex = indexOf(this.syncBuffer.subarray(0, len), ddSignatureArray);
          const size = nextHeaderIndex >= 0 ? nextHeaderIndex : len;
          if (next.handler) {
            const data2 = new Uint8Array(size);
            await this.tokenizer.readBuffer(data2);
            chunks.push(data2);
          } else {
            await this.tokenizer.ignore(size);
          }
        }
        debug(`Found data-descriptor-signature at pos=${this.tokenizer.position}`);
        if (next.handler) {
          await this.inflate(zipHeader, mergeArrays(chunks), next.handler);
        }
      } else {
        if (next.handler) {
          debug(`Reading compressed-file-data: ${zipHeader.compressedSize} bytes`);
          fileData = new Uint8Array(zipHeader.compressedSize);
          await this.tokenizer.readBuffer(fileData);
          await this.inflate(zipHeader, fileData, next.handler);
        } else {
          debug(`Ignoring compressed-file-data: ${zipHeader.compressedSize} bytes`);
          await this.tokenizer.ignore(zipHeader.compressedSize);
        }
      }
      debug(`Reading data-descriptor at pos=${this.tokenizer.position}`);
      if (zipHeader.dataDescriptor) {
        const dataDescriptor = await this.tokenizer.readToken(DataDescriptor);
        if (dataDescriptor.signature !== 134695760) {
          throw new Error(`Expected data-descriptor-signature at position ${this.tokenizer.position - DataDescriptor.len}`);
        }
      }
    } while (!stop);
  }
  async iterateOverCentralDirectory(entries, fileCb) {
    for (const fileHeader of entries) {
      const next = fileCb(fileHeader);
      if (next.handler) {
        this.tokenizer.setPosition(fileHeader.relativeOffsetOfLocalHeader);
        const zipHeader = await this.readLocalFileHeader();
        if (zipHeader) {
          await this.tokenizer.ignore(zipHeader.extraFieldLength);
          const fileData = new Uint8Array(fileHeader.compressedSize);
          await this.tokenizer.readBuffer(fileData);
          await this.inflate(zipHeader, fileData, next.handler);
        }
      }
      if (next.stop)
        break;
    }
  }
  async inflate(zipHeader, fileData, cb) {
    if (zipHeader.compressedMethod === 0) {
      return cb(fileData);
    }
    if (zipHeader.compressedMethod !== 8) {
      throw new Error(`Unsupported ZIP compression method: ${zipHeader.compressedMethod}`);
    }
    debug(`Decompress filename=${zipHeader.filename}, compressed-size=${fileData.length}`);
    const uncompressedData = await _ZipHandler.decompressDeflateRaw(fileData);
    return cb(uncompressedData);
  }
  static async decompressDeflateRaw(data2) {
    const input = new ReadableStream({
      start(controller) {
        controller.enqueue(data2);
        controller.close();
      }
    });
    const ds = new DecompressionStream("deflate-raw");
    const output = input.pipeThrough(ds);
    try {
      const response = new Response(output);
      const buffer = await response.arrayBuffer();
      return new Uint8Array(buffer);
    } catch (err) {
      const message = err instanceof Error ? `Failed to deflate ZIP entry: ${err.message}` : "Unknown decompression error in ZIP entry";
      throw new TypeError(message);
    }
  }
  async readLocalFileHeader() {
    const signature = await this.tokenizer.peekToken(UINT32_LE);
    if (signature === Signature.LocalFileHeader) {
      const header = await this.tokenizer.readToken(LocalFileHeaderToken);
      header.filename = await this.tokenizer.readToken(new StringType(header.filenameLength, "utf-8"));
      return header;
    }
    if (signature === Signature.CentralFileHeader) {
      return false;
    }
    if (signature === 3759263696) {
      throw new Error("Encrypted ZIP");
    }
    throw new Error("Unexpected signature");
  }
};
function indexOf(buffer, portion) {
  const bufferLength = buffer.length;
  const portionLength = portion.length;
  if (portionLength > bufferLength)
    return -1;
  for (let i = 0; i <= bufferLength - portionLength; i++) {
    let found = true;
    for (let j = 0; j < portionLength; j++) {
      if (buffer[i + j] !== portion[j]) {
        found = false;
        break;
      }
    }
    if (found) {
      return i;
    }
  }
  return -1;
}
function mergeArrays(chunks) {
  const totalLength = chunks.reduce((acc, curr) => acc + curr.length, 0);
  const mergedArray = new Uint8Array(totalLength);
  let offset = 0;
  for (const chunk of chunks) {
    mergedArray.set(chunk, offset);
    offset += chunk.length;
  }
  return mergedArray;
}

// node_modules/@tokenizer/inflate/lib/GzipHandler.js
var GzipHandler = class {
  constructor(tokenizer) {
    this.tokenizer = tokenizer;
  }
  inflate() {
    const tokenizer = this.tokenizer;
    return new ReadableStream({
      async pull(controller) {
        const buffer = new Uint8Array(1024);
        const size = await tokenizer.readBuffer(buffer, { mayBeLess: true });
        if (size === 0) {
          controller.close();
          return;
        }
        controller.enqueue(buffer.subarray(0, size));
      }
    }).pipeThrough(new DecompressionStream("gzip"));
  }
};

// node_modules/uint8array-extras/index.js
var cachedDecoders = {
  utf8: new globalThis.TextDecoder("utf8")
};
var cachedEncoder = new globalThis.TextEncoder();
var byteToHexLookupTable = Array.from({ length: 256 }, (_, index) => index.toString(16).padStart(2, "0"));
function getUintBE(view) {
  const { byteLength } = view;
  if (byteLength === 6) {
    return view.getUint16(0) * 2 ** 32 + view.getUint32(2);
  }
  if (byteLength === 5) {
    return view.getUint8(0) * 2 ** 32 + view.getUint32(1);
  }
  if (byteLength === 4) {
    return view.getUint32(0);
  }
  if (byteLength === 3) {
    return view.getUint8(0) * 2 ** 16 + view.getUint16(1);
  }
  if (byteLength === 2) {
    return view.getUint16(0);
  }
  if (byteLength === 1) {
    return view.getUint8(0);
  }
}

// node_modules/file-type/util.js
function stringToBytes(string, encoding) {
  if (encoding === "utf-16le") {
    const bytes = [];
    for (let index = 0; index < string.length; index++) {
      const code = string.charCodeAt(index);
      bytes.push(code & 255, code >> 8 & 255);
    }
    return bytes;
  }
  if (encoding === "utf-16be") {
    const bytes = [];
    for (let index = 0; index < string.length; index++) {
      const code = string.charCodeAt(index);
      bytes.push(code >> 8 & 255, code & 255);
    }
    return bytes;
  }
  return [...string].map((character) => character.charCodeAt(0));
}
function tarHeaderChecksumMatches(arrayBuffer, offset = 0) {
  const readSum = Number.parseInt(new StringType(6).get(arrayBuffer, 148).replace(/\0.*$/, "").trim(), 8);
  if (Number.isNaN(readSum)) {
    return false;
  }
  let sum = 8 * 32;
  for (let index = offset; index < offset + 148; index++) {
    sum += arrayBuffer[index];
  }
  for (let index = offset + 156; index < offset + 512; index++) {
    sum += arrayBuffer[index];
  }
  return readSum === sum;
}
var uint32SyncSafeToken = {
  get: (buffer, offset) => buffer[offset + 3] & 127 | buffer[offset + 2] << 7 | buffer[offset + 1] << 14 | buffer[offset] << 21,
  len: 4
};

// node_modules/file-type/supported.js
var extensions = [
  "jpg",
  "png",
  "apng",
  "gif",
  "webp",
  "flif",
  "xcf",
  "cr2",
  "cr3",
  "orf",
  "arw",
  "dng",
  "nef",
  "rw2",
  "raf",
  "tif",
  "bmp",
  "icns",
  "jxr",
  "psd",
  "indd",
  "zip",
  "tar",
  "rar",
  "gz",
  "bz2",
  "7z",
  "dmg",
  "mp4",
  "mid",
  "mkv",
  "webm",
  "mov",
  "avi",
  "mpg",
  "mp2",
  "mp3",
  "m4a",
  "oga",
  "ogg",
  "ogv",
  "opus",
  "flac",
  "wav",
  "spx",
  "amr",
  "pdf",
  "epub",
  "elf",
  "macho",
  "exe",
  "swf",
  "rtf",
  "wasm",
  "woff",
  "woff2",
  "eot",
  "ttf",
  "otf",
  "ttc",
  "ico",
  "flv",
  "ps",
  "xz",
  "sqlite",
  "nes",
  "crx",
  "xpi",
  "cab",
  "deb",
  "ar",
  "rpm",
  "Z",
  "lz",
  "cfb",
  "mxf",
  "mts",
  "blend",
  "bpg",
  "docx",
  "pptx",
  "xlsx",
  "3gp",
  "3g2",
  "j2c",
  "jp2",
  "jpm",
  "jpx",
  "mj2",
  "aif",
  "qcp",
  "odt",
  "ods",
  "odp",
  "xml",
  "mobi",
  "heic",
  "cur",
  "ktx",
  "ape",
  "wv",
  "dcm",
  "ics",
  "glb",
  "pcap",
  "dsf",
  "lnk",
  "alias",
  "voc",
  "ac3",
  "m4v",
  "m4p",
  "m4b",
  "f4v",
  "f4p",
  "f4b",
  "f4a",
  "mie",
  "asf",
  "ogm",
  "ogx",
  "mpc",
  "arrow",
  "shp",
  "aac",
  "mp1",
  "it",
  "s3m",
  "xm",
  "skp",
  "avif",
  "eps",
  "lzh",
  "pgp",
  "asar",
  "stl",
  "chm",
  "3mf",
  "zst",
  "jxl",
  "vcf",
  "jls",
  "pst",
  "dwg",
  "parquet",
  "class",
  "arj",
  "cpio",
  "ace",
  "avro",
  "icc",
  "fbx",
  "vsdx",
  "vtt",
  "apk",
  "drc",
  "lz4",
  "potx",
  "xltx",
  "dotx",
  "xltm",
  "ott",
  "ots",
  "otp",
  "odg",
  "otg",
  "xlsm",
  "docm",
  "dotm",
  "potm",
  "pptm",
  "jar",
  "jmp",
  "rm",
  "sav",
  "ppsm",
  "ppsx",
  "tar.gz",
  "reg",
  "dat"
];
var mimeTypes = [
  "image/jpeg",
  "image/png",
  "image/gif",
  "image/webp",
  "image/flif",
  "image/x-xcf",
  "image/x-canon-cr2",
  "image/x-canon-cr3",
  "image/tiff",
  "image/bmp",
  "image/vnd.ms-photo",
  "image/vnd.adobe.photoshop",
  "application/x-indesign",
  "application/epub+zip",
  "application/x-xpinstall",
  "application/vnd.ms-powerpoint.slideshow.macroenabled.12",
  "application/vnd.oasis.opendocument.text",
  "application/vnd.oasis.opendocument.spreadsheet",
  "application/vnd.oasis.opendocument.presentation",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.openxmlformats-officedocument.presentationml.slideshow",
  "application/zip",
  "application/x-tar",
  "application/x-rar-compressed",
  "application/gzip",
  "application/x-bzip2",
  "application/x-7z-compressed",
  "application/x-apple-diskimage",
  "application/vnd.apache.arrow.file",
  "video/mp4",
  "audio/midi",
  "video/matroska",
  "video/webm",
  "video/quicktime",
  "video/vnd.avi",
  "audio/wav",
  "audio/qcelp",
  "audio/x-ms-asf",
  "video/x-ms-asf",
  "application/vnd.ms-asf",
  "video/mpeg",
  "video/3gpp",
  "audio/mpeg",
  "audio/mp4",
  // RFC 4337
  "video/ogg",
  "audio/ogg",
  "audio/ogg; codecs=opus",
  "application/ogg",
  "audio/flac",
  "audio/ape",
  "audio/wavpack",
  "audio/amr",
  "application/pdf",
  "application/x-elf",
  "application/x-mach-binary",
  "application/x-msdownload",
  "application/x-shockwave-flash",
  "application/rtf",
  "application/wasm",
  "font/woff",
  "font/woff2",
  "application/vnd.ms-fontobject",
  "font/ttf",
  "font/otf",
  "font/collection",
  "image/x-icon",
  "video/x-flv",
  "application/postscript",
  "application/eps",
  "application/x-xz",
  "application/x-sqlite3",
  "application/x-nintendo-nes-rom",
  "application/x-google-chrome-extension",
  "application/vnd.ms-cab-compressed",
  "application/x-deb",
  "application/x-unix-archive",
  "application/x-rpm",
  "application/x-compress",
  "application/x-lzip",
  "application/x-cfb",
  "application/x-mie",
  "application/mxf",
  "video/mp2t",
  "application/x-blender",
  "image/bpg",
  "image/j2c",
  "image/jp2",
  "image/jpx",
  "image/jpm",
  "image/mj2",
  "audio/aiff",
  "application/xml",
  "application/x-mobipocket-ebook",
  "image/heif",
  "image/heif-sequence",
  "image/heic",
  "image/heic-sequence",
  "image/icns",
  "image/ktx",
  "application/dicom",
  "audio/x-musepack",
  "text/calendar",
  "text/vcard",
  "text/vtt",
  "model/gltf-binary",
  "application/vnd.tcpdump.pcap",
  "audio/x-dsf",
  // Non-standard
  "application/x.ms.shortcut",
  // Invented by us
  "application/x.apple.alias",
  // Invented by us
  "audio/x-voc",
  "audio/vnd.dolby.dd-raw",
  "audio/x-m4a",
  "image/apng",
  "image/x-olympus-orf",
  "image/x-sony-arw",
  "image/x-adobe-dng",
  "image/x-nikon-nef",
  "image/x-panasonic-rw2",
  "image/x-fujifilm-raf",
  "video/x-m4v",
  "video/3gpp2",
  "application/x-esri-shape",
  "audio/aac",
  "audio/x-it",
  "audio/x-s3m",
  "audio/x-xm",
  "video/MP1S",
  "video/MP2P",
  "application/vnd.sketchup.skp",
  "image/avif",
  "application/x-lzh-compressed",
  "application/pgp-encrypted",
  "application/x-asar",
  "model/stl",
  "application/vnd.ms-htmlhelp",
  "model/3mf",
  "image/jxl",
  "application/zstd",
  "image/jls",
  "application/vnd.ms-outlook",
  "image/vnd.dwg",
  "application/vnd.apache.parquet",
  "application/java-vm",
  "application/x-arj",
  "application/x-cpio",
  "application/x-ace-compressed",
  "application/avro",
  "application/vnd.iccprofile",
  "application/x.autodesk.fbx",
  // Invented by us
  "application/vnd.visio",
  "application/vnd.android.package-archive",
  "application/vnd.google.draco",
  // Invented by us
  "application/x-lz4",
  // Invented by us
  "application/vnd.openxmlformats-officedocument.presentationml.template",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.template",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.template",
  "application/vnd.ms-excel.template.macroenabled.12",
  "application/vnd.oasis.opendocument.text-template",
  "application/vnd.oasis.opendocument.spreadsheet-template",
  "application/vnd.oasis.opendocument.presentation-template",
  "application/vnd.oasis.opendocument.graphics",
  "application/vnd.oasis.opendocument.graphics-template",
  "application/vnd.ms-excel.sheet.macroenabled.12",
  "application/vnd.ms-word.document.macroenabled.12",
  "application/vnd.ms-word.template.macroenabled.12",
  "application/vnd.ms-powerpoint.template.macroenabled.12",
  "application/vnd.ms-powerpoint.presentation.macroenabled.12",
  "application/java-archive",
  "application/vnd.rn-realmedia",
  "application/x-spss-sav",
  "application/x-ms-regedit",
  "application/x-ft-windows-registry-hive",
  "application/x-jmp-data"
];

// node_modules/file-type/core.js
var reasonableDetectionSizeInBytes = 4100;
var maximumMpegOffsetTolerance = reasonableDetectionSizeInBytes - 2;
var maximumZipEntrySizeInBytes = 1024 * 1024;
var maximumZipEntryCount = 1024;
var maximumZipBufferedReadSizeInBytes = 2 ** 31 - 1;
var maximumUntrustedSkipSizeInBytes = 16 * 1024 * 1024;
var maximumUnknownSizePayloadProbeSizeInBytes = maximumZipEntrySizeInBytes;
var maximumZipTextEntrySizeInBytes = maximumZipEntrySizeInBytes;
var maximumNestedGzipDetectionSizeInBytes = maximumUntrustedSkipSizeInBytes;
var maximumNestedGzipProbeDepth = 1;
var unknownSizeGzipProbeTimeoutInMilliseconds = 100;
var maximumId3HeaderSizeInBytes = maximumUntrustedSkipSizeInBytes;
var maximumEbmlDocumentTypeSizeInBytes = 64;
var maximumEbmlElementPayloadSizeInBytes = maximumUnknownSizePayloadProbeSizeInBytes;
var maximumEbmlElementCount = 256;
var maximumPngChunkCount = 512;
var maximumPngStreamScanBudgetInBytes = maximumUntrustedSkipSizeInBytes;
var maximumAsfHeaderObjectCount = 512;
var maximumTiffTagCount = 512;
var maximumDetectionReentryCount = 256;
var maximumPngChunkSizeInBytes = maximumUnknownSizePayloadProbeSizeInBytes;
var maximumAsfHeaderPayloadSizeInBytes = maximumUnknownSizePayloadProbeSizeInBytes;
var maximumTiffStreamIfdOffsetInBytes = maximumUnknownSizePayloadProbeSizeInBytes;
var maximumTiffIfdOffsetInBytes = maximumUntrustedSkipSizeInBytes;
var recoverableZipErrorMessages = /* @__PURE__ */ new Set([
  "Unexpected signature",
  "Encrypted ZIP",
  "Expected Central-File-Header signature"
]);
var recoverableZipErrorMessagePrefixes = [
  "ZIP entry count exceeds ",
  "Unsupported ZIP compression method:",
  "ZIP entry compressed data exceeds ",
  "ZIP entry decompressed data exceeds ",
  "Expected data-descriptor-signature at position "
];
var recoverableZipErrorCodes = /* @__PURE__ */ new Set([
  "Z_BUF_ERROR",
  "Z_DATA_ERROR",
  "ERR_INVALID_STATE"
]);
var ParserHardLimitError = class extends Error {
};
function patchWebByobTokenizerClose(tokenizer) {
  const streamReader = tokenizer?.streamReader;
  if (streamReader?.constructor?.name !== "WebStreamByobReader") {
    return tokenizer;
  }
  const { reader } = streamReader;
  const cancelAndRelease = async () => {
    await reader.cancel();
    reader.releaseLock();
  };
  streamReader.close = cancelAndRelease;
  streamReader.abort = async () => {
    streamReader.interrupted = true;
    await cancelAndRelease();
  };
  return tokenizer;
}
function getSafeBound(value, maximum, reason) {
  if (!Number.isFinite(value) || value < 0 || value > maximum) {
    throw new ParserHardLimitError(`${reason} has invalid size ${value} (maximum ${maximum} bytes)`);
  }
  return value;
}
async function safeIgnore(tokenizer, length, { maximumLength = maximumUntrustedSkipSizeInBytes, reason = "skip" } = {}) {
  const safeLength = getSafeBound(length, maximumLength, reason);
  await tokenizer.ignore(safeLength);
}
async function safeReadBuffer(tokenizer, buffer, options, { maximumLength = buffer.length, reason = "read" } = {}) {
  const length = options?.length ?? buffer.length;
  const safeLength = getSafeBound(length, maximumLength, reason);
  return tokenizer.readBuffer(buffer, {
    ...options,
    length: safeLength
  });
}
async function decompressDeflateRawWithLimit(data2, { maximumLength = maximumZipEntrySizeInBytes } = {}) {
  const input = new ReadableStream({
    start(controller) {
      controller.enqueue(data2);
      controller.close();
    }
  });
  const output = input.pipeThrough(new DecompressionStream("deflate-raw"));
  const reader = output.getReader();
  const chunks = [];
  let totalLength = 0;
  try {
    for (; ; ) {
      const { done, value } = await reader.read();
      if (done) {
        break;
      }
      totalLength += value.length;
      if (totalLength > maximumLength) {
        await reader.cancel();
        throw new Error(`ZIP entry decompressed data exceeds ${maximumLength} bytes`);
      }
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const uncompressedData = new Uint8Array(totalLength);
  let offset = 0;
  for (const chunk of chunks) {
    uncompressedData.set(chunk, offset);
    offset += chunk.length;
  }
  return uncompressedData;
}
var zipDataDescriptorSignature = 134695760;
var zipDataDescriptorLengthInBytes = 16;
var zipDataDescriptorOverlapLengthInBytes = zipDataDescriptorLengthInBytes - 1;
function findZipDataDescriptorOffset(buffer, bytesConsumed) {
  if (buffer.length < zipDataDescriptorLengthInBytes) {
    return -1;
  }
  const lastPossibleDescriptorOffset = buffer.length - zipDataDescriptorLengthInBytes;
  for (let index = 0; index <= lastPossibleDescriptorOffset; index++) {
    if (UINT32_LE.get(buffer, index) === zipDataDescriptorSignature && UINT32_LE.get(buffer, index + 8) === bytesConsumed + index) {
      return index;
    }
  }
  return -1;
}
function isPngAncillaryChunk(type) {
  return (type.codePointAt(0) & 32) !== 0;
}
function mergeByteChunks(chunks, totalLength) {
  const merged = new Uint8Array(totalLength);
  let offset = 0;
  for (const chunk of chunks) {
    merged.set(chunk, offset);
    offset += chunk.length;
  }
  return merged;
}
async function readZipDataDescriptorEntryWithLimit(zipHandler, { shouldBuffer, maximumLength = maximumZipEntrySizeInBytes } = {}) {
  const { syncBuffer } = zipHandler;
  const { length: syncBufferLength } = syncBuffer;
  const chunks = [];
  let bytesConsumed = 0;
  for (; ; ) {
    const length = await zipHandler.tokenizer.peekBuffer(syncBuffer, { mayBeLess: true });
    const dataDescriptorOffset = findZipDataDescriptorOffset(syncBuffer.subarray(0, length), bytesConsumed);
    const retainedLength = dataDescriptorOffset >= 0 ? 0 : length === syncBufferLength ? Math.min(zipDataDescriptorOverlapLengthInBytes, length - 1) : 0;
    const chunkLength = dataDescriptorOffset >= 0 ? dataDescriptorOffset : length - retainedLength;
    if (chunkLength === 0) {
      break;
    }
    bytesConsumed += chunkLength;
    if (bytesConsumed > maximumLength) {
      throw new Error(`ZIP entry compressed data exceeds ${maximumLength} bytes`);
    }
    if (shouldBuffer) {
      const data2 = new Uint8Array(chunkLength);
      await zipHandler.tokenizer.readBuffer(data2);
      chunks.push(data2);
    } else {
      await zipHandler.tokenizer.ignore(chunkLength);
    }
    if (dataDescriptorOffset >= 0) {
      break;
    }
  }
  if (!hasUnknownFileSize(zipHandler.tokenizer)) {
    zipHandler.knownSizeDescriptorScannedBytes += bytesConsumed;
  }
  if (!shouldBuffer) {
    return;
  }
  return mergeByteChunks(chunks, bytesConsumed);
}
function getRemainingZipScanBudget(zipHandler, startOffset) {
  if (hasUnknownFileSize(zipHandler.tokenizer)) {
    return Math.max(0, maximumUntrustedSkipSizeInBytes - (zipHandler.tokenizer.position - startOffset));
  }
  return Math.max(0, maximumZipEntrySizeInBytes - zipHandler.knownSizeDescriptorScannedBytes);
}
async function readZipEntryData(zipHandler, zipHeader, { shouldBuffer, maximumDescriptorLength = maximumZipEntrySizeInBytes } = {}) {
  if (zipHeader.dataDescriptor && zipHeader.compressedSize === 0) {
    return readZipDataDescriptorEntryWithLimit(zipHandler, {
      shouldBuffer,
      maximumLength: maximumDescriptorLength
    });
  }
  if (!shouldBuffer) {
    await safeIgnore(zipHandler.tokenizer, zipHeader.compressedSize, {
      maximumLength: hasUnknownFileSize(zipHandler.tokenizer) ? maximumZipEntrySizeInBytes : zipHandler.tokenizer.fileInfo.size,
      reason: "ZIP entry compressed data"
    });
    return;
  }
  const maximumLength = getMaximumZipBufferedReadLength(zipHandler.tokenizer);
  if (!Number.isFinite(zipHeader.compressedSize) || zipHeader.compressedSize < 0 || zipHeader.compressedSize > maximumLength) {
    throw new Error(`ZIP entry compressed data exceeds ${maximumLength} bytes`);
  }
  const fileData = new Uint8Array(zipHeader.compressedSize);
  await zipHandler.tokenizer.readBuffer(fileData);
  return fileData;
}
ZipHandler.prototype.inflate = async function(zipHeader, fileData, callback) {
  if (zipHeader.compressedMethod === 0) {
    return callback(fileData);
  }
  if (zipHeader.compressedMethod !== 8) {
    throw new Error(`Unsupported ZIP compression method: ${zipHeader.compressedMethod}`);
  }
  const uncompressedData = await decompressDeflateRawWithLimit(fileData, { maximumLength: maximumZipEntrySizeInBytes });
  return callback(uncompressedData);
};
ZipHandler.prototype.unzip = async function(fileCallback) {
  let stop = false;
  let zipEntryCount = 0;
  const zipScanStart = this.tokenizer.position;
  this.knownSizeDescriptorScannedBytes = 0;
  do {
    if (hasExceededUnknownSizeScanBudget(this.tokenizer, zipScanStart, maximumUntrustedSkipSizeInBytes)) {
      throw new ParserHardLimitError(`ZIP stream probing exceeds ${maximumUntrustedSkipSizeInBytes} bytes`);
    }
    const zipHeader = await this.readLocalFileHeader();
    if (!zipHeader) {
      break;
    }
    zipEntryCount++;
    if (zipEntryCount > maximumZipEntryCount) {
      throw new Error(`ZIP entry count exceeds ${maximumZipEntryCount}`);
    }
    const next = fileCallback(zipHeader);
    stop = Boolean(next.stop);
    await this.tokenizer.ignore(zipHeader.extraFieldLength);
    const fileData = await readZipEntryData(this, zipHeader, {
      shouldBuffer: Boolean(next.handler),
      maximumDescriptorLength: Math.min(maximumZipEntrySizeInBytes, getRemainingZipScanBudget(this, zipScanStart))
    });
    if (next.handler) {
      await this.inflate(zipHeader, fileData, next.handler);
    }
    if (zipHeader.dataDescriptor) {
      const dataDescriptor = new Uint8Array(zipDataDescriptorLengthInBytes);
      await this.tokenizer.readBuffer(dataDescriptor);
      if (UINT32_LE.get(dataDescriptor, 0) !== zipDataDescriptorSignature) {
        throw new Error(`Expected data-descriptor-signature at position ${this.tokenizer.position - dataDescriptor.length}`);
      }
    }
    if (hasExceededUnknownSizeScanBudget(this.tokenizer, zipScanStart, maximumUntrustedSkipSizeInBytes)) {
      throw new ParserHardLimitError(`ZIP stream probing exceeds ${maximumUntrustedSkipSizeInBytes} bytes`);
    }
  } while (!stop);
};
function createByteLimitedReadableStream(stream, maximumBytes) {
  const reader = stream.getReader();
  let emittedBytes = 0;
  let sourceDone = false;
  let sourceCanceled = false;
  const cancelSource = async (reason) => {
    if (sourceDone || sourceCanceled) {
      return;
    }
    sourceCanceled = true;
    await reader.cancel(reason);
  };
  return new ReadableStream({
    async pull(controller) {
      if (emittedBytes >= maximumBytes) {
        controller.close();
        await cancelSource();
        return;
      }
      const { done, value } = await reader.read();
      if (done || !value) {
        sourceDone = true;
        controller.close();
        return;
      }
      const remainingBytes = maximumBytes - emittedBytes;
      if (value.length > remainingBytes) {
        controller.enqueue(value.subarray(0, remainingBytes));
        emittedBytes += remainingBytes;
        controller.close();
        await cancelSource();
        return;
      }
      controller.enqueue(value);
      emittedBytes += value.length;
    },
    async cancel(reason) {
      await cancelSource(reason);
    }
  });
}
async function fileTypeFromBuffer(input, options) {
  return new FileTypeParser(options).fromBuffer(input);
}
function getFileTypeFromMimeType(mimeType) {
  mimeType = mimeType.toLowerCase();
  switch (mimeType) {
    case "application/epub+zip":
      return {
        ext: "epub",
        mime: mimeType
      };
    case "application/vnd.oasis.opendocument.text":
      return {
        ext: "odt",
        mime: mimeType
      };
    case "application/vnd.oasis.opendocument.text-template":
      return {
        ext: "ott",
        mime: mimeType
      };
    case "application/vnd.oasis.opendocument.spreadsheet":
      return {
        ext: "ods",
        mime: mimeType
      };
    case "application/vnd.oasis.opendocument.spreadsheet-template":
      return {
        ext: "ots",
        mime: mimeType
      };
    case "application/vnd.oasis.opendocument.presentation":
      return {
        ext: "odp",
        mime: mimeType
      };
    case "application/vnd.oasis.opendocument.presentation-template":
      return {
        ext: "otp",
        mime: mimeType
      };
    case "application/vnd.oasis.opendocument.graphics":
      return {
        ext: "odg",
        mime: mimeType
      };
    case "application/vnd.oasis.opendocument.graphics-template":
      return {
        ext: "otg",
        mime: mimeType
      };
    case "application/vnd.openxmlformats-officedocument.presentationml.slideshow":
      return {
        ext: "ppsx",
        mime: mimeType
      };
    case "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet":
      return {
        ext: "xlsx",
        mime: mimeType
      };
    case "application/vnd.ms-excel.sheet.macroenabled":
      return {
        ext: "xlsm",
        mime: "application/vnd.ms-excel.sheet.macroenabled.12"
      };
    case "application/vnd.openxmlformats-officedocument.spreadsheetml.template":
      return {
        ext: "xltx",
        mime: mimeType
      };
    case "application/vnd.ms-excel.template.macroenabled":
      return {
        ext: "xltm",
        mime: "application/vnd.ms-excel.template.macroenabled.12"
      };
    case "application/vnd.ms-powerpoint.slideshow.macroenabled":
      return {
        ext: "ppsm",
        mime: "application/vnd.ms-powerpoint.slideshow.macroenabled.12"
      };
    case "application/vnd.openxmlformats-officedocument.wordprocessingml.document":
      return {
        ext: "docx",
        mime: mimeType
      };
    case "application/vnd.ms-word.document.macroenabled":
      return {
        ext: "docm",
        mime: "application/vnd.ms-word.document.macroenabled.12"
      };
    case "application/vnd.openxmlformats-officedocument.wordprocessingml.template":
      return {
        ext: "dotx",
        mime: mimeType
      };
    case "application/vnd.ms-word.template.macroenabledtemplate":
      return {
        ext: "dotm",
        mime: "application/vnd.ms-word.template.macroenabled.12"
      };
    case "application/vnd.openxmlformats-officedocument.presentationml.template":
      return {
        ext: "potx",
        mime: mimeType
      };
    case "application/vnd.ms-powerpoint.template.macroenabled":
      return {
        ext: "potm",
        mime: "application/vnd.ms-powerpoint.template.macroenabled.12"
      };
    case "application/vnd.openxmlformats-officedocument.presentationml.presentation":
      return {
        ext: "pptx",
        mime: mimeType
      };
    case "application/vnd.ms-powerpoint.presentation.macroenabled":
      return {
        ext: "pptm",
        mime: "application/vnd.ms-powerpoint.presentation.macroenabled.12"
      };
    case "application/vnd.ms-visio.drawing":
      return {
        ext: "vsdx",
        mime: "application/vnd.visio"
      };
    case "application/vnd.ms-package.3dmanufacturing-3dmodel+xml":
      return {
        ext: "3mf",
        mime: "model/3mf"
      };
    default:
  }
}
function _check(buffer, headers, options) {
  options = {
    offset: 0,
    ...options
  };
  for (const [index, header] of headers.entries()) {
    if (options.mask) {
      if (header !== (options.mask[index] & buffer[index + options.offset])) {
        return false;
      }
    } else if (header !== buffer[index + options.offset]) {
      return false;
    }
  }
  return true;
}
function normalizeSampleSize(sampleSize) {
  if (!Number.isFinite(sampleSize)) {
    return reasonableDetectionSizeInBytes;
  }
  return Math.max(1, Math.trunc(sampleSize));
}
function readByobReaderWithSignal(reader, buffer, signal) {
  if (signal === void 0) {
    return reader.read(buffer);
  }
  signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      signal.removeEventListener("abort", onAbort);
    };
    const onAbort = () => {
      const abortReason = signal.reason;
      cleanup();
      (async () => {
        try {
          await reader.cancel(abortReason);
        } catch {
        }
      })();
      reject(abortReason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
    (async () => {
      try {
        const result = await reader.read(buffer);
        cleanup();
        resolve(result);
      } catch (error) {
        cleanup();
        reject(error);
      }
    })();
  });
}
function normalizeMpegOffsetTolerance(mpegOffsetTolerance) {
  if (!Number.isFinite(mpegOffsetTolerance)) {
    return 0;
  }
  return Math.max(0, Math.min(maximumMpegOffsetTolerance, Math.trunc(mpegOffsetTolerance)));
}
function getKnownFileSizeOrMaximum(fileSize) {
  if (!Number.isFinite(fileSize)) {
    return Number.MAX_SAFE_INTEGER;
  }
  return Math.max(0, fileSize);
}
function hasUnknownFileSize(tokenizer) {
  const fileSize = tokenizer.fileInfo.size;
  return !Number.isFinite(fileSize) || fileSize === Number.MAX_SAFE_INTEGER;
}
function hasExceededUnknownSizeScanBudget(tokenizer, startOffset, maximumBytes) {
  return hasUnknownFileSize(tokenizer) && tokenizer.position - startOffset > maximumBytes;
}
function getMaximumZipBufferedReadLength(tokenizer) {
  const fileSize = tokenizer.fileInfo.size;
  const remainingBytes = Number.isFinite(fileSize) ? Math.max(0, fileSize - tokenizer.position) : Number.MAX_SAFE_INTEGER;
  return Math.min(remainingBytes, maximumZipBufferedReadSizeInBytes);
}
function isRecoverableZipError(error) {
  if (error instanceof EndOfStreamError) {
    return true;
  }
  if (error instanceof ParserHardLimitError) {
    return true;
  }
  if (!(error instanceof Error)) {
    return false;
  }
  if (recoverableZipErrorMessages.has(error.message)) {
    return true;
  }
  if (recoverableZipErrorCodes.has(error.code)) {
    return true;
  }
  for (const prefix of recoverableZipErrorMessagePrefixes) {
    if (error.message.startsWith(prefix)) {
      return true;
    }
  }
  return false;
}
function canReadZipEntryForDetection(zipHeader, maximumSize = maximumZipEntrySizeInBytes) {
  const sizes = [zipHeader.compressedSize, zipHeader.uncompressedSize];
  for (const size of sizes) {
    if (!Number.isFinite(size) || size < 0 || size > maximumSize) {
      return false;
    }
  }
  return true;
}
function createOpenXmlZipDetectionState() {
  return {
    hasContentTypesEntry: false,
    hasParsedContentTypesEntry: false,
    isParsingContentTypes: false,
    hasUnparseableContentTypes: false,
    hasWordDirectory: false,
    hasPresentationDirectory: false,
    hasSpreadsheetDirectory: false,
    hasThreeDimensionalModelEntry: false
  };
}
function updateOpenXmlZipDetectionStateFromFilename(openXmlState, filename) {
  if (filename.startsWith("word/")) {
    openXmlState.hasWordDirectory = true;
  }
  if (filename.startsWith("ppt/")) {
    openXmlState.hasPresentationDirectory = true;
  }
  if (filename.startsWith("xl/")) {
    openXmlState.hasSpreadsheetDirectory = true;
  }
  if (filename.startsWith("3D/") && filename.endsWith(".model")) {
    openXmlState.hasThreeDimensionalModelEntry = true;
  }
}
function getOpenXmlFileTypeFromZipEntries(openXmlState) {
  if (!openXmlState.hasContentTypesEntry || openXmlState.hasUnparseableContentTypes || openXmlState.isParsingContentTypes || openXmlState.hasParsedContentTypesEntry) {
    return;
  }
  if (openXmlState.hasWordDirectory) {
    return {
      ext: "docx",
      mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
    };
  }
  if (openXmlState.hasPresentationDirectory) {
    return {
      ext: "pptx",
      mime: "application/vnd.openxmlformats-officedocument.presentationml.presentation"
    };
  }
  if (openXmlState.hasSpreadsheetDirectory) {
    return {
      ext: "xlsx",
      mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    };
  }
  if (openXmlState.hasThreeDimensionalModelEntry) {
    return {
      ext: "3mf",
      mime: "model/3mf"
    };
  }
}
function getOpenXmlMimeTypeFromContentTypesXml(xmlContent) {
  const endPosition = xmlContent.indexOf('.main+xml"');
  if (endPosition === -1) {
    const mimeType = "application/vnd.ms-package.3dmanufacturing-3dmodel+xml";
    if (xmlContent.includes(`ContentType="${mimeType}"`)) {
      return mimeType;
    }
    return;
  }
  const truncatedContent = xmlContent.slice(0, endPosition);
  const firstQuotePosition = truncatedContent.lastIndexOf('"');
  return truncatedContent.slice(firstQuotePosition + 1);
}
var FileTypeParser = class _FileTypeParser {
  constructor(options) {
    const normalizedMpegOffsetTolerance = normalizeMpegOffsetTolerance(options?.mpegOffsetTolerance);
    this.options = {
      ...options,
      mpegOffsetTolerance: normalizedMpegOffsetTolerance
    };
    this.detectors = [
      ...this.options.customDetectors ?? [],
      { id: "core", detect: this.detectConfident },
      { id: "core.imprecise", detect: this.detectImprecise }
    ];
    this.tokenizerOptions = {
      abortSignal: this.options.signal
    };
    this.gzipProbeDepth = 0;
  }
  getTokenizerOptions() {
    return {
      ...this.tokenizerOptions
    };
  }
  createTokenizerFromWebStream(stream) {
    return patchWebByobTokenizerClose(fromWebStream(stream, this.getTokenizerOptions()));
  }
  async parseTokenizer(tokenizer, detectionReentryCount = 0) {
    this.detectionReentryCount = detectionReentryCount;
    const initialPosition = tokenizer.position;
    for (const detector of this.detectors) {
      let fileType2;
      try {
        fileType2 = await detector.detect(tokenizer);
      } catch (error) {
        if (error instanceof EndOfStreamError) {
          return;
        }
        if (error instanceof ParserHardLimitError) {
          return;
        }
        throw error;
      }
      if (fileType2) {
        return fileType2;
      }
      if (initialPosition !== tokenizer.position) {
        return void 0;
      }
    }
  }
  async fromTokenizer(tokenizer) {
    try {
      return await this.parseTokenizer(tokenizer);
    } finally {
      await tokenizer.close();
    }
  }
  async fromBuffer(input) {
    if (!(input instanceof Uint8Array || input instanceof ArrayBuffer)) {
      throw new TypeError(`Expected the \`input\` argument to be of type \`Uint8Array\` or \`ArrayBuffer\`, got \`${typeof input}\``);
    }
    const buffer = input instanceof Uint8Array ? input : new Uint8Array(input);
    if (!(buffer?.length > 1)) {
      return;
    }
    return this.fromTokenizer(fromBuffer(buffer, this.getTokenizerOptions()));
  }
  async fromBlob(blob) {
    this.options.signal?.throwIfAborted();
    const tokenizer = fromBlob(blob, this.getTokenizerOptions());
    return this.fromTokenizer(tokenizer);
  }
  async fromStream(stream) {
    this.options.signal?.throwIfAborted();
    const tokenizer = this.createTokenizerFromWebStream(stream);
    return this.fromTokenizer(tokenizer);
  }
  async toDetectionStream(stream, options) {
    const sampleSize = normalizeSampleSize(options?.sampleSize ?? reasonableDetectionSizeInBytes);
    let detectedFileType;
    let firstChunk;
    const reader = stream.getReader({ mode: "byob" });
    try {
      const { value: chunk, done } = await readByobReaderWithSignal(reader, new Uint8Array(sampleSize), this.options.signal);
      firstChunk = chunk;
      if (!done && chunk) {
        try {
          detectedFileType = await this.fromBuffer(chunk.subarray(0, sampleSize));
        } catch (error) {
          if (!(error instanceof EndOfStreamError)) {
            throw error;
          }
          detectedFileType = void 0;
        }
      }
      firstChunk = chunk;
    } finally {
      reader.releaseLock();
    }
    const transformStream = new TransformStream({
      async start(controller) {
        controller.enqueue(firstChunk);
      },
      transform(chunk, controller) {
        controller.enqueue(chunk);
      }
    });
    const newStream = stream.pipeThrough(transformStream);
    newStream.fileType = detectedFileType;
    return newStream;
  }
  async detectGzip(tokenizer) {
    if (this.gzipProbeDepth >= maximumNestedGzipProbeDepth) {
      return {
        ext: "gz",
        mime: "application/gzip"
      };
    }
    const gzipHandler = new GzipHandler(tokenizer);
    const limitedInflatedStream = createByteLimitedReadableStream(gzipHandler.inflate(), maximumNestedGzipDetectionSizeInBytes);
    const hasUnknownSize = hasUnknownFileSize(tokenizer);
    let timeout;
    let probeSignal;
    let probeParser;
    let compressedFileType;
    if (hasUnknownSize) {
      const timeoutController = new AbortController();
      timeout = setTimeout(() => {
        timeoutController.abort(new DOMException(`Operation timed out after ${unknownSizeGzipProbeTimeoutInMilliseconds} ms`, "TimeoutError"));
      }, unknownSizeGzipProbeTimeoutInMilliseconds);
      probeSignal = this.options.signal === void 0 ? timeoutController.signal : AbortSignal.any([this.options.signal, timeoutController.signal]);
      probeParser = new _FileTypeParser({
        ...this.options,
        signal: probeSignal
      });
      probeParser.gzipProbeDepth = this.gzipProbeDepth + 1;
    } else {
      this.gzipProbeDepth++;
    }
    try {
      compressedFileType = await (probeParser ?? this).fromStream(limitedInflatedStream);
    } catch (error) {
      if (error?.name === "AbortError" && probeSignal?.reason?.name !== "TimeoutError") {
        throw error;
      }
    } finally {
      clearTimeout(timeout);
      if (!hasUnknownSize) {
        this.gzipProbeDepth--;
      }
    }
    if (compressedFileType?.ext === "tar") {
      return {
        ext: "tar.gz",
        mime: "application/gzip"
      };
    }
    return {
      ext: "gz",
      mime: "application/gzip"
    };
  }
  check(header, options) {
    return _check(this.buffer, header, options);
  }
  checkString(header, options) {
    return this.check(stringToBytes(header, options?.encoding), options);
  }
  // Detections with a high degree of certainty in identifying the correct file type
  detectConfident = async (tokenizer) => {
    this.buffer = new Uint8Array(reasonableDetectionSizeInBytes);
    if (tokenizer.fileInfo.size === void 0) {
      tokenizer.fileInfo.size = Number.MAX_SAFE_INTEGER;
    }
    this.tokenizer = tokenizer;
    if (hasUnknownFileSize(tokenizer)) {
      await tokenizer.peekBuffer(this.buffer, { length: 3, mayBeLess: true });
      if (this.check([31, 139, 8])) {
        return this.detectGzip(tokenizer);
      }
    }
    await tokenizer.peekBuffer(this.buffer, { length: 32, mayBeLess: true });
    if (this.check([66, 77])) {
      return {
        ext: "bmp",
        mime: "image/bmp"
      };
    }
    if (this.check([11, 119])) {
      return {
        ext: "ac3",
        mime: "audio/vnd.dolby.dd-raw"
      };
    }
    if (this.check([120, 1])) {
      return {
        ext: "dmg",
        mime: "application/x-apple-diskimage"
      };
    }
    if (this.check([77, 90])) {
      return {
        ext: "exe",
        mime: "application/x-msdownload"
      };
    }
    if (this.check([37, 33])) {
      await tokenizer.peekBuffer(this.buffer, { length: 24, mayBeLess: true });
      if (this.checkString("PS-Adobe-", { offset: 2 }) && this.checkString(" EPSF-", { offset: 14 })) {
        return {
          ext: "eps",
          mime: "application/eps"
        };
      }
      return {
        ext: "ps",
        mime: "application/postscript"
      };
    }
    if (this.check([31, 160]) || this.check([31, 157])) {
      return {
        ext: "Z",
        mime: "application/x-compress"
      };
    }
    if (this.check([199, 113])) {
      return {
        ext: "cpio",
        mime: "application/x-cpio"
      };
    }
    if (this.check([96, 234])) {
      return {
        ext: "arj",
        mime: "application/x-arj"
      };
    }
    if (this.check([239, 187, 191])) {
      if (this.detectionReentryCount >= maximumDetectionReentryCount) {
        return;
      }
      this.detectionReentryCount++;
      await this.tokenizer.ignore(3);
      return this.detectConfident(tokenizer);
    }
    if (this.check([71, 73, 70])) {
      return {
        ext: "gif",
        mime: "image/gif"
      };
    }
    if (this.check([73, 73, 188])) {
      return {
        ext: "jxr",
        mime: "image/vnd.ms-photo"
      };
    }
    if (this.check([31, 139, 8])) {
      return this.detectGzip(tokenizer);
    }
    if (this.check([66, 90, 104])) {
      return {
        ext: "bz2",
        mime: "application/x-bzip2"
      };
    }
    if (this.checkString("ID3")) {
      await safeIgnore(tokenizer, 6, {
        maximumLength: 6,
        reason: "ID3 header prefix"
      });
      const id3HeaderLength = await tokenizer.readToken(uint32SyncSafeToken);
      const isUnknownFileSize = hasUnknownFileSize(tokenizer);
      if (!Number.isFinite(id3HeaderLength) || id3HeaderLength < 0 || isUnknownFileSize && (id3HeaderLength > maximumId3HeaderSizeInBytes || tokenizer.position + id3HeaderLength > maximumId3HeaderSizeInBytes)) {
        return;
      }
      if (tokenizer.position + id3HeaderLength > tokenizer.fileInfo.size) {
        if (isUnknownFileSize) {
          return;
        }
        return {
          ext: "mp3",
          mime: "audio/mpeg"
        };
      }
      try {
        await safeIgnore(tokenizer, id3HeaderLength, {
          maximumLength: isUnknownFileSize ? maximumId3HeaderSizeInBytes : tokenizer.fileInfo.size,
          reason: "ID3 payload"
        });
      } catch (error) {
        if (error instanceof EndOfStreamError) {
          return;
        }
        throw error;
      }
      if (this.detectionReentryCount >= maximumDetectionReentryCount) {
        return;
      }
      this.detectionReentryCount++;
      return this.parseTokenizer(tokenizer, this.detectionReentryCount);
    }
    if (this.checkString("MP+")) {
      return {
        ext: "mpc",
        mime: "audio/x-musepack"
      };
    }
    if ((this.buffer[0] === 67 || this.buffer[0] === 70) && this.check([87, 83], { offset: 1 })) {
      return {
        ext: "swf",
        mime: "application/x-shockwave-flash"
      };
    }
    if (this.check([255, 216, 255])) {
      if (this.check([247], { offset: 3 })) {
        return {
          ext: "jls",
          mime: "image/jls"
        };
      }
      return {
        ext: "jpg",
        mime: "image/jpeg"
      };
    }
    if (this.check([79, 98, 106, 1])) {
      return {
        ext: "avro",
        mime: "application/avro"
      };
    }
    if (this.checkString("FLIF")) {
      return {
        ext: "flif",
        mime: "image/flif"
      };
    }
    if (this.checkString("8BPS")) {
      return {
        ext: "psd",
        mime: "image/vnd.adobe.photoshop"
      };
    }
    if (this.checkString("MPCK")) {
      return {
        ext: "mpc",
        mime: "audio/x-musepack"
      };
    }
    if (this.checkString("FORM")) {
      return {
        ext: "aif",
        mime: "audio/aiff"
      };
    }
    if (this.checkString("icns", { offset: 0 })) {
      return {
        ext: "icns",
        mime: "image/icns"
      };
    }
    if (this.check([80, 75, 3, 4])) {
      let fileType2;
      const openXmlState = createOpenXmlZipDetectionState();
      try {
        await new ZipHandler(tokenizer).unzip((zipHeader) => {
          updateOpenXmlZipDetectionStateFromFilename(openXmlState, zipHeader.filename);
          const isOpenXmlContentTypesEntry = zipHeader.filename === "[Content_Types].xml";
          const openXmlFileTypeFromEntries = getOpenXmlFileTypeFromZipEntries(openXmlState);
          if (!isOpenXmlContentTypesEntry && openXmlFileTypeFromEntries) {
            fileType2 = openXmlFileTypeFromEntries;
            return {
              stop: true
            };
          }
          switch (zipHeader.filename) {
            case "META-INF/mozilla.rsa":
              fileType2 = {
                ext: "xpi",
                mime: "application/x-xpinstall"
              };
              return {
                stop: true
              };
            case "META-INF/MANIFEST.MF":
              fileType2 = {
                ext: "jar",
                mime: "application/java-archive"
              };
              return {
                stop: true
              };
            case "mimetype":
              if (!canReadZipEntryForDetection(zipHeader, maximumZipTextEntrySizeInBytes)) {
                return {};
              }
              return {
                async handler(fileData) {
                  const mimeType = new TextDecoder("utf-8").decode(fileData).trim();
                  fileType2 = getFileTypeFromMimeType(mimeType);
                },
                stop: true
              };
            case "[Content_Types].xml": {
              openXmlState.hasContentTypesEntry = true;
              if (!canReadZipEntryForDetection(zipHeader, maximumZipTextEntrySizeInBytes)) {
                openXmlState.hasUnparseableContentTypes = true;
                return {};
              }
              openXmlState.isParsingContentTypes = true;
              return {
                async handler(fileData) {
                  const xmlContent = new TextDecoder("utf-8").decode(fileData);
                  const mimeType = getOpenXmlMimeTypeFromContentTypesXml(xmlContent);
                  if (mimeType) {
                    fileType2 = getFileTypeFromMimeType(mimeType);
                  }
                  openXmlState.hasParsedContentTypesEntry = true;
                  openXmlState.isParsingContentTypes = false;
                },
                stop: true
              };
            }
            default:
              if (/classes\d*\.dex/.test(zipHeader.filename)) {
                fileType2 = {
                  ext: "apk",
                  mime: "application/vnd.android.package-archive"
                };
                return { stop: true };
              }
              return {};
          }
        });
      } catch (error) {
        if (!isRecoverableZipError(error)) {
          throw error;
        }
        if (openXmlState.isParsingContentTypes) {
          openXmlState.isParsingContentTypes = false;
          openXmlState.hasUnparseableContentTypes = true;
        }
      }
      return fileType2 ?? getOpenXmlFileTypeFromZipEntries(openXmlState) ?? {
        ext: "zip",
        mime: "application/zip"
      };
    }
    if (this.checkString("OggS")) {
      await tokenizer.ignore(28);
      const type = new Uint8Array(8);
      await tokenizer.readBuffer(type);
      if (_check(type, [79, 112, 117, 115, 72, 101, 97, 100])) {
        return {
          ext: "opus",
          mime: "audio/ogg; codecs=opus"
        };
      }
      if (_check(type, [128, 116, 104, 101, 111, 114, 97])) {
        return {
          ext: "ogv",
          mime: "video/ogg"
        };
      }
      if (_check(type, [1, 118, 105, 100, 101, 111, 0])) {
        return {
          ext: "ogm",
          mime: "video/ogg"
        };
      }
      if (_check(type, [127, 70, 76, 65, 67])) {
        return {
          ext: "oga",
          mime: "audio/ogg"
        };
      }
      if (_check(type, [83, 112, 101, 101, 120, 32, 32])) {
        return {
          ext: "spx",
          mime: "audio/ogg"
        };
      }
      if (_check(type, [1, 118, 111, 114, 98, 105, 115])) {
        return {
          ext: "ogg",
          mime: "audio/ogg"
        };
      }
      return {
        ext: "ogx",
        mime: "application/ogg"
      };
    }
    if (this.check([80, 75]) && (this.buffer[2] === 3 || this.buffer[2] === 5 || this.buffer[2] === 7) && (this.buffer[3] === 4 || this.buffer[3] === 6 || this.buffer[3] === 8)) {
      return {
        ext: "zip",
        mime: "application/zip"
      };
    }
    if (this.checkString("MThd")) {
      return {
        ext: "mid",
        mime: "audio/midi"
      };
    }
    if (this.checkString("wOFF") && (this.check([0, 1, 0, 0], { offset: 4 }) || this.checkString("OTTO", { offset: 4 }))) {
      return {
        ext: "woff",
        mime: "font/woff"
      };
    }
    if (this.checkString("wOF2") && (this.check([0, 1, 0, 0], { offset: 4 }) || this.checkString("OTTO", { offset: 4 }))) {
      return {
        ext: "woff2",
        mime: "font/woff2"
      };
    }
    if (this.check([212, 195, 178, 161]) || this.check([161, 178, 195, 212])) {
      return {
        ext: "pcap",
        mime: "application/vnd.tcpdump.pcap"
      };
    }
    if (this.checkString("DSD ")) {
      return {
        ext: "dsf",
        mime: "audio/x-dsf"
        // Non-standard
      };
    }
    if (this.checkString("LZIP")) {
      return {
        ext: "lz",
        mime: "application/x-lzip"
      };
    }
    if (this.checkString("fLaC")) {
      return {
        ext: "flac",
        mime: "audio/flac"
      };
    }
    if (this.check([66, 80, 71, 251])) {
      return {
        ext: "bpg",
        mime: "image/bpg"
      };
    }
    if (this.checkString("wvpk")) {
      return {
        ext: "wv",
        mime: "audio/wavpack"
      };
    }
    if (this.checkString("%PDF")) {
      return {
        ext: "pdf",
        mime: "application/pdf"
      };
    }
    if (this.check([0, 97, 115, 109])) {
      return {
        ext: "wasm",
        mime: "application/wasm"
      };
    }
    if (this.check([73, 73])) {
      const fileType2 = await this.readTiffHeader(false);
      if (fileType2) {
        return fileType2;
      }
    }
    if (this.check([77, 77])) {
      const fileType2 = await this.readTiffHeader(true);
      if (fileType2) {
        return fileType2;
      }
    }
    if (this.checkString("MAC ")) {
      return {
        ext: "ape",
        mime: "audio/ape"
      };
    }
    if (this.check([26, 69, 223, 163])) {
      async function readField() {
        const msb = await tokenizer.peekNumber(UINT8);
        let mask = 128;
        let ic = 0;
        while ((msb & mask) === 0 && mask !== 0) {
          ++ic;
          mask >>= 1;
        }
        const id = new Uint8Array(ic + 1);
        await safeReadBuffer(tokenizer, id, void 0, {
          maximumLength: id.length,
          reason: "EBML field"
        });
        return id;
      }
      async function readElement() {
        const idField = await readField();
        const lengthField = await readField();
        lengthField[0] ^= 128 >> lengthField.length - 1;
        const nrLength = Math.min(6, lengthField.length);
        const idView = new DataView(idField.buffer);
        const lengthView = new DataView(lengthField.buffer, lengthField.length - nrLength, nrLength);
        return {
          id: getUintBE(idView),
          len: getUintBE(lengthView)
        };
      }
      async function readChildren(children) {
        let ebmlElementCount = 0;
        while (children > 0) {
          ebmlElementCount++;
          if (ebmlElementCount > maximumEbmlElementCount) {
            return;
          }
          if (hasExceededUnknownSizeScanBudget(tokenizer, ebmlScanStart, maximumUntrustedSkipSizeInBytes)) {
            return;
          }
          const previousPosition = tokenizer.position;
          const element = await readElement();
          if (element.id === 17026) {
            if (element.len > maximumEbmlDocumentTypeSizeInBytes) {
              return;
            }
            const documentTypeLength = getSafeBound(element.len, maximumEbmlDocumentTypeSizeInBytes, "EBML DocType");
            const rawValue = await tokenizer.readToken(new StringType(documentTypeLength));
            return rawValue.replaceAll(/\00.*$/g, "");
          }
          if (hasUnknownFileSize(tokenizer) && (!Number.isFinite(element.len) || element.len < 0 || element.len > maximumEbmlElementPayloadSizeInBytes)) {
            return;
          }
          await safeIgnore(tokenizer, element.len, {
            maximumLength: hasUnknownFileSize(tokenizer) ? maximumEbmlElementPayloadSizeInBytes : tokenizer.fileInfo.size,
            reason: "EBML payload"
          });
          --children;
          if (tokenizer.position <= previousPosition) {
            return;
          }
        }
      }
      const rootElement = await readElement();
      const ebmlScanStart = tokenizer.position;
      const documentType = await readChildren(rootElement.len);
      switch (documentType) {
        case "webm":
          return {
            ext: "webm",
            mime: "video/webm"
          };
        case "matroska":
          return {
            ext: "mkv",
            mime: "video/matroska"
          };
        default:
          return;
      }
    }
    if (this.checkString("SQLi")) {
      return {
        ext: "sqlite",
        mime: "application/x-sqlite3"
      };
    }
    if (this.check([78, 69, 83, 26])) {
      return {
        ext: "nes",
        mime: "application/x-nintendo-nes-rom"
      };
    }
    if (this.checkString("Cr24")) {
      return {
        ext: "crx",
        mime: "application/x-google-chrome-extension"
      };
    }
    if (this.checkString("MSCF") || this.checkString("ISc(")) {
      return {
        ext: "cab",
        mime: "application/vnd.ms-cab-compressed"
      };
    }
    if (this.check([237, 171, 238, 219])) {
      return {
        ext: "rpm",
        mime: "application/x-rpm"
      };
    }
    if (this.check([197, 208, 211, 198])) {
      return {
        ext: "eps",
        mime: "application/eps"
      };
    }
    if (this.check([40, 181, 47, 253])) {
      return {
        ext: "zst",
        mime: "application/zstd"
      };
    }
    if (this.check([127, 69, 76, 70])) {
      return {
        ext: "elf",
        mime: "application/x-elf"
      };
    }
    if (this.check([33, 66, 68, 78])) {
      return {
        ext: "pst",
        mime: "application/vnd.ms-outlook"
      };
    }
    if (this.checkString("PAR1") || this.checkString("PARE")) {
      return {
        ext: "parquet",
        mime: "application/vnd.apache.parquet"
      };
    }
    if (this.checkString("ttcf")) {
      return {
        ext: "ttc",
        mime: "font/collection"
      };
    }
    if (this.check([254, 237, 250, 206]) || this.check([254, 237, 250, 207]) || this.check([206, 250, 237, 254]) || this.check([207, 250, 237, 254])) {
      return {
        ext: "macho",
        mime: "application/x-mach-binary"
      };
    }
    if (this.check([4, 34, 77, 24])) {
      return {
        ext: "lz4",
        mime: "application/x-lz4"
        // Invented by us
      };
    }
    if (this.checkString("regf")) {
      return {
        ext: "dat",
        mime: "application/x-ft-windows-registry-hive"
      };
    }
    if (this.checkString("$FL2") || this.checkString("$FL3")) {
      return {
        ext: "sav",
        mime: "application/x-spss-sav"
      };
    }
    if (this.check([79, 84, 84, 79, 0])) {
      return {
        ext: "otf",
        mime: "font/otf"
      };
    }
    if (this.checkString("#!AMR")) {
      return {
        ext: "amr",
        mime: "audio/amr"
      };
    }
    if (this.checkString("{\\rtf")) {
      return {
        ext: "rtf",
        mime: "application/rtf"
      };
    }
    if (this.check([70, 76, 86, 1])) {
      return {
        ext: "flv",
        mime: "video/x-flv"
      };
    }
    if (this.checkString("IMPM")) {
      return {
        ext: "it",
        mime: "audio/x-it"
      };
    }
    if (this.checkString("-lh0-", { offset: 2 }) || this.checkString("-lh1-", { offset: 2 }) || this.checkString("-lh2-", { offset: 2 }) || this.checkString("-lh3-", { offset: 2 }) || this.checkString("-lh4-", { offset: 2 }) || this.checkString("-lh5-", { offset: 2 }) || this.checkString("-lh6-", { offset: 2 }) || this.checkString("-lh7-", { offset: 2 }) || this.checkString("-lzs-", { offset: 2 }) || this.checkString("-lz4-", { offset: 2 }) || this.checkString("-lz5-", { offset: 2 }) || this.checkString("-lhd-", { offset: 2 })) {
      return {
        ext: "lzh",
        mime: "application/x-lzh-compressed"
      };
    }
    if (this.check([0, 0, 1, 186])) {
      if (this.check([33], { offset: 4, mask: [241] })) {
        return {
          ext: "mpg",
          // May also be .ps, .mpeg
          mime: "video/MP1S"
        };
      }
      if (this.check([68], { offset: 4, mask: [196] })) {
        return {
          ext: "mpg",
          // May also be .mpg, .m2p, .vob or .sub
          mime: "video/MP2P"
        };
      }
    }
    if (this.checkString("ITSF")) {
      return {
        ext: "chm",
        mime: "application/vnd.ms-htmlhelp"
      };
    }
    if (this.check([202, 254, 186, 190])) {
      const machOArchitectureCount = UINT32_BE.get(this.buffer, 4);
      const javaClassFileMajorVersion = UINT16_BE.get(this.buffer, 6);
      if (machOArchitectureCount > 0 && machOArchitectureCount <= 30) {
        return {
          ext: "macho",
          mime: "application/x-mach-binary"
        };
      }
      if (javaClassFileMajorVersion > 30) {
        return {
          ext: "class",
          mime: "application/java-vm"
        };
      }
    }
    if (this.checkString(".RMF")) {
      return {
        ext: "rm",
        mime: "application/vnd.rn-realmedia"
      };
    }
    if (this.checkString("DRACO")) {
      return {
        ext: "drc",
        mime: "application/vnd.google.draco"
        // Invented by us
      };
    }
    if (this.check([253, 55, 122, 88, 90, 0])) {
      return {
        ext: "xz",
        mime: "application/x-xz"
      };
    }
    if (this.checkString("<?xml ")) {
      return {
        ext: "xml",
        mime: "application/xml"
      };
    }
    if (this.check([55, 122, 188, 175, 39, 28])) {
      return {
        ext: "7z",
        mime: "application/x-7z-compressed"
      };
    }
    if (this.check([82, 97, 114, 33, 26, 7]) && (this.buffer[6] === 0 || this.buffer[6] === 1)) {
      return {
        ext: "rar",
        mime: "application/x-rar-compressed"
      };
    }
    if (this.checkString("solid ")) {
      return {
        ext: "stl",
        mime: "model/stl"
      };
    }
    if (this.checkString("AC")) {
      const version = new StringType(4, "latin1").get(this.buffer, 2);
      if (version.match("^d*") && version >= 1e3 && version <= 1050) {
        return {
          ext: "dwg",
          mime: "image/vnd.dwg"
        };
      }
    }
    if (this.checkString("070707")) {
      return {
        ext: "cpio",
        mime: "application/x-cpio"
      };
    }
    if (this.checkString("BLENDER")) {
      return {
        ext: "blend",
        mime: "application/x-blender"
      };
    }
    if (this.checkString("!<arch>")) {
      await tokenizer.ignore(8);
      const string = await tokenizer.readToken(new StringType(13, "ascii"));
      if (string === "debian-binary") {
        return {
          ext: "deb",
          mime: "application/x-deb"
        };
      }
      return {
        ext: "ar",
        mime: "application/x-unix-archive"
      };
    }
    if (this.checkString("WEBVTT") && // One of LF, CR, tab, space, or end of file must follow "WEBVTT" per the spec (see `fixture/fixture-vtt-*.vtt` for examples). Note that `\0` is technically the null character (there is no such thing as an EOF character). However, checking for `\0` gives us the same result as checking for the end of the stream.
    ["\n", "\r", "	", " ", "\0"].some((char7) => this.checkString(char7, { offset: 6 }))) {
      return {
        ext: "vtt",
        mime: "text/vtt"
      };
    }
    if (this.check([137, 80, 78, 71, 13, 10, 26, 10])) {
      const pngFileType = {
        ext: "png",
        mime: "image/png"
      };
      const apngFileType = {
        ext: "apng",
        mime: "image/apng"
      };
      await tokenizer.ignore(8);
      async function readChunkHeader() {
        return {
          length: await tokenizer.readToken(INT32_BE),
          type: await tokenizer.readToken(new StringType(4, "latin1"))
        };
      }
      const isUnknownPngStream = hasUnknownFileSize(tokenizer);
      const pngScanStart = tokenizer.position;
      let pngChunkCount = 0;
      let hasSeenImageHeader = false;
      do {
        pngChunkCount++;
        if (pngChunkCount > maximumPngChunkCount) {
          break;
        }
        if (hasExceededUnknownSizeScanBudget(tokenizer, pngScanStart, maximumPngStreamScanBudgetInBytes)) {
          break;
        }
        const previousPosition = tokenizer.position;
        const chunk = await readChunkHeader();
        if (chunk.length < 0) {
          return;
        }
        if (chunk.type === "IHDR") {
          if (chunk.length !== 13) {
            return;
          }
          hasSeenImageHeader = true;
        }
        switch (chunk.type) {
          case "IDAT":
            return pngFileType;
          case "acTL":
            return apngFileType;
          default:
            if (!hasSeenImageHeader && chunk.type !== "CgBI") {
              return;
            }
            if (isUnknownPngStream && chunk.length > maximumPngChunkSizeInBytes) {
              return hasSeenImageHeader && isPngAncillaryChunk(chunk.type) ? pngFileType : void 0;
            }
            try {
              await safeIgnore(tokenizer, chunk.length + 4, {
                maximumLength: isUnknownPngStream ? maximumPngChunkSizeInBytes + 4 : tokenizer.fileInfo.size,
                reason: "PNG chunk payload"
              });
            } catch (error) {
              if (!isUnknownPngStream && (error instanceof ParserHardLimitError || error instanceof EndOfStreamError)) {
                return pngFileType;
              }
              throw error;
            }
        }
        if (tokenizer.position <= previousPosition) {
          break;
        }
      } while (tokenizer.position + 8 < tokenizer.fileInfo.size);
      return pngFileType;
    }
    if (this.check([65, 82, 82, 79, 87, 49, 0, 0])) {
      return {
        ext: "arrow",
        mime: "application/vnd.apache.arrow.file"
      };
    }
    if (this.check([103, 108, 84, 70, 2, 0, 0, 0])) {
      return {
        ext: "glb",
        mime: "model/gltf-binary"
      };
    }
    if (this.check([102, 114, 101, 101], { offset: 4 }) || this.check([109, 100, 97, 116], { offset: 4 }) || this.check([109, 111, 111, 118], { offset: 4 }) || this.check([119, 105, 100, 101], { offset: 4 })) {
      return {
        ext: "mov",
        mime: "video/quicktime"
      };
    }
    if (this.check([73, 73, 82, 79, 8, 0, 0, 0, 24])) {
      return {
        ext: "orf",
        mime: "image/x-olympus-orf"
      };
    }
    if (this.checkString("gimp xcf ")) {
      return {
        ext: "xcf",
        mime: "image/x-xcf"
      };
    }
    if (this.checkString("ftyp", { offset: 4 }) && (this.buffer[8] & 96) !== 0) {
      const brandMajor = new StringType(4, "latin1").get(this.buffer, 8).replace("\0", " ").trim();
      switch (brandMajor) {
        case "avif":
        case "avis":
          return { ext: "avif", mime: "image/avif" };
        case "mif1":
          return { ext: "heic", mime: "image/heif" };
        case "msf1":
          return { ext: "heic", mime: "image/heif-sequence" };
        case "heic":
        case "heix":
          return { ext: "heic", mime: "image/heic" };
        case "hevc":
        case "hevx":
          return { ext: "heic", mime: "image/heic-sequence" };
        case "qt":
          return { ext: "mov", mime: "video/quicktime" };
        case "M4V":
        case "M4VH":
        case "M4VP":
          return { ext: "m4v", mime: "video/x-m4v" };
        case "M4P":
          return { ext: "m4p", mime: "video/mp4" };
        case "M4B":
          return { ext: "m4b", mime: "audio/mp4" };
        case "M4A":
          return { ext: "m4a", mime: "audio/x-m4a" };
        case "F4V":
          return { ext: "f4v", mime: "video/mp4" };
        case "F4P":
          return { ext: "f4p", mime: "video/mp4" };
        case "F4A":
          return { ext: "f4a", mime: "audio/mp4" };
        case "F4B":
          return { ext: "f4b", mime: "audio/mp4" };
        case "crx":
          return { ext: "cr3", mime: "image/x-canon-cr3" };
        default:
          if (brandMajor.startsWith("3g")) {
            if (brandMajor.startsWith("3g2")) {
              return { ext: "3g2", mime: "video/3gpp2" };
            }
            return { ext: "3gp", mime: "video/3gpp" };
          }
          return { ext: "mp4", mime: "video/mp4" };
      }
    }
    if (this.checkString("REGEDIT4\r\n")) {
      return {
        ext: "reg",
        mime: "application/x-ms-regedit"
      };
    }
    if (this.check([82, 73, 70, 70])) {
      if (this.checkString("WEBP", { offset: 8 })) {
        return {
          ext: "webp",
          mime: "image/webp"
        };
      }
      if (this.check([65, 86, 73], { offset: 8 })) {
        return {
          ext: "avi",
          mime: "video/vnd.avi"
        };
      }
      if (this.check([87, 65, 86, 69], { offset: 8 })) {
        return {
          ext: "wav",
          mime: "audio/wav"
        };
      }
      if (this.check([81, 76, 67, 77], { offset: 8 })) {
        return {
          ext: "qcp",
          mime: "audio/qcelp"
        };
      }
    }
    if (this.check([73, 73, 85, 0, 24, 0, 0, 0, 136, 231, 116, 216])) {
      return {
        ext: "rw2",
        mime: "image/x-panasonic-rw2"
      };
    }
    if (this.check([48, 38, 178, 117, 142, 102, 207, 17, 166, 217])) {
      let isMalformedAsf = false;
      try {
        async function readHeader() {
          const guid = new Uint8Array(16);
          await safeReadBuffer(tokenizer, guid, void 0, {
            maximumLength: guid.length,
            reason: "ASF header GUID"
          });
          return {
            id: guid,
            size: Number(await tokenizer.readToken(UINT64_LE))
          };
        }
        await safeIgnore(tokenizer, 30, {
          maximumLength: 30,
          reason: "ASF header prelude"
        });
        const isUnknownFileSize = hasUnknownFileSize(tokenizer);
        const asfHeaderScanStart = tokenizer.position;
        let asfHeaderObjectCount = 0;
        while (tokenizer.position + 24 < tokenizer.fileInfo.size) {
          asfHeaderObjectCount++;
          if (asfHeaderObjectCount > maximumAsfHeaderObjectCount) {
            break;
          }
          if (hasExceededUnknownSizeScanBudget(tokenizer, asfHeaderScanStart, maximumUntrustedSkipSizeInBytes)) {
            break;
          }
          const previousPosition = tokenizer.position;
          const header = await readHeader();
          let payload = header.size - 24;
          if (!Number.isFinite(payload) || payload < 0) {
            isMalformedAsf = true;
            break;
          }
          if (_check(header.id, [145, 7, 220, 183, 183, 169, 207, 17, 142, 230, 0, 192, 12, 32, 83, 101])) {
            const typeId = new Uint8Array(16);
            payload -= await safeReadBuffer(tokenizer, typeId, void 0, {
              maximumLength: typeId.length,
              reason: "ASF stream type GUID"
            });
            if (_check(typeId, [64, 158, 105, 248, 77, 91, 207, 17, 168, 253, 0, 128, 95, 92, 68, 43])) {
              return {
                ext: "asf",
                mime: "audio/x-ms-asf"
              };
            }
            if (_check(typeId, [192, 239, 25, 188, 77, 91, 207, 17, 168, 253, 0, 128, 95, 92, 68, 43])) {
              return {
                ext: "asf",
                mime: "video/x-ms-asf"
              };
            }
            break;
          }
          if (isUnknownFileSize && payload > maximumAsfHeaderPayloadSizeInBytes) {
            isMalformedAsf = true;
            break;
          }
          await safeIgnore(tokenizer, payload, {
            maximumLength: isUnknownFileSize ? maximumAsfHeaderPayloadSizeInBytes : tokenizer.fileInfo.size,
            reason: "ASF header payload"
          });
          if (tokenizer.position <= previousPosition) {
            isMalformedAsf = true;
            break;
          }
        }
      } catch (error) {
        if (error instanceof EndOfStreamError || error instanceof ParserHardLimitError) {
          if (hasUnknownFileSize(tokenizer)) {
            isMalformedAsf = true;
          }
        } else {
          throw error;
        }
      }
      if (isMalformedAsf) {
        return;
      }
      return {
        ext: "asf",
        mime: "application/vnd.ms-asf"
      };
    }
    if (this.check([171, 75, 84, 88, 32, 49, 49, 187, 13, 10, 26, 10])) {
      return {
        ext: "ktx",
        mime: "image/ktx"
      };
    }
    if ((this.check([126, 16, 4]) || this.check([126, 24, 4])) && this.check([48, 77, 73, 69], { offset: 4 })) {
      return {
        ext: "mie",
        mime: "application/x-mie"
      };
    }
    if (this.check([39, 10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], { offset: 2 })) {
      return {
        ext: "shp",
        mime: "application/x-esri-shape"
      };
    }
    if (this.check([255, 79, 255, 81])) {
      return {
        ext: "j2c",
        mime: "image/j2c"
      };
    }
    if (this.check([0, 0, 0, 12, 106, 80, 32, 32, 13, 10, 135, 10])) {
      await tokenizer.ignore(20);
      const type = await tokenizer.readToken(new StringType(4, "ascii"));
      switch (type) {
        case "jp2 ":
          return {
            ext: "jp2",
            mime: "image/jp2"
          };
        case "jpx ":
          return {
            ext: "jpx",
            mime: "image/jpx"
          };
        case "jpm ":
          return {
            ext: "jpm",
            mime: "image/jpm"
          };
        case "mjp2":
          return {
            ext: "mj2",
            mime: "image/mj2"
          };
        default:
          return;
      }
    }
    if (this.check([255, 10]) || this.check([0, 0, 0, 12, 74, 88, 76, 32, 13, 10, 135, 10])) {
      return {
        ext: "jxl",
        mime: "image/jxl"
      };
    }
    if (this.check([254, 255])) {
      if (this.checkString("<?xml ", { offset: 2, encoding: "utf-16be" })) {
        return {
          ext: "xml",
          mime: "application/xml"
        };
      }
      return void 0;
    }
    if (this.check([208, 207, 17, 224, 161, 177, 26, 225])) {
      return {
        ext: "cfb",
        mime: "application/x-cfb"
      };
    }
    await tokenizer.peekBuffer(this.buffer, { length: Math.min(256, tokenizer.fileInfo.size), mayBeLess: true });
    if (this.check([97, 99, 115, 112], { offset: 36 })) {
      return {
        ext: "icc",
        mime: "application/vnd.iccprofile"
      };
    }
    if (this.checkString("**ACE", { offset: 7 }) && this.checkString("**", { offset: 12 })) {
      return {
        ext: "ace",
        mime: "application/x-ace-compressed"
      };
    }
    if (this.checkString("BEGIN:")) {
      if (this.checkString("VCARD", { offset: 6 })) {
        return {
          ext: "vcf",
          mime: "text/vcard"
        };
      }
      if (this.checkString("VCALENDAR", { offset: 6 })) {
        return {
          ext: "ics",
          mime: "text/calendar"
        };
      }
    }
    if (this.checkString("FUJIFILMCCD-RAW")) {
      return {
        ext: "raf",
        mime: "image/x-fujifilm-raf"
      };
    }
    if (this.checkString("Extended Module:")) {
      return {
        ext: "xm",
        mime: "audio/x-xm"
      };
    }
    if (this.checkString("Creative Voice File")) {
      return {
        ext: "voc",
        mime: "audio/x-voc"
      };
    }
    if (this.check([4, 0, 0, 0]) && this.buffer.length >= 16) {
      const jsonSize = new DataView(this.buffer.buffer).getUint32(12, true);
      if (jsonSize > 12 && this.buffer.length >= jsonSize + 16) {
        try {
          const header = new TextDecoder().decode(this.buffer.subarray(16, jsonSize + 16));
          const json = JSON.parse(header);
          if (json.files) {
            return {
              ext: "asar",
              mime: "application/x-asar"
            };
          }
        } catch {
        }
      }
    }
    if (this.check([6, 14, 43, 52, 2, 5, 1, 1, 13, 1, 2, 1, 1, 2])) {
      return {
        ext: "mxf",
        mime: "application/mxf"
      };
    }
    if (this.checkString("SCRM", { offset: 44 })) {
      return {
        ext: "s3m",
        mime: "audio/x-s3m"
      };
    }
    if (this.check([71]) && this.check([71], { offset: 188 })) {
      return {
        ext: "mts",
        mime: "video/mp2t"
      };
    }
    if (this.check([71], { offset: 4 }) && this.check([71], { offset: 196 })) {
      return {
        ext: "mts",
        mime: "video/mp2t"
      };
    }
    if (this.check([66, 79, 79, 75, 77, 79, 66, 73], { offset: 60 })) {
      return {
        ext: "mobi",
        mime: "application/x-mobipocket-ebook"
      };
    }
    if (this.check([68, 73, 67, 77], { offset: 128 })) {
      return {
        ext: "dcm",
        mime: "application/dicom"
      };
    }
    if (this.check([76, 0, 0, 0, 1, 20, 2, 0, 0, 0, 0, 0, 192, 0, 0, 0, 0, 0, 0, 70])) {
      return {
        ext: "lnk",
        mime: "application/x.ms.shortcut"
        // Invented by us
      };
    }
    if (this.check([98, 111, 111, 107, 0, 0, 0, 0, 109, 97, 114, 107, 0, 0, 0, 0])) {
      return {
        ext: "alias",
        mime: "application/x.apple.alias"
        // Invented by us
      };
    }
    if (this.checkString("Kaydara FBX Binary  \0")) {
      return {
        ext: "fbx",
        mime: "application/x.autodesk.fbx"
        // Invented by us
      };
    }
    if (this.check([76, 80], { offset: 34 }) && (this.check([0, 0, 1], { offset: 8 }) || this.check([1, 0, 2], { offset: 8 }) || this.check([2, 0, 2], { offset: 8 }))) {
      return {
        ext: "eot",
        mime: "application/vnd.ms-fontobject"
      };
    }
    if (this.check([6, 6, 237, 245, 216, 29, 70, 229, 189, 49, 239, 231, 254, 116, 183, 29])) {
      return {
        ext: "indd",
        mime: "application/x-indesign"
      };
    }
    if (this.check([255, 255, 0, 0, 7, 0, 0, 0, 4, 0, 0, 0, 1, 0, 1, 0]) || this.check([0, 0, 255, 255, 0, 0, 0, 7, 0, 0, 0, 4, 0, 1, 0, 1])) {
      return {
        ext: "jmp",
        mime: "application/x-jmp-data"
      };
    }
    await tokenizer.peekBuffer(this.buffer, { length: Math.min(512, tokenizer.fileInfo.size), mayBeLess: true });
    if (this.checkString("ustar", { offset: 257 }) && (this.checkString("\0", { offset: 262 }) || this.checkString(" ", { offset: 262 })) || this.check([0, 0, 0, 0, 0, 0], { offset: 257 }) && tarHeaderChecksumMatches(this.buffer)) {
      return {
        ext: "tar",
        mime: "application/x-tar"
      };
    }
    if (this.check([255, 254])) {
      const encoding = "utf-16le";
      if (this.checkString("<?xml ", { offset: 2, encoding })) {
        return {
          ext: "xml",
          mime: "application/xml"
        };
      }
      if (this.check([255, 14], { offset: 2 }) && this.checkString("SketchUp Model", { offset: 4, encoding })) {
        return {
          ext: "skp",
          mime: "application/vnd.sketchup.skp"
        };
      }
      if (this.checkString("Windows Registry Editor Version 5.00\r\n", { offset: 2, encoding })) {
        return {
          ext: "reg",
          mime: "application/x-ms-regedit"
        };
      }
      return void 0;
    }
    if (this.checkString("-----BEGIN PGP MESSAGE-----")) {
      return {
        ext: "pgp",
        mime: "application/pgp-encrypted"
      };
    }
  };
  // Detections with limited supporting data, resulting in a higher likelihood of false positives
  detectImprecise = async (tokenizer) => {
    this.buffer = new Uint8Array(reasonableDetectionSizeInBytes);
    const fileSize = getKnownFileSizeOrMaximum(tokenizer.fileInfo.size);
    await tokenizer.peekBuffer(this.buffer, { length: Math.min(8, fileSize), mayBeLess: true });
    if (this.check([0, 0, 1, 186]) || this.check([0, 0, 1, 179])) {
      return {
        ext: "mpg",
        mime: "video/mpeg"
      };
    }
    if (this.check([0, 1, 0, 0, 0])) {
      return {
        ext: "ttf",
        mime: "font/ttf"
      };
    }
    if (this.check([0, 0, 1, 0])) {
      return {
        ext: "ico",
        mime: "image/x-icon"
      };
    }
    if (this.check([0, 0, 2, 0])) {
      return {
        ext: "cur",
        mime: "image/x-icon"
      };
    }
    await tokenizer.peekBuffer(this.buffer, { length: Math.min(2 + this.options.mpegOffsetTolerance, fileSize), mayBeLess: true });
    if (this.buffer.length >= 2 + this.options.mpegOffsetTolerance) {
      for (let depth = 0; depth <= this.options.mpegOffsetTolerance; ++depth) {
        const type = this.scanMpeg(depth);
        if (type) {
          return type;
        }
      }
    }
  };
  async readTiffTag(bigEndian) {
    const tagId = await this.tokenizer.readToken(bigEndian ? UINT16_BE : UINT16_LE);
    await this.tokenizer.ignore(10);
    switch (tagId) {
      case 50341:
        return {
          ext: "arw",
          mime: "image/x-sony-arw"
        };
      case 50706:
        return {
          ext: "dng",
          mime: "image/x-adobe-dng"
        };
      default:
    }
  }
  async readTiffIFD(bigEndian) {
    const numberOfTags = await this.tokenizer.readToken(bigEndian ? UINT16_BE : UINT16_LE);
    if (numberOfTags > maximumTiffTagCount) {
      return;
    }
    if (hasUnknownFileSize(this.tokenizer) && 2 + numberOfTags * 12 > maximumTiffIfdOffsetInBytes) {
      return;
    }
    for (let n = 0; n < numberOfTags; ++n) {
      const fileType2 = await this.readTiffTag(bigEndian);
      if (fileType2) {
        return fileType2;
      }
    }
  }
  async readTiffHeader(bigEndian) {
    const tiffFileType = {
      ext: "tif",
      mime: "image/tiff"
    };
    const version = (bigEndian ? UINT16_BE : UINT16_LE).get(this.buffer, 2);
    const ifdOffset = (bigEndian ? UINT32_BE : UINT32_LE).get(this.buffer, 4);
    if (version === 42) {
      if (ifdOffset >= 6) {
        if (this.checkString("CR", { offset: 8 })) {
          return {
            ext: "cr2",
            mime: "image/x-canon-cr2"
          };
        }
        if (ifdOffset >= 8) {
          const someId1 = (bigEndian ? UINT16_BE : UINT16_LE).get(this.buffer, 8);
          const someId2 = (bigEndian ? UINT16_BE : UINT16_LE).get(this.buffer, 10);
          if (someId1 === 28 && someId2 === 254 || someId1 === 31 && someId2 === 11) {
            return {
              ext: "nef",
              mime: "image/x-nikon-nef"
            };
          }
        }
      }
      if (hasUnknownFileSize(this.tokenizer) && ifdOffset > maximumTiffStreamIfdOffsetInBytes) {
        return tiffFileType;
      }
      const maximumTiffOffset = hasUnknownFileSize(this.tokenizer) ? maximumTiffIfdOffsetInBytes : this.tokenizer.fileInfo.size;
      try {
        await safeIgnore(this.tokenizer, ifdOffset, {
          maximumLength: maximumTiffOffset,
          reason: "TIFF IFD offset"
        });
      } catch (error) {
        if (error instanceof EndOfStreamError) {
          return;
        }
        throw error;
      }
      let fileType2;
      try {
        fileType2 = await this.readTiffIFD(bigEndian);
      } catch (error) {
        if (error instanceof EndOfStreamError) {
          return;
        }
        throw error;
      }
      return fileType2 ?? tiffFileType;
    }
    if (version === 43) {
      return tiffFileType;
    }
  }
  /**
  	Scan check MPEG 1 or 2 Layer 3 header, or 'layer 0' for ADTS (MPEG sync-word 0xFFE).
  
  	@param offset - Offset to scan for sync-preamble.
  	@returns {{ext: string, mime: string}}
  	*/
  scanMpeg(offset) {
    if (this.check([255, 224], { offset, mask: [255, 224] })) {
      if (this.check([16], { offset: offset + 1, mask: [22] })) {
        if (this.check([8], { offset: offset + 1, mask: [8] })) {
          return {
            ext: "aac",
            mime: "audio/aac"
          };
        }
        return {
          ext: "aac",
          mime: "audio/aac"
        };
      }
      if (this.check([2], { offset: offset + 1, mask: [6] })) {
        return {
          ext: "mp3",
          mime: "audio/mpeg"
        };
      }
      if (this.check([4], { offset: offset + 1, mask: [6] })) {
        return {
          ext: "mp2",
          mime: "audio/mpeg"
        };
      }
      if (this.check([6], { offset: offset + 1, mask: [6] })) {
        return {
          ext: "mp1",
          mime: "audio/mpeg"
        };
      }
    }
  }
};
var supportedExtensions = new Set(extensions);
var supportedMimeTypes = new Set(mimeTypes);

// src/engine/detect/image-magic.ts
function startsWith(data2, bytes, at = 0) {
  return bytes.every((byte, i) => data2[at + i] === byte);
}
var ascii = (text) => [...text].map((c) => c.charCodeAt(0));
var BMP_HEADER_SIZES = /* @__PURE__ */ new Set([12, 16, 40, 52, 56, 64, 108, 124]);
function imageTypeFromMagic(data2) {
  if (startsWith(data2, [137, 80, 78, 71, 13, 10, 26, 10])) return "png";
  if (startsWith(data2, [255, 216, 255])) return "jpg";
  if (startsWith(data2, ascii("GIF87a")) || startsWith(data2, ascii("GIF89a"))) return "gif";
  if (startsWith(data2, ascii("RIFF")) && startsWith(data2, ascii("WEBP"), 8)) return "webp";
  if (startsWith(data2, [73, 73, 42, 0]) || startsWith(data2, [77, 77, 0, 42]) || startsWith(data2, [73, 73, 43, 0]) || startsWith(data2, [77, 77, 0, 43])) {
    return "tiff";
  }
  if (startsWith(data2, ascii("BM")) && data2.length >= 30) {
    const headerSize = (data2[14] ?? 0) | (data2[15] ?? 0) << 8 | (data2[16] ?? 0) << 16 | (data2[17] ?? 0) << 24;
    if (BMP_HEADER_SIZES.has(headerSize)) return "bmp";
  }
  return void 0;
}

// src/engine/detect/detect.ts
var IMAGE_TYPES = ["png", "jpg", "tiff", "bmp", "gif", "webp", "heic"];
var OLE_MAGIC = [208, 207, 17, 224, 161, 177, 26, 225];
function isOle(data2) {
  return OLE_MAGIC.every((byte, i) => data2[i] === byte);
}
function oleType(data2, filename) {
  let names;
  try {
    checkCompoundFile(data2, filename);
    const container = import_cfb.default.read(Buffer.from(data2.buffer, data2.byteOffset, data2.byteLength), {
      type: "buffer"
    });
    names = container.FileIndex.map((entry) => entry.name);
  } catch (error) {
    if (error instanceof InvalidDocumentError) throw error;
    throw new InvalidDocumentError(filename, `corrupt OLE compound file (${error.message})`, {
      cause: error
    });
  }
  const has = (name) => names.includes(name);
  if (has("EncryptionInfo") || has("EncryptedPackage")) {
    throw new InvalidDocumentError(
      filename,
      "it is password-protected (encrypted); remove the password and try again"
    );
  }
  if (has("WordDocument")) return fileType("doc");
  if (has("PowerPoint Document")) return fileType("ppt");
  if (has("Workbook") || has("Book")) return fileType("xls");
  if (has("__properties_version1.0") || names.some((n) => n.startsWith("__substg1.0_")))
    return fileType("msg");
  return fileTypeFromName(filename) ?? fileType("unknown");
}
function zipType(data2, filename, limits) {
  const names = listZipEntries(data2, filename, limits);
  if (names.some((n) => /^word\/document.*\.xml$/.test(n))) return fileType("docx");
  if (names.some((n) => /^xl\/workbook.*\.xml$/.test(n))) return fileType("xlsx");
  if (names.some((n) => /^ppt\/presentation.*\.xml$/.test(n))) return fileType("pptx");
  if (names.includes("mimetype")) {
    const head = new TextDecoder("latin1").decode(data2.subarray(30, 120));
    if (head.includes("application/vnd.oasis.opendocument.text")) return fileType("odt");
    if (head.includes("application/epub+zip")) return fileType("epub");
  }
  const byName = fileTypeFromName(filename);
  if (byName && ["odt", "epub"].includes(byName.name)) return byName;
  return fileType("zip");
}
var TEXT_EXTENSIONS_THAT_WIN = /* @__PURE__ */ new Set([
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
  "xml"
]);
var EMAIL_HEAD = /^(?:[\w-]+:[^\n]*\n)*(?:(?:From|To|Subject|Date|Message-ID|MIME-Version|Received|Return-Path):[^\n]*\n)/im;
function textType(data2, filename) {
  const byName = fileTypeFromName(filename);
  if (byName && TEXT_EXTENSIONS_THAT_WIN.has(byName.name)) return byName;
  const head = new TextDecoder("utf-8").decode(data2.subarray(0, 65536)).replace(/^\uFEFF/, "");
  const trimmed = head.trimStart();
  if (/^\{\\rtf/.test(trimmed)) return fileType("rtf");
  if (/^<!doctype html|^<html[\s>]/i.test(trimmed)) return fileType("html");
  if (/^<\?xml/.test(trimmed))
    return /<html[\s>]/i.test(trimmed.slice(0, 2e3)) ? fileType("html") : fileType("xml");
  if (/^[[{]/.test(trimmed) && data2.length <= 65536) {
    try {
      JSON.parse(new TextDecoder("utf-8").decode(data2));
      return fileType("json");
    } catch {
    }
  }
  const lines = head.split(/\r?\n/).slice(0, 10).filter((l) => l.trim() !== "");
  if (lines.length >= 2) {
    const commas = lines.map((l) => l.split(",").length - 1);
    if (commas[0] !== void 0 && commas[0] > 0 && commas.every((c) => c === commas[0]))
      return fileType("csv");
  }
  if (EMAIL_HEAD.test(head.slice(0, 4096))) return fileType("eml");
  return byName;
}
async function detectFileType({
  data: data2,
  filename,
  contentType,
  limits
}) {
  if (data2.length === 0) return fileType("empty");
  if (isOle(data2)) return oleType(data2, filename);
  if (isZip(data2)) return zipType(data2, filename, limits);
  const image = imageTypeFromMagic(data2);
  if (image) return fileType(image);
  const magic = bomEncoding(data2) || sniffUtf16(data2) ? void 0 : await fileTypeFromBuffer(data2.subarray(0, 8192));
  const fromMagic = magic ? fileTypeFromMime(magic.mime) : void 0;
  const asserted = fileTypeFromMime(contentType);
  if (fromMagic?.partitionable && ["pdf", ...IMAGE_TYPES].includes(fromMagic.name)) return fromMagic;
  if (asserted?.partitionable) return asserted;
  if (fromMagic && fromMagic.name !== "xml") return fromMagic;
  if (magic && !fromMagic) return { ...fileType("unknown"), mimeType: magic.mime };
  let looksLikeText;
  try {
    looksLikeText = !looksBinary(decodeText(data2.subarray(0, 8192), filename).text);
  } catch {
    looksLikeText = false;
  }
  if (!looksLikeText) return fileTypeFromName(filename) ?? fileType("unknown");
  return textType(data2, filename) ?? fileTypeFromName(filename) ?? fileType("txt");
}

// src/engine/elements/hierarchy.ts
var UNDER_TITLE = /* @__PURE__ */ new Set([
  "Text",
  "UncategorizedText",
  "NarrativeText",
  "ListItem",
  "BulletedText",
  "Table",
  "FigureCaption",
  "CheckBox"
]);
var CHILDREN = {
  Title: UNDER_TITLE,
  Header: /* @__PURE__ */ new Set(["Title", ...UNDER_TITLE])
};
function mayContain(parent, child) {
  if (parent.type === child.type) {
    return (parent.metadata.category_depth ?? 0) < (child.metadata.category_depth ?? 0);
  }
  return CHILDREN[parent.type]?.has(child.type) ?? false;
}
function assignParents(elements) {
  const stack = [];
  for (const element of elements) {
    if (element.metadata.parent_id === void 0) {
      while (stack.length > 0 && !mayContain(stack[stack.length - 1], element)) stack.pop();
      const parent = stack[stack.length - 1];
      if (parent) element.metadata.parent_id = parent.element_id;
    }
    stack.push(element);
  }
}

// node_modules/n-gram/index.js
var bigram = nGram(2);
var trigram = nGram(3);
function nGram(n) {
  if (typeof n !== "number" || Number.isNaN(n) || n < 1 || n === Number.POSITIVE_INFINITY) {
    throw new Error("`" + n + "` is not a valid argument for `n-gram`");
  }
  return grams;
  function grams(value) {
    const nGrams = [];
    if (value === null || value === void 0) {
      return nGrams;
    }
    const source = typeof value.slice === "function" ? value : String(value);
    let index = source.length - n + 1;
    if (index < 1) {
      return nGrams;
    }
    while (index--) {
      nGrams[index] = source.slice(index, index + n);
    }
    return nGrams;
  }
}

// node_modules/collapse-white-space/index.js
var js = /\s+/g;
var html = /[\t\n\v\f\r ]+/g;
function collapseWhiteSpace(value, options) {
  if (!options) {
    options = {};
  } else if (typeof options === "string") {
    options = { style: options };
  }
  const replace = options.preserveLineEndings ? replaceLineEnding : replaceSpace;
  return String(value).replace(
    options.style === "html" ? html : js,
    options.trim ? trimFactory(replace) : replace
  );
}
function replaceLineEnding(value) {
  const match = /\r?\n|\r/.exec(value);
  return match ? match[0] : " ";
}
function replaceSpace() {
  return " ";
}
function trimFactory(replace) {
  return dropOrReplace;
  function dropOrReplace(value, index, all) {
    return index === 0 || index + value.length === all.length ? "" : replace(value);
  }
}

// node_modules/trigram-utils/index.js
var own = {}.hasOwnProperty;
function clean(value) {
  if (value === null || value === void 0) {
    return "";
  }
  return collapseWhiteSpace(String(value).replace(/[\u0021-\u0040]+/g, " ")).trim().toLowerCase();
}
function trigrams(value) {
  return trigram(" " + clean(value) + " ");
}
function asDictionary(value) {
  const values = trigrams(value);
  const dictionary = {};
  let index = -1;
  while (++index < values.length) {
    if (own.call(dictionary, values[index])) {
      dictionary[values[index]]++;
    } else {
      dictionary[values[index]] = 1;
    }
  }
  return dictionary;
}
function asTuples(value) {
  const dictionary = asDictionary(value);
  const tuples = [];
  let trigram2;
  for (trigram2 in dictionary) {
    if (own.call(dictionary, trigram2)) {
      tuples.push([trigram2, dictionary[trigram2]]);
    }
  }
  tuples.sort(sort);
  return tuples;
}
function sort(a, b) {
  return a[1] - b[1];
}

// node_modules/franc/expressions.js
var expressions = {
  cmn: /[\u2E80-\u2E99\u2E9B-\u2EF3\u2F00-\u2FD5\u3005\u3007\u3021-\u3029\u3038-\u303B\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFA6D\uFA70-\uFAD9]|\uD81B[\uDFE2\uDFE3\uDFF0\uDFF1]|[\uD840-\uD868\uD86A-\uD86C\uD86F-\uD872\uD874-\uD879\uD880-\uD883\uD885-\uD887][\uDC00-\uDFFF]|\uD869[\uDC00-\uDEDF\uDF00-\uDFFF]|\uD86D[\uDC00-\uDF39\uDF40-\uDFFF]|\uD86E[\uDC00-\uDC1D\uDC20-\uDFFF]|\uD873[\uDC00-\uDEA1\uDEB0-\uDFFF]|\uD87A[\uDC00-\uDFE0]|\uD87E[\uDC00-\uDE1D]|\uD884[\uDC00-\uDF4A\uDF50-\uDFFF]|\uD888[\uDC00-\uDFAF]/g,
  Latin: /[A-Za-z\u00AA\u00BA\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02B8\u02E0-\u02E4\u1D00-\u1D25\u1D2C-\u1D5C\u1D62-\u1D65\u1D6B-\u1D77\u1D79-\u1DBE\u1E00-\u1EFF\u2071\u207F\u2090-\u209C\u212A\u212B\u2132\u214E\u2160-\u2188\u2C60-\u2C7F\uA722-\uA787\uA78B-\uA7CA\uA7D0\uA7D1\uA7D3\uA7D5-\uA7D9\uA7F2-\uA7FF\uAB30-\uAB5A\uAB5C-\uAB64\uAB66-\uAB69\uFB00-\uFB06\uFF21-\uFF3A\uFF41-\uFF5A]|\uD801[\uDF80-\uDF85\uDF87-\uDFB0\uDFB2-\uDFBA]|\uD837[\uDF00-\uDF1E\uDF25-\uDF2A]/g,
  Cyrillic: /[\u0400-\u0484\u0487-\u052F\u1C80-\u1C88\u1D2B\u1D78\u2DE0-\u2DFF\uA640-\uA69F\uFE2E\uFE2F]|\uD838[\uDC30-\uDC6D\uDC8F]/g,
  Arabic: /[\u0600-\u0604\u0606-\u060B\u060D-\u061A\u061C-\u061E\u0620-\u063F\u0641-\u064A\u0656-\u066F\u0671-\u06DC\u06DE-\u06FF\u0750-\u077F\u0870-\u088E\u0890\u0891\u0898-\u08E1\u08E3-\u08FF\uFB50-\uFBC2\uFBD3-\uFD3D\uFD40-\uFD8F\uFD92-\uFDC7\uFDCF\uFDF0-\uFDFF\uFE70-\uFE74\uFE76-\uFEFC]|\uD803[\uDE60-\uDE7E\uDEFD-\uDEFF]|\uD83B[\uDE00-\uDE03\uDE05-\uDE1F\uDE21\uDE22\uDE24\uDE27\uDE29-\uDE32\uDE34-\uDE37\uDE39\uDE3B\uDE42\uDE47\uDE49\uDE4B\uDE4D-\uDE4F\uDE51\uDE52\uDE54\uDE57\uDE59\uDE5B\uDE5D\uDE5F\uDE61\uDE62\uDE64\uDE67-\uDE6A\uDE6C-\uDE72\uDE74-\uDE77\uDE79-\uDE7C\uDE7E\uDE80-\uDE89\uDE8B-\uDE9B\uDEA1-\uDEA3\uDEA5-\uDEA9\uDEAB-\uDEBB\uDEF0\uDEF1]/g,
  ben: /[\u0980-\u0983\u0985-\u098C\u098F\u0990\u0993-\u09A8\u09AA-\u09B0\u09B2\u09B6-\u09B9\u09BC-\u09C4\u09C7\u09C8\u09CB-\u09CE\u09D7\u09DC\u09DD\u09DF-\u09E3\u09E6-\u09FE]/g,
  Devanagari: /[\u0900-\u0950\u0955-\u0963\u0966-\u097F\uA8E0-\uA8FF]|\uD806[\uDF00-\uDF09]/g,
  jpn: /[\u3041-\u3096\u309D-\u309F]|\uD82C[\uDC01-\uDD1F\uDD32\uDD50-\uDD52]|\uD83C\uDE00|[\u30A1-\u30FA\u30FD-\u30FF\u31F0-\u31FF\u32D0-\u32FE\u3300-\u3357\uFF66-\uFF6F\uFF71-\uFF9D]|\uD82B[\uDFF0-\uDFF3\uDFF5-\uDFFB\uDFFD\uDFFE]|\uD82C[\uDC00\uDD20-\uDD22\uDD55\uDD64-\uDD67]|[\u3400-\u4DB5\u4E00-\u9FAF]/g,
  jav: /[\uA980-\uA9CD\uA9D0-\uA9D9\uA9DE\uA9DF]/g,
  kor: /[\u1100-\u11FF\u302E\u302F\u3131-\u318E\u3200-\u321E\u3260-\u327E\uA960-\uA97C\uAC00-\uD7A3\uD7B0-\uD7C6\uD7CB-\uD7FB\uFFA0-\uFFBE\uFFC2-\uFFC7\uFFCA-\uFFCF\uFFD2-\uFFD7\uFFDA-\uFFDC]/g,
  tel: /[\u0C00-\u0C0C\u0C0E-\u0C10\u0C12-\u0C28\u0C2A-\u0C39\u0C3C-\u0C44\u0C46-\u0C48\u0C4A-\u0C4D\u0C55\u0C56\u0C58-\u0C5A\u0C5D\u0C60-\u0C63\u0C66-\u0C6F\u0C77-\u0C7F]/g,
  tam: /[\u0B82\u0B83\u0B85-\u0B8A\u0B8E-\u0B90\u0B92-\u0B95\u0B99\u0B9A\u0B9C\u0B9E\u0B9F\u0BA3\u0BA4\u0BA8-\u0BAA\u0BAE-\u0BB9\u0BBE-\u0BC2\u0BC6-\u0BC8\u0BCA-\u0BCD\u0BD0\u0BD7\u0BE6-\u0BFA]|\uD807[\uDFC0-\uDFF1\uDFFF]/g,
  guj: /[\u0A81-\u0A83\u0A85-\u0A8D\u0A8F-\u0A91\u0A93-\u0AA8\u0AAA-\u0AB0\u0AB2\u0AB3\u0AB5-\u0AB9\u0ABC-\u0AC5\u0AC7-\u0AC9\u0ACB-\u0ACD\u0AD0\u0AE0-\u0AE3\u0AE6-\u0AF1\u0AF9-\u0AFF]/g,
  kan: /[\u0C80-\u0C8C\u0C8E-\u0C90\u0C92-\u0CA8\u0CAA-\u0CB3\u0CB5-\u0CB9\u0CBC-\u0CC4\u0CC6-\u0CC8\u0CCA-\u0CCD\u0CD5\u0CD6\u0CDD\u0CDE\u0CE0-\u0CE3\u0CE6-\u0CEF\u0CF1-\u0CF3]/g,
  mal: /[\u0D00-\u0D0C\u0D0E-\u0D10\u0D12-\u0D44\u0D46-\u0D48\u0D4A-\u0D4F\u0D54-\u0D63\u0D66-\u0D7F]/g,
  Myanmar: /[\u1000-\u109F\uA9E0-\uA9FE\uAA60-\uAA7F]/g,
  pan: /[\u0A01-\u0A03\u0A05-\u0A0A\u0A0F\u0A10\u0A13-\u0A28\u0A2A-\u0A30\u0A32\u0A33\u0A35\u0A36\u0A38\u0A39\u0A3C\u0A3E-\u0A42\u0A47\u0A48\u0A4B-\u0A4D\u0A51\u0A59-\u0A5C\u0A5E\u0A66-\u0A76]/g,
  Ethiopic: /[\u1200-\u1248\u124A-\u124D\u1250-\u1256\u1258\u125A-\u125D\u1260-\u1288\u128A-\u128D\u1290-\u12B0\u12B2-\u12B5\u12B8-\u12BE\u12C0\u12C2-\u12C5\u12C8-\u12D6\u12D8-\u1310\u1312-\u1315\u1318-\u135A\u135D-\u137C\u1380-\u1399\u2D80-\u2D96\u2DA0-\u2DA6\u2DA8-\u2DAE\u2DB0-\u2DB6\u2DB8-\u2DBE\u2DC0-\u2DC6\u2DC8-\u2DCE\u2DD0-\u2DD6\u2DD8-\u2DDE\uAB01-\uAB06\uAB09-\uAB0E\uAB11-\uAB16\uAB20-\uAB26\uAB28-\uAB2E]|\uD839[\uDFE0-\uDFE6\uDFE8-\uDFEB\uDFED\uDFEE\uDFF0-\uDFFE]/g,
  tha: /[\u0E01-\u0E3A\u0E40-\u0E5B]/g,
  sin: /[\u0D81-\u0D83\u0D85-\u0D96\u0D9A-\u0DB1\u0DB3-\u0DBB\u0DBD\u0DC0-\u0DC6\u0DCA\u0DCF-\u0DD4\u0DD6\u0DD8-\u0DDF\u0DE6-\u0DEF\u0DF2-\u0DF4]|\uD804[\uDDE1-\uDDF4]/g,
  ell: /[\u0370-\u0373\u0375-\u0377\u037A-\u037D\u037F\u0384\u0386\u0388-\u038A\u038C\u038E-\u03A1\u03A3-\u03E1\u03F0-\u03FF\u1D26-\u1D2A\u1D5D-\u1D61\u1D66-\u1D6A\u1DBF\u1F00-\u1F15\u1F18-\u1F1D\u1F20-\u1F45\u1F48-\u1F4D\u1F50-\u1F57\u1F59\u1F5B\u1F5D\u1F5F-\u1F7D\u1F80-\u1FB4\u1FB6-\u1FC4\u1FC6-\u1FD3\u1FD6-\u1FDB\u1FDD-\u1FEF\u1FF2-\u1FF4\u1FF6-\u1FFE\u2126\uAB65]|\uD800[\uDD40-\uDD8E\uDDA0]|\uD834[\uDE00-\uDE45]/g,
  khm: /[\u1780-\u17DD\u17E0-\u17E9\u17F0-\u17F9\u19E0-\u19FF]/g,
  hye: /[\u0531-\u0556\u0559-\u058A\u058D-\u058F\uFB13-\uFB17]/g,
  sat: /[\u1C50-\u1C7F]/g,
  bod: /[\u0F00-\u0F47\u0F49-\u0F6C\u0F71-\u0F97\u0F99-\u0FBC\u0FBE-\u0FCC\u0FCE-\u0FD4\u0FD9\u0FDA]/g,
  Hebrew: /[\u0591-\u05C7\u05D0-\u05EA\u05EF-\u05F4\uFB1D-\uFB36\uFB38-\uFB3C\uFB3E\uFB40\uFB41\uFB43\uFB44\uFB46-\uFB4F]/g,
  kat: /[\u10A0-\u10C5\u10C7\u10CD\u10D0-\u10FA\u10FC-\u10FF\u1C90-\u1CBA\u1CBD-\u1CBF\u2D00-\u2D25\u2D27\u2D2D]/g,
  lao: /[\u0E81\u0E82\u0E84\u0E86-\u0E8A\u0E8C-\u0EA3\u0EA5\u0EA7-\u0EBD\u0EC0-\u0EC4\u0EC6\u0EC8-\u0ECE\u0ED0-\u0ED9\u0EDC-\u0EDF]/g,
  zgh: /[\u2D30-\u2D67\u2D6F\u2D70\u2D7F]/g,
  iii: /[\uA000-\uA48C\uA490-\uA4C6]/g,
  aii: /[\u0700-\u070D\u070F-\u074A\u074D-\u074F\u0860-\u086A]/g
};

// node_modules/franc/data.js
var data = {
  Latin: {
    spa: " de|de |os | la| a |la | y |\xF3n |i\xF3n|es |ere|rec|ien|o a|der|ci\xF3|cho|ech|en |a p|ent|a l|aci|el |na |ona|e d| co|as |da | to|al |ene| en|tod| pe|e l| el|ho |nte| su|per|a t|ad | ti|ers|tie| se|rso|son|e s| pr|o d|oda|te |cia|n d| es|dad|ida| in|ne |est|ion|cio|s d|con|a e| po|men| li|n e|nci|res|su |to |tra| re| lo|tad| na|los|a s| o |ia |que| pa|r\xE1 |pro| un|s y|ual|s e|lib|nac|do |ra |er |a d|ue | qu|e e|sta|nal|ar |nes|ica|a c|ser|or |ter|se |por|cci|io |del|l d|des|ado|les|one|a a|ndi| so| cu|s p|ale|s n|ame|par|ici|oci|una|ber|s t|rta|com| di|dos|e a|imi|o s|e c|ert|las|o p|ant|dic|nto| al|ara|ibe|enc|o e|s l|cas| as|e p|ten|ali|o t|soc|y l|n c|nta|so |tos|y a|ria|n t|die|a u| fu|no |l p|ial|qui|dis|s o|hos|gua|igu| ig| ca|sar|l t| ma|l e|pre| ac|tiv|s a|re |nad|vid|era| tr|ier|cua|n p|ta |cla|ade|bre|s s|esa|ntr|ecc|a i| le|lid|das|d d|ido|ari|ind|ada|nda|fun|mie|ca |tic|eli|y d|nid|e i|odo|ios|o y|esp|iva|y e|mat|bli|r a|dr\xE1|tri|cti|tal|rim|ont|er\xE1|us |sus|end|pen|tor|ito|ond|ori|uie|lig|n a|ist|rac|lar|rse|tar|mo |omo|ibr|n l|edi|med| me|nio|a y|eda|isf|lo |aso|l m|ias|ico|lic|ple|ste|act|tec|ote|rot|ele|ura| ni|ie |adi|u p|seg|s i|un |und|a n|lqu|alq|o i|inc|sti| si|n s|ern",
    eng: "the| th| an|he |nd |ion|and| to|to |tio| of|on |of | in|al |ati|or |ght|igh|rig| ri|ne |ent|one|ll |is |as |ver|ed | be|e r|in |t t|all|eve|ht | or|ery|s t|ty | ev|e h|yon| ha|ryo|e a|be |his| fr|ng |d t|has| sh|ing| hi|sha| pr| co| re|hal|nal|y a|s a|n t|ce |men|ree|fre|e s|l b|nat|for|ts |nt |n a|ity|ry |her|nce|ect|d i| pe|pro|n o|cti| fo|e e|ly |es | no|ona|ny |any|er |re |f t|e o| de|s o| wi|ter|nte|e i|ons| en| ar|res|ers|y t|per|d f| a | on|ith|l a|e t|oci|soc|lit| as| se|dom|edo|eed|nti|s e|t o|oth|wit| di|equ|t a|ted|st |y o|int|e p| ma| so| na|l o|e c|ch |d a|enc|th |are|ns |ic | un| fu|tat|ial|cia| ac|hts|nit|qua| eq| al|om |e w|d o|f h|ali|ote|n e| wh|r t|sta|ge |thi|o a|tit|ual|an |te |ess| ch|le |ary|e f|by | by|y i|tec|uni|o t|o o| li|no | la|s r| su|inc|led|rot|con| pu| he|ere|imi|r a|ntr| st| ot|eli|age|dis|s d|tle|itl|hou|son|duc|edu| wo|ate|ble|ces|at | at| fa|com|ive|o s|eme|o e|aw |law|tra|und|pen|nde|unt|oun|n s|s f|f a|tho|ms | is|act|cie|cat|uca| ed|anc|wor|ral|t i| me|o f|ily|pri|ren|ose|s c|en |d n|l c|ful|rar|nta|nst| ag|l p|min|din|sec|y e| tr|rso|ich|hic|whi|cou|ern|uri|r o|tic|iti|igi|lig|rat|rth|t f|oms|rit|d r|ee |e b|era|rou|se |ay |rs | ho|abl|e u",
    por: "de | de| se|\xE3o |os |to |em | e |do |o d| di|er |ito|eit|ser|ent|\xE7\xE3o| a |dir|ire|rei|o s|ade|dad|uma|as |no |e d| to|nte| co|o t|tod| ou|men|que|s e|man| pr| in| qu|es | te|hum|odo|e a|da | hu|ano|te |al |tem|o e|s d|ida|m d| pe| re|o a|ou |r h|e s|cia|a e| li|o p| es|res| do| da| \xE0 |ual| em| su|a\xE7\xE3|dos|a p|tra|est|ia |con|pro|ar |e p|is | na|r\xE1 |qua|a d| pa|com|ais|o c|ame|er\xE1| po|uer|sta|ber|ter| o |ess|ra |e e|das|o \xE0|nto|nal|o o|a c|ido|rda|erd| as|nci|sua|ona|des|ibe|lib|e t|ado|s n|ua |s t|ue | so|ica|ma |lqu|alq|tos|m s|a l|per|ada|oci|soc|cio|a n|par|aci|s a|pre|ont|m o|ura|a s| um|ion|e o|or |e r|pel|nta|ntr|a i|io |nac|\xEAnc|str|ali|ria|nst| tr|a q|int|o n|a o|ca |ela|u\xE7\xE3|lid|e l| at|sen|ese|r d|s p|egu|seg|vid|pri|sso|\xE9m |ime|tic|dis|ra\xE7|eci|ara| ca|nid|tru|\xF5es|ass|seu|por|a a|m p| ex|so |r i|e\xE7\xE3|te\xE7|ote|rot| le| ma|ing|a t|ran|era|rio|l d|eli|\xE7a |sti| ne|cid|ern|utr|out|r e|e c|tad|gua|igu| ig| os|s o|ru\xE7|ins|\xE7\xF5e|ios| fa|e n|sse| no|re |art|r p|rar|u p|inc|lei|cas|ico|u\xE9m|gu\xE9|ngu|nin| ni|gur|la |pen|n\xE7a|na |i\xE7\xE3|i\xE3o|cie|ist|sem|ta |ele|e f|om |tro| ao|rel|m a|s s|tar|eda|ied|uni|e m|s i|a f|ias| cu| ac|r a|\xE1 a|rem|ei |omo|rec|for|s f|esc|ant|\xE0 s| vi|o q|ver|a u|nda|und|fun",
    ind: "an |ang|ng | da|ak | pe|ata| se| ke| me|dan| di| be|ber|kan|ran|hak|per|yan| ya|nga|nya|gan| at|ara| ha|eng|asa|ora|men|n p|n k|erh|rha|n d|ya |ap |at |as |tan|n b|ala|a d| or|a s|san|tas|eti|uk |pen|g b|set|ntu|n y|tia|iap|k m|eba|aan| un|n s|tuk|k a|p o|am |lam| ma|unt| de|ter|bas|beb|dak|end|i d|pun|mem|tau|dal|ama|keb|aka|ika|n m| ba|di |ma | sa|den|au |nda|n h|eri| ti|ela|k d|un |n a|ebe|ana|ah |ra |ida|uka| te|al |ada|ri |ole|tid|ngg|lak|leh|dap|a p|dil|g d|ena|eh |gar|na |ert|apa|um |tu |atu|a m|sam|ila|har|n t|asi|ban|erl|t d|bat|uat|ta |lan|adi|h d|neg| ne|kum|mas|nan|pat|aha| in|l d|emp|sem|rus|sua|ser|uan|era|ari|erb|kat|man|a b|g s|rta|ai |nny|n u|ung|ndi|han|uku|huk| hu|sa |ers|in | la|ka | su|ann|car|kes|aku|dip|i s|a a|erk|n i|lai|rga|aru|k h|i m|rka|a u|us |nak|emb|gga|nta|iba| pu|ind|s p|ent|mel|ina|min|ian|dar|ni |rma|lua|rik|ndu|lin|sia|rbu|g p|k s|da |aya|ese|u d|ega|nas|ar |ipe|yar|sya|ik |aga| ta|ain|ua |arg|uar|iny|pem|ut |si |dun|eor|seo|rak|ngs|ami|kel|ini|g t|dik|mer|emu|aks|rat|uru|ewa|il |enu|any|kep|pel|asu|rli|ia |dir|jam|mba|mat|pan|g m|ses|sar|das|kuk|bol|ili|u k|gsa|u p|a k|ern|ant|raa|t p|ema|mua|idi|did|t s|i k|rin|erm|esu|ger|elu|nja|enj|ga |dit",
    fra: " de|es |de |ion|nt |tio|et |ne |on | et|ent|le |oit|e d| la|e p|la |it | \xE0 |t d|roi|dro| dr| le|t\xE9 |e s|ati|te |re | to|s d|men|tou|e l|ns | pe| co|son|que| au| so|e a|onn|out| un| qu| sa| pr|ute|eme| l\u2019|t \xE0| a |e e|con|des| pa|ue |ers|e c| li|a d|per|ont|s e|t l|les|ts |tre|s l|ant| ou|cti|rso|ou |ce |ux |\xE0 l|nne|ons|it\xE9|en |un | en|er |une|n d|sa |lle| in|nte|e t| se|lib|res|a l|ire| d\u2019| re|\xE9 d|nat|iqu|ur |r l|t a|s s|aux|par|nal|a p|ans|dan|qui|t p| d\xE9|pro|s p|air| ne| fo|ert|s a|nce|au |ui |ect|du |ond|ale|lit| po|san| ch|\xE9s | na|us |com|our|ali|tra| ce|al |e o|e n|rt\xE9|ber|ibe|tes|r d|e r|its| di|\xEAtr|pou|\xE9t\xE9|s c|\xE0 u|ell|int|fon|oci|soc|ut |ter| da|aut|ien|rai| do|iss|s n| ma|bli|ge |est|s o| du|ona|n p|pri|rs |\xE9ga| \xEAt|ous|ens|ar |age|s t| su|cia|u d|cun|rat| es|ir |n c|e m| \xE9t|t \xEA|a c| ac|ote|n t|ein| tr|a s|ndi|e q|sur|\xE9e |ser|l n| pl|anc|lig|t s|n e|s i|t e| \xE9g|ain|omm|act|ntr|tec|gal|ul | nu| vi|me |nda|ind|soi|st | te|pay|tat|era|il |rel|n a|dis|n s|pr\xE9|peu|rit|\xE9 e|t \xE9|bre|sen|ill|l\u2019a|d\u2019a| mo|ass|lic|art| pu|abl|nta|t c|rot| on| lo|ure|l\u2019e|ava|ten|nul|ivi|t i|ess|ys |ays| fa|ine|eur|r\xE9s|cla|t\xE9s|oir|eut|e f|utr|doi|ibr|ais|ins|\xE9ra|\u2019en|i\xE9t|l e|s \xE9|nt\xE9| r\xE9|ssi| as|nse|ces|\xE9 a",
    deu: "en |er |der|ein| un|nd |und|ung|cht|ich| de|sch|ng | ge|ine|ech|gen|rec|che|ie | re|eit| au|ht |die| di| ha|ch | da|ver| zu|lic|t d|in |auf| ei| in| be|hen|nde|n d|uf |ede| ve|it |ten|n s|sei|at |jed| je| se|and|rei|s r|den|ter|ne |hat|t a|r h|zu |das|ode| od|as |es | an|fre|nge| we|n u|run| fr|ere|e u|lle|ner|nte|hei|ese| so|rde|wer|ige| al|ers|n g|hte|d d| st|n j|lei|all|n a|nen|ege|ent|bei|g d|erd|t u|ren|nsc|chu| gr|kei|ens|le |ben|aft|haf|cha|tli|ges|e s| si|men| vo|lun|em |r s|ion|te |len|gru|gun|tig|unt|uch|spr|n e|ft |ei |e f| wi| sc|r d|n n|geh|r g|dar|sta|erk| er|r e|sen|eic|gle| gl|lie|e e|tz |fen|n i|nie|f g|t w|des|chl|ite|ihe|eih|ies|ruc|st |ist|n w|h a|n z|e a| ni|ang|rf |arf|gem|ale|ati|on |he |t s|ach| na|end|n o|pru|ans|sse|ern|aat|taa|ehe|e d|hli|hre|int|tio|her|nsp|de |mei| ar|r a|ffe|e b|wie|erf|abe|hab|ndl|n v|sic|t i|han|ema|nat|ber|ied|geg|d s|nun|d f|ind| me|gke|igk|ie\xDF| fa|igu|hul|r v|dig|rch|urc|dur| du|utz|hut|tra|aus|alt|bes|str|ell|ste|ger|r o|esc|e g|rbe|arb|ohn|r b|mit|d g|r w|ntl|sow|n h|nne|etz|raf|dlu| ih|lte|man|iem|erh|eru| is|dem|lan|rt |son|isc|eli|rel|n r|e i|rli|r i| mi|e m|ild|bil| bi|eme| en|ins|f\xFCr| f\xFC|gel|\xF6ff| \xF6f|owi|ill|wil|e v|ric|f e",
    jav: "ng |an | ka|ang|ing|kan| sa|ak |lan| la|hak| pa| ha|ara|ne |abe| in|n k|ngg|ong|ane|nga|ant|won|uwo| an| uw|nin|ata|n u|en |ra |tan| da|ran|ana| ma|nth|ake|ben|beb|hi |ke |sab|nda| ng|adi|thi|nan|a k| ba|san|asa|ni |e h|e k|g k| ut|pan|awa| be|eba|gan|g p|dan| wa|bas|aka|dha|yan|sa |arb|man| di|wa |g d| na|g n|ban| tu|n s|ung|wen|g s|rbe|dar|dak|di |g u|ora|aya|be |ah |a s|eni| or|han|as | pr|a n|na |iya|a a|kar|at |a l|mar|uwe|duw|uta|und|n p|asi|pa | si|ala|n n| un|kab|oni|ya |i h|gar|g b|yat|tum|ta |n m|i k|apa|taw| li|ani| ke|al |ka |kal|ngk|ega| ne|nal|n i|g a|ggo|ina|we |ena|dad|iba|awi|aga|a p| ta|sar|adh|awe|and|uju|ind|min|sin|ndu|uwa|gge|n l|ggu|ngs|n b|a b|pra|iji|n a|ha | bi|kat|go | ku|e p|ron|kak|ngu|a u|gsa|war|nya|g t|pad|bis|k b|i w|ae |wae| nd|ali|a m|er |sak|e s|ku |liy|ama|i l|eh |isa|arg|n t|a d|kap|i s|ayo|gay| pe|ndh|bad|pri|neg|tow|uto|eda|bed|il |ih | ik|ur |k k|rta|art|i p|rga|lak|ami|ro |aro|yom|r k|e d|a w|kon|rib|eng|ger|g l|ras|dil| ti|k l|rap|mra|uma| pi|k h|n d|gaw|wat|ga |k n|ar |per| we|oma|k p|jro|ajr|saj|ase|ini|ken|saw|ona|nas|kas|h k|i t| um|tin|wo | me|aba|rak|pag|yar|sya|t k| te| mu|ngl| ni|i b|men|ate|a i|aku|ebu|a t| du|g m|owo|mat| lu|amp",
    vie: "ng |\u0323c |\u0301c | qu|a\u0300 | th|nh | ng|\u0323i |\u0300n |va\u0300| va| nh|uy\xEA| ph|quy| ca|\xEA\u0300n|y\xEA\u0300|\u0300nh|\u0300i |\u0323t | ch|o\u0301 | tr|ng\u01B0|i n| gi|g\u01B0\u01A1|\u01A1\u0300i|\u01B0\u01A1\u0300|\u0301t | co|\u01B0\u01A1\u0323| cu|a\u0301c|\u01B0\u0323 |\u01A1\u0323c| kh| \u0111\u01B0|\u0111\u01B0\u01A1| t\u01B0|co\u0301| ha|\xF4ng|c t| \u0111\xEA|n t|i \u0111|i\u0300n|\u0300u |ca\u0301|gia|\u0301i |o\u0323i|mo\u0323| mo|\xEA\u0300u|i\xEA\u0323|\u0111\xEA\u0300|u c|nh\u01B0|pha| ba| bi|\xE2\u0301t|\u0309a |u\u0309a|cu\u0309|h\xF4n| \u0111\xF4|g t|\u0301 q|\u0303ng| ti|t\u01B0\u0323|t c|\u0323n | la|n \u0111|n c|n n|hi\xEA|ch |ay |hay| vi|\xE2n | \u0111i| na|ba\u0309| ho|do | do| t\xF4| hi|\xF4\u0323i|ha\u0301|i\u0323 |na\u0300|\u0300 t|\u01A1\u0301i|h\xE2n| m\xF4|\u0301p |a\u0300n|\u0323 d|\u0301ch|\u0323p |\u0300o |a\u0300o|kh\xF4|\u0301n |\xF4\u0323t|m\xF4\u0323| h\xF4|ia |\xF4\u0301c|c h|h\u01B0\u0303|i v|g n|\u0301ng|u\xF4\u0301|qu\xF4|h t|\xF4n |\xEAn |n v|nh\xE2|\u0323 t| b\xE2|i c|g v|\u0309ng|i\xEA\u0301|c c|\xE2\u0323t|th\u01B0|h\u01B0 |\u01B0\u01A1\u0301|\u0309n | v\u01A1| c\xF4|c \u0111| \u0111o| s\u01B0|t t|\xF4\u0323c|\u01B0\u0303n|v\u01A1\u0301| v\xEA|a\u0309 |\u0323ng|g \u0111|\u0309o |a\u0309o|u\xE2\u0323| \u0111a|bi\u0323|la\u0300|s\u01B0\u0323|b\xE2\u0301|ha\u0300|h\xF4\u0323|i t|a\u0309n|h\u01B0\u01A1|\u0300ng|tro|\u0309m |o v| mi|\xEA\u0309 |u\u0323c|i h|\u01B0\u0301c|a\u0301p|g c|\u0303 h|ia\u0301|n b|\u0309i |a m|h c|c\xF4n|\xEA\u0323n|\u01A1\u0301c|ha\u0323|\u0111\xF4\u0323| du| c\u01B0|a c|n h|tha|a\u0303 | xa|\u0301o |a\u0301o|i\u0301n|\u0300y |g b| h\u01B0|g h|ong|ron|\u0300 c|cho|\u0300 n|mi\u0300|\u01B0\u0323c|h v|c b| lu|i b|\xEA\u0323 |ai |\xEA\u0301 |\u0323 c|xa\u0303|kha|c q|i\xEA\u0309|t\xF4\u0323|\xF4\u0301i|\u0111\xF4\u0301|a\u0301 |hoa|o h|h \u0111|ca\u0309|n l|ho\u0323|ti\xEA|y t|\u0309 c|a\u0323i|a\u0301n|\u0300 \u0111|oa\u0300|y \u0111|chi|\u0309 n|ph\xE2|\xEA\u0300 |thu|i\xEAn|du\u0323|o c|i m|lu\xE2|c p|\xF4\u0301n|c l|\u0301 c|u\u0303n|cu\u0303|c g|c n|qua|n g|c m|o n|a\u0309i|ha\u0309|\u0301 t|ho |v\xEA\u0300| t\xE2| h\u01A1|o t|\u01A1\u0309 |h\u01B0\u0301|hi\u0300|vi\xEA|\u0300m |\u0309 t|\u0111o\u0301|th\xF4|\u01B0\u0301 |c\u01B0\u0301|hi\u0301|\u0301nh|a\u0300y|\u01A1\u0309n|\u01B0\u01A1\u0309| b\u0103|tri| ta|m v|c v|\u01A1\u0323p|h\u01A1\u0323|h m| n\u01B0|\xEA\u0301t|thi|\u0103\u0323c|ngh|uy ",
    ita: " di|to | in|ion|la | de|di |re |e d|ne | e |zio|rit|a d|one|o d|ni |le |lla|itt|ess| al|iri|dir|tto|ent|ell|i i|del|ndi|ere|ind|o a| co|te |t\xE0 |ti |a s|uo |e e|gni|azi| pr|idu|ivi|duo|vid|div|ogn| og| es|i e| ha|all|ale|nte|e a|men|ser| su| ne|e l|za |i d|per|a p|ha | pe| un|con|no |sse|li |e i| o | so| li| la|pro|ia |o i|e p|o s|i s|in |ato|o h|na |e s|a l|e o|nza|ali|tti|o p|ta |so |ber|ibe|lib|o e|un | a | ri|ua |il | il|nto|pri|el | po|una|are|ame| qu|a c|ro |oni|nel|e n| ad|ual|gli|sua|ond| re|a a|i c|ri |o o|sta|ita|i o| le|ad |i a|ers|enz|ssi|\xE0 e|it\xE0|gua|i p|e c|io | pa|ter|soc|nal|ona|naz|ist|cia|rso|ver|a e|i r|tat|lle|sia| si|rio|tra|che| se|rt\xE0|ert|anz|eri|tut|\xE0 d|he | da|al |ant|qua|on |ari|o c| st|oci|er |dis|tri|si |ed | ed|ono| tu|ei |dei|uzi|com|att|a n|opr|rop|par|nes|i l|zza|ese|res|ien|son| eg|n c|ont|nti|pos|int|ico|r\xE0 |sun|ial|lit|sen|pre|tta|dev|nit|era|eve|ll |l i| l |nda|ina|non| no|o n|ria|str|d a|art|se |ssu|ica|raz|ett|sci|gio|ati|egu| na|i u|utt|ve | ma|do |e r|ssa|sa |a f|n p|fon| ch|d u|rim| fo|a t| sc|tr\xE0|otr|pot|n i| cu|l p|ra |ezz|a o|ini|sso|dic|ltr|uni|cie| ra|i n|ruz|tru|ste| is|der|l m|a r|pie|lia|est|dal|nta| at|tal|ntr| pu|nno|ann|ten|vit|a v",
    tur: " ve| ha|ve |ir |ler|hak| he|her|in |lar|r h|bir|ya |er |ak |kk\u0131|akk|eti| ka| bi|eya|an |eri|iye|yet|ara|ek | ol|de |vey|\u0131n |\u0131r |nda|ar\u0131|esi|\u0131n\u0131|d\u0131r| ta|tle|e h|as\u0131|etl|e k| va|\u0131 v|s\u0131n|ile|ne |rke|erk|ard|ine| sa|\u0131nd|ini|k h|k\u0131n|ama|le |tin|rd\u0131|var|a v| me|e m|na |sin|ere|k v| \u015Fa| bu|lan|kes|dir|rin|dan| ma|k\u0131 |mak|\u015Fah|da | te|mek| ge|n\u0131 | hi|nin|en |n h| se|lik|rle|ana|lma|e a|\u0131 h|r \u015F|ill|si | de|aya|zdi|izd|aiz|hai|ret|hi\xE7|\u0131na| i\u015F|e b| ba|kla|et | h\xFC|r\u0131n|n k|ola|nma|e t| ya|eme|riy|n v|e i|a h|li |mil|eli|ket|ik |kar|irl|h\xFCr|im |evl|mes|e d|ahs|ma |rak|ala|let|lle|un | ed|rri|\xFCrr|bu | mi|i v|dil| il| e\u015F|n i|la |el |mal| m\xFC| ko|e g|se | ki|mas|lek|mle|mem|n b|ili|e e|ser| i\xE7|n s|din| di|es |mel|eke|tir|\u015Fit|e\u015Fi|r b|akl|yla|n m|len| ke|edi|oru|nde|re |ele|ni |t\xFCr|a k|eye|\u0131k |ken|u\u011Fu| uy|eml|erd|ede|ame| g\xF6|e s|i m|tim|i b|rde|r\u015F\u0131|ar\u015F|a s|it |t v|siy|ar |rme|est|bes|rbe|erb|te |al\u0131| an|ndi|end|hs\u0131|unm|r\u0131 |kor|n\u0131n| ce|maz|mse|ims|kim|i\xE7 | ay|a m|lam|ri |s\u0131z|a b|ade|n t|nam|lme|ilm|k g|il |tme|etm|r v|e v|n e|\u011Fre|\xF6\u011Fr| \xF6\u011F|al |\u0131yl|olm|vle|\u015Fma|i s|ger|me | da|ind|lem|i o|may|cak|\xE7in|i\xE7i|nun|kan|ye |e y|r t|az |\xE7 k|ece|s\u0131 |eni| mu|ulu|und|den|lun| fa|\u015F\u0131 |ahi|l v|r a|san|kat| so|enm| ev|i\u015F ",
    pol: " pr|nie|pra| i |nia|ie |go |ani|raw|ia | po|ego| do|wie|iek|awo| ni|owi|ch |ek |do | ma|wo |a p|\u015Bci|ci |ej | cz| za| w |ych|o\u015Bc|rze|prz| ka|wa |eni| na| je|a\u017Cd|ka\u017C|ma |z\u0142o|cz\u0142|no\u015B|o d|\u0142ow|y c|dy |\u017Cdy|i p|wol| lu|ny |oln| wy|stw| wo|ub |lub|lno|rod|k m|twa|dzi|na | sw|rzy|aj\u0105|ecz|czn|sta| sp|owa|o p|spo|i w|kie|a w|zys|obo|est|neg|a\u0107 |mi |cze|e w|nyc|nic|jak| ja|wsz| z |jeg|wan|\u0144st|o s|a i|awa|e p|yst|pos|pow| r\xF3|o o|j\u0105c|ony|nej|owo|dow|\xF3w | ko|kol|aki|bez|rac|sze|iej| in|zen|pod|i i|ni | ro|cy |o w|zan|e\u0144s|no |zne|a s|lwi|olw|ez |odn|r\xF3w|odz|o u|ne |i n|i k|czy| be|acj|wob|inn| ob|\xF3wn|zie| ws|aln|orz|nik|o n|icz|zyn|\u0142ec|o\u0142e|po\u0142|aro|nar|a j|i z|t\u0119p|st\u0119|ien|cza|o z|ym |zec|ron|i l|ami| os|kra| kr|owe| od|ji |cji|mie|a z|bod|swo|dni|zes|e\u0142n|pe\u0142|iu |edn|iko|a n|raj| st|odo|zna|wyc|em |lni|szy|wia|nym|\u0105 p|j\u0105 |ze\u0144|iec|pie|st |jes| to|sob|kt\xF3|ale|y w|ieg|och|du |ini|war|zaw|nny|roz|i o|wej|i\u0119 |si\u0119| si|nau| or|o r|kor|e s|pop|zas|niu|z p|owy|w k|ywa| ta|ymi|hro|chr| oc|jed|ki |o t|ogo|oby|ran|any|oso|a o|t\xF3r| kt|w z|dne|to |tan|h i|nan|ejs|ada|a k|iem|aw |h p|wni|ucz|ora|a d| w\u0142|ian| dz| mo|e m|awi|\u0107 s|gan|zez|mu |taw|dst|wi\u0105|w c|y p|kow|o j|i m|y s|bow|kog|by |j o|ier|mow|sza|b o|ju |yna",
    swh: "a k| ya|na |wa |ya | ku|a m| na| ha|i y| wa|a h|a n|ana|aki|ki |la |hak| ka|kwa|tu | kw| ma|li |a a|ila|i k| ki|ni |a w|ali|a u| an| mt|ke |mtu|a y|ake|ati|kil|ka |ika|kat|ili|te |ote|we |a s|e k|ia |zi |u a|za |azi|ifa|ma |yak|yo |i n|ama| yo|au | au|e a|kut|amb|o y|ha |asi|fa |u w|hal|ara|sha|ish|ata|ayo| as|tik|u k| za|i z|ina|u n|mba|uhu|hi |hur|cha|yot|ru |uru|wat| ch|eri|ngi|e y|u y|i a|aif|tai| sh|nay|chi|ra |ani| bi| uh|sa | hi|i h|awa|iwa|a j|ti |mu |o k|ja |kan|uli|iwe|any|i w| am|e n|end|atu|kaz|o h|ria|her|she|shi|nch| nc|uta|ye |wak|ii |ele|ami|adh|eza| wo|iki|oja|moj|jam| ja|aka|bu |kam|kul|mat|fan|a l|agu|ind|ne |iri|lim|wen|da |kup|uto|i m|a b|ini|wan|bil| ta|sta|dha| sa| ni|ao | hu|e w|wot| zi|rik|kuf|aji|ta |wez|nya|har| ye|e m|si |lin| ut|ine|gin|ing| la|a t|zim|imu|ima|tak|e b|uni|ibu|azo|kos|yan|nye|uba|ari|ahi|nde|asa|ri |ham|dhi|eli|hir|ush|pat| nd|kus|maa|di |nda|oa |bar|bo |mbo|oka|tok|ndw|ala|wal| si|uzi|hii|tah|i s|o n|liw| el|upa|zin|hag|a c|ndi|ais|mai|eny|mwe|aa |ewe| al|ndo|e h|lo |umi|kuh|jib|osa|mam|a z|ufu|dwa|u i| in|iyo|nyi| ny|u m|sil|ang|o w|guz|zwa|uwa|kuw|hil|saw|uch|ufa|laz|und|aha|ua | mw|bal| lo|o l|a i|del|nun|anu|nji| ba|lik|le |uku|i i",
    sun: "an |na |eun|ng | ka|ana| sa| di|ang|ung|un |nga|ak | ha|keu| ba|a b| an|nu |hak| bo|anu|ata|nan|a h|ina| je|aha|ga |ah |awa|jeu| na|ara|ing|oga|bog|gan| ng|asa|kan|a s|ha |ae |bae|n k|a k| pa|a p|sah|g s|sar| si|sin|a n|din|n s|ma | at|aga|a a|tan| ku| ma|n a|san|man|wa |lah|pan|taw|u d|ra |ari|eu | pi|gar| pe|kat| te|n p|sa |per|a d|a m|e b|aan|ban|ran|ala|ike|n n|kum| ti|ama|a j|pik|ima|n d|al |at | ja|ila|ta |nda|bas|rim|teu|n b|eba|beb|udu|aya|ika|ngg|nag|kab|rta|art| me|ola|k n|uma|atu|aba|g k|adi|aca| po|ngt|nar|una|ate|oh |boh|awe|di |tin|asi|uku|n h|dan|aka|iba|car|sac|gaw|are|ent|um |jen|abe|u s|dil|pol|ar |ku |kud|u m|upa|han| hu|ake|bar|ur |hna|aru|h s|a t|sak|wat|kaw| so|n t|pa |mpa|du |ngk|g d|ena|huk| mi|mas|ngs|ti |n j|ka |aku|ren|n m| ta|law|isa| tu|und|a u|h a|tay|ula|aja|ali|nte|gsa|en |gam| wa|ieu|ere|k h|jal|h b|il |dit|ngu|lan|asu|yun|ayu|gta|k d|a r|g n|mah|uda|dip|kas|rup|geu| be|ter|sej|min|ri |ern|u p|k k|amp|ura|kal|e a|k a|ut |g b|nak|bis| bi|k p|tes|end|we |h k|tun|uan| un| de|u n|h t|ksa|u k|ian|wil|u b|ona|nas|uka|rak|eje| se|ami| ke|war| ra| ie|k j|eh |ya |lma|alm|pen|tur|wan|lak|h j|g a|ean|up |rga|arg|r k|u t| ne|deu|gal|gke|e t|h p| ge|g t| da|i n",
    ron: " de|re | \xEEn|\u0219i |are|de | \u0219i|te |ul | sa|rep|e d|ea |ept|dre|tul|e a| dr|ie |\xEEn |ptu|le |ate|la |e p| la| pe|ori| pr|ce |e s| or|au |tat| ar|ice|ii |or |a s| fi| a |ric|ale|per| co|n\u0103 |\u0103 a|rea|ers|i s| li|sau| ca|rso|ent|lor|a\u021Bi|al |a d|e o|men|l l|ei |e c|pri|an\u0103| ac| re|uri|ber|ibe|lib|a p|oan|soa| in|i l|ter| al| s\u0103|tea|l\u0103 |car|t\u0103\u021B|s\u0103 |tur|i a|i d|nal| ni|ri |ita|e \xEE|e \u0219|se |ilo|in |ia |\u021Bie|pre|fie|\u021Bii|\u0103\u021Bi|con|ere|e f|a o|eni|nte| nu| se|ace|ire|ici| cu|i \xEE|a c|i n|a l|pen|ui |nu |\u0103ri|al\u0103|ona|l d|r\u0103 |ert|ril| su|ntr|n c|rin| as|ni |i o|eri|t\u0103 |c\u0103 |ile|\u0103 d|i c|e n|ele|sa | mo|i p|fi |sal|tor|va |oci|soc|nic|pro| un| tr|est|in\u021B|a \xEE|uni|n m|a a| di|ecu|lui|sta|lit| po|tre|gal|ega|oat|ra |act|\u0103 \xEE|leg|u d|e l|nde|int|a f|n a| so|na\u021B|ara|i f|uie|iun| to|tar|ste|ces|rar|at | ce|eme|i \u0219|rec|dep| c\u0103| o | \xEEm|bui|ebu|reb| eg| na|m\xE2n|ntu|ili|v\u0103\u021B|\xE2nd|iei|r \u0219|bil|pli|od |mod|res|din|e e|c\u021Bi| au|ali|\u0103 p|\u0103 f|\xEEmp|ial|cia|ion|\u0103 c|dec|nta| om|it\u0103| fa|\u021B\u0103 |cu |tra|\u0103\u021B\u0103|nv\u0103|\xEEnv|\xE2t |ite|i i|lic| pu| ex|riv|tri|rot|\u021Ba |\u021Bi |l c|rta|imi|ulu|\u021Bio|ic\u0103|lig|rel|ta |cla|t \xEE|nt |nit|e m|\xE2nt|\u0103m\xE2|\u021B\u0103m|ger|n\u021Ba|ru |tru|gur|u c|bli|abi|at\u0103|art|par|ar |rim|iva|l \u0219| sc|ime|nim|era|sup|ind|u a|dic|ic | st| va|ini|igi|e r",
    hau: "da | da|in |a k|ya |a d| ya|an |a a| ko| wa|na | a |sa | ha|kin|wan|ta | ba|a s| ta|a y|a h|wa |ko | na|n d|a t|ba |ma |n a| ma|iya|hak|asa| sa|ar |ata|yan| za|akk|a w|ama| ka|i d|iki|a m|owa|a b| ci| mu| sh|anc|nci|kow|a z|ai |nsa|a c|shi| \u0199a|cik|ne |ana|i k|ci |kki|e d|a \u0199| ku|su |n y|uma|ka |uwa|kum|hi |a n|utu| yi|ani| ga| ra|aka|ali|mut|\u2018ya|tar| do|\u0257an|ars| \u2018y|sam|\u0199as|nda|ane|man|tum|i a|yi |ni | du|ada| su|and|a g|cin| ad|a i|ke | \u0257a|n k|yin|um |e m| ab|ins|nan|ki |mi |ami|yar|min|oka|re |i b|kam|mas|i y|mat|za |ann|en |a\u0257a| ja|m n|li |duk|dai|e s|n s|ra |n w|n h|aik| ai|ida|ga |san|rsa|aba|sar|ce |nin| la|o n|ban|nna|kan|abi|una|dam|me |ara|i m|hal|a r|add|are|n j|abu| ne|zai|a \u0257|wat|ari| \u0199u|on |ans|wa\u0257|ame|ake|kar|din|zam| fa|a l|\u0199un|buw|r d| hu|oki|kok|a \u2018|u d|n t|abb|aur| id|rin|yak|dok|kiy|ray|jam|n b|ubu|bub|n m|i s| an|am |ili|bba|omi|dan|gam|ayu|ash|nce|tsa|ayi|har|yya|ika|bin|han|kko|rsu|aif|imi|fa | am|i i|dom| ki|yuw|dun|o a|fan|n \u0199|aya|fi |n r|she|uni|bay|riy|n \u2018|sab| iy|bat|tab|aga| ir|mar|o w|i w|sha|awa| ak|uns|unc|tun|u k| il|\u0257in|mfa|amf|aci|ewa|kas|lin|n n|don|n i|ure|ifi|lai|dda| ts|iri|aye|un |tan|wad|gwa|afi| ay|ace|mba|amb|aid|nta|ant|war|lim|kya| al|a\u0257i",
    fuv: "de | e |e n| ha|nde|la | wa|ina| ka|akk| nd|\u0257o |na | in|e e|hak|al |di |i h|kke|ii |um |ko |ala|ndi| mu| ne|lla| jo|wal|e\u0257\u0257|ne\u0257|all|mum| fo|kal|jog|ke |aaw|taa| ko|eed|\u0257\u0257o|aa | le|ji |ade|aad|laa|o k| ng|e h| ta|re |ogi|a j|e w|e m|nnd|gii|e l|ley|awa|aag|ede|waa|e k|gu |e d| go|gal|\u0253e |ti |fot|aan|eyd|ydi|\u0257e |ee | re|ol |oto|i e|oti|m e|taw|nga|a i|kee|to |ann|eji|am |ni | wo|een|goo|eej|e f| he|enn|gol|agu|pot| po|dee|ay | fa|ka |a k|ond|oot| de|a f|o f|a n|wa |maa|ota|le |hay|i k|o n|ngo|e j|o t| ja|\xF1aa|hee|nka|i w|awi|a w|ngu|der| to|e t|dim|i n|fof|i f|e g|tee|naa|aak| do|too|a e|ndo|ren|dii|oor|er |o e|i m|of | sa| so|gaa|ani|kam| ma| \xF1a|o w|i l|u m|kaa|ima|dir| ba|igg|lig| li|aar| \u0253e|o i|e s| o |e r|so |ooj| nj| la|won|awo|dow|woo|faw|and|e i|ore|nge|nan|are|a t|tin|aam| mo|\u0257ee|ita|ira|aa\u0257|e p|nng|ma |ank|yan|nda|oo |e \u0253|njo|ude|nee|e y|e a|je | ya|en |ine|iin| di|ral| na|\u0257i |und| hu|inn|\u014Bde|a\u014Bd|ja\u014B|a d|den| fe| te|go | su|a h|haa|tal|e\u0257e|e b|y g|baa|tde| yi|\u0257\u0257a|o h|ii\u0257|ow | da|do |l n|alt| ho|l e|aga|mii| aa|a a|ama|nna|m t| ke|edd|oga|m w|l m|o j|a\u0257e|ree|oje|yee| no|ele|ne |ago| pa| al|guu|wi |ge |aa\u0253|daa|ind|dew|i j|jey| je|ent|tan|o \u0257|ge\u0257| ge|\xF1ee|a l| \u0257u|kko|mak|a s| ga",
    bos: " pr| i |je |rav|na |ma |pra| na|ima| sv|a s|da |a p|vo |nje|ko |ako|anj|o i| po|avo|ja |e s|a i|ti | im| da| u |sva|no |ju | za|o n|va |i p|ili|vak|li | ko|ne | il|koj| ne|nja| dr|ost| sl|van|im |i s|u s|i i|a n|ava|ije|a u| bi|stv|se |a d|om |jed|bod|obo|lob|slo| se| ra|ih |sti| ob| je|pri|enj|dru|u i|o d|iti|voj|raz|ova|dje| os|e i|lo |e p| nj|uje|i d|bra|tre| tr| su|jeg|i n|u z|a k|og |u p|oje|cij|reb|a o|a b|lju|i u|ran|mij|ni |nos|jen|ba |edn|svo| iz|jel|pro|e d|\u017Eav|bit| ni|i o|sta|a z|avn|vje| ka|bil|ovo|a j|aju|ist|nih|tu |red|gov| od|e o|oji| sm|lje|o k|ilo|ji |aci|e u|e n|pre|o p|eba|u o|su |vim|i\u010Dn| sa|u n| dj|a t|ija|\u010Dno|jem|r\u017Ea|dr\u017E|elj|stu|dna|odn|eni|za |iva|olj|\u0161ti|nom|em |du |vno|smi|jer|e b|de |pos|m i| do|u d|nak|a r|obr| mo|lja|nim|ego| kr|tit|kri|ve |nju|an |iko|nik|nu |i m|nog|eno|sno| st|e k|tup|rug|ka |oda|riv|vol|aln|m s|itu|a\u0161t|za\u0161|ani|sam|akv|ovi|osn|rod|aro| mi|tva|dno|nst|jan|ak |ite|vi\u010D|rad|u m| ta|dst|tiv|nac|rim|kon|ku |odu|\u017Eiv|amo|tvo|tel|pod|g p|nov|ina|nar| vj|o s|i b|oj | ov|ave|vu |ans|oja|zov|azo|ude|bud| bu|e t|i v|din|edi|nic|tan|nap|mje| is|jal|slu|pun|eds|o o|zak|jav|i k|m p|tno|ivo|ere|ni\u010D|m n|jim|kak|ada|vni|ugi| ro|mov|ven|pol|to |te | vr",
    hrv: " pr| i |ma |rav|ima|pra|je |na | sv|ti | na|a p|vo |vat|ko |a s|nje| po|anj|avo|o i|tko| im|a i|sva|no |i p|e s|ja |o n| za|ju |ili| u |va |li | bi|ne |i s|atk| il|iti|da | ne| ko| dr| sl|van|nja|koj|ije| ra|ova| os|u s|i i|ost|bod|obo|lob|slo|pri|a n|om |jed|ati|ih |im |voj|ava| ob|stv|se | mo|i u|bit|dru| je| se|dje|i o|enj| ka|i n|sti|lo |u i|svo|mij|ni |e i|raz|a o|e n|bra|o p| su|a b|u p|ran|a k|og |i d|bil|ako|e p|a d|edn|aju|mor|eni| nj|iva|jel|\u017Eav| ni|a z|avn|ovi|eno|ra |oje|a j| da|a u|ora|jeg| iz|nih|r\u017Ea|dr\u017E|oji|sno|nit|jen|vje|ilo|cij|oda|nim| dj|pro|tit|u z|e d|red|nom|jem| od|nos|sta|nov|osn| sm|lje|o s|ji |ovo|stu|pos|vim| do|odn|rad|ist| sa|e o|tu |nju|em |gov|o d|rod|i m|jer|aci|oj |pre|m i|nak|dna|a r|lju|uje|e m|obr|za |olj|ve |o o|m s|an |nu |du |aro|vno|smi|aln|e k|o k|i b|e u|tva|u u|tup|rug|dno|u o|su |u d|ka |vol| ta|ija|itu|\u0161ti|a\u0161t|za\u0161|itk|\u017Eiv|ani|sam|elj| st|sob|oso|nar|akv|ada| mi|te |ona|nst|jan|lja|i v|ite|ego|elo|rim|ku |odu|amo|tvo|tel|jim|pod|nog|vi |ina| vj|to |e b|ans|zov|azo|ak | sk|edi|tan|oju|pun|pot|oti|kon|zak|i k|m p|tno|ivo|ere|ni\u010D|kak|vni|ugi| ro|mov|ven|\u0161tv| be|ara|kla|ave|u b|avi|oja|jal|u m|dni|mje|rak|din|\u0107i |ju\u010D|klj|nic|u k|nap|obi|atn",
    nld: "en |an |de | de| he|ing|cht| en|der|van| va|ng |een|et |ech| ge| ee|n e|rec| re|n v|n d|nde|ver| be|er |ede|den| op|het|n i| te|lij|gen|zij| zi|ht |ijk|eli| in|t o| ve|op |and|ten|ke |ijn|e v|jn |ied| on|eft| ie|sch|n z|n o|aan|ft |eid|te |oor| we|ond|eef|ere|hee|id |in |rde|n w|t r|aar|rij|ord|wor|ens|of | of|hei|n g| vr| vo| aa|r h|hte| wo|n h|al |nd |vri|e o|ren|le |or |n a|jke|lle|eni|n b|ij |e e|g v| st|ige|die|e g|men|nge|t h|e b| za|e s|om |t e|ati|wel|erk|sta|ers| al| om|n t|zal|dig| me|ste|voo|ter|gin|re |ege|ge |g e|bes|nat| na|eke|che|ig |gel|nie|nst|e a|nig|est|e w|erw|r d|end|ona|d v|jhe|ijh|d e|ele| di|ie | do|del|n n|at |it | da|tie|e r|elk|ich|jk |vol|ijd|tel|min|len|str|lin|n s|per|t d|han| zo|hap|cha|wet| to|ven| ni|aat|ion|tio|taa|lke|eze|met|ard|waa|uit|sti|e n|doo|pen|eve|el |toe|ale|ien|ach|st |ns | wa|eme|nin|e d|bij| gr|n m|p v|esc|t w|ont|ite|man|ema| ma|nal|g o|rin|hed|t a|t v|beg|all|ijs|wij|rwi|e h| bi|gro|p d|rmi|erm|her|oon| pe|eit|kin|t z|iet|iem|e i|gem|igi| an|d o|r e|ete|e m|js | hu|oep|g z|edi|arb|zen|tin|ron|daa|teg|g t|raf|tra|eri|soo|nsc|t b| er|lan| la|ern|ar |lit|zon|d z|ze |dez|eho|d m|tig|loo|mee|ger|ali|gev|ije|ezi|gez|nli|l v|tij|eer| ar",
    srp: " pr| i |rav|na |pra| na|ma | sv|ima|da |ja |a p|vo |je |ko |ti |avo| po|a i|ako|a s| za| u |ju |o i| im|nje|i p|va |sva|anj|vak| da|o n|nja|e s|ost| ko|a n|li |ili|ne |om | ne|i s| sl| il| dr|no |koj|u s|ava| ra|og |slo|im |enj|sti|bod|obo|lob|iti|a o|stv|i u|a d|ni |jed|u p|pri|edn| bi|i i|a k|o d|sta|ih |dru|a u| je| os| ni|nos|pro|aju|i o|ran| de| su|u i|se |van|ova|i d|cij| ob|uje|red|\u017Eav|e i|i n|voj|e p|a j|dna| se| od|ve | ka|eni|r\u017Ea|dr\u017E|a z|avn|aci|ovo|u u|m i|oja| iz|lja| nj|ija|u z|e o|rod|jen|lje|e b|raz|jan|lju|svo|za |gov|i\u010Dn| st|nov|sno|osn|du |ji |pre| tr|su |vu |odn|a b|jeg|nim|nih|tu |tit|\u0161ti|ku |nom|bit|e d|me |iko|\u010Dno|oji|lo |vno|nik|e n|\u0111en|ika|bez|ara|de |u o|vim|nak| sa|u n|riv|ave|an |olj|vol| kr|o p|sme|e k|nog| ov|e u|tva|bra|rug|reb|tre|u d|oda| mo| vr|vlj|avl|ego|jav|del|m s|kri|o k|a\u0161t|za\u0161|nju| sm|ani| li|dno|e\u0111u|aln|la |akv|oj |\u0161en|kom|stu|ugi|avi|a r|ka |rad|oju|tan|odi|vi\u010D|tav|itu|ude|bud| bu|pot|odu|\u017Eiv|ere|m n|tvo|ilo|bil|aro|ovi|por|eno|\u0161tv|nac|ove|m p|tup|pos|rem|dni|ba |nst|a t|ast|iva|e m|vre|nu |be\u0111|ist|pun|en |te |dst|rot|zak|ao |kao|i k|ju\u0107|o s|st |sam|ter|nar| me|i m|kol|e r|u\u0161t|ru\u0161|ver|kak| be|i b|kla|ada|eba|ena|ona| on|tvu|ans| do|rak|slu",
    ckb: " he| \xFB |\xEAn | bi| ma|na |in |maf| di|an |xwe| xw|ku | ku|kes| de| ji|her|kir|iya|ya |rin|iri|ji |bi |es | ne|ye |y\xEAn|e b|er |af\xEA|tin|ke | an|iy\xEA|eye|rke|erk|we | be|e h|de | we|hey|f\xEA |i b|y\xEA |ina| b\xEA| li|diy|ber|li |re |\xEE \xFB|n\xEA |\xEA d| se| ci|eke|di |w\xEE | na|\xEE y|af |ete|hem| w\xEE|sti| ki|r\xEE |k\xEE |\xEE a|yek|n d|kar| te|ne |y\xEE |i h|e k|t\xEE |t\xEA |a w|e d|\xEE b|s m|ast|n b|be |yan|ser|tew|net| tu| ew|hev|aza|ara|\xFB b|n k|adi|ev |zad| az|ras|est|an\xEA| ya|n h|n \xFB|wed| t\xEA|wek|bat|bo | bo| y\xEA|st |n n|\xEA k|dan|\xEA h|ema|\xEA b|iye|\xEE h|din|b\xFBn|r k|ek\xEE| me|par|\xFBna|ta |wle|ewl|\xEE m| ke|nav|ewe|man|\xEA t|d\xEE |\xFB m|m\xFB |em\xFB|a m|ika|e \xFB|n w|a x|\xEA m|e n| ta|ela|n j|ey\xEA|n x|civ|wey|ana| re|khe|ekh|bik|k\xEA |j\xEE |f h|er\xEE| pa|\xEEna|bin|erb|vak|iva|a s| ni|cih|v\xEA |e j|ari| p\xEA|\xEE d|n\xEAn|ike|e t|a k|\xEA x| ye|n a|ey\xEE|n e|ama|b\xEA |ar |ewa|at\xEA|bes|rbe|av |ibe|ist|m\xEE |tem|awa|are|h\xEE |geh|nge|ing|nek|n\xFBn|an\xFB|qan| qa|v\xEE |rti|uke|tuk| \u015Fe|eza| da|u d|\xFB a|f \xFB|edi| ra|tu |tiy|t\xEAn| mi|xeb| ge|h\xEEn| h\xEE|et\xEA|\xEE j|st\xEE|mal|bib|ra |i d|e m|mam|i a|nik|i m|\xEE k| wi|\xFBn | ko|a \u015F|\xEA j|riy|lat|wel|e e|ine|ane|\xFB h|\xEEn |a d|siy|end|aye| za|ija|a n|\xEE n|ek |tek|yet|mbe|emb|\xFB d|rov|iro|mir|eba| xe|m\xEAn| \xEAn| hu|n\xEEn|an\xEE|t \xFB|ten|n m|dem|\xEA \xFB|en\xEA|te |art|i r| j\xEE|u j|ek\xEA|dew",
    yor: " n\xED|ti |\u1ECD\u0301 |n\xED | l\xE1| \u1EB9\u0300|\xE0n |\u1EB9\u0301 |kan|t\xED | t\xED|an |\u1EB9\u0300 |t\u1ECD\u0301|\u1ECD\u0300 | \u1EB9n|\u1ECDn |w\u1ECDn|\xED \u1EB9|b\xED |\xE1ti|l\xE1t|\u0300t\u1ECD|\u1EB9\u0300t| gb| \xE0t| \xE0w|n l|\xE0ti| a |l\u1EB9\u0300|\u1EB9n\xEC| \xF3 |k\u1ECD\u0300| l\xF3|\xEC k|s\xED |\u1ECD\u0300k| k\u1ECD|ra |ni |\xE0b\xED|t\xE0b| t\xE0|n\xEC | s\xED|\u0300ka|\u1ECD\u0300\u1ECD|n \u1EB9|\xE0w\u1ECD|n t|\xF3 n|\u0300\u1ECD\u0300|\xEDl\u1EB9|or\xED|l\xF3 | w\u1ECD|t\xF3 |d\xE8 |\xECy\xE0|\xFAn | t\xF3| or|\xED \xEC|\xE8d\xE8|k\xF2 |\u2010\xE8d|\u0300\u2010\xE8|\u1EB9\u0300\u2010|r\xEDl|\xED \xF3|r\u1EB9\u0300|\xED \xE0| s\xEC|y\xE0n|gbo|\u1E63e | k\xF2|\xED a| r\u1EB9| j\u1EB9|s\xEC | b\xE1|r\xE0n| \u1E63e|w\u1ECD\u0301|n\xECy|f\xFAn| f\xFA|n \xE0|ba |n n|gb\xE0|gb\u1ECD|j\u1EB9\u0301|un |\xEC\xED | k\xED|gba|\xE8n\xEC| \xE8n|b\xE1 |\u0301 l|a k| ka|d\u1ECD\u0300|k\xED | \xF2m|in | fi|b\xF2 |fi |b\u1EB9\u0301|\u1ECDd\u1ECD|b\u1ECDd|\u0301 s|hun|n\xFA |n\xEDn|w\xE0 |ira|nir|\xF2m\xEC|\xECgb| \xECg|\u0301 t|\u1EB9ni|\xEDn\xFA|i l|\xECni|m\xECn|b\xE0 |\xE1\xE0 |i \xEC|ohu| oh|\xED i|ara| ti|bo |\xF2 l| p\xE9|r\xFA |\xEDr\xE0| \u1ECD\u0300|\xED \xF2|ogb|k\u1ECD\u0301|p\u1ECD\u0300|\xF3 b|\xE0 t|i n|l\u1ECD\u0301|\u1EB9\u0301n| \xECb|y\xEC\xED|gb\xE9|g\u1EB9\u0301|bog|\xF3\xF2 |y\xF3\xF2| y\xF3|n k|p\xE9 |d\xE1 |\u0301w\u1ECD|\u1ECD\u0301w|\xE0 l|\xED k| w\xE0|n o|j\u1ECD | ir|\u1ECD\u0300r|\xFA \xEC|\u0301 \xE0|\xF3 s|i t|\u1E63\u1EB9\u0301|\u0300k\u1ECD|\xED t|y\xE9 |l\xE8 | l\xE8|fin|\xE0b\xF2| l\u1ECD|\xE0 n|\xF9j\u1ECD|w\xF9j|ir\xFA|\xF3 j| ar|\xED w|a w| \xECm|\xFA \xE0|\u0300 t|\xF2fi| \xF2f| \xE0\xE0|f\u1EB9\u0301|\xE0w\xF9|\u0301ni|w\xF9 |\xEC\xEDr|m\xEC\xED| m\xEC|l\xE1\xEC| y\xEC|\xED g|\u1ECD\u0301n|n s|i \u1EB9|\u1EB9\u0300k|\xE0gb|\xEDgb|n\xEDg|a n| k\xFA|l\xE1\xE0|\xED o|n\xE1\xE0| n\xE1|k\u1EB9\u0301|\xEDpa|n\xEDp|\xECn | \xECk|b\xE9 |i g|\u1ECDm\u1ECD| \u1ECDm|i \xE0|i\u1E63\u1EB9|\u0300 \xE0|\xECm\u1ECD|n a|n f|j\u1EB9 |y\xED |\u0301 \u1ECD|\xF3 d|\u0301 \xF2| d\xE1| m\xFA|\xE0\xE0b|\xE1b\u1EB9|l\xE1b|\xECb\xE1|\xF2 g|j\xFA |i o|l\xFA | \xE8t|\u0300 \u1EB9|t\u1ECD\u0300|de |\u0300 n|i \xF2| \xECy|k\xE0n|\u0301n | b\xED| i\u1E63|m\u1ECD\u0300|e \u1EB9|\u0300 l| f\xE0|\xE8y\xED| \xE8y| \xECd|m\u1ECD\u0301|d\xE9 |\u0300 k|\u0301 p|\xF2 t|m\xFA | f\u1EB9| \xECj|r\xED |\xECk\u1EB9|n\xECk|\xECn\xED|n \xEC|n \xE8|s\xECn|\xE8 \u1EB9| i |r\u1ECD\u0300| \xE0n|\u0301 b|\xF9n |\u0301gb|\u1ECD\u0301g|d\u1ECD\u0301| d\u1ECD|\xED n|rin|\u0300 j",
    uzn: "ish|an |lar|ga |ir | bi|ar | va|da |iga| hu|va |bir|sh |uqu|quq|huq| ha|shi| bo|r b|gan|a e|ida| ta|ini|lis|adi|ng |dir|lik|iy |ili|o\u02BBl|har|ari| o\u02BB|uqi|ins|lan|hi |ing|dan|nin|kin| yo|son|nso| in| mu|on |qig| ma|ega|r i|bo\u02BB| eg|o\u02BBz|ni |gad|ash|i b|ki |oki|ila|yok|a b|n b|osh|ala|at |in |r h|erk| er|lga| qa|rki|h h| sh|i h|ara|n m| ba|nis|ik |igi|lig|bos|ri |qil|a t|bil|las|eti| et|n o|ani|nli|kla|i v|a q|a h|a o|yat| qo|im |a s|i m|iya|atl|oli|osi|siy|qla|cha|til| ol|ati|a y|mas|qar|inl|lat| qi|ta\u02BC|ham|gi |ib |\u02BBli|mla|h v|\u02BBz |hun|n e|mum| da| bu| to|un |mki|umk|sha|tla|ris|iro|ha |rch|bar|iri|oya|ali| be|i o|asi|aro| ke|i t|rla| te|arc|hda|shu|tis|n h|tga| sa| xa|rak|lin|ada|ola|imo|hqa|shq|li | tu|aml|lla|sid| as|nid|a i| ki|ch |n t|nda|k b|era|siz|or |hla|a m|r v|eng|ten|mat|mda|amd|lim|miy|y t|ayo|i a|ino|ilg|tni| is|ana|as |ema| em|ech|a a|tar|kat|aka|ak |rat| de|aza|ill| si| so|g\u02BBi|uql|n q|oda|\u02BCli|a\u02BCl|nik| ni|tda|uch|gin|a u|him|uni|sit|ay |qon| ja|atn|kim|h k|hec| he|\u02BBzi|lak|ker|ikl| ch|liy|lli|chi|ur |zar|shl|rig|irl|dam|koh|iko|a d|am |n v|rti|tib|yot|tal|chu| uc|sla|rin|sos|aso| un|na | ka|muh|dig|asl|lma|ra |bu |ush|xal|\u02BBlg|i k|ekl|r d|qat|aga|i q|oiy|mil| mi|qa |i s|jin",
    zlm: "an |ang| ke|ng | se| da|ada|ara|dan| pe|ran| be|ak |ber|hak|ata|ala|a s|ah |nya| me|da |per|n s|ya | di|kan|lah|n k|aan|gan|dal|pad|kep|a p|n d|erh|eba|nga|yan|rha| ya|nda|ora|tia|asa| ha|ama|epa| or|iap|ap |a b| at| ma|eti|ra |tau|n a|set|au | ba|pa | ad|n p|tan|p o|eng|a d|men|apa|h b|h d|dak|man|a a|ter| te|k k| sa|n b|ana|g a|end|leh|ole|a k|am |n y|aka|eh |lam|bas|beb|n m| un|pen|sa |keb|sam|n t| ti|ela|san|car|uan|ma |di |han|ega|ban|eri|at |sia|a m|ika|kes|ian|gar|seb|ta |mas|und|neg|nan|ngs|i d|erl|na |epe|emb|bar| la|atu|kla|pem|mem|emu|eca|sec|ngg|nny|any|bol|al |aha|gsa|ebe|ind|akl|n h|erk|ung|ena| bo|a t| ap|ers| de|in |tu |pun|as |agi|ann|g b|bag| ne|ain|hen| he|era|rat|sem| su|adi|lan|g s|dia|mat|ses|iad| ta|iha|g t|tin|k m|k h|i k|gi |i s|ing|uka|enu|den|lai|k d|ert|ti |rka|aja|rga|lua|ker|mel|dun|ndu|lin|rli|nak|ntu|esi|aya|un |uat|jua| in|rma|erm|ai |emp|kem|ri |dil|ua |uk |h m|l d|g m|mba|kat|ese|tik|ni |ini| an|mpu|ka |dar|mar|rja|erj|arg|u k|sua| ol|esa|dap|ar |g u|si |ent|g d| pu|awa|iri|dir|sal|gam|mbe|n i|har|a h|raa|ema|tar|i a|saa|ira|ari|pel|jar|laj|uju|tuj|rak|ura|uar|elu|t d|unt|il |wen|asi|gga|ipa|ksa|tuk|ula|sek|sas|ibu|rta|sep|rsa|nta|ati|ila|mua|yar",
    ibo: "a n|e n|ke | na| \u1ECD |na | b\u1EE5|\u1ECD b|nwe|nye|ere|re | n |ya |la | nk|ye | nw| ma|e \u1ECD| ya| ik|a o|a \u1ECD|ma |\u1EE5la|b\u1EE5l|ike| on|nke|e i|a m|ony|\u1EE5 n|kik|iki|b\u1EE5 | a |ka |wer|ta |i n|do |di | nd| ga|a a|e a|a i|he |kwa| ok| ob|e o|hi |any|ga\u2010|ha |d\u1EE5 | mm|ndi|\u1ECD n|wa |r\u1EE5 |e m|che|a e|oke|wu |aka|ite|o n|a g|odo|bod|obo| d\u1ECB| ez|ara|we | ih|a\u2010e|h\u1ECB |ri |n o|zi |mma|chi|d\u1ECB |ghi|\u1EE5ta|iri|ihe| an| oh|a y|gba|\u1EE5 \u1ECD| \u1ECDz| ak| iw|nya|te |iwu| nt|ro |oro|e \u1ECB|z\u1ECD |ezi|me |e e|u n|her|ohe| si|a\u2010a|i m|ala|\u1EE5 i| ka|akw| in|gh\u1ECB|kpe|n e|p\u1EE5t| e |i i|i o|ide|inw|\u1EE5 o|h\u1EE5 |ah\u1EE5|weg|ra |o i|kpa|ad\u1EE5|mad|si |sit|a s| me|sor|i \u1ECD|gid|edo|u o|e y|n a| en|tar|ozu|toz|bi |be |\u1EE5 m|\u1EE5r\u1EE5|\u1ECDr\u1EE5| \u1ECDr|mak|uso|ama|de |\u1ECB o| \u1ECDn|\u1ECDz\u1ECD|ch\u1ECB|egh|enw|ap\u1EE5|ru | to|i a|a \u1EE5|osi|r\u1ECB |wet|hed|nch| nc| eb| al|n\u1ECDd|\u1ECDn\u1ECD|uru|sir| kw|yer|ji |eny| mk|\u1ECBr\u1ECB|eta| us|tu |\u1ECD d|u \u1ECD| o |ba | mb|\u1ECDd\u1EE5|\u1ECBch| ch|a d|pa | ag|kwe| ha|a u|e s|mkp|n u|nta|ebe|n \u1ECD|o m|kwu|nkw|nwa|obi| \u1ECBk|esi|i e|nha| nh|le |ile|nil| ni|eme| og|e k|n i|ch\u1ECD|o y|as\u1ECB|otu| ot|ram|u m|\u1ECBgh|d\u1ECBg|zu |n\u1ECD |mba| gb|e g|\u1ECB m|\u1ECDch|ich|pe |agb|i \u1ECB|uch|z\u1EE5z|uny|wun|\u1ECDr\u1ECD| nn|na\u2010| di|ge |oge|iji| ij|\u1ECDha| \u1ECDh|ikp|egi|meg|o o|\u1EE5h\u1EE5|h\u1EE5h|mah|n \u1EE5|\u1ECD g|\u1ECDta|ek\u1ECD|\u1ECB n|kw\u1EE5|agh|\u1EE5m\u1EE5|ban|kpu|okp| ah|\u1ECBkp|a k|ime| im|z\u1EE5 |\u1EE5z\u1EE5|\u1ECDz\u1EE5| \u1EE5z|lit|ali|nat",
    ceb: "sa | sa|ng |ang| ka| pa|an |ga |nga| ma|pag| ng|on |a p|od |kat|ay | an|g m|a k|ug |ana| ug|ung|ata|ngo|atu|n s|ala|san|d s|tun|ag |a m|god|g s|a a|a s|g k|g p|yon|n u|ong|tag|usa|pan|ing|una|mat|g u|mga| mg|y k| us|ali|syo| o |aga|tan|iya|kin|dun|nay|man|nan|a i| na|ina|nsa|isa|bis|a b|adu| ad|n n| bi|asy|asa|lay|awa|lan|non|a n|nas|o s|al |agp|lin|nal|wal| wa|ili|was|gaw|han| iy| ki|nah|ban|nag|yan|ahi|n k|gan| gi|him| di|a u| ba| un|ini|ama|ya |kas|asu|n a|g a|gka|agk|kan|ags|agt|l n|a g|kag| ta|imo|uns|sam| su|g n|n o|gal|kal|og |taw|aho|uka|gpa|ipo|ika|o p|a t| og| si|gsa|g t|aba|ano|gla|y s|o a|aki|hat|kau|sud|gpi|a w|g i|aha|ot |ran|i s|n m|bal|lip|gon|ud | ga|li |uba|ig |ara|g d|na |kab|aka|gba|ngl|ayo| la| hu|a h|ati|d a|d n| pu| in|uga|ok |ihi|d u|ma |may|awo|agb|ami|say|apa|pod|uha|t n|agh|buh|ins|ad | ub| bu|at |iin|a d|ip |uta|sal|hon|wo |ho |tra|lak|iko|as |aod|bah|mo |aug|ona|dil|gik|sos|lih|pin| pi|k s|nin|oon|abu|la |rab|hun| ti|mah|tar|t s|ngb|uma|hin|bat|lao|mak|it | at|s s|sno|asn|ni |aan|ahu| hi|agi|n p|inu|ulo|y p| ni|iha|mag|o n|duk|edu| ed|a e|til|ura|tin|kip|agl|gay|g h|g b|ato|ghi|nab|kon|in |ter|o u|o o|yal|sya|osy| so|tik| re| tr|hig|a o|ha |but|pak|aya",
    tgl: "ng |ang| pa|an |sa | ka| sa|at | ma| ng|apa|ala|ata|g p|pan|pag|ay | an| na|ara| at|tan|a p|pat|n a| ba|ga |awa|rap|kar|g k|aya|lan|g m|n n|g b|nga|mga| mg|a k|na |ama|n s|a a|gan|yan|gka| ta|may|tao|agk|asa|man|aka|ao |y m|ana|g a|nan|aha|kan|y k|baw|kal|a m|g n|ing|wat| y |t t|pam|a n|o y|ban| la|ali|san|wal|mag| o |g i|aga|lay|any|g s|in |nya|yon|kas|a s|isa|una|ong|aan|kat|t p| wa|ina|tay|ya |on |o m|ila|ag |nta|t n|aba|ili| ay|o a| ga|no |a i|gal|ant|han|t s|kap|kak|lah|ari|agt|agp|ran|g l|lin|as |lal|gaw|ans|to |ito| it|hay|wa |t m| is|pap|mam|nsa|ahi|nag|bat|lip|gta| di|gay|gpa|pin| si|ngk|ung|aki|y n|iti|tat|ano|yaa|y s|mal|hat|kai|sal|hin|uma|mak|di |agi|pun|ihi|a l|i a|ira|gga|nah|s n|ap | ha|usa|nin|o p|gin|ipu|ika|ngi|i n|lag|la |y p|ini|g t|uka|nap| tu|a g|tas|aru|ipa| ip|li |al |n o|a o|t k|alo| pi|sin|syo|asy|ita|aho|nar|par|o s|pak|t a|uha|sas|gsa|ags|kin|a h|iba|lit|ula|o n|nak|a t| bu|duk|kab|sam|g e|ain|ami|mas|lab|ani|kil|it | al|agb|buh|a b|g g|ba | ib|iyo|ri |yag|ad | da|edu| ed|anl|ma |ais|iga|mba|tun|ipi| ki|od |ayu| li|lih|sar|gi |g w|pah|wir|oob|loo|agg|nli|bay|map|git|mil|ok |hon|ngg|sah|iya|pas|g h|agl|tar|ngu|amb|uku|ayo|s a|p n|n m|rus|i m|l a|abu| aa",
    hun: "en | sz| va| a |\xE9s |min|ek | \xE9s| mi|jog| jo|an |ind|nek|sze|s\xE1g|nde|a v|den|oga|sza|val|ga |m\xE9l|ala|em\xE9|gy |n a|van|zem|ele| me|egy|\xE9ly| eg|zab|t\xE1s| az|n s|bad|aba|ni |az |gye| el|ak | se|meg|sen|\xE9ny|s\xE9g|k j|yne|lyn| ne|ben|lam|tt |t a|et |agy|oz |hoz|vag|zet| te|n m|ez |nak|int|re |et\xE9|tet|mel|tel|s a|em |ely|let|hez| al|s s| ki|ete|at\xE1|z a| le|yen|es |ra |t\xE9s|ell|nt |sem|t s|len|nem|a s|ese|nki|enk|a m|\xE1s\xE1|i m|ban|kin|k m|szt| \xE1l|ame|k\xF6z|k a|ds\xE1|ads|l\xF3 | k\xF6|\xE1s |ly |on |\xE9be|tat|a t|n v|\xE1ll|m\xE9n| v\xE9|nye|k\xFCl|l\u0151 |a n| cs|i \xE9|ok |\xE9sz|\xE9rt|lla|lap|\xE1go|gok|nyi|tek| ke|nd |\xE9te|ami|z\xE9s|yes|szo|t m|a a|het|fel|lat|lem|lle|el |z e|s e|k \xE9|mbe|emb|el\xE9|ot |lis|vet|kor|\xE1g |olg| am|sz\xE1|ehe|leh|ogo|ott|\xFCl |nte|\xE9le|i v|ogy|hog| ho|kel|n k|tes|nl\u0151|enl|ss\xE1|\xE1za|h\xE1z|\xE9g |vel|\xE1ba|lek|\xE9ge| ha|a h|r\xE9s| fe|\xE1ny|del|el\u0151|\xE1t |al\xE1|art|tar|zto|z\xE1s|t\u0151 |yil|koz|tko|al\xF3|s k|i e|\xE1rs|t\xE1r|mze|emz| ny|m\xE1s|ett|ny |fej|ass|zas| h\xE1|d a|t \xE9|is |\xE9s\xE9|ez\xE9|t\xE9b| mu|\xE1so|s\xEDt|lye|elm|\xE9de|v\xE9d|ine|t k|os |it |izt|biz| bi|y a|m l|tot|a j|atk|n\xE9l|t n|ti | m\xE1|ai |l\xE1s|eve|nev|zte| b\xE1|sel|ll |al |ere|n e|unk|mun|t e| ak|ife|kif|ako|s \xE9| \xE9r|\xE1na| es|s t|got|s\xFCl| be|v\xE1l|csa|se |\xE9se|ad |ges|tos|ja | gy|asz|ten|lm\xE9| t\xE1|eze|\xE1rm|b\xE1r|ess|l s|\xFCle",
    azj: " v\u0259|v\u0259 |\u0259r |ir | h\u0259| bi| h\xFC| ol|\xFCqu|h\xFCq|quq|na |in |lar|h\u0259r|d\u0259 | \u015F\u0259|bir|l\u0259r|lik|mal|r b|lma|r h| t\u0259|\u0259xs|\u015F\u0259x|\u0259n |dir|uqu|una|an |ali|a m| ma|ikd|ini|r \u015F|d\u0259n|ar |il\u0259|qun|aq |as\u0131| ya|m\u0259k|y\u0259t| m\u0259| m\xFC|kdi|\u0259si|\u0259k |ilm|nin|nd\u0259|olm|\u0259ti|\u0259 y|sin|xs |nda|lm\u0259|yy\u0259|i v| qa| az|olu|iyy|ya |ind|zad|qla|\xFCn |ni |l\u0259 |tin|n m|aza|ar\u0131|\u0259t |n t|maq|lun|l\u0131q|\u0259 b|un |nun|q v|n h|dan|\u0131n | et|tm\u0259|\u0259r\u0259| \xF6z|da |\u0259 v| on|\u0259 a|\u0131na|\u0131n\u0131|bil|a b|s\u0131 |il |\u0259mi|ara|si | di|\u0259 m|\u0259ri|rl\u0259| va|\u0259 h|etm|\u0131\u011F\u0131|ama|dl\u0131|adl|rin|b\u0259r|r\u0131n|n i|m\xFCd|n\u0131n| he|mas|ik |n a|dil|al\u0131|irl|\u0259l\u0259|\xFCda|s\u0131n|\u0131nd|xsi|li |\u0259 d|n\u0259 | b\u0259|\u0259ya| in|\u0259 i|l\u0259t| s\u0259|n\u0131 | i\u015F|an\u0131|e\xE7 |he\xE7|q h|eyn|\u0259 e|d\u0131r| da|asi|r\u0131 |i\u015F |ifa|l\u0131\u011F|i s|fi\u0259|afi|daf| ed|m\u0259z|u v|kil| ha|ola|n v|\u0259ni|\u0131r |uq |unm| bu| as|sia|osi|sos|ili|\u0131d\u0131|l\u0131d|nma|\u0131q |in\u0259|\u0259ra|sil|xil|axi|dax|ad\u0259|man|a h|\u0259 o|onu|a q|\u0259z | ki|se\xE7| se|\u0131 h|min|lan|\u0259d\u0259|bu |raq|l\u0131 |\u0131l\u0131|al |\u0259 q|r v|nla|hsi|\u0259hs|t\u0259h|\xF6z |ist| is|m\u0259s| \u0259s|ina|\u0259 t|\u0259tl|a v|i\u0259 |n b|t\u0259r| ta| c\u0259|edi|ala|kim|qu |i t|ulm|m\u0259h|n o|aya|\u0131 o|ial| so|ill|siy| d\u0259|var|ins|mi |\u011F\u0131 |nik|r i|aql|k h|t\u0259m|tam|\xE7\xFCn|\xFC\xE7\xFC| \xFC\xE7|\u011F\u0131n|sas|\u0259sa|z h|\u0259m\u0259|zam| za|sti|r\u0259f|n e|r a|ild|h\u0259m|\u0131ql|yan|may|n \u0259|m\u0259n|mil| mi|\u0259qi|din|n d|t\xFCn| d\xF6|miy|kah|ika| ni|fad|tif|l o|s\u0259r|yni| ey|ana|l\u0259n|am |ril|ay\u0259|a\u015F\u0131",
    ces: " pr|n\xED | a | ne|pr\xE1|r\xE1v|na |ost| po|ho | sv|o n| na|vo |neb|\xE1vo|bo |ebo|nos|m\xE1 | m\xE1|a\u017Ed|ka\u017E| ka| ro|ch |d\xFD |\u017Ed\xFD|ti |ou |a s| p\u0159| za|\xE1n\xED|\xE1 p| je| v |svo|\xE9ho| st|\xFD m|sti|n\u011B | by|obo|vob|ter|pro|en\xED|bod| z\xE1| sp|\xED a|rod|kte|by |mu |u p|o p| n\xE1|v\xE1n|jak| ja|a p|o v|\xED n|ov\xE1|oli|v\xED |spo|roz| kt|mi |\xED p|ny | ma|\xEDm |i a|do | so|odn|\xE1ro|n\xE1r|li |n\xE9 |tv\xED|at |\xFDch|a z| vy|byl|vol|en |\xFDt |b\xFDt| b\xFD|t s|tn\xED|stn|o s|\xED b|to | do|sv\xE9|v\xE9 |ran|ejn|z\xE1k|eho|jeh|nes|p\u0159\xED|m\xED |\u010Din|kol|aj\xED|sou| v\u0161|\xEDch|it |n\xFDm|\xFDm |nu |hra|nou|u s|\xE9mu| k |du |\u017Een|pod| ze|kla|a v|stv|pol|dn\xED|er\xE9|m p|st\xE1|je |ci |e\u010Dn| ni|n\xE9h|a n|ak\xE9|\xE1va|maj|em |rov|\xED m|k\xE9 |ole|n\xFDc|ova| ve|ako| ta|i k|chr|och| oc|kon|i p|\xED v|sm\xED|esm|kdo|st |i n|o z|ave|odu|bez| to|sta|ech|j\xED |o d|sob|se | se|\xED s|\xFDmi|i s| i |i v| vz|n\xEDm|pra|ln\u011B|p\u0159i|t\xE1t|ste|a j|aby| ab| s |oln|a o|m n|\u010Den|slu|\u0159\xEDs| os|zem|mez| \u010Di|ln\xED|\xE1ln|oci|jin| ji|y b|\xED z|y s|va |v\u0161e|t v|ovn|chn|d\u011Bl|n\xEDc|le\u010D| pl|vat| vo|vin|rav|vou|lad|inn|\xE9 v|anu|tej|u k|stu|est| tr|ky |ikd|nik|ivo|nit|zen|u o|n\xE9m|nez|i\xE1l|\xEDho|len|ens|o\u017Ee|oko|k\xE9h|rac|ven|\xED k|e s|l\xE1n|\u011Bl\xE1|zd\u011B|vzd|t k|din|odi|t\xED | od|r\xE9 |tup|pov|pln|\u0161t\u011B|\xE1kl|nno|tak|er\xE1|\u0159ed|o a|a t|res|j\xEDc| mu|u z|rok| ob|\u010Dno|u a|y k|i j|\xE9 n|lu\u0161|\xEDsl|oso|ci\xE1|soc|n\xEDh|o j|ck\xE9",
    run: "ra |we |wa |e a| mu|a k|se | n | um| ku|ira|ash|tu |ntu|a i|mu |umu|mun|unt|ere|zwa|ege|ye |ora|teg|a n|a a|ing|ko | bi|sho|iri| ar| we|shi|aba|e n|ese|go |a m|o a|gu |uba|ngo|nga|hir| ca|ugu|obo|hob|za |ndi|ish|gih| at|ara|wes| kw|ger|ate|a b| ba| gu|e k|can|ama|ung|bor|u w|mwe|di | ab|nke|ke |kwi|ka |ank|yo |ezw|n u|na |iwe|e m|rez|ri |a g|gir| am|igi|e i|ro |a u|ngi|e b|ban| ak| in|ari|n i|hug|ihu|e u|riz|ang|nta| vy|ata| ub|and|aka|rwa| nt|kur|ta |iki|kan|iza|u b|ran|sha|o n|i n| ig|ivy| iv|ahi|bah|u n|ana| bu| as|aku|ga |uko|o u|ho | ka|ose|ubu|ako|guk|ite|o y|ba |i b|any|kir|o k|aho|iye|kub|amw|nye|aha| ng|o m|nya| it|re | im|o b|izw|kun|hin|e c|vyo|o i|vyi|ngu|uri|imi|imw|gin|ene|u m|zi |ha |kug|bur|uru|jwe| zi|u g|era|aga|ron|abi| y |e y| uk|gek|ani| gi|eye|ind|wo |u a|i a| ib|i i|ras|bat|gan|amb|n a|onk|rik|ne |ihe|agi|kor| ic|ze |tun|ibi|wub|nge|o z|tse|nka|he |rek|twa|gen|eko|mat|ber| ah|ni |ush|umw| bw|mak|bik|ury|yiw|bwo| nk|ma |no |kiz|uro|gis|aro|ika| ya|gus|y i|wir|ugi|uki| ki|a c|ryo|bir| ma| yi|iro|bwa|mur|eng|ukw|hat|tan|utu|wit|w i| mw|y a|mbe| ha|uza|ham|rah| is|irw|o v|umv|ura|eny|him|eka|bak|bun| ny|bo |yig|kuv|wab|key|eke|yer|vye|i y|ita|ya |a r| ko|kwa|o c",
    plt: "ny |na |ana| ny|a n|sy |y f|a a|aha|ra | ma|nan|n n|any|y n|a m|y m|y a| fi|an |tra|han|ara| fa| am|ka | ts| na|in |ami| mi|a t|olo|min|man|iza|lon| iz|fan| ol| ha| sy|aka|a i|reh|ay |ian|tsy|ina| ar|on |o a|etr|het|ona|y o|o h|zan|y t|a h|ala| hi|a f|y h|ehe|ira|a s|zo |y i|ndr|jo | jo|n j| an| az|ran|dia| dr|y s|fah|ena|ire|tan|dre| zo|mba| ka|m p|afa| di|n d|and|azo|zy |amp|ia |ren|iny|rah|y z|ry |ika|oan|ao |amb|lal|ho | ho|isy|ony|tsa|asa|a d|ha |fia|mis|ava|ray| pi|am |dra| to|rin| ta|ant|eo |zay|rai|tsi|itr|sa | fo| ra|van|ova|nen|azy| vo|mpi|ari|o f|tok|a k| ir|kan|oto|mah|ly |sia| la|n i|voa|haf|a r|ito|y k|oka|y r|y l|ano|ita|ene|its|ial|zon|aza|ain| re| as|fot|aro|fit|nat|nin|aly|har| ko|ham| no|fa |ary|atr|ila|ata|iha|nam|kon|oko| sa|elo|nja|anj|ive|isa|oa |dy |y d|o m|nto|ank|o n|otr|pan|fir|air|sir|ty |a v|sam|o s|tov|mit|rak|reo|o t|pia|tao| ao|no |y v|iar|a e|a z|hit|hoa| it|to |za |ton|eha|end|vy |idi|tin|ati|adi|lna|aln|rov|ban| za|nga|hah|oni|osi|sos|vah|ino|ity| at|hia|pir|ifa|omb|ame|era|vel|kar|va |tso|jak|fid|ifi|ais|o i|idy|la |ama|ba | pa|tot|ani|rar|mpa|haz|kam| eo| il|iva|aho|nao|n k|ato|lah|ovy| te|dro|lan|ela| mo| si|fin|miv|san|koa| he|aso| mb|sak|kav",
    qug: "ta | ka|ka |na |una|cha|ash|ari|a k|ana|pak|ish|ach|hka|shk|mi |kta|hay|man| ch|apa|ak |rin|ata|kun|har|akt|ita| ha|ami|lla| pa|ama|pas|shp| ma|tak|ay\xF1|y\xF1i|in |sh |ina|uku|nka|chi|aka|a c|yta|kuy|all|tap|a h|kan| tu|\xF1it|tuk| ru|run|chu|an |pay|ayt|ris| ki|aku|hpa|ank|a p|kam| sh|nam|a s|uy |i k|ayp|nak|pi |nta|a m| li|ay |lia|hin|kaw|nap|ant|tam|a t|iri|nat| wa|y r|kay|aws| ya|n t|ypa|wsa|pa |lak|shi|a a|lli|iku|hu |n k|iak|yay|kis| al|shu|a w|ipa| sa| il|api|kas|yku|yac|kat|a r|huk|i c|wan|hik|a i|ill|ush| ti|ayk|hpi| ku|kac|say|hun|uya|ila|ika|yuy|pir|ich|mac|ima|a y|yll|ayl|i p|kin|a l| wi|kus| yu|lan|tan|llu|kpi| ta| pi|aya|la |yan|awa| ni|kak|lat|rik|war|ull|kll|li |ink|nch|un |akp|n s|may| ay|uch|i s|nac|sha|iki|kik|h m|ukt|pip|tin|n p|iya|nal|aki| ri|ura|tik|mak|ypi|i m|i w|n m|his|k i|riy|iwa|y h| hu|han|akl|k t|mas|pik|kap| \xF1a|u t|nmi|nis|k a|i y|k l|kar| im|i i|wil|yma|aym|ksi|iks|uma| su|h k|has| ak|unk|huc|kir|anc|k m|pal|k k|ik |i\xF1i| i\xF1|ma |n y|mun| mu|mam|tac|a n|i t|k r|sam|ian|asi|k h|was|ywa|iyt|llp|san|sum|ray|si |pan|nki|tar| ii|u k|\xF1ik|uk |i\xF1a|kuk|wpa|awp|akk|a u|wat|uri| mi|yar|uyk|ayw|h c|ha |tay|rmi|arm|uta|las|yka|llk|kul|wi\xF1|ati|ska| ll|kit|n h|uti|kic|mat",
    mad: "an |eng|ng |ban| sa| ka|dha|ren| se| ba|ak | ha|adh|hak| dh|ang|se | pa|aba|a s|na |aga|ha | or|n s|ore|ara| ag|gad|are|ana|n o|ngg|ale|gan|a k|ala|dhu|tab|sar|ota|asa|eba| ot| ke|sab|ba |wi |uwi|abb|i h|huw|aan|n k|a b|bba| ta| ma|pan|hal|bas|ako|dhi|ra |kab|em |beb|ka |lak|gi |lem|g a|eka|n b|ama|nga|san|at |ong|ran|nge|a o|ggu|sa |a d|ane|n p|ken|par|aja|man|gar|ata|nek|apa| na|agi|abe| ga|e e|sal|a a|tan|g s|al |kal|gen|ta |i s|aka|e a|a p|a e| la| pe|nan| an|era|e d| e | be|n a| al|ena|uy |guy|n n|ate| bi|mas|e k|kat|uan|oan|kon|k k|a m|i d|g e|n t|g k|ada|koa|lan|ela| da|bad|ma |ne |as |lab|ega| mo|ar |car|one|i p|bi |kaa|bat|ri |on |pon| so|e b|le |ah |abi|ase|adi|epa| ep|k h|and|pam|te |ok |ste|aon|om |oko|aha|ari|ona|asi|ter| di|di |pad|e s|sad|yar|neg|ton|set|rga|ost|mos|gap|nda|a l|har|i k|ina| a | ng|kom|isa|si |a t|a h| kl|jan|daj|iga|hig|idh|hid|ndh|n m|ngs|tto|ett|arg|la |k b|ler|k d|nna| to|nao|n d|mat| ca|tad|bis|aya|epo|aen| po|bin|nya|kas|k s|n h|sya|nta|gsa|en |ant|n g|kar|i e|das|e t|e p|iba| pr|g p| ho| el|i a|hi |os |sao|uwa|tes| ja|nag|nas|lae|sia|t s|k o|nto|int|yat|arn|m p|duw|adu|eta| ko|i b|ni |g n|kla|rak|ame|mpo|jua|sok|aso|ggi|eja|pel|jam|ele| et|dil",
    nya: "ali|ndi|a m|a k| nd|wa |na | al|yen| ku|nth|ra |di |se |nse| mu|a n|thu|hu |nga| wa|la |mun|u a|unt|iye| ka|ce |ace| lo|a l|ang|e a| la| pa|liy|a u|ens| ma|idw|ons|dwa|e m|i n|ala|kha|lo |li |ira|era|ene|ga |ana|za |o m| mo|yo |o w| ci|we |dzi|ko |o l|and|dan|hal|zik|chi|oyo|pa |ner|ulu|ena|moy| um|a p| da|ape|kap|ka |iko| an|pen|a c|to |ito|hit|nch| nc|iri|lir|wac|umo|e k|lu |a a|aye| dz|kuk|a z|dwe|tha|mal| za|ing|ufu|mu |ro |ful| uf|o c|i d|lin|e l|zo |edw| zo|o a|mwa|u w|iro|o n|lan|amu|ere| mw|nzi|dza|alo|ri | li|fun|lid|gan|so | ca|kul|ofu|nso|o z|ulo|unz|o k|mul|lam|i c|san|a b|kwa| na|a d| a |una|u k|i l|nkh|ant|aku|ca |cit|oli|ipo|dip|ama|lac|wir|han|yan|osa|uli|tsa|i m|pon|kup|u d|ti |gwi|ukh|ung|hun|lon|ank|nda|iki|ina| ko|ao |diz|phu|ati|oma|i a|tsi|pat|iya|siy|kut| ya|zid|eze|ma |i k|mer|ome|mol|u n|u o|aph|ogw|izo|mba|sid|ku |sam|awi|adz| ad|izi|ula|say|e n|khu| kh|rez|vom|bvo|okh|lok|win|akh|o o| am| on|zir|map| zi|eza|ja |go |ngo|ika|its|ats|osi|gwe| co|isa|ya |haw|ani|o p|zi |ndu|kho|ezo|kir|uni|i u| ay|lal|gal|sa |bom| bo|ola|amb|wak|ha |ba |nja|anj|ban| ba|iza| bu|udz|ngw|bun|oye|o d|nal|kus|i p|i o|i y|wi | nt|e p| si|aka|ne |men|jir|nji|sed|ets|end|eka|uma|du ",
    zyb: "bou|iz |aeu|enz|eng|uz | bo|ih |oux|nz | di|ing|z g|ux |uq |dih|ngh| ca|ng |gen|ung|z c| mi|miz|ij |cae|z d| gi| de| ge|euq|you| ci|ngz|ouj|aen|uj | yi|ien|gya| gu|ngj|mbo| mb|zli|dae|gij|cin|ang|j d|nae| se| ba|z y|euz| cu|de |x m|oz |j g|ouz|x b|li |z b|h g| da| yo|nj |xna|oxn|rox| ro|h c|nzl|vei|yau|wz |z m|ix | si|i c|iq |gh |j b| cw|nda|yin| hi| nd|dan|vun|inh| ga|can|ei |cun|yie|q g|hoz|bau| li| gy|wyo|cwy|z h|gue|gz |gun|faz|unz|yen|uh |den|ciz| go|q c|gj | bi|ej |aej| fa|hin|zci| wn|j n|goz|gai|au |z s|q d| vu|h m|gva|hu |auj|ouq|az |h d|ya |uek|ci |nh |u d|ou |sou|jso|gjs|din|awz|enj| do|h s|eve|sev|z r|nq |sin|nhy|g g|g b|liz|kgy|ekg|sen|eix|wng|lij|ngq|bin|i d|ghc| ha|bae|hix|h y|j c|ghg|i b|ouh|en |n d|h f|j s|z v|j y|law|hci|anh|inz|q y|nei|anj|ozc|ez |enh|q s|aiq|uen|zsi|zda|hye|ujc|e c|siz|eiz|anz|g y|i g|q n|bie| ne| ae|giz|u c|hgy|g d|gda|ngd|cou| la|z l|auy|ai |in |iuz|zdi|jhu|ujh|yuz| du|j m| fu|cuz|eiq|g c|gzd| co|uyu|coz|zbi|biu| dw|i s|i n|aw |dun|yun|izy|daw| he|nho| ho|enq|x l|cie|q b|cij|uzl|x d|iuj|awj| ya|eij|dei|nde|sae|izc|wnq|wnh|sei|h b|aih|gzs|bwn|a d|u g|ngg|jca|e b|ran| ra|hcu| me|iet|van| bu|guh|hen|si |wnj| ve|u b|azl|inj|gak|gan|ozg|siu|yaw|i m",
    kin: "ra | ku|se | mu|a k|ntu|tu |nga|umu|ye | um|unt|mun|e n| gu|we |ira|a n| n |wa |ere|mu |ko |gom|a b|e a| ab|li |e k|mba|a a|e b|aba|ga |e u|ba |omb|o k| ba|a u|ose|u b|o a| cy|ash|eng| ag|kwi| bu|za |gih|ren|ndi| ub|ang|yo |aka|gu |igi| ib|a g|a m| nt|uli|o b|ama|ihu|e i|nta| ak|ago|ro |ora| ka|ugu|hug|di |iye|ban| am|cya|ku |ta | bw|and|sha|re | ig|gan|ubu|na | kw|obo| by| bi|a i|yan|ka |sho|kub|era|ese| we|kan|aga|hob|bor|ana|byo|ura|uru|ibi|rwa|wes|u w|no |uko|i m|mo |u a|ure|ili|uba|o n|uha|uga|n a| im|ish|bwa|bwo|wiy|ali|ber|ze |ne |ush|are|o i|u m|ger|bur|ran| ki| no|ane|bye| y |ege|teg|guh| uk|n i|rag|i a|ya |u g|e m|anz|bo |abo|gar|wo |y i|ho |age|ind|o m|eke|a s|ara|zir|ite|kug|kim|aci| as|u n|ani|kir|mbe| gi|yos|kur|ugo|gir|e c|iza|aho|i b|tur|ata|o u| se|u u|zo |i i|aha|nge|mwe|iro|akw|any|eza|uki|imi|o y|ate|u k|iki|atu|bat| in|go |tan|n u|bos| bo| na|hak|iby| at|ihe|ung|ha |bul|kar|eye|eko|gek|nya|o g|shy|e y|awe|ngo|bit|mul|nzi|rer|bag|ge |imw|bah|cir|gac|bak|je |gez|imu|eze|tse|ets|mat| ru|irw|he | ni| ur| yi|ako|ngi| ng|i n|rez|ubi|gus|fit|afi|ugi|uka|amb|o c|utu|ufa|ruk|mug|bas|bis|uku|hin|e g|ige|amo|ing| af|yem|ni | ry|a r|gaz|te |erw|bwe|ubw|hwa|iko| al|ant|zi ",
    zul: "nge|oku| ng|a n|lo |ung|nga|la |le | no|elo|lun| um|e n|wa |we |gel|e u|ele|nel|thi|ke |nom|ezi|ma |ntu|oma|hi |o n|ngo|tu |nke|onk|o l|uth|ni |a u|lek|unt| wo|o e| lo|mun|umu|pha| ku|ang|ho |kwe|ulu| ne|won|une|lul|elu| un|a i|gok|kul|ath|hla|lok|khe|eni|tho|ela|zwe|akh|kel|a k|enz|ana|ban|aka|u u|ing|ule|elw|kho|uku|ala|lwa|gen| uk|wen|ama|na |e k|ko |gan|a e|he |zin|enk|o y| ez|kat| kw|lan|eth|het|o o| ok|okw|i n|nzi|aba|e a|hak|lel|lwe|eko|ane|ka |so |yo |ayo|o a|uhl|nku|nye| na|thu|mph|do |ben|ise|kut|ike|kun| is| im|hol|obu|fan|i k|e w|nhl|nok|ini|and|kuh|ukh|kuk| ak|e i|isi|aph|zi |ile|eki|ekh| ba|eka|the|a a| le| ye|kwa|e e|fut| fu|za |mal| ab|ebe|isa| em|o w|kub|mth|i w|ndl|emp|any|olo|ga | ko|nen|nis|alu|ith|eli|ndo|seb|nda| ya|i i|eke|vik|ake|uba|abe|ezw|yok|ba |ale|zo |olu|ume|ye |esi|kil|khu|yen|emi|nez|hlo|a l|ase|ula|kek|a o|iph|o u|no |azw|kan|mel|uny|ne |ufa|ahl|lin|hul|ant|und|sa |enh|kus|kuv|lak| in|o i|din|kom|amb|zis|ind|ola|uph|wez|eng|yez|phe|phi|mba|nya|han|kuf|nem|isw|ani|iyo| iy|fun| yo|uvi|i a|ene|izi| el|cal|i e|eze|ano|nay|hwe|kup|lal|uyo|ubu|kol|oko|ulo| la|e l|tha|nan|mfu|hon|nza|hin| ey|omp|da |bo |ilu|wak|lon|iso|kug|nka|ink|i l|sek|eku| ek|thw|gez",
    swe: "ar |er |tt |ch |och| oc|ing|\xE4tt|ill|r\xE4t|en | ti|til|f\xF6r|ll | r\xE4|nde| f\xF6|var|et |and| en|ell| ha|om |het|lle|lig|de |nin| de|ng | in| fr|as |ler| el|gen|nva|und|att|env|r h| i |r r|ska|fri| so|har|der| at|\xF6r |ter|all|t t| ut|den|ka |lla|som|av |sam|ghe|ga | sk| vi| av|ete|la |ens|t a| si|r s|iga|igh|tig| va|ig |a s| st|ion|ra |tti|a o| \xE4r|ten|ns |t e|na | be|han| un| an| sa|a f| la| gr| m\xE5|nge|n s|vis|lan|m\xE5 |ati|nat| \xE5t|an |nna| li| al|t f|ans|nsk|sni|gru|\xE4ll|tio|ad | me|isk|kli|s f|t i|st\xE4|t s|ri |med|sta|h r|lik|da |dig|ta |r o|run|on | re|lag|tta|\xE4r |kap|a i|a r|\xE4nd|erv|n e|kte|n f|rvi|nom|itt|id | mo|sky|r e|ver|\xE4ns|vil|gt |igt| na|tan|uta|dra|t o|ro |isn| fa|kal|ihe|rih|erk|r u|e s|per|l v|vid|one|rel|ber|ran|ot |mot|ndl|d f|ed |ika|m\xE4n|l s|bet|t b|dd |ydd|kyd|n o|s s|str|n m|tet|sin|r f| om|rna|int|r i|end|nad|l a|ap |ers|nda|t v|ent|rbe|arb| h\xE4|ets|h\xE4l|amh|ckl|gar|nga|r m|je |rje|arj|n i|s e|lin|r t|i s|r\xE4n| pe|ilk|t l|ern|p\xE5 | p\xE5|t\xE4l|d e|dom|ege|g e|tni|r a|lit|ras| s\xE5|lln|kil|ski|enn|i o|a d|er\xE4|n a|ara| ge|\xE4ro|a m| ar|t d|ilj|els|yck| ve|g o|fr\xE5|nas|tra|ess|del|m s|liv|l l|in |v s|g a|ast|e e|val|son|rso|e t|age|nd | eg|ial|cia|oci|soc|upp|igi|eli|g s|rkl|gad|ndr|nte|\xF6ra",
    lin: "na | na| ya|ya |a m| mo|to | ko|li |a b| li|o n| bo|i n|a y|a n|ki |a l|kok|la | ma|zal|i y|oki| pe|ngo|ali|pe |so |nso|oto|ons| ba|ala|mot|a k|eng|nyo|eko|o e|nge|yon| ny|kol|lik|iko|a e|o y|ang|ye | ye|oko|ma |o a|go | ek|ko |e m|aza|te |olo|sal|ama|si | az|mak|e b|lo | te|ta |isa|ako|amb|sen|ong|e n|ela|oyo|i k|ani| es|o m|ni |osa| to|ban|bat|a t|mba|ing|yo | oy|eli|a p|mbo|o p|mi | mi| nd|ba |i m|bok|i p|isi|mok|lis|nga|ge |nde|koz|bo |gel|ato|o t|mos|aka|oba|ese|lam|kop| ez|lon|den|omb|o b|ota|sa |ga |e a|e y|eza|kos|lin|esa|e e|kob|e k|sam|kot|kan|bot|ika|ngi|kam|ka | po|gom|oli|ope|yan|elo| lo|ata| el|bon|oka|po |bik|ate| bi|a s|i t|i b|omi|pes|wa | se|oza|lok|bom|oke|som|zwa|mis|i e|bek|iki| at|ola|ti |ozw|lib|o l|osu|oso|e t|nda|ase|ele|kel|omo|bos|su |usu|sus|bal|i l|ami|o o|bak| nz|pon|tel|mob|mu | ep|nza|asi|mbi|ati|kat|le |gi |ana|oti|ndi|tan|a o|wan|obe|kum|nya|mab|bis|nis|opo|tal|mat| ka|bol|and|aye|baz|u y|eta| ta|ne |ene|emb|sem|e l|gis|ben| ak| en|mal|obo|gob|ike|se |ibo|\u2019te| \u2019t|umb| so|mik|oku|be |mbe|bi |i a|eni|i o| mb|tey|san| et|abo|ebe|geb|eba|yeb|bu | as|ote|sik|ema|eya|ibe|mib|ai |pai|mwa|kes|da |may|boz|amu|a a|kom|mel|ona|ebi|ia |ina|tin| ti|bwa|sol|son",
    som: " ka|ka |ay |uu |an |yo |oo |aan|aha| wa|da | qo| in| u |sha| xa|a i|ada|iyo| iy|ma |ama| ah| la|qof|aa |hay|ga |a a|a w|ah | dh|a s| da|in |xaq| oo|a d|aad|yah|eey| le|isa|lee|u l|q u|aq | si|taa|eya|ast|la |of |iya|sa |y i|u x|sta|kas|xuu|uxu|wux| wu|iis|nuu|inu|ro | am| ma|a q|wax|dha|ala|kal|nay|f k|a k|le |ku | ku| sh|o i|a l|ta |maa|a u|dii|loo| lo|o a|ale|ara|ana|iga|o d| uu|ha |lo |o m|o x|doo|aro|kar|yaa|gu |si |ima|na | xo| fa|adk|do |a x|ad |aas| qa| so|a o| ba|lag| aa| he|dka|adi|soo|o k|aqa| is|ash|u d|had| ga|eed|san|u k|a m|iin|i k| ca|u s|n l|yad|rka|axa|elo|hel|aga|hii|o h|o q| ha|id |n k| mi|baa| xu|har|xor|aar|ax |mad|add|nta|mid|aal|waa|haa|ina|qaa|daa|agu|ark|o w|nka|u h|dad|ihi| bu| ho|naa|n a|ays|haq|a h|o l| gu|o s|aya|saa|lka| ee| sa|dda|ab |nim|quu|gga|ank|kii|rci|arc|n s|a g| ji|gel| ge|eli|ysa|a f|siy|int|laa|uuq|uqu|xuq| mu|i a|uur|mar|ra |iri|o u| ci|riy|ya |ado|alk|dal|ee |al |rri|ayn|asa| di|ooc|aam|ofk|oon|to |ayo|dar| xi|dhi|jee|a c| ay|yih|a j|ban|caa|lad|sho|d k|ida|uqd|agg|sag|ras|bar|ar | ko| ra|o f|gaa|gal|fal|u a| de| ya|o c|ii |xay|eel|aab|sig|aba|orr|hoo|u q|y d|ed |ho |sad|qda|h q|fka|n i|xag|n x|qay|lsh|uls|bul|u w|jin| do|raa| ug|ido|ood",
    hms: "ang|gd |ngd|ib | na|nan|ex | ji|eb |id |d n|b n|ud | li|nl |ad | le|jid|leb|l l| ga|ot | me|x n|anl|aot|mex|d g|b l|d d|ob |gs |ngs|jan| ne|ul | ni|nja| nj|lib|ong|nd | zh|jex| je|b j| sh|ngb| gh|gb | gu|gao|l n|han| ad|gan| da|t n| wu|il |x g|nb |b m| nh|she|is |l j|d l|nha|l g|d j|b g|el |end|wud|nex|gho|d s|d z|oul|hob|ub |nis| ch| ya|it |b y|eib| gi|s g|lie| yo| zi|oud|s j|d b|nx | de|es |d y| hu|uel|gue|ies|aob|you| ba|d m|chu|gia|dao|b d|s n|zib| go|zha|eit|hei|al |hud| do|nt |ol | fa|t g|hen|ut |gx |ngx|ab |fal|x j|b z|ian|d h|don|b w|t j|iad|nen| xi|gou|d c|b h|hao|x z|nib|anx|ant|gua| mi|s z|dan|ox |inl|hib|lil|uan|and| xa|b x| se|x m|uib|hui|d x|anb|enl| we|od |enb| du|at |ix |s m|bao| ho|hub| ng|zhi|jil|l s|yad|t m|t l|yan| ze| ju|heb|had|os |aos|t h|l d|nga| he|b a|xan|b s|sen|xin|dud|jul|d a|lou| lo|dei|d w| bi|b c| di|zhe|gt |ngt|x l|bad|x b| ja|hon|zho|blo| bl|d k| ma|deb|l z|wei| yi| qi|b b|x d|d p|eud| ge|x a|can| ca|t w|lol| si|hol|s w|aod|pao| pa|ren| re|x s|eut|pud| pu|aox|mis|gl |ngl|x w|zei|gon|enx|gha|s a|b f|l y|oub|eab|hea| to|did| ko|unb|ghu|t p|x c|geu|t s|x x|jao|ed |t c|l m|l h|jib|ax |l c|d f|nia| pi|eul|d r| no|min|l t|heu|ux |tou|ns |s y|iel|s l|hun",
    hnj: "it | zh| ni|ab |at |ang| sh|nit| do|uat|os |ax |ox |ol |nx |ob | nd|t d|zhi|nf |x n|if |uax| mu|d n|tab| ta| cu|mua|cua|as |ad |ef |uf |id |dos|gd |ngd|hit|ib |us |enx|f n|she|s d|t l|nb |ux |x z|ed |inf|b n|l n|t n|aob|b z| lo|ong|ix |dol| go|zhe|f g| ho| yi|t z|d z|b d| le|euf|d s|ut |yao| yo| zi|gb |ngb|ndo|enb|len| dr|zha|uab|dro|hox| ge|nen| ne|han| ja|das|x d|x c|x j|f z|shi|f h|il | da|oux|nda|s n|nd |s z|b g| ny|heu| de|gf |ngf| du|od |gox| na|uad| gu|inx|b c| ya|uef| xa| ji|ous| ua| hu|xan|hen|zhu|nil|jai|rou|t g|f d| la|enf|ged|ik | bu|nya|you|f y|lob|af |bua|uk |is |yin|out|of |l m|ud |hua| qi|ot |t s| ba|ait| kh|s s|nad| di|aib|x l|lol| id|dou|ex |aod|bao| re| ga|d d|b y|las|hed|b h|b s|f b|t y|jua| ju| dl|x s|hue|b l| xi|zif|dus|b b|x g|hif|x y|hai| nz|sha| li|x t| be|d j|und|hun|ren|d y|hef|xin| ib|b t|l d|aos|s l| ha|gai|nzh|gx |ngx| ao|s b|s x|el |gt |ngt|hik|aid|s t|x m|f l|f t| pi|aof|t r|eb | gh|s y|d l|gua| bi| za| fu|t h| zu|hou|deu|lb | lb|d g| mo|b k| bo|iao|ros|gon|eut|x h|al |uaf|hab|t t|k n|f x|hix|pin|yua| no|t b|ak | zo|s m| nb| we|d b|gha|f s|mol|euk|dax|l b|nof| ko|lou|guk|end|uas|t k|dis|dan|yol|uan|d t|x b|lan|t m| ch|jix|x x| hl|aox|zis|x i|et | ro",
    ilo: "ti |iti|an |nga|ga | ng| it| pa|en | ma| ka| a | ke| ti|ana|pan|ken|ang|a n|agi|a k|n a|gan|a m|a a|lin|ali|aya|man|int|teg|n t|i p|nte| na|awa|a p|na |kal|ng |dag|git|ega|sa |da |add|way|n i|n n|no |ysa|al |dda|n k|ada|aba|nag|nna|ngg|eys| me|a i|i a|mey|ann|pag|wen|i k|gal|gga| tu|enn| da| sa|nno| we|ung| ad|tun|mai| ba|l m| ag|ya |i s|i n|yan|nan|ata|nak| si|aka|kad|aan|kas|asa|wan|ami|aki|ay |li |i m|apa|yaw|a t|mak| an|i t|g k|a s|ina|eng|ala|ika|ama|ong|ara|ili|dad| aw|gpa|nai|et |yon|ani|aik|on |at |oma|sin|bal|ipa|n d|uma|g i|ket|ag |in |aen|n p|ram|sab|aga|nom|ino|lya|ily|syo|i b| ki|nia|agp|gim|kab|asi|kin|iam|ags|bab|oy |toy|n m|agt| ta|bag|sia|g a|gil|mil| um|o p|ngi|n w|i i|pad|pap|daa|iwa|naa|eg |ias|ed |nat|bae|o k|saa|san|pam|gsa|ta |kit|ma |dum|yto|tan|i e|t n|uka|t k|apu|lan|sta|sal| li|a b|ari|g n|den|mid|ad |o i|y a|ida|ar |aar|y n|dey| de| wa|a d|ak |bia|ao |tao|min|asy|mon|imo| gi|maa|sap|abi|i u|aib|kni|i l|gin|ged|o a| ar|kap|pul|eyt|abs|ibi| am|akn|i g|kip|isu|g t|bas|nay|ing|i d|kar|ban|iba|nib|t i|as |d n|y i|ura|a w|nal|aad|i w|lak|adu|kai|bsa|duk|edu| ed|may|agb|agk|tra|gge|sol|aso|agr|ngs|ian|ila|dde|edd|tal|aip|kua|umi|pay|sas|ita|pak|g d|ulo|inn|aw ",
    uig: "ish| he|ini|gha|in |ili| bo|sh |bol| we|ing|nin|we |shq|quq|oqu|hoq| ho|ush|ng |qa |ni |qil|hqa|en |lis|n b|dem|shi| ad|lik|ade|hem| qi|nda|ki |em |e a|iy |din|qan|igh|uq |ge |et |han|and| bi|ige|her|tin|olu|aq |ash|idi|luq|daq|erq|ha | te|let| ya|iti|liq|kin|me |mme|emm|rqa|lus|iki| qa|de | ba|aki|yak|uql|a h|men|rim|an | er|qlu| be|shk|du |d\xF6l| d\xF6|hri|ile|lgh|esh|q h|rki|erk|i w|uqi| me|\xF6le|ime|ehr|nli|iq |ara|ar |lar|a b| \xF6z|da |ik |i b|beh|hi |len|h h|ila|ayd|may|ke | ar|che|shl|nis|ydu|lin| k\xE9|bil| mu|e q| ig|er |olm|\xE9li|inl|tni|yet|lma|q a|ek |asi|hli|e b| as| sh|u h|hke|ali|ari|siy|shu|a i|e h| qo|rli|bir|emd| tu|ler|iye| is|ett|qi |i k|mde|he |bar|\xF6zi|etl|lid|tur|e t| al|nun|kil|tis|mni|qig|uru| je|ima|bas| ji|rek|\xE9re|k\xE9r|r b|raw|awa| ma|a a|anu|\xE9ti|ida|emn| bu|iqi|i y|jin| sa|e e| xi|mus|k h|iri|tes|ayi|nay|ina|dil|adi|i h|zin| \xE9l|she|i q|n h|hek|n w|min|n q|tti|ti | ch|ip |iya|\xE9ri|tid|his|alg|pal|apa|les|sas|asa|e m|p q|uch|niy|qti|siz|isi|n a|il |rni|uni|chi|tim| ij|ris|i s| xa|ir |ghu|met|n i|m i| ta|atn| pa|tle|lim|gen| de|ich|kap| ka|g h|q b|i a|\xFCn |h\xFCn|ch\xFC|\xFCch|q q|und|sht|sit|rus|lig| to| iy|ale|y m|e d|aiy|mai|jti|ijt|eli|i d|i t|si |rqi|e i|arl|hu |ami|rin| h\xF6|etn",
    hat: " li|ou |an |wa |li |on | po|pou|yon|te | yo|oun| mo|un |mou|en |ak | na|n p|nan| dw|dwa| ki| f\xE8|tou| pa| to| ak|ki |syo|se |yo |i p| ko|gen| ge|\xE8t | sa| la| se|out|n d|ut |pa |u l|n s|ite|n n| ch|n k| de|t p|n l|cha|kon|e l|e d| re|asy|nn |f\xE8 |a a|i s|ans|f\xE8t| a |a p|sa |swa|ni | ka|\xF2t |n y|t m|n a|i k|hak|pi |n m|ote|men| me| so|i l|a l|lit|epi| pe| si|enn|e p|e s| ep|nm |i t|yen|k m|t l|eyi| an| ni|e n| l\xF2|a f| ap|yi |pey|i a|son|l\xF2t|ns |san|e k|n e|ay |n t|man|ali| os|a s|e a| pr|al |e m|osw|n f|enm|sou| ma|ap |e y| ba|ran|a k| tr|lwa|n g|aso|lib|i d| p\xE8|ant|i g|la | ta|sos|i m|i n|ka |a c|a y|nal|anm| di|pwo| pw|ye |e t|je |k l|de | vi|ksy|t k|nen|ons|a t|alw|lal|ete| le|ta |res|ava|he |che|ati| fa|ken|oke| ok|tan|osy| pi|bli|le |tis|a g|kal|nas|a d|sye|l\xE8 |lek|a m|a n|u y|eks|re |\xE8 l|o p|tra|i f|onn|aye|way| en|ik |ze |kla|kou| sw|a r| za|ide|di |a b|vay|rav|p\xE8s|wot|ont|kot|k k|jan|o t|ona|ras|isy|sya|van|ib |\xE8 a| t\xE8|k a|p\xF2t| ne|pre|esp|\xF2l |\xE8so|ach|i o|it |ist|e r|is |s k|n o|\xE8te|u f|nsa|t a|dev|las|u t|nte| l\xE8|i r|l k| k\xF2|sip|tek|ri |pas|pra|k p|nt | ja| te|ond|yal|pan|fas|iti|fan|si | ra|u d|ife|dek|b\xE8t|ib\xE8|u k|ret|k\xF2l|ek\xF2|lon|wen|s a|vle| vl|ent| aj|ibl|ini|np\xF2|enp| as|\xE8 s",
    hil: "nga|ang| ka|ng | sa|ga |an |sa | ng| pa| ma|ag |on |pag| an|a p|san|n s|ata|a k|ung|kag|n n|a m|kat| ta|gan|ags|ay |tar|gsa|tag|g p|run|aru|a s|ala|g k|kon|g m|man|a t|ing|agp|n k| si|may|y k|g t|mga| mg|g s|a i|a n|mag|ya |gpa|sin|n a|uko|yon|la |hil| uk|od |gin|ina|ahi|g i|kas|syo|ili|g a|iya| gi|pan|ban|way|ana|tan| pu| in|lwa|ilw|in |asa|lin|n p|gka|aya|nan|han| iy|at |g n|wal|aha|apa|o m|al |a g|lan|aba|gba| wa|kah| na|o s|a a|kab|agk|pat|ong|no |ano|ngs|pun|yan|aki|isa|o n|ali|ini|agb|nag|aga|a d|a h|ngk|i s|asy|abu|dap| hi| da|aho|agt|n m|di |n u|sal|til|sod|gso|ni |uga|mat|bah|bat|asu|a b|ato|ati| la|iba|sil|ngo|uha| su|nah|ulo|na | ba|pas| pr|ida| di|ngb|aka| ko|gay|lal|paa|o a|d s|ton|agh|pro|y n|uan|bis|ot |asi|i m|ka | is|ksy|atu|him|ila|y s|tao|gi |agi|aag|aan|o k|non|k s|ula|sul|tek|sug|gua| bi|gon|yo |n d| ib|uli| du|duk|ho |iko|hin| ed|a e|bot|ind|do |ron|aro|i a|abi|lab|eks|ote|rot|ugu|to |mak|as |s n|n b| o |n o|ad |m s|gal|una| hu| tu|but|kal|ika|a l|yag|hay|pah|nta|int|ama|pam|hat| al|uka|edu|ko |g e|ghi|lik|ami|ndi|sta|ok |tok|tra|os |abo|om |alo|dal|kin|n t|hi |a w|i n|da |kda|akd|tak|lig|inu|t n|d k|ao |kaa|par|aay|rab|awa|kau|mo |gla|gko|d a|ado|g o|lo |lon",
    sna: "wa |a k|ana|na | mu|ro | ku|a m| zv|nhu|mun|hu |dze|oku|a n|aka|che|zer|unh| ch|chi|ero|kan|ka |odz|kod| ne|zvi|rwa| pa| an|se |ra |e a|nek|va |ane|o y| we|kut| ka|ke |ake|iri|dzi|eko| yo|cha|ese|ach|ika| no|zva|ngu|ano|yok|ri |wes|u w|ang|yik|nyi|eku|ung|idz|ech|uva| dz|ipi|a z|irw|van| va|nge|iro|wan|o i|ani|nga|ich|wo |eng|ti |udz|o n|tan|ira|a y|a c|dza|sun|vak|nok| ya|a p|kwa|i p|e k|ita|rir|ko |ga |hip|unu|hec|edz| ma|ara|bat|guk|nun|sha|zwa|dzw|hen|o m|zve|o c|mo |kuv|a d|eny|ema|uta|uti| rw|ta |ino|twa|o a|pac|dzo|yak|wak| kw|i z|kus|zir|kur|rus|ere|nem|e z|emo|tem|gar| ha| ak|o k|rwo|uko|mwe|ata|e n|we |o r|and|za |zo |a i|yo |da |pan|erw|ezv|pi |asi|rud|usu|hak|uka|han| ic|guv|pir|a a|ari|isi|emu|aan|uch|re |hur|kwe|ura| in|uru|oru|kub|fan|anh|ush|hek| ye|ute|ran| ac| iy|ong|mut|i m|a r|ina|sin|pas|ait|nor|uye| uy|a u|sa |asa|i i|era|nen|omu|uit|kui|u a| ny|kud|kuc|e m|aru|uwa|uba|nir|a s|cho|enz|ndi|aga|kun|i a|sva|ge |vin|get|hap|o z| wa|sar|o p|no |muk|itw|uri|mat|ama| ko|kuw|usa|ofa|nof|kuz|vo |a v|uma|mag|wen|e p|yor|pam|emh|swa| hu|ne |ye |ete|vic|uzv|ava|ose|si |ayo|mir|apa|ton|vem|nez|do |i h|adz|azv|zan|nza|zid|mum|imb|bas|mba|mus|iki|e c|osv|hos|mho|vis|ngo|ite",
    xho: "lo |nge|lun|oku|elo|ye |ung|nye| ng|nga|e n|la |tu |ntu| ku|a n|o l|ele|e u|lek|yo |gel|o n|nel|ho | na|ke |wa |a k| um| lo|ko |ulu|o e| ne|nke|onk|elu|any|mnt|we |ama|lul| kw|umn| wo|kub|ngo|une| no|eko|won|enz|ule| un|a u|ela|le |kun|kan|ba |a i| ok|ang|lwa|eyo|oka|alu|uba|lok|lel|ukh|kuk|aku|ala|aph|akh|kwe|ley|eth|the|u u|khe|het|nok|pha|ezi|ile|uny|use|ath|eki|khu|zwe|kul|kho|e k|wen|gok|na |o y|sel|a e| ez| uk|o o|ane|ana|hul|e a|tho| in|enk|o k|nam|o w|uku|kil|he | yo|unt|ent|ni |obu|nku|esi|ing|o z|ayo|ya |hi |lwe|phi|ban|fun|ben|elw|o a|uhl|ndl|nzi|gan|eli|olu|eni|hus|kwa|aba|ha |und|gen|uth|lal|ntl|e o|ink|hla|ise|iph|seb|ebe|isw|thi| zo|ume|kut|a a|isa|kel|izw|e i|za | ba| ab|sha|tya|een|yal|mth|i k|uph|sa | lw|alo|lan|dle|tha|lin|zi |ase|nay|i n|pho| ak|man|mal|wak|zo |bel| im|mfu|int|swa|ngu|do |nee|ene|ulo|o u|a o|tla|ezo|ga |wan|han|sen|kuh|kus|ety| es| ya| le|eng| el|kup|azi|ka |e e|olo|ubu|bal|and| se|o s|fan|okw|ant|o i|tsh|li |lis|sis|ale| en|phu| ol|ham|iso|lak|bo |mny|okh|nte|mel|ziz|sek| am|zin| ul| ub|nen|e w|ong|zel|emf|nan|ndo|yok|ube|nya|yen|len|gal|ili|e l|be |abe|ali| ph|a y|wam|aka|amn|men|lum|rhu|urh|eka|dla|u k|oli|iba| ko|thw|imf| wa|nda| is|nza| be",
    min: "an |ak |ang| ma| ka| da|yo |ara|nyo| sa| ha|ran|ng |nan|hak| pa| ba|dan| di|ata| pu|ura|pun|kan| na|man|ok |nda|ala|o h|uak|asa|k m|ntu|k u| ti|uny|ah | ur|n k| un|tua|n d|n b|and|n s|unt|ek |g p|iok|tio|jo |n p|tau| at|dak| ta|aka|pan|au |ind|ama|pek|dap|aan|ape|nga|k d|n m|uan|tan|lia|sua|gan|amo|bas|kat|gar|o p| in|n n| jo|mo |at |mar|ado|o t|ari|di |k s|n a|am |lam| su|o d|iah|par|ban|tu |sam|adi|o s|ika|lak|ian|ko |dal|um |san| la|ai |ega|neg| ne|k k|uka|al |asi|ant|aga|bat|dek|o m|mas|eba|beb|asu|mal|n u|tar|aku|ri |kal|ana|in |atu|ti |ato|sar|ngg|lan|alu|rad|aro|ali|un |ami|o u|k h|ro |car|o b|amp|mam| bu|dok|dia|aha|n t|to |rat|ka |ila|a d|sia|anu|yar|sya|i d|sur|sas|kum|as |pam|aca|k t|ati|kar|eka|dil|any|lo |i m|h d|iba|k b|u d|kab|u p|o a|o k|kam|lai|aba|ard|dua|ndu|lin|k p|ajo|raj|han|bai|ra |n i|uku|huk|itu|dar|aya|uli|mpa|amb|i k|ain|rde|abe|did|ili| li|sac|sti| mu|bul|n h|i p|nny|k a| ko|ras|bad|k n|ndi|rga|arg|iko|tam|a n|kaw|i j|ga | an|nta|k l|apa|ida|jam|alo|sal|l d|u k| hu|das|tik|mat|dik|ia |idi|uju|lua|pul|kuk| pi|ann|il |iny|i t|bak|ust|mus|uah|pri|aja| ja|n j|h p|sio|ar |ada|oka|ngk|sa |gam|min|ik |mbe| ad|si |m d|kaa|sat|i n|i a|usi|rak|asy|aki|rik|kny|ulo",
    afr: "ie |die|en | di| en|an |ing|ng |van| re| va|reg|te |e r|et |e v|een|e e| ge| be| te|eg |n d|le |ens|n h| he|het|ver|t d|lke|nie| in|ke |lik|of | el|e o|nde| ve|al | to|elk| op| ni| of|g t|der|id |and|eid|aan|kee|ge |ot |tot|de |hei|e b| vr| we|om | sa| aa|ord|er |e w|ige|g v|n v|ers|in |sal|nd |erk|e s| vo|dig|vry|wor|n s|asi|eni| wa| om| de|bes|rd | wo|\u2019n | \u2019n| on|ond|at |ska|ede|esk|sy |nig|e t|oor|ns |men|g o|aak|eli|kap| me|lle|vol|n a|edi|din|g e|uit|op |e g|gte|rdi|aar|ik |erd|el |ak |sta| st|ap |egt|se | sy|ele|gin|sie|min|ker|ere|is | so|yhe|ryh|es |ike|wat|e n|e d|del|wer|end|ale|n o|ur |eur|s o|per| hu|re |gel|ten|deu|e k| as|it |ema|gem|nas|ger|d s| is|rin|ewe|eme|ite|ter|as |n e|soo|oed|s v|ees|wet|red|e h|d v| al|ies| ma|nsk|ig |e i|ier|hie| hi|r d|t e|man|kin|nal|ona|d o|ske|ien|e a|eri|wee|ir |vir| vi| na|n w|iem|t v|s e|r e|ion|sio|nte|tel|eke| da|taa| gr|oon|rso| pe|tee|ort|n b|d e|lyk|ely|ese|e m|sia|ont|ans| ty|rde|ind|d t|nge|d d|g s|voe|n t|ndi|rmi|erm| sl|ren|maa|d w|lan|l g|hed|t a|n g|hul|n r|waa|t g|all|pvo|opv|ang|dee|nli|osi|sos|mee|wel|k o|kan| ka|raa|spr|nsp|nse|den|aat|gen|t s|g a|ste|est|str|lin|l v|sek|d n|ern|arb|daa|s d|ods|r m|t i|yke|met|rs |n i",
    lua: "wa |ne | mu| ne|a m|a k| ku|di | di| bu|e b|bwa|tu |udi| bw|a d|a b|ntu|e m|nga|i b|i n|shi|la |mun|yi | ba|adi|unt|u b| dy|nde|ung|ons|ya |mu |na |ga |end|nsu|a n|buk|e k| ma|any|u m|nyi|esh|de |lu |idi|ika|u n|su |ku |yon|i m| ka| mw| yo|u y|we | ud|wen|ken|dya|ji | kw|u d|mwa| an| bi|dik|sha|tun| ci|ha |hi |kes|oke|kok|bwe|kwa|dit|nji|kan|ka |mwe|ibw|yen|itu|ba |u u|ena|ang|le |ban|ala|enj|a a|e n|uko|uke|ans|u a|ana|bul| wa|nda|did|umw|ish| a |ila|bad|e d|mbu|kal|du |ndu|hin|kum|aka|nso|nan|a c|ele|ela|kwi|bu |nsh|ind|i k|sun|i d|i a|ula|ye | na|dye|u w|mba|alu|mak|ant| pa|lon| by|kus| mi|amb|gan|dil|dim|mud| cy| ns|kub|lel|u k|da |bud|enz|ond|ako|ile|e c|umb|diy|mus|abu|ja |dis|aku|bid|mal|umu|kad|dib|imu|cya|kuk|kud|so | me|ilu|ulu|ngu|ta |bak|akw|u c|iba|ush| ke|wik|eng|uba|wil|elu|und|kwe| mo|a p|omb|nza|iye|pa |mum|man|bya|kup|wu |muk|aci|a u|som|atu|ukw|upe|uka|e a|bis|kak|ngi|nge|pet|ilo|ama|iko|iku|mik|utu|ong|ulo|iki|and| um|mat|kul|uja|isu|gil|ale|nka|ata| mb|san|dif|ifu|ole|lwi|ulw|za |cik|lam|bel|awu| ya|wab|lum|ubi|sam|isa|aa | aa|fun|kon|bum| lu|eta|mbe|wel|kol| be|ane|ame| ad| tu|men|upa|tup|uku|omu|mom| my|mul|ing|ma |o u|pik|kab|cil|aji|me |uyi|kuy|o b|bon| bo",
    fin: "en |ise|on |ais|ja |ta |an | ja|sta|n o|ist|keu|ike|oik|ell|lla|een| oi|n t| on| va|n j|aan|kai|la | ta|lis| jo|sen|lli|a o|uks|sel|tai|a j| ka|us |in |n k|a t|eus|sa |ksi|n s|\xE4\xE4n|\xE4n |kse|nen|jok|see|oka|ai |tta|ssa|taa|mis|aa |nsa|ses|apa|t\xE4 | se|ans|den|est|tt\xE4|all|kan|t\xE4\xE4| yh|lai|sia|ill|\xE4 o|a v|itt|ett|vap|aik|ia |h\xE4n| h\xE4|ast|a k| tu|n e|ust|kun|eis|ess|ti |sti|per|\xE4 j|n v|ain|n y|k\xE4 |n p|n m| t\xE4|ine|isi|\xE4ne|yks|ude|\xE4 t|a m| pe|tei|tee| mi|a s|a p|val|unn|tuk|s\xE4 |a h|sek|utt|ll\xE4|ste|yht|ava|lta|ien| sa|l\xE4 |oll| ei|ss\xE4|n a|n h|st\xE4| ke|alt|suu|isu|sal|tet|ois|tav|a a|ikk|sty|ek\xE4|a y|etu| ku|vaa| te|hte| mu|pau|stu|iin|toi| to|lle| he| ri|muk| la|n l|\xE4\xE4 | ra| ol|nno| ma|ei |uut|iit| su|oma|ami|tam|ten|att|dis|tur|aut|m\xE4\xE4|n r|\xE4m\xE4|maa|oon|jul| ju|ute|iaa|et |kki|tie|ide|\xE4 m|kaa|suo| si|saa|i s|rva|urv|v\xE4l|lin|tus|rus|eru|nna|sku|isk|lii|oli|uol|a r|sii|ite|a e|hen| ko|sil|euk| sy| ty|ty\xF6|pet|ope|ali|avi|paa|si |iss|voi|tyk|\xE4 v|oja|vat|vas| yk|joi|vai|t\xE4m|kil|enk|mai|mie|tti|iel|rii|nk\xE4|min|hmi|yhd|lit|ens| pu|uka|ita|ka |omi|aas|kka|jaa|uoj| ed|ala|oit|t\xE4y|i t|int|il\xF6|nki|eel|\xE4 s| al|eli|lee|un |k\xE4\xE4|oht|koh|va |eid|tun|ttu|le |na |ihm| ih|aal| av|aat|i v|non|tte|ytt|yyt|ulk|eud|van",
    slk: " pr| a |pr\xE1|r\xE1v| po|ho |vo |na | na|ost| ro| ne|ie |nos|ch |\xE1vo|kto|ebo|m\xE1 | m\xE1|a\u017Ed|ka\u017E| ka|bo |leb|ale| al|o n|ani|d\xFD |\u017Ed\xFD|ia |ne |om |ti |\xE9ho| v | je|ova| za|\xE1 p|\xFD m|mi |eni|to |n\xE9 | sl|tor|van|a p|sti|voj|o v| kt|nia|lob|slo| sv|mu |rov|rod|\xFDch|svo| z\xE1| by|o p| n\xE1|a\u0165 | ma|nie| sp|e s|ej |nu |je |n\xE9h|o a|\xE1va|bod|obo|a s|e a|by |a n|oci| vy|o s|odn|a z|n\xFD |en\xFD|mie|\xE1ro|roz|ovn|spo|u p|eho|nes|u a|n\xE1r|kla|a v|i a| sa|jeh|y\u0165 |by\u0165|e v|stn|va |a m|sa |n\xFDc|n\xFDm| k |ran|och|pre|a o|\xE9mu|a k|i\u0165 |aj\xFA| do| v\u0161|ov |\u010Din|hra|z\xE1k|tre| ni|s\u0165 |u s|pr\xED|stv|pod| ob| s\xFA|a r|v\u0161e|\xFDmi|oje|\xFDm |pri|kon|i p|vna|est|e b|smi|esm|os\u0165| \u010Di|or\xE9|lad| in|pol|\u017Een|bez|\xE1ci|a a|u k|maj|\u0161et| vo|e z|\u0165 s|t\xE1t|i k|pro|chr| oc|nak|bol| bo| tr|i s|iu |\u010Den|ny |du | ho|\u0165 v|j\xFA |del|ami|dov|va\u0165|ko | vz|rav|pra|lne|r\xE9 |\u0161t\xE1| ta|anu|nom|aby| ab|res|vo\u013E|ikt|n\xFA |niu|slu|kra|edz|e p|odu|\xE1ln| so|o\u017Ee| de|\xE9 v|etk|n\xED |ok | pl|k\xFDm|ako| \u0161t|vin|str|ou |\xE9 p|m p|inn|r\xEDs|kej|stu|nik|med|tvo|por| to| kr|de |sta|pov|i\xE1l|ens|ak\xE9|hoc|r\xE1c|o d|en\xE9|m a|lan|ela|zde|vzd|o\u010Dn|olo| ak|lo\u010D| st|in\xFD|\xEDm |ast|dne|ju |oju| od|an\xED|tup|i n|rej| ve|pln|adn|tak|\xFA p|j\xFAc| s |o\u013En|\u010Dno|ivo|obe|lu\u0161|sob|oso| os|jin|aji|raj|in\xE1|ade| \u017Ei|ven|vod|ci\xE1|soc|dno|bo\u017E|\xE1bo|n\xE1b|o r|k\xE9h",
    tuk: "lar| bi| we|we |da | he|ada| ha|dyr|er |an |r b|ir |ydy| \xFDa|bir|y\u0148 |yna|na |yr | ad|ary|dam|lyd|de |kly|yny| \xF6z|lan|r a|her|hak|akl|aga|kla|i\u0148 |am |ara|mag|ili|r h|ga |ala|ler|dan|en |a h|\xF6z |ar |ny\u0148|gyn|ini|ne |bil|li |len|atl|nda| ed| ga|\u2010da|ygy|a\u2010d|ine| de|uku|huk|e h|lyg|edi|a g|\xFDa\u2010|dil| bo|kuk|lma|eri|tly|ryn|asy|a d|eti|ny |ly |ni\u0148|dir| hu|\u2010de|aza|ge |\xFDan|ile|a\xFDy|e d|zat| az|hem| g\xF6|ama|lyk|\xFDet|den|nde|any|ynd|ykl|ukl|\xE4ge|m\xE4g|im | du|a w|a \xFD|gin|m\u2010d|em\u2010|in | je|n e|bol| hi| di|e a| be|p b|ra |e \xF6|mak| go|ni |mez|ilm|aly|ril|n b|sy |syn|rla|esi|ry\u0148|gal| ma|etm|nma|ede| sa|lme|i\xE7 |hi\xE7|e g|a b|lin|igi|ele|rin|iri|de\u0148| do|ak |lik|anm|dal| ka|mal|n h|kan| ba| \xFDe|i\xFDa|gat| ge|al |y b|y\xFDe|ti\u0148|let|ard|tle|n \xFD|ere|agy|ora|gor|nme|inm| gu| ki|sas|esa| es|r e|bu | bu|gar|tla|ill|\xFDle|lig|sin|\u0148 \xFD|mel|e b|end|n a|\xFDar|\u0148 h|rda|y w| et|tyn| d\xF6| i\u015F|\xE7in| ar|z h|r d|\xFDda|\u0148 g|nun|\xFCnd|yly|\u0148 w|ez |yp |kim|\xFDa\u015F|olm| \xE7\xE4|g\xF6r|dur| \xE4h|si\xFD|and|da\xFD|eli|mil|e\xFDl|be\xFD|erk| er|a\xFDa|kin|ek |ndi| yn|ola|ry |r w|lim|a\xFDl|gy\xFD|et |e m|i \xFD|agt|wag| se|dol|a \xF6|n w|i b|e\u0148 |n p|anu|z\xFCn|\xF6z\xFC|m \xF6|i g|\xE7 k|a\u015Fa|rma|ana|ldi|my |hal|\xE4hl|asi|ram|kda|\xFDyn|gda|agd|\u015Fyn|ip |lip|gel| mi|din|rle| me|at |j\xFCn|pj\xFC|\xFCpj| \xFCp|\xFDla|mgy|emg|jem|gur",
    dan: "er |og | og|til|et | ti|der|en | de|for|il | re| fo|ret|ing| ha|lig|de |nde| en|lle|hed|els|ver|ar |und|ed |har|ell|den|ge |ler|lse|and|r h|t t|se |ng |hve| el|enh| fr|at |e e|e o|ig |nhv| i |gen|ede|ska|ige| at|es |le |ghe|r r| in|e f|fri| me|nge|al |igh|nne|nin|l a| be| sk| af|r e|ion|af |re |han| st|om | so|r s|e s| an|eli|ne |r o| p\xE5|tig|esk|or |del|ati|p\xE5 |r f| er|enn| al|ens| un| he|tio|ndl|med| si|end|kal|nat|g f|ske|ns |tte|ent|ter|det|ke |lin|som|e r| ud|ett|g o|sky|e a| ve|nte|n s|r d|tti|sni|t s|lde|vil|ale|ind|ans|r a|kel| hv|dig| li|men|ren|old|hol| na| gr|ihe|rih|sam|v\xE6r|e i|e m|s f|age| vi|d d|g h|str|\xE6re|te |ilk|g t|r i|nal|ona|e n|rel|run|gru|d e|nd |ers| sa|r u|ere|ger|e t|tel|bes| m\xE5|t i|per|lan|isk|dli|ors|rin|e d|kab| mo| v\xE6|all|ejd|bej|rbe|arb|gte|mme|ved|e h|m\xE5 |n m|igt|res|kke|l h|sig|ld |l e| fa| ar|n f|r k|ets|rsk|t o|t f|it |t d|t v|g i|ytt|kyt|ven|ove|g e|ste|r t|eri|tet|lke| om|\xF8re|e g|fun|orm|d a|oge|nog| no|g a|erk|kra| kr|d h|od |mod|g d|g s|ie |erv|ene|em |sta|nst| ku|isn|vis|rvi|g m|t a|ner|tes|r\xE6n|s s|n h|int| la|ikk|el | op|lit|n a|g u|av |rav|ts |dre|t m|e u|s o|ore|l f|rit|ndi|lag|l t|ffe|rli|n e| fu|yld|dan|n o|rke|ive|raf|tra|dom| tr|i s|l l",
    nob: "er |og | og|en |til| ha| ti| re|ett| de|ing|ret|il |tt |et |lle|for|ar | en|ver|ell|om | fo|ng |har|r h|het|ler|lig| so|hve|t t| el|ter|nne|som|enh|and|de |av |nhv|ska| \xE5 | i |le |r r|den|e e| fr|ig |r s|nde|els|se |e o| er|enn| me| st|lse|al |re |fri|tte| sk|han|or | be| in|ke | av| ut|ghe|r e|esk|nge|te |es | p\xE5|ete|der|nin|ten|p\xE5 |igh|ed |l \xE5|kal|ge |unn| sa|ent|e s|eli|n s|rin|ne |g f|itt|sam|lik|gen|t s|end|jon|sjo|asj| an|r o|g s|t o|men| al| si|lin|mme|med|g o|ner|dig|n m|ren|nte|ige|inn|e f| gr|e r|r f| ve|sni|sky|g e|del|ens|und|res|det|isk|gru|ihe|rih|tig|tti|kte|ans|g t|tel| li| un|lan|nas|t i|m e|r u|ske|e m|ns |ekt|str|t e|ers|per|ale|kke| he|rel|run| ar|kap|mot| mo|all|eid|bei|rbe|arb|e t| vi|bes|g r|ven|s f|eri| m\xE5|n e|e g| na|nn |e d|kra| kr|ot |ndl|ere|erd|rit|\xE6re|vis|ger|ffe|id |e a|ytt|kyt|g h| et|tes| sl|i s|m\xE5 | la|dom|l e|n o| fa|rav|r k|t f|nes|v\xE6r|ta |sta|ste|\xE5 d|ndi|g d|bar|l f|isn|rvi|g a|vil|nnl|r m|t d|jen|dli|e b|gre|e h|ikk|el |l o|nal|ona|opp|r a|on |n a|noe| no|ute|erk|v p|ts |e i|dre|g m|ie |gan|erv|org|ser|tat|ang|at |t v|s o|tli|fen|an |e n|ik |g i|\xE5 s|lov| lo|r l|t a|lt |ove|aff|rdi|m s|l l|nse|r t|n h| pe|sli| gj| ik|d d|old|hol|ial|sia|osi|sos",
    suk: "na | mu| bu|we | na|hu |a n|ya | gu|a b|nhu|wa |a g|a m|unh| ya|mun|li |ili|ali|bul|i m|ilw| ba| bo|uli|han|mu |lil| al|e n|u a|bo |la |ose|kwe|ang|ulu|lwe|kil| wi|i b| se|ga |ina|le |ge |kge|ekg|sek|bi |e b|e y|lo |and|i n|yo |ila|se |lu |a s|lin|gil|ngi|akw|aki|abi| gw|si |nsi| ns|dak| nu|ng\u2019|gan|u b|o g|ilo|nul|e g|ka |nga|ile|a w|ada|u m|gwi| ka| ad|ubi|lwa|ani|ban|o a| ly|ndi|a l| ng|jo |g\u2019w|a i|ho |ayo|ika|dik|e k| ma|anh|gul|u n|o b| ji|o n|yab|iya|wiy|lag|ula|yak|o l|ma |ing|gi |gub|biz|lan|shi|iwa|ja | li|iha|mo |o j|wen|o s|lya|a a|ola| ku|jil|win| ga| sh|agi|ha |iga|uga|a k|iti|oma| nd|uyo|iza|za |i a|a y|yos| ha| mi| lu|iko|ndu|pan|ji |nil|ala|bos|ene|a u|ele|nhy|u g|nik|o w|iki| mh|nda|uhu|duh|hay|aji|ana| ja|gwa|nay|i y|ong|aya|mil|o m|da |lug|man|e i|abo|aga|okw| ab|nek|ngh|dul|e m|aha|uma|ubu|bus|sol|wig|ki |nya|ung|iji| gi|wit|iso|som|twa|udu|imo|eki|\u2019we|hya|gut|iku|e u|uso|u l| il|but|mha|any| um|bal|ujo|kuj|aka|tum|waj| we|ko |ugu|bud|lon|a h|utu| uy| is|jiw|ale|e a|a j|sha|ita|lit|ibi|lyo|u w|g\u2019h| ij|upa|tog|ida|omb|yom|ajo|atw|mat|bok|ulo|gup|lik| ul|ize| at|uto|ze |kan|ulw|u u|sho|ish|hil|ike|kal|mah|umu|je |ule|mbi| ih|kaj| lo|ti |wik|\u2019ha|eni|yiw|umo|ito|ba ",
    als: "t\xEB | t\xEB|dhe|he | dh|\xEB d|n\xEB |et |\xEB t|imi|p\xEBr|ejt|rej|dre|e t| dr|it | e | p\xEB| n\xEB|gji|\xEB p|sht|jit| gj|jt\xEB|\xEBr |het|ith|ve | ve| li|ush| sh| ka| i |t t|a t|kus|hku|j\xEB |sh | ku|e p|ka |se | pa|me |e n|mit|s\xEB | nj|\xEB n|thk|\xEBn |\xEB k|e d|\xEB s|in |ose|lir|h k|et\xEB| os| si|ara|n e|nj\xEB|t d|tet| ba|jer|ohe|jet|\xEB m|rim| nd|\xEB b|e k|e s|eve|eti| du|nd\xEB|r\xEB |\xEB g|t\xEBn|vet|eri|ra | me| q\xEB|t n|do |es |iri|e l|duh|d\xEBr|shk|und|si | as|re |end| ng|uhe|ndi|\xEBsi|ga |nga|min|q\xEB |hte|ime|ash|mi |tje|i n|jes|ris|\xEB v|ri | ar|nje|r n| pe|\xEB i|ur |uk |nuk| nu|tar|i p|at |en |an\xEB|ta |jta|e m| pu|e v|ar |sim|is\xEB|gje|art|\xEB l| ma|\xEB r| s\xEB|ht |ish|i d|or | mb| je|lim|e a| ko|uar|\xEB e|cil|bar|mar|t\xEBs|edh|\xEBm |sh\xEB|ave|shm|nal|t a|\xEB j|ari|ht\xEB| ci|k d|im |snj|asn|kom|igj|t p|\xEBs |\xEBrk| de| k\xEB|a n|\xEB a|ir\xEB|bas|es\xEB| pr|tim|hme|ke |per|pri|vep|mun|roh|t s|oj\xEB|\xEB c|tit|lli|omb|lit|par|i s| tj|s s|ij |tij|shi| fa|le |ale| ti|roj|bro|mbr|ali|\xEB q|nim| mu| t |n k|ti |t i|ven|uri|q\xEBr|in\xEB|ik |esi| ra|at\xEB|ras|t m|\xEBri|je |h\xEB |pun|i i|e b|nd |jen|mev|a g|\xEB f|n p|ona|son|rso|ers|epr|tes|\xEBsh| \xEBs|ft\xEB|oft|ore|ror|oq\xEB|hoq|sho|\xEBta|zim|ar\xEB|kur|rat|k\xEBt|\xEBzo|i t|ill|ars|ite|ind|r d|rin| pl|ie |\xEBrf|\xEB z|a p|rte|h\xEBm|r p|tyr|bli|res|ike|te |kun|m t|lig|a d|ia ",
    sag: "t\xEE | t\xEE|na | na| ng|ngb|a n|lo | lo|nga|g\xF6 |ng\xF6|gbi|bi |n\xEE |zo |ang|la |\xEE l| wa| s\xF4|s\xF4 |gan| zo|a t|\xEEng|o n|i t|l\xEEn| al|g\xFC |ng\xFC|wal|ala|\xF6 t|al\xEE|a l| k\xFB| nd|\xEE k|\xF4 a| l\xEA|\xE2 t|\xEE n|\xEB t|\xFB\xEA |k\xFB\xEA|\xEA t| mb|\xEE m|\xE4ng|ko | te|o k|\xF6r\xF6|e n|o a|g\xEB |l\xEAg|g\xE2 |ng\xE2|\xEE b|\xEBp\xEB|p\xEBp| p\xEB|\xF4ko|a \xE2|\xEE \xE2|\xEAg\xEB|m\xFB |\xEE s|d\xF6r|\xF6d\xF6|k\xF6d|\xEF n|a k|\xEBe |p\xEBe|\xFC t| k\xF6| \xF4k|ter|a z|kua|ke |eke|yek| ay|\xEE t|\xEA n|ua |b\xEAn|o t|t\xEF |ra | am|aye|\xEE d|\xFB n|\xEA a|r\xEA |er\xEA|\xE2 n|\xEAn\xEE|mb\xEA|r\xF6 |\xE2ng|am\xFB|a y|a m|ga | du| ku|\xEE g| y\xE2|a s|ro |oro|dut| \xE2l|y\xE2 |ng\xF4|\xE4 t| n\xEE| \xE2m|ut\xEF|r\xE4 |ar\xE4|\xE2la|b\xEA |\xF6 n|l\xEF |\xF6ng|o s|a p|\xEE z|\xF6n\xEE|ten|i n|gba|ne |ene| s\xEA|ba |e t| gb|ndo|i\xE4 |di\xE4|ndi|\xF6 k|nd\xF6| g\xEF|ara|\xEFng|\xEE w|l\xEB |do |\xEF t|a w|\xFBng|war| \xE2n|a a|y\xEA | \xE2k| da|\xEE a|ban|o w|t\xEBn| t\xEB|\xE2ra|s\xE2r|n\xEB |d\xF6 |\xEE p|o \xF4|z\xF6n|nz\xF6| m\xE4|\xF4ng|se |da |nd\xE2|s\xEAn|t\xF6n| t\xF6|e a|\xEBn\xEB|\xEB s|\xFCng| nz|o p|k\xE2n| k\xE2|a g|b\xE2 | ko|o l|r\xF6s| b\xEA|\xF4i |g\xF4i|\xEEr\xEE|\xEAnd|ana|ta |\xEE f| po| s\xE2|mb\xE2|\xE2mb| s\xEF|\xEBng|mba|zar| za|ib\xEA| m\xFB|\xEBt\xEF|b\xEBt|mb\xEB|i p| as|fa |t\xE4n|e z|l\xEA |sor|mar| ma|s\xEF |i s|a b|amb|od\xEB|kod|b\xFBn|\xEB n|\xEAse|s\xEAs|\xF6s\xEA|o m|du | af|d\xEB |bor| bo|\xEA s|g\xEA |ng\xEA|\xF4 n|\xE4 s|\xE4t\xE4|b\xE4t|\xFC n|\xEB \xF4|ata|bat|\xE4l\xEB|p\xE4l|kp\xE4| kp|\xF6 w|p\xEB |r\xE4n|\xE4r\xE4|s\xE4r| s\xE4|g\xEF | \xE2z| ad|\xF6 m|g\xEE |\xEFg\xEE|b\xEEr|mb\xEE|afa|r\xEB |er\xEB|\xFBe |k\xFBe| \xE2s|\xF6n |gb\xE2|e l| mo|\xE2l\xEF|w\xE2l|\xEA w|\xE4 w|i \xF4|\xE4 a|p\xE4 |\xFC s|yam| ya|\xE2zo| \xE2b",
    nno: " de| og|og | ha|er |lle|en |ar |til| ti|il | re|ett|et |ret|om |le |har|tt | al|all|re |ing| \xE5 |ell|and| sk|ska| i |det| fr|t t|an | ei| so|enn|ne |ler| el|den|e s|ver| me|l \xE5|leg|e h| ve| p\xE5|al | fo|dom|for|p\xE5 |av |ein| sa|ten|n s|som|sam|fri|nne|r r|ei |ere|men|gje| st|de |e o| gj|je |nde|kal|dei|st |eg |tte| in|han|i s|ast|r s|ski|t o|med|rid|or |lan|ter|t e| an|ed |r f|te |t s|kje|ge | sl| av|r k|ido|e t| er|ke |jon|sjo|asj|nas|unn| ut|g f|g s|n o|g o|nga|\xE5 f|e a|der|ng |e f| gr|kil| f\xE5|r d|ske|esk| si|lik|e i|n m|ste|at |ern|ona|n e|lag|kra| kr|e n|in |t a|ren| la|nte|e d|nin|e k|nn |tan|na |seg|v p|rav|nsk|ins|me |ame|nes|e m|bei|\xE5 v|itt|eid|a s|ege|f\xE5 |e r|\xE5r |e v|lov|r a| fa|gru|sla|ld |rbe|arb|ome|kap|jen|n t|jel| mo|r l|sta|ane| tr| li| m\xE5| at|kkj|ikk| ik|kan| ka| lo| na|n a|dre|ndr|ha |g g| ar|n d|eld| se|id |ot |mot|\xE5 s|va |t i|gen|nle|t d|n i|ale|ige|nal|rel|run|ag |oko|nok| no|d a|nad|fr\xE5|l d|\xE5 a|ild|var| kv|ve |erd|e e|inn|e u|g i|r h|kte|dig|gar|lin|god| vi|str|i e|l h|nge|end|t h|r o|r g|bli| bl|int|eig|nna|on |se |uta|t f|l f|e g|nom|amf|sin|pet|k\xE5r|vil|ga |m\xE5l|ene|ent|ig |fer|are|d d|g a|rn |ova|ele|g e|ik |g t|per|ens|gre| om|rt |und| un|rna|\xF8ve|h\xF8v|l e|ial|sia",
    mos: " n | a |e\u0303n| se|a t| ne|a s|\u0303n |se\u0303| ye|e n| ta| pa|n t| t\u0269| so|t\u0269 | la|nin| ni|\xE3a |f\xE3a| f\xE3| t\xF5| bu|ng |t\xF5e| b |ye |a n|or | te|a a|la |\xF5e |tar|e\u0303 | ya|ne |pa | to|ed |ned|sor|e t|te\u0303|aan|uud|buu|g n|r n| ma|maa|n y|ud |a y|n m|ra |\xE3 n|paa|n p|ara|em |a b| wa|d f|n b|n d|\u0303ng|s\xE3 | t\u028A|eng|b\xE3 |n w|an |g\xE3 |og |me |ins| na|e b|b\u0269 | b\u0269| ka|\u0269 b|am |g a|d b|aam|ge\u0303|taa|mb |ore|\u0269 n|yel|\u028A\u028Am|\xE3mb|ab |a m|t\u028A\u028A|wa |a l| b\xE3| ba|tog|ga |m n|re |ba |ng\xE3|nd |aab|aa |yaa| s\xE3|na | t\u0169| s\xF5| da|aoo|n n| y\u0269|\xE3 y|ame| me|aal|dat|n s|b s|ing|\xE3ng|d n|\u0269 y|\xE3 t|\xE3 s| k\xE3|lg |m t|oor|r s|d s|\u0303nd|nge|el |neb|b y|nga|ar |gr |kao| b\u028A|d\xE3 |to |v\u0269\u0269| v\u0269|egd|seg|men|saa|nsa| le|a k|at |ngr|n k|w\xE3 | w\xE3|g t|oog|b\u0169m| b\u0169|a p|d\u0269 |\u028Am |ren|\u0269\u0269m|\xE3ad|\u028Amd|da |b t|\u0169mb|y\u0269 |b\xE3m|b n|d a|ya |g s|eb |l s| yi|ke\u0303| ke|r\xE3 | s\u0269|m s| ti| y\xE3| we|oab|soa| f | z\u0129|b k|m b|oga|go |gd\u0269|a z|\xF5ng|s\xF5n|aor|t\u0169 |\u0269m |b p|\xE3 p|ilg| mi|in | ko|al |ka | no|\u0269 s|p\u028Ag| p\u028A|gam|\u0303 n|lem|\u0129nd|b b|\xE3 f|le |te |iid|uii|bui|ell|wil| wi|s a|oa |r t|e y|a g|aas|e s|\u0269 t|ik |we\u0303| ra|g b|t\u0169u|e p| y\xF5|oy |noy|a r| z\xE3|aba|ull|\u0169 n|m\xE3 |k\xE3a|eem|kat|aka|wak|s n|nda|ll |gre|kog|loa|alo|lal|\xE3 k|mb\xE3|md |e\u0303e|k n|ag |r b|o t|eg | g\xE3|n g|seb|\u028Age|eb\xE3|o a|b\xE3n|sul| su|m y|bao|n z|ate|\xE3 w|kam|mik",
    cat: " de| i | a |la | la|es | se|de | pe|per|tat|i\xF3 |ent|ret|dre|at |a p| dr|a l|ona|nt |men|ci\xF3|ts |na |aci|al |en |t a|ls | el| to|et |tot|a s|el | co|s d|ers|er |a t|que| en|s i|ta |e l| pr|t d|rso| qu| o | ll|son|ion|t\xE9 | t\xE9|ns |\xE9 d|sev|ita|als|ota| in| l\u2019|est|cio| re| al| un|cia|ons|ame|del|res|ar |ual|lli|s e|va |nal|ia |con|ser|les|i a|r\xE0 | no|pro|els|eva|nac|a c|s p|i l|nci| le|ue |no | so| ca|a d|sta|r a|s l|l\u2019e|ert|s a|a i|re | d\u2019|l d|una|ues|ter|rta|e c|ats|t i|n d|s n|a u|cci|s o| pa| es| na|l p|vol|sen|ber|ibe|lib|s t|t e|ure|l i|lit|er\xE0|ant|da |ici|oci|soc|ra |tra|ens| di|gua|igu| ma|nta|ali|ene|tes| ni|a a|nte|a e|\xE9s |o s|tre|alt|r s|com|ets|i e|par|cti|ect|ten|cte|ote|us |eta|mit|ial|om |se |i d|s s|e d|i p|pre|un |ntr|r l|ecc| tr|seg|l t|ada|dic|eme|qua|ica|eli|\xF3 d|aqu| aq|\xE8nc| ig|ir |iva|ssi|lic|t t|des|o p| ac|ont|act|ing|egu|ria| te|int|ndi| fo|a m| po|lig|lle|inc|ist|nse|cla|hom|ltr|i i|cie|ess|ura|ass|a f|e t|bli|seu|tal|tec|rot|\xFA n|g\xFA |ng\xFA|nin|tac|pen|nde|t s|ic |s f|\xF3 a|ol |evo|lse|tic|dis|cap|rac|mat|iur|liu|man|ll |itj| mi|olu|e i|art|uni|rti|esp|l s|le |ble|eri|os |sos|ies| as| ob|e p|n e|s q|tri|tiu|i c| ar|ni |tur|t n|gur|vid| vi|a v|ran|\xE0ri|ind| si|\u2019es| fa",
    sot: " le|le |ng |ho | mo| e | ho|a l|e m|ya | bo|a h|lo | ya|ong|ba | ba| ka|na | ts|e t|tho|a b|mon|o y|o e|a m|elo|la |ets|olo|sa |oth|g l|oke|eng|kel|a k|ka | na| di|ang|mot|tla|a t|tsa|tok| se| ha|e b|o t| o |wa | tl|o l|e e|o b| to|pa |e k|lok|ha |aba|apa| a |e h|o n|so |tse|a e|hab|jha|tjh|tso|tsh|kap|se |ana|oko|ela|g o|a s|o m|let|loh|a d|e l|kol|set| ma|a a|bol|ohi|tsw|ele|hi |dit|eth| ke|lan| kg|o s|o h|eo |bo |g m|ke |ala|phe| me|etj|ola|o k| ph|aha| mm|ohl|ebe|lwa|a n|g k|swa|e d|bot| th|di | sa|atl|ena|hle|mol|tlo|ae |hae|abe|g y|ats|lat|i b|seb|to |otl|ane|g b|moh|mel|edi|lek|a f|the|wan|efe|nan|g t|e s|o a|han|ito|me |hlo| hl|shi|rel|ire|lao|kgo|hel|g h| en|g e|nah|ona|bet|man| fu|ell|kga|eha|a p|its|get|kge|mme|swe|si |thu|mat|uma|fum| ef|bel|len|ume|lal|hat|ban|kan|we |bat|tsi|ing|ato|e n|ao |o f|lel|hir|hla|sen| eo|she|pha|ano|eka|ile|fen|i k|tlh|lap|ots|fet|hal|din| ko|hen| fe|heo|got|hwa|elw|a y|i m|o o|bon|hol|son|dis|o p|alo| lo|boh|uto|hut|ben|nya|tha|abo|ita|aka|ama|ose|mab|iso|shw|e y|i l|het|oho|o d|tum| tu|llo|oll| wa|hil|ath|mos|oka|mmo|ikg|mo |uso|hah|emo|adi|boi|llw|dik|nts|lle|non|sel|all| yo|tle|e i|ike|rab|wen|meh|ame|lho|mee|ken| si|eny|oph|yal|pan|g s",
    bcl: "an | sa|in | na|ng |sa |na | pa|nin|ang| ni| ka| ma|pag| an|n s|ion|sin|asi| as|on |cio|n n|a m| de|n a|ban|a n|a p|kan|rec|ere|der|aro|cho|ech|aci|ga |a s|n d|o n| la|mga| mg|g s|n p|o s|man|sar| o |ho |n l|asa|n k|ay |n m|wa |gwa|igw|al | ig|mba|amb|kat|o i|sai|ong|lam|ata|ro |os |iya|a a|ara|o a|agk|apa|kas|tal|a k|yan|aiy|gka|nac|ali|may|g p|san|ina|aba|a d|lin| ba| da|ag |nka|ink|o m|yo |a i|iba|aka| in|ad |ing| ga|ent|no |ayo|nta|par| pr|ano|ini|hay|aha|iri|dap|ida|abo|han|sta|nal|kai|og |agt|at |pat| co|a g|ant|pro|g n|nte|n i|t n|ia |cia|con| si|dad|do |o k|a b|tan|ron|l n|s a|mag|ran|g m|aki|s n|men|es |g d|y n|tra| so|ona|a l|ra |min|agp|uha|n b|g o|a o|n o|a c|g k|mak|aya|hos|as |ado|o p|ter|bas|ags|i n|lan|ba |g i|bos|gab|bah|li |ico|l a|kap|cci|ecc|tec|ami|isa|imi|ton|ial| re|en |g a|tay|pin|n e|ili|rab|bal|hon|ote|rot|rim|cri|ast|gpa|y m|say|iis|sii|pan|sad|nag| se|ala|gan|bil|n c|nda|d a| di|nga|taw|gta|i a|ios| es|pak|bo |aan|res| pu|a e|sab|ey |ley| le|atu|buh|mit|om |abi|e s|kab|ika|rin|ici|gsa|ale|ica|ni |ipa|nci|ind|nan| ip|cac|waa|nwa|anw| ed|lid|nes|ura|le |ibo|uli| hu|sal| gi|awe|gaw|agi|y p|to |air| bu|rar|int|ito|ndi|kam|dir|agh|oci|soc|lig| li|aen|lar| bi",
    glg: " de|de |os |i\xF3n| a | e |to |da |en |ci\xF3|\xF3n |der|n d|ere|ito| se|a p|eit|rei|ent|as | co|ade| pe|dad|aci|per| te|do |o d|nte|e a|ten|men| to|e d|al | pr|rso|ers|s e|a t|tod|que|soa| ou|ida| da|te | in| po|s d|oa |cia|es |o a|est| \xE1 |ra |oda| do| li|a e| es|a s|ou |con|e e|res|tra| re|nci| o |s\xFAa| s\xFA|pro|a d|o e| pa|ar |e c|tos|lib|ue | qu|r\xE1 | na|ser|a a|er |\xFAa | ca|ter|ia |dos| en|er\xE1|e s|ica|a c|sta|s p|ber|nac|s n|s s| no|e o|a o| ni|ns | un|ado|e p|o \xE1|io |cci|era|nin|des|nal|is |\xF3ns|ame|nto| so|or |se |com|pre|par|no |o t|o p|ona|e n|sen|s t|por|ais|das| as|cto|\xE1 s|eme|cio|ha |nha|unh|ara|rda|erd|ant|ici|n p|n s|ibe|n e| di|cas|nta| ac|ont|n t|dic|ndi|oci|soc|ion|ing|s o|enc|tiv|so |ali| ma|o s|a u|ngu|tad|e i|ese| me|lic|seu|ect|n c|lid|vid|ria| tr|e t|eli|e l|gua|igu| ig|l e|o m|r a|re |cti|act|ntr|ecc|ual|rec|a l|ido|nde|ind|o n|a n|cal|dis|ta | os|o \xF3|r d|iva|ada|mat|ste|fun| fu|tri| \xF3 |\xE1 p|tor|nda|pen|na |on |n a|o o|ori|uer|lqu|alq|ca |rac|n o|tar|nid|bre|ibr|lo |aso|esp|a v|a i|ode|pod|und|s a|tec|ote|rot|tes|ena|ura|\xEDn |u\xEDn|gu\xED|egu|seg|ita|ome|ari|s i|ase| fa|ond|ial|tic|ixi|inc|sti|ist|cla|cie|e r|omo|s c|man|bal|spe|ati|edi|med|uni|ios|isf| sa|ias|ren| mo|lle|co |ico",
    lit: "as |ir | ir|eis|tei| te|uri|ti |s t|iek|is |os | ki|us |vie|ri |tur|ai | tu| pa|ien| vi|ali|i t|\u017Emo|s\u0119 |is\u0119| \u017Em|mog|kie|ena|ais| ne|ini|kvi|ekv| la|gus|lai|ogu|nas|\u0117s |m\u0105 | \u012F | jo| b\u016B|s \u017E|vis| ar|b\u016Bt| su|ant|mo |i\u0173 | ka|s i| pr|s s|mas|pri|isv|\u016Bti|oki|s k|s a|ar | sa|sav| ti| ap| ta|tin|kai|\u0119 \u012F|ama|i b|s v|in\u0117|isi|im\u0105|s n|val|imo|jo |aci|gal| nu|s p|rin|men|i p| ku|dar|cij|sta|kur|nim|je |li |i k|tas|ms |i i|arb|ina|sin|jos| na|mis|lyg|i v|i s|asi|tik|ijo|oti|vo |mok|tie| mo| va|t\u0173 |i\u0161k|aik|iam|tai|aut|s b|lin|kit|eik|r t| ly|ntu|jim| i\u0161|tuo|sty|\u0105 i|r p|ega|neg|ma | \u012Fs| re| be|i n|s j|is\u0117|n\u0117s|si |yb\u0117|din|\u012Fst|tat|aus|es |nti|kia|i a|m\u0173 |ara|oje|aud| ga|iai| at|tis|avo|r l|suo|isu|ek |tyb|\u0105 k|am |mos|pag|aug|aty|ie\u0161|rie|int|nt |sva| ve|gyv|ava|tar|\u0161al| da|o n|ima|kal| sk|kla|omi|ip |aip|o a|ito|r j|avi|\u0173 i|ven|yve|als|j\u0173 |kim|alt|ika|agr|nuo|sau|ymo|kio|tym|tu |\u0161ka|nam|eka|uti|lie| \u0161a|oma|nac|kin|iki|tok| \u0161i| ji|s g|s l|ksl|ink|vai|ome|pat|o l|rei|o p|o t|ios|psa|aps|io |san|ni\u0173|uo |min|nie| ni| as|v\u0119 |ver|o k|ikl|cia|oci|soc|r k|eli|yti| to|\u0173 t|irt|ki\u0173|s \u0161|pas|udo|u k| or|uom|uok|eny|eno|im\u0173|sla|i \u012F|ati|t\u0105 |a t|lst|vei|ran|\u0117ji|ary|tim|usi|a k|lti|gas|uot|tos|ist|ndi|\u0117ms|j\u0105 |o v|g\u0105 ",
    umb: "kwe| om|e o|oku| ok|a o|a k|nda| kw|ko | ly|da |wen|la |end|nu |unu|mun|omu|wa |oko|ka |o l| ko|kwa|omo|mok|iwa|le |we |o y|i o|okw|te |eka|mwe|olo| vy|a v|osi|o k|ali|ete| ey|lyo|wet|si |yok| yo|lo |vo |ang|ong|kut|sok|iso|u e|u o|a e|a l|ye |oci|gi |eye|oka|fek|ofe|nde|i\xF1g|nga|o o|ata|\xF1gi| li|eci| nd|i k|ngi|wat|kal|ilo|ovo|vyo| va|pan| oc|li |so |a y|owi|ci |kuk|e k|nge|wi\xF1| al|avo|kul|lon|ga |ing|ili|e l|ale|lom|ala|ge |ovi|ta |ngo|ati| ya|imw|go |eli|vya|a a|uli| ol|he |ahe|iha|ele|ika| wo| ku|lil|isa|a u|ti |yo |alo|kol|o v| ov|lis|i v|lya|lin|cih|uti| yi|yal|ako|ukw| lo|wav|ung|akw|ikw|yos|val|tiw|upa| ye|onj|i l|lim|and|uka| vo| el|gol|sa |su |kok|aka|e y|lyu|\xF1go| ka|yov|vik|e v|eko|yah|gis|omw| wa| la|lik|e u|ava|tav|olw|ila|e e|vak|kov|omb|aso|a c|tis| ce|tat|iyo|epa|dec|a n|va |u c|eso|ela|ama|kat| ek|kup| ha|o e|co |ekw|asu|has|yon|asi|yow| ke|i c|upi| ci|wil|cit|ole|eyo| co|liw| yu| ca|kas| ec|uta|yim|wal|yol|kiy|e w|yuk|lye| of|o w|o c|i a|ita|ola|lwi|uva|lit|iti|njo| on|apo|ipa|sil| um|lof|wam|kun|i e|anj|cel|del|han| ak|u y|a\xF1g| up|o a|tun|atu|kak|yik|yof|iki|eti|fet|o\xF1g|lo\xF1|ulo|koc|yi |wiw|kwi| ow| os|kuv|ndu| es|vos|yel|uyu|mak|san|mbo|jon|i w|ngu|oco|lok|yas|e n",
    tsn: " le|le | mo|ng |go | ts|we |gwe| go|ya |ong| ya|lo |ngw| bo| e | di|a l|tsh|sa |e t|elo|a g|tlh|tsa|e m|olo|a b|wa |na |e l|o y|o t|a t|wan| kg|eng|kgo|o n| tl|a k|mon|la | na|ets|ane|mo | o |hwa|shw|tse| ba|e e|nel|a m|ka | ga|tla|ots|o m| ka|ele|o l|ba |e d|dit|e g|got|di | a |se | se|ang|a d|otl|bot|e o|lho|o e|ga |lol|e b| nn|a n|lha|so |lel|tso|o b|seg|ose|let|ola|ego|gol|o o|g l|kan|eka|nng|e k| ma|aka|atl|mol|sen|o g|aba|ela|its|los|tho|ano|gat|oth|yo |agi|tsw|e n|e y|len| yo|hab|o k|to | th|o s| nt|lhe|ho |agw|gag|g y|kga|mel|rel|ire|tlo|o a|ana|lek|iwa|aga|bon|g m|tir|edi|\u0161ha|t\u0161h|lao|g k|i k|tle|ntl| te|dir|ao |e s|lwa|hir|shi|a e|pe |o d|any|a a|i l|a s|ale|alo|a y|g t|jwa| jw|hol|mot|gi |kwa|dik|lon|etl|tet| wa|mai|swe|set|thu|ko |non|ats| me|han|ume|ala| mm|nya|iti|he |bat|hut|nna|ira|itl|no | ne|ro |iro|nan|elw|she|ona|i b|hot|oag|log|a p|wen|i t|ikg|adi| ti|o i|lat|g g|ame|mog|bo |okg|hel|tha| sa|nag|bod|emo|nyo|isi|ile|hok|ogo|uto|si |pa | it| ko|the|diw|ope| op|tek|it\u0161|odi|rwa|sep| ph| kw|pol|gis|bok|me |o j|aag|baa|hop|yal|opa|are|kar|ing|oke|ato|lam|bak|leb|ke | ke|amo|eny|gwa|mok|g n|nye|swa|boa|tum| ja|gan|g a|hag|gon|lan|net|mme| la|ban| fe|ika|rag|ne |g e|nen",
    vec: " de|de | \u0142a|\u0142a |el | el|ion|ar | e |sio|on |to |e \u0142|o d|rit| in|par| pa| co|a \u0142|eri|\u0142e |ga |der|t\xE0 |a d| ga|un | a |a s|asi|n e| i |ito|e i|a e| on|te |onj|e d|ti |\u2019l |ent|con|int|l d| re|nte|s\xF3 | s\xF3|l g|o a|he | da|a p|e a| \u0142e| pr|jun|nju|da |che| o |e c|sar|e e| ch|a\u0142e|n c|na |e o|it\xE0| na|e\u2019l|art|ta |ens|\xE8sa| \xE8s|e p|men| po| se|tar|a c|sa |bar|a\u0142i|o e|ona|e n| so| \u0142i|i d|i e|pro|dar|e s|\xE0 d|nas|na\u0142|sta|i i|sia|r\xE0 |ars|osi|ze |rso|n d|a n|eze|nji|se |ro |esi|nta|ara|iba|\u0142ib|nsa|tut| l\u2019|tri|ame|o o|ar\xE0|ist|a g|usi|i s| cu|io |ita|nes| ne|rt\xE0| tu|r \u0142| un|nto| ma| si|l p|ond|sos|tra|so |nsi|sun|esu|\xE0 p|e r|iti|ji |onp|ren|ont|tes|ste|in |ia |de\u2019|l s|rio|isi|ra |dis|ras|ghe|\u0142i |e f|sie|r d|i p|man|r e|nda|res|ca |nca|anc|a a|str|a i|o i|go | st| fa|n o|ia\u0142|sen|\u2019st| \u2019s|i c|ntr|ien| di|o c|ver|est|r a|o p|nti|l m|pie|nde|son|ego|ega|ari|r i|var| an|rim|a\u2019l|i o|e m|pod|imi| al|n p|pre|o s|co |ani|ri |uti|rus|tru|l\u2019i|et\xE0|e l| ca|ato| fo|\xF3 d|\u0142it| a\u2019|ant|dez| cr| me|ten|\xE0 \xE8|oda|\xF3 p|\xE0 o|den|en | vi|a v|o n|ne |rte|ltr|teg|nio|ini|or |sti|una|e\u0142i|i g| ze|\xE0 e|npa|ni |ers|a r|a \xE8| su|com| vo|ans|ja |\xE0 i| ar|fon|esp|tro|ote|rot|ura|re |o \u0142|cia|r t|\xE0 c|min|ene|alt|opi|eso|o\u0142o|n s|ute|e t|rse|anj",
    nso: "go | le|le | go|a g|lo |ba |o y|ng | ma|ka | di|ya | ya| ka| mo|a m|et\u0161|a l|elo| t\u0161|a k|ang|e m|o l|na |e t|man|wa |o t| bo|tok| a |e g|la |a b| ga|a t|we |oke| se|gwe|kel| ba|\u0161a |o a|o m|t\u0161a| na|e l|o k|t\u0161e|a s| to| o |ele|a d|o b|ago|ego|dit|t\u0161h|o g|oba|gob|e d|tho| e |\u0161o |ngw| ye|ong|g l|di |o n| tl|ga |swa|let|olo|tla|t\u0161w|mo |ane|ho |\u0161e |oko|aba|\u0161ha| kg|t\u0161o|wan|ela|hab| sw| th|g o|ola|ye |e b|a n|kgo|\u0161wa|eo |set|ito|e s|ona|log|mol| wa|se |oth|ao |eth|ogo|thu|to |eng|a y|o d|hut|e k|o s|net|kol|lok|a a|gag|rel|ire|e e|nag|agw| wo|ana|o w| yo|hlo|lel| bj|\u0161we|alo|aga|leg|wag| ph|yo |lwa|mel|pha|wo |get|kge|ano|aka|ato|lat|din|o o|hir|\u0161eg|o e|ala|mok|\u0161om| la|mog|nya|e y|lao| ts|mot|i g|ke | ke|kan|iti| me|kar|g y|gwa|eba|ohl|\u0161hi|hel|phe|oph|bo |bot|ume|pol|a w|sa | sa|gon| lo| am|are|gel|ale|a p|len|e n|at\u0161|it\u0161|rwa|o f|emo|edi|bon|bja|ta |tle|ban|no |u\u0161o|tlh|amo|wel|i\u0161o|ing|ge | ge|the|leb|o \u0161|ko |hla|bop|dir|e a|ahl|aem|mae|ntl|\u0161on| mm|mon| fi|lek|oka|uto|omo|i b|ret|ape|oge|lal| nn|o\u0161o|pel|okg|abo|gab|lon|lag|yeo|a f|ile|mo\u0161|kga|dik|\u0161i |yal|i l|tlo|a e|tsh|otl|elw|odi|i t| fe|med|dum|mal|ora|oll|hol| nt|jo |boi|lwe|i s|bat|hom|lho|ikg|tha|nel|mu\u0161|mmu|ha |apa|ne |adi|eny|iri|\u0161al",
    ban: "ng |an | sa|ang|ing|san| ma|rin|ane| pa|ne |n s|ak | ka| ke| ha|hak| ri|nga|ma | ng| ja|in |sal|lan| pe|n k|uwe|iri|g s|ara|alu|lui|gan|uir|duw|adu|mad|adi|yan|nma|anm|jan|asa|n p|we |g p|g j|pun|a s|a m|man|e h|nge|tan|n m|awi| la|kan|nin|ra |uta| ne|pan|ur | tu|ih |ala|aya|n n|wan|eng|nte|un |ngg|tur|ah | da|en | ut|ana|bas|beb|nan|lih| wi|apa| ta|are|aha|ent|iad|wia|eba|han|ian|ani|ten|din|wi |taw|aan|a n|gar|asi|n w|pen|ebe|da |ika|ngk|a p|keb|ama|ata|aje|n r|aka|ipu|kal|e s|saj|g n|nen|g k|ado|oni|ron|ero|jer|ela|dan|ate|ka |anu|dos|dad|nya|al |aki|i k|a t| wa|ami|ren|ksa|ega|sak|gka|nay|ewa|mar|nik|ep |e p|aks|ndi|sar|iwa|upa|era|neg|oli|ina|uni| pu| se|h s|pat|ban|lak|h p|rep|os |ran|a k|ali|ngs|aga|sa |ar |e m|ung|atu|arg|n l|usa|sam|ngu|ewe|tat|nip|swa| sw|n t| pi|n d|i n|a u|kat|osa|eda| mu|ena|e k| me|r n|lah|k r|nda|ayo|ida|um |uku|k p|gsa|kew| ba|ras|r p|wen|par|pak|k h|eka| ny|i m|end|ari|yom|gay|kab|uan|pa |gi |kin|kum|huk| hu|n u|h r|war|dik|mal|g t|ta |ti |sti|sap| su|s k|per| in|ntu|pol| po|car|rga|pin|eh |r m|tah|ant|nus|mi |idi|did|rya|ary| pr|ngi|kar|pag|gew|ha |k k|min|uru|ut |tut|ita|eta|dil|oma|ri |ust|mus|ira|g d|sio|gam| ag|as |abi|i p|g h|g r|il |awa|lar",
    bug: "na |ng | na|eng| ri|ang|nge|nna|ngn|gng|ge |sen| ma|app| si| ta|nap|ase|a r| pa|ddi|a n|ri |tau|a t|ale|edd|au |ega|ria| ha|ai |hak|len|e n|ias|ak |ga |a a|pun|inn|ing|ass|a s|nai|pa |nin|sin|ppu|ini|are|gen| ru|ngi|upa|g r|una|rup|ana|ye | ye|gi |ama|i h|lal|man|asa|enn|ara|le |i r|ila| de| ke|ssa|g n|ae | as|e a|san|a m|din|a p|di |sed|ane| se|e r|u n|ada|ann|ala|ren|e p| la|da |lan| we|nas|aga|ipa|i a|e s|pan| ad|wed|reg| ar|sal|pad|ole|i n|g a|lai|asi|pas|a k|i s|ung|rip|g s|ena|jam|ola| pe|ran|ppa|e m|i l|akk|gan|ngk|ong|map|ril|aji|ttu|kan|gar|neg| ne|gka|att|g m|ain| ja|nar|ett| e |k r|i p|nan|i t|ra |e d|ban|gag|bas|eba|beb|ata|sib|nen|i m|unn|iba| mo| wa|ebe|keb|uwe|de | te| sa|par|kel|g p| ba|kun|ura|a d|uru|mas|aka|bol| al|u r|ko |we |kol|tu |add|o r|e y| hu|pol| po|mak|deg| at|bbi|ian|elo|kko|ell|auw|nga|cen|iga|nat|g t|dan| di| tu|apa|uku|huk|ro |tte|ma |ngs|atu|leb|iko|sik|ssi|rga|arg|ekk|rel|uan|la |an |ece|pat|gau| to|ele|a w|e w|a y|lu |a b|gsa|sil|rus|ie |ire|ebb|oe |wet|rek|llu|ppi|tun|dec|wa |awa|baw|u w|ten|ter|ka |per|mat|g y|pak| an|lua|sse|pig|dde|nre|anr|ton|olo| ia|caj|nca|ona|nro|onr|sa |tur|k n|e h|u p|bir|lin|a e|eri|mae|e k|si |elu|a l|tam|ru |ntu|ade",
    knc: "nz\u0259|ro | a |be |ye | k\u0259|z\u0259 |mbe| ka|a k| ha|akk|abe|kki|hak|ndu| nd|a n|a a| ya| la|ad\u0259|ben|aye|en |inz|kin|yay|\u0259be|ji | mb|lan|ma |d\u0259 |eji|bej|\u0259 a|o a|aro|\u0259la|du |e m|k\u0259l|\u0259na|k\u0259n| ba| ga|ga |lar|e a|u y|an |rd\u0259| ad|anz|shi| sh|ard|\u0259ga| ku|au | au|e h|n k|a s|uro|wa | na| ye|so |obe| sa|ara|iya|kal|ama| n\u0259| su|amb|n n|in |\u0259nd|ndo|kur|inb|d\u0259g|u a|kam|na | fa| nz|and|ida|ba |\u0259 k|awa|la |nyi|a b| fu|d\u0259b|a l|n\u0259m|sur|e s|aso|ana|gan| ci| ab|a d|t\u0259 |a g|kar|d\u0259n|uru|a y|baa|\u0259 n|ru | da|wo |\u0259ra|ndi|ya | s\u0259|t\u0259n|ade|gad|asa|ta |aar|aa |al | as|aya|i k| du|e n| ta|uwu|din| t\u0259|nam|ata|e k|o k|am |a f|o n|t\u0259g|i a|\u0259mk|\u0259 s|nba|awu|iga|nga|wu |ala|utu|o w|da |nza|z\u0259g|\u0259li|gin|ima|z\u0259n|u k|adi|owu|cid|\u0259wa| wa|san|\u0259gi|laa|awo|de |bem|fut|n a|wan|rad|do |ali|i n|mka|e l|u s|z\u0259b|o s|ayi|wur|n y|ibe|iwa|\u0259g\u0259|za |mar|a t|wal|m\u0259r| m\u0259|tu |nd\u0259|az\u0259|wum|fuw|kun|g\u0259n|uma| ng|o g|ema|yir|gay|o h|on |tam|kat|ada|lmu|ilm| il|jam| ja|dob| ny|d\u0259w|yaw| ay|\u0259n |hir|i s|liw|ela|bel|how| ho|at\u0259|nat|iro|aid|z\u0259l|lt\u0259|hi |tin|dum|nbe|o t|\u0259 f|irt|rta|n d|kiw|a h| wo|mu |sad|\u0259 h|\u0259d\u0259|taw|lil|dal|sha|n f|iwo|o f|enz|diy|\u0259di|s\u0259d|yi |\u0259ny|ang|nab|nya|wob|unz| aw| ra| ji|lam| al|nad|wow|ram|\u0259 y|dar|a i|ut\u0259| yi|u n|di |kas|fan|\u0259nz|t\u0259b",
    kng: " ya|na |ya |a k| na|a y|a m| ku|a n|u y|and|a b| mu|wan| ba| lu|yin|tu |ve |yan| ki|ka | yi|nda| mp|a l|di |ndi|la |ana|ntu|si |so |da |ons|e n|mpe|nso|aka| ke|pe |mun|unt|lu |i y|alu|sal| ma|o m|luv|ta |ina|nza|ke |u m|e y|uve|ndu|ala|u n|i m|za |ban|amb|u k|isa|fwa| ko|to |kon|ayi|ma |du |kim|ulu|o y|kan| me|wa |usa|kus|anz|ama|ang|end| ve|yon|nyo| ny|a v|a d| to|i k|nsi|ins|i n|sa |mos| mo|mbu|e k|und| bi|osi| fw|ika|kuz|len|uti|imp|mab|uka|ata| le|ind|vwa|tin|pwa|mpw|kuk|ba | at|kis|adi|mba|olo|ngu|bu | di|uta|mut|lo |sam| sa|sik|isi|e m|su |ila|ula|e l|mu |usu|abu|nga| nz|lus|yi |yay|ngi|but|o n|ni | nt| ka|dya|kak|dil|esa|amu|ti |imv|o k| bu|bal|e b|wu |awu|kul|ant|gu |ngo|inz|bun|a t|mpa|utu|dis| dy|nka|ank|mvu|kin|u f|iku|ong|uzi|zwa|i l|bim|sad| mb|vuk|dik|uzw|lam|tan|mef|idi|kat|lwa|fun|kuv|ga |ken|bak|ing|luz|baw|bis|yal|uya|luy|bay|nsa|mak|usi|mus|nta|ibu|kub|a a|atu|ufu|uvw|i a|ani|swa|uza| ni|ela|tuk|kol|lak|uso|ola| ns|twa|uko|pam|kut|bam|i s|eng|ku |umb|don|ndo|yak|i t|iti|mbi|eta| nk|iki|gi |uku|a s|luk|sol|nzo|te |nak|oko|mam|tal|efw|pes|dib|u b|ati|gid|uke|nu | nd|umu| vw|ilw|dus|luf|zo |u t|mvw|met|bum| ng|sul|ima|wel|kwe|ukw|zol|yam|ota|kot|lan|zit|i b|i v|kun",
    ibb: " nd|ke |e u| mm|ndi| ke|me |de |e n| em|o e|en |nye|mme|owo| en| ow|wo |yen|ene|mi |emi|ye |i e|e e|eny| un|nen|eke|une|edi| ek|e o| uk|et |n n|ne |e i|n e|e m| ed|e k| ye| es|ana|em | id|ede|esi| mb|un |di | nk|iet|kpo|na |ukp|sie|kem|kpu| in|kie|eme|did|ie |idu| nt|nam|am |ndo|o u|o o|mo |o n|mmo|yun|t e|din|dib|kpe| uf|o m|ked|nyu|no |ded|o k|an |on |nkp|e a|du |m e|iny|kpa|po |ho | kp|ade|om |ina|dut|ono| ub|m u|uke|bo |ikp|i o| ki|ini|bet|mbe|ida|t m|ode|in |oho|wem|uwe| uw|bio|ut | ot|ru |uru|pur|uto|ni |i m|do |fen|omo|dom|u u|ok | us|to |dik|iso| ut|mde|tom|ibo| is|n i|ri |o i|oki|mok|edu|ide| et|a n| on| ak|diy|ak |nek|a e|n o|i u|man|u o|puk|akp|pan|idi|m n| ob|ara| or|a m|op |a k|t k| ny|ema| as|io |kar|pon|nwa| ik|oto|boh|ubo|n k|ufo| an|i k|m k|k n|pem|uka|o a|i n|uk |ed |wed|nwe| nw|usu|uan|te |mad|ti |e y|a u|asa| mi|obi| ef|n m|m m|dud|sun|n y|ka |o y| ey|t i|ro |oro|ond| of|ra |aba|tod|fin|re |nte|nde|ko |efe| ab|k u|dis|n u| eb|ony|pa |nti|pe |med|da |ndu|mbo|eye|dem|aha|ban|ena|nka|san|i a|sop|ibi|sin|ion|eko|se |he |ruk|oru|eto|sua|d e|odu| od|a o|mba|ama|fok|iok|a a|anw|mek|so |ufe|m o|kon|k m|ha | se|si |asi|bas|ufi|ito|dit|ere|ike|son|ori|pep|fon|u n|a y|bon",
    lug: "a o| ok| mu|wa |oku|nga|mu |ga | ob|a e|tu |ntu|bwa|na |a a|ba |ang|ra |a m| ng|wan|aba| n |a n|li |oba|a k|unt|la | ab|era|a b|ibw|mun|u n|ka |ali|tee|ate|i m|uli|bul|obu|eek|u a| bu|dde|za | ku|ana|ban|sa |edd|ala| eb|mbe|iri|ye |gwa|emb|omu| om| ek|u b|ant|ira|e o|n o|be |amu| en|eki|kwa| er|dem| ed| ki|nna|okw|ama|kuk|eer| ye|eri|kus| ba|ggw|kol| wa| em|usa|ula| am|inz| ly|eka|any|ola|i e|ina|kwe|o e| eg| ky|ekw|u m|mus| bw|kir|ere|ebi|u e|ri |n e|uyi|a y|y o|a l|onn|uso|u k|ger|e e|bal|egg|o o|mat|zib|izi|aan| at|awa|no |ko |yo |bwe|yin|kul|bir|zes|wal|aga|nge|ako|gan|ebw|nza|lin|esa|e m|oze| ma|riz| te|nyi|kut|ya |ufu|kub|sin|we |ngi|obo|kan|nka|yen|eby|y e|gir|eta|una|aka|lye|tuu|wo |bee|u o|ku |i y|ino|kin|e b|a w|isa|o b|sob|zi |e n|wam|imu|e l|uku|bon|de |san| by|ata|wat|iko|kuy| ag|boz| al|ngo|lwa|umu|ulu|utu|uki|ewa|taa|o n|ong|si |nsi|by |e k|muk|usi|rwa|ne |i o|i n|enk|bye|rir|ma |kug|mbi|iza|lal|uko|kis|enn| og|ole|kye|a g|asa|add|ani|nya|sib|ens|ni |ini|uka|i k| aw|uga|gi |yam|n a|tab|uma|umb|kyo|wen|uwa|bib|wee|ing|a z| ey|ze |emu|ete| et|tew|a t|yiz|mul|awo|u g|nzi| kw|tal|o a|o k|fun|afu|and|i b|ibi|ung|ro |amb|igi|aku|saa|baa|nyu|yig|ayi|gya|wet|kik|go |a s|ti ",
    ace: "an |ng |eun| ha|ang|oe |peu|ak |on |ngo|gon|ah |nya| ta|na | ny|ung| ng|reu|yan| na| pe|ure|meu|roe| ke|eut|hak|keu| me| ba| ur|at |teu|ee |han|a h|dro|ban| di|ara| be|ata|g n|iep|tie|am |eur| sa|nan|jeu|ut |n n|ep |eug|tap|seu| la| te| ti|uga|e n|euk| da|ala| at|a n|eba|beb|awa|ong|ra |tan|n t|eum|eh |n b|p u|ih | se|nda|h n|a t|a b|h t|ape|eu | pi|oh |eub|e p|lam|e t|ai | ma|um | si|dan|eul|asa|t n|und|neu|ana|n p| wa|n a|bah|lah|and|lan|wa |euh|n k|nyo|n h|eus|ula| bu|k t| je| dr|anj| pa|ma |g s|n m|h p|eng|nga|ran|n d|om |hai|a s|yoe|e b|mas|san|ngg| ra|ta |beu|g d|nje|taw|uka|ek |a k|una|a m|ura|yar|sya|gan|soe|n s| li|sid|ya |sab|aka|k n|ka |dum|ndu|har|ot |di |idr|aya| ka|kat|e u|e d|ok |a p|bat|aba|euj|gah|adi|lak|pat|et |n j| ja|kom|uko|kan|en |asi|ari|t t|aan|un |h d|sa |ame|ate|ama|sia|oih|usa|h h|g k|i n|sal|ila|bue|dee|lin|h b|ieh|g p|bak|aja|huk|ade|k m|dip| in|lee|uny|uh |rak|dar|uta| so|gar| ne|nto|ant|rat|uja|h s|aro| le|g h|nta|ep\u2010|ina|k a|uma|t b| ji|don|gro| hu|k h|ile|t h|t s|ngs|gam|aga| ag|m p|n l|heu|e s|ahe|a l|ane|e a|ggr|\u2010ti|p\u2010t|g b|ue |toe|jam|oe\u2010|eud|k k|ngk|ika|ino|ute|ie |wah|ham|n u|taa|yat|k b|tam|sam|a d|ia |man|use|t l|uk | an|aso|ga |g m| ya|ri ",
    bam: " ka|ka |ni |a k|an | ni|kan| b\u025B| la|i k|la |ya |n k|ye | ye|\u0254g\u0254|na |li |\u025B\u025B |b\u025B\u025B|\u025B k|ali| ma| i |man|sir|ra | da|en |ama|g\u0254 |wal| wa|ira|n n| k\u025B|m\u0254g| ja|a n|a b| mi|ma |a d|ana| m\u0254| ba|\u2019i |\u0254r\u0254|min| o |iya| si| sa|in |ara| na| k\u0254|i m|i j|dan| k\u2019|i d|a s|len| jo|b\u025B |jam|a m|\u025Br\u025B|i n| n\u2019|a l|a y|k\u0254n| f\u025B|k\u025B | t\u025B|iri|ari|\u2019a |aw |\u025B s|a i|\u0254n\u0254|i t|\u025B b|n b|ani| an|riy|sar|\u025B m|t\u025B |r\u0254 |ko |a w|i b|si |asi|a t|k\u2019i|\u025Bn |o j|a f|a j| fa|den|aya|n\u0254 |n y|i s|ale| de|ang|aar|baa|ila|ala|kal| di|inn|tig|o b|\u025B j|\u0272a |i f|olo|nu |nnu|osi|jos|raw|kun|ati|e k|w n|\u025B n|aga| se|\u0254 m|n\u025B |in\u025B|nti| ta|lan|b\u0254 |i y|\u0254 b|don|ga |ugu|a a|f\u025Bn|da | j\u025B|ig\u025B|\u0254n |\u0272\u0254g| \u0272\u0254|n\u0272a|u k|ada|bil|abi|r\u025B |n\u2019i|o l|\u0254 k| fo| a | ti|aba|nw |jo |n i|a \u0272|go |\u0254 s|i\u0272\u025B|o m|y\u0254r|n o|n\u2019a|ri |h\u0254r|i h|g\u0254n|afa|kab|un | ko|i l|aka|lak|on |e m|igi|a o| b\u0254|o f| s\u0254|n f| fi|ant| h\u0254| c\u025B|\u025B l|dam| ha|aay|maa|fur| fu| ku| t\u0254|ti |ile|gu |m\u025Bn|riw|e b|\u2019o |e f|iwa|\u025B y|uya|nna|n m| do|ago|nga|kar|nka| du|o k|\u0272\u025B |n w| j\u0254|iir|n d|fan|oma|lom|wol|nin|n j|c\u025B |u b|ili|a h|nen|\u0272\u025Bn|ade|\u025B\u025Br|u d|nba|ru |uru|t\u0254n|\u025Bku|j\u025B |dil|gan|i i|sug| su|w l|\u025Bm\u025B|w k|uma|ew |f\u025B |aju|\u0254 o|di\u0272|\u025B i|\u0254 n|s\u0254r|isi|\u025Bya|ank| t\u2019|\u0254n\u0272|r\u0254n|i \u0272|wa | b\u2019|taa|anb|mad|had|lu |yir| yi|amu|aam|lad|\u025Bna| \u0272\u025B|sag",
    tzm: "en | ye| d |an | n |ur | s |ad | ad|h\u0323e|lh\u0323| lh| gh|agh|n i| i |\u0323eq|d y|n t|eqq| ta|ett|qq |s l|dan| is|gh |la |hur|ell|ra |d t|r s|ghu|is | na| am|nag|i t|mda|ll |n g|a y|yet|t i| te| ti|di |n a|l a| di|akk|in |ara|a d|n d| ar|ma |ghe|n l|ull|it |edd|dd |kul| ku|amd| ur| id| wa| we| ma|a n|q a|li |rt | yi| ak|d a|as |a t|lla|men|es |d i|a i| le|sen|lli|lel|a a|n s|t t|ar |na |n n|eg | tm|n y| dd|tta|t a| as|r a|ken|kw |kkw|twa|i w|n u|d u|deg|mur|t n| tu|s d| ag|at |wen|gar|i l|win|ttu|wak|n w| tl| de|s t|d\u0323e|i n|hel|d l|tam| se|rfa|wan|w d|urt|er |h d|iya|gi |sse|yes|erf|zer| tt| ik|ddu|q i|h\u0323u| in|tle|nt |hed|r i|wa |arw|mga|idd|sef|fan|ize|n m| im|ya |udd|ttw|i u|uh\u0323|mad|tim|s n|i d|emd|wem|tmu|ef |ame|rwa|i g|\u0323en|id\u0323|ddi|ih\u0323|ili|ess| u |el |t d|awa|msa|lan|a l|kke|tte|ikh|em |wad|way|\u0323ud|s y|mma|s k|i i|ant| ya|siy|\u0323r\u0323|un |agi|dda|til|khe|med|tes|ana|taw|l n|d n|chu|all|yek|am |g w|ah\u0323|r d| iz| ne|nun|anu|qan|lqa| lq|t l|iwi| ss|den|gha|ert|der|nes|man|tag|s u|hwa|ehw|yeh|ala|ila|lna|eln| la|r\u0323r|ray|s\u0323e|yed|iwe|n k| l\xE2|yen|ile| il|ha |ski|esk|lt |hul|ekh|del|i a|kra| kr|yn |ayn|a s|h a|ir |ezm|net|eh\u0323|awi|ki |u a|leq|fel| fe|ssi|use|ine|il |r t|tem|edm|hef|ail|aw |naw|yas|asi",
    kmb: "a k|la | ku|ya |ala| mu| ki|a m|kal| o |u k|o k|ni | ni| ky|mu | dy|dya|a o|lu |ang| ya|tok|kya|nga|na |so |oso|a n|oka|nge|mba|i k|a d|kut|xi | wa|kwa| ka|mut|hu |elu|thu|ba |uth| kw|uka|gel|ka |a i|wal|wa |uto|ene|ban|ga |i m|kuk|ku | mb|e k|u m|ne |ana|kik|u n|a y|ngu|iji| ng|u y|ela|u w|i y|ixi| mw|kit|kel|ye |ika|wen|isa|nda|ji |oke|u i| ji|ena|and|und|kil|ilu|ung|ke |iba|ila|aka|a w|o w|yos|ten|kus|ulu|kub|e m|ta |alu|sa |oxi|mox|amb|olo|kum|gu |wos| wo|wat|ate|muk|gan|lo |tun|du |ndu| it|mwe|kan|san|kis|ita|o m|luk|imo|ong| ph|kye|a t|i d| ye|di |ato|nji|kij|sok|idi| ix|u d|kud|u u|ula|tes|we |e o| ke|a s|o i| di|uku|da |udi|ma |lun|lak|eng|ele|wij|yat| we|nu |wan|uba|e n|hal|pha| se|e y|yen|kib|a j|uke|ki |o n| yo|ito|itu|a u|i n|jin|kwe| im|lon|u o|uta|su |i w|ja | ja|utu|kat|iki|fol|ute| ut|kul|i u| en|kim|adi|ikw|tal|esa|nde|dal|yan|ngo|fun| ko|jil|eny|i o|uki|nen| ik|umu|lel|atu| uf|ing|uso|vwa|o y|esu|u j|ge |ufu|lan|o d|nyo|jya|uma|i j|jix|ukw|usa|unj|ite|o a|kuz|sak|dib|kyo|mun| os|mbo|imb|go |kos|u p|ijy| ib| tu|te |i i| a |han|xil|exi| il|kam|dit| un|a a|ilo|gam|kwi|tul|ivw|ubu|lul|a p| so|iku|uni|se |oko|o o|mwi|ote| to|kex| uk| bh|ufo|e a|ind|bul|sen|inu|ngh|kiv",
    lun: "ng | mu|la | ku|a k|di |aku|tu |chi|g a| a |ntu|mun|ma | ch|a n|unt|a m|ndi|ela| we| na|aka|ima|ind|jim|eji| ni|i m| in|u w|a i|wu |i k|a w|shi|awu|hi |lon|u m|wej|sha|ing|kul|wa |nak|i n|ala| ja|na |ung| kw|muk|ulo|kum|ka |a c|hak|cha|iku|ewa|wen|a h| wa|g o|u j|kut| ha|ana|vu |ovu| ov|yi |idi|u c|him|nik|ong|adi|mbi|kwa|jak|kuk| an|ang|tun|bi |nsh|tel|ha |esh|amu|han|kus|kwi|ate|ila| he|uch|ula|imb|ilu|a a|kew|enk|uku|mu |u a|hin|a y|zat|nke|u n|kal|hel|ond|i a|ham|eka|eng|mwi|a d|itu|and|del|nde|wak|ins|nin|i c| ya|ona|mon|ina|nji|i h|ach| yi|ama| ak|nat| mw|nyi|kin|umo|lu |ata|uma|sak|ku |udi|ta |ati|uza|kuz|mul|wes|ich|i y|awa|u k|uta|muc|i j|wal|uka|kuy|uke|wit| di|yid|naw|kam|bul|ayi|wan| ko|i i|kad|waw|akw|ni |ken|ji |uki|iha|dik|u y|g e|ush|mbu|si |osi|kos|ahi|ika|ish|kud|ash|twe|atw|any|dil|hih| ye|da |eni|kwe|wil|imu|dim|li |ya |kun|yin|g i|nan|yan|win|iwa|din|tam|etu|ant|amb|mwe|his|nda|hik|til|ule|umu|was|inj|jin|hu |nam|mpi|iki|wah|hiw|kuh|jil| da|eyi|ney| ne|isa|hid|usa|jaw|wat|wun|tan|umb| ma|uya|una|end|lun|pin| ji|ahu|nka|omw| om| ny| i |hen|che|yej|wik|u h|eta|tal|kuc|ulu|sem|wet|fwe|twa|utw|uyi| hi|iji|iwu|mpe|omp|ilo|yil|nic| en|a e|iyi| at|haw|lek|mba|emb| ew",
    war: "an |nga|ga | ng| pa| ha| ka|han|pag| hi|in | ma| an|ata|mga|hin| mg|kat|ay |ya |a m|a p|gan|on |da |n n|n h|ug |n p|n k|ung| ug|iya|a h|a k|ha |n i|adu|n m|dun|tad|ada| iy|sa | o |ara|may|a n| ta| di|a t|n a| na|y k|o h|pan|kad|tag|n u|yon|ags|ud |o n|ang|al |a s|ana|gsa|gad|a u|o p|man|syo|asa|ala| ba|ag | in|a i|g h|n b|agp|asy|awo|ray|war| wa|to |a d|wo |a a|usa| us|g a|nas|ina|was|taw|nal|ing|gpa|ali|iri|dir|agt|i h|ra |ng |aha|ri |bal|san|ad |kas|aka|g p|o a|a b|ida|awa|hat|no |g m|ini|uga|ahi|y h|o m|tan|ili| bu|uha|buh|gka|agi|bah|aba|i n| su|tal|him|at |pin| pi|hiy|kan|int|mo |n t|did|a o|aya|sya| ko| tu|nah|nan|iba| bi|n o|od |agb|la |kon|lwa|alw|gba|aho|tra|uro|o u|l n|ona|yo |ho |pam|o k|agk|ano|d a|sud|asu|gin|ngo|ni | la|hi |as |rab|uma|ton|os |par| sa|sal|ati|ko |iko|upa|lin|ami|gar|ban|n d|ern|gi |aag|abu|a g|kal|d h|aga|yan|n e|yal|d m|gtu|ak |mil|rin|ba |lip|mah|aud|lau|ka | so| ig|lig|ama| ki|ihi|tik|ras|aso|mag|gud|g i|tun|g k|duk|osy|sos|kau|uka| un|hon|n s| pu| ib|ro |imo|tub|mak|pak|ila|n w|yer|bye|ent|ito|ika|amo|it |sug|n g|dad|ira|edu| ed|tum|aup|ngb|til|non|anu|pod|upo|sak|sam|ari| pr|agh|alu|ato|ta |nta|gon|lik|bli|s h|d i|k h|uyo|ig |uli|bul|dto|adt|isa",
    dyu: "a\u2019 | k\xE1| k\xE0|ye | ye|k\xE0 | \xE0 |ni |la | b\u025B|\xE1n |k\xE1n| la| ni|ya\u2019| i |\u0254g\u0254|ya |k\xE1 |m\u0254g|a k| m\u0254|b\u025B\u025B|\xE1 k|\u025B\u025B |na |\u0254r\u0254|n k| m\xED|\u2019 y|m\xEDn|\xEDn |i y|\u2019 k| be|\u2019 l|be | ya| k\u025B|te |ma |\xE0 k|\u2019 m| te| j\xE0| w\xE1|n n|nya|\u025B k|\u025Br\u025B|i\u2019 |a b|w\xE1l|ra |\xE0ma|\xE1li| \xF2 |ima| n\xED|j\xE0m|\u025Bn |g\u0254 | m\xE0|e k|\xE0 l|\u0254\u2019 |lim|n\xED |n\u2019 | l\xE1|iya| k\u0254|\xE0 \xE0|o\u2019 |e \xE0|e b| h\xE1|r\u025B |ana|man|r\u0254 |n b|i k| s\xE0|\u025B y|\xE0 m|e s|\xE0 b|li\u2019|\u0254n\u0254|k\u0254n|h\xE1k| d\xED|gb\u025B| b\xE1|n y|ara|b\u025Bn|\u2019 s|k\u025B |m\xE0 | b\u0254|\u2019 n| k\xF3|aw |\u2019 b| s\u0254|riy|\xE0 y|a m|n\u0254 |e m|s\xE0r|a j| s\xED| f\xE0|\u0254 k|\xE0ni|\xE0 s| gb|k\u025Br|s\u0254r|y\u025Br| y\u025B| f\u025B|g\u0254\u2019|n m|b\xE1a| s\xEC| t\xE1|\xE0ri|na\u2019|e w|y\u0254r|a d|i m|a s|a n|\xE1k\u025B| l\xE0|l\xE1 |\xE1ar|d\xED |\xE0 i|ali|a f|en | c\u025B|b\u0254 |an\u2019| d\xE0|yaw|\xF3lo|\u2019 t|d\xE9n|\xECgi|s\xECg| \xE0n|\u2019 f| s\xE9|\u0254 s|\xE1na|\u025Bra|\xF3go|b\u025Br| \xF3 |a t|w n|\u0254n |ra\u2019|e i|\xE0 t|i \xE0|\xE0 d|si |se | se|\u2019 d| a |aya| \u0272\xE1| t\u0254|c\xF3g| c\xF3|s\xED |f\u025Bn|i b|\xE0ra| m\xE1|\u025Bya|lan|k\xE0l|\xE1 d|\u025B l|\u0254 \xE0|nga|n s|a w|\xE0ng|li |a \xE0|\u025B\u2019 |\xE0 n|ko | \xED | d\u0254|g\u0254n|e \xF2|a y|t\xE1 |\xED i|i t|\xE0la| na| d\xF2|so\u2019|u\u2019 |e\u2019 |r\u0254\u2019|a i|a g|ina|kan|nin|\u0254ny|a h|k\xF3 | \xF9 |ili|\u0254 b|w l|k\u025By|e n|den|ama| d\xE9|f\xFAr| f\xFA|i n|i \u0272|\xFAny|d\xFAn| d\xFA|ma\u2019|k\xF9n| k\xF9|\xF2n |d\xF2n|i l|e d|ga |nna|go |\xF2 k|i s|len|k\xE9l| k\xE9|\xED t| n\xE0|\u025B n|a c|i f|\u025Bnn|d\xE0n|\xED \xE0| l\u0254|d\u0254 |tig|\xE1ki|r\u0254n|h\u0254r| w\xF3|da\u2019|gid|\u0272\u0254g| \u0272\u0254|la\u2019|\xFAru|\xF2 b|ow | b\xE8| f\xE1|\u025B t| y\u0254|\u0254 y|j\u0254n|\xECna|m\xECn| m\xEC|\u0272\xE1n|\u025B b|e j|in |\xED y|\xE9le|b\xF3l|\xE0ga|\xEDin|d\xEDi",
    wol: "am | ci|ci | sa|sa\xF1|a\xF1 | na|it | ak| am| mb|lu |ak |aa |\xF1 s|mu |na |m n|ne | ko|al | ku|baa|mba|te | mu|ko | wa|a s|\xF1u | ni|u n| te| ne|nit|u a|e a| lu|t k|i a|oo |u m|ar |ku |ay | it|pp | do|u k|gu |u y|\xE9ew|r\xE9e| r\xE9|war| ta| \xF1u|i w| bu|xal|llu|\xE9pp|oom| li|u c|on | xa|ul |\xE0ll|w\xE0l| w\xE0|loo| yo| di|kk | ya| aa|u d| gu|yoo|oon|i d|i b|m\xEBn| m\xEB|fee|doo|bu |nn | bo|ew |e m|o c|r n| xe|eex|i m|boo| yi|nam|aay|m a| nj|ara| du|ju |xee|yu |en |een|naa|uy |ana|enn|aar|aju| bi|taa|ama|igg|oot| l\xE9|yi | pa|di | aj|ti |\xEBn |okk|k s|taw|lig|g\xE9e|ral|ee |u l|i l|m m|und|dun| de|li |u j|n w|an |w m|ala| me|eet| se|axa|ata| ba| so|n t|a a| d\xEB|m c|yam|mi |\xE9ey|gg\xE9|ota| gi|ir |ewa| an|a m|aam| ja| ke|ngu|om | su|a d|see|amu| ay|ax |ex |wfe|awf|dam| mi| ng|ey |p l|i n|o n|u t|a n|ool|jaa|ken|une| ye|la |n m|k l|kan|a l|et | yu|bok|mbo|u x|i t|\xE0ng|j\xE0n| s\xEB|k i|nee|i j|e b|men|ok |em |ndi|i k|\xF1 \xF1| lo|m g|nda|\xF1oo|kun|opp|ali| ti|laa|j a|l x|n n|lee|nd | da|ada|aad|are|nj\xE0|eem|y d| fe| jo|y a|l\xE9p|tee|aw |l c|wam|k c|n a|l l|nja|\xEBng|le |a b| mo|aan| fa|e n|m r|oxa|dox|n c|l a|ska|ask| as|aat|a c|mul|l b|aax|u s|y t|eg | j\xEB|k n|ng |g m|gi |gir|k t|\xEBy |s\xEBy|\xEBra|g\xF3o|kku|u\xF1u| b\xE9|tax|ba |e s|m s|i r|i c|k b|a\xF1u|t a|u w",
    nds: "en |at |un | da|n d| de|een|dat| un|de |t d| ee| he|cht|n s|n e|sch|ht |er |ech| wa|rec|tt | si| to|vun| vu|ett|ten| re| ge|n h|ver|nne|k u|elk| el|t w|ien|lk |sie|to |het|gen|n u|t u|n w|orr| an|n v|r d| in| ve|ch |war|ann| or|\xF6r |t r|rn | f\xF6|it |rer|ner|f\xF6r| st|rre|den|t g|n f|up | up|eit|t a|t e|rie| fr|aar|nd |ich| sc|chu|wat|n g|fri|nn |ege|on |oon|rrn|daa|t h| bi|is | is|rt |ell| se|hte|len|n o|n k| ma|kee|in |ik |lt |e s| mi|n i|aat| we| na|ven|hei|t s|t t|hn |lle|n t|n m| dr|ok | ok|doo|ers| ke|se |lie| s\xFC|nsc|ken|n a|arr|sta|\xFCnn|gel|r s|ren|rd |che|ll |ill|he |e a|nen|ene|men|ie |ins|ahn| gr| wi|ede|kt |\xF6ff|r\xF6f|dr\xF6|raa|sik|llt|n b|an |kan|ard|und|e g|gru|dee|ff |s d|sse|s\xFCn|all| ka|run| d\xF6|eke|st | do|ere| \xFCn|ehe|ebb|heb| gl|min|e e|ens|taa|rch|\xF6rc|d\xF6r|ig |nee|maa| so|al |aal|cho|tsc|e f|ieh|e v|t v|\xFCnd|iet|t m|enn|p s|el |h\xF6r| wo|t o|t n| fa|iht|eih|hen| al| ar|bei|rbe|arb|pp |upp|hup|e w|ehr| eh|utt| be| ut|na |inn|nre|lan|nst|ats|huu|as |weg|t f|e r|\xF6ve|eel|et | ni|mut| mu|pen|t b|a d|wen|ul |uul|e d| ah|str|eve|lic|ert|aak|hee|t k|ste|erk|\xFCss|d\xFCs| d\xFC|t i|der|iek|e m|mit|d d|nic|ent|gt |anr|set| as|aaf|tra|art|oot|r t| eg|ach|t l|l s|ter|akt|and|ame|hon|nat|n \xFC|r e|ite",
    fuf: " e | ka| ha|ndi|al |de |di |and| no|han|no | ma|o h|nde|e d|aa |e n|dyi|he |i e|un |a n|ala|dhi|yi |la |gol|re |dho|ka |eed|ho | wo|kal| dy|maa|dhe|o k| bh| ne|ko |ann|ni |hi | dh|bhe| nd|edd|won|ol |e e|ddh| mu|haa|ned|mun|e m| le| sa|i m| go|nnd|taa|aan|e h| fo|ede|eyd|ley|dan|e k|gal|aad|ii |i k|o n|sar|ond| fa|en |dya| ko|e b|tta|a k| he|ow |ana|uud|adh|iya|riy|yaa|bha|aak|ani|ett|het|ngu|aar|ydi|ari|i d|e f|i n|tal|le |ral|ira|ita|oni|ya |oo |na |nga|goo|dir|ndh|nda|ee |ydh| ta|e l|are|e g|ina|n n| wa|faa|fow| hu|i w| fi|akk|naa|ree|e w|udh|yan|ugo|i h|to |oto|nan| ng|oot|dyo|udy|oll|ore|fii|kko|mak|e s| da|a d|l m|on |dhu|dii|iid|ude|aam|i f|a e|o f|ady|den|n m|yee| on|e t|laa| la| na|l d|e a|idy|l n|l e|fot|ke |awt|lle|oor|in |o e| do|ubh|n k|a h|a b|a o|tan| ya|yng|att| ho|an |ake|nya|hen|a l|ewa|hun|i s|i t|mo |amu|te |n e|huu|taw|tor| o | ad|lli|onn|bon| bo|dee|bhu| an|ere|hoo|n h| ny|woo|iin|o w| mo|ku |er |der|ota|n f|dha|ant|l h|wti|tin| ke|tit|l l|yam|o b|aal|l s|a f|guu|ell|edy| se|und|n d| ga|ago|a t|eyn| ku|l g|gur|ama|a w|a m|oon|ndu|rew|waa|u m|nee|mu |tii|ri |nta|hin|wal|kaw|bhi| de|tug|dud|ure|uur|hey| fe|wad|do | si|too|o s|ing| te|tay|eta|o t|adu|ang|rda|urd",
    vmw: "tth|la |thu|a e|na |a m|ana|we |hu |kha| mu|a o|awe|ela|wa | ed|to |ire|ala|hal|dir|edi|ito|eit|rei|ni |mut|aan| wa|a w|u o|akh| on|a n|haa|ya | ni|o y|a a| yo|wak|utt|nla| ot| oh|iwa|ka |okh|att|oha| n\u2019|the|oth|mwa|mul|ari|ne | si|iya|aku|apo|lap|unl|kun|aka| el| wi|tha|ott| ok|ha |oni|e m|e a| at|ale|le | sa|e n| va|ene|ihi| aw|owa|o o|ett|e s|ele|hen|hav|oot|lel|ta |moo|ula|amu|iha| kh| en|e o|han|o n| ak|o a|ota| mo|i a|e w|po | mw|row|nro|ara|\u2019we|anl|i m|e e|de |ade|aya|a s|waw|ihe|ra |hel|eli|dad|a i|o s|ina|vo |a\u2019w|nak| ah|lan|i e|i o|ika|sin| et|wi |eri|n\u2019a|onr| ya|ri |var|ona|liw|hiy|nna|aa |wal|u a|a v|kan|oli| so|ko |huk|her|hiw|riw|avo|u e|wan|thi|aha|kel| an|eko|tek|hwa|sa |yot|itt|e k|uku|laa|riy|una|hun|ntt|yar|khw|ane|ath|pon|e y|o e|iwe|lei|ali|kho|wih| ep|n\u2019e| es|ida|ani| a |nih|n\u2019h|vih|avi|him|ei |lo | ma|aki|kum|i n|i w|nkh|uth| nn|a y|ahi|ile|rda|erd|ber|ibe|lib|i v|ia |ute|ole| it|som|i s|yok| na|ola|nuw|nnu| eh| yi|va |mih|saa|lih|hop|\u2019at|man|hik|a k|ikh|iri|nin|mu |elo|\u2019el|yaw|tte|mur|ont|ila|lik|hol|u s|uma|ma |uwi|inn|ehi|u y|nal|kin|saw|enk|in\u2019|nan| wo|tti|ena|mak| ek|pel|ope|oma|sik|epo|ulu|ro |ira|wir|nli|pwe|mpw|emp|lem|sil|pot|tel| oo|iko|esi|n\u2019o|era",
    ewe: "me |le |ame|e a|wo |kp\u0254|\u0192e | am| si|\u0256e | me| wo| le|si |sia|e d|a\u0256e|esi|be |p\u0254 |e l|la |e w| \u0256e| la| \u0192e| kp|na |e e| m\u0254| du| be|a a| a\u0256|nye| dz|e s| \u014Bu|uk\u0254|duk| na|e n|ome|ye |dzi|e m|kpl|e b|nya|\u0254kp|p\u0254k|\u0254 a|ple|ke |\u0254 l|\u0254nu|woa| o |iwo| nu|\u0254 m| al|evi|u a|awo|mes|\u0256ek|nu |\u014Bu |o a|\u0254w\u0254|e \u0256|n\u0254 |ekp|gbe|m\u0254n|k\u0254 |\u0254me|e\u0192e|eke|lo |alo| e\u0192|i n| ny|o n|o m|ya |dze| ab|ia |e \u014B|e k|siw|iam|o d|ubu|bub| bu|o k|zi |ukp|li |a m|w\u0254 |nuk|mek| ha|i s|kpe|e \u0192|eny|any|\u0254 s| go|e g| li|mev|\u014But|eme|akp|a\u0303 |an\u0254|gom| ey|bl\u0254|d\u0254w|m\u0254 | w\xF2|en\u0254|tso|iny|\u0254\u0256e|b\u0254 |oma|\u0254na|a k| ta|e t|to |n\u0254n| gb|ia\u0256|\u0256es|\u0254e |bu |egb|a s|vi | \u0192o| d\u0254| he| to|a \u0192|o e|\u0256o | \u0256o|ele|w\u0254w|aw\u0254|i l| an|l\u0254\u0256|abl|\u0192om|e h|i w|a n|w\u0254n|i d|ene|oto|yen|\u0254 \u0256|meg|i a|\u0254 \u0192|x\u0254 |ti | ts|afi|wom|agb| ag|nan|so |uwo|o g|\u0254n\u0254| vo|e\u0256o|t\u0254 |a l|et\u0254| at|o \u0192| ad|ee |se | se|ne | x\u0254|gb\u0254|uti| ma|ovo|vov|vin|\u0254wo|w\xF2a|i b|i t|a \u014B|a d| af|ats|e\u014Bu|e x|\u0256ok|o l| ne|ado|e v|de |\u0254 b|ta |eye| ka|g\u0254m| g\u0254|te |a e|ben| es|ana|a t|i \u0256|r\u0254\u0303|mee|o t| ak|ewo|\u0254 k|s\u0254 |i o|\u0254 e|i m|ema|ded|e\u0303 |man| el|yi |\u0256ev|ata|odz|e\u0256e|u s|k\u0254m|ate|da | xe|ax\u0254| en| aw|edz|ui |buw|heh|uny|pe\u0256|o s|ze |i e| s\u0254|bet|a g|ud\u0254|ehe|ada|o \u014B|o h|abe|he |o w|ts\u0254|u \u0256|ku |isi|kui|oku|\u0254 n| ke|ma |e o| t\u0254|men|ade|dz\u0254|o\u0256o",
    slv: " pr|in |rav| in|do |pra|ti |avi|anj| do|nje|vic|je |o d|no |li |ih |a p|ega| vs|o i|ost| za|ne | po|ga |ja | dr|co |ico|ako|vsa| v |kdo|sak| ka|ali|ima| im|e s|sti| na|van|i s| ne|akd|svo| sv| al|nja|nih|ma |pri|i d|stv|nos|o p|dru|i p|o s|pre|e n|jo | iz|red|iti| de|i i|neg|o v|ki |avn|vo |ni |em |i v|oli|a v|a i| so| nj|jan|obo|vob|ova|na | ki|ati| bi| ob|ko |ego|i z|tva|gov|r\u017Ea|dr\u017E|i n|kol|i k|e v|kak| ra|bod|se |eva|ru\u017E|jeg|e i|vlj| sk|\u017Een| mo|e p|sto|nak|ena| se|del|n p|ter|\u017Eav|jem|kon|sme|a d|voj|lja| ni|enj|pol| en|ovo| te| ta|va |imi|zak| st|bit| sm|var|a n|i o| z |mi |ve |kat|di |pos|lov|nsk|me |kr\u0161|aro| sp|o k|n s|en | je|tvo|odn|vat|ate|a z|vol|ri |ed |ju |sta|a s| va|ji |sam|a k|o a| s |ene|u\u017Ei|rug|ora|mor|jen|ans|elo|avl|itv|e m|eja|dej|rst|vne|nan|ove|e b| me|lje|r\u0161n|akr|nar|\u010Din|\u017Eiv|\u010Den|i m|o z|so |eni|rod|pno|za |oln|dol|h i|olj|tak|ars|nju|ebn|mu |o o|i\u010Dn|cij|aci|\u0161\u010Di|h p|vi\u010D| ve|raz|nst|ajo|ode|kup|sku|e d|v n|u s|otr|nim|jav|\u0161ne|vi |vni|rim|kaz|ta |ovi|ski|n n|\u010De |ose|v s|o t|da |ev |nik|rem| ko|ara|n d|bra|e o|ijo|si |i u|ra |\u017Eev|ra\u017E|vez|dov|ons|zni|obr| ja| sa|ljn|elj|dst|dis|bre|i b|m v|zna|sod|nem|\u0161ni|ina|an |seb|pro|ere|oji|mej|amo|skr| bo|edn|med|iko|ust|mo\u017E",
    ayr: "apa|nak| ja|aka|ata| ma|aki|asi|a\xF1a|ana|aqe|\xF1ap|cha|aw |mar|ti |jha|iw |paw|pat|spa|ark|tak|ama| ch|ani| ta|una|jh |hat|kap|kan|a j|jaq|rka| uk|a m|aru|ki |kis|jan|taq| ar|pa |qe | wa|na |a a|niw|may|kas|iti|ach|i j| kh|ayn|ina|pan| mu| ya|ati|a u|yni|ha | am|amp|w k|as |uka|i\xF1a|sa |mun|at |hit|isp|t a|is |ch |ka |khi|\xF1an|e m|an |isi|oqa|ru |asp|si\xF1|ejh|ta |qha|kam|h a|ajh|pjh|at\xE4| u\xF1|han|mpi|sis|sti| in|ita|qen|ham|\xF1at|\xE4\xF1a|t\xE4\xF1|sin|rus| sa|ma |iri|ara|sit|yas|\xF1ja|ska| ut|yat| ku|arj|qat|tis|tap|kha|pas| ji|ura|u\xF1j|jam|a y|nin|nch|ka\xF1| ju|ha\xF1|ukh|na\xF1|kat|qas|i t|noq|rjh|lir|ili|\xF1a |kun|tas| ka|ans|tha|kak|utj|w m|aya|pi | as|i u|nka|us |aqa|kiw|a t|has|jil| lu|tat|sna|tan|tay|w u|ino|i m|in |w j|rak|s a|apj|jas|nsa|asn|pis|i a|mas|wak| ay|w t|i c|njh|ipa| a |s j|s m|chi|kaj|sip|ra\xF1|lur|mp |ta\xF1|a k|uki|rin|upa|iru|hac|ena|uya|muy|amu|wa |a i|llu|yll|ayl|api|hap|nip|ak |aqh|yaq|n m|a c|tja|eqa|uch|ayk|isa|ank|asa|sap|k a|anq|awa|s u|lan|h j|pam|i y| pa|ask|h u|a w|ap |juc|anc|run|nap|ri |ali|auk|inc|nir| aj|tir|ast|ink|anj|isk|kar|jac|ist|ni |usk|khu|yan|mat|a s| ap|pka|en |\xF1as|sir|qer|i k|kit|heq|che|m\xE4 | m\xE4|s k|e j|yt |ayt|way|qa\xF1|naq|nas|n j|sar|war|s w|s c|ika|hik|a l|t u|hus|h k",
    bem: " uk|uku|la |wa |a i|kwa|a u|ali|ta | mu|a n| na|ya |amb| ya| in|ata|sam|shi|ula|nsa|nga|ang| ku|bu |mbu|wat|se |nse| pa|ins|ons|kul| ba|li | no|aku|lo |ngu|nan|a m|gu | al|ala|mo |a a|fya|a k|ntu|yak| ca|ikw|ing|u u|lik|na |e a|ili|alo|nok| on|u y| um|tu |a p|ga |o n|mu |lwa|lin|sha|i n|ka |ila| ci|ku |uli|oku|ika|and|ulu|ukw|ana|kup|akw|ko |ama|we |cal|a c|amo|umu|aka|a b|aba|kus|lil|o u|cit|kan|yal|mbi|ndu|mul|pa |o a|ish|le |ile|o b|hi |u m|bal|kub|u c|kal|u a|uci|ba |ne |unt|e u|any|ton|kwe| sh|po |ha |yo |bul| fi| if|nsh| ab|du |kuc| fy|e n|abu|ung|u n|cil|nka| ne|kum|a l|fwa|o c|lan|o i|i u|a f|kut| am|und|ush|nda|kuk|afw|no |gan|pan|upo|a o|win|aya|ale|bi | ta|ify|utu| ng| ka|tun| bu|int|wil|fwi|u b|pam|lam|apo|way|ako| ic|bil|ans|uko|apa|wab|mun|ma |nya|cin|ban|tan|wal|ela|o y|ine| af|imi|lul|kap|ngw| li|ubu|e b|mas|nta| ma|ilw|ti |iti|gil|ngi|eka|imb| im|twa|e k|uma|umw|i k|tul|pat| ak|gwa|u k|ita|onk|ant|bom|usa|a s|but|eng|e p|iwa|umo|ici|o f|afu|sa |da |atu| ns| is| wa|mut|o m|nto|ont|uka|baf|ilo|min|mba|kuf|ini|u s|pok|ye |ily|men|kwi|hiw|pal|ind|ute|cak|mak|tak| at|ash|u i|lel|ina|alw|lu |asa|asu|kat|o o|aik|ubo|suk|ule|ufy|upe|e i|til|lya|pak|nam|mwi|efw|lef|ate|tek",
    emk: " ka|a k|ka | a |an |la | la| ma|kan|na |a l|a a|n k|ya |ni |ama|a m|ma |\u025B\u025B | di|lu | ja| b\u025B|ana|aka|man|di |a b|b\u025B\u025B|iya|d\u0254 |a d|ara|jam| si|a s|m\u0254\u0254| m\u0254| sa| d\u0254|en |\u0254\u0254 | t\u025B|alu|i s|da |t\u025B |sar|den|a j|riy|ila| ye|ani| k\u025B| i |i a|ye |ari| ni|n d|kak|\u025B k|\u025Bn |a t| ba| al|i d|ra |nna|len|\u0272a |aar|n m| se| bo|olo|\u0254n |sil|ele|\u0254d\u0254|n n| k\u0254|i k|ank|\u0254 a|baa|e k|a \u0272|se |bol|\u025B d|lo |u d|kel| s\u0254| na| da|n s| ke|\u0254n\u0254|fan|a f| fa| de|nda|a i|\u025B s|ade|ada|m\u025Bn|ala|i b| mi|and|\u0254 s|lak|\u025B m|\u025B y|li | ha|d\u0254n|s\u0254d|nu | ko|\u0254 b|k\u0254n|ina| su|\u025Bda|k\u025Bd| wo|han| m\u025B|kar|ko |aya|a n|\u0254 m|i m|n\u0254 |\u0254 k|\u0272\u0254\u0254|n a|ata|\u0254ya|n\u0272a|nnu| wa|n b|in |nka|k\u025B |olu|a h|i l|dan| an|mad|le | le|ran| gb|a g|u l|e m|i j|si |kun| ku|u m|\u025Bn\u025B|ii |suu|lat|enn|nad|nin|on |don| \u0272a|\u025B l|aji|\u025B b|mak|u k|yan|a w|u s|\u025Bnn|i t|sii|n t| \u0272\u0254|wo |dam| ad|awa|law|u t|\u0254nn|\u025Bd\u025B|nba|enb|b\u0254 |ibi|jib|waj|gb\u025B|\u0272in| \u0272i|o m|nan| l\u0254|f\u025B | f\u025B|b\u025Bn|din|kol|f\u025Bn|af\u025B|maf|su |usu|uus|taa|u y|e a|ta | ta|aba|\u0254r\u0254| d\u025B|d\u025B\u025B|asa|iri|mir|ba |udu|fud| fu|ini|b\u025Bd|aha|dah|du | b\u0254|\u0254 j|tan|dal|te |ida|lan|biy|ant| do| te|i w|k\u0254d|\u0272\u025B |l\u0254n|\u0254\u0254y|min|\u025B j|nal|n\u025Bn|\u0254\u0254n|aam|e b|ili|kil|nki|en\u0272| du|nni|wan|tii|was|d\u025B |a y|o s|\u025Bb\u025B|bay|ali|l\u0254 |f\u0254l| f\u0254|\u025B a|\u0254 n| t\u0254|bil| bi|e i|nfa|anf|iil|e f|\u0254 l|san|\u0254 d",
    bci: "an | \u0254 |be | be|un | i |wla|ran|kwl|la |sra| sr|in |n b| kw|n s|k\u025B | k\u025B|n k|le |a k|n n| nu| ng|l\u025B |nun| a |n i|man|n \u0254|\u025B n|n m|kun|a b|e k|i s| ku|\u025Bn |nga| su|mun| n | ti| fa| mu|su |ga |ti | ni|e n|e a|\u0254 f| li|\u025B \u0254|nin|a n|e s|a s|i n|\u0254 n|a \u0254| le|tin| at|\u0254 k|wa |ati|\u0254 l|\u025B i| s\u0254|ta |ata|fat|\u025B b| ma| m\u0254| sa|m\u0254 |s\u0254 |a a|i\u025B |akw|di | s\u025B|vle|nvl| nv|lak| kl|\u025B m|i b|i k|li\u025B|d\u025B |nd\u025B| nd|s\u025B | wu| yo|lik|\u0254 \u0254|n a| ka|\u0254 t|\u025B s| mm|e w|yo | di|i a|ba |ngb|ke | an|und|sa |a m|m\u025Bn|e t|uma| fi|ike| ju|e y| m\u025B|mla|mml|\u0254 b| ny|i i| bo| ye| si| aw| y\u025B|e m|bo |e b|fa |n f|ndi|\u0254 i|i f|e i|o n| tr|jum|\u025B a|a w|kan|i w|wie|wun|a y|n l|y\u025B |awa|\u0254 y|ge |nge|ing|u\u025B |ie |ka | f\u0254|b a| b | fl| o | wl| wi|fin|tra|klu|i m|lo | uf|a i|ang|\u0254un|f\u0254u|n t|gba| wa|ua |uwa|luw|flu|o i|b\u0254 |wuk|uan|fl\u025B|e l|ye |n y|nan|n w| ba|\u0254b\u0254|b\u0254b|\u0254 d|o \u0254|ufl|nz\u025B|anz|kpa| kp|\u025B k|al\u025B|dan| ak|e \u0254|sie|te | af| b\u0254|lun|nyi|kle|nua|u m|lu | na|u i|il\u025B|i t|z\u025B |fu\u025B|\u025B w|a t|ika|u b|\u0254 s|anm|b\u025Bn|gb\u025B| bl|ci |aci|i \u0254|n u|o m|wl\u025B|i l| bu|se | se|e f|i\u025Bn|wo | wo|bu |el\u025B| yi|afi|uka|a j|i j|ian|nma|san|u n|aka|anu|u s|a l|unm|\u0254 w|nda|ote|vot| vo|fi\u025B|e j|wan| k\u0254| ja|o b|usu|\u0254n |n j|anw|\u0254l\u025B| j\u0254|w a| w |kac|o s| ya|i y|ngu| e |u \u0254|dil|tua|yi |yan|nya|ja ",
    bum: "e a|od |an | mo|e n|mod|ne |am |se | ab|e m| me| os|ai | ai| ng| ak|ose| y | an|e e|y a| nn|le |d o|nna|a a| be| en| dz|nam|ele|ane|i n|nde|i a|n a|de |a m|i\xF1 |end| a |ie |na | na|a n|bel|abe|e d| as|nyi|ki |a b|ngu| ya| ay|ven|mve|ge |m a|ul |gul|da |li |ya | ki|asu|be | bo| e |su | et|oe |l y|i m|yi\xF1|dzi|ebe|yia|eny|ene| mv|i e|ian|ala|e b|nge|en |og | mb|ili|e y| mi|ege|bod|tob| ma|nda|ayi| at|e k|la |abo|\xF1 m|ban|bog|\xF1 a|ve |om |eti| to|bo | ny|fe | bi|e v|o a|g a|d m|fil| fi|dzo|mem|ben| se|abi| si|beb| nd|n e|woe| wo| fe| ek|zie|aye|oan| nt|emv|ia |bia|ato|e f| ad| da|ga |nga|n m|u m| ve|mbo|a e| te|ial|sie|me |ond|ug |lug|m e|obo| al|do |n b|uan|ae |n k|di |k m|e s|e\xF1 |zia|e t|d b|to | ba|alu|ako|o m|si |a s| di|oba|ma |edz|man|ama|n y|m w| vo|n n|d a|bi |aka|m y|min|\u014Dk |k\u014Dk|ak\u014D|zen|em | nk|\xF1 d|mis|tie|i b|ali|kom| es|eku| ze|ii |mam|zi\xF1| zi|ndo|o e|s a|i d|ye |a\xF1 |ake|vom|a f| ev| eb|m m|fam| fa|men|lu |ulu|\xF1 e| mf|dze|boa|gan|sog|tso|s m|is |sal|esa|ses|teg|ese|yeg|mon|u a|kua|any|ela|ad |lad|ete|und|kun|nku|uma|aku|o n|e o|bon|ui |dza|\xF3 m|\xF1 n|adi|e z|die|tii|us |ebo|meb|a d|zo |u n|med|nye|kam|l a|voe|deg|da\xF1|ol |ke |l n|yae|kya|aky|m s|eki|d e|kal|m o|te |oga|nts|i s|omo",
    epo: "aj | la|la |kaj| ka|oj |on | de|iu |raj| ra|as |ajt|de | \u0109i|a\u016D | li|j k|eco|\u0109iu|ia |jn | pr|o k|e l| al|est| a\u016D| ki| es|jto|co |kon| ko|en |tas|n k|an | en|pro| po|a p|ta |io |ere|ber|ibe|lib|j p|n a| ne| se|o d|to |aci|kiu| in|o e|a k|ajn|j l|ton| pe|do |o a|cio|j e|jta|iaj|eni|ro | ha|taj|ita|rec|lia|toj|ado|vas|hav|per| re|a a|o \u0109|sta|iuj| si|a l|stu|cia|j r|ala|n p| ri|ekt|je | je|ter|tu |nac|al |j d| di|tra|sia|ava|nta|a s| so| aj|sen| ti|ali|uj |a r|nec|int|n d|s r|ent|kto|oci|soc|por|ega|j a|n l|rim|ojn|u h|e s|s l|or |a e|u a|j \u0109|pri|ntr|ont|evi|u r|n j|re |nte|ata| fa| pl| na|ika|igi|tiu|laj|gal| eg|ra\u016D|cev|ice|ric|ne | ku|\u011Di |lan| ju|nen|j s|n s|no |era|pre| el|ian|bla|ebl|vi |tek|e a| pu|don|u s|u e|ers|art| su|i\u011Do|j n|o p|igo|ren|e p|ons|li |j i|ena|er |len|ple|n r|ote|rot|sti|s e|for|n \u0109|niu|imi|son|tat|o n|o r|u l|con|ili|duk|bor|abo|lab|edu| ed|tan|i\u011Di|ioj|is |ni |uzi|lo | ek|res|men|un |dis|e e|el | ma|erv|i e|ern|ato|\u011Do |a d|lig|go |\u0109i |coj|unu|ti |la\u016D|moj|hom| ho|kad|kun|edz| ce|\u015Dta| \u015Dt|i k|zo | ar|n i|u k|ra |kri| ag| kr|j f| vi|ura|nda|ono|rso|par|ndo|and|jur|far|ven|\u016D s|ka |eli|sek|\u0109u | \u0109u|kia|kla|ini|uka|r l|ele|rto| pa|i l|ora|edo|le | ge|l l|opr|ive|ziv|luz",
    pam: "ng |ing|ang|an | ka| pa|g k| at|ala|at | ma|g p| ki|apa|kin|lan|g m|ata|yan|pam|kar|ara|pat|tan| in| ba|pan|n a|aya|ung| a |g a|g b|rap|ama|man| ni|nin|n k|tin|ati|n i|tun|a a|iya|bal| me|ami| la| di| iy|asa| o |etu|nga|mag|met|ban|in |din|a k|nan|a i|ya |mak| na|ari| mi|kay|aka|yun|ipa| sa|sa | al|rin|a m|na |kal|ant|g s|par|ana|al |ali|ika| da|t k|san|gan|ran|lay|u m|nu |g l|un |a n|atu|kat|awa|a p|t m|ti |iti|syu|mip|ila|aba|n n|la |kas|as |ili|nsa|wa |kap|mal|ra |n d|aki|g n|t p|g i|anu|t a|tas|ans|ita|iwa|uli|i a|mil|a d|bat|sal|ira|li |una|lal| it| pr|dap|ral|ad |usa|o p|kab| an|mik|tul|e p|nte|iba|tau|be |ag |s a|aga| e |lit|mas|wan|lir| ta|abe|g e|abi|n o|n p|lip| li|lam|pro|n l|te |au |kan|g g|ap | ar|ani|alu|e k|it |sab|ale|a b|t i|eng|tek|uri|lab|ail|l a|nti|mam|i i|gaw| tu|ily|ian|liw|inu|da |g d|g t|bra|obr|u i|mba|ina|aru|abu|ie |bie|mit|am |o k|lya|pun|o a|a o|asy|gga|lub|pag|gal|bla|abl|en |len|lat| bi|pak|tur|lin|ksy|eks|ote|rot|e m|ril|sar|u a|u n|tu |gpa|agp|n m| ke| pi|ipu|ka |wal| re|ta |tik|ngg|nap|rti|art|ema|gam|ko |kia|kai|aun|d a|tad|nta|amb|a l|rus|g o| ya|lak|bus| ga|gob|dan|sas|ags|nun| nu|sak| ag|e d|a e|agl|are|bil|ndi|and| pe|iyu|rel|kul|i k|upa|isa",
    tiv: "an | u | na|nan| sh|en | a |shi|ha | i |sha|a i|or | er|er | ma|u n|n i|han|ar |n s|gh |r n|n u|a m|in |y\xF4 |n a|na |n n|hin| ha|u a|a u|a k|mba|n m|a n|nge| lu|kwa|man|n k|ana| ke| ve|r u| kw| mb| ga|ren|lu |a t|agh|ir |ga |aor|mao| y\xF4|a s|nma|anm|ang|wag| ia|gen|a a|ba |ma | ci| ng| gb|i n|ken|ere|ian| or|aa | kp|e u| ta|ve |r i|ii |gu |ngu| la|ity| he|om |a h|hen|n g|ge |la | ts|n t|e n|oo |gba|kpa|u i|ese|se |aha|cii|r m|tar|r s| ka|ol | ne|tom|u k|ugh|ish| ku|ev | it|doo|ior|n e|on |ene|u s|hi | de|n h| te|yol|oug|a v| to|igh|u t|ty\xF4|ind|i u|i d|ima|iyo|h u|paa|a l|ua |ndi|o u|him| is|r k|i m|ie |hie|tes|u e|yan|hir|ker|di |e s|uma|r a|a e| do|m u|nen|era| io|e a| ya|un | as|ne |tin|ee |mak|u h|tse|n y| za|a g| in|bar| mi|ka |i a|ron|\xF4ro| iy|men|ase|e e|de |\xF4 i|a o|nah|ave| zu|gbe|ran| ti|i v|io |u l| ik|r t|n l| ig| mk|nja|inj|eng|ant| wa|e h|mi |a d|ra |kur| ij|a y|end|hio|lun|l i|r l|av | fa|u z|h s|e i|do |ndo|i k|i i|ta |nta|ake|ash|uan|zua|u m|e m|i l|a w|ura|\xF4m |m\xF4m|vou| vo|i e|iji|e k| hi|da |nda|ghi|kig|iky|see|v s|a f|n c|was|ce |ace|mac|soo| so|r c| mt|vir|ivi|civ|zou|mzo| mz|a c|nev|ves|emb|sen|jir| m\xF4|e l|e g|i y|een|uer|lue|alu| al|u u|\xF4 u|zan| im|\xF4nd|n z|e y|em ",
    tpi: "ng |ong|lon| lo|im | ol| na|la |ela|pel| ma| yu|at |ait|gat|ri | ra|na | bi|ol |t l|it |rai| ka| o |mi |umi|bil|yum|ilo|man|t r| i |eri|ing|iga| ig|mer|ara| wa|i o|rap|tin|ta |eta|get|lge|olg| sa|wan|ap |ain|ape|nar|in |a m|ini|ant| no|i i|em |m o|g k|n o|sim|an |as |mas|i n| wo|yu |nme|anm|wok|g y| me|kai| ga|ok |tri| pa| ha|ntr|kan|g o|m n|a l| st|g s|i b|a i|g w|a k|g l|i m|g n|gut|ama|isi|o m|l n|sam|kim| in|lo |pim|aim|kam|p l|sin|amt|a s| gu|i l|tai|mti| ko|t w| la| ki|m l|en |g b|tpe|no |nog|m k|a t|utp|tap|sta|m y|nim|nap|api|g p|tu |ts |a p|nem|i y| tu|kis|lai|oga|tim|spe|isp|its|a o|a n|nka|map|nta|l i|usi|g g|o i|s b|sem|lse|ols| sk|n s|t n|m s|g t| ti|luk| lu|ni |iki|o b|sen|o l|os |et |iti|kin|dis| di|a y|asi|pas|ane|ari| pi|ili|ina|o k|aus|s i|ot |a h| ba|npe|anp|nin|aun|yet| ye|ik |lim|gti|ngt|m g|i g|pik|aik|u y|sai|kot|ut |k b|uti|aut|kau|pos|sap|un |a g|s o| ta|am |ve |ave|sav|i s|s n|t o|ank|a w| fr|ul |kul|sku|ti |m b|go | go|u n|g h|n i|ese|i w| ne|ati|vim|ivi|ali|t m|n b|gav|o n|apo|rau|n m|l m|hap|o w|oli|s l|es |les|ple|m m| em|l s|a r|m i|fri|liv|hal| si|bun|pai|dau|nsa|ins|upe| hu|g r|kom|ana|san|n r|nis|gar|aga|bag|n n| pe|m p|m w|s s|avm|uka| as|g m|g e",
    ven: "na | na| mu|a m| vh| u |ha |we |a n|wa |tsh|hu |a u|\u1E45we| ts| ya|lo |ya |ana|nga|vha|ho |o y|u\u1E45w|a v|thu|ane|mu\u1E45|shi|e n| dz|vhu| pf|elo| kh|nel|ga |a p|a t|fan|ne | zw| ng|pfa|sha|u n|uth|aho| a |a k|mut| ka| hu|a h|ele|kan|kha|o n|edz|wo |dza|zwa|la |u m|a z| mb|e u|dzi|hum|si |i n| wa|a d|mul|e a|zwi|u t|fho|ang|\u1E13o | ha|u s|o v|gan|olo|vho|ela| \u1E13o|lwa|o d|hol| i |ula|aka|o m|no |za |o k|hi |he |shu|han|o t|zo |ofh|lel|led|rel|low|u v|awe|tsi|hak| sh| ma|ka |mbo|ano|e k|yo |elw|a i|a s|bof|ngo|o i| te|nah|owo|i\u1E45w|hil|its|o h|dzo|zi |dzw|mba|lan|e m|i k|sa | mi| si|ing|one|hon|and|ush|go |isa|li |het|e v|a l|swa|ire|sir|i h|i t|a \u1E13| nd| lu|eth|umb|hat| fh|dzh| it|ine|wi |avh|khe|u k|ea |tea|unz|ni |\u1E71he|ath|ndu|hen|ila|u a|mo |wah|kon|ulo|vhe|wan|o w|u w|mis|a a|a y|i \u1E13|isw| an|iwa|hus|hel|e y| sa|alo|mbu| \u1E3Da|o\u1E71h|le |du |mus|o a|uts|ayo|tel|nda|amb|uvh| ho|vel|fun|i v|zan| ny|a w|zwo|o \u1E3D|pfu|u i|adz|hut| bv|kat|lay|hav|hit|afh| \u1E13i|evh|i m| ko| li|umi|a\u1E45w|so |fha|ene|nyi|she| o |mal| i\u1E45|n\u1E13a|mel|zhe|ivh|zit|hii|san|lis|ili|eli|ala|hul|u h|o u|ura|bul|nzo|umo|i i|mbi|haw|hin|o z|u \u1E13| th|o f|oni|lus| yo|alu|lwo|\u1E13a |an\u1E13|fhe|zhi|u d|eah|usi|a \u1E71| re|une|ite|ere|rer|hur|mbe|hal|lul|ule|thi",
    ssw: "nge|ntf|e n| le|tfu|eku| ng|a n|o l|la |lo |fu |khe| ku|nga|tsi| ne|le |unt| lo|he |mun|a l|nkh|ma |si |ele|elo|ung|nom|oma| no| um|wa |ni |ent|lel|lek|eli|lun|kut|ko |nel|gel|eni|pha| ba|onk| la|e l| em|ats|tfo|a k|e u|o n|e k|nye|hla|ela|umu|ban|oku|ulu|aka|akh|lil|won|ema|lok|lul|hul|a e|eti|ala|tse|khu|uts|ilu|i l| wo|ane|ye |nti|ndl|ang| na|ule|ve |we |esi|nek|na |ke |any|aph|ana|fo |set| li| ye| un|ale|lan|u u|hat|une|te |e b|eko|aba| ka|kwe|and|gan|lwa|ka |gen|tin|nem|phi|fan|wen|ben|mph|nal|kan|i n|ile|lal| ek|i k|gek|kel|o y|lab|ant|seb|u l|len|ahl|\u2010ke|let|e e|ako|ebe|lom|ive|be |ing|a b|kha|etf|uhl|ba |isw|kus|kho|ukh|yel|wo | kw|ikh|o k| im|uma|kat|kub|ne |ndz|sit|alo|ise|ini|omu|uph|abe|ngu|e i|alu|mal|nak|a i|kuv|sen|tis|kun|elw|lwe|e w|iph| in|fun|enk|sek|eke|dle|ti |lin|ase|a a|sa |use|hak|gab|a\u2010k|e a|les|kul|nen|kuh|ta |cal| ti|isa|tfw|ona|swa|ene|ma\u2010|hol|jen|ali|eki|bon| se|to |fol|utf|yen|ula|o e|lon|kuk|ike|liv|sel|ute|sik|lak|eng|hi |ume|kuf|alw|int|sha|nhl| ya|its|i e|fut|i a|und| bu|i u| ab|ebu|emb|dza|ndv|kil|emp|had|yak|ets|ifa|vik|emt|phe|emi|ite| si|tsa|kwa|u n|dla|a u|olo|imi|o m|han|gap|nan|ufa|ata|wem|mts|end|uvi|i w|ekh|owo|low|ind|i i|uba|mel|vum|dvo",
    nyn: "omu| om|a o| ku|tu |ntu|wa |ari| ob|ra |a k|obu|mun|uri|mu |unt|a n| mu|nga|ri | na|ho |e o|bwa|aba|rik|a e|gye|han|ga |ang|oku|a a|bur| bu|iku|re |ush|aha|iri|uga|ka |i m|ndi|sho|ain|kur|u a|we |ere|ira|ibw|ire|na |e n|ne |ine|iha|aho|ung|and|e k|ye | eb|a b|ban|eki|ing|bug| ni| ab|ba |kut|ura|uba|be |ro |u b|sa | kw|bir|ebi|u n|kwe|e b|gir| ok|i n|kir|zi |abe| bw| ah|o o|kub|i k|gab|ish|sha|era|o e| no| ai|u o|ate|tee| ek|di |rwa|ha |kuk|rin|mer|wah|kwa|i b|bwe| ba|ant|zib|u m|end|ngo|i a|ngi|bus|nib|ama|baa|kuh|iro|iki|eka|eek|i o|nar|o g|go |kug|ya |kan| ka|ngy|ana| ar|o b|agi| ti| or|hi |shi| gw|eme|ash|gan|bwo|o k|rag|uru|ute|ris|ja |mur|ora|tar| nk|she|o a|i e|oro|iba|yes|wee|tek|ara| en|bya|ija|mus| ha|kus|mwe|eir|hem| ne|obw| n |eih|rir|za | we|ekw|naa|yen|o n|uta|iho|rih|har| by|egy| er|e e|amb|da |nda|rei|gi |wen|kwi|aar|eby|rer|yam|a y|isa|yaa|nko| bi|aka|sib|aab|ind|riz|uku|irw|si |nsi|ens|iin|aij|mub|a r|ugi|oon|ata|ki |dii|nka|utu|bas|hob|aga|kor|uko|n o|eri|bye| am|amu|ika|ham|mut|umu|nok|aat|izi|uzi|o m|ebw|oba|emi| em|rim|azi|uka|rye|ona|okw|u k|e a|kum|tuu|ibi|ahu|gwa|bor|mo |aas| ya|ent|ete|u e|ori| ei|bo |ani|amw|aah| ky|uma|eer|der|nde|ugy|a z|ikw|tih|ong|yob",
    yao: "ndu|chi| wa|du |akw|aku|a m|kwe| ch|und|ni | mu|wak|mun|la |e m| ak|wa |wan|amb| ku|ulu|mbo|ali|u w|we |ila|kut|lu |bo | ma|kwa|a n|ful|ufu|le |se |a k| ni|hil|nga|ose|ete|e u|ang|jwa| jw| ga|na |kul| uf|lam|ne |amu|aka|son| na|e a| pa|oni|u j| so|ngo|wal|and|go |mwa| yi|te |wet|ana|uti|nda|yak|che|lij|gan|i a|a c|ele|cha|o s|e n|jos| ya|o c|ijo|i m|ti |pa |ga | mw|kam|ya |ula|asa|ala|ind|yin|e k|isy|ich|kas|ile|li | ka|ili|o m|ani|si |ach|u a|nam|ela|jil|ikw|a w|mul|yo |uch|aga|a u|hak|asi|kap|gal|kus|mbi|mba|mal|ma |ule|ape|o a|lan|i w|imb|pe |his| al|e w|end|a p|usi|ika|uli| ng|ope|sye|a j|aji|kum|ase|i k|ine|pen| ja|lem|him|u y|e c|mas|ka |och|ena|ekw|sya|ako|kup|a y|any|man|ane|ten|kol|hel|i y|ola|i u|wo |wam|e y| ul|kwi| kw|awo|gam|cho|gak|o n|eng|sen|pel| mp|iwa|da |gwa|sop|jo | ji|mch|ite|ama| li|ngw|hik|syo|u g|mpe|je |oso|ye |emw|ujo|duj|uwa|kuw|bom|ja |i g|mus|waj| mc|iga|tam|upi|jak|ong|dan|a s|sa |was|ole|nde|nji|ene|oma|nya|poc|ons|lo |apo|a l|i n|alo|mka|ale|one|o k|lil|uma|lic|ung|i j|ban| bo|mag|ata|usa|win|lik|hos|o g|sik|lig|lek|kan|anj|iku|pan|ing|u m|wu | aw| mm|eje|uku| yo|omb|pak|a a|he |hin|e s|esy|nag|muc|iji|lwa|mma|kal|ba |nil|uta| nd|awa|i p|ipa|no |ano",
    lvs: "as |\u012Bba|ies|tie|bas|ai |un | un| ti|s\u012Bb|es\u012B|ien|ir | ir|vie| vi| va|bu |am |\u012Bbu|iem|m i|em | ne|s u|r t|vai| uz| pa|uz |ena|\u0101s |pie| pi| iz| sa|nam|dz\u012B|\u0161an|isk|ar | ar|kvi|ikv| ik|vi\u0146|br\u012B| br|es |r\u012Bv| ka| at|u u| ci|i i|s p|cij| no|edr|in\u0101|\u0101ci|s v|i\u0146a|dr\u012B|dar|s t|u p|u a|p\u0101r| pr|i a|ot |nu |s s| la|z\u012Bb|ska| ie|aiz|jas|ija|v\u012Bb| j\u0101| ap|\u012Bb\u0101|\u012Bgi|vis|arb|t\u012Bb|gu | st|k\u0101 |s i|val|\u012Bv\u012B|\u0101m |\u012Bdz|st |ied|bai|\u012Bgu|s b|\u0146a |t p|ar\u012B|lst|als|ana|s n|gi |l\u012Bd|s l|mu |umu|kas|jum|ju |iju|kum|u i|ba |u n|izs|n p| ai|\u0101 v| da|n\u012Bg|ama|u k|u v|i v|rdz|son| t\u0101|kst|\u012Bks|r\u012Bk|ned| so|iec|s k|aj\u0101|cit|sav|l\u012Bt|st\u012B|pil|u d|t v|per| pe|b\u0101 |n\u012Bb|i n|not|st\u0101| dz|s d|m u|ras|tu |cie|n v|kat|\u0101 a|mat|en\u0101| li|evi|nev| k\u0101|kur|aut|nas| p\u0101|sk\u0101| re|a a|a v|k\u0101d|ebk|jeb| je|bez| be|j\u0101 |l\u012Bb|i u|i p|bie|tik| ta|n i|pam|mie|ard|sar|zsa|n\u0101c|iku|lik|iet|r j|b\u016Bt|rso|ers|du |ikt|sta|ci\u0101|oci|soc|c\u012Bb|tis|r\u012Bb|\u0101da|t\u012Bt|\u012Bt\u012B|gl\u012B|zgl|izg|abi|ul\u012B|aul|lau|tra|atr| l\u012B|ais|tot|atv|umi|nod|anu|t s|a u|ram|ier| ku|a p|t\u0101s|kt |kl\u0101|a s|ta |ant|i\u0101l|ma | ve|n b|n\u0101t|ekl|ret|pre|\u0101 u|lv\u0113|ilv|cil|j\u0101b|sab|eja|o\u0161i|m\u0113r|\u0101ti|ro\u0161|dro|pat|m k|kri|rie|\u016Bt |m v|\u0113t |t t|z\u012Bv|\u012Bga|a i|kar|atk|nea|ts |\u0101du|\u0101t |s m|l\u0101s|n\u0101l| na|ec\u012B|tas|i\u0123i|li\u0123|eli|rel|uma|sas| ga|s g|et |m p",
    quz: "una|an |nan|as |pas|apa|ana|cha| ka|lla|man| ru| ll|sqa|run|qa |aq | ma|ach|ta |pa |paq|npa|mi |taq|na | ch|a r|kun|hay|anp|tin|nta|nch|yta|chu|asq|chi|aku|lap|ant|qan|kuy|in |ama|aqm| wa|qmi|a a|ay | ya|ata|nap|ati|ipa|wan| ju|ina|a k|aqa| at|may| ja|a l|aqt|ayt|a m|kan|ima| pi|n k|s m|nin|ank|tap|anc|qta|his|hu |pip| mu|n j|all|a c|spa|uku|ypa|qpa|iku|yac|pi | pa|ion|uch|naq|pan|n m|a p|kam|un |han|ayp|a j|aci|nac|awa|n r|laq|s k|nma|anm|usa|aus|kau|isq|k a|n l|cio|asp|lan|n c|ayk|yan|nak|oq |yoq|ayn|inc|nat|uy |n p|yku| im|mun|jin| ji| yu|i k|has|q j|tan|inp|tuk| tu|n y|ura|kay|uyt|kus|\xF1a | na| sa|is |nmi|s t|s w| qa|mac|tun|atu|jat|asi|yni|uya|api|pac|nk | ay|kaq|tiy|waw|inm|ech| de|n t| ri|q k|a y|ma |hik|nti|sin|kas|lin|lli| al|ari|nku|juc|was|nal| aj|i m|pay|rmi|arm|war|a q|yay|yuy|q y|say|i p| ti|usq| an| as|qti|n a|npi|pap|hur|a w|rec|ere|der|ita|q c|rim|s p|aqp|s y|yqa|iyo|niy|ani|i l|unt|s j|juj|kin|iya|q a|huy|a s|ywa|nka|sap|u l|ras|int|sta|uma|kuk|piq|iqp|hak|tay| ta|qas|q r|ypi|maq| su|ash|y r|uj |qsi|lak|heq|che|min|a t| ni|yma|t a|s a| ki|uyp|q q| re|muc|nqa|cho|unc|yas|s l|ayo|y l|qha| qh|ist|pur| pu|la |ill|mas|nam|pis|isp|hap|q w|lat| si|mik|y k|y s|ayq|pat|ali",
    src: " de|de |e s| sa|os |tu | a | su|tzi|one|sa |ne |ent| in|ion| e |a s|su |der|zio|u d|ret|e d|as |ess|ere|es |men| pr| pe|et |ten|ade|etu|nte| cu|ale|er |re | so|s i|atz| te|in | un| s |ene|a p|zi |ida|e e| on|sos| es|e t|nzi|onz|are|chi| si|le |te |s d| is|dad|u s|a d|net|u a|e c|tad|sse|ame|sso|t d| ch| o |son|at |pro|e i|i p|e a|pes|e p|nt |ntu| co|na |a c|du |hi |u e| li|e o|s e|int|s a| at|sas|un |cun|nu |per| po|ter|n s|ber|ser|nes|tra|zia| di|res|ro |s c|si |adu|sta|nat|s p|unu|era|ia |t s|tos|t a|da |nal|pod|u c| re|s s|sua|ona|ica|ist|ibe|lib|rar|egu|ntr|s o|ua |a a|o s|pre|ntz|ant| ne|ust| da|ndi|una|rta| fa|ode|u p|a e| to|est|nta|a l| pa|u o|und|ra |ada|ert|iss| na|otu|con| ma|a u|ae |dae|o a|otz|dis|eru|cus|les|a i|pet|lid|ali|i s|iat|sia|u t|sot|rat|epe|s n|tot|ssi|t e|ime|unt| ca| as|a n|ind|sti|eto|st |etz|lic|ont|a b|a t|iu |fun|ta |ine|a o| se|nen|nid|suo|s f| tr|ass|e u|nda| fu|ial|ena|sen|das|ghe|e f|pen|ual|gua| eg|pri| fi|par|a f|ria|u i|for|t p|emo|seg|ner|icu|tut| no|eli|run|det|itu|dep|inn|man|tar|lu |dos|r p|art| pu| bo|cum|ina|i d|ura|u n|tes|mos|nem|gur| bi|idu|nde|cu |ata|us |o d|tic|e l|e r|cam|des|\xE8nt|din|ral|cas|uni|ios|com|u l|ado|sio|fin|nsi|n a|ire",
    rup: "ri | sh|ari|i s|hi |shi| a | ca|ti |ea |i a|tsi|rea|i c|tu | s |ndr|dre|i n|a a|ptu|ept|rep|c\xE2 | nd| un| di|la | la|i l|i u|a s| tu|ear|di |ui |lui| li|are|a l| ar|un |\xE2 s|li |caf|ati|tat|afi|lje|fi | lu|ats|ic\xE2|\xE2 t|ei |r\xE2 |b\xE2 |n\xE2 |ib\xE2|car|i t|jei|si |ali| c\xE2|tul|hib| hi|s h|t\xE2 |or |u c|n a|\xE2 c| in| cu|ul |i d|ilj| ti|\xE2 a|a p|a c|a n|lor|tea|u s| al|int| co|u a|cu |tur|ber|ibe|lib| ic|lu |i p|eas|ts\xE2|i i|u p|sea|lji|min|u l| nu|\xE2 n|nal| pi| pr|ii |url|rar|nu |sta|ots|al\xE2|ji | po|\xE2 p|sti| ts|sii| si|al |oat|can|til|ura|\xE2 l|an\xE2|its|i f|l\xE2 |nat|ina|ist|ert|s\xE2 |i m| st|sia| so|pri|\xE2 d|poa|ips| fa|sht|tut|tse| ac| ap|\xE2nd|t c|ita|nts|gur|a d|sot|ent|sh |lip| su| as|ate| lj|ur\xE2|pur| \xE2n|at |ili|uni|a i|ona|\xE2 i| de|\xE2ts|ash|zea|i e|ucr|luc|it\xE2|un\xE2| ma|act|bli| pu|nit| sc|con|tar|alt| mi|nde|ind|t\xE2t|hti|ntu|rli|ilo|ntr|par|r s|a t|apu|imi|rim|mlu| ni|com|igu|sig|rta|i b|ial| na|tic|l l|ica|est|tsl|\xE2lj|art|pse|chi|iti|unt|sun| ea|r a|adz|l s|tlu|at\xE2|ter|sit|asi|pi |apt|ia |rlo|\xE2r\xE2|f\xE2r| f\xE2|oml|uts|scu| ba|na |lit|ndu|pis|dit|gal|ega| eg|fac|s f|ru |ac\xE2|c\xE2r|ead|atl|ra | ta|ar\xE2|cul|rti|nte| cr|iil|i v|lic|ubl|pub|vre| vr|s l|cri|nom|sc\xE2|asc|nji|ire|ion|aes| ae| du|rt\xE2|idi|ini|sin|eal|uti|cru|vit",
    sco: " th|the|he |nd | an|and|al | o |ae | in|es |in |t t| ta|cht|or |tae|ich|ric| ri|ion| aw| be|is |s t|tio|ht |bod|dy |ody|s a|e a| he|e r|ent|on | co|his|hes| or| na|ati|wbo|awb|ty | fr| hi|be |e t|n t| sh|ts |sha|er |hal|nal| on|y h|ng |l b|ree|fre|ing|l a|e o|y a| pe|o t|it | ti|e s|ter|s o|air| ma|nat|for|n a|nt |il |til|aw | fo|ona|e c|ny |ony|tit|nti| a |men|ity|e w|at |d t|t o| wi|her|e f|dom|edo|eed|d f|d a|ce |con|an |e i|e e|r t|nte|ar |lit|oun| re|ic |n o|nae|t i| it|ont|sta|oci|soc| as|y i|r i|ith|ne |ane|ons|ed | di| so|ly | wa| fa| pr|y s|ers| ha| se|int|und|e g| st| de| fu| en|nce|hts|d o|o h|res|com| no|le |e h|nin|r a|ie |e p|ear|ial|r o| la|inc|ite|wi |re |ual|qua|equ| eq|ns | le|ess|ali| pu|en |per|e m|cia|as |thi|lt |elt|rit| is|d i| we|imi|din|ild|eil|nor|r h|t n|e b|tri|ntr|ir |iou|eli|ge |lan|s r|s f|ms |tel|cie| me|lea|fai|y t|hat|tha|l t|law|g a|om |y o|sec|e l|ver| tr|ds |r b|l o|iti|un |cti|dis|e d|s d|id |hei|ld |are|rou| un|omm|s c| at|ssi|war|n h|me | ac|ten|bei|t a|uni|eme|tho|rt | ga|s n|m o|hau| li|tie|g o|rni| wh|s w|rie|ern| gr|mai|tat|n n|ica|igi|age|n w|oms|s e|d s| ar|nit|ee |n f|man|arn|rk |ark|eri|ral|e u|k a|el |te |ose|pos|ak |ces|s h| ch|lic",
    tso: " ku|ku |ni |a k|hi |i n| ni|a n| a |ka |i k|wa | ya|na |ya |fan| ma|la | ti| hi|nel|iwa|a m|ane|hu |a t| sv|ela| na| ka|lo |svi|u n|mbe|nhu| \xE0 | mu|u k|a w|eli|ndz|li |vi |be |kum|ihi|umb|i l|wu |ele|elo|mun| wu|a h|a l|nfa|u l| fa|liw| va|aka|wih| wi|unh|nga|lan| nf|a s| wa|u y|u h|iku|tik| ng|i m|u t| xi|va |o y|le |i a|nu |yel|amb|e k| le|anu|han| ha|isa|ana|eni|a x|lel|ma | kh|a a| la|ga |ndl|i h| li| nt|irh| ko| \xE8 |a y|ti |ani|ta |sa |in |kwe|u a|i w|any|lek|u v|pfu| ye|van|yen|u w|i s|yi |tir|\xE0 n|and| nd|mel|e y|eke|i t|a v|n k| lo|\xE0 k|isi| kw|hin|we |ang|\xE8 k|wan|aye|ko |a f|mah|rhu|i y|end|ham|mba|u f|lul|ulu|hul|khu|kwa|nti|hla|ngo|kel| si|eka|dle|dzi|may|ule|aha|u s|u m|i \xE0|ati|thx| th|dze|nth|anh|eki|oko|eyi|u \xE0| l\xE8|mat|n w|xi |fum|vu |nye|zis|i f|thl|lok|rhi|ava|a \xE8|lak|o n|mbi|t\xE0 |mu |ke |tin|ond|o l|ngu|e n| dj|ong| mi|siw|a \xE0|vik|lwe| ts|uma|naw| t\xE0|hak|\xE8li|\xE0 m| l\xE0|xa |ume|u p|sik|gan|e a|wak|xiw|ind|u d|esv|les|ike|wey| lw|e h|awu|mha| h\xE0| ta|za |dza|i x|nyi|ths|fun|avu|wav|kot|ki |jon|djo|rha|umu|ba |sin|ha |xih|kar|lon|hxu|\xE0wu| nh|to |ung|a u|ola|kol|ali|fu |int|akw|nan|\xE0kw|gul|sun|wen|ikw|gom|kon|sva|kho|hel|sem|tse|sek| y |zen|\xEChi|l\xE0 |mi |e w|hlo|e m|exi|lex|nya",
    men: " ng|\u0254\u0254 |a n|i n|ti | gb| ti| i |i l|ngi| ma|gi |aa | nu| k\u0254|a k|ia |ma | na| ye| ta|k\u0254\u0254|\u025B\u025B |ei | a |hu |bi |gbi|a m|na | hu|a t|i y| l\u0254|u g|ya | nd|ii |i h|a h|i m|\u0254ny| k\u025B|\u025B n|nya|l\u0254n|mia| mi|\u0254 t|uu |ng\u0254|\u0254 i|ee |nga|l\u0254 |la |ao |tao| kp|i t|ye |nge|\u0254 n|i g|gaa|g\u0254 |i k| le|hou|a y|ung|ni |ind| y\u025B|e n|nuu|a l|nda| hi|umu|num|hin|mu |ugb|hug|oun|k\u025B\u025B|eng|gba|a a|maa|a i| \u0254\u0254|da |\u0254l\u0254|ahu|le |i i| sa|nd\u0254| ji|a w|\u0254ma|mah|y\u025B |e t| lo|saw|o k| va|ta |gb\u0254|u n|i w|li |va |u k|bat| ho| ya|sia|lei|ahi|e a|i j|nde|e m| ki|yei|isi| wo|kpa|d\u0254l|gbu|\u0254 k|ge |awa| gu|wei|awe|e k|ila|ani| wa| ii|ji |aho|ale|ndu|kp\u025B| ha|k\u0254l|a g|gb\u025B|wa |nah|i b|yek|ein|yil|bua|at\u025B| la| ny|t\u025B |\u025B t|kp\u0254|taa| \u025B\u025B|\u0254 s|ie |\u025B k| we|b\u0254m|kpe|ekp|hei|nun|uni|\u025Bi |u t|\u025B y|\u025Bl\u025B|gen|te |ote|wot|\u0254 g|ama|i \u025B|ul\u0254|gul|lee|k\u025B |eke|pe |tii|\u0254 y|p\u025Bl|yen|b\u025B\u025B|e y|\u025B g|\u0254le|ga |a b| t\u0254|u w|aah|baa|lek|o g|a v|bu | he|ili|kia|uvu|aal|j\u0254\u0254|aj\u0254|maj|nye| b\u025B| s\u0254|l\u0254l|ka |\u025Bmb| wi| ka|e h|iti|akp|ang|b\u025Bm| ba|u m|u \u0254| yi|\u025B i|e g|lii|uah|nuv|l\u025B\u025B|gua|y\u025Bn|s\u0254\u0254|ui | l\u025B|dei| pe|i p|mbo|uam|ong|lon|ngo|oko|lok|a p|a s|haa|i v|ula|hii|yee|yan|u a|ati|wat|hi |ke |wee|e i|u i|ew\u0254|\u0254 h|wu |ny\u025B|oi |\u0254hu|\u025B h|u y|vuu|boi|paw|\u025Bng|wie|\u025B w| ga|l\u025B |\u0254\u0254h|bla|\u025B a|\u0254li|ua |m\u025Bi|am\u025B|oma",
    fon: " e |na | na| \u0256o|\u0254n |\u0256o |nu |o n|kpo| nu| \u0254 | kp|m\u025B | m\u025B| gb| \xE9 |t\u0254n|po |do |yi | si| t\u0254| al| to|gb\u025B|w\u025B |bo |e n|\u0256e |l\u025B | l\u025B| do|lo |in | bo|e \u0256|\u025Bn |o a| w\u025B|\u025Bt\u0254|to |t\u0254 |\u0254 e|sin|o e|a n|\u025B b|ac\u025B| ac|o t|nyi| ny|\u0254 \u0256|okp|n\u0254 |ee |b\u025Bt|\u0256ok|c\u025B |\u025B \u0254|b\u0254 |an |\u025B n|a \u0256| \u0256e|\u025B \u0256|o \u0254|n e|ji |\u0254 n| b\u0254| \u01CE | en|m\u0254 | m\u0254|n b| hw|i \u0256|alo|lin|n n|\u0254 \xE9|n a|n\u025B |\u025B e|un |o \u0256|bi | bi|m\u025B\u0256| yi|i n| ye|kpl| jl| wa|\u025B\u0256e|en\u025B| ji|u e|i e| \u0256\u0254|al\u0254|a d|n m|\u0254 b|\xE9 n|nun|h\u025Bn| h\u025B|e m|e e|\u0254 m|e k|\u0256\u0254 | n\u0254|l\u0254 |\u025B \xE9|\xE9 \u0256|odo|gb\u0254|wa |n k|a y|kpa|s\u025Bn|a s|\u0256ee|\u025B k|a t|jlo|\u0254 w|\u0254 t| s\u025B|e j|k\u0254n|\u0254 g|nnu|inu|pod|b\u0254n|o g|e s|\u0254 s|un\u0254|n \u0256|\u0254 a|o s|a b|n t|hw\u025B|o j|e w|o m|i t|b\u025B |xu |ixu|six|e\u0256e|et\u0254|\u0254 k|l\u0254n|b\u01D0 | b\u01D0| we| ka|nuk|o h|n \u0254|ba |z\u0254n|uk\u0254|a m|\u025B a|n d|ma |o l|hwe|si |u k|az\u0254| az|ema|wem|ogu|tog|nm\u025B|o y|s\u0254 | s\u0254|ali|\u025B l|j\u025B |n l|ayi| ay|\u025B s|pl\u0254| z\u0254|a z|\u0256\xE8 |i k|onu|n w|u w|u a|u m|a e|hun|o b| lo|gun|n s|e \u0254|ka |dan|o d|gan| i |a g|i w|\u0256\xF3 | \u0256\xF3|n g|wu |u t|yet|\u025B g|su | su|oko|a j|\u025B w| hu|\u025Bnn|obo|u l|kw\u025B| ga|a w|i s| fi|a l| ee|pan|lee| le|\u025B t| \u025B |e b|evo|\u0256ev| wu|u g|i a| ma|\u0256i | \u0256i|ye |o w|isi|sis|z\u0254 |\u01D0 \u0256|o k|n\xFA | n\xFA| vi|ple|em\u025B|we | \u0256 |w\u025Bn| ba|o \xE9|nya| da|\u0254 h|gba|\u025B m|fi |ya |kan| j\u025B|e g|i m|jij|m\u025Bt|\u0254nu|u n|nu\u0256| e\u0256|e t|xo |\u0254 y| li|enu|wen|\u0254m\u025B",
    nhn: "aj |tla| ti| tl|ej |j t| ma|li |a t|tij|an |i t|sej|kaj|eki|uan| to| no| te|ij |j m| ua|chi| se|noj| ki|ma |ika|laj|j k|j u|pa |tle|man|aka|oj |ka |lis|ech|tek|se |uaj|ano|ise|iaj|tec|amp|iua|ali|pia|j n|och| mo|pan|mpa|a k|kua| pa|n t|is |ya | am|uel| ue|eli|ual|ili|en |len|kit|ajt|a m|jto|j s|kin|ijp|amo|ia |jki|tim| ke|mo |hi |ant|ama|ani|noc|opa|oli|aua|j i|ase|tli|nek|itl| ik|ijk|tok|nij|imo|ati|kam|jpi|tik|ipa|one|tis| o |oua|tit|ra |ara|par|nop|tl |jya|a s|iti|lal|cht|ok |ojk| ku|o t|kiu| ka|maj|kej|lak|leu|alt|ijt|mej|lau|kia|ana|ki |kij| ak|jka|n n|lam|i m|mon|e t|til|s t|nti|j a|k t|ita|kip|kem|j p|lan|jtl|tep|lti|lat|ema|uat|ose|iki| ip|ats| ni|ntl|ajy|e a|stl|ach|tou|eua|tot|kat|uam|atl|eui|toj|ni |nau|nka|ist|epa|ite|ale|pal|oka|tia|ajk|ini|j o|tsa|n m|ipi|kui|eyi|uey|jua|a i|n k|mat|nit|i n|oju|a a|onk| on|o o|uik|uil|n s|ken|ijn|ank|a n|ote|i u|i k|otl| sa|kon|as |ino|hiu|xtl|tos|its|tsi|n a|oyo|eka|chp|san|mpo|uak|ko |a u|tol|oke|yek|yol| ya|uas|pam|nok|tin|aui|htl|o k|sij|yok| me|nem|las|jke|ejy|hti|jne|nko|jti| ax|mac|emi| in|i i|mot|oui|ame|yi |lit|i a|kol|jku|sek|epe|lte|pil|nan|axt|ami|ejk|ine|int|ojt|ate|ias|ela|mel|aku|ina|uis|etl|kis|mik|ito|ui |ak | ye|ona",
    dip: " ku|en |ic | bi|bi |ku | yi| ke|yic|an | ci|aan|raa| th|c b| ka|n e|n a| eb|ci | ra|c k|\u014B y|kua|i l|i k|ka |in |th |ben|ny |ebe|kem| ek| al|eme|men| ye|k e|h\xF6m|nh\xF6| nh|\xF6m |ai |al\u025B|l\u025B\u0308|i y| lo|n k|t k|c e|thi| la| er|\u025B\u0308\u014B|\u0254c |\u0308\u014B |k\u0254c|ek |yen|ua |m k|de |t e|\u014B k|a l|ok |aci| te|n b|at |u l|ith|n t| ep| ac|k k|it |i r| lu| e |uat|ke |u k|aai|o\u014B |te |cin|ken|e y|e\u014B |ui |epi|baa|ath| l\u025B|tho|\u025B\u014B |hin|era|n c|e w| mi|a c|hii|lau|h k|ek\u0254|n y|el | ti|u t|l k|au |kek|nde|l\u025B\u014B| pa|n r|n l| et|h e|a k|u b|nhi|a t|th\xF6|pio|la |c t|e k|ot |rot| k\u0254|iny|pin|\u014B e|ak |loo| le| pi|i e|eba|\xEBk |ik |im |iim|\u014B n|oi | ro| ny| tu|kak| el|i m| k\xF6|hok|y k|pan| we| ba|i t|iic|m e|u n|ye |oc |ioc|loi|k a|lui|wic| wi|e c|and|e l|eu |pir|i p|wen|\u025Bt | l\xF6| li|mit|\xEB\u014B |eth|yit| ey|\xF6\u014B |u m|nyo| aw|e e|i b| ew|i d|den|any|iit|iek| aa|k t|uc |k\xF6u| ko|leu|ir |r e|t t|e r| dh|\xF6k |uee|tue|y b|e t|eny|uny|oo\u014B|i c|cit|u c|n w| ya|l e| ec|kic|h\xF6\u014B|ee\u014B|dhi|a p|uan|m b|ut | ak|yii|y e|ewe|wuc|awu| m\u025B|pat|i n|ien| ed|h t|uk |tii|\xF6un|lie|\u025B\u0308n|elo|am |cii|r k|t c|wel|l\xF6i| w\u025B|bai|th\xEB|u y|tha|eku| en|k c|th\u025B|h\xF6k|\u025B\u025Bt|il |hil| c\u0254|ie\u014B|cie|\xF6ny|k\xF6n|aku|m r|tic|oui|lou|ale|t a|war| wa|eka|ynh|nyn|kue|eke|eri|oth|yoo|lo\u014B|p k|up |k y|m a|y r|die",
    kde: "na | na|la |nu | va| wa|a k| ku|ila|wa |a w|unu| mu|a v|chi|mun|e n|a m|a n|van|ya |ele|ana|le | ch|amb|ave|sa |lam|asa| vi|ohe|mbo|aka|u a|was|e v|bo | n\u2019|ne |e m|ke |u v|vel| pa|ala|a u|ake| av|hil|ika|ng\u2019|ing|ngo|he |a l|ve |ile|anu|ela|vak|any| ma|vil| li|a a|go |a i|wun|uku|ili|lan|bel|mbe|ene| mw|nda|kuw|ama|nya|ola|ali|kol|kan| di|g\u2019a|au | au|emb|den|eng|lik|uni|wak|a d|\u2019an|e a|lem|ong|o v|ulu|kuk|an\u2019| ak|ach|a p|kal|ma |dya|n\u2019n|lew|mad|aya|and|mwa|uwu|kum|ye |a c| vy|apa|va |ava|ane|hel|mbi|kut|o m|hi |we |ula|ole|u m|umi|din|ton|ji |nji|nil|ewa| il|voh|ade|und|ni |kul|dye|dan|kay|uko|idy|kav|tuk|nan|kam|ka |ia |lia|eli| dy| in|ndo|ond|hin| la|uva| ul|ani|vya|i n|o n|wen|mwe|da |e k|e u|o c|lel|pal|nje|yik|aha|uwa|lil|n\u2019t|nga|ata| ka|she|pan|cho|ang|no |u i|lon|ulo|lim|uli|\u2019ch|dil|hev|i w|u l|e w|mba|niw|mil|ba |yoh|uma| um| kw|u n|wal|vin|vyo| an|bi |a s| ya|dol|hoh|u c|awa|lin| al|ilo|\u2019ni|e p|ale|n\u2019c|mu |imu|lun|kup|yak|yac|\u2019ma|n\u2019m|mah|atu|wav|kuv|hon| lu|i v|hih|jel|utu|hap|uka|o l|u w|itu|ga |o a|i d|umb|a y|inj|taw|ita|lit|lek|val|e c|oko|aku|me |bu |paw|kuy|mak|e i|yen|iho|amw|woh| ih|iku|pil|kun|onj|tul|nah|awu|ahe|i a|kat|mat| wu|pac|ina|olo|uto|ech|kwa|i c|li |ngi",
    kbp: "aa | pa|se | se|na |n\u025B | n\u025B| wa| y\u0254|y\u028A |\u0256\u025B |a\u0256\u025B|a w|\u025Bw\u025B|\u025Bna|\u025B s|\u0269 \u025B|paa|a \u025B| \u025By| \u025Bw| \u025B |\u025B p|e \u025B|wa\u0256|\u025B \u025B|e p|a p|w\u025Bn| p\u0269|y\u0254 |y\u0269 |a\u0263 |\u025By\u028A|\u0254\u0254 |\u028A\u028A | ta|ala|y\u0254\u0254|y\u025B |\u0254 p|a n| \u0269 |yaa|taa|\u028A n|a a|\u028A \u025B| t\u0254|\u028A w|z\u0269 |la |w\u025B\u025B|n\u0269 | an|\u025B t| k\u0269|an\u0269|\u025B y|ma\u0263|\u025B n|n\u0254\u0254| n\u0254|\u025By\u0269|\u0254m |t\u0254m|\u0269 t| we| p\u028A|\u0269 p|\u025B \u0256|\u0269\u0263 | \u014Bg|ama|kpa|a t|\u0269y\u025B|ay\u0269|a k| t\u028A| k\u028A| p\u0254|daa| w\u025B|pa |\u028A t|\u028A p|t\u028A |\u028A y| \u025Bs|wal| p\u025B| na|\u0254\u0254y| ya|f\u025By| \u0256\u0269|\u0256\u0269 |\u0254\u0256\u0254|\u0254 \u025B| \u025Bl|i \u025B|\u0269 \u0256|w\u025B |\u025B k|\u025B\u025B | t\u0269|\u0269 n|pa\u0263|\u0269 s|\u025Bja| \u025Bj|\u0256\u0254 | \u0256\u0254|\u0254 s|\u025Bla| \u025Bk|a s| mb|\u0269 y|\u025Bya|pal|a y|\u028Ama|\u0254y\u028A|a \u0269|ja\u0256|\u0256\u0254\u0256|kpe|\u0269z\u0269|\u0269na| \xF1\u0269|yi |eyi|k\u025B |b\u028A |mb\u028A|\u028A k|m\u0269y|t\u028Am|al\u0269|\u014Bgb|\u025Bz\u0269| fa|\u028Ay\u028A|\u0269 \u0269|\u0269f\u025B| \u025Bt|k\u0269 |wey|ma |l\u0269 |\u0254\u0254l|nda|\u0269ma|gb\u025B|sam| sa|li | l\u025B|\u0269s\u0269|akp|pak|\u0263t\u028A|ya |lab|s\u0269 |\u014B p|p\u0269f|day|and|kan|\u0263 \u025B|s\u0254\u0254| ye|\u0269m |k\u0269m| kp|uli|kul|\u025By\u025B|\u028Am\u0269|laa|iya|\u0269 k|e e| \u0256o|\u028A s| ha|a\u028A |ma\u028A| \u0256e|a\u0263t|\u0254 k|\u0254 y|a l| ke|p\u0269z|\u014Bg\u028A|\u0263 p| k\u025B|eki|\u0254\u014B |a\u014B |t\u0269 |\u025Bh\u025B|b\u025By|\u028A \u014B|p\u028A |ba | s\u0254| \u025Bd|n\u028Am| n\u028A| pe|\u0256\u028A |ada|pad|\u0263na|le | le|\u028A \u0256|\xF1\u0269n|pe |z\u0269\u0263|\u025Bp\u0269|naa|g\u028A |\xF1\u0269m|\u0263 t|a \xF1| la|hal|\u025Bda| \u025B\u0256|nd\u028A|m n|z\u028A\u028A|\u0256e |ana|ak\u0269|b\u0269 |ab\u0269|l\u025B |\u025B\u025Bn|m t|\u0254y\u0254|ekp| \u025Bp|d\u028A |t\u0269\u014B|\u025Bk\u025B|\u0256am| \u0256a|ina|ma\u014B|al\u028A|uku|suk| su|k\u028A |\u025Bs\u0254|\u025Bt\u0269|lal|\u025B l|t\u025B |e l|l\u028A | k\u0254|\u0269l\u0269|\u025B\u025Bk|i p|pan| t\u025B|\u014B\u014B |aka|p\u0269w|b\u028Ay|ab\u028A|nab|lak|ee |yee|e w|\u028Ana|m p|e t|ye |iye|uu |a \u0256|n\u0256\u0269| n\u0256|d\u0269 |eek|pee|ga |\u014Bga|ya\u0263|a m",
    tem: "a \u028C|uni| \u0254 |ni |wun| wu| t\u0259|yi | ka| yi| \u028C\u014B|ka | k\u0259| k\u028C|t\u0259k|k\u0259 |\u0254\u014B |\u0259k\u0259| a\u014B|mar|n\u025B | \u028Cm|ma |i t| th|ri | \u0254w| a |i k|a k| ma|i m|ari| ba|wa |tha| k\u0254| m\u028C|\u0254wa|th\u0254|ba |\u0254m | o |l\u0254m|\u028Cma|k\u0254 |i \u0254|a y|\u2010e |o w|\u014B k|a a|al\u0254|te |i o|hal|\u0254 b|a\u014B |\u0254 y|a m|\u014Bth|\u014B y| r\u028C| \u028Ct| m\u0259|kom|ema|yem|m\u028C |\u0254 k|om | ye|h\u0254f|\u0254f | m\u0254|th |e \u0254|\u025B t|\u028Cn\u025B| \u014Ba| s\u0254| gb| ro|\u028C\u014Bt|\u0254 t|\u028Cth|a \u0254|ar |y\u025B |\u028Cte|m k|\u028C\u014B |m \u028C|h\u0254 |ank|wan|\u014Ba |an\u025B|\u014B \u0254|\u014B\u0254\u014B| \u014B\u0254|nko|r\u028Cw|k\u028Cm|ki |k\u0259t| y\u025B| te|a t|\u028Cwa|\u0254 \u028C|\u028Cm\u028C|e a|k\u028Ct|thi|i r|\u0259m |ra |k\u0259l|a w|\u0259 k| y\u0254|\u028Cme|me |a r|m\u0254 |k\u0259p|a\u014Bf|\u0259\u014B |e t|pa |\u0259th|f\u0259m|a\u2010e|\u0259l\u0259|l\u0259\u014B|\u025B k|\u028C k|\u014Be |y\u0254 |ro |r\u028C |\u0254 m|gba|th\u0259|\u014Bf\u0259|li |\u0259 b| \u028Ck|\u0259 t| r\u0259|m r|\u025B \u028C|i \u028C|\u028C\u014Be|ta | ta|e m|bot|\u0259pa|n\u028Cn|m a|ma\u2010|s\u0254\u014B|k\u0259s|e w| ra|t\u0259m|\u014B t| t\u028C|ath|gb\u0259|\u028Ck\u0259|\u0259 s|\u025Bth|\u0254 a| bo|i a|\u014B a|\u014B b|\u025B \u014B| b\u025B|\u028Cr\u028C|nth|ant|\u0259li|b\u0259l|o \u0254|\u0254k\u0254| p\u0259| t\u0254|\u0259s |e y|kar|nka|ran|r k|\u028Cl\u0259|\u0259yi|m t|\u0259 y|s\u0254 |\u0254 \u0254|\u014Bgb|t\u028C\u014B|\u0254th|s\u0254t|m\u028Cy|t k|ot |ith|\u025B m|t\u0254\u014B|t\u0259t|l\u0259s|m\u0254\u014B|r\u0259k|\u0254 r|th\u025B| po|t\u0259 |wop| wo|gb\u028C|f \u028C|\u028Cyi|\u028C \u028C|e k|\u025B a|m\u028Cs|\u0259 g|\u0259n\u028C|h\u0259n|b\u025B |ara|pan|hit| \u028Cr|k\u0254\u014B|a \u025B| wa|iki|\u0254 g|to | to|l\u0254k|o t|\u025B r|e\u014B |m\u028Cl|gb\u025B|\u028Cgb|hi |pi |tho|m\u0259 |\u014B\u028Cn|\u0259r |o\u014B |ro\u014B|m \u014B|h\u025B |po |i\u2010e|m\u028Ct|\u028C t|\u028Cy |ti |\u2010o |f \u014B|op |\u0254 w|na |sh\u0254|nsh|ekr|sek|\u028Cse|a\u014Bk|bas|m\u0259t|ra\u014B|k\u028Cr|\u028Ct\u028C|wat| \u025Bm|h k|i y|han|\u0259k | ya|k\u0259b|k\u0254n|yik|ayi|yir|p\u0259y|\u028C \u0254|\u025B\u014B |\u0259te",
    toi: " ku|a k|wa |a m| mu|la |e k|a a|ula|ali|ya |i a|de |ang|aku|tu |kwa|aan|ntu|na |lim| al|ulu|lwa|mun|ngu|luk|ele|gul|mwi|wi |gwa|kub|imw|ons| oo|oon|se |nse|ant|zyi|unt|ela|si | ak| ba| an|and|a b|ala| ci|uki|isi|nyi|ide|kid|zya| lw|ba | kw|uny|eel|laa| ul|cis|yin|kun|uli| zy| ka|tel|nte|ina|kul|kuk| ma|ili|waa|uba|wee|kwe|ede|led|nda|we |mul|nga|kus|da |izy|kut|wab|ana|i m| ya|ukw|o k|amb|yan|ka |e a|lil| bu| am|uci|a l|ilw|a c|li |sal|ban|e m|e u|u o|ila|bwa|aka|bo |bul|akw|wak|ale|kal|o a|i k|amu|bil|umi|bel|mbu|lan|usa|egw|abi|lo |awo|kuy|kup|igw|ko |uko|kak|wo |law|aci|i b|u b|ati|o l|yig|asy|ubu|wii|ika| bw|le | mb|ga |ung|kum|kka|ku |ndi|aam|muk|cit|mal|bun|yo |ukk|ind| wa|i c|bi |aya|ne |ene|len|mo | ab|upe|a n|mbi|eya|kuc| lu|ndu|a y|syi|u z|uta|ile|abo|u a|a z|ita|uka|aba|bal|imo|ley|iin|yi |ti |u u|lik|du |asi|yak|o y|u k|ube|iko|cik|zum|muc|ani|ule|mil| mi|mbo|twa|e b|umu|was|di |o n|ngw|lwe|nzy|peg|zye|abu|buk|kwi|liz| nk|i n|bam|ta |kab|alw|eka|mas|u m|imb|onz|kon|sya|miz|gan|tal| we|uum|no |yil|int|lem|del|nde|end|mbe|uya|oba|azy|iyo|i z|lek| ng|o o|cii|i o|a u|mba|mu |a o|ako|yik|yeg|ezy|a w|mi |ni |omb|kom|o b|syo|iya|usi|min| ca|e c|aul|lau|uku| aa|yee|ama|yal|kam",
    ekk: "sel|le |se |ja | ja|use|ise|mis|\xF5ig| va|ele|ste|ust|gus|us |igu|st | v\xF5| \xF5i|dus| on|on |el |te |ma |al |iga|v\xF5i|a v| in|nim|ini|da |e j| te|ist| ig|ime|l o|lik|mes|e k|\xF5i |est| ko|l i| ka|end|iku|ese|adu|gal| se|e v|tus|lt |ami|n \xF5|ema|aba|vab|a k| ra|lis|val|a i|atu| ku|tsi|ud | mi|ada|ali|e t| ta|ta |stu|ast|ks |ole|tam|sta|nda|es |ell|tes| pe|e s|ik |a t|is |i v|ahe|rah|t v|ava|bad|kul|ine|ne |t k|vah|ei | ei|e e|ga | ol|lus|kon|s v|ida|s t|gi |a r|mat|ioo|tud|tel|kus|oma| om|dse|k\xF5i|teg|ees|i t|aal|ndu|a s|a j|ing|a a|iel|s k|vas|tse| ee|tem|ul |igi|lle|s s|i s|ili|vus|uta|elt| sa|aja|e a|eks|min|its|asu|a p|s o|sus|sli|i m|oni|oon|sio|ses|e o|ete|abi|\xFChi|ega| ki|ari|emi|si |i e| ke|uma| ri|usl|ahv|ats|eva|lev|ab |pea|eis|nis|rds|\xF5rd|v\xF5r|sed| k\xF5|t\xF6\xF6| ni| ab| \xFCh|rid|nna|saa|teo|sek|ni |kor|ale|imi|ait|t i|sik|isi|eli|e \xF5|dis|ots| so|ata|lem|eab|\xFCks|tum|dam| m\xF5|a o|\xF5ik|idu|har| t\xF6|e h|nin|alt|onn|ite|ult|e m|mal|isk|kai|ead|sea|koh|d k|as |jal|p\xF5h| p\xF5|aks|rit|hvu|dum|een|e p| \xFCk|s j|set|ed |ng |bie|a \xFC|uri|s a|kin|ald|e r|t m|eri|i k| al|eel|lli|eta|dad|ule|elu|s p|i p|rii|hel| to|ndi|lse|als|iaa|sia|sot|rat|ara| k\xE4| ve|and|umi| su|de |etu| v\xE4|na | s\xFC| ha|a m|e i|lit|lu |per|nud",
    snk: "an | a |na | na|re |a n| su| ga|a k|ga | ka|a a|en |su | se|a s|ta |ma |e s| ta|ser|ere|ama| i |aan| ra|un |nta| ma|n s|do | ki| ja|a g|jam|ne |nan| do| nt|ana| da| ya|ane|wa |\u014Ba |n \u014B|ri |e k|u k|a d| \u014Ba|ndi|ni |ra |raa| ku|taq|maa| si| ba|a r|tan| ke|aaw| sa|ren|gan|and|a b| be|a i|awa|di |i s|oxo|aqu|oro|kit|me |lli| go|tta|ini|ya |a j|ari|a m| xa|iri|aar|oll|gol|a t|e m|i a|i k|xo |sir|n d|aax|lle|a y|be |on |baa|n g|ran|din|ara|u r|e d|u n|qu | so|axu|are|o a|a f|ke | wa| ko| an|man|xar|dan|kan|ron|sor|li |de |nu |fo | fo| no|kuu|n t|pa |nde|n k|i g|len| \xF1a| du|n n|nme|aad|u b|ang|axa|e y| fa| mo|ppa|app|kap|o k|o s| fe|ell|a x|att|kat|ure|i x|xun|e n|aba|mox|ti |i t|n y|yan|enm|ada|n f| bo|n b|a \xF1| yi|i m|u t| di|da |iti|qun|nga|u a|xu |itt| ha|le |i d|sel|i n| me|ill|e t|riy|o b|ro |u d|du |saa| re|dam|haa|ind|xa |n x|ono|i i|nen|lla| mu|ond| ro|o n|udo|uud|ant|aga|ku |la | wu|nma|eye| tu|edd|fed|nox|no |o d|uur|sar|gu |e g|kil|\xF1aa|ire| bi|inm|ken|e b|tey|ite|ira|yu |a w|ina|iin|yi | xo|n w|o t|taa|ka |u s|an\u014B|uga|und|i r|ore|bur|i b|fan|iba|xib| xi|een|u m|ogu|bog|bag|oqu|noq|oor|e r|bir| ti|i j|ban|ye |dii|o m|anm|ene|kka| ye|\xF1a |rey| le|i\xF1a|ita|mun|ura|kaf|ank|e i|li\u014B| li",
    cjk: " ku|a k|yi |nyi| ny|la | ci|a n|a c|wa |we | mu| ha|nga|i k|ga |ana|uli|kul|a m|esw|ela|ze |mwe| ka|ha |sa |tel|a h|swe|ung|ci |a u|ate|ma | wa|u m|kwa|han|e m|kut| mw|uci|mbu|mut|nji|nat|ya |uth|e k|na |pwa|kup|thu| ma|wes| ca|ji |kan| ya|lit|hu |i m|aku|asa|i n|mu | ul|ca |ang|e a|ina|anj|ali|imb|cip|amb|mba|i c|li |e n|i u|ka |muk|a i|awa|naw| na|fuc|ifu|uta|upw|ing|ize|ula|lin| xi|ukw|lim|ong| kw| an|ite|xim|ta |ita|umw|ulo|umu|has|kuh|kha|u c|ala|nge| mb|wo |ila| ce|cif|a a|kus|ama|tam|mwi|ili|te |imw|bu |o k| ng|ba |ipw|lo |bun|ikh|wik|ulu|mo |ufu| ak|o m|utu|ngu|imo|mil| mi|ko |a w|kun|ciz|i y|a y|kuk|eny|aze|aci|pwe|aka|o n|yum|uha|uka|e w|o y|lon|kum|e u|cim|ku |swa|e h|e c|mbi|emu|no |nal|a x|was|fun| un|uma| ja|usa| li|wil|uze| ye|o w|isa|o c|nda|ngi| es|kat|e y| in|aha|waz|yul|esa|yes|una|wen|aco|i h|cik|ema|pem|nyu|ika|kal|bi | ik|mah|zan|aso|so | uf|ata| iz|apw|tum|tal|o l|wam|iku|sak|ja | up|kwo|umb|oze|yoz|uni|ges|cen|kuz|wak|mul|wan|ulw|o u|cyu| cy|u i|e i|tan|mun| um|kuc|ngw|cin|co |go |ngo|da |ipe|ge |lem| uk| yo|lwi|nin|ikw|u k|kuf|uso|i w|upi|lum|gwe|uki|upu|and|pha|ces|ond|i j|man|ile|ule|uku|gik|akw|ino|ele| if|hac|tha|cil|eka|za |vul|uvu|hel|lu | it|ke |lya",
    ada: "mi | e |n\u025B | n\u0254| n\u025B|n\u0254 | he|he |\u0254 n| a | ng|e n|a n|k\u025B | k\u025B|aa |\u025B e|bl\u0254| bl|i k|i n|g\u025B |ng\u025B|\u025B n|l\u0254 |e b| mi| ma| ko|\u025B h| ts|ko |\u025B a|e h| ni|hi |\u025B\u025B |\u0254 k|a m|i h| \u0254 |tsu|ma |ami|a k| ny|\u0254 f|oo |loo|i a| be|ya |e m|be |ni | kp|o n| si|si |nya|emi|\u025B m|f\u025B\u025B| f\u025B|laa|a h|a b|e j|a t| hi|e k|umi| ka|kpa| je|\u0254 h|e s| lo| ye|\u0254 e|i t|pee|omi|m\u025B | pe|mla|i m| wo|je | ha|\u0254mi|\u0254 m|maa|sum|ke |i b|o e|\u025B k|\u0254 t|alo| ml|ee | sa|\u025B \u0254|\u0254\u0254 |ha | na|l\u025B | l\u025B|a a|i l|\u0254\u0301 |a s|\u025B s| h\u025B| gb| su|n\u0254\u0301|e p| al|e\u0254 |\u025B b|ne |i s|\u025Bmi| fa|uaa|sua| b\u0254|\u0254 a| to| ji|o k|kaa|b\u0254 |a e|ihi|u n|e \u0254|o a|yem|ane|e w|su\u0254|imi|e y| ke|\u025B y|\u025B t| hu|san| we| j\u0254|\u0254hi|l\u0254h|e e|ahi|i j| bu|\u025B j|pa | ja| ku|wom|ng\u0254|a j|him| bi|ue |e a| ya|tom|\u0254 b|gba|o m|jam|\u0301 k|fa |ake|\u025B p|uu |ba |hla| hl|sa |\u0254 s|hu |e f|h\u025B\u025B|u\u0254 | tu|e t|ji |ts\u0254|j\u0254m|i \u0254|kuu|kak|\u025B g|a l|wo | s\u0254|tue|o h| gu|isi|\u0254 y|s\u025B |o b|s\u0254\u0254|g\u0254 |ia | ju| k\u0254|eem|e l|akp|pak|li |e g|s\u0254s|a p|u\u025B | yi|ti |sis| s\u025B|to |\u0254 l|\u0254 w|\u025B w|y\u025Bm|na |hia| nu|\u0254s\u0254|ye | m\u025B|sem|ase|kas|hi\u0254|naa|\xEDhi|n\xEDh| n\xED|kpe|usu|uam|on\u025B|kon|nih|ee\u0254|mah|o l|a w|lam|\u0254\u025B |s\u0254\u025B| pu|h\u025B | ba|gu |a g|a y|\u025Bti|p\u025Bt|kp\u025B|o s| f\u0254|bi |nyu|o j|we |se |uo |suo|ade| ad|bua|su |ngm| fi|i\u0254 |u k|haa|o\u0254 |koj| am|\u0254 \u0254|\u025Bp\u025B|i p|i e|gu\u025B| wa|io |jio|bam|\u0254 j|yo ",
    quy: "chi|nch|hik|anc| ka|una|man|aq |pas|ana|kun|as |paq|nan|kan|ikp|cha|sqa|qa |ik |apa|aku|ech|kpa| de|cho|rec|ere|der|spa| ma|asq|am |an |taq|pa |nam| ru| ch|yoq|ta |na |a k|ina|mi |qan|ima| ll|aqa|lli|oyo|hoy|ant|ach|run|nap| im|pi |nak|hay|asp|ayn|wan|q k|ipa|nta|hin|oq |cio| hi|iw |liw|inc|ion|aci|chu|lla|pip|nas|npa|nin|qmi|kay|kas|ota|a m|anp| hu|all|nac| na|yna| ya|ari|api|i k|w r|nku|iku|in |a c|ama| pi|may|hu |kuy|ay |nma|has|onc|hon| ot| wa|aqm|anm|a p|n h|ata| li|ikm|hwa|chw|ma |awa|a d|qta|ara|pan|m d|pap|yku|yni|a l|kma|q l|ich|kin|huk|a r| ha|yan|uwa| ca|nqa|kta|ikt|q m|a i|n k|kpi|mun| sa|cas|usp|q h|wsa|aws|kaw|bre|ibr|lib|lin| al|k c| mu|ask|kus|a h|s l|ank|q d|yta|e k|tap|q c|mpa|pak|ski|qaq|ien|i c| qa|tin|re |nni|uch|isq|a s|was|ern|s m|a a|ayk|onn|s y|oqm|aqt|ruw|qpa|aqp|par|amp| am|nmi|ley| le|ayp|nat|i h|yma|onk|law|ier|map|a f|war|ita| ni|naq|yac|tar|naw|ayt|sak|n a|anq| pa|a q|aya|val| va|ypi|sti|ast|ura|n c|m p|s o|w n|rno|bie|obi|gob| go|rma|qar|nit|m i| ta|say|haw|s i|k l|asa|k h|rur|pun|wac|onm|tan| fa|tam|kap|oqt|i d|s c|ici| ju|a t|ras|ran|uy |uku| tu|qay|k k|ku |q i|arm|uk |a y|nti|awk|um |igu|esq|k m|sap|ati|aw |a o|asi|n p|sic|isp|aru|ukl|ten|pti|qku",
    rmn: "aj | te|te |en | sa| le|el | si|si |aka|sar|pen|les|kaj|es |ipe|sav|qe |j t| ha| th|ja |hak| e |and| o |ave|i l|ar |ta |esq| an|a s|sqe| ma| ja|ia |nas| ta|imn|e t|as |mna|kas|e s|haj|tha|s s|ark|asq|e a|nd |i t|s h|rka| na| i | pe|mes|isa|vel|cia| bi|ne |bar|kan| aj| me|avo|utn|the|e k|lo |o s|est|qo |e p|n s|ard|hem|a a| av| so| ba| pr|\xF5l |a t|mat|ima|l p|e r|e m|e o| ka|man|orr|e d| di|o t|rel|sqo|re | ov|ika| re|qi | ak|enq|ere|vor|e b|res|ove|avi|ve |ver|o a|n t|o m|akh|rak|rim|a p|no |ana| ra|sti|d o|len|aja|rre|but| va|sqi|ker|r s|de |ata|ren|ali|ara|ste|ti |e l|r t|vip| ke|na |i s|ang|\xE0ci|tim|nqe|kon| ph|n a|nip| de|j b|\xE0lo|al | pa| bu|are|vi |d\xF5l| ni|tar| ko|na\u015B| pu|o k|n n|l a| po|\u015Baj| \u015Ba|on |lim|er |ari|i a|ven|pe |\u015Bti|a\u015Bt|a l|o p|e n|dik|rd\xF5|nik|l s|tis|ast|tne|a m|a e|erd|ndi|ni |pes|rin|j s|e h|aba|rab|khe|tni|eme|uti|rip|uj |amu|ano|\u0107ar|a j|\u0107a |la |khl|l t|e z|do |o z|ri |mut|kri|alo|soc|i p|so |ran|del|kar|nu\u015B|anu|pra|din|nge|nis|ut\u0103|rde|vo |muj|mam|i d|n\u0107a|en\u0107|ate|uni| as|iko| zi|rdo|l o|j p|eri|emu|ane|i b|o j|oci|i r|a d|ing| je|i\xE0l|e e|l l|\u0275ar| za|tes|\u0107ha|pal| vi|l b|\u0275e |l e|a\u0107a|one|kin|to |ziv|imi|a n|per|ter|ris| kr|s a| st|o b| \u0107h|a i|kla|da |nda|e j|ekh|jek",
    bin: "e o|ne | ne|an |en |be | o |e e|wan|mwa|n n|vbe|mwe|emw|evb|na |omw|e n| em|in | na|ie |gha|n e| gh|re | om|wen|e a|ha | ke|e i|n o|gie|bo | vb|wee| kh|win| ir|vbo| ev|o n|gbe|he |hia|nmw|o r|a r|o k| no|ogi|nog|kev|tin|eti| et| mw|e u|mwi|a g|ra | ya|een|ee |a n|a o|ke | re| we|rri|ghe|ogh| og|a e|n k| a |ia |ya |o g|ien| uh| rr|ye |khi|ran|ira|ere|a m|a k|ian| ot|ro |n i|ovb|o m| ye|egb| ra|hi |de |kpa| eg| hi|n y|o e|hae| ok|a y|eke|mie| mi| gb|o y|ba |oto|rhi|n m| iw| ru| er|arr| ar|unm|rro| ov|e k|okp|aen|n a|hek|khe|nna|inn|ugi|hie|a u|ru |ae |to |wun|mwu|hun|otu|i k|i n|a v|nde|and| do| or|uem|rue|dom|n w|oba|iob|rio|e r|tu |ze |ehe|pa |e v| ma|aya|iru|iwi|ma | rh|un |uhu|yan|mo |gba|e y|o h| la|a i|rie|irr|ai |uhi|ho |u o|ren|yi | ni|egh|u e|u a| ug|ugh| al| iy|beh|aan|a d|n g|gho|ue |onm|ghi|anm|iko| ai|ene|i r|a a|aze| az|khu|i e|bi |vbi| i |yaa| yi| ek|hin|bie|on | ay|emo| od|aro|obo|e d|rov|o w|e g|ii |nii|se |kom| ow|ron|kha|o v| se|a s|rre| de|lug|alu|owa|wu |a w|aa |e w| bi|a b|n h|dia|fue|ifu| if|ebe| eb|ode|sa | os|nug|anu|wa |oo |gue|uwu| uw|ese|bug|vbu| en|n r| lo|n l|ugb|kug|la |uyi| uy|i v|o o|i g|rra|aku| ab| es|abe|aik|oro|enr| eh|eha|o a|a l|we |n u|i o|okh",
    gaa: "m\u0254 | ni|ni |k\u025B | ak|l\u025B |\u025B a|\u025B m| m\u0254|ak\u025B| ko| he|gb\u025B|i a|\u025B\u025B | l\u025B|\u0254 n|\u025B e|ko |aa |b\u025B |y\u025B |i e| k\u025B|\u0254 k| y\u025B|li |\u025B h| ml|egb|oo |f\u025B\u025B| f\u025B|shi|a\u014B |heg|mli|\u0254\u0254 |a a| es| gb|i n|loo|\u025B n|ma\u014B| ma|\u025B k|i k| n\u0254|\u0254 y|n\u0254 |\u0254 f| al|he |esa| sh|alo| ek|\u0254 m|ii |am\u0254| eh| en|em\u0254|ji |naa|b\u0254 |e n|fee|o a|oni|kon|o n|ee | hu|o e| b\u0254|i m|hi | am|\u0254 l|hu |tsu|um\u0254|\u025Bi |aaa|na |nii|sum|sa |\u0254m\u0254|ena|i y|\u025Bji|n\u025B\u025B| n\u025B|\u025B g|baa|eem|\u0254 e|a l|kw\u025B|y\u0254\u0254|e\u0254 |am\u025B|ts\u0254| sa|ana| ts|saa|k\u025Bj|\u0254 a|ehe|a m|toi|eli|yel|aji|i l| ah|m\u025Bi| at|e e|gba|a n| an|ane|hi\u025B| na|eko|eye| ey|o h|kom|mla| kr| ej| as|\u014B n|san| ay|i s|nit|ash|ek\u025B|ha |e k|ne | hi|i h|\u025B t|esh|efe|i\u0254 |its|ia\u014B|ku |o k|ats|kpa| kp|ome|gb\u0254|ets| ab|\u0254 b|\u025B b|ye | et|a e|shw|oko|a k| b\u025B|\u0254 h|\u025B y| af| ku|s\u025B |ts\u025B|\u014B h|u\u0254 |\u014B\u014B | to|\u014Bm\u025B|\u025B s| m\u025B|oi |m\u0254\u0254|aye|hwe| ef|la |ehi|rok|kro| ji|\u014B k|o m|aka|akw|o y| lo|o s|j\u025B | ny|e a|\u014Bm\u0254| ba|bii|aan|\u014Bts|\u025B\u014Bt|i\u025B\u014B|di\u025B| di|ai |u k|o l|\u014B m| eb|\u0254 s|aha|ny\u0254|i j|a h|\u025B l|w\u025B |usu| aw| ja|su\u0254|eni|i f|agb| ag|b\u0254m|sem|bua|any|\u025B d|i b|maj|m\u025Bb|a s|e\u014Bm|awo|e b|afe|hik| yi|u e|e s|ish|nak|an\u0254|hey|\u014B a|o g|jam|u m|o b|a\u014Bm| y\u0254|b\u025Bi|ye\u0254| su|ny\u025B|hew|me |\u0254 g|\u0254se| ee|il\u025B|hil|ihi|hih|las|\u0303la|a\u0303l|ba\u0303| \u014Bm|nyo|te |esu|kai|ate|\u014Bma|eee|\u025Bm\u0254|\u025Bia| eg|al\u025B|jia|\u0254\u014B |ala|wal|hi\u0254|\u025B f|his",
    ndo: "na |oku| na|wa |a o|a n| om| uu| ok|e o|ong|ka |uth|mba| ne|ntu|ba |tu |omu|nge|he |a u|the|uut|emb|hem|o o|o n|ehe|unt|e n|a w|nga|kal| wo| ke|ang| iy|lon|mun|no |lo |la |o i|ku | no|oka|keh|ulu|u n|we |shi|a m|ala|ko |ga |a k|ge |eng|nen|u k|ilo|osh|ngo|han|a y|elo|gwa|ngu|ye |li |ano|hil| mo|gul|ana|luk|a e|tha|dhi|uka| pa|lwa|go |ath|ho |man|kwa|ta |oma| sh|a p|wan|thi|uko| ko|wok| ta|ha |mwe|ya |wo |e p| yo|gel|a i|e m| os|nka|ika|uun|hi | ka|o g|sho|ema| li|kuk|iya|o w|i n|ith|and|men|ame|gam|ele|pan|opa|ash|ndj|po |hik|yom| po|le |ing|alo| el|olo|sha|kul|nok|ilw|kug|o k|a a|adh|aka|lat|aa |pam| ye|kan|iyo|mbo| we|kut|nin|e e|umb|onk|ndu| go|ike|ond|non|gan|omo|una|a s| e |mon| ga|ela|und|waa| ng|yok|ne |ulo|amw|oye| oy|aan|a l|iil|okw|eta| a |wen| ku|i k| gw|aku|igw|ila|a t| nd|ina|yuu|ene|ke | on| dh|iye|mo |pau|bo |him|lyo|o s|ula|wat|ota|yon|e t|eko|yaa|o e| me|a g|yop|e g|lun|alu|ngw|omb|ane| th|yi |o y| ii|nom|ili|dho|ono|mok|uga|vet|eho|ome|kun|iyu|i m|ali|epa| ni|lwe|opo|lok|oko|hok|i o|lol|djo|ung|oon|i t| yi|alw| ot|ukw|uuk|uki|egu|mii|o m| wu| mb|awa|naw|edh|ani|kat|nwa|enw|e k|taa|ont|a h|u t|lel|uni|ndo|wom| mw|she|ola|pwa|dyo|ndy|nem|ndi|yeh|aye|fut|nek|udh|omi"
  },
  Cyrillic: {
    rus: " \u043F\u0440| \u0438 |\u0440\u0430\u0432| \u043D\u0430|\u043F\u0440\u0430|\u0441\u0442\u0432|\u0433\u043E |\u0435\u043D\u0438|\u0432\u043E |\u043E\u0432\u0435| \u043A\u0430|\u043D\u0430 |\u0442\u044C | \u043F\u043E|\u0438\u044F |\u043E \u043D| \u043E\u0431|\u0435\u0442 | \u0432 |\u0441\u0432\u043E| \u0441\u0432|\u0430\u0432\u043E|\u0430\u043D\u0438|\u043E\u0441\u0442|\u043E\u0433\u043E|\u044B\u0439 |\u0430\u0436\u0434|\u043B\u043E\u0432|\u0442 \u043F| \u0438\u043C|\u043D\u0438\u044F| \u0447\u0435| \u0441\u043E|\u0435\u043B\u043E|\u0438\u043C\u0435| \u043D\u0435|\u043B\u044C\u043D|\u043B\u0438 |\u0447\u0435\u043B|\u043A\u0430\u0436|\u0435\u0441\u0442|\u0432\u0435\u043A|\u0430\u0442\u044C|\u043E\u0432\u0430|\u0438\u043B\u0438| \u0440\u0430|\u0435\u043A |\u0439 \u0447|\u0434\u044B\u0439|\u0436\u0434\u044B| \u0434\u043E|\u0438\u0435 |\u0435\u0435\u0442|\u043C\u0435\u0435|\u043D\u043E | \u0438\u043B|\u0438\u0438 |\u0441\u044F |\u0435\u0433\u043E|\u043E\u0431\u043E|\u0438 \u043F|\u043D\u0438\u0435|\u043A \u0438| \u0431\u044B|\u0438 \u0441|\u0438 \u0438|\u043C\u0438 |\u0431\u043E\u0434|\u0432\u043E\u0431|\u0432\u0430\u043D| \u0437\u0430|\u043E\u0439 |\u044B\u0445 |\u043E\u043C |\u043B\u0435\u043D|\u0430\u0446\u0438|\u0435\u043D\u043D|\u043E \u0441|\u043E \u043F|\u044C\u043D\u043E|\u0442\u0432\u0430|\u0442\u0432\u043E|\u043F\u0440\u0438|\u043D\u043E\u0433|\u0430\u043B\u044C|\u0430\u043A\u043E|\u0432\u0430 |\u0438 \u043D|\u0441\u0442\u0438|\u043D\u044B\u0445|\u0442\u043E |\u0431\u0440\u0430|\u043E\u043B\u0436|\u0434\u043E\u043B|\u0441\u0442\u043E|\u0438 \u0432|\u043D\u044B\u043C|\u043E\u0435 | \u0435\u0433|\u043D\u043E\u0432|\u0438\u0445 |\u0435\u043B\u044C|\u0442\u0435\u043B|\u0442\u0438 |\u043D\u043E\u0441|\u043D\u0435 |\u043F\u043E\u043B|\u0440\u0430\u0437| \u0432\u0441|\u0438 \u043E| \u043B\u0438|\u0438 \u0440|\u044B\u0442\u044C|\u0431\u044B\u0442|\u0432\u043B\u0435|\u0440\u0435\u0434|\u0438\u044E |\u0442\u043E\u0440| \u043E\u0441|\u044C\u0441\u044F|\u0442\u044C\u0441|\u043E\u0434\u0438|\u0449\u0435\u0441|\u044F \u0438|\u043A\u0430\u043A|\u043F\u0440\u043E|\u0436\u0435\u043D|\u044B\u043C |\u043F\u0440\u0435|\u0430 \u0441|\u0441\u043D\u043E|\u0435 \u0434|\u043D\u043D\u043E|\u043E \u0438|\u0438\u0439 | \u043A\u043E|\u043E \u0432| \u043D\u0438| \u0434\u0435|\u0441\u0442\u0443|\u043B\u0436\u043D|\u0441\u043E\u0432|\u0435 \u0432|\u043D\u043E\u043C|\u043E\u043B\u044C|\u0440\u0430\u043D|\u043E\u0436\u0435|\u0438\u0447\u0435|\u0435\u0439 |\u0430\u0441\u0442|\u043D\u043D\u044B| \u043E\u0442|\u0442\u0443\u043F|\u043C \u0438|\u043E\u0434\u043D|\u0437\u043E\u0432|\u0440\u0435\u0441| \u043C\u043E|\u043E\u0441\u0443|\u043B\u044F |\u043E\u0441\u043D|\u0430 \u043E|\u0432\u0435\u043D| \u0442\u043E|\u043E \u0431|\u0448\u0435\u043D|\u0442\u0432\u0435|\u043E\u0431\u0449|\u0430 \u0438|\u0435 \u043C|\u044C\u043D\u044B|\u043E\u0431\u0440|\u0432\u0435\u0440|\u0447\u0435\u043D|\u044F \u043D|\u0436\u043D\u043E|\u0447\u0435\u0441|\u0430\u043A |\u043B\u0438\u0447|\u043D\u0438\u0438|\u0435 \u0438|\u0432\u0441\u0435|\u0431\u0449\u0435|\u0432\u0430\u0442|\u0435\u0441\u043F|\u043C\u043E\u0436|\u0439 \u0438|\u043D\u043E\u0435|\u043E \u0434|\u0431\u0435\u0441| \u0432\u043E|\u044F \u0432|\u0434\u0443 | \u0441\u0442|\u0434\u043D\u043E|\u043E\u043D\u0430|\u043D\u0430\u0446|\u0434\u0435\u043D|\u0435\u0436\u0434|\u0445 \u0438| \u0431\u0435|\u0438 \u0434|\u043D\u044B |\u0434\u043E\u0441|\u0434\u043B\u044F| \u0434\u043B| \u0442\u0430|\u043B\u044C\u0441|\u0430\u0442\u0435|\u0446\u0438\u0438|\u044F \u043F|\u0443\u044E |\u0438\u0442\u0435|\u0435 \u043E|\u043D\u043E\u0439|\u043F\u043E\u0434|\u043E\u0442\u043E|\u0441\u0442\u0440|\u0441\u0442\u0430| \u043C\u0435|\u0435\u043B\u0438| \u0440\u0435|\u044F \u043A|\u0442\u043E\u044F|\u0430\u043C\u0438|\u0435\u043D |\u044C \u0432|\u044E \u0438|\u0430\u0437\u043E|\u0433\u043E\u0441|\u043C \u043F|\u044C \u043F|\u0442 \u0431|\u0436\u0435\u0442|\u0443\u0447\u0430|\u0441\u0443\u0434|\u044C\u0441\u0442|\u0434\u0441\u0442|\u0449\u0438\u0442|\u0430\u0449\u0438|\u0437\u0430\u0449|\u043A\u043E\u043D|\u043D\u0438\u044E|\u0430\u043C |\u043E\u0434\u0443|\u0435\u0440\u0435|\u0433\u0440\u0430|\u043F\u0435\u0447|\u043E \u043E|\u043E\u0440\u043E|\u043A\u043E\u0442|\u0438 \u043A|\u0442\u0440\u0430|\u043D\u0438\u043A|\u0443\u0449\u0435|\u0446\u0438\u0430|\u043E\u0446\u0438|\u0441\u043E\u0446|\u043D\u0430\u043B|\u0435\u0441\u043A|\u043E \u0440|\u043A\u043E\u0433|\u0434\u0440\u0443| \u0434\u0440|\u043D\u0438 |\u0430\u0432\u0430|\u043D\u0441\u0442|\u0435\u043C |\u0430\u0432\u043D|\u044B\u043C\u0438|\u0435\u0434\u0441|\u0434\u0438\u043D|\u0434\u043E\u0432| \u0433\u043E| \u0432\u044B|\u0432 \u043A|\u044B\u0435 |\u043E\u0431\u0435|\u043C\u0443 |\u044F \u0435|\u0441\u043B\u0443|\u0443\u0434\u0430|\u0442\u0430\u043A|\u043A\u043E\u0439|\u0442\u0443 |\u0438\u0442\u0443|\u0437\u0430\u043A|\u0445\u043E\u0434|\u0432\u043E\u043B|\u0440\u0430\u0431|\u043A\u0442\u043E|\u0438\u043A\u0442|\u0438\u0447\u043D|\u043D\u0438\u0447|\u043E\u0442 |\u0438\u043D\u0430| \u043A |\u0442\u0435\u0440|\u0440\u043E\u0434|\u043D\u0430\u0440",
    ukr: "\u043D\u0430 | \u043F\u0440|\u043F\u0440\u0430| \u0456 |\u0440\u0430\u0432| \u043D\u0430| \u043F\u043E|\u043D\u044F |\u043D\u043D\u044F| \u0437\u0430|\u043E\u0433\u043E|\u0442\u0438 |\u0432\u043E |\u0433\u043E | \u043A\u043E|\u0430\u0432\u043E| \u043C\u0430|\u043B\u044E\u0434|\u043E \u043D| \u043D\u0435| \u043B\u044E|\u044E\u0434\u0438|\u043E\u0436\u043D|\u043A\u043E\u0436|\u043B\u044C\u043D|\u0436\u043D\u0430|\u0434\u0438\u043D|\u0430\u0442\u0438|\u0430\u0454 |\u0438\u0445 |\u0438\u043D\u0430|\u043F\u043E\u0432|\u0441\u0432\u043E| \u0441\u0432|\u0430\u043D\u043D|\u0454 \u043F|\u043C\u0430\u0454|\u0430\u0431\u043E|\u0430 \u043B| \u0431\u0443|\u043D\u0435 |\u0435\u043D\u043D|\u0431\u043E | \u0430\u0431|\u0430 \u043C|\u043E\u0432\u0438|\u043D\u0456 | \u0432\u0438| \u043E\u0441|\u0430\u0446\u0456|\u0432\u0438\u043D| \u0442\u0430|\u0431\u0435\u0437|\u043E\u0431\u043E| \u0432\u0456| \u044F\u043A|\u0435\u0440\u0435| \u0434\u043E|\u0456 \u043F|\u0443\u0432\u0430|\u043E \u043F|\u0430\u043B\u044C|\u043D\u0438\u0445|\u043E\u043C |\u043C\u0438 |\u0456\u043B\u044C|\u043D\u043E\u0433|\u0442\u0430 |\u0438\u0439 |\u043F\u0440\u0438|\u043E\u044E |\u0442\u044C |\u0441\u0442\u0430| \u043E\u0431|\u0432\u0430\u043D|\u0438\u043D\u043D|\u0442\u0456 |\u043E\u0441\u0442| \u0443 |\u0441\u044F |\u0432\u0430\u0442|\u0431\u0443\u0442|\u0438\u0441\u0442| \u043C\u043E|\u0435\u0437\u043F|\u0443\u0442\u0438|\u043D\u043E\u0432|\u043F\u0435\u0440|\u0456\u0457 |\u0438 \u043F|\u0431\u043E\u0434|\u0432\u043E\u0431|\u0441\u0442\u0432| \u0432 |\u043E \u0432|\u0432\u0456\u0434| \u0431\u0435|\u0430\u043A\u043E|\u043F\u0456\u0434|\u0442\u0438\u0441|\u043A\u043E\u043D|\u043D\u043E |\u0432\u0430 |\u043D\u043D\u0456|\u0456 \u0441|\u0430 \u043F|\u0441\u0442\u0456| \u0441\u043F|\u043D\u0438\u0439|\u0434\u0443 |\u044C\u043D\u043E|\u043E\u043D\u0430| \u0456\u043D|\u0434\u043D\u043E|\u043D\u0438\u043C|\u0456\u0439 |\u0430 \u0437|\u043D\u0443 |\u043C\u043E\u0436|\u0457\u0457 | \u0457\u0457|\u043B\u044F |\u0441\u043E\u0431|\u043C\u0443 |\u043E\u0457 |\u044F\u043A\u043E| \u043F\u0435| \u0440\u0430|\u0456\u0434 | \u0434\u0435|\u0456 \u0432|\u0438 \u0456|\u0447\u0438\u043D|\u0432\u043D\u043E|\u043E\u043C\u0443|\u043D\u043E\u043C|\u0443 \u043F|\u0456 \u043D|\u0430 \u0441| \u0441\u0443|\u0430 \u043E|\u043D\u0435\u043D|\u0438\u0441\u044F|\u043E\u0432\u043E|\u043D\u0430\u043D|\u043E\u0434\u043D|\u0443 \u0432|\u0456 \u0434|\u0430\u0432\u0430|\u0456\u0434\u043D|\u0440\u0456\u0432| \u0440\u0456|\u0456 \u0440|\u0438\u043C\u0438|\u0432\u0456\u043B|\u0438\u043C |\u0446\u0456\u0457|\u043E \u0434|\u0430 \u0432|\u0441\u0442\u0443|\u043E\u0434\u0443|\u0431\u0443\u0434|\u043E\u0432\u0430| \u043F\u0456| \u043D\u0456|\u044F \u043D|\u0435 \u043F|\u043D\u0430\u0446|\u0438 \u0441|\u043D\u043D\u0430| \u043E\u0434| \u0440\u043E|\u043D\u043E\u0441|\u044C\u043D\u0438|\u044E\u0442\u044C|\u0438 \u0437|\u043A\u0438 |\u0456 \u0437|\u0430 \u0431|\u0441\u043F\u0440|\u0447\u0435\u043D|\u0436\u0435 |\u043E\u0436\u0435|\u0435 \u043C|\u043E\u0432\u043D|\u0440\u0438\u043C|\u0435 \u0431|\u0442\u043E |\u043D\u0456\u0445|\u043E\u0441\u043E|\u0443\u0434\u044C|\u0432\u0456 | \u0440\u0435| \u0441\u0442|\u0440\u0430\u0446|\u0434\u043E | \u0441\u043E|\u0440\u043E\u0437|\u043B\u0435\u043D|\u0432\u043D\u0438|\u0456\u0432\u043D|\u0440\u043E\u0434| \u0432\u0441|\u0441\u043F\u0456|\u043A\u043E\u0432|\u0437\u043F\u0435|\u0456\u0432 |\u0434\u043B\u044F| \u0434\u043B|\u0457 \u043E|\u0445\u0438\u0441|\u0430\u0445\u0438|\u0437\u0430\u0445|\u2010\u044F\u043A|\u044C\u2010\u044F|\u0434\u044C\u2010|\u044F \u0456|\u0442\u0430\u043A|\u0437\u043D\u0430|\u0437\u0430\u0431|\u0441\u0442\u044C|\u0442\u0443 |\u043D\u043E\u044E|\u0430 \u043D|\u0442\u043E\u0440|\u0441\u043D\u043E|\u043E \u0441|\u0436\u0435\u043D|\u0446\u0456\u0430|\u043E\u0446\u0456|\u0441\u043E\u0446|\u0456\u043D\u0448|\u0456 \u043C|\u043A\u043B\u0430|\u0438 \u0432|\u0442\u0435\u0440| \u0434\u0456|\u0456\u0441\u0442|\u043E\u0432\u0456|\u0443 \u0441|\u044F \u0432|\u0430\u0440\u043E|\u0441\u0456 |\u0432\u0456\u0442|\u0441\u0432\u0456|\u043E\u0441\u0432|\u0440\u043E\u0431|\u043F\u0456\u043B|\u0440\u0435\u0441|\u0437\u0430 |\u043F\u0435\u0447|\u0430\u0431\u0435|\u043A\u0443 |\u043B\u0438\u0432|\u0435\u0440\u0436|\u0434\u0435\u0440|\u0432 \u0456|\u0430\u0432\u043D|\u0442\u0430\u0432|\u0430\u0432 |\u0430\u043C\u0438|\u043A\u043E\u043C|\u0432\u043B\u0435|\u043E \u0431|\u044C \u043F| \u0449\u043E|\u0457\u0445 |\u0442\u0432\u043E|\u0445\u0442\u043E|\u0456\u0445\u0442|\u043A\u043E\u0433| \u043A\u0440|\u0430\u043D\u043E|\u0442\u0430\u043D|\u0456\u0430\u043B|\u043D\u0430\u043B|\u043D\u044C |\u0445 \u043F|\u0436\u043D\u043E|\u043B\u0435\u0436|\u0430\u043B\u0435|\u043F\u0440\u043E|\u0442\u0432\u0430|\u0440\u0430\u0442|\u043E \u043E|\u0445 \u0432|\u043D\u0430\u0440|\u043B\u044C\u0441|\u0446\u0456\u0439|\u043A\u043E\u0440|\u0447\u0430\u0441|\u0440\u0436\u0430|\u0457 \u0441|\u0438\u043D\u0443|\u0434\u0441\u0442|\u043E \u0437|\u0440\u0430\u0437|\u043C\u0456\u043D|\u0430 \u0440|\u0437\u0430\u043A",
    bos: " \u043F\u0440| \u0438 |\u0440\u0430\u0432|\u043D\u0430 |\u043C\u0430 |\u043F\u0440\u0430| \u043D\u0430|\u0438\u043C\u0430| \u0441\u0432|\u0430 \u0441|\u0434\u0430 |\u0430 \u043F|\u0432\u043E |\u0458\u0435 |\u043A\u043E |\u0430\u043A\u043E|\u043E \u0438| \u043F\u043E|\u0430\u0432\u043E|\u0435 \u0441|\u0430 \u0438|\u0442\u0438 | \u0438\u043C| \u0434\u0430| \u0443 |\u0441\u0432\u0430|\u043D\u043E | \u0437\u0430|\u043E \u043D|\u0432\u0430 |\u0438 \u043F|\u0438\u043B\u0438|\u0432\u0430\u043A|\u043B\u0438 | \u043A\u043E|\u043D\u0435 | \u0438\u043B|\u043A\u043E\u0458| \u043D\u0435| \u0434\u0440|\u043E\u0441\u0442| \u0441\u043B|\u045A\u0430 |\u0438\u043C |\u0438 \u0441|\u0443 \u0441|\u0438 \u0438|\u0430\u0432\u0430|\u0438\u0458\u0435|\u0430 \u0443| \u0431\u0438|\u0441\u0442\u0432|\u0441\u0435 |\u0432\u0430\u045A|\u0430 \u0434|\u043E\u043C |\u0458\u0435\u0434|\u0431\u043E\u0434|\u043E\u0431\u043E|\u043B\u043E\u0431|\u0441\u043B\u043E| \u0441\u0435| \u0440\u0430|\u0438\u0445 |\u0441\u0442\u0438|\u0430 \u043D|\u045A\u0435 | \u043E\u0431| \u0458\u0435|\u043F\u0440\u0438|\u0434\u0440\u0443|\u0443 \u0438|\u0458\u0443 |\u043E \u0434|\u0438\u0442\u0438|\u0432\u043E\u0458|\u0440\u0430\u0437|\u0430\u045A\u0435|\u043E\u0432\u0430|\u0434\u0458\u0435| \u043E\u0441|\u0435 \u0438|\u043B\u043E |\u0435 \u043F|\u0430\u045A\u0430|\u0443\u0458\u0435|\u0438 \u0434|\u0431\u0440\u0430|\u0442\u0440\u0435| \u0442\u0440| \u0441\u0443|\u0443 \u0437|\u0430 \u043A|\u043E\u0433 |\u0443 \u043F|\u043E\u0458\u0435|\u0446\u0438\u0458|\u0440\u0435\u0431|\u0430 \u043E|\u0430 \u0431| \u045A\u0435|\u0438 \u0443|\u043C\u0438\u0458|\u043D\u0438 |\u043D\u043E\u0441|\u0431\u0430 |\u0435\u0434\u043D|\u0441\u0432\u043E|\u045A\u0435\u0433| \u0438\u0437|\u043F\u0440\u043E|\u0435 \u0434|\u0436\u0430\u0432|\u0431\u0438\u0442| \u043D\u0438|\u0438 \u043E|\u0441\u0442\u0430|\u0430 \u0437|\u0430\u0432\u043D|\u0432\u0458\u0435| \u043A\u0430|\u0431\u0438\u043B|\u043E\u0432\u043E|\u0430 \u0458|\u0430\u0458\u0443|\u0438\u0441\u0442|\u0438 \u043D|\u043D\u0438\u0445|\u0458\u0435\u043B|\u0442\u0443 |\u0440\u0435\u0434|\u0433\u043E\u0432| \u043E\u0434|\u0435 \u043E|\u043E\u0458\u0438| \u0441\u043C|\u0458\u0430 |\u043E \u043A|\u0438\u043B\u043E|\u0430\u0446\u0438|\u0435 \u0443|\u043F\u0440\u0435|\u043E \u043F|\u0435\u0431\u0430|\u0443 \u043E|\u0441\u0443 |\u0432\u0438\u043C|\u0438\u0447\u043D| \u0441\u0430| \u0434\u0458|\u0430 \u0442|\u0438\u0458\u0430|\u0448\u0442\u0438|\u0447\u043D\u043E|\u0440\u0436\u0430|\u0434\u0440\u0436|\u0441\u0442\u0443|\u0434\u043D\u0430|\u043E\u0434\u043D|\u0435\u043D\u0438|\u0437\u0430 |\u0438\u0432\u0430|\u043D\u043E\u043C|\u0435\u043C |\u0434\u0443 |\u0440\u0430\u043D|\u0432\u043D\u043E|\u0441\u043C\u0438|\u0458\u0435\u0440|\u0435 \u0431|\u0435 \u043D|\u0434\u0435 |\u043F\u043E\u0441|\u043C \u0438| \u0434\u043E|\u0443 \u0434|\u043D\u0430\u043A|\u0430 \u0440|\u043E\u0431\u0440| \u043C\u043E|\u043D\u0438\u043C|\u0435\u0433\u043E| \u043A\u0440|\u0442\u0438\u0442|\u043A\u0440\u0438|\u0432\u0435 |\u0430\u043D |\u0438\u043A\u043E|\u043D\u0438\u043A|\u043D\u0443 |\u0438 \u043C|\u043D\u043E\u0433|\u0435\u043D\u043E|\u0441\u043D\u043E|\u0435 \u043A|\u0442\u0443\u043F|\u0440\u0443\u0433|\u043A\u0430 |\u043E\u0434\u0430|\u0440\u0438\u0432|\u0432\u043E\u0459|\u0430\u043B\u043D|\u043C \u0441|\u0438\u0442\u0443|\u0430\u0448\u0442|\u0437\u0430\u0448|\u0430\u043D\u0438|\u0441\u0430\u043C| \u0441\u0442|\u0430\u043A\u0432|\u043E\u0432\u0438|\u043E\u0441\u043D|\u0440\u043E\u0434|\u0430\u0440\u043E| \u043C\u0438|\u0458\u0438 |\u0442\u0432\u0430|\u0434\u043D\u043E|\u043D\u0441\u0442|\u0430\u043A |\u0438\u0442\u0435|\u0459\u0443 |\u0432\u0438\u0447|\u0440\u0430\u0434|\u0443 \u043D|\u0443 \u043C| \u0442\u0430|\u0434\u0441\u0442|\u0442\u0438\u0432|\u043D\u0430\u0446|\u0440\u0438\u043C|\u043A\u043E\u043D|\u043A\u0443 |\u045A\u0443 |\u043E\u0434\u0443|\u0436\u0438\u0432|\u0430\u043C\u043E|\u0442\u0432\u043E|\u0442\u0435\u0459|\u043F\u043E\u0434|\u0435\u045B\u0443|\u0433 \u043F|\u043D\u043E\u0432|\u0438\u043D\u0430|\u043D\u0430\u0440| \u0432\u0458|\u0438 \u0431|\u043E\u0458 | \u043E\u0432|\u0430\u0432\u0435|\u0432\u0443 |\u0430\u043D\u0441|\u043E\u0458\u0430|\u0437\u043E\u0432|\u0430\u0437\u043E|\u0443\u0434\u0435|\u0431\u0443\u0434| \u0431\u0443|\u0435 \u0442|\u0438 \u0432|\u0435\u045A\u0430|\u0435\u0434\u0438|\u043D\u0438\u0446|\u043D\u0430\u043F|\u043C\u0458\u0435| \u0438\u0441|\u0441\u043B\u0443|\u0435\u0434\u0441|\u043E \u043E|\u0437\u0430\u043A|\u0438 \u043A|\u043C \u043F|\u0442\u043D\u043E|\u0438\u0432\u043E|\u0435\u0440\u0435|\u043D\u0438\u0447|\u043A\u0430\u043A|\u0430\u0434\u0430|\u0432\u043D\u0438|\u0443\u0433\u0438| \u0440\u043E|\u043C\u043E\u0432|\u0432\u0435\u043D|\u043E \u0441|\u0442\u043E |\u0442\u0435 | \u0432\u0440| \u0431\u0435|\u0430\u0440\u0430|\u043A\u043B\u0430| \u0431\u0440|\u0443 \u0431|\u0443 \u0443|\u0438 \u0442|\u043E\u043D\u0430| \u043E\u043D|\u0430\u0432\u0438|\u0458\u0430\u043B|\u0434\u043D\u0438| \u0441\u043A",
    srp: " \u043F\u0440| \u0438 |\u0440\u0430\u0432|\u043D\u0430 |\u043F\u0440\u0430| \u043D\u0430|\u043C\u0430 | \u0441\u0432|\u0438\u043C\u0430|\u0434\u0430 |\u0430 \u043F|\u0432\u043E |\u043A\u043E |\u0442\u0438 |\u0430\u0432\u043E| \u043F\u043E|\u0430 \u0438|\u0430\u043A\u043E|\u0430 \u0441| \u0437\u0430| \u0443 |\u043E \u0438| \u0438\u043C|\u0438 \u043F|\u0432\u0430 |\u0441\u0432\u0430|\u0432\u0430\u043A| \u0434\u0430|\u043E \u043D|\u0435 \u0441|\u043E\u0441\u0442| \u043A\u043E|\u045A\u0430 |\u043B\u0438 |\u0438\u043B\u0438|\u043D\u0435 |\u043E\u043C | \u043D\u0435|\u0430 \u043D| \u0441\u043B| \u0438\u043B|\u0458\u0435 | \u0434\u0440|\u0438 \u0441|\u043D\u043E |\u043A\u043E\u0458|\u0443 \u0441|\u0430\u0432\u0430| \u0440\u0430|\u043E\u0433 |\u0441\u043B\u043E|\u0458\u0443 |\u0438\u043C |\u0441\u0442\u0438|\u0431\u043E\u0434|\u043E\u0431\u043E|\u043B\u043E\u0431|\u0438\u0442\u0438|\u0430 \u043E|\u0441\u0442\u0432|\u0438 \u0443|\u0430 \u0434|\u043D\u0438 |\u0458\u0435\u0434|\u0443 \u043F|\u043F\u0440\u0438|\u0435\u0434\u043D| \u0431\u0438|\u0438 \u0438|\u0430 \u043A|\u043E \u0434|\u0441\u0442\u0430|\u0438\u0445 |\u0434\u0440\u0443|\u0430 \u0443| \u0458\u0435|\u0430\u045A\u0430| \u043E\u0441| \u043D\u0438|\u043D\u043E\u0441|\u043F\u0440\u043E|\u0430\u0458\u0443|\u0438 \u043E| \u0434\u0435| \u0441\u0443|\u0443 \u0438|\u0441\u0435 |\u045A\u0435 |\u0458\u0430 |\u043E\u0432\u0430|\u0438 \u0434|\u0446\u0438\u0458| \u043E\u0431|\u0443\u0458\u0435|\u0440\u0435\u0434|\u0436\u0430\u0432|\u0435 \u0438|\u0435 \u043F|\u0430 \u0458|\u0434\u043D\u0430| \u0441\u0435| \u043E\u0434|\u0432\u0435 | \u043A\u0430|\u0435\u043D\u0438|\u0440\u0436\u0430|\u0434\u0440\u0436|\u0430 \u0437|\u0430\u0432\u043D|\u0435\u045A\u0430|\u0430\u0446\u0438|\u0432\u043E\u0458|\u043E\u0432\u043E|\u0443 \u0443|\u043C \u0438|\u043E\u0458\u0430|\u0432\u0430\u045A| \u0438\u0437|\u0438\u0458\u0430|\u0443 \u0437|\u0430\u045A\u0435|\u0440\u0430\u043D|\u0435 \u043E|\u0440\u043E\u0434|\u0438 \u043D|\u0435 \u0431|\u0440\u0430\u0437|\u0437\u0430 | \u045A\u0435|\u0433\u043E\u0432|\u0438\u0447\u043D| \u0441\u0442|\u043D\u043E\u0432|\u0441\u043D\u043E|\u043E\u0441\u043D|\u0434\u0443 |\u043F\u0440\u0435| \u0442\u0440|\u0441\u0443 |\u0432\u0443 |\u043E\u0434\u043D|\u0430 \u0431|\u0441\u0432\u043E|\u045A\u0435\u0433|\u043D\u0438\u043C|\u043D\u0438\u0445|\u0442\u0443 |\u0442\u0438\u0442|\u0448\u0442\u0438|\u043A\u0443 |\u043D\u043E\u043C|\u0431\u0438\u0442|\u0435 \u0434|\u043C\u0435 |\u0438\u043A\u043E|\u0447\u043D\u043E|\u043E\u0458\u0438|\u043B\u043E |\u0432\u043D\u043E|\u043D\u0438\u043A|\u0438\u043A\u0430|\u0431\u0435\u0437|\u0430\u0440\u0430|\u0434\u0435 |\u0443 \u043E|\u0432\u0438\u043C|\u043D\u0430\u043A| \u0441\u0430|\u0440\u0438\u0432|\u0430\u0432\u0435|\u0430\u043D |\u0432\u043E\u0459| \u043A\u0440|\u043E \u043F|\u0441\u043C\u0435|\u0435 \u043A|\u043D\u043E\u0433|\u0458\u0438 | \u043E\u0432|\u0435 \u0443|\u0442\u0432\u0430|\u0431\u0440\u0430|\u0440\u0443\u0433|\u0440\u0435\u0431|\u0442\u0440\u0435|\u0443 \u0434|\u043E\u0434\u0430| \u043C\u043E| \u0432\u0440|\u0430\u0432\u0459|\u0443 \u043D|\u0435\u0433\u043E|\u0434\u0435\u043B|\u043C \u0441|\u043A\u0440\u0438|\u043E \u043A|\u0430\u0448\u0442|\u0437\u0430\u0448|\u045A\u0443 | \u0441\u043C|\u0430\u043D\u0438| \u043B\u0438|\u0434\u043D\u043E|\u0435\u0452\u0443|\u0430\u043B\u043D|\u043B\u0430 |\u0430\u043A\u0432|\u043E\u0458 |\u043A\u043E\u043C|\u0441\u0442\u0443|\u0443\u0433\u0438|\u0430\u0432\u0438|\u0430 \u0440|\u043A\u0430 |\u0440\u0430\u0434|\u043E\u0434\u0438|\u0432\u0438\u0447|\u0442\u0430\u0432|\u0438\u0442\u0443|\u0443\u0434\u0435|\u0431\u0443\u0434| \u0431\u0443|\u043F\u043E\u0442|\u043E\u0434\u0443|\u0436\u0438\u0432|\u0435\u0440\u0435|\u0442\u0432\u043E|\u0438\u043B\u043E|\u0431\u0438\u043B|\u0430\u0440\u043E|\u0435 \u043D|\u043E\u0432\u0438|\u043F\u043E\u0440|\u0435\u043D\u043E|\u0448\u0442\u0432|\u043D\u0430\u0446|\u043E\u0432\u0435|\u043C \u043F|\u0442\u0443\u043F|\u043F\u043E\u0441|\u0440\u0435\u043C|\u0434\u043D\u0438|\u0431\u0430 |\u043D\u0441\u0442|\u0430 \u0442|\u043E\u0458\u0443|\u0430\u0441\u0442|\u0438\u0432\u0430|\u0435 \u043C|\u0432\u0440\u0435|\u0432\u0459\u0430|\u043D\u0443 |\u0431\u0435\u0452|\u0438\u0441\u0442|\u0435\u043D |\u0442\u0435 |\u0434\u0441\u0442|\u0440\u043E\u0442|\u0437\u0430\u043A|\u0430\u043E |\u043A\u0430\u043E|\u0438 \u043A|\u0458\u0443\u045B|\u043E \u0441|\u0441\u0442 |\u0441\u0430\u043C|\u043C \u043D|\u0442\u0435\u0440|\u043D\u0430\u0440| \u043C\u0435|\u0438 \u043C|\u043A\u043E\u043B|\u0435 \u0440|\u0443\u0448\u0442|\u0440\u0443\u0448|\u0432\u0435\u0440|\u043A\u0430\u043A| \u0431\u0435|\u0438 \u0431|\u043A\u043B\u0430|\u0430\u0434\u0430|\u0435\u0431\u0430|\u0435\u043D\u0430|\u043E\u043D\u0430| \u043E\u043D|\u0442\u0432\u0443|\u0430\u043D\u0441| \u0434\u043E|\u0440\u0430\u043A|\u0441\u043B\u0443|\u0438 \u0432|\u043D\u0438\u0446|\u0443 \u043A|\u043C\u0435\u043D|\u0432\u0440\u0448|\u0435\u043C\u0435|\u0435\u0434\u0441|\u0438\u0432\u0438|\u043E \u043E|\u0458\u0430\u0432",
    uzn: "\u0430\u043D |\u043B\u0430\u0440|\u0433\u0430 |\u0438\u0440 | \u0431\u0438|\u0430\u0440 | \u0432\u0430|\u0434\u0430 |\u0438\u0433\u0430| \u04B3\u0443|\u0432\u0430 |\u0431\u0438\u0440|\u0443\u049B\u0443|\u049B\u0443\u049B|\u04B3\u0443\u049B| \u04B3\u0430|\u0440 \u0431|\u0433\u0430\u043D|\u0438\u0448 |\u0438\u0434\u0430| \u0442\u0430|\u0430 \u044D|\u0438\u043D\u0438|\u0430\u0434\u0438|\u043D\u0433 |\u0434\u0438\u0440|\u0438\u0448\u0438|\u043B\u0438\u043A|\u043B\u0438\u0448|\u0438\u0439 |\u0438\u043B\u0438|\u0430\u0440\u0438|\u0443\u049B\u0438|\u04B3\u0430\u0440|\u043B\u0430\u043D|\u0438\u043D\u0433|\u0448\u0438 |\u0434\u0430\u043D|\u043D\u0438\u043D|\u0438\u043D\u0441|\u043A\u0438\u043D|\u0441\u043E\u043D|\u043D\u0441\u043E| \u0438\u043D| \u043C\u0443|\u049B\u0438\u0433| \u043C\u0430|\u043E\u043D |\u0440 \u0438| \u0431\u045E|\u044D\u0433\u0430| \u044D\u0433| \u045E\u0437|\u043D\u0438 |\u0431\u045E\u043B|\u0433\u0430\u0434|\u0438 \u0431|\u043A\u0438 |\u0438\u043B\u0430|\u0451\u043A\u0438| \u0451\u043A|\u0430 \u0431|\u043D \u0431|\u0438\u043D |\u0440 \u04B3|\u0430\u043B\u0430|\u044D\u0440\u043A| \u044D\u0440|\u043B\u0433\u0430| \u049B\u0430|\u0440\u043A\u0438|\u0448 \u04B3|\u0438 \u04B3|\u043D \u043C| \u0431\u043E| \u0431\u0430|\u0438\u043A |\u0430\u0440\u0430|\u0438\u0433\u0438|\u043B\u0438\u0433|\u0440\u0438 |\u049B\u0438\u043B|\u0430 \u0442|\u0431\u0438\u043B| \u044D\u0442|\u043D\u0438\u0448|\u043D\u043B\u0438|\u043A\u043B\u0430|\u0438 \u0432|\u0431\u043E\u0448|\u044D\u0442\u0438|\u0430\u043D\u0438|\u0438\u043C |\u0438 \u043C|\u043E\u043B\u0438|\u049B\u043B\u0430|\u0430 \u04B3|\u043B\u0430\u0448|\u0430\u0442\u043B|\u0442\u0438\u043B|\u0430 \u049B| \u043E\u043B|\u043E\u0441\u0438|\u043C\u0430\u0441|\u049B\u0430\u0440|\u0438\u043D\u043B|\u043B\u0430\u0442| \u049B\u0438|\u0442\u0430\u044A|\u04B3\u0430\u043C|\u0433\u0438 |\u0438\u0431 |\u043C\u043B\u0430|\u045E\u0437 |\u043D \u044D|\u043C\u0443\u043C| \u0434\u0430| \u0431\u0443|\u0430\u0442 |\u0448 \u0432|\u0443\u043D |\u0430\u0442\u0438|\u043C\u043A\u0438|\u0443\u043C\u043A|\u0442\u043B\u0430|\u0438\u0440\u043E|\u045E\u043B\u0438|\u0431\u0430\u0440|\u0438\u0440\u0438|\u0440\u0438\u0448|\u0438\u044F\u0442|\u0430\u043B\u0438| \u0431\u0435| \u049B\u043E|\u0430 \u0448|\u0430\u0440\u043E| \u043A\u0435|\u0438 \u0442|\u0440\u043B\u0430| \u0442\u0435|\u0447\u0430 |\u0440\u0447\u0430|\u0430\u0440\u0447|\u0430 \u045E| \u0448\u0443|\u0442\u0438\u0448|\u043D \u04B3|\u0442\u0433\u0430| \u0441\u0430|\u0430\u0441\u0438| \u0445\u0430|\u0440\u0430\u043A|\u043B\u0438\u043D|\u043E\u043B\u0430|\u0438\u043C\u043E|\u0448\u049B\u0430|\u043B\u0438 | \u0442\u0443|\u0430\u043C\u043B|\u043B\u043B\u0430|\u0441\u0438\u0434|\u043D \u045E| \u0430\u0441|\u043D\u0438\u0434|\u0430 \u0438| \u043A\u0438|\u043D \u0442|\u043D\u0434\u0430|\u043A \u0431|\u0435\u0440\u0430|\u043E\u0448\u049B|\u0441\u0438\u0437|\u043E\u0440 |\u0430 \u043C|\u0440 \u0432|\u0435\u043D\u0433|\u0442\u0435\u043D|\u043C\u0430\u0442|\u043C\u0434\u0430|\u0430\u043C\u0434|\u043B\u0438\u043C|\u0439 \u0442|\u044F\u0442 |\u0438 \u0430|\u0438\u043D\u043E|\u0438\u043B\u0433| \u0442\u043E|\u0442\u043D\u0438|\u0430\u043D\u0430|\u0430\u0441 |\u044D\u043C\u0430| \u044D\u043C|\u0430 \u0451| \u0448\u0430|\u0430\u0448 |\u0430 \u0430|\u0442\u0430\u0440|\u043A\u0430\u0442|\u0430\u043A\u0430|\u0430\u043A | \u0434\u0435|\u0430\u0437\u0430|\u0438\u043B\u043B|\u0441\u0438\u0439| \u0441\u0438| \u0441\u043E|\u0443\u049B\u043B|\u043D \u049B|\u043E\u0434\u0430|\u044A\u043B\u0438|\u0430\u044A\u043B|\u043D\u0438\u043A|\u0430\u0434\u0430| \u043D\u0438|\u0442\u0434\u0430|\u0433\u0438\u043D|\u0443\u043D\u0438|\u0441\u0438\u0442|\u0430\u0439 |\u049B\u043E\u043D|\u043D \u043E| \u0436\u0430|\u043A\u0438\u043C|\u0435\u0447 |\u04B3\u0435\u0447| \u04B3\u0435|\u045E\u0437\u0438|\u043B\u0430\u043A|\u043A\u0435\u0440|\u0438\u043A\u043B|\u043B\u043B\u0438|\u0443\u0440 |\u0437\u0430\u0440|\u0448\u043B\u0430|\u0440\u0438\u0433|\u0438\u0440\u043B|\u0434\u0430\u043C|\u043A\u043E\u04B3|\u0438\u043A\u043E|\u0430 \u0434|\u0430\u043C |\u043D \u0432|\u0440\u0442\u0438|\u0442\u0438\u0431|\u0442\u0430\u043B| \u0438\u0448|\u0447\u0443\u043D|\u0443\u0447\u0443| \u0443\u0447|\u0441\u043B\u0430|\u0430 \u0443|\u0440\u0438\u043D|\u0441\u043E\u0441|\u0430\u0441\u043E| \u0443\u043D|\u043D\u0430 | \u043A\u0430|\u043C\u0443\u04B3|\u0434\u0438\u0433|\u0447 \u043A|\u0430\u0441\u043B|\u043B\u043C\u0430|\u0440\u0430 |\u0431\u0443 |\u0445\u0430\u043B|\u045E\u043B\u0433|\u0438 \u043A|\u0435\u043A\u043B|\u0440 \u0434|\u049B\u0430\u0442|\u0430\u0433\u0430|\u0438 \u049B|\u043E\u0438\u0439|\u043C\u0438\u043B| \u043C\u0438|\u049B\u0430 |\u0438 \u0441|\u0436\u0438\u043D| \u0436\u0438|\u0441\u0438\u043D|\u0440\u043E\u0440|\u0430 \u0432|\u043B\u0430\u0434|\u0430 \u043E|\u0442\u043B\u0438|\u043C\u0438\u044F|\u043D \u0438|\u0430\u0431 |\u0442\u0438\u0440|\u0437 \u043C|\u0434\u0430\u0432|\u0440\u0433\u0430|\u0430\u0433\u0438|\u0430 \u043A|\u043D\u043B\u0430|\u0430\u049B\u0442|\u0432\u0430\u049B|\u0430\u0440\u0442|\u0430\u0451\u0442|\u043B\u0430\u0431",
    azj: " \u0432\u04D9|\u0432\u04D9 |\u04D9\u0440 |\u0438\u0440 | \u04BB\u04D9| \u0431\u0438| \u04BB\u04AF| \u043E\u043B|\u04AF\u0433\u0443|\u04BB\u04AF\u0433|\u0433\u0443\u0433|\u043D\u0430 |\u0438\u043D |\u043B\u0430\u0440|\u04BB\u04D9\u0440|\u0434\u04D9 | \u0448\u04D9|\u0431\u0438\u0440|\u043B\u04D9\u0440|\u043B\u0438\u043A|\u043C\u0430\u043B|\u0440 \u0431|\u043B\u043C\u0430|\u0440 \u04BB| \u0442\u04D9|\u04D9\u0445\u0441|\u0448\u04D9\u0445|\u04D9\u043D |\u0434\u0438\u0440|\u0443\u0433\u0443|\u0443\u043D\u0430|\u0430\u043D |\u0430\u043B\u0438|\u0430 \u043C| \u043C\u0430|\u0438\u043A\u0434|\u0438\u043D\u0438|\u0440 \u0448|\u0434\u04D9\u043D|\u0430\u0440 |\u0438\u043B\u04D9|\u0433\u0443\u043D|\u0430\u0433 |\u0430\u0441\u044B| \u0458\u0430|\u043C\u04D9\u043A|\u0458\u04D9\u0442| \u043C\u04D9| \u043C\u04AF|\u043A\u0434\u0438|\u04D9\u0441\u0438|\u04D9\u043A |\u0438\u043B\u043C|\u043D\u0438\u043D|\u043D\u0434\u04D9|\u043E\u043B\u043C|\u04D9\u0442\u0438|\u04D9 \u0458|\u0441\u0438\u043D|\u0445\u0441 |\u043D\u0434\u0430|\u043B\u043C\u04D9|\u0458\u0458\u04D9|\u0438 \u0432| \u0433\u0430| \u0430\u0437|\u043E\u043B\u0443|\u0438\u0458\u0458|\u0458\u0430 |\u0438\u043D\u0434|\u0437\u0430\u0434|\u0433\u043B\u0430|\u04AF\u043D |\u043D\u0438 |\u043B\u04D9 |\u0442\u0438\u043D|\u043D \u043C|\u0430\u0437\u0430|\u0430\u0440\u044B|\u04D9\u0442 |\u043D \u0442|\u043C\u0430\u0433|\u043B\u0443\u043D|\u043B\u044B\u0433|\u04D9 \u0431|\u0443\u043D |\u043D\u0443\u043D|\u0433 \u0432|\u043D \u04BB|\u0434\u0430\u043D|\u044B\u043D | \u0435\u0442|\u0442\u043C\u04D9|\u04D9\u0440\u04D9| \u04E9\u0437|\u0434\u0430 |\u04D9 \u0432| \u043E\u043D|\u04D9 \u0430|\u044B\u043D\u0430|\u044B\u043D\u044B|\u0431\u0438\u043B|\u0430 \u0431|\u0441\u044B |\u0438\u043B |\u04D9\u043C\u0438|\u0430\u0440\u0430|\u0441\u0438 | \u0434\u0438|\u04D9 \u043C|\u04D9\u0440\u0438|\u0440\u043B\u04D9| \u0432\u0430|\u04D9 \u04BB|\u0435\u0442\u043C|\u044B\u0493\u044B|\u0430\u043C\u0430|\u0434\u043B\u044B|\u0430\u0434\u043B|\u0440\u0438\u043D|\u0431\u04D9\u0440|\u0440\u044B\u043D|\u043D \u0438|\u043C\u04AF\u0434|\u043D\u044B\u043D| \u04BB\u0435|\u043C\u0430\u0441|\u0438\u043A |\u043D \u0430|\u0434\u0438\u043B|\u0430\u043B\u044B|\u0438\u0440\u043B|\u04D9\u043B\u04D9|\u04AF\u0434\u0430|\u0441\u044B\u043D|\u044B\u043D\u0434|\u0445\u0441\u0438|\u043B\u0438 |\u04D9 \u0434|\u043D\u04D9 | \u0431\u04D9|\u04D9\u0458\u0430| \u0438\u043D|\u04D9 \u0438|\u043B\u04D9\u0442| \u0441\u04D9|\u043D\u044B | \u0438\u0448|\u0430\u043D\u044B|\u0435\u0447 |\u04BB\u0435\u0447|\u0433 \u04BB|\u0435\u0458\u043D|\u04D9 \u0435|\u0434\u044B\u0440| \u0434\u0430|\u0430\u0441\u0438|\u0440\u044B |\u0438\u0448 |\u0438\u0444\u0430|\u043B\u044B\u0493|\u0438 \u0441|\u0444\u0438\u04D9|\u0430\u0444\u0438|\u0434\u0430\u0444| \u0435\u0434|\u043C\u04D9\u0437|\u0443 \u0432|\u043A\u0438\u043B| \u04BB\u0430|\u043E\u043B\u0430|\u043D \u0432|\u04D9\u043D\u0438|\u044B\u0440 |\u0443\u0433 |\u0443\u043D\u043C| \u0431\u0443| \u0430\u0441|\u0441\u0438\u0430|\u043E\u0441\u0438|\u0441\u043E\u0441|\u0438\u043B\u0438|\u044B\u0434\u044B|\u043B\u044B\u0434|\u043D\u043C\u0430|\u044B\u0433 |\u0438\u043D\u04D9|\u04D9\u0440\u0430|\u0441\u0438\u043B|\u0445\u0438\u043B|\u0430\u0445\u0438|\u0434\u0430\u0445|\u0430\u0434\u04D9|\u043C\u0430\u043D|\u0430 \u04BB|\u04D9 \u043E|\u043E\u043D\u0443|\u0430 \u0433|\u04D9\u0437 | \u043A\u0438|\u0441\u0435\u0447| \u0441\u0435|\u044B \u04BB|\u043C\u0438\u043D|\u043B\u0430\u043D|\u04D9\u0434\u04D9|\u0431\u0443 |\u0440\u0430\u0433|\u043B\u044B |\u044B\u043B\u044B|\u0430\u043B |\u04D9 \u0433|\u0440 \u0432|\u043D\u043B\u0430|\u04BB\u0441\u0438|\u04D9\u04BB\u0441|\u0442\u04D9\u04BB|\u04E9\u0437 |\u0438\u0441\u0442| \u0438\u0441|\u043C\u04D9\u0441| \u04D9\u0441|\u0438\u043D\u0430|\u04D9 \u0442|\u04D9\u0442\u043B|\u0430 \u0432|\u0438\u04D9 |\u043D \u0431|\u0442\u04D9\u0440| \u0442\u0430| \u04B9\u04D9|\u0435\u0434\u0438|\u0430\u043B\u0430|\u043A\u0438\u043C|\u0433\u0443 |\u0438 \u0442|\u0443\u043B\u043C|\u043C\u04D9\u04BB|\u043D \u043E|\u0430\u0458\u0430|\u044B \u043E|\u0438\u0430\u043B| \u0441\u043E|\u0438\u043B\u043B|\u0441\u0438\u0458| \u0434\u04D9|\u0432\u0430\u0440|\u0438\u043D\u0441|\u043C\u0438 |\u0493\u044B |\u043D\u0438\u043A|\u0440 \u0438|\u0430\u0433\u043B|\u043A \u04BB|\u0442\u04D9\u043C|\u0442\u0430\u043C|\u0447\u04AF\u043D|\u04AF\u0447\u04AF| \u04AF\u0447|\u0493\u044B\u043D|\u0441\u0430\u0441|\u04D9\u0441\u0430|\u0437 \u04BB|\u04D9\u043C\u04D9|\u0437\u0430\u043C| \u0437\u0430|\u0441\u0442\u0438|\u0440\u04D9\u0444|\u043D \u0435|\u0440 \u0430|\u0438\u043B\u0434|\u04BB\u04D9\u043C|\u044B\u0433\u043B|\u0458\u0430\u043D|\u043C\u0430\u0458|\u043D \u04D9|\u043C\u04D9\u043D|\u043C\u0438\u043B| \u043C\u0438|\u04D9\u0433\u0438|\u0434\u0438\u043D|\u043D \u0434|\u0442\u04AF\u043D| \u0434\u04E9|\u043C\u0438\u0458|\u043A\u0430\u04BB|\u0438\u043A\u0430| \u043D\u0438|\u0444\u0430\u0434|\u0442\u0438\u0444|\u043B \u043E|\u0441\u04D9\u0440|\u0458\u043D\u0438| \u0435\u0458|\u0430\u043D\u0430|\u043B\u04D9\u043D|\u0430\u043C |\u0440\u0438\u043B|\u0430\u0458\u04D9|\u0430\u0448\u044B",
    koi: "\u043D\u044B |\u04E7\u043D | \u0431\u044B|\u0434\u0430 | \u043F\u0440|\u043B\u04E7\u043D|\u0440\u0430\u0432| \u043C\u043E|\u043F\u0440\u0430| \u0434\u0430|\u0431\u044B\u0434| \u0432\u0435|\u043E\u0440\u0442|\u043B\u04E7 |\u04E7\u0439 |\u043C\u043E\u0440|\u04E7\u043C |\u0430\u0432\u043E| \u043D\u0435|\u0432\u043E |\u044B\u0434 |\u044B\u0441 |\u043D\u04E7\u0439|\u044B\u043D |\u043C \u043F|\u0434 \u043C|\u044B\u043D\u044B|\u0442\u043D\u044B| \u0430\u0441|\u0442\u04E7\u043C|\u043B\u044C\u043D| \u044D\u043C|\u0432\u0435\u0440|\u0441\u044C |\u044C\u043D\u04E7|\u044D\u043C |\u043D \u044D|\u0442\u043B\u04E7| \u043A\u044B|\u0441\u04E7 | \u043F\u043E|\u0435\u0440\u043C|\u0441\u044C\u04E7|\u0440\u0442\u043B|\u0430\u043B\u044C| \u043A\u04E7|\u044D\u0437 | \u04E7\u0442|\u04E7 \u0432|\u0442\u043E |\u0435\u0442\u043E|\u043D\u0435\u0442|\u044B\u043B\u04E7| \u043A\u043E|\u0442\u0448\u04E7| \u043E\u0442| \u0438 |\u044B \u0441|\u0431\u044B |\u04E7 \u0431|\u0441\u0442\u0432|\u043A\u04E7\u0440| \u0432\u04E7|\u0448\u04E7\u043C|\u043A\u044B\u0442|\u0442\u0430 |\u043D\u0430 |\u0437 \u0432| \u0441\u0435| \u0434\u043E|\u0432\u043E\u043B|\u04E7\u0441 | \u0441\u044B|\u044B \u0430|\u043E\u043B\u0430|\u0440\u043C\u04E7|\u0430\u0441 |\u043E\u0437 | \u043E\u0437| \u0441\u0456|\u0430 \u0441|\u0442\u0432\u043E|\u0441 \u043E| \u0432\u044B|\u043B\u0456\u0441|\u04E7 \u043A|\u044B\u0442\u0448|\u04E7 \u0434|\u0438\u0441 |\u0456\u0441\u044C|\u04E7\u0442\u043D|\u0430\u0441\u044C| \u043E\u043B| \u043D\u0430|\u0430\u0446\u0438| \u044D\u0442|\u0430 \u0432|\u0437\u043B\u04E7|\u0441\u0435\u0442| \u0432\u043E| \u0447\u0443|\u043B\u0430\u0441|\u043B\u0430\u043D|\u043C\u04E7 |\u0442\u044B\u0441|\u0440\u0442\u044B|\u04E7\u0440\u0442|\u044B \u043F|\u04E7\u0442\u043B|\u043E \u0441|\u044D\u0442\u0430|\u0434\u0437 |\u043A\u04E7\u0442|\u04E7\u0434\u043D|\u0432\u043D\u044B| \u043C\u044B|\u043D \u043D|\u0443\u0434\u0436| \u0443\u0434|\u0432\u044B\u043B|\u04E7 \u043C|\u0440\u0442\u0456|\u043E\u0440\u0439|\u0438\u0441\u044C| \u0441\u043E|\u0432\u043E\u044D|\u044B\u0434\u04E7|\u0439 \u043E|\u043A\u043E\u043B| \u0433\u043E|\u0441 \u0441|\u0441\u0441\u0438|\u0441\u044B\u043B|\u044B\u0441\u043B|\u0439\u044B\u043D|\u043A\u0438\u043D|\u043E\u043B\u04E7|\u0442\u04E7\u043D| \u0441\u044C|\u0430\u043D\u0430|\u04E7\u0440 |\u0446\u0438\u044F|\u0430 \u0434|\u04E7\u043C\u04E7| \u0432\u0438|\u0437 \u043A| \u044D\u0437|\u044B \u0431|\u0442\u04E7\u0433|\u04E7\u0442 |\u043C\u04E7\u0434|\u0435\u0441\u0442|\u043E\u0441\u0442|\u04E7\u043D\u044B|\u0442\u0438\u0440|\u043E\u0442\u0438|\u0443\u043A\u04E7|\u0447\u0443\u043A|\u043D \u043F|\u043E\u043D\u0434|\u043F\u043E\u043D|\u0441\u043B\u04E7|\u043A\u0435\u0440| \u043A\u0435| \u043E\u0431|\u0441\u0438\u0441|\u0441\u0443\u0434|\u0430 \u043D|\u0434\u043E\u0440|\u043A\u043E\u043D|\u043D\u0435\u043A|\u043D \u0431|\u043B\u04E7\u0442|\u0441 \u0432|\u0442\u0456 |\u044C\u04E7\u0440|\u0442\u0440\u0430| \u0441\u0442|\u043D\u0430\u043B|\u043E\u043D\u0430|\u043D\u0430\u0446|\u043D \u043A|\u043A\u04E7\u0434|\u04E7\u0433 |\u0441\u043A\u04E7|\u0442\u044C |\u0435\u0442\u04E7|\u0434\u04E7\u0441|\u0431\u044B\u0442|\u0440\u043D\u044B|\u04E7 \u043D|\u0442\u0441\u04E7|\u0440\u0440\u0435|\u0430 \u0431|\u043D\u0434\u0430|\u0441 \u0434|\u0430\u0441\u0441|\u044B \u043A|\u0430\u0441\u043B| \u043B\u043E|\u044C\u043D\u044B|\u0441\u044C\u043D|\u044B \u043C|\u0435\u043A\u0438|\u044B \u0434| \u043C\u04E7|\u044C \u043C|\u044B \u043D|\u044B\u0442\u04E7| \u043C\u0435|\u0440\u0439\u04E7|\u0438\u0430\u043B|\u0439 \u0434|\u0438\u0442\u04E7|\u0430 \u043A|\u04E7\u0441\u044C|\u043C\u04E7\u0441|\u043E\u0432\u043D|\u0437\u044B\u043D|\u0430 \u043F|\u043E\u0442\u0441| \u043B\u0438|\u043E\u043B\u044F|\u04E7 \u0430|\u043E\u0441\u0443|\u04E7\u044F |\u043D\u04E7\u044F|\u0435\u0437\u043B|\u0440\u0435\u0437|\u043C\u0435\u0434|\u0441 \u043C| \u0441\u044D|\u044C \u043A|\u0440\u0439\u044B|\u0430\u043A\u043E|\u0437\u0430\u043A| \u0437\u0430|\u044C\u044B\u043D|\u043D\u043D\u0451|\u043C\u04E7\u043B|\u0443\u043C\u04E7| \u0443\u043C|\u044B \u0443|\u043D \u0432|\u043C \u0434|\u043D \u0441| \u0434\u0437|\u043D \u043E|\u0440\u0430\u043D|\u0441\u0442\u0440|\u043E\u0437\u044C|\u043F\u043E\u0437|\u0437 \u043F|\u043E \u0434|\u0446\u0438\u0430|\u043E\u0446\u0438|\u0441\u043E\u0446|\u0438\u043E\u043D|\u0430 \u043C|\u0435\u0441\u043A|\u0447\u0435\u0441|\u043D\u04E7 |\u0437 \u0434|\u0442\u0441\u044C|\u0431\u04E7\u0440| \u0431\u04E7| \u043E\u0432|\u0432\u0435\u0441|\u043A\u044B\u0434|\u04E7 \u0441|\u0432\u043E\u044B|\u043A\u043E\u0434|\u0442\u043A\u043E|\u04E7\u0442\u043A|\u043E\u043B\u044C|\u0434\u0431\u044B|\u0435\u0434\u0431|\u0441\u044C\u044B|\u0447\u044B\u043D|\u0442\u0447\u044B|\u04E7\u0442\u0447|\u0442\u043B\u0430|\u043C\u04E7\u043D|\u0441\u043B\u0430|\u0439\u04E7\u0437| \u0439\u04E7|\u0442 \u0432|\u044B \u0438|\u0435\u0437 |\u043E \u0432|\u043E\u043D\u044B|\u0439\u04E7 |\u0430\u043D\u043D|\u04E7\u043B\u044C| \u043F\u044B|\u0430\u043D |\u043D\u04E7\u0441|\u043D\u0438\u0442| \u0441\u0443|\u043C \u0441",
    bel: " \u043F\u0440|\u043F\u0440\u0430| \u0456 |\u0430\u0432\u0430|\u043D\u0430 |\u0440\u0430\u0432| \u043D\u0430| \u043F\u0430|\u043D\u044B |\u0432\u0430 |\u0430\u0431\u043E|\u0446\u044C | \u0430\u0431|\u0430\u0435 | \u043C\u0430|\u0430\u0432\u0435|\u0430\u043D\u043D|\u0430\u0446\u044B|\u0441\u0432\u0430| \u0441\u0432|\u0435 \u043F|\u043B\u044C\u043D| \u0447\u0430|\u043D\u0435 |\u043D\u043D\u044F|\u0430\u043B\u0430|\u0430 \u043D|\u0430\u0439 |\u043B\u0430\u0432|\u0447\u0430\u043B| \u043A\u043E| \u0430\u0434| \u043D\u0435|\u0433\u0430 |\u043E\u0436\u043D|\u043A\u043E\u0436|\u0432\u0435\u043A|\u043D\u044F | \u044F\u043A|\u0436\u043D\u044B|\u044B \u0447|\u043C\u0430\u0435|\u0430 \u043F|\u0430\u0433\u0430|\u0431\u043E |\u0435\u043A |\u0430 \u0430|\u0446\u0430 |\u0446\u0446\u0430| \u045E | \u0437\u0430|\u044B\u0445 |\u043F\u0430\u0432|\u0430 \u0441|\u0433\u043E |\u0432\u0456\u043D|\u0434\u043D\u0430|\u0431\u043E\u0434|\u043C\u0456 |\u0432\u0430\u0431|\u0432\u0430\u043D|\u0430\u043C | \u0432\u044B| \u0441\u0430| \u0434\u0430|\u0441\u0442\u0430|\u0430\u0432\u0456|\u043D\u043D\u0435|\u0430\u0441\u0446|\u043D\u0430\u0439|\u0446\u044B\u044F|\u043D\u0430\u0433|\u0430\u0440\u0430|\u0456 \u043D|\u043A \u043C|\u044F\u0433\u043E| \u044F\u0433|\u044C\u043D\u0430|\u043F\u0440\u044B|\u0430\u0446\u044C|\u0456 \u043F|\u043E\u0434\u043D|\u0441\u0442\u0432|\u0430\u043C\u0430|\u043D\u044B\u0445| \u0431\u044B|\u0442\u0432\u0430|\u0434\u0437\u0435|\u0430\u043B\u044C| \u0440\u0430|\u043D\u0456 |\u0456 \u0441|\u0456 \u0430|\u044B\u0446\u044C|\u0430 \u0431|\u0435\u043D\u043D|\u043B\u0435\u043D|\u0446\u0456 |\u043E\u045E\u043D|\u044B\u043C |\u0440\u0430\u0446|\u0456\u043D\u043D|\u0456\u0445 | \u0430\u0441| \u0442\u0430|\u0442\u043E |\u043D\u0430\u0441|\u044F\u043A\u0456| \u0434\u0437|\u0447\u044B\u043D|\u043E\u043B\u044C|\u0456 \u0434|\u0430\u0432\u043E|\u0430\u0434 | \u043D\u0456|\u0441\u0446\u0456|\u044B\u043C\u0456|\u043D\u044B\u043C|\u0431\u044B\u0446|\u044F \u043F|\u044C\u043D\u044B|\u044B\u044F |\u0430\u0440\u043E|\u0430\u043D\u0430|\u0456\u043D\u0430|\u0456 \u0456|\u0440\u0430\u0434| \u0433\u0440|\u043B\u044F |\u045E\u043B\u0435|\u043E \u043F|\u0430 \u045E|\u0440\u044B\u043C|\u043F\u0430\u0434|\u044B\u0456 | \u0456\u043D|\u0430\u043C\u0456|\u0434\u0437\u044F|\u0440\u0430\u043C|\u0446\u044B\u0456|\u0430\u0431\u0430|\u0430 \u0456|\u0434\u0443 |\u0436\u043D\u0430|\u045E\u043D\u0430|\u043D\u0430\u043B|\u043D\u0430\u0446|\u0440\u044B |\u044D\u0442\u0430|\u0433\u044D\u0442| \u0433\u044D|\u043D\u0435\u043D|\u0434\u0430 |\u0430\u0445 |\u0433\u0440\u0430|\u043A\u0430\u0446|\u0443\u043A\u0430|\u0430 \u0437|\u043A\u0456 |\u0430\u0434\u0441|\u045E \u0456|\u043D\u0441\u0442|\u044D\u043D\u043D|\u044F \u0430|\u043D\u043D\u0456|\u043E\u0434\u0443|\u0430 \u0440|\u043D\u043D\u0430|\u0445\u043E\u0434|\u043D\u0430\u043D|\u043F\u0435\u0440|\u0445 \u043F| \u0443 |\u0430\u0434\u0437|\u0456 \u0440|\u043C\u0430\u0434|\u043C \u043F|\u0435 \u043C|\u0430\u0434\u0443|\u0434\u0441\u0442|\u0434\u043B\u044F| \u0434\u043B|\u043E\u045E |\u043D\u0430\u0435|\u0456 \u043C|\u0430\u043A\u043E| \u043A\u0430|\u044B \u045E|\u0431\u0430\u0440|\u0435 \u0430|\u0430\u0446\u0446|\u0443\u044E |\u044B\u0446\u0446|\u0441\u0430\u043C|\u044F\u045E\u043B|\u0430\u043B\u0435|\u0440\u043E\u0434|\u0440\u0430\u0431| \u043F\u0435|\u0448\u0442\u043E| \u045E\u0441|\u0430\u0434\u043D| \u0441\u0443|\u0440\u043E\u045E| \u0440\u043E|\u0434\u0443\u043A|\u043B\u044E\u0431|\u044C \u0441| \u0448\u043B|\u0440\u0430\u0437|\u043D\u0430\u0432|\u0437\u043D\u0430|\u0432\u043E\u043B|\u0443\u0434\u0437|\u0430\u0434\u0430|\u0436\u044B\u0446|\u0447\u043D\u0430|\u0432\u0435 |\u0430 \u0442|\u0430\u0441\u043D|\u0441\u0430\u0446|\u0435\u0440\u0430| \u0440\u044D|\u044F\u043A\u043E|\u043A\u043B\u0430|\u0430\u043D\u044B| \u0448\u0442|\u044C \u0443|\u0430\u044E\u0446|\u043D\u0430\u0440| \u0443\u0441|\u0441\u043E\u0431|\u0430\u0441\u043E|\u043F\u0430\u043C|\u044F \u045E|\u0430\u0432\u044F|\u0447\u044D\u043D|\u0432\u043E\u045E|\u0442\u0430\u043A|\u043D\u0443 |\u044E \u0430|\u044C \u043F|\u0437\u0430\u043A|\u043A\u0430\u0440|\u0435 \u0456|\u044C \u0430|\u0431\u0435\u0441|\u0456\u044F |\u043A\u0456\u044F|\u0445 \u0456|\u0437\u0430\u0431|\u0430\u0441\u0430|\u0456\u043C |\u0436\u0430\u0432|\u0456 \u0437|\u043B\u0435\u0436|\u0442\u0430\u043D|\u0430\u0445\u043E|\u044F\u043B\u044C|\u044B\u044F\u043B|\u043E \u0441|\u044F\u043D\u0430|\u043A\u0430\u043D|\u0430\u043A\u0430|\u0456\u043D\u0448|\u0430\u043B\u0456|\u0432\u044B | \u043C\u043E|\u043D\u0430\u0445|\u044F \u044F|\u043C \u043D|\u043E\u0433\u0430| \u0431\u0435|\u0439 \u0434|\u043E \u0430| \u0441\u0442|\u0435\u043D\u044B|\u0456 \u045E|\u0430 \u0434|\u0435\u0441\u043F|\u0448\u043B\u044E|\u0446\u0446\u044F|\u044B \u0456|\u044B\u0441\u0442|\u0440\u044B\u0441|\u043B\u044E\u0447|\u043A\u043B\u044E|\u0442\u0430\u0446|\u0443\u043B\u044C|\u044B\u043D\u0441|\u0430\u0447\u044B|\u0441\u043F\u0440| \u0441\u043F|\u0430\u045E |\u044B\u043C\u0430|\u0430\u0440\u044B|\u043A\u0430\u043C|\u0435 \u045E|\u0456 \u043A|\u043A\u043E\u043D",
    bul: " \u043D\u0430|\u043D\u0430 | \u043F\u0440|\u0442\u043E | \u0438 |\u0440\u0430\u0432|\u0434\u0430 | \u0434\u0430|\u043F\u0440\u0430|\u0441\u0442\u0432|\u0432\u0430 |\u0430 \u0441|\u0430 \u043F|\u0432\u043E |\u043D\u043E |\u0438\u0442\u0435|\u0442\u0430 |\u043E \u0438|\u0435\u043D\u0438| \u0437\u0430|\u043D\u0435 | \u043D\u0435|\u0430 \u043D| \u0432\u0441|\u0432\u0430\u043D|\u0430\u0432\u043E|\u043E\u0442\u043E|\u0435 \u043D|\u043E \u043D|\u0430 \u0438|\u043A\u0438 |\u0438\u0435 |\u0442\u0435 |\u043D\u0438 |\u0438\u043C\u0430| \u0438\u043C|\u043B\u0438 |\u0438\u043B\u0438|\u0438\u044F | \u043F\u043E|\u043E\u0432\u0435|\u0430\u043D\u0435|\u0447\u043E\u0432|\u043C\u0430 | \u0447\u043E|\u0438 \u0447|\u0430 \u0434|\u043D\u0438\u0435|\u0438 \u0434|\u0435\u0441\u0442| \u0438\u043B|\u0430\u043D\u0438|\u0432\u0435\u043A|\u0432\u0441\u0435| \u043E\u0431|\u0435\u043A |\u0435\u043A\u0438|\u0441\u0435\u043A|\u0430\u0432\u0430|\u0442\u0432\u043E|\u0441\u0432\u043E| \u0441\u0432|\u0432\u043E\u0442|\u0430 \u0432|\u0438 \u0441|\u043E\u0441\u0442| \u0440\u0430|\u043E\u0432\u0430|\u0430 \u043E|\u0435 \u0438|\u0432\u0430\u0442|\u0438 \u043D|\u0435 \u043F|\u043A \u0438|\u0430 \u0431| \u0432 |\u0438 \u043F|\u043B\u043D\u043E|\u043E \u0434| \u0441\u0435|\u0440\u0430\u0437|\u0435\u0442\u043E|\u044A\u0434\u0435|\u0431\u044A\u0434| \u0431\u044A|\u043F\u0440\u0438|\u0430\u0442\u0430| \u043A\u043E| \u0442\u0440| \u043E\u0441| \u0441\u044A|\u0431\u043E\u0434|\u043E\u0431\u043E|\u0432\u043E\u0431|\u0430\u0442 |\u0437\u0430 |\u0442\u0435\u043B| \u0435 |\u0430\u0446\u0438|\u043E \u0441|\u0434\u0435 |\u043E \u043F|\u0435\u043D |\u0431\u0440\u0430|\u0438 \u0432| \u043E\u0442|\u0441\u0435 |\u043D\u0438\u044F|\u0430\u043B\u043D| \u0434\u0435|\u0435\u0433\u043E|\u043D\u0435\u0433| \u0438\u0437|\u043E\u0442 |\u0440\u0430\u043D|\u044F\u0442\u0430|\u043A\u0430\u043A|\u043E\u0434\u0438|\u0435 \u0441|\u0438 \u0438|\u0434\u0435\u043D|\u043F\u0440\u0435|\u0431\u0432\u0430|\u044F\u0431\u0432|\u0440\u044F\u0431|\u0442\u0440\u044F|\u043D\u0438\u0442| \u043A\u0430|\u044F\u0432\u0430|\u043F\u0440\u043E|\u0441\u0442 |\u0430 \u0437|\u0433\u043E\u0432|\u0432\u0435\u043D|\u0442\u0432\u0435|\u043E \u043E|\u0430 \u0440|\u0430\u043A\u0432|\u043E \u0432|\u0438 \u0437|\u0440\u0435\u0434|\u043D\u043E\u0441|\u0438\u044F\u0442|\u0435 \u0434|\u0449\u0435\u0441|\u043D\u043E\u0432| \u043D\u0438|\u0446\u0438\u044F| \u0434\u043E|\u0439\u0441\u0442|\u043E \u0442|\u0435 \u0442|\u0440\u0436\u0430|\u044A\u0440\u0436|\u0434\u044A\u0440|\u0435\u043D\u043E|\u043F\u043E\u043B| \u0441 |\u043E\u0431\u0440|\u0442\u0432\u0430|\u043D\u043E\u0442|\u0440\u0435\u0441|\u0435\u0439\u0441|\u0438 \u043E|\u0435 \u0432|\u043A\u043E\u0439|\u043E\u0431\u0449|\u043B\u0435\u043D|\u043E\u043D\u0430|\u043D\u0430\u0446|\u0438\u0447\u0435|\u0435\u0437 |\u0431\u0435\u0437| \u0431\u0435|\u0435\u0436\u0434|\u0443\u0432\u0430|\u0432\u0438\u0442|\u0440\u0438 |\u0437\u0430\u043A|\u0438 \u043A| \u043B\u0438|\u0430 \u0435|\u043F\u043E\u0434|\u0435\u043B\u0438|\u043D\u0438\u043A|\u0441\u0438 |\u0435 \u043E|\u0430 \u0442|\u0430\u0432\u043D|\u0438 \u0440|\u0442 \u0441|\u043A\u0430 |\u043E\u0435\u0442|\u0435\u043B\u043D|\u043D\u0435\u043D|\u043E\u0439 |\u0433\u0440\u0430|\u0436\u0435\u043D|\u0434\u0440\u0443| \u0440\u0435|\u0430 \u043A|\u0441\u043D\u043E|\u043E\u0441\u043D|\u043B\u0438\u0447|\u0437\u0438 | \u0442\u0430|\u0441\u0430 |\u043D\u0441\u0442|\u0432\u043D\u0438|\u0447\u043A\u0438|\u0438\u0447\u043A|\u0441\u0438\u0447|\u0432\u0441\u0438|\u043B\u044E\u0447|\u043A\u043B\u044E|\u0434\u043D\u043E| \u043C\u043E|\u0435\u043C\u0435|\u0430 \u0443|\u0438\u0437\u0432|\u0442\u0432\u0438|\u0434\u0435\u0439|\u044F \u043D|\u043A\u0440\u0438|\u0430\u0442\u043E|\u043E \u0440|\u0439 \u043D|\u0438\u043A\u043E|\u0438\u0447\u043D|\u0436\u0430\u0432| \u0434\u044A| \u0442\u043E|\u0431\u0449\u0435|\u0438\u0430\u043B| \u0441\u043E|\u043B\u0438\u0442|\u0442 \u043D| \u0441\u0438|\u0442 \u0438|\u043E\u0434\u043D|\u0436\u0434\u0430|\u0437\u043E\u0432|\u0430\u0437\u043E|\u0443\u0447\u0430| \u0433\u0440|\u043A\u043E\u0435|\u0442\u044A\u043F|\u0441\u0442\u044A|\u0432\u043E\u043B|\u043B\u043D\u0438|\u0441\u0440\u0435| \u0441\u0440|\u043A\u0432\u0430|\u043A\u043E\u043D|\u0442\u043D\u043E|\u0430\u043A\u0430|\u0438 \u0443|\u043A\u043E |\u0433\u0430\u043D|\u043E\u0434\u0430|\u0447\u0435\u043D|\u043B\u0441\u0442|\u0435\u043B\u0441|\u0441\u0442\u0440| \u043A\u044A|\u0441\u0442\u0430|\u0440\u043E\u0434|\u043D\u0430\u0440|\u0438 \u043C|\u043D\u0430\u043B|\u0440\u0443\u0433| \u0434\u0440|\u0447\u0435\u0441|\u0432\u044A\u0437|\u0434\u0438 | \u0441\u0430| \u0442\u0435|\u0441\u0442\u043E|\u0434\u043E\u0441|\u0440\u0430\u0436|\u0440\u0435\u0437|\u0447\u0440\u0435|\u0433\u0430\u0442|\u0435\u043E\u0431|\u0430 \u043C|\u043E \u0435|\u0438\u043D\u0435|\u0430\u0441\u0442|\u043E\u0432\u043E|\u0447\u043D\u043E|\u0430\u0432\u0435|\u043C\u0443 | \u043C\u0443|\u0430\u043D\u043E|\u0438\u0442\u0430|\u0438\u043C\u0438|\u0430\u043A\u043E|\u043D\u0430\u043A|\u043B\u0430\u0433|\u043E\u0432\u0438",
    kaz: "\u043D\u0435 | \u049B\u04B1|\u0435\u043D |\u04B1\u049B\u044B| \u0431\u0430| \u049B\u0430|\u049B\u04B1\u049B|\u044B\u049B |\u0493\u0430 | \u0436\u04D9|\u04D9\u043D\u0435|\u0436\u04D9\u043D| \u043D\u0435| \u0431\u043E|\u0434\u0435 |\u0434\u0430\u043C|\u0430\u0434\u0430|\u0430 \u049B|\u0442\u0430\u0440|\u044B\u043D\u0430| \u0430\u0434|\u044B\u043B\u044B| \u04D9\u0440|\u044B\u04A3 |\u0430\u043D |\u0456\u043D |\u049B\u044B\u043B|\u0430\u0440 |\u0435\u043C\u0435|\u043D\u0430 |\u0440 \u0430|\u043B\u044B\u049B|\u0443\u0493\u0430|\u0430\u043B\u0430|\u044B\u049B\u0442| \u04E9\u0437|\u043C\u0435\u0441|\u04D9\u0440 | \u0436\u0430|\u043C\u0435\u043D|\u044B\u0493\u044B|\u043B\u044B | \u0434\u0435|\u049B\u0442\u0430|\u043D\u044B\u04A3|\u043D \u049B|\u0493\u0430\u043D|\u0456\u043D\u0435|\u0431\u0430\u0441|\u0430\u0440\u044B| \u043C\u0435| \u049B\u043E|\u0435\u043A\u0435|\u044B\u043D |\u0434\u0430 |\u0435 \u049B|\u0434\u044B |\u0430\u0441\u044B|\u0441\u0435 |\u0435\u0441\u0435|\u0430\u043C |\u0431\u043E\u043B|\u0430\u043D\u0434|\u043D\u0435\u043C| \u0431\u0456|\u0430\u0440\u0430|\u044B \u0431|\u0441\u0442\u0430|\u0442\u0430\u043D|\u043D\u0434\u044B|\u043D \u0431|\u0456\u04A3 |\u0435 \u0431|\u0456\u043B\u0456|\u0442\u0438\u0456| \u0442\u0438|\u0431\u0430\u0440|\u0493\u044B |\u043D\u0434\u0435|\u0435\u0442\u0442|\u0438\u0456\u0441|\u049B\u044B\u0493|\u0456\u0441 |\u043B\u0430\u0440|\u0433\u0435 |\u044B \u0442|\u0456\u043D\u0434|\u0456\u043A |\u0431\u0456\u0440| \u0431\u0435| \u043A\u0435|\u0430\u043B\u0443|\u0435 \u0430|\u0430\u043B\u044B|\u043B\u0443\u044B|\u0430 \u0436|\u0435\u0440\u0456|\u043E\u043B\u044B| \u0442\u0435|\u049B\u044B\u049B|\u043D \u043A| \u0442\u0430|\u043D \u0436|\u0493\u044B\u043D|\u0442\u0442\u0456|\u0456\u043D\u0456|\u0442\u044B\u043D| \u0435\u0440|\u043D\u0434\u0430|\u0456\u043C | \u0441\u0430|\u0435 \u0436|\u0430\u0442\u044B| \u0430\u0440|\u0440\u0493\u0430|\u0435\u0442\u0456|\u0430\u043D\u0430|\u044B \u04D9|\u0443\u044B\u043D|\u043B\u0493\u0430|\u04E9\u0437\u0456|\u043E\u0441\u0442|\u0435\u0433\u0456|\u0442\u0456\u043A|\u049B\u0430 |\u0441\u049B\u0430|\u0440\u044B\u043D|\u043A\u0456\u043D|\u043B\u0443\u0493|\u04A3 \u049B|\u043D\u0456\u04A3|\u0443\u044B |\u0431\u043E\u0441|\u0430\u0441\u049B|\u049B\u0430\u0440|\u0434\u044B\u049B|\u043D\u0430\u043D|\u043C\u044B\u0441|\u043C\u043D\u044B|\u0430\u043C\u043D|\u044B \u043C|\u0430\u0439\u0434|\u043A\u0435 | \u0436\u0435|\u0437\u0456\u043D|\u0440\u0434\u0435|\u0440\u0456\u043D|\u0435 \u0442|\u0433\u0435\u043D|\u044B\u043F |\u0440\u044B |\u0442\u0456 |\u0441\u044B\u043D|\u049B\u0430\u043C|\u0434\u0435\u043D|\u0456 \u0431|\u0433\u0456\u0437|\u0440\u0430\u043B|\u0435 \u04E9|\u043B\u0430\u043D|\u0441\u044B |\u0430\u043C\u0430|\u0442\u0442\u0430|\u0442\u044B\u049B|\u0431\u0435\u0440|\u0434\u0456 |\u0431\u0456\u043B|\u0440\u043A\u0456|\u04E9\u0437 |\u0437\u0434\u0435|\u043A\u0435\u0442|\u049B\u043E\u0440|\u0434\u0430\u0439|\u0443\u0433\u0435|\u044B \u0435|\u044B\u043D\u0434|\u043D\u0435\u0433|\u043E\u043D\u044B|\u0435\u0439 |\u043C\u0435\u0442|\u0430\u043D\u044B|\u0430 \u0442|\u0436\u0430\u0441|\u0430\u0443\u044B|\u043B\u0433\u0435|\u0430\u0441\u0430|\u0435\u0433\u0435|\u0434\u0430\u0440|\u0440\u0443 |\u0430\u0443 |\u0435\u0440\u043A|\u044B \u0436|\u0440\u044B\u043B| \u0442\u043E|\u043D \u043D|\u0435 \u043D|\u0442\u0456\u043D|\u0456\u0440 |\u0441\u0456\u0437|\u0442\u0435\u0440|\u043B\u043C\u0430|\u0456 \u0442|\u043A\u0456\u043C| \u0430\u043B|\u0440 \u043C|\u043B\u0456\u043A| \u043C\u04AF|\u0435 \u043C|\u0442\u04AF\u0440| \u0442\u04AF|\u043A\u0435\u043B|\u043B\u044B\u043F|\u0435\u04A3 |\u0442\u0435\u04A3|\u0440\u043B\u044B|\u043B\u0456\u043C|\u0440\u0434\u044B|\u0430\u0440\u0434|\u0430\u0442\u0442|\u0441 \u0431|\u044B\u0440\u044B|\u0441\u044B\u0437|\u044B\u0441 |\u0435\u043B\u0433|\u0434\u0430\u043B|\u0439\u0434\u0430|\u043E\u0440\u0493|\u0440\u049B\u044B|\u0430\u0440\u049B| \u0436\u04AF|\u0442\u0430\u043B|\u044B\u043B\u043C|\u0430 \u0431|\u0456\u0433\u0456|\u043B\u0434\u0435|\u0456\u0437 |\u049B\u0442\u044B| \u0435\u0448|\u0434\u0435\u0439|\u0430\u0439 |\u0436\u0430\u0493|\u043A\u0442\u0456|\u0456\u043A\u0442|\u0433\u0456\u043D| \u04D9\u043B|\u0442\u0442\u044B|\u04B1\u043B\u0442| \u04B1\u043B|\u0435 \u0434|\u044B\u043D\u044B|\u043B\u0456\u043D|\u0440 \u0431|\u0435\u043B\u0435|\u043A\u04B1\u049B| \u043A\u04B1|\u0430\u043C\u0434|\u043C \u0431| \u0435\u0442|\u043E\u0493\u0430|\u049B\u04B1\u0440| \u043A\u04E9|\u0430\u0493\u0430|\u0442\u043E\u043B|\u0448\u0456\u043D|\u0430\u0439\u044B| \u049B\u044B|\u049B\u0430\u043B|\u0436\u0435\u043A|\u0456 \u043D|\u0435\u0441 |\u0430\u0493\u044B|\u0435 \u043E|\u0435\u043B\u0456| \u0435\u043B|\u043D \u0435|\u0437\u0456 |\u0448\u043A\u0456|\u0435\u0448\u043A|\u043E\u043B\u0443|\u0446\u0438\u044F|\u043C\u0430\u0441|\u0493\u0434\u0430|\u0430\u0493\u0434|\u043B\u0442\u0442|\u0456\u043C\u0434|\u043D\u044B\u043C| \u0434\u0430|\u0430 \u0434|\u04D9\u0441\u0456|\u0441 \u04D9|\u049B\u0430\u0442|\u0456\u0440\u0456| \u0441\u043E|\u04A3 \u0431|\u0430\u0437\u0430|\u043C\u0434\u0430|\u0430\u0439\u043B| \u0430\u0441|\u0493\u0430\u043C|\u049B\u043E\u0493",
    tat: " \u04BB\u04D9|\u043B\u0430\u0440|\u0433\u0430 |\u043A\u0443\u043A|\u043E\u043A\u0443|\u0445\u043E\u043A| \u0445\u043E|\u04D9\u043C |\u0440\u0433\u0430|\u04BB\u04D9\u043C| \u043A\u0435| \u0431\u0435|\u0430\u0440 |\u0435\u0448\u0435|\u04D9\u0440 |\u0430\u043D |\u043A\u0435\u0448|\u043B\u04D9\u0440|\u0433\u04D9 | \u0431\u0430|\u0435\u04A3 |\u043D\u0435\u04A3| \u0431\u0443|\u043A\u043B\u0430|\u0440\u0433\u04D9|\u044B\u0440\u0433|\u04BB\u04D9\u0440| \u0442\u0438| \u0442\u043E|\u0440 \u043A|\u0434\u0430 |\u0435\u043D\u0435|\u0431\u0435\u0440|\u04D9\u043D |\u0434\u04D9 | \u04AF\u0437|\u0430 \u0442|\u0442\u043E\u0440|\u0435\u043D | \u043A\u0430|\u043D\u04D9 | \u0430\u043B|\u044B \u0431|\u043D\u0430 |\u0433\u0430\u043D|\u0430\u0440\u0430|\u0438\u0440\u0435|\u0431\u0443\u043B| \u0434\u04D9|\u0431\u0430\u0440|\u0435\u043D\u04D9|\u0443\u043A\u043B|\u0442\u0438\u0435|\u0430 \u0445| \u0438\u0442|\u0438\u0435\u0448|\u0430\u0440\u044B|\u043A\u044B |\u043A\u0430 |\u04D9 \u0442|\u043D \u0431|\u0443\u043A\u044B| \u0438\u0440|\u0435\u043A\u043B|\u0435\u043B\u0435|\u044B\u043D\u0430|\u0448\u0435 |\u0430\u043B\u0430|\u043D \u0442|\u043B\u044B\u043A|\u043B\u0435 |\u0448\u0435\u043D|\u0435\u0448 |\u043A\u0430\u0440|\u043B\u044B |\u043B\u0430\u043D|\u043B\u04D9\u043D|\u0440\u044B\u043D|\u04D9 \u043A|\u0435\u043B\u04D9|\u0435\u0440\u0433|\u043D\u0434\u0430|\u0440\u0435\u043A|\u0442\u0435\u043B|\u0435\u0437 |\u0438\u0442\u0435|\u0430 \u043A|\u0431\u0435\u043B| \u0442\u0430|\u043B\u044B\u0440|\u04D9 \u0431|\u044B\u043D | \u0433\u0430|\u0435\u043B |\u0441\u04D9 | \u044F\u043A|\u0430\u043B\u044B|\u04D9\u0440\u0433|\u0430 \u0431|\u044F\u0438\u0441| \u044F\u0438|\u0442\u04D9 |\u0434\u0430\u043D|\u0430 \u0430|\u04AF\u0437 |\u04D9 \u0445|\u0448 \u0442|\u0435 \u0431|\u044B\u043D\u0434|\u0441\u0435\u0437|\u043A\u043B\u04D9|\u0438\u0441\u04D9|\u0440 \u0431|\u0443\u043B\u044B| \u044D\u0448|\u0447\u0435\u043D|\u0430 \u04BB|\u0435\u043C | \u0441\u0430|\u043D \u0438|\u0448\u043A\u0430|\u0442\u0435\u043D|\u04AF\u0437\u0435|\u044B \u04BB|\u04D9\u0442 |\u044F\u0442\u044C|\u0433\u0435\u0437|\u0438\u0433\u0435|\u0430\u043D\u044B|\u04D9 \u04BB|\u043E\u0440\u043C| \u0442\u04AF| \u0445\u0430| \u0442\u04D9| \u043D\u0438|\u0440 \u04BB| \u0442\u0443|\u043C\u04D9\u0442|\u043A\u043B\u0435|\u04AF\u043B\u04D9|\u043B\u0443 |\u0442\u044C |\u043C \u0430|\u043B\u0433\u0430|\u0448\u0442\u04D9| \u043A\u0438|\u043C \u0438| \u043C\u04D9|\u043D\u0435 |\u043B\u0435\u043A|\u043C\u044B\u0448|\u0440\u043C\u044B|\u0433\u0435\u043B|\u0442\u04AF\u0433|\u043B\u0435\u0440|\u0434\u0438 |\u0437\u0435\u043D|\u0443\u0433\u0430|\u0441\u0435\u043D|\u0433\u04D9\u043D|\u0430\u043A\u044B|\u043A\u043B\u044B|\u043B\u04D9\u0442|\u0430\u043B\u0443|\u043D\u044B |\u0435\u0448\u0442|\u0432\u0435\u0448|\u04D9\u0432\u0435|\u0440\u04D9\u0432| \u0440\u04D9|\u0442\u04D9\u0440|\u0440\u043B\u04D9|\u04AF\u0433\u0435|\u0430 \u044F|\u043B\u044C |\u0440\u0435\u043D|\u0431\u0430\u0448|\u04D9 \u0434|\u04D9 \u0438|\u0438\u043B\u043B|\u0435\u0440 |\u0440 \u0430|\u0446\u0438\u0430|\u043E\u0446\u0438|\u0441\u043E\u0446|\u0430\u0439\u043B|\u0440\u0434\u04D9| \u0430\u0448|\u0440\u0430\u043A|\u0440\u0434\u0430|\u0430\u0440\u0434|\u0440\u043D\u0435|\u04D9\u0440\u043D|\u044F\u043A\u043B|\u043B\u04D9 | \u0497\u04D9|\u043D \u043C|\u044B\u04A3 |\u043D\u044B\u04A3|\u043A\u043A\u0430|\u04D9\u0440\u0435|\u043E\u0440\u0433|\u0442\u0430\u043D|\u043C\u0430\u0441|\u0441\u044B\u043D|\u043D\u0434\u0438|\u0438\u043D\u0434|\u043D\u0438\u043D|\u0440\u0435\u043B| \u0431\u0438|\u044B\u043A |\u043B\u0435\u043C|\u0430\u043B\u044C|\u043D\u0438 |\u0438\u043D |\u043A\u0435\u0440|\u043C \u0442|\u04D9\u04AF\u043B|\u0448\u043B\u0430|\u043D \u044F|\u0442\u044B\u043D|\u043D\u0434\u04D9| \u043E\u0447|\u0431\u0443 |\u043A\u043E\u043D|\u0430 \u0434|\u0430\u0440\u0442|\u043A\u0435\u043C|\u0440\u043A\u0435|\u044B\u043B\u044B|\u043A\u0442\u0430|\u043A\u04D9 | \u0438\u043B|\u0440 \u0438|\u0435\u0440\u04D9| \u0497\u0438|\u04A3 \u0442|\u0446\u0438\u044F|\u0430 \u0438|\u0430\u0448\u043A| \u0441\u04D9| \u0434\u0438|\u0430\u0441\u044B|\u044B\u0439 |\u043C\u0438\u043B| \u043C\u0438| \u043C\u04E9|\u0442\u0430 |\u043B \u04BB|\u043D\u043D\u0430|\u0433\u044B\u043D|\u0438\u0430\u043B| \u0441\u043E|\u0437\u043C\u04D9|\u0435\u0437\u043C|\u0445\u0435\u0437| \u0445\u0435|\u044B\u044F\u0442|\u0433\u044B\u044F|\u043C\u0433\u044B|\u0448\u044B\u0440|\u04D9 \u044F|\u0435\u0440\u043B|\u043D\u043B\u044B|\u0435\u0440\u0435| \u043A\u044B|\u0435\u043A |\u0443\u0440\u044B|\u0442\u044B\u0440|\u043D \u0445|\u0435\u043B\u04AF|\u0430\u043A\u043E|\u0437\u0430\u043A| \u0437\u0430|\u0438\u0442\u04D9| \u0434\u0430|\u0447\u0430\u0440|\u043D\u044B\u0440| \u043A\u043E| \u0430\u043D|\u0438\u043B\u0435|\u04D9\u0441\u0435|\u044B\u0448 |\u0430\u0446\u0438| \u0434\u0435|\u0430\u0435\u0440| \u0430\u0435|\u0430\u043D\u0443|\u0438\u043D\u0430|\u04D9 \u0441| \u0442\u04E9|\u04D9\u0442\u0435|\u0430\u043D\u0430|\u043D \u04BB|\u0431\u0438\u0440|\u043D\u0430\u043D|\u0440\u044B |\u0439\u043B\u0430|\u04D9 \u0430|\u04D9\u043B\u04D9",
    tuk: " \u0431\u0438| \u0432\u0435|\u0432\u0435 |\u0434\u0430 |\u043B\u0430\u0440|\u0438\u0440 |\u0431\u0438\u0440| \u0445\u0435|\u0430\u0434\u0430|\u0440 \u0431| \u0445\u0430|\u0435\u0440 | \u0430\u0434|\u0433\u0430 |\u0438\u043B\u0438|\u0434\u044B\u0440|\u0434\u0430\u043C|\u0435\u043D |\u044B\u0440 |\u0430\u0440\u0430|\u0430\u0440\u044B|\u0445\u0435\u0440|\u043B\u0430\u043D|\u0440 \u0430|\u044B\u0434\u044B|\u0440 \u0445|\u0430\u043C |\u043A\u043B\u0430|\u0430\u0433\u0430|\u0430\u043B\u0430|\u043D\u0434\u0430|\u0431\u0438\u043B|\u0445\u0430\u043A|\u043A\u043B\u044B|\u0430\u043A\u043B|\u043B\u044B\u0434|\u043B\u044B | \u0431\u043E| \u04E9\u0437|\u044B\u04A3 |\u0430\u043D |\u2010\u0434\u0430|\u043B\u0435\u043D|\u044B\u043D\u044B|\u043C\u0430\u0433|\u043D\u0435 |\u043B\u0435\u0440|\u0438\u043D |\u044F\u2010\u0434| \u044F\u2010|\u0438\u043D\u0435|\u043D\u0430 | \u044D\u0434|\u0430 \u0445|\u044B\u043D\u0430|\u044B\u043D\u0434|\u0434\u0430\u043D|\u0443\u043A\u0443|\u0445\u0443\u043A| \u0445\u0443|\u043D\u044B |\u043B\u043C\u0430|\u0435 \u0445|\u0438\u043B\u0435|\u0435\u0440\u0438| \u0434\u0435|\u0433\u0435 |\u0438\u04A3 |\u043B\u0438 |\u0430\u0442\u043B|\u0430\u043B\u044B|\u0430\u0440 |\u0434\u0435\u043D|\u0435\u0440\u0435| \u0431\u0430|\u0434\u0438\u043B|\u043B\u0438\u0433| \u0433\u0430|\u0430\u0441\u044B|\u043B\u0438\u043A|\u043B\u044B\u0433|\u0430 \u0433|\u043A\u0438\u043D|\u0431\u043E\u043B|\u043A\u0443\u043A|\u04E9\u0437 |\u0435 \u0430|\u0430\u043C\u0430|\u0434\u0435 |\u044D\u0440\u043A|\u0440\u044B\u043D| \u044D\u0440| \u0445\u0438|\u0438\u043D\u0438|\u0433\u044B\u043D|\u0438\u0433\u0438|\u0430\u0439\u044B|\u0430 \u0434| \u043C\u0430|\u043C\u0430\u043A|\u043F \u0431|\u0430\u043D\u044B|\u044D\u0434\u0438|\u043D\u0438 |\u044B\u0433\u044B|\u0431\u0430\u0448|\u043B\u044B\u043A|\u0439\u0434\u0430|\u0440\u043A\u0438|\u04D9\u0433\u0435|\u0435\u0442\u0438|\u0438\u0447 |\u0445\u0438\u0447| \u0442\u0430|\u0430\u043A |\u0448\u0433\u0430|\u0430\u0448\u0433|\u0441\u044B\u043D|\u043C\u0430\u043B| \u0434\u043E|\u0433\u0434\u0430|\u044B \u0431|\u0440\u044B |\u0433\u0438 |\u043C\u04D9\u0433| \u0497\u0435|\u044B\u0435\u0442|\u0441\u0430\u0441|\u044D\u0441\u0430| \u044D\u0441|\u043B\u043C\u0435|\u0438\u043B\u043C|\u043C\u0435\u0437|\u0438\u043F |\u044B\u043A\u043B|\u0442\u043B\u044B|\u043D \u044D|\u0434\u0430\u043A|\u0434\u0430\u0439|\u044F\u0433\u0434| \u044F\u0433|\u0443\u043A\u043B|\u0445\u0435\u043C|\u0433\u0430\u043B|\u044B \u0432|\u0447\u0438\u043D|\u0438\u043C |\u043C\u0435\u043A|\u0440\u0438\u043B|\u044F\u043D |\u0440\u0438\u043D| \u0441\u0435|\u0430\u043B |\u04D9\u043D |\u0439\u04D9\u043D|\u043D\u044B\u04A3|\u0430 \u0431|\u0434\u0438\u0440|\u043E\u043B\u0430| \u043A\u0430|\u043D\u0434\u0435|\u044B \u0434|\u0441\u044B |\u043B\u0438\u043D|\u0435 \u0434|\u0433\u0438\u043D|\u0437\u0430\u0442|\u0430 \u0432|\u0435\u043A\u043B|\u043A\u044B |\u0430\u043A\u044B|\u043D \u043C|\u043A\u0430\u043D|\u044B\u043B\u044B| \u0441\u0430| \u0434\u04D9|\u0445\u0430\u043B|\u0434\u043E\u043B|\u0447\u0438\u043B| \u0433\u04E9|\u0442\u043C\u0435| \u0433\u0435|\u043D \u0445|\u0430 \u0430|\u0430\u0439\u0434|\u0434\u0435\u04A3| \u0430\u043B|\u043B\u0435\u0442| \u0434\u04E9| \u0438\u0448|\u043D \u0433|\u0435 \u0431|\u0443\u04A3 | \u0433\u0443|\u0434\u04D9\u043B| \u0433\u043E|\u0438\u0440\u0438|\u0438\u043A | \u043E\u043D|\u04A3 \u0434|\u0441\u0435\u0440|\u043B\u0438\u043F|\u0435\u043B\u0438| \u0441\u043E|\u0438\u043B\u043B| \u0434\u0438|\u0430\u0437\u0430| \u0430\u0437|\u0433\u0430\u0440|\u0438 \u0432|\u043B\u0438\u043C|\u043D\u0438\u043A|\u0435 \u0432|\u0435\u043B\u0435|\u043D\u043B\u0438|\u04AF\u0447\u0438| \u04AF\u0447|\u043D\u043C\u0435|\u0437 \u0445|\u0440\u0430\u043F|\u0442\u0430\u0440|\u043D\u0443\u04A3|\u043E\u043D\u0443|\u043C\u0435\u043B|\u0435 \u0433|\u043A\u0434\u0430|\u0441\u0438\u0437|\u043A\u043B\u0435|\u044B\u0437 |\u0441\u044B\u0437|\u043D\u0438\u04A3|\u0434\u0430\u043B|\u0430 \u044F|\u0446\u0438\u0430|\u043E\u0446\u0438|\u0441\u043E\u0446|\u0430 \u0441|\u043C\u0438\u043B| \u043C\u0438|\u043A\u043B\u0438|\u043E\u043B\u043C|\u0438 \u0431| \u0431\u0435|\u043D \u0431|\u0440\u0430 | \u0434\u04AF|\u0435\u04A3 |\u0435\u0441\u0438|\u044D\u0442\u043C| \u044D\u0442|\u044B \u04E9|\u0438\u043A\u0430| \u043D\u0438| \u0430\u0440|\u0435 \u043C|\u0434\u04E9\u0432|\u0435\u0442 |\u043A \u044D|\u0442\u0430\u043B|\u043D \u0430|\u0433\u044B |\u0435\u0437 |\u0438\u043D\u043C|\u044B\u043F |\u043E\u043B\u044B|\u043E\u0440\u0430|\u0433\u043E\u0440|\u0447 \u0431|\u043D\u0443\u043D|\u0430\u043D\u0443|\u043C \u0445|\u0430\u043B\u043C|\u043B\u0439\u04D9| \u043A\u0438|\u0435\u043A |\u043D \u044F|\u0430\u043D\u0434|\u04AF\u043D\u0438|\u0440\u0435\u0442|\u0442\u043B\u0430|\u0433\u0430\u0442|\u0430\u0439\u043B|\u0446\u0438\u044F|\u043D \u0434|\u04A3 \u0445| \u043C\u0435|\u0433\u044B\u0435|\u043C\u0433\u044B|\u0435\u043C\u0433|\u0497\u0435\u043C|\u0435\u0442\u0435|\u0430\u0445\u0430|\u043C\u0430\u0445|\u0442\u043B\u0435|\u0442\u0438\u04A3|\u0430 \u044D|\u04A3 \u044D|\u043B\u0430\u043C|\u043F\u043B\u0430|\u043D \u0432",
    tgk: "\u0430\u0440 | \u04B3\u0430| \u0431\u0430|\u0430\u0434 | \u0434\u0430| \u0432\u0430|\u043E\u043D | \u0442\u0430|\u0432\u0430 | \u0438\u043D|\u0431\u0430 | \u0434\u043E|\u0434\u0430\u0440|\u0442\u0438 |\u0430\u0440\u043E|\u0434\u043E\u0440| \u043A\u0438|\u043E\u0438 | \u044F\u043A|\u0434 \u04B3| \u0431\u043E|\u0431\u0430\u0440|\u04B3\u0430\u0440|\u044F\u043A |\u043E\u0440\u0430|\u043A\u0438 | \u043D\u0430|\u043D\u0441\u043E|\u0438\u043D\u0441| \u043C\u0430|\u0441\u043E\u043D|\u0438 \u043C|\u0440 \u044F|\u0438 \u043E|\u04B3\u0430\u049B|\u0440\u0430\u0434|\u0430\u0438 |\u043A \u0438|\u0443\u049B\u0443|\u0430\u0440\u0434|\u0438 \u04B3|\u049B \u0434|\u0438\u043D |\u043D\u0438 | \u043C\u0443| \u0430\u0437|\u0438\u0438 | \u04B3\u0443| \u0448\u0430|\u0430\u0437 |\u04B3\u043E\u0438|\u0430\u049B |\u044F\u0434 |\u043E\u043D\u0430| \u043A\u0430|\u0438 \u0434| \u0451 |\u0438 \u0431|\u043E\u044F\u0434|\u0434\u0430\u043D|\u0430\u043D\u0434|\u049B\u0443\u049B|\u04B3\u0443\u049B|\u0437\u043E\u0434|\u043E\u0437\u043E| \u043E\u0437|\u0438\u044F\u0442|\u0434 \u0431|\u0430 \u0431|\u043D\u0434 |\u0434\u0430 |\u0434\u0438 |\u043D \u0431|\u0430\u043C\u043E| \u0445\u0443|\u0443\u0434\u0430|\u043E\u0434\u0438|\u0433\u0430\u0440|\u0434\u043E\u043D|\u0438 \u0438|\u0430\u0442 |\u043C\u043E\u044F|\u043D\u0430\u043C|\u0438 \u0441|\u0441\u0442 |\u04B3\u0430\u043C|\u043D \u04B3|\u0440\u0434\u0430|\u0445\u0443\u0434|\u0430\u043D |\u0431\u043E\u044F|\u043E\u0434\u0430|\u0430\u0432\u0430|\u0438 \u0442|\u043E\u0448\u0430|\u0431\u043E\u0448|\u049B\u0438 |\u0438 \u0445|\u0430 \u0448|\u0430\u0441\u0442|\u04E3 \u0432|\u043C\u0438\u043B| \u0434\u0438| \u043E\u043D| \u043C\u0435|\u0448\u0430\u0432|\u043E\u043D\u0438|\u0435 \u043A|\u0438\u043B\u0430|\u0448\u0430\u0434|\u0438\u043C\u043E|\u0438 \u043D|\u043E\u0431\u0430|\u043E\u043C\u0438|\u043A\u043E\u0440|\u0434 \u043A|\u043A\u0430\u0440|\u0440\u043E\u0438|\u0440\u0438 |\u0432\u0430\u0434|\u0443\u0434 |\u0440\u043E |\u04E3 \u0451|\u043E\u0442\u0438| \u0431\u0435|\u0430\u043D\u0438|\u044F\u0442\u0438|\u0442\u0430\u04B3|\u043C\u0438\u043D|\u043D \u0434|\u044F\u0442 |\u0442\u0430 |\u043D\u0430 |\u0430\u0442\u0438|\u043E\u0441\u0438|\u0431\u043E |\u0438 \u0430|\u0440\u043E\u0431|\u0430 \u04B3|\u0442\u0430\u044A|\u0438 \u04B7|\u0430 \u043C|\u0434 \u0430|\u0440 \u043A|\u0438 \u04EF|\u0430 \u0432|\u043B\u0430\u0442|\u0438\u0441\u0442| \u0444\u0430|\u0438 \u043A|\u0448\u0443\u0434|\u0440 \u04B3| \u0430\u0441|\u0438\u0434\u0430|\u0438\u0433\u0430| \u0441\u043E|\u0430 \u0434|\u0430\u0440\u0430|\u0438\u04B3\u043E|\u0434 \u0432|\u043E\u0434\u043E|\u043D \u043C|\u0442 \u0431| \u04EF |\u0442 \u04B3|\u0430\u043C\u0430|\u0442\u0430\u0440|\u043E\u0440 |\u0444\u0438 | \u0441\u0430|\u0432\u0430\u0440| \u0448\u0443|\u043B\u04E3 | \u043C\u0438|\u043B\u0438 |\u0440\u043E\u043D|\u0434\u0438\u0433|\u04B3\u043E |\u0438 \u0448|\u0434\u0430\u0432|\u0431\u043E\u0442| \u04B3\u0438|\u0438\u0440\u043E|\u0443\u043D\u0430| \u043D\u0438|\u043A\u0430\u0441|\u0435\u04B7 |\u0430 \u0442|\u0430\u0431\u043E| \u0430\u049B|\u043D\u04B3\u043E|\u0440\u0430\u0444|\u043C\u043E\u043D|\u043D \u0432|\u0430\u0432\u0440|\u0438\u043D\u043E| \u043A\u043E| \u0441\u0443| \u04B7\u0430|\u043E\u04B3 | \u04B3\u0435|\u0434 \u0442|\u043C\u0430\u04B3|\u0441\u0442\u0438|\u0441\u0430\u0440|\u0430 \u043E|\u0434 \u0434|\u0434\u0438\u04B3|\u0440 \u0430|\u0443\u043D\u0438|\u0440 \u0431|\u0443\u049B |\u0430 \u0430|\u043C\u0438 | \u0432\u043E|\u043D \u0438|\u0440 \u0432|\u0442\u0430\u0432|\u043E\u0440\u0438|\u043D \u043D|\u043C\u0443\u043C|\u0430\u0440\u0438|\u044F\u0438 |\u043E\u044F\u0438| \u049B\u043E| \u044D\u044A|\u04B3\u0435\u04B7|\u0440\u0438\u0438|\u0434\u04E3 |\u0440\u0434\u043E|\u043E\u043B\u0438| \u0438\u0441|\u0443\u0434\u0438|\u0440 \u0434|\u0430\u0441\u043E|\u0444\u0430\u0440|\u043A\u0438\u0448|\u04E3 \u04B3|\u043D\u0430\u0438|\u0434\u0430\u0430|\u043B\u043E\u043C| \u0438\u04B7|\u0440\u0430\u043D|\u0430\u0445\u0441|\u0448\u0442\u0430|\u0440 \u043C|\u04E3 \u0431|\u0438\u0442\u0430|\u0441\u0438\u0442|\u0432\u043E\u0441|\u0443 \u043E|\u043E \u0434|\u0430\u04B3\u0440|\u043D\u0442\u0438|\u0438\u043D\u0442|\u0438\u0444\u043E|\u0442\u0438\u0444|\u0438\u0431\u043E|\u0442\u04B3\u043E|\u049B\u0443 |\u0430 \u043A|\u0438\u0440 |\u0440\u0440\u0430|\u0440\u0430\u0442|\u04B3\u0438\u043C|\u043E\u043D\u0443|\u049B\u043E\u043D|\u0437\u0434\u0438|\u0443\u043D |\u043E\u0444\u0438|\u0438 \u049B|\u043D\u0434\u0430|\u043B\u0430 | \u0433\u0443|\u043D\u0430\u0431|\u0433\u043E\u043D|\u0430 \u043D|\u049B\u0430\u0440|\u043E\u044F\u0442|\u0448\u0432\u0430|\u0438\u0448\u0432|\u043B\u0430\u043B|\u0438\u044F |\u043C\u0438\u044F|\u0430\u043C\u0438|\u0442\u0438\u043C|\u04B7\u0442\u0438|\u0438\u04B7\u0442|\u0441\u04E3 | \u0437\u0430|\u043E\u0448\u0442|\u044F\u043D\u0434|\u043E\u044F\u043D|\u0430\u0442\u04B3|\u0430 \u0438|\u0430\u044A\u043B|\u043D\u0438\u043A|\u049B\u049B\u0438|\u0430\u049B\u049B|\u0438\u0445\u043E",
    kir: " \u0436\u0430|\u043D\u0430 |\u0430\u043D\u0430| \u0431\u0438|\u0436\u0430\u043D|\u0431\u0438\u0440|\u0443\u043A\u0443|\u0433\u0430 | \u0443\u043A|\u0430\u0440 |\u0443\u0443 | \u043A\u0430|\u043A\u0443\u043A|\u0443\u043A\u0442|\u043B\u0443\u0443|\u0443\u0443\u0433|\u0442\u0430\u0440|\u0443\u0433\u0430| \u0430\u0434|\u0430\u043D |\u0435\u043D |\u044B\u043A | \u0430\u0440|\u0430\u0434\u0430|\u0438\u0440 |\u0434\u0430\u043C|\u043E\u043B\u0443|\u0433\u0430\u043D| \u0431\u043E|\u0430\u043C |\u0440 \u0431| \u0436\u0435| \u043C\u0435|\u0442\u0443\u0443|\u044B\u043D |\u0430\u0440\u0430|\u0431\u043E\u043B|\u043C\u0435\u043D|\u043A\u0442\u0443| \u0431\u0430|\u0430\u043D\u0434|\u043D\u0435\u043D|\u0435\u043D\u0435|\u0430\u0440\u044B|\u044B\u043D\u0430|\u0440 \u0430|\u043D\u0434\u0430|\u043D \u043A|\u0438\u043D |\u04AF\u043D |\u043D \u0431| \u04E9\u0437|\u044D\u0440\u043A| \u043A\u043E|\u0430 \u0436| \u0430\u043B| \u044D\u0440|\u0434\u0430 |\u043A\u0442\u0430|\u0436\u0435 | \u0442\u0430|\u0430\u043D\u044B|\u0430 \u0442|\u0440\u043A\u0438|\u0430 \u0443|\u0434\u044B\u043A|\u0430\u0440\u0434|\u0430 \u043A|\u043A\u0438\u043D|\u0438\u043D\u0434|\u0438\u0448 |\u0442\u0438\u0439| \u0442\u0438|\u0438\u0439\u0438|\u043D \u0436|\u04AF\u04AF |\u0433\u04E9 |\u043D \u0430|\u0430\u043B\u0430|\u043D \u044D|\u0430\u043B\u044B|\u0443\u043A |\u0438\u043B\u0438|\u043D \u0442|\u0439\u0438\u0448|\u043A\u044B\u043B|\u043B\u0430\u0440|\u0440\u0434\u044B|\u0430\u043B\u0443|\u043D\u0434\u0438|\u0442\u0435\u0440| \u043C\u0430|\u04AF\u0433\u04E9|\u0443 \u0430|\u043A\u0430\u0440|\u043D\u044B\u043D| \u043A\u044B|\u0430 \u0430|\u0431\u0430\u0448|\u0431\u0430\u0440|\u043B\u0433\u0430|\u0438\u043C |\u0443\u043D | \u044D\u043C| \u044D\u044D|\u043B\u044B\u043A| \u0442\u0443|\u0430 \u0431|\u0430 \u044D| \u0430\u043D|\u043D\u0430\u043D|\u04E9\u0437 |\u0442\u0443\u0440|\u0440\u04AF\u04AF|\u0434\u0430\u0439|\u0430\u043B\u0434|\u0443\u043B\u0443| \u0441\u0430|\u0440\u044B\u043D|\u0434\u0430\u0440|\u0442\u0442\u0430|\u04AF\u04AF\u0433|\u0435\u0442\u0442|\u0440\u0433\u0430| \u043A\u0438|\u043A\u0430\u043D|\u0438\u0433\u0438|\u043D \u0443|\u043A\u04AF\u043D|\u043A\u0430 |\u043D\u0434\u044B|\u0443 \u0431| \u0431\u0435|\u043C \u0430|\u04AF\u0447\u04AF|\u043C\u0435\u0441|\u044D\u043C\u0435|\u0440\u044B |\u0434\u0438\u043A|\u0440 \u043C|\u0443\u0448\u0443| \u043C\u04AF| \u0441\u043E|\u043A \u0436|\u0442\u0443\u043A|\u04AF\u043D\u04E9|\u043D\u0435 |\u0438\u043D\u0435|\u0430\u043B\u0433|\u043A\u0430\u043C|\u0442\u04AF\u04AF|\u04AF\u043D\u04AF|\u044D\u0447 |\u0435\u043A\u0435|\u043A\u0435 |\u0435\u0441 | \u044D\u0447|\u04E9\u0437\u04AF|\u0433\u0438\u043D|\u0438\u043A\u0442|\u0435\u0433\u0438|\u043B\u0434\u044B|\u04E9 \u0436|\u0435\u0440\u0438|\u043A \u043C|\u0443\u043F |\u043B\u0438\u043C|\u0431\u0438\u043B|\u0430\u0442\u0442|\u043A\u0435\u0442|\u0443 \u043C|\u0447\u04AF\u043D|\u0442\u0430\u043B|\u0443\u0433\u0443| \u043A\u0435|\u0440\u0443\u0443|\u043A \u0442|\u043B\u0443\u043A|\u0447 \u043A|\u0435 \u043A|\u044D\u044D |\u043A\u0442\u0435|\u0443 \u0436| \u0434\u0435|\u0443\u043B | \u043D\u0435|\u0448\u043A\u0430|\u0434\u0438\u043D| \u0434\u0438| \u0442\u04AF|\u043C\u0434\u0430|\u0430\u043C\u0434|\u0433\u043E\u043D| \u0438\u0448|\u044B \u043C|\u043A\u0430\u043B|\u043A \u043A| \u0442\u043E|\u043A\u043E\u0440|\u0440\u0434\u0435|\u044B\u0437 |\u0441\u044B\u0437|\u0440\u0433\u043E|\u043E\u0440\u0433|\u0430\u0439 |\u0443\u043D\u0443| \u044D\u043B|\u0435 \u0430|\u043D\u04AF\u043D|\u0430\u0439\u0434|\u0437\u04AF\u043D|\u044B\u0433\u044B|\u0433\u0435 |\u0446\u0438\u044F|\u0440\u0430\u0431|\u044B\u043A\u0442|\u0433\u0438\u0437|\u043D\u0435\u0433|\u0430\u0448\u043A|\u044B\u043B\u0443|\u0435 \u0431|\u0440\u0438\u043D| \u0442\u0435|\u0438\u043A |\u043E\u043D |\u043C\u043A\u04AF|\u04AF \u0436|\u04AF \u04AF|\u043E\u043E |\u043D \u043C|\u043D\u0443\u0443|\u0442\u044B\u043A|\u0430\u0448\u0442|\u0443\u043D\u0430|\u0435\u0439 |\u0434\u0435\u0439|\u0438\u0440\u0434|\u0430\u0431\u044B| \u043C\u044B|\u043C \u04E9|\u0435\u0440\u0434|\u043B\u043E\u043E|\u043C\u0441\u044B|\u043D \u043D|\u0435\u043A\u0442|\u0434\u044B\u0440|\u0434\u0438\u0433|\u0430\u043A\u0442|\u043C\u0430\u043A|\u0430\u0433\u0430|\u0435 \u044D|\u043B\u0430\u043D|\u0430\u0446\u0438|\u0442\u0430\u043D|\u0430\u0439\u044B|\u0446\u0438\u0430|\u043E\u0446\u0438|\u0441\u043E\u0446|\u0438\u043B\u0435|\u0440\u0430\u043B|\u044B\u043D\u0434|\u0434\u0435 |\u043A\u043E\u043E|\u043D\u0438\u043A|\u0430\u0442\u044B| \u04E9\u043B|\u043B\u0433\u043E|\u043E\u043B\u0433|\u0440\u0434\u0438|\u0430\u043C\u0441|\u04AF\u043C\u043A|\u043C\u04AF\u043C|\u04E9\u0441\u04AF|\u043C\u0434\u0443|\u043D \u0438|\u0448 \u0436| \u04AF\u0447|\u0448\u0442\u044B|\u0433\u0443\u043D|\u0437\u0433\u0438|\u0431\u0435\u0440|\u04E9\u043D | \u0431\u0443|\u0431\u044B\u043D|\u0441\u0430\u043B|\u043A\u0438\u043C|\u0443 \u044D|\u043D \u0441|\u04E9\u043D\u04AF|\u043A\u0442\u04E9|\u0430 \u04E9|\u0434\u044B\u0433|\u0434\u044B |\u0437 \u043A| \u043A\u04E9|\u0434\u0430\u043D|\u044B\u043B\u044B|\u0440\u043C\u0430| \u0430\u0439|\u0438\u0430\u043B",
    mkd: " \u043D\u0430|\u043D\u0430 | \u043F\u0440| \u0438 |\u0432\u043E | \u0441\u0435|\u0440\u0430\u0432|\u043F\u0440\u0430|\u0442\u0430 |\u0430 \u0441| \u043D\u0435|\u0442\u043E |\u0434\u0430 | \u0434\u0430|\u0430 \u043F|\u0443\u0432\u0430|\u0438\u0442\u0435|\u0442\u0435 |\u043E \u043D|\u0432\u0430 |\u0430 \u043D|\u043E\u0458 |\u043A\u043E\u0458|\u0438 \u0441|\u043D\u043E |\u0430 \u0438|\u0430\u0442\u0430|\u0430\u0432\u043E| \u0438\u043C|\u0435\u043A\u043E|\u043C\u0430 | \u0437\u0430| \u0441\u043E|\u0441\u0442\u0432|\u043D\u0438 |\u0438\u043C\u0430|\u043E\u0442 |\u045A\u0435 | \u0432\u043E| \u043F\u043E|\u043B\u0438 |\u0458\u0430 |\u0430 \u0434|\u043E\u0441\u0442|\u0441\u0435\u043A|\u0435 \u043D|\u043E\u0432\u0430|\u0441\u0435 |\u0438\u043B\u0438| \u0438\u043B|\u043E \u0441|\u0435 \u043F|\u0430 \u043E|\u0430\u045A\u0435|\u0438 \u043F| \u0441\u043B|\u0430\u0442 |\u0435 \u0438|\u0432\u0430\u045A|\u0438\u0458\u0430|\u043E \u0434|\u043E\u0442\u043E|\u0435\u043D |\u043E \u0438|\u0441\u043B\u043E|\u0440\u0435\u0434|\u0438 \u0434|\u043E\u0431\u043E|\u043F\u0440\u0438| \u043E\u0434|\u0431\u043E\u0434|\u043B\u043E\u0431|\u0458 \u0438|\u0438 \u043D|\u0432\u043E\u0442|\u0441\u0442\u0430|\u0441\u0442 |\u0438 \u0438|\u0435\u0433\u043E|\u043D\u0435\u0433| \u0431\u0438|\u0430 \u0432|\u043D\u043E\u0441| \u0440\u0430| \u045C\u0435|\u0433\u043E\u0432|\u043F\u0440\u0435| \u043D\u0438| \u043A\u043E|\u0442 \u0438| \u043E\u0431|\u0435 \u0441|\u0430\u0432\u0430|\u0430\u043A\u0432|\u045C\u0435 |\u0431\u0438\u0434| \u0434\u0435| \u0434\u0440|\u0441\u043E |\u0442\u0432\u043E|\u0432\u0430\u0442|\u0430\u043A\u043E|\u0430\u0446\u0438|\u0448\u0442\u043E|\u0440\u0430\u0437|\u0435\u0434\u043D|\u0430\u0430\u0442|\u043F\u0440\u043E|\u0431\u0440\u0430|\u0438\u0434\u0435|\u0430\u043D\u0438|\u0430 \u0437|\u0430 \u0431|\u043A\u0430\u043A|\u0446\u0438\u0458|\u0435\u0441\u0442|\u0434\u0435 | \u0435 |\u0430 \u0435| \u0448\u0442| \u043A\u0430|\u0435 \u0431|\u043E\u0434\u043D|\u043E\u0434 |\u0438 \u043E|\u043D\u0438\u0442|\u0442 \u0441|\u0458 \u043D|\u0440\u0430\u043D|\u0435 \u0434|\u0438 \u0437|\u0435\u043D\u043E|\u0434\u0438 |\u043A\u043E\u043D|\u0435\u043D\u0438| \u0435\u0434| \u0441\u0438|\u0435\u043C\u0435|\u0441\u043D\u043E|\u043E\u0441\u043D| \u043E\u0441|\u0442\u0438\u0442|\u043E\u0432\u0438|\u0458\u0430\u0442|\u043E \u043F|\u0432\u0435\u043D|\u043B\u043D\u043E|\u0430\u043B\u043D| \u0458\u0430|\u0435\u0434 |\u0434\u0440\u0443|\u0432\u0430\u0430|\u0441\u0442\u043E|\u0434\u043D\u0430|\u0437\u0430 |\u043D\u043E\u0442|\u0434\u043D\u043E|\u0435 \u043E| \u0434\u043E|\u0432\u0438 |\u043E\u0432\u0435|\u0435\u0434\u0438|\u0434\u0440\u0436|\u043E \u0432|\u043D\u0438\u0435|\u043D\u043E\u0432|\u0447\u043D\u043E|\u043D\u0438\u043A|\u0436\u0438\u0432|\u0435\u0442\u043E|\u0430 \u043A|\u0438\u043E\u0442| \u0441\u0442|\u043D\u0430\u0446|\u0435\u043B\u0438|\u0432\u043D\u0438|\u0434 \u043D|\u0431\u0435\u0437|\u0430\u0440\u0430|\u043E \u043E|\u0438 \u0432|\u0442 \u043D|\u0440\u0443\u0433|\u0434\u0435\u043D|\u0434\u043D\u0438|\u0441\u0438\u0442|\u043E\u0431\u0440|\u0430 \u0440|\u043B\u0443\u0447|\u0430 \u0433| \u0432\u0440|\u043D\u0435 |\u043F\u043E\u0440|\u0448\u0442\u0438|\u0438\u0447\u043D|\u0447\u0443\u0432|\u043A\u0430 |\u0430\u0432\u043D|\u0442\u0432\u0435|\u043A\u043E | \u0431\u0435| \u043E\u043F|\u0431\u043E\u0442|\u0430\u0431\u043E|\u0440\u0430\u0431|\u0430 \u043C|\u0446\u0435\u043B| \u0446\u0435|\u0442\u0435\u043D|\u0435\u043B\u043E|\u043E\u043B\u043D|\u0434\u0435\u043B|\u043D\u0443\u0432|\u0435 \u0432|\u0438\u0442\u0430|\u0430\u0448\u0442|\u0437\u0430\u0448|\u043A\u0440\u0438|\u0440\u043E\u0434|\u043D\u0438\u043E|\u0442 \u043F|\u0437\u0435\u043C|\u0435\u043C\u0430|\u043D\u0435\u043C|\u043E\u0458\u0430|\u0435\u0437 |\u0438\u043C | \u043E\u0432|\u043E\u0434\u0438|\u043F\u0448\u0442|\u043E\u043F\u0448|\u043E\u043D |\u0438\u0435 |\u043D\u0441\u0442|\u043D\u0430\u043A|\u0430\u0453\u0430|\u0448\u0442\u0435|\u0447\u043E\u0432| \u0447\u043E|\u0432\u0430\u043D|\u0437\u043E\u0432|\u0430\u0437\u043E|\u043A\u043E\u0442|\u0441\u043B\u0443|\u0436\u0430\u0432|\u0440\u0436\u0430| \u0438\u0437|\u043E \u043A|\u0440\u0435\u043C|\u0438\u0441\u0442|\u0435\u045A\u0435|\u0432\u043E\u043B|\u043E\u0440\u0435|\u0433\u0438 |\u043D \u0438| \u0442\u043E|\u0442\u0438 |\u0438\u043A\u043E|\u043E\u0434\u0430| \u0436\u0438|\u043B\u0430\u0441|\u0430\u0440\u043E| \u043C\u0435| \u0437\u0435|\u043B\u043E |\u0431\u0435\u0434|\u043B\u0438\u0442| \u0440\u0435|\u0438\u043F\u0430|\u0440\u0438\u043F|\u0435\u0434\u0435|\u043E \u045C|\u043E\u0432\u043E| \u043C\u043E|\u043D\u0430\u043F|\u0442 \u0434|\u0432\u0440\u0435|\u0458\u0441\u0442|\u0435\u0458\u0441|\u043E\u0440\u0430|\u0438\u0432\u0438|\u0440\u0438\u0432|\u0440\u0438 |\u0437\u0432\u043E|\u0432\u0435\u043A|\u043B\u043D\u0438|\u043A\u0432\u043E|\u0432\u043D\u043E| \u0441\u043F|\u043E \u0435|\u043A\u0432\u0430|\u043D \u043D|\u0436\u0435\u043D|\u0434\u0430\u0442|\u043D\u0435\u0442|\u0438\u043D\u0435|\u0438\u0432\u043E|\u043F\u043E\u0434|\u0430\u043B\u0438|\u0438\u043A\u0430",
    khk: " \u044D\u0440|\u044D\u0440\u0445| \u0445\u04AF|\u043D \u0431|\u044D\u0439 |\u0442\u044D\u0439|\u0445 \u044D| \u0431\u043E|\u0430\u0445 | \u0431\u04AF|\u043D\u0438\u0439|\u0430\u043D |\u0438\u0439\u0433|\u0439\u043D |\u0445\u04AF\u043D|\u0431\u043E\u043B| \u0431\u0430|\u044D\u043D |\u043E\u043B\u043E|\u0438\u0439\u043D|\u0443\u0443\u043B|\u0439 \u0445| \u0445\u0430|\u0431\u04AF\u0440|\u044D\u0445 |\u0431\u0430\u0439| \u0431\u0443|\u0433\u0430\u0430|\u0440\u0445\u0442|\u0445\u0442\u044D|\u0433\u04AF\u0439|\u0440\u0445 |\u04AF\u0440 |\u04AF\u043D |\u0430\u0430\u0440|\u0439\u0433 |\u0430\u0440 |\u043B\u0430\u0445|\u043E\u043D | \u0445\u044D|\u0438\u0439 |\u0430\u0430 | \u0437\u0430|\u043D \u0445|\u0439 \u0431| \u043E\u0440|\u04E9\u043B\u04E9|\u043B\u044D\u0445|\u04AF\u0439 |\u043B\u04E9\u04E9|\u0443\u043B\u0430| \u0445\u0443|\u044B\u043D |\u04AF\u043D\u0434|\u044D\u043B |\u044D\u0440 | \u0443\u043B| \u0447 | \u0451\u0441|\u043D \u044D| \u043D\u0438|\u043B\u043E\u043D|\u0445\u0438\u0439| \u0442\u0443|\u0440 \u0445|\u04E9\u04E9\u0440| \u0433\u044D|\u0441\u0430\u043D|\u0447\u04E9\u043B| \u0447\u04E9|\u0443\u043B\u0441| \u04AF\u043D|\u0433\u044D\u044D|\u043E\u0440\u043E|\u043D\u044B |\u043D \u0442|\u044E\u0443 |\u0443\u044E\u0443|\u0431\u0443\u044E| \u0448\u0430|\u0445\u0430\u043D|\u044D\u0434 |\u043E\u0445 |\u044D\u044D |\u043D\u044C | \u043D\u044C| \u0442\u044D|\u0441\u044D\u043D|\u043D \u0430|\u0440 \u044D|\u0430\u0439 |\u043B \u0445|\u0445\u0430\u043C|\u043B\u0430\u0433| \u0442\u043E|\u0445 \u0451| \u044D\u0434|\u043D\u0434\u044D|\u043B\u0433\u0430| \u0442\u04E9|\u0440\u043E\u043B|\u0436 \u0431| \u0430\u043B|\u04AF\u043B\u044D|\u0445 \u0431|\u043B\u0438\u0439| \u0445\u04E9|\u043E\u043B |\u043B \u0431|\u043B\u0441 |\u044D\u0433 |\u044D\u044D\u0440|\u0439\u0433\u044D|\u0430\u0432\u0430|\u0442\u0430\u0439|\u0433\u044D\u043C|\u0433\u0443\u0443|\u0434 \u0445|\u0431\u0443\u0441| \u04E9\u04E9|\u04E9\u0442\u044D|\u04E9\u04E9\u0442|\u0442\u04E9\u0440|\u044B\u0433 |\u043B\u0433\u043E|\u043B\u0443\u0443|\u0445\u0443\u0443|\u04AF\u04AF\u043B|\u043D\u0434 |\u0445\u044D\u043D|\u0441\u043E\u043D|\u0434\u044D\u0441| \u044F\u043B|\u043B\u0434 |\u0430\u043B\u0434|\u0445\u0430\u0440|\u0433\u0438\u0439| \u043D\u044D|\u043B\u043E\u0432|\u0433 \u0431|\u0440\u044D\u0433|\u044D\u0440\u044D|\u04AF\u0439\u043B|\u0430\u0430\u043B|\u043D \u0437|\u0433 \u0445|\u0445 \u0442|\u044D\u043D\u0438| \u0430\u043C|\u0440\u043B\u0430|\u0433\u044D\u0440|\u04AF\u043D\u0438|\u043E\u0439 |\u0442\u043E\u0439|\u0430\u043B | \u0433\u0430|\u0430\u0434 |\u0440\u0438\u0439|\u0430\u0430\u043D|\u0439 \u0430| \u0430\u0436|\u0432\u0441\u0440| \u0437\u043E|\u0443\u0440\u0430|\u043B\u043B\u0430| \u0430\u0432| \u0445\u0438|\u044D\u0434\u044D|\u0434\u0441\u044D| \u04AF\u0439|\u043C\u0433\u0430|\u0430\u043C\u0433|\u0439\u0445 |\u0430\u0439\u0445|\u0447 \u0431| \u043E\u043B|\u0440\u0433\u0430|\u04E9\u0440\u04E9|\u044D\u0441 |\u0430\u0433\u0430| \u0441\u0430|\u043D \u0434|\u043E\u043E |\u0430\u043D\u0430|\u0438\u043D |\u0430\u0433 |\u043D \u043D|\u043E\u0432\u0441| \u0441\u043E|\u043E\u043B\u0446|\u044D\u0433\u0442|\u0434\u044D\u043B|\u0430\u043B\u0438|\u0433\u04E9\u04E9|\u0442\u044D\u0433|\u0445\u044D\u044D|\u0445\u044D\u0440|\u0432\u0430\u0445|\u0430\u0440\u043B|\u04AF\u04AF |\u0445\u04AF\u04AF|\u043B\u0430\u0430| \u0434\u044D|\u0441 \u043E| \u0442\u04AF|\u043C\u0438\u0439|\u0439\u0433\u043C| \u0448\u04AF|\u043D \u0448|\u0430\u0440\u0433|\u0440 \u0447|\u04E9\u0440 |\u0430\u0441\u0430|\u0434\u0438\u043B|\u0430\u0434\u0438| \u0430\u0434| \u043C\u044D|\u0441\u0440\u043E| \u0431\u0438|\u0430 \u0445|\u0438\u043B\u0433|\u0440\u0430\u0430|\u0439 \u0442|\u0445\u04AF\u0440| \u0442\u0430|\u04E9\u0445 |\u0430\u0440\u0434|\u0434\u044D\u044D|\u043B\u043E\u0445|\u043B\u0430\u043D|\u0432\u0430\u0430|\u0438\u0432\u0430|\u043B\u0438\u0432|\u0430\u043B\u0443|\u0442\u0433\u044D|\u043E\u0440\u0438|\u043B\u044B\u043D| \u0434\u0430| \u044F\u0432|\u043B \u043D|\u04AF\u0440\u044D|\u0430\u0439\u0433|\u0434 \u0431|\u043E\u0433\u0442|\u0442\u043E\u0433|\u0430\u0439\u043B|\u04E9\u0440\u0438|\u0430\u0448\u0438|\u044F\u043B\u0433|\u043C\u0430\u0440|\u043B\u0430\u043B|\u0433\u043B\u0430| \u044D\u043D|\u043D \u04AF|\u0440\u043E\u043D| \u0445\u043E|\u043D \u0433|\u043D \u0443|\u0430\u0439\u0434|\u0445 \u0447|\u0434\u043B\u044D|\u0440 \u0442|\u0430\u0442\u0430|\u0431\u0438\u0435|\u0430\u043D\u0433|\u0439 \u044D|\u043D\u044D\u0433| \u0441\u0443|\u043B\u0446\u043E|\u0431\u04AF\u043B|\u043B\u0436 |\u0434 \u043D|\u043B\u04E9\u0445|\u0434\u0430\u0445|\u0440\u0445\u0438|\u043B\u044D\u043B|\u0433 \u04AF| \u0434\u0443|\u0433\u043E\u0445|\u0442\u043E\u043E|\u044D\u0440\u0433|\u043E\u043B\u0433|\u0430\u0441 |\u044D\u0436 |\u0439\u043B\u0434|\u0445 \u0430|\u0433\u0448 |\u044D\u0433\u0448|\u0443\u043B\u0438| \u0448\u0438|\u0445 \u0448|\u0433 \u043D|\u0438\u0433\u043B|\u0441\u0433\u04AF|\u0451\u0441\u0433|\u0434\u0430\u0440|\u0445 \u0445|\u0430\u043C\u044C|\u0440 \u0430|\u043E \u0445",
    kbd: "\u0433\u044A\u044D|\u044B\u0433\u044A| \u043A\u044A| \u0445\u0443|\u044B\u0445\u0443|\u043D\u044B\u0433| \u0437\u044B|\u043D\u0443 |\u0445\u0443\u0438|\u044D\u043C |\u044A\u044D |\u0445\u0443\u044D| \u0438 |\u0443\u0438\u0442|\u0442\u044B\u043D|\u0433\u044A\u0443|\u044D \u0437|\u043A\u044A\u044B|\u044D\u0445\u044D|\u04CF\u044B\u0445|\u044D \u0438|\u044D\u0440 | \u0437\u044D|\u044A\u044D\u0440|\u044B\u043C |\u0445\u044C\u044D|\u044A\u0443\u044D|\u0446\u04CF\u044B| \u0446\u04CF|\u044D\u0445\u0443|\u044B\u043D\u044B|\u0438\u0442\u044B|\u0437\u044B |\u043D\u044D |\u0445\u044D\u043C|\u0430\u0433\u044A|\u0443\u044D |\u043A\u044A\u044D|\u044D\u043D\u0443| \u0434\u044D|\u044D\u0443 |\u044D\u0433\u044A|\u043C \u0438|\u044D\u043D\u044D|\u0445\u044A\u0443|\u044D\u0449 |\u0440\u0430\u043B|\u0442\u0445\u044D|\u044D\u0442\u0445|\u044D\u0440\u0430|\u0445\u044D\u043D|\u0434\u044D\u0442|\u043C \u0445|\u0438\u0433\u044A|\u044D \u0445|\u04CF\u044D |\u0449\u0445\u044C|\u044B \u0446|\u044B\u043D\u0443|\u044D\u043D\u044B|\u0443 \u0445| \u0445\u044D|\u0443 \u0437| \u0433\u044A|\u0437\u044D\u0445|\u043A\u04CF\u044D|\u044A\u044D\u0445|\u0443\u043C |\u0445\u0443\u043C|\u0456\u044D |\u044D\u0434\u044D|\u0440\u044D | \u0438\u043A|\u044A\u0443\u043D| \u0449\u044B|\u0449\u04CF\u044D|\u0443\u044D\u0434|\u0438 \u0445|\u0443\u044D\u043D|\u044D \u043A|\u0445\u044D\u0442|\u0443\u044D\u0444|\u0438\u0456\u044D| \u0438\u0456|\u0445\u044D\u0440|\u044D \u0449| \u0435 |\u043C\u0438 |\u043B\u044A\u044B|\u044D\u043A\u04CF|\u0456\u044D\u0449|\u044D\u0442\u0438|\u0442\u0438 |\u0445\u0443\u0430|\u043C \u043A|\u044D\u0440\u044B|\u0443 \u0434|\u0449\u0456\u044D|\u043A\u044A\u0443|\u0440 \u0437|\u0437\u044D\u0440|\u043C\u0440\u044D|\u044D\u043A\u0456|\u043A\u0456\u044D|\u044A\u044B\u043C|\u0443\u043D\u0443| \u0445\u044A|\u04CF\u0438 |\u0430\u0443\u044D| \u043D\u044D|\u044A\u044D\u043C|\u043B\u044A\u044D|\u044D\u043C\u0440|\u044D \u0433|\u0443\u044D\u0445|\u0435\u0437\u044B|\u043D\u0448\u044D|\u044A\u044D\u043F|\u0437\u044B\u0445|\u0430\u043B\u044A|\u0443 \u043A|\u0430\u0449\u044D|\u0444\u0430\u0449|\u043A\u04CF\u0438|\u0438\u043A\u04CF|\u044A\u044B\u0445|\u0443\u043A\u044A|\u0430\u043B\u044B|\u0430\u043B |\u0443 \u0438|\u0431\u0437\u044D|\u044A\u044D\u0449| \u043C\u044B|\u044D\u0444\u0430| \u043F\u0441|\u0456\u0443\u044D|\u0430\u0431\u0437| \u0445\u0430|\u04CF\u0443\u044D| \u0433\u0443| \u043B\u044A|\u0437\u044B\u043C| \u0449\u04CF| \u0449\u0445|\u043F\u0441\u043E|\u0443\u043C\u044D|\u044A\u0443\u043C|\u0445\u0430\u0431|\u043D\u0443\u043A|\u0438\u04CF\u044D| \u0438\u04CF|\u0449\u044B\u0442|\u04CF\u044D\u0449| \u044F |\u0440\u0438 |\u0445\u0443 | \u0435\u0437|\u0440\u0438\u0433|\u0438 \u043A|\u043C \u0449|\u0443 \u0449|\u0438 \u0446|\u043B\u044B\u043C|\u0448\u044D\u0443|\u044A\u044B\u0449|\u044B\u0445\u044D|\u044D\u043F\u044D|\u044D\u0449\u04CF|\u0449\u044D\u0445|\u044B\u0445\u044C|\u044D\u043D |\u0445\u044A\u044D| \u0443\u043D|\u044A\u044D\u043A|\u044A\u044D\u0436|\u044A\u044B\u0442|\u043C \u0435|\u0443\u0443 |\u044D\u043F\u0441|\u0449\u04CF\u044B|\u0443 \u043F|\u0441\u044D\u043D|\u043C\u0430\u043B|\u0430\u043C\u0430| \u0430\u043C|\u043F\u0445\u044A| \u0449\u0456|\u0449\u0456\u0430|\u043C\u044D\u043D|\u044D\u0445\u044A|\u044C\u044D |\u044D\u0436\u044B|\u044B\u043B\u044A|\u044D \u0435|\u044D\u0449\u0445|\u0456\u044B\u0445|\u0446\u0456\u044B| \u0446\u0456|\u043C \u0437|\u0442\u0443 |\u044C\u044D\u0445|\u044D\u0441\u044D|\u044C\u044D\u043D|\u0430\u043F\u0449|\u044D\u0440\u0438|\u0436\u044C\u044D|\u044A\u044D\u0437|\u044A\u044D\u0443|\u0434\u044D |\u043F\u0449\u04CF|\u043F\u0441\u044D|\u0438 \u043D|\u044B\u043D\u0448|\u0436\u044B\u043D|\u0443\u044D\u0449|\u043D\u044D\u0433|\u044C\u044D\u043F|\u043D \u0445|\u044A\u0443\u0430|\u044B\u043A\u04CF|\u0445\u0443\u0440|\u043B\u044A\u0445|\u0434\u044D\u0443|\u044D \u044F|\u044A\u044D\u0441|\u043F\u0441\u044B|\u044D \u043F|\u044D\u0442\u044B|\u044D \u0434| \u0438\u0440|\u0440 \u0438|\u044D\u0449\u0456|\u043D\u044D\u0445|\u0437\u044D\u0433|\u044B\u0437\u044D|\u0438 \u043B|\u0438 \u0438|\u043D\u0435\u0439|\u0443\u043D\u0435|\u044B\u0442 | \u0437\u0438|\u0443\u043D\u0430|\u044D\u043D\u0448|\u0445\u044D\u0433|\u0433\u0443\u043F|\u044B\u0449\u044B|\u0445\u0443\u0435|\u044B\u0440 |\u0438\u0442\u0443|\u0438 \u0449|\u0441\u043E\u043C|\u0441\u044D\u0445|\u044D\u0437\u044D|\u044B\u043A\u044A|\u044D\u0433\u0443| \u0442\u0435|\u0430\u043F\u0445|\u043A\u044A\u0435| \u0437\u0430|\u043B\u0445\u044D|\u0430\u043B\u0445|\u0438 \u0434|\u044D \u043B|\u0438 \u0443|\u0443\u044D\u0442|\u0430\u043C |\u043C\u044B |\u044B\u043D |\u0438 \u0437|\u044D\u0436\u044C|\u0436\u044C\u044B|\u0449 \u0435|\u0443\u044D\u043C|\u043C \u0434|\u0437\u044D |\u044A\u044D\u0433|\u0435\u0433\u044A| \u0456\u0443|\u0449 \u0437|\u043B \u0445|\u0431\u0433\u044A|\u044B\u0442\u044D| \u043F\u0449|\u043D\u0430\u0433|\u0440 \u0449|\u0441\u044D\u0443|\u043C \u044F|\u043A\u044D |\u0442 \u0445|\u0438\u043C\u044B|\u043E\u043C\u0438|\u044D \u0430|\u044D\u043C\u044B|\u0442\u044D\u043D|\u043C\u044B\u043B|\u0445\u044D\u043A|\u0443 \u0435|\u0445\u0443\u0431|\u0443\u0438\u0433|\u0443\u0435\u0439"
  },
  Arabic: {
    arb: " \u0627\u0644|\u064A\u0629 |\u0641\u064A | \u0641\u064A|\u0627\u0644\u062D| \u0623\u0648|\u0623\u0648 | \u0648\u0627|\u0648\u0627\u0644|\u062D\u0642 |\u0629 \u0627|\u0644\u062D\u0642|\u0627\u0644\u062A|\u0643\u0644 |\u0627\u0644\u0645|\u0644\u0643\u0644| \u0644\u0643|\u0644\u0649 |\u0642 \u0641|\u062A\u0647 |\u0648 \u0627|\u0629 \u0648|\u0634\u062E\u0635|\u0629 \u0644|\u0627\u062A |\u0627\u0644\u0623|\u064A \u0623|\u0648\u0646 | \u0634\u062E|\u0645 \u0627|\u0623\u064A | \u0623\u064A|\u0627\u0646 |\u0623\u0646 |\u0645\u0629 |\u064A \u0627|\u0627\u0644\u0627|\u0644\u0627 |\u0647\u0627 |\u0627\u0621 | \u0623\u0646| \u0639\u0644|\u062E\u0635 |\u0646 \u0627| \u0644\u0644|\u062F \u0627|\u0645\u0646 |\u0641\u0631\u062F|\u0645\u0627 |\u0627\u0644\u0639|\u062A \u0627|\u062D\u0631\u064A|\u0639\u0644\u0649|\u0644 \u0641|\u0631\u062F |\u0644 \u0634| \u0644\u0627|\u0631\u064A\u0629| \u0625\u0644|\u0629 \u0623|\u0627 \u0627|\u0646 \u064A| \u0648\u0644|\u0627 \u0644|\u0627 \u064A| \u0641\u0631| \u0645\u0646|\u0629 \u0645|\u0627\u0644\u0642|\u062C\u062A\u0645|\u0646 \u0623|\u0642 \u0627|\u0627\u0644\u0625| \u062D\u0631|\u0644\u0647 |\u0647 \u0644|\u0627\u064A\u0629|\u0644\u0643 |\u0647 \u0627| \u062F\u0648|\u062F\u0629 |\u0627\u064B |\u064A\u0646 |\u0647 \u0648|\u0644\u0629 |\u064A \u062D| \u0639\u0646|\u0645\u0627\u0639|\u064A \u062A|\u0630\u0627 | \u062D\u0642|\u0642\u0648\u0642|\u062D\u0642\u0648|\u060C \u0648|\u0646 \u062A|\u0645\u0639 |\u0635 \u0627|\u0627\u0645 |\u062F \u0623| \u0643\u0627|\u0647\u0630\u0627|\u0627\u0644\u0648| \u0625\u0646|\u0645\u0644 |\u0627\u0645\u0629|\u0639 \u0627|\u0625\u0644\u0649|\u0629 \u0639|\u0645\u0627\u064A|\u062D\u0645\u0627|\u0646 \u0648|\u0644\u062A\u0639| \u0648\u064A|\u064A\u0631 |\u0646\u0648\u0646|\u064A \u0648|\u0627\u0633\u064A|\u0627\u0644\u062C| \u0647\u0630|\u0646\u0633\u0627|\u0648\u0642 |\u062A\u0631\u0627|\u0639\u064A\u0629|\u0647 \u0623| \u0644\u0647|\u0633\u064A\u0629| \u064A\u062C| \u0628\u0627|\u062F\u0648\u0644|\u0627\u0646\u0648|\u0642\u0627\u0646|\u0644\u0642\u0627|\u0629 \u0628|\u0629 \u062A|\u062A\u0645\u0627|\u0627\u0644\u062F|\u064A\u0627\u062A|\u0639 \u0628|\u0633\u0627\u0646|\u0625\u0646\u0633|\u0647\u0645 |\u0639\u0644\u064A| \u0645\u062A|\u0644\u0645\u062C|\u0630\u0644\u0643|\u0639\u0645\u0644|\u0644\u0623\u0633|\u0648\u0632 |\u062C\u0648\u0632|\u064A\u062C\u0648|\u0628\u0627\u0644|\u063A\u064A\u0631|\u0643 \u0627|\u0643\u0627\u0646|\u0633\u0627\u0633|\u0623\u0633\u0627|\u062F\u0645 |\u0644\u0627\u062F|\u0627\u0639\u064A|\u0627\u0644\u0631|\u062A\u0645\u064A|\u062F\u0648\u0646|\u062A\u0645\u062A|\u0644\u062A\u0645| \u064A\u0639|\u0644\u064A\u0647|\u0633\u0627\u0648|\u0627\u062C\u062A|\u064A \u0645|\u0644\u0639\u0627|\u0644\u062C\u0645|\u062A\u0639\u0644|\u0631 \u0648|\u062A\u0645\u0639|\u0645\u062C\u062A| \u0645\u0639|\u064A\u0647 |\u0649 \u0623|\u0641\u064A\u0647|\u0649 \u0627| \u0643\u0644|\u0644\u0627\u062A|\u0645\u0644\u0627|\u0648\u062F |\u0627\u0646\u062A|\u0627\u0644\u0641|\u064A\u0647\u0627|\u064A \u0625|\u062A\u064A |\u0627\u0644\u0628|\u0644\u064A |\u0642\u062F\u0645|\u0627\u0644 |\u0627\u062F |\u0644 \u0627|\u064A\u0632 |\u064A\u064A\u0632|\u0645\u064A\u064A| \u062A\u0645|\u0644\u062D\u0631|\u062A\u0639 |\u0645\u062A\u0639|\u0627 \u0628|\u0639\u0627\u0645|\u0627 \u0648|\u0642 \u0648|\u0631\u0627\u0645|\u0644 \u0644|\u0644\u0627\u062C|\u0631\u0627 |\u0627\u0644\u0634| \u0648\u0625|\u064A\u0645 |\u0644\u064A\u0645|\u0634\u062A\u0631|\u0627 \u062D|\u0648\u0627\u062C|\u0644\u0632\u0648|\u0648\u0644 |\u0627 \u0641|\u0648\u0644\u0629|\u0644\u062D\u0645|\u0623\u0633\u0631| \u0630\u0644|\u0647 \u0641|\u0627\u062A\u0647|\u0645\u0633\u0627|\u0644\u0645\u0633| \u062A\u0639|\u0639\u0646 |\u0647 \u0639|\u0648\u0644\u0647|\u064A\u062A\u0647|\u0646 \u0644|\u0631\u0629 | \u0648\u0633|\u0627\u0629 |\u064A\u062F | \u062A\u062D| \u0645\u0633|\u064A \u064A|\u0644\u062A\u064A|\u0639\u0629 |\u0648\u0644\u064A|\u0644\u062F\u0648| \u0623\u0633| \u0648\u0641|\u0644 \u0648|\u0623\u064A\u0629|\u0646\u064A |\u0627\u0644\u0633|\u0644\u0627\u0646|\u0644\u0625\u0639|\u0629 \u0641|\u0631\u064A\u0627|\u0644 \u0625|\u0645 \u0628|\u0627\u0645\u0644|\u0643\u0631\u0627|\u062A\u0633\u0627|\u0645\u064A\u0639|\u062C\u0645\u064A| \u062C\u0645|\u0623\u0648\u0644|\u0628\u064A\u0629|\u0639\u064A\u0634|\u062A\u062D\u0642|\u0627\u062F\u0629|\u0633 \u0627| \u0645\u0645|\u0645\u0639\u064A|\u062C\u0645\u0627|\u0639\u0627\u062A|\u0627\u0639\u0627|\u0627\u0631\u0633|\u0645\u0627\u0631|\u0645\u0645\u0627|\u0645 \u0648|\u0631\u0627\u0643|\u0627\u0634\u062A|\u0627\u0644\u0637|\u0627\u062C |\u0632\u0648\u0627|\u0627\u0644\u0632| \u0648\u0645|\u062D\u062F\u0629|\u062A\u062D\u062F|\u0644\u0645\u062A|\u0645\u0645 |\u0644\u0623\u0645|\u062F\u0647 |\u0628\u0644\u0627| \u0628\u0644|\u0627\u0631 |\u064A\u0627\u0631|\u062A\u064A\u0627|\u062E\u062A\u064A|\u0627\u062E\u062A|\u0646 \u0645| \u0645\u0631",
    urd: "\u0648\u0631 | \u0627\u0648|\u0627\u0648\u0631|\u06A9\u06D2 | \u06A9\u06D2| \u06A9\u06CC| \u06A9\u0627|\u06CC\u06BA | \u062D\u0642|\u06A9\u06CC |\u06A9\u0627 | \u06A9\u0648|\u0626\u06D2 |\u06D2 \u06A9|\u06CC\u0627 |\u0633\u06D2 |\u06A9\u0648 |\u0634\u062E\u0635| \u0634\u062E|\u0646\u06D2 | \u0627\u0633| \u06C1\u06D2|\u0645\u06CC\u06BA|\u062D\u0642 | \u06C1\u0648| \u0645\u06CC|\u062E\u0635 |\u06D2 \u0627| \u062C\u0627|\u0627\u0633 | \u0633\u06D2| \u06CC\u0627|\u06C1\u0631 |\u06CC \u0627| \u06A9\u0631| \u06C1\u0631|\u06D2\u06D4 |\u0633\u06CC |\u06C1\u06CC\u06BA|\u0627 \u062D|\u0635 \u06A9|\u0648\u06BA |\u06D2 \u0645| \u0627\u0646|\u0631 \u0634|\u06D4 \u06C1|\u0627\u0626\u06D2|\u0632\u0627\u062F|\u0622\u0632\u0627| \u0622\u0632|\u0627\u0645 |\u0631 \u0627|\u0642 \u06C1|\u0627\u062F\u06CC|\u062C\u0627\u0626|\u06BA \u06A9|\u06C1\u06D2\u06D4|\u0645 \u06A9| \u06A9\u0633|\u0627 \u062C|\u06CC \u06A9|\u0633 \u06A9|\u06A9\u0633\u06CC| \u067E\u0631|\u06D2 \u06AF|\u06C1\u06D2 |\u0627\u0631 |\u062A \u06A9|\u062F\u06CC |\u067E\u0631 |\u0648 \u0627| \u062D\u0627| \u062C\u0648| \u06C1\u06CC|\u0627\u0646 |\u06CC \u062C|\u0631\u06CC | \u0646\u06C1| \u0645\u0639|\u062C\u0648 |\u0644 \u06A9|\u06CC \u062A|\u0646 \u06A9|\u06A9\u0631\u0646|\u0626\u06CC |\u0644 \u06C1|\u062A\u06CC |\u06C1\u0648 |\u06C1 \u0627| \u0627\u06CC|\u0635\u0644 |\u0627\u0635\u0644|\u062D\u0627\u0635|\u0631\u0646\u06D2|\u06CC \u0634|\u0646\u06C1 |\u06D4 \u0627|\u06BA\u06D4 |\u06CC\u06BA\u06D4|\u0631 \u06A9|\u0631 \u0645| \u0645\u0644|\u0648\u06C1 |\u0645\u0639\u0627|\u0631\u06D2 |\u06BA \u0627|\u0646\u06C1\u06CC|\u06D2 \u06C1|\u06D2 \u0628|\u0627\u06CC\u0633|\u06D2 \u0644| \u062A\u0639| \u06AF\u0627|\u06CC\u062A |\u06CC \u062D|\u0627 \u0627|\u06CC \u0645|\u0627\u067E\u0646| \u0627\u067E|\u06A9\u06CC\u0627|\u0645\u06CC |\u06CC \u0633| \u062C\u0633|\u06C1 \u06A9|\u0646\u06CC |\u0627\u0634\u0631|\u0639\u0627\u0634| \u062F\u0648|\u0644\u0626\u06D2| \u0644\u0626|\u0627\u0646\u06C1|\u0648\u0642 |\u0642\u0648\u0642|\u062D\u0642\u0648|\u0645\u0644 | \u0642\u0627|\u06A9\u06C1 | \u06AF\u06CC|\u0631 \u0628|\u06C1 \u0645| \u0648\u06C1| \u0628\u0646|\u06CC \u0628|\u0645\u0644\u06A9|\u062C\u0633 |\u0627\u06D4 |\u0631\u06CC\u0642|\u0631 \u0646|\u06D2 \u062C|\u0627\u062F |\u0627\u062A |\u06AF\u06CC |\u062F \u06A9|\u06D2 \u062D|\u062F\u0627\u0631|\u0631 \u06C1|\u06AF\u0627\u06D4|\u0642\u0648\u0645| \u0642\u0648|\u06D2\u060C |\u0627 \u0633|\u062F\u0648\u0633|\u0631 \u067E| \u0648 | \u0634\u0627|\u06CC \u0622|\u06BA \u0645|\u0642 \u062D| \u067E\u0648| \u0628\u0627|\u062E\u0644\u0627|\u0627\u0646\u06D2|\u06CC\u0645 |\u0644\u06CC\u0645|\u0648 \u062A|\u0648\u0646 | \u06A9\u06C1|\u06CC\u060C |\u06D4 \u06A9|\u0627 \u067E|\u0646 \u0627|\u0644\u06A9 |\u0639\u0644\u0627|\u0627 \u0645|\u0642 \u06A9|\u0627\u0626\u06CC|\u0648\u0633\u0631|\u06CC \u06C1|\u0648\u0626\u06CC|\u06CC\u0631 |\u0627 \u06C1|\u0639\u0644\u06CC|\u0648 \u06AF|\u0648\u0631\u06CC|\u062F\u06AF\u06CC|\u0646\u062F\u06AF|\u0648 \u06A9|\u06CC\u0633\u06D2| \u0645\u0646|\u0627\u0626\u062F|\u0631\u0627\u0626| \u0645\u0631|\u067E\u0648\u0631| \u0637\u0631|\u0648\u0645\u06CC|\u06D2 \u062E|\u0633\u0628 |\u0646\u0648\u0646|\u0627\u0646\u0648|\u0642\u0627\u0646| \u0633\u06A9|\u0648\u0627\u0645|\u06CC\u0646 | \u0631\u06A9|\u062A\u0639\u0644|\u0644\u0627\u0642|\u063A\u06CC\u0631|\u062F\u0627\u0646|\u060C \u0627| \u0628\u06CC| \u0645\u0633|\u06CC\u0648\u06BA|\u0646\u0627 | \u0628\u06BE| \u0628\u0631|\u0631\u062A\u06CC|\u0627\u062F\u0627|\u0627\u0645\u0644|\u06CC\u06C1 | \u06CC\u06C1|\u06C1 \u0648| \u0639\u0627|\u06CC \u067E| \u0628\u0686|\u0627\u0641 |\u0644\u0627\u0641| \u062E\u0644|\u06CC\u06D4 |\u06AF\u06CC\u06D4| \u062F\u06CC|\u06BE\u06CC |\u0628\u06BE\u06CC|\u062F\u06C1 |\u062C\u0627 |\u067E\u0646\u06CC|\u0642\u0648\u0627|\u0627\u0642\u0648|\u0631\u06A9\u06BE|\u06D2 \u06CC| \u0639\u0644|\u06A9\u0648\u0626|\u060C \u0645| \u0686\u0627|\u06D2 \u0633|\u0631 \u0639| \u067E\u06CC|\u0628\u0631\u0627|\u0631 \u0633|\u0631 \u062D|\u0633\u0627\u0646|\u0645 \u0627|\u06A9\u0627\u0645|\u0634\u0631\u062A| \u0631\u0627|\u0634\u0627\u0645|\u0645\u0646 |\u0632\u0646\u062F| \u0632\u0646|\u0628 \u06A9|\u062A \u0645|\u0627\u06C1 |\u0627\u0631\u06CC|\u0633 \u0645|\u0631 \u062C| \u0645\u062D|\u0648\u0631\u0627|\u06D2 \u067E|\u0637\u0631\u06CC|\u06C1\u0648\u06BA|\u0627\u0644 |\u06BA \u0633|\u06CC \u0646|\u06A9\u0631\u06D2| \u0645\u0642|\u062A \u0633|\u062A\u062D\u0641| \u062A\u062D|\u0648\u06D4 |\u06C1\u0648\u06D4|\u0628\u0646\u062F| \u0627\u0642|\u062F \u06C1| \u0627\u0645|\u0627\u0645\u06CC|\u0627\u0644\u0627|\u0644\u062A |\u0634\u0631\u06D2|\u06D2 \u0639|\u0627 \u06A9|\u0641\u0631\u06CC",
    pes: " \u0648 | \u062D\u0642| \u0628\u0627|\u0646\u062F |\u0631\u062F |\u062F\u0627\u0631| \u062F\u0627|\u06A9\u0647 |\u0647\u0631 | \u062F\u0631| \u06A9\u0647|\u062F\u0631 | \u0647\u0631|\u0631 \u06A9|\u062D\u0642 |\u062F \u0647|\u0627\u0632 |\u06CC\u062A | \u0627\u0632|\u06CC\u0627 |\u06A9\u0633 |\u0648\u062F |\u0627\u0631\u062F| \u06CC\u0627| \u06A9\u0633|\u0627\u06CC |\u062F \u0648| \u0628\u0631| \u062E\u0648|\u0642 \u062F|\u0628\u0627\u0634|\u0634\u062F |\u062F \u06A9|\u0627\u0631 |\u062F \u0628| \u0631\u0627|\u0647 \u0628|\u0627\u0646 |\u0622\u0632\u0627| \u0622\u0632|\u0631\u0627 |\u0627\u0634\u062F|\u06CC \u0648|\u0647 \u0627|\u06CC\u0646 |\u06CC\u062F |\u0632\u0627\u062F|\u0633 \u062D|\u062E\u0648\u062F|\u06CC \u0628| \u0627\u0633|\u062F\u0647 |\u062F\u06CC |\u0648\u0631 |\u0627\u06CC\u062F|\u0647 \u062F|\u0631\u06CC |\u0648 \u0627|\u062A\u0645\u0627|\u0627\u062A | \u0646\u0645|\u06CC \u06A9|\u0627\u062F\u06CC|\u0646\u0647 |\u0631\u0627\u06CC|\u062F \u0627| \u0622\u0646|\u0627\u0633\u062A|\u0631 \u0627|\u0631 \u0645| \u0627\u062C|\u0645\u0627\u06CC|\u0648\u0646 |\u0642\u0648\u0642|\u062D\u0642\u0648|\u0648 \u0645| \u0627\u0646|\u0627\u0646\u0647| \u0647\u0645|\u0648\u0642 |\u0627\u06CC\u062A| \u0634\u0648|\u06CC \u0627| \u0645\u0648| \u0628\u06CC|\u0628\u0627 | \u062A\u0627|\u0648\u0631\u062F|\u0627\u0646\u0648|\u0633\u062A |\u0648\u0627\u0646|\u0628\u0631\u0627|\u0627\u0645 |\u0634\u0648\u062F|\u0622\u0646 |\u062C\u062A\u0645|\u06CC \u06CC| \u06A9\u0646|\u0631 \u0628|\u06A9\u0646\u062F| \u0645\u0631|\u062A \u0645|\u0647\u0627\u06CC|\u062A \u0627| \u0645\u0633|\u06CC\u060C |\u0645\u0627\u0639|\u0627\u062C\u062A|\u062A\u0648\u0627|\u06CC\u06AF\u0631|\u0648 \u0628|\u062F\u0627\u0646|\u062A \u0648|\u0627 \u0645| \u0628\u062F|\u0639\u06CC |\u06A9\u0627\u0631| \u0645\u0646|\u0645\u0648\u0631| \u0645\u0642|\u06CC \u062F| \u0632\u0646|\u06CC \u0645|\u0646 \u0628|\u0631 \u062E|\u0627\u0647 |\u0627 \u0628|\u0627\u0631\u06CC|\u062F \u0622|\u0645\u0644 | \u0628\u0647|\u0627\u0639\u06CC|\u062F\u060C |\u062F\u06CC\u06AF|\u062A \u0628|\u0628\u0627\u06CC|\u0627\u06CC\u0646| \u0645\u06CC|\u0646 \u0648|\u0642 \u0645| \u0639\u0645| \u06A9\u0627|\u0646 \u0627|\u0648 \u0622| \u062D\u0645|\u0646\u0648\u0646|\u0647 \u0648|\u0648 \u062F|\u062F \u0634| \u0627\u06CC|\u0634\u0648\u0631|\u06A9\u0634\u0648| \u06A9\u0634|\u0644\u06CC |\u0646\u06CC |\u0647 \u0645|\u0628\u0639\u06CC|\u0631 \u0634|\u06CC\u0647 | \u0645\u0644|\u0645\u06CC\u062A|\u06CC \u0631|\u0631\u0646\u062F| \u0634\u0631|\u0645\u06CC |\u0648\u06CC |\u0633\u0627\u0648|\u0642\u0627\u0646| \u0642\u0627|\u0645\u0642\u0627|\u0627\u0648 | \u0627\u0648|\u062F \u0645|\u06AF\u06CC |\u0646\u0645\u06CC| \u0627\u062D| \u0645\u062D|\u0645\u06CC\u0646|\u0626\u06CC |\u0627\u062F\u0627| \u0622\u0645|\u062E\u0648\u0627|\u06AF\u0631\u062F| \u06AF\u0631|\u0645\u0646\u062F| \u0634\u062F|\u0627\u0626\u06CC| \u062F\u06CC|\u0632 \u062D|\u0647\u06CC\u0686| \u0647\u06CC|\u0627\u062F\u0647| \u0645\u062A|\u0646\u0645\u0627|\u062A \u06A9|\u0631\u0627\u0646| \u0628\u0645|\u0646 \u062D|\u0631 \u062A|\u062D\u0645\u0627|\u0627\u0631\u0646|\u0645\u0633\u0627|\u062F\u06AF\u06CC|\u0648\u0645\u06CC|\u0646 \u062A|\u0645\u0644\u0644|\u0628\u0631 |\u0647\u062F |\u0648\u0627\u0647|\u0628\u0647\u0631| \u0627\u0639|\u200C\u0647\u0627|\u0642 \u0648|\u060C \u0627|\u0639\u06CC\u062A|\u06CC\u062A\u0648|\u0627 \u0631|\u0646 \u0645| \u0639\u0642|\u0647\u0645\u0647|\u0627 \u0647|\u0632\u0634 |\u0648\u0632\u0634|\u0645\u0648\u0632|\u0622\u0645\u0648|\u0627\u0646\u062A|\u062A\u06CC |\u062C\u0627\u0645|\u0645\u0648\u0645|\u0639\u0645\u0648|\u062A\u062E\u0627| \u0641\u0631|\u0637\u0648\u0631|\u062F \u062F|\u0647 \u062D|\u0631\u062F\u0627|\u0627\u0648\u06CC|\u0646\u0648\u0627|\u0627\u0646\u06CC|\u0631\u0627\u0631| \u0645\u062C|\u06CC \u0646|\u062D\u062F\u06CC|\u0627\u062D\u062F|\u0646\u062F\u06AF|\u0632\u0646\u062F|\u0634\u062E\u0635| \u0634\u062E|\u200C\u0645\u0646|\u0647\u200C\u0645|\u0631\u0647\u200C|\u0647\u0631\u0647|\u0634\u062F\u0647|\u0639 \u0627|\u0648 \u0647|\u0627\u0633\u06CC|\u0647\u0654 |\u06CC\u062F\u0647|\u0639\u0642\u06CC|\u0627 \u0627|\u0645\u0647 | \u0628\u0634|\u0627\u062F |\u062F\u06CC\u0647|\u0627 \u062F|\u062F\u0648\u0627|\u06CC \u062D|\u0627\u0628\u0639|\u06CC \u062A|\u062E\u0627\u0628|\u0646\u062A\u062E|\u0631\u0648\u0631|\u0648 \u0631|\u0634\u0631\u0627| \u062E\u0627|\u0654\u0645\u06CC|\u0627\u0654\u0645|\u062A\u0627\u0654|\u0627\u064B |\u0627\u0645\u0644|\u0644\u0647 |\u062F \u0631|\u0627\u0633\u0627|\u062E\u0648\u0631|\u0628\u0644 |\u0627\u0628\u0644|\u0642\u0627\u0628|\u06CC\u06A9 |\u0633\u0627\u0646|\u0642\u0631\u0627|\u0627 \u0646|\u062E\u0635\u06CC| \u0627\u0645| \u0628\u0648|\u06CC\u0631 |\u0627\u0644\u0645|\u0628\u06CC\u0646|\u0627\u0647\u062F|\u062A\u0628\u0639| \u062A\u0628",
    zlm: " \u062F\u0627|\u0627\u0646 |\u062F\u0627\u0646| \u0628\u0631| \u0627\u0648|\u0646 \u0633|\u0631\u06A0 |\u062F\u0627\u0644| \u06A4\u0631|\u0644\u0647 |\u0643\u0646 | \u0643\u06A4|\u0646 \u0627|\u0646 \u0643|\u0646 \u062F|\u064A\u06A0 | \u064A\u06A0|\u06A4\u062F |\u062D\u0642 |\u0648\u0631\u06A0|\u062A\u064A\u0627|\u064A\u0627\u06A4|\u0627\u0631\u0627|\u0643\u06A4\u062F|\u0627\u0648\u0631|\u0631\u062D\u0642|\u0628\u0631\u062D|\u0627\u0644\u0647|\u0623\u0646 |\u0648\u0644\u064A| \u0627\u062A|\u0627\u062A\u0627|\u06A0\u0646 |\u062A\u0627\u0648|\u0627\u06A4 |\u0633\u062A\u064A|\u0644\u064A\u0647|\u0627\u0648 | \u0633\u062A|\u06A4 \u0627|\u064A\u0647 |\u0631\u0627 |\u0647 \u0628|\u0647 \u062F|\u0639\u062F\u0627| \u0639\u062F|\u0646 \u06A4|\u0646 \u0628|\u064A\u0646 | \u062A\u0631|\u0642 \u0643|\u0646 \u064A|\u064A\u0628\u0633|\u0628\u064A\u0628| \u062A\u064A| \u0633\u0648| \u0643\u0628| \u0633\u0627|\u0646 \u0645|\u0646 \u062A|\u0644\u0645 |\u0627\u0644\u0645|\u062F \u0633|\u06A0 \u0639| \u0645\u0646|\u0686\u0627\u0631|\u062F \u06A4|\u0631\u0646 |\u0633\u0627\u0645| \u0645\u0627|\u06BD \u0633|\u0646\u060C | \u0628\u0648| \u0627\u064A|\u0646\u062F\u0642| \u062D\u0642|\u06AC\u0627\u0631|\u0646\u06AC\u0627|\u0628\u0648\u0644|\u0633\u0628\u0627| \u0633\u0628|\u0627\u062A\u0648|\u0627 \u0633|\u0642\u0644\u0647| \u06A4\u0645| \u0645\u0645|\u0648\u0627\u0646|\u0633\u0686\u0627| \u0633\u0686| \u0643\u0633|\u0627 \u0628|\u0633\u0646 | \u0633\u0645|\u06A4\u0631\u0644|\u0627\u0648\u0646|\u0646\u06BD |\u062A\u0646 | \u0628\u0627|\u0647\u0646 |\u0633\u064A\u0627|\u0627 \u06A4|\u0627\u0631\u06A0|\u0628\u0627\u0631|\u06A4\u0627 |\u0628\u0633\u0646|\u0643\u0628\u064A|\u0627\u0645 |\u064A\u0646\u062F|\u064A \u062F|\u0627\u06AC\u064A|\u06A0 \u0628|\u0628\u0627\u06AC|\u064A \u0627|\u0645\u0627\u0646| \u0644\u0627| \u062F |\u062F\u0642\u0644|\u0647\u0646\u062F| \u0647\u0646|\u062A \u062F|\u0627\u062F\u064A|\u0648\u064A\u0646|\u064A\u0643\u0646| \u0646\u06AC|\u060C \u0643|\u0646\u0662 | \u06A4\u0648|\u0628\u06A0\u0633|\u0642\u0662 |\u0627\u062A |\u0627\u0648\u0644|\u0627\u0643\u0646|\u0627\u06BD | \u0633\u0633|\u0648\u0646 |\u0627\u062F | \u0643\u0648|\u0627\u064A\u0646|\u062F\u06A0\u0646| \u062F\u06A0|\u0627\u0626\u0646|\u062A\u0648 |\u062A\u064A |\u0646 \u0647|\u06AC\u064A |\u0633\u064A |\u0642 \u0645|\u0648\u06A0\u0646|\u062F\u0648\u06A0|\u0646\u062F\u0648|\u0644\u064A\u0646|\u0631\u0644\u064A|\u0646\u062A\u0648|\u06A4\u0648\u0646|\u0648\u0627\u062A|\u064A\u0627\u062F|\u062A\u064A\u0643|\u06A0\u0633\u0627|\u06A4\u0645\u0628|\u062A\u0631\u0645|\u0662 \u062F|\u062D\u0642\u0662|\u0648\u0627 |\u0644\u0648\u0627|\u0645\u0627\u0633|\u0648\u0642 |\u0647 \u0645|\u0644 \u062F| \u0645\u0644|\u0648\u0646\u062F| \u06A4\u06A0|\u0627\u060C |\u060C \u062A|\u0644\u0627\u0626|\u0627\u064A |\u0645\u06A4\u0648|\u064A\u0643 |\u064A \u0643|\u0631\u0627\u062A|\u0645\u0631\u0627| \u0628\u064A|\u0633\u0645\u0648|\u0648 \u0643|\u060C \u062F|\u0633\u0648\u0627|\u06A0 \u0645|\u06A0 \u0633|\u06A0\u0662 |\u06A4\u0631\u064A|\u064A\u0631\u064A|\u062F\u064A\u0631|\u0627 \u0627|\u0627\u0633\u0627|\u06A4\u0662 |\u062A\u0627 |\u0633\u0648\u0633|\u060C \u0633|\u062C\u0648\u0627|\u06A0 \u062A|\u0631\u0623\u0646| \u0627\u0646|\u0633\u0623\u0646|\u0631\u064A\u0643|\u064A\u0623\u0646|\u0631\u064A | \u062F\u0631|\u0627\u0645\u0631|\u0643\u0631\u062C| \u06A4\u0644|\u0627 \u062F|\u062C\u0631\u0646|\u0627\u062C\u0631|\u0627\u0631\u0643|\u0644\u0627\u062C|\u062F \u0643|\u0648\u0627\u0631|\u0628\u0631\u0633|\u0648\u0646\u062A|\u0645\u0646\u0648|\u0633\u0627\u0644|\u064A\u0646\u06A0|\u062F\u06A0\u0662|\u0646\u062F\u06A0| \u0645\u06A0|\u0627\u06A4\u0627|\u0633\u0633\u064A|\u0633\u0627\u0633|\u0646\u0646 |\u06A4\u0648\u0644|\u0627\u06AC\u0627| \u0628\u06A0| \u0633\u06A4|\u0645\u0628\u064A| \u0627\u06A4|\u06A0 \u0627|\u0627\u0631\u0623|\u06A4\u0631\u0627|\u064A \u0633|\u0628\u0633 | \u062F\u0644|\u0627 \u0645|\u0645\u0648\u0627|\u06A4\u0644\u0627|\u0645\u0644\u0627|\u06A4\u0631\u0643|\u0643\u0648\u0631|\u0648\u0628\u0648| \u0643\u0623|\u0648\u0643\u0646|\u0623\u0646\u06BD|\u0643\u0633\u0627|\u06A0\u06AC\u0648|\u0627\u062F\u06A4|\u0647\u0627\u062F|\u0631\u0647\u0627|\u062A\u0631\u0647|\u0643\u0648\u0645|\u062A\u0648\u0642|\u0645 \u0633|\u06A0 \u062F|\u062F\u064A | \u062F\u064A|\u0662 \u0633|\u0646\u062F\u064A|\u0627\u0633 |\u0627\u062F\u0627|\u0628\u0648\u0627| \u062F\u0628|\u06A0 \u06A4|\u06BD\u060C |\u0627\u06A4\u0662|\u0631\u062A\u0627|\u0627\u0644 |\u064A\u0627\u0644|\u0648\u0633\u064A| \u0643\u062A|\u0623\u0646\u060C|\u0646\u06A4\u0627|\u062A\u0646\u06A4| \u062A\u0646|\u0645 \u06A4|\u0631\u0633\u0627|\u0645\u0645\u06A4| \u0645\u0631|\u0646 \u062D| \u0643\u0645|\u0646\u0633\u064A|\u062C\u0623\u0646|\u0624\u064A |\u0644\u0624\u064A|\u0627\u0644\u0624|\u0644\u0627\u0644|\u0643\u06A4\u0631|\u0643\u062A |\u0631\u0643\u062A|\u0634\u0627\u0631|\u0645\u0634\u0627| \u0645\u0634|\u062C\u0627\u062F|\u0631\u06AC\u0627",
    skr: "\u062A\u06D2 |\u0627\u06BA |\u062F\u06CC |\u062F\u06D2 | \u06D4 |\u0648\u06BA | \u062A\u06D2| \u062F\u0627| \u06A9\u0648|\u06A9\u0648\u06BA| \u062D\u0642|\u062F\u0627 | \u062F\u06CC|\u06CC\u0627\u06BA| \u062F\u06D2|\u06CC\u06BA |\u06D2 \u0627|\u0634\u062E\u0635| \u0634\u062E|\u06C1\u0631 |\u06D2 \u06D4|\u0627\u0635\u0644| \u062D\u0627|\u062D\u0642 |\u062E\u0635 | \u06C1\u0631|\u0635\u0644 |\u062D\u0627\u0635|\u06C1\u06D2 | \u06C1\u06D2|\u0627\u0644 |\u0642 \u062D|\u0644 \u06C1| \u0646\u0627| \u06A9\u06CC| \u0648\u0686|\u06D4 \u06C1|\u06CC\u0627 |\u0633\u06CC |\u06D2 \u0645| \u0627\u0648|\u0648\u0686 |\u0627\u062A\u06D2|\u06A9\u06CC\u062A|\u0627 \u062D|\u0627\u062F\u06CC|\u0646\u0627\u0644|\u0635 \u06A9| \u0627\u062A|\u0631 \u0634|\u06C1\u06CC\u06BA| \u06CC\u0627|\u06BA \u062F| \u0627\u06CC|\u06CC\u0633\u06CC| \u0645\u0644|\u0648\u0646\u062F|\u06A9\u06C1\u06CC| \u06A9\u06C1|\u06CC \u062A|\u0632\u0627\u062F|\u0627\u0632\u0627| \u0627\u0632|\u0646\u062F\u06D2|\u06BA \u06A9|\u0627\u0631 | \u0648\u06CC|\u06D2 \u06A9|\u0626\u06D2 | \u0627\u0646|\u06BB \u062F|\u0646\u06C1 | \u06A9\u0631|\u0627\u0648\u0646|\u06D2 \u0648|\u062F\u06CC\u0627|\u06CC \u062F|\u06BA \u0627|\u06D2 \u0628|\u0648\u06CC\u0633|\u0648\u06BB |\u06CC \u0646| \u06C1\u0648|\u062A\u06CC |\u06CC \u06D4| \u0646\u06C1|\u06CC \u0627|\u06CC\u0646\u062F|\u0648 \u0684|\u0622\u067E\u06BB| \u0622\u067E|\u0627 \u0648|\u06D2 \u062C| \u06A9\u0646|\u06D2 \u0646|\u0646\u062F\u06CC|\u062A \u062F|\u06D2 \u062D|\u06CC \u06A9|\u0626\u06CC |\u0645\u0644\u06A9|\u06CC\u062A\u06D2|\u0646 \u06D4|\u062A\u06BE\u06CC| \u062A\u06BE|\u0648\u0646 |\u06BA \u0645| \u0628\u0686|\u06D4 \u0627|\u0646\u0648\u06BA|\u06A9\u0646\u0648|\u06BB\u06D2 |\u0627\u0631\u06CC|\u0627 \u0627|\u06D2 \u06C1|\u0644 \u062A| \u0684\u0626|\u0648\u0642 |\u0642\u0648\u0642|\u062D\u0642\u0648|\u0644 \u06A9|\u062E\u0644\u0627| \u062C\u06CC|\u0644\u06A9 |\u062F\u0627\u0631|\u06CC\u062A |\u06A9\u0631\u06BB|\u0627\u0646\u06C1|\u06A9\u0648 |\u06C1\u06A9\u0648| \u06C1\u06A9|\u0646 \u0627|\u0645\u0644 | \u0648\u0633|\u06BA \u0648|\u067E\u06BB\u06D2| \u062A\u0639|\u06CC \u0645|\u0627\u0641 |\u06D2 \u062E|\u0646\u0648\u0646|\u0642\u0646\u0648| \u0642\u0646| \u0644\u0648|\u06D4 \u06A9|\u0631\u06CC |\u0644\u06D2 |\u062A\u0627 |\u06CC\u062A\u0627| \u0642\u0648| \u0686\u0627|\u06C1\u0627\u06BA|\u0684\u0626\u06D2|\u0642 \u062A|\u0627\u06CC\u06C1|\u0631\u06BB |\u06D2 \u062F|\u0631 \u06A9| \u0648 |\u0644\u0627\u0641| \u062E\u0644| \u062C\u0648|\u06CC \u0648|\u0627\u0648 |\u06C1\u0648 |\u0626\u0648 |\u0686\u0626\u0648|\u0628\u0686\u0626|\u06CC\u0631 |\u06C1\u0648\u0648|\u0627 \u0645|\u06CC \u062C|\u0627\u0644\u0627|\u06CC\u0646 | \u062C\u0627|\u0645\u06CC |\u0646\u06C1\u0627|\u0627\u0646 |\u0627\u062A |\u0633\u06B1\u062F| \u0633\u06B1|\u06CC\u0628 |\u0633\u06CC\u0628|\u0648\u0633\u06CC| \u0634\u0627|\u0628 \u062F|\u06CC\u0648\u06BB|\u0627\u0645 |\u0627\u0648\u06BB|\u06D2 \u062A|\u06BB \u06A9| \u0645\u0637|\u06BA \u062A| \u0648\u0646| \u06A9\u0645|\u0646 \u062F|\u0631\u06A9\u06BE| \u0631\u06A9|\u06BB\u06CC |\u06BA \u0622|\u0631\u06CC\u0627|\u06CC \u06C1|\u0627\u062F |\u06CC\u0627\u062F|\u0639\u0644\u0627|\u0631 \u06C1|\u06BA \u0633|\u06CC \u062D|\u062C\u06BE\u06CC|\u0627\u0626\u062F|\u06C1\u06CC |\u0644\u0648\u06A9| \u068B\u0648| \u0633\u0645| \u0633\u0627| \u0645\u0646| \u0645\u0639|\u0628\u0642 |\u0627\u0628\u0642|\u0637\u0627\u0628|\u0645\u0637\u0627|\u06BE\u06CC\u0648|\u06BA \u0641|\u06C1\u0646 | \u06C1\u0646|\u062C\u0648 |\u0648 \u06A9|\u06BA \u0634|\u0631 \u062A|\u06A9\u0627\u0631|\u0645 \u062F|\u06BE\u06CC\u0627| \u067B\u0627|\u063A\u06CC\u0631|\u0648 \u0644|\u0648\u0626\u06CC|\u062C\u06CC\u0627|\u0648\u0627\u0645|\u0642\u0648\u0627|\u06CC \u0633| \u062C\u06BE|\u0644 \u0627|\u0642\u0648\u0645| \u0633\u06CC|\u0630\u06C1\u0628|\u0645\u0630\u06C1| \u0645\u0630|\u0627\u06D2 | \u0627\u06D2|\u062F\u0646 |\u0627 \u062A|\u0633\u0627\u0646|\u0646\u0633\u0627|\u0627\u0646\u0633|\u0631\u06D2 |\u0644\u06CC\u0645|\u0639\u0644\u06CC|\u062A\u0639\u0644|\u0627\u0645\u0644|\u06C1 \u062F|\u06D2 \u0631|\u062F \u0627|\u06A9\u0645 |\u06CC\u06C1\u0648|\u0641\u0627\u0626|\u0686 \u0627| \u06A9\u06BE|\u0645 \u062A|\u0631\u0627 |\u0648\u0631\u0627|\u067E\u0648\u0631|\u06BA \u0628|\u0642 \u062F|\u06D2 \u0642|\u0648\u06A9\u0648|\u06A9\u06BE\u06CC|\u0627 \u06A9|\u0648 \u062F|\u06D2 \u0630|\u067E\u06BB\u06CC|\u0628\u0646\u062F| \u0641\u0631|\u06A9\u0648\u0626|\u0627\u0645\u06CC|\u06CC \u06CC|\u0627\u0626\u06CC|\u0644\u0627\u0642|\u0627\u06CC\u06BA|\u06C1 \u0627| \u0646\u0638|\u0633\u0645\u0627|\u0648\u0645\u06CC|\u06CC\u060C |\u06D2 \u0633|\u062A \u0648|\u06BE\u06CC\u0646|\u06D2 \u0639|\u06CC\u0645 |\u0633\u06C1\u0648| \u0633\u06C1",
    pbu: " \u062F | \u0627\u0648|\u0627\u0648 |\u067E\u0647 | \u067E\u0647|\u064A\u06D4 | \u062D\u0642|\u0686\u06D0 | \u0686\u06D0|\u0631\u0647 |\u064A \u0627|\u06D0 \u062F| \u0647\u0631|\u0646\u0647 |\u0647\u0631 |\u062D\u0642 | \u0685\u0648|\u0648\u06A9 |\u0685\u0648\u06A9|\u0648 \u0627|\u0647 \u062F|\u0647 \u0627|\u06D4 \u0647|\u0647 \u0648| \u0634\u064A| \u0644\u0631|\u064A \u0686|\u0648 \u062F|\u0631\u064A |\u0644\u0631\u064A|\u0642 \u0644| \u06A9\u069A|\u0648\u064A |\u069A\u06D0 |\u06A9\u069A\u06D0|\u0647 \u06A9|\u063A\u0647 |\u0644\u0648 |\u0631 \u0685|\u0633\u0631\u0647| \u0633\u0631|\u0647 \u067E| \u067C\u0648|\u0648 \u067E|\u0644\u0647 |\u064A\u062A |\u067C\u0648\u0644|\u064A\u0627 |\u06A9\u0693\u064A| \u06A9\u0648|\u062E\u0647 |\u064A\u060C |\u062F\u064A | \u0644\u0647| \u0627\u0632|\u062F \u0645| \u0647\u064A| \u0648\u0627| \u064A\u0627| \u0685\u062E|\u0627\u0632\u0627|\u062F \u0627|\u0648\u0644\u0648|\u0647 \u062A|\u0685\u062E\u0647| \u06A9\u0693|\u0648\u0644 |\u0647\u063A\u0647|\u0647 \u0634|\u064A \u062F| \u0647\u063A|\u06A9\u0648\u0644|\u0632\u0627\u062F|\u0646\u0648 | \u0648\u064A|\u0648 \u064A|\u0647 \u0628|\u0634\u064A\u06D4|\u062F\u06D0 |\u064A\u0648 | \u062F\u064A|\u062A\u0647 |\u062E\u067E\u0644| \u067E\u0631|\u0627\u062F |\u062F \u062F|\u06A9 \u062D| \u062A\u0648|\u0647 \u0645|\u06AB\u0647 |\u0647 \u0647|\u0642\u0648\u0642|\u062D\u0642\u0648|\u0648 \u0645|\u0647 \u062D|\u062F \u0647| \u062A\u0631| \u0645\u0633|\u0634\u064A | \u0646\u0647|\u0693\u064A\u06D4|\u0646\u064A |\u062F \u067E|\u0648\u0627\u062F|\u06D0 \u067E|\u0627\u062F\u064A|\u0648\u0644\u0646| \u064A\u0648|\u062F \u062A|\u0648\u0646\u0648|\u0648\u06AB\u0647|\u064A \u0648|\u0644\u064A | \u062F\u0627|\u064A\u062F | \u0628\u0627|\u062A\u0648\u0646| \u062E\u067E|\u064A \u067E|\u062A\u0648\u06AB|\u0627\u0631 |\u0627\u0646\u062F|\u064A\u0648\u0627|\u06D0 \u0648|\u062F\u0627\u0646| \u0628\u0631|\u0693\u064A | \u0639\u0645|\u0627\u0646\u0647| \u062F\u0647|\u064A\u0685 |\u0647\u064A\u0685|\u0627\u0645\u064A|\u0644\u0646\u064A|\u0628\u0639\u064A|\u0689\u0648\u0644| \u0689\u0648|\u0647 \u0644|\u0627\u064A\u062F|\u0628\u0627\u064A|\u0627\u062A\u0648|\u0647 \u06AB| \u062A\u0627|\u067E\u0644 | \u0645\u0644|\u0627\u064A\u062A|\u0648\u0645 |\u0648\u0646 | \u0644\u0627|\u0647\u064A\u0648| \u0634\u0648| \u062F\u063A|\u0645 \u062F|\u062F\u0647 |\u06D0 \u0627|\u0627\u0646 | \u062A\u0647|\u06A9\u0627\u0631|\u062A\u0648 |\u0645\u064A |\u0627\u0631\u0647|\u0627\u0648\u064A|\u0633\u0627\u0648|\u0645\u0633\u0627|\u0646\u0648\u0646|\u062F\u0647\u063A|\u0648 \u062A|\u064A \u0634|\u0627\u0646\u0648| \u0645\u062D|\u064A\u0646 |\u0627\u062E\u0644| \u06AB\u067C|\u0634\u0648\u064A|\u062F\u063A\u0647|\u0648 \u062D|\u0648\u064A\u060C|\u0646\u064A\u0632|\u0633\u064A |\u0627\u0633\u064A|\u0648\u0646\u062F|\u0642\u0648 |\u0648\u0642\u0648|\u0648 \u06A9|\u0648\u0646\u0647|\u0648\u0645\u064A| \u0648\u06A9|\u064A \u062A| \u0627\u0646|\u0642\u0627\u0646|\u0646\u062F\u06D0|\u0648 \u0631|\u06A9 \u062F|\u0647 \u064A|\u0645\u064A\u0646|\u067E\u0631 |\u067C\u0647 |\u0644\u0627\u0645|\u063A\u0648 |\u0647\u063A\u0648|\u062F \u067C|\u0648 \u0647|\u0644 \u062A|\u0644\u06D2 |\u0648\u0644\u06D2|\u0648\u0648\u0646|\u06A9\u064A |\u0631\u0648 |\u0646 \u06A9|\u0645\u0648\u0645|\u0648\u06A9\u0693|\u067E\u0627\u0631|\u0646 \u0634|\u0645\u0646 | \u0646\u0648| \u0648\u0693| \u0642\u0627|\u06D0 \u0686| \u0648\u0633|\u0685 \u0685|\u0634\u062E\u0635| \u0634\u062E|\u0698\u0648\u0646| \u0698\u0648|\u062A\u0631 |\u06AB\u067C\u0647|\u0648 \u0685|\u0647\u0645 |\u0639\u0642\u064A|\u0631\u062A\u0647| \u0648\u0631|\u0628\u0644 | \u0628\u0644|\u0648 \u0628|\u0647 \u0633|\u069A\u0648\u0648| \u069A\u0648| \u06A9\u0627|\u06D0 \u06A9|\u0648 \u0633|\u0627\u062F\u0647|\u0648\u0646\u06A9| \u063A\u0648|\u062F\u0648 |\u0648 \u0646|\u062A \u06A9|\u0645\u0644 |\u0639\u0645\u0648|\u0644 \u0647| \u067E\u064A|\u0648\u0633\u064A|\u0693\u0627\u0646|\u0648\u0693\u0627|\u064A\u0632 |\u062E\u0635\u064A|\u064A \u0645|\u0627 \u0628|\u0627\u062F\u0627|\u0647 \u0646|\u062E\u0644\u064A|\u0648\u0627\u062E|\u062F\u064A\u0648|\u060C \u062F|\u062F \u0642| \u0647\u0645|\u0627 \u062F| \u0628\u064A|\u062A\u0628\u0639| \u062A\u0628|\u0647 \u0686| \u0639\u0642|\u067E\u0644\u0648|\u0648 \u0644| \u0631\u0627|\u062F \u0628|\u0631\u0627\u064A| \u062F\u062E|\u0646\u06D0 |\u0646\u06A9\u064A|\u062A \u062F|\u0627\u0628\u0639| \u0645\u0642|\u062F \u062E|\u0648\u0631\u0647|\u0634\u0631\u0627| \u0634\u0631|\u0631 \u0645|\u0631\u0633\u0631|\u062A\u0627\u0645|\u0647 \u067C| \u0645\u0646|\u0637\u0647 |\u0633\u0637\u0647|\u0627\u0633\u0637|\u0648\u0627\u0633|\u0644\u06D0 | \u0627\u0633|\u06D4 \u062F|\u0628\u0631\u062E|\u06D0 \u0646",
    uig: " \u0626\u0627| \u06BE\u06D5|\u06D5 \u0626|\u0649\u0646\u0649| \u0628\u0648|\u0649\u0644\u0649| \u0626\u0649|\u0628\u0648\u0644| \u06CB\u06D5|\u06CB\u06D5 |\u0649\u0646 |\u0646\u0649\u06AD|\u0642\u06C7\u0642|\u0648\u0642\u06C7|\u06BE\u0648\u0642| \u06BE\u0648|\u0634\u0642\u0627|\u0642\u0649\u0644|\u0649\u06AD |\u0646\u0649 |\u0642\u0627 |\u0644\u0649\u0634|\u0646 \u0628|\u06D5\u0646 |\u0626\u0627\u062F|\u06BE\u06D5\u0645|\u0644\u0649\u0643|\u062F\u06D5\u0645| \u0642\u0649|\u0627\u062F\u06D5| \u0626\u06D5|\u0643\u0649 |\u0646\u062F\u0627|\u062F\u0649\u0646|\u0642\u0627\u0646|\u0649 \u0626|\u06AF\u06D5 |\u06D5\u0645 |\u0649\u0634 |\u0649\u064A |\u06C7\u0642 | \u0628\u0649|\u063A\u0627\u0646|\u0649\u063A\u0627|\u0627\u0646\u062F|\u062A\u0649\u0646|\u0649\u06AF\u06D5|\u0648\u0644\u06C7|\u06D5\u062A |\u06BE\u06D5\u0631|\u0649\u0634\u0649|\u0643\u0649\u0646|\u0649\u062F\u0649|\u0627\u0642 |\u0649\u062A\u0649|\u0644\u06C7\u0642|\u06D5\u0631\u0642|\u0649\u0643\u0649|\u0645\u06D5 |\u0644\u06D5\u062A| \u064A\u0627|\u0644\u06C7\u0634|\u0644\u0649\u0642|\u0645\u0645\u06D5|\u06D5\u0645\u0645| \u0626\u06C6|\u062F\u0627\u0642|\u0631\u0642\u0627| \u062A\u06D5| \u0642\u0627| \u0628\u0627|\u0649\u0634\u0642|\u0627\u0643\u0649|\u063A\u0627 |\u06C7\u0642\u0644|\u0627 \u06BE|\u064A\u0627\u0643|\u0645\u06D5\u0646|\u0631\u0649\u0645| \u0628\u06D5|\u0627 \u0626|\u062F\u06D5 |\u0626\u06D5\u0631|\u0642\u0644\u06C7|\u062F\u06C7 |\u062F\u06C6\u0644| \u062F\u06C6|\u0649\u0644\u06D5|\u0627\u0646 |\u0642 \u06BE|\u0631\u0643\u0649|\u06D5\u0631\u0643|\u06C7\u0642\u0649| \u0645\u06D5|\u0649 \u0628|\u0649\u0645\u06D5|\u06D5\u06BE\u0631|\u0646\u0644\u0649|\u0649\u0642 |\u0646 \u0626|\u0627\u0631\u0627|\u0626\u06C6\u0632|\u0649 \u06CB|\u06C6\u0644\u06D5|\u06BE\u0631\u0649|\u0627\u0631 |\u0644\u0627\u0631| \u0626\u06D0|\u0628\u06D5\u06BE|\u0644\u06D5\u0646|\u0644\u063A\u0627|\u0634 \u06BE|\u0649\u0644\u0627|\u06C7\u0634\u0642|\u0634\u0649 |\u0646\u0649\u0634|\u0642 \u0626|\u0626\u0627\u0631|\u0644\u0649\u0646|\u0628\u0649\u0644| \u0626\u06C7|\u0627 \u0628|\u0627\u064A\u062F|\u0645\u0627\u064A|\u0643\u06D5 |\u0648\u0644\u0645|\u064A\u062F\u06C7|\u0626\u0649\u064A| \u0643\u06D0|\u0627\u0633\u0649| \u0645\u06C7|\u06D5 \u0642|\u06D5\u0631 |\u060C \u0626|\u0649\u0646\u0644|\u064A\u06D5\u062A|\u0649\u0643 |\u0644\u0645\u0627| \u0626\u0648|\u0645 \u0626|\u06D0\u0644\u0649|\u0645\u0627\u0626|\u06D5 \u0628|\u0626\u0649\u06AF|\u062A\u0646\u0649|\u0627\u060C |\u0634 \u0626|\u06C7 \u06BE|\u0634\u0643\u06D5|\u0627\u0644\u0649|\u06AD \u0626|\u0627\u0631\u0649|\u06D5\u0643 | \u0642\u0648|\u0633\u0649\u064A|\u0631\u0644\u0649|\u0649 \u0643|\u0628\u0649\u0631|\u06D5\u0645\u062F|\u06D5 \u06BE|\u0644\u06D5\u0631|\u06C6\u0632\u0649|\u0626\u0627\u0644|\u0649\u064A\u06D5|\u0645\u0646\u0649|\u06D5\u062A\u062A|\u0627\u0626\u0649|\u0634\u0644\u0649|\u0645\u062F\u06D5| \u062A\u06C7|\u0628\u0627\u0631|\u06D5\u0634\u0643|\u06D5\u062A\u0644|\u0644\u0649\u062F|\u0643\u0649\u0644|\u0626\u0649\u0634|\u0642\u0649\u063A|\u0686\u06D5 |\u06C7\u0634\u0649|\u0649\u0645\u0627|\u0627\u0634\u0642| \u062C\u0649|\u0631\u06D5\u0643|\u06D0\u0631\u06D5|\u0643\u06D0\u0631|\u0631 \u0626|\u0631 \u0628|\u0631\u0627\u06CB|\u0646\u060C |\u0627\u06CB\u0627| \u0645\u0627|\u0627\u064A\u0649|\u0627\u062F\u0649|\u062A\u06C7\u0631|\u0646\u06C7\u0646|\u0627\u0646\u06C7|\u06D0\u062A\u0649|\u062A\u0649\u0634|\u0649\u0634\u0644|\u062F\u0627 |\u0649\u062F\u0627|\u06C7\u0631\u06C7|\u0642\u0649 | \u062C\u06D5|\u0628\u0627\u0634|\u062C\u0649\u0646|\u0649\u060C | \u0633\u0627| \u062E\u0649|\u06D0\u0631\u0649|\u0646\u0627\u064A|\u0649\u0646\u0627|\u0649 \u06BE|\u0632\u0649\u0646|\u06D5 \u062A|\u0649 \u0642|\u06D5\u0645\u0646| \u0628\u06C7|\u0631\u0646\u0649|\u0646 \u0642|\u062A\u062A\u0649|\u062A\u0649 |\u0649\u0642\u0649|\u0649 \u064A|\u0643 \u06BE|\u0649\u0631\u0649|\u0627\u0626\u0627|\u064A \u0626|\u062A\u06D5\u0634|\u0634\u0649\u0634|\u0644\u06D5\u0634|\u062F\u0649\u0644|\u062A\u0649\u062F|\u062F\u0627\u060C|\u0633\u0627\u0633|\u0627\u0633\u0627|\u06D5 \u0645|\u0633\u0649\u062A|\u067E \u0642|\u0626\u06D0\u0644|\u0646\u0649\u064A|\u0646 \u06CB|\u0633\u0649\u0632|\u0649\u0633\u0649|\u0649\u0644 |\u0627\u0634 |\u064A\u060C |\u0645\u0649\u0646|\u06C7\u0646\u0649|\u0649\u067E |\u062A\u0649\u0645|\u06D5\u0644\u0649|\u0631\u0649\u0634|\u0649\u064A\u0627|\u06C7\u0634 |\u0645\u06C7\u0634| \u062E\u0627|\u0649\u0631 |\u0645\u06D5\u062A| \u062A\u0627| \u067E\u0627|\u062A\u0644\u06D5|\u0627\u0644\u063A|\u0644\u0649\u0645|\u067E\u0627\u0644|\u0627\u067E\u0627|\u0643\u0627\u067E| \u0643\u0627|\u0627\u0646\u0644|\u06AD \u06BE|\u06C7\u0646\u062F| \u062A\u0648|\u0642\u062A\u0649|\u0627\u0644\u06D5|\u0646 \u06BE|\u06D5 \u062F|\u062C\u062A\u0649|\u0649\u062C\u062A|\u0626\u0649\u062C|\u0631\u0642\u0649|\u0649\u064A\u0649|\u0627\u0631\u0644|\u0627\u0645\u0649| \u06BE\u06C6| \u0628\u06D0|\u06D5\u062A\u0646|\u0627\u062A\u0646|\u0649\u0643\u0627|\u064A \u0645|\u0627\u062A\u0649|\u0634\u0643\u0649|\u0633\u0649 | \u0626\u06C8|\u06D5\u060C |\u062A \u0626|\u06AF\u06D5\u0646| \u062F\u06D5|\u0642 \u0642|\u0648\u0644\u063A|\u0642 \u0628",
    prs: " \u0648 | \u062D\u0642|\u0631\u062F | \u0628\u0627|\u0646\u062F |\u062F\u0627\u0631| \u062F\u0627| \u062F\u0631|\u0647\u0631 |\u06A9\u0647 | \u0647\u0631|\u062F\u0631 | \u06A9\u0647|\u062F \u0647| \u0628\u0647|\u062D\u0642 |\u0631 \u06A9| \u0627\u0632|\u0627\u0632 |\u06CC\u062A |\u0628\u0647 |\u06A9\u0633 |\u0648\u062F | \u06A9\u0633|\u06CC\u0627 |\u0627\u0631\u062F| \u06CC\u0627| \u0628\u0631|\u062F \u0648|\u0642 \u062F|\u062F \u06A9| \u0631\u0627|\u0627\u0631 |\u0627\u06CC | \u062E\u0648| \u0627\u0633|\u0647 \u0628|\u0628\u0627\u0634|\u06CC\u062F |\u0622\u0632\u0627| \u0622\u0632|\u0631\u0627 |\u06CC\u0646 |\u0627\u0646 |\u0647 \u062F|\u0632\u0627\u062F|\u0627\u0634\u062F|\u06CC \u0648|\u0647 \u0627|\u0627\u06CC\u062F|\u0633 \u062D|\u062F\u0647 |\u062F \u0628|\u06CC \u0628|\u0627\u0633\u062A|\u062E\u0648\u062F| \u0622\u0646|\u0634\u062F |\u0648\u0631 | \u0647\u0645|\u062A\u0645\u0627|\u06CC \u0627|\u0627\u062A |\u0631 \u0627|\u0627\u062F\u06CC|\u0646\u0647 |\u0631\u06CC |\u0631\u0627\u06CC|\u0648 \u0627|\u0648 \u0645| \u0646\u0645|\u06CC \u06A9| \u0645\u0648| \u0627\u062C|\u062F\u060C |\u0645\u0627\u06CC|\u0648\u0646 |\u0628\u0631\u0627|\u0642\u0648\u0642|\u062D\u0642\u0648| \u0634\u0648| \u0627\u0646|\u0627\u0646\u0647| \u0645\u0633|\u0647 \u0645|\u0631 \u0628|\u0648\u0642 |\u0627\u06CC\u062A|\u0622\u0646 |\u0647\u0627\u06CC|\u0631 \u0645|\u0647\u06CC\u0686| \u0647\u06CC| \u062A\u0627|\u0647 \u0648|\u0648\u0631\u062F|\u0634\u0648\u062F|\u0627\u0646\u0648|\u0633\u062A | \u0628\u06CC|\u0627\u0645 |\u0648\u0627\u0646|\u06CC\u06AF\u0631|\u0628\u0627 | \u0645\u0631|\u0646 \u0627|\u06CC \u062F|\u062F\u06CC |\u06CC \u0645|\u062F \u0622|\u0631 \u0634|\u0645\u0627\u0639|\u062C\u062A\u0645|\u0627\u062C\u062A|\u06CC \u06CC|\u0633\u06CC | \u06A9\u0646|\u062F\u06CC\u06AF|\u0628\u0627\u06CC|\u062A \u0648|\u0639\u06CC |\u06A9\u0646\u062F|\u062A \u0645|\u062A \u0627| \u0645\u0646|\u0645\u0648\u0631| \u0639\u0645|\u0648 \u062F|\u0631 \u062E|\u0627\u0647 |\u0644\u06CC |\u0627 \u0628|\u0628\u0631 |\u0646\u06CC | \u0634\u062F|\u06CC\u060C |\u0627\u0639\u06CC| \u062F\u06CC|\u062A\u0648\u0627|\u062A \u0628|\u062F\u0627\u0646|\u06A9\u0627\u0631|\u062F \u0627|\u0646 \u0648| \u0634\u0631|\u0645\u06CC | \u06A9\u0627|\u0648 \u0622| \u062D\u0645|\u0633\u0627\u0648|\u0645\u0633\u0627|\u0646\u0648\u0646| \u0627\u0648| \u0632\u0646|\u062F \u0634| \u0645\u062D|\u0646 \u0628|\u0647 \u0634|\u0634\u0648\u0631|\u06A9\u0634\u0648| \u06A9\u0634|\u0627\u0631\u06CC|\u0645\u0644 |\u0628\u0639\u06CC|\u0645\u0646\u062F|\u06CC\u06CC | \u0645\u0644|\u06CC \u0631|\u0648 \u0628|\u062F \u0645|\u0648\u06CC |\u0642\u0627\u0646| \u0642\u0627| \u0645\u0642|\u0627\u0648 |\u0627\u0646\u06CC|\u06AF\u06CC |\u0627\u06CC\u0646| \u0627\u06CC|\u0645\u06CC\u0646|\u0627\u062F\u0627| \u0622\u0645|\u062E\u0648\u0627|\u06AF\u0631\u062F| \u06AF\u0631|\u0647 \u062D|\u060C \u0627|\u0632 \u062D|\u0645\u06CC\u062A|\u0631\u0646\u062F|\u0627 \u0647|\u06CC\u0644 |\u0627\u062F\u0647|\u0646\u0645\u0627|\u0642 \u0645|\u062A \u06A9|\u0631\u0627\u0646|\u0646 \u062D|\u062F \u062F|\u062D\u0645\u0627|\u0627\u0631\u0646|\u0627\u0648\u06CC|\u0627\u0646\u062A|\u0634\u062F\u060C|\u0686\u06A9\u0633|\u06CC\u0686\u06A9|\u062F\u06AF\u06CC|\u0648\u0645\u06CC|\u0645\u0644\u0644|\u0647\u062F |\u0648\u0627\u0647|\u200C\u0645\u0646|\u0647\u200C\u0645|\u0631\u0647\u200C|\u0647\u0631\u0647|\u0628\u0647\u0631|\u060C \u0628|\u06CC\u0647 | \u0627\u0639|\u062F\u06CC\u0647|\u0642 \u0648|\u0639\u06CC\u062A|\u0647\u0654 |\u0627 \u0631| \u0639\u0642|\u0647\u0645\u0647|\u0627\u0628\u0631|\u0631\u0627\u0628| \u0645\u06CC|\u0627 \u0645|\u0632\u0634 |\u0648\u0632\u0634|\u0645\u0648\u0632|\u0622\u0645\u0648|\u0627 \u062F|\u062F\u0648\u0627|\u062A\u06CC |\u062C\u0627\u0645|\u0645\u0648\u0645|\u0639\u0645\u0648| \u0645\u062A| \u0648\u0633| \u0641\u0631|\u0642 \u0627|\u0631 \u062A|\u0645\u0642\u0627|\u06CC\u06A9 |\u0646\u0648\u0627|\u0631\u0627\u0631|\u0646\u0645\u06CC|\u0632\u0646\u062F|\u0634\u062E\u0635| \u0634\u062E|\u0627\u06CC\u06CC|\u062A\u060C |\u0648 \u0647|\u0627\u0633\u06CC|\u06CC\u062F\u0647|\u0639\u0642\u06CC|\u0627\u064B | \u0628\u062F|\u06CC\u062A\u0648|\u0645\u0647 | \u062A\u0645|\u0631\u0634 |\u0637\u0648\u0631|\u0627\u0632\u062F|\u06CC \u062D|\u0627\u0628\u0639|\u06CC \u062A|\u062E\u0627\u0628|\u062A\u062E\u0627|\u0646\u062A\u062E|\u0631\u0648\u0631|\u0648 \u0631|\u0634\u0631\u0627| \u062E\u0627|\u0627\u0628 |\u0654\u0645\u06CC|\u0627\u0654\u0645|\u062A\u0627\u0654|\u200C\u0647\u0627|\u06CC\u0631\u062F|\u0648 \u06CC|\u0627\u0645\u0644|\u0644\u0647 |\u0627\u0633\u0627|\u0631\u062F\u0627|\u062E\u0648\u0631|\u0627 \u0627|\u0633\u0627\u0646|\u0642\u0631\u0627| \u0645\u062C|\u06CC \u0646|\u0627 \u0646|\u06A9\u0633\u06CC|\u062E\u0635\u06CC| \u0627\u0645|\u0646\u062F\u06AF|\u062F\u0648\u062F"
  },
  Devanagari: {
    hin: "\u0915\u0947 |\u092A\u094D\u0930| \u092A\u094D| \u0915\u093E| \u0915\u0947| \u0964 |\u0914\u0930 | \u0914\u0930|\u0915\u093E | \u0915\u094B|\u0915\u093E\u0930|\u093E\u0930 |\u0924\u093F |\u092F\u093E |\u0915\u094B |\u0928\u0947 |\u094B\u0902 |\u093F\u0915\u093E|\u094D\u0930\u0924| \u0939\u0948| \u0915\u093F|\u0902 \u0915|\u0939\u0948 |\u0927\u093F\u0915|\u0935\u094D\u092F|\u0905\u0927\u093F| \u0905\u0927|\u094D\u0924\u093F| \u0938\u092E|\u094D\u092F\u0915|\u093F \u0915|\u0915\u094D\u0924|\u093E \u0905|\u0915\u0940 |\u093E \u0915| \u0935\u094D|\u0947\u0902 | \u0939\u094B|\u092F\u0915\u094D|\u0938\u0940 |\u0938\u0947 |\u0947 \u0915| \u092F\u093E| \u0915\u0940|\u092E\u0947\u0902|\u0928\u094D\u0924| \u092E\u0947|\u0924\u094D\u092F|\u0948 \u0964|\u0924\u093E |\u0930\u0924\u094D|\u0915\u094D\u0937|\u0947\u0915 |\u092F\u0947\u0915|\u094D\u092F\u0947|\u093F\u0915 |\u0930 \u0939|\u092D\u0940 |\u0915\u093F\u0938| \u091C\u093E| \u0938\u094D|\u0915 \u0935|\u093E \u091C|\u093F\u0938\u0940|\u092E\u093E\u0928| \u0935\u093F|\u0930 \u0938|\u0924\u094D\u0930|\u0940 \u0938|\u0964 \u092A| \u0915\u0930|\u094D\u0930\u093E|\u0917\u093E |\u093F\u0924 | \u0905\u092A| \u092A\u0930|\u0938\u094D\u0935|\u0940 \u0915| \u0938\u0947|\u093E \u0938|\u094D\u092F | \u0905\u0928|\u094D\u0924\u094D|\u093F\u092F\u093E|\u093E \u0939| \u0938\u093E|\u0928\u093E |\u094D\u0924 |\u092A\u094D\u0924|\u0938\u092E\u093E|\u093E\u0928 |\u0930 \u0915|\u093E\u092A\u094D|\u0924\u0928\u094D| \u092D\u0940| \u0909\u0938|\u0930\u093E\u092A|\u0935\u0924\u0928|\u094D\u0935\u0924|\u0930\u094B\u0902|\u0935\u093E\u0930|\u0947 \u0938|\u0925\u093E |\u0939\u094B |\u0947 \u0905|\u093E \u0964|\u0928 \u0915| \u0928 |\u0926\u0947\u0936| \u0930\u093E|\u0937\u093E |\u0905\u0928\u094D|\u0924 \u0939|\u094D\u0937\u093E|\u094D\u0935\u093E|\u091C\u093E\u090F|\u0940 \u092A|\u0915\u0930\u0928|\u093E \u092A|\u0905\u092A\u0928|\u0937\u094D\u091F| \u0938\u0902|\u0947 \u0935|\u0939\u094B\u0917|\u093F\u0935\u093E|\u091F\u094D\u0930|\u094D\u091F\u094D|\u093E\u0937\u094D|\u0930\u093E\u0937|\u0938\u0915\u0947| \u092E\u093E|\u0913\u0902 |\u093E\u0913\u0902|\u0930\u0940 |\u0915 \u0938|\u0947 \u092A| \u0928\u093F|\u0940\u092F |\u0930\u0915\u094D|\u094B \u0938|\u093E\u090F\u0917|\u0930\u0928\u0947| \u0907\u0938|\u0935 \u0915|\u092A\u0930 |\u0930\u0924\u093E|\u0930 \u0905| \u0938\u092D|\u0924\u0925\u093E| \u0924\u0925| \u0910\u0938|\u0930\u093E |\u092A\u0928\u0947|\u094D\u0930\u0940|\u093F\u0915\u094D|\u0915\u093F\u092F|\u093E \u0935|\u092E\u093E\u091C|\u0902 \u0914|\u0930 \u0909|\u0926\u094D\u0927|\u0938\u092D\u0940|\u0936\u094D\u092F| \u091C\u093F|\u093E\u0928\u0947|\u093E\u0930\u094D|\u093E\u0930\u093E|\u0926\u094D\u0935| \u0926\u094D|\u090F\u0917\u093E|\u0938\u092E\u094D|\u0947\u0936 |\u093F\u090F |\u093E\u0935 |\u0930 \u092A| \u0926\u0947|\u094D\u0924\u0930|\u093E \u0914|\u093E\u0930\u094B|\u092F\u094B\u0902|\u092A\u0930\u093E|\u092A\u0942\u0930|\u091A\u093F\u0924|\u094D\u0927 |\u0930\u0942\u092A| \u0930\u0942| \u0938\u0941| \u0932\u093F|\u0924 \u0915|\u094B \u092A|\u0902 \u0938|\u0947 \u0932|\u0936\u093F\u0915| \u0936\u093F|\u0935\u093E\u0939|\u0947 \u0914|\u091C\u094B |\u0930\u093E\u0927|\u091C\u093F\u0938|\u0942\u0930\u094D|\u0940 \u092D|\u0942\u092A |\u094B\u0917\u093E|\u0938\u094D\u0925|\u0930\u0940\u092F|\u0924\u093F\u0915|\u094D\u0930 |\u0964 \u0907|\u0907\u0938 | \u0909\u0928|\u0932\u0947 |\u0947 \u092E|\u0932\u093F\u090F|\u092E \u0915|\u0915\u0924\u093E|\u0947 \u092F| \u091C\u094B|\u0928 \u092E|\u0905\u092A\u0930| \u092A\u0942|\u094B \u0915|\u093E \u0909|\u093E\u0939 |\u0928\u0942\u0928|\u093E\u0928\u0942|\u0917\u0940 |\u0926\u0940 |\u093E\u0930\u0940|\u0902 \u092E|\u0964 \u0915|\u0924\u0930\u094D|\u0940 \u0930|\u0936 \u0915|\u092A\u0930\u093F|\u0938\u094D\u0924|\u094B\u0908 |\u0915\u094B\u0908|\u0930\u094D\u092F|\u0940 \u0905|\u0939\u093F\u0924|\u092D\u093E\u0935| \u092D\u093E|\u0924\u093E\u0913|\u093E\u0938 |\u0938\u093E\u092E|\u0935\u093F\u0915|\u0935\u093F\u0935|\u092E\u094D\u092E| \u0938\u0915|\u0915\u0930 |\u093E\u0928\u093E|\u0927 \u0915|\u0928\u093F\u0915|\u092F \u0915|\u0909\u0938\u0915|\u0915\u0943\u0924| \u0958\u093E|\u0928 \u0938|\u091C\u0940\u0935|\u094D\u092F\u093E|\u0930\u0915\u093E|\u094D\u0930\u0915|\u093E\u091C |\u0928\u094D\u092F|\u094D\u092E |\u0930\u094D\u0923|\u0958 \u0939|\u0939\u0958 | \u0939\u0958|\u0940 \u092E|\u091C\u093F\u0915|\u093E\u091C\u093F|\u093E\u092E\u093E|\u0915 \u0914|\u092E\u093F\u0932|\u0947\u0928\u0947|\u0932\u0947\u0928| \u0932\u0947|\u092F\u0947 |\u094B \u0905|\u0947 \u091C|\u0930\u093F\u0935|\u092E\u092F |\u0938\u092E\u092F|\u0935\u0936\u094D|\u0906\u0935\u0936| \u0906\u0935|\u0910\u0938\u0940|\u093E\u0927 |\u0930 \u0926|\u0930\u094D\u0935|\u0938\u093E\u0930|\u092A \u0938|\u092C\u0928\u094D| \u0938\u0939|\u093F\u0927\u093E|\u0935\u093F\u0927|\u0940 \u0928|\u0942\u0928 |\u0958\u093E\u0928",
    mar: "\u094D\u092F\u093E|\u092F\u093E |\u0924\u094D\u092F|\u092F\u093E\u091A|\u091A\u093E |\u0923\u094D\u092F|\u093E\u091A\u093E| \u0935 |\u0915\u093E\u0930|\u092A\u094D\u0930| \u092A\u094D|\u093F\u0915\u093E|\u0927\u093F\u0915|\u093E\u0930 | \u0905\u0927|\u0905\u0927\u093F|\u091A\u094D\u092F|\u0906\u0939\u0947| \u0906\u0939|\u093E \u0905|\u0939\u0947 |\u093E \u0915|\u093E\u0938 |\u0935\u093E |\u094D\u092F\u0947|\u094D\u0930\u0924| \u0938\u094D|\u0924\u093E |\u093E \u0938| \u0905\u0938| \u0915\u0930|\u0938\u094D\u0935| \u0915\u093E|\u0932\u094D\u092F|\u0930\u0924\u094D|\u093E\u0939\u093F|\u0915\u094B\u0923| \u0915\u094B|\u093F\u0915 |\u092F\u0947\u0915|\u094D\u0935\u093E|\u093E \u0935| \u0924\u094D|\u0930 \u0906|\u094D\u092F |\u0924\u094D\u0930|\u0947\u0915\u093E|\u0915\u094D\u0937|\u093E \u0928| \u0938\u0902|\u093E\u092E\u093E|\u093E\u091A\u094D|\u0902\u0935\u093E|\u093F\u0902\u0935|\u0915\u093F\u0902| \u0915\u093F|\u093E\u0924 |\u0937\u094D\u091F|\u0915\u093E\u0938| \u092F\u093E|\u092F\u093E\u0902|\u093E\u0902\u091A|\u0930\u094D\u092F|\u092E\u093F\u0933| \u092E\u093F| \u0938\u093E|\u0935\u094D\u092F|\u094B\u0923\u0924|\u0928\u0947 |\u0947 \u092A|\u0915\u093E\u092E| \u0938\u092E|\u0902\u0924\u094D|\u092F\u0947 | \u0930\u093E|\u0938\u092E\u093E|\u0924\u0902\u0924|\u0915\u0930\u0923|\u093E \u0906|\u0947 \u0915|\u0939\u093F |\u0947 \u0938|\u0928\u093E |\u093F\u0933\u0923|\u0942\u0928 |\u093E \u092A|\u091F\u094D\u0930|\u094D\u091F\u094D|\u093E\u0937\u094D|\u0930\u093E\u0937|\u0940\u092F |\u0935 \u0938|\u0915\u094D\u0924|\u092E\u093E\u0928|\u0930\u094D\u0935| \u0906\u092A|\u0933\u0923\u094D|\u094D\u0930\u094D|\u093E\u0924\u0902|\u0935\u093E\u0924|\u091A\u0947 | \u0935\u093F|\u094D\u0937\u0923|\u0930\u0923\u094D| \u0926\u0947| \u0935\u094D|\u0906\u092A\u0932|\u0939\u0940 |\u093E\u0930\u094D|\u0928\u092F\u0947| \u0928\u092F|\u092E\u093E |\u092F\u093E\u0938| \u091C\u093E|\u0932\u0947\u0932| \u0928\u093F|\u0947 \u0905| \u092A\u093E|\u093E \u092E|\u0932\u0947 |\u093E\u0939\u0940|\u092C\u0902\u0927|\u0947 \u0935|\u094D\u092F\u0915| \u092E\u093E|\u0936\u093F\u0915| \u0936\u093F|\u0926\u0947\u0936|\u093E \u0926|\u092E\u093E\u091C|\u094D\u0930\u0940|\u0932\u0940 |\u093E\u0928 |\u093E\u0902\u0928|\u092A\u0932\u094D| \u0939\u094B|\u093E \u0939|\u0937\u0923 |\u091C\u0947 |\u093F\u091C\u0947|\u0939\u093F\u091C|\u092A\u093E\u0939|\u093E\u0930\u093E|\u092F\u093E\u0924|\u0938\u0930\u094D| \u0938\u0930|\u0930\u093E\u0902|\u0905\u0938\u0932|\u0902\u092C\u0902|\u0938\u0902\u092C|\u093F\u0915\u094D|\u0940 \u092A|\u0902\u091A\u094D|\u0930\u0915\u094D|\u0923\u0924\u094D| \u0906\u0923|\u0932\u093E |\u0938\u094D\u0925|\u0930\u0940\u092F|\u0940\u0924 |\u0902\u0928\u093E|\u0924 \u0935|\u094D\u0935 |\u0915 \u0935|\u0923\u0947 |\u093E\u091A\u0947|\u0928 \u0915|\u0924 \u0915|\u0930\u0924\u093E|\u094D\u0930\u093E|\u092F\u093E\u0939|\u094D\u0924 |\u091A\u0940 |\u092F \u0915|\u0926\u094D\u0927|\u094D\u0935\u0924|\u092F\u0915\u094D|\u0923\u093F |\u0906\u0923\u093F|\u0938 \u0938|\u0902\u0927\u093E|\u0915 \u0938|\u091A\u094D\u091B|\u092F \u0905|\u0924 \u0938|\u0940\u0928\u0947|\u094B\u0923\u093E|\u0915\u0930\u0924|\u0924\u094D\u0935|\u0940\u0932 |\u0940 \u0905|\u0938\u093E\u0930|\u0930 \u0935|\u092D\u093E\u0935|\u0935 \u0924|\u0925\u0935\u093E|\u0905\u0925\u0935| \u0905\u0925|\u0947 \u0924|\u0947 \u091C|\u092F\u093E\u092F|\u0902\u091A\u093E|\u0947\u0932\u094D|\u093E\u0928\u0947|\u0947\u0923\u094D|\u0915 \u0906|\u0915\u094D\u0915|\u0939\u0915\u094D| \u0939\u0915|\u0923 \u092E|\u0902\u0930\u0915|\u0938\u0902\u0930|\u0928\u094D\u092F|\u093E\u092F\u0926|\u093E \u0924|\u0924 \u0906| \u0909\u092A|\u0935\u0938\u094D|\u093F\u0935\u093E|\u0947\u0936\u093E|\u0938\u093E\u092E|\u0947 \u092F|\u0947 \u0906|\u0940 \u0935|\u0935 \u092E|\u0924\u0940\u0928|\u0935 \u0906|\u0927\u094D\u092F| \u0905\u0936|\u0927\u093E\u0924|\u0915\u0943\u0924|\u094D\u0915 |\u0926\u094D\u092F|\u093F\u0924 |\u0938\u0932\u0947|\u0947\u0936 |\u0924\u094B |\u0947\u0932 |\u0924\u0940 |\u094D\u0924\u0940|\u0905\u0938\u0947|\u0907\u0924\u0930| \u0907\u0924|\u0938\u094D\u0924|\u0930\u094D\u0923|\u093E \u092C|\u0947\u0932\u0947| \u0915\u0947|\u0939\u0940\u0930|\u091C\u093E\u0939|\u093E \u091C|\u0947\u0924 |\u0942\u0930\u094D|\u092A\u0942\u0930|\u0947\u091A | \u0935\u093E|\u093E\u091C\u093E|\u0940 \u0938|\u0936\u093E |\u092F \u0935| \u0928\u094D|\u092F\u093E\u0935|\u0926\u094D\u0926|\u094D\u0927 |\u0930\u0942\u0928|\u092F\u0926\u094D|\u0915\u093E\u092F|\u093E \u0936|\u0917\u0923\u094D|\u0915 \u0915|\u0930\u093E\u0927| \u0936\u093E|\u092F\u0924\u094D|\u0932 \u0905|\u094D\u092F\u0935|\u0940 \u0915|\u093E\u0935 |\u093E \u092F|\u0924\u094D\u0924|\u091C\u093F\u0915|\u093E\u091C\u093F|\u0930\u0923\u093E| \u0927\u0930|\u093E \u0927|\u092D\u0947\u0926| \u092C\u093E|\u0930\u0915\u093E|\u094D\u0930\u0915|\u0915\u0947\u0932|\u093F \u0935|\u093F\u0937\u094D|\u0924\u0940\u0932|\u092F\u094B\u0917|\u0938\u093E\u0927|\u093E\u0902\u0924|\u0935\u093F\u0935|\u0936\u094D\u0930| \u0927\u0947| \u092E\u0941|\u0935\u0924\u0903",
    mai: "\u093E\u0915 |\u092A\u094D\u0930|\u0915\u093E\u0930| \u092A\u094D|\u093E\u0930 |\u093F\u0915\u093E|\u094D\u092F\u0915|\u0927\u093F\u0915|\u0915 \u0905|\u094D\u0930\u0924|\u094D\u0924\u093F|\u0935\u094D\u092F| \u0905\u0927|\u0947\u0901 |\u0905\u0927\u093F|\u093F\u0915 | \u0935\u094D|\u0906\u02BC | \u0906\u02BC|\u0915\u094D\u0924|\u092F\u0915\u094D|\u0924\u093F\u0915|\u0915\u0947\u0901|\u0915 \u0935|\u092C\u093E\u0915|\u0915 \u0938|\u091B\u0948\u0915| \u091B\u0948|\u0924\u094D\u092F|\u092E\u0947 |\u0947\u0915 | \u0938\u092E|\u0915\u094D\u0937|\u0939\u093F |\u0930\u0924\u094D|\u0930 \u091B|\u092F\u0947\u0915|\u094D\u092F\u0947|\u0928\u094D\u0924|\u0935\u093E |\u093F\u0915\u0947|\u0915\u0964 |\u0948\u0915\u0964|\u0964 \u092A| \u0905\u092A| \u0938\u094D| \u0935\u093F| \u091C\u093E|\u093F\u0924 |\u0938\u0901 | \u0939\u094B|\u0915\u094B\u0928| \u0915\u094B|\u0924\u094D\u0930|\u0938\u094D\u0935| \u0935\u093E|\u0915 \u0906|\u0937\u094D\u091F| \u0915\u0930|\u0905\u092A\u0928|\u092E\u093E\u0928| \u0915\u093E| \u0905\u0928|\u0924\u093F |\u094D\u0924\u094D|\u0928\u094B |\u0928\u0939\u093F| \u092A\u0930|\u091F\u094D\u0930|\u094D\u092F | \u090F\u0939|\u093F \u0915|\u094D\u091F\u094D|\u093E\u0937\u094D|\u0930\u093E\u0937| \u0930\u093E|\u0938\u092E\u093E|\u094B\u0928\u094B|\u0932 \u091C| \u0928\u0939|\u0924\u093E\u0915|\u093E\u0930\u094D|\u092A\u0928 |\u0924\u0928\u094D|\u0935\u0924\u0928|\u094D\u0935\u0924|\u094D\u0937\u093E| \u0915\u090F| \u0938\u093E|\u094D\u0930\u0940| \u0928\u093F|\u093E \u0906|\u093F\u0935\u093E| \u0938\u0902| \u0926\u0947|\u091C\u093E\u090F|\u0940\u092F |\u0915\u0930\u092C|\u0925\u093E |\u090F\u092C\u093E|\u093E \u092A|\u0928\u093E |\u094D\u0935\u093E|\u0926\u0947\u0936|\u0924\u0964 |\u0930\u0915 |\u0915 \u0939|\u0901 \u0905| \u0938\u092D| \u0906 |\u0924 \u0915|\u091A\u093F\u0924|\u094D\u0924 |\u0935\u093E\u0930|\u0924\u093E |\u093E\u0930\u0915|\u092E\u093E\u091C|\u093E \u0938|\u0930\u0940\u092F|\u0928\u094D\u092F|\u0930\u0924\u093E|\u093E\u0928 |\u094D\u0930\u093E|\u094D\u092F\u093E|\u0930\u0915\u094D|\u093E\u0930\u0923|\u092A\u0930\u093F|\u090F\u0932 |\u0915\u090F\u0932|\u0905\u0928\u094D|\u0930\u092C\u093E|\u0915 \u092A|\u0913\u0930 |\u0906\u0913\u0930| \u0906\u0913|\u0905\u091B\u093F| \u0905\u091B|\u093F\u0930\u094D|\u093E\u0928\u094D|\u0928\u0915 |\u0939\u094B\u090F|\u0915\u0930 |\u0927\u093E\u0930|\u0938\u094D\u0925|\u093E \u0905|\u093F\u092E\u0947|\u0930 \u0906|\u090F\u0939\u093F| \u090F\u0915|\u0947 \u0938|\u0924\u0925\u093E| \u0924\u0925| \u092E\u093E|\u093F\u0915\u094D|\u0936\u093F\u0915| \u0936\u093F|\u092A\u094D\u0924|\u0930\u094D\u0935|\u0928\u093F\u0930|\u091A\u094D\u091B|\u0930\u094D\u092F|\u0901 \u0938|\u0915 \u0915|\u0939\u094B |\u093E\u0939\u093F|\u090F\u0924\u0964|\u0930 \u092A|\u093E\u092E\u093E|\u0938\u093E\u092E|\u0937\u093E |\u02BC \u0938|\u0901 \u090F|\u0948\u0915 |\u0926\u094D\u0927|\u0930 \u0905|\u0915 \u091C|\u0938\u094D\u0924|\u093E\u092A\u094D|\u0901 \u0915| \u0938\u0915|\u092F\u0915 |\u0915\u093E\u0928|\u0939\u0928 |\u090F\u0939\u0928|\u0947\u0932 |\u094B\u090F\u0924|\u0924 \u0906|\u093E \u0935|\u0964 \u0915|\u094D\u0924\u0930|\u093E\u090F\u0924|\u094D\u0930\u0915|\u0939\u0941 |\u0915 \u0909|\u092A\u0942\u0930|\u0935\u093F\u0935|\u02BC \u0905|\u091B\u093F | \u0932\u0947|\u0928 \u092A|\u093E\u0938 |\u0930\u093E\u092A|\u0927\u0915 |\u092A\u090F\u092C| \u092A\u090F|\u0930\u093E |\u092F\u0924\u093E|\u0930\u0942\u092A|\u0928 \u0935| \u0915\u0947|\u0937\u093E\u0915|\u092F \u092A|\u0924 \u0939|\u091C\u093E\u0939| \u0913 |\u092D\u093E\u0935|\u092A\u0930 |\u0925\u0935\u093E|\u0905\u0925\u0935| \u0905\u0925|\u0938\u092E\u094D|\u091C\u093F\u0915|\u093E\u091C\u093F|\u0942\u0930\u094D|\u0930\u0924\u093F| \u0926\u094B|\u0938\u092D\u0915|\u0964 \u0938| \u091C\u0928|\u0938\u092D |\u092C\u093E\u0927|\u0905\u0928\u0941|\u093F\u0938\u0901| \u0938\u0939|\u0901 \u0935|\u090F \u0938|\u0930\u093F\u0935|\u0924\u0941 |\u0947\u0924\u0941|\u0939\u0947\u0924| \u0939\u0947|\u093E\u0927 |\u0947\u092C\u093E|\u0928 \u0938|\u093F\u0937\u094D|\u0930\u093E\u0927| \u0905\u0935|\u093F\u0924\u094D|\u0935\u093E\u0938|\u091A\u093E\u0930| \u0909\u091A|\u093E\u0930\u093E|\u0928 \u0915|\u0935\u0915 |\u093E \u0915|\u0928\u0942\u0928|\u093E\u0928\u0942|\u090F\u0924 |\u0930\u0940 |\u0947\u0913 |\u0915\u0947\u0913|\u0930\u0923 |\u094D\u0930\u0938|\u093F \u0926|\u0913 \u0935| \u092D\u0947|\u0928\u0939\u0941|\u094B\u0928\u0939|\u094D\u0925\u093F|\u092A\u0924\u094D|\u092E\u094D\u092A|\u0930\u093E\u091C| \u092D\u093E|\u0939\u093F\u092E| \u0939\u0915|\u093E\u092E\u0947|\u094D\u0923 |\u0930\u094D\u0923|\u0939\u093E\u0930|\u093F \u0938|\u0915 \u0926|\u0928 \u0905|\u0924 \u0905|\u0932\u0947\u092C| \u0905\u092D|\u093F\u0936\u094D|\u091C\u0915 |\u093E\u091C\u0915|\u0928 \u0906|\u0935\u093E\u0939|\u0915\u093E\u091C|\u0936\u094D\u092F|\u0935\u0938\u094D|\u0913\u0939\u093F| \u0913\u0939|\u092F\u094B\u0917|\u0964 \u090F|\u0915\u090F |\u0947 \u0913|\u0905\u092A\u0930",
    bho: " \u0915\u0947|\u0915\u0947 |\u0947 \u0915|\u093E\u0930 |\u0915\u093E\u0930|\u093F\u0915\u093E|\u0927\u093F\u0915|\u0905\u0927\u093F| \u0905\u0927|\u0913\u0930 |\u0906\u0913\u0930| \u0906\u0913|\u0947 \u0905|\u0947 \u0938|\u093E \u0915| \u0938\u0902|\u093F\u0915 |\u0930 \u0939|\u093E \u0938| \u0939\u094B|\u0930 \u0938|\u0947\u0902 |\u092E\u0947\u0902| \u092E\u0947| \u0915\u0930| \u0938\u0947|\u0928\u094B |\u0915\u094D\u0937|\u0938\u0947 | \u0915\u093E|\u0964 \u0938|\u0916\u0947 |\u093E\u0964 |\u0930\u093E | \u0938\u092E| \u0938\u092C|\u094D\u0930\u093E| \u0938\u0915|\u0930 \u0915|\u0928 \u0915|\u0935\u0947 |\u094C\u0928\u094B|\u0915\u094C\u0928| \u0915\u094C|\u091A\u093E\u0939| \u091A\u093E| \u092C\u093E|\u092A\u094D\u0930| \u092A\u094D|\u0925\u093E |\u093F \u0915|\u0924\u093F | \u091C\u093E| \u0938\u093E|\u0947 \u0906|\u092A\u0928 |\u0915\u0930\u0947|\u0924\u093E |\u0939\u094B\u0916|\u0924 \u0915|\u0947\u0964 |\u0947 \u092C|\u0924\u0925\u093E| \u0924\u0925| \u0906\u092A|\u0915\u0947\u0932|\u0938\u0915\u0947| \u0938\u094D|\u0930\u0947 |\u0938\u092C\u0939|\u0915\u0930 |\u0906\u092A\u0928|\u0947 \u0913|\u091C\u093E | \u092A\u0930|\u0937\u094D\u091F| \u0930\u093E|\u0928\u093E |\u0939\u0935\u0947| \u0939\u0935|\u0932\u093E |\u0947\u0932\u093E|\u092C\u0939\u093F| \u0913\u0915|\u094B\u0916\u0947|\u0930 \u092C|\u0939\u0964 | \u0939\u0964|\u0928 \u0938|\u093E\u0937\u094D|\u0930\u093E\u0937|\u094D\u0924 | \u0914\u0930|\u0947 \u091A|\u0964 \u0915|\u0938\u0902\u0917|\u0930 \u0906|\u091F\u094D\u0930|\u094D\u091F\u094D|\u0937\u093E |\u092E\u093E\u0928|\u093E \u0906|\u0902 \u0915|\u093E \u092A|\u094D\u0937\u093E|\u0930\u0915\u094D|\u0939\u0947 |\u093E\u0939\u0947|\u093E\u0924\u093F|\u093E\u0935\u0947| \u091C\u0947|\u0939\u0940 |\u0913\u0915\u0930|\u092E\u093F\u0932|\u093F\u0924 |\u094B \u0938|\u0932 \u091C|\u0907\u0916\u0947|\u0928\u0907\u0916| \u0928\u0907|\u0924\u094D\u0930|\u092E\u093E\u091C| \u092C\u093F|\u0935\u0947\u0964|\u0947 \u091C|\u0915 \u0938|\u093F\u0902 |\u0939\u093F\u0902|\u0915\u0930\u093E|\u0914\u0930 |\u0947 \u092E|\u0938\u092E\u093E|\u0939\u0941 | \u0913 |\u092A\u0930 |\u0947 \u0928|\u0938\u094D\u0925|\u0930\u0940\u092F|\u094D\u0930\u0940|\u0932\u093E\u0964|\u093E\u091C |\u093E\u0928 |\u0915\u093E\u0928|\u0947 \u0924|\u093F\u0930 |\u0924\u093F\u0930|\u0916\u093E\u0924| \u0916\u093E|\u0947 \u0909|\u0928\u0942\u0928|\u093E\u0928\u0942|\u093E\u092E | \u0938\u0941| \u0926\u0947|\u0940 \u0915| \u092E\u093E|\u0930 \u092E|\u092A\u094D\u0924|\u093F\u092F\u093E|\u093E\u0939\u0940|\u092C\u093E\u0964|\u092F\u094B\u0917|\u0940 \u0938|\u0932 \u0939|\u0942\u0928 |\u0935\u094D\u092F|\u0941 \u0915|\u090F \u0915|\u0947 \u0935|\u0902\u0924\u094D|\u0938\u094D\u0935|\u0915\u0947\u0939|\u0940\u092F |\u0916\u0932 |\u0938\u093E\u092E|\u092F\u0924\u093E|\u0924\u093F\u0915|\u0947 \u0939|\u093E\u092A\u094D|\u0930\u093E\u092A|\u0930 \u092A|\u0930 \u0905| \u0932\u094B| \u0938\u0939|\u091C\u0947 |\u094B\u0917 |\u092E \u0915|\u0932\u0947 | \u0928\u093F|\u0947\u0915\u0930|\u093E \u0939|\u092A\u0942\u0930|\u0930 \u0928|\u0947\u0939\u0941|\u094D\u092F |\u092F\u093E | \u092F\u093E|\u0926\u0947\u0936|\u0926\u0940 |\u093E \u092E|\u093E\u0935 | \u0926\u094B|\u0947 \u0926| \u092A\u093E|\u0939\u093F |\u093F\u0915\u094D|\u0936\u093F\u0915| \u0936\u093F|\u092C\u093E |\u093F\u0932 | \u0909\u092A|\u094D\u0930\u0924| \u0935\u093F| \u0939\u0940| \u0932\u0947|\u0930\u094B |\u0947 \u0916|\u0920\u0928 |\u0917\u0920\u0928|\u0902\u0917\u0920| \u092E\u093F|\u0937\u0923 |\u094D\u0937\u0923|\u0902\u0930\u0915|\u0938\u0902\u0930| \u0906\u0926| \u090F\u0915|\u0928\u0947 | \u0905\u092A|\u0924\u0902\u0924|\u0935\u0924\u0902|\u094D\u0935\u0924|\u094D\u0924\u0930|\u094D\u092F\u093E|\u0947\u0936 |\u093E\u0926\u0940|\u094D\u0924\u093F|\u091C\u093F\u0915|\u093E\u091C\u093F|\u0915 \u0906|\u094D\u092E |\u091A\u093E\u0930| \u0909\u091A| \u0936\u093E|\u0930\u0940 |\u093E\u0939 |\u092F\u093E\u0939|\u092C\u093F\u092F|\u091A\u093F\u0924|\u0915\u094D\u0924|\u092A\u092F\u094B|\u0909\u092A\u092F|\u0930\u0924\u093E|\u0930 \u0935|\u0928 \u092E|\u0932\u094B\u0917|\u0939 \u0915|\u0928 \u092A|\u0915\u093E\u092E| \u092A\u0942| \u0907 |\u0906\u0926\u093F|\u0908\u0932 | \u0915\u0908| \u0935\u094D|\u092E\u0940 |\u0941\u0930\u0915|\u0938\u0941\u0930| \u091C\u0940|\u0927\u093E\u0930|\u092F \u0938|\u0924\u0930\u094D|\u092D\u0947 |\u0938\u092D\u0947| \u0938\u092D|\u092D\u093E\u0935|\u094D\u0925\u093F|\u093E\u092E\u093E|\u0938\u0930 |\u0930\u094D\u092E| \u0915\u094B| \u092C\u0947|\u094B\u0938\u0930|\u0926\u094B\u0938|\u0923 \u0915|\u093E\u0938 |\u0947 \u092A|\u091C\u093E\u0926|\u0906\u091C\u093E| \u0906\u091C|\u0909\u091A\u093F|\u0917 \u0915|\u093E\u0930\u0940| \u091C\u0930|\u0917\u0947 |\u091C \u0915|\u0940 \u092C|\u0938\u0928 |\u0939\u094B |\u093E \u0924",
    npi: "\u0915\u094B |\u0928\u0947 | \u0930 |\u093E\u0930 |\u0915\u094D\u0924|\u0915\u093E\u0930|\u092A\u094D\u0930| \u092A\u094D|\u094D\u092F\u0915|\u0935\u094D\u092F| \u0917\u0930|\u093F\u0915\u093E| \u0935\u094D|\u094D\u0930\u0924|\u0927\u093F\u0915|\u094D\u0924\u093F|\u092F\u0915\u094D|\u0905\u0927\u093F| \u0905\u0927|\u093E\u0908 |\u092E\u093E |\u0932\u093E\u0908|\u0924\u094D\u092F|\u093F\u0915 | \u0964 | \u0938\u092E|\u0935\u093E | \u0935\u093E|\u0915 \u0935|\u094D\u0928\u0947|\u0930\u094D\u0928|\u0917\u0930\u094D|\u0928\u094D\u0924|\u091B \u0964|\u0924\u093F\u0932|\u0930\u0924\u094D|\u0924\u094D\u0930|\u0947\u0915 |\u092F\u0947\u0915|\u094D\u092F\u0947|\u093F\u0932\u093E|\u0930 \u0938|\u094B \u0938| \u0938\u094D|\u092E\u093E\u0928|\u0915\u094D\u0937| \u0935\u093F|\u0939\u0941\u0928|\u093E \u0938| \u0939\u0941| \u091B |\u0930 \u091B|\u094D\u0924\u094D|\u0938\u092E\u093E|\u0938\u094D\u0935|\u0964 \u092A| \u0938\u0902|\u0928\u0947\u091B|\u0941\u0928\u0947|\u0939\u0930\u0941|\u0924\u0928\u094D|\u0935\u0924\u0928|\u0947 \u0905|\u093F\u0928\u0947|\u094B \u0905|\u094D\u0935\u0924| \u0915\u093E|\u0947 \u091B|\u0917\u0930\u093F| \u0930\u093E|\u094D\u0930 |\u0924\u093F |\u093E\u0915\u094B| \u0915\u0941|\u0937\u094D\u091F|\u0928\u093E |\u0938\u094D\u0924|\u0915 \u0938|\u0941\u0928\u0948|\u0915\u0941\u0928|\u091F\u094D\u0930|\u0932\u0947 | \u0928\u093F|\u093E\u0928 |\u091B\u0948\u0928| \u091B\u0948|\u094D\u091F\u094D|\u093E\u0937\u094D|\u0930\u093E\u0937|\u0924\u093F\u0915|\u091B\u0964 |\u093E\u0930\u094D|\u0924\u093E |\u093F\u0924 |\u0928\u0948 |\u093E \u0905| \u0938\u093E|\u093E \u0935|\u0930\u0941 | \u092E\u093E| \u0905\u0928|\u093E \u0930|\u0930\u0924\u093E|\u0930 \u0930|\u0939\u0930\u0942|\u0947\u091B |\u093E \u092A|\u0930\u0915\u094D|\u094D\u0924 | \u092A\u0930|\u0925\u093E | \u0932\u093E|\u092A\u0930\u093F|\u0926\u0947\u0936|\u0938\u0915\u094B| \u092F\u0938|\u092E\u093E\u091C|\u093E\u092E\u093E|\u094D\u0930\u093E|\u093F\u0935\u093E|\u093E\u0939\u0930|\u094B \u092A|\u094D\u092F |\u0935\u093E\u0930|\u0928 \u0938|\u0964 \u0915|\u0928\u093F |\u094D\u0937\u093E| \u0924\u094D|\u0926\u094D\u0927|\u0930 \u0939|\u0924\u0925\u093E| \u0924\u0925|\u092F\u0938\u094D|\u094D\u092F\u0938|\u0930\u0940 |\u0930 \u0935|\u092A\u0928\u093F|\u0930\u093F\u0928|\u0902\u0930\u0915|\u0938\u0902\u0930|\u092D\u093E\u0935|\u0948 \u0935|\u0938\u092C\u0948| \u0938\u092C| \u0936\u093F| \u0938\u0939|\u0924\u093E\u0915|\u0947 \u0930|\u0924 \u0930|\u0932\u093E\u0917| \u0938\u0941|\u094D\u0937\u0923|\u0926\u094D\u0926| \u0905\u092A|\u0948\u0928 |\u094B \u0935|\u093F\u0915\u094D|\u093E\u0935 |\u0927\u093E\u0930|\u094D\u092F\u093E|\u094D\u0930\u093F|\u093E \u092D|\u090F\u0915\u094B|\u0930 \u092E|\u0928 \u0905|\u094B \u0932| \u0909\u0938|\u0936\u093F\u0915|\u093E\u0924\u094D|\u0938\u094D\u0925|\u0935\u093E\u0939|\u0942\u0930\u094D|\u0936\u094D\u092F|\u093F\u0924\u094D|\u0930\u0915\u094B|\u093E\u0930\u0915|\u0941\u0926\u094D|\u0924\u094B |\u094D\u0924\u094B|\u093E\u0909\u0928|\u0915\u093E\u0928|\u093F\u090F\u0915|\u093E \u0928| \u092A\u0928|\u0928\u0964 |\u0948\u0928\u0964|\u0915\u093E |\u0947\u091B\u0964| \u092D\u0947|\u0930\u094D\u092F|\u0938\u092E\u094D|\u0924\u094D\u092A|\u0938\u093E\u092E|\u0930\u093F\u092F|\u091A\u093E\u0930|\u0928\u093F\u091C|\u0941\u0928 |\u0917\u093F |\u093E\u0917\u093F|\u0909\u0938\u0915| \u092E\u0924| \u0905\u092D|\u092A\u0942\u0930|\u0930 \u0924| \u0938\u0915|\u0938\u093E\u0930|\u0930\u093E\u0927|\u092A\u0930\u093E|\u0905\u092A\u0930|\u0941\u0915\u094D|\u091C\u0915\u094B| \u0909\u092A|\u0930\u093E |\u093E\u0930\u093E|\u094D\u0935\u093E|\u0935\u093F\u0927|\u094D\u0928 |\u093E \u0924|\u0928 \u0917|\u0923\u0915\u094B| \u092A\u093E| \u0926\u093F|\u0915 \u0930|\u0930 \u092A|\u0905\u0928\u094D|\u092D\u0947\u0926|\u093E\u0930\u092E|\u094B \u0906| \u0905\u0930|\u091C\u093F\u0915|\u093E\u091C\u093F|\u093F\u092F |\u0937\u093E |\u093E\u091F |\u092C\u093E\u091F| \u092C\u093E|\u093F \u0930| \u091B\u0964|\u0924\u094D\u0935|\u0924 \u0938|\u0930\u0942 |\u091B \u0930|\u0930\u0915\u093E|\u0935\u093F\u0915|\u0930 \u0909|\u094B\u0917 |\u094D\u0926\u0947|\u0930\u093F\u0935|\u0938\u0915\u093F|\u0948 \u092A|\u0930\u0924\u093F|\u0905\u0928\u0941| \u0906\u0935|\u092F\u0941\u0915|\u093E \u0917|\u0928\u092E\u093E|\u092F\u094B\u0917|\u0917 \u0917|\u0915 \u0905|\u0926\u094D\u0935|\u094D\u0927 |\u0930\u0941\u0926| \u092C\u093F|\u0964 \u0938|\u0909\u0928\u0947|\u093E\u0928\u094D|\u093E \u092E|\u093F\u0915\u094B|\u0930\u094D\u0926|\u093E\u0930\u0940|\u094D\u0924\u0930|\u094B \u0939|\u0939\u093F\u0924| \u0926\u0947|\u0930\u093F\u0915|\u093E \u0915| \u0906\u0927|\u0930\u093E\u091C|\u0930\u094D\u092E|\u094D\u0923 |\u0930\u094D\u0923|\u093F \u0935|\u094D\u092F\u0935|\u0935\u093F\u091A|\u092C\u0948 |\u0938\u0939\u093F|\u0930\u094B\u091C|\u0930\u094D\u0938|\u0908 \u0909|\u094D\u092A |\u0930\u093E\u0924|\u0928\u093F\u0915|\u092E\u093F\u0915|\u091A\u094D\u091B|\u094D\u0925\u093E|\u0935\u093F\u0935|\u0915\u0924\u093E|\u0905\u092D\u093F|\u094D\u0927\u093E",
    mag: " \u0915\u0947|\u0915\u0947 |\u093E\u0930 | \u0939\u0908|\u0915\u093E\u0930|\u0908\u0964 |\u0939\u0908\u0964|\u093F\u0915\u093E|\u0947 \u0905|\u0927\u093F\u0915|\u0905\u0927\u093F| \u0905\u0927|\u0930 \u0939|\u0947 \u0915|\u0914\u0930 | \u0914\u0930|\u093E \u0915|\u0947 \u0938|\u0938\u092C | \u0938\u092C| \u0915\u0930|\u0947\u0902 |\u0925\u093E |\u092E\u0947\u0902| \u092E\u0947|\u0924\u0925\u093E| \u0924\u0925|\u093F\u0915 | \u0939\u094B| \u0938\u092E|\u0915\u094D\u0937|\u0928\u093E |\u092C \u0915|\u0930 \u0938| \u0938\u0902|\u093E \u0938|\u0915\u0930 | \u092D\u0940|\u0964 \u0938| \u0938\u093E| \u0938\u0947| \u0915\u093E| \u0905\u092A|\u094D\u0930\u093E|\u092A\u094D\u0930| \u092A\u094D|\u0938\u0947 |\u092D\u0940 | \u0915\u094B|\u0924 \u0915| \u092A\u0930|\u0930\u093E |\u0915 \u0939|\u092A\u0928 |\u0905\u092A\u0928| \u0938\u0915|\u092F\u093E |\u0924\u093F |\u0930 \u0915|\u0940 \u0915| \u092F\u093E|\u0915\u0930\u0947| \u091C\u093E|\u0930\u0947 | \u0913\u0915|\u094D\u0924 |\u0938\u0915 |\u0928\u094B |\u093E\u0928 |\u092E\u093E\u0928|\u0913\u0915\u0930|\u093E \u092A|\u0928 \u0915|\u0947\u0932 | \u0928\u093E|\u0964 \u0915|\u0930\u0915\u094D| \u0938\u094D|\u0939\u0940 |\u0939\u094B\u090F| \u090F\u0915|\u092A\u0930 |\u0926\u0940 |\u091F\u094D\u0930|\u0924\u093E |\u0935\u094D\u092F|\u0939\u0908 | \u0936\u093E|\u0947 \u0909| \u0926\u0947|\u0924\u094D\u0930|\u093E\u0926\u0940| \u0930\u093E| \u0939\u0940|\u0915\u093E\u0928|\u093F\u0924 |\u092E \u0915|\u0932 \u091C|\u093E\u092E |\u0940 \u0938|\u0947 \u092D|\u0928 \u0938|\u092E\u093E\u091C|\u0937\u094D\u091F|\u0937\u093E | \u0932\u0947|\u0915 \u0938|\u092C\u0947 |\u0935\u0947 |\u093E\u0935\u0947|\u092E\u093F\u0932|\u0930 \u092E|\u094D\u092F |\u093E \u0939|\u0932\u093E |\u092A\u094D\u0924|\u0928\u0942\u0928|\u093E\u0928\u0942|\u091C\u093E |\u0947\u0915\u0930|\u094D\u0937\u093E|\u094D\u0930\u0924|\u0902\u0924\u094D|\u0930 \u0914|\u094B\u0908 |\u0915\u094B\u0908|\u094D\u091F\u094D|\u093E\u0937\u094D|\u0930\u093E\u0937| \u092E\u093E|\u0930\u094B | \u091C\u0947|\u0915\u0930\u093E|\u094B\u090F |\u093E\u092A\u094D|\u0930\u093E\u092A|\u0938\u092E\u093E|\u0942\u0928 |\u094B \u0938|\u0938\u094D\u0935|\u094D\u0924\u093F|\u0938\u093E\u092E|\u094B\u0928\u094B|\u0915\u094B\u0928| \u0935\u094D|\u0930 \u0905|\u094D\u092E | \u0935\u093F| \u0938\u0939|\u0947 \u092E|\u0915\u094D\u0924|\u092F\u094B\u0917|\u0930 \u0935|\u0915\u093E\u092E|\u0932 \u0939| \u0928\u093F|\u0926\u0947\u0936|\u092A\u0942\u0930|\u0935\u093E\u0930| \u0907 |\u0902\u0930\u0915|\u0938\u0902\u0930|\u090F \u0915|\u0930 \u092A| \u0938\u0941|\u0924\u0902\u0924|\u0935\u0924\u0902|\u094D\u0935\u0924|\u093E \u092E|\u0935 \u0915|\u0947 \u0935|\u093E\u0925 |\u0938\u093E\u0925| \u0926\u094B|\u0939\u094B\u092C| \u092A\u093E|\u094B \u0915|\u0947 \u092C|\u094B\u0917 | \u0909\u092A|\u0938\u094D\u0924|\u092A\u0930\u093F|\u0928 \u092A|\u0947 \u0924|\u094D\u0924\u0930|\u0932\u0947\u0932|\u0947 \u0913|\u091A\u093E\u0939| \u091A\u093E|\u092F \u0915|\u0935\u093E |\u0947\u0936 |\u092F \u0938|\u0928 \u0939|\u0937\u0923 |\u093E \u092C|\u0964 \u0924|\u090F\u0915 |\u090F\u0932 |\u0940\u092F |\u0915\u0947\u0915|\u0947 \u0939|\u0930 \u0906|\u093F \u0915|\u0938\u094D\u0925|\u091C\u093F\u0915|\u093E\u091C\u093F|\u093E\u092E\u093E|\u0930\u0940\u092F|\u094D\u0930\u0940|\u0924\u093F\u0915|\u093E\u0924\u093F| \u092C\u093F|\u091A\u093E\u0930|\u0947 \u0906|\u093E\u0938 | \u0909\u091A|\u093E \u0924|\u092F\u0915\u094D|\u094D\u092F\u0915|\u093F\u0932 |\u092E\u092F |\u0938\u092E\u092F|\u0936\u093E\u0926|\u092A\u092F\u094B|\u0909\u092A\u092F|\u0947 \u0916|\u0930\u093F\u0935| \u092A\u0942|\u0947 \u0932|\u0947 \u091A|\u094C\u0928\u094B|\u0915\u094C\u0928| \u0915\u094C|\u0902 \u0915|\u0938\u0902\u0917|\u0928 \u0926|\u0902 \u0938|\u0923 \u092A|\u094D\u0937\u0923|\u0930 \u0928|\u0947 \u0928|\u094B \u092D|\u0915\u0930\u094B|\u093E \u0914|\u0930\u0924\u093E|\u093E\u0935 |\u092D\u093E\u0935|\u0915 \u0914|\u0930\u094D\u092E|\u094B\u0938\u0930|\u0926\u094B\u0938|\u0923 \u0915|\u0947 \u092A|\u0928 \u0914|\u092C \u0939|\u093F\u0915\u094D|\u0936\u093F\u0915| \u0936\u093F|\u093E\u092C\u0947|\u0928\u093F\u092F|\u091A\u093F\u0924|\u0909\u091A\u093F|\u093F\u0924\u094D|\u0917 \u0915|\u0947\u0964 |\u0924 \u0938|\u0940 \u0936|\u0902 \u0936|\u090F\u0915\u0930|\u0964 \u090F|\u0924\u0928 | \u0913 |\u0930\u0940 |\u094D\u0930 |\u091C\u0947 |\u0915 \u0915| \u0938\u0940|\u0938\u0928 |\u093F\u0935\u093E| \u0905\u0928|\u0942\u0930\u093E| \u092C\u091A|\u090F\u0964 | \u092C\u0947|\u0924 \u0939| \u0924\u0915| \u092E\u093F|\u0927\u093E\u0930|\u0925\u0935\u093E|\u0905\u0925\u0935| \u0905\u0925|\u093F\u0932\u093E|\u094D\u0935\u093E|\u093F \u092E| \u0906\u0926|\u0928\u0947 |\u0915\u090F\u0932| \u0915\u090F|\u094D\u092F\u093E"
  },
  Myanmar: {
    mya: "\u1004\u1037\u103A|\u1004\u103A\u1038|\u102D\u102F\u1004|\u102F\u1004\u103A|\u101E\u100A\u103A|\u1037\u103A |\u103D\u1004\u1037|\u1001\u103D\u1004|\u1000\u102D\u102F|\u100A\u103A\u1038|\u1031\u102C\u1004|\u101E\u1031\u102C|\u102C\u1004\u103A|\u103C\u1005\u103A|\u1010\u102D\u102F|\u1014\u102D\u102F|\u103A\u1038\u1000|\u102D\u102F |\u1004\u103A | \u1021\u1001|\u103C\u1004\u103A|\u1016\u103C\u1005|\u101C\u100A\u103A| \u101C\u1030|\u103A \u1021|\u101B\u103E\u102D|\u103B\u102C\u1038|\u1019\u103B\u102C|\u103A\u1001\u103D|\u103A\u104B |\u100A\u103A\u104B|\u1000\u1031\u102C|\u1038\u1000\u1031|\u1014\u103E\u1004|\u103E\u1004\u1037|\u102D\u102F\u1037|\u101B\u1031\u1038|\u103A\u1038 |\u1004\u103A\u1001|\u1038\u104A |\u103A \u101C|\u1031\u102C |\u1001\u103C\u1004|\u103D\u1004\u103A|\u1019\u103E\u102F|\u103A\u1005\u1031|\u1010\u103D\u1004|\u103A\u1038\u104A|\u103E\u102D\u101E|\u1031\u102C\u1000|\u102D\u101E\u100A|\u1038\u1000\u102D|\u100A\u103A\u1037|\u1031\u102C\u103A|\u102C\u1000\u103A|\u1010\u103A\u101C|\u1005\u103A\u1005|\u101C\u1015\u103A|\u103D\u1010\u103A|\u101C\u103D\u1010| \u1019\u102D|\u101C\u1030\u1010|\u103A\u101C\u1015|\u1030\u1010\u102D|\u103A\u101C\u100A|\u103A\u1038\u1019| \u1016\u103C|\u1005\u103D\u102C| \u101C\u103D|\u1004\u103A\u101B|\u103D\u102C |\u102F\u1015\u103A|\u103A\u104A |\u103A\u1037 |\u1011\u102D\u102F|\u103A\u101E\u1031|\u1038\u1010\u103D|\u104B \u101C|\u103C\u102C\u1038|\u1021\u101B\u1031|\u1037\u103A\u1021|\u1021\u1001\u103D|\u102D\u1019\u102D|\u103D\u1000\u103A|\u102C\u103A\u101C|\u1031\u104A |\u102C\u1038 |\u1019\u100A\u103A| \u101E\u1031|\u1000\u103A |\u102D\u102F\u1038|\u103A\u101B\u103E|\u100A\u103A |\u1019\u102D\u1019|\u103A\u1005\u103D|\u1005\u1031\u104A|\u1037\u103A\u101B| \u1011\u102D|\u103A\u1021\u101B|\u103C\u1004\u1037|\u1014\u103A |\u1038\u1014\u103E|\u103A\u1038\u1010|\u1019\u103A\u1038|\u1016\u103C\u1004|\u103A \u1019|\u1021\u102C\u1038|\u103A\u101E\u100A| \u1015\u103C|\u1014\u103A\u1038|\u1021\u1001\u103C|\u103A\u1004\u1036|\u1004\u103A\u1004|\u1015\u102D\u102F|\u102C \u1021|\u103A\u1019\u103E|\u1015\u103A\u1005|\u101B\u1014\u103A| \u1014\u102D|\u1006\u102D\u102F|\u1038\u1019\u103B|\u102C\u1038\u1000| \u101B\u103E|\u1005\u1031\u101B|\u103D\u101A\u103A|\u1038\u101E\u100A|\u101C\u102F\u1015|\u103A \u1015|\u1010\u1005\u103A|\u104A \u1021|\u1038 \u1021|\u103A \u1016|\u102F\u1036\u1038|\u1001\u103C\u102C|\u101D\u1004\u103A|\u101B\u1019\u100A|\u103A \u101B|\u103C\u100A\u103A|\u102F\u1010\u103A|\u101E\u102D\u102F|\u1038\u1001\u103C|\u1038\u1016\u103C|\u1038\u1019\u103E|\u1021\u1015\u103C|\u103A\u1001\u103C|\u1005\u102C\u1038| \u101C\u100A|\u103A\u1038\u101E|\u103A\u1014\u102D|\u1021\u1010\u103D|\u1015\u103C\u102F|\u1015\u103C\u100A|\u103A\u1038\u1015|\u1001\u1036\u1005| \u1001\u1036|\u1038 \u1019|\u1031\u1038\u1019|\u1015\u103C\u1004|\u1004\u103A\u101E|\u101F\u102F\u1010|\u1019\u101F\u102F|\u1015\u103A\u1001|\u1037 \u1021|\u102C\u1038\u101E|\u1000\u103C\u1031|\u1010\u103A |\u1000\u103A\u1019|\u1010\u103D\u1000|\u102C\u1038\u1014|\u1015\u1012\u1031|\u1025\u1015\u1012|\u102F \u1021|\u101E\u102C\u1038|\u103A \u101E|\u103A\u1038\u1001|\u104A \u1019|\u1015\u100A\u102C|\u102D\u102F\u1000|\u1019\u103E |\u1019\u103B\u103E|\u100A\u103A\u101E|\u103C\u1031\u102C|\u101B\u104B |\u1005\u100A\u103A|\u103A\u1016\u103C|\u1010\u100A\u103A|\u103B\u1000\u103A|\u1000\u103D\u101A| \u1021\u102C|\u1031\u1038 | \u101E\u102D|\u102C\u1038\u1016| \u1021\u101C|\u103A\u1019\u103B|\u101E\u1004\u103A|\u103D\u1032\u1037|\u1016\u103D\u1032|\u101B\u102C\u1038|\u1010\u101B\u102C|\u103A\u1000\u102D| \u1025\u1015|\u1031\u1038\u1001|\u1015\u103C\u1005|\u1010\u103A\u1001|\u103A\u101B\u1014|\u1000\u103A\u101E|\u103A\u1001\u103B|\u102F\u1037\u1010|\u104A \u101C|\u102C\u1038\u101C|\u103A\u101B\u103D|\u1019\u102D\u104F|\u102F \u101E|\u102F\u1000\u103A|\u101E\u1000\u103A| \u1021\u1000|\u102C\u1038\u101B|\u1001\u103C\u1031|\u103A \u1014|\u103A\u1019\u103C|\u1005\u103A\u1019|\u103A\u1038\u1014|\u104A \u1014| \u1000\u102D|\u104A \u101E|\u103B\u102D\u102F|\u101C\u1030\u1019|\u1038\u1001\u103B|\u103A\u1014\u103E|\u1030\u1019\u103B|\u1030\u100A\u102E|\u1010\u1030\u100A| \u1010\u1030|\u101C\u102D\u102F|\u102C\u1038\u1005| \u1021\u1010|\u1038\u101E\u1031|\u1006\u1031\u102C|\u1004\u103A\u104A|\u1012\u1031\u1021|\u1015\u1031\u1038|\u103E\u102F |\u102C \u101C|\u103A\u101E\u1030|\u103E\u1031\u102C|\u102D\u1019\u103A|\u102C\u1038\u1001|\u1036\u1005\u102C|\u103A \u1001|\u103B\u1004\u103A|\u103D\u1031\u1038|\u1021\u101C\u102F|\u102B\u101D\u1004|\u1015\u102B\u101D| \u1014\u103E|\u102C\u1038\u1010|\u1015\u103A |\u1038 \u1014|\u1038\u1005\u103D|\u102F \u101C|\u1031\u1021\u101B| \u1021\u1015|\u102C\u1038\u1019|\u103A\u101B\u1031|\u102C \u101E|\u1031\u1038\u1000|\u104B \u1019| \u101C\u102F|\u103A \u1011|\u103A\u101B\u102C|\u1031\u101B\u104B| \u1021\u1006|\u1038\u1019\u101F|\u1037\u1010\u100A|\u104A \u1000|\u1011\u102C\u1038|\u103A \u1000|\u102D\u102F\u101E|\u1015\u103A\u101E|\u103A \u1010| \u1015\u102B|\u1021\u1016\u103D|\u101B\u103D\u1000|\u1021\u1001\u102B|\u1031\u1038\u101B|\u103A \u1005|\u1001\u1036\u101B|\u104F \u1021|\u1000\u103A\u1001|\u103A\u1038\u1021|\u1038\u1021\u1016|\u1021\u1016\u103C|\u103D\u1014\u103A|\u103B\u103E |\u102F\u1019\u103B|\u103E\u1004\u103A|\u102F\u101A\u103A|\u102D\u102F\u101A|\u102C\u1004\u1037| \u1010\u102D",
    shn: "\u1004\u103A\u1088|\u107C\u103A\u1038|\u101C\u1086\u1088|\u1004\u103A\u1038|\u103A\u1038 |\u1030\u107C\u103A|\u102F\u107C\u103A|\u107C\u103A\u1089|\u1030\u1004\u103A|\u101D\u103A\u1038|\u103D\u1004\u103A|\u107C\u107C\u103A|\u102D\u1030\u1004|\u103A\u1087\u101C|\u1019\u103A\u1087|\u1030\u101D\u103A|\u103A\u1088\u101C|\u107C\u103A\u1087|\u1087\u101C\u1086|\u103A\u1038\u1075|\u1010\u1083\u1087|\u1019\u102D\u1030|\u1022\u1019\u103A|\u1075\u1030\u107C|\u1019\u102E\u1038|\u1010\u103A\u1088|\u1010\u103A\u1038|\u101E\u102F\u107C|\u101D\u103A\u1088|\u101C\u103D\u1004|\u101C\u1084\u1088|\u1004\u103A\u1087|\u102F\u1004\u103A|\u107C\u1086\u1089|\u1062\u1004\u103A|\u1022\u107C\u103A|\u1075\u1031\u1083|\u103A\u1088 | \u101C\u103D|\u1086\u1089 |\u1088 \u1010|\u102D\u1030\u101D|\u1019\u103A\u1038|\u1086\u1088 | \u1010\u1083|\u1084\u1088 |\u107C\u103A |\u103D\u1010\u103A|\u103A\u1038\u107C| \u1075\u1030|\u102D\u102F\u1004|\u1038\u101E\u102F|\u101A\u1030\u1087|\u103A\u1038\u101C|\u1062\u107C\u103A|\u1035\u107C\u103A|\u102E\u1038\u101E|\u1075\u103A\u1038|\u1085\u101D\u103A|\u101C\u1085\u101D|\u101C\u103D\u1010|\u102F\u1075\u103A| \u1019\u102E|\u1031\u1083\u1089| \u1022\u107C|\u1075\u103A\u1087| \u101C\u1084|\u1035\u1004\u103A|\u1088 \u101C|\u1075\u107C\u103A|\u103A\u1088\u1075|\u1015\u102D\u1030|\u1075\u1030\u108A|\u103A\u1038\u1015|\u103D\u107C\u103A|\u103A\u1038\u1010|\u103A\u1088\u1010|\u1083\u1089\u107C|\u103A\u1089 |\u103A\u1088\u1019|\u104B \u1075|\u103A\u1038\u101E|\u1087\u104B | \u1010\u1031|\u1078\u1082\u103A|\u103A\u1038\u1019|\u1030\u1087\u104B|\u1075\u103A\u1088|\u101E\u1031 |\u103A\u1087 |\u1089\u107C\u1086|\u108A\u1075\u1031|\u1030\u108A\u1075|\u1038\u1075\u1030|\u1089 \u1019|\u1088\u101C\u1085|\u103A\u1088\u1015|\u103A\u1087\u107C|\u1015\u1035\u107C|\u1010\u102E\u1088|\u1088\u1019\u102D|\u1075\u1062\u107C|\u1031\u1022\u1019|\u101D\u103A\u1087|\u102D\u102F\u107C|\u1076\u101D\u103A|\u1035\u1010\u103A|\u1081\u1035\u1010|\u101C\u1082\u103A|\u102F\u1019\u103A|\u1038\u107C\u107C|\u1078\u102D\u102F|\u102D\u1004\u103A|\u1082\u103A\u1088|\u107C\u103A\u1088|\u1015\u103A\u1089|\u1019\u103A\u1088|\u102D\u1030\u107C|\u1062\u1086\u1038|\u103A\u104A |\u103A\u1038\u1076|\u1088\u101C\u103D|\u1004\u103A |\u103A \u101C|\u103A\u1087\u1019|\u103A\u1038\u1078|\u103A\u1038\u101A|\u1083\u1088 |\u1010\u1004\u103A|\u1010\u1031\u1083|\u102F\u101D\u103A|\u102D\u102F\u101D|\u107C\u103A\u101C|\u103A\u1087\u1075|\u1015\u107C\u103A|\u1038 \u101C|\u103A\u1089\u101C|\u107E\u102D\u1004|\u103A\u1087\u1015|\u1010\u103A\u1087|\u1038\u1015\u102D|\u1081\u1082\u103A|\u1019\u107C\u103A|\u1083\u1087 |\u1031\u1083\u1088|\u107C\u1083\u1088|\u103A\u107C\u107C|\u103A\u1038\u1081|\u1088\u1010\u1083|\u1011\u102F\u1075|\u103A\u1088\u107C| \u1022\u1019|\u103A\u1089\u1010|\u103A\u1088\u1081|\u1010\u1062\u1004|\u1010\u1031\u1022|\u1031\u1083\u1087|\u1030\u107A\u103A|\u107C\u103A\u1075|\u1075\u101D\u103A|\u1089 \u1010|\u1087\u107C\u107C|\u1038\u1019\u102D|\u1062\u1019\u103A|\u1062\u1086\u1087|\u1038 \u1022|\u1015\u1062\u1086|\u103A\u1088\u1078|\u1088 \u1022|\u1083\u1087\u1076|\u1086\u1088\u1010|\u103D\u1019\u103A|\u1031\u101C\u1086|\u1010\u1031\u101C|\u1030\u1019\u103A|\u103A\u1088\u1022|\u1062\u101D\u103A|\u107C\u103A\u1015|\u101E\u1062\u1004|\u107C\u103A\u107C|\u103A\u1088\u101A|\u101C\u102D\u1030|\u101D\u103A |\u103A\u101E\u1031|\u107D\u1035\u1004|\u107C\u103A\u1022|\u1078\u103D\u1019|\u1015\u103A\u1038|\u1088\u101C\u1086|\u1022\u101D\u103A|\u101E\u1004\u103A|\u1089\u101A\u1030|\u103A\u1089\u101A|\u103A\u1089\u1075|\u103A\u1038\u1022| \u1019\u102D|\u103A \u1022|\u1011\u102D\u102F|\u1076\u103D\u1004|\u107C\u103A\u1010|\u107E\u1062\u1086|\u1081\u1015\u103A|\u1082\u103A\u1038|\u107C\u1082\u103A|\u103A\u1089\u1081|\u107A\u103A\u1088|\u1038\u101C\u1085|\u1038\u101E\u1031|\u103A\u1087\u1076|\u107C\u1004\u103A|\u1082\u103A\u1089|\u103A\u1087\u107D|\u1015\u102D\u102F|\u103D\u1075\u103A|\u107C\u103A\u1019|\u103A\u107C\u1086|\u1015\u1035\u1004|\u101C\u1030\u107A| \u1015\u102D|\u1030\u1015\u103A|\u101C\u102F\u1075|\u1087 \u101C|\u1088\u101E\u1004|\u1010\u1030\u101D|\u1088 \u1015|\u1085\u1004\u103A|\u103A \u1010|\u1081\u1030\u1019|\u103A\u1087\u1081|\u1083\u1087\u101C|\u1087\u1076\u101D| \u107E\u1062|\u103A\u1087\u1078|\u103A\u1087\u1010|\u1038\u101C\u103D|\u1086\u1088\u1019|\u107C\u103A\u107D|\u1083\u1087\u1075|\u1010\u102D\u102F|\u1038\u101E\u1062|\u101D\u103A\u107C|\u1087\u1015\u1035|\u1030\u1075\u103A|\u1075\u103A\u1089|\u1084\u1088\u101E|\u101A\u1035\u107C|\u1088\u1011\u102F|\u1086\u1088\u1011|\u1038\u1075\u1062|\u1015\u1075\u103A|\u1086\u1088\u1015|\u1085\u1010\u103A|\u1089 \u101C|\u107D\u1030\u1088|\u101D\u1083\u1088|\u103A\u1075\u1030|\u1004\u103A\u1078|\u1089\u104B |\u1038\u107C\u1086|\u1088 \u1019|\u1088\u1019\u102E|\u1081\u107C\u103A|\u1038\u1010\u1031|\u107C\u103A\u101E|\u101D\u1086\u1089| \u101E\u102F|\u1030\u1010\u103A|\u1075\u102D\u1030|\u103A\u1022\u107C|\u1019\u103A\u1089|\u1078\u102F\u1019| \u1010\u102E|\u1083\u1087\u1081|\u1089\u107C\u107C|\u107A\u103A\u1038|\u103A\u1089\u101E|\u1038\u1075\u1031|\u103A\u1078\u102D|\u101D\u103A\u1089|\u104A \u101C|\u107C\u103A\u108A|\u1038\u104A |\u102D\u1075\u103A| \u107C\u1082|\u1089\u1081\u107C|\u102D\u1010\u103A|\u1087\u1075\u107C|\u103A\u104B |\u1083\u1087\u1078|\u1004\u103A\u101E|\u104B \u1015|\u101E\u103D\u107C|\u1075\u1010\u103A|\u1078\u101D\u103A|\u103A\u1078\u1082|\u1004\u103A\u1015|\u1082\u103A\u104A|\u1085\u107C\u103A|\u101E\u1031\u1022|\u103A\u1022\u1019"
  },
  Ethiopic: {
    amh: "\u1361\u1218\u1265|\u1230\u12CD\u1361|\u1275\u1361\u12A0|\u1265\u1275\u1361|\u1361\u1230\u12CD|\u1218\u1265\u1275|\u1361\u12A0\u1208|\u12ED\u121D\u1361|\u12C8\u12ED\u121D|\u1361\u12C8\u12ED|\u1290\u1275\u1361|\u1208\u12CD\u1362|\u12A0\u1208\u12CD|\u1295\u12F1\u1361|\u12F3\u1295\u12F1|\u1295\u12F3\u1295|\u12EB\u1295\u12F3|\u12A5\u12EB\u1295|\u12F1\u1361\u1230|\u1361\u12A5\u1295|\u1275\u1361\u1218|\u12CD\u1362 | \u12A5\u12EB|\u1361\u12E8\u1218|\u1362 \u12A5|\u12A5\u1295\u12F2|\u1361\u1290\u133B|\u1361\u12E8\u1270|\u121D\u1361\u1260|\u12CD\u1361\u12E8|\u121D\u1361\u12E8|\u1361\u12E8\u121A|\u1295\u1361\u12E8|\u1293\u1361\u1260|\u1293\u1361\u12E8|\u1361\u12A0\u12ED|\u1361\u12E8\u121B|\u1290\u133B\u1290|\u12CD\u1361\u1260|\u1206\u1290\u1361|\u1276\u127D\u1361|\u1275\u1361\u12E8|\u12CD\u1362\u1361|\u1361\u1260\u121A|\u1275\u1293\u1361|\u1280\u1265\u1228|\u1361\u1218\u1295|\u1275\u1295\u1361|\u12CD\u121D\u1361|\u1265\u127B\u1361|\u1361\u1208\u1218|\u121D\u1361\u1230|\u121D\u1362 |\u129B\u12CD\u121D|\u1295\u129B\u12CD|\u121B\u1295\u129B|\u1295\u121D\u1361|\u1361\u12A0\u1308|\u1218\u1265\u1276|\u1361\u12EB\u1208|\u12A5\u12A9\u120D|\u1228\u1275\u1361|\u1218\u1295\u130D|\u1361\u1208\u121B|\u1275\u1361\u1260|\u1206\u1295\u1361|\u1260\u1275\u1361|\u1361\u1260\u1270|\u1208\u1275\u1361|\u1361\u12A5\u12A9|\u130B\u1265\u127B|\u12CE\u127D\u1361|\u12C8\u1295\u1300|\u1205\u1295\u1290|\u12F0\u1205\u1295|\u12A9\u120D\u1361|\u121B\u1295\u121D| \u121B\u1295|\u1362 \u121B|\u1320\u1260\u1245|\u133B\u1290\u1275|\u1265\u1276\u127D|\u1361\u120D\u12E9|\u122B\u12CA\u1361|\u1230\u1265\u1361|\u121D\u1361\u12A5|\u130D\u1298\u1275|\u121B\u130D\u1298|\u127D\u1361\u1260|\u1225\u122B\u1361|\u1290\u133B\u1361|\u122D\u12F5\u1361|\u134D\u122D\u12F5|\u1361\u1260\u1206|\u1361\u12F5\u122D|\u120D\u1361\u1218|\u1361\u12F0\u1205|\u1270\u130D\u1263|\u1361\u12E8\u1206|\u1275\u1361\u12C8|\u1260\u1275\u121D|\u1348\u1338\u121D|\u122D\u1361\u12C8|\u12ED\u1290\u1275|\u1275\u121D\u1361|\u1361\u1260\u1218|\u1361\u1201\u1209|\u1278\u12CD\u1361|\u1298\u1275\u1361|\u121B\u1280\u1260|\u12E8\u121B\u130D|\u1260\u122D\u1361|\u121D\u1361\u1218|\u1260\u1280\u1265|\u1361\u1260\u1280|\u127D\u1293\u1361|\u1361\u1291\u122E|\u1361\u1225\u122B|\u1361\u130A\u12DC|\u1361\u12C8\u1295|\u1218\u1220\u1228|\u1361\u1218\u1220|\u1271\u1295\u1361|\u1215\u130D\u1361|\u1263\u122D\u1361|\u130D\u1263\u122D|\u1290\u1275\u1293|\u1290\u1276\u127D|\u133B\u1290\u1276|\u1295\u1293\u1361|\u12E9\u1290\u1275|\u120D\u12E9\u1290|\u12F0\u1228\u1303|\u1361\u12F0\u1228|\u1265\u1361\u12E8|\u12D3\u12ED\u1290|\u1361\u12D3\u12ED|\u12ED\u121B\u1296|\u1203\u12ED\u121B|\u120D\u1362 |\u1290\u12CD\u1362|\u1361\u1290\u12CD|\u1201\u1209\u1361|\u122D\u1275\u1361|\u1205\u122D\u1275|\u121D\u1205\u122D|\u1275\u121D\u1205|\u1295\u1290\u1275|\u1293\u1361\u1208|\u1260\u1275\u1362|\u1208\u1260\u1275|\u12A0\u1208\u1260|\u1218\u1206\u1295|\u1295\u1361\u12A0|\u1295\u1361\u12C8|\u1361\u1218\u1230|\u1265\u1228\u1361|\u1361\u1265\u127B|\u1361\u12A0\u120B|\u122D\u1305\u1275|\u12F5\u122D\u1305|\u1295\u130D\u1225|\u1270\u1263\u1260|\u120E\u127D\u1361|\u120C\u120E\u127D|\u12E8\u121A\u12EB|\u1264\u1270\u1230|\u12A5\u1295\u12F0|\u1275\u1361\u12F5|\u1361\u1218\u1206|\u127D\u1361\u12E8|\u1275\u12AD\u12AD|\u1361\u121B\u1295|\u1260\u1206\u1290|\u1206\u1291\u1361|\u1295\u1361\u1218|\u1362\u1361 |\u1275\u1361\u1208|\u1228\u130D\u1361|\u1361\u12ED\u1205|\u12F2\u1320\u1260|\u1295\u12F2\u1320|\u1275\u1361\u12A5|\u1290\u1271\u1361|\u1361\u1260\u1215|\u12E8\u1206\u1290|\u1338\u121D\u1361|\u1260\u1245\u1361|\u12E8\u1218\u1296|\u1275\u121D\u1362|\u1308\u122D\u1361|\u1361\u12A8\u121A|\u12CD\u1361\u12A8|\u1229\u1275\u1361|\u12E8\u1280\u1265|\u1361\u12E8\u1280|\u1214\u122B\u12CA|\u1265\u1214\u122B|\u1361\u12A0\u1235|\u122D\u1361\u12E8|\u12ED\u1308\u1263|\u12CD\u1295\u1361|\u1325\u1361\u12E8|\u1295\u1235\u1361|\u1361\u1275\u121D|\u1291\u122E\u1361|\u1295\u1361\u1208|\u127D\u1361\u12A5|\u1201\u1294\u1273|\u1361\u1201\u1294|\u1235\u1275\u1361|\u1361\u1260\u12A0|\u1361\u121B\u1280|\u1265\u1228\u1230|\u1218\u1230\u1228|\u1228\u1361\u1230|\u12E8\u121A\u1348|\u120B\u1278\u12CD|\u12A0\u120B\u1278|\u1218\u1348\u1338|\u1361\u130B\u1265|\u122D\u1361\u1260|\u12DC\u130D\u1290|\u127D\u1295\u1361|\u1305\u1275\u1361|\u12E8\u1270\u1263|\u1290\u1275\u1295|\u12DA\u1205\u1361|\u1265\u1290\u1275|\u1308\u1265\u1290|\u1361\u1308\u1265|\u1235\u1325\u1361|\u12CD\u1235\u1325|\u1361\u12CD\u1235|\u1230\u1261\u1361|\u1218\u12CD\u1361|\u1348\u1338\u1218|\u130A\u12DC\u1361|\u1275\u1361\u130A|\u1206\u1296\u1361|\u1361\u1206\u1296|\u1348\u120B\u130A|\u12CD\u1361\u1208|\u1219\u1209\u1361|\u12AD\u1208\u129B|\u12AD\u12AD\u1208|\u1300\u120D\u1361|\u1295\u1300\u120D|\u1201\u121D\u1361|\u12F2\u1201\u121D|\u1295\u12F2\u1201|\u1361\u1260\u130D|\u12CD\u1361\u12EB|\u1273\u12CA\u1361|\u1228\u1273\u12CA|\u1295\u130D\u1235|\u1361 \u12A5|\u12F0\u1228\u130D|\u1362\u1361\u12ED|\u1290\u1361\u1218|\u1290\u1271\u1295|\u1295\u1290\u1271|\u1209\u1361\u1260|\u1260\u1215\u130D|\u1361\u1270\u130D|\u12D3\u12CA\u1361|\u1265\u12D3\u12CA|\u1230\u1265\u12D3|\u121D\u1361\u12A8|\u1245\u1361\u1218|\u1218\u1320\u1260|\u1361\u1218\u1320|\u1260\u1290\u133B|\u1361\u1260\u1290|\u1218\u1296\u122D|\u121D\u1260\u1275|\u12A0\u12ED\u1348|\u121D\u1361\u12D3|\u1361\u1260\u121B|\u1262\u1206\u1295|\u1361\u1262\u1206|\u122D\u1361\u12A0|\u1308\u1229\u1361|\u12A0\u1308\u1229|\u1293\u120D\u1361|\u123D\u1293\u120D|\u1293\u123D\u1293|\u122D\u1293\u123D|\u1270\u122D\u1293|\u1295\u1270\u122D|\u12A2\u1295\u1270|\u1361\u12E8\u12A0|\u12A0\u1308\u122D|\u1295\u12F5\u1361|\u12A0\u1295\u12F5|\u1205\u121D\u1361|\u1293\u1361\u1290|\u1361\u12CD\u1233|\u1228\u1303\u1361|\u1296\u1275\u1361",
    tir: "\u1361\u1361 | \u1218\u1230|\u1230\u1265 | \u1230\u1265| \u12A6\u1208|\u12A6\u1208\u12CE|\u1293\u12ED | \u1293\u12ED|\u12CE\u1361\u1361|\u1208\u12CE\u1361|\u1218\u1230\u120D|\u1230\u120D |\u1215\u12F5\u1215|\u1215\u12F5 |\u12F5\u1215\u12F5| \u1215\u12F5|\u12ED \u121D|\u120D \u12A6| \u12A6\u1265|\u12F5 \u1230|\u1275\u1295 |\u12CD\u1295 |\u1361 \u1215|\u12AB\u1265 |\u12A6\u1265 |\u12C8\u12ED | \u12C8\u12ED|\u1295 \u1218|\u1265 \u12DD| \u12AB\u1265| \u1218\u1295| \u1290\u1343|\u1290\u1275 |\u1265 \u1218|\u12DD\u12BE\u1290|\u1265 \u1265| \u12A5\u1295|\u12BE\u1290 | \u12DD\u12BE|\u1295 \u1290| \u121D\u122D|\u1295\u1361\u1361|\u12B9\u1295 | \u12A5\u12DA|\u122D\u12AB\u1265|\u121D\u122D\u12AB| \u12A6\u12ED|\u12ED\u12B9\u1295| \u12ED\u12B9|\u1273\u1275\u1295|\u1290\u1343\u1290|\u12A5\u12DA |\u1295 \u12A6|\u1215\u130A |\u1290 \u12ED|\u1273\u1275 |\u1275 \u12A6|\u12ED \u1265|\u1295 \u121D| \u12A8\u121D|\u1265 \u12A6| \u1265\u1215| \u1363 |\u1295\u130D\u1235|\u1218\u1295\u130D| \u1203\u1308|\u1363 \u1265|\u12CA \u1218|\u121B\u12D5\u122A|\u1235\u122B\u1215|\u1295 \u1295| \u1295\u121D|\u12D5\u122A | \u1295\u12AD|\u12A6\u12CA |\u1295 \u1265|\u2019\u12CD\u1295|\u1218\u1230\u120B|\u122B\u12CA |\u121B\u1215\u1260|\u12A6\u1275 | \u12DD\u1270| \u121B\u12D5|\u120E\u121D |\u122D\u1295 | \u1235\u122B|\u1270\u1230\u1265|\u12D3\u1275 |\u1290\u1271 |\u1265\u12A6\u12CA|\u1230\u1265\u12A6|\u1275 \u12C8|\u1290\u1273\u1275|\u120B\u1275\u1295|\u1215\u1260\u122B|\u120D\u12A6\u1275|\u12AB\u120D\u12A6| \u1265\u12D8|\u1295 \u12DD|\u121D\u1361\u1361|\u122D\u1272 |\u1205\u122D\u1272|\u121D\u1205\u122D|\u1275\u121D\u1205| \u1275\u121D|\u122B\u1215 | \u121B\u1215|\u12B8\u12CD\u1295| \u1308\u1260|\u1265\u1215\u130A|\u1271 \u1295| \u1265\u12DD|\u1343\u1290\u1273|\u1230\u120B\u1275|\u12DA \u12F5| \u12A6\u12F5|\u12CE\u121D\u1361|\u1208\u12CE\u121D|\u1273\u12CA |\u12A5\u1295\u1275|\u122A\u1270\u1230|\u1265\u122A\u1270|\u1215\u1265\u122A| \u1215\u1265|\u1265\u1295 |\u122B\u1275 |\u1295 \u1230|\u12CB\u1295 |\u12A1\u2019\u12CD|\u121D\u12A1\u2019|\u12A8\u121D\u12A1|\u1363 \u12A6|\u122D\u12D3\u1275|\u1235\u122D\u12D3| \u1235\u122D|\u12D5\u120A |\u1295 \u1293|\u1290\u1275\u1295|\u1275 \u1293|\u12ED \u12A6|\u1290\u1343 |\u1308\u1229 |\u1203\u1308\u1229|\u121D \u1218|\u1295\u130B\u1308|\u12F5\u1295\u130B| \u12F5\u1295|\u12A5\u1295\u1270|\u1260\u122B\u12CA| \u1265\u121B|\u12ED\u121B\u1296|\u1203\u12ED\u121B|\u12A9\u120E\u121D| \u12A9\u120E|\u120D\u1295 |\u12AD\u12B8\u12CD| \u12AD\u12B8|\u1275 \u1235|\u1295 \u1213| \u1203\u12ED|\u1275 \u1218|\u1361 \u12A5| \u12AB\u120D|\u12A5\u1295 |\u1264\u1270\u1230| \u1264\u1270|\u12A5\u12CB\u1295| \u12A5\u12CB|\u1260\u1295 |\u1295 \u12D8|\u1270\u12F0\u1295|\u1218\u1230\u122A|\u130D\u1235\u1272|\u1295 \u12AB|\u1213\u1208\u12CB| \u1213\u1208|\u1265\u12D8\u12ED| \u121D\u12C3| \u1215\u130A|\u1295\u1363 |\u12CA \u12C8|\u1343\u1290\u1275| \u12D8\u12ED|\u1213\u12F0 |\u1295 \u1270|\u1275\u1363 |\u1293\u1295 | \u121D\u1235|\u1343\u1295 |\u1290\u1343\u1295| \u12AD\u1265|\u1361 \u1275|\u1265\u121B\u12D5|\u1275 \u1265|\u1273\u12CD\u1295|\u1265\u1290\u1343| \u1265\u1290|\u1265 \u1293|\u12DC\u130D\u1290| \u12DC\u130D|\u1235\u1273\u1275|\u130D\u1235\u1273|\u1265 \u1215|\u12CA \u12A6|\u1265 \u1295|\u1263\u122D\u1295|\u1361 \u12DD| \u1265\u1213|\u1290\u1272 | \u1290\u1272|\u122A\u130B\u1308|\u1308\u1260\u1295|\u134D\u1275\u1213|\u120B\u12CD\u1295|\u1363 \u12A8|\u1343\u12A2 |\u12C8\u1343\u12A2| \u12C8\u1343|\u1308 \u1235|\u1308\u1308 |\u1295\u1308\u1308|\u12F0\u1295\u1308|\u12DD\u1270\u12F0|\u130A \u12AB|\u1203\u1308\u122B|\u1230\u122A\u1273|\u1209 \u1218|\u1235\u1272 |\u12DA \u1265|\u1208\u12CB |\u12D8\u12ED |\u120D\u12D5\u120A| \u120D\u12D5|\u12F5 \u12A6|\u12AD\u1265\u1229|\u12CA \u12AD|\u120D \u12A5|\u1275 \u12AD| \u12F5\u1215| \u121D\u1295|\u1205\u12ED\u12C8|\u12ED\u134D\u1340|\u12D3\u1208\u121D|\u1363 \u1215|\u1265 \u12A5| \u121D\u121D|\u122D\u1363 | \u1213\u12F0|\u1361 \u1265|\u1308 \u12A5|\u130B\u1308 |\u120D\u12CE |\u12F5\u120D\u12CE|\u12A6\u12F5\u120D| \u1265\u1203| \u1265\u121D|\u121D \u1265|\u1275 \u12A5|\u1263\u1275 |\u1263\u1208 |\u12D5\u1263\u1208|\u121D\u12D5\u1263| \u121D\u12D5| \u1265\u122D|\u12F5\u1215\u1290|\u1265 \u1230|\u122A \u12AD|\u1295 \u1235|\u1271\u1295 |\u1272 \u1265|\u12CA \u12CD| \u121D\u1325| \u1218\u122A|\u1363 \u121D| \u121D\u130D|\u1271 \u12C8| \u1295\u1265|\u122D \u1295|\u1263\u122D |\u121D\u1235 |\u1309\u1305\u1208| \u1309\u1305|\u1215\u1295 | \u134D\u1275|\u1295 \u134D|\u1213\u12F3\u122D| \u1213\u12F3|\u1295\u1295 |\u1271 \u12AD|\u1308\u120D\u130D|\u1270\u130D\u1263| \u1270\u130D|\u1261\u122B\u1275|\u1215\u1261\u122B| \u1215\u1261|\u12F5\u1265 |\u12CD\u12F5\u1265| \u12CD\u12F5|\u12DA \u1218|\u1215\u1273\u1275"
  },
  Hebrew: {
    heb: "\u05D5\u05EA |\u05D9\u05DD |\u05DB\u05DC | \u05DB\u05DC|\u05D3\u05DD |\u05D0\u05D3\u05DD| \u05D6\u05DB|\u05DC \u05D0|\u05D9\u05D5\u05EA| \u05D0\u05D3|\u05EA \u05D4|\u05D9 \u05DC|\u05DB\u05D0\u05D9|\u05D0\u05D9 |\u05D6\u05DB\u05D0| \u05E9\u05DC|\u05DC\u05D0 | \u05D5\u05DC|\u05DC \u05D4|\u05D9\u05EA |\u05E9\u05DC |\u05E8\u05D5\u05EA|\u05D0\u05D5 | \u05D0\u05D5|\u05EA \u05D5|\u05DD \u05D6| \u05DC\u05D0|\u05D5\u05D9\u05D5|\u05D9\u05DF |\u05D9\u05E8\u05D5|\u05D6\u05DB\u05D5|\u05E8\u05D4 | \u05DC\u05D4|\u05EA \u05DC|\u05EA \u05E9|\u05DD \u05DC| \u05D4\u05DE|\u05D5\u05DF |\u05D5 \u05D1| \u05D5\u05D4|\u05D4 \u05E9| \u05D4\u05D7|\u05D5 \u05DC|\u05D5\u05EA\u05D9|\u05D7\u05D9\u05E8|\u05EA\u05D5 |\u05D9\u05D9\u05DD|\u05EA \u05D1|\u05E0\u05D4 |\u05D0\u05EA |\u05D4 \u05D4|\u05EA \u05D0| \u05D5\u05D1| \u05D1\u05DE|\u05D5\u05DA |\u05EA \u05DB|\u05E2\u05DC |\u05D0 \u05D9|\u05DC\u05D4 |\u05D4 \u05D0|\u05D9\u05D4 | \u05D0\u05EA|\u05D3\u05D4 | \u05E2\u05DC|\u05DD \u05D5|\u05DD \u05D1|\u05E0\u05D9 |\u05D5 \u05DB| \u05E9\u05D5| \u05E9\u05D4|\u05DB\u05D5\u05EA|\u05D4 \u05DB|\u05DB\u05D5\u05D9| \u05DC\u05D1|\u05D1\u05D5\u05D3|\u05D1\u05D5\u05EA|\u05DD \u05D4|\u05D1\u05D7\u05D9| \u05D1\u05D9|\u05E0\u05D5\u05EA|\u05D4 \u05DC| \u05D4\u05D0|\u05D0\u05D5\u05DE|\u05D4 \u05D1|\u05D4 \u05D5|\u05D4\u05D7\u05D9|\u05DC\u05D9\u05EA|\u05D9\u05E8\u05D4|\u05EA \u05DE|\u05D9\u05E0\u05D5| \u05DC\u05E2|\u05DF \u05E9|\u05D4 \u05DE|\u05DC\u05D0\u05D5|\u05DE\u05D9 |\u05E4\u05DC\u05D9|\u05D5\u05D4 |\u05E9\u05D5\u05D5|\u05DF \u05D5|\u05D7\u05D9\u05E0|\u05D5 \u05D0|\u05D5 \u05D5| \u05D4\u05DB|\u05D7\u05D5\u05E7|\u05D4\u05D7\u05D5|\u05D9 \u05D4|\u05DD \u05D0|\u05D3\u05D5\u05EA|\u05DC\u05D5 |\u05D1\u05D9\u05DF|\u05E2\u05D4 | \u05D0\u05D7|\u05DC\u05D9\u05D4| \u05DC\u05E4|\u05DF \u05DC| \u05D7\u05D5| \u05D1\u05E0|\u05E0\u05D5\u05DA|\u05D5\u05E4\u05E9|\u05D7\u05D5\u05E4|\u05D5\u05E8 |\u05D5\u05D3 |\u05D4\u05D2\u05E0|\u05D5\u05E7 | \u05D1\u05DB|\u05D9\u05DC\u05D9| \u05D9\u05D4| \u05D4\u05D6|\u05D9 \u05D5| \u05D4\u05D9|\u05D5\u05D0 |\u05D0\u05DC\u05D9|\u05D5 \u05D4|\u05E4\u05D9 |\u05D5\u05DC\u05D4|\u05D5\u05DE\u05D9|\u05DC \u05DE| \u05D4\u05E4|\u05D5\u05E6\u05D9|\u05DA \u05D4|\u05DF \u05D1|\u05D5\u05D0\u05D9|\u05E8\u05DA |\u05D7\u05D5\u05EA|\u05D0\u05D9\u05DF|\u05E8\u05E6\u05D5|\u05E8\u05D1\u05D5|\u05DD \u05E9|\u05DC\u05D9\u05DC|\u05D9\u05D5 |\u05E9\u05D5\u05D0| \u05DC\u05DE|\u05E8 \u05D0|\u05DF \u05D4| \u05D4\u05D3| \u05D1\u05D7|\u05D5\u05D5\u05D4|\u05DC\u05D4\u05D2|\u05E4\u05E0\u05D9|\u05D4\u05D9\u05D4| \u05DC\u05D7| \u05DC\u05D5|\u05D9\u05D1\u05D5|\u05DC\u05EA |\u05E0\u05EA\u05D5| \u05D4\u05D5|\u05DE\u05D3\u05D9|\u05DC\u05DC |\u05D0\u05D7\u05E8|\u05D4 \u05E4|\u05D9\u05D0 |\u05D4\u05D9\u05D0|\u05DC\u05DC\u05D0|\u05D6\u05D5 |\u05D4\u05DB\u05E8| \u05D1\u05D4|\u05E8\u05D5\u05D9| \u05D0\u05D9|\u05E0\u05D5 |\u05EA\u05D9\u05D4|\u05D3\u05D5 |\u05D1\u05E0\u05D9|\u05DC \u05D1|\u05E2\u05D1\u05D5|\u05D9\u05D0\u05DC|\u05E6\u05D9\u05D0|\u05E1\u05D5\u05E6| \u05E1\u05D5|\u05D5\u05D3\u05D4| \u05D7\u05D9|\u05E9\u05D9\u05EA|\u05E4\u05E9\u05D9|\u05D3\u05E8\u05DA| \u05D3\u05E8|\u05D4\u05DF | \u05D4\u05E2|\u05D7\u05D4 | \u05D1\u05E9|\u05D5\u05D9 |\u05EA\u05D5\u05DA|\u05DE\u05E2\u05E9|\u05D2\u05E0\u05D4|\u05D4\u05DB\u05DC|\u05E9\u05D9\u05D5|\u05DE\u05E9\u05E4| \u05E2\u05D1|\u05D9\u05D4\u05D9|\u05DC\u05D7\u05D9|\u05D2\u05D1\u05DC|\u05E9\u05E8\u05D9| \u05E9\u05E8|\u05DE\u05E0\u05D5|\u05D9 \u05E9|\u05D3\u05D9\u05E0| \u05D9\u05D5| \u05DE\u05E2|\u05D7\u05D1\u05E8|\u05E9\u05D4\u05D9| \u05D6\u05D5|\u05D6\u05D4 |\u05D0\u05D9\u05E9|\u05DC\u05E4\u05D9|\u05D4\u05DD |\u05DD \u05E0|\u05D9 \u05D0|\u05DB\u05DC\u05DC|\u05E2\u05D5\u05EA|\u05E0\u05E9\u05D5|\u05D5\u05EA\u05D5|\u05D9\u05D4\u05DF|\u05D2\u05D5\u05D3|\u05D9\u05E4\u05D5|\u05D0 \u05D1|\u05D0\u05E8\u05E6| \u05D0\u05E8|\u05DB\u05D1\u05D5| \u05D1\u05D6|\u05E9\u05D4 |\u05E9\u05D5\u05EA|\u05E7 \u05D1| \u05E4\u05DC|\u05EA\u05D9\u05D5|\u05E8\u05D9\u05E8|\u05D5\u05D4\u05D7|\u05E1\u05D5\u05D3|\u05D9\u05E1\u05D5|\u05EA \u05D6|\u05E8\u05D9\u05DD|\u05E2\u05DD |\u05DC \u05D6|\u05D0\u05D9\u05DD|\u05D5\u05DD |\u05D5\u05DC\u05D0| \u05DC\u05DB|\u05D9\u05E9\u05D9|\u05DF \u05D0|\u05D4\u05D6\u05DB|\u05DD \u05D9|\u05D4\u05D2\u05D1| \u05D4\u05D2|\u05D5\u05E0\u05D5|\u05D5\u05D1\u05D9|\u05D4\u05D5\u05D0|\u05EA\u05D4 |\u05D4\u05DE\u05D3|\u05D3 \u05D0|\u05D9\u05D3\u05D4| \u05DC\u05D9|\u05EA\u05D9 |\u05D0 \u05DC|\u05E4\u05D5\u05DC| \u05DC\u05E9|\u05D4\u05E4\u05DC|\u05D0 \u05D4| \u05DC\u05DC|\u05D4 \u05D6| \u05E9\u05E0|\u05D7\u05E8\u05D5| \u05D1\u05EA|\u05DD \u05DB| \u05D1\u05E2| \u05D5\u05E9|\u05E9\u05E8 |\u05D5\u05D1\u05D7|\u05D4\u05E9\u05EA|\u05D9\u05D3\u05D9| \u05D4\u05E8|\u05D1\u05D5\u05E8|\u05E6\u05D9\u05D1| \u05D0\u05DE|\u05D1\u05E8\u05D4|\u05E2\u05D9\u05EA|\u05D4 \u05D7|\u05D4\u05E0\u05E9| \u05D4\u05E0|\u05E8\u05D7\u05D5|\u05D6\u05E8\u05D7|\u05D0\u05D6\u05E8|\u05D5\u05D7\u05D3|\u05DE\u05D5\u05EA",
    ydd: " \u05E4\u05BF|\u05E2\u05E8 |\u05D5\u05DF |\u05D8 \u05D0|\u05D3\u05E2\u05E8| \u05D0\u05B7|\u05DF \u05D0| \u05D0\u05D5|\u05D0\u05B7\u05E8|\u05D0\u05D5\u05DF| \u05D0\u05F1|\u05E2\u05DF |\u05DF \u05E4| \u05D0\u05D9|\u05E4\u05BF\u05D5|\u05E8\u05E2\u05DB| \u05E8\u05E2|\u05E2\u05DB\u05D8|\u05BF\u05D5\u05DF|\u05F1\u05E3 |\u05D0\u05F1\u05E3|\u05E4\u05BF\u05D0| \u05D3\u05E2|\u05DB\u05D8 |\u05D0\u05B7 | \u05D6\u05F2|\u05D6\u05F2\u05B7| \u05D2\u05E2|\u05D0\u05B8\u05E1|\u05D5\u05E0\u05D2|\u05BF\u05D0\u05B7| \u05D4\u05D0|\u05D4\u05D0\u05B8|\u05DF \u05D3| \u05D0\u05B8|\u05B7\u05DF | \u05D3\u05D9|\u05D0\u05B7\u05DC|\u05F0\u05D0\u05B8| \u05F0\u05D0|\u05E0\u05D2 |\u05D0\u05B7\u05E0|\u05E0\u05D9\u05D8|\u05D0\u05B8\u05D8|\u05D3\u05D9 |\u05F2\u05B7\u05DF|\u05B8\u05D8 |\u05D0\u05B8\u05DC|\u05D9\u05D8 |\u05E2\u05D3\u05E2|\u05D9\u05E2\u05D3| \u05D9\u05E2|\u05DF \u05D6|\u05D0\u05B8\u05E8|\u05E8\u05F2\u05B7|\u05B8\u05E1 |\u05DE\u05E2\u05DF|\u05D1\u05D0\u05B7| \u05DE\u05E2| \u05D1\u05D0|\u05E0\u05D0\u05B7|\u05D8\u05DF |\u05D6\u05D0\u05B8|\u05B7 \u05E8|\u05D0\u05B8\u05D3|\u05E8 \u05D0|\u05D9\u05DF |\u05D0\u05D9\u05DF|\u05E4\u05BF\u05E8|\u05DF \u05D2|\u05E8 \u05D4|\u05DF \u05F0|\u05BF\u05E8\u05F2|\u05B8\u05D3\u05E2|\u05D9\u05D6 | \u05D6\u05D0| \u05E6\u05D5|\u05E2 \u05D0|\u05D0\u05B7\u05E6|\u05D0\u05D9\u05D6|\u05B7\u05E6\u05D9|\u05B7\u05E0\u05D3|\u05F2\u05B7\u05E0|\u05DC\u05E2\u05DB| \u05E4\u05BC|\u05B7\u05E4\u05BF|\u05D0\u05B7\u05E4| \u05E0\u05D9| \u05F0\u05E2|\u05F2\u05D8 |\u05E2\u05D6\u05E2|\u05D2\u05E2\u05D6|\u05D8\u05E2\u05E8|\u05E8\u05D0\u05B7|\u05B8\u05DC |\u05D0\u05B8\u05E0|\u05DC\u05D0\u05B7|\u05E4\u05BF\u05D8|\u05DE\u05D9\u05D8|\u05E8\u05DF |\u05D3\u05D9\u05E7|\u05DC\u05DF |\u05DF \u05E0|\u05D8 \u05D3|\u05D1\u05DF |\u05B7\u05DC\u05E2|\u05E7\u05D8 |\u05D8\u05D9\u05E7|\u05E9\u05D0\u05B7| \u05DE\u05D9|\u05E2\u05E0\u05D8|\u05E8 \u05DE|\u05D8\u05DC\u05E2|\u05D0\u05B7\u05E7|\u05E0\u05E2\u05DF|\u05E3 \u05D0|\u05DB\u05E2\u05E8|\u05D8\u05D0\u05B8|\u05E2\u05E8\u05E2|\u05D9\u05E2 |\u05B7\u05E0\u05E2|\u05E8\u05D5\u05E0|\u05E2\u05DB\u05E2|\u05D9\u05E7 | \u05D3\u05D0|\u05D9\u05E7\u05E2|\u05B7\u05E8\u05D1|\u05D9\u05D8\u05BE|\u05E1\u05E2\u05E8|\u05D4\u05F2\u05D8|\u05B7\u05D4\u05F2|\u05F2\u05B7\u05D4|\u05DC\u05E2 |\u05DF \u05D1| \u05D6\u05D9|\u05DF \u05DE|\u05E4\u05BC\u05E8|\u05D2\u05DF |\u05E2\u05DD |\u05E8 \u05D2| \u05E7\u05F2|\u05B8\u05E8 | \u05D8\u05D0|\u05D9\u05D0\u05B8|\u05E6\u05D9\u05D0|\u05D9\u05E9\u05E2|\u05E2 \u05E4|\u05BE\u05D0\u05D9|\u05D8\u05BE\u05D0|\u05BE\u05E0\u05D9|\u05D8\u05D0\u05B7|\u05DE\u05E2\u05E0|\u05E0\u05D2\u05E2|\u05D0\u05F1\u05E1|\u05E4\u05BF\u05E2|\u05D3\u05D0\u05B8|\u05DF \u05E7|\u05E8 \u05E4|\u05E2\u05D8 |\u05B8\u05E0\u05D0|\u05E8\u05BE\u05E0|\u05E2\u05E8\u05BE|\u05B8\u05E1\u05E2|\u05E6\u05D9\u05E2|\u05D8 \u05E4|\u05E6\u05D5 |\u05D2 \u05D0|\u05D8 \u05E6|\u05D9\u05E7\u05D8|\u05D9\u05DA |\u05D6\u05D9\u05DA|\u05E0\u05D3 |\u05E7\u05DF |\u05DC\u05F2\u05B7| \u05D2\u05DC|\u05F0\u05E2\u05E8|\u05D6\u05E2\u05DC|\u05E7\u05F2\u05D8|\u05D0\u05B8\u05D1|\u05E7\u05E2 |\u05DB\u05E2 |\u05D9\u05E7\u05DF| \u05E6\u05D9|\u05F2\u05E0\u05E2|\u05E2\u05E0\u05E2|\u05E2\u05E8\u05DF| \u05E0\u05D0|\u05E0\u05D3\u05E2|\u05E0\u05D8\u05E2|\u05E8 \u05D3|\u05BF\u05D8 |\u05DF \u05D9|\u05E3 \u05E4|\u05D2\u05E2\u05DF|\u05D3\u05D5\u05E8|\u05E1 \u05D0|\u05DF \u05DC|\u05DF \u05D4|\u05D8 \u05F0| \u05E9\u05D5|\u05E2\u05E1 |\u05E1 \u05D6|\u05E4\u05BC\u05E2| \u05DC\u05D0|\u05E7\u05E2\u05E8|\u05D0\u05B7\u05D8|\u05D9\u05D8\u05E2|\u05E8\u05E2 |\u05E9\u05E2 |\u05D5\u05E0\u05D8|\u05B7\u05E8\u05D0|\u05DC \u05D6|\u05D2\u05DC\u05F2|\u05DC\u05E9\u05D0|\u05E2\u05DC\u05E9|\u05D1\u05E2\u05D8| \u05D3\u05D5|\u05E2\u05E4\u05BF|\u05DB\u05DF |\u05E9\u05DF |\u05D9\u05DD |\u05E9\u05D8\u05E2|\u05DF \u05E9|\u05E0\u05E2\u05DD|\u05E7\u05F2\u05E0|\u05D0\u05B8\u05E4|\u05E0\u05D8 |\u05D8\u05E2\u05D8|\u05DC\u05D9\u05D8| \u05E9\u05D8|\u05F2\u05D8\u05DF|\u05E8 \u05F0|\u05E0\u05D8\u05E9|\u05E8\u05D1\u05E2|\u05D9\u05D5\u05E0|\u05E8\u05DA |\u05D5\u05E8\u05DA|\u05E2\u05E8\u05E6|\u05D9 \u05E4|\u05E8\u05E2\u05E1| \u05D2\u05E8|\u05F2\u05B7\u05DB|\u05E8\u05D0\u05B8|\u05D2 \u05E4|\u05E6\u05D9 |\u05DD \u05D8|\u05E8\u05E2\u05E0|\u05E7 \u05D0|\u05B8\u05E4\u05BC|\u05DC\u05E2\u05E8|\u05D0\u05D9\u05E0|\u05E8\u05E2\u05DC|\u05BF\u05D0\u05B8|\u05E2 \u05E8|\u05D9 \u05D0|\u05B7\u05E8\u05E2|\u05E8 \u05D6| \u05DB\u05BC|\u05DA \u05D0|\u05E6\u05D9\u05D5|\u05E8\u05E6\u05D9|\u05D2 \u05D6|\u05E8 \u05D1| \u05DE\u05D0|\u05E2\u05DE\u05E2|\u05E6\u05DF |\u05E0\u05E2\u05DE|\u05E9\u05E4\u05BC|\u05D0\u05B7\u05DF|\u05E0\u05D8\u05DC|\u05B8\u05D1\u05DF|\u05B7\u05E7\u05D8|\u05DF \u05E6|\u05D2\u05E2\u05E8|\u05E2\u05E8\u05D9| \u05E7\u05E2|\u05DF \u05E2|\u05E2\u05E5 |\u05D6\u05E2\u05E5|\u05DC\u05F1\u05D8| \u05DC\u05F1| \u05F0\u05D9|\u05DD \u05D0|\u05D0\u05D9\u05DD|\u05D5\u05DD |\u05D8\u05E8\u05D0|\u05E4\u05BF\u05DF|\u05B7\u05E8\u05D6|\u05D0\u05D5\u05DE|\u05DE\u05D0\u05B8| \u05E7\u05D5|\u05B7\u05DC\u05D9|\u05E4\u05BC\u05D0|\u05DC\u05D9\u05D2|\u05D6 \u05D0|\u05E7\u05DC\u05D0|\u05E3 \u05D3|\u05E2\u05E8\u05E9|\u05E4\u05BF\u05D9|\u05D0\u05B7\u05E9"
  }
};

// node_modules/franc/index.js
var MAX_LENGTH = 2048;
var MIN_LENGTH = 10;
var MAX_DIFFERENCE = 300;
var own2 = {}.hasOwnProperty;
var script;
var numericData = {};
for (script in data) {
  if (own2.call(data, script)) {
    const languages = data[script];
    let name;
    numericData[script] = {};
    for (name in languages) {
      if (own2.call(languages, name)) {
        const model = languages[name].split("|");
        const trigrams2 = {};
        let weight = model.length;
        while (weight--) {
          trigrams2[model[weight]] = weight;
        }
        numericData[script][name] = trigrams2;
      }
    }
  }
}
function francAll(value, options = {}) {
  const only = [...options.whitelist || [], ...options.only || []];
  const ignore = [...options.blacklist || [], ...options.ignore || []];
  const minLength = options.minLength !== null && options.minLength !== void 0 ? options.minLength : MIN_LENGTH;
  if (!value || value.length < minLength) {
    return und();
  }
  value = value.slice(0, MAX_LENGTH);
  const script2 = getTopScript(value, expressions);
  if (!script2[0] || !(script2[0] in numericData)) {
    if (!script2[0] || script2[1] === 0 || !allow(script2[0], only, ignore)) {
      return und();
    }
    return singleLanguageTuples(script2[0]);
  }
  return normalize(
    value,
    getDistances(asTuples(value), numericData[script2[0]], only, ignore)
  );
}
function normalize(value, distances) {
  const min = distances[0][1];
  const max = value.length * MAX_DIFFERENCE - min;
  let index = -1;
  while (++index < distances.length) {
    distances[index][1] = 1 - (distances[index][1] - min) / max || 0;
  }
  return distances;
}
function getTopScript(value, scripts) {
  let topCount = -1;
  let topScript;
  let script2;
  for (script2 in scripts) {
    if (own2.call(scripts, script2)) {
      const count = getOccurrence(value, scripts[script2]);
      if (count > topCount) {
        topCount = count;
        topScript = script2;
      }
    }
  }
  return [topScript, topCount];
}
function getOccurrence(value, expression) {
  const count = value.match(expression);
  return (count ? count.length : 0) / value.length || 0;
}
function getDistances(trigrams2, languages, only, ignore) {
  languages = filterLanguages(languages, only, ignore);
  const distances = [];
  let language;
  if (languages) {
    for (language in languages) {
      if (own2.call(languages, language)) {
        distances.push([language, getDistance(trigrams2, languages[language])]);
      }
    }
  }
  return distances.length === 0 ? und() : distances.sort(sort2);
}
function getDistance(trigrams2, model) {
  let distance = 0;
  let index = -1;
  while (++index < trigrams2.length) {
    const trigram2 = trigrams2[index];
    let difference = MAX_DIFFERENCE;
    if (trigram2[0] in model) {
      difference = trigram2[1] - model[trigram2[0]] - 1;
      if (difference < 0) {
        difference = -difference;
      }
    }
    distance += difference;
  }
  return distance;
}
function filterLanguages(languages, only, ignore) {
  if (only.length === 0 && ignore.length === 0) {
    return languages;
  }
  const filteredLanguages = {};
  let language;
  for (language in languages) {
    if (allow(language, only, ignore)) {
      filteredLanguages[language] = languages[language];
    }
  }
  return filteredLanguages;
}
function allow(language, only, ignore) {
  if (only.length === 0 && ignore.length === 0) {
    return true;
  }
  return (only.length === 0 || only.includes(language)) && !ignore.includes(language);
}
function und() {
  return singleLanguageTuples("und");
}
function singleLanguageTuples(language) {
  return [[language, 1]];
}
function sort2(a, b) {
  return a[1] - b[1];
}

// src/engine/elements/languages.ts
var MIN_WORDS = 5;
var CANDIDATES = [
  "eng",
  "deu",
  "fra",
  "spa",
  "por",
  "ita",
  "nld",
  "swe",
  "dan",
  "nob",
  "fin",
  "isl",
  "pol",
  "ces",
  "slk",
  "hun",
  "ron",
  "bul",
  "rus",
  "ukr",
  "bel",
  "ell",
  "tur",
  "ara",
  "heb",
  "pes",
  "hin",
  "ben",
  "urd",
  "tam",
  "tel",
  "mar",
  "tha",
  "vie",
  "ind",
  "zlm",
  "tgl",
  "jpn",
  "kor",
  "cmn",
  "hrv",
  "srp",
  "bos",
  "slv",
  "lit",
  "lvs",
  "ekk",
  "cat",
  "eus",
  "glg",
  "swh",
  "afr",
  "kat",
  "hye",
  "azj",
  "kaz",
  "uzn"
];
var SAMPLE_CHARS = 2e4;
var ENGLISH_NEAR_TIE = 0.9;
var SHORT_TEXT_WORDS = 50;
function detectLanguages(text) {
  const sample = text.slice(0, SAMPLE_CHARS);
  const words = sample.split(/\s+/).filter(Boolean).length;
  if (words < MIN_WORDS && /^[\x00-\x7f]*$/.test(sample)) return ["eng"];
  const ranked = francAll(sample, { minLength: 10, only: CANDIDATES });
  const [best] = ranked[0] ?? ["und"];
  if (best === "und") return ["eng"];
  const english = ranked.find(([code]) => code === "eng")?.[1] ?? 0;
  return [words < SHORT_TEXT_WORDS && english >= ENGLISH_NEAR_TIE ? "eng" : best];
}
function documentLanguages(requested, text) {
  const values = requested.flatMap((value) => value.split("+"));
  if (values.some((value) => value.trim().toLowerCase() === "auto")) return detectLanguages(text());
  const codes = /* @__PURE__ */ new Set();
  for (const value of values) {
    const code = iso6393Of(value);
    if (code !== void 0) codes.add(code);
  }
  return codes.size > 0 ? [...codes] : detectLanguages(text());
}

// src/engine/formats/registry.ts
var FORMATS = {
  txt: async () => (await import("./text-TQQDFD7J.js")).partitionText,
  csv: async () => (await import("./csv-SNVJZQ22.js")).partitionCsv,
  tsv: async () => (await import("./csv-SNVJZQ22.js")).partitionCsv,
  json: async () => (await import("./json-XPBN7DV2.js")).partitionJson,
  ndjson: async () => (await import("./json-XPBN7DV2.js")).partitionJson,
  xml: async () => (await import("./xml-PODKFXMJ.js")).partitionXml,
  html: async () => (await import("./html-K4SIXHFB.js")).partitionHtml,
  md: async () => (await import("./markdown-4V2ZFCQL.js")).partitionMarkdown,
  rst: async () => (await import("./rst-E6JPWZGT.js")).partitionRst,
  org: async () => (await import("./org-4DNN6UDT.js")).partitionOrg,
  epub: async () => (await import("./epub-FFDGZBY6.js")).partitionEpub,
  rtf: async () => (await import("./rtf-NWE7XREY.js")).partitionRtf,
  docx: async () => (await import("./docx-W25ANJU5.js")).partitionDocx,
  odt: async () => (await import("./odt-TJFXKLZ4.js")).partitionOdt,
  doc: async () => (await import("./doc-SUFKEBB3.js")).partitionDoc,
  pptx: async () => (await import("./pptx-SSBUDLFJ.js")).partitionPptx,
  ppt: async () => (await import("./ppt-CGBD7NFW.js")).partitionPpt,
  xlsx: async () => (await import("./xlsx-GNHMH7WQ.js")).partitionXlsx,
  xls: async () => (await import("./xlsx-GNHMH7WQ.js")).partitionXlsx,
  eml: async () => (await import("./email-ACQCCU5L.js")).partitionEmail,
  msg: async () => (await import("./msg-3MOZQUNJ.js")).partitionMsg,
  pdf: async () => (await import("./pdf-CDSRGVPY.js")).partitionPdf,
  png: async () => (await import("./image-HPXT7VZI.js")).partitionImage,
  jpg: async () => (await import("./image-HPXT7VZI.js")).partitionImage,
  tiff: async () => (await import("./image-HPXT7VZI.js")).partitionImage,
  bmp: async () => (await import("./image-HPXT7VZI.js")).partitionImage,
  gif: async () => (await import("./image-HPXT7VZI.js")).partitionImage,
  webp: async () => (await import("./image-HPXT7VZI.js")).partitionImage,
  heic: async () => (await import("./image-HPXT7VZI.js")).partitionImage
};
function formatFor(name) {
  return FORMATS[name];
}

// src/engine/io/gzip.ts
import { gunzipSync } from "node:zlib";
function isGzip(data2) {
  return data2[0] === 31 && data2[1] === 139;
}
function gunzip(data2, filename, limits) {
  try {
    return gunzipSync(data2, { maxOutputLength: limits.maxUncompressedBytes });
  } catch (error) {
    const code = error.code;
    if (code === "ERR_BUFFER_TOO_LARGE" || /too large|maxOutputLength/i.test(String(error))) {
      throw new LimitExceededError(filename, `it expands to more than ${limits.maxUncompressedBytes} bytes`);
    }
    throw new InvalidDocumentError(filename, `not valid gzip data (${error.message})`, {
      cause: error
    });
  }
}

// src/engine/types.ts
var DEFAULT_LIMITS = {
  maxUncompressedBytes: 200 * 1024 * 1024,
  maxArchiveEntries: 1e4,
  maxElements: 2e6
};

// src/engine/partition.ts
function isEmpty2(value) {
  if (value === void 0 || value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.keys(value).length === 0;
  return false;
}
function sparse(metadata) {
  const out = {};
  for (const [key, value] of Object.entries(metadata)) if (!isEmpty2(value)) out[key] = value;
  return out;
}
function unwrapGzip(file, params, limits) {
  const named = file.filename.toLowerCase().endsWith(".gz");
  const typed = /^application\/(x-)?gzip\b/i.test(file.contentType ?? "");
  if (!isGzip(file.data) && !named && !typed) return file;
  return {
    data: gunzip(file.data, file.filename, limits),
    filename: named ? file.filename.slice(0, -3) : file.filename,
    contentType: params.gz_uncompressed_content_type ?? void 0
  };
}
var Partitioner = class {
  #params;
  #limits;
  constructor(params, limits) {
    this.#params = params;
    this.#limits = limits;
  }
  async drafts(input, attachedTo) {
    const params = this.#params;
    const uploaded = {
      data: input.data,
      filename: basename(input.filename ?? ""),
      contentType: input.contentType
    };
    const file = unwrapGzip(uploaded, params, this.#limits);
    const contentType = (attachedTo ? void 0 : params.content_type) ?? file.contentType;
    const fileType2 = await detectFileType({ ...file, contentType, limits: this.#limits });
    const load = fileType2.partitionable ? formatFor(fileType2.name) : void 0;
    if (!load) throw new UnsupportedFileTypeError(file.filename, fileType2.mimeType);
    const context = {
      data: file.data,
      filename: file.filename,
      fileType: fileType2,
      params,
      limits: this.#limits,
      partitionEmbedded: async (data2, filename, embeddedType) => {
        const embedded = await this.drafts({ data: data2, filename, contentType: embeddedType }, file.filename);
        return embedded.drafts.map((draft) => ({
          ...draft,
          metadata: {
            ...draft.metadata,
            filename: embedded.filename,
            filetype: draft.metadata.filetype ?? embedded.fileType.mimeType,
            attached_to_filename: file.filename
          }
        }));
      }
    };
    const drafts = await (await load())(context);
    if (drafts.length > this.#limits.maxElements) {
      throw new LimitExceededError(file.filename, `more than ${this.#limits.maxElements} elements`);
    }
    return { drafts, fileType: fileType2, filename: file.filename };
  }
  /** Turns drafts into elements with the interface's metadata (filename, filetype, pages, languages). */
  elements(drafts, fileType2, filename) {
    const params = this.#params;
    const pageOffset = (params.starting_page_number ?? 1) - 1;
    const languages = documentLanguages(
      requestLanguages(params),
      () => drafts.map((d) => d.text).join("\n\n")
    );
    const skipTables = params.skip_infer_table_types.some(
      (skipped) => skipped.replace(/^\./, "").toLowerCase() === fileType2.name || fileType2.extensions.includes(`.${skipped}`)
    );
    const filetype = fileTypeFromMime(params.content_type ?? void 0)?.mimeType ?? fileType2.mimeType;
    return drafts.map((draft) => {
      const metadata = { ...draft.metadata };
      if (typeof metadata.page_number === "number") metadata.page_number += pageOffset;
      if (skipTables && draft.type === "Table") delete metadata.text_as_html;
      metadata.filename ??= filename || void 0;
      metadata.filetype ??= filetype;
      if (draft.type !== "PageBreak") metadata.languages ??= languages;
      return { type: draft.type, element_id: "", text: draft.text, metadata: sparse(metadata) };
    });
  }
};
async function partition(input, params = parsePartitionParameters({}), options = {}) {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const partitioner = new Partitioner(params, limits);
  const { drafts, fileType: fileType2, filename } = await partitioner.drafts(input);
  const elements = partitioner.elements(drafts, fileType2, filename);
  const chunking = effectiveChunkingOptions(params);
  assignIds(elements, params.unique_element_ids);
  if (!chunking) {
    assignParents(elements);
    return withUploadFilename(elements, filename);
  }
  const chunks = await chunkElements(elements, chunking);
  assignIds(chunks, params.unique_element_ids);
  return withUploadFilename(chunks, filename);
}
function withUploadFilename(elements, filename) {
  if (filename) for (const element of elements) element.metadata.filename = filename;
  return elements;
}

export {
  PARTITION_FILE_FIELD,
  PARTITION_FIELDS,
  parsePartitionForm,
  parsePartitionParameters,
  responseFormat,
  partitionParametersToForm,
  lexicalVector,
  chunkingOptionsFromNode,
  chunkElements,
  detectFileType,
  isGzip,
  gunzip,
  DEFAULT_LIMITS,
  partition
};
/*! For license information please see chunk-2XTCUB7K.js.LEGAL.txt */
