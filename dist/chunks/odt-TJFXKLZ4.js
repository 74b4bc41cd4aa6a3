import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  attr,
  childrenOf,
  createXmlParser,
  decodeEntities,
  letters,
  listItemText,
  localTag,
  parseXmlPart,
  rawText,
  roman,
  rootElement,
  typeFromText
} from "./chunk-7YH32ZVI.js";
import {
  htmlFromSpannedRows
} from "./chunk-KVZCQ73W.js";
import "./chunk-CT6X6DLE.js";
import {
  collapseWhitespace,
  cpLength,
  pyLstrip,
  pyStrip
} from "./chunk-B464LQBF.js";
import {
  isZip,
  readZipEntries
} from "./chunk-GK63ZBU5.js";
import "./chunk-2OFCS22J.js";
import {
  isBulletedText
} from "./chunk-4I3I35UI.js";
import {
  InvalidDocumentError
} from "./chunk-3AXPRKHB.js";
import "./chunk-PCHJDGZE.js";

// src/engine/formats/word/odt-styles.ts
function readStyles(roots) {
  const styles = { text: /* @__PURE__ */ new Map(), lists: /* @__PURE__ */ new Map() };
  const visit = (container) => {
    for (const node of childrenOf(container)) {
      const tag = localTag(node);
      const name = attr(node, "name");
      if (tag === "style" && name !== void 0) {
        const style = { parent: attr(node, "parent-style-name") };
        for (const props of childrenOf(node)) {
          if (localTag(props) !== "text-properties") continue;
          const weight = attr(props, "font-weight");
          const fontStyle = attr(props, "font-style");
          if (weight !== void 0) style.bold = weight === "bold" || Number(weight) >= 600;
          if (fontStyle !== void 0) style.italic = fontStyle === "italic" || fontStyle === "oblique";
        }
        styles.text.set(name, style);
      } else if (tag === "list-style" && name !== void 0) {
        const levels = /* @__PURE__ */ new Map();
        for (const level of childrenOf(node)) {
          const n = Number(attr(level, "level") ?? "1");
          if (localTag(level) === "list-level-style-number") {
            const start = Number(attr(level, "start-value") ?? "1");
            levels.set(n, {
              format: attr(level, "num-format") ?? "",
              prefix: attr(level, "num-prefix") ?? "",
              suffix: attr(level, "num-suffix") ?? "",
              start: Number.isInteger(start) ? start : 1
            });
          } else if (localTag(level).startsWith("list-level-style")) levels.set(n, null);
        }
        styles.lists.set(name, levels);
      } else if (tag === "styles" || tag === "automatic-styles") visit(node);
    }
  };
  for (const root of roots) if (root) visit(root);
  return styles;
}
function inherited(styles, name, property) {
  const seen = /* @__PURE__ */ new Set();
  for (let n = name; n !== void 0 && !seen.has(n); ) {
    seen.add(n);
    const style = styles.text.get(n);
    if (style?.[property] !== void 0) return style[property];
    n = style?.parent;
  }
  return false;
}
function listLabel(level, n) {
  if (n <= 0 || n > 32767) return void 0;
  let number;
  switch (level.format) {
    case "1":
      number = String(n);
      break;
    case "a":
      number = letters(n) ?? "";
      break;
    case "A":
      number = (letters(n) ?? "").toUpperCase();
      break;
    case "i":
      number = roman(n) ?? "";
      break;
    case "I":
      number = (roman(n) ?? "").toUpperCase();
      break;
    default:
      return void 0;
  }
  if (level.prefix.endsWith("(") && level.suffix.startsWith(")")) return `(${number})`;
  if (level.suffix.startsWith(")")) return `${number})`;
  return `${number}.`;
}

// src/engine/formats/word/odt-text.ts
var SKIPPED_INLINE = /* @__PURE__ */ new Set(["note", "annotation", "annotation-end", "frame", "tracked-changes"]);
var ParagraphReader = class {
  pieces = [];
  #styles;
  #collapsedSpace = true;
  constructor(styles) {
    this.#styles = styles;
  }
  read(node, bold, italic, link) {
    for (const c of childrenOf(node)) {
      if ("#text" in c) {
        this.#append(decodeEntities(rawText(c)).replace(/[ \t\r\n]+/g, " "), true, bold, italic, link);
        continue;
      }
      const tag = localTag(c);
      switch (tag) {
        case "s": {
          const count = Number(attr(c, "c") ?? "1");
          this.#append(
            " ".repeat(Number.isInteger(count) && count > 0 ? Math.min(count, 1e3) : 1),
            false,
            bold,
            italic,
            link
          );
          break;
        }
        case "tab":
          this.#append(" ", true, bold, italic, link);
          break;
        case "line-break":
          this.#append("\n", false, bold, italic, link);
          break;
        case "span": {
          const style = attr(c, "style-name");
          this.read(
            c,
            bold || inherited(this.#styles, style, "bold"),
            italic || inherited(this.#styles, style, "italic"),
            link
          );
          break;
        }
        case "a": {
          const href = attr(c, "href");
          this.read(c, bold, italic, href && !href.startsWith("#") ? href : link);
          break;
        }
        case "ruby": {
          for (const part of childrenOf(c))
            if (localTag(part) === "ruby-base") this.read(part, bold, italic, link);
          break;
        }
        default:
          if (!SKIPPED_INLINE.has(tag)) this.read(c, bold, italic, link);
      }
    }
  }
  #append(text, collapsible, bold, italic, link) {
    let value = text;
    if (collapsible && this.#collapsedSpace && value.startsWith(" ")) value = value.slice(1);
    if (value === "") return;
    this.#collapsedSpace = collapsible && value.endsWith(" ");
    const last = this.pieces[this.pieces.length - 1];
    if (last && last.bold === bold && last.italic === italic && last.link === link) last.text += value;
    else this.pieces.push({ text: value, bold, italic, link });
  }
};
function emphasisOf(pieces) {
  const emphasis = [];
  for (const piece of pieces) {
    if (piece.link !== void 0) continue;
    const text = pyStrip(piece.text);
    if (!text) continue;
    if (piece.bold) emphasis.push([text, "b"]);
    if (piece.italic) emphasis.push([text, "i"]);
  }
  return emphasis;
}
function linksOf(pieces, shift) {
  const links = [];
  let offset = shift;
  let i = 0;
  while (i < pieces.length) {
    const url = pieces[i].link;
    let text = "";
    while (i < pieces.length && pieces[i].link === url) text += pieces[i++].text;
    if (url !== void 0 && pyStrip(text)) links.push({ text, url, start_index: Math.max(0, offset) });
    offset += cpLength(text);
  }
  return links;
}

// src/engine/formats/odt.ts
var ODT_ATTRIBUTES = /* @__PURE__ */ new Set([
  "style-name",
  "outline-level",
  "name",
  "family",
  "parent-style-name",
  "font-weight",
  "font-style",
  "num-format",
  "num-prefix",
  "num-suffix",
  "start-value",
  "level",
  "href",
  "number-columns-spanned",
  "number-rows-spanned",
  "number-columns-repeated",
  "number-rows-repeated",
  "c",
  "continue-numbering",
  "continue-list"
]);
var odtParser = createXmlParser(ODT_ATTRIBUTES);
var MAX_GRID_CELLS = 5e6;
var BLOCK_CONTAINERS = /* @__PURE__ */ new Set([
  "section",
  "index-body",
  "table-of-content",
  "alphabetical-index",
  "illustration-index",
  "table-index",
  "object-index",
  "user-index",
  "bibliography"
]);
var OdtPartitioner = class {
  #styles;
  #drafts = [];
  /** Counters per list level of the list being read, and the last ones per list style (continued lists). */
  #counters = [];
  #countersByStyle = /* @__PURE__ */ new Map();
  #gridBudget = MAX_GRID_CELLS;
  constructor(styles) {
    this.#styles = styles;
  }
  partition(text) {
    this.#blocks(text);
    return this.#drafts;
  }
  #blocks(container) {
    for (const node of childrenOf(container)) {
      const tag = localTag(node);
      if (tag === "p") this.#paragraph(node, void 0);
      else if (tag === "h") this.#paragraph(node, Number(attr(node, "outline-level") ?? "1"));
      else if (tag === "list") this.#list(node, 0, void 0);
      else if (tag === "table") this.#table(node);
      else if (BLOCK_CONTAINERS.has(tag)) this.#blocks(node);
    }
  }
  #read(node) {
    const reader = new ParagraphReader(this.#styles);
    reader.read(node, false, false, void 0);
    let raw = "";
    for (const piece of reader.pieces) raw += piece.text;
    return { text: pyStrip(raw), pieces: reader.pieces, lead: cpLength(raw) - cpLength(pyLstrip(raw)) };
  }
  /** A paragraph; `heading` is its outline level, `list` its list depth and label when in a list. */
  #paragraph(node, heading, list) {
    const { text, pieces, lead } = this.#read(node);
    if (text === "") return;
    let type;
    let elementText = text;
    let shift = -lead;
    let depth = 0;
    if (list || isBulletedText(text)) {
      const clean = listItemText(text);
      if (clean === "") return;
      type = "ListItem";
      const prefix = list?.label === void 0 ? "" : `${list.label} `;
      elementText = prefix + clean;
      shift += cpLength(prefix);
      depth = list?.depth ?? 0;
    } else if (heading !== void 0) {
      type = "Title";
      depth = Number.isInteger(heading) && heading > 0 ? heading - 1 : 0;
    } else {
      type = typeFromText(text);
    }
    const metadata = { category_depth: depth };
    const emphasis = emphasisOf(pieces);
    if (emphasis.length > 0) {
      metadata.emphasized_text_contents = emphasis.map(([t]) => t);
      metadata.emphasized_text_tags = emphasis.map(([, tag]) => tag);
    }
    const links = linksOf(pieces, shift);
    if (links.length > 0) {
      metadata.link_texts = links.map((l) => l.text);
      metadata.link_urls = links.map((l) => l.url);
      metadata.links = links;
    }
    this.#drafts.push({ type, text: elementText, metadata });
  }
  #list(list, depth, inheritedStyle) {
    const style = attr(list, "style-name") ?? inheritedStyle;
    if (depth === 0) {
      const continued = attr(list, "continue-numbering") === "true" || attr(list, "continue-list") !== void 0;
      const previous = style === void 0 ? void 0 : this.#countersByStyle.get(style);
      this.#counters = continued && previous ? previous : [];
      if (style !== void 0) this.#countersByStyle.set(style, this.#counters);
    }
    const levelStyle = style === void 0 ? void 0 : this.#styles.lists.get(style)?.get(depth + 1);
    for (const item of childrenOf(list)) {
      const itemTag = localTag(item);
      if (itemTag !== "list-item" && itemTag !== "list-header") continue;
      let label;
      if (itemTag === "list-item") {
        const current = this.#counters[depth];
        const start = Number(attr(item, "start-value") ?? Number.NaN);
        this.#counters[depth] = Number.isInteger(start) ? start : current === void 0 ? levelStyle?.start ?? 1 : current + 1;
        this.#counters.length = depth + 1;
        label = levelStyle ? listLabel(levelStyle, this.#counters[depth]) : void 0;
      }
      let first = true;
      for (const block of childrenOf(item)) {
        const tag = localTag(block);
        if (tag === "p" || tag === "h") {
          if (first) this.#paragraph(block, void 0, { depth, label });
          else this.#paragraph(block, tag === "h" ? Number(attr(block, "outline-level") ?? "1") : void 0);
          first = false;
        } else if (tag === "list") {
          this.#list(block, depth + 1, style);
          first = false;
        } else if (tag === "table") this.#table(block);
      }
    }
  }
  // -- tables -------------------------------------------------------------------------------------
  #rows(container, out = []) {
    for (const node of childrenOf(container)) {
      const tag = localTag(node);
      if (tag === "table-row") out.push(node);
      else if (tag === "table-header-rows" || tag === "table-rows" || tag === "table-row-group")
        this.#rows(node, out);
    }
    return out;
  }
  #cell(cell) {
    const content = { textParts: [], htmlParts: [], emphasis: [] };
    const visit = (container, direct) => {
      for (const block of childrenOf(container)) {
        const tag = localTag(block);
        if (tag === "p" || tag === "h") {
          const { text, pieces } = this.#read(block);
          if (text) content.textParts.push(text);
          content.htmlParts.push(text);
          if (direct) for (const e of emphasisOf(pieces)) content.emphasis.push(e);
        } else if (tag === "list" || tag === "list-item" || tag === "list-header" || BLOCK_CONTAINERS.has(tag)) {
          visit(block, false);
        } else if (tag === "table") {
          for (const row of this.#rows(block)) {
            for (const nested of childrenOf(row)) {
              if (localTag(nested) !== "table-cell") continue;
              const inner = this.#cell(nested);
              content.textParts.push(...inner.textParts);
              content.htmlParts.push(collapseWhitespace(inner.htmlParts.join(" ")));
            }
          }
        }
      }
    };
    visit(cell, true);
    return content;
  }
  #table(table) {
    const rows = this.#rows(table);
    const texts = [];
    const emphasis = [];
    const spanned = [];
    let positions = 0;
    for (const row of rows) {
      const rowRepeat = repeatCount(row, "number-rows-repeated");
      const cells = [];
      let width = 0;
      for (const node of childrenOf(row)) {
        const tag = localTag(node);
        if (tag === "covered-table-cell") width += repeatCount(node, "number-columns-repeated");
        if (tag !== "table-cell") continue;
        const content = this.#cell(node);
        const repeat = repeatCount(node, "number-columns-repeated");
        const colspan = repeatCount(node, "number-columns-spanned");
        for (const part of content.textParts) texts.push(part);
        for (const e of content.emphasis) emphasis.push(e);
        const text = collapseWhitespace(content.htmlParts.join(" "));
        cells.push({ cell: { text, colspan, rowspan: repeatCount(node, "number-rows-spanned") }, repeat });
        width += repeat * colspan;
      }
      positions += width * rowRepeat;
      spanned.push({ cells, repeat: rowRepeat });
    }
    const metadata = {};
    if (positions <= this.#gridBudget) {
      this.#gridBudget -= positions;
      const htmlRows = [];
      for (const { cells, repeat } of spanned) {
        const row = [];
        for (const { cell, repeat: times } of cells) for (let i = 0; i < times; i++) row.push(cell);
        for (let i = 0; i < repeat; i++) htmlRows.push(row);
      }
      metadata.text_as_html = htmlFromSpannedRows(htmlRows);
    }
    if (emphasis.length > 0) {
      metadata.emphasized_text_contents = emphasis.map(([t]) => t);
      metadata.emphasized_text_tags = emphasis.map(([, tag]) => tag);
    }
    this.#drafts.push({ type: "Table", text: texts.join(" "), metadata });
  }
};
function repeatCount(node, name) {
  const value = Number(attr(node, name) ?? "1");
  return Number.isInteger(value) && value > 1 ? value : 1;
}
function findText(root) {
  for (const body of root ? childrenOf(root) : []) {
    if (localTag(body) !== "body") continue;
    for (const text of childrenOf(body)) if (localTag(text) === "text") return text;
  }
  return void 0;
}
var WANTED = /* @__PURE__ */ new Set(["content.xml", "styles.xml", "META-INF/manifest.xml"]);
function partitionOdt(context) {
  const { data, filename, limits } = context;
  if (!isZip(data))
    throw new InvalidDocumentError(filename, "not a ZIP archive, so not an OpenDocument text");
  const entries = readZipEntries(data, filename, limits, (name) => WANTED.has(name));
  const manifest = entries.get("META-INF/manifest.xml");
  if (manifest && new TextDecoder().decode(manifest).includes("encryption-data")) {
    throw new InvalidDocumentError(
      filename,
      "the document is password-protected (encrypted); decrypt it and try again"
    );
  }
  const contentBytes = entries.get("content.xml");
  if (!contentBytes) throw new InvalidDocumentError(filename, "the package has no content.xml");
  const content = rootElement(parseXmlPart(odtParser, contentBytes, filename, "content.xml"));
  const stylesBytes = entries.get("styles.xml");
  const stylesRoot = stylesBytes && rootElement(parseXmlPart(odtParser, stylesBytes, filename, "styles.xml"));
  const styles = readStyles([stylesRoot, content]);
  const text = findText(content);
  return text ? new OdtPartitioner(styles).partition(text) : [];
}
export {
  partitionOdt
};
