// The formatting of a Word 97–2003 (.doc) main text that word-extractor does not give: each paragraph's
// style name, whether it is numbered (and at which level), whether it sits in a table, and its bold and
// italic runs. Read from the binary structures of [MS-DOC]: the File Information Block (FIB), the piece
// table (Clx) mapping character positions to stream offsets, the paragraph and character property pages
// (PAPX/CHPX FKPs) and the style sheet (STSH). Only direct run formatting counts as emphasis, as only
// direct formatting does in the reference's .docx reading (python-docx `run.bold`).
//
// Everything here is a best effort over a format without checksums: any structure out of bounds makes
// readDocParagraphs answer undefined, and the partitioner then types paragraphs from their text alone.

export interface DocParagraph {
  /** The paragraph's text with field codes and control marks removed. */
  text: string;
  /** The paragraph style's name as Word shows it ("Heading 1", "List Bullet", "Normal"). */
  styleName: string;
  /** List level (0-based) when the paragraph is numbered or bulleted through a list. */
  listLevel?: number | undefined;
  inTable: boolean;
  /** Ends a table row (the row's own end mark, no cell of its own). */
  rowEnd: boolean;
  /** Ends a table cell (the cell mark, not a paragraph mark). */
  cellEnd: boolean;
  /** Bold ("b") and italic ("i") runs in order, their text stripped. */
  emphasis: [string, string][];
}

class OutOfBounds extends Error {}

class Bytes {
  readonly #view: DataView;
  constructor(readonly data: Uint8Array) {
    this.#view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  }
  #check(offset: number, size: number): void {
    if (!Number.isInteger(offset) || offset < 0 || offset + size > this.data.length) throw new OutOfBounds();
  }
  u8(offset: number): number {
    this.#check(offset, 1);
    return this.data[offset] as number;
  }
  u16(offset: number): number {
    this.#check(offset, 2);
    return this.#view.getUint16(offset, true);
  }
  u32(offset: number): number {
    this.#check(offset, 4);
    return this.#view.getUint32(offset, true);
  }
  slice(offset: number, size: number): Uint8Array {
    this.#check(offset, size);
    return this.data.subarray(offset, offset + size);
  }
}

interface Piece {
  cpStart: number;
  cpEnd: number;
  /** Byte offset in the WordDocument stream of the piece's first character. */
  fc: number;
  compressed: boolean;
}

/** Windows-1252's 0x80–0x9F, for the "compressed" (8-bit) pieces. */
const CP1252_HIGH =
  "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f" +
  "\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";

const MAX_PIECES = 1_000_000;
const MAX_TEXT = 50_000_000;

function readPieces(table: Bytes, fcClx: number, lcbClx: number): Piece[] {
  let pos = fcClx;
  const end = fcClx + lcbClx;
  while (pos < end && table.u8(pos) === 0x01) pos += 3 + table.u16(pos + 1);
  if (table.u8(pos) !== 0x02) throw new OutOfBounds();
  const lcb = table.u32(pos + 1);
  const start = pos + 5;
  const n = Math.floor((lcb - 4) / 12);
  if (n <= 0 || n > MAX_PIECES) throw new OutOfBounds();
  const pieces: Piece[] = [];
  for (let i = 0; i < n; i++) {
    const cpStart = table.u32(start + 4 * i);
    const cpEnd = table.u32(start + 4 * (i + 1));
    const raw = table.u32(start + 4 * (n + 1) + 8 * i + 2);
    const compressed = (raw & 0x40000000) !== 0;
    const fc = raw & 0x3fffffff;
    pieces.push({ cpStart, cpEnd, fc: compressed ? fc / 2 : fc, compressed });
  }
  return pieces;
}

/** The characters of CPs [0, ccp) with the stream offset of each. */
function mainText(word: Bytes, pieces: Piece[], ccp: number): { chars: string[]; fcs: number[] } {
  const chars: string[] = [];
  const fcs: number[] = [];
  for (const piece of pieces) {
    for (let cp = piece.cpStart; cp < piece.cpEnd && cp < ccp; cp++) {
      if (chars.length > MAX_TEXT) throw new OutOfBounds();
      const offset = piece.compressed ? piece.fc + (cp - piece.cpStart) : piece.fc + 2 * (cp - piece.cpStart);
      let ch: string;
      if (piece.compressed) {
        const byte = word.u8(offset);
        ch = byte >= 0x80 && byte <= 0x9f ? (CP1252_HIGH[byte - 0x80] as string) : String.fromCharCode(byte);
      } else ch = String.fromCharCode(word.u16(offset));
      chars.push(ch);
      fcs.push(offset);
    }
  }
  return { chars, fcs };
}

/** A property run: stream offsets [start, end) and where its property bytes are. */
interface Run {
  start: number;
  end: number;
  props: Uint8Array | undefined;
}

/** The runs of every FKP page a PlcBte lists; `papx` selects the paragraph layout of the page. */
function readFkpRuns(word: Bytes, table: Bytes, fc: number, lcb: number, papx: boolean): Run[] {
  const n = Math.floor((lcb - 4) / 8);
  const runs: Run[] = [];
  for (let i = 0; i < n; i++) {
    const pn = table.u32(fc + 4 * (n + 1) + 4 * i) & 0x3fffff;
    const page = pn * 512;
    const crun = word.u8(page + 511);
    for (let r = 0; r < crun; r++) {
      const start = word.u32(page + 4 * r);
      const end = word.u32(page + 4 * (r + 1));
      let props: Uint8Array | undefined;
      if (papx) {
        const bOffset = word.u8(page + 4 * (crun + 1) + 13 * r);
        if (bOffset !== 0) {
          const at = page + 2 * bOffset;
          const cb = word.u8(at);
          props = cb !== 0 ? word.slice(at + 1, 2 * cb - 1) : word.slice(at + 2, 2 * word.u8(at + 1));
        }
      } else {
        const bOffset = word.u8(page + 4 * (crun + 1) + r);
        if (bOffset !== 0) {
          const at = page + 2 * bOffset;
          props = word.slice(at + 1, word.u8(at));
        }
      }
      runs.push({ start, end, props });
    }
  }
  return runs.sort((a, b) => a.start - b.start);
}

function runAt(runs: Run[], fc: number): Run | undefined {
  let lo = 0;
  let hi = runs.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const run = runs[mid] as Run;
    if (fc < run.start) hi = mid - 1;
    else if (fc >= run.end) lo = mid + 1;
    else return run;
  }
  return undefined;
}

/** Operand sizes by a sprm's spra field (bits 13–15); 6 is variable, 7 is three bytes. */
const OPERAND_SIZES = [1, 1, 2, 4, 2, 2, -1, 3];

/** The sprms of a grpprl: opcode → operand offset in `bytes`. */
function sprms(bytes: Uint8Array, from: number): Map<number, number> {
  const found = new Map<number, number>();
  let pos = from;
  while (pos + 2 <= bytes.length) {
    const op = (bytes[pos] as number) | ((bytes[pos + 1] as number) << 8);
    pos += 2;
    let size = OPERAND_SIZES[op >> 13] as number;
    if (size < 0) {
      // sprmTDefTable and sprmPChgTabs carry longer lengths; every other variable operand a byte's worth.
      if (op === 0xd608) size = ((bytes[pos] as number) | ((bytes[pos + 1] as number) << 8)) + 1;
      else size = (bytes[pos] ?? 0) + 1;
    }
    found.set(op, pos);
    pos += size;
  }
  return found;
}

const SPRM_P_ILVL = 0x260a;
const SPRM_P_ILFO = 0x460b;
const SPRM_P_F_IN_TABLE = 0x2416;
const SPRM_P_F_TTP = 0x2417;
const SPRM_C_F_BOLD = 0x0835;
const SPRM_C_F_ITALIC = 0x0836;

/** Style names by istd, from the STSH. */
function readStyleNames(table: Bytes, fc: number, lcb: number): string[] {
  const names: string[] = [];
  if (lcb === 0) return names;
  const cbStshi = table.u16(fc);
  const cstd = table.u16(fc + 2);
  const cbStdBase = table.u16(fc + 4);
  let pos = fc + 2 + cbStshi;
  const end = fc + lcb;
  for (let istd = 0; istd < cstd && pos + 2 <= end; istd++) {
    const cbStd = table.u16(pos);
    const std = pos + 2;
    pos = std + cbStd;
    if (cbStd === 0) {
      names.push("");
      continue;
    }
    const cch = table.u16(std + cbStdBase);
    let name = "";
    for (let i = 0; i < cch; i++) name += String.fromCharCode(table.u16(std + cbStdBase + 2 + 2 * i));
    names.push(name);
  }
  return names;
}

/** A built-in style's name as Word shows it ("heading 1" is stored lower-case); aliases cut off. */
export function uiStyleName(name: string): string {
  const primary = name.split(",")[0]?.trim() ?? "";
  if (/^heading [1-9]$/.test(primary)) return `Heading ${primary.slice("heading ".length)}`;
  if (primary === "caption" || primary === "header" || primary === "footer")
    return primary[0]?.toUpperCase() + primary.slice(1);
  return primary || "Normal";
}

const PARAGRAPH_END = new Set(["\r", "\u0007"]);

/** The main text's paragraphs with their formatting; undefined when the binary structures do not add up. */
export function readDocParagraphs(
  wordStream: Uint8Array,
  tableStreams: (name: string) => Uint8Array | undefined,
) {
  try {
    return read(new Bytes(wordStream), tableStreams);
  } catch (error) {
    if (error instanceof OutOfBounds || error instanceof RangeError) return undefined;
    throw error;
  }
}

function read(
  word: Bytes,
  tableStreams: (name: string) => Uint8Array | undefined,
): DocParagraph[] | undefined {
  const flags = word.u16(0x0a);
  const tableData = tableStreams(flags & 0x0200 ? "1Table" : "0Table");
  if (!tableData) return undefined;
  const table = new Bytes(tableData);
  const csw = word.u16(32);
  const lw = 34 + 2 * csw;
  const cslw = word.u16(lw);
  const ccpText = word.u32(lw + 2 + 4 * 3);
  const rg = lw + 2 + 4 * cslw + 2;
  const pair = (index: number) => [word.u32(rg + 8 * index), word.u32(rg + 8 * index + 4)] as const;
  const [fcStshf, lcbStshf] = pair(1);
  const [fcChpx, lcbChpx] = pair(12);
  const [fcPapx, lcbPapx] = pair(13);
  const [fcClx, lcbClx] = pair(33);

  const pieces = readPieces(table, fcClx, lcbClx);
  const { chars, fcs } = mainText(word, pieces, ccpText);
  const papx = readFkpRuns(word, table, fcPapx, lcbPapx, true);
  const chpx = readFkpRuns(word, table, fcChpx, lcbChpx, false);
  const styles = readStyleNames(table, fcStshf, lcbStshf);

  const paragraphs: DocParagraph[] = [];
  let start = 0;
  for (let cp = 0; cp < chars.length; cp++) {
    if (!PARAGRAPH_END.has(chars[cp] as string)) continue;
    paragraphs.push(paragraph(chars, fcs, start, cp, papx, chpx, styles));
    start = cp + 1;
  }
  return paragraphs;
}

function paragraph(
  chars: string[],
  fcs: number[],
  start: number,
  end: number,
  papx: Run[],
  chpx: Run[],
  styles: string[],
): DocParagraph {
  const props = runAt(papx, fcs[end] as number)?.props;
  let styleName = "Normal";
  let listLevel: number | undefined;
  const cellEnd = chars[end] === "\u0007";
  let inTable = cellEnd;
  let rowEnd = false;
  if (props && props.length >= 2) {
    const istd = (props[0] as number) | ((props[1] as number) << 8);
    styleName = uiStyleName(styles[istd] ?? "");
    const found = sprms(props, 2);
    const ilfo = found.get(SPRM_P_ILFO);
    if (ilfo !== undefined && ((props[ilfo] as number) | ((props[ilfo + 1] as number) << 8)) > 0) {
      const ilvl = found.get(SPRM_P_ILVL);
      listLevel = ilvl === undefined ? 0 : (props[ilvl] as number);
    }
    const tableFlag = found.get(SPRM_P_F_IN_TABLE);
    if (tableFlag !== undefined && props[tableFlag] === 1) inTable = true;
    const ttp = found.get(SPRM_P_F_TTP);
    if (ttp !== undefined && props[ttp] === 1) rowEnd = true;
  }

  // Text and runs: field instructions (between 0x13 and 0x14) are not text; marks are dropped.
  let text = "";
  const emphasis: [string, string][] = [];
  let runText = "";
  let runProps: Uint8Array | undefined;
  let current: Run | undefined;
  const instruction: boolean[] = [];
  const flush = () => {
    const stripped = runText.trim();
    if (stripped && runProps) {
      const found = sprms(runProps, 0);
      const on = (op: number) => {
        const at = found.get(op);
        return at !== undefined && (runProps?.[at] === 1 || runProps?.[at] === 0x81);
      };
      if (on(SPRM_C_F_BOLD)) emphasis.push([stripped, "b"]);
      if (on(SPRM_C_F_ITALIC)) emphasis.push([stripped, "i"]);
    }
    runText = "";
  };
  for (let cp = start; cp < end; cp++) {
    const ch = chars[cp] as string;
    if (ch === "\u0013") {
      instruction.push(true);
      continue;
    }
    if (ch === "\u0014") {
      if (instruction.length > 0) instruction[instruction.length - 1] = false;
      continue;
    }
    if (ch === "\u0015") {
      instruction.pop();
      continue;
    }
    if (instruction.some(Boolean)) continue;
    const fc = fcs[cp] as number;
    if (!current || fc < current.start || fc >= current.end) {
      const next = runAt(chpx, fc);
      if (next !== current) {
        flush();
        current = next;
        runProps = next?.props;
      }
    }
    const code = ch.charCodeAt(0);
    // Tab and line break read as space, a non-breaking hyphen as "-"; objects, notes and an optional
    // hyphen's mark are not text.
    const visible = ch === "\t" || ch === "\u000b" ? " " : ch === "\u001e" ? "-" : code < 0x20 ? "" : ch;
    text += visible;
    runText += visible;
  }
  flush();
  return { text, styleName, listLevel, inTable, rowEnd, cellEnd, emphasis };
}
