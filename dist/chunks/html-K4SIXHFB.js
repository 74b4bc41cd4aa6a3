import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  MAX_MARKUP_DEPTH,
  decodeMarkup,
  htmlTableFromCells,
  htmlToDrafts,
  normalizeSpace,
  parseMarkup,
  partitionHtml
} from "./chunk-SOCRYOUZ.js";
import "./chunk-NL6Z5RS3.js";
import {
  escapeHtml
} from "./chunk-2OFCS22J.js";
import "./chunk-KSPQO2LU.js";
import "./chunk-4I3I35UI.js";
import "./chunk-3AXPRKHB.js";
import "./chunk-PCHJDGZE.js";
export {
  MAX_MARKUP_DEPTH,
  decodeMarkup,
  escapeHtml,
  htmlTableFromCells,
  htmlToDrafts,
  normalizeSpace,
  parseMarkup,
  partitionHtml
};
