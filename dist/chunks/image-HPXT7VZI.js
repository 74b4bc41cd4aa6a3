import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  openImage
} from "./chunk-5RQ3DMMR.js";
import {
  checkOcrLanguages,
  ocrConcurrency,
  recognizeImage
} from "./chunk-F5Y5OF2C.js";
import {
  checkHiResModel
} from "./chunk-CKOKHYIK.js";
import {
  requestLanguages
} from "./chunk-UIYBJ3PP.js";
import {
  DraftAssembler,
  bodySize,
  findTables,
  pageDrafts
} from "./chunk-S2SAYHHQ.js";
import "./chunk-CGHGKQ3J.js";
import "./chunk-2OFCS22J.js";
import "./chunk-4I3I35UI.js";
import {
  UnsupportedOptionError
} from "./chunk-3AXPRKHB.js";
import "./chunk-PCHJDGZE.js";

// src/engine/formats/image/index.ts
import sharp from "sharp";
async function partitionImage(context) {
  const { params, filename, data, fileType } = context;
  if (params.strategy === "fast") {
    throw new UnsupportedOptionError(
      filename,
      "The fast strategy is not available for image files; use hi_res, ocr_only or auto."
    );
  }
  if (params.strategy !== "ocr_only") checkHiResModel(params.hi_res_model_name, filename);
  const languages = requestLanguages(params);
  await checkOcrLanguages(languages, filename);
  const image = await openImage(data, fileType.name, filename);
  const tables = params.strategy !== "ocr_only";
  const cropTables = tables && params.extract_image_block_types.some((type) => type.trim().toLowerCase() === "table");
  const layout = { coordinates: params.coordinates, includePageBreaks: params.include_page_breaks, filename };
  const parts = new Array(image.count);
  let next = 0;
  let failed = false;
  const readPages = async () => {
    while (next < image.count && !failed) {
      const index = next++;
      try {
        const bytes = await image.page(index);
        const page = {
          ...await recognizeImage(bytes, { languages, filename }),
          pageNumber: index + 1
        };
        if (tables) {
          page.tables = findTables(page.lines, [], page, bodySize(page.lines));
          if (cropTables) await crop(bytes, page, page.tables);
        }
        parts[index] = pageDrafts(page, layout);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(ocrConcurrency(), image.count) }, readPages));
  const assembler = new DraftAssembler();
  for (const part of parts) assembler.add(part);
  return assembler.finish();
}
async function crop(bytes, page, tables) {
  if (tables.length === 0) return;
  const { data, info } = await sharp(bytes).rotate().raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const sx = width / page.width;
  const sy = height / page.height;
  for (const table of tables) {
    const left = Math.max(0, Math.floor(table.box.x0 * sx));
    const top = Math.max(0, Math.floor(table.box.y0 * sy));
    const right = Math.min(width, Math.ceil(table.box.x1 * sx));
    const bottom = Math.min(height, Math.ceil(table.box.y1 * sy));
    if (right <= left || bottom <= top) continue;
    const png = await sharp(data, { raw: { width, height, channels } }).extract({ left, top, width: right - left, height: bottom - top }).png().toBuffer();
    table.image = { base64: png.toString("base64"), mimeType: "image/png" };
  }
}
export {
  partitionImage
};
