// The tesseract.js backend (Tesseract compiled to WebAssembly), for machines without the native command.
// Fully offline: the models come from the installed @tesseract.js-data packages (langPath), gzipped as
// shipped, and are never cached to or fetched from anywhere else. A worker costs about half a second to
// start (WebAssembly plus the model), so a few are kept and reused across calls; idle ones end after a
// while, and an idle worker never keeps the process alive.
import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import Tesseract from "tesseract.js";
import tesseractJsPackage from "tesseract.js/package.json" with { type: "json" };

const IDLE_MS = 15_000;
const START_TIMEOUT_MS = 60_000;
const PAGE_TIMEOUT_MS = Number(process.env.DOCFLOW_OCR_TIMEOUT_MS) || 180_000;

/** "tesseract.js 7.0.0": the version, as the request log and verbose output name it. */
export function jsEngineName(): string {
  return `tesseract.js ${tesseractJsPackage.version}`;
}

/** How many OCR jobs may run at once: one per core (each worker is single-threaded). */
export function ocrConcurrency(): number {
  const configured = Number(process.env.DOCFLOW_OCR_WORKERS);
  if (Number.isInteger(configured) && configured > 0) return configured;
  return Math.max(1, Math.min(availableParallelism(), 4));
}

interface Thread {
  ref(): void;
  unref(): void;
  terminate(): Promise<number>;
}

interface Slot {
  key: string;
  worker: Promise<Tesseract.Worker>;
  thread?: Thread | undefined;
  busy: boolean;
  idleTimer?: NodeJS.Timeout | undefined;
}

const slots: Slot[] = [];
const waiting: (() => void)[] = [];
/** Folders of symlinks that put several packages' models side by side (tesseract.js takes one langPath). */
const combinedFolders = new Map<string, string>();

function languageFolder(codes: readonly string[], packages: ReadonlyMap<string, string>): string {
  const first = packages.get(codes[0] ?? "");
  if (!first) throw new Error(`no installed model for ${codes[0]}`);
  if (codes.length === 1) return first;
  const key = codes.join("+");
  let folder = combinedFolders.get(key);
  if (!folder) {
    folder = mkdtempSync(join(tmpdir(), "docflow-tessdata-"));
    for (const code of codes) {
      const source = packages.get(code);
      if (!source) throw new Error(`no installed model for ${code}`);
      symlinkSync(join(source, `${code}.traineddata.gz`), join(folder, `${code}.traineddata.gz`));
    }
    combinedFolders.set(key, folder);
  }
  return folder;
}

/**
 * docflow's worker thread script (tesseract-worker.cjs says why it is docflow's own): beside the sources,
 * or bundled as tesseract/worker.cjs beside the bundle (this code may sit in a chunks/ folder).
 */
function workerScript(): string {
  if (import.meta.url.endsWith(".ts"))
    return fileURLToPath(new URL("./tesseract-worker.cjs", import.meta.url));
  for (const name of ["./tesseract/worker.cjs", "../tesseract/worker.cjs"]) {
    const path = fileURLToPath(new URL(name, import.meta.url));
    if (existsSync(path)) return path;
  }
  throw new Error(
    `tesseract.js's worker script is missing: no tesseract/worker.cjs beside ${fileURLToPath(import.meta.url)} (the build writes it)`,
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`tesseract.js ${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function startWorker(codes: readonly string[], packages: ReadonlyMap<string, string>): Slot {
  const slot: Slot = { key: codes.join("+"), busy: true, worker: Promise.resolve(undefined as never) };
  let failStart: (reason: Error) => void = () => {};
  const failed = new Promise<never>((_, reject) => {
    failStart = reject;
  });
  failed.catch(() => {});
  const created = Tesseract.createWorker([...codes], Tesseract.OEM.LSTM_ONLY, {
    workerPath: workerScript(),
    langPath: languageFolder(codes, packages),
    gzip: true,
    // "none": neither read a cached model from nor write one to the working directory.
    cacheMethod: "none",
    logger: () => {},
    // Without a handler tesseract.js throws job failures from its message listener, which would bring the
    // process down; with one they reject the job's promise, and a failed start rejects here.
    errorHandler: (error: unknown) => failStart(new Error(`tesseract.js: ${String(error)}`)),
  });
  slot.worker = withTimeout(Promise.race([created, failed]), START_TIMEOUT_MS, "start").then(
    async (worker) => {
      slot.thread = (worker as unknown as { worker?: Thread }).worker;
      // tesseract.js leaves Tesseract's own default (one uniform block of text); the native command and the
      // reference use automatic page segmentation, which finds columns, blocks and paragraphs.
      // Tesseract's notes ("Estimating resolution as 119") go to the debug file, not the process's stdout.
      await worker.setParameters({ tessedit_pageseg_mode: Tesseract.PSM.AUTO, debug_file: "/dev/null" });
      return worker;
    },
  );
  return slot;
}

function discard(slot: Slot): void {
  const index = slots.indexOf(slot);
  if (index >= 0) slots.splice(index, 1);
  clearTimeout(slot.idleTimer);
  // terminate() on the thread itself: the worker may be stuck in a job and never answer a polite request.
  void slot.worker.then(
    () => slot.thread?.terminate(),
    () => slot.thread?.terminate(),
  );
  waiting.shift()?.();
}

async function acquire(codes: readonly string[], packages: ReadonlyMap<string, string>): Promise<Slot> {
  const key = codes.join("+");
  for (;;) {
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
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
}

function release(slot: Slot): void {
  slot.busy = false;
  slot.thread?.unref();
  slot.idleTimer = setTimeout(() => discard(slot), IDLE_MS);
  slot.idleTimer.unref();
  waiting.shift()?.();
}

/** Recognises one image (PNG or JPEG) with the given installed languages and returns its TSV. */
export async function recognizeJs(
  image: Uint8Array,
  codes: readonly string[],
  packages: ReadonlyMap<string, string>,
  dpi?: number | undefined,
  psm = 3,
): Promise<string> {
  const slot = await acquire(codes, packages);
  try {
    const worker = await slot.worker;
    // Tesseract's user_defined_dpi: 0 lets it estimate, as when the image's resolution is unknown.
    await worker.setParameters({
      user_defined_dpi: String(dpi === undefined ? 0 : Math.round(dpi)),
      tessedit_pageseg_mode: String(psm) as Tesseract.PSM,
    });
    const result = await withTimeout(
      worker.recognize(
        Buffer.from(image.buffer, image.byteOffset, image.byteLength),
        {},
        { tsv: true, text: false },
      ),
      PAGE_TIMEOUT_MS,
      "recognition",
    );
    release(slot);
    return result.data.tsv ?? "";
  } catch (error) {
    discard(slot);
    throw error;
  }
}

/** Ends every tesseract.js worker and removes the temporary model folders. */
export async function shutdownJs(): Promise<void> {
  const all = slots.splice(0, slots.length);
  await Promise.all(
    all.map(async (slot) => {
      clearTimeout(slot.idleTimer);
      try {
        await (await slot.worker).terminate();
      } catch {
        await slot.thread?.terminate();
      }
    }),
  );
  for (const folder of combinedFolders.values()) rmSync(folder, { recursive: true, force: true });
  combinedFolders.clear();
}

process.once("exit", () => {
  for (const folder of combinedFolders.values()) rmSync(folder, { recursive: true, force: true });
});
