import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url); const __docflowModuleUrl = import.meta.url;
import{require_src}from"./chunk-QD6NGT27.js";import"./chunk-LCCLW5BE.js";import"./chunk-KPN4OOPF.js";export default require_src();
