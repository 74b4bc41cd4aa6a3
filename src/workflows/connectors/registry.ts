// The connector registry: what every connector module defined (`defineConnector`, define.ts; the modules
// are imported by runtimes.ts, generated), paired with the contract's catalog of facts
// (contract/connector-configs.ts). The factories here turn a stored connector
// (type + opened config) into one, and validateConnectorConfig is what the API runs on create and update,
// so a bad config is a 422 at once rather than a failed job later. This is the connectors' face to the
// rest of docflow: it re-exports their types and errors.

import {
  CONNECTOR_CATALOG,
  STATE_CONNECTOR_TYPE,
  StateConnectorConfigSchema,
} from "../../contract/connector-configs.js";
import { quoteAlternatives, type ValidationErrorItem, valueError } from "../../contract/validation.js";
import { ConnectorConfigError, parseConnectorConfig } from "./common.js";
import { type ConnectorRuntime, definedConnectors } from "./define.js";
// Every module of this folder that defines a connector (generated: `npm run connectors`).
import "./runtimes.js";
import { sdkProblem } from "./sdk.js";
import type { ConnectorContext, ConnectorKind, DestinationConnector, SourceConnector } from "./types.js";

export {
  ConnectorConfigError,
  ConnectorError,
  type ConnectorErrorCode,
  DEFAULT_MAX_FILE_BYTES,
} from "./common.js";
export type * from "./types.js";

/** Every connector docflow runs: what the modules runtimes.ts imports defined, by type name. */
export const RUNTIMES: readonly ConnectorRuntime[] = definedConnectors();

const BY_TYPE = new Map(RUNTIMES.map((runtime) => [runtime.facts.type, runtime]));

// A type declared in the contract with nothing to run it, or run here without a declaration, is a
// mistake of whoever added it: it fails every test and the server's start, never a request.
for (const facts of CONNECTOR_CATALOG) {
  if (BY_TYPE.get(facts.type)?.facts !== facts) {
    throw new Error(
      `connector type ${facts.type} is declared in the contract but no module defines it (defineConnector), or runtimes.ts is stale: run \`npm run connectors\``,
    );
  }
}
if (BY_TYPE.size !== CONNECTOR_CATALOG.length) {
  throw new Error(
    "a module defines a connector type the contract's catalog does not declare (connectorFacts)",
  );
}

/** The connector types this server can run, per kind. */
export function supportedConnectorTypes(kind: ConnectorKind): string[] {
  return RUNTIMES.filter((runtime) => runtime.facts[kind] !== undefined)
    .map((runtime) => runtime.facts.type)
    .sort();
}

/**
 * The 422 detail item for a type this server cannot run as that kind: it names the type and every type
 * it can run, so a workflow moved from the hosted service fails at once with what to change.
 */
export function unsupportedTypeError(
  kind: ConnectorKind,
  type: string,
  loc: (string | number)[] = ["body", "type"],
): ValidationErrorItem {
  const supported = supportedConnectorTypes(kind);
  return valueError(
    loc,
    `connector type '${type}' is not supported as a ${kind} by this server; the supported ${kind} types are ${quoteAlternatives(supported)}`,
    type,
  );
}

/** Whether this server can run a connector of this type as this kind. */
export function isSupportedConnectorType(kind: ConnectorKind, type: string): boolean {
  return BY_TYPE.get(type)?.facts[kind] !== undefined;
}

/**
 * The 422 detail item for a type whose SDK is not installed where the server runs (its facts' `sdk`), or
 * undefined when it can run. Asked when a connector is stored, when a workflow is run and when a job opens
 * its connectors, so a missing package stops things before any document is read.
 */
export function missingSdkError(
  type: string,
  loc: (string | number)[] = ["body", "type"],
): ValidationErrorItem | undefined {
  const problem = sdkProblem(type);
  return problem === undefined ? undefined : valueError(loc, problem, type);
}

function implementationOf(kind: ConnectorKind, type: string): ConnectorRuntime {
  const found = isSupportedConnectorType(kind, type) ? BY_TYPE.get(type) : undefined;
  if (!found) throw new ConnectorConfigError(type, [unsupportedTypeError(kind, type)]);
  const missing = missingSdkError(type);
  if (missing) throw new ConnectorConfigError(type, [missing]);
  return found;
}

/**
 * Checks a connector config on create and update, field by field (and, given a context, a filesystem
 * path against the allowed directories); the result is the config with defaults filled in, as the hosted
 * service answers it. A type this server cannot run is refused (422 naming the type and the supported
 * ones): storing it would only move the failure to the first run. The one stored type that does not run
 * is `docflow apply`'s state (a `docflow-state` source), which workflows cannot name.
 */
export function validateConnectorConfig(
  kind: ConnectorKind,
  type: string,
  config: unknown,
  context?: ConnectorContext,
): Record<string, unknown> {
  if (kind === "source" && type === STATE_CONNECTOR_TYPE) {
    return parseConnectorConfig(type, StateConnectorConfigSchema, config);
  }
  return implementationOf(kind, type).parse(kind, config, context);
}

/** A source connector from its type and opened config; throws ConnectorConfigError. */
export function createSourceConnector(
  type: string,
  config: unknown,
  context: ConnectorContext,
): SourceConnector {
  const impl = implementationOf("source", type);
  return impl.create("source", impl.parse("source", config, context), context) as SourceConnector;
}

/** A destination connector from its type and opened config; throws ConnectorConfigError. */
export function createDestinationConnector(
  type: string,
  config: unknown,
  context: ConnectorContext,
): DestinationConnector {
  const impl = implementationOf("destination", type);
  return impl.create(
    "destination",
    impl.parse("destination", config, context),
    context,
  ) as DestinationConnector;
}
