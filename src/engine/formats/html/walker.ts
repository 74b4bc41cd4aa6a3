// The walk over the DOM that turns block items into drafts and phrasing into run annotations.
// The reference walks the tree with recursive generators. Here one explicit stack walks it, so hostile nesting
// cannot overflow the call stack, and a stack of "dirty" frames (containers with pending text, links not yet
// attached) reproduces the order in which the generators flush text when a block appears inside phrasing.
import type { AnyNode, Element as DomElement } from "domhandler";
import type { ElementMetadata } from "../../../contract/element.js";
import type { Draft } from "../../core/types.js";
import { tableHtml } from "../../text/table-html.js";
import {
  childElements,
  contentOf,
  type Item,
  isPhrasingRole,
  normalizeSpace,
  ownPageNumber,
  Role,
  roleOf,
  strip,
  typeOfText,
} from "./dom.js";
import { tableRows } from "./tables.js";

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

export class HtmlWalker {
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
