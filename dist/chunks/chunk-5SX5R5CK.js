import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  MAX_OCR_PIXELS
} from "./chunk-CGHGKQ3J.js";
import {
  InvalidDocumentError
} from "./chunk-3AXPRKHB.js";

// src/engine/formats/pdf/pdfjs.ts
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, sep } from "node:path";
import { fileURLToPath } from "node:url";
var loading;
function loadPdfjs() {
  loading ??= (async () => {
    const worker = await import("./pdf.worker-ZDXGSCMR.js");
    globalThis.pdfjsWorker ??= worker;
    return import("./pdf-MMU4J3SE.js");
  })();
  return loading;
}
function pdfjsDataRoot() {
  for (const name of ["./pdfjs/", "../pdfjs/"]) {
    const dir = fileURLToPath(new URL(name, import.meta.url));
    if (existsSync(join(dir, "cmaps"))) return dir;
  }
  return dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));
}
var assetUrls;
function pdfjsAssetUrls() {
  if (!assetUrls) {
    const root = pdfjsDataRoot();
    const folder = (name) => `${join(root, name)}${sep}`;
    assetUrls = {
      cMapUrl: folder("cmaps"),
      standardFontDataUrl: folder("standard_fonts"),
      wasmUrl: folder("wasm")
    };
  }
  return assetUrls;
}

// src/engine/formats/pdf/open.ts
var InvalidPdfError = class extends InvalidDocumentError {
  constructor(filename, detail, options) {
    super(filename, detail, options);
    this.message = detail;
  }
};
var ENCRYPTED_MESSAGE = "File is encrypted. Please decrypt it with password.";
function invalidPdf(filename, error) {
  const name = error?.name;
  if (name === "PasswordException") return new InvalidPdfError(filename, ENCRYPTED_MESSAGE, { cause: error });
  const problem = error instanceof Error ? error.message : String(error);
  return new InvalidPdfError(filename, `File does not appear to be a valid PDF. Error: ${problem}`, {
    cause: error
  });
}
async function openPdf(data, filename) {
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    data: new Uint8Array(data),
    ...pdfjsAssetUrls(),
    verbosity: 0,
    fontExtraProperties: true,
    useSystemFonts: false
  });
  try {
    const doc = await task.promise;
    return { doc, close: () => task.destroy() };
  } catch (error) {
    await task.destroy().catch(() => void 0);
    throw invalidPdf(filename, error);
  }
}

// src/engine/formats/pdf/render.ts
var MAX_PIXELS = MAX_OCR_PIXELS;
async function renderPage(page, dpi, factory) {
  const unscaled = page.getViewport({ scale: 1 });
  const area = Math.max(1, unscaled.width) * Math.max(1, unscaled.height);
  const scale = Math.min(dpi / 72, Math.sqrt(MAX_PIXELS * 0.99 / area));
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.ceil(viewport.width));
  const height = Math.max(1, Math.ceil(viewport.height));
  const target = factory.create(width, height);
  try {
    await page.render({
      canvas: target.canvas,
      canvasContext: target.context,
      viewport
    }).promise;
  } catch (error) {
    factory.destroy(target);
    throw error;
  }
  return {
    scale,
    width,
    height,
    png: () => new Uint8Array(target.canvas.toBuffer("image/png")),
    crop: (box, dpi2) => {
      const x = Math.max(0, Math.floor(box.x0 * scale));
      const y = Math.max(0, Math.floor(box.y0 * scale));
      const w = Math.max(1, Math.min(width - x, Math.ceil((box.x1 - box.x0) * scale)));
      const h = Math.max(1, Math.min(height - y, Math.ceil((box.y1 - box.y0) * scale)));
      const shrink = dpi2 === void 0 ? 1 : Math.min(1, dpi2 / 72 / scale);
      const outW = Math.max(1, Math.round(w * shrink));
      const outH = Math.max(1, Math.round(h * shrink));
      const piece = factory.create(outW, outH);
      try {
        piece.context.drawImage(target.canvas, x, y, w, h, 0, 0, outW, outH);
        return new Uint8Array(piece.canvas.toBuffer("image/png"));
      } finally {
        factory.destroy(piece);
      }
    },
    release: () => factory.destroy(target)
  };
}

export {
  InvalidPdfError,
  invalidPdf,
  openPdf,
  renderPage
};
