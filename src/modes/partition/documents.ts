// The partition job, shared by the CLI and the action: with the parameters parsed at the edge, partition each file
// (with the embedded engine, or a server when an address is given), write one output per file, and
// report per-file results. A file that fails does not stop the others.

import { mkdir, readFile, stat } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { basename, dirname, isAbsolute, join, resolve } from "node:path";
import type { SplitReport } from "../../client/split-pdf.js";
import type { Element } from "../../contract/element.js";
import type { ParsedPartitionForm, PartitionParameters } from "../../contract/partition.js";
import { recordUnreadable } from "../../engine/core/unreadable.js";
import { recordOcrEngines } from "../../engine/ocr/engines-used.js";
import { elementsToCsv } from "../../engine/output/csv.js";
import { partition } from "../../engine/partition.js";
import { errorMessage } from "../../shared/errors.js";
import { Limiter } from "../../shared/limiter.js";
import { mapConcurrent } from "../../shared/map-concurrent.js";
import { writeWhole } from "../../shared/write-whole.js";
import { type PartitionCache, RunCache } from "./cache.js";

export type OutputFormat = "application/json" | "text/csv";

export interface PartitionRun {
  /** Files to partition (already expanded). */
  files: readonly string[];
  /** Directory for `<file name>.json|csv`; undefined keeps results in memory only. */
  outDir?: string | undefined;
  /** The partition parameters, parsed at the edge (parsePartitionForm). */
  params: ParsedPartitionForm;
  /** A Partition endpoint to use instead of the embedded engine. */
  apiUrl?: string | undefined;
  apiKey?: string | undefined;
  concurrency?: number | undefined;
  onFileDone?: ((result: FileResult, done: number, total: number) => void) | undefined;
  /** Directory relative `files` are read from; default the process's working directory. */
  cwd?: string | undefined;
  /**
   * Name outputs after the input's relative path, so `docs/a.pdf` -> `<outDir>/docs/a.pdf.json` (the
   * action's layout). Default: flat `<file name>.json` (the CLI's). Paths that are absolute or climb out
   * with `..` fall back to the flat name.
   */
  mirrorPaths?: boolean | undefined;
  /** Output names not to use (relative to outDir), such as an index file written next to the outputs. */
  reservedNames?: readonly string[] | undefined;
  /** Keep the elements in `result` even when they were written to a file (all files, or those chosen). */
  keepElements?: boolean | ((file: string) => boolean) | undefined;
  /** Elements of earlier runs: a document whose key is there is not partitioned again. */
  cache?: PartitionCache | undefined;
  /**
   * Bounds the requests in flight to a server, page batches included; shared with other work of the same
   * run. Default: one of `concurrency` slots.
   */
  limiter?: Limiter | undefined;
  /** Things worth a warning that do not fail a document: a cache that cannot be read, missing pages. */
  onWarning?: ((message: string) => void) | undefined;
}

export interface FileResult {
  file: string;
  ok: boolean;
  elements: number;
  /** Where the output was written. */
  output?: string | undefined;
  error?: string | undefined;
  ms: number;
  /** The elements themselves when no output directory was given (or `keepElements` asked for them). */
  result?: Element[] | undefined;
  /** Number of pages (the highest page_number), when the elements carry page numbers. */
  pages?: number | undefined;
  /** Element count per type, e.g. `{ Title: 3, NarrativeText: 12 }`. */
  types?: Record<string, number> | undefined;
  /** The elements came from the cache. */
  cached?: boolean | undefined;
  /** Pages whose batch failed under `split_pdf_allow_failed`: the elements lack them. */
  missingPages?: string | undefined;
  /** The OCR engines that read the document's images (embedded engine), e.g. "tesseract 5.3.0 (native)". */
  ocrEngines?: string[] | undefined;
}

/** Partitions one document given as bytes: the embedded engine, or a server. */
export type DocumentPartitioner = (document: { data: Uint8Array; filename: string }) => Promise<Element[]>;

export interface PartitionerOptions {
  /** The partition parameters, parsed at the edge (parsePartitionForm). */
  params: ParsedPartitionForm;
  apiUrl?: string | undefined;
  apiKey?: string | undefined;
  /** Bounds the requests in flight to the server, shared with other work of the run. */
  limiter?: Limiter | undefined;
}

/**
 * A partitioner for documents held in memory (a file's content at another commit, say), with the same
 * engine and parameters a job uses.
 */
export function createPartitioner(options: PartitionerOptions): DocumentPartitioner {
  const { params } = options.params;
  const { apiUrl } = options;
  if (!apiUrl) return async ({ data, filename }) => partition({ data, filename }, params);
  const client = lazyClient(() => ({ baseUrl: apiUrl, apiKey: options.apiKey, limiter: options.limiter }));
  return async ({ data, filename }) => {
    const { client: partitionClient, mediaTypeFor } = await client();
    return partitionClient.partition(
      { name: filename, data, contentType: mediaTypeFor(filename) },
      options.params,
    );
  };
}

/**
 * The HTTP client and its helpers, loaded on first use: the embedded engine never needs them, and they
 * bring the HTTP stack and the PDF splitter, most of a text file's start-up if loaded always.
 */
function lazyClient(
  settings: () => { baseUrl: string; apiKey?: string | undefined; limiter?: Limiter | undefined },
) {
  let loading: Promise<ClientParts> | undefined;
  return () => {
    loading ??= (async () => {
      const [{ PartitionClient }, files, { pageSpanText }] = await Promise.all([
        import("../../client/partition.js"),
        import("../../client/files.js"),
        import("../../client/split-pdf.js"),
      ]);
      return { client: new PartitionClient(settings()), ...files, pageSpanText };
    })();
    return loading;
  };
}

interface ClientParts {
  client: import("../../client/partition.js").PartitionClient;
  fileFromPath: typeof import("../../client/files.js").fileFromPath;
  mediaTypeFor: typeof import("../../client/files.js").mediaTypeFor;
  pageSpanText: typeof import("../../client/split-pdf.js").pageSpanText;
}

/** Partitions the file at a path; `data` is its content when the caller has read it already. */
type PartitionOne = (
  file: string,
  data: Uint8Array | undefined,
) => Promise<{ elements: Element[]; missingPages?: string | undefined; ocrEngines?: string[] | undefined }>;

function embedded(params: PartitionParameters): PartitionOne {
  return async (file, data) => {
    const bytes = data ?? (await readFile(file));
    const {
      result: { result, ocrEngines },
      unreadable,
    } = await recordUnreadable(() =>
      recordOcrEngines(() => partition({ data: bytes, filename: basename(file) }, params)),
    );
    // Nothing came out because the engine could not look inside (an encrypted message): say why.
    if (result.length === 0 && unreadable.length > 0) throw new Error(`${unreadable[0]}; no elements`);
    return { elements: result, ocrEngines };
  };
}

/**
 * What the command line and the action say of an empty file, before the engine or a server sees it (the
 * engine would name its type, inode/x-empty, and a server answer 400).
 */
export const EMPTY_FILE = "empty file (0 bytes)";

/** The warning for form fields the contract does not know, the same from the command line and the action. */
export function ignoredFieldsWarning(names: readonly string[], toServer: boolean): string {
  return `${names.map((name) => `'${name}'`).join(", ")} ${names.length === 1 ? "is not a form field" : "are not form fields"} of the Partition endpoint; ${toServer ? "they are sent as they are" : "the embedded engine ignores them"}.`;
}

/**
 * A PDF goes in page batches unless the parameters say otherwise (`split_pdf_page`, the client's rule).
 * The client is made before any file is read, so a bad address fails the run at once.
 */
async function remote(
  apiUrl: string,
  apiKey: string | undefined,
  params: ParsedPartitionForm,
  limiter: Limiter,
): Promise<PartitionOne> {
  const { client, fileFromPath, mediaTypeFor, pageSpanText } = await lazyClient(() => ({
    baseUrl: apiUrl,
    apiKey,
    limiter,
  }))();
  return async (file, data) => {
    let split: SplitReport | undefined;
    // Unread, the file goes as a Blob backed by the disk, never held whole.
    const upload = data
      ? { name: basename(file), data, contentType: mediaTypeFor(file) }
      : await fileFromPath(file);
    const elements = await client.partition(upload, params, {
      onSplit: (report) => (split = report),
    });
    // Pages left out because their batch failed, e.g. `pages 5-6`.
    const failed = (split as SplitReport | undefined)?.batches.filter((batch) => !batch.ok) ?? [];
    return { elements, missingPages: failed.length ? failed.map(pageSpanText).join(", ") : undefined };
  };
}

/** Highest page number and element count per type. */
export function elementStats(elements: readonly Element[]): {
  pages?: number;
  types: Record<string, number>;
} {
  const types: Record<string, number> = {};
  let pages = 0;
  for (const element of elements) {
    types[element.type] = (types[element.type] ?? 0) + 1;
    const page = element.metadata?.page_number;
    if (typeof page === "number" && page > pages) pages = page;
  }
  return pages > 0 ? { pages, types } : { types };
}

/** A relative path that stays inside its root (no `..`, not absolute), with `/` separators; else undefined. */
function safeRelative(file: string): string | undefined {
  const normalized = file.replaceAll("\\", "/").replace(/^(\.\/)+/, "");
  if (!normalized || isAbsolute(file) || normalized.startsWith("/")) return undefined;
  const parts = normalized.split("/");
  if (parts.some((part) => part === ".." || part === "")) return undefined;
  return normalized;
}

/**
 * A mirrored path that every file system and the artifact service accept: characters Windows forbids
 * in names (`" : < > | * ?`, control characters, `\`) become `_`. index.json maps each document to it.
 */
function portablePath(path: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are replaced on purpose.
  return path.replace(/[":<>|*?\\\u0000-\u001f]/g, "_");
}

/** Output file name for an input; inputs with the same base name in different folders get distinct names. */
function outputName(file: string, format: OutputFormat, taken: Set<string>, mirror: boolean): string {
  const extension = format === "text/csv" ? "csv" : "json";
  const mirrored = mirror ? safeRelative(file) : undefined;
  const stem = mirrored ? portablePath(mirrored) : basename(file);
  let name = `${stem}.${extension}`;
  for (let n = 2; taken.has(name); n++) name = `${stem}.${n}.${extension}`;
  taken.add(name);
  return name;
}

/** Text handed to the file at once while writing elements. */
const WRITE_BATCH_CHARS = 64 * 1024;

/**
 * Writes `JSON.stringify(elements, null, 2)` and a newline, element by element: the same bytes, without the
 * document's whole JSON as one string and one buffer at once (10 MB and more for a long PDF, at the
 * moment the process holds the most). An element's own JSON indented one level deeper is its place in
 * the array's: JSON text has no raw line breaks inside its strings. Written whole (writeWhole): a failure
 * half-way leaves the previous output as it was.
 */
export async function writeElementsJson(path: string, elements: readonly Element[]): Promise<void> {
  await writeWhole(path, async (file) => {
    let batch = elements.length === 0 ? "[]" : "[\n";
    for (const [index, element] of elements.entries()) {
      const json = JSON.stringify(element, null, 2).replaceAll("\n", "\n  ");
      batch += `  ${json}${index < elements.length - 1 ? "," : ""}\n`;
      if (batch.length >= WRITE_BATCH_CHARS) {
        await file.writeFile(batch);
        batch = "";
      }
    }
    await file.writeFile(elements.length === 0 ? `${batch}\n` : `${batch}]\n`);
  });
}

export async function partitionDocuments(job: PartitionRun): Promise<FileResult[]> {
  const { params } = job.params;
  const format: OutputFormat = params.output_format === "text/csv" ? "text/csv" : "application/json";
  const concurrency = Math.max(
    1,
    job.concurrency ?? (job.apiUrl ? availableParallelism() * 2 : availableParallelism()),
  );
  const partitionOne = job.apiUrl
    ? await remote(job.apiUrl, job.apiKey, job.params, job.limiter ?? new Limiter(concurrency))
    : embedded(params);
  const warn = job.onWarning ?? (() => {});
  const cache = job.cache && new RunCache(job.cache, { params: job.params, apiUrl: job.apiUrl }, warn);
  if (job.outDir) await mkdir(job.outDir, { recursive: true });

  const taken = new Set<string>(job.reservedNames ?? []);
  const outputs = job.files.map((file) =>
    job.outDir ? join(job.outDir, outputName(file, format, taken, job.mirrorPaths === true)) : undefined,
  );
  const keep = (file: string) =>
    typeof job.keepElements === "function" ? job.keepElements(file) : job.keepElements === true;
  let done = 0;
  return mapConcurrent(job.files, concurrency, async (file, index) => {
    const started = performance.now();
    let result: FileResult;
    try {
      const path = job.cwd ? resolve(job.cwd, file) : file;
      // With a cache the document is read once, hashed for its key, and partitioned from those bytes.
      const data = cache ? await readFile(path) : undefined;
      if ((data?.length ?? (await stat(path)).size) === 0) throw new Error(EMPTY_FILE);
      const entry = data && cache?.entry(data, basename(file));
      let elements = await entry?.read();
      const cached = elements !== undefined;
      let missingPages: string | undefined;
      let ocrEngines: string[] | undefined;
      if (!elements) {
        const partitioned = await partitionOne(path, data);
        elements = partitioned.elements;
        ocrEngines = partitioned.ocrEngines;
        missingPages = partitioned.missingPages;
        if (missingPages)
          warn(`${file}: ${missingPages} could not be partitioned and are missing from its elements.`);
        // A result with pages missing is not what the document gives, so it is not kept for later runs.
        else await entry?.write(elements);
      }
      const output = outputs[index];
      if (output) {
        await mkdir(dirname(output), { recursive: true });
        if (format === "text/csv") await writeWhole(output, elementsToCsv(elements));
        else await writeElementsJson(output, elements);
      }
      result = {
        file,
        ok: true,
        elements: elements.length,
        output,
        ms: performance.now() - started,
        result: output && !keep(file) ? undefined : elements,
        ...elementStats(elements),
        ...(cached ? { cached } : {}),
        ...(missingPages ? { missingPages } : {}),
        ...(ocrEngines?.length ? { ocrEngines } : {}),
      };
    } catch (error) {
      result = {
        file,
        ok: false,
        elements: 0,
        error: errorMessage(error),
        ms: performance.now() - started,
      };
    }
    job.onFileDone?.(result, ++done, job.files.length);
    return result;
  });
}
