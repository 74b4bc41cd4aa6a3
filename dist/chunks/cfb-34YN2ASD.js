import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url); const __docflowModuleUrl = import.meta.url;
import{require_cfb}from"./chunk-2EZWH4X6.js";import"./chunk-KPN4OOPF.js";export default require_cfb();
