// hi_res_model_name: the reference's layout models (unstructured-inference's YOLOX and Detectron2 ONNX
// families). docflow finds layout from the text layer and page geometry, so a known name is accepted
// and changes nothing — the reference records nothing about it in the elements either (its
// `detection_class_prob` is removed by the API). An unknown name is refused as the reference does.
import { UnsupportedOptionError } from "../../core/errors.js";

export const HI_RES_MODEL_NAMES = [
  "yolox",
  "yolox_tiny",
  "yolox_quantized",
  "detectron2_onnx",
  "detectron2_quantized",
  "detectron2_mask_rcnn",
] as const;

const CHIPPER = /^chipper/;

export function checkHiResModel(name: string | null | undefined, filename: string): void {
  if (name === null || name === undefined || name === "") return;
  if ((HI_RES_MODEL_NAMES as readonly string[]).includes(name)) return;
  if (CHIPPER.test(name)) {
    throw new UnsupportedOptionError(
      filename,
      "The Chipper model is not available for download. It can be accessed via the official hosted API.",
    );
  }
  throw new UnsupportedOptionError(
    filename,
    `Unknown model type: ${name}. Known models: ${HI_RES_MODEL_NAMES.join(", ")}.`,
  );
}
