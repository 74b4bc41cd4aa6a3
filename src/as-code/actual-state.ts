// The actual state a plan is computed against: the one place that asks the server (its connectors and
// workflows, docflow's record of what it applied, and the server's word on masked secrets).
import type { ConnectorInfo } from "../contract/connectors.js";
import type { ConnectorApi, SyncApi } from "./api.js";
import { byCreation, indexByName } from "./compare.js";
import { isStateConnector, parseState, stateConfig, stateKey } from "./managed.js";
import type { ConnectorKind, DesiredConnector, DesiredState } from "./model.js";
import type { ActualState, SecretComparisons } from "./plan-model.js";
import { isMaskedValue } from "./sensitive.js";

async function readConnectors(api: ConnectorApi, wanted: ReadonlySet<string>): Promise<ConnectorInfo[]> {
  const listed = await api.list();
  // The list gives every record; the records the spec names are read one by one, as a get is the
  // authoritative form of a record.
  return Promise.all(listed.map((record) => (wanted.has(record.name) ? api.get(record.id) : record)));
}

/**
 * Asks the server whether each secret the spec gives for a connector it already has, and that the server
 * answers masked, is the one it holds. The server compares; nothing derived from its secret comes back.
 * A server without the comparison (the hosted service answers 404) leaves the secrets unknown.
 */
async function compareSecrets(
  api: ConnectorApi,
  kind: ConnectorKind,
  desired: readonly DesiredConnector[],
  actual: readonly ConnectorInfo[],
  into: SecretComparisons,
): Promise<void> {
  const compare = api.compareSecrets?.bind(api);
  if (!compare) return;
  const byName = indexByName(actual.filter((record) => !isStateConnector(record)));
  await Promise.all(
    desired.map(async (connector) => {
      const existing = byName.get(connector.name);
      if (!existing || existing.type !== connector.type) return;
      const asked = Object.fromEntries(
        Object.entries(connector.config).filter(([key]) => isMaskedValue(existing.config[key])),
      );
      if (Object.keys(asked).length === 0) return;
      try {
        into.set(stateKey(kind, existing.id), await compare(existing.id, asked));
      } catch (error) {
        if ([404, 405].includes((error as { status?: unknown }).status as number)) return;
        throw error;
      }
    }),
  );
}

export async function readActualState(api: SyncApi, desired: DesiredState): Promise<ActualState> {
  const [allSources, destinations, workflows] = await Promise.all([
    readConnectors(api.sources, new Set(desired.sources.map((c) => c.name))),
    readConnectors(api.destinations, new Set(desired.destinations.map((c) => c.name))),
    (async () => {
      const wanted = new Set(desired.workflows.map((w) => w.name));
      const listed = await api.workflows.listAll();
      return Promise.all(
        listed.map((record) => (wanted.has(record.name) ? api.workflows.get(record.id) : record)),
      );
    })(),
  ]);
  // The state connector is docflow's own bookkeeping, not one of the user's sources.
  const stateConnector = allSources.filter(isStateConnector).sort(byCreation)[0];
  const storedState = stateConnector ? (await api.sources.get(stateConnector.id)).config : undefined;
  const state = parseState(storedState);
  const secrets: SecretComparisons = new Map();
  await Promise.all([
    compareSecrets(api.sources, "source", desired.sources, allSources, secrets),
    compareSecrets(api.destinations, "destination", desired.destinations, destinations, secrets),
  ]);
  return {
    secrets,
    sources: allSources.filter((record) => !isStateConnector(record)),
    destinations: destinations.filter((record) => !isStateConnector(record)),
    workflows,
    state,
    stateStale: storedState !== undefined && storedState.records !== stateConfig(state).records,
    stateConnectorId: stateConnector?.id,
  };
}
