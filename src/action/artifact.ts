// Uploading a step's outputs as a workflow artifact. Artifact names are unique within a workflow
// run and an upload cannot be replaced, so the name carries the job (and the attempt of a re-run); legs
// of a matrix share their job's name, as do two docflow steps of one job, so a name already taken gets
// the first free suffix (-2, -3, ...).
import { readdir } from "node:fs/promises";
import { isAbsolute, join, relative, resolve } from "node:path";
import { errorMessage } from "../shared/errors.js";

export interface ArtifactIdentity {
  job: string;
  runAttempt: number;
}

/** `docflow-results` -> `docflow-results-partition` (`-attempt2` on a re-run), with the forbidden characters replaced. */
export function uniqueArtifactName(base: string, identity: ArtifactIdentity): string {
  const parts = [base, identity.job].filter(Boolean);
  let name = parts.join("-");
  if (identity.runAttempt > 1) name += `-attempt${identity.runAttempt}`;
  // Not allowed in artifact names: " : < > | * ? \r \n \ /
  // biome-ignore lint/suspicious/noControlCharactersInRegex: \r and \n are among the forbidden characters.
  return name.replace(/[":<>|*?\r\n\\/\u0000-\u001f]/g, "-");
}

export function artifactServiceAvailable(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.ACTIONS_RUNTIME_TOKEN && env.ACTIONS_RESULTS_URL);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

export interface UploadResult {
  /** The name the artifact was uploaded as: the one asked for, or it with a suffix when that was taken. */
  name: string;
  id?: number | undefined;
  size?: number | undefined;
}

/** Names tried after the one asked for, when each is taken in this workflow run. */
const MAX_NAME_SUFFIX = 20;

/** The results service's answer to a name already used in this workflow run (HTTP 409, already_exists). */
function isNameTaken(error: unknown): boolean {
  const message = errorMessage(error);
  return /\(409\)|already.?exists/i.test(message);
}

/** Uploads every file under `dir`, paths kept relative to it. */
export async function uploadDirectory(
  name: string,
  dir: string,
  retentionDays?: number,
): Promise<UploadResult> {
  return upload(name, await filesUnder(dir), dir, retentionDays);
}

/**
 * Uploads only the given files, paths kept relative to `root` (a step whose output directory is shared
 * with other steps uploads its own outputs, not everything there). Each file must be under `root`.
 */
export async function uploadFiles(
  name: string,
  files: readonly string[],
  root: string,
  retentionDays?: number,
): Promise<UploadResult> {
  const base = resolve(root);
  const absolute = [...new Set(files.map((file) => resolve(base, file)))];
  const outside = absolute.filter((file) => {
    const inside = relative(base, file);
    return inside === "" || inside.startsWith("..") || isAbsolute(inside);
  });
  if (outside.length > 0) {
    throw new Error(
      `Cannot upload ${outside.join(", ")} as part of the artifact ${name}: the files must be under ${base}.`,
    );
  }
  if (absolute.length === 0) throw new Error(`No files to upload as the artifact ${name}.`);
  return upload(name, absolute, base, retentionDays);
}

async function upload(
  name: string,
  files: string[],
  root: string,
  retentionDays: number | undefined,
): Promise<UploadResult> {
  // Loaded only when used: the artifact client and its storage SDK are large.
  const { DefaultArtifactClient } = await import("@actions/artifact");
  const client = new DefaultArtifactClient();
  const options = retentionDays === undefined ? {} : { retentionDays };
  for (let suffix = 1; ; suffix++) {
    const candidate = suffix === 1 ? name : `${name}-${suffix}`;
    try {
      const response = await client.uploadArtifact(candidate, files, root, options);
      return { name: candidate, id: response.id, size: response.size };
    } catch (error) {
      if (!isNameTaken(error) || suffix >= MAX_NAME_SUFFIX) throw error;
    }
  }
}
