// Workflow run uploads (POST /api/v1/workflows/{id}/run with files) are held in memory like Partition
// uploads, so they count in the same in-flight budget (max-uploads, max-inflight-mb: 503 with Retry-After
// before the body is read) and have the same whole-body deadline (body-timeout: JSON 408).
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { rawMultipart, startTestServer, type TestServer } from "./helpers.js";

const KEY = "run-admission-key-0123456789abcdef";
const MB = 1024 * 1024;

/** Opens a request and sends its headers; the body is the caller's to send (or not). */
function openUpload(port: number, path: string, body: Buffer) {
  const socket = connect(port, "127.0.0.1");
  let reply = "";
  socket.on("data", (chunk) => {
    reply += chunk;
  });
  socket.on("error", () => {});
  const closed = new Promise<string>((resolve) => socket.on("close", () => resolve(reply)));
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: x\r\nunstructured-api-key: ${KEY}\r\n` +
      `Content-Type: multipart/form-data; boundary=abc\r\nContent-Length: ${body.length}\r\n\r\n`,
  );
  return { socket, closed };
}

async function until(ready: () => boolean): Promise<void> {
  const deadline = performance.now() + 10_000;
  while (!ready() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
}

const bodyOf = (reply: string) => JSON.parse(reply.slice(reply.indexOf("\r\n\r\n") + 4)) as unknown;

describe("workflow run uploads share the in-flight upload budget", () => {
  let server: TestServer;
  let port: number;
  let runPath: string;
  const post = (path: string, body: Buffer | string, type: string) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "unstructured-api-key": KEY, "content-type": type },
      body,
    });

  beforeAll(async () => {
    server = await startTestServer({
      workers: 1,
      partitionApiKeys: [KEY],
      workflowRuntime: false,
      maxUploads: 2,
      maxInflightBytes: 3 * MB,
      bodyTimeoutMs: 1500,
      uploadIdleTimeoutMs: 30_000,
    });
    port = Number(new URL(server.url).port);
    const created = await post(
      "/api/v1/workflows",
      JSON.stringify({
        name: "uploads",
        workflow_type: "custom",
        workflow_nodes: [{ name: "Partitioner", type: "partition", subtype: "service_api", settings: {} }],
      }),
      "application/json",
    );
    expect(created.status).toBe(200);
    runPath = `/api/v1/workflows/${((await created.json()) as { id: string }).id}/run`;
  });
  afterAll(() => server?.close());

  const runBody = (bytes: number) =>
    rawMultipart("abc", [{ name: "input_files", filename: "a.txt", data: "r".repeat(bytes) }]);

  it("a run upload held in flight is counted, and a Partition upload past the budget gets 503", async () => {
    const body = runBody(2 * MB);
    const held = openUpload(port, runPath, body);
    onTestFinished(() => {
      held.socket.destroy();
    });
    held.socket.write(body.subarray(0, 100));
    await until(() => server.app.admissionStats().bytes === body.length);
    expect(server.app.admissionStats()).toEqual({ uploads: 1, bytes: body.length });
    const partition = await post(
      "/general/v0/general",
      rawMultipart("abc", [{ name: "files", filename: "b.txt", data: "p".repeat(2 * MB) }]),
      "multipart/form-data; boundary=abc",
    );
    expect(partition.status).toBe(503);
    expect(Number(partition.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    held.socket.destroy();
    await held.closed;
    await until(() => server.app.admissionStats().bytes === 0);
    expect(server.app.admissionStats()).toEqual({ uploads: 0, bytes: 0 });
  });

  it("a run upload past the budget gets 503 with Retry-After before its body is read", async () => {
    const heldBody = rawMultipart("abc", [{ name: "files", filename: "a.txt", data: "p".repeat(2 * MB) }]);
    const held = openUpload(port, "/general/v0/general", heldBody);
    onTestFinished(() => {
      held.socket.destroy();
    });
    held.socket.write(heldBody.subarray(0, 100));
    await until(() => server.app.admissionStats().bytes === heldBody.length);
    const run = await post(runPath, runBody(2 * MB), "multipart/form-data; boundary=abc");
    expect(run.status).toBe(503);
    expect(await run.json()).toEqual({
      detail: "Server holds too many bytes of uploads (limit max-inflight-mb). Please try again later.",
    });
    expect(Number(run.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    // Past max-uploads too: two arriving, the third (a run) is refused.
    const small = runBody(1000);
    const second = openUpload(port, runPath, small);
    onTestFinished(() => {
      second.socket.destroy();
    });
    second.socket.write(small.subarray(0, 10));
    await until(() => server.app.admissionStats().uploads === 2);
    const third = await post(runPath, runBody(10), "multipart/form-data; boundary=abc");
    expect(third.status).toBe(503);
    expect(((await third.json()) as { detail: string }).detail).toMatch(/limit max-uploads/);
    expect(third.headers.get("retry-after")).toMatch(/^\d+$/);
    held.socket.destroy();
    second.socket.destroy();
    await Promise.all([held.closed, second.closed]);
    await until(() => server.app.admissionStats().bytes === 0);
    // With the budget free, the same run is accepted, and gives its share back once answered.
    const accepted = await post(runPath, runBody(2 * MB), "multipart/form-data; boundary=abc");
    expect(accepted.status, await accepted.clone().text()).toBe(202);
    await until(() => server.app.admissionStats().bytes === 0);
    expect(server.app.admissionStats()).toEqual({ uploads: 0, bytes: 0 });
  });

  it("a run body trickling one byte at a time is cut off at body-timeout with a JSON 408", async () => {
    const body = runBody(5000);
    const started = performance.now();
    const slow = openUpload(port, runPath, body);
    let sent = 0;
    const drip = setInterval(() => {
      if (!slow.socket.destroyed) slow.socket.write(body.subarray(sent, ++sent));
    }, 300);
    const reply = await slow.closed;
    clearInterval(drip);
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(reply)).toEqual({ detail: "The upload did not arrive within 1.5 s (limit body-timeout)." });
    expect(performance.now() - started).toBeLessThan(6000);
    await until(() => server.app.admissionStats().uploads === 0);
    expect(server.app.admissionStats()).toEqual({ uploads: 0, bytes: 0 });
  });
});
