// Fetches a language model on first use: the npm registry's @tesseract.js-data/<code> package (the
// integerized "best" LSTM models of tessdata, gzipped; the very files tesseract.js is made for). The
// registry's metadata names the tarball and its sha512; the tarball is checked against it and only
// `4.0.0_best_int/<code>.traineddata.gz` is kept, written whole (temporary name, then renamed) into the
// models folder, so a half-written model is never read.
import { createHash } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { writeWhole } from "../../shared/write-whole.js";

export const MODEL_PACKAGE_SCOPE = "@tesseract.js-data";
export const MODEL_PACKAGE_FOLDER = "4.0.0_best_int";
const DEFAULT_REGISTRY = "https://registry.npmjs.org/";
/** The largest model package (chi_tra_vert) is about 15 MB; past this it is not a model. */
const MAX_TARBALL_BYTES = 64 * 1024 * 1024;
const FETCH_TIMEOUT_MS = Number(process.env.DOCFLOW_OCR_FETCH_TIMEOUT_MS) || 120_000;

/** The registry models are fetched from: DOCFLOW_OCR_REGISTRY, else npm's own setting, else npmjs.org. */
export function modelRegistry(): string {
  const configured = process.env.DOCFLOW_OCR_REGISTRY || process.env.npm_config_registry || DEFAULT_REGISTRY;
  return configured.endsWith("/") ? configured : `${configured}/`;
}

/** False when DOCFLOW_OCR_FETCH is off/false/0/no: only models already on this machine are used. */
export function fetchingAllowed(): boolean {
  const value = process.env.DOCFLOW_OCR_FETCH?.trim().toLowerCase();
  return !(value && ["off", "false", "0", "no"].includes(value));
}

export class ModelFetchError extends Error {}

async function get(url: string, what: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: "follow" });
  } catch (error) {
    // fetch() says "fetch failed"; the reason (ECONNREFUSED, ENOTFOUND, a timeout) is its cause.
    const reason = ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message;
    throw new ModelFetchError(`${what}: ${reason}`);
  }
  if (!response.ok) throw new ModelFetchError(`${what}: HTTP ${response.status} from ${url}`);
  return response;
}

/** The bytes of one file in a tar archive (ustar; npm's tarballs), or undefined when it is not there. */
export function tarEntry(tar: Uint8Array, wanted: string): Uint8Array | undefined {
  const text = new TextDecoder("latin1");
  let offset = 0;
  let longName: string | undefined;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const field = (start: number, length: number) =>
      text.decode(header.subarray(start, start + length)).replace(/\0.*$/s, "");
    const size = Number.parseInt(field(124, 12).trim() || "0", 8);
    const type = field(156, 1);
    const prefix = field(345, 155);
    const name = longName ?? (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
    longName = undefined;
    const body = tar.subarray(offset + 512, offset + 512 + size);
    if (type === "L") longName = text.decode(body).replace(/\0.*$/s, "");
    else if ((type === "0" || type === "") && name === wanted) return body;
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return undefined;
}

/**
 * Fetches @tesseract.js-data/<code> and writes `<folder>/<code>.traineddata.gz`. Throws ModelFetchError
 * (no such package, registry unreachable, checksum mismatch) with the reason.
 */
export async function fetchModel(code: string, folder: string): Promise<string> {
  const name = `${MODEL_PACKAGE_SCOPE}/${code}`;
  const registry = modelRegistry();
  const metadataUrl = `${registry}${MODEL_PACKAGE_SCOPE}%2f${encodeURIComponent(code)}`;
  const metadata = (await (await get(metadataUrl, `${name} from ${registry}`)).json()) as {
    "dist-tags"?: { latest?: string };
    versions?: Record<string, { dist?: { tarball?: string; integrity?: string } }>;
  };
  const version = metadata["dist-tags"]?.latest;
  const dist = version ? metadata.versions?.[version]?.dist : undefined;
  if (!dist?.tarball || !dist.integrity?.startsWith("sha512-")) {
    throw new ModelFetchError(`${name}: the registry names no tarball with a sha512 checksum`);
  }
  const response = await get(dist.tarball, `${name}@${version}`);
  const tarball = new Uint8Array(await response.arrayBuffer());
  if (tarball.length > MAX_TARBALL_BYTES) {
    throw new ModelFetchError(`${name}@${version}: ${tarball.length} bytes, more than a model package holds`);
  }
  const digest = `sha512-${createHash("sha512").update(tarball).digest("base64")}`;
  if (digest !== dist.integrity) {
    throw new ModelFetchError(`${name}@${version}: the tarball does not match the registry's checksum`);
  }
  const file = `${code}.traineddata.gz`;
  const model = tarEntry(gunzipSync(tarball), `package/${MODEL_PACKAGE_FOLDER}/${file}`);
  if (!model) throw new ModelFetchError(`${name}@${version} holds no ${MODEL_PACKAGE_FOLDER}/${file}`);
  const target = join(folder, file);
  try {
    await mkdir(folder, { recursive: true });
    await writeWhole(target, model);
  } catch (error) {
    throw new ModelFetchError(`${name}: cannot write ${target} (${(error as Error).message})`);
  }
  return target;
}
