import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { clampNesting, markdownToHtml, partitionMarkdown } from "../../../src/engine/formats/markdown.js";
import { corpusPath } from "../../helpers/corpus.js";
import {
  corpusFiles,
  expectElementsOrTypedError,
  mutationRun,
  run,
  runFormat,
  summary,
} from "./markup-support.js";

const partitionText = async (markdown: string) =>
  runFormat(partitionMarkdown, new TextEncoder().encode(markdown), "doc.md");

describe("markdown: element types", () => {
  it("types headings, paragraphs, lists, code and tables", async () => {
    const drafts = await partitionText(
      [
        "# Top heading",
        "",
        "Some narrative text is written in this paragraph.",
        "",
        "## Second *level*",
        "",
        "- first item",
        "- second item",
        "  - nested item",
        "",
        "1. numbered item",
        "",
        "```python",
        "def f():",
        "    return 1",
        "```",
        "",
        "    indented code",
        "",
        "| Item | Price |",
        "|------|------:|",
        "| Apple | 1.99 |",
        "| Pear |  |",
      ].join("\n"),
    );
    expect(drafts.map((d) => [d.type, d.text, d.metadata.category_depth])).toEqual([
      ["Title", "Top heading", 0],
      ["NarrativeText", "Some narrative text is written in this paragraph.", undefined],
      ["Title", "Second level", 1],
      ["ListItem", "first item", 1],
      ["ListItem", "second item", 1],
      ["ListItem", "nested item", 2],
      ["ListItem", "numbered item", 1],
      ["CodeSnippet", "def f():\n    return 1", undefined],
      ["CodeSnippet", "indented code", undefined],
      ["Table", "Item Price Apple 1.99 Pear", undefined],
    ]);
    expect(drafts[9]?.metadata.text_as_html).toBe(
      "<table><tr><td>Item</td><td>Price</td></tr><tr><td>Apple</td><td>1.99</td></tr><tr><td>Pear</td><td/></tr></table>",
    );
  });

  it("keeps a loose list item as one element and records emphasis and links", async () => {
    const drafts = await partitionText("- loose **bold** item\n\n- see [the docs](https://d.test/x)\n");
    expect(drafts.map((d) => [d.type, d.text])).toEqual([
      ["ListItem", "loose bold item"],
      ["ListItem", "see the docs"],
    ]);
    expect(drafts[0]?.metadata.emphasized_text_contents).toEqual(["bold"]);
    expect(drafts[0]?.metadata.emphasized_text_tags).toEqual(["b"]);
    expect(drafts[1]?.metadata.link_texts).toEqual(["the docs"]);
    expect(drafts[1]?.metadata.link_urls).toEqual(["https://d.test/x"]);
  });

  it("passes raw HTML through to the HTML rules", async () => {
    const drafts = await partitionText(
      '<div align="center"><h3>Raw heading</h3></div>\n\nText after <b>it</b>.',
    );
    expect(drafts.map((d) => [d.type, d.text])).toEqual([
      ["Title", "Raw heading"],
      ["UncategorizedText", "Text after it."],
    ]);
  });

  it("goes through the public pipeline with its media type", async () => {
    const elements = await run(
      "# Title here\n\nA paragraph of narrative text that is long enough.\n",
      "notes.md",
    );
    expect(summary(elements)).toEqual([
      ["Title", "Title here"],
      ["NarrativeText", "A paragraph of narrative text that is long enough."],
    ]);
    expect(elements[0]?.metadata.filetype).toBe("text/markdown");
    expect(elements[1]?.metadata.parent_id).toBe(elements[0]?.element_id);
  });
});

describe("markdown: hostile nesting", () => {
  it("clamps nesting outside code fences only", () => {
    const deep = `${" ".repeat(300)}- item`;
    expect(clampNesting(deep)).toBe(`${" ".repeat(100)}- item`);
    expect(clampNesting(`${"> ".repeat(40)}quote`)).toBe(`${"> ".repeat(16)}quote`);
    const fenced = `\`\`\`\n${" ".repeat(300)}code\n\`\`\``;
    expect(clampNesting(fenced)).toBe(fenced);
  });

  it("converts thousands of nested lists and quotes quickly", () => {
    const start = performance.now();
    const lists = Array.from({ length: 5000 }, (_, i) => `${" ".repeat(i * 2)}- a`).join("\n");
    expect(markdownToHtml(lists, "deep.md")).toContain("<li>a");
    const quotes = Array.from({ length: 2000 }, (_, i) => `${"> ".repeat(i)}x`).join("\n");
    expect(markdownToHtml(quotes, "deep.md")).toContain("<blockquote>");
    expect(markdownToHtml(`${"* ".repeat(5000)}a`, "deep.md")).toContain("a");
    expect(performance.now() - start).toBeLessThan(8_000);
  });
});

const mdFiles = corpusFiles([".md", ".markdown"]);

describe.runIf(mdFiles.length > 0)("markdown: corpus", () => {
  it.each(mdFiles.map((f) => [f.split("/").slice(-2).join("/"), f]))("%s", async (_name, path) => {
    const outcome = await expectElementsOrTypedError(path, partitionMarkdown);
    if (Array.isArray(outcome)) expect(outcome.length).toBeGreaterThan(0);
  });

  it("reads README.md as the reference does", async () => {
    const drafts = await runFormat(
      partitionMarkdown,
      readFileSync(corpusPath("example-docs", "README.md") as string),
      "README.md",
    );
    expect(drafts[0]).toMatchObject({ type: "Title", text: "Example Docs" });
    expect(drafts.some((d) => d.type === "CodeSnippet" && d.text.startsWith("curl -O"))).toBe(true);
    expect(drafts.filter((d) => d.type === "ListItem").length).toBe(3);
  });

  it("decodes non-UTF-8 Markdown and finds the simple table", async () => {
    const umlauts = await runFormat(
      partitionMarkdown,
      readFileSync(corpusPath("example-docs", "umlauts-non-utf8.md") as string),
      "umlauts-non-utf8.md",
    );
    expect(umlauts.map((d) => d.text)).toContain("äöüß");
    const table = await runFormat(
      partitionMarkdown,
      readFileSync(corpusPath("example-docs", "simple-table.md") as string),
      "simple-table.md",
    );
    expect(table[0]?.type).toBe("Table");
  });
});

describe("markdown: corrupted input", () => {
  it("gives elements or typed errors for 200 mutations of a real document", async () => {
    const real = corpusPath("example-docs", "README.md");
    const data =
      real && mdFiles.length > 0
        ? readFileSync(real)
        : new TextEncoder().encode(
            "## Example Docs\n\nThe sample docs directory contains the following files:\n\n- `a.html` - A filing\n- `b.pdf` - A paper\n\n" +
              "```bash\ncurl -O https://x.test/a.txt\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n",
          );
    const outcome = await mutationRun(data, "README.md", 200);
    expect(outcome.elements + outcome.errors).toBe(200);
  });
});
