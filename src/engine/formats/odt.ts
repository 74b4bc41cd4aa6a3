// ODT: content.xml read directly. The reference converts an .odt to .docx with pandoc and partitions
// that, so the rules here are the docx rules applied to what pandoc writes: text:h → Title with
// category_depth (outline level − 1), list paragraphs → ListItem with their depth (a numbered list's
// label becomes Word numbering, which is not paragraph text), other paragraphs by the text rules, tables
// with compact HTML. Pandoc carries no page breaks, headers, footers, notes or text boxes into the
// .docx, so none are emitted here either.
import type { ElementMetadata } from "../../contract/element.js";
import { InvalidDocumentError } from "../core/errors.js";
import type { Draft, FormatContext } from "../core/types.js";
import { isZip, readZipEntries } from "../io/zip.js";
import { collapseWhitespace, cpLength, pyLstrip, pyStrip } from "../text/python-str.js";
import { tableHtml } from "../text/table-html.js";
import type { SpannedCell } from "./word/html-table.js";
import { type OdtStyles, readStyles } from "./word/odt-styles.js";
import { emphasisOf, linksOf, ParagraphReader, type Piece } from "./word/odt-text.js";
import { isBulletedText, listItemText, typeFromText } from "./word/paragraph-type.js";
import {
  attr,
  childrenOf,
  createXmlParser,
  localTag,
  parseXmlPart,
  rootElement,
  type XmlNode,
} from "./word/xml.js";
import { type BlockRule, countBlocks } from "./word/xml-prescan.js";

const ODT_ATTRIBUTES = new Set([
  "style-name",
  "outline-level",
  "name",
  "family",
  "parent-style-name",
  "font-weight",
  "font-style",
  "num-format",
  "num-prefix",
  "num-suffix",
  "start-value",
  "level",
  "href",
  "number-columns-spanned",
  "number-rows-spanned",
  "number-columns-repeated",
  "number-rows-repeated",
  "c",
  "continue-numbering",
  "continue-list",
]);

const odtParser = createXmlParser(ODT_ATTRIBUTES);

/** Grid positions all tables may expand to (repeated and spanned cells) before their HTML is left out. */
const MAX_GRID_CELLS = 5_000_000;

/** Block containers whose paragraphs and tables are read in place. */
const BLOCK_CONTAINERS = new Set([
  "section",
  "index-body",
  "table-of-content",
  "alphabetical-index",
  "illustration-index",
  "table-index",
  "object-index",
  "user-index",
  "bibliography",
]);

interface CellContent {
  textParts: string[];
  htmlParts: string[];
  emphasis: [string, string][];
}

class OdtPartitioner {
  readonly #styles: OdtStyles;
  readonly #drafts: Draft[] = [];
  /** Counters per list level of the list being read, and the last ones per list style (continued lists). */
  #gridBudget = MAX_GRID_CELLS;

  constructor(styles: OdtStyles) {
    this.#styles = styles;
  }

  partition(text: XmlNode): Draft[] {
    this.#blocks(text);
    return this.#drafts;
  }

  #blocks(container: XmlNode): void {
    for (const node of childrenOf(container)) {
      const tag = localTag(node);
      if (tag === "p") this.#paragraph(node, undefined);
      else if (tag === "h") this.#paragraph(node, Number(attr(node, "outline-level") ?? "1"));
      else if (tag === "list") this.#list(node, 0);
      else if (tag === "table") this.#table(node);
      else if (BLOCK_CONTAINERS.has(tag)) this.#blocks(node);
    }
  }

  #read(node: XmlNode): { text: string; pieces: Piece[]; lead: number } {
    const reader = new ParagraphReader(this.#styles);
    reader.read(node, false, false, undefined);
    let raw = "";
    for (const piece of reader.pieces) raw += piece.text;
    return { text: pyStrip(raw), pieces: reader.pieces, lead: cpLength(raw) - cpLength(pyLstrip(raw)) };
  }

  /** A paragraph; `heading` is its outline level, `list` its list depth when in a list. */
  #paragraph(node: XmlNode, heading: number | undefined, list?: { depth: number }): void {
    const { text, pieces, lead } = this.#read(node);
    if (text === "") return;
    let type: string;
    let elementText = text;
    const shift = -lead;
    let depth = 0;
    if (list || isBulletedText(text)) {
      const clean = listItemText(text);
      if (clean === "") return;
      type = "ListItem";
      elementText = clean;
      depth = list?.depth ?? 0;
    } else if (heading !== undefined) {
      type = "Title";
      depth = Number.isInteger(heading) && heading > 0 ? heading - 1 : 0;
    } else {
      type = typeFromText(text);
    }
    const metadata: ElementMetadata = { category_depth: depth };
    const emphasis = emphasisOf(pieces);
    if (emphasis.length > 0) {
      metadata.emphasized_text_contents = emphasis.map(([t]) => t);
      metadata.emphasized_text_tags = emphasis.map(([, tag]) => tag);
    }
    const links = linksOf(pieces, shift);
    if (links.length > 0) {
      metadata.link_texts = links.map((l) => l.text);
      metadata.link_urls = links.map((l) => l.url);
      metadata.links = links;
    }
    this.#drafts.push({ type, text: elementText, metadata });
  }

  #list(list: XmlNode, depth: number): void {
    for (const item of childrenOf(list)) {
      const itemTag = localTag(item);
      if (itemTag !== "list-item" && itemTag !== "list-header") continue;
      let first = true;
      for (const block of childrenOf(item)) {
        const tag = localTag(block);
        if (tag === "p" || tag === "h") {
          // Only an item's first paragraph carries the list numbering; the rest continue it.
          if (first) this.#paragraph(block, undefined, { depth });
          else this.#paragraph(block, tag === "h" ? Number(attr(block, "outline-level") ?? "1") : undefined);
          first = false;
        } else if (tag === "list") {
          this.#list(block, depth + 1);
          first = false;
        } else if (tag === "table") this.#table(block);
      }
    }
  }

  // -- tables -------------------------------------------------------------------------------------

  #rows(container: XmlNode, out: XmlNode[] = []): XmlNode[] {
    for (const node of childrenOf(container)) {
      const tag = localTag(node);
      if (tag === "table-row") out.push(node);
      else if (tag === "table-header-rows" || tag === "table-rows" || tag === "table-row-group")
        this.#rows(node, out);
    }
    return out;
  }

  #cell(cell: XmlNode): CellContent {
    const content: CellContent = { textParts: [], htmlParts: [], emphasis: [] };
    const visit = (container: XmlNode, direct: boolean) => {
      for (const block of childrenOf(container)) {
        const tag = localTag(block);
        if (tag === "p" || tag === "h") {
          const { text, pieces } = this.#read(block);
          if (text) content.textParts.push(text);
          content.htmlParts.push(text);
          if (direct) for (const e of emphasisOf(pieces)) content.emphasis.push(e);
        } else if (
          tag === "list" ||
          tag === "list-item" ||
          tag === "list-header" ||
          BLOCK_CONTAINERS.has(tag)
        ) {
          visit(block, false);
        } else if (tag === "table") {
          for (const row of this.#rows(block)) {
            for (const nested of childrenOf(row)) {
              if (localTag(nested) !== "table-cell") continue;
              const inner = this.#cell(nested);
              content.textParts.push(...inner.textParts);
              content.htmlParts.push(collapseWhitespace(inner.htmlParts.join(" ")));
            }
          }
        }
      }
    };
    visit(cell, true);
    return content;
  }

  #table(table: XmlNode): void {
    const rows = this.#rows(table);
    const texts: string[] = [];
    const emphasis: [string, string][] = [];
    const spanned: { cells: { cell: SpannedCell; repeat: number }[]; repeat: number }[] = [];
    let positions = 0;
    for (const row of rows) {
      const rowRepeat = repeatCount(row, "number-rows-repeated");
      const cells: { cell: SpannedCell; repeat: number }[] = [];
      let width = 0;
      for (const node of childrenOf(row)) {
        const tag = localTag(node);
        if (tag === "covered-table-cell") width += repeatCount(node, "number-columns-repeated");
        if (tag !== "table-cell") continue;
        const content = this.#cell(node);
        const repeat = repeatCount(node, "number-columns-repeated");
        const colspan = repeatCount(node, "number-columns-spanned");
        for (const part of content.textParts) texts.push(part);
        for (const e of content.emphasis) emphasis.push(e);
        const text = collapseWhitespace(content.htmlParts.join(" "));
        cells.push({ cell: { text, colspan, rowspan: repeatCount(node, "number-rows-spanned") }, repeat });
        width += repeat * colspan;
      }
      positions += width * rowRepeat;
      spanned.push({ cells, repeat: rowRepeat });
    }
    const metadata: ElementMetadata = {};
    if (positions <= this.#gridBudget) {
      this.#gridBudget -= positions;
      const htmlRows: SpannedCell[][] = [];
      for (const { cells, repeat } of spanned) {
        const row: SpannedCell[] = [];
        for (const { cell, repeat: times } of cells) for (let i = 0; i < times; i++) row.push(cell);
        for (let i = 0; i < repeat; i++) htmlRows.push(row);
      }
      metadata.text_as_html = tableHtml(htmlRows, { escapeQuotes: true, keepEmptyRows: true });
    }
    if (emphasis.length > 0) {
      metadata.emphasized_text_contents = emphasis.map(([t]) => t);
      metadata.emphasized_text_tags = emphasis.map(([, tag]) => tag);
    }
    this.#drafts.push({ type: "Table", text: texts.join(" "), metadata });
  }
}

/** A repeat or span count: at least 1; an unreadable value counts as 1. */
function repeatCount(node: XmlNode, name: string): number {
  const value = Number(attr(node, name) ?? "1");
  return Number.isInteger(value) && value > 1 ? value : 1;
}

function findText(root: XmlNode | undefined): XmlNode | undefined {
  for (const body of root ? childrenOf(root) : []) {
    if (localTag(body) !== "body") continue;
    for (const text of childrenOf(body)) if (localTag(text) === "text") return text;
  }
  return undefined;
}

const WANTED = new Set(["content.xml", "styles.xml", "META-INF/manifest.xml"]);

/**
 * What the text will at least produce, counted before content.xml is parsed: a paragraph or heading
 * directly in the first office:text whose own text holds a letter or a digit is always an element.
 */
const TEXT_PARAGRAPHS: BlockRule = { path: ["*", "body", "text", ["p", "h"]], block: 3, firstOnly: 2 };

export function partitionOdt(context: FormatContext): Draft[] {
  const { data, filename, limits } = context;
  if (!isZip(data))
    throw new InvalidDocumentError(filename, "not a ZIP archive, so not an OpenDocument text");
  const entries = readZipEntries(data, filename, limits, (name) => WANTED.has(name));
  const manifest = entries.get("META-INF/manifest.xml");
  if (manifest && new TextDecoder().decode(manifest).includes("encryption-data")) {
    throw new InvalidDocumentError(
      filename,
      "the document is password-protected (encrypted); decrypt it and try again",
    );
  }
  const contentBytes = entries.get("content.xml");
  if (!contentBytes) throw new InvalidDocumentError(filename, "the package has no content.xml");
  countBlocks(contentBytes, TEXT_PARAGRAPHS, { elements: 0, characters: 0 }, filename, limits);
  const content = rootElement(parseXmlPart(odtParser, contentBytes, filename, "content.xml"));
  const stylesBytes = entries.get("styles.xml");
  const stylesRoot = stylesBytes && rootElement(parseXmlPart(odtParser, stylesBytes, filename, "styles.xml"));
  const styles = readStyles([stylesRoot, content]);
  const text = findText(content);
  return text ? new OdtPartitioner(styles).partition(text) : [];
}
