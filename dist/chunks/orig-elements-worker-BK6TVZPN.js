import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url); const __docflowModuleUrl = import.meta.url;
import{encodeBatch}from"./chunk-PT2COXT4.js";import"./chunk-M33ZP2A3.js";import"./chunk-DA3K6ROU.js";import"./chunk-MSDU2V7E.js";import"./chunk-KPN4OOPF.js";export{encodeBatch};
