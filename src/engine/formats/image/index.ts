// Images (PNG, JPEG, TIFF, BMP, GIF, WebP, HEIC): every page is read with OCR, and the recognised lines
// become elements through the same layout rules as PDF pages (layout/index.ts), with coordinates in the
// image's pixels. An image has no text layer, so `fast` is refused as the reference refuses it; hi_res,
// ocr_only, auto (and vlm, which docflow has no model for) all read the pixels.
//
// Hooks left to the layout module: table detection and `extract_image_block_types` work on LayoutPages,
// so when layout finds tables or figures in OCR'd lines, images get them with no change here.

import { UnsupportedOptionError } from "../../errors.js";
import { layoutToDrafts } from "../../layout/index.js";
import type { LayoutPage } from "../../layout/types.js";
import { checkOcrLanguages, ocrConcurrency, recognizeImage } from "../../ocr/index.js";
import type { Draft, FormatContext } from "../../types.js";
import { checkHiResModel } from "../pdf/models.js";
import { openImage } from "./decode.js";

export async function partitionImage(context: FormatContext): Promise<Draft[]> {
  const { params, filename, data, fileType } = context;
  if (params.strategy === "fast") {
    throw new UnsupportedOptionError(
      filename,
      "The fast strategy is not available for image files; use hi_res, ocr_only or auto.",
    );
  }
  // Images under hi_res and auto are read as the reference's hi_res reads them; a model name it would not
  // know is refused the same way.
  if (params.strategy !== "ocr_only") checkHiResModel(params.hi_res_model_name, filename);
  const languages = params.languages.length > 0 ? params.languages : params.ocr_languages;
  // Before any decoding: a missing language is the caller's to fix, whatever the pixels hold.
  await checkOcrLanguages(languages, filename);
  const image = await openImage(data, fileType.name, filename);

  // Pages are read a few at a time (one per OCR worker), so a long TIFF never holds every page decoded.
  const pages: LayoutPage[] = new Array(image.count);
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
    filename,
  });
}
