// The call policy shared by every adapter: retry-after parsing, backoff bounds, timeouts, aborts, and
// how a configuration is read from the environment.
import { describe, expect, it } from "vitest";
import { callProvider, providerContext, retryAfterMs } from "../../../src/workflows/models/call.js";
import { describeModelConfig, readModelsConfig } from "../../../src/workflows/models/config.js";
import { ModelConfigError, ModelProviderError, redactSecrets } from "../../../src/workflows/models/errors.js";
import { ModelProviders } from "../../../src/workflows/models/registry.js";
import { UsageLedger } from "../../../src/workflows/models/usage.js";

const headers = (values: Record<string, string>) => (name: string) => values[name];

describe("retryAfterMs", () => {
  it("reads delta-seconds, HTTP dates and retry-after-ms", () => {
    expect(retryAfterMs(headers({ "retry-after": "3" }))).toBe(3000);
    expect(retryAfterMs(headers({ "retry-after": "0.5" }))).toBe(500);
    expect(retryAfterMs(headers({ "retry-after-ms": "250", "retry-after": "9" }))).toBe(250);
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(retryAfterMs(headers({ "retry-after": "Thu, 01 Jan 2026 00:00:07 GMT" }), now)).toBe(7000);
    expect(retryAfterMs(headers({ "retry-after": "soon" }))).toBeUndefined();
    expect(retryAfterMs(headers({}))).toBeUndefined();
  });
});

describe("callProvider", () => {
  const retryable = () =>
    new ModelProviderError("openai", "openai answered 429", {
      status: 429,
      retryAfterMs: 600_000,
      retryable: true,
    });

  it("does not wait for a retry-after longer than the policy allows", async () => {
    const sleeps: number[] = [];
    const context = providerContext("openai", { sleep: async (ms) => void sleeps.push(ms) });
    const error = await callProvider(context, "x", new AbortController().signal, async () => {
      throw retryable();
    }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/asked to retry after 600 s, longer than the 120 s/);
    expect(sleeps).toEqual([]);
  });

  it("times an attempt out and retries it", async () => {
    let attempts = 0;
    const context = providerContext("openai", {
      policy: { timeoutMs: 50, maxAttempts: 2 },
      sleep: async () => {},
    });
    const error = await callProvider(
      context,
      "generate with gpt-4o",
      new AbortController().signal,
      (signal) => {
        attempts++;
        return new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason)));
      },
    ).catch((e: unknown) => e);
    expect(attempts).toBe(2);
    expect((error as Error).message).toBe(
      "generate with gpt-4o: no complete answer from openai within 50 ms (gave up after 2 attempts)",
    );
  });

  it("stops at once when the job aborts, even while waiting to retry", async () => {
    const controller = new AbortController();
    const context = providerContext("openai", { policy: { baseDelayMs: 60_000 } });
    const started = Date.now();
    const pending = callProvider(context, "x", controller.signal, async () => {
      throw new ModelProviderError("openai", "503", { status: 503, retryable: true });
    });
    setTimeout(() => controller.abort(new Error("job cancelled")), 20);
    await expect(pending).rejects.toThrow("job cancelled");
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe("redactSecrets", () => {
  it("removes a key and pieces of it a provider quoted", () => {
    const key = "sk-proj-abcdefghijklmnopqrstuvwxyz0123";
    expect(redactSecrets(`bad key ${key}`, [key])).toBe("bad key [redacted]");
    expect(redactSecrets("Incorrect API key provided: sk-proj-abcdefgh****0123", [key])).not.toContain(
      "abcdefgh",
    );
    expect(redactSecrets("nothing secret here", [key])).toBe("nothing secret here");
  });
});

describe("readModelsConfig", () => {
  it("configures a provider only when its credentials are set, with documented defaults", () => {
    const config = readModelsConfig({
      OPENAI_API_KEY: "k1",
      AZURE_OPENAI_ENDPOINT: "https://res.openai.azure.com",
      AZURE_OPENAI_API_KEY: "k2",
      AWS_DEFAULT_REGION: "eu-west-1",
      DOCFLOW_MODEL_CONCURRENCY: "8",
      DOCFLOW_BEDROCK_CONCURRENCY: "2",
    });
    expect(config.openai).toEqual({ apiKey: "k1", baseUrl: "https://api.openai.com/v1" });
    expect(config.azure_openai).toMatchObject({ apiVersion: "2024-10-21", deployments: {} });
    expect(config.bedrock).toEqual({ region: "eu-west-1", endpoint: undefined, credentials: undefined });
    expect(config.anthropic).toBeUndefined();
    expect(config.vertexai).toBeUndefined();
    expect(config.defaultConcurrency).toBe(8);
    expect(config.concurrency).toEqual({ bedrock: 2 });
    expect(describeModelConfig(config)).toEqual(["local", "openai", "azure_openai", "bedrock"]);
  });

  it("refuses malformed values, naming the variable and never a key", () => {
    expect(() => readModelsConfig({ DOCFLOW_MODEL_CONCURRENCY: "lots" })).toThrow(
      "DOCFLOW_MODEL_CONCURRENCY must be a positive integer; got 'lots'",
    );
    expect(() => readModelsConfig({ OPENAI_API_KEY: "sk-secret", OPENAI_BASE_URL: "ftp://x" })).toThrow(
      "OPENAI_BASE_URL must be an http(s) URL; got a ftp: URL",
    );
    expect(() => readModelsConfig({ AZURE_OPENAI_DEPLOYMENTS: "a=b,c" })).toThrow(
      /AZURE_OPENAI_DEPLOYMENTS .* got 'c'/,
    );
  });

  it("answers an unconfigured provider with what to set", () => {
    const providers = ModelProviders.fromEnv({});
    expect(providers.isConfigured("local")).toBe(true);
    expect(providers.isConfigured("anthropic")).toBe(false);
    expect(() => providers.client("anthropic")).toThrow(ModelConfigError);
    expect(() => providers.client("anthropic")).toThrow(
      "the anthropic model provider is not configured on this server: set ANTHROPIC_API_KEY",
    );
  });
});

describe("UsageLedger", () => {
  it("sums usage per job, provider and model, and forgets a job once taken", () => {
    const ledger = new UsageLedger();
    const job = new AbortController().signal;
    const other = new AbortController().signal;
    ledger.record(job, "openai", "gpt-4o", { inputTokens: 10, outputTokens: 2 });
    ledger.record(job, "openai", "gpt-4o", { inputTokens: 5, outputTokens: 1 });
    ledger.record(job, "bedrock", "amazon.titan-embed-text-v2:0", { inputTokens: 7, outputTokens: 0 }, 3);
    ledger.record(other, "openai", "gpt-4o", { inputTokens: 1, outputTokens: 1 });
    expect(ledger.take(job)).toEqual([
      { provider: "openai", model: "gpt-4o", requests: 2, input_tokens: 15, output_tokens: 3 },
      {
        provider: "bedrock",
        model: "amazon.titan-embed-text-v2:0",
        requests: 3,
        input_tokens: 7,
        output_tokens: 0,
      },
    ]);
    expect(ledger.take(job)).toEqual([]);
    expect(ledger.peek(other)).toHaveLength(1);
  });
});
