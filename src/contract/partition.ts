// The Partition endpoint's form fields. One table defines every field; one coercion per kind turns
// multipart strings (and the native values of a YAML/JSON map) into typed parameters, with the 422
// items FastAPI + pydantic v2 would produce, so clients written against the hosted service keep working.
import {
  ContractValidationError,
  type Loc,
  literalError,
  type ValidationErrorItem,
  valueError,
} from "./validation.js";

/** The file part. The server reads it itself, so it is not one of the parameters. */
export const PARTITION_FILE_FIELD = "files";

export const STRATEGIES = ["fast", "hi_res", "auto", "ocr_only", "vlm"] as const;
export type Strategy = (typeof STRATEGIES)[number];

export const CHUNKING_STRATEGIES = ["basic", "by_page", "by_similarity", "by_title"] as const;
export type ChunkingStrategy = (typeof CHUNKING_STRATEGIES)[number];

export const OUTPUT_FORMATS = ["application/json", "text/csv"] as const;

/** The body parts of an e-mail message, by the reference library's `content_source` values. */
export const EMAIL_CONTENT_SOURCES = ["text/html", "text/plain"] as const;

/**
 * The reference library's chunking defaults for the fields a request leaves out (the form fields are null
 * then): written once, read by the contract's checks, its JSON Schema and the engine's chunker.
 */
export const CHUNKING_DEFAULTS = Object.freeze({
  max_characters: 500,
  new_after_n_chars: 1500,
  similarity_threshold: 0.5,
});

export type FieldKind = "bool" | "int" | "float" | "string" | "list" | "enum";

export interface PartitionField<T = unknown> {
  readonly kind: FieldKind;
  /** The value a request gets when it leaves the field out (or sends it empty, or null). */
  readonly default: T;
  readonly description: string;
  /** The seed types the field "... or null". */
  readonly nullable: boolean;
  /** enum: the only values accepted. string: the well-known values; others pass. */
  readonly values?: readonly string[];
  readonly item?: "string" | "int";
  /** The default JSON Schema shows when `default` is null only so that "not given" stays visible. */
  readonly documentedDefault?: unknown;
  /** The reference API strips quotes that shell scripts leave around the value ('fast'). */
  readonly stripQuotes?: boolean;
}

type Extra = Partial<
  Pick<PartitionField, "nullable" | "values" | "item" | "documentedDefault" | "stripQuotes">
>;
type OrNull<D, T> = D extends null ? T | null : T;

function field<T>(kind: FieldKind, dflt: T, description: string, extra: Extra = {}): PartitionField<T> {
  return { kind, default: dflt, description, nullable: dflt === null, ...extra };
}
const bool = <D extends boolean | null>(dflt: D, description: string, extra?: Extra) =>
  field("bool", dflt as OrNull<D, boolean>, description, extra);
const int = <D extends number | null>(dflt: D, description: string, extra?: Extra) =>
  field("int", dflt as OrNull<D, number>, description, extra);
const float = <D extends number | null>(dflt: D, description: string, extra?: Extra) =>
  field("float", dflt as OrNull<D, number>, description, extra);
const str = <D extends string | null>(dflt: D, description: string, extra?: Extra) =>
  field("string", dflt as OrNull<D, string>, description, extra);
const oneOf = <const V extends readonly string[], D extends V[number] | null>(
  values: V,
  dflt: D,
  description: string,
  extra?: Extra,
) => field("enum", dflt as OrNull<D, V[number]>, description, { values, ...extra });
const strings = (description: string) => field<string[]>("list", [], description, { item: "string" });
const ints = (description: string) => field<number[] | null>("list", null, description, { item: "int" });

export const PARTITION_FIELDS = {
  coordinates: bool(false, "Add bounding-box coordinates to elements of PDFs and images."),
  content_type: str(null, "Media type (type/subtype) to use instead of the detected one."),
  encoding: str("utf-8", "Character encoding of text input.", { nullable: true }),
  extract_image_block_types: strings(
    "Element types (e.g. Image, Table) whose image is put in metadata as base64.",
  ),
  gz_uncompressed_content_type: str(null, "Media type of a gzipped upload once it is decompressed."),
  hi_res_model_name: str(null, "Layout model used by the hi_res strategy."),
  include_page_breaks: bool(false, "Emit PageBreak elements where the format has pages."),
  languages: strings("Languages of the document as Tesseract codes (eng, deu), for partitioning and OCR."),
  ocr_languages: strings("Deprecated: use languages."),
  output_format: str("application/json", "application/json or text/csv; any other value gets JSON.", {
    values: OUTPUT_FORMATS,
  }),
  pdf_infer_table_structure: bool(
    true,
    "Deprecated (use skip_infer_table_types): false stops hi_res from finding tables in PDFs.",
  ),
  skip_infer_table_types: strings("Document types whose tables are not given an HTML structure."),
  starting_page_number: int(null, "Number of the first page, for a document split into parts before upload."),
  strategy: oneOf(STRATEGIES, "hi_res", "How PDFs and images are partitioned.", { stripQuotes: true }),
  unique_element_ids: bool(false, "Random UUIDs as element ids instead of content hashes."),
  xml_keep_tags: bool(false, "Keep the tags of XML documents in the text."),
  content_source: oneOf(
    EMAIL_CONTENT_SOURCES,
    "text/html",
    "E-mail (.eml, .msg): the body part partitioned when a message has both; the other is the fallback.",
  ),
  chunking_strategy: oneOf(
    CHUNKING_STRATEGIES,
    null,
    "How to chunk the elements; when absent nothing is chunked and the other chunking fields are ignored.",
  ),
  combine_under_n_chars: int(null, "by_title: merge small sections until a chunk has this many characters.", {
    documentedDefault: CHUNKING_DEFAULTS.max_characters,
  }),
  include_orig_elements: bool(true, "Put the elements merged into a chunk in its metadata.orig_elements.", {
    nullable: true,
  }),
  max_characters: int(null, "Hard maximum length of a chunk, in characters.", {
    documentedDefault: CHUNKING_DEFAULTS.max_characters,
  }),
  multipage_sections: bool(true, "Let a section run across pages."),
  new_after_n_chars: int(
    null,
    "Soft maximum length of a chunk; above max_characters it acts as max_characters.",
    { documentedDefault: CHUNKING_DEFAULTS.new_after_n_chars },
  ),
  overlap: int(0, "Characters of a chunk's tail repeated at the start of the next one."),
  overlap_all: bool(false, "Overlap every pair of chunks, not only the pieces of a split element."),
  similarity_threshold: float(
    null,
    "by_similarity: elements less similar than this (0.0 to 1.0) never share a chunk.",
  ),
  include_slide_notes: bool(true, "Include the speaker notes of .ppt and .pptx slides."),
  vlm_model_provider: str(null, "Provider of the vision-language model the vlm strategy uses."),
  vlm_model: str(null, "Vision-language model the vlm strategy uses."),
  split_pdf_page: bool(null, "Client side: send a PDF as page batches in parallel. Servers ignore it."),
  split_pdf_allow_failed: bool(null, "Client side: keep the batches that succeeded when others fail."),
  split_pdf_concurrency_level: int(null, "Client side: how many page batches are sent at once."),
  split_pdf_page_range: ints("Client side: first and last page to partition, e.g. 1,5."),
} satisfies Record<string, PartitionField>;

export type PartitionFieldName = keyof typeof PARTITION_FIELDS;

type FieldValue<F> = F extends PartitionField<infer T> ? T : never;

/** Every field, with its default when the request left it out. Chunk sizes are null when not given. */
export type PartitionParameters = {
  [K in PartitionFieldName]: FieldValue<(typeof PARTITION_FIELDS)[K]>;
};

const FIELD_ENTRIES = Object.entries(PARTITION_FIELDS) as [PartitionFieldName, PartitionField][];

export const PARTITION_FIELD_NAMES: readonly PartitionFieldName[] = FIELD_ENTRIES.map(([name]) => name);

// ---------------------------------------------------------------------------------------------------
// Coercion, with pydantic v2's error types and messages.

const MESSAGES: Record<string, string> = {
  bool_parsing: "Input should be a valid boolean, unable to interpret input",
  bool_type: "Input should be a valid boolean",
  int_parsing: "Input should be a valid integer, unable to parse string as an integer",
  int_from_float: "Input should be a valid integer, got a number with a fractional part",
  int_type: "Input should be a valid integer",
  finite_number: "Input should be a finite number",
  float_parsing: "Input should be a valid number, unable to parse string as a number",
  float_type: "Input should be a valid number",
  string_type: "Input should be a valid string",
};

const INVALID: unique symbol = Symbol("invalid");
/** A value, or INVALID once an error item has been pushed. */
type Coerced = unknown;

function fail(errors: ValidationErrorItem[], type: string, loc: Loc, input: unknown): typeof INVALID {
  errors.push({ type, loc, msg: MESSAGES[type] ?? type, input });
  return INVALID;
}

const TRUE_WORDS = new Set(["1", "t", "y", "on", "yes", "true"]);
const FALSE_WORDS = new Set(["0", "f", "n", "no", "off", "false"]);
// Python accepts single underscores between digits ("1_000").
const withoutDigitUnderscores = (s: string) => s.replace(/(?<=\d)_(?=\d)/g, "");
// pydantic takes "5.0" and "5." as 5 (it strips zero decimals) but not "5.5".
const INT_STRING = /^[+-]?\d+(?:\.0*)?$/;
const FLOAT_STRING = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
const INFINITY_STRING = /^([+-]?)inf(?:inity)?$/i;
const NAN_STRING = /^[+-]?nan$/i;

function toBool(value: unknown, loc: Loc, errors: ValidationErrorItem[]): Coerced {
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

function toInt(value: unknown, loc: Loc, errors: ValidationErrorItem[]): Coerced {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return fail(errors, "finite_number", loc, value);
    return Number.isInteger(value) ? value : fail(errors, "int_from_float", loc, value);
  }
  if (typeof value === "string") {
    const s = withoutDigitUnderscores(value.trim());
    // `+ 0` turns "-0" into 0.
    return INT_STRING.test(s) ? Number(s) + 0 : fail(errors, "int_parsing", loc, value);
  }
  return fail(errors, "int_type", loc, value);
}

function toFloat(value: unknown, loc: Loc, errors: ValidationErrorItem[]): Coerced {
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

function toStr(value: unknown, loc: Loc, errors: ValidationErrorItem[]): Coerced {
  return typeof value === "string" ? value : fail(errors, "string_type", loc, value);
}

function toEnum(value: unknown, loc: Loc, errors: ValidationErrorItem[], def: PartitionField): Coerced {
  const values = def.values ?? [];
  if (typeof value === "string") {
    const candidate = def.stripQuotes ? value.replace(/^['"]+|['"]+$/g, "") : value;
    if (values.includes(candidate)) return candidate;
  }
  errors.push(literalError(loc, values, value));
  return INVALID;
}

/** A single list value: a JSON array ('["eng","kor"]') or words joined by "+" or ",". */
function splitListValue(value: string): unknown[] {
  const s = value.trim();
  if (s.startsWith("[")) {
    try {
      const parsed: unknown = JSON.parse(s);
      if (Array.isArray(parsed)) return parsed;
    } catch {
      // Not JSON after all: split it like any other string.
    }
  }
  return s.split(/[+,]/);
}

function toList(values: unknown[], loc: Loc, errors: ValidationErrorItem[], def: PartitionField): Coerced {
  const only = values.length === 1 ? values[0] : undefined;
  const items = typeof only === "string" ? splitListValue(only) : values;
  const toItem = def.item === "int" ? toInt : toStr;
  const out: unknown[] = [];
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

type Coerce = (values: unknown[], loc: Loc, errors: ValidationErrorItem[], def: PartitionField) => Coerced;

// A repeated key on a single-valued field keeps the last value, as Starlette's form does.
const lastOf =
  (
    coerce: (value: unknown, loc: Loc, errors: ValidationErrorItem[], def: PartitionField) => Coerced,
  ): Coerce =>
  (values, loc, errors, def) =>
    coerce(values.at(-1), loc, errors, def);

const COERCE: Record<FieldKind, Coerce> = {
  bool: lastOf(toBool),
  int: lastOf(toInt),
  float: lastOf(toFloat),
  string: lastOf(toStr),
  enum: lastOf(toEnum),
  list: toList,
};

export const cloneDefault = <T>(value: T): T => (Array.isArray(value) ? ([...value] as T) : value);

// An empty form value means "use the default" (FastAPI); null is how YAML and JSON say the same.
const isGiven = (value: unknown) => value !== undefined && value !== null && value !== "";

/** Groups the input by field name: `key[]` counts as `key`, repeated keys and arrays become lists. */
function collect(input: Iterable<readonly [string, unknown]> | Record<string, unknown>) {
  const entries: Iterable<readonly [string, unknown]> =
    Symbol.iterator in input ? (input as Iterable<readonly [string, unknown]>) : Object.entries(input);
  const raw = new Map<PartitionFieldName, unknown[]>();
  const given: PartitionFieldName[] = [];
  const ignored: string[] = [];
  const unknown: [string, unknown][] = [];
  for (const [key, value] of entries) {
    const name = key.endsWith("[]") ? key.slice(0, -2) : key;
    if (name === PARTITION_FILE_FIELD) continue;
    if (!Object.hasOwn(PARTITION_FIELDS, name)) {
      if (!ignored.includes(name)) ignored.push(name);
      if (value !== undefined) unknown.push([key, value]);
      continue;
    }
    const field = name as PartitionFieldName;
    if (value !== undefined && !given.includes(field)) given.push(field);
    const values = raw.get(field) ?? [];
    values.push(...(Array.isArray(value) ? value : [value]).filter(isGiven));
    raw.set(field, values);
  }
  return { raw, given, ignored, unknown };
}

// ---------------------------------------------------------------------------------------------------
// Ranges and cross-field rules. The engine would fail on these anyway; a 422 says which field is wrong.

function checkRanges(
  p: PartitionParameters,
  rawValue: (name: PartitionFieldName) => unknown,
  failed: ReadonlySet<PartitionFieldName>,
  errors: ValidationErrorItem[],
): void {
  const reject = (name: PartitionFieldName, message: string) =>
    errors.push(valueError(["body", name], message, rawValue(name)));

  const threshold = p.similarity_threshold;
  if (threshold !== null && !(threshold >= 0 && threshold <= 1)) {
    reject("similarity_threshold", `similarity_threshold (${threshold}) must be between 0.0 and 1.0`);
  }
  if (p.starting_page_number !== null && p.starting_page_number < 1) {
    reject("starting_page_number", `starting_page_number (${p.starting_page_number}) must be at least 1`);
  }
  // Without a chunking strategy the chunking fields are ignored, so their values cannot be wrong.
  if (p.chunking_strategy === null) return;

  const max = p.max_characters ?? CHUNKING_DEFAULTS.max_characters;
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
      `combine_under_n_chars (${combine}) must not exceed max_characters (${max})`,
    );
  }
}

// ---------------------------------------------------------------------------------------------------

/**
 * Partition parameters as read once at the edge (the action's input, the CLI's flags, a request's form, a
 * node's settings) and handed down as they are: nothing below parses them again.
 */
export interface ParsedPartitionForm {
  /** Every field, typed, with its default where the caller left it out. */
  readonly params: PartitionParameters;
  /**
   * The fields the caller gave, in the order given: a client sends only these, so a server applies its
   * own defaults to the rest.
   */
  readonly given: readonly PartitionFieldName[];
  /** Names of the fields the contract does not know, for a server to log and the faces to warn of. */
  readonly ignored: string[];
  /** Those fields as given (`[key, value]`): the engine ignores them, a client passes them on. */
  readonly unknown: readonly (readonly [string, unknown])[];
}

/**
 * Validates form entries (FormData, URLSearchParams, `[key, value]` pairs) or a plain map of native
 * values. Throws a ContractValidationError holding every problem of the request, not just the first.
 */
export function parsePartitionForm(
  input: Iterable<readonly [string, unknown]> | Record<string, unknown>,
): ParsedPartitionForm {
  const { raw, given, ignored, unknown } = collect(input);
  const errors: ValidationErrorItem[] = [];
  const failed = new Set<PartitionFieldName>();
  const params: Record<string, unknown> = {};
  for (const [name, def] of FIELD_ENTRIES) {
    const values = raw.get(name) ?? [];
    const value = values.length === 0 ? INVALID : COERCE[def.kind](values, ["body", name], errors, def);
    if (value === INVALID && values.length > 0) failed.add(name);
    // A field that failed keeps its default so the range checks below see only sound values.
    params[name] = value === INVALID ? cloneDefault(def.default) : value;
  }
  const parsed = params as PartitionParameters;
  checkRanges(parsed, (name) => raw.get(name)?.at(-1), failed, errors);
  if (errors.length > 0) throw new ContractValidationError(errors);
  return { params: parsed, given, ignored, unknown };
}

/** Every field at its default: what a request that gives none gets. */
export function defaultPartitionParameters(): PartitionParameters {
  return Object.fromEntries(
    FIELD_ENTRIES.map(([name, def]) => [name, cloneDefault(def.default)]),
  ) as PartitionParameters;
}

/** parsePartitionForm's typed fields alone, for callers that give only fields the contract knows. */
export function parsePartitionParameters(
  input: Iterable<readonly [string, unknown]> | Record<string, unknown>,
): PartitionParameters {
  return parsePartitionForm(input).params;
}

/** Anything but text/csv is answered with JSON: the seed says unknown values are tolerated. */
export function responseFormat(
  params: Pick<PartitionParameters, "output_format">,
): "application/json" | "text/csv" {
  return params.output_format.trim().toLowerCase() === "text/csv" ? "text/csv" : "application/json";
}

export interface ChunkingOptions {
  strategy: ChunkingStrategy;
  max_characters: number;
  new_after_n_chars: number;
  combine_under_n_chars: number;
  overlap: number;
  overlap_all: boolean;
  include_orig_elements: boolean;
  multipage_sections: boolean;
  similarity_threshold: number | null;
}

type ChunkingFieldName =
  | "chunking_strategy"
  | "max_characters"
  | "new_after_n_chars"
  | "combine_under_n_chars"
  | "overlap"
  | "overlap_all"
  | "include_orig_elements"
  | "multipage_sections"
  | "similarity_threshold";

/** The chunker's settings with the reference library's defaults filled in, or null for no chunking. */
export function effectiveChunkingOptions(
  params: Pick<PartitionParameters, ChunkingFieldName>,
): ChunkingOptions | null {
  const strategy = params.chunking_strategy;
  if (strategy === null) return null;
  const max = params.max_characters ?? CHUNKING_DEFAULTS.max_characters;
  return {
    strategy,
    max_characters: max,
    // The seed's default soft limit (1500) is above the hard one (500); the hard one wins.
    new_after_n_chars: Math.min(params.new_after_n_chars ?? CHUNKING_DEFAULTS.new_after_n_chars, max),
    combine_under_n_chars: params.combine_under_n_chars ?? max,
    overlap: params.overlap,
    overlap_all: params.overlap_all,
    include_orig_elements: params.include_orig_elements,
    multipage_sections: params.multipage_sections,
    similarity_threshold:
      params.similarity_threshold ??
      (strategy === "by_similarity" ? CHUNKING_DEFAULTS.similarity_threshold : null),
  };
}
