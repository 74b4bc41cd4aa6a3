// The config of each connector type this server runs, as the hosted service documents it (field names,
// which are required, defaults, which are secrets), and the catalog of every type's facts
// (connector-facts.ts) at the end. The server validates a create or update with these (the connector
// modules add checks that need the server, like allowed directories); `docflow plan`/`apply` validate a
// spec's connectors with them before calling any server; and each lands in docflow.schema.json as
// `$defs/<Id>`, so editors complete a connector's config once its `type` is written.
import { z } from "zod";
import {
  boolField,
  checkServiceAccountKey,
  intField,
  intWithDefault,
  optionalString,
  parseStorageUrl,
  recursive,
  type SecretReference,
  type StorageUrlRules,
  serviceAccountKeyField,
} from "./config-fields.js";
import {
  type ConnectorFacts,
  type ConnectorKind,
  configFields,
  connectorFacts,
  declaredConnectors,
  secret,
  secretFields,
} from "./connector-facts.js";

export { boolField, checkHttpUrl, intField, intWithDefault, optionalString } from "./config-fields.js";
export { type ConnectorFacts, type ConnectorKind, secret } from "./connector-facts.js";
// Their connectors' declarations (connectorFacts) are in the catalog below: these run first.
export * from "./drive-configs.js";
export * from "./vector-configs.js";

// ---------------------------------------------------------------------------------------------------------
// s3, postgres, filesystem

// AWS's bucket naming rules (3-63 characters, lowercase letters, digits, dots and hyphens).
const S3_URL: StorageUrlRules = {
  url: /^(s3a?):\/\/([^/?#]*)(\/[^?#]*)?$/,
  shape: "s3://bucket or s3://bucket/prefix",
  name: /^(?!.*\.\.)[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
  invalid: "bucket name (3 to 63 lowercase letters, digits, dots and hyphens)",
};

export interface S3Location {
  bucket: string;
  /** The key prefix as given, without a leading slash ("" for the whole bucket). */
  prefix: string;
}

/** `s3://bucket/some/prefix` → bucket and prefix, or what is wrong with it. */
export function parseS3RemoteUrl(remoteUrl: string): S3Location | { error: string } {
  const parsed = parseStorageUrl(remoteUrl, S3_URL);
  return "error" in parsed ? parsed : { bucket: parsed.name, prefix: parsed.prefix };
}

const s3Auth = {
  anonymous: boolField(false).describe("Read a public bucket without credentials (default false)."),
  endpoint_url: optionalString().describe(
    "Endpoint of an S3-compatible server (MinIO, Ceph, ...), addressed path-style; AWS when unset.",
  ),
  key: secret(optionalString().describe("AWS access key id; required unless anonymous.")),
  secret: secret(optionalString().describe("AWS secret access key; required unless anonymous.")),
  token: secret(optionalString().describe("AWS session token, for temporary credentials.")),
};
const s3RemoteUrl = z.string().describe("s3://bucket or s3://bucket/prefix/");

export const S3SourceConfigSchema = z
  .strictObject({ remote_url: s3RemoteUrl, ...s3Auth, recursive: recursive(true) })
  .meta({ id: "S3SourceConfig", description: "Config of an `s3` source connector." });
export const S3DestinationConfigSchema = z.strictObject({ remote_url: s3RemoteUrl, ...s3Auth }).meta({
  id: "S3DestinationConfig",
  description: "Config of an `s3` destination connector: one `<prefix>/<path>.json` per document.",
});

// Identifiers are always double-quoted when used; the pattern keeps them to what needs no escaping at all,
// and to PostgreSQL's 63-byte limit, so what the user wrote is exactly the table we touch.
const PG_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;
// 7 parameters a row; PostgreSQL takes at most 65535 parameters in one statement.
export const POSTGRES_MAX_BATCH_SIZE = 5000;

export const PostgresDestinationConfigSchema = z
  .strictObject({
    host: z.string().min(1),
    port: intField(1, 65535),
    database: z.string().min(1),
    username: z.string().min(1),
    password: secret(z.string()),
    table_name: z
      .string()
      .refine(
        (value) => {
          const parts = value.split(".");
          return parts.length <= 2 && parts.every((part) => PG_IDENTIFIER.test(part));
        },
        {
          message:
            "table_name must be a table name, optionally schema-qualified (schema.table), of letters, digits and '_', " +
            "starting with a letter or '_', at most 63 characters per part",
        },
      )
      .describe("Created when absent, with a `vector(n)` embeddings column when pgvector is there."),
    batch_size: intField(1, POSTGRES_MAX_BATCH_SIZE).describe("Rows per INSERT."),
  })
  .meta({
    id: "PostgresDestinationConfig",
    description: "Config of a `postgres` destination connector: one row per element.",
  });

const fileGlobs = z
  .union([z.string(), z.array(z.string())])
  .nullish()
  .describe("File name patterns such as *.pdf; a comma-separated string or a list.");

export const FilesystemSourceConfigSchema = z
  .strictObject({
    path: z.string().min(1).describe("A directory under one the server allows (--allow-dir)."),
    recursive: recursive(false),
    file_glob: fileGlobs,
  })
  .meta({ id: "FilesystemSourceConfig", description: "Config of a `filesystem` source (docflow only)." });
export const FilesystemDestinationConfigSchema = z
  .strictObject({
    path: z.string().min(1).describe("A directory under one the server allows (--allow-dir)."),
  })
  .meta({
    id: "FilesystemDestinationConfig",
    description: "Config of a `filesystem` destination (docflow only).",
  });

// ---------------------------------------------------------------------------------------------------------
// azure (Blob storage)

// Azure's container naming rules: 3-63 lowercase letters, digits and single hyphens. `$root`, `$web` too.
const AZURE_URL: StorageUrlRules = {
  url: /^(az|abfss?):\/\/([^/?#@]+)(\/[^?#]*)?$/,
  shape: "az://container or az://container/prefix",
  name: /^(\$root|\$web|[a-z0-9](?!.*--)[a-z0-9-]{1,61}[a-z0-9])$/,
  invalid: "container name (3 to 63 lowercase letters, digits and single hyphens)",
};

export interface AzureLocation {
  container: string;
  /** The blob prefix as given, without a leading slash ("" for the whole container). */
  prefix: string;
}

/** `az://container/some/prefix` → container and prefix, or what is wrong with it. */
export function parseAzureRemoteUrl(remoteUrl: string): AzureLocation | { error: string } {
  const parsed = parseStorageUrl(remoteUrl, AZURE_URL);
  return "error" in parsed ? parsed : { container: parsed.name, prefix: parsed.prefix };
}

const azureFields = {
  remote_url: z.string().describe("az://container or az://container/prefix/"),
  account_name: optionalString().describe("Storage account name; with account_key or sas_token."),
  account_key: secret(optionalString().describe("Storage account key.")),
  sas_token: secret(optionalString().describe("Shared access signature (with or without the leading '?').")),
  connection_string: secret(
    optionalString().describe(
      "Connection string of the storage account (AccountName/AccountKey, SharedAccessSignature, BlobEndpoint).",
    ),
  ),
};

type AzureFields = { remote_url: string } & Partial<
  Record<"account_name" | "account_key" | "sas_token" | "connection_string", string | null>
>;

function refineAzure(config: AzureFields, ctx: z.RefinementCtx): void {
  const location = parseAzureRemoteUrl(config.remote_url);
  if ("error" in location) {
    ctx.addIssue({ code: "custom", path: ["remote_url"], message: location.error, input: config.remote_url });
  }
  // The hosted service's four ways in: anonymous (account_name alone), name + key, name + SAS, or a
  // connection string on its own.
  if (config.connection_string) {
    for (const field of ["account_name", "account_key", "sas_token"] as const) {
      if (config[field]) {
        ctx.addIssue({
          code: "custom",
          path: [field],
          message: `${field} cannot be combined with connection_string, which already names the account and its credentials`,
          input: config[field],
        });
      }
    }
    if (!/(^|;)\s*(AccountName|BlobEndpoint)\s*=/i.test(config.connection_string)) {
      ctx.addIssue({
        code: "custom",
        path: ["connection_string"],
        message: "connection_string must name AccountName or BlobEndpoint",
        input: null,
      });
    }
    return;
  }
  if (!config.account_name) {
    ctx.addIssue({
      code: "custom",
      path: ["account_name"],
      message: "account_name is required unless connection_string is given",
      input: config.account_name ?? null,
    });
  }
  if (config.account_key && config.sas_token) {
    ctx.addIssue({
      code: "custom",
      path: ["sas_token"],
      message: "give either account_key or sas_token, not both",
      input: null,
    });
  }
}

export const AzureSourceConfigSchema = z
  .strictObject({ ...azureFields, recursive: recursive(true) })
  .superRefine(refineAzure)
  .meta({ id: "AzureSourceConfig", description: "Config of an `azure` (Blob storage) source connector." });
export const AzureDestinationConfigSchema = z.strictObject(azureFields).superRefine(refineAzure).meta({
  id: "AzureDestinationConfig",
  description:
    "Config of an `azure` (Blob storage) destination connector: one `<prefix>/<path>.json` per document.",
});

// ---------------------------------------------------------------------------------------------------------
// gcs (Google Cloud Storage)

const GCS_URL: StorageUrlRules = {
  url: /^(gs|gcs):\/\/([^/?#]+)(\/[^?#]*)?$/,
  shape: "gs://bucket or gs://bucket/prefix",
  name: /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/,
  invalid: "bucket name (lowercase letters, digits, '.', '_' and '-')",
};

export interface GcsLocation {
  bucket: string;
  prefix: string;
}

/** `gs://bucket/some/prefix` → bucket and prefix, or what is wrong with it. */
export function parseGcsRemoteUrl(remoteUrl: string): GcsLocation | { error: string } {
  const parsed = parseStorageUrl(remoteUrl, GCS_URL);
  return "error" in parsed ? parsed : { bucket: parsed.name, prefix: parsed.prefix };
}

const gcsFields = {
  remote_url: z.string().describe("gs://bucket or gs://bucket/prefix/"),
  service_account_key: serviceAccountKeyField(
    "The service account's JSON key, as a string (type, project_id, private_key, client_email, ...), or a reference to it stored with POST /api/v1/users/secrets ({id, type}).",
  ),
};

function refineGcs(
  config: { remote_url: string; service_account_key: string | SecretReference },
  ctx: z.RefinementCtx,
): void {
  const location = parseGcsRemoteUrl(config.remote_url);
  if ("error" in location) {
    ctx.addIssue({ code: "custom", path: ["remote_url"], message: location.error, input: config.remote_url });
  }
  checkServiceAccountKey(config.service_account_key, ctx);
}

export const GcsSourceConfigSchema = z
  .strictObject({ ...gcsFields, recursive: recursive(true) })
  .superRefine(refineGcs)
  .meta({ id: "GcsSourceConfig", description: "Config of a `gcs` (Google Cloud Storage) source connector." });
export const GcsDestinationConfigSchema = z.strictObject(gcsFields).superRefine(refineGcs).meta({
  id: "GcsDestinationConfig",
  description: "Config of a `gcs` destination connector: one `<prefix>/<path>.json` per document.",
});

// ---------------------------------------------------------------------------------------------------------
// redis

export const RedisDestinationConfigSchema = z
  .strictObject({
    host: optionalString().describe("Redis host; required unless uri is given."),
    port: intWithDefault(1, 65535, 6379).describe("Default 6379."),
    database: intWithDefault(0, 1_000_000, 0).describe("Database number (default 0)."),
    ssl: boolField(true).describe("Connect with TLS (default true, as the hosted service)."),
    batch_size: intWithDefault(1, 10_000, 100).describe("Elements per pipelined batch (default 100)."),
    // The URI may hold the password.
    uri: secret(
      optionalString().describe("redis:// or rediss:// URI instead of host, port, username and password."),
    ),
    username: optionalString(),
    password: secret(optionalString()),
    key_prefix: z.string().max(256).default("").describe("Prepended to every key docflow writes."),
  })
  .superRefine((config, ctx) => {
    if (config.uri) {
      let url: URL | undefined;
      try {
        url = new URL(config.uri);
      } catch {
        url = undefined;
      }
      if (!url || (url.protocol !== "redis:" && url.protocol !== "rediss:")) {
        ctx.addIssue({
          code: "custom",
          path: ["uri"],
          message: "uri must be a redis:// or rediss:// URI",
          input: null,
        });
      }
      if (config.host) {
        ctx.addIssue({
          code: "custom",
          path: ["host"],
          message: "give either uri or host, not both",
          input: config.host,
        });
      }
    } else if (!config.host) {
      ctx.addIssue({
        code: "custom",
        path: ["host"],
        message: "host is required unless uri is given",
        input: config.host ?? null,
      });
    }
  })
  .meta({
    id: "RedisDestinationConfig",
    description:
      "Config of a `redis` destination connector: one JSON value per element, keyed by element id.",
  });

// ---------------------------------------------------------------------------------------------------------
// docflow-state: not a connector that runs

/**
 * `docflow apply` keeps what it applied as the config of one source of this type (src/as-code/managed.ts):
 * the server stores it like any connector, and no workflow may use it.
 */
export const STATE_CONNECTOR_TYPE = "docflow-state";

export const StateConnectorConfigSchema = z.looseObject({
  format: z.string().describe("Version of the state's format, such as docflow-state/v1."),
  records: z.string().describe("The applied records, as one JSON string."),
});

// ---------------------------------------------------------------------------------------------------------
// The catalog the spec, the server, the scripts and the docs share

export const S3 = connectorFacts({
  type: "s3",
  source: S3SourceConfigSchema,
  destination: S3DestinationConfigSchema,
});
export const AZURE = connectorFacts({
  type: "azure",
  source: AzureSourceConfigSchema,
  destination: AzureDestinationConfigSchema,
});
export const GCS = connectorFacts({
  type: "gcs",
  source: GcsSourceConfigSchema,
  destination: GcsDestinationConfigSchema,
});
export const FILESYSTEM = connectorFacts({
  type: "filesystem",
  source: FilesystemSourceConfigSchema,
  destination: FilesystemDestinationConfigSchema,
});
export const POSTGRES = connectorFacts({ type: "postgres", destination: PostgresDestinationConfigSchema });
export const REDIS = connectorFacts({
  type: "redis",
  destination: RedisDestinationConfigSchema,
  sdk: "redis",
});

/**
 * Every connector type docflow runs, by its facts: each `connectorFacts(...)` of this module and of the
 * ones it imports (drive-configs.ts, vector-configs.ts), sorted by type. s3 (@aws-sdk/client-s3), azure
 * (@azure/storage-blob), postgres (pg), filesystem, onedrive and sharepoint (HTTP) need no package of their
 * own: docflow carries theirs (the action's artifact and cache clients import @azure/storage-blob, so the
 * bundles have it anyway).
 */
export const CONNECTOR_CATALOG: readonly ConnectorFacts[] = declaredConnectors();

const BY_TYPE = new Map(CONNECTOR_CATALOG.map((facts) => [facts.type, facts]));

/** A type's facts, when docflow runs it. */
export function connectorFactsOf(type: string): ConnectorFacts | undefined {
  return BY_TYPE.get(type);
}

export type ConnectorConfigKind = ConnectorKind;

/** Config schemas by kind and type, as the spec and `docflow schema` read them. */
export const CONNECTOR_CONFIG_SCHEMAS: Record<ConnectorConfigKind, Record<string, z.ZodType>> = {
  source: Object.fromEntries(
    CONNECTOR_CATALOG.flatMap((facts) => (facts.source ? [[facts.type, facts.source]] : [])),
  ),
  destination: Object.fromEntries(
    CONNECTOR_CATALOG.flatMap((facts) => (facts.destination ? [[facts.type, facts.destination]] : [])),
  ),
};

/** The config schema of a type, when docflow knows it; other types are checked by the server they go to. */
export function connectorConfigSchema(kind: ConnectorConfigKind, type: string): z.ZodType | undefined {
  return connectorFactsOf(type)?.[kind];
}

/** The `$defs` id of a type's config schema in docflow.schema.json. */
export function connectorConfigId(kind: ConnectorConfigKind, type: string): string | undefined {
  const schema = connectorConfigSchema(kind, type);
  const meta = schema ? z.globalRegistry.get(schema) : undefined;
  return typeof meta?.id === "string" ? meta.id : undefined;
}

/**
 * A type's config fields (of either kind) and which of them are secrets; undefined for a type docflow
 * does not know. The sealing code (workflows/connectors/secrets.ts) reads this.
 */
export function connectorSecretFields(
  type: string,
): { fields: Set<string>; secrets: Set<string> } | undefined {
  const facts = connectorFactsOf(type);
  if (!facts) return undefined;
  const schemas = [facts.source, facts.destination].filter((s): s is z.ZodType => s !== undefined);
  return {
    fields: new Set(schemas.flatMap((schema) => Object.keys(configFields(schema)))),
    secrets: new Set(schemas.flatMap(secretFields)),
  };
}

/** Connector type → the npm package of its SDK, for the types that need one. */
export const CONNECTOR_SDKS: Readonly<Record<string, string>> = Object.fromEntries(
  CONNECTOR_CATALOG.flatMap((facts) => (facts.sdk ? [[facts.type, facts.sdk]] : [])).sort(([a], [b]) =>
    (a as string).localeCompare(b as string),
  ),
);

/** The packages of CONNECTOR_SDKS, each once, sorted. */
export const CONNECTOR_SDK_PACKAGES: readonly string[] = [...new Set(Object.values(CONNECTOR_SDKS))].sort();
