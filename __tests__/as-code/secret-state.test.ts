// Issue 19: nothing hash-like of a secret reaches a client. `docflow apply` keeps no digest of the secrets it
// applied; `docflow plan` asks the server (POST .../secrets/compare) whether a secret changed, and the server
// answers one word per field. Against a real `docflow serve`.
import { createHash, scryptSync } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApplyModeOptions, runApplyMode, runPlanMode } from "../../src/modes/sync.js";
import { type SyncServer, startSyncServer } from "./helpers/sync-server.js";

const SECRET = "wJalrXUtnFEMI-K7MDENG-bPxRfiCYEXAMPLEKEY-19";
const KEY_ID = "AKIAIOSFODNN7EXAMPLE";

const spec = `
sources:
  invoices:
    type: s3
    config:
      remote_url: s3://invoices/in
      key: \${{ env.TEST_S3_KEY }}
      secret: \${{ env.TEST_S3_SECRET }}
destinations:
  archive:
    type: s3
    config:
      remote_url: s3://archive/out
      key: \${{ env.TEST_S3_KEY }}
      secret: \${{ env.TEST_S3_SECRET }}
`;

/** Every form of a secret a careless store might answer: itself, JSON, sha256 and scrypt in hex and base64. */
function derivedForms(secret: string): string[] {
  const forms = [secret, JSON.stringify(secret)];
  for (const text of [secret, JSON.stringify(secret)]) {
    const sha = createHash("sha256").update(text).digest();
    const scrypt = scryptSync(text, "", 32, { N: 1 << 10 });
    for (const digest of [sha, scrypt])
      forms.push(digest.toString("hex"), digest.toString("base64"), digest.toString("base64url"));
  }
  return forms;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

describe("connector reads hold nothing hash-like of a secret", () => {
  let service: SyncServer;
  let outDir: string;
  const options = (secret: string): ApplyModeOptions => ({
    spec: { text: spec },
    apiUrl: service.url,
    apiKey: service.apiKey,
    outDir,
    env: { TEST_S3_KEY: KEY_ID, TEST_S3_SECRET: secret },
    registerSecret: () => {},
    log: () => {},
  });
  const get = async (path: string) => {
    const answer = await fetch(`${service.url}/api/v1${path}`, {
      headers: { "unstructured-api-key": service.apiKey },
    });
    expect(answer.status).toBe(200);
    return answer.text();
  };

  beforeAll(async () => {
    service = await startSyncServer();
    outDir = await mkdtemp(join(tmpdir(), "docflow-secret-state-"));
  });
  afterAll(async () => {
    await service?.close();
    await rm(outDir, { recursive: true, force: true });
  });

  it("applies, then GET on every connector (the state one too) shows no form of the secret", async () => {
    expect((await runApplyMode(options(SECRET))).result.ok).toBe(true);
    const bodies: string[] = [];
    for (const kind of ["sources", "destinations"]) {
      const list = await get(`/${kind}/`);
      bodies.push(list);
      for (const { id } of JSON.parse(list) as { id: string }[]) bodies.push(await get(`/${kind}/${id}`));
    }
    const all = bodies.join("\n");
    expect(all).toContain("docflow-state");
    for (const form of [...derivedForms(SECRET), ...derivedForms(KEY_ID)]) expect(all).not.toContain(form);
    // No long hex or base64 run at all (ids are UUIDs): a salted digest cannot be predicted, so none may exist.
    const runs = (all.match(/[A-Za-z0-9+/=_-]{32,}/g) ?? []).filter((run) => !UUID.test(run));
    expect(runs).toEqual([]);
    expect(all).not.toMatch(/[0-9a-f]{32,}/i);
  });

  it("plan still tells an unchanged secret from a changed one, by asking the server", async () => {
    expect((await runApplyMode(options(SECRET))).result.ok).toBe(true);
    const same = await runPlanMode(options(SECRET));
    expect(same.plan.changes).toBe(false);
    const rotated = await runPlanMode(options(`${SECRET}-rotated`));
    const invoices = rotated.plan.resources.find((resource) => resource.name === "invoices");
    expect(invoices?.action).toBe("update");
    expect(invoices?.changes).toEqual([{ field: "config.secret", sensitive: true, note: "changed" }]);
    expect((await runApplyMode(options(`${SECRET}-rotated`))).result.ok).toBe(true);
    expect((await runPlanMode(options(`${SECRET}-rotated`))).plan.changes).toBe(false);
  });

  it("a state an earlier version wrote with hashes loses them at the next apply, even with nothing to do", async () => {
    expect((await runApplyMode(options(SECRET))).result.ok).toBe(true);
    const [stateConnector] = (await service.client.sources.list()).filter(
      (record) => record.type === "docflow-state",
    );
    if (!stateConnector) throw new Error("no state connector");
    const current = await service.client.sources.get(stateConnector.id);
    const records = JSON.parse(String(current.config.records)) as Record<string, Record<string, unknown>>;
    const legacyHash = `${"s".repeat(22)}:${"h".repeat(43)}`;
    for (const record of Object.values(records)) record.hashes = { secret: legacyHash };
    await service.client.sources.update(stateConnector.id, {
      config: { ...current.config, records: JSON.stringify(records) },
    });
    expect(await get(`/sources/${stateConnector.id}`)).toContain(legacyHash);
    expect((await runPlanMode(options(SECRET))).plan.changes).toBe(false);
    expect((await runApplyMode(options(SECRET))).result.ok).toBe(true);
    expect(await get(`/sources/${stateConnector.id}`)).not.toContain(legacyHash);
  });

  it("the comparison answers one word per field, never anything of the stored value", async () => {
    const [source] = (await service.client.sources.list()).filter((record) => record.type === "s3");
    const compare = (body: unknown) =>
      fetch(`${service.url}/api/v1/sources/${source?.id}/secrets/compare`, {
        method: "POST",
        headers: { "unstructured-api-key": service.apiKey, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const answer = await compare({
      config: { secret: "not-it", key: KEY_ID, remote_url: "s3://x", token: "t" },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      fields: { secret: "changed", key: "unchanged", remote_url: "not secret", token: "absent" },
    });
    const refused = await compare({ config: "secret" });
    expect(refused.status).toBe(422);
    const unauthenticated = await fetch(`${service.url}/api/v1/sources/${source?.id}/secrets/compare`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ config: { secret: SECRET } }),
    });
    expect(unauthenticated.status).toBe(401);
  });
});
