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

  it("booktabs whose header has fewer cells than the body: the rule under it is the header's", async () => {
    // The rule under the header stops short of the last column; it neither parts the table in two nor
    // turns the header's wrapped lines into rows.
    const body = `<p>${PROSE}</p>
<table style="width: 100%">
  <thead><tr><th>Plant</th><th>Bed</th><th>Count</th></tr></thead>
  <tbody>
    <tr><td>Tomato</td><td>North</td><td>124</td><td>staked</td></tr>
    <tr><td>Bean</td><td>South</td><td>87</td><td>netted</td></tr>
    <tr><td>Squash</td><td>East</td><td>12</td><td>mulched</td></tr>
  </tbody>
</table>
<p>${PROSE}</p>`;
    const data = await pdfOf(
      "table { border-collapse: collapse; border-top: 1.5px solid; border-bottom: 1.5px solid }" +
        " thead tr:last-child th { border-bottom: 0.8px solid } th, td { padding: 2px 8px; text-align: left }",
      body,
    );
    expect((await tables(data)).map(html)).toEqual([
      "<table><thead><tr><th>Plant</th><th>Bed</th><th>Count</th><th/></tr></thead><tbody>" +
        "<tr><td>Tomato</td><td>North</td><td>124</td><td>staked</td></tr>" +
        "<tr><td>Bean</td><td>South</td><td>87</td><td>netted</td></tr>" +
        "<tr><td>Squash</td><td>East</td><td>12</td><td>mulched</td></tr></tbody></table>",
    ]);
  });

  it("notes set as one-row tables between rules: the number or bullet beside its wrapped text", async () => {
    const note = (mark: string) =>
      `<table style="width: 50%"><tr><td style="vertical-align: top">${mark}</td><td>${PROSE}</td></tr></table>`;
    const data = await pdfOf(
      "table { border-collapse: collapse; border-top: 1px solid; border-bottom: 1px solid; margin: 6px 0 }" +
        " td { padding: 2px 8px; text-align: left }",
      `<p>${PROSE}</p>${note("(1)")}${note("(2)")}${note("•")}<p>${PROSE}</p>`,
    );
    expect((await tables(data)).map(html)).toEqual(
      ["(1)", "(2)", "•"].map(
        (mark) => `<table><tbody><tr><td>${mark}</td><td>${PROSE}</td></tr></tbody></table>`,
      ),
    );
  });

  it("booktabs tables one under another, parted by a caption or by two columns of prose", async () => {
    const row = (cells: string[]) => `<tr>${cells.map((c) => `<td>${c}</td>`).join("")}</tr>`;
    const table = (rows: string[][]) => `<table>${rows.map(row).join("")}</table>`;
    const first = [
      ["1. Forward inside three,", "each curve being", "15 ft."],
      ["2. Forward outside three", "the same", "15 ft."],
      ["3. Back inside two threes", "the same", "10 ft."],
    ];
    const second = [
      ["1. Inside back", "20 ft. at least"],
      ["2. Cross outside back", "12 ft. at least"],
    ];
    const third = [
      ["1. Forward inside Q", "30 ft.", "R L"],
      ["2. Back outside Q", "20 ft.", "R L"],
    ];
    const data = await pdfOf(
      "table { border-collapse: collapse; width: 100%; border-top: 1px solid; border-bottom: 1px solid; margin: 4px 0 }" +
        " td { padding: 1px 6px; text-align: left } .cols { columns: 2; column-gap: 24px; text-align: justify }",
      `${table(first)}<p>(d) The following figures are skated on each foot, namely:</p>${table(second)}` +
        `<div class="cols">${PROSE} ${PROSE}</div>${table(third)}`,
    );
    const expected = (rows: string[][]) => `<table><tbody>${rows.map(row).join("")}</tbody></table>`;
    expect((await tables(data)).map(html)).toEqual([expected(first), expected(second), expected(third)]);
  });

  it("no rules at all: a bold header row over aligned columns", async () => {
    const data = await pdfOf("th, td { padding: 2px 14px; text-align: left }", SIMPLE);
    expect((await tables(data)).map(html)).toEqual([SIMPLE_HTML]);
  });

  it("no rules at all, cells of long phrases beside a page number: still a table", async () => {
    // Longer cells than three columns of prose would allow, but each row ends in a figure.
    const data = await pdfOf(
      "th, td { padding: 1px 14px; text-align: left; white-space: nowrap } td:last-child { text-align: right }",
      `<p>${PROSE}</p><table><thead><tr><th>Topic</th><th>Period</th><th>Page</th></tr></thead><tbody>` +
        "<tr><td>Average foreign exchange rates</td><td>Nine quarters to 30 June 2023</td><td>14</td></tr>" +
        "<tr><td>Guidance rates for the coming year</td><td>Financial year 2023 and 2024</td><td>15</td></tr>" +
        `</tbody></table><p>${PROSE}</p>`,
    );
    expect((await tables(data)).map(html)).toEqual([
      "<table><thead><tr><th>Topic</th><th>Period</th><th>Page</th></tr></thead><tbody>" +
        "<tr><td>Average foreign exchange rates</td><td>Nine quarters to 30 June 2023</td><td>14</td></tr>" +
        "<tr><td>Guidance rates for the coming year</td><td>Financial year 2023 and 2024</td><td>15</td></tr>" +
        "</tbody></table>",
    ]);
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

  it("rows of one cell each, ruled as a grid, are boxed paragraphs, not a table", async () => {
    const data = await pdfOf(
      "table { border-collapse: collapse; width: 80% } td { border: 1px solid #000; padding: 4px 8px }",
      `<p>${PROSE}</p><table><tr><td>1. Forward three meet.</td></tr><tr><td>2. Once back and forward meet.</td></tr>` +
        `<tr><td>3. Once back and forward three meet.</td></tr><tr><td>${PROSE}</td></tr></table><p>${PROSE}</p>`,
    );
    expect(await tables(data)).toEqual([]);
  });

  it("a grid ruled row by row: a cell's lines broken by the writer stay in their row", async () => {
    const data = await pdfOf(
      "table { border-collapse: collapse; width: 90% } td { border: 1px solid #000; padding: 2px 6px; vertical-align: top }",
      `<p>${PROSE}</p><table><tr><td><b>Turns</b></td><td><b>Edges</b></td></tr>` +
        "<tr><td>Rockers, brackets<br>Counters</td><td>Outside forward, inside forward<br>Outside back</td></tr>" +
        `<tr><td>Mohawks</td><td>Outside forward</td></tr></table><p>${PROSE}</p>`,
    );
    expect((await tables(data)).map(html)).toEqual([
      "<table><thead><tr><th>Turns</th><th>Edges</th></tr></thead><tbody>" +
        "<tr><td>Rockers, brackets Counters</td><td>Outside forward, inside forward Outside back</td></tr>" +
        "<tr><td>Mohawks</td><td>Outside forward</td></tr></tbody></table>",
    ]);
  });

  it("a header cell over a column of figures, unpadded: the figure below starts its own row", async () => {
    // No cell padding, so the header's line is as close to the first row as the rows are to each other;
    // the figure level with the first row's label is that row's, not the header's text wrapped.
    const row = (label: string, marks: string) => `<tr><td>${label}</td><td>${marks}</td></tr>`;
    const data = await pdfOf(
      "table { border-collapse: collapse; width: 100%; border-top: 1px solid; border-bottom: 1px solid }" +
        " td { padding: 0; text-align: left } td:first-child { width: 80% }",
      `<p>${PROSE}</p><table>${row("Group A", "")}${row("", "Max. Marks")}${row("Outside back two threes", "4")}` +
        `${row("Inside back two threes", "13")}${row("Group B", "")}${row("Outside forward bracket", "6")}` +
        `${row("Inside forward bracket", "12")}</table><p>${PROSE}</p>`,
    );
    expect((await tables(data)).map(html)).toEqual([
      "<table><tbody><tr><td>Group A</td><td/></tr><tr><td/><td>Max. Marks</td></tr>" +
        "<tr><td>Outside back two threes</td><td>4</td></tr><tr><td>Inside back two threes</td><td>13</td></tr>" +
        "<tr><td>Group B</td><td/></tr><tr><td>Outside forward bracket</td><td>6</td></tr>" +
        "<tr><td>Inside forward bracket</td><td>12</td></tr></tbody></table>",
    ]);
  });

  it("one-row tables between rules, a line set apart from their cells between them: two tables", async () => {
    // The line between the two boxes is set in line with their text, not their first column: it is no
    // section row of one table ruled per row but a line between two tables.
    const box = (mark: string, text: string) =>
      `<table><tr><td class="mark">${mark}</td><td>${text}</td></tr></table>`;
    const data = await pdfOf(
      "table { border-collapse: collapse; width: 100%; border-top: 1px solid; border-bottom: 1px solid }" +
        " td { padding: 2px 4px; text-align: left } td.mark { width: 20px } p.aside { margin: 4px 0 4px 32px }",
      `<p>${PROSE}</p>${box("\u2611", "ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE EXCHANGE ACT")}` +
        `<p class="aside">For the fiscal year ended</p>` +
        `${box("\u2610", "TRANSITION REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE EXCHANGE ACT")}<p>${PROSE}</p>`,
    );
    expect((await tables(data)).map(html)).toEqual([
      "<table><tbody><tr><td>\u2611</td><td>ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE EXCHANGE ACT</td></tr></tbody></table>",
      "<table><tbody><tr><td>\u2610</td><td>TRANSITION REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE EXCHANGE ACT</td></tr></tbody></table>",
    ]);
  });

  it("a note between two booktabs tables stays out of the first, however its words fall", async () => {
    // The note (in a page's two columns, its justified line with gaps as wide as a gutter) starts where
    // no cell does, so it is no last row of the table above (the bold header below opens the next table).
    const table = (head: string[], rows: string[][]) =>
      `<table><thead><tr>${head.map((c) => `<th>${c}</th>`).join("")}</tr></thead><tbody>` +
      `${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")}</tbody></table>`;
    const first = table(
      ["Segment", "Sales", "Profit"],
      [
        ["Water", "1792", "175"],
        ["Confectionery", "3595", "498"],
        ["PetCare", "8589", "1635"],
      ],
    );
    const second = table(
      ["Segment", "Zones", "Assets"],
      [
        ["Water", "0", "-21"],
        ["PetCare", "-16", "-5"],
      ],
    );
    const data = await pdfOf(
      "table { border-collapse: collapse; width: 100%; border-top: 1px solid; border-bottom: 1px solid; margin: 4px 0 }" +
        " thead { border-bottom: 0.8px solid } th, td { padding: 1px 6px; text-align: left }" +
        " div.notes { display: flex; gap: 24px } div.notes p { width: 50%; margin: 2px 0 }" +
        " p.note { text-align: justify; text-indent: 2em }",
      `<p>${PROSE}</p>${first}<div class="notes"><p class="note">(a) Trading operating profit before Net other ` +
        `trading income/(expenses).</p><p>Other information</p></div>${second}<p>${PROSE}</p>`,
    );
    const found = (await tables(data)).map(html);
    expect(found).toHaveLength(2);
    expect(found[0]).toBe(
      "<table><thead><tr><th>Segment</th><th>Sales</th><th>Profit</th></tr></thead><tbody>" +
        "<tr><td>Water</td><td>1792</td><td>175</td></tr><tr><td>Confectionery</td><td>3595</td><td>498</td></tr>" +
        "<tr><td>PetCare</td><td>8589</td><td>1635</td></tr></tbody></table>",
    );
  });

  it("short lists side by side, their markers set apart, are no table", async () => {
    // As a slide's columns of bullets print: every row three short pieces in aligned columns.
    const list = (words: string[]) =>
      `<ul>${words.map((w) => `<li><span class="m">\u25cf</span>${w}</li>`).join("")}</ul>`;
    const data = await pdfOf(
      "div.cols { display: flex } ul { list-style: none; padding: 0; margin: 0 40px 0 0 }" +
        " span.m { display: inline-block; width: 36px }",
      `<p>${PROSE}</p><div class="cols">${list(["Topic 1", "Topic 2", "Topic 3", "Topic 4"])}` +
        `${list(["Details 1", "Details 2", "Details 3", "Details 4"])}</div><p>${PROSE}</p>`,
    );
    expect(await tables(data)).toEqual([]);
  });

  it("a plain table beside a column of text: the text's lines are not its third column", async () => {
    const rows = ["Outside three, change", "Inside three, change", "Outside rocker, change", "Inside rocker"]
      .map((name, i) => `<tr><td>${name}</td><td>${i + 2}</td></tr>`)
      .join("");
    const data = await pdfOf(
      "div.cols { display: flex; gap: 24px } div.cols > * { width: 50% } td { padding: 1px 8px 1px 0 }" +
        " p.col { text-align: justify; margin: 0; line-height: 1.35 }",
      `<p>${PROSE}</p><div class="cols"><table>${rows}</table><p class="col">${PROSE}</p></div><p>${PROSE}</p>`,
    );
    for (const table of await tables(data)) expect(table.text).not.toMatch(/volunteers|garden club/);
  });

  it("rows ruled in blocks of columns, a block shaded: one table across the blocks", async () => {
    // As a spreadsheet prints its column blocks: each block's row rules stop short of the next block's,
    // and a shaded block's edges are no grid of its own.
    const data = await pdfOf(
      "table { border-collapse: separate; border-spacing: 0 } td, th { padding: 2px 6px; text-align: right }" +
        " td.a, th.a { text-align: left } td:not(.gap), th:not(.gap) { border-bottom: 0.75px solid #000 }" +
        " td.gap, th.gap { width: 12px; padding: 0 } .s { background: #ddd }",
      `<p>${PROSE}</p><table><tr><th class="a">Segment</th><th class="s">Sales</th><th class="s">Profit</th>` +
        '<th class="gap"></th><th>Costs</th><th>Staff</th></tr>' +
        [
          ["Water", "1792", "175", "(12)", "310"],
          ["Confectionery", "3595", "498", "(40)", "1204"],
          ["PetCare", "8589", "1635", "(7)", "887"],
          ["Coffee", "4102", "903", "(21)", "652"],
        ]
          .map(
            ([a, b, c, d, e]) =>
              `<tr><td class="a">${a}</td><td class="s">${b}</td><td class="s">${c}</td><td class="gap"></td>` +
              `<td>${d}</td><td>${e}</td></tr>`,
          )
          .join("") +
        `</table><p>${PROSE}</p>`,
    );
    const found = (await tables(data)).map(html);
    expect(found).toEqual([
      "<table><thead><tr><th>Segment</th><th>Sales</th><th>Profit</th><th>Costs</th><th>Staff</th></tr></thead>" +
        "<tbody><tr><td>Water</td><td>1792</td><td>175</td><td>(12)</td><td>310</td></tr>" +
        "<tr><td>Confectionery</td><td>3595</td><td>498</td><td>(40)</td><td>1204</td></tr>" +
        "<tr><td>PetCare</td><td>8589</td><td>1635</td><td>(7)</td><td>887</td></tr>" +
        "<tr><td>Coffee</td><td>4102</td><td>903</td><td>(21)</td><td>652</td></tr></tbody></table>",
    ]);
  });

  it("a table nested in a cell: its text is that cell's, the outer grid keeps its cells", async () => {
    const data = await pdfOf(
      "table { border-collapse: collapse } td { border: 0.75px solid #000; padding: 3px 6px }",
      `<p>${PROSE}</p><table><tr><td>a</td><td>b</td><td>c</td></tr>` +
        "<tr><td>d</td><td><table><tr><td>e</td><td>f</td></tr><tr><td>g</td><td>h</td></tr></table></td><td>i</td></tr>" +
        `<tr><td>j</td><td>k</td><td>l</td></tr></table><p>${PROSE}</p>`,
    );
    expect((await tables(data)).map(html)).toEqual([
      "<table><tbody><tr><td>a</td><td>b</td><td>c</td></tr><tr><td>d</td><td>e f g h</td><td>i</td></tr>" +
        "<tr><td>j</td><td>k</td><td>l</td></tr></tbody></table>",
    ]);
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
