// The connector registry: which types run, what the API gets back from validateConnectorConfig, and the
// 422-shaped errors for unsupported types and bad configs.
import { describe, expect, it } from "vitest";
import { CONNECTOR_CATALOG } from "../../../src/contract/connector-configs.js";
import { ContractValidationError } from "../../../src/contract/validation.js";
import {
  ConnectorConfigError,
  createDestinationConnector,
  createSourceConnector,
  supportedConnectorTypes,
  validateConnectorConfig,
} from "../../../src/workflows/connectors/registry.js";

const context = { allowDirs: [] };

function configError(run: () => unknown): ConnectorConfigError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConnectorConfigError);
    return error as ConnectorConfigError;
  }
  throw new Error("expected a ConnectorConfigError");
}

describe("connector registry", () => {
  it("lists the types this server runs: every declared type, by the kinds it declares", () => {
    for (const kind of ["source", "destination"] as const) {
      const declared = CONNECTOR_CATALOG.filter((facts) => facts[kind] !== undefined).map(
        (facts) => facts.type,
      );
      expect(supportedConnectorTypes(kind)).toEqual(declared.sort());
    }
    // Spot checks of the catalog itself: a source-only, a destination-only and a two-way type.
    expect(supportedConnectorTypes("source")).toContain("google_drive");
    expect(supportedConnectorTypes("destination")).not.toContain("google_drive");
    expect(supportedConnectorTypes("destination")).toContain("qdrant-cloud");
    expect(supportedConnectorTypes("source")).not.toContain("qdrant-cloud");
    expect(supportedConnectorTypes("source")).toContain("s3");
    expect(supportedConnectorTypes("destination")).toContain("s3");
  });

  it("refuses a type it cannot run, naming it and the supported ones, as a 422 body", () => {
    const error = configError(() => createSourceConnector("box", { remote_url: "box://x" }, context));
    expect(error).toBeInstanceOf(ContractValidationError);
    expect(error.connectorType).toBe("box");
    expect(error.body.detail).toEqual([
      {
        type: "value_error",
        loc: ["body", "type"],
        msg: "Value error, connector type 'box' is not supported as a source by this server; the supported source types are 'azure', 'dropbox', 'filesystem', 'gcs', 'google_drive', 'onedrive', 's3' or 'sharepoint'",
        input: "box",
        ctx: {
          error:
            "connector type 'box' is not supported as a source by this server; the supported source types are 'azure', 'dropbox', 'filesystem', 'gcs', 'google_drive', 'onedrive', 's3' or 'sharepoint'",
        },
      },
    ]);
    // postgres is a destination here, not a source.
    expect(configError(() => createSourceConnector("postgres", {}, context)).message).toContain(
      "'postgres' is not supported as a source",
    );
    // Inherited keys are not types.
    expect(() => createDestinationConnector("constructor", {}, context)).toThrow(ConnectorConfigError);
  });

  it("builds connectors without touching the network", async () => {
    const destination = createDestinationConnector(
      "postgres",
      {
        host: "db.invalid",
        port: 5432,
        database: "d",
        username: "u",
        password: "p",
        table_name: "elements",
        batch_size: 50,
      },
      context,
    );
    expect(destination.type).toBe("postgres");
    await destination.close();
  });
});

describe("validateConnectorConfig", () => {
  it("returns a supported type's config with the hosted service's defaults", () => {
    expect(
      validateConnectorConfig("destination", "s3", { remote_url: "s3://out", key: "k", secret: "s" }),
    ).toEqual({
      remote_url: "s3://out",
      key: "k",
      secret: "s",
      anonymous: false,
    });
  });

  it("refuses a type this server cannot run, naming it and the types it can run", () => {
    const error = configError(() =>
      validateConnectorConfig("source", "box", { box_app_config: "{}", remote_url: "box://x" }),
    );
    expect(error.detail).toHaveLength(1);
    expect(error.detail[0]).toMatchObject({ type: "value_error", loc: ["body", "type"], input: "box" });
    expect(error.detail[0]?.msg).toContain("connector type 'box' is not supported as a source");
    for (const type of supportedConnectorTypes("source")) expect(error.detail[0]?.msg).toContain(`'${type}'`);
    expect(
      configError(() => validateConnectorConfig("destination", "brand-new-type", {})).detail[0]?.msg,
    ).toContain("'postgres'");
  });

  it("lists every bad field of a supported type with its path", () => {
    const error = configError(() =>
      validateConnectorConfig("destination", "postgres", {
        host: "h",
        port: "not-a-port",
        database: "d",
        username: "u",
        password: "hunter2hunter2",
        table_name: "x; DROP",
      }),
    );
    expect(error.detail.map((item) => item.loc.join("."))).toEqual([
      "body.config.port",
      "body.config.table_name",
      "body.config.batch_size",
    ]);
    expect(error.message).toMatch(/^postgres connector: body\.config\.port: /);
    expect(JSON.stringify(error.body)).not.toContain("hunter2hunter2");
  });

  it("without a context leaves filesystem paths unconfined; with one, confines them", () => {
    expect(validateConnectorConfig("destination", "filesystem", { path: "/anywhere" })).toEqual({
      path: "/anywhere",
    });
    expect(
      configError(() => validateConnectorConfig("destination", "filesystem", { path: "/anywhere" }, context))
        .message,
    ).toContain("--allow-dir");
  });
});

describe("secrets of the connector types this server runs", () => {
  it("are sealed in the stored config, each one, and open back to the same config", async () => {
    const { secretKeyFromPassphrase, sealConfig, openConfig } = await import(
      "../../../src/workflows/connectors/secrets.js"
    );
    const key = await secretKeyFromPassphrase("a-passphrase-for-the-connector-tests");
    const secret = (name: string) => `secret-value-of-${name}-0123`;
    const samples: [string, Record<string, unknown>][] = [
      ["azure", { remote_url: "az://c1x", account_name: "acct", account_key: secret("account_key") }],
      ["azure", { remote_url: "az://c1x", connection_string: secret("connection_string") }],
      ["azure", { remote_url: "az://c1x", account_name: "acct", sas_token: secret("sas_token") }],
      ["gcs", { remote_url: "gs://b1x", service_account_key: secret("service_account_key") }],
      ["redis", { host: "h", password: secret("password") }],
      ["redis", { uri: secret("uri") }],
      ["qdrant-cloud", { url: "https://q", api_key: secret("api_key"), collection_name: "c" }],
      ["elasticsearch", { hosts: ["https://e"], index_name: "i", es_api_key: secret("es_api_key") }],
      ["opensearch", { hosts: ["https://o"], index_name: "i", username: "u", password: secret("password") }],
      ["pinecone", { api_key: secret("api_key"), index_name: "i" }],
      ["milvus", { uri: "https://m", collection_name: "c", token: secret("token") }],
      ["astradb", { api_endpoint: "https://a", token: secret("token"), collection_name: "c" }],
      ["weaviate-cloud", { cluster_url: "https://w", api_key: secret("api_key"), collection: "C" }],
      ["mongodb", { uri: secret("uri"), database: "d", collection: "c" }],
      ["dropbox", { remote_url: "dropbox://a", token: secret("token") }],
      [
        "dropbox",
        {
          remote_url: "dropbox://a",
          refresh_token: secret("refresh_token"),
          app_key: "k",
          app_secret: secret("s"),
        },
      ],
      ["google_drive", { drive_id: "d", service_account_key: secret("service_account_key") }],
      [
        "onedrive",
        { client_id: "c", client_cred: secret("client_cred"), tenant: "t", user_pname: "u", path: "p" },
      ],
      ["sharepoint", { client_id: "c", client_cred: secret("client_cred"), tenant: "t", site: "https://s" }],
    ];
    for (const [type, config] of samples) {
      const sealed = sealConfig(type, config, key);
      expect(JSON.stringify(sealed), type).not.toContain("secret-value-of-");
      expect(openConfig(type, sealed, key), type).toEqual(config);
    }
  });
});
