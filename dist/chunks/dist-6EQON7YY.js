import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url); const __docflowModuleUrl = import.meta.url;
import{dist_default}from"./chunk-DX6CTTD7.js";import"./chunk-MLRNWSZA.js";import"./chunk-KPN4OOPF.js";export{dist_default as default};
