// The Partition endpoint's route schemas: what POST answers, with every error it gives, and the 405 of
// the other methods, put on the routes (route.ts) for @fastify/swagger to build /openapi.json from. The
// form fields are the contract's PartitionParameters component; the route reads and checks them itself,
// the FastAPI way, so these schemas only document.
import type { FastifySchema } from "fastify";
import { API_KEY_HEADERS, INVALID_KEY_DETAIL, MISSING_KEY_DETAIL } from "../http/auth.js";
import { formatBytes } from "../http/upload.js";
import type { ServerConfig } from "../settings/config.js";
import { BUSY_DETAIL } from "./workers.js";

export const ONLY_POST_DETAIL = "Only POST requests are supported.";

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function errorResponse(description: string, example?: unknown) {
  return {
    description,
    content: {
      "application/json": {
        schema: ref("HTTPError"),
        ...(example !== undefined ? { example: { detail: example } } : {}),
      },
    },
  };
}

/** POST's schema; `secured` when the server asks for a key. */
export function partitionPostSchema(
  config: Pick<ServerConfig, "maxUploadBytes">,
  secured: boolean,
): FastifySchema {
  return {
    operationId: "partition",
    summary: "Partition documents into elements",
    tags: ["partition"],
    ...(secured ? { security: [{ ApiKeyAuth: [] }] } : {}),
    headers: {
      type: "object",
      properties: {
        [API_KEY_HEADERS[0]]: {
          type: ["string", "null"],
          description: `API key${secured ? "" : " (this server needs none)"}; \`${API_KEY_HEADERS[1]}\` is accepted too.`,
        },
      },
      required: secured ? [API_KEY_HEADERS[0]] : [],
    },
    body: { content: { "multipart/form-data": { schema: ref("PartitionForm") } } },
    response: {
      "200": {
        description:
          "The elements: an array for one file, an array of arrays for several (in upload order). CSV when output_format is text/csv.",
        content: {
          "application/json": {
            // anyOf, not oneOf: `[]` (a file with no text) is both an element array and an array of them.
            schema: {
              anyOf: [
                { type: "array", items: ref("Element") },
                { type: "array", items: { type: "array", items: ref("Element") } },
              ],
            },
          },
          "text/csv": { schema: { type: "string" } },
        },
      },
      "400": errorResponse(
        "The file's type cannot be partitioned, or the file is empty; an option the file does not allow " +
          "(strategy=fast on an image, an unknown hi_res_model_name); strategy=vlm on a PDF or an image " +
          "when the server has no such model provider configured (the detail names the variable to set).",
        "File type application/zip is not supported.",
      ),
      "401": errorResponse(
        "The API key is missing or unknown.",
        secured ? INVALID_KEY_DETAIL : MISSING_KEY_DETAIL,
      ),
      "406": errorResponse(
        "Several files, and an Accept header that admits neither JSON, CSV nor multipart/mixed.",
        "Conflict in media type text/html with response type 'multipart/mixed'.\n",
      ),
      "408": errorResponse("The upload stalled."),
      "413": errorResponse(`The request body is larger than ${formatBytes(config.maxUploadBytes)}.`),
      "415": errorResponse("The body is not multipart/form-data."),
      "422": {
        description:
          "Invalid form fields (a list, FastAPI's shape), or a file that claims a type but cannot be read (a string).",
        content: {
          "application/json": { schema: { oneOf: [ref("HTTPValidationError"), ref("HTTPError")] } },
        },
      },
      "500": errorResponse("A fault of the server.", "Internal server error"),
      "503": {
        ...errorResponse(
          "Every worker is busy and the queue is full; retry after Retry-After seconds.",
          BUSY_DETAIL,
        ),
        headers: { "Retry-After": { type: "integer" } },
      },
      "504": errorResponse("Partitioning did not finish within the server's time limit."),
    },
  } as FastifySchema;
}

/** GET's schema: the one other method documented, answered 405. */
export const PARTITION_GET_SCHEMA = {
  operationId: "partitionGet",
  summary: "Not supported",
  tags: ["partition"],
  response: { "405": errorResponse("Only POST is supported.", ONLY_POST_DETAIL) },
} as FastifySchema;
