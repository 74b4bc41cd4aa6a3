// validateModelNode: the provider/model check a workflow's nodes pass when saved (422 otherwise).
import { describe, expect, it } from "vitest";
import { validateModelNode } from "../../../src/workflows/models/validate.js";

const LOC = ["body", "workflow_nodes", 1];

describe("validateModelNode", () => {
  it("accepts the contract's providers and models, with defaults", () => {
    expect(validateModelNode({ type: "partition", subtype: "vlm", settings: { is_dynamic: true } })).toEqual(
      [],
    );
    expect(
      validateModelNode({
        type: "partition",
        subtype: "vlm",
        settings: { provider: "bedrock", model: "us.amazon.nova-pro-v1:0" },
      }),
    ).toEqual([]);
    expect(
      validateModelNode({ type: "prompter", subtype: "vertexai_image_description", settings: {} }),
    ).toEqual([]);
    expect(
      validateModelNode({ type: "prompter", subtype: "openai_ner", settings: { model: "gpt-4o" } }),
    ).toEqual([]);
    expect(
      validateModelNode({
        type: "embed",
        subtype: "bedrock",
        settings: { model_name: "cohere.embed-english-v3" },
      }),
    ).toEqual([]);
    expect(validateModelNode({ type: "embed", subtype: "local", settings: {} })).toEqual([]);
    expect(
      validateModelNode({ type: "embed", subtype: "local", settings: { model_name: "lexical-384" } }),
    ).toEqual([]);
    expect(validateModelNode({ type: "chunk", subtype: "chunk_by_similarity", settings: {} })).toEqual([]);
  });

  it("names an unknown provider with the known ones", () => {
    expect(
      validateModelNode({ type: "partition", subtype: "vlm", settings: { provider: "mistral" } }, LOC),
    ).toEqual([
      {
        type: "literal_error",
        loc: [...LOC, "settings", "provider"],
        msg: "Input should be 'anthropic', 'openai', 'bedrock' or 'vertexai'",
        input: "mistral",
        ctx: { expected: "'anthropic', 'openai', 'bedrock' or 'vertexai'" },
      },
    ]);
    expect(
      validateModelNode({ type: "prompter", subtype: "mistral_table_description" }, LOC)[0],
    ).toMatchObject({
      loc: [...LOC, "subtype"],
      input: "mistral",
    });
    expect(
      validateModelNode({ type: "embed", subtype: "voyageai", settings: { model_name: "voyage-3" } }, LOC)[0],
    ).toMatchObject({
      type: "literal_error",
      loc: [...LOC, "subtype"],
    });
  });

  it("names an unknown model with the provider's models", () => {
    const [error] = validateModelNode(
      { type: "prompter", subtype: "anthropic_image_description", settings: { model: "gpt-4o" } },
      LOC,
    );
    expect(error).toMatchObject({
      type: "literal_error",
      loc: [...LOC, "settings", "model"],
      input: "gpt-4o",
    });
    expect(error?.msg).toBe("Input should be 'claude-3-5-sonnet-20241022'");
    const [embed] = validateModelNode(
      { type: "embed", subtype: "togetherai", settings: { model_name: "bge-large" } },
      LOC,
    );
    expect(embed).toMatchObject({ loc: [...LOC, "settings", "model_name"], input: "bge-large" });
    expect(validateModelNode({ type: "embed", subtype: "azure_openai", settings: {} }, LOC)).toEqual([
      { type: "missing", loc: [...LOC, "settings", "model_name"], msg: "Field required", input: null },
    ]);
  });

  it("refuses keys in settings without echoing them", () => {
    const errors = validateModelNode(
      {
        type: "partition",
        subtype: "vlm",
        settings: { provider: "anthropic", provider_api_key: "sk-ant-secret" },
      },
      LOC,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]?.loc).toEqual([...LOC, "settings", "provider_api_key"]);
    expect(JSON.stringify(errors)).not.toContain("sk-ant-secret");
  });

  it("refuses a provider_type that contradicts the subtype, and unconfigured providers when asked", () => {
    expect(
      validateModelNode(
        { type: "prompter", subtype: "openai_table2html", settings: { provider_type: "anthropic" } },
        LOC,
      )[0]?.loc,
    ).toEqual([...LOC, "settings", "provider_type"]);
    const errors = validateModelNode(
      { type: "embed", subtype: "bedrock", settings: { model_name: "amazon.titan-embed-text-v1" } },
      LOC,
      {
        isConfigured: (provider) => provider === "local",
      },
    );
    expect(errors.map((e) => e.msg)).toEqual([
      "Value error, the bedrock model provider is not configured on this server",
    ]);
  });
});
