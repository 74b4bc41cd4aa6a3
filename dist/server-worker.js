import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  partition
} from "./chunks/chunk-6MYC5XEE.js";
import "./chunks/chunk-CX6SZ6JE.js";
import {
  elementsToCsv
} from "./chunks/chunk-BXSLB4KJ.js";
import "./chunks/chunk-B464LQBF.js";
import "./chunks/chunk-WO7662VA.js";
import "./chunks/chunk-Q5IFBPCK.js";
import "./chunks/chunk-GCXTD6SM.js";
import "./chunks/chunk-KXJRKALM.js";
import "./chunks/chunk-NL6Z5RS3.js";
import "./chunks/chunk-WAHX5QCL.js";
import "./chunks/chunk-4OXEBAUD.js";
import "./chunks/chunk-4I3I35UI.js";
import "./chunks/chunk-3LSCAICE.js";
import {
  EngineError,
  UnsupportedFileTypeError
} from "./chunks/chunk-CHLYF44K.js";
import "./chunks/chunk-PCHJDGZE.js";

// src/server/partition-worker.ts
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
        status: error instanceof UnsupportedFileTypeError ? 400 : 422,
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
