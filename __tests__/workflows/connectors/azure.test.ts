// The azure source and destination against Azurite (the Azure Storage emulator, npm `azurite`, as its own
// process on loopback), driven through @azure/storage-blob: a workflow from one container through
// partition and chunk into another, a re-run that leaves the same blobs, one-level listing, the size
// limit, and credentials refused without showing them.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Element } from "../../../src/contract/element.js";
import { createAzureSource, parseAzureConfig } from "../../../src/workflows/connectors/azure.js";
import {
  type ConnectorConfigError,
  ConnectorError,
  createDestinationConnector,
  createSourceConnector,
  validateConnectorConfig,
} from "../../../src/workflows/connectors/registry.js";
import { AZURITE_ACCOUNT, type AzuriteServer, startAzurite } from "../../helpers/azurite.js";
import { LOOPBACK_ALLOWED } from "../../helpers/outbound.js";
import { checkIncrementalRuns, memo, type WorkflowHarness, workflowHarness } from "./run-workflow.js";

const signal = () => new AbortController().signal;
const context = { allowDirs: [], outbound: LOOPBACK_ALLOWED };

describe("azure connectors against Azurite", () => {
  let azurite: AzuriteServer;
  let harness: WorkflowHarness;

  beforeAll(async () => {
    [azurite, harness] = await Promise.all([startAzurite(), workflowHarness()]);
    await azurite.put("inbox", "reports/memo-1.txt", memo(1));
    await azurite.put("inbox", "reports/2024/memo-2.txt", memo(2));
    await azurite.put(
      "inbox",
      "reports/notes.md",
      "# Notes\n\nThe archive moves to the new building in May.\n",
    );
    await azurite.put("inbox", "elsewhere/skip.txt", "Not under the prefix.");
    await azurite.client.getContainerClient("outbox").createIfNotExists();
  }, 60_000);
  afterAll(async () => {
    await harness?.close();
    await azurite?.stop();
  });

  async function blobs(container: string): Promise<Map<string, string>> {
    const client = azurite.client.getContainerClient(container);
    const found = new Map<string, string>();
    for await (const item of client.listBlobsFlat()) {
      found.set(item.name, (await client.getBlobClient(item.name).downloadToBuffer()).toString("utf8"));
    }
    return found;
  }

  it("runs a workflow from one container into another, and a re-run leaves the same blobs", async () => {
    const workflow = await harness.workflow({
      source: {
        type: "azure",
        config: { remote_url: "az://inbox/reports/", connection_string: azurite.connectionString },
      },
      destination: {
        type: "azure",
        config: { remote_url: "az://outbox/elements", connection_string: azurite.connectionString },
      },
    });
    const done = await harness.run(workflow);
    expect(done.error ?? null).toBeNull();
    expect(done.file_results.map((file) => [file.filename, file.status]).sort()).toEqual([
      ["memo-1.txt", "COMPLETED"],
      ["memo-2.txt", "COMPLETED"],
      ["notes.md", "COMPLETED"],
    ]);
    const written = await blobs("outbox");
    expect([...written.keys()].sort()).toEqual([
      "elements/2024/memo-2.txt.json",
      "elements/memo-1.txt.json",
      "elements/notes.md.json",
    ]);
    const notes = JSON.parse(written.get("elements/notes.md.json") as string) as Element[];
    expect(notes.map((element) => element.text).join(" ")).toContain(
      "The archive moves to the new building in May.",
    );
    expect(notes[0]?.metadata?.filename).toBe("notes.md");

    // reprocess_all, so the re-run writes every blob again (a plain one would process nothing).
    const all = await harness.store.updateWorkflow(workflow.id, { reprocess_all: true });
    const again = await harness.run(all ?? workflow);
    expect(again.status).toBe("COMPLETED");
    expect(again.file_results).toHaveLength(3);
    expect(await blobs("outbox")).toEqual(written);
  }, 60_000);

  it("later runs process only the blobs new or changed since the last run that went through", async () => {
    const workflow = await harness.workflow({
      source: {
        type: "azure",
        config: { remote_url: "az://incremental/in/", connection_string: azurite.connectionString },
      },
      destination: { type: "filesystem", config: { path: `${harness.inbox}/azure-out` } },
    });
    await azurite.client.getContainerClient("incremental").createIfNotExists();
    await checkIncrementalRuns(
      harness,
      workflow,
      (name, text) => azurite.put("incremental", `in/${name}`, text),
      async (name) => {
        await azurite.client.getContainerClient("incremental").deleteBlob(`in/${name}`);
      },
    );
  }, 120_000);

  it("lists one folder level when recursive is false, and a single blob by its name", async () => {
    const list = async (config: Record<string, unknown>) => {
      const source = createSourceConnector(
        "azure",
        { connection_string: azurite.connectionString, ...config },
        context,
      );
      const names: string[] = [];
      for await (const file of source.list(signal())) names.push(`${file.id}|${file.path}`);
      return names.sort();
    };
    expect(await list({ remote_url: "az://inbox/reports", recursive: false })).toEqual([
      "reports/memo-1.txt|memo-1.txt",
      "reports/notes.md|notes.md",
    ]);
    expect(await list({ remote_url: "az://inbox/reports/notes.md" })).toEqual(["reports/notes.md|notes.md"]);
  });

  it("refuses a blob over the size limit, failing that file only", async () => {
    const source = createAzureSource(
      parseAzureConfig("source", {
        remote_url: "az://inbox/reports/",
        connection_string: azurite.connectionString,
      }),
      { allowDirs: [], maxFileBytes: 64, outbound: LOOPBACK_ALLOWED },
    );
    const files = [];
    for await (const file of source.list(signal())) files.push(file);
    const small = files.find((file) => file.filename === "notes.md");
    const large = files.find((file) => file.filename === "memo-1.txt");
    expect(new TextDecoder().decode(await small?.read(signal()))).toContain("The archive moves");
    const error = await large?.read(signal()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).code).toBe("file_too_large");
    expect((error as ConnectorError).message).toMatch(/'reports\/memo-1.txt'.*over the limit of 64 bytes/);
  });

  it("checks the connection, naming a missing container and refused credentials without the key", async () => {
    const wrongKey = Buffer.from("not-the-account-key-0123456789").toString("base64");
    await createDestinationConnector(
      "azure",
      { remote_url: "az://outbox", connection_string: azurite.connectionString },
      context,
    ).checkConnection(signal());
    const missing = await createSourceConnector(
      "azure",
      { remote_url: "az://no-such-container", connection_string: azurite.connectionString },
      context,
    )
      .checkConnection(signal())
      .catch((e: unknown) => e as ConnectorError);
    expect(missing).toMatchObject({ code: "not_found" });
    expect((missing as Error).message).toContain("container 'no-such-container' does not exist");
    const refused = await createSourceConnector(
      "azure",
      {
        remote_url: "az://inbox",
        connection_string: azurite.connectionString.replace(/AccountKey=[^;]+/, `AccountKey=${wrongKey}`),
      },
      context,
    )
      .checkConnection(signal())
      .catch((e: unknown) => e as ConnectorError);
    expect(refused).toMatchObject({ code: "access_denied" });
    expect((refused as Error).message).not.toContain(wrongKey);
  });

  it("validates the config as the hosted service documents it", () => {
    expect(
      validateConnectorConfig("source", "azure", { remote_url: "az://c1x/p", account_name: "acct" }),
    ).toEqual({
      remote_url: "az://c1x/p",
      account_name: "acct",
      recursive: true,
    });
    const error = (() => {
      try {
        validateConnectorConfig("destination", "azure", {
          remote_url: "s3://nope",
          connection_string: `AccountName=${AZURITE_ACCOUNT};AccountKey=secret-key-value`,
          account_key: "another-secret-value",
          recursive: true,
        });
      } catch (e) {
        return e as ConnectorConfigError;
      }
      throw new Error("expected a ConnectorConfigError");
    })();
    expect(error.detail.map((item) => item.loc.join(".")).sort()).toEqual([
      "body.config",
      "body.config.account_key",
      "body.config.remote_url",
    ]);
    expect(JSON.stringify(error.detail)).not.toContain("secret-key-value");
    expect(JSON.stringify(error.detail)).not.toContain("another-secret-value");
  });
});
