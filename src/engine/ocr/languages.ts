// The `languages` / `ocr_languages` values as Tesseract language codes. Clients send Tesseract codes
// (eng, chi_sim), ISO 639-1 codes (en, de), ISO 639-2/3 codes (ger, zho) and `+`-joined strings
// ("eng+deu"); the reference service maps each to every Tesseract code it names (zh → the four Chinese
// models) and ignores "auto", which asks for language detection and means nothing to OCR.
import { TESSERACT_CODES, tesseractPrefixOf } from "../core/language-codes.js";

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
      const prefix = tesseractPrefixOf(key);
      const codes = prefix ? TESSERACT_CODES.filter((code) => code.slice(0, 3) === prefix) : [];
      out.push({ given, codes, exact: false });
    }
  }
  return out;
}

/** The OCR languages of a request's language values (see requestLanguages), else English. */
export function requestedOcrLanguages(languages: readonly string[]): RequestedLanguage[] {
  const requested = parseOcrLanguages(languages);
  return requested.length > 0 ? requested : [{ given: "eng", codes: ["eng"], exact: true }];
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
