// Sealed connector secrets: the round trip, tampering and a wrong key told apart, redaction for API
// answers, and the key itself (from DOCFLOW_SECRET_KEY, or generated once into the data directory).
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  isSealed,
  isSensitiveField,
  loadSecretKey,
  openConfig,
  REDACTED,
  redactConfig,
  restoreRedacted,
  type SecretKey,
  SecretsError,
  scrubSecrets,
  sealConfig,
  secretKeyFromPassphrase,
  secretValues,
} from "../../src/workflows/connectors/secrets.js";

const s3Config = {
  remote_url: "s3://docs/in",
  key: "AKIAEXAMPLEKEY000001",
  secret: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  token: "FwoGZXIvYXdzEXAMPLETOKEN",
  anonymous: false,
  endpoint_url: null,
  recursive: true,
};

let key: SecretKey;
let otherKey: SecretKey;
const dirs: string[] = [];

beforeAll(async () => {
  key = await secretKeyFromPassphrase("correct horse battery staple");
  otherKey = await secretKeyFromPassphrase("a different passphrase entirely");
});

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "docflow-secrets-"));
  dirs.push(dir);
  return dir;
}

function secretsError(run: () => unknown): SecretsError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SecretsError);
    return error as SecretsError;
  }
  throw new Error("expected a SecretsError");
}

describe("sealConfig / openConfig", () => {
  it("seals key, secret and token, leaves the rest readable, and opens back to the same config", () => {
    const sealed = sealConfig("s3", s3Config, key);
    for (const field of ["key", "secret", "token"]) {
      expect(isSealed(sealed[field])).toBe(true);
      expect((sealed[field] as { $sealed: string }).$sealed).toMatch(/^v1:[A-Za-z0-9+/]+=*$/);
    }
    expect(sealed).toMatchObject({
      remote_url: "s3://docs/in",
      anonymous: false,
      endpoint_url: null,
      recursive: true,
    });
    const stored = JSON.stringify(sealed);
    for (const value of [s3Config.key, s3Config.secret, s3Config.token]) expect(stored).not.toContain(value);
    expect(openConfig("s3", sealed, key)).toEqual(s3Config);
  });

  it("seals with a fresh IV each time, and leaves sealed values alone when sealed again", () => {
    const once = sealConfig("s3", s3Config, key);
    const twice = sealConfig("s3", s3Config, key);
    expect(once.secret).not.toEqual(twice.secret);
    expect(sealConfig("s3", once, key)).toEqual(once);
  });

  it("seals secrets by name for any type, nested ones and non-string values included", () => {
    const config = {
      client_id: "app-id",
      client_cred: "s3cr3t-cred",
      aws_secret_access_key: "aws-secret",
      aws_access_key_id: "AKIA-id",
      service_account_key: { type: "service_account", private_key: "-----BEGIN" },
      nested: { password: "pw-nested", username: "me" },
      record_id_key: "record_id",
      port: 5432,
    };
    const sealed = sealConfig("custom", config, key);
    expect(Object.keys(sealed).filter((name) => isSealed(sealed[name]))).toEqual([
      "client_cred",
      "aws_secret_access_key",
      "service_account_key",
    ]);
    expect(isSealed((sealed.nested as Record<string, unknown>).password)).toBe(true);
    expect((sealed.nested as Record<string, unknown>).username).toBe("me");
    expect(openConfig("custom", sealed, key)).toEqual(config);
  });

  it("passes through configs stored before secrets were sealed", () => {
    expect(openConfig("s3", s3Config, key)).toEqual(s3Config);
  });

  it("detects a tampered value", () => {
    const sealed = sealConfig("s3", s3Config, key);
    const payload = Buffer.from((sealed.secret as { $sealed: string }).$sealed.slice(3), "base64");
    payload[payload.length - 1] = (payload[payload.length - 1] ?? 0) ^ 0x01;
    const tampered = { ...sealed, secret: { $sealed: `v1:${payload.toString("base64")}` } };
    const error = secretsError(() => openConfig("s3", tampered, key));
    expect(error.message).toBe(
      "the sealed value of 'secret' of the s3 connector config failed its integrity check: it was altered, corrupted or moved from another field",
    );
  });

  it("detects a value moved to another field or another connector type", () => {
    const sealed = sealConfig("s3", s3Config, key);
    expect(() => openConfig("s3", { ...sealed, key: sealed.secret }, key)).toThrow(/integrity check/);
    expect(() => openConfig("azure", { account_key: sealed.secret }, key)).toThrow(/integrity check/);
  });

  it("tells a wrong key apart from tampering, and says what to do", () => {
    const sealed = sealConfig("s3", s3Config, key);
    const error = secretsError(() => openConfig("s3", sealed, otherKey));
    expect(error.message).toContain(
      `was sealed with a different secret key (key id ${key.id}, this server's is ${otherKey.id})`,
    );
    expect(error.message).toContain("DOCFLOW_SECRET_KEY");
    expect(error.message).not.toContain(s3Config.secret);
  });

  it("refuses malformed sealed values", () => {
    expect(secretsError(() => openConfig("s3", { secret: { $sealed: "v2:AAAA" } }, key)).message).toContain(
      "unknown format",
    );
    expect(secretsError(() => openConfig("s3", { secret: { $sealed: "v1:AAAA" } }, key)).message).toContain(
      "truncated",
    );
  });
});

describe("redaction", () => {
  it("shows every secret, plain or sealed, as ten asterisks and leaves the rest", () => {
    expect(redactConfig("s3", s3Config)).toEqual({
      ...s3Config,
      key: REDACTED,
      secret: REDACTED,
      token: REDACTED,
    });
    expect(redactConfig("s3", sealConfig("s3", s3Config, key))).toEqual(redactConfig("s3", s3Config));
    expect(REDACTED).toBe("**********");
  });

  it("keeps an unset secret visibly unset", () => {
    expect(redactConfig("s3", { remote_url: "s3://a-b", key: null, secret: "", anonymous: true })).toEqual({
      remote_url: "s3://a-b",
      key: null,
      secret: "",
      anonymous: true,
    });
  });

  it("knows secret names from ids and column names", () => {
    const secret = [
      "key",
      "secret",
      "token",
      "password",
      "es_api_key",
      "sas_token",
      "app_secret",
      "client_cred",
    ];
    const notSecret = [
      "client_id",
      "api_key_id",
      "aws_access_key_id",
      "record_id_key",
      "id_column",
      "token_url",
      "keyspace",
      "remote_url",
      "username",
    ];
    for (const name of secret) expect([name, isSensitiveField("any", name)]).toEqual([name, true]);
    for (const name of notSecret) expect([name, isSensitiveField("any", name)]).toEqual([name, false]);
    expect(isSensitiveField("mongodb", "uri")).toBe(true);
    expect(isSensitiveField("s3", "uri")).toBe(false);
  });

  it("keeps the stored secret where an update sends the placeholder back", () => {
    const incoming = {
      ...redactConfig("s3", s3Config),
      token: "new-token-value",
      remote_url: "s3://docs/new",
    };
    expect(restoreRedacted("s3", incoming, s3Config)).toEqual({
      ...s3Config,
      token: "new-token-value",
      remote_url: "s3://docs/new",
    });
    // Only for secret fields: elsewhere ten asterisks is just a value.
    expect(restoreRedacted("custom", { label: REDACTED }, { label: "old" })).toEqual({ label: REDACTED });
  });

  it("lists and scrubs the plain secrets of a config", () => {
    const secrets = secretValues("s3", s3Config);
    expect(secrets.sort()).toEqual([s3Config.key, s3Config.secret, s3Config.token].sort());
    expect(scrubSecrets(`denied for ${s3Config.secret}!`, secrets)).toBe("denied for **********!");
  });
});

describe("loadSecretKey", () => {
  it("derives the key from DOCFLOW_SECRET_KEY, the same passphrase giving the same key", async () => {
    const dir = tempDir();
    const a = await loadSecretKey(dir, { DOCFLOW_SECRET_KEY: "correct horse battery staple" });
    expect(a.source).toBe("env");
    expect(a.id).toBe(key.id);
    expect(Buffer.compare(a.key, key.key)).toBe(0);
    expect(readdirSync(dir)).toEqual([]); // no key file when the variable is set
    await expect(loadSecretKey(dir, { DOCFLOW_SECRET_KEY: "short" })).rejects.toThrow(
      "DOCFLOW_SECRET_KEY is too short (5 characters); use at least 16",
    );
  });

  it("without the variable, generates a key once into the data dir with mode 0600", async () => {
    const dir = join(tempDir(), "data");
    const first = await loadSecretKey(dir, {});
    expect(first.source).toBe("file");
    expect(first.file).toBe(join(dir, "secret.key"));
    expect(statSync(join(dir, "secret.key")).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(join(dir, "secret.key"), "utf8").trim(), "base64")).toHaveLength(32);
    const again = await loadSecretKey(dir, { DOCFLOW_SECRET_KEY: "" });
    expect(again.id).toBe(first.id);
    const sealed = sealConfig("s3", s3Config, first);
    expect(openConfig("s3", sealed, again)).toEqual(s3Config);
  });

  it("gives processes starting together one key", async () => {
    const dir = tempDir();
    const keys = await Promise.all(Array.from({ length: 8 }, () => loadSecretKey(dir, {})));
    expect(new Set(keys.map((k) => k.id)).size).toBe(1);
    expect(readdirSync(dir)).toEqual(["secret.key"]);
  });

  it("refuses a key file other users can read", async () => {
    const dir = tempDir();
    await loadSecretKey(dir, {});
    chmodSync(join(dir, "secret.key"), 0o644);
    await expect(loadSecretKey(dir, {})).rejects.toThrow(
      /can be read by other users \(mode 644\); run `chmod 600/,
    );
  });
});
