// A 550 KB docx holding 190 MB of short paragraphs (issue 32) once ran to max-file-seconds (120 s) in a
// worker of `docflow serve`; its XML is now counted from the bytes, so the server refuses it within
// seconds, naming the limit, and the worker is free for the next file.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_LIMITS } from "../../src/engine/core/types.js";
import { paragraphsDocx } from "../fixtures/abuse-files.js";
import { partitionRequest, startTestServer, type TestServer } from "./helpers.js";

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const SMALL = { name: "memo.txt", data: "Quarterly Report\n\nRevenue grew by ten percent.\n" };

describe("a docx of 190 MB of paragraphs, posted to the server", () => {
  let server: TestServer;
  beforeAll(async () => {
    // The default max-file-seconds (120 s): a refusal must come from the count, not the clock.
    server = await startTestServer({ workers: 1 });
    expect((await partitionRequest(server, {}, [SMALL])).status).toBe(200);
  }, 60_000);
  afterAll(() => server?.close());

  it("is a 422 naming max-elements within seconds, and the worker answers the next file", async () => {
    const bomb = paragraphsDocx();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    for (const strategy of ["auto", "fast", "hi_res"]) {
      const started = performance.now();
      const answer = await partitionRequest(server, { strategy }, [
        { name: "paragraphs.docx", data: bomb, type: DOCX },
      ]);
      const seconds = (performance.now() - started) / 1000;
      expect(answer.status, answer.text).toBe(422);
      expect((answer.json as { detail: string }).detail).toBe(
        `paragraphs.docx exceeds a limit: it produces more than ${DEFAULT_LIMITS.maxElements} elements (limit max-elements)`,
      );
      // 1.1–1.4 s at load 5; it ran 120 s before the count.
      expect(seconds, strategy).toBeLessThan(5);
    }
    const after = performance.now();
    expect((await partitionRequest(server, {}, [SMALL])).status).toBe(200);
    expect(performance.now() - after).toBeLessThan(2000);
  }, 120_000);
});
