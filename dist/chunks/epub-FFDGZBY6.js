import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  decodeMarkup,
  htmlToDrafts,
  parseMarkup
} from "./chunk-SOCRYOUZ.js";
import {
  readZipEntries
} from "./chunk-GK63ZBU5.js";
import "./chunk-NL6Z5RS3.js";
import "./chunk-2OFCS22J.js";
import "./chunk-KSPQO2LU.js";
import "./chunk-4I3I35UI.js";
import {
  InvalidDocumentError
} from "./chunk-3AXPRKHB.js";
import "./chunk-PCHJDGZE.js";

// src/engine/formats/epub.ts
var MARKUP_ENTRY = /\.(?:xml|opf|xhtml|xht|html|htm)$/i;
var CHAPTER_TYPES = /* @__PURE__ */ new Set(["application/xhtml+xml", "text/html"]);
function localName(element) {
  const name = element.name.toLowerCase();
  const colon = name.indexOf(":");
  return colon < 0 ? name : name.slice(colon + 1);
}
function elementsNamed(root, name) {
  const found = [];
  const pending = [...root.children].reverse();
  while (pending.length > 0) {
    const node = pending.pop();
    if (node.type !== "tag") continue;
    if (localName(node) === name) found.push(node);
    for (let i = node.children.length - 1; i >= 0; i--) pending.push(node.children[i]);
  }
  return found;
}
function parseXml(bytes, filename) {
  return parseMarkup(decodeMarkup(bytes, filename, void 0), filename, { xml: true });
}
function resolveHref(base, href) {
  let path = href.split("#")[0];
  try {
    path = decodeURIComponent(path);
  } catch {
  }
  const parts = path.startsWith("/") ? [] : base.split("/").slice(0, -1);
  for (const part of path.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") parts.pop();
    else parts.push(part);
  }
  return parts.join("/");
}
function readingOrder(entries, filename) {
  const container = entries.get("META-INF/container.xml");
  const rootfile = container ? elementsNamed(parseXml(container, filename), "rootfile").map((e) => e.attribs["full-path"]).find((path) => path && entries.has(path)) : void 0;
  const opf = rootfile ? entries.get(rootfile) : void 0;
  if (rootfile && opf) {
    const pkg = parseXml(opf, filename);
    const manifest = /* @__PURE__ */ new Map();
    for (const item of elementsNamed(pkg, "item")) {
      const id = item.attribs.id;
      const href = item.attribs.href;
      if (id && href)
        manifest.set(id, {
          href: resolveHref(rootfile, href),
          type: (item.attribs["media-type"] ?? "").toLowerCase()
        });
    }
    const order = [];
    for (const itemref of elementsNamed(pkg, "itemref")) {
      const item = manifest.get(itemref.attribs.idref ?? "");
      if (!item || !entries.has(item.href)) continue;
      if (CHAPTER_TYPES.has(item.type) || /\.(?:xhtml|xht|html|htm)$/i.test(item.href)) order.push(item.href);
    }
    if (order.length > 0) return order;
  }
  return [...entries.keys()].filter((name) => /\.(?:xhtml|xht|html|htm)$/i.test(name)).sort();
}
function partitionEpub(context) {
  const { filename, params } = context;
  const entries = readZipEntries(context.data, filename, context.limits, (name) => MARKUP_ENTRY.test(name));
  const chapters = readingOrder(entries, filename);
  if (chapters.length === 0)
    throw new InvalidDocumentError(filename, "the EPUB holds no XHTML content documents");
  const drafts = [];
  for (const chapter of chapters) {
    const html = decodeMarkup(entries.get(chapter), filename, void 0);
    for (const draft of htmlToDrafts(html, { filename, params, xhtml: true })) drafts.push(draft);
    if (drafts.length > context.limits.maxElements) break;
  }
  return drafts;
}
export {
  partitionEpub
};
