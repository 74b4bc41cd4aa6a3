// The files of a workflow run: multipart `input_files` (curl's spelling) or `input_files[]` (the SDK's),
// each with its filename and media type. The count and the total size are bounded (413), a stalled upload
// is cut off (408), and anything busboy cannot parse is a 400. Other form fields are ignored, as FastAPI
// ignores fields a route does not declare.
import type { FastifyReply, FastifyRequest } from "fastify";
import { ContractValidationError, valueError } from "../../contract/validation.js";
import type { UploadTicket } from "../http/admission.js";
import { HttpError } from "../http/errors.js";
import { drainableBytes, readMultipart, tooLargeError } from "../http/upload.js";

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
  /** Deadline of the whole body (limit body-timeout), as for the Partition endpoint. */
  bodyTimeoutMs?: number | undefined;
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

/**
 * Reads the run's files into memory (bounded by `maxBytes` in all). `reply` is used only to answer a
 * stalled upload (408); the caller then finds `reply.sent` set.
 */
export async function readRunFiles(
  request: FastifyRequest,
  reply: FastifyReply,
  limits: RunUploadLimits,
  ticket?: UploadTicket,
): Promise<RunFile[]> {
  const files = await readMultipart(request, reply, {
    limits,
    ticket,
    maxFileParts: limits.maxFiles + 1,
    what: "run upload",
    keepFile: (fieldname, kept) => {
      if (!isFileField(fieldname)) return false;
      if (kept >= limits.maxFiles) throw tooManyFiles(limits.maxFiles);
      return true;
    },
    field: (fieldname, value, kept) => {
      if (!isFileField(fieldname)) return;
      // A text part where a file belongs: curl's `-F input_files=name` without the `@`.
      throw new ContractValidationError([
        valueError(
          ["body", RUN_FILE_FIELD, kept],
          "each input_files part must be a file (a part with a filename), not a text field",
          typeof value === "string" ? value.slice(0, 100) : value,
        ),
      ]);
    },
    failure: (error) =>
      (error as { code?: unknown }).code === "FST_FILES_LIMIT" ? tooManyFiles(limits.maxFiles) : error,
  });
  return files.map((file) => ({
    filename: file.filename,
    contentType: file.mimetype && file.mimetype !== "application/octet-stream" ? file.mimetype : null,
    data: file.data,
  }));
}
