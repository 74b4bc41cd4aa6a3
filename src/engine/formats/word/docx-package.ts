// The parts of a .docx package the partitioner reads: the main document (found through the package
// relationships, not assumed), its relationships (hyperlink targets, header and footer parts), paragraph
// styles and the even/odd-headers setting. Parts are inflated once, within the
// engine's zip limits; header and footer parts are parsed only when a section refers to them.
import CFB from "cfb";
import { InvalidDocumentError } from "../../core/errors.js";
import type { EngineLimits } from "../../core/types.js";
import { isZip, readZipEntries } from "../../io/zip.js";
import {
  attr,
  child,
  childrenOf,
  createXmlParser,
  decodeXmlBytes,
  localTag,
  parseXmlPart,
  parseXmlText,
  rootElement,
  type XmlNode,
} from "./xml.js";
import { type BlockRule, countBlocks } from "./xml-prescan.js";

const DOCX_ATTRIBUTES = new Set([
  "val",
  "type",
  "id",
  "anchor",
  "styleId",
  "default",
  "abstractNumId",
  "numId",
  "ilvl",
  "Id",
  "Type",
  "Target",
  "TargetMode",
]);

export const docxParser = createXmlParser(DOCX_ATTRIBUTES);

/**
 * Word stamps most elements with revision-session ids (w:rsid*, w14:paraId, w14:textId) and most runs
 * and paragraphs with layout (fonts, sizes, spacing, indents, borders) that the partitioner never
 * reads; in a large document they are most of the body's bytes and a third of its elements. Two regex
 * passes remove them before parsing, which costs a fraction of what the parser spends tokenising them.
 * Only attributes and empty elements go, so no text and nothing read below can be touched.
 */
const REVISION_IDS = / (?:w:rsid[A-Za-z]*|w14:paraId|w14:textId)="[^"]*"/g;
const LAYOUT_ELEMENTS =
  /<w:(?:rFonts|rtl|ind|spacing|jc|sz|szCs|bCs|iCs|color|lang|widowControl|kern|shd|top|left|bottom|right|keepNext|keepLines|contextualSpacing|noProof|u|highlight|vertAlign)(?: [^>]*)?\/>/g;

function dropUnreadMarkup(xml: string): string {
  return xml.replace(REVISION_IDS, "").replace(LAYOUT_ELEMENTS, "");
}

export interface Relationship {
  type: string;
  /** The part name for an internal target; the target as written for an external one. */
  target: string;
  /** The target as written in the relationship (a hyperlink's address). */
  ref: string;
  external: boolean;
}

export interface ParagraphStyle {
  name?: string | undefined;
  basedOn?: string | undefined;
  numId?: string | undefined;
  ilvl?: string | undefined;
}

export interface StyleSheet {
  paragraphStyles: Map<string, ParagraphStyle>;
  defaultParagraphStyle?: string | undefined;
}

export interface DocxPackage {
  /** The main document part's XML, with markup the partitioner never reads already removed. */
  documentXml: string;
  /** Parses a fragment of the main document (a batch of body blocks wrapped in an element). */
  parseDocumentFragment(xml: string): XmlNode | undefined;
  relationships: Map<string, Relationship>;
  styles: StyleSheet;
  evenAndOddHeaders: boolean;
  /** Parses a related part (a header or footer) by relationship id; undefined when it is missing. */
  relatedPart(id: string): XmlNode | undefined;
}

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * A password-protected .docx is not a zip but an OLE container holding the encrypted package; say so
 * rather than calling it a corrupt zip.
 */
function rejectNonZip(data: Uint8Array, filename: string): void {
  if (isZip(data)) return;
  if (OLE_MAGIC.every((byte, i) => data[i] === byte)) {
    let encrypted = false;
    try {
      const names = CFB.read(data, { type: "buffer" }).FileIndex.map((entry) => entry.name);
      encrypted = names.includes("EncryptedPackage") || names.includes("EncryptionInfo");
    } catch {
      // Unreadable OLE: reported below as not a docx.
    }
    throw new InvalidDocumentError(
      filename,
      encrypted
        ? "the .docx is password-protected (encrypted); decrypt it and try again"
        : "it is an OLE compound file (a legacy .doc?), not a .docx zip package",
    );
  }
  throw new InvalidDocumentError(filename, "not a ZIP archive, so not a .docx package");
}

/** Resolves a relationship target against the directory of the part that owns the relationship. */
export function resolvePartName(sourceDir: string, target: string): string {
  const segments = target.startsWith("/") ? [] : sourceDir.split("/").filter(Boolean);
  for (const segment of target.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  return segments.join("/");
}

function dirOf(part: string): string {
  const slash = part.lastIndexOf("/");
  return slash < 0 ? "" : part.slice(0, slash);
}

function relsPartOf(part: string): string {
  const dir = dirOf(part);
  const base = part.slice(dir.length === 0 ? 0 : dir.length + 1);
  return `${dir === "" ? "" : `${dir}/`}_rels/${base}.rels`;
}

class PartStore {
  readonly #entries: Map<string, Uint8Array>;
  readonly #byLowerName = new Map<string, string>();
  readonly #filename: string;

  constructor(entries: Map<string, Uint8Array>, filename: string) {
    this.#entries = entries;
    this.#filename = filename;
    for (const name of entries.keys()) this.#byLowerName.set(name.replace(/^\/+/, "").toLowerCase(), name);
  }

  /** Part names are case-insensitive in OPC. */
  bytes(part: string): Uint8Array | undefined {
    const name = this.#byLowerName.get(part.toLowerCase());
    return name === undefined ? undefined : this.#entries.get(name);
  }

  parse(part: string): XmlNode | undefined {
    const bytes = this.bytes(part);
    return bytes && rootElement(parseXmlPart(docxParser, bytes, this.#filename, part, dropUnreadMarkup));
  }

  text(part: string): string | undefined {
    const bytes = this.bytes(part);
    return bytes && dropUnreadMarkup(decodeXmlBytes(bytes));
  }

  parseText(xml: string, part: string): XmlNode | undefined {
    return rootElement(parseXmlText(docxParser, xml, this.#filename, part));
  }

  relationships(part: string): Map<string, Relationship> {
    const rels = new Map<string, Relationship>();
    const root = this.parse(relsPartOf(part));
    if (!root) return rels;
    const sourceDir = dirOf(part);
    for (const rel of childrenOf(root)) {
      const id = attr(rel, "Id");
      const target = attr(rel, "Target");
      if (localTag(rel) !== "Relationship" || id === undefined || target === undefined) continue;
      const external = attr(rel, "TargetMode") === "External";
      rels.set(id, {
        type: attr(rel, "Type") ?? "",
        target: external ? target : resolvePartName(sourceDir, target),
        ref: target,
        external,
      });
    }
    return rels;
  }
}

function relatedOfType(rels: Map<string, Relationship>, suffix: string): string | undefined {
  for (const rel of rels.values()) if (!rel.external && rel.type.endsWith(suffix)) return rel.target;
  return undefined;
}

function readStyles(root: XmlNode | undefined): StyleSheet {
  const sheet: StyleSheet = { paragraphStyles: new Map() };
  if (!root) return sheet;
  for (const style of childrenOf(root)) {
    if (localTag(style) !== "style" || attr(style, "type") !== "paragraph") continue;
    const id = attr(style, "styleId");
    if (id === undefined) continue;
    const numPr = child(child(style, "pPr") ?? {}, "numPr");
    sheet.paragraphStyles.set(id, {
      name: attr(child(style, "name") ?? {}, "val"),
      basedOn: attr(child(style, "basedOn") ?? {}, "val"),
      numId: numPr && attr(child(numPr, "numId") ?? {}, "val"),
      ilvl: numPr && attr(child(numPr, "ilvl") ?? {}, "val"),
    });
    const isDefault = attr(style, "default");
    if (sheet.defaultParagraphStyle === undefined && isDefault !== undefined && isOn(isDefault)) {
      sheet.defaultParagraphStyle = id;
    }
  }
  return sheet;
}

/** An OOXML on/off value: absent or "true"/"1"/"on" is on. */
export function isOn(value: string | undefined): boolean {
  return value === undefined || value === "1" || value === "true" || value === "on";
}

function readEvenAndOddHeaders(root: XmlNode | undefined): boolean {
  const setting = root && child(root, "evenAndOddHeaders");
  return setting !== undefined && isOn(attr(setting, "val"));
}

const WANTED = /\.(xml|rels)$/i;

/**
 * What the body will at least produce, counted before it is decoded and parsed: a paragraph of the first
 * w:body whose own runs' w:t hold a letter or a digit always becomes an element (the partitioner drops
 * only blank paragraphs and list items left blank without their bullet).
 */
const BODY_PARAGRAPHS: BlockRule = { path: ["*", "body", "p", "r", "t"], block: 2, firstOnly: 1 };

export function readDocxPackage(data: Uint8Array, filename: string, limits: EngineLimits): DocxPackage {
  rejectNonZip(data, filename);
  const store = new PartStore(
    readZipEntries(data, filename, limits, (name) => WANTED.test(name)),
    filename,
  );
  const packageRels = store.relationships("");
  const mainPart = relatedOfType(packageRels, "/officeDocument") ?? "word/document.xml";
  const mainBytes = store.bytes(mainPart);
  if (mainBytes) countBlocks(mainBytes, BODY_PARAGRAPHS, { elements: 0, characters: 0 }, filename, limits);
  const documentXml = store.text(mainPart);
  if (documentXml === undefined) {
    throw new InvalidDocumentError(filename, `the package has no main document part (${mainPart})`);
  }
  const relationships = store.relationships(mainPart);
  const stylesPart = relatedOfType(relationships, "/styles");
  const settingsPart = relatedOfType(relationships, "/settings");

  return {
    documentXml,
    parseDocumentFragment: (xml) => store.parseText(xml, mainPart),
    relationships,
    styles: readStyles(stylesPart ? store.parse(stylesPart) : undefined),
    evenAndOddHeaders: readEvenAndOddHeaders(settingsPart ? store.parse(settingsPart) : undefined),
    relatedPart(id) {
      const rel = relationships.get(id);
      return rel && !rel.external ? store.parse(rel.target) : undefined;
    },
  };
}
