import { describe, expect, it } from "vitest";
import type { Element } from "../../../src/contract/element.js";
import { decodeOrigElements } from "../../../src/engine/chunking/index.js";
import { chunk, el } from "./helpers.js";

function table(rows: string[][], header?: string[], extra: Record<string, unknown> = {}): Element {
  const tr = (cells: string[], tag: string) =>
    `<tr>${cells.map((c) => `<${tag}>${c}</${tag}>`).join("")}</tr>`;
  const html = `<table>${header ? `<thead>${tr(header, "th")}</thead>` : ""}<tbody>${rows.map((r) => tr(r, "td")).join("")}</tbody></table>`;
  const text = [...(header ? [header] : []), ...rows].map((r) => r.join(" ")).join("\n");
  return el("Table", text, { text_as_html: html, page_number: 2, parent_id: "p", ...extra });
}

const rows = (n: number) => Array.from({ length: n }, (_, i) => [`r${i}a`, `r${i}b`, `row ${i} c`]);

describe("tables", () => {
  it("keeps a table that fits as one Table with compact HTML", () => {
    const source = el("Table", "Name Age\nAda 36", {
      text_as_html:
        '<table border="1" class="x">\n <thead>\n  <tr style="a"><th>Name</th><th> Age </th></tr>\n </thead>\n <tbody>\n  <tr><td>Ada</td><td colspan="1">36</td><td></td></tr>\n </tbody>\n</table>',
      coordinates: { points: [[0, 0]], system: "PixelSpace" },
      category_depth: 1,
      page_number: 4,
      languages: ["eng"],
    });
    const [only, ...rest] = chunk([source], { include_orig_elements: true });
    expect(rest).toEqual([]);
    expect(only?.type).toBe("Table");
    expect(only?.element_id).toBe("");
    expect(only?.text).toBe("Name Age\nAda 36");
    const { orig_elements, ...metadata } = only?.metadata ?? {};
    expect(metadata).toEqual({
      text_as_html:
        '<table><tr><td>Name</td><td>Age</td></tr><tr><td>Ada</td><td colspan="1">36</td><td/></tr></table>',
      page_number: 4,
      languages: ["eng"],
    });
    expect(decodeOrigElements(orig_elements as string)).toEqual([source]);
  });

  it("splits a large table on whole rows, each chunk's HTML holding exactly its rows", () => {
    const chunks = chunk([table(rows(12))], { max_characters: 60 });
    expect(chunks.length).toBeGreaterThan(2);
    const tableId = chunks[0]?.metadata.table_id;
    expect(tableId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    chunks.forEach((c, i) => {
      expect(c.type).toBe("TableChunk");
      expect(c.text.length).toBeLessThanOrEqual(60);
      expect(c.metadata.table_id).toBe(tableId);
      expect(c.metadata.chunk_index).toBe(i);
      expect(c.metadata.is_continuation).toBe(i > 0 ? true : undefined);
      expect(c.metadata.num_carried_over_header_rows).toBe(0);
      expect(c.metadata.parent_id).toBeUndefined();
      expect(c.metadata.page_number).toBe(2);
      const html = c.metadata.text_as_html as string;
      expect(html).toMatch(/^<table>(<tr>(<td>[^<]*<\/td>)+<\/tr>)+<\/table>$/);
      const cellTexts = [...html.matchAll(/<td>([^<]*)<\/td>/g)].map((m) => m[1]);
      expect(cellTexts.join(" ")).toBe(c.text);
    });
    expect(chunks.map((c) => c.text).join(" ")).toBe(rows(12).flat().join(" "));
  });

  it("repeats short header rows on continuation chunks", () => {
    const chunks = chunk([table(rows(10), ["Key", "Value", "Note"])], { max_characters: 80 });
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks[0]?.text.startsWith("Key Value Note r0a")).toBe(true);
    expect(chunks[0]?.metadata.num_carried_over_header_rows).toBe(0);
    for (const c of chunks.slice(1)) {
      expect(c.text.startsWith("Key Value Note ")).toBe(true);
      expect(c.text.length).toBeLessThanOrEqual(80);
      expect(c.metadata.num_carried_over_header_rows).toBe(1);
      expect(c.metadata.text_as_html).toMatch(
        /^<table><thead><tr><th>Key<\/th><th>Value<\/th><th>Note<\/th><\/tr><\/thead><tr>/,
      );
    }
    const body = chunks.map((c, i) => (i === 0 ? c.text.slice("Key Value Note ".length) : c.text.slice(15)));
    expect(body.join(" ")).toBe(rows(10).flat().join(" "));
  });

  it("does not repeat a header row longer than half a chunk", () => {
    const longHeader = ["a header cell that is long", "and another long one here"];
    const chunks = chunk(
      [
        table(
          rows(8).map((r) => r.slice(0, 2)),
          longHeader,
        ),
      ],
      { max_characters: 90 },
    );
    expect(chunks.length).toBeGreaterThan(1);
    for (const c of chunks.slice(1)) {
      expect(c.text.startsWith("a header")).toBe(false);
      expect(c.metadata.num_carried_over_header_rows).toBe(0);
    }
  });

  it("splits an oversized row between cells and an oversized cell between words", () => {
    const big = Array.from({ length: 40 }, (_, i) => `w${i}`).join(" ");
    const chunks = chunk(
      [
        table([
          ["short", "cells", "here"],
          ["tiny", big, "end"],
        ]),
      ],
      { max_characters: 60 },
    );
    const cellPieces = chunks.filter((c) => /^<table><tr><td>w\d/.test(c.metadata.text_as_html as string));
    expect(cellPieces.length).toBeGreaterThan(1);
    for (const c of chunks) expect(c.text.length).toBeLessThanOrEqual(60);
    for (const c of cellPieces) expect(c.text.length).toBeLessThanOrEqual(60 - 33);
    expect(chunks.map((c) => c.text).join(" ")).toBe(`short cells here tiny ${big} end`);
  });

  it("splits a table without HTML (or with a window under 50) as text", () => {
    const noHtml = el("Table", "alpha beta gamma delta epsilon zeta eta theta", { page_number: 1 });
    const chunks = chunk([noHtml], { max_characters: 20 });
    expect(chunks.map((c) => c.text)).toEqual(["alpha beta gamma", "delta epsilon zeta", "eta theta"]);
    for (const c of chunks) expect(c.metadata.text_as_html).toBeUndefined();
    const small = chunk([table(rows(6))], { max_characters: 40 });
    for (const c of small) expect(c.metadata.text_as_html).toBeUndefined();
  });

  it("gives the same table the same table_id every time, and another table another one", () => {
    const t1 = table(rows(12));
    const first = chunk([t1], { max_characters: 60 })[0]?.metadata.table_id;
    const again = chunk([t1], { max_characters: 60 })[0]?.metadata.table_id;
    const other = chunk([table(rows(13))], { max_characters: 60 })[0]?.metadata.table_id;
    expect(first).toBe(again);
    expect(other).not.toBe(first);
  });

  it("makes no chunk of a table without text", () => {
    expect(chunk([el("Table", "  \n ", { text_as_html: "<table><tr><td></td></tr></table>" })])).toEqual([]);
  });
});
