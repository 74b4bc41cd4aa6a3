// Language codes as clients send them — Tesseract codes (eng, chi_sim), ISO 639-1 (en), ISO 639-2/B (ger)
// and ISO 639-3 (zho, cmn) — and the two forms the engine needs: the Tesseract models OCR runs with, and
// the ISO 639-3 codes recorded in `metadata.languages`. One table serves both so they cannot disagree.

/** Every code Tesseract publishes trained data for (tessdata 4.x/5.x). */
// biome-ignore format: a table reads better packed
export const TESSERACT_CODES: readonly string[] = [
  "afr", "amh", "ara", "asm", "aze", "aze_cyrl", "bel", "ben", "bod", "bos", "bre", "bul", "cat", "ceb",
  "ces", "chi_sim", "chi_sim_vert", "chi_tra", "chi_tra_vert", "chr", "cos", "cym", "dan", "deu", "div",
  "dzo", "ell", "eng", "enm", "epo", "equ", "est", "eus", "fao", "fas", "fil", "fin", "fra", "frk", "frm",
  "fry", "gla", "gle", "glg", "grc", "guj", "hat", "heb", "hin", "hrv", "hun", "hye", "iku", "ind", "isl",
  "ita", "ita_old", "jav", "jpn", "jpn_vert", "kan", "kat", "kat_old", "kaz", "khm", "kir", "kmr", "kor",
  "kor_vert", "lao", "lat", "lav", "lit", "ltz", "mal", "mar", "mkd", "mlt", "mon", "mri", "msa", "mya",
  "nep", "nld", "nor", "oci", "ori", "osd", "pan", "pol", "por", "pus", "que", "ron", "rus", "san", "sin",
  "slk", "slv", "snd", "snum", "spa", "spa_old", "sqi", "srp", "srp_latn", "sun", "swa", "swe", "syr",
  "tam", "tat", "tel", "tgk", "tha", "tir", "ton", "tur", "uig", "ukr", "urd", "uzb", "uzb_cyrl", "vie",
  "yid", "yor",
];

/** ISO 639-1 codes to the three letters Tesseract uses for the language. */
// biome-ignore format: a table reads better packed
export const ISO_639_1: Readonly<Record<string, string>> = {
  af: "afr", am: "amh", ar: "ara", as: "asm", az: "aze", be: "bel", bn: "ben", bo: "bod", bs: "bos",
  br: "bre", bg: "bul", ca: "cat", cs: "ces", zh: "chi", co: "cos", cy: "cym", da: "dan", de: "deu",
  dv: "div", dz: "dzo", el: "ell", en: "eng", eo: "epo", et: "est", eu: "eus", fo: "fao", fa: "fas",
  fi: "fin", fr: "fra", fy: "fry", gd: "gla", ga: "gle", gl: "glg", gu: "guj", ht: "hat", he: "heb",
  hi: "hin", hr: "hrv", hu: "hun", hy: "hye", iu: "iku", id: "ind", is: "isl", it: "ita", jv: "jav",
  ja: "jpn", kn: "kan", ka: "kat", kk: "kaz", km: "khm", ky: "kir", ko: "kor", lo: "lao", la: "lat",
  lv: "lav", lt: "lit", lb: "ltz", ml: "mal", mr: "mar", mk: "mkd", mt: "mlt", mn: "mon", mi: "mri",
  ms: "msa", my: "mya", ne: "nep", nl: "nld", no: "nor", nb: "nor", oc: "oci", or: "ori", pa: "pan",
  pl: "pol", pt: "por", ps: "pus", qu: "que", ro: "ron", ru: "rus", sa: "san", si: "sin", sk: "slk",
  sl: "slv", sd: "snd", es: "spa", sq: "sqi", sr: "srp", su: "sun", sw: "swa", sv: "swe", ta: "tam",
  tt: "tat", te: "tel", tg: "tgk", th: "tha", ti: "tir", to: "ton", tr: "tur", ug: "uig", uk: "ukr",
  ur: "urd", uz: "uzb", vi: "vie", yi: "yid", yo: "yor",
};

/** ISO 639-2/B codes (bibliographic) to their ISO 639-3 code, which is also Tesseract's prefix. */
// biome-ignore format: a table reads better packed
export const ISO_639_2B: Readonly<Record<string, string>> = {
  alb: "sqi", arm: "hye", baq: "eus", bur: "mya", chi: "zho", cze: "ces", dut: "nld", fre: "fra",
  geo: "kat", ger: "deu", gre: "ell", ice: "isl", mac: "mkd", mao: "mri", may: "msa", per: "fas",
  rum: "ron", slo: "slk", tib: "bod", wel: "cym",
};

/**
 * ISO 639-3 codes of macrolanguages and their common members (also what language detection reports),
 * to the Tesseract prefix of the model that reads them.
 */
// biome-ignore format: a table reads better packed
export const ISO_639_3_MEMBERS: Readonly<Record<string, string>> = {
  zho: "chi", cmn: "chi", yue: "chi", pes: "fas", prs: "fas", zlm: "msa", zsm: "msa", lvs: "lav",
  ekk: "est", azj: "aze", uzn: "uzb", swh: "swa", nob: "nor", nno: "nor", khk: "mon", npi: "nep",
  ydd: "yid", arb: "ara", tgl: "fil", ory: "ori", pbu: "pus", quz: "que", kur: "kmr",
};

// Where ISO 639-1 names a narrower language than the Tesseract model it maps to (nb is Bokmål, nob).
const ISO_639_1_TO_3_EXCEPTIONS: Readonly<Record<string, string>> = { nb: "nob" };

// Tesseract prefixes that are not themselves ISO 639-3 codes: chi is 639-2/B.
const PREFIX_TO_ISO_639_3: Readonly<Record<string, string>> = { chi: "zho" };

// Tesseract's pseudo-languages: orientation and script detection, and equations.
const NOT_LANGUAGES = new Set(["osd", "equ"]);

/**
 * The Tesseract prefix (three letters) a code names, or undefined when it is none we know. A locale tag
 * (en-US, pt_BR) names its language first, as iso6393Of reads it.
 */
export function tesseractPrefixOf(code: string): string | undefined {
  const key = code.toLowerCase().split(/[_-]/)[0] as string;
  if (key.length === 2) return ISO_639_1[key];
  if (key.length !== 3) return undefined;
  // chi is both a 639-2/B code and Tesseract's own prefix for Chinese.
  if (key === "chi") return key;
  return ISO_639_3_MEMBERS[key] ?? ISO_639_2B[key] ?? key;
}

/**
 * The ISO 639-3 code a requested language stands for: `en` → `eng`, `chi_sim` → `zho`, `ger` → `deu`,
 * `cmn` → `cmn`. Tesseract variants count as their language (`aze_cyrl` → `aze`). Undefined for "auto",
 * blanks, Tesseract's pseudo-languages and two-letter codes that name no language we know; another
 * three-letter code is taken to be ISO 639-3 already.
 */
export function iso6393Of(value: string): string | undefined {
  const key = value.trim().toLowerCase();
  if (key === "" || key === "auto" || NOT_LANGUAGES.has(key)) return undefined;
  // Tesseract variants (chi_sim, srp_latn) and locale tags (zh-CN, en_US) name their language first.
  const base = key.split(/[_-]/)[0] as string;
  if (base.length === 2) {
    const prefix = ISO_639_1[base];
    if (prefix === undefined) return undefined;
    return ISO_639_1_TO_3_EXCEPTIONS[base] ?? PREFIX_TO_ISO_639_3[prefix] ?? prefix;
  }
  if (!/^[a-z]{3}$/.test(base)) return undefined;
  // Tesseract prefixes and the member codes are ISO 639-3 already; so, without a full table to check
  // against, is taken any other three-letter code.
  return ISO_639_2B[base] ?? base;
}

/**
 * The language values a request gives, as written: `languages`, else the deprecated `ocr_languages`.
 * OCR and the recorded `metadata.languages` both start from this one choice.
 */
export function requestLanguages(params: {
  languages: readonly string[];
  ocr_languages?: readonly string[] | undefined;
}): readonly string[] {
  return params.languages.length > 0 ? params.languages : (params.ocr_languages ?? []);
}
