// Tables found in page geometry, on PDFs Chromium prints from HTML (as people make PDFs) and on a picture
// of a table (OCR): every common way of drawing a table — a full grid of collapsed CSS borders, separate
// borders, an open-sided grid ruled per row, booktabs rules, no rules at all —, spans, a two-level
// header, wrapped cells, a table over a page break, and a boxed note that is not a table. Each comes out
// as one Table whose text_as_html has the header rows in <thead> and the source's cells.
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Element } from "../../../src/contract/element.js";
import { parsePartitionParameters } from "../../../src/contract/partition.js";
import { partition } from "../../../src/engine/partition.js";

const CHROMIUM = "/usr/bin/chromium";
const hasChromium = existsSync(CHROMIUM);

let browser: Browser | undefined;
let page: Page;
let profile = "";

const BODY = "font-family: serif; font-size: 11pt; margin: 0;";
const PROSE =
  "The figures below were gathered over three seasons by the volunteers of the garden club, " +
  "who counted every plant in every bed twice a week and wrote the numbers down in the log.";

async function pdfOf(css: string, body: string): Promise<Uint8Array> {
  await page.setContent(
    `<!doctype html><html><head><style>@page { size: A4; margin: 2cm } body { ${BODY} } ${css}</style></head><body>${body}</body></html>`,
  );
  return page.pdf({ format: "A4", preferCSSPageSize: true, printBackground: true });
}

async function tables(data: Uint8Array, filename = "made.pdf"): Promise<Element[]> {
  const elements = await partition(
    { data, filename },
    parsePartitionParameters({ strategy: "hi_res", pdf_infer_table_structure: true }),
  );
  return elements.filter((e) => e.type === "Table");
}

const html = (element: Element | undefined) => element?.metadata.text_as_html ?? "";

const SIMPLE = `<p>${PROSE}</p>
<table>
  <thead><tr><th>Plant</th><th>Bed</th><th>Count</th></tr></thead>
  <tbody>
    <tr><td>Tomato</td><td>North</td><td>124</td></tr>
    <tr><td>Bean</td><td>South</td><td>87</td></tr>
    <tr><td>Squash</td><td>East</td><td>12</td></tr>
  </tbody>
</table>
<p>${PROSE}</p>`;

const SIMPLE_HTML =
  "<table><thead><tr><th>Plant</th><th>Bed</th><th>Count</th></tr></thead><tbody>" +
  "<tr><td>Tomato</td><td>North</td><td>124</td></tr><tr><td>Bean</td><td>South</td><td>87</td></tr>" +
  "<tr><td>Squash</td><td>East</td><td>12</td></tr></tbody></table>";

describe.skipIf(!hasChromium)(`tables in PDFs printed by Chromium (needs ${CHROMIUM})`, () => {
  beforeAll(async () => {
    profile = await mkdtemp(join(tmpdir(), "docflow-tables-chromium-"));
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
    });
    page = await browser.newPage();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await rm(profile, { recursive: true, force: true });
  });

  it("a full grid of collapsed borders: cells from the rules, the header in <thead>", async () => {
    const data = await pdfOf(
      "table { border-collapse: collapse } th, td { border: 1px solid #333; padding: 3px 6px } th { background: #eee }",
      SIMPLE,
    );
    const found = await tables(data);
    expect(found).toHaveLength(1);
    expect(html(found[0])).toBe(SIMPLE_HTML);
    expect(found[0]?.text).toBe("Plant Bed Count Tomato North 124 Bean South 87 Squash East 12");
  });

  it("separate borders (two rules a hair apart) are one boundary", async () => {
    const data = await pdfOf(
      "table { border-collapse: separate; border-spacing: 2px } th, td { border: 1px solid #555; padding: 3px 6px }",
      SIMPLE,
    );
    expect((await tables(data)).map(html)).toEqual([SIMPLE_HTML]);
  });

  it("an open-sided grid ruled under each row (no vertical rules)", async () => {
    const data = await pdfOf(
      "table { border-collapse: collapse } th, td { border-bottom: 1px solid #444; padding: 4px 12px; text-align: left }",
      SIMPLE,
    );
    expect((await tables(data)).map(html)).toEqual([SIMPLE_HTML]);
  });

  it("booktabs: rules above, under the header and below; columns from alignment", async () => {
    const data = await pdfOf(
      "table { border-collapse: collapse; border-top: 1.5px solid; border-bottom: 1.5px solid }" +
        " thead { border-bottom: 0.8px solid } th, td { padding: 2px 8px; text-align: left }",
      SIMPLE,
    );
    expect((await tables(data)).map(html)).toEqual([SIMPLE_HTML]);
  });

  it("no rules at all: a bold header row over aligned columns", async () => {
    const data = await pdfOf("th, td { padding: 2px 14px; text-align: left }", SIMPLE);
    expect((await tables(data)).map(html)).toEqual([SIMPLE_HTML]);
  });

  it("wrapped cells stay in their cell, in a grid and between booktabs rules", async () => {
    const body = `<p>${PROSE}</p>
<table style="width: 60%">
  <thead><tr><th>Plant</th><th>Notes</th><th>Count</th></tr></thead>
  <tbody>
    <tr><td>Tomato</td><td>Planted in May along the north fence, staked and watered every morning</td><td>124</td></tr>
    <tr><td>Runner bean</td><td>Sown in June</td><td>87</td></tr>
    <tr><td>Squash</td><td>Grown from seed saved last year by the club, slow to start but heavy in August</td><td>12</td></tr>
  </tbody>
</table>`;
    const expected =
      "<table><thead><tr><th>Plant</th><th>Notes</th><th>Count</th></tr></thead><tbody>" +
      "<tr><td>Tomato</td><td>Planted in May along the north fence, staked and watered every morning</td><td>124</td></tr>" +
      "<tr><td>Runner bean</td><td>Sown in June</td><td>87</td></tr>" +
      "<tr><td>Squash</td><td>Grown from seed saved last year by the club, slow to start but heavy in August</td><td>12</td></tr>" +
      "</tbody></table>";
    const grid = await pdfOf(
      "table { border-collapse: collapse } th, td { border: 1px solid #333; padding: 3px 6px; vertical-align: top }",
      body,
    );
    expect((await tables(grid)).map(html)).toEqual([expected]);
    const booktabs = await pdfOf(
      "table { border-collapse: collapse; border-top: 1.5px solid; border-bottom: 1.5px solid }" +
        " thead { border-bottom: 0.8px solid } th, td { padding: 3px 8px; text-align: left }",
      body,
    );
    expect((await tables(booktabs)).map(html)).toEqual([expected]);
  });

  it("row and column spans, and a two-level header", async () => {
    const body = `<p>${PROSE}</p>
<table>
  <thead>
    <tr><th rowspan="2">Plant</th><th colspan="2">Spring</th><th colspan="2">Autumn</th></tr>
    <tr><th>North</th><th>South</th><th>North</th><th>South</th></tr>
  </thead>
  <tbody>
    <tr><td rowspan="2">Tomato</td><td>12</td><td>14</td><td>20</td><td>22</td></tr>
    <tr><td>13</td><td>15</td><td>21</td><td>23</td></tr>
    <tr><td>Bean</td><td>7</td><td>8</td><td>9</td><td>10</td></tr>
  </tbody>
</table>`;
    const data = await pdfOf(
      "table { border-collapse: collapse } th, td { border: 1px solid #333; padding: 3px 8px }",
      body,
    );
    expect((await tables(data)).map(html)).toEqual([
      '<table><thead><tr><th rowspan="2">Plant</th><th colspan="2">Spring</th><th colspan="2">Autumn</th></tr>' +
        "<tr><th>North</th><th>South</th><th>North</th><th>South</th></tr></thead><tbody>" +
        '<tr><td rowspan="2">Tomato</td><td>12</td><td>14</td><td>20</td><td>22</td></tr>' +
        "<tr><td>13</td><td>15</td><td>21</td><td>23</td></tr>" +
        "<tr><td>Bean</td><td>7</td><td>8</td><td>9</td><td>10</td></tr></tbody></table>",
    ]);
  });

  it("a table over a page break: one Table a page, each with its header and its rows", async () => {
    const rows = Array.from(
      { length: 70 },
      (_, i) => `<tr><td>Bed ${i + 1}</td><td>${(i + 1) * 3}</td></tr>`,
    );
    const data = await pdfOf(
      "table { border-collapse: collapse } th, td { border: 1px solid #333; padding: 3px 6px }",
      `<p>${PROSE}</p><table><thead><tr><th>Bed</th><th>Plants</th></tr></thead><tbody>${rows.join("")}</tbody></table>`,
    );
    const found = await tables(data);
    expect(found.map((table) => table.metadata.page_number)).toEqual([1, 2]);
    const bodies = found.flatMap((table) => html(table).match(/<td>Bed \d+<\/td>/g) ?? []);
    expect(bodies).toEqual(Array.from({ length: 70 }, (_, i) => `<td>Bed ${i + 1}</td>`));
    // Chromium repeats the header on the second page: both parts have it.
    for (const table of found)
      expect(html(table)).toContain("<thead><tr><th>Bed</th><th>Plants</th></tr></thead>");
  });

  it("a boxed note, a frame around text, is no table", async () => {
    const data = await pdfOf(
      ".note { border: 1px solid #000; padding: 8px; margin: 12px 0 } .two { display: flex; gap: 12px } .two div { border: 1px solid; padding: 6px; flex: 1 }",
      `<p>${PROSE}</p><div class="note"><b>Note.</b> ${PROSE} ${PROSE}</div><div class="two"><div>${PROSE}</div><div>${PROSE}</div></div><p>${PROSE}</p>`,
    );
    expect(await tables(data)).toEqual([]);
  });

  it("a picture of a table (OCR): the ruled grid found in the pixels, the header in <thead>", async () => {
    await page.setViewportSize({ width: 900, height: 500 });
    await page.setContent(
      `<!doctype html><html><head><style>body { font-family: sans-serif; font-size: 22px; margin: 30px }
      table { border-collapse: collapse } th, td { border: 2px solid #000; padding: 8px 16px }</style></head>
      <body>${SIMPLE.replace(/<p>.*?<\/p>/g, "")}</body></html>`,
    );
    const png = await page.screenshot({ type: "png" });
    const found = await tables(png, "table.png");
    expect(found.map(html)).toEqual([SIMPLE_HTML]);
  }, 60_000);
});
