import { describe, expect, it } from "vitest";
import {
  ChunkingOptionsError,
  chunkElements,
  decodeOrigElements,
} from "../../../src/engine/chunking/index.js";
import { chunk, el, options, para, texts, title } from "./helpers.js";

const x = (n: number, c = "x") => c.repeat(n);

describe("basic: forming chunks", () => {
  it("joins element texts with a blank line and collapses whitespace inside each, code aside", () => {
    const chunks = chunk([
      title("  A   title "),
      para("line one\nline two\t\tend"),
      el("CodeSnippet", "def f():\n    return 1"),
    ]);
    expect(texts(chunks)).toEqual(["A title\n\nline one line two end\n\ndef f():\n    return 1"]);
    expect(chunks[0]?.type).toBe("CompositeElement");
    expect(chunks[0]?.element_id).toBe("");
  });

  it("fills a chunk up to max_characters, separators included", () => {
    const exact = chunk([para(x(20, "a")), para(x(28, "b")), para(x(5, "c"))], { max_characters: 50 });
    expect(texts(exact)).toEqual([`${x(20, "a")}\n\n${x(28, "b")}`, x(5, "c")]);
    const over = chunk([para(x(20, "a")), para(x(29, "b"))], { max_characters: 50 });
    expect(texts(over)).toEqual([x(20, "a"), x(29, "b")]);
  });

  it("treats new_after_n_chars as full only when strictly longer", () => {
    const chunks = chunk([para(x(20)), para(x(5, "y")), para(x(5, "z"))], {
      max_characters: 100,
      new_after_n_chars: 20,
    });
    expect(texts(chunks)).toEqual([`${x(20)}\n\n${x(5, "y")}`, x(5, "z")]);
    const single = chunk([para("a"), para("b"), para("c")], { max_characters: 100, new_after_n_chars: 0 });
    expect(texts(single)).toEqual(["a", "b", "c"]);
  });

  it("splits an oversized element alone, marking the later pieces as continuations", () => {
    const long = Array.from({ length: 30 }, (_, i) => `word${i}`).join(" ");
    const chunks = chunk([para("before"), para(long), para("after")], { max_characters: 60 });
    expect(chunks[0]?.text).toBe("before");
    expect(chunks.at(-1)?.text).toBe("after");
    const pieces = chunks.slice(1, -1);
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.map((c) => c.text).join(" ")).toBe(long);
    expect(pieces[0]?.metadata.is_continuation).toBeUndefined();
    for (const piece of pieces.slice(1)) expect(piece.metadata.is_continuation).toBe(true);
    for (const c of chunks) expect(c.text.length).toBeLessThanOrEqual(60);
  });

  it("overlaps split pieces only, unless overlap_all", () => {
    const long = Array.from({ length: 30 }, (_, i) => `word${i}`).join(" ");
    const plain = chunk([para(long), para("next one")], { max_characters: 60, overlap: 10 });
    expect(plain[1]?.text.startsWith("7 word8")).toBe(false);
    expect(plain.at(-1)?.text).toBe("next one");
    const pieces = plain.slice(0, -1);
    for (let i = 1; i < pieces.length; i++) {
      expect(pieces[i]?.text.startsWith(`${pieces[i - 1]?.text.slice(-9).trimStart()} `)).toBe(true);
    }
    // With overlap_all the next chunk starts with the previous chunk's last 6 characters. Here that
    // prefix makes the second chunk too long, so it is split like any oversized text, as the reference
    // splits it: at the blank line after the prefix, then at spaces, each piece overlapping the last.
    const all = chunk([para("first chunk text"), para("second chunk text")], {
      max_characters: 20,
      overlap: 6,
      overlap_all: true,
    });
    expect(texts(all)).toEqual(["first chunk text", "k text", "text second chunk", "chunk text"]);
    const roomy = chunk([para("first chunk text"), para("second")], {
      max_characters: 20,
      overlap: 6,
      overlap_all: true,
      new_after_n_chars: 10,
    });
    expect(texts(roomy)).toEqual(["first chunk text", "k text\n\nsecond"]);
  });

  it("makes no chunk of elements without text", () => {
    const chunks = chunk([para("one"), el("PageBreak", ""), para("two")]);
    expect(texts(chunks)).toEqual(["one\n\ntwo"]);
    expect(chunk([el("PageBreak", ""), el("PageBreak", "")])).toEqual([]);
    expect(chunk([])).toEqual([]);
  });

  it("puts a table in a chunk of its own", () => {
    const chunks = chunk([para("before"), el("Table", "a b c d"), para("after")]);
    expect(chunks.map((c) => [c.type, c.text])).toEqual([
      ["CompositeElement", "before"],
      ["Table", "a b c d"],
      ["CompositeElement", "after"],
    ]);
  });
});

describe("basic: chunk metadata", () => {
  const elements = () => [
    el("Header", "Header text", { filename: "a.docx", languages: ["eng"], header_footer_type: "primary" }),
    el("Title", "Chapter", {
      filename: "a.docx",
      filetype: "application/x-test",
      page_number: 3,
      languages: ["eng", "fra"],
      emphasized_text_contents: ["Chapter"],
      emphasized_text_tags: ["b"],
      category_depth: 0,
      parent_id: "p1",
      coordinates: { points: [[1, 2]], system: "PixelSpace" },
      custom_field: "not a reference field",
    }),
    el("NarrativeText", "Body text with a link.", {
      page_number: 4,
      languages: ["fra", "deu"],
      link_texts: ["link"],
      link_urls: ["https://example.com"],
      emphasized_text_contents: ["Body"],
      emphasized_text_tags: ["i"],
      detection_class_prob: 0.9,
    }),
  ];

  it("consolidates as the reference does", () => {
    const [only] = chunk(elements());
    expect(only?.metadata).toEqual({
      filename: "a.docx",
      languages: ["eng", "fra", "deu"],
      filetype: "application/x-test",
      page_number: 3,
      emphasized_text_contents: ["Chapter", "Body"],
      emphasized_text_tags: ["b", "i"],
      link_texts: ["link"],
      link_urls: ["https://example.com"],
    });
  });

  it("concatenates text_as_html and keeps distinct enrichment origins once", () => {
    const [only] = chunk([
      el("Image", "a", { text_as_html: " <p>a</p> ", enrichment_origins: [{ by: "x" }, { by: "y" }] }),
      el("Image", "b", { text_as_html: "<p>b</p>\n", enrichment_origins: [{ by: "x" }] }),
    ]);
    expect(only?.metadata.text_as_html).toBe("<p>a</p> <p>b</p>");
    expect(only?.metadata.enrichment_origins).toEqual([{ by: "x" }, { by: "y" }]);
  });

  it("never modifies its input", () => {
    const freeze = (value: unknown): unknown => {
      if (value && typeof value === "object") {
        for (const v of Object.values(value)) freeze(v);
        Object.freeze(value);
      }
      return value;
    };
    const long = Array.from({ length: 40 }, (_, i) => `w${i}`).join(" ");
    const input = freeze([
      ...elements(),
      para(long, { languages: ["eng"] }),
      el("Table", "a b", { text_as_html: "<table><tr><td>a</td><td>b</td></tr></table>" }),
    ]) as ReturnType<typeof elements>;
    for (const strategy of ["basic", "by_title", "by_page", "by_similarity"] as const) {
      expect(() =>
        chunk(input, { strategy, max_characters: 50, overlap: 5, include_orig_elements: true }),
      ).not.toThrow();
    }
  });

  it("does not share arrays with the input elements", () => {
    const input = elements();
    const [only] = chunk(input);
    const languages = only?.metadata.languages as string[];
    languages.push("zzz");
    expect(input[0]?.metadata.languages).toEqual(["eng"]);
  });

  it("carries the merged elements in orig_elements only when asked", () => {
    const input = elements();
    const [withOrig] = chunk(input, { include_orig_elements: true });
    expect(decodeOrigElements(withOrig?.metadata.orig_elements as string)).toEqual(input);
    const [without] = chunk(input, { include_orig_elements: false });
    expect(without?.metadata.orig_elements).toBeUndefined();
  });

  it("drops the orig_elements of chunks being chunked again", () => {
    const first = chunk([para("one"), para("two")], { include_orig_elements: true });
    const again = chunk(first, { include_orig_elements: true });
    const orig = decodeOrigElements(again[0]?.metadata.orig_elements as string);
    expect(orig).toHaveLength(1);
    expect(orig[0]?.metadata.orig_elements).toBeUndefined();
    expect(orig[0]?.text).toBe("one\n\ntwo");
  });
});

describe("options", () => {
  it("refuses what the reference refuses, saying which option is wrong", () => {
    expect(() => chunkElements([], options({ max_characters: 0 }))).toThrow(/max_characters \(0\)/);
    expect(() => chunkElements([], options({ max_characters: 100, overlap: 100 }))).toThrow(
      /overlap \(100\) must be less than max_characters \(100\)/,
    );
    expect(() =>
      chunkElements([], options({ strategy: "by_title", max_characters: 100, combine_under_n_chars: 101 })),
    ).toThrow(/combine_under_n_chars \(101\) must not exceed max_characters \(100\)/);
    expect(() =>
      chunkElements([], options({ strategy: "by_similarity", similarity_threshold: 1.5 })),
    ).toThrow(ChunkingOptionsError);
  });

  it("treats a soft limit above the hard one as the hard one", () => {
    const chunks = chunk([para(x(30)), para(x(30, "y"))], { max_characters: 62, new_after_n_chars: 1500 });
    expect(texts(chunks)).toEqual([`${x(30)}\n\n${x(30, "y")}`]);
  });
});
