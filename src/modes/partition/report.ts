// The outcome of a partition run, as the summary, the pull request comment and index.json see it.
import type { ChangeStatus, DocumentChange } from "./changes.js";
import type { DocumentDiff } from "./diff.js";

export interface DocumentReport {
  /** Workspace-relative path. */
  path: string;
  /** How the triggering event changed the document, when the run knows it. */
  change?: ChangeStatus | undefined;
  /** For a renamed or copied document: its path in the base version. */
  previousPath?: string | undefined;
  ok: boolean;
  error?: string | undefined;
  elements: number;
  pages?: number | undefined;
  types: Record<string, number>;
  ms: number;
  /** The output file, relative to the output directory. */
  output?: string | undefined;
  /** Element-level changes against the base version (pull requests). */
  diff?: DocumentDiff | undefined;
  /** Why no diff could be made although one was wanted. */
  diffError?: string | undefined;
  /** The elements came from the cache of an earlier run. */
  cached?: boolean | undefined;
  /** Pages whose batch failed under `split_pdf_allow_failed`, e.g. `pages 5-6`: the elements lack them. */
  missingPages?: string | undefined;
}

export interface PartitionReport {
  documents: DocumentReport[];
  /** Documents the event deleted (or renamed away): listed, not partitioned. */
  removed: DocumentChange[];
  engine: "embedded" | "server";
  /** How documents were chosen, for a person: "all files matching the patterns", "pull request #4 ...". */
  selection: string;
  totals: { documents: number; processed: number; failed: number; elements: number; ms: number };
}

export function totalsOf(documents: readonly DocumentReport[]): PartitionReport["totals"] {
  let processed = 0;
  let failed = 0;
  let elements = 0;
  let ms = 0;
  for (const doc of documents) {
    if (doc.ok) processed++;
    else failed++;
    elements += doc.elements;
    ms += doc.ms;
  }
  return { documents: documents.length, processed, failed, elements, ms };
}

/** `Title 3 · NarrativeText 12`, most frequent first. */
export function formatTypes(types: Record<string, number>): string {
  return Object.entries(types)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([type, count]) => `${type} ${count}`)
    .join(" · ");
}
