// PostgreSQL with the pgvector extension for tests, where Debian's postgresql-15-pgvector is not
// installable (bookworm has no such package): PGlite (PostgreSQL compiled to WebAssembly, in-process) with
// its pgvector build, served on a loopback port by pglite-socket, so the connector reaches it over the
// ordinary wire protocol with node-postgres. PGlite runs one session: clients must not interleave
// transactions (tests run jobs one file at a time).
import { PGlite } from "@electric-sql/pglite";
import { vector } from "@electric-sql/pglite-pgvector";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export interface PgvectorServer {
  host: string;
  port: number;
  /** User and database (`postgres`); any password is accepted. */
  user: string;
  database: string;
  url: string;
  stop(): Promise<void>;
}

export async function startPgvector(): Promise<PgvectorServer> {
  const db = await PGlite.create({ extensions: { vector } });
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 16 });
  await server.start();
  const [host, port] = server.getServerConn().split(":") as [string, string];
  return {
    host,
    port: Number(port),
    user: "postgres",
    database: "postgres",
    url: `postgres://postgres@${host}:${port}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
