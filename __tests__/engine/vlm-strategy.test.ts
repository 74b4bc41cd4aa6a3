// strategy=vlm in the embedded engine (and so the CLI's partition without a server): a PDF's or an
// image's pages would go to a vision-language model, which the engine does not have. It says so instead
// of partitioning with another strategy; other file types, which have no pages to look at, are unaffected.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { parsePartitionParameters } from "../../src/contract/partition.js";
import { UnsupportedOptionError, VlmUnavailableError } from "../../src/engine/core/errors.js";
import { partition } from "../../src/engine/partition.js";
import { makePdf } from "../fixtures/pdf/make-pdf.js";

const VLM = parsePartitionParameters({ strategy: "vlm" });

describe("strategy=vlm in the embedded engine", () => {
  it("refuses a PDF and an image, naming the strategy and what to do", async () => {
    const pdf = makePdf([{ texts: [{ x: 72, y: 700, size: 12, text: "A page of text." }] }]);
    const refused = partition({ data: pdf, filename: "report.pdf" }, VLM);
    await expect(refused).rejects.toBeInstanceOf(VlmUnavailableError);
    await expect(refused).rejects.toBeInstanceOf(UnsupportedOptionError);
    await expect(refused).rejects.toThrow(
      /^strategy=vlm sends the pages of report\.pdf to a vision-language model, and the embedded engine has none: .*docflow serve.*or choose strategy hi_res, fast, ocr_only or auto\.$/,
    );
    const png = await sharp({
      create: { width: 40, height: 20, channels: 3, background: { r: 255, g: 255, b: 255 } },
    })
      .png()
      .toBuffer();
    await expect(partition({ data: new Uint8Array(png), filename: "scan.png" }, VLM)).rejects.toThrow(
      "strategy=vlm sends the pages of scan.png",
    );
  });

  it("partitions a file without pages as any other strategy would", async () => {
    const text = new TextEncoder().encode(
      "Minutes\n\nThe committee met and agreed on the budget for next year.",
    );
    const elements = await partition({ data: text, filename: "minutes.txt" }, VLM);
    expect(elements.map((e) => e.type)).toEqual(["Title", "NarrativeText"]);
  });
});
