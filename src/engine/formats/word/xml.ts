// XML access for the word-processing formats (docx, odt). fast-xml-parser in preserve-order mode gives
// each element as `{ [qualified tag]: children, ":@": attributes }`; these helpers read that shape by
// local name, so a part written with unusual namespace prefixes still reads. Entities are never expanded
// by the parser (a DOCTYPE cannot define a billion laughs); the five predefined XML entities and numeric
// character references are decoded here, where a value is read.
import { XMLParser } from "fast-xml-parser";
import { errorMessage } from "../../../shared/errors.js";
import { InvalidDocumentError } from "../../core/errors.js";

/** One node of a parsed part: an element (`{ tag: children, ":@"?: attributes }`) or `{ "#text": string }`. */
export type XmlNode = Record<string, unknown>;

const ATTRIBUTES = ":@";
const TEXT = "#text";

/**
 * Deeper nesting than this is refused by the parser, which is what keeps the recursive walks of the
 * format modules bounded on hostile input.
 */
export const MAX_XML_DEPTH = 256;

const localNames = new Map<string, string>();

/** The tag or attribute name without its namespace prefix. */
export function localName(qualified: string): string {
  let local = localNames.get(qualified);
  if (local === undefined) {
    local = qualified.slice(qualified.indexOf(":") + 1);
    if (localNames.size < 10_000) localNames.set(qualified, local);
  }
  return local;
}

/** The element's qualified tag ("w:p"), "#text" for a text node. */
export function tagOf(node: XmlNode): string {
  for (const key in node) if (key !== ATTRIBUTES) return key;
  return "";
}

/** The element's local tag ("p" for "w:p"). */
export function localTag(node: XmlNode): string {
  return localName(tagOf(node));
}

export function childrenOf(node: XmlNode): XmlNode[] {
  const value = node[tagOf(node)];
  return Array.isArray(value) ? (value as XmlNode[]) : [];
}

/** The raw text of a text node; "" for an element. */
export function rawText(node: XmlNode): string {
  const value = node[TEXT];
  return typeof value === "string" ? value : "";
}

/** An attribute by local name, entities decoded. */
export function attr(node: XmlNode, name: string): string | undefined {
  const attributes = node[ATTRIBUTES] as Record<string, unknown> | undefined;
  if (attributes === undefined) return undefined;
  for (const key in attributes) {
    if (localName(key) === name) {
      const value = attributes[key];
      return typeof value === "string" ? decodeEntities(value) : undefined;
    }
  }
  return undefined;
}

/** The first child element with this local tag. */
export function child(node: XmlNode, name: string): XmlNode | undefined {
  for (const c of childrenOf(node)) if (localTag(c) === name) return c;
  return undefined;
}

/** The concatenated, entity-decoded text of the element's direct text children. */
export function directText(node: XmlNode): string {
  let text = "";
  for (const c of childrenOf(node)) if (TEXT in c) text += rawText(c);
  return decodeEntities(text);
}

const NAMED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
const ENTITY = /&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|lt|gt|amp|quot|apos);/g;

export function decodeEntities(value: string): string {
  if (!value.includes("&")) return value;
  return value.replace(ENTITY, (whole, body: string) => {
    if (body[0] !== "#") return NAMED[body] ?? whole;
    const code =
      body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
      ? String.fromCodePoint(code)
      : whole;
  });
}

export function decodeXmlBytes(bytes: Uint8Array): string {
  // XML parts are UTF-8 unless a byte-order mark says UTF-16.
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  return new TextDecoder("utf-8").decode(bytes);
}

/**
 * A parser that keeps only the attributes whose local names are listed: a docx body carries megabytes
 * of revision-id attributes nobody reads, and skipping them is most of the parse time saved. "all" keeps
 * every attribute (pptx reads too many different ones to list). Every format's parser comes from here, so
 * each refuses nesting deeper than MAX_XML_DEPTH and leaves entities unexpanded.
 */
export function createXmlParser(keepAttributes: ReadonlySet<string> | "all"): XMLParser {
  return new XMLParser({
    preserveOrder: true,
    ignoreAttributes:
      keepAttributes === "all" ? false : (name: string) => !keepAttributes.has(localName(name)),
    attributeNamePrefix: "",
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    processEntities: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    maxNestedTags: MAX_XML_DEPTH,
    jPath: false,
  });
}

/** Parses one part of a package; any failure is the document's, reported with the part's name. */
export function parseXmlPart(
  parser: XMLParser,
  bytes: Uint8Array,
  filename: string,
  part: string,
  prepare: (xml: string) => string = (xml) => xml,
): XmlNode[] {
  return parseXmlText(parser, prepare(decodeXmlBytes(bytes)), filename, part);
}

/** Parses XML text (a part, or a fragment of one named by `part`). */
export function parseXmlText(parser: XMLParser, xml: string, filename: string, part: string): XmlNode[] {
  try {
    const nodes = parser.parse(xml) as unknown;
    return Array.isArray(nodes) ? (nodes as XmlNode[]) : [];
  } catch (error) {
    const reason = errorMessage(error);
    throw new InvalidDocumentError(filename, `${part} is not readable XML (${reason})`, { cause: error });
  }
}

/** The root element of a parsed part (the first element node), if any. */
export function rootElement(nodes: XmlNode[]): XmlNode | undefined {
  for (const node of nodes) if (!(TEXT in node)) return node;
  return undefined;
}
