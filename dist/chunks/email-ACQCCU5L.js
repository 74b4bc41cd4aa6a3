import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  attachmentDrafts,
  bareMessageId,
  bodyDrafts,
  formatAddress,
  partitionEmail,
  withEmailMetadata
} from "./chunk-7ZGXZP6C.js";
import "./chunk-SOCRYOUZ.js";
import "./chunk-NL6Z5RS3.js";
import "./chunk-2OFCS22J.js";
import "./chunk-PQWCRNHH.js";
import "./chunk-KSPQO2LU.js";
import "./chunk-4I3I35UI.js";
import "./chunk-3AXPRKHB.js";
import "./chunk-PCHJDGZE.js";
export {
  attachmentDrafts,
  bareMessageId,
  bodyDrafts,
  formatAddress,
  partitionEmail,
  withEmailMetadata
};
