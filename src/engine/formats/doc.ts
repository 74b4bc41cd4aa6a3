// Legacy Word (.doc): the text streams read with word-extractor. The reference converts a .doc to .docx
// with LibreOffice and partitions that; without Word's style sheet here, paragraphs are typed by the text
// rules (classifyText), rows of a table (cells end in Word's cell mark) become one Table, the headers
// one Header before the body and the footers one Footer after it, and footnote and endnote text follows
// the body. Password-protected files are refused with a clear error before any parsing.
import CFB from "cfb";
import WordExtractor, { type WordDocument } from "word-extractor";
import type { ElementMetadata } from "../../contract/element.js";
import { pyStrip } from "../chunking/text.js";
import { textElement } from "../elements/text-type.js";
import { InvalidDocumentError } from "../errors.js";
import { tableHtml } from "../text/table-html.js";
import type { Draft, FormatContext } from "../types.js";

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** The File Information Block's magic number (wIdent), at the start of the WordDocument stream. */
const WORD_BINARY_MAGIC = 0xa5ec;
/** FIB flags: fEncrypted (password to open) and fObfuscated (XOR "encryption"). */
const ENCRYPTED = 0x0100;
const OBFUSCATED = 0x8000;

/** Checks the container before word-extractor sees it, so the common failures get clear messages. */
function checkWordBinary(data: Uint8Array, filename: string): void {
  if (!OLE_MAGIC.every((byte, i) => data[i] === byte)) {
    throw new InvalidDocumentError(filename, "not an OLE compound file, so not a Word 97–2003 .doc");
  }
  let stream: Uint8Array | undefined;
  try {
    const entry = CFB.find(CFB.read(data, { type: "buffer" }), "WordDocument");
    stream = entry?.content ? Uint8Array.from(entry.content as ArrayLike<number>) : undefined;
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
}

async function extract(data: Uint8Array, filename: string): Promise<WordDocument> {
  try {
    return await new WordExtractor().extract(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
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

export async function partitionDoc(context: FormatContext): Promise<Draft[]> {
  const { data, filename } = context;
  checkWordBinary(data, filename);
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
  drafts.push(...storyDrafts(document.getBody(raw)));
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
