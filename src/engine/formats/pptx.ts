// PowerPoint 2007+ (.pptx) → drafts, by the reference's rules (unstructured/partition/pptx.py on python-pptx):
// - one page per slide, in presentation order (p:sldIdLst); a PageBreak between slides when asked, carrying
//   the number of the slide it closes;
// - the slide's notes first (one NarrativeText, when include_slide_notes), then its shapes, group shapes
//   flattened, sorted top to bottom then left to right (placeholders without a position of their own take
//   their layout's, then their master's, as python-pptx does);
// - paragraphs with an explicit bullet (a:buChar) are ListItems (depth = level), email addresses are
//   EmailAddress; the title placeholder's other paragraphs are Titles (depth 0, 1, ...); elsewhere the
//   reference's narrative and title tests decide (a Title there is one level deeper than its paragraph);
// - tables become one Table with compact text_as_html; pictures, charts and connectors carry no text;
// - shapes placed off the slide (negative offsets) are skipped.
// XML is read with fast-xml-parser without entity expansion; the five XML entities and character
// references are decoded here. Every walk is iterative, so hostile nesting cannot exhaust the call stack.
import { InvalidDocumentError } from "../core/errors.js";
import type { Draft, FormatContext } from "../core/types.js";
import { isEmailAddress, isPossibleNarrativeText, isPossibleTitle } from "../elements/text-type.js";
import { readZipEntries } from "../io/zip.js";
import { pySplit, pyStrip } from "../text/python-str.js";
import { tableHtml, tableText } from "../text/table-html.js";
import { createXmlParser } from "./word/xml.js";
import { type BlockRule, countBlocks, type Tally } from "./word/xml-prescan.js";

// ---------------------------------------------------------------------------------------------------------
// Slide text → drafts (shared with the legacy .ppt reader)
// ---------------------------------------------------------------------------------------------------------

/** One paragraph of a text frame, as both slide formats read it. */
export interface SlideParagraph {
  text: string;
  /** Indent level (a:pPr@lvl), 0 at the top. */
  level: number;
  /** The paragraph shows a bullet character of its own. */
  bulleted: boolean;
}

/** Appends the drafts of one text shape's paragraphs on slide `page` to `drafts`. */
export function shapeDrafts(
  paragraphs: Iterable<SlideParagraph>,
  isTitleShape: boolean,
  page: number,
  drafts: Draft[],
): void {
  let titleDepth = 0;
  for (const { text, level, bulleted } of paragraphs) {
    if (pyStrip(text) === "") continue;
    if (bulleted) {
      drafts.push({ type: "ListItem", text, metadata: { page_number: page, category_depth: level } });
      continue;
    }
    if (isEmailAddress(text)) {
      // The reference builds EmailAddress elements without metadata, so they carry no page number.
      drafts.push({ type: "EmailAddress", text, metadata: {} });
    } else if (isTitleShape) {
      drafts.push({ type: "Title", text, metadata: { page_number: page, category_depth: titleDepth++ } });
    } else if (isPossibleNarrativeText(text)) {
      drafts.push({ type: "NarrativeText", text, metadata: { page_number: page, category_depth: level } });
    } else if (isPossibleTitle(text)) {
      // A title outside the title placeholder sits one level below its paragraph.
      drafts.push({ type: "Title", text, metadata: { page_number: page, category_depth: level + 1 } });
    } else {
      drafts.push({
        type: "UncategorizedText",
        text,
        metadata: { page_number: page, category_depth: level },
      });
    }
  }
}

/** Appends the speaker notes of slide `page` to `drafts`, unless they are blank. */
export function notesDraft(text: string, page: number, drafts: Draft[]): void {
  const notes = pyStrip(text);
  if (notes)
    drafts.push({ type: "NarrativeText", text: notes, metadata: { page_number: page, category_depth: 0 } });
}

/** The break emitted before slide `page` (never before the first). */
export function pageBreakDraft(page: number): Draft {
  return { type: "PageBreak", text: "", metadata: { page_number: page - 1 } };
}

/** Whitespace collapsed as the reference's `" ".join(text.split())` does (Python's notion of whitespace). */
function collapseSpace(text: string): string {
  return pySplit(text).join(" ");
}

/**
 * A Table draft from a matrix of cell texts, or undefined when every cell is blank. Each cell's lines are
 * whitespace-collapsed and blank ones dropped; text_as_html and the text (every non-blank cell joined by
 * a space) come from the one table writer, as the reference's HtmlTable gives both. Unlike the reference,
 * which keeps only the first line of a multi-line cell, every line is kept (`<br/>` between them).
 */
function tableDraft(rows: readonly (readonly string[])[], page: number): Draft | undefined {
  const cells = rows.map((row) =>
    row.map((cell) =>
      cell
        .split("\n")
        .map(collapseSpace)
        .filter((line) => line !== "")
        .join("\n"),
    ),
  );
  const text = tableText(cells);
  if (text === "") return undefined;
  return { type: "Table", text, metadata: { page_number: page, text_as_html: tableHtml(cells) } };
}

// ---------------------------------------------------------------------------------------------------------
// XML access
// ---------------------------------------------------------------------------------------------------------

/** A node as fast-xml-parser's preserveOrder mode gives it: `{ tag: children, ":@": attributes }`. */
type XmlNode = Record<string, unknown>;

/** The hardened parser every XML format uses (nesting bounded, entities left unexpanded). */
const parser = createXmlParser("all");

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos);/g, (whole, ref: string) => {
    if (ref[0] !== "#") return ENTITIES[ref] ?? whole;
    const code = ref[1] === "x" ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

function tagOf(node: XmlNode): string {
  for (const key in node) if (key !== ":@") return key;
  return "";
}

function localName(tag: string): string {
  const colon = tag.indexOf(":");
  return colon < 0 ? tag : tag.slice(colon + 1);
}

function isTag(node: XmlNode, local: string): boolean {
  return localName(tagOf(node)) === local;
}

function childrenOf(node: XmlNode): XmlNode[] {
  const value = node[tagOf(node)];
  return Array.isArray(value) ? (value as XmlNode[]) : [];
}

function attribute(node: XmlNode, name: string): string | undefined {
  const attributes = node[":@"] as Record<string, string> | undefined;
  const value = attributes?.[name];
  return value === undefined ? undefined : decodeEntities(value);
}

/** An attribute by local name, whatever its namespace prefix (r:id, rel:id, ...). */
function prefixedAttribute(node: XmlNode, local: string): string | undefined {
  const attributes = node[":@"] as Record<string, string> | undefined;
  if (!attributes) return undefined;
  for (const [name, value] of Object.entries(attributes)) {
    if (name.includes(":") && localName(name) === local) return decodeEntities(value);
  }
  return undefined;
}

function child(node: XmlNode | undefined, local: string): XmlNode | undefined {
  if (!node) return undefined;
  return childrenOf(node).find((c) => isTag(c, local));
}

function children(node: XmlNode | undefined, local: string): XmlNode[] {
  return node ? childrenOf(node).filter((c) => isTag(c, local)) : [];
}

function descend(node: XmlNode | undefined, ...path: string[]): XmlNode | undefined {
  let current = node;
  for (const local of path) current = child(current, local);
  return current;
}

/** The concatenated character data directly inside `node` (an a:t). */
function ownText(node: XmlNode | undefined): string {
  if (!node) return "";
  let text = "";
  for (const c of childrenOf(node)) {
    const value = c["#text"];
    if (typeof value === "string") text += value;
  }
  return decodeEntities(text);
}

function decodePart(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  return new TextDecoder("utf-8").decode(bytes);
}

interface Relationship {
  type: string;
  target: string;
}

/** The parts of the package, parsed on first use. */
class Package {
  readonly #parts: Map<string, Uint8Array>;
  readonly #parsed = new Map<string, XmlNode | undefined>();
  readonly #relationships = new Map<string, Map<string, Relationship>>();
  readonly #filename: string;

  constructor(parts: Map<string, Uint8Array>, filename: string) {
    this.#parts = parts;
    this.#filename = filename;
  }

  /** The bytes of the part at `path`, undefined when the package lacks it. */
  bytes(path: string): Uint8Array | undefined {
    return this.#parts.get(path);
  }

  /** The root element of the part at `path`, or undefined when the package lacks it. */
  root(path: string): XmlNode | undefined {
    if (this.#parsed.has(path)) return this.#parsed.get(path);
    const bytes = this.#parts.get(path);
    let root: XmlNode | undefined;
    if (bytes) {
      let nodes: XmlNode[];
      try {
        nodes = parser.parse(decodePart(bytes)) as XmlNode[];
      } catch (error) {
        const problem = `unreadable XML in ${path} (${(error as Error).message})`;
        throw new InvalidDocumentError(this.#filename, problem, { cause: error });
      }
      root = nodes.find((n) => tagOf(n) !== "#text");
    }
    this.#parsed.set(path, root);
    return root;
  }

  /** The relationships of the part at `path`: id → target part path (external targets left out). */
  relationships(path: string): Map<string, Relationship> {
    const known = this.#relationships.get(path);
    if (known) return known;
    const slash = path.lastIndexOf("/");
    const dir = path.slice(0, slash + 1);
    const rels = new Map<string, Relationship>();
    for (const rel of children(this.root(`${dir}_rels/${path.slice(slash + 1)}.rels`), "Relationship")) {
      const id = attribute(rel, "Id");
      const target = attribute(rel, "Target");
      if (!id || !target || attribute(rel, "TargetMode") === "External") continue;
      rels.set(id, { type: attribute(rel, "Type") ?? "", target: resolvePath(dir, target) });
    }
    this.#relationships.set(path, rels);
    return rels;
  }

  /** The target of the first relationship of `path` whose type ends with `/kind`. */
  related(path: string, kind: string): string | undefined {
    for (const rel of this.relationships(path).values()) if (rel.type.endsWith(`/${kind}`)) return rel.target;
    return undefined;
  }
}

function resolvePath(dir: string, target: string): string {
  const segments = target.startsWith("/") ? [] : dir.split("/").filter(Boolean);
  for (const segment of target.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  return segments.join("/");
}

// ---------------------------------------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------------------------------------

const SHAPE_TAGS = new Set(["sp", "grpSp", "graphicFrame", "cxnSp", "pic", "contentPart"]);

/** The p:ph element of a placeholder shape. */
function placeholderOf(shape: XmlNode): XmlNode | undefined {
  for (const c of childrenOf(shape)) {
    if (localName(tagOf(c)).startsWith("nv")) return descend(c, "nvPr", "ph");
  }
  return undefined;
}

function placeholderIndex(ph: XmlNode): number {
  const idx = Number.parseInt(attribute(ph, "idx") ?? "0", 10);
  return Number.isNaN(idx) ? -1 : idx;
}

/** The shape's own offset (a:off of its xfrm), in EMU. */
function ownOffset(shape: XmlNode): { top: number; left: number } | undefined {
  const xfrm = isTag(shape, "graphicFrame") ? child(shape, "xfrm") : descend(shape, "spPr", "xfrm");
  const off = child(xfrm, "off");
  if (!off) return undefined;
  const top = Number(attribute(off, "y"));
  const left = Number(attribute(off, "x"));
  return Number.isFinite(top) && Number.isFinite(left) ? { top, left } : undefined;
}

/** The master placeholder type a layout placeholder inherits its position from (python-pptx's mapping). */
const MASTER_PLACEHOLDER: Record<string, string> = {
  body: "body",
  chart: "body",
  clipArt: "body",
  ctrTitle: "title",
  dgm: "body",
  dt: "dt",
  ftr: "ftr",
  media: "body",
  obj: "body",
  pic: "body",
  sldNum: "sldNum",
  subTitle: "body",
  tbl: "body",
  title: "title",
};

function topLevelPlaceholders(root: XmlNode | undefined): [XmlNode, XmlNode][] {
  const tree = descend(root, "cSld", "spTree");
  const found: [XmlNode, XmlNode][] = [];
  for (const shape of childrenOf(tree ?? {})) {
    if (!SHAPE_TAGS.has(localName(tagOf(shape)))) continue;
    const ph = placeholderOf(shape);
    if (ph) found.push([shape, ph]);
  }
  return found;
}

interface PlacedShape {
  node: XmlNode;
  top: number;
  left: number;
  /** Both offsets are known (python-pptx gives None otherwise, which never counts as off the slide). */
  placed: boolean;
}

class SlideReader {
  readonly #pkg: Package;
  readonly #layoutOffsets = new Map<string, Map<number, { top: number; left: number } | undefined>>();

  constructor(pkg: Package) {
    this.#pkg = pkg;
  }

  /** A placeholder's position inherited from its layout (by idx), then from the master (by type). */
  #inheritedOffset(slidePath: string, ph: XmlNode): { top: number; left: number } | undefined {
    const layoutPath = this.#pkg.related(slidePath, "slideLayout");
    if (!layoutPath) return undefined;
    let offsets = this.#layoutOffsets.get(layoutPath);
    if (!offsets) {
      offsets = new Map();
      const masterPath = this.#pkg.related(layoutPath, "slideMaster");
      const master = masterPath ? topLevelPlaceholders(this.#pkg.root(masterPath)) : [];
      for (const [shape, layoutPh] of topLevelPlaceholders(this.#pkg.root(layoutPath))) {
        const idx = placeholderIndex(layoutPh);
        if (offsets.has(idx)) continue;
        let offset = ownOffset(shape);
        if (!offset) {
          const type = MASTER_PLACEHOLDER[attribute(layoutPh, "type") ?? "obj"];
          const base = master.find(([, masterPh]) => (attribute(masterPh, "type") ?? "obj") === type);
          offset = base ? ownOffset(base[0]) : undefined;
        }
        offsets.set(idx, offset);
      }
      this.#layoutOffsets.set(layoutPath, offsets);
    }
    return offsets.get(placeholderIndex(ph));
  }

  /**
   * The slide's shapes with group shapes flattened, in document order, and the title placeholder (the first
   * top-level placeholder with idx 0, as python-pptx finds it).
   */
  shapes(slidePath: string, root: XmlNode): { shapes: PlacedShape[]; title: XmlNode | undefined } {
    const tree = descend(root, "cSld", "spTree");
    const shapes: PlacedShape[] = [];
    let title: XmlNode | undefined;
    for (const shape of childrenOf(tree ?? {})) {
      if (title || !SHAPE_TAGS.has(localName(tagOf(shape)))) continue;
      const ph = placeholderOf(shape);
      if (ph && placeholderIndex(ph) === 0) title = shape;
    }
    const stack: { nodes: XmlNode[]; next: number }[] = [{ nodes: tree ? childrenOf(tree) : [], next: 0 }];
    while (stack.length > 0) {
      const frame = stack[stack.length - 1] as { nodes: XmlNode[]; next: number };
      const node = frame.nodes[frame.next++];
      if (!node) {
        stack.pop();
        continue;
      }
      const tag = localName(tagOf(node));
      if (tag === "grpSp") {
        stack.push({ nodes: childrenOf(node), next: 0 });
        continue;
      }
      if (!SHAPE_TAGS.has(tag) || tag === "contentPart") continue;
      let offset = ownOffset(node);
      const ph = placeholderOf(node);
      if (!offset && ph) offset = this.#inheritedOffset(slidePath, ph);
      shapes.push({ node, top: offset?.top ?? 0, left: offset?.left ?? 0, placed: offset !== undefined });
    }
    // Array sort is stable, so shapes at the same position keep their document order, as in Python.
    shapes.sort((a, b) => a.top - b.top || a.left - b.left);
    return { shapes, title };
  }
}

function paragraphText(p: XmlNode): string {
  let text = "";
  for (const c of childrenOf(p)) {
    const tag = localName(tagOf(c));
    if (tag === "r" || tag === "fld") text += ownText(child(c, "t"));
    else if (tag === "br") text += "\v";
  }
  return text;
}

function* paragraphs(txBody: XmlNode | undefined): Generator<SlideParagraph> {
  for (const p of children(txBody, "p")) {
    const pPr = child(p, "pPr");
    const level = Number.parseInt((pPr && attribute(pPr, "lvl")) ?? "0", 10);
    yield {
      text: paragraphText(p),
      level: Number.isNaN(level) ? 0 : level,
      bulleted: child(pPr, "buChar") !== undefined,
    };
  }
}

/** The text of a text body, paragraphs joined by newlines (python-pptx's TextFrame.text). */
function frameText(txBody: XmlNode | undefined): string {
  return children(txBody, "p").map(paragraphText).join("\n");
}

function tableRows(tbl: XmlNode): string[][] {
  return children(tbl, "tr").map((tr) => children(tr, "tc").map((tc) => frameText(child(tc, "txBody"))));
}

// ---------------------------------------------------------------------------------------------------------
// The presentation
// ---------------------------------------------------------------------------------------------------------

function mainPartPath(pkg: Package): string {
  for (const rel of pkg.relationships("").values()) {
    if (rel.type.endsWith("/officeDocument")) return rel.target;
  }
  return "ppt/presentation.xml";
}

function slidePaths(pkg: Package, presentationPath: string, filename: string): string[] {
  const presentation = pkg.root(presentationPath);
  if (!presentation) throw new InvalidDocumentError(filename, `the package has no ${presentationPath}`);
  const rels = pkg.relationships(presentationPath);
  const paths: string[] = [];
  for (const sldId of children(child(presentation, "sldIdLst"), "sldId")) {
    const id = prefixedAttribute(sldId, "id");
    const target = id ? rels.get(id)?.target : undefined;
    if (target) paths.push(target);
  }
  return paths;
}

function notesText(pkg: Package, slidePath: string): string {
  const notesPath = pkg.related(slidePath, "notesSlide");
  const notes = notesPath ? pkg.root(notesPath) : undefined;
  if (!notes) return "";
  // python-pptx's notes_text_frame: the first top-level placeholder of type "body".
  for (const [shape, ph] of topLevelPlaceholders(notes)) {
    if (attribute(ph, "type") === "body") return isTag(shape, "sp") ? frameText(child(shape, "txBody")) : "";
  }
  return "";
}

function slideDrafts(
  pkg: Package,
  reader: SlideReader,
  slidePath: string,
  page: number,
  drafts: Draft[],
): void {
  const root = pkg.root(slidePath);
  if (!root) return;
  const { shapes, title } = reader.shapes(slidePath, root);
  for (const { node, top, left, placed } of shapes) {
    const tag = localName(tagOf(node));
    if (tag === "graphicFrame") {
      const tbl = descend(node, "graphic", "graphicData", "tbl");
      const table = tbl ? tableDraft(tableRows(tbl), page) : undefined;
      if (table) drafts.push(table);
    } else if (tag === "sp") {
      if (placed && top !== 0 && left !== 0 && (top < 0 || left < 0)) continue;
      shapeDrafts(paragraphs(child(node, "txBody")), node === title, page, drafts);
    }
  }
}

/** Parts that can hold slide text or say where it is; charts, diagrams, themes and media are never read. */
function isTextPart(name: string): boolean {
  return (
    /\.(xml|rels)$/i.test(name) &&
    !/^(ppt\/)?(charts|diagrams|theme|media|embeddings|customXml|tags|ink)\//i.test(name)
  );
}

/**
 * What a slide will at least produce, counted before it is parsed: each paragraph of a text shape whose
 * runs hold a letter or a digit, unless the shape is a placeholder (its position may come from the
 * layout) or has a negative offset (shapes placed off the slide are skipped).
 */
const SLIDE_PARAGRAPHS: BlockRule = {
  path: ["*", "cSld", "spTree", "sp", "txBody", "p", ["r", "fld"], "t"],
  block: 5,
  scope: 3,
  exclude: {
    names: ["ph", "off"],
    test: (name, tag) => name === "ph" || tag.includes(0x2d /* - */) || tag.includes(0x26 /* & */),
  },
};

export function partitionPptx(context: FormatContext): Draft[] {
  const { filename, params } = context;
  const parts = readZipEntries(context.data, filename, context.limits, isTextPart);
  const pkg = new Package(parts, filename);
  const slides = slidePaths(pkg, mainPartPath(pkg), filename);
  const reader = new SlideReader(pkg);
  const drafts: Draft[] = [];
  const tally: Tally = { elements: 0, characters: 0 };
  for (const slidePath of slides) {
    const bytes = pkg.bytes(slidePath);
    if (bytes) countBlocks(bytes, SLIDE_PARAGRAPHS, tally, filename, context.limits);
  }
  for (const [index, slidePath] of slides.entries()) {
    const page = index + 1;
    if (page > 1 && params.include_page_breaks) drafts.push(pageBreakDraft(page));
    if (params.include_slide_notes) notesDraft(notesText(pkg, slidePath), page, drafts);
    slideDrafts(pkg, reader, slidePath, page, drafts);
    if (drafts.length > context.limits.maxElements) break;
  }
  return drafts;
}
