// A client that opens connections and never finishes a request (a flood of half-open connections) must not
// lock other clients out: each address may hold max-connections-per-address connections, and a new
// connection at a cap pushes out the oldest one still without a complete request. Loopback has a whole
// /8, so the flood comes from 127.0.0.2 and the working client from 127.0.0.1, two addresses as on a network.
import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { serverConfig } from "../../src/server/settings/config.js";
import { partitionRequest, startTestServer, type TestServer } from "./helpers.js";

const SMALL = { name: "memo.txt", data: "Quarterly Report\n\nRevenue grew by ten percent.\n" };

/** Opens `count` connections from `localAddress`, each sending a request line and no more. */
async function halfOpen(server: TestServer, count: number, localAddress: string): Promise<Socket[]> {
  const port = Number(new URL(server.url).port);
  const sockets: Socket[] = [];
  for (let i = 0; i < count; i += 64) {
    await Promise.all(
      Array.from({ length: Math.min(64, count - i) }, async () => {
        const socket = connect({ host: "127.0.0.1", port, localAddress });
        socket.on("error", () => {});
        sockets.push(socket);
        await new Promise<void>((resolve) => {
          socket.once("connect", () => {
            socket.write("POST /general/v0/general HTTP/1.1\r\nHost: x\r\n");
            resolve();
          });
          socket.once("close", () => resolve());
        });
      }),
    );
  }
  return sockets;
}

/** Answer times in ms of `count` small requests, one after the other; each must succeed. */
async function smallRequests(server: TestServer, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const answer = await partitionRequest(server, {}, [SMALL]);
    expect(answer.status, answer.text).toBe(200);
    times.push(performance.now() - started);
  }
  return times;
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}

let server: TestServer | undefined;
let flood: Socket[] = [];
afterEach(async () => {
  for (const socket of flood) socket.destroy();
  flood = [];
  await server?.close();
  server = undefined;
});

describe("a flood of half-open connections", () => {
  it("has defaults: a per-address cap well under the global one, and a short headers timeout", () => {
    const config = serverConfig();
    expect(config.maxConnectionsPerAddress).toBeLessThanOrEqual(config.maxConnections / 4);
    expect(config.headersTimeoutMs).toBeLessThanOrEqual(10_000);
  });

  it("1,024 half-open connections from one address leave another client working, at the defaults", async () => {
    server = await startTestServer({ workers: 1 });
    await smallRequests(server, 1);
    flood = await halfOpen(server, 1024, "127.0.0.2");
    const times = await smallRequests(server, 20);
    expect(Math.max(...times)).toBeLessThan(3000);
    const stats = server.app.connectionStats();
    // The flood holds at most its address's share; the rest were pushed out (or refused).
    expect(stats.open).toBeLessThanOrEqual(serverConfig().maxConnectionsPerAddress + 2);
    expect(stats.evicted + stats.refused).toBeGreaterThanOrEqual(
      1024 - serverConfig().maxConnectionsPerAddress,
    );
  });

  it("at the global cap, a new client pushes out the oldest half-open connection instead of being refused", async () => {
    server = await startTestServer({ workers: 1, maxConnections: 40, maxConnectionsPerAddress: 20 });
    // Two addresses fill the whole server with half-open connections.
    await smallRequests(server, 1);
    flood = [...(await halfOpen(server, 20, "127.0.0.2")), ...(await halfOpen(server, 20, "127.0.0.3"))];
    await until(() => server?.app.connectionStats().open === 40);
    const times = await smallRequests(server, 5);
    expect(Math.max(...times)).toBeLessThan(3000);
    expect(server.app.connectionStats().evicted).toBeGreaterThanOrEqual(1);
  });

  it("connections that have served a request are not pushed out: past the address cap, new ones are refused", async () => {
    server = await startTestServer({ workers: 1, maxConnections: 100, maxConnectionsPerAddress: 3 });
    const port = Number(new URL(server.url).port);
    // Three keep-alive connections each finish a request and stay open, idle.
    const served: Socket[] = [];
    for (let i = 0; i < 3; i++) {
      const socket = connect({ host: "127.0.0.1", port, localAddress: "127.0.0.4" });
      served.push(socket);
      await new Promise<void>((resolve) => {
        socket.once("data", () => resolve());
        socket.write("GET /healthcheck HTTP/1.1\r\nHost: x\r\n\r\n");
      });
    }
    const fourth = connect({ host: "127.0.0.1", port, localAddress: "127.0.0.4" });
    fourth.on("error", () => {});
    flood = [...served, fourth];
    await new Promise<void>((resolve) => fourth.once("close", () => resolve()));
    expect(served.every((socket) => !socket.destroyed)).toBe(true);
    expect(server.app.connectionStats().refused).toBe(1);
  });
});
