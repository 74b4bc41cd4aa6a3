// pdfjs-dist ships no types for its worker entry; docflow only hands the module object to pdf.js.
declare module "pdfjs-dist/legacy/build/pdf.worker.mjs" {
  export const WorkerMessageHandler: unknown;
}
