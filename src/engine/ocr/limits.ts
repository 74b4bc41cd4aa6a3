// How large an image OCR takes. A module of its own so that page rendering can respect it without loading
// the OCR engine (sharp, Tesseract) with it.

/** Largest image OCR accepts, in pixels: 50 MP is an A3 page at 500 dpi; far beyond, Tesseract's memory use explodes. */
export const MAX_OCR_PIXELS = Number(process.env.DOCFLOW_MAX_IMAGE_PIXELS) || 50_000_000;

/**
 * Longest side, in pixels, of an image Tesseract reads: it refuses any larger ("Image too large"), whatever
 * its area. Tesseract's own limit (a 16-bit coordinate), not a setting.
 */
export const MAX_OCR_SIDE = 32_767;
