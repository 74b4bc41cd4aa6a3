/**
 * The median of `values` (the upper one of an even count; 0 for none). Sorts `values` in place: callers
 * give an array of their own, and the hot paths (a stroke's runs per line of a scan) copy nothing.
 */
export function median(values: number[]): number {
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)] ?? 0;
}
