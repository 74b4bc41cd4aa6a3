// Bold and family of a PDF's fonts (src/engine/formats/pdf/font-weight.ts): the name first, then the
// ForceBold flag, then the embedded program's weight class, and PDFium's /StemV weight only when nothing
// else tells. Chromium writes /StemV 141 for Caladea-Regular, which PDFium reads as weight 704: that
// font's body text must not come out bold, or no bold heading stands apart from it.
import { existsSync, readFileSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parsePartitionParameters } from "../../../src/contract/partition.js";
import { sfntBold, styleFromName } from "../../../src/engine/formats/pdf/font-weight.js";
import { openPdf } from "../../../src/engine/formats/pdf/open.js";
import { PdfPage } from "../../../src/engine/formats/pdf/page.js";
import { readTextLines } from "../../../src/engine/formats/pdf/text-layer.js";
import type { LayoutLine } from "../../../src/engine/layout/types.js";
import { partition } from "../../../src/engine/partition.js";

const CHROMIUM = "/usr/bin/chromium";
const CALADEA = "/usr/share/fonts/truetype/crosextra/Caladea-Regular.ttf";
const CALADEA_BOLD = "/usr/share/fonts/truetype/crosextra/Caladea-Bold.ttf";

describe("a font's weight from its name", () => {
  it("trusts the face's name, bold or not, and says nothing where it says nothing", () => {
    const bold = (name: string) => styleFromName(name).bold;
    expect(bold("AAAAAA+Caladea-Regular")).toBe(false);
    expect(bold("Times-Roman")).toBe(false);
    expect(bold("Roboto-Medium")).toBe(false);
    expect(bold("SourceSansPro-Light")).toBe(false);
    expect(bold("Caladea-Italic")).toBe(false);
    expect(bold("BAAAAA+DejaVuSans-Bold")).toBe(true);
    expect(bold("Arial,Bold")).toBe(true);
    expect(bold("TimesNewRomanPS-BoldMT")).toBe(true);
    expect(bold("FreeSansBold")).toBe(true);
    // URW's abbreviation of its bold Times.
    expect(bold("NimbusRomNo9L-Medi")).toBe(true);
    expect(bold("BAAAAA+LiberationSans")).toBeUndefined();
    expect(bold("LinLibertineOB")).toBeUndefined();
    expect(styleFromName("Caladea-BoldItalic")).toEqual({ bold: true, italic: true });
  });
});

describe.skipIf(!existsSync(CALADEA) || !existsSync(CALADEA_BOLD))("a font program's weight", () => {
  it("reads OS/2 usWeightClass of a TrueType program", () => {
    expect(sfntBold(new Uint8Array(readFileSync(CALADEA)))).toBe(false);
    expect(sfntBold(new Uint8Array(readFileSync(CALADEA_BOLD)))).toBe(true);
  });

  it("falls back to the head table's bold bit, and knows no other program", () => {
    // A font of two tables: head (macStyle bold) and an OS/2 whose weight class is unset (0).
    const bytes = new Uint8Array(12 + 2 * 16 + 54 + 6);
    const view = new DataView(bytes.buffer);
    view.setUint32(0, 0x00010000);
    view.setUint16(4, 2);
    const head = 12 + 2 * 16;
    const os2 = head + 54;
    view.setUint32(12, 0x68656164);
    view.setUint32(12 + 8, head);
    view.setUint32(28, 0x4f532f32);
    view.setUint32(28 + 8, os2);
    view.setUint16(head + 44, 1);
    expect(sfntBold(bytes)).toBe(true);
    view.setUint16(head + 44, 0);
    expect(sfntBold(bytes)).toBe(false);
    expect(sfntBold(new TextEncoder().encode("%!PS-AdobeFont-1.0: Times-Roman"))).toBeUndefined();
  });
});

async function linesOf(data: Uint8Array): Promise<LayoutLine[]> {
  const doc = await openPdf(data, "fonts.pdf");
  try {
    const page = new PdfPage(doc, 1);
    try {
      return readTextLines(page, false);
    } finally {
      page.close();
    }
  } finally {
    doc.close();
  }
}

const BODY =
  "Seeds that fall close to the parent tree compete with it for light and water, so most plants have some way of sending them farther out. The distance a seed travels decides which gaps in the canopy it can reach.";

describe.skipIf(!existsSync(CHROMIUM) || !existsSync(CALADEA))(
  `fonts of pages printed by Chromium (needs ${CHROMIUM} and Caladea)`,
  () => {
    let browser: Browser | undefined;
    beforeAll(async () => {
      browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
    }, 60_000);
    afterAll(async () => {
      await browser?.close();
    });

    async function pdfOf(html: string): Promise<Uint8Array> {
      const tab = await (browser as Browser).newPage();
      try {
        await tab.setContent(html);
        return await tab.pdf({ preferCSSPageSize: true });
      } finally {
        await tab.close();
      }
    }

    const html = `<!doctype html><html><head><meta charset="utf-8"><style>
      @page { size: A4; margin: 2cm; }
      body { font-family: 'Caladea'; font-size: 11pt; text-align: justify; }
      h2 { font-size: 11pt; font-weight: bold; margin: 1em 0 0.4em; }
      h3 { font-family: 'Liberation Sans'; font-size: 11pt; font-weight: normal; margin: 1em 0 0.4em; }
    </style></head><body>
      <h2>Natural dispersal</h2><p>${BODY}</p><h3>Field methods</h3><p>${BODY}</p><h2>Results</h2><p>${BODY}</p>
    </body></html>`;

    it("reads Caladea-Regular as regular and its bold as bold; every line and word has its family", async () => {
      const lines = await linesOf(await pdfOf(html));
      const line = (text: string) => lines.find((l) => l.text === text) as LayoutLine;
      expect(line("Natural dispersal").bold).toBe(true);
      expect(line("Results").bold).toBe(true);
      const body = lines.filter((l) => l.text.length > 40);
      expect(body.length).toBeGreaterThan(3);
      for (const l of body) {
        expect(l.bold).toBe(false);
        expect(l.family).toBe("Caladea");
        expect(new Set(l.words?.map((w) => w.family))).toEqual(new Set(["Caladea"]));
      }
      expect(line("Field methods").family).toBe("Liberation Sans");
      expect(line("Field methods").bold).toBe(false);
    });

    it("gives the bold headings over Caladea body text as Titles, and nothing else", async () => {
      const elements = await partition(
        { data: await pdfOf(html), filename: "caladea.pdf" },
        parsePartitionParameters({ strategy: "hi_res" }),
      );
      const titles = elements.filter((e) => e.type === "Title").map((e) => e.text);
      expect(titles).toContain("Natural dispersal");
      expect(titles).toContain("Results");
      expect(elements.filter((e) => e.type === "NarrativeText")).toHaveLength(3);
    });
  },
);
