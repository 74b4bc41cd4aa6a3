// Word processing formats, after the reference's test_docx.py, test_doc.py, test_odt.py and test_epub.py.
import { describe, expect, it } from "vitest";
import { corpus, KNOWN_DIFFERENCE, partitionCorpus, typed } from "./support.js";

const EXPECTED_ELEMENTS = [
  ["Title", "These are a few of my favorite things:"],
  ["ListItem", "Parrots"],
  ["ListItem", "Hockey"],
  ["UncategorizedText", "Analysis"],
  ["NarrativeText", "This is my first thought. This is my second thought."],
  ["NarrativeText", "This is my third thought."],
  ["UncategorizedText", "2023"],
  ["Address", "DOYLESTOWN, PA 18901"],
];
const EMPHASIS_CONTENTS = ["bold", "italic", "bold-italic", "bold-italic"];
const EMPHASIS_TAGS = ["b", "i", "b", "i"];

describe.runIf(corpus !== undefined)("docx", () => {
  it("test_partition_docx_from_filename (simple.docx)", async () => {
    expect(typed(await partitionCorpus("simple.docx"))).toEqual(EXPECTED_ELEMENTS);
  });

  it("test_partition_docx_detects_lists: no automatic labels in the text, 10 ListItems", async () => {
    const elements = await partitionCorpus("example-list-items-multiple.docx");
    expect(typed(elements).at(-1)).toEqual([
      "ListItem",
      "This is simply dummy text of the printing and typesetting industry.",
    ]);
    expect(elements.filter((e) => e.type === "ListItem")).toHaveLength(10);
  });

  it("test_partition_docx_grabs_emphasized_texts", async () => {
    const elements = await partitionCorpus("fake-doc-emphasized-text.docx");
    expect(elements[0]?.type).toBe("Table");
    expect(elements[0]?.metadata.emphasized_text_contents).toEqual(EMPHASIS_CONTENTS);
    expect(elements[0]?.metadata.emphasized_text_tags).toEqual(EMPHASIS_TAGS);
    expect(typed(elements.slice(1, 3))).toEqual([
      ["NarrativeText", "I am a bold italic bold-italic text."],
      ["NarrativeText", "I am a normal text."],
    ]);
    expect(elements[1]?.metadata.emphasized_text_contents).toEqual(EMPHASIS_CONTENTS);
    expect(elements[2]?.metadata.emphasized_text_contents).toBeUndefined();
  });

  it("test_partition_docx_gets_the_DOCX_MIME_type_in_metadata_filetype", async () => {
    const elements = await partitionCorpus("simple.docx");
    expect(
      elements.every(
        (e) =>
          e.metadata.filetype === "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      ),
    ).toBe(true);
  });
});

describe.runIf(corpus !== undefined)("doc", () => {
  it("test_partition_doc_from_filename: heading and list styles as partition_docx gives them", async () => {
    expect(typed(await partitionCorpus("simple.doc"))).toEqual(EXPECTED_ELEMENTS);
  });

  it("test_partition_doc_grabs_emphasized_texts: the Table's emphasis", async () => {
    const elements = await partitionCorpus("fake-doc-emphasized-text.doc");
    expect(elements[0]?.type).toBe("Table");
    expect(elements[0]?.metadata.emphasized_text_contents).toEqual(EMPHASIS_CONTENTS);
    expect(elements[0]?.metadata.emphasized_text_tags).toEqual(EMPHASIS_TAGS);
  });

  it("test_partition_doc_grabs_emphasized_texts: the paragraphs and their emphasis", async () => {
    const elements = await partitionCorpus("fake-doc-emphasized-text.doc");
    expect(typed(elements.slice(1, 3))).toEqual([
      ["NarrativeText", "I am a bold italic bold-italic text."],
      ["NarrativeText", "I am a normal text."],
    ]);
    expect(elements[1]?.metadata.emphasized_text_contents).toEqual(EMPHASIS_CONTENTS);
    expect(elements[1]?.metadata.emphasized_text_tags).toEqual(EMPHASIS_TAGS);
    expect(elements[2]?.metadata.emphasized_text_contents).toBeUndefined();
  });

  it("test_partition_doc_matches_partition_docx (simple.doc and simple.docx)", async () => {
    expect(typed(await partitionCorpus("simple.doc"))).toEqual(typed(await partitionCorpus("simple.docx")));
  });

  it("test_partition_doc_gets_the_DOC_MIME_type_in_metadata_filetype", async () => {
    const elements = await partitionCorpus("simple.doc");
    expect(elements.every((e) => e.metadata.filetype === "application/msword")).toBe(true);
  });

  it("test_partition_doc_adds_languages_metadata", async () => {
    const elements = await partitionCorpus("simple.doc");
    expect(elements.every((e) => JSON.stringify(e.metadata.languages) === '["eng"]')).toBe(true);
  });

  it("test_partition_doc_assigns_deterministic_and_unique_element_ids", async () => {
    const ids = (await partitionCorpus("duplicate-paragraphs.doc")).map((e) => e.element_id);
    const again = (await partitionCorpus("duplicate-paragraphs.doc")).map((e) => e.element_id);
    expect(ids).toEqual(again);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe.runIf(corpus !== undefined)("odt", () => {
  it("test_partition_odt_matches_partition_docx (simple.odt)", async () => {
    expect(typed(await partitionCorpus("simple.odt"))).toEqual(EXPECTED_ELEMENTS);
  });

  // The reference disagrees with itself on "Lorem ipsum dolor sit amet.": test_odt.py has it NarrativeText
  // (NLTK's tagger read "sit" as a verb), its expected ingest output for fake.docx (corpus expected/) has
  // the same sentence as UncategorizedText. docflow's one verb heuristic follows the latter, which the
  // conformance test checks id for id; reading "sit" as a verb breaks that test.
  it.fails(`${KNOWN_DIFFERENCE} test_partition_odt_from_filename (fake.odt): types and texts`, async () => {
    expect(typed(await partitionCorpus("fake.odt"))).toEqual([
      ["NarrativeText", "Lorem ipsum dolor sit amet."],
      ["Table", "Header row Mon Wed Fri Color Blue Red Green Time 1pm 2pm 3pm Leader Sarah Mark Ryan"],
    ]);
  });

  it("test_partition_odt_adds_text_as_html_when_infer_table_structure_is_omitted_or_True", async () => {
    const table = (await partitionCorpus("fake.odt")).find((e) => e.type === "Table");
    expect(table?.metadata.text_as_html?.startsWith("<table>")).toBe(true);
  });

  it("test_partition_odt_from_filename (fake.odt): every element names fake.odt", async () => {
    const elements = await partitionCorpus("fake.odt");
    expect(elements.every((e) => e.metadata.filename === "fake.odt")).toBe(true);
  });

  it("test_partition_odt_suppresses_text_as_html_when_infer_table_structure_is_False (skip_infer_table_types)", async () => {
    const table = (await partitionCorpus("fake.odt", { skip_infer_table_types: ["odt"] })).find(
      (e) => e.type === "Table",
    );
    expect(table).toBeDefined();
    expect(table?.metadata.text_as_html).toBeUndefined();
  });

  it("test_partition_odt_chunks_elements_when_chunking_strategy_is_specified", async () => {
    const chunks = await partitionCorpus("simple.odt", { chunking_strategy: "basic" });
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.every((c) => ["CompositeElement", "Table", "TableChunk"].includes(c.type))).toBe(true);
  });

  it("test_partition_odt_gets_the_ODT_MIME_type_in_metadata_filetype", async () => {
    const elements = await partitionCorpus("simple.odt");
    expect(elements.every((e) => e.metadata.filetype === "application/vnd.oasis.opendocument.text")).toBe(
      true,
    );
  });

  it("test_partition_odt_adds_languages_metadata", async () => {
    const elements = await partitionCorpus("simple.odt");
    expect(elements.every((e) => JSON.stringify(e.metadata.languages) === '["eng"]')).toBe(true);
  });
});

describe.runIf(corpus !== undefined)("epub", () => {
  it("test_partition_epub_from_file: the third element opens the Project Gutenberg header", async () => {
    const elements = await partitionCorpus("winter-sports.epub");
    expect(elements[2]?.text.startsWith("The Project Gutenberg eBook of Winter Sports")).toBe(true);
  });

  it("test_partition_epub_from_filename_returns_table_in_elements: the 13th element is the contents Table", async () => {
    const elements = await partitionCorpus("winter-sports.epub");
    expect(elements[12]?.type).toBe("Table");
    expect(elements[12]?.text.replace(/\s+/g, " ")).toBe(
      "Contents. List of Illustrations (In certain versions of this etext [in certain browsers] clicking on the " +
        "image will bring up a larger version.) (etext transcriber's note)",
    );
  });

  it("test_partition_epub_gets_the_EPUB_MIME_type_in_metadata_filetype", async () => {
    const elements = await partitionCorpus("winter-sports.epub");
    expect(elements.every((e) => e.metadata.filetype === "application/epub")).toBe(true);
  });
});
