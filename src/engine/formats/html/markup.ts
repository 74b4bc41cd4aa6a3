// Markup text → DOM (bounded nesting, DOCTYPE internal subsets removed) and markup bytes → text (BOM,
// declared charset, detection).
import { type Document, DomHandler } from "domhandler";
import { Parser } from "htmlparser2";
import { InvalidDocumentError, LimitExceededError } from "../../core/errors.js";
import { decodeText, encodingLabel, looksBinary } from "../../io/text.js";

/**
 * The markup without a DOCTYPE's internal subset (`<!DOCTYPE x [ <!ENTITY ...> ]>`), which htmlparser2
 * would end at the first `>` and leave as stray text. Its entity declarations are never used.
 */
export function withoutInternalSubset(source: string): string {
  const doctype = source.slice(0, 4096).search(/<!DOCTYPE[^>[]*\[/i);
  if (doctype < 0) return source;
  const close = /\]\s*>/g;
  close.lastIndex = doctype;
  const end = close.exec(source);
  return end ? source.slice(0, doctype) + source.slice(end.index + end[0].length) : source;
}

/**
 * Deepest element nesting accepted. htmlparser2 keeps its open-element stack with unshift/shift, so each
 * tag costs time proportional to the depth: 100 000 nested tags take seconds. Real pages nest a few dozen
 * levels; libxml2, the reference's parser, stops at 256 levels unless told otherwise.
 */
export const MAX_MARKUP_DEPTH = 2048;

class DepthExceeded extends Error {}

/** A DOM builder that refuses markup nested deeper than MAX_MARKUP_DEPTH. */
class BoundedDomHandler extends DomHandler {
  override onopentag(name: string, attribs: { [key: string]: string }): void {
    super.onopentag(name, attribs);
    if (this.tagStack.length > MAX_MARKUP_DEPTH) throw new DepthExceeded();
  }
}

export interface MarkupOptions {
  /** XML (EPUB package files): case-sensitive names, only predefined and numeric entities. */
  xml?: boolean | undefined;
  /** XHTML: HTML rules, but self-closing tags and CDATA sections are honoured. */
  xhtml?: boolean | undefined;
}

/** Parses markup into a DOM, without recursion and within MAX_MARKUP_DEPTH. */
export function parseMarkup(source: string, filename: string, options: MarkupOptions = {}): Document {
  const xml = options.xml === true;
  const handler = new BoundedDomHandler(undefined, { xmlMode: xml });
  try {
    new Parser(handler, {
      xmlMode: xml,
      recognizeSelfClosing: xml || options.xhtml === true,
      recognizeCDATA: xml || options.xhtml === true,
    }).end(source);
  } catch (error) {
    if (error instanceof DepthExceeded) {
      throw new LimitExceededError(filename, `its markup nests elements more than ${MAX_MARKUP_DEPTH} deep`);
    }
    throw new InvalidDocumentError(filename, `unreadable markup (${(error as Error).message})`, {
      cause: error,
    });
  }
  return handler.root;
}

const META_CHARSET = /<meta\b[^>]*?charset\s*=\s*["']?\s*([A-Za-z0-9._:-]+)/i;
const XML_ENCODING = /^\s*<\?xml\b[^>]*?encoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/;

function hasBom(data: Uint8Array): boolean {
  const [a, b, c] = data;
  return (a === 0xef && b === 0xbb && c === 0xbf) || (a === 0xff && b === 0xfe) || (a === 0xfe && b === 0xff);
}

/** The charset the markup declares in its first bytes (`<meta charset>`, http-equiv, XML declaration). */
function declaredCharset(data: Uint8Array): string | undefined {
  const head = new TextDecoder("latin1").decode(data.subarray(0, 4096));
  const label = XML_ENCODING.exec(head)?.[1] ?? META_CHARSET.exec(head)?.[1];
  if (!label) return undefined;
  let canonical: string;
  try {
    canonical = new TextDecoder(label).encoding;
  } catch {
    return undefined;
  }
  // A declaration readable as ASCII cannot be UTF-16; browsers read such pages as UTF-8.
  return canonical.startsWith("utf-16") ? "utf-8" : canonical;
}

function isDefaultEncoding(encoding: string | null | undefined): boolean {
  return encodingLabel(encoding ?? "") === "utf-8";
}

/**
 * Markup bytes → text. A BOM wins, then an explicit non-default `encoding`, then the charset the document
 * declares, then UTF-8 with detection. Binary data that only claims to be markup is refused.
 */
export function decodeMarkup(
  data: Uint8Array,
  filename: string,
  encoding: string | null | undefined,
): string {
  let text: string;
  const declared = hasBom(data) || !isDefaultEncoding(encoding) ? undefined : declaredCharset(data);
  if (declared && declared !== "utf-8") {
    // Declarations are often slightly wrong; decode leniently as browsers do.
    text = new TextDecoder(declared).decode(data);
  } else {
    text = decodeText(data, filename, isDefaultEncoding(encoding) ? "utf-8" : (encoding as string)).text;
  }
  if (looksBinary(text)) throw new InvalidDocumentError(filename, "it holds binary data, not text");
  return text;
}
