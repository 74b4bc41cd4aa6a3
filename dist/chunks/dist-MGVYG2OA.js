import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url); const __docflowModuleUrl = import.meta.url;
import{require_dist2 as require_dist}from"./chunk-76OPMXXF.js";import"./chunk-TU7W2IH5.js";import"./chunk-KPN4OOPF.js";export default require_dist();
