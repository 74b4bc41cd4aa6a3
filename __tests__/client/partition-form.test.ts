// The one place partition parameters turn back into a form: what the client sends.
import { describe, expect, it } from "vitest";
import { partitionForm } from "../../src/client/partition.js";
import {
  type PartitionParameters,
  parsePartitionForm,
  parsePartitionParameters,
} from "../../src/contract/partition.js";

const DEFAULTS: PartitionParameters = {
  coordinates: false,
  content_type: null,
  encoding: "utf-8",
  extract_image_block_types: [],
  gz_uncompressed_content_type: null,
  hi_res_model_name: null,
  include_page_breaks: false,
  languages: [],
  ocr_languages: [],
  output_format: "application/json",
  pdf_infer_table_structure: true,
  skip_infer_table_types: [],
  starting_page_number: null,
  strategy: "hi_res",
  unique_element_ids: false,
  xml_keep_tags: false,
  content_source: "text/html",
  chunking_strategy: null,
  combine_under_n_chars: null,
  include_orig_elements: true,
  max_characters: null,
  multipage_sections: true,
  new_after_n_chars: null,
  overlap: 0,
  overlap_all: false,
  similarity_threshold: null,
  include_slide_notes: true,
  vlm_model_provider: null,
  vlm_model: null,
  split_pdf_page: null,
  split_pdf_allow_failed: null,
  split_pdf_concurrency_level: null,
  split_pdf_page_range: null,
};

describe("partitionForm", () => {
  it("sends set fields only, booleans as words, lists as repeated keys, extras as strings", () => {
    const form = partitionForm({
      strategy: "fast",
      coordinates: true,
      unique_element_ids: false,
      max_characters: 800,
      similarity_threshold: 0.25,
      languages: ["eng", "kor"],
      chunking_strategy: null,
      content_type: undefined,
      split_pdf_page: false,
      future_option: 3,
    });
    expect(form).toEqual([
      ["strategy", "fast"],
      ["coordinates", "true"],
      ["unique_element_ids", "false"],
      ["max_characters", "800"],
      ["similarity_threshold", "0.25"],
      ["languages", "eng"],
      ["languages", "kor"],
      ["split_pdf_page", "false"],
      ["future_option", "3"],
    ]);
  });

  it("round-trips through parsePartitionParameters", () => {
    const params: PartitionParameters = {
      ...DEFAULTS,
      coordinates: true,
      content_type: "application/pdf",
      encoding: "cp1252",
      extract_image_block_types: ["Image", "Table"],
      languages: ["eng", "kor"],
      ocr_languages: ["eng"],
      output_format: "text/csv",
      pdf_infer_table_structure: false,
      skip_infer_table_types: ["xls", "xlsx"],
      starting_page_number: 3,
      strategy: "ocr_only",
      chunking_strategy: "by_similarity",
      combine_under_n_chars: 200,
      include_orig_elements: false,
      max_characters: 1000,
      multipage_sections: false,
      new_after_n_chars: 800,
      overlap: 20,
      overlap_all: true,
      similarity_threshold: 0.35,
      vlm_model_provider: "anthropic",
      vlm_model: "claude-3-5-sonnet-20241022",
      split_pdf_page: true,
      split_pdf_allow_failed: true,
      split_pdf_concurrency_level: 8,
      split_pdf_page_range: [2, 7],
    };
    expect(parsePartitionParameters(partitionForm(params))).toEqual(params);
    expect(parsePartitionParameters(partitionForm(DEFAULTS))).toEqual(DEFAULTS);
  });
});

describe("partitionForm of parsed parameters", () => {
  it("sends what was given and the unknown fields, not the defaults", () => {
    const form = partitionForm(
      parsePartitionForm({ "languages[]": ["eng"], future: "x", strategy: "'fast'" }),
    );
    expect(form).toEqual([
      ["languages", "eng"],
      ["strategy", "fast"],
      ["future", "x"],
    ]);
  });
});
