// report.html, checked as a parsed document (no browser is available to these tests): structure, the
// CSS-only type filters, escaping, and that table HTML from a document cannot carry anything but a table.
import type { Element as DomElement } from "domhandler";
import { findAll, getAttributeValue, textContent } from "domutils";
import { parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import type { Element } from "../../src/contract/element.js";
import { renderHtmlReport, sanitizeTableHtml } from "../../src/modes/partition/html-report.js";
import { type DocumentReport, type PartitionReport, totalsOf } from "../../src/modes/partition/report.js";

const el = (type: string, text: string, metadata: Record<string, unknown> = {}): Element =>
  ({ type, element_id: "x", text, metadata }) as Element;

function reportOf(documents: DocumentReport[]): PartitionReport {
  return {
    documents,
    removed: [{ path: "gone.md", status: "removed" }],
    engine: "embedded",
    selection: "All",
    totals: totalsOf(documents),
  };
}

const doc = (path: string, extra: Partial<DocumentReport> = {}): DocumentReport => ({
  path,
  ok: true,
  elements: 3,
  types: { Title: 1, NarrativeText: 1, Table: 1 },
  ms: 5,
  output: `${path}.json`,
  ...extra,
});

const byTag = (root: ReturnType<typeof parseDocument>, tag: string) =>
  findAll((node) => node.name === tag, root.children) as DomElement[];

describe("renderHtmlReport", () => {
  const hostile = 'docs/<script>alert("x")</script>.md';
  const html = renderHtmlReport(
    reportOf([
      doc(hostile, { change: "added" }),
      doc("docs/b.docx", { ok: false, error: "not a zip <b>", elements: 0, types: {} }),
    ]),
    new Map([
      [
        hostile,
        [
          el("Title", "Hello <world>", { page_number: 1 }),
          el("NarrativeText", "Body & more"),
          el("Table", "a b", {
            text_as_html:
              '<table onclick="evil()"><tr><td colspan="2" style="x">a</td><td><img src=x onerror=alert(1)>b<script>bad()</script></td></tr></table>',
          }),
        ],
      ],
    ]),
  );
  const dom = parseDocument(html);

  it("is one self-contained page with no scripts and a restrictive content security policy", () => {
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(byTag(dom, "script")).toHaveLength(0);
    expect(byTag(dom, "link")).toHaveLength(0);
    const csp = byTag(dom, "meta").find(
      (m) => getAttributeValue(m, "http-equiv") === "Content-Security-Policy",
    );
    expect(getAttributeValue(csp as DomElement, "content")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
  });

  it("lists each document with its elements: number, type, page and text", () => {
    const sections = byTag(dom, "section");
    expect(sections).toHaveLength(2);
    expect(textContent(byTag(dom, "h2")[0] as DomElement)).toBe(`${hostile} (added)`);
    const rows = findAll(
      (n) => n.name === "tr" && /^type-\d$/.test(getAttributeValue(n, "class") ?? ""),
      dom.children,
    );
    expect(
      rows.map((r) =>
        findAll((n) => n.name === "td", r.children)
          .slice(0, 3)
          .map(textContent),
      ),
    ).toEqual([
      ["1", "Title", "1"],
      ["2", "NarrativeText", ""],
      ["3", "Table", ""],
    ]);
    expect(textContent(rows[0] as DomElement)).toContain("Hello <world>");
    expect(textContent(sections[1] as DomElement)).toContain("could not be partitioned: not a zip <b>");
    expect(textContent(dom)).toContain("Removed: gone.md");
  });

  it("has one checkbox per element type, and a CSS rule hiding that type's rows when unchecked", () => {
    const boxes = byTag(dom, "input");
    expect(
      boxes.map((b) => [getAttributeValue(b, "id"), getAttributeValue(b, "type"), "checked" in b.attribs]),
    ).toEqual([
      ["type-0", "checkbox", true],
      ["type-1", "checkbox", true],
      ["type-2", "checkbox", true],
    ]);
    expect(textContent(byTag(dom, "fieldset")[0] as DomElement)).toMatch(
      /Title \(1\)[\s\S]*NarrativeText \(1\)[\s\S]*Table \(1\)/,
    );
    const css = textContent(byTag(dom, "style")[0] as DomElement);
    for (const i of [0, 1, 2])
      expect(css).toContain(`body:has(#type-${i}:not(:checked)) tr.type-${i} { display: none; }`);
  });

  it("renders tables from text_as_html with nothing but table markup", () => {
    const table = findAll(
      (n) => n.name === "div" && getAttributeValue(n, "class") === "table",
      dom.children,
    )[0];
    const inner = findAll(() => true, (table as DomElement).children);
    expect([...new Set(inner.map((n) => n.name))].sort()).toEqual(["table", "td", "tr"]);
    expect(inner.flatMap((n) => Object.keys(n.attribs))).toEqual(["colspan"]);
    expect(textContent(table as DomElement)).toBe("ab");
  });

  it("stops at the element limit and says how many are left out", () => {
    const many = Array.from({ length: 50 }, (_, i) => el("NarrativeText", `p${i}`));
    const limited = renderHtmlReport(reportOf([doc("a.md")]), new Map([["a.md", many]]), { maxElements: 10 });
    expect(limited.match(/<tr class="type-/g)).toHaveLength(10);
    expect(limited).toContain("40 more elements not shown here");
  });
});

describe("sanitizeTableHtml", () => {
  it("keeps table structure and numeric spans, drops everything else, and escapes text", () => {
    expect(
      sanitizeTableHtml(
        '<table><thead><tr><th rowspan="2" onclick="x">H&amp;</th></tr></thead><tbody><tr><td colspan="x">&lt;i&gt;</td></tr></tbody></table>',
      ),
    ).toBe(
      '<table><thead><tr><th rowspan="2">H&#38;</th></tr></thead><tbody><tr><td>&#60;i&#62;</td></tr></tbody></table>',
    );
    expect(sanitizeTableHtml("<table><tr><td>a<style>x{}</style><a href='javascript:x'>b</a>")).toBe(
      "<table><tr><td>ab</td></tr></table>",
    );
  });
});
