// The one "N lanes pull from a list" loop: items are started in order, at most `concurrency` at once, and
// each result lands at its item's index. The first failure starts no more items and is thrown once the
// lanes see it (as Promise.all does); an aborted signal starts no more items either, without throwing:
// a caller that must fail on abort checks the signal in `fn`.

export async function mapConcurrent<T, R>(
  items: readonly T[],
  concurrency: number,
  fn: (item: T, index: number) => Promise<R>,
  signal?: AbortSignal,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (next < items.length && !failed && !signal?.aborted) {
      const index = next++;
      try {
        results[index] = await fn(items[index] as T, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const lanes = Math.min(Math.max(1, Math.floor(concurrency)), items.length);
  await Promise.all(Array.from({ length: lanes }, lane));
  return results;
}
