import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  XMLParser
} from "./chunk-CT6X6DLE.js";
import {
  readZipEntries
} from "./chunk-GK63ZBU5.js";
import {
  isEmailAddress,
  isPossibleNarrativeText,
  isPossibleTitle,
  pySplit,
  pyStrip
} from "./chunk-4I3I35UI.js";
import {
  InvalidDocumentError
} from "./chunk-3AXPRKHB.js";

// src/engine/formats/pptx.ts
function shapeDrafts(paragraphs2, isTitleShape, page, drafts) {
  let titleDepth = 0;
  for (const { text, level, bulleted } of paragraphs2) {
    if (pyStrip(text) === "") continue;
    if (bulleted) {
      drafts.push({ type: "ListItem", text, metadata: { page_number: page, category_depth: level } });
      continue;
    }
    if (isEmailAddress(text)) {
      drafts.push({ type: "EmailAddress", text, metadata: {} });
    } else if (isTitleShape) {
      drafts.push({ type: "Title", text, metadata: { page_number: page, category_depth: titleDepth++ } });
    } else if (isPossibleNarrativeText(text)) {
      drafts.push({ type: "NarrativeText", text, metadata: { page_number: page, category_depth: level } });
    } else if (isPossibleTitle(text)) {
      drafts.push({ type: "Title", text, metadata: { page_number: page, category_depth: level + 1 } });
    } else {
      drafts.push({
        type: "UncategorizedText",
        text,
        metadata: { page_number: page, category_depth: level }
      });
    }
  }
}
function notesDraft(text, page, drafts) {
  const notes = pyStrip(text);
  if (notes)
    drafts.push({ type: "NarrativeText", text: notes, metadata: { page_number: page, category_depth: 0 } });
}
function pageBreakDraft(page) {
  return { type: "PageBreak", text: "", metadata: { page_number: page - 1 } };
}
function collapseSpace(text) {
  return pySplit(text).join(" ");
}
var escapeCell = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
function tableDraft(rows, page) {
  const rowTexts = [];
  const html = ["<table>"];
  for (const row of rows) {
    if (row.length === 0) continue;
    const cells = [];
    html.push("<tr>");
    for (const cell of row) {
      const lines = cell.split("\n").map(collapseSpace).filter((line) => line !== "");
      if (lines.length > 0) cells.push(lines.join(" "));
      html.push(lines.length > 0 ? `<td>${lines.map(escapeCell).join("<br/>")}</td>` : "<td/>");
    }
    html.push("</tr>");
    if (cells.length > 0) rowTexts.push(cells.join(" "));
  }
  html.push("</table>");
  if (rowTexts.length === 0) return void 0;
  return {
    type: "Table",
    text: rowTexts.join("\n\n"),
    metadata: { page_number: page, text_as_html: html.join("") }
  };
}
var parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true
});
var ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
function decodeEntities(text) {
  if (!text.includes("&")) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos);/g, (whole, ref) => {
    if (ref[0] !== "#") return ENTITIES[ref] ?? whole;
    const code = ref[1] === "x" ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
    return code > 0 && code <= 1114111 ? String.fromCodePoint(code) : whole;
  });
}
function tagOf(node) {
  for (const key in node) if (key !== ":@") return key;
  return "";
}
function localName(tag) {
  const colon = tag.indexOf(":");
  return colon < 0 ? tag : tag.slice(colon + 1);
}
function isTag(node, local) {
  return localName(tagOf(node)) === local;
}
function childrenOf(node) {
  const value = node[tagOf(node)];
  return Array.isArray(value) ? value : [];
}
function attribute(node, name) {
  const attributes = node[":@"];
  const value = attributes?.[name];
  return value === void 0 ? void 0 : decodeEntities(value);
}
function prefixedAttribute(node, local) {
  const attributes = node[":@"];
  if (!attributes) return void 0;
  for (const [name, value] of Object.entries(attributes)) {
    if (name.includes(":") && localName(name) === local) return decodeEntities(value);
  }
  return void 0;
}
function child(node, local) {
  if (!node) return void 0;
  return childrenOf(node).find((c) => isTag(c, local));
}
function children(node, local) {
  return node ? childrenOf(node).filter((c) => isTag(c, local)) : [];
}
function descend(node, ...path) {
  let current = node;
  for (const local of path) current = child(current, local);
  return current;
}
function ownText(node) {
  if (!node) return "";
  let text = "";
  for (const c of childrenOf(node)) {
    const value = c["#text"];
    if (typeof value === "string") text += value;
  }
  return decodeEntities(text);
}
function decodePart(bytes) {
  if (bytes[0] === 255 && bytes[1] === 254) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 254 && bytes[1] === 255) return new TextDecoder("utf-16be").decode(bytes);
  return new TextDecoder("utf-8").decode(bytes);
}
var Package = class {
  #parts;
  #parsed = /* @__PURE__ */ new Map();
  #relationships = /* @__PURE__ */ new Map();
  #filename;
  constructor(parts, filename) {
    this.#parts = parts;
    this.#filename = filename;
  }
  /** The root element of the part at `path`, or undefined when the package lacks it. */
  root(path) {
    if (this.#parsed.has(path)) return this.#parsed.get(path);
    const bytes = this.#parts.get(path);
    let root;
    if (bytes) {
      let nodes;
      try {
        nodes = parser.parse(decodePart(bytes));
      } catch (error) {
        const problem = `unreadable XML in ${path} (${error.message})`;
        throw new InvalidDocumentError(this.#filename, problem, { cause: error });
      }
      root = nodes.find((n) => tagOf(n) !== "#text");
    }
    this.#parsed.set(path, root);
    return root;
  }
  /** The relationships of the part at `path`: id → target part path (external targets left out). */
  relationships(path) {
    const known = this.#relationships.get(path);
    if (known) return known;
    const slash = path.lastIndexOf("/");
    const dir = path.slice(0, slash + 1);
    const rels = /* @__PURE__ */ new Map();
    for (const rel of children(this.root(`${dir}_rels/${path.slice(slash + 1)}.rels`), "Relationship")) {
      const id = attribute(rel, "Id");
      const target = attribute(rel, "Target");
      if (!id || !target || attribute(rel, "TargetMode") === "External") continue;
      rels.set(id, { type: attribute(rel, "Type") ?? "", target: resolvePath(dir, target) });
    }
    this.#relationships.set(path, rels);
    return rels;
  }
  /** The target of the first relationship of `path` whose type ends with `/kind`. */
  related(path, kind) {
    for (const rel of this.relationships(path).values()) if (rel.type.endsWith(`/${kind}`)) return rel.target;
    return void 0;
  }
};
function resolvePath(dir, target) {
  const segments = target.startsWith("/") ? [] : dir.split("/").filter(Boolean);
  for (const segment of target.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  return segments.join("/");
}
var SHAPE_TAGS = /* @__PURE__ */ new Set(["sp", "grpSp", "graphicFrame", "cxnSp", "pic", "contentPart"]);
function placeholderOf(shape) {
  for (const c of childrenOf(shape)) {
    if (localName(tagOf(c)).startsWith("nv")) return descend(c, "nvPr", "ph");
  }
  return void 0;
}
function placeholderIndex(ph) {
  const idx = Number.parseInt(attribute(ph, "idx") ?? "0", 10);
  return Number.isNaN(idx) ? -1 : idx;
}
function ownOffset(shape) {
  const xfrm = isTag(shape, "graphicFrame") ? child(shape, "xfrm") : descend(shape, "spPr", "xfrm");
  const off = child(xfrm, "off");
  if (!off) return void 0;
  const top = Number(attribute(off, "y"));
  const left = Number(attribute(off, "x"));
  return Number.isFinite(top) && Number.isFinite(left) ? { top, left } : void 0;
}
var MASTER_PLACEHOLDER = {
  body: "body",
  chart: "body",
  clipArt: "body",
  ctrTitle: "title",
  dgm: "body",
  dt: "dt",
  ftr: "ftr",
  media: "body",
  obj: "body",
  pic: "body",
  sldNum: "sldNum",
  subTitle: "body",
  tbl: "body",
  title: "title"
};
function topLevelPlaceholders(root) {
  const tree = descend(root, "cSld", "spTree");
  const found = [];
  for (const shape of childrenOf(tree ?? {})) {
    if (!SHAPE_TAGS.has(localName(tagOf(shape)))) continue;
    const ph = placeholderOf(shape);
    if (ph) found.push([shape, ph]);
  }
  return found;
}
var SlideReader = class {
  #pkg;
  #layoutOffsets = /* @__PURE__ */ new Map();
  constructor(pkg) {
    this.#pkg = pkg;
  }
  /** A placeholder's position inherited from its layout (by idx), then from the master (by type). */
  #inheritedOffset(slidePath, ph) {
    const layoutPath = this.#pkg.related(slidePath, "slideLayout");
    if (!layoutPath) return void 0;
    let offsets = this.#layoutOffsets.get(layoutPath);
    if (!offsets) {
      offsets = /* @__PURE__ */ new Map();
      const masterPath = this.#pkg.related(layoutPath, "slideMaster");
      const master = masterPath ? topLevelPlaceholders(this.#pkg.root(masterPath)) : [];
      for (const [shape, layoutPh] of topLevelPlaceholders(this.#pkg.root(layoutPath))) {
        const idx = placeholderIndex(layoutPh);
        if (offsets.has(idx)) continue;
        let offset = ownOffset(shape);
        if (!offset) {
          const type = MASTER_PLACEHOLDER[attribute(layoutPh, "type") ?? "obj"];
          const base = master.find(([, masterPh]) => (attribute(masterPh, "type") ?? "obj") === type);
          offset = base ? ownOffset(base[0]) : void 0;
        }
        offsets.set(idx, offset);
      }
      this.#layoutOffsets.set(layoutPath, offsets);
    }
    return offsets.get(placeholderIndex(ph));
  }
  /**
   * The slide's shapes with group shapes flattened, in document order, and the title placeholder (the first
   * top-level placeholder with idx 0, as python-pptx finds it).
   */
  shapes(slidePath, root) {
    const tree = descend(root, "cSld", "spTree");
    const shapes = [];
    let title;
    for (const shape of childrenOf(tree ?? {})) {
      if (title || !SHAPE_TAGS.has(localName(tagOf(shape)))) continue;
      const ph = placeholderOf(shape);
      if (ph && placeholderIndex(ph) === 0) title = shape;
    }
    const stack = [{ nodes: tree ? childrenOf(tree) : [], next: 0 }];
    while (stack.length > 0) {
      const frame = stack[stack.length - 1];
      const node = frame.nodes[frame.next++];
      if (!node) {
        stack.pop();
        continue;
      }
      const tag = localName(tagOf(node));
      if (tag === "grpSp") {
        stack.push({ nodes: childrenOf(node), next: 0 });
        continue;
      }
      if (!SHAPE_TAGS.has(tag) || tag === "contentPart") continue;
      let offset = ownOffset(node);
      const ph = placeholderOf(node);
      if (!offset && ph) offset = this.#inheritedOffset(slidePath, ph);
      shapes.push({ node, top: offset?.top ?? 0, left: offset?.left ?? 0, placed: offset !== void 0 });
    }
    shapes.sort((a, b) => a.top - b.top || a.left - b.left);
    return { shapes, title };
  }
};
function paragraphText(p) {
  let text = "";
  for (const c of childrenOf(p)) {
    const tag = localName(tagOf(c));
    if (tag === "r" || tag === "fld") text += ownText(child(c, "t"));
    else if (tag === "br") text += "\v";
  }
  return text;
}
function* paragraphs(txBody) {
  for (const p of children(txBody, "p")) {
    const pPr = child(p, "pPr");
    const level = Number.parseInt((pPr && attribute(pPr, "lvl")) ?? "0", 10);
    yield {
      text: paragraphText(p),
      level: Number.isNaN(level) ? 0 : level,
      bulleted: child(pPr, "buChar") !== void 0
    };
  }
}
function frameText(txBody) {
  return children(txBody, "p").map(paragraphText).join("\n");
}
function tableRows(tbl) {
  return children(tbl, "tr").map((tr) => children(tr, "tc").map((tc) => frameText(child(tc, "txBody"))));
}
function mainPartPath(pkg) {
  for (const rel of pkg.relationships("").values()) {
    if (rel.type.endsWith("/officeDocument")) return rel.target;
  }
  return "ppt/presentation.xml";
}
function slidePaths(pkg, presentationPath, filename) {
  const presentation = pkg.root(presentationPath);
  if (!presentation) throw new InvalidDocumentError(filename, `the package has no ${presentationPath}`);
  const rels = pkg.relationships(presentationPath);
  const paths = [];
  for (const sldId of children(child(presentation, "sldIdLst"), "sldId")) {
    const id = prefixedAttribute(sldId, "id");
    const target = id ? rels.get(id)?.target : void 0;
    if (target) paths.push(target);
  }
  return paths;
}
function notesText(pkg, slidePath) {
  const notesPath = pkg.related(slidePath, "notesSlide");
  const notes = notesPath ? pkg.root(notesPath) : void 0;
  if (!notes) return "";
  for (const [shape, ph] of topLevelPlaceholders(notes)) {
    if (attribute(ph, "type") === "body") return isTag(shape, "sp") ? frameText(child(shape, "txBody")) : "";
  }
  return "";
}
function slideDrafts(pkg, reader, slidePath, page, drafts) {
  const root = pkg.root(slidePath);
  if (!root) return;
  const { shapes, title } = reader.shapes(slidePath, root);
  for (const { node, top, left, placed } of shapes) {
    const tag = localName(tagOf(node));
    if (tag === "graphicFrame") {
      const tbl = descend(node, "graphic", "graphicData", "tbl");
      const table = tbl ? tableDraft(tableRows(tbl), page) : void 0;
      if (table) drafts.push(table);
    } else if (tag === "sp") {
      if (placed && top !== 0 && left !== 0 && (top < 0 || left < 0)) continue;
      shapeDrafts(paragraphs(child(node, "txBody")), node === title, page, drafts);
    }
  }
}
function isTextPart(name) {
  return /\.(xml|rels)$/i.test(name) && !/^(ppt\/)?(charts|diagrams|theme|media|embeddings|customXml|tags|ink)\//i.test(name);
}
function partitionPptx(context) {
  const { filename, params } = context;
  const parts = readZipEntries(context.data, filename, context.limits, isTextPart);
  const pkg = new Package(parts, filename);
  const slides = slidePaths(pkg, mainPartPath(pkg), filename);
  const reader = new SlideReader(pkg);
  const drafts = [];
  for (const [index, slidePath] of slides.entries()) {
    const page = index + 1;
    if (page > 1 && params.include_page_breaks) drafts.push(pageBreakDraft(page));
    if (params.include_slide_notes) notesDraft(notesText(pkg, slidePath), page, drafts);
    slideDrafts(pkg, reader, slidePath, page, drafts);
    if (drafts.length > context.limits.maxElements) break;
  }
  return drafts;
}

export {
  shapeDrafts,
  notesDraft,
  pageBreakDraft,
  partitionPptx
};
