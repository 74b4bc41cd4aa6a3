// Delimited tables, after the reference's test_csv.py (with test_constants.py's tables): the same compact
// writer as every other table producer.
import { describe, expect, it } from "vitest";
import { cleanSpace, corpus, partitionCorpus } from "./support.js";

const row = (...cells: string[]) => `<tr>${cells.map((c) => (c ? `<td>${c}</td>` : "<td/>")).join("")}</tr>`;
const STANLEY_ROWS = [
  row("Stanley Cups", "", ""),
  row("Team", "Location", "Stanley Cups"),
  row("Blues", "STL", "1"),
  row("Flyers", "PHI", "2"),
  row("Maple Leafs", "TOR", "13"),
];
const EXPECTED_TEXT = "Stanley Cups Team Location Stanley Cups Blues STL 1 Flyers PHI 2 Maple Leafs TOR 13";

describe.runIf(corpus !== undefined)("csv", () => {
  it.each([
    ["stanley-cups.csv", EXPECTED_TEXT, `<table>${STANLEY_ROWS.join("")}</table>`],
    [
      "stanley-cups-with-emoji.csv",
      `${EXPECTED_TEXT} 👨\\U+1F3FB🔧 TOR 15`,
      `<table>${STANLEY_ROWS.join("")}${row("👨\\U+1F3FB🔧", "TOR", "15")}</table>`,
    ],
    [
      "table-semicolon-delimiter.csv",
      "Year Month Revenue Costs 2022 1 123 -123 2023 2 143,1 -814,38 2024 3 215,32 -11,08",
      `<table>${row("Year", "Month", "Revenue", "Costs", "")}${row("2022", "1", "123", "-123", "")}${row(
        "2023",
        "2",
        "143,1",
        "-814,38",
        "",
      )}${row("2024", "3", "215,32", "-11,08", "")}</table>`,
    ],
    [
      "csv-with-line-delimiter.csv",
      "col1 col2 col3 a b c d e f g h i",
      `<table>${row("col1", "col2", "col3")}${row("a", "b", "c")}${row("d", "e", "f")}${row("g", "h", "i")}</table>`,
    ],
  ])("test_partition_csv_from_filename (%s)", async (name, text, html) => {
    const elements = await partitionCorpus(name);
    expect(cleanSpace(elements[0]?.text ?? "")).toBe(text);
    expect(elements[0]?.metadata.text_as_html).toBe(html);
    expect(elements[0]?.metadata.filetype).toBe("text/csv");
  });

  it("test_partition_csv_from_filename_infer_table_structure (skip_infer_table_types=csv)", async () => {
    const elements = await partitionCorpus("stanley-cups.csv", { skip_infer_table_types: ["csv"] });
    expect(elements[0]?.metadata.text_as_html).toBeUndefined();
  });
});
