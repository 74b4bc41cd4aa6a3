// JSON Schema / OpenAPI description of the Partition endpoint's form fields, from the one field table
// (partition.ts). parsePartitionParameters is the validator; this zod schema only describes the fields (for
// json-schema.ts), so it lives apart: what validates parameters (the CLI's partition command, say) does not
// load zod.
import { z } from "zod";
import {
  cloneDefault,
  type FieldKind,
  PARTITION_FIELDS,
  PARTITION_FILE_FIELD,
  type PartitionField,
  type PartitionFieldName,
} from "./partition.js";

const FIELD_ENTRIES = Object.entries(PARTITION_FIELDS) as [PartitionFieldName, PartitionField][];

const KIND_SCHEMA: Record<FieldKind, (def: PartitionField) => z.ZodType> = {
  bool: () => z.boolean(),
  int: () => z.int(),
  float: () => z.number(),
  string: () => z.string(),
  enum: (def) => z.enum(def.values as [string, ...string[]]),
  list: (def) => z.array(def.item === "int" ? z.int() : z.string()),
};

function fieldSchema(def: PartitionField): z.ZodType {
  let schema = KIND_SCHEMA[def.kind](def);
  if (def.nullable) schema = schema.nullable();
  const dflt = def.default;
  return schema
    .default(() => cloneDefault(dflt))
    .meta({
      description: def.description,
      ...(def.kind === "string" && def.values ? { examples: [...def.values] } : {}),
      ...(def.documentedDefault !== undefined ? { default: def.documentedDefault } : {}),
    });
}

export const PartitionParametersSchema = z
  .object(
    Object.fromEntries(FIELD_ENTRIES.map(([name, def]) => [name, fieldSchema(def)])) as Record<
      PartitionFieldName,
      z.ZodType
    >,
  )
  .meta({
    id: "PartitionParameters",
    description: `Form fields of the Partition endpoint, sent next to the file part \`${PARTITION_FILE_FIELD}\`.`,
  });
