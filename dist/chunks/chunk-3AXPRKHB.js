import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);

// src/engine/errors.ts
var EngineError = class extends Error {
  filename;
  constructor(filename, message, options) {
    super(message, options);
    this.name = new.target.name;
    this.filename = filename;
  }
};
var UnsupportedFileTypeError = class extends EngineError {
  mimeType;
  constructor(filename, mimeType) {
    super(filename, `File type ${mimeType} is not supported.`);
    this.mimeType = mimeType;
  }
};
var InvalidDocumentError = class extends EngineError {
  constructor(filename, problem, options) {
    super(filename, `${filename || "The file"} is not a valid document: ${problem}`, options);
  }
};
var EncodingError = class extends EngineError {
  encoding;
  constructor(filename, encoding, problem) {
    super(filename, `${filename || "The file"} could not be decoded as ${encoding}: ${problem}`);
    this.encoding = encoding;
  }
};
var LimitExceededError = class extends EngineError {
  constructor(filename, problem) {
    super(filename, `${filename || "The file"} exceeds a limit: ${problem}`);
  }
};
var UnsupportedOptionError = class extends EngineError {
};
var MissingLanguageDataError = class extends EngineError {
  missing;
  installed;
  constructor(filename, missing, installed) {
    super(
      filename,
      `OCR language data is not installed for: ${missing.join(", ")}. Installed: ${installed.join(", ") || "none"}.`
    );
    this.missing = missing;
    this.installed = installed;
  }
};

export {
  EngineError,
  UnsupportedFileTypeError,
  InvalidDocumentError,
  EncodingError,
  LimitExceededError,
  UnsupportedOptionError,
  MissingLanguageDataError
};
