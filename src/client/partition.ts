// Client of the Partition endpoint: POST {partition_base_url}/general/v0/general.
import { FormData } from "undici";
import { z } from "zod";
import { type Element, ElementSchema } from "../contract/element.js";
import { parsePartitionParameters, partitionParametersToForm } from "../contract/partition.js";
import { toBlob, type UploadFile } from "./files.js";
import { type CallOptions, type ClientOptions, HttpTransport, type RequestSpec } from "./http.js";

export const PARTITION_PATH = "/general/v0/general";

/** Partition parameters as a caller writes them: form field names with JS values or strings. */
export type PartitionParamsInput = Record<string, unknown>;

const ElementListSchema = z.array(ElementSchema);
const ElementListsSchema = z.array(ElementListSchema);

/**
 * Partitioning can take minutes for a large scanned PDF, so the default limit of one attempt is
 * generous; callers that split PDFs into page batches can lower it.
 */
const DEFAULT_PARTITION_TIMEOUT_MS = 15 * 60_000;

/**
 * Validates the caller's parameters with the contract (so a typo fails here, before any upload) and
 * returns the form fields to send: only those the caller gave, in the contract's normalised form.
 */
export function partitionForm(params: PartitionParamsInput = {}): [string, string][] {
  const given = Object.fromEntries(
    Object.entries(params)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key.replace(/\[\]$/, ""), value]),
  );
  const parsed = parsePartitionParameters(given) as unknown as Record<string, unknown>;
  const chosen: Record<string, unknown> = {};
  for (const key of Object.keys(given)) chosen[key] = key in parsed ? parsed[key] : given[key];
  return partitionParametersToForm(chosen);
}

export class PartitionClient {
  readonly #http: HttpTransport;

  /** `baseUrl` is the partition base address; a trailing `/general/v0/general` is accepted too. */
  constructor(options: ClientOptions) {
    const baseUrl = options.baseUrl.replace(/\/+$/, "").replace(/\/general\/v0\/general$/, "");
    this.#http = new HttpTransport({ ...options, baseUrl }, DEFAULT_PARTITION_TIMEOUT_MS);
  }

  #form(files: readonly UploadFile[], fields: [string, string][]): FormData {
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    for (const file of files) form.append("files", toBlob(file), file.name);
    return form;
  }

  #spec(
    files: readonly UploadFile[],
    params: PartitionParamsInput,
    accept: string,
    options: CallOptions,
  ): RequestSpec {
    const output_format = accept.startsWith("text/csv") ? "text/csv" : "application/json";
    return {
      method: "POST",
      path: PARTITION_PATH,
      form: this.#form(files, partitionForm({ ...params, output_format })),
      // Partitioning the same file twice gives the same answer, so the call is safe to repeat.
      idempotent: true,
      accept,
      ...options,
    };
  }

  /** Partitions one file and returns its elements. */
  async partition(
    file: UploadFile,
    params: PartitionParamsInput = {},
    options: CallOptions = {},
  ): Promise<Element[]> {
    return this.#http.call(ElementListSchema, this.#spec([file], params, "application/json", options));
  }

  /** Partitions several files in one request; the answer holds one element list per file, in order. */
  async partitionFiles(
    files: readonly UploadFile[],
    params: PartitionParamsInput = {},
    options: CallOptions = {},
  ): Promise<Element[][]> {
    if (files.length === 0) throw new TypeError("partitionFiles needs at least one file.");
    const spec = this.#spec(files, params, "application/json", options);
    // A server answers a single-file request with a flat list.
    if (files.length === 1) return [await this.#http.call(ElementListSchema, spec)];
    return this.#http.call(ElementListsSchema, spec);
  }

  /** Partitions one file and returns the elements as CSV text. */
  async partitionToCsv(
    file: UploadFile,
    params: PartitionParamsInput = {},
    options: CallOptions = {},
  ): Promise<string> {
    const response = await this.#http.send(
      this.#spec([file], params, "text/csv, application/json;q=0.5", options),
    );
    return response.body.toString("utf8");
  }
}
