// The pull request comment: what the pull request does to the content of each document it changes.
// One comment per workflow and job, recognised by a hidden, versioned marker in its first line, so a
// later run updates it instead of adding another. GitHub refuses comments over 65,536 characters, so
// document sections are added while they fit and the rest are counted in a note.
import { code, escapeInline, plural } from "./markdown.js";
import { diffHeadline, renderDocumentDiffWithin } from "./render-diff.js";
import type { DocumentReport, PartitionReport } from "./report.js";
import { headline } from "./summary.js";

export const COMMENT_MAX_CHARS = 65_536;
const MARKER_PREFIX = "<!-- docflow:partition v1 ";

/** Which comment is ours: one per workflow and job. */
export interface CommentIdentity {
  workflow: string;
  job: string;
}

/** JSON that cannot end the HTML comment it sits in. */
function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

export function commentMarker(identity: CommentIdentity): string {
  return `${MARKER_PREFIX}${safeJson({ workflow: identity.workflow, job: identity.job })} -->`;
}

/** The identity in a comment's marker, or undefined when the comment has no (valid) marker of ours. */
export function parseCommentMarker(body: string): CommentIdentity | undefined {
  if (!body.startsWith(MARKER_PREFIX)) return undefined;
  const end = body.indexOf(" -->", MARKER_PREFIX.length);
  if (end === -1) return undefined;
  try {
    const value: unknown = JSON.parse(body.slice(MARKER_PREFIX.length, end));
    if (
      value &&
      typeof value === "object" &&
      typeof (value as CommentIdentity).workflow === "string" &&
      typeof (value as CommentIdentity).job === "string"
    ) {
      return { workflow: (value as CommentIdentity).workflow, job: (value as CommentIdentity).job };
    }
  } catch {
    // Not our marker after all.
  }
  return undefined;
}

export function isCommentFor(body: string, identity: CommentIdentity): boolean {
  const found = parseCommentMarker(body);
  return found !== undefined && found.workflow === identity.workflow && found.job === identity.job;
}

export interface CommentOptions {
  identity: CommentIdentity;
  /** Link to the workflow run, shown in the footer. */
  runUrl?: string | undefined;
  /** Name of the artifact holding the outputs, when one was uploaded. */
  artifactName?: string | undefined;
  /** The head commit the comment describes. */
  sha?: string | undefined;
  maxChars?: number | undefined;
}

function tableRow(doc: DocumentReport): string {
  const change = doc.previousPath
    ? `renamed from ${code(doc.previousPath)}`
    : doc.change === "added"
      ? "new"
      : (doc.change ?? "");
  const result = doc.ok
    ? doc.diff
      ? escapeInline(diffHeadline(doc))
      : plural(doc.elements, "element")
    : "❌ failed";
  return `| ${code(doc.path)} | ${change} | ${result} |`;
}

export function renderComment(report: PartitionReport, options: CommentOptions): string {
  const maxChars = options.maxChars ?? COMMENT_MAX_CHARS;
  const header = [
    commentMarker(options.identity),
    "### 📄 docflow · what this pull request changes in its documents",
    "",
    // No timings: a comment that only changes when the documents do.
    headline(report, false),
    "",
    "",
  ].join("\n");

  const footerParts: string[] = [];
  if (options.sha) footerParts.push(`At ${code(options.sha.slice(0, 12))}`);
  if (options.runUrl) {
    const artifact = options.artifactName ? ` in the artifact ${code(options.artifactName)}` : "";
    footerParts.push(`all elements${artifact} of [the workflow run](${encodeURI(options.runUrl)})`);
  }
  const footer = footerParts.length ? `\n<sub>${footerParts.join(" · ")}.</sub>\n` : "";

  // The comment is about what the pull request changed: unchanged documents (partitioned because
  // changed-only is off) are in the step summary only.
  const documents = report.documents.filter((doc) => doc.change !== undefined || !doc.ok);
  const removed = report.removed.length
    ? `\n**Removed:** ${report.removed.map((r) => code(r.path)).join(", ")}\n`
    : "";
  const note = (text: string) => `\n> [!NOTE]\n> ${text}\n`;
  const reserve = footer.length + 400;

  let out = header;
  if (documents.length === 0 && report.removed.length === 0) {
    out += "No document matching `files` changed.\n";
  } else if (documents.length > 0) {
    out += "| Document | Change | Elements |\n|---|---|---|\n";
    let rows = 0;
    for (const doc of documents) {
      const line = `${tableRow(doc)}\n`;
      if (out.length + line.length + removed.length + reserve > maxChars / 2) break;
      out += line;
      rows++;
    }
    if (rows < documents.length) out += `| … ${plural(documents.length - rows, "more document")} | | |\n`;
  }
  if (out.length + removed.length + reserve <= maxChars) out += removed;

  const sections = documents.filter((doc) => doc.diff || doc.diffError || !doc.ok);
  if (sections.length) {
    out += "\n";
    let shown = 0;
    for (const doc of sections) {
      const room = maxChars - out.length - reserve;
      const section = room > 0 ? renderDocumentDiffWithin(doc, room) : undefined;
      if (!section) break;
      out += `${section}\n\n`;
      shown++;
    }
    if (shown < sections.length) {
      out += note(
        `${plural(sections.length - shown, "more document")} not shown: a comment holds at most 65,536 characters. The step summary and the artifact have them all.`,
      );
    }
  }
  out += footer;
  return out.length <= maxChars ? out : `${out.slice(0, maxChars - 40)}\n\n_(comment truncated)_\n`;
}
