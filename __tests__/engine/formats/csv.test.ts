// CSV and TSV: one Table per file, delimiter sniffing, pandas-like cell texts, limits and bad input.
import { readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { parsePartitionParameters } from "../../../src/contract/partition.js";
import { InvalidDocumentError, LimitExceededError } from "../../../src/engine/core/errors.js";
import { sniffDelimiter } from "../../../src/engine/formats/csv.js";
import { partition } from "../../../src/engine/partition.js";
import { corpusDir, corpusPath } from "../../helpers/corpus.js";
import { expectElementsOrEngineError, mutations } from "../../helpers/mutations.js";

const bytes = (s: string) => new TextEncoder().encode(s);
const table = async (
  text: string | Uint8Array,
  filename = "table.csv",
  fields: Record<string, unknown> = {},
) => {
  const elements = await partition(
    { data: typeof text === "string" ? bytes(text) : text, filename },
    parsePartitionParameters(fields),
  );
  expect(elements).toHaveLength(1);
  return elements[0] as (typeof elements)[number];
};

const STANLEY_CUPS =
  "Stanley Cups,,\r\nTeam,Location,Stanley Cups\r\nBlues,STL,1\r\nFlyers,PHI,2\r\nMaple Leafs,TOR,13\r\n";
const STANLEY_HTML =
  "<table><tr><td>Stanley Cups</td><td/><td/></tr><tr><td>Team</td><td>Location</td><td>Stanley Cups</td></tr>" +
  "<tr><td>Blues</td><td>STL</td><td>1</td></tr><tr><td>Flyers</td><td>PHI</td><td>2</td></tr>" +
  "<tr><td>Maple Leafs</td><td>TOR</td><td>13</td></tr></table>";
const STANLEY_TEXT = "Stanley Cups Team Location Stanley Cups Blues STL 1 Flyers PHI 2 Maple Leafs TOR 13";

describe("CSV tables", () => {
  it("makes one Table with the reference's compact HTML and text", async () => {
    const element = await table(STANLEY_CUPS, "stanley-cups.csv");
    expect(element.type).toBe("Table");
    expect(element.text).toBe(STANLEY_TEXT);
    expect(element.metadata).toMatchObject({
      text_as_html: STANLEY_HTML,
      filetype: "text/csv",
      filename: "stanley-cups.csv",
    });
  });

  it("reads TSV with tabs and UTF-16 with a byte-order mark", async () => {
    const tsv = await table(STANLEY_CUPS.replace(/,/g, "\t"), "stanley-cups.tsv");
    expect(tsv.text).toBe(STANLEY_TEXT);
    expect(tsv.metadata.filetype).toBe("text/tsv");
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from(STANLEY_CUPS, "utf16le")]);
    // The content type keeps detection from taking "FF FE 53 00" for an MP3 frame header.
    const [element] = await partition({
      data: utf16,
      filename: "stanley-cups-utf-16.csv",
      contentType: "text/csv",
    });
    expect(element?.metadata.text_as_html).toBe(STANLEY_HTML);
  });

  it("escapes markup, keeps quoted delimiters and collapses whitespace in cells", async () => {
    const element = await table('name,note\n"Smith, J.","<b> & </b>"\nx,"two\n  lines"\n');
    expect(element.metadata.text_as_html).toBe(
      "<table><tr><td>name</td><td>note</td></tr><tr><td>Smith, J.</td><td>&lt;b&gt; &amp; &lt;/b&gt;</td></tr>" +
        "<tr><td>x</td><td>two\\n lines</td></tr></table>",
    );
    expect(element.text).toBe("name note Smith, J. <b> & </b> x two\\n lines");
  });

  it("prints cells the way the reference's data frame prints them", async () => {
    // No header row: numeric columns are typed. A missing value turns an integer column into floats.
    const element = await table("007,1.5,1,NA,true\n+8,2.25,,x,False\n");
    expect(element.metadata.text_as_html).toBe(
      "<table><tr><td>7</td><td>1.50</td><td>1.0</td><td/><td>True</td></tr>" +
        "<tr><td>8</td><td>2.25</td><td/><td>x</td><td>False</td></tr></table>",
    );
    expect((await table("12345678.9\n0.5\n")).text).toBe("12345678.9 0.5");
    const large = await table("123456789012.5\n0.5\n");
    expect(large.text).toBe("1.234568e+11 5.000000e-01");
    const small = await table("0.0000001\n1\n");
    expect(small.text).toBe("1.000000e-07 1.000000e+00");
  });

  it("reads long numeric-looking cells in linear time", async () => {
    const started = performance.now();
    const element = await table(`1,${"9".repeat(300_000)}x\n2,${"9".repeat(300_000)}\n`);
    expect(element.text.length).toBe(600_006);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("pads short rows and skips blank lines", async () => {
    const element = await table("a,b,c\n\n   \nd\n");
    expect(element.metadata.text_as_html).toBe(
      "<table><tr><td>a</td><td>b</td><td>c</td></tr><tr><td>d</td><td/><td/></tr></table>",
    );
  });

  it("drops text_as_html when the type is in skip_infer_table_types", async () => {
    const element = await table(STANLEY_CUPS, "s.csv", { skip_infer_table_types: ["csv"] });
    expect(element.metadata.text_as_html).toBeUndefined();
    expect(element.text).toBe(STANLEY_TEXT);
  });

  it("fails with typed errors on an unclosed quote, an empty table and a table too large", async () => {
    await expect(partition({ data: bytes('a,"b\nc,d\n'), filename: "bad.csv" })).rejects.toThrow(
      InvalidDocumentError,
    );
    await expect(partition({ data: bytes("\n\n  \n"), filename: "blank.csv" })).rejects.toThrow(
      InvalidDocumentError,
    );
    const wide = `${",".repeat(100_000)}\n${"x\n".repeat(60)}`;
    await expect(partition({ data: bytes(wide), filename: "wide.csv" })).rejects.toThrow(LimitExceededError);
  });
});

describe("delimiter sniffing", () => {
  it.each([
    ["commas", "a,b,c\n1,2,3\n4,5,6\n", ","],
    [
      "semicolons with commas inside cells",
      "Lorem, ipsum; dolor sit; amet\nconsectetur; adipiscing; elit\nsed, do; eiusmod; tempor\n",
      ";",
    ],
    ["semicolons", "Year;Month;Revenue;Costs;\n2022;1;123;-123;\n2023;2;143,1;-814,38;\n", ";"],
    ["tabs", "a\tb\n1\t2\n", "\t"],
    ["pipes", "col1|col2|col3\na|b|c\nd|e|f\n", "|"],
    ["quoted fields", 'A,A,A,A,A\nA,A,A,"A,A",A\nA,A,A,"A,A",A\n', ","],
  ])("finds %s", (_, text, delimiter) => expect(sniffDelimiter(text)).toBe(delimiter));

  it("finds none when no candidate is consistent across the lines", () => {
    expect(
      sniffDelimiter("Lorem, ipsum\ndolor sit\namet consectetur\nadipiscing, elit\nsed, do eiusmod\n"),
    ).toBeUndefined();
  });

  it("then falls back to the first line's delimiter, as the reference's reader does", async () => {
    const element = await table("Lorem, ipsum\ndolor sit\namet consectetur\n", "single-column.csv");
    expect(element.metadata.text_as_html).toBe(
      "<table><tr><td>Lorem</td><td>ipsum</td></tr><tr><td>dolor sit</td><td/></tr><tr><td>amet consectetur</td><td/></tr></table>",
    );
  });

  it("reads a file without any candidate delimiter as one column", async () => {
    const element = await table("Lorem ipsum\ndolor sit\namet consectetur\n", "single-column.csv");
    expect(element.metadata.text_as_html).toBe(
      "<table><tr><td>Lorem ipsum</td></tr><tr><td>dolor sit</td></tr><tr><td>amet consectetur</td></tr></table>",
    );
  });
});

const corpus = corpusDir();

describe.runIf(corpus)("the corpus's tables", () => {
  it("reproduces the reference's tables for the Stanley Cups and semicolon files", async () => {
    const read = (name: string) => readFileSync(corpusPath("example-docs", name) as string);
    for (const name of ["stanley-cups.csv", "stanley-cups.tsv", "stanley-cups-utf-16.csv"]) {
      expect((await table(read(name), name)).text, name).toBe(STANLEY_TEXT);
    }
    const emoji = await table(read("stanley-cups-with-emoji.csv"), "stanley-cups-with-emoji.csv");
    expect(emoji.text).toBe(`${STANLEY_TEXT} 👨\\U+1F3FB🔧 TOR 15`);
    const semicolon = await table(read("table-semicolon-delimiter.csv"), "table-semicolon-delimiter.csv");
    expect(semicolon.text).toBe(
      "Year Month Revenue Costs 2022 1 123 -123 2023 2 143,1 -814,38 2024 3 215,32 -11,08",
    );
    expect(semicolon.metadata.text_as_html).toMatch(
      /^<table><tr><td>Year<\/td><td>Month<\/td><td>Revenue<\/td><td>Costs<\/td><td\/><\/tr>/,
    );
  });

  const files = corpus
    ? ["example-docs", "api-sample-docs"].flatMap((folder) =>
        readdirSync(join(corpus, folder), { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile() && [".csv", ".tsv"].includes(extname(e.name)))
          .map((e) => join(e.parentPath, e.name)),
      )
    : [];
  it.each(files)("%s yields a Table or a typed error within 10 s", async (file) => {
    const name = file.split("/").pop() as string;
    await expectElementsOrEngineError(
      () => partition({ data: readFileSync(file), filename: name }),
      name,
      10_000,
    );
  });

  it("gives elements or typed errors for 250 corrupted variants", async () => {
    const original = readFileSync(
      corpusPath("example-docs", "table-multi-row-column-cells-actual.csv") as string,
    );
    for (const [i, variant] of mutations(original, 250, 3).entries()) {
      await expectElementsOrEngineError(
        () => partition({ data: variant.data, filename: "cells.csv" }),
        `variant ${i} (${variant.kind})`,
      );
    }
  });
});

describe("corrupted CSV, without the corpus", () => {
  it("gives elements or typed errors for 200 variants of a generated table", async () => {
    const original = bytes(`${STANLEY_CUPS}"quoted, cell","with ""quotes""",3\n`.repeat(10));
    for (const [i, variant] of mutations(original, 200, 5).entries()) {
      await expectElementsOrEngineError(
        () => partition({ data: variant.data, filename: "s.csv" }),
        `variant ${i} (${variant.kind})`,
      );
    }
  });
});
