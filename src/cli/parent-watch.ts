// `npx docflow serve` runs the server as a child of npm. A supervisor that stops the service signals npm,
// which exits without taking the server along: the server would go on serving, orphaned. Started through
// npm, docflow therefore watches its parent and shuts down (as on SIGTERM) once the parent is gone.
// Started directly (`docflow serve`, `node …/cli.js serve`, a systemd unit), nothing is watched: a server
// started with `nohup … &` from a shell is meant to outlive the shell.

/** npm sets npm_command for the processes it starts (`exec` for npx, `run-script` for npm run). */
export function startedByNpm(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.npm_command);
}

/**
 * Sends this process SIGTERM once its parent has died (the process is re-parented, so its ppid changes).
 * Returns a function that stops watching.
 */
export function exitWithParent(intervalMs = 1000): () => void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(timer);
      process.stderr.write(
        `docflow: the process that started this one (pid ${parent}) is gone; shutting down\n`,
      );
      process.kill(process.pid, "SIGTERM");
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
