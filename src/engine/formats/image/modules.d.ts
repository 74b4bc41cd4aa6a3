// Type declarations for the two untyped decoders the image module uses.
declare module "bmp-js" {
  interface DecodedBmp {
    width: number;
    height: number;
    /** width × height × 4 bytes, each pixel as A, B, G, R. */
    data: Buffer;
  }
  const bmp: { decode(data: Buffer): DecodedBmp };
  export default bmp;
}

declare module "heic-decode" {
  interface DecodedHeic {
    width: number;
    height: number;
    /** width × height × 4 bytes of RGBA. */
    data: Uint8ClampedArray;
  }
  function decode(input: { buffer: Uint8Array | ArrayBuffer }): Promise<DecodedHeic>;
  export default decode;
}
