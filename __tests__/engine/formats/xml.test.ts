// XML: leaf texts in closing order, the reference's ids, encodings, keep-tags, and hostile documents
// (entity expansion, external entities, deep nesting) that must neither expand nor hang.
import { readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { parsePartitionParameters } from "../../../src/contract/partition.js";
import { InvalidDocumentError, LimitExceededError } from "../../../src/engine/core/errors.js";
import { decodeEntities } from "../../../src/engine/formats/xml.js";
import { partition } from "../../../src/engine/partition.js";
import { corpusDir, corpusPath } from "../../helpers/corpus.js";
import { expectElementsOrEngineError, mutations } from "../../helpers/mutations.js";

const bytes = (s: string) => new TextEncoder().encode(s);
const run = (xml: string | Uint8Array, filename = "doc.xml", fields: Record<string, unknown> = {}) =>
  partition({ data: typeof xml === "string" ? bytes(xml) : xml, filename }, parsePartitionParameters(fields));
const texts = async (xml: string | Uint8Array) => (await run(xml)).map((e) => e.text);

const FAKE_XML = readFileSync(new URL("../../fixtures/xml/fake-xml.xml", import.meta.url));

// The unstructured-api test `test_element_ids_unique_and_deterministic_by_default` for fake-xml.xml.
const REFERENCE_IDS = [
  "0e0e3ceecc272305ff14af4c2fbf8ef7",
  "ceaa4718ddf40162aafdf8c3ed34814a",
  "c0bae0d8252610f0feddeeca7651788b",
  "d5040a3e459502598199a640aa5e59d2",
  "74054df9eb33cdde45981d5c76e70c45",
  "81d74d759dd7b7b05db708390e7eedb8",
  "a2846f501cd00d941b61686dd983d643",
  "f6a475f24979daba2b907814b6c1ede7",
  "00a33894b23223160b3fb564fde7d7be",
  "a9df034d5bfee8873453ccb027a27bd6",
  "bb5322c12f0331a5bfb5ea1cda64fcbc",
  "4fce9662ee90d3ab8083cb811f09ae28",
  "1558d7a0135725499f96bf81abe271d9",
  "d09458fa64f67d1849b81d9e4ed88a39",
  "69a118fc97ebbd1d2545faaa91ee59db",
  "eb5fde2ae8d3d84808c81852e64114c3",
  "0966f9e480789093095d3c82492d9137",
  "c5e820fb11c36d5a989ef118862f3077",
  "fbf71c3fcc7e64987e1085fecf17abbb",
  "cf664bf47d676872da9bea30384a2c5e",
];

describe("leaf texts", () => {
  it("reproduces the reference's elements and ids for fake-xml.xml", async () => {
    const elements = await run(FAKE_XML, "fake-xml.xml");
    const ids = elements.map((e) => e.element_id);
    const agree = REFERENCE_IDS.filter((id, i) => ids[i] === id).length;
    console.log(
      `fake-xml.xml: ${elements.length} elements (reference ${REFERENCE_IDS.length}); ids ${agree}/${REFERENCE_IDS.length}`,
    );
    expect(ids).toEqual(REFERENCE_IDS);
    expect(elements.slice(0, 4).map((e) => e.text)).toEqual([
      "United States",
      "Washington, DC",
      "Joe Biden",
      "Baseball",
    ]);
    expect(elements[12]?.text).toBe("Trinidad & Tobado");
    expect(elements.every((e) => e.metadata.filetype === "application/xml")).toBe(true);
  });

  it("emits a node's own text in closing order, unstripped, and classifies it", async () => {
    const elements = await run(
      "<doc><note>  Remember the milk.  <b>bold</b> tail ignored</note><title>Shopping List</title></doc>",
    );
    expect(elements.map((e) => [e.type, e.text])).toEqual([
      ["Title", "bold"],
      ["NarrativeText", "  Remember the milk.  "],
      ["Title", "Shopping List"],
    ]);
  });

  it("joins CDATA to text, keeps it literal, and stops a node's text at a comment", async () => {
    expect(await texts("<a>x &amp; <![CDATA[<y> &amp;]]> z<!-- c -->after</a>")).toEqual(["x & <y> &amp; z"]);
  });

  it("decodes the predefined entities and character references only", () => {
    expect(decodeEntities("&lt;&gt;&amp;&apos;&quot;&#65;&#x42;&#0;&nbsp;&custom;")).toBe(
      "<>&'\"AB&#0;&nbsp;&custom;",
    );
  });

  it("keeps the whole document as one element with xml_keep_tags", async () => {
    const xml = '<?xml version="1.0"?>\n<a><b>Hello &amp; goodbye</b></a>\n';
    const elements = await run(xml, "doc.xml", { xml_keep_tags: true });
    expect(elements).toHaveLength(1);
    expect(elements[0]).toMatchObject({ type: "UncategorizedText", text: xml });
  });

  it("gives no elements for a document without text", async () => {
    expect(await run("<a><b/>  <c>\n</c></a>")).toEqual([]);
  });
});

describe("encodings", () => {
  const xml = (encoding: string) => `<?xml version="1.0" encoding="${encoding}"?>\n<a><b>Café olé</b></a>\n`;

  it("follows the encoding the declaration names", async () => {
    expect(await texts(new Uint8Array(Buffer.from(xml("ISO-8859-1"), "latin1")))).toEqual(["Café olé"]);
  });

  it("reads UTF-16 with and without a byte-order mark", async () => {
    const utf16 = Buffer.from(xml("UTF-16"), "utf16le");
    expect(await texts(new Uint8Array(utf16))).toEqual(["Café olé"]);
    expect(await texts(new Uint8Array([0xff, 0xfe, ...utf16]))).toEqual(["Café olé"]);
  });

  it("lets the encoding field override a wrong declaration", async () => {
    const data = new Uint8Array(Buffer.from(xml("UTF-8"), "latin1"));
    const elements = await run(data, "doc.xml", { encoding: "latin1" });
    expect(elements.map((e) => e.text)).toEqual(["Café olé"]);
  });
});

describe("hostile documents", () => {
  const laughs = [
    '<?xml version="1.0"?>',
    "<!DOCTYPE lolz [",
    ' <!ENTITY lol "lol">',
    ...Array.from({ length: 9 }, (_, i) => ` <!ENTITY lol${i + 1} "${`&lol${i || ""};`.repeat(10)}">`),
    "]>",
    "<lolz>&lol9;</lolz>",
  ].join("\n");

  it("never expands a billion laughs", async () => {
    const started = performance.now();
    const elements = await run(laughs, "lolz.xml");
    expect(elements.map((e) => e.text)).toEqual(["&lol9;"]);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("never resolves an external entity", async () => {
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE foo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><foo>&xxe;</foo>';
    expect(await texts(xxe)).toEqual(["&xxe;"]);
    const parameter =
      '<!DOCTYPE foo [<!ENTITY % p SYSTEM "http://example.invalid/x.dtd"> %p;]><foo>safe</foo>';
    expect(await texts(parameter)).toEqual(["safe"]);
  });

  it("refuses a DOCTYPE inside the document, but not one inside CDATA", async () => {
    await expect(
      run('<a><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><b>&e;</b></a>'),
    ).rejects.toThrow(InvalidDocumentError);
    expect(await texts("<a><![CDATA[<!DOCTYPE html>]]></a>")).toEqual(["<!DOCTYPE html>"]);
  });

  it("stops at deep nesting without exhausting the stack", async () => {
    const deep = `${"<a>".repeat(50_000)}x${"</a>".repeat(50_000)}`;
    const started = performance.now();
    await expect(run(deep)).rejects.toThrow(LimitExceededError);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(await texts(`${"<a>".repeat(900)}deep${"</a>".repeat(900)}`)).toEqual(["deep"]);
  });

  it.each([
    ["a mismatched tag", "<a><b></a>"],
    ["an unclosed tag", "<a>text"],
    ["text after the root", "<a>x</a>trailing"],
    ["a bare ampersand", "<a>AT&T</a>"],
    ["an unterminated DOCTYPE", "<!DOCTYPE a [ <!ENTITY x 'y'> <a>x</a>"],
  ])("calls %s invalid", async (_, xml) => {
    await expect(run(xml)).rejects.toThrow(InvalidDocumentError);
  });

  it("reads element names that are JavaScript's reserved property names", async () => {
    expect(await texts("<constructor><__proto__>x</__proto__></constructor>")).toEqual(["x"]);
  });
});

const corpus = corpusDir();

describe.runIf(corpus)("the corpus's XML", () => {
  it("reads the UTF-16 factbook like the UTF-8 one", async () => {
    const read = (name: string) => readFileSync(corpusPath("example-docs", name) as string);
    const utf8 = await run(read("factbook.xml"), "factbook.xml");
    const utf16 = await run(read("factbook-utf-16.xml"), "factbook-utf-16.xml");
    expect(utf16.map((e) => e.text)).toEqual(utf8.map((e) => e.text));
    expect(utf8.map((e) => e.text).slice(0, 2)).toEqual(["United States", "Washington, DC"]);
  });

  const files = corpus
    ? ["example-docs", "api-sample-docs"].flatMap((folder) =>
        readdirSync(join(corpus, folder), { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile() && [".xml", ".xsl"].includes(extname(e.name)))
          .map((e) => join(e.parentPath, e.name)),
      )
    : [];
  it.each(files)("%s yields elements or a typed error within 10 s", async (file) => {
    const name = file.split("/").pop() as string;
    await expectElementsOrEngineError(
      () => partition({ data: readFileSync(file), filename: name }),
      name,
      10_000,
    );
  });

  it("gives elements or typed errors for 250 corrupted variants", async () => {
    const original = readFileSync(corpusPath("example-docs", "language-docs", "eng_spa_mult.xml") as string);
    for (const [i, variant] of mutations(original, 250, 29).entries()) {
      await expectElementsOrEngineError(
        () => partition({ data: variant.data, filename: "eng_spa_mult.xml" }),
        `variant ${i} (${variant.kind})`,
      );
    }
  });
});

describe("corrupted XML, without the corpus", () => {
  it("gives elements or typed errors for 200 variants of fake-xml.xml", async () => {
    for (const [i, variant] of mutations(new Uint8Array(FAKE_XML), 200, 31).entries()) {
      await expectElementsOrEngineError(
        () => partition({ data: variant.data, filename: "fake-xml.xml" }),
        `variant ${i} (${variant.kind})`,
      );
    }
  });
});
