// docflow's OCR models: the gzipped `<code>.traineddata.gz` files of the @tesseract.js-data packages (the
// integerized "best" LSTM models), which both backends read, so a page gives one answer whichever runs.
// They are found in, first to last:
//   1. the models folder: DOCFLOW_TESSDATA (`docflow serve --tessdata`), else <user cache>/docflow/tessdata;
//      languages fetched on first use land here (fetch.ts), and the action caches it between runs;
//   2. installed @tesseract.js-data/<code> packages, wherever Node's resolution finds them from here: the
//      project's node_modules, or dist/node_modules, which ships English.
// The native command reads uncompressed models: those it needs are unpacked once per process into a
// temporary folder of their own (nativeModelFolder).
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { homedir, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gunzipSync } from "node:zlib";
import { fetchModel, MODEL_PACKAGE_FOLDER, MODEL_PACKAGE_SCOPE } from "./fetch.js";

const SUFFIX = ".traineddata.gz";

/** The folder of fetched (or hand-placed) models: DOCFLOW_TESSDATA, else the user's cache folder. */
export function modelsFolder(): string {
  const configured = process.env.DOCFLOW_TESSDATA?.trim();
  if (configured) return resolve(configured);
  const cache =
    process.env.XDG_CACHE_HOME ||
    (process.platform === "win32" ? process.env.LOCALAPPDATA : undefined) ||
    (process.platform === "darwin" ? join(homedir(), "Library", "Caches") : join(homedir(), ".cache"));
  return join(cache, "docflow", "tessdata");
}

function modelsIn(folder: string, found: Map<string, string>): void {
  let entries: string[];
  try {
    entries = readdirSync(folder);
  } catch {
    return;
  }
  for (const entry of entries.sort()) {
    if (!entry.endsWith(SUFFIX) || entry.startsWith(".")) continue;
    const code = entry.slice(0, -SUFFIX.length);
    if (!found.has(code)) found.set(code, folder);
  }
}

/** The folder holding `<code>.traineddata.gz`, for each language docflow has a model of. */
export function findModels(): Map<string, string> {
  const found = new Map<string, string>();
  modelsIn(modelsFolder(), found);
  // The node_modules folders Node's resolution would search from here, nearest first; the bundles (dist/)
  // and the sources (src/engine/ocr/) both find the packages this way.
  const searched = createRequire(import.meta.url).resolve.paths(`${MODEL_PACKAGE_SCOPE}/eng`) ?? [];
  for (const modules of searched) {
    const scope = join(modules, MODEL_PACKAGE_SCOPE);
    let entries: string[];
    try {
      entries = readdirSync(scope);
    } catch {
      continue;
    }
    for (const code of entries.sort()) {
      const folder = join(scope, code, MODEL_PACKAGE_FOLDER);
      if (!found.has(code) && existsSync(join(folder, `${code}${SUFFIX}`))) found.set(code, folder);
    }
  }
  return found;
}

/** Fetches one model into the models folder (see fetch.ts); resolves to the folder holding it. */
export async function fetchIntoModelsFolder(code: string): Promise<string> {
  const folder = modelsFolder();
  await fetchModel(code, folder);
  return folder;
}

let unpacked: string | undefined;
const unpackedCodes = new Set<string>();

/**
 * A folder of uncompressed `<code>.traineddata` for the native command's --tessdata-dir, holding the same
 * models tesseract.js reads. Unpacked on first use, once per process; removed when the process exits.
 */
export function nativeModelFolder(codes: readonly string[], models: ReadonlyMap<string, string>): string {
  unpacked ??= mkdtempSync(join(tmpdir(), "docflow-tessdata-"));
  mkdirSync(unpacked, { recursive: true });
  for (const code of codes) {
    if (unpackedCodes.has(code)) continue;
    const folder = models.get(code);
    if (!folder) throw new Error(`no model for ${code}`);
    const partial = join(unpacked, `.${code}.partial`);
    writeFileSync(partial, gunzipSync(readFileSync(join(folder, `${code}${SUFFIX}`))));
    // Renamed into place: a concurrent reader never sees half a model.
    renameSync(partial, join(unpacked, `${code}.traineddata`));
    unpackedCodes.add(code);
  }
  return unpacked;
}

process.once("exit", () => {
  if (unpacked) rmSync(unpacked, { recursive: true, force: true });
});
