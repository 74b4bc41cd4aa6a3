// A local-destination job's results, downloaded: one file per entry of `output_node_files`, named
// `<input file name>.<node name>.json`, with its element count. Several downloads are in flight at once
// (a job of 200 documents through two nodes has 400 outputs, each a round trip); a download that fails
// is recorded and the others go on.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { CallOptions } from "../../client/http.js";
import type { JobInfo } from "../../contract/jobs.js";
import type { WorkflowNodeInfo } from "../../contract/nodes.js";
import { errorMessage } from "../../shared/errors.js";
import { Limiter } from "../../shared/limiter.js";
import type { RunClient } from "./client.js";

export interface DownloadedOutput {
  fileId: string;
  /** The input file's name (the file id when the name is not known). */
  file: string;
  nodeId: string;
  node: string;
  /** Where it was written (absolute), when the download succeeded. */
  path?: string | undefined;
  /** Elements in the output, when it is a JSON array. */
  elements?: number | undefined;
  error?: string | undefined;
}

/** Characters file systems or the artifact service refuse in a name, and path separators. */
export function portableName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are replaced on purpose.
  const cleaned = name.replace(/[":<>|*?\\/\u0000-\u001f]/g, "_").trim();
  return cleaned === "" || cleaned === "." || cleaned === ".." ? "_" : cleaned;
}

/**
 * Names of the input files by file id: the job's `input_file_ids` are in the order the files were
 * uploaded. Two inputs with the same name get `name-2`, `name-3`, ... so no output overwrites another.
 */
export function inputNames(job: JobInfo, uploaded: readonly string[] | undefined): Map<string, string> {
  const ids = job.input_file_ids ?? [];
  const names = new Map<string, string>();
  const taken = new Set<string>();
  ids.forEach((fileId, index) => {
    const given = uploaded && uploaded.length === ids.length ? uploaded[index] : undefined;
    const base = portableName(given ?? fileId);
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base}-${n}`;
    taken.add(name.toLowerCase());
    names.set(fileId, name);
  });
  return names;
}

export interface DownloadOptions extends CallOptions {
  /** File names by file id (see inputNames); a file id without one is named by its id. */
  names?: ReadonlyMap<string, string> | undefined;
  /** The workflow's nodes, for the node names; a node not among them is named by its id. */
  nodes?: readonly WorkflowNodeInfo[] | undefined;
  /** Only these entries (the CLI's --file-id / --node-id). */
  filter?: ((entry: { file_id: string; node_id: string }) => boolean) | undefined;
  log?: ((line: string) => void) | undefined;
  /** Downloads in flight at once (default DEFAULT_DOWNLOAD_CONCURRENCY). */
  concurrency?: number | undefined;
  /** A limiter shared with other calls of the same client; takes the place of `concurrency`. */
  limiter?: Limiter | undefined;
}

/** Enough to hide each download's round trip without queueing much on the server. */
export const DEFAULT_DOWNLOAD_CONCURRENCY = 8;

function countElements(body: Buffer): number | undefined {
  try {
    const parsed: unknown = JSON.parse(body.toString("utf8"));
    return Array.isArray(parsed) ? parsed.length : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Downloads every output of the job into `outDir` (created when needed), several at once within the
 * limiter; the results keep the order of the job's `output_node_files`.
 */
export async function downloadOutputs(
  client: Pick<RunClient, "jobs">,
  job: JobInfo,
  outDir: string,
  options: DownloadOptions = {},
): Promise<DownloadedOutput[]> {
  const entries = (job.output_node_files ?? []).filter((entry) => options.filter?.(entry) ?? true);
  const nodeNames = new Map<string, string>();
  for (const node of options.nodes ?? []) if (node.id) nodeNames.set(node.id, node.name);
  if (entries.length === 0) return [];
  await mkdir(outDir, { recursive: true });
  const taken = new Set<string>();
  // Names are chosen in order first, so which output gets the longer name does not depend on timing.
  const planned = entries.map((entry) => {
    const file = options.names?.get(entry.file_id) ?? portableName(entry.file_id);
    const node = nodeNames.get(entry.node_id) ?? entry.node_id;
    let name = `${file}.${portableName(node)}.json`;
    // Two nodes of the same name: the second keeps its id in the name.
    if (taken.has(name.toLowerCase())) name = `${file}.${portableName(node)}.${entry.node_id}.json`;
    taken.add(name.toLowerCase());
    return { entry, file, node, name };
  });
  const limiter = options.limiter ?? new Limiter(options.concurrency ?? DEFAULT_DOWNLOAD_CONCURRENCY);
  return Promise.all(
    planned.map(async ({ entry, file, node, name }): Promise<DownloadedOutput> => {
      const result: DownloadedOutput = { fileId: entry.file_id, file, nodeId: entry.node_id, node };
      try {
        const downloaded = await limiter.run(
          () =>
            client.jobs.download(
              job.id,
              { fileId: entry.file_id, nodeId: entry.node_id },
              { signal: options.signal, timeoutMs: options.timeoutMs },
            ),
          options.signal,
        );
        const path = join(outDir, name);
        await writeFile(path, downloaded.body);
        result.path = path;
        result.elements = countElements(downloaded.body);
        options.log?.(
          `Downloaded ${file} at node ${node}${result.elements === undefined ? "" : `: ${result.elements} elements`} -> ${path}`,
        );
      } catch (error) {
        result.error = errorMessage(error);
        options.log?.(`Could not download ${file} at node ${node}: ${result.error}`);
      }
      return result;
    }),
  );
}
