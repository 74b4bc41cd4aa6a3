import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  context,
  getOctokit
} from "./chunk-GWPA2TLY.js";
import "./chunk-7XO5HSX2.js";
import "./chunk-PCHJDGZE.js";
export {
  context,
  getOctokit
};
