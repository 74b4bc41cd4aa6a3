// The file types that have pages to look at: PDFs and images. Their pages can be rendered for a
// vision-language model (render-pages.ts), and only for them does strategy=vlm mean anything.
const IMAGE_TYPES: ReadonlySet<string> = new Set(["png", "jpg", "tiff", "bmp", "gif", "webp", "heic"]);

export function isImageType(typeName: string): boolean {
  return IMAGE_TYPES.has(typeName);
}

/** Whether a file of this type has pages to render: a PDF or an image. */
export function hasPages(typeName: string): boolean {
  return typeName === "pdf" || IMAGE_TYPES.has(typeName);
}
