import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  ELEMENT_TYPES
} from "./chunk-OTYFLIC4.js";
import {
  isPlainObject,
  valueError
} from "./chunk-32N574GZ.js";
import {
  external_exports
} from "./chunk-4OXEBAUD.js";

// src/contract/nodes.ts
var NODE_TYPES = ["partition", "chunk", "prompter", "embed"];
var PARTITION_SUBTYPES = ["vlm", "service_api", "unstructured_api"];
var CHUNK_SUBTYPES = [
  "chunk_by_character",
  "chunk_by_title",
  "chunk_by_page",
  "chunk_by_similarity"
];
var PROMPTER_SUBTYPES = [
  "openai_image_description",
  "anthropic_image_description",
  "bedrock_image_description",
  "vertexai_image_description",
  "openai_table_description",
  "anthropic_table_description",
  "bedrock_table_description",
  "vertexai_table_description",
  "openai_table2html",
  "openai_ner"
];
var EMBED_SUBTYPES = ["azure_openai", "bedrock", "togetherai", "local"];
var NODE_SUBTYPES = {
  partition: PARTITION_SUBTYPES,
  chunk: CHUNK_SUBTYPES,
  prompter: PROMPTER_SUBTYPES,
  embed: EMBED_SUBTYPES
};
var VLM_PROVIDERS = ["anthropic", "openai", "bedrock", "vertexai"];
var VLM_MODELS = {
  anthropic: ["claude-3-5-sonnet-20241022"],
  openai: ["gpt-4o"],
  bedrock: [
    "us.anthropic.claude-3-5-sonnet-20241022-v2:0",
    "us.anthropic.claude-3-opus-20240229-v1:0",
    "us.anthropic.claude-3-haiku-20240307-v1:0",
    "us.anthropic.claude-3-sonnet-20240229-v1:0",
    "us.amazon.nova-pro-v1:0",
    "us.amazon.nova-lite-v1:0",
    "us.meta.llama3-2-90b-instruct-v1:0",
    "us.meta.llama3-2-11b-instruct-v1:0"
  ],
  vertexai: ["gemini-2.0-flash-001"]
};
var EMBEDDING_MODELS = {
  azure_openai: ["text-embedding-3-small", "text-embedding-3-large", "text-embedding-ada-002"],
  bedrock: [
    "amazon.titan-embed-text-v2:0",
    "amazon.titan-embed-text-v1",
    "amazon.titan-embed-image-v1",
    "cohere.embed-english-v3",
    "cohere.embed-multilingual-v3"
  ],
  togetherai: [
    "togethercomputer/m2-bert-80M-2k-retrieval",
    "togethercomputer/m2-bert-80M-8k-retrieval",
    "togethercomputer/m2-bert-80M-32k-retrieval"
  ],
  // `lexical` is 1024 numbers; `lexical-N` gives N.
  local: [
    "lexical",
    "lexical-256",
    "lexical-384",
    "lexical-512",
    "lexical-768",
    "lexical-1024",
    "lexical-1536",
    "lexical-3072"
  ]
};
var LOCAL_EMBEDDING_DEFAULT = "lexical";
var whenObject = { when: (payload) => isPlainObject(payload.value) };
var flag = external_exports.boolean().optional();
var count = external_exports.int().min(0).optional();
var VlmPartitionSettingsSchema = external_exports.looseObject({
  provider: external_exports.enum(VLM_PROVIDERS).optional(),
  model: external_exports.string().optional(),
  output_format: external_exports.enum(["text/html"]).optional(),
  user_prompt: external_exports.string().nullable().optional(),
  format_html: flag,
  unique_element_ids: flag,
  is_dynamic: flag.describe("true for the auto strategy"),
  allow_fast: flag.describe("auto strategy only")
}).superRefine((settings, ctx) => {
  const { provider, model } = settings;
  if (typeof model !== "string" || !isVlmProvider(provider)) return;
  const models = VLM_MODELS[provider];
  if (!models.includes(model)) {
    ctx.addIssue({ code: "invalid_value", values: [...models], path: ["model"], input: model });
  }
}, whenObject).meta({ id: "VlmPartitionSettings", description: "Settings of a `partition` node of subtype `vlm`." });
var ServiceApiPartitionSettingsSchema = external_exports.looseObject({
  strategy: external_exports.enum(["hi_res", "fast"]).optional(),
  include_page_breaks: flag,
  pdf_infer_table_structure: flag,
  exclude_elements: external_exports.array(external_exports.enum(ELEMENT_TYPES)).optional(),
  xml_keep_tags: flag,
  encoding: external_exports.string().optional(),
  ocr_languages: external_exports.array(external_exports.string()).optional(),
  extract_image_block_types: external_exports.array(external_exports.string()).optional(),
  infer_table_structure: flag,
  coordinates: flag
}).meta({
  id: "ServiceApiPartitionSettings",
  description: "Settings of a `partition` node of subtype `service_api` (alias `unstructured_api`)."
});
var CHUNK_COMMON = {
  include_orig_elements: flag,
  new_after_n_chars: count,
  max_characters: external_exports.int().min(1).optional(),
  overlap: count,
  overlap_all: flag,
  contextual_chunking_strategy: external_exports.enum(["v1"]).optional()
};
var CHUNK_SUBTYPE_SETTINGS = {
  chunk_by_character: {},
  chunk_by_page: {},
  chunk_by_title: { multipage_sections: flag, combine_text_under_n_chars: count },
  chunk_by_similarity: { similarity_threshold: external_exports.number().min(0).max(1).optional() }
};
var CHUNK_SETTING_OWNER = new Map(
  CHUNK_SUBTYPES.flatMap(
    (subtype) => Object.keys(CHUNK_SUBTYPE_SETTINGS[subtype]).map((key) => [key, subtype])
  )
);
function chunkSettingsSchema(subtype) {
  return external_exports.looseObject({ ...CHUNK_COMMON, ...CHUNK_SUBTYPE_SETTINGS[subtype] }).superRefine((settings, ctx) => {
    for (const [key, value] of Object.entries(settings)) {
      const owner = CHUNK_SETTING_OWNER.get(key);
      if (owner === void 0 || owner === subtype) continue;
      ctx.addIssue({
        code: "custom",
        message: `${key} applies only to ${owner} nodes, not ${subtype}`,
        path: [key],
        input: value
      });
    }
    const {
      max_characters: max,
      overlap,
      combine_text_under_n_chars: combine
    } = settings;
    if (!isCount(max)) return;
    if (isCount(overlap) && overlap >= max) {
      ctx.addIssue({
        code: "custom",
        message: `overlap (${overlap}) must be less than max_characters (${max})`,
        path: ["overlap"],
        input: overlap
      });
    }
    if (subtype === "chunk_by_title" && isCount(combine) && combine > max) {
      ctx.addIssue({
        code: "custom",
        message: `combine_text_under_n_chars (${combine}) must not exceed max_characters (${max})`,
        path: ["combine_text_under_n_chars"],
        input: combine
      });
    }
  }, whenObject).meta({ description: `Settings of a \`chunk\` node of subtype \`${subtype}\`.` });
}
var ChunkSettingsSchemas = {
  chunk_by_character: chunkSettingsSchema("chunk_by_character"),
  chunk_by_title: chunkSettingsSchema("chunk_by_title"),
  chunk_by_page: chunkSettingsSchema("chunk_by_page"),
  chunk_by_similarity: chunkSettingsSchema("chunk_by_similarity")
};
var EmptySettingsSchema = external_exports.looseObject({});
var NerPrompterSettingsSchema = external_exports.looseObject({
  prompt_interface_overrides: external_exports.looseObject({ prompt: external_exports.looseObject({ user: external_exports.string().optional() }).optional() }).optional()
}).meta({ id: "NerPrompterSettings", description: "Settings of a `prompter` node of subtype `openai_ner`." });
function embedSettingsSchema(subtype) {
  const model = external_exports.enum(EMBEDDING_MODELS[subtype]);
  return external_exports.looseObject({ model_name: subtype === "local" ? model.optional() : model }).meta({ description: `Settings of an \`embed\` node of subtype \`${subtype}\`.` });
}
var SETTINGS_SCHEMAS = {
  partition: {
    vlm: VlmPartitionSettingsSchema,
    service_api: ServiceApiPartitionSettingsSchema,
    unstructured_api: ServiceApiPartitionSettingsSchema
  },
  chunk: ChunkSettingsSchemas,
  prompter: {
    openai_image_description: EmptySettingsSchema,
    anthropic_image_description: EmptySettingsSchema,
    bedrock_image_description: EmptySettingsSchema,
    vertexai_image_description: EmptySettingsSchema,
    openai_table_description: EmptySettingsSchema,
    anthropic_table_description: EmptySettingsSchema,
    bedrock_table_description: EmptySettingsSchema,
    vertexai_table_description: EmptySettingsSchema,
    openai_table2html: EmptySettingsSchema,
    openai_ner: NerPrompterSettingsSchema
  },
  embed: {
    azure_openai: embedSettingsSchema("azure_openai"),
    bedrock: embedSettingsSchema("bedrock"),
    togetherai: embedSettingsSchema("togetherai"),
    local: embedSettingsSchema("local")
  }
};
function settingsSchemaFor(type, subtype) {
  if (!isNodeType(type)) return void 0;
  const table = SETTINGS_SCHEMAS[type];
  return Object.hasOwn(table, subtype) ? table[subtype] : void 0;
}
var SettingsObjectSchema = external_exports.record(external_exports.string(), external_exports.unknown());
var WorkflowNodeSchema = external_exports.object({
  id: external_exports.string().nullable().optional(),
  name: external_exports.string(),
  type: external_exports.enum(NODE_TYPES),
  subtype: external_exports.string(),
  settings: SettingsObjectSchema.nullable().optional()
}).superRefine((node, ctx) => {
  const { type, subtype, settings } = node;
  if (!isNodeType(type) || typeof subtype !== "string") return;
  const schema = settingsSchemaFor(type, subtype);
  if (schema === void 0) {
    ctx.addIssue({
      code: "invalid_value",
      values: [...NODE_SUBTYPES[type]],
      path: ["subtype"],
      input: subtype
    });
    return;
  }
  if (settings !== void 0 && settings !== null && !isPlainObject(settings)) return;
  const result = schema.safeParse(settings ?? {}, { reportInput: true });
  if (result.success) return;
  for (const issue of result.error.issues) {
    ctx.addIssue({ ...issue, path: ["settings", ...issue.path] });
  }
}, whenObject).meta({
  id: "WorkflowNode",
  description: "One processing step of a workflow. `subtype` depends on `type`; `settings` depend on both (partition: vlm | service_api; chunk: chunk_by_*; prompter: *_image_description, *_table_description, openai_table2html, openai_ner; embed: azure_openai | bedrock | togetherai, with a required model_name, or local, docflow's lexical embedder that needs no network, model_name optional)."
});
var WorkflowNodeInfoSchema = external_exports.looseObject({
  id: external_exports.string().nullable().optional(),
  name: external_exports.string(),
  type: external_exports.string(),
  subtype: external_exports.string(),
  settings: SettingsObjectSchema.nullable().optional()
}).meta({ id: "WorkflowNodeInfo", description: "A workflow node as the service returns it." });
var ALLOWED_NODE_SEQUENCES = [
  ["partition"],
  ["partition", "chunk"],
  ["partition", "chunk", "embed"],
  ["partition", "prompter", "chunk"],
  ["partition", "prompter", "chunk", "embed"]
];
var ALLOWED_SEQUENCE_KEYS = new Set(ALLOWED_NODE_SEQUENCES.map((sequence) => sequence.join(" ")));
function formatNodeSequence(types) {
  return types.length === 0 ? "(empty)" : types.join(" \u2192 ");
}
function isAllowedNodeSequence(types) {
  return ALLOWED_SEQUENCE_KEYS.has(types.join(" "));
}
function checkNodeSequence(nodes, loc = ["body", "workflow_nodes"]) {
  const types = nodes.map((node) => node.type);
  if (isAllowedNodeSequence(types)) return [];
  const allowed = ALLOWED_NODE_SEQUENCES.map(formatNodeSequence).join("; ");
  return [
    valueError(
      loc,
      `Node sequence ${formatNodeSequence(types)} is not allowed; allowed sequences: ${allowed}`,
      types
    )
  ];
}
function isNodeType(value) {
  return typeof value === "string" && NODE_TYPES.includes(value);
}
function isVlmProvider(value) {
  return typeof value === "string" && VLM_PROVIDERS.includes(value);
}
function isCount(value) {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}

export {
  CHUNK_SUBTYPES,
  VLM_PROVIDERS,
  VLM_MODELS,
  EMBEDDING_MODELS,
  LOCAL_EMBEDDING_DEFAULT,
  WorkflowNodeSchema,
  WorkflowNodeInfoSchema,
  ALLOWED_NODE_SEQUENCES,
  checkNodeSequence,
  isNodeType
};
