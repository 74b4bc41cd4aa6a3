// OCR: an image in, a LayoutPage of recognised lines out, with Tesseract. Two backends give the same
// output from the same TSV: the native `tesseract` command when it is on PATH (faster), tesseract.js
// otherwise. DOCFLOW_OCR=native|js forces one. Both run fully offline.
//
// Like the reference, an image whose text is far from the size Tesseract reads best (about 20 px high) is
// read a second time rescaled to it; boxes are always given in the pixels of the image passed in.
import sharp, { type Metadata } from "sharp";
import { InvalidDocumentError, LimitExceededError, MissingLanguageDataError } from "../errors.js";
import type { LayoutPage } from "../layout/types.js";
import { findDataPackages } from "./data-packages.js";
import { ocrConcurrency, recognizeJs, shutdownJs } from "./js.js";
import { requestedOcrLanguages, resolveOcrLanguages } from "./languages.js";
import { MAX_OCR_PIXELS } from "./limits.js";
import { nativeLanguages, recognizeNative } from "./native.js";
import { parseTesseractTsv } from "./tsv.js";

export { ocrConcurrency } from "./js.js";
export { requestedOcrLanguages } from "./languages.js";

export { MAX_OCR_PIXELS } from "./limits.js";

const OPTIMUM_TEXT_HEIGHT = 20;
const MIN_TEXT_HEIGHT = 12;
const MAX_TEXT_HEIGHT = 100;

export type OcrBackend = "native" | "js";

export interface OcrOptions {
  /** The request's `languages` (or `ocr_languages`): Tesseract or ISO 639 codes, `+`-joined or not. */
  languages: readonly string[];
  /** Named in errors. */
  filename: string;
  /**
   * The image's true resolution (a rendered PDF page: its render DPI). Tesseract is told it instead of
   * guessing from the pixels, which misreads rendered pages.
   */
  dpi?: number | undefined;
}

function forcedBackend(): OcrBackend | undefined {
  const value = process.env.DOCFLOW_OCR?.trim().toLowerCase();
  if (!value || value === "auto") return undefined;
  if (value === "native" || value === "js") return value;
  throw new Error(`DOCFLOW_OCR must be "native", "js" or "auto", not "${process.env.DOCFLOW_OCR}"`);
}

let packagesCache: Map<string, string> | undefined;
function dataPackages(): Map<string, string> {
  packagesCache ??= findDataPackages();
  return packagesCache;
}

interface Plan {
  backend: OcrBackend;
  codes: string[];
}

async function backendLanguages(): Promise<{ native?: string[] | undefined; js?: string[] | undefined }> {
  const forced = forcedBackend();
  const native = forced === "js" ? undefined : await nativeLanguages();
  if (forced === "native" && !native) {
    throw new Error("DOCFLOW_OCR=native, but there is no working `tesseract` command on PATH");
  }
  const js = forced === "native" ? undefined : [...dataPackages().keys()];
  return { native, js };
}

/** The languages OCR can read here: the @tesseract.js-data packages plus the native command's models. */
export async function installedOcrLanguages(): Promise<string[]> {
  const { native = [], js = [] } = await backendLanguages();
  return [...new Set([...native, ...js])].sort();
}

async function plan(languages: readonly string[], filename: string): Promise<Plan> {
  const requested = requestedOcrLanguages(languages);
  const { native, js } = await backendLanguages();
  let missing: string[] = [];
  for (const [backend, installed] of [
    ["native", native],
    ["js", js],
  ] as const) {
    if (!installed) continue;
    const resolved = resolveOcrLanguages(requested, new Set(installed));
    if (resolved.missing.length === 0) return { backend, codes: resolved.codes };
    if (missing.length === 0 || resolved.missing.length < missing.length) missing = resolved.missing;
  }
  const all = [...new Set([...(native ?? []), ...(js ?? [])])].sort();
  const union = resolveOcrLanguages(requested, new Set(all));
  throw new MissingLanguageDataError(filename, union.missing.length > 0 ? union.missing : missing, all);
}

/** Throws MissingLanguageDataError unless every requested language can be read by one backend. */
export async function checkOcrLanguages(languages: readonly string[], filename: string): Promise<void> {
  await plan(languages, filename);
}

/** The backend a request with these languages would use (for benchmarks and diagnostics). */
export async function ocrBackendFor(languages: readonly string[]): Promise<OcrBackend> {
  return (await plan(languages, "")).backend;
}

// The native command runs as separate processes; at most one per core at a time.
let nativeRunning = 0;
const nativeQueue: (() => void)[] = [];
async function withNativeSlot<T>(task: () => Promise<T>): Promise<T> {
  while (nativeRunning >= ocrConcurrency()) await new Promise<void>((resolve) => nativeQueue.push(resolve));
  nativeRunning++;
  try {
    return await task();
  } finally {
    nativeRunning--;
    nativeQueue.shift()?.();
  }
}

function runBackend(image: Uint8Array, { backend, codes }: Plan, dpi: number | undefined): Promise<string> {
  return backend === "native"
    ? withNativeSlot(() => recognizeNative(image, codes, dpi))
    : recognizeJs(image, codes, dataPackages(), dpi);
}

async function recognize(
  image: Uint8Array,
  plan: Plan,
  filename: string,
  dpi: number | undefined,
): Promise<string> {
  try {
    return await runBackend(image, plan, dpi);
  } catch (error) {
    // PNG and JPEG go to Tesseract undecoded. If Tesseract's own reader fails on one (a CMYK JPEG, a
    // truncated PNG), sharp decides: pixels it cannot decode are the document's fault; pixels it can are
    // tried once more, as a plain PNG.
    let png: Uint8Array;
    try {
      png = await sharp(image, { limitInputPixels: MAX_OCR_PIXELS, failOn: "error" })
        .png({ compressionLevel: 1 })
        .toBuffer();
    } catch (decodeError) {
      throw new InvalidDocumentError(
        filename,
        `cannot be decoded as an image (${(decodeError as Error).message})`,
        {
          cause: decodeError,
        },
      );
    }
    // A page that ran out of time would only run out of time again.
    if (/timed out/.test((error as Error)?.message ?? "")) throw error;
    return runBackend(png, plan, dpi);
  }
}

interface Prepared {
  data: Uint8Array;
  width: number;
  height: number;
}

/** PNG and upright JPEG go to Tesseract as they are; anything else is converted to PNG first. */
async function prepare(image: Uint8Array, filename: string): Promise<Prepared> {
  let meta: Metadata;
  try {
    meta = await sharp(image, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new InvalidDocumentError(filename, `cannot be read as an image (${(error as Error).message})`, {
      cause: error,
    });
  }
  const { width = 0, height = 0 } = meta;
  if (width * height > MAX_OCR_PIXELS) {
    throw new LimitExceededError(
      filename,
      `the image is ${width}×${height} pixels, more than the ${MAX_OCR_PIXELS} pixels OCR accepts`,
    );
  }
  const upright = !meta.orientation || meta.orientation === 1;
  if ((meta.format === "png" || meta.format === "jpeg") && upright && (meta.pages ?? 1) === 1) {
    return { data: image, width, height };
  }
  try {
    const { data, info } = await sharp(image, { limitInputPixels: MAX_OCR_PIXELS })
      .rotate()
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    throw new InvalidDocumentError(filename, `cannot be decoded as an image (${(error as Error).message})`, {
      cause: error,
    });
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The factor that brings the text to Tesseract's best size, or 1 when it is already fine. */
export function zoomFor(wordHeights: readonly number[], prepared: { width: number; height: number }): number {
  const height = median(wordHeights);
  if (height <= 0 || (height >= MIN_TEXT_HEIGHT && height <= MAX_TEXT_HEIGHT)) return 1;
  const maxZoom = Math.sqrt(MAX_OCR_PIXELS / (prepared.width * prepared.height));
  const zoom = Math.min(Math.round((OPTIMUM_TEXT_HEIGHT / height) * 10) / 10, Math.floor(maxZoom * 10) / 10);
  return Math.abs(zoom - 1) < 0.1 || zoom <= 0 ? 1 : zoom;
}

/**
 * Recognises the text of one image (any format sharp reads; PNG most often). The page is numbered 1 and
 * measured in the image's pixels; each line carries its box, an estimated font size (px) and confidence.
 */
export async function recognizeImage(image: Uint8Array, options: OcrOptions): Promise<LayoutPage> {
  const chosen = await plan(options.languages, options.filename);
  const prepared = await prepare(image, options.filename);
  const { dpi } = options;
  const first = parseTesseractTsv(await recognize(prepared.data, chosen, options.filename, dpi));
  let lines = first.lines;
  const zoom = zoomFor(first.wordHeights, prepared);
  if (zoom !== 1) {
    const zoomed = await sharp(prepared.data, { limitInputPixels: false })
      .resize(Math.round(prepared.width * zoom), Math.round(prepared.height * zoom), { kernel: "cubic" })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const zoomedDpi = dpi === undefined ? undefined : dpi * zoom;
    lines = parseTesseractTsv(await recognize(zoomed, chosen, options.filename, zoomedDpi), zoom).lines;
  }
  return { pageNumber: 1, width: prepared.width, height: prepared.height, lines };
}

/** Ends the tesseract.js workers (idle ones end by themselves; call this to exit at once). */
export async function shutdownOcr(): Promise<void> {
  await shutdownJs();
}
