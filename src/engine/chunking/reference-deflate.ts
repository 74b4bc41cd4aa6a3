// zlib.compress(data) as CPython computes it, byte for byte: stock zlib's deflate at the default level
// (6), window 15, memLevel 8, default strategy, zlib (RFC 1950) wrapper. Node's own zlib is Chromium's
// fork, whose hashing finds other matches, so its bytes differ from the reference's; pako is a port of
// stock zlib and writes the same bytes (checked against CPython in the tests). package.json pins pako to
// 2.1.0: 2.2.0 changed its matching and writes other bytes.
//
// One deflate state is kept and reset between calls instead of allocating ~300 KB of window, hash and
// pending buffers per call: a chunk's orig_elements are usually about a kilobyte, and building a fresh
// state cost more than compressing them.
import { deflate, deflateInit2, deflateResetKeep } from "pako/lib/zlib/deflate.js";
import ZStream from "pako/lib/zlib/zstream.js";

const Z_DEFAULT_LEVEL = 6;
const Z_DEFLATED = 8;
const MAX_WBITS = 15;
const DEF_MEM_LEVEL = 8;
const Z_DEFAULT_STRATEGY = 0;
const Z_FINISH = 4;
const Z_OK = 0;
const Z_STREAM_END = 1;
const MIN_MATCH = 3;

/** The fields of pako's deflate state that its (unexported) lm_init sets on every reset. */
interface MatchState {
  w_size: number;
  window_size: number;
  head: Uint16Array;
  max_lazy_match: number;
  good_match: number;
  nice_match: number;
  max_chain_length: number;
  strstart: number;
  block_start: number;
  lookahead: number;
  insert: number;
  match_length: number;
  prev_length: number;
  match_available: number;
  ins_h: number;
}

export class ReferenceDeflater {
  readonly #strm = new ZStream();
  readonly #state: MatchState;
  /** The level's match parameters, as the first init set them. */
  readonly #config: Pick<MatchState, "max_lazy_match" | "good_match" | "nice_match" | "max_chain_length">;
  #out = new Uint8Array(64 * 1024);

  constructor() {
    const status = deflateInit2(
      this.#strm,
      Z_DEFAULT_LEVEL,
      Z_DEFLATED,
      MAX_WBITS,
      DEF_MEM_LEVEL,
      Z_DEFAULT_STRATEGY,
    );
    if (status !== Z_OK) throw new Error(`zlib deflateInit2 failed (${status})`);
    this.#state = this.#strm.state as MatchState;
    const { max_lazy_match, good_match, nice_match, max_chain_length } = this.#state;
    this.#config = { max_lazy_match, good_match, nice_match, max_chain_length };
  }

  /** The state zlib's deflateReset leaves, with the hash table cleared by fill() rather than a loop. */
  #reset(): void {
    deflateResetKeep(this.#strm);
    const s = this.#state;
    s.window_size = 2 * s.w_size;
    s.head.fill(0);
    const config = this.#config;
    s.max_lazy_match = config.max_lazy_match;
    s.good_match = config.good_match;
    s.nice_match = config.nice_match;
    s.max_chain_length = config.max_chain_length;
    s.strstart = 0;
    s.block_start = 0;
    s.lookahead = 0;
    s.insert = 0;
    s.match_length = MIN_MATCH - 1;
    s.prev_length = MIN_MATCH - 1;
    s.match_available = 0;
    s.ins_h = 0;
  }

  /**
   * The zlib stream of `input`. The answer is a view of a buffer reused by the next call: read or copy
   * it before compressing again.
   */
  compress(input: Uint8Array): Uint8Array {
    this.#reset();
    // zlib's deflateBound for these settings, so one call always finishes the stream.
    const bound = input.length + (input.length >> 12) + (input.length >> 14) + (input.length >> 25) + 13 + 6;
    if (this.#out.length < bound) this.#out = new Uint8Array(Math.max(bound, this.#out.length * 2));
    const strm = this.#strm;
    strm.input = input;
    strm.next_in = 0;
    strm.avail_in = input.length;
    strm.output = this.#out;
    strm.next_out = 0;
    strm.avail_out = this.#out.length;
    const status = deflate(strm, Z_FINISH);
    // Neither the input nor the output is held past the call.
    strm.input = null;
    if (status !== Z_STREAM_END) throw new Error(`zlib deflate did not finish (${status})`);
    return this.#out.subarray(0, strm.next_out);
  }
}
