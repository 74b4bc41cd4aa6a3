// DOCX: the OOXML read directly (one parse of each part), with the reference's rules (partition/docx.py):
// paragraphs typed by style (headings → Title with category_depth), list numbering → ListItem (Word's
// automatic label, "1." or "a)", is not paragraph text and stays out, as in the reference), other text
// by the text rules; tables with compact HTML (merged cells as colspan/rowspan);
// per section its headers first and footers last; page numbers only when Word's rendered page breaks
// are in the file. Text reads as Word shows it: inserted text kept, deleted text dropped.
import type { ElementMetadata } from "../../contract/element.js";
import { tooManyCharacters, tooManyElements } from "../core/errors.js";
import type { Draft, EngineLimits, FormatContext } from "../core/types.js";
import { cpLength, pyStrip } from "../text/python-str.js";
import { type DocxPackage, isOn, readDocxPackage } from "./word/docx-package.js";
import {
  emphasisOf,
  isPiece,
  type Piece,
  type ScannedParagraph,
  scanParagraph,
  splitAtRenderedBreaks,
  textOf,
} from "./word/docx-paragraphs.js";
import { blocksOf, gridPositions, readTable, tableHtml, tableTextAndEmphasis } from "./word/docx-tables.js";
import {
  isBulletedText,
  listItemText,
  STYLE_TYPES,
  typeFromText,
  uiStyleName,
} from "./word/paragraph-type.js";
import { attr, child, childrenOf, localTag, type XmlNode } from "./word/xml.js";
import { contentRange, type ElementRange, topLevelRanges } from "./word/xml-ranges.js";

/** Paragraph styles that type a paragraph by themselves (python-docx's built-in style names). */

/** Characters of body XML parsed at once: big enough to keep per-parse overhead small, small enough to bound memory. */
const BATCH_CHARS = 1 << 20;

const SECT_PR = /<(?:[A-Za-z_][\w.-]*:)?sectPr(?=[\s/>])/g;

/** The top-level ranges that hold a w:sectPr (a section-ending paragraph, or a wrapper around one). */
function markSectionEnds(xml: string, ranges: readonly ElementRange[]): Set<ElementRange> {
  const ends = new Set<ElementRange>();
  SECT_PR.lastIndex = 0;
  let match = SECT_PR.exec(xml);
  for (const range of ranges) {
    while (match && match.index < range.start) match = SECT_PR.exec(xml);
    if (!match) break;
    if (match.index < range.end) ends.add(range);
  }
  return ends;
}

/**
 * Grid positions that all tables of one document may expand to before their HTML is left out: a
 * w:gridSpan of ten million in a few bytes must not become ten million `<td>`s. The reference's default.
 */
const MAX_GRID_CELLS = 5_000_000;

/** A paragraph's list: w:numId and w:ilvl as written. */
interface ListRef {
  numId?: string | undefined;
  ilvl?: string | undefined;
}

class DocxPartitioner {
  readonly #pkg: DocxPackage;
  readonly #includePageBreaks: boolean;
  readonly #filename: string;
  readonly #limits: EngineLimits;
  readonly #drafts: Draft[] = [];
  #characters = 0;
  /** Drafts whose characters are in #characters. */
  #counted = 0;
  readonly #headerFooterTexts = new Map<string, string>();
  #page = 1;
  #renderedBreaks = false;
  #gridBudget = MAX_GRID_CELLS;
  #carried: XmlNode[] = [];
  readonly #styleNumberings = new Map<string, ListRef>();

  constructor(pkg: DocxPackage, includePageBreaks: boolean, filename: string, limits: EngineLimits) {
    this.#pkg = pkg;
    this.#includePageBreaks = includePageBreaks;
    this.#filename = filename;
    this.#limits = limits;
  }

  partition(): Draft[] {
    const xml = this.#pkg.documentXml;
    const body = contentRange(xml, "body");
    const ranges = body ? topLevelRanges(xml, body.start, body.end) : [];
    const sectionEnds = markSectionEnds(xml, ranges);
    if (sectionEnds.size === 0) {
      // A document without any w:sectPr (a Teams chat export) has no sections, headers or footers.
      this.#blocksIn(ranges);
    } else {
      let group: ElementRange[] = [];
      let index = 0;
      for (const range of ranges) {
        if (range.name === "sectPr") {
          this.#section(group, this.#sectPrOf(range), index++);
          group = [];
          continue;
        }
        group.push(range);
        if (!sectionEnds.has(range)) continue;
        if (range.name === "p") this.#section(group, this.#sectPrOf(range), index++);
        else index = this.#sectionsInside(group, index);
        group = [];
      }
      this.#blocksCarried();
      this.#blocksIn(group);
    }
    // Page numbers are only trusted when Word recorded where its pages broke.
    if (!this.#renderedBreaks) for (const draft of this.#drafts) delete draft.metadata.page_number;
    return this.#drafts;
  }

  /** Parses the body blocks in `ranges` batch by batch, so only one batch's tree is alive at a time. */
  #blocksIn(ranges: readonly ElementRange[]): void {
    const xml = this.#pkg.documentXml;
    let i = 0;
    while (i < ranges.length) {
      const start = (ranges[i] as ElementRange).start;
      let j = i + 1;
      while (j < ranges.length && (ranges[j] as ElementRange).end - start <= BATCH_CHARS) j++;
      const batch = this.#fragment(xml.slice(start, (ranges[j - 1] as ElementRange).end));
      if (batch) for (const block of blocksOf(batch)) this.#block(block);
      i = j;
    }
  }

  #fragment(content: string): XmlNode | undefined {
    return this.#pkg.parseDocumentFragment(`<w:body>${content}</w:body>`);
  }

  /** The w:sectPr of a body-level sectPr element, or of the paragraph that ends a section. */
  #sectPrOf(range: ElementRange): XmlNode | undefined {
    const fragment = this.#fragment(this.#pkg.documentXml.slice(range.start, range.end));
    const element = fragment && child(fragment, range.name);
    if (!element) return undefined;
    return range.name === "sectPr" ? element : child(child(element, "pPr") ?? {}, "sectPr");
  }

  /** One section: start-type page breaks and headers, its blocks, then its footers. */
  #section(ranges: readonly ElementRange[], sectPr: XmlNode | undefined, index: number): void {
    if (sectPr) {
      this.#sectionStartBreaks(index, sectPr);
      this.#headersOrFooters(sectPr, "header");
    }
    this.#blocksCarried();
    this.#blocksIn(ranges);
    if (sectPr) this.#headersOrFooters(sectPr, "footer");
  }

  /**
   * A section can end inside a content control or custom-XML wrapper (rare): the wrapper is parsed whole
   * and split at its section-ending paragraphs; blocks after the last one belong to the next section.
   * Returns the next section index.
   */
  #sectionsInside(ranges: readonly ElementRange[], index: number): number {
    const first = ranges[0];
    const last = ranges[ranges.length - 1];
    const fragment =
      first && last ? this.#fragment(this.#pkg.documentXml.slice(first.start, last.end)) : undefined;
    let next = index;
    for (const block of fragment ? blocksOf(fragment) : []) {
      this.#carried.push(block);
      const sectPr = localTag(block) === "p" ? child(child(block, "pPr") ?? {}, "sectPr") : undefined;
      if (!sectPr) continue;
      this.#section([], sectPr, next++);
    }
    return next;
  }

  /** Blocks already parsed that belong to the section being emitted. */
  #blocksCarried(): void {
    const blocks = this.#carried;
    this.#carried = [];
    for (const block of blocks) this.#block(block);
  }

  #block(block: XmlNode): void {
    if (localTag(block) === "p") this.#paragraph(block);
    else this.#table(block);
    this.#checkLimits();
  }

  /** Stops at the first block past a limit, rather than after reading the whole body. */
  #checkLimits(): void {
    const drafts = this.#drafts;
    if (drafts.length > this.#limits.maxElements) throw tooManyElements(this.#filename, this.#limits);
    for (let i = this.#counted; i < drafts.length; i++) this.#characters += (drafts[i] as Draft).text.length;
    this.#counted = drafts.length;
    if (this.#characters > this.#limits.maxCharacters) throw tooManyCharacters(this.#filename, this.#limits);
  }

  #newPage(): void {
    this.#page++;
    if (this.#includePageBreaks) this.#drafts.push({ type: "PageBreak", text: "", metadata: {} });
  }

  /** Odd- and even-page section starts can skip a page; the rendered break supplies the other one. */
  #sectionStartBreaks(index: number, sectPr: XmlNode): void {
    const start = attr(child(sectPr, "type") ?? {}, "val");
    if (start === "evenPage" && this.#page % 2 === 0) this.#newPage();
    else if (start === "oddPage" && index > 0 && this.#page % 2 === 1) this.#newPage();
  }

  // -- paragraphs ---------------------------------------------------------------------------------

  #styleId(pPr: XmlNode | undefined): string | undefined {
    const styles = this.#pkg.styles;
    const id = pPr && attr(child(pPr, "pStyle") ?? {}, "val");
    return id !== undefined && styles.paragraphStyles.has(id) ? id : styles.defaultParagraphStyle;
  }

  #styleName(styleId: string | undefined): string {
    const name = styleId === undefined ? undefined : this.#pkg.styles.paragraphStyles.get(styleId)?.name;
    return name ? uiStyleName(name) : "Normal";
  }

  /** The list a paragraph is numbered in: its own w:numPr, completed by what its style inherits. */
  #numbering(pPr: XmlNode | undefined, styleId: string | undefined): ListRef {
    const numPr = pPr && child(pPr, "numPr");
    const inherited = this.#styleNumbering(styleId);
    return {
      numId: (numPr && attr(child(numPr, "numId") ?? {}, "val")) ?? inherited.numId,
      ilvl: (numPr && attr(child(numPr, "ilvl") ?? {}, "val")) ?? inherited.ilvl,
    };
  }

  /** Numbering a paragraph style carries, its own or through w:basedOn (cycles cut). */
  #styleNumbering(styleId: string | undefined): ListRef {
    if (styleId === undefined) return {};
    let ref = this.#styleNumberings.get(styleId);
    if (ref === undefined) {
      ref = {};
      const seen = new Set<string>();
      for (let id: string | undefined = styleId; id !== undefined && !seen.has(id); ) {
        seen.add(id);
        const style = this.#pkg.styles.paragraphStyles.get(id);
        ref.numId ??= style?.numId;
        ref.ilvl ??= style?.ilvl;
        id = style?.basedOn;
      }
      this.#styleNumberings.set(styleId, ref);
    }
    return ref;
  }

  #categoryDepth(pPr: XmlNode | undefined, styleName: string): number {
    const numPr = pPr && child(pPr, "numPr");
    const ilvl = numPr && attr(child(numPr, "ilvl") ?? {}, "val");
    const level = ilvl === undefined ? Number.NaN : Math.round(Number.parseFloat(ilvl));
    if (Number.isFinite(level)) return level;
    const last = styleName.split(" ").pop() ?? "";
    const numbered = /^\d+$/.test(last) ? Number(last) - 1 : 0;
    if (styleName.startsWith("Heading") || styleName.startsWith("List")) return numbered;
    return styleName === "Subtitle" ? 1 : 0;
  }

  #paragraph(p: XmlNode): void {
    const scan = scanParagraph(p);
    if (scan.hasRenderedBreak) this.#renderedBreaks = true;
    const styleId = this.#styleId(scan.pPr);
    const styleName = this.#styleName(styleId);
    const styleType = STYLE_TYPES[styleName];
    const numbering = this.#numbering(scan.pPr, styleId);
    const hasNumPr = scan.pPr !== undefined && child(scan.pPr, "numPr") !== undefined;
    // Numbering inherited from a heading style does not turn the heading into a list item.
    const numbered =
      hasNumPr || (numbering.numId !== undefined && numbering.numId !== "0" && styleType !== "Title");
    const depth = this.#categoryDepth(scan.pPr, styleName);

    const fragments = splitAtRenderedBreaks(scan.items);
    fragments.forEach((pieces, index) => {
      if (index > 0) this.#newPage();
      const text = textOf(pieces);
      if (pyStrip(text) === "") return;
      let type: string;
      let elementText = text;
      if (numbered || isBulletedText(text)) {
        const clean = listItemText(text);
        if (clean === "") return;
        type = "ListItem";
        elementText = clean;
      } else {
        type = styleType ?? typeFromText(text);
      }
      const metadata: ElementMetadata = { category_depth: depth };
      this.#addEmphasis(metadata, emphasisOf(pieces, scan.runs));
      this.#addLinks(metadata, pieces, scan, 0);
      metadata.page_number = this.#page;
      this.#drafts.push({ type, text: elementText, metadata });
    });
  }

  #addEmphasis(metadata: ElementMetadata, emphasis: readonly [string, string][]): void {
    if (emphasis.length === 0) return;
    metadata.emphasized_text_contents = emphasis.map(([text]) => text);
    metadata.emphasized_text_tags = emphasis.map(([, tag]) => tag);
  }

  /** External hyperlinks with their text and where it starts (in code points, as Python counts). */
  #addLinks(
    metadata: ElementMetadata,
    pieces: readonly Piece[],
    scan: ScannedParagraph,
    shift: number,
  ): void {
    if (scan.links.length === 0) return;
    const links: { text: string; url: string; start_index: number }[] = [];
    let offset = shift;
    let i = 0;
    while (i < pieces.length) {
      const link = (pieces[i] as Piece).link;
      let text = "";
      while (i < pieces.length && (pieces[i] as Piece).link === link) text += (pieces[i++] as Piece).text;
      if (link >= 0) {
        const url = this.#linkUrl(scan.links[link]);
        if (url && text) links.push({ text, url, start_index: offset });
      }
      offset += cpLength(text);
    }
    if (links.length === 0) return;
    metadata.link_texts = links.map((l) => l.text);
    metadata.link_urls = links.map((l) => l.url);
    metadata.links = links;
  }

  #linkUrl(link: { id: string | undefined; anchor: string | undefined } | undefined): string | undefined {
    // A link without a relationship is a jump inside the document (a table-of-contents entry).
    const rel = link?.id === undefined ? undefined : this.#pkg.relationships.get(link.id);
    if (!rel) return undefined;
    return link?.anchor ? `${rel.ref}#${link.anchor}` : rel.ref;
  }

  // -- tables -------------------------------------------------------------------------------------

  /** A top-level cell's rendered breaks count as the document's. */
  readonly #cellParagraph = (scan: ScannedParagraph, topLevel: boolean): void => {
    if (topLevel && scan.hasRenderedBreak) this.#renderedBreaks = true;
  };

  #table(tbl: XmlNode): void {
    const rows = readTable(tbl, this.#cellParagraph);
    const { text, emphasis } = tableTextAndEmphasis(rows);
    const metadata: ElementMetadata = {};
    const positions = gridPositions(rows);
    if (positions !== undefined && positions <= this.#gridBudget) {
      this.#gridBudget -= positions;
      metadata.text_as_html = tableHtml(rows);
    }
    metadata.page_number = this.#page;
    this.#addEmphasis(metadata, emphasis);
    this.#drafts.push({ type: "Table", text, metadata });
  }

  // -- headers and footers ------------------------------------------------------------------------

  #headersOrFooters(sectPr: XmlNode, kind: "header" | "footer"): void {
    const references = new Map<string, string>();
    for (const c of childrenOf(sectPr)) {
      const id = attr(c, "id");
      if (localTag(c) === `${kind}Reference` && id !== undefined)
        references.set(attr(c, "type") ?? "default", id);
    }
    const wanted: [string, string][] = [["default", "primary"]];
    const titlePg = child(sectPr, "titlePg");
    if (titlePg && isOn(attr(titlePg, "val"))) wanted.push(["first", "first_page"]);
    if (this.#pkg.evenAndOddHeaders) wanted.push(["even", "even_page"]);
    for (const [type, headerFooterType] of wanted) {
      // A section without its own definition shows the previous section's: nothing new to emit.
      const id = references.get(type);
      const text = id === undefined ? "" : this.#headerFooterText(id);
      if (!text) continue;
      this.#drafts.push({
        type: kind === "header" ? "Header" : "Footer",
        text,
        metadata: { header_footer_type: headerFooterType, category_depth: 0 },
      });
    }
  }

  #headerFooterText(id: string): string {
    let text = this.#headerFooterTexts.get(id);
    if (text === undefined) {
      const root = this.#pkg.relatedPart(id);
      const lines: string[] = [];
      for (const block of root ? blocksOf(root) : []) {
        if (localTag(block) === "p") {
          const line = pyStrip(textOf(scanParagraph(block).items.filter(isPiece)));
          if (line) lines.push(line);
        } else {
          const line = tableTextAndEmphasis(readTable(block, () => {}, false)).text;
          if (line) lines.push(line);
        }
      }
      text = lines.join("\n");
      this.#headerFooterTexts.set(id, text);
    }
    return text;
  }
}

export function partitionDocx(context: FormatContext): Draft[] {
  const pkg = readDocxPackage(context.data, context.filename, context.limits);
  return new DocxPartitioner(
    pkg,
    context.params.include_page_breaks,
    context.filename,
    context.limits,
  ).partition();
}
