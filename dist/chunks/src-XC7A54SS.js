import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url); const __docflowModuleUrl = import.meta.url;
import{require_src}from"./chunk-KKN6O6GW.js";import"./chunk-LCCLW5BE.js";import"./chunk-KPN4OOPF.js";export default require_src();
