// The OCR engine, loaded on first use: only hi_res pages without a text layer and ocr_only need it, and
// it brings Tesseract with it.
export type OcrApi = typeof import("../../ocr/index.js");

let loading: Promise<OcrApi> | undefined;

export function loadOcr(): Promise<OcrApi> {
  loading ??= import("../../ocr/index.js");
  return loading;
}
