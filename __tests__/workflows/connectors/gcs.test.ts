// The gcs source and destination, end to end: a bucket's documents → partition → chunk → another bucket.
// Google Cloud Storage cannot run here, so the server is a stand-in speaking the Cloud Storage JSON API
// on loopback (helpers/gcs-stand-in.ts), which STORAGE_EMULATOR_HOST points the connector at (as for an
// emulator: no OAuth). Checked: what landed, a re-run that
// leaves the same objects, later runs processing only new or changed objects (the version cursor), one-level
// listing without google-auth-library's deprecation warning or credentials, the size limit, and a missing
// bucket named. Then signed in (GCS_USE_AUTH_WITH_CUSTOM_ENDPOINT, the stand-in as the key's token_uri
// too, checking the RS256-signed grant and the bearer token): list, read and write with the token, a
// 401 and a refused grant reported as auth failures, a new token after expiry, and error messages cut
// short and scrubbed of tokens.

import { generateKeyPairSync } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Element } from "../../../src/contract/element.js";
import {
  createGcsSource,
  GCS_USE_AUTH_ENV,
  MAX_ERROR_DETAIL_CHARS,
  parseGcsConfig,
} from "../../../src/workflows/connectors/gcs.js";
import {
  type ConnectorConfigError,
  ConnectorError,
  createDestinationConnector,
  createSourceConnector,
  type SourceFile,
  validateConnectorConfig,
} from "../../../src/workflows/connectors/registry.js";
import { type GcsStandIn, startGcsStandIn } from "../../helpers/gcs-stand-in.js";
import { LOOPBACK_ALLOWED } from "../../helpers/outbound.js";
import {
  checkDeletions,
  checkIncrementalRuns,
  heldInOutputs,
  memo,
  type WorkflowHarness,
  workflowHarness,
} from "./run-workflow.js";

const KEY = JSON.stringify({
  type: "service_account",
  project_id: "docflow-test",
  client_email: "docflow@docflow-test.iam.gserviceaccount.com",
  private_key: "-----BEGIN PRIVATE KEY-----\nnot-a-real-key-MIIEvQ\n-----END PRIVATE KEY-----\n",
});
const signal = () => new AbortController().signal;

describe("gcs connectors (Cloud Storage JSON API stand-in)", () => {
  let gcs: GcsStandIn;
  let harness: WorkflowHarness;
  const previous = process.env.STORAGE_EMULATOR_HOST;

  beforeAll(async () => {
    [gcs, harness] = await Promise.all([startGcsStandIn(), workflowHarness()]);
    process.env.STORAGE_EMULATOR_HOST = gcs.url;
    gcs.put("inbox", "reports/memo-1.txt", memo(1));
    gcs.put("inbox", "reports/2024/memo-2.txt", memo(2));
    gcs.put("inbox", "reports/notes.md", "# Notes\n\nThe archive moves to the new building in May.\n");
    gcs.put("inbox", "elsewhere/skip.txt", "Not under the prefix.");
    gcs.buckets.set("outbox", new Map());
  }, 60_000);
  afterAll(async () => {
    if (previous === undefined) delete process.env.STORAGE_EMULATOR_HOST;
    else process.env.STORAGE_EMULATOR_HOST = previous;
    await harness?.close();
    await gcs?.stop();
  });

  const outbox = () =>
    new Map(
      [...(gcs.buckets.get("outbox")?.entries() ?? [])].map(([name, object]) => [
        name,
        object.data.toString(),
      ]),
    );

  it("runs a workflow from one bucket into another, and a re-run leaves the same objects", async () => {
    const workflow = await harness.workflow({
      source: { type: "gcs", config: { remote_url: "gs://inbox/reports/", service_account_key: KEY } },
      destination: { type: "gcs", config: { remote_url: "gs://outbox/elements", service_account_key: KEY } },
    });
    const done = await harness.run(workflow);
    expect(done.error ?? null).toBeNull();
    expect(done.file_results.map((file) => [file.filename, file.status]).sort()).toEqual([
      ["memo-1.txt", "COMPLETED"],
      ["memo-2.txt", "COMPLETED"],
      ["notes.md", "COMPLETED"],
    ]);
    const written = outbox();
    expect([...written.keys()].sort()).toEqual([
      "elements/2024/memo-2.txt.json",
      "elements/memo-1.txt.json",
      "elements/notes.md.json",
    ]);
    const notes = JSON.parse(written.get("elements/notes.md.json") as string) as Element[];
    expect(notes.map((element) => element.text).join(" ")).toContain(
      "The archive moves to the new building in May.",
    );

    // reprocess_all, so the re-run writes every object again (a plain one would process nothing).
    const all = await harness.store.updateWorkflow(workflow.id, { reprocess_all: true });
    const again = await harness.run(all ?? workflow);
    expect(again.status).toBe("COMPLETED");
    expect(again.file_results).toHaveLength(3);
    expect(outbox()).toEqual(written);
  }, 60_000);

  it("later runs process only the objects new or changed since the last run that went through", async () => {
    gcs.buckets.set("incremental", new Map());
    const workflow = await harness.workflow({
      source: { type: "gcs", config: { remote_url: "gs://incremental/in/", service_account_key: KEY } },
      destination: { type: "filesystem", config: { path: `${harness.inbox}/gcs-out` } },
    });
    await checkIncrementalRuns(
      harness,
      workflow,
      async (name, text) => gcs.put("incremental", `in/${name}`, text),
      async (name) => {
        gcs.buckets.get("incremental")?.delete(`in/${name}`);
      },
    );
  }, 120_000);

  it("deletes a deleted object's output from the destination bucket, and moves a moved one's", async () => {
    gcs.buckets.set("gone", new Map());
    const workflow = await harness.workflow({
      source: { type: "gcs", config: { remote_url: "gs://gone/in/", service_account_key: KEY } },
      destination: { type: "gcs", config: { remote_url: "gs://outbox/gone", service_account_key: KEY } },
    });
    const idOf = (name: string) => `in/${name}`;
    await checkDeletions(
      harness,
      workflow,
      {
        put: async (name, text) => gcs.put("gone", idOf(name), text),
        remove: async (name) => {
          gcs.buckets.get("gone")?.delete(idOf(name));
        },
      },
      idOf,
      async () => {
        const outputs = new Map<string, string>();
        for (const [name, object] of gcs.buckets.get("outbox") ?? []) {
          if (name.startsWith("gone/")) outputs.set(name.slice("gone/".length), object.data.toString("utf8"));
        }
        return heldInOutputs(outputs, idOf);
      },
    );
  }, 120_000);

  it("lists one folder level when recursive is false, page by page, without auth warnings", async () => {
    // The client's deprecated `credentials` option made google-auth-library warn on every connection.
    const warn = vi.spyOn(console, "warn");
    const source = createGcsSource(
      parseGcsConfig("source", {
        remote_url: "gs://inbox/reports",
        service_account_key: KEY,
        recursive: false,
      }),
      { allowDirs: [], outbound: LOOPBACK_ALLOWED },
      { pageSize: 1 },
    );
    const names: string[] = [];
    for await (const file of source.list(signal())) names.push(`${file.id}|${file.path}`);
    expect(names.sort()).toEqual(["reports/memo-1.txt|memo-1.txt", "reports/notes.md|notes.md"]);
    expect(warn.mock.calls.flat().join("\n")).not.toMatch(/deprecated/);
    // An emulator takes no credentials, and none are sent to it.
    expect(gcs.authorizations.length).toBeGreaterThan(0);
    expect(gcs.authorizations.filter((header) => header !== undefined)).toEqual([]);
    warn.mockRestore();
  });

  it("refuses an object over the size limit, and names a missing bucket", async () => {
    const source = createGcsSource(
      parseGcsConfig("source", { remote_url: "gs://inbox/reports/", service_account_key: KEY }),
      { allowDirs: [], maxFileBytes: 64, outbound: LOOPBACK_ALLOWED },
    );
    const files = [];
    for await (const file of source.list(signal())) files.push(file);
    const large = files.find((file) => file.filename === "memo-1.txt");
    const error = await large?.read(signal()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).code).toBe("file_too_large");
    const missing = await createSourceConnector(
      "gcs",
      { remote_url: "gs://no-such-bucket", service_account_key: KEY },
      { allowDirs: [], outbound: LOOPBACK_ALLOWED },
    )
      .checkConnection(signal())
      .catch((e: unknown) => e);
    expect(missing).toMatchObject({ code: "not_found" });
    expect((missing as Error).message).toContain("bucket 'no-such-bucket' does not exist");
  });

  it("validates the config, never echoing the key", () => {
    let error: ConnectorConfigError | undefined;
    try {
      validateConnectorConfig("source", "gcs", {
        remote_url: "s3://x",
        service_account_key: "{not json secret-ish",
      });
    } catch (e) {
      error = e as ConnectorConfigError;
    }
    expect(error?.detail.map((item) => item.loc.join(".")).sort()).toEqual([
      "body.config.remote_url",
      "body.config.service_account_key",
    ]);
    expect(JSON.stringify(error?.detail)).not.toContain("secret-ish");
  });
});

describe("gcs connectors signed in (service account key, token endpoint on loopback)", () => {
  let gcs: GcsStandIn;
  const previous = {
    host: process.env.STORAGE_EMULATOR_HOST,
    auth: process.env[GCS_USE_AUTH_ENV],
  };
  const context = { allowDirs: [], outbound: LOOPBACK_ALLOWED };
  const source = (key = gcs.serviceAccountKey) =>
    createSourceConnector("gcs", { remote_url: "gs://signed/in/", service_account_key: key }, context);
  const listAll = async (connector = source()) => {
    const files: SourceFile[] = [];
    for await (const file of connector.list(signal())) files.push(file);
    return files;
  };
  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error("expected a failure");
      },
      (error: unknown) => error as ConnectorError,
    );

  beforeAll(async () => {
    gcs = await startGcsStandIn({ auth: true });
    process.env.STORAGE_EMULATOR_HOST = gcs.url;
    process.env[GCS_USE_AUTH_ENV] = "true";
    gcs.put("signed", "in/memo.txt", "A memo.");
    gcs.buckets.set("signed-out", new Map());
  }, 60_000);
  afterAll(async () => {
    for (const [name, value] of [
      ["STORAGE_EMULATOR_HOST", previous.host],
      [GCS_USE_AUTH_ENV, previous.auth],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await gcs?.stop();
  });

  it("lists, reads and writes with a token granted at the key's token_uri, sent as a bearer", async () => {
    const grants = gcs.granted.length;
    const calls = gcs.authorizations.length;
    const files = await listAll();
    expect(files.map((file) => file.id)).toEqual(["in/memo.txt"]);
    expect(Buffer.from(await (files[0] as SourceFile).read(signal())).toString()).toBe("A memo.");
    const destination = createDestinationConnector(
      "gcs",
      { remote_url: "gs://signed-out/out", service_account_key: gcs.serviceAccountKey },
      context,
    );
    const element = { type: "NarrativeText", element_id: "e1", text: "A memo.", metadata: {} };
    await destination.write(
      { id: "in/memo.txt", filename: "memo.txt", path: "memo.txt", record: {} },
      [element as unknown as Element],
      signal(),
    );
    await destination.close();
    const written = gcs.buckets.get("signed-out")?.get("out/memo.txt.json");
    expect(JSON.parse(written?.data.toString() ?? "[]")).toMatchObject([{ text: "A memo." }]);
    // One grant for the source and one for the destination, each token used for every call after it.
    expect(gcs.granted.length - grants).toBe(2);
    const sent = gcs.authorizations.slice(calls);
    expect(sent.length).toBeGreaterThanOrEqual(3);
    const bearers = gcs.granted.slice(grants).map((token) => `Bearer ${token}`);
    for (const header of sent) expect(bearers).toContain(header);
  });

  it("reports a 401 from storage as an auth failure naming the key, without the token", async () => {
    const connector = source();
    await listAll(connector);
    const token = gcs.granted.at(-1) as string;
    gcs.revokeTokens();
    const error = await failureOf(connector.checkConnection(signal()));
    expect(error).toBeInstanceOf(ConnectorError);
    expect(error.code).toBe("access_denied");
    expect(error.message).toMatch(/refused the service account's credentials \(401\)/);
    expect(error.message).toContain("Invalid Credentials");
    expect(error.message).toContain("service_account_key");
    expect(error.message).not.toContain(token);
  });

  it("reports a key the token endpoint refuses as an auth failure, without the key", async () => {
    const other = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
    const key = JSON.parse(gcs.serviceAccountKey) as Record<string, string>;
    key.private_key = other.export({ type: "pkcs8", format: "pem" }).toString();
    const error = await failureOf(source(JSON.stringify(key)).checkConnection(signal()));
    expect(error.code).toBe("access_denied");
    expect(error.message).toMatch(/token endpoint \(http:\/\/127\.0\.0\.1:\d+\/token\) refused/);
    expect(error.message).toMatch(/invalid_grant/);
    expect(error.message).not.toContain("PRIVATE KEY");
    // Nor the signed assertion, which the token endpoint would take for an hour.
    expect(error.message).not.toMatch(/eyJ/);
  });

  it("asks for a new token once the one it holds has expired", async () => {
    gcs.tokenLifetime = 1;
    try {
      const connector = source();
      const grants = gcs.granted.length;
      await listAll(connector);
      const first = gcs.granted.at(-1);
      await sleep(1_100);
      // The stand-in now refuses the first token; the call goes through with a new one.
      expect((await listAll(connector)).map((file) => file.id)).toEqual(["in/memo.txt"]);
      expect(gcs.granted.length - grants).toBeGreaterThanOrEqual(2);
      expect(gcs.authorizations.at(-1)).toBe(`Bearer ${gcs.granted.at(-1)}`);
      expect(gcs.authorizations.at(-1)).not.toBe(`Bearer ${first}`);
    } finally {
      gcs.tokenLifetime = 3599;
    }
  });

  it("cuts a proxy's error page short and scrubs bearer tokens and the access token", async () => {
    const connector = source();
    await listAll(connector);
    const page =
      "<html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1>" +
      "<p>Upstream refused: Authorization: Bearer ya29.echoed-by-the-proxy</p>" +
      "<p>Support reference 0123456789.</p>".repeat(400) +
      "</body></html>";
    gcs.answerNext(400, "text/html", page);
    const html = await failureOf(connector.checkConnection(signal()));
    expect(html.message).toContain("Bad Gateway");
    expect(html.message).toContain("more characters");
    expect(html.message.length).toBeLessThan(MAX_ERROR_DETAIL_CHARS + 200);
    expect(html.message).not.toContain("ya29.echoed-by-the-proxy");
    expect(html.message).toContain("Bearer **********");

    const token = gcs.granted.at(-1) as string;
    gcs.answerNext(400, "text/plain", `the token ${token} may not list this bucket`);
    const echoed = await failureOf(connector.checkConnection(signal()));
    expect(echoed.message).toContain("may not list this bucket");
    expect(echoed.message).not.toContain(token);
  });
});
