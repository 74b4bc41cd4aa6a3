// Embed executors over elements: the local lexical embedder, and Together AI / Azure OpenAI through their
// adapters against local stand-ins (https://docs.together.ai/reference/embeddings-2,
// https://learn.microsoft.com/en-us/azure/ai-services/openai/reference#embeddings).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Element } from "../../../src/contract/element.js";
import type { WorkflowNodeInfo } from "../../../src/contract/nodes.js";
import { ModelProviders } from "../../../src/workflows/models/registry.js";
import { UsageLedger } from "../../../src/workflows/models/usage.js";
import { embedExecutor } from "../../../src/workflows/nodes/embed.js";
import { harness, jsonBody, type StandIn, sendJson, startStandIn } from "../models/stand-in.js";

const chunks = (): Element[] => [
  {
    type: "CompositeElement",
    element_id: "c1",
    text: "Partitioning turns documents into elements.",
    metadata: {},
  },
  { type: "CompositeElement", element_id: "c2", text: "   ", metadata: {} },
  { type: "Table", element_id: "c3", text: "region revenue north 12", metadata: {} },
];

const node = (subtype: string, settings: Record<string, unknown>): WorkflowNodeInfo => ({
  name: "Embedder",
  type: "embed",
  subtype,
  settings,
});

describe("embed executor", () => {
  it("local: an embeddings array of the model's length on every element, zeros for empty text", async () => {
    const run = embedExecutor({ providers: ModelProviders.fromEnv({}) });
    const out = await run(
      chunks(),
      node("local", { model_name: "lexical-256" }),
      new AbortController().signal,
    );
    expect(out.map((e) => e.embeddings?.length)).toEqual([256, 256, 256]);
    expect(out[1]?.embeddings?.every((x) => x === 0)).toBe(true);
    expect(Math.hypot(...(out[0]?.embeddings ?? []))).toBeCloseTo(1, 10);
    expect(out[0]?.embeddings).not.toEqual(out[2]?.embeddings);
  });

  describe("with remote providers", () => {
    let server: StandIn;
    let dimensions: number;
    beforeEach(async () => {
      dimensions = 768;
      server = await startStandIn((request, response) => {
        const input = jsonBody(request).input as string[];
        sendJson(response, 200, {
          object: "list",
          data: input.map((text, index) => ({ index, embedding: new Array(dimensions).fill(text.length) })),
          usage: { prompt_tokens: 11, total_tokens: 11 },
        });
      });
    });
    afterEach(() => server.close());

    it("togetherai: sends only the texts, fills every element, records usage on the job", async () => {
      const ledger = new UsageLedger();
      const { providers } = harness({ TOGETHER_API_KEY: "tg-test", TOGETHER_BASE_URL: `${server.url}/v1` });
      const job = new AbortController().signal;
      const model = "togethercomputer/m2-bert-80M-2k-retrieval";
      const out = await embedExecutor({ providers, usage: ledger })(
        chunks(),
        node("togetherai", { model_name: model }),
        job,
      );
      expect(server.requests).toHaveLength(1);
      expect(jsonBody(server.requests[0] as never).input).toEqual([
        "Partitioning turns documents into elements.",
        "region revenue north 12",
      ]);
      expect(out.map((e) => [e.embeddings?.length, e.embeddings?.[0]])).toEqual([
        [768, 43],
        [768, 0],
        [768, 23],
      ]);
      expect(ledger.take(job)).toEqual([
        { provider: "togetherai", model, requests: 1, input_tokens: 11, output_tokens: 0 },
      ]);
    });

    it("azure_openai: a response of the wrong dimension fails the node, naming model and dimensions", async () => {
      dimensions = 1536;
      const { providers } = harness({ AZURE_OPENAI_ENDPOINT: server.url, AZURE_OPENAI_API_KEY: "az-test" });
      await expect(
        embedExecutor({ providers })(
          chunks(),
          node("azure_openai", { model_name: "text-embedding-3-large" }),
          new AbortController().signal,
        ),
      ).rejects.toThrow(
        "azure_openai model 'text-embedding-3-large' returned a vector of 1536 dimensions; the model makes 3072",
      );
    });

    it("an unconfigured provider fails with what to set", async () => {
      const run = embedExecutor({ providers: ModelProviders.fromEnv({}) });
      await expect(
        run(
          chunks(),
          node("bedrock", { model_name: "amazon.titan-embed-text-v2:0" }),
          new AbortController().signal,
        ),
      ).rejects.toThrow("the bedrock model provider is not configured on this server: set AWS_REGION");
    });
  });
});
