// The files of a workflow run: multipart `input_files` (curl's spelling) or `input_files[]` (the SDK's),
// each with its filename and media type. The count and the total size are bounded (413), a stalled upload
// is cut off (408), and anything busboy cannot parse is a 400. Other form fields are ignored, as FastAPI
// ignores fields a route does not declare.
import type { FastifyReply, FastifyRequest } from "fastify";
import { ContractValidationError, valueError } from "../../contract/validation.js";
import { HttpError } from "../errors.js";
import { drainableBytes, formatBytes, MULTIPART_LIMITS, tooLargeError } from "../upload.js";

export const RUN_FILE_FIELD = "input_files";

/** Room for the multipart framing (boundaries, part headers) on top of the byte limit. */
const FRAMING_ALLOWANCE = 64 * 1024;

export interface RunFile {
  filename: string;
  contentType: string | null;
  data: Uint8Array;
}

export interface RunUploadLimits {
  maxBytes: number;
  maxFiles: number;
  idleTimeoutMs: number;
}

const isFileField = (name: string) => name === RUN_FILE_FIELD || name === `${RUN_FILE_FIELD}[]`;

/** onRequest hook of the run route: a body announced as too large is refused before it is read. */
export function declaredRunSizeHook(maxBytes: number) {
  return async (request: FastifyRequest) => {
    const declared = Number(request.headers["content-length"]);
    if (Number.isFinite(declared) && declared > maxBytes + FRAMING_ALLOWANCE) {
      throw tooLargeError(maxBytes, declared > drainableBytes(maxBytes));
    }
  };
}

function tooManyFiles(maxFiles: number): HttpError {
  return new HttpError(413, `A workflow run takes at most ${maxFiles} input_files; send fewer per run.`);
}

function asClientError(error: unknown): unknown {
  if (error instanceof HttpError || error instanceof ContractValidationError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === "number") return error;
  const message = error instanceof Error ? error.message : String(error);
  return new HttpError(400, `Malformed multipart/form-data body: ${message}.`.replace(/\.\.$/, "."));
}

function join(chunks: readonly Buffer[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/**
 * Reads the run's files into memory (bounded by `maxBytes` in all). `reply` is used only to answer a
 * stalled upload (408); the caller then finds `reply.sent` set.
 */
export async function readRunFiles(
  request: FastifyRequest,
  reply: FastifyReply,
  limits: RunUploadLimits,
): Promise<RunFile[]> {
  const files: RunFile[] = [];
  let total = 0;
  const count = (bytes: number) => {
    total += bytes;
    if (total > limits.maxBytes) throw tooLargeError(limits.maxBytes, false);
  };

  const raw = request.raw;
  const stalled = () => {
    request.log.info({ idleMs: limits.idleTimeoutMs }, "run upload stalled; closing the connection");
    if (!reply.sent) {
      reply
        .code(408)
        .header("connection", "close")
        .send({ detail: `The upload stalled: nothing arrived for ${limits.idleTimeoutMs / 1000} s.` });
    }
    reply.raw.once("finish", () => raw.destroy());
    setTimeout(() => raw.destroy(), 1000).unref();
  };
  const idle = setTimeout(stalled, limits.idleTimeoutMs);
  const touch = () => idle.refresh();
  raw.on("data", touch);

  try {
    const parts = request.parts({
      limits: { ...MULTIPART_LIMITS, files: limits.maxFiles + 1, fileSize: limits.maxBytes + 1 },
    });
    let index = 0;
    for await (const part of parts) {
      if (part.type === "file") {
        const keep = isFileField(part.fieldname);
        if (keep && files.length >= limits.maxFiles) throw tooManyFiles(limits.maxFiles);
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
            filename: part.filename,
            contentType: part.mimetype && part.mimetype !== "application/octet-stream" ? part.mimetype : null,
            data: join(chunks, size),
          });
          index += 1;
        }
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) {
          throw new HttpError(
            413,
            `Form field '${part.fieldname.slice(0, 100)}' is larger than the limit of ${formatBytes(MULTIPART_LIMITS.fieldSize)}.`,
          );
        }
        count(part.fieldname.length + (typeof part.value === "string" ? Buffer.byteLength(part.value) : 0));
        if (isFileField(part.fieldname)) {
          // A text part where a file belongs: curl's `-F input_files=name` without the `@`.
          throw new ContractValidationError([
            valueError(
              ["body", RUN_FILE_FIELD, index],
              "each input_files part must be a file (a part with a filename), not a text field",
              typeof part.value === "string" ? part.value.slice(0, 100) : part.value,
            ),
          ]);
        }
      }
    }
  } catch (error) {
    let failure = asClientError(error);
    if ((failure as { code?: unknown }).code === "FST_FILES_LIMIT") failure = tooManyFiles(limits.maxFiles);
    // The body is unread from here on: detach the parser and throw the rest away, so the answer reaches
    // the client (closing the connection past a generous amount).
    if (!raw.readableEnded && !raw.destroyed) {
      raw.unpipe();
      let seen = 0;
      const limit = drainableBytes(limits.maxBytes);
      raw.on("data", (chunk: Buffer) => {
        seen += chunk.length;
        if (seen > limit) raw.destroy();
      });
      raw.resume();
    }
    throw failure;
  } finally {
    clearTimeout(idle);
    raw.off("data", touch);
  }
  return files;
}
