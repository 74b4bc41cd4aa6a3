// Reading one w:p of a .docx: its runs' text as Word shows it (python-docx's `Run.text` rules, plus the
// text of inserted and wrapped runs), which run each piece came from (for emphasis), which hyperlink it
// is in (for links), and where Word's rendered page breaks fall.
import { pyStrip } from "../../text/python-str.js";
import { isOn } from "./docx-package.js";
import { attr, child, childrenOf, directText, localTag, type XmlNode } from "./xml.js";

/** Inline wrappers whose content Word shows as part of the paragraph. */
const INLINE_CONTAINERS = new Set(["ins", "moveTo", "smartTag", "customXml", "fldSimple", "dir", "bdo"]);

/** A stretch of the paragraph's text from one run element. */
export interface Piece {
  text: string;
  /** Index of the run the text came from (for emphasis); -1 for text of an inline shape. */
  run: number;
  /** Index of the hyperlink it is in, or -1. */
  link: number;
}

/** A w:lastRenderedPageBreak: where Word's last layout started a new page. */
export interface RenderedBreak {
  link: number;
}

export interface RunFormat {
  bold: boolean;
  italic: boolean;
}

export interface ScannedParagraph {
  /** The paragraph's properties (style, numbering, a section's w:sectPr). */
  pPr: XmlNode | undefined;
  items: (Piece | RenderedBreak)[];
  runs: RunFormat[];
  links: { id: string | undefined; anchor: string | undefined }[];
  hasRenderedBreak: boolean;
}

export function isPiece(item: Piece | RenderedBreak): item is Piece {
  return "text" in item;
}

/** An on/off property of a run: true, false, or undefined when its value cannot be read. */
function runToggle(element: XmlNode | undefined): boolean | undefined {
  if (!element) return false;
  const value = attr(element, "val");
  if (isOn(value)) return true;
  return value === "0" || value === "false" || value === "off" ? false : undefined;
}

function readRunFormat(rPr: XmlNode | undefined): RunFormat {
  if (!rPr) return { bold: false, italic: false };
  return { bold: runToggle(child(rPr, "b")) === true, italic: runToggle(child(rPr, "i")) === true };
}

/** The text one run element contributes by itself (python-docx's `Run.text`). */
function runItemText(node: XmlNode, tag: string): string | undefined {
  switch (tag) {
    case "t":
      return directText(node);
    case "tab":
    case "ptab":
      return "\t";
    case "br": {
      const type = attr(node, "type");
      return type === undefined || type === "textWrapping" ? "\n" : "";
    }
    case "cr":
      return "\n";
    case "noBreakHyphen":
      return "-";
    default:
      return undefined;
  }
}

/**
 * Text of the shape drawn inline in a run (a text box moving with the text), as the reference reads
 * it: every run inside the run's first inline drawing. Floating shapes are not part of the paragraph.
 */
function inlineShapeText(run: XmlNode): string {
  const stack: { node: XmlNode; inDrawing: boolean }[] = [];
  for (let i = childrenOf(run).length - 1; i >= 0; i--)
    stack.push({ node: childrenOf(run)[i] as XmlNode, inDrawing: false });
  let inline: XmlNode | undefined;
  while (stack.length > 0 && !inline) {
    const { node, inDrawing } = stack.pop() as { node: XmlNode; inDrawing: boolean };
    const tag = localTag(node);
    if (tag === "inline" && inDrawing) inline = node;
    const children = childrenOf(node);
    for (let i = children.length - 1; i >= 0; i--) {
      stack.push({ node: children[i] as XmlNode, inDrawing: inDrawing || tag === "drawing" });
    }
  }
  if (!inline) return "";
  let text = "";
  const nodes = [inline];
  while (nodes.length > 0) {
    const node = nodes.pop() as XmlNode;
    const children = childrenOf(node);
    if (localTag(node) === "r") {
      for (const c of children) text += runItemText(c, localTag(c)) ?? "";
    }
    for (let i = children.length - 1; i >= 0; i--) nodes.push(children[i] as XmlNode);
  }
  return text;
}

export function scanParagraph(p: XmlNode): ScannedParagraph {
  const scan: ScannedParagraph = { pPr: undefined, items: [], runs: [], links: [], hasRenderedBreak: false };

  const scanRun = (r: XmlNode, link: number) => {
    const run = scan.runs.length;
    scan.runs.push(readRunFormat(child(r, "rPr")));
    let shapeText = "";
    let shapeRead = false;
    for (const c of childrenOf(r)) {
      const tag = localTag(c);
      const text = runItemText(c, tag);
      if (text !== undefined) {
        if (text !== "") scan.items.push({ text, run, link });
      } else if (tag === "lastRenderedPageBreak") {
        scan.items.push({ link });
        scan.hasRenderedBreak = true;
      } else if ((tag === "drawing" || tag === "AlternateContent") && !shapeRead) {
        shapeRead = true;
        shapeText = inlineShapeText(r);
      }
    }
    if (shapeText !== "") scan.items.push({ text: shapeText, run: -1, link });
  };

  const scanInline = (node: XmlNode, link: number) => {
    for (const c of childrenOf(node)) {
      const tag = localTag(c);
      if (tag === "r") scanRun(c, link);
      else if (tag === "hyperlink") {
        scan.links.push({ id: attr(c, "id"), anchor: attr(c, "anchor") });
        scanInline(c, scan.links.length - 1);
      } else if (INLINE_CONTAINERS.has(tag)) scanInline(c, link);
      else if (tag === "sdt") {
        const content = child(c, "sdtContent");
        if (content) scanInline(content, link);
      } else if (tag === "pPr" && node === p) scan.pPr = c;
    }
  };

  scanInline(p, -1);
  return scan;
}

/**
 * Splits a paragraph at Word's rendered page breaks, as python-docx does: a break inside a hyperlink
 * does not split the hyperlink (it stays on the page where it starts).
 */
export function splitAtRenderedBreaks(items: readonly (Piece | RenderedBreak)[]): Piece[][] {
  const fragments: Piece[][] = [];
  let current: Piece[] = [];
  let pendingLink: number | undefined;
  for (const item of items) {
    if (pendingLink !== undefined && item.link !== pendingLink) {
      fragments.push(current);
      current = [];
      pendingLink = undefined;
    }
    if (isPiece(item)) current.push(item);
    else if (pendingLink === undefined) {
      if (item.link < 0) {
        fragments.push(current);
        current = [];
      } else pendingLink = item.link;
    }
  }
  if (pendingLink !== undefined) {
    fragments.push(current);
    current = [];
  }
  fragments.push(current);
  return fragments;
}

export function textOf(pieces: readonly Piece[]): string {
  let text = "";
  for (const piece of pieces) text += piece.text;
  return text;
}

/** Bold and italic runs outside hyperlinks, one entry per run and tag, as python-docx reports them. */
export function emphasisOf(pieces: readonly Piece[], runs: readonly RunFormat[]): [string, string][] {
  const emphasis: [string, string][] = [];
  let i = 0;
  while (i < pieces.length) {
    const { run, link } = pieces[i] as Piece;
    let text = "";
    while (i < pieces.length && (pieces[i] as Piece).run === run && (pieces[i] as Piece).link === link) {
      text += (pieces[i++] as Piece).text;
    }
    const format = runs[run];
    if (run < 0 || link >= 0 || !format) continue;
    const stripped = pyStrip(text);
    if (!stripped) continue;
    if (format.bold) emphasis.push([stripped, "b"]);
    if (format.italic) emphasis.push([stripped, "i"]);
  }
  return emphasis;
}
