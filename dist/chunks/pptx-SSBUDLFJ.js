import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  notesDraft,
  pageBreakDraft,
  partitionPptx,
  shapeDrafts
} from "./chunk-45S6J4TW.js";
import "./chunk-CT6X6DLE.js";
import "./chunk-GK63ZBU5.js";
import "./chunk-4I3I35UI.js";
import "./chunk-3AXPRKHB.js";
import "./chunk-PCHJDGZE.js";
export {
  notesDraft,
  pageBreakDraft,
  partitionPptx,
  shapeDrafts
};
