// report.html: one self-contained page (no scripts, no external resources) listing each document's
// elements — type, page, text, and tables rendered from `text_as_html` — filterable by element type
// with checkboxes that work through CSS alone. Documents whose elements carry coordinates (PDFs, images)
// also get their pages drawn, with a box for each element (page-boxes.ts). Everything from a document (file names, text, table
// HTML) is untrusted: text is escaped, and table HTML is rebuilt from an allowlist of table tags.
import { Parser } from "htmlparser2";
import type { Element } from "../../contract/element.js";
import { formatDuration, plural } from "./markdown.js";
import { boxColourCss, pagesWithBoxes, renderPageSvg } from "./page-boxes.js";
import { formatTypes, type PartitionReport } from "./report.js";

export const HTML_REPORT_FILE = "report.html";

export interface HtmlReportOptions {
  /** Elements shown across all documents; the rest are counted. Default 20,000. */
  maxElements?: number;
  /** Characters of an element's text shown. Default 4,000. */
  maxText?: number;
  /** Pages drawn with element boxes, per document. Default 50. */
  maxPages?: number;
  generatedAt?: Date;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const TABLE_TAGS = new Set(["table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td"]);
const VOID_TAGS = new Set(["br"]);

/** A table's HTML rebuilt from table tags, `colspan`/`rowspan` and escaped text; nothing else survives. */
export function sanitizeTableHtml(html: string): string {
  let out = "";
  const open: string[] = [];
  let skipDepth = 0;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (skipDepth > 0 || name === "script" || name === "style") {
          skipDepth++;
          return;
        }
        if (VOID_TAGS.has(name)) {
          out += "<br>";
          return;
        }
        if (!TABLE_TAGS.has(name)) return;
        const attrs = ["colspan", "rowspan"]
          .filter((a) => /^\d{1,4}$/.test(attribs[a] ?? ""))
          .map((a) => ` ${a}="${attribs[a]}"`)
          .join("");
        out += `<${name}${attrs}>`;
        open.push(name);
      },
      ontext(text) {
        if (skipDepth === 0) out += escapeHtml(text);
      },
      onclosetag(name) {
        if (skipDepth > 0) {
          skipDepth--;
          return;
        }
        if (!TABLE_TAGS.has(name)) return;
        const at = open.lastIndexOf(name);
        if (at === -1) return;
        while (open.length > at) out += `</${open.pop()}>`;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  while (open.length) out += `</${open.pop()}>`;
  return out;
}

const STYLE = `
:root { color-scheme: light dark; --line: #8884; --muted: #888; }
body { font: 14px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 1200px; padding: 1rem 1.5rem 4rem; }
h1 { font-size: 1.4rem; } h2 { font-size: 1.1rem; margin-top: 2rem; }
.filters { position: sticky; top: 0; background: Canvas; border: 1px solid var(--line); padding: .5rem .75rem; z-index: 1; }
.filters label { display: inline-block; margin-right: 1rem; white-space: nowrap; }
table.elements { border-collapse: collapse; width: 100%; }
table.elements > * > tr > * { border-top: 1px solid var(--line); padding: .3rem .5rem; text-align: left; vertical-align: top; }
td.n, td.p { color: var(--muted); white-space: nowrap; } td.t { white-space: nowrap; font-weight: 600; }
.text { white-space: pre-wrap; overflow-wrap: anywhere; }
.table table { border-collapse: collapse; margin: .25rem 0; } .table td, .table th { border: 1px solid var(--line); padding: .15rem .4rem; }
.failed { color: #c33; } .muted { color: var(--muted); }
.pages { display: flex; flex-wrap: wrap; gap: .75rem; margin: .5rem 0 1rem; }
figure.page { margin: 0; width: 260px; } figure.page svg { width: 100%; height: auto; display: block; }
figure.page figcaption { color: var(--muted); font-size: .85em; }
.page-outline { fill: Canvas; stroke: var(--muted); }
.box:hover { stroke-width: 3; } tr:target { outline: 2px solid Highlight; }
`;

/** The report page. `elements` holds the elements of the documents whose outputs could be read. */
export function renderHtmlReport(
  report: PartitionReport,
  elements: ReadonlyMap<string, readonly Element[]>,
  options: HtmlReportOptions = {},
): string {
  const maxElements = options.maxElements ?? 20_000;
  const maxText = options.maxText ?? 4_000;
  // One filter per element type present, identified by its position (type names are untrusted).
  const typeIndex = new Map<string, number>();
  const typeCounts = new Map<string, number>();
  for (const list of elements.values()) {
    for (const element of list) {
      if (!typeIndex.has(element.type)) typeIndex.set(element.type, typeIndex.size);
      typeCounts.set(element.type, (typeCounts.get(element.type) ?? 0) + 1);
    }
  }
  const filterCss = [...typeIndex.values()]
    .map(
      (i) =>
        `body:has(#type-${i}:not(:checked)) tr.type-${i} { display: none; }\nbody:has(#type-${i}:not(:checked)) .box.type-${i} { display: none; }`,
    )
    .join("\n");
  const maxPages = options.maxPages ?? 50;
  const filters = [...typeIndex]
    .map(
      ([type, i]) =>
        `<label><input type="checkbox" id="type-${i}" checked> ${escapeHtml(type)} <span class="muted">(${typeCounts.get(type)})</span></label>`,
    )
    .join("\n");

  let shown = 0;
  let hidden = 0;
  const sections = report.documents.map((doc, d) => {
    const status = doc.ok
      ? `${plural(doc.elements, "element")}${doc.pages ? ` · ${plural(doc.pages, "page")}` : ""} · ${escapeHtml(formatTypes(doc.types))} · ${formatDuration(doc.ms)}`
      : `<span class="failed">could not be partitioned: ${escapeHtml(doc.error ?? "")}</span>`;
    const list = elements.get(doc.path);
    let body = "";
    const rowId = (n: number) => `element-${d}-${n + 1}`;
    let drawing = "";
    if (list) {
      const { pages, pagesLeftOut } = pagesWithBoxes(list, (type) => typeIndex.get(type) ?? 0, {
        pages: maxPages,
        elements: Math.max(0, maxElements - shown),
      });
      if (pages.length) {
        drawing = `<div class="pages">${pages.map((page) => renderPageSvg(page, escapeHtml, rowId)).join("\n")}</div>${pagesLeftOut ? `<p class="muted">${plural(pagesLeftOut, "more page")} not drawn.</p>` : ""}\n`;
      }
    }
    if (doc.ok && !list)
      body = `<p class="muted">Its elements are in ${escapeHtml(doc.output ?? "its output file")}.</p>`;
    if (list) {
      const rows: string[] = [];
      for (const [n, element] of list.entries()) {
        if (shown >= maxElements) {
          hidden += list.length - n;
          break;
        }
        shown++;
        const html = element.metadata?.text_as_html;
        const text = element.text ?? "";
        const content =
          typeof html === "string" && html.trim()
            ? `<div class="table">${sanitizeTableHtml(html)}</div>`
            : `<div class="text">${escapeHtml(text.length > maxText ? `${text.slice(0, maxText)}…` : text)}</div>`;
        const page = element.metadata?.page_number;
        rows.push(
          `<tr class="type-${typeIndex.get(element.type)}" id="${rowId(n)}"><td class="n">${n + 1}</td><td class="t">${escapeHtml(element.type)}</td><td class="p">${typeof page === "number" ? page : ""}</td><td>${content}</td></tr>`,
        );
      }
      body = `${drawing}<table class="elements"><thead><tr><th>#</th><th>Type</th><th>Page</th><th>Text</th></tr></thead><tbody>\n${rows.join("\n")}\n</tbody></table>`;
    }
    const change = doc.previousPath
      ? ` <span class="muted">(renamed from <code>${escapeHtml(doc.previousPath)}</code>)</span>`
      : doc.change
        ? ` <span class="muted">(${doc.change})</span>`
        : "";
    return `<section class="document" id="document-${d}">\n<h2><code>${escapeHtml(doc.path)}</code>${change}</h2>\n<p>${status}</p>\n${body}\n</section>`;
  });
  const t = report.totals;
  const removed = report.removed.length
    ? `<p>Removed: ${report.removed.map((r) => `<code>${escapeHtml(r.path)}</code>`).join(", ")}</p>`
    : "";
  const more = hidden
    ? `<p class="muted">${plural(hidden, "more element")} not shown here; they are in the output files.</p>`
    : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>docflow · partition report</title>
<style>${STYLE}
${boxColourCss(typeIndex.size)}
${filterCss}
</style>
</head>
<body>
<h1>docflow · partition report</h1>
<p>${plural(t.processed, "document")} partitioned${t.failed ? `, <span class="failed">${t.failed} failed</span>` : ""} · ${plural(t.elements, "element")} · ${escapeHtml(report.selection)}${options.generatedAt ? ` · ${escapeHtml(options.generatedAt.toISOString())}` : ""}</p>
${removed}
${typeIndex.size ? `<fieldset class="filters"><legend>Show element types</legend>\n${filters}\n</fieldset>` : ""}
${sections.join("\n")}
${more}
</body>
</html>
`;
}
