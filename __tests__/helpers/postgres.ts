// A real, throwaway PostgreSQL server for tests: initdb into a temp dir, pg_ctl on a loopback port, one
// database created, torn down afterwards. No Docker, no shared server: every test file gets its own.
//
//   const pg = usePostgres();                        // in a describe.runIf(postgresAvailable()) block
//   it("...", async () => { const url = pg.url; const fresh = await pg.newDatabase(); ... });
//
// Binaries come from PATH or Debian's /usr/lib/postgresql/<version>/bin (CI installs the `postgresql`
// package). initdb and postgres refuse to run as root, so as root both run as `nobody` through runuser
// (or setpriv), with the temp dir handed over to that user.
import { execFileSync, spawnSync } from "node:child_process";
import { accessSync, chownSync, constants, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";

export interface PostgresServer {
  /** URL of a database created for the caller on the throwaway server. */
  url: string;
  /** Creates another empty database on the same server and returns its URL (for isolated tests). */
  newDatabase(): Promise<string>;
  stop(): Promise<void>;
}

interface PgBinaries {
  initdb: string;
  pgCtl: string;
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function versionOf(dir: string): number {
  const major = Number.parseInt(dir, 10);
  return Number.isNaN(major) ? -1 : major;
}

let cachedBinaries: PgBinaries | null | undefined;

/** initdb and pg_ctl from one installation: PATH first, then the newest Debian versioned dir. */
export function findPostgresBinaries(): PgBinaries | undefined {
  if (cachedBinaries !== undefined) return cachedBinaries ?? undefined;
  const dirs = (process.env.PATH ?? "").split(delimiter).filter(Boolean);
  const debianRoot = "/usr/lib/postgresql";
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot).sort((a, b) => versionOf(b) - versionOf(a));
    dirs.push(...versions.map((version) => join(debianRoot, version, "bin")));
  }
  for (const dir of dirs) {
    const initdb = join(dir, "initdb");
    const pgCtl = join(dir, "pg_ctl");
    if (isExecutable(initdb) && isExecutable(pgCtl)) {
      cachedBinaries = { initdb, pgCtl };
      return cachedBinaries;
    }
  }
  cachedBinaries = null;
  return undefined;
}

/** True when a PostgreSQL server can be started here; use with describe.runIf. */
export function postgresAvailable(): boolean {
  return findPostgresBinaries() !== undefined && (!isRoot() || unprivilegedRunner() !== undefined);
}

/** Why postgres suites are skipped, for a test title or a log line. */
export function postgresSkipReason(): string | undefined {
  if (findPostgresBinaries() === undefined) {
    return "PostgreSQL is not installed (no initdb/pg_ctl on PATH or under /usr/lib/postgresql/*/bin; apt-get install postgresql)";
  }
  if (isRoot() && unprivilegedRunner() === undefined) {
    return "running as root and neither runuser nor setpriv is available to start PostgreSQL as an unprivileged user";
  }
  return undefined;
}

function isRoot(): boolean {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

const UNPRIVILEGED_USER = "nobody";

/** The command prefix that runs a program as `nobody`, when we are root. */
function unprivilegedRunner(): string[] | undefined {
  for (const dir of ["/usr/sbin", "/sbin", "/usr/bin", "/bin"]) {
    if (isExecutable(join(dir, "runuser"))) return [join(dir, "runuser"), "-u", UNPRIVILEGED_USER, "--"];
  }
  for (const dir of ["/usr/bin", "/bin"]) {
    if (isExecutable(join(dir, "setpriv"))) {
      return [
        join(dir, "setpriv"),
        `--reuid=${UNPRIVILEGED_USER}`,
        `--regid=${unprivilegedGid()}`,
        "--clear-groups",
        "--",
      ];
    }
  }
  return undefined;
}

function unprivilegedUid(): number {
  return Number(execFileSync("id", ["-u", UNPRIVILEGED_USER], { encoding: "utf8" }).trim());
}

function unprivilegedGid(): number {
  return Number(execFileSync("id", ["-g", UNPRIVILEGED_USER], { encoding: "utf8" }).trim());
}

/** argv that runs `program args` as the user the server runs as. */
function asServerUser(program: string, args: string[]): [string, string[]] {
  if (!isRoot()) return [program, args];
  const runner = unprivilegedRunner();
  if (runner === undefined) throw new Error(postgresSkipReason());
  const [head, ...rest] = runner as [string, ...string[]];
  return [head, [...rest, program, ...args]];
}

function run(program: string, args: string[], what: string, timeoutMs: number): void {
  const [command, argv] = asServerUser(program, args);
  // LC_ALL keeps initdb from refusing an unknown locale on minimal images.
  const result = spawnSync(command, argv, {
    encoding: "utf8",
    timeout: timeoutMs,
    env: { ...process.env, LC_ALL: "C.UTF-8", LANG: "C.UTF-8" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ""}${result.stderr ?? ""}`.trim().split("\n").slice(-15).join("\n");
    throw new Error(
      `${what} failed (${result.error?.message ?? `exit ${result.status ?? result.signal}`}):\n${output}`,
    );
  }
}

async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const running = new Set<{ pgCtl: string; dataDir: string; dir: string }>();

function stopSync(server: { pgCtl: string; dataDir: string; dir: string }): void {
  running.delete(server);
  try {
    if (existsSync(join(server.dataDir, "postmaster.pid"))) {
      run(
        server.pgCtl,
        ["stop", "-D", server.dataDir, "-m", "immediate", "-w", "-t", "10"],
        "pg_ctl stop",
        15_000,
      );
    }
  } catch {
    // Already gone.
  }
  rmSync(server.dir, { recursive: true, force: true });
}

// A test file that throws or is interrupted must not leave a postmaster behind.
process.once("exit", () => {
  for (const server of [...running]) stopSync(server);
});

let databaseCounter = 0;

/** Starts a fresh PostgreSQL server (about 1-2 s) with one database; `stop()` removes every trace. */
export async function startPostgres(): Promise<PostgresServer> {
  const binaries = findPostgresBinaries();
  const reason = postgresSkipReason();
  if (binaries === undefined || reason !== undefined) throw new Error(reason);

  const dir = mkdtempSync(join(tmpdir(), "docflow-pg-"));
  const dataDir = join(dir, "data");
  if (isRoot()) chownSync(dir, unprivilegedUid(), unprivilegedGid());
  const entry = { pgCtl: binaries.pgCtl, dataDir, dir };
  try {
    run(
      binaries.initdb,
      ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync", "--no-instructions"],
      "initdb",
      120_000,
    );
    running.add(entry);

    let port = 0;
    // The port is free when picked but could be taken before postgres binds it: try a few.
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      const options = [
        "-c listen_addresses=127.0.0.1",
        `-p ${port}`,
        `-k ${dir}`,
        "-c fsync=off",
        "-c synchronous_commit=off",
        "-c full_page_writes=off",
        "-c max_connections=200",
      ].join(" ");
      try {
        run(
          binaries.pgCtl,
          ["start", "-D", dataDir, "-l", join(dir, "server.log"), "-w", "-t", "60", "-o", options],
          "pg_ctl start",
          90_000,
        );
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }

    const base = `postgres://postgres@127.0.0.1:${port}`;
    const newDatabase = async (): Promise<string> => {
      databaseCounter += 1;
      const name = `docflow_test_${process.pid}_${databaseCounter}`;
      const client = new pg.Client({ connectionString: `${base}/postgres` });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `${base}/${name}`;
    };
    const url = await newDatabase();

    let stopped = false;
    return {
      url,
      newDatabase,
      async stop() {
        if (stopped) return;
        stopped = true;
        running.delete(entry);
        try {
          run(
            binaries.pgCtl,
            ["stop", "-D", dataDir, "-m", "immediate", "-w", "-t", "30"],
            "pg_ctl stop",
            40_000,
          );
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    stopSync(entry);
    throw error;
  }
}

/**
 * One server per test file: starts in beforeAll, stops in afterAll. Read `url` (or call `newDatabase`)
 * inside tests or hooks, not at collection time. Call it inside a `describe.runIf(postgresAvailable())`.
 */
export function usePostgres(): { readonly url: string; newDatabase(): Promise<string> } {
  let server: PostgresServer | undefined;
  beforeAll(async () => {
    server = await startPostgres();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  }, 60_000);
  const current = (): PostgresServer => {
    if (server === undefined)
      throw new Error("usePostgres: the server is only available inside tests and hooks");
    return server;
  };
  return {
    get url() {
      return current().url;
    },
    newDatabase: () => current().newDatabase(),
  };
}
