// OCR: an image in, a LayoutPage of recognised lines out, with Tesseract. Two backends, one answer: the
// native `tesseract` command when it is on PATH (faster), tesseract.js (WebAssembly) otherwise, both given
// the same image, page segmentation (3, automatic), engine mode (1, LSTM only) and model (models.ts), so
// they give the same lines. DOCFLOW_OCR=native|js forces one. A language docflow has no model of is read
// by the native command with the system's model when it has one (Debian's tesseract-ocr-<lang>), else
// fetched once from the npm registry (fetch.ts; DOCFLOW_OCR_FETCH=off forbids it).
//
// Like the reference, an image whose text is far from the size Tesseract reads best (about 20 px high) is
// read a second time rescaled to it; boxes are always given in the pixels of the image passed in.
import sharp, { type Metadata } from "sharp";
import { median } from "../../shared/median.js";
import { InvalidDocumentError, LimitExceededError, MissingLanguageDataError } from "../core/errors.js";
import type { Box, LayoutLine, LayoutPage } from "../layout/types.js";
import { markBullets } from "./bullets.js";
import { markCheckBoxes } from "./checkboxes.js";
import { noteOcrEngine } from "./engines-used.js";
import { fetchingAllowed, MODEL_PACKAGE_SCOPE, ModelFetchError } from "./fetch.js";
import { jsEngineName, ocrConcurrency, recognizeJs, shutdownJs } from "./js.js";
import { type RequestedLanguage, requestedOcrLanguages, resolveOcrLanguages } from "./languages.js";
import { caseLoneLetters } from "./letter-case.js";
import { MAX_OCR_PIXELS, MAX_OCR_SIDE } from "./limits.js";
import { fetchIntoModelsFolder, findModels, modelsFolder, nativeModelFolder } from "./models.js";
import { nativeEngineName, nativeLanguages, recognizeNative } from "./native.js";
import { dropPhantomBrackets } from "./phantom-brackets.js";
import { parseTesseractTsv } from "./tsv.js";
import { type GreyImage, regionWithLines, unreadRegions, withoutRules } from "./unread.js";
import { greyOf, markBoldLines } from "./weight.js";

export { recordOcrEngines } from "./engines-used.js";
export { ocrConcurrency } from "./js.js";
export { requestedOcrLanguages } from "./languages.js";

export { MAX_OCR_PIXELS } from "./limits.js";

const OPTIMUM_TEXT_HEIGHT = 20;
/** Tesseract's page segmentation modes: automatic for pages, one uniform block for regions read again. */
const PAGE_SEGMENTATION = 3;
const BLOCK_SEGMENTATION = 6;
const SPARSE_SEGMENTATION = 11;
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
  /**
   * The image holds scattered words (pictures: a chart's labels, a logo, several pictures stacked into
   * one image): read with Tesseract's sparse-text segmentation, which finds them where its page
   * segmentation takes the whole picture for an image region and reads nothing.
   */
  sparse?: boolean | undefined;
}

function forcedBackend(): OcrBackend | undefined {
  const value = process.env.DOCFLOW_OCR?.trim().toLowerCase();
  if (!value || value === "auto") return undefined;
  if (value === "native" || value === "js") return value;
  throw new Error(`DOCFLOW_OCR must be "native", "js" or "auto", not "${process.env.DOCFLOW_OCR}"`);
}

let modelsCache: { folder: string; models: Map<string, string> } | undefined;
/** docflow's models (models.ts), looked up once per models folder and again after a fetch. */
function models(): Map<string, string> {
  const folder = modelsFolder();
  if (modelsCache?.folder !== folder) modelsCache = { folder, models: findModels() };
  return modelsCache.models;
}

interface Plan {
  backend: OcrBackend;
  codes: string[];
  /** True: docflow's models (models.ts), which both backends read; false: the native command's own. */
  docflowModels: boolean;
}

async function nativeAvailable(): Promise<string[] | undefined> {
  const forced = forcedBackend();
  const native = forced === "js" ? undefined : await nativeLanguages();
  if (forced === "native" && !native) {
    throw new Error("DOCFLOW_OCR=native, but there is no working `tesseract` command on PATH");
  }
  return native;
}

/** The languages OCR can read here without fetching: docflow's models plus the native command's. */
export async function installedOcrLanguages(): Promise<string[]> {
  const native = (await nativeAvailable()) ?? [];
  return [...new Set([...native, ...models().keys()])].sort();
}

/** The plan without fetching, or the languages that no model here can read. */
async function planHere(requested: readonly RequestedLanguage[]): Promise<Plan | { missing: string[] }> {
  const native = await nativeAvailable();
  const own = resolveOcrLanguages(requested, new Set(models().keys()));
  if (own.missing.length === 0) {
    return { backend: native ? "native" : "js", codes: own.codes, docflowModels: true };
  }
  if (native) {
    const system = resolveOcrLanguages(requested, new Set(native));
    if (system.missing.length === 0) return { backend: "native", codes: system.codes, docflowModels: false };
  }
  return { missing: own.missing };
}

/** Fetches in flight, by language code: pages read at once share one download. */
const fetching = new Map<string, Promise<string>>();

function fetchOnce(code: string): Promise<string> {
  let pending = fetching.get(code);
  if (!pending) {
    pending = fetchIntoModelsFolder(code).finally(() => fetching.delete(code));
    fetching.set(code, pending);
  }
  return pending;
}

function howToAdd(codes: readonly string[]): string {
  const list = codes.join(", ");
  const debian = codes.map((code) => `tesseract-ocr-${code.replace(/_/g, "-")}`).join(" ");
  const packages = codes.map((code) => `${MODEL_PACKAGE_SCOPE}/${code}`).join(" ");
  return `To read ${list}: install Debian's ${debian} for the native tesseract command, or let docflow fetch ${packages} from the npm registry into ${modelsFolder()} (set the folder with DOCFLOW_TESSDATA or \`docflow serve --tessdata\`; the action's \`ocr-languages\` input fetches ahead), or \`npm install ${packages}\`.`;
}

async function plan(languages: readonly string[], filename: string): Promise<Plan> {
  const requested = requestedOcrLanguages(languages);
  const here = await planHere(requested);
  if ("backend" in here) return here;

  // Each missing value stands for one model to fetch: its code, or a language's first variant (zh → chi_sim).
  const missing = requested.filter((language) => here.missing.includes(language.given));
  const unknown = missing.filter((language) => language.codes.length === 0).map((l) => l.given);
  const toFetch = missing.flatMap((language) =>
    language.exact ? language.codes : language.codes.slice(0, 1),
  );
  const installed = await installedOcrLanguages();
  if (unknown.length > 0) {
    throw new MissingLanguageDataError(filename, here.missing, installed, "Tesseract has no such language.");
  }
  if (!fetchingAllowed()) {
    throw new MissingLanguageDataError(
      filename,
      here.missing,
      installed,
      `Fetching models is off (DOCFLOW_OCR_FETCH). ${howToAdd(toFetch)}`,
    );
  }
  try {
    for (const code of toFetch) await fetchOnce(code);
  } catch (error) {
    if (!(error instanceof ModelFetchError)) throw error;
    throw new MissingLanguageDataError(
      filename,
      here.missing,
      installed,
      `Fetching the model failed (${error.message}). ${howToAdd(toFetch)}`,
    );
  }
  modelsCache = undefined;
  const fetched = await planHere(requested);
  if ("backend" in fetched) return fetched;
  throw new MissingLanguageDataError(
    filename,
    fetched.missing,
    await installedOcrLanguages(),
    howToAdd(toFetch),
  );
}

/**
 * Fetches docflow's model of each language that has none here yet (into the models folder), whatever the
 * native command has: the action's `ocr-languages` input fetches ahead this way, so that both backends read
 * the same model. Throws for a value that names no Tesseract language, and ModelFetchError.
 */
export async function fetchOcrModels(
  languages: readonly string[],
): Promise<{ fetched: string[]; present: string[] }> {
  const requested = requestedOcrLanguages(languages);
  const unknown = requested.filter((language) => language.codes.length === 0).map((l) => l.given);
  if (unknown.length > 0) throw new Error(`not Tesseract languages: ${unknown.join(", ")}`);
  const codes = [...new Set(requested.flatMap((l) => (l.exact ? l.codes : l.codes.slice(0, 1))))];
  const fetched: string[] = [];
  const present: string[] = [];
  for (const code of codes) {
    if (models().has(code)) {
      present.push(code);
      continue;
    }
    await fetchOnce(code);
    modelsCache = undefined;
    fetched.push(code);
  }
  return { fetched, present };
}

/**
 * Throws MissingLanguageDataError unless every requested language can be read by one backend, after
 * fetching a missing model when fetching is allowed.
 */
export async function checkOcrLanguages(languages: readonly string[], filename: string): Promise<void> {
  await plan(languages, filename);
}

/** The backend a request with these languages would use (for benchmarks and diagnostics). */
export async function ocrBackendFor(languages: readonly string[]): Promise<OcrBackend> {
  return (await plan(languages, "")).backend;
}

/** The OCR engine a plan runs, as logs name it: "tesseract 5.3.0 (native)", "tesseract.js 7.0.0". */
async function engineName(chosen: Plan): Promise<string> {
  if (chosen.backend === "js") return jsEngineName();
  return `${await nativeEngineName()}${chosen.docflowModels ? "" : " with the system's models"}`;
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

function runBackend(
  image: Uint8Array,
  { backend, codes, docflowModels }: Plan,
  dpi: number | undefined,
  psm: number,
): Promise<string> {
  if (backend === "js") return recognizeJs(image, codes, models(), dpi, psm);
  const tessdata = docflowModels ? nativeModelFolder(codes, models()) : undefined;
  return withNativeSlot(() => recognizeNative(image, codes, tessdata, dpi, psm));
}

async function recognize(
  image: Uint8Array,
  plan: Plan,
  filename: string,
  dpi: number | undefined,
  psm = PAGE_SEGMENTATION,
): Promise<string> {
  try {
    return await runBackend(image, plan, dpi, psm);
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
    return runBackend(png, plan, dpi, psm);
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

/**
 * The factor that brings the text to Tesseract's best size, or 1 when it is already fine; never so large
 * that the zoomed image passes MAX_OCR_PIXELS or has a side longer than MAX_OCR_SIDE (a tall stack of
 * pictures, pages.ts, is small in area but not in height).
 */
export function zoomFor(wordHeights: readonly number[], prepared: { width: number; height: number }): number {
  const height = median([...wordHeights]);
  if (height <= 0 || (height >= MIN_TEXT_HEIGHT && height <= MAX_TEXT_HEIGHT)) return 1;
  const maxZoom = Math.min(
    Math.sqrt(MAX_OCR_PIXELS / (prepared.width * prepared.height)),
    MAX_OCR_SIDE / Math.max(prepared.width, prepared.height),
  );
  const zoom = Math.min(Math.round((OPTIMUM_TEXT_HEIGHT / height) * 10) / 10, Math.floor(maxZoom * 10) / 10);
  return Math.abs(zoom - 1) < 0.1 || zoom <= 0 ? 1 : zoom;
}

/**
 * Recognises the text of one image (any format sharp reads; PNG most often). The page is numbered 1 and
 * measured in the image's pixels; each line carries its box, an estimated font size (px) and confidence.
 */
export async function recognizeImage(image: Uint8Array, options: OcrOptions): Promise<LayoutPage> {
  const chosen = await plan(options.languages, options.filename);
  noteOcrEngine(await engineName(chosen));
  const prepared = await prepare(image, options.filename);
  const { dpi } = options;
  const psm = options.sparse ? SPARSE_SEGMENTATION : PAGE_SEGMENTATION;
  const first = parseTesseractTsv(await recognize(prepared.data, chosen, options.filename, dpi, psm));
  let lines = first.lines;
  const zoom = zoomFor(first.wordHeights, prepared);
  if (zoom !== 1) {
    const zoomed = await sharp(prepared.data, { limitInputPixels: false })
      .resize(Math.round(prepared.width * zoom), Math.round(prepared.height * zoom), { kernel: "cubic" })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const zoomedDpi = dpi === undefined ? undefined : dpi * zoom;
    lines = parseTesseractTsv(await recognize(zoomed, chosen, options.filename, zoomedDpi, psm), zoom).lines;
  }
  const grey = await greyOf(prepared.data);
  // Regions the page segmentation lost (unread.ts), read again; at another zoom the boxes would not
  // match the pixels, and such fields are of ordinary type size anyway.
  const read = lines;
  if (zoom === 1) lines = await readUnread(grey, lines, chosen, options.filename, dpi);
  caseLoneLetters(lines, read);
  markBullets(grey, lines);
  markCheckBoxes(grey, lines);
  dropPhantomBrackets(grey, lines);
  await markBoldLines(prepared.data, lines, grey);
  return { pageNumber: 1, width: prepared.width, height: prepared.height, lines };
}

/**
 * Reads again, as one block of text each, the regions of glyph-sized ink that no word read covers
 * (unread.ts); their lines replace the page's lines they hold, where the first lines stood.
 */
async function readUnread(
  grey: GreyImage,
  lines: LayoutLine[],
  chosen: Plan,
  filename: string,
  dpi: number | undefined,
): Promise<LayoutLine[]> {
  let out = lines;
  const { regions, mask } = unreadRegions(grey, lines, dpi);
  if (!mask) return lines;
  for (const region of regions) {
    const { box, replaced } = regionWithLines(region, out);
    const left = Math.max(0, Math.floor(box.x0));
    const top = Math.max(0, Math.floor(box.y0));
    const width = Math.min(grey.width, Math.ceil(box.x1)) - left;
    const height = Math.min(grey.height, Math.ceil(box.y1)) - top;
    if (width < 8 || height < 8) continue;
    // Without the region's ruling lines, which Tesseract would read as letters ("|", "I") or as frames.
    const pixels = withoutRules(grey, mask, { x0: left, y0: top, x1: left + width, y1: top + height });
    const crop = await sharp(pixels.data, { raw: { width, height, channels: 1 } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const read = parseTesseractTsv(await recognize(crop, chosen, filename, dpi, BLOCK_SEGMENTATION)).lines;
    if (read.length === 0) continue;
    const blocks = Math.max(0, ...out.map((line) => line.ocrBlock ?? 0)) + 1;
    const shift = (b: Box): Box => ({ x0: b.x0 + left, y0: b.y0 + top, x1: b.x1 + left, y1: b.y1 + top });
    const added = read.map((line) => ({
      ...line,
      box: shift(line.box),
      words: line.words?.map((word) => ({ ...word, box: shift(word.box) })),
      ocrBlock: blocks + (line.ocrBlock ?? 0),
    }));
    // Where the region's first line stood, else before the first line below the region.
    let at = out.findIndex((line) => replaced.has(line));
    if (at < 0) at = out.findIndex((line) => line.box.y0 >= box.y0);
    if (at < 0) at = out.length;
    const kept = out.filter((line, i) => i < at && !replaced.has(line));
    out = [...kept, ...added, ...out.filter((line, i) => i >= at && !replaced.has(line))];
  }
  return out;
}

/** Ends the tesseract.js workers (idle ones end by themselves; call this to exit at once). */
export async function shutdownOcr(): Promise<void> {
  await shutdownJs();
}
