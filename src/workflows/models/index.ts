// The model layer: one interface (types.ts), an adapter per provider, the registry that makes them from
// the server's environment, and the checks a workflow's model nodes pass when saved.

export { lexicalVector } from "../../shared/lexical-embedding.js";
export { type CallPolicy, DEFAULT_CALL_POLICY, type Sleep } from "./call.js";
export {
  EMBED_PROVIDERS,
  embeddingModelSpec,
  GENERATION_MODELS,
  GENERATION_PROVIDERS,
  LOCAL_DEFAULT_MODEL,
} from "./catalog.js";
export { describeModelConfig, MODEL_ENV_VARS, type ModelsConfig, readModelsConfig } from "./config.js";
export { embedTexts } from "./embed-texts.js";
export {
  EmbeddingShapeError,
  ModelCapabilityError,
  ModelConfigError,
  ModelError,
  ModelProviderError,
  ModelResponseError,
  UnknownModelError,
} from "./errors.js";
export { lexicalEmbedder, type TextEmbedder } from "./local.js";
export { ModelProviders, type ModelProvidersOptions } from "./registry.js";
export * from "./types.js";
export { type ModelUsage, UsageLedger } from "./usage.js";
export { parsePrompterSubtype, type ValidateModelNodeOptions, validateModelNode } from "./validate.js";
