// Which npm package each connector type needs beyond what docflow carries: one row per type, read by the
// connector registry (types.ts: refused with the package to install when it is missing), by the bundles
// (scripts/bundling.mjs leaves these packages out), by the published package (scripts/package.mjs makes
// them optional peer dependencies, at the versions package.json's devDependencies pin) and by the server
// image (Dockerfile installs them all). This file imports nothing, so those scripts can read it.
//
// Every other type needs nothing installed: filesystem, postgres (pg), onedrive and sharepoint (HTTP), s3
// (@aws-sdk/client-s3) and azure (@azure/storage-blob) are bundled — the action's artifact and cache
// clients import @azure/storage-blob, so the bundles carry it whether or not the connector is used.

/** Connector type → the npm package its SDK comes from. */
export const CONNECTOR_SDKS: Readonly<Record<string, string>> = {
  astradb: "@datastax/astra-db-ts",
  dropbox: "dropbox",
  elasticsearch: "@elastic/elasticsearch",
  gcs: "@google-cloud/storage",
  google_drive: "@googleapis/drive",
  milvus: "@zilliz/milvus2-sdk-node",
  mongodb: "mongodb",
  opensearch: "@opensearch-project/opensearch",
  pinecone: "@pinecone-database/pinecone",
  "qdrant-cloud": "@qdrant/js-client-rest",
  redis: "redis",
  weaviate: "weaviate-client",
  "weaviate-cloud": "weaviate-client",
};

/** The packages of CONNECTOR_SDKS, each once, sorted. */
export const CONNECTOR_SDK_PACKAGES: readonly string[] = [...new Set(Object.values(CONNECTOR_SDKS))].sort();
