// Whether a PDF font is bold, and its family, from what the file says of it, most trusted first:
// 1. its name: "Bold", "Black", "Heavy", "Semibold" say bold; "Regular", "Book", "Roman", "Light",
//    "Medium", "Thin" say not (a name is what its designer called the face);
// 2. the descriptor's ForceBold flag;
// 3. the embedded font program's own weight class (a TrueType or OpenType program's OS/2 usWeightClass,
//    else its head table's bold bit);
// 4. last, PDFium's weight, which it derives from the descriptor's /StemV (never from /FontWeight): a
//    weak sign, as producers fill StemV loosely (Chromium writes 141 for Caladea-Regular, which PDFium
//    reads as weight 704, and 92 for DejaVuSans-Bold, weight 459).
import type { PdfiumExports } from "./pdfium.js";

/** What a font's name says of its weight and slant; undefined where it says nothing. */
export interface NamedStyle {
  bold: boolean | undefined;
  italic: boolean;
}

const BOLD_NAME = /bold|black|heavy|demi|[-,]bd\b|,b$|-medi(?:ital)?$/i;
const REGULAR_NAME =
  /regular|book|roman|light|medium|thin|normal|plain|\bmt$|psmt$|-?(?:it|italic|oblique)$/i;

/** The font's name without its subset tag ("ABCDEF+Caladea-Regular" → "Caladea-Regular"). */
export function bareFontName(name: string | undefined): string {
  return (name ?? "").replace(/^[A-Z]{6}\+/, "");
}

export function styleFromName(name: string | undefined): NamedStyle {
  const bare = bareFontName(name);
  const italic = /italic|oblique|[-,]it\b|,i$/i.test(bare);
  // The weight words come after the family ("Caladea-Regular", "Arial,Bold", "TimesNewRomanPS-BoldMT"):
  // a family may hold one ("Roman" in Times New Roman), so only the part after the family counts when
  // the name has one.
  const cut = bare.search(/[-,]/);
  const face = cut > 0 ? bare.slice(cut + 1) : bare;
  if (BOLD_NAME.test(bare)) return { bold: true, italic };
  if (cut > 0 && REGULAR_NAME.test(face)) return { bold: false, italic };
  return { bold: undefined, italic };
}

/** A weight class from this on is bold (OS/2 usWeightClass: 600 is semibold). */
const BOLD_CLASS = 600;

/**
 * Whether a TrueType or OpenType font program is bold by its own tables: OS/2 usWeightClass, else the
 * head table's macStyle bold bit. Undefined for other programs (Type 1, bare CFF) or a broken one.
 */
export function sfntBold(bytes: Uint8Array): boolean | undefined {
  if (bytes.length < 12) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint32(0);
  // TrueType (0x00010000, "true") or OpenType with CFF outlines ("OTTO").
  if (version !== 0x00010000 && version !== 0x74727565 && version !== 0x4f54544f) return undefined;
  const tables = view.getUint16(4);
  let weightClass: number | undefined;
  let macStyle: number | undefined;
  for (let i = 0; i < tables; i++) {
    const entry = 12 + i * 16;
    if (entry + 16 > bytes.length) return undefined;
    const tag = view.getUint32(entry);
    const offset = view.getUint32(entry + 8);
    if (tag === 0x4f532f32 && offset + 6 <= bytes.length) weightClass = view.getUint16(offset + 4);
    if (tag === 0x68656164 && offset + 46 <= bytes.length) macStyle = view.getUint16(offset + 44);
  }
  // A weight class of 0 is unset (some subsetters write one).
  if (weightClass !== undefined && weightClass > 0) return weightClass >= BOLD_CLASS;
  if (macStyle !== undefined) return (macStyle & 1) === 1;
  return undefined;
}

/** Largest font program read for its weight: a whole CJK face is tens of megabytes, never a subset. */
const MAX_PROGRAM_BYTES = 4 << 20;

/** Whether the font's embedded program says it is bold (see sfntBold); undefined when it cannot tell. */
export function programBold(pdfium: PdfiumExports, font: number, scratch: number): boolean | undefined {
  // FPDFFont_GetFontData(font, buffer, length, out_length): the length first, then the bytes.
  if (!pdfium.FPDFFont_GetFontData(font, 0, 0, scratch)) return undefined;
  const length = new Uint32Array(pdfium.memory.buffer, scratch, 1)[0] as number;
  if (length < 12 || length > MAX_PROGRAM_BYTES) return undefined;
  const buffer = pdfium.malloc(length);
  if (!buffer) return undefined;
  try {
    if (!pdfium.FPDFFont_GetFontData(font, buffer, length, scratch)) return undefined;
    return sfntBold(new Uint8Array(pdfium.memory.buffer, buffer, length));
  } finally {
    pdfium.free(buffer);
  }
}

/** The font's family as its program names it ("Caladea"), else from its name; "" when unknown. */
export function fontFamily(
  pdfium: PdfiumExports,
  font: number,
  name: string,
  scratch: number,
  scratchBytes: number,
): string {
  const length = pdfium.FPDFFont_GetFamilyName(font, scratch, scratchBytes);
  if (length > 1 && length <= scratchBytes) {
    const family = Buffer.from(pdfium.memory.buffer, scratch, length - 1)
      .toString("latin1")
      .trim();
    if (family) return family;
  }
  return bareFontName(name).replace(/[-,].*$/, "");
}
