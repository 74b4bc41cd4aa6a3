// A per-client rate limit for endpoints that must not answer as fast as a client can ask (the secrets
// comparison, which would otherwise answer hundreds of guesses a second): each client has `perMinute`
// requests a minute, refilled steadily (a token bucket), and one more is a 429 with Retry-After saying
// when the next request would be accepted.
import { HttpError } from "./errors.js";

/** Clients tracked at most; past it the longest-idle ones are forgotten (they had refilled anyway). */
const MAX_CLIENTS = 10_000;

export class RateLimit {
  readonly #perMinute: number;
  readonly #limitName: string;
  /** Tokens left and when they were counted, per client (a Map keeps the least recently used first). */
  readonly #buckets = new Map<string, { tokens: number; at: number }>();

  constructor(perMinute: number, limitName: string) {
    this.#perMinute = perMinute;
    this.#limitName = limitName;
  }

  /** Takes one request of `client`'s allowance, or throws 429 with Retry-After. */
  take(client: string, now = Date.now()): void {
    const rate = this.#perMinute / 60_000;
    const bucket = this.#buckets.get(client) ?? { tokens: this.#perMinute, at: now };
    this.#buckets.delete(client);
    bucket.tokens = Math.min(this.#perMinute, bucket.tokens + (now - bucket.at) * rate);
    bucket.at = now;
    this.#buckets.set(client, bucket);
    if (this.#buckets.size > MAX_CLIENTS) {
      const oldest = this.#buckets.keys().next().value;
      if (oldest !== undefined) this.#buckets.delete(oldest);
    }
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return;
    }
    const waitS = Math.max(1, Math.ceil((1 - bucket.tokens) / rate / 1000));
    throw new HttpError(
      429,
      `Too many requests: ${this.#perMinute} a minute are allowed (limit ${this.#limitName}). Please try again later.`,
      { "retry-after": String(waitS) },
    );
  }
}
