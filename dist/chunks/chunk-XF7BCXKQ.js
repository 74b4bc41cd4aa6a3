import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  external_exports
} from "./chunk-4OXEBAUD.js";

// src/contract/json-schema.ts
function contractJsonSchema() {
  const { schemas } = external_exports.toJSONSchema(external_exports.globalRegistry, {
    unrepresentable: "any",
    io: "input",
    uri: (id) => `#/$defs/${id}`
  });
  const defs = Object.fromEntries(
    Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)).map(([id, schema]) => {
      const { $schema: _ignored, id: _id, ...rest } = schema;
      return [id, rest];
    })
  );
  return { $schema: "https://json-schema.org/draft/2020-12/schema", title: "docflow interface", $defs: defs };
}

export {
  contractJsonSchema
};
