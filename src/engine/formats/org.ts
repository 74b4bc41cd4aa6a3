// Org mode. The reference converts Org to HTML with pandoc and partitions that HTML; we have no pandoc, so
// this module converts the constructs that carry text to HTML itself and hands the markup to the HTML
// partitioner — one set of rules for Title/ListItem/CodeSnippet/Table, list depth, emphasis and links,
// as for pandoc's output.
// Converted: headlines (`*` count → h1..h6, tags and priority cookies removed), paragraphs, plain and
// ordered lists (nested by indentation, checkboxes as ☐/☒), src/example/fixed-width blocks → pre,
// quote/center/verse and other blocks, `|` tables (rule lines skipped), html export blocks; inline
// bold, italic, underline, verbatim, code, links and bare URLs. Strike-through becomes <del>, which the
// HTML partitioner drops as the reference does.
// Left out as pandoc leaves them out of an HTML fragment: `#+KEYWORD:` lines (TITLE, AUTHOR, ...),
// comments, drawers, planning lines, COMMENT blocks and footnote definitions. Description lists become
// <dl>, which the HTML partitioner drops (the reference's behaviour too). #+INCLUDE is never followed.

import type { Draft, FormatContext } from "../core/types.js";
import { decodeTextDocument } from "../io/text.js";
import { indentOf } from "../text/indent.js";
import { escapeHtml, htmlToDrafts } from "./html.js";

const MAX_DEPTH = 24;

const HEADLINE = /^(\*+)\s+(.*)$/;
// `*` bullets must be indented, or they would be headlines.
const LIST_ITEM = /^(\s*)([-+]|(?<=\s)\*|\d+[.)])(?:\s+(.*))?$/;
const BLOCK_BEGIN = /^\s*#\+begin_(\w+)(?:\s+(.*))?$/i;
const KEYWORD = /^\s*#\+\w[\w-]*:/;
const COMMENT = /^\s*#(?:\s|$)/;
const DRAWER = /^\s*:[\w-]+:\s*$/;
const PLANNING = /^\s*(?:SCHEDULED|DEADLINE|CLOSED):/;
const FIXED_WIDTH = /^\s*:(?:\s|$)/;
const TABLE_ROW = /^\s*\|/;
const RULE = /^\s*-{5,}\s*$/;
const FOOTNOTE = /^\[fn:[^\]]+\]/;

function dedent(lines: string[]): string[] {
  let min = Number.POSITIVE_INFINITY;
  for (const line of lines) if (line.trim()) min = Math.min(min, indentOf(line));
  if (!Number.isFinite(min) || min === 0) return lines;
  return lines.map((line) => line.slice(Math.min(min, indentOf(line))));
}

function trimBlankEdges(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && !(lines[start] as string).trim()) start++;
  while (end > start && !(lines[end - 1] as string).trim()) end--;
  return lines.slice(start, end);
}

// Inline markup: links and verbatim first (their content is not markup), then emphasis on what is left.
const INLINE = new RegExp(
  [
    String.raw`\[\[(?<target>[^\]]+)\](?:\[(?<label>[^\]]*)\])?\]`,
    String.raw`(?<=^|[\s\-({'"])(?<mark>[=~])(?<verbatim>\S|\S.{0,1000}?\S)\k<mark>(?=[\s\-.,;:!?')}\["\\]|$)`,
    String.raw`\[fn:[^\]]*\]`,
    String.raw`(?<url>\b(?:https?|ftp|mailto):[^\s<>"\]\[]*[^\s<>".,;:!?)\]'"\[])`,
  ].join("|"),
  "g",
);
const EMPHASIS = /(?<=^|[\s\-({'"])([*/_+])(\S|\S.{0,1000}?\S)\1(?=[\s\-.,;:!?')}["\\]|$)/g;
const EMPHASIS_TAGS: Record<string, string> = { "*": "b", "/": "i", _: "u", "+": "del" };

function emphasis(escaped: string): string {
  let html = escaped;
  // Nesting such as */bold italic/* is resolved from the outside in; a few passes reach any sane depth.
  for (let pass = 0; pass < 3; pass++) {
    const next = html.replace(EMPHASIS, (_, mark: string, inner: string) => {
      const tag = EMPHASIS_TAGS[mark] as string;
      return `<${tag}>${inner}</${tag}>`;
    });
    if (next === html) break;
    html = next;
  }
  return html;
}

function link(label: string, url: string): string {
  return `<a href="${escapeHtml(url)}">${emphasis(escapeHtml(label))}</a>`;
}

/** Longest text whose inline markup is interpreted; beyond it (hostile input) text is only escaped. */
const MAX_INLINE_TEXT = 20_000;

export function orgInline(text: string): string {
  if (text.length > MAX_INLINE_TEXT) return escapeHtml(text);
  let html = "";
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    html += emphasis(escapeHtml(text.slice(last, m.index)));
    const g = m.groups ?? {};
    if (g.target !== undefined) {
      const target = g.target.replace(/^file:/, "");
      html += link(g.label || target, target);
    } else if (g.verbatim !== undefined) html += `<code>${escapeHtml(g.verbatim)}</code>`;
    else if (g.url !== undefined) html += link(g.url, g.url);
    last = m.index + m[0].length;
  }
  return html + emphasis(escapeHtml(text.slice(last)));
}

function headlineText(raw: string): string {
  return raw
    .replace(/\s+:[\w@#%:]+:\s*$/, "") // tags
    .replace(/\[#[A-Za-z0-9]\]\s*/, "") // priority cookie
    .trim();
}

function cellsOf(row: string): string[] {
  const inner = row.trim().replace(/^\|/, "").replace(/\|$/, "");
  return inner.split("|").map((cell) => cell.trim());
}

class OrgConverter {
  readonly #out: string[] = [];

  convert(lines: string[]): string {
    this.#blocks(lines, 0);
    return this.#out.join("\n");
  }

  #blocks(lines: string[], depth: number): void {
    const out = this.#out;
    let i = 0;
    while (i < lines.length) {
      const line = lines[i] as string;
      if (!line.trim()) {
        i++;
        continue;
      }
      if (depth >= MAX_DEPTH) {
        out.push(`<p>${escapeHtml(line.trim())}</p>`);
        i++;
        continue;
      }
      const headline = depth === 0 ? HEADLINE.exec(line) : null;
      if (headline) {
        const text = headlineText(headline[2] as string);
        if (/^COMMENT\b/.test(text)) {
          i = this.#skipSubtree(lines, i, (headline[1] as string).length);
          continue;
        }
        const tag = `h${Math.min((headline[1] as string).length, 6)}`;
        out.push(`<${tag}>${orgInline(text)}</${tag}>`);
        i++;
        continue;
      }
      const begin = BLOCK_BEGIN.exec(line);
      if (begin) {
        i = this.#block(lines, i, (begin[1] as string).toLowerCase(), (begin[2] ?? "").trim(), depth);
        continue;
      }
      if (DRAWER.test(line) && !/^\s*:END:\s*$/i.test(line)) {
        let j = i + 1;
        while (j < lines.length && !/^\s*:END:\s*$/i.test(lines[j] as string)) j++;
        i = j < lines.length ? j + 1 : i + 1;
        continue;
      }
      if (KEYWORD.test(line) || COMMENT.test(line) || PLANNING.test(line) || DRAWER.test(line)) {
        i++;
        continue;
      }
      if (FOOTNOTE.test(line)) {
        i = this.#paragraphEnd(lines, i);
        continue;
      }
      if (RULE.test(line)) {
        i++;
        continue;
      }
      if (FIXED_WIDTH.test(line)) {
        let j = i;
        const text: string[] = [];
        while (j < lines.length && FIXED_WIDTH.test(lines[j] as string)) {
          text.push((lines[j] as string).replace(/^\s*:\s?/, ""));
          j++;
        }
        out.push(`<pre><code>${escapeHtml(text.join("\n"))}</code></pre>`);
        i = j;
        continue;
      }
      if (TABLE_ROW.test(line) || /^\s*\+-/.test(line)) {
        i = this.#table(lines, i);
        continue;
      }
      const item = LIST_ITEM.exec(line);
      if (item) {
        i = this.#list(lines, i, depth);
        continue;
      }
      const end = this.#paragraphEnd(lines, i);
      const text = lines
        .slice(i, end)
        .map((l) => l.trim())
        .join("\n");
      out.push(`<p>${orgInline(text)}</p>`);
      i = end;
    }
  }

  /** A paragraph runs to a blank line or to the start of another construct. */
  #paragraphEnd(lines: string[], i: number): number {
    let j = i + 1;
    while (j < lines.length) {
      const line = lines[j] as string;
      if (
        !line.trim() ||
        HEADLINE.test(line) ||
        BLOCK_BEGIN.test(line) ||
        KEYWORD.test(line) ||
        TABLE_ROW.test(line) ||
        FIXED_WIDTH.test(line) ||
        DRAWER.test(line) ||
        LIST_ITEM.test(line)
      ) {
        break;
      }
      j++;
    }
    return j;
  }

  #skipSubtree(lines: string[], i: number, level: number): number {
    let j = i + 1;
    while (j < lines.length) {
      const headline = HEADLINE.exec(lines[j] as string);
      if (headline && (headline[1] as string).length <= level) break;
      j++;
    }
    return j;
  }

  #block(lines: string[], i: number, kind: string, argument: string, depth: number): number {
    const end = new RegExp(`^\\s*#\\+end_${kind}\\b`, "i");
    let j = i + 1;
    while (j < lines.length && !end.test(lines[j] as string)) j++;
    const content = lines.slice(i + 1, j);
    const next = j < lines.length ? j + 1 : j;
    const out = this.#out;
    switch (kind) {
      case "src":
      case "example":
        out.push(`<pre><code>${escapeHtml(trimBlankEdges(dedent(content)).join("\n"))}</code></pre>`);
        break;
      case "comment":
        break;
      case "export":
        if (/^html\b/i.test(argument)) out.push(content.join("\n"));
        break;
      case "verse":
        out.push(
          `<div>${trimBlankEdges(content)
            .map((l) => orgInline(l.trim()))
            .join("<br>")}</div>`,
        );
        break;
      case "quote":
        out.push("<blockquote>");
        this.#blocks(dedent(content), depth + 1);
        out.push("</blockquote>");
        break;
      default:
        out.push("<div>");
        this.#blocks(dedent(content), depth + 1);
        out.push("</div>");
    }
    return next;
  }

  #table(lines: string[], i: number): number {
    let j = i;
    const rows: string[][] = [];
    while (j < lines.length && (TABLE_ROW.test(lines[j] as string) || /^\s*\+-/.test(lines[j] as string))) {
      const line = (lines[j] as string).trim();
      j++;
      if (/^\|-/.test(line) || line.startsWith("+")) continue; // rule lines
      rows.push(cellsOf(line));
    }
    if (rows.length > 0) {
      const html = rows.map((row) => `<tr>${row.map((cell) => `<td>${orgInline(cell)}</td>`).join("")}</tr>`);
      this.#out.push(`<table>${html.join("")}</table>`);
    }
    return j;
  }

  #list(lines: string[], i: number, depth: number): number {
    const first = LIST_ITEM.exec(lines[i] as string) as RegExpExecArray;
    const indent = (first[1] as string).length;
    const ordered = /^\d/.test(first[2] as string);
    const items: Array<{ text: string; body: string[] }> = [];
    let description = false;
    let j = i;
    while (j < lines.length) {
      const line = lines[j] as string;
      const item = LIST_ITEM.exec(line);
      if (!item || (item[1] as string).length !== indent) break;
      let text = item[3] ?? "";
      text = text
        .replace(/^\[ \]\s*/, "☐ ")
        .replace(/^\[[Xx]\]\s*/, "☒ ")
        .replace(/^\[-\]\s*/, "☐ ");
      if (/\s::(?:\s|$)/.test(text)) description = true;
      const body: string[] = [];
      j++;
      // The item continues while lines are blank or indented deeper than its bullet; two blank lines end it.
      let blanks = 0;
      while (j < lines.length) {
        const next = lines[j] as string;
        if (!next.trim()) {
          blanks++;
          if (blanks >= 2) break;
          body.push("");
          j++;
          continue;
        }
        if (indentOf(next) <= indent) break;
        blanks = 0;
        body.push(next);
        j++;
      }
      while (body.length > 0 && body[body.length - 1] === "") body.pop();
      items.push({ text, body: dedent(body) });
      // Blank lines between items keep the list going when a sibling item follows them.
      let next = j;
      while (next < lines.length && !(lines[next] as string).trim()) next++;
      const again = next < lines.length ? LIST_ITEM.exec(lines[next] as string) : null;
      if (again && (again[1] as string).length === indent) j = next;
    }
    const out = this.#out;
    if (description) {
      // pandoc writes description lists as <dl>, which the HTML partitioner drops.
      out.push("<dl></dl>");
      return j;
    }
    const tag = ordered ? "ol" : "ul";
    out.push(`<${tag}>`);
    for (const item of items) {
      out.push("<li>");
      // The first line and its continuation lines form the item's first paragraph.
      const continuation: string[] = [];
      let k = 0;
      while (
        k < item.body.length &&
        (item.body[k] as string).trim() &&
        !LIST_ITEM.test(item.body[k] as string)
      ) {
        if (BLOCK_BEGIN.test(item.body[k] as string) || TABLE_ROW.test(item.body[k] as string)) break;
        continuation.push((item.body[k] as string).trim());
        k++;
      }
      // Written without <p>, as pandoc writes tight list items, so it stays the item's own text.
      const paragraph = [item.text, ...continuation].filter(Boolean).join("\n");
      if (paragraph) out.push(orgInline(paragraph));
      this.#blocks(item.body.slice(k), depth + 1);
      out.push("</li>");
    }
    out.push(`</${tag}>`);
    return j;
  }
}

/** Org source → HTML markup. */
export function orgToHtml(source: string): string {
  const lines = source
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => (line.includes("\t") ? line.replace(/\t/g, "        ") : line));
  return new OrgConverter().convert(lines);
}

export function partitionOrg(context: FormatContext): Draft[] {
  const { text } = decodeTextDocument(context.data, context.filename, context.params.encoding ?? undefined);
  return htmlToDrafts(orgToHtml(text), { filename: context.filename, params: context.params });
}
