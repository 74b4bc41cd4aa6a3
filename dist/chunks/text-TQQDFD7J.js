import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  groupBrokenParagraphs,
  groupParagraphs,
  paragraphTexts,
  partitionText,
  splitAtLineBreaks,
  textDrafts
} from "./chunk-PQWCRNHH.js";
import "./chunk-KSPQO2LU.js";
import "./chunk-4I3I35UI.js";
import "./chunk-3AXPRKHB.js";
import "./chunk-PCHJDGZE.js";
export {
  groupBrokenParagraphs,
  groupParagraphs,
  paragraphTexts,
  partitionText,
  splitAtLineBreaks,
  textDrafts
};
