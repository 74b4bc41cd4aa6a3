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

// src/engine/formats/rst.ts
var MAX_DEPTH = 24;
var MAX_INLINE_TEXT = 2e4;
var ADORNMENT = /^([!-/:-@[-`{-~])\1+$/;
var BULLET = /^([-*+\u2022\u2023\u2043])( +|$)/;
var ENUMERATOR = /^(?:\((\d+|#|[A-Za-z]|[ivxlcdmIVXLCDM]+)\)|(\d+|#|[A-Za-z]|[ivxlcdmIVXLCDM]+)[.)])( +|$)/;
var SIMPLE_TABLE_BORDER = /^=+(?: +=+)*$/;
var GRID_TABLE_BORDER = /^\+(?:[-=]+\+)+$/;
var FIELD = /^:([^:\s][^:]*?):(?:\s|$)/;
var DIRECTIVE = /^\.\.\s+([\w:+.-]+?)::(?:\s+(.*))?$/;
var ADMONITIONS = {
  attention: "Attention",
  caution: "Caution",
  danger: "Danger",
  error: "Error",
  hint: "Hint",
  important: "Important",
  note: "Note",
  tip: "Tip",
  warning: "Warning",
  seealso: "See also"
};
var CODE_DIRECTIVES = /* @__PURE__ */ new Set(["code", "code-block", "sourcecode", "parsed-literal"]);
var QUOTE_DIRECTIVES = /* @__PURE__ */ new Set(["epigraph", "highlights", "pull-quote"]);
var SKIPPED_DIRECTIVES = /* @__PURE__ */ new Set([
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
  "replace"
]);
function expandTabs(line) {
  if (!line.includes("	")) return line;
  let out = "";
  for (const c of line) out += c === "	" ? " ".repeat(8 - out.length % 8) : c;
  return out;
}
function indentOf(line) {
  let i = 0;
  while (line.charCodeAt(i) === 32) i++;
  return i;
}
function dedent(lines) {
  let min = Number.POSITIVE_INFINITY;
  for (const line of lines) if (line) min = Math.min(min, indentOf(line));
  if (!Number.isFinite(min) || min === 0) return lines;
  return lines.map((line) => line.slice(min));
}
function indentedBlock(lines, start, minIndent = 1) {
  let end = start;
  let last = start;
  while (end < lines.length) {
    const line = lines[end];
    if (line !== "") {
      if (indentOf(line) < minIndent) break;
      last = end + 1;
    }
    end++;
  }
  return { lines: dedent(lines.slice(start, last)), end: last };
}
function targetName(name) {
  return name.replace(/^`|`$/g, "").trim().replace(/\s+/g, " ").toLowerCase();
}
var RstConverter = class {
  #out = [];
  #styles = [];
  #targets = /* @__PURE__ */ new Map();
  #anonymous = [];
  #substitutions = /* @__PURE__ */ new Map();
  convert(lines) {
    this.#collectTargets(lines);
    this.#blocks(lines, 0);
    return this.#out.join("\n");
  }
  /** Hyperlink targets and substitutions are defined anywhere and used anywhere: read them first. */
  #collectTargets(lines) {
    for (const line of lines) {
      const trimmed = line.trim();
      if (!trimmed.startsWith("..") && !trimmed.startsWith("__ ")) continue;
      const named = /^\.\.\s+_(`[^`]+`|[^:]+):\s*(\S*)/.exec(trimmed);
      if (named) {
        const url = named[2];
        if (named[1] === "_") this.#anonymous.push(url);
        else if (url) this.#targets.set(targetName(named[1]), url);
        continue;
      }
      const anonymous = /^(?:\.\.\s+__:|__)\s+(\S+)/.exec(trimmed);
      if (anonymous) {
        this.#anonymous.push(anonymous[1]);
        continue;
      }
      const replace = /^\.\.\s+\|([^|]+)\|\s+replace::\s*(.*)$/.exec(trimmed);
      if (replace) this.#substitutions.set(replace[1], replace[2]);
    }
  }
  /**
   * Converts a run of body elements. `plainFirst`: a list item's first paragraph is written without <p>,
   * as pandoc writes tight list items, so it stays the item's own text.
   */
  #blocks(lines, depth, plainFirst = false) {
    const out = this.#out;
    let plain = plainFirst;
    let i = 0;
    while (i < lines.length) {
      const line = lines[i];
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
      const next = (depth === 0 ? this.#sectionTitle(lines, i) : void 0) ?? this.#simpleTable(lines, i) ?? this.#gridTable(lines, i) ?? this.#transition(lines, i) ?? this.#list(lines, i, depth) ?? this.#lineBlock(lines, i) ?? this.#fieldList(lines, i) ?? this.#doctest(lines, i) ?? this.#paragraph(lines, i, asPlain);
      i = next;
    }
  }
  #sectionTitle(lines, i) {
    const line = lines[i];
    if (ADORNMENT.test(line)) {
      const text = lines[i + 1];
      const under2 = lines[i + 2];
      if (text?.trim() && !ADORNMENT.test(text) && under2 !== void 0 && under2[0] === line[0] && ADORNMENT.test(under2)) {
        this.#title(`over${line[0]}`, text.trim());
        return i + 3;
      }
      return void 0;
    }
    const under = lines[i + 1];
    if (under === void 0 || !ADORNMENT.test(under)) return void 0;
    if (under.length < line.trimEnd().length && under.length < 4) return void 0;
    this.#title(`under${under[0]}`, line.trim());
    return i + 2;
  }
  #title(style, text) {
    let level = this.#styles.indexOf(style);
    if (level < 0) level = this.#styles.push(style) - 1;
    const tag = `h${Math.min(level + 1, 6)}`;
    this.#out.push(`<${tag}>${this.#inline(text)}</${tag}>`);
  }
  #transition(lines, i) {
    const line = lines[i];
    return ADORNMENT.test(line) && line.length >= 4 ? i + 1 : void 0;
  }
  /** `..` blocks: directives, comments, targets, substitution definitions, footnotes. */
  #explicit(lines, i, depth) {
    const line = lines[i];
    const body = indentedBlock(lines, i + 1);
    const directive = DIRECTIVE.exec(line);
    if (!directive) return body.end;
    const name = directive[1].toLowerCase();
    if (line.startsWith(".. |")) return body.end;
    const argument = (directive[2] ?? "").trim();
    let start = 0;
    const options = /* @__PURE__ */ new Map();
    while (start < body.lines.length && FIELD.test(body.lines[start])) {
      const field = /^:([^:]+):\s*(.*)$/.exec(body.lines[start]);
      if (field) options.set(field[1].toLowerCase(), field[2]);
      start++;
    }
    const content = body.lines.slice(start);
    while (content[0] === "") content.shift();
    this.#directive(name, argument, options, content, depth);
    return body.end;
  }
  #directive(name, argument, options, content, depth) {
    const out = this.#out;
    if (CODE_DIRECTIVES.has(name)) {
      out.push(`<pre><code>${escapeHtml(content.join("\n"))}</code></pre>`);
      return;
    }
    if (SKIPPED_DIRECTIVES.has(name)) return;
    const admonition = ADMONITIONS[name];
    if (admonition !== void 0 || name === "admonition" || name === "topic" || name === "sidebar") {
      out.push("<div>");
      if (admonition !== void 0) out.push(`<p>${admonition}</p>`);
      const body = admonition !== void 0 && argument ? [argument, "", ...content] : content;
      if (admonition === void 0 && argument) out.push(`<p>${this.#inline(argument)}</p>`);
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
    out.push("<div>");
    this.#blocks(content, depth + 1);
    out.push("</div>");
  }
  #list(lines, i, depth) {
    const first = lines[i];
    const bullet = BULLET.exec(first);
    const enumerated = bullet ? null : ENUMERATOR.exec(first);
    if (!bullet && !enumerated) return void 0;
    const sameKind = (line) => {
      if (bullet) {
        const m = BULLET.exec(line);
        return m && m[1] === bullet[1] ? m : null;
      }
      return ENUMERATOR.exec(line);
    };
    const items = [];
    let j = i;
    while (j < lines.length) {
      let k = j;
      while (k < lines.length && lines[k] === "") k++;
      const marker = k < lines.length ? sameKind(lines[k]) : null;
      if (!marker) break;
      const line = lines[k];
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
  #lineBlock(lines, i) {
    if (!/^\|( |$)/.test(lines[i])) return void 0;
    const parts = [];
    let j = i;
    while (j < lines.length) {
      const line = lines[j];
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
  #fieldList(lines, i) {
    if (!FIELD.test(lines[i])) return void 0;
    let j = i;
    while (j < lines.length && FIELD.test(lines[j])) j = indentedBlock(lines, j + 1).end;
    return j;
  }
  #doctest(lines, i) {
    if (!/^>>>( |$)/.test(lines[i])) return void 0;
    let j = i;
    while (j < lines.length && lines[j] !== "") j++;
    this.#out.push(`<pre><code>${escapeHtml(lines.slice(i, j).join("\n"))}</code></pre>`);
    return j;
  }
  #paragraph(lines, i, plain = false) {
    let j = i;
    while (j < lines.length && lines[j] !== "" && indentOf(lines[j]) === 0) j++;
    if (j === i + 1 && j < lines.length && lines[j] !== "") {
      let k2 = i;
      for (; ; ) {
        k2 = indentedBlock(lines, k2 + 1).end;
        let term = k2;
        while (term < lines.length && lines[term] === "") term++;
        const after = lines[term + 1];
        if (term >= lines.length || indentOf(lines[term]) > 0) break;
        if (after === void 0 || after === "" || indentOf(after) === 0) break;
        k2 = term;
      }
      return k2;
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
    if (k >= lines.length || indentOf(lines[k]) === 0) return j;
    const block = indentedBlock(lines, k);
    this.#out.push(`<pre><code>${escapeHtml(block.lines.join("\n"))}</code></pre>`);
    return block.end;
  }
  #table(rows) {
    if (rows.length === 0) return;
    const html = rows.map(
      (row) => `<tr>${row.map((cell) => `<td>${this.#inline(cell)}</td>`).join("")}</tr>`
    );
    this.#out.push(`<table>${html.join("")}</table>`);
  }
  #simpleTable(lines, i) {
    const border = lines[i];
    if (!SIMPLE_TABLE_BORDER.test(border)) return void 0;
    let end = -1;
    for (let j = i + 1; j < lines.length; j++) {
      if (SIMPLE_TABLE_BORDER.test(lines[j]) && (j + 1 >= lines.length || lines[j + 1] === "")) {
        end = j;
        break;
      }
    }
    if (end < 0) return void 0;
    const starts = [];
    for (const m of border.matchAll(/=+/g)) starts.push(m.index);
    const rows = [];
    for (let j = i + 1; j < end; j++) {
      const line = lines[j];
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
  #gridTable(lines, i) {
    const border = lines[i];
    if (!GRID_TABLE_BORDER.test(border)) return void 0;
    const bounds = [];
    for (let k = 0; k < border.length; k++) if (border[k] === "+") bounds.push(k);
    const rows = [];
    let cells = bounds.slice(1).map(() => []);
    let j = i + 1;
    for (; j < lines.length; j++) {
      const line = lines[j];
      if (line.startsWith("+")) {
        if (cells.some((c) => c.length > 0)) rows.push(cells.map((c) => c.join(" ")));
        cells = bounds.slice(1).map(() => []);
      } else if (line.startsWith("|")) {
        for (let k = 0; k + 1 < bounds.length; k++) {
          const piece = line.slice(bounds[k] + 1, bounds[k + 1]).trim();
          if (piece && !/^[-=+|]+$/.test(piece)) cells[k].push(piece);
        }
      } else break;
    }
    this.#table(rows);
    return j;
  }
  #listTable(content) {
    const rows = [];
    let row;
    for (const line of content) {
      const outer = /^[-*+] +(?:[-*+] +)?(.*)$/.exec(line);
      if (outer && indentOf(line) === 0) {
        row = [];
        rows.push(row);
        if (/^[-*+] +[-*+] +/.test(line)) row.push(outer[1]);
        continue;
      }
      const cell = /^ +[-*+] +(.*)$/.exec(line);
      if (cell && row) row.push(cell[1]);
      else if (line.trim() && row && row.length > 0) row[row.length - 1] += ` ${line.trim()}`;
    }
    this.#table(rows);
  }
  #csvTable(content, options) {
    const rows = [];
    const header = options.get("header");
    if (header) rows.push(splitCsvLine(header));
    for (const line of content) if (line.trim()) rows.push(splitCsvLine(line));
    this.#table(rows);
  }
  /** Inline markup → HTML; everything else is escaped. */
  #inline(text) {
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
  #inlineMatch(m) {
    const g = m.groups ?? {};
    if (g.escaped !== void 0) return escapeHtml(g.escaped === " " ? "" : g.escaped);
    if (g.literal !== void 0) return `<code>${escapeHtml(g.literal)}</code>`;
    if (g.roleText !== void 0) return escapeHtml(g.roleText);
    if (g.roleText2 !== void 0) return escapeHtml(g.roleText2);
    if (g.phrase !== void 0) {
      const embedded = /^(.*?)\s*<([^<>]+)>$/s.exec(g.phrase);
      let label = g.phrase;
      let url;
      if (embedded) {
        label = embedded[1] || embedded[2];
        const target = embedded[2];
        url = target.endsWith("_") ? this.#targets.get(targetName(target.slice(0, -1))) : target.replace(/\s+/g, "");
      } else url = g.phraseMark === "__" ? this.#anonymous.shift() : this.#targets.get(targetName(g.phrase));
      return this.#link(label, url);
    }
    if (g.strong !== void 0) return `<strong>${escapeHtml(g.strong)}</strong>`;
    if (g.emphasis !== void 0) return `<em>${escapeHtml(g.emphasis)}</em>`;
    if (g.substitution !== void 0)
      return escapeHtml(this.#substitutions.get(g.substitution) ?? g.substitution);
    if (g.word !== void 0) {
      const url = g.wordMark === "__" ? this.#anonymous.shift() : this.#targets.get(targetName(g.word));
      return this.#link(g.word, url);
    }
    if (g.url !== void 0) return this.#link(g.url, g.url);
    if (g.interpreted !== void 0) return escapeHtml(g.interpreted);
    return "";
  }
  #link(label, url) {
    return url ? `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>` : escapeHtml(label);
  }
};
var INLINE = new RegExp(
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
    String.raw`\`(?<interpreted>[^\`]+)\``
  ].join("|"),
  "g"
);
function splitCsvLine(line) {
  const cells = [];
  for (const m of line.matchAll(/\s*(?:"((?:[^"]|"")*)"|([^,]*))\s*(?:,|$)/g)) {
    if (m[0] === "" && m.index >= line.length) break;
    cells.push(m[1] !== void 0 ? m[1].replace(/""/g, '"') : (m[2] ?? "").trim());
    if (m.index + m[0].length >= line.length) break;
  }
  return cells;
}
function rstToHtml(source) {
  const lines = source.replace(/\r\n?/g, "\n").split("\n").map((line) => expandTabs(line).trimEnd());
  return new RstConverter().convert(lines);
}
function partitionRst(context) {
  const { text } = decodeTextDocument(context.data, context.filename, context.params.encoding ?? void 0);
  return htmlToDrafts(rstToHtml(text), { filename: context.filename, params: context.params });
}
export {
  partitionRst,
  rstToHtml
};
