// What a route learned about a request, for its one log line (see app.ts): file types, pages, elements.
// Never keys, never file contents.
import type { FastifyRequest } from "fastify";

export interface RequestFacts {
  files?: number;
  /** The partition strategy asked for, and the hi_res layout model named, if any. */
  strategy?: string;
  hiResModel?: string;
  filetype?: string[];
  pages?: number;
  elements?: number;
  ignoredFields?: string[];
  /** The OCR engines that read the request's images ("tesseract 5.3.0 (native)", "tesseract.js 7.0.0"). */
  ocr?: string[];
  /** Why the request was refused (4XX): the detail sent, or the fields that failed validation. */
  refused?: string;
}

const facts = new WeakMap<FastifyRequest, RequestFacts>();

export function noteRequest(request: FastifyRequest, more: RequestFacts): void {
  facts.set(request, { ...facts.get(request), ...more });
}

export function requestFacts(request: FastifyRequest): RequestFacts | undefined {
  return facts.get(request);
}
