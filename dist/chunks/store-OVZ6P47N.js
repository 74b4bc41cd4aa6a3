import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  DEFAULT_DATA_DIR,
  LATEST_SCHEMA_VERSION,
  PostgresWorkflowStore,
  SQLITE_FILE_NAME,
  SqliteWorkflowStore,
  openStore
} from "./chunk-YWDP4FPM.js";
import "./chunk-G5ZI7MCJ.js";
import {
  ActiveJobExistsError,
  NameTakenError
} from "./chunk-X35XJQB6.js";
import "./chunk-PCHJDGZE.js";
export {
  ActiveJobExistsError,
  DEFAULT_DATA_DIR,
  LATEST_SCHEMA_VERSION,
  NameTakenError,
  PostgresWorkflowStore,
  SQLITE_FILE_NAME,
  SqliteWorkflowStore,
  openStore
};
