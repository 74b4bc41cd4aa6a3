// Pages rendered for a vision model: PDFs through pdf.js, images through the image module, always PNG and
// no larger than the model reads, one page at a time. The documents are generated here (makePdf, sharp).
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { UnsupportedFileTypeError, UnsupportedOptionError } from "../../src/engine/core/errors.js";
import { type PageImage, RENDER_DEFAULTS, renderPages } from "../../src/engine/render-pages.js";
import { makePdf } from "../fixtures/pdf/make-pdf.js";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

async function collect(pages: AsyncIterable<PageImage>): Promise<PageImage[]> {
  const out: PageImage[] = [];
  for await (const page of pages) out.push(page);
  return out;
}

async function size(png: Uint8Array): Promise<[number, number]> {
  const meta = await sharp(png).metadata();
  return [meta.width ?? 0, meta.height ?? 0];
}

/** Share of pixels darker than mid-grey: a page with text on it has some, a blank page none. */
async function inkShare(png: Uint8Array): Promise<number> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  let dark = 0;
  for (let i = 0; i < data.length; i += info.channels) if ((data[i] as number) < 128) dark += 1;
  return dark / (data.length / info.channels);
}

const letter = (text: string) => ({
  texts: [{ x: 72, y: 700, size: 28, text }],
});

describe("renderPages", () => {
  it("renders each PDF page to a PNG in page order, skipping the pages asked, capped at the long side", async () => {
    const pdf = makePdf([
      letter("First page"),
      letter("Second page"),
      { texts: [{ x: 10, y: 40, size: 20, text: "Small" }], width: 200, height: 100 },
    ]);
    const pages = await collect(renderPages({ data: pdf, filename: "three.pdf" }));
    expect(pages.map((page) => page.pageNumber)).toEqual([1, 2, 3]);
    for (const page of pages) expect([...page.png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    // Letter at 150 dpi would be 1275×1650: the long side is brought down to the cap, the ratio kept.
    const [width, height] = await size((pages[0] as PageImage).png);
    expect(height).toBe(RENDER_DEFAULTS.maxSide);
    expect(width / height).toBeCloseTo(612 / 792, 2);
    // A small page stays at 150 dpi.
    expect(await size((pages[2] as PageImage).png)).toEqual([417, 209]);
    expect(await inkShare((pages[0] as PageImage).png)).toBeGreaterThan(0.001);

    const skipped = await collect(
      renderPages({ data: pdf, filename: "three.pdf" }, { skipPages: new Set([2]) }),
    );
    expect(skipped.map((page) => page.pageNumber)).toEqual([1, 3]);
  });

  it("renders at the dpi asked", async () => {
    const [page] = await collect(
      renderPages({ data: makePdf([letter("Low")]), filename: "low.pdf" }, { dpi: 36 }),
    );
    expect(await size((page as PageImage).png)).toEqual([306, 396]);
  });

  it("turns an image into one PNG page, scaled down to the cap", async () => {
    const jpeg = await sharp({
      create: { width: 3000, height: 1000, channels: 3, background: { r: 250, g: 250, b: 250 } },
    })
      .jpeg()
      .toBuffer();
    const pages = await collect(
      renderPages({ data: new Uint8Array(jpeg), filename: "scan.jpg", contentType: "image/jpeg" }),
    );
    expect(pages).toHaveLength(1);
    expect(pages[0]?.pageNumber).toBe(1);
    expect([...(pages[0] as PageImage).png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(await size((pages[0] as PageImage).png)).toEqual([RENDER_DEFAULTS.maxSide, 523]);

    const small = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .png()
      .toBuffer();
    const [kept] = await collect(renderPages({ data: new Uint8Array(small), filename: "dot.png" }));
    expect(await size((kept as PageImage).png)).toEqual([40, 30]);
  });

  it("refuses documents that have no pages to render, naming the type", async () => {
    const text = new TextEncoder().encode("Just some text.\n");
    const error = await collect(renderPages({ data: text, filename: "notes.txt" })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnsupportedOptionError);
    expect((error as Error).message).toBe(
      "notes.txt is text/plain; pages can be rendered for a vision model from PDFs and images only.",
    );
    const empty = await collect(renderPages({ data: new Uint8Array(), filename: "empty.pdf" })).catch(
      (e: unknown) => e,
    );
    expect(empty).toBeInstanceOf(UnsupportedFileTypeError);
  });

  it("fails a broken PDF the way partition does", async () => {
    const broken = new TextEncoder().encode("%PDF-1.4\nthis is not a PDF body at all\n%%EOF\n");
    await expect(collect(renderPages({ data: broken, filename: "broken.pdf" }))).rejects.toThrow(
      /File does not appear to be a valid PDF/,
    );
  });

  it("renders a page only when asked for it, and stops when the signal aborts", async () => {
    const pdf = makePdf([letter("One"), letter("Two"), letter("Three")]);
    const controller = new AbortController();
    const seen: number[] = [];
    const error = await (async () => {
      for await (const page of renderPages(
        { data: pdf, filename: "three.pdf" },
        { signal: controller.signal },
      )) {
        seen.push(page.pageNumber);
        controller.abort(new Error("cancelled"));
      }
    })().catch((e: unknown) => e);
    expect(seen).toEqual([1]);
    expect((error as Error).message).toBe("cancelled");

    // Leaving the loop early closes the document; nothing else is rendered.
    const first: number[] = [];
    for await (const page of renderPages({ data: pdf, filename: "three.pdf" })) {
      first.push(page.pageNumber);
      break;
    }
    expect(first).toEqual([1]);
  });
});
