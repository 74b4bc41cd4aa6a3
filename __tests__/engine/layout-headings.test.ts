// Headings on hand-made page geometry: decided by each page against its own body style, so the same
// whichever pages come with it (worker threads, the SDK's page batches), levels from fixed steps of
// type size over the body (OCR pages: their heading styles ranked) and section numbers, and the filters that keep sentences, captions, lists, running heads and OCR noise out.
import { describe, expect, it } from "vitest";
import type { Draft } from "../../src/engine/core/types.js";
import { headingLikeText, numberingDepth, ocrSizeClasses } from "../../src/engine/layout/headings.js";
import {
  DraftAssembler,
  layoutToDrafts,
  type PageDrafts,
  pageDrafts,
} from "../../src/engine/layout/index.js";
import type { LayoutLine, LayoutPage } from "../../src/engine/layout/types.js";

const OPTIONS = { coordinates: false, includePageBreaks: false, filename: "test.pdf" };

/** A line at (x, y) in `size` pt type, half an em per character. */
function line(x: number, y: number, text: string, size = 10, extra: Partial<LayoutLine> = {}): LayoutLine {
  return {
    text,
    box: { x0: x, y0: y, x1: x + text.length * size * 0.5, y1: y + size },
    fontSize: size,
    ...extra,
  };
}

const SENTENCES = [
  "The committee met twice during the spring and agreed on the plan for the",
  "new garden beds along the southern wall, where the soil drains well and",
  "the afternoon sun reaches the plants for most of the growing season.",
];

/** A paragraph of body text, 12 pt leading, from y. */
function paragraph(y: number, size = 10): LayoutLine[] {
  return SENTENCES.map((text, i) => line(72, y + i * size * 1.2, text, size));
}

function page(pageNumber: number, lines: LayoutLine[]): LayoutPage {
  return { pageNumber, width: 612, height: 792, lines };
}

const titles = (drafts: readonly Draft[]) =>
  drafts.filter((d) => d.type === "Title").map((d) => [d.text, d.metadata.category_depth]);

describe("headings decided page by page", () => {
  const pages = [
    // A cover page: a title, a subtitle and one short line; no body text to compare with on the page.
    page(1, [
      line(72, 200, "Garden Report", 24, { bold: true }),
      line(72, 240, "Spring Planting", 14, { bold: true }),
      line(72, 270, "Prepared by the committee", 10),
    ]),
    page(2, [
      line(72, 100, "Spring Planting", 14, { bold: true }),
      ...paragraph(125),
      line(72, 175, "Soil", 10, { bold: true }),
      ...paragraph(192),
      line(72, 240, "Seeds", 10, { bold: true }),
      ...paragraph(257),
    ]),
  ];

  it("levels headings by fixed steps of size over their page's body, the same on every page", () => {
    // 24 pt over 10: display type (0); 14 pt: 1.4 times (1); bold in the body's size: below every step.
    expect(titles(layoutToDrafts(pages, OPTIONS))).toEqual([
      ["Garden Report", 0],
      ["Spring Planting", 1],
      ["Spring Planting", 1],
      ["Soil", 7],
      ["Seeds", 7],
    ]);
  });

  it("takes a large passage the page break splits for a paragraph, not a heading", () => {
    // Three lines in 18 pt end page 1 mid-sentence; page 2 goes on in that type, in lower case.
    const big = [
      line(72, 600, "Then the text gets big again so that a", 18),
      line(72, 622, "natural page break falls inside of this", 18),
      line(72, 644, "passage, right here", 18),
    ];
    const split = [
      page(1, [...paragraph(100), ...paragraph(160), ...big]),
      page(2, [line(72, 72, "and then more of the text proceeds.", 18), ...paragraph(120)]),
    ];
    expect(titles(layoutToDrafts(split, OPTIONS))).toEqual([]);
    // Page 1 alone decides it the same (a batch of pages that ends there), and page 2's "Results" is a
    // heading of its own.
    expect(titles(layoutToDrafts([split[0] as LayoutPage], OPTIONS))).toEqual([]);
    const apart = [split[0] as LayoutPage, page(2, [line(72, 72, "Results", 18), ...paragraph(120)])];
    expect(titles(layoutToDrafts(apart, OPTIONS)).map(([text]) => text)).toContain("Results");
  });

  it("types and levels a page's headings the same whichever pages come with it (the SDK's split PDFs)", () => {
    const whole = layoutToDrafts(pages, OPTIONS);
    for (const [i, alone] of pages.entries()) {
      const batch = layoutToDrafts([alone], OPTIONS);
      expect(batch).toEqual(whole.filter((d) => d.metadata.page_number === i + 1));
    }
  });

  it("decides the same when the pages come in parts from worker threads, and keeps cues out of metadata", () => {
    const whole = layoutToDrafts(pages, OPTIONS);
    const parts = pages.map((p) => {
      const run = new DraftAssembler();
      run.add(pageDrafts(p, OPTIONS));
      // A worker posts its run's drafts as JSON.
      return JSON.parse(JSON.stringify(run.collected())) as PageDrafts;
    });
    const assembler = new DraftAssembler();
    for (const part of parts) assembler.add(part);
    const assembled = assembler.finish();
    expect(assembled).toEqual(whole);
    const known = new Set([
      "page_number",
      "category_depth",
      "emphasized_text_contents",
      "emphasized_text_tags",
    ]);
    for (const draft of assembled) {
      expect(Object.keys(draft)).toEqual(["type", "text", "metadata"]);
      for (const key of Object.keys(draft.metadata)) expect(known.has(key)).toBe(true);
    }
  });

  it("types a page's lines in its own running type alike whatever pages are read with it", () => {
    // Two pages of references in 9 pt, then an appendix in the document's 11 pt running type with a
    // table's header cells left as lines: read alone with the references (a page batch), the appendix's
    // 11 pt would be larger than that run's body; its own page's body says it is running text.
    const references = (n: number) =>
      page(
        n,
        Array.from({ length: 40 }, (_, i) => line(72, 60 + i * 16, `${SENTENCES[i % 3]} (${n}${i})`, 9)),
      );
    const appendix = page(3, [
      ...Array.from({ length: 20 }, (_, i) => line(72, 60 + i * 14, SENTENCES[i % 3] as string, 11)),
      line(72, 400, "Retrieval Accuracy", 11, { bold: true }),
      line(72, 430, "Gold Retrieval Baseline", 11),
      line(72, 460, "44.9 66.8 78.1 85.0", 9),
      ...Array.from({ length: 20 }, (_, i) => line(72, 500 + i * 14, SENTENCES[i % 3] as string, 11)),
    ]);
    const running = (n: number) =>
      page(
        n,
        Array.from({ length: 40 }, (_, i) => line(72, 60 + i * 14, SENTENCES[i % 3] as string, 11)),
      );
    const whole = layoutToDrafts(
      [running(1), running(2), references(3), references(4), { ...appendix, pageNumber: 5 }],
      OPTIONS,
    );
    const batch = layoutToDrafts([references(3), references(4), { ...appendix, pageNumber: 5 }], OPTIONS);
    const typesOf = (drafts: readonly Draft[]) =>
      drafts.filter((d) => d.metadata.page_number === 5).map((d) => [d.text, d.type]);
    expect(typesOf(batch)).toEqual(typesOf(whole));
    expect(titles(batch)).toEqual([["Retrieval Accuracy", 7]]);
  });

  it("lets section numbers set the depth when the styles do not differ", () => {
    const drafts = layoutToDrafts(
      [
        page(1, [
          line(72, 100, "5 Results", 12, { bold: true }),
          ...paragraph(120),
          line(72, 170, "5.1 Setup", 12, { bold: true }),
          ...paragraph(190),
          line(72, 240, "5.1.1 Beds", 12, { bold: true }),
          ...paragraph(260),
          line(72, 310, "6 Discussion", 12, { bold: true }),
          ...paragraph(330),
        ]),
      ],
      OPTIONS,
    );
    // 12 pt over 10 is the fourth step (3); deeper numbers a level each below.
    expect(titles(drafts)).toEqual([
      ["5 Results", 3],
      ["5.1 Setup", 4],
      ["5.1.1 Beds", 5],
      ["6 Discussion", 3],
    ]);
  });

  it("keeps a numbered list in body type as list items, a bold numbered heading in body type as a Title", () => {
    const drafts = layoutToDrafts(
      [
        page(1, [
          line(72, 100, "2. Planting", 10, { bold: true }),
          ...paragraph(117),
          line(72, 160, "1. Dig the beds over before the frost comes in the autumn.", 10),
          line(72, 175, "2. Spread compost over the beds once the ground has thawed.", 10),
          line(72, 190, "3. Sow the seeds in rows a hand's width apart from each other.", 10),
          ...paragraph(210),
        ]),
      ],
      OPTIONS,
    );
    expect(titles(drafts)).toEqual([["2. Planting", 7]]);
    expect(drafts.filter((d) => d.type === "ListItem")).toHaveLength(3);
  });

  it("makes no Title of short body text, a run of bold lines, or a running head that comes back", () => {
    const running = (n: number) =>
      page(n, [
        line(72, 30, "Garden Club Newsletter", 14, { bold: true }),
        ...paragraph(100),
        line(72, 150, "Contact the committee", 10),
        ...paragraph(170),
        line(72, 220, "Ann Smith", 10, { bold: true }),
        line(72, 237, "Bob Jones", 10, { bold: true }),
        line(72, 254, "Cleo Brown", 10, { bold: true }),
        ...paragraph(274),
      ]);
    const drafts = layoutToDrafts([running(1), running(2)], OPTIONS);
    expect(titles(drafts)).toEqual([]);
    expect(drafts.filter((d) => d.type === "Header").map((d) => d.text)).toEqual([
      "Garden Club Newsletter",
      "Garden Club Newsletter",
    ]);
    expect(drafts.find((d) => d.text === "Ann Smith")?.type).toBe("UncategorizedText");
  });

  it("keeps a heading that comes back at the top of a page far away a heading, each time", () => {
    const chapter = (n: number, heading: string) =>
      page(n, [line(72, 30, heading, 18, { bold: true }), ...paragraph(100), ...paragraph(200)]);
    const body = (n: number) => page(n, [...paragraph(100), ...paragraph(200)]);
    const drafts = layoutToDrafts(
      [chapter(1, "Table of Contents"), body(2), body(3), body(4), chapter(5, "Table of Contents")],
      OPTIONS,
    );
    expect(titles(drafts)).toEqual([
      ["Table of Contents", 0],
      ["Table of Contents", 0],
    ]);
    // On pages two apart (left-hand pages of a book), the same line runs.
    const facing = layoutToDrafts([chapter(1, "Field Guide"), body(2), chapter(3, "Field Guide")], OPTIONS);
    expect(facing.filter((d) => d.type === "Header").map((d) => d.text)).toEqual([
      "Field Guide",
      "Field Guide",
    ]);
  });

  it("on OCR pages, only a clearly larger line is larger type", () => {
    const ocr = (x: number, y: number, text: string, height: number): LayoutLine => ({
      ...line(x, y, text, height),
      confidence: 90,
    });
    const body = SENTENCES.map((text, i) => ocr(72, 200 + i * 50, text, 40));
    const drafts = layoutToDrafts(
      [
        page(1, [
          ocr(72, 60, "Annual Report", 56),
          ocr(72, 140, "Planting Season", 46),
          ...body,
          ...SENTENCES.map((text, i) => ocr(72, 400 + i * 50, text, 40)),
        ]),
      ],
      OPTIONS,
    );
    expect(titles(drafts)).toEqual([["Annual Report", 0]]);
  });

  it("on OCR pages, bold headings of one style measured a few percent apart share a level", () => {
    const ocr = (y: number, text: string, height: number, bold = false): LayoutLine => ({
      ...line(72, y, text, height, { bold }),
      confidence: 90,
    });
    const body = (y: number) => SENTENCES.map((text, i) => ocr(y + i * 45, text, 33));
    const drafts = layoutToDrafts(
      [
        page(1, [
          ocr(40, "Winter Sports", 52, true),
          ...body(110),
          ocr(280, "First-class Test", 37, true),
          ...body(340),
          ocr(510, "Compulsory Figures", 35, true),
          ...body(570),
        ]),
      ],
      OPTIONS,
    );
    expect(titles(drafts)).toEqual([
      ["Winter Sports", 0],
      ["First-class Test", 1],
      ["Compulsory Figures", 1],
    ]);
    // Classes start at their smallest size: 35 and 37 are one, 41 another, 52 a third.
    expect([...ocrSizeClasses([52, 37, 35, 41, 37])]).toEqual([
      [35, 0],
      [37, 0],
      [41, 1],
      [52, 2],
    ]);
  });

  it("on OCR pages, large marks Tesseract was unsure of (a diagram read as letters) head nothing", () => {
    const ocr = (y: number, text: string, height: number, confidence = 90): LayoutLine => ({
      ...line(72, y, text, height),
      confidence,
    });
    const body = (y: number) => SENTENCES.map((text, i) => ocr(y + i * 50, text, 40));
    const read = (confidence: number) =>
      layoutToDrafts(
        [
          page(1, [
            ocr(60, "Annual Report", 56),
            ...body(140),
            ocr(400, "Ww RWW Ww N", 56, confidence),
            ...body(480),
          ]),
        ],
        OPTIONS,
      );
    expect(titles(read(17))).toEqual([["Annual Report", 0]]);
    expect(titles(read(85))).toEqual([
      ["Annual Report", 0],
      ["Ww RWW Ww N", 0],
    ]);
  });

  it("on OCR pages, a numbered line in body type is a heading when set closer to the text it heads", () => {
    const ocr = (y: number, text: string, size = 40): LayoutLine => ({
      ...line(72, y, text, size),
      confidence: 90,
    });
    const lines = (y: number) => SENTENCES.map((text, i) => ocr(y + i * 50, text));
    // Lines 40 px tall, 50 px apart; the numbered lines (`size` px tall) 60 px below a paragraph and
    // 40 px above the next one, or 40 px from both, spaced like the paragraphs.
    const spaced = (before: number, after: number, size = 40) => {
      const next = after + size;
      return layoutToDrafts(
        [
          page(1, [
            ...lines(100),
            ocr(240 + before, "3. Layout Detection Models", size),
            ...lines(240 + before + next),
            ocr(380 + 2 * before + next, "4. Natural Seed Dispersal", size),
            ...lines(380 + 2 * before + 2 * next),
          ]),
        ],
        OPTIONS,
      );
    };
    expect(titles(spaced(60, 40))).toEqual([
      ["3. Layout Detection Models", 0],
      ["4. Natural Seed Dispersal", 0],
    ]);
    expect(titles(spaced(40, 40))).toEqual([]);
    // Type a little larger than the paragraphs' (less than OCR's clearly larger) sets the line apart.
    expect(titles(spaced(40, 40, 46))).toEqual([
      ["3. Layout Detection Models", 0],
      ["4. Natural Seed Dispersal", 0],
    ]);
  });

  it("on OCR pages, a section number measured at its cap height joins its heading", () => {
    const ocr = (x: number, y: number, text: string, size: number, extra: Partial<LayoutLine> = {}) => ({
      ...line(x, y, text, size),
      confidence: 90,
      ...extra,
    });
    // As read from a 300-dpi scan: "2." alone, its em measured as its figures' height (47 px), beside a
    // bold heading of 64 px type on the same baseline, then body text.
    const drafts = layoutToDrafts(
      [
        page(1, [
          { ...ocr(270, 465, "2.", 47), box: { x0: 270, y0: 465, x1: 316, y1: 512 } },
          {
            ...ocr(335, 464, "Virtual Machine Scorecard", 64, { bold: true }),
            box: { x0: 335, y0: 464, x1: 1583, y1: 513 },
          },
          ...SENTENCES.map((text, i) => ocr(336, 580 + i * 66, text, 42)),
        ]),
      ],
      OPTIONS,
    );
    expect(titles(drafts)).toEqual([["2. Virtual Machine Scorecard", 0]]);
  });
});

describe("heading text filters", () => {
  it("refuses sentences, captions, trailing commas and hyphens, figures and long text", () => {
    expect(headingLikeText("Natural dispersal", 1)).toBe(true);
    expect(headingLikeText("5. Natural dispersal", 1)).toBe(true);
    expect(headingLikeText("5. 1. CONFLICTS OF INTEREST", 1)).toBe(true);
    expect(headingLikeText("What is a seed bank?", 1)).toBe(true);
    expect(headingLikeText("Results. We counted the seeds in every trap.", 1)).toBe(false);
    expect(headingLikeText("Table 2: seed counts by transect", 1)).toBe(false);
    expect(headingLikeText("Figure 3 Seed traps", 1)).toBe(false);
    expect(headingLikeText("the seeds of the trees,", 1)).toBe(false);
    expect(headingLikeText("seed disper-", 1)).toBe(false);
    expect(headingLikeText("12.5 %", 1)).toBe(false);
    expect(headingLikeText("The seeds were counted in every trap along the line.", 1)).toBe(false);
    expect(headingLikeText("Natural dispersal", 5)).toBe(false);
  });

  it("reads numbering depth from arabic section numbers only", () => {
    expect(numberingDepth("5 Results")).toBe(1);
    expect(numberingDepth("5. Natural dispersal")).toBe(1);
    expect(numberingDepth("5.2 Wind")).toBe(2);
    expect(numberingDepth("5.2.1 Gusts")).toBe(3);
    expect(numberingDepth("III. Methods")).toBe(0);
    expect(numberingDepth("Results")).toBe(0);
  });
});
