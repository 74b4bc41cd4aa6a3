// Putting untrusted text (file names, element text, error messages) into GitHub markdown. File names
// come from whoever opened the pull request, so nothing of theirs may become markup: no HTML, no links,
// no @mentions, no emphasis, no table cells.

/** Characters that mean something to HTML or to GitHub's markdown, written as numeric entities. */
const SPECIAL = /[&<>"'`*_[\]()|~\\!#@:$]/g;

/**
 * Text for an inline markdown/HTML context (a table cell, `<summary>`, `<code>`): entities for every
 * character markdown or HTML would act on, and line breaks as spaces, so the text stays one line of
 * plain characters whatever it holds.
 */
export function escapeInline(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are removed on purpose.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "")
      .replace(/\r\n?|\n|\u2028|\u2029/g, " ")
      .replace(SPECIAL, (c) => `&#${c.charCodeAt(0)};`)
  );
}

/**
 * A path or name shown as code: `<code>` keeps GitHub from turning an `@name` into a mention or a
 * `#123` into a link, and the entities keep the content literal.
 */
export function code(text: string): string {
  return `<code>${escapeInline(text)}</code>`;
}

/** Shortens text to at most `max` characters, ending with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}

/**
 * A fenced code block whose fence no line of the content can close: longer than any run of backticks
 * in it. Code blocks show text literally, so element text needs no other escaping there.
 */
export function fencedBlock(content: string, language = ""): string {
  let longest = 0;
  for (const run of content.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  const fence = "`".repeat(Math.max(3, longest + 1));
  return `${fence}${language}\n${content}\n${fence}`;
}

/** Text for one line of a code block: no line breaks, no control characters. */
export function oneLine(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are removed on purpose.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "")
      .replace(/\r\n?|\n|\u2028|\u2029/g, " ⏎ ")
  );
}

/**
 * For a changed text, the part that changed with some context around it: long paragraphs where one
 * word changed show that word, not two near-identical screens.
 */
export function clipAroundChange(before: string, after: string, context = 80): [string, string] {
  let prefix = 0;
  const shorter = Math.min(before.length, after.length);
  while (prefix < shorter && before[prefix] === after[prefix]) prefix++;
  let suffix = 0;
  while (suffix < shorter - prefix && before[before.length - 1 - suffix] === after[after.length - 1 - suffix])
    suffix++;
  const cut = (text: string): string => {
    let start = Math.max(0, prefix - context);
    let end = Math.min(text.length, text.length - suffix + context);
    // Cut at word boundaries.
    if (start > 0) {
      const space = text.indexOf(" ", start);
      if (space !== -1 && space < prefix) start = space + 1;
    }
    if (end < text.length) {
      const space = text.lastIndexOf(" ", end);
      if (space > text.length - suffix) end = space;
    }
    return `${start > 0 ? "…" : ""}${text.slice(start, end)}${end < text.length ? "…" : ""}`;
  };
  return [cut(before), cut(after)];
}

/** `1 document`, `2 documents`. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** Milliseconds as a short duration: `0.42 s`, `12.3 s`, `2 min 5 s`. */
export function formatDuration(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 10) return `${seconds.toFixed(2)} s`;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}
