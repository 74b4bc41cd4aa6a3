import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  attachmentDrafts,
  bareMessageId,
  bodyDrafts,
  formatAddress,
  partitionEmail,
  withEmailMetadata
} from "./chunk-KQRXNVCL.js";
import "./chunk-5MQYOUK2.js";
import "./chunk-2OFCS22J.js";
import "./chunk-NL6Z5RS3.js";
import "./chunk-KUEQWO2S.js";
import "./chunk-4I3I35UI.js";
import "./chunk-3LSCAICE.js";
import "./chunk-CHLYF44K.js";
import "./chunk-PCHJDGZE.js";
export {
  attachmentDrafts,
  bareMessageId,
  bodyDrafts,
  formatAddress,
  partitionEmail,
  withEmailMetadata
};
