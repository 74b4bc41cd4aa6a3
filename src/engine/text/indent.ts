// Indentation of plain-text markup (reStructuredText, Org): leading spaces only, as both count them.

/** The number of spaces a line starts with (tabs are expanded before, where the format wants it). */
export function indentOf(line: string): number {
  let i = 0;
  while (line.charCodeAt(i) === 32) i++;
  return i;
}
