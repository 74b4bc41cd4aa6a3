// PowerPoint 2007+ (.pptx): slide order, reading order of shapes (groups, inherited placeholder
// positions), titles, bullets and levels, tables, notes, page breaks; ids against the reference's output;
// every corpus deck; corrupted decks.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { Element } from "../../../src/contract/element.js";
import { parsePartitionParameters } from "../../../src/contract/partition.js";
import { InvalidDocumentError, LimitExceededError } from "../../../src/engine/core/errors.js";
import { DEFAULT_LIMITS, type FormatContext } from "../../../src/engine/core/types.js";
import { partitionPptx } from "../../../src/engine/formats/pptx.js";
import { MAX_XML_DEPTH } from "../../../src/engine/formats/word/xml.js";
import { partition } from "../../../src/engine/partition.js";
import { corpusDir, corpusPath } from "../../helpers/corpus.js";
import { expectElementsOrEngineError, mutations, seededRandom } from "../../helpers/mutations.js";

const FIXTURES = new URL("../../fixtures/slides/", import.meta.url).pathname;
const NS =
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ' +
  'xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

interface Para {
  text: string;
  lvl?: number;
  bullet?: boolean;
  /** The text is already XML (entities and all). */
  raw?: boolean;
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function paragraph({ text, lvl, bullet, raw }: Para): string {
  const pPr =
    lvl !== undefined || bullet
      ? `<a:pPr${lvl !== undefined ? ` lvl="${lvl}"` : ""}>${bullet ? '<a:buChar char="•"/>' : ""}</a:pPr>`
      : "";
  const runs = text
    .split("\n")
    .map((line) => `<a:r><a:t>${raw ? line : escapeXml(line)}</a:t></a:r>`)
    .join("<a:br/>");
  return `<a:p>${pPr}${runs}</a:p>`;
}

function shape(opts: { ph?: string; at?: [x: number, y: number]; paras: Para[] }): string {
  const ph = opts.ph ? `<p:nvPr>${opts.ph}</p:nvPr>` : "<p:nvPr/>";
  const xfrm = opts.at
    ? `<a:xfrm><a:off x="${opts.at[0]}" y="${opts.at[1]}"/><a:ext cx="10" cy="10"/></a:xfrm>`
    : "";
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="2" name="s"/><p:cNvSpPr/>${ph}</p:nvSpPr><p:spPr>${xfrm}</p:spPr>` +
    `<p:txBody><a:bodyPr/>${opts.paras.map(paragraph).join("")}</p:txBody></p:sp>`
  );
}

function group(children: string[]): string {
  return `<p:grpSp><p:nvGrpSpPr><p:cNvPr id="9" name="g"/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${children.join("")}</p:grpSp>`;
}

function table(at: [number, number], rows: string[][]): string {
  const trs = rows
    .map(
      (row) =>
        `<a:tr h="1">${row
          .map(
            (cell) =>
              `<a:tc><a:txBody><a:bodyPr/>${cell
                .split("|")
                .map((t) => paragraph({ text: t }))
                .join("")}</a:txBody></a:tc>`,
          )
          .join("")}</a:tr>`,
    )
    .join("");
  return (
    `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="5" name="t"/><p:cNvGraphicFramePr/><p:nvPr/></p:nvGraphicFramePr>` +
    `<p:xfrm><a:off x="${at[0]}" y="${at[1]}"/><a:ext cx="1" cy="1"/></p:xfrm><a:graphic>` +
    `<a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/table"><a:tbl>${trs}</a:tbl></a:graphicData></a:graphic></p:graphicFrame>`
  );
}

const part = (root: string, body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><p:${root} ${NS}>${body}</p:${root}>`;
const slide = (shapes: string[]) => part("sld", `<p:cSld><p:spTree>${shapes.join("")}</p:spTree></p:cSld>`);
const rels = (list: [id: string, type: string, target: string][]) =>
  `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${list
    .map(([id, type, target]) => `<Relationship Id="${id}" Type="${REL}/${type}" Target="${target}"/>`)
    .join("")}</Relationships>`;

/** A two-slide deck whose first slide (slide2.xml) exercises the reading-order and typing rules. */
function buildDeck(): Uint8Array {
  const first = slide([
    // Title placeholder without a position: it takes the layout's (y = 100).
    shape({
      ph: '<p:ph type="title"/>',
      paras: [{ text: "Quarterly Review" }, { text: "Second title line" }],
    }),
    // A text box above the title.
    shape({ at: [10, 50], paras: [{ text: "Draft & confidential" }] }),
    shape({
      ph: '<p:ph type="body" idx="1"/>',
      at: [10, 200],
      paras: [
        { text: "First point", bullet: true },
        { text: "Sub point", bullet: true, lvl: 1 },
        { text: "The results were better than we expected this year." },
        { text: "alice@example.com" },
        { text: "line one\nline two", lvl: 2 },
        { text: "2023" },
        { text: "   " },
      ],
    }),
    // Group members are ordered among the slide's shapes by their own offsets.
    group([
      shape({ at: [10, 500], paras: [{ text: "Beta Group" }] }),
      shape({ at: [10, 300], paras: [{ text: "Alpha Group" }] }),
    ]),
    // Off the slide: skipped.
    shape({ at: [-100, -100], paras: [{ text: "Hidden off slide" }] }),
    table(
      [10, 600],
      [
        ["Name", "Score"],
        ["a < b", ""],
        ["two|lines", "9"],
      ],
    ),
  ]);
  const second = slide([shape({ ph: '<p:ph type="ctrTitle"/>', at: [0, 0], paras: [{ text: "Closing" }] })]);
  const notes = part(
    "notes",
    `<p:cSld><p:spTree>${shape({ ph: '<p:ph type="sldImg"/>', paras: [] })}${shape({ ph: '<p:ph type="body" idx="1"/>', paras: [{ text: "Speaker notes here." }, { text: "More notes." }] })}</p:spTree></p:cSld>`,
  );
  const layout = part(
    "sldLayout",
    `<p:cSld><p:spTree>${shape({ ph: '<p:ph type="title"/>', at: [10, 100], paras: [] })}</p:spTree></p:cSld>`,
  );
  const master = part(
    "sldMaster",
    `<p:cSld><p:spTree>${shape({ ph: '<p:ph type="title"/>', at: [10, 7], paras: [] })}</p:spTree></p:cSld>`,
  );
  return zipSync({
    "[Content_Types].xml": strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    "_rels/.rels": strToU8(rels([["rId1", "officeDocument", "ppt/presentation.xml"]])),
    "ppt/presentation.xml": strToU8(
      part(
        "presentation",
        '<p:sldIdLst><p:sldId id="256" r:id="rId3"/><p:sldId id="257" r:id="rId2"/></p:sldIdLst>',
      ),
    ),
    "ppt/_rels/presentation.xml.rels": strToU8(
      rels([
        ["rId2", "slide", "slides/slide1.xml"],
        ["rId3", "slide", "slides/slide2.xml"],
      ]),
    ),
    "ppt/slides/slide2.xml": strToU8(first),
    "ppt/slides/_rels/slide2.xml.rels": strToU8(
      rels([["rId1", "slideLayout", "../slideLayouts/slideLayout1.xml"]]),
    ),
    "ppt/slides/slide1.xml": strToU8(second),
    "ppt/slides/_rels/slide1.xml.rels": strToU8(
      rels([
        ["rId1", "slideLayout", "../slideLayouts/slideLayout1.xml"],
        ["rId2", "notesSlide", "/ppt/notesSlides/notesSlide1.xml"],
      ]),
    ),
    "ppt/notesSlides/notesSlide1.xml": strToU8(notes),
    "ppt/slideLayouts/slideLayout1.xml": strToU8(layout),
    "ppt/slideLayouts/_rels/slideLayout1.xml.rels": strToU8(
      rels([["rId1", "slideMaster", "../slideMasters/slideMaster1.xml"]]),
    ),
    "ppt/slideMasters/slideMaster1.xml": strToU8(master),
  });
}

const summary = (elements: { type: string; text: string; metadata: Record<string, unknown> }[]) =>
  elements.map((e) => [e.type, e.text, e.metadata.page_number, e.metadata.category_depth]);

function context(data: Uint8Array, fields: Record<string, unknown> = {}): FormatContext {
  return {
    data,
    filename: "deck.pptx",
    fileType: { name: "pptx" } as FormatContext["fileType"],
    params: parsePartitionParameters(fields),
    limits: DEFAULT_LIMITS,
    partitionEmbedded: async () => [],
  };
}

describe("pptx slides", () => {
  const deck = buildDeck();

  it("reads slides in presentation order with the reference's reading order and types", () => {
    expect(summary(partitionPptx(context(deck)))).toEqual([
      ["Title", "Draft & confidential", 1, 1],
      ["Title", "Quarterly Review", 1, 0],
      ["Title", "Second title line", 1, 1],
      ["ListItem", "First point", 1, 0],
      ["ListItem", "Sub point", 1, 1],
      ["NarrativeText", "The results were better than we expected this year.", 1, 0],
      ["EmailAddress", "alice@example.com", undefined, undefined],
      ["Title", "line one\vline two", 1, 3],
      ["UncategorizedText", "2023", 1, 0],
      ["Title", "Alpha Group", 1, 1],
      ["Title", "Beta Group", 1, 1],
      ["Table", "Name Score a < b two lines 9", 1, undefined],
      ["NarrativeText", "Speaker notes here.\nMore notes.", 2, 0],
      ["Title", "Closing", 2, 0],
    ]);
  });

  it("gives tables compact text_as_html", () => {
    const table = partitionPptx(context(deck)).find((d) => d.type === "Table");
    expect(table?.metadata.text_as_html).toBe(
      "<table><tr><td>Name</td><td>Score</td></tr><tr><td>a &lt; b</td><td/></tr><tr><td>two<br/>lines</td><td>9</td></tr></table>",
    );
  });

  it("leaves notes out when include_slide_notes is false, and puts page breaks between slides", () => {
    const drafts = partitionPptx(context(deck, { include_slide_notes: false, include_page_breaks: true }));
    expect(drafts.some((d) => d.text.startsWith("Speaker notes"))).toBe(false);
    const breaks = drafts.filter((d) => d.type === "PageBreak");
    expect(breaks).toEqual([{ type: "PageBreak", text: "", metadata: { page_number: 1 } }]);
    expect(drafts[drafts.length - 2]?.type).toBe("PageBreak");
  });

  it("goes through the pipeline with filetype, languages, ids and parents", async () => {
    const elements = await partition({ data: deck, filename: "deck.pptx" });
    expect(elements[0]?.metadata.filetype).toBe(
      "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    );
    expect(elements[0]?.metadata.filename).toBe("deck.pptx");
    expect(elements.every((e) => /^[0-9a-f]{32}$/.test(e.element_id))).toBe(true);
    const title = elements.find((e) => e.text === "Second title line") as Element;
    expect(elements.find((e) => e.text === "First point")?.metadata.parent_id).toBe(title.element_id);
    const shifted = await partition(
      { data: deck, filename: "deck.pptx" },
      parsePartitionParameters({ starting_page_number: 5 }),
    );
    expect(shifted.find((e) => e.text === "Closing")?.metadata.page_number).toBe(6);
  });

  it("decodes character references and keeps hostile nesting off the call stack", () => {
    const text = "caf&#233; &#x2014; &lt;ok&gt; &quot;q&quot; &apos;a&apos; &unknown;";
    const files = unzipSync(deck);
    files["ppt/slides/slide1.xml"] = strToU8(slide([shape({ at: [1, 1], paras: [{ text, raw: true }] })]));
    const drafts = partitionPptx(context(zipSync(files)));
    expect(drafts.map((d) => d.text)).toContain("café — <ok> \"q\" 'a' &unknown;");

    // The shared XML parser (word/xml.ts) bounds nesting: within MAX_XML_DEPTH the walk reads the text,
    // beyond it the part is refused as unreadable XML instead of being parsed at all.
    const nested = (levels: number) =>
      `${"<p:grpSp>".repeat(levels)}${shape({ at: [1, 1], paras: [{ text: "deep" }] })}${"</p:grpSp>".repeat(levels)}`;
    files["ppt/slides/slide1.xml"] = strToU8(slide([nested(MAX_XML_DEPTH - 20)]));
    expect(partitionPptx(context(zipSync(files))).map((d) => d.text)).toContain("deep");
    files["ppt/slides/slide1.xml"] = strToU8(slide([nested(20_000)]));
    expect(() => partitionPptx(context(zipSync(files)))).toThrow(InvalidDocumentError);
    expect(() => partitionPptx(context(zipSync(files)))).toThrow(/slide1\.xml/);
  });

  it("refuses what is not a presentation, and zip bombs before inflating them", async () => {
    const noPresentation = zipSync({ "ppt/slides/slide1.xml": strToU8(slide([])) });
    expect(() => partitionPptx(context(noPresentation))).toThrow(InvalidDocumentError);
    expect(() => partitionPptx(context(strToU8("not a zip at all")))).toThrow(InvalidDocumentError);
    await expect(
      partition({ data: deck, filename: "deck.pptx" }, undefined, { limits: { maxUncompressedBytes: 2000 } }),
    ).rejects.toThrow(LimitExceededError);
    await expect(
      partition({ data: deck, filename: "deck.pptx" }, undefined, { limits: { maxArchiveEntries: 3 } }),
    ).rejects.toThrow(LimitExceededError);
  });
});

describe("pptx conformance with the reference", () => {
  it("reproduces fake-power-point.pptx (types, texts, ids)", async () => {
    const data = readFileSync(join(FIXTURES, "fake-power-point.pptx"));
    const elements = await partition({ data, filename: "fake-power-point.pptx" });
    // From the reference's ingest output (multi-doc-against-open-source-output/fake-power-point.pptx.json).
    expect(elements.map((e) => [e.type, e.text, e.element_id])).toEqual([
      ["Title", "Adding a Bullet Slide", "0b24c570d8e8f681e8a1ac639d4ba5ce"],
      ["ListItem", "Find the bullet slide layout", "ad722aae20535a20f96d29b83b36eaa7"],
      ["ListItem", "Use _TextFrame.text for first bullet", "815e04d622abd491ccf6db0492dc14ad"],
      [
        "ListItem",
        "Use _TextFrame.add_paragraph() for subsequent bullets",
        "9ed9b67d6f809bc990dd33f5c12970fb",
      ],
      ["NarrativeText", "Here is a lot of text!", "39ff069515bea564498f260fda5f3668"],
      ["NarrativeText", "Here is some text in a text box!", "3bcefafea90176451b073b9a3b19254e"],
    ]);
    expect(elements.map((e) => e.metadata.category_depth)).toEqual([0, 0, 1, 2, 0, 0]);
  });
});

const corpus = corpusDir();

describe.runIf(corpus)("pptx corpus", () => {
  const files = corpus
    ? [
        ...readdirSync(join(corpus, "example-docs"))
          .filter((f) => f.endsWith(".pptx"))
          .map((f) => join(corpus, "example-docs", f)),
        ...readdirSync(join(corpus, "api-sample-docs"))
          .filter((f) => f.endsWith(".pptx"))
          .map((f) => join(corpus, "api-sample-docs", f)),
        join(corpus, "example-docs", "language-docs", "eng_spa_mult.pptx"),
      ]
    : [];

  it.each(files)("partitions %s within 10 s", async (file) => {
    const outcome = await expectElementsOrEngineError(
      () => partition({ data: readFileSync(file), filename: file.split("/").pop() }),
      file,
      10_000,
    );
    expect(outcome).toBe("elements");
  });

  it("emits notes of notes.pptx first, as NarrativeText", async () => {
    const path = corpusPath("api-sample-docs", "notes.pptx") as string;
    const elements = await partition({ data: readFileSync(path), filename: "notes.pptx" });
    expect(elements.map((e) => [e.type, e.text])).toEqual([
      ["NarrativeText", "Here are important notes"],
      ["Title", "Detecting notes"],
      ["ListItem", "Detect notes on this slide"],
    ]);
  });

  it("reads the table of fake-power-point-table.pptx as the reference does", async () => {
    const path = corpusPath("example-docs", "fake-power-point-table.pptx") as string;
    const elements = await partition({ data: readFileSync(path), filename: "fake-power-point-table.pptx" });
    expect(elements[1]?.metadata.text_as_html).toBe(
      "<table><tr><td>Column 1</td><td>Column 2</td><td>Column 3</td></tr><tr><td>Red</td><td>Green</td><td>Blue</td></tr>" +
        "<tr><td>Purple</td><td>Orange</td><td>Yellow</td></tr><tr><td>Tangerine</td><td>Pink</td><td>Aqua</td></tr></table>",
    );
  });
});

describe("pptx robustness", () => {
  const original = new Uint8Array(readFileSync(join(FIXTURES, "fake-power-point.pptx")));

  it("gives elements or typed errors for 250 corrupted copies of a real deck", async () => {
    for (const [i, variant] of mutations(original, 250, 23).entries()) {
      await expectElementsOrEngineError(
        () => partition({ data: variant.data, filename: "fake-power-point.pptx" }),
        `variant ${i} (${variant.kind})`,
      );
    }
  });

  it("gives elements or typed errors when the slide XML inside a valid zip is damaged", async () => {
    const files = unzipSync(original);
    const xml = files["ppt/slides/slide1.xml"] as Uint8Array;
    const random = seededRandom(5);
    for (const [i, variant] of mutations(xml, 100, 17).entries()) {
      const copy: Record<string, Uint8Array> = { ...files, "ppt/slides/slide1.xml": variant.data };
      if (random() < 0.3) copy["ppt/_rels/presentation.xml.rels"] = variant.data;
      await expectElementsOrEngineError(
        () => partition({ data: zipSync(copy), filename: "fake-power-point.pptx" }),
        `xml variant ${i} (${variant.kind})`,
      );
    }
  });
});
