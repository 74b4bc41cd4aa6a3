import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url); const __docflowModuleUrl = import.meta.url;
import{fileFromPath,mediaTypeFor,toBlob}from"./chunk-YJH7364V.js";import"./chunk-OIEGDJFC.js";import"./chunk-KPN4OOPF.js";export{fileFromPath,mediaTypeFor,toBlob};
