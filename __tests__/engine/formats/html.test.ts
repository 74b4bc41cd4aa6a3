import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parsePartitionParameters } from "../../../src/contract/partition.js";
import { EncodingError, InvalidDocumentError, LimitExceededError } from "../../../src/engine/core/errors.js";
import { decodeMarkup, htmlToDrafts, partitionHtml } from "../../../src/engine/formats/html.js";
import { tableHtml, tableText } from "../../../src/engine/text/table-html.js";
import { corpusPath } from "../../helpers/corpus.js";
import { corpusFiles, expectElementsOrTypedError, mutationRun, run, summary } from "./markup-support.js";

const params = parsePartitionParameters({});
const drafts = (html: string) => htmlToDrafts(html, { filename: "t.html", params });
const types = (html: string) => drafts(html).map((d) => [d.type, d.text]);

describe("html: element types", () => {
  it("types headings, paragraphs, lists, code and tables as the reference does", () => {
    const html = `<html><body>
      <h1>A Great and Glorious Section</h1>
      <p>Dear Leader is the best. He is such a wonderful engineer!</p>
      <p></p>
      <p>Another Magnificent paragraph</p>
      <p><b>The prior element is a title based on its capitalization patterns!</b></p>
      <table><tbody><tr><td><p>I'm in a table</p></td></tr></tbody></table>
      <h2>A New Beginning</h2>
      <div>Here is the start of a new page.</div>
    </body></html>`;
    expect(types(html)).toEqual([
      ["Title", "A Great and Glorious Section"],
      ["NarrativeText", "Dear Leader is the best. He is such a wonderful engineer!"],
      // A <p> is never a Title, whatever its capitalization.
      ["UncategorizedText", "Another Magnificent paragraph"],
      ["NarrativeText", "The prior element is a title based on its capitalization patterns!"],
      ["Table", "I'm in a table"],
      ["Title", "A New Beginning"],
      ["NarrativeText", "Here is the start of a new page."],
    ]);
  });

  it("gives headings depth 0-5 and list items the number of enclosing lists", () => {
    const result = drafts(`
      <h1>One</h1><h3>Three</h3><h6>Six</h6>
      <ul><li>Outer item<ol><li>Inner item<ul><li>Innermost item</li></ul></li></ol></li></ul>`);
    expect(result.map((d) => [d.type, d.text, d.metadata.category_depth])).toEqual([
      ["Title", "One", 0],
      ["Title", "Three", 2],
      ["Title", "Six", 5],
      ["ListItem", "Outer item", 1],
      ["ListItem", "Inner item", 2],
      ["ListItem", "Innermost item", 3],
    ]);
  });

  it("reads a list item holding a single paragraph (Markdown's loose lists) as one item", () => {
    expect(types("<ul><li>\n<p>Loose <em>item</em></p>\n</li><li><p>One</p><p>Two</p></li></ul>")).toEqual([
      ["ListItem", "Loose item"],
      ["UncategorizedText", "One"],
      ["UncategorizedText", "Two"],
    ]);
  });

  it("turns bulleted text into a list item without its bullet; drops one-character text", () => {
    expect(types("<p>• Bulleted text here</p><p>x</p><p>ok</p>")).toEqual([
      ["ListItem", "Bulleted text here"],
      ["UncategorizedText", "ok"],
    ]);
  });

  it("keeps whitespace in <pre> except one leading and one trailing newline", () => {
    expect(types("<pre>\n  def f():\n      return 1\n\n</pre>")).toEqual([
      ["CodeSnippet", "  def f():\n      return 1\n"],
    ]);
    // <code> outside <pre> is inline text, as in the reference.
    expect(types("<p>Call <code>f()</code> now</p>")).toEqual([["UncategorizedText", "Call f() now"]]);
  });

  it("emits img as Image with its alt text and URL; base64 payloads only when asked", () => {
    const html = `<div><img src="https://x.test/a.png" alt=" Logo "><img alt="no source"><img src="data:image/png;base64,AAAA" alt="Inline"></div>`;
    expect(drafts(html)).toEqual([
      { type: "Image", text: "Logo", metadata: { image_url: "https://x.test/a.png" } },
      { type: "Image", text: "Inline", metadata: {} },
    ]);
    const withPayload = htmlToDrafts(html, {
      filename: "t.html",
      params: parsePartitionParameters({ extract_image_block_types: ["Image"] }),
    });
    expect(withPayload[1]?.metadata).toEqual({ image_base64: "AAAA", image_mime_type: "image/png" });
  });
});

describe("html: inline runs", () => {
  it("joins runs without adding or losing spaces", () => {
    expect(types("<p>foo<b>bar</b> baz <i> qux </i>quux</p>")).toEqual([
      ["UncategorizedText", "foobar baz qux quux"],
    ]);
    expect(types("<p>abc<br/>def<br>  ghi</p>")).toEqual([["UncategorizedText", "abc def ghi"]]);
    expect(types("<p>  spread\n   over\tlines&nbsp;here  </p>")).toEqual([
      ["UncategorizedText", "spread over lines here"],
    ]);
  });

  it("records emphasis per run, with the reference's combined tags", () => {
    const [p] = drafts("<p>Plain <b>bold <i>both</i> more</b> and <em>it</em> <strong> </strong></p>");
    expect(p?.text).toBe("Plain bold both more and it");
    expect(p?.metadata.emphasized_text_contents).toEqual(["bold", "both", "more", "it"]);
    expect(p?.metadata.emphasized_text_tags).toEqual(["b", "bi", "b", "i"]);
  });

  it("records links (text and URL) on the paragraph that holds them", () => {
    const [p] = drafts(
      `<p>See <a href="https://a.test/x">the <b>docs</b></a> or <a href="/y">here</a>; <a>no href</a>.</p>`,
    );
    expect(p?.text).toBe("See the docs or here; no href.");
    expect(p?.metadata.link_texts).toEqual(["the docs", "here"]);
    expect(p?.metadata.link_urls).toEqual(["https://a.test/x", "/y"]);
    expect(p?.metadata.emphasized_text_contents).toEqual(["docs"]);
    expect(p?.metadata.link_start_indexes).toBeUndefined();
  });

  it("gives a link around a block to the first element the block produces", () => {
    const result = drafts(`<div><a href="/h"><h2>Linked heading</h2><p>After</p></a></div>`);
    expect(result.map((d) => [d.text, d.metadata.link_urls])).toEqual([
      ["Linked heading", ["/h"]],
      ["After", undefined],
    ]);
  });

  it("splits a paragraph where a block sits inside phrasing, keeping document order", () => {
    const html = `<div>Seagulls <b>gonna <i>come</i></b> and
      <p>Poke me in the coconut</p>
      And they <b>did</b>, they <i>did</i></div>
      <p>Start <span>inner <div>Block inside span</div> tail</span> end</p>`;
    expect(types(html)).toEqual([
      ["UncategorizedText", "Seagulls gonna come and"],
      ["UncategorizedText", "Poke me in the coconut"],
      ["NarrativeText", "And they did, they did"],
      ["UncategorizedText", "Start inner"],
      ["UncategorizedText", "Block inside span"],
      ["UncategorizedText", "tail end"],
    ]);
  });
});

describe("html: what is dropped", () => {
  it("drops scripts, styles, noscript, templates, navigation, forms and comments but keeps their tails", () => {
    const html = `<body><p><style> p { margin:0 } </style>Lorem ipsum dolor</p>
      <script>var x = "function ("</script><noscript>Enable JS</noscript>
      <nav><p>Home About</p></nav><template><p>Hidden</p></template>
      <form><p>Name</p></form><dl><dt>Term</dt><dd>Definition</dd></dl>
      <p>Before<!-- a comment -->After <button>Click</button>me <label>Lbl</label>now</p>
      <p>Unknown <foo>inner text</foo> tag</p></body>`;
    expect(types(html)).toEqual([
      ["UncategorizedText", "Lorem ipsum dolor"],
      ["UncategorizedText", "BeforeAfter me now"],
      ["UncategorizedText", "Unknown tag"],
    ]);
  });

  it("keeps header and footer text as ordinary paragraphs", () => {
    const html =
      "<html><header><p>Header</p></header><body><h1>Heading</h1></body><footer><p>Footer</p></footer></html>";
    expect(types(html)).toEqual([
      ["UncategorizedText", "Header"],
      ["Title", "Heading"],
      ["UncategorizedText", "Footer"],
    ]);
  });

  it("reads only <main> when the page has one", () => {
    expect(
      types("<body><nav>Menu</nav><div>Banner text</div><main><p>Core content</p></main><p>Outro</p></body>"),
    ).toEqual([["UncategorizedText", "Core content"]]);
  });
});

describe("html: tables", () => {
  it("joins cell texts and writes compact text_as_html", () => {
    const [table] = drafts(`<table>
      <thead><tr><th>Lorem</th><th>Ipsum</th></tr></thead>
      <tbody><tr><th>Ut enim non</th><td>ad minim\nveniam quis</td></tr>
      <tr><td> </td><td>a &lt; b &amp; "c"</td></tr></tbody>
      <tfoot><tr><td>Dolor</td><td><span>Eq</span>uis</td></tr></tfoot></table>`);
    expect(table?.type).toBe("Table");
    expect(table?.text).toBe('Lorem Ipsum Ut enim non ad minim\nveniam quis a < b & "c" Dolor Eq uis');
    expect(table?.metadata.text_as_html).toBe(
      "<table><tr><td>Lorem</td><td>Ipsum</td></tr><tr><td>Ut enim non</td><td>ad minim<br/>veniam quis</td></tr>" +
        "<tr><td/><td>a &lt; b &amp; &quot;c&quot;</td></tr><tr><td>Dolor</td><td>Eq uis</td></tr></table>",
    );
  });

  it("puts a nested table's text in its cell and skips tables without text", () => {
    const result = drafts(`<table><tr><td>Outer<table><tr><td>Inner</td></tr></table></td></tr></table>
      <table><tr><td> </td></tr></table>`);
    expect(result.map((d) => [d.type, d.text, d.metadata.text_as_html])).toEqual([
      ["Table", "Outer Inner", "<table><tr><td>Outer Inner</td></tr></table>"],
    ]);
  });

  it("renders a cell matrix as the reference does", () => {
    const options = { escapeQuotes: true };
    expect(tableHtml([["a", ""], [], ["x\ny", "<"]], options)).toBe(
      "<table><tr><td>a</td><td/></tr><tr><td>x<br/>y</td><td>&lt;</td></tr></table>",
    );
    expect(tableHtml([['"q"', "it's"]], options)).toBe(
      "<table><tr><td>&quot;q&quot;</td><td>it&#x27;s</td></tr></table>",
    );
    expect(tableHtml([['"q"']])).toBe('<table><tr><td>"q"</td></tr></table>');
    expect(tableHtml([[{ text: "m", colspan: 2 }], []], { keepEmptyRows: true })).toBe(
      '<table><tr><td colspan="2">m</td></tr><tr></tr></table>',
    );
    // Tables found in page geometry ask for the hi_res table model's sections; nothing else changes.
    expect(
      tableHtml([["h", "i"], [{ text: "a", rowspan: 2 }, "b"], ["c"]], { sections: { headerRows: 1 } }),
    ).toBe(
      '<table><thead><tr><th>h</th><th>i</th></tr></thead><tbody><tr><td rowspan="2">a</td><td>b</td></tr><tr><td>c</td></tr></tbody></table>',
    );
    expect(tableHtml([["a", ""]], { sections: { headerRows: 0 } })).toBe(
      "<table><tbody><tr><td>a</td><td/></tr></tbody></table>",
    );
    expect(
      tableText([
        ["a  b", ""],
        ["", "c"],
      ]),
    ).toBe("a b c");
    expect(tableHtml([])).toBe("");
  });
});

describe("html: pages and hostile structure", () => {
  it("takes page numbers from data-page-number through container ancestors", () => {
    const result = drafts(
      `<div data-page-number="3"><p>On three</p><span data-page-number="9"><p>Phrasing parent</p></span></div><p>None</p>`,
    );
    expect(result.map((d) => [d.text, d.metadata.page_number])).toEqual([
      ["On three", 3],
      ["Phrasing parent", undefined],
      ["None", undefined],
    ]);
    const paged = htmlToDrafts("<p>Default page</p>", { filename: "t.html", params, pageNumber: 4 });
    expect(paged[0]?.metadata.page_number).toBe(4);
  });

  it("walks deep nesting without recursion and refuses absurd depth quickly", () => {
    const start = performance.now();
    const depth = 2000;
    expect(drafts(`${"<div>".repeat(depth)}deep text${"</div>".repeat(depth)}`).map((d) => d.text)).toEqual([
      "deep text",
    ]);
    expect(drafts(`${"<div>ab ".repeat(depth)}`).length).toBe(depth);
    expect(
      drafts(`<p>${"<b>".repeat(depth)}deep${"</b>".repeat(depth)}</p>`)[0]?.metadata.emphasized_text_tags,
    ).toEqual(["b"]);
    const items = drafts("<ul><li>item ".repeat(1000));
    expect(items.length).toBe(1000);
    expect(items[999]?.metadata.category_depth).toBe(1000);
    expect(() => drafts(`${"<span>".repeat(100_000)}x`)).toThrow(LimitExceededError);
    expect(performance.now() - start).toBeLessThan(5_000);
  });
});

describe("html: decoding", () => {
  const latin1Page = (meta: string) =>
    Uint8Array.from([
      ...new TextEncoder().encode(`<html><head>${meta}</head><body><p>caf`),
      0xe9,
      0x80,
      ...new TextEncoder().encode("</p></body></html>"),
    ]);

  it("honours <meta charset> and http-equiv content types", () => {
    expect(decodeMarkup(latin1Page('<meta charset="windows-1252">'), "t.html", undefined)).toContain("café€");
    expect(
      decodeMarkup(
        latin1Page(`<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1">`),
        "t.html",
        "utf-8",
      ),
    ).toContain("café€");
  });

  it("lets an explicit encoding win over the declaration, and a BOM over both", () => {
    const cp1250 = decodeMarkup(latin1Page('<meta charset="utf-8">'), "t.html", "cp1250");
    expect(cp1250).toContain("café€");
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...new Uint8Array(new Uint16Array([..."<p>hé</p>"].map((c) => c.charCodeAt(0))).buffer),
    ]);
    expect(decodeMarkup(utf16, "t.html", "windows-1252")).toBe("<p>hé</p>");
  });

  it("fails with typed errors on binary data and unknown encodings", async () => {
    const binary = Uint8Array.from({ length: 2000 }, (_, i) => (i * 7919) % 32);
    await expect(run(binary, "garbage.html")).rejects.toBeInstanceOf(InvalidDocumentError);
    await expect(run("<p>x</p>", "t.html", { encoding: "no-such-encoding" })).rejects.toBeInstanceOf(
      EncodingError,
    );
  });
});

describe("html: through the public pipeline", () => {
  it("adds filetype, ids and parents", async () => {
    const elements = await run("<h1>Heading</h1><p>Some narrative text is written here.</p>", "page.htm");
    expect(summary(elements)).toEqual([
      ["Title", "Heading"],
      ["NarrativeText", "Some narrative text is written here."],
    ]);
    expect(elements[0]?.metadata.filetype).toBe("text/html");
    expect(elements[1]?.metadata.parent_id).toBe(elements[0]?.element_id);
    expect(elements[0]?.element_id).toMatch(/^[0-9a-f]{32}$/);
  });

  it("returns nothing for an empty page", async () => {
    expect(await run("<html><body>  </body></html>", "empty.html")).toEqual([]);
  });
});

const conformanceFile = corpusPath("example-docs", "fake-html-cp1252.html");
const expectedFile = corpusPath("expected", "fake-html-cp1252.html.encoding-cp1252.json");

describe.runIf(conformanceFile && expectedFile)("html: conformance with the reference output", () => {
  it("fake-html-cp1252.html with encoding cp1252", async () => {
    const expected = JSON.parse(readFileSync(expectedFile as string, "utf8")) as Array<{
      type: string;
      text: string;
      element_id: string;
    }>;
    const actual = await run(readFileSync(conformanceFile as string), "fake-html-cp1252.html", {
      encoding: "cp1252",
    });
    const count = (same: (e: (typeof expected)[number], a: (typeof actual)[number]) => boolean) =>
      expected.filter((e, i) => actual[i] !== undefined && same(e, actual[i] as (typeof actual)[number]))
        .length;
    const agreement = {
      elements: `${actual.length}/${expected.length}`,
      types: `${count((e, a) => e.type === a.type)}/${expected.length}`,
      texts: `${count((e, a) => e.text === a.text)}/${expected.length}`,
      ids: `${count((e, a) => e.element_id === a.element_id)}/${expected.length}`,
    };
    console.log("fake-html-cp1252.html agreement", agreement);
    expect(actual.map((a) => a.type)).toEqual(expected.map((e) => e.type));
    // The reference's pre text was decoded as windows-1250 despite encoding=cp1252 ("trčs" for "très"):
    // the first three elements agree exactly; the fourth agrees once that mis-decoding is accounted for.
    expect(actual.slice(0, 3).map((a) => [a.text, a.element_id])).toEqual(
      expected.slice(0, 3).map((e) => [e.text, e.element_id]),
    );
    const bytes = new TextEncoder().encode(expected[3]?.text);
    expect(bytes.length).toBeGreaterThan(0);
    const recoded = new TextDecoder("windows-1252").decode(
      Uint8Array.from([...(expected[3]?.text ?? "")].map((c) => windows1250Byte(c))),
    );
    expect(actual[3]?.text).toBe(recoded);
  });
});

/** The windows-1250 byte of a character (for undoing the reference's mis-decoding). */
function windows1250Byte(char: string): number {
  const decoder = new TextDecoder("windows-1250");
  for (let b = 0; b < 256; b++) if (decoder.decode(Uint8Array.of(b)) === char) return b;
  return 0x3f;
}

const htmlFiles = corpusFiles([".html", ".htm", ".xhtml"]);

describe.runIf(htmlFiles.length > 0)("html: every corpus file", () => {
  it.each(htmlFiles.map((f) => [f.split("/").slice(-2).join("/"), f]))("%s", async (_name, path) => {
    const outcome = await expectElementsOrTypedError(path, partitionHtml);
    if (Array.isArray(outcome)) expect(outcome.length).toBeGreaterThan(0);
  });
});

describe("html: corrupted input", () => {
  it("gives elements or typed errors for 200 mutations of a real page", async () => {
    const real = corpusPath("example-docs", "fake-html.html");
    const data =
      real && htmlFiles.length > 0
        ? readFileSync(real)
        : new TextEncoder().encode(
            "<html><body><h1>Heading</h1><p>Para <b>bold</b> <a href='/x'>link</a></p><ul><li>One<ul><li>Two</li></ul></li></ul>" +
              "<table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></table><pre>code\n  here</pre></body></html>",
          );
    const outcome = await mutationRun(data, "fake-html.html", 200);
    expect(outcome.elements + outcome.errors).toBe(200);
  });

  const filing = corpusPath("example-docs", "example-10k-1p.html");
  it.runIf(filing && htmlFiles.length > 0)(
    "gives drafts or typed errors for 200 mutations of a 10-K page",
    async () => {
      const outcome = await mutationRun(
        readFileSync(filing as string),
        "example-10k-1p.html",
        200,
        3_000,
        partitionHtml,
      );
      expect(outcome.elements + outcome.errors).toBe(200);
    },
  );
});
