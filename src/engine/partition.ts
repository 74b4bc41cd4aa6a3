// partition(file, params): what the Partition endpoint returns, computed in-process. The pipeline is the
// same for every format: unwrap gzip, detect the type, let the format module emit drafts, then apply the
// interface's metadata rules, chunk if asked, and assign ids and parents.
import { basename } from "node:path";
import type { Element, ElementMetadata } from "../contract/element.js";
import { type FileType, fileType, fileTypeFromMime } from "../contract/file-types.js";
import {
  defaultPartitionParameters,
  effectiveChunkingOptions,
  type PartitionParameters,
} from "../contract/partition.js";
import { LimitExceededError, UnsupportedFileTypeError, VlmUnavailableError } from "./core/errors.js";
import { requestLanguages } from "./core/language-codes.js";
import {
  DEFAULT_LIMITS,
  type DocumentInput,
  type Draft,
  type EngineLimits,
  type FormatContext,
  type PageReader,
} from "./core/types.js";
import { detectFileType } from "./detect/detect.js";
import { hasPages } from "./detect/pages.js";
import { assignParents } from "./elements/hierarchy.js";
import { assignIds, relinkParents } from "./elements/ids.js";
import { documentLanguages } from "./elements/languages.js";
import type { PdfRange } from "./formats/pdf/index.js";
import { formatFor } from "./formats/registry.js";
import { gunzip, isGzip } from "./io/gzip.js";

export interface EngineOptions {
  limits?: Partial<EngineLimits> | undefined;
  /**
   * What reads a PDF's or an image's pages for strategy=vlm; without one, such a file is refused
   * (VlmUnavailableError) rather than partitioned with another strategy.
   */
  readPages?: PageReader | undefined;
}

/** Metadata is sparse: absent, null and empty values are left out, as the reference service does. */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.keys(value).length === 0;
  return false;
}

function sparse(metadata: ElementMetadata): ElementMetadata {
  const out: ElementMetadata = {};
  for (const [key, value] of Object.entries(metadata)) if (!isEmpty(value)) out[key] = value;
  return out;
}

interface UploadedFile {
  data: Uint8Array;
  filename: string;
  contentType?: string | undefined;
}

/** Unwraps a gzip upload; the inner type comes from gz_uncompressed_content_type or the inner name. */
function unwrapGzip(file: UploadedFile, params: PartitionParameters, limits: EngineLimits): UploadedFile {
  const named = file.filename.toLowerCase().endsWith(".gz");
  const typed = /^application\/(x-)?gzip\b/i.test(file.contentType ?? "");
  if (!isGzip(file.data) && !named && !typed) return file;
  return {
    data: gunzip(file.data, file.filename, limits),
    filename: named ? file.filename.slice(0, -3) : file.filename,
    contentType: params.gz_uncompressed_content_type ?? undefined,
  };
}

class Partitioner {
  readonly #params: PartitionParameters;
  readonly #limits: EngineLimits;
  readonly #readPages: PageReader | undefined;

  constructor(params: PartitionParameters, limits: EngineLimits, readPages?: PageReader) {
    this.#params = params;
    this.#limits = limits;
    this.#readPages = readPages;
  }

  /** The upload unwrapped and its type detected; `attachedTo` names the document an attachment is in. */
  async detect(
    input: DocumentInput,
    attachedTo?: string,
  ): Promise<{ file: UploadedFile; fileType: FileType }> {
    const params = this.#params;
    const uploaded = {
      data: input.data,
      filename: basename(input.filename ?? ""),
      contentType: input.contentType,
    };
    const file = unwrapGzip(uploaded, params, this.#limits);
    const contentType = (attachedTo ? undefined : params.content_type) ?? file.contentType;
    const fileType = await detectFileType({ ...file, contentType, limits: this.#limits });
    return { file, fileType };
  }

  /** Whether the file's pages go to the page reader: strategy=vlm on a PDF or an image. */
  readsPages(fileType: FileType, attachedTo?: string): boolean {
    return attachedTo === undefined && this.#params.strategy === "vlm" && hasPages(fileType.name);
  }

  async drafts(
    input: DocumentInput,
    attachedTo?: string,
  ): Promise<{ drafts: Draft[]; fileType: FileType; filename: string }> {
    const params = this.#params;
    const { file, fileType } = await this.detect(input, attachedTo);
    const load = fileType.partitionable ? formatFor(fileType.name) : undefined;
    if (!load) throw new UnsupportedFileTypeError(file.filename, fileType.mimeType);
    // The vlm strategy reads a PDF's or an image's pages with a model; for other types it means nothing.
    if (params.strategy === "vlm" && hasPages(fileType.name)) {
      if (!this.#readPages || attachedTo !== undefined) throw new VlmUnavailableError(file.filename);
      const drafts = await this.#readPages({ data: file.data, filename: file.filename, fileType });
      checkProduced(drafts, file.filename, this.#limits);
      return { drafts, fileType, filename: file.filename };
    }

    const context: FormatContext = {
      data: file.data,
      filename: file.filename,
      fileType,
      params,
      limits: this.#limits,
      partitionEmbedded: async (data, filename, embeddedType) => {
        const embedded = await this.drafts({ data, filename, contentType: embeddedType }, file.filename);
        return embedded.drafts.map((draft) => ({
          ...draft,
          metadata: {
            ...draft.metadata,
            filename: embedded.filename,
            filetype: draft.metadata.filetype ?? embedded.fileType.mimeType,
            attached_to_filename: file.filename,
          },
        }));
      },
    };
    const drafts = await (await load())(context);
    checkProduced(drafts, file.filename, this.#limits);
    return { drafts, fileType, filename: file.filename };
  }

  /** Turns drafts into elements with the interface's metadata (filename, filetype, pages, languages). */
  elements(drafts: Draft[], fileType: FileType, filename: string): Element[] {
    const params = this.#params;
    const pageOffset = (params.starting_page_number ?? 1) - 1;
    const languages = documentLanguages(requestLanguages(params), () =>
      drafts.map((d) => d.text).join("\n\n"),
    );
    const skipTables = params.skip_infer_table_types.some(
      (skipped) =>
        skipped.replace(/^\./, "").toLowerCase() === fileType.name ||
        fileType.extensions.includes(`.${skipped}`),
    );
    const filetype = fileTypeFromMime(params.content_type ?? undefined)?.mimeType ?? fileType.mimeType;
    return drafts.map((draft) => {
      const metadata: ElementMetadata = { ...draft.metadata };
      if (typeof metadata.page_number === "number") metadata.page_number += pageOffset;
      if (skipTables && draft.type === "Table") delete metadata.text_as_html;
      metadata.filename ??= filename || undefined;
      metadata.filetype ??= filetype;
      if (draft.type !== "PageBreak") metadata.languages ??= languages;
      // NUL never reaches element text (the reference's text cleaning drops it; JSON consumers and
      // databases choke on it), whatever the format handed over.
      const text = draft.text.includes("\u0000") ? draft.text.replaceAll("\u0000", "") : draft.text;
      return { type: draft.type, element_id: "", text, metadata: sparse(metadata) };
    });
  }
}

/**
 * Partitions one file into elements, exactly as the Partition endpoint answers (JSON form). `params` are
 * the endpoint's form fields, already validated (`parsePartitionParameters`); omitted, the defaults.
 */
export async function partition(
  input: DocumentInput,
  params: PartitionParameters = defaultPartitionParameters(),
  options: EngineOptions = {},
): Promise<Element[]> {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const partitioner = new Partitioner(params, limits, options.readPages);
  const { drafts, fileType, filename } = await partitioner.drafts(input);
  return finishElements(partitioner, drafts, fileType, filename, params, limits);
}

/** Drafts into the endpoint's elements: metadata, ids, then parents or chunks. */
async function finishElements(
  partitioner: Partitioner,
  drafts: Draft[],
  fileType: FileType,
  filename: string,
  params: PartitionParameters,
  limits: EngineLimits,
): Promise<Element[]> {
  const elements = partitioner.elements(drafts, fileType, filename);

  const chunking = effectiveChunkingOptions(params);
  // Elements get their ids first in both cases, so a chunk's orig_elements carry the ids the same
  // document has unchunked.
  assignIds(elements, params.unique_element_ids);
  if (drafts.some((draft) => draft.id !== undefined)) {
    relinkParents(
      elements,
      drafts.map((draft) => draft.id),
    );
  }
  if (!chunking) {
    assignParents(elements);
    return withUploadFilename(elements, filename);
  }
  // Each chunk holds at most max_characters, so a text this long makes at least this many chunks: refused
  // before any is formed (max_characters=1 on a 2 MB text would otherwise form two million).
  const characters = checkProduced(elements, filename, limits);
  if (Math.floor(characters / chunking.max_characters) > limits.maxElements) {
    throw tooManyElements(filename, limits);
  }
  // Loaded when asked for: chunking (with its HTML table parser) is not part of an unchunked start-up.
  const { ChunkLimitError, chunkElements, PARALLEL_ORIG_MIN_CHARACTERS } = await import(
    "./chunking/index.js"
  );
  // A long document's orig_elements are compressed on a second thread while it is chunked.
  const orig =
    chunking.include_orig_elements && characters >= PARALLEL_ORIG_MIN_CHARACTERS
      ? (await import("./chunking/orig-elements-parallel.js")).parallelOrigEncoder(characters)
      : undefined;
  const chunks: Element[] = [];
  try {
    for (const run of documentRuns(elements)) {
      const maxChunks = limits.maxElements - chunks.length;
      const deps = { maxChunks, encodeOrigElements: orig?.encode };
      // One by one: spreading a long list into push() overflows the stack.
      for (const chunk of await chunkElements(run, chunking, deps)) chunks.push(chunk);
    }
    await orig?.finish(chunks);
  } catch (error) {
    if (error instanceof ChunkLimitError) throw tooManyElements(filename, limits);
    throw error;
  } finally {
    await orig?.close();
  }
  // Overlap repeats text in several chunks: the total is checked again.
  checkProduced(chunks, filename, limits);
  assignIds(chunks, params.unique_element_ids);
  return withUploadFilename(chunks, filename);
}

/**
 * Whether `partition` would hand this file's pages to a page reader (strategy=vlm on a PDF or an image),
 * told by the same unwrapping and detection, so a caller can run such a file where its reader lives.
 */
export async function readsPages(
  input: DocumentInput,
  params: PartitionParameters,
  options: Pick<EngineOptions, "limits"> = {},
): Promise<boolean> {
  if (params.strategy !== "vlm") return false;
  const partitioner = new Partitioner(params, { ...DEFAULT_LIMITS, ...options.limits });
  const { fileType } = await partitioner.detect(input);
  return fileType.partitionable && partitioner.readsPages(fileType);
}

/** One page range of a PDF, partitioned on its own; mergePageRanges puts the ranges back together. */
export interface PageRangePart {
  filename: string;
  first: number;
  last: number;
  range: PdfRange;
}

/** The file as the pdf format reads it, or undefined when it is not a PDF read page by page. */
async function pdfContext(
  input: DocumentInput,
  params: PartitionParameters,
  limits: EngineLimits,
): Promise<FormatContext | undefined> {
  if (params.strategy === "vlm") return undefined;
  const file = unwrapGzip(
    { data: input.data, filename: basename(input.filename ?? ""), contentType: input.contentType },
    params,
    limits,
  );
  const contentType = params.content_type ?? file.contentType;
  const fileType = await detectFileType({ ...file, contentType, limits });
  if (fileType.name !== "pdf") return undefined;
  return {
    data: file.data,
    filename: file.filename,
    fileType,
    params,
    limits,
    partitionEmbedded: noEmbedded,
  };
}

const noEmbedded = async (): Promise<Draft[]> => [];

/**
 * Pages of a PDF that partition() would read page by page (any strategy but vlm); undefined for other
 * files. A large one may be partitioned as page ranges instead, with the same elements.
 */
export async function pageCount(
  input: DocumentInput,
  params: PartitionParameters = defaultPartitionParameters(),
  options: EngineOptions = {},
): Promise<number | undefined> {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const context = await pdfContext(input, params, limits);
  if (!context) return undefined;
  return (await import("./formats/pdf/index.js")).pdfPageCount(context);
}

/** Pages `first`..`last` (1-based, inclusive) of a PDF, to be merged with the other ranges. */
export async function partitionPageRange(
  input: DocumentInput,
  params: PartitionParameters,
  first: number,
  last: number,
  options: EngineOptions = {},
): Promise<PageRangePart> {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const context = await pdfContext(input, params, limits);
  if (!context) throw new UnsupportedFileTypeError(basename(input.filename ?? ""), input.contentType ?? "");
  const range = await (await import("./formats/pdf/index.js")).readPdfRange(context, first, last);
  return { filename: context.filename, first, last, range };
}

/**
 * The ranges of one PDF, every page once in order, merged into the elements partition() gives for the
 * whole document: the same text, metadata, element ids and parent_ids (ids and parents are assigned over
 * the merged document, not per range), and the same chunks.
 */
export async function mergePageRanges(
  parts: readonly PageRangePart[],
  params: PartitionParameters,
  options: EngineOptions = {},
): Promise<Element[]> {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const ordered = [...parts].sort((a, b) => a.first - b.first);
  const [head] = ordered;
  if (!head) throw new Error("no page ranges to merge");
  let next = 1;
  for (const part of ordered) {
    if (part.first !== next) {
      throw new Error(`page ranges of ${head.filename} do not follow each other: page ${next} is missing`);
    }
    next = Math.min(part.last, part.range.pages) + 1;
  }
  if (next !== head.range.pages + 1) {
    throw new Error(`page ranges of ${head.filename} end at page ${next - 1} of ${head.range.pages}`);
  }
  const { mergePdfRanges } = await import("./formats/pdf/index.js");
  const drafts = mergePdfRanges(ordered.map((part) => part.range));
  checkProduced(drafts, head.filename, limits);
  const partitioner = new Partitioner(params, limits);
  return finishElements(partitioner, drafts, fileType("pdf"), head.filename, params, limits);
}

const tooManyElements = (filename: string, limits: EngineLimits) =>
  new LimitExceededError(
    filename,
    `it produces more than ${limits.maxElements} elements (limit max-elements)`,
  );

/** Refuses more elements or characters than the limits allow; returns the characters counted. */
function checkProduced(
  produced: readonly { text: string }[],
  filename: string,
  limits: EngineLimits,
): number {
  if (produced.length > limits.maxElements) throw tooManyElements(filename, limits);
  let characters = 0;
  for (const item of produced) characters += item.text.length;
  if (characters > limits.maxCharacters) {
    throw new LimitExceededError(
      filename,
      `it produces more than ${limits.maxCharacters} characters of text (limit max-characters)`,
    );
  }
  return characters;
}

/**
 * The elements in runs of one document each: an e-mail's body, then each attachment. A chunk never spans
 * two of them, as in the reference, where each attachment is partitioned (and chunked) on its own.
 */
function documentRuns(elements: Element[]): Element[][] {
  const runs: Element[][] = [];
  let key: string | undefined;
  for (const element of elements) {
    // Only attachments split: elements read back from JSON keep their own filenames and chunk together.
    const attachedTo = element.metadata.attached_to_filename;
    const next = attachedTo === undefined ? "" : `${attachedTo}\u0000${element.metadata.filename ?? ""}`;
    if (runs.length === 0 || next !== key) runs.push([]);
    key = next;
    runs[runs.length - 1]?.push(element);
  }
  return runs;
}

/**
 * Every element names the uploaded file, as the reference service does — also elements of an email
 * attachment or read back from JSON, whose ids were hashed with their own file name.
 */
function withUploadFilename(elements: Element[], filename: string): Element[] {
  if (filename) for (const element of elements) element.metadata.filename = filename;
  return elements;
}
