// The Partition endpoint's strategy=vlm: a PDF's or an image's pages go to the vision-language model named
// by vlm_model_provider / vlm_model (default: the workflow partition `vlm` node's, anthropic), through the
// same provider adapters and vlm partitioner as that node, configured from the server's environment. With
// no such provider configured the answer is a 400 saying which variable to set, never a quiet fallback to
// another strategy. The model is the engine's page reader: the engine unwraps, detects, numbers pages,
// gives ids, chunks, renders and holds the answer to its limits as for any file; other file types have no
// pages to look at and are partitioned as usual.
// It runs on the event loop: the work is waiting on the model; rendering a page is the only CPU part.
import { randomUUID } from "node:crypto";
import type { WorkflowNodeInfo } from "../../contract/nodes.js";
import type { PartitionParameters } from "../../contract/partition.js";
import { ContractValidationError, literalError } from "../../contract/validation.js";
import type { EngineLimits, PageReader } from "../../engine/core/types.js";
import { readsPages } from "../../engine/partition.js";
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
import { type PartitionOutcome, partitionFile, type TaskOutput } from "./outcome.js";

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
  readonly #limits: Partial<EngineLimits> | undefined;

  /** `limits`: the engine's bounds, the same the worker pool holds every file to. */
  constructor(providers: ModelProviders, limits?: Partial<EngineLimits> | undefined) {
    this.#providers = providers;
    this.#partition = vlmPartitioner(engineVlmDeps(providers));
    this.#limits = limits;
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

  /** Whether this file goes to the model: strategy=vlm and a PDF or an image (the engine tells). */
  async applies(file: VlmFile, params: PartitionParameters): Promise<boolean> {
    return readsPages(file, params, { limits: this.#limits });
  }

  /** The file's answer as the pool would give it, its pages read by the model. */
  async run(
    file: VlmFile,
    params: PartitionParameters,
    output: TaskOutput,
    signal: AbortSignal,
  ): Promise<PartitionOutcome> {
    const { provider, model } = this.target(params);
    const node: WorkflowNodeInfo = {
      name: "strategy=vlm",
      type: "partition",
      subtype: "vlm",
      // The engine gives the ids; these uuids only tie parent links to their elements until then.
      settings: { provider, model, is_dynamic: false, unique_element_ids: true },
    };
    const readPages: PageReader = async ({ data, filename, fileType }) => {
      const document = { file_id: randomUUID(), filename, content_type: fileType.mimeType, data };
      const elements = await this.#partition(document, node, signal);
      // The file's name and type are the engine's to set, as for any format.
      return elements.map(
        ({ element_id, type, text, metadata: { filename: _, filetype: __, ...metadata } }) => ({
          id: element_id,
          type,
          text,
          metadata,
        }),
      );
    };
    return partitionFile({ ...file, params, output, limits: this.#limits }, { readPages });
  }
}
