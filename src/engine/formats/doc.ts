// Legacy Word (.doc). The reference converts a .doc to .docx with LibreOffice and partitions that, so the
// body follows the docx rules: paragraphs typed by their style (headings → Title with category_depth,
// list styles and numbered paragraphs → ListItem), others by the text rules, bold and italic runs as
// emphasis, each table one Table. The body's paragraphs, styles and runs are read from the binary
// structures (word/doc-binary.ts); when those do not add up to the text word-extractor reads, the body is
// word-extractor's text typed by the text rules alone. Headers, footers, footnotes and endnotes come from
// word-extractor: the headers one Header before the body, the footers one Footer after it, the notes
// after the body. Password-protected files are refused with a clear error before any parsing.
import CFB from "cfb";
import WordExtractor, { type WordDocument } from "word-extractor";
import type { ElementMetadata } from "../../contract/element.js";
import { errorMessage } from "../../shared/errors.js";
import { InvalidDocumentError } from "../core/errors.js";
import type { Draft, FormatContext } from "../core/types.js";
import { textElement } from "../elements/text-type.js";
import { pyStrip } from "../text/python-str.js";
import { tableHtml } from "../text/table-html.js";
import { type DocParagraph, readDocParagraphs } from "./word/doc-binary.js";
import { isBulletedText, listItemText, STYLE_TYPES, typeFromText } from "./word/paragraph-type.js";

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** The File Information Block's magic number (wIdent), at the start of the WordDocument stream. */
const WORD_BINARY_MAGIC = 0xa5ec;
/** FIB flags: fEncrypted (password to open) and fObfuscated (XOR "encryption"). */
const ENCRYPTED = 0x0100;
const OBFUSCATED = 0x8000;

/**
 * Checks the container before word-extractor sees it, so the common failures get clear messages; returns
 * the WordDocument stream and a reader of the other streams.
 */
function checkWordBinary(
  data: Uint8Array,
  filename: string,
): { stream: Uint8Array; streamNamed: (name: string) => Uint8Array | undefined } {
  if (!OLE_MAGIC.every((byte, i) => data[i] === byte)) {
    throw new InvalidDocumentError(filename, "not an OLE compound file, so not a Word 97–2003 .doc");
  }
  let stream: Uint8Array | undefined;
  let container: CFB.CFB$Container;
  const streamNamed = (name: string) => {
    const entry = CFB.find(container, name);
    return entry?.content ? Uint8Array.from(entry.content as ArrayLike<number>) : undefined;
  };
  try {
    container = CFB.read(data, { type: "buffer" });
    stream = streamNamed("WordDocument");
  } catch (error) {
    throw new InvalidDocumentError(filename, `corrupt OLE compound file (${(error as Error).message})`, {
      cause: error,
    });
  }
  if (!stream || stream.length < 12)
    throw new InvalidDocumentError(filename, "it has no WordDocument stream");
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  if (view.getUint16(0, true) !== WORD_BINARY_MAGIC) {
    throw new InvalidDocumentError(filename, "its WordDocument stream is not a Word 97–2003 document");
  }
  if (view.getUint16(0x0a, true) & (ENCRYPTED | OBFUSCATED)) {
    throw new InvalidDocumentError(
      filename,
      "the .doc is password-protected (encrypted); decrypt it and try again",
    );
  }
  return { stream, streamNamed };
}

async function extract(data: Uint8Array, filename: string): Promise<WordDocument> {
  try {
    return await new WordExtractor().extract(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  } catch (error) {
    const reason = errorMessage(error);
    throw new InvalidDocumentError(filename, `the Word document cannot be read (${reason})`, {
      cause: error,
    });
  }
}

/** Non-empty lines, trimmed, as one text (a header or footer). */
function joinedLines(text: string): string {
  return text
    .split("\n")
    .map((line) => pyStrip(line))
    .filter((line) => line !== "")
    .join("\n");
}

/**
 * word-extractor turns each cell mark into a tab, so a table row is a line ending in one. A paragraph
 * that ends with a real tab looks the same, so only two or more such lines in a row make a table.
 */
function isTableRow(line: string): boolean {
  return line.endsWith("\t");
}

const MIN_TABLE_ROWS = 2;

function tableDraft(rows: string[][]): Draft {
  const texts = rows
    .flat()
    .map((cell) => pyStrip(cell))
    .filter((cell) => cell !== "");
  const html = tableHtml(rows, { escapeQuotes: true });
  return { type: "Table", text: texts.join(" "), metadata: { text_as_html: html } };
}

function paragraphDraft(line: string): Draft | undefined {
  const stripped = pyStrip(line);
  if (stripped === "") return undefined;
  const element = textElement(stripped);
  if (element.text === "") return undefined;
  const metadata: ElementMetadata = { category_depth: 0 };
  return { type: element.type, text: element.type === "ListItem" ? element.text : line, metadata };
}

/** Paragraphs by the text rules, runs of table rows as one Table. */
function storyDrafts(text: string): Draft[] {
  const drafts: Draft[] = [];
  const push = (draft: Draft | undefined) => {
    if (draft) drafts.push(draft);
  };
  let rows: string[] = [];
  const flushRows = () => {
    if (rows.length >= MIN_TABLE_ROWS) push(tableDraft(rows.map((row) => row.slice(0, -1).split("\t"))));
    else for (const row of rows) push(paragraphDraft(row));
    rows = [];
  };
  for (const line of text.split("\n")) {
    if (isTableRow(line)) {
      rows.push(line);
      continue;
    }
    flushRows();
    push(paragraphDraft(line));
  }
  flushRows();
  return drafts;
}

/** Non-whitespace characters in order: what the binary reading and word-extractor must agree on. */
const skeleton = (text: string) => text.replace(/[\s\u2022\u00b7\uf0b7]+/g, "");

/** The docx depth rule: the list level, else the number of a "Heading n" or "List n" style less one. */
function categoryDepth(paragraph: DocParagraph): number {
  if (paragraph.listLevel !== undefined) return paragraph.listLevel;
  const name = paragraph.styleName;
  const last = name.split(" ").pop() ?? "";
  const numbered = /^\d+$/.test(last) ? Number(last) - 1 : 0;
  if (name.startsWith("Heading") || name.startsWith("List")) return numbered;
  return name === "Subtitle" ? 1 : 0;
}

function withEmphasis(metadata: ElementMetadata, emphasis: readonly [string, string][]): ElementMetadata {
  if (emphasis.length > 0) {
    metadata.emphasized_text_contents = emphasis.map(([text]) => text);
    metadata.emphasized_text_tags = emphasis.map(([, tag]) => tag);
  }
  return metadata;
}

function styledParagraphDraft(paragraph: DocParagraph): Draft | undefined {
  const text = pyStrip(paragraph.text);
  if (text === "") return undefined;
  const styleType = STYLE_TYPES[paragraph.styleName];
  // Numbering on a heading style keeps the heading a Title, as LibreOffice's .docx shows it.
  const numbered = paragraph.listLevel !== undefined && styleType !== "Title";
  const metadata = withEmphasis({ category_depth: categoryDepth(paragraph) }, paragraph.emphasis);
  if (numbered || isBulletedText(text)) {
    const clean = listItemText(text);
    return clean === "" ? undefined : { type: "ListItem", text: clean, metadata };
  }
  return { type: styleType ?? typeFromText(text), text, metadata };
}

/** The body from the binary reading: paragraphs by the docx rules, each table's cells as one Table. */
function styledDrafts(paragraphs: DocParagraph[]): Draft[] {
  const drafts: Draft[] = [];
  let rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let emphasis: [string, string][] = [];
  const flushTable = () => {
    if (cell !== "" || row.length > 0) rows.push([...row, ...(cell !== "" ? [cell] : [])]);
    if (rows.some((r) => r.some((c) => pyStrip(c) !== ""))) {
      const draft = tableDraft(rows);
      withEmphasis(draft.metadata, emphasis);
      drafts.push(draft);
    }
    rows = [];
    row = [];
    cell = "";
    emphasis = [];
  };
  for (const paragraph of paragraphs) {
    if (!paragraph.inTable) {
      if (rows.length > 0 || row.length > 0 || cell !== "") flushTable();
      const draft = styledParagraphDraft(paragraph);
      if (draft) drafts.push(draft);
      continue;
    }
    emphasis.push(...paragraph.emphasis);
    if (paragraph.rowEnd) {
      rows.push(row);
      row = [];
      cell = "";
      continue;
    }
    cell = cell === "" ? paragraph.text : `${cell}\n${paragraph.text}`;
    if (paragraph.cellEnd) {
      row.push(cell);
      cell = "";
    }
  }
  if (rows.length > 0 || row.length > 0 || cell !== "") flushTable();
  return drafts;
}

/** The body's drafts: styled when the binary reading agrees with word-extractor's text, else by text rules. */
function bodyDrafts(
  body: string,
  stream: Uint8Array,
  streamNamed: (name: string) => Uint8Array | undefined,
): Draft[] {
  const paragraphs = readDocParagraphs(stream, streamNamed);
  if (paragraphs && skeleton(paragraphs.map((p) => p.text).join("")) === skeleton(body)) {
    return styledDrafts(paragraphs);
  }
  return storyDrafts(body);
}

export async function partitionDoc(context: FormatContext): Promise<Draft[]> {
  const { data, filename } = context;
  const { stream, streamNamed } = checkWordBinary(data, filename);
  const document = await extract(data, filename);
  const raw = { filterUnicode: false };

  const drafts: Draft[] = [];
  const header = joinedLines(document.getHeaders({ ...raw, includeFooters: false }));
  if (header)
    drafts.push({
      type: "Header",
      text: header,
      metadata: { header_footer_type: "primary", category_depth: 0 },
    });
  for (const draft of bodyDrafts(document.getBody(raw), stream, streamNamed)) drafts.push(draft);
  drafts.push(...storyDrafts(document.getFootnotes(raw)));
  drafts.push(...storyDrafts(document.getEndnotes(raw)));
  const footer = joinedLines(document.getFooters(raw));
  if (footer)
    drafts.push({
      type: "Footer",
      text: footer,
      metadata: { header_footer_type: "primary", category_depth: 0 },
    });
  return drafts;
}
