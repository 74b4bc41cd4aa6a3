import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { partitionRst, rstToHtml } from "../../../src/engine/formats/rst.js";
import { corpusPath } from "../../helpers/corpus.js";
import {
  corpusFiles,
  expectElementsOrTypedError,
  mutationRun,
  run,
  runFormat,
  summary,
} from "./markup-support.js";

const partitionText = (rst: string) => runFormat(partitionRst, new TextEncoder().encode(rst), "doc.rst");
/** Paragraph types come from the text classifier; "Text" stands for either of them here. */
const kind = (type: string) => (type === "NarrativeText" || type === "UncategorizedText" ? "Text" : type);
const typed = async (rst: string) => (await partitionText(rst)).map((d) => [kind(d.type), d.text]);

describe("rst: sections", () => {
  it("gives titles depths in the order their adornment styles first appear", async () => {
    const drafts = await partitionText(
      [
        "==========",
        " Document",
        "==========",
        "",
        "Chapter one",
        "-----------",
        "",
        "Section A",
        "~~~~~~~~~",
        "",
        "Chapter two",
        "-----------",
        "",
        "Short",
        "=====",
      ].join("\n"),
    );
    expect(drafts.map((d) => [d.type, d.text, d.metadata.category_depth])).toEqual([
      ["Title", "Document", 0],
      ["Title", "Chapter one", 1],
      ["Title", "Section A", 2],
      ["Title", "Chapter two", 1],
      // Underline-only "=" is a different style from over-and-underlined "=".
      ["Title", "Short", 3],
    ]);
  });

  it("skips transitions and needs an underline as long as the title (or four characters)", async () => {
    expect(await typed("Para one is here.\n\n----------\n\nAb\n--\n\nAbcdefgh\n--\n")).toEqual([
      ["Text", "Para one is here."],
      ["Title", "Ab"],
      ["Text", "Abcdefgh --"],
    ]);
  });
});

describe("rst: body elements", () => {
  it("converts lists, nested lists and enumerations", async () => {
    const drafts = await partitionText(
      [
        "- first item",
        "- second item",
        "",
        "  * nested item",
        "",
        "- third item",
        "  continues here",
        "",
        "1. one",
        "#. two",
        "(a) letter",
      ].join("\n"),
    );
    expect(drafts.map((d) => [d.type, d.text, d.metadata.category_depth])).toEqual([
      ["ListItem", "first item", 1],
      ["ListItem", "second item", 1],
      ["ListItem", "nested item", 2],
      ["ListItem", "third item continues here", 1],
      ["ListItem", "one", 1],
      ["ListItem", "two", 1],
      ["ListItem", "letter", 1],
    ]);
  });

  it("makes literal blocks and code directives CodeSnippets", async () => {
    const drafts = await partitionText(
      [
        "Example::",
        "",
        "    x = 1",
        "      y = 2",
        "",
        "Expanded form ::",
        "",
        "   plain",
        "",
        "::",
        "",
        "   only code",
        "",
        ".. code-block:: python",
        "   :linenos:",
        "",
        "   def f():",
        "       return 1",
        "",
        ">>> 1 + 1",
        "2",
      ].join("\n"),
    );
    expect(drafts.map((d) => [kind(d.type), d.text])).toEqual([
      ["Text", "Example:"],
      ["CodeSnippet", "x = 1\n  y = 2"],
      ["Text", "Expanded form"],
      ["CodeSnippet", "plain"],
      ["CodeSnippet", "only code"],
      ["CodeSnippet", "def f():\n    return 1"],
      ["CodeSnippet", ">>> 1 + 1\n2"],
    ]);
  });

  it("reads simple, grid, list and CSV tables", async () => {
    const drafts = await partitionText(
      [
        "=====  =====",
        "A      B",
        "=====  =====",
        "a1     b1",
        "       b1 more",
        "a2     b2",
        "=====  =====",
        "",
        "+------+------+",
        "| H1   | H2   |",
        "+======+======+",
        "| c1   | c2   |",
        "| more |      |",
        "+------+------+",
        "",
        ".. list-table:: Caption",
        "   :header-rows: 1",
        "",
        "   * - Name",
        "     - Value",
        "   * - x",
        "     - 1",
        "",
        ".. csv-table::",
        '   :header: "K", "V"',
        "",
        '   "a, b", 2',
      ].join("\n"),
    );
    expect(drafts.map((d) => [d.type, d.text, d.metadata.text_as_html])).toEqual([
      [
        "Table",
        "A B a1 b1 b1 more a2 b2",
        "<table><tr><td>A</td><td>B</td></tr><tr><td>a1</td><td>b1 b1 more</td></tr><tr><td>a2</td><td>b2</td></tr></table>",
      ],
      [
        "Table",
        "H1 H2 c1 more c2",
        "<table><tr><td>H1</td><td>H2</td></tr><tr><td>c1 more</td><td>c2</td></tr></table>",
      ],
      [
        "Table",
        "Name Value x 1",
        "<table><tr><td>Name</td><td>Value</td></tr><tr><td>x</td><td>1</td></tr></table>",
      ],
      ["Table", "K V a, b 2", "<table><tr><td>K</td><td>V</td></tr><tr><td>a, b</td><td>2</td></tr></table>"],
    ]);
  });

  it("reads inline markup, references and targets", async () => {
    const [p] = await partitionText(
      [
        "Use **strong**, *emphasis*, ``literal``, `Docs <https://d.test/>`_, Python_,",
        "|sub|, a footnote [1]_ and https://bare.test/x.",
        "",
        ".. _Python: https://python.test",
        ".. |sub| replace:: substituted",
        ".. [1] The footnote.",
      ].join("\n"),
    );
    expect(p?.text).toBe(
      "Use strong, emphasis, literal, Docs, Python, substituted, a footnote and https://bare.test/x.",
    );
    expect(p?.metadata.emphasized_text_contents).toEqual(["strong", "emphasis"]);
    expect(p?.metadata.emphasized_text_tags).toEqual(["b", "i"]);
    expect(p?.metadata.link_texts).toEqual(["Docs", "Python", "https://bare.test/x"]);
    expect(p?.metadata.link_urls).toEqual(["https://d.test/", "https://python.test", "https://bare.test/x"]);
  });

  it("drops comments, includes, images, field and definition lists as the reference's output does", async () => {
    expect(
      await typed(
        [
          ".. include:: /etc/passwd",
          ".. a comment",
          "   spanning lines",
          ".. image:: pic.png",
          "",
          ":Author: Someone",
          ":Version: 1",
          "",
          "term",
          "    its definition",
          "",
          "Kept paragraph here.",
        ].join("\n"),
      ),
    ).toEqual([["Text", "Kept paragraph here."]]);
  });

  it("keeps admonitions, block quotes and line blocks", async () => {
    expect(
      await typed(
        [
          ".. note:: Remember this fact.",
          "",
          "   More of the note.",
          "",
          "A paragraph.",
          "",
          "    Quoted text is indented.",
          "",
          "| Line one",
          "| Line two",
        ].join("\n"),
      ),
    ).toEqual([
      ["Text", "Note"],
      ["Text", "Remember this fact."],
      ["Text", "More of the note."],
      ["Text", "A paragraph."],
      ["Text", "Quoted text is indented."],
      ["Text", "Line one Line two"],
    ]);
  });

  it("escapes text that looks like markup", () => {
    expect(rstToHtml('A <script>alert("x")</script> & more')).toBe(
      "<p>A &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more</p>",
    );
  });

  it("bounds nesting depth", async () => {
    const deep = Array.from({ length: 1000 }, (_, i) => `${" ".repeat(i * 2)}- item ${i}`).join("\n\n");
    const start = performance.now();
    const drafts = await partitionText(deep);
    expect(drafts.length).toBeGreaterThan(0);
    expect(performance.now() - start).toBeLessThan(5_000);
  });

  it("goes through the public pipeline", async () => {
    const elements = await run("Heading\n=======\n\nSome narrative text is written here.\n", "doc.rst");
    expect(summary(elements)).toEqual([
      ["Title", "Heading"],
      ["NarrativeText", "Some narrative text is written here."],
    ]);
    expect(elements[0]?.metadata.filetype).toBe("text/x-rst");
  });
});

const rstFiles = corpusFiles([".rst"]);

describe.runIf(rstFiles.length > 0)("rst: corpus", () => {
  it.each(rstFiles.map((f) => [f.split("/").slice(-2).join("/"), f]))("%s", async (_name, path) => {
    const outcome = await expectElementsOrTypedError(path, partitionRst);
    if (Array.isArray(outcome)) expect(outcome.length).toBeGreaterThan(0);
  });

  it("reads README.rst like the reference (Title first) and never follows an include", async () => {
    for (const name of ["README.rst", "README-w-include.rst"]) {
      const drafts = await runFormat(
        partitionRst,
        readFileSync(corpusPath("example-docs", name) as string),
        name,
      );
      expect(drafts.map((d) => [d.type, d.text]).slice(0, 3)).toEqual([
        ["Title", "Example Docs"],
        ["NarrativeText", "The sample docs directory contains the following files:"],
        ["ListItem", "example-10k.html - A 10-K SEC filing in HTML format"],
      ]);
      expect(drafts.find((d) => d.type === "CodeSnippet")?.text).toMatch(/^curl -O \\\n/);
      expect(JSON.stringify(drafts)).not.toContain("file_we_dont_want_imported");
    }
  });
});

describe("rst: corrupted input", () => {
  it("gives elements or typed errors for 200 mutations of a real document", async () => {
    const real = corpusPath("example-docs", "README.rst");
    const data =
      real && rstFiles.length > 0
        ? readFileSync(real)
        : new TextEncoder().encode(
            "Example Docs\n------------\n\nThe sample docs:\n\n-  ``a.html`` - A filing\n-  ``b.pdf`` - A paper\n\n" +
              "XBRL\n^^^^\n\n.. code:: bash\n\n   curl -O \\\n     https://x.test/a.txt\n\n=====  =====\nA      B\n=====  =====\n1      2\n=====  =====\n",
          );
    const outcome = await mutationRun(data, "README.rst", 200);
    expect(outcome.elements + outcome.errors).toBe(200);
  });
});
