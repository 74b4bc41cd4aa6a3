import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  DomHandler,
  Parser
} from "./chunk-NL6Z5RS3.js";
import {
  escapeHtml
} from "./chunk-2OFCS22J.js";
import {
  decodeText,
  looksBinary
} from "./chunk-KSPQO2LU.js";
import {
  PY_WHITESPACE,
  cleanBullets,
  isBulletedText,
  isEmailAddress,
  isPossibleNarrativeText,
  isPySpaceCode,
  isUsCityStateZip
} from "./chunk-4I3I35UI.js";
import {
  InvalidDocumentError,
  LimitExceededError
} from "./chunk-3AXPRKHB.js";

// src/engine/formats/html.ts
var Role = {
  /** A container whose text forms paragraphs (div, p, section, body, ...). */
  Flow: 0,
  /** ol / ul: a container that deepens list items below it. */
  List: 1,
  Heading: 2,
  Pre: 3,
  ListItem: 4,
  Table: 5,
  Image: 6,
  /** Boilerplate blocks: ends the paragraph, content ignored. */
  RemovedBlock: 7,
  /** Inline markup that passes text through. */
  Phrasing: 8,
  Bold: 9,
  Italic: 10,
  Anchor: 11,
  LineBreak: 12,
  /** Inline markup whose content is ignored (button, label) and unknown tags. */
  Skipped: 13,
  /** Removed before parsing in the reference, content and all; its tail text survives. */
  Dropped: 14
};
var ROLES = /* @__PURE__ */ new Map();
function assign(role, tags) {
  for (const tag of tags.split(" ")) ROLES.set(tag, role);
}
assign(
  Role.Flow,
  "address article aside blockquote body center div footer header hgroup main section p html head"
);
assign(Role.List, "ol ul");
assign(Role.Heading, "h1 h2 h3 h4 h5 h6");
assign(Role.Pre, "pre");
assign(Role.ListItem, "li");
assign(Role.Table, "table");
assign(Role.Image, "img");
assign(Role.RemovedBlock, "details dl dd dt figure hr nav template form input summary");
assign(
  Role.Phrasing,
  "abbr bdi bdo big cite code data dfn kbd mark meter q s samp small span strike sub sup time tt u var wbr"
);
assign(Role.Bold, "b strong");
assign(Role.Italic, "em i");
assign(Role.Anchor, "a");
assign(Role.LineBreak, "br");
assign(Role.Skipped, "button label");
assign(Role.Dropped, "del link meta noscript script style");
function roleOf(element) {
  return ROLES.get(element.name) ?? Role.Skipped;
}
function isPhrasingRole(role) {
  return role >= Role.Phrasing && role <= Role.Skipped;
}
var SPACE_RUNS = new RegExp(`[${PY_WHITESPACE}]+`, "g");
function normalizeSpace(text) {
  const collapsed = text.replace(SPACE_RUNS, " ");
  const start = collapsed.startsWith(" ") ? 1 : 0;
  const end = collapsed.endsWith(" ") ? collapsed.length - 1 : collapsed.length;
  return start >= end ? "" : collapsed.slice(start, end);
}
function strip(text) {
  let start = 0;
  let end = text.length;
  while (start < end && isPySpaceCode(text.charCodeAt(start))) start++;
  while (end > start && isPySpaceCode(text.charCodeAt(end - 1))) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}
function typeOfText(text) {
  if (isBulletedText(text)) {
    const cleaned = cleanBullets(text);
    return cleaned ? { type: "ListItem", text: cleaned } : null;
  }
  if (isUsCityStateZip(text)) return { type: "Address", text };
  if (isEmailAddress(text)) return { type: "EmailAddress", text };
  if (text.length < 2) return null;
  return { type: isPossibleNarrativeText(text) ? "NarrativeText" : "UncategorizedText", text };
}
function contentOf(node) {
  const items = [];
  let pendingText;
  for (const child of node.children) {
    if (child.type === "text") {
      pendingText = pendingText === void 0 ? child.data : pendingText + child.data;
    } else if (child.type === "tag" || child.type === "script" || child.type === "style") {
      if (ROLES.get(child.name) === Role.Dropped) continue;
      if (pendingText !== void 0) items.push(pendingText);
      pendingText = void 0;
      items.push(child);
    } else if (child.type === "cdata") {
      for (const inner of child.children) {
        if (inner.type === "text")
          pendingText = pendingText === void 0 ? inner.data : pendingText + inner.data;
      }
    }
  }
  if (pendingText !== void 0) items.push(pendingText);
  return items;
}
function childElements(node) {
  const out = [];
  for (const child of node.children) {
    if ((child.type === "tag" || child.type === "script" || child.type === "style") && ROLES.get(child.name) !== Role.Dropped) {
      out.push(child);
    }
  }
  return out;
}
function ownPageNumber(element) {
  const value = element.attribs["data-page-number"];
  if (value === void 0 || !/^\s*[+-]?\d+\s*$/.test(value)) return void 0;
  return Number.parseInt(value, 10);
}
function cellText(cell) {
  const pieces = [];
  const stack = [{ items: contentOf(cell), index: 0 }];
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    if (top.index >= top.items.length) {
      stack.pop();
      continue;
    }
    const item = top.items[top.index++];
    if (typeof item === "string") {
      const piece = strip(item);
      if (piece) pieces.push(piece);
    } else {
      stack.push({ items: contentOf(item), index: 0 });
    }
  }
  return pieces.join(" ");
}
function htmlTableFromCells(rows) {
  if (rows.length === 0) return "";
  const parts = ["<table>"];
  for (const row of rows) {
    if (row.length === 0) continue;
    parts.push("<tr>");
    for (const cell of row) {
      const html = normalizeSpace(escapeHtml(cell).split("\n").join("<br/>"));
      parts.push(html ? `<td>${html}</td>` : "<td/>");
    }
    parts.push("</tr>");
  }
  parts.push("</table>");
  return parts.join("");
}
function tableRows(table) {
  const rows = [];
  const addRow = (tr) => {
    rows.push(
      childElements(tr).filter((c) => c.name === "td" || c.name === "th").map(cellText)
    );
  };
  for (const child of childElements(table)) {
    if (child.name === "tr") addRow(child);
    else if (child.name === "thead" || child.name === "tbody" || child.name === "tfoot") {
      for (const tr of childElements(child)) if (tr.name === "tr") addRow(tr);
    }
  }
  return rows;
}
function addEmphasis(emphasis, mark) {
  if (emphasis.includes(mark)) return emphasis;
  return [...emphasis, mark].sort().join("");
}
function mergeAnnotation(into, from) {
  if (!from) return;
  for (const key of [
    "emphasized_text_contents",
    "emphasized_text_tags",
    "link_texts",
    "link_urls"
  ]) {
    const values = from[key];
    if (!values) continue;
    const existing = into[key];
    if (existing) existing.push(...values);
    else into[key] = [...values];
  }
}
var HtmlWalker = class {
  drafts = [];
  #dirty = [];
  #stack = [];
  #defaultPage;
  #imagePayload;
  constructor(defaultPage, imagePayload) {
    this.#defaultPage = defaultPage;
    this.#imagePayload = imagePayload;
  }
  walk(root, rootPage) {
    this.#stack.push(this.#block(contentOf(root), "body", Role.Flow, 0, rootPage));
    while (this.#stack.length > 0) {
      const frame = this.#stack[this.#stack.length - 1];
      if (frame.index >= frame.items.length) {
        this.#stack.pop();
        this.#exit(frame);
        continue;
      }
      const item = frame.items[frame.index++];
      if (typeof item === "string") this.#text(frame, item);
      else this.#element(frame, item);
    }
    return this.drafts;
  }
  #block(items, tag, role, listDepth, page) {
    let forced = null;
    let headingDepth = 0;
    if (role === Role.Heading) {
      forced = "Title";
      headingDepth = Number(tag.slice(1)) - 1;
    } else if (role === Role.Pre) forced = "CodeSnippet";
    else if (role === Role.ListItem) forced = "ListItem";
    return {
      kind: "block",
      items,
      index: 0,
      forced,
      pre: role === Role.Pre,
      tag,
      headingDepth,
      listDepth,
      page,
      segments: [],
      dirty: false
    };
  }
  #collectorOf(frame) {
    return frame.kind === "inline" ? frame.collector : frame;
  }
  #add(collector, segment) {
    collector.segments.push(segment);
    if (!collector.dirty) {
      collector.dirty = true;
      this.#dirty.push(collector);
    }
  }
  #text(frame, text) {
    const emphasis = frame.kind === "block" ? "" : frame.emphasis;
    let annotation;
    if (emphasis) {
      const normalized = normalizeSpace(text);
      if (normalized)
        annotation = { emphasized_text_contents: [normalized], emphasized_text_tags: [emphasis] };
    }
    this.#add(this.#collectorOf(frame), { text, annotation });
  }
  #element(frame, element) {
    const role = roleOf(element);
    if (isPhrasingRole(role)) {
      this.#inline(frame, element, role);
      return;
    }
    if (frame.kind === "block") {
      this.#flush(frame);
      frame.forced = null;
    }
    if (role === Role.RemovedBlock) return;
    const page = ownPageNumber(element) ?? (frame.kind === "block" ? frame.page : void 0);
    if (role === Role.Table) {
      this.#table(element, page);
      return;
    }
    if (role === Role.Image) {
      this.#image(element, page);
      return;
    }
    const listDepth = frame.listDepth + (role === Role.List ? 1 : 0);
    if (role === Role.ListItem) {
      const adopted = this.#soleTextBlock(element);
      if (adopted) {
        const block = this.#block(contentOf(adopted), "li", role, listDepth, ownPageNumber(adopted) ?? page);
        this.#stack.push(block);
        return;
      }
    }
    this.#stack.push(this.#block(contentOf(element), element.name, role, listDepth, page));
  }
  #inline(frame, element, role) {
    const emphasis = frame.kind === "block" ? "" : frame.emphasis;
    switch (role) {
      case Role.LineBreak:
        this.#add(this.#collectorOf(frame), { text: "\n" });
        return;
      case Role.Skipped:
        return;
      case Role.Anchor: {
        const href = element.attribs.href;
        if (href) {
          const link = {
            kind: "link",
            items: contentOf(element),
            index: 0,
            emphasis,
            href,
            linked: false,
            parent: this.#collectorOf(frame),
            listDepth: frame.listDepth,
            segments: [],
            dirty: true
          };
          this.#dirty.push(link);
          this.#stack.push(link);
          return;
        }
        break;
      }
      default:
        break;
    }
    const inner = role === Role.Bold ? addEmphasis(emphasis, "b") : role === Role.Italic ? addEmphasis(emphasis, "i") : emphasis;
    this.#stack.push({
      kind: "inline",
      items: contentOf(element),
      index: 0,
      emphasis: inner,
      collector: this.#collectorOf(frame),
      listDepth: frame.listDepth
    });
  }
  /**
   * A list item holding nothing but one plain text block (Markdown's loose lists: `<li><p>..</p></li>`)
   * is read as that block's text, so it stays one ListItem.
   */
  #soleTextBlock(li) {
    const items = contentOf(li);
    let only;
    for (const item of items) {
      if (typeof item === "string") {
        if (strip(item)) return void 0;
      } else if (only) return void 0;
      else only = item;
    }
    if (!only || roleOf(only) !== Role.Flow) return void 0;
    const pending = childElements(only);
    while (pending.length > 0) {
      const next = pending.pop();
      if (!isPhrasingRole(roleOf(next))) return void 0;
      for (const child of childElements(next)) pending.push(child);
    }
    return only;
  }
  #exit(frame) {
    if (frame.kind === "block") this.#flush(frame);
    else if (frame.kind === "link") {
      this.#clean(frame);
      this.#finishPhrase(frame);
    }
  }
  /** Removes a collector from the dirty stack (where the walk's order guarantees it is on top). */
  #clean(collector) {
    if (!collector.dirty) return;
    collector.dirty = false;
    const index = this.#dirty.lastIndexOf(collector);
    if (index >= 0) this.#dirty.splice(index, 1);
  }
  #flush(frame) {
    this.#clean(frame);
    const draft = this.#draftFrom(frame);
    if (draft) this.#emit(draft);
  }
  /** Passes a link's text on to its container, as one link-annotated run when it is the link's first text. */
  #finishPhrase(link) {
    const segments = link.segments;
    if (segments.length === 0) return;
    link.segments = [];
    if (!link.linked) {
      const joined = segments.map((s) => s.text).join("");
      const linkText = normalizeSpace(joined);
      if (linkText) {
        link.linked = true;
        const annotation = { link_texts: [linkText], link_urls: [link.href] };
        for (const segment of segments) mergeAnnotation(annotation, segment.annotation);
        this.#add(link.parent, { text: joined, annotation });
        return;
      }
    }
    for (const segment of segments) this.#add(link.parent, segment);
  }
  /**
   * Emits a draft produced inside the current frames. Containers holding text that precedes it flush first
   * (outermost text first), and the first element born inside a link carries that link.
   */
  #emit(draft) {
    let current = draft;
    const held = [];
    while (this.#dirty.length > 0) {
      const collector = this.#dirty.pop();
      collector.dirty = false;
      if (collector.kind === "link") {
        const link = collector;
        this.#finishPhrase(link);
        if (!link.linked) {
          link.linked = true;
          if (current.text) {
            current.metadata.link_texts = [...current.metadata.link_texts ?? [], current.text];
            current.metadata.link_urls = [...current.metadata.link_urls ?? [], link.href];
          }
        }
      } else {
        const earlier = this.#draftFrom(collector);
        if (earlier) {
          held.push(current);
          current = earlier;
        }
      }
    }
    this.drafts.push(current);
    for (let i = held.length - 1; i >= 0; i--) this.drafts.push(held[i]);
  }
  #draftFrom(frame) {
    const segments = frame.segments;
    if (segments.length === 0) return null;
    frame.segments = [];
    let raw = "";
    for (const segment of segments) raw += segment.text;
    let text;
    if (frame.pre) {
      const start = raw.startsWith("\n") ? 1 : 0;
      const end = raw.endsWith("\n") && raw.length > start ? raw.length - 1 : raw.length;
      text = raw.slice(start, end);
    } else text = normalizeSpace(raw);
    if (!text) return null;
    let type = frame.forced;
    if (type === null) {
      const derived = typeOfText(text);
      if (!derived) return null;
      type = derived.type;
      text = derived.text;
    }
    const metadata = {};
    if (type === "Title") metadata.category_depth = frame.headingDepth;
    else if (type === "ListItem") metadata.category_depth = frame.tag === "li" ? frame.listDepth : 0;
    const annotation = {};
    for (const segment of segments) mergeAnnotation(annotation, segment.annotation);
    Object.assign(metadata, annotation);
    const page = frame.page ?? this.#defaultPage;
    if (page !== void 0) metadata.page_number = page;
    return { type, text, metadata };
  }
  #image(image, page) {
    const source = strip(image.attribs["data-src"] ?? "") || strip(image.attribs.src ?? "");
    if (!source) return;
    const metadata = {};
    const inline = /^data:(image\/[^;]+);base64,(.*)/s.exec(source);
    if (!inline) metadata.image_url = source;
    else if (this.#imagePayload) {
      metadata.image_base64 = inline[2];
      metadata.image_mime_type = inline[1];
    }
    const pageNumber = page ?? this.#defaultPage;
    if (pageNumber !== void 0) metadata.page_number = pageNumber;
    this.#emit({ type: "Image", text: strip(image.attribs.alt ?? ""), metadata });
  }
  #table(table, page) {
    const rows = tableRows(table);
    if (rows.length === 0) return;
    const text = strip(rows.map((row) => row.filter(Boolean).join(" ")).join(" "));
    if (!text) return;
    const metadata = { text_as_html: htmlTableFromCells(rows) };
    const pageNumber = page ?? this.#defaultPage;
    if (pageNumber !== void 0) metadata.page_number = pageNumber;
    this.#emit({ type: "Table", text, metadata });
  }
};
function findMain(root) {
  const pending = [...root.children].reverse();
  while (pending.length > 0) {
    const node = pending.pop();
    if (node.type !== "tag") continue;
    if (node.name === "main") return node;
    for (let i = node.children.length - 1; i >= 0; i--) pending.push(node.children[i]);
  }
  return void 0;
}
function inheritedPage(element) {
  let node = element;
  while (node) {
    const own = ownPageNumber(node);
    if (own !== void 0) return own;
    const parent = node.parent;
    if (parent?.type !== "tag" || isPhrasingRole(roleOf(parent))) return void 0;
    node = parent;
  }
  return void 0;
}
function withoutInternalSubset(source) {
  const doctype = source.slice(0, 4096).search(/<!DOCTYPE[^>[]*\[/i);
  if (doctype < 0) return source;
  const close = /\]\s*>/g;
  close.lastIndex = doctype;
  const end = close.exec(source);
  return end ? source.slice(0, doctype) + source.slice(end.index + end[0].length) : source;
}
var MAX_MARKUP_DEPTH = 2048;
var DepthExceeded = class extends Error {
};
var BoundedDomHandler = class extends DomHandler {
  onopentag(name, attribs) {
    super.onopentag(name, attribs);
    if (this.tagStack.length > MAX_MARKUP_DEPTH) throw new DepthExceeded();
  }
};
function parseMarkup(source, filename, options = {}) {
  const xml = options.xml === true;
  const handler = new BoundedDomHandler(void 0, { xmlMode: xml });
  try {
    new Parser(handler, {
      xmlMode: xml,
      recognizeSelfClosing: xml || options.xhtml === true,
      recognizeCDATA: xml || options.xhtml === true
    }).end(source);
  } catch (error) {
    if (error instanceof DepthExceeded) {
      throw new LimitExceededError(filename, `its markup nests elements more than ${MAX_MARKUP_DEPTH} deep`);
    }
    throw new InvalidDocumentError(filename, `unreadable markup (${error.message})`, {
      cause: error
    });
  }
  return handler.root;
}
function htmlToDrafts(html, options) {
  if (html.trim() === "") return [];
  const source = withoutInternalSubset(html.includes("\r") ? html.replace(/\r\n?/g, "\n") : html);
  const document = parseMarkup(source, options.filename, { xhtml: options.xhtml });
  const main = /<main[\s>/]/i.test(source) ? findMain(document) : void 0;
  const imagePayload = (options.params.extract_image_block_types ?? []).some(
    (t) => t.toLowerCase() === "image"
  );
  const walker = new HtmlWalker(options.pageNumber, imagePayload);
  return main ? walker.walk(main, inheritedPage(main)) : walker.walk(document, void 0);
}
var META_CHARSET = /<meta\b[^>]*?charset\s*=\s*["']?\s*([A-Za-z0-9._:-]+)/i;
var XML_ENCODING = /^\s*<\?xml\b[^>]*?encoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/;
function hasBom(data) {
  const [a, b, c] = data;
  return a === 239 && b === 187 && c === 191 || a === 255 && b === 254 || a === 254 && b === 255;
}
function declaredCharset(data) {
  const head = new TextDecoder("latin1").decode(data.subarray(0, 4096));
  const label = XML_ENCODING.exec(head)?.[1] ?? META_CHARSET.exec(head)?.[1];
  if (!label) return void 0;
  let canonical;
  try {
    canonical = new TextDecoder(label).encoding;
  } catch {
    return void 0;
  }
  return canonical.startsWith("utf-16") ? "utf-8" : canonical;
}
function isDefaultEncoding(encoding) {
  const label = (encoding ?? "").trim().toLowerCase().replace(/_/g, "-");
  return label === "" || label === "utf-8" || label === "utf8";
}
function decodeMarkup(data, filename, encoding) {
  let text;
  const declared = hasBom(data) || !isDefaultEncoding(encoding) ? void 0 : declaredCharset(data);
  if (declared && declared !== "utf-8") {
    text = new TextDecoder(declared).decode(data);
  } else {
    text = decodeText(data, filename, isDefaultEncoding(encoding) ? "utf-8" : encoding).text;
  }
  if (looksBinary(text)) throw new InvalidDocumentError(filename, "it holds binary data, not text");
  return text;
}
function partitionHtml(context) {
  const html = decodeMarkup(context.data, context.filename, context.params.encoding);
  return htmlToDrafts(html, { filename: context.filename, params: context.params });
}

export {
  normalizeSpace,
  htmlTableFromCells,
  MAX_MARKUP_DEPTH,
  parseMarkup,
  htmlToDrafts,
  decodeMarkup,
  partitionHtml
};
