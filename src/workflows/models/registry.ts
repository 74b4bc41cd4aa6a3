// The model providers of one server process: one client per provider, made on first use from the
// configuration, each with its own concurrency limit shared by every job of the process.
import { anthropicClient } from "./anthropic.js";
import { bedrockClient } from "./bedrock.js";
import { providerContext, type Sleep } from "./call.js";
import { configSecrets, type ModelsConfig, readModelsConfig } from "./config.js";
import { ModelConfigError } from "./errors.js";
import { localClient } from "./local.js";
import { azureOpenAiClient, openAiClient } from "./openai.js";
import { togetherAiClient } from "./togetherai.js";
import type { ModelClient, ModelProvider } from "./types.js";
import { vertexAiClient } from "./vertexai.js";

const MISSING: Record<Exclude<ModelProvider, "local">, string> = {
  anthropic: "set ANTHROPIC_API_KEY",
  openai: "set OPENAI_API_KEY",
  azure_openai: "set AZURE_OPENAI_ENDPOINT and AZURE_OPENAI_API_KEY",
  bedrock: "set AWS_REGION (credentials come from the AWS environment)",
  vertexai: "set GOOGLE_APPLICATION_CREDENTIALS (or VERTEXAI_PROJECT with application default credentials)",
  togetherai: "set TOGETHER_API_KEY",
};

export interface ModelProvidersOptions {
  /** Replaces the backoff sleep (tests record the delays instead of waiting them). */
  sleep?: Sleep | undefined;
  fetch?: typeof fetch | undefined;
}

export class ModelProviders {
  readonly #config: ModelsConfig;
  readonly #options: ModelProvidersOptions;
  readonly #clients = new Map<ModelProvider, ModelClient>();
  readonly #secrets: string[];

  constructor(config: ModelsConfig, options: ModelProvidersOptions = {}) {
    this.#config = config;
    this.#options = options;
    this.#secrets = configSecrets(config);
  }

  static fromEnv(
    env: Readonly<Record<string, string | undefined>> = process.env,
    options?: ModelProvidersOptions,
  ) {
    return new ModelProviders(readModelsConfig(env), options);
  }

  isConfigured(provider: ModelProvider): boolean {
    return provider === "local" || this.#config[provider] !== undefined;
  }

  /** The provider's client; ModelConfigError when the server has no configuration for it. */
  client(provider: ModelProvider): ModelClient {
    let client = this.#clients.get(provider);
    if (!client) {
      client = this.#create(provider);
      this.#clients.set(provider, client);
    }
    return client;
  }

  #create(provider: ModelProvider): ModelClient {
    if (provider === "local") return localClient();
    const context = providerContext(provider, {
      concurrency: this.#config.concurrency[provider] ?? this.#config.defaultConcurrency,
      policy: this.#config.policy,
      secrets: this.#secrets,
      sleep: this.#options.sleep,
      fetch: this.#options.fetch,
    });
    const missing = () => new ModelConfigError(provider, MISSING[provider]);
    switch (provider) {
      case "anthropic": {
        const config = this.#config.anthropic;
        if (!config) throw missing();
        return anthropicClient(context, config);
      }
      case "openai": {
        const config = this.#config.openai;
        if (!config) throw missing();
        return openAiClient(context, config);
      }
      case "azure_openai": {
        const config = this.#config.azure_openai;
        if (!config) throw missing();
        return azureOpenAiClient(context, config);
      }
      case "bedrock": {
        const config = this.#config.bedrock;
        if (!config) throw missing();
        return bedrockClient(context, config);
      }
      case "vertexai": {
        const config = this.#config.vertexai;
        if (!config) throw missing();
        return vertexAiClient(context, config);
      }
      case "togetherai": {
        const config = this.#config.togetherai;
        if (!config) throw missing();
        return togetherAiClient(context, config);
      }
    }
  }
}
