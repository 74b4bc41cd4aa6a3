// Presentations, after the reference's test_pptx.py (the table cases: one table writer for every format).
import { describe, expect, it } from "vitest";
import { corpus, partitionCorpus } from "./support.js";

describe.runIf(corpus !== undefined)("pptx", () => {
  it("test_partition_pptx_grabs_tables: text from Column 1 to Aqua, compact text_as_html", async () => {
    const elements = await partitionCorpus("fake-power-point-table.pptx");
    expect(elements[1]?.text.startsWith("Column 1")).toBe(true);
    expect(elements[1]?.text.trim().endsWith("Aqua")).toBe(true);
    expect(elements[1]?.metadata.text_as_html).toBe(
      "<table><tr><td>Column 1</td><td>Column 2</td><td>Column 3</td></tr>" +
        "<tr><td>Red</td><td>Green</td><td>Blue</td></tr>" +
        "<tr><td>Purple</td><td>Orange</td><td>Yellow</td></tr>" +
        "<tr><td>Tangerine</td><td>Pink</td><td>Aqua</td></tr></table>",
    );
    expect(elements[1]?.metadata.filename).toBe("fake-power-point-table.pptx");
  });

  it("test_partition_pptx_grabs_tables: the Table's text is the HtmlTable text (cells joined by a space)", async () => {
    const elements = await partitionCorpus("fake-power-point-table.pptx");
    expect(elements[1]?.text).toBe(
      "Column 1 Column 2 Column 3 Red Green Blue Purple Orange Yellow Tangerine Pink Aqua",
    );
  });
});
