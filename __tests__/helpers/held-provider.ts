// A model provider that answers only when the test lets it. It speaks Together AI's embeddings wire format
// (https://docs.together.ai/reference/embeddings: POST {base}/embeddings, `Authorization: Bearer <key>`,
// an OpenAI-shaped `data[].embedding` answer), and holds every request while it is holding (from the
// start, and again after `hold()`) until `release()`.
//
// A job whose workflow ends in an embed node through it stays IN_PROGRESS for as long as the test needs,
// however fast this machine partitions, so the tests of cancelling a job (timeouts, Ctrl-C, SIGINT, the
// post step) never race the work they cancel. A paid provider cannot be reached from the tests; this is
// the stand-in the house rules allow for one.
import type { ServerResponse } from "node:http";
import { type RecordingServer, sendJson, startRecordingServer } from "./recording-server.js";

export const HELD_PROVIDER_KEY = "together-held-0123456789abcdef";
const DIMENSIONS = 768;

/** The embed node that calls the held provider (a model the server's catalog knows, 768 numbers). */
export const HELD_EMBED_NODE = {
  name: "Embedder",
  type: "embed",
  subtype: "togetherai",
  settings: { model_name: "togethercomputer/m2-bert-80M-8k-retrieval" },
} as const;

export interface HeldProvider extends RecordingServer {
  /** The server settings that point the togetherai provider here (ServerConfig.modelEnv). */
  modelEnv: Record<string, string>;
  /** Requests waiting for an answer now (a cancelled job's requests leave when their client hangs up). */
  waiting(): number;
  /** Answers every waiting request, and every later one at once until `hold()`. */
  release(): void;
  /** Holds later requests again. */
  hold(): void;
  /** Answers the next `count` requests at once, holding or not. */
  allow(count: number): void;
}

export async function startHeldProvider(): Promise<HeldProvider> {
  const waiting = new Set<() => void>();
  let holding = true;
  let allowed = 0;

  const answer = (body: Buffer, response: ServerResponse) => {
    const { input } = JSON.parse(body.toString("utf8")) as { input: string[] };
    sendJson(response, 200, {
      object: "list",
      model: HELD_EMBED_NODE.settings.model_name,
      data: input.map((_text, index) => ({
        object: "embedding",
        index,
        embedding: Array.from({ length: DIMENSIONS }, (_, i) => (i === index % DIMENSIONS ? 1 : 0)),
      })),
    });
  };

  const server = await startRecordingServer(async (request, response) => {
    if (request.headers.authorization !== `Bearer ${HELD_PROVIDER_KEY}`) {
      sendJson(response, 401, {
        error: { message: "Invalid API key provided", type: "invalid_request_error" },
      });
      return;
    }
    if (allowed > 0) allowed -= 1;
    else if (holding) {
      await new Promise<void>((resolve) => {
        const done = () => {
          waiting.delete(done);
          resolve();
        };
        waiting.add(done);
        // A client that gives up (an aborted job) is not waited for.
        response.once("close", done);
      });
    }
    if (!response.destroyed) answer(request.body, response);
  });

  const release = () => {
    holding = false;
    for (const done of [...waiting]) done();
  };
  return {
    ...server,
    modelEnv: { TOGETHER_API_KEY: HELD_PROVIDER_KEY, TOGETHER_BASE_URL: server.url },
    waiting: () => waiting.size,
    release,
    hold: () => {
      holding = true;
    },
    allow: (count) => {
      allowed += count;
    },
    close: async () => {
      release();
      await server.close();
    },
  };
}
