// The outbound policy (SSRF): connector hosts are resolved as the connection would resolve them and
// refused on loopback, link-local (the cloud metadata service), private and unspecified addresses unless
// the operator allowed them. Proved against the real connectors: s3rver and PostgreSQL on loopback are
// refused without --allow-host and reached with it. No traffic leaves loopback: refused addresses are
// never connected to, and the only public address here is checked, not contacted.
import { get } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  allowEntryProblem,
  checkOutboundHost,
  OutboundRefusedError,
  PUBLIC_ONLY,
  policedLookup,
} from "../../../src/workflows/connectors/outbound.js";
import {
  createDestinationConnector,
  createSourceConnector,
} from "../../../src/workflows/connectors/registry.js";
import { LOOPBACK_ALLOWED } from "../../helpers/outbound.js";
import { postgresAvailable, usePostgres } from "../../helpers/postgres.js";
import { S3_ACCESS_KEY, S3_SECRET_KEY, type S3TestServer, startS3 } from "../../helpers/s3.js";

const signal = () => new AbortController().signal;

describe("checkOutboundHost", () => {
  it.each([
    "127.0.0.1",
    "http://127.0.0.1:9000",
    "localhost",
    "http://localhost:9000/",
    "2130706433", // 127.0.0.1 written as one decimal number
    "0x7f.0.0.1",
    "0.0.0.0",
    "169.254.169.254",
    "http://169.254.169.254/latest/meta-data/",
    "10.1.2.3",
    "172.16.0.1",
    "192.168.1.1",
    "100.64.0.1",
    "::1",
    "http://[::1]:5432",
    "::",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "fe80::1",
    "fd00::1",
    "/var/run/postgresql",
  ])("refuses %s by default", async (host) => {
    await expect(checkOutboundHost(host, PUBLIC_ONLY)).rejects.toBeInstanceOf(OutboundRefusedError);
  });

  it("lets public addresses through, and what the operator allowed", async () => {
    await expect(checkOutboundHost("https://8.8.8.8", PUBLIC_ONLY)).resolves.toBeUndefined();
    await expect(checkOutboundHost("2606:4700::1111", PUBLIC_ONLY)).resolves.toBeUndefined();
    await expect(checkOutboundHost("http://127.0.0.1:9000", LOOPBACK_ALLOWED)).resolves.toBeUndefined();
    await expect(checkOutboundHost("localhost", LOOPBACK_ALLOWED)).resolves.toBeUndefined();
    await expect(checkOutboundHost("10.1.2.3", { allowHosts: ["10.0.0.0/8"] })).resolves.toBeUndefined();
    // Allowing one range does not allow another.
    await expect(checkOutboundHost("169.254.169.254", { allowHosts: ["10.0.0.0/8"] })).rejects.toThrow(
      /The host '169\.254\.169\.254' is refused: .*--allow-host 169\.254\.169\.254/,
    );
  });

  it("checks --allow-host entries", () => {
    expect(allowEntryProblem("10.0.0.0/8")).toBeUndefined();
    expect(allowEntryProblem("minio.internal")).toBeUndefined();
    expect(allowEntryProblem("10.0.0.0/40")).toMatch(/prefix length/);
    expect(allowEntryProblem("http:x")).toMatch(/expected a host name/);
  });

  it("policedLookup refuses at connection time, so a redirect or re-pointed name cannot reach loopback", async () => {
    const error = await new Promise<Error>((resolve) => {
      get({ host: "localhost", port: 9, lookup: policedLookup(PUBLIC_ONLY) }, () => {}).on("error", resolve);
    });
    expect(error).toBeInstanceOf(OutboundRefusedError);
  });
});

describe("s3 connector behind the policy", () => {
  let s3: S3TestServer;
  beforeAll(async () => {
    s3 = await startS3();
    await s3.createBucket("docs");
  }, 60_000);
  afterAll(() => s3?.stop());

  const config = () => ({
    remote_url: "s3://docs/",
    endpoint_url: s3.endpoint,
    key: S3_ACCESS_KEY,
    secret: S3_SECRET_KEY,
  });

  it("refuses an endpoint on loopback without --allow-host, before any request", async () => {
    const before = s3.requests.length;
    for (const endpoint of [s3.endpoint, s3.endpoint.replace("127.0.0.1", "localhost")]) {
      const source = createSourceConnector("s3", { ...config(), endpoint_url: endpoint }, { allowDirs: [] });
      await expect(source.checkConnection(signal())).rejects.toThrow(/is refused: it resolves to a loopback/);
      await source.close();
    }
    expect(s3.requests.length).toBe(before);
  });

  it("reaches it with the host allowed", async () => {
    const source = createSourceConnector("s3", config(), { allowDirs: [], outbound: LOOPBACK_ALLOWED });
    await expect(source.checkConnection(signal())).resolves.toBeUndefined();
    await source.close();
  });
});

describe.skipIf(!postgresAvailable())("postgres connector behind the policy", () => {
  const pg = usePostgres();
  const configFor = (url: string) => {
    const parsed = new URL(url);
    return {
      host: parsed.hostname,
      port: Number(parsed.port),
      database: parsed.pathname.slice(1),
      username: parsed.username,
      password: "pw-Kx81mQz2",
      table_name: "elements",
      batch_size: 100,
    };
  };

  it("refuses a host on loopback without --allow-host, and reaches it with it", async () => {
    const refused = createDestinationConnector("postgres", configFor(pg.url), { allowDirs: [] });
    await expect(refused.checkConnection(signal())).rejects.toThrow(/is refused: it resolves to a loopback/);
    await refused.close();
    const allowed = createDestinationConnector("postgres", configFor(pg.url), {
      allowDirs: [],
      outbound: LOOPBACK_ALLOWED,
    });
    await expect(allowed.checkConnection(signal())).resolves.toBeUndefined();
    await allowed.close();
  });
});
