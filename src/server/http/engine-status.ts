// The status the engine's typed failures answer with: 400 for a file type or option the engine does not
// offer, 422 for a file it cannot read or missing language data. Shared by the routes and the workers.
import {
  type EngineError,
  UnsupportedFileTypeError,
  UnsupportedOptionError,
} from "../../engine/core/errors.js";

export function engineErrorStatus(error: EngineError): number {
  return error instanceof UnsupportedFileTypeError || error instanceof UnsupportedOptionError ? 400 : 422;
}
