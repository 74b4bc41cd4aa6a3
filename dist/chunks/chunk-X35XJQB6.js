import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);

// src/workflows/store/types.ts
var ActiveJobExistsError = class extends Error {
  constructor(workflowId, activeJobId) {
    super(`workflow ${workflowId} already has an active job (${activeJobId})`);
    this.workflowId = workflowId;
    this.activeJobId = activeJobId;
    this.name = "ActiveJobExistsError";
  }
  workflowId;
  activeJobId;
};
var NameTakenError = class extends Error {
  constructor(workflowName) {
    super(`a workflow named '${workflowName}' already exists`);
    this.workflowName = workflowName;
    this.name = "NameTakenError";
  }
  workflowName;
};

export {
  ActiveJobExistsError,
  NameTakenError
};
