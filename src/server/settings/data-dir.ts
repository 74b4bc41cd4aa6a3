// The server's data folder holds the database (connector secrets sealed, uploads and outputs of jobs), the
// secret key and the generated API key: only the user the server runs as may enter it (0700), and the
// database files are readable by that user alone (0600), also when an earlier version or an operator
// created them more open. SQLite gives its -wal and -shm files the mode of the database file.
import { chmod, mkdir, open } from "node:fs/promises";
import { join } from "node:path";
import { SQLITE_FILE_NAME } from "../../workflows/store/index.js";

export const DATA_DIR_MODE = 0o700;
export const DATA_FILE_MODE = 0o600;

const SQLITE_FILES = ["", "-wal", "-shm", "-journal"].map((suffix) => `${SQLITE_FILE_NAME}${suffix}`);

/** Creates the folder (0700) and the database file (0600) if missing, and narrows them if they exist. */
export async function secureDataDir(dataDir: string, withSqlite: boolean): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: DATA_DIR_MODE });
  if (process.platform === "win32") return;
  await chmod(dataDir, DATA_DIR_MODE);
  if (withSqlite) {
    // Created here with its mode, before SQLite would create it under the process's umask.
    const handle = await open(join(dataDir, SQLITE_FILE_NAME), "a", DATA_FILE_MODE);
    await handle.close();
  }
  await secureDataFiles(dataDir);
}

/** Narrows the database files that exist to 0600. */
export async function secureDataFiles(dataDir: string): Promise<void> {
  if (process.platform === "win32") return;
  for (const name of SQLITE_FILES) {
    await chmod(join(dataDir, name), DATA_FILE_MODE).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
  }
}
