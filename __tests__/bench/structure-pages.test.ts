// Pages of known structure for the structure benchmark: the truth a source gives, the way a look
// writes numbers and capitals into it, and the tables with spans made from real tables. No browser.
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import {
  drawLook,
  elementText,
  isLayoutTable,
  type Look,
  openAsHeading,
  pageTruth,
  printedTables,
  sectionedDocument,
  sheetTextBoxes,
  spannedVariant,
  type TruthElement,
  tableHtml,
  truthFromElements,
  truthTable,
  unprintedPlaceholders,
} from "../../bench/structure-pages.js";
import { parseTable, teds } from "../../bench/structure-scores.js";
import { fromElements, fromOpendataloader } from "../../bench/structure-tools.js";

describe("truth from a source's elements", () => {
  it("leaves open what an office document's source does not settle as a heading", () => {
    const elements = [
      { type: "Title", text: "Title Slide", metadata: { category_depth: 0 } },
      { type: "Title", text: "With a subtitle", metadata: { category_depth: 1 } },
      { type: "UncategorizedText", text: "Lorem Ipsum", metadata: {} },
      { type: "NarrativeText", text: "Some text here.", metadata: {} },
    ] as never[];
    const slides = truthFromElements(elements, true, (e) => openAsHeading(e, ".pptx", true));
    expect(slides).toEqual([
      { kind: "heading", text: "Title Slide", level: 1 },
      { kind: "heading", text: "With a subtitle", level: 2, open: true },
      { kind: "text", text: "Lorem Ipsum", open: true },
      { kind: "text", text: "Some text here." },
    ]);
    // A Word heading style is a heading at any depth; a sheet's Titles are guesses.
    expect(openAsHeading(elements[1] as never, ".docx", true)).toBe(false);
    expect(openAsHeading(elements[0] as never, ".xlsx", false)).toBe(true);
  });

  it("keeps headings with ranked levels, tables and text; drops furniture", () => {
    const truth = truthFromElements([
      { type: "Header", text: "running head", metadata: {} },
      { type: "Title", text: "Top", metadata: { category_depth: 0 } },
      { type: "Title", text: "Deeper", metadata: { category_depth: 2 } },
      { type: "NarrativeText", text: "Some  text\nhere.", metadata: {} },
      {
        type: "Table",
        text: "a b",
        metadata: {
          text_as_html:
            "<table><tr><td>a</td><td></td><td>b</td></tr><tr><td></td><td></td><td></td></tr></table>",
        },
      },
      { type: "ListItem", text: "one", metadata: {} },
      { type: "Image", text: "", metadata: {} },
    ] as never);
    expect(truth).toEqual([
      { kind: "heading", text: "Top", level: 1 },
      { kind: "heading", text: "Deeper", level: 2 },
      { kind: "text", text: "Some text here." },
      // The empty column and the empty row cannot be seen on a page.
      {
        kind: "table",
        table: {
          headerRows: 0,
          rows: [
            [
              { text: "a", colspan: 1, rowspan: 1 },
              { text: "b", colspan: 1, rowspan: 1 },
            ],
          ],
        },
      },
      { kind: "item", text: "one" },
    ]);
  });

  it("reads header rows and spans", () => {
    const table = truthTable(
      "<table><thead><tr><th colspan='2'>H</th></tr></thead><tbody><tr><td rowspan=2>x</td><td>y</td></tr><tr><td>z</td></tr></tbody></table>",
    );
    expect(table?.headerRows).toBe(1);
    expect(table?.rows[0]?.[0]).toEqual({ text: "H", colspan: 2, rowspan: 1 });
    expect(table && tableHtml(table)).toBe(
      '<table><thead><tr><th colspan="2">H</th></tr></thead><tbody><tr><td rowspan="2">x</td><td>y</td></tr><tr><td>z</td></tr></tbody></table>',
    );
  });

  it("takes a table of rows of one cell for layout, and keeps a table of one row of two cells", () => {
    const layout = truthTable("<table><tr><td>Dear reader,</td></tr><tr><td>Our news.</td></tr></table>");
    const oneRow = truthTable("<table><tr><td>Name</td><td>Ada</td></tr></table>");
    const merged = truthTable(
      "<table><tr><td colspan='2'>Title</td></tr><tr><td>a</td><td>b</td></tr></table>",
    );
    expect(layout && isLayoutTable(layout)).toBe(true);
    expect(oneRow && isLayoutTable(oneRow)).toBe(false);
    expect(merged && isLayoutTable(merged)).toBe(false);
  });
});

describe("tables as LibreOffice prints an office document", () => {
  const table = (rows: string[][]): TruthElement => ({
    kind: "table",
    table: { headerRows: 0, rows: rows.map((r) => r.map((text) => ({ text, colspan: 1, rowspan: 1 }))) },
  });
  const header = table([
    ["In millions", "", "2023"],
    ["", "Sales", "Profit"],
  ]);
  const body = table([
    ["Zone NA", "12553", "2713"],
    ["Zone EUR", "9467", "1570"],
  ]);

  it("joins a sheet's header block split from its table at a blank row, when they have the same columns", () => {
    const joined = printedTables([header, body], ".xlsx");
    expect(joined).toHaveLength(1);
    expect(joined[0]?.kind === "table" && joined[0].table.rows.map((r) => r[0]?.text)).toEqual([
      "In millions",
      "",
      "Zone NA",
      "Zone EUR",
    ]);
    // Not across other elements, not across other columns, and not in a word processor's document.
    expect(printedTables([header, { kind: "text", text: "Note." }, body], ".xlsx")).toHaveLength(3);
    expect(
      printedTables(
        [
          header,
          table([
            ["a b", "c d"],
            ["e f", "g h"],
          ]),
        ],
        ".xlsx",
      ),
    ).toHaveLength(2);
    expect(printedTables([header, body], ".docx")).toHaveLength(2);
    // A joined table takes no more: the next header block starts the next table.
    expect(printedTables([header, body, header, body], ".xlsx")).toHaveLength(2);
    // A table of more rows than a header block is a table of its own.
    const long = table([...Array(4).keys()].map((i) => [`Zone ${i}`, "1", "2"]));
    expect(printedTables([long, body], ".xlsx")).toHaveLength(2);
  });

  it("leaves open grids of one-character cells and one-row tables, and keeps data tables", () => {
    const [letters, oneRow, data] = printedTables(
      [
        table([
          ["a", "b"],
          ["c", ""],
        ]),
        table([["saved-by", "Dennis Forsythe"]]),
        body,
      ],
      ".docx",
    );
    expect(letters?.kind === "table" && letters.open).toBe("a grid of one-character cells");
    expect(oneRow?.kind === "table" && oneRow.open).toBe("a one-row table");
    expect(data?.kind === "table" && data.open).toBeUndefined();
    const [column] = printedTables(
      [
        table([
          ["Data", ""],
          ["", "More"],
          ["WTF?", ""],
        ]),
      ],
      ".docx",
    );
    expect(column?.kind === "table" && column.open).toBe("one filled cell a row");
  });
});

describe("a sheet's text boxes", () => {
  it("gives each paragraph of a text box drawn over the sheet, pictures none", () => {
    const drawing =
      '<xdr:wsDr xmlns:xdr="x" xmlns:a="a"><xdr:twoCellAnchor><xdr:pic/></xdr:twoCellAnchor>' +
      "<xdr:twoCellAnchor><xdr:sp><xdr:txBody><a:bodyPr/>" +
      '<a:p><a:r><a:t>Disclaimer</a:t></a:r></a:p><a:p><a:r><a:t xml:space="preserve">Figures are </a:t></a:r>' +
      "<a:r><a:t>unaudited &amp; rounded.</a:t></a:r></a:p><a:p/></xdr:txBody></xdr:sp></xdr:twoCellAnchor></xdr:wsDr>";
    const xlsx = zipSync({
      "xl/workbook.xml": strToU8("<workbook/>"),
      "xl/drawings/drawing1.xml": strToU8(drawing),
    });
    expect(sheetTextBoxes(xlsx)).toEqual([
      { kind: "text", text: "Disclaimer" },
      { kind: "text", text: "Figures are unaudited & rounded." },
    ]);
    expect(sheetTextBoxes(strToU8("not a zip"))).toEqual([]);
  });
});

describe("a deck's unprinted placeholders", () => {
  it("gives the text of a slide's date, footer and number placeholders, not its title's", () => {
    const slide =
      '<p:sld xmlns:p="p" xmlns:a="a"><p:cSld><p:spTree>' +
      '<p:sp><p:nvSpPr><p:nvPr><p:ph type="title"/></p:nvPr></p:nvSpPr><p:txBody><a:p><a:r><a:t>Test Slide</a:t></a:r></a:p></p:txBody></p:sp>' +
      '<p:sp><p:nvSpPr><p:nvPr><p:ph type="dt" sz="half" idx="10"/></p:nvPr></p:nvSpPr><p:txBody><a:p><a:r><a:t>Date Placeholder</a:t></a:r></a:p></p:txBody></p:sp>' +
      '<p:sp><p:nvSpPr><p:nvPr><p:ph type="sldNum"/></p:nvPr></p:nvSpPr><p:txBody><a:p><a:r><a:t>7</a:t></a:r></a:p></p:txBody></p:sp>' +
      "</p:spTree></p:cSld></p:sld>";
    const pptx = zipSync({ "ppt/slides/slide1.xml": strToU8(slide) });
    expect([...unprintedPlaceholders(pptx)]).toEqual(["Date Placeholder", "7"]);
  });
});

describe("looks", () => {
  const look = (headings: Look["headings"]): Look => ({
    ...drawLook("bordered", "x"),
    headings,
    firstRowHeader: false,
  });
  const window: TruthElement[] = [
    { kind: "heading", text: "Methods", level: 2 },
    { kind: "text", text: "Body." },
    { kind: "heading", text: "Data", level: 3 },
    { kind: "heading", text: "Results", level: 2 },
  ];

  it("are drawn from the seed", () => {
    expect(drawLook("rules", "a")).toEqual(drawLook("rules", "a"));
    expect(drawLook("rules", "a").sizePt).toBeLessThan(drawLook("bordered", "a").sizePt);
  });

  it("write heading numbers into the truth, levels from the page's top level", () => {
    const truth = pageTruth(window, look("numbered"), "seed");
    const headings = truth.filter((e) => e.kind === "heading");
    const [first, second, third] = headings.map((h) => h.text);
    const n = Number.parseInt(first ?? "", 10);
    expect(first).toBe(`${n}. Methods`);
    expect(second).toBe(`${n}.1 Data`);
    expect(third).toBe(`${n + 1}. Results`);
    expect(headings.map((h) => h.level)).toEqual([1, 2, 1]);
  });

  it("write capitals into the truth for the top two levels", () => {
    const truth = pageTruth([...window, { kind: "heading", text: "Notes", level: 4 }], look("caps"), "seed");
    expect(truth.filter((e) => e.kind === "heading").map((h) => h.text)).toEqual([
      "METHODS",
      "DATA",
      "RESULTS",
      "Notes",
    ]);
  });
});

describe("tables with spans made from real tables", () => {
  it("give a two-level header and row spans that TEDS sees", () => {
    const cell = (text: string) => ({ text, colspan: 1, rowspan: 1 });
    const source: TruthElement[] = [
      { kind: "text", text: "Quarterly results of the northern region" },
      {
        kind: "table",
        table: {
          headerRows: 0,
          rows: [
            ["Region", "Q1", "Q2", "Q3", "Q4"].map(cell),
            ["North", "1", "2", "3", "4"].map(cell),
            ["North", "5", "6", "7", "8"].map(cell),
            ["South", "9", "10", "11", "12"].map(cell),
          ],
        },
      },
    ];
    const variant = spannedVariant(source, "seed");
    const table = variant?.find((e) => e.kind === "table");
    if (table?.kind !== "table") throw new Error("no table");
    expect(table.table.headerRows).toBe(2);
    expect(table.table.rows[0]?.[0]).toEqual({ text: "Region", colspan: 1, rowspan: 2 });
    expect(table.table.rows[0]?.slice(1).reduce((n, c) => n + c.colspan, 0)).toBe(4);
    expect(table.table.rows[2]?.[0]).toEqual({ text: "North", colspan: 1, rowspan: 2 });
    expect(table.table.rows[3]?.length).toBe(4);
    const original = source[1];
    if (original?.kind !== "table") throw new Error("no source table");
    const flat = parseTable(tableHtml(original.table));
    expect(teds(flat, parseTable(tableHtml(table.table)))).toBeLessThan(0.9);
    expect(elementText(table)).toContain("Region");
  });
});

describe("tool outputs in the element model", () => {
  it("maps docflow's elements", () => {
    const out = fromElements(
      [
        { type: "Title", text: "Top", metadata: { category_depth: 1 } },
        { type: "PageNumber", text: "3", metadata: {} },
        {
          type: "Table",
          text: "a b",
          metadata: { text_as_html: "<table><tr><td>a</td><td>b</td></tr></table>" },
        },
        { type: "Table", text: "loose", metadata: {} },
      ] as never,
      5,
    );
    expect(out.headings).toEqual([{ text: "Top", level: 1 }]);
    expect(out.tables).toHaveLength(2);
    expect(out.text).toBe("Top\na b\nloose");
  });

  it("maps opendataloader-pdf's JSON", () => {
    const out = fromOpendataloader(
      {
        kids: [
          { type: "header", content: "running" },
          { type: "heading", "heading level": 2, content: "Results" },
          { type: "paragraph", content: "Body text." },
          { type: "list", "list items": [{ type: "list item", content: "one" }] },
          {
            type: "table",
            rows: [
              { cells: [{ "column span": 2, kids: [{ type: "paragraph", content: "Head" }] }] },
              { cells: [{ kids: [{ type: "paragraph", content: "a" }] }, { kids: [] }] },
            ],
          },
        ],
      },
      0,
    );
    expect(out.headings).toEqual([{ text: "Results", level: 2 }]);
    expect(out.text).toBe("Results\nBody text.\none\nHead a ");
    expect(
      teds(
        out.tables[0],
        parseTable('<table><tr><td colspan="2">Head</td></tr><tr><td>a</td><td></td></tr></table>'),
      ),
    ).toBe(1);
  });
});

describe("documents with sections made from real paragraphs", () => {
  const paragraphs: TruthElement[] = [...Array(80).keys()].map((i) => ({
    kind: "text",
    text: `Paragraph ${i} tells of the weather on the coast, where the fishermen waited for the wind to turn before they set out again.`,
  }));

  it("put headings before paragraphs, at levels that move as an outline does", () => {
    const doc = sectionedDocument(paragraphs, "seed") ?? [];
    const headings = doc.filter((e) => e.kind === "heading");
    expect(headings.length).toBeGreaterThan(8);
    expect(doc[0]?.kind).toBe("heading");
    let previous = 0;
    for (const [i, e] of doc.entries()) {
      if (e.kind !== "heading") continue;
      expect(e.level).toBeGreaterThanOrEqual(1);
      expect(e.level).toBeLessThanOrEqual(Math.min(3, previous + 1));
      expect(doc[i + 1]?.kind).toBe("text");
      expect(doc[i + 1]?.kind === "text" && doc[i + 1]).toBeTruthy();
      previous = e.level;
    }
    expect(new Set(headings.map((h) => h.level)).size).toBeGreaterThan(1);
  });

  it("need enough paragraphs", () => {
    expect(sectionedDocument(paragraphs.slice(0, 5), "seed")).toBeUndefined();
  });
});
