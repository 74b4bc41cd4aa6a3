// The workflow a user names: by id, or by its name (unique on the service, looked up in the list).
import { ApiError } from "../../client/errors.js";
import type { CallOptions } from "../../client/http.js";
import type { WorkflowInfo } from "../../contract/workflows.js";
import type { RunClient } from "./client.js";
import { RunModeError } from "./errors.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function resolveWorkflow(
  client: Pick<RunClient, "workflows">,
  ref: string,
  options: CallOptions = {},
): Promise<WorkflowInfo> {
  const wanted = ref.trim();
  if (!wanted) throw new RunModeError("invalid-input", "Name the workflow to run, by name or id.");
  if (UUID.test(wanted)) {
    try {
      return await client.workflows.get(wanted, options);
    } catch (error) {
      // A name may look like an id; only a 404 sends us on to the names.
      if (!(error instanceof ApiError && error.is(404))) throw error;
    }
  }
  // Names are unique on the service, so the name filter answers with one page; the hosted service pages
  // the list, which the listing of known names (for the error) must read to the end.
  const named = (await client.workflows.listAll({ name: wanted }, options)).filter(
    (workflow) => workflow.name === wanted,
  );
  if (named.length === 1) return named[0] as WorkflowInfo;
  if (named.length > 1) {
    throw new RunModeError(
      "workflow-ambiguous",
      `${named.length} workflows are named '${wanted}' (${named.map((w) => w.id).join(", ")}); give the id instead.`,
    );
  }
  const all = await client.workflows.listAll({}, options);
  const names = all.map((workflow) => `'${workflow.name}'`).sort();
  const known =
    names.length === 0
      ? "the service has no workflows"
      : `the service has ${names.slice(0, 10).join(", ")}${names.length > 10 ? ` and ${names.length - 10} more` : ""}`;
  throw new RunModeError("workflow-not-found", `No workflow is named or has the id '${wanted}'; ${known}.`);
}
