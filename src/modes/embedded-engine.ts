// What the action and the CLI use of the embedded engine besides partitioning (modes/partition/documents.ts does
// that): CSV output and the OCR models the action's `ocr-languages` input prepares. The faces reach the
// engine only through modes, so this file is the whole of that surface.
export { ModelFetchError } from "../engine/ocr/fetch.js";
export { modelsFolder } from "../engine/ocr/models.js";
export { elementsToCsv } from "../engine/output/csv.js";

/** Fetches the OCR models of `languages` ahead of partitioning; see the engine's fetchOcrModels. */
export async function fetchOcrModels(
  languages: readonly string[],
): Promise<{ fetched: string[]; present: string[] }> {
  // Loaded here: the OCR module loads sharp, which a run without OCR never needs.
  const ocr = await import("../engine/ocr/index.js");
  return ocr.fetchOcrModels(languages);
}
