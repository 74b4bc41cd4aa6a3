// A page as geometry: the common ground of the PDF text layer and OCR. Both produce LayoutPages; one
// module (layout/index.ts) turns them into drafts, so a scanned page and a born-digital page with the same
// content come out with the same element types.

/** A rectangle in the page's coordinate space: origin top-left, y grows downwards. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface LayoutLink {
  url: string;
  text: string;
  /** Offset of the link text within the line's text. */
  start: number;
}

/** One line of text as read from the page (words already joined in reading order). */
export interface LayoutLine {
  text: string;
  box: Box;
  /** Font size in page units, when known (the text layer knows it; OCR estimates it from the box). */
  fontSize?: number | undefined;
  bold?: boolean | undefined;
  italic?: boolean | undefined;
  /** The font family most of its characters are set in (the text layer knows it; OCR does not). */
  family?: string | undefined;
  /** Set in a fixed-pitch font (the text layer knows it): code, where indentation is no paragraph start. */
  monospace?: boolean | undefined;
  links?: LayoutLink[] | undefined;
  /** OCR confidence 0–100, when the line came from OCR. */
  confidence?: number | undefined;
  /**
   * Tesseract's block and paragraph numbers (page-wide), when the line came from OCR: lines sharing both
   * were read as one paragraph.
   */
  ocrBlock?: number | undefined;
  ocrParagraph?: number | undefined;
  /** Runs of the line set in bold or italic type, in order (the text layer knows them from font names). */
  emphasis?: LayoutEmphasis[] | undefined;
  /**
   * The line's words with their boxes, in order, joined by single spaces into `text`. The text layer and
   * OCR both give them: a text-layer line runs across wide word gaps (justified type) and OCR joins the
   * cells of a table row, so the gaps between the words are what tells table cells apart.
   */
  words?: LayoutWord[] | undefined;
}

/** One word of a line: its text, its box and, from the text layer, its type. */
export interface LayoutWord {
  text: string;
  box: Box;
  /** Font size in page units, when known (the text layer's; OCR leaves it out). */
  fontSize?: number | undefined;
  bold?: boolean | undefined;
  italic?: boolean | undefined;
  /** The font family of its first character (the text layer's; OCR leaves it out). */
  family?: string | undefined;
}

export interface LayoutEmphasis {
  text: string;
  bold: boolean;
  italic: boolean;
}

/** A cell of a layout table covering more than one grid position, by its top-left position. */
export interface LayoutSpan {
  row: number;
  col: number;
  rowspan: number;
  colspan: number;
}

/** A table found on the page: its region and its cells, row by row. */
export interface LayoutTable {
  box: Box;
  /**
   * The text of every grid position, row by row, all rows as long: a spanning cell's text at its top-left
   * position, "" at the positions it covers besides (listed in `spans`).
   */
  rows: string[][];
  /** Cells that cover more than one grid position. */
  spans?: LayoutSpan[] | undefined;
  /** How many of the first rows are header rows (written in `<thead>`). */
  headerRows?: number | undefined;
  /** The table's region encoded as an image, when extract_image_block_types asked for it. */
  image?: { base64: string; mimeType: string } | undefined;
}

/** An embedded image or image-only region. */
export interface LayoutImage {
  box: Box;
  /** Text recognised inside the region, if OCR ran on it. */
  text?: string | undefined;
  /** Cropped region encoded as an image, when extract_image_block_types asked for it. */
  image?: { base64: string; mimeType: string } | undefined;
}

export interface LayoutPage {
  /** 1-based, within the document (the pipeline adds starting_page_number - 1). */
  pageNumber: number;
  /** Page size in the same units as the boxes (PDF points for the text layer, pixels for images). */
  width: number;
  height: number;
  lines: LayoutLine[];
  tables?: LayoutTable[] | undefined;
  images?: LayoutImage[] | undefined;
}
