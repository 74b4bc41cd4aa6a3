import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  ListNumberer,
  attr,
  child,
  childrenOf,
  createXmlParser,
  decodeXmlBytes,
  directText,
  emptyNumbering,
  listItemText,
  localTag,
  parseXmlPart,
  parseXmlText,
  readNumbering,
  rootElement,
  typeFromText
} from "./chunk-7YH32ZVI.js";
import {
  collapseKeyedRows,
  htmlFromSpannedRows
} from "./chunk-KVZCQ73W.js";
import "./chunk-CT6X6DLE.js";
import {
  collapseWhitespace,
  cpLength,
  pyStrip
} from "./chunk-B464LQBF.js";
import {
  require_cfb
} from "./chunk-Q5IFBPCK.js";
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
import {
  __toESM
} from "./chunk-PCHJDGZE.js";

// src/engine/formats/word/docx-package.ts
var import_cfb = __toESM(require_cfb(), 1);
var DOCX_ATTRIBUTES = /* @__PURE__ */ new Set([
  "val",
  "type",
  "id",
  "anchor",
  "styleId",
  "default",
  "abstractNumId",
  "numId",
  "ilvl",
  "Id",
  "Type",
  "Target",
  "TargetMode"
]);
var docxParser = createXmlParser(DOCX_ATTRIBUTES);
var REVISION_IDS = / (?:w:rsid[A-Za-z]*|w14:paraId|w14:textId)="[^"]*"/g;
var LAYOUT_ELEMENTS = /<w:(?:rFonts|rtl|ind|spacing|jc|sz|szCs|bCs|iCs|color|lang|widowControl|kern|shd|top|left|bottom|right|keepNext|keepLines|contextualSpacing|noProof|u|highlight|vertAlign)(?: [^>]*)?\/>/g;
function dropUnreadMarkup(xml) {
  return xml.replace(REVISION_IDS, "").replace(LAYOUT_ELEMENTS, "");
}
var OLE_MAGIC = [208, 207, 17, 224, 161, 177, 26, 225];
function rejectNonZip(data, filename) {
  if (isZip(data)) return;
  if (OLE_MAGIC.every((byte, i) => data[i] === byte)) {
    let encrypted = false;
    try {
      const names = import_cfb.default.read(data, { type: "buffer" }).FileIndex.map((entry) => entry.name);
      encrypted = names.includes("EncryptedPackage") || names.includes("EncryptionInfo");
    } catch {
    }
    throw new InvalidDocumentError(
      filename,
      encrypted ? "the .docx is password-protected (encrypted); decrypt it and try again" : "it is an OLE compound file (a legacy .doc?), not a .docx zip package"
    );
  }
  throw new InvalidDocumentError(filename, "not a ZIP archive, so not a .docx package");
}
function resolvePartName(sourceDir, target) {
  const segments = target.startsWith("/") ? [] : sourceDir.split("/").filter(Boolean);
  for (const segment of target.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  return segments.join("/");
}
function dirOf(part) {
  const slash = part.lastIndexOf("/");
  return slash < 0 ? "" : part.slice(0, slash);
}
function relsPartOf(part) {
  const dir = dirOf(part);
  const base = part.slice(dir.length === 0 ? 0 : dir.length + 1);
  return `${dir === "" ? "" : `${dir}/`}_rels/${base}.rels`;
}
var PartStore = class {
  #entries;
  #byLowerName = /* @__PURE__ */ new Map();
  #filename;
  constructor(entries, filename) {
    this.#entries = entries;
    this.#filename = filename;
    for (const name of entries.keys()) this.#byLowerName.set(name.replace(/^\/+/, "").toLowerCase(), name);
  }
  /** Part names are case-insensitive in OPC. */
  bytes(part) {
    const name = this.#byLowerName.get(part.toLowerCase());
    return name === void 0 ? void 0 : this.#entries.get(name);
  }
  parse(part) {
    const bytes = this.bytes(part);
    return bytes && rootElement(parseXmlPart(docxParser, bytes, this.#filename, part, dropUnreadMarkup));
  }
  text(part) {
    const bytes = this.bytes(part);
    return bytes && dropUnreadMarkup(decodeXmlBytes(bytes));
  }
  parseText(xml, part) {
    return rootElement(parseXmlText(docxParser, xml, this.#filename, part));
  }
  relationships(part) {
    const rels = /* @__PURE__ */ new Map();
    const root = this.parse(relsPartOf(part));
    if (!root) return rels;
    const sourceDir = dirOf(part);
    for (const rel of childrenOf(root)) {
      const id = attr(rel, "Id");
      const target = attr(rel, "Target");
      if (localTag(rel) !== "Relationship" || id === void 0 || target === void 0) continue;
      const external = attr(rel, "TargetMode") === "External";
      rels.set(id, {
        type: attr(rel, "Type") ?? "",
        target: external ? target : resolvePartName(sourceDir, target),
        ref: target,
        external
      });
    }
    return rels;
  }
};
function relatedOfType(rels, suffix) {
  for (const rel of rels.values()) if (!rel.external && rel.type.endsWith(suffix)) return rel.target;
  return void 0;
}
function readStyles(root) {
  const sheet = { paragraphStyles: /* @__PURE__ */ new Map() };
  if (!root) return sheet;
  for (const style of childrenOf(root)) {
    if (localTag(style) !== "style" || attr(style, "type") !== "paragraph") continue;
    const id = attr(style, "styleId");
    if (id === void 0) continue;
    const numPr = child(child(style, "pPr") ?? {}, "numPr");
    sheet.paragraphStyles.set(id, {
      name: attr(child(style, "name") ?? {}, "val"),
      basedOn: attr(child(style, "basedOn") ?? {}, "val"),
      numId: numPr && attr(child(numPr, "numId") ?? {}, "val"),
      ilvl: numPr && attr(child(numPr, "ilvl") ?? {}, "val")
    });
    const isDefault = attr(style, "default");
    if (sheet.defaultParagraphStyle === void 0 && isDefault !== void 0 && isOn(isDefault)) {
      sheet.defaultParagraphStyle = id;
    }
  }
  return sheet;
}
function isOn(value) {
  return value === void 0 || value === "1" || value === "true" || value === "on";
}
function readEvenAndOddHeaders(root) {
  const setting = root && child(root, "evenAndOddHeaders");
  return setting !== void 0 && isOn(attr(setting, "val"));
}
var WANTED = /\.(xml|rels)$/i;
function readDocxPackage(data, filename, limits) {
  rejectNonZip(data, filename);
  const store = new PartStore(
    readZipEntries(data, filename, limits, (name) => WANTED.test(name)),
    filename
  );
  const packageRels = store.relationships("");
  const mainPart = relatedOfType(packageRels, "/officeDocument") ?? "word/document.xml";
  const documentXml = store.text(mainPart);
  if (documentXml === void 0) {
    throw new InvalidDocumentError(filename, `the package has no main document part (${mainPart})`);
  }
  const relationships = store.relationships(mainPart);
  const stylesPart = relatedOfType(relationships, "/styles");
  const numberingPart = relatedOfType(relationships, "/numbering");
  const settingsPart = relatedOfType(relationships, "/settings");
  return {
    documentXml,
    parseDocumentFragment: (xml) => store.parseText(xml, mainPart),
    relationships,
    styles: readStyles(stylesPart ? store.parse(stylesPart) : void 0),
    numbering: numberingPart ? readNumbering(store.parse(numberingPart)) : emptyNumbering(),
    evenAndOddHeaders: readEvenAndOddHeaders(settingsPart ? store.parse(settingsPart) : void 0),
    relatedPart(id) {
      const rel = relationships.get(id);
      return rel && !rel.external ? store.parse(rel.target) : void 0;
    }
  };
}

// src/engine/formats/word/docx-paragraphs.ts
var INLINE_CONTAINERS = /* @__PURE__ */ new Set(["ins", "moveTo", "smartTag", "customXml", "fldSimple", "dir", "bdo"]);
function isPiece(item) {
  return "text" in item;
}
function runToggle(element) {
  if (!element) return false;
  const value = attr(element, "val");
  if (isOn(value)) return true;
  return value === "0" || value === "false" || value === "off" ? false : void 0;
}
function readRunFormat(rPr) {
  if (!rPr) return { bold: false, italic: false };
  return { bold: runToggle(child(rPr, "b")) === true, italic: runToggle(child(rPr, "i")) === true };
}
function runItemText(node, tag) {
  switch (tag) {
    case "t":
      return directText(node);
    case "tab":
    case "ptab":
      return "	";
    case "br": {
      const type = attr(node, "type");
      return type === void 0 || type === "textWrapping" ? "\n" : "";
    }
    case "cr":
      return "\n";
    case "noBreakHyphen":
      return "-";
    default:
      return void 0;
  }
}
function inlineShapeText(run) {
  const stack = [];
  for (let i = childrenOf(run).length - 1; i >= 0; i--)
    stack.push({ node: childrenOf(run)[i], inDrawing: false });
  let inline;
  while (stack.length > 0 && !inline) {
    const { node, inDrawing } = stack.pop();
    const tag = localTag(node);
    if (tag === "inline" && inDrawing) inline = node;
    const children = childrenOf(node);
    for (let i = children.length - 1; i >= 0; i--) {
      stack.push({ node: children[i], inDrawing: inDrawing || tag === "drawing" });
    }
  }
  if (!inline) return "";
  let text = "";
  const nodes = [inline];
  while (nodes.length > 0) {
    const node = nodes.pop();
    const children = childrenOf(node);
    if (localTag(node) === "r") {
      for (const c of children) text += runItemText(c, localTag(c)) ?? "";
    }
    for (let i = children.length - 1; i >= 0; i--) nodes.push(children[i]);
  }
  return text;
}
function scanParagraph(p) {
  const scan = { pPr: void 0, items: [], runs: [], links: [], hasRenderedBreak: false };
  const scanRun = (r, link) => {
    const run = scan.runs.length;
    scan.runs.push(readRunFormat(child(r, "rPr")));
    let shapeText = "";
    let shapeRead = false;
    for (const c of childrenOf(r)) {
      const tag = localTag(c);
      const text = runItemText(c, tag);
      if (text !== void 0) {
        if (text !== "") scan.items.push({ text, run, link });
      } else if (tag === "lastRenderedPageBreak") {
        scan.items.push({ link });
        scan.hasRenderedBreak = true;
      } else if ((tag === "drawing" || tag === "AlternateContent") && !shapeRead) {
        shapeRead = true;
        shapeText = inlineShapeText(r);
      }
    }
    if (shapeText !== "") scan.items.push({ text: shapeText, run: -1, link });
  };
  const scanInline = (node, link) => {
    for (const c of childrenOf(node)) {
      const tag = localTag(c);
      if (tag === "r") scanRun(c, link);
      else if (tag === "hyperlink") {
        scan.links.push({ id: attr(c, "id"), anchor: attr(c, "anchor") });
        scanInline(c, scan.links.length - 1);
      } else if (INLINE_CONTAINERS.has(tag)) scanInline(c, link);
      else if (tag === "sdt") {
        const content = child(c, "sdtContent");
        if (content) scanInline(content, link);
      } else if (tag === "pPr" && node === p) scan.pPr = c;
    }
  };
  scanInline(p, -1);
  return scan;
}
function splitAtRenderedBreaks(items) {
  const fragments = [];
  let current = [];
  let pendingLink;
  for (const item of items) {
    if (pendingLink !== void 0 && item.link !== pendingLink) {
      fragments.push(current);
      current = [];
      pendingLink = void 0;
    }
    if (isPiece(item)) current.push(item);
    else if (pendingLink === void 0) {
      if (item.link < 0) {
        fragments.push(current);
        current = [];
      } else pendingLink = item.link;
    }
  }
  if (pendingLink !== void 0) {
    fragments.push(current);
    current = [];
  }
  fragments.push(current);
  return fragments;
}
function textOf(pieces) {
  let text = "";
  for (const piece of pieces) text += piece.text;
  return text;
}
function emphasisOf(pieces, runs) {
  const emphasis = [];
  let i = 0;
  while (i < pieces.length) {
    const { run, link } = pieces[i];
    let text = "";
    while (i < pieces.length && pieces[i].run === run && pieces[i].link === link) {
      text += pieces[i++].text;
    }
    const format = runs[run];
    if (run < 0 || link >= 0 || !format) continue;
    const stripped = pyStrip(text);
    if (!stripped) continue;
    if (format.bold) emphasis.push([stripped, "b"]);
    if (format.italic) emphasis.push([stripped, "i"]);
  }
  return emphasis;
}

// src/engine/formats/word/docx-tables.ts
var BLOCK_CONTAINERS = /* @__PURE__ */ new Set(["customXml", "ins", "moveTo"]);
function blocksOf(container, out = []) {
  for (const c of childrenOf(container)) {
    const tag = localTag(c);
    if (tag === "p" || tag === "tbl") out.push(c);
    else if (tag === "sdt") {
      const content = child(c, "sdtContent");
      if (content) blocksOf(content, out);
    } else if (BLOCK_CONTAINERS.has(tag)) blocksOf(c, out);
  }
  return out;
}
function wrapped(parent, tag, out = []) {
  for (const c of childrenOf(parent)) {
    const t = localTag(c);
    if (t === tag) out.push(c);
    else if (t === "sdt") {
      const content = child(c, "sdtContent");
      if (content) wrapped(content, tag, out);
    } else if (t === "customXml") wrapped(c, tag, out);
  }
  return out;
}
function gridCount(node) {
  const value = node && attr(node, "val");
  const n = value === void 0 ? 0 : Number.parseInt(value, 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}
function gridSpan(tcPr) {
  const element = tcPr && child(tcPr, "gridSpan");
  if (!element) return 1;
  const value = attr(element, "val");
  if (value === void 0 || !/^\s*[+-]?\d{1,12}\s*$/.test(value)) return void 0;
  return Math.max(0, Number(value));
}
function readTable(tbl, onParagraph, topLevel = true) {
  const rows = [];
  for (const tr of wrapped(tbl, "tr")) {
    const trPr = child(tr, "trPr");
    const row = {
      before: gridCount(trPr && child(trPr, "gridBefore")),
      after: gridCount(trPr && child(trPr, "gridAfter")),
      cells: []
    };
    for (const tc of wrapped(tr, "tc")) row.cells.push(readCell(tc, onParagraph, topLevel));
    rows.push(row);
  }
  return rows;
}
function readCell(tc, onParagraph, topLevel) {
  const tcPr = child(tc, "tcPr");
  const vMerge = tcPr && child(tcPr, "vMerge");
  const cell = {
    span: gridSpan(tcPr),
    continued: vMerge !== void 0 && (attr(vMerge, "val") ?? "continue") === "continue",
    textParts: [],
    htmlParts: [],
    emphasis: []
  };
  for (const block of blocksOf(tc)) {
    if (localTag(block) === "p") {
      const scan = scanParagraph(block);
      onParagraph(scan, topLevel);
      const pieces = scan.items.filter(isPiece);
      const text = textOf(pieces);
      const stripped = pyStrip(text);
      if (stripped) cell.textParts.push(stripped);
      cell.htmlParts.push(text);
      for (const e of emphasisOf(pieces, scan.runs)) cell.emphasis.push(e);
    } else {
      for (const row of readTable(block, onParagraph, false)) {
        for (const nested of row.cells) {
          if (nested.continued) continue;
          for (const part of nested.textParts) cell.textParts.push(part);
          cell.htmlParts.push(collapseWhitespace(nested.htmlParts.join(" ")));
        }
      }
    }
  }
  return cell;
}
function gridPositions(rows) {
  let positions = 0;
  for (const row of rows) {
    positions += row.before + row.after;
    for (const cell of row.cells) {
      if (cell.span === void 0) return void 0;
      positions += cell.span;
    }
  }
  return positions;
}
function tableHtml(rows) {
  const keyed = [];
  let above = [];
  for (const row of rows) {
    const out = [];
    for (let i = 0; i < row.before; i++) out.push({ text: "", key: {} });
    for (const cell of row.cells) {
      const own = { text: collapseWhitespace(cell.htmlParts.join(" ")), key: cell };
      for (let i = 0; i < (cell.span ?? 0); i++) {
        out.push((cell.continued ? above[out.length] : void 0) ?? own);
      }
    }
    for (let i = 0; i < row.after; i++) out.push({ text: "", key: {} });
    keyed.push(out);
    above = out;
  }
  return htmlFromSpannedRows(collapseKeyedRows(keyed));
}
function tableTextAndEmphasis(rows) {
  const texts = [];
  const emphasis = [];
  for (const row of rows) {
    for (const cell of row.cells) {
      if (cell.continued) continue;
      for (const part of cell.textParts) texts.push(part);
      for (const e of cell.emphasis) emphasis.push(e);
    }
  }
  return { text: texts.join(" "), emphasis };
}

// src/engine/formats/word/xml-ranges.ts
function localNameAt(xml, from) {
  let end = from;
  while (end < xml.length) {
    const c = xml.charCodeAt(end);
    if (c <= 32 || c === 47 || c === 62) break;
    end++;
  }
  const name = xml.slice(from, end);
  return name.slice(name.indexOf(":") + 1);
}
function tagEnd(xml, lt, limit) {
  let quote = 0;
  for (let i = lt + 1; i < limit; i++) {
    const c = xml.charCodeAt(i);
    if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (c === 34 || c === 39) quote = c;
    else if (c === 62) return i + 1;
  }
  return limit;
}
function contentRange(xml, name) {
  const open = new RegExp(`<(?:[A-Za-z_][\\w.-]*:)?${name}(?=[\\s/>])`).exec(xml);
  if (!open) return void 0;
  const start = tagEnd(xml, open.index, xml.length);
  if (xml.charCodeAt(start - 2) === 47) return { start, end: start };
  const prefix = open[0].slice(1, open[0].length - name.length);
  const close = xml.lastIndexOf(`</${prefix}${name}`);
  return { start, end: close >= start ? close : xml.length };
}
function topLevelRanges(xml, from, to) {
  const ranges = [];
  let depth = 0;
  let start = 0;
  let name = "";
  let pos = from;
  while (pos < to) {
    const lt = xml.indexOf("<", pos);
    if (lt < 0 || lt >= to) break;
    const next = xml.charCodeAt(lt + 1);
    if (next === 33) {
      const close = xml.startsWith("<!--", lt) ? "-->" : xml.startsWith("<![CDATA[", lt) ? "]]>" : ">";
      const end2 = xml.indexOf(close, lt + 2);
      pos = end2 < 0 ? to : end2 + close.length;
      continue;
    }
    if (next === 63) {
      const end2 = xml.indexOf("?>", lt + 2);
      pos = end2 < 0 ? to : end2 + 2;
      continue;
    }
    const end = tagEnd(xml, lt, to);
    if (next === 47) {
      depth--;
      if (depth < 0) break;
      if (depth === 0) ranges.push({ start, end, name });
    } else if (xml.charCodeAt(end - 2) === 47) {
      if (depth === 0) ranges.push({ start: lt, end, name: localNameAt(xml, lt + 1) });
    } else {
      if (depth === 0) {
        start = lt;
        name = localNameAt(xml, lt + 1);
      }
      depth++;
    }
    pos = end;
  }
  if (depth > 0) ranges.push({ start, end: to, name });
  return ranges;
}

// src/engine/formats/docx.ts
var STYLE_TYPES = {
  Caption: "UncategorizedText",
  "Intense Quote": "UncategorizedText",
  List: "ListItem",
  "List 2": "ListItem",
  "List 3": "ListItem",
  "List Bullet": "ListItem",
  "List Bullet 2": "ListItem",
  "List Bullet 3": "ListItem",
  "List Continue": "ListItem",
  "List Continue 2": "ListItem",
  "List Continue 3": "ListItem",
  "List Number": "ListItem",
  "List Number 2": "ListItem",
  "List Number 3": "ListItem",
  "List Paragraph": "ListItem",
  "Macro Text": "UncategorizedText",
  "No Spacing": "UncategorizedText",
  Quote: "UncategorizedText",
  Subtitle: "Title",
  TOCHeading: "Title",
  Title: "Title",
  ...Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`Heading ${i + 1}`, "Title"]))
};
var BATCH_CHARS = 1 << 20;
var SECT_PR = /<(?:[A-Za-z_][\w.-]*:)?sectPr(?=[\s/>])/g;
function markSectionEnds(xml, ranges) {
  const ends = /* @__PURE__ */ new Set();
  SECT_PR.lastIndex = 0;
  let match = SECT_PR.exec(xml);
  for (const range of ranges) {
    while (match && match.index < range.start) match = SECT_PR.exec(xml);
    if (!match) break;
    if (match.index < range.end) ends.add(range);
  }
  return ends;
}
var MAX_GRID_CELLS = 5e6;
function uiStyleName(name) {
  if (/^heading [1-9]$/.test(name)) return `Heading ${name.slice("heading ".length)}`;
  if (name === "caption" || name === "header" || name === "footer")
    return name[0]?.toUpperCase() + name.slice(1);
  return name;
}
var DocxPartitioner = class {
  #pkg;
  #includePageBreaks;
  #numberer;
  #drafts = [];
  #headerFooterTexts = /* @__PURE__ */ new Map();
  #page = 1;
  #renderedBreaks = false;
  #gridBudget = MAX_GRID_CELLS;
  #carried = [];
  #styleNumberings = /* @__PURE__ */ new Map();
  constructor(pkg, includePageBreaks) {
    this.#pkg = pkg;
    this.#includePageBreaks = includePageBreaks;
    this.#numberer = new ListNumberer(pkg.numbering);
  }
  partition() {
    const xml = this.#pkg.documentXml;
    const body = contentRange(xml, "body");
    const ranges = body ? topLevelRanges(xml, body.start, body.end) : [];
    const sectionEnds = markSectionEnds(xml, ranges);
    if (sectionEnds.size === 0) {
      this.#blocksIn(ranges);
    } else {
      let group = [];
      let index = 0;
      for (const range of ranges) {
        if (range.name === "sectPr") {
          this.#section(group, this.#sectPrOf(range), index++);
          group = [];
          continue;
        }
        group.push(range);
        if (!sectionEnds.has(range)) continue;
        if (range.name === "p") this.#section(group, this.#sectPrOf(range), index++);
        else index = this.#sectionsInside(group, index);
        group = [];
      }
      this.#blocksCarried();
      this.#blocksIn(group);
    }
    if (!this.#renderedBreaks) for (const draft of this.#drafts) delete draft.metadata.page_number;
    return this.#drafts;
  }
  /** Parses the body blocks in `ranges` batch by batch, so only one batch's tree is alive at a time. */
  #blocksIn(ranges) {
    const xml = this.#pkg.documentXml;
    let i = 0;
    while (i < ranges.length) {
      const start = ranges[i].start;
      let j = i + 1;
      while (j < ranges.length && ranges[j].end - start <= BATCH_CHARS) j++;
      const batch = this.#fragment(xml.slice(start, ranges[j - 1].end));
      if (batch) for (const block of blocksOf(batch)) this.#block(block);
      i = j;
    }
  }
  #fragment(content) {
    return this.#pkg.parseDocumentFragment(`<w:body>${content}</w:body>`);
  }
  /** The w:sectPr of a body-level sectPr element, or of the paragraph that ends a section. */
  #sectPrOf(range) {
    const fragment = this.#fragment(this.#pkg.documentXml.slice(range.start, range.end));
    const element = fragment && child(fragment, range.name);
    if (!element) return void 0;
    return range.name === "sectPr" ? element : child(child(element, "pPr") ?? {}, "sectPr");
  }
  /** One section: start-type page breaks and headers, its blocks, then its footers. */
  #section(ranges, sectPr, index) {
    if (sectPr) {
      this.#sectionStartBreaks(index, sectPr);
      this.#headersOrFooters(sectPr, "header");
    }
    this.#blocksCarried();
    this.#blocksIn(ranges);
    if (sectPr) this.#headersOrFooters(sectPr, "footer");
  }
  /**
   * A section can end inside a content control or custom-XML wrapper (rare): the wrapper is parsed whole
   * and split at its section-ending paragraphs; blocks after the last one belong to the next section.
   * Returns the next section index.
   */
  #sectionsInside(ranges, index) {
    const first = ranges[0];
    const last = ranges[ranges.length - 1];
    const fragment = first && last ? this.#fragment(this.#pkg.documentXml.slice(first.start, last.end)) : void 0;
    let next = index;
    for (const block of fragment ? blocksOf(fragment) : []) {
      this.#carried.push(block);
      const sectPr = localTag(block) === "p" ? child(child(block, "pPr") ?? {}, "sectPr") : void 0;
      if (!sectPr) continue;
      this.#section([], sectPr, next++);
    }
    return next;
  }
  /** Blocks already parsed that belong to the section being emitted. */
  #blocksCarried() {
    const blocks = this.#carried;
    this.#carried = [];
    for (const block of blocks) this.#block(block);
  }
  #block(block) {
    if (localTag(block) === "p") this.#paragraph(block);
    else this.#table(block);
  }
  #newPage() {
    this.#page++;
    if (this.#includePageBreaks) this.#drafts.push({ type: "PageBreak", text: "", metadata: {} });
  }
  /** Odd- and even-page section starts can skip a page; the rendered break supplies the other one. */
  #sectionStartBreaks(index, sectPr) {
    const start = attr(child(sectPr, "type") ?? {}, "val");
    if (start === "evenPage" && this.#page % 2 === 0) this.#newPage();
    else if (start === "oddPage" && index > 0 && this.#page % 2 === 1) this.#newPage();
  }
  // -- paragraphs ---------------------------------------------------------------------------------
  #styleId(pPr) {
    const styles = this.#pkg.styles;
    const id = pPr && attr(child(pPr, "pStyle") ?? {}, "val");
    return id !== void 0 && styles.paragraphStyles.has(id) ? id : styles.defaultParagraphStyle;
  }
  #styleName(styleId) {
    const name = styleId === void 0 ? void 0 : this.#pkg.styles.paragraphStyles.get(styleId)?.name;
    return name ? uiStyleName(name) : "Normal";
  }
  /** The list a paragraph is numbered in: its own w:numPr, completed by what its style inherits. */
  #numbering(pPr, styleId) {
    const numPr = pPr && child(pPr, "numPr");
    const inherited = this.#styleNumbering(styleId);
    return {
      numId: (numPr && attr(child(numPr, "numId") ?? {}, "val")) ?? inherited.numId,
      ilvl: (numPr && attr(child(numPr, "ilvl") ?? {}, "val")) ?? inherited.ilvl
    };
  }
  /** Numbering a paragraph style carries, its own or through w:basedOn (cycles cut). */
  #styleNumbering(styleId) {
    if (styleId === void 0) return {};
    let ref = this.#styleNumberings.get(styleId);
    if (ref === void 0) {
      ref = {};
      const seen = /* @__PURE__ */ new Set();
      for (let id = styleId; id !== void 0 && !seen.has(id); ) {
        seen.add(id);
        const style = this.#pkg.styles.paragraphStyles.get(id);
        ref.numId ??= style?.numId;
        ref.ilvl ??= style?.ilvl;
        id = style?.basedOn;
      }
      this.#styleNumberings.set(styleId, ref);
    }
    return ref;
  }
  /** Counts the paragraph in its list (empty ones count too) and returns the label Word shows. */
  #listLabel({ numId, ilvl }) {
    if (numId === void 0 || numId === "0") return void 0;
    return this.#numberer.next(numId, ilvl === void 0 ? 0 : Number(ilvl));
  }
  #categoryDepth(pPr, styleName) {
    const numPr = pPr && child(pPr, "numPr");
    const ilvl = numPr && attr(child(numPr, "ilvl") ?? {}, "val");
    const level = ilvl === void 0 ? Number.NaN : Math.round(Number.parseFloat(ilvl));
    if (Number.isFinite(level)) return level;
    const last = styleName.split(" ").pop() ?? "";
    const numbered = /^\d+$/.test(last) ? Number(last) - 1 : 0;
    if (styleName.startsWith("Heading") || styleName.startsWith("List")) return numbered;
    return styleName === "Subtitle" ? 1 : 0;
  }
  #paragraph(p) {
    const scan = scanParagraph(p);
    if (scan.hasRenderedBreak) this.#renderedBreaks = true;
    const styleId = this.#styleId(scan.pPr);
    const styleName = this.#styleName(styleId);
    const styleType = STYLE_TYPES[styleName];
    const numbering = this.#numbering(scan.pPr, styleId);
    const label = this.#listLabel(numbering);
    const hasNumPr = scan.pPr !== void 0 && child(scan.pPr, "numPr") !== void 0;
    const numbered = hasNumPr || numbering.numId !== void 0 && numbering.numId !== "0" && styleType !== "Title";
    const depth = this.#categoryDepth(scan.pPr, styleName);
    const fragments = splitAtRenderedBreaks(scan.items);
    fragments.forEach((pieces, index) => {
      if (index > 0) this.#newPage();
      const text = textOf(pieces);
      if (pyStrip(text) === "") return;
      let type;
      let prefix = "";
      let elementText = text;
      if (numbered || isBulletedText(text)) {
        const clean = listItemText(text);
        if (clean === "") return;
        type = "ListItem";
        prefix = index === 0 && label !== void 0 ? `${label} ` : "";
        elementText = prefix + clean;
      } else {
        type = styleType ?? typeFromText(text);
      }
      const metadata = { category_depth: depth };
      this.#addEmphasis(metadata, emphasisOf(pieces, scan.runs));
      this.#addLinks(metadata, pieces, scan, cpLength(prefix));
      metadata.page_number = this.#page;
      this.#drafts.push({ type, text: elementText, metadata });
    });
  }
  #addEmphasis(metadata, emphasis) {
    if (emphasis.length === 0) return;
    metadata.emphasized_text_contents = emphasis.map(([text]) => text);
    metadata.emphasized_text_tags = emphasis.map(([, tag]) => tag);
  }
  /** External hyperlinks with their text and where it starts (in code points, as Python counts). */
  #addLinks(metadata, pieces, scan, shift) {
    if (scan.links.length === 0) return;
    const links = [];
    let offset = shift;
    let i = 0;
    while (i < pieces.length) {
      const link = pieces[i].link;
      let text = "";
      while (i < pieces.length && pieces[i].link === link) text += pieces[i++].text;
      if (link >= 0) {
        const url = this.#linkUrl(scan.links[link]);
        if (url && text) links.push({ text, url, start_index: offset });
      }
      offset += cpLength(text);
    }
    if (links.length === 0) return;
    metadata.link_texts = links.map((l) => l.text);
    metadata.link_urls = links.map((l) => l.url);
    metadata.links = links;
  }
  #linkUrl(link) {
    const rel = link?.id === void 0 ? void 0 : this.#pkg.relationships.get(link.id);
    if (!rel) return void 0;
    return link?.anchor ? `${rel.ref}#${link.anchor}` : rel.ref;
  }
  // -- tables -------------------------------------------------------------------------------------
  /** Paragraphs in table cells count in their lists, and a top-level cell's rendered breaks count too. */
  #cellParagraph = (scan, topLevel) => {
    if (topLevel && scan.hasRenderedBreak) this.#renderedBreaks = true;
    this.#listLabel(this.#numbering(scan.pPr, this.#styleId(scan.pPr)));
  };
  #table(tbl) {
    const rows = readTable(tbl, this.#cellParagraph);
    const { text, emphasis } = tableTextAndEmphasis(rows);
    const metadata = {};
    const positions = gridPositions(rows);
    if (positions !== void 0 && positions <= this.#gridBudget) {
      this.#gridBudget -= positions;
      metadata.text_as_html = tableHtml(rows);
    }
    metadata.page_number = this.#page;
    this.#addEmphasis(metadata, emphasis);
    this.#drafts.push({ type: "Table", text, metadata });
  }
  // -- headers and footers ------------------------------------------------------------------------
  #headersOrFooters(sectPr, kind) {
    const references = /* @__PURE__ */ new Map();
    for (const c of childrenOf(sectPr)) {
      const id = attr(c, "id");
      if (localTag(c) === `${kind}Reference` && id !== void 0)
        references.set(attr(c, "type") ?? "default", id);
    }
    const wanted = [["default", "primary"]];
    const titlePg = child(sectPr, "titlePg");
    if (titlePg && isOn(attr(titlePg, "val"))) wanted.push(["first", "first_page"]);
    if (this.#pkg.evenAndOddHeaders) wanted.push(["even", "even_page"]);
    for (const [type, headerFooterType] of wanted) {
      const id = references.get(type);
      const text = id === void 0 ? "" : this.#headerFooterText(id);
      if (!text) continue;
      this.#drafts.push({
        type: kind === "header" ? "Header" : "Footer",
        text,
        metadata: { header_footer_type: headerFooterType, category_depth: 0 }
      });
    }
  }
  #headerFooterText(id) {
    let text = this.#headerFooterTexts.get(id);
    if (text === void 0) {
      const root = this.#pkg.relatedPart(id);
      const lines = [];
      for (const block of root ? blocksOf(root) : []) {
        if (localTag(block) === "p") {
          const line = pyStrip(textOf(scanParagraph(block).items.filter(isPiece)));
          if (line) lines.push(line);
        } else {
          const line = tableTextAndEmphasis(readTable(block, () => {
          }, false)).text;
          if (line) lines.push(line);
        }
      }
      text = lines.join("\n");
      this.#headerFooterTexts.set(id, text);
    }
    return text;
  }
};
function partitionDocx(context) {
  const pkg = readDocxPackage(context.data, context.filename, context.limits);
  return new DocxPartitioner(pkg, context.params.include_page_breaks).partition();
}
export {
  partitionDocx
};
