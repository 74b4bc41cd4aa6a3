// Shared by the server tests: a worker bundle built from the sources (piscina's threads run plain Node,
// which cannot load the TypeScript sources), a server on 127.0.0.1 at a free port, and a raw multipart
// body builder for requests a well-behaved client would never send.
import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FormData, request } from "undici";
import { buildServerWorker } from "../../scripts/bundling.mjs";
import { buildServer, type DocflowServer } from "../../src/server/app.js";
import { type ServerConfig, serverConfig } from "../../src/server/settings/config.js";

export const ROOT = new URL("../../", import.meta.url).pathname;
export const FIXTURES = join(ROOT, "__tests__", "fixtures");

let workerBuild: Promise<string> | undefined;

/** The partition worker bundled from the sources (scripts/bundling.mjs), once per test process. */
export function testWorkerFile(): Promise<string> {
  workerBuild ??= buildServerWorker(ROOT);
  return workerBuild;
}

export interface TestServer {
  app: DocflowServer;
  url: string;
  endpoint: string;
  close(): Promise<void>;
}

/** A server listening on 127.0.0.1 at a free port; logs are silent unless a stream is given. */
export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const config = serverConfig({
    host: "127.0.0.1",
    port: 0,
    workers: 2,
    queueSize: 16,
    logLevel: "silent",
    dataDir: join(tmpdir(), `docflow-test-data-${randomUUID()}`),
    workerFile: await testWorkerFile(),
    ...overrides,
  });
  const app = await buildServer(config);
  const url = await app.listen({ host: config.host, port: config.port });
  return { app, url, endpoint: `${url}/general/v0/general`, close: () => app.close() };
}

export interface Upload {
  name: string;
  data: Uint8Array | string;
  type?: string;
}

/** A well-formed multipart form: the fields (lists as repeated keys) and the files. */
export function form(fields: Record<string, string | string[]> = {}, files: Upload[] = []): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  for (const file of files) {
    body.append("files", new Blob([file.data], { type: file.type ?? "application/octet-stream" }), file.name);
  }
  return body;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: unknown;
}

export async function post(
  url: string,
  body: FormData | string | Uint8Array | undefined,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await request(url, { method: "POST", body, headers });
  const text = await response.body.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.statusCode, headers: response.headers, text, json };
}

/** POSTs a form to the Partition endpoint. */
export function partitionRequest(
  server: TestServer,
  fields: Record<string, string | string[]> = {},
  files: Upload[] = [],
  headers: Record<string, string> = {},
): Promise<Answer> {
  return post(server.endpoint, form(fields, files), headers);
}

/** A multipart body written by hand, for malformed requests. */
export function rawMultipart(
  boundary: string,
  parts: { name: string; filename?: string; type?: string; data: string | Uint8Array }[],
  { close = true }: { close?: boolean } = {},
): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ""}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ""}\r\n`,
      ),
    );
    chunks.push(Buffer.from(part.data));
    chunks.push(Buffer.from("\r\n"));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export const elementsOf = (answer: Answer) =>
  answer.json as { type: string; text: string; element_id: string; metadata: Record<string, unknown> }[];
