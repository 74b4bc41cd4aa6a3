// Connection checks (POST/GET .../{id}/connection-check). A check is started, answered at once as
// SCHEDULED (202), and runs in the background: the connector is built from its opened config and asked to
// reach its bucket, table or directory. The latest check of each connector is kept in this process's memory
// (the store has no table for them): a restart, or another process behind the same database, forgets it,
// and GET then answers 404 until a new check is started.
import { randomUUID } from "node:crypto";
import { errorMessage } from "../../shared/errors.js";
import { outboundRefusal, redirectRefusal } from "../../workflows/connectors/outbound.js";
import {
  type ConnectorContext,
  createDestinationConnector,
  createSourceConnector,
} from "../../workflows/connectors/registry.js";
import { resolveSecretReferences } from "../../workflows/connectors/secret-references.js";
import {
  openConfig,
  type SecretKey,
  scrubSecrets,
  secretValues,
} from "../../workflows/connectors/secrets.js";
import type { ConnectorKind, ConnectorRecord, WorkflowStore } from "../../workflows/store/types.js";

export interface ConnectionCheck {
  id: string;
  status: "SCHEDULED" | "SUCCESS" | "FAILURE";
  reason: string | null;
  created_at: string;
  reported_at: string | null;
}

/** The one failure a check reports, whatever went wrong (the log has the particulars). */
export const CHECK_FAILED_REASON =
  "The connector could not connect and authenticate with the configured location and credentials.";

/** A check that has not answered by then fails: a hung connection must not stay SCHEDULED forever. */
export const CHECK_TIMEOUT_MS = 30_000;

export class ConnectionChecks {
  readonly #latest = new Map<string, ConnectionCheck>();
  readonly #running = new Set<Promise<void>>();
  readonly #stop = new AbortController();

  constructor(
    private readonly secretKey: SecretKey,
    private readonly context: ConnectorContext,
    /** Where secret references (POST /users/secrets) are resolved. */
    private readonly store: Pick<WorkflowStore, "getUserSecret">,
    private readonly timeoutMs = CHECK_TIMEOUT_MS,
  ) {}

  latest(kind: ConnectorKind, id: string): ConnectionCheck | undefined {
    const check = this.#latest.get(`${kind}:${id}`);
    return check && { ...check };
  }

  forget(kind: ConnectorKind, id: string): void {
    this.#latest.delete(`${kind}:${id}`);
  }

  start(connector: ConnectorRecord): ConnectionCheck {
    const check: ConnectionCheck = {
      id: randomUUID(),
      status: "SCHEDULED",
      reason: null,
      created_at: new Date().toISOString(),
      reported_at: null,
    };
    const key = `${connector.kind}:${connector.id}`;
    this.#latest.set(key, check);
    const answer = { ...check };
    const running = this.#run(connector).then((outcome) => {
      // A newer check of the same connector owns the slot now.
      if (this.#latest.get(key) !== check) return;
      check.status = outcome.ok ? "SUCCESS" : "FAILURE";
      check.reason = outcome.ok ? null : outcome.reason;
      check.reported_at = new Date().toISOString();
    });
    this.#running.add(running);
    void running.finally(() => this.#running.delete(running));
    return answer;
  }

  async #run(connector: ConnectorRecord): Promise<{ ok: true } | { ok: false; reason: string }> {
    let secrets: string[] = [];
    const signal = AbortSignal.any([this.#stop.signal, AbortSignal.timeout(this.timeoutMs)]);
    try {
      const config = await resolveSecretReferences(
        this.store,
        this.secretKey,
        connector.type,
        openConfig(connector.type, connector.config, this.secretKey),
      );
      secrets = secretValues(connector.type, config);
      const client =
        connector.kind === "source"
          ? createSourceConnector(connector.type, config, this.context)
          : createDestinationConnector(connector.type, config, this.context);
      try {
        await client.checkConnection(signal);
      } finally {
        await client.close().catch(() => {});
      }
      return { ok: true };
    } catch (error) {
      // Only two answers: reachable and authenticated, or not. Which of refused, closed, timed out or "not
      // an S3 server" it was stays in the log, so a check cannot be used to scan ports. A host the
      // outbound policy refuses is said so: that is decided before any connection. So is a redirect, which
      // is never followed: the check would otherwise pass against a server that only sends clients away.
      const refusal = outboundRefusal(error) ?? redirectRefusal(error);
      const detail = signal.aborted
        ? `the connection check did not finish within ${this.timeoutMs / 1000} s`
        : errorMessage(error);
      // Connector messages should never hold a secret; this makes sure of it.
      this.context.logger?.info(
        `connection check of ${connector.kind} ${connector.id} failed: ${scrubSecrets(detail, secrets)}`,
      );
      if (!refusal) return { ok: false, reason: CHECK_FAILED_REASON };
      // The connector's own message when it carries the refusal's reason (it names the field), else the
      // refusal's reason alone (an SDK's "fetch failed" wrapped it).
      const reason = detail.includes(refusal.message) ? detail : refusal.message;
      return { ok: false, reason: scrubSecrets(reason, secrets) };
    }
  }

  /** Stops the checks in flight (each ends as FAILURE) and waits for them. */
  async close(): Promise<void> {
    this.#stop.abort();
    await Promise.allSettled([...this.#running]);
  }
}
