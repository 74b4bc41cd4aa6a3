import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { InvalidDocumentError, LimitExceededError } from "../../../src/engine/core/errors.js";
import { partitionRtf, rtfToHtml } from "../../../src/engine/formats/rtf.js";
import { corpusPath } from "../../helpers/corpus.js";
import {
  corpusFiles,
  expectElementsOrTypedError,
  mutationRun,
  run,
  runFormat,
  summary,
} from "./markup-support.js";

const latin1 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
const partition = (rtf: string) => runFormat(partitionRtf, latin1(rtf), "doc.rtf");
/** Paragraph types come from the text classifier; "Text" stands for either of them here. */
const kind = (type: string) => (type === "NarrativeText" || type === "UncategorizedText" ? "Text" : type);

const FAKE_DOC = String.raw`{\rtf1\ansi\deff0
{\pard \ql \f0 \sa180 \li0 \fi0 \outlinelevel0 \b \fs36 My First Heading\par}
{\pard \ql \f0 \sa180 \li0 \fi0 My first paragraph.\par}
{\pard \sa180 \li0 \fi0 \b Table Example:\par}
{\trowd\cellx3000\cellx6000
\pard\intbl\qc\fs20 Column 1\cell Column 2\cell\row
\pard\intbl\qc\fs20 Row 1, Cell 1\cell Row 1, Cell 2\cell\row
}
}`;

describe("rtf: structure", () => {
  it("reads headings, paragraphs, emphasis and tables", async () => {
    const drafts = await partition(FAKE_DOC);
    expect(drafts.map((d) => [kind(d.type), d.text, d.metadata.category_depth])).toEqual([
      ["Title", "My First Heading", 0],
      ["Text", "My first paragraph.", undefined],
      ["Text", "Table Example:", undefined],
      ["Table", "Column 1 Column 2 Row 1, Cell 1 Row 1, Cell 2", undefined],
    ]);
    expect(drafts[2]?.metadata.emphasized_text_tags).toEqual(["b"]);
    expect(drafts[3]?.metadata.text_as_html).toBe(
      "<table><tr><td>Column 1</td><td>Column 2</td></tr><tr><td>Row 1, Cell 1</td><td>Row 1, Cell 2</td></tr></table>",
    );
  });

  it("takes heading levels from the stylesheet", async () => {
    const drafts =
      await partition(String.raw`{\rtf1{\stylesheet{\s0 Normal;}{\s2\sbasedon0 heading 2;}{\s5\outlinelevel3 Custom;}}
\pard\s2 Styled Heading\par
\pard\s5 Outline Styled\par
\pard\s0 Body text follows here.\par}`);
    expect(drafts.map((d) => [kind(d.type), d.text, d.metadata.category_depth])).toEqual([
      ["Title", "Styled Heading", 1],
      ["Title", "Outline Styled", 3],
      ["Text", "Body text follows here.", undefined],
    ]);
  });

  it("nests list paragraphs by \\ilvl and drops the rendered bullets", async () => {
    const drafts = await partition(String.raw`{\rtf1\ansi
\pard\ls1\ilvl0{\listtext\'95\tab}First item\par
\pard\ls1\ilvl1{\listtext o\tab}Nested item\par
\pard\ls1\ilvl0{\listtext\'95\tab}Second item\par
\pard{\pntext\f1 1.\tab}{\*\pn\pnlvlbody\pndec}Old style item\par
\pard Plain paragraph after.\par}`);
    expect(drafts.map((d) => [kind(d.type), d.text, d.metadata.category_depth])).toEqual([
      ["ListItem", "First item", 1],
      ["ListItem", "Nested item", 2],
      ["ListItem", "Second item", 1],
      ["ListItem", "Old style item", 1],
      ["Text", "Plain paragraph after.", undefined],
    ]);
  });

  it("records hyperlinks and line breaks", async () => {
    const [p] = await partition(
      String.raw`{\rtf1 See {\field{\*\fldinst{HYPERLINK "https://x.test/a"}}{\fldrslt{\ul the site}}} now\line and {\i later}.\par}`,
    );
    expect(p?.text).toBe("See the site now and later.");
    expect(p?.metadata.link_texts).toEqual(["the site"]);
    expect(p?.metadata.link_urls).toEqual(["https://x.test/a"]);
    expect(p?.metadata.emphasized_text_tags).toEqual(["i"]);
  });

  it("skips destinations, hidden text and binary data", async () => {
    const drafts = await partition(
      String.raw`{\rtf1{\fonttbl{\f0 Times;}}{\colortbl;\red0\green0\blue0;}{\info{\title Secret title}}{\*\generator Writer;}` +
        String.raw`{\header Page header}{\footnote A note}{\*\unknowndest ignored}{\pict\pngblip 89504e47}` +
        String.raw`Visible{\v  hidden} text\bin6 {}\\{} stays.\par}`,
    );
    expect(drafts.map((d) => d.text)).toEqual(["Visible text stays."]);
  });
});

describe("rtf: skipped groups", () => {
  it("jumps over a skipped group's binary data and keeps \\ud over its \\upr fallback", async () => {
    expect((await partition(String.raw`{\rtf1 Start {\pict\bin3 }}{}}{\*\x{\y}} end\par}`))[0]?.text).toBe(
      "Start end",
    );
    expect(
      (await partition(String.raw`{\rtf1 {\upr{\f0 ansi copy}{\*\ud{unicode copy}}} tail\par}`))[0]?.text,
    ).toBe("unicode copy tail");
  });
});

describe("rtf: characters", () => {
  it("decodes \\u with \\uc fallbacks and \\'hh through the code page", async () => {
    expect(
      (await partition(String.raw`{\rtf1\ansi\ansicpg1252\uc1 caf\u233?s \u8364\'80 cost \'80\'e9\par}`))[0]
        ?.text,
    ).toBe("cafés € cost €é");
    expect(
      (await partition(String.raw`{\rtf1\ansi\ansicpg1251 \'cf\'f0\'e8\'e2\'e5\'f2 \'ec\'e8\'f0\par}`))[0]
        ?.text,
    ).toBe("Привет мир");
    expect((await partition(String.raw`{\rtf1\uc2 x\u-3913??y \u55357\'3f\u56832\'3f\par}`))[0]?.text).toBe(
      "x\uf0b7y 😀",
    );
  });

  it("uses each font's charset, including double-byte code pages", async () => {
    const drafts = await partition(
      String.raw`{\rtf1\ansi\deff0{\fonttbl{\f0\fcharset0 Arial;}{\f1\fcharset128 MS Mincho;}{\f2\fcharset204 Arial Cyr;}}` +
        String.raw`Latin {\f1 \'82\'a0\'8a\'bf} {\f2 \'c4\'e0}\par}`,
    );
    expect(drafts[0]?.text).toBe("Latin あ漢 Да");
  });

  it("maps control symbols and named characters", () => {
    expect(
      rtfToHtml(latin1(String.raw`{\rtf1 a\~b\_c\-d \emdash  \lquote q\rquote  \{x\}\par}`), "x.rtf"),
    ).toBe("<p>a\u00a0b-cd — ‘q’ {x}</p>");
  });
});

describe("rtf: bad input", () => {
  it("refuses data without an RTF header", async () => {
    await expect(partition("plain text, not rtf")).rejects.toBeInstanceOf(InvalidDocumentError);
  });

  it("bounds group nesting", async () => {
    await expect(partition(`{\\rtf1 ${"{".repeat(5000)}deep`)).rejects.toBeInstanceOf(LimitExceededError);
    expect((await partition(`{\\rtf1 ${"{".repeat(900)}deep enough${"}".repeat(900)}\\par}`))[0]?.text).toBe(
      "deep enough",
    );
  });

  it("survives unbalanced braces and truncation", async () => {
    expect((await partition(String.raw`{\rtf1 Closing too many}}} braces\par}`)).map((d) => d.text)).toEqual([
      "Closing too many braces",
    ]);
    expect((await partition(String.raw`{\rtf1 {\b truncated in the midd`)).map((d) => d.text)).toEqual([
      "truncated in the midd",
    ]);
  });
});

describe("rtf: through the public pipeline", () => {
  it("detects RTF and adds its media type", async () => {
    const elements = await run(latin1(FAKE_DOC), "fake-doc.rtf");
    expect(summary(elements)[0]).toEqual(["Title", "My First Heading"]);
    expect(elements[0]?.metadata.filetype).toBe("text/rtf");
    expect(elements[1]?.metadata.parent_id).toBe(elements[0]?.element_id);
  });
});

const rtfFiles = corpusFiles([".rtf"]);

describe.runIf(rtfFiles.length > 0)("rtf: corpus", () => {
  it.each(rtfFiles.map((f) => [f.split("/").slice(-2).join("/"), f]))("%s", async (_name, path) => {
    const outcome = await expectElementsOrTypedError(path, partitionRtf);
    if (Array.isArray(outcome)) expect(outcome.length).toBeGreaterThan(0);
  });

  it("reads fake-doc.rtf as the reference does (Title first)", async () => {
    const drafts = await runFormat(
      partitionRtf,
      readFileSync(corpusPath("example-docs", "fake-doc.rtf") as string),
      "fake-doc.rtf",
    );
    expect(drafts[0]).toMatchObject({ type: "Title", text: "My First Heading" });
    expect(drafts.at(-1)?.type).toBe("Table");
  });
});

describe("rtf: corrupted input", () => {
  it("gives elements or typed errors for 200 mutations of a real document", async () => {
    const real = corpusPath("example-docs", "language-docs", "eng_spa_mult.rtf");
    const data = real && rtfFiles.length > 0 ? readFileSync(real) : latin1(FAKE_DOC);
    const outcome = await mutationRun(data, "eng_spa_mult.rtf", 200);
    expect(outcome.elements + outcome.errors).toBe(200);
  });

  it("gives elements or typed errors for 200 mutations of a small document, read directly", async () => {
    const outcome = await mutationRun(latin1(FAKE_DOC), "fake-doc.rtf", 200, 3_000, partitionRtf);
    expect(outcome.elements + outcome.errors).toBe(200);
  });
});
