// Word-level agreement between two texts, for comparing our elements with the reference's where the
// element boundaries (OCR regions, text boxes, chunks) cannot be expected to match one for one.

/** Lower-case words and numbers, punctuation dropped. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/** How many words of `a` are found in `b`, each occurrence used once (a bag-of-words overlap). */
export function overlap(a: readonly string[], b: readonly string[]): number {
  const counts = new Map<string, number>();
  for (const word of b) counts.set(word, (counts.get(word) ?? 0) + 1);
  let found = 0;
  for (const word of a) {
    const left = counts.get(word) ?? 0;
    if (left > 0) {
      found++;
      counts.set(word, left - 1);
    }
  }
  return found;
}

/** F1 of the two texts' multisets of whitespace-separated tokens (case and punctuation kept). */
export function tokenF1(ours: string, theirs: string): number {
  const a = ours.split(/\s+/).filter(Boolean);
  const b = theirs.split(/\s+/).filter(Boolean);
  return (2 * overlap(a, b)) / (a.length + b.length);
}
