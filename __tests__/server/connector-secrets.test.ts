// Which connector config fields are secrets is declared on the field (`secret()` in the contract), and
// the sealing code reads the declaration. This walks every connector type docflow runs: each declared
// secret is sealed in the stored row (read back from SQLite and PostgreSQL as stored), shown as
// "**********" by the API's answers, taken out of a 422's inputs, and scrubbed from log lines and job
// errors; and no field whose name looks like a secret's is left undeclared without a reason.
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONNECTOR_CATALOG, connectorSecretFields } from "../../src/contract/connector-configs.js";
import { configFields, isSecretSchema } from "../../src/contract/connector-facts.js";
import { valueError } from "../../src/contract/validation.js";
import { ConnectorConfigError } from "../../src/workflows/connectors/registry.js";
import {
  isSensitiveField,
  looksSecret,
  REDACTED,
  scrubSecrets,
  sealConfig,
  secretKeyFromPassphrase,
  secretValues,
} from "../../src/workflows/connectors/secrets.js";
import { SQLITE_FILE_NAME } from "../../src/workflows/store/index.js";
import { postgresAvailable, usePostgres } from "../helpers/postgres.js";
import { startTestServer, type TestServer } from "./helpers.js";

const KEY = "connector-secrets-api-key-0123456789";
const PASSPHRASE = "a-passphrase-for-the-connector-secret-tests";

/** Fields whose names look like a secret's but are not one, with the reason. */
const NOT_SECRETS: Record<string, Record<string, string>> = {
  redis: { key_prefix: "the prefix of the keys docflow writes, shown so it can be checked" },
};

/** Every connector type with the kind it is stored as and its declared secret fields. */
const TYPES = CONNECTOR_CATALOG.map((facts) => ({
  type: facts.type,
  kind: facts.source ? ("source" as const) : ("destination" as const),
  secrets: [...(connectorSecretFields(facts.type)?.secrets ?? [])].sort(),
}));

const plainValue = (type: string, field: string) => `plain-${type}-${field}-Zq81x`;

/** A config holding every declared secret of the type, each with a value of its own. */
function secretConfig(type: string, secrets: readonly string[]): Record<string, unknown> {
  return Object.fromEntries([
    ["label", "visible"],
    ...secrets.map((field) => [field, plainValue(type, field)]),
  ]);
}

describe("the declared secrets", () => {
  it("cover every field whose name looks like a secret's, or it is listed as not one", () => {
    const undeclared: string[] = [];
    for (const facts of CONNECTOR_CATALOG) {
      for (const schema of [facts.source, facts.destination]) {
        if (!schema) continue;
        for (const [name, field] of Object.entries(configFields(schema))) {
          if (looksSecret(name) && !isSecretSchema(field) && !NOT_SECRETS[facts.type]?.[name]) {
            undeclared.push(`${facts.type}.${name}`);
          }
        }
      }
    }
    expect(undeclared).toEqual([]);
    // No stale entry: each one names a field of its type that is not declared secret.
    for (const [type, fields] of Object.entries(NOT_SECRETS)) {
      const known = connectorSecretFields(type);
      for (const name of Object.keys(fields)) {
        expect(known?.fields.has(name), `${type}.${name}`).toBe(true);
        expect(known?.secrets.has(name), `${type}.${name}`).toBe(false);
      }
    }
  });

  it("are what the sealing code reads, whatever the field is called", () => {
    for (const { type, secrets } of TYPES) {
      for (const field of secrets) expect(isSensitiveField(type, field), `${type}.${field}`).toBe(true);
    }
    // Declared, though no name rule would guess it: the URIs that carry a password.
    expect(looksSecret("uri")).toBe(false);
    expect(isSensitiveField("mongodb", "uri")).toBe(true);
    expect(isSensitiveField("redis", "uri")).toBe(true);
    expect(isSensitiveField("milvus", "uri")).toBe(false);
    // Declared not secret, though its name looks like one.
    expect(isSensitiveField("redis", "key_prefix")).toBe(false);
    expect(TYPES.filter(({ secrets }) => secrets.length > 0).length).toBeGreaterThan(15);
  });

  it("are scrubbed from log lines and job errors, and taken out of a 422's inputs", () => {
    for (const { type, secrets } of TYPES) {
      const config = secretConfig(type, secrets);
      const line = `job failed: ${secrets.map((field) => `${field}=${plainValue(type, field)}`).join(" ")}`;
      const scrubbed = scrubSecrets(line, secretValues(type, config));
      for (const field of secrets)
        expect(scrubbed, `${type}.${field}`).not.toContain(plainValue(type, field));
      for (const field of secrets) {
        const error = new ConnectorConfigError(type, [
          valueError(["body", "config", field], "is wrong", plainValue(type, field)),
          valueError(["body", "config"], "is wrong", config),
        ]);
        const text = JSON.stringify(error.body);
        expect(text, `${type}.${field}`).not.toContain(plainValue(type, field));
        expect(text).toContain(REDACTED);
        expect(text).toContain("visible");
      }
    }
  });
});

const backends = [
  { name: "sqlite", postgres: false },
  ...(postgresAvailable() ? [{ name: "postgres", postgres: true }] : []),
];

describe.each(backends)("stored on $name", ({ postgres }) => {
  const database = postgres ? usePostgres() : undefined;
  let server: TestServer;
  let databaseUrl: string | undefined;
  const dataDir = join(tmpdir(), `docflow-connector-secrets-${randomUUID()}`);

  beforeAll(async () => {
    databaseUrl = database ? await database.newDatabase() : undefined;
    server = await startTestServer({
      partitionApiKeys: [KEY],
      workflowRuntime: false,
      secretKey: PASSPHRASE,
      modelEnv: {},
      dataDir,
      ...(databaseUrl ? { databaseUrl } : {}),
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The connectors table's rows as stored: id → the config column's text. */
  async function rawRows(): Promise<Map<string, string>> {
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ id: string; config: string }>(
          "SELECT id, config::text AS config FROM connectors",
        );
        return new Map(rows.map((row) => [row.id, row.config]));
      } finally {
        await client.end();
      }
    }
    const db = new DatabaseSync(join(dataDir, SQLITE_FILE_NAME), { readOnly: true });
    try {
      const rows = db.prepare("SELECT id, config FROM connectors").all() as { id: string; config: string }[];
      return new Map(rows.map((row) => [row.id, row.config]));
    } finally {
      db.close();
    }
  }

  it("seals each declared secret in the row and masks it in every answer", async () => {
    const key = await secretKeyFromPassphrase(PASSPHRASE);
    const ids = new Map<string, string>();
    for (const { type, kind, secrets } of TYPES) {
      if (secrets.length === 0) continue;
      // Sealed as the API seals a checked config (server/workflow/connectors.ts), then stored.
      const record = await server.app.workflowStore.createConnector({
        kind,
        name: `${type}-${randomUUID().slice(0, 8)}`,
        type,
        config: sealConfig(type, secretConfig(type, secrets), key),
      });
      ids.set(type, record.id);
    }
    const rows = await rawRows();
    for (const { type, secrets } of TYPES) {
      const id = ids.get(type);
      if (!id) continue;
      const row = rows.get(id) ?? "";
      const stored = JSON.parse(row) as Record<string, unknown>;
      for (const field of secrets) {
        expect(row, `${type}.${field} at rest`).not.toContain(plainValue(type, field));
        expect(stored[field], `${type}.${field} at rest`).toEqual({ $sealed: expect.stringMatching(/^v1:/) });
      }
      expect(stored.label).toBe("visible");
    }
    const api = async (path: string) => {
      const response = await request(`${server.url}/api/v1${path}`, {
        headers: { accept: "application/json", "service-api-key": KEY },
      });
      return { status: response.statusCode, text: await response.body.text() };
    };
    for (const { type, kind, secrets } of TYPES) {
      const id = ids.get(type);
      if (!id) continue;
      const plural = kind === "source" ? "sources" : "destinations";
      for (const answer of [await api(`/${plural}/${id}`), await api(`/${plural}?${kind}_type=${type}`)]) {
        expect(answer.status, answer.text).toBe(200);
        type Info = { id: string; config: Record<string, unknown> };
        const body = JSON.parse(answer.text) as Info | Info[];
        const info = Array.isArray(body) ? body.find((item) => item.id === id) : body;
        for (const field of secrets) {
          expect(answer.text, `${type}.${field} answered`).not.toContain(plainValue(type, field));
          expect(answer.text, `${type}.${field} answered`).not.toContain("$sealed");
          expect(info?.config[field], `${type}.${field} answered`).toBe(REDACTED);
        }
      }
    }
  }, 60_000);
});
