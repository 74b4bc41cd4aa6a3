// layoutToDrafts on hand-made page geometry: reading order across columns, block grouping, typing by
// size, weight, bullets and position, furniture from the page itself (the same whichever pages come with
// it, also when pages are assembled in parts),
// tables (also from OCR words), images, links and coordinates.
import { describe, expect, it } from "vitest";
import { MISREAD_CONFIDENCE, misread } from "../../src/engine/layout/blocks.js";
import { DraftAssembler, layoutToDrafts, pageDrafts } from "../../src/engine/layout/index.js";
import { cellPieces, findTables } from "../../src/engine/layout/tables.js";
import type { LayoutLine, LayoutPage } from "../../src/engine/layout/types.js";

const OPTIONS = { coordinates: false, includePageBreaks: false, filename: "test.pdf" };

/** A line of body text at (x, y): 10 pt type, 5.5 pt per character. */
function line(x: number, y: number, text: string, extra: Partial<LayoutLine> = {}): LayoutLine {
  const size = extra.fontSize ?? 10;
  return {
    text,
    box: { x0: x, y0: y, x1: x + text.length * size * 0.5, y1: y + size },
    fontSize: size,
    ...extra,
  };
}

/** Lines of a paragraph, 12 pt apart. */
function paragraph(x: number, y: number, texts: string[]): LayoutLine[] {
  return texts.map((text, i) => line(x, y + i * 12, text));
}

function page(lines: LayoutLine[], extra: Partial<LayoutPage> = {}): LayoutPage {
  return { pageNumber: 1, width: 612, height: 792, lines, ...extra };
}

describe("misread", () => {
  it("averages OCR's confidence over characters, and never calls a text layer's text misread", () => {
    // 2 sure characters and 8 unsure ones: (2×95 + 8×20) / 10 = 35, below the bar; 5 and 2: 74.
    expect(
      misread([
        { text: "OK", confidence: 95 },
        { text: "WwRWWNnm", confidence: 20 },
      ]),
    ).toBe(true);
    expect(
      misread([
        { text: "Total", confidence: 95 },
        { text: "Ww", confidence: 20 },
      ]),
    ).toBe(false);
    expect(misread([{ text: "Total", confidence: MISREAD_CONFIDENCE }])).toBe(false);
    expect(misread([{ text: "Ww", confidence: 10 }, { text: "Total" }])).toBe(false);
    expect(misread([])).toBe(false);
  });
});

describe("layoutToDrafts", () => {
  it("keeps an indented code listing in one block, and a keyword run wrapped at a separator in one", () => {
    const mono = { monospace: true };
    const code = [
      line(72, 100, "config> info long-output-line", mono),
      line(72, 112, "pxc 1 create", mono),
      line(92, 124, "port 1/x1/1/c1/1", mono),
      line(92, 136, "no shutdown", mono),
      line(72, 148, "exit", mono),
    ];
    const keywords = [
      line(72, 200, "Keywords: Document Image Analysis · Deep Learning · Layout Analysis"),
      line(72, 212, "· Character Recognition · Open Source library · Toolkit."),
    ];
    const drafts = layoutToDrafts([page([...code, ...keywords])], OPTIONS);
    expect(drafts.map((d) => d.text)).toEqual([
      "config> info long-output-line pxc 1 create port 1/x1/1/c1/1 no shutdown exit",
      "Keywords: Document Image Analysis · Deep Learning · Layout Analysis · Character Recognition · Open Source library · Toolkit.",
    ]);
  });

  it("joins a word the line break cut: after a hyphen, a soft hyphen, or between Chinese or Japanese", () => {
    const lines = paragraph(72, 100, [
      "Common, too, are the non-",
      "stops who, once having got up speed, are brake-",
      "less; pre- and post-war riders alike, all in one par\u00ad",
      "agraph of text that runs to its end.",
    ]);
    const cjk = paragraph(72, 300, [
      "人人生而自由，在尊严和权利上一律平等。他们赋有理性和良",
      "心，并应以兄弟关系的精神相对待。",
    ]);
    const drafts = layoutToDrafts([page([...lines, ...cjk])], OPTIONS);
    expect(drafts.map((d) => d.text)).toEqual([
      "Common, too, are the non-stops who, once having got up speed, are brake-less; pre- and post-war riders alike, all in one paragraph of text that runs to its end.",
      "人人生而自由，在尊严和权利上一律平等。他们赋有理性和良心，并应以兄弟关系的精神相对待。",
    ]);
  });

  it("keeps the space at a Korean line end, which the file cannot tell from a break inside a word", () => {
    const korean = paragraph(72, 100, [
      "모든 인간은 천부적으로 이성과 양심을 부여받았으며 서로",
      "형제애의 정신으로 행동하여야 한다.",
    ]);
    const drafts = layoutToDrafts([page(korean)], OPTIONS);
    expect(drafts.map((d) => d.text)).toEqual([
      "모든 인간은 천부적으로 이성과 양심을 부여받았으며 서로 형제애의 정신으로 행동하여야 한다.",
    ]);
  });

  it("reads a two-column page column by column, under a full-width title", () => {
    const left = paragraph(72, 150, [
      "The left column starts here and it",
      "continues on this line of the page.",
      "It has a second sentence as well.",
    ]);
    const right = paragraph(320, 150, [
      "The right column is read after the",
      "left one although its lines sit at",
      "the same heights as the left lines.",
    ]);
    const drafts = layoutToDrafts(
      [page([line(150, 90, "A Study of Columns", { fontSize: 18 }), ...right, ...left])],
      OPTIONS,
    );
    expect(drafts.map((d) => d.type)).toEqual(["Title", "NarrativeText", "NarrativeText"]);
    expect(drafts[1]?.text).toBe(
      "The left column starts here and it continues on this line of the page. It has a second sentence as well.",
    );
    expect(drafts[2]?.text.startsWith("The right column is read after the left one")).toBe(true);
    expect(drafts.every((d) => d.metadata.page_number === 1)).toBe(true);
  });

  it("splits blocks at wide gaps and types bullets as list items without the bullet", () => {
    const drafts = layoutToDrafts(
      [
        page([
          line(72, 100, "Shopping list", { bold: true }),
          line(72, 130, "• Apples from the market"),
          line(72, 142, "• Pears that are ripe"),
          line(72, 180, "We went to the market and bought all of it."),
        ]),
      ],
      OPTIONS,
    );
    expect(drafts.map((d) => [d.type, d.text])).toEqual([
      ["Title", "Shopping list"],
      ["ListItem", "Apples from the market"],
      ["ListItem", "Pears that are ripe"],
      ["NarrativeText", "We went to the market and bought all of it."],
    ]);
  });

  it("finds headers, footers and page numbers at the page edges", () => {
    const pages = [1, 2, 3].map((n) =>
      page(
        [
          line(72, 30, "ACME Quarterly Report"),
          ...paragraph(72, 200, [`This is the body of page ${n}, which says something.`]),
          line(72, 760, "Confidential - do not distribute"),
          line(300, 775, String(n)),
        ],
        { pageNumber: n },
      ),
    );
    const drafts = layoutToDrafts(pages, { ...OPTIONS, includePageBreaks: true });
    expect(drafts.slice(0, 5).map((d) => d.type)).toEqual([
      "Header",
      "NarrativeText",
      "Footer",
      "PageNumber",
      "PageBreak",
    ]);
    expect(drafts.filter((d) => d.type === "PageBreak")).toHaveLength(3);
    expect(drafts.filter((d) => d.type === "Header").map((d) => d.metadata.page_number)).toEqual([1, 2, 3]);
  });

  it("gives coordinates as top-left, bottom-left, bottom-right, top-right in PixelSpace", () => {
    const drafts = layoutToDrafts([page([line(72, 300, "Hello there, this is a line.")])], {
      ...OPTIONS,
      coordinates: true,
    });
    const x1 = 72 + "Hello there, this is a line.".length * 5;
    expect(drafts[0]?.metadata.coordinates).toEqual({
      points: [
        [72, 300],
        [72, 310],
        [x1, 310],
        [x1, 300],
      ],
      system: "PixelSpace",
      layout_width: 612,
      layout_height: 792,
    });
  });

  it("carries links with their offsets in the block's text, and emphasis", () => {
    const drafts = layoutToDrafts(
      [
        page([
          line(72, 300, "Read the docs for more.", {
            links: [{ url: "https://example.com/docs", text: "docs", start: 9 }],
          }),
          line(72, 312, "Then ask us a question.", {
            emphasis: [{ text: "ask", bold: false, italic: true }],
          }),
        ]),
      ],
      OPTIONS,
    );
    expect(drafts).toHaveLength(1);
    const { metadata, text } = drafts[0] ?? { metadata: {}, text: "" };
    expect(metadata.link_urls).toEqual(["https://example.com/docs"]);
    expect(metadata.link_texts).toEqual(["docs"]);
    const start = (metadata.links as { start_index: number }[])[0]?.start_index ?? -1;
    expect(text.slice(start, start + 4)).toBe("docs");
    expect(metadata.emphasized_text_contents).toEqual(["ask"]);
    expect(metadata.emphasized_text_tags).toEqual(["i"]);
  });

  it("emits tables with HTML and images in reading order, keeping their text out of paragraphs", () => {
    const drafts = layoutToDrafts(
      [
        page(
          [
            line(72, 100, "Before the table comes this sentence."),
            line(72, 200, "Name"),
            line(200, 200, "Age"),
            line(72, 400, "After the figure comes this sentence."),
          ],
          {
            tables: [
              {
                box: { x0: 70, y0: 190, x1: 300, y1: 240 },
                rows: [
                  ["Name", "Age"],
                  ["Ann & Bo", "7"],
                ],
                headerRows: 1,
              },
            ],
            images: [
              {
                box: { x0: 70, y0: 300, x1: 300, y1: 380 },
                image: { base64: "iVBO", mimeType: "image/png" },
              },
            ],
          },
        ),
      ],
      OPTIONS,
    );
    expect(drafts.map((d) => d.type)).toEqual(["NarrativeText", "Table", "Image", "NarrativeText"]);
    expect(drafts[1]?.text).toBe("Name Age Ann & Bo 7");
    expect(drafts[1]?.metadata.text_as_html).toBe(
      // As the reference's hi_res table model writes a table: header rows in <thead>, the rest in <tbody>.
      "<table><thead><tr><th>Name</th><th>Age</th></tr></thead><tbody><tr><td>Ann &amp; Bo</td><td>7</td></tr></tbody></table>",
    );
    expect(drafts[2]?.metadata.image_base64).toBe("iVBO");
    expect(drafts[2]?.metadata.image_mime_type).toBe("image/png");
  });
});

describe("findTables", () => {
  it("builds a table between horizontal rules, splitting columns at gaps", () => {
    const cells = [
      line(100, 110, "Model"),
      line(250, 110, "Score"),
      line(100, 125, "Alpha"),
      line(250, 125, "0.91"),
      line(100, 140, "Beta"),
      line(250, 140, "0.87"),
    ];
    const rules = [100, 123, 155].map((y) => ({
      box: { x0: 90, y0: y, x1: 320, y1: y + 0.5 },
      horizontal: true,
    }));
    const tables = findTables(cells, rules, { width: 612, height: 792 }, 10);
    expect(tables).toHaveLength(1);
    expect(tables[0]?.rows).toEqual([
      ["Model", "Score"],
      ["Alpha", "0.91"],
      ["Beta", "0.87"],
    ]);
  });

  it("does not take running text between two rules for a table", () => {
    const text = paragraph(100, 110, [
      "A paragraph of text that runs",
      "over several lines of the page",
      "and is not a table.",
    ]);
    const rules = [100, 160].map((y) => ({ box: { x0: 90, y0: y, x1: 520, y1: y + 0.5 }, horizontal: true }));
    expect(findTables(text, rules, { width: 612, height: 792 }, 10)).toEqual([]);
  });
});

describe("furniture decided from the page itself", () => {
  // Body type 54 pt from the top: starts inside the band where short text is furniture (7 %), ends
  // outside it, so only being a running head (alone at the edge, set apart from the body) makes it a Header.
  const running = (y = 54) => line(72, y, "Chapter One: The Garden");
  const pageOf = (n: number, head: LayoutLine[] = [running()]) =>
    page([...head, ...paragraph(72, 200, [`This is the body of page ${n}, which says something.`])], {
      pageNumber: n,
    });

  it("types every page the same whether its pages come whole or in parts", () => {
    const pages = [1, 2, 3, 4, 5].map((n) => pageOf(n));
    const whole = layoutToDrafts(pages, OPTIONS);
    expect(whole.filter((d) => d.type === "Header").map((d) => d.metadata.page_number)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    // Every way of cutting the pages into runs (as worker threads or split_pdf_page batches do) agrees.
    for (const size of [1, 2, 3]) {
      const assembler = new DraftAssembler();
      for (let start = 0; start < pages.length; start += size) {
        const part = new DraftAssembler();
        for (const p of pages.slice(start, start + size)) part.add(pageDrafts(p, OPTIONS));
        assembler.add(part.collected());
      }
      expect(assembler.finish()).toEqual(whole);
    }
  });

  it("a running head is a Header on a page of its own; the same line in the body or close to it is not", () => {
    expect(pageDrafts(pageOf(1), OPTIONS).drafts[0]?.type).toBe("Header");
    // Text above it: not at the edge.
    const under = pageDrafts(pageOf(1, [line(72, 20, "Top line of the page"), running()]), OPTIONS).drafts;
    expect(under.map((d) => [d.type, d.text])).toContainEqual(["Header", "Top line of the page"]);
    expect(under.find((d) => d.text === "Chapter One: The Garden")?.type).not.toBe("Header");
    // The body starts right under it (less than a line's height): a heading, not a running head.
    const close = page([running(), ...paragraph(72, 68, ["The body starts straight away on this page."])]);
    expect(pageDrafts(close, OPTIONS).drafts[0]?.type).not.toBe("Header");
    // Starts below the 7 % band: body text, however often it recurs on other pages.
    const low = [1, 2, 3].map((n) => pageOf(n, [running(80)]));
    expect(layoutToDrafts(low, OPTIONS).some((d) => d.type === "Header")).toBe(false);
  });
});

describe("tables from OCR lines", () => {
  /** An OCR line: words with boxes, joined by spaces, 20 px high, as Tesseract returns a table row. */
  function ocrRow(y: number, cells: [number, string][]): LayoutLine {
    const words = cells.flatMap(([x, text]) => {
      let at = x;
      return text.split(" ").map((word) => {
        const box = { x0: at, y0: y, x1: at + word.length * 10, y1: y + 20 };
        at = box.x1 + 6;
        return { text: word, box };
      });
    });
    return {
      text: words.map((w) => w.text).join(" "),
      box: { x0: words[0]?.box.x0 ?? 0, y0: y, x1: words[words.length - 1]?.box.x1 ?? 0, y1: y + 20 },
      fontSize: 20,
      confidence: 90,
      words,
    };
  }

  it("splits a row at the wide gaps and the rules Tesseract reads as '|', and finds the grid", () => {
    const rows = [
      ocrRow(100, [
        [40, "Base 128"],
        [200, "|"],
        [260, "64,058"],
        [500, "800.73 (484.11)"],
        [900, "N/A"],
      ]),
      ocrRow(140, [
        [40, "Base 256"],
        [200, "|"],
        [260, "32,051"],
        [500, "400.64 (242.04)"],
        [900, "N/A"],
      ]),
      ocrRow(180, [
        [40, "Base 512"],
        [260, "16,046"],
        [500, "200.58 (121.01)"],
        [900, "N/A"],
      ]),
      ocrRow(220, [
        [40, "Chipper"],
        [260, "20,843"],
        [500, "260.57 (145.80)"],
        [900, "96.20 (57.53)"],
      ]),
    ];
    expect(cellPieces(rows[0] as LayoutLine).map((p) => p.text)).toEqual([
      "Base 128",
      "64,058",
      "800.73 (484.11)",
      "N/A",
    ]);
    const tables = findTables(rows, [], { width: 1200, height: 1600 }, 20);
    expect(tables).toHaveLength(1);
    expect(tables[0]?.rows).toEqual([
      ["Base 128", "64,058", "800.73 (484.11)", "N/A"],
      ["Base 256", "32,051", "400.64 (242.04)", "N/A"],
      ["Base 512", "16,046", "200.58 (121.01)", "N/A"],
      ["Chipper", "20,843", "260.57 (145.80)", "96.20 (57.53)"],
    ]);
    // A line of prose keeps its words together.
    const prose = ocrRow(300, [[40, "The table above shows the chunk counts for each setting."]]);
    expect(cellPieces(prose)).toHaveLength(1);
  });

  it("finds no table without rules in words Tesseract was unsure of (a script the page was not read in)", () => {
    const rows = (confidence: number) =>
      [100, 140, 180, 220].map((y, i) => ({
        ...ocrRow(y, [
          [40, `Row ${i}`],
          [260, `${i}0,0${i}`],
          [500, `${i}.5 (${i}.1)`],
          [900, "N/A"],
        ]),
        confidence,
      }));
    expect(findTables(rows(90), [], { width: 1200, height: 1600 }, 20)).toHaveLength(1);
    expect(findTables(rows(20), [], { width: 1200, height: 1600 }, 20)).toEqual([]);
  });

  it("keeps a wrapped cell one cell when OCR's line gaps vary, and a header rule's neighbours apart", () => {
    // Booktabs read by OCR: rules above, under the header and below; 26 px type, capitals 20 px high
    // (each line's type band 26 px). The header sits 3 px above the first row, a rule between them; a
    // cell's next line comes 8 px (or, by its letters, 11 px) under its first, the next row 14 px.
    const at = (y: number, cells: [number, string][]) => ({ ...ocrRow(y, cells), fontSize: 26 });
    const rows = [
      at(100, [
        [40, "Exhibit"],
        [300, "Description"],
        [700, "Form"],
      ]),
      at(129, [
        [40, "3.1"],
        [300, "Amended and Restated"],
        [700, "8-K"],
      ]),
      at(163, [[300, "Articles"]]),
      at(203, [
        [40, "3.2"],
        [300, "Second Amended and"],
        [700, "8-K"],
      ]),
      at(240, [[300, "Bylaws"]]),
      at(274, [
        [40, "3.3"],
        [300, "Notes"],
        [700, "8-K"],
      ]),
    ];
    const rules = [90, 127, 305].map((y) => ({
      box: { x0: 30, y0: y, x1: 800, y1: y + 1 },
      horizontal: true,
    }));
    const tables = findTables(rows, rules, { width: 1200, height: 1600 }, 26);
    expect(tables.map((table) => table.rows)).toEqual([
      [
        ["Exhibit", "Description", "Form"],
        ["3.1", "Amended and Restated Articles", "8-K"],
        ["3.2", "Second Amended and Bylaws", "8-K"],
        ["3.3", "Notes", "8-K"],
      ],
    ]);
  });
});
