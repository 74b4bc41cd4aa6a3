import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url); const __docflowModuleUrl = import.meta.url;
import{encodeBatch}from"./chunk-XVTXPGSM.js";import"./chunk-F765WAW5.js";import"./chunk-DA3K6ROU.js";import"./chunk-EFNU4WMP.js";import"./chunk-KPN4OOPF.js";export{encodeBatch};
