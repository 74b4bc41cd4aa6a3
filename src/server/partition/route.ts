// POST /general/v0/general: the Partition endpoint. The upload is read (upload.ts), the form fields go
// through the contract (defaults, coercion, FastAPI-shaped 422s), and each file is partitioned in the
// worker pool. One file answers an array of elements, several an array of arrays in upload order;
// output_format=text/csv answers CSV.
import multipart from "@fastify/multipart";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { Element } from "../../contract/element.js";
import {
  PARTITION_FILE_FIELD,
  type ParsedPartitionForm,
  type PartitionParameters,
  parsePartitionForm,
  responseFormat,
} from "../../contract/partition.js";
import {
  ContractValidationError,
  missingError,
  type ValidationErrorItem,
} from "../../contract/validation.js";
import { elementsToCsv } from "../../engine/output/csv.js";
import { mapConcurrent } from "../../shared/map-concurrent.js";
import { declaredLength, type UploadAdmission } from "../http/admission.js";
import { apiKeyHook } from "../http/auth.js";
import { clientId } from "../http/client-id.js";
import { HttpError } from "../http/errors.js";
import { noteRequest } from "../http/request-log.js";
import {
  drainableBytes,
  MULTIPART_LIMITS,
  readPartitionForm,
  readUnlessAnswered,
  tooLargeError,
  type UploadedFile,
} from "../http/upload.js";
import type { ServerConfig } from "../settings/config.js";
import { ONLY_POST_DETAIL, PARTITION_GET_SCHEMA, partitionPostSchema } from "./docs.js";
import { partitionFile } from "./page-ranges.js";
import type { VlmStrategy } from "./vlm-strategy.js";
import type { PartitionOutcome, PartitionSuccess, TaskOutput } from "./worker.js";
import type { PartitionPool } from "./workers.js";

export const PARTITION_PATH = "/general/v0/general";
export const NOT_MULTIPART_DETAIL = `Send multipart/form-data with the document in a '${PARTITION_FILE_FIELD}' part.`;

/** Room for the multipart framing (boundaries, part headers) on top of the upload limit. */
const FRAMING_ALLOWANCE = 64 * 1024;

export interface PartitionRouteOptions {
  config: ServerConfig;
  pool: PartitionPool;
  /** strategy=vlm on PDFs and images (vlm-strategy.ts); without it the engine refuses them. */
  vlm?: VlmStrategy | undefined;
  admission: UploadAdmission;
}

/** The body size a request announces, or undefined (chunked, or no number). */

const JSON_TYPE = "application/json";
const CSV_TYPE = "text/csv; charset=utf-8";

/**
 * A body announced as too large is refused before a byte of it is parsed. Node reads and discards an
 * unread body after the answer, which lets the client finish sending and read it; a body too large even
 * for that gets its connection closed.
 */
function declaredSizeHook(maxBytes: number) {
  return async (request: FastifyRequest) => {
    const declared = Number(request.headers["content-length"]);
    if (Number.isFinite(declared) && declared > maxBytes + FRAMING_ALLOWANCE) {
      throw tooLargeError(maxBytes, declared > drainableBytes(maxBytes));
    }
  };
}

/** The form through the contract; a missing file is reported first, with every other problem. */
function validate(entries: [string, unknown][], files: UploadedFile[]): ParsedPartitionForm {
  const errors: ValidationErrorItem[] = [];
  let parsed: ParsedPartitionForm | undefined;
  try {
    parsed = parsePartitionForm(entries);
  } catch (error) {
    if (!(error instanceof ContractValidationError)) throw error;
    errors.push(...error.detail);
  }
  if (files.length === 0) errors.unshift(missingError(["body", PARTITION_FILE_FIELD]));
  if (errors.length > 0 || !parsed) throw new ContractValidationError(errors);
  return parsed;
}

/** The media ranges a several-file answer satisfies: JSON, CSV, or the reference's multipart/mixed. */
const SEVERAL_FILES_TYPES = ["application/json", "text/csv", "multipart/mixed"];

/** 406 when an Accept header admits no form of a several-file answer (a missing one admits any). */
function checkAccept(accept: string | undefined): void {
  if (accept === undefined || accept.trim() === "") return;
  const ranges = accept.split(",").map((range) => range.split(";")[0]?.trim().toLowerCase() ?? "");
  const admits = (type: string) =>
    ranges.some((range) => range === "*/*" || range === type || range === `${type.split("/")[0]}/*`);
  if (SEVERAL_FILES_TYPES.some(admits)) return;
  throw new HttpError(406, `Conflict in media type ${accept} with response type 'multipart/mixed'.\n`);
}

class ClientGoneError extends HttpError {
  constructor() {
    super(499, "The client closed the connection.");
  }
}

/**
 * Partitions the files, at most `lanes` of them in the pool at once, and stops the rest at the first
 * failure, the time limit, or the client going away.
 */
async function partitionFiles(
  files: UploadedFile[],
  params: PartitionParameters,
  output: TaskOutput,
  pool: PartitionPool,
  timeoutMs: number,
  reply: FastifyReply,
  vlm: VlmStrategy | undefined,
  client: string,
  splitPages: number,
): Promise<PartitionSuccess[]> {
  // One controller for every way the request stops (AbortSignal.any and AbortSignal.timeout cost more per
  // request than the 1 KB file they would guard).
  const stop = new AbortController();
  const signal = stop.signal;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    stop.abort();
  }, timeoutMs);
  let clientGone = false;
  const onClose = () => {
    if (!reply.raw.writableFinished) {
      clientGone = true;
      stop.abort();
    }
  };
  reply.raw.on("close", onClose);

  const outcomes: (PartitionOutcome | undefined)[] = new Array(files.length);
  const failures: { index: number; error: unknown }[] = [];
  const one = async (file: UploadedFile, index: number) => {
    try {
      const outcome =
        vlm && (await vlm.applies(file, params))
          ? await vlm.run(file, params, output, signal)
          : await partitionFile(
              pool,
              { data: file.data, filename: file.filename, contentType: file.contentType },
              params,
              output,
              splitPages,
              signal,
              client,
            );
      outcomes[index] = outcome;
      if (!outcome.ok) stop.abort();
    } catch (error) {
      failures.push({ index, error });
      stop.abort();
    }
    // The worker owns the bytes now; drop the reference so memory goes with the task.
    file.data = new Uint8Array(0);
  };
  try {
    await mapConcurrent(files, pool.stats.workers, one, signal);
  } finally {
    clearTimeout(timer);
    reply.raw.off("close", onClose);
  }

  if (clientGone) throw new ClientGoneError();
  if (timedOut) {
    throw new HttpError(504, `Partitioning did not finish within the time limit of ${timeoutMs / 1000} s.`);
  }
  // The first failing file in upload order decides the answer; files stopped because another failed
  // (an AbortError) are not failures of their own.
  const own = (failure: { error: unknown }) =>
    !(failure.error instanceof Error && failure.error.name === "AbortError");
  for (const [index, outcome] of outcomes.entries()) {
    if (outcome && !outcome.ok) throw new HttpError(outcome.status, outcome.detail);
    const thrown = failures.find((failure) => failure.index === index && own(failure));
    if (thrown) throw thrown.error;
  }
  const other = failures.find(own) ?? failures[0];
  if (other) throw other.error;
  return outcomes as PartitionSuccess[];
}

/** A Buffer over the same memory (the worker's answer arrives as a fresh copy already). */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function render(
  outcomes: PartitionSuccess[],
  format: "application/json" | "text/csv",
): { type: string; body: Buffer } {
  const single = outcomes.length === 1;
  if (format === "text/csv") {
    if (single && outcomes[0]?.body) return { type: CSV_TYPE, body: asBuffer(outcomes[0].body) };
    const elements: Element[] = outcomes.flatMap((outcome) => outcome.elements ?? []);
    return { type: CSV_TYPE, body: Buffer.from(elementsToCsv(elements), "utf8") };
  }
  const bodies = outcomes.map((outcome) => outcome.body ?? new Uint8Array(0));
  if (single) return { type: JSON_TYPE, body: asBuffer(bodies[0] as Uint8Array) };
  const pieces: Uint8Array[] = [Buffer.from("[")];
  for (const [i, body] of bodies.entries()) {
    if (i > 0) pieces.push(Buffer.from(","));
    pieces.push(body);
  }
  pieces.push(Buffer.from("]"));
  return { type: JSON_TYPE, body: Buffer.concat(pieces) };
}

export const partitionRoutes: FastifyPluginAsync<PartitionRouteOptions> = async (
  app,
  { config, pool, vlm, admission },
) => {
  // Only multipart bodies reach the handler; anything else is a 415 before it is read.
  app.removeAllContentTypeParsers();
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { ...MULTIPART_LIMITS, fileSize: config.maxUploadBytes + 1 },
  });

  const auth = apiKeyHook(config);
  const onRequest = [...(auth ? [auth] : []), declaredSizeHook(config.maxUploadBytes)];

  const schema = partitionPostSchema(config, auth !== undefined);
  app.post(PARTITION_PATH, { onRequest, schema }, async (request, reply) => {
    if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART_DETAIL);
    // A full pool, a client with its share of files, or a full upload budget refuses before the upload
    // is read.
    const client = clientId(request);
    pool.admit(1, client);
    const ticket = admission.enter(declaredLength(request));
    // The bytes count until the answer has gone (or the client has gone): every path ends there.
    reply.raw.once("close", ticket.release);

    const limits = {
      maxBytes: config.maxUploadBytes,
      idleTimeoutMs: config.uploadIdleTimeoutMs,
      bodyTimeoutMs: config.bodyTimeoutMs,
    };
    const form = await readUnlessAnswered(reply, () => readPartitionForm(request, reply, limits, ticket));
    if (form === undefined) return reply;

    const { params, ignored } = validate(form.entries, form.files);
    noteRequest(request, {
      files: form.files.length,
      strategy: params.strategy,
      ...(params.hi_res_model_name ? { hiResModel: params.hi_res_model_name } : {}),
      ...(ignored.length ? { ignoredFields: ignored } : {}),
    });

    // Several files answer a list of lists; a client that accepts none of the forms it comes in is told
    // so up front, as the reference server does (406).
    if (form.files.length > 1) checkAccept(request.headers.accept);
    const format = responseFormat(params);
    const output: TaskOutput =
      format === "text/csv" ? (form.files.length === 1 ? "csv" : "elements") : "json";
    const outcomes = await partitionFiles(
      form.files,
      params,
      output,
      pool,
      config.requestTimeoutMs,
      reply,
      vlm,
      client,
      config.splitPdfPages ?? 0,
    );

    const pages = outcomes.reduce<number | undefined>(
      (most, outcome) => (outcome.pages === undefined ? most : Math.max(most ?? 0, outcome.pages)),
      undefined,
    );
    const ocr = [...new Set(outcomes.flatMap((outcome) => outcome.ocrEngines ?? []))].sort();
    noteRequest(request, {
      filetype: outcomes.map((outcome) => outcome.filetype ?? "unknown"),
      elements: outcomes.reduce((sum, outcome) => sum + outcome.count, 0),
      ...(pages !== undefined ? { pages } : {}),
      ...(ocr.length > 0 ? { ocr } : {}),
    });
    const { type, body } = render(outcomes, format);
    return reply.type(type).send(body);
  });

  // Answers 405 itself: not a method the path serves (method-not-allowed.ts leaves it out of Allow). GET
  // is the one documented.
  for (const method of ["GET", "PUT", "PATCH", "DELETE"] as const) {
    app.route({
      method,
      url: PARTITION_PATH,
      config: { methodNotAllowed: true },
      ...(method === "GET" ? { schema: PARTITION_GET_SCHEMA } : {}),
      handler: async (_request, reply) =>
        reply.code(405).header("allow", "POST").send({ detail: ONLY_POST_DETAIL }),
    });
  }
};
