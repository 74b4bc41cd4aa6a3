import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url); const __docflowModuleUrl = import.meta.url;
var STATE_JOB_ID="job-id",STATE_WORKFLOW_API_URL="workflow-api-url";export{STATE_JOB_ID,STATE_WORKFLOW_API_URL};
