// RTF's lexical layer: one pass over the bytes that reports groups, control words, text bytes and
// control symbols to a sink. It interprets nothing itself, except \bin data (stepped over) and groups the
// sink asks to skip unread (pictures, objects and theme data are most of a typical file's bytes).

/** What the tokenizer reports; the converter (converter.ts) is the one implementation. */
export interface RtfSink {
  /** `{` */
  open(): void;
  /** `}` */
  close(): void;
  /** A control word and its parameter; true when the rest of the current group is to be skipped unread. */
  word(word: string, param: number | undefined): boolean;
  /** A text byte: a literal one, `\'hh`, or an escaped `\\`, `\{`, `\}`. */
  byte(byte: number): void;
  /** Text a control symbol stands for (`\~`, `\_`). */
  chars(text: string): void;
  /** `\*`: the current group is an ignorable destination. */
  ignorable(): void;
  /** A backslash before a line end: a paragraph break. */
  paragraph(): void;
}

/** Reads `data` (starting at its `{\rtf` header) and reports every token to `sink`. */
export function tokenizeRtf(data: Uint8Array, sink: RtfSink): void {
  const length = data.length;
  let i = 0;
  while (i < length) {
    const byte = data[i] as number;
    if (byte === 0x7b) {
      sink.open();
      i++;
    } else if (byte === 0x7d) {
      sink.close();
      i++;
    } else if (byte === 0x5c) {
      i = control(data, i + 1, sink);
    } else if (byte === 0x0d || byte === 0x0a) {
      i++;
    } else {
      sink.byte(byte);
      i++;
    }
  }
}

/** Reads the control word or symbol after a backslash at `start`; returns the index after it. */
function control(data: Uint8Array, start: number, sink: RtfSink): number {
  const first = data[start];
  if (first === undefined) return start;
  if (!isLetter(first)) return symbol(data, first, start, sink);
  // Built character by character: this runs for every control word, most of an RTF file.
  let end = start;
  let word = "";
  while (end < data.length && end - start < 32) {
    const byte = data[end] as number;
    if (!isLetter(byte)) break;
    word += String.fromCharCode(byte);
    end++;
  }
  let param: number | undefined;
  let p = end;
  const negative = data[p] === 0x2d;
  if (negative) p++;
  const digitsStart = p;
  let value = 0;
  while (p < data.length && p - digitsStart < 10) {
    const byte = data[p] as number;
    if (!isDigit(byte)) break;
    value = value * 10 + (byte - 0x30);
    p++;
  }
  if (p > digitsStart) {
    param = negative ? -value : value;
    end = p;
  }
  if (data[end] === 0x20) end++;
  if (word === "bin") return Math.min(data.length, end + Math.max(0, param ?? 0));
  return sink.word(word, param) ? skipGroup(data, end) : end;
}

function symbol(data: Uint8Array, symbol: number, at: number, sink: RtfSink): number {
  switch (symbol) {
    case 0x27: {
      // \'hh
      const high = hexValue(data[at + 1]);
      const low = hexValue(data[at + 2]);
      if (high >= 0 && low >= 0) sink.byte(high * 16 + low);
      return at + 3;
    }
    case 0x2a: // \*
      sink.ignorable();
      return at + 1;
    case 0x5c:
    case 0x7b:
    case 0x7d:
      sink.byte(symbol);
      return at + 1;
    case 0x7e: // \~ non-breaking space
      sink.chars("\u00a0");
      return at + 1;
    case 0x5f: // \_ non-breaking hyphen
      sink.chars("-");
      return at + 1;
    case 0x0a:
    case 0x0d:
      sink.paragraph();
      return at + 1;
    default: // \- optional hyphen, \: index subentry, \| formula: no text
      return at + 1;
  }
}

/**
 * The index of the brace that closes the current group, from `start`, without interpreting anything:
 * pictures, objects and theme data are most of a typical file's bytes. Escaped braces and \bin data
 * are stepped over.
 */
function skipGroup(data: Uint8Array, start: number): number {
  let depth = 0;
  let i = start;
  while (i < data.length) {
    const byte = data[i];
    if (byte === 0x5c) {
      const wordStart = i + 1;
      let end = wordStart;
      while (end < data.length && end - wordStart < 32 && isLetter(data[end] as number)) end++;
      if (end === wordStart) {
        i += 2; // a control symbol, \{ and \} included
        continue;
      }
      let p = end;
      if (data[p] === 0x2d) p++;
      const digits = p;
      while (p < data.length && p - digits < 10 && isDigit(data[p] as number)) p++;
      const isBin =
        end - wordStart === 3 &&
        data[wordStart] === 0x62 &&
        data[wordStart + 1] === 0x69 &&
        data[wordStart + 2] === 0x6e;
      if (isBin && p > digits) {
        const count = Number.parseInt(String.fromCharCode(...data.subarray(digits, p)), 10);
        i = p + (data[p] === 0x20 ? 1 : 0) + Math.max(0, count);
      } else i = end;
      continue;
    }
    if (byte === 0x7b) depth++;
    else if (byte === 0x7d) {
      if (depth === 0) return i;
      depth--;
    }
    i++;
  }
  return data.length;
}

function isLetter(byte: number): boolean {
  return (byte >= 0x61 && byte <= 0x7a) || (byte >= 0x41 && byte <= 0x5a);
}

function isDigit(byte: number): boolean {
  return byte >= 0x30 && byte <= 0x39;
}

function hexValue(byte: number | undefined): number {
  if (byte === undefined) return -1;
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x57;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x37;
  return -1;
}
