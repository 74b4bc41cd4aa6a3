import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  require_dist2 as require_dist
} from "./chunk-PN74CIGN.js";
import "./chunk-CX6SZ6JE.js";
import "./chunk-PCHJDGZE.js";
export default require_dist();
