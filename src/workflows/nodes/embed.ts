// Embed nodes: every element gets `embeddings`, a vector of the model's length, computed from its text.
// The subtype names the provider (azure_openai, bedrock, togetherai, or local), settings.model_name the
// model. An element without text gets the zero vector: providers refuse empty inputs, and a zero vector
// keeps every row of a vector column the same length while matching nothing.
import type { Element } from "../../contract/element.js";
import type { WorkflowNodeInfo } from "../../contract/nodes.js";
import { type EmbedProvider, embeddingModelSpec, LOCAL_DEFAULT_MODEL } from "../models/catalog.js";
import { embedTexts } from "../models/embed-texts.js";
import { assertModelNode, type ModelNodeDeps } from "./common.js";

export type EmbedExecutor = (
  elements: Element[],
  node: WorkflowNodeInfo,
  signal: AbortSignal,
) => Promise<Element[]>;

export function embedExecutor(deps: ModelNodeDeps): EmbedExecutor {
  return async (elements, node, signal) => {
    assertModelNode(node);
    const provider = node.subtype as EmbedProvider;
    const settings = node.settings ?? {};
    const model =
      typeof settings.model_name === "string"
        ? settings.model_name
        : provider === "local"
          ? LOCAL_DEFAULT_MODEL
          : "";
    const spec = embeddingModelSpec(provider, model);
    if (!spec) throw new Error(`unknown ${provider} embedding model '${model}'`);
    // Asked for first: a server without the provider's credentials fails every file, also one without text.
    const client = deps.providers.client(provider);
    const indexes: number[] = [];
    const texts: string[] = [];
    elements.forEach((element, index) => {
      if (element.text.trim() === "") return;
      indexes.push(index);
      texts.push(element.text);
    });
    const out = elements.map((element) => ({
      ...element,
      embeddings: new Array<number>(spec.dimensions).fill(0),
    }));
    if (texts.length === 0) return out;
    const result = await embedTexts(client, model, texts, signal);
    if (provider !== "local") deps.usage?.record(signal, provider, model, result.usage, result.requests);
    indexes.forEach((index, k) => {
      (out[index] as Element).embeddings = result.vectors[k] as number[];
    });
    return out;
  };
}
