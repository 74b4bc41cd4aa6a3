// The onedrive and sharepoint sources, end to end: a folder's documents → partition → chunk → a directory.
// Microsoft Graph cannot run here, so the server is a stand-in speaking Graph v1.0 and the client
// credentials token endpoint on loopback (helpers/graph-stand-in.ts), reached with plain fetch as the
// sources do; MICROSOFT_GRAPH_URL sends the Graph calls there, authority_url the grant. Checked: what
// landed; a second run lists nothing when nothing changed and only the changed file after one changes
// (the drive's delta link stored with the workflow); one-level listing; the size limit; throttling
// retried; downloads fetched without the bearer token; refused credentials named without the secret;
// a SharePoint site's library by name; and the outbound policy.

import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MICROSOFT_GRAPH_URL_ENV,
  OneDriveSource,
  parseOneDriveConfig,
} from "../../../src/workflows/connectors/graph.js";
import {
  type ConnectorError,
  createSourceConnector,
  validateConnectorConfig,
} from "../../../src/workflows/connectors/registry.js";
import { type GraphStandIn, startGraphStandIn } from "../../helpers/graph-stand-in.js";
import { LOOPBACK_ALLOWED } from "../../helpers/outbound.js";
import {
  checkDeletions,
  heldInOutputs,
  listAll,
  memo,
  outputsIn,
  processed,
  type WorkflowHarness,
  workflowHarness,
} from "./run-workflow.js";

const signal = () => new AbortController().signal;
const context = { allowDirs: [], outbound: LOOPBACK_ALLOWED };

describe("onedrive and sharepoint sources (Microsoft Graph stand-in)", () => {
  let graph: GraphStandIn;
  let harness: WorkflowHarness;
  let sub: string;
  const previous = process.env[MICROSOFT_GRAPH_URL_ENV];

  beforeAll(async () => {
    [graph, harness] = await Promise.all([startGraphStandIn(), workflowHarness()]);
    process.env[MICROSOFT_GRAPH_URL_ENV] = graph.url;
    const drive = graph.userDrive;
    const documents = graph.folder(drive, "Documents", graph.root(drive));
    const reports = graph.folder(drive, "Reports", documents);
    sub = graph.folder(drive, "2024", reports);
    graph.put(drive, "memo-1.txt", reports, memo(1));
    graph.put(drive, "memo-2.txt", sub, memo(2));
    graph.put(drive, "notes.md", reports, "# Notes\n\nThe archive moves to the new building in May.\n");
    graph.put(
      drive,
      "skip.txt",
      graph.folder(drive, "Elsewhere", graph.root(drive)),
      "Not under the folder.",
    );
    const archive = graph.libraries.Archive;
    graph.put(archive, "q1.txt", graph.folder(archive, "Q1", graph.root(archive)), memo(3));
  }, 60_000);
  afterAll(async () => {
    if (previous === undefined) delete process.env[MICROSOFT_GRAPH_URL_ENV];
    else process.env[MICROSOFT_GRAPH_URL_ENV] = previous;
    await harness?.close();
    await graph?.stop();
  });

  const auth = () => ({
    client_id: graph.clientId,
    client_cred: graph.clientSecret,
    tenant: graph.tenant,
    authority_url: graph.url,
    user_pname: "user@contoso.test",
  });
  const onedrive = (extra: Record<string, unknown> = {}) => ({
    type: "onedrive",
    config: { ...auth(), path: "Documents/Reports", recursive: true, ...extra },
  });
  it("fills in the hosted service's defaults", () => {
    expect(
      validateConnectorConfig("source", "onedrive", {
        ...auth(),
        authority_url: undefined,
        path: "Documents",
      }),
    ).toMatchObject({ authority_url: "https://login.microsoftonline.com", recursive: false });
    expect(
      validateConnectorConfig("source", "sharepoint", {
        ...auth(),
        site: "https://contoso.sharepoint.com/sites/x",
      }),
    ).toMatchObject({ recursive: false });
  });

  it("deletes from the destination the files delta reports deleted", async () => {
    const drive = graph.userDrive;
    const documents = [...(graph.drives.get(drive)?.values() ?? [])].find(
      (item) => item.name === "Documents" && !item.deleted,
    )?.id as string;
    const gone = graph.folder(drive, "Gone", documents);
    const folders = new Map<string, string>([["", gone]]);
    const ids = new Map<string, string>();
    const folderOf = (name: string) => {
      const parts = name.split("/").slice(0, -1);
      let parent = gone;
      for (const [index, part] of parts.entries()) {
        const path = parts.slice(0, index + 1).join("/");
        parent = folders.get(path) ?? graph.folder(drive, part, parent);
        folders.set(path, parent);
      }
      return parent;
    };
    const idOf = (name: string) => ids.get(name) ?? `(no id for ${name})`;
    const out = join(harness.inbox, "onedrive-deletions");
    const workflow = await harness.workflow({
      source: onedrive({ path: "Documents/Gone" }),
      destination: { type: "filesystem", config: { path: out } },
    });
    await checkDeletions(
      harness,
      workflow,
      {
        put: async (name, text) => {
          ids.set(name, graph.put(drive, name.split("/").at(-1) as string, folderOf(name), text));
        },
        remove: async (name) => graph.remove(drive, idOf(name)),
      },
      idOf,
      async () => heldInOutputs(await outputsIn(out), idOf),
    );
  }, 90_000);

  it("runs a onedrive workflow, and later runs process only what changed since", async () => {
    const out = join(harness.inbox, "onedrive-out");
    const workflow = await harness.workflow({
      source: onedrive(),
      destination: { type: "filesystem", config: { path: out } },
    });
    graph.throttle(1);
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

    const second = await harness.run(workflow);
    expect(second.status).toBe("COMPLETED");
    expect(processed(second)).toEqual([]);
    expect(graph.requests.some((route) => route.endsWith("/root/delta"))).toBe(true);

    const changed = graph.put(
      graph.userDrive,
      "memo-2.txt",
      sub,
      `${memo(2)}\nAn added paragraph about the budget review.\n`,
    );
    graph.put(
      graph.userDrive,
      "skip.txt",
      [...(graph.drives.get(graph.userDrive)?.values() ?? [])].find((item) => item.name === "Elsewhere")
        ?.id ?? "",
      "Changed elsewhere.",
    );
    const third = await harness.run(workflow);
    expect(processed(third)).toEqual([["memo-2.txt", "COMPLETED"]]);
    expect(third.file_results[0]?.file_id).toBe(changed);
  }, 90_000);

  it("lists one level when not recursive, and refuses a file over the size limit before downloading", async () => {
    const flat = await listAll(
      createSourceConnector("onedrive", onedrive({ recursive: false }).config, context),
    );
    expect(flat.map((file) => file.path).sort()).toEqual(["memo-1.txt", "notes.md"]);

    const small = new OneDriveSource(parseOneDriveConfig(onedrive().config), {
      ...context,
      maxFileBytes: 10,
    });
    const [file] = await listAll(small);
    const seen = graph.requests.length;
    const error = await file?.read(signal()).catch((e: unknown) => e);
    expect((error as ConnectorError).code).toBe("file_too_large");
    expect(graph.requests.length).toBe(seen);
  });

  it("stops a download that grew past the limit after it was listed", async () => {
    const archive = graph.libraries.Archive;
    const folder = graph.folder(archive, "Growing", graph.root(archive));
    graph.put(archive, "grows.txt", folder, "small");
    const source = createSourceConnector(
      "sharepoint",
      { ...auth(), site: "https://contoso.sharepoint.test/sites/team", library: "Archive", path: "Growing" },
      { ...context, maxFileBytes: 1000 },
    );
    const [file] = await listAll(source);
    graph.put(archive, "grows.txt", folder, "x".repeat(5000));
    const error = await file?.read(signal()).catch((e: unknown) => e);
    expect((error as ConnectorError).code).toBe("file_too_large");
  });

  it("reads a SharePoint site's library by name, incrementally too", async () => {
    const source = createSourceConnector(
      "sharepoint",
      { ...auth(), site: "https://contoso.sharepoint.test/sites/team", library: "archive", path: "Q1" },
      context,
    );
    const files = await listAll(source);
    expect(files.map((file) => file.path)).toEqual(["q1.txt"]);
    expect(new TextDecoder().decode(await files[0]?.read(signal()))).toContain("Memo 3");
    const cursor = source.cursor?.();
    expect(cursor).toContain("/root/delta?token=");
    const q1 = [...(graph.drives.get(graph.libraries.Archive)?.values() ?? [])].find(
      (item) => item.name === "Q1",
    );
    graph.put(graph.libraries.Archive, "q1-update.txt", q1?.id ?? "", "Later.");
    const changed: string[] = [];
    for await (const file of source.list(signal(), { since: cursor })) changed.push(file.path);
    expect(changed).toEqual(["q1-update.txt"]);

    const wrong = await createSourceConnector(
      "sharepoint",
      { ...auth(), site: "https://contoso.sharepoint.test/sites/team", library: "Nope" },
      context,
    )
      .checkConnection(signal())
      .catch((e: unknown) => e);
    expect((wrong as ConnectorError).code).toBe("not_found");
    expect((wrong as Error).message).toContain("'Documents', 'Archive'");
  });

  it("checks the connection: refused client credentials, a missing folder, the outbound policy", async () => {
    await createSourceConnector("onedrive", onedrive().config, context).checkConnection(signal());

    const bad = await createSourceConnector(
      "onedrive",
      onedrive({ client_cred: "wrong-graph-secret-123" }).config,
      context,
    )
      .checkConnection(signal())
      .catch((e: unknown) => e);
    expect((bad as ConnectorError).code).toBe("access_denied");
    expect((bad as Error).message).not.toContain("wrong-graph-secret-123");

    const missing = await createSourceConnector(
      "onedrive",
      onedrive({ path: "Documents/Nope" }).config,
      context,
    )
      .checkConnection(signal())
      .catch((e: unknown) => e);
    expect((missing as ConnectorError).code).toBe("not_found");

    const seen = graph.requests.length;
    const refused = await createSourceConnector("onedrive", onedrive().config, { allowDirs: [] })
      .checkConnection(signal())
      .catch((e: unknown) => e);
    expect((refused as ConnectorError).code).toBe("access_denied");
    expect(graph.requests.length).toBe(seen);
  });
});
