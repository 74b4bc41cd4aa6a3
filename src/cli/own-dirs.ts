// Where the command line keeps what it writes, so that running docflow inside a clone never leaves files
// for git (or a linter) to pick up, and never a key where `git add .` would commit it.
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { join } from "node:path";

const IGNORE_ALL = "# Written by docflow: nothing in this folder belongs in version control.\n*\n";

/**
 * Creates `dir` when it does not exist, with a `.gitignore` that ignores everything in it. A folder that
 * already exists is the user's: it is left as it is.
 */
export async function ensureIgnoredDir(dir: string): Promise<void> {
  if (existsSync(dir)) return;
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, ".gitignore"), IGNORE_ALL);
}

/**
 * The per-user data folder of `docflow serve` when neither --data nor DOCFLOW_DATA_DIR says otherwise:
 * $XDG_DATA_HOME/docflow (~/.local/share/docflow) on Linux, ~/Library/Application Support/docflow on
 * macOS, %LOCALAPPDATA%\docflow on Windows. Outside any working tree, so the generated API key and secret
 * key file never land in one.
 */
export function userDataDir(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string {
  const home = env.HOME || homedir();
  if (platform === "win32") return join(env.LOCALAPPDATA || join(home, "AppData", "Local"), "docflow");
  if (platform === "darwin") return join(home, "Library", "Application Support", "docflow");
  return join(env.XDG_DATA_HOME || join(home, ".local", "share"), "docflow");
}
