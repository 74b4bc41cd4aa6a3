// One document's element-level changes as a collapsed markdown section: a one-line summary, then the
// changes grouped by the section they belong to, as a `diff` code block (red for what went, green for
// what came). Element text only ever appears inside the code block, where GitHub shows it literally.
import { countChanges, type DiffElement, type ElementChange } from "./diff.js";
import { clip, clipAroundChange, code, escapeInline, fencedBlock, oneLine, plural } from "./markdown.js";
import type { DocumentReport } from "./report.js";

export interface DiffRenderOptions {
  /** Changes shown per document; the rest are counted. */
  maxChanges?: number;
  /** Characters of an element's text shown. */
  maxText?: number;
}

function label(element: DiffElement): string {
  return element.page !== undefined ? `[${element.type}, p. ${element.page}]` : `[${element.type}]`;
}

function lines(sign: "+" | "-", element: DiffElement, text: string, maxText: number): string {
  return `${sign} ${label(element)} ${oneLine(clip(text, maxText)) || "(no text)"}`;
}

function changeLines(change: ElementChange, maxText: number): string[] {
  switch (change.kind) {
    case "added":
      return [lines("+", change.after, change.after.text, maxText)];
    case "removed":
      return [lines("-", change.before, change.before.text, maxText)];
    case "changed": {
      const [was, now] =
        change.before.text === change.after.text
          ? [change.before.text, change.after.text]
          : clipAroundChange(change.before.text, change.after.text, Math.floor(maxText / 3));
      return [lines("-", change.before, was, maxText), lines("+", change.after, now, maxText)];
    }
  }
}

/** The one-line description of a document's change: `2 changed, 1 added · 14 → 15 elements`. */
export function diffHeadline(doc: DocumentReport): string {
  if (!doc.diff) return "";
  const counts = countChanges(doc.diff);
  const parts = [
    counts.changed ? `${counts.changed} changed` : "",
    counts.added ? `${counts.added} added` : "",
    counts.removed ? `${counts.removed} removed` : "",
  ].filter(Boolean);
  const what = parts.length ? parts.join(", ") : "no element changed";
  return `${what} · ${doc.diff.before} → ${plural(doc.diff.after, "element")}`;
}

function changeLabel(doc: DocumentReport): string {
  if (doc.previousPath) return `renamed from ${code(doc.previousPath)}`;
  if (doc.change === "added") return "new document";
  return doc.change ?? "partitioned";
}

/** A `<details>` section for one document with a diff, or undefined when it has none to show. */
export function renderDocumentDiff(doc: DocumentReport, options: DiffRenderOptions = {}): string | undefined {
  const maxChanges = options.maxChanges ?? 60;
  const maxText = options.maxText ?? 300;
  const summary = `${code(doc.path)} · ${changeLabel(doc)}`;
  if (!doc.ok) {
    return `<details>\n<summary>${summary} · ❌ could not be partitioned</summary>\n\n${code(clip(doc.error ?? "", 500))}\n\n</details>`;
  }
  if (doc.diffError) {
    return `<details>\n<summary>${summary} · no diff</summary>\n\nThe base version could not be compared: ${code(clip(doc.diffError, 500))}\n\n</details>`;
  }
  const diff = doc.diff;
  if (!diff) return undefined;
  const head = `<details>\n<summary>${summary} · ${escapeInline(diffHeadline(doc))}</summary>\n\n`;
  if (diff.changes.length === 0) {
    return `${head}The text and types of its elements are the same as in the base version.\n\n</details>`;
  }
  const body: string[] = [];
  let section: string | undefined | null = null;
  const shown = diff.changes.slice(0, maxChanges);
  for (const change of shown) {
    if (change.section !== section) {
      section = change.section;
      body.push(`@@ ${section ? oneLine(clip(section, 100)) : "(before the first title)"} @@`);
    }
    body.push(...changeLines(change, maxText));
  }
  const notes: string[] = [];
  if (diff.changes.length > shown.length) {
    notes.push(
      `… and ${plural(diff.changes.length - shown.length, "more change")}; the full elements are in the output files.`,
    );
  }
  if (diff.approximate) {
    notes.push("The versions differ too much to align every element; changed elements were paired in order.");
  }
  const tail = notes.length ? `\n\n${notes.map((n) => escapeInline(n)).join("<br>\n")}` : "";
  return `${head}${fencedBlock(body.join("\n"), "diff")}${tail}\n\n</details>`;
}

/**
 * The diff section, as long as it fits in `maxChars`: fewer changes are shown until it does. Undefined
 * when not even a bare section fits.
 */
export function renderDocumentDiffWithin(
  doc: DocumentReport,
  maxChars: number,
  options: DiffRenderOptions = {},
): string | undefined {
  let maxChanges = options.maxChanges ?? 60;
  for (;;) {
    const text = renderDocumentDiff(doc, { ...options, maxChanges });
    if (text === undefined || text.length <= maxChars) return text;
    if (maxChanges === 0) return undefined;
    maxChanges = Math.floor(maxChanges / 2);
  }
}
