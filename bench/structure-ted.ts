// Tree edit distance (Zhang & Shasha 1989, "Simple fast algorithms for the editing distance between trees
// and related problems"): the least total cost of deleting, inserting and renaming nodes that turns one
// ordered tree into another. No npm package for it is kept up (edit-distance's last release is years old,
// CoffeeScript, with a quadratic node lookup), so it is written here; __tests__/bench/structure-ted.test.ts
// checks it on the paper's example and on hand-counted cases.

export interface TreeCosts<T> {
  children(node: T): readonly T[];
  rename(a: T, b: T): number;
  insert?(node: T): number;
  remove?(node: T): number;
}

interface Indexed<T> {
  /** Nodes in post-order. */
  nodes: T[];
  /** Post-order index of each node's leftmost leaf descendant. */
  leftmost: Int32Array;
  /** Nodes that are not the leftmost child of their parent, plus the root, in post-order. */
  keyroots: number[];
}

function index<T>(root: T, children: (node: T) => readonly T[]): Indexed<T> {
  const nodes: T[] = [];
  const leftmostOf: number[] = [];
  const keyroots: number[] = [];
  // Iterative post-order (tables can be deep enough in cells × rows to make recursion a worry only with
  // pathological input, but the stack costs nothing).
  const stack: { node: T; next: number; first: number; isLeftChild: boolean }[] = [
    { node: root, next: 0, first: -1, isLeftChild: false },
  ];
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as (typeof stack)[number];
    const kids = children(top.node);
    if (top.next < kids.length) {
      const child = kids[top.next] as T;
      stack.push({ node: child, next: 0, first: -1, isLeftChild: top.next === 0 });
      top.next += 1;
      continue;
    }
    stack.pop();
    const at = nodes.length;
    nodes.push(top.node);
    const leftmost = top.first < 0 ? at : top.first;
    leftmostOf.push(leftmost);
    if (!top.isLeftChild) keyroots.push(at);
    const parent = stack[stack.length - 1];
    if (parent && parent.first < 0) parent.first = leftmost;
  }
  return { nodes, leftmost: Int32Array.from(leftmostOf), keyroots };
}

/** The Zhang–Shasha tree edit distance; insert and remove cost 1 unless given. */
export function treeEditDistance<T>(a: T, b: T, costs: TreeCosts<T>): number {
  const insert = costs.insert ?? (() => 1);
  const remove = costs.remove ?? (() => 1);
  const A = index(a, costs.children);
  const B = index(b, costs.children);
  const n = A.nodes.length;
  const m = B.nodes.length;
  const treeDist = new Float64Array(n * m);
  const forest = new Float64Array((n + 1) * (m + 1));
  const width = m + 1;
  for (const i of A.keyroots) {
    for (const j of B.keyroots) {
      const li = A.leftmost[i] as number;
      const lj = B.leftmost[j] as number;
      // forest[(x + 1) * width + (y + 1)]: distance between the forests A[li..x] and B[lj..y];
      // row/column "li - 1" / "lj - 1" (the empty forest) is stored at index li / lj.
      const at = (x: number, y: number) => (x - li + 1) * width + (y - lj + 1);
      forest[at(li - 1, lj - 1)] = 0;
      for (let x = li; x <= i; x++)
        forest[at(x, lj - 1)] = (forest[at(x - 1, lj - 1)] as number) + remove(A.nodes[x] as T);
      for (let y = lj; y <= j; y++)
        forest[at(li - 1, y)] = (forest[at(li - 1, y - 1)] as number) + insert(B.nodes[y] as T);
      for (let x = li; x <= i; x++) {
        const lx = A.leftmost[x] as number;
        const nodeA = A.nodes[x] as T;
        const del = remove(nodeA);
        for (let y = lj; y <= j; y++) {
          const ly = B.leftmost[y] as number;
          const nodeB = B.nodes[y] as T;
          const viaRemove = (forest[at(x - 1, y)] as number) + del;
          const viaInsert = (forest[at(x, y - 1)] as number) + insert(nodeB);
          if (lx === li && ly === lj) {
            const viaRename = (forest[at(x - 1, y - 1)] as number) + costs.rename(nodeA, nodeB);
            const best = Math.min(viaRemove, viaInsert, viaRename);
            forest[at(x, y)] = best;
            treeDist[x * m + y] = best;
          } else {
            const viaSubtree = (forest[at(lx - 1, ly - 1)] as number) + (treeDist[x * m + y] as number);
            forest[at(x, y)] = Math.min(viaRemove, viaInsert, viaSubtree);
          }
        }
      }
    }
  }
  return treeDist[(n - 1) * m + (m - 1)] as number;
}

/** Levenshtein distance between two sequences (strings or token arrays), two rows at a time. */
export function levenshtein<T>(a: ArrayLike<T>, b: ArrayLike<T>): number {
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let previous = new Uint32Array(b.length + 1);
  let row = new Uint32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    const ai = a[i - 1];
    for (let j = 1; j <= b.length; j++) {
      const cost = ai === b[j - 1] ? 0 : 1;
      row[j] = Math.min(
        (previous[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
    }
    [previous, row] = [row, previous];
  }
  return previous[b.length] as number;
}
