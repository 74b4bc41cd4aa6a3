// Metrics and readiness of `docflow serve`, scraped over HTTP while a job runs: the job's files are held at
// an embed node (a stand-in provider) so the scrape during the job sees the work in flight, then the
// counters and the histogram move as files finish; a Partition request, an admission refusal and an
// outbound-policy refusal each move their own series. Readiness follows the database.
import { Readable } from "node:stream";
import { ReadableStream } from "node:stream/web";
import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkOutboundHost, PUBLIC_ONLY } from "../../src/workflows/connectors/outbound.js";
import { HELD_EMBED_NODE, type HeldProvider, startHeldProvider } from "../helpers/held-provider.js";
import { localWorkflow, memo, PARTITION_NODE, submitJob, waitForJob } from "../workflows/job-helpers.js";
import { form, partitionRequest, startTestServer, type TestServer } from "./helpers.js";

let server: TestServer;
let held: HeldProvider;
beforeAll(async () => {
  held = await startHeldProvider();
  server = await startTestServer({
    workers: 1,
    metricsPort: 0,
    maxUploads: 1,
    modelEnv: held.modelEnv,
  });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await held?.close();
});

/** The samples of one scrape: `name{labels}` → value (labels as Prometheus writes them). */
async function scrape(): Promise<Map<string, number>> {
  const response = await request(`${server.app.metricsUrl}/metrics`);
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  const samples = new Map<string, number>();
  for (const line of (await response.body.text()).split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    const at = line.lastIndexOf(" ");
    // The default label every series carries is left out of the key.
    const series = line.slice(0, at);
    const open = series.indexOf("{");
    const labels =
      open < 0
        ? []
        : series
            .slice(open + 1, -1)
            .split(",")
            .filter((label) => label !== "" && label !== 'process="serve"');
    const name = open < 0 ? series : series.slice(0, open);
    samples.set(labels.length > 0 ? `${name}{${labels.join(",")}}` : name, Number(line.slice(at + 1)));
  }
  return samples;
}

const value = (samples: Map<string, number>, key: string) => samples.get(key) ?? Number.NaN;
const JOB_FILES = 'docflow_files_total{outcome="completed",source="job"}';
const TXT_FAST = 'docflow_file_seconds_count{format="txt",strategy="fast",source="job"}';

async function until(
  check: () => Promise<boolean>,
  what: string,
  state: () => Promise<string> = async () => "",
): Promise<void> {
  for (const deadline = Date.now() + 20_000; !(await check()); ) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${await state()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("metrics and readiness", () => {
  it("move as a job's files are queued, worked and done", async () => {
    const before = await scrape();
    expect(value(before, "docflow_queue_depth")).toBe(0);
    expect(value(before, JOB_FILES)).toBe(0);
    expect(value(before, 'docflow_task_slots{state="total"}')).toBe(2);
    expect(value(before, "docflow_pool_threads")).toBe(1);
    expect(before.has("docflow_process_cpu_seconds_total")).toBe(true);

    const store = server.app.workflowStore;
    const workflow = await localWorkflow(store, [PARTITION_NODE, HELD_EMBED_NODE]);
    const files = Array.from({ length: 4 }, (_, index) => ({ name: `memo-${index}.txt`, data: memo(index) }));
    const job = await submitJob(store, workflow, files);

    // During the job: two files held at the embed node (the runner's two slots), two queued behind them.
    await until(
      async () => held.waiting() === 2,
      "two files to reach the embed node",
      async () => JSON.stringify({ waiting: held.waiting(), job: await store.getJob(job.id) }),
    );
    await until(
      async () => value(await scrape(), 'docflow_tasks{state="running"}') === 2,
      "the store to be read again",
    );
    const during = await scrape();
    expect(value(during, 'docflow_jobs{state="in_progress"}')).toBe(1);
    expect(value(during, 'docflow_tasks{state="running"}')).toBe(2);
    expect(value(during, 'docflow_tasks{state="queued"}')).toBe(2);
    expect(value(during, "docflow_queue_depth")).toBe(2);
    expect(value(during, 'docflow_task_slots{state="busy"}')).toBe(2);
    expect(value(during, JOB_FILES)).toBe(0);

    // Two files through: the counter and the histogram move by two, the queue drains into the slots.
    held.release();
    held.hold();
    await until(async () => value(await scrape(), JOB_FILES) === 2, "two files to be counted");
    expect(value(await scrape(), TXT_FAST)).toBe(2);
    // The store is read at most once a second, however often one scrapes.
    await until(
      async () => value(await scrape(), 'docflow_tasks{state="queued"}') === 0,
      "the queue to drain into the slots",
    );

    held.release();
    await waitForJob(store, job.id, (current) => current.status === "COMPLETED");
    await until(async () => value(await scrape(), JOB_FILES) === 4, "every file to be counted");
    await until(
      async () => value(await scrape(), 'docflow_jobs{state="completed"}') === 1,
      "the job to be counted completed",
    );
    const after = await scrape();
    expect(value(after, TXT_FAST)).toBe(4);
    expect(value(after, 'docflow_jobs{state="completed"}')).toBe(1);
    expect(value(after, 'docflow_jobs{state="in_progress"}')).toBe(0);
    expect(value(after, "docflow_queue_depth")).toBe(0);
    expect(value(after, 'docflow_task_slots{state="busy"}')).toBe(0);
    expect(
      value(after, 'docflow_file_seconds_sum{format="txt",strategy="fast",source="job"}'),
    ).toBeGreaterThan(0);
  });

  it("count Partition requests, admission refusals and outbound-policy refusals", async () => {
    const before = await scrape();
    const answer = await partitionRequest(server, { strategy: "fast" }, [
      { name: "memo.txt", data: memo(1) },
    ]);
    expect(answer.status).toBe(200);
    const requests = 'docflow_files_total{outcome="completed",source="request"}';
    const timed = 'docflow_file_seconds_count{format="txt",strategy="fast",source="request"}';
    const afterRequest = await scrape();
    expect(value(afterRequest, requests)).toBe(value(before, requests) + 1);
    expect(value(afterRequest, timed)).toBe((before.get(timed) ?? 0) + 1);

    // One upload at most (maxUploads 1): a second while the first still arrives is refused.
    let finish: () => void = () => {};
    const slow = Readable.fromWeb(
      new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(
            new TextEncoder().encode('--b\r\nContent-Disposition: form-data; name="strategy"\r\n\r\n'),
          );
          await new Promise<void>((resolve) => {
            finish = resolve;
          });
          controller.enqueue(new TextEncoder().encode("fast\r\n--b--\r\n"));
          controller.close();
        },
      }),
    );
    const first = request(server.endpoint, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=b" },
      body: slow,
    });
    await until(async () => server.app.admissionStats().uploads === 1, "the slow upload to be admitted");
    const refused = await request(server.endpoint, {
      method: "POST",
      body: form({}, [{ name: "a.txt", data: "x" }]),
    });
    expect(refused.statusCode).toBe(503);
    await refused.body.text();
    finish();
    await (await first).body.text();
    const uploads = 'docflow_admission_refusals_total{reason="uploads"}';
    expect(value(await scrape(), uploads)).toBe(value(before, uploads) + 1);

    const outbound = "docflow_outbound_refusals_total";
    await expect(checkOutboundHost("http://127.0.0.1:9/", PUBLIC_ONLY)).rejects.toThrow(/refused/);
    expect(value(await scrape(), outbound)).toBe(value(before, outbound) + 1);
  });

  it("say ready while the database answers, on the main port and the metrics port", async () => {
    for (const base of [server.url, server.app.metricsUrl]) {
      const ready = await request(`${base}/readyz`);
      expect(ready.statusCode).toBe(200);
      expect(await ready.body.json()).toMatchObject({ ready: true, database: "ok" });
    }
    const health = await request(`${server.app.metricsUrl}/healthcheck`);
    expect(health.statusCode).toBe(200);
    await health.body.text();
    // The database goes away: not ready, saying why; the process itself is still up.
    await server.app.workflowStore.close();
    const down = await request(`${server.url}/readyz`);
    expect(down.statusCode).toBe(503);
    expect(await down.body.json()).toMatchObject({
      ready: false,
      database: expect.stringMatching(/^unavailable/),
    });
    const alive = await request(`${server.url}/healthcheck`);
    expect(alive.statusCode).toBe(200);
    await alive.body.text();
  });
});
