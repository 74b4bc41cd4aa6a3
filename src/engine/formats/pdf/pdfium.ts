// PDFium compiled to WebAssembly (the pdfium.wasm of @embedpdf/pdfium), called through the module's raw
// exports (the package's cwrap helpers convert every argument and cost twice the time of the work itself
// on a text layer), with a small runtime of its own (runtimeImports) instead of the package's glue.
//
// pdfium.wasm is compiled once per thread (and handed to page workers compiled, see parallel.ts); a
// document gets an instance of its own: the one the thread's last document left when that one stayed
// small, else a fresh one. An instance's memory never shrinks, so a document that grew it is given a
// fresh one's worth back when it closes, and a memory budget per instance bounds what one document may
// decode (images, streams) — past it PDFium's allocation fails, the instance is dropped, and the caller
// gets a LimitExceededError naming the budget.
//
// Where the .wasm file is: beside the bundle (scripts/build.mjs copies it into dist/, and bundled code may
// sit in dist/chunks/), else in the @embedpdf/pdfium package (sources, tests).
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

export const PDFIUM_WASM_NAME = "pdfium.wasm";

/** The WebAssembly API as used here (the project's TypeScript libs do not declare it). */
export type WasmModule = object & { readonly __wasmModule?: never };
interface WasmInstance {
  exports: Record<string, unknown>;
}
interface WasmApi {
  compile(bytes: Uint8Array): Promise<WasmModule>;
  instantiate(module: WasmModule, imports: object): Promise<WasmInstance>;
  RuntimeError: new (...args: unknown[]) => Error;
}
export const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

/** The raw exports this engine calls (pointers and handles are numbers in the instance's memory). */
export interface PdfiumExports {
  memory: { buffer: ArrayBuffer };
  malloc(size: number): number;
  free(ptr: number): void;
  PDFiumExt_Init(): void;
  FPDF_LoadMemDocument(data: number, size: number, password: number): number;
  FPDF_CloseDocument(doc: number): void;
  FPDF_GetLastError(): number;
  FPDF_GetPageCount(doc: number): number;
  FPDF_LoadPage(doc: number, index: number): number;
  FPDF_ClosePage(page: number): void;
  FPDF_GetPageWidthF(page: number): number;
  FPDF_GetPageHeightF(page: number): number;
  FPDF_PageToDevice(
    page: number,
    startX: number,
    startY: number,
    sizeX: number,
    sizeY: number,
    rotate: number,
    pageX: number,
    pageY: number,
    deviceX: number,
    deviceY: number,
  ): number;
  FPDFText_LoadPage(page: number): number;
  FPDFText_ClosePage(text: number): void;
  FPDFText_CountChars(text: number): number;
  FPDFText_GetUnicode(text: number, index: number): number;
  FPDFText_GetText(text: number, start: number, count: number, result: number): number;
  FPDFText_IsGenerated(text: number, index: number): number;
  FPDFText_GetFontSize(text: number, index: number): number;
  FPDFText_GetCharOrigin(text: number, index: number, x: number, y: number): number;
  FPDFText_GetLooseCharBox(text: number, index: number, rect: number): number;
  FPDFText_GetMatrix(text: number, index: number, matrix: number): number;
  FPDFText_GetTextObject(text: number, index: number): number;
  FPDFTextObj_GetFont(object: number): number;
  FPDFFont_GetBaseFontName(font: number, buffer: number, length: number): number;
  FPDFFont_GetWeight(font: number): number;
  FPDFFont_GetFamilyName(font: number, buffer: number, length: number): number;
  FPDFFont_GetFontData(font: number, buffer: number, length: number, outLength: number): number;
  FPDFFont_GetFlags(font: number): number;
  FPDFFont_GetDescent(font: number, size: number, descent: number): number;
  FPDFLink_Enumerate(page: number, startPos: number, link: number): number;
  FPDFLink_GetAnnotRect(link: number, rect: number): number;
  FPDFLink_GetAction(link: number): number;
  FPDFAction_GetType(action: number): number;
  FPDFAction_GetURIPath(doc: number, action: number, buffer: number, length: number): number;
  FPDFPage_CountObjects(page: number): number;
  FPDFPage_GetObject(page: number, index: number): number;
  FPDFFormObj_CountObjects(form: number): number;
  FPDFFormObj_GetObject(form: number, index: number): number;
  FPDFPageObj_GetType(object: number): number;
  FPDFPageObj_GetBounds(object: number, left: number, bottom: number, right: number, top: number): number;
  FPDFPageObj_GetMatrix(object: number, matrix: number): number;
  FPDFPageObj_CountMarks(object: number): number;
  FPDFPageObj_GetMark(object: number, index: number): number;
  FPDFPageObjMark_GetParamBlobValue(
    mark: number,
    key: number,
    buffer: number,
    length: number,
    out: number,
  ): number;
  FPDFPageObj_GetClipPath(object: number): number;
  FPDFClipPath_CountPaths(clip: number): number;
  FPDFClipPath_CountPathSegments(clip: number, path: number): number;
  FPDFClipPath_GetPathSegment(clip: number, path: number, index: number): number;
  FPDFPageObj_GetStrokeWidth(object: number, width: number): number;
  FPDFPageObj_GetFillColor(object: number, r: number, g: number, b: number, a: number): number;
  FPDFPageObj_GetStrokeColor(object: number, r: number, g: number, b: number, a: number): number;
  FPDFPath_GetDrawMode(path: number, fillMode: number, stroke: number): number;
  FPDFPath_CountSegments(path: number): number;
  FPDFPath_GetPathSegment(path: number, index: number): number;
  FPDFPathSegment_GetPoint(segment: number, x: number, y: number): number;
  FPDFPathSegment_GetType(segment: number): number;
  FPDFPathSegment_GetClose(segment: number): number;
  FPDFImageObj_GetImagePixelSize(image: number, width: number, height: number): number;
  FPDFBitmap_CreateEx(width: number, height: number, format: number, first: number, stride: number): number;
  FPDFBitmap_Destroy(bitmap: number): void;
  FPDFBitmap_FillRect(
    bitmap: number,
    left: number,
    top: number,
    width: number,
    height: number,
    color: number,
  ): number;
  FPDFBitmap_GetBuffer(bitmap: number): number;
  FPDFBitmap_GetStride(bitmap: number): number;
  FPDF_RenderPageBitmap(
    bitmap: number,
    page: number,
    startX: number,
    startY: number,
    sizeX: number,
    sizeY: number,
    rotate: number,
    flags: number,
  ): void;
}

/** FPDF_GetLastError codes. */
export const FPDF_ERR = { unknown: 1, file: 2, format: 3, password: 4, security: 5, page: 6 } as const;
/** FPDFPageObj_GetType values. */
export const PAGE_OBJECT = { text: 1, path: 2, image: 3, shading: 4, form: 5 } as const;
/** FPDFAction_GetType: a URI action. */
export const ACTION_URI = 3;

/** The wasm file: beside the bundle (dist/ or dist/chunks/), else the package's. */
export function pdfiumWasmPath(): string {
  for (const name of [`./${PDFIUM_WASM_NAME}`, `../${PDFIUM_WASM_NAME}`]) {
    const path = fileURLToPath(new URL(name, import.meta.url));
    if (existsSync(path)) return path;
  }
  return createRequire(import.meta.url).resolve("@embedpdf/pdfium/pdfium.wasm");
}

let compiling: Promise<WasmModule> | undefined;

/** pdfium.wasm compiled, once per thread (a page worker may be given the main thread's, see useCompiled). */
export function compiledPdfium(): Promise<WasmModule> {
  if (!compiling) {
    // V8 compiles a module's functions on first call; with lazy validation it also validates them then,
    // instead of all 9,000 of PDFium's up front: a third of the compile's time, most of it for functions a
    // text layer never calls. pdfium.wasm is the package's fixed build, not input from a user.
    process.getBuiltinModule("node:v8").setFlagsFromString("--wasm-lazy-validation");
    compiling = wasm.compile(readFileSync(pdfiumWasmPath()));
  }
  return compiling;
}

/** Adopts a module compiled by another thread (WebAssembly.Module is shared, not copied, when posted). */
export function useCompiled(module: WasmModule): void {
  compiling ??= Promise.resolve(module);
}

/** One PDFium instance: its exports, and whether its memory budget has been hit. */
export interface PdfiumInstance {
  exports: PdfiumExports;
  /** Bytes of memory the instance may grow to. */
  budget: number;
  /** Set once PDFium asked for more memory than the budget. */
  overBudget(): boolean;
  /** Copies bytes into the instance's memory; free the pointer with exports.free. */
  copyIn(data: Uint8Array): number;
}

/** PDFium called abort() or failed an assertion: the instance is not to be used again. */
export class PdfiumAbort extends Error {}

/** The Emscripten runtime exports the imports below need. */
interface RuntimeExports {
  memory: { buffer: ArrayBuffer; grow(pages: number): number };
  __indirect_function_table: { get(index: number): (...args: number[]) => number };
  __wasm_call_ctors(): void;
  emscripten_stack_init(): void;
  emscripten_stack_get_current(): number;
  _emscripten_stack_restore(sp: number): void;
  setThrew(threw: number, value: number): void;
}

/** Emscripten's errno values the file-system calls answer with: there is no file system. */
const ENOENT = 44;
const EBADF = 8;
const ENOSYS = 52;

/**
 * The imports pdfium.wasm needs, written here rather than taken from the package's JavaScript glue: that
 * glue is a debug build (assertion wrappers on every export, hundreds of getters defined on globalThis,
 * ~80 ms to load) and brings a file system PDFium never uses here. What PDFium asks of the system: memory
 * (grown within `budget`), setjmp/longjmp (the invoke_* trampolines, as Emscripten writes them), the
 * clock and time zone (dates in forms), and no files.
 */
function runtimeImports(budget: number, state: { runtime?: RuntimeExports; refused: boolean }) {
  const rt = () => state.runtime as RuntimeExports;
  const heap32 = () => new Int32Array(rt().memory.buffer);
  /** A view of the whole memory for memcpy (see there); empty until first needed. */
  let bytes = new Uint8Array(0);
  const invoke =
    (returns: boolean) =>
    (index: number, ...args: number[]) => {
      const sp = rt().emscripten_stack_get_current();
      try {
        const result = rt().__indirect_function_table.get(index)(...args);
        return returns ? result : undefined;
      } catch (error) {
        rt()._emscripten_stack_restore(sp);
        // longjmp throws a number (see _emscripten_throw_longjmp); anything else is a real failure.
        if (error !== (error as number) + 0) throw error;
        rt().setThrew(1, 0);
        return returns ? 0 : undefined;
      }
    };
  const writeTm = (date: Date, ptr: number, utc: boolean) => {
    const h = heap32();
    const at = ptr >> 2;
    h[at] = utc ? date.getUTCSeconds() : date.getSeconds();
    h[at + 1] = utc ? date.getUTCMinutes() : date.getMinutes();
    h[at + 2] = utc ? date.getUTCHours() : date.getHours();
    h[at + 3] = utc ? date.getUTCDate() : date.getDate();
    h[at + 4] = utc ? date.getUTCMonth() : date.getMonth();
    h[at + 5] = (utc ? date.getUTCFullYear() : date.getFullYear()) - 1900;
    h[at + 6] = utc ? date.getUTCDay() : date.getDay();
    const year = utc ? date.getUTCFullYear() : date.getFullYear();
    h[at + 7] = Math.floor(
      (date.getTime() - (utc ? Date.UTC(year, 0, 1) : new Date(year, 0, 1).getTime())) / 86_400_000,
    );
    h[at + 8] = 0;
    h[at + 9] = utc ? 0 : -date.getTimezoneOffset() * 60;
  };
  const seconds = (low: number, high: number) => (low >>> 0) + high * 4294967296;
  const env: Record<string, unknown> = {
    invoke_v: invoke(false),
    invoke_vi: invoke(false),
    invoke_vii: invoke(false),
    invoke_viii: invoke(false),
    invoke_viiii: invoke(false),
    invoke_viiiiiiiii: invoke(false),
    invoke_ii: invoke(true),
    invoke_iii: invoke(true),
    invoke_iiii: invoke(true),
    invoke_iiiii: invoke(true),
    _emscripten_throw_longjmp: () => {
      throw Number.POSITIVE_INFINITY;
    },
    _abort_js: () => {
      throw new PdfiumAbort("PDFium aborted");
    },
    __assert_fail: () => {
      throw new PdfiumAbort("PDFium failed an assertion");
    },
    _emscripten_memcpy_js: (dest: number, src: number, num: number) => {
      // PDFium copies often (every large memcpy comes here): one view, made anew only once the memory
      // has grown (growing detaches the old buffer, and a view on it then has no bytes).
      if (bytes.byteLength === 0) bytes = new Uint8Array(rt().memory.buffer);
      bytes.copyWithin(dest, src, src + num);
    },
    emscripten_date_now: () => Date.now(),
    _tzset_js: (timezone: number, daylight: number, stdName: number, dstName: number) => {
      const h = heap32();
      h[timezone >> 2] = 0;
      h[daylight >> 2] = 0;
      const bytes = new Uint8Array(rt().memory.buffer);
      bytes.set([0x55, 0x54, 0x43, 0], stdName); // "UTC"
      bytes.set([0x55, 0x54, 0x43, 0], dstName);
    },
    _localtime_js: (low: number, high: number, tm: number) =>
      writeTm(new Date(seconds(low, high) * 1000), tm, true),
    _gmtime_js: (low: number, high: number, tm: number) =>
      writeTm(new Date(seconds(low, high) * 1000), tm, true),
    emscripten_resize_heap: (requested: number) => {
      const memory = rt().memory;
      const size = requested >>> 0;
      if (size > budget) {
        state.refused = true;
        return 0;
      }
      const current = memory.buffer.byteLength;
      // Grow by at least a fifth (fewer, larger steps), within the budget.
      const target = Math.min(budget, Math.max(size, current + Math.ceil(current / 5)));
      const pages = Math.ceil((target - current) / 65536);
      try {
        memory.grow(pages);
        return 1;
      } catch {
        state.refused = true;
        return 0;
      }
    },
    __syscall_openat: () => -ENOENT,
    __syscall_stat64: () => -ENOENT,
    __syscall_lstat64: () => -ENOENT,
    __syscall_newfstatat: () => -ENOENT,
    __syscall_fstat64: () => -EBADF,
    __syscall_fcntl64: () => -EBADF,
    __syscall_ioctl: () => -EBADF,
    __syscall_getdents64: () => -EBADF,
    __syscall_unlinkat: () => -ENOENT,
    __syscall_rmdir: () => -ENOENT,
    __syscall_ftruncate64: () => -ENOSYS,
  };
  const wasi: Record<string, unknown> = {
    // PDFium's own messages to stdout/stderr are dropped; the bytes are reported written.
    fd_write: (_fd: number, iov: number, iovcnt: number, written: number) => {
      const h = new Uint32Array(rt().memory.buffer);
      let total = 0;
      for (let i = 0; i < iovcnt; i++) total += h[(iov >> 2) + i * 2 + 1] ?? 0;
      h[written >> 2] = total;
      return 0;
    },
    fd_read: () => EBADF,
    fd_close: () => EBADF,
    fd_seek: () => EBADF,
    fd_sync: () => EBADF,
    environ_sizes_get: (count: number, size: number) => {
      const h = new Uint32Array(rt().memory.buffer);
      h[count >> 2] = 0;
      h[size >> 2] = 0;
      return 0;
    },
    environ_get: () => 0,
  };
  return { env, wasi_snapshot_preview1: wasi };
}

/**
 * An instance a document left in good order, kept for the thread's next document (see acquirePdfium):
 * at most one, and only while its memory stays within KEEP_PDFIUM_ENV megabytes (default
 * DEFAULT_KEEP_PDFIUM_MB; 0 gives every document a fresh instance, as the server's partition threads do:
 * there one client's document never runs in the memory another's freed). A document that made the memory
 * grow past it gives all of it back when it closes.
 */
export const DEFAULT_KEEP_PDFIUM_MB = 32;
export const KEEP_PDFIUM_ENV = "DOCFLOW_PDFIUM_KEEP_MB";
const kept: { instance?: PdfiumInstance | undefined } = {};

/** The bytes an instance may hold and still be kept, from KEEP_PDFIUM_ENV (read at each release). */
export function keepPdfiumBytes(): number {
  const value = process.env[KEEP_PDFIUM_ENV];
  if (value === undefined || value.trim() === "") return DEFAULT_KEEP_PDFIUM_MB * 1024 * 1024;
  const mb = Number(value);
  if (!Number.isFinite(mb) || mb < 0) {
    throw new Error(`${KEEP_PDFIUM_ENV} must be a number of megabytes of at least 0, not "${value}"`);
  }
  return mb * 1024 * 1024;
}

/**
 * A PDFium instance for a document whose memory may grow to `budget` bytes: the one the thread's last
 * document left (releasePdfium), else a fresh one (always when `fresh`). Reusing it saves instantiating
 * PDFium, and more: V8's optimised code for the text layer's loops is tied to the instance's exported
 * functions, and a fresh instance for every document threw that code away with the last one
 * (recompiling readGlyphs alone took about 0.1 s of CPU a document).
 */
export async function acquirePdfium(
  budget: number,
  fresh = false,
): Promise<{ pdfium: PdfiumInstance; reused: boolean }> {
  keepPdfiumBytes(); // a bad setting is refused here, with the document, not when it closes
  const instance = kept.instance;
  kept.instance = undefined;
  if (instance && !fresh && instance.budget === budget) return { pdfium: instance, reused: true };
  return { pdfium: await newPdfium(budget), reused: false };
}

/**
 * Gives back an instance whose document closed cleanly (PDFium freed it, no page left open, no call
 * failed): kept for the next document unless it hit its budget or its memory grew past keepPdfiumBytes()
 * (or one is kept already), else left to the garbage collector with all its memory.
 */
export function releasePdfium(instance: PdfiumInstance): void {
  if (kept.instance || instance.overBudget()) return;
  let keep = 0;
  try {
    keep = keepPdfiumBytes();
  } catch {
    return; // refused when the next document opens
  }
  if (instance.exports.memory.buffer.byteLength > keep) return;
  kept.instance = instance;
}

/** A fresh PDFium instance whose memory may grow to `budget` bytes. */
export async function newPdfium(budget: number): Promise<PdfiumInstance> {
  const compiled = await compiledPdfium();
  const state: { runtime?: RuntimeExports; refused: boolean } = { refused: false };
  const instance = await wasm.instantiate(compiled, runtimeImports(budget, state));
  const runtime = instance.exports as unknown as RuntimeExports;
  state.runtime = runtime;
  runtime.emscripten_stack_init();
  runtime.__wasm_call_ctors();
  const exports = instance.exports as unknown as PdfiumExports;
  exports.PDFiumExt_Init();
  return {
    exports,
    budget,
    overBudget: () => state.refused,
    copyIn(data) {
      const ptr = exports.malloc(Math.max(1, data.byteLength));
      if (!ptr) {
        state.refused = true;
        throw new Error("PDFium could not allocate the document's bytes");
      }
      new Uint8Array(exports.memory.buffer, ptr, data.byteLength).set(data);
      return ptr;
    },
  };
}
