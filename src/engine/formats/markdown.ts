// Markdown → HTML (marked, GitHub-flavoured: tables, fenced code) → the HTML partitioner, as the reference
// does with python-markdown. marked recurses once per nesting level and re-lexes nested containers, so
// deeply nested lists or quotes cost it super-linear time and eventually the call stack; nesting is clamped
// first (only hostile documents nest that deep) and a stack overflow that still happens becomes a typed error.
import { Marked } from "marked";
import { InvalidDocumentError, LimitExceededError } from "../core/errors.js";
import type { Draft, FormatContext } from "../core/types.js";
import { decodeTextDocument } from "../io/text.js";
import { htmlToDrafts } from "./html.js";

/** Indentation (columns) and container markers (`>`, list bullets) a line may open with. */
const MAX_INDENT = 100;
const MAX_MARKERS = 16;

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

interface LinePrefix {
  /** Characters the prefix spans. */
  length: number;
  /** Columns of whitespace in the prefix, and how many of them come before the first marker. */
  indent: number;
  leading: number;
  markers: string[];
}

/** The run of indentation and container markers at the start of `line`. */
function linePrefix(line: string): LinePrefix {
  let i = 0;
  let indent = 0;
  let leading = -1;
  const markers: string[] = [];
  while (i < line.length) {
    const c = line[i];
    if (c === " ") {
      indent++;
      i++;
    } else if (c === "\t") {
      indent += 4 - (indent % 4);
      i++;
    } else if (c === ">") {
      if (leading < 0) leading = indent;
      markers.push(">");
      i++;
    } else if ((c === "-" || c === "+" || c === "*") && (line[i + 1] === " " || line[i + 1] === "\t")) {
      if (leading < 0) leading = indent;
      markers.push(c);
      i++;
    } else {
      const ordered = /^\d{1,9}[.)](?=[ \t])/.exec(line.slice(i, i + 11));
      if (!ordered) break;
      if (leading < 0) leading = indent;
      markers.push(ordered[0]);
      i += ordered[0].length;
    }
  }
  return { length: i, indent, leading: leading < 0 ? indent : leading, markers };
}

/** The document with every line's container nesting clamped; text inside fenced code is left alone. */
export function clampNesting(markdown: string): string {
  const lines = markdown.split("\n");
  let fence: string | undefined;
  let changed = false;
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n] as string;
    const opener = FENCE.exec(line)?.[1];
    if (fence) {
      if (opener?.startsWith(fence)) fence = undefined;
      continue;
    }
    if (opener) {
      fence = opener;
      continue;
    }
    const prefix = linePrefix(line);
    if (prefix.indent <= MAX_INDENT && prefix.markers.length <= MAX_MARKERS) continue;
    const markers = prefix.markers.slice(-MAX_MARKERS).map((m) => `${m} `);
    lines[n] =
      " ".repeat(Math.min(prefix.leading, MAX_INDENT)) + markers.join("") + line.slice(prefix.length);
    changed = true;
  }
  return changed ? lines.join("\n") : markdown;
}

/** Markdown text → HTML markup. */
export function markdownToHtml(markdown: string, filename: string): string {
  const marked = new Marked({ gfm: true, async: false });
  try {
    return marked.parse(clampNesting(markdown), { async: false });
  } catch (error) {
    if (error instanceof RangeError) {
      throw new LimitExceededError(filename, "its Markdown nests too deeply to convert");
    }
    throw new InvalidDocumentError(
      filename,
      `its Markdown could not be converted (${(error as Error).message})`,
      {
        cause: error,
      },
    );
  }
}

export function partitionMarkdown(context: FormatContext): Draft[] {
  const { text } = decodeTextDocument(context.data, context.filename, context.params.encoding ?? undefined);
  const markdown = text.includes("\r") ? text.replace(/\r\n?/g, "\n") : text;
  return htmlToDrafts(markdownToHtml(markdown, context.filename), {
    filename: context.filename,
    params: context.params,
  });
}
