// Spreadsheets (.xlsx, .xls) → drafts, by the reference's rules (unstructured/partition/xlsx.py, which reads
// every sheet with pandas.read_excel(header=None)):
// - one page per worksheet, page_number counting from 1 and page_name the sheet's name; empty sheets give
//   nothing but keep their number;
// - the populated cells are split into regions: groups of cells connected up/down/left/right, merged while
//   their row ranges overlap; each region is its bounding box;
// - a region's leading and trailing rows holding a single cell become elements of their own, typed from
//   their text; what lies between is one Table, its text_as_html the compact table of pandas'
//   DataFrame.to_html() once the reference's HtmlTable has normalized it, its text the non-empty cells
//   joined by a space (text/table-html);
// - cell values are rendered as pandas renders them: a column that is numeric throughout the sheet prints
//   as integers, or as floats (1.0) once it has a blank or a fraction; pandas' missing-value markers ("NA",
//   "N/A", "null", ...) count as blank cells.
// Workbooks are read with SheetJS (@e965/xlsx) in dense mode, without formulas, HTML or formatted text. An
// xlsx zip is inflated within the engine's limits before SheetJS sees it; encrypted workbooks are refused.
import * as XLSX from "@e965/xlsx";
import CFB from "cfb";
import { zipSync } from "fflate";
import { errorMessage } from "../../shared/errors.js";
import { InvalidDocumentError } from "../core/errors.js";
import type { Draft, EngineLimits, FormatContext } from "../core/types.js";
import {
  cleanBullets,
  isBulletedText,
  isPossibleNarrativeText,
  isPossibleNumberedList,
  isPossibleTitle,
} from "../elements/text-type.js";
import { checkCompoundFile, isOle } from "../io/ole.js";
import { isZip, readZipEntries } from "../io/zip.js";
import { PANDAS_NA_VALUES } from "../text/pandas-na.js";
import { pyStrip } from "../text/python-str.js";
import { tableHtml, tableText } from "../text/table-html.js";

// ---------------------------------------------------------------------------------------------------------
// Reading the workbook
// ---------------------------------------------------------------------------------------------------------

function passwordProtected(filename: string): InvalidDocumentError {
  return new InvalidDocumentError(filename, "the workbook is password-protected (encrypted)");
}

/** Parts SheetJS never reads: pictures, printer settings, macros. */
const UNREAD_PART = /^xl\/media\/|\.(?:png|jpe?g|gif|bmp|tiff?|emf|wmf|svg|bin|wav|mp3|mp4)$/i;

/**
 * The xlsx zip inflated within the engine's limits (io/zip), repacked without compression for SheetJS.
 * SheetJS sizes its buffers from the local file headers, which a crafted file can set to gigabytes while
 * its central directory looks harmless; a repacked archive has honest headers and costs SheetJS no
 * inflation.
 */
function repackZip(data: Uint8Array, filename: string, limits: EngineLimits): Uint8Array {
  const parts = readZipEntries(data, filename, limits, (name) => !UNREAD_PART.test(name));
  try {
    return zipSync(Object.fromEntries(parts), { level: 0 });
  } catch (error) {
    throw new InvalidDocumentError(filename, `unusable zip archive (${(error as Error).message})`, {
      cause: error,
    });
  }
}

let codepagesLoaded: Promise<void> | undefined;

/** Legacy BIFF files may store text in any Windows code page; SheetJS's ESM build needs the tables given. */
function loadCodepages(): Promise<void> {
  codepagesLoaded ??= import("@e965/xlsx/dist/cpexcel.full.mjs").then((cptable) => XLSX.set_cptable(cptable));
  return codepagesLoaded;
}

/** A Buffer view of the bytes: cfb and SheetJS take slower, less careful paths for plain Uint8Arrays. */
function asBuffer(data: Uint8Array): Buffer {
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

async function readWorkbook(context: FormatContext): Promise<XLSX.WorkBook> {
  const { filename, limits } = context;
  let data = asBuffer(context.data);
  if (isZip(data)) {
    data = asBuffer(repackZip(data, filename, limits));
  } else if (isOle(data)) {
    checkCompoundFile(data, filename);
    let names: string[];
    try {
      names = CFB.read(data, { type: "buffer" }).FileIndex.map((entry) => entry.name);
    } catch (error) {
      throw new InvalidDocumentError(filename, `corrupt OLE compound file (${(error as Error).message})`, {
        cause: error,
      });
    }
    // An encrypted xlsx is an OLE container holding the encrypted package instead of a zip.
    if (names.includes("EncryptedPackage") || names.includes("EncryptionInfo"))
      throw passwordProtected(filename);
    await loadCodepages();
  } else {
    throw new InvalidDocumentError(filename, "it is neither an xlsx (zip) nor an xls (OLE) workbook");
  }
  try {
    return XLSX.read(data, {
      type: "buffer",
      dense: true,
      cellFormula: false,
      cellHTML: false,
      cellText: false,
      cellNF: false,
      cellStyles: false,
      cellDates: true,
      bookVBA: false,
      sheetStubs: false,
      WTF: false,
    });
  } catch (error) {
    const message = errorMessage(error);
    if (/password|encrypt/i.test(message)) throw passwordProtected(filename);
    throw new InvalidDocumentError(filename, `unreadable workbook (${message})`, { cause: error });
  }
}

// ---------------------------------------------------------------------------------------------------------
// Cell values as pandas holds them
// ---------------------------------------------------------------------------------------------------------

/** A cell's value once read (undefined: blank). Whole numbers are integers, as openpyxl and xlrd give them. */
type Value = string | number | boolean | Date;

function cellValue(cell: XLSX.CellObject | undefined): Value | undefined {
  if (!cell) return undefined;
  switch (cell.t) {
    case "s": {
      const text = typeof cell.v === "string" ? cell.v : String(cell.v ?? "");
      return PANDAS_NA_VALUES.has(text) ? undefined : text;
    }
    case "n":
      return typeof cell.v === "number" && Number.isFinite(cell.v) ? cell.v : undefined;
    case "b":
      return typeof cell.v === "boolean" ? cell.v : undefined;
    case "d":
      return cell.v instanceof Date && !Number.isNaN(cell.v.getTime()) ? cell.v : undefined;
    default:
      // Errors (#DIV/0!, ...) read as NaN in pandas; stubs are empty.
      return undefined;
  }
}

/** A worksheet as pandas' DataFrame of it: rows from the first sheet row to the last one with a value. */
interface Grid {
  rows: (Value | undefined)[][];
  width: number;
}

function sheetGrid(sheet: XLSX.WorkSheet): Grid {
  const data = (sheet["!data"] as (XLSX.CellObject | undefined)[][] | undefined) ?? [];
  const rows: (Value | undefined)[][] = [];
  let width = 0;
  let height = 0;
  for (let r = 0; r < data.length; r++) {
    const source = data[r];
    const row: (Value | undefined)[] = [];
    if (source) {
      for (let c = 0; c < source.length; c++) {
        const value = cellValue(source[c]);
        if (value !== undefined) row[c] = value;
      }
    }
    rows.push(row);
    if (row.length > 0) {
      height = r + 1;
      width = Math.max(width, row.length);
    }
  }
  rows.length = height;
  return { rows, width };
}

const NUMERIC_TEXT = /^\s*[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?\s*$/;

type ColumnKind = "int" | "float" | "object";

/**
 * pandas' dtype for each sheet column: numbers (and numeric text) throughout → int64, or float64 when the
 * column also has a blank or a fraction; anything else stays object.
 */
function columnKinds(grid: Grid): ColumnKind[] {
  const kinds: ColumnKind[] = [];
  for (let c = 0; c < grid.width; c++) {
    let numeric = true;
    let fractional = false;
    let blank = false;
    for (const row of grid.rows) {
      const value = row[c];
      if (value === undefined) blank = true;
      else if (typeof value === "number") fractional ||= !Number.isInteger(value);
      else if (typeof value === "string" && NUMERIC_TEXT.test(value))
        fractional ||= !Number.isInteger(Number(value));
      else numeric = false;
      if (!numeric) break;
    }
    kinds.push(!numeric ? "object" : blank || fractional ? "float" : "int");
  }
  return kinds;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** Python's str() of a datetime (or of a time, for serials below one day). */
function pythonDateTime(date: Date): string {
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  const fraction = date.getUTCMilliseconds() ? `.${pad(date.getUTCMilliseconds() * 1000, 6)}` : "";
  if (date.getUTCFullYear() < 1900) return `${time}${fraction}`;
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${time}${fraction}`;
}

/** Python's repr() of a float: shortest round-trip digits, exponent below 1e-4 and from 1e16. */
export function pythonFloat(x: number): string {
  if (Number.isNaN(x)) return "nan";
  if (!Number.isFinite(x)) return x > 0 ? "inf" : "-inf";
  if (x === 0) return Object.is(x, -0) ? "-0.0" : "0.0";
  const [mantissa = "0", exponentText = "0"] = x.toExponential().split("e");
  const exponent = Number(exponentText);
  if (exponent < -4 || exponent >= 16) {
    return `${mantissa}e${exponent < 0 ? "-" : "+"}${pad(Math.abs(exponent))}`;
  }
  const fixed = String(x);
  return fixed.includes(".") ? fixed : `${fixed}.0`;
}

/** A whole number as Python prints an int (no exponent, however large). */
function pythonInt(x: number): string {
  return Math.abs(x) < 1e21 ? String(x) : BigInt(x).toString();
}

function numberOf(value: Value): number {
  return typeof value === "number" ? value : Number(value);
}

/** str(value) of what a single-cell row holds in the DataFrame. */
function valueText(value: Value, kind: ColumnKind): string {
  if (kind === "int") return pythonInt(numberOf(value));
  if (kind === "float") return pythonFloat(numberOf(value));
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "True" : "False";
  if (value instanceof Date) return pythonDateTime(value);
  return Number.isInteger(value) ? pythonInt(value) : pythonFloat(value);
}

// ---------------------------------------------------------------------------------------------------------
// DataFrame.to_html()
// ---------------------------------------------------------------------------------------------------------

/** Python's f"{x:.6f}" with trailing zeros trimmed to one decimal (an object column's float). */
function trimmedFixed(x: number): string {
  const fixed = x.toFixed(6).replace(/0+$/, "");
  return fixed.endsWith(".") ? `${fixed}0` : fixed;
}

/** pandas' FloatArrayFormatter on one column: six decimals, zeros trimmed evenly, exponents when needed. */
function floatColumn(values: (number | undefined)[]): string[] {
  const present = values.filter((v): v is number => v !== undefined);
  let formatted = values.map((v) => (v === undefined ? "" : v.toFixed(6)));
  const longest = Math.max(0, ...formatted.map((s) => s.length));
  const large = present.some((v) => Math.abs(v) > 1e6);
  const small = present.some((v) => v !== 0 && Math.abs(v) < 1e-6);
  if (small || (longest > 12 && large)) {
    return values.map((v) => {
      if (v === undefined) return "";
      const [mantissa = "0", exponent = "0"] = v.toExponential(6).split("e");
      const e = Number(exponent);
      return `${mantissa}e${e < 0 ? "-" : "+"}${pad(Math.abs(e))}`;
    });
  }
  const decimal = /^-?\d+\.\d*$/;
  while (
    formatted.some((s) => decimal.test(s)) &&
    formatted.every((s) => !decimal.test(s) || s.endsWith("0"))
  ) {
    formatted = formatted.map((s) => (decimal.test(s) ? s.slice(0, -1) : s));
  }
  return formatted.map((s) => (decimal.test(s) && s.endsWith(".") ? `${s}0` : s));
}

/** How to_html prints one cell of an object column. */
function objectCell(value: Value | undefined): string {
  if (value === undefined) return "";
  if (typeof value === "string") {
    // pandas shows tabs and line breaks escaped, then strips the cell.
    return pyStrip(value.replace(/\t/g, "\\t").replace(/\r/g, "\\r").replace(/\n/g, "\\n"));
  }
  if (typeof value === "boolean") return value ? "True" : "False";
  if (value instanceof Date) return pythonDateTime(value);
  return Number.isInteger(value) ? pythonInt(value) : trimmedFixed(value);
}

/** The printed cells of rows × columns of the grid, column by column as pandas formats them. */
function printedCells(grid: Grid, kinds: ColumnKind[], rows: number[], columns: number[]): string[][] {
  const printed: string[][] = rows.map(() => []);
  for (const c of columns) {
    const kind = kinds[c] ?? "object";
    const values = rows.map((r) => grid.rows[r]?.[c]);
    let column: string[];
    if (kind === "int") column = values.map((v) => (v === undefined ? "" : pythonInt(numberOf(v))));
    else if (kind === "float")
      column = floatColumn(values.map((v) => (v === undefined ? undefined : numberOf(v))));
    else column = values.map(objectCell);
    for (const [i, text] of column.entries()) printed[i]?.push(text);
  }
  return printed;
}

// ---------------------------------------------------------------------------------------------------------
// Regions
// ---------------------------------------------------------------------------------------------------------

interface Region {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Groups of 4-connected populated cells, in the order their first cell appears row by row. */
function connectedRegions(grid: Grid): Region[] {
  const { rows, width } = grid;
  const height = rows.length;
  const seen = new Uint8Array(height * width);
  const queue = new Int32Array(height * width);
  const regions: Region[] = [];
  const filled = (r: number, c: number) => rows[r]?.[c] !== undefined;
  for (let r0 = 0; r0 < height; r0++) {
    const row = rows[r0] as (Value | undefined)[];
    for (let c0 = 0; c0 < row.length; c0++) {
      if (row[c0] === undefined || seen[r0 * width + c0]) continue;
      const region: Region = { top: r0, bottom: r0, left: c0, right: c0 };
      let head = 0;
      let tail = 0;
      queue[tail++] = r0 * width + c0;
      seen[r0 * width + c0] = 1;
      while (head < tail) {
        const index = queue[head++] as number;
        const r = Math.floor(index / width);
        const c = index % width;
        region.top = Math.min(region.top, r);
        region.bottom = Math.max(region.bottom, r);
        region.left = Math.min(region.left, c);
        region.right = Math.max(region.right, c);
        const neighbours = [
          [r - 1, c],
          [r + 1, c],
          [r, c - 1],
          [r, c + 1],
        ] as const;
        for (const [nr, nc] of neighbours) {
          if (nr < 0 || nc < 0 || nr >= height || nc >= width) continue;
          const next = nr * width + nc;
          if (seen[next] || !filled(nr, nc)) continue;
          seen[next] = 1;
          queue[tail++] = next;
        }
      }
      regions.push(region);
    }
  }
  return regions;
}

/** Regions whose row ranges overlap are merged (the reference's "overlapping tables"), top to bottom. */
function sheetRegions(grid: Grid): Region[] {
  const sorted = connectedRegions(grid).sort((a, b) => a.top - b.top);
  const merged: Region[] = [];
  let current: Region | undefined;
  for (const region of sorted) {
    if (current && region.top <= current.bottom) {
      current.bottom = Math.max(current.bottom, region.bottom);
      current.left = Math.min(current.left, region.left);
      current.right = Math.max(current.right, region.right);
      continue;
    }
    if (current) merged.push(current);
    current = { ...region };
  }
  if (current) merged.push(current);
  return merged;
}

// ---------------------------------------------------------------------------------------------------------
// Drafts
// ---------------------------------------------------------------------------------------------------------

/** The element a single-cell row becomes, by the reference's tests in its order (no email or address). */
function singleCellDraft(text: string, metadata: Draft["metadata"]): Draft {
  if (isBulletedText(text)) return { type: "ListItem", text: cleanBullets(text), metadata: { ...metadata } };
  const type = isPossibleNumberedList(text)
    ? "ListItem"
    : isPossibleNarrativeText(text)
      ? "NarrativeText"
      : isPossibleTitle(text)
        ? "Title"
        : "UncategorizedText";
  return { type, text, metadata: { ...metadata } };
}

/** Appends a region's leading single-cell rows, its table and its trailing single-cell rows to `drafts`. */
function regionDrafts(
  grid: Grid,
  kinds: ColumnKind[],
  region: Region,
  metadata: Draft["metadata"],
  drafts: Draft[],
): void {
  const columns: number[] = [];
  for (let c = region.left; c <= region.right; c++) columns.push(c);
  const singles: (number | undefined)[] = [];
  for (let r = region.top; r <= region.bottom; r++) {
    let only: number | undefined;
    let count = 0;
    for (const c of columns) {
      if (grid.rows[r]?.[c] === undefined) continue;
      count++;
      only = c;
    }
    singles.push(count === 1 ? only : undefined);
  }
  const height = singles.length;
  let leading = 0;
  while (leading < height && singles[leading] !== undefined) leading++;
  let trailing = 0;
  if (leading < height) while (singles[height - 1 - trailing] !== undefined) trailing++;

  const single = (offset: number) => {
    const r = region.top + offset;
    const c = singles[offset] as number;
    return singleCellDraft(valueText(grid.rows[r]?.[c] as Value, kinds[c] ?? "object"), metadata);
  };
  for (let i = 0; i < leading; i++) drafts.push(single(i));
  if (leading < height) {
    const rows: number[] = [];
    for (let r = region.top + leading; r <= region.bottom - trailing; r++) rows.push(r);
    const cells = printedCells(grid, kinds, rows, columns);
    drafts.push({
      type: "Table",
      text: tableText(cells),
      metadata: { ...metadata, text_as_html: tableHtml(cells) },
    });
  }
  for (let i = height - trailing; i < height; i++) drafts.push(single(i));
}

export async function partitionXlsx(context: FormatContext): Promise<Draft[]> {
  const workbook = await readWorkbook(context);
  const drafts: Draft[] = [];
  let page = 0;
  for (const name of workbook.SheetNames) {
    const sheet = workbook.Sheets[name];
    // pandas reads worksheets only; chart and dialog sheets are not pages.
    if (!sheet || (sheet["!type"] !== undefined && sheet["!type"] !== "sheet")) continue;
    page++;
    const grid = sheetGrid(sheet);
    const kinds = columnKinds(grid);
    const metadata = { page_number: page, page_name: name };
    for (const region of sheetRegions(grid)) {
      regionDrafts(grid, kinds, region, metadata, drafts);
      if (drafts.length > context.limits.maxElements) return drafts;
    }
  }
  return drafts;
}
