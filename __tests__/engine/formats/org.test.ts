import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { orgInline, orgToHtml, partitionOrg } from "../../../src/engine/formats/org.js";
import { corpusPath } from "../../helpers/corpus.js";
import {
  corpusFiles,
  expectElementsOrTypedError,
  mutationRun,
  run,
  runFormat,
  summary,
} from "./markup-support.js";

const partitionText = (org: string) => runFormat(partitionOrg, new TextEncoder().encode(org), "notes.org");
/** Paragraph types come from the text classifier; "Text" stands for either of them here. */
const kind = (type: string) => (type === "NarrativeText" || type === "UncategorizedText" ? "Text" : type);

describe("org: structure", () => {
  it("turns headlines into Titles with depth = stars − 1, without tags or priorities", async () => {
    const drafts = await partitionText(
      [
        "#+TITLE: Not output",
        "* Top :tag1:tag2:",
        "Body text here.",
        "** TODO [#A] Second",
        "*** Third",
        "******* Seventh",
      ].join("\n"),
    );
    expect(drafts.map((d) => [kind(d.type), d.text, d.metadata.category_depth])).toEqual([
      ["Title", "Top", 0],
      ["Text", "Body text here.", undefined],
      ["Title", "TODO Second", 1],
      ["Title", "Third", 2],
      ["Title", "Seventh", 5],
    ]);
  });

  it("nests lists by indentation and keeps checkboxes", async () => {
    const drafts = await partitionText(
      [
        "- first",
        "  continued",
        "  - nested one",
        "  - nested two",
        "- [X] done",
        "+ [ ] other kind",
        "",
        "1. ordered",
        "2) also",
      ].join("\n"),
    );
    expect(drafts.map((d) => [d.type, d.text, d.metadata.category_depth])).toEqual([
      ["ListItem", "first continued", 1],
      ["ListItem", "nested one", 2],
      ["ListItem", "nested two", 2],
      ["ListItem", "☒ done", 1],
      ["ListItem", "☐ other kind", 1],
      ["ListItem", "ordered", 1],
      ["ListItem", "also", 1],
    ]);
  });

  it("makes src, example and fixed-width blocks CodeSnippets", async () => {
    const drafts = await partitionText(
      [
        "#+BEGIN_SRC python :results output",
        "",
        "   def f():",
        "       return 1",
        "#+END_SRC",
        "#+begin_example",
        "raw <text>",
        "#+end_example",
        ": fixed width",
        ":   indented",
      ].join("\n"),
    );
    expect(drafts.map((d) => [d.type, d.text])).toEqual([
      ["CodeSnippet", "def f():\n    return 1"],
      ["CodeSnippet", "raw <text>"],
      ["CodeSnippet", "fixed width\n  indented"],
    ]);
  });

  it("reads tables, skipping rule lines", async () => {
    const [table] = await partitionText(
      ["| Name | Value |", "|------+-------|", "| a    |     1 |", "| b    |       |"].join("\n"),
    );
    expect(table?.type).toBe("Table");
    expect(table?.text).toBe("Name Value a 1 b");
    expect(table?.metadata.text_as_html).toBe(
      "<table><tr><td>Name</td><td>Value</td></tr><tr><td>a</td><td>1</td></tr><tr><td>b</td><td/></tr></table>",
    );
  });

  it("leaves out comments, drawers, planning, COMMENT subtrees, footnotes, includes and description lists", async () => {
    const drafts = await partitionText(
      [
        "* Kept heading",
        "SCHEDULED: <2024-01-01 Mon>",
        ":PROPERTIES:",
        ":ID: 123",
        ":END:",
        "# a comment",
        '#+INCLUDE: "/etc/passwd"',
        "- term :: description",
        "",
        "[fn:1] A footnote.",
        "",
        "* COMMENT Hidden",
        "Hidden text.",
        "* Visible",
        "#+BEGIN_COMMENT",
        "gone",
        "#+END_COMMENT",
        "Shown text.",
      ].join("\n"),
    );
    expect(drafts.map((d) => [kind(d.type), d.text])).toEqual([
      ["Title", "Kept heading"],
      ["Title", "Visible"],
      ["Text", "Shown text."],
    ]);
  });

  it("converts inline markup, links and bare URLs", async () => {
    const [p] = await partitionText(
      "Some *bold*, /italic/, _under_, =verb=, ~code~, +gone+ [[https://o.test][a link]] and https://bare.test.",
    );
    expect(p?.text).toBe("Some bold, italic, under, verb, code, a link and https://bare.test.");
    expect(p?.metadata.emphasized_text_contents).toEqual(["bold", "italic"]);
    expect(p?.metadata.emphasized_text_tags).toEqual(["b", "i"]);
    expect(p?.metadata.link_texts).toEqual(["a link", "https://bare.test"]);
    expect(p?.metadata.link_urls).toEqual(["https://o.test", "https://bare.test"]);
    expect(orgInline("a < b & c")).toBe("a &lt; b &amp; c");
  });

  it("keeps quote, verse and html export blocks", () => {
    expect(
      orgToHtml(
        "#+BEGIN_QUOTE\nQuoted.\n#+END_QUOTE\n#+BEGIN_VERSE\nOne\nTwo\n#+END_VERSE\n#+BEGIN_EXPORT html\n<p>raw</p>\n#+END_EXPORT",
      ),
    ).toBe("<blockquote>\n<p>Quoted.</p>\n</blockquote>\n<div>One<br>Two</div>\n<p>raw</p>");
  });

  it("bounds nesting depth", async () => {
    const deep = Array.from({ length: 1000 }, (_, i) => `${" ".repeat(i * 2)}- item ${i}`).join("\n");
    const start = performance.now();
    expect((await partitionText(deep)).length).toBeGreaterThan(0);
    expect(performance.now() - start).toBeLessThan(5_000);
  });

  it("goes through the public pipeline", async () => {
    const elements = await run("* Heading\nSome narrative text is written here.\n", "notes.org");
    expect(summary(elements)).toEqual([
      ["Title", "Heading"],
      ["NarrativeText", "Some narrative text is written here."],
    ]);
    expect(elements[0]?.metadata.filetype).toBe("text/org");
  });
});

const orgFiles = corpusFiles([".org"]);

describe.runIf(orgFiles.length > 0)("org: corpus", () => {
  it.each(orgFiles.map((f) => [f.split("/").slice(-2).join("/"), f]))("%s", async (_name, path) => {
    const outcome = await expectElementsOrTypedError(path, partitionOrg);
    if (Array.isArray(outcome)) expect(outcome.length).toBeGreaterThan(0);
  });

  it("reads README.org like the reference (Title first) and never follows an include", async () => {
    for (const name of ["README.org", "README-w-include.org"]) {
      const drafts = await runFormat(
        partitionOrg,
        readFileSync(corpusPath("example-docs", name) as string),
        name,
      );
      expect(drafts[0]).toMatchObject({
        type: "Title",
        text: "Example Docs",
        metadata: { category_depth: 0 },
      });
      expect(drafts.filter((d) => d.type === "ListItem").map((d) => d.text)).toEqual([
        "example-10k.html - A 10-K SEC filing in HTML format",
        "layout-parser-paper.pdf - A PDF copy of the layout parser paper",
        "factbook.xml / factbook.xsl - Example XML/XLS files that you can use to test stylesheets",
      ]);
      expect(drafts.find((d) => d.type === "CodeSnippet")?.text).toMatch(/^curl -O \\\n/);
      expect(JSON.stringify(drafts)).not.toContain("file_we_dont_want_imported");
    }
  });
});

describe("org: corrupted input", () => {
  it("gives elements or typed errors for 200 mutations of a real document", async () => {
    const real = corpusPath("example-docs", "README.org");
    const data =
      real && orgFiles.length > 0
        ? readFileSync(real)
        : new TextEncoder().encode(
            "* Example Docs\n\nThe sample docs:\n\n-  ~a.html~ - A filing\n-  ~b.pdf~ - A paper\n\n** XBRL\n\n" +
              "#+BEGIN_SRC bash\ncurl -O https://x.test/a.txt\n#+END_SRC\n\n| a | b |\n|---+---|\n| 1 | 2 |\n",
          );
    const outcome = await mutationRun(data, "README.org", 200);
    expect(outcome.elements + outcome.errors).toBe(200);
  });
});
