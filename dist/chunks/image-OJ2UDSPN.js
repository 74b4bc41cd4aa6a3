import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  openImage
} from "./chunk-GTSD333E.js";
import {
  checkOcrLanguages,
  ocrConcurrency,
  recognizeImage
} from "./chunk-W6N6GRW3.js";
import {
  checkHiResModel
} from "./chunk-CKOKHYIK.js";
import "./chunk-O5MUABOM.js";
import {
  layoutToDrafts
} from "./chunk-OTIG4S4P.js";
import "./chunk-2OFCS22J.js";
import "./chunk-4I3I35UI.js";
import {
  UnsupportedOptionError
} from "./chunk-3AXPRKHB.js";
import "./chunk-PCHJDGZE.js";

// src/engine/formats/image/index.ts
async function partitionImage(context) {
  const { params, filename, data, fileType } = context;
  if (params.strategy === "fast") {
    throw new UnsupportedOptionError(
      filename,
      "The fast strategy is not available for image files; use hi_res, ocr_only or auto."
    );
  }
  if (params.strategy !== "ocr_only") checkHiResModel(params.hi_res_model_name, filename);
  const languages = params.languages.length > 0 ? params.languages : params.ocr_languages;
  await checkOcrLanguages(languages, filename);
  const image = await openImage(data, fileType.name, filename);
  const pages = new Array(image.count);
  let next = 0;
  let failed = false;
  const readPages = async () => {
    while (next < image.count && !failed) {
      const index = next++;
      try {
        const page = await recognizeImage(await image.page(index), { languages, filename });
        pages[index] = { ...page, pageNumber: index + 1 };
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(ocrConcurrency(), image.count) }, readPages));
  return layoutToDrafts(pages, {
    coordinates: params.coordinates,
    includePageBreaks: params.include_page_breaks,
    filename
  });
}
export {
  partitionImage
};
