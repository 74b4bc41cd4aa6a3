// JSON and NDJSON, after the reference's test_json.py, test_ndjson.py and the JSON routing cases of
// test_auto.py: element lists are read back as elements; any other JSON becomes Text elements of the
// pretty-printed JSON (json.dumps(indent=2, sort_keys=True)).
import { describe, expect, it } from "vitest";
import { corpus, partitionBytes, partitionCorpus, typed } from "./support.js";

const json = (text: string) => partitionBytes(text, "payload.json");
const ndjson = (text: string) => partitionBytes(text, "payload.ndjson");

describe("json", () => {
  it("test_partition_json_works_with_a_whitespace_only_file", async () => {
    expect(await json("  \n ")).toEqual([]);
  });

  it("test_partition_json_emits_Text_element_for_an_empty_object", async () => {
    expect(typed(await json("{}"))).toEqual([["UncategorizedText", "{}"]]);
  });

  it("test_partition_json_works_with_empty_list", async () => {
    expect(await json("[]")).toEqual([]);
  });

  it("test_partition_json_raises_with_invalid_json", async () => {
    await expect(json('[{"hi": "there"}]]')).rejects.toThrow(/json/i);
  });

  it("it_partitions_an_arbitrary_object_into_a_single_Text_element", async () => {
    expect(typed(await json('{"make": "Fabrikam", "model": "F-100"}'))).toEqual([
      ["UncategorizedText", '{\n  "make": "Fabrikam",\n  "model": "F-100"\n}'],
    ]);
  });

  it("and_it_preserves_deeply_nested_values_in_the_pretty_printed_text", async () => {
    const elements = await json('{"site": {"address": {"city": "Springfield"}}}');
    expect(elements).toHaveLength(1);
    expect(elements[0]?.text).toContain("Springfield");
  });

  it("it_partitions_an_array_of_objects_into_one_Text_element_per_object_in_order", async () => {
    expect(typed(await json('[{"sku": "A-100"}, {"sku": "B-200"}]'))).toEqual([
      ["UncategorizedText", '{\n  "sku": "A-100"\n}'],
      ["UncategorizedText", '{\n  "sku": "B-200"\n}'],
    ]);
  });

  it("it_partitions_an_array_of_scalars_into_a_single_Text_element", async () => {
    expect(typed(await json("[1, 2, 3]"))).toEqual([["UncategorizedText", "[\n  1,\n  2,\n  3\n]"]]);
  });

  it("and_it_partitions_a_mixed_type_array_into_a_single_Text_element", async () => {
    expect(typed(await json('[{"a": 1}, 2]'))).toEqual([
      ["UncategorizedText", '[\n  {\n    "a": 1\n  },\n  2\n]'],
    ]);
  });

  it("it_partitions_a_top_level_scalar_into_a_single_Text_element", async () => {
    expect(typed(await json('"hello"'))).toEqual([["UncategorizedText", '"hello"']]);
  });

  it("it_rehydrates_an_element_shaped_array_rather_than_partitioning_it", async () => {
    expect(typed(await json('[{"type": "Title", "text": "x"}]'))).toEqual([["Title", "x"]]);
  });

  it("it_partitions_a_non_element_dict_with_a_metadata_key_as_Text", async () => {
    const elements = await json('[{"id": 1, "metadata": {"coordinates": {"points": [[0, 0], [1, 1]]}}}]');
    expect(elements).toHaveLength(1);
    expect(elements[0]?.text).toContain('"id": 1');
    expect(elements[0]?.text).toContain('"coordinates"');
  });

  it("it_partitions_a_mixed_array_whole_with_no_partial_rehydration", async () => {
    const elements = await json('[{"type": "Title", "text": "x"}, {"foo": "bar"}]');
    expect(elements).toHaveLength(2);
    expect(elements.every((e) => e.type === "UncategorizedText")).toBe(true);
    expect(elements[0]?.text).toContain('"type": "Title"');
    expect(elements[1]?.text).toContain('"foo": "bar"');
  });

  it("it_partitions_an_element_typed_object_with_non_str_text_as_Text", async () => {
    const elements = await json('[{"type": "Title", "text": 42}]');
    expect(elements).toHaveLength(1);
    expect(elements[0]?.text).toContain('"text": 42');
  });

  it("and_it_partitions_an_element_shaped_object_with_non_dict_metadata_as_Text", async () => {
    const elements = await json('[{"type": "Title", "text": "x", "metadata": "weird"}]');
    expect(elements).toHaveLength(1);
    expect(elements[0]?.text).toContain('"metadata": "weird"');
  });

  it("and_it_partitions_an_object_with_an_unhashable_type_value_as_Text", async () => {
    const elements = await json('[{"type": ["Title"], "text": "x"}]');
    expect(elements).toHaveLength(1);
    expect(elements[0]?.text).toContain('"Title"');
  });

  it("it_rejects_non_standard_json_constants", async () => {
    for (const payload of ["NaN", "Infinity", "-Infinity", '{"x": NaN}', "[1, Infinity, 3]"]) {
      await expect(json(payload)).rejects.toThrow(/json/i);
    }
  });

  it("pretty-prints as Python's json.dumps: floats keep their point, non-ASCII escaped", async () => {
    // pretty_json_text is json.dumps(value, indent=2, sort_keys=True): ensure_ascii and Python floats.
    expect(typed(await json('{"b": 18.0, "a": "café", "c": 1e400, "d": 1E2}'))).toEqual([
      ["UncategorizedText", '{\n  "a": "caf\\u00e9",\n  "b": 18.0,\n  "c": Infinity,\n  "d": 100.0\n}'],
    ]);
  });
});

describe.runIf(corpus !== undefined)("json", () => {
  it("and_it_partitions_an_arbitrary_array_file_from_disk (arbitrary-records.json)", async () => {
    const elements = await partitionCorpus("arbitrary-records.json");
    expect(elements).toHaveLength(3);
    expect(elements.every((e) => e.type === "UncategorizedText")).toBe(true);
    expect(elements[1]?.text).toContain("Watering Can");
  });

  it("test_auto_partition_routes_non_element_json_object_to_partition_json", async () => {
    const elements = await partitionCorpus("not-unstructured-payload.json");
    expect(elements).toHaveLength(1);
    expect(elements[0]?.text).toContain('"id": "Sample-1"');
    expect(elements[0]?.metadata.filetype).toBe("application/json");
  });

  it("test_auto_partition_routes_compact_single_line_json_object_fixture_to_json", async () => {
    const elements = await partitionCorpus("single-line-object.json");
    expect(elements).toHaveLength(1);
    expect(elements[0]?.metadata.filetype).toBe("application/json");
    expect(elements[0]?.text).toContain("Garden Trowel");
  });

  it("test_auto_partition_routes_single_line_json_object_to_json_not_ndjson", async () => {
    const elements = await partitionBytes('{"text": "hello", "type": "NarrativeText"}', "one-line.json");
    expect(elements).toHaveLength(1);
    expect(elements[0]?.text).toContain('"text": "hello"');
    expect(elements[0]?.metadata.filetype).toBe("application/json");
  });

  it("it_rehydrates_on_a_detect_then_partition_sequence_over_the_same_file_handle (simple.json)", async () => {
    const elements = await partitionCorpus("simple.json");
    expect(typed(elements)[0]).toEqual(["Title", "These are a few of my favorite things:"]);
  });

  it("test_it_chunks_elements_when_a_chunking_strategy_is_specified: 9 chunks", async () => {
    const chunks = await partitionCorpus("spring-weather.html.json", {
      chunking_strategy: "basic",
      max_characters: 1500,
    });
    expect(chunks).toHaveLength(9);
    expect(chunks.every((c) => c.type === "CompositeElement")).toBe(true);
  });
});

describe("ndjson", () => {
  it("test_partition_ndjson_works_with_a_blank_lines_only_file", async () => {
    expect(await ndjson("\n  \n")).toEqual([]);
  });

  it("test_partition_ndjson_emits_Text_element_for_an_empty_object_line", async () => {
    expect(typed(await ndjson("{}"))).toEqual([["UncategorizedText", "{}"]]);
  });

  it("test_partition_ndjson_emits_Text_element_for_an_empty_array_line", async () => {
    expect(typed(await ndjson("[]"))).toEqual([["UncategorizedText", "[]"]]);
  });

  it("test_partition_ndjson_raises_with_invalid_json", async () => {
    await expect(ndjson('[{"hi": "there"}]]')).rejects.toThrow(/json/i);
  });

  it("it_partitions_arbitrary_ndjson_into_one_Text_element_per_line_in_line_order", async () => {
    const text = '{"sku": "A-100", "qty": 3}\n{"sku": "B-200", "qty": 1}\n{"sku": "C-300", "qty": 7}\n';
    expect(typed(await ndjson(text))).toEqual([
      ["UncategorizedText", '{\n  "qty": 3,\n  "sku": "A-100"\n}'],
      ["UncategorizedText", '{\n  "qty": 1,\n  "sku": "B-200"\n}'],
      ["UncategorizedText", '{\n  "qty": 7,\n  "sku": "C-300"\n}'],
    ]);
  });

  it("and_it_keeps_an_array_valued_line_as_a_single_Text_element", async () => {
    expect(typed(await ndjson('[{"a": 1}, {"b": 2}]\n'))).toEqual([
      ["UncategorizedText", '[\n  {\n    "a": 1\n  },\n  {\n    "b": 2\n  }\n]'],
    ]);
  });

  it("and_it_skips_blank_lines", async () => {
    const elements = await ndjson('{"sku": "A-100"}\n\n   \n{"sku": "B-200"}\n');
    expect(elements).toHaveLength(2);
    expect(elements[0]?.text).toContain('"sku": "A-100"');
    expect(elements[1]?.text).toContain('"sku": "B-200"');
  });

  it("it_still_raises_when_the_file_contains_a_malformed_line", async () => {
    await expect(ndjson('{"sku": "A-100"}\nnot-json\n{"sku": "B-200"}\n')).rejects.toThrow(/json/i);
  });

  it("and_it_rehydrates_element_shaped_lines_including_a_TableChunk_line", async () => {
    const text =
      '{"type": "Title", "text": "Regional Sales"}\n' +
      '{"type": "TableChunk", "text": "Region Total", "metadata": {"table_id": "t-1", "chunk_index": 0}}\n';
    expect(typed(await ndjson(text))).toEqual([
      ["Title", "Regional Sales"],
      ["TableChunk", "Region Total"],
    ]);
  });
});

describe.runIf(corpus !== undefined)("ndjson", () => {
  it("test_auto_partition_routes_arbitrary_ndjson_to_partition_ndjson", async () => {
    const elements = await partitionCorpus("arbitrary-records.ndjson");
    expect(elements).toHaveLength(3);
    expect(elements[0]?.metadata.filetype).toBe("application/x-ndjson");
    expect(elements[1]?.text).toContain("Watering Can");
  });

  it("test_auto_partition_rehydrates_serialized_element_ndjson", async () => {
    const elements = await partitionCorpus("simple.ndjson");
    expect(typed(elements)[0]).toEqual(["Title", "These are a few of my favorite things:"]);
  });

  it("test_it_chunks_elements_when_a_chunking_strategy_is_specified: 9 chunks", async () => {
    const chunks = await partitionCorpus("spring-weather.html.ndjson", {
      chunking_strategy: "basic",
      max_characters: 1500,
    });
    expect(chunks).toHaveLength(9);
  });
});
