// Checks a node's provider and model against what this server knows, when a workflow is saved: an unknown
// provider or model is a 422 then, not a failed job later. The answer is FastAPI-shaped items (the
// contract's ValidationErrorItem), with `loc` under the node's own location.
import {
  type Loc,
  literalError,
  missingError,
  type ValidationErrorItem,
  valueError,
} from "../../contract/validation.js";
import {
  defaultGenerationModel,
  EMBED_PROVIDERS,
  embeddingModelNames,
  GENERATION_MODELS,
  GENERATION_PROVIDERS,
  type GenerationProvider,
  isEmbedProvider,
  isGenerationProvider,
  LOCAL_DEFAULT_MODEL,
} from "./catalog.js";
import type { ModelProvider } from "./types.js";

export const PROMPTER_TASKS = ["image_description", "table_description", "table2html", "ner"] as const;
export type PrompterTask = (typeof PROMPTER_TASKS)[number];

/** `openai_table2html` → openai + table2html; undefined for a subtype that is not `<provider>_<task>`. */
export function parsePrompterSubtype(subtype: string): { provider: string; task: PrompterTask } | undefined {
  for (const task of PROMPTER_TASKS) {
    if (subtype.endsWith(`_${task}`)) return { provider: subtype.slice(0, -task.length - 1), task };
  }
  return undefined;
}

export interface ModelNodeLike {
  type: string;
  subtype: string;
  settings?: Record<string, unknown> | null | undefined;
}

export interface ValidateModelNodeOptions {
  /** Also refuse providers this server has no credentials for (ModelProviders.isConfigured). */
  isConfigured?: ((provider: ModelProvider) => boolean) | undefined;
  /**
   * Which providers a node that names none may default to (contextual chunking takes the first configured
   * one), without refusing an unconfigured one it names: the run says what to set. Default: isConfigured.
   */
  defaultsFrom?: ((provider: ModelProvider) => boolean) | undefined;
}

/** The model a node's setting names, else the provider's default generation model ("" for an unknown provider). */
function modelOf(named: unknown, provider: string): string {
  if (typeof named === "string") return named;
  return isGenerationProvider(provider) ? defaultGenerationModel(provider) : "";
}

/** The provider and model a generation node uses, its defaults applied. */
export function generationTarget(node: ModelNodeLike): { provider: string; model: string } | undefined {
  const settings = node.settings ?? {};
  if (node.type === "partition" && node.subtype === "vlm") {
    const provider = typeof settings.provider === "string" ? settings.provider : "anthropic";
    return { provider, model: modelOf(settings.model, provider) };
  }
  if (node.type === "prompter") {
    const parsed = parsePrompterSubtype(node.subtype);
    if (!parsed) return undefined;
    return { provider: parsed.provider, model: modelOf(settings.model, parsed.provider) };
  }
  return undefined;
}

/** Whether a chunk node asks for contextual chunking. */
export function isContextualChunking(node: ModelNodeLike): boolean {
  return node.type === "chunk" && node.settings?.contextual_chunking_strategy === "v1";
}

/**
 * The provider and model a contextual chunk node uses: the ones its settings name, else the first
 * generation provider the server is configured for (anthropic, openai, bedrock, vertexai) with its first
 * model. Undefined when it names none and none is configured.
 */
export function contextualTarget(
  node: ModelNodeLike,
  isConfigured: (provider: ModelProvider) => boolean,
): { provider: string; model: string } | undefined {
  const settings = node.settings ?? {};
  const named = settings.contextual_chunking_provider;
  const provider =
    typeof named === "string" ? named : GENERATION_PROVIDERS.find((candidate) => isConfigured(candidate));
  if (provider === undefined) return undefined;
  return { provider, model: modelOf(settings.contextual_chunking_model, provider) };
}

/** What a generation provider needs in the environment, for the messages that say it is missing. */
const PROVIDER_ENV: Record<GenerationProvider, string> = {
  anthropic: "ANTHROPIC_API_KEY",
  openai: "OPENAI_API_KEY",
  bedrock: "AWS_REGION",
  vertexai: "GOOGLE_APPLICATION_CREDENTIALS",
};

function checkContextual(
  node: ModelNodeLike,
  loc: Loc,
  options: ValidateModelNodeOptions,
): ValidationErrorItem[] {
  if (!isContextualChunking(node)) return [];
  const settings = node.settings ?? {};
  const providerLoc = [...loc, "settings", "contextual_chunking_provider"];
  const named = settings.contextual_chunking_provider;
  if (named !== undefined && !isGenerationProvider(named)) {
    return [literalError(providerLoc, GENERATION_PROVIDERS, named)];
  }
  const target = contextualTarget(node, options.isConfigured ?? options.defaultsFrom ?? (() => true));
  if (!target) {
    return [
      valueError(
        [...loc, "settings", "contextual_chunking_strategy"],
        `contextual chunking needs a model provider, and none is configured on this server: set one of ${GENERATION_PROVIDERS.map((provider) => PROVIDER_ENV[provider]).join(", ")} (see docs/server.md, Model providers)`,
        "v1",
      ),
    ];
  }
  const errors: ValidationErrorItem[] = [];
  const models = GENERATION_MODELS[target.provider as GenerationProvider];
  if (!models.includes(target.model)) {
    errors.push(literalError([...loc, "settings", "contextual_chunking_model"], models, target.model));
  }
  if (options.isConfigured && !options.isConfigured(target.provider as ModelProvider)) {
    errors.push(notConfigured(providerLoc, target.provider));
  }
  return errors;
}

function checkGeneration(
  node: ModelNodeLike,
  loc: Loc,
  providerLoc: Loc,
  options: ValidateModelNodeOptions,
): ValidationErrorItem[] {
  const target = generationTarget(node);
  if (!target) return [];
  if (!isGenerationProvider(target.provider)) {
    return [literalError(providerLoc, GENERATION_PROVIDERS, target.provider)];
  }
  const settings = node.settings ?? {};
  const errors: ValidationErrorItem[] = [];
  if (settings.model !== undefined && typeof settings.model !== "string") {
    errors.push({
      type: "string_type",
      loc: [...loc, "settings", "model"],
      msg: "Input should be a valid string",
      input: settings.model,
    });
  } else {
    const models = GENERATION_MODELS[target.provider as GenerationProvider];
    if (!models.includes(target.model))
      errors.push(literalError([...loc, "settings", "model"], models, target.model));
  }
  if (options.isConfigured && !options.isConfigured(target.provider)) {
    errors.push(notConfigured(providerLoc, target.provider));
  }
  return errors;
}

function notConfigured(loc: Loc, provider: string): ValidationErrorItem {
  return valueError(loc, `the ${provider} model provider is not configured on this server`, provider);
}

/**
 * The node's provider/model problems, or none. `loc` is where the node sits in the request, e.g.
 * `["body", "workflow_nodes", 2]`. Nodes that call no model give none.
 */
export function validateModelNode(
  node: ModelNodeLike,
  loc: Loc = [],
  options: ValidateModelNodeOptions = {},
): ValidationErrorItem[] {
  const settings = node.settings ?? {};
  const errors: ValidationErrorItem[] = [];
  // Keys come from the server's configuration only; a key in settings would be stored and shown to
  // everyone who can read the workflow.
  for (const key of ["provider_api_key", "api_key"]) {
    if (
      settings[key] !== undefined &&
      (node.type === "partition" || node.type === "prompter" || node.type === "embed")
    ) {
      errors.push(
        valueError(
          [...loc, "settings", key],
          "model provider credentials are configured on the server, not in workflow settings; remove this key",
          "**********",
        ),
      );
    }
  }

  if (node.type === "partition" && node.subtype === "vlm") {
    return [...errors, ...checkGeneration(node, loc, [...loc, "settings", "provider"], options)];
  }
  if (node.type === "chunk") return checkContextual(node, loc, options);
  if (node.type === "prompter") {
    const parsed = parsePrompterSubtype(node.subtype);
    if (!parsed) {
      return [
        ...errors,
        valueError([...loc, "subtype"], `'${node.subtype}' is not a known enrichment`, node.subtype),
      ];
    }
    if (typeof settings.provider_type === "string" && settings.provider_type !== parsed.provider) {
      errors.push(
        valueError(
          [...loc, "settings", "provider_type"],
          `provider_type '${settings.provider_type}' does not match the subtype's provider '${parsed.provider}'`,
          settings.provider_type,
        ),
      );
    }
    return [...errors, ...checkGeneration(node, loc, [...loc, "subtype"], options)];
  }
  if (node.type === "embed") {
    if (!isEmbedProvider(node.subtype)) {
      return [...errors, literalError([...loc, "subtype"], EMBED_PROVIDERS, node.subtype)];
    }
    const modelLoc = [...loc, "settings", "model_name"];
    const model = settings.model_name ?? (node.subtype === "local" ? LOCAL_DEFAULT_MODEL : undefined);
    const known = embeddingModelNames(node.subtype);
    if (model === undefined) errors.push(missingError(modelLoc));
    else if (typeof model !== "string" || !known.includes(model))
      errors.push(literalError(modelLoc, known, model));
    if (options.isConfigured && !options.isConfigured(node.subtype)) {
      errors.push(notConfigured([...loc, "subtype"], node.subtype));
    }
  }
  return errors;
}
