// A google_drive source whose service_account_key is a secret reference, through `docflow serve`: the
// client encrypts the key with the public key GET /users/secrets/encryption-certificate answers, as the
// hosted service's Python client does (RSA-OAEP SHA-256 for a short value; AES-256-CFB under an RSA-OAEP
// encrypted key for a long one), stores it with POST /users/secrets, and creates the source with the
// answer ({id, type}) in the key's place. The Drive stand-in (helpers/google-drive-stand-in.ts) checks the
// service account's signed token grant, so the run proves the referenced key was used; the key is sealed
// at rest and never answered or logged.
import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOOGLE_DRIVE_API_URL_ENV } from "../../src/workflows/connectors/google-drive.js";
import { openStore } from "../../src/workflows/store/index.js";
import { type DriveStandIn, startDriveStandIn } from "../helpers/google-drive-stand-in.js";
import { startTestServer, type TestServer } from "./helpers.js";

const KEY = "user-secrets-api-key-0123456789abcdef";
const PASSPHRASE = "a-passphrase-for-the-user-secret-tests";

interface Answer {
  status: number;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: test answers are inspected field by field
  json: any;
}

/** What the hosted service's client sends: rsa for what fits one RSA-OAEP block, rsa_aes for the rest. */
function encryptSecret(publicPem: string, plaintext: string): Record<string, string> {
  const key = createPublicKey(publicPem);
  const oaep = { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" };
  const maxRsa = (key.asymmetricKeyDetails?.modulusLength ?? 0) / 8 - 66;
  if (Buffer.byteLength(plaintext) <= maxRsa) {
    return { type: "rsa", encrypted_value: publicEncrypt(oaep, Buffer.from(plaintext)).toString("base64") };
  }
  const aesKey = randomBytes(32);
  const iv = randomBytes(16);
  const cipher = createCipheriv("aes-256-cfb", aesKey, iv);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return {
    type: "rsa_aes",
    encrypted_value: body.toString("base64"),
    encrypted_aes_key: publicEncrypt(oaep, aesKey).toString("base64"),
    aes_iv: iv.toString("base64"),
  };
}

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("secret references: a google_drive source with its service_account_key stored as a user secret", () => {
  let server: TestServer;
  let drive: DriveStandIn;
  let dataDir: string;
  let allowed: string;
  const logs: string[] = [];
  const previous = process.env[GOOGLE_DRIVE_API_URL_ENV];

  const api = async (method: string, path: string, json?: unknown): Promise<Answer> => {
    const headers: Record<string, string> = { accept: "application/json", "service-api-key": KEY };
    if (json !== undefined) headers["content-type"] = "application/json";
    const response = await request(`${server.url}/api/v1${path}`, {
      method: method as "GET",
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await response.body.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: response.statusCode, text, json: parsed };
  };

  beforeAll(async () => {
    drive = await startDriveStandIn();
    process.env[GOOGLE_DRIVE_API_URL_ENV] = drive.url;
    const folder = drive.folder("Shared", "root");
    drive.put("memo.txt", folder, "Library Memo\n\nThe reading rooms open on Saturdays from March.\n");
    dataDir = mkdtempSync(join(tmpdir(), "docflow-user-secrets-"));
    allowed = mkdtempSync(join(tmpdir(), "docflow-user-secrets-out-"));
    server = await startTestServer({
      partitionApiKeys: [KEY],
      secretKey: PASSPHRASE,
      dataDir,
      allowDirs: [allowed],
      // The stand-in listens on loopback, as an operator allows it.
      allowHosts: ["127.0.0.1"],
      logLevel: "info",
      logStream: { write: (line: string) => logs.push(line) },
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await drive?.stop();
    if (previous === undefined) delete process.env[GOOGLE_DRIVE_API_URL_ENV];
    else process.env[GOOGLE_DRIVE_API_URL_ENV] = previous;
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (allowed) rmSync(allowed, { recursive: true, force: true });
  });

  it("stores the key encrypted by the client, runs the source with it, and never shows or logs it", async () => {
    const certificate = await api("GET", "/users/secrets/encryption-certificate");
    expect(certificate.status, certificate.text).toBe(200);
    expect(certificate.json.encryption_certificate).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    // The same key on every call (and every process sharing the store).
    expect((await api("GET", "/users/secrets/encryption-certificate")).json).toEqual(certificate.json);

    const stored = await api(
      "POST",
      "/users/secrets",
      encryptSecret(certificate.json.encryption_certificate, drive.serviceAccountKey),
    );
    expect(stored.status, stored.text).toBe(200);
    expect(stored.json).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), type: "rsa_aes" });

    const folder = [...drive.entries.values()].find((entry) => entry.name === "Shared")?.id;
    const source = await api("POST", "/sources/", {
      name: "drive-by-reference",
      type: "google_drive",
      config: { drive_id: folder, service_account_key: { id: stored.json.id, type: "rsa_aes" } },
    });
    expect(source.status, source.text).toBe(200);
    expect(source.json.config.service_account_key).toBe("**********");

    const unknown = await api("POST", "/sources/", {
      name: "drive-unknown-reference",
      type: "google_drive",
      config: { drive_id: folder, service_account_key: { id: "00000000-0000-4000-8000-000000000000" } },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.json.detail[0].loc).toEqual(["body", "config", "service_account_key"]);
    expect(unknown.json.detail[0].msg).toMatch(
      /refers to the secret 00000000-.*POST \/api\/v1\/users\/secrets/,
    );

    const check = await api("POST", `/sources/${source.json.id}/connection-check`);
    expect(check.status).toBe(202);
    const checked = await waitFor(async () => {
      const latest = await api("GET", `/sources/${source.json.id}/connection-check`);
      return latest.json.status === "SCHEDULED" ? undefined : latest.json;
    });
    expect(checked.status).toBe("SUCCESS");

    const destination = await api("POST", "/destinations/", {
      name: "out",
      type: "filesystem",
      config: { path: allowed },
    });
    expect(destination.status, destination.text).toBe(200);
    const workflow = await api("POST", "/workflows/", {
      name: "drive-by-reference",
      workflow_type: "custom",
      source_id: source.json.id,
      destination_id: destination.json.id,
      workflow_nodes: [
        {
          name: "Partitioner",
          type: "partition",
          subtype: "unstructured_api",
          settings: { strategy: "fast" },
        },
      ],
    });
    expect(workflow.status, workflow.text).toBe(200);
    const run = await api("POST", `/workflows/${workflow.json.id}/run`);
    expect(run.status, run.text).toBe(202);
    const job = await waitFor(async () => {
      const current = await api("GET", `/jobs/${run.json.id}`);
      return ["SCHEDULED", "IN_PROGRESS"].includes(current.json.status) ? undefined : current.json;
    });
    expect(job.status, JSON.stringify(job)).toBe("COMPLETED");
    expect(readdirSync(allowed)).toEqual(["memo.txt.json"]);
    expect(drive.requests).toContain("POST /token");

    // Nothing of the key in answers or logs, nor in the store's files in the clear.
    const { private_key: privateKey } = JSON.parse(drive.serviceAccountKey) as { private_key: string };
    const keyLine = privateKey.split("\n")[1] as string;
    const answers = [source.text, (await api("GET", `/sources/${source.json.id}`)).text, stored.text];
    for (const text of [...answers, logs.join("\n")]) {
      expect(text).not.toContain(keyLine);
      expect(text).not.toContain("private_key");
    }
    const store = await openStore({ dataDir });
    const secret = await store.getUserSecret(stored.json.id);
    await store.close();
    expect(secret?.type).toBe("rsa_aes");
    expect(secret?.sealed).toMatch(/^\{"\$sealed":"v1:/);
    const files = readdirSync(dataDir).filter((name) => name.startsWith("docflow.sqlite"));
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) {
      expect(readFileSync(join(dataDir, name)).includes(Buffer.from(keyLine))).toBe(false);
    }
  }, 120_000);

  it("decrypts a short secret sent as rsa, and refuses what this server's key cannot decrypt (422)", async () => {
    const certificate = await api("GET", "/users/secrets/encryption-certificate");
    const short = await api(
      "POST",
      "/users/secrets",
      encryptSecret(certificate.json.encryption_certificate, "s3cr3t"),
    );
    expect(short.status, short.text).toBe(200);
    expect(short.json.type).toBe("rsa");

    const bad = await api("POST", "/users/secrets", {
      type: "rsa",
      encrypted_value: randomBytes(384).toString("base64"),
    });
    expect(bad.status).toBe(422);
    expect(bad.json.detail[0].loc).toEqual(["body", "encrypted_value"]);
    expect(bad.json.detail[0].msg).toMatch(/cannot be decrypted with this server's key/);

    const partial = await api("POST", "/users/secrets", { type: "rsa_aes", encrypted_value: "AAAA" });
    expect(partial.status).toBe(422);
    expect(partial.json.detail[0].loc).toEqual(["body", "encrypted_aes_key"]);

    const missing = await api("POST", "/users/secrets", { type: "rsa" });
    expect(missing.status).toBe(422);
    expect(missing.json.detail[0].loc).toEqual(["body", "encrypted_value"]);
  });
});
