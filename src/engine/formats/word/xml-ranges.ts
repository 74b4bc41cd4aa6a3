// Where the top-level elements of a large XML element's content start and end, found with a light scan of
// the markup (no tree). The docx body is parsed in batches of these ranges, so the parsed tree of a
// 200 MB document.xml never exists at once: memory stays proportional to one batch.

export interface ElementRange {
  start: number;
  end: number;
  /** The element's local name ("p", "tbl", "sectPr", ...). */
  name: string;
}

function localNameAt(xml: string, from: number): string {
  let end = from;
  while (end < xml.length) {
    const c = xml.charCodeAt(end);
    // Names end at whitespace, "/" or ">".
    if (c <= 0x20 || c === 0x2f || c === 0x3e) break;
    end++;
  }
  const name = xml.slice(from, end);
  return name.slice(name.indexOf(":") + 1);
}

/** The offset just past the ">" that closes the tag opened at `lt`, skipping quoted attribute values. */
function tagEnd(xml: string, lt: number, limit: number): number {
  let quote = 0;
  for (let i = lt + 1; i < limit; i++) {
    const c = xml.charCodeAt(i);
    if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (c === 0x22 || c === 0x27) quote = c;
    else if (c === 0x3e) return i + 1;
  }
  return limit;
}

/** The content range of the first element named `name` (any prefix), or undefined if there is none. */
export function contentRange(xml: string, name: string): { start: number; end: number } | undefined {
  const open = new RegExp(`<(?:[A-Za-z_][\\w.-]*:)?${name}(?=[\\s/>])`).exec(xml);
  if (!open) return undefined;
  const start = tagEnd(xml, open.index, xml.length);
  if (xml.charCodeAt(start - 2) === 0x2f) return { start, end: start };
  const prefix = open[0].slice(1, open[0].length - name.length);
  const close = xml.lastIndexOf(`</${prefix}${name}`);
  return { start, end: close >= start ? close : xml.length };
}

/**
 * The ranges of the elements directly inside [from, to). Comments, processing instructions and CDATA
 * are skipped; a stray closing tag ends the scan (the content is malformed from there on).
 */
export function topLevelRanges(xml: string, from: number, to: number): ElementRange[] {
  const ranges: ElementRange[] = [];
  let depth = 0;
  let start = 0;
  let name = "";
  let pos = from;
  while (pos < to) {
    const lt = xml.indexOf("<", pos);
    if (lt < 0 || lt >= to) break;
    const next = xml.charCodeAt(lt + 1);
    if (next === 0x21 /* ! */) {
      const close = xml.startsWith("<!--", lt) ? "-->" : xml.startsWith("<![CDATA[", lt) ? "]]>" : ">";
      const end = xml.indexOf(close, lt + 2);
      pos = end < 0 ? to : end + close.length;
      continue;
    }
    if (next === 0x3f /* ? */) {
      const end = xml.indexOf("?>", lt + 2);
      pos = end < 0 ? to : end + 2;
      continue;
    }
    const end = tagEnd(xml, lt, to);
    if (next === 0x2f /* / */) {
      depth--;
      if (depth < 0) break;
      if (depth === 0) ranges.push({ start, end, name });
    } else if (xml.charCodeAt(end - 2) === 0x2f) {
      if (depth === 0) ranges.push({ start: lt, end, name: localNameAt(xml, lt + 1) });
    } else {
      if (depth === 0) {
        start = lt;
        name = localNameAt(xml, lt + 1);
      }
      depth++;
    }
    pos = end;
  }
  // An element left open at the end (a truncated part) still counts, up to where the content stops.
  if (depth > 0) ranges.push({ start, end: to, name });
  return ranges;
}
