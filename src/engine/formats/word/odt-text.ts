// A paragraph of an OpenDocument text as pandoc reads it (the reference converts .odt with pandoc):
// runs of XML whitespace collapse to one space, text:s keeps its spaces, a tab reads as a space, a line
// break as "\n"; notes, annotations and frames are not part of the paragraph. Pieces keep the bold,
// italic and link of their span, for emphasis and link metadata.
import { cpLength, pyStrip } from "../../text/python-str.js";
import { inherited, type OdtStyles } from "./odt-styles.js";
import { attr, childrenOf, decodeEntities, localTag, rawText, type XmlNode } from "./xml.js";

/** Inline elements whose text is not part of the paragraph as pandoc reads it. */
const SKIPPED_INLINE = new Set(["note", "annotation", "annotation-end", "frame", "tracked-changes"]);

/** A stretch of text with one formatting. */
export interface Piece {
  text: string;
  bold: boolean;
  italic: boolean;
  link: string | undefined;
}

/** Reads a text:p or text:h into pieces; nested spans and links carry their formatting down. */
export class ParagraphReader {
  readonly pieces: Piece[] = [];
  readonly #styles: OdtStyles;
  #collapsedSpace = true;

  constructor(styles: OdtStyles) {
    this.#styles = styles;
  }

  read(node: XmlNode, bold: boolean, italic: boolean, link: string | undefined): void {
    for (const c of childrenOf(node)) {
      if ("#text" in c) {
        this.#append(decodeEntities(rawText(c)).replace(/[ \t\r\n]+/g, " "), true, bold, italic, link);
        continue;
      }
      const tag = localTag(c);
      switch (tag) {
        case "s": {
          const count = Number(attr(c, "c") ?? "1");
          this.#append(
            " ".repeat(Number.isInteger(count) && count > 0 ? Math.min(count, 1000) : 1),
            false,
            bold,
            italic,
            link,
          );
          break;
        }
        case "tab":
          this.#append(" ", true, bold, italic, link);
          break;
        case "line-break":
          this.#append("\n", false, bold, italic, link);
          break;
        case "span": {
          const style = attr(c, "style-name");
          this.read(
            c,
            bold || inherited(this.#styles, style, "bold"),
            italic || inherited(this.#styles, style, "italic"),
            link,
          );
          break;
        }
        case "a": {
          const href = attr(c, "href");
          this.read(c, bold, italic, href && !href.startsWith("#") ? href : link);
          break;
        }
        case "ruby": {
          for (const part of childrenOf(c))
            if (localTag(part) === "ruby-base") this.read(part, bold, italic, link);
          break;
        }
        default:
          if (!SKIPPED_INLINE.has(tag)) this.read(c, bold, italic, link);
      }
    }
  }

  #append(
    text: string,
    collapsible: boolean,
    bold: boolean,
    italic: boolean,
    link: string | undefined,
  ): void {
    let value = text;
    if (collapsible && this.#collapsedSpace && value.startsWith(" ")) value = value.slice(1);
    if (value === "") return;
    this.#collapsedSpace = collapsible && value.endsWith(" ");
    const last = this.pieces[this.pieces.length - 1];
    if (last && last.bold === bold && last.italic === italic && last.link === link) last.text += value;
    else this.pieces.push({ text: value, bold, italic, link });
  }
}

/** Bold and italic pieces outside links, one entry per piece and tag. */
export function emphasisOf(pieces: readonly Piece[]): [string, string][] {
  const emphasis: [string, string][] = [];
  for (const piece of pieces) {
    // Pandoc writes link text as its own runs, which the reference leaves out of emphasis.
    if (piece.link !== undefined) continue;
    const text = pyStrip(piece.text);
    if (!text) continue;
    if (piece.bold) emphasis.push([text, "b"]);
    if (piece.italic) emphasis.push([text, "i"]);
  }
  return emphasis;
}

/**
 * External links with their text and where it starts, in code points of the element text; `shift`
 * accounts for a list label put in front and for whitespace stripped from the start.
 */
export function linksOf(
  pieces: readonly Piece[],
  shift: number,
): { text: string; url: string; start_index: number }[] {
  const links: { text: string; url: string; start_index: number }[] = [];
  let offset = shift;
  let i = 0;
  while (i < pieces.length) {
    const url = (pieces[i] as Piece).link;
    let text = "";
    while (i < pieces.length && (pieces[i] as Piece).link === url) text += (pieces[i++] as Piece).text;
    if (url !== undefined && pyStrip(text)) links.push({ text, url, start_index: Math.max(0, offset) });
    offset += cpLength(text);
  }
  return links;
}
