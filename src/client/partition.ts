// Client of the Partition endpoint: POST {partition_base_url}/general/v0/general.
import { FormData } from "undici";
import { z } from "zod";
import { type Element, ElementSchema } from "../contract/element.js";
import {
  type ParsedPartitionForm,
  type PartitionFieldName,
  type PartitionParameters,
  parsePartitionForm,
} from "../contract/partition.js";
import type { Limiter } from "../shared/limiter.js";
import { ApiError } from "./errors.js";
import { mediaTypeFor, toBlob, type UploadFile } from "./files.js";
import { type CallOptions, type ClientOptions, HttpTransport, type RequestSpec } from "./http.js";
import {
  batchConcurrency,
  loadPdf,
  type PageSpan,
  pageRangeOf,
  planBatches,
  type SplitReport,
  type SplitSettings,
  sendBatches,
} from "./split-pdf.js";

export const PARTITION_PATH = "/general/v0/general";

/**
 * Partition parameters as a caller gives them: already parsed (what the modes hand down), or form field
 * names with JS values or strings, which the client parses once, so a typo fails before any upload.
 */
export type PartitionParamsInput = ParsedPartitionForm | Record<string, unknown>;

const ElementListSchema = z.array(ElementSchema);
const ElementListsSchema = z.array(ElementListSchema);

/**
 * Partitioning can take minutes for a large scanned PDF, so the default limit of one attempt is
 * generous; callers that split PDFs into page batches can lower it.
 */
const DEFAULT_PARTITION_TIMEOUT_MS = 15 * 60_000;

function isParsed(params: PartitionParamsInput): params is ParsedPartitionForm {
  return (
    Array.isArray(params.given) &&
    Array.isArray(params.unknown) &&
    typeof params.params === "object" &&
    params.params !== null
  );
}

function parsed(params: PartitionParamsInput): ParsedPartitionForm {
  return isParsed(params) ? params : parsePartitionForm(params);
}

/** The parameters with some fields set (as given) and others left out, for one request. */
function withFields(
  form: ParsedPartitionForm,
  set: Partial<PartitionParameters>,
  drop: ReadonlySet<string> = new Set(),
): ParsedPartitionForm {
  const names = Object.keys(set) as PartitionFieldName[];
  return {
    ...form,
    params: { ...form.params, ...set },
    given: [...form.given.filter((name) => !drop.has(name) && !names.includes(name)), ...names],
    unknown: form.unknown.filter(([key]) => !drop.has(key.replace(/\[\]$/, ""))),
  };
}

function formValue(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * The form fields to send: only those the caller gave, in the contract's normalised form (null is left
 * out, lists are repeated keys), then the fields the contract does not know, as given, so newer server
 * fields work. The one place parameters turn back into a form.
 */
export function partitionForm(params: PartitionParamsInput = {}): [string, string][] {
  const form = parsed(params);
  const entries: [string, unknown][] = [
    ...form.given.map((name): [string, unknown] => [name, form.params[name]]),
    ...form.unknown.map(([key, value]): [string, unknown] => [key.replace(/\[\]$/, ""), value]),
  ];
  const fields: [string, string][] = [];
  for (const [name, value] of entries) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) fields.push([name, formValue(item)]);
    }
  }
  return fields;
}

export interface PartitionClientOptions extends ClientOptions {
  /**
   * Shared by every request this client sends (page batches included), and by other clients given the
   * same one, so a run bounds its requests in flight as a whole.
   */
  limiter?: Limiter | undefined;
}

export interface PartitionCallOptions extends CallOptions {
  /** Called when a PDF was sent in page batches, with what became of each batch. */
  onSplit?: ((report: SplitReport) => void) | undefined;
}

/** The form fields that steer page batches; a batch's own request leaves them out. */
const SPLIT_FIELDS = new Set([
  "split_pdf_page",
  "split_pdf_allow_failed",
  "split_pdf_concurrency_level",
  "split_pdf_page_range",
  "starting_page_number",
]);

interface SplitPlan {
  settings: SplitSettings;
  source: NonNullable<Awaited<ReturnType<typeof loadPdf>>>["pdf"];
  batches: PageSpan[];
}

function isPdf(file: UploadFile): boolean {
  const type = (file.contentType ?? mediaTypeFor(file.name)).toLowerCase();
  return type === "application/pdf" || /\.pdf$/i.test(file.name);
}

async function bytesOf(data: UploadFile["data"]): Promise<Uint8Array> {
  if (data instanceof Blob) return new Uint8Array(await data.arrayBuffer());
  return typeof data === "string" ? new TextEncoder().encode(data) : data;
}

export class PartitionClient {
  readonly #http: HttpTransport;
  readonly #limiter: Limiter | undefined;

  /** `baseUrl` is the partition base address; a trailing `/general/v0/general` is accepted too. */
  constructor(options: PartitionClientOptions) {
    const baseUrl = options.baseUrl.replace(/\/+$/, "").replace(/\/general\/v0\/general$/, "");
    this.#http = new HttpTransport({ ...options, baseUrl }, DEFAULT_PARTITION_TIMEOUT_MS);
    this.#limiter = options.limiter;
  }

  /**
   * Runs a request in the shared limiter's slot. A caller that aborts while waiting leaves the queue at
   * once (a page batch is then never cut) and gets the same error as an aborted request.
   */
  async #call<T>(fn: () => Promise<T>, signal: AbortSignal | undefined): Promise<T> {
    if (!this.#limiter) return fn();
    let release: () => void;
    try {
      release = await this.#limiter.acquire(signal);
    } catch (error) {
      throw new ApiError({ kind: "aborted", method: "POST", path: PARTITION_PATH, cause: error });
    }
    try {
      return await fn();
    } finally {
      release();
    }
  }

  /**
   * How to send a PDF in page batches, or undefined to send the file as it is: `split_pdf_page` is false,
   * the file is no PDF pdf-lib can read (the server then gives the proper error), or it has too few pages.
   * Like the hosted service's SDKs, splitting is on unless the caller turns it off.
   */
  async #splitPlan(file: UploadFile, form: ParsedPartitionForm): Promise<SplitPlan | undefined> {
    if (!isPdf(file)) return undefined;
    const { params } = form;
    if (params.split_pdf_page === false) return undefined;
    const loaded = await loadPdf(await bytesOf(file.data));
    if (!loaded) return undefined;
    const { pdf: source, pages } = loaded;
    const settings: SplitSettings = {
      concurrency: batchConcurrency(params.split_pdf_concurrency_level),
      allowFailed: params.split_pdf_allow_failed === true,
      pageRange: params.split_pdf_page_range ?? undefined,
      startingPageNumber: params.starting_page_number ?? 1,
    };
    const range = pageRangeOf(settings.pageRange, pages, file.name);
    const batches = planBatches(pages, range, settings.concurrency);
    return batches ? { settings, source, batches } : undefined;
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
      form: this.#form(files, partitionForm(withFields(parsed(params), { output_format }))),
      // Partitioning the same file twice gives the same answer, so the call is safe to repeat.
      idempotent: true,
      accept,
      ...options,
    };
  }

  /**
   * Partitions one file and returns its elements. A PDF of more than one batch of pages is sent as page
   * batches in parallel (`split_pdf_*` fields; on by default) and the elements come back in page order.
   */
  async partition(
    file: UploadFile,
    params: PartitionParamsInput = {},
    options: PartitionCallOptions = {},
  ): Promise<Element[]> {
    const { onSplit, ...call } = options;
    const form = parsed(params);
    const plan = await this.#splitPlan(file, form);
    if (!plan) {
      return this.#call(
        () => this.#http.call(ElementListSchema, this.#spec([file], form, "application/json", call)),
        call.signal,
      );
    }
    const { elements, report } = await sendBatches({
      fileName: file.name,
      source: plan.source,
      batches: plan.batches,
      settings: plan.settings,
      signal: call.signal,
      send: (cut, startingPageNumber, signal) =>
        this.#call(
          async () =>
            this.#http.call(
              ElementListSchema,
              this.#spec(
                // The batch keeps the document's name: element ids hash it.
                [{ name: file.name, data: await cut(), contentType: "application/pdf" }],
                withFields(
                  form,
                  { split_pdf_page: false, starting_page_number: startingPageNumber },
                  SPLIT_FIELDS,
                ),
                "application/json",
                { ...call, signal },
              ),
            ),
          signal,
        ),
    });
    onSplit?.(report);
    return elements;
  }

  /**
   * Partitions several files in one request; the answer holds one element list per file, in order. The
   * files go whole: page batches are made only by `partition`.
   */
  async partitionFiles(
    files: readonly UploadFile[],
    params: PartitionParamsInput = {},
    options: CallOptions = {},
  ): Promise<Element[][]> {
    if (files.length === 0) throw new TypeError("partitionFiles needs at least one file.");
    const spec = this.#spec(files, params, "application/json", options);
    // A server answers a single-file request with a flat list.
    const { signal } = options;
    if (files.length === 1) return [await this.#call(() => this.#http.call(ElementListSchema, spec), signal)];
    return this.#call(() => this.#http.call(ElementListsSchema, spec), signal);
  }

  /** Partitions one file and returns the elements as CSV text; the file goes whole, never in page batches. */
  async partitionToCsv(
    file: UploadFile,
    params: PartitionParamsInput = {},
    options: CallOptions = {},
  ): Promise<string> {
    const response = await this.#call(
      () => this.#http.send(this.#spec([file], params, "text/csv, application/json;q=0.5", options)),
      options.signal,
    );
    return response.body.toString("utf8");
  }
}
