// The configs of the vector stores and search indexes docflow writes to over HTTP (part of the connector
// configs, connector-configs.ts).
import { z } from "zod";
import { boolField, endpointUrl, intWithDefault, optionalString } from "./config-fields.js";
import { connectorFacts, secret } from "./connector-facts.js";

// ---------------------------------------------------------------------------------------------------------
// Vector stores and search indexes reached over HTTP

export const QdrantCloudDestinationConfigSchema = z
  .strictObject({
    url: endpointUrl("URL of the Qdrant cluster, such as https://xyz.eu-central.aws.cloud.qdrant.io:6333."),
    api_key: secret(z.string().min(1).describe("Qdrant API key.")),
    collection_name: z
      .string()
      .min(1)
      .max(255)
      .describe("Created (cosine distance) when absent, with the dimension of the first embeddings."),
    batch_size: intWithDefault(1, 10_000, 50).describe("Points per upsert (default 50)."),
  })
  .meta({
    id: "QdrantCloudDestinationConfig",
    description:
      "Config of a `qdrant-cloud` destination connector: one point per element, embeddings required.",
  });

export const PineconeDestinationConfigSchema = z
  .strictObject({
    api_key: secret(z.string().min(1).describe("Pinecone API key.")),
    index_name: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,44}$/, "index_name must be lowercase letters, digits and '-', at most 45")
      .describe("An existing index; its dimension must match the embeddings'."),
    namespace: z.string().default("").describe("Namespace in the index (default: the default namespace)."),
    batch_size: intWithDefault(1, 1000, 50).describe("Vectors per upsert (default 50)."),
  })
  .meta({
    id: "PineconeDestinationConfig",
    description:
      "Config of a `pinecone` destination connector: one vector per element, id `<record id>#<element id>`.",
  });

export const AstraDbDestinationConfigSchema = z
  .looseObject({
    api_endpoint: endpointUrl(
      "The database's Data API endpoint, https://<id>-<region>.apps.astra.datastax.com.",
    ),
    token: secret(z.string().min(1).describe("Application token (AstraCS:...).")),
    collection_name: z
      .string()
      .regex(/^\w{1,48}$/, "collection_name must be at most 48 letters, digits and '_'")
      .describe("Created (cosine) with the first embeddings' dimension when absent."),
    keyspace: optionalString().describe("Keyspace (default default_keyspace)."),
    batch_size: intWithDefault(1, 100, 20).describe("Documents per insertMany (default 20, at most 100)."),
    flatten_metadata: boolField(false).describe("Put metadata fields at the top level of each document."),
    binary_encode_vectors: boolField(true).describe(
      "Send vectors in the Data API's binary form (default true).",
    ),
  })
  .meta({
    id: "AstraDbDestinationConfig",
    description:
      "Config of an `astradb` destination connector: one document per element, `$vector` its embedding.",
  });

export const MilvusDestinationConfigSchema = z
  .strictObject({
    uri: endpointUrl(
      "Milvus or Zilliz Cloud endpoint, such as https://in03-xyz.api.gcp-us-west1.zillizcloud.com.",
    ),
    collection_name: z.string().min(1).max(255).describe("An existing collection with a FloatVector field."),
    record_id_key: z
      .string()
      .regex(/^[A-Za-z_]\w{0,254}$/, "record_id_key must be a field name")
      .default("record_id")
      .describe("The collection's field that holds each element's record id (default record_id)."),
    db_name: optionalString().describe("Database (default: the server's default)."),
    user: optionalString(),
    password: secret(optionalString()),
    token: secret(optionalString().describe("API key or `user:password`, instead of user and password.")),
  })
  .meta({
    id: "MilvusDestinationConfig",
    description:
      "Config of a `milvus` destination connector: one entity per element, through the REST API (v2).",
  });

export const WeaviateCloudDestinationConfigSchema = z
  .strictObject({
    cluster_url: endpointUrl(
      "REST endpoint of the Weaviate cluster, such as https://abc123.c0.europe-west3.gcp.weaviate.cloud.",
    ),
    api_key: secret(z.string().min(1).describe("Weaviate API key (sent as a bearer token).")),
    collection: z
      .preprocess(
        (value) => (value === null ? undefined : value),
        z
          .string()
          .regex(
            /^[A-Z][_0-9A-Za-z]{0,254}$/,
            "collection must start with a capital letter, then letters, digits or '_'",
          )
          .default("Elements"),
      )
      .describe(
        "Collection (class); created when absent, with vectorizer none and cosine distance (default Elements).",
      ),
    batch_size: intWithDefault(1, 10_000, 100).describe("Objects per batch request (default 100)."),
  })
  .meta({
    id: "WeaviateCloudDestinationConfig",
    description:
      "Config of a `weaviate-cloud` destination connector: one object per element, its vector the embedding.",
  });

export const WeaviateDestinationConfigSchema = z
  .strictObject({
    host_url: endpointUrl("REST endpoint of the Weaviate cluster (Weaviate Cloud or self-hosted)."),
    class_name: z
      .preprocess(
        (value) => (value === null ? undefined : value),
        z
          .string()
          .regex(
            /^[A-Z][_0-9A-Za-z]{0,254}$/,
            "class_name must start with a capital letter, then letters, digits or '_'",
          )
          .default("Elements"),
      )
      .describe("Collection (class); created when absent (default Elements)."),
    api_key: secret(optionalString().describe("API key; leave out for a cluster without authentication.")),
    batch_size: intWithDefault(1, 10_000, 100).describe("Objects per batch request (default 100)."),
  })
  .meta({
    id: "WeaviateDestinationConfig",
    description: "Config of a `weaviate` destination connector (the docs' spelling of `weaviate-cloud`).",
  });

export const MongoDbDestinationConfigSchema = z
  .strictObject({
    // The connection string holds the user's password.
    uri: secret(
      z
        .string()
        .regex(/^mongodb(\+srv)?:\/\/\S+$/, "uri must be a mongodb:// or mongodb+srv:// connection string")
        .describe("Connection string, such as mongodb+srv://user:password@cluster0.example.mongodb.net."),
    ),
    database: z.string().min(1).max(63).describe("Database name."),
    collection: z
      .string()
      .min(1)
      .max(255)
      .describe("Collection name; created on the first write when absent."),
    batch_size: intWithDefault(1, 100_000, 100).describe("Documents per insertMany (default 100)."),
  })
  .meta({
    id: "MongoDbDestinationConfig",
    description:
      "Config of a `mongodb` destination connector: one document per element, `record_id` indexed.",
  });

const INDEX_NAME = /^[a-z0-9][a-z0-9._+-]{0,254}$/;

function searchIndexSchema(id: string, type: string) {
  return z
    .strictObject({
      hosts: z
        .array(endpointUrl("A node's URL, such as https://search.example.com:9200."))
        .min(1)
        .describe("URLs of the cluster's nodes."),
      index_name: z
        .string()
        .regex(
          INDEX_NAME,
          "index_name must be lowercase letters, digits and . _ + - (not starting with one of these)",
        )
        .describe(
          "Created when absent, with a dense_vector/knn_vector field of the first embeddings' dimension.",
        ),
      es_api_key: secret(optionalString().describe("API key (the base64 `id:key` form).")),
      username: optionalString(),
      password: secret(optionalString()),
      batch_size: intWithDefault(1, 10_000, 100).describe("Documents per bulk request (default 100)."),
    })
    .meta({
      id,
      description: `Config of an \`${type}\` destination connector: one document per element, keyed by element id.`,
    });
}

export const ElasticsearchDestinationConfigSchema = searchIndexSchema(
  "ElasticsearchDestinationConfig",
  "elasticsearch",
);
export const OpensearchDestinationConfigSchema = searchIndexSchema(
  "OpensearchDestinationConfig",
  "opensearch",
);

// ---------------------------------------------------------------------------------------------------------
// Facts

export const QDRANT_CLOUD = connectorFacts({
  type: "qdrant-cloud",
  destination: QdrantCloudDestinationConfigSchema,
  sdk: "@qdrant/js-client-rest",
});
export const PINECONE = connectorFacts({
  type: "pinecone",
  destination: PineconeDestinationConfigSchema,
  sdk: "@pinecone-database/pinecone",
});
export const ASTRADB = connectorFacts({
  type: "astradb",
  destination: AstraDbDestinationConfigSchema,
  sdk: "@datastax/astra-db-ts",
});
export const MILVUS = connectorFacts({
  type: "milvus",
  destination: MilvusDestinationConfigSchema,
  sdk: "@zilliz/milvus2-sdk-node",
});
export const WEAVIATE_CLOUD = connectorFacts({
  type: "weaviate-cloud",
  destination: WeaviateCloudDestinationConfigSchema,
  sdk: "weaviate-client",
});
export const WEAVIATE = connectorFacts({
  type: "weaviate",
  destination: WeaviateDestinationConfigSchema,
  sdk: "weaviate-client",
});
export const MONGODB = connectorFacts({
  type: "mongodb",
  destination: MongoDbDestinationConfigSchema,
  sdk: "mongodb",
});
export const ELASTICSEARCH = connectorFacts({
  type: "elasticsearch",
  destination: ElasticsearchDestinationConfigSchema,
  sdk: "@elastic/elasticsearch",
});
export const OPENSEARCH = connectorFacts({
  type: "opensearch",
  destination: OpensearchDestinationConfigSchema,
  sdk: "@opensearch-project/opensearch",
});
