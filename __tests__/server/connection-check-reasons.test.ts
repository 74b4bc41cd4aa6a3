// A connection check of a connector whose host the outbound policy refuses names the policy's reason, for
// every connector type that takes a host (issue 32: seven of nine showed only the generic failure,
// because the refusal reached the check wrapped in the connector's or its SDK's own error).
import { describe, expect, it } from "vitest";
import { ConnectionChecks } from "../../src/server/workflow/connection-checks.js";
import { secretKeyFromPassphrase } from "../../src/workflows/connectors/secrets.js";
import type { ConnectorKind } from "../../src/workflows/store/types.js";

const HOST = "169.254.169.254";

const CASES: [ConnectorKind, string, Record<string, unknown>][] = [
  [
    "source",
    "s3",
    { remote_url: "s3://bucket/", endpoint_url: `http://${HOST}:9000`, key: "k", secret: "s" },
  ],
  [
    "source",
    "azure",
    {
      remote_url: "az://container/",
      connection_string: `DefaultEndpointsProtocol=http;AccountName=acc;AccountKey=a2V5;BlobEndpoint=http://${HOST}:10000/acc;`,
    },
  ],
  ["destination", "astradb", { api_endpoint: `https://${HOST}`, token: "AstraCS:x", collection_name: "c" }],
  ["destination", "elasticsearch", { hosts: [`http://${HOST}:9200`], index_name: "i" }],
  ["destination", "opensearch", { hosts: [`http://${HOST}:9200`], index_name: "i" }],
  ["destination", "milvus", { uri: `http://${HOST}:19530`, collection_name: "c" }],
  ["destination", "mongodb", { uri: `mongodb://${HOST}:27017`, database: "d", collection: "c" }],
  [
    "destination",
    "postgres",
    { host: HOST, port: 5432, database: "d", username: "u", password: "p", table_name: "t", batch_size: 10 },
  ],
  ["destination", "qdrant-cloud", { url: `https://${HOST}:6333`, api_key: "k", collection_name: "c" }],
  ["destination", "redis", { host: HOST, port: 6379 }],
  ["destination", "weaviate", { host_url: `http://${HOST}:8080` }],
  ["destination", "weaviate-cloud", { cluster_url: `https://${HOST}`, api_key: "k" }],
];

describe("connection checks name the outbound policy's refusal", () => {
  it.each(CASES)("%s %s", async (kind, type, config) => {
    const checks = new ConnectionChecks(
      await secretKeyFromPassphrase("a passphrase of test"),
      { allowDirs: [] },
      { getUserSecret: async () => undefined },
      10_000,
    );
    const record = { id: `${type}-1`, kind, name: type, type, config, created_at: "", updated_at: null };
    checks.start(record);
    let check = checks.latest(kind, record.id);
    for (let i = 0; i < 200 && check?.status === "SCHEDULED"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      check = checks.latest(kind, record.id);
    }
    await checks.close();
    expect(check?.status).toBe("FAILURE");
    expect(check?.reason).toMatch(
      new RegExp(`The host '${HOST.replaceAll(".", "\\.")}' is refused: .*--allow-host`),
    );
  });
});
