// Document languages as ISO 639-3 codes. franc needs some text to be right, so short ASCII text is
// taken as English, as the reference does, and an undetermined result falls back to English too.
import { iso6393Of } from "../core/language-codes.js";
import { TrigramRanker } from "./trigram-ranking.js";

const MIN_WORDS = 5;

// franc knows over 180 languages and, on short text, often picks a rare relative of the right one
// (Scots for English, say). Limiting it to widely written languages trades that for reliability.
export const CANDIDATES = [
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

/** franc's ranking of the candidates (trigram-ranking.ts), built on first use. */
let ranker: TrigramRanker | undefined;

/**
 * On a short text English wins when franc scores it at least ENGLISH_NEAR_TIE of its first choice
 * (scores are relative, the first is 1). On a line or two, trigram counts barely separate related
 * languages: "Quarterly memo. Revenue grew four percent." scores French 1.00, Catalan 0.92, English 0.91.
 * Most documents sent to the service are English, so such a near tie goes to English. Measured on the
 * first article of the UDHR (25-40 words) in the 27 candidate languages written in Latin script: the rule
 * changes none of franc's answers. On long text the scores bunch up (a 2-page French paper: English 0.96)
 * while franc itself is reliable, so the rule stops at SHORT_TEXT_WORDS.
 */
const ENGLISH_NEAR_TIE = 0.9;
const SHORT_TEXT_WORDS = 50;

/**
 * Runs of non-white-space, as `split(/\s+/).filter(Boolean).length` counts them, but counted only up
 * to `limit`: the rules below ask only whether a text is under MIN_WORDS or SHORT_TEXT_WORDS words.
 */
function countWords(text: string, limit: number): number {
  const word = /\S+/g;
  let words = 0;
  while (words < limit && word.exec(text) !== null) words++;
  return words;
}

export function detectLanguages(text: string): string[] {
  const sample = text.slice(0, SAMPLE_CHARS);
  const words = countWords(sample, SHORT_TEXT_WORDS);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ASCII range test
  if (words < MIN_WORDS && /^[\x00-\x7f]*$/.test(sample)) return ["eng"];
  ranker ??= new TrigramRanker(CANDIDATES);
  const ranked = ranker.rank(sample, 10);
  const [best] = ranked[0] ?? ["und"];
  if (best === "und") return ["eng"];
  const english = ranked.find(([code]) => code === "eng")?.[1] ?? 0;
  return [words < SHORT_TEXT_WORDS && english >= ENGLISH_NEAR_TIE ? "eng" : best];
}

/**
 * The languages to record, as ISO 639-3 codes the way the reference records them ("en" → "eng",
 * "chi_sim" → "zho"): the request's values (see requestLanguages; `+`-joined values split), else the detected ones. `["auto"]` asks for detection explicitly, and so, as in the reference,
 * does a request none of whose values names a language.
 */
export function documentLanguages(requested: readonly string[], text: () => string): string[] {
  const values = requested.flatMap((value) => value.split("+"));
  if (values.some((value) => value.trim().toLowerCase() === "auto")) return detectLanguages(text());
  const codes = new Set<string>();
  for (const value of values) {
    const code = iso6393Of(value);
    if (code !== undefined) codes.add(code);
  }
  return codes.size > 0 ? [...codes] : detectLanguages(text());
}
