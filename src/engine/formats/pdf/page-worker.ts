// A page worker thread (see parallel.ts): it opens its own copy of the document once, then reads the runs
// of pages it is given, one message each, and answers with their drafts. Bundled as an entry of its own
// (dist/pdf-page-worker.js); from sources it is started through a resolve hook that maps `.js` to `.ts`.
import { isMainThread, type MessagePort, parentPort, workerData } from "node:worker_threads";
import { errorMessage } from "../../../shared/errors.js";
import { LimitExceededError } from "../../core/errors.js";
import type { PageDrafts } from "../../layout/index.js";
import { InvalidPdfError, openPdf, type PdfLimits } from "./open.js";
import { type RangeSettings, readPageRange } from "./page-range.js";
import { useCompiled, type WasmModule } from "./pdfium.js";

export interface WorkerSetup {
  data: Uint8Array;
  settings: RangeSettings;
  /** PDFium compiled by the thread that started this one. */
  pdfium: WasmModule;
  limits: PdfLimits;
}

export interface WorkerRequest {
  index: number;
  first: number;
  last: number;
}

export type WorkerReply =
  /** `drafts`: the run's PageDrafts as JSON. */
  | { ok: true; index: number; drafts: string }
  | {
      ok: false;
      index: number;
      first: number;
      last: number;
      message: string;
      kind: "invalid" | "limit" | "other";
    };

function isSetup(value: unknown): value is WorkerSetup {
  const setup = value as Partial<WorkerSetup> | null;
  return setup?.data instanceof Uint8Array && typeof setup.settings?.filename === "string";
}

function serve(port: MessagePort, setup: WorkerSetup): void {
  useCompiled(setup.pdfium);
  const opened = openPdf(setup.data, setup.settings.filename, setup.limits);
  // Its failure is reported with the first request; this keeps it from being unhandled meanwhile.
  opened.catch(() => undefined);
  // One run at a time, in the order asked: the thread that started this one keeps a next run waiting.
  let reading: Promise<void> = Promise.resolve();
  port.on("message", (request: WorkerRequest) => {
    reading = reading.then(() => readRun(request));
  });
  async function readRun({ index, first, last }: WorkerRequest): Promise<void> {
    let reply: WorkerReply;
    try {
      const doc = await opened;
      const drafts: PageDrafts = await readPageRange(doc, first, last, setup.settings);
      reply = { ok: true, index, drafts: JSON.stringify(drafts) };
    } catch (error) {
      reply = {
        ok: false,
        index,
        first,
        last,
        message: errorMessage(error),
        kind:
          error instanceof InvalidPdfError
            ? "invalid"
            : error instanceof LimitExceededError
              ? "limit"
              : "other",
      };
    }
    port.postMessage(reply);
  }
}

if (!isMainThread && parentPort && isSetup(workerData)) serve(parentPort, workerData);
