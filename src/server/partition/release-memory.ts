// A memory-reducing garbage collection of the server's own (main) thread, run once the worker threads
// have been recycled after an idle spell. V8 keeps the pages its heaps no longer use in a pool for
// reuse and gives them back only on a memory-reducing collection, which an idle main thread does not
// get on its own (its memory reducer starts after a full collection, and an idle server does none):
// after a load, about 100 MB sat in that pool for good. V8's `gc` function (its "last resort" flavour
// is the memory-reducing one) is reached the way test tools reach it, through the --expose-gc flag
// and a fresh context; where that fails, nothing is done.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

type GcFunction = (options: { type: "major"; execution: "sync"; flavor: "last-resort" }) => void;

let gc: GcFunction | null | undefined;

function gcFunction(): GcFunction | null {
  if (gc !== undefined) return gc;
  try {
    setFlagsFromString("--expose-gc");
    const found: unknown = runInNewContext("gc");
    gc = typeof found === "function" ? (found as GcFunction) : null;
  } catch {
    gc = null;
  }
  return gc;
}

/** Collects this thread's garbage and gives pooled pages back to the system; false when it cannot. */
export function releaseThreadMemory(): boolean {
  const collect = gcFunction();
  if (collect === null) return false;
  collect({ type: "major", execution: "sync", flavor: "last-resort" });
  return true;
}
