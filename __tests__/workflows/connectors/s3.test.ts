// The s3 source and destination against a real S3-compatible server (s3rver on loopback, see
// helpers/s3.ts), through the same factory the job runner uses.
import { createHash, randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { DeleteObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Element } from "../../../src/contract/element.js";
import {
  ConnectorConfigError,
  type ConnectorContext,
  ConnectorError,
  createDestinationConnector,
  createSourceConnector,
} from "../../../src/workflows/connectors/registry.js";
import { createS3Source, parseS3Config } from "../../../src/workflows/connectors/s3.js";
import { LOOPBACK_ALLOWED } from "../../helpers/outbound.js";
import { S3_ACCESS_KEY, S3_SECRET_KEY, type S3TestServer, startS3 } from "../../helpers/s3.js";
import { checkIncrementalRuns, listAll, workflowHarness } from "./run-workflow.js";

const context: ConnectorContext = { allowDirs: [], outbound: LOOPBACK_ALLOWED };
const signal = () => new AbortController().signal;

/** The value, or a failed test when it is missing. */
function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("expected a value");
  return value;
}

function elements(...texts: string[]): Element[] {
  return texts.map((text, index) => ({
    type: index === 0 ? "Title" : "NarrativeText",
    element_id: createHash("sha256").update(text).digest("hex").slice(0, 32),
    text,
    metadata: { filename: "a.pdf", page_number: 1 },
  }));
}

let s3: S3TestServer;
const binary = randomBytes(200_000);

beforeAll(async () => {
  s3 = await startS3();
  await s3.createBucket("docs");
  await s3.createBucket("many");
  await s3.createBucket("out");
  await s3.put("docs", "in/a.txt", "alpha");
  await s3.put("docs", "in/b.bin", binary);
  await s3.put("docs", "in/sub/c.txt", "gamma");
  await s3.put("docs", "in/sub/deep/d.txt", "delta");
  await s3.put("docs", "in/folder/", ""); // a console's folder marker
  await s3.put("docs", "other/x.txt", "outside the prefix");
  // Past one page of S3's largest page size (1000), in parallel batches.
  const keys = Array.from({ length: 1003 }, (_, i) => `k/${String(i).padStart(4, "0")}.txt`);
  for (let i = 0; i < keys.length; i += 50) {
    await Promise.all(keys.slice(i, i + 50).map((key) => s3.put("many", key, key)));
  }
}, 120_000);

afterAll(async () => {
  await s3?.stop();
});

const credentials = () => ({ endpoint_url: s3.endpoint, key: S3_ACCESS_KEY, secret: S3_SECRET_KEY });

describe("s3 source", () => {
  it("lists every object under the prefix, recursively by default, skipping folder markers", async () => {
    const source = createSourceConnector("s3", { remote_url: "s3://docs/in", ...credentials() }, context);
    const files = await listAll(source);
    await source.close();
    expect(files.map((f) => f.id)).toEqual(["in/a.txt", "in/b.bin", "in/sub/c.txt", "in/sub/deep/d.txt"]);
    expect(files.map((f) => f.path)).toEqual(["a.txt", "b.bin", "sub/c.txt", "sub/deep/d.txt"]);
    expect(files.map((f) => f.filename)).toEqual(["a.txt", "b.bin", "c.txt", "d.txt"]);
    expect(files[1]?.size).toBe(binary.length);
  });

  it("lists only the prefix's direct children when recursive is false", async () => {
    const source = createSourceConnector(
      "s3",
      { remote_url: "s3://docs/in/", recursive: false, ...credentials() },
      context,
    );
    expect((await listAll(source)).map((f) => f.id)).toEqual(["in/a.txt", "in/b.bin"]);
    await source.close();
  });

  it("lists a whole bucket, and a URL naming one object yields that object", async () => {
    const bucket = createSourceConnector("s3", { remote_url: "s3://docs", ...credentials() }, context);
    expect((await listAll(bucket)).map((f) => f.id)).toContain("other/x.txt");
    const one = createSourceConnector(
      "s3",
      { remote_url: "s3://docs/in/sub/c.txt", ...credentials() },
      context,
    );
    const files = await listAll(one);
    expect(files.map((f) => [f.id, f.filename])).toEqual([["in/sub/c.txt", "c.txt"]]);
    expect(Buffer.from(await must(files[0]).read(signal())).toString()).toBe("gamma");
    await bucket.close();
    await one.close();
  });

  it("follows ListObjectsV2 pages: 1003 keys at the default page size, and a small page size", async () => {
    const before = s3.requests.length;
    const source = createSourceConnector("s3", { remote_url: "s3://many/k", ...credentials() }, context);
    const files = await listAll(source);
    await source.close();
    expect(files).toHaveLength(1003);
    expect(new Set(files.map((f) => f.id)).size).toBe(1003);
    const pages = s3.requests.slice(before).filter((r) => r.url.includes("list-type=2"));
    expect(pages).toHaveLength(2);
    expect(pages[1]?.url).toContain("continuation-token=");

    const mark = s3.requests.length;
    const small = createS3Source(
      parseS3Config("source", { remote_url: "s3://docs/in", ...credentials() }),
      context,
      { pageSize: 3 },
    );
    expect((await listAll(small)).map((f) => f.id)).toEqual([
      "in/a.txt",
      "in/b.bin",
      "in/sub/c.txt",
      "in/sub/deep/d.txt",
    ]);
    await small.close();
    // 5 keys (the folder marker included) at 3 a page.
    expect(s3.requests.slice(mark).filter((r) => r.url.includes("list-type=2"))).toHaveLength(2);
  });

  it("reads an object's exact bytes and records bucket, key, etag and last_modified", async () => {
    const source = createSourceConnector("s3", { remote_url: "s3://docs/in", ...credentials() }, context);
    const file = (await listAll(source)).find((f) => f.id === "in/b.bin");
    expect(file).toBeDefined();
    const bytes = await must(file).read(signal());
    expect(Buffer.compare(Buffer.from(bytes), binary)).toBe(0);
    expect(must(file).record).toMatchObject({
      bucket: "docs",
      key: "in/b.bin",
      url: "s3://docs/in/b.bin",
      etag: createHash("md5").update(binary).digest("hex"),
      size: binary.length,
    });
    expect(Date.parse(String(must(file).record.last_modified))).toBeGreaterThan(Date.now() - 600_000);
    await source.close();
  });

  it("refuses an object over the size cap without reading it all", async () => {
    const source = createSourceConnector(
      "s3",
      { remote_url: "s3://docs/in", ...credentials() },
      { allowDirs: [], maxFileBytes: 1000, outbound: LOOPBACK_ALLOWED },
    );
    const file = (await listAll(source)).find((f) => f.id === "in/b.bin");
    const error = await must(file)
      .read(signal())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).code).toBe("file_too_large");
    expect((error as Error).message).toContain("'in/b.bin' in bucket 'docs' is 200000 bytes");
    // Small files under the same cap still read.
    const small = (await listAll(source)).find((f) => f.id === "in/a.txt");
    expect(Buffer.from(await must(small).read(signal())).toString()).toBe("alpha");
    await source.close();
  });

  it("addresses an endpoint_url path-style and signs requests; anonymous requests go unsigned", async () => {
    const mark = s3.requests.length;
    const signed = createSourceConnector("s3", { remote_url: "s3://docs/in", ...credentials() }, context);
    await signed.checkConnection(signal());
    const anonymous = createSourceConnector(
      "s3",
      { remote_url: "s3://docs/in", endpoint_url: s3.endpoint, anonymous: true },
      context,
    );
    expect((await listAll(anonymous)).map((f) => f.id)).toHaveLength(4);
    const [first, ...rest] = s3.requests.slice(mark);
    expect(first?.url.startsWith("/docs/?")).toBe(true);
    expect(first?.host).toBe(new URL(s3.endpoint).host);
    expect(first?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=S3RVER\//);
    expect(rest.length).toBeGreaterThan(0);
    for (const request of rest) expect(request.authorization).toBeUndefined();
    await signed.close();
    await anonymous.close();
  });

  it("stops listing when the job is cancelled", async () => {
    const source = createSourceConnector("s3", { remote_url: "s3://many/k", ...credentials() }, context);
    const controller = new AbortController();
    controller.abort();
    const iterator = source.list(controller.signal)[Symbol.asyncIterator]();
    await expect(iterator.next()).rejects.toMatchObject({ name: "AbortError" });
    await source.close();
  });
});

describe("s3 source, incremental", () => {
  it("later runs process only the objects new or changed since the last run that went through", async () => {
    await s3.createBucket("incremental");
    const harness = await workflowHarness();
    try {
      const workflow = await harness.workflow({
        source: { type: "s3", config: { remote_url: "s3://incremental/in/", ...credentials() } },
        destination: { type: "filesystem", config: { path: `${harness.inbox}/out` } },
      });
      await checkIncrementalRuns(
        harness,
        workflow,
        (name, text) => s3.put("incremental", `in/${name}`, text),
        async (name) => {
          await s3.client.send(new DeleteObjectCommand({ Bucket: "incremental", Key: `in/${name}` }));
        },
      );
    } finally {
      await harness.close();
    }
  }, 120_000);
});

describe("s3 errors name the bucket and key, never the secret", () => {
  const secret = "wrong-secret-Zq9XvT4pLm";

  async function failure(config: Record<string, unknown>): Promise<ConnectorError> {
    const source = createSourceConnector("s3", config, context);
    try {
      const error = await source.checkConnection(signal()).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ConnectorError);
      return error as ConnectorError;
    } finally {
      await source.close();
    }
  }

  it("a wrong secret is refused as a signature mismatch", async () => {
    const error = await failure({
      remote_url: "s3://docs/in",
      endpoint_url: s3.endpoint,
      key: S3_ACCESS_KEY,
      secret,
    });
    expect(error.code).toBe("access_denied");
    expect(error.retryable).toBe(false);
    expect(error.message).toContain("bucket 'docs'");
    expect(error.message).toContain("SignatureDoesNotMatch");
    expect(JSON.stringify({ message: error.message, stack: error.stack })).not.toContain(secret);
  });

  it("an unknown access key is refused without echoing it or the secret", async () => {
    const key = "AKIAUNKNOWNKEY123456";
    const error = await failure({ remote_url: "s3://docs/in", endpoint_url: s3.endpoint, key, secret });
    expect(error.code).toBe("access_denied");
    expect(error.message).toContain("InvalidAccessKeyId");
    expect(error.message).not.toContain(secret);
    expect(error.message).not.toContain(key);
  });

  it("a bucket that does not exist is named", async () => {
    const error = await failure({ remote_url: "s3://no-such-bucket/x", ...credentials() });
    expect(error.code).toBe("not_found");
    expect(error.message).toBe(`S3 bucket 'no-such-bucket' does not exist at the S3 endpoint ${s3.endpoint}`);
  });

  it("a missing object is named with its key", async () => {
    const source = createS3Source(
      parseS3Config("source", { remote_url: "s3://docs/in", ...credentials() }),
      context,
    );
    const error = await source.read("in/missing.pdf", signal()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).code).toBe("not_found");
    expect((error as Error).message).toBe("S3 object 'in/missing.pdf' in bucket 'docs' was not found");
    await source.close();
  });

  it("an endpoint nobody listens on is unreachable and retryable", async () => {
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, "127.0.0.1", () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const error = await failure({
      remote_url: "s3://docs",
      endpoint_url: `http://127.0.0.1:${port}`,
      key: S3_ACCESS_KEY,
      secret,
    });
    expect(error.code).toBe("unreachable");
    expect(error.retryable).toBe(true);
    expect(error.message).toContain(`http://127.0.0.1:${port}`);
    expect(error.message).not.toContain(secret);
  });
});

describe("s3 destination", () => {
  it("writes <prefix>/<path>.json and a re-run replaces it", async () => {
    const destination = createDestinationConnector(
      "s3",
      { remote_url: "s3://out/results", ...credentials() },
      context,
    );
    await destination.checkConnection(signal());
    const file = { id: "in/sub/c.txt", filename: "c.txt", path: "sub/c.txt", record: { bucket: "docs" } };
    await destination.write(file, elements("First", "one", "two"), signal());
    expect(JSON.parse((await s3.get("out", "results/sub/c.txt.json")).toString())).toEqual(
      elements("First", "one", "two"),
    );
    await destination.write(file, elements("Second"), signal());
    expect(JSON.parse((await s3.get("out", "results/sub/c.txt.json")).toString())).toEqual(
      elements("Second"),
    );
    await destination.close();
  });

  it("keeps keys under the prefix whatever the path holds, and writes at the bucket root without one", async () => {
    const prefixed = createDestinationConnector(
      "s3",
      { remote_url: "s3://out/safe/", ...credentials() },
      context,
    );
    await prefixed.write(
      { id: "x", filename: "passwd", path: "../../etc/./passwd", record: {} },
      elements("x"),
      signal(),
    );
    expect(JSON.parse((await s3.get("out", "safe/etc/passwd.json")).toString())).toEqual(elements("x"));
    const root = createDestinationConnector("s3", { remote_url: "s3://out", ...credentials() }, context);
    await root.write({ id: "upload-1", filename: "report.pdf", record: {} }, [], signal());
    expect((await s3.get("out", "report.pdf.json")).toString()).toBe("[]");
    await prefixed.close();
    await root.close();
  });

  it("fails a write to a missing bucket with a named error", async () => {
    const destination = createDestinationConnector(
      "s3",
      { remote_url: "s3://gone/x", ...credentials() },
      context,
    );
    const error = await destination
      .write({ id: "a", filename: "a.pdf", record: {} }, elements("a"), signal())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as Error).message).toContain("'gone'");
    await destination.close();
  });
});

describe("s3 config validation", () => {
  function configError(kind: "source" | "destination", config: unknown): ConnectorConfigError {
    try {
      parseS3Config(kind, config);
    } catch (error) {
      expect(error).toBeInstanceOf(ConnectorConfigError);
      return error as ConnectorConfigError;
    }
    throw new Error("expected a ConnectorConfigError");
  }

  const locs = (error: ConnectorConfigError) => error.detail.map((item) => item.loc.join("."));

  it("fills the hosted service's defaults and coerces string booleans", () => {
    expect(parseS3Config("source", { remote_url: "s3://docs/in", key: "k", secret: "s" })).toEqual({
      remote_url: "s3://docs/in",
      key: "k",
      secret: "s",
      anonymous: false,
      recursive: true,
    });
    expect(
      parseS3Config("source", { remote_url: "s3://docs", anonymous: "true", recursive: "false" }),
    ).toMatchObject({
      anonymous: true,
      recursive: false,
    });
  });

  it("names each bad field", () => {
    expect(locs(configError("source", {}))).toEqual(["body.config.remote_url"]);
    expect(locs(configError("source", { remote_url: "https://docs/in", anonymous: true }))).toEqual([
      "body.config.remote_url",
    ]);
    expect(configError("source", { remote_url: "s3://Bad_Bucket", anonymous: true }).message).toContain(
      "'Bad_Bucket' is not a valid bucket name",
    );
    expect(locs(configError("source", { remote_url: "s3://docs" }))).toEqual([
      "body.config.key",
      "body.config.secret",
    ]);
    expect(locs(configError("source", { remote_url: "s3://docs", anonymous: 3 }))).toEqual([
      "body.config.anonymous",
    ]);
    expect(
      locs(configError("destination", { remote_url: "s3://docs", anonymous: true, recursive: true })),
    ).toEqual(["body.config"]);
  });

  it("refuses anonymous with credentials, and credentials inside endpoint_url", () => {
    const mixed = configError("source", { remote_url: "s3://docs", anonymous: true, key: "k", secret: "s" });
    expect(mixed.detail[0]?.loc).toEqual(["body", "config", "anonymous"]);
    expect(mixed.message).toContain("anonymous access cannot be combined with key, secret");
    const inUrl = configError("source", {
      remote_url: "s3://docs",
      endpoint_url: "http://user:pa55word@127.0.0.1:9000",
      key: "k",
      secret: "s",
    });
    expect(inUrl.detail[0]?.loc).toEqual(["body", "config", "endpoint_url"]);
    expect(inUrl.message).toContain("must not carry credentials");
    expect(JSON.stringify(inUrl.body)).not.toContain("pa55word");
  });

  it("never puts a secret's value in the error", () => {
    const secret = "super-secret-value-123";
    const error = configError("source", { remote_url: 7, key: "AKIA", secret, token: 42, extra: "x" });
    const body = JSON.stringify(error.body);
    expect(body).not.toContain(secret);
    expect(error.message).not.toContain(secret);
    expect(body).toContain('"**********"');
    expect(locs(error)).toEqual(expect.arrayContaining(["body.config.remote_url", "body.config.token"]));
  });
});
