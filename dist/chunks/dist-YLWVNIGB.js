import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  require_dist
} from "./chunk-OQG7JVID.js";
import "./chunk-PCHJDGZE.js";
export default require_dist();
