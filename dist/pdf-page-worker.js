import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  FontBook,
  readPageRange
} from "./chunks/chunk-A2GS2AX7.js";
import {
  InvalidPdfError,
  openPdf
} from "./chunks/chunk-5SX5R5CK.js";
import "./chunks/chunk-S2SAYHHQ.js";
import "./chunks/chunk-CGHGKQ3J.js";
import "./chunks/chunk-2OFCS22J.js";
import "./chunks/chunk-4I3I35UI.js";
import "./chunks/chunk-3AXPRKHB.js";
import "./chunks/chunk-PCHJDGZE.js";

// src/engine/formats/pdf/page-worker.ts
import { isMainThread, parentPort, workerData } from "node:worker_threads";
function isSetup(value) {
  const setup = value;
  return setup?.data instanceof Uint8Array && typeof setup.settings?.filename === "string";
}
function serve(port, setup) {
  const opened = openPdf(setup.data, setup.settings.filename);
  opened.catch(() => void 0);
  const fonts = new FontBook();
  port.on("message", async ({ index, first, last }) => {
    let reply;
    try {
      const { doc } = await opened;
      reply = { ok: true, index, drafts: await readPageRange(doc, first, last, setup.settings, fonts) };
    } catch (error) {
      reply = {
        ok: false,
        index,
        first,
        last,
        message: error instanceof Error ? error.message : String(error),
        invalidPdf: error instanceof InvalidPdfError
      };
    }
    port.postMessage(reply);
  });
}
if (!isMainThread && parentPort && isSetup(workerData)) serve(parentPort, workerData);
