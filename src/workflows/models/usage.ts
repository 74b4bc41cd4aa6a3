// Token usage per job. Node executors only see a job through its AbortSignal (one per job, see
// executors.ts), so usage is kept against that signal: the executors record every call, and the runner
// takes the job's total when the job ends and records it on the job details. A WeakMap, so a job whose
// total is never taken leaves nothing behind.
import type { ModelProvider, TokenUsage } from "./types.js";

export interface ModelUsage {
  provider: ModelProvider;
  model: string;
  /** Provider calls that answered (retries of one call count once). */
  requests: number;
  input_tokens: number;
  output_tokens: number;
  /** Of input_tokens, those the provider read from its prompt cache, when it said (absent: none). */
  cached_input_tokens?: number;
}

export class UsageLedger {
  readonly #jobs = new WeakMap<AbortSignal, Map<string, ModelUsage>>();

  record(job: AbortSignal, provider: ModelProvider, model: string, usage: TokenUsage, requests = 1): void {
    let entries = this.#jobs.get(job);
    if (!entries) {
      entries = new Map();
      this.#jobs.set(job, entries);
    }
    const key = `${provider}\u0000${model}`;
    const entry = entries.get(key) ?? { provider, model, requests: 0, input_tokens: 0, output_tokens: 0 };
    entry.requests += requests;
    entry.input_tokens += usage.inputTokens;
    entry.output_tokens += usage.outputTokens;
    if (usage.cachedInputTokens) {
      entry.cached_input_tokens = (entry.cached_input_tokens ?? 0) + usage.cachedInputTokens;
    }
    entries.set(key, entry);
  }

  /** The job's usage so far, one entry per provider and model, without forgetting it. */
  peek(job: AbortSignal): ModelUsage[] {
    return [...(this.#jobs.get(job)?.values() ?? [])].map((entry) => ({ ...entry }));
  }

  /** The job's usage, forgotten afterwards: call once when the job ends. */
  take(job: AbortSignal): ModelUsage[] {
    const entries = this.peek(job);
    this.#jobs.delete(job);
    return entries;
  }
}
