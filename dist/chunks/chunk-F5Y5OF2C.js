import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  TESSERACT_CODES,
  tesseractPrefixOf
} from "./chunk-UIYBJ3PP.js";
import {
  MAX_OCR_PIXELS
} from "./chunk-CGHGKQ3J.js";
import {
  InvalidDocumentError,
  LimitExceededError,
  MissingLanguageDataError
} from "./chunk-3AXPRKHB.js";

// src/engine/ocr/index.ts
import sharp from "sharp";

// src/engine/ocr/data-packages.ts
import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
var SCOPE = "@tesseract.js-data";
var MODEL_FOLDER = "4.0.0_best_int";
function findDataPackages() {
  const found = /* @__PURE__ */ new Map();
  const searched = createRequire(import.meta.url).resolve.paths(`${SCOPE}/eng`) ?? [];
  for (const modules of searched) {
    const scope = join(modules, SCOPE);
    let entries;
    try {
      entries = readdirSync(scope);
    } catch {
      continue;
    }
    for (const code of entries.sort()) {
      const folder = join(scope, code, MODEL_FOLDER);
      if (!found.has(code) && existsSync(join(folder, `${code}.traineddata.gz`))) found.set(code, folder);
    }
  }
  return found;
}

// src/engine/ocr/js.ts
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join as join2 } from "node:path";
import Tesseract from "tesseract.js";
var IDLE_MS = 15e3;
var START_TIMEOUT_MS = 6e4;
var PAGE_TIMEOUT_MS = Number(process.env.DOCFLOW_OCR_TIMEOUT_MS) || 18e4;
function ocrConcurrency() {
  const configured = Number(process.env.DOCFLOW_OCR_WORKERS);
  if (Number.isInteger(configured) && configured > 0) return configured;
  return Math.max(1, Math.min(availableParallelism(), 4));
}
var slots = [];
var waiting = [];
var combinedFolders = /* @__PURE__ */ new Map();
function languageFolder(codes, packages) {
  const first = packages.get(codes[0] ?? "");
  if (!first) throw new Error(`no installed model for ${codes[0]}`);
  if (codes.length === 1) return first;
  const key = codes.join("+");
  let folder = combinedFolders.get(key);
  if (!folder) {
    folder = mkdtempSync(join2(tmpdir(), "docflow-tessdata-"));
    for (const code of codes) {
      const source = packages.get(code);
      if (!source) throw new Error(`no installed model for ${code}`);
      symlinkSync(join2(source, `${code}.traineddata.gz`), join2(folder, `${code}.traineddata.gz`));
    }
    combinedFolders.set(key, folder);
  }
  return folder;
}
function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`tesseract.js ${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
function startWorker(codes, packages) {
  const slot = { key: codes.join("+"), busy: true, worker: Promise.resolve(void 0) };
  let failStart = () => {
  };
  const failed = new Promise((_, reject) => {
    failStart = reject;
  });
  failed.catch(() => {
  });
  const created = Tesseract.createWorker([...codes], Tesseract.OEM.LSTM_ONLY, {
    langPath: languageFolder(codes, packages),
    gzip: true,
    // "none": neither read a cached model from nor write one to the working directory.
    cacheMethod: "none",
    logger: () => {
    },
    // Without a handler tesseract.js throws job failures from its message listener, which would bring the
    // process down; with one they reject the job's promise, and a failed start rejects here.
    errorHandler: (error) => failStart(new Error(`tesseract.js: ${String(error)}`))
  });
  slot.worker = withTimeout(Promise.race([created, failed]), START_TIMEOUT_MS, "start").then(
    async (worker) => {
      slot.thread = worker.worker;
      await worker.setParameters({ tessedit_pageseg_mode: Tesseract.PSM.AUTO, debug_file: "/dev/null" });
      return worker;
    }
  );
  return slot;
}
function discard(slot) {
  const index = slots.indexOf(slot);
  if (index >= 0) slots.splice(index, 1);
  clearTimeout(slot.idleTimer);
  void slot.worker.then(
    () => slot.thread?.terminate(),
    () => slot.thread?.terminate()
  );
  waiting.shift()?.();
}
async function acquire(codes, packages) {
  const key = codes.join("+");
  for (; ; ) {
    const same = slots.find((s) => !s.busy && s.key === key);
    if (same) {
      clearTimeout(same.idleTimer);
      same.busy = true;
      same.thread?.ref();
      return same;
    }
    if (slots.length >= ocrConcurrency()) {
      const other = slots.find((s) => !s.busy);
      if (other) discard(other);
    }
    if (slots.length < ocrConcurrency()) {
      const slot = startWorker(codes, packages);
      slots.push(slot);
      return slot;
    }
    await new Promise((resolve) => waiting.push(resolve));
  }
}
function release(slot) {
  slot.busy = false;
  slot.thread?.unref();
  slot.idleTimer = setTimeout(() => discard(slot), IDLE_MS);
  slot.idleTimer.unref();
  waiting.shift()?.();
}
async function recognizeJs(image, codes, packages) {
  const slot = await acquire(codes, packages);
  try {
    const worker = await slot.worker;
    const result = await withTimeout(
      worker.recognize(
        Buffer.from(image.buffer, image.byteOffset, image.byteLength),
        {},
        { tsv: true, text: false }
      ),
      PAGE_TIMEOUT_MS,
      "recognition"
    );
    release(slot);
    return result.data.tsv ?? "";
  } catch (error) {
    discard(slot);
    throw error;
  }
}
async function shutdownJs() {
  const all = slots.splice(0, slots.length);
  await Promise.all(
    all.map(async (slot) => {
      clearTimeout(slot.idleTimer);
      try {
        await (await slot.worker).terminate();
      } catch {
        await slot.thread?.terminate();
      }
    })
  );
  for (const folder of combinedFolders.values()) rmSync(folder, { recursive: true, force: true });
  combinedFolders.clear();
}
process.once("exit", () => {
  for (const folder of combinedFolders.values()) rmSync(folder, { recursive: true, force: true });
});

// src/engine/ocr/languages.ts
var CODES = new Set(TESSERACT_CODES);
function parseOcrLanguages(values) {
  const out = [];
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
function requestedOcrLanguages(languages) {
  const requested = parseOcrLanguages(languages);
  return requested.length > 0 ? requested : [{ given: "eng", codes: ["eng"], exact: true }];
}
function resolveOcrLanguages(requested, installed) {
  const codes = [];
  const missing = [];
  for (const language of requested) {
    const available = language.codes.filter((code) => installed.has(code));
    if (available.length === 0 || language.exact && available.length !== language.codes.length) {
      missing.push(language.given);
      continue;
    }
    for (const code of available) if (!codes.includes(code)) codes.push(code);
  }
  return { codes, missing };
}

// src/engine/ocr/native.ts
import { execFile } from "node:child_process";
var COMMAND = process.env.DOCFLOW_TESSERACT ?? "tesseract";
var PAGE_TIMEOUT_MS2 = Number(process.env.DOCFLOW_OCR_TIMEOUT_MS) || 18e4;
var MAX_OUTPUT_BYTES = 64 * 1024 * 1024;
var NativeOcrError = class extends Error {
};
function run(args, input, timeout) {
  return new Promise((resolve, reject) => {
    const child = execFile(
      COMMAND,
      args,
      {
        env: { ...process.env, OMP_THREAD_LIMIT: "1" },
        timeout,
        killSignal: "SIGKILL",
        maxBuffer: MAX_OUTPUT_BYTES,
        encoding: "utf8",
        windowsHide: true
      },
      (error, stdout, stderr) => {
        if (error) {
          const detail = String(stderr).trim().split("\n").slice(-3).join(" ");
          const why = error.killed ? `timed out after ${timeout} ms` : error.message.split("\n")[0];
          reject(new NativeOcrError(`tesseract failed: ${why}${detail ? ` (${detail})` : ""}`));
          return;
        }
        resolve(String(stdout));
      }
    );
    child.stdin?.on("error", () => {
    });
    child.stdin?.end(input);
  });
}
var probe;
function nativeLanguages() {
  probe ??= run(["--list-langs"], void 0, 15e3).then(
    (out) => out.split("\n").slice(1).map((line) => line.trim()).filter((code) => /^[A-Za-z_]+$/.test(code) && code !== "osd" && code !== "equ"),
    () => void 0
  );
  return probe;
}
function recognizeNative(image, codes) {
  return run(["stdin", "-", "-l", codes.join("+"), "--psm", "3", "tsv"], image, PAGE_TIMEOUT_MS2);
}

// src/engine/ocr/tsv.ts
var COLUMNS = 12;
function parseTesseractTsv(tsv, scale = 1) {
  const groups = /* @__PURE__ */ new Map();
  const wordHeights = [];
  for (const row of tsv.split("\n")) {
    const cells = row.replace(/\r$/, "").split("	");
    if (cells.length < COLUMNS || cells[0] !== "5") continue;
    const text = cells.slice(COLUMNS - 1).join(" ").trim();
    const confidence = Number(cells[10]);
    if (text === "" || !(confidence >= 0)) continue;
    const [block, paragraph, line] = [Number(cells[2]), Number(cells[3]), Number(cells[4])];
    const word = {
      text,
      left: Number(cells[6]),
      top: Number(cells[7]),
      width: Number(cells[8]),
      height: Number(cells[9]),
      confidence
    };
    if (![word.left, word.top, word.width, word.height].every(Number.isFinite)) continue;
    wordHeights.push(word.height);
    const key = `${cells[1]}.${block}.${paragraph}.${line}`;
    let group = groups.get(key);
    if (!group) {
      group = { block, paragraph, words: [] };
      groups.set(key, group);
    }
    group.words.push(word);
  }
  const lines = [];
  const ems = [];
  for (const { block, paragraph, words } of groups.values()) {
    const x0 = Math.min(...words.map((w) => w.left));
    const y0 = Math.min(...words.map((w) => w.top));
    const x1 = Math.max(...words.map((w) => w.left + w.width));
    const y1 = Math.max(...words.map((w) => w.top + w.height));
    const em = Math.max(...words.map((w) => w.height));
    ems.push(em);
    const confidence = words.reduce((sum, w) => sum + w.confidence, 0) / words.length;
    lines.push({
      text: words.map((w) => w.text).join(" "),
      box: { x0: x0 / scale, y0: y0 / scale, x1: x1 / scale, y1: y1 / scale },
      // Tesseract joins a table's cells on one row into one line; the words' boxes show the gaps
      // between cells, where table detection splits the line again.
      words: words.map((w) => ({
        text: w.text,
        box: {
          x0: w.left / scale,
          y0: w.top / scale,
          x1: (w.left + w.width) / scale,
          y1: (w.top + w.height) / scale
        }
      })),
      confidence: Math.round(confidence * 100) / 100,
      ocrBlock: block,
      ocrParagraph: paragraph
    });
  }
  evenSizesWithinParagraphs(lines, ems, scale);
  return { lines, wordHeights };
}
function evenSizesWithinParagraphs(lines, ems, scale) {
  const byParagraph = /* @__PURE__ */ new Map();
  for (const [i, line] of lines.entries()) {
    const key = `${line.ocrBlock}.${line.ocrParagraph}`;
    const list = byParagraph.get(key) ?? [];
    list.push(i);
    byParagraph.set(key, list);
  }
  for (const indexes of byParagraph.values()) {
    const sizes = indexes.map((i) => ems[i] ?? 0).sort((a, b) => a - b);
    const median2 = sizes[Math.floor(sizes.length / 2)] ?? 0;
    for (const i of indexes) {
      const line = lines[i];
      if (line) line.fontSize = Math.round(median2 / scale * 2) / 2 || 1;
    }
  }
}

// src/engine/ocr/index.ts
var OPTIMUM_TEXT_HEIGHT = 20;
var MIN_TEXT_HEIGHT = 12;
var MAX_TEXT_HEIGHT = 100;
function forcedBackend() {
  const value = process.env.DOCFLOW_OCR?.trim().toLowerCase();
  if (!value || value === "auto") return void 0;
  if (value === "native" || value === "js") return value;
  throw new Error(`DOCFLOW_OCR must be "native", "js" or "auto", not "${process.env.DOCFLOW_OCR}"`);
}
var packagesCache;
function dataPackages() {
  packagesCache ??= findDataPackages();
  return packagesCache;
}
async function backendLanguages() {
  const forced = forcedBackend();
  const native = forced === "js" ? void 0 : await nativeLanguages();
  if (forced === "native" && !native) {
    throw new Error("DOCFLOW_OCR=native, but there is no working `tesseract` command on PATH");
  }
  const js = forced === "native" ? void 0 : [...dataPackages().keys()];
  return { native, js };
}
async function installedOcrLanguages() {
  const { native = [], js = [] } = await backendLanguages();
  return [.../* @__PURE__ */ new Set([...native, ...js])].sort();
}
async function plan(languages, filename) {
  const requested = requestedOcrLanguages(languages);
  const { native, js } = await backendLanguages();
  let missing = [];
  for (const [backend, installed] of [
    ["native", native],
    ["js", js]
  ]) {
    if (!installed) continue;
    const resolved = resolveOcrLanguages(requested, new Set(installed));
    if (resolved.missing.length === 0) return { backend, codes: resolved.codes };
    if (missing.length === 0 || resolved.missing.length < missing.length) missing = resolved.missing;
  }
  const all = [.../* @__PURE__ */ new Set([...native ?? [], ...js ?? []])].sort();
  const union = resolveOcrLanguages(requested, new Set(all));
  throw new MissingLanguageDataError(filename, union.missing.length > 0 ? union.missing : missing, all);
}
async function checkOcrLanguages(languages, filename) {
  await plan(languages, filename);
}
async function ocrBackendFor(languages) {
  return (await plan(languages, "")).backend;
}
var nativeRunning = 0;
var nativeQueue = [];
async function withNativeSlot(task) {
  while (nativeRunning >= ocrConcurrency()) await new Promise((resolve) => nativeQueue.push(resolve));
  nativeRunning++;
  try {
    return await task();
  } finally {
    nativeRunning--;
    nativeQueue.shift()?.();
  }
}
function runBackend(image, { backend, codes }) {
  return backend === "native" ? withNativeSlot(() => recognizeNative(image, codes)) : recognizeJs(image, codes, dataPackages());
}
async function recognize(image, plan2, filename) {
  try {
    return await runBackend(image, plan2);
  } catch (error) {
    let png;
    try {
      png = await sharp(image, { limitInputPixels: MAX_OCR_PIXELS, failOn: "error" }).png({ compressionLevel: 1 }).toBuffer();
    } catch (decodeError) {
      throw new InvalidDocumentError(
        filename,
        `cannot be decoded as an image (${decodeError.message})`,
        {
          cause: decodeError
        }
      );
    }
    if (/timed out/.test(error?.message ?? "")) throw error;
    return runBackend(png, plan2);
  }
}
async function prepare(image, filename) {
  let meta;
  try {
    meta = await sharp(image, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new InvalidDocumentError(filename, `cannot be read as an image (${error.message})`, {
      cause: error
    });
  }
  const { width = 0, height = 0 } = meta;
  if (width * height > MAX_OCR_PIXELS) {
    throw new LimitExceededError(
      filename,
      `the image is ${width}\xD7${height} pixels, more than the ${MAX_OCR_PIXELS} pixels OCR accepts`
    );
  }
  const upright = !meta.orientation || meta.orientation === 1;
  if ((meta.format === "png" || meta.format === "jpeg") && upright && (meta.pages ?? 1) === 1) {
    return { data: image, width, height };
  }
  try {
    const { data, info } = await sharp(image, { limitInputPixels: MAX_OCR_PIXELS }).rotate().png({ compressionLevel: 1 }).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    throw new InvalidDocumentError(filename, `cannot be decoded as an image (${error.message})`, {
      cause: error
    });
  }
}
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
function zoomFor(wordHeights, prepared) {
  const height = median(wordHeights);
  if (height <= 0 || height >= MIN_TEXT_HEIGHT && height <= MAX_TEXT_HEIGHT) return 1;
  const maxZoom = Math.sqrt(MAX_OCR_PIXELS / (prepared.width * prepared.height));
  const zoom = Math.min(Math.round(OPTIMUM_TEXT_HEIGHT / height * 10) / 10, Math.floor(maxZoom * 10) / 10);
  return Math.abs(zoom - 1) < 0.1 || zoom <= 0 ? 1 : zoom;
}
async function recognizeImage(image, options) {
  const chosen = await plan(options.languages, options.filename);
  const prepared = await prepare(image, options.filename);
  const first = parseTesseractTsv(await recognize(prepared.data, chosen, options.filename));
  let lines = first.lines;
  const zoom = zoomFor(first.wordHeights, prepared);
  if (zoom !== 1) {
    const zoomed = await sharp(prepared.data, { limitInputPixels: false }).resize(Math.round(prepared.width * zoom), Math.round(prepared.height * zoom), { kernel: "cubic" }).png({ compressionLevel: 1 }).toBuffer();
    lines = parseTesseractTsv(await recognize(zoomed, chosen, options.filename), zoom).lines;
  }
  return { pageNumber: 1, width: prepared.width, height: prepared.height, lines };
}
async function shutdownOcr() {
  await shutdownJs();
}

export {
  ocrConcurrency,
  requestedOcrLanguages,
  installedOcrLanguages,
  checkOcrLanguages,
  ocrBackendFor,
  zoomFor,
  recognizeImage,
  shutdownOcr
};
