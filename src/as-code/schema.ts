// The spec file's shape as zod schemas built from the contract's own (connector type, node, schedule
// phrase), so the spec cannot accept what the service refuses. `specJsonSchema` turns them into the JSON
// Schema editors use; it is shipped as docflow.schema.json and printed by `docflow schema`.
import { z } from "zod";
import {
  CONNECTOR_CONFIG_SCHEMAS,
  type ConnectorConfigKind,
  connectorConfigId,
} from "../contract/connector-configs.js";
import { ConnectorTypeSchema } from "../contract/connectors.js";
import { contractJsonSchema } from "../contract/json-schema.js";
import { WorkflowNodeSchema } from "../contract/nodes.js";
import { SchedulePhraseSchema } from "../contract/schedules.js";
import { WORKFLOW_TYPES } from "../contract/workflows.js";

export const SPEC_VERSION = 1;

const INTERPOLATION_HINT =
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the spec's own reference syntax, not a template.
  "Secrets go in by reference only: write `${{ env.NAME }}` and pass NAME in the step's environment.";

export const ConnectorSpecSchema = z
  .strictObject({
    type: ConnectorTypeSchema,
    config: z
      .record(z.string(), z.unknown())
      .optional()
      .describe(`Settings of the connector; which ones depends on its type. ${INTERPOLATION_HINT}`),
  })
  .describe("A connector, keyed by its name. Changing its name or type replaces it (both are immutable).");

const connectorRef = (kind: string) =>
  z
    .string()
    .min(1)
    .optional()
    .describe(`Name of a ${kind} connector of this spec; omit for a local ${kind} (files uploaded on run).`);

export const WorkflowSpecSchema = z
  .strictObject({
    source: connectorRef("source"),
    destination: connectorRef("destination"),
    workflow_type: z.enum(WORKFLOW_TYPES).optional().describe("Default `custom`."),
    nodes: z
      .array(WorkflowNodeSchema)
      .optional()
      .describe("The processing steps between source and destination, in order."),
    schedule: SchedulePhraseSchema.nullable().optional(),
    reprocess_all: z.boolean().optional(),
  })
  .describe("A workflow, keyed by its name (unique among the service's workflows).");

const names = <T extends z.ZodType>(value: T, what: string) =>
  z.record(z.string().min(1), value).optional().describe(what);

export const SpecSchema = z
  .strictObject({
    version: z.literal(SPEC_VERSION).optional().describe("Version of the spec format; 1."),
    sources: names(ConnectorSpecSchema, "Source connectors by name."),
    destinations: names(ConnectorSpecSchema, "Destination connectors by name."),
    workflows: names(WorkflowSpecSchema, "Workflows by name."),
  })
  .describe("docflow spec: source connectors, destination connectors and workflows, applied as code.");

export type ConnectorSpec = z.infer<typeof ConnectorSpecSchema>;
export type WorkflowSpec = z.infer<typeof WorkflowSpecSchema>;
export type SpecDocument = z.infer<typeof SpecSchema>;

/**
 * The JSON Schema (draft 2020-12) of the spec file. Its `$defs` also hold every object of the interface,
 * so one document serves editors (the spec at the root) and tools that want the interface's objects.
 */
export function specJsonSchema(): Record<string, unknown> {
  const generated = z.toJSONSchema(SpecSchema, {
    unrepresentable: "any",
    io: "input",
  }) as Record<string, unknown>;
  const { $schema: _schema, $defs: specDefs, ...root } = generated;
  const properties = root.properties as Record<string, { additionalProperties?: Record<string, unknown> }>;
  for (const [section, kind] of [
    ["sources", "source"],
    ["destinations", "destination"],
  ] as const) {
    const entry = properties[section]?.additionalProperties;
    if (entry) entry.allOf = configByType(kind);
  }
  const contractDefs = contractJsonSchema().$defs as Record<string, unknown>;
  const defs = { ...contractDefs, ...((specDefs as Record<string, unknown> | undefined) ?? {}) };
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title: "docflow spec",
    ...root,
    $defs: Object.fromEntries(Object.entries(defs).sort(([a], [b]) => a.localeCompare(b))),
  };
}

/**
 * For each type docflow knows, "when type is T, config is T's config": editors then complete and check a
 * connector's config once its type is written. Other types keep a free-form config (the list is open).
 */
function configByType(kind: ConnectorConfigKind): Record<string, unknown>[] {
  return Object.keys(CONNECTOR_CONFIG_SCHEMAS[kind])
    .sort()
    .map((type) => ({
      if: { properties: { type: { const: type } }, required: ["type"] },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword, never awaited.
      then: { properties: { config: { $ref: `#/$defs/${connectorConfigId(kind, type)}` } } },
    }));
}
