// The calls mode `run` and `docflow jobs` make: the Workflow endpoint's workflows and jobs.
import type { ClientOptions } from "../../client/http.js";
import { WorkflowClient } from "../../client/workflow.js";

export type { FailedFile } from "../../client/workflow.js";

export type RunClient = Pick<WorkflowClient, "workflows" | "jobs">;

export function createRunClient(options: ClientOptions): RunClient {
  return new WorkflowClient(options);
}
