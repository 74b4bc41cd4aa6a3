// The `languages` / `ocr_languages` values as Tesseract language codes. Clients send Tesseract codes
// (eng, chi_sim), ISO 639-1 codes (en, de), ISO 639-2/3 codes (ger, zho) and `+`-joined strings
// ("eng+deu"); the reference service maps each to every Tesseract code it names (zh → the four Chinese
// models) and ignores "auto", which asks for language detection and means nothing to OCR.

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

// ISO 639-1 codes, and the ISO 639-2/B and ISO 639-3 codes that differ from the three letters Tesseract
// uses for the same language, each to that Tesseract prefix.
// biome-ignore format: a table reads better packed
const TO_PREFIX: Readonly<Record<string, string>> = {
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
  // ISO 639-2/B
  alb: "sqi", arm: "hye", baq: "eus", bur: "mya", cze: "ces", dut: "nld", fre: "fra", geo: "kat",
  ger: "deu", gre: "ell", ice: "isl", mac: "mkd", mao: "mri", may: "msa", per: "fas", rum: "ron",
  slo: "slk", tib: "bod", wel: "cym",
  // ISO 639-3 codes of macrolanguages and their common members (also what language detection reports)
  zho: "chi", cmn: "chi", yue: "chi", pes: "fas", prs: "fas", zlm: "msa", zsm: "msa", lvs: "lav",
  ekk: "est", azj: "aze", uzn: "uzb", swh: "swa", nob: "nor", nno: "nor", khk: "mon", npi: "nep",
  ydd: "yid", arb: "ara", tgl: "fil", ory: "ori", pbu: "pus", quz: "que", kur: "kmr",
};

const CODES = new Set(TESSERACT_CODES);

export interface RequestedLanguage {
  /** What the client sent, for error messages. */
  given: string;
  /** Tesseract codes it stands for; a language prefix (zh) may name several variants. */
  codes: string[];
  /** True when `given` was one exact Tesseract code, so that very model is required. */
  exact: boolean;
}

/** Splits `+`-joined values, drops "auto" and blanks, and resolves each value to Tesseract codes. */
export function parseOcrLanguages(values: readonly string[]): RequestedLanguage[] {
  const out: RequestedLanguage[] = [];
  for (const value of values) {
    for (const part of value.split("+")) {
      const given = part.trim();
      const key = given.toLowerCase();
      if (key === "" || key === "auto") continue;
      if (CODES.has(key)) {
        out.push({ given, codes: [key], exact: true });
        continue;
      }
      const prefix = TO_PREFIX[key] ?? (key.length === 3 ? key : undefined);
      const codes = prefix ? TESSERACT_CODES.filter((code) => code.slice(0, 3) === prefix) : [];
      out.push({ given, codes, exact: false });
    }
  }
  return out;
}

/** The OCR languages a request asks for: `languages`, else the deprecated `ocr_languages`, else English. */
export function requestedOcrLanguages(
  languages: readonly string[],
  ocrLanguages: readonly string[] = [],
): RequestedLanguage[] {
  const fromLanguages = parseOcrLanguages(languages);
  if (fromLanguages.length > 0) return fromLanguages;
  const fromOcr = parseOcrLanguages(ocrLanguages);
  if (fromOcr.length > 0) return fromOcr;
  return [{ given: "eng", codes: ["eng"], exact: true }];
}

export interface ResolvedLanguages {
  /** Installed Tesseract codes to run with, in request order, without duplicates. */
  codes: string[];
  /** The values that name no installed model. */
  missing: string[];
}

/**
 * Matches requested languages against the installed models: an exact code needs that model; a language
 * named by ISO code needs at least one of its variants (eng, or chi_sim for zh) and uses those installed.
 */
export function resolveOcrLanguages(
  requested: readonly RequestedLanguage[],
  installed: ReadonlySet<string>,
): ResolvedLanguages {
  const codes: string[] = [];
  const missing: string[] = [];
  for (const language of requested) {
    const available = language.codes.filter((code) => installed.has(code));
    if (available.length === 0 || (language.exact && available.length !== language.codes.length)) {
      missing.push(language.given);
      continue;
    }
    for (const code of available) if (!codes.includes(code)) codes.push(code);
  }
  return { codes, missing };
}
