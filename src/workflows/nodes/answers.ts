// Reading a model's answer. Models wrap HTML and JSON in code fences and sometimes add a sentence before
// or after; these take the part that was asked for and nothing else.

const FENCE = /```[ \t]*([A-Za-z0-9_-]*)[ \t]*\r?\n([\s\S]*?)```/g;

/** The body of the first fenced block tagged `language` (or of the first fenced block at all). */
export function fencedBlock(text: string, language: string): string | undefined {
  let first: string | undefined;
  for (const match of text.matchAll(FENCE)) {
    const [, tag, body] = match;
    if (tag?.toLowerCase() === language) return body;
    first ??= body;
  }
  return first;
}

/** The HTML of an answer: the fenced block, else from the first tag to the last. */
export function answerHtml(text: string): string {
  const fenced = fencedBlock(text, "html");
  if (fenced !== undefined) return fenced.trim();
  const start = text.indexOf("<");
  const end = text.lastIndexOf(">");
  return start >= 0 && end > start ? text.slice(start, end + 1).trim() : text.trim();
}

/** The one `<table>...</table>` of an answer, or undefined when there is none. */
export function answerTable(text: string): string | undefined {
  const html = answerHtml(text);
  const start = html.search(/<table[\s>]/i);
  const end = html.toLowerCase().lastIndexOf("</table>");
  return start >= 0 && end > start ? html.slice(start, end + "</table>".length) : undefined;
}

/** The JSON object of an answer (fenced or bare), or undefined when none parses. */
export function answerJson(text: string): Record<string, unknown> | undefined {
  const candidates = [fencedBlock(text, "json"), text];
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start >= 0 && end > start) candidates.push(text.slice(start, end + 1));
  for (const candidate of candidates) {
    if (candidate === undefined) continue;
    try {
      const value = JSON.parse(candidate.trim()) as unknown;
      if (value && typeof value === "object" && !Array.isArray(value))
        return value as Record<string, unknown>;
    } catch {
      // try the next reading
    }
  }
  return undefined;
}
