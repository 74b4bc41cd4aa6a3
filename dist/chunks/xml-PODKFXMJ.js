import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  XMLParser,
  XMLValidator
} from "./chunk-CT6X6DLE.js";
import {
  decodeTextDocument
} from "./chunk-KSPQO2LU.js";
import {
  pyStrip,
  textElement
} from "./chunk-4I3I35UI.js";
import {
  InvalidDocumentError,
  LimitExceededError
} from "./chunk-3AXPRKHB.js";
import "./chunk-PCHJDGZE.js";

// src/engine/formats/xml.ts
var MAX_DEPTH = 1e3;
function partitionXml(context) {
  const text = decodeXml(context.data, context.filename, context.params.encoding ?? void 0);
  if (context.params.xml_keep_tags) return [{ type: "UncategorizedText", text, metadata: {} }];
  return leafTexts(text, context.filename).map((leaf) => ({ ...textElement(leaf), metadata: {} }));
}
var DECLARED_ENCODING_RE = /^<\?xml[^>]*?\bencoding\s*=\s*["']([A-Za-z][A-Za-z0-9._-]*)["']/;
function decodeXml(data, filename, requested) {
  const explicit = requested && !/^utf-?8$/i.test(requested.trim()) ? requested : void 0;
  return decodeTextDocument(data, filename, explicit ?? sniffXmlEncoding(data) ?? requested).text;
}
function sniffXmlEncoding(data) {
  const [a, b, c, d] = data;
  if (a === 60 && b === 0 && c === 0 && d === 0) return "utf-32le";
  if (a === 0 && b === 0 && c === 0 && d === 60) return "utf-32be";
  if (a === 60 && b === 0 && c === 63 && d === 0) return "utf-16le";
  if (a === 0 && b === 60 && c === 0 && d === 63) return "utf-16be";
  const head = new TextDecoder("latin1").decode(data.subarray(0, 256));
  const declared = DECLARED_ENCODING_RE.exec(head)?.[1]?.toLowerCase();
  if (!declared || declared.startsWith("utf-16") || declared.startsWith("utf-32")) return void 0;
  try {
    new TextDecoder(declared);
    return declared;
  } catch {
    return void 0;
  }
}
var parser = new XMLParser({
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
  strictReservedNames: false
});
function leafTexts(xml, filename) {
  const body = withoutDoctype(xml, filename);
  let nodes;
  try {
    const validation = XMLValidator.validate(body);
    if (validation !== true) {
      const { msg, line, col } = validation.err;
      throw new InvalidDocumentError(filename, `not well-formed XML (${msg} at line ${line}, column ${col})`);
    }
    nodes = parser.parse(body);
  } catch (error) {
    if (error instanceof InvalidDocumentError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (/nested/i.test(message))
      throw new LimitExceededError(filename, `elements nested deeper than ${MAX_DEPTH} levels`);
    throw new InvalidDocumentError(filename, `not well-formed XML (${message})`, { cause: error });
  }
  return collectLeafTexts(nodes);
}
function collectLeafTexts(roots) {
  const texts = [];
  const stack = [{ children: roots, next: 0, text: "" }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    if (frame.next >= frame.children.length) {
      stack.pop();
      if (stack.length > 0 && pyStrip(frame.text) !== "") texts.push(frame.text);
      continue;
    }
    const node = frame.children[frame.next++];
    const name = nodeName(node);
    if (name === void 0 || name.startsWith("#") || name.startsWith("?")) continue;
    const children = node[name];
    if (Array.isArray(children)) stack.push({ children, next: 0, text: leadingText(children) });
  }
  return texts;
}
function nodeName(node) {
  for (const key of Object.keys(node)) if (key !== ":@") return key;
  return void 0;
}
function leadingText(children) {
  const parts = [];
  for (const child of children) {
    const name = nodeName(child);
    if (name === "#text") parts.push(decodeEntities(String(child[name])));
    else if (name === "#cdata") parts.push(cdataText(child[name]));
    else break;
  }
  return parts.join("");
}
function cdataText(value) {
  if (!Array.isArray(value)) return String(value ?? "");
  return value.map((part) => String(part["#text"] ?? "")).join("");
}
var PREDEFINED = { lt: "<", gt: ">", amp: "&", apos: "'", quot: '"' };
function decodeEntities(text) {
  if (!text.includes("&")) return text;
  return text.replace(
    /&(?:#(\d{1,7})|#x([0-9a-fA-F]{1,6})|(lt|gt|amp|apos|quot));/g,
    (whole, dec, hex, name) => {
      if (name) return PREDEFINED[name] ?? whole;
      const code = dec !== void 0 ? Number.parseInt(dec, 10) : Number.parseInt(hex, 16);
      return code > 0 && code <= 1114111 && !(code >= 55296 && code <= 57343) ? String.fromCodePoint(code) : whole;
    }
  );
}
function withoutDoctype(xml, filename) {
  let doctype;
  let seenElement = false;
  let i = 0;
  for (let open = xml.indexOf("<", i); open >= 0; open = xml.indexOf("<", i)) {
    const skip = [
      ["<!--", "-->"],
      ["<![CDATA[", "]]>"],
      ["<?", "?>"]
    ].find(([opening]) => xml.startsWith(opening, open));
    if (skip) {
      const close = xml.indexOf(skip[1], open + skip[0].length);
      if (close < 0) break;
      i = close + skip[1].length;
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
function doctypeEnd(xml, from) {
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
export {
  decodeEntities,
  decodeXml,
  leafTexts,
  partitionXml
};
