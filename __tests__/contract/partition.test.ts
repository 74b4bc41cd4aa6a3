import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import {
  effectiveChunkingOptions,
  PARTITION_FIELD_NAMES,
  PARTITION_FIELDS,
  PARTITION_FILE_FIELD,
  type PartitionParameters,
  parsePartitionForm,
  parsePartitionParameters,
  responseFormat,
} from "../../src/contract/partition.js";
import { PartitionParametersSchema } from "../../src/contract/partition-schema.js";
import { ContractValidationError, type ValidationErrorItem } from "../../src/contract/validation.js";

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

/** The ContractValidationError a parse throws (fails the test when nothing is thrown). */
function rejection(input: Parameters<typeof parsePartitionParameters>[0]): ContractValidationError {
  try {
    parsePartitionParameters(input);
  } catch (error) {
    if (error instanceof ContractValidationError) return error;
    throw error;
  }
  throw new Error("expected a ContractValidationError");
}

const details = (input: Parameters<typeof parsePartitionParameters>[0]): ValidationErrorItem[] =>
  rejection(input).detail;

describe("defaults", () => {
  it("fills every field for an empty form", () => {
    expect(parsePartitionParameters([])).toEqual(DEFAULTS);
    expect(parsePartitionParameters({})).toEqual(DEFAULTS);
  });

  it("knows every field of the seed and the example-only ones", () => {
    expect([...PARTITION_FIELD_NAMES].sort()).toEqual(Object.keys(DEFAULTS).sort());
    expect(PARTITION_FIELD_NAMES).not.toContain(PARTITION_FILE_FIELD);
    for (const def of Object.values(PARTITION_FIELDS)) expect(def.description.length).toBeGreaterThan(0);
  });

  it("derives precise types from the table", () => {
    expectTypeOf<PartitionParameters["strategy"]>().toEqualTypeOf<
      "fast" | "hi_res" | "auto" | "ocr_only" | "vlm"
    >();
    expectTypeOf<PartitionParameters["chunking_strategy"]>().toEqualTypeOf<
      "basic" | "by_page" | "by_similarity" | "by_title" | null
    >();
    expectTypeOf<PartitionParameters["max_characters"]>().toEqualTypeOf<number | null>();
    expectTypeOf<PartitionParameters["overlap"]>().toEqualTypeOf<number>();
    expectTypeOf<PartitionParameters["coordinates"]>().toEqualTypeOf<boolean>();
    expectTypeOf<PartitionParameters["split_pdf_page"]>().toEqualTypeOf<boolean | null>();
    expectTypeOf<PartitionParameters["encoding"]>().toEqualTypeOf<string>();
    expectTypeOf<PartitionParameters["content_type"]>().toEqualTypeOf<string | null>();
    expectTypeOf<PartitionParameters["languages"]>().toEqualTypeOf<string[]>();
    expectTypeOf<PartitionParameters["split_pdf_page_range"]>().toEqualTypeOf<number[] | null>();
  });

  it("does not share default lists between requests", () => {
    const first = parsePartitionParameters({});
    first.languages.push("eng");
    expect(parsePartitionParameters({}).languages).toEqual([]);
  });

  it("treats an empty string as not given", () => {
    const params = parsePartitionParameters([
      ["strategy", ""],
      ["max_characters", ""],
      ["coordinates", ""],
      ["languages", ""],
      ["chunking_strategy", ""],
      ["similarity_threshold", ""],
      ["encoding", ""],
    ]);
    expect(params).toEqual(DEFAULTS);
  });
});

describe("booleans", () => {
  const spellings: [string, boolean][] = [
    ["true", true],
    ["false", false],
    ["1", true],
    ["0", false],
    ["yes", true],
    ["no", false],
    ["on", true],
    ["off", false],
    ["t", true],
    ["f", false],
    ["y", true],
    ["n", false],
    ["TRUE", true],
    ["False", false],
    ["YeS", true],
    ["OFF", false],
  ];
  it.each(spellings)("reads %j as %s", (raw, expected) => {
    expect(parsePartitionParameters([["unique_element_ids", raw]]).unique_element_ids).toBe(expected);
    expect(parsePartitionParameters([["coordinates", raw]]).coordinates).toBe(expected);
  });

  it("rejects anything else with bool_parsing", () => {
    expect(rejection([["unique_element_ids", "maybe"]]).body).toEqual({
      detail: [
        {
          type: "bool_parsing",
          loc: ["body", "unique_element_ids"],
          msg: "Input should be a valid boolean, unable to interpret input",
          input: "maybe",
        },
      ],
    });
  });
});

describe("integers", () => {
  it.each([
    ["500", 500],
    [" 42 ", 42],
    ["+7", 7],
    ["-3", -3],
    ["007", 7],
    ["5.0", 5],
    ["1_000", 1000],
  ])("reads %j as %d", (raw, expected) => {
    expect(parsePartitionParameters([["overlap", raw]]).overlap).toBe(expected);
  });

  it("answers max_characters=abc with the FastAPI body", () => {
    expect(rejection([["max_characters", "abc"]]).body).toEqual({
      detail: [
        {
          type: "int_parsing",
          loc: ["body", "max_characters"],
          msg: "Input should be a valid integer, unable to parse string as an integer",
          input: "abc",
        },
      ],
    });
  });

  it.each(["5.5", "1e3", "12abc", "0x10", "1__0"])("rejects %j with int_parsing", (raw) => {
    expect(details([["starting_page_number", raw]])).toEqual([
      expect.objectContaining({ type: "int_parsing", loc: ["body", "starting_page_number"], input: raw }),
    ]);
  });
});

describe("floats", () => {
  it.each([
    ["0.5", 0.5],
    [".25", 0.25],
    ["1", 1],
    ["1e-1", 0.1],
    [" 0.75 ", 0.75],
  ])("reads %j as %d", (raw, expected) => {
    expect(parsePartitionParameters([["similarity_threshold", raw]]).similarity_threshold).toBe(expected);
  });

  it("rejects text with float_parsing", () => {
    expect(details([["similarity_threshold", "high"]])).toEqual([
      {
        type: "float_parsing",
        loc: ["body", "similarity_threshold"],
        msg: "Input should be a valid number, unable to parse string as a number",
        input: "high",
      },
    ]);
  });
});

describe("lists", () => {
  it("takes repeated keys", () => {
    const params = parsePartitionParameters([
      ["languages", "eng"],
      ["languages", "kor"],
    ]);
    expect(params.languages).toEqual(["eng", "kor"]);
  });

  it("takes key[] names", () => {
    const form = new FormData();
    form.append("extract_image_block_types[]", "Image");
    form.append("extract_image_block_types[]", "Table");
    form.append("languages[]", "eng");
    expect(parsePartitionParameters(form)).toMatchObject({
      extract_image_block_types: ["Image", "Table"],
      languages: ["eng"],
    });
  });

  it("takes one JSON array string", () => {
    expect(parsePartitionParameters([["languages", '["eng","kor"]']]).languages).toEqual(["eng", "kor"]);
    expect(parsePartitionParameters([["extract_image_block_types", '["Image", "Table"]']])).toMatchObject({
      extract_image_block_types: ["Image", "Table"],
    });
  });

  it("splits one plain string on + and ,", () => {
    expect(parsePartitionParameters([["languages", "eng+kor"]]).languages).toEqual(["eng", "kor"]);
    expect(
      parsePartitionParameters([["skip_infer_table_types", "xls, xlsx,,"]]).skip_infer_table_types,
    ).toEqual(["xls", "xlsx"]);
    expect(parsePartitionParameters([["ocr_languages", "eng"]]).ocr_languages).toEqual(["eng"]);
  });

  it("reads URLSearchParams", () => {
    const params = parsePartitionParameters(new URLSearchParams("strategy=fast&languages=eng&languages=deu"));
    expect(params).toMatchObject({ strategy: "fast", languages: ["eng", "deu"] });
  });

  it("keeps the last value of a repeated single-valued field, as Starlette does", () => {
    const params = parsePartitionParameters([
      ["strategy", "fast"],
      ["strategy", "auto"],
    ]);
    expect(params.strategy).toBe("auto");
  });
});

describe("enums", () => {
  it("answers strategy=not_a_strategy with a literal_error naming the allowed values", () => {
    expect(rejection([["strategy", "not_a_strategy"]]).body).toEqual({
      detail: [
        {
          type: "literal_error",
          loc: ["body", "strategy"],
          msg: "Input should be 'fast', 'hi_res', 'auto', 'ocr_only' or 'vlm'",
          input: "not_a_strategy",
          ctx: { expected: "'fast', 'hi_res', 'auto', 'ocr_only' or 'vlm'" },
        },
      ],
    });
  });

  it("answers chunking_strategy=by_magic with a literal_error naming the allowed values", () => {
    expect(details([["chunking_strategy", "by_magic"]])).toEqual([
      {
        type: "literal_error",
        loc: ["body", "chunking_strategy"],
        msg: "Input should be 'basic', 'by_page', 'by_similarity' or 'by_title'",
        input: "by_magic",
        ctx: { expected: "'basic', 'by_page', 'by_similarity' or 'by_title'" },
      },
    ]);
  });

  it.each(["fast", "hi_res", "auto", "ocr_only", "vlm"])("accepts strategy %s", (strategy) => {
    expect(parsePartitionParameters([["strategy", strategy]]).strategy).toBe(strategy);
  });

  it.each(["basic", "by_page", "by_similarity", "by_title"])("accepts chunking_strategy %s", (strategy) => {
    expect(parsePartitionParameters([["chunking_strategy", strategy]]).chunking_strategy).toBe(strategy);
  });

  it("strips the quotes a shell leaves around the strategy", () => {
    expect(parsePartitionParameters([["strategy", "'fast'"]]).strategy).toBe("fast");
    expect(parsePartitionParameters([["strategy", '"ocr_only"']]).strategy).toBe("ocr_only");
  });

  it("is case-sensitive", () => {
    expect(details([["strategy", "HI_RES"]])).toEqual([
      expect.objectContaining({ type: "literal_error", loc: ["body", "strategy"], input: "HI_RES" }),
    ]);
  });

  it("tolerates any output_format and answers JSON unless it is text/csv", () => {
    const csv = parsePartitionParameters([["output_format", "text/csv"]]);
    const odd = parsePartitionParameters([["output_format", "application/xml"]]);
    expect(odd.output_format).toBe("application/xml");
    expect(responseFormat(csv)).toBe("text/csv");
    expect(responseFormat(odd)).toBe("application/json");
    expect(responseFormat(DEFAULTS)).toBe("application/json");
  });
});

describe("several errors at once", () => {
  it("reports every bad field of the request", () => {
    const items = details([
      ["strategy", "fastest"],
      ["max_characters", "lots"],
      ["coordinates", "sure"],
      ["similarity_threshold", "x"],
      ["split_pdf_page_range", "1,b"],
    ]);
    expect(items.map((item) => [item.type, item.loc])).toEqual([
      ["bool_parsing", ["body", "coordinates"]],
      ["literal_error", ["body", "strategy"]],
      ["int_parsing", ["body", "max_characters"]],
      ["float_parsing", ["body", "similarity_threshold"]],
      ["int_parsing", ["body", "split_pdf_page_range", 1]],
    ]);
    expect(rejection([["strategy", "fastest"]]).message).toContain("body.strategy: Input should be");
  });
});

describe("ranges and cross-field rules", () => {
  const chunked = (...fields: [string, string][]): [string, string][] => [
    ["chunking_strategy", "by_title"],
    ...fields,
  ];

  it("says combine_under_n_chars must not exceed max_characters", () => {
    expect(details(chunked(["combine_under_n_chars", "600"], ["max_characters", "500"]))).toEqual([
      {
        type: "value_error",
        loc: ["body", "combine_under_n_chars"],
        msg: "Value error, combine_under_n_chars (600) must not exceed max_characters (500)",
        input: "600",
        ctx: { error: "combine_under_n_chars (600) must not exceed max_characters (500)" },
      },
    ]);
  });

  it("compares with the default max_characters when it is not given", () => {
    expect(details(chunked(["overlap", "500"]))).toEqual([
      expect.objectContaining({
        type: "value_error",
        loc: ["body", "overlap"],
        msg: "Value error, overlap (500) must be less than max_characters (500)",
      }),
    ]);
    expect(details(chunked(["combine_under_n_chars", "501"]))[0]?.loc).toEqual([
      "body",
      "combine_under_n_chars",
    ]);
  });

  it.each([
    ["max_characters", "0"],
    ["new_after_n_chars", "-1"],
    ["overlap", "-1"],
    ["combine_under_n_chars", "-5"],
  ])("rejects %s=%s when chunking", (name, raw) => {
    expect(details(chunked([name, raw]))).toEqual([
      expect.objectContaining({ type: "value_error", loc: ["body", name], input: raw }),
    ]);
  });

  it("ignores chunking sizes when no chunking strategy is set", () => {
    const params = parsePartitionParameters([
      ["overlap", "900"],
      ["max_characters", "0"],
      ["combine_under_n_chars", "9000"],
    ]);
    expect(params).toMatchObject({ overlap: 900, max_characters: 0, combine_under_n_chars: 9000 });
  });

  it("checks similarity_threshold and starting_page_number whenever they are given", () => {
    const items = details([
      ["similarity_threshold", "1.5"],
      ["starting_page_number", "0"],
    ]);
    expect(items.map((item) => [item.loc, item.msg])).toEqual([
      [
        ["body", "similarity_threshold"],
        "Value error, similarity_threshold (1.5) must be between 0.0 and 1.0",
      ],
      [["body", "starting_page_number"], "Value error, starting_page_number (0) must be at least 1"],
    ]);
    expect(parsePartitionParameters([["similarity_threshold", "0"]]).similarity_threshold).toBe(0);
    expect(parsePartitionParameters([["similarity_threshold", "1.0"]]).similarity_threshold).toBe(1);
  });

  it("does not pile range errors on a field that failed to parse", () => {
    const items = details(chunked(["max_characters", "abc"], ["overlap", "900"]));
    expect(items.map((item) => item.type)).toEqual(["int_parsing"]);
  });
});

describe("example-only fields", () => {
  it("accepts split_pdf_* and vlm_*", () => {
    const { params, ignored } = parsePartitionForm([
      ["strategy", "vlm"],
      ["vlm_model_provider", "openai"],
      ["vlm_model", "gpt-4o"],
      ["split_pdf_page", "true"],
      ["split_pdf_allow_failed", "false"],
      ["split_pdf_concurrency_level", "15"],
      ["split_pdf_page_range", "1,5"],
    ]);
    expect(ignored).toEqual([]);
    expect(params).toMatchObject({
      strategy: "vlm",
      vlm_model_provider: "openai",
      vlm_model: "gpt-4o",
      split_pdf_page: true,
      split_pdf_allow_failed: false,
      split_pdf_concurrency_level: 15,
      split_pdf_page_range: [1, 5],
    });
  });

  it("reads split_pdf_page_range as a JSON array or repeated keys too", () => {
    expect(parsePartitionParameters([["split_pdf_page_range", "[2, 9]"]]).split_pdf_page_range).toEqual([
      2, 9,
    ]);
    expect(
      parsePartitionParameters([
        ["split_pdf_page_range[]", "3"],
        ["split_pdf_page_range[]", "4"],
      ]).split_pdf_page_range,
    ).toEqual([3, 4]);
  });
});

describe("unknown fields", () => {
  it("ignores them and lists them for the log, but not the file part", () => {
    const { params, ignored } = parsePartitionForm([
      ["files", "ignored-by-contract"],
      ["future_option", "1"],
      ["future_option", "2"],
      ["another[]", "x"],
      ["strategy", "fast"],
    ]);
    expect(params).toEqual({ ...DEFAULTS, strategy: "fast" });
    expect(ignored).toEqual(["future_option", "another"]);
  });
});

describe("native values", () => {
  it("accepts the values of a YAML or JSON map", () => {
    const params = parsePartitionParameters({
      coordinates: true,
      max_characters: 500,
      overlap: 0,
      languages: ["eng"],
      similarity_threshold: 0.5,
      chunking_strategy: "by_similarity",
      include_orig_elements: false,
      split_pdf_page_range: [1, 3],
      content_type: null,
      encoding: undefined,
    });
    expect(params).toEqual({
      ...DEFAULTS,
      coordinates: true,
      max_characters: 500,
      languages: ["eng"],
      similarity_threshold: 0.5,
      chunking_strategy: "by_similarity",
      include_orig_elements: false,
      split_pdf_page_range: [1, 3],
    });
  });

  it("applies pydantic's rules to them", () => {
    const items = details({
      coordinates: 2,
      unique_element_ids: {},
      max_characters: 5.5,
      overlap: true,
      starting_page_number: Number.POSITIVE_INFINITY,
      similarity_threshold: false,
      encoding: 8,
      strategy: 1,
      languages: ["eng", 7],
    });
    expect(items.map(({ type, loc, input }) => ({ type, loc, input }))).toEqual([
      { type: "bool_parsing", loc: ["body", "coordinates"], input: 2 },
      { type: "string_type", loc: ["body", "encoding"], input: 8 },
      { type: "string_type", loc: ["body", "languages", 1], input: 7 },
      { type: "finite_number", loc: ["body", "starting_page_number"], input: Number.POSITIVE_INFINITY },
      { type: "literal_error", loc: ["body", "strategy"], input: 1 },
      { type: "bool_type", loc: ["body", "unique_element_ids"], input: {} },
      { type: "int_from_float", loc: ["body", "max_characters"], input: 5.5 },
      { type: "int_type", loc: ["body", "overlap"], input: true },
      { type: "float_type", loc: ["body", "similarity_threshold"], input: false },
    ]);
    expect(items.find((item) => item.type === "int_from_float")?.msg).toBe(
      "Input should be a valid integer, got a number with a fractional part",
    );
  });

  it("reads 0 and 1 as booleans", () => {
    expect(parsePartitionParameters({ coordinates: 1, xml_keep_tags: 0 })).toMatchObject({
      coordinates: true,
      xml_keep_tags: false,
    });
  });
});

describe("effectiveChunkingOptions", () => {
  it("is null without a chunking strategy", () => {
    expect(effectiveChunkingOptions(DEFAULTS)).toBeNull();
  });

  it("fills the reference defaults and clamps new_after_n_chars to max_characters", () => {
    expect(effectiveChunkingOptions(parsePartitionParameters({ chunking_strategy: "by_title" }))).toEqual({
      strategy: "by_title",
      max_characters: 500,
      new_after_n_chars: 500,
      combine_under_n_chars: 500,
      overlap: 0,
      overlap_all: false,
      include_orig_elements: true,
      multipage_sections: true,
      similarity_threshold: null,
    });
    const options = effectiveChunkingOptions(
      parsePartitionParameters([
        ["chunking_strategy", "basic"],
        ["max_characters", "300"],
        ["new_after_n_chars", "2000"],
      ]),
    );
    expect(options).toMatchObject({
      max_characters: 300,
      new_after_n_chars: 300,
      combine_under_n_chars: 300,
    });
  });

  it("keeps a soft limit below the hard one and defaults the similarity threshold", () => {
    const options = effectiveChunkingOptions({
      ...DEFAULTS,
      chunking_strategy: "by_similarity",
      max_characters: 2000,
      new_after_n_chars: 1500,
    });
    expect(options).toMatchObject({
      max_characters: 2000,
      new_after_n_chars: 1500,
      similarity_threshold: 0.5,
    });
  });
});

describe("JSON Schema", () => {
  it("describes every field with its type, default and description", () => {
    const schema = z.toJSONSchema(PartitionParametersSchema, { io: "input" }) as {
      $defs: Record<string, { properties: Record<string, Record<string, unknown>>; required?: string[] }>;
    };
    const component = schema.$defs.PartitionParameters;
    expect(component).toBeDefined();
    const properties = component?.properties ?? {};
    expect(Object.keys(properties).sort()).toEqual([...PARTITION_FIELD_NAMES].sort());
    expect(component?.required).toBeUndefined();
    expect(properties.max_characters).toMatchObject({ default: 500 });
    expect(properties.new_after_n_chars).toMatchObject({ default: 1500 });
    expect(properties.combine_under_n_chars).toMatchObject({ default: 500 });
    expect(properties.strategy).toMatchObject({
      type: "string",
      default: "hi_res",
      enum: ["fast", "hi_res", "auto", "ocr_only", "vlm"],
    });
    expect(properties.coordinates).toMatchObject({ type: "boolean", default: false });
    expect(properties.languages).toMatchObject({ type: "array", items: { type: "string" }, default: [] });
    for (const property of Object.values(properties))
      expect(property.description).toEqual(expect.any(String));
  });
});

describe("the seed's and the reference's examples", () => {
  const examples: [string, [string, string][]][] = [
    [
      "hi_res with coordinates",
      [
        ["strategy", "hi_res"],
        ["coordinates", "true"],
      ],
    ],
    [
      "vlm",
      [
        ["strategy", "vlm"],
        ["vlm_model_provider", "openai"],
        ["vlm_model", "gpt-4o"],
      ],
    ],
    [
      "split PDF",
      [
        ["split_pdf_page", "true"],
        ["split_pdf_allow_failed", "true"],
        ["split_pdf_concurrency_level", "15"],
        ["strategy", "hi_res"],
      ],
    ],
    [
      "chunking by title",
      [
        ["chunking_strategy", "by_title"],
        ["max_characters", "1000"],
        ["new_after_n_chars", "800"],
        ["combine_under_n_chars", "500"],
        ["overlap", "50"],
        ["overlap_all", "false"],
        ["multipage_sections", "true"],
        ["include_orig_elements", "true"],
      ],
    ],
    [
      "chunking by similarity",
      [
        ["chunking_strategy", "by_similarity"],
        ["similarity_threshold", "0.6"],
      ],
    ],
    ["by_page", [["chunking_strategy", "by_page"]]],
    [
      "basic with overlap",
      [
        ["chunking_strategy", "basic"],
        ["max_characters", "150"],
        ["overlap", "20"],
      ],
    ],
    [
      "by_title, one page per section, no orig_elements",
      [
        ["chunking_strategy", "by_title"],
        ["max_characters", "2000"],
        ["multipage_sections", "false"],
        ["include_orig_elements", "false"],
      ],
    ],
    [
      "OCR languages",
      [
        ["strategy", "ocr_only"],
        ["languages", "ind"],
        ["languages", "est"],
      ],
    ],
    ["encoding", [["encoding", "cp1252"]]],
    [
      "table inference",
      [
        ["strategy", "hi_res"],
        ["skip_infer_table_types", "xls,xlsx"],
        ["pdf_infer_table_structure", "true"],
      ],
    ],
    ["image blocks", [["extract_image_block_types", '["Image", "Table"]']]],
    ["csv output", [["output_format", "text/csv"]]],
    [
      "everything else",
      [
        ["content_type", "text/plain"],
        ["gz_uncompressed_content_type", "application/pdf"],
        ["hi_res_model_name", "yolox"],
        ["include_page_breaks", "true"],
        ["ocr_languages", "eng"],
        ["starting_page_number", "3"],
        ["unique_element_ids", "true"],
        ["xml_keep_tags", "true"],
        ["include_slide_notes", "false"],
      ],
    ],
  ];
  it.each(examples)("parses %s", (_name, form) => {
    const { ignored } = parsePartitionForm(form);
    expect(ignored).toEqual([]);
  });

  it.each([
    [false, null, null, 600],
    [true, 1000, null, 5000],
    [true, null, 10, 500],
    [true, null, null, 100],
  ])(
    "parses the reference's by_title variations (multipage %s, combine %s, new_after %s, max %s)",
    (multipage, combine, newAfter, max) => {
      const params = parsePartitionParameters({
        chunking_strategy: "by_title",
        multipage_sections: multipage,
        combine_under_n_chars: combine,
        new_after_n_chars: newAfter,
        max_characters: max,
      });
      expect(effectiveChunkingOptions(params)).toMatchObject({
        max_characters: max,
        combine_under_n_chars: combine ?? max,
        new_after_n_chars: Math.min(newAfter ?? 1500, max),
        multipage_sections: multipage,
      });
    },
  );
});
