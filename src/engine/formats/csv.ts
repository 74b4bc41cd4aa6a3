// CSV and TSV, by the reference's `partition/csv.py` and `tsv.py`: the whole file becomes one Table
// whose text is its non-empty cells joined by spaces and whose `text_as_html` is the compact table
// (`<table><tr><td>…</td></tr></table>`, `<td/>` for an empty cell). Every row is a data row, the first
// one too: the reference reads with no header. The reference goes through a pandas data frame, so cell
// texts are what pandas prints: a column of numbers is reformatted ("007" → "7", a float column to
// pandas' six-digit precision), "NA"/"null"-like cells print empty, line breaks inside a text cell
// print as "\n". The delimiter of a CSV file is sniffed the way Python's csv.Sniffer does it.
import { CsvError, parse } from "csv-parse/sync";
import { InvalidDocumentError, LimitExceededError } from "../core/errors.js";
import type { Draft, FormatContext } from "../core/types.js";
import { decodeTextDocument } from "../io/text.js";
import { PANDAS_NA_VALUES } from "../text/pandas-na.js";
import { pySplit } from "../text/python-str.js";
import { tableHtml, tableText } from "../text/table-html.js";

/** Cells a table may span once its rows are padded to the widest row. */
export const MAX_TABLE_CELLS = 5_000_000;
/** The longest record the parser accepts (the reference's CSV field limit). */
const MAX_RECORD_CHARS = 10 * 1024 * 1024;
/** Characters of whole lines the delimiter is sniffed from. */
const SNIFF_CHARS = 64 * 1024;
/** Characters the quote-based guess looks at: its lazy pattern is quadratic in the worst case. */
const QUOTE_SNIFF_CHARS = 8 * 1024;

const CANDIDATE_DELIMITERS = [",", ";", "\t", "|"];
const PREFERRED_DELIMITERS = [",", "\t", ";", " ", ":"];

export function partitionCsv(context: FormatContext): Draft[] {
  const { filename } = context;
  const { text } = decodeTextDocument(context.data, filename, context.params.encoding ?? undefined);
  const normalized = text.replace(/\r\n?/g, "\n");
  const delimiter =
    context.fileType.name === "tsv" ? "\t" : (sniffDelimiter(normalized) ?? firstLineDelimiter(normalized));
  const rows = readRows(normalized, delimiter ?? absentCharacter(normalized), filename);
  if (rows.length === 0) throw new InvalidDocumentError(filename, "the table has no rows");
  const cells = normalizeCells(formatColumns(rows));
  return [{ type: "Table", text: tableText(cells), metadata: { text_as_html: tableHtml(cells) } }];
}

// ------------------------------------------------------------------------------------------------
// Delimiter sniffing (Python's csv.Sniffer, restricted to the candidate delimiters)
// ------------------------------------------------------------------------------------------------

/** The delimiter, or undefined for a file of one column. */
export function sniffDelimiter(
  text: string,
  candidates: readonly string[] = CANDIDATE_DELIMITERS,
): string | undefined {
  const lineEnd = text.indexOf("\n", SNIFF_CHARS);
  const sample = text.slice(0, lineEnd < 0 ? 4 * SNIFF_CHARS : Math.min(lineEnd, 4 * SNIFF_CHARS));
  return guessFromQuotes(sample, candidates) ?? guessFromFrequencies(sample, candidates);
}

const QUOTE_PATTERNS = [
  /([^\p{L}\p{N}_\n"'])( ?)(["']).*?\3\1/gsu,
  /(?:^|\n)(["']).*?\1([^\p{L}\p{N}_\n"'])( ?)/gmsu,
  /([^\p{L}\p{N}_\n"'])( ?)(["']).*?\3(?:$|\n)/gmsu,
  /(?:^|\n)(["']).*?\1(?:$|\n)/gmsu,
];
// Which capture group holds the delimiter in each pattern.
const DELIMITER_GROUP = [1, 2, 1, undefined];

/** The sniffer's first guess: the character that most often sits next to a quoted field. */
function guessFromQuotes(sample: string, candidates: readonly string[]): string | undefined {
  const head = sample.slice(0, QUOTE_SNIFF_CHARS);
  for (const [i, pattern] of QUOTE_PATTERNS.entries()) {
    const matches = [...head.matchAll(pattern)];
    if (matches.length === 0) continue;
    const group = DELIMITER_GROUP[i];
    if (group === undefined) return undefined;
    const counts = new Map<string, number>();
    for (const match of matches) {
      const delimiter = match[group];
      if (delimiter && candidates.includes(delimiter))
        counts.set(delimiter, (counts.get(delimiter) ?? 0) + 1);
    }
    let best: string | undefined;
    for (const [delimiter, count] of counts)
      if (best === undefined || count > (counts.get(best) ?? 0)) best = delimiter;
    return best;
  }
  return undefined;
}

/**
 * The sniffer's second guess: a character that appears the same number of times on (nearly) every
 * line, judged over growing chunks of ten lines.
 */
function guessFromFrequencies(sample: string, candidates: readonly string[]): string | undefined {
  const lines = sample.split("\n").filter((line) => line.length > 0);
  if (lines.length === 0) return undefined;
  const chunk = Math.min(10, lines.length);
  // For each candidate: how many lines had each count of it.
  const frequencies = new Map<string, Map<number, number>>(candidates.map((c) => [c, new Map()]));
  const found = new Map<string, [number, number]>();
  for (let start = 0, iteration = 1; start < lines.length; start += chunk, iteration++) {
    for (let l = start; l < Math.min(start + chunk, lines.length); l++) {
      const counts = countCharacters(lines[l] as string, candidates);
      candidates.forEach((candidate, c) => {
        const histogram = frequencies.get(candidate) as Map<number, number>;
        const count = counts[c] as number;
        histogram.set(count, (histogram.get(count) ?? 0) + 1);
      });
    }
    const modes = new Map<string, [number, number]>();
    for (const [candidate, histogram] of frequencies) {
      const items = [...histogram];
      if (items.length === 1 && items[0]?.[0] === 0) continue;
      let mode = items[0] as [number, number];
      for (const item of items) if (item[1] > mode[1]) mode = item;
      const others = items.reduce((sum, item) => (item === mode ? sum : sum + item[1]), 0);
      modes.set(candidate, [mode[0], mode[1] - others]);
    }
    const total = Math.min(chunk * iteration, lines.length);
    for (let consistency = 1.0; found.size === 0 && consistency >= 0.9; consistency -= 0.01) {
      for (const [candidate, [count, lineCount]] of modes) {
        if (count > 0 && lineCount > 0 && lineCount / total >= consistency)
          found.set(candidate, [count, lineCount]);
      }
    }
    if (found.size === 1) return [...found.keys()][0];
  }
  if (found.size === 0) return undefined;
  const preferred = PREFERRED_DELIMITERS.find((d) => found.has(d));
  if (preferred) return preferred;
  return [...found]
    .sort(([a, [ac, al]], [b, [bc, bl]]) => ac - bc || al - bl || (a < b ? -1 : 1))
    .at(-1)?.[0];
}

/**
 * When no delimiter is consistent across the lines, the reference's reader sniffs the first line alone;
 * with none there either, the file is one column.
 */
function firstLineDelimiter(text: string): string | undefined {
  const firstLine = text.split("\n", 64).find((line) => line.trim() !== "") ?? "";
  return guessFromFrequencies(firstLine.slice(0, SNIFF_CHARS), CANDIDATE_DELIMITERS);
}

/** How often each single-character candidate occurs in the line, in one pass. */
function countCharacters(line: string, candidates: readonly string[]): number[] {
  const codes = candidates.map((candidate) => candidate.charCodeAt(0));
  const counts = codes.map(() => 0);
  for (let i = 0; i < line.length; i++) {
    const c = codes.indexOf(line.charCodeAt(i));
    if (c >= 0) counts[c] = (counts[c] as number) + 1;
  }
  return counts;
}

/** A one-column file is split on a character it does not contain, as the reference does. */
function absentCharacter(text: string): string {
  for (const candidate of ["\x1f", "\x1e", "\x1d", "\x1c", "\x07", "\x08"])
    if (!text.includes(candidate)) return candidate;
  return "\u0000\uffff\u0000";
}

// ------------------------------------------------------------------------------------------------
// Rows
// ------------------------------------------------------------------------------------------------

function readRows(text: string, delimiter: string, filename: string): string[][] {
  let width = 0;
  let rows = 0;
  try {
    const records = parse(text, {
      delimiter,
      quote: '"',
      escape: '"',
      record_delimiter: "\n",
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: MAX_RECORD_CHARS,
      on_record: (record: string[]) => {
        // A line of nothing but spaces is blank to the reference's reader too.
        if (record.length === 1 && pySplit(record[0] ?? "").length === 0) return null;
        rows++;
        width = Math.max(width, record.length);
        if (rows * width > MAX_TABLE_CELLS) {
          throw new LimitExceededError(filename, `the table spans more than ${MAX_TABLE_CELLS} cells`);
        }
        return record;
      },
    }) as string[][];
    return records.map((record) =>
      record.length < width ? [...record, ...new Array<string>(width - record.length).fill("")] : record,
    );
  } catch (error) {
    if (error instanceof LimitExceededError) throw error;
    const problem = error instanceof CsvError ? error.message : String(error);
    throw new InvalidDocumentError(filename, `unreadable CSV (${problem})`, { cause: error });
  }
}

// ------------------------------------------------------------------------------------------------
// Cell texts as pandas prints them
// ------------------------------------------------------------------------------------------------

const TRUE_VALUES = new Set(["True", "TRUE", "true"]);
const FALSE_VALUES = new Set(["False", "FALSE", "false"]);
const INTEGER_RE = /^ *[+-]?\d+ *$/;
// Unambiguous alternatives: a digit run split two ways would backtrack quadratically on long cells.
const FLOAT_RE = /^ *[+-]?(?:(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?|inf|infinity) *$/i;
const INT64_MAX = 2n ** 63n - 1n;
const INT64_MIN = -(2n ** 63n);
const FLOAT_DIGITS = 6;

/** Each column printed as pandas prints the type it infers for it. */
function formatColumns(rows: string[][]): string[][] {
  const width = rows[0]?.length ?? 0;
  const out = rows.map(() => new Array<string>(width));
  for (let column = 0; column < width; column++) {
    const values = rows.map((row) => row[column] ?? "");
    const printed = formatColumn(values);
    for (let r = 0; r < rows.length; r++) (out[r] as string[])[column] = printed[r] ?? "";
  }
  return out;
}

function formatColumn(values: string[]): string[] {
  const present = values.filter((value) => !PANDAS_NA_VALUES.has(value));
  const hasMissing = present.length < values.length;
  if (present.length === 0) return values.map(() => "");
  if (present.every((v) => TRUE_VALUES.has(v) || FALSE_VALUES.has(v))) {
    return values.map((v) => (PANDAS_NA_VALUES.has(v) ? "" : TRUE_VALUES.has(v) ? "True" : "False"));
  }
  if (!hasMissing && present.every(isInt64)) return values.map((v) => BigInt(v.trim()).toString());
  if (present.every((v) => FLOAT_RE.test(v))) {
    return formatFloats(values.map((v) => (PANDAS_NA_VALUES.has(v) ? Number.NaN : parseFloatCell(v))));
  }
  // Text: the printer shows tabs and line breaks as escapes.
  return values.map((v) => (PANDAS_NA_VALUES.has(v) ? "" : v.replace(/\t/g, "\\t").replace(/\n/g, "\\n")));
}

function isInt64(value: string): boolean {
  if (!INTEGER_RE.test(value)) return false;
  const n = BigInt(value.trim());
  return n >= INT64_MIN && n <= INT64_MAX;
}

function parseFloatCell(value: string): number {
  const v = value.trim().toLowerCase();
  if (/^[+-]?inf(inity)?$/.test(v))
    return v.startsWith("-") ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  return Number(v);
}

/** pandas' float column format: six decimals, trailing zeros trimmed alike, scientific when needed. */
function formatFloats(values: number[]): string[] {
  const fixed = trimZeros(values.map((v) => (Number.isNaN(v) ? "" : fixedFloat(v))));
  const tooLong = fixed.some((s) => s.length > FLOAT_DIGITS + 6);
  const large = values.some((v) => Math.abs(v) > 1e6);
  const small = values.some((v) => v !== 0 && Math.abs(v) < 10 ** -FLOAT_DIGITS);
  if (small || (tooLong && large)) return values.map((v) => (Number.isNaN(v) ? "" : scientificFloat(v)));
  return fixed;
}

function fixedFloat(v: number): string {
  if (!Number.isFinite(v)) return v > 0 ? "inf" : "-inf";
  if (Math.abs(v) >= 1e21) return `${BigInt(Math.round(v))}.000000`;
  return v.toFixed(FLOAT_DIGITS);
}

function scientificFloat(v: number): string {
  if (!Number.isFinite(v)) return v > 0 ? "inf" : "-inf";
  return v.toExponential(FLOAT_DIGITS).replace(/e([+-])(\d)$/, "e$10$2");
}

const DECIMAL_RE = /^\s*[+-]?[0-9]+\.[0-9]*$/;

/** Drops trailing zeros while every decimal number in the column ends in one, keeping one decimal. */
function trimZeros(strings: string[]): string[] {
  let trimmed = strings;
  const decimals = () => trimmed.filter((s) => DECIMAL_RE.test(s));
  while (decimals().length > 0 && decimals().every((s) => s.endsWith("0"))) {
    trimmed = trimmed.map((s) => (DECIMAL_RE.test(s) ? s.slice(0, -1) : s));
  }
  return trimmed.map((s) => (DECIMAL_RE.test(s) && s.endsWith(".") ? `${s}0` : s));
}

// ------------------------------------------------------------------------------------------------
// Output
// ------------------------------------------------------------------------------------------------

const normalizeSpace = (text: string) => pySplit(text).join(" ");

/** Cell texts with their whitespace collapsed, as the reference's HTML table normalizes them. */
function normalizeCells(rows: string[][]): string[][] {
  return rows.map((row) => row.map(normalizeSpace));
}
