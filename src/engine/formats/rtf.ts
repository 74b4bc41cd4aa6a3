// RTF. The reference converts it to HTML with pandoc and partitions the HTML. No maintained JS RTF reader
// runs on Node, so this module tokenizes RTF itself, in one pass over the bytes with an explicit group
// stack (bounded depth), and writes the HTML the partitioner reads — the same path as pandoc's output:
// paragraphs, headings (\outlinelevel, or a stylesheet style with an outline level or named
// "heading N"), lists (\ls / \listtext / \pntext, nested by \ilvl), tables (\cell, \row), bold and
// italic runs, HYPERLINK fields and line breaks.
// Text: \uN (skipping \ucN fallback characters), \'hh bytes decoded with the code page of the current
// font's \fcharset or \cpg, else the document's \ansicpg (multi-byte code pages included). Skipped:
// ignorable destinations (\*), font/colour/style tables, info, pictures, objects (their \result kept),
// headers, footers, footnotes, annotations, hidden text (\v) and \bin data.
// The parts live in rtf/: tokenizer (bytes → tokens) and converter (tokens → HTML).
import { InvalidDocumentError } from "../core/errors.js";
import type { Draft, FormatContext } from "../core/types.js";
import { htmlToDrafts } from "./html.js";
import { RtfConverter } from "./rtf/converter.js";
import { tokenizeRtf } from "./rtf/tokenizer.js";

/** RTF bytes → HTML markup. */
export function rtfToHtml(data: Uint8Array, filename: string): string {
  let start = 0;
  if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) start = 3;
  while (start < data.length && (data[start] === 0x20 || data[start] === 0x0a || data[start] === 0x0d))
    start++;
  const head = String.fromCharCode(...data.subarray(start, start + 5));
  if (head !== "{\\rtf")
    throw new InvalidDocumentError(filename, "it does not start with an RTF header ({\\rtf)");
  const converter = new RtfConverter(filename);
  tokenizeRtf(data.subarray(start), converter);
  return converter.finish();
}

export function partitionRtf(context: FormatContext): Draft[] {
  return htmlToDrafts(rtfToHtml(context.data, context.filename), {
    filename: context.filename,
    params: context.params,
  });
}
