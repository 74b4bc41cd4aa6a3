import type { ModelImage } from "./types.js";

export function toBase64(data: Uint8Array): string {
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString("base64");
}

export function dataUrl(image: ModelImage): string {
  return `data:${image.mediaType};base64,${toBase64(image.data)}`;
}
