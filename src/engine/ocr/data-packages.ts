// The language models installed as npm packages (@tesseract.js-data/<code>), which tesseract.js reads
// from disk. Each package keeps its gzipped model at 4.0.0_best_int/<code>.traineddata.gz; nothing is
// ever fetched, so a language is available exactly when its package is installed.
import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const SCOPE = "@tesseract.js-data";
const MODEL_FOLDER = "4.0.0_best_int";

/** The folder holding `<code>.traineddata.gz`, for each installed language. */
export function findDataPackages(): Map<string, string> {
  const found = new Map<string, string>();
  // The node_modules folders Node's resolution would search from here, nearest first; the bundled CLI
  // (dist/) and the sources (src/engine/ocr/) both find the project's node_modules this way.
  const searched = createRequire(import.meta.url).resolve.paths(`${SCOPE}/eng`) ?? [];
  for (const modules of searched) {
    const scope = join(modules, SCOPE);
    let entries: string[];
    try {
      entries = readdirSync(scope);
    } catch {
      continue;
    }
    for (const code of entries.sort()) {
      const folder = join(scope, code, MODEL_FOLDER);
      if (!found.has(code) && existsSync(join(folder, `${code}.traineddata.gz`))) found.set(code, folder);
    }
  }
  return found;
}
