// A real `docflow serve` (SQLite in a temp dir) with the Workflow endpoint behind a known API key, for the
// plan/apply tests. Jobs are not run: plan and apply only read and write records.
import { randomBytes } from "node:crypto";
import { WorkflowClient } from "../../../src/client/workflow.js";
import { startTestServer, type TestServer } from "../../server/helpers.js";

export interface SyncServer {
  server: TestServer;
  url: string;
  apiKey: string;
  client: WorkflowClient;
  close(): Promise<void>;
}

export async function startSyncServer(): Promise<SyncServer> {
  const apiKey = `test-key-${randomBytes(12).toString("hex")}`;
  const server = await startTestServer({
    partitionApiKeys: [apiKey],
    workflowRuntime: false,
    secretKey: `sealing-passphrase-${randomBytes(8).toString("hex")}`,
  });
  const client = new WorkflowClient({ baseUrl: server.url, apiKey, retry: { maxRetries: 0 } });
  return { server, url: server.url, apiKey, client, close: () => server.close() };
}

/** Deletes every workflow, then every connector, so each test starts from an empty service. */
export async function emptyService(client: WorkflowClient): Promise<void> {
  for (const workflow of await client.workflows.list()) await client.workflows.delete(workflow.id);
  for (const source of await client.sources.list()) await client.sources.delete(source.id);
  for (const destination of await client.destinations.list())
    await client.destinations.delete(destination.id);
}
