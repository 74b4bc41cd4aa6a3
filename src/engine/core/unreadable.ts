// Documents the engine reads without error but cannot see into — an encrypted message answers no elements,
// as the reference does — are noted here, so the command line and the action can say why a document gave
// nothing instead of reporting "ok, 0 elements". The server's answer stays the reference's (an empty list).
import { AsyncLocalStorage } from "node:async_hooks";

const reasons = new AsyncLocalStorage<string[]>();

/** Notes why the document being partitioned now gives no elements (a no-op outside recordUnreadable). */
export function noteUnreadable(reason: string): void {
  reasons.getStore()?.push(reason);
}

/** Runs `task` and returns the reasons noted while it ran, if any. */
export async function recordUnreadable<T>(
  task: () => Promise<T>,
): Promise<{ result: T; unreadable: string[] }> {
  const noted: string[] = [];
  const result = await reasons.run(noted, task);
  return { result, unreadable: noted };
}
