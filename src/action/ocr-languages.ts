// The action's `ocr-languages` input: OCR models fetched before partitioning (embedded engine only), kept
// in GitHub's cache between runs under a key naming the languages, so a run fetches from the npm registry
// only the first time. The models folder is the engine's (DOCFLOW_TESSDATA, else the runner user's cache
// folder): the same path on every run of a runner, which the cache service needs to match an entry.
import * as core from "@actions/core";
import { fetchOcrModels, ModelFetchError, modelsFolder } from "../modes/embedded-engine.js";
import { ActionFailure } from "./failure.js";

/** The input's languages: Tesseract or ISO 639 codes separated by spaces, commas, `+` or lines. */
export function parseOcrLanguagesInput(value: string): string[] {
  return [...new Set(value.split(/[\s,+]+/).filter(Boolean))];
}

export async function prepareOcrLanguages(value: string, cacheAvailable: boolean): Promise<void> {
  const languages = parseOcrLanguagesInput(value);
  if (languages.length === 0) return;
  const cache = cacheAvailable ? await import("@actions/cache") : undefined;
  const folder = modelsFolder();
  const key = `docflow-ocr-models-v1-${[...languages].sort().join("+")}`;
  if (cache) {
    try {
      await cache.restoreCache([folder], key);
    } catch (error) {
      core.info(`ocr-languages: the cache could not be read (${(error as Error).message}); fetching.`);
    }
  }
  let result: { fetched: string[]; present: string[] };
  try {
    result = await fetchOcrModels(languages);
  } catch (error) {
    if (error instanceof ModelFetchError) {
      throw new ActionFailure(
        "not-available",
        `Input 'ocr-languages': the OCR model could not be fetched (${error.message}). The step needs the npm registry (npm's configured one, or DOCFLOW_OCR_REGISTRY) once per language; later runs restore it from the cache.`,
      );
    }
    throw new ActionFailure(
      "invalid-input",
      `Input 'ocr-languages': ${(error as Error).message}. Give Tesseract language codes (eng, fra, chi_sim) or ISO 639 codes (fr, de), separated by spaces or commas.`,
    );
  }
  const said = [
    result.present.length ? `${result.present.join(", ")} ready` : "",
    result.fetched.length ? `${result.fetched.join(", ")} fetched from the npm registry` : "",
  ].filter(Boolean);
  core.info(`ocr-languages: ${said.join("; ")} (${folder}).`);
  if (cache && result.fetched.length > 0) {
    try {
      await cache.saveCache([folder], key);
    } catch (error) {
      // Another job of the run may have saved the same key first; the models are here either way.
      core.info(`ocr-languages: the models were not cached (${(error as Error).message}).`);
    }
  }
}
