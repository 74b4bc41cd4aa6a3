import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { inflateSync } from "node:zlib";
import CFB from "cfb";
import { unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { Element } from "../../../src/contract/element.js";
import { parsePartitionParameters } from "../../../src/contract/partition.js";
import { EngineError, InvalidDocumentError } from "../../../src/engine/core/errors.js";
import type { Draft } from "../../../src/engine/core/types.js";
import { partitionDocx } from "../../../src/engine/formats/docx.js";
import { partition } from "../../../src/engine/partition.js";
import { corpusDir, corpusPath } from "../../helpers/corpus.js";
import {
  BUILT_IN_STYLES,
  buildDocx,
  corruptedVariants,
  fixture,
  formatContext,
  numPr,
  para,
  style,
} from "./word-fixtures.js";

function drafts(data: Uint8Array, params: Record<string, unknown> = {}): Draft[] {
  return partitionDocx(formatContext(data, "test.docx", "docx", params));
}

const typesAndTexts = (elements: readonly { type: string; text: string }[]) =>
  elements.map((e) => [e.type, e.text]);

describe("docx paragraphs", () => {
  it("types paragraphs by style, list numbering and text", async () => {
    const data = buildDocx({
      styles: BUILT_IN_STYLES,
      body:
        para("The Report", style("Title")) +
        para("A subtitle", style("Subtitle")) +
        para("Chapter One", style("Heading1")) +
        para("The committee reviewed the proposal and approved the budget.") +
        para("Section A.1", style("Heading2")) +
        para("• Parrots") +
        para("Hockey", style("ListBullet")) +
        para("someone@example.com") +
        para("DOYLESTOWN, PA 18901") +
        para("2023") +
        para("Quoted words are never narrative here.", style("Quote")) +
        para("   ") +
        "<w:p/>",
    });
    const elements = await partition({ data, filename: "report.docx" });
    expect(typesAndTexts(elements)).toEqual([
      ["Title", "The Report"],
      ["Title", "A subtitle"],
      ["Title", "Chapter One"],
      ["NarrativeText", "The committee reviewed the proposal and approved the budget."],
      ["Title", "Section A.1"],
      ["ListItem", "Parrots"],
      ["ListItem", "Hockey"],
      ["EmailAddress", "someone@example.com"],
      ["Address", "DOYLESTOWN, PA 18901"],
      ["UncategorizedText", "2023"],
      ["UncategorizedText", "Quoted words are never narrative here."],
    ]);
    expect(elements.map((e) => e.metadata.category_depth)).toEqual([0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0]);
    // A heading is the parent of what follows it; a deeper heading nests under a shallower one.
    const [, , chapter, narrative, section] = elements as Element[];
    expect(narrative?.metadata.parent_id).toBe(chapter?.element_id);
    expect(section?.metadata.parent_id).toBe(chapter?.element_id);
    for (const e of elements) {
      expect(e.metadata.filename).toBe("report.docx");
      expect(e.metadata.filetype).toBe(
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      );
      expect(e.metadata.page_number).toBeUndefined();
    }
  });

  it("joins run text as Word shows it: tabs, breaks, no-break hyphens; deleted text dropped, inserted kept", () => {
    const body =
      "<w:p><w:r><w:t>a</w:t><w:tab/><w:t>b</w:t><w:br/><w:t>c</w:t><w:cr/><w:t>d</w:t><w:noBreakHyphen/><w:t>e</w:t>" +
      '<w:br w:type="page"/><w:t xml:space="preserve"> f </w:t></w:r>' +
      '<w:del w:id="1" w:author="x"><w:r><w:delText>gone</w:delText></w:r></w:del>' +
      '<w:ins w:id="2" w:author="x"><w:r><w:t>new</w:t></w:r></w:ins>' +
      "<w:r><w:instrText> PAGE </w:instrText><w:t>&amp;&lt;&#x41;&#66;</w:t></w:r></w:p>";
    expect(drafts(buildDocx({ body })).map((d) => d.text)).toEqual(["a\tb\nc\nd-e f new&<AB"]);
  });

  it("keeps the text of a shape drawn inline, not of a floating one", () => {
    const inline = (text: string) =>
      "<w:r><mc:AlternateContent><mc:Choice><w:drawing><wp:inline><w:txbxContent>" +
      `<w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:txbxContent></wp:inline></w:drawing></mc:Choice>` +
      `<mc:Fallback><w:pict><w:txbxContent><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:txbxContent></w:pict></mc:Fallback>` +
      "</mc:AlternateContent></w:r>";
    const floating =
      "<w:r><w:drawing><wp:anchor><w:txbxContent><w:p><w:r><w:t>FLOAT</w:t></w:r></w:p></w:txbxContent></wp:anchor></w:drawing></w:r>";
    const body = `<w:p><w:r><w:t xml:space="preserve">before </w:t></w:r>${inline("&lt;box&gt;")}${floating}<w:r><w:t xml:space="preserve"> after</w:t></w:r></w:p>`;
    expect(drafts(buildDocx({ body })).map((d) => d.text)).toEqual(["before <box> after"]);
  });

  it("reports bold and italic runs as emphasis, one entry per run and tag", () => {
    const body =
      "<w:p>" +
      '<w:r><w:t xml:space="preserve">I am </w:t></w:r>' +
      '<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">bold </w:t></w:r>' +
      '<w:r><w:rPr><w:i w:val="1"/></w:rPr><w:t>italic</w:t></w:r>' +
      '<w:r><w:rPr><w:b w:val="true"/><w:i/></w:rPr><w:t xml:space="preserve"> both</w:t></w:r>' +
      '<w:r><w:rPr><w:b w:val="0"/><w:i w:val="bad"/></w:rPr><w:t xml:space="preserve"> neither.</w:t></w:r>' +
      "</w:p>";
    const [draft] = drafts(buildDocx({ body }));
    expect(draft?.metadata.emphasized_text_contents).toEqual(["bold", "italic", "both", "both"]);
    expect(draft?.metadata.emphasized_text_tags).toEqual(["b", "i", "b", "i"]);
  });

  it("records external hyperlinks with their text, address and offset; internal jumps are plain text", () => {
    const body =
      '<w:p><w:r><w:t xml:space="preserve">See </w:t></w:r>' +
      '<w:hyperlink r:id="rIdL1"><w:r><w:t>the site</w:t></w:r></w:hyperlink>' +
      '<w:r><w:t xml:space="preserve"> and </w:t></w:r>' +
      '<w:hyperlink w:anchor="_Toc1"><w:r><w:t>chapter 2</w:t></w:r></w:hyperlink>' +
      '<w:r><w:t xml:space="preserve"> or </w:t></w:r>' +
      '<w:hyperlink r:id="rIdL2" w:anchor="intro"><w:r><w:t>its intro</w:t></w:r></w:hyperlink></w:p>';
    const [draft] = drafts(
      buildDocx({ body, links: { rIdL1: "https://example.com/a?b=1&amp;c=2", rIdL2: "http://foo.com/" } }),
    );
    expect(draft?.text).toBe("See the site and chapter 2 or its intro");
    expect(draft?.metadata.link_texts).toEqual(["the site", "its intro"]);
    expect(draft?.metadata.link_urls).toEqual(["https://example.com/a?b=1&c=2", "http://foo.com/#intro"]);
    expect(draft?.metadata.links).toEqual([
      { text: "the site", url: "https://example.com/a?b=1&c=2", start_index: 4 },
      { text: "its intro", url: "http://foo.com/#intro", start_index: 30 },
    ]);
  });
});

describe("docx lists", () => {
  const numbering =
    '<w:abstractNum w:abstractNumId="0">' +
    '<w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/></w:lvl>' +
    '<w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="lowerLetter"/><w:lvlText w:val="%2)"/></w:lvl>' +
    '<w:lvl w:ilvl="2"><w:start w:val="1"/><w:numFmt w:val="lowerRoman"/><w:lvlText w:val="(%3)"/></w:lvl>' +
    "</w:abstractNum>" +
    '<w:abstractNum w:abstractNumId="1"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/></w:lvl></w:abstractNum>' +
    '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>' +
    '<w:num w:numId="2"><w:abstractNumId w:val="1"/></w:num>' +
    '<w:num w:numId="3"><w:abstractNumId w:val="0"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="5"/></w:lvlOverride></w:num>';

  it("makes numbered paragraphs list items without Word's labels (as the reference), their level as depth", () => {
    const body =
      para("top", numPr(1, 0)) +
      para("sub one", numPr(1, 1)) +
      para("sub two", numPr(1, 1)) +
      para("deeper", numPr(1, 2)) +
      para("", numPr(1, 0)) +
      para("The committee approved the plan.") +
      para("after an empty one", numPr(1, 0)) +
      para("sub again", numPr(1, 1)) +
      para("bullet", numPr(2, 0)) +
      para("restarted", numPr(3, 0)) +
      para("unknown list", numPr(9, 0));
    const result = drafts(buildDocx({ body, numbering }));
    expect(typesAndTexts(result)).toEqual([
      ["ListItem", "top"],
      ["ListItem", "sub one"],
      ["ListItem", "sub two"],
      ["ListItem", "deeper"],
      ["NarrativeText", "The committee approved the plan."],
      ["ListItem", "after an empty one"],
      ["ListItem", "sub again"],
      ["ListItem", "bullet"],
      ["ListItem", "restarted"],
      ["ListItem", "unknown list"],
    ]);
    expect(result.map((d) => d.metadata.category_depth)).toEqual([0, 1, 1, 2, 0, 0, 1, 0, 0, 0]);
  });

  it("follows numbering inherited from a paragraph style", () => {
    const styles =
      '<w:style w:type="paragraph" w:styleId="Numbered"><w:name w:val="Numbered"/><w:pPr>' +
      numPr(1, 0) +
      "</w:pPr></w:style>" +
      '<w:style w:type="paragraph" w:styleId="Child"><w:name w:val="Child"/><w:basedOn w:val="Numbered"/></w:style>';
    const body = para("styled", style("Numbered")) + para("inherited", style("Child"));
    expect(typesAndTexts(drafts(buildDocx({ body, numbering, styles })))).toEqual([
      ["ListItem", "styled"],
      ["ListItem", "inherited"],
    ]);
  });
});

describe("docx tables", () => {
  const cell = (text: string, tcPr = "") =>
    `<w:tc>${tcPr ? `<w:tcPr>${tcPr}</w:tcPr>` : ""}${para(text)}</w:tc>`;

  it("gives a Table with its text and HTML, a merged cell written once with its spans", () => {
    // +---+-------+
    // | a | b     |
    // |   +---+---+
    // |   | c | d |
    // +---+---+   |
    // | e     |   |
    // +-------+---+
    const body =
      "<w:tbl>" +
      `<w:tr>${cell("a", '<w:vMerge w:val="restart"/>')}${cell("b", '<w:gridSpan w:val="2"/>')}</w:tr>` +
      `<w:tr>${cell("", "<w:vMerge/>")}${cell("c")}${cell("d", '<w:vMerge w:val="restart"/>')}</w:tr>` +
      `<w:tr>${cell("e", '<w:gridSpan w:val="2"/>')}${cell("", "<w:vMerge/>")}</w:tr>` +
      "</w:tbl>";
    const [table] = drafts(buildDocx({ body }));
    expect(table?.type).toBe("Table");
    expect(table?.text).toBe("a b c d e");
    expect(table?.metadata.text_as_html).toBe(
      '<table><tr><td rowspan="2">a</td><td colspan="2">b</td></tr>' +
        '<tr><td>c</td><td rowspan="2">d</td></tr><tr><td colspan="2">e</td></tr></table>',
    );
  });

  it("flattens a nested table into its cell, escapes HTML and reports emphasis once per cell", () => {
    const nested = `<w:tbl><w:tr>${cell("e")}${cell("f")}</w:tr><w:tr>${cell("g&amp;t")}${cell("h")}</w:tr></w:tbl>`;
    const bold = "<w:tc><w:p><w:r><w:rPr><w:b/></w:rPr><w:t>&gt;b&lt;</w:t></w:r></w:p></w:tc>";
    const body = `<w:tbl><w:tr>${cell("a")}${bold}</w:tr><w:tr>${cell("d")}<w:tc>${nested}<w:p/></w:tc></w:tr></w:tbl>`;
    const [table] = drafts(buildDocx({ body }));
    expect(table?.text).toBe("a >b< d e f g&t h");
    expect(table?.metadata.text_as_html).toBe(
      "<table><tr><td>a</td><td>&gt;b&lt;</td></tr><tr><td>d</td><td>e f g&amp;t h</td></tr></table>",
    );
    expect(table?.metadata.emphasized_text_contents).toEqual([">b<"]);
    expect(table?.metadata.emphasized_text_tags).toEqual(["b"]);
  });

  it("keeps a table's text but leaves out HTML that would expand to millions of cells", () => {
    const body = `<w:tbl><w:tr>${cell("x")}${cell("wide", '<w:gridSpan w:val="10000000"/>')}</w:tr></w:tbl>`;
    const [table] = drafts(buildDocx({ body }));
    expect(table?.text).toBe("x wide");
    expect(table?.metadata.text_as_html).toBeUndefined();
  });

  it("leaves out the HTML of a table whose grid span is unreadable", () => {
    const body = `<w:tbl><w:tr>${cell("x")}${cell("y", '<w:gridSpan w:val="bad"/>')}</w:tr></w:tbl>`;
    const [table] = drafts(buildDocx({ body }));
    expect(table?.text).toBe("x y");
    expect(table?.metadata.text_as_html).toBeUndefined();
  });
});

describe("docx sections, headers, footers and pages", () => {
  const hf = (text: string) => para(text);

  it("puts each section's headers before its content and its footers after, by header_footer_type", () => {
    const first =
      '<w:sectPr><w:headerReference w:type="default" r:id="rIdH1"/><w:headerReference w:type="first" r:id="rIdH2"/>' +
      '<w:footerReference w:type="default" r:id="rIdF1"/><w:footerReference w:type="even" r:id="rIdF2"/><w:titlePg/></w:sectPr>';
    const second =
      '<w:sectPr><w:type w:val="continuous"/><w:footerReference w:type="default" r:id="rIdF3"/></w:sectPr>';
    const data = buildDocx({
      body: para("Section one text.", first) + para("Section two text.") + second,
      settings: "<w:evenAndOddHeaders/>",
      headersFooters: {
        rIdH1: { kind: "header", body: hf("Main header") },
        rIdH2: { kind: "header", body: `${hf("First page header")}<w:p/>` },
        rIdF1: {
          kind: "footer",
          body: `${hf(" Footer ")}<w:tbl><w:tr><w:tc>${para("cell1")}</w:tc><w:tc>${para("cell2")}</w:tc></w:tr></w:tbl>`,
        },
        rIdF2: { kind: "footer", body: hf("Even footer") },
        rIdF3: { kind: "footer", body: hf("Second footer") },
      },
    });
    const result = drafts(data);
    expect(result.map((d) => [d.type, d.text, d.metadata.header_footer_type])).toEqual([
      ["Header", "Main header", "primary"],
      ["Header", "First page header", "first_page"],
      ["UncategorizedText", "Section one text.", undefined],
      ["Footer", "Footer\ncell1 cell2", "primary"],
      ["Footer", "Even footer", "even_page"],
      ["UncategorizedText", "Section two text.", undefined],
      ["Footer", "Second footer", "primary"],
    ]);
    expect(result[0]?.metadata.category_depth).toBe(0);
  });

  it("numbers pages from Word's rendered page breaks and emits PageBreak only when asked", async () => {
    const body =
      para("Page one.") +
      '<w:p><w:r><w:t xml:space="preserve">End of one </w:t><w:lastRenderedPageBreak/><w:t>start of two</w:t></w:r></w:p>' +
      "<w:p><w:r><w:lastRenderedPageBreak/><w:t>Page three.</w:t></w:r></w:p>" +
      '<w:sectPr><w:headerReference w:type="default" r:id="rIdH1"/></w:sectPr>';
    const data = buildDocx({ body, headersFooters: { rIdH1: { kind: "header", body: para("Header") } } });
    const without = await partition({ data, filename: "pages.docx" });
    expect(without.map((e) => [e.type, e.text, e.metadata.page_number])).toEqual([
      ["Header", "Header", undefined],
      ["UncategorizedText", "Page one.", 1],
      ["UncategorizedText", "End of one ", 1],
      ["UncategorizedText", "start of two", 2],
      ["UncategorizedText", "Page three.", 3],
    ]);
    const params = parsePartitionParameters({ include_page_breaks: "true", starting_page_number: "10" });
    const withBreaks = await partition({ data, filename: "pages.docx" }, params);
    expect(withBreaks.map((e) => [e.type, e.metadata.page_number])).toEqual([
      ["Header", undefined],
      ["UncategorizedText", 10],
      ["UncategorizedText", 10],
      ["PageBreak", undefined],
      ["UncategorizedText", 11],
      ["PageBreak", undefined],
      ["UncategorizedText", 12],
    ]);
  });

  it("keeps a hyperlink whole on the page where it starts", () => {
    const body =
      '<w:p><w:r><w:t xml:space="preserve">Go to </w:t></w:r><w:hyperlink r:id="rIdL"><w:r><w:t xml:space="preserve">the </w:t>' +
      '<w:lastRenderedPageBreak/><w:t>link</w:t></w:r></w:hyperlink><w:r><w:t xml:space="preserve"> then more.</w:t></w:r></w:p>';
    const result = drafts(buildDocx({ body, links: { rIdL: "https://x.org" } }), {
      include_page_breaks: "true",
    });
    expect(result.map((d) => [d.text, d.metadata.page_number])).toEqual([
      ["Go to the link", 1],
      ["", undefined],
      [" then more.", 2],
    ]);
    expect(result[1]?.type).toBe("PageBreak");
    expect(result[0]?.metadata.link_texts).toEqual(["the link"]);
  });

  it("ignores hard page breaks without rendered ones: no page numbers, no PageBreak", () => {
    const body = `${para("One.")}<w:p><w:r><w:br w:type="page"/></w:r></w:p>${para("Two.")}`;
    const result = drafts(buildDocx({ body }), { include_page_breaks: "true" });
    expect(result.map((d) => [d.type, d.metadata.page_number])).toEqual([
      ["UncategorizedText", undefined],
      ["UncategorizedText", undefined],
    ]);
  });

  it("reads a body of several megabytes in batches without losing order, sections or page numbers", () => {
    const sectPr = (id: string) => `<w:sectPr><w:headerReference w:type="default" r:id="${id}"/></w:sectPr>`;
    const paragraphs: string[] = [];
    for (let i = 0; i < 30_000; i++) {
      const pPr = i === 14_999 ? sectPr("rIdH1") : "";
      const pageBreak = i % 1000 === 999 ? "<w:lastRenderedPageBreak/>" : "";
      paragraphs.push(
        `<w:p>${pPr ? `<w:pPr>${pPr}</w:pPr>` : ""}<w:r>${pageBreak}<w:t>Paragraph number ${i}.</w:t></w:r></w:p>`,
      );
    }
    const data = buildDocx({
      body: paragraphs.join("") + sectPr("rIdH2"),
      headersFooters: {
        rIdH1: { kind: "header", body: para("First") },
        rIdH2: { kind: "header", body: para("Second") },
      },
    });
    const result = drafts(data);
    expect(result).toHaveLength(30_002);
    expect(result[0]?.text).toBe("First");
    expect(result[15_001]?.text).toBe("Second");
    const texts = result.filter((d) => d.type !== "Header").map((d) => d.text);
    expect(texts.every((text, i) => text === `Paragraph number ${i}.`)).toBe(true);
    expect(result.at(-1)?.metadata.page_number).toBe(31);
  });

  it("ends a section inside a content control where its paragraph is", () => {
    const sectPr = (id: string) => `<w:sectPr><w:footerReference w:type="default" r:id="${id}"/></w:sectPr>`;
    const body =
      para("a") +
      `<w:sdt><w:sdtContent>${para("b", sectPr("rIdF1"))}${para("c")}</w:sdtContent></w:sdt>` +
      para("d") +
      sectPr("rIdF2");
    const data = buildDocx({
      body,
      headersFooters: {
        rIdF1: { kind: "footer", body: para("F1") },
        rIdF2: { kind: "footer", body: para("F2") },
      },
    });
    expect(drafts(data).map((d) => d.text)).toEqual(["a", "b", "F1", "c", "d", "F2"]);
  });

  it("partitions a document without sections (a Teams chat export): no headers or footers", () => {
    const body = `${para("0:0:0.0 --> 0:0:1.5")}<w:tbl><w:tr><w:tc>${para("saved-by")}</w:tc></w:tr></w:tbl>`;
    expect(typesAndTexts(drafts(buildDocx({ body })))).toEqual([
      ["UncategorizedText", "0:0:0.0 --> 0:0:1.5"],
      ["Table", "saved-by"],
    ]);
  });
});

describe("docx bad input", () => {
  it("refuses a file that is not a zip package with a typed error", () => {
    expect(() => drafts(new TextEncoder().encode("not a zip at all"))).toThrow(InvalidDocumentError);
  });

  it("refuses a zip without a main document", () => {
    const data = zipSync({ "word/other.xml": new TextEncoder().encode("<x/>") });
    expect(() => drafts(data)).toThrow(/no main document part/);
  });

  it("names a password-protected .docx (an OLE container) as such, end to end", async () => {
    const container = CFB.utils.cfb_new();
    CFB.utils.cfb_add(container, "/EncryptionInfo", new Uint8Array(64).fill(4));
    CFB.utils.cfb_add(container, "/EncryptedPackage", new Uint8Array(4096).fill(7));
    const data = Uint8Array.from(CFB.write(container, { type: "buffer" }) as Uint8Array);
    await expect(partition({ data, filename: "secret.docx" })).rejects.toThrow(/password-protected/);
    await expect(partition({ data, filename: "secret.docx" })).rejects.toBeInstanceOf(InvalidDocumentError);
  });

  it("refuses XML nested beyond the parser's depth limit instead of recursing without bound", () => {
    const deep = "<w:customXml>".repeat(400) + para("x") + "</w:customXml>".repeat(400);
    expect(() => drafts(buildDocx({ body: deep }))).toThrow(InvalidDocumentError);
  });

  it("does not expand entities defined in a DOCTYPE", () => {
    const lol =
      '<!DOCTYPE w:document [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>';
    const base = buildDocx({ body: para("&b;") });
    const files = unzipSync(base);
    const xml = new TextDecoder().decode(files["word/document.xml"]).replace("?>", `?>${lol}`);
    files["word/document.xml"] = new TextEncoder().encode(xml);
    expect(drafts(zipSync(files)).map((d) => d.text)).toEqual(["&b;"]);
  });

  it("yields only elements or typed errors for 240 corrupted variants of a real .docx", async () => {
    const original = fixture("handbook-1p.docx");
    let elements = 0;
    let errors = 0;
    for (const { kind, bytes } of corruptedVariants(original, 240, 20240601)) {
      for (const run of [
        () => partition({ data: bytes, filename: "handbook-1p.docx" }),
        async () => partitionDocx(formatContext(bytes, "handbook-1p.docx", "docx")),
      ]) {
        const started = performance.now();
        try {
          elements += (await run()).length > 0 ? 1 : 0;
        } catch (error) {
          if (!(error instanceof EngineError)) throw new Error(`${kind}: ${String(error)}`, { cause: error });
          errors++;
        }
        expect(performance.now() - started).toBeLessThan(3000);
      }
    }
    expect(elements + errors).toBeGreaterThan(0);
  });
});

describe.runIf(corpusDir())("docx corpus", () => {
  const corpus = corpusDir() as string;

  it("reproduces the reference's fake.docx: types, texts and ids", async () => {
    const expected = JSON.parse(
      readFileSync(corpusPath("expected", "fake.docx.json") as string, "utf8"),
    ) as Element[];
    const data = readFileSync(corpusPath("example-docs", "fake.docx") as string);
    const elements = await partition({ data, filename: "fake.docx" });
    expect(elements.map((e) => [e.type, e.text, e.element_id])).toEqual(
      expected.map((e) => [e.type, e.text, e.element_id]),
    );
  });

  it("reproduces handbook-1p.docx as the reference's chunks record it (orig_elements): types, texts, ids", async () => {
    const chunks = JSON.parse(
      readFileSync(corpusPath("expected", "handbook-1p.docx.basic-chunking.json") as string, "utf8"),
    ) as Element[];
    const seen = new Set<string>();
    const expected: Element[] = [];
    for (const chunk of chunks) {
      const orig = JSON.parse(
        inflateSync(Buffer.from(chunk.metadata.orig_elements as string, "base64")).toString(),
      ) as Element[];
      for (const e of orig) {
        if (seen.has(e.element_id)) continue;
        seen.add(e.element_id);
        expected.push(e);
      }
    }
    const params = parsePartitionParameters({ include_page_breaks: "true" });
    const data = readFileSync(corpusPath("example-docs", "handbook-1p.docx") as string);
    const elements = await partition({ data, filename: "handbook-1p.docx" }, params);
    expect(elements.map((e) => [e.type, e.text, e.element_id, e.metadata.page_number])).toEqual(
      expected.map((e) => [e.type, e.text, e.element_id, e.metadata.page_number]),
    );
  });

  it("matches the reference's own expectations on its example documents", async () => {
    const run = async (name: string, params: Record<string, unknown> = {}) =>
      partition(
        { data: readFileSync(join(corpus, "example-docs", name)), filename: name },
        parsePartitionParameters(params),
      );

    const pages = await run("page-breaks.docx", { include_page_breaks: "true" });
    expect(pages.map((e) => e.type)).toEqual([
      "NarrativeText",
      "PageBreak",
      "NarrativeText",
      "PageBreak",
      "UncategorizedText",
      "NarrativeText",
      "UncategorizedText",
      "PageBreak",
      "PageBreak",
      "NarrativeText",
      "NarrativeText",
      "PageBreak",
      "UncategorizedText",
    ]);
    expect(pages[0]?.text).toBe(
      "First page, tab here:\tfollowed by line-break here:\nhere:\nand here:\nno-break hyphen here:-and hard page-break here>>",
    );
    expect(pages[2]?.text).toBe(
      "<<Text on second page. The font is big so it breaks onto third page--------------------here-->> <<but break falls inside link so text stays together.",
    );
    expect(pages.at(-1)?.metadata.page_number).toBe(6);

    const tables = (await run("tables-with-incomplete-rows.docx")).filter((e) => e.type === "Table");
    expect(tables.map((t) => t.text)).toEqual([
      "a b c d",
      "a b c",
      "a b c d",
      "a b c d",
      "a b c d e f",
      "Data More Dato WTF? Strange Format",
    ]);
    expect(tables[4]?.metadata.text_as_html).toBe(
      '<table><tr><td colspan="2">a</td><td>b</td><td>c</td></tr><tr><td/><td colspan="2" rowspan="3">d</td><td/></tr>' +
        "<tr><td>e</td><td>f</td></tr><tr><td/><td/></tr></table>",
    );

    const links = await run("hlink-meta.docx");
    expect(links.map((e) => e.metadata.links?.[0]?.start_index ?? null)).toEqual([
      null,
      null,
      11,
      10,
      10,
      17,
      null,
      11,
      null,
    ]);
    expect(links[4]?.metadata.link_urls).toEqual(["http://foo.com/#intro"]);

    const hdrftr = await run("docx-hdrftr.docx");
    expect(typesAndTexts(hdrftr)).toEqual([
      ["Header", "First header para\nTable cell1 Table cell2\nLast header para"],
      ["UncategorizedText", "Main document"],
      ["Footer", "para1\ncell1 a b c d e f\npara2"],
    ]);

    const shapes = await run("docx-shapes.docx");
    expect(shapes.map((e) => e.text)).toEqual([
      "Paragraph with single <inline-image> within.",
      "Paragraph with <inline-image1> and <inline-image2> within.",
      "Paragraph with floating shape attached.",
    ]);

    const lists = await run("example-list-items-multiple.docx");
    expect(lists.filter((e) => e.type === "ListItem")).toHaveLength(10);
    // The reference's test_partition_docx_detects_lists: Word's automatic "(a)" label is not text.
    expect(lists.at(-1)?.text).toBe("This is simply dummy text of the printing and typesetting industry.");

    const levels = await run("category-level.docx");
    expect(levels.map((e) => e.metadata.category_depth)).toEqual([0, 0, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0]);

    const simple = await run("simple.docx");
    expect(typesAndTexts(simple)).toEqual([
      ["Title", "These are a few of my favorite things:"],
      ["ListItem", "Parrots"],
      ["ListItem", "Hockey"],
      ["UncategorizedText", "Analysis"],
      ["NarrativeText", "This is my first thought. This is my second thought."],
      ["NarrativeText", "This is my third thought."],
      ["UncategorizedText", "2023"],
      ["Address", "DOYLESTOWN, PA 18901"],
    ]);

    const emphasized = await run("fake-doc-emphasized-text.docx");
    expect(emphasized[0]?.metadata.emphasized_text_contents).toEqual([
      "bold",
      "italic",
      "bold-italic",
      "bold-italic",
    ]);
    expect(emphasized[0]?.metadata.emphasized_text_tags).toEqual(["b", "i", "b", "i"]);

    const chat = await run("teams_chat.docx");
    expect(chat.map((e) => e.type)).toEqual(["UncategorizedText", "UncategorizedText", "Table"]);
  });

  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.docx$/i.test(name)) files.push(path);
    }
  };
  // The describe body runs even when skipped, so list files only when the corpus is there.
  if (corpus) for (const folder of ["example-docs", "api-sample-docs"]) walk(join(corpus, folder));

  it.each(files.map((f) => [f.slice(corpus.length + 1), f]))(
    "%s yields elements or a typed error within 10 s",
    async (_, file) => {
      const started = performance.now();
      try {
        const elements = await partition({ data: readFileSync(file), filename: basename(file) });
        expect(elements.length).toBeGreaterThan(0);
      } catch (error) {
        expect(error).toBeInstanceOf(EngineError);
      }
      expect(performance.now() - started).toBeLessThan(10_000);
    },
  );
});
