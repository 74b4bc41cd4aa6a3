// Which OCR engines read a task's images, for the server's request log and the CLI's per-file line. Its own
// module, free of sharp and tesseract.js, so that recording costs callers nothing until an image is read.
import { AsyncLocalStorage } from "node:async_hooks";

const enginesUsed = new AsyncLocalStorage<Set<string>>();

/** Notes that `engine` read an image for the task running now (a no-op outside recordOcrEngines). */
export function noteOcrEngine(engine: string): void {
  enginesUsed.getStore()?.add(engine);
}

/**
 * Runs `task` and says which OCR engines read its images ("tesseract 5.3.0 (native)", "tesseract.js
 * 7.0.0"); empty when nothing was read by OCR.
 */
export async function recordOcrEngines<T>(
  task: () => Promise<T>,
): Promise<{ result: T; ocrEngines: string[] }> {
  const engines = new Set<string>();
  const result = await enginesUsed.run(engines, task);
  return { result, ocrEngines: [...engines].sort() };
}
