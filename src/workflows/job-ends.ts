// Opens a job's ends from its workflow: uploaded files or the source connector's listing on one side, the
// job's own storage or the destination connector on the other. Connector configs are opened (unsealed)
// here and only here, and every message that leaves is scrubbed of their secrets.
import { createHash } from "node:crypto";
import { errorMessage } from "../shared/errors.js";
import type { OutboundPolicy } from "./connectors/outbound.js";
import {
  type ConnectorContext,
  createDestinationConnector,
  createSourceConnector,
  type DestinationConnector,
  type DestinationFile,
  type ListOptions,
  type SourceConnector,
} from "./connectors/registry.js";
import { resolveSecretReferences } from "./connectors/secret-references.js";
import {
  loadSecretKey,
  openConfig,
  SECRET_KEY_ENV,
  type SecretKey,
  scrubSecrets,
  secretValues,
} from "./connectors/secrets.js";
import {
  type JobDestination,
  type JobEnds,
  JobSetupError,
  type OpenedDestination,
  type OpenJobEnds,
  type PendingDocument,
  type PendingRemoval,
  uploadedDocuments,
} from "./job-inputs.js";
import type { WorkflowLogger } from "./logger.js";
import type {
  ConnectorKind,
  ConnectorRecord,
  JobRecord,
  WorkflowRecord,
  WorkflowStore,
} from "./store/types.js";

export interface JobEndsOptions {
  store: WorkflowStore;
  /** Where the secret key file lives when DOCFLOW_SECRET_KEY is not set. */
  dataDir: string;
  /** The passphrase of DOCFLOW_SECRET_KEY, when the server was given one. */
  secretKey?: string | undefined;
  logger: WorkflowLogger;
  /** Directories the filesystem connector may use. */
  allowDirs?: readonly string[] | undefined;
  maxFileBytes?: number | undefined;
  /** Most objects an object-store source's cursor records (ConnectorContext.maxCursorEntries). */
  maxCursorEntries?: number | undefined;
  /** Which hosts connectors may reach (unset: public addresses only). */
  outbound?: OutboundPolicy | undefined;
  /**
   * Whether a document the source no longer holds has its records deleted from the destination (default
   * true; DOCFLOW_PROPAGATE_DELETIONS). Off, they stay there, as before deletions were propagated.
   */
  propagateDeletions?: boolean | undefined;
}

interface Opened<C> {
  connector: C;
  record: ConnectorRecord;
  /** Scrubs the connector's secrets out of a message. */
  scrub(text: string): string;
}

export function openJobEnds(options: JobEndsOptions): OpenJobEnds {
  let key: Promise<SecretKey> | undefined;
  const context: ConnectorContext = {
    allowDirs: options.allowDirs ?? [],
    maxFileBytes: options.maxFileBytes,
    maxCursorEntries: options.maxCursorEntries,
    outbound: options.outbound,
    logger: {
      info: (message) => options.logger.info({}, message),
      warn: (message) => options.logger.warn({}, message),
    },
  };

  async function open<C>(
    kind: ConnectorKind,
    id: string,
    create: (type: string, config: Record<string, unknown>) => C,
  ): Promise<Opened<C>> {
    const record = await options.store.getConnector(kind, id);
    if (!record) throw new JobSetupError(`The ${kind} connector ${id} no longer exists.`);
    const what = `the ${kind} connector '${record.name}' (${record.type})`;
    let secrets: string[] = [];
    try {
      key ??= loadSecretKey(
        options.dataDir,
        options.secretKey === undefined ? {} : { [SECRET_KEY_ENV]: options.secretKey },
      );
      // Secret references (a key stored with POST /users/secrets) are replaced by the secrets they name,
      // which are then scrubbed from messages like any other.
      const config = await resolveSecretReferences(
        options.store,
        await key,
        record.type,
        openConfig(record.type, record.config, await key),
      );
      secrets = secretValues(record.type, config);
      const scrub = (text: string) => scrubSecrets(text, secrets);
      return { connector: create(record.type, config), record, scrub };
    } catch (error) {
      throw new JobSetupError(`${what} cannot be used: ${scrubSecrets(errorMessage(error), secrets)}`);
    }
  }

  const destination = async (workflow: WorkflowRecord): Promise<OpenedDestination | null> => {
    if (workflow.destination_id === null) return null;
    const opened = await open<DestinationConnector>("destination", workflow.destination_id, (type, config) =>
      createDestinationConnector(type, config, context),
    );
    return { destination: destinationOf(opened), close: () => opened.connector.close() };
  };

  const openEnds = async (
    job: JobRecord,
    workflow: WorkflowRecord,
    signal: AbortSignal,
  ): Promise<JobEnds> => {
    const toClose: { close(): Promise<void> }[] = [];
    const close = async () => {
      await Promise.allSettled(toClose.map((connector) => connector.close()));
    };
    try {
      let documents: PendingDocument[];
      let removed: PendingRemoval[] = [];
      let succeeded: (() => Promise<void>) | undefined;
      if (workflow.source_id === null) {
        documents = uploadedDocuments(options.store, job);
      } else {
        const sourceId = workflow.source_id;
        const source = await open<SourceConnector>("source", sourceId, (type, config) =>
          createSourceConnector(type, config, context),
        );
        toClose.push(source.connector);
        // An incremental source lists only what changed since the last run that went through, unless the
        // workflow asks to reprocess everything or the source's config changed since.
        const fingerprint = createHash("sha256")
          .update(`${source.record.type}\u0000${JSON.stringify(source.record.config)}`)
          .digest("hex");
        // `reprocess_all` lists every file, and the cursor still tells which were deleted since.
        let since: string | undefined;
        if (source.connector.cursor) {
          const stored = await options.store.getSourceCursor(workflow.id, sourceId);
          if (stored?.fingerprint === fingerprint) since = stored.cursor;
        }
        documents = await listSource(source, signal, { since, all: workflow.reprocess_all });
        if (options.propagateDeletions !== false) {
          const listed = new Set(documents.map((document) => document.file_id));
          removed = (source.connector.removed?.() ?? [])
            .filter((file) => !listed.has(file.id))
            .map((file) => ({
              file_id: file.id,
              filename: file.path ?? file.id,
              source: { id: file.id, filename: file.filename, path: file.path },
            }));
        }
        const next = source.connector.cursor?.();
        if (next !== undefined) {
          succeeded = () =>
            options.store.putSourceCursor(workflow.id, sourceId, { fingerprint, cursor: next });
        }
      }
      let destination: JobDestination | null = null;
      if (workflow.destination_id !== null) {
        const opened = await open<DestinationConnector>(
          "destination",
          workflow.destination_id,
          (type, config) => createDestinationConnector(type, config, context),
        );
        toClose.push(opened.connector);
        destination = destinationOf(opened);
      }
      // Without a destination connector (a local one) there is nothing to delete from.
      if (destination === null) removed = [];
      return { documents, removed, destination, close, ...(succeeded ? { succeeded } : {}) };
    } catch (error) {
      await close();
      throw error;
    }
  };
  return Object.assign(openEnds, { destination });
}

async function listSource(
  source: Opened<SourceConnector>,
  signal: AbortSignal,
  options: ListOptions,
): Promise<PendingDocument[]> {
  const documents: PendingDocument[] = [];
  try {
    for await (const file of source.connector.list(signal, options)) {
      documents.push({
        file_id: file.id,
        filename: file.filename,
        content_type: file.contentType ?? null,
        source: { id: file.id, filename: file.filename, path: file.path, record: file.record },
        read: async (readSignal) => {
          try {
            return await file.read(readSignal);
          } catch (error) {
            throw new Error(source.scrub(errorMessage(error)), { cause: error });
          }
        },
      });
    }
  } catch (error) {
    signal.throwIfAborted();
    const { name, type } = source.record;
    throw new JobSetupError(
      `The source connector '${name}' (${type}) could not list its files: ${source.scrub(errorMessage(error))}`,
    );
  }
  return documents;
}

function destinationOf(opened: Opened<DestinationConnector>): JobDestination {
  return {
    async write(file, elements, signal) {
      const target: DestinationFile = file.source ?? {
        id: file.file_id,
        filename: file.filename,
        record: { file_id: file.file_id, filename: file.filename },
      };
      try {
        await opened.connector.write(target, elements, signal);
      } catch (error) {
        throw new Error(opened.scrub(errorMessage(error)), { cause: error });
      }
    },
    async delete(file, signal) {
      try {
        await opened.connector.delete({ ...file.source, record: {} }, signal);
      } catch (error) {
        throw new Error(opened.scrub(errorMessage(error)), { cause: error });
      }
    },
  };
}
