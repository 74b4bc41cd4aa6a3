// One place turns every failure into an answer: `{"detail": ...}` with a 4XX status for anything the
// client can fix, 5XX only for faults. A 500 body never says more than "Internal server error"; the error
// itself goes to the log under the request id, which the answer carries in `x-request-id`.
import type { Socket } from "node:net";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { ContractValidationError } from "../../contract/validation.js";
import { EngineError } from "../../engine/core/errors.js";
import { engineErrorStatus } from "./engine-status.js";
import { noteRequest } from "./request-log.js";

/** A failure with the status and detail to answer with. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, detail: string, headers: Record<string, string> = {}) {
    super(detail);
    this.name = "HttpError";
    this.statusCode = statusCode;
    this.headers = headers;
  }
}

export const INTERNAL_ERROR_DETAIL = "Internal server error";
export const TOO_DEEP_DETAIL = "The request is nested too deeply to process.";

/**
 * A 422 body as it will be sent: one whose echoed inputs are too deep to serialize loses its `input`s, so
 * the answer is still `{"detail": [...]}` rather than the framework's own error shape.
 */
function serializable(body: { detail: unknown }): unknown {
  try {
    JSON.stringify(body);
    return body;
  } catch {
    const detail = Array.isArray(body.detail)
      ? body.detail.map((item: Record<string, unknown>) => {
          const { input: _input, ctx: _ctx, ...rest } = item;
          return rest;
        })
      : TOO_DEEP_DETAIL;
    return { detail };
  }
}

// Fastify's own messages, where a person needs more than its wording.
const FRAMEWORK_DETAIL: Record<string, (request: FastifyRequest) => string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (request) =>
    `Unsupported media type '${String(request.headers["content-type"] ?? "none").slice(0, 100)}'. ` +
    "Send multipart/form-data with the document in a 'files' part.",
  FST_ERR_CTP_BODY_TOO_LARGE: () => "Request body is too large.",
  FST_REQ_FILE_TOO_LARGE: () => "Request body is too large.",
};

function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === "number" && status >= 400 && status < 600 ? status : undefined;
}

/** How long a refused upload's connection stays half-open, unread, for its client to read the answer. */
export const LINGER_MS = 5000;

/**
 * Closes the connection of a request refused before its body was read, without reading the body. After the
 * answer, Node would read what is left (to keep the connection alive), or with `Connection: close` end the
 * connection at once, while the client is still sending: its kernel then gets a reset, and a client that
 * reads the answer only after sending (undici, so fetch and the SDKs) sees `EPIPE` instead of the answer.
 * So the connection stops being read, is ended after the answer (the client gets its end of file) and is
 * destroyed LINGER_MS later, once the client has read the answer and gone.
 */
function closeUnread(socket: Socket | null): void {
  if (!socket || socket.destroyed) return;
  socket.destroySoon = function lingeringClose(this: Socket) {
    // Node resumed the request to read its rest: stop reading again (at most a buffer's worth is read).
    this.pause();
    this.removeAllListeners("data");
    this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once("close", () => clearTimeout(timer));
  };
}

/** Fastify's error handler. */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof ContractValidationError) {
    noteRequest(request, { refused: error.message });
    reply.code(422).send(serializable(error.body));
    return;
  }
  // A value too deep for the code that walked it: the client's input, not a fault of the server.
  if (error instanceof RangeError && /call stack/i.test(error.message)) {
    noteRequest(request, { refused: error.message });
    reply.code(422).send({ detail: TOO_DEEP_DETAIL });
    return;
  }
  if (error instanceof HttpError) {
    noteRequest(request, { refused: error.message });
    if (error.headers.connection === "close" && !request.raw.complete) closeUnread(request.raw.socket);
    reply.code(error.statusCode).headers(error.headers).send({ detail: error.message });
    return;
  }
  if (error instanceof EngineError) {
    noteRequest(request, { refused: error.message });
    reply.code(engineErrorStatus(error)).send({ detail: error.message });
    return;
  }
  const status = statusOf(error);
  if (status !== undefined && status < 500) {
    const code = (error as FastifyError).code;
    const detail = (code && FRAMEWORK_DETAIL[code]?.(request)) || error.message;
    noteRequest(request, { refused: detail });
    reply.code(status).send({ detail });
    return;
  }
  request.log.error({ err: error }, "request failed");
  reply.code(500).send({ detail: INTERNAL_ERROR_DETAIL });
}

/** Fastify's 404 handler: FastAPI's body. */
export function handleNotFound(_request: FastifyRequest, reply: FastifyReply): void {
  reply.code(404).send({ detail: "Not Found" });
}

/**
 * Errors Node's HTTP parser raises before there is a request (malformed request line or headers, a
 * request that took too long to arrive): answered with the same JSON body, then the connection closes.
 */
export function handleClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  let status = 400;
  let detail = "Malformed HTTP request.";
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") {
    status = 408;
    detail = "The request took too long to arrive.";
  } else if (error.code === "HPE_HEADER_OVERFLOW") {
    status = 431;
    detail = "Request headers are too large.";
  }
  const body = JSON.stringify({ detail });
  const reason =
    status === 408 ? "Request Timeout" : status === 431 ? "Request Header Fields Too Large" : "Bad Request";
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
