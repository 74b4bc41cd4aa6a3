import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  UnsupportedFileTypeError,
  UnsupportedOptionError
} from "./chunk-3AXPRKHB.js";

// src/server/engine-status.ts
function engineErrorStatus(error) {
  return error instanceof UnsupportedFileTypeError || error instanceof UnsupportedOptionError ? 400 : 422;
}

export {
  engineErrorStatus
};
