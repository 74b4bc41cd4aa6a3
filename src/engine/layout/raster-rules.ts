// Ruling lines in a page's pixels, for scans and images, where no vector graphics tell where the rules
// are. As camelot's lattice mode does with OpenCV (a morphological opening with a long thin kernel), but in
// plain JavaScript: the page is thresholded (Otsu), runs of dark pixels at least `minLength` long are kept
// along every row (and every column), with gaps of a pixel or two bridged (a scan's broken rules), and
// runs on neighbouring rows that overlap are one rule, as thick as the rows it spans. Glyph strokes are
// shorter than the minimum length; a run thicker than `maxThickness` is a filled area, not a rule.
import type { RuleLine } from "./table-rules.js";

export interface Bitmap {
  /** Greyscale, one byte a pixel, row after row. */
  data: Uint8Array;
  width: number;
  height: number;
}

export interface RasterRuleOptions {
  /** Shortest rule, in pixels. */
  minLength: number;
  /** Thickest rule, in pixels. */
  maxThickness: number;
  /** Gaps up to this many pixels inside a rule are bridged. */
  gap: number;
}

/** The grey level parting ink from paper (Otsu's method), kept between 64 and 160: a light fill is paper. */
export function inkThreshold(bitmap: Bitmap): number {
  const histogram = new Float64Array(256);
  const { data } = bitmap;
  // A sample of the pixels is enough for a histogram.
  const step = Math.max(1, Math.floor(data.length / 400_000));
  let count = 0;
  for (let i = 0; i < data.length; i += step) {
    histogram[data[i] as number] = (histogram[data[i] as number] as number) + 1;
    count++;
  }
  let sum = 0;
  for (let v = 0; v < 256; v++) sum += v * (histogram[v] as number);
  let below = 0;
  let belowSum = 0;
  let best = 0;
  let threshold = 128;
  for (let v = 0; v < 256; v++) {
    below += histogram[v] as number;
    if (below === 0) continue;
    const above = count - below;
    if (above === 0) break;
    belowSum += v * (histogram[v] as number);
    const meanBelow = belowSum / below;
    const meanAbove = (sum - belowSum) / above;
    const between = below * above * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = v;
    }
  }
  return Math.min(160, Math.max(64, threshold));
}

interface Run {
  from: number;
  to: number;
}

/** Runs of ink at least `minLength` long along one row (or column), gaps up to `gap` bridged. */
function runsAlong(ink: (i: number) => boolean, length: number, options: RasterRuleOptions): Run[] {
  const runs: Run[] = [];
  let start = -1;
  let last = -1;
  for (let i = 0; i < length; i++) {
    if (!ink(i)) continue;
    if (start >= 0 && i - last - 1 <= options.gap) {
      last = i;
      continue;
    }
    if (start >= 0 && last - start + 1 >= options.minLength) runs.push({ from: start, to: last + 1 });
    start = i;
    last = i;
  }
  if (start >= 0 && last - start + 1 >= options.minLength) runs.push({ from: start, to: last + 1 });
  return runs;
}

interface Open {
  from: number;
  to: number;
  first: number;
  last: number;
}

/** Rules along one direction: runs per line of pixels, stacked into rules across neighbouring lines. */
function rulesAlong(
  count: number,
  length: number,
  ink: (line: number, i: number) => boolean,
  options: RasterRuleOptions,
  horizontal: boolean,
): RuleLine[] {
  const out: RuleLine[] = [];
  let open: Open[] = [];
  const close = (rule: Open) => {
    const thickness = rule.last - rule.first + 1;
    if (thickness > options.maxThickness) return;
    out.push(
      horizontal
        ? { horizontal, box: { x0: rule.from, y0: rule.first, x1: rule.to, y1: rule.last + 1 } }
        : { horizontal, box: { x0: rule.first, y0: rule.from, x1: rule.last + 1, y1: rule.to } },
    );
  };
  for (let line = 0; line < count; line++) {
    const runs = runsAlong((i) => ink(line, i), length, options);
    const next: Open[] = [];
    for (const run of runs) {
      const joined = open.find(
        (rule) => Math.min(rule.to, run.to) - Math.max(rule.from, run.from) >= (run.to - run.from) * 0.5,
      );
      if (joined) {
        joined.from = Math.min(joined.from, run.from);
        joined.to = Math.max(joined.to, run.to);
        joined.last = line;
        if (!next.includes(joined)) next.push(joined);
      } else next.push({ from: run.from, to: run.to, first: line, last: line });
    }
    for (const rule of open) if (!next.includes(rule)) close(rule);
    open = next;
  }
  for (const rule of open) close(rule);
  return out;
}

/** The horizontal and vertical rules drawn in the bitmap, in its pixels. */
export function rulesInBitmap(bitmap: Bitmap, options: RasterRuleOptions): RuleLine[] {
  const { data, width, height } = bitmap;
  const threshold = inkThreshold(bitmap);
  const ink = new Uint8Array(width * height);
  for (let i = 0; i < ink.length; i++) ink[i] = (data[i] as number) < threshold ? 1 : 0;
  const horizontal = rulesAlong(height, width, (y, x) => ink[y * width + x] === 1, options, true);
  const vertical = rulesAlong(width, height, (x, y) => ink[y * width + x] === 1, options, false);
  return [...horizontal, ...vertical];
}

/**
 * The rules of a page image, in page units: `scale` page units a pixel, `size` the page's body type size
 * in page units (a rule is at least three em long, at most half an em thick).
 */
export function pageRulesFromBitmap(bitmap: Bitmap, scale: number, size: number): RuleLine[] {
  const em = Math.max(1, size / scale);
  const rules = rulesInBitmap(bitmap, {
    minLength: Math.max(12, Math.round(em * 3)),
    maxThickness: Math.max(2, Math.round(em * 0.5)),
    gap: Math.max(1, Math.round(em * 0.15)),
  });
  if (scale === 1) return rules;
  return rules.map((rule) => ({
    horizontal: rule.horizontal,
    box: {
      x0: rule.box.x0 * scale,
      y0: rule.box.y0 * scale,
      x1: rule.box.x1 * scale,
      y1: rule.box.y1 * scale,
    },
  }));
}
