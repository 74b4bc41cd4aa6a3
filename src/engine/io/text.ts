// Turning bytes into text: byte-order marks first, then the requested encoding, then detection. UTF-16
// without a BOM is recognised by its NUL pattern, which chardet does not do; UTF-32 is decoded here
// because TextDecoder has no UTF-32.
import chardet from "chardet";
import { EncodingError, InvalidDocumentError } from "../core/errors.js";

export interface DecodedText {
  text: string;
  /** The encoding that was used, as a WHATWG label. */
  encoding: string;
}

function decodeUtf32(data: Uint8Array, littleEndian: boolean, filename: string): string {
  if (data.length % 4 !== 0)
    throw new EncodingError(filename, "utf-32", "its length is not a multiple of 4 bytes");
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const parts: string[] = [];
  for (let i = 0; i < data.length; i += 4) {
    const codePoint = view.getUint32(i, littleEndian);
    if (codePoint > 0x10ffff) throw new EncodingError(filename, "utf-32", `invalid code point at byte ${i}`);
    parts.push(String.fromCodePoint(codePoint));
  }
  return parts.join("");
}

export function bomEncoding(data: Uint8Array): { encoding: string; skip: number } | undefined {
  const [a, b, c, d] = data;
  if (a === 0xff && b === 0xfe && c === 0 && d === 0) return { encoding: "utf-32le", skip: 4 };
  if (a === 0 && b === 0 && c === 0xfe && d === 0xff) return { encoding: "utf-32be", skip: 4 };
  if (a === 0xef && b === 0xbb && c === 0xbf) return { encoding: "utf-8", skip: 3 };
  if (a === 0xff && b === 0xfe) return { encoding: "utf-16le", skip: 2 };
  if (a === 0xfe && b === 0xff) return { encoding: "utf-16be", skip: 2 };
  return undefined;
}

/** UTF-16 without a BOM: most ASCII text then has a NUL in every other byte. */
export function sniffUtf16(data: Uint8Array): string | undefined {
  const sample = data.subarray(0, Math.min(data.length, 4096));
  if (sample.length < 4) return undefined;
  let evenNuls = 0;
  let oddNuls = 0;
  for (let i = 0; i + 1 < sample.length; i += 2) {
    if (sample[i] === 0) evenNuls++;
    if (sample[i + 1] === 0) oddNuls++;
  }
  const pairs = Math.floor(sample.length / 2);
  if (oddNuls > pairs * 0.4 && evenNuls < pairs * 0.05) return "utf-16le";
  if (evenNuls > pairs * 0.4 && oddNuls < pairs * 0.05) return "utf-16be";
  return undefined;
}

// Python's codec names (what the reference's `encoding` accepts) that differ from a WHATWG label once
// spelled Python's way: lower case, every run of other characters than letters, digits and "." one "_".
const PYTHON_CODECS: Readonly<Record<string, string>> = {
  utf_8: "utf-8",
  utf8: "utf-8",
  u8: "utf-8",
  utf: "utf-8",
  utf8_ucs2: "utf-8",
  utf8_ucs4: "utf-8",
  cp65001: "utf-8",
  utf_8_sig: "utf-8",
  utf_16: "utf-16le",
  utf16: "utf-16le",
  u16: "utf-16le",
  utf_16_le: "utf-16le",
  utf_16le: "utf-16le",
  unicodelittleunmarked: "utf-16le",
  utf_16_be: "utf-16be",
  utf_16be: "utf-16be",
  unicodebigunmarked: "utf-16be",
  utf_32: "utf-32le",
  utf32: "utf-32le",
  u32: "utf-32le",
  utf_32_le: "utf-32le",
  utf_32le: "utf-32le",
  utf_32_be: "utf-32be",
  utf_32be: "utf-32be",
  latin_1: "latin-1",
  latin1: "latin-1",
  latin: "latin-1",
  l1: "latin-1",
  iso8859_1: "latin-1",
  iso_8859_1: "latin-1",
  iso_8859_1_1987: "latin-1",
  iso_ir_100: "latin-1",
  "8859": "latin-1",
  cp819: "latin-1",
  ascii: "ascii",
  us_ascii: "ascii",
  "646": "ascii",
  mac_roman: "macintosh",
  macroman: "macintosh",
  macintosh: "macintosh",
  mac_cyrillic: "x-mac-cyrillic",
  maccyrillic: "x-mac-cyrillic",
  cp866: "ibm866",
  "866": "ibm866",
  ibm866: "ibm866",
  cp874: "windows-874",
  shift_jis: "shift_jis",
  sjis: "shift_jis",
  s_jis: "shift_jis",
  shiftjis: "shift_jis",
  cp932: "shift_jis",
  ms932: "shift_jis",
  euc_jp: "euc-jp",
  eucjp: "euc-jp",
  ujis: "euc-jp",
  iso2022_jp: "iso-2022-jp",
  iso_2022_jp: "iso-2022-jp",
  euc_kr: "euc-kr",
  euckr: "euc-kr",
  cp949: "euc-kr",
  uhc: "euc-kr",
  gb2312: "gbk",
  gbk: "gbk",
  cp936: "gbk",
  ms936: "gbk",
  gb18030: "gb18030",
  big5: "big5",
  big5_tw: "big5",
  cp950: "big5",
  big5hkscs: "big5",
  koi8_r: "koi8-r",
  koi8_u: "koi8-u",
};

/**
 * The decoder label for an encoding named as Python names it ("utf-16-be", "UTF_16BE", "latin_1",
 * "cp1252", "iso8859_15"), or as a WHATWG label ("windows-1252"). "latin-1" and "ascii" are decoded
 * here: WHATWG reads both labels as windows-1252, which differs from Python's codecs.
 */
export function encodingLabel(encoding: string): string {
  const trimmed = encoding.trim();
  const python = trimmed
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, "_")
    .replace(/^_+|_+$/g, "");
  if (python === "") return "utf-8";
  const known = PYTHON_CODECS[python];
  if (known) return known;
  const windows = /^(?:cp|windows_|windows)(125[0-8])$/.exec(python);
  if (windows) return `windows-${windows[1]}`;
  const iso = /^iso_?8859_?(\d{1,2})$/.exec(python);
  if (iso) return `iso-8859-${iso[1]}`;
  return trimmed.toLowerCase().replaceAll("_", "-");
}

/** Python's latin-1 and ascii codecs: one byte, one code point (ascii refusing bytes above 0x7f). */
function decodeSingleByte(data: Uint8Array, encoding: "latin-1" | "ascii", filename: string): string {
  const parts: string[] = [];
  for (let i = 0; i < data.length; i += 8192) {
    const chunk = data.subarray(i, i + 8192);
    if (encoding === "ascii") {
      const bad = chunk.findIndex((byte) => byte > 0x7f);
      if (bad >= 0)
        throw new EncodingError(
          filename,
          "ascii",
          `byte 0x${chunk[bad]?.toString(16)} at ${i + bad} is not ASCII`,
        );
    }
    parts.push(String.fromCharCode(...chunk));
  }
  return parts.join("");
}

function decodeWith(data: Uint8Array, encoding: string, filename: string, fatal: boolean): string {
  let decoder: InstanceType<typeof TextDecoder>;
  try {
    decoder = new TextDecoder(encoding, { fatal, ignoreBOM: true });
  } catch {
    throw new EncodingError(filename, encoding, `'${encoding}' is not an encoding docflow knows`);
  }
  try {
    return decoder.decode(data);
  } catch {
    throw new EncodingError(filename, encoding, "the bytes are not valid in that encoding");
  }
}

/** True when the text holds control characters that no text document has (binary data). */
export function looksBinary(text: string): boolean {
  const sample = text.slice(0, 8192);
  if (sample.length === 0) return false;
  let control = 0;
  for (let i = 0; i < sample.length; i++) {
    const code = sample.charCodeAt(i);
    if ((code < 9 || (code > 13 && code < 32) || code === 0xfffd) && code !== 12) control++;
  }
  return control / sample.length > 0.05;
}

/**
 * Decodes `data`. `encoding` is the caller's choice (the form's `encoding`, default utf-8): a BOM
 * overrides it, and when utf-8 fails the encoding is detected instead of giving up.
 */
export function decodeText(data: Uint8Array, filename: string, encoding = "utf-8"): DecodedText {
  const bom = bomEncoding(data);
  if (bom) {
    const body = data.subarray(bom.skip);
    const text = bom.encoding.startsWith("utf-32")
      ? decodeUtf32(body, bom.encoding === "utf-32le", filename)
      : decodeWith(body, bom.encoding, filename, true);
    return { text, encoding: bom.encoding };
  }
  const requested = encodingLabel(encoding);
  if (requested === "utf-32" || requested === "utf-32le" || requested === "utf-32be") {
    return { text: decodeUtf32(data, requested !== "utf-32be", filename), encoding: requested };
  }
  if (requested === "latin-1" || requested === "ascii") {
    return { text: decodeSingleByte(data, requested, filename), encoding: requested };
  }
  if (requested !== "utf-8" && requested !== "utf8") {
    return { text: decodeWith(data, requested, filename, true), encoding: requested };
  }
  // Before UTF-8: ASCII text in UTF-16 is also valid UTF-8, NULs and all.
  const utf16 = sniffUtf16(data);
  if (utf16) return { text: decodeWith(data, utf16, filename, false), encoding: utf16 };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(data), encoding: "utf-8" };
  } catch {
    // Not UTF-8: detect below.
  }
  const detected = chardet.detect(data.subarray(0, 65536));
  if (!detected)
    throw new EncodingError(filename, "utf-8", "the bytes are not UTF-8 and no other encoding fits");
  let label = detected.toLowerCase();
  // chardet names the Latin-1 family ISO-8859-1 where windows-1252 (a superset) is what such files are.
  if (label === "iso-8859-1") label = "windows-1252";
  try {
    return { text: decodeWith(data, label, filename, false), encoding: label };
  } catch {
    return { text: decodeWith(data, "windows-1252", filename, false), encoding: "windows-1252" };
  }
}

/** decodeText, refusing binary data that only claims to be text. */
export function decodeTextDocument(data: Uint8Array, filename: string, encoding?: string): DecodedText {
  const decoded = decodeText(data, filename, encoding);
  if (looksBinary(decoded.text)) {
    throw new InvalidDocumentError(filename, "it holds binary data, not text");
  }
  return decoded;
}
