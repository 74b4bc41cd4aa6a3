import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  htmlToDrafts
} from "./chunk-SOCRYOUZ.js";
import "./chunk-NL6Z5RS3.js";
import {
  escapeHtml
} from "./chunk-2OFCS22J.js";
import {
  decodeTextDocument
} from "./chunk-KSPQO2LU.js";
import "./chunk-4I3I35UI.js";
import "./chunk-3AXPRKHB.js";
import "./chunk-PCHJDGZE.js";

// src/engine/formats/org.ts
var MAX_DEPTH = 24;
var HEADLINE = /^(\*+)\s+(.*)$/;
var LIST_ITEM = /^(\s*)([-+]|(?<=\s)\*|\d+[.)])(?:\s+(.*))?$/;
var BLOCK_BEGIN = /^\s*#\+begin_(\w+)(?:\s+(.*))?$/i;
var KEYWORD = /^\s*#\+\w[\w-]*:/;
var COMMENT = /^\s*#(?:\s|$)/;
var DRAWER = /^\s*:[\w-]+:\s*$/;
var PLANNING = /^\s*(?:SCHEDULED|DEADLINE|CLOSED):/;
var FIXED_WIDTH = /^\s*:(?:\s|$)/;
var TABLE_ROW = /^\s*\|/;
var RULE = /^\s*-{5,}\s*$/;
var FOOTNOTE = /^\[fn:[^\]]+\]/;
function indentOf(line) {
  let i = 0;
  while (line.charCodeAt(i) === 32) i++;
  return i;
}
function dedent(lines) {
  let min = Number.POSITIVE_INFINITY;
  for (const line of lines) if (line.trim()) min = Math.min(min, indentOf(line));
  if (!Number.isFinite(min) || min === 0) return lines;
  return lines.map((line) => line.slice(Math.min(min, indentOf(line))));
}
function trimBlankEdges(lines) {
  let start = 0;
  let end = lines.length;
  while (start < end && !lines[start].trim()) start++;
  while (end > start && !lines[end - 1].trim()) end--;
  return lines.slice(start, end);
}
var INLINE = new RegExp(
  [
    String.raw`\[\[(?<target>[^\]]+)\](?:\[(?<label>[^\]]*)\])?\]`,
    String.raw`(?<=^|[\s\-({'"])(?<mark>[=~])(?<verbatim>\S|\S.{0,1000}?\S)\k<mark>(?=[\s\-.,;:!?')}\["\\]|$)`,
    String.raw`\[fn:[^\]]*\]`,
    String.raw`(?<url>\b(?:https?|ftp|mailto):[^\s<>"\]\[]*[^\s<>".,;:!?)\]'"\[])`
  ].join("|"),
  "g"
);
var EMPHASIS = /(?<=^|[\s\-({'"])([*/_+])(\S|\S.{0,1000}?\S)\1(?=[\s\-.,;:!?')}["\\]|$)/g;
var EMPHASIS_TAGS = { "*": "b", "/": "i", _: "u", "+": "del" };
function emphasis(escaped) {
  let html = escaped;
  for (let pass = 0; pass < 3; pass++) {
    const next = html.replace(EMPHASIS, (_, mark, inner) => {
      const tag = EMPHASIS_TAGS[mark];
      return `<${tag}>${inner}</${tag}>`;
    });
    if (next === html) break;
    html = next;
  }
  return html;
}
function link(label, url) {
  return `<a href="${escapeHtml(url)}">${emphasis(escapeHtml(label))}</a>`;
}
var MAX_INLINE_TEXT = 2e4;
function orgInline(text) {
  if (text.length > MAX_INLINE_TEXT) return escapeHtml(text);
  let html = "";
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    html += emphasis(escapeHtml(text.slice(last, m.index)));
    const g = m.groups ?? {};
    if (g.target !== void 0) {
      const target = g.target.replace(/^file:/, "");
      html += link(g.label || target, target);
    } else if (g.verbatim !== void 0) html += `<code>${escapeHtml(g.verbatim)}</code>`;
    else if (g.url !== void 0) html += link(g.url, g.url);
    last = m.index + m[0].length;
  }
  return html + emphasis(escapeHtml(text.slice(last)));
}
function headlineText(raw) {
  return raw.replace(/\s+:[\w@#%:]+:\s*$/, "").replace(/\[#[A-Za-z0-9]\]\s*/, "").trim();
}
function cellsOf(row) {
  const inner = row.trim().replace(/^\|/, "").replace(/\|$/, "");
  return inner.split("|").map((cell) => cell.trim());
}
var OrgConverter = class {
  #out = [];
  convert(lines) {
    this.#blocks(lines, 0);
    return this.#out.join("\n");
  }
  #blocks(lines, depth) {
    const out = this.#out;
    let i = 0;
    while (i < lines.length) {
      const line = lines[i];
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
        const text2 = headlineText(headline[2]);
        if (/^COMMENT\b/.test(text2)) {
          i = this.#skipSubtree(lines, i, headline[1].length);
          continue;
        }
        const tag = `h${Math.min(headline[1].length, 6)}`;
        out.push(`<${tag}>${orgInline(text2)}</${tag}>`);
        i++;
        continue;
      }
      const begin = BLOCK_BEGIN.exec(line);
      if (begin) {
        i = this.#block(lines, i, begin[1].toLowerCase(), (begin[2] ?? "").trim(), depth);
        continue;
      }
      if (DRAWER.test(line) && !/^\s*:END:\s*$/i.test(line)) {
        let j = i + 1;
        while (j < lines.length && !/^\s*:END:\s*$/i.test(lines[j])) j++;
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
        const text2 = [];
        while (j < lines.length && FIXED_WIDTH.test(lines[j])) {
          text2.push(lines[j].replace(/^\s*:\s?/, ""));
          j++;
        }
        out.push(`<pre><code>${escapeHtml(text2.join("\n"))}</code></pre>`);
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
      const text = lines.slice(i, end).map((l) => l.trim()).join("\n");
      out.push(`<p>${orgInline(text)}</p>`);
      i = end;
    }
  }
  /** A paragraph runs to a blank line or to the start of another construct. */
  #paragraphEnd(lines, i) {
    let j = i + 1;
    while (j < lines.length) {
      const line = lines[j];
      if (!line.trim() || HEADLINE.test(line) || BLOCK_BEGIN.test(line) || KEYWORD.test(line) || TABLE_ROW.test(line) || FIXED_WIDTH.test(line) || DRAWER.test(line) || LIST_ITEM.test(line)) {
        break;
      }
      j++;
    }
    return j;
  }
  #skipSubtree(lines, i, level) {
    let j = i + 1;
    while (j < lines.length) {
      const headline = HEADLINE.exec(lines[j]);
      if (headline && headline[1].length <= level) break;
      j++;
    }
    return j;
  }
  #block(lines, i, kind, argument, depth) {
    const end = new RegExp(`^\\s*#\\+end_${kind}\\b`, "i");
    let j = i + 1;
    while (j < lines.length && !end.test(lines[j])) j++;
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
          `<div>${trimBlankEdges(content).map((l) => orgInline(l.trim())).join("<br>")}</div>`
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
  #table(lines, i) {
    let j = i;
    const rows = [];
    while (j < lines.length && (TABLE_ROW.test(lines[j]) || /^\s*\+-/.test(lines[j]))) {
      const line = lines[j].trim();
      j++;
      if (/^\|-/.test(line) || line.startsWith("+")) continue;
      rows.push(cellsOf(line));
    }
    if (rows.length > 0) {
      const html = rows.map((row) => `<tr>${row.map((cell) => `<td>${orgInline(cell)}</td>`).join("")}</tr>`);
      this.#out.push(`<table>${html.join("")}</table>`);
    }
    return j;
  }
  #list(lines, i, depth) {
    const first = LIST_ITEM.exec(lines[i]);
    const indent = first[1].length;
    const ordered = /^\d/.test(first[2]);
    const items = [];
    let description = false;
    let j = i;
    while (j < lines.length) {
      const line = lines[j];
      const item = LIST_ITEM.exec(line);
      if (!item || item[1].length !== indent) break;
      let text = item[3] ?? "";
      text = text.replace(/^\[ \]\s*/, "\u2610 ").replace(/^\[[Xx]\]\s*/, "\u2612 ").replace(/^\[-\]\s*/, "\u2610 ");
      if (/\s::(?:\s|$)/.test(text)) description = true;
      const body = [];
      j++;
      let blanks = 0;
      while (j < lines.length) {
        const next2 = lines[j];
        if (!next2.trim()) {
          blanks++;
          if (blanks >= 2) break;
          body.push("");
          j++;
          continue;
        }
        if (indentOf(next2) <= indent) break;
        blanks = 0;
        body.push(next2);
        j++;
      }
      while (body.length > 0 && body[body.length - 1] === "") body.pop();
      items.push({ text, body: dedent(body) });
      let next = j;
      while (next < lines.length && !lines[next].trim()) next++;
      const again = next < lines.length ? LIST_ITEM.exec(lines[next]) : null;
      if (again && again[1].length === indent) j = next;
    }
    const out = this.#out;
    if (description) {
      out.push("<dl></dl>");
      return j;
    }
    const tag = ordered ? "ol" : "ul";
    out.push(`<${tag}>`);
    for (const item of items) {
      out.push("<li>");
      const continuation = [];
      let k = 0;
      while (k < item.body.length && item.body[k].trim() && !LIST_ITEM.test(item.body[k])) {
        if (BLOCK_BEGIN.test(item.body[k]) || TABLE_ROW.test(item.body[k])) break;
        continuation.push(item.body[k].trim());
        k++;
      }
      const paragraph = [item.text, ...continuation].filter(Boolean).join("\n");
      if (paragraph) out.push(orgInline(paragraph));
      this.#blocks(item.body.slice(k), depth + 1);
      out.push("</li>");
    }
    out.push(`</${tag}>`);
    return j;
  }
};
function orgToHtml(source) {
  const lines = source.replace(/\r\n?/g, "\n").split("\n").map((line) => line.includes("	") ? line.replace(/\t/g, "        ") : line);
  return new OrgConverter().convert(lines);
}
function partitionOrg(context) {
  const { text } = decodeTextDocument(context.data, context.filename, context.params.encoding ?? void 0);
  return htmlToDrafts(orgToHtml(text), { filename: context.filename, params: context.params });
}
export {
  orgInline,
  orgToHtml,
  partitionOrg
};
