// pako (a port of stock zlib, which wrote orig_elements before the WebAssembly build of zlib replaced it)
// ships no types; the tests compare against its deflate.
declare module "pako" {
  export function deflate(data: Uint8Array): Uint8Array;
}
