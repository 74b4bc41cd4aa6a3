// Enrichment executors over elements, with the OpenAI adapter talking to a local Chat Completions
// stand-in (https://platform.openai.com/docs/api-reference/chat/create) that answers like a model would:
// in code fences, with a sentence around the part that was asked for.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Element } from "../../../src/contract/element.js";
import type { WorkflowNodeInfo } from "../../../src/contract/nodes.js";
import { UsageLedger } from "../../../src/workflows/models/usage.js";
import { ModelNodeError } from "../../../src/workflows/nodes/common.js";
import { prompterExecutor } from "../../../src/workflows/nodes/prompter.js";
import {
  harness,
  jsonBody,
  type RecordedRequest,
  type StandIn,
  sendJson,
  startStandIn,
} from "../models/stand-in.js";

const PNG_B64 = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]).toString("base64");

function elements(): Element[] {
  return [
    { type: "Title", element_id: "t1", text: "Corrosion results", metadata: { page_number: 1 } },
    {
      type: "Image",
      element_id: "i1",
      text: "",
      metadata: { page_number: 1, image_base64: PNG_B64, image_mime_type: "image/png" },
    },
    { type: "Image", element_id: "i2", text: "logo", metadata: { page_number: 1 } },
    {
      type: "Table",
      element_id: "tb1",
      text: "g rate 0 2.8 2 1.5",
      metadata: { page_number: 2, text_as_html: "<table><tr><td>g</td><td>rate</td></tr></table>" },
    },
    {
      type: "NarrativeText",
      element_id: "n1",
      text: "Ada Lovelace worked with Charles Babbage in London.",
      metadata: {},
    },
  ];
}

/** What the user message of a recorded chat request held: its text and how many images. */
function userMessage(request: RecordedRequest): { text: string; images: string[] } {
  const messages = jsonBody(request).messages as { role: string; content: unknown }[];
  const content = messages.find((m) => m.role === "user")?.content as {
    type: string;
    text?: string;
    image_url?: { url: string };
  }[];
  return {
    text: content
      .filter((part) => part.type === "text")
      .map((part) => part.text)
      .join(""),
    images: content.filter((part) => part.type === "image_url").map((part) => part.image_url?.url ?? ""),
  };
}

function answerFor(text: string): string {
  if (text.startsWith("Describe this image")) {
    return 'Sure.\n```json\n{"type": "graph", "description": "Potential falls as current density rises."}\n```';
  }
  if (text.startsWith("Summarise this table")) return "The table lists corrosion rate by inhibitor grams.\n";
  if (text.startsWith("Convert this table to HTML")) {
    return "Here is the table:\n```html\n<table><tr><th>g</th><th>rate</th></tr><tr><td>0</td><td>2.8</td></tr></table>\n```";
  }
  return JSON.stringify({
    items: [
      { entity: "Ada Lovelace", type: "PERSON" },
      { entity: "London", type: "LOCATION" },
      { entity: 42, type: "BROKEN" },
    ],
    relationships: [{ from: "Ada Lovelace", relationship: "lives_in", to: "London" }],
  });
}

const node = (subtype: string, settings: Record<string, unknown> = {}): WorkflowNodeInfo => ({
  id: "n-1",
  name: "Enrich",
  type: "prompter",
  subtype,
  settings,
});

describe("prompter executors", () => {
  let server: StandIn;
  let ledger: UsageLedger;
  let run: ReturnType<typeof prompterExecutor>;
  beforeEach(async () => {
    server = await startStandIn((request, response) => {
      sendJson(response, 200, {
        choices: [
          { index: 0, message: { role: "assistant", content: answerFor(userMessage(request).text) } },
        ],
        usage: { prompt_tokens: 100, completion_tokens: 10 },
      });
    });
    ledger = new UsageLedger();
    const { providers } = harness({ OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: `${server.url}/v1` });
    run = prompterExecutor({ providers, usage: ledger });
  });
  afterEach(() => server.close());

  it("describes Image elements that carry an image, in text (reference shape) and metadata.image_description", async () => {
    const input = elements();
    const job = new AbortController().signal;
    const out = await run(input, node("openai_image_description"), job);
    expect(server.requests).toHaveLength(1);
    expect(userMessage(server.requests[0] as RecordedRequest).images).toEqual([
      `data:image/png;base64,${PNG_B64}`,
    ]);
    expect(JSON.parse(out[1]?.text ?? "")).toEqual({
      type: "graph",
      description: "Potential falls as current density rises.",
    });
    expect(out[1]?.metadata.image_description).toBe("Potential falls as current density rises.");
    // No image to look at: left as it was; other elements untouched; the input is not mutated.
    expect(out[2]).toBe(input[2]);
    expect(out[0]).toBe(input[0]);
    expect(input[1]?.text).toBe("");
    expect(ledger.take(job)).toEqual([
      { provider: "openai", model: "gpt-4o", requests: 1, input_tokens: 100, output_tokens: 10 },
    ]);
  });

  it("replaces a table's text with its description, keeping text_as_html", async () => {
    const out = await run(elements(), node("openai_table_description"), new AbortController().signal);
    expect(server.requests).toHaveLength(1);
    expect(userMessage(server.requests[0] as RecordedRequest).text).toContain(
      "<table><tr><td>g</td><td>rate</td></tr></table>",
    );
    expect(out[3]?.text).toBe("The table lists corrosion rate by inhibitor grams.");
    expect(out[3]?.metadata.text_as_html).toBe("<table><tr><td>g</td><td>rate</td></tr></table>");
  });

  it("openai_table2html replaces text_as_html with the model's table", async () => {
    const out = await run(elements(), node("openai_table2html"), new AbortController().signal);
    expect(out[3]?.metadata.text_as_html).toBe(
      "<table><tr><th>g</th><th>rate</th></tr><tr><td>0</td><td>2.8</td></tr></table>",
    );
    expect(out[3]?.text).toBe("g rate 0 2.8 2 1.5");
  });

  it("openai_ner records entities and relationships, with the user's prompt override", async () => {
    const out = await run(
      elements(),
      node("openai_ner", {
        prompt_interface_overrides: { prompt: { user: "Find people and places in: {{text}}" } },
      }),
      new AbortController().signal,
    );
    // One call per element with text: the Title, the logo Image, the Table and the paragraph.
    expect(server.requests).toHaveLength(4);
    const prompts = server.requests.map((r) => userMessage(r).text);
    expect(prompts).toContain(
      "Find people and places in: Ada Lovelace worked with Charles Babbage in London.",
    );
    expect(out[4]?.metadata.entities).toEqual({
      items: [
        { entity: "Ada Lovelace", type: "PERSON" },
        { entity: "London", type: "LOCATION" },
      ],
      relationships: [{ from: "Ada Lovelace", relationship: "lives_in", to: "London" }],
    });
    expect(out[1]?.metadata.entities).toBeUndefined();
  });

  it("uses the default NER prompt, with the text between its markers, when none is given", async () => {
    await run([elements()[4] as Element], node("openai_ner"), new AbortController().signal);
    const text = userMessage(server.requests[0] as RecordedRequest).text;
    expect(text).toContain("Entity types: PERSON, ORGANIZATION");
    expect(text).toContain(
      "[START OF TEXT]\nAda Lovelace worked with Charles Babbage in London.\n[END OF TEXT]",
    );
  });

  it("refuses an unknown model before calling anyone", async () => {
    await expect(
      run(elements(), node("openai_table2html", { model: "gpt-99" }), new AbortController().signal),
    ).rejects.toThrow(ModelNodeError);
    expect(server.requests).toHaveLength(0);
  });

  it("fails with the provider's error when the provider refuses", async () => {
    server.failures.push({ status: 400, body: { error: { message: "Invalid image data" } } });
    await expect(
      run(elements(), node("openai_image_description"), new AbortController().signal),
    ).rejects.toThrow("openai answered 400 for model 'gpt-4o': Invalid image data");
  });
});
