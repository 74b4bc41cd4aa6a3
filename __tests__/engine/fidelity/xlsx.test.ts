// Spreadsheets, after the reference's test_xlsx.py and the xls/xlsx cases of test_auto.py.
import { describe, expect, it } from "vitest";
import { cleanSpace, corpus, partitionCorpus, typed } from "./support.js";

const EXPECTED_TABLE_XLSX =
  "<table><tr><td>Team</td><td>Location</td><td>Stanley Cups</td></tr>" +
  "<tr><td>Blues</td><td>STL</td><td>1</td></tr><tr><td>Flyers</td><td>PHI</td><td>2</td></tr>" +
  "<tr><td>Maple Leafs</td><td>TOR</td><td>13</td></tr></table>";
const EXPECTED_TEXT_XLSX = "Team Location Stanley Cups Blues STL 1 Flyers PHI 2 Maple Leafs TOR 13";
const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

describe.runIf(corpus !== undefined)("xlsx", () => {
  it("test_partition_xlsx_from_filename: 2 Tables of 4 elements, text, compact html, page, filetype", async () => {
    const elements = await partitionCorpus("stanley-cups.xlsx");
    expect(elements.filter((e) => e.type === "Table")).toHaveLength(2);
    expect(elements).toHaveLength(4);
    expect(cleanSpace(elements[0]?.text ?? "")).toBe("Stanley Cups");
    expect(cleanSpace(elements[1]?.text ?? "")).toBe(EXPECTED_TEXT_XLSX);
    expect(elements[1]?.metadata.text_as_html).toBe(EXPECTED_TABLE_XLSX);
    expect(elements[1]?.metadata.page_number).toBe(1);
    expect(elements[1]?.metadata.filetype).toBe(XLSX_MIME);
    expect(elements[1]?.metadata.page_name).toBe("Stanley Cups");
    expect(elements[1]?.metadata.filename).toBe("stanley-cups.xlsx");
  });

  it("test_partition_xlsx_from_filename: the Table's text is space-joined, not cleaned afterwards", async () => {
    // The reference's text is HtmlTable.text, already whitespace-normalized (test_auto_partition_xlsx_*).
    const elements = await partitionCorpus("stanley-cups.xlsx");
    expect(elements[1]?.text).toBe(EXPECTED_TEXT_XLSX);
  });

  it("test_partition_xlsx_from_SpooledTemporaryFile_with_emoji: one Text element 🤠😅", async () => {
    const elements = await partitionCorpus("emoji.xlsx");
    expect(elements).toHaveLength(1);
    expect(cleanSpace(elements[0]?.text ?? "")).toBe("🤠😅");
  });

  it("test_partition_xlsx_from_filename_with_metadata_filename: 2 Tables, 2 Titles", async () => {
    const elements = await partitionCorpus("stanley-cups.xlsx");
    expect(elements.filter((e) => e.type === "Title")).toHaveLength(2);
  });

  it("test_partition_xlsx_password_protected_raises_exception", async () => {
    await expect(partitionCorpus("password_protected.xlsx")).rejects.toThrow(/password|encrypt/i);
  });

  it("test_partition_xlsx_metadata_language_from_filename: languages eng", async () => {
    const elements = await partitionCorpus("stanley-cups.xlsx");
    expect(elements[0]?.metadata.languages).toEqual(["eng"]);
  });

  it("test_partition_xlsx_subtables: types and texts of xlsx-subtable-cases.xlsx", async () => {
    const elements = await partitionCorpus("xlsx-subtable-cases.xlsx");
    const T = "Table";
    const Ti = "Title";
    expect(typed(elements)).toEqual([
      [T, "a b c d e"],
      ["ListItem", "f"],
      [Ti, "a"],
      [T, "b c d e"],
      [Ti, "a"],
      [Ti, "b"],
      [T, "c d e f"],
      [T, "a b c d"],
      ["ListItem", "2. e"],
      [T, "a b c d"],
      [Ti, "e"],
      [Ti, "f"],
      [Ti, "a"],
      [T, "b c d e"],
      [Ti, "f"],
      [Ti, "a"],
      [Ti, "b"],
      [T, "c d e f"],
      [Ti, "g"],
      [Ti, "a"],
      [T, "b c d e"],
      [Ti, "f"],
      [Ti, "g"],
      [Ti, "a"],
      [Ti, "b"],
      [T, "c d e f"],
      [Ti, "g"],
      [Ti, "h"],
      [T, "a b c"],
      [Ti, "a"],
      [T, "b c d"],
      [T, "a b c"],
      [Ti, "d"],
      [Ti, "e"],
    ]);
  });

  it("test_partition_xlsx_with_more_than_1k_cells: partitions", async () => {
    const elements = await partitionCorpus("more-than-1k-cells.xlsx");
    expect(elements.length).toBeGreaterThan(0);
  });

  it("test_auto_partition_xlsx_from_filename: pages 1 then 2, filetype on every element", async () => {
    const elements = await partitionCorpus("stanley-cups.xlsx");
    expect(elements.slice(0, 2).every((e) => e.metadata.page_number === 1)).toBe(true);
    expect(elements.slice(2).every((e) => e.metadata.page_number === 2)).toBe(true);
    expect(elements.every((e) => e.metadata.filetype === XLSX_MIME)).toBe(true);
  });

  it("test_auto_partition_xlsx_respects_starting_page_number_argument", async () => {
    const elements = await partitionCorpus("stanley-cups.xlsx", { starting_page_number: 3 });
    expect(elements.slice(0, 2).every((e) => e.metadata.page_number === 3)).toBe(true);
    expect(elements.slice(2).every((e) => e.metadata.page_number === 4)).toBe(true);
  });
});

const EXPECTED_XLS_TABLE_HEAD =
  "<table><tr><td>MC</td><td>What is 2+2?</td><td>4</td><td>correct</td><td>3</td><td>incorrect</td>" +
  "<td/><td/><td/></tr><tr><td>MA</td><td>What C datatypes are 8 bits? (assume i386)</td><td>int</td>" +
  "<td/><td>float</td><td/><td>double</td><td/><td>char</td></tr>";

describe.runIf(corpus !== undefined)("xls", () => {
  it("test_auto_partition_xls_from_filename: 14 elements, 2 Tables", async () => {
    const elements = await partitionCorpus("tests-example.xls");
    expect(elements).toHaveLength(14);
    expect(elements.filter((e) => e.type === "Table")).toHaveLength(2);
  });

  it("test_auto_partition_xls_from_filename: the first Table's compact text_as_html (EXPECTED_XLS_TABLE)", async () => {
    const elements = await partitionCorpus("tests-example.xls");
    expect(elements[0]?.metadata.text_as_html?.startsWith(EXPECTED_XLS_TABLE_HEAD)).toBe(true);
    expect(elements[0]?.metadata.text_as_html).toContain(
      "<td>MAT</td><td>Match the lower-case greek letter with its capital form.</td><td>λ</td><td>Λ</td>",
    );
  });

  it("test_auto_partition_xls_from_filename: the first Table's text is 507 characters", async () => {
    const elements = await partitionCorpus("tests-example.xls");
    expect(elements[0]?.text).toHaveLength(507);
  });
});
