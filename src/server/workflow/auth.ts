// API keys of the Workflow endpoint. Unlike the Partition endpoint it is never open: it stores connector
// secrets and runs jobs. The keys are the server's configured ones (DOCFLOW_API_KEYS / the key file); when
// none is configured, a key is generated once into `<data>/api-key` (mode 0600) and the log names the file,
// never the key. Keys are kept only as SHA-256 digests (keyMatcher) and compared in constant time.
import { randomBytes } from "node:crypto";
import { chmod, link, mkdir, readFile, stat, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { allKeys, type KeyCheck, keyMatcher, keysWithScope } from "../http/auth.js";
import type { ServerConfig } from "../settings/config.js";

export const API_KEY_FILE = "api-key";

async function readGeneratedKey(file: string): Promise<string> {
  const info = await stat(file);
  if (process.platform !== "win32" && (info.mode & 0o077) !== 0) {
    throw new Error(
      `The API key file ${file} can be read by other users (mode ${(info.mode & 0o777).toString(8)}); run \`chmod 600 ${file}\`.`,
    );
  }
  const key = (await readFile(file, "utf8")).trim();
  if (key.length < 16)
    throw new Error(`The API key file ${file} does not hold a key; delete it to generate one.`);
  return key;
}

/**
 * The generated key of `dataDir`, created on first use. Written under a private name and linked into place,
 * so two processes starting at once on one data directory agree on one key and nobody reads half a file.
 */
export async function generatedApiKey(
  dataDir: string,
): Promise<{ key: string; file: string; created: boolean }> {
  const file = join(dataDir, API_KEY_FILE);
  try {
    return { key: await readGeneratedKey(file), file, created: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const temp = join(dataDir, `.${API_KEY_FILE}.${process.pid}.${randomBytes(4).toString("hex")}`);
  await writeFile(temp, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
  await chmod(temp, 0o600);
  let created = true;
  try {
    await link(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    created = false;
  } finally {
    await unlink(temp);
  }
  return { key: await readGeneratedKey(file), file, created };
}

/** What the Workflow endpoint checks: keys with the `workflows` scope, and every key (to tell 401 from 403). */
export interface WorkflowKeys {
  check: KeyCheck;
  known: KeyCheck;
}

/**
 * The check of the Workflow endpoint's keys: the configured ones with the `workflows` scope, else the
 * generated one. A configured key without that scope (`KEY partition`) is answered 403.
 */
export async function workflowKeyCheck(
  config: Pick<ServerConfig, "partitionApiKeys" | "scopedKeys" | "dataDir">,
  log: FastifyBaseLogger,
): Promise<WorkflowKeys> {
  const scoped = keysWithScope(config, "workflows");
  if (scoped.length > 0) return { check: keyMatcher(scoped), known: keyMatcher(allKeys(config)) };
  const { key, file, created } = await generatedApiKey(config.dataDir);
  log.info(
    { apiKeyFile: file },
    created
      ? "no API key configured: generated one for the Workflow endpoint (/api/v1); send the file's content in the service-api-key header"
      : "no API key configured: the Workflow endpoint (/api/v1) takes the key in this file, in the service-api-key header",
  );
  return { check: keyMatcher([key]), known: keyMatcher([key, ...allKeys(config)]) };
}
