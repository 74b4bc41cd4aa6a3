// Document languages as ISO 639-3 codes. franc needs some text to be right, so short ASCII text is
// taken as English, as the reference does, and an undetermined result falls back to English too.
import { franc } from "franc";

const MIN_WORDS = 5;

// franc knows over 180 languages and, on short text, often picks a rare relative of the right one
// (Scots for English, say). Limiting it to widely written languages trades that for reliability.
const CANDIDATES = [
  "eng",
  "deu",
  "fra",
  "spa",
  "por",
  "ita",
  "nld",
  "swe",
  "dan",
  "nob",
  "fin",
  "isl",
  "pol",
  "ces",
  "slk",
  "hun",
  "ron",
  "bul",
  "rus",
  "ukr",
  "bel",
  "ell",
  "tur",
  "ara",
  "heb",
  "pes",
  "hin",
  "ben",
  "urd",
  "tam",
  "tel",
  "mar",
  "tha",
  "vie",
  "ind",
  "zlm",
  "tgl",
  "jpn",
  "kor",
  "cmn",
  "hrv",
  "srp",
  "bos",
  "slv",
  "lit",
  "lvs",
  "ekk",
  "cat",
  "eus",
  "glg",
  "swh",
  "afr",
  "kat",
  "hye",
  "azj",
  "kaz",
  "uzn",
];
const SAMPLE_CHARS = 20_000;

export function detectLanguages(text: string): string[] {
  const sample = text.slice(0, SAMPLE_CHARS);
  const words = sample.split(/\s+/).filter(Boolean).length;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ASCII range test
  if (words < MIN_WORDS && /^[\x00-\x7f]*$/.test(sample)) return ["eng"];
  const code = franc(sample, { minLength: 10, only: CANDIDATES });
  return [code === "und" ? "eng" : code];
}

/**
 * The languages to record: the caller's (`languages`, else the deprecated `ocr_languages`), else the
 * detected ones. `["auto"]` asks for detection explicitly.
 */
export function documentLanguages(
  requested: readonly string[],
  deprecatedOcrLanguages: readonly string[],
  text: () => string,
): string[] {
  const given = requested.length > 0 ? requested : deprecatedOcrLanguages;
  const explicit = given.filter((code) => code !== "auto");
  if (explicit.length > 0) return [...explicit];
  return detectLanguages(text());
}
