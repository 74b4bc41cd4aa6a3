// zlib.compress(data) as CPython computes it, byte for byte: stock zlib's deflate at the default level
// (6), window 15, memLevel 8, default strategy, zlib (RFC 1950) wrapper. Node's own zlib is Chromium's
// fork, whose hashing finds other matches, so its bytes differ from the reference's. This is zlib 1.2.13
// itself, built to WebAssembly (native/, scripts/build-zlib-wasm.mjs; checked against CPython and pako
// in the tests) with patches that change its speed, not its output (native/README.md).
//
// One deflate state is kept and reset between calls instead of allocating ~300 KB of window, hash and
// pending buffers per call: a chunk's orig_elements are usually about a kilobyte, and building a fresh
// state cost more than compressing them. Each thread has its own instance (about 400 KB of memory).
import { ZLIB_WASM_BASE64 } from "./zlib-wasm.js";

/** The synchronous WebAssembly API as used here (the project's TypeScript libs do not declare it). */
interface SyncWasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: unknown };
}
const wasm = (globalThis as unknown as { WebAssembly: SyncWasmApi }).WebAssembly;

interface ZlibExports {
  memory: { buffer: ArrayBuffer };
  docflow_init(): number;
  docflow_scratch(size: number): number;
  docflow_compress(input: number, inputLength: number, output: number, outputCapacity: number): number;
}

let compiled: object | undefined;

/** zlib's deflateBound for these settings: one call always finishes the stream. */
const deflateBound = (n: number) => n + (n >>> 12) + (n >>> 14) + (n >>> 25) + 13 + 6;

export class ReferenceDeflater {
  readonly #zlib: ZlibExports;
  #bytes: Buffer;

  constructor() {
    compiled ??= new wasm.Module(Buffer.from(ZLIB_WASM_BASE64, "base64"));
    this.#zlib = new wasm.Instance(compiled, {}).exports as unknown as ZlibExports;
    const status = this.#zlib.docflow_init();
    if (status !== 0) throw new Error(`zlib deflateInit failed (${status})`);
    this.#bytes = Buffer.from(this.#zlib.memory.buffer);
  }

  /** Room for `inputLength` bytes of input and their stream; the input's offset in #bytes. */
  #scratch(inputLength: number): number {
    const at = this.#zlib.docflow_scratch(inputLength + deflateBound(inputLength));
    if (at === 0) throw new Error(`zlib: no memory for ${inputLength} bytes`);
    // Growing the memory replaces its buffer.
    if (this.#bytes.buffer !== this.#zlib.memory.buffer) this.#bytes = Buffer.from(this.#zlib.memory.buffer);
    return at;
  }

  #deflate(at: number, inputLength: number): Buffer {
    const out = at + inputLength;
    const length = this.#zlib.docflow_compress(at, inputLength, out, deflateBound(inputLength));
    if (length < 0) throw new Error(`zlib deflate did not finish (${length})`);
    return this.#bytes.subarray(out, out + length);
  }

  /**
   * The zlib stream of `input`. The answer is a view of memory reused by the next call: read or copy
   * it before compressing again.
   */
  compress(input: Uint8Array): Buffer {
    const at = this.#scratch(input.length);
    this.#bytes.set(input, at);
    return this.#deflate(at, input.length);
  }
}
