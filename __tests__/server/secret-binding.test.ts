// Secrets stay bound to where they were given: a key holder who changes where a connector connects (host,
// port, endpoint, bucket) must give its secrets again; the "**********" placeholder is then refused with a
// 422 naming the secret field, so the stored password is never sent to the new host. Nothing but the
// placeholder comes back for a secret.

import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers.js";

const KEY = "sk-binding-test-0123456789";
const PASSWORD = "pw-Stored-Secret-4711";
const S3_SECRET = "s3-Stored-Secret-0815";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ partitionApiKeys: [KEY], workflowRuntime: false, workers: 1 });
});
afterAll(() => server.close());

interface Json {
  id: string;
  config: Record<string, unknown>;
  detail: { loc: unknown[]; msg: string }[];
}

async function api(method: string, path: string, json?: unknown) {
  const response = await request(`${server.url}/api/v1${path}`, {
    method: method as "GET",
    headers: { "service-api-key": KEY, "content-type": "application/json" },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.body.text();
  return { status: response.statusCode, text, json: JSON.parse(text) as Json };
}

const postgres = (extra: Record<string, unknown> = {}) => ({
  host: "db.example.com",
  port: 5432,
  database: "docs",
  username: "writer",
  password: PASSWORD,
  table_name: "elements",
  batch_size: 100,
  ...extra,
});

describe("secret binding", () => {
  it("refuses the placeholder when host or port changes, and keeps it when they do not", async () => {
    const created = await api("POST", "/destinations/", { name: "pg", type: "postgres", config: postgres() });
    expect(created.status, created.text).toBe(200);
    expect(created.json.config.password).toBe("**********");
    const id = created.json.id;

    for (const moved of [{ host: "attacker.example.net" }, { port: 5433 }, { host: "127.0.0.1" }]) {
      const answer = await api("PUT", `/destinations/${id}`, {
        name: "pg",
        config: { ...postgres(moved), password: "**********" },
      });
      expect(answer.status, answer.text).toBe(422);
      expect(Object.keys(answer.json)).toEqual(["detail"]);
      expect(answer.json.detail[0]?.loc).toEqual(["body", "config", "password"]);
      expect(answer.json.detail[0]?.msg).toMatch(/'password' must be given again: '(host|port)' changed/);
      expect(answer.text).not.toContain(PASSWORD);
    }

    // Same place: the placeholder keeps the stored password (batch_size is not a destination field).
    const kept = await api("PUT", `/destinations/${id}`, {
      name: "pg",
      config: { ...postgres({ batch_size: 50 }), password: "**********" },
    });
    expect(kept.status, kept.text).toBe(200);
    // A new host with the secret given again is fine.
    const rebound = await api("PUT", `/destinations/${id}`, {
      name: "pg",
      config: postgres({ host: "db2.example.com", password: "a-new-password" }),
    });
    expect(rebound.status, rebound.text).toBe(200);
    expect(rebound.json.config).toMatchObject({ host: "db2.example.com", password: "**********" });
  });

  it("refuses the placeholder when an S3 endpoint or bucket changes, not when only the prefix does", async () => {
    const config = {
      remote_url: "s3://bucket/in/",
      endpoint_url: "https://s3.example.com",
      key: "AKIA-BINDING",
      secret: S3_SECRET,
    };
    const created = await api("POST", "/sources/", { name: "s3", type: "s3", config });
    expect(created.status, created.text).toBe(200);
    const id = created.json.id;
    const masked = { ...config, key: "**********", secret: "**********" };

    const endpoint = await api("PUT", `/sources/${id}`, {
      name: "s3",
      config: { ...masked, endpoint_url: "https://collector.example.net" },
    });
    expect(endpoint.status, endpoint.text).toBe(422);
    expect(endpoint.json.detail[0]?.loc).toEqual(["body", "config", "key"]);
    expect(endpoint.json.detail[0]?.msg).toMatch(/'endpoint_url' changed/);

    const bucket = await api("PUT", `/sources/${id}`, {
      name: "s3",
      config: { ...masked, remote_url: "s3://other-bucket/in/" },
    });
    expect(bucket.status, bucket.text).toBe(422);
    expect(bucket.json.detail[0]?.msg).toMatch(/'remote_url' changed/);

    const prefix = await api("PUT", `/sources/${id}`, {
      name: "s3",
      config: { ...masked, remote_url: "s3://bucket/other/" },
    });
    expect(prefix.status, prefix.text).toBe(200);
    expect(prefix.text).not.toContain(S3_SECRET);
  });
});

describe("secrets comparison", () => {
  it("answers at most compare-per-minute requests a minute per key, then 429 naming the limit with Retry-After", async () => {
    const limited = await startTestServer({
      partitionApiKeys: [KEY],
      workflowRuntime: false,
      workers: 1,
      comparePerMinute: 5,
    });
    try {
      const call = async (method: string, path: string, json?: unknown) => {
        const response = await request(`${limited.url}/api/v1${path}`, {
          method: method as "POST",
          headers: { "service-api-key": KEY, "content-type": "application/json" },
          body: json === undefined ? undefined : JSON.stringify(json),
        });
        const text = await response.body.text();
        return { status: response.statusCode, headers: response.headers, json: JSON.parse(text) as Json };
      };
      const created = await call("POST", "/destinations/", {
        name: "pg",
        type: "postgres",
        config: postgres(),
      });
      expect(created.status).toBe(200);
      const guess = () =>
        call("POST", `/destinations/${created.json.id}/secrets/compare`, { config: { password: "guess" } });
      for (let i = 0; i < 5; i++) expect((await guess()).status).toBe(200);
      const refused = await guess();
      expect(refused.status).toBe(429);
      expect(String(refused.json.detail)).toMatch(/\(limit compare-per-minute\)/);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    } finally {
      await limited.close();
    }
  });
});
