// Workflows: create and update take one body (rule 3: update takes the same settings as create, so an
// update replaces the workflow). Field types are checked by the schema; the rules that relate fields to one
// another are checked by parseWorkflowBody, which reports them together with the field errors.
import { z } from "zod";
import {
  ALLOWED_NODE_SEQUENCES,
  checkNodeSequence,
  isNodeType,
  WorkflowNodeInfoSchema,
  WorkflowNodeSchema,
} from "./nodes.js";
import { ScheduleInfoSchema, SchedulePhraseSchema } from "./schedules.js";
import {
  ContractValidationError,
  fromZodIssues,
  isPlainObject,
  parseOrThrow,
  type ValidationErrorItem,
  valueError,
} from "./validation.js";

/** `custom` is the operational type; the other three are non-operational and planned for removal. */
export const WORKFLOW_TYPES = ["custom", "advanced", "basic", "platinum"] as const;
export type WorkflowType = (typeof WORKFLOW_TYPES)[number];

export const WORKFLOW_STATUSES = ["active", "inactive"] as const;
export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];

const connectorId = z.string().min(1).nullable().optional();

export const WorkflowBodySchema = z
  .object({
    name: z.string().min(1),
    source_id: connectorId.describe("Source connector id; omit for a local source (files uploaded on run)."),
    destination_id: connectorId.describe("Destination connector id; omit for a local destination."),
    workflow_type: z.enum(WORKFLOW_TYPES),
    workflow_nodes: z.array(WorkflowNodeSchema).nullable().optional(),
    schedule: SchedulePhraseSchema.nullable().optional(),
    reprocess_all: z.boolean().optional(),
  })
  .meta({
    id: "WorkflowBody",
    description:
      "Body of a workflow create or update. Source and destination are both remote or both local; a local " +
      "workflow is `custom` and has no schedule; `custom` needs workflow_nodes in one of the allowed orders: " +
      `${ALLOWED_NODE_SEQUENCES.map((sequence) => sequence.join(" → ")).join("; ")}.`,
  });

export type WorkflowBody = z.infer<typeof WorkflowBodySchema>;

function isWorkflowType(value: unknown): value is WorkflowType {
  return typeof value === "string" && (WORKFLOW_TYPES as readonly string[]).includes(value);
}

const absent = (value: unknown): boolean => value === undefined || value === null;

/** Where one end of the workflow is; undefined when its id is malformed (and reported as such). */
function endOf(id: unknown): "local" | "remote" | undefined {
  if (absent(id)) return "local";
  return typeof id === "string" ? "remote" : undefined;
}

/**
 * The rules that relate one field to another. They read the body as given, so they can run alongside the
 * field checks; a rule that depends on a malformed field stays silent, since that field is reported.
 */
export function checkWorkflowRules(body: Record<string, unknown>): ValidationErrorItem[] {
  const errors: ValidationErrorItem[] = [];
  const { source_id, destination_id, workflow_type, workflow_nodes, schedule } = body;
  const source = endOf(source_id);
  const destination = endOf(destination_id);

  // Rule 1: local and remote ends do not mix.
  if (source !== undefined && destination !== undefined && source !== destination) {
    const message =
      source === "local"
        ? "a workflow with a local source (no source_id) must also have a local destination: omit destination_id, or give a source_id"
        : "a workflow with a local destination (no destination_id) must also have a local source: omit source_id, or give a destination_id";
    errors.push(valueError(["body"], message, { source_id, destination_id }));
  }
  if (
    source === "local" &&
    destination === "local" &&
    isWorkflowType(workflow_type) &&
    workflow_type !== "custom"
  ) {
    errors.push(
      valueError(
        ["body", "workflow_type"],
        "a workflow with a local source and destination must be 'custom'",
        workflow_type,
      ),
    );
  }

  if (
    workflow_type === "custom" &&
    (absent(workflow_nodes) || (Array.isArray(workflow_nodes) && workflow_nodes.length === 0))
  ) {
    errors.push(
      valueError(
        ["body", "workflow_nodes"],
        "workflow_nodes is required and must not be empty when workflow_type is 'custom'",
        workflow_nodes ?? null,
      ),
    );
  }
  if (Array.isArray(workflow_nodes) && workflow_nodes.length > 0) {
    const types = workflow_nodes.map((node) => (isPlainObject(node) ? node.type : undefined));
    if (types.every(isNodeType)) errors.push(...checkNodeSequence(types.map((type) => ({ type }))));
  }

  // Rule 2: a local-source workflow can only be run by uploading files, so it cannot have a schedule.
  if (source === "local" && !absent(schedule)) {
    errors.push(
      valueError(
        ["body", "schedule"],
        "a workflow with a local source cannot run on a schedule; omit schedule",
        schedule,
      ),
    );
  }
  return errors;
}

/** Validates a create or update body: field errors and rule errors, all in one ContractValidationError. */
export function parseWorkflowBody(body: unknown): WorkflowBody {
  const result = WorkflowBodySchema.safeParse(body, { reportInput: true });
  const detail = result.success ? [] : fromZodIssues(result.error.issues);
  if (isPlainObject(body)) detail.push(...checkWorkflowRules(body));
  if (detail.length > 0 || !result.success) throw new ContractValidationError(detail);
  return result.data;
}

export const WorkflowInfoSchema = z
  .looseObject({
    id: z.string(),
    name: z.string(),
    status: z.enum(WORKFLOW_STATUSES),
    // Open on reading: the hosted service has added types (`template`) that a client must still display.
    workflow_type: z.string().nullable().optional(),
    sources: z.array(z.string()),
    destinations: z.array(z.string()),
    workflow_nodes: z.array(WorkflowNodeInfoSchema),
    schedule: ScheduleInfoSchema.nullable().optional(),
    created_at: z.string().optional(),
    updated_at: z.string().nullable().optional(),
    reprocess_all: z.boolean().nullable().optional(),
  })
  .meta({ id: "WorkflowInfo", description: "A workflow as the service returns it." });

export type WorkflowInfo = z.infer<typeof WorkflowInfoSchema>;

export const WorkflowListFiltersSchema = z
  .object({
    source_id: z.string().optional(),
    destination_id: z.string().optional(),
    status: z.enum(WORKFLOW_STATUSES).optional(),
  })
  .meta({ id: "WorkflowListFilters", description: "Query of the workflow list; the filters combine." });

export type WorkflowListFilters = z.infer<typeof WorkflowListFiltersSchema>;

/** Validates a workflow-list query; errors have loc `["query", ...]`. */
export function parseWorkflowListFilters(query: unknown): WorkflowListFilters {
  return parseOrThrow(WorkflowListFiltersSchema, query, ["query"]);
}
