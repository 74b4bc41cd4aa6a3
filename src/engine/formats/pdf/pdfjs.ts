// pdf.js, loaded once and set up for Node: the legacy build (the main entry needs DOM globals), its
// worker code run in-process (pdf.js's "fake worker" finds it on `globalThis.pdfjsWorker`, which also
// works once esbuild has bundled both modules), and the folders of its data files.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, sep } from "node:path";
import { fileURLToPath } from "node:url";

export type Pdfjs = typeof import("pdfjs-dist/legacy/build/pdf.mjs");

let loading: Promise<Pdfjs> | undefined;

export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= (async () => {
    const worker = await import("pdfjs-dist/legacy/build/pdf.worker.mjs");
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??= worker;
    return import("pdfjs-dist/legacy/build/pdf.mjs");
  })();
  return loading;
}

/** The folder of pdf.js's data: `pdfjs/` beside a bundle (scripts/build.mjs copies it), else the package's. */
function pdfjsDataRoot(): string {
  // Bundled code sits in dist/ or dist/chunks/.
  for (const name of ["./pdfjs/", "../pdfjs/"]) {
    const dir = fileURLToPath(new URL(name, import.meta.url));
    if (existsSync(join(dir, "cmaps"))) return dir;
  }
  return dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));
}

let assetUrls: PdfjsAssetUrls | undefined;

export interface PdfjsAssetUrls {
  cMapUrl: string;
  standardFontDataUrl: string;
  wasmUrl: string;
}

/**
 * Where pdf.js finds its character maps (CJK fonts), standard font data (the 14 base fonts, needed to
 * draw text whose font is not embedded) and WebAssembly image decoders (JPEG 2000, JBIG2). On Node, pdf.js
 * reads them with fs.readFile(base + name): they must be folder paths ending in the separator, not file://
 * URLs (a URL string is taken for a relative path, and the data silently goes missing). Its colour
 * profiles are fetched with XMLHttpRequest, which Node lacks, so they are not offered.
 */
export function pdfjsAssetUrls(): PdfjsAssetUrls {
  if (!assetUrls) {
    const root = pdfjsDataRoot();
    const folder = (name: string) => `${join(root, name)}${sep}`;
    assetUrls = {
      cMapUrl: folder("cmaps"),
      standardFontDataUrl: folder("standard_fonts"),
      wasmUrl: folder("wasm"),
    };
  }
  return assetUrls;
}
