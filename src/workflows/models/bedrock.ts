// Amazon Bedrock through the AWS SDK, which signs every request with SigV4: Converse for generation (one
// request shape for every chat model Bedrock hosts), InvokeModel for embeddings (the body is the model
// family's own: Titan takes one `inputText`, Cohere a list of `texts`). The SDK's own retries are off so
// that this layer's policy (retry-after, per-provider concurrency) applies to Bedrock like to the others.
//   https://docs.aws.amazon.com/bedrock/latest/APIReference/API_runtime_Converse.html
//   https://docs.aws.amazon.com/bedrock/latest/APIReference/API_runtime_InvokeModel.html
//   https://docs.aws.amazon.com/bedrock/latest/userguide/model-parameters-titan-embed-text.html
//   https://docs.aws.amazon.com/bedrock/latest/userguide/model-parameters-embed.html
import {
  BedrockRuntimeClient,
  type ContentBlock,
  ConverseCommand,
  InvokeModelCommand,
} from "@aws-sdk/client-bedrock-runtime";
import { callProvider, isRetryableStatus, type ProviderContext, retryAfterMs } from "./call.js";
import { ModelProviderError, ModelResponseError, redactSecrets } from "./errors.js";
import { unreachable } from "./http.js";
import {
  type EmbedRequest,
  type EmbedResult,
  type GenerateRequest,
  type GenerateResult,
  type ModelClient,
  tokenCount,
} from "./types.js";

export interface BedrockConfig {
  region: string;
  /** Overrides the regional endpoint (a VPC endpoint, or a local stand-in in tests). */
  endpoint?: string | undefined;
  /** Static credentials; absent, the SDK's default chain (profile, SSO, instance role...) is used. */
  credentials?:
    | { accessKeyId: string; secretAccessKey: string; sessionToken?: string | undefined }
    | undefined;
}

const DEFAULT_MAX_TOKENS = 4096;

type ImageFormat = "png" | "jpeg" | "gif" | "webp";

/** The SDK's error as a ModelProviderError: status and retry-after from the raw response it keeps. */
function fromSdkError(context: ProviderContext, model: string, error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const sdk = error as Error & {
    $metadata?: { httpStatusCode?: number };
    $response?: { statusCode?: number; headers?: Record<string, string | undefined> };
  };
  const status = sdk.$metadata?.httpStatusCode ?? sdk.$response?.statusCode;
  if (status === undefined) {
    if (error.name === "AbortError") return error;
    return unreachable(context, model, error);
  }
  const headers = sdk.$response?.headers ?? {};
  const header = (name: string) => {
    for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return value;
    return undefined;
  };
  const message = redactSecrets(
    `${error.name}: ${error.message}`.replace(/\s+/g, " ").slice(0, 500),
    context.secrets,
  );
  return new ModelProviderError(
    context.provider,
    `bedrock answered ${status} for model '${model}': ${message}`,
    {
      status,
      retryAfterMs: retryAfterMs(header),
      retryable: isRetryableStatus(status),
    },
  );
}

function embedBody(model: string, texts: readonly string[]): unknown {
  if (model.startsWith("cohere.")) return { texts, input_type: "search_document", truncate: "END" };
  if (model === "amazon.titan-embed-text-v2:0") return { inputText: texts[0], normalize: true };
  return { inputText: texts[0] };
}

function readEmbedding(context: ProviderContext, model: string, count: number, body: unknown): EmbedResult {
  const record = body as { embedding?: unknown; embeddings?: unknown; inputTextTokenCount?: unknown };
  if (model.startsWith("cohere.")) {
    const embeddings = Array.isArray(record?.embeddings)
      ? record.embeddings
      : (record?.embeddings as { float?: unknown } | undefined)?.float;
    if (!Array.isArray(embeddings) || embeddings.length !== count) {
      throw new ModelResponseError(context.provider, model, `expected ${count} embeddings`);
    }
    return { vectors: embeddings as number[][], usage: { inputTokens: 0, outputTokens: 0 } };
  }
  if (!Array.isArray(record?.embedding))
    throw new ModelResponseError(context.provider, model, "no embedding");
  return {
    vectors: [record.embedding as number[]],
    usage: { inputTokens: tokenCount(record.inputTextTokenCount), outputTokens: 0 },
  };
}

export function bedrockClient(context: ProviderContext, config: BedrockConfig): ModelClient {
  const client = new BedrockRuntimeClient({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    maxAttempts: 1,
  });

  const send = async <T>(model: string, attempt: AbortSignal, run: (signal: AbortSignal) => Promise<T>) => {
    try {
      return await run(attempt);
    } catch (error) {
      if (attempt.aborted) throw attempt.reason;
      throw fromSdkError(context, model, error);
    }
  };

  const adapter: ModelClient = {
    provider: context.provider,
    generate(request: GenerateRequest, signal: AbortSignal): Promise<GenerateResult> {
      // The prefix goes first; no cache point is sent, since not every Bedrock model takes one.
      const content: ContentBlock[] = [
        ...(request.prefix ? [{ text: request.prefix }] : []),
        ...(request.images ?? []).map(
          (image): ContentBlock => ({
            image: {
              format: image.mediaType.slice("image/".length) as ImageFormat,
              source: { bytes: image.data },
            },
          }),
        ),
        { text: request.prompt },
      ];
      const command = new ConverseCommand({
        modelId: request.model,
        messages: [{ role: "user", content }],
        ...(request.system ? { system: [{ text: request.system }] } : {}),
        inferenceConfig: { maxTokens: request.maxTokens ?? DEFAULT_MAX_TOKENS },
      });
      return callProvider(context, `generate with ${request.model}`, signal, (attempt) =>
        send(request.model, attempt, async (abortSignal) => {
          const output = await client.send(command, { abortSignal });
          const blocks = output.output?.message?.content;
          if (!Array.isArray(blocks))
            throw new ModelResponseError(context.provider, request.model, "no output.message");
          return {
            text: blocks.map((block) => block.text ?? "").join(""),
            usage: {
              inputTokens: tokenCount(output.usage?.inputTokens),
              outputTokens: tokenCount(output.usage?.outputTokens),
            },
          };
        }),
      );
    },
    async embed(request: EmbedRequest, signal: AbortSignal): Promise<EmbedResult> {
      if (!request.model.startsWith("cohere.") && request.texts.length !== 1) {
        // Titan embeds one text per request: one call each, usage summed.
        const results = await Promise.all(
          request.texts.map((text) => adapter.embed({ model: request.model, texts: [text] }, signal)),
        );
        return {
          vectors: results.map((result) => result.vectors[0] as number[]),
          usage: {
            inputTokens: results.reduce((sum, result) => sum + result.usage.inputTokens, 0),
            outputTokens: 0,
          },
        };
      }
      const command = new InvokeModelCommand({
        modelId: request.model,
        contentType: "application/json",
        accept: "application/json",
        body: JSON.stringify(embedBody(request.model, request.texts)),
      });
      return callProvider(context, `embed with ${request.model}`, signal, (attempt) =>
        send(request.model, attempt, async (abortSignal) => {
          const output = await client.send(command, { abortSignal });
          let body: unknown;
          try {
            body = JSON.parse(Buffer.from(output.body ?? new Uint8Array()).toString("utf8"));
          } catch {
            throw new ModelResponseError(context.provider, request.model, "not JSON");
          }
          return readEmbedding(context, request.model, request.texts.length, body);
        }),
      );
    },
  };
  return adapter;
}
