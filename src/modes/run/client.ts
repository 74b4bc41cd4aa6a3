// The calls mode `run` and `docflow jobs` make: the Workflow endpoint's client, plus the job's failed
// files (`GET /jobs/{id}/failed-files`), which the shared client does not offer yet.
import { z } from "zod";
import { type CallOptions, type ClientOptions, HttpTransport } from "../../client/http.js";
import { JobResource, WorkflowClient, workflowBaseUrl } from "../../client/workflow.js";

export const FailedFilesSchema = z.looseObject({
  failed_files: z.array(z.looseObject({ document: z.string(), error: z.string().nullable().optional() })),
});

export interface FailedFile {
  document: string;
  error: string;
}

class RunJobResource extends JobResource {
  /** The documents the job could not process, with the reason each failed. */
  async failedFiles(jobId: string, options: CallOptions = {}): Promise<FailedFile[]> {
    const answer = await this.http.call(FailedFilesSchema, {
      method: "GET",
      path: `/jobs/${encodeURIComponent(jobId)}/failed-files`,
      idempotent: true,
      ...options,
    });
    return answer.failed_files.map((file) => ({ document: file.document, error: file.error ?? "failed" }));
  }
}

/** The Workflow endpoint's client whose `jobs` also reads failed files. */
export interface RunClient {
  workflows: WorkflowClient["workflows"];
  jobs: RunJobResource;
}

export function createRunClient(options: ClientOptions): RunClient {
  const client = new WorkflowClient(options);
  const http = new HttpTransport({ ...options, baseUrl: workflowBaseUrl(options.baseUrl) }, 60_000);
  return { workflows: client.workflows, jobs: new RunJobResource(http) };
}
