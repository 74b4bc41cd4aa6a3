import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  notesDraft,
  pageBreakDraft,
  partitionPptx,
  shapeDrafts
} from "./chunk-6JHIILVN.js";
import "./chunk-CT6X6DLE.js";
import "./chunk-KXJRKALM.js";
import "./chunk-4I3I35UI.js";
import "./chunk-CHLYF44K.js";
import "./chunk-PCHJDGZE.js";
export {
  notesDraft,
  pageBreakDraft,
  partitionPptx,
  shapeDrafts
};
