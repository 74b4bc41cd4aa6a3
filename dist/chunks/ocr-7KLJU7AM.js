import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  checkOcrLanguages,
  installedOcrLanguages,
  ocrBackendFor,
  ocrConcurrency,
  recognizeImage,
  requestedOcrLanguages,
  shutdownOcr,
  zoomFor
} from "./chunk-F5Y5OF2C.js";
import "./chunk-UIYBJ3PP.js";
import {
  MAX_OCR_PIXELS
} from "./chunk-CGHGKQ3J.js";
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
