// reStructuredText. The reference converts it to HTML with pandoc and partitions that HTML; we have no pandoc,
// so this module converts the constructs that carry text to HTML itself and hands the markup to the HTML
// partitioner. Going through HTML (rather than straight to drafts) keeps one set of rules for what becomes
// a Title, ListItem, CodeSnippet or Table, for list depth, emphasis and link metadata and for text_as_html,
// exactly as for pandoc's output.
// Converted: section titles (levels by the order adornment styles first appear), paragraphs, bullet and
// enumerated lists, block quotes, literal blocks (`::`), code / sourcecode / code-block / parsed-literal
// directives, doctest blocks, line blocks, simple and grid tables, list-table and csv-table, admonitions,
// raw html; inline emphasis, strong, literals, hyperlink references and targets, substitutions, bare URLs.
// Dropped as in the reference's output: definition and field lists (pandoc writes them as <dl>, which the
// HTML partitioner drops), comments, images and figures. Never read: include and literalinclude (no file
// access). Footnotes and citations are left out.

import type { Draft, FormatContext } from "../core/types.js";
import { decodeTextDocument } from "../io/text.js";
import { indentOf } from "../text/indent.js";
import { escapeHtml, htmlToDrafts } from "./html.js";

/** Nesting (lists in block quotes in list items, ...) followed before the rest is read as plain text. */
const MAX_DEPTH = 24;
/** Longest text whose inline markup is interpreted. */
const MAX_INLINE_TEXT = 20_000;

const ADORNMENT = /^([!-/:-@[-`{-~])\1+$/;
const BULLET = /^([-*+\u2022\u2023\u2043])( +|$)/;
const ENUMERATOR = /^(?:\((\d+|#|[A-Za-z]|[ivxlcdmIVXLCDM]+)\)|(\d+|#|[A-Za-z]|[ivxlcdmIVXLCDM]+)[.)])( +|$)/;
const SIMPLE_TABLE_BORDER = /^=+(?: +=+)*$/;
const GRID_TABLE_BORDER = /^\+(?:[-=]+\+)+$/;
const FIELD = /^:([^:\s][^:]*?):(?:\s|$)/;
const DIRECTIVE = /^\.\.\s+([\w:+.-]+?)::(?:\s+(.*))?$/;

const ADMONITIONS: Record<string, string> = {
  attention: "Attention",
  caution: "Caution",
  danger: "Danger",
  error: "Error",
  hint: "Hint",
  important: "Important",
  note: "Note",
  tip: "Tip",
  warning: "Warning",
  seealso: "See also",
};
const CODE_DIRECTIVES = new Set(["code", "code-block", "sourcecode", "parsed-literal"]);
const QUOTE_DIRECTIVES = new Set(["epigraph", "highlights", "pull-quote"]);
const SKIPPED_DIRECTIVES = new Set([
  "image",
  "figure",
  "include",
  "literalinclude",
  "toctree",
  "contents",
  "sectnum",
  "section-numbering",
  "meta",
  "index",
  "highlight",
  "default-role",
  "role",
  "title",
  "header",
  "footer",
  "target-notes",
  "only",
  "ifconfig",
  "unicode",
  "date",
  "replace",
]);

function expandTabs(line: string): string {
  if (!line.includes("\t")) return line;
  let out = "";
  for (const c of line) out += c === "\t" ? " ".repeat(8 - (out.length % 8)) : c;
  return out;
}

function dedent(lines: string[]): string[] {
  let min = Number.POSITIVE_INFINITY;
  for (const line of lines) if (line) min = Math.min(min, indentOf(line));
  if (!Number.isFinite(min) || min === 0) return lines;
  return lines.map((line) => line.slice(min));
}

/** Lines from `start` that are blank or indented at least `minIndent`; trailing blank lines left out. */
function indentedBlock(lines: string[], start: number, minIndent = 1): { lines: string[]; end: number } {
  let end = start;
  let last = start;
  while (end < lines.length) {
    const line = lines[end] as string;
    if (line !== "") {
      if (indentOf(line) < minIndent) break;
      last = end + 1;
    }
    end++;
  }
  return { lines: dedent(lines.slice(start, last)), end: last };
}

function targetName(name: string): string {
  return name.replace(/^`|`$/g, "").trim().replace(/\s+/g, " ").toLowerCase();
}

class RstConverter {
  readonly #out: string[] = [];
  readonly #styles: string[] = [];
  readonly #targets = new Map<string, string>();
  readonly #anonymous: string[] = [];
  readonly #substitutions = new Map<string, string>();

  convert(lines: string[]): string {
    this.#collectTargets(lines);
    this.#blocks(lines, 0);
    return this.#out.join("\n");
  }

  /** Hyperlink targets and substitutions are defined anywhere and used anywhere: read them first. */
  #collectTargets(lines: string[]): void {
    for (const line of lines) {
      const trimmed = line.trim();
      if (!trimmed.startsWith("..") && !trimmed.startsWith("__ ")) continue;
      const named = /^\.\.\s+_(`[^`]+`|[^:]+):\s*(\S*)/.exec(trimmed);
      if (named) {
        const url = named[2] as string;
        if (named[1] === "_") this.#anonymous.push(url);
        else if (url) this.#targets.set(targetName(named[1] as string), url);
        continue;
      }
      const anonymous = /^(?:\.\.\s+__:|__)\s+(\S+)/.exec(trimmed);
      if (anonymous) {
        this.#anonymous.push(anonymous[1] as string);
        continue;
      }
      const replace = /^\.\.\s+\|([^|]+)\|\s+replace::\s*(.*)$/.exec(trimmed);
      if (replace) this.#substitutions.set(replace[1] as string, replace[2] as string);
    }
  }

  /**
   * Converts a run of body elements. `plainFirst`: a list item's first paragraph is written without <p>,
   * as pandoc writes tight list items, so it stays the item's own text.
   */
  #blocks(lines: string[], depth: number, plainFirst = false): void {
    const out = this.#out;
    let plain = plainFirst;
    let i = 0;
    while (i < lines.length) {
      const line = lines[i] as string;
      if (line === "") {
        i++;
        continue;
      }
      if (depth >= MAX_DEPTH) {
        out.push(`<p>${escapeHtml(line.trim())}</p>`);
        i++;
        continue;
      }
      const asPlain = plain;
      plain = false;
      if (indentOf(line) > 0) {
        const block = indentedBlock(lines, i);
        out.push("<blockquote>");
        this.#blocks(block.lines, depth + 1);
        out.push("</blockquote>");
        i = block.end;
        continue;
      }
      if (line === ".." || line.startsWith(".. ")) {
        i = this.#explicit(lines, i, depth);
        continue;
      }
      const next =
        (depth === 0 ? this.#sectionTitle(lines, i) : undefined) ??
        this.#simpleTable(lines, i) ??
        this.#gridTable(lines, i) ??
        this.#transition(lines, i) ??
        this.#list(lines, i, depth) ??
        this.#lineBlock(lines, i) ??
        this.#fieldList(lines, i) ??
        this.#doctest(lines, i) ??
        this.#paragraph(lines, i, asPlain);
      i = next;
    }
  }

  #sectionTitle(lines: string[], i: number): number | undefined {
    const line = lines[i] as string;
    if (ADORNMENT.test(line)) {
      const text = lines[i + 1];
      const under = lines[i + 2];
      if (
        text?.trim() &&
        !ADORNMENT.test(text) &&
        under !== undefined &&
        under[0] === line[0] &&
        ADORNMENT.test(under)
      ) {
        this.#title(`over${line[0]}`, text.trim());
        return i + 3;
      }
      return undefined;
    }
    const under = lines[i + 1];
    if (under === undefined || !ADORNMENT.test(under)) return undefined;
    if (under.length < line.trimEnd().length && under.length < 4) return undefined;
    this.#title(`under${under[0]}`, line.trim());
    return i + 2;
  }

  #title(style: string, text: string): void {
    let level = this.#styles.indexOf(style);
    if (level < 0) level = this.#styles.push(style) - 1;
    const tag = `h${Math.min(level + 1, 6)}`;
    this.#out.push(`<${tag}>${this.#inline(text)}</${tag}>`);
  }

  #transition(lines: string[], i: number): number | undefined {
    const line = lines[i] as string;
    return ADORNMENT.test(line) && line.length >= 4 ? i + 1 : undefined;
  }

  /** `..` blocks: directives, comments, targets, substitution definitions, footnotes. */
  #explicit(lines: string[], i: number, depth: number): number {
    const line = lines[i] as string;
    const body = indentedBlock(lines, i + 1);
    const directive = DIRECTIVE.exec(line);
    if (!directive) return body.end; // comment, target, footnote, citation
    const name = (directive[1] as string).toLowerCase();
    if (line.startsWith(".. |")) return body.end; // substitution definition
    const argument = (directive[2] ?? "").trim();
    // Options come first in the body, up to the first blank line.
    let start = 0;
    const options = new Map<string, string>();
    while (start < body.lines.length && FIELD.test(body.lines[start] as string)) {
      const field = /^:([^:]+):\s*(.*)$/.exec(body.lines[start] as string);
      if (field) options.set((field[1] as string).toLowerCase(), field[2] as string);
      start++;
    }
    const content = body.lines.slice(start);
    while (content[0] === "") content.shift();
    this.#directive(name, argument, options, content, depth);
    return body.end;
  }

  #directive(
    name: string,
    argument: string,
    options: Map<string, string>,
    content: string[],
    depth: number,
  ): void {
    const out = this.#out;
    if (CODE_DIRECTIVES.has(name)) {
      out.push(`<pre><code>${escapeHtml(content.join("\n"))}</code></pre>`);
      return;
    }
    if (SKIPPED_DIRECTIVES.has(name)) return;
    const admonition = ADMONITIONS[name];
    if (admonition !== undefined || name === "admonition" || name === "topic" || name === "sidebar") {
      out.push("<div>");
      if (admonition !== undefined) out.push(`<p>${admonition}</p>`);
      const body = admonition !== undefined && argument ? [argument, "", ...content] : content;
      if (admonition === undefined && argument) out.push(`<p>${this.#inline(argument)}</p>`);
      this.#blocks(body, depth + 1);
      out.push("</div>");
      return;
    }
    switch (name) {
      case "raw":
        if (/\bhtml\b/i.test(argument)) out.push(content.join("\n"));
        return;
      case "math":
        out.push(`<p>${escapeHtml([argument, ...content].filter(Boolean).join(" "))}</p>`);
        return;
      case "rubric":
        out.push(`<p>${this.#inline(argument)}</p>`);
        return;
      case "list-table":
        this.#listTable(content);
        return;
      case "csv-table":
        this.#csvTable(content, options);
        return;
      default:
        break;
    }
    if (QUOTE_DIRECTIVES.has(name)) {
      out.push("<blockquote>");
      this.#blocks(content, depth + 1);
      out.push("</blockquote>");
      return;
    }
    // container, compound, class, table and directives we do not know: their content is ordinary text.
    out.push("<div>");
    this.#blocks(content, depth + 1);
    out.push("</div>");
  }

  #list(lines: string[], i: number, depth: number): number | undefined {
    const first = lines[i] as string;
    const bullet = BULLET.exec(first);
    const enumerated = bullet ? null : ENUMERATOR.exec(first);
    if (!bullet && !enumerated) return undefined;
    const sameKind = (line: string): RegExpExecArray | null => {
      if (bullet) {
        const m = BULLET.exec(line);
        return m && m[1] === bullet[1] ? m : null;
      }
      return ENUMERATOR.exec(line);
    };
    const items: string[][] = [];
    let j = i;
    while (j < lines.length) {
      let k = j;
      while (k < lines.length && lines[k] === "") k++;
      const marker = k < lines.length ? sameKind(lines[k] as string) : null;
      if (!marker) break;
      const line = lines[k] as string;
      const text = line.slice(marker[0].length);
      const rest = indentedBlock(lines, k + 1);
      items.push(text ? [text, ...rest.lines] : rest.lines);
      j = rest.end;
    }
    const tag = bullet ? "ul" : "ol";
    this.#out.push(`<${tag}>`);
    for (const item of items) {
      this.#out.push("<li>");
      this.#blocks(item, depth + 1, true);
      this.#out.push("</li>");
    }
    this.#out.push(`</${tag}>`);
    return j;
  }

  #lineBlock(lines: string[], i: number): number | undefined {
    if (!/^\|( |$)/.test(lines[i] as string)) return undefined;
    const parts: string[] = [];
    let j = i;
    while (j < lines.length) {
      const line = lines[j] as string;
      if (/^\|( |$)/.test(line)) parts.push(line.slice(2));
      else if (line !== "" && indentOf(line) > 0 && parts.length > 0)
        parts[parts.length - 1] += ` ${line.trim()}`;
      else break;
      j++;
    }
    this.#out.push(`<div>${parts.map((p) => this.#inline(p)).join("<br>")}</div>`);
    return j;
  }

  /** Field lists become definition lists in pandoc's output, which the HTML partitioner drops. */
  #fieldList(lines: string[], i: number): number | undefined {
    if (!FIELD.test(lines[i] as string)) return undefined;
    let j = i;
    while (j < lines.length && FIELD.test(lines[j] as string)) j = indentedBlock(lines, j + 1).end;
    return j;
  }

  #doctest(lines: string[], i: number): number | undefined {
    if (!/^>>>( |$)/.test(lines[i] as string)) return undefined;
    let j = i;
    while (j < lines.length && lines[j] !== "") j++;
    this.#out.push(`<pre><code>${escapeHtml(lines.slice(i, j).join("\n"))}</code></pre>`);
    return j;
  }

  #paragraph(lines: string[], i: number, plain = false): number {
    let j = i;
    while (j < lines.length && lines[j] !== "" && indentOf(lines[j] as string) === 0) j++;
    // A single line directly followed by an indented block is a definition-list term (dropped, see above).
    if (j === i + 1 && j < lines.length && lines[j] !== "") {
      let k = i;
      for (;;) {
        k = indentedBlock(lines, k + 1).end;
        let term = k;
        while (term < lines.length && lines[term] === "") term++;
        const after = lines[term + 1];
        if (term >= lines.length || indentOf(lines[term] as string) > 0) break;
        if (after === undefined || after === "" || indentOf(after) === 0) break;
        k = term;
      }
      return k;
    }
    let text = lines.slice(i, j).join("\n");
    let literal = false;
    if (text.endsWith("::")) {
      literal = true;
      const trimmed = text.trimEnd();
      if (trimmed === "::") text = "";
      else if (/\s::$/.test(trimmed)) text = trimmed.slice(0, -2).trimEnd();
      else text = trimmed.slice(0, -1);
    }
    if (text) this.#out.push(plain ? this.#inline(text) : `<p>${this.#inline(text)}</p>`);
    if (!literal) return j;
    let k = j;
    while (k < lines.length && lines[k] === "") k++;
    if (k >= lines.length || indentOf(lines[k] as string) === 0) return j;
    const block = indentedBlock(lines, k);
    this.#out.push(`<pre><code>${escapeHtml(block.lines.join("\n"))}</code></pre>`);
    return block.end;
  }

  #table(rows: string[][]): void {
    if (rows.length === 0) return;
    const html = rows.map(
      (row) => `<tr>${row.map((cell) => `<td>${this.#inline(cell)}</td>`).join("")}</tr>`,
    );
    this.#out.push(`<table>${html.join("")}</table>`);
  }

  #simpleTable(lines: string[], i: number): number | undefined {
    const border = lines[i] as string;
    if (!SIMPLE_TABLE_BORDER.test(border)) return undefined;
    // The table ends at a border followed by a blank line (or the end); without one it is not a table.
    let end = -1;
    for (let j = i + 1; j < lines.length; j++) {
      if (SIMPLE_TABLE_BORDER.test(lines[j] as string) && (j + 1 >= lines.length || lines[j + 1] === "")) {
        end = j;
        break;
      }
    }
    if (end < 0) return undefined;
    const starts: number[] = [];
    for (const m of border.matchAll(/=+/g)) starts.push(m.index);
    const rows: string[][] = [];
    for (let j = i + 1; j < end; j++) {
      const line = lines[j] as string;
      if (line === "" || SIMPLE_TABLE_BORDER.test(line) || /^-[- ]*$/.test(line)) continue;
      const cells = starts.map((start, k) => line.slice(start, starts[k + 1]).trim());
      const previous = rows[rows.length - 1];
      if (cells[0] === "" && previous) {
        cells.forEach((cell, k) => {
          if (cell) previous[k] = previous[k] ? `${previous[k]} ${cell}` : cell;
        });
      } else rows.push(cells);
    }
    this.#table(rows);
    return end + 1;
  }

  #gridTable(lines: string[], i: number): number | undefined {
    const border = lines[i] as string;
    if (!GRID_TABLE_BORDER.test(border)) return undefined;
    const bounds: number[] = [];
    for (let k = 0; k < border.length; k++) if (border[k] === "+") bounds.push(k);
    const rows: string[][] = [];
    let cells: string[][] = bounds.slice(1).map(() => []);
    let j = i + 1;
    for (; j < lines.length; j++) {
      const line = lines[j] as string;
      if (line.startsWith("+")) {
        if (cells.some((c) => c.length > 0)) rows.push(cells.map((c) => c.join(" ")));
        cells = bounds.slice(1).map(() => []);
      } else if (line.startsWith("|")) {
        for (let k = 0; k + 1 < bounds.length; k++) {
          const piece = line.slice((bounds[k] as number) + 1, bounds[k + 1]).trim();
          if (piece && !/^[-=+|]+$/.test(piece)) (cells[k] as string[]).push(piece);
        }
      } else break;
    }
    this.#table(rows);
    return j;
  }

  #listTable(content: string[]): void {
    const rows: string[][] = [];
    let row: string[] | undefined;
    for (const line of content) {
      const outer = /^[-*+] +(?:[-*+] +)?(.*)$/.exec(line);
      if (outer && indentOf(line) === 0) {
        row = [];
        rows.push(row);
        if (/^[-*+] +[-*+] +/.test(line)) row.push(outer[1] as string);
        continue;
      }
      const cell = /^ +[-*+] +(.*)$/.exec(line);
      if (cell && row) row.push(cell[1] as string);
      else if (line.trim() && row && row.length > 0) row[row.length - 1] += ` ${line.trim()}`;
    }
    this.#table(rows);
  }

  #csvTable(content: string[], options: Map<string, string>): void {
    const rows: string[][] = [];
    const header = options.get("header");
    if (header) rows.push(splitCsvLine(header));
    for (const line of content) if (line.trim()) rows.push(splitCsvLine(line));
    this.#table(rows);
  }

  /** Inline markup → HTML; everything else is escaped. */
  #inline(text: string): string {
    // Real paragraphs are far shorter; skipping markup on giants keeps hostile input linear.
    if (text.length > MAX_INLINE_TEXT) return escapeHtml(text);
    let html = "";
    let last = 0;
    for (const m of text.matchAll(INLINE)) {
      html += escapeHtml(text.slice(last, m.index));
      html += this.#inlineMatch(m);
      last = m.index + m[0].length;
    }
    return html + escapeHtml(text.slice(last));
  }

  #inlineMatch(m: RegExpExecArray | RegExpMatchArray): string {
    const g = m.groups ?? {};
    if (g.escaped !== undefined) return escapeHtml(g.escaped === " " ? "" : g.escaped);
    if (g.literal !== undefined) return `<code>${escapeHtml(g.literal)}</code>`;
    if (g.roleText !== undefined) return escapeHtml(g.roleText);
    if (g.roleText2 !== undefined) return escapeHtml(g.roleText2);
    if (g.phrase !== undefined) {
      const embedded = /^(.*?)\s*<([^<>]+)>$/s.exec(g.phrase);
      let label = g.phrase;
      let url: string | undefined;
      if (embedded) {
        label = (embedded[1] as string) || (embedded[2] as string);
        const target = embedded[2] as string;
        url = target.endsWith("_")
          ? this.#targets.get(targetName(target.slice(0, -1)))
          : target.replace(/\s+/g, "");
      } else url = g.phraseMark === "__" ? this.#anonymous.shift() : this.#targets.get(targetName(g.phrase));
      return this.#link(label, url);
    }
    if (g.strong !== undefined) return `<strong>${escapeHtml(g.strong)}</strong>`;
    if (g.emphasis !== undefined) return `<em>${escapeHtml(g.emphasis)}</em>`;
    if (g.substitution !== undefined)
      return escapeHtml(this.#substitutions.get(g.substitution) ?? g.substitution);
    if (g.word !== undefined) {
      const url = g.wordMark === "__" ? this.#anonymous.shift() : this.#targets.get(targetName(g.word));
      return this.#link(g.word, url);
    }
    if (g.url !== undefined) return this.#link(g.url, g.url);
    if (g.interpreted !== undefined) return escapeHtml(g.interpreted);
    return ""; // footnote and citation references
  }

  #link(label: string, url: string | undefined): string {
    return url ? `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>` : escapeHtml(label);
  }
}

const INLINE = new RegExp(
  [
    String.raw`\\(?<escaped>[\s\S])`,
    String.raw`\`\`(?<literal>\S(?:[\s\S]{0,2000}?\S)?)\`\``,
    String.raw`:[\w.+-]+:\`(?<roleText>[^\`]+)\``,
    String.raw`\`(?<roleText2>[^\`]+)\`:[\w.+-]+:`,
    String.raw`\`(?<phrase>[^\`]+?)\`(?<phraseMark>__?)(?![\w])`,
    String.raw`\*\*(?<strong>\S(?:[\s\S]{0,2000}?\S)?)\*\*`,
    String.raw`(?<![\w*])\*(?<emphasis>[^\s*](?:[^*]*?[^\s\\])?)\*(?![\w*])`,
    String.raw`\[(?:\d+|#[\w-]*|\*|[\w.-]+)\]_(?![\w])`,
    String.raw`\|(?<substitution>[^|\s](?:[^|]*?[^|\s])?)\|(?:__?)?`,
    String.raw`(?<![\w\`.+-])(?<word>[A-Za-z0-9](?:[\w.+-]{0,80}?[A-Za-z0-9])?)(?<wordMark>__?)(?![\w])`,
    String.raw`(?<url>\b(?:https?|ftp):\/\/[^\s<>"]*[^\s<>".,;:!?)\]'"])`,
    String.raw`\`(?<interpreted>[^\`]+)\``,
  ].join("|"),
  "g",
);

function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  for (const m of line.matchAll(/\s*(?:"((?:[^"]|"")*)"|([^,]*))\s*(?:,|$)/g)) {
    if (m[0] === "" && m.index >= line.length) break;
    cells.push(m[1] !== undefined ? m[1].replace(/""/g, '"') : (m[2] ?? "").trim());
    if (m.index + m[0].length >= line.length) break;
  }
  return cells;
}

/** reStructuredText source → HTML markup. */
export function rstToHtml(source: string): string {
  const lines = source
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => expandTabs(line).trimEnd());
  return new RstConverter().convert(lines);
}

export function partitionRst(context: FormatContext): Draft[] {
  const { text } = decodeTextDocument(context.data, context.filename, context.params.encoding ?? undefined);
  return htmlToDrafts(rstToHtml(text), { filename: context.filename, params: context.params });
}
