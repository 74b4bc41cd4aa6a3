// A real Azure Blob storage emulator for tests: Azurite's blob service (npm `azurite`) as its own process on
// a free loopback port, data in memory, telemetry off (it would otherwise call out). Clients reach it with
// the development account's connection string.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { BlobServiceClient } from "@azure/storage-blob";

const require = createRequire(import.meta.url);

export const AZURITE_ACCOUNT = "devstoreaccount1";
export const AZURITE_KEY =
  "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==";

export interface AzuriteServer {
  /** `http://127.0.0.1:<port>/devstoreaccount1` */
  blobEndpoint: string;
  /** A connection string naming the account, its key and the endpoint. */
  connectionString: string;
  client: BlobServiceClient;
  put(container: string, name: string, data: string | Uint8Array): Promise<void>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startAzurite(): Promise<AzuriteServer> {
  const main = join(dirname(require.resolve("azurite/package.json")), "dist", "src", "blob", "main.js");
  const location = mkdtempSync(join(tmpdir(), "docflow-azurite-"));
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      main,
      "--blobHost",
      "127.0.0.1",
      "--blobPort",
      String(port),
      "--inMemoryPersistence",
      "--silent",
      "--skipApiVersionCheck",
      "--disableTelemetry",
    ],
    // In memory; anything else it writes lands in its own temp dir.
    { stdio: ["ignore", "pipe", "pipe"], cwd: location },
  );
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`azurite did not start in 30 s:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("successfully listens")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`azurite exited with ${code}:\n${output}`));
    });
  });
  const blobEndpoint = `http://127.0.0.1:${port}/${AZURITE_ACCOUNT}`;
  const connectionString = `DefaultEndpointsProtocol=http;AccountName=${AZURITE_ACCOUNT};AccountKey=${AZURITE_KEY};BlobEndpoint=${blobEndpoint};`;
  const client = BlobServiceClient.fromConnectionString(connectionString);
  return {
    blobEndpoint,
    connectionString,
    client,
    async put(container, name, data) {
      const containerClient = client.getContainerClient(container);
      await containerClient.createIfNotExists();
      const body = typeof data === "string" ? Buffer.from(data) : Buffer.from(data);
      await containerClient.getBlockBlobClient(name).upload(body, body.byteLength);
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGKILL");
        await exited;
      }
      rmSync(location, { recursive: true, force: true });
    },
  };
}
