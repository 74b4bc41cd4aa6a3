import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { EngineError, InvalidDocumentError } from "../../../src/engine/core/errors.js";
import type { Draft } from "../../../src/engine/core/types.js";
import { partitionOdt } from "../../../src/engine/formats/odt.js";
import { partition } from "../../../src/engine/partition.js";
import { corpusDir } from "../../helpers/corpus.js";
import { buildOdt, corruptedVariants, fixture, formatContext } from "./word-fixtures.js";

function drafts(data: Uint8Array): Draft[] {
  return partitionOdt(formatContext(data, "test.odt", "odt"));
}

const typesAndTexts = (elements: readonly { type: string; text: string }[]) =>
  elements.map((e) => [e.type, e.text]);

const STYLES =
  '<style:style style:name="T1" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>' +
  '<style:style style:name="T2" style:family="text"><style:text-properties fo:font-style="italic"/></style:style>' +
  '<style:style style:name="T3" style:family="text" style:parent-style-name="T1"/>' +
  '<text:list-style style:name="LNum">' +
  '<text:list-level-style-number text:level="1" style:num-format="1" style:num-suffix="."/>' +
  '<text:list-level-style-number text:level="2" style:num-format="a" style:num-suffix=")"/>' +
  "</text:list-style>" +
  '<text:list-style style:name="LBullet"><text:list-level-style-bullet text:level="1" text:bullet-char="•"/></text:list-style>';

describe("odt", () => {
  it("types headings, paragraphs and lists as the reference does after converting to .docx", async () => {
    const body =
      '<text:h text:outline-level="1">Annual Report</text:h>' +
      "<text:p>The committee reviewed the proposal and approved the budget.</text:p>" +
      '<text:h text:outline-level="2">Details</text:h>' +
      "<text:p>• Parrots</text:p>" +
      "<text:p>•</text:p>" +
      "<text:p>someone@example.com</text:p>" +
      "<text:p>DOYLESTOWN, PA 18901</text:p>" +
      "<text:p>2023</text:p>" +
      "<text:p/>" +
      '<text:list text:style-name="LNum">' +
      "<text:list-item><text:p>first</text:p>" +
      "<text:list><text:list-item><text:p>nested one</text:p></text:list-item><text:list-item><text:p>nested two</text:p></text:list-item></text:list>" +
      "</text:list-item>" +
      "<text:list-item><text:p>second</text:p><text:p>The second item continues here and ends.</text:p></text:list-item>" +
      "<text:list-item/>" +
      "</text:list>" +
      '<text:list text:style-name="LBullet"><text:list-item><text:p>bullet</text:p></text:list-item></text:list>';
    const data = buildOdt(body, STYLES);
    const elements = await partition({ data, filename: "report.odt" });
    expect(typesAndTexts(elements)).toEqual([
      ["Title", "Annual Report"],
      ["NarrativeText", "The committee reviewed the proposal and approved the budget."],
      ["Title", "Details"],
      ["ListItem", "Parrots"],
      ["EmailAddress", "someone@example.com"],
      ["Address", "DOYLESTOWN, PA 18901"],
      ["UncategorizedText", "2023"],
      ["ListItem", "first"],
      ["ListItem", "nested one"],
      ["ListItem", "nested two"],
      ["ListItem", "second"],
      ["NarrativeText", "The second item continues here and ends."],
      ["ListItem", "bullet"],
    ]);
    expect(elements.map((e) => e.metadata.category_depth)).toEqual([0, 0, 1, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0]);
    expect(elements[0]?.metadata.filetype).toBe("application/vnd.oasis.opendocument.text");
    expect(elements.every((e) => e.metadata.page_number === undefined)).toBe(true);
  });

  it("reads text as pandoc does: XML whitespace collapsed, text:s kept, tabs as spaces, line breaks, no notes", () => {
    const body =
      '<text:p>  a   b<text:s text:c="2"/>c<text:tab/>d<text:line-break/>e' +
      "<text:note><text:note-citation>1</text:note-citation><text:note-body><text:p>NOTE</text:p></text:note-body></text:note>" +
      "<text:soft-page-break/> f &amp; g</text:p>";
    expect(drafts(buildOdt(body)).map((d) => d.text)).toEqual(["a b  c d\ne f & g"]);
  });

  it("records emphasis from text styles (inherited too) and external links", () => {
    const body =
      '<text:p>Plain <text:span text:style-name="T1">bold</text:span> <text:span text:style-name="T2">italic</text:span> ' +
      '<text:span text:style-name="T3">inherited</text:span> and <text:a xlink:href="https://example.com/">a link</text:a>' +
      ' and <text:a xlink:href="#Heading">a jump</text:a>.</text:p>';
    const [draft] = drafts(buildOdt(body, STYLES));
    expect(draft?.text).toBe("Plain bold italic inherited and a link and a jump.");
    expect(draft?.metadata.emphasized_text_contents).toEqual(["bold", "italic", "inherited"]);
    expect(draft?.metadata.emphasized_text_tags).toEqual(["b", "i", "b"]);
    expect(draft?.metadata.links).toEqual([{ text: "a link", url: "https://example.com/", start_index: 32 }]);
    expect(draft?.metadata.link_urls).toEqual(["https://example.com/"]);
  });

  it("gives a Table with its text and HTML, spanned cells written once", () => {
    const cell = (text: string, attrs = "") =>
      `<table:table-cell${attrs}><text:p>${text}</text:p></table:table-cell>`;
    const body =
      '<table:table><table:table-column table:number-columns-repeated="3"/>' +
      `<table:table-header-rows><table:table-row>${cell("a", ' table:number-rows-spanned="2"')}${cell("b", ' table:number-columns-spanned="2"')}<table:covered-table-cell/></table:table-row></table:table-header-rows>` +
      `<table:table-row><table:covered-table-cell/>${cell("c &lt;1&gt;")}${cell("")}</table:table-row>` +
      `<table:table-row>${cell("x", ' table:number-columns-repeated="3"')}</table:table-row>` +
      "</table:table>";
    const [table] = drafts(buildOdt(body));
    expect(table?.type).toBe("Table");
    expect(table?.text).toBe("a b c <1> x");
    expect(table?.metadata.text_as_html).toBe(
      '<table><tr><td rowspan="2">a</td><td colspan="2">b</td></tr><tr><td>c &lt;1&gt;</td><td/></tr>' +
        "<tr><td>x</td><td>x</td><td>x</td></tr></table>",
    );
  });

  it("leaves out the HTML of a table that would expand to millions of cells, keeping its text", () => {
    const body =
      '<table:table><table:table-row table:number-rows-repeated="100000">' +
      '<table:table-cell table:number-columns-repeated="1000"><text:p>v</text:p></table:table-cell>' +
      "</table:table-row></table:table>";
    const [table] = drafts(buildOdt(body));
    expect(table?.text).toBe("v");
    expect(table?.metadata.text_as_html).toBeUndefined();
  });

  it("refuses non-zip data, a package without content.xml and an encrypted document with typed errors", () => {
    expect(() => drafts(new TextEncoder().encode("plain text"))).toThrow(InvalidDocumentError);
    const encrypted = buildOdt("<text:p>x</text:p>", "", '<manifest:encryption-data manifest:checksum="x"/>');
    expect(() => drafts(encrypted)).toThrow(/password-protected/);
  });

  it("yields only elements or typed errors for 240 corrupted variants of a real .odt", async () => {
    for (const { kind, bytes } of corruptedVariants(fixture("simple.odt"), 240, 7)) {
      for (const run of [
        () => partition({ data: bytes, filename: "simple.odt" }),
        async () => partitionOdt(formatContext(bytes, "simple.odt", "odt")),
      ]) {
        const started = performance.now();
        try {
          await run();
        } catch (error) {
          if (!(error instanceof EngineError)) throw new Error(`${kind}: ${String(error)}`, { cause: error });
        }
        expect(performance.now() - started).toBeLessThan(3000);
      }
    }
  });

  it("partitions the committed simple.odt as the reference partitions simple.docx", async () => {
    const elements = await partition({ data: fixture("simple.odt"), filename: "simple.odt" });
    expect(typesAndTexts(elements)).toEqual([
      ["Title", "These are a few of my favorite things:"],
      ["ListItem", "Parrots"],
      ["ListItem", "Hockey"],
      ["UncategorizedText", "Analysis"],
      ["NarrativeText", "This is my first thought. This is my second thought."],
      ["NarrativeText", "This is my third thought."],
      ["UncategorizedText", "2023"],
      ["Address", "DOYLESTOWN, PA 18901"],
    ]);
  });
});

describe.runIf(corpusDir())("odt corpus", () => {
  const corpus = corpusDir() as string;

  it("partitions fake.odt into its paragraph and table", async () => {
    const data = readFileSync(join(corpus, "example-docs", "fake.odt"));
    const elements = await partition({ data, filename: "fake.odt" });
    expect(typesAndTexts(elements)).toEqual([
      ["UncategorizedText", "Lorem ipsum dolor sit amet."],
      ["Table", "Header row Mon Wed Fri Color Blue Red Green Time 1pm 2pm 3pm Leader Sarah Mark Ryan"],
    ]);
  });

  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.odt$/i.test(name)) files.push(path);
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
