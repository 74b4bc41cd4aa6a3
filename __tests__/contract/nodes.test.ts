import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  ALLOWED_NODE_SEQUENCES,
  CHUNK_SUBTYPES,
  checkNodeSequence,
  EMBED_SUBTYPES,
  EMBEDDING_MODELS,
  NODE_TYPES,
  type NodeType,
  PROMPTER_SUBTYPES,
  VLM_MODELS,
  WorkflowNodeInfoSchema,
  WorkflowNodeSchema,
} from "../../src/contract/nodes.js";
import {
  ContractValidationError,
  parseOrThrow,
  type ValidationErrorItem,
} from "../../src/contract/validation.js";

const NodesSchema = z.object({ workflow_nodes: z.array(WorkflowNodeSchema) });

/** The 422 items for a list of nodes, as a body's `workflow_nodes` (so loc carries the index). */
function errorsOf(...nodes: unknown[]): ValidationErrorItem[] {
  try {
    parseOrThrow(NodesSchema, { workflow_nodes: nodes });
  } catch (error) {
    if (error instanceof ContractValidationError) return error.detail;
    throw error;
  }
  return [];
}

const partition = {
  name: "Partitioner",
  type: "partition",
  subtype: "vlm",
  settings: {
    provider: "anthropic",
    model: "claude-3-5-sonnet-20241022",
    output_format: "text/html",
    user_prompt: null,
    format_html: true,
    unique_element_ids: true,
    is_dynamic: false,
    allow_fast: true,
  },
};
const chunk = {
  name: "Chunker",
  type: "chunk",
  subtype: "chunk_by_title",
  settings: {
    include_orig_elements: false,
    new_after_n_chars: 1500,
    max_characters: 2048,
    overlap: 0,
    overlap_all: false,
    contextual_chunking_strategy: "v1",
    multipage_sections: true,
    combine_text_under_n_chars: 500,
  },
};
const embed = {
  name: "Embedder",
  type: "embed",
  subtype: "azure_openai",
  settings: { model_name: "text-embedding-3-small" },
};

describe("WorkflowNodeSchema: the seed's nodes parse", () => {
  it.each([
    ["partition vlm", partition],
    [
      "partition service_api",
      {
        name: "Partitioner",
        type: "partition",
        subtype: "service_api",
        settings: {
          strategy: "hi_res",
          include_page_breaks: false,
          pdf_infer_table_structure: true,
          exclude_elements: ["Header", "Footer"],
          xml_keep_tags: false,
          encoding: "utf-8",
          ocr_languages: ["eng"],
          extract_image_block_types: ["image", "table"],
          infer_table_structure: true,
        },
      },
    ],
    [
      "partition unstructured_api (the hosted name)",
      { name: "p", type: "partition", subtype: "unstructured_api", settings: { strategy: "fast" } },
    ],
    ["chunk_by_title", chunk],
    [
      "chunk_by_similarity",
      { name: "c", type: "chunk", subtype: "chunk_by_similarity", settings: { similarity_threshold: 0.5 } },
    ],
    ["chunk_by_page without settings", { name: "c", type: "chunk", subtype: "chunk_by_page" }],
    [
      "openai_ner",
      {
        name: "e",
        type: "prompter",
        subtype: "openai_ner",
        settings: { prompt_interface_overrides: { prompt: { user: "Find people" } } },
      },
    ],
    ["embed", embed],
    [
      "with an id and null settings",
      { id: null, name: "p", type: "partition", subtype: "vlm", settings: null },
    ],
  ])("%s", (_label, node) => {
    expect(WorkflowNodeSchema.parse(node)).toEqual(node);
  });

  it("accepts every prompter subtype with empty settings and every listed embedding model", () => {
    for (const subtype of PROMPTER_SUBTYPES) {
      expect(errorsOf({ name: "e", type: "prompter", subtype, settings: {} })).toEqual([]);
    }
    for (const subtype of EMBED_SUBTYPES) {
      for (const model_name of EMBEDDING_MODELS[subtype]) {
        expect(errorsOf({ name: "e", type: "embed", subtype, settings: { model_name } })).toEqual([]);
      }
    }
    for (const [provider, models] of Object.entries(VLM_MODELS)) {
      for (const model of models) {
        expect(
          errorsOf({ name: "p", type: "partition", subtype: "vlm", settings: { provider, model } }),
        ).toEqual([]);
      }
    }
  });

  it("keeps settings it does not know (forward compatibility)", () => {
    const node = {
      name: "c",
      type: "chunk",
      subtype: "chunk_by_page",
      settings: { max_characters: 800, future_knob: 3 },
    };
    expect(WorkflowNodeSchema.parse(node).settings).toEqual({ max_characters: 800, future_knob: 3 });
  });
});

describe("WorkflowNodeSchema: errors", () => {
  it("rejects a setting of the wrong type with its precise loc", () => {
    const detail = errorsOf(partition, { ...chunk, settings: { max_characters: "big", overlap_all: "yes" } });
    expect(detail).toEqual([
      {
        type: "float_type",
        loc: ["body", "workflow_nodes", 1, "settings", "max_characters"],
        msg: "Input should be a valid number",
        input: "big",
      },
      {
        type: "bool_type",
        loc: ["body", "workflow_nodes", 1, "settings", "overlap_all"],
        msg: "Input should be a valid boolean",
        input: "yes",
      },
    ]);
  });

  it("rejects a fractional or negative count and a similarity threshold outside 0..1", () => {
    const detail = errorsOf(
      { ...chunk, settings: { new_after_n_chars: 1.5, overlap: -1 } },
      { name: "c", type: "chunk", subtype: "chunk_by_similarity", settings: { similarity_threshold: 1.5 } },
    );
    expect(detail.map((item) => [item.type, item.loc.slice(2).join(".")])).toEqual([
      ["int_type", "0.settings.new_after_n_chars"],
      ["greater_than_equal", "0.settings.overlap"],
      ["less_than_equal", "1.settings.similarity_threshold"],
    ]);
  });

  it("rejects an embedding model not listed for the subtype, naming the listed ones", () => {
    const detail = errorsOf(partition, {
      ...embed,
      subtype: "bedrock",
      settings: { model_name: "text-embedding-3-small" },
    });
    expect(detail).toHaveLength(1);
    expect(detail[0]).toMatchObject({
      type: "literal_error",
      loc: ["body", "workflow_nodes", 1, "settings", "model_name"],
      input: "text-embedding-3-small",
    });
    for (const model of EMBEDDING_MODELS.bedrock) expect(detail[0]?.msg).toContain(`'${model}'`);
  });

  it("requires model_name on an embed node, also without settings", () => {
    expect(errorsOf({ name: "e", type: "embed", subtype: "togetherai" })).toEqual([
      {
        type: "missing",
        loc: ["body", "workflow_nodes", 0, "settings", "model_name"],
        msg: "Field required",
        input: null,
      },
    ]);
  });

  it("takes the local embedder without model_name, and refuses a model it does not offer", () => {
    expect(EMBED_SUBTYPES).toContain("local");
    expect(errorsOf({ name: "e", type: "embed", subtype: "local" })).toEqual([]);
    expect(errorsOf({ name: "e", type: "embed", subtype: "local", settings: {} })).toEqual([]);
    expect(
      errorsOf({ name: "e", type: "embed", subtype: "local", settings: { model_name: "lexical-384" } }),
    ).toEqual([]);
    const detail = errorsOf({
      name: "e",
      type: "embed",
      subtype: "local",
      settings: { model_name: "text-embedding-3-small" },
    });
    expect(detail).toHaveLength(1);
    expect(detail[0]).toMatchObject({
      type: "literal_error",
      loc: ["body", "workflow_nodes", 0, "settings", "model_name"],
      input: "text-embedding-3-small",
    });
    expect(detail[0]?.msg).toContain("'lexical-3072'");
  });

  it("rejects a vlm model not listed for its provider, and an unknown provider", () => {
    const detail = errorsOf(
      { ...partition, settings: { provider: "openai", model: "claude-3-5-sonnet-20241022" } },
      { ...partition, settings: { provider: "mistral", model: "x" } },
    );
    expect(detail).toEqual([
      {
        type: "literal_error",
        loc: ["body", "workflow_nodes", 0, "settings", "model"],
        msg: "Input should be 'gpt-4o'",
        input: "claude-3-5-sonnet-20241022",
        ctx: { expected: "'gpt-4o'" },
      },
      expect.objectContaining({
        type: "literal_error",
        loc: ["body", "workflow_nodes", 1, "settings", "provider"],
      }),
    ]);
  });

  it("rejects an unknown type and a subtype that does not belong to the type", () => {
    const detail = errorsOf(
      { name: "x", type: "extract", subtype: "llm" },
      { name: "c", type: "chunk", subtype: "vlm" },
    );
    expect(detail).toEqual([
      expect.objectContaining({
        type: "literal_error",
        loc: ["body", "workflow_nodes", 0, "type"],
        msg: "Input should be 'partition', 'chunk', 'prompter' or 'embed'",
      }),
      expect.objectContaining({
        type: "literal_error",
        loc: ["body", "workflow_nodes", 1, "subtype"],
        input: "vlm",
      }),
    ]);
    for (const subtype of CHUNK_SUBTYPES) expect(detail[1]?.msg).toContain(`'${subtype}'`);
  });

  it("rejects settings of another chunk subtype with a message that names the right one", () => {
    const detail = errorsOf({ ...chunk, settings: { similarity_threshold: 0.4 } });
    expect(detail).toHaveLength(1);
    expect(detail[0]).toMatchObject({
      type: "value_error",
      loc: ["body", "workflow_nodes", 0, "settings", "similarity_threshold"],
    });
    expect(detail[0]?.msg).toBe(
      "Value error, similarity_threshold applies only to chunk_by_similarity nodes, not chunk_by_title",
    );

    const page = errorsOf({
      name: "c",
      type: "chunk",
      subtype: "chunk_by_page",
      settings: { multipage_sections: true },
    });
    expect(page[0]?.msg).toContain("multipage_sections applies only to chunk_by_title");
  });

  it("rejects an overlap not below max_characters and a combine size above it", () => {
    const detail = errorsOf({
      ...chunk,
      settings: { max_characters: 500, overlap: 500, combine_text_under_n_chars: 501 },
    });
    expect(detail.map((item) => item.loc.at(-1))).toEqual(["overlap", "combine_text_under_n_chars"]);
  });

  it("rejects settings that are not an object, and a wrong prompter override", () => {
    expect(errorsOf({ ...partition, settings: ["a"] })).toEqual([
      expect.objectContaining({ type: "dict_type", loc: ["body", "workflow_nodes", 0, "settings"] }),
    ]);
    const ner = errorsOf({
      name: "e",
      type: "prompter",
      subtype: "openai_ner",
      settings: { prompt_interface_overrides: { prompt: { user: 1 } } },
    });
    expect(ner[0]).toMatchObject({
      type: "string_type",
      loc: ["body", "workflow_nodes", 0, "settings", "prompt_interface_overrides", "prompt", "user"],
    });
  });

  it("reports envelope and settings problems of one node together", () => {
    const detail = errorsOf({ type: "embed", subtype: "azure_openai", settings: { model_name: "nope" } });
    expect(detail.map((item) => [item.type, item.loc.slice(3).join(".")])).toEqual([
      ["missing", "name"],
      ["literal_error", "settings.model_name"],
    ]);
  });
});

describe("node sequences", () => {
  const nodesOf = (types: readonly string[]) => types.map((type) => ({ type }));

  it("lists exactly the seed's five", () => {
    expect(ALLOWED_NODE_SEQUENCES.map((sequence) => sequence.join(","))).toEqual([
      "partition",
      "partition,chunk",
      "partition,chunk,embed",
      "partition,prompter,chunk",
      "partition,prompter,chunk,embed",
    ]);
  });

  it.each(ALLOWED_NODE_SEQUENCES.map((sequence) => [sequence.join(" → "), sequence] as const))(
    "%s passes",
    (_label, sequence) => {
      expect(checkNodeSequence(nodesOf(sequence))).toEqual([]);
    },
  );

  it("fails a disallowed order with a message naming it and every allowed order", () => {
    const [item, ...rest] = checkNodeSequence(nodesOf(["chunk", "partition"]));
    expect(rest).toEqual([]);
    expect(item).toMatchObject({
      type: "value_error",
      loc: ["body", "workflow_nodes"],
      input: ["chunk", "partition"],
    });
    expect(item?.msg).toBe(
      "Value error, Node sequence chunk → partition is not allowed; allowed sequences: partition; partition → chunk; " +
        "partition → chunk → embed; partition → prompter → chunk; partition → prompter → chunk → embed",
    );
  });

  it.each<{ sequence: NodeType[] }>([
    { sequence: [] },
    { sequence: ["chunk"] },
    { sequence: ["partition", "embed"] },
    { sequence: ["partition", "prompter"] },
    { sequence: ["partition", "prompter", "prompter", "chunk"] },
    { sequence: ["partition", "chunk", "chunk"] },
  ])("$sequence fails", ({ sequence }) => {
    expect(checkNodeSequence(nodesOf(sequence))).toHaveLength(1);
  });

  it("takes another loc for other node lists", () => {
    expect(checkNodeSequence(nodesOf(["embed"]), ["body", "job_nodes"])[0]?.loc).toEqual([
      "body",
      "job_nodes",
    ]);
  });

  it("knows all four kinds", () => {
    expect(NODE_TYPES).toEqual(["partition", "chunk", "prompter", "embed"]);
  });
});

describe("WorkflowNodeInfoSchema", () => {
  it("reads nodes this contract does not know, keeping unknown fields", () => {
    const node = {
      id: "93fc",
      name: "extract",
      type: "structured_data_extractor",
      subtype: "llm",
      settings: { provider: "anthropic" },
      created_at: "2025-01-01",
    };
    expect(WorkflowNodeInfoSchema.parse(node)).toEqual(node);
  });
});
