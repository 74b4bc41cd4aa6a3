// HTML → drafts by the reference's rules (unstructured/partition/html/parser.py, partition.py):
// - each block item is a paragraph; phrasing (b, i, a, span, ...) only annotates runs inside it;
// - h1–h6 → Title (depth = level − 1), li → ListItem (depth = enclosing ol/ul), pre → CodeSnippet
//   (whitespace kept), table → Table with compact text_as_html; any other text is typed from its content,
//   and never as a Title; img → Image (alt text, image_url; the base64 payload only when
//   extract_image_block_types asks for Image);
// - script, style, noscript, template, nav, forms, dl and other boilerplate are dropped, and tags the
//   reference does not know keep only their tail text; header and footer are ordinary containers;
// - `<main>`, when present, is the whole document.
// The parts live in html/: markup (parse, decode), dom (roles, content), tables, walker.
import type { PartitionParameters } from "../../contract/partition.js";
import type { Draft, FormatContext } from "../core/types.js";
import { escapeHtml } from "../text/html-escape.js";
import { findMain, inheritedPage } from "./html/dom.js";
import { decodeMarkup, parseMarkup, withoutInternalSubset } from "./html/markup.js";
import { HtmlWalker } from "./html/walker.js";

export { normalizeSpace } from "./html/dom.js";
export { decodeMarkup, MAX_MARKUP_DEPTH, type MarkupOptions, parseMarkup } from "./html/markup.js";
export { escapeHtml };

export interface HtmlOptions {
  filename: string;
  params: PartitionParameters;
  /** Page number given to every draft whose markup does not say otherwise (`data-page-number`). */
  pageNumber?: number | undefined;
  /** XHTML (EPUB chapters): self-closing tags and CDATA sections are honoured. */
  xhtml?: boolean | undefined;
}

/** Partitions HTML markup (already decoded) into drafts; used by HTML, Markdown, RST, Org, EPUB and email. */
export function htmlToDrafts(html: string, options: HtmlOptions): Draft[] {
  if (html.trim() === "") return [];
  const source = withoutInternalSubset(html.includes("\r") ? html.replace(/\r\n?/g, "\n") : html);
  const document = parseMarkup(source, options.filename, { xhtml: options.xhtml });
  const main = /<main[\s>/]/i.test(source) ? findMain(document) : undefined;
  const imagePayload = (options.params.extract_image_block_types ?? []).some(
    (t) => t.toLowerCase() === "image",
  );
  const walker = new HtmlWalker(options.pageNumber, imagePayload);
  return main ? walker.walk(main, inheritedPage(main)) : walker.walk(document, undefined);
}

export function partitionHtml(context: FormatContext): Draft[] {
  const html = decodeMarkup(context.data, context.filename, context.params.encoding);
  return htmlToDrafts(html, { filename: context.filename, params: context.params });
}
