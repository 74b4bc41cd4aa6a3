// The DOM as the reference's HTML partitioner sees it: which role each tag plays, the content of an element
// (comments and dropped elements gone), page numbers from `data-page-number`, and Python's whitespace rules.
import type { AnyNode, Element as DomElement } from "domhandler";
import {
  cleanBullets,
  isBulletedText,
  isEmailAddress,
  isPossibleNarrativeText,
  isUsCityStateZip,
} from "../../elements/text-type.js";
import { isPySpaceCode, PY_WHITESPACE } from "../../text/python-str.js";

// ---------------------------------------------------------------------------------------------------------
// Tag roles (the reference's element-class registry)
// ---------------------------------------------------------------------------------------------------------

// Block roles first, then the phrasing roles (Phrasing..Skipped), then Dropped: isPhrasingRole relies on it.
export const Role = {
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
export type Role = (typeof Role)[keyof typeof Role];

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

export function roleOf(element: DomElement): Role {
  return ROLES.get(element.name) ?? Role.Skipped;
}

export function isPhrasingRole(role: Role): boolean {
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
export function strip(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isPySpaceCode(text.charCodeAt(start))) start++;
  while (end > start && isPySpaceCode(text.charCodeAt(end - 1))) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

/** The type the reference derives from free text (`derive_element_type_from_text`): never a Title. */
export function typeOfText(text: string): { type: string; text: string } | null {
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

export type Item = string | DomElement;

export function contentOf(node: { children: AnyNode[] }): Item[] {
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

export function childElements(node: { children: AnyNode[] }): DomElement[] {
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
export function ownPageNumber(element: DomElement): number | undefined {
  const value = element.attribs["data-page-number"];
  if (value === undefined || !/^\s*[+-]?\d+\s*$/.test(value)) return undefined;
  return Number.parseInt(value, 10);
}

/** The first `<main>` in document order: when a page marks its core content, nothing else counts. */
export function findMain(root: { children: AnyNode[] }): DomElement | undefined {
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
export function inheritedPage(element: DomElement): number | undefined {
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
