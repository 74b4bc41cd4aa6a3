import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  attachmentDrafts,
  bareMessageId,
  bodyDrafts,
  formatAddress,
  partitionEmail,
  withEmailMetadata
} from "./chunk-VHD3RNUV.js";
import "./chunk-6F2NDQ4P.js";
import "./chunk-HREMWUCN.js";
import "./chunk-NL6Z5RS3.js";
import "./chunk-4I3I35UI.js";
import "./chunk-D6EM7B4R.js";
import "./chunk-CHLYF44K.js";
import "./chunk-C3KPATKI.js";
export {
  attachmentDrafts,
  bareMessageId,
  bodyDrafts,
  formatAddress,
  partitionEmail,
  withEmailMetadata
};
