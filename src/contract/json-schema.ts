// JSON Schema of the interface's objects, generated from the zod schemas so it cannot drift from them.
// The server serves it as OpenAPI components; `docflow schema` prints it for editors and other tools.
import { z } from "zod";
// Each connector type's config schema carries a `$defs` id (S3SourceConfig, ...): importing the module
// registers them, so they are named in the document below.
import "./connector-configs.js";
import { ConnectorInfoSchema, CreateConnectorSchema, UpdateConnectorSchema } from "./connectors.js";
import { ElementSchema } from "./element.js";
import { JobInfoSchema } from "./jobs.js";
import { WorkflowNodeSchema } from "./nodes.js";
import { PartitionParametersSchema } from "./partition-schema.js";
// SecretReference (through the configs above), EncryptedSecret and EncryptionCertificateResponse.
import "./user-secrets.js";
import { WorkflowBodySchema, WorkflowInfoSchema } from "./workflows.js";

export const CONTRACT_SCHEMAS = {
  Element: ElementSchema,
  PartitionParameters: PartitionParametersSchema,
  CreateConnector: CreateConnectorSchema,
  UpdateConnector: UpdateConnectorSchema,
  ConnectorInfo: ConnectorInfoSchema,
  WorkflowNode: WorkflowNodeSchema,
  WorkflowBody: WorkflowBodySchema,
  WorkflowInfo: WorkflowInfoSchema,
  JobInfo: JobInfoSchema,
} as const;

/**
 * One JSON Schema document (draft 2020-12) whose `$defs` hold every object of the interface. Every schema
 * of the contract that carries a `.meta({ id })` lands in zod's global registry, nested ones included, so
 * generating from that registry gives each a named definition and resolvable `#/$defs/...` references.
 */
export function contractJsonSchema(): Record<string, unknown> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, {
    unrepresentable: "any",
    io: "input",
    uri: (id) => `#/$defs/${id}`,
  });
  const defs = Object.fromEntries(
    Object.entries(schemas)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, schema]) => {
        const { $schema: _ignored, id: _id, ...rest } = schema as Record<string, unknown>;
        return [id, rest];
      }),
  );
  return { $schema: "https://json-schema.org/draft/2020-12/schema", title: "docflow interface", $defs: defs };
}
