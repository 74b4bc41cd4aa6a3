// glibc's malloc settings for the long-running commands (`docflow serve`, `docflow worker`), applied by
// re-executing the process with them in its environment: glibc reads them once, when the process starts.
//
// Why: every thread that allocates gets a malloc arena of its own (up to 8 per core), and memory freed in
// an arena stays with the process unless it lies at the arena's top. Each partition worker thread (and
// each replacement after a recycle) left an arena of a few to tens of megabytes behind, and large buffers
// (uploads, a PDF's bytes) came from the arenas too once glibc's adaptive mmap threshold had grown. With
// two arenas, buffers of 128 KB and more mapped on their own (given back as soon as they are freed) and a
// free top of 128 KB trimmed, a server idle after a load of large PDFs goes back near its fresh memory.
// Each variable the user has set is left as it is; other C libraries (musl) ignore them.
// DOCFLOW_MALLOC_TUNING=off keeps glibc's defaults (no re-execution).

/** What docflow sets when unset. */
export const MALLOC_SETTINGS: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: "2",
  MALLOC_MMAP_THRESHOLD_: "131072",
  MALLOC_TRIM_THRESHOLD_: "131072",
};

const LONG_RUNNING = new Set(["serve", "worker"]);

/**
 * The environment to re-execute with: `env` plus the settings it lacks, for `serve` and `worker` on
 * Linux; undefined when nothing is to change (another command or system, or every setting already there).
 */
export function mallocTunedEnv(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform,
): NodeJS.ProcessEnv | undefined {
  if (platform !== "linux" || !LONG_RUNNING.has(argv[2] ?? "")) return undefined;
  if (env.DOCFLOW_MALLOC_TUNING === "off") return undefined;
  const missing = Object.entries(MALLOC_SETTINGS).filter(([name]) => env[name] === undefined);
  if (missing.length === 0) return undefined;
  return { ...env, ...Object.fromEntries(missing) };
}

/**
 * Replaces this process (same pid, same open files) by itself with the malloc settings, when they are
 * missing; returns when nothing is to change or Node cannot re-execute (process.execve is Node 23.11+).
 */
export function execWithMallocSettings(): void {
  const env = mallocTunedEnv(process.argv, process.env, process.platform);
  if (env === undefined || typeof process.execve !== "function") return;
  try {
    process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], env);
  } catch {
    // Not allowed here (a sandbox, say): run as we are, with glibc's defaults.
  }
}
