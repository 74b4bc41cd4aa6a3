// Checks a spec (already interpolated) against the contract: field types through the spec schema, the
// workflow rules of the interface (node order, local/remote ends, no schedule on a local workflow), and
// that every connector a workflow names is defined. Problems carry the YAML path; lines are added later.
import { connectorConfigSchema } from "../contract/connector-configs.js";
import { checkWorkflowRules } from "../contract/workflows.js";
import type { SpecProblem } from "./errors.js";
import { type SpecDocument, SpecSchema } from "./schema.js";

const SPEC_WORDS: [RegExp, string][] = [
  [/\bsource_id\b/g, "source"],
  [/\bdestination_id\b/g, "destination"],
  [/\bworkflow_nodes\b/g, "nodes"],
];

/** Contract messages speak of the request body; the spec names the same things differently. */
function inSpecWords(message: string): string {
  return SPEC_WORDS.reduce((text, [word, replacement]) => text.replace(word, replacement), message);
}

const BODY_FIELD_TO_SPEC: Record<string, string> = {
  source_id: "source",
  destination_id: "destination",
  workflow_nodes: "nodes",
};

export function validateSpec(value: unknown): { spec?: SpecDocument; problems: SpecProblem[] } {
  const problems: SpecProblem[] = [];
  if (value === null || value === undefined) {
    return {
      problems: [{ path: [], message: "the spec is empty; expected sources, destinations and workflows" }],
    };
  }
  const parsed = SpecSchema.safeParse(value);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push({
        path: issue.path.map((part) => (typeof part === "symbol" ? String(part) : part)),
        message: inSpecWords(issue.message),
      });
    }
  }
  problems.push(...checkConnectorConfigs(value as Record<string, unknown>));
  const spec = parsed.success ? parsed.data : undefined;
  const document = (spec ?? value) as Record<string, unknown>;
  const workflows = document.workflows;
  if (workflows && typeof workflows === "object" && !Array.isArray(workflows)) {
    const sources = objectKeys(document.sources);
    const destinations = objectKeys(document.destinations);
    for (const [name, workflow] of Object.entries(workflows as Record<string, unknown>)) {
      if (!workflow || typeof workflow !== "object" || Array.isArray(workflow)) continue;
      problems.push(...checkWorkflow(name, workflow as Record<string, unknown>, sources, destinations));
    }
  }
  return spec && problems.length === 0 ? { spec, problems } : { problems };
}

function objectKeys(value: unknown): Set<string> {
  return new Set(value && typeof value === "object" && !Array.isArray(value) ? Object.keys(value) : []);
}

function checkWorkflow(
  name: string,
  workflow: Record<string, unknown>,
  sources: Set<string>,
  destinations: Set<string>,
): SpecProblem[] {
  const problems: SpecProblem[] = [];
  const at = (...rest: (string | number)[]) => ["workflows", name, ...rest];
  for (const [field, defined, section] of [
    ["source", sources, "sources"],
    ["destination", destinations, "destinations"],
  ] as const) {
    const ref = workflow[field];
    if (typeof ref === "string" && ref !== "" && !defined.has(ref)) {
      const known = [...defined].sort();
      problems.push({
        path: at(field),
        message: `no ${field} connector named '${ref}' in ${section}:${known.length ? ` (defined: ${known.join(", ")})` : " (none defined)"}`,
      });
    }
  }
  // The rules read a request body; placeholder ids stand for the named connectors.
  const body: Record<string, unknown> = {
    name,
    source_id: typeof workflow.source === "string" ? `spec:${workflow.source}` : undefined,
    destination_id: typeof workflow.destination === "string" ? `spec:${workflow.destination}` : undefined,
    workflow_type: workflow.workflow_type ?? "custom",
    workflow_nodes: workflow.nodes,
    schedule: workflow.schedule,
  };
  for (const item of checkWorkflowRules(body)) {
    const [, field, ...rest] = item.loc;
    const path =
      field === undefined
        ? at()
        : at(
            BODY_FIELD_TO_SPEC[String(field)] ?? String(field),
            ...rest.map((part) => (typeof part === "number" ? part : String(part))),
          );
    problems.push({ path, message: inSpecWords(item.msg) });
  }
  return problems;
}

/**
 * Each connector of a type docflow knows, checked against that type's config schema, so a wrong field is
 * reported before any server is called. Inputs are never quoted: a config holds secrets.
 */
function checkConnectorConfigs(document: Record<string, unknown>): SpecProblem[] {
  const problems: SpecProblem[] = [];
  for (const [section, kind] of [
    ["sources", "source"],
    ["destinations", "destination"],
  ] as const) {
    const connectors = document?.[section];
    if (!connectors || typeof connectors !== "object" || Array.isArray(connectors)) continue;
    for (const [name, connector] of Object.entries(connectors as Record<string, unknown>)) {
      if (!connector || typeof connector !== "object") continue;
      const { type, config } = connector as { type?: unknown; config?: unknown };
      if (typeof type !== "string") continue;
      const schema = connectorConfigSchema(kind, type);
      if (!schema) continue;
      const result = schema.safeParse(config ?? {});
      if (result.success) continue;
      for (const issue of result.error.issues) {
        problems.push({
          path: [
            section,
            name,
            "config",
            ...issue.path.map((part) => (typeof part === "symbol" ? String(part) : part)),
          ],
          message: `${type} ${kind}: ${issue.message}`,
        });
      }
    }
  }
  return problems;
}
