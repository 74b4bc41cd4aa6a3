// Reads multipart bodies with @fastify/multipart (busboy underneath): the file parts a route wants into
// memory, every text field handed to the route. The whole body is bounded (413), a stalled upload is cut
// off (408), and a body busboy cannot parse is a 400. The Partition endpoint's form is read here; the
// workflow run's files (workflow/run-upload.ts) go through the same reader.
import type { FastifyReply, FastifyRequest } from "fastify";
import { PARTITION_FILE_FIELD } from "../../contract/partition.js";
import { ContractValidationError } from "../../contract/validation.js";
import { errorMessage } from "../../shared/errors.js";
import type { UploadTicket } from "./admission.js";
import { HttpError } from "./errors.js";

export interface UploadedFile {
  filename: string;
  /** The part's media type, the hint the engine uses unless `content_type` is given. */
  contentType: string | undefined;
  data: Uint8Array;
}

export interface UploadedForm {
  entries: [string, unknown][];
  files: UploadedFile[];
}

export interface UploadLimits {
  maxBytes: number;
  idleTimeoutMs: number;
  /** Time the whole body may take, however steadily it trickles; unset: no limit of its own. */
  bodyTimeoutMs?: number | undefined;
}

/** busboy's per-request bounds, beyond the byte limit counted here. */
export const MULTIPART_LIMITS = {
  fields: 1000,
  files: 100,
  parts: 1100,
  fieldSize: 1024 * 1024,
  headerPairs: 200,
} as const;

/**
 * The 413 error. A client is still sending when it comes, and most clients only read the answer once they
 * are done: so the rest of a body up to `drainableBytes` is read and thrown away (the connection stays
 * usable), and only beyond that is the connection closed, at the risk of the client seeing a reset.
 */
export function tooLargeError(maxBytes: number, close: boolean): HttpError {
  return new HttpError(
    413,
    `Request body is larger than the limit of ${formatBytes(maxBytes)}.`,
    close ? { connection: "close" } : {},
  );
}

/** How much of an oversized body is read and discarded so the client gets its 413 cleanly. */
export function drainableBytes(maxBytes: number): number {
  return Math.max(maxBytes, 16 * 1024 * 1024);
}

/** Reads and discards what is left of a request, closing the connection past `limit` more bytes. */
function discardRest(raw: FastifyRequest["raw"], limit: number): void {
  let seen = 0;
  raw.on("data", (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > limit) raw.destroy();
  });
  raw.resume();
}

export function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  const kb = bytes / 1024;
  return kb >= 1 ? `${Number.isInteger(kb) ? kb : kb.toFixed(1)} KB` : `${bytes} bytes`;
}

const isFilePart = (name: string) => name === PARTITION_FILE_FIELD || name === `${PARTITION_FILE_FIELD}[]`;

/** One buffer that owns its memory exactly, so a worker can take it over without a copy. */
function join(chunks: readonly Buffer[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** Busboy's and the plugin's parse failures carry no status: they are the client's malformed body. */
function asClientError(error: unknown): unknown {
  if (error instanceof HttpError || error instanceof ContractValidationError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === "number") return error;
  const message = errorMessage(error);
  return new HttpError(400, `Malformed multipart/form-data body: ${message}.`.replace(/\.\.$/, "."));
}

/** A file part that was kept, read whole. */
export interface MultipartFile {
  fieldname: string;
  filename: string;
  /** The part's media type as sent ("" when none). */
  mimetype: string;
  data: Uint8Array;
}

export interface MultipartReading {
  limits: UploadLimits;
  /** busboy's bound on file parts, when the route's is not MULTIPART_LIMITS.files. */
  maxFileParts?: number | undefined;
  /** What the log calls the body when it stalls ("upload", "run upload"). */
  what: string;
  /**
   * Whether a file part is kept (`kept` = files kept so far); the others are read, counted and dropped.
   * Throwing refuses the request.
   */
  keepFile(fieldname: string, kept: number): boolean;
  /** Each text field, once counted against the limit. Throwing refuses the request. */
  field(fieldname: string, value: unknown, kept: number): void;
  /** Turns a parse failure into the route's own error (busboy's file-count limit, say). */
  failure?: ((error: unknown) => unknown) | undefined;
  /** The request's share of the server's upload budget (admission.ts): every byte read is counted on it. */
  ticket?: UploadTicket | undefined;
}

/**
 * Reads the whole body. `reply` is used only to answer a stalled upload (408) before its connection is
 * closed; the caller then finds `reply.sent` set.
 */
export async function readMultipart(
  request: FastifyRequest,
  reply: FastifyReply,
  reading: MultipartReading,
): Promise<MultipartFile[]> {
  const { limits } = reading;
  const files: MultipartFile[] = [];
  let total = 0;
  const count = (bytes: number) => {
    total += bytes;
    if (total > limits.maxBytes) throw tooLargeError(limits.maxBytes, false);
    reading.ticket?.add(bytes);
  };

  const raw = request.raw;
  const cutOff = (log: Record<string, number>, why: string, detail: string) => {
    request.log.info(log, `${reading.what} ${why}; closing the connection`);
    if (!reply.sent) reply.code(408).header("connection", "close").send({ detail });
    // The answer goes out first; the connection closes in any case.
    reply.raw.once("finish", () => raw.destroy());
    setTimeout(() => raw.destroy(), 1000).unref();
  };
  const stalled = () =>
    cutOff(
      { idleMs: limits.idleTimeoutMs },
      "stalled",
      `The upload stalled: nothing arrived for ${limits.idleTimeoutMs / 1000} s (limit idle-timeout).`,
    );
  const idle = setTimeout(stalled, limits.idleTimeoutMs);
  // A client that sends a byte now and then never stalls; the whole body still has a deadline.
  const deadline =
    limits.bodyTimeoutMs === undefined
      ? undefined
      : setTimeout(
          () =>
            cutOff(
              { bodyTimeoutMs: limits.bodyTimeoutMs ?? 0 },
              "too slow",
              `The upload did not arrive within ${(limits.bodyTimeoutMs ?? 0) / 1000} s (limit body-timeout).`,
            ),
          limits.bodyTimeoutMs,
        );
  const touch = () => idle.refresh();
  raw.on("data", touch);

  try {
    const parts = request.parts({
      limits: {
        ...MULTIPART_LIMITS,
        ...(reading.maxFileParts === undefined ? {} : { files: reading.maxFileParts }),
        fileSize: limits.maxBytes + 1,
      },
    });
    for await (const part of parts) {
      if (part.type === "file") {
        const keep = reading.keepFile(part.fieldname, files.length);
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          count(chunk.length);
          if (keep) {
            chunks.push(chunk);
            size += chunk.length;
          }
        }
        if (keep) {
          files.push({
            fieldname: part.fieldname,
            filename: part.filename,
            mimetype: part.mimetype,
            data: join(chunks, size),
          });
        }
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) {
          throw new HttpError(
            413,
            `Form field '${part.fieldname.slice(0, 100)}' is larger than the limit of ${formatBytes(MULTIPART_LIMITS.fieldSize)}.`,
          );
        }
        const value = part.value;
        count(part.fieldname.length + (typeof value === "string" ? Buffer.byteLength(value) : 0));
        reading.field(part.fieldname, value, files.length);
      }
    }
  } catch (error) {
    const failure = asClientError(reading.failure ? reading.failure(error) : error);
    // The body is unread from here on: detach the parser (which would stall the stream once nobody
    // consumes its parts) and throw the rest away, so the answer reaches the client.
    if (!raw.readableEnded && !raw.destroyed) {
      raw.unpipe();
      discardRest(raw, drainableBytes(limits.maxBytes));
    }
    throw failure;
  } finally {
    clearTimeout(idle);
    clearTimeout(deadline);
    raw.off("data", touch);
    reading.ticket?.received();
  }
  return files;
}

/**
 * Reads an upload with `read`; undefined when the reply was sent while reading (the reader answered 408
 * or 413 itself), so the route hands back the reply as it is.
 */
export async function readUnlessAnswered<T>(
  reply: FastifyReply,
  read: () => Promise<T>,
): Promise<T | undefined> {
  let value: T;
  try {
    value = await read();
  } catch (error) {
    if (reply.sent) return undefined;
    throw error;
  }
  return reply.sent ? undefined : value;
}

/** Reads a Partition request: the `files` parts, and every other field as an entry for the contract. */
export async function readPartitionForm(
  request: FastifyRequest,
  reply: FastifyReply,
  limits: UploadLimits,
  ticket?: UploadTicket,
): Promise<UploadedForm> {
  const entries: [string, unknown][] = [];
  const files = await readMultipart(request, reply, {
    limits,
    ticket,
    what: "upload",
    keepFile: isFilePart,
    field: (fieldname, value) => entries.push([fieldname, value]),
  });
  return {
    entries,
    files: files.map((file) => ({
      filename: file.filename,
      contentType: file.mimetype || undefined,
      data: file.data,
    })),
  };
}
