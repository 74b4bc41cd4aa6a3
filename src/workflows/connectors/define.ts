// How a connector module hands itself to the registry: its facts (declared in the contract, beside its
// config schema) and what builds it as a source and as a destination. Each connector module exports one
// `defineConnector(...)`; registry.ts lists them.
import type { z } from "zod";
import type { ConnectorFacts, ConnectorKind } from "../../contract/connector-facts.js";
import { parseConnectorConfig } from "./common.js";
import type { ConnectorContext, DestinationConnector, SourceConnector } from "./types.js";

type Config<S> = S extends z.ZodType ? z.output<S> : never;

/** What the registry knows of one connector type. */
export interface ConnectorRuntime {
  readonly facts: ConnectorFacts;
  /**
   * The config of this kind, checked field by field (ConnectorConfigError) with defaults filled in; given
   * the server's context, also what only the server can check (the filesystem's allowed directories).
   */
  parse(kind: ConnectorKind, config: unknown, context?: ConnectorContext): Record<string, unknown>;
  /** Builds the connector from a config `parse` returned. */
  create(
    kind: ConnectorKind,
    config: Record<string, unknown>,
    context: ConnectorContext,
  ): SourceConnector | DestinationConnector;
}

export interface ConnectorParts<S, D> {
  source?: S extends z.ZodType ? (config: Config<S>, context: ConnectorContext) => SourceConnector : never;
  destination?: D extends z.ZodType
    ? (config: Config<D>, context: ConnectorContext) => DestinationConnector
    : never;
  /** Checks past the schema (default: the facts' schema of that kind alone). */
  parse?: (kind: ConnectorKind, config: unknown, context?: ConnectorContext) => unknown;
}

export function defineConnector<S extends z.ZodType | undefined, D extends z.ZodType | undefined>(
  facts: ConnectorFacts<S, D>,
  parts: ConnectorParts<S, D>,
): ConnectorRuntime {
  for (const kind of ["source", "destination"] as const) {
    if (Boolean(facts[kind]) !== Boolean(parts[kind])) {
      throw new Error(`connector ${facts.type}: a ${kind} config schema needs a ${kind} builder, and back`);
    }
  }
  return {
    facts,
    parse(kind, config, context) {
      if (parts.parse) return parts.parse(kind, config, context) as Record<string, unknown>;
      const schema = facts[kind] as z.ZodType;
      return parseConnectorConfig(facts.type, schema, config) as Record<string, unknown>;
    },
    create(kind, config, context) {
      const build = parts[kind] as (
        config: unknown,
        context: ConnectorContext,
      ) => SourceConnector | DestinationConnector;
      return build(config, context);
    },
  };
}
