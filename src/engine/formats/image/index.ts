// Images (PNG, JPEG, TIFF, BMP, GIF, WebP, HEIC): every page is read with OCR, and the recognised lines
// become elements through the same layout rules as PDF pages (layout/index.ts), with coordinates in the
// image's pixels. An image has no text layer, so `fast` is refused as the reference refuses it; hi_res,
// ocr_only, auto (and vlm, which docflow has no model for) all read the pixels. hi_res and auto also look
// for tables in the recognised words, as on a scanned PDF page (aligned columns, and the ruling
// lines found in the pixels), and crop them for `extract_image_block_types: ["Table"]`.

import sharp from "sharp";
import { mapConcurrent } from "../../../shared/map-concurrent.js";
import { UnsupportedOptionError } from "../../core/errors.js";
import { requestLanguages } from "../../core/language-codes.js";
import type { Draft, FormatContext } from "../../core/types.js";
import { bodySize } from "../../layout/blocks.js";
import { DraftAssembler, type PageDrafts, pageDrafts } from "../../layout/index.js";
import { pageRulesFromBitmap } from "../../layout/raster-rules.js";
import { findTables } from "../../layout/tables.js";
import type { LayoutPage, LayoutTable } from "../../layout/types.js";
import { checkOcrLanguages, ocrConcurrency, recognizeImage } from "../../ocr/index.js";
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
  const languages = requestLanguages(params);
  // Before any decoding: a missing language is the caller's to fix, whatever the pixels hold.
  await checkOcrLanguages(languages, filename);
  const image = await openImage(data, fileType.name, filename);
  const tables = params.strategy !== "ocr_only";
  const cropTables =
    tables && params.extract_image_block_types.some((type) => type.trim().toLowerCase() === "table");

  // Pages are read a few at a time (one per OCR worker), and each becomes drafts as soon as it is read:
  // a long TIFF never holds every page decoded, nor every page's words.
  const layout = { coordinates: params.coordinates, includePageBreaks: params.include_page_breaks, filename };
  const indexes = Array.from({ length: image.count }, (_, index) => index);
  const parts: PageDrafts[] = await mapConcurrent(indexes, ocrConcurrency(), async (index) => {
    const bytes = await image.page(index);
    const page: LayoutPage = {
      ...(await recognizeImage(bytes, { languages, filename })),
      pageNumber: index + 1,
    };
    if (tables) {
      const size = bodySize(page.lines);
      page.tables = findTables(page.lines, await imageRules(bytes, page, size), page, size);
      if (cropTables) await crop(bytes, page, page.tables);
    }
    return pageDrafts(page, layout);
  });

  const assembler = new DraftAssembler();
  for (const part of parts) assembler.add(part);
  return assembler.finish();
}

/**
 * The ruling lines drawn in the page image, in the page's coordinates: OCR read the image upright (EXIF
 * orientation applied), so it is decoded upright, in grey, and the rules scaled to the page.
 */
async function imageRules(bytes: Uint8Array, page: LayoutPage, size: number) {
  if (page.lines.length === 0) return [];
  const { data, info } = await sharp(bytes).rotate().greyscale().raw().toBuffer({ resolveWithObject: true });
  const scale = page.width / info.width;
  return pageRulesFromBitmap({ data, width: info.width, height: info.height }, scale, size);
}

/**
 * Puts each table's region of the page image into it, as PNG. OCR read the image upright (EXIF orientation
 * applied) and perhaps resized, so the image is decoded once, upright, and the boxes scaled to it.
 */
async function crop(bytes: Uint8Array, page: LayoutPage, tables: LayoutTable[]): Promise<void> {
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
    const png = await sharp(data, { raw: { width, height, channels } })
      .extract({ left, top, width: right - left, height: bottom - top })
      .png()
      .toBuffer();
    table.image = { base64: png.toString("base64"), mimeType: "image/png" };
  }
}
