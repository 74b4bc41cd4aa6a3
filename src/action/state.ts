// Names of the values the main step saves (core.saveState) for the post step.
export const STATE_JOB_ID = "job-id";
export const STATE_WORKFLOW_API_URL = "workflow-api-url";
