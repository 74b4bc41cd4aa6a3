// Progress on a terminal: one bar line redrawn in place, with finished files printed above it. Anywhere
// else (CI logs, pipes) just the plain per-file lines.
import type { WriteStream } from "node:tty";

export class Progress {
  readonly #stream: NodeJS.WritableStream & Partial<Pick<WriteStream, "isTTY" | "columns">>;
  readonly #total: number;
  #barShown = false;

  constructor(
    stream: NodeJS.WritableStream & Partial<Pick<WriteStream, "isTTY" | "columns">>,
    total: number,
  ) {
    this.#stream = stream;
    this.#total = total;
  }

  get #interactive(): boolean {
    return this.#stream.isTTY === true;
  }

  update(done: number, line: string): void {
    if (!this.#interactive) {
      this.#stream.write(`${line}\n`);
      return;
    }
    const width = Math.max(10, Math.min(40, (this.#stream.columns ?? 80) - 30));
    const filled = Math.round((done / this.#total) * width);
    const bar = `[${"#".repeat(filled)}${".".repeat(width - filled)}] ${done}/${this.#total}`;
    this.#stream.write(`${this.#barShown ? "\r\x1b[K" : ""}${line}\n${bar}`);
    this.#barShown = true;
  }

  finish(): void {
    if (this.#interactive && this.#barShown) this.#stream.write("\r\x1b[K");
  }
}
