// What a connector type declares about itself, in one place beside its config schema: its type name, the
// config of each kind it runs as, which of its fields are secrets (marked on the field with `secret()`),
// and the npm package of its SDK when docflow does not carry it. The catalog (connector-configs.ts) lists
// every type's facts; the server's registry (workflows/connectors/registry.ts) pairs each with the code
// that runs it, the sealing code (workflows/connectors/secrets.ts) reads the secret marks, the bundles and
// the published package read the SDK packages, and docs/connectors.md and docflow.schema.json are checked
// or generated from it.
import { z } from "zod";

/** The metadata a secret field carries (zod's global registry, so it also shows in docflow.schema.json). */
export interface SecretMeta {
  secret: true;
}

/**
 * Marks a config field as a secret: sealed before it reaches the store, shown as "**********" in answers,
 * scrubbed from job errors and logs. Wrap the field's whole schema (after `.describe`, or before: zod
 * keeps the mark through clones).
 */
export function secret<T extends z.ZodType>(schema: T): T {
  return schema.meta({ secret: true } satisfies SecretMeta) as T;
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  shape?: Record<string, z.ZodType>;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schemas a wrapper holds (optional, nullable, default, a preprocess pipe, a union's options). */
function inner(schema: z.ZodType): z.ZodType[] {
  const def = defOf(schema);
  if (def.innerType) return [def.innerType];
  if (def.type === "pipe") return [def.in, def.out].filter((s): s is z.ZodType => s !== undefined);
  if (def.type === "union") return def.options ?? [];
  return [];
}

/** Whether a field's schema, or one it wraps, is marked with `secret()`. */
export function isSecretSchema(schema: z.ZodType, depth = 0): boolean {
  if (depth > 8) return false;
  if (z.globalRegistry.get(schema)?.secret === true) return true;
  return inner(schema).some((wrapped) => isSecretSchema(wrapped, depth + 1));
}

/** The fields of an object config schema (through refinements and pipes), by name. */
export function configFields(schema: z.ZodType): Record<string, z.ZodType> {
  for (let at: z.ZodType | undefined = schema, depth = 0; at && depth < 8; depth++) {
    const def = defOf(at);
    if (def.type === "object" && def.shape) return def.shape;
    at = def.type === "pipe" ? def.in : def.innerType;
  }
  return {};
}

/** The names of the fields of a config schema marked with `secret()`. */
export function secretFields(schema: z.ZodType): string[] {
  return Object.entries(configFields(schema))
    .filter(([, field]) => isSecretSchema(field))
    .map(([name]) => name);
}

export type ConnectorKind = "source" | "destination";

/** One connector type's facts. */
export interface ConnectorFacts<
  S extends z.ZodType | undefined = z.ZodType | undefined,
  D extends z.ZodType | undefined = z.ZodType | undefined,
> {
  /** The type name configs and the API use. */
  readonly type: string;
  /** Its config as a source, when it runs as one. */
  readonly source?: S;
  /** Its config as a destination, when it runs as one. */
  readonly destination?: D;
  /**
   * The npm package of its SDK when docflow does not carry it: an optional peer dependency, left out of
   * the bundles, loaded on first use, named in the error when it is missing.
   */
  readonly sdk?: string;
}

const declared = new Map<string, ConnectorFacts>();

/**
 * Declares a connector type's facts: declaring is listing it in the catalog (connector-configs.ts reads
 * every declaration of the modules it imports), so a new type is one declaration beside its schema.
 */
export function connectorFacts<
  S extends z.ZodType | undefined = undefined,
  D extends z.ZodType | undefined = undefined,
>(facts: ConnectorFacts<S, D>): ConnectorFacts<S, D> {
  if (declared.has(facts.type)) throw new Error(`connector type ${facts.type} is declared twice`);
  if (!facts.source && !facts.destination) throw new Error(`connector type ${facts.type} has no config`);
  declared.set(facts.type, facts);
  return facts;
}

/** Every connector type declared so far, by type name. */
export function declaredConnectors(): ConnectorFacts[] {
  return [...declared.values()].sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0));
}
