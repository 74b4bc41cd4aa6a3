// Tables in PDFs that LibreOffice prints from office documents: a spreadsheet comes out without grid
// lines, its header set like its body, its columns as narrow as the sheet made them (a cell's text may
// nearly touch the next column's). Each table comes out whole, header row included.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { libreOfficePrint } from "../../../bench/libreoffice.js";
import type { Element } from "../../../src/contract/element.js";
import { parsePartitionParameters } from "../../../src/contract/partition.js";
import { partition } from "../../../src/engine/partition.js";

const run = promisify(execFile);

async function hasSoffice(): Promise<boolean> {
  try {
    await run("soffice", ["--version"], { timeout: 60_000 });
    return true;
  } catch {
    return false;
  }
}
const soffice = await hasSoffice();

let work = "";

/** The file printed to PDF by LibreOffice headless (a profile of its own, so no other run blocks it). */
async function printed(name: string, content: string): Promise<Uint8Array> {
  const input = join(work, name);
  await writeFile(input, content);
  return readFile(await libreOfficePrint(input, work));
}

async function tables(data: Uint8Array): Promise<Element[]> {
  const elements = await partition(
    { data, filename: "printed.pdf" },
    parsePartitionParameters({ strategy: "hi_res", pdf_infer_table_structure: true }),
  );
  return elements.filter((e) => e.type === "Table");
}

const CUPS = [
  ["Team", "Location", "Stanley Cups"],
  ["Blues", "STL", "1"],
  ["Flyers", "PHI", "2"],
  ["Maple Leafs", "TOR", "13"],
  ["Red Wings", "DET", "11"],
];

/** A flat OpenDocument spreadsheet of the rows, every column as wide as given, as a user saves one. */
function spreadsheet(rows: readonly string[][], width: string): string {
  const cell = (value: string) =>
    /^\d+$/.test(value)
      ? `<table:table-cell office:value-type="float" office:value="${value}"><text:p>${value}</text:p></table:table-cell>`
      : `<table:table-cell office:value-type="string"><text:p>${value}</text:p></table:table-cell>`;
  const body = rows.map((row) => `<table:table-row>${row.map(cell).join("")}</table:table-row>`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:automatic-styles><style:style style:name="co1" style:family="table-column"><style:table-column-properties style:column-width="${width}"/></style:style></office:automatic-styles>
<office:body><office:spreadsheet><table:table table:name="Cups"><table:table-column table:style-name="co1" table:number-columns-repeated="${rows[0]?.length ?? 1}"/>${body}</table:table></office:spreadsheet></office:body></office:document>`;
}

const cells = (html: string) => [...html.matchAll(/<t[dh][^>]*>([^<]*)<\/t[dh]>/g)].map((m) => m[1]);

describe.skipIf(!soffice)("tables in PDFs printed by LibreOffice (needs soffice)", () => {
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), "docflow-tables-soffice-"));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it("a spreadsheet without grid lines: the plain header and a cell that nearly touches the next stay", async () => {
    // Columns 2.2 cm wide: "Maple Leafs" ends closer to "TOR" than the gap that parts pieces of a line.
    const data = await printed("cups.fods", spreadsheet(CUPS, "2.2cm"));
    const found = await tables(data);
    expect(found).toHaveLength(1);
    expect(cells(found[0]?.metadata.text_as_html ?? "")).toEqual(CUPS.flat());
  }, 240_000);
});
