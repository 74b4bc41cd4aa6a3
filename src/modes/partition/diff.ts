// Element-level diff of two versions of a document. Elements are aligned by their text with a shortest
// edit script (Myers), which keeps their order: equal texts in the same relative position are the same
// element. What is left between two aligned elements is a run of removed and added elements; within
// such a run an element is "changed" when a removed and an added one sit at the same place (same count
// and types) or share most of their words, else it is removed or added. Each change names the section it
// belongs to: the nearest Title before it.
import type { Element } from "../../contract/element.js";

export interface DiffElement {
  type: string;
  /** The text with runs of white space collapsed. */
  text: string;
  page?: number | undefined;
  /** Text of the nearest Title before the element, if any. */
  section?: string | undefined;
  /** Position among the document's compared elements. */
  index: number;
}

export type ElementChange =
  | { kind: "added"; after: DiffElement; section?: string | undefined }
  | { kind: "removed"; before: DiffElement; section?: string | undefined }
  | { kind: "changed"; before: DiffElement; after: DiffElement; section?: string | undefined };

export interface DocumentDiff {
  changes: ElementChange[];
  /** Elements present unchanged in both versions. */
  unchanged: number;
  /** Number of compared elements in each version (page breaks are not compared). */
  before: number;
  after: number;
  /** True when the versions differ too much to align exactly and elements were paired in order instead. */
  approximate: boolean;
}

export interface DiffOptions {
  /** Most differences aligned exactly; beyond it the middle is paired in order. Default 2000. */
  maxEdits?: number;
  /** Word overlap (0..1) above which a removed and an added element are one changed element. Default 0.5. */
  similarity?: number;
}

const normalize = (text: string) => text.replace(/\s+/g, " ").trim();

/** The elements that take part in a diff, each with the section it belongs to. */
export function toDiffElements(elements: readonly Element[]): DiffElement[] {
  const out: DiffElement[] = [];
  let section: string | undefined;
  for (const element of elements) {
    if (element.type === "PageBreak") continue;
    const text = normalize(element.text ?? "");
    const page = element.metadata?.page_number;
    out.push({
      type: element.type,
      text,
      ...(typeof page === "number" ? { page } : {}),
      ...(section !== undefined ? { section } : {}),
      index: out.length,
    });
    if (element.type === "Title" && text) section = text;
  }
  return out;
}

type Op = { op: "equal"; a: number; b: number } | { op: "delete"; a: number } | { op: "insert"; b: number };

/** Myers' O((N+M)D) shortest edit script between two key sequences, or undefined past maxD edits. */
function myers(a: Int32Array, b: Int32Array, maxD: number): Op[] | undefined {
  const n = a.length;
  const m = b.length;
  const max = n + m;
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  let found = -1;
  for (let d = 0; d <= Math.min(max, maxD); d++) {
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && (v[offset + k - 1] as number) < (v[offset + k + 1] as number))
          ? (v[offset + k + 1] as number)
          : (v[offset + k - 1] as number) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        found = d;
        break;
      }
    }
    if (found >= 0) break;
  }
  if (found < 0) return undefined;

  const ops: Op[] = [];
  let x = n;
  let y = m;
  for (let d = found; d >= 0; d--) {
    const snapshot = trace[d] as Int32Array;
    const at = (k: number) => snapshot[k + d + 1] as number;
    const k = x - y;
    let prevK: number;
    if (d === 0) prevK = 0;
    else prevK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const prevX = d === 0 ? 0 : at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      ops.push({ op: "equal", a: --x, b: --y });
    }
    if (d > 0) {
      if (x === prevX) ops.push({ op: "insert", b: --y });
      else ops.push({ op: "delete", a: --x });
    }
  }
  return ops.reverse();
}

function words(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

/** Dice coefficient of the two texts' word multisets: 1 for the same words, 0 for none in common. */
export function textSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const wa = words(a);
  const wb = words(b);
  let total = 0;
  let common = 0;
  for (const count of wa.values()) total += count;
  for (const [word, count] of wb) {
    total += count;
    common += Math.min(count, wa.get(word) ?? 0);
  }
  return total === 0 ? 0 : (2 * common) / total;
}

const LOOKAHEAD = 25;

function pairGap(
  removed: DiffElement[],
  added: DiffElement[],
  threshold: number,
  out: ElementChange[],
): void {
  // Same number of elements of the same types at the same place: each was edited where it stands.
  if (removed.length === added.length && removed.every((r, i) => r.type === added[i]?.type)) {
    removed.forEach((before, i) => {
      const after = added[i] as DiffElement;
      out.push({ kind: "changed", before, after, section: after.section });
    });
    return;
  }
  let next = 0;
  for (const before of removed) {
    let best = -1;
    let bestScore = threshold;
    for (let t = next; t < Math.min(added.length, next + LOOKAHEAD); t++) {
      const score = textSimilarity(before.text, (added[t] as DiffElement).text);
      if (score >= bestScore && (best === -1 || score > bestScore)) {
        best = t;
        bestScore = score;
      }
    }
    if (best === -1) {
      out.push({ kind: "removed", before, section: before.section });
      continue;
    }
    for (; next < best; next++) {
      const after = added[next] as DiffElement;
      out.push({ kind: "added", after, section: after.section });
    }
    const after = added[best] as DiffElement;
    out.push({ kind: "changed", before, after, section: after.section });
    next = best + 1;
  }
  for (; next < added.length; next++) {
    const after = added[next] as DiffElement;
    out.push({ kind: "added", after, section: after.section });
  }
}

/** The element-level changes that turn `before` into `after`. */
export function diffElements(
  before: readonly Element[],
  after: readonly Element[],
  options: DiffOptions = {},
): DocumentDiff {
  const a = toDiffElements(before);
  const b = toDiffElements(after);
  const ids = new Map<string, number>();
  const key = (e: DiffElement) => {
    const text = e.text || `\u0000${e.type}`;
    const known = ids.get(text);
    if (known !== undefined) return known;
    ids.set(text, ids.size);
    return ids.size - 1;
  };
  const ka = Int32Array.from(a, key);
  const kb = Int32Array.from(b, key);

  // Common head and tail first: most edits touch a few elements in the middle.
  let head = 0;
  while (head < ka.length && head < kb.length && ka[head] === kb[head]) head++;
  let tail = 0;
  while (
    tail < ka.length - head &&
    tail < kb.length - head &&
    ka[ka.length - 1 - tail] === kb[kb.length - 1 - tail]
  )
    tail++;
  const midA = ka.subarray(head, ka.length - tail);
  const midB = kb.subarray(head, kb.length - tail);
  let middle = myers(midA, midB, options.maxEdits ?? 2000);
  const approximate = middle === undefined;
  if (!middle) {
    middle = [
      ...Array.from(midA, (_, i): Op => ({ op: "delete", a: i })),
      ...Array.from(midB, (_, i): Op => ({ op: "insert", b: i })),
    ];
  }
  const ops: Op[] = [
    ...Array.from({ length: head }, (_, i): Op => ({ op: "equal", a: i, b: i })),
    ...middle.map((op): Op => {
      if (op.op === "equal") return { op: "equal", a: op.a + head, b: op.b + head };
      if (op.op === "delete") return { op: "delete", a: op.a + head };
      return { op: "insert", b: op.b + head };
    }),
    ...Array.from(
      { length: tail },
      (_, i): Op => ({ op: "equal", a: ka.length - tail + i, b: kb.length - tail + i }),
    ),
  ];

  const threshold = options.similarity ?? 0.5;
  const changes: ElementChange[] = [];
  let unchanged = 0;
  let removed: DiffElement[] = [];
  let added: DiffElement[] = [];
  const flush = () => {
    if (removed.length || added.length) pairGap(removed, added, threshold, changes);
    removed = [];
    added = [];
  };
  for (const op of ops) {
    if (op.op === "delete") removed.push(a[op.a] as DiffElement);
    else if (op.op === "insert") added.push(b[op.b] as DiffElement);
    else {
      flush();
      const was = a[op.a] as DiffElement;
      const now = b[op.b] as DiffElement;
      // Same text, new type (a paragraph that became a title): a change worth showing.
      if (was.type !== now.type)
        changes.push({ kind: "changed", before: was, after: now, section: now.section });
      else unchanged++;
    }
  }
  flush();
  return { changes, unchanged, before: a.length, after: b.length, approximate };
}

/** Counts of each kind of change. */
export function countChanges(diff: Pick<DocumentDiff, "changes">): {
  added: number;
  removed: number;
  changed: number;
} {
  const counts = { added: 0, removed: 0, changed: 0 };
  for (const change of diff.changes) counts[change.kind]++;
  return counts;
}
