// Workflow nodes: the processing steps between a workflow's source and destination. A node is validated in
// two steps: its envelope (name, type, subtype, settings is an object), then the settings its kind and
// subtype take. The second step is a table lookup, so adding a subtype is one row, not a new branch.
import { z } from "zod";
import { ELEMENT_TYPES } from "./element.js";
import { isPlainObject, type Loc, type ValidationErrorItem, valueError } from "./validation.js";

export const NODE_TYPES = ["partition", "chunk", "prompter", "embed"] as const;
export type NodeType = (typeof NODE_TYPES)[number];

/** `unstructured_api` is the name the hosted service uses for `service_api`; it is accepted and kept as given. */
export const PARTITION_SUBTYPES = ["vlm", "service_api", "unstructured_api"] as const;
export const CHUNK_SUBTYPES = [
  "chunk_by_character",
  "chunk_by_title",
  "chunk_by_page",
  "chunk_by_similarity",
] as const;
export const PROMPTER_SUBTYPES = [
  "openai_image_description",
  "anthropic_image_description",
  "bedrock_image_description",
  "vertexai_image_description",
  "openai_table_description",
  "anthropic_table_description",
  "bedrock_table_description",
  "vertexai_table_description",
  "openai_table2html",
  "openai_ner",
] as const;
/** `local` is docflow's: a lexical embedder that needs no network and no key (not semantic). */
export const EMBED_SUBTYPES = ["azure_openai", "bedrock", "togetherai", "local"] as const;

export type PartitionSubtype = (typeof PARTITION_SUBTYPES)[number];
export type ChunkSubtype = (typeof CHUNK_SUBTYPES)[number];
export type PrompterSubtype = (typeof PROMPTER_SUBTYPES)[number];
export type EmbedSubtype = (typeof EMBED_SUBTYPES)[number];

export const NODE_SUBTYPES = {
  partition: PARTITION_SUBTYPES,
  chunk: CHUNK_SUBTYPES,
  prompter: PROMPTER_SUBTYPES,
  embed: EMBED_SUBTYPES,
} as const satisfies Record<NodeType, readonly string[]>;

export const VLM_PROVIDERS = ["anthropic", "openai", "bedrock", "vertexai"] as const;
export type VlmProvider = (typeof VLM_PROVIDERS)[number];

export const VLM_MODELS = {
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
    "us.meta.llama3-2-11b-instruct-v1:0",
  ],
  vertexai: ["gemini-2.0-flash-001"],
} as const satisfies Record<VlmProvider, readonly string[]>;

export const EMBEDDING_MODELS = {
  azure_openai: ["text-embedding-3-small", "text-embedding-3-large", "text-embedding-ada-002"],
  bedrock: [
    "amazon.titan-embed-text-v2:0",
    "amazon.titan-embed-text-v1",
    "amazon.titan-embed-image-v1",
    "cohere.embed-english-v3",
    "cohere.embed-multilingual-v3",
  ],
  togetherai: [
    "togethercomputer/m2-bert-80M-2k-retrieval",
    "togethercomputer/m2-bert-80M-8k-retrieval",
    "togethercomputer/m2-bert-80M-32k-retrieval",
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
    "lexical-3072",
  ],
} as const satisfies Record<EmbedSubtype, readonly string[]>;

/** The model an embed node of subtype `local` uses when its settings name none. */
export const LOCAL_EMBEDDING_DEFAULT = "lexical";

// ---- settings, one schema per subtype -------------------------------------------------------------------
// Every settings object is loose: a key we do not know is kept, so a workflow written for a newer server
// passes through. The checks that compare keys run even when another key failed (`when`), so one answer
// lists every problem.

const whenObject = { when: (payload: z.core.ParsePayload) => isPlainObject(payload.value) };
const flag = z.boolean().optional();
const count = z.int().min(0).optional();

export const VlmPartitionSettingsSchema = z
  .looseObject({
    provider: z.enum(VLM_PROVIDERS).optional(),
    model: z.string().optional(),
    output_format: z.enum(["text/html"]).optional(),
    user_prompt: z.string().nullable().optional(),
    format_html: flag,
    unique_element_ids: flag,
    is_dynamic: flag.describe("true for the auto strategy"),
    allow_fast: flag.describe("auto strategy only"),
  })
  .superRefine((settings, ctx) => {
    // The model list depends on the provider, so it is checked once both are known to be well-formed.
    const { provider, model } = settings as Record<string, unknown>;
    if (typeof model !== "string" || !isVlmProvider(provider)) return;
    const models: readonly string[] = VLM_MODELS[provider];
    if (!models.includes(model)) {
      ctx.addIssue({ code: "invalid_value", values: [...models], path: ["model"], input: model });
    }
  }, whenObject)
  .meta({ id: "VlmPartitionSettings", description: "Settings of a `partition` node of subtype `vlm`." });

export const ServiceApiPartitionSettingsSchema = z
  .looseObject({
    strategy: z.enum(["hi_res", "fast"]).optional(),
    include_page_breaks: flag,
    pdf_infer_table_structure: flag,
    exclude_elements: z.array(z.enum(ELEMENT_TYPES)).optional(),
    xml_keep_tags: flag,
    encoding: z.string().optional(),
    ocr_languages: z.array(z.string()).optional(),
    extract_image_block_types: z.array(z.string()).optional(),
    infer_table_structure: flag,
    coordinates: flag,
  })
  .meta({
    id: "ServiceApiPartitionSettings",
    description: "Settings of a `partition` node of subtype `service_api` (alias `unstructured_api`).",
  });

/**
 * Contextual chunking (`contextual_chunking_strategy: "v1"`): the defaults of docflow's settings for it.
 * A model is given the document (the part of it that fits `document_tokens`) and one chunk, and writes a
 * short context that is put before the chunk's text.
 */
export const CONTEXTUAL_CHUNKING_DEFAULTS = {
  /** Tokens of the document sent with each chunk; a longer document is sent in parts of this size. */
  documentTokens: 16_000,
  /** Tokens (sent and answered) one document may spend on its chunks' contexts. */
  maxTokens: 1_000_000,
  /** Tokens the model may answer with, per chunk. */
  contextTokens: 200,
  onError: "fail",
} as const;

const CHUNK_COMMON = {
  include_orig_elements: flag,
  new_after_n_chars: count,
  max_characters: z.int().min(1).optional(),
  overlap: count,
  overlap_all: flag,
  contextual_chunking_strategy: z
    .enum(["v1"])
    .optional()
    .describe("v1: a model writes a short context for each chunk, put before the chunk's text"),
  contextual_chunking_provider: z
    .enum(VLM_PROVIDERS)
    .optional()
    .describe("docflow: the model provider (default: the first of these the server is configured for)"),
  contextual_chunking_model: z
    .string()
    .optional()
    .describe("docflow: the provider's model (default: the provider's first, as for enrichment nodes)"),
  contextual_chunking_document_tokens: z
    .int()
    .min(500)
    .max(1_000_000)
    .optional()
    .describe(
      `docflow: tokens of the document sent with each chunk; a longer one goes in parts (default ${CONTEXTUAL_CHUNKING_DEFAULTS.documentTokens})`,
    ),
  contextual_chunking_max_tokens: z
    .int()
    .min(1)
    .optional()
    .describe(
      `docflow: tokens one document may spend on contexts, sent and answered (default ${CONTEXTUAL_CHUNKING_DEFAULTS.maxTokens})`,
    ),
  contextual_chunking_on_error: z
    .enum(["fail", "keep"])
    .optional()
    .describe(
      "docflow: a chunk whose context cannot be had (a model error, the token budget spent) fails the file (fail, the default) or keeps its text as it was (keep)",
    ),
};

/** Settings that only one chunk subtype takes; given to another subtype they are an error, not extras. */
const CHUNK_SUBTYPE_SETTINGS = {
  chunk_by_character: {},
  chunk_by_page: {},
  chunk_by_title: { multipage_sections: flag, combine_text_under_n_chars: count },
  chunk_by_similarity: { similarity_threshold: z.number().min(0).max(1).optional() },
} as const satisfies Record<ChunkSubtype, z.core.$ZodLooseShape>;

const CHUNK_SETTING_OWNER = new Map<string, ChunkSubtype>(
  CHUNK_SUBTYPES.flatMap((subtype) =>
    Object.keys(CHUNK_SUBTYPE_SETTINGS[subtype]).map((key) => [key, subtype]),
  ),
);

function chunkSettingsSchema(subtype: ChunkSubtype) {
  return z
    .looseObject({ ...CHUNK_COMMON, ...CHUNK_SUBTYPE_SETTINGS[subtype] })
    .superRefine((settings, ctx) => {
      for (const [key, value] of Object.entries(settings)) {
        const owner = CHUNK_SETTING_OWNER.get(key);
        if (owner === undefined || owner === subtype) continue;
        ctx.addIssue({
          code: "custom",
          message: `${key} applies only to ${owner} nodes, not ${subtype}`,
          path: [key],
          input: value,
        });
      }
      // The engine refuses these at run time (see DESIGN: chunking semantics); refusing them here reports
      // the mistake when the workflow is saved rather than when it first runs.
      const {
        max_characters: max,
        overlap,
        combine_text_under_n_chars: combine,
      } = settings as Record<string, unknown>;
      if (!isCount(max)) return;
      if (isCount(overlap) && overlap >= max) {
        ctx.addIssue({
          code: "custom",
          message: `overlap (${overlap}) must be less than max_characters (${max})`,
          path: ["overlap"],
          input: overlap,
        });
      }
      if (subtype === "chunk_by_title" && isCount(combine) && combine > max) {
        ctx.addIssue({
          code: "custom",
          message: `combine_text_under_n_chars (${combine}) must not exceed max_characters (${max})`,
          path: ["combine_text_under_n_chars"],
          input: combine,
        });
      }
    }, whenObject)
    .meta({ description: `Settings of a \`chunk\` node of subtype \`${subtype}\`.` });
}

export const ChunkSettingsSchemas = {
  chunk_by_character: chunkSettingsSchema("chunk_by_character"),
  chunk_by_title: chunkSettingsSchema("chunk_by_title"),
  chunk_by_page: chunkSettingsSchema("chunk_by_page"),
  chunk_by_similarity: chunkSettingsSchema("chunk_by_similarity"),
} as const satisfies Record<ChunkSubtype, z.ZodType>;

const EmptySettingsSchema = z.looseObject({});

export const NerPrompterSettingsSchema = z
  .looseObject({
    prompt_interface_overrides: z
      .looseObject({ prompt: z.looseObject({ user: z.string().optional() }).optional() })
      .optional(),
  })
  .meta({ id: "NerPrompterSettings", description: "Settings of a `prompter` node of subtype `openai_ner`." });

function embedSettingsSchema(subtype: EmbedSubtype) {
  const model = z.enum(EMBEDDING_MODELS[subtype]);
  return z
    .looseObject({ model_name: subtype === "local" ? model.optional() : model })
    .meta({ description: `Settings of an \`embed\` node of subtype \`${subtype}\`.` });
}

const SETTINGS_SCHEMAS: { [T in NodeType]: Record<(typeof NODE_SUBTYPES)[T][number], z.ZodType> } = {
  partition: {
    vlm: VlmPartitionSettingsSchema,
    service_api: ServiceApiPartitionSettingsSchema,
    unstructured_api: ServiceApiPartitionSettingsSchema,
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
    openai_ner: NerPrompterSettingsSchema,
  },
  embed: {
    azure_openai: embedSettingsSchema("azure_openai"),
    bedrock: embedSettingsSchema("bedrock"),
    togetherai: embedSettingsSchema("togetherai"),
    local: embedSettingsSchema("local"),
  },
};

/** The schema a node's settings must satisfy, or undefined for an unknown type/subtype pair. */
export function settingsSchemaFor(type: string, subtype: string): z.ZodType | undefined {
  if (!isNodeType(type)) return undefined;
  const table: Record<string, z.ZodType> = SETTINGS_SCHEMAS[type];
  return Object.hasOwn(table, subtype) ? table[subtype] : undefined;
}

export type VlmPartitionSettings = z.infer<typeof VlmPartitionSettingsSchema>;
export type ServiceApiPartitionSettings = z.infer<typeof ServiceApiPartitionSettingsSchema>;
export type ChunkSettings<S extends ChunkSubtype = ChunkSubtype> = z.infer<(typeof ChunkSettingsSchemas)[S]>;
export type NerPrompterSettings = z.infer<typeof NerPrompterSettingsSchema>;
/** `model_name` is required but for `local` (default `lexical`). */
export type EmbedSettings<S extends EmbedSubtype = EmbedSubtype> = S extends "local"
  ? { model_name?: (typeof EMBEDDING_MODELS)[S][number]; [key: string]: unknown }
  : { model_name: (typeof EMBEDDING_MODELS)[S][number]; [key: string]: unknown };

// ---- the node ---------------------------------------------------------------------------------------------

const SettingsObjectSchema = z.record(z.string(), z.unknown());

export const WorkflowNodeSchema = z
  .object({
    id: z.string().nullable().optional(),
    name: z.string(),
    type: z.enum(NODE_TYPES),
    subtype: z.string(),
    settings: SettingsObjectSchema.nullable().optional(),
  })
  .superRefine((node, ctx) => {
    const { type, subtype, settings } = node as Record<string, unknown>;
    if (!isNodeType(type) || typeof subtype !== "string") return;
    const schema = settingsSchemaFor(type, subtype);
    if (schema === undefined) {
      ctx.addIssue({
        code: "invalid_value",
        values: [...NODE_SUBTYPES[type]],
        path: ["subtype"],
        input: subtype,
      });
      return;
    }
    if (settings !== undefined && settings !== null && !isPlainObject(settings)) return;
    const result = schema.safeParse(settings ?? {}, { reportInput: true });
    if (result.success) return;
    for (const issue of result.error.issues) {
      ctx.addIssue({ ...issue, path: ["settings", ...issue.path] } as z.core.$ZodRawIssue);
    }
  }, whenObject)
  .meta({
    id: "WorkflowNode",
    description:
      "One processing step of a workflow. `subtype` depends on `type`; `settings` depend on both " +
      "(partition: vlm | service_api; chunk: chunk_by_*; prompter: *_image_description, *_table_description, " +
      "openai_table2html, openai_ner; embed: azure_openai | bedrock | togetherai, with a required model_name, " +
      "or local, docflow's lexical embedder that needs no network, model_name optional).",
  });

export type WorkflowNode = z.infer<typeof WorkflowNodeSchema>;

/**
 * A node as a server returns it. Deliberately open: the hosted service knows node kinds and subtypes this
 * contract does not, and a client must still be able to read such a workflow.
 */
export const WorkflowNodeInfoSchema = z
  .looseObject({
    id: z.string().nullable().optional(),
    name: z.string(),
    type: z.string(),
    subtype: z.string(),
    settings: SettingsObjectSchema.nullable().optional(),
  })
  .meta({ id: "WorkflowNodeInfo", description: "A workflow node as the service returns it." });

export type WorkflowNodeInfo = z.infer<typeof WorkflowNodeInfoSchema>;

// ---- node sequences ---------------------------------------------------------------------------------------

/** The interface's names for the node kinds, for messages meant for people. */
export const NODE_KIND_NAMES = {
  partition: "Partitioner",
  chunk: "Chunker",
  prompter: "Enrichment",
  embed: "Embedder",
} as const satisfies Record<NodeType, string>;

/** The only orders in which nodes may follow the source node; the destination follows the last. */
export const ALLOWED_NODE_SEQUENCES: readonly (readonly NodeType[])[] = [
  ["partition"],
  ["partition", "chunk"],
  ["partition", "chunk", "embed"],
  ["partition", "prompter", "chunk"],
  ["partition", "prompter", "chunk", "embed"],
];

const ALLOWED_SEQUENCE_KEYS = new Set(ALLOWED_NODE_SEQUENCES.map((sequence) => sequence.join(" ")));

export function formatNodeSequence(types: readonly string[]): string {
  return types.length === 0 ? "(empty)" : types.join(" → ");
}

export function isAllowedNodeSequence(types: readonly string[]): boolean {
  return ALLOWED_SEQUENCE_KEYS.has(types.join(" "));
}

/** One error naming the given order and every allowed one, or none when the order is allowed. */
export function checkNodeSequence(
  nodes: readonly { readonly type: string }[],
  loc: Loc = ["body", "workflow_nodes"],
): ValidationErrorItem[] {
  const types = nodes.map((node) => node.type);
  if (isAllowedNodeSequence(types)) return [];
  const allowed = ALLOWED_NODE_SEQUENCES.map(formatNodeSequence).join("; ");
  return [
    valueError(
      loc,
      `Node sequence ${formatNodeSequence(types)} is not allowed; allowed sequences: ${allowed}`,
      types,
    ),
  ];
}

// ---- guards -----------------------------------------------------------------------------------------------

export function isNodeType(value: unknown): value is NodeType {
  return typeof value === "string" && (NODE_TYPES as readonly string[]).includes(value);
}

function isVlmProvider(value: unknown): value is VlmProvider {
  return typeof value === "string" && (VLM_PROVIDERS as readonly string[]).includes(value);
}

function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}
