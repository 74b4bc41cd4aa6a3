// The dropbox source, end to end: a Dropbox folder's documents → partition → chunk → a directory. Dropbox
// cannot run here, so the server is a stand-in speaking the Dropbox API v2 on loopback
// (helpers/dropbox-stand-in.ts), driven through the official SDK (dropbox), which DROPBOX_API_URL sends
// there. Checked: what landed; a second run lists nothing when nothing changed and only the changed file
// after one changes (the list_folder cursor stored with the workflow); reprocess_all lists everything;
// one-level listing; the size limit; throttling retried; a refused token named without its value; and the
// outbound policy.

import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DROPBOX_API_URL_ENV, DropboxSource } from "../../../src/workflows/connectors/dropbox.js";
import {
  ConnectorError,
  createSourceConnector,
  type SourceFile,
  validateConnectorConfig,
} from "../../../src/workflows/connectors/registry.js";
import { type DropboxStandIn, startDropboxStandIn } from "../../helpers/dropbox-stand-in.js";
import { LOOPBACK_ALLOWED } from "../../helpers/outbound.js";
import {
  checkDeletions,
  heldInOutputs,
  memo,
  outputsIn,
  processed,
  type WorkflowHarness,
  workflowHarness,
} from "./run-workflow.js";

const signal = () => new AbortController().signal;

describe("dropbox source (Dropbox API v2 stand-in, official SDK)", () => {
  let dropbox: DropboxStandIn;
  let harness: WorkflowHarness;
  const previous = process.env[DROPBOX_API_URL_ENV];

  beforeAll(async () => {
    [dropbox, harness] = await Promise.all([startDropboxStandIn(), workflowHarness()]);
    process.env[DROPBOX_API_URL_ENV] = dropbox.url;
    dropbox.put("/Team/Reports/memo-1.txt", memo(1));
    dropbox.put("/Team/Reports/2024/memo-2.txt", memo(2));
    dropbox.put("/Team/Reports/notes.md", "# Notes\n\nThe archive moves to the new building in May.\n");
    dropbox.put("/Team/Elsewhere/skip.txt", "Not under the folder.");
  }, 60_000);
  afterAll(async () => {
    if (previous === undefined) delete process.env[DROPBOX_API_URL_ENV];
    else process.env[DROPBOX_API_URL_ENV] = previous;
    await harness?.close();
    await dropbox?.stop();
  });

  const source = (extra: Record<string, unknown> = {}) => ({
    type: "dropbox",
    config: { remote_url: "dropbox://Team/Reports", token: dropbox.token, ...extra },
  });
  it("fills in the hosted service's defaults and wants a token or a refresh token", () => {
    expect(
      validateConnectorConfig("source", "dropbox", { remote_url: "dropbox://a", token: "t" }),
    ).toMatchObject({
      remote_url: "dropbox://a",
      token: "t",
      recursive: true,
    });
    expect(() => validateConnectorConfig("source", "dropbox", { remote_url: "dropbox://a" })).toThrow(
      /refresh_token/,
    );
  });

  it("runs a workflow, and later runs process only what changed since", async () => {
    const out = join(harness.inbox, "dropbox-out");
    const workflow = await harness.workflow({
      source: source(),
      destination: { type: "filesystem", config: { path: out } },
    });
    dropbox.throttle(2);
    const first = await harness.run(workflow);
    expect(first.error ?? null).toBeNull();
    expect(processed(first)).toEqual([
      ["memo-1.txt", "COMPLETED"],
      ["memo-2.txt", "COMPLETED"],
      ["notes.md", "COMPLETED"],
    ]);
    expect((await readdir(out, { recursive: true })).filter((name) => name.endsWith(".json")).sort()).toEqual(
      [join("2024", "memo-2.txt.json"), "memo-1.txt.json", "notes.md.json"],
    );

    // Nothing changed: the stored cursor lists nothing.
    const second = await harness.run(workflow);
    expect(second.status).toBe("COMPLETED");
    expect(processed(second)).toEqual([]);

    // One file changes (and one outside the folder): only it is listed and processed.
    dropbox.put("/Team/Reports/2024/memo-2.txt", `${memo(2)}\nAn added paragraph about the budget review.\n`);
    dropbox.put("/Team/Elsewhere/skip.txt", "Changed, but not under the folder.");
    const third = await harness.run(workflow);
    expect(processed(third)).toEqual([["memo-2.txt", "COMPLETED"]]);
    expect(third.file_results[0]?.file_id).toBe("/Team/Reports/2024/memo-2.txt");

    // reprocess_all: the cursor is not used.
    const again = await harness.store.updateWorkflow(workflow.id, { reprocess_all: true });
    const fourth = await harness.run(again ?? workflow);
    expect(processed(fourth)).toHaveLength(3);
  }, 90_000);

  it("deletes from the destination what the change feed reports deleted or moved away", async () => {
    const out = join(harness.inbox, "dropbox-deletions");
    const workflow = await harness.workflow({
      source: source({ remote_url: "dropbox://Team/Gone" }),
      destination: { type: "filesystem", config: { path: out } },
    });
    const idOf = (name: string) => `/Team/Gone/${name}`;
    await checkDeletions(
      harness,
      workflow,
      {
        put: async (name, text) => dropbox.put(idOf(name), text),
        remove: async (name) => dropbox.remove(idOf(name)),
      },
      idOf,
      async () => heldInOutputs(await outputsIn(out), idOf),
    );
  }, 90_000);

  it("lists one level when not recursive", async () => {
    const listed: string[] = [];
    const connector = createSourceConnector("dropbox", source({ recursive: false }).config, {
      allowDirs: [],
      outbound: LOOPBACK_ALLOWED,
    });
    for await (const file of connector.list(signal())) listed.push(file.path);
    expect(listed.sort()).toEqual(["memo-1.txt", "notes.md"]);
  });

  it("refuses a file over the size limit before downloading it", async () => {
    const connector = new DropboxSource(
      validateConnectorConfig("source", "dropbox", source().config) as never,
      { allowDirs: [], outbound: LOOPBACK_ALLOWED, maxFileBytes: 10 },
    );
    let file: SourceFile | undefined;
    for await (const found of connector.list(signal())) file ??= found;
    const downloads = dropbox.requests.filter((route) => route === "/2/files/download").length;
    const error = await file?.read(signal()).catch((e: unknown) => e);
    expect((error as ConnectorError).code).toBe("file_too_large");
    expect(dropbox.requests.filter((route) => route === "/2/files/download").length).toBe(downloads);
  });

  it("checks the connection: a refused token named without its value, a missing folder, the outbound policy", async () => {
    const context = { allowDirs: [], outbound: LOOPBACK_ALLOWED };
    await createSourceConnector("dropbox", source().config, context).checkConnection(signal());

    const bad = await createSourceConnector(
      "dropbox",
      source({ token: "wrong-dropbox-token-123" }).config,
      context,
    )
      .checkConnection(signal())
      .catch((e: unknown) => e);
    expect((bad as ConnectorError).code).toBe("access_denied");
    expect((bad as Error).message).not.toContain("wrong-dropbox-token-123");

    const missing = await createSourceConnector(
      "dropbox",
      source({ remote_url: "dropbox://Nope" }).config,
      context,
    )
      .checkConnection(signal())
      .catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ConnectorError);
    expect((missing as ConnectorError).code).toBe("not_found");

    const seen = dropbox.requests.length;
    const refused = await createSourceConnector("dropbox", source().config, { allowDirs: [] })
      .checkConnection(signal())
      .catch((e: unknown) => e);
    expect((refused as ConnectorError).code).toBe("access_denied");
    expect((refused as Error).message).toContain(DROPBOX_API_URL_ENV);
    expect(dropbox.requests.length).toBe(seen);
  });
});
