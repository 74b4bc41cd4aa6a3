// Admission of uploads before their bytes: uploads are held in memory from the first byte until the answer
// is sent (the worker pool's queue holds them too), so the server counts them while they are in flight.
// A request is refused with 503 before its body is read when too many uploads are arriving at once or when
// its announced size would not fit in the byte budget; a body without Content-Length is counted as it
// arrives and refused the moment it overflows. Retry-After comes from the worker queue (workers.ts).
// The Partition endpoint and workflow runs with files share one budget: both hold their uploads in memory.
import type { FastifyRequest } from "fastify";
import { HttpError } from "./errors.js";

export const UPLOADS_BUSY_DETAIL =
  "Server is receiving too many uploads (limit max-uploads). Please try again later.";
export const BYTES_BUSY_DETAIL =
  "Server holds too many bytes of uploads (limit max-inflight-mb). Please try again later.";

export interface AdmissionLimits {
  maxUploads: number;
  maxInflightBytes: number;
}

/** Builds the 503 to answer with; `extraFiles` are the uploads still arriving, counted as queue ahead. */
export type BusyError = (detail: string, extraFiles: number) => HttpError;

/** One request's share of the budget: release() once its answer is sent (idempotent). */
export interface UploadTicket {
  /** Counts bytes received beyond what was reserved; throws 503 once the budget overflows. */
  add(bytes: number): void;
  /** The body has been read: the request no longer counts as an upload arriving (its bytes still count). */
  received(): void;
  release(): void;
}

/** The body's announced size; undefined when chunked (then it is counted as it arrives). */
export function declaredLength(request: FastifyRequest): number | undefined {
  const declared = Number(request.headers["content-length"]);
  return Number.isFinite(declared) && declared >= 0 ? declared : undefined;
}

/**
 * What is left of a refused body is read and thrown away up to this size, so the connection stays
 * usable; past it (or of unknown size) it is left unread and the connection closes after the answer.
 * Reading 95 MB only to discard it cost the event loop as much as serving hundreds of small requests.
 */
export const DRAIN_MAX_BYTES = 1024 * 1024;

/**
 * A request refused before its body is read: unless the body is small, the answer closes the connection,
 * so Node does not read the rest to keep it alive.
 */
export function refusedUnread(error: unknown, request: FastifyRequest): unknown {
  const declared = declaredLength(request);
  if (error instanceof HttpError && (declared === undefined || declared > DRAIN_MAX_BYTES)) {
    error.headers.connection = "close";
  }
  return error;
}

export class UploadAdmission {
  readonly #limits: AdmissionLimits;
  readonly #busy: BusyError;
  #uploads = 0;
  #bytes = 0;

  constructor(limits: AdmissionLimits, busy: BusyError) {
    this.#limits = limits;
    this.#busy = busy;
  }

  get stats(): { uploads: number; bytes: number } {
    return { uploads: this.#uploads, bytes: this.#bytes };
  }

  /** Admits a request announcing `declaredBytes` (undefined: chunked), or throws 503. */
  enter(declaredBytes: number | undefined): UploadTicket {
    if (this.#uploads >= this.#limits.maxUploads) throw this.#busy(UPLOADS_BUSY_DETAIL, this.#uploads);
    const reserved = declaredBytes ?? 0;
    // One upload alone is always admitted when nothing else is held: the upload limit bounds it.
    if (this.#bytes > 0 && this.#bytes + reserved > this.#limits.maxInflightBytes) {
      throw this.#busy(BYTES_BUSY_DETAIL, this.#uploads);
    }
    this.#uploads++;
    this.#bytes += reserved;
    let held = reserved;
    let counted = 0;
    let arriving = true;
    let released = false;
    return {
      add: (bytes) => {
        if (released) return;
        counted += bytes;
        if (counted <= held) return;
        const more = counted - held;
        if (this.#bytes + more > this.#limits.maxInflightBytes && this.#bytes > held) {
          // Refused mid-body: the rest is not worth reading, the connection closes after the answer.
          const error = this.#busy(BYTES_BUSY_DETAIL, this.#uploads);
          error.headers.connection = "close";
          throw error;
        }
        this.#bytes += more;
        held = counted;
      },
      received: () => {
        if (!arriving) return;
        arriving = false;
        this.#uploads--;
      },
      release: () => {
        if (released) return;
        released = true;
        if (arriving) {
          arriving = false;
          this.#uploads--;
        }
        this.#bytes -= held;
      },
    };
  }
}
