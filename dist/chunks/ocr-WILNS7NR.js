import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  MAX_OCR_PIXELS,
  checkOcrLanguages,
  installedOcrLanguages,
  ocrBackendFor,
  ocrConcurrency,
  recognizeImage,
  requestedOcrLanguages,
  shutdownOcr,
  zoomFor
} from "./chunk-W6N6GRW3.js";
import "./chunk-O5MUABOM.js";
import "./chunk-3AXPRKHB.js";
import "./chunk-PCHJDGZE.js";
export {
  MAX_OCR_PIXELS,
  checkOcrLanguages,
  installedOcrLanguages,
  ocrBackendFor,
  ocrConcurrency,
  recognizeImage,
  requestedOcrLanguages,
  shutdownOcr,
  zoomFor
};
