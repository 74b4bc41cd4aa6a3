// HTML → drafts by the reference's rules (unstructured/partition/html/parser.py, partition.py):
// - each block item is a paragraph; phrasing (b, i, a, span, ...) only annotates runs inside it;
// - h1–h6 → Title (depth = level − 1), li → ListItem (depth = enclosing ol/ul), pre → CodeSnippet
//   (whitespace kept), table → Table with compact text_as_html; any other text is typed from its content,
//   and never as a Title; img → Image (alt text, image_url; the base64 payload only when
//   extract_image_block_types asks for Image);
// - script, style, noscript, template, nav, forms, dl and other boilerplate are dropped, and tags the
//   reference does not know keep only their tail text; header and footer are ordinary containers;
// - `<main>`, when present, is the whole document.
// The reference walks the tree with recursive generators. Here one explicit stack walks it, so hostile nesting
// cannot overflow the call stack, and a stack of "dirty" frames (containers with pending text, links not yet
// attached) reproduces the order in which the generators flush text when a block appears inside phrasing.
import { type AnyNode, type Document, type Element as DomElement, DomHandler } from "domhandler";
import { Parser } from "htmlparser2";
import type { ElementMetadata } from "../../contract/element.js";
import type { PartitionParameters } from "../../contract/partition.js";
import { InvalidDocumentError, LimitExceededError } from "../core/errors.js";
import type { Draft, FormatContext } from "../core/types.js";
import {
  cleanBullets,
  isBulletedText,
  isEmailAddress,
  isPossibleNarrativeText,
  isUsCityStateZip,
} from "../elements/text-type.js";
import { decodeText, encodingLabel, looksBinary } from "../io/text.js";
import { escapeHtml } from "../text/html-escape.js";
import { isPySpaceCode, PY_WHITESPACE } from "../text/python-str.js";
import { tableHtml } from "../text/table-html.js";

export { escapeHtml };

export interface HtmlOptions {
  filename: string;
  params: PartitionParameters;
  /** Page number given to every draft whose markup does not say otherwise (`data-page-number`). */
  pageNumber?: number | undefined;
  /** XHTML (EPUB chapters): self-closing tags and CDATA sections are honoured. */
  xhtml?: boolean | undefined;
}

// ---------------------------------------------------------------------------------------------------------
// Tag roles (the reference's element-class registry)
// ---------------------------------------------------------------------------------------------------------

// Block roles first, then the phrasing roles (Phrasing..Skipped), then Dropped: isPhrasingRole relies on it.
const Role = {
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
  Dropped: 14,
} as const;
type Role = (typeof Role)[keyof typeof Role];

const ROLES = new Map<string, Role>();
function assign(role: Role, tags: string): void {
  for (const tag of tags.split(" ")) ROLES.set(tag, role);
}
// html and head are not in the reference's registry: it jumps to <body>, which libxml2 always creates and
// fills with whatever visible content lies outside it. Treating them as containers gives the same result.
assign(
  Role.Flow,
  "address article aside blockquote body center div footer header hgroup main section p html head",
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
  "abbr bdi bdo big cite code data dfn kbd mark meter q s samp small span strike sub sup time tt u var wbr",
);
assign(Role.Bold, "b strong");
assign(Role.Italic, "em i");
assign(Role.Anchor, "a");
assign(Role.LineBreak, "br");
assign(Role.Skipped, "button label");
assign(Role.Dropped, "del link meta noscript script style");

function roleOf(element: DomElement): Role {
  return ROLES.get(element.name) ?? Role.Skipped;
}

function isPhrasingRole(role: Role): boolean {
  return role >= Role.Phrasing && role <= Role.Skipped;
}

// ---------------------------------------------------------------------------------------------------------
// Text helpers: Python's notion of whitespace, which the reference's str.split()/strip() use
// ---------------------------------------------------------------------------------------------------------

const SPACE_RUNS = new RegExp(`[${PY_WHITESPACE}]+`, "g");

/** Whitespace runs reduced to one space, ends trimmed (" ".join(text.split())). */
export function normalizeSpace(text: string): string {
  const collapsed = text.replace(SPACE_RUNS, " ");
  const start = collapsed.startsWith(" ") ? 1 : 0;
  const end = collapsed.endsWith(" ") ? collapsed.length - 1 : collapsed.length;
  return start >= end ? "" : collapsed.slice(start, end);
}

/** str.strip(): a scan from both ends (a regex anchored at the end is quadratic on long blank runs). */
function strip(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isPySpaceCode(text.charCodeAt(start))) start++;
  while (end > start && isPySpaceCode(text.charCodeAt(end - 1))) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

/** The type the reference derives from free text (`derive_element_type_from_text`): never a Title. */
function typeOfText(text: string): { type: string; text: string } | null {
  if (isBulletedText(text)) {
    const cleaned = cleanBullets(text);
    return cleaned ? { type: "ListItem", text: cleaned } : null;
  }
  if (isUsCityStateZip(text)) return { type: "Address", text };
  if (isEmailAddress(text)) return { type: "EmailAddress", text };
  if (text.length < 2) return null;
  return { type: isPossibleNarrativeText(text) ? "NarrativeText" : "UncategorizedText", text };
}

// ---------------------------------------------------------------------------------------------------------
// Content of an element as the reference sees it: comments and dropped elements gone, their neighbouring
// text merged (lxml joins an element's tail to the text before it when the element is stripped).
// ---------------------------------------------------------------------------------------------------------

type Item = string | DomElement;

function contentOf(node: { children: AnyNode[] }): Item[] {
  const items: Item[] = [];
  let pendingText: string | undefined;
  for (const child of node.children) {
    if (child.type === "text") {
      pendingText = pendingText === undefined ? child.data : pendingText + child.data;
    } else if (child.type === "tag" || child.type === "script" || child.type === "style") {
      if (ROLES.get(child.name) === Role.Dropped) continue;
      if (pendingText !== undefined) items.push(pendingText);
      pendingText = undefined;
      items.push(child);
    } else if (child.type === "cdata") {
      for (const inner of child.children) {
        if (inner.type === "text")
          pendingText = pendingText === undefined ? inner.data : pendingText + inner.data;
      }
    }
    // comments, processing instructions and doctypes contribute nothing
  }
  if (pendingText !== undefined) items.push(pendingText);
  return items;
}

function childElements(node: { children: AnyNode[] }): DomElement[] {
  const out: DomElement[] = [];
  for (const child of node.children) {
    if (
      (child.type === "tag" || child.type === "script" || child.type === "style") &&
      ROLES.get(child.name) !== Role.Dropped
    ) {
      out.push(child);
    }
  }
  return out;
}

/** `data-page-number` as Python's int() reads it; undefined when absent or not an integer. */
function ownPageNumber(element: DomElement): number | undefined {
  const value = element.attribs["data-page-number"];
  if (value === undefined || !/^\s*[+-]?\d+\s*$/.test(value)) return undefined;
  return Number.parseInt(value, 10);
}

// ---------------------------------------------------------------------------------------------------------
// Tables
// ---------------------------------------------------------------------------------------------------------

/** Every text piece below `cell`, each stripped, blanks left out, joined with a space (lxml itertext). */
function cellText(cell: DomElement): string {
  const pieces: string[] = [];
  const stack: Array<{ items: Item[]; index: number }> = [{ items: contentOf(cell), index: 0 }];
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as { items: Item[]; index: number };
    if (top.index >= top.items.length) {
      stack.pop();
      continue;
    }
    const item = top.items[top.index++] as Item;
    if (typeof item === "string") {
      const piece = strip(item);
      if (piece) pieces.push(piece);
    } else {
      stack.push({ items: contentOf(item), index: 0 });
    }
  }
  return pieces.join(" ");
}

function tableRows(table: DomElement): string[][] {
  const rows: string[][] = [];
  const addRow = (tr: DomElement) => {
    rows.push(
      childElements(tr)
        .filter((c) => c.name === "td" || c.name === "th")
        .map(cellText),
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

// ---------------------------------------------------------------------------------------------------------
// The walk
// ---------------------------------------------------------------------------------------------------------

interface Annotation {
  emphasized_text_contents?: string[];
  emphasized_text_tags?: string[];
  link_texts?: string[];
  link_urls?: string[];
}

interface Segment {
  text: string;
  annotation?: Annotation | undefined;
}

/** Something text segments accumulate in: a block (paragraph under construction) or a link. */
interface Collector {
  segments: Segment[];
  dirty: boolean;
}

interface BlockFrame extends Collector {
  kind: "block";
  items: Item[];
  index: number;
  /** Type forced on the current run (Title, ListItem, CodeSnippet), null once a block child has ended it. */
  forced: string | null;
  pre: boolean;
  tag: string;
  headingDepth: number;
  /** ol/ul elements enclosing this one. */
  listDepth: number;
  page: number | undefined;
}

interface InlineFrame {
  kind: "inline";
  items: Item[];
  index: number;
  emphasis: string;
  collector: Collector;
  listDepth: number;
}

interface LinkFrame extends Collector {
  kind: "link";
  items: Item[];
  index: number;
  emphasis: string;
  href: string;
  linked: boolean;
  /** Where the link's text goes once the link is complete. */
  parent: Collector;
  listDepth: number;
}

type Frame = BlockFrame | InlineFrame | LinkFrame;

function addEmphasis(emphasis: string, mark: string): string {
  if (emphasis.includes(mark)) return emphasis;
  return [...emphasis, mark].sort().join("");
}

function mergeAnnotation(into: Annotation, from: Annotation | undefined): void {
  if (!from) return;
  for (const key of [
    "emphasized_text_contents",
    "emphasized_text_tags",
    "link_texts",
    "link_urls",
  ] as const) {
    const values = from[key];
    if (!values) continue;
    const existing = into[key];
    if (existing) existing.push(...values);
    else into[key] = [...values];
  }
}

class HtmlWalker {
  readonly drafts: Draft[] = [];
  readonly #dirty: Collector[] = [];
  readonly #stack: Frame[] = [];
  readonly #defaultPage: number | undefined;

  readonly #imagePayload: boolean;

  constructor(defaultPage: number | undefined, imagePayload: boolean) {
    this.#defaultPage = defaultPage;
    this.#imagePayload = imagePayload;
  }

  walk(root: { children: AnyNode[] }, rootPage: number | undefined): Draft[] {
    this.#stack.push(this.#block(contentOf(root), "body", Role.Flow, 0, rootPage));
    while (this.#stack.length > 0) {
      const frame = this.#stack[this.#stack.length - 1] as Frame;
      if (frame.index >= frame.items.length) {
        this.#stack.pop();
        this.#exit(frame);
        continue;
      }
      const item = frame.items[frame.index++] as Item;
      if (typeof item === "string") this.#text(frame, item);
      else this.#element(frame, item);
    }
    return this.drafts;
  }

  #block(items: Item[], tag: string, role: Role, listDepth: number, page: number | undefined): BlockFrame {
    let forced: string | null = null;
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
      dirty: false,
    };
  }

  #collectorOf(frame: Frame): Collector {
    return frame.kind === "inline" ? frame.collector : frame;
  }

  #add(collector: Collector, segment: Segment): void {
    collector.segments.push(segment);
    if (!collector.dirty) {
      collector.dirty = true;
      this.#dirty.push(collector);
    }
  }

  #text(frame: Frame, text: string): void {
    const emphasis = frame.kind === "block" ? "" : frame.emphasis;
    let annotation: Annotation | undefined;
    if (emphasis) {
      const normalized = normalizeSpace(text);
      if (normalized)
        annotation = { emphasized_text_contents: [normalized], emphasized_text_tags: [emphasis] };
    }
    this.#add(this.#collectorOf(frame), { text, annotation });
  }

  #element(frame: Frame, element: DomElement): void {
    const role = roleOf(element);
    if (isPhrasingRole(role)) {
      this.#inline(frame, element, role);
      return;
    }
    // A block child ends the paragraph being built in a block parent; inside phrasing, the paragraph is
    // only flushed when the block actually yields an element (see #emit).
    if (frame.kind === "block") {
      this.#flush(frame);
      frame.forced = null;
    }
    if (role === Role.RemovedBlock) return;
    const page = ownPageNumber(element) ?? (frame.kind === "block" ? frame.page : undefined);
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

  #inline(frame: Frame, element: DomElement, role: Role): void {
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
          const link: LinkFrame = {
            kind: "link",
            items: contentOf(element),
            index: 0,
            emphasis,
            href,
            linked: false,
            parent: this.#collectorOf(frame),
            listDepth: frame.listDepth,
            segments: [],
            dirty: true,
          };
          // Dirty from the start: the first element produced inside it takes the link.
          this.#dirty.push(link);
          this.#stack.push(link);
          return;
        }
        break;
      }
      default:
        break;
    }
    const inner =
      role === Role.Bold
        ? addEmphasis(emphasis, "b")
        : role === Role.Italic
          ? addEmphasis(emphasis, "i")
          : emphasis;
    this.#stack.push({
      kind: "inline",
      items: contentOf(element),
      index: 0,
      emphasis: inner,
      collector: this.#collectorOf(frame),
      listDepth: frame.listDepth,
    });
  }

  /**
   * A list item holding nothing but one plain text block (Markdown's loose lists: `<li><p>..</p></li>`)
   * is read as that block's text, so it stays one ListItem.
   */
  #soleTextBlock(li: DomElement): DomElement | undefined {
    const items = contentOf(li);
    let only: DomElement | undefined;
    for (const item of items) {
      if (typeof item === "string") {
        if (strip(item)) return undefined;
      } else if (only) return undefined;
      else only = item;
    }
    if (!only || roleOf(only) !== Role.Flow) return undefined;
    // Every descendant must be phrasing; stop at the first that is not.
    const pending: DomElement[] = childElements(only);
    while (pending.length > 0) {
      const next = pending.pop() as DomElement;
      if (!isPhrasingRole(roleOf(next))) return undefined;
      for (const child of childElements(next)) pending.push(child);
    }
    return only;
  }

  #exit(frame: Frame): void {
    if (frame.kind === "block") this.#flush(frame);
    else if (frame.kind === "link") {
      this.#clean(frame);
      this.#finishPhrase(frame);
    }
  }

  /** Removes a collector from the dirty stack (where the walk's order guarantees it is on top). */
  #clean(collector: Collector): void {
    if (!collector.dirty) return;
    collector.dirty = false;
    const index = this.#dirty.lastIndexOf(collector);
    if (index >= 0) this.#dirty.splice(index, 1);
  }

  #flush(frame: BlockFrame): void {
    this.#clean(frame);
    const draft = this.#draftFrom(frame);
    if (draft) this.#emit(draft);
  }

  /** Passes a link's text on to its container, as one link-annotated run when it is the link's first text. */
  #finishPhrase(link: LinkFrame): void {
    const segments = link.segments;
    if (segments.length === 0) return;
    link.segments = [];
    if (!link.linked) {
      const joined = segments.map((s) => s.text).join("");
      const linkText = normalizeSpace(joined);
      if (linkText) {
        link.linked = true;
        const annotation: Annotation = { link_texts: [linkText], link_urls: [link.href] };
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
  #emit(draft: Draft): void {
    let current = draft;
    const held: Draft[] = [];
    while (this.#dirty.length > 0) {
      const collector = this.#dirty.pop() as Collector;
      collector.dirty = false;
      if ((collector as Frame).kind === "link") {
        const link = collector as LinkFrame;
        this.#finishPhrase(link);
        if (!link.linked) {
          link.linked = true;
          if (current.text) {
            current.metadata.link_texts = [...(current.metadata.link_texts ?? []), current.text];
            current.metadata.link_urls = [...(current.metadata.link_urls ?? []), link.href];
          }
        }
      } else {
        const earlier = this.#draftFrom(collector as BlockFrame);
        if (earlier) {
          held.push(current);
          current = earlier;
        }
      }
    }
    this.drafts.push(current);
    for (let i = held.length - 1; i >= 0; i--) this.drafts.push(held[i] as Draft);
  }

  #draftFrom(frame: BlockFrame): Draft | null {
    const segments = frame.segments;
    if (segments.length === 0) return null;
    frame.segments = [];
    let raw = "";
    for (const segment of segments) raw += segment.text;
    let text: string;
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
    const metadata: ElementMetadata = {};
    if (type === "Title") metadata.category_depth = frame.headingDepth;
    else if (type === "ListItem") metadata.category_depth = frame.tag === "li" ? frame.listDepth : 0;
    const annotation: Annotation = {};
    for (const segment of segments) mergeAnnotation(annotation, segment.annotation);
    Object.assign(metadata, annotation);
    const page = frame.page ?? this.#defaultPage;
    if (page !== undefined) metadata.page_number = page;
    return { type, text, metadata };
  }

  #image(image: DomElement, page: number | undefined): void {
    const source = strip(image.attribs["data-src"] ?? "") || strip(image.attribs.src ?? "");
    if (!source) return;
    const metadata: ElementMetadata = {};
    const inline = /^data:(image\/[^;]+);base64,(.*)/s.exec(source);
    if (!inline) metadata.image_url = source;
    else if (this.#imagePayload) {
      metadata.image_base64 = inline[2];
      metadata.image_mime_type = inline[1];
    }
    const pageNumber = page ?? this.#defaultPage;
    if (pageNumber !== undefined) metadata.page_number = pageNumber;
    this.#emit({ type: "Image", text: strip(image.attribs.alt ?? ""), metadata });
  }

  #table(table: DomElement, page: number | undefined): void {
    const rows = tableRows(table);
    if (rows.length === 0) return;
    const text = strip(rows.map((row) => row.filter(Boolean).join(" ")).join(" "));
    if (!text) return;
    const metadata: ElementMetadata = { text_as_html: tableHtml(rows, { escapeQuotes: true }) };
    const pageNumber = page ?? this.#defaultPage;
    if (pageNumber !== undefined) metadata.page_number = pageNumber;
    this.#emit({ type: "Table", text, metadata });
  }
}

/** The first `<main>` in document order: when a page marks its core content, nothing else counts. */
function findMain(root: { children: AnyNode[] }): DomElement | undefined {
  const pending: AnyNode[] = [...root.children].reverse();
  while (pending.length > 0) {
    const node = pending.pop() as AnyNode;
    if (node.type !== "tag") continue;
    if (node.name === "main") return node;
    for (let i = node.children.length - 1; i >= 0; i--) pending.push(node.children[i] as AnyNode);
  }
  return undefined;
}

/** The page number the reference gives `<main>`: its own, else inherited through container ancestors. */
function inheritedPage(element: DomElement): number | undefined {
  let node: DomElement | null = element;
  while (node) {
    const own = ownPageNumber(node);
    if (own !== undefined) return own;
    const parent: AnyNode | null = node.parent;
    if (parent?.type !== "tag" || isPhrasingRole(roleOf(parent))) return undefined;
    node = parent;
  }
  return undefined;
}

/**
 * The markup without a DOCTYPE's internal subset (`<!DOCTYPE x [ <!ENTITY ...> ]>`), which htmlparser2
 * would end at the first `>` and leave as stray text. Its entity declarations are never used.
 */
function withoutInternalSubset(source: string): string {
  const doctype = source.slice(0, 4096).search(/<!DOCTYPE[^>[]*\[/i);
  if (doctype < 0) return source;
  const close = /\]\s*>/g;
  close.lastIndex = doctype;
  const end = close.exec(source);
  return end ? source.slice(0, doctype) + source.slice(end.index + end[0].length) : source;
}

/**
 * Deepest element nesting accepted. htmlparser2 keeps its open-element stack with unshift/shift, so each
 * tag costs time proportional to the depth: 100 000 nested tags take seconds. Real pages nest a few dozen
 * levels; libxml2, the reference's parser, stops at 256 levels unless told otherwise.
 */
export const MAX_MARKUP_DEPTH = 2048;

class DepthExceeded extends Error {}

/** A DOM builder that refuses markup nested deeper than MAX_MARKUP_DEPTH. */
class BoundedDomHandler extends DomHandler {
  override onopentag(name: string, attribs: { [key: string]: string }): void {
    super.onopentag(name, attribs);
    if (this.tagStack.length > MAX_MARKUP_DEPTH) throw new DepthExceeded();
  }
}

export interface MarkupOptions {
  /** XML (EPUB package files): case-sensitive names, only predefined and numeric entities. */
  xml?: boolean | undefined;
  /** XHTML: HTML rules, but self-closing tags and CDATA sections are honoured. */
  xhtml?: boolean | undefined;
}

/** Parses markup into a DOM, without recursion and within MAX_MARKUP_DEPTH. */
export function parseMarkup(source: string, filename: string, options: MarkupOptions = {}): Document {
  const xml = options.xml === true;
  const handler = new BoundedDomHandler(undefined, { xmlMode: xml });
  try {
    new Parser(handler, {
      xmlMode: xml,
      recognizeSelfClosing: xml || options.xhtml === true,
      recognizeCDATA: xml || options.xhtml === true,
    }).end(source);
  } catch (error) {
    if (error instanceof DepthExceeded) {
      throw new LimitExceededError(filename, `its markup nests elements more than ${MAX_MARKUP_DEPTH} deep`);
    }
    throw new InvalidDocumentError(filename, `unreadable markup (${(error as Error).message})`, {
      cause: error,
    });
  }
  return handler.root;
}

/** Partitions HTML markup (already decoded) into drafts; used by HTML, Markdown, RST, Org, EPUB and email. */
export function htmlToDrafts(html: string, options: HtmlOptions): Draft[] {
  if (html.trim() === "") return [];
  const source = withoutInternalSubset(html.includes("\r") ? html.replace(/\r\n?/g, "\n") : html);
  const document = parseMarkup(source, options.filename, { xhtml: options.xhtml });
  const main = /<main[\s>/]/i.test(source) ? findMain(document) : undefined;
  const imagePayload = (options.params.extract_image_block_types ?? []).some(
    (t) => t.toLowerCase() === "image",
  );
  const walker = new HtmlWalker(options.pageNumber, imagePayload);
  return main ? walker.walk(main, inheritedPage(main)) : walker.walk(document, undefined);
}

// ---------------------------------------------------------------------------------------------------------
// Decoding
// ---------------------------------------------------------------------------------------------------------

const META_CHARSET = /<meta\b[^>]*?charset\s*=\s*["']?\s*([A-Za-z0-9._:-]+)/i;
const XML_ENCODING = /^\s*<\?xml\b[^>]*?encoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/;

function hasBom(data: Uint8Array): boolean {
  const [a, b, c] = data;
  return (a === 0xef && b === 0xbb && c === 0xbf) || (a === 0xff && b === 0xfe) || (a === 0xfe && b === 0xff);
}

/** The charset the markup declares in its first bytes (`<meta charset>`, http-equiv, XML declaration). */
function declaredCharset(data: Uint8Array): string | undefined {
  const head = new TextDecoder("latin1").decode(data.subarray(0, 4096));
  const label = XML_ENCODING.exec(head)?.[1] ?? META_CHARSET.exec(head)?.[1];
  if (!label) return undefined;
  let canonical: string;
  try {
    canonical = new TextDecoder(label).encoding;
  } catch {
    return undefined;
  }
  // A declaration readable as ASCII cannot be UTF-16; browsers read such pages as UTF-8.
  return canonical.startsWith("utf-16") ? "utf-8" : canonical;
}

function isDefaultEncoding(encoding: string | null | undefined): boolean {
  return encodingLabel(encoding ?? "") === "utf-8";
}

/**
 * Markup bytes → text. A BOM wins, then an explicit non-default `encoding`, then the charset the document
 * declares, then UTF-8 with detection. Binary data that only claims to be markup is refused.
 */
export function decodeMarkup(
  data: Uint8Array,
  filename: string,
  encoding: string | null | undefined,
): string {
  let text: string;
  const declared = hasBom(data) || !isDefaultEncoding(encoding) ? undefined : declaredCharset(data);
  if (declared && declared !== "utf-8") {
    // Declarations are often slightly wrong; decode leniently as browsers do.
    text = new TextDecoder(declared).decode(data);
  } else {
    text = decodeText(data, filename, isDefaultEncoding(encoding) ? "utf-8" : (encoding as string)).text;
  }
  if (looksBinary(text)) throw new InvalidDocumentError(filename, "it holds binary data, not text");
  return text;
}

export function partitionHtml(context: FormatContext): Draft[] {
  const html = decodeMarkup(context.data, context.filename, context.params.encoding);
  return htmlToDrafts(html, { filename: context.filename, params: context.params });
}
