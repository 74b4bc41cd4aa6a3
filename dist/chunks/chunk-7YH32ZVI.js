import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  XMLParser
} from "./chunk-CT6X6DLE.js";
import {
  pyStrip
} from "./chunk-B464LQBF.js";
import {
  cleanBullets,
  isEmailAddress,
  isPossibleNarrativeText,
  isUsCityStateZip
} from "./chunk-4I3I35UI.js";
import {
  InvalidDocumentError
} from "./chunk-3AXPRKHB.js";

// src/engine/formats/word/xml.ts
var ATTRIBUTES = ":@";
var TEXT = "#text";
var MAX_XML_DEPTH = 256;
var localNames = /* @__PURE__ */ new Map();
function localName(qualified) {
  let local = localNames.get(qualified);
  if (local === void 0) {
    local = qualified.slice(qualified.indexOf(":") + 1);
    if (localNames.size < 1e4) localNames.set(qualified, local);
  }
  return local;
}
function tagOf(node) {
  for (const key in node) if (key !== ATTRIBUTES) return key;
  return "";
}
function localTag(node) {
  return localName(tagOf(node));
}
function childrenOf(node) {
  const value = node[tagOf(node)];
  return Array.isArray(value) ? value : [];
}
function rawText(node) {
  const value = node[TEXT];
  return typeof value === "string" ? value : "";
}
function attr(node, name) {
  const attributes = node[ATTRIBUTES];
  if (attributes === void 0) return void 0;
  for (const key in attributes) {
    if (localName(key) === name) {
      const value = attributes[key];
      return typeof value === "string" ? decodeEntities(value) : void 0;
    }
  }
  return void 0;
}
function child(node, name) {
  for (const c of childrenOf(node)) if (localTag(c) === name) return c;
  return void 0;
}
function directText(node) {
  let text = "";
  for (const c of childrenOf(node)) if (TEXT in c) text += rawText(c);
  return decodeEntities(text);
}
var NAMED = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
var ENTITY = /&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|lt|gt|amp|quot|apos);/g;
function decodeEntities(value) {
  if (!value.includes("&")) return value;
  return value.replace(ENTITY, (whole, body) => {
    if (body[0] !== "#") return NAMED[body] ?? whole;
    const code = body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
    return code > 0 && code <= 1114111 && (code < 55296 || code > 57343) ? String.fromCodePoint(code) : whole;
  });
}
function decodeXmlBytes(bytes) {
  if (bytes[0] === 255 && bytes[1] === 254) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 254 && bytes[1] === 255) return new TextDecoder("utf-16be").decode(bytes);
  return new TextDecoder("utf-8").decode(bytes);
}
function createXmlParser(keepAttributes) {
  return new XMLParser({
    preserveOrder: true,
    ignoreAttributes: (name) => !keepAttributes.has(localName(name)),
    attributeNamePrefix: "",
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    processEntities: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    maxNestedTags: MAX_XML_DEPTH,
    jPath: false
  });
}
function parseXmlPart(parser, bytes, filename, part, prepare = (xml) => xml) {
  return parseXmlText(parser, prepare(decodeXmlBytes(bytes)), filename, part);
}
function parseXmlText(parser, xml, filename, part) {
  try {
    const nodes = parser.parse(xml);
    return Array.isArray(nodes) ? nodes : [];
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new InvalidDocumentError(filename, `${part} is not readable XML (${reason})`, { cause: error });
  }
}
function rootElement(nodes) {
  for (const node of nodes) if (!(TEXT in node)) return node;
  return void 0;
}

// src/engine/formats/word/numbering.ts
var MAX_LEVEL = 8;
var MAX_START = 32767;
function integer(value) {
  if (value === void 0 || !/^\s*[+-]?\d{1,12}\s*$/.test(value)) return void 0;
  return Number(value);
}
function readLevel(lvl) {
  const level = {};
  for (const c of childrenOf(lvl)) {
    switch (localTag(c)) {
      case "start":
        level.start = integer(attr(c, "val"));
        break;
      case "numFmt":
        level.numFmt = attr(c, "val");
        break;
      case "lvlText":
        level.lvlText = attr(c, "val");
        break;
      case "lvlRestart":
        level.restart = integer(attr(c, "val"));
        break;
    }
  }
  return level;
}
function emptyNumbering() {
  return { instances: /* @__PURE__ */ new Map(), abstracts: /* @__PURE__ */ new Map() };
}
function readNumbering(root) {
  const numbering = emptyNumbering();
  if (!root) return numbering;
  for (const node of childrenOf(root)) {
    const tag = localTag(node);
    if (tag === "abstractNum") {
      const id = attr(node, "abstractNumId");
      if (id === void 0) continue;
      const levels = /* @__PURE__ */ new Map();
      for (const lvl of childrenOf(node)) {
        const ilvl = integer(attr(lvl, "ilvl"));
        if (localTag(lvl) === "lvl" && ilvl !== void 0) levels.set(ilvl, readLevel(lvl));
      }
      numbering.abstracts.set(id, { levels });
    } else if (tag === "num") {
      const id = attr(node, "numId");
      const abstractId = attr(child(node, "abstractNumId") ?? {}, "val");
      if (id === void 0 || abstractId === void 0) continue;
      const overrides = /* @__PURE__ */ new Map();
      for (const override of childrenOf(node)) {
        const ilvl = integer(attr(override, "ilvl"));
        if (localTag(override) !== "lvlOverride" || ilvl === void 0) continue;
        const startOverride = child(override, "startOverride");
        const lvl = child(override, "lvl");
        const entry = {};
        if (startOverride) entry.start = integer(attr(startOverride, "val"));
        if (lvl) entry.level = readLevel(lvl);
        overrides.set(ilvl, entry);
      }
      numbering.instances.set(id, { abstractId, overrides });
    }
  }
  return numbering;
}
var ROMAN = [
  [1e3, "m"],
  [900, "cm"],
  [500, "d"],
  [400, "cd"],
  [100, "c"],
  [90, "xc"],
  [50, "l"],
  [40, "xl"],
  [10, "x"],
  [9, "ix"],
  [5, "v"],
  [4, "iv"],
  [1, "i"]
];
function roman(n) {
  if (n <= 0) return void 0;
  let rest = n;
  let out = "";
  for (const [value, digits] of ROMAN) {
    while (rest >= value) {
      out += digits;
      rest -= value;
    }
  }
  return out;
}
function letters(n) {
  if (n <= 0) return void 0;
  return String.fromCharCode(97 + (n - 1) % 26).repeat(Math.floor((n - 1) / 26) + 1);
}
function ordinal(n) {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: "st", 2: "nd", 3: "rd" }[n % 10] ?? "th"}`;
}
function formatNumber(n, numFmt) {
  switch (numFmt) {
    case "decimal":
      return String(n);
    case "lowerLetter":
      return letters(n);
    case "upperLetter":
      return letters(n)?.toUpperCase();
    case "lowerRoman":
      return roman(n);
    case "upperRoman":
      return roman(n)?.toUpperCase();
    case "ordinal":
      return ordinal(n);
    case "decimalEnclosedCircle":
      return n >= 1 && n <= 20 ? String.fromCharCode(9312 + n - 1) : String(n);
    default:
      return void 0;
  }
}
var ListNumberer = class {
  #definitions;
  #counters = /* @__PURE__ */ new Map();
  #seenInstances = /* @__PURE__ */ new Set();
  constructor(definitions) {
    this.#definitions = definitions;
  }
  /** Counts one paragraph of list `numId` at level `ilvl`; returns its label, if Word would show one. */
  next(numId, ilvl) {
    const instance = this.#definitions.instances.get(numId);
    const abstract = instance && this.#definitions.abstracts.get(instance.abstractId);
    if (!instance || !abstract || !Number.isInteger(ilvl) || ilvl < 0 || ilvl > MAX_LEVEL) return void 0;
    const levelAt = (l) => instance.overrides.get(l)?.level ?? abstract.levels.get(l);
    const startAt = (l) => instance.overrides.get(l)?.start ?? levelAt(l)?.start ?? 0;
    let counters = this.#counters.get(instance.abstractId);
    if (!counters) {
      counters = new Array(MAX_LEVEL + 1).fill(void 0);
      this.#counters.set(instance.abstractId, counters);
    }
    if (!this.#seenInstances.has(numId)) {
      this.#seenInstances.add(numId);
      for (const [l, override] of instance.overrides)
        if (override.start !== void 0) counters[l] = void 0;
    }
    const current = counters[ilvl];
    counters[ilvl] = current === void 0 ? startAt(ilvl) : current + 1;
    for (let l = ilvl + 1; l <= MAX_LEVEL; l++) {
      const restart = levelAt(l)?.restart;
      const threshold = restart === void 0 ? l - 1 : restart - 1;
      if (ilvl <= threshold) counters[l] = void 0;
    }
    const level = levelAt(ilvl);
    if (!level?.lvlText || !level.numFmt || level.numFmt === "bullet" || level.numFmt === "none")
      return void 0;
    let valid = true;
    const label = level.lvlText.replace(/%([1-9])/g, (_, digit) => {
      const l = Number(digit) - 1;
      const start = startAt(l);
      const value = counters[l] ?? start;
      const formatted = start >= 0 && start <= MAX_START ? formatNumber(value, levelAt(l)?.numFmt ?? "decimal") : void 0;
      if (formatted === void 0) valid = false;
      return formatted ?? "";
    });
    const trimmed = label.trim();
    return valid && trimmed !== "" ? trimmed : void 0;
  }
};

// src/engine/formats/word/paragraph-type.ts
function typeFromText(text) {
  const stripped = pyStrip(text);
  if (stripped.length < 2) return "UncategorizedText";
  if (isUsCityStateZip(stripped)) return "Address";
  if (isEmailAddress(stripped)) return "EmailAddress";
  if (isPossibleNarrativeText(stripped)) return "NarrativeText";
  return "UncategorizedText";
}
function listItemText(text) {
  return pyStrip(cleanBullets(text));
}

export {
  localTag,
  childrenOf,
  rawText,
  attr,
  child,
  directText,
  decodeEntities,
  decodeXmlBytes,
  createXmlParser,
  parseXmlPart,
  parseXmlText,
  rootElement,
  emptyNumbering,
  readNumbering,
  roman,
  letters,
  ListNumberer,
  typeFromText,
  listItemText
};
