// The google_drive source, end to end: a Drive folder's documents → partition → chunk → a directory.
// Google Drive cannot run here, so the server is a stand-in speaking the Drive API v3 and the OAuth token
// endpoint on loopback (helpers/google-drive-stand-in.ts), driven through the official client
// (@googleapis/drive) authenticated with a service account key whose signed JWT the stand-in verifies.
// GOOGLE_DRIVE_API_URL sends the Drive calls there, the key's token_uri the grant. Checked: what landed;
// a second run lists nothing when nothing changed and only the changed file after one changes (the
// changes feed's page token stored with the workflow); one-level listing; extensions; Google Docs
// exported; the size limit; throttling retried; a wrong key refused; and the outbound policy.

import { generateKeyPairSync } from "node:crypto";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GOOGLE_DRIVE_API_URL_ENV,
  GoogleDriveSource,
  parseGoogleDriveConfig,
} from "../../../src/workflows/connectors/google-drive.js";
import {
  type ConnectorError,
  createSourceConnector,
  validateConnectorConfig,
} from "../../../src/workflows/connectors/registry.js";
import { type DriveStandIn, startDriveStandIn } from "../../helpers/google-drive-stand-in.js";
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

describe("google_drive source (Drive API v3 stand-in, official client)", () => {
  let drive: DriveStandIn;
  let harness: WorkflowHarness;
  let reports: string;
  let sub: string;
  const previous = process.env[GOOGLE_DRIVE_API_URL_ENV];

  beforeAll(async () => {
    [drive, harness] = await Promise.all([startDriveStandIn(), workflowHarness()]);
    process.env[GOOGLE_DRIVE_API_URL_ENV] = drive.url;
    reports = drive.folder("Reports", "root");
    sub = drive.folder("2024", reports);
    drive.put("memo-1.txt", reports, memo(1));
    drive.put("memo-2.txt", sub, memo(2));
    drive.put("notes.md", reports, "# Notes\n\nThe archive moves to the new building in May.\n");
    drive.put("skip.txt", drive.folder("Elsewhere", "root"), "Not under the folder.");
  }, 60_000);
  afterAll(async () => {
    if (previous === undefined) delete process.env[GOOGLE_DRIVE_API_URL_ENV];
    else process.env[GOOGLE_DRIVE_API_URL_ENV] = previous;
    await harness?.close();
    await drive?.stop();
  });

  const source = (extra: Record<string, unknown> = {}) => ({
    type: "google_drive",
    config: { drive_id: reports, service_account_key: drive.serviceAccountKey, ...extra },
  });
  it("fills in the hosted service's defaults and wants a service account key", () => {
    expect(validateConnectorConfig("source", "google_drive", source().config)).toMatchObject({
      recursive: true,
    });
    expect(() =>
      validateConnectorConfig("source", "google_drive", { drive_id: "x", service_account_key: "{}" }),
    ).toThrow(/client_email and private_key/);
  });

  it("runs a workflow, and later runs process only what changed since", async () => {
    const out = join(harness.inbox, "drive-out");
    const workflow = await harness.workflow({
      source: source(),
      destination: { type: "filesystem", config: { path: out } },
    });
    drive.throttle(1);
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
    expect(drive.requests).toContain("GET /drive/v3/changes");

    const changed = drive.put("memo-2.txt", sub, `${memo(2)}\nAn added paragraph about the budget review.\n`);
    drive.put(
      "skip.txt",
      [...drive.entries.values()].find((entry) => entry.name === "Elsewhere")?.id ?? "",
      "Changed elsewhere.",
    );
    const third = await harness.run(workflow);
    expect(processed(third)).toEqual([["memo-2.txt", "COMPLETED"]]);
    expect(third.file_results[0]?.file_id).toBe(changed);
  }, 90_000);

  it("deletes from the destination the files the changes feed reports trashed", async () => {
    const gone = drive.folder("Gone", "root");
    const folders = new Map<string, string>([["", gone]]);
    const ids = new Map<string, string>();
    const folderOf = (name: string) => {
      const parts = name.split("/").slice(0, -1);
      let parent = gone;
      for (const [index, part] of parts.entries()) {
        const path = parts.slice(0, index + 1).join("/");
        parent = folders.get(path) ?? drive.folder(part, parent);
        folders.set(path, parent);
      }
      return parent;
    };
    const idOf = (name: string) => ids.get(name) ?? `(no id for ${name})`;
    const out = join(harness.inbox, "drive-deletions");
    const workflow = await harness.workflow({
      source: {
        type: "google_drive",
        config: { drive_id: gone, service_account_key: drive.serviceAccountKey },
      },
      destination: { type: "filesystem", config: { path: out } },
    });
    await checkDeletions(
      harness,
      workflow,
      {
        put: async (name, text) => {
          ids.set(name, drive.put(name.split("/").at(-1) as string, folderOf(name), text));
        },
        remove: async (name) => drive.trash(idOf(name)),
      },
      idOf,
      async () => heldInOutputs(await outputsIn(out), idOf),
    );
  }, 90_000);

  it("lists one level when not recursive, filters by extension, and exports Google Docs", async () => {
    drive.put("Plan", reports, "exported bytes", "application/vnd.google-apps.document");
    drive.put("Form", reports, "", "application/vnd.google-apps.form");
    const flat = await listAll(
      createSourceConnector("google_drive", source({ recursive: false }).config, context),
    );
    expect(flat.map((file) => file.path).sort()).toEqual(["Plan.docx", "memo-1.txt", "notes.md"]);
    const docs = await listAll(
      createSourceConnector("google_drive", source({ extensions: ["docx"] }).config, context),
    );
    expect(docs.map((file) => file.filename)).toEqual(["Plan.docx"]);
    expect(new TextDecoder().decode(await docs[0]?.read(signal()))).toBe("exported bytes");
    expect(drive.requests.some((route) => route.endsWith("/export"))).toBe(true);
  });

  it("refuses a file over the size limit before downloading it", async () => {
    const connector = new GoogleDriveSource(parseGoogleDriveConfig(source().config), {
      ...context,
      maxFileBytes: 10,
    });
    const [file] = (await listAll(connector)).filter((found) => found.filename === "memo-1.txt");
    const downloads = drive.requests.length;
    const error = await file?.read(signal()).catch((e: unknown) => e);
    expect((error as ConnectorError).code).toBe("file_too_large");
    expect(drive.requests.length).toBe(downloads);
  });

  it("checks the connection: a key the token endpoint refuses, a missing folder, the outbound policy", async () => {
    await createSourceConnector("google_drive", source().config, context).checkConnection(signal());

    const other = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({
      type: "pkcs8",
      format: "pem",
    });
    const wrongKey = JSON.stringify({
      ...JSON.parse(drive.serviceAccountKey),
      private_key: other.toString(),
    });
    const bad = await createSourceConnector(
      "google_drive",
      source({ service_account_key: wrongKey }).config,
      context,
    )
      .checkConnection(signal())
      .catch((e: unknown) => e);
    expect((bad as ConnectorError).code).toBe("access_denied");
    expect((bad as Error).message).not.toContain("PRIVATE KEY");

    const missing = await createSourceConnector(
      "google_drive",
      source({ drive_id: "no-such-folder" }).config,
      context,
    )
      .checkConnection(signal())
      .catch((e: unknown) => e);
    expect((missing as ConnectorError).code).toBe("not_found");

    const seen = drive.requests.length;
    const refused = await createSourceConnector("google_drive", source().config, { allowDirs: [] })
      .checkConnection(signal())
      .catch((e: unknown) => e);
    expect((refused as ConnectorError).code).toBe("access_denied");
    expect(drive.requests.length).toBe(seen);
  }, 30_000);
});
