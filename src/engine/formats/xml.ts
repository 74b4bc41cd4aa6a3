// XML, by the reference's `partition/xml.py`: one element per element node that holds text of its
// own, in the order the nodes close (a child before its parent), classified as free text. The text is
// what the reference's parser calls the node's `text`: everything before its first child, unstripped.
// With `xml_keep_tags` the whole document is one UncategorizedText.
//
// Entities: the document type declaration is cut before parsing, so no internal or external entity
// is ever expanded (the reference parses with `resolve_entities=False`); only the five predefined
// entities and character references are decoded. A reference to any other entity stays as written.
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { errorMessage } from "../../shared/errors.js";
import { InvalidDocumentError, LimitExceededError } from "../core/errors.js";
import type { Draft, FormatContext } from "../core/types.js";
import { textElement } from "../elements/text-type.js";
import { decodeTextDocument } from "../io/text.js";
import { pyStrip } from "../text/python-str.js";

/** Deepest element nesting read; the reference's parser stops at 256 levels. */
const MAX_DEPTH = 1000;

export function partitionXml(context: FormatContext): Draft[] {
  const text = decodeXml(context.data, context.filename, context.params.encoding ?? undefined);
  if (context.params.xml_keep_tags) return [{ type: "UncategorizedText", text, metadata: {} }];
  return leafTexts(text, context.filename).map((leaf) => ({ ...textElement(leaf), metadata: {} }));
}

// ------------------------------------------------------------------------------------------------
// Decoding
// ------------------------------------------------------------------------------------------------

const DECLARED_ENCODING_RE = /^<\?xml[^>]*?\bencoding\s*=\s*["']([A-Za-z][A-Za-z0-9._-]*)["']/;

/**
 * The document's text. A byte-order mark decides first, then the byte pattern of "<?" in UTF-16 or
 * UTF-32, then the encoding the XML declaration names; an `encoding` field other than UTF-8 overrides
 * the declaration (the caller knows better than a mislabelled file).
 */
export function decodeXml(data: Uint8Array, filename: string, requested?: string): string {
  const explicit = requested && !/^utf-?8$/i.test(requested.trim()) ? requested : undefined;
  return decodeTextDocument(data, filename, explicit ?? sniffXmlEncoding(data) ?? requested).text;
}

function sniffXmlEncoding(data: Uint8Array): string | undefined {
  const [a, b, c, d] = data;
  if (a === 0x3c && b === 0 && c === 0 && d === 0) return "utf-32le";
  if (a === 0 && b === 0 && c === 0 && d === 0x3c) return "utf-32be";
  if (a === 0x3c && b === 0 && c === 0x3f && d === 0) return "utf-16le";
  if (a === 0 && b === 0x3c && c === 0 && d === 0x3f) return "utf-16be";
  const head = new TextDecoder("latin1").decode(data.subarray(0, 256));
  const declared = DECLARED_ENCODING_RE.exec(head)?.[1]?.toLowerCase();
  if (!declared || declared.startsWith("utf-16") || declared.startsWith("utf-32")) return undefined;
  try {
    new TextDecoder(declared);
    return declared;
  } catch {
    return undefined;
  }
}

// ------------------------------------------------------------------------------------------------
// Leaf texts
// ------------------------------------------------------------------------------------------------

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: true,
  ignoreDeclaration: true,
  parseTagValue: false,
  trimValues: false,
  processEntities: false,
  htmlEntities: false,
  commentPropName: "#comment",
  cdataPropName: "#cdata",
  maxNestedTags: MAX_DEPTH,
  jPath: false,
  // Names are not needed, and some ("constructor", "__proto__") would be refused as object keys.
  transformTagName: () => "element",
  strictReservedNames: false,
});

type XmlNode = Record<string, unknown>;

/** The texts of the document's element nodes that have text before their first child, in closing order. */
export function leafTexts(xml: string, filename: string): string[] {
  const body = withoutDoctype(xml, filename);
  let nodes: XmlNode[];
  try {
    const validation = XMLValidator.validate(body);
    if (validation !== true) {
      const { msg, line, col } = validation.err;
      throw new InvalidDocumentError(filename, `not well-formed XML (${msg} at line ${line}, column ${col})`);
    }
    nodes = parser.parse(body) as XmlNode[];
  } catch (error) {
    if (error instanceof InvalidDocumentError) throw error;
    const message = errorMessage(error);
    if (/nested/i.test(message))
      throw new LimitExceededError(filename, `elements nested deeper than ${MAX_DEPTH} levels`);
    throw new InvalidDocumentError(filename, `not well-formed XML (${message})`, { cause: error });
  }
  return collectLeafTexts(nodes);
}

interface Frame {
  children: XmlNode[];
  next: number;
  text: string;
}

/** An iterative post-order walk, so hostile nesting cannot exhaust the stack. */
function collectLeafTexts(roots: XmlNode[]): string[] {
  const texts: string[] = [];
  const stack: Frame[] = [{ children: roots, next: 0, text: "" }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    if (frame.next >= frame.children.length) {
      stack.pop();
      if (stack.length > 0 && pyStrip(frame.text) !== "") texts.push(frame.text);
      continue;
    }
    const node = frame.children[frame.next++] as XmlNode;
    const name = nodeName(node);
    if (name === undefined || name.startsWith("#") || name.startsWith("?")) continue;
    const children = node[name];
    if (Array.isArray(children)) stack.push({ children, next: 0, text: leadingText(children) });
  }
  return texts;
}

function nodeName(node: XmlNode): string | undefined {
  for (const key of Object.keys(node)) if (key !== ":@") return key;
  return undefined;
}

/** The node's own text: its text and CDATA children before the first element, comment or instruction. */
function leadingText(children: XmlNode[]): string {
  const parts: string[] = [];
  for (const child of children) {
    const name = nodeName(child);
    if (name === "#text") parts.push(decodeEntities(String(child[name])));
    else if (name === "#cdata") parts.push(cdataText(child[name]));
    else break;
  }
  return parts.join("");
}

function cdataText(value: unknown): string {
  if (!Array.isArray(value)) return String(value ?? "");
  return value.map((part: XmlNode) => String(part["#text"] ?? "")).join("");
}

const PREDEFINED: Readonly<Record<string, string>> = { lt: "<", gt: ">", amp: "&", apos: "'", quot: '"' };

/** The predefined entities and character references; any other entity reference stays as written. */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(
    /&(?:#(\d{1,7})|#x([0-9a-fA-F]{1,6})|(lt|gt|amp|apos|quot));/g,
    (whole, dec, hex, name) => {
      if (name) return PREDEFINED[name] ?? whole;
      const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : whole;
    },
  );
}

/**
 * The document with its document type declaration cut out, found by walking the markup (comments,
 * CDATA sections and processing instructions skipped). A DOCTYPE after the first element, or a second
 * one, is not XML.
 */
function withoutDoctype(xml: string, filename: string): string {
  let doctype: [number, number] | undefined;
  let seenElement = false;
  let i = 0;
  for (let open = xml.indexOf("<", i); open >= 0; open = xml.indexOf("<", i)) {
    const skip = [
      ["<!--", "-->"],
      ["<![CDATA[", "]]>"],
      ["<?", "?>"],
    ].find(([opening]) => xml.startsWith(opening as string, open));
    if (skip) {
      const close = xml.indexOf(skip[1] as string, open + (skip[0] as string).length);
      if (close < 0) break; // unterminated: the validator will say so
      i = close + (skip[1] as string).length;
      continue;
    }
    if (xml.slice(open, open + 9).toUpperCase() === "<!DOCTYPE") {
      if (seenElement)
        throw new InvalidDocumentError(filename, "a DOCTYPE declaration after the root element");
      if (doctype) throw new InvalidDocumentError(filename, "more than one DOCTYPE declaration");
      const end = doctypeEnd(xml, open + 9);
      if (end < 0) throw new InvalidDocumentError(filename, "an unterminated DOCTYPE declaration");
      doctype = [open, end];
      i = end;
      continue;
    }
    seenElement = true;
    i = open + 1;
  }
  return doctype ? xml.slice(0, doctype[0]) + xml.slice(doctype[1]) : xml;
}

/** The index just past the DOCTYPE's closing ">", skipping quoted strings, comments and the internal subset. */
function doctypeEnd(xml: string, from: number): number {
  let inSubset = false;
  let i = from;
  while (i < xml.length) {
    const char = xml[i];
    if (char === '"' || char === "'") {
      const close = xml.indexOf(char, i + 1);
      if (close < 0) return -1;
      i = close + 1;
      continue;
    }
    if (inSubset && xml.startsWith("<!--", i)) {
      const close = xml.indexOf("-->", i + 4);
      if (close < 0) return -1;
      i = close + 3;
      continue;
    }
    if (inSubset && xml.startsWith("<?", i)) {
      const close = xml.indexOf("?>", i + 2);
      if (close < 0) return -1;
      i = close + 2;
      continue;
    }
    if (char === "[" && !inSubset) inSubset = true;
    else if (char === "]" && inSubset) inSubset = false;
    else if (char === ">" && !inSubset) return i + 1;
    i++;
  }
  return -1;
}
