import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  notesDraft,
  pageBreakDraft,
  partitionPptx,
  shapeDrafts
} from "./chunk-JJXI7VUQ.js";
import "./chunk-KXJRKALM.js";
import "./chunk-BV2TCKYE.js";
import "./chunk-4I3I35UI.js";
import "./chunk-CHLYF44K.js";
import "./chunk-C3KPATKI.js";
export {
  notesDraft,
  pageBreakDraft,
  partitionPptx,
  shapeDrafts
};
