// Ruling lines as a table finder needs them: every painted rule (a stroke, a thin filled rectangle, a
// rectangle's edge, a line found in a scan's pixels) becomes a centre-line segment with its thickness;
// parallel segments a hair apart are snapped to one position (the two sides of a double border, a cell's
// background edge under its border), collinear pieces are joined (Chromium paints each cell's border side
// on its own), specks are dropped, and segments that touch or cross — within a tolerance in em, since
// abutting borders stop half a pixel short of each other — are grouped into connected sets.
import type { Box } from "./types.js";

/** A painted rule as page geometry gives it: its area, and which way it runs. */
export interface RuleLine {
  box: Box;
  horizontal: boolean;
  /** The edge of a filled area (a cell's background), not a line drawn as such. */
  edge?: boolean | undefined;
}

/**
 * A rule's centre line: horizontal ones run from `a0` to `a1` along x at `at` (a y), vertical ones from
 * `a0` to `a1` along y at `at` (an x).
 */
export interface Segment {
  horizontal: boolean;
  at: number;
  a0: number;
  a1: number;
  thickness: number;
  /** Only edges of filled areas make it up. */
  edge?: boolean | undefined;
}

/** Distances the finder works with, in page units, from the page's body type size. */
export interface RuleTolerances {
  /** Parallel segments closer than this are one rule. */
  snap: number;
  /** Collinear pieces with a gap up to this are one rule; segments this close to each other touch. */
  join: number;
  /** Shorter than this (after joining) is a speck. */
  minLength: number;
}

export function tolerances(size: number): RuleTolerances {
  const em = Math.max(size, 1);
  return { snap: em * 0.25, join: em * 0.3, minLength: em * 0.4 };
}

export function segmentOf(rule: RuleLine): Segment {
  const { x0, y0, x1, y1 } = rule.box;
  return rule.horizontal
    ? { horizontal: true, at: (y0 + y1) / 2, a0: x0, a1: x1, thickness: y1 - y0, edge: rule.edge }
    : { horizontal: false, at: (x0 + x1) / 2, a0: y0, a1: y1, thickness: x1 - x0, edge: rule.edge };
}

/** Segments of one direction snapped to shared positions and joined along them. */
function merge(segments: Segment[], tol: RuleTolerances): Segment[] {
  const sorted = [...segments].sort((a, b) => a.at - b.at);
  // Snap: runs of positions within `snap` of the run's first one, each run a position (weighted by length).
  const groups: Segment[][] = [];
  for (const segment of sorted) {
    const group = groups[groups.length - 1];
    if (group && segment.at - (group[0] as Segment).at <= tol.snap) group.push(segment);
    else groups.push([segment]);
  }
  const out: Segment[] = [];
  for (const group of groups) {
    // Within a snapped position, only pieces that overlap or nearly touch along the axis are one rule;
    // two rules at one height side by side (two tables) stay apart.
    const pieces = [...group].sort((a, b) => a.a0 - b.a0);
    let run: Segment[] = [];
    const close = () => {
      if (run.length === 0) return;
      const length = run.reduce((sum, s) => sum + (s.a1 - s.a0), 0) || 1;
      const at = run.reduce((sum, s) => sum + s.at * (s.a1 - s.a0), 0) / length;
      const thickness = Math.max(...run.map((s) => s.thickness));
      const merged = {
        horizontal: (run[0] as Segment).horizontal,
        at: Number.isFinite(at) ? at : (run[0] as Segment).at,
        a0: Math.min(...run.map((s) => s.a0)),
        a1: Math.max(...run.map((s) => s.a1)),
        thickness,
        edge: run.every((s) => s.edge),
      };
      if (merged.a1 - merged.a0 >= tol.minLength) out.push(merged);
      run = [];
    };
    let reach = Number.NEGATIVE_INFINITY;
    for (const piece of pieces) {
      if (run.length > 0 && piece.a0 - reach > tol.join) close();
      run.push(piece);
      reach = Math.max(run.length === 1 ? piece.a1 : reach, piece.a1);
    }
    close();
  }
  return out;
}

/** The page's rules as snapped and joined segments. */
export function normaliseRules(rules: readonly RuleLine[], tol: RuleTolerances): Segment[] {
  const segments = rules.map(segmentOf);
  return [
    ...merge(
      segments.filter((s) => s.horizontal),
      tol,
    ),
    ...merge(
      segments.filter((s) => !s.horizontal),
      tol,
    ),
  ];
}

/** Whether a horizontal and a vertical segment touch or cross, within `slack` (plus half their widths). */
export function meets(h: Segment, v: Segment, slack: number): boolean {
  const sx = slack + v.thickness / 2;
  const sy = slack + h.thickness / 2;
  return v.at >= h.a0 - sx && v.at <= h.a1 + sx && h.at >= v.a0 - sy && h.at <= v.a1 + sy;
}

/** Connected sets of segments (a horizontal and a vertical are connected where they meet). */
export function connectedGroups(segments: readonly Segment[], slack: number): Segment[][] {
  const parent = segments.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i] as number] as number;
      i = parent[i] as number;
    }
    return i;
  };
  for (let i = 0; i < segments.length; i++) {
    const a = segments[i] as Segment;
    if (!a.horizontal) continue;
    for (let j = 0; j < segments.length; j++) {
      const b = segments[j] as Segment;
      if (b.horizontal || !meets(a, b, slack)) continue;
      parent[find(i)] = find(j);
    }
  }
  const groups = new Map<number, Segment[]>();
  for (const [i, segment] of segments.entries()) {
    const root = find(i);
    let group = groups.get(root);
    if (!group) {
      group = [];
      groups.set(root, group);
    }
    group.push(segment);
  }
  return [...groups.values()];
}

/** The box around a set of segments. */
export function segmentsBox(segments: readonly Segment[]): Box {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const s of segments) {
    const half = s.thickness / 2;
    if (s.horizontal) {
      x0 = Math.min(x0, s.a0);
      x1 = Math.max(x1, s.a1);
      y0 = Math.min(y0, s.at - half);
      y1 = Math.max(y1, s.at + half);
    } else {
      y0 = Math.min(y0, s.a0);
      y1 = Math.max(y1, s.a1);
      x0 = Math.min(x0, s.at - half);
      x1 = Math.max(x1, s.at + half);
    }
  }
  return { x0, y0, x1, y1 };
}

/** How much of [from, to] the segments (all at one position) cover, as a share. */
export function coverage(segments: readonly Segment[], from: number, to: number): number {
  const length = to - from;
  if (length <= 0) return 1;
  const pieces = segments
    .map((s) => [Math.max(from, s.a0), Math.min(to, s.a1)] as const)
    .filter(([a, b]) => b > a)
    .sort((p, q) => p[0] - q[0]);
  let covered = 0;
  let reach = from;
  for (const [a, b] of pieces) {
    if (b <= reach) continue;
    covered += b - Math.max(a, reach);
    reach = b;
  }
  return covered / length;
}
