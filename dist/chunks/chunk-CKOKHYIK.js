import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  UnsupportedOptionError
} from "./chunk-3AXPRKHB.js";

// src/engine/formats/pdf/models.ts
var HI_RES_MODEL_NAMES = [
  "yolox",
  "yolox_tiny",
  "yolox_quantized",
  "detectron2_onnx",
  "detectron2_quantized",
  "detectron2_mask_rcnn"
];
var CHIPPER = /^chipper/;
function checkHiResModel(name, filename) {
  if (name === null || name === void 0 || name === "") return;
  if (HI_RES_MODEL_NAMES.includes(name)) return;
  if (CHIPPER.test(name)) {
    throw new UnsupportedOptionError(
      filename,
      "The Chipper model is not available for download. It can be accessed via the official hosted API."
    );
  }
  throw new UnsupportedOptionError(
    filename,
    `Unknown model type: ${name}. Known models: ${HI_RES_MODEL_NAMES.join(", ")}.`
  );
}

export {
  checkHiResModel
};
