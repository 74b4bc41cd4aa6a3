// The step summary: one table row per document and a total, then what changed in each document (on a
// pull request). GitHub drops a summary over 1 MiB, so rows and sections are added while they fit and
// a note points at the artifact for the rest.
import { code, escapeInline, formatDuration, plural } from "./markdown.js";
import { renderDocumentDiffWithin } from "./render-diff.js";
import { type DocumentReport, formatTypes, type PartitionReport } from "./report.js";

/** GitHub's limit is 1 MiB per step; stay clearly below it (content just under it can be dropped). */
export const SUMMARY_MAX_BYTES = 1_000_000;

export interface SummaryOptions {
  /** Where the full results are, for the overflow note: the artifact's name, or the output directory. */
  resultsLocation?: string | undefined;
  maxBytes?: number | undefined;
}

const bytes = (text: string) => Buffer.byteLength(text, "utf8");

function statusCell(doc: DocumentReport): string {
  if (!doc.ok) return `❌ failed: ${code(doc.error ?? "unknown error")}`;
  const notes = [
    doc.cached ? "cached" : "",
    doc.missingPages ? `⚠️ ${escapeInline(doc.missingPages)} missing` : "",
  ].filter(Boolean);
  const suffix = notes.length ? ` (${notes.join(", ")})` : "";
  if (doc.previousPath) return `✅ renamed from ${code(doc.previousPath)}${suffix}`;
  return (doc.change ? `✅ ${doc.change}` : "✅") + suffix;
}

function row(doc: DocumentReport): string {
  const cells = [
    code(doc.path),
    statusCell(doc),
    doc.pages === undefined ? "" : String(doc.pages),
    doc.ok ? String(doc.elements) : "",
    escapeInline(formatTypes(doc.types)),
    formatDuration(doc.ms),
  ];
  return `<tr>${cells.map((cell, i) => (i >= 2 && i !== 4 ? `<td align="right">${cell}</td>` : `<td>${cell}</td>`)).join("")}</tr>`;
}

export function headline(report: PartitionReport, withTime = true): string {
  const t = report.totals;
  const parts = [
    `**${plural(t.processed, "document")} partitioned**`,
    t.failed ? `**${t.failed} failed**` : "",
    plural(t.elements, "element"),
    report.removed.length ? `${report.removed.length} removed` : "",
    withTime ? `${formatDuration(t.ms)} of work` : "",
  ].filter(Boolean);
  return parts.join(" · ");
}

export function renderSummary(report: PartitionReport, options: SummaryOptions = {}): string {
  const maxBytes = options.maxBytes ?? SUMMARY_MAX_BYTES;
  const where = options.resultsLocation ? ` in ${code(options.resultsLocation)}` : "";
  const intro = [
    "## docflow · partition",
    "",
    headline(report),
    "",
    `${escapeInline(report.selection)}; ${report.engine === "embedded" ? "embedded engine" : "Partition endpoint"}.`,
    "",
    "",
  ].join("\n");
  const tableHead =
    "<table>\n<thead><tr><th>Document</th><th>Status</th><th>Pages</th><th>Elements</th><th>Element types</th><th>Time</th></tr></thead>\n<tbody>";
  const t = report.totals;
  const total = `<tr><td><b>Total</b> (${plural(t.documents, "document")})</td><td>${t.failed ? `${t.failed} failed` : "all partitioned"}</td><td></td><td align="right"><b>${t.elements}</b></td><td></td><td align="right">${formatDuration(t.ms)}</td></tr>`;
  const tableEnd = "</tbody>\n</table>\n";
  const removed = report.removed.length
    ? `\n**Removed** (not partitioned): ${report.removed.map((r) => code(r.path)).join(", ")}\n`
    : "";
  const overflowNote = (hidden: number, what: string) =>
    `\n> [!NOTE]\n> ${plural(hidden, what)} not shown: the step summary is limited to 1 MiB. The full results are${where || " in the output directory"} (\`index.json\`).\n`;
  // Room kept for the closing parts and the notes.
  const reserve = bytes(total + tableEnd) + 600;

  let out = intro + (report.documents.length ? `${tableHead}\n` : "No documents were chosen.\n");
  // Sizes are kept as running totals: measuring the whole summary per row made thousands of rows quadratic.
  const rowRoom = maxBytes - reserve - bytes(removed);
  let outBytes = bytes(out);
  let shownRows = 0;
  for (const doc of report.documents) {
    const line = `${row(doc)}\n`;
    const lineBytes = bytes(line);
    if (outBytes + lineBytes > rowRoom) break;
    out += line;
    outBytes += lineBytes;
    shownRows++;
  }
  if (report.documents.length) out += `${total}\n${tableEnd}`;
  if (shownRows < report.documents.length)
    out += overflowNote(report.documents.length - shownRows, "document row");
  if (bytes(out) + bytes(removed) + 600 <= maxBytes) out += removed;

  const withDiffs = report.documents.filter((doc) => doc.diff || doc.diffError);
  if (withDiffs.length) {
    let sections = "\n### What changed in the documents\n\n";
    let usedBytes = bytes(out) + bytes(sections);
    let shown = 0;
    for (const doc of withDiffs) {
      const room = maxBytes - usedBytes - 600;
      // Characters can take up to 4 bytes; leave room for that.
      const section = room > 0 ? renderDocumentDiffWithin(doc, Math.floor(room / 4)) : undefined;
      if (!section) break;
      sections += `${section}\n\n`;
      usedBytes += bytes(`${section}\n\n`);
      shown++;
    }
    out += sections;
    if (shown < withDiffs.length) out += overflowNote(withDiffs.length - shown, "document diff");
  }
  return out;
}
