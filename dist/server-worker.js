import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  engineErrorStatus
} from "./chunks/chunk-PO526AFU.js";
import {
  elementsToCsv
} from "./chunks/chunk-NAKBKRLM.js";
import {
  partition
} from "./chunks/chunk-2XTCUB7K.js";
import "./chunks/chunk-UIYBJ3PP.js";
import "./chunks/chunk-CX6SZ6JE.js";
import "./chunks/chunk-B464LQBF.js";
import "./chunks/chunk-GNMYOTPL.js";
import "./chunks/chunk-Q5IFBPCK.js";
import "./chunks/chunk-35IWSYRL.js";
import "./chunks/chunk-GK63ZBU5.js";
import "./chunks/chunk-NL6Z5RS3.js";
import "./chunks/chunk-32N574GZ.js";
import "./chunks/chunk-4OXEBAUD.js";
import "./chunks/chunk-KSPQO2LU.js";
import "./chunks/chunk-4I3I35UI.js";
import {
  EngineError,
  UnsupportedFileTypeError
} from "./chunks/chunk-3AXPRKHB.js";
import "./chunks/chunk-PCHJDGZE.js";

// src/server/partition-worker.ts
process.env.DOCFLOW_OCR_WORKERS ??= "1";
var encoder = new TextEncoder();
function lastPage(elements) {
  let pages;
  for (const element of elements) {
    const page = element.metadata.page_number;
    if (typeof page === "number" && (pages === void 0 || page > pages)) pages = page;
  }
  return pages;
}
async function runPartitionTask(task) {
  let elements;
  try {
    elements = await partition(
      { data: task.data, filename: task.filename, contentType: task.contentType },
      task.params
    );
  } catch (error) {
    if (error instanceof EngineError) {
      return {
        ok: false,
        status: engineErrorStatus(error),
        detail: error.message,
        filetype: error instanceof UnsupportedFileTypeError ? error.mimeType : void 0
      };
    }
    throw error;
  }
  const first = elements[0]?.metadata.filetype;
  const outcome = {
    ok: true,
    body: null,
    elements: null,
    count: elements.length,
    filetype: typeof first === "string" ? first : void 0,
    pages: lastPage(elements)
  };
  if (task.output === "elements") {
    outcome.elements = elements;
    return outcome;
  }
  outcome.body = encoder.encode(task.output === "csv" ? elementsToCsv(elements) : JSON.stringify(elements));
  return outcome;
}
export {
  runPartitionTask as default
};
