// The engine's typed failures. Each names the file and the problem; the server maps them to status codes
// (UnsupportedFileTypeError → 400, the others → 422) and the CLI prints their messages.

import type { EngineLimits } from "./types.js";

export class EngineError extends Error {
  readonly filename: string;

  constructor(filename: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.filename = filename;
  }
}

/** The file's type cannot be partitioned (zip archives, empty files, unknown binary data, ...). */
export class UnsupportedFileTypeError extends EngineError {
  readonly mimeType: string;

  constructor(filename: string, mimeType: string) {
    super(filename, `File type ${mimeType} is not supported.`);
    this.mimeType = mimeType;
  }
}

/** The file claims a supported type but cannot be read as one: corrupt, truncated, encrypted. */
export class InvalidDocumentError extends EngineError {
  constructor(filename: string, problem: string, options?: { cause?: unknown }) {
    super(filename, `${filename || "The file"} is not a valid document: ${problem}`, options);
  }
}

/** The text could not be decoded with the encoding given or detected. */
export class EncodingError extends EngineError {
  readonly encoding: string;

  constructor(filename: string, encoding: string, problem: string) {
    super(filename, `${filename || "The file"} could not be decoded as ${encoding}: ${problem}`);
    this.encoding = encoding;
  }
}

/** The document exceeds a configured bound (expanded size, archive entries, element count). */
export class LimitExceededError extends EngineError {
  constructor(filename: string, problem: string) {
    super(filename, `${filename || "The file"} exceeds a limit: ${problem}`);
  }
}

/** More elements than `max-elements` allows. */
export function tooManyElements(filename: string, limits: EngineLimits): LimitExceededError {
  return new LimitExceededError(
    filename,
    `it produces more than ${limits.maxElements} elements (limit max-elements)`,
  );
}

/** More characters of element text than `max-characters` allows. */
export function tooManyCharacters(filename: string, limits: EngineLimits): LimitExceededError {
  return new LimitExceededError(
    filename,
    `it produces more than ${limits.maxCharacters} characters of text (limit max-characters)`,
  );
}

/**
 * The request asks for something the engine does not offer for this file (the fast strategy on an
 * image, an unknown hi_res model, an image format no installed decoder reads). The server answers 400.
 */
export class UnsupportedOptionError extends EngineError {}

/**
 * strategy=vlm on a PDF or an image: its pages go to a vision-language model, which the embedded engine
 * does not have. Refused rather than quietly partitioned another way; `docflow serve` answers it with a
 * configured model provider before the engine is reached.
 */
export class VlmUnavailableError extends UnsupportedOptionError {
  constructor(filename: string) {
    super(
      filename,
      `strategy=vlm sends the pages of ${filename || "the file"} to a vision-language model, and the embedded engine has none: ` +
        "send it to a docflow serve whose environment configures the model provider (vlm_model_provider, e.g. ANTHROPIC_API_KEY for anthropic), " +
        "or choose strategy hi_res, fast, ocr_only or auto.",
    );
  }
}

/** OCR was asked for a language whose data is not installed; the message names the installed ones. */
export class MissingLanguageDataError extends EngineError {
  readonly missing: readonly string[];
  readonly installed: readonly string[];

  /** `hint` says how to add the missing languages. */
  constructor(filename: string, missing: readonly string[], installed: readonly string[], hint?: string) {
    super(
      filename,
      `OCR language data is not installed for: ${missing.join(", ")}. Installed: ${installed.join(", ") || "none"}.${hint ? ` ${hint}` : ""}`,
    );
    this.missing = missing;
    this.installed = installed;
  }
}
