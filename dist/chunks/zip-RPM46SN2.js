import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url); const __docflowModuleUrl = import.meta.url;
import{isZip,listZipEntries,readZipEntries}from"./chunk-EGUEYF4X.js";import"./chunk-YW7XWGQG.js";import"./chunk-BL4MKQJJ.js";import"./chunk-MSDU2V7E.js";import"./chunk-KPN4OOPF.js";export{isZip,listZipEntries,readZipEntries};
