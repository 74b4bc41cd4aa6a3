import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  groupBrokenParagraphs,
  groupParagraphs,
  paragraphTexts,
  partitionText,
  splitAtLineBreaks,
  textDrafts
} from "./chunk-6F2NDQ4P.js";
import "./chunk-4I3I35UI.js";
import "./chunk-D6EM7B4R.js";
import "./chunk-CHLYF44K.js";
import "./chunk-C3KPATKI.js";
export {
  groupBrokenParagraphs,
  groupParagraphs,
  paragraphTexts,
  partitionText,
  splitAtLineBreaks,
  textDrafts
};
