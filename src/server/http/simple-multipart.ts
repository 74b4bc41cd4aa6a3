// The common small form (a file or two and a few fields, plainly written), read from its buffered bytes in
// one pass. busboy and the multipart plugin cost about a third of the event loop's time per small request
// (a parser, a stream and an async iterator per request, a stream per part); this reads the same parts
// with the same meaning — field values as UTF-8, media types lower-cased, a part with a filename a file —
// and answers undefined for anything it does not read exactly as busboy would (quoted-pair escapes,
// `filename*`, header continuations, parameters on a part's media type, unusual headers, a preamble or
// epilogue, limits reached), which then goes to busboy as before.

export interface SimplePart {
  fieldname: string;
  /** Set for a file part (busboy's rule: a part with a filename). */
  filename: string | undefined;
  /** The part's media type, lower-cased; "text/plain" when it names none (busboy's default). */
  mimetype: string;
  /** A field's value (UTF-8), or a file's bytes (a view of the body). */
  value: string | Buffer;
}

export interface SimpleLimits {
  fields: number;
  files: number;
  parts: number;
  fieldSize: number;
}

const BOUNDARY =
  /^multipart\/form-data\s*;\s*boundary=(?:"([0-9A-Za-z'()+_,\-./:=? ]{1,70})"|([0-9A-Za-z'()+_,\-./:=?]{1,70}))\s*$/i;

/** The boundary of a plainly written `multipart/form-data` content type, or undefined. */
export function simpleBoundary(contentType: string | undefined): string | undefined {
  const match = contentType === undefined ? null : BOUNDARY.exec(contentType);
  return match ? (match[1] ?? match[2]) : undefined;
}

const DISPOSITION = /^form-data\s*;\s*name="([^"\\\r\n]*)"(?:\s*;\s*filename="([^"\\\r\n/]+)")?\s*$/i;
const MEDIA_TYPE = /^[0-9A-Za-z!#$&^_.+-]+\/[0-9A-Za-z!#$&^_.+-]+$/;

/** Printable ASCII lines separated by CRLF (no tab, no bare CR or LF, nothing beyond ASCII). */
function isPrintableAscii(bytes: Buffer, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = bytes[i] as number;
    if (c === 0x0d && bytes[i + 1] === 0x0a && i + 1 < end) i++;
    else if (c < 0x20 || c > 0x7e) return false;
  }
  return true;
}

/** The parts of `body`, or undefined when it is not a form this reader reads exactly as busboy would. */
export function parseSimpleMultipart(
  body: Buffer,
  boundary: string,
  limits: SimpleLimits,
): SimplePart[] | undefined {
  const delimiter = Buffer.from(`\r\n--${boundary}`, "latin1");
  // The first delimiter has no CRLF before it; nothing may precede it (a preamble goes to busboy).
  if (!body.subarray(0, delimiter.length - 2).equals(delimiter.subarray(2))) return undefined;
  let at = delimiter.length - 2;
  const parts: SimplePart[] = [];
  let files = 0;
  let fields = 0;
  for (;;) {
    // After a delimiter: "--" ends the form (an optional CRLF and nothing else may follow), CRLF a part.
    if (body[at] === 0x2d && body[at + 1] === 0x2d) {
      const rest = body.length - (at + 2);
      if (rest === 0 || (rest === 2 && body[at + 2] === 0x0d && body[at + 3] === 0x0a)) return parts;
      return undefined;
    }
    if (body[at] !== 0x0d || body[at + 1] !== 0x0a) return undefined;
    at += 2;
    const headersEnd = body.indexOf("\r\n\r\n", at, "latin1");
    if (headersEnd < 0 || !isPrintableAscii(body, at, headersEnd)) return undefined;
    let disposition: string | undefined;
    let mediaType: string | undefined;
    for (const line of body.toString("latin1", at, headersEnd).split("\r\n")) {
      const colon = line.indexOf(":");
      if (colon <= 0) return undefined;
      const name = line.slice(0, colon).toLowerCase();
      const value = line.slice(colon + 1).trim();
      if (name === "content-disposition" && disposition === undefined) disposition = value;
      else if (name === "content-type" && mediaType === undefined) mediaType = value;
      else return undefined;
    }
    const named = disposition === undefined ? null : DISPOSITION.exec(disposition);
    if (!named || (mediaType !== undefined && !MEDIA_TYPE.test(mediaType))) return undefined;
    const fieldname = named[1] as string;
    const filename = named[2];
    // busboy keeps a filename's last path segment, and calls "." and ".." no name at all.
    if (filename === "." || filename === "..") return undefined;
    // The multipart plugin refuses these names itself; busboy's own path says so.
    if (fieldname in Object.prototype) return undefined;
    const mimetype = mediaType?.toLowerCase() ?? "text/plain";
    const dataStart = headersEnd + 4;
    // Searched from the headers' last CRLF: busboy finds a delimiter that begins there (data that opens
    // with "--boundary"), which ends the part before its data.
    const dataEnd = body.indexOf(delimiter, headersEnd + 2);
    if (dataEnd < dataStart) return undefined;
    at = dataEnd + delimiter.length;
    // A delimiter is followed by CRLF or "--"; anything else is busboy's to judge.
    if (!(body[at] === 0x2d && body[at + 1] === 0x2d) && !(body[at] === 0x0d && body[at + 1] === 0x0a)) {
      return undefined;
    }
    if (parts.length + 1 > limits.parts) return undefined;
    if (filename !== undefined) {
      if (++files > limits.files) return undefined;
      parts.push({ fieldname, filename, mimetype, value: body.subarray(dataStart, dataEnd) });
    } else {
      // An octet-stream part without a filename is a file to busboy, and JSON fields are parsed by the
      // plugin: both go the usual way.
      if (mediaType !== undefined || ++fields > limits.fields) return undefined;
      if (dataEnd - dataStart > limits.fieldSize) return undefined;
      parts.push({ fieldname, filename, mimetype, value: body.toString("utf8", dataStart, dataEnd) });
    }
  }
}

/**
 * Reads a body of `declared` bytes whole and hands it to `parse` the moment it is complete; when `parse`
 * answers undefined the bytes are put back in the stream (in the same tick, before its end is emitted), so
 * busboy reads it from the start. Rejects if the request is torn down first. The stream must have no
 * 'data' listener meanwhile: once 'readable' is removed, a 'data' listener would set it flowing and take
 * the bytes put back before busboy is attached. `onChunk` sees each chunk read instead.
 */
export function readSmallForm(
  raw: NodeJS.ReadableStream & { unshift(chunk: Buffer): void; read(): Buffer | null },
  declared: number,
  parse: (body: Buffer) => SimplePart[] | undefined,
  onChunk: (chunk: Buffer) => void,
): Promise<SimplePart[] | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      raw.removeListener("readable", onReadable);
      raw.removeListener("close", onClose);
      raw.removeListener("error", onClose);
    };
    const onClose = () => {
      stop();
      reject(new Error("the request closed before its body arrived"));
    };
    const onReadable = () => {
      for (let chunk = raw.read() as Buffer | null; chunk !== null; chunk = raw.read() as Buffer | null) {
        chunks.push(chunk);
        size += chunk.length;
        onChunk(chunk);
      }
      if (size < declared) return;
      stop();
      const body = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size);
      const parts = parse(body);
      if (parts === undefined) raw.unshift(body);
      resolve(parts);
    };
    raw.on("readable", onReadable);
    raw.on("close", onClose);
    raw.on("error", onClose);
  });
}
