// Mode `partition` as a plain function: choose the documents (all that match the patterns, or only
// those the event changed), partition them with bounded concurrency into `<outDir>/<path>.json`, write
// `index.json`, and compare each changed document's elements with its base version. No GitHub here:
// the caller passes the event's changes and a way to read a file's base version.
import { lstat, mkdir, readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { basename, isAbsolute, join, relative, resolve, sep } from "node:path";
import type { Element } from "../../contract/element.js";
import type { ParsedPartitionForm } from "../../contract/partition.js";
import { errorMessage } from "../../shared/errors.js";
import { Limiter } from "../../shared/limiter.js";
import { mapConcurrent } from "../../shared/map-concurrent.js";
import { DOCFLOW_VERSION } from "../../shared/version.js";
import { compilePatterns, findFiles, MissingFilesError, unmatchedPatterns } from "../files.js";
import { type PartitionCache, RunCache } from "./cache.js";
import { type DocumentChange, selectChanges } from "./changes.js";
import { diffElements } from "./diff.js";
import {
  createPartitioner,
  type DocumentPartitioner,
  type FileResult,
  partitionDocuments,
} from "./documents.js";
import { HTML_REPORT_FILE, renderHtmlReport } from "./html-report.js";
import { type DocumentReport, type PartitionReport, totalsOf } from "./report.js";

export const INDEX_FILE = "index.json";

export interface PartitionModeOptions {
  /** The repository checkout; patterns and paths are relative to it. */
  workspace: string;
  /** The `files` patterns (@actions/glob semantics). */
  patterns: readonly string[];
  /** What the triggering event changed; undefined when the event has no change set. */
  changes?: readonly DocumentChange[] | undefined;
  /** Partition only the changed documents (needs `changes`). */
  changedOnly: boolean;
  /** How the documents were chosen, in words, for the summary. */
  selection?: string | undefined;
  /** Output directory (absolute, or relative to the workspace). */
  outDir: string;
  /** The partition parameters, parsed at the edge (parsePartitionForm). */
  params: ParsedPartitionForm;
  apiUrl?: string | undefined;
  apiKey?: string | undefined;
  concurrency?: number | undefined;
  /**
   * A file's content in the base version, for the element diff of changed documents; undefined when the
   * file is not there. Without it no diff is made.
   */
  readBase?: ((path: string) => Promise<Uint8Array | undefined>) | undefined;
  /** One line per finished document, and other progress. */
  log?: ((line: string) => void) | undefined;
  /** Write report.html next to index.json (default true). */
  htmlReport?: boolean | undefined;
  /**
   * Elements of earlier runs, for the documents and for the base versions the diff partitions; a
   * document found there is not partitioned again.
   */
  cache?: PartitionCache | undefined;
}

export interface PartitionModeResult {
  report: PartitionReport;
  /** Absolute output directory. */
  outDir: string;
  indexPath: string;
  /** report.html, when written. */
  htmlReportPath?: string | undefined;
  /** The changes the patterns choose (removed ones included), for the `changed-files` output. */
  changes: DocumentChange[];
  /** Form fields the contract does not know (passed to a server, ignored by the engine). */
  ignoredParams: string[];
  /** `files` globs that match no file in the workspace (a typo, a folder that moved): worth a warning. */
  unmatchedPatterns: string[];
}

type FileKind = "file" | "missing" | "other";

async function fileKind(path: string): Promise<FileKind> {
  try {
    const info = await lstat(path);
    return info.isFile() ? "file" : "other";
  } catch {
    return "missing";
  }
}

export async function runPartitionMode(options: PartitionModeOptions): Promise<PartitionModeResult> {
  const log = options.log ?? (() => {});
  const workspace = resolve(options.workspace);
  const outDir = resolve(workspace, options.outDir);
  const outRelative = relative(workspace, outDir).split(sep).join("/");
  const outInside = outRelative !== "" && !outRelative.startsWith("..") && !isAbsolute(outRelative);
  const inOutDir = (path: string) =>
    outInside && (path === outRelative || path.startsWith(`${outRelative}/`));
  const matcher = compilePatterns(options.patterns);
  const concurrency =
    options.concurrency ?? (options.apiUrl ? availableParallelism() * 2 : availableParallelism());
  // Against a server, `concurrency` bounds the requests in flight: documents, page batches and base
  // versions together.
  const limiter = options.apiUrl ? new Limiter(Math.max(1, concurrency)) : undefined;

  const chosenChanges = options.changes
    ? selectChanges(options.changes, matcher)
    : { partition: [], removed: [] };
  // A path named without a wildcard must be there (or be one the event removed); looked up, not searched.
  const removedPaths = new Set(chosenChanges.removed.map((change) => change.path));
  const missingPaths: string[] = [];
  for (const pattern of matcher.patterns) {
    if (pattern.negate || pattern.literal === undefined || removedPaths.has(pattern.literal)) continue;
    if ((await fileKind(join(workspace, pattern.literal))) === "missing") missingPaths.push(pattern.source);
  }
  if (missingPaths.length > 0) throw new MissingFilesError(missingPaths, workspace);
  const changeOf = new Map(chosenChanges.partition.map((change) => [change.path, change]));
  const missing: DocumentReport[] = [];
  let files: string[];
  if (options.changedOnly && options.changes) {
    files = [];
    for (const change of chosenChanges.partition) {
      if (inOutDir(change.path)) continue;
      const kind = await fileKind(join(workspace, change.path));
      if (kind === "file") files.push(change.path);
      else if (kind === "other") log(`skipped ${change.path}: not a regular file (links are not followed)`);
      else {
        missing.push({
          path: change.path,
          change: change.status,
          previousPath: change.previousPath,
          ok: false,
          error: "The changed file is not in the workspace; is the pull request's head checked out?",
          elements: 0,
          types: {},
          ms: 0,
        });
      }
    }
  } else {
    files = await findFiles(matcher, workspace, { skipDirectories: outInside ? [outRelative] : [] });
  }
  // A glob that chose nothing here may still match files the event did not change: only a glob that
  // matches nothing in the whole workspace is a mistake worth a warning.
  const unmatched: string[] = [];
  const chosenPaths = [...files, ...chosenChanges.partition.map((change) => change.path)];
  for (const source of unmatchedPatterns(matcher, chosenPaths)) {
    const pattern = matcher.patterns.find((p) => p.source === source);
    if (pattern?.literal !== undefined) continue;
    if (!(options.changedOnly && options.changes)) {
      unmatched.push(source);
      continue;
    }
    const anyFile = await findFiles(compilePatterns([source]), workspace, {
      skipDirectories: outInside ? [outRelative] : [],
      limit: 1,
    });
    if (anyFile.length === 0) unmatched.push(source);
  }

  const wantsDiff = (path: string) => {
    const change = changeOf.get(path);
    return options.readBase !== undefined && change !== undefined;
  };
  await mkdir(outDir, { recursive: true });
  const results: FileResult[] = await partitionDocuments({
    files,
    cwd: workspace,
    outDir,
    mirrorPaths: true,
    reservedNames: [INDEX_FILE, HTML_REPORT_FILE],
    params: options.params,
    apiUrl: options.apiUrl,
    apiKey: options.apiKey,
    concurrency,
    limiter,
    cache: options.cache,
    onWarning: (message) => log(`warning: ${message}`),
    keepElements: wantsDiff,
    onFileDone: (result, done, total) =>
      log(
        result.ok
          ? `[${done}/${total}] ok      ${result.file}: ${result.elements} elements${result.cached ? " (cached)" : ""}`
          : `[${done}/${total}] failed  ${result.file}: ${result.error}`,
      ),
  });

  const elementsOf = new Map<string, Element[]>();
  const documents: DocumentReport[] = results.map((result) => {
    const change = changeOf.get(result.file);
    if (result.result && wantsDiff(result.file)) elementsOf.set(result.file, result.result);
    return {
      path: result.file,
      change: change?.status,
      previousPath: change?.previousPath,
      ok: result.ok,
      error: result.error,
      elements: result.elements,
      pages: result.pages,
      types: result.types ?? {},
      ms: result.ms,
      output: result.output ? relative(outDir, result.output).split(sep).join("/") : undefined,
      ...(result.cached ? { cached: true } : {}),
      ...(result.missingPages ? { missingPages: result.missingPages } : {}),
    };
  });
  documents.push(...missing);
  documents.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));

  // Element diffs of the changed documents against their base versions.
  if (options.readBase) {
    const readBase = options.readBase;
    const partitionBase = cachedPartitioner(createPartitioner({ ...options, limiter }), options, log);
    const toCompare = documents.filter((doc) => doc.ok && elementsOf.has(doc.path));
    await mapConcurrent(toCompare, concurrency, async (doc) => {
      const after = elementsOf.get(doc.path) ?? [];
      const basePath = doc.previousPath ?? (doc.change === "added" ? undefined : doc.path);
      if (basePath === undefined) {
        doc.diff = diffElements([], after);
        return;
      }
      let data: Uint8Array | undefined;
      try {
        data = await readBase(basePath);
      } catch (error) {
        doc.diffError = `reading the base version failed: ${errorMessage(error)}`;
        return;
      }
      if (data === undefined) {
        // Not in the base version after all (the base branch moved): every element is new.
        doc.diff = diffElements([], after);
        return;
      }
      try {
        const before = await partitionBase({ data, filename: basename(basePath) });
        doc.diff = diffElements(before, after);
      } catch (error) {
        doc.diffError = `the base version could not be partitioned: ${errorMessage(error)}`;
      }
    });
  }

  const report: PartitionReport = {
    documents,
    removed: chosenChanges.removed,
    engine: options.apiUrl ? "server" : "embedded",
    selection:
      options.selection ??
      (options.changedOnly ? "Documents the event changed" : "All documents matching `files`"),
    totals: totalsOf(documents),
  };
  const indexPath = join(outDir, INDEX_FILE);
  await writeFile(indexPath, `${JSON.stringify(indexOf(report), null, 2)}\n`);
  let htmlReportPath: string | undefined;
  if (options.htmlReport !== false) {
    htmlReportPath = join(outDir, HTML_REPORT_FILE);
    const elements = await elementsForReport(report, outDir, elementsOf);
    await writeFile(htmlReportPath, renderHtmlReport(report, elements, { maxElements: REPORT_MAX_ELEMENTS }));
  }
  return {
    report,
    outDir,
    indexPath,
    htmlReportPath,
    changes: [...chosenChanges.partition, ...chosenChanges.removed].sort((a, b) =>
      a.path < b.path ? -1 : a.path > b.path ? 1 : 0,
    ),
    ignoredParams: options.params.ignored,
    unmatchedPatterns: unmatched,
  };
}

const REPORT_MAX_ELEMENTS = 20_000;

/** The base versions go through the cache too: the base of a pull request is mostly what main had. */
function cachedPartitioner(
  partitioner: DocumentPartitioner,
  options: PartitionModeOptions,
  log: (line: string) => void,
): DocumentPartitioner {
  // With split_pdf_allow_failed a base version may come back with pages missing, which no later run
  // should take for the document's elements; the base versions are then not cached.
  if (!options.cache || options.params.params.split_pdf_allow_failed === true) {
    return partitioner;
  }
  const cache = new RunCache(options.cache, { params: options.params, apiUrl: options.apiUrl }, (message) =>
    log(`warning: ${message}`),
  );
  return async (document) => {
    const entry = cache.entry(document.data, document.filename);
    const hit = await entry.read();
    if (hit) return hit;
    const elements = await partitioner(document);
    await entry.write(elements);
    return elements;
  };
}

/** The elements report.html shows: kept in memory, or read back from the JSON outputs, up to a limit. */
async function elementsForReport(
  report: PartitionReport,
  outDir: string,
  kept: ReadonlyMap<string, Element[]>,
): Promise<Map<string, Element[]>> {
  const elements = new Map<string, Element[]>();
  let total = 0;
  for (const doc of report.documents) {
    if (!doc.ok || total >= REPORT_MAX_ELEMENTS) continue;
    let list = kept.get(doc.path);
    if (!list && doc.output?.endsWith(".json")) {
      try {
        list = JSON.parse(await readFile(join(outDir, doc.output), "utf8")) as Element[];
      } catch {
        list = undefined;
      }
    }
    if (list) {
      elements.set(doc.path, list);
      total += list.length;
    }
  }
  return elements;
}

/** index.json: what was partitioned, where each output is, and the totals. */
export function indexOf(report: PartitionReport) {
  return {
    docflow: DOCFLOW_VERSION,
    engine: report.engine,
    selection: report.selection,
    totals: { ...report.totals, ms: Math.round(report.totals.ms) },
    documents: report.documents.map((doc) => ({
      path: doc.path,
      ...(doc.change ? { change: doc.change } : {}),
      ...(doc.previousPath ? { previous_path: doc.previousPath } : {}),
      status: doc.ok ? "ok" : "failed",
      ...(doc.error ? { error: doc.error } : {}),
      ...(doc.output ? { output: doc.output } : {}),
      ...(doc.cached ? { cached: true } : {}),
      ...(doc.missingPages ? { missing_pages: doc.missingPages } : {}),
      elements: doc.elements,
      ...(doc.pages !== undefined ? { pages: doc.pages } : {}),
      types: doc.types,
      ms: Math.round(doc.ms),
      ...(doc.diff
        ? {
            diff: {
              added: doc.diff.changes.filter((c) => c.kind === "added").length,
              removed: doc.diff.changes.filter((c) => c.kind === "removed").length,
              changed: doc.diff.changes.filter((c) => c.kind === "changed").length,
              unchanged: doc.diff.unchanged,
            },
          }
        : {}),
    })),
    removed: report.removed.map((change) => change.path),
  };
}
