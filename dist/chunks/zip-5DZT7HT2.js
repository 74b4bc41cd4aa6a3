import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url); const __docflowModuleUrl = import.meta.url;
import{isZip,listZipEntries,readZipEntries}from"./chunk-TER4CDWM.js";import"./chunk-YW7XWGQG.js";import"./chunk-EFNU4WMP.js";import"./chunk-KPN4OOPF.js";export{isZip,listZipEntries,readZipEntries};
