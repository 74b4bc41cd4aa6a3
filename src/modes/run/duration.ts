// Durations as people write them in workflow files and on the command line: `90s`, `30m`, `2h`,
// `1h30m`, `500ms`; a bare number is seconds.

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const PART = /(\d+(?:\.\d+)?)(ms|s|m|h|d)/gy;

/**
 * Milliseconds of a duration such as `90s`, `30m`, `2h` or `1h30m` (a bare number is seconds). Throws an
 * error naming `what` and the value when it is not a positive duration.
 */
export function parseDuration(text: string, what = "duration"): number {
  const value = text.trim().toLowerCase();
  const invalid = () =>
    new RangeError(`${what} must be a duration such as 90s, 30m, 2h or 1h30m; got '${text}'.`);
  if (/^\d+(\.\d+)?$/.test(value)) {
    const ms = Number(value) * 1000;
    if (!(ms > 0)) throw invalid();
    return ms;
  }
  if (value === "") throw invalid();
  PART.lastIndex = 0;
  let total = 0;
  let consumed = 0;
  for (let match = PART.exec(value); match; match = PART.exec(value)) {
    total += Number(match[1]) * (UNIT_MS[match[2] as string] as number);
    consumed = PART.lastIndex;
  }
  if (consumed !== value.length || !(total > 0) || !Number.isFinite(total)) throw invalid();
  return Math.round(total);
}

/** `1h 2m 3s`, `4.5 s`, `800 ms`: short, for logs and summaries. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.max(0, Math.round(ms))} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1).replace(/\.0$/, "")} s`;
  const seconds = Math.round(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return [h ? `${h}h` : "", m ? `${m}m` : "", s ? `${s}s` : ""].filter(Boolean).join(" ");
}
