// Bold and italic of the text layer's fonts, per document. pdf.js names a page's fonts in its text
// content but hands the font objects (whose names say "Bold", "Italic") to the main side only while it
// builds an operator list. Fonts are shared by the pages of a document, so the operator list is asked
// for only on a page that uses a font not seen before — on a long document, a few pages out of hundreds;
// the operator list costs about as much again as the text itself.
import type { PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { type FontStyle, styleFromFontName } from "./text-layer.js";

const REGULAR: FontStyle = { bold: false, italic: false };

export class FontBook {
  readonly #styles = new Map<string, FontStyle>();
  /** Pages whose operator list has been built (in hi_res every page's is, for its graphics). */
  readonly #loaded = new WeakSet<PDFPageProxy>();

  /** Records that the page's operator list was built elsewhere, so its fonts are on the main side. */
  operatorsLoaded(page: PDFPageProxy): void {
    this.#loaded.add(page);
  }

  /** Makes the styles of `fontNames` (pdf.js font ids used on `page`) known. */
  async learn(page: PDFPageProxy, fontNames: Iterable<string>): Promise<void> {
    const unknown = [...new Set(fontNames)].filter((name) => !this.#styles.has(name));
    if (unknown.length === 0) return;
    if (!this.#loaded.has(page) && unknown.some((name) => !page.commonObjs.has(name))) {
      await page.getOperatorList();
      this.#loaded.add(page);
    }
    // A font pdf.js could not load stays regular; it is not asked for again.
    for (const name of unknown) this.#styles.set(name, this.#read(page, name));
  }

  #read(page: PDFPageProxy, name: string): FontStyle {
    if (!page.commonObjs.has(name)) return REGULAR;
    const font = page.commonObjs.get(name) as { name?: unknown } | string | undefined;
    return typeof font === "object" && typeof font?.name === "string"
      ? styleFromFontName(font.name)
      : REGULAR;
  }

  style(fontName: string): FontStyle {
    return this.#styles.get(fontName) ?? REGULAR;
  }
}
