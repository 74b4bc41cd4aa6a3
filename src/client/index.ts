export { Limiter } from "../shared/limiter.js";
export { ApiError, type ApiErrorKind } from "./errors.js";
export { fileFromPath, mediaTypeFor, type UploadFile } from "./files.js";
export { API_KEY_HEADER, type CallOptions, type ClientOptions, type RetryEvent } from "./http.js";
export { PARTITION_PATH, PartitionClient, type PartitionParamsInput, partitionForm } from "./partition.js";
export { DEFAULT_RETRY, type RetryOptions } from "./retry.js";
export {
  ConnectorResource,
  type DownloadedFile,
  JobResource,
  WorkflowClient,
  WorkflowResource,
  workflowBaseUrl,
} from "./workflow.js";
