// The vendor-SDK connectors reach their endpoints only through policedEndpoint: the outbound policy of
// docflow serve applies to them as to s3 and postgres.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { policedEndpoint, policedFetch } from "../../../src/workflows/connectors/endpoint.js";
import { mongoHosts } from "../../../src/workflows/connectors/mongodb.js";
import { RedirectRefusedError, redirectRefusal } from "../../../src/workflows/connectors/outbound.js";
import { LOOPBACK_ALLOWED } from "../../helpers/outbound.js";

describe("policedEndpoint", () => {
  it.each([
    ["http://127.0.0.1:6333", "loopback"],
    ["http://localhost:9200", "a name for loopback"],
    ["http://169.254.169.254/latest/meta-data", "the cloud metadata address"],
    ["https://10.0.0.7", "a private address"],
    ["http://[::1]:8080", "IPv6 loopback"],
    ["http://2130706433:80", "a decimal IP"],
  ])("refuses %s (%s) unless the operator allows it, naming the field", async (url) => {
    const refused = policedEndpoint("qdrant-cloud", url, "url", undefined);
    await expect(refused).rejects.toMatchObject({ code: "access_denied" });
    await expect(refused).rejects.toThrow(/url: The host '.*' is refused/);
  });

  it("lets a host the operator allows through, and refuses other schemes", async () => {
    const url = await policedEndpoint("qdrant-cloud", "http://127.0.0.1:6333", "url", LOOPBACK_ALLOWED);
    expect(url.port).toBe("6333");
    await expect(
      policedEndpoint("qdrant-cloud", "file:///etc/passwd", "url", LOOPBACK_ALLOWED),
    ).rejects.toThrow(/must be a http:\/\/ or https:\/\/ URL/);
  });
});

describe("policedFetch (the fetch given to the dropbox SDK and used for Graph and Drive)", () => {
  it("refuses a non-public host before any request, and sends an allowed one where rewrite says", async () => {
    const seen: string[] = [];
    const server = createServer((request, response) => {
      seen.push(request.url ?? "");
      response.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const refused = policedFetch("dropbox", "remote_url", undefined)(`http://127.0.0.1:${port}/x`);
      await expect(refused).rejects.toMatchObject({ code: "access_denied" });
      await expect(
        policedFetch("dropbox", "remote_url", undefined)("http://169.254.169.254/latest/meta-data"),
      ).rejects.toThrow(/remote_url: The host '169.254.169.254' is refused/);
      expect(seen).toEqual([]);

      const moved = policedFetch("dropbox", "DROPBOX_API_URL", LOOPBACK_ALLOWED, (url) => {
        return new URL(`${url.pathname}${url.search}`, `http://127.0.0.1:${port}`);
      });
      const response = await moved("https://api.dropboxapi.com/2/files/list_folder?x=1", { method: "GET" });
      expect(await response.text()).toBe("ok");
      expect(seen).toEqual(["/2/files/list_folder?x=1"]);
    } finally {
      server.close();
    }
  });

  it("follows no redirect: a 3xx fails the request, unless the caller asks for it by hand", async () => {
    const seen: string[] = [];
    const server = createServer((request, response) => {
      seen.push(request.url ?? "");
      if (request.url === "/start") response.writeHead(302, { location: "/elsewhere" }).end();
      else response.end("followed");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const fetch = policedFetch("dropbox", "remote_url", LOOPBACK_ALLOWED);
      const failed = await fetch(`http://127.0.0.1:${port}/start`).then(
        () => undefined,
        (error: unknown) => error,
      );
      const refusal = redirectRefusal(failed);
      expect(refusal).toBeInstanceOf(RedirectRefusedError);
      expect(refusal?.message).toBe(
        `http://127.0.0.1:${port}/start answered a redirect (302) to http://127.0.0.1:${port}/elsewhere; redirects are not followed`,
      );
      // Graph's download follows its redirect by hand, without the bearer token: it gets the 3xx.
      const manual = await fetch(`http://127.0.0.1:${port}/start`, { redirect: "manual" });
      expect(manual.status).toBe(302);
      expect(seen).toEqual(["/start", "/start"]);
    } finally {
      server.close();
    }
  });
});

describe("mongoHosts (what the mongodb destination checks against the policy)", () => {
  it("reads every host of a connection string, without its credentials", () => {
    expect(mongoHosts("mongodb://user:p%40ss@h1:27017,[::1]:27018,h3/db?replicaSet=rs")).toEqual({
      srv: false,
      hosts: ["h1:27017", "[::1]:27018", "h3"],
    });
    expect(mongoHosts("mongodb+srv://u:p@cluster0.example.mongodb.net/?retryWrites=true")).toEqual({
      srv: true,
      hosts: ["cluster0.example.mongodb.net"],
    });
  });
});
