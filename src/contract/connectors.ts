// Source and destination connectors. The type ids are open: the hosted service adds connectors over time
// and its SDK treats both enums as open, so an id we do not know is passed through, not refused.
import { z } from "zod";
import {
  ContractValidationError,
  fromZodIssues,
  isPlainObject,
  parseOrThrow,
  type ValidationErrorItem,
  valueError,
} from "./validation.js";

/** Source connector type ids known from the hosted service (not a closed list). */
export const SOURCE_CONNECTOR_TYPES = [
  "azure",
  "box",
  "confluence",
  "couchbase",
  "databricks_volumes",
  "dropbox",
  "elasticsearch",
  "gcs",
  "google_drive",
  "jira",
  "kafka-cloud",
  "mongodb",
  "onedrive",
  "opensearch",
  "outlook",
  "postgres",
  "s3",
  "salesforce",
  "sharepoint",
  "slack",
  "snowflake",
  "teradata",
  "zendesk",
] as const;

/**
 * Destination connector type ids known from the hosted service (not a closed list). Weaviate appears both as
 * `weaviate-cloud` (SDK, ingest library) and `weaviate` (docs), so both are listed.
 */
export const DESTINATION_CONNECTOR_TYPES = [
  "astradb",
  "azure",
  "azure_ai_search",
  "couchbase",
  "databricks_volume_delta_tables",
  "databricks_volumes",
  "delta_table",
  "elasticsearch",
  "gcs",
  "ibm_watsonx_s3",
  "kafka-cloud",
  "milvus",
  "mongodb",
  "motherduck",
  "neo4j",
  "onedrive",
  "opensearch",
  "pinecone",
  "postgres",
  "qdrant-cloud",
  "redis",
  "s3",
  "snowflake",
  "teradata",
  "weaviate",
  "weaviate-cloud",
] as const;

export type KnownSourceConnectorType = (typeof SOURCE_CONNECTOR_TYPES)[number];
export type KnownDestinationConnectorType = (typeof DESTINATION_CONNECTOR_TYPES)[number];

const CONNECTOR_TYPE_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;

/** Type ids are lowercase (the list filters compare them verbatim), so `S3` is a mistake worth naming. */
export const ConnectorTypeSchema = z
  .string()
  .refine((value) => CONNECTOR_TYPE_PATTERN.test(value), {
    message:
      "connector type must be a lowercase id of letters, digits, '_' and '-', such as 's3' or 'google_drive'",
  })
  .meta({
    id: "ConnectorType",
    description:
      "Connector type id, lowercase (for example `s3`, `google_drive`, `kafka-cloud`). The list is open.",
  });

const ConfigSchema = z
  .record(z.string(), z.unknown())
  .describe("Settings of the connector; which ones depends on its type.");

export const CreateConnectorSchema = z
  .object({
    name: z.string().min(1),
    type: ConnectorTypeSchema,
    config: ConfigSchema,
  })
  .meta({
    id: "CreateConnector",
    description: "Body of a source or destination connector create. Name and type cannot be changed later.",
  });

export const UpdateConnectorSchema = z.object({ config: ConfigSchema }).meta({
  id: "UpdateConnector",
  description:
    "Body of a connector update: the complete config, unchanged settings included. Name and type cannot be changed.",
});

export const ConnectorInfoSchema = z
  .looseObject({
    id: z.string(),
    name: z.string(),
    type: z.string(),
    config: z.record(z.string(), z.unknown()),
    created_at: z.string().optional(),
    updated_at: z.string().nullable().optional(),
  })
  .meta({ id: "ConnectorInfo", description: "A source or destination connector as the service returns it." });

export type CreateConnector = z.infer<typeof CreateConnectorSchema>;
export type UpdateConnector = z.infer<typeof UpdateConnectorSchema>;
export type ConnectorInfo = z.infer<typeof ConnectorInfoSchema>;

export function parseCreateConnector(body: unknown): CreateConnector {
  return parseOrThrow(CreateConnectorSchema, body);
}

const IMMUTABLE_FIELDS = ["name", "type"] as const;

/**
 * An update replaces `config` only. A body that also carries `name` or `type` is refused rather than
 * silently ignored, since the caller evidently meant to change them; when `current` is given, repeating the
 * connector's own name and type is allowed (a client may send back the record it read).
 */
export function parseUpdateConnector(
  body: unknown,
  current?: Pick<ConnectorInfo, "name" | "type">,
): UpdateConnector {
  const result = UpdateConnectorSchema.safeParse(body, { reportInput: true });
  const detail: ValidationErrorItem[] = result.success ? [] : fromZodIssues(result.error.issues);
  if (isPlainObject(body)) {
    for (const field of IMMUTABLE_FIELDS) {
      if (!(field in body) || (current !== undefined && body[field] === current[field])) continue;
      detail.push(
        valueError(
          ["body", field],
          `a connector's ${field} cannot be changed after it is created; an update takes only config`,
          body[field],
        ),
      );
    }
  }
  if (detail.length > 0 || !result.success) throw new ContractValidationError(detail);
  return result.data;
}
