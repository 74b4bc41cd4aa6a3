// The Partition endpoint's strategy=vlm: a PDF's or an image's pages go to the vision-language model named
// by vlm_model_provider / vlm_model (default: the workflow partition `vlm` node's, anthropic), through the
// same provider adapters and vlm partitioner as that node, configured from the server's environment. With
// no such provider configured the answer is a 400 saying which variable to set, never a quiet fallback to
// another strategy. Other file types have no pages to look at and are partitioned as usual (the engine).
// It runs on the event loop: the work is waiting on the model; rendering a page is the only CPU part.
import { randomUUID } from "node:crypto";
import type { Element } from "../../contract/element.js";
import type { WorkflowNodeInfo } from "../../contract/nodes.js";
import { effectiveChunkingOptions, type PartitionParameters } from "../../contract/partition.js";
import { ContractValidationError, literalError } from "../../contract/validation.js";
import { chunkElements } from "../../engine/chunking/index.js";
import { DEFAULT_LIMITS } from "../../engine/core/types.js";
import { detectFileType } from "../../engine/detect/detect.js";
import { hasPages } from "../../engine/detect/pages.js";
import { assignIds } from "../../engine/elements/ids.js";
import { gunzip, isGzip } from "../../engine/io/gzip.js";
import { elementsToCsv } from "../../engine/output/csv.js";
import {
  defaultGenerationModel,
  GENERATION_MODELS,
  isGenerationProvider,
} from "../../workflows/models/catalog.js";
import { ModelConfigError } from "../../workflows/models/errors.js";
import type { ModelProviders } from "../../workflows/models/registry.js";
import { type VlmPartitioner, vlmPartitioner } from "../../workflows/nodes/index.js";
import { HttpError } from "../http/errors.js";
import { engineVlmDeps } from "./engine-vlm.js";
import type { PartitionSuccess, TaskOutput } from "./worker.js";

/** The provider when the request names none: the workflow partition `vlm` node's default. */
export const DEFAULT_VLM_PROVIDER = "anthropic";

export interface VlmFile {
  data: Uint8Array;
  filename: string;
  contentType: string | undefined;
}

export class VlmStrategy {
  readonly #providers: ModelProviders;
  readonly #partition: VlmPartitioner;

  constructor(providers: ModelProviders) {
    this.#providers = providers;
    this.#partition = vlmPartitioner(engineVlmDeps(providers));
  }

  /** The request's provider and model, checked: 422 for an unknown one, 400 when it is not configured. */
  target(params: PartitionParameters): { provider: string; model: string } {
    const provider = params.vlm_model_provider ?? DEFAULT_VLM_PROVIDER;
    if (!isGenerationProvider(provider)) {
      throw new ContractValidationError([
        literalError(["body", "vlm_model_provider"], Object.keys(GENERATION_MODELS), provider),
      ]);
    }
    const model = params.vlm_model ?? defaultGenerationModel(provider);
    if (!GENERATION_MODELS[provider].includes(model)) {
      throw new ContractValidationError([
        literalError(["body", "vlm_model"], GENERATION_MODELS[provider], model),
      ]);
    }
    try {
      this.#providers.client(provider);
    } catch (error) {
      if (!(error instanceof ModelConfigError)) throw error;
      throw new HttpError(
        400,
        `strategy=vlm sends the pages to a vision-language model, and ${error.message} ` +
          `(vlm_model_provider=${provider}${params.vlm_model_provider === null ? ", the default" : ""}). ` +
          "Configure it, name a configured provider, or choose strategy hi_res, fast, ocr_only or auto.",
      );
    }
    return { provider, model };
  }

  /** Whether this file goes to the model: strategy=vlm and a PDF or an image. */
  async applies(file: VlmFile, params: PartitionParameters): Promise<boolean> {
    if (params.strategy !== "vlm") return false;
    const type = await detectFileType({
      data: unwrapped(file),
      filename: file.filename.replace(/\.gz$/i, ""),
      contentType: params.content_type ?? (isGzip(file.data) ? undefined : file.contentType),
      limits: DEFAULT_LIMITS,
    });
    return type.partitionable && hasPages(type.name);
  }

  /** The file's elements (or CSV) as the pool would answer them. */
  async run(
    file: VlmFile,
    params: PartitionParameters,
    output: TaskOutput,
    signal: AbortSignal,
  ): Promise<PartitionSuccess> {
    const { provider, model } = this.target(params);
    const data = unwrapped(file);
    const filename = file.filename.replace(/\.gz$/i, "");
    const type = await detectFileType({
      data,
      filename,
      contentType: file.contentType,
      limits: DEFAULT_LIMITS,
    });
    const node: WorkflowNodeInfo = {
      name: "strategy=vlm",
      type: "partition",
      subtype: "vlm",
      // Ids are given below, once page numbers are final; uuids here cost nothing.
      settings: { provider, model, is_dynamic: false, unique_element_ids: true },
    };
    const document = { file_id: randomUUID(), filename, content_type: type.mimeType, data };
    const pageOffset = (params.starting_page_number ?? 1) - 1;
    let elements = await this.#partition(document, node, signal);
    for (const element of elements) {
      if (typeof element.metadata.page_number === "number") element.metadata.page_number += pageOffset;
    }
    reassignIds(elements, params.unique_element_ids);
    const chunking = effectiveChunkingOptions(params);
    if (chunking) {
      elements = await chunkElements(elements, chunking);
      assignIds(elements, params.unique_element_ids);
    }
    let pages: number | undefined;
    for (const element of elements) {
      const page = element.metadata.page_number;
      if (typeof page === "number" && (pages === undefined || page > pages)) pages = page;
    }
    const outcome: PartitionSuccess = {
      ok: true,
      body: null,
      elements: null,
      count: elements.length,
      filetype: type.mimeType,
      pages,
    };
    if (output === "elements") outcome.elements = elements;
    else {
      const text = output === "csv" ? elementsToCsv(elements) : JSON.stringify(elements);
      outcome.body = new TextEncoder().encode(text);
    }
    return outcome;
  }
}

/** A gzipped upload's inner bytes, as the engine reads them. */
function unwrapped(file: VlmFile): Uint8Array {
  return isGzip(file.data) ? gunzip(file.data, file.filename, DEFAULT_LIMITS) : file.data;
}

/** Ids by the interface's rule (after the page offset of a split PDF), parent links following them. */
function reassignIds(elements: Element[], unique: boolean): void {
  const before = elements.map((element) => element.element_id);
  assignIds(elements, unique);
  const renamed = new Map(before.map((id, i) => [id, (elements[i] as Element).element_id]));
  for (const element of elements) {
    const parent = element.metadata.parent_id;
    if (parent === undefined) continue;
    const next = renamed.get(parent);
    if (next !== undefined) element.metadata.parent_id = next;
    else delete element.metadata.parent_id;
  }
}
