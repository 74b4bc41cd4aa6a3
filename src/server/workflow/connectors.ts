// Source and destination connectors: list (type filter), get, create, update (config only), delete
// (refused while a workflow uses the connector) and connection checks. Configs are validated by the
// connector registry, sealed before they reach the store and redacted on the way out.
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { type ConnectorInfo, parseCreateConnector, parseUpdateConnector } from "../../contract/connectors.js";
import { ContractValidationError, valueError } from "../../contract/validation.js";
import { canonicalJson } from "../../shared/canonical-json.js";
import { validateConnectorConfig } from "../../workflows/connectors/registry.js";
import { checkSecretReferences, UnknownSecretError } from "../../workflows/connectors/secret-references.js";
import {
  isSealed,
  isSensitiveField,
  openConfig,
  REDACTED,
  restoreRedacted,
  SecretRebindError,
  SecretsError,
  sealConfig,
} from "../../workflows/connectors/secrets.js";
import type { ConnectorKind, ConnectorRecord } from "../../workflows/store/types.js";
import { clientId } from "../http/client-id.js";
import { HttpError } from "../http/errors.js";
import { RateLimit } from "../http/rate-limit.js";
import { queryString, type WorkflowApiContext } from "./context.js";
import { notFound, requireUuid } from "./ids.js";
import { connectorRouteSchemas } from "./openapi.js";
import { connectorInfo } from "./records.js";

interface KindNames {
  kind: ConnectorKind;
  path: "/sources" | "/destinations";
  param: "source_id" | "destination_id";
  filter: "source_type" | "destination_type";
  /** "Source connector", for 404s and conflicts. */
  title: string;
  /** "Source", as in the hosted service's delete answer. */
  short: string;
}

const KINDS: KindNames[] = [
  {
    kind: "source",
    path: "/sources",
    param: "source_id",
    filter: "source_type",
    title: "Source connector",
    short: "Source",
  },
  {
    kind: "destination",
    path: "/destinations",
    param: "destination_id",
    filter: "destination_type",
    title: "Destination connector",
    short: "Destination",
  },
];

export async function connectorRoutes(app: FastifyInstance, ctx: WorkflowApiContext): Promise<void> {
  // One allowance per client for both kinds: guesses spread over sources and destinations count together.
  const compareLimit = new RateLimit(ctx.config.comparePerMinute, "compare-per-minute");
  for (const names of KINDS) registerKind(app, ctx, names, compareLimit);
}

function registerKind(
  app: FastifyInstance,
  ctx: WorkflowApiContext,
  names: KindNames,
  compareLimit: RateLimit,
): void {
  const { store } = ctx;
  const { kind, path, param } = names;

  const load = async (raw: unknown): Promise<ConnectorRecord> => {
    const id = requireUuid(raw, ["path", param]);
    const record = await store.getConnector(kind, id);
    if (!record) throw notFound(names.title, id);
    return record;
  };
  const idOf = (params: unknown) => (params as Record<string, string>)[param];

  /**
   * The config as stored: checked (defaults filled in, each secret reference naming a stored secret) and
   * its secrets sealed.
   */
  const prepare = async (type: string, config: Record<string, unknown>) => {
    const checked = validateConnectorConfig(kind, type, config, ctx.connectorContext);
    try {
      await checkSecretReferences(store, type, checked);
    } catch (error) {
      if (!(error instanceof UnknownSecretError)) throw error;
      throw new ContractValidationError([
        valueError(["body", "config", ...error.field], error.message, { id: error.id }),
      ]);
    }
    return sealConfig(type, checked, ctx.secretKey);
  };

  /**
   * The stored config, opened. When its secrets were sealed under another key they cannot be kept: an
   * update that gives every secret again still works, one that sends the placeholder back is refused.
   */
  const openPrevious = (current: ConnectorRecord, incoming: Record<string, unknown>) => {
    try {
      return openConfig(current.type, current.config, ctx.secretKey);
    } catch (error) {
      if (!(error instanceof SecretsError)) throw error;
      if (!JSON.stringify(incoming).includes(JSON.stringify(REDACTED))) return {};
      throw new HttpError(
        422,
        `The stored secrets of ${names.title.toLowerCase()} ${current.id} cannot be opened (${error.message}); send every secret of its config again instead of "${REDACTED}".`,
      );
    }
  };

  const restoreOrRefuse = (
    type: string,
    incoming: Record<string, unknown>,
    previous: Record<string, unknown>,
  ) => {
    // Defaults filled in, so that leaving out a defaulted port is not a move; a config that does not
    // validate yet (the placeholder in a field with a format, say) is compared as sent.
    let filled: Record<string, unknown> = incoming;
    try {
      filled = validateConnectorConfig(kind, type, incoming, ctx.connectorContext);
    } catch {}
    try {
      return restoreRedacted(type, incoming, previous, filled);
    } catch (error) {
      if (!(error instanceof SecretRebindError)) throw error;
      throw new ContractValidationError([
        valueError(["body", "config", ...error.field], error.message, REDACTED),
      ]);
    }
  };

  const schemas = connectorRouteSchemas(kind);
  app.get(path, { schema: schemas.list }, async (request): Promise<ConnectorInfo[]> => {
    // Connector types are lowercase; the filter takes any case (`source_type=S3`), as the hosted service.
    const type = queryString(request.query, names.filter)?.toLowerCase();
    const records = await store.listConnectors(kind, type);
    return records.map(connectorInfo);
  });

  app.post(path, { schema: schemas.create }, async (request): Promise<ConnectorInfo> => {
    const body = parseCreateConnector(request.body);
    const record = await store.createConnector({
      kind,
      name: body.name,
      type: body.type,
      config: await prepare(body.type, body.config),
    });
    request.log.info({ connector: record.id, kind, type: record.type }, "connector created");
    return connectorInfo(record);
  });

  app.get(`${path}/:${param}`, { schema: schemas.get }, async (request): Promise<ConnectorInfo> => {
    return connectorInfo(await load(idOf(request.params)));
  });

  app.put(`${path}/:${param}`, { schema: schemas.update }, async (request): Promise<ConnectorInfo> => {
    const current = await load(idOf(request.params));
    const body = parseUpdateConnector(request.body, current);
    // A client that read the connector back holds "**********" for its secrets; sending that back keeps them,
    // unless the connector now points somewhere else (secrets.ts restoreRedacted): then it is a 422.
    const config = restoreOrRefuse(current.type, body.config, openPrevious(current, body.config));
    const updated = await store.updateConnector(kind, current.id, await prepare(current.type, config));
    if (!updated) throw notFound(names.title, current.id);
    request.log.info({ connector: updated.id, kind, type: updated.type }, "connector updated");
    return connectorInfo(updated);
  });

  app.delete(`${path}/:${param}`, { schema: schemas.delete }, async (request) => {
    const current = await load(idOf(request.params));
    const { deleted, usedBy } = await store.deleteConnector(kind, current.id);
    if (usedBy.length > 0) {
      const users = usedBy.map((workflow) => `'${workflow.name}' (${workflow.id})`).join(", ");
      throw new HttpError(
        409,
        `${names.title} ${current.id} is used by ${usedBy.length === 1 ? "workflow" : "workflows"} ${users}; ` +
          `delete ${usedBy.length === 1 ? "it" : "them"} or give ${usedBy.length === 1 ? "it" : "them"} another ${kind} first.`,
      );
    }
    if (!deleted) throw notFound(names.title, current.id);
    ctx.checks.forget(kind, current.id);
    request.log.info({ connector: current.id, kind }, "connector deleted");
    return { detail: `${names.short} with id ${current.id} successfully deleted.` };
  });

  // Whether secrets a client holds are the ones stored, field by field, without the client ever reading
  // anything derived from them: `docflow plan` asks this instead of keeping hashes of what it applied.
  // The answer for each field is one word; nothing of the stored value, its length or a digest goes out.
  app.post(`${path}/:${param}/secrets/compare`, { schema: schemas.compareSecrets }, async (request) => {
    compareLimit.take(clientId(request));
    const current = await load(idOf(request.params));
    const given = (request.body as { config?: unknown } | undefined)?.config;
    if (!given || typeof given !== "object" || Array.isArray(given)) {
      throw new ContractValidationError([
        valueError(["body", "config"], "expected an object of config fields to compare", "(omitted)"),
      ]);
    }
    const stored = openPrevious(current, {});
    const fields: Record<string, SecretComparison> = {};
    for (const [name, value] of Object.entries(given as Record<string, unknown>)) {
      if (!isSensitiveField(current.type, name) && !isSealed(current.config[name])) {
        fields[name] = "not secret";
      } else if (!Object.hasOwn(stored, name) || stored[name] === undefined || stored[name] === null) {
        fields[name] = "absent";
      } else {
        fields[name] = sameSecret(stored[name], value) ? "unchanged" : "changed";
      }
    }
    return { fields };
  });

  app.post(`${path}/:${param}/connection-check`, { schema: schemas.startCheck }, async (request, reply) => {
    const current = await load(idOf(request.params));
    return reply.code(202).send(ctx.checks.start(current));
  });

  app.get(`${path}/:${param}/connection-check`, { schema: schemas.latestCheck }, async (request) => {
    const current = await load(idOf(request.params));
    const check = ctx.checks.latest(kind, current.id);
    if (!check) {
      throw new HttpError(
        404,
        `No connection check found for ${names.title.toLowerCase()} ${current.id}; start one with POST.`,
      );
    }
    return check;
  });
}

export type SecretComparison = "unchanged" | "changed" | "absent" | "not secret";

/** Compared as digests of equal length in constant time: the time taken says nothing of the secret. */
function sameSecret(stored: unknown, given: unknown): boolean {
  const digest = (value: unknown) => createHash("sha256").update(canonicalJson(value)).digest();
  return timingSafeEqual(digest(stored), digest(given));
}
