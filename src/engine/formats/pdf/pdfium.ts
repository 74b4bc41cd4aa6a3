// PDFium compiled to WebAssembly (@embedpdf/pdfium), called through the module's raw exports: its cwrap
// helpers convert every argument and cost twice the time of the work itself on a text layer.
//
// pdfium.wasm is compiled once per thread (and handed to page workers compiled, see parallel.ts); every
// document gets a fresh instance. An instance's memory never shrinks, so a fresh one per document gives
// back all a large document took when it closes, and a memory budget per instance bounds what one
// document may decode (images, streams) — past it PDFium's allocation fails, the instance is dropped, and
// the caller gets a LimitExceededError naming the budget.
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
  FPDFText_IsGenerated(text: number, index: number): number;
  FPDFText_GetFontSize(text: number, index: number): number;
  FPDFText_GetCharOrigin(text: number, index: number, x: number, y: number): number;
  FPDFText_GetLooseCharBox(text: number, index: number, rect: number): number;
  FPDFText_GetMatrix(text: number, index: number, matrix: number): number;
  FPDFText_GetTextObject(text: number, index: number): number;
  FPDFTextObj_GetFont(object: number): number;
  FPDFFont_GetBaseFontName(font: number, buffer: number, length: number): number;
  FPDFFont_GetWeight(font: number): number;
  FPDFFont_GetFlags(font: number): number;
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
  compiling ??= wasm.compile(readFileSync(pdfiumWasmPath()));
  return compiling;
}

/** Adopts a module compiled by another thread (WebAssembly.Module is shared, not copied, when posted). */
export function useCompiled(module: WasmModule): void {
  compiling ??= Promise.resolve(module);
}

type EmscriptenImports = { env: Record<string, unknown> } & Record<string, unknown>;

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

/** A fresh PDFium instance whose memory may grow to `budget` bytes. */
export async function newPdfium(budget: number): Promise<PdfiumInstance> {
  const compiled = await compiledPdfium();
  const { init } = await import("@embedpdf/pdfium");
  let refused = false;
  const wrapped = await init({
    // Instantiates the already-compiled module, with the heap's growth bounded.
    instantiateWasm(imports: EmscriptenImports, receive: (instance: WasmInstance) => void) {
      const env = imports.env;
      const grow = env.emscripten_resize_heap as (size: number) => number;
      env.emscripten_resize_heap = (requested: number) => {
        if (requested >>> 0 > budget) {
          refused = true;
          return 0;
        }
        return grow(requested);
      };
      void wasm.instantiate(compiled, imports).then(receive);
      return {};
    },
    // Emscripten's messages (an abort on a failed allocation) are turned into errors, not printed.
    print: () => undefined,
    printErr: () => undefined,
  } as never);
  const exports = (wrapped.pdfium as unknown as { wasmExports: PdfiumExports }).wasmExports;
  exports.PDFiumExt_Init();
  return {
    exports,
    budget,
    overBudget: () => refused,
    copyIn(data) {
      const ptr = exports.malloc(Math.max(1, data.byteLength));
      if (!ptr) {
        refused = true;
        throw new Error("PDFium could not allocate the document's bytes");
      }
      new Uint8Array(exports.memory.buffer, ptr, data.byteLength).set(data);
      return ptr;
    },
  };
}

/** Scratch memory inside an instance for out-parameters (doubles, floats, ints, strings). */
export class Scratch {
  readonly ptr: number;
  readonly #exports: PdfiumExports;

  constructor(exports: PdfiumExports, bytes = 4096) {
    this.#exports = exports;
    this.ptr = exports.malloc(bytes);
    if (!this.ptr) throw new Error("PDFium could not allocate scratch memory");
  }

  f64(index: number): number {
    return new Float64Array(this.#exports.memory.buffer, this.ptr, 8)[index] as number;
  }

  f32(index: number): number {
    return new Float32Array(this.#exports.memory.buffer, this.ptr, 16)[index] as number;
  }

  i32(index: number): number {
    return new Int32Array(this.#exports.memory.buffer, this.ptr, 16)[index] as number;
  }

  /** A string the call wrote at the start of the scratch memory: `bytes` long, NUL included. */
  latin1(bytes: number): string {
    if (bytes <= 1) return "";
    return Buffer.from(this.#exports.memory.buffer, this.ptr, bytes - 1).toString("latin1");
  }

  utf8(bytes: number): string {
    if (bytes <= 1) return "";
    return Buffer.from(this.#exports.memory.buffer, this.ptr, bytes - 1).toString("utf8");
  }

  release(): void {
    this.#exports.free(this.ptr);
  }
}
