// EPUB: a zip of XHTML chapters. The reference converts the book to HTML with pandoc and partitions that;
// here each chapter in reading order (META-INF/container.xml → the package document → its spine) goes
// through the HTML partitioner. Like pandoc, a book whose package document names a cover image
// (`<meta name="cover">`) opens with that image, as an Image element of no text, before the first
// chapter (which often shows the cover again on a wrapper page). The package files are read with htmlparser2's XML mode, which knows only
// the predefined and numeric entities: DTD-declared entities are never expanded and nothing external is
// ever fetched. Only markup entries are inflated, within the engine's zip limits.
import type { AnyNode, Document, Element as DomElement } from "domhandler";
import { InvalidDocumentError } from "../core/errors.js";
import type { Draft, FormatContext } from "../core/types.js";
import { readZipEntries } from "../io/zip.js";
import { decodeMarkup, htmlToDrafts, parseMarkup } from "./html.js";

const MARKUP_ENTRY = /\.(?:xml|opf|xhtml|xht|html|htm)$/i;
const CHAPTER_TYPES = new Set(["application/xhtml+xml", "text/html"]);

function localName(element: DomElement): string {
  const name = element.name.toLowerCase();
  const colon = name.indexOf(":");
  return colon < 0 ? name : name.slice(colon + 1);
}

/** Elements with the given local name, in document order (an explicit stack: no recursion). */
function elementsNamed(root: { children: AnyNode[] }, name: string): DomElement[] {
  const found: DomElement[] = [];
  const pending: AnyNode[] = [...root.children].reverse();
  while (pending.length > 0) {
    const node = pending.pop() as AnyNode;
    if (node.type !== "tag") continue;
    if (localName(node) === name) found.push(node);
    for (let i = node.children.length - 1; i >= 0; i--) pending.push(node.children[i] as AnyNode);
  }
  return found;
}

function parseXml(bytes: Uint8Array, filename: string): Document {
  return parseMarkup(decodeMarkup(bytes, filename, undefined), filename, { xml: true });
}

/** `href` relative to the directory of `base`, as a zip entry name. */
function resolveHref(base: string, href: string): string {
  let path = href.split("#")[0] as string;
  try {
    path = decodeURIComponent(path);
  } catch {
    // keep it as written
  }
  const parts = path.startsWith("/") ? [] : base.split("/").slice(0, -1);
  for (const part of path.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") parts.pop();
    else parts.push(part);
  }
  return parts.join("/");
}

/** The chapters in reading order and the cover image's path, if the package document names one. */
interface Book {
  chapters: string[];
  cover?: string | undefined;
}

/** The chapters in reading order; without a usable package document, every markup file by name. */
function readingOrder(entries: Map<string, Uint8Array>, filename: string): Book {
  const container = entries.get("META-INF/container.xml");
  const rootfile = container
    ? elementsNamed(parseXml(container, filename), "rootfile")
        .map((e) => e.attribs["full-path"])
        .find((path) => path && entries.has(path))
    : undefined;
  const opf = rootfile ? entries.get(rootfile) : undefined;
  if (rootfile && opf) {
    const pkg = parseXml(opf, filename);
    const manifest = new Map<string, { href: string; type: string }>();
    for (const item of elementsNamed(pkg, "item")) {
      const id = item.attribs.id;
      const href = item.attribs.href;
      if (id && href)
        manifest.set(id, {
          href: resolveHref(rootfile, href),
          type: (item.attribs["media-type"] ?? "").toLowerCase(),
        });
    }
    const coverId = elementsNamed(pkg, "meta").find((meta) => meta.attribs.name === "cover")?.attribs.content;
    const cover = coverId === undefined ? undefined : manifest.get(coverId);
    const order: string[] = [];
    for (const itemref of elementsNamed(pkg, "itemref")) {
      const item = manifest.get(itemref.attribs.idref ?? "");
      if (!item || !entries.has(item.href)) continue;
      if (CHAPTER_TYPES.has(item.type) || /\.(?:xhtml|xht|html|htm)$/i.test(item.href)) order.push(item.href);
    }
    if (order.length > 0)
      return { chapters: order, cover: cover?.type.startsWith("image/") ? cover.href : undefined };
  }
  return { chapters: [...entries.keys()].filter((name) => /\.(?:xhtml|xht|html|htm)$/i.test(name)).sort() };
}

export function partitionEpub(context: FormatContext): Draft[] {
  const { filename, params } = context;
  const entries = readZipEntries(context.data, filename, context.limits, (name) => MARKUP_ENTRY.test(name));
  const { chapters, cover } = readingOrder(entries, filename);
  if (chapters.length === 0)
    throw new InvalidDocumentError(filename, "the EPUB holds no XHTML content documents");
  const drafts: Draft[] = [];
  if (cover !== undefined) drafts.push({ type: "Image", text: "", metadata: { image_url: cover } });
  for (const chapter of chapters) {
    const html = decodeMarkup(entries.get(chapter) as Uint8Array, filename, undefined);
    for (const draft of htmlToDrafts(html, { filename, params, xhtml: true })) drafts.push(draft);
    if (drafts.length > context.limits.maxElements) break;
  }
  return drafts;
}
