// The engine's internal shapes. Format modules produce drafts; the pipeline in partition.ts turns them
// into the interface's elements (metadata, page offsets, languages, ids, hierarchy, chunking).
import type { ElementMetadata } from "../../contract/element.js";
import type { FileType } from "../../contract/file-types.js";
import type { PartitionParameters } from "../../contract/partition.js";

/** One file to partition, as uploaded. */
export interface DocumentInput {
  data: Uint8Array;
  /** The upload's file name; only its basename is kept. */
  filename?: string | undefined;
  /** The upload's media type (a hint; magic bytes win for binary formats). */
  contentType?: string | undefined;
}

/**
 * An element as a format module emits it: no id yet, metadata holding only what the format knows
 * (page_number counted from 1 within the document, category_depth, text_as_html, links, ...).
 */
export interface Draft {
  type: string;
  text: string;
  metadata: ElementMetadata;
  /**
   * The id its source gave it, when other drafts' `metadata.parent_id` refer to it (a page reader's
   * elements): the pipeline gives the element its own id and points those links at it.
   */
  id?: string | undefined;
}

/** Bounds that keep hostile input from exhausting memory or time. */
export interface EngineLimits {
  /** Largest total a compressed container (zip, gzip) may expand to. */
  maxUncompressedBytes: number;
  /** Most entries a zip container may hold. */
  maxArchiveEntries: number;
  /**
   * Most times a gzip stream may expand its own size once past `EXPANSION_FLOOR_BYTES`: real documents
   * compress 3–20 times, a bomb thousands of times (the same rule as Apache POI's minimum inflate ratio).
   */
  maxExpansionRatio: number;
  /** Most elements (or chunks) one document may produce. */
  maxElements: number;
  /** Most characters of element text one document may produce (chunk overlap included). */
  maxCharacters: number;
  /** Most pages one document (a PDF) may have. */
  maxPages: number;
  /** Largest image a document may hold (width × height, decoded): a PDF's images are checked before rendering. */
  maxImagePixels: number;
  /**
   * Most memory decoding one PDF may take (PDFium's heap: its decompressed streams, decoded images and
   * rendered pages); a content stream inflating to gigabytes stops here.
   */
  maxDecodedBytes: number;
}

/** Below this expanded size the ratio is not checked: a small file of blank lines is no bomb. */
export const EXPANSION_FLOOR_BYTES = 10 * 1024 * 1024;

export const DEFAULT_LIMITS: EngineLimits = {
  maxUncompressedBytes: 200 * 1024 * 1024,
  maxArchiveEntries: 10_000,
  maxExpansionRatio: 100,
  maxElements: 200_000,
  maxCharacters: 64_000_000,
  maxPages: 20_000,
  maxImagePixels: 100_000_000,
  maxDecodedBytes: 512 * 1024 * 1024,
};

/** What a format module is given. */
export interface FormatContext {
  data: Uint8Array;
  /** Basename of the upload ("" when it had none). */
  filename: string;
  fileType: FileType;
  params: PartitionParameters;
  limits: EngineLimits;
  /**
   * Partitions an embedded document (an email attachment, say) with the same parameters and limits;
   * its drafts come back with `attached_to_filename` set.
   */
  partitionEmbedded(data: Uint8Array, filename: string, contentType?: string): Promise<Draft[]>;
}

export type FormatPartitioner = (context: FormatContext) => Draft[] | Promise<Draft[]>;

/** The file a page reader is given: the upload unwrapped (gzip), named and typed as the engine found it. */
export interface PageDocument {
  data: Uint8Array;
  /** Basename of the upload ("" when it had none), without a `.gz`. */
  filename: string;
  fileType: FileType;
}

/**
 * Reads the pages of a PDF or an image for strategy=vlm with what the engine does not have (a
 * vision-language model), given to `partition` by whoever has it (the server), as workflows are given
 * node executors. It answers drafts in page order, page_number counted from 1 within the file; the
 * pipeline does the rest as for any format: page offsets, metadata, ids, parents, chunking, limits.
 */
export type PageReader = (document: PageDocument) => Promise<Draft[]>;
