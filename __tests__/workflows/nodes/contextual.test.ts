// Contextual chunking v1 (nodes/contextual.ts) over the engine's chunks, with the Anthropic and OpenAI
// adapters talking to local stand-ins of their APIs:
//   https://docs.anthropic.com/en/api/messages
//   https://docs.anthropic.com/en/docs/build-with-claude/prompt-caching  (cache_control, cache_read_input_tokens)
//   https://platform.openai.com/docs/api-reference/chat/create          (usage.prompt_tokens_details.cached_tokens)
// The stand-ins answer like a model: a context naming the chunk's first word; Anthropic's reports the
// document as read from its cache once it has seen the same prefix before, as the service does.
import { setTimeout as wait } from "node:timers/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Element } from "../../../src/contract/element.js";
import type { WorkflowNodeInfo } from "../../../src/contract/nodes.js";
import { chunkElements } from "../../../src/engine/chunking/index.js";
import { assignIds } from "../../../src/engine/elements/ids.js";
import { chunkingOptionsFromNode } from "../../../src/workflows/chunk-settings.js";
import { ModelProviders } from "../../../src/workflows/models/registry.js";
import { UsageLedger } from "../../../src/workflows/models/usage.js";
import { ModelNodeError } from "../../../src/workflows/nodes/common.js";
import { contextualizer } from "../../../src/workflows/nodes/contextual.js";
import { harness, jsonBody, type StandIn, sendJson, startStandIn } from "../models/stand-in.js";

const KEY = "sk-ant-api03-CONTEXTKEY0123456789abcdef";
const OPENAI_KEY = "sk-proj-CONTEXTKEY0123456789abcdefghij";

/** A memo of `sections` sections, each a title and two paragraphs. */
function memo(sections: number): Element[] {
  const elements: Element[] = [];
  for (let n = 1; n <= sections; n += 1) {
    const metadata = { filename: "memo.txt", page_number: 1 };
    elements.push(
      { type: "Title", element_id: `t${n}`, text: `Section ${n}`, metadata },
      {
        type: "NarrativeText",
        element_id: `a${n}`,
        text: `Paragraph${n}a: the reading rooms of wing ${n} open on Saturdays from March, with two librarians.`,
        metadata,
      },
      {
        type: "NarrativeText",
        element_id: `b${n}`,
        text: `Paragraph${n}b: the weekend shifts of wing ${n} are paid from the events budget of the year.`,
        metadata,
      },
    );
  }
  return elements;
}

function chunkNode(settings: Record<string, unknown> = {}): WorkflowNodeInfo {
  return {
    name: "Chunker",
    type: "chunk",
    subtype: "chunk_by_title",
    settings: { max_characters: 300, contextual_chunking_strategy: "v1", ...settings },
  };
}

async function chunksOf(elements: Element[], node: WorkflowNodeInfo): Promise<Element[]> {
  const chunks = await chunkElements(
    elements,
    chunkingOptionsFromNode("chunk_by_title", node.settings ?? {}),
  );
  assignIds(chunks, false);
  return chunks;
}

const signal = () => new AbortController().signal;

type Block = { type: string; text?: string; cache_control?: { type: string } };

describe("contextual chunking v1 through the Anthropic adapter", () => {
  let server: StandIn;
  let providers: ModelProviders;
  const events: string[] = [];
  const cached = new Set<string>();

  beforeEach(async () => {
    events.length = 0;
    cached.clear();
    server = await startStandIn(async (request, response) => {
      const content = (jsonBody(request).messages as { content: Block[] }[])[0]?.content ?? [];
      const prompt = content.at(-1)?.text ?? "";
      const first = /<chunk>\n(\S+)/.exec(prompt)?.[1] ?? "";
      events.push(`in ${first}`);
      if (prompt.includes("FAILME")) {
        sendJson(response, 400, { type: "error", error: { type: "invalid_request_error", message: "no" } });
        return;
      }
      await wait(20);
      const prefix = content[0]?.cache_control ? (content[0].text ?? "") : "";
      const hit = cached.has(prefix);
      cached.add(prefix);
      const documentTokens = Math.ceil(prefix.length / 4);
      events.push(`out ${first}`);
      sendJson(response, 200, {
        id: "msg_01",
        type: "message",
        role: "assistant",
        content: [{ type: "text", text: `Context of ${first} in the memo.` }],
        stop_reason: "end_turn",
        usage: {
          input_tokens: 50,
          output_tokens: 8,
          cache_creation_input_tokens: hit ? 0 : documentTokens,
          cache_read_input_tokens: hit ? documentTokens : 0,
        },
      });
    });
    providers = harness({ ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: server.url }).providers;
  });
  afterEach(() => server.close());

  const contents = () =>
    server.requests.map(
      (request) => (jsonBody(request).messages as { content: Block[] }[])[0]?.content ?? [],
    );

  it("sends the document first, marked for caching and the same for every chunk, and puts the context before each chunk's text", async () => {
    const elements = memo(3);
    const node = chunkNode();
    const chunks = await chunksOf(elements, node);
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    const ledger = new UsageLedger();
    const job = signal();
    const out = await contextualizer({ providers, usage: ledger })(elements, chunks, node, job);

    expect(out).toHaveLength(chunks.length);
    for (const [index, chunk] of out.entries()) {
      const original = chunks[index] as Element;
      const first = original.text.split(/\s/)[0];
      expect(chunk.text).toBe(`Context of ${first} in the memo.\n\n${original.text}`);
      // Everything else as the chunker made it: ids, type, metadata with orig_elements.
      expect({ ...chunk, text: original.text }).toEqual(original);
      expect(chunk.metadata.orig_elements).toBeDefined();
    }
    const sent = contents();
    expect(sent).toHaveLength(chunks.length);
    const prefixes = new Set(sent.map((content) => JSON.stringify(content[0])));
    expect(prefixes.size).toBe(1);
    const prefix = sent[0]?.[0] as Block;
    expect(prefix.cache_control).toEqual({ type: "ephemeral" });
    expect(prefix.text).toMatch(/^The document "memo\.txt":\n<document>\nSection 1\n\nParagraph1a/);
    expect(prefix.text).toContain("Paragraph3b");
    for (const [index, content] of sent.entries()) {
      expect(content).toHaveLength(2);
      expect(content[1]?.text).toContain(`<chunk>\n${(chunks[index] as Element).text}\n</chunk>`);
    }
    // The first chunk is answered before the others are sent, so they find the document in the cache.
    expect(events[1]).toMatch(/^out /);
    const usage = ledger.take(job);
    const documentTokens = Math.ceil((prefix.text ?? "").length / 4);
    expect(usage).toEqual([
      {
        provider: "anthropic",
        model: "claude-3-5-sonnet-20241022",
        requests: chunks.length,
        input_tokens: chunks.length * (50 + documentTokens),
        output_tokens: chunks.length * 8,
        // Written to the cache by the first chunk's call, read from it by every other.
        cached_input_tokens: (chunks.length - 1) * documentTokens,
      },
    ]);
  });

  it("sends a document longer than contextual_chunking_document_tokens in parts, each chunk with its own part", async () => {
    const elements = memo(30);
    const node = chunkNode({ contextual_chunking_document_tokens: 500 });
    const chunks = await chunksOf(elements, node);
    const out = await contextualizer({ providers })(elements, chunks, node, signal());
    const sent = contents();
    const prefixes = sent.map((content) => content[0]?.text ?? "");
    const parts = [...new Set(prefixes)];
    expect(parts.length).toBeGreaterThanOrEqual(3);
    for (const part of parts) {
      expect(part).toMatch(
        new RegExp(`^Part \\d+ of ${parts.length} of the document "memo.txt":\\n<document>\\n`),
      );
      // 500 tokens of 4 characters, and the wrapping.
      expect(part.length).toBeLessThanOrEqual(2000 + 100);
    }
    // Each chunk went with the part that holds it.
    for (const content of sent) {
      const chunkText = /<chunk>\n([\s\S]*)\n<\/chunk>/.exec(content[1]?.text ?? "")?.[1] ?? "";
      expect(content[0]?.text).toContain(chunkText.split("\n\n")[0]);
    }
    expect(out.every((chunk) => chunk.text.startsWith("Context of "))).toBe(true);
  });

  it("bounds the tokens a document may spend: refuses before any call, or with keep contextualizes what fits", async () => {
    const elements = memo(3);
    const chunks = await chunksOf(elements, chunkNode());
    const tight = chunkNode({ contextual_chunking_max_tokens: 400 });
    const refused = await contextualizer({ providers })(elements, chunks, tight, signal()).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ModelNodeError);
    expect((refused as Error).message).toMatch(
      /would take about \d+ tokens, over contextual_chunking_max_tokens \(400\)/,
    );
    expect(server.requests).toHaveLength(0);

    // With keep: the chunks that fit the budget get their context, the rest keep their text.
    const perChunk = 200 + 120;
    const kept = chunkNode({
      contextual_chunking_max_tokens: 2 * perChunk + 150,
      contextual_chunking_on_error: "keep",
    });
    const warnings: string[] = [];
    const logger = {
      debug: () => {},
      info: () => {},
      warn: (_: Record<string, unknown>, message: string) => warnings.push(message),
      error: () => {},
    };
    const out = await contextualizer({ providers, logger })(elements, chunks, kept, signal());
    const contextualized = out.filter((chunk) => chunk.text.startsWith("Context of ")).length;
    expect(contextualized).toBeGreaterThanOrEqual(1);
    expect(contextualized).toBeLessThan(chunks.length);
    expect(server.requests).toHaveLength(contextualized);
    expect(out.filter((chunk, index) => chunk.text === chunks[index]?.text)).toHaveLength(
      chunks.length - contextualized,
    );
    expect(warnings.at(-1)).toMatch(/kept their text/);
  });

  it("follows contextual_chunking_on_error when a chunk's call fails: the file fails, or the chunk keeps its text", async () => {
    const elements = memo(3);
    elements[4] = { ...(elements[4] as Element), text: "FAILME in the middle of section two." };
    const node = chunkNode();
    const chunks = await chunksOf(elements, node);
    const failing = chunks.findIndex((chunk) => chunk.text.includes("FAILME"));
    expect(failing).toBeGreaterThan(0);
    const error = await contextualizer({ providers })(elements, chunks, node, signal()).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ModelNodeError);
    expect((error as Error).message).toMatch(
      new RegExp(`contextual chunking failed for chunk ${failing + 1} of ${chunks.length}: .*400`),
    );
    expect((error as Error).message).not.toContain(KEY);

    const out = await contextualizer({ providers })(
      elements,
      chunks,
      chunkNode({ contextual_chunking_on_error: "keep" }),
      signal(),
    );
    expect(out[failing]).toEqual(chunks[failing]);
    expect(out.filter((chunk) => chunk.text.startsWith("Context of "))).toHaveLength(chunks.length - 1);
  });

  it("names what to set when no provider is configured, or the one it names is not", async () => {
    const none = ModelProviders.fromEnv({});
    const elements = memo(1);
    const chunks = await chunksOf(elements, chunkNode());
    await expect(
      contextualizer({ providers: none })(elements, chunks, chunkNode(), signal()),
    ).rejects.toThrow(/contextual chunking needs a model provider, and none is configured on this server/);
    await expect(
      contextualizer({ providers: none })(
        elements,
        chunks,
        chunkNode({ contextual_chunking_provider: "openai" }),
        signal(),
      ),
    ).rejects.toThrow(/the openai model provider is not configured on this server: set OPENAI_API_KEY/);
  });
});

describe("contextual chunking v1 through the OpenAI adapter", () => {
  let server: StandIn;
  beforeEach(async () => {
    server = await startStandIn((request, response) => {
      const content = (jsonBody(request).messages as { content: Block[] }[]).at(-1)?.content ?? [];
      const first = /<chunk>\n(\S+)/.exec(content.at(-1)?.text ?? "")?.[1] ?? "";
      sendJson(response, 200, {
        choices: [{ index: 0, message: { role: "assistant", content: `About ${first}.` } }],
        usage: { prompt_tokens: 400, completion_tokens: 5, prompt_tokens_details: { cached_tokens: 256 } },
      });
    });
  });
  afterEach(() => server.close());

  it("keeps the document the first, identical part of the user message, for OpenAI's prefix cache", async () => {
    const { providers } = harness({ OPENAI_API_KEY: OPENAI_KEY, OPENAI_BASE_URL: server.url });
    const elements = memo(2);
    const node = chunkNode({ contextual_chunking_provider: "openai" });
    const chunks = await chunksOf(elements, node);
    const out = await contextualizer({ providers })(elements, chunks, node, signal());
    expect(out.map((chunk) => chunk.text.split("\n\n")[0])).toEqual(
      chunks.map((chunk) => `About ${chunk.text.split(/\s/)[0]}.`),
    );
    const firsts = server.requests.map(
      (request) => (jsonBody(request).messages as { content: Block[] }[]).at(-1)?.content[0]?.text,
    );
    expect(new Set(firsts).size).toBe(1);
    expect(firsts[0]).toMatch(/^The document "memo\.txt":\n<document>\n/);
    expect(jsonBody(server.requests[0] as never).model).toBe("gpt-4o");
    // Without a provider named: the first configured one (only openai here), its model checked against it.
    const defaulted = chunkNode({ contextual_chunking_model: "gpt-4o" });
    const again = await contextualizer({ providers })(elements, chunks, defaulted, signal());
    expect(again.map((chunk) => chunk.text)).toEqual(out.map((chunk) => chunk.text));
    // The provider reports what it read from its cache.
    const result = await providers
      .client("openai")
      .generate({ model: "gpt-4o", prefix: "doc", prompt: "<chunk>\nx\n</chunk>" }, signal());
    expect(result.usage).toEqual({ inputTokens: 400, outputTokens: 5, cachedInputTokens: 256 });
  });
});
