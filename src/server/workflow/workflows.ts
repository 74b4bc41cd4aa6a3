// Workflows: list (combinable filters), get, create, update, delete, and run. An update takes either the
// create body (a replace, as before) or only the fields that change, as the hosted service's UpdateWorkflow
// (every field optional): those are merged onto the stored workflow and the result is validated whole. Bodies are validated by the contract; the connectors a workflow names must exist and be of the
// right kind; node ids are the server's (UUIDs), kept across an update for nodes that send theirs back.
// Nodes that call a model are checked against the models this server knows (an unknown provider or model
// is a 422 when the workflow is saved, not a failed job later), and must not carry a provider key.
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { JobInfo } from "../../contract/jobs.js";
import type { WorkflowNodeInfo } from "../../contract/nodes.js";
import {
  ContractValidationError,
  isPlainObject,
  parseOrThrow,
  quoteAlternatives,
  type ValidationErrorItem,
  valueError,
} from "../../contract/validation.js";
import {
  parseWorkflowBody,
  parseWorkflowListFilters,
  type WorkflowBody,
  type WorkflowInfo,
} from "../../contract/workflows.js";
import {
  isSupportedConnectorType,
  missingSdkError,
  supportedConnectorTypes,
} from "../../workflows/connectors/registry.js";
import { readModelsConfig } from "../../workflows/models/config.js";
import { ModelProviders } from "../../workflows/models/registry.js";
import type { ModelProvider } from "../../workflows/models/types.js";
import { validateModelNode } from "../../workflows/models/validate.js";
import {
  ActiveJobExistsError,
  type ConnectorKind,
  type ConnectorRecord,
  NameTakenError,
  type NewWorkflow,
  type WorkflowRecord,
} from "../../workflows/store/types.js";
import { declaredLength } from "../http/admission.js";
import { HttpError } from "../http/errors.js";
import { noteRequest } from "../http/request-log.js";
import { readUnlessAnswered } from "../http/upload.js";
import { flatQuery, type WorkflowApiContext } from "./context.js";
import { canonicalUuid, isUuid, notFound, requireUuid, uuidError } from "./ids.js";
import { workflowRouteSchemas } from "./openapi.js";
import { jobInfo, workflowInfo } from "./records.js";
import { declaredRunSizeHook, RUN_FILE_FIELD, type RunFile, readRunFiles } from "./run-upload.js";

// The hosted service pages its workflow list (page 1-based, 20 a page by default). Without either
// parameter this server answers every workflow: the interface is silent on paging, the stock SDK sends
// neither, and a client that does not page then still sees everything; a client that pages gets the
// hosted service's pages.
const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;
const WorkflowPageSchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
});

type WorkflowPage = z.infer<typeof WorkflowPageSchema>;

/** The paging of a list query; an empty value counts as not given. */
function parseWorkflowPage(query: Record<string, string>): WorkflowPage {
  const given = (value: string | undefined) =>
    value === undefined || value.trim() === "" ? undefined : value;
  return parseOrThrow(WorkflowPageSchema, { page: given(query.page), page_size: given(query.page_size) }, [
    "query",
  ]);
}

function pageOf<T>(records: readonly T[], { page, page_size }: WorkflowPage): readonly T[] {
  if (page === undefined && page_size === undefined) return records;
  const size = page_size ?? DEFAULT_PAGE_SIZE;
  const start = ((page ?? 1) - 1) * size;
  return records.slice(start, start + size);
}

const nameTaken = (name: string) =>
  new HttpError(409, `A workflow named '${name}' already exists; workflow names are unique.`);

export async function workflowRoutes(app: FastifyInstance, ctx: WorkflowApiContext): Promise<void> {
  const { store, config } = ctx;
  // Which model providers this server has credentials for: a contextual chunk node needs one (422 when
  // saved or run without). A malformed model setting stops the runtime at start; here it counts as none.
  let providers: ModelProviders | undefined;
  const isConfigured = (provider: ModelProvider): boolean => {
    try {
      providers ??= new ModelProviders(readModelsConfig(config.modelEnv));
    } catch {
      return false;
    }
    return providers.isConfigured(provider);
  };
  const checkModelNodes = (body: WorkflowBody): void => {
    const errors: ValidationErrorItem[] = (body.workflow_nodes ?? []).flatMap((node, index) =>
      validateModelNode(
        node,
        ["body", "workflow_nodes", index],
        node.type === "chunk" ? { isConfigured } : {},
      ),
    );
    if (errors.length > 0) throw new ContractValidationError(errors);
  };

  const load = async (raw: unknown): Promise<WorkflowRecord> => {
    const id = requireUuid(raw, ["path", "workflow_id"]);
    const record = await store.getWorkflow(id);
    if (!record) throw notFound("Workflow", id);
    return record;
  };
  const idOf = (params: unknown) => (params as { workflow_id?: string }).workflow_id;

  /** The connector a body names, which must exist as that kind; null for a local end. */
  const connectorOf = async (kind: ConnectorKind, raw: string | null | undefined): Promise<string | null> => {
    if (raw === undefined || raw === null) return null;
    const field = `${kind}_id`;
    const id = requireUuid(raw, ["body", field]);
    const connector = await store.getConnector(kind, id);
    if (connector) {
      checkConnectorRunnable(kind, connector, ["body", field]);
      return id;
    }
    const other: ConnectorKind = kind === "source" ? "destination" : "source";
    if (await store.getConnector(other, id)) {
      throw new ContractValidationError([
        valueError(["body", field], `${id} is a ${other} connector, not a ${kind} connector`, raw),
      ]);
    }
    throw notFound(kind === "source" ? "Source connector" : "Destination connector", id);
  };

  /** The stored form of a create or update body; `current` keeps the ids of nodes sent back with theirs. */
  const toRecord = async (
    body: WorkflowBody,
    current?: WorkflowRecord,
  ): Promise<Omit<NewWorkflow, "status">> => {
    const known = new Set((current?.workflow_nodes ?? []).map((node) => node.id));
    const workflow_nodes: WorkflowNodeInfo[] = (body.workflow_nodes ?? []).map((node) => ({
      id: typeof node.id === "string" && known.has(node.id) ? node.id : randomUUID(),
      name: node.name,
      type: node.type,
      subtype: node.subtype,
      settings: node.settings ?? {},
    }));
    return {
      name: body.name,
      workflow_type: body.workflow_type,
      source_id: await connectorOf("source", body.source_id),
      destination_id: await connectorOf("destination", body.destination_id),
      workflow_nodes,
      schedule: body.schedule ?? null,
      reprocess_all: body.reprocess_all ?? false,
    };
  };

  const schemas = workflowRouteSchemas(config);
  app.get("/workflows", { schema: schemas.list }, async (request): Promise<WorkflowInfo[]> => {
    const query = flatQuery(request.query);
    // The status filter takes any case (`status=ACTIVE`), like the connector and job filters.
    const filters = parseWorkflowListFilters(
      query.status === undefined ? query : { ...query, status: query.status.toLowerCase() },
    );
    const paging = parseWorkflowPage(query);
    const bad = (["source_id", "destination_id"] as const)
      .filter((name) => filters[name] !== undefined && !isUuid(filters[name]))
      .map((name) => uuidError(["query", name], filters[name]));
    if (bad.length > 0) throw new ContractValidationError(bad);
    const records = await store.listWorkflows({
      source_id: filters.source_id && canonicalUuid(filters.source_id),
      destination_id: filters.destination_id && canonicalUuid(filters.destination_id),
      status: filters.status,
    });
    const name = query.name;
    const named = records.filter((record) => name === undefined || record.name === name);
    // In creation order, so the pages of a list that only grows are stable.
    return pageOf(named, paging).map(workflowInfo);
  });

  app.post("/workflows", { schema: schemas.create }, async (request): Promise<WorkflowInfo> => {
    const body = parseWorkflowBody(request.body);
    checkModelNodes(body);
    try {
      const record = await store.createWorkflow({ ...(await toRecord(body)), status: "active" });
      request.log.info({ workflow: record.id }, "workflow created");
      return workflowInfo(record);
    } catch (error) {
      if (error instanceof NameTakenError) throw nameTaken(body.name);
      throw error;
    }
  });

  app.get("/workflows/:workflow_id", { schema: schemas.get }, async (request): Promise<WorkflowInfo> => {
    return workflowInfo(await load(idOf(request.params)));
  });

  app.put("/workflows/:workflow_id", { schema: schemas.update }, async (request): Promise<WorkflowInfo> => {
    const current = await load(idOf(request.params));
    const body = parseWorkflowBody(updateBody(request.body, current));
    checkModelNodes(body);
    let updated: WorkflowRecord | undefined;
    try {
      updated = await store.updateWorkflow(current.id, await toRecord(body, current));
    } catch (error) {
      if (error instanceof NameTakenError) throw nameTaken(body.name);
      throw error;
    }
    if (!updated) throw notFound("Workflow", current.id);
    request.log.info({ workflow: updated.id }, "workflow updated");
    return workflowInfo(updated);
  });

  app.delete("/workflows/:workflow_id", { schema: schemas.delete }, async (request) => {
    const current = await load(idOf(request.params));
    // Deleting takes the workflow's jobs with it; a job that is running would lose its record mid-way.
    const active = [
      ...(await store.listJobs({ workflow_id: current.id, status: "IN_PROGRESS" })),
      ...(await store.listJobs({ workflow_id: current.id, status: "SCHEDULED" })),
    ];
    if (active[0]) {
      throw new HttpError(
        409,
        `Workflow ${current.id} has an active job (${active[0].id}, ${active[0].status}); cancel it before deleting the workflow.`,
      );
    }
    if (!(await store.deleteWorkflow(current.id))) throw notFound("Workflow", current.id);
    request.log.info({ workflow: current.id }, "workflow deleted");
    return { detail: `Workflow with id ${current.id} successfully deleted.` };
  });

  app.post(
    "/workflows/:workflow_id/run",
    { onRequest: declaredRunSizeHook(config.maxRunBytes), schema: schemas.run },
    async (request, reply) => {
      const workflow = await load(idOf(request.params));
      let files: RunFile[] = [];
      if (request.isMultipart()) {
        // The files are held in memory until the job has stored them: counted in the same in-flight budget
        // as the Partition endpoint's uploads (503 with Retry-After when full), before the body is read.
        const ticket = ctx.admission?.enter(declaredLength(request));
        if (ticket) reply.raw.once("close", ticket.release);
        const limits = {
          maxBytes: config.maxRunBytes,
          maxFiles: config.maxRunFiles,
          idleTimeoutMs: config.uploadIdleTimeoutMs,
          bodyTimeoutMs: config.bodyTimeoutMs,
        };
        const read = await readUnlessAnswered(reply, () => readRunFiles(request, reply, limits, ticket));
        if (read === undefined) return reply;
        files = read;
      }
      checkRunnable(workflow, files);
      // A contextual chunk node saved before the server lost its model provider.
      const unrunnable = workflow.workflow_nodes.flatMap((node) =>
        node.type === "chunk"
          ? validateModelNode(node, [], { isConfigured }).map((item) =>
              valueError(
                ["path", "workflow_id"],
                `workflow ${workflow.id}, chunk node '${node.name}': ${item.msg}`,
                workflow.id,
              ),
            )
          : [],
      );
      if (unrunnable.length > 0) throw new ContractValidationError(unrunnable);
      // A connector stored before this server refused its type, or by another server sharing the store.
      for (const [kind, id] of [
        ["source", workflow.source_id],
        ["destination", workflow.destination_id],
      ] as const) {
        const connector = id === null ? undefined : await store.getConnector(kind, id);
        if (connector) checkConnectorRunnable(kind, connector, ["path", "workflow_id"], workflow.id);
      }
      noteRequest(request, { files: files.length });
      try {
        const job = await store.createJob({
          workflow_id: workflow.id,
          workflow_name: workflow.name,
          job_type: workflow.source_id === null ? "ephemeral" : "persistent",
          input_files: files.map((file) => ({
            file_id: randomUUID(),
            filename: file.filename,
            content_type: file.contentType,
            size: file.data.byteLength,
            data: file.data,
          })),
        });
        request.log.info({ workflow: workflow.id, job: job.id, files: files.length }, "workflow run");
        ctx.onJobCreated(job.id);
        const answer: JobInfo = jobInfo(job);
        return reply.code(202).send(answer);
      } catch (error) {
        if (error instanceof ActiveJobExistsError) {
          throw new HttpError(
            409,
            `There is a running job (${error.activeJobId}) for workflow ${workflow.id} in progress; no new job was started. Wait for it to finish or cancel it.`,
          );
        }
        throw error;
      }
    },
  );
}

/** The stored workflow as a create body, nodes with their ids so an update keeps them. */
function storedBody(record: WorkflowRecord): Record<string, unknown> {
  return {
    name: record.name,
    workflow_type: record.workflow_type,
    source_id: record.source_id,
    destination_id: record.destination_id,
    workflow_nodes: record.workflow_nodes.map((node) => ({ ...node })),
    schedule: record.schedule,
    reprocess_all: record.reprocess_all,
  };
}

/**
 * The body an update is validated as. A body with both `name` and `workflow_type` is a full one and replaces
 * the workflow (fields it leaves out take their defaults, as on create). Any other object is partial: its
 * fields, null included, replace the stored ones and the rest stay. Anything else is passed on to be
 * rejected by the schema.
 */
export function updateBody(body: unknown, current: WorkflowRecord): unknown {
  if (!isPlainObject(body)) return body;
  if (body.name !== undefined && body.workflow_type !== undefined) return body;
  const given = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  return { ...storedBody(current), ...given };
}

/** The run rules: a local workflow runs on uploaded files and only on them; a remote one takes none. */
function checkRunnable(workflow: WorkflowRecord, files: readonly RunFile[]): void {
  const local = workflow.source_id === null;
  if (workflow.workflow_nodes.length === 0) {
    throw new ContractValidationError([
      valueError(
        ["path", "workflow_id"],
        `workflow ${workflow.id} has no workflow_nodes (workflow_type '${workflow.workflow_type}' is not operational); update it to 'custom' with nodes to run it`,
        workflow.id,
      ),
    ]);
  }
  if (local && files.length === 0) {
    throw new ContractValidationError([
      {
        type: "missing",
        loc: ["body", RUN_FILE_FIELD],
        msg: `Field required: workflow ${workflow.id} has a local source, so a run takes its documents as multipart/form-data ${RUN_FILE_FIELD} parts`,
        input: null,
      },
    ]);
  }
  if (!local && files.length > 0) {
    throw new ContractValidationError([
      valueError(
        ["body", RUN_FILE_FIELD],
        `workflow ${workflow.id} reads its documents from source connector ${workflow.source_id}; ${RUN_FILE_FIELD} are only taken by workflows with a local source`,
        files.map((file) => file.filename),
      ),
    ]);
  }
}

/** 422 naming the connector, its type and the types this server runs, for a connector it cannot run. */
function checkConnectorRunnable(
  kind: ConnectorKind,
  connector: ConnectorRecord,
  loc: (string | number)[],
  workflowId?: string,
): void {
  const owner = workflowId === undefined ? "" : `workflow ${workflowId} cannot run: its `;
  if (isSupportedConnectorType(kind, connector.type)) {
    // Runnable here once its SDK is installed: say which package, before any job starts.
    const missing = missingSdkError(connector.type, loc);
    if (!missing) return;
    throw new ContractValidationError([
      { ...missing, msg: `${owner}${kind} connector '${connector.name}' (${connector.id}): ${missing.msg}` },
    ]);
  }
  throw new ContractValidationError([
    valueError(
      loc,
      `${owner}${kind} connector '${connector.name}' (${connector.id}) has type '${connector.type}', which this server cannot run as a ${kind}; the supported ${kind} types are ${quoteAlternatives(supportedConnectorTypes(kind))}`,
      workflowId ?? connector.id,
    ),
  ]);
}
