const SPECIAL_CHARACTERS = /[&<>"']/;
const SPECIAL_CHARACTERS_ALL = /[&<>"']/g;
const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};

/** Text made safe to embed in markup: Python's `html.escape(s, quote=True)`, which the reference uses. */
export function escapeHtml(text: string): string {
  return SPECIAL_CHARACTERS.test(text)
    ? text.replace(SPECIAL_CHARACTERS_ALL, (c) => ESCAPES[c] as string)
    : text;
}
