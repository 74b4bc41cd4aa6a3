// Shared pieces of the provider tests: a local HTTP server that speaks one provider's wire format (each
// test file writes the handler from the provider's public API reference), a sleep that records the
// delays the retry policy asks for instead of waiting them, and the three error behaviours every adapter
// must have: 429 + retry-after then success, 5XX then success, 4XX surfaced without the key.
import type { ServerResponse } from "node:http";
import { createServer as createHttp2Server } from "node:http2";
import type { AddressInfo } from "node:net";
import { expect, it } from "vitest";
import { ModelProviderError } from "../../../src/workflows/models/errors.js";
import { ModelProviders } from "../../../src/workflows/models/registry.js";
import {
  type RecordedRequest,
  type RecordingServer,
  sendJson,
  startRecordingServer,
} from "../../helpers/recording-server.js";

export { type RecordedRequest, sendJson };

export interface Failure {
  status: number;
  headers?: Record<string, string>;
  body: unknown;
}

export interface StandIn extends RecordingServer {
  /** Answers served before the handler, in order (one per request). */
  failures: Failure[];
}

export async function startStandIn(
  handler: (request: RecordedRequest, response: ServerResponse) => void | Promise<void>,
  /** Which requests the scripted failures apply to (all by default). */
  failable: (request: RecordedRequest) => boolean = () => true,
): Promise<StandIn> {
  const failures: Failure[] = [];
  const server = await startRecordingServer(async (request, response) => {
    const failure = failable(request) ? failures.shift() : undefined;
    if (failure) {
      sendJson(response, failure.status, failure.body, failure.headers);
      return;
    }
    await handler(request, response);
  });
  return Object.assign(server, { failures });
}

/**
 * The same over cleartext HTTP/2 (prior knowledge): the AWS SDK's Bedrock Runtime client speaks HTTP/2
 * only, as the real service does.
 */
export async function startHttp2StandIn(
  handler: (request: RecordedRequest, response: ServerResponse) => void | Promise<void>,
): Promise<StandIn> {
  const failures: Failure[] = [];
  const requests: RecordedRequest[] = [];
  const server = createHttp2Server(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const recorded: RecordedRequest = {
      method: req.method,
      url: req.url,
      headers: req.headers,
      body: Buffer.concat(chunks),
    };
    requests.push(recorded);
    // The compatibility response has the writeHead/end that sendJson uses.
    const response = res as unknown as ServerResponse;
    const failure = failures.shift();
    if (failure) sendJson(response, failure.status, failure.body, failure.headers);
    else await handler(recorded, response);
  });
  const sessions = new Set<import("node:http2").ServerHttp2Session>();
  server.on("session", (session) => {
    sessions.add(session);
    session.on("close", () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failures,
    close: () =>
      new Promise<void>((resolve) => {
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}

export function jsonBody(request: RecordedRequest): Record<string, unknown> {
  return JSON.parse(request.body.toString("utf8")) as Record<string, unknown>;
}

export interface Harness {
  providers: ModelProviders;
  sleeps: number[];
}

export function harness(env: Record<string, string>): Harness {
  const sleeps: number[] = [];
  const providers = ModelProviders.fromEnv(
    { DOCFLOW_MODEL_MAX_ATTEMPTS: "3", ...env },
    {
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    },
  );
  return { providers, sleeps };
}

export const signal = () => new AbortController().signal;

/**
 * The retry and error behaviours, run against `standIn` through `call`. `errorBody` is the provider's
 * documented error shape; it quotes the key back, as some providers do, to prove it is scrubbed.
 */
export function errorBehaviours(options: {
  standIn: () => StandIn;
  harness: () => Harness;
  call: (h: Harness) => Promise<unknown>;
  key: string;
  errorBody: (message: string) => unknown;
  /** Status of the 4XX case (401 for a bad key where the provider documents it). */
  clientErrorStatus?: number;
  /** The requests that are model calls (others, like a token exchange, are not counted). */
  isModelRequest?: (request: RecordedRequest) => boolean;
}) {
  const calls = (server: StandIn) => server.requests.filter(options.isModelRequest ?? (() => true));
  it("retries a 429 after the delay its retry-after asks for, then succeeds", async () => {
    const server = options.standIn();
    const h = options.harness();
    server.failures.push({
      status: 429,
      headers: { "retry-after": "2" },
      body: options.errorBody("Rate limited"),
    });
    await expect(options.call(h)).resolves.toBeDefined();
    expect(calls(server)).toHaveLength(2);
    expect(h.sleeps).toEqual([2000]);
  });

  it("retries a 5XX with backoff, then succeeds", async () => {
    const server = options.standIn();
    const h = options.harness();
    server.failures.push({ status: 503, body: options.errorBody("Service unavailable") });
    server.failures.push({ status: 500, body: options.errorBody("Internal error") });
    await expect(options.call(h)).resolves.toBeDefined();
    expect(calls(server)).toHaveLength(3);
    expect(h.sleeps).toHaveLength(2);
    for (const ms of h.sleeps) expect(ms).toBeGreaterThan(0);
  });

  it("gives up after the last attempt with the provider's message", async () => {
    const server = options.standIn();
    const h = options.harness();
    for (let i = 0; i < 3; i++) server.failures.push({ status: 502, body: options.errorBody("Bad gateway") });
    const error = await options.call(h).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelProviderError);
    expect((error as Error).message).toMatch(/502.*Bad gateway.*gave up after 3 attempts/);
    expect(calls(server)).toHaveLength(3);
  });

  it("surfaces a 4XX at once, with the provider's message and without the key", async () => {
    const server = options.standIn();
    const h = options.harness();
    const status = options.clientErrorStatus ?? 401;
    server.failures.push({ status, body: options.errorBody(`Incorrect API key provided: ${options.key}`) });
    const error = await options.call(h).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelProviderError);
    expect((error as ModelProviderError).status).toBe(status);
    expect((error as Error).message).toContain("Incorrect API key provided");
    expect((error as Error).message).not.toContain(options.key);
    expect((error as Error).message).not.toContain(options.key.slice(4, 20));
    expect(calls(server)).toHaveLength(1);
    expect(h.sleeps).toEqual([]);
  });
}
