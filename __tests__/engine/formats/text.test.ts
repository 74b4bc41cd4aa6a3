// Plain text: paragraph grouping as the reference does it, classification, decoding, conformance with
// the reference's outputs, and robustness on corrupted input.
import { readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { parsePartitionParameters } from "../../../src/contract/partition.js";
import { EncodingError, InvalidDocumentError } from "../../../src/engine/core/errors.js";
import { DEFAULT_LIMITS } from "../../../src/engine/core/types.js";
import { detectFileType } from "../../../src/engine/detect/detect.js";
import { groupParagraphs, paragraphTexts } from "../../../src/engine/formats/text.js";
import { partition } from "../../../src/engine/partition.js";
import { corpusDir, corpusPath } from "../../helpers/corpus.js";
import { expectElementsOrEngineError, mutations } from "../../helpers/mutations.js";

const bytes = (s: string) => new TextEncoder().encode(s);
const partitionText = (
  text: string | Uint8Array,
  filename = "doc.txt",
  fields: Record<string, unknown> = {},
) =>
  partition(
    { data: typeof text === "string" ? bytes(text) : text, filename },
    parsePartitionParameters(fields),
  );

const FAKE_TEXT =
  "This is a test document to use for unit tests.\n\nDoylestown, PA 18901\n\nImportant points:\n\n" +
  "    - Hamburgers are delicious\n    - Dogs are the best\n    - I love fuzzy blankets\n";

describe("paragraph grouping", () => {
  it("joins hard-wrapped lines of blank-line separated paragraphs", () => {
    const text =
      "The big red fox\nis walking down the lane.\n\nAt the end of the lane\nthe fox met a bear.\n";
    expect(paragraphTexts(text)).toEqual([
      "The big red fox is walking down the lane.",
      "At the end of the lane the fox met a bear.",
    ]);
  });

  it("keeps the lines of a paragraph whose lines are all short", () => {
    const text =
      "Apache License\nVersion 2.0, January 2004\nhttp://www.apache.org/licenses/\n\nNext paragraph here.";
    expect(paragraphTexts(text)).toEqual([
      "Apache License",
      "Version 2.0, January 2004",
      "http://www.apache.org/licenses/",
      "Next paragraph here.",
    ]);
  });

  it("keeps one paragraph per line when blank lines are rare", () => {
    // Twelve lines and the empty remainder after the last "\n": 1 blank line in 13, under a tenth.
    const lines = Array.from({ length: 12 }, (_, i) => `Entry ${i} of a log with many words in it`);
    const text = `${lines.join("\n")}\n`;
    expect(groupParagraphs(text)).toEqual(text.split("\n"));
    expect(paragraphTexts(text)).toEqual(lines);
    // The same lines with a blank line after every fourth are paragraphs, so their lines are joined.
    const spaced = lines.map((line, i) => (i % 4 === 3 ? `${line}\n` : line)).join("\n");
    expect(paragraphTexts(spaced)).toHaveLength(3);
  });

  it("splits bulleted paragraphs at their bullets and drops lone bullets", () => {
    expect(paragraphTexts("\u2022 one\ncontinued\n\u2022 two\n\n-\n\nend")).toEqual([
      "\u2022 one continued",
      "\u2022 two",
      "end",
    ]);
  });

  it("splits short lines at bullet glyphs inside them, as the reference does", () => {
    // The reference's line pattern treats "-" as a bullet anywhere in a short-lined paragraph.
    expect(
      paragraphTexts("Call me\ne-mail me\n\nA much longer paragraph that has more than five words in it."),
    ).toEqual(["Call me", "e", "mail me", "A much longer paragraph that has more than five words in it."]);
  });

  it("survives a long run of whitespace and lines without hanging", () => {
    const text = `${" ".repeat(200_000)}\n${"\n ".repeat(100_000)}word`;
    const started = performance.now();
    expect(paragraphTexts(text)).toEqual(["word"]);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe("partition of plain text", () => {
  it("classifies each paragraph and strips bullets", async () => {
    const elements = await partitionText(FAKE_TEXT, "fake-text.txt");
    expect(elements.map((e) => [e.type, e.text])).toEqual([
      ["NarrativeText", "This is a test document to use for unit tests."],
      ["Address", "Doylestown, PA 18901"],
      ["Title", "Important points:"],
      ["ListItem", "Hamburgers are delicious"],
      ["ListItem", "Dogs are the best"],
      ["ListItem", "I love fuzzy blankets"],
    ]);
    expect(elements[0]?.metadata).toMatchObject({ filename: "fake-text.txt", filetype: "text/plain" });
    // The reference's default id: sha256(filename + text + "None" + index on the page).
    expect(elements[0]?.element_id).toBe("fc01503614e0f12f585427cccf81cf86");
  });

  it("reads UTF-16 and UTF-32 with a byte-order mark and honours the encoding field", async () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from("Hello there, world.", "utf16le")]);
    // The content type keeps detection from taking "FF FE 48 00" for an MP3 frame header.
    const elements = await partition({ data: utf16, filename: "hello.txt", contentType: "text/plain" });
    expect(elements.map((e) => e.text)).toEqual(["Hello there, world."]);
    const utf32 = new Uint8Array([
      0xff,
      0xfe,
      0,
      0,
      ...new Uint8Array(
        new Uint32Array([..."Good day to you."].map((c) => c.codePointAt(0) as number)).buffer,
      ),
    ]);
    expect((await partition({ data: utf32, filename: "day.txt", contentType: "text/plain" }))[0]?.text).toBe(
      "Good day to you.",
    );
    const latin1 = new Uint8Array(Buffer.from("Caf\xe9 au lait is served.", "latin1"));
    expect((await partitionText(latin1, "cafe.txt", { encoding: "latin1" }))[0]?.text).toBe(
      "Café au lait is served.",
    );
  });

  it("fails with a typed error on a wrong encoding name and on binary data", async () => {
    await expect(partitionText("text", "a.txt", { encoding: "klingon" })).rejects.toThrow(EncodingError);
    const binary = new Uint8Array(4096).map((_, i) => (i % 2 === 0 ? 0 : (i * 31) % 256));
    await expect(partitionText(binary, "a.txt", { content_type: "text/plain" })).rejects.toThrow(
      InvalidDocumentError,
    );
  });

  it("gives no elements for whitespace only", async () => {
    expect(await partitionText(" \n\n \t\n", "blank.txt")).toEqual([]);
  });
});

const expectedDir = corpusPath("expected");

describe.runIf(expectedDir)("conformance with the reference's outputs", () => {
  const cases = [
    { expected: "fake-text.txt.json", input: "example-docs/fake-text.txt", filename: "fake-text.txt" },
    {
      expected: "book-war-and-peace-1p.txt.embed.json",
      input: "example-docs/book-war-and-peace-1p.txt",
      filename: "book-war-and-peace-1p.txt",
    },
  ];
  for (const { expected, input, filename } of cases) {
    it(`reproduces ${expected}`, async () => {
      const reference = JSON.parse(readFileSync(join(expectedDir as string, expected), "utf8")) as {
        type: string;
        text: string;
        element_id: string;
        metadata: { filetype?: string; languages?: string[] };
      }[];
      const elements = await partition(
        { data: readFileSync(corpusPath(input) as string), filename },
        parsePartitionParameters({}),
      );
      const agree = (pick: (e: { type: string; text: string; element_id: string }) => string) =>
        reference.filter((r, i) => elements[i] !== undefined && pick(r) === pick(elements[i] as typeof r))
          .length;
      const m = reference.length;
      console.log(
        `${expected}: ${elements.length} elements (reference ${m}); types ${agree((e) => e.type)}/${m}, ` +
          `texts ${agree((e) => e.text)}/${m}, ids ${agree((e) => e.element_id)}/${m}`,
      );
      expect(elements.map((e) => e.type)).toEqual(reference.map((r) => r.type));
      expect(elements.map((e) => e.text)).toEqual(reference.map((r) => r.text));
      expect(elements.map((e) => e.element_id)).toEqual(reference.map((r) => r.element_id));
      expect(elements.map((e) => e.metadata.filetype)).toEqual(reference.map((r) => r.metadata.filetype));
      const languages = reference.filter(
        (r, i) => JSON.stringify(r.metadata.languages) === JSON.stringify(elements[i]?.metadata.languages),
      ).length;
      // Languages come from the shared language detection, reported here rather than asserted.
      console.log(`${expected}: languages ${languages}/${m}`);
    });
  }
});

const corpus = corpusDir();
const TEXT_EXTENSIONS = new Set([".txt", ".text", ".log", ".go", ".py", ".yaml"]);

function corpusFiles(): string[] {
  if (!corpus) return [];
  const files: string[] = [];
  for (const folder of ["example-docs", "api-sample-docs"]) {
    for (const entry of readdirSync(join(corpus, folder), { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && TEXT_EXTENSIONS.has(extname(entry.name)))
        files.push(join(entry.parentPath, entry.name));
    }
  }
  return files;
}

describe.runIf(corpus)("every plain-text file of the corpus", () => {
  it.each(corpusFiles())("%s yields elements or a typed error within 10 s", async (file) => {
    const name = file.split("/").pop() as string;
    const data = readFileSync(file);
    // Files with a text extension that detection gives to another format (e-mails) are that format's.
    const type = await detectFileType({ data, filename: name, limits: DEFAULT_LIMITS });
    if (type.name !== "txt" && type.partitionable) return;
    await expectElementsOrEngineError(() => partition({ data, filename: name }), name, 10_000);
  });
});

describe.runIf(corpus)("corrupted plain text", () => {
  it("gives elements or typed errors for 250 variants", async () => {
    const original = readFileSync(corpusPath("example-docs", "book-war-and-peace-1p.txt") as string);
    const outcomes = { elements: 0, error: 0 };
    for (const [i, variant] of mutations(original, 250, 7).entries()) {
      const label = `variant ${i} (${variant.kind})`;
      outcomes[
        await expectElementsOrEngineError(
          () => partition({ data: variant.data, filename: "book.txt" }),
          label,
        )
      ]++;
    }
    expect(outcomes.elements + outcomes.error).toBe(250);
  });
});

describe("corrupted plain text, without the corpus", () => {
  it("gives elements or typed errors for 200 variants of a generated document", async () => {
    const original = bytes(FAKE_TEXT.repeat(20));
    for (const [i, variant] of mutations(original, 200, 11).entries()) {
      await expectElementsOrEngineError(
        () => partition({ data: variant.data, filename: "fake.txt" }),
        `variant ${i} (${variant.kind})`,
      );
    }
  });
});
